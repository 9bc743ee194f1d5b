//! Random full games per second, natively:
//! `cargo run --release -p sherwood-gest --example playouts [games]`.

use sherwood_engine::{Game, Rng};
use sherwood_gest::{Gest, Options};
use std::time::Instant;

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2000);
    let start = Instant::now();
    let (mut actions, mut robin_wins) = (0u64, 0u64);
    for seed in 0..games {
        let mut g = Gest::new(&Options::default(), seed);
        let mut chooser = Rng::new(seed ^ 0xC0FFEE);
        while g.outcome().is_none() {
            let legal = g.legal();
            let a = chooser.pick(&legal).expect("a legal action").clone();
            g.apply_legal(&a);
            actions += 1;
        }
        if g.outcome().is_some_and(|o| o.winner == 0) {
            robin_wins += 1;
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{games} random games in {secs:.2} s: {:.0} games/s, {:.0} actions/s, {:.1} actions/game, Robin Hood won {:.1}%",
        games as f64 / secs,
        actions as f64 / secs,
        actions as f64 / games as f64,
        100.0 * robin_wins as f64 / games as f64
    );
}
