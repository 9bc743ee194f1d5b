//! #20 The Major Oak. Light: the Great Oak stands (its borders serve the
//! Robin Hood player, rule 1.3.4) and a Camp goes to Ollerton Hill. Dark:
//! remove a Camp from a Forest.

use super::procedure::prelude::*;

pub(super) struct MajorOak;

/// Dark: the Forest whose Camp goes.
const FOREST: u8 = 0;

impl Procedure for MajorOak {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => !g.great_oak && g.avail.camps > 0,
            Dark => FORESTS.iter().any(|&f| g.space(f).camps > 0),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.side {
            Light => {
                let rule = es.rule();
                g.great_oak = true;
                g.note(rule, Event::GreatOak);
                g.place_camp(Sp::OllertonHill, rule);
                false
            }
            Dark => g.ask_if_choices(es),
        }
    }

    fn legal(&self, g: &Gest, _es: &EventState, out: &mut Vec<Action>) {
        out.extend(
            FORESTS
                .iter()
                .filter(|&&f| g.space(f).camps > 0)
                .map(|&f| Action::Space(f)),
        );
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        match (es.step, action) {
            (FOREST, &Action::Space(f)) => g.remove_camp(f, es.rule()),
            (_, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, _es: &EventState) -> Option<Ask> {
        Ask::new("gest.ask.great_oak")
    }
}
