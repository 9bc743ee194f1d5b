//! The game's vocabulary: seats, forces, the pieces and markers of a space,
//! Plots, Deeds and the Initiative boxes. A leaf of the crate (besides the
//! map and the cards), so the log and the state both look down to it.

use crate::map::Sp;
use serde::{Deserialize, Serialize};
use sherwood_engine::Seat;
use std::fmt;
use std::str::FromStr;

/// Seat 0 plays Robin Hood and the Merry Men (First Eligible at the start).
pub const ROBIN: Seat = 0;
/// Seat 1 plays the Sheriff of Nottingham.
pub const SHERIFF: Seat = 1;

/// Forces in the box (gest.md: the player sheets' Available boxes).
pub const MERRY_MEN: u8 = 10;
pub const CAMPS: u8 = 5;
pub const HENCHMEN: u8 = 18;
pub const CARTS_PER_KIND: u8 = 2;

/// A game's options: only the revision of the rules it is played under.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Which reading of the rules the game was begun under; a game keeps it
    /// to the end, so its saved moves replay as they were played (a rules
    /// fix changes new games only). What each revision decides is gated in
    /// `revision.rs`.
    ///
    /// - 1: the reading of the release of 2026-11-24 (commit 7f22b8e): every
    ///   save of format 1. Mischief grants a Rob in up to 3 spaces; *Major
    ///   Oak*'s borders serve the Robin Hood piece only; Robin Hood never
    ///   leaves Available but at Redeployment; *Fast Carriages* moves 2
    ///   Carriages when drawn; *Ambush* gathers from adjacent spaces and may
    ///   Rob; *Royal Pardon* leaves Robin Hood in Prison; the "Reveal Robin
    ///   Hood to" Events need him on the map only; the faction of the side
    ///   makes an Event's choices.
    /// - 2: issue 13's rules fixes (merge 753a506): each of the above read
    ///   as the rulebook has it. Format-2 saves that lack the field were all
    ///   played so, hence the serde default.
    #[serde(
        default = "newest_rules",
        deserialize_with = "sherwood_engine::known_revision::<_, RULES>"
    )]
    pub rules: u8,
}

/// The newest revision of the rules, which new games take.
pub const RULES: u8 = 2;

fn newest_rules() -> u8 {
    RULES
}

impl Default for Options {
    fn default() -> Options {
        Options { rules: RULES }
    }
}

/// A Parish's peasants (rule 1.6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Submissive,
    Revolting,
    /// The marker was removed by *Weapons of the Weak*: neither Submissive nor
    /// Revolting, except that Rob and Capture treat it as Submissive.
    Passive,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CartKind {
    Tallage,
    Tribute,
    Trap,
}

impl CartKind {
    pub const ALL: [CartKind; 3] = [CartKind::Tallage, CartKind::Tribute, CartKind::Trap];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        match self {
            CartKind::Tallage => "tallage",
            CartKind::Tribute => "tribute",
            CartKind::Trap => "trap",
        }
    }
    /// Defence when robbed (gest.md contradiction 2: the Trap Carriage).
    pub fn defence(self) -> i32 {
        if self == CartKind::Trap {
            2
        } else {
            0
        }
    }
}

impl fmt::Display for CartKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for CartKind {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        CartKind::ALL.into_iter().find(|k| k.name() == s).ok_or(())
    }
}

/// Carriages in one space, counted per kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Carts {
    /// Face down: only the Sheriff knows their kinds.
    pub hidden: [u8; 3],
    /// Face up after a failed Rob.
    pub revealed: [u8; 3],
}

impl Carts {
    pub fn total(&self) -> u8 {
        self.hidden.iter().sum::<u8>() + self.revealed.iter().sum::<u8>()
    }
    pub fn hidden_total(&self) -> u8 {
        self.hidden.iter().sum()
    }
    pub fn count(&self, kind: CartKind, revealed: bool) -> u8 {
        if revealed {
            self.revealed[kind.index()]
        } else {
            self.hidden[kind.index()]
        }
    }
    pub fn count_mut(&mut self, kind: CartKind, revealed: bool) -> &mut u8 {
        if revealed {
            &mut self.revealed[kind.index()]
        } else {
            &mut self.hidden[kind.index()]
        }
    }
}

/// The pieces in one space. Robin Hood is kept apart in [`Robin`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Space {
    /// Hidden Merry Men other than Robin Hood.
    pub hidden: u8,
    /// Revealed Merry Men other than Robin Hood.
    pub revealed: u8,
    pub henchmen: u8,
    pub camps: u8,
    pub carts: Carts,
    /// Parishes only.
    pub status: Option<Status>,
}

/// Where the special Robin Hood piece is (rule 1.5.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Robin {
    Available,
    Prison,
    Map { at: Sp, hidden: bool },
}

/// Pieces off the map, in the players' Available boxes.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Available {
    /// Merry Men other than Robin Hood.
    pub merry_men: u8,
    pub camps: u8,
    pub henchmen: u8,
    pub carts: [u8; 3],
}

/// The boxes of the Initiative track, left to right (rule 2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    SinglePlot,
    Event,
    PlotsAndDeeds,
}

impl Choice {
    pub const ALL: [Choice; 3] = [Choice::SinglePlot, Choice::Event, Choice::PlotsAndDeeds];
    pub fn index(self) -> usize {
        self as usize
    }
    pub fn name(self) -> &'static str {
        match self {
            Choice::SinglePlot => "single",
            Choice::Event => "event",
            Choice::PlotsAndDeeds => "plots",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Plot {
    Recruit,
    Sneak,
    Rob,
    Hire,
    Patrol,
    Capture,
}

impl Plot {
    pub const ALL: [Plot; 6] = [
        Plot::Recruit,
        Plot::Sneak,
        Plot::Rob,
        Plot::Hire,
        Plot::Patrol,
        Plot::Capture,
    ];
    pub fn seat(self) -> Seat {
        match self {
            Plot::Recruit | Plot::Sneak | Plot::Rob => ROBIN,
            _ => SHERIFF,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Plot::Recruit => "recruit",
            Plot::Sneak => "sneak",
            Plot::Rob => "rob",
            Plot::Hire => "hire",
            Plot::Patrol => "patrol",
            Plot::Capture => "capture",
        }
    }
    /// Shillings per space (rule 3.2, 3.3).
    pub fn cost(self) -> i32 {
        match self {
            Plot::Recruit | Plot::Sneak => 1,
            Plot::Hire | Plot::Patrol => 2,
            Plot::Rob | Plot::Capture => 0,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Deed {
    Turncoat,
    Donate,
    Swashbuckle,
    Inspire,
    Ride,
    Confiscate,
    Disperse,
}

impl Deed {
    pub const ALL: [Deed; 7] = [
        Deed::Turncoat,
        Deed::Donate,
        Deed::Swashbuckle,
        Deed::Inspire,
        Deed::Ride,
        Deed::Confiscate,
        Deed::Disperse,
    ];
    pub fn seat(self) -> Seat {
        match self {
            Deed::Turncoat | Deed::Donate | Deed::Swashbuckle | Deed::Inspire => ROBIN,
            _ => SHERIFF,
        }
    }
    pub fn name(self) -> &'static str {
        match self {
            Deed::Turncoat => "turncoat",
            Deed::Donate => "donate",
            Deed::Swashbuckle => "swashbuckle",
            Deed::Inspire => "inspire",
            Deed::Ride => "ride",
            Deed::Confiscate => "confiscate",
            Deed::Disperse => "disperse",
        }
    }
}

/// A piece chosen by a one-click action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Piece {
    /// A Hidden Merry Man other than Robin Hood (for the Sheriff: any Hidden
    /// Merry Man, chosen blindly).
    Hidden,
    Revealed,
    Robin,
    Henchman,
    Camp,
}

impl Piece {
    pub fn name(self) -> &'static str {
        match self {
            Piece::Hidden => "hidden",
            Piece::Revealed => "revealed",
            Piece::Robin => "robin",
            Piece::Henchman => "henchman",
            Piece::Camp => "camp",
        }
    }
}

impl fmt::Display for Piece {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Piece {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        [
            Piece::Hidden,
            Piece::Revealed,
            Piece::Robin,
            Piece::Henchman,
            Piece::Camp,
        ]
        .into_iter()
        .find(|p| p.name() == s)
        .ok_or(())
    }
}

/// What a Rob attempt targets (rule 3.2.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RobTarget {
    Traveller,
    Treasury,
    /// A face-down Carriage (its kind is drawn blindly among those there).
    HiddenCart,
    RevealedCart(CartKind),
}
