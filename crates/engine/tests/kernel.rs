//! The kernel on a toy game: a race to 10 where each player adds 1 or 2, or
//! rolls a die (a barrier), and then passes.

use serde::{Deserialize, Serialize};
use sherwood_engine::harness::run_random_games;
use sherwood_engine::{Game, LoadError, Match, Outcome, Rng, SaveFile, Seat, Step, Viewer};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
struct RaceOptions {
    target: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Race {
    options: RaceOptions,
    rng: Rng,
    totals: [u32; 2],
    /// Hidden from the other seat: each seat's secret number.
    secrets: [u32; 2],
    current: Seat,
    acted: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum RaceAction {
    Add(u32),
    Roll,
    Pass,
}

impl fmt::Display for RaceAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RaceAction::Add(n) => write!(f, "add {n}"),
            RaceAction::Roll => f.write_str("roll"),
            RaceAction::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for RaceAction {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        match s {
            "roll" => Ok(RaceAction::Roll),
            "pass" => Ok(RaceAction::Pass),
            _ => s
                .strip_prefix("add ")
                .and_then(|n| n.parse().ok())
                .map(RaceAction::Add)
                .ok_or(()),
        }
    }
}

#[derive(Serialize)]
struct RaceView {
    totals: [u32; 2],
    my_secret: Option<u32>,
}

impl Race {
    fn target(&self) -> u32 {
        if self.options.target == 0 {
            10
        } else {
            self.options.target
        }
    }
}

impl Game for Race {
    const ID: &'static str = "race";
    const SEATS: usize = 2;
    type Options = RaceOptions;
    type Action = RaceAction;
    type View = RaceView;

    fn new(options: &RaceOptions, seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let secrets = [rng.below(100) as u32, rng.below(100) as u32];
        Race {
            options: options.clone(),
            rng,
            totals: [0, 0],
            secrets,
            current: 0,
            acted: false,
        }
    }
    fn options(&self) -> &RaceOptions {
        &self.options
    }
    fn legal(&self) -> Vec<RaceAction> {
        if self.outcome().is_some() {
            return vec![];
        }
        if self.acted {
            vec![RaceAction::Pass]
        } else {
            vec![RaceAction::Add(1), RaceAction::Add(2), RaceAction::Roll]
        }
    }
    fn to_move(&self) -> Option<Seat> {
        self.outcome().is_none().then_some(self.current)
    }
    fn outcome(&self) -> Option<Outcome> {
        (0..2)
            .find(|&s| self.totals[s] >= self.target())
            .map(|s| Outcome {
                winner: s as Seat,
                reason: "reached".into(),
            })
    }
    fn view(&self, viewer: Viewer) -> RaceView {
        RaceView {
            totals: self.totals,
            my_secret: match viewer {
                Viewer::Seat(s) => Some(self.secrets[s as usize]),
                Viewer::Public => None,
            },
        }
    }
    fn apply_legal(&mut self, action: &RaceAction) -> Step {
        let me = self.current as usize;
        match action {
            RaceAction::Add(n) => {
                self.totals[me] += n;
                self.acted = true;
                Step::Reversible
            }
            RaceAction::Roll => {
                self.totals[me] += 1 + self.rng.below(6) as u32;
                self.acted = true;
                Step::Barrier
            }
            RaceAction::Pass => {
                self.current = 1 - self.current;
                self.acted = false;
                Step::Barrier
            }
        }
    }
}

fn play(m: &mut Match<Race>, moves: &[&str]) {
    for mv in moves {
        m.apply_text(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
}

#[test]
fn apply_rejects_illegal_actions_and_changes_nothing() {
    let mut g = Race::new(&RaceOptions::default(), 1);
    let before = serde_json::to_string(&g).unwrap();
    assert!(g.apply(&RaceAction::Pass).is_err());
    assert!(g.apply(&RaceAction::Add(3)).is_err());
    assert_eq!(before, serde_json::to_string(&g).unwrap());
}

#[test]
fn undo_goes_back_within_a_turn_but_never_past_a_barrier() {
    let mut m: Match<Race> = Match::new(RaceOptions::default(), 3);
    assert!(!m.can_undo());
    play(&mut m, &["add 2"]);
    assert!(m.can_undo());
    assert!(m.undo());
    assert_eq!(m.game().totals, [0, 0]);
    assert!(!m.undo(), "nothing left to undo");
    play(&mut m, &["add 1", "pass"]);
    assert!(!m.can_undo(), "passing the device is a barrier");
    play(&mut m, &["roll"]);
    assert!(!m.can_undo(), "a die roll is a barrier");
}

#[test]
fn undo_never_reopens_a_finished_game() {
    let mut m: Match<Race> = Match::new(RaceOptions { target: 2 }, 3);
    play(&mut m, &["add 2"]);
    assert!(m.game().outcome().is_some());
    assert!(!m.can_undo());
}

#[test]
fn save_round_trips_and_replays_to_the_same_state() {
    let mut m: Match<Race> = Match::new(RaceOptions { target: 30 }, 9);
    play(&mut m, &["roll", "pass", "add 2", "pass", "roll"]);
    let json = m.save().to_json();
    let loaded: Match<Race> = Match::load(&SaveFile::from_json(&json).unwrap()).unwrap();
    assert_eq!(
        serde_json::to_string(m.game()).unwrap(),
        serde_json::to_string(loaded.game()).unwrap()
    );
    assert_eq!(loaded.actions().len(), 5);
}

#[test]
fn load_reports_each_kind_of_bad_save() {
    let mut m: Match<Race> = Match::new(RaceOptions::default(), 9);
    play(&mut m, &["add 1", "pass"]);
    let good = m.save();

    assert!(matches!(
        SaveFile::from_json("{nope"),
        Err(LoadError::NotJson(_))
    ));
    assert_eq!(
        SaveFile::from_json(r#"{"format": 2, "game": "race"}"#),
        Err(LoadError::UnknownFormat(2))
    );

    let mut other = good.clone();
    other.game = "chess".into();
    assert!(matches!(
        Match::<Race>::load(&other),
        Err(LoadError::WrongGame { .. })
    ));

    let mut garbled = good.clone();
    garbled.actions[0] = "jump".into();
    assert_eq!(
        Match::<Race>::load(&garbled).unwrap_err(),
        LoadError::BadAction {
            index: 0,
            text: "jump".into()
        }
    );

    let mut illegal = good.clone();
    illegal.actions[1] = "add 1".into();
    assert!(matches!(
        Match::<Race>::load(&illegal),
        Err(LoadError::IllegalAction { index: 1, .. })
    ));

    let mut tampered = good.clone();
    tampered.seed += 1;
    assert_eq!(
        Match::<Race>::load(&tampered).unwrap_err(),
        LoadError::SnapshotMismatch
    );

    let mut bad_options = good;
    bad_options.options = serde_json::json!({"target": "ten"});
    assert!(matches!(
        Match::<Race>::load(&bad_options),
        Err(LoadError::BadOptions(_))
    ));
}

#[test]
fn the_harness_passes_a_correct_game() {
    let report = run_random_games::<Race>(&RaceOptions::default(), 0, 300, 200, |g| {
        assert!(g.totals.iter().all(|&t| t < 20));
    });
    assert_eq!(report.games, 300);
    assert_eq!(report.finished, 300);
    assert!(report.illegal_rejected > 0);
}

#[test]
#[should_panic(expected = "illegal")]
fn the_harness_catches_a_game_that_accepts_illegal_actions() {
    /// A broken variant whose `apply` skips the legality check.
    #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
    struct Sloppy(Race);
    impl Game for Sloppy {
        const ID: &'static str = "sloppy";
        const SEATS: usize = 2;
        type Options = RaceOptions;
        type Action = RaceAction;
        type View = RaceView;
        fn new(o: &RaceOptions, seed: u64) -> Self {
            Sloppy(Race::new(o, seed))
        }
        fn options(&self) -> &RaceOptions {
            self.0.options()
        }
        fn legal(&self) -> Vec<RaceAction> {
            self.0.legal()
        }
        fn to_move(&self) -> Option<Seat> {
            self.0.to_move()
        }
        fn outcome(&self) -> Option<Outcome> {
            self.0.outcome()
        }
        fn view(&self, v: Viewer) -> RaceView {
            self.0.view(v)
        }
        fn apply_legal(&mut self, a: &RaceAction) -> Step {
            self.0.apply_legal(a)
        }
        fn apply(&mut self, a: &RaceAction) -> Result<Step, sherwood_engine::IllegalAction> {
            Ok(self.0.apply_legal(a))
        }
    }
    run_random_games::<Sloppy>(&RaceOptions::default(), 0, 50, 200, |_| {});
}
