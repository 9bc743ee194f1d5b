//! The scenarios a player imported, kept in this browser so the new-game
//! form offers them again: a JSON list of their texts under
//! `sherwood.kept.skirmish.scenarios`. A game begun with one carries its
//! whole text in its options, so forgetting one here loses no game.

use crate::storage::{self, WriteError};
use sherwood_skirmish::scenario::Written;

const KEY: &str = "skirmish.scenarios";

/// The texts as stored, those this build cannot read included (kept, never
/// dropped by a later write).
fn texts() -> Vec<String> {
    storage::kept(KEY)
        .and_then(|raw| serde_json::from_str(&raw).ok())
        .unwrap_or_default()
}

fn store(texts: &[String]) -> Result<(), WriteError> {
    storage::keep(KEY, &serde_json::to_string(texts).expect("texts serialise"))
}

/// The imported scenarios this build can play, oldest first.
pub fn imported() -> Vec<Written> {
    texts()
        .iter()
        .filter_map(|t| Written::read(t).ok())
        .collect()
}

/// Keeps `w` for later (once).
pub fn keep(w: Written) -> Result<(), WriteError> {
    let mut all = texts();
    if all.iter().any(|t| t == w.text) {
        return Ok(());
    }
    all.push(w.text.to_string());
    store(&all)
}

/// Forgets `w`.
pub fn forget(w: Written) -> Result<(), WriteError> {
    let mut all = texts();
    all.retain(|t| t != w.text);
    store(&all)
}
