//! Sampling a full state from one seat's view, for the bots.
//!
//! The view hides only who the other side's face-down pieces are: the
//! identities missing from the view are dealt at random to the anonymous
//! pieces, a disguised one always being Robin Hood or King Richard. (The
//! log's arrival lines of Will Scarlet and Alan a Dale are not used to pin
//! them down.) The rest is copied; the step under way comes from the view's
//! detail, which the seat to move has.

use crate::counters::{KING_RICHARD, PIECES, ROBIN_HOOD};
use crate::state::*;
use crate::view::{Hidden, View};
use crate::vocab::Pid;
use sherwood_engine::{Determinize, Rng};

impl Determinize for Legend {
    fn determinize(view: &View, rng: &mut Rng) -> Self {
        let mut pieces: Vec<Option<Piece>> = vec![None; PIECES.len()];
        for pv in &view.pieces {
            if let Some(p) = pv.pid {
                pieces[p.index()] = Some(pv.state.clone());
            }
        }
        let mut unknown: Vec<Pid> = Pid::all().filter(|p| pieces[p.index()].is_none()).collect();
        rng.shuffle(&mut unknown);
        // Disguised pieces first: they may only be Robin Hood or King Richard.
        let mut anonymous: Vec<_> = view.pieces.iter().filter(|pv| pv.pid.is_none()).collect();
        anonymous.sort_by_key(|pv| pv.hidden != Some(Hidden::Disguised));
        for pv in anonymous {
            let i = unknown
                .iter()
                .position(|&p| {
                    p.side() == pv.side
                        && (pv.hidden != Some(Hidden::Disguised)
                            || p == ROBIN_HOOD
                            || p == KING_RICHARD)
                        && !(pv.hidden == Some(Hidden::Unrecruited)
                            && (p == ROBIN_HOOD || p == KING_RICHARD))
                })
                .expect("the view's pieces are the set's");
            let p = unknown.swap_remove(i);
            pieces[p.index()] = Some(pv.state.clone());
        }
        let detail = view.detail.clone();
        let (phase, pending) = match (detail, &view.outcome) {
            (Some(d), _) => (d.phase, d.pending),
            (None, Some(_)) => (Phase::Over, vec![]),
            (None, None) => (Phase::RobinStart { changed: vec![] }, vec![]),
        };
        Legend {
            options: view.options.clone(),
            rng: Rng::new(rng.next_u64()),
            turn: view.turn,
            pieces: pieces
                .into_iter()
                .map(|p| p.expect("every piece placed"))
                .collect(),
            gold: view.gold,
            discovered: view.discovered,
            looted: view.looted,
            taxed: view.taxed.clone(),
            personalities: view.personalities,
            last_personality_turn: view.last_personality_turn,
            last_six_turn: view.last_six_turn,
            tournament: view.tournament,
            marriage: view.marriage,
            wounded_until: view.wounded_until,
            richard_met: view.richard_met,
            phase,
            pending,
            outcome: view.outcome.clone(),
            log: view.log.clone(),
            legal: KnownLegal::default(),
        }
    }
}
