//! Saved games in localStorage, one entry per game under `sherwood.save.<id>`,
//! each a [`SaveFile`] (the same JSON the CLI reads and export writes).
//!
//! A damaged or future-format entry is reported as such and never stops the
//! others from loading. A full storage is reported and play goes on.

use gloo_storage::{LocalStorage, Storage};
use sherwood_engine::{LoadError, SaveFile};

const PREFIX: &str = "sherwood.save.";

/// One saved-game entry as found in storage.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    Readable {
        id: String,
        save: SaveFile,
    },
    Damaged {
        id: String,
        raw: String,
        /// Worded by `games::load_error` when shown.
        error: LoadError,
    },
}

impl Entry {
    pub fn id(&self) -> &str {
        match self {
            Entry::Readable { id, .. } | Entry::Damaged { id, .. } => id,
        }
    }

    /// The text to export: the save as stored, even when damaged.
    pub fn raw(&self) -> String {
        match self {
            Entry::Readable { save, .. } => save.to_json_pretty(),
            Entry::Damaged { raw, .. } => raw.clone(),
        }
    }
}

/// Why a write did not happen.
#[derive(Clone, Debug, PartialEq)]
pub enum WriteError {
    /// The browser refused (usually: storage full).
    Refused(String),
    /// Another tab saved this game since we last read it.
    ChangedElsewhere,
}

pub fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

/// The id of a game from its storage key, if the key is one of ours.
pub fn id_of_key(key: &str) -> Option<&str> {
    key.strip_prefix(PREFIX)
}

/// Every saved game, newest first; damaged ones last.
pub fn list() -> Vec<Entry> {
    let storage = LocalStorage::raw();
    let n = storage.length().unwrap_or(0);
    let keys: Vec<String> = (0..n)
        .filter_map(|i| storage.key(i).ok().flatten())
        .collect();
    let mut entries: Vec<Entry> = keys
        .iter()
        .filter_map(|k| Some((id_of_key(k)?.to_string(), storage.get_item(k).ok()??)))
        .map(|(id, raw)| parse_entry(id, raw))
        .collect();
    entries.sort_by(|a, b| {
        let when = |e: &Entry| match e {
            Entry::Readable { save, .. } => save.meta.updated,
            Entry::Damaged { .. } => f64::NEG_INFINITY,
        };
        when(b).total_cmp(&when(a))
    });
    entries
}

fn parse_entry(id: String, raw: String) -> Entry {
    match SaveFile::from_json(&raw) {
        Ok(save) => Entry::Readable { id, save },
        Err(e) => Entry::Damaged { id, raw, error: e },
    }
}

/// Reads one game's raw text.
pub fn read_raw(id: &str) -> Option<String> {
    LocalStorage::raw().get_item(&key(id)).ok().flatten()
}

/// Reads one game, or says why it cannot.
pub fn read(id: &str) -> Option<Result<SaveFile, LoadError>> {
    read_raw(id).map(|raw| SaveFile::from_json(&raw))
}

/// Writes a game unless another tab changed it since we saw `expected`
/// (the snapshot we last read or wrote; `None` for a new game).
pub fn write(id: &str, save: &SaveFile, expected: Option<&str>) -> Result<(), WriteError> {
    if let Some(expected) = expected {
        if let Some(Ok(stored)) = read(id) {
            if stored.snapshot != expected && stored.snapshot != save.snapshot {
                return Err(WriteError::ChangedElsewhere);
            }
        }
    }
    LocalStorage::raw()
        .set_item(&key(id), &save.to_json())
        .map_err(|e| WriteError::Refused(format!("{e:?}")))
}

pub fn delete(id: &str) {
    LocalStorage::delete(key(id));
}

/// A fresh id: time plus randomness, so two tabs never collide.
pub fn new_id() -> String {
    let mut bytes = [0u8; 4];
    let _ = getrandom::fill(&mut bytes);
    format!(
        "{:x}{:08x}",
        js_sys::Date::now() as u64,
        u32::from_le_bytes(bytes)
    )
}

/// A random seed for a new game (kept below 2^53 so any JSON tool reads it exactly).
pub fn new_seed() -> u64 {
    let mut bytes = [0u8; 8];
    let _ = getrandom::fill(&mut bytes);
    u64::from_le_bytes(bytes) & ((1 << 53) - 1)
}
