//! The save format shared by the browser (localStorage, export/import) and the
//! command line.
//!
//! A save holds only what outlives the code: the game's id, its options, the
//! seed, and every action in the game's own text notation. Replaying the
//! actions rebuilds the game under whatever rules the running build has. The
//! other fields are derived and only ever advisory: a digest of the public
//! position written out in words (to notice a game that replays differently
//! after a rules change), a summary for the list of saves, a revision counter
//! (to notice another tab's writes), and the moves a rules change set aside.
//!
//! Formats are numbered. [`SaveFile::from_json`] reads every format this or an
//! earlier build wrote, migrating step by step to [`SAVE_FORMAT`]; a save from a
//! newer build is refused as [`LoadError::NewerFormat`] so it can be kept
//! untouched.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::fmt;

/// The format this build writes. Bump it, and add a step to [`MIGRATIONS`],
/// whenever a save written by this build cannot be read by an older one.
pub const SAVE_FORMAT: u32 = 2;

/// Format 1 (until 2026-11) held `snapshot`, a fingerprint of the serialized
/// internal state: it changed with every refactor, so it is dropped. Format 2
/// adds `check`, `rev`, `status` and `set_aside`, all derived or optional.
/// A game whose rules changed along with format 2 gets the revision its
/// format-1 saves were played under ([`FORMAT_1_READINGS`]).
fn v1_to_v2(
    mut save: serde_json::Map<String, Value>,
) -> Result<serde_json::Map<String, Value>, String> {
    save.remove("snapshot");
    save.insert("format".into(), 2.into());
    let game = save
        .get("game")
        .and_then(Value::as_str)
        .unwrap_or_default()
        .to_string();
    for &(_, option, value) in FORMAT_1_READINGS.iter().filter(|r| r.0 == game) {
        if let Some(Value::Object(options)) = save.get_mut("options") {
            options.entry(option).or_insert(value.into());
        }
    }
    Ok(save)
}

/// Options that format-1 saves of a game lack and whose absence means
/// another reading in format 2: `(game id, option, value for format 1)`.
///
/// *A Gest of Robin Hood* got a rules revision (`rules`) with issue 13's
/// fixes, published together with format 2: a Gest save without it is
/// revision 2 when of format 2, but every format-1 save was played under
/// revision 1. This is data, not a game's code, and it lives here rather than
/// in a hook of [`crate::Game`] because saves are read before any game type
/// is known (the list of saves, an import, which stores the migrated save
/// as text): the migration is the one step every reader passes through, so
/// the revision is written into the options there and kept from then on.
const FORMAT_1_READINGS: &[(&str, &str, u64)] = &[("gest", "rules", 1)];

type Migration =
    fn(serde_json::Map<String, Value>) -> Result<serde_json::Map<String, Value>, String>;

/// `MIGRATIONS[i]` turns a save of format `i + 1` into format `i + 2`.
const MIGRATIONS: [Migration; SAVE_FORMAT as usize - 1] = [v1_to_v2];

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SaveFile {
    pub format: u32,
    pub game: String,
    pub options: Value,
    pub seed: u64,
    /// Every action since the start, in the game's text notation.
    pub actions: Vec<String>,
    /// A [`Check`] of the public position after `actions`, as text; empty when
    /// unknown (a save migrated from format 1).
    #[serde(default)]
    pub check: String,
    /// Counts this game's writes to storage, to notice another tab's.
    #[serde(default)]
    pub rev: u64,
    /// Where the game stands, so a list of saves needs no replay.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub status: Option<Status>,
    /// Moves that a later build could no longer replay, kept until the
    /// player lets them go.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub set_aside: Vec<SetAside>,
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
    /// A game against a friend on another device ([`crate::remote`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub remote: Option<crate::remote::Remote>,
}

/// Where a game stands, in words any build can show without replaying it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Status {
    /// Actions played.
    pub moves: usize,
    pub to_move: Option<u8>,
    pub winner: Option<u8>,
    /// The game's own milestone, see [`Stage`].
    pub stage: Stage,
}

/// A text the rules hand to the app: its translation key and the names of
/// the numbers it is given, declared once so that the code that fills it
/// cannot misname an argument (the app's tests check every declared phrase
/// against its text in every language).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Phrase {
    pub key: &'static str,
    pub args: &'static [&'static str],
}

/// Reads a game's rules revision from its saved options, refusing one this
/// build does not know (a newer build's game) rather than playing it under
/// another reading: `#[serde(deserialize_with = "sherwood_engine::known_revision::<_, RULES>")]`,
/// revisions numbered from 1 to `NEWEST`.
pub fn known_revision<'de, D: serde::Deserializer<'de>, const NEWEST: u8>(
    d: D,
) -> Result<u8, D::Error> {
    let rules = u8::deserialize(d)?;
    if (1..=NEWEST).contains(&rules) {
        Ok(rules)
    } else {
        Err(serde::de::Error::custom(format!(
            "rules revision {rules} is not one this version knows (1 to {NEWEST})"
        )))
    }
}

/// The milestones a game's [`Stage`] may name (their texts are the saves
/// list's).
pub mod stages {
    use super::Phrase;
    /// "turn 12".
    pub const TURN: Phrase = Phrase {
        key: "ui.saves.turn",
        args: &["n"],
    };
    /// "Ballad 2, card 9 of 32 drawn".
    pub const BALLAD: Phrase = Phrase {
        key: "ui.saves.ballad",
        args: &["ballad", "drawn"],
    };
    /// "setup".
    pub const SETUP: Phrase = Phrase {
        key: "ui.saves.setup",
        args: &[],
    };
    /// Every milestone phrase.
    pub const ALL: &[Phrase] = &[TURN, BALLAD, SETUP];
}

/// A game's milestone ("turn 12", "Ballad 2, card 9"): a translation key and
/// the numbers it needs, so the words follow the reader's language. Stored
/// in each save's status, so a stored one is read as any build wrote it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Stage {
    pub key: String,
    #[serde(default)]
    pub args: Vec<(String, u32)>,
}

impl Stage {
    /// `phrase` with its arguments' values, in the order it declares them.
    pub fn new(phrase: Phrase, values: &[u32]) -> Stage {
        assert_eq!(
            phrase.args.len(),
            values.len(),
            "`{}` takes {:?}",
            phrase.key,
            phrase.args
        );
        Stage {
            key: phrase.key.into(),
            args: phrase
                .args
                .iter()
                .zip(values)
                .map(|(k, v)| (k.to_string(), *v))
                .collect(),
        }
    }
}

impl<'de> Deserialize<'de> for Stage {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Stage, D::Error> {
        #[derive(Deserialize)]
        struct Stored {
            key: String,
            #[serde(default)]
            args: Vec<(String, u32)>,
        }
        let Stored { key, mut args } = Stored::deserialize(d)?;
        // The Legend builds before the phrases were declared named the turn
        // `turn` where the text reads `{n}`: their saves list said "turn {n}".
        if key == stages::TURN.key {
            for (name, _) in &mut args {
                if name == "turn" {
                    *name = "n".into();
                }
            }
        }
        Ok(Stage { key, args })
    }
}

/// A game that a later build could no longer replay past move `at` (counted
/// from 0): its moves as they were, kept whole so undo or new moves in the
/// game that goes on never lose them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetAside {
    pub at: usize,
    /// Why move `at` stopped applying.
    pub why: StopReason,
    pub original: Vec<String>,
}

/// Why a saved move no longer applies.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum StopReason {
    /// The text is not an action of the game any more.
    NotAnAction,
    /// The action is well written but not legal in the replayed position.
    Illegal,
}

/// A check over the public position: the game's wording version and a digest
/// of the words, written `"<version>:<digest>"`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Check {
    pub version: u32,
    pub digest: String,
}

impl Check {
    pub fn of(version: u32, position: &str) -> Check {
        Check {
            version,
            digest: digest(position.as_bytes()),
        }
    }

    pub fn parse(text: &str) -> Option<Check> {
        let (v, d) = text.split_once(':')?;
        Some(Check {
            version: v.parse().ok()?,
            digest: d.to_string(),
        })
    }
}

impl fmt::Display for Check {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.version, self.digest)
    }
}

/// Why a save could not be opened at all. Each variant reads as a message for
/// players. Moves that no longer replay are not an error: see
/// [`crate::Divergence`].
#[derive(Clone, Debug, PartialEq)]
pub enum LoadError {
    NotJson(String),
    /// No usable format number.
    UnknownFormat(u32),
    /// Written by a newer build: kept as it is.
    NewerFormat(u32),
    WrongGame {
        expected: String,
        found: String,
    },
    BadOptions(String),
    /// Only from [`crate::Match::load`], which wants an exact replay.
    Diverged(Divergence),
}

/// How a replay under this build's rules departs from the saved game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Divergence {
    /// Move `index` (from 0) no longer applies; the game stops just before it.
    Stopped {
        index: usize,
        text: String,
        why: StopReason,
        /// The notation's own explanation, for [`StopReason::NotAnAction`].
        detail: String,
    },
    /// Every move replays, but the public position differs from the saved one.
    Differs,
}

impl fmt::Display for Divergence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Divergence::Stopped {
                index,
                text,
                why: StopReason::NotAnAction,
                detail,
            } => write!(
                f,
                "move {} '{text}' is not understood ({detail})",
                index + 1
            ),
            Divergence::Stopped { index, text, .. } => write!(
                f,
                "move {} '{text}' is not legal in that position under these rules",
                index + 1
            ),
            Divergence::Differs => {
                f.write_str("the moves replay to a different position than when the game was saved")
            }
        }
    }
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::NotJson(e) => write!(f, "not a Sherwood save file ({e})"),
            LoadError::UnknownFormat(v) => write!(f, "save format {v} does not exist"),
            LoadError::NewerFormat(v) => write!(
                f,
                "it was saved by a newer version of Sherwood (save format {v}; this version reads up to format {SAVE_FORMAT})"
            ),
            LoadError::WrongGame { expected, found } => {
                write!(f, "this save is for {found}, not {expected}")
            }
            LoadError::BadOptions(e) => write!(f, "the game options are not valid ({e})"),
            LoadError::Diverged(d) => d.fmt(f),
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

    /// Parses a save of any game and any known format, migrating it to this
    /// build's format; checks only the envelope.
    pub fn from_json(text: &str) -> Result<SaveFile, LoadError> {
        let raw: Value =
            serde_json::from_str(text).map_err(|e| LoadError::NotJson(e.to_string()))?;
        let Value::Object(mut save) = raw else {
            return Err(LoadError::NotJson("not a JSON object".into()));
        };
        let format = match save.get("format") {
            None => return Err(LoadError::NotJson("no format number".into())),
            Some(f) => f.as_u64().ok_or(LoadError::NotJson(format!(
                "the format number is {f}, not a whole number"
            )))?,
        };
        if format > u64::from(SAVE_FORMAT) {
            return Err(LoadError::NewerFormat(
                format.min(u64::from(u32::MAX)) as u32
            ));
        }
        if format == 0 {
            return Err(LoadError::UnknownFormat(0));
        }
        for step in &MIGRATIONS[format as usize - 1..] {
            save = step(save).map_err(LoadError::NotJson)?;
        }
        serde_json::from_value(Value::Object(save)).map_err(|e| LoadError::NotJson(e.to_string()))
    }

    /// A set-aside original game as a save file of its own (unchecked: it
    /// stops replaying at `at`).
    pub fn original(&self, aside: &SetAside) -> SaveFile {
        SaveFile {
            actions: aside.original.clone(),
            check: String::new(),
            status: None,
            set_aside: Vec::new(),
            ..self.clone()
        }
    }
}

/// A short stable digest of bytes (FNV-1a, 64 bits, in hex).
pub fn digest(bytes: &[u8]) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in bytes {
        h ^= u64::from(*b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}
