//! Random playouts per second for any game, natively.

use sherwood_engine::{Game, Rng};
use std::time::{Duration, Instant};

pub struct BenchResult {
    pub games: u64,
    pub actions: u64,
    pub finished: u64,
    pub elapsed: Duration,
}

/// Plays uniformly random games from seeds `0..` for `seconds`, each capped
/// at `cap` actions; every action goes through the checked `apply`.
pub fn random_playouts<G: Game>(options: &G::Options, seconds: f64, cap: usize) -> BenchResult {
    let start = Instant::now();
    let budget = Duration::from_secs_f64(seconds);
    let mut r = BenchResult {
        games: 0,
        actions: 0,
        finished: 0,
        elapsed: Duration::ZERO,
    };
    let mut chooser = Rng::new(0xbe4c);
    while start.elapsed() < budget {
        // Time is checked between batches so the clock is not on the hot path.
        for _ in 0..64 {
            let mut game = G::new(options, r.games);
            for _ in 0..cap {
                let legal = game.legal();
                let Some(action) = chooser.pick(&legal) else {
                    break;
                };
                game.apply(action).expect("a legal action applies");
                r.actions += 1;
            }
            r.finished += u64::from(game.outcome().is_some());
            r.games += 1;
        }
    }
    r.elapsed = start.elapsed();
    r
}

impl BenchResult {
    pub fn report(&self, name: &str) -> String {
        let s = self.elapsed.as_secs_f64();
        format!(
            "{name}: {} random games in {s:.2} s on one core\n  {:.0} games/s\n  {:.0} actions/s\n  {:.1} actions per game, {:.1}% finished within the cap\n",
            self.games,
            self.games as f64 / s,
            self.actions as f64 / s,
            self.actions as f64 / self.games as f64,
            100.0 * self.finished as f64 / self.games as f64,
        )
    }
}
