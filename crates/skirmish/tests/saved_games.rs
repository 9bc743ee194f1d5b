//! Every saved Skirmish game that a published build wrote replays, under this
//! crate's rules, to what `tests/fixtures/saves/expected.txt` says: a rules
//! change that moves an old game fails here, in the game's own tests.

#[test]
fn every_saved_game_replays_as_it_was_played() {
    let count = sherwood_engine::fixtures::replay_every::<sherwood_skirmish::Skirmish>(env!(
        "CARGO_MANIFEST_DIR"
    ));
    assert!(count > 0, "no saved Skirmish games in tests/fixtures/saves");
}
