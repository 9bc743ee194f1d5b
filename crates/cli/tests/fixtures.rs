//! Every save any published build wrote opens in this build: each fixture in
//! `tests/fixtures/saves/<format>/` is read through the command line, replayed,
//! and compared with what `tests/fixtures/saves/expected.txt` says it reaches.
//!
//! Each game's own tests replay its fixtures too (`tests/saved_games.rs` in
//! its crate), with the tests of its rules revisions.
//!
//! A rules fix that changes how an old game replays shows up here: update the
//! expectation with the reason in the commit (and the game must still open).
//! `SHERWOOD_BLESS=1 cargo test -p sherwood-cli --test fixtures` rewrites it.

use sherwood_bots::Policy;
use sherwood_engine::{fixtures, SaveFile};
use sherwood_registry::{visit, GameVisitor, Registered, GAMES};
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

/// What a fixture replays to, and whether it replays whole, with whichever
/// game it is (the registry's).
struct Replay(SaveFile);

impl GameVisitor for Replay {
    type Output = (String, Result<(), String>);
    fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> Self::Output {
        (
            fixtures::summary::<G>(&self.0),
            fixtures::whole::<G>(&self.0),
        )
    }
}

fn replay(path: &Path) -> (String, Result<(), String>) {
    let save = fixtures::read(path);
    let game = save.game.clone();
    visit(&game, Replay(save)).unwrap_or_else(|| panic!("{}: unknown game {game}", path.display()))
}

#[test]
fn every_fixture_of_every_format_opens_where_it_is_expected_to() {
    let found = all();
    assert!(found.len() >= 8, "fixtures missing: {found:?}");
    let actual: String = found
        .iter()
        .map(|(name, path)| format!("{name}: {}\n", replay(path).0))
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
    let broken: Vec<String> = all()
        .iter()
        .filter_map(|(name, path)| replay(path).1.err().map(|e| format!("{name}: {e}")))
        .collect();
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
    for &game in GAMES {
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
