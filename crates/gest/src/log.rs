//! The structured log: each entry is an event with its arguments and the rules
//! section it applies, so the table can translate it and link to the rules.
//! Entries about secrets are shown only to the seat allowed to know them.

use crate::cards::{Card, Side, Traveller};
use crate::map::Sp;
use crate::vocab::{CartKind, Choice, Deed, Piece, Plot, RobTarget, Status, SHERIFF};
use serde::{Deserialize, Serialize};
use sherwood_engine::{Seat, Viewer};

/// Where removed pieces went.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Dest {
    Available,
    Prison,
    /// Out of the game.
    Gone,
}

/// Where a Traveller card went after a Rob.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Pile {
    Discard,
    Victims,
    Gone,
    Deck,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    Setup,
    /// Set-up is done: how many Hidden Merry Men (Robin Hood among them)
    /// stand in each space, in the map's order. Until then only Robin
    /// Hood's seat sees the placements (rule 2.1: he sets up in secret).
    BandPlaced {
        hidden: Vec<(Sp, u8)>,
    },
    /// Pieces placed from Available (Merry Men always Hidden).
    Placed {
        piece: Piece,
        at: Sp,
        n: u8,
    },
    Removed {
        piece: Piece,
        at: Option<Sp>,
        n: u8,
        to: Dest,
    },
    Moved {
        piece: Piece,
        from: Sp,
        to: Sp,
        n: u8,
    },
    /// Several Merry Men left a space together, now Hidden, for these spaces
    /// (sorted, so the order tells nothing about Robin Hood).
    Scattered {
        from: Sp,
        hidden: u8,
        revealed: u8,
        to: Vec<Sp>,
    },
    Revealed {
        at: Sp,
        n: u8,
        robin: bool,
    },
    HiddenAgain {
        at: Sp,
        n: u8,
    },
    StatusSet {
        at: Sp,
        status: Status,
    },
    Shillings {
        seat: Seat,
        delta: i32,
        total: i32,
    },
    /// Positive moves toward Order, negative toward Justice.
    Favour {
        steps: i8,
        now: i8,
    },
    CardDrawn {
        card: Card,
        ballad: u8,
    },
    CartMoved {
        from: Sp,
        to: Sp,
        kind: CartKind,
        hidden: bool,
        escort: bool,
    },
    CartPlaced {
        at: Sp,
        kind: CartKind,
    },
    /// What Robin Hood's seat and the public see of a face-down Carriage moving.
    FaceDownCartMoved {
        from: Sp,
        to: Sp,
        escort: bool,
    },
    FaceDownCartPlaced {
        at: Sp,
    },
    CartRevealed {
        at: Sp,
        kind: CartKind,
    },
    CartUsed {
        at: Sp,
        kind: CartKind,
        robbed: bool,
    },
    Chose {
        seat: Seat,
        choice: Choice,
    },
    Passed {
        seat: Seat,
        choice: Choice,
        gain: i32,
    },
    EventPlayed {
        seat: Seat,
        card: Card,
        side: Side,
    },
    PlotChosen {
        seat: Seat,
        plot: Plot,
    },
    PlotSpace {
        plot: Plot,
        at: Sp,
        cost: i32,
    },
    DeedChosen {
        seat: Seat,
        deed: Deed,
    },
    DeedSpace {
        deed: Deed,
        at: Sp,
    },
    RobTargeted {
        at: Sp,
        target: RobTarget,
        men: u8,
        robin: bool,
    },
    TravellerDrawn {
        traveller: Traveller,
    },
    TravellerOption {
        traveller: Traveller,
        side: Side,
    },
    RobRolled {
        at: Sp,
        green: bool,
        die: i32,
        attack: i32,
        defence: i32,
        success: bool,
    },
    TravellerTo {
        traveller: Traveller,
        pile: Pile,
    },
    /// Only Robin Hood's seat sees this: where his piece now is.
    RobinIs {
        at: Sp,
    },
    /// Robin Hood may have swapped places with a Merry Man (nobody else knows).
    SwapDecided,
    /// An effect looked for Robin Hood on the map: he is in Available (the
    /// Sheriff could not tell until now).
    RobinOffMap,
    /// The Event chosen has no effect: its condition is not met.
    NoEffect,
    Inspection {
        phase: String,
    },
    Eligibility {
        first: Seat,
    },
    Reshuffled {
        travellers: u8,
    },
    BridgePlaced {
        a: Sp,
        b: Sp,
    },
    GreatOak,
    /// A Fortune Event this engine does not implement yet was set aside.
    NotImplemented {
        card: Card,
    },
    Won {
        seat: Seat,
        reason: String,
    },
}

/// One line of the log.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The rules section applied, e.g. `"3.2.3"`.
    pub rule: String,
    #[serde(flatten)]
    pub event: Event,
    /// When set, only this seat may see the entry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub only: Option<Seat>,
}

impl Entry {
    /// The entry as `viewer` may see it, or `None`.
    pub fn for_viewer(&self, viewer: Viewer) -> Option<Entry> {
        if let Some(seat) = self.only {
            if viewer != Viewer::Seat(seat) {
                return None;
            }
        }
        if viewer == Viewer::Seat(SHERIFF) {
            return Some(self.clone());
        }
        // Face-down Carriages keep their kind from everyone but the Sheriff.
        let event = match self.event {
            Event::CartMoved {
                from,
                to,
                hidden: true,
                escort,
                ..
            } => Event::FaceDownCartMoved { from, to, escort },
            Event::CartPlaced { at, .. } => Event::FaceDownCartPlaced { at },
            ref other => other.clone(),
        };
        // An entry of the viewer's own keeps its mark: the table draws it as
        // the viewer's alone (for anyone else it is gone, above).
        Some(Entry {
            rule: self.rule.clone(),
            event,
            only: self.only,
        })
    }
}
