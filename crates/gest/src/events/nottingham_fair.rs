//! #28 Nottingham Fair. Light: up to 2 Henchmen in Nottingham are replaced
//! by Merry Men (one may be Robin Hood, from Available, if his player
//! wishes). Dark: up to 2 Merry Men next to Nottingham are removed.

use super::procedure::prelude::*;

pub(super) struct NottinghamFair;

/// Light: how many Henchmen are replaced; Dark: the Merry Men removed, one
/// at a time (`count`: so far).
const CHOOSE: u8 = 0;
/// Light, after Robin Hood came: one more Henchman may be replaced.
const ONE_MORE: u8 = 1;

impl Procedure for NottinghamFair {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => g.space(Sp::Nottingham).henchmen > 0,
            Dark => g
                .neighbours(Sp::Nottingham, false)
                .into_iter()
                .any(|n| g.men_at(n) > 0),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.step {
            CHOOSE => g.ask_if_choices(es),
            _ => g.ask(es),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match (es.side, es.step) {
            (Light, CHOOSE) => {
                let most = g.space(Sp::Nottingham).henchmen.min(2);
                out.extend((1..=most).map(Action::Count));
                // Robin Hood's player may bring Robin Hood from Available.
                if es.seat == ROBIN && g.robin_placeable_from_available() {
                    out.push(Action::Robin(Sp::Nottingham));
                }
            }
            (Light, _) => {
                if g.space(Sp::Nottingham).henchmen > 0 {
                    out.push(Action::Count(1));
                }
                out.push(Action::Done);
            }
            (Dark, _) => {
                if es.count < 2 {
                    let near = g.neighbours(Sp::Nottingham, false);
                    g.pick_men(&|s| near.contains(&s), es.seat == ROBIN, out);
                }
                if es.count > 0 {
                    out.push(Action::Done);
                }
            }
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        let seat = es.seat;
        match (es.side, es.step, action) {
            (Light, CHOOSE | ONE_MORE, &Action::Count(n)) => {
                g.remove_henchmen(Sp::Nottingham, n, Dest::Available, rule);
                if seat == ROBIN {
                    g.place_men(Sp::Nottingham, n, rule);
                } else {
                    g.place_men_blind(Sp::Nottingham, n, rule);
                }
            }
            (Light, CHOOSE, Action::Robin(_)) => {
                g.remove_henchmen(Sp::Nottingham, 1, Dest::Available, rule);
                g.place_men_with(Sp::Nottingham, 1, true, rule);
                return After::Continue(es.at(ONE_MORE));
            }
            (Light, ONE_MORE, Action::Done) => {}
            (Dark, CHOOSE, &Action::Pick(s, p)) => {
                if seat == ROBIN {
                    g.return_man(s, p, rule);
                } else {
                    g.remove_man(s, p, true, rule);
                }
                es.count += 1;
                return After::Continue(es);
            }
            (Dark, CHOOSE, Action::Done) => {}
            (_, _, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match (es.side, es.step) {
            (Light, ONE_MORE) => Ask::new("gest.ask.nottingham_fair.more"),
            (Light, _) => Ask::new("gest.ask.nottingham_fair.light"),
            (Dark, _) => Ask::n("gest.ask.nottingham_fair.dark", es.count),
        }
    }
}
