//! #15 Will Scarlet. Light: a Camp in a Forest. Dark: reveal Robin Hood,
//! then the Sheriff Patrols in one space for free.

use super::procedure::prelude::*;

pub(super) struct WillScarlet;

/// Light: the Forest for the Camp.
const FOREST: u8 = 0;

impl Procedure for WillScarlet {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => g.avail.camps > 0,
            Dark => true,
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.side {
            Light => g.ask_if_choices(es),
            Dark => {
                g.reveal_robin(es.rule());
                g.free_patrol(false);
                false
            }
        }
    }

    fn legal(&self, _g: &Gest, _es: &EventState, out: &mut Vec<Action>) {
        out.extend(FORESTS.map(Action::Space));
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        match (es.step, action) {
            (FOREST, &Action::Space(f)) => {
                g.place_camp(f, es.rule());
            }
            (_, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, _es: &EventState) -> Option<Ask> {
        Ask::new("gest.ask.will_scarlet")
    }
}
