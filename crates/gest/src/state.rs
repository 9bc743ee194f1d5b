//! The whole state of a game of *A Gest of Robin Hood*: the board, the decks,
//! the tracks and the procedure under way. Its vocabulary is in `vocab`.

use crate::cards::{Card, Side, Traveller};
use crate::log::Entry;
use crate::map::Sp;
use serde::{Deserialize, Serialize};
use sherwood_engine::{Outcome, Rng, Seat};

pub use crate::vocab::*;

/// How a Plot may be carried out this time: by the Initiative track, or by an
/// Event or Royal Inspection phase that grants it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlotCtx {
    pub seat: Seat,
    /// The Plots that may be chosen.
    pub plots: Vec<Plot>,
    pub max_spaces: u8,
    /// Free Plots cost no Shillings (rule 3.1.2).
    pub free: bool,
    /// Only these spaces may be chosen (empty: any).
    pub only: Vec<Sp>,
    /// Hire only in Revolting Parishes (*Warden of the Forest*).
    pub revolting_only: bool,
    /// Added to every Rob die (*Fast Carriages*).
    pub bonus: i8,
    /// Patrol reveals every Merry Man where a Henchman is (*Allan-a-Dale*).
    pub reveal_all: bool,
    /// A Deed follows (Plots & Deeds).
    pub then_deed: bool,
    /// The Plot may be declined entirely.
    pub optional: bool,
}

impl PlotCtx {
    pub fn new(seat: Seat, max_spaces: u8) -> Self {
        PlotCtx {
            seat,
            plots: Plot::ALL.into_iter().filter(|p| p.seat() == seat).collect(),
            max_spaces,
            free: false,
            only: Vec::new(),
            revolting_only: false,
            bonus: 0,
            reveal_all: false,
            then_deed: false,
            optional: false,
        }
    }
}

/// A Rob attempt under way in one space.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Attempt {
    pub space: Sp,
    pub target: RobTarget,
    /// Merry Men other than Robin Hood revealed for this attempt.
    pub men: u8,
    pub robin: bool,
    pub traveller: Option<Traveller>,
    pub cart: Option<CartKind>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RobStep {
    Target(Sp),
    Reveal(Sp, RobTarget),
    Option(Attempt),
    /// *The Miller's Son* (dark, success): place a Hidden Merry Man here or adjacent.
    MillersSon(Sp),
    /// *The Potter* (dark, success): place Robin Hood adjacent to Nottingham.
    Potter,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PlotStep {
    /// Choose the next space, or finish.
    Pick,
    /// Recruit: choose what to do in this space.
    Recruit(Sp),
    /// Sneak: assign moves from this origin; they happen together at Done.
    Sneak {
        from: Sp,
        moves: Vec<(Piece, Sp)>,
    },
    /// Hire: how many Henchmen to place here.
    Hire(Sp),
    /// Patrol: move Henchmen in from adjacent spaces, then Done reveals.
    Patrol(Sp),
    Rob(RobStep),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlotState {
    pub ctx: PlotCtx,
    pub plot: Plot,
    pub spaces: Vec<Sp>,
    pub step: PlotStep,
    /// Pieces that already moved in this Plot, per space they entered (each
    /// piece moves once): Merry Men for Sneak, Henchmen for Patrol.
    pub entered: [u8; 11],
    pub robin_moved: bool,
}

/// How a Deed may be carried out this time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeedCtx {
    pub seat: Seat,
    pub deeds: Vec<Deed>,
    /// Donate in up to this many Parishes.
    pub donate_limit: u8,
    /// Shillings per Parish for Donate.
    pub donate_cost: i32,
    /// Donate even where Henchmen outnumber the Merry Men (*Friar Tuck*).
    pub donate_anywhere: bool,
    /// Swashbuckle / Inspire with any Merry Man (*Maid Marian*).
    pub any_man: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DeedStep {
    Pick,
    /// Ride: how many Henchmen go to this Parish.
    Ride(Sp),
    /// Confiscate: choose the kind of Carriage for this Parish.
    Confiscate(Sp),
    /// Swashbuckle led by any Merry Man (*Maid Marian*): up to two pieces
    /// from this space, moved together at Done.
    SwashAny {
        from: Sp,
        moves: Vec<(Piece, Sp)>,
    },
    /// Disperse: remove up to two pieces here.
    Disperse {
        at: Sp,
        removed: u8,
    },
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DeedState {
    pub ctx: DeedCtx,
    pub deed: Deed,
    pub spaces: Vec<Sp>,
    pub step: DeedStep,
}

/// The Royal Inspection round (rule 6.0), step by step.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Insp {
    Unrest,
    Mischief,
    /// Robin Hood chooses whether his piece leaves Prison with the others.
    Release,
    Governance,
    /// The Sheriff moves Henchmen (`entered`: moved in this phase, per space).
    SheriffRedeploy {
        entered: [u8; 11],
    },
    /// Robin Hood moves Merry Men.
    RobinRedeploy {
        entered: [u8; 11],
        robin_moved: bool,
    },
    /// Robin Hood, Available, goes to a Forest.
    PlaceRobin,
    /// Robin Hood may secretly swap with a Merry Man.
    Swap,
    Reset,
}

/// An Event being carried out: which card, which side, and how far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventState {
    pub card: Card,
    pub side: Side,
    /// The seat making the current choice.
    pub seat: Seat,
    /// The seat that played the card: it pays and gains the Shillings the
    /// text gives "you".
    pub player: Seat,
    pub step: u8,
    pub space: Option<Sp>,
    pub count: u8,
    /// Moves chosen so far, made together (so Robin Hood cannot be followed).
    pub moves: Vec<(Piece, Sp)>,
}

impl EventState {
    pub fn new(card: Card, side: Side, seat: Seat) -> Self {
        EventState {
            card,
            side,
            seat,
            player: seat,
            step: 0,
            space: None,
            count: 0,
            moves: Vec::new(),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Setup: Robin Hood places his own piece (secretly).
    SetupRobin,
    /// Setup: Robin Hood places this many more Merry Men.
    SetupMen {
        left: u8,
    },
    /// The Sheriff moves Carriages for the card just drawn (rule 2.3):
    /// `moved` lists where each moved Carriage went.
    Carriages {
        left: u8,
        moved: Vec<(Sp, CartKind, bool)>,
    },
    /// A seat chooses an Initiative box, or passes.
    Eligible {
        seat: Seat,
    },
    /// A seat that chose the Event picks a side.
    EventSide {
        seat: Seat,
    },
    PlotMenu(PlotCtx),
    Plot(PlotState),
    DeedMenu(DeedCtx),
    Deed(DeedState),
    Event(EventState),
    Inspection(Insp),
    Over(Outcome),
}

/// What happens once the current procedure is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Task {
    /// The First Eligible seat chooses.
    First,
    /// The Second Eligible seat chooses.
    Second,
    EndCard,
    Plot(PlotCtx),
    Deeds(DeedCtx),
    Event(EventState),
    Inspection(Insp),
    /// Draw the next Event card.
    Draw,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Gest {
    pub(crate) options: Options,
    pub(crate) rng: Rng,
    pub(crate) spaces: [Space; 11],
    pub(crate) robin: Robin,
    pub(crate) avail: Available,
    /// Merry Men in Prison other than Robin Hood.
    pub(crate) prison: u8,
    pub(crate) used_carts: [u8; 3],
    /// Pieces removed from the game by *A Tale of Two Lovers*.
    pub(crate) gone_merry_men: u8,
    pub(crate) gone_henchmen: u8,
    pub(crate) shillings: [i32; 2],
    /// Royal Favour on a 14-box track: 0 is Justice 7, 6 Justice 1, 7 Order 1, 13 Order 7.
    pub(crate) favour: u8,
    /// Face down; the top is the last element.
    pub(crate) deck: Vec<Card>,
    pub(crate) card: Option<Card>,
    pub(crate) played: Vec<Card>,
    pub(crate) travellers: Vec<Traveller>,
    pub(crate) traveller_discard: Vec<Traveller>,
    pub(crate) victims: Vec<Traveller>,
    /// Travellers out of play (set aside at setup or removed from the game).
    pub(crate) travellers_out: Vec<Traveller>,
    pub(crate) bridge: Option<(Sp, Sp)>,
    pub(crate) great_oak: bool,
    /// Merry Men were placed from Available (or returned there by Robin
    /// Hood's own choice) while Robin Hood was or went there, so the Sheriff
    /// cannot tell whether Robin Hood is in Available or Hidden on the map
    /// (rule 1.5.2). Read through [`Gest::robin_in_doubt`].
    #[serde(default)]
    pub(crate) robin_doubt: bool,
    /// First and Second Eligible.
    pub(crate) eligible: [Seat; 2],
    /// Which seat's cylinder sits in each Initiative box this card.
    pub(crate) boxes: [Option<Seat>; 3],
    pub(crate) ballad: u8,
    pub(crate) phase: Phase,
    pub(crate) tasks: Vec<Task>,
    pub(crate) log: Vec<Entry>,
}
