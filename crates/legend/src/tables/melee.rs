//! 7.8 *Table de mêlée*: the attacker's remaining melee strength against the
//! defender's, as odds, and one die read by the attacker.

use super::{die_rows, Die, Table};

/// A column of the melee table: attacker to defender odds (*probabilité*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum OddsColumn {
    /// 1-3, and every worse odds.
    OneToThree,
    OneToTwo,
    OneToOne,
    TwoToOne,
    ThreeToOne,
    /// 4-1+, and every better odds.
    FourToOnePlus,
}

impl OddsColumn {
    pub const ALL: [OddsColumn; 6] = [
        OddsColumn::OneToThree,
        OddsColumn::OneToTwo,
        OddsColumn::OneToOne,
        OddsColumn::TwoToOne,
        OddsColumn::ThreeToOne,
        OddsColumn::FourToOnePlus,
    ];

    /// The column for two melee strengths, the odds rounded in the
    /// defender's favour (rule 7: 11 against 4 is 2-1, 12 against 4 is 3-1;
    /// 4 against 5 is 1-2). `None` if either side has no strength: there is
    /// no melee to read.
    pub fn for_strengths(attack: u32, defence: u32) -> Option<OddsColumn> {
        if attack == 0 || defence == 0 {
            return None;
        }
        Some(if attack >= defence {
            match attack / defence {
                1 => OddsColumn::OneToOne,
                2 => OddsColumn::TwoToOne,
                3 => OddsColumn::ThreeToOne,
                _ => OddsColumn::FourToOnePlus,
            }
        } else {
            match defence.div_ceil(attack) {
                2 => OddsColumn::OneToTwo,
                _ => OddsColumn::OneToThree,
            }
        })
    }

    /// The column's heading as printed.
    pub fn printed(self) -> &'static str {
        match self {
            OddsColumn::OneToThree => "1-3",
            OddsColumn::OneToTwo => "1-2",
            OddsColumn::OneToOne => "1-1",
            OddsColumn::TwoToOne => "2-1",
            OddsColumn::ThreeToOne => "3-1",
            OddsColumn::FourToOnePlus => "4-1+",
        }
    }
}

/// A melee result; the owner of the units always chooses which are removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MeleeResult {
    /// *APx*: the attacker loses x units.
    AttackerLoses(u8),
    /// *EX*: each side loses one unit. The book's explanation calls it *DE*
    /// ("les deux côtés perdent une unité") while every cell prints *EX*;
    /// there is no other result it could explain, so they are one result.
    Exchange,
    /// *DPx*: the defender loses x units.
    DefenderLoses(u8),
}

impl MeleeResult {
    /// Units lost, as (attacker, defender).
    pub fn losses(self) -> (u8, u8) {
        match self {
            MeleeResult::AttackerLoses(n) => (n, 0),
            MeleeResult::Exchange => (1, 1),
            MeleeResult::DefenderLoses(n) => (0, n),
        }
    }

    /// Losses in the melee on Nottingham Green right after the archery
    /// tournament. The table's note says to double them, rule 14.1 to add
    /// one, with its worked example (1-2, die 2, AP2: the outlaws lose 3);
    /// we follow 14.1, the rule that shows its arithmetic.
    pub fn tournament_losses(self) -> (u8, u8) {
        let (a, d) = self.losses();
        (a + u8::from(a > 0), d + u8::from(d > 0))
    }

    /// The cell as printed.
    pub fn printed(self) -> String {
        match self {
            MeleeResult::AttackerLoses(n) => format!("AP{n}"),
            MeleeResult::Exchange => "EX".to_string(),
            MeleeResult::DefenderLoses(n) => format!("DP{n}"),
        }
    }
}

const AP1: MeleeResult = MeleeResult::AttackerLoses(1);
const AP2: MeleeResult = MeleeResult::AttackerLoses(2);
const AP3: MeleeResult = MeleeResult::AttackerLoses(3);
const EX: MeleeResult = MeleeResult::Exchange;
const DP1: MeleeResult = MeleeResult::DefenderLoses(1);
const DP2: MeleeResult = MeleeResult::DefenderLoses(2);

/// Rows by die 1–6, columns in [`OddsColumn::ALL`] order.
const MELEE: [[MeleeResult; 6]; 6] = [
    [AP3, AP2, AP1, AP1, EX, EX],
    [AP2, AP2, AP1, EX, EX, DP1],
    [AP2, AP1, EX, EX, DP1, DP2],
    [AP1, EX, EX, DP1, DP1, DP2],
    [AP1, EX, DP1, DP1, DP2, DP2],
    [EX, DP1, DP1, DP2, DP2, DP2],
];

/// The result on the net roll (modifiers of 7.15, 7.22 and 7.23 applied).
pub fn melee(odds: OddsColumn, die: Die) -> MeleeResult {
    MELEE[die.row()][odds as usize]
}

pub(super) fn table() -> Table {
    let mut header = vec!["dé".to_string()];
    header.extend(OddsColumn::ALL.map(|c| c.printed().to_string()));
    Table {
        id: "melee",
        title: "7.8 Melee table (TABLE DE MÊLÉE; columns: probabilité, attacker-defender)"
            .to_string(),
        header,
        rows: die_rows(|d| {
            OddsColumn::ALL
                .iter()
                .map(|&c| melee(c, d).printed())
                .collect()
        }),
    }
}
