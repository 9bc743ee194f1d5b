//! Saved games in localStorage, one entry per game under `sherwood.save.<id>`,
//! each a [`SaveFile`] (the same JSON the CLI reads and export writes).
//!
//! A damaged entry, or one written by a newer Sherwood, is listed as such, kept
//! untouched, and never stops the others from loading. A full storage is
//! reported and play goes on. Listing reads each save's stored status and
//! replays nothing.
//!
//! Where the browser blocks site data (`localStorage` throws), the saves live
//! in this page's memory instead ([`Place::Memory`]): every game plays, none
//! outlives the page, and every table says so.

use serde_json::Value;
use sherwood_engine::remote::Invitation;
use sherwood_engine::{LoadError, SaveFile};
use std::cell::{OnceCell, RefCell};

const PREFIX: &str = "sherwood.save.";
/// `sherwood.crashed.<id>`: the app stopped (panicked) while this game was
/// open; written by the panic hook (`crate::crash`).
const CRASHED: &str = "sherwood.crashed.";
/// See [`kept`].
const KEPT: &str = "sherwood.kept.";

/// Where this page keeps what it stores.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// The browser's storage: games outlive the page.
    Browser,
    /// The browser refused its storage (site data blocked): games live in
    /// this page's memory and are lost when it closes.
    Memory,
}

thread_local! {
    // A few entries at most (the games of one page's life): a list will do.
    static MEMORY: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
    static SESSION_MEMORY: RefCell<Vec<(String, String)>> = const { RefCell::new(Vec::new()) };
    // Each looked up once: a lookup crosses into the browser, and every move
    // stores a game.
    static LOCAL: OnceCell<Option<web_sys::Storage>> = const { OnceCell::new() };
    static SESSION: OnceCell<Option<web_sys::Storage>> = const { OnceCell::new() };
    /// The last save this page wrote (its id and text) and what it holds: the
    /// next write's check for another tab's writes finds that text still
    /// there, as it almost always does, without parsing the save again.
    static WRITTEN: RefCell<Option<(String, String, Seen)>> = const { RefCell::new(None) };
    /// Games whose stash this page removed and has not written since.
    static NO_STASH: RefCell<Vec<String>> = const { RefCell::new(Vec::new()) };
}

/// The browser's localStorage, if it lets this page use it (reading the
/// property throws where site data is blocked).
fn local() -> Option<web_sys::Storage> {
    LOCAL.with(|s| {
        s.get_or_init(|| web_sys::window()?.local_storage().ok().flatten())
            .clone()
    })
}

fn session() -> Option<web_sys::Storage> {
    SESSION.with(|s| {
        s.get_or_init(|| web_sys::window()?.session_storage().ok().flatten())
            .clone()
    })
}

/// Where saves go on this page.
pub fn place() -> Place {
    if local().is_some() {
        Place::Browser
    } else {
        Place::Memory
    }
}

/// One of the two key-value stores: the browser's, else this page's memory.
#[derive(Clone, Copy)]
enum Store {
    Local,
    Session,
}

impl Store {
    fn browser(self) -> Option<web_sys::Storage> {
        match self {
            Store::Local => local(),
            Store::Session => session(),
        }
    }

    fn memory<R>(self, f: impl FnOnce(&mut Vec<(String, String)>) -> R) -> Option<R> {
        let cell = match self {
            Store::Local => &MEMORY,
            Store::Session => &SESSION_MEMORY,
        };
        // `try_borrow_mut`: the crash page reads storage from inside a panic.
        cell.with(|m| m.try_borrow_mut().ok().map(|mut m| f(&mut m)))
    }

    fn get(self, key: &str) -> Option<String> {
        match self.browser() {
            Some(s) => s.get_item(key).ok().flatten(),
            None => self
                .memory(|m| m.iter().find(|(k, _)| k == key).map(|(_, v)| v.clone()))
                .flatten(),
        }
    }

    fn set(self, key: &str, value: &str) -> Result<(), String> {
        match self.browser() {
            Some(s) => s.set_item(key, value).map_err(|e| format!("{e:?}")),
            None => self
                .memory(|m| {
                    m.retain(|(k, _)| k != key);
                    m.push((key.to_string(), value.to_string()));
                })
                .ok_or_else(|| "busy".to_string()),
        }
    }

    fn remove(self, key: &str) {
        match self.browser() {
            Some(s) => {
                let _ = s.remove_item(key);
            }
            None => {
                self.memory(|m| m.retain(|(k, _)| k != key));
            }
        }
    }

    fn keys(self) -> Vec<String> {
        match self.browser() {
            Some(s) => {
                let n = s.length().unwrap_or(0);
                (0..n).filter_map(|i| s.key(i).ok().flatten()).collect()
            }
            None => self
                .memory(|m| m.iter().map(|(k, _)| k.clone()).collect())
                .unwrap_or_default(),
        }
    }
}

/// A setting of the app's (the language), not a game: `None` when unset or
/// unreadable.
pub fn get_setting(key: &str) -> Option<String> {
    Store::Local.get(key)
}

/// Remembers a setting; not remembering (full or blocked storage) only costs
/// the choice.
pub fn set_setting(key: &str, value: &str) {
    let _ = Store::Local.set(key, value);
}

/// `sherwood.kept.<name>`: what a game keeps beside its saves (Skirmish:
/// the scenarios a player imported); `None` when unset or unreadable.
pub fn kept(name: &str) -> Option<String> {
    Store::Local.get(&format!("{KEPT}{name}"))
}

/// Keeps `value` under `sherwood.kept.<name>`, or says why not.
pub fn keep(name: &str, value: &str) -> Result<(), WriteError> {
    Store::Local
        .set(&format!("{KEPT}{name}"), value)
        .map_err(WriteError::Refused)
}

/// What the crash page needs of a game: its save as stored, and a note that
/// it stopped the app.
pub fn note_crash(id: Option<&str>, record: &str, all: &str) -> Option<String> {
    let raw = id.and_then(|id| {
        let _ = Store::Local.set(&format!("{CRASHED}{id}"), record);
        read_raw(id)
    });
    let _ = Store::Local.set("sherwood.crash", all);
    raw
}

/// One saved-game entry as found in storage.
#[derive(Clone, Debug, PartialEq)]
pub enum Entry {
    Readable {
        id: String,
        save: Box<SaveFile>,
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

/// Whether an id can stand in an address (`#/play/<id>`) as it is. Ids this
/// app makes always can; a hand-edited entry's may not (a space, a `/`, none).
fn addressable(id: &str) -> bool {
    !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
}

/// The id under which entry `key` (id `id`, text `raw`) is listed: its own,
/// or, for one that cannot stand in an address, a fresh one it moves to,
/// its text untouched (the old entry goes only once the new one is written).
fn addressed(key: &str, id: &str, raw: &str) -> String {
    if addressable(id) {
        return id.to_string();
    }
    let fresh = new_id();
    if write_raw(&fresh, raw).is_err() {
        return id.to_string();
    }
    Store::Local.remove(key);
    fresh
}

/// Every saved game: see [`Entry::order`].
pub fn list() -> Vec<Entry> {
    let mut entries: Vec<Entry> = Store::Local
        .keys()
        .iter()
        .filter_map(|k| {
            let id = id_of_key(k)?;
            let raw = Store::Local.get(k)?;
            Some((addressed(k, id, &raw), raw))
        })
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
            save: Box::new(save),
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
    Store::Local.get(&key(id))
}

/// Reads one game, or says why it cannot.
pub fn read(id: &str) -> Option<Result<SaveFile, LoadError>> {
    read_raw(id).map(|raw| SaveFile::from_json(&raw))
}

/// What stopped the app while game `id` was open, if it did.
pub fn crashed(id: &str) -> Option<String> {
    let raw = Store::Local.get(&format!("{CRASHED}{id}"))?;
    let v: Value = serde_json::from_str(&raw).ok()?;
    Some(v.get("message")?.as_str()?.to_string())
}

/// Forgets that game `id` stopped the app (the player tries again).
pub fn clear_crashed(id: &str) {
    Store::Local.remove(&format!("{CRASHED}{id}"));
}

/// What a tab last read or wrote of a game: its revision and its moves.
/// Two tabs can write the same revision at the same moment, so the moves are
/// compared too.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Seen {
    pub rev: u64,
    pub actions: Vec<String>,
}

impl Seen {
    pub fn of(save: &SaveFile) -> Seen {
        Seen {
            rev: save.rev,
            actions: save.actions.clone(),
        }
    }
}

/// Writes a game unless another tab wrote it since this tab last saw it
/// (`None` for a new game). The save's own `rev` must be the next.
pub fn write(id: &str, save: &SaveFile, expected: Option<&Seen>) -> Result<(), WriteError> {
    if let Some(expected) = expected {
        if let Some(raw) = read_raw(id) {
            // The same text holds the same revision and moves: parsed only
            // when it is not the text this page wrote last.
            let same = WRITTEN.with(|w| match &*w.borrow() {
                Some((i, text, seen)) if i == id && *text == raw => Some(seen == expected),
                _ => None,
            });
            let same = match same {
                Some(same) => same,
                None => match SaveFile::from_json(&raw) {
                    Ok(stored) => Seen::of(&stored) == *expected,
                    Err(_) => return Err(WriteError::Unreadable),
                },
            };
            if !same {
                return Err(WriteError::ChangedElsewhere);
            }
        }
    }
    let raw = save.to_json();
    write_raw(id, &raw)?;
    WRITTEN.with(|w| *w.borrow_mut() = Some((id.to_string(), raw, Seen::of(save))));
    Ok(())
}

/// Writes an entry's text as it is (an import kept untouched).
pub fn write_raw(id: &str, raw: &str) -> Result<(), WriteError> {
    Store::Local.set(&key(id), raw).map_err(WriteError::Refused)
}

/// `sherwood.unsaved.<id>` in sessionStorage: a game's latest save while
/// localStorage refuses it, so a reload in this tab loses no move.
fn stash_key(id: &str) -> String {
    format!("sherwood.unsaved.{id}")
}

/// Keeps a save this tab could not write, for this tab's session; false
/// when that failed too (the move lives only in the page).
pub fn stash(id: &str, save: &SaveFile) -> bool {
    NO_STASH.with(|n| n.borrow_mut().retain(|i| i != id));
    Store::Session.set(&stash_key(id), &save.to_json()).is_ok()
}

/// The save stashed for game `id`, if it is newer than what storage holds.
pub fn stashed(id: &str, stored_rev: u64) -> Option<SaveFile> {
    let raw = Store::Session.get(&stash_key(id))?;
    SaveFile::from_json(&raw)
        .ok()
        .filter(|s| s.rev > stored_rev)
}

/// Removes game `id`'s stash; once removed, not again until written (every
/// move saved clears it).
pub fn clear_stash(id: &str) {
    if NO_STASH.with(|n| n.borrow().iter().any(|i| i == id)) {
        return;
    }
    Store::Session.remove(&stash_key(id));
    NO_STASH.with(|n| n.borrow_mut().push(id.to_string()));
}

pub fn delete(id: &str) {
    Store::Local.remove(&key(id));
    clear_crashed(id);
}

/// `sherwood.invite.<id>`: an invitation to play on two devices, until its
/// game starts (it has no seed before: see `sherwood_engine::remote`).
const INVITE: &str = "sherwood.invite.";

/// Every invitation on its way, the latest first; unreadable entries are
/// skipped (an invitation holds no moves to lose).
pub fn invitations() -> Vec<Invitation> {
    let mut all: Vec<Invitation> = Store::Local
        .keys()
        .iter()
        .filter(|k| k.starts_with(INVITE))
        .filter_map(|k| serde_json::from_str(&Store::Local.get(k)?).ok())
        .collect();
    all.sort_by(|a, b| b.created.total_cmp(&a.created));
    all
}

pub fn invitation(id: &str) -> Option<Invitation> {
    serde_json::from_str(&Store::Local.get(&format!("{INVITE}{id}"))?).ok()
}

pub fn write_invitation(inv: &Invitation) -> Result<(), WriteError> {
    let text = serde_json::to_string(inv).expect("an invitation serialises");
    Store::Local
        .set(&format!("{INVITE}{}", inv.id), &text)
        .map_err(WriteError::Refused)
}

pub fn delete_invitation(id: &str) {
    Store::Local.remove(&format!("{INVITE}{id}"));
}

/// The saved game played with a friend on another device under remote id
/// `remote`: its storage id and its save.
pub fn remote_game(remote: &str) -> Option<(String, SaveFile)> {
    Store::Local.keys().iter().find_map(|k| {
        let id = id_of_key(k)?;
        let save = SaveFile::from_json(&Store::Local.get(k)?).ok()?;
        (save.meta.remote.as_ref()?.id == remote).then(|| (id.to_string(), save))
    })
}

/// `n` random bytes as text: a remote game's id, or a half of its seed;
/// `None` if the browser gives no randomness (a seed half must not be
/// guessable, so nothing stands in for it).
pub fn random_text(n: usize) -> Option<String> {
    let mut bytes = vec![0u8; n];
    getrandom::fill(&mut bytes).ok()?;
    Some(sherwood_engine::remote::random_text(&bytes))
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

#[cfg(test)]
mod tests {
    use super::addressable;

    #[test]
    fn ids_that_cannot_stand_in_an_address_are_moved() {
        for id in ["19a3c5e2f0012ab34cd", "game-1", "a_b.c"] {
            assert!(addressable(id), "{id}");
        }
        for id in ["", "two words", "a/b", "#x", "é", "a?b", "%20"] {
            assert!(!addressable(id), "{id:?}");
        }
    }
}
