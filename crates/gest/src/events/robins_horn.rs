//! #21 Robin's Horn. Light: reveal Robin Hood to move up to 3 Merry Men from
//! adjacent spaces into his space; then they may Rob there. Dark: place a
//! Henchman in Parishes for every 2 Victims (rounded up), then the Sheriff
//! may Capture in one of those Parishes.

use super::procedure::prelude::*;

pub(super) struct RobinsHorn;

/// Light: Merry Men chosen to move in, made together at Done.
const MOVE_IN: u8 = 0;
/// Dark: the number of Henchmen is set (automatic).
const COUNT: u8 = 0;
/// Dark: a Henchman placed (`count`: left; `moves`: where they went).
const PLACE: u8 = 1;

impl Procedure for RobinsHorn {
    fn playable(&self, g: &Gest, side: Side, seat: Seat) -> bool {
        match side {
            Light => g.robin_may_pay_a_reveal(seat),
            Dark => !g.victims.is_empty() && g.avail.henchmen > 0,
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match (es.side, es.step) {
            (Light, MOVE_IN) if es.space.is_none() => {
                let Some(at) = g.pay_robin_reveal(es.rule()) else {
                    return false;
                };
                g.ask(EventState {
                    space: Some(at),
                    ..es
                })
            }
            (Dark, COUNT) => {
                let n = g.victims.len().div_ceil(2) as u8;
                g.ask(EventState {
                    count: n,
                    ..es.at(PLACE)
                })
            }
            _ => g.ask(es),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match es.side {
            Light => {
                let at = es.space.expect("target space");
                if es.moves.len() < 3 {
                    g.moves_into(es, at, false, false, out);
                }
            }
            Dark => {
                if es.count > 0 && g.avail.henchmen > 0 {
                    out.extend(g.parishes_where(&|_| true));
                }
            }
        }
        out.push(Action::Done);
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.side, es.step, action) {
            (Light, MOVE_IN, &Action::Move(p, from, _)) => {
                es.moves.push((p, from));
                After::Continue(es)
            }
            (Light, MOVE_IN, Action::Done) => {
                let at = es.space.expect("target space");
                let mut moves = std::mem::take(&mut es.moves);
                g.blind_movers(es.seat, &mut moves);
                g.make_moves(&moves, at, rule);
                // "They may Rob there".
                g.rob_here(at, 0, true);
                After::Done
            }
            (Dark, PLACE, &Action::Space(p)) => {
                g.place_henchmen(p, 1, rule);
                if !es.moves.iter().any(|m| m.1 == p) {
                    es.moves.push((Piece::Henchman, p));
                }
                es.count -= 1;
                if es.count == 0 || g.avail.henchmen == 0 {
                    return self.apply(g, es, &Action::Done);
                }
                After::Continue(es)
            }
            (Dark, PLACE, Action::Done) => {
                let placed: Vec<Sp> = es.moves.iter().map(|m| m.1).collect();
                if !placed.is_empty() {
                    let mut capture = PlotCtx::new(SHERIFF, 1);
                    capture.plots = vec![Plot::Capture];
                    capture.only = placed;
                    capture.optional = true;
                    g.tasks.push(Task::Plot(capture));
                }
                After::Done
            }
            (_, _, a) => not_here(&es, a),
        }
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match es.side {
            Light => Ask::n("gest.ask.robins_horn.light", es.moves.len()),
            Dark => Ask::n("gest.ask.robins_horn.dark", es.count),
        }
    }
}
