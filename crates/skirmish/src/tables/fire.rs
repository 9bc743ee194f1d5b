//! The three fire tables (*Résultats des tirs contre des personnages à
//! cheval / des chevaliers à pied / d'autres personnages à pied*) and their
//! results.

use super::{cells, Harm, Outcome, Table};
use serde::{Deserialize, Serialize};

/// Whom the shot is at: each kind has its own table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TargetKind {
    /// *Personnage à cheval*.
    Rider,
    /// *Chevalier à pied*.
    KnightOnFoot,
    /// *Autre personnage à pied*.
    OtherOnFoot,
}

impl TargetKind {
    pub const ALL: [TargetKind; 3] = [
        TargetKind::Rider,
        TargetKind::KnightOnFoot,
        TargetKind::OtherOnFoot,
    ];
}

/// The target's cover (*type de couverture*): the fire tables' columns.
/// Total cover (a wall, see `TerrainCover`) has no column: it cannot be
/// shot through.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Cover {
    /// *Aucune*.
    None,
    /// *Légère*.
    Light,
    /// *Moyenne*.
    Medium,
}

impl Cover {
    /// In the tables' column order.
    pub const ALL: [Cover; 3] = [Cover::None, Cover::Light, Cover::Medium];
}

/// A fire table's cell, as printed; `fire_effect` says what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum FireResult {
    /// "-": *tir manqué, pas d'effet*.
    Miss,
    A,
    B,
    C,
    /// Printed only on the riders' table.
    D,
}

impl FireResult {
    /// The printed symbol.
    pub fn symbol(self) -> char {
        match self {
            FireResult::Miss => '-',
            FireResult::A => 'A',
            FireResult::B => 'B',
            FireResult::C => 'C',
            FireResult::D => 'D',
        }
    }

    const fn parse(c: u8) -> FireResult {
        match c {
            b'-' => FireResult::Miss,
            b'A' => FireResult::A,
            b'B' => FireResult::B,
            b'C' => FireResult::C,
            b'D' => FireResult::D,
            _ => panic!("not a fire result"),
        }
    }
}

/// One row per die result 1 to 10, the covers in the book's column order.
type FireTable = [[FireResult; 3]; 10];

/// Builds a table from its printed rows, e.g. `"DCB"`.
const fn fire_table(rows: [&str; 10]) -> FireTable {
    let mut table = [[FireResult::Miss; 3]; 10];
    let mut r = 0;
    while r < 10 {
        let row = rows[r].as_bytes();
        assert!(row.len() == 3);
        let mut c = 0;
        while c < 3 {
            table[r][c] = FireResult::parse(row[c]);
            c += 1;
        }
        r += 1;
    }
    table
}

/// *Contre des personnages à cheval*.
const RIDERS: FireTable = fire_table([
    "DCB", "CBB", "BBA", "BA-", "A--", "---", "---", "---", "---", "---",
]);

/// *Contre des chevaliers à pied*.
const KNIGHTS_ON_FOOT: FireTable = fire_table([
    "CCB", "CBB", "BBA", "BAA", "AA-", "---", "---", "---", "---", "---",
]);

/// *Contre d'autres personnages à pied*.
const OTHERS_ON_FOOT: FireTable = fire_table([
    "CCC", "CCB", "CBB", "BBA", "BAA", "A--", "---", "---", "---", "---",
]);

fn table_for(kind: TargetKind) -> &'static FireTable {
    match kind {
        TargetKind::Rider => &RIDERS,
        TargetKind::KnightOnFoot => &KNIGHTS_ON_FOOT,
        TargetKind::OtherOnFoot => &OTHERS_ON_FOOT,
    }
}

/// Reads a fire table. `modified_die` is the d10's value (see `d10`) plus
/// the range's and a wounded shooter's modifiers; the bow and the crossbow
/// read the same rows (the book prints both die columns alike).
///
/// A modified die above 10 reads the last row, printed "10 ou +" (10 or
/// more): a miss on every table.
///
/// # Panics
/// If `modified_die` is 0: the die counts from 1 and every modifier adds.
pub fn fire(kind: TargetKind, cover: Cover, modified_die: u8) -> FireResult {
    assert!(modified_die >= 1, "a fire die counts from 1");
    let row = usize::from(modified_die.min(10)) - 1;
    table_for(kind)[row][cover as usize]
}

/// What a fire result does to its target (*Explications des résultats*);
/// `None` for a miss.
///
/// # Panics
/// On `D` against a character on foot: only the riders' table prints it.
pub fn fire_effect(kind: TargetKind, result: FireResult) -> Option<Outcome> {
    let rider = |horse_killed, rider| Outcome::Rider {
        horse_killed,
        rider,
        unhorsed: true,
    };
    Some(match (kind, result) {
        (_, FireResult::Miss) => return None,
        (TargetKind::Rider, FireResult::A) => Outcome::Recoil(4),
        (TargetKind::Rider, FireResult::B) => rider(true, Harm::Stunned),
        (TargetKind::Rider, FireResult::C) => rider(false, Harm::Wounded),
        (TargetKind::Rider, FireResult::D) => rider(true, Harm::Wounded),
        (_, FireResult::A) => Outcome::Recoil(2),
        (_, FireResult::B) => Outcome::Harm(Harm::Wounded),
        (_, FireResult::C) => Outcome::Harm(Harm::Killed),
        (_, FireResult::D) => panic!("fire result D is printed only against riders"),
    })
}

fn grid(id: &'static str, title: &str, kind: TargetKind) -> Table {
    let rows = table_for(kind)
        .iter()
        .enumerate()
        .map(|(r, row)| {
            let die = if r == 9 {
                "10+".into()
            } else {
                (r + 1).to_string()
            };
            let mut cells = vec![die.clone(), die];
            cells.extend(row.iter().map(|c| c.symbol().to_string()));
            cells
        })
        .collect();
    Table {
        id,
        title: format!("Fire against {title}: modified die by cover"),
        header: cells(["Bow", "Crossbow", "None", "Light", "Medium"]),
        rows,
    }
}

fn results(id: &'static str, title: &str, kind: TargetKind, letters: &[FireResult]) -> Table {
    let rows = letters
        .iter()
        .map(|&r| {
            let effect = fire_effect(kind, r).map_or("missed, no effect".into(), Outcome::text);
            vec![r.symbol().to_string(), effect]
        })
        .collect();
    Table {
        id,
        title: format!("Fire results against {title} (Explications des résultats)"),
        header: cells(["Result", "Effect"]),
        rows,
    }
}

/// The fire tables printed before the turn sequence, in the book's order.
pub(super) fn tables_before_phase() -> Vec<Table> {
    use FireResult::*;
    vec![
        grid(
            "fire_riders",
            "riders (Résultats des tirs contre des personnages à cheval)",
            TargetKind::Rider,
        ),
        results(
            "fire_results_riders",
            "riders",
            TargetKind::Rider,
            &[Miss, A, B, C, D],
        ),
        grid(
            "fire_knights_on_foot",
            "knights on foot (Résultats des tirs contre des chevaliers à pied)",
            TargetKind::KnightOnFoot,
        ),
        grid(
            "fire_others_on_foot",
            "other characters on foot (Résultats des tirs contre d'autres personnages à pied)",
            TargetKind::OtherOnFoot,
        ),
    ]
}

/// The on-foot fire results: the knights' table says "voir tableau
/// suivant", and the transcription prints them after the terrain table. They
/// serve knights and other characters on foot alike.
pub(super) fn results_on_foot_table() -> Table {
    use FireResult::*;
    results(
        "fire_results_on_foot",
        "characters on foot",
        TargetKind::OtherOnFoot,
        &[Miss, A, B, C],
    )
}
