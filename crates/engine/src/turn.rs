//! The turn contract: what the table is told of a game besides its view —
//! what the seat to move is asked (a declared phrase and the rules section it
//! is about) and how a finished game ended — in one shape for every game, so
//! the app draws every game's prompt bar and end card with one piece of code
//! and never matches on strings a rules crate emits.

use crate::{Game, Outcome, Phrase, Seat, Viewer};

/// What the seat to move is asked now: the phrase that names the step (its
/// key and arguments, declared in [`Game::ASKS`]) and the rules section it is
/// about (a section id of the game's rules reference).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ask {
    pub phrase: Phrase,
    pub rule: &'static str,
}

impl Ask {
    /// A step named by a text without arguments.
    pub const fn named(key: &'static str, rule: &'static str) -> Ask {
        Ask {
            phrase: Phrase { key, args: &[] },
            rule,
        }
    }
}

/// A way a game ends: the reason its [`Outcome`] names, and the phrase that
/// says it (declared in [`Game::ENDINGS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ending {
    pub reason: &'static str,
    pub phrase: Phrase,
}

impl Ending {
    /// An ending said by a text without arguments.
    pub const fn named(reason: &'static str, key: &'static str) -> Ending {
        Ending {
            reason,
            phrase: Phrase { key, args: &[] },
        }
    }
}

impl Outcome {
    /// How game `G` says this ending; `None` for a reason `G` does not
    /// declare (which its random-game harness forbids).
    pub fn ending<G: Game>(&self) -> Option<&'static Ending> {
        G::ENDINGS.iter().find(|e| e.reason == self.reason)
    }
}

/// What one viewer is shown of a game now: its view, the actions it may take
/// (none unless it is the seat to move), who moves, how it ended, and what
/// is asked.
pub struct Turn<G: Game> {
    pub view: G::View,
    pub legal: Vec<G::Action>,
    pub to_move: Option<Seat>,
    pub outcome: Option<Outcome>,
    pub ask: Ask,
}

impl<G: Game> Turn<G> {
    /// `game` as `viewer` is shown it.
    pub fn of(game: &G, viewer: Viewer) -> Turn<G> {
        let to_move = game.to_move();
        let legal = match (viewer, to_move) {
            (Viewer::Seat(s), Some(m)) if s == m => game.legal(),
            _ => Vec::new(),
        };
        Turn {
            view: game.view(viewer),
            legal,
            to_move,
            outcome: game.outcome(),
            ask: game.ask(),
        }
    }
}
