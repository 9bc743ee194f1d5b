//! #6 Prioress of Kirklees. Light: all Merry Men in a Parish become Hidden,
//! and one step toward Justice. Dark: reveal Robin Hood and remove him to
//! Available, with one more Merry Man of his space.

use super::procedure::prelude::*;

pub(super) struct PrioressOfKirklees;

/// Light: the Parish whose Merry Men hide.
const PARISH: u8 = 0;
/// Dark: Robin Hood is removed (automatic).
const REMOVE_ROBIN: u8 = 0;
/// Dark: the Merry Man removed with him.
const ONE_MORE: u8 = 1;

impl Procedure for PrioressOfKirklees {
    fn playable(&self, g: &Gest, side: Side, seat: Seat) -> bool {
        match side {
            Light => true,
            Dark => g.robin_may_be_on_map(seat),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        let rule = es.rule();
        match (es.side, es.step) {
            (Light, PARISH) => {
                if g.has_choices(&es) {
                    return g.ask(es);
                }
                g.shift(-1, rule);
                false
            }
            (Dark, REMOVE_ROBIN) => {
                g.reveal_robin(rule);
                let Some(at) = g.robin_at() else {
                    return false;
                };
                g.remove_man(at, Piece::Robin, false, rule);
                if g.men_at(at) > 0 {
                    return g.ask(EventState {
                        space: Some(at),
                        ..es.at(ONE_MORE)
                    });
                }
                false
            }
            _ => g.ask(es),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match es.side {
            Light => out.extend(g.parishes_where(&|_| true)),
            Dark => {
                let at = es.space.expect("Robin Hood's space");
                if g.space(at).hidden > 0 {
                    out.push(Action::Remove(Piece::Hidden));
                }
                if g.space(at).revealed > 0 {
                    out.push(Action::Remove(Piece::Revealed));
                }
            }
        }
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.side, es.step, action) {
            (Light, PARISH, &Action::Space(p)) => {
                g.hide_all(p, rule);
                g.shift(-1, rule);
            }
            (Dark, ONE_MORE, &Action::Remove(p)) => {
                let at = es.space.expect("Robin Hood's space");
                g.remove_man(at, p, false, rule);
            }
            (_, _, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        Ask::new(match es.side {
            Light => "gest.ask.prioress.light",
            Dark => "gest.ask.prioress.dark",
        })
    }
}
