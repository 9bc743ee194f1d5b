//! Melee (*Tableaux concernant les combats*): the force-ratio column, its
//! shift by terrain, and the two result tables.

use super::{cells, Harm, Outcome, Table};
use serde::{Deserialize, Serialize};

/// A column of the melee tables (*rapport de force*): 1 for 1-1 up to 12
/// for 12-1+ (12 to 1 or more).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct OddsColumn(u8);

impl OddsColumn {
    pub const COUNT: u8 = 12;
    pub const FIRST: OddsColumn = OddsColumn(1);
    pub const LAST: OddsColumn = OddsColumn(Self::COUNT);

    /// All columns, left to right.
    pub fn all() -> impl Iterator<Item = OddsColumn> {
        (1..=Self::COUNT).map(OddsColumn)
    }

    /// The column whose ratio is `ratio` to 1, if the table prints it.
    pub fn new(ratio: u8) -> Option<OddsColumn> {
        (1..=Self::COUNT)
            .contains(&ratio)
            .then_some(OddsColumn(ratio))
    }

    /// The attack's share of the ratio: 1 for 1-1 … 12 for 12-1+.
    pub fn ratio(self) -> u8 {
        self.0
    }

    /// The printed heading: "1-1" … "11-1", "12-1+".
    pub fn label(self) -> String {
        let plus = if self == Self::LAST { "+" } else { "" };
        format!("{}-1{plus}", self.0)
    }
}

/// The column for `attack` against `defence` strength: the ratio rounded
/// down, 12 or more reading 12-1+. `None` when the attack is weaker than the
/// defence or the defence is 0: the book prints no column for those, so the
/// engine must rule on them.
pub fn odds_column(attack: u32, defence: u32) -> Option<OddsColumn> {
    if defence == 0 || attack < defence {
        return None;
    }
    let ratio = (attack / defence).min(u32::from(OddsColumn::COUNT));
    OddsColumn::new(ratio as u8)
}

/// A terrain's effect on melee (*Effets du terrain sur les combats*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MeleeTerrain {
    /// "-": *terrain désavantageux*.
    Disadvantage,
    /// "0": *terrain neutre*.
    Neutral,
    /// "+": *terrain avantageux*.
    Advantage,
}

impl MeleeTerrain {
    pub const ALL: [MeleeTerrain; 3] = [
        MeleeTerrain::Disadvantage,
        MeleeTerrain::Neutral,
        MeleeTerrain::Advantage,
    ];

    /// The printed symbol.
    pub fn symbol(self) -> char {
        match self {
            MeleeTerrain::Disadvantage => '-',
            MeleeTerrain::Neutral => '0',
            MeleeTerrain::Advantage => '+',
        }
    }
}

/// The shift table as printed, in its row order: attacker's terrain,
/// defender's terrain, columns moved (negative to the left). Equal terrains
/// leave the column as it is (the sentence under the table).
pub const COLUMN_SHIFTS: [(MeleeTerrain, MeleeTerrain, i8); 6] = {
    use MeleeTerrain::*;
    [
        (Disadvantage, Advantage, -2),
        (Disadvantage, Neutral, -1),
        (Neutral, Advantage, -1),
        (Neutral, Disadvantage, 1),
        (Advantage, Neutral, 1),
        (Advantage, Disadvantage, 2),
    ]
};

/// Columns the terrains move the result: negative to the left.
pub fn column_shift(attacker: MeleeTerrain, defender: MeleeTerrain) -> i8 {
    COLUMN_SHIFTS
        .iter()
        .find(|&&(a, d, _)| a == attacker && d == defender)
        .map_or(0, |&(_, _, shift)| shift)
}

/// The column after the terrains' shift. Shifting right past 12-1+ stays
/// there (it reads "12 to 1 or more"); shifting left past 1-1 leaves the
/// printed table and gives `None`, like a ratio below 1-1 in `odds_column`.
pub fn shifted_column(
    column: OddsColumn,
    attacker: MeleeTerrain,
    defender: MeleeTerrain,
) -> Option<OddsColumn> {
    (i16::from(column.0) + i16::from(column_shift(attacker, defender)) >= 1)
        .then(|| shifted_column_on_table(column, attacker, defender))
}

/// The column after the terrains' shift, kept on the printed table at both
/// ends: a shift left past 1-1 stops there, as one right past 12-1+ does
/// (the reading of revision 3 of our rules, `rules/revision.rs`).
pub fn shifted_column_on_table(
    column: OddsColumn,
    attacker: MeleeTerrain,
    defender: MeleeTerrain,
) -> OddsColumn {
    let shifted = i16::from(column.0) + i16::from(column_shift(attacker, defender));
    OddsColumn::new(shifted.clamp(1, i16::from(OddsColumn::COUNT)) as u8)
        .expect("a column of the printed table")
}

/// A melee table's cell, as printed; `melee_effect` says what it does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum MeleeResult {
    /// "-": *pas d'effet*.
    NoEffect,
    A,
    B,
    C,
    D,
    E,
    F,
    /// Printed only on the mounted table.
    G,
    /// Printed only on the mounted table.
    H,
}

impl MeleeResult {
    /// The printed symbol.
    pub fn symbol(self) -> char {
        match self {
            MeleeResult::NoEffect => '-',
            MeleeResult::A => 'A',
            MeleeResult::B => 'B',
            MeleeResult::C => 'C',
            MeleeResult::D => 'D',
            MeleeResult::E => 'E',
            MeleeResult::F => 'F',
            MeleeResult::G => 'G',
            MeleeResult::H => 'H',
        }
    }

    const fn parse(c: u8) -> MeleeResult {
        match c {
            b'-' => MeleeResult::NoEffect,
            b'A' => MeleeResult::A,
            b'B' => MeleeResult::B,
            b'C' => MeleeResult::C,
            b'D' => MeleeResult::D,
            b'E' => MeleeResult::E,
            b'F' => MeleeResult::F,
            b'G' => MeleeResult::G,
            b'H' => MeleeResult::H,
            _ => panic!("not a melee result"),
        }
    }
}

/// One row per die result 1 to 10, one column per ratio 1-1 to 12-1+.
type MeleeTable = [[MeleeResult; 12]; 10];

/// Builds a table from its printed rows, e.g. `"CCDDEEFFGGHH"`.
const fn melee_table(rows: [&str; 10]) -> MeleeTable {
    let mut table = [[MeleeResult::NoEffect; 12]; 10];
    let mut r = 0;
    while r < 10 {
        let row = rows[r].as_bytes();
        assert!(row.len() == 12);
        let mut c = 0;
        while c < 12 {
            table[r][c] = MeleeResult::parse(row[c]);
            c += 1;
        }
        r += 1;
    }
    table
}

/// *Contre des personnages à cheval*.
const MOUNTED: MeleeTable = melee_table([
    "CCDDEEFFGGHH",
    "BCCDDEEFFGGH",
    "BBCCDDEEFFGG",
    "ABBCCDDEEFFG",
    "AAABCCDDEEFF",
    "---ABCDDEEFF",
    "----ABCCDDEE",
    "-----ABCCDDE",
    "------ABCCDD",
    "-------ABCCD",
]);

/// *Contre des personnages à pied*. Rows 2 and 3, and rows 4 and 5, are
/// printed alike; that is kept as printed.
const ON_FOOT: MeleeTable = melee_table([
    "CDEEFFFFFFFF",
    "BCDEEFFFFFFF",
    "BCDEEFFFFFFF",
    "ABCDDEEFFFFF",
    "ABCDDEEFFFFF",
    "---ABCDDEEFF",
    "----ABCDDEEF",
    "-----ABCCDDE",
    "------ABCCDD",
    "-------ABCCD",
]);

fn table_for(defender_mounted: bool) -> &'static MeleeTable {
    if defender_mounted {
        &MOUNTED
    } else {
        &ON_FOOT
    }
}

/// Reads a melee table: the mounted one if the defender is on horseback.
/// The die is not modified: terrain moves the column instead.
///
/// # Panics
/// If `die` is not 1-10 (see `d10`).
pub fn melee(defender_mounted: bool, column: OddsColumn, die: u8) -> MeleeResult {
    assert!((1..=10).contains(&die), "a melee die is 1-10, not {die}");
    table_for(defender_mounted)[usize::from(die) - 1][usize::from(column.0) - 1]
}

/// What a melee result does, and to which side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MeleeEffect {
    /// "-": *pas d'effet*.
    NoEffect,
    /// Strikes the attacker (*attaquant*). A recoil moves every attacker
    /// involved.
    Attacker(Outcome),
    /// Strikes the defender (*défenseur*). A recoil moves every defender
    /// involved.
    Defender(Outcome),
}

/// What a melee result does (*Explications des résultats*).
///
/// As transcribed, G and H against a rider read the same ("le cheval est
/// tué. Le cavalier est tué et désarçonné."); they are kept as two letters
/// with one effect until a printed copy says otherwise.
///
/// # Panics
/// On G or H against a defender on foot: only the mounted table prints them.
pub fn melee_effect(defender_mounted: bool, result: MeleeResult) -> MeleeEffect {
    use MeleeEffect::{Attacker, Defender};
    use MeleeResult::*;
    let rider = |horse_killed, rider, unhorsed| {
        Defender(Outcome::Rider {
            horse_killed,
            rider,
            unhorsed,
        })
    };
    match (defender_mounted, result) {
        (_, NoEffect) => MeleeEffect::NoEffect,
        (_, A) => Attacker(Outcome::Harm(Harm::Wounded)),
        (_, B) => Attacker(Outcome::Recoil(1)),
        (_, C) => Defender(Outcome::Recoil(1)),
        (true, D) => rider(true, Harm::Stunned, true),
        (true, E) => rider(false, Harm::Wounded, false),
        (true, F) => rider(true, Harm::Wounded, true),
        (true, G | H) => rider(true, Harm::Killed, true),
        (false, D) => Defender(Outcome::Harm(Harm::Stunned)),
        (false, E) => Defender(Outcome::Harm(Harm::Wounded)),
        (false, F) => Defender(Outcome::Harm(Harm::Killed)),
        (false, G | H) => panic!("melee results G and H are printed only against riders"),
    }
}

fn grid(id: &'static str, title: &str, defender_mounted: bool) -> Table {
    let mut header = vec!["Die".to_string()];
    header.extend(OddsColumn::all().map(OddsColumn::label));
    let rows = table_for(defender_mounted)
        .iter()
        .enumerate()
        .map(|(r, row)| {
            let mut cells = vec![(r + 1).to_string()];
            cells.extend(row.iter().map(|c| c.symbol().to_string()));
            cells
        })
        .collect();
    Table {
        id,
        title: format!("Melee against {title}: die by force ratio"),
        header,
        rows,
    }
}

fn results(
    id: &'static str,
    title: &str,
    defender_mounted: bool,
    letters: &[MeleeResult],
) -> Table {
    let rows = letters
        .iter()
        .map(|&r| {
            let effect = match melee_effect(defender_mounted, r) {
                MeleeEffect::NoEffect => "no effect".into(),
                MeleeEffect::Attacker(o) => format!("attacker {}", o.text()),
                MeleeEffect::Defender(o @ Outcome::Rider { .. }) => o.text(),
                MeleeEffect::Defender(o) => format!("defender {}", o.text()),
            };
            vec![r.symbol().to_string(), effect]
        })
        .collect();
    Table {
        id,
        title: format!("Melee results against {title} (Explications des résultats)"),
        header: cells(["Result", "Effect"]),
        rows,
    }
}

pub(super) fn tables() -> Vec<Table> {
    use MeleeResult::*;
    let shifts = Table {
        id: "melee_terrain_shifts",
        title:
            "Melee: terrain shifts of the force-ratio column (Effets du terrain sur les combats)"
                .into(),
        header: cells(["Attacker in", "Defender in", "Column shift"]),
        rows: COLUMN_SHIFTS
            .iter()
            .map(|&(a, d, shift)| {
                let side = if shift < 0 { "left" } else { "right" };
                let n = shift.unsigned_abs();
                let s = if n == 1 { "" } else { "s" };
                vec![
                    a.symbol().to_string(),
                    d.symbol().to_string(),
                    format!("{n} column{s} {side}"),
                ]
            })
            .collect(),
    };
    vec![
        shifts,
        grid(
            "melee_mounted",
            "riders (Résultats des combats contre des personnages à cheval)",
            true,
        ),
        results(
            "melee_results_mounted",
            "riders",
            true,
            &[NoEffect, A, B, C, D, E, F, G, H],
        ),
        grid(
            "melee_on_foot",
            "characters on foot (Résultats des combats contre des personnages à pied)",
            false,
        ),
        results(
            "melee_results_on_foot",
            "characters on foot",
            false,
            &[NoEffect, A, B, C, D, E, F],
        ),
    ]
}
