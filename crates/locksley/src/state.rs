//! The whole state of a game of Robin of Locksley.

use crate::log::Event;
use crate::tiles::{Color, Faces, Glory, Large, Length};
use serde::{Deserialize, Serialize};
use sherwood_engine::{Outcome, Rng, Seat};

/// The game options a new game is set up with.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Options {
    pub length: Length,
    pub faces: Faces,
    /// Seat that chooses the corner and plays first ("the youngest").
    pub first: Seat,
    /// Beginner's handicap: extra gold each seat starts with (0, 1 or 2).
    pub extra_gold: [u8; 2],
    /// A turn may end with neither the Robin nor the bard moved: the reading
    /// of the games saved before 2026-11-24, kept for them so their moves
    /// replay as they were played (saves then had no such field, hence the
    /// serde default). Every new game follows the rulebook: `false`.
    #[serde(default = "played_before_the_rule")]
    pub may_pass: bool,
}

/// A save without `may_pass` was written before the rule.
fn played_before_the_rule() -> bool {
    true
}

/// One player's holdings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    /// Loot tiles held face up, counted per colour (index [`Color::index`]).
    pub loot: [u8; 6],
    /// Gold coins, oldest first. A coin is a loot tile turned over, so it
    /// keeps its colour for when it is spent back onto the discard.
    pub gold: Vec<Color>,
    /// Steps the bard has taken since the start (lap 1 ends at one lap).
    pub bard: u16,
}

impl Player {
    pub fn loot_total(&self) -> u8 {
        self.loot.iter().sum()
    }

    pub fn gold(&self) -> usize {
        self.gold.len()
    }

    /// Sizes of the collections held (non-empty colours).
    pub fn collections(&self) -> impl Iterator<Item = u8> + '_ {
        self.loot.iter().copied().filter(|&n| n > 0)
    }
}

/// A sale that a "sell just before" challenge may still use: no gold has been
/// spent and no tile taken since.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Sale {
    pub color: Color,
    pub tiles: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// The first player chooses a corner.
    Setup,
    /// A player's turn.
    Turn,
    /// End of turn with the vacated square unfillable: draw pile and discard
    /// are empty, so the player must sell a collection or bribe one step.
    MustFeed,
    Over(Outcome),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Locksley {
    pub(crate) options: Options,
    pub(crate) rng: Rng,
    /// One lap of the glory track; space 0 is the start tile.
    pub(crate) track: Vec<Glory>,
    pub(crate) grid: [Option<Color>; 25],
    /// Each seat's Robin; `None` until the corners are chosen.
    pub(crate) robins: [Option<u8>; 2],
    pub(crate) players: [Player; 2],
    /// Face down; the top is the last element.
    pub(crate) draw: Vec<Color>,
    /// Face up.
    pub(crate) discard: Vec<Color>,
    /// Empty squares waiting for a tile, oldest first.
    pub(crate) empty: Vec<u8>,
    pub(crate) current: Seat,
    pub(crate) phase: Phase,
    /// The Robin has moved this turn.
    pub(crate) moved: bool,
    /// The bard has taken a step this turn (met or bribed). A turn ends only
    /// once the Robin has moved or the bard has stepped (our reading of
    /// "déplacer votre Robin et/ou déplacer votre barde").
    #[serde(default)]
    pub(crate) stepped: bool,
    /// The square the Robin left this turn.
    pub(crate) vacated: Option<u8>,
    pub(crate) sales: Vec<Sale>,
    pub(crate) turn: u32,
    pub(crate) log: Vec<Event>,
}

/// The tile entered by the step that takes a bard to `progress`.
pub fn tile_at(track: &[Glory], progress: u16) -> Glory {
    let lap = track.len() as u16;
    if progress == 2 * lap {
        Glory::Large(Large::LongLiveTheKing)
    } else {
        track[(progress % lap) as usize]
    }
}
