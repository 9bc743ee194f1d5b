//! Every save any published build wrote opens in this build: each fixture in
//! `tests/fixtures/saves/<format>/` is read through the command line, replayed,
//! and compared with what `tests/fixtures/saves/expected.txt` says it reaches.
//!
//! A rules fix that changes how an old game replays shows up here: update the
//! expectation with the reason in the commit (and the game must still open).
//! `SHERWOOD_BLESS=1 cargo test -p sherwood-cli --test fixtures` rewrites it.

use sherwood_engine::{Divergence, Game, Match, SaveFile};
use sherwood_gest::Gest;
use sherwood_legend::Legend;
use sherwood_locksley::Locksley;
use sherwood_skirmish::Skirmish;
use std::path::{Path, PathBuf};
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_sherwood");

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/saves")
}

/// Every fixture, by its path under `saves/`, sorted.
fn fixtures() -> Vec<(String, PathBuf)> {
    let mut found = Vec::new();
    for dir in std::fs::read_dir(root()).unwrap() {
        let dir = dir.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&dir).unwrap() {
            let file = file.unwrap().path();
            if file.extension().is_some_and(|e| e == "json") {
                let name = file.strip_prefix(root()).unwrap().display().to_string();
                found.push((name, file));
            }
        }
    }
    found.sort();
    found
}

/// One line per fixture: moves replayed of moves saved, who is to move or
/// won, how the replay departs from the save, and the check reached.
fn replay<G: Game>(save: &SaveFile) -> String {
    let r = Match::<G>::restore(save).expect("every fixture opens");
    let m = &r.game;
    let state = match (m.game().outcome(), m.game().to_move()) {
        (Some(o), _) => format!("seat {} won ({})", o.winner, o.reason),
        (None, Some(s)) => format!("seat {s} to move"),
        (None, None) => "nobody to move".into(),
    };
    let divergence = match &r.divergence {
        None => "replays whole".to_string(),
        Some(Divergence::Differs) => "replays to another position".into(),
        Some(Divergence::Stopped { index, why, .. }) => {
            format!("stops at move {} ({why:?})", index + 1)
        }
    };
    format!(
        "{}/{} moves, {state}, {divergence}, check {}",
        m.actions().len(),
        save.actions.len(),
        m.check()
    )
}

fn summary(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    let save = SaveFile::from_json(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    match save.game.as_str() {
        Locksley::ID => replay::<Locksley>(&save),
        Gest::ID => replay::<Gest>(&save),
        Skirmish::ID => replay::<Skirmish>(&save),
        Legend::ID => replay::<Legend>(&save),
        other => panic!("{}: unknown game {other}", path.display()),
    }
}

#[test]
fn every_fixture_of_every_format_opens_where_it_is_expected_to() {
    let fixtures = fixtures();
    assert!(fixtures.len() >= 8, "fixtures missing: {fixtures:?}");
    let actual: String = fixtures
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

/// Whether `expected.txt` says the fixture's replay stops at a move that a
/// rules change made illegal (the game then opens at the last move that
/// applies, and the command line says so on stderr).
fn expected_to_stop(name: &str) -> bool {
    let expected = std::fs::read_to_string(root().join("expected.txt")).unwrap_or_default();
    expected
        .lines()
        .any(|l| l.starts_with(&format!("{name}: ")) && l.contains(", stops at move "))
}

#[test]
fn the_command_line_opens_every_fixture() {
    for (name, path) in fixtures() {
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
