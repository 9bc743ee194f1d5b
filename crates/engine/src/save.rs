//! The save format shared by the browser (localStorage, export/import) and the
//! command line: `{format, game, options, seed, actions, snapshot, meta}`.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Bumped whenever a save written by this version cannot be read by an older one.
pub const SAVE_FORMAT: u32 = 1;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: u32,
    pub game: String,
    pub options: serde_json::Value,
    pub seed: u64,
    /// Every action since the start, in the game's text notation.
    pub actions: Vec<String>,
    /// [`fingerprint`] of the state after replaying `actions`; loading checks it.
    pub snapshot: String,
    #[serde(default)]
    pub meta: Meta,
}

/// What the table needs to list a save; not part of the rules.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Meta {
    /// One entry per seat: `"human"` or a bot level such as `"bot:normal"`.
    #[serde(default)]
    pub players: Vec<String>,
    /// One display name per seat, as the players typed them.
    #[serde(default)]
    pub names: Vec<String>,
    /// Milliseconds since the Unix epoch.
    #[serde(default)]
    pub created: f64,
    #[serde(default)]
    pub updated: f64,
}

/// Why a save could not be opened. Each variant reads as a message for players.
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    NotJson(String),
    UnknownFormat(u32),
    WrongGame { expected: String, found: String },
    BadOptions(String),
    BadAction { index: usize, text: String },
    IllegalAction { index: usize, text: String },
    SnapshotMismatch,
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotJson(e) => write!(f, "not a Sherwood save file ({e})"),
            LoadError::UnknownFormat(v) => write!(
                f,
                "save format {v} is not known to this version (it reads format {SAVE_FORMAT})"
            ),
            LoadError::WrongGame { expected, found } => {
                write!(f, "this save is for {found}, not {expected}")
            }
            LoadError::BadOptions(e) => write!(f, "the game options are not valid ({e})"),
            LoadError::BadAction { index, text } => {
                write!(f, "move {} '{text}' is not understood", index + 1)
            }
            LoadError::IllegalAction { index, text } => {
                write!(
                    f,
                    "move {} '{text}' is not legal in that position",
                    index + 1
                )
            }
            LoadError::SnapshotMismatch => {
                write!(f, "the replayed position does not match the saved snapshot")
            }
        }
    }
}

impl std::error::Error for LoadError {}

impl SaveFile {
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a save file always serialises")
    }

    pub fn to_json_pretty(&self) -> String {
        serde_json::to_string_pretty(self).expect("a save file always serialises")
    }

    /// Parses a save of any game, checking only the envelope.
    pub fn from_json(text: &str) -> Result<SaveFile, LoadError> {
        // Read the format first so a future format reports as such, not as garbage.
        let raw: serde_json::Value =
            serde_json::from_str(text).map_err(|e| LoadError::NotJson(e.to_string()))?;
        let format = raw
            .get("format")
            .and_then(|f| f.as_u64())
            .ok_or_else(|| LoadError::NotJson("no format number".into()))?;
        if format != u64::from(SAVE_FORMAT) {
            return Err(LoadError::UnknownFormat(format as u32));
        }
        serde_json::from_value(raw).map_err(|e| LoadError::NotJson(e.to_string()))
    }
}

/// A short stable digest of a serialisable state (FNV-1a over its JSON).
pub fn fingerprint<T: Serialize>(value: &T) -> String {
    let json = serde_json::to_vec(value).expect("game states always serialise");
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in json {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}
