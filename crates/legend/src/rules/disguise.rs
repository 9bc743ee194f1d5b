//! Disguise (12): Robin Hood and King Richard, at the start of Robin Hood's
//! turn. Its effects live where they apply: no command (movement), a stop
//! at any Sheriff's piece (movement), recognition (combat).

use crate::action::Action;
use crate::counters::{KING_RICHARD, ROBIN_HOOD};
use crate::log::Event;
use crate::state::*;
use crate::vocab::Pid;

impl Legend {
    pub(crate) fn disguise_choices(&self, changed: &[Pid]) -> Vec<Action> {
        let mut out = vec![];
        for p in [ROBIN_HOOD, KING_RICHARD] {
            if changed.contains(&p) || !self.active(p) {
                continue;
            }
            if self.piece(p).disguised {
                out.push(Action::Undisguise(p));
            } else if !(p == ROBIN_HOOD && self.robin_wounded()) {
                // 10.2: not while wounded.
                out.push(Action::Disguise(p));
            }
        }
        out
    }

    pub(crate) fn set_disguise(&mut self, p: Pid, on: bool) {
        let rule = if on { "12" } else { "12.2" };
        self.piece_mut(p).disguised = on;
        // Named once face up again; in disguise, only as a face-down piece.
        let who = self.who(p);
        self.note(rule, Event::Disguised { who, on });
    }
}
