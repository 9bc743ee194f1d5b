//! A property harness any game crate runs over many seeded random games.
//!
//! At every step it checks that: there is a legal action unless the game is
//! over; every legal action's text notation round-trips; random actions that
//! are not legal (taken from what was legal elsewhere in the game) are
//! rejected and leave the state unchanged; the chosen action
//! applies; undo followed by redo restores the same state; the game's own
//! invariants hold. At the end of each game it checks that the save survives
//! JSON and replays to the same state.
//!
//! For secrets, [`play_secret_pair`] plays the same random actions in two
//! games that differ only in a secret and checks that the viewers who may
//! not know it see the very same views, logs included, entry by entry.

use crate::{Game, Match, Rng, SaveFile, Viewer};
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
            // The table is told only what the game declares.
            let ask = m.game().ask();
            assert!(
                G::ASKS.contains(&ask),
                "seed {seed} step {step}: `{}` is not among the declared asks",
                ask.phrase.key
            );
            if let Some(o) = m.game().outcome() {
                assert!(
                    o.ending::<G>().is_some(),
                    "seed {seed}: ending `{}` is not declared",
                    o.reason
                );
            }
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

/// Why a [`play_secret_pair`] run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairEnd {
    /// The secret became legitimately known (the caller's `kept` said so).
    Known,
    /// No action was legal in both games.
    Diverged,
    /// A game ended.
    Over,
    /// `max_actions` were played.
    Cap,
}

/// What a [`play_secret_pair`] run compared.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PairRun {
    /// Positions whose views were compared (the first one included).
    pub positions: usize,
    /// Actions played in both games.
    pub actions: usize,
    pub end: PairEnd,
}

/// What many [`play_secret_pair`] runs compared, for a test's report.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PairTally {
    pub pairs: usize,
    pub positions: usize,
    /// How the pairs ended (see [`PairEnd`]).
    pub known: usize,
    pub diverged: usize,
    pub over: usize,
    pub cap: usize,
}

impl PairTally {
    /// Counts one run.
    pub fn add(&mut self, run: PairRun) {
        self.pairs += 1;
        self.positions += run.positions;
        match run.end {
            PairEnd::Known => self.known += 1,
            PairEnd::Diverged => self.diverged += 1,
            PairEnd::Over => self.over += 1,
            PairEnd::Cap => self.cap += 1,
        }
    }
}

/// Two games that differ only in a secret look the same to every viewer in
/// `blind` (those who may not know it): their whole serialized views are
/// identical, the log included, entry by entry and in order. Panics with
/// `context` and the first difference otherwise.
pub fn assert_same_views<G: Game>(a: &G, b: &G, blind: &[Viewer], context: &dyn std::fmt::Display) {
    for &viewer in blind {
        let (va, vb) = (a.view(viewer), b.view(viewer));
        let (ja, jb) = (
            serde_json::to_string(&va).expect("views serialize"),
            serde_json::to_string(&vb).expect("views serialize"),
        );
        if ja != jb {
            let (va, vb) = (
                serde_json::to_value(&va).expect("views serialize"),
                serde_json::to_value(&vb).expect("views serialize"),
            );
            let (path, da, db) = first_difference(&va, &vb, String::new())
                .unwrap_or_else(|| (String::new(), ja.clone(), jb.clone()));
            panic!("{context}: {viewer:?} can tell the two games apart at {path}:\n  one: {da}\n  the other: {db}");
        }
    }
}

/// Where two JSON values first differ: the path and both sides, shortened.
fn first_difference(
    a: &serde_json::Value,
    b: &serde_json::Value,
    path: String,
) -> Option<(String, String, String)> {
    use serde_json::Value;
    if a == b {
        return None;
    }
    let short = |v: Option<&Value>| {
        let text = v.map_or_else(|| "(nothing)".to_string(), Value::to_string);
        match text.char_indices().nth(400) {
            Some((i, _)) => format!("{}…", &text[..i]),
            None => text,
        }
    };
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            for (k, va) in x {
                match y.get(k) {
                    Some(vb) => {
                        if let Some(d) = first_difference(va, vb, format!("{path}.{k}")) {
                            return Some(d);
                        }
                    }
                    None => return Some((format!("{path}.{k}"), short(Some(va)), short(None))),
                }
            }
            let k = y.keys().find(|k| !x.contains_key(*k))?;
            Some((format!("{path}.{k}"), short(None), short(y.get(k))))
        }
        (Value::Array(x), Value::Array(y)) => {
            for i in 0..x.len().max(y.len()) {
                match (x.get(i), y.get(i)) {
                    (Some(va), Some(vb)) => {
                        if let Some(d) = first_difference(va, vb, format!("{path}[{i}]")) {
                            return Some(d);
                        }
                    }
                    (va, vb) => return Some((format!("{path}[{i}]"), short(va), short(vb))),
                }
            }
            None
        }
        _ => Some((path, short(Some(a)), short(Some(b)))),
    }
}

type Kept<'a, G> = Box<dyn FnMut(&G, &G) -> bool + 'a>;
type Tells<'a, G> = Box<dyn FnMut(&G, &<G as Game>::Action) -> bool + 'a>;
type SameDice<'a, G> = Box<dyn FnMut(&G, &mut G) + 'a>;
type Counterpart<'a, G> =
    Box<dyn FnMut(&G, &<G as Game>::Action) -> Option<<G as Game>::Action> + 'a>;

/// How the rules let a secret out, for [`play_secret_pair`].
pub struct Secret<'a, G: Game> {
    kept: Kept<'a, G>,
    tells: Tells<'a, G>,
    same_dice: SameDice<'a, G>,
    counterpart: Counterpart<'a, G>,
}

impl<'a, G: Game> Secret<'a, G> {
    /// A secret kept while `kept(a, b)`: false once the two games differ in
    /// public (the rules have shown it).
    pub fn kept_while(kept: impl FnMut(&G, &G) -> bool + 'a) -> Self {
        Secret {
            kept: Box::new(kept),
            tells: Box::new(|_, _| false),
            same_dice: Box::new(|_, _| {}),
            counterpart: Box::new(|_, _| None),
        }
    }

    /// Actions whose very playing shows the secret by the rules (say, a
    /// piece leaving the space the secret is about): the pair ends before.
    pub fn told_by(mut self, tells: impl FnMut(&G, &G::Action) -> bool + 'a) -> Self {
        self.tells = Box::new(tells);
        self
    }

    /// Gives the second game the first one's dice before each action. For a
    /// game whose blind picks draw from its generator only when the secret
    /// is among the pieces picked from: the number of draws differs between
    /// the two games, though no die tells anything.
    pub fn same_dice(mut self, sync: impl FnMut(&G, &mut G) + 'a) -> Self {
        self.same_dice = Box::new(sync);
        self
    }

    /// For an action of the first game, the second game's (`b`) action that
    /// does the same in public, when it is not the same action: the same
    /// move made with the other piece the secret is about, say. `None`: the
    /// same action.
    pub fn counterpart(mut self, f: impl FnMut(&G, &G::Action) -> Option<G::Action> + 'a) -> Self {
        self.counterpart = Box::new(f);
        self
    }
}

/// Plays on two games that differ only in a secret, with the same random
/// actions in both (each picked by `chooser` among the first game's whose
/// [`Secret::counterpart`], by default the same action, is legal in the
/// second),
/// checking before the first and after every action that every viewer in
/// `blind` sees the same view, log included ([`assert_same_views`]).
/// Stops when the rules let the secret out ([`Secret`]: that position is not
/// compared), when no action is legal in both, when either game ends, or
/// after `max_actions`.
pub fn play_secret_pair<G: Game>(
    a: &mut G,
    b: &mut G,
    blind: &[Viewer],
    chooser: &mut Rng,
    max_actions: usize,
    secret: Secret<'_, G>,
    context: &dyn std::fmt::Display,
) -> PairRun {
    let Secret {
        mut kept,
        mut tells,
        mut same_dice,
        mut counterpart,
    } = secret;
    let mut run = PairRun {
        positions: 0,
        actions: 0,
        end: PairEnd::Cap,
    };
    if !kept(a, b) {
        run.end = PairEnd::Known;
        return run;
    }
    assert_same_views(a, b, blind, &format_args!("{context}, before any action"));
    run.positions += 1;
    while run.actions < max_actions {
        if a.outcome().is_some() || b.outcome().is_some() {
            run.end = PairEnd::Over;
            return run;
        }
        let in_b = b.legal();
        let both: Vec<(G::Action, G::Action)> = a
            .legal()
            .into_iter()
            .filter_map(|x| {
                let y = counterpart(b, &x).unwrap_or_else(|| x.clone());
                in_b.contains(&y).then_some((x, y))
            })
            .collect();
        let Some((action, other)) = chooser.pick(&both).cloned() else {
            run.end = PairEnd::Diverged;
            return run;
        };
        if tells(a, &action) || tells(b, &other) {
            run.end = PairEnd::Known;
            return run;
        }
        same_dice(a, b);
        a.apply_legal(&action);
        b.apply_legal(&other);
        run.actions += 1;
        if !kept(a, b) {
            run.end = PairEnd::Known;
            return run;
        }
        assert_same_views(
            a,
            b,
            blind,
            &format_args!(
                "{context}, after {} actions (the last '{action}')",
                run.actions
            ),
        );
        run.positions += 1;
    }
    run
}
