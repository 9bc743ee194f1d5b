//! What one viewer may know. Face-down pieces of the other side (the
//! unrecruited outlaws, a disguised leader, Sir Guy's sleeping group) show
//! only where they stand and what they look like, in an order that does
//! not depend on who they are. The step under way in detail goes only to
//! the seat to move; everyone sees its prompt.

use crate::counters::{KING_RICHARD, MARION, ROBIN_HOOD};
use crate::log::Entry;
use crate::state::*;
use crate::vocab::{Pid, Side};
use serde::{Deserialize, Serialize};
use sherwood_engine::{Ask, Outcome, Seat, Viewer};

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
    /// The step under way, which everyone sees.
    pub step: Step,
    pub outcome: Option<Outcome>,
    pub detail: Option<Detail>,
    pub log: Vec<Entry>,
}

impl View {
    /// Robin Hood's four conditions of 16.3 as they stand, from what this
    /// view shows (the same for every seat: gold, the wedding, King Richard's
    /// meeting and a captive Marion are public).
    pub fn victory_conditions(&self) -> [bool; 4] {
        let marion_captive = self
            .pieces
            .iter()
            .any(|pv| pv.pid == Some(MARION) && pv.state.captive);
        crate::rules::conditions(self.marriage, marion_captive, self.richard_met, self.gold)
    }

    /// In a movement phase (6), how many of the moving side's pieces have
    /// moved, of those that may: on the map, free and face up (the same for
    /// every seat: where a piece stands and whether it moved are public).
    pub fn movement_progress(&self) -> Option<(usize, usize)> {
        let side = match (self.step, self.to_move) {
            (Step::Movement, Some(seat)) => Side::of_seat(seat),
            _ => return None,
        };
        let movable = self.pieces.iter().filter(|pv| {
            let st = &pv.state;
            pv.side == side && st.area().is_some() && !st.captive && !st.face_down
        });
        let (moved, total) = movable.fold((0, 0), |(m, t), pv| {
            (m + usize::from(pv.state.moved), t + 1)
        });
        Some((moved, total))
    }
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
            step: self.step_under_way(),
            outcome: self.outcome.clone(),
            detail,
            log: self.log.clone(),
        }
    }

    /// The step under way.
    pub fn step_under_way(&self) -> Step {
        if self.outcome.is_some() {
            return Step::Over;
        }
        if let Some(p) = self.pending.first() {
            return match p {
                Pending::Losses { .. } => Step::Losses,
                Pending::Place { why, .. } => match why {
                    PlaceFor::Reinforcement => Step::Reinforcement,
                    PlaceFor::Released => Step::Released,
                    PlaceFor::Exchanged => Step::Exchanged,
                    PlaceFor::Escape { .. } => Step::Escape,
                    PlaceFor::Tournament => Step::Tournament,
                    PlaceFor::Retreat { .. } => Step::Retreat,
                },
            };
        }
        match &self.phase {
            Phase::RobinStart { .. } => Step::RobinStart,
            Phase::Movement { .. } => Step::Movement,
            Phase::Battles { .. } | Phase::Battle { .. } => Step::Battles,
            Phase::Recruitment { .. } => Step::Recruitment,
            Phase::Hanging => Step::Hanging,
            Phase::Ransom { .. } => Step::Ransom,
            Phase::Exchange { .. } => Step::Exchange,
            Phase::SheriffStart => Step::SheriffStart,
            Phase::Taxes => Step::Taxes,
            Phase::Over => Step::Over,
        }
    }
}

/// The step of the turn under way: what the seat to move is asked, each with
/// its name, the phrase that names it and its rules section in one row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    RobinStart,
    Movement,
    Battles,
    Losses,
    Recruitment,
    Hanging,
    Ransom,
    Exchange,
    SheriffStart,
    Taxes,
    Reinforcement,
    Released,
    Exchanged,
    Escape,
    Tournament,
    Retreat,
    Over,
}

impl Step {
    /// Its name in the written position (`sherwood show`, the saves' check).
    pub const fn name(self) -> &'static str {
        self.row().0
    }

    /// What the table is told of it.
    pub const fn ask(self) -> Ask {
        self.row().1
    }

    const fn row(self) -> (&'static str, Ask) {
        match self {
            Step::RobinStart => (
                "legend.robin_start",
                Ask::named("legend.now.robin_start", "12"),
            ),
            Step::Movement => ("legend.movement", Ask::named("legend.now.movement", "6")),
            Step::Battles => ("legend.battles", Ask::named("legend.now.battles", "7")),
            Step::Losses => ("legend.losses", Ask::named("legend.now.losses", "7")),
            Step::Recruitment => (
                "legend.recruitment",
                Ask::named("legend.now.recruitment", "10"),
            ),
            Step::Hanging => ("legend.hanging", Ask::named("legend.now.hanging", "8_3")),
            Step::Ransom => ("legend.ransom", Ask::named("legend.now.ransom", "8")),
            Step::Exchange => ("legend.exchange", Ask::named("legend.now.exchange", "8")),
            Step::SheriffStart => (
                "legend.sheriff_start",
                Ask::named("legend.now.sheriff_start", "14"),
            ),
            Step::Taxes => ("legend.taxes", Ask::named("legend.now.taxes", "9_6")),
            Step::Reinforcement => (
                "legend.place.reinforcement",
                Ask::named("legend.now.reinforcement", "11"),
            ),
            Step::Released => (
                "legend.place.released",
                Ask::named("legend.now.released", "8"),
            ),
            Step::Exchanged => (
                "legend.place.exchanged",
                Ask::named("legend.now.exchanged", "8"),
            ),
            Step::Escape => (
                "legend.place.escape",
                Ask::named("legend.now.escape", "7_4"),
            ),
            Step::Tournament => (
                "legend.place.tournament",
                Ask::named("legend.now.tournament", "14"),
            ),
            Step::Retreat => (
                "legend.place.retreat",
                Ask::named("legend.now.retreat", "7_1"),
            ),
            Step::Over => ("legend.over", Ask::named("legend.now.over", "16")),
        }
    }
}

/// Every step's ask ([`sherwood_engine::Game::ASKS`]).
pub const ASKS: [Ask; 17] = [
    Step::RobinStart.ask(),
    Step::Movement.ask(),
    Step::Battles.ask(),
    Step::Losses.ask(),
    Step::Recruitment.ask(),
    Step::Hanging.ask(),
    Step::Ransom.ask(),
    Step::Exchange.ask(),
    Step::SheriffStart.ask(),
    Step::Taxes.ask(),
    Step::Reinforcement.ask(),
    Step::Released.ask(),
    Step::Exchanged.ask(),
    Step::Escape.ask(),
    Step::Tournament.ask(),
    Step::Retreat.ask(),
    Step::Over.ask(),
];
