//! #11 Great Escape. Light: Robin Hood and every prisoner go, Revealed, to
//! spaces next to Nottingham. Dark: in a space with Merry Men and Henchmen,
//! reveal all the Merry Men, then Capture there.

use super::procedure::prelude::*;

pub(super) struct GreatEscape;

/// Light: each escaper placed, one at a time; Dark: the space.
const CHOOSE: u8 = 0;

impl Procedure for GreatEscape {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => g.prison > 0 || g.robin == Robin::Prison,
            Dark => g.any_space(&|s| g.men_at(s) > 0 && g.space(s).henchmen > 0),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.side {
            Light => g.ask(es),
            Dark => g.ask_if_choices(es),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match es.side {
            Light => {
                let targets = g.neighbours(Sp::Nottingham, true);
                if g.robin == Robin::Prison {
                    out.extend(targets.iter().map(|&t| Action::Robin(t)));
                }
                if g.prison > 0 {
                    out.extend(targets.iter().map(|&t| Action::Send(Piece::Revealed, t)));
                }
            }
            Dark => out.extend(g.spaces_where(&|s| g.men_at(s) > 0 && g.space(s).henchmen > 0)),
        }
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.side, es.step, action) {
            (Light, CHOOSE, &Action::Robin(to)) => {
                g.robin = Robin::Map {
                    at: to,
                    hidden: false,
                };
                let (piece, n) = (Piece::Robin, 1);
                g.note(rule, Event::Placed { piece, at: to, n });
                After::Continue(es)
            }
            (Light, CHOOSE, &Action::Send(_, to)) => {
                g.prison -= 1;
                g.sp(to).revealed += 1;
                let (piece, n) = (Piece::Revealed, 1);
                g.note(rule, Event::Placed { piece, at: to, n });
                After::Continue(es)
            }
            (Dark, CHOOSE, &Action::Space(s)) => {
                g.reveal_all(s, rule);
                g.capture_at(s, rule);
                After::Done
            }
            (_, _, a) => not_here(&es, a),
        }
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        Ask::new(match es.side {
            Light => "gest.ask.great_escape.light",
            Dark => "gest.ask.great_escape.dark",
        })
    }
}
