//! #7 Yeomen Revolt. Light: set a Submissive Parish without Henchmen
//! Revolting, and one step toward Justice. Dark: one step toward Order if
//! more Parishes are Submissive than Revolting.

use super::procedure::prelude::*;

pub(super) struct YeomenRevolt;

/// Light: the Parish that revolts.
const PARISH: u8 = 0;

impl Procedure for YeomenRevolt {
    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        let rule = es.rule();
        match es.side {
            Light => {
                if g.has_choices(&es) {
                    return g.ask(es);
                }
                g.shift(-1, rule);
            }
            Dark => {
                if g.submissive_parishes() > g.revolting_parishes() {
                    g.shift(1, rule);
                }
            }
        }
        false
    }

    fn legal(&self, g: &Gest, _es: &EventState, out: &mut Vec<Action>) {
        out.extend(g.parishes_where(&|p| {
            g.status(p) == Some(Status::Submissive) && g.space(p).henchmen == 0
        }));
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.step, action) {
            (PARISH, &Action::Space(p)) => {
                g.change_status(p, Status::Revolting, rule);
                g.shift(-1, rule);
            }
            (_, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, _es: &EventState) -> Option<Ask> {
        Ask::new("gest.ask.yeomen_revolt")
    }
}
