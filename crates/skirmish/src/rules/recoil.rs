//! Recoil (*recule de N cases*, results A of the fire tables, B and C of the
//! melee tables).
//!
//! From the book: the character moves back at once; after fire it may pass
//! through hexes holding friends but not through hexes next to enemies;
//! after melee it may not pass other characters nor end next to an enemy; a
//! character who cannot recoil the whole way stays and is wounded. Ours:
//! "back" is away from the shooter, or from the characters on the other
//! side of the melee: every hex entered is farther from the nearest of them
//! than the last; every hex entered must be passable to it (horses barred
//! where the table says) and not next to an enemy; it must end on an empty
//! hex. Its side chooses where it ends among the hexes that qualify, from
//! the enemies it knows of; an enemy hidden in the way makes the recoil
//! fail when it is made (revision 2; before, only one on its last hex did).

use crate::hex::Hex;
use crate::log::Event;
use crate::roster::Who;
use crate::state::{Recoil, Skirmish};
use crate::tables::Harm;

impl Skirmish {
    /// The hexes where the recoil `r` may end, as its side knows the map;
    /// empty if it cannot be made.
    pub(crate) fn recoil_ends(&self, r: &Recoil) -> Vec<Hex> {
        self.recoil_ends_among(r, false)
    }

    /// [`Skirmish::recoil_ends`], kept clear of the enemies its side knows
    /// of, or of every enemy (`hidden_too`).
    fn recoil_ends_among(&self, r: &Recoil, hidden_too: bool) -> Vec<Hex> {
        let Some(c) = self.character(r.who) else {
            return Vec::new();
        };
        let Some(start) = c.on_map() else {
            return Vec::new();
        };
        let side = c.side();
        let enemies: Vec<Hex> = self
            .chars
            .iter()
            .filter(|e| e.side() != side && (hidden_too || Self::known_to(side, e)))
            .filter_map(|e| e.on_map())
            .collect();
        let away = |h: Hex| {
            r.away_from
                .iter()
                .map(|&a| a.distance(h))
                .min()
                .unwrap_or(0)
        };
        let map = self.map();
        let mut ends = Vec::new();
        let mut frontier = vec![start];
        for step in 1..=r.spaces {
            let last = step == r.spaces;
            let mut next = Vec::new();
            for &h in &frontier {
                for nb in h.neighbours() {
                    if away(nb) <= away(h)
                        || !map.recoils_across(h, nb, c.mounted)
                        || enemies.iter().any(|&e| e.distance(nb) <= 1)
                    {
                        continue;
                    }
                    let occupied = self
                        .occupant_known(side, nb)
                        .is_some_and(|o| o.who != r.who);
                    if occupied && (last || !r.through_friends) {
                        continue;
                    }
                    if !next.contains(&nb) {
                        next.push(nb);
                    }
                }
            }
            if last {
                ends = next;
            } else {
                frontier = next;
            }
        }
        ends.sort();
        ends
    }

    /// Makes recoil `r` end at `to`; an enemy hidden there, or (revision 2)
    /// next to the way there, makes it fail.
    pub(crate) fn recoil_to(&mut self, r: &Recoil, to: Hex) {
        let who = r.who;
        let Some(i) = self.index(who) else { return };
        let blocked = if self.recoil_clears_hidden_enemies() {
            !self.recoil_ends_among(r, true).contains(&to)
        } else {
            self.chars
                .iter()
                .any(|o| o.who != who && o.on_map() == Some(to))
        };
        if blocked {
            self.recoil_failed(who);
            return;
        }
        self.chars[i].at = Some(to);
        self.push(Event::Recoiled { who, to });
    }

    /// *S'il ne peut pas reculer de toute la distance nécessaire, il est blessé.*
    pub(crate) fn recoil_failed(&mut self, who: Who) {
        let Some(i) = self.index(who) else { return };
        if self.chars[i].on_map().is_none() {
            return;
        }
        self.push(Event::CouldNotRecoil { who });
        self.harm(i, Harm::Wounded);
    }
}
