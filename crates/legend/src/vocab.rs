//! Words every other module shares, depending on nothing: the sides, the
//! seats, and which piece is which.

use serde::{Deserialize, Serialize};
use sherwood_engine::Seat;

/// The two players' seats: Robin Hood plays first (4.2 A before B).
pub const ROBIN: Seat = 0;
pub const SHERIFF: Seat = 1;

/// Whose piece a counter is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Side {
    Outlaw,
    Sheriff,
    /// Nobles and bishops: nobody's, moved by the rules (13.2).
    Traveller,
}

impl Side {
    /// The seat playing this side (travellers: nobody).
    pub fn seat(self) -> Option<Seat> {
        match self {
            Side::Outlaw => Some(ROBIN),
            Side::Sheriff => Some(SHERIFF),
            Side::Traveller => None,
        }
    }

    pub fn of_seat(seat: Seat) -> Side {
        if seat == ROBIN {
            Side::Outlaw
        } else {
            Side::Sheriff
        }
    }

    /// The other player's side.
    pub fn enemy(self) -> Side {
        match self {
            Side::Outlaw => Side::Sheriff,
            _ => Side::Outlaw,
        }
    }
}

/// A piece: an index into [`crate::counters::PIECES`]. Its notation is the
/// counter's slug (`robin`, `mm3`, `maa1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Pid(pub u8);

impl Pid {
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}
