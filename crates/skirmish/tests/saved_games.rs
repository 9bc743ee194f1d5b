//! Every saved Skirmish game that a published build wrote replays, under this
//! crate's rules, to what `tests/fixtures/saves/expected.txt` says: a rules
//! change that moves an old game fails here, in the game's own tests.

use sherwood_engine::{fixtures, Divergence, Match, SaveFile};
use sherwood_skirmish::Skirmish;
use std::path::PathBuf;

fn root() -> PathBuf {
    fixtures::root(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_saved_game_replays_as_it_was_played() {
    let count = fixtures::replay_every::<Skirmish>(env!("CARGO_MANIFEST_DIR"));
    assert!(count > 0, "no saved Skirmish games in tests/fixtures/saves");
}

/// Skirmish games saved before revision 2 of its rules open as revision 1
/// and replay whole; read under revision 2 they would stop, or end
/// elsewhere, where they used a reading it changed — the fixtures exercise
/// each change: an ambush in which a Sheriff's man recoiled next to an
/// outlaw hidden from him (stops at move 51), a rescue in which a
/// crossbowman shot at the bound Will Stutely (move 8), a ford held in the
/// course of the game (its score differs).
#[test]
fn skirmish_games_from_before_revision_2_keep_their_rules() {
    for (name, scenario, stop) in [
        (
            "v2/skirmish-ambush-recoil-beside-a-hidden-outlaw.json",
            "ambush",
            Some(50),
        ),
        ("v2/skirmish-rescue-midgame.json", "rescue", Some(7)),
        ("v2/skirmish-ford-finished.json", "ford", None),
    ] {
        let save =
            SaveFile::from_json(&std::fs::read_to_string(root().join(name)).unwrap()).unwrap();
        assert_eq!(save.options, serde_json::json!({ "scenario": scenario }));
        let r = Match::<Skirmish>::restore(&save).unwrap();
        assert_eq!(r.divergence, None, "{name}");
        assert_eq!(r.game.game().rules(), 1);
        assert_eq!(r.game.actions().len(), save.actions.len());
        let mut newer = save.clone();
        newer.options = serde_json::json!({ "scenario": scenario, "rules": 2 });
        let r = Match::<Skirmish>::restore(&newer).unwrap();
        match stop {
            Some(stop) => assert!(
                matches!(r.divergence, Some(Divergence::Stopped { index, .. }) if index == stop),
                "{name}: {:?}",
                r.divergence
            ),
            None => assert_eq!(r.divergence, Some(Divergence::Differs), "{name}"),
        }
        // A revision this build does not know is refused, not played otherwise.
        newer.options = serde_json::json!({ "scenario": scenario, "rules": 9 });
        assert!(Match::<Skirmish>::restore(&newer).is_err());
    }
}

/// A game of a scenario a player wrote carries the scenario's whole text in
/// its options, and opens with no file but its save.
#[test]
fn skirmish_written_scenario_games_carry_their_text() {
    for name in [
        "v2/skirmish-written-scenario-hidden.json",
        "v2/skirmish-written-scenario-finished.json",
    ] {
        let save =
            SaveFile::from_json(&std::fs::read_to_string(root().join(name)).unwrap()).unwrap();
        let text = save.options["scenario"]["written"].as_str().unwrap();
        assert!(text.contains("\ntitle Waiting at the ford\n"), "{name}");
        let r = Match::<Skirmish>::restore(&save).unwrap();
        assert_eq!(r.divergence, None, "{name}");
        assert_eq!(r.game.game().scenario().title, "Waiting at the ford");
        assert_eq!(r.game.game().scenario().turns, 4);
    }
}

/// A game finished under revision 2 keeps it: read under revision 3 (a
/// terrain shift past 1-1 stops there) the same moves end elsewhere, since
/// a melee step that passed by itself offers an attack.
#[test]
fn skirmish_games_from_before_revision_3_keep_their_rules() {
    let name = "v2/skirmish-ambush-revision2-before-revision3.json";
    let save = SaveFile::from_json(&std::fs::read_to_string(root().join(name)).unwrap()).unwrap();
    assert_eq!(
        save.options,
        serde_json::json!({ "scenario": "ambush", "rules": 2 })
    );
    let r = Match::<Skirmish>::restore(&save).unwrap();
    assert_eq!(r.divergence, None);
    assert_eq!(r.game.game().rules(), 2);
    let mut newer = save.clone();
    newer.options["rules"] = 3.into();
    let r = Match::<Skirmish>::restore(&newer).unwrap();
    assert_eq!(r.divergence, Some(Divergence::Differs));
}

/// Each fixture `v2/skirmish-<scenario>-revision<from>-before-revision<to>`
/// replays whole under revision `from`, and read under `to` the same moves
/// reach another game: it keeps the scenario's text it began with.
fn games_keep_their_scenarios(scenarios: &[&str], from: u8, to: u8) {
    for scenario in scenarios {
        let name = format!("v2/skirmish-{scenario}-revision{from}-before-revision{to}.json");
        let save =
            SaveFile::from_json(&std::fs::read_to_string(root().join(&name)).unwrap()).unwrap();
        assert_eq!(
            save.options,
            serde_json::json!({ "scenario": scenario, "rules": from })
        );
        let r = Match::<Skirmish>::restore(&save).unwrap();
        assert_eq!(r.divergence, None, "{name}");
        assert_eq!(r.game.game().rules(), from);
        let mut newer = save.clone();
        newer.options["rules"] = to.into();
        let r = Match::<Skirmish>::restore(&newer).unwrap();
        assert!(r.divergence.is_some(), "{name}");
    }
}

/// Games begun before revision 5 keep the built-in scenarios' first texts
/// (both sides scoring kills, the rescue's prisoner in the east house, …).
#[test]
fn skirmish_games_from_before_revision_5_keep_their_scenarios() {
    let all = ["ambush", "rescue", "ford", "meadow", "breakout", "stand"];
    games_keep_their_scenarios(&all, 4, 5);
}

/// Games begun under revision 5 keep its texts of the rescue and the meadow
/// (revision 6 tuned both again: more men-at-arms for the Sheriff).
#[test]
fn skirmish_games_from_before_revision_6_keep_their_scenarios() {
    games_keep_their_scenarios(&["rescue", "meadow"], 5, 6);
}
