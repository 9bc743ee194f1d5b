//! What the bots know about *A Gest of Robin Hood* beyond its rules.

use crate::{Action, Gest, ROBIN, SHERIFF};
use sherwood_bots::Policy;
use sherwood_engine::{Rng, Seat};

/// Playouts that act rather than dawdle: take an Initiative box rather than
/// pass when one may be taken, otherwise play at random. A playout stopped
/// at the cap is scored by the Royal Favour (the victory condition), with
/// the Shillings as a tie-break.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Policy<Gest> for Heuristic {
    fn rollout(&self, game: &Gest, legal: &[Action], rng: &mut Rng) -> usize {
        let _ = game;
        let chooses = legal
            .iter()
            .filter(|a| matches!(a, Action::Choose(_)))
            .count();
        if chooses > 0 && rng.below(4) != 0 {
            let k = rng.below(chooses);
            return legal
                .iter()
                .enumerate()
                .filter(|(_, a)| matches!(a, Action::Choose(_)))
                .nth(k)
                .map(|(i, _)| i)
                .expect("k < chooses");
        }
        rng.below(legal.len())
    }

    fn evaluate(&self, game: &Gest, seat: Seat) -> f64 {
        // Justice (negative) is Robin Hood's; five steps either way wins at
        // an Inspection.
        let lead = -f64::from(game.favour())
            + f64::from(game.shillings(ROBIN) - game.shillings(SHERIFF)) / 10.0;
        let robin = 1.0 / (1.0 + (-lead / 2.0).exp());
        if seat == ROBIN {
            robin
        } else {
            1.0 - robin
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Options;
    use sherwood_bots::{choose, choose_text_for, BotError, Config, Level};
    use sherwood_engine::{Game, Viewer};

    fn no_clock() -> f64 {
        0.0
    }

    /// Both seats play legal moves from their own views, reproducibly.
    #[test]
    fn plays_legal_moves_reproducibly() {
        let mut g = Gest::new(&Options::default(), 4);
        let config = Config {
            iterations: 60,
            ..Config::default()
        };
        for step in 0..40 {
            let seat = g.to_move().unwrap();
            let view = g.view(Viewer::Seat(seat));
            let a = choose::<Gest, _>(&view, &config, &Heuristic, step, &no_clock).unwrap();
            let b = choose::<Gest, _>(&view, &config, &Heuristic, step, &no_clock).unwrap();
            assert_eq!(a.action, b.action);
            g.apply(&a.action).unwrap();
        }
    }

    #[test]
    fn text_entry_point_plays_gest() {
        let g = Gest::new(&Options::default(), 1);
        let json = serde_json::to_string(&g.view(Viewer::Seat(ROBIN))).unwrap();
        let c = choose_text_for::<Gest, _>(&json, &Level::Easy.config(), &Heuristic, 3, &no_clock)
            .unwrap();
        assert!(g.legal().contains(&c.action.parse().unwrap()));
        let other = serde_json::to_string(&g.view(Viewer::Seat(SHERIFF))).unwrap();
        assert_eq!(
            choose_text_for::<Gest, _>(&other, &Level::Easy.config(), &Heuristic, 3, &no_clock),
            Err(BotError::NotToMove)
        );
    }

    #[test]
    fn evaluation_follows_the_favour() {
        let mut justice = Gest::blank(1);
        justice.set_favour(-4);
        let mut order = Gest::blank(1);
        order.set_favour(4);
        assert!(Heuristic.evaluate(&justice, ROBIN) > 0.8);
        assert!(Heuristic.evaluate(&order, SHERIFF) > 0.8);
        let e = Heuristic.evaluate(&order, ROBIN) + Heuristic.evaluate(&order, SHERIFF);
        assert!((e - 1.0).abs() < 1e-9);
    }
}
