//! #5 Little John. Light: reveal Robin Hood to place a Merry Man in his
//! space and gain 2 Shillings. Dark: set a Revolting Parish with a Revealed
//! Merry Man Submissive.

use super::procedure::prelude::*;

pub(super) struct LittleJohn;

/// Dark: the Parish set Submissive.
const PARISH: u8 = 0;

impl Procedure for LittleJohn {
    fn playable(&self, g: &Gest, side: Side, seat: Seat) -> bool {
        match side {
            // "Reveal Robin Hood to …": the reveal is the price, so he must be Hidden.
            Light => g.robin_may_pay_a_reveal(seat),
            Dark => PARISHES
                .into_iter()
                .any(|p| g.is_revolting(p) && g.revealed_at(p) > 0),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        let rule = es.rule();
        match es.side {
            Light => {
                if let Some(at) = g.pay_robin_reveal(rule) {
                    g.place_men(at, 1, rule);
                    g.gain(es.player, 2, rule);
                }
                false
            }
            Dark => g.ask_if_choices(es),
        }
    }

    fn legal(&self, g: &Gest, _es: &EventState, out: &mut Vec<Action>) {
        out.extend(g.parishes_where(&|p| g.is_revolting(p) && g.revealed_at(p) > 0));
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        match (es.step, action) {
            (PARISH, &Action::Space(p)) => g.change_status(p, Status::Submissive, es.rule()),
            (_, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, _es: &EventState) -> Option<Ask> {
        Ask::new("gest.ask.little_john")
    }
}
