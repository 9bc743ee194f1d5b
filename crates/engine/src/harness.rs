//! A property harness any game crate runs over many seeded random games.
//!
//! At every step it checks that: there is a legal action unless the game is
//! over; every legal action's text notation round-trips; random actions that
//! are not legal (taken from what was legal elsewhere in the game) are
//! rejected and leave the state unchanged; the chosen action
//! applies; undo followed by redo restores the same state; the game's own
//! invariants hold. At the end of each game it checks that the save survives
//! JSON and replays to the same state.

use crate::{Game, Match, Rng, SaveFile};
use std::collections::HashSet;

/// What a harness run covered.
#[derive(Clone, Debug, Default)]
pub struct HarnessReport {
    pub games: usize,
    pub finished: usize,
    pub actions: usize,
    pub illegal_rejected: usize,
}

impl HarnessReport {
    fn add(&mut self, other: &HarnessReport) {
        self.games += other.games;
        self.finished += other.finished;
        self.actions += other.actions;
        self.illegal_rejected += other.illegal_rejected;
    }
}

/// [`run_random_games`] split over every core: the same seeds and checks,
/// each core a run of consecutive seeds, the reports added up.
pub fn run_random_games_on_every_core<G: Game>(
    options: &G::Options,
    first_seed: u64,
    games: usize,
    max_actions: usize,
    invariant: impl Fn(&G) + Sync,
) -> HarnessReport
where
    G::Options: Sync,
{
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let share = games.div_ceil(cores).max(1);
    let invariant = &invariant;
    std::thread::scope(|s| {
        let runs: Vec<_> = (0..games)
            .step_by(share)
            .map(|start| {
                let count = share.min(games - start);
                let seed = first_seed + start as u64;
                s.spawn(move || run_random_games::<G>(options, seed, count, max_actions, invariant))
            })
            .collect();
        let mut report = HarnessReport::default();
        for run in runs {
            // A failed check panics in its thread: raise it here.
            let part = run.join().unwrap_or_else(|e| std::panic::resume_unwind(e));
            report.add(&part);
        }
        report
    })
}

/// Plays `games` random games with seeds `first_seed..`, each capped at
/// `max_actions`, calling `invariant` after every action. Panics with the
/// seed and move number on the first failure.
pub fn run_random_games<G: Game>(
    options: &G::Options,
    first_seed: u64,
    games: usize,
    max_actions: usize,
    mut invariant: impl FnMut(&G),
) -> HarnessReport {
    let mut report = HarnessReport::default();
    for seed in first_seed..first_seed + games as u64 {
        let mut m: Match<G> = Match::new(options.clone(), seed);
        let mut chooser = Rng::new(seed ^ 0x0005_eed0_fa11);
        let mut pool: Vec<G::Action> = Vec::new();
        let mut pool_text: HashSet<String> = HashSet::new();
        invariant(m.game());
        for step in 0..max_actions {
            let legal = m.game().legal();
            if m.game().outcome().is_some() {
                assert!(
                    legal.is_empty(),
                    "seed {seed} step {step}: legal actions after the end"
                );
                assert!(
                    m.game().to_move().is_none(),
                    "seed {seed}: someone to move after the end"
                );
                break;
            }
            assert!(
                !legal.is_empty(),
                "seed {seed} step {step}: no legal action, game not over"
            );
            assert!(
                m.game().to_move().is_some(),
                "seed {seed} step {step}: nobody to move"
            );
            for a in &legal {
                let text = a.to_string();
                let back = text.parse::<G::Action>();
                assert!(
                    matches!(&back, Ok(b) if b == a),
                    "seed {seed} step {step}: notation '{text}' does not round-trip"
                );
                if pool_text.insert(text) {
                    pool.push(a.clone());
                }
            }
            // Illegal actions are rejected and change nothing.
            for _ in 0..2 {
                let candidate = chooser
                    .pick(&pool)
                    .expect("pool holds the legal actions")
                    .clone();
                if legal.contains(&candidate) {
                    continue;
                }
                let mut probe = m.game().clone();
                assert!(
                    probe.apply(&candidate).is_err(),
                    "seed {seed} step {step}: illegal '{candidate}' accepted"
                );
                assert!(
                    probe == *m.game(),
                    "seed {seed}: rejected action changed the state"
                );
                report.illegal_rejected += 1;
            }
            let action = chooser.pick(&legal).expect("legal is not empty").clone();
            m.apply(&action)
                .unwrap_or_else(|e| panic!("seed {seed} step {step}: legal action refused: {e}"));
            report.actions += 1;
            if m.can_undo() && chooser.below(8) == 0 {
                let after = m.game().clone();
                assert!(m.undo());
                m.apply(&action).expect("redo after undo");
                assert!(
                    after == *m.game(),
                    "seed {seed} step {step}: undo+redo differs"
                );
            }
            invariant(m.game());
        }
        if m.game().outcome().is_some() {
            report.finished += 1;
        }
        let json = m.save().to_json();
        let save = SaveFile::from_json(&json).expect("own save parses");
        let replayed: Match<G> =
            Match::load(&save).unwrap_or_else(|e| panic!("seed {seed}: replay failed: {e}"));
        assert!(
            m.game() == replayed.game(),
            "seed {seed}: replay is not deterministic"
        );
        report.games += 1;
    }
    report
}
