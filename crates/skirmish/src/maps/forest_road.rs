//! A road running west to east (rows 7 and 8) through thick woods.

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
