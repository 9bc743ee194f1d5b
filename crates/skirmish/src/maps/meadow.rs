//! Two boards joined north to south (28 rows): open meadows, a stream
//! across the middle (rows 14 and 15) that the road fords, a farm in the
//! north-west, a mill in the south-east. Its length is for the range bands:
//! from one end to the other a shot is beyond the first band (1-25).

/// The road's two columns (0-based), north to south: drawn only.
pub(super) const ROAD: (u8, u8) = (9, 10);

pub(super) const ROWS: [&str; 28] = [
    "T\"T...\"T....\"T\"..TTT",
    "\"T..\"........\"....\"T",
    ".c###c..............",
    ".#hhhw..............",
    ".dhhh#.....T\"....\"T.",
    ".c#d#c..............",
    ".......\".......^^^^.",
    "..\"T........\"...T...",
    "...........T........",
    ".^^^^^..........\"...",
    ".....\".......\".....T",
    "T\".........^^^......",
    "^^^^^^^^^..^^^^^^^^^",
    "~~~~~~~~~==~~~~~~~~~",
    "~~~~~~~~~==~~~~~~~~~",
    "^^^^^^^^^..^^^^^^^^^",
    "..T\"..........\"T....",
    "....................",
    "..\"...........^^^^..",
    "...........T........",
    "T.............c#w##c",
    "\".....\".......whhhh#",
    "..............dhhhh#",
    ".....^^^^.....#hhhh#",
    "..............c##d#c",
    "...\"................",
    "...........T.......\"",
    "TT\"..............\"TT",
];
