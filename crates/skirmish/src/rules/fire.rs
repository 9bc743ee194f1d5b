//! Fire (steps 1 and 3): who may shoot, at whom, and the roll on the
//! fire tables.
//!
//! From the book: bows and crossbows fire in step 1, except characters who
//! fought a melee in the previous turn (ours: in either of the last two
//! phases); only bows fire again in step 3. The die adds the range band's
//! modifier and +1 for a wounded shooter; the target's kind picks the table
//! and its cover the column. Ours: a shooter needs line of sight
//! (`sight`); riders do not shoot; each shooter fires once a step; firing
//! reveals a hidden shooter.

use crate::action::Action;
use crate::log::{Event, FireRoll};
use crate::roster::{Side, Who};
use crate::sight::fire_cover;
use crate::state::{Character, Skirmish};
use crate::tables::{
    fire, fire_effect, range_modifier, Cover, PlayerStep, TargetKind, WOUNDED_SHOOTER,
};

/// A prospective shot: where it will be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shot {
    pub distance: u32,
    /// Range and wounded shooter, added to the die.
    pub modifier: u8,
    pub table: TargetKind,
    pub cover: Cover,
}

impl Skirmish {
    /// Whether `c` may fire in `step`.
    pub(crate) fn may_fire(&self, c: &Character, step: PlayerStep) -> bool {
        let Some(weapon) = c.who.kind().weapon else {
            return false;
        };
        let (fired, barred) = match step {
            PlayerStep::FirstFire => (
                c.done.fired_first,
                c.fought_in.is_some_and(|p| p + 2 >= self.phase),
            ),
            PlayerStep::SecondFire => (c.done.fired_second, false),
            _ => return false,
        };
        c.able() && !c.mounted && step.shooters().contains(&weapon) && !fired && !barred
    }

    /// The shot `shooter` would make at `target`, if it can: the target is a
    /// living enemy the shooter's side knows of, in range and in sight.
    pub fn shot(&self, shooter: Who, target: Who) -> Option<Shot> {
        let s = self.character(shooter)?;
        let t = self.character(target)?;
        let weapon = s.who.kind().weapon?;
        let (from, to) = (s.on_map()?, t.on_map()?);
        if t.side() == s.side() || !Self::known_to(s.side(), t) {
            return None;
        }
        let distance = from.distance(to);
        let range = range_modifier(weapon, distance)?;
        let cover = fire_cover(self.map(), from, to)?;
        let wounded = if s.wounded() { WOUNDED_SHOOTER } else { 0 };
        Some(Shot {
            distance,
            modifier: (range + wounded) as u8,
            table: t.who.kind().target_kind(t.mounted),
            cover,
        })
    }

    pub(crate) fn fire_actions(&self, side: Side, step: PlayerStep) -> Vec<Action> {
        self.fire_actions_of(side, None, step)
    }

    /// `side`'s shots in `step`, only `shooter`'s if given.
    pub(crate) fn fire_actions_of(
        &self,
        side: Side,
        shooter: Option<Who>,
        step: PlayerStep,
    ) -> Vec<Action> {
        self.shots_of(side, shooter, step).collect()
    }

    /// Whether `side` has a shot in `step`: the first found ends the search
    /// (after every action, the flow asks whether the step goes on).
    pub(crate) fn has_fire_action(&self, side: Side, step: PlayerStep) -> bool {
        self.shots_of(side, None, step).next().is_some()
    }

    /// [`Skirmish::fire_actions_of`], one shot at a time: by shooter in
    /// roster order, then by target.
    fn shots_of(
        &self,
        side: Side,
        shooter: Option<Who>,
        step: PlayerStep,
    ) -> impl Iterator<Item = Action> + '_ {
        self.chars
            .iter()
            .filter(move |c| {
                c.side() == side && shooter.is_none_or(|w| w == c.who) && self.may_fire(c, step)
            })
            .flat_map(move |s| {
                self.targets(side)
                    .filter(move |t| self.shot(s.who, t.who).is_some())
                    .map(move |t| Action::Fire {
                        shooter: s.who,
                        target: t.who,
                    })
            })
    }

    pub(crate) fn fire(&mut self, shooter: Who, target: Who) {
        let shot = self.shot(shooter, target).expect("a legal shot");
        let si = self.index(shooter).expect("legal");
        let ti = self.index(target).expect("legal");
        match self.moment {
            crate::state::Moment::Step(PlayerStep::FirstFire) => {
                self.chars[si].done.fired_first = true
            }
            _ => self.chars[si].done.fired_second = true,
        }
        if self.chars[si].hidden {
            self.chars[si].hidden = false;
            let at = self.chars[si].at.expect("a shooter is on the map");
            self.push(Event::Revealed { who: shooter, at });
        }
        let die = self.roll();
        let row = die + shot.modifier;
        let result = fire(shot.table, shot.cover, row);
        self.push(Event::Fire(FireRoll {
            shooter,
            target,
            distance: shot.distance,
            die,
            modifier: shot.modifier,
            row,
            table: shot.table,
            column: shot.cover,
            result,
        }));
        if let Some(outcome) = fire_effect(shot.table, result) {
            let from = self.chars[si].at.into_iter().collect();
            self.strike(ti, outcome, from, true);
        }
    }
}
