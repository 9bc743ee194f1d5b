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

/// The rows that differ when the meadow is drawn on hex sides (see [`super::Ground::from_sided_symbol`]):
/// the farm and the mill are the rooms their outlines enclosed, the mill
/// kept off the map's edge (its east wall on the last column's west sides).
pub(super) const SIDED: [(usize, &str); 9] = [
    (2, ".chhhc.............."),
    (3, ".hhhhw.............."),
    (4, ".dhhhh.....T\"....\"T."),
    (5, ".chdhc.............."),
    (20, "T.............chwhc."),
    (21, "\".....\".......whhhh."),
    (22, "..............dhhhh."),
    (23, ".....^^^^.....hhhhh."),
    (24, "..............chhdc."),
];
