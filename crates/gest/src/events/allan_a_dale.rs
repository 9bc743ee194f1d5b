//! #18 Allan-a-Dale. Light: in a space with Hidden Merry Men, any number of
//! them reveal themselves for a Shilling each, and one step toward Justice.
//! Dark: the Sheriff Patrols in one space for free, revealing every Merry
//! Man where a Henchman is.

use super::procedure::prelude::*;

pub(super) struct AllanADale;

/// Light: the space.
const SPACE: u8 = 0;
/// Light: how many reveal themselves there.
const HOW_MANY: u8 = 1;

impl Procedure for AllanADale {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => g.any_space(&|s| g.hidden_at(s) > 0),
            Dark => true,
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match (es.side, es.step) {
            (Light, SPACE) => g.ask_if_choices(es),
            (Light, _) => g.ask(es),
            (Dark, _) => {
                g.free_patrol(true);
                false
            }
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match es.step {
            SPACE => out.extend(g.spaces_where(&|s| g.hidden_at(s) > 0)),
            _ if es.seat == SHERIFF => {
                // The Sheriff reveals blindly: Robin Hood may be among them.
                let at = es.space.expect("space");
                out.extend((1..=g.hidden_at(at)).map(|men| Action::Reveal { men, robin: false }));
            }
            _ => {
                let at = es.space.expect("space");
                for robin in [false, true] {
                    if robin && !(g.robin_in(at) && g.robin_hidden()) {
                        continue;
                    }
                    for men in 0..=g.space(at).hidden {
                        if men > 0 || robin {
                            out.push(Action::Reveal { men, robin });
                        }
                    }
                }
            }
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.step, action) {
            (SPACE, &Action::Space(s)) => {
                es.space = Some(s);
                return After::Continue(es.at(HOW_MANY));
            }
            (HOW_MANY, &Action::Reveal { men, .. }) if es.seat == SHERIFF => {
                let at = es.space.expect("space");
                let n = g.reveal_blind(at, men, rule);
                g.gain(es.player, i32::from(n), rule);
                g.shift(-1, rule);
            }
            (HOW_MANY, &Action::Reveal { men, robin }) => {
                let at = es.space.expect("space");
                g.sp(at).hidden -= men;
                g.sp(at).revealed += men;
                if men > 0 {
                    let robin = false;
                    g.note(rule, Event::Revealed { at, n: men, robin });
                }
                if robin {
                    g.reveal_robin(rule);
                }
                g.gain(es.player, i32::from(men + u8::from(robin)), rule);
                g.shift(-1, rule);
            }
            (_, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match es.step {
            SPACE => Ask::new("gest.ask.allan_a_dale.space"),
            _ => Ask::new("gest.ask.allan_a_dale.count"),
        }
    }
}
