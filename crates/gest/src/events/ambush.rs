//! #13 Ambush. Light: in a space with a Carriage, Merry Men from any spaces
//! (the card, unlike #10 and #21, does not say adjacent) move in and Rob
//! there at once. Dark: all Merry Men in a Forest are Revealed, and one step
//! toward Order.

use super::procedure::prelude::*;

pub(super) struct Ambush;

/// Light: the space with a Carriage; Dark: the Forest.
const SPACE: u8 = 0;
/// Light: Merry Men chosen to move in, made together at Done.
const MOVE_IN: u8 = 1;

impl Procedure for Ambush {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => g.any_space(&|s| g.space(s).carts.total() > 0),
            Dark => FORESTS.iter().any(|&f| g.men_at(f) > 0),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match (es.side, es.step) {
            (Light, SPACE) => g.ask_if_choices(es),
            (Dark, _) => {
                if g.has_choices(&es) {
                    return g.ask(es);
                }
                g.shift(1, es.rule());
                false
            }
            _ => g.ask(es),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match (es.side, es.step) {
            (Light, SPACE) => out.extend(g.spaces_where(&|s| g.space(s).carts.total() > 0)),
            (Light, _) => {
                let at = es.space.expect("target space");
                // From any space (from adjacent ones under revision 1).
                let anywhere = g.ambush_from_anywhere_must_rob();
                g.moves_into(es, at, anywhere, true, out);
                out.push(Action::Done);
            }
            (Dark, _) => out.extend(
                FORESTS
                    .iter()
                    .filter(|&&f| g.men_at(f) > 0)
                    .map(|&f| Action::Space(f)),
            ),
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.side, es.step, action) {
            (Light, SPACE, &Action::Space(s)) => {
                es.space = Some(s);
                return After::Continue(es.at(MOVE_IN));
            }
            (Light, MOVE_IN, &Action::Move(p, from, _)) => {
                es.moves.push((p, from));
                return After::Continue(es);
            }
            (Light, MOVE_IN, Action::Done) => {
                let at = es.space.expect("target space");
                let mut moves = std::mem::take(&mut es.moves);
                g.blind_movers(es.seat, &mut moves);
                g.make_moves(&moves, at, rule);
                // "Attempt a Rob there now" (not "may", as Robin's Horn; an
                // optional Rob under revision 1).
                g.rob_here(at, 0, !g.ambush_from_anywhere_must_rob());
            }
            (Dark, SPACE, &Action::Space(f)) => {
                g.reveal_all(f, rule);
                g.shift(1, rule);
            }
            (_, _, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match (es.side, es.step) {
            (Light, SPACE) => Ask::new("gest.ask.ambush.space"),
            (Light, _) => Ask::n("gest.ask.ambush.move", es.moves.len()),
            (Dark, _) => Ask::new("gest.ask.ambush.dark"),
        }
    }
}
