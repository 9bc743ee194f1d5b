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

    /// How much the policy favours each of `legal`, as weights that sum to
    /// 1, or `None` for no preference. With `Config::widening` the search
    /// tries the favourites first, widening a node as its visits grow; it
    /// always adds the prior as a progressive bias (Chaslot et al., 2008)
    /// that fades as a move is visited, so a small budget still follows the
    /// policy's plans while a large one outgrows them.
    fn prior(&self, game: &G, legal: &[G::Action]) -> Option<Vec<f64>> {
        let _ = (game, legal);
        None
    }

    /// A move the policy settles without a search, as an index into `legal`,
    /// or `None` to search. For a plan of several moves that the search's
    /// budget does not find by itself (the Sheriff walking Prince John to
    /// his tournament); the search plays it at once, and so do the tree and
    /// the playouts wherever it comes up.
    fn settled(&self, game: &G, legal: &[G::Action]) -> Option<usize> {
        let _ = (game, legal);
        None
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
