//! What one viewer may know. Face-down pieces of the other side (the
//! unrecruited outlaws, a disguised leader, Sir Guy's sleeping group) show
//! only where they stand and what they look like, in an order that does
//! not depend on who they are. The step under way in detail goes only to
//! the seat to move; everyone sees its prompt.

use crate::counters::{KING_RICHARD, ROBIN_HOOD};
use crate::log::Entry;
use crate::state::*;
use crate::vocab::{Pid, Side};
use serde::{Deserialize, Serialize};
use sherwood_engine::{Outcome, Seat, Viewer};

/// What a face-down piece looks like to the other side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Hidden {
    /// An unrecruited outlaw leader or Merry Men unit (5.2).
    Unrecruited,
    /// Robin Hood or King Richard in disguise (12).
    Disguised,
    /// Sir Guy or one of his men, asleep (5.1).
    Asleep,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceView {
    /// `None` for a piece hidden from this viewer.
    pub pid: Option<Pid>,
    pub side: Side,
    pub hidden: Option<Hidden>,
    pub state: Piece,
}

/// The step under way, for the seat that must act.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Detail {
    pub phase: Phase,
    pub pending: Vec<Pending>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub options: Options,
    pub turn: u8,
    /// Robin Hood's, the Sheriff's.
    pub gold: [u16; 2],
    pub pieces: Vec<PieceView>,
    pub discovered: [bool; 3],
    pub looted: [bool; 3],
    pub taxed: Vec<u8>,
    pub personalities: u8,
    pub last_personality_turn: u8,
    #[serde(default)]
    pub last_six_turn: u8,
    pub tournament: Option<Tournament>,
    pub marriage: Option<Marriage>,
    pub wounded_until: Option<u8>,
    pub richard_met: bool,
    pub to_move: Option<Seat>,
    /// The prompt's translation key.
    pub prompt: String,
    pub outcome: Option<Outcome>,
    pub detail: Option<Detail>,
    pub log: Vec<Entry>,
}

/// How `p` looks to a viewer who cannot see it, if it is face down.
fn disguise_of(p: Pid, pc: &Piece) -> Option<Hidden> {
    pc.area()?;
    if pc.disguised {
        debug_assert!(p == ROBIN_HOOD || p == KING_RICHARD);
        return Some(Hidden::Disguised);
    }
    match (pc.face_down, p.side()) {
        (true, Side::Outlaw) => Some(Hidden::Unrecruited),
        (true, Side::Sheriff) => Some(Hidden::Asleep),
        _ => None,
    }
}

impl Legend {
    pub(crate) fn make_view(&self, viewer: Viewer) -> View {
        let sees = |side: Side| matches!(viewer, Viewer::Seat(s) if side.seat() == Some(s));
        let mut shown = vec![];
        let mut hidden = vec![];
        for p in Pid::all() {
            let pc = self.piece(p);
            match disguise_of(p, pc) {
                Some(h) if !sees(p.side()) => hidden.push(PieceView {
                    pid: None,
                    side: p.side(),
                    hidden: Some(h),
                    state: pc.clone(),
                }),
                h => shown.push(PieceView {
                    pid: Some(p),
                    side: p.side(),
                    hidden: h,
                    state: pc.clone(),
                }),
            }
        }
        hidden.sort_by(|a, b| (a.side, a.hidden, &a.state).cmp(&(b.side, b.hidden, &b.state)));
        shown.extend(hidden);
        let to_move = self.seat_to_move();
        let detail = match viewer {
            Viewer::Seat(s) if to_move == Some(s) => Some(Detail {
                phase: self.phase.clone(),
                pending: self.pending.clone(),
            }),
            _ => None,
        };
        View {
            options: self.options.clone(),
            turn: self.turn,
            gold: self.gold,
            pieces: shown,
            discovered: self.discovered,
            looted: self.looted,
            taxed: self.taxed.clone(),
            personalities: self.personalities,
            last_personality_turn: self.last_personality_turn,
            last_six_turn: self.last_six_turn,
            tournament: self.tournament,
            marriage: self.marriage,
            wounded_until: self.wounded_until,
            richard_met: self.richard_met,
            to_move,
            prompt: self.prompt().to_string(),
            outcome: self.outcome.clone(),
            detail,
            log: self.log.clone(),
        }
    }

    /// The translation key of what the seat to move is asked.
    pub fn prompt(&self) -> &'static str {
        if self.outcome.is_some() {
            return "legend.over";
        }
        if let Some(p) = self.pending.first() {
            return match p {
                Pending::Losses { .. } => "legend.losses",
                Pending::Place { why, .. } => match why {
                    PlaceFor::Reinforcement => "legend.place.reinforcement",
                    PlaceFor::Released => "legend.place.released",
                    PlaceFor::Exchanged => "legend.place.exchanged",
                    PlaceFor::Escape { .. } => "legend.place.escape",
                    PlaceFor::Tournament => "legend.place.tournament",
                    PlaceFor::Retreat { .. } => "legend.place.retreat",
                },
            };
        }
        match &self.phase {
            Phase::RobinStart { .. } => "legend.robin_start",
            Phase::Movement { .. } => "legend.movement",
            Phase::Battles { .. } | Phase::Battle { .. } => "legend.battles",
            Phase::Recruitment { .. } => "legend.recruitment",
            Phase::Hanging => "legend.hanging",
            Phase::Ransom { .. } => "legend.ransom",
            Phase::Exchange { .. } => "legend.exchange",
            Phase::SheriffStart => "legend.sheriff_start",
            Phase::Taxes => "legend.taxes",
            Phase::Over => "legend.over",
        }
    }
}
