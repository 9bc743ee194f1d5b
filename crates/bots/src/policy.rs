//! How playouts choose their moves and how unfinished playouts are scored.

use sherwood_engine::{Game, Rng, Seat};

/// Game knowledge for the search. The defaults know nothing: uniform random
/// playouts, and an even score for a playout stopped before the end. Every
/// game works with [`Uniform`]; a game-specific policy makes the bots stronger.
pub trait Policy<G: Game> {
    /// The playout's action: an index into `legal` (never empty).
    fn rollout(&self, game: &G, legal: &[G::Action], rng: &mut Rng) -> usize {
        let _ = game;
        rng.below(legal.len())
    }

    /// The value in `0..=1` for `seat` of an unfinished position where a
    /// playout stopped at the cap (1 = sure win).
    fn evaluate(&self, game: &G, seat: Seat) -> f64 {
        let _ = (game, seat);
        0.5
    }
}

/// Uniformly random playouts: knows nothing but the rules.
#[derive(Clone, Copy, Debug, Default)]
pub struct Uniform;

impl<G: Game> Policy<G> for Uniform {}
