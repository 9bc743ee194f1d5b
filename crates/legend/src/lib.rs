//! *The Legend of Robin Hood* (Joe Bisio; Avalon Hill, 1982) as a pure rules
//! engine on the Sherwood kernel.
//!
//! Robin Hood (seat 0) gathers his band, robs travellers and loots keeps;
//! the Sheriff of Nottingham (seat 1) taxes villages, guards the roads and
//! hangs captured outlaws. One d6, an area map, thirty game turns (16).
//!
//! The printed tables are in [`tables`]; the map and the counters, lost
//! with the board, are our reconstruction ([`map`], [`counters`]). See
//! `STATUS.md` for what is implemented and how the text was read.

mod action;
pub mod bot;
mod cli;
pub mod counters;
mod determinize;
mod log;
pub mod map;
pub mod odds;
mod rules;
mod state;
pub mod tables;
mod view;
pub mod vocab;
mod wording;

#[cfg(test)]
mod tests;

pub use action::Action;
pub use log::{Entry, Event, Roll, Who};
pub use rules::{conditions_win, Ending, ROBIN_AT_LEAST, SHERIFF_AT_MOST};
pub use state::*;
pub use tables::{tables, tables_text, Die, Table};
pub use view::{Detail, Hidden, PieceView, Step, View};

use sherwood_engine::{
    stages, Ask, Ending as Ends, Game, IllegalAction, Outcome, Seat, Stage, Step as Undo, Viewer,
};

impl Game for Legend {
    const ID: &'static str = "legend";
    const SEATS: usize = 2;
    type Options = Options;
    type Action = Action;
    type View = View;

    fn new(options: &Options, seed: u64) -> Self {
        Legend::setup(options, seed)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn legal(&self) -> Vec<Action> {
        self.legal_actions()
    }

    fn to_move(&self) -> Option<Seat> {
        self.seat_to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        self.outcome.clone()
    }

    fn view(&self, viewer: Viewer) -> View {
        self.make_view(viewer)
    }

    const ASKS: &'static [Ask] = &view::ASKS;
    const ENDINGS: &'static [Ends] = &ENDINGS;

    fn ask(&self) -> Ask {
        self.step_under_way().ask()
    }

    fn apply_legal(&mut self, action: &Action) -> Undo {
        self.apply_action(action)
    }

    /// The kernel's check, on the legal actions known since the last one.
    fn apply(&mut self, action: &Action) -> Result<Undo, IllegalAction> {
        if self.is_legal(action) {
            Ok(self.apply_action(action))
        } else {
            Err(IllegalAction {
                action: action.to_string(),
            })
        }
    }

    const POSITION_VERSION: u32 = wording::VERSION;

    fn public_position(&self) -> String {
        wording::render(&self.make_view(Viewer::Public))
    }

    fn stage(&self) -> Stage {
        Stage::new(stages::TURN, &[u32::from(self.turn)])
    }

    fn keeps_secrets(&self) -> bool {
        true
    }
}

/// How a game ends (16), as the outcome names it.
const ENDINGS: [Ends; 5] = [
    Ends::named("robin_conditions", "legend.won.robin_conditions"),
    Ends::named("robin_falls_short", "legend.won.robin_falls_short"),
    Ends::named("robin_captive", "legend.won.robin_captive"),
    Ends::named("robin_dead", "legend.won.robin_dead"),
    Ends::named("sheriff_leaders_dead", "legend.won.sheriff_leaders_dead"),
];

/// Builders for hand-made positions in tests: they bypass the rules on
/// purpose (every counter stays in the set); play continues from the
/// position under the full rules.
pub mod position {
    use super::*;
    use crate::map::Area;
    use crate::vocab::Pid;

    impl Legend {
        /// Puts `p` on `area`, face up, free, unmoved.
        pub fn put(&mut self, p: Pid, area: Area) -> &mut Self {
            self.legal = KnownLegal::default();
            let pc = &mut self.pieces[p.index()];
            pc.at = Loc::Board(area);
            pc.face_down = false;
            pc.captive = false;
            pc.disguised = false;
            self
        }

        /// Takes `p` off the board (back to where unplayed counters wait).
        pub fn clear(&mut self, p: Pid) -> &mut Self {
            self.legal = KnownLegal::default();
            self.pieces[p.index()].at = Loc::Off;
            self
        }

        /// Every counter off the board: an empty map to build on.
        pub fn empty_board(&mut self) -> &mut Self {
            self.legal = KnownLegal::default();
            for pc in &mut self.pieces {
                pc.at = Loc::Off;
                pc.face_down = false;
            }
            self
        }

        pub fn piece_state_mut(&mut self, p: Pid) -> &mut Piece {
            self.legal = KnownLegal::default();
            &mut self.pieces[p.index()]
        }

        pub fn set_gold(&mut self, robin: u16, sheriff: u16) -> &mut Self {
            self.legal = KnownLegal::default();
            self.gold = [robin, sheriff];
            self
        }

        pub fn set_turn(&mut self, turn: u8) -> &mut Self {
            self.legal = KnownLegal::default();
            self.turn = turn;
            self
        }

        pub fn set_phase(&mut self, phase: Phase) -> &mut Self {
            self.legal = KnownLegal::default();
            self.phase = phase;
            self.pending.clear();
            self
        }

        /// Fixes the dice: the next rolls come from this seed.
        pub fn set_seed(&mut self, seed: u64) -> &mut Self {
            self.legal = KnownLegal::default();
            self.rng = sherwood_engine::Rng::new(seed);
            self
        }

        /// The declared tournament (14), if any.
        pub fn tournament(&self) -> Option<Tournament> {
            self.tournament
        }

        pub fn set_tournament(&mut self, t: Option<Tournament>) -> &mut Self {
            self.legal = KnownLegal::default();
            self.tournament = t;
            self
        }

        pub fn set_marriage(&mut self, m: Option<Marriage>) -> &mut Self {
            self.legal = KnownLegal::default();
            self.marriage = m;
            self
        }

        pub fn set_wounded_until(&mut self, t: Option<u8>) -> &mut Self {
            self.legal = KnownLegal::default();
            self.wounded_until = t;
            self
        }

        pub fn discovered(&self) -> [bool; 3] {
            self.discovered
        }

        pub fn looted(&self) -> [bool; 3] {
            self.looted
        }

        pub fn wounded_until(&self) -> Option<u8> {
            self.wounded_until
        }

        /// Runs the automatic steps from a hand-set position.
        pub fn settle(&mut self) -> &mut Self {
            self.advance();
            self
        }

        pub fn personalities(&self) -> u8 {
            self.personalities
        }

        pub fn set_personalities(&mut self, n: u8, last_turn: u8) -> &mut Self {
            self.legal = KnownLegal::default();
            self.personalities = n;
            self.last_personality_turn = last_turn;
            self
        }

        /// The last game turn whose random-event roll was a six (13.3).
        pub fn last_six_turn(&self) -> u8 {
            self.last_six_turn
        }

        /// King Richard has stood with Robin Hood at the end of a game turn
        /// (16.3.2).
        pub fn set_richard_met(&mut self, met: bool) -> &mut Self {
            self.richard_met = met;
            self
        }

        pub fn richard_met(&self) -> bool {
            self.richard_met
        }
    }
}
