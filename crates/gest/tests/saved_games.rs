//! Every saved Gest game that a published build wrote replays, under this
//! crate's rules, to what `tests/fixtures/saves/expected.txt` says: a rules
//! change that moves an old game fails here, in the game's own tests.

#[test]
fn every_saved_game_replays_as_it_was_played() {
    let count =
        sherwood_engine::fixtures::replay_every::<sherwood_gest::Gest>(env!("CARGO_MANIFEST_DIR"));
    assert!(count > 0, "no saved Gest games in tests/fixtures/saves");
}
