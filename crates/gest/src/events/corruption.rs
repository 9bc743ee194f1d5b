//! #26 Corruption. Light: for 1 Shilling, a Henchman is replaced by a Merry
//! Man (Robin Hood himself, from Available, if his player wishes). Dark: for
//! 2 Shillings, up to 2 Merry Men of one space are replaced by Henchmen.

use super::procedure::prelude::*;

pub(super) struct Corruption;

/// Light: the space of the Henchman; Dark: the space of the Merry Men.
const SPACE: u8 = 0;
/// Dark: the Merry Men replaced, one at a time (`count`: so far).
const MEN: u8 = 1;

impl Procedure for Corruption {
    fn playable(&self, g: &Gest, side: Side, seat: Seat) -> bool {
        // The Shillings "you" pay come from the seat playing the card.
        let cash = g.shillings(seat);
        match side {
            Light => cash >= 1 && g.any_space(&|s| g.space(s).henchmen > 0),
            Dark => cash >= 2 && g.any_space(&|s| g.men_at(s) > 0),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.step {
            SPACE => g.ask_if_choices(es),
            _ => g.ask(es),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match (es.side, es.step) {
            (Light, _) => {
                out.extend(g.spaces_where(&|s| g.space(s).henchmen > 0));
                // Robin Hood's player may bring Robin Hood from Available.
                if es.seat == ROBIN && g.robin_placeable_from_available() {
                    for s in Gest::playable_spaces().filter(|&s| g.space(s).henchmen > 0) {
                        out.push(Action::Robin(s));
                    }
                }
            }
            (Dark, SPACE) => out.extend(g.spaces_where(&|s| g.men_at(s) > 0)),
            (Dark, _) => {
                let at = es.space.expect("space");
                if es.count < 2 {
                    g.pick_men(&|s| s == at, es.seat == ROBIN, out);
                }
                out.push(Action::Done);
            }
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        let seat = es.seat;
        match (es.side, es.step, action) {
            (Light, SPACE, &Action::Space(s)) => {
                g.pay(es.player, 1, rule);
                g.remove_henchmen(s, 1, Dest::Available, rule);
                if seat == ROBIN {
                    g.place_men(s, 1, rule);
                } else {
                    g.place_men_blind(s, 1, rule);
                }
            }
            (Light, SPACE, &Action::Robin(s)) => {
                g.pay(es.player, 1, rule);
                g.remove_henchmen(s, 1, Dest::Available, rule);
                g.place_men_with(s, 1, true, rule);
            }
            (Dark, SPACE, &Action::Space(s)) => {
                g.pay(es.player, 2, rule);
                es.space = Some(s);
                return After::Continue(es.at(MEN));
            }
            (Dark, MEN, &Action::Pick(s, p)) => {
                if seat == ROBIN {
                    g.return_man(s, p, rule);
                } else {
                    g.remove_man(s, p, true, rule);
                }
                g.place_henchmen(s, 1, rule);
                es.count += 1;
                return After::Continue(es);
            }
            (Dark, MEN, Action::Done) => {}
            (_, _, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match (es.side, es.step) {
            (Light, _) => Ask::new("gest.ask.corruption.light"),
            (Dark, SPACE) => Ask::new("gest.ask.corruption.space"),
            (Dark, _) => Ask::n("gest.ask.corruption.men", es.count),
        }
    }
}
