//! 7.7 *Table de tir à l'arc*: each side totals its archery strength, rolls
//! one die and reads how many enemy units it eliminates.

use super::{count, die_rows, Die, Table};

/// A column of the archery table: the firing side's total archery points
/// (*nb de points du feu de tir à l'arc*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ArcheryColumn {
    One,
    Two,
    ThreeFour,
    FiveSix,
    SevenEight,
    NinePlus,
}

impl ArcheryColumn {
    pub const ALL: [ArcheryColumn; 6] = [
        ArcheryColumn::One,
        ArcheryColumn::Two,
        ArcheryColumn::ThreeFour,
        ArcheryColumn::FiveSix,
        ArcheryColumn::SevenEight,
        ArcheryColumn::NinePlus,
    ];

    /// The column for a side's total archery points; `None` for none at all
    /// (knights have no bows), which fires no arrow.
    pub fn for_points(points: u32) -> Option<ArcheryColumn> {
        Some(match points {
            0 => return None,
            1 => ArcheryColumn::One,
            2 => ArcheryColumn::Two,
            3 | 4 => ArcheryColumn::ThreeFour,
            5 | 6 => ArcheryColumn::FiveSix,
            7 | 8 => ArcheryColumn::SevenEight,
            _ => ArcheryColumn::NinePlus,
        })
    }

    /// The column's heading as printed.
    pub fn printed(self) -> &'static str {
        match self {
            ArcheryColumn::One => "1",
            ArcheryColumn::Two => "2",
            ArcheryColumn::ThreeFour => "3, 4",
            ArcheryColumn::FiveSix => "5, 6",
            ArcheryColumn::SevenEight => "7, 8",
            ArcheryColumn::NinePlus => "9+",
        }
    }
}

/// Rows by die 1–6, columns in [`ArcheryColumn::ALL`] order; 0 is the book's
/// dash.
const ARCHERY: [[u8; 6]; 6] = [
    [0, 0, 0, 1, 1, 1],
    [0, 0, 0, 1, 1, 1],
    [0, 0, 1, 1, 1, 2],
    [0, 1, 1, 1, 2, 2],
    [1, 1, 1, 2, 2, 3],
    [1, 1, 2, 2, 3, 3],
];

/// How many enemy units the fire eliminates, on the net roll (modifiers of
/// 7.12 and 7.21 already applied). Their owner chooses which; a knight unit
/// may be removed to satisfy two losses.
pub fn archery(column: ArcheryColumn, die: Die) -> u8 {
    ARCHERY[die.row()][column as usize]
}

pub(super) fn table() -> Table {
    let mut header = vec!["dé".to_string()];
    header.extend(ArcheryColumn::ALL.map(|c| c.printed().to_string()));
    Table {
        id: "archery",
        title: "7.7 Archery table (TABLE DE TIR À L'ARC; columns: nb de points du feu de \
                tir à l'arc; # = enemy units eliminated)"
            .to_string(),
        header,
        rows: die_rows(|d| {
            ArcheryColumn::ALL
                .iter()
                .map(|&c| count(archery(c, d)))
                .collect()
        }),
    }
}
