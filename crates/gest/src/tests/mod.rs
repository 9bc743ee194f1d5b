//! Rules tests on hand-built positions, one per rule section and card side,
//! and property tests over seeded random games.

mod deeds;
mod determinize;
mod events;
mod flow;
mod inspection;
mod plots;
mod random;
mod revisions;
mod secrets;
mod sections;

use crate::*;
use sherwood_engine::{Game, Viewer};

/// Applies actions in text notation, failing with the legal list.
pub(crate) fn play(g: &mut Gest, actions: &[&str]) {
    for text in actions {
        let a: Action = text.parse().unwrap_or_else(|e| panic!("{e}"));
        if g.apply(&a).is_err() {
            panic!(
                "'{text}' is not legal in {:?}; legal: {:?}",
                g.phase(),
                legal(g)
            );
        }
    }
}

pub(crate) fn legal(g: &Gest) -> Vec<String> {
    g.legal().iter().map(|a| a.to_string()).collect()
}

pub(crate) fn has(g: &Gest, text: &str) -> bool {
    legal(g).iter().any(|a| a == text)
}

/// A blank position where `seat` is First Eligible and a harmless regular
/// card is in play with an ordinary deck beneath it.
pub(crate) fn table(seat: sherwood_engine::Seat) -> Gest {
    let mut g = Gest::blank(7);
    g.set_card(cards::CORRUPTION);
    g.eligible = [seat, 1 - seat];
    g.set_phase(Phase::Eligible { seat }, vec![Task::Second]);
    g
}

pub(crate) fn public_log(g: &Gest) -> String {
    serde_json::to_string(&g.view(Viewer::Public).log).unwrap()
}
