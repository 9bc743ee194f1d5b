//! Event cards (rule 5.1): regular Events with two sides, and Fortune Events.

use crate::action::Action;
use crate::cards::{self, Card, Side};
use crate::log::Event;
use crate::state::*;
use sherwood_engine::Seat;

impl Gest {
    /// Whether `seat` may carry out this side of the card now. Sides this
    /// engine does not implement yet are never playable.
    pub(crate) fn event_playable(&self, card: Card, side: Side, seat: Seat) -> bool {
        let _ = (card, side, seat);
        false
    }

    pub(crate) fn start_event(&mut self, card: Card, side: Side, seat: Seat) {
        let waiting = self.event_resume(EventState {
            card,
            side,
            seat,
            step: 0,
            space: None,
            count: 0,
        });
        if !waiting || self.legal_actions().is_empty() {
            self.next();
        }
    }

    /// Continues an Event; true when a decision is waiting.
    pub(crate) fn event_resume(&mut self, es: EventState) -> bool {
        if cards::kind(es.card) == cards::CardKind::Fortune {
            self.note("2.4", Event::NotImplemented { card: es.card });
            return false;
        }
        let _ = es;
        false
    }

    pub(crate) fn event_legal(&self, es: &EventState, out: &mut Vec<Action>) {
        let _ = (es, out);
    }

    pub(crate) fn event_apply(&mut self, es: EventState, action: &Action) {
        unreachable!("{action} in event {es:?}");
    }
}
