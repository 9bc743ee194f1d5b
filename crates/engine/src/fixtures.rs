//! The saved games that published builds wrote (`tests/fixtures/saves/<format>/`)
//! and what each replays to (`tests/fixtures/saves/expected.txt`), for the
//! tests: the command line's replay them all, and each game crate's own
//! tests replay that game's, so a rules change that moves an old game is
//! caught by the game's own suite (and its mutation runs) too.

use crate::{Divergence, Game, Match, Restored, SaveFile};
use std::path::{Path, PathBuf};

/// The fixtures' folder, from a crate of this workspace (its
/// `CARGO_MANIFEST_DIR`: every crate sits in `crates/<name>`).
pub fn root(manifest_dir: &str) -> PathBuf {
    Path::new(manifest_dir).join("../../tests/fixtures/saves")
}

/// Every fixture under `root`, as its path under `root` ("v2/…json") and its
/// file, sorted by name.
pub fn all(root: &Path) -> Vec<(String, PathBuf)> {
    let mut found = Vec::new();
    for dir in std::fs::read_dir(root).expect("the fixtures' folder") {
        let dir = dir.expect("a fixtures' folder entry").path();
        if !dir.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(&dir).expect("a fixtures' format folder") {
            let file = file.expect("a fixture").path();
            if file.extension().is_some_and(|e| e == "json") {
                let name = file.strip_prefix(root).unwrap().display().to_string();
                found.push((name, file));
            }
        }
    }
    found.sort();
    found
}

/// The save in `path`.
pub fn read(path: &Path) -> SaveFile {
    let text = std::fs::read_to_string(path).expect("a fixture's text");
    SaveFile::from_json(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// One line: moves replayed of moves saved, who is to move or won, how the
/// replay departs from the save, and the check reached (`expected.txt`'s form).
pub fn summary<G: Game>(save: &SaveFile) -> String {
    describe(
        save,
        &Match::<G>::restore(save).expect("every fixture opens"),
    )
}

/// [`summary`] of `save` restored as `r`.
fn describe<G: Game>(save: &SaveFile, r: &Restored<G>) -> String {
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

/// Whether the save replays whole, with no moves set aside: a player's saved
/// game goes on from where it was. Else why not, in words.
pub fn whole<G: Game>(save: &SaveFile) -> Result<(), String> {
    let r = Match::<G>::restore(save).map_err(|e| e.to_string())?;
    if let Some(d) = r.divergence {
        return Err(d.to_string());
    }
    match r.game.set_aside.first() {
        Some(aside) => Err(format!("moves set aside from move {}", aside.at + 1)),
        None => Ok(()),
    }
}

/// What `expected.txt` says fixture `name` replays to.
pub fn expected(root: &Path, name: &str) -> Option<String> {
    let text = std::fs::read_to_string(root.join("expected.txt")).ok()?;
    expected_in(&text, name).map(str::to_string)
}

/// Fixture `name`'s line of `expected.txt`'s `text`, without its name.
fn expected_in<'a>(text: &'a str, name: &str) -> Option<&'a str> {
    let prefix = format!("{name}: ");
    text.lines().find_map(|l| l.strip_prefix(&prefix))
}

/// Replays every fixture of game `G` (from the crate at `manifest_dir`) and
/// panics unless each reaches what `expected.txt` says and replays whole;
/// returns how many there were.
pub fn replay_every<G: Game>(manifest_dir: &str) -> usize {
    let root = root(manifest_dir);
    let expected = std::fs::read_to_string(root.join("expected.txt")).unwrap_or_default();
    let mut wrong = Vec::new();
    let mut count = 0;
    for (name, path) in all(&root) {
        let save = read(&path);
        if save.game != G::ID {
            continue;
        }
        count += 1;
        let r = Match::<G>::restore(&save).expect("every fixture opens");
        let got = describe(&save, &r);
        if expected_in(&expected, &name) != Some(got.as_str()) {
            wrong.push(format!("{name}: {got}"));
        }
        if let Some(aside) = r.game.set_aside.first() {
            wrong.push(format!(
                "{name}: moves set aside from move {}",
                aside.at + 1
            ));
        }
    }
    assert!(
        wrong.is_empty(),
        "{} fixtures replay otherwise than tests/fixtures/saves/expected.txt says: {wrong:#?}",
        G::ID
    );
    count
}
