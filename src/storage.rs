//! Saved games in localStorage, one entry per game under `sherwood.save.<id>`,
//! each a [`SaveFile`] (the same JSON the CLI reads and export writes).
//!
//! A damaged entry, or one written by a newer Sherwood, is listed as such, kept
//! untouched, and never stops the others from loading. A full storage is
//! reported and play goes on. Listing reads each save's stored status and
//! replays nothing.

use gloo_storage::{LocalStorage, SessionStorage, Storage};
use serde_json::Value;
use sherwood_engine::{LoadError, SaveFile};

const PREFIX: &str = "sherwood.save.";
/// `sherwood.crashed.<id>`: the app stopped (panicked) while this game was
/// open; written by the panic hook (`crate::crash`).
const CRASHED: &str = "sherwood.crashed.";

/// One saved-game entry as found in storage.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    Readable {
        id: String,
        save: SaveFile,
        /// What stopped the app the last time this game was open, if it did.
        crashed: Option<String>,
    },
    /// Written by a newer Sherwood: kept as it is until this site updates.
    Newer {
        id: String,
        raw: String,
        format: u32,
        peek: Peek,
    },
    Damaged {
        id: String,
        raw: String,
        /// Worded by `games::load_error` when shown.
        error: LoadError,
        peek: Peek,
    },
}

/// What can still be read of an entry that cannot be opened.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Peek {
    pub game: Option<String>,
    pub names: Vec<String>,
    pub updated: Option<f64>,
}

impl Peek {
    /// Reads what it can of a save's text, whatever its shape.
    pub fn of(raw: &str) -> Peek {
        let Ok(Value::Object(v)) = serde_json::from_str::<Value>(raw) else {
            return Peek::default();
        };
        let meta = v.get("meta");
        Peek {
            game: v.get("game").and_then(Value::as_str).map(str::to_string),
            names: meta
                .and_then(|m| m.get("names"))
                .and_then(Value::as_array)
                .map(|a| {
                    a.iter()
                        .filter_map(Value::as_str)
                        .map(str::to_string)
                        .collect()
                })
                .unwrap_or_default(),
            updated: meta.and_then(|m| m.get("updated")).and_then(Value::as_f64),
        }
    }
}

impl Entry {
    pub fn id(&self) -> &str {
        match self {
            Entry::Readable { id, .. } | Entry::Newer { id, .. } | Entry::Damaged { id, .. } => id,
        }
    }

    /// The text to export: the save as stored, byte for byte when it cannot
    /// be read.
    pub fn raw(&self) -> String {
        match self {
            Entry::Readable { save, .. } => save.to_json_pretty(),
            Entry::Newer { raw, .. } | Entry::Damaged { raw, .. } => raw.clone(),
        }
    }

    /// Readable saves first, newest first; then newer-format ones; damaged last.
    fn order(&self) -> (u8, f64) {
        match self {
            Entry::Readable { save, .. } => (0, -save.meta.updated),
            Entry::Newer { peek, .. } => (1, -peek.updated.unwrap_or(0.0)),
            Entry::Damaged { peek, .. } => (2, -peek.updated.unwrap_or(0.0)),
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
    /// What is stored for this game cannot be read here (a newer Sherwood
    /// wrote it, or it was damaged): it is never overwritten.
    Unreadable,
}

pub fn key(id: &str) -> String {
    format!("{PREFIX}{id}")
}

/// The id of a game from its storage key, if the key is one of ours.
pub fn id_of_key(key: &str) -> Option<&str> {
    key.strip_prefix(PREFIX)
}

/// Every saved game: see [`Entry::order`].
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
        let (ka, ta) = a.order();
        let (kb, tb) = b.order();
        ka.cmp(&kb).then(ta.total_cmp(&tb))
    });
    entries
}

fn parse_entry(id: String, raw: String) -> Entry {
    match SaveFile::from_json(&raw) {
        Ok(save) => Entry::Readable {
            crashed: crashed(&id),
            id,
            save,
        },
        Err(LoadError::NewerFormat(format)) => Entry::Newer {
            peek: Peek::of(&raw),
            id,
            raw,
            format,
        },
        Err(error) => Entry::Damaged {
            peek: Peek::of(&raw),
            id,
            raw,
            error,
        },
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

/// What stopped the app while game `id` was open, if it did.
pub fn crashed(id: &str) -> Option<String> {
    let raw = LocalStorage::raw()
        .get_item(&format!("{CRASHED}{id}"))
        .ok()??;
    let v: Value = serde_json::from_str(&raw).ok()?;
    Some(v.get("message")?.as_str()?.to_string())
}

/// Forgets that game `id` stopped the app (the player tries again).
pub fn clear_crashed(id: &str) {
    LocalStorage::delete(format!("{CRASHED}{id}"));
}

/// Writes a game unless another tab wrote it since this tab's revision
/// `expected` (`None` for a new game). The save's own `rev` must be the next.
pub fn write(id: &str, save: &SaveFile, expected: Option<u64>) -> Result<(), WriteError> {
    if let Some(expected) = expected {
        match read(id) {
            Some(Ok(stored)) if stored.rev != expected => return Err(WriteError::ChangedElsewhere),
            Some(Err(_)) => return Err(WriteError::Unreadable),
            _ => {}
        }
    }
    write_raw(id, &save.to_json())
}

/// Writes an entry's text as it is (an import kept untouched).
pub fn write_raw(id: &str, raw: &str) -> Result<(), WriteError> {
    LocalStorage::raw()
        .set_item(&key(id), raw)
        .map_err(|e| WriteError::Refused(format!("{e:?}")))
}

/// `sherwood.unsaved.<id>` in sessionStorage: a game's latest save while
/// localStorage refuses it, so a reload in this tab loses no move.
fn stash_key(id: &str) -> String {
    format!("sherwood.unsaved.{id}")
}

/// Keeps a save this tab could not write, for this tab's session.
pub fn stash(id: &str, save: &SaveFile) {
    let _ = SessionStorage::raw().set_item(&stash_key(id), &save.to_json());
}

/// The save stashed for game `id`, if it is newer than what storage holds.
pub fn stashed(id: &str, stored_rev: u64) -> Option<SaveFile> {
    let raw = SessionStorage::raw().get_item(&stash_key(id)).ok()??;
    SaveFile::from_json(&raw)
        .ok()
        .filter(|s| s.rev > stored_rev)
}

pub fn clear_stash(id: &str) {
    SessionStorage::delete(stash_key(id));
}

pub fn delete(id: &str) {
    LocalStorage::delete(key(id));
    clear_crashed(id);
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
