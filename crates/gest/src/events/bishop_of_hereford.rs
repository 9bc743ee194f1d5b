//! #2 Bishop of Hereford. Light: the Bishop of Hereford joins the Traveller
//! deck and a Noble Knight leaves the game. Dark: gain 2 Shillings, and the
//! Monks go to the Victims pile.

use super::procedure::prelude::*;

pub(super) struct BishopOfHereford;

impl Procedure for BishopOfHereford {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => g.travellers_out.contains(&Traveller::BishopOfHereford),
            Dark => true,
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.side {
            Light => g.add_traveller(
                Traveller::BishopOfHereford,
                Traveller::NobleKnight,
                Pile::Gone,
            ),
            Dark => {
                g.gain(es.player, 2, es.rule());
                g.take_traveller(Traveller::Monks, Pile::Victims);
            }
        }
        false
    }
}
