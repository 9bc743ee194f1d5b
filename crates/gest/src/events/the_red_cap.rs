//! #17 The Red Cap. Light: reveal Robin Hood to set a Submissive Parish next
//! to him Revolting, and one step toward Justice. Dark: reveal Robin Hood;
//! up to 2 Henchmen move into his space.

use super::procedure::prelude::*;

pub(super) struct TheRedCap;

/// Light: the Parish that revolts; Dark: Henchmen moving in (`count`: so far).
const CHOOSE: u8 = 0;

impl Procedure for TheRedCap {
    fn playable(&self, g: &Gest, side: Side, seat: Seat) -> bool {
        match side {
            Light => g.robin_may_pay_a_reveal(seat),
            Dark => g.robin_may_be_on_map(seat),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        let rule = es.rule();
        // Light: "Reveal Robin Hood to …", the reveal is the price.
        if es.side == Light && g.pay_robin_reveal(rule).is_none() {
            return false;
        }
        g.reveal_robin(rule);
        if g.has_choices(&es) {
            return g.ask(es);
        }
        if es.side == Light {
            g.shift(-1, rule);
        }
        false
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        let Some(at) = g.robin_at() else {
            return;
        };
        match es.side {
            Light => {
                for n in g.neighbours(at, g.oak_serves(es.seat == ROBIN, true)) {
                    if g.status(n) == Some(Status::Submissive) {
                        out.push(Action::Space(n));
                    }
                }
            }
            Dark => {
                if es.count < 2 {
                    for s in Gest::playable_spaces() {
                        if s != at && g.space(s).henchmen > 0 {
                            out.push(Action::Move(Piece::Henchman, s, at));
                        }
                    }
                }
                out.push(Action::Done);
            }
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.side, es.step, action) {
            (Light, CHOOSE, &Action::Space(p)) => {
                g.change_status(p, Status::Revolting, rule);
                g.shift(-1, rule);
            }
            (Dark, CHOOSE, &Action::Move(_, from, to)) => {
                g.sp(from).henchmen -= 1;
                g.sp(to).henchmen += 1;
                let (piece, n) = (Piece::Henchman, 1);
                g.note(rule, Event::Moved { piece, from, to, n });
                es.count += 1;
                return After::Continue(es);
            }
            (Dark, CHOOSE, Action::Done) => {}
            (_, _, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match es.side {
            Light => Ask::new("gest.ask.red_cap.light"),
            Dark => Ask::n("gest.ask.red_cap.dark", es.count),
        }
    }
}
