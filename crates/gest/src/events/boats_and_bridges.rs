//! #12 Boats and Bridges. Light: Merry Men of one river space go together
//! to another river space. Dark: a Bridge across a river border, and one
//! step toward Order.

use super::procedure::prelude::*;

pub(super) struct BoatsAndBridges;

/// Light: the river space they leave.
const FROM: u8 = 0;
/// Light: who goes, and where (all to the same space), made at Done.
const SEND: u8 = 1;
/// Dark: one bank of the border.
const BANK: u8 = 0;
/// Dark: the bank facing it.
const OTHER_BANK: u8 = 1;

impl Procedure for BoatsAndBridges {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => g.any_space(&|s| s.by_river() && g.men_at(s) > 0),
            Dark => g.bridge.is_none(),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match (es.side, es.step) {
            (Light, FROM) | (Dark, BANK) => g.ask_if_choices(es),
            _ => g.ask(es),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match (es.side, es.step) {
            (Light, FROM) => out.extend(g.spaces_where(&|s| s.by_river() && g.men_at(s) > 0)),
            (Light, _) => {
                let from = es.space.expect("origin");
                let pending = |p: Piece| es.moves.iter().filter(|m| m.0 == p).count() as u8;
                let mut pieces = Vec::new();
                if g.hidden_for(es.seat, from) > pending(Piece::Hidden) {
                    pieces.push(Piece::Hidden);
                }
                if g.space(from).revealed > pending(Piece::Revealed) {
                    pieces.push(Piece::Revealed);
                }
                if g.robin_named_in(es.seat, from) && pending(Piece::Robin) == 0 {
                    pieces.push(Piece::Robin);
                }
                let dest = es.moves.first().map(|m| m.1);
                for p in pieces {
                    for to in Gest::playable_spaces()
                        .filter(|&t| t.by_river() && t != from && dest.is_none_or(|d| d == t))
                    {
                        out.push(Action::Send(p, to));
                    }
                }
                out.push(Action::Done);
            }
            (Dark, BANK) => {
                for (a, _) in RIVER_BORDERS {
                    if !out.contains(&Action::Space(a)) {
                        out.push(Action::Space(a));
                    }
                }
            }
            (Dark, _) => {
                let a = es.space.expect("first bank");
                for (x, y) in RIVER_BORDERS {
                    if x == a {
                        out.push(Action::Space(y));
                    }
                }
            }
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.side, es.step, action) {
            (Light, FROM, &Action::Space(s)) => {
                es.space = Some(s);
                return After::Continue(es.at(SEND));
            }
            (Light, SEND, &Action::Send(p, to)) => {
                es.moves.push((p, to));
                return After::Continue(es);
            }
            (Light, SEND, Action::Done) => {
                let from = es.space.expect("origin");
                if let Some(&(_, to)) = es.moves.first() {
                    let mut moves: Vec<(Piece, Sp)> =
                        es.moves.iter().map(|m| (m.0, from)).collect();
                    g.blind_movers(es.seat, &mut moves);
                    g.make_moves(&moves, to, rule);
                }
            }
            (Dark, BANK, &Action::Space(a)) => {
                es.space = Some(a);
                return After::Continue(es.at(OTHER_BANK));
            }
            (Dark, OTHER_BANK, &Action::Space(b)) => {
                let a = es.space.expect("first bank");
                g.bridge = Some((a, b));
                g.note(rule, Event::BridgePlaced { a, b });
                g.shift(1, rule);
            }
            (_, _, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match (es.side, es.step) {
            (Light, FROM) => Ask::new("gest.ask.boats.from"),
            (Light, _) => Ask::n("gest.ask.boats.move", es.moves.len()),
            (Dark, BANK) => Ask::new("gest.ask.bridges.bank"),
            (Dark, _) => Ask::new("gest.ask.bridges.other_bank"),
        }
    }
}
