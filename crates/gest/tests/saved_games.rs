//! Every saved Gest game that a published build wrote replays, under this
//! crate's rules, to what `tests/fixtures/saves/expected.txt` says: a rules
//! change that moves an old game fails here, in the game's own tests.

use sherwood_engine::{fixtures, Game, Match, SaveFile};
use sherwood_gest::Gest;
use std::path::PathBuf;

fn root() -> PathBuf {
    fixtures::root(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_saved_game_replays_as_it_was_played() {
    let count = fixtures::replay_every::<Gest>(env!("CARGO_MANIFEST_DIR"));
    assert!(count > 0, "no saved Gest games in tests/fixtures/saves");
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
