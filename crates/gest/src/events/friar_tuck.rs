//! #23 Friar Tuck. Light: Robin Hood Donates in up to 3 Parishes, anywhere,
//! for 1 Shilling each. Dark: in a space with Hidden Merry Men and a
//! Henchman, all the Merry Men are Revealed.

use super::procedure::prelude::*;

pub(super) struct FriarTuck;

/// Dark: the space.
const SPACE: u8 = 0;

impl Procedure for FriarTuck {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            // Donate is Robin Hood's own Deed: his Shillings pay.
            Light => {
                g.shillings(ROBIN) >= 1
                    && PARISHES
                        .into_iter()
                        .any(|p| g.status(p) == Some(Status::Submissive) && g.men_at(p) > 0)
            }
            Dark => g.any_space(&|s| g.hidden_at(s) > 0 && g.space(s).henchmen > 0),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.side {
            Light => {
                g.tasks.push(Task::Deeds(DeedCtx {
                    deeds: vec![Deed::Donate],
                    donate_limit: 3,
                    donate_cost: 1,
                    donate_anywhere: true,
                    ..DeedCtx::standard(ROBIN)
                }));
                false
            }
            Dark => g.ask_if_choices(es),
        }
    }

    fn legal(&self, g: &Gest, _es: &EventState, out: &mut Vec<Action>) {
        out.extend(g.spaces_where(&|s| g.hidden_at(s) > 0 && g.space(s).henchmen > 0));
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        match (es.step, action) {
            (SPACE, &Action::Space(s)) => g.reveal_all(s, es.rule()),
            (_, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, _es: &EventState) -> Option<Ask> {
        Ask::new("gest.ask.friar_tuck")
    }
}
