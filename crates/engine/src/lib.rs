//! The Sherwood kernel.
//!
//! A game is a value implementing [`Game`]: built from options and a seed, it
//! lists its legal actions, applies one (rejecting anything else and staying
//! untouched), tells whose move it is and who won, and shows each viewer only
//! what that viewer may know. [`Match`] wraps a game with its history: undo
//! that never crosses a barrier (randomness, a reveal, the end of a secret
//! phase), saving and replaying. [`harness`] checks all of that over many
//! seeded random games for any game crate.

pub mod bench;
pub mod fixtures;
pub mod harness;
mod matches;
pub mod remote;
pub mod rng;
mod save;
pub mod tables;
mod turn;

pub use matches::{ActionError, DynMatch, IllegalAction, Match, Played, Restored};
pub use rng::Rng;
pub use save::{
    digest, known_revision, stages, Check, Divergence, LoadError, Meta, Phrase, SaveFile, SetAside,
    Stage, Status, StopReason, SAVE_FORMAT,
};
pub use turn::{Ask, Ending, Turn};

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::fmt::{Debug, Display};
use std::str::FromStr;

/// A seat at the table: `0` plays first in the rulebook's seat order.
pub type Seat = u8;

/// Who is looking. `Public` is what anyone at the table may see (the view
/// behind the flip-screen curtain); a seat sees its own secrets too.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Viewer {
    Public,
    Seat(Seat),
}

/// How a finished game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Seat,
    /// A translation key naming the victory condition, e.g. `"two_laps"`.
    pub reason: String,
}

/// What an applied action means for undo.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// May be taken back.
    Reversible,
    /// Drew from a hidden pile, rolled, revealed a secret or passed the
    /// device: undo never goes back past this action.
    Barrier,
}

/// One rules engine. `legal` is the single source of truth: the UI, the bots,
/// the CLI and the tests all ask it.
pub trait Game: Clone + PartialEq + Serialize + DeserializeOwned {
    /// The identifier used in save files and on the command line.
    const ID: &'static str;
    /// How many seats play.
    const SEATS: usize;

    type Options: Clone + Debug + Default + Serialize + DeserializeOwned;
    /// A small step of play with a stable text notation (`Display`/`FromStr`
    /// round-trip) used by saves and the CLI; a parse error explains itself.
    type Action: Clone + Debug + PartialEq + Display + FromStr<Err: Display>;
    /// What one viewer may know. Hidden facts are absent, not flagged.
    type View: Serialize;

    fn new(options: &Self::Options, seed: u64) -> Self;
    fn options(&self) -> &Self::Options;
    fn legal(&self) -> Vec<Self::Action>;
    fn to_move(&self) -> Option<Seat>;
    fn outcome(&self) -> Option<Outcome>;
    fn view(&self, viewer: Viewer) -> Self::View;

    /// Every step [`Game::ask`] may name, so the app's tests can check each
    /// one's text in every language.
    const ASKS: &'static [Ask];
    /// Every way the game may end ([`Outcome::reason`]), likewise.
    const ENDINGS: &'static [Ending];
    /// What the seat to move is asked now; once the game is over, the step
    /// that says so.
    fn ask(&self) -> Ask;

    /// The version of [`Game::public_position`]'s wording. Bump it when the
    /// wording changes (not when a rule does), so that saves checked in the
    /// old wording are not taken for games that replay differently.
    const POSITION_VERSION: u32;
    /// The public position written out in the game's notation: what anyone at
    /// the table sees, never a secret, never a serialized struct. Saves keep a
    /// digest of it to notice a game that replays differently after a rules
    /// change.
    fn public_position(&self) -> String;
    /// Where the game stands, for the list of saves.
    fn stage(&self) -> Stage;

    /// Whether a seat's view lacks facts the game holds (a hidden piece, a
    /// face-down counter, a secret set-up): the table then puts up the flip
    /// screen between the players, and warns that a save shows everything.
    fn keeps_secrets(&self) -> bool {
        false
    }

    /// For a finished game of a game with objectives beside its fighting:
    /// what decided it (e.g. `"objective"` or `"kills"`), for self-play's
    /// figures. `None` where a game makes no such distinction.
    fn decided_by(&self) -> Option<&'static str> {
        None
    }

    /// The options of an earlier reading of the rules that a save whose
    /// options are `saved` may have been played under without saying so:
    /// a game that added a rules revision to its options, whose saves
    /// written before then lack it (see [`Match::restore`]). `None` when the
    /// saved options say which reading they are (the default).
    fn unstated_reading(saved: &serde_json::Value) -> Option<Self::Options> {
        let _ = saved;
        None
    }

    /// Applies an action that is known to be legal.
    fn apply_legal(&mut self, action: &Self::Action) -> Step;

    /// Applies `action` if it is legal; otherwise returns an error and leaves
    /// the state exactly as it was.
    fn apply(&mut self, action: &Self::Action) -> Result<Step, IllegalAction> {
        if self.legal().contains(action) {
            Ok(self.apply_legal(action))
        } else {
            Err(IllegalAction {
                action: action.to_string(),
            })
        }
    }
}

/// What the command line needs of a game beyond its rules: its options as
/// flags, its seats' names, and a readable position. A game's flags belong to
/// the game, so `sherwood new` learns them from here.
pub trait CommandLine: Game {
    /// The flags `sherwood new` takes (besides `--seed`), for the usage text;
    /// empty when the game has no options.
    const FLAGS_HELP: &'static str;
    /// Seat names on the command line, seat 0 first (`--first red`, reports).
    const SEAT_NAMES: &'static [&'static str];
    /// The longest random playout worth playing in a benchmark.
    const PLAYOUT_CAP: usize;
    /// The options from `sherwood new`'s flags (everything but `--seed`).
    fn options_from_flags(flags: &[String]) -> Result<Self::Options, String>;
    /// A readable position from the public view, with the legal actions.
    fn show(view: &Self::View, legal: &[String]) -> String;
    /// The printed tables of the rulebook as text, for `sherwood tables`;
    /// empty for a game whose crate keeps none.
    fn tables() -> String {
        String::new()
    }
}

/// A game whose hidden facts can be sampled from one viewer's view: what a
/// bot needs for information-set search by determinization.
///
/// `determinize(view, rng)` returns a full state that the viewer cannot tell
/// from the real one: `state.view(viewer)` must equal `view` (for the viewer
/// the view was made for), while every fact the view hides (a pile's order, a
/// face-down piece) is drawn at random, consistently with everything shown.
/// The sampled state's own future randomness comes from `rng`, never from the
/// real game's seed.
pub trait Determinize: Game {
    fn determinize(view: &Self::View, rng: &mut Rng) -> Self;
}
