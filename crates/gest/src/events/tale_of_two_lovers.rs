//! #29 A Tale of Two Lovers. Light: for 1 Shilling, a Merry Man (never Robin
//! Hood; the Sheriff can name only a Revealed one) leaves the game with up
//! to 2 Henchmen of his space, and one step toward Justice. Dark: gain 2
//! Shillings and place up to 2 Henchmen in a Parish.

use super::procedure::prelude::*;

pub(super) struct TaleOfTwoLovers;

/// Light: the Merry Man; Dark: the Parish.
const CHOOSE: u8 = 0;
/// Dark: how many Henchmen go there.
const HENCHMEN: u8 = 1;

impl Procedure for TaleOfTwoLovers {
    fn playable(&self, g: &Gest, side: Side, seat: Seat) -> bool {
        match side {
            // Revision 1: any Merry Man on the map (see `revision.rs`).
            Light if !g.implementer_chooses() => {
                g.shillings(seat) >= 1 && g.any_space(&|s| g.men_at(s) > 0)
            }
            Light => {
                g.shillings(seat) >= 1
                    && g.any_space(&|s| {
                        g.space(s).revealed > 0 || (seat == ROBIN && g.space(s).hidden > 0)
                    })
            }
            Dark => true,
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
            (Light, _) => {
                for s in Gest::playable_spaces() {
                    // Never Robin Hood: only his own player can tell a Hidden
                    // Merry Man from him, so the Sheriff takes a Revealed one.
                    if es.seat == ROBIN && g.space(s).hidden > 0 {
                        out.push(Action::Pick(s, Piece::Hidden));
                    }
                    if g.space(s).revealed > 0 {
                        out.push(Action::Pick(s, Piece::Revealed));
                    }
                }
            }
            (Dark, CHOOSE) => out.extend(g.parishes_where(&|_| true)),
            (Dark, _) => {
                let most = g.avail.henchmen.min(2);
                out.extend((1..=most).map(Action::Count));
            }
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.side, es.step, action) {
            (Light, CHOOSE, &Action::Pick(s, p)) => {
                g.pay(es.player, 1, rule);
                // Removed from the game (never Robin Hood himself).
                g.remove_man(s, p, false, rule);
                g.avail.merry_men -= 1;
                g.gone_merry_men += 1;
                let h = g.space(s).henchmen.min(2);
                g.remove_henchmen(s, h, Dest::Gone, rule);
                g.shift(-1, rule);
            }
            (Dark, CHOOSE, &Action::Space(p)) => {
                g.gain(es.player, 2, rule);
                es.space = Some(p);
                return After::Continue(es.at(HENCHMEN));
            }
            (Dark, HENCHMEN, &Action::Count(n)) => {
                let p = es.space.expect("the Parish");
                g.place_henchmen(p, n, rule);
            }
            (_, _, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match (es.side, es.step) {
            (Light, _) => Ask::new("gest.ask.two_lovers.light"),
            (Dark, CHOOSE) => Ask::new("gest.ask.two_lovers.parish"),
            (Dark, _) => Ask::new("gest.ask.two_lovers.count"),
        }
    }
}
