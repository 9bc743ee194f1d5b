//! Random playouts per second for any game, natively.

use sherwood_engine::bench::Playouts;
use sherwood_engine::Game;
use std::time::{Duration, Instant};

/// Plays random games for `seconds`, checking the clock between batches.
pub fn random_playouts<G: Game>(
    name: &str,
    options: &G::Options,
    seconds: f64,
    cap: usize,
) -> String {
    let start = Instant::now();
    let budget = Duration::from_secs_f64(seconds);
    let mut playouts = Playouts::default();
    while start.elapsed() < budget {
        playouts.run::<G>(options, 64, cap);
    }
    playouts.report(name, "native", start.elapsed().as_secs_f64())
}
