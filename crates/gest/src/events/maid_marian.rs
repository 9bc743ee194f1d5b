//! #24 Maid Marian. Light: Robin Hood carries out a Plot in one space, then
//! Swashbuckle or Inspire with any Merry Man. Dark: a Carriage goes to Used
//! Carriages, a Parish becomes Submissive, and its Merry Men all go to one
//! adjacent space.

use super::procedure::prelude::*;

pub(super) struct MaidMarian;

/// Dark: the Carriage that goes (Robin Hood picks a face-down one by space).
const CARRIAGE: u8 = 0;
/// Dark: the Parish that becomes Submissive.
const PARISH: u8 = 1;
/// Dark: where its Merry Men go.
const MEN_GO: u8 = 2;

impl Procedure for MaidMarian {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => true,
            Dark => g.any_space(&|s| g.space(s).carts.total() > 0),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match (es.side, es.step) {
            (Light, _) => {
                g.tasks.push(Task::Deeds(DeedCtx {
                    deeds: vec![Deed::Swashbuckle, Deed::Inspire],
                    any_man: true,
                    ..DeedCtx::standard(ROBIN)
                }));
                g.tasks.push(Task::Plot(PlotCtx::new(ROBIN, 1)));
                false
            }
            (Dark, CARRIAGE) => g.ask_if_choices(es),
            (Dark, _) => g.ask(es),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match es.step {
            CARRIAGE => {
                for s in Gest::playable_spaces() {
                    let c = g.space(s).carts;
                    for kind in CartKind::ALL {
                        for revealed in [false, true] {
                            // Only the Sheriff can tell face-down kinds apart.
                            let visible = revealed || es.seat == SHERIFF;
                            if c.count(kind, revealed) > 0 && visible {
                                let escort = false;
                                out.push(Action::Cart {
                                    from: s,
                                    kind,
                                    revealed,
                                    escort,
                                });
                            }
                        }
                    }
                    if es.seat != SHERIFF && c.hidden_total() > 0 {
                        out.push(Action::Space(s));
                    }
                }
            }
            PARISH => out.extend(g.parishes_where(&|_| true)),
            _ => {
                let at = es.space.expect("the Parish");
                out.extend(
                    g.neighbours(at, g.oak_serves(es.seat == ROBIN, false))
                        .into_iter()
                        .map(Action::Space),
                );
            }
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.step, action) {
            (CARRIAGE, a) => {
                let (s, kind, revealed) = match *a {
                    Action::Cart {
                        from,
                        kind,
                        revealed,
                        ..
                    } => (from, kind, revealed),
                    // Robin Hood's seat picks a face-down Carriage blindly.
                    Action::Space(s) => (s, g.blind_cart(s), false),
                    _ => not_here(&es, a),
                };
                *g.sp(s).carts.count_mut(kind, revealed) -= 1;
                g.used_carts[kind.index()] += 1;
                let robbed = false;
                g.note(
                    "1.9",
                    Event::CartUsed {
                        at: s,
                        kind,
                        robbed,
                    },
                );
                return After::Continue(es.at(PARISH));
            }
            (PARISH, &Action::Space(p)) => {
                g.change_status(p, Status::Submissive, rule);
                if g.men_at(p) > 0 {
                    es.space = Some(p);
                    return After::Continue(es.at(MEN_GO));
                }
            }
            (MEN_GO, &Action::Space(to)) => {
                let from = es.space.expect("the Parish");
                let (h, r) = (g.space(from).hidden, g.space(from).revealed);
                g.sp(from).hidden = 0;
                g.sp(from).revealed = 0;
                g.sp(to).hidden += h;
                g.sp(to).revealed += r;
                if let Robin::Map { at, hidden } = g.robin {
                    if at == from {
                        g.robin = Robin::Map { at: to, hidden };
                    }
                }
                let (piece, n) = (Piece::Hidden, h + r);
                g.note(rule, Event::Moved { piece, from, to, n });
            }
            (_, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match (es.side, es.step) {
            (Light, _) => None,
            (Dark, CARRIAGE) => Ask::new("gest.ask.lady_marian.cart"),
            (Dark, PARISH) => Ask::new("gest.ask.lady_marian.parish"),
            (Dark, _) => Ask::new("gest.ask.lady_marian.men"),
        }
    }
}
