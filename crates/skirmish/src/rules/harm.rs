//! What a result does to a character (*Explications des résultats*): harm,
//! death, a rider's fall, and a recoil ordered.
//!
//! *Un personnage assommé ou blessé est considéré mort s'il est à nouveau
//! assommé ou blessé.* Ours: a horse whose rider is killed, or that carries
//! a rider who dies, runs off; an unhorsed rider's unharmed horse stays,
//! loose, on the rider's hex.

use crate::hex::Hex;
use crate::log::Event;
use crate::roster::Health;
use crate::state::{Recoil, Skirmish};
use crate::tables::{Harm, Outcome};
impl Skirmish {
    pub(crate) fn harm(&mut self, i: usize, harm: Harm) {
        let c = &mut self.chars[i];
        let now = match (harm, c.health) {
            (Harm::Killed, _) | (_, Health::Wounded | Health::Stunned | Health::Dead) => {
                Health::Dead
            }
            (Harm::Stunned, Health::Healthy) => Health::Stunned,
            (Harm::Wounded, Health::Healthy) => Health::Wounded,
        };
        c.health = now;
        let who = c.who;
        if now == Health::Stunned {
            c.stunned_in = self.phase;
        }
        self.push(Event::Health { who, now });
        if now == Health::Dead {
            let c = &mut self.chars[i];
            c.at = None;
            c.mounted = false;
            self.recoils.retain(|r| r.who != who);
            let killer = who.side().other();
            if self.scenario().scores_kills(killer) {
                let worth = u32::from(who.kind().worth);
                self.score(killer, worth, crate::log::Scoring::Killed(who));
            }
        }
    }

    /// Applies a table's outcome to character `i`; a recoil is made away
    /// from `away_from`.
    pub(crate) fn strike(
        &mut self,
        i: usize,
        outcome: Outcome,
        away_from: Vec<Hex>,
        through_friends: bool,
    ) {
        let who = self.chars[i].who;
        match outcome {
            Outcome::Recoil(spaces) => self.recoils.push(Recoil {
                who,
                away_from,
                spaces,
                through_friends,
            }),
            Outcome::Harm(h) => self.harm(i, h),
            Outcome::Rider {
                horse_killed,
                rider,
                unhorsed,
            } => {
                if horse_killed {
                    self.push(Event::HorseKilled { who });
                }
                if unhorsed && self.chars[i].mounted {
                    self.chars[i].mounted = false;
                    self.push(Event::Unhorsed { who });
                    if !horse_killed {
                        if let Some(h) = self.chars[i].at {
                            self.horses.push(h);
                        }
                    }
                }
                self.harm(i, rider);
            }
        }
    }
}
