//! #22 Fast Carriages. Light: Robin Hood may Sneak once, then Rob in up to 3
//! spaces with +1 to each die. Dark: move 1 Carriage up to 2 spaces along
//! its road. Robin Hood, playing it, picks a face-down Carriage by its space
//! (its kind drawn blindly) and gives no escort, which is the Sheriff's to
//! give (rule 2.3); the Sheriff moves it one space at a time, escorted or not.

use super::procedure::prelude::*;

pub(super) struct FastCarriages;

/// Dark: the Carriage that moves.
const PICK: u8 = 0;
/// Dark, the Sheriff: it may move on once more (`space`: where it is;
/// `count`: its kind, + 3 if face up).
const AGAIN: u8 = 1;
/// Dark, Robin Hood: how far it goes (`count`: its kind, + 3 if face up;
/// 6: face down, its kind drawn as it moves).
const HOW_FAR: u8 = 2;

/// `count` for a Carriage of this kind and face.
fn code(kind: CartKind, revealed: bool) -> u8 {
    kind.index() as u8 + if revealed { 3 } else { 0 }
}

const FACE_DOWN: u8 = 6;

impl Procedure for FastCarriages {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => true,
            Dark => g.any_space(&|s| g.space(s).carts.total() > 0),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.side {
            Light => {
                let mut sneak = PlotCtx::new(ROBIN, 1);
                sneak.plots = vec![Plot::Sneak];
                sneak.optional = true;
                let mut rob = PlotCtx::new(ROBIN, 3);
                rob.plots = vec![Plot::Rob];
                rob.bonus = 1;
                rob.optional = true;
                g.tasks.push(Task::Plot(rob));
                g.tasks.push(Task::Plot(sneak));
                false
            }
            Dark => g.ask(es),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match es.step {
            PICK if es.seat == ROBIN => {
                for s in Gest::playable_spaces() {
                    let c = g.space(s).carts;
                    if c.hidden_total() > 0 {
                        out.push(Action::Space(s));
                    }
                    for kind in CartKind::ALL {
                        if c.count(kind, true) > 0 {
                            let (revealed, escort) = (true, false);
                            out.push(Action::Cart {
                                from: s,
                                kind,
                                revealed,
                                escort,
                            });
                        }
                    }
                }
            }
            PICK => {
                for s in Gest::playable_spaces() {
                    let c = g.space(s).carts;
                    for kind in CartKind::ALL {
                        for revealed in [false, true] {
                            if c.count(kind, revealed) == 0 {
                                continue;
                            }
                            for escort in [false, true] {
                                if !escort || g.space(s).henchmen > 0 {
                                    out.push(Action::Cart {
                                        from: s,
                                        kind,
                                        revealed,
                                        escort,
                                    });
                                }
                            }
                        }
                    }
                }
            }
            AGAIN => {
                let at = es.space.expect("the Carriage's space");
                let kind = CartKind::ALL[es.count as usize % 3];
                let revealed = es.count >= 3;
                if at != Sp::Nottingham {
                    for escort in [false, true] {
                        if !escort || g.space(at).henchmen > 0 {
                            out.push(Action::Cart {
                                from: at,
                                kind,
                                revealed,
                                escort,
                            });
                        }
                    }
                }
                out.push(Action::Done);
            }
            _ => {
                let at = es.space.expect("the Carriage's space");
                out.push(Action::Count(1));
                if at.road_next().is_some_and(|n| n != Sp::Nottingham) {
                    out.push(Action::Count(2));
                }
            }
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.step, action) {
            (
                PICK,
                &Action::Cart {
                    from,
                    kind,
                    revealed: true,
                    ..
                },
            ) if es.seat == ROBIN => {
                es.space = Some(from);
                es.count = code(kind, true);
                return After::Continue(es.at(HOW_FAR));
            }
            (PICK, &Action::Space(s)) => {
                es.space = Some(s);
                es.count = FACE_DOWN;
                return After::Continue(es.at(HOW_FAR));
            }
            (
                PICK | AGAIN,
                &Action::Cart {
                    from,
                    kind,
                    revealed,
                    escort,
                },
            ) => {
                let to = g.step_cart(from, kind, revealed, escort, rule);
                if let (Some(to), PICK) = (to, es.step) {
                    es.space = Some(to);
                    es.count = code(kind, revealed);
                    return After::Continue(es.at(AGAIN));
                }
            }
            (AGAIN, Action::Done) => {}
            (HOW_FAR, &Action::Count(n)) => {
                let mut at = es.space.expect("the Carriage's space");
                let (kind, revealed) = if es.count >= FACE_DOWN {
                    (g.blind_cart(at), false)
                } else {
                    (CartKind::ALL[es.count as usize % 3], true)
                };
                for _ in 0..n {
                    match g.step_cart(at, kind, revealed, false, rule) {
                        Some(to) => at = to,
                        None => break,
                    }
                }
            }
            (_, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match (es.side, es.step) {
            (Light, _) => None,
            (Dark, PICK) => Ask::new("gest.ask.swift_carriages.pick"),
            (Dark, HOW_FAR) => Ask::new("gest.ask.swift_carriages.how_far"),
            (Dark, _) => Ask::new("gest.ask.swift_carriages.again"),
        }
    }
}
