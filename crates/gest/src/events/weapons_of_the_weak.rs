//! #25 Weapons of the Weak. Light: a Submissive Parish becomes Passive.
//! Dark: a Revolting Parish becomes Submissive.

use super::procedure::prelude::*;

pub(super) struct WeaponsOfTheWeak;

/// The Parish.
const PARISH: u8 = 0;

impl Procedure for WeaponsOfTheWeak {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => PARISHES
                .into_iter()
                .any(|p| g.status(p) == Some(Status::Submissive)),
            Dark => PARISHES.into_iter().any(|p| g.is_revolting(p)),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        g.ask_if_choices(es)
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        out.extend(match es.side {
            Light => g.parishes_where(&|p| g.status(p) == Some(Status::Submissive)),
            Dark => g.parishes_where(&|p| g.is_revolting(p)),
        });
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.side, es.step, action) {
            (Light, PARISH, &Action::Space(p)) => {
                g.sp(p).status = Some(Status::Passive);
                let status = Status::Passive;
                g.note(rule, Event::StatusSet { at: p, status });
            }
            (Dark, PARISH, &Action::Space(p)) => g.change_status(p, Status::Submissive, rule),
            (_, _, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        Ask::new(match es.side {
            Light => "gest.ask.weapons.light",
            Dark => "gest.ask.weapons.dark",
        })
    }
}
