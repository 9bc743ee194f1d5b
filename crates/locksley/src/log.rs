//! The structured log: each entry is an event with its arguments and the rules
//! section it applies, so the table can translate it and link to the rules.

use crate::tiles::{Color, Glory};
use serde::{Deserialize, Serialize};
use sherwood_engine::Seat;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    CornersTaken {
        seat: Seat,
        corner: u8,
        other: u8,
    },
    Moved {
        seat: Seat,
        from: u8,
        to: u8,
        took: Option<Color>,
    },
    Sold {
        seat: Seat,
        color: Color,
        tiles: u8,
        gold: u8,
    },
    Met {
        seat: Seat,
        tile: Glory,
        space: u16,
    },
    Bribed {
        seat: Seat,
        tile: Glory,
        space: u16,
    },
    Refilled {
        square: u8,
    },
    Reshuffled {
        tiles: u8,
    },
    LeftEmpty {
        square: u8,
    },
    TurnEnded {
        seat: Seat,
    },
    Won {
        seat: Seat,
        reason: String,
    },
}

impl Event {
    /// The rules reference section this event applies.
    pub fn rule(&self) -> &'static str {
        match self {
            Event::CornersTaken { .. } => "setup",
            Event::Moved { .. } => "robin",
            Event::Sold { .. } => "sell",
            Event::Met { .. } => "challenge",
            Event::Bribed { .. } => "bribe",
            Event::Refilled { .. } | Event::TurnEnded { .. } => "refill",
            Event::Reshuffled { .. } | Event::LeftEmpty { .. } => "empty_pile",
            Event::Won { reason, .. } if reason == "lapped" => "lapping",
            Event::Won { .. } => "finish",
        }
    }
}
