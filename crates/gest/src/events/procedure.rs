//! What an Event card's procedure is made of: the [`Procedure`] trait each
//! card implements, how an Event goes on after an action, the question a
//! step asks, and what every card's file imports. A leaf: it names no card.

use crate::action::Action;
use crate::cards::{self, CardKind, Side};
use crate::state::{EventState, Gest};
use sherwood_engine::Seat;

/// What every card's file needs.
pub(super) mod prelude {
    pub(in crate::events) use super::{not_here, After, Ask, Procedure};
    pub(in crate::events) use crate::action::Action;
    pub(in crate::events) use crate::cards::Side::{self, Dark, Light};
    pub(in crate::events) use crate::cards::Traveller;
    pub(in crate::events) use crate::log::{Dest, Event, Pile};
    pub(in crate::events) use crate::map::{Sp, FORESTS, PARISHES, RIVER_BORDERS};
    pub(in crate::events) use crate::state::*;
    pub(in crate::events) use sherwood_engine::Seat;
}

/// One Event card: its sides' conditions and steps. A step is a number in
/// `EventState::step`, named by the card's constants; `resume` runs a step's
/// automatic part and stops where a player decides, `legal` lists that
/// decision's actions, `apply` carries one out, `ask` says what it asks.
pub(crate) trait Procedure: Sync {
    /// Whether `seat` may choose this side now (rule 5.1.1). For the Sheriff
    /// the conditions use only what he may know: where Robin Hood's presence
    /// is a secret, a side is offered if it may have an effect, and if it
    /// turns out to have none nothing happens (the log says why). Fortune
    /// Events are not chosen: they happen.
    fn playable(&self, _g: &Gest, _side: Side, _seat: Seat) -> bool {
        true
    }

    /// Continues the Event at `es.step`; true when a decision is waiting.
    fn resume(&self, g: &mut Gest, es: EventState) -> bool;

    /// The actions of the decision waiting at `es.step`.
    fn legal(&self, _g: &Gest, _es: &EventState, _out: &mut Vec<Action>) {}

    /// Carries out one of the actions `legal` gave.
    fn apply(&self, _g: &mut Gest, es: EventState, action: &Action) -> After {
        not_here(&es, action)
    }

    /// What the decision waiting at `es.step` asks, or `None` where the
    /// card's own text says it.
    fn ask(&self, _es: &EventState) -> Option<Ask> {
        None
    }
}

/// An action `legal` never gives at this step: a bug, not a player's error
/// (`Game::apply` refuses illegal actions before they get here).
#[cold]
pub(crate) fn not_here(es: &EventState, action: &Action) -> ! {
    unreachable!("{action} in event {es:?}")
}

/// How an Event goes on after an action.
pub(crate) enum After {
    /// To this state: its next step, or the same one with a choice recorded.
    Continue(EventState),
    /// The Event is over.
    Done,
}

/// The question of an Event step: a translation key of the `gest.ask.*`
/// family, and the number it shows as `{n}` (so far, left, or Shillings).
/// The space the Event works in, if any, is `{here}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ask {
    pub key: &'static str,
    pub n: u8,
}

impl Ask {
    pub(crate) fn new(key: &'static str) -> Option<Ask> {
        Some(Ask { key, n: 0 })
    }

    pub(crate) fn n(key: &'static str, n: impl TryInto<u8>) -> Option<Ask> {
        Some(Ask {
            key,
            n: n.try_into().unwrap_or(u8::MAX),
        })
    }
}

impl EventState {
    /// The rule an Event's effects are logged under.
    pub(crate) fn rule(&self) -> &'static str {
        if cards::kind(self.card) == CardKind::Fortune {
            "2.4"
        } else {
            "5.1.1"
        }
    }

    /// This state at another step of its card.
    pub(crate) fn at(&self, step: u8) -> EventState {
        EventState {
            step,
            ..self.clone()
        }
    }
}
