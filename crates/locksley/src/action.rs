//! Actions and their text notation (used by saves and the command line).

use crate::grid;
use crate::tiles::Color;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Setup: the first player takes this corner; the other the opposite one.
    Corner(u8),
    /// Move your Robin a knight's move to this square and take its tile.
    Move(u8),
    /// Sell your whole collection of this colour (3 or more tiles).
    Sell(Color),
    /// Move your bard one step by meeting the challenge of the tile entered.
    /// On a tile that asks for a sale just before the step, the one pending
    /// sale that can pay is used; where several could, see [`Action::MeetWith`].
    Meet,
    /// Move your bard one step onto a tile that asks for a sale just before
    /// the step, paying with the pending sale of this colour. Offered (one
    /// per sale) only where several pending sales could pay; `meet` where
    /// one could. Notation `meet with red`.
    MeetWith(Color),
    /// Move your bard one step by spending one gold.
    Bribe,
    /// End the turn: the vacated square is refilled from the draw pile.
    End,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Corner(sq) => write!(f, "corner {}", grid::name(*sq)),
            Action::Move(sq) => write!(f, "move {}", grid::name(*sq)),
            Action::Sell(c) => write!(f, "sell {c}"),
            Action::Meet => f.write_str("meet"),
            Action::MeetWith(c) => write!(f, "meet with {c}"),
            Action::Bribe => f.write_str("bribe"),
            Action::End => f.write_str("end"),
        }
    }
}

/// Text that is not an action of this game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadNotation(pub String);

impl fmt::Display for BadNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "'{}' is not a Locksley action (corner a1, move c2, sell red, meet, meet with red, bribe, end)",
            self.0
        )
    }
}

impl FromStr for Action {
    type Err = BadNotation;
    fn from_str(s: &str) -> Result<Self, BadNotation> {
        let bad = || BadNotation(s.to_string());
        let mut words = s.split_whitespace();
        let verb = words.next().ok_or_else(bad)?;
        let arg = words.next();
        // Only `meet with <colour>` has a second argument.
        if verb == "meet" && arg == Some("with") {
            let color = words.next().and_then(|c| c.parse().ok()).ok_or_else(bad)?;
            if words.next().is_some() {
                return Err(bad());
            }
            return Ok(Action::MeetWith(color));
        }
        if words.next().is_some() {
            return Err(bad());
        }
        let square = |a: Option<&str>| a.and_then(grid::parse).ok_or_else(bad);
        match (verb, arg) {
            ("corner", a) => square(a).and_then(|sq| {
                if grid::is_corner(sq) {
                    Ok(Action::Corner(sq))
                } else {
                    Err(bad())
                }
            }),
            ("move", a) => square(a).map(Action::Move),
            ("sell", Some(c)) => c.parse().map(Action::Sell).map_err(|_| bad()),
            ("meet", None) => Ok(Action::Meet),
            ("bribe", None) => Ok(Action::Bribe),
            ("end", None) => Ok(Action::End),
            _ => Err(bad()),
        }
    }
}
