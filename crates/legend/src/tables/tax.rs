//! 9.7 *Table des taxes*: one die per village the Sheriff taxes (9.6).

use super::{count, die_rows, Die, Table};

/// Rows by die 1–6; 0 is the book's dash.
const TAX: [u8; 6] = [0, 0, 0, 1, 1, 2];

/// Gold pieces the village yields to the Sheriff's treasury.
pub fn tax(die: Die) -> u8 {
    TAX[die.row()]
}

pub(super) fn table() -> Table {
    Table {
        id: "tax",
        title: "9.7 Tax table (TABLE DES TAXES; # = gold from this village)".to_string(),
        header: super::strings(&["Dé", "Pièces"]),
        rows: die_rows(|d| vec![count(tax(d))]),
    }
}
