//! Tests named after the rule sections they check, each on a hand-built
//! position; dice are fixed by choosing the seed that rolls the faces a
//! test needs.

mod captives;
mod combat;
mod contract;
mod events;
mod gold;
mod movement;
mod random;
mod recruitment;
mod secrets;
mod sequence;
mod tournament;
mod victory;

use crate::vocab::Pid;
use crate::*;
use sherwood_engine::{Game, Rng};

/// The options of the hand-built positions: edition 1 of our
/// reconstruction, whose counter values these tests' expected columns and
/// paces were worked out with (the rules are the same in every edition; the
/// random games below play the newest).
pub(crate) fn first_edition() -> Options {
    Options {
        edition: 1,
        ..Options::default()
    }
}

/// A game with every counter off the board, at `phase`.
pub(crate) fn empty(phase: Phase) -> Legend {
    empty_in(1, phase)
}

/// The edition new games take ([`counters::EDITION`]): the tests of the
/// rules as players get them build their positions with it.
pub(crate) const CURRENT: u8 = counters::EDITION;

/// The battles step of `side`'s combat phase, no battle fought yet (7.3).
pub(crate) fn battles(side: vocab::Side) -> Phase {
    Phase::Battles {
        side,
        fought: vec![],
    }
}

/// A game of `edition` with every counter off the board, at `phase`.
pub(crate) fn empty_in(edition: u8, phase: Phase) -> Legend {
    let options = Options {
        edition,
        ..Options::default()
    };
    let mut g = Legend::new(&options, 1);
    g.empty_board().set_phase(phase);
    g
}

/// The Sherwood kernel's die: 1 + below(6) on the game's RNG.
fn faces(seed: u64, n: usize) -> Vec<u8> {
    let mut r = Rng::new(seed);
    (0..n).map(|_| 1 + r.below(6) as u8).collect()
}

/// Fixes the next rolls to `want`.
pub(crate) fn dice(g: &mut Legend, want: &[u8]) {
    let seed = (0..)
        .find(|&s| faces(s, want.len()) == want)
        .expect("some seed rolls these");
    g.set_seed(seed);
}

/// Applies actions written in the notation, `;`-separated; each must be legal.
pub(crate) fn play(g: &mut Legend, actions: &str) {
    for a in actions.split(';').map(str::trim).filter(|a| !a.is_empty()) {
        let action: Action = a.parse().unwrap();
        g.apply(&action)
            .unwrap_or_else(|_| panic!("'{a}' is not legal; legal: {}", legal_text(g)));
    }
}

pub(crate) fn legal_text(g: &Legend) -> String {
    g.legal()
        .iter()
        .map(|a| a.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

pub(crate) fn is_legal(g: &Legend, a: &str) -> bool {
    g.legal().contains(&a.parse().unwrap())
}

pub(crate) fn pid(s: &str) -> Pid {
    s.parse().unwrap()
}

pub(crate) fn movement(side: vocab::Side) -> Phase {
    Phase::Movement { side, party: None }
}

/// Moves on: `done` where it is legal, else the first legal action.
pub(crate) fn proceed(g: &mut Legend) {
    let a = if is_legal(g, "done") {
        Action::Done
    } else {
        g.legal()[0]
    };
    g.apply(&a).unwrap();
}

/// Proceeds until `stop` holds.
pub(crate) fn until(g: &mut Legend, stop: impl Fn(&Legend) -> bool) {
    while !stop(g) {
        proceed(g);
    }
}
