//! #27 Will Stutely. Light: a Hidden Merry Man moves into a Parish from an
//! adjacent space, and every Henchman there goes to Nottingham. Dark: up to
//! 2 Revealed Merry Men go to Prison.

use super::procedure::prelude::*;

pub(super) struct WillStutely;

/// Light: the move; Dark: the Merry Men imprisoned, one at a time.
const CHOOSE: u8 = 0;

impl Procedure for WillStutely {
    fn playable(&self, g: &Gest, side: Side, seat: Seat) -> bool {
        match side {
            Light => PARISHES.into_iter().any(|p| {
                g.neighbours(p, g.oak_serves(seat == ROBIN, true))
                    .into_iter()
                    .any(|n| g.hidden_at(n) > 0)
            }),
            Dark => g.any_space(&|s| g.space(s).revealed > 0),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        g.ask_if_choices(es)
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match es.side {
            Light => {
                for to in PARISHES {
                    for from in g.neighbours(to, g.oak_serves(es.seat == ROBIN, false)) {
                        if g.hidden_for(es.seat, from) > 0 {
                            out.push(Action::Move(Piece::Hidden, from, to));
                        }
                    }
                    if let Robin::Map { at, hidden: true } = g.robin {
                        if es.seat == ROBIN && g.adjacent(at, to, true) {
                            out.push(Action::Move(Piece::Robin, at, to));
                        }
                    }
                }
            }
            Dark => {
                if es.count < 2 {
                    for s in Gest::playable_spaces() {
                        if g.space(s).revealed > 0 {
                            out.push(Action::Pick(s, Piece::Revealed));
                        }
                    }
                }
                if es.count > 0 {
                    out.push(Action::Done);
                }
            }
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.side, es.step, action) {
            (Light, CHOOSE, &Action::Move(p, from, to)) => {
                let mut moved = [(p, from)];
                g.blind_movers(es.seat, &mut moved);
                if moved[0].0 == Piece::Robin {
                    g.robin = Robin::Map {
                        at: to,
                        hidden: true,
                    };
                    g.note_for(ROBIN, rule, Event::RobinIs { at: to });
                } else {
                    g.sp(from).hidden -= 1;
                    g.sp(to).hidden += 1;
                }
                let (piece, n) = (Piece::Hidden, 1);
                g.note(rule, Event::Moved { piece, from, to, n });
                let h = g.space(to).henchmen;
                if h > 0 {
                    g.sp(to).henchmen = 0;
                    g.sp(Sp::Nottingham).henchmen += h;
                    let (piece, from) = (Piece::Henchman, to);
                    let to = Sp::Nottingham;
                    g.note(
                        rule,
                        Event::Moved {
                            piece,
                            from,
                            to,
                            n: h,
                        },
                    );
                }
            }
            (Dark, CHOOSE, &Action::Pick(s, _)) => {
                g.imprison_revealed(s, 1, rule);
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
            Light => Ask::new("gest.ask.will_stutely.light"),
            Dark => Ask::n("gest.ask.will_stutely.dark", es.count),
        }
    }
}
