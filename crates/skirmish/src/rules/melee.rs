//! Melee (step 4): one or more attackers against one defender.
//!
//! From the book: the attackers' strength against the defender's as a
//! ratio rounded down reads a column 1-1 … 12-1+, shifted by the terrains
//! (+, 0, −); the mounted table if the defender rides, else the on-foot
//! table; no melee through a window. Ours: every attacker stands next to the
//! defender; strengths add up; the attackers' terrain is the worst of
//! theirs; an attack whose ratio is below 1-1 (the book prints no such
//! column) may not be made, and a terrain shift past 1-1 stops there
//! (revision 3; before, it forbade the attack); a character in a window hex neither attacks nor is
//! attacked (it is climbing through); each character attacks once and is
//! attacked once a step; result A wounds the first attacker named. On a
//! map drawn on hex sides (revision 4) no melee crosses a wall or a window
//! side; one who fights across a door or gate from its inner side holds the
//! doorway, and the door's row is his ground (the defender's, if any
//! attacker strikes across it).

use crate::action::Action;
use crate::hex::Hex;
use crate::log::{Event, MeleeRoll};
use crate::maps::Border;
use crate::roster::{Side, Who};
use crate::state::{Character, Skirmish};
use crate::tables::{
    column_shift, melee, melee_effect, odds_column, shifted_column, shifted_column_on_table,
    terrain, MeleeEffect, MeleeTerrain, OddsColumn, Terrain,
};

/// A prospective melee: where it will be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Attack {
    pub attack: u32,
    pub defence: u32,
    pub ratio: OddsColumn,
    pub shift: i8,
    pub column: OddsColumn,
    pub mounted_table: bool,
}

impl Skirmish {
    /// `c`'s ground in a melee against a foe at `foe`: his hex's row, or
    /// the door's where he holds a doorway against him.
    fn melee_terrain(&self, c: &Character, foe: Hex) -> Option<MeleeTerrain> {
        let map = self.map();
        let at = c.on_map()?;
        if map.holds_doorway(at, foe) {
            return terrain(Terrain::DoorOrGate).melee;
        }
        map.at(at).effects()?.melee
    }

    /// The melee `attackers` would fight against `defender`, if allowed.
    pub fn attack(&self, attackers: &[Who], defender: Who) -> Option<Attack> {
        let d = self.character(defender)?;
        let dh = d.on_map()?;
        let map = self.map();
        // His hex's row, or the door's if an attacker strikes across one he holds.
        let mut dt = map.at(dh).effects()?.melee?;
        let side = attackers.first()?.side();
        if d.side() == side || !Self::known_to(side, d) || d.done.defended {
            return None;
        }
        let mut attack = 0u32;
        let mut worst = MeleeTerrain::Advantage;
        for (n, &w) in attackers.iter().enumerate() {
            let a = self.character(w)?;
            if a.side() != side
                || !a.able()
                || a.done.fought
                || (n > 0 && attackers[n - 1] >= w)
                || !a.on_map()?.is_adjacent(dh)
                || !matches!(map.border(a.on_map()?, dh), Border::Open | Border::Door)
            {
                return None;
            }
            let t = self.melee_terrain(a, dh)?;
            let held = self.melee_terrain(d, a.on_map()?)?;
            if (held as u8) > (dt as u8) {
                dt = held;
            }
            if (t as u8) < (worst as u8) {
                worst = t;
            }
            attack += u32::from(a.strengths().0);
        }
        let defence = u32::from(d.strengths().1);
        let ratio = odds_column(attack, defence)?;
        let column = if self.terrain_shift_stops_at_one_to_one() {
            shifted_column_on_table(ratio, worst, dt)
        } else {
            shifted_column(ratio, worst, dt)?
        };
        Some(Attack {
            attack,
            defence,
            ratio,
            shift: column_shift(worst, dt),
            column,
            mounted_table: d.mounted,
        })
    }

    pub(crate) fn melee_actions(&self, side: Side) -> Vec<Action> {
        let mut out = Vec::new();
        for d in self.targets(side) {
            let Some(dh) = d.on_map() else { continue };
            let mut near: Vec<Who> = self
                .chars
                .iter()
                .filter(|a| {
                    a.side() == side
                        && a.able()
                        && !a.done.fought
                        && a.on_map().is_some_and(|h| h.is_adjacent(dh))
                })
                .map(|a| a.who)
                .collect();
            near.sort();
            for mask in 1u32..(1 << near.len()) {
                let attackers: Vec<Who> = near
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, &w)| w)
                    .collect();
                if self.attack(&attackers, d.who).is_some() {
                    out.push(Action::Melee {
                        attackers,
                        defender: d.who,
                    });
                }
            }
        }
        out
    }

    pub(crate) fn melee(&mut self, attackers: &[Who], defender: Who) {
        let fight = self.attack(attackers, defender).expect("a legal melee");
        let die = self.roll();
        let result = melee(fight.mounted_table, fight.column, die);
        self.push(Event::Melee(MeleeRoll {
            attackers: attackers.to_vec(),
            defender,
            attack: fight.attack,
            defence: fight.defence,
            ratio: fight.ratio,
            shift: fight.shift,
            column: fight.column,
            die,
            mounted_table: fight.mounted_table,
            result,
        }));
        let phase = self.phase;
        let ai: Vec<usize> = attackers.iter().filter_map(|&w| self.index(w)).collect();
        let di = self.index(defender).expect("legal");
        for &i in &ai {
            self.chars[i].done.fought = true;
            self.chars[i].fought_in = Some(phase);
        }
        self.chars[di].done.defended = true;
        self.chars[di].fought_in = Some(phase);
        let attacker_hexes: Vec<_> = ai.iter().filter_map(|&i| self.chars[i].at).collect();
        let defender_hex: Vec<_> = self.chars[di].at.into_iter().collect();
        match melee_effect(fight.mounted_table, result) {
            MeleeEffect::NoEffect => {}
            MeleeEffect::Attacker(crate::tables::Outcome::Recoil(n)) => {
                for &i in &ai {
                    self.strike(
                        i,
                        crate::tables::Outcome::Recoil(n),
                        defender_hex.clone(),
                        false,
                    );
                }
            }
            MeleeEffect::Attacker(o) => self.strike(ai[0], o, defender_hex, false),
            MeleeEffect::Defender(o) => self.strike(di, o, attacker_hexes, false),
        }
    }
}
