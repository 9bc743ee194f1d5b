//! Two houses with windows and doors (north), and a walled yard with two
//! gates (south-west). `c` marks the houses' outer corners.
//!
//! Drawn twice: on whole hexes (`ROWS`, rules revisions 1 to 3), and on hex
//! sides (`ROWS` with the rows `SIDED` gives, revision 4): each
//! outline hex turned into the room or yard it encloses, its outward sides
//! the wall, window or door it was: every hex a character could stand on
//! is still one, so a scenario's set-up reads the same on both.

pub(super) const ROWS: [&str; 14] = [
    "T\"..................",
    ".c######c..c######c.",
    "..#hhhhw....#hhhh#..",
    "..dhhhh#....#hhhhd..",
    "..#hhhhw....#hhhh#..",
    ".c##d###c..c##w###c.",
    "....................",
    "..........\"T........",
    "..#########.........",
    "..#.......#...T\"....",
    "..d.......#.........",
    "..#.......#.....\"T..",
    "..####d####.........",
    "T\"...............\"TT",
];

/// The rows that differ when the village is drawn on hex sides (see [`super::Ground::from_sided_symbol`]).
pub(super) const SIDED: [(usize, &str); 10] = [
    (1, ".chhhhhhc..chhhhhhc."),
    (2, "..hhhhhw....hhhhhh.."),
    (3, "..dhhhhh....hhhhhd.."),
    (4, "..hhhhhw....hhhhhh.."),
    (5, ".chhdhhhc..chhwhhhc."),
    (8, "..yyyyyyyyy........."),
    (9, "..yyyyyyyyy...T\"...."),
    (10, "..gyyyyyyyy........."),
    (11, "..yyyyyyyyy.....\"T.."),
    (12, "..yyyygyyyy........."),
];
