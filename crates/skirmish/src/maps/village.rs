//! Two houses with windows and doors (north), and a walled yard with two
//! gates (south-west). `c` marks the houses' outer corners.
//!
//! Drawn twice: on whole hexes (`ROWS`, rules revisions 1 to 3), and on hex
//! sides (`SIDED_ROWS`, revision 4). The second is the first with each
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

/// The same village drawn on hex sides (see [`super::Ground::from_sided_symbol`]).
pub(super) const SIDED_ROWS: [&str; 14] = [
    "T\"..................",
    ".chhhhhhc..chhhhhhc.",
    "..hhhhhw....hhhhhh..",
    "..dhhhhh....hhhhhd..",
    "..hhhhhw....hhhhhh..",
    ".chhdhhhc..chhwhhhc.",
    "....................",
    "..........\"T........",
    "..yyyyyyyyy.........",
    "..yyyyyyyyy...T\"....",
    "..gyyyyyyyy.........",
    "..yyyyyyyyy.....\"T..",
    "..yyyygyyyy.........",
    "T\"...............\"TT",
];
