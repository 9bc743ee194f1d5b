//! The kernel on a toy game: a race to 10 where each player adds 1 or 2, or
//! rolls a die (a barrier), and then passes.

mod race;

use race::*;
use serde::{Deserialize, Serialize};
use sherwood_engine::harness::{run_random_games, run_random_games_on_every_core};
use sherwood_engine::{
    ActionError, Ask, Divergence, Ending, Game, LoadError, Match, Outcome, SaveFile, Seat, Stage,
    Step, StopReason, Turn, Viewer, SAVE_FORMAT,
};

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
fn load_reports_each_kind_of_save_that_cannot_be_started() {
    let mut m: Match<Race> = Match::new(RaceOptions::default(), 9);
    play(&mut m, &["add 1", "pass"]);
    let good = m.save();

    assert!(matches!(
        SaveFile::from_json("{nope"),
        Err(LoadError::NotJson(_))
    ));
    assert!(matches!(
        SaveFile::from_json("[1, 2]"),
        Err(LoadError::NotJson(_))
    ));
    assert!(matches!(
        SaveFile::from_json(r#"{"format": "2", "game": "race"}"#),
        Err(LoadError::NotJson(_))
    ));
    assert_eq!(
        SaveFile::from_json(r#"{"format": 0, "game": "race"}"#),
        Err(LoadError::UnknownFormat(0))
    );

    let mut other = good.clone();
    other.game = "chess".into();
    assert!(matches!(
        Match::<Race>::restore(&other),
        Err(LoadError::WrongGame { .. })
    ));

    let mut bad_options = good;
    bad_options.options = serde_json::json!({"target": "ten"});
    assert!(matches!(
        Match::<Race>::restore(&bad_options),
        Err(LoadError::BadOptions(_))
    ));
}

#[test]
fn a_save_from_a_newer_build_is_refused_as_such() {
    let text = r#"{"format": 3, "game": "race", "whatever": {"a new": "field"}}"#;
    assert_eq!(SaveFile::from_json(text), Err(LoadError::NewerFormat(3)));
    let mut m: Match<Race> = Match::new(RaceOptions::default(), 9);
    play(&mut m, &["add 1"]);
    let mut save = m.save();
    save.format = SAVE_FORMAT + 1;
    assert!(matches!(
        Match::<Race>::restore(&save),
        Err(LoadError::NewerFormat(f)) if f == SAVE_FORMAT + 1
    ));
}

#[test]
fn a_format_1_save_migrates_and_replays() {
    // Format 1 kept a fingerprint of the serialized state, which no build can check.
    let text = r#"{"format": 1, "game": "race", "options": {"target": 30}, "seed": 9,
        "actions": ["roll", "pass", "add 2"], "snapshot": "0123456789abcdef",
        "meta": {"players": ["human", "bot:easy"], "names": ["A", ""], "created": 1.0, "updated": 2.0}}"#;
    let save = SaveFile::from_json(text).unwrap();
    assert_eq!(save.format, SAVE_FORMAT);
    assert_eq!(save.check, "");
    assert_eq!(save.meta.names, ["A", ""]);
    let restored = Match::<Race>::restore(&save).unwrap();
    assert_eq!(restored.divergence, None);
    assert_eq!(restored.game.actions().len(), 3);
    // Written again, it carries a check and a status.
    let again = restored.game.save();
    assert!(again.check.starts_with("1:"));
    assert_eq!(again.status.unwrap().moves, 3);
}

#[test]
fn a_move_that_no_longer_applies_stops_the_replay_and_keeps_the_original() {
    let mut m: Match<Race> = Match::new(RaceOptions { target: 30 }, 9);
    play(&mut m, &["add 1", "pass", "add 2", "pass"]);
    let good = m.save();

    let mut illegal = good.clone();
    illegal.actions[2] = "pass".into();
    let r = Match::<Race>::restore(&illegal).unwrap();
    assert_eq!(
        r.game.actions().len(),
        2,
        "opens at the last move that applies"
    );
    assert_eq!(
        r.divergence,
        Some(Divergence::Stopped {
            index: 2,
            text: "pass".into(),
            why: StopReason::Illegal,
            detail: String::new()
        })
    );
    assert_eq!(r.game.set_aside.len(), 1);
    assert_eq!(r.game.set_aside[0].original, illegal.actions);
    // The original stays in the save as the game goes on, and exports whole.
    let mut continued = r.game.clone();
    play(&mut continued, &["add 2"]);
    let written = continued.save();
    assert_eq!(
        written.original(&written.set_aside[0]).actions,
        illegal.actions
    );
    let reread = SaveFile::from_json(&written.to_json()).unwrap();
    let r2 = Match::<Race>::restore(&reread).unwrap();
    assert_eq!(r2.divergence, None);
    assert_eq!(r2.game.set_aside, written.set_aside);

    let mut garbled = good.clone();
    garbled.actions[1] = "jump".into();
    let r = Match::<Race>::restore(&garbled).unwrap();
    assert_eq!(r.game.actions().len(), 1);
    match r.divergence {
        Some(Divergence::Stopped {
            index: 1,
            why: StopReason::NotAnAction,
            detail,
            ..
        }) => assert!(detail.contains("not a race action"), "{detail}"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        Match::<Race>::load(&garbled),
        Err(LoadError::Diverged(Divergence::Stopped { index: 1, .. }))
    ));
}

#[test]
fn a_game_that_replays_to_another_position_is_told_apart() {
    let mut m: Match<Race> = Match::new(RaceOptions { target: 30 }, 9);
    play(&mut m, &["roll", "pass", "roll"]);
    let mut tampered = m.save();
    tampered.seed += 1;
    let r = Match::<Race>::restore(&tampered).unwrap();
    assert_eq!(r.divergence, Some(Divergence::Differs));
    assert_eq!(r.game.actions().len(), 3, "every move still applies");
    // A check in another wording version is not compared.
    tampered.check = tampered.check.replacen("1:", "0:", 1);
    assert_eq!(Match::<Race>::restore(&tampered).unwrap().divergence, None);
}

#[test]
fn apply_text_tells_text_that_is_no_action_from_an_illegal_action() {
    let mut m: Match<Race> = Match::new(RaceOptions::default(), 9);
    match m.apply_text("jump 3") {
        Err(ActionError::NotAnAction { text, reason }) => {
            assert_eq!(text, "jump 3");
            assert!(reason.contains("not a race action"), "{reason}");
        }
        other => panic!("{other:?}"),
    }
    assert!(matches!(m.apply_text("pass"), Err(ActionError::Illegal(_))));
    assert!(m.actions().is_empty());
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

/// Split over every core, the harness plays the very same seeds: the
/// reports add up to the single run's, even where the cores do not divide
/// the games evenly.
#[test]
fn the_harness_on_every_core_plays_the_same_games() {
    let options = RaceOptions::default();
    let one = run_random_games::<Race>(&options, 5, 301, 200, |_| {});
    let all = run_random_games_on_every_core::<Race>(&options, 5, 301, 200, |_| {});
    assert_eq!(
        (all.games, all.finished, all.actions, all.illegal_rejected),
        (one.games, one.finished, one.actions, one.illegal_rejected)
    );
    assert_eq!(all.games, 301);
}

/// A broken variant of [`Race`]: `FLAW` 0 accepts illegal actions, 1 names
/// a step it does not declare, 2 ends in a way it does not declare.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Broken<const FLAW: u8>(Race);

impl<const FLAW: u8> Game for Broken<FLAW> {
    const ID: &'static str = "broken";
    const SEATS: usize = 2;
    type Options = RaceOptions;
    type Action = RaceAction;
    type View = RaceView;
    fn new(o: &RaceOptions, seed: u64) -> Self {
        Broken(Race::new(o, seed))
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
        let mut o = self.0.outcome()?;
        if FLAW == 2 {
            o.reason = "gave_up".into();
        }
        Some(o)
    }
    const ASKS: &'static [Ask] = Race::ASKS;
    const ENDINGS: &'static [Ending] = Race::ENDINGS;
    fn ask(&self) -> Ask {
        match (FLAW, self.0.totals) {
            (1, [t, _]) if t > 3 => Ask::named("race.now.sulk", "turn"),
            _ => self.0.ask(),
        }
    }
    fn view(&self, v: Viewer) -> RaceView {
        self.0.view(v)
    }
    fn apply_legal(&mut self, a: &RaceAction) -> Step {
        self.0.apply_legal(a)
    }
    const POSITION_VERSION: u32 = 1;
    fn public_position(&self) -> String {
        self.0.public_position()
    }
    fn stage(&self) -> Stage {
        self.0.stage()
    }
    fn apply(&mut self, a: &RaceAction) -> Result<Step, sherwood_engine::IllegalAction> {
        if FLAW == 0 {
            Ok(self.0.apply_legal(a))
        } else {
            self.0.apply(a)
        }
    }
}

#[test]
#[should_panic(expected = "illegal")]
fn the_harness_catches_a_game_that_accepts_illegal_actions() {
    run_random_games::<Broken<0>>(&RaceOptions::default(), 0, 50, 200, |_| {});
}

#[test]
#[should_panic(expected = "not among the declared asks")]
fn the_harness_catches_a_step_the_game_does_not_declare() {
    run_random_games::<Broken<1>>(&RaceOptions::default(), 0, 50, 200, |_| {});
}

#[test]
#[should_panic(expected = "is not declared")]
fn the_harness_catches_an_ending_the_game_does_not_declare() {
    run_random_games::<Broken<2>>(&RaceOptions::default(), 0, 50, 200, |_| {});
}

#[test]
fn the_declared_race_passes_the_harness_with_its_asks_and_ending() {
    let report = run_random_games::<Race>(&RaceOptions::default(), 0, 50, 200, |_| {});
    assert!(report.finished > 0);
}

/// The turn contract: a viewer is offered moves only when it is the seat to
/// move; the outcome and what is asked are the game's own.
#[test]
fn a_turn_offers_moves_to_the_seat_to_move_only() {
    let mut g = Race::new(&RaceOptions::default(), 1);
    let turn = Turn::of(&g, Viewer::Seat(0));
    assert_eq!(turn.to_move, Some(0));
    assert_eq!(turn.legal, g.legal());
    assert!(!turn.legal.is_empty());
    assert_eq!(turn.ask, RACE_PLAY);
    assert!(Turn::of(&g, Viewer::Seat(1)).legal.is_empty());
    assert!(Turn::of(&g, Viewer::Public).legal.is_empty());
    while g.outcome().is_none() {
        let a = g.legal()[0];
        g.apply(&a).unwrap();
    }
    let end = Turn::of(&g, Viewer::Seat(g.outcome().unwrap().winner));
    assert_eq!(end.ask, RACE_OVER);
    assert!(end.legal.is_empty());
    let o = end.outcome.unwrap();
    assert_eq!(
        o.ending::<Race>().map(|e| e.phrase.key),
        Some("race.won.reached")
    );
}

#[test]
fn a_stage_names_its_arguments_as_its_phrase_declares() {
    let stage = Stage::new(sherwood_engine::stages::BALLAD, &[2, 9]);
    assert_eq!(stage.key, "ui.saves.ballad");
    assert_eq!(
        stage.args,
        [("ballad".to_string(), 2), ("drawn".to_string(), 9)]
    );
}

#[test]
#[should_panic(expected = "takes")]
fn a_stage_with_too_few_values_is_refused() {
    Stage::new(sherwood_engine::stages::TURN, &[]);
}

#[test]
fn a_stored_turn_named_turn_reads_as_the_texts_n() {
    // Legend's saves before the phrases were declared.
    let old: Stage =
        serde_json::from_str(r#"{"key":"ui.saves.turn","args":[["turn",7]]}"#).unwrap();
    assert_eq!(old, Stage::new(sherwood_engine::stages::TURN, &[7]));
    // Other keys' arguments are read as written.
    let other: Stage = serde_json::from_str(r#"{"key":"race.total","args":[["turn",7]]}"#).unwrap();
    assert_eq!(other.args, [("turn".to_string(), 7)]);
}
