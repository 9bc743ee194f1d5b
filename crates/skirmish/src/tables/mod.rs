//! Every printed table of the rulebook, in one place: the data as printed,
//! the lookups the engine calls, and a plain-text rendering to compare with
//! the book (`tables_text`).
//!
//! Identifiers are English; the rulebook's French term is in the doc comment.

use serde::{Deserialize, Serialize};
mod fire;
mod melee;
mod phase;
mod range;
mod terrain;

pub use fire::{fire, fire_effect, Cover, FireResult, TargetKind};
pub use melee::{
    column_shift, melee, melee_effect, odds_column, shifted_column, shifted_column_on_table,
    MeleeEffect, MeleeResult, MeleeTerrain, OddsColumn, COLUMN_SHIFTS,
};
pub use phase::PlayerStep;
pub use range::{range_band, range_modifier, Range, RangeBand, RANGE_BANDS, WOUNDED_SHOOTER};
pub use terrain::{terrain, Terrain, TerrainCover, TerrainEffects};

/// A missile weapon.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Weapon {
    /// *Arc*.
    Bow,
    /// *Arbalète*.
    Crossbow,
}

impl Weapon {
    pub const ALL: [Weapon; 2] = [Weapon::Bow, Weapon::Crossbow];
}

/// Harm done to a character. A character already stunned or wounded who is
/// stunned or wounded again dies (the notes under the tables).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Harm {
    /// *Assommé*: the counter is turned over until step 5 of its side's next
    /// phase.
    Stunned,
    /// *Blessé*.
    Wounded,
    /// *Tué*.
    Killed,
}

impl Harm {
    fn name(self) -> &'static str {
        match self {
            Harm::Stunned => "stunned",
            Harm::Wounded => "wounded",
            Harm::Killed => "killed",
        }
    }
}

/// What a fire or melee result does to the one character it strikes, as the
/// tables' *Explications des résultats* say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// *Recule de N cases*: moves back at once that many spaces; one that
    /// cannot is wounded instead.
    Recoil(u8),
    /// A character on foot (or the attacker in melee) is harmed.
    Harm(Harm),
    /// A rider is hit: the horse's fate, the rider's harm, and whether the
    /// rider is unhorsed (*désarçonné*).
    Rider {
        horse_killed: bool,
        rider: Harm,
        unhorsed: bool,
    },
}

impl Outcome {
    /// English wording for the printed explanations.
    fn text(self) -> String {
        match self {
            Outcome::Recoil(1) => "recoils 1 space".into(),
            Outcome::Recoil(n) => format!("recoils {n} spaces"),
            Outcome::Harm(h) => h.name().into(),
            Outcome::Rider {
                horse_killed,
                rider,
                unhorsed,
            } => format!(
                "horse {}; rider {}{}",
                if horse_killed { "killed" } else { "unharmed" },
                rider.name(),
                if unhorsed { " and unhorsed" } else { "" }
            ),
        }
    }
}

/// The value of a d10 face: the die is numbered 0-9 and 0 counts as 10, so
/// the tables run from 1 to 10.
///
/// # Panics
/// If `face` is not 0-9.
pub fn d10(face: u8) -> u8 {
    match face {
        0 => 10,
        1..=9 => face,
        _ => panic!("a d10 face is 0-9, not {face}"),
    }
}

pub use sherwood_engine::tables::Table;

/// Every table, in the order the rulebook prints them.
pub fn tables() -> Vec<Table> {
    let mut all = vec![range::table()];
    all.extend(fire::tables_before_phase());
    all.push(phase::table());
    all.push(terrain::table());
    all.push(fire::results_on_foot_table());
    all.extend(melee::tables());
    all
}

/// Every table as plain text, separated by blank lines (for `sherwood
/// tables skirmish`).
pub fn tables_text() -> String {
    sherwood_engine::tables::render(&tables())
}

/// Builds a `Vec<String>` from string literals.
fn cells<const N: usize>(texts: [&str; N]) -> Vec<String> {
    texts.iter().map(|t| t.to_string()).collect()
}
