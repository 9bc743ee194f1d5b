//! Every save any published build wrote opens in this build: each fixture in
//! `tests/fixtures/saves/<format>/` is read through the command line, replayed,
//! and compared with what `tests/fixtures/saves/expected.txt` says it reaches.
//!
//! A rules fix that changes how an old game replays shows up here: update the
//! expectation with the reason in the commit (and the game must still open).
//! `SHERWOOD_BLESS=1 cargo test -p sherwood-cli --test fixtures` rewrites it.

use sherwood_engine::{fixtures, Divergence, Game, Match, SaveFile};
use sherwood_gest::Gest;
use sherwood_legend::Legend;
use sherwood_locksley::Locksley;
use sherwood_skirmish::Skirmish;
use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_sherwood");

fn root() -> PathBuf {
    fixtures::root(env!("CARGO_MANIFEST_DIR"))
}

/// Every fixture, by its path under `saves/`, sorted.
fn all() -> Vec<(String, PathBuf)> {
    fixtures::all(&root())
}

fn summary(path: &Path) -> String {
    let save = fixtures::read(path);
    match save.game.as_str() {
        Locksley::ID => fixtures::summary::<Locksley>(&save),
        Gest::ID => fixtures::summary::<Gest>(&save),
        Skirmish::ID => fixtures::summary::<Skirmish>(&save),
        Legend::ID => fixtures::summary::<Legend>(&save),
        other => panic!("{}: unknown game {other}", path.display()),
    }
}

#[test]
fn every_fixture_of_every_format_opens_where_it_is_expected_to() {
    let found = all();
    assert!(found.len() >= 8, "fixtures missing: {found:?}");
    let actual: String = found
        .iter()
        .map(|(name, path)| format!("{name}: {}\n", summary(path)))
        .collect();
    let expected_path = root().join("expected.txt");
    if std::env::var_os("SHERWOOD_BLESS").is_some() {
        std::fs::write(&expected_path, &actual).unwrap();
    }
    let expected = std::fs::read_to_string(&expected_path).unwrap_or_default();
    assert_eq!(
        actual, expected,
        "fixtures replay differently (see this file's header)"
    );
}

/// Every fixture replays whole, with no moves set aside: a player's saved
/// game goes on from where it was (a rules change must keep the reading a
/// game was played under). `expected.txt` records where each one stops, so
/// blessing a stop there would pass the test above: this one would not.
#[test]
fn every_fixture_replays_whole_with_nothing_set_aside() {
    fn whole<G: Game>(save: &SaveFile) -> Result<(), String> {
        let r = Match::<G>::restore(save).map_err(|e| e.to_string())?;
        if let Some(d) = r.divergence {
            return Err(d.to_string());
        }
        match r.game.set_aside.first() {
            Some(aside) => Err(format!("moves set aside from move {}", aside.at + 1)),
            None => Ok(()),
        }
    }
    let mut broken = Vec::new();
    for (name, path) in all() {
        let save = SaveFile::from_json(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let result = match save.game.as_str() {
            Locksley::ID => whole::<Locksley>(&save),
            Gest::ID => whole::<Gest>(&save),
            Skirmish::ID => whole::<Skirmish>(&save),
            Legend::ID => whole::<Legend>(&save),
            other => Err(format!("unknown game {other}")),
        };
        if let Err(e) = result {
            broken.push(format!("{name}: {e}"));
        }
    }
    assert!(
        broken.is_empty(),
        "fixtures that no longer go on: {broken:#?}"
    );
}

/// Whether `expected.txt` says the fixture's replay stops at a move that a
/// rules change made illegal (the game then opens at the last move that
/// applies, and the command line says so on stderr).
fn expected_to_stop(name: &str) -> bool {
    fixtures::expected(&root(), name).is_some_and(|l| l.contains(", stops at move "))
}

#[test]
fn the_command_line_opens_every_fixture() {
    for (name, path) in all() {
        let stops = expected_to_stop(&name);
        let path = path.to_str().unwrap();
        for args in [
            vec!["show", path],
            vec!["legal", path],
            vec!["view", path, "0"],
        ] {
            let o = Command::new(BIN).args(&args).output().unwrap();
            let err = String::from_utf8_lossy(&o.stderr);
            assert!(o.status.success(), "{name}: sherwood {args:?}: {err}");
            if stops {
                // One line telling where the replay stopped, nothing else.
                assert!(
                    err.starts_with("sherwood: warning: ")
                        && err.contains("under these rules")
                        && err.trim_end().lines().count() == 1,
                    "{name}: sherwood {args:?}: {err}"
                );
            } else {
                assert!(err.is_empty(), "{name}: sherwood {args:?}: {err}");
            }
        }
        // Applying the first legal move (if any) writes the current format.
        let legal = Command::new(BIN).args(["legal", path]).output().unwrap();
        let legal = String::from_utf8(legal.stdout).unwrap();
        if let Some(first) = legal.lines().next() {
            let o = Command::new(BIN)
                .args(["apply", path, first])
                .output()
                .unwrap();
            assert!(o.status.success(), "{name}: apply {first}");
            let save = SaveFile::from_json(&String::from_utf8(o.stdout).unwrap()).unwrap();
            assert_eq!(save.format, sherwood_engine::SAVE_FORMAT);
            assert!(!save.check.is_empty());
        }
    }
}

/// A format-1 game that the release of 2026-11-24 wrote back as format 2
/// (no rules revision, its moves up to where the fixes stopped it, the old
/// game set aside) opens as the game it was: revision 1, every original
/// move, nothing set aside, at the very position of the format-1 file.
#[test]
fn a_gest_game_written_back_without_its_revision_is_recovered() {
    let read = |name: &str| {
        SaveFile::from_json(&std::fs::read_to_string(root().join(name)).unwrap()).unwrap()
    };
    let rewritten = read("v2/gest-mischief-rob-rewritten-by-the-2026-11-24-release.json");
    let original = read("v1/gest-mischief-rob-three-spaces.json");
    assert_eq!(rewritten.options, serde_json::json!({}));
    assert_eq!(rewritten.set_aside.len(), 1);
    assert!(rewritten.actions.len() < original.actions.len());
    let r = Match::<Gest>::restore(&rewritten).unwrap();
    assert_eq!(r.divergence, None);
    assert_eq!(r.game.game().rules(), 1);
    assert!(r.game.set_aside.is_empty());
    let was = Match::<Gest>::load(&original).unwrap();
    assert_eq!(r.game.check(), was.check());
    let saved = r.game.save();
    assert_eq!(saved.actions, original.actions);
    assert_eq!(saved.options, serde_json::json!({"rules": 1}));
    assert_eq!(saved.rev, rewritten.rev);

    // A game played on past the stop under the fixes is left as the player
    // made it: revision 2, the old game still set aside (its export is
    // recovered when opened, as the import fixture shows).
    let mut m = Match::<Gest>::new(sherwood_gest::Options { rules: 2 }, rewritten.seed);
    for a in &rewritten.actions {
        m.apply_text(a).unwrap();
    }
    let other = m.game().legal()[0].to_string();
    assert_ne!(other, original.actions[rewritten.actions.len()]);
    m.apply_text(&other).unwrap();
    let mut played_on = rewritten.clone();
    played_on.actions.push(other);
    played_on.check = m.check().to_string();
    let r = Match::<Gest>::restore(&played_on).unwrap();
    assert_eq!(r.divergence, None);
    assert_eq!(r.game.game().rules(), 2);
    assert_eq!(r.game.actions().len(), played_on.actions.len());
    assert_eq!(r.game.set_aside, rewritten.set_aside);
    let export = played_on.original(&played_on.set_aside[0]);
    let r = Match::<Gest>::restore(&export).unwrap();
    assert_eq!((r.divergence, r.game.game().rules()), (None, 1));
    assert_eq!(r.game.actions().len(), original.actions.len());
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

/// Games played with a friend on another device, saved by each release with
/// the links between them (`tests/fixtures/make-remote.mjs`): every link
/// still opens on the file it was made for, and is refused where it must be.
#[test]
fn every_remote_fixture_opens_its_links() {
    let fixtures = root().join("..");
    let path = |p: &str| fixtures.join(p).display().to_string();
    let link = |game: &str, name: &str| {
        std::fs::read_to_string(fixtures.join(format!("links/{game}-{name}.txt")))
            .unwrap()
            .trim()
            .to_string()
    };
    let run = |args: &[&str]| Command::new(BIN).args(args).output().unwrap();
    let ok = |args: &[&str]| {
        let o = run(args);
        assert!(
            o.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&o.stderr)
        );
        SaveFile::from_json(&String::from_utf8(o.stdout).unwrap()).unwrap()
    };
    let refused = |args: &[&str]| {
        let o = run(args);
        assert!(!o.status.success(), "{args:?} was opened");
        String::from_utf8(o.stderr).unwrap()
    };
    for game in ["locksley", "gest", "legend", "skirmish"] {
        let guest = path(&format!("invitations/{game}-guest.json"));
        let started = ok(&["open", &link(game, "first-turn"), &guest]);
        assert_eq!(
            started.meta.remote.as_ref().unwrap().me,
            1 - started.meta.remote.as_ref().unwrap().host
        );

        let before = path(&format!("saves/v2/remote-{game}-before-the-last-turn.json"));
        let sent = path(&format!("saves/v2/remote-{game}-sent-the-last-turn.json"));
        let last = link(game, "last-turn");
        let opened = ok(&["open", &last, &before]);
        let sender = SaveFile::from_json(&std::fs::read_to_string(&sent).unwrap()).unwrap();
        assert_eq!(opened.actions, sender.actions, "{game}");
        assert_eq!(opened.check, sender.check, "{game}");
        assert!(
            refused(&["open", &last, &sent]).contains("made here"),
            "{game}"
        );
        // The first link is past on either device: opened there, or made there.
        let past = refused(&["open", &link(game, "first-turn"), &before]);
        assert!(
            past.contains("already opened") || past.contains("made here"),
            "{game}: {past}"
        );

        let whole = ok(&["open", &link(game, "whole-game")]);
        assert_eq!(whole.actions, sender.actions, "{game}");
        let other = sender.meta.remote.as_ref().unwrap().friend();
        assert_eq!(whole.meta.remote.as_ref().unwrap().me, other, "{game}");

        let invitation = link(game, "invitation");
        let accepted = run(&["accept", &invitation, "--name", "Cy"]);
        assert!(accepted.status.success(), "{game}");
        assert!(
            refused(&["open", &link(game, "answer"), &guest]).contains("made here"),
            "{game}"
        );
    }
}
