//! The game's record: every event, with each die roll and the table, column
//! and row it was read on.

use crate::hex::Hex;
use crate::roster::{Health, Side, Who};
use crate::tables::{Cover, FireResult, MeleeResult, OddsColumn, TargetKind};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A fire roll and where it was read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FireRoll {
    pub shooter: Who,
    pub target: Who,
    pub distance: u32,
    /// The d10 (0 counts as 10).
    pub die: u8,
    /// The range's modifier plus the wounded shooter's.
    pub modifier: u8,
    /// The row read: the die plus the modifiers (above 10 reads "10 ou +").
    pub row: u8,
    pub table: TargetKind,
    pub column: Cover,
    pub result: FireResult,
}

/// A melee roll and where it was read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MeleeRoll {
    pub attackers: Vec<Who>,
    pub defender: Who,
    pub attack: u32,
    pub defence: u32,
    /// The ratio's column before the terrain's shift.
    pub ratio: OddsColumn,
    pub shift: i8,
    /// The column read.
    pub column: OddsColumn,
    /// Row: the d10 (0 counts as 10).
    pub die: u8,
    /// The mounted table (the defender rides) or the on-foot one.
    pub mounted_table: bool,
    pub result: MeleeResult,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Event {
    PhaseBegins {
        turn: u32,
        side: Side,
    },
    Placed {
        who: Who,
        at: Hex,
    },
    Moved {
        who: Who,
        to: Hex,
    },
    /// A move cut short: it came upon a hidden enemy.
    Stopped {
        who: Who,
        at: Hex,
    },
    Exited {
        who: Who,
    },
    Mounted {
        who: Who,
    },
    Dismounted {
        who: Who,
    },
    Fire(FireRoll),
    Melee(MeleeRoll),
    Recoiled {
        who: Who,
        to: Hex,
    },
    /// Could not recoil all the way: wounded instead.
    CouldNotRecoil {
        who: Who,
    },
    HorseKilled {
        who: Who,
    },
    Unhorsed {
        who: Who,
    },
    Health {
        who: Who,
        now: Health,
    },
    StoodUp {
        who: Who,
    },
    Revealed {
        who: Who,
        at: Hex,
    },
    Freed {
        who: Who,
    },
    Scored {
        side: Side,
        points: u32,
        why: Scoring,
    },
    /// Something the viewer's side may not know happened.
    Unseen {
        side: Side,
    },
}

/// An event, and the side it is hidden from, if any.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    pub event: Event,
    pub hidden_from: Option<Side>,
}

impl fmt::Display for Event {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Event::PhaseBegins { turn, side } => {
                write!(f, "turn {turn}: the {} phase", side.name())
            }
            Event::Placed { who, at } => write!(f, "{who} placed at {at}"),
            Event::Moved { who, to } => write!(f, "{who} moves to {to}"),
            Event::Stopped { who, at } => {
                write!(f, "{who} stops at {at}: an enemy was hidden there")
            }
            Event::Exited { who } => write!(f, "{who} leaves the map"),
            Event::Mounted { who } => write!(f, "{who} mounts"),
            Event::Dismounted { who } => write!(f, "{who} dismounts"),
            Event::Fire(r) => write!(
                f,
                "{} fires at {} ({} spaces): die {} {:+} = row {}, table {:?}, cover {:?}: {}",
                r.shooter,
                r.target,
                r.distance,
                r.die,
                r.modifier,
                r.row,
                r.table,
                r.column,
                r.result.symbol()
            ),
            Event::Melee(r) => {
                write!(
                f,
                "{} attack {} ({} against {}): {} shifted {:+} = column {}, table {}, die {}: {}",
                r.attackers.iter().map(|w| w.name()).collect::<Vec<_>>().join("+"),
                r.defender,
                r.attack,
                r.defence,
                r.ratio.label(),
                r.shift,
                r.column.label(),
                if r.mounted_table { "mounted" } else { "on foot" },
                r.die,
                r.result.symbol()
            )
            }
            Event::Recoiled { who, to } => write!(f, "{who} recoils to {to}"),
            Event::CouldNotRecoil { who } => write!(f, "{who} cannot recoil"),
            Event::HorseKilled { who } => write!(f, "{who}'s horse is killed"),
            Event::Unhorsed { who } => write!(f, "{who} is unhorsed"),
            Event::Health { who, now } => write!(f, "{who} is {}", health_word(*now)),
            Event::StoodUp { who } => write!(f, "{who} stands up"),
            Event::Revealed { who, at } => write!(f, "{who} is seen at {at}"),
            Event::Freed { who } => write!(f, "{who} is freed"),
            Event::Scored { side, points, why } => {
                write!(f, "{} score {points}: {why}", side.name())
            }
            Event::Unseen { side } => write!(f, "the {} do something unseen", side.name()),
        }
    }
}

/// Why points were scored. Written in saved views and logs as the words
/// "guard1 killed", "stutely left the map", "holding the ford", as before it
/// was typed, so every view written since reads the same.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub enum Scoring {
    Killed(Who),
    LeftTheMap(Who),
    HoldingTheFord,
}

impl fmt::Display for Scoring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Scoring::Killed(who) => write!(f, "{who} killed"),
            Scoring::LeftTheMap(who) => write!(f, "{who} left the map"),
            Scoring::HoldingTheFord => f.write_str("holding the ford"),
        }
    }
}

impl From<Scoring> for String {
    fn from(s: Scoring) -> String {
        s.to_string()
    }
}

impl TryFrom<String> for Scoring {
    type Error = String;
    fn try_from(text: String) -> Result<Scoring, String> {
        let who = |suffix: &str| text.strip_suffix(suffix).and_then(Who::by_name);
        if text == "holding the ford" {
            Ok(Scoring::HoldingTheFord)
        } else if let Some(w) = who(" killed") {
            Ok(Scoring::Killed(w))
        } else if let Some(w) = who(" left the map") {
            Ok(Scoring::LeftTheMap(w))
        } else {
            Err(format!("'{text}' is not a reason to score"))
        }
    }
}

pub fn health_word(h: Health) -> &'static str {
    match h {
        Health::Healthy => "healthy",
        Health::Wounded => "wounded",
        Health::Stunned => "stunned",
        Health::Dead => "dead",
    }
}
