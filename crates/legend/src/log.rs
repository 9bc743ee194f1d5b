//! The game's log: what happened, by rule section, with every die roll and
//! the table, row and column it was read on. Written in public terms: a
//! face-down piece is named only as such.

use crate::map::Area;
use crate::vocab::{Pid, Side};
use serde::{Deserialize, Serialize};
use std::borrow::Cow;

/// A piece as the log may name it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Who {
    Piece(Pid),
    /// A face-down or disguised piece of this side.
    FaceDown(Side),
}

/// One die roll and how it was read.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Roll {
    pub die: u8,
    pub modifier: i8,
    /// The table (or the rule's prose) it was read on.
    pub table: Cow<'static, str>,
    /// The row read: the net roll, between 1 and 6.
    pub row: u8,
    /// The column read, if the table has several.
    pub column: Option<String>,
    pub result: String,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Event {
    TurnBegins {
        turn: u8,
    },
    Rolled(Roll),
    Moved {
        who: Who,
        from: Area,
        to: Area,
    },
    Placed {
        who: Who,
        at: Area,
    },
    Eliminated {
        who: Pid,
    },
    Captured {
        who: Pid,
    },
    Killed {
        who: Pid,
    },
    Freed {
        who: Pid,
    },
    Escaped {
        who: Pid,
    },
    Recruited {
        who: Pid,
    },
    /// A face-down piece turned up: Sir Guy's group wakes, a disguise falls.
    Revealed {
        who: Pid,
    },
    Disguised {
        who: Who,
        on: bool,
    },
    Gold {
        side: Side,
        amount: i32,
    },
    Robbed {
        traveller: Pid,
        at: Area,
    },
    Looted {
        keep: Area,
    },
    SafeConduct {
        traveller: Pid,
    },
    Discovered {
        keep: Area,
    },
    Wounded,
    Married {
        groom: Pid,
    },
    TournamentDeclared {
        turn: u8,
    },
    Tournament {
        robin_present: bool,
        sheriff_present: bool,
    },
    Ransomed {
        who: Pid,
        gold: u16,
    },
    Hanged {
        who: Pid,
    },
    Exchanged {
        outlaw: Pid,
        sheriff: Pid,
    },
    ExchangeRefused,
    EventIgnored,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Entry {
    pub turn: u8,
    /// The rule section applied, e.g. `"7.42"` (borrowed: random playouts
    /// log every step, and an allocation each was a tenth of their time).
    pub rule: Cow<'static, str>,
    pub event: Event,
}
