//! #4 Guy of Gisborne. Light: Robin Hood may swap places with a Merry Man on
//! the map (his own player chooses, whoever played it: the swap cannot be
//! made blindly). Dark: Guy of Gisborne joins the Traveller deck and the
//! Monks leave the game.

use super::procedure::prelude::*;

pub(super) struct GuyOfGisborne;

/// Robin Hood's player swaps him with a Merry Man, or not.
const SWAP: u8 = 0;

impl Procedure for GuyOfGisborne {
    fn playable(&self, g: &Gest, side: Side, seat: Seat) -> bool {
        match side {
            // Revision 1: also with a Hidden Robin Hood alone on the map (see
            // `revision.rs`).
            Light if !g.robin_reveal_is_the_price() => {
                g.robin_hidden() || g.any_space(&|s| g.space(s).hidden + g.space(s).revealed > 0)
            }
            // Another Merry Man on the map to swap with.
            Light => {
                let on_map: u8 = Gest::playable_spaces().map(|s| g.men_at(s)).sum();
                let robin_known_on_map = if seat == ROBIN {
                    g.robin_at().is_some()
                } else {
                    g.robin_at().is_some() && !g.robin_in_doubt()
                };
                on_map > u8::from(robin_known_on_map)
            }
            Dark => g.travellers_out.contains(&Traveller::GuyOfGisborne),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.side {
            Light => g.ask_as(es, ROBIN),
            Dark => {
                g.add_traveller(Traveller::GuyOfGisborne, Traveller::Monks, Pile::Gone);
                false
            }
        }
    }

    fn legal(&self, g: &Gest, _es: &EventState, out: &mut Vec<Action>) {
        for s in Gest::playable_spaces() {
            if g.space(s).hidden > 0 && !g.robin_in(s) {
                out.push(Action::Swap(s, Piece::Hidden));
            }
            if g.space(s).revealed > 0 && !g.robin_in(s) {
                out.push(Action::Swap(s, Piece::Revealed));
            }
        }
        out.push(Action::Done);
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.step, action) {
            (SWAP, &Action::Swap(s, p)) => {
                // The Merry Man takes Robin Hood's place, Revealed; Robin Hood
                // takes his, Hidden.
                match g.robin {
                    Robin::Map { at, .. } => g.sp(at).revealed += 1,
                    Robin::Prison => g.prison += 1,
                    Robin::Available => g.avail.merry_men += 1,
                }
                if p == Piece::Hidden {
                    g.sp(s).hidden -= 1;
                } else {
                    g.sp(s).revealed -= 1;
                }
                g.robin = Robin::Map {
                    at: s,
                    hidden: true,
                };
                // He is on the map now, wherever he was.
                g.robin_doubt = false;
                g.note(rule, Event::SwapDecided);
                g.note_for(ROBIN, rule, Event::RobinIs { at: s });
            }
            (SWAP, Action::Done) => g.note(rule, Event::SwapDecided),
            (_, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, _es: &EventState) -> Option<Ask> {
        Ask::new("gest.ask.guy_of_gisborne")
    }
}
