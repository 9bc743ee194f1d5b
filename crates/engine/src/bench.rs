//! Random playouts, the benchmark every game shares natively and in wasm.
//! The caller owns the clock (wasm has no `std::time::Instant`).

use crate::{Game, Rng};

/// Running totals of random playouts.
#[derive(Clone, Debug, Default)]
pub struct Playouts {
    pub games: u64,
    pub actions: u64,
    pub finished: u64,
    chooser: Option<Rng>,
    /// A fingerprint of the first [`FINGERPRINTED`] games' lengths and
    /// winners: the same seeded games give the same one, so an optimisation
    /// that changes play shows in the report.
    fingerprint: u64,
}

/// How many games the fingerprint covers.
pub const FINGERPRINTED: u64 = 1000;

impl Playouts {
    /// Plays `games` more uniformly random games (seeds continue from the last
    /// batch), each capped at `cap` actions; every action goes through the
    /// checked `apply`, as the table's would.
    pub fn run<G: Game>(&mut self, options: &G::Options, games: u64, cap: usize) {
        let chooser = self.chooser.get_or_insert_with(|| Rng::new(0xbe4c));
        for _ in 0..games {
            let mut game = G::new(options, self.games);
            for _ in 0..cap {
                let legal = game.legal();
                let Some(action) = chooser.pick(&legal) else {
                    break;
                };
                game.apply(action).expect("a legal action applies");
                self.actions += 1;
            }
            let outcome = game.outcome();
            self.finished += u64::from(outcome.is_some());
            if self.games < FINGERPRINTED {
                let winner = outcome.map_or(0xff, |o| u64::from(o.winner));
                for x in [self.actions, winner] {
                    // FNV-1a over the running action count and each winner.
                    self.fingerprint = (self.fingerprint ^ x).wrapping_mul(0x100_0000_01b3);
                }
            }
            self.games += 1;
        }
    }

    /// A report for `seconds` of running, e.g. for `sherwood bench`.
    pub fn report(&self, name: &str, where_: &str, seconds: f64) -> String {
        let mut text = format!(
            "{name} ({where_}): {} random games in {seconds:.2} s on one core\n  {:.0} games/s\n  {:.0} actions/s\n  {:.1} actions per game, {:.1}% finished within the cap\n",
            self.games,
            self.games as f64 / seconds,
            self.actions as f64 / seconds,
            self.actions as f64 / self.games.max(1) as f64,
            100.0 * self.finished as f64 / self.games.max(1) as f64,
        );
        if self.games >= FINGERPRINTED {
            text += &format!(
                "  the first {FINGERPRINTED} games' fingerprint: {:016x}\n",
                self.fingerprint
            );
        }
        text
    }
}
