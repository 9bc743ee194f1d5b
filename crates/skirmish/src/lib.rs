//! *Skirmish in Sherwood*, a man-to-man tactical game of the *Cry Havoc*
//! family, as a pure rules engine.
//!
//! The rulebook's printed tables are in `tables`, each cell checked against
//! the rulebook's text by `tests/rulebook.rs`. Everything around them is
//! ours and documented where it lives: the hex maps (`maps`), line of sight
//! (`sight`), the characters (`roster`), the rules the tables leave open
//! (`rules`), the scenarios (`scenario`). See `STATUS.md`.
//!
//! Seat 0 is the outlaws, seat 1 the Sheriff.

mod action;
pub mod bot;
mod cli;
mod determinize;
pub mod hex;
pub mod log;
pub mod maps;
pub mod odds;
mod reach;
pub mod roster;
mod rules;
pub mod scenario;
pub mod sight;
mod state;
pub mod tables;
mod view;
pub mod wording;

#[cfg(test)]
mod tests;

pub use action::{Action, BadNotation};
pub use roster::Health;
pub use rules::{Attack, Leg, Shot, Steering};
pub use state::{Character, Done, Moment, Options, Recoil, Skirmish, RULES};
pub use tables::*;
pub use view::View;

use sherwood_engine::{
    stages, Ask, Ending, Game, IllegalAction, Outcome as GameOutcome, Seat, Stage, Step, Viewer,
};

impl Game for Skirmish {
    const ID: &'static str = "skirmish";
    const SEATS: usize = 2;
    type Options = Options;
    type Action = Action;
    type View = View;

    fn new(options: &Options, seed: u64) -> Self {
        Skirmish::setup(options, seed)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn legal(&self) -> Vec<Action> {
        self.legal_actions()
    }

    fn to_move(&self) -> Option<Seat> {
        self.to_move_side().map(|s| s.seat())
    }

    fn outcome(&self) -> Option<GameOutcome> {
        match &self.moment {
            Moment::Over(o) => Some(o.clone()),
            _ => None,
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        self.make_view(viewer)
    }

    const ASKS: &'static [Ask] = &[RECOIL, SETUP, FIRE, MOVEMENT, MELEE, RECOVERY, OVER];
    const ENDINGS: &'static [Ending] = &[
        Ending::named("points", "skirmish.won.points"),
        Ending::named("tie", "skirmish.won.tie"),
        Ending::named("wiped_out", "skirmish.won.wiped_out"),
        Ending::named("left_map", "skirmish.won.left_map"),
    ];

    fn ask(&self) -> Ask {
        match self.moment {
            _ if !self.recoils.is_empty() => RECOIL,
            Moment::Setup => SETUP,
            Moment::Step(PlayerStep::FirstFire | PlayerStep::SecondFire) => FIRE,
            Moment::Step(PlayerStep::Movement) => MOVEMENT,
            Moment::Step(PlayerStep::Melee) => MELEE,
            Moment::Step(PlayerStep::Recovery) => RECOVERY,
            Moment::Over(_) => OVER,
        }
    }

    const POSITION_VERSION: u32 = wording::VERSION;

    fn public_position(&self) -> String {
        wording::render(&self.make_view(Viewer::Public))
    }

    fn stage(&self) -> Stage {
        Stage::new(stages::TURN, &[self.turn()])
    }

    fn keeps_secrets(&self) -> bool {
        self.scenario().hidden.is_some()
    }

    fn decided_by(&self) -> Option<&'static str> {
        self.decided()
    }

    fn apply_legal(&mut self, action: &Action) -> Step {
        self.apply_action(action)
    }

    /// `legal` lists each move by its cheapest path; a move naming its
    /// route (steered at the table) is checked on its own (`is_legal`).
    fn apply(&mut self, action: &Action) -> Result<Step, IllegalAction> {
        if self.is_legal(action) {
            Ok(self.apply_legal(action))
        } else {
            Err(IllegalAction {
                action: action.to_string(),
            })
        }
    }
}

// What the table is told of each step: its name and rules section.
const RECOIL: Ask = Ask::named("skirmish.now.recoil", "recoil");
const SETUP: Ask = Ask::named("skirmish.now.setup", "hidden");
const FIRE: Ask = Ask::named("skirmish.now.fire", "fire");
const MOVEMENT: Ask = Ask::named("skirmish.now.movement", "movement");
const MELEE: Ask = Ask::named("skirmish.now.melee", "melee");
const RECOVERY: Ask = Ask::named("skirmish.now.recovery", "turn");
const OVER: Ask = Ask::named("skirmish.now.over", "victory");

/// Builders for hand-made positions in tests: they bypass the rules on
/// purpose; play continues from the position under the full rules.
pub mod position {
    use super::*;
    use crate::hex::Hex;
    use crate::roster::Who;
    use crate::tables::PlayerStep;

    impl Skirmish {
        /// Puts `who` on `at` (adding it if the scenario lacks it), seen,
        /// healthy and on foot unless changed afterwards.
        pub fn put(&mut self, who: Who, at: Hex) -> &mut Character {
            let i = match self.index(who) {
                Some(i) => i,
                None => {
                    self.chars.push(Character::new(who, None));
                    self.chars.len() - 1
                }
            };
            let c = &mut self.chars[i];
            c.at = Some(at);
            c.hidden = false;
            c
        }

        /// Takes everyone off the map but `keep`.
        pub fn clear_except(&mut self, keep: &[Who]) {
            self.chars.retain(|c| keep.contains(&c.who));
            self.horses.clear();
            self.recoils.clear();
        }

        /// Jumps to `step` of phase `phase`, with the phase's flags cleared.
        pub fn at_step(&mut self, phase: u32, step: PlayerStep) {
            self.phase = phase;
            self.moment = Moment::Step(step);
            for c in &mut self.chars {
                c.done = Done::default();
            }
        }

        /// The next die rolls: the state's RNG is replaced by one whose
        /// next d10 faces are unknown but fixed by `seed` (tests search a
        /// seed for the face they need with [`Skirmish::next_die`]).
        pub fn reseed(&mut self, seed: u64) {
            self.rng = sherwood_engine::Rng::new(seed);
        }

        /// The value the next die roll will give.
        pub fn next_die(&self) -> u8 {
            let mut r = self.rng.clone();
            crate::tables::d10(r.below(10) as u8)
        }

        pub fn character_mut(&mut self, who: Who) -> Option<&mut Character> {
            let i = self.index(who)?;
            Some(&mut self.chars[i])
        }

        pub fn add_horse(&mut self, at: Hex) {
            self.horses.push(at);
        }
    }
}
