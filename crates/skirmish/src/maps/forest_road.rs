//! A road running west to east (rows 7 and 8) through thick woods.

/// The road's two rows (0-based): flat ground, drawn as a road.
pub(super) const ROAD: (u8, u8) = (6, 7);

pub(super) const ROWS: [&str; 14] = [
    "TT\"TTT\"\"TT.TT\"TTT\"TT",
    "T\"TT\".TT\"TT\"TT.TT\"TT",
    "\"TT.TT\"T.TT\"TTT\"T.TT",
    "TT\"TT\"TT\"T\"TT.T\"TT\"T",
    ".\"T\"..\".T\"..\"T\".\".\"T",
    "\"...\"....\"...\"...\"..",
    "....................",
    "....................",
    "..\"...\"....\"...\"....",
    "T\".T\".\"T\".T\"T.\".\"TT\"",
    "TT\"TT\".TT\"TT\"T\"TT.TT",
    "\"TT\"TTT\"T.TT\"TT\"T\"TT",
    "TT.TT\"TT\"TT.TT\"TTT\"T",
    "T\"TT\"TT\"TTT\"TT.TT\"TT",
];
