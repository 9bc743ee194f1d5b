//! The odds of each result of a prospective shot or melee, counted from the
//! tables over the ten faces of the die (for the table's display).

use crate::roster::Who;
use crate::rules::{Attack, Shot};
use crate::state::Skirmish;
use crate::tables::{fire, melee, Cover, FireResult, MeleeResult, OddsColumn, TargetKind};

/// Each result a shot can have, with its chances in ten.
pub fn fire_odds(table: TargetKind, cover: Cover, modifier: u8) -> Vec<(FireResult, u8)> {
    let mut out: Vec<(FireResult, u8)> = Vec::new();
    for face in 1..=10u8 {
        let r = fire(table, cover, face + modifier);
        match out.iter_mut().find(|(x, _)| *x == r) {
            Some((_, n)) => *n += 1,
            None => out.push((r, 1)),
        }
    }
    out
}

/// Each result a melee can have, with its chances in ten.
pub fn melee_odds(mounted_table: bool, column: OddsColumn) -> Vec<(MeleeResult, u8)> {
    let mut out: Vec<(MeleeResult, u8)> = Vec::new();
    for die in 1..=10u8 {
        let r = melee(mounted_table, column, die);
        match out.iter_mut().find(|(x, _)| *x == r) {
            Some((_, n)) => *n += 1,
            None => out.push((r, 1)),
        }
    }
    out
}

impl Skirmish {
    /// The shot and its odds, if `shooter` can shoot `target` now.
    pub fn shot_odds(&self, shooter: Who, target: Who) -> Option<(Shot, Vec<(FireResult, u8)>)> {
        let s = self.shot(shooter, target)?;
        Some((s, fire_odds(s.table, s.cover, s.modifier)))
    }

    /// The melee and its odds, if `attackers` can attack `defender` now.
    pub fn attack_odds(
        &self,
        attackers: &[Who],
        defender: Who,
    ) -> Option<(Attack, Vec<(MeleeResult, u8)>)> {
        let a = self.attack(attackers, defender)?;
        Some((a, melee_odds(a.mounted_table, a.column)))
    }
}
