//! Two houses with windows and doors (north), and a walled yard with two
//! gates (south-west). `c` marks the houses' outer corners.

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
