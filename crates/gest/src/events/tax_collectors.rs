//! #10 Tax Collectors. Light: move up to 4 Merry Men from adjacent spaces
//! into Nottingham, then attempt a Rob there. Dark: Confiscate in up to 2
//! Parishes with Henchmen, at no cost; the Confiscate is the Sheriff's Deed
//! (rule 3.1.2), so he makes its choices whoever played the card.

use super::procedure::prelude::*;

pub(super) struct TaxCollectors;

/// Light: Merry Men chosen to move into Nottingham, made together at Done.
const MOVE_IN: u8 = 0;
/// Dark: a Parish to Confiscate in (`count`: done so far).
const PARISH: u8 = 0;
/// Dark: the kind of Carriage placed there.
const KIND: u8 = 1;

impl Procedure for TaxCollectors {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light => g
                .neighbours(Sp::Nottingham, true)
                .into_iter()
                .any(|n| g.men_at(n) > 0),
            Dark => {
                g.avail.carts.iter().any(|&n| n > 0)
                    && PARISHES.into_iter().any(|p| g.space(p).henchmen > 0)
            }
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match (es.side, es.step) {
            (Light, MOVE_IN) => g.ask_if_choices(es),
            (Dark, PARISH) => g.ask_if_choices(EventState {
                seat: SHERIFF,
                ..es
            }),
            _ => g.ask(es),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match (es.side, es.step) {
            (Light, _) => {
                if es.moves.len() < 4 {
                    g.moves_into(es, Sp::Nottingham, false, true, out);
                }
                out.push(Action::Done);
            }
            (Dark, PARISH) => {
                if es.count < 2 && g.avail.carts.iter().any(|&n| n > 0) {
                    out.extend(
                        g.parishes_where(&|p| g.space(p).henchmen > 0 && Some(p) != es.space),
                    );
                }
                if es.count > 0 {
                    out.push(Action::Done);
                }
            }
            (Dark, _) => {
                for k in CartKind::ALL {
                    if g.avail.carts[k.index()] > 0 {
                        out.push(Action::Kind(k));
                    }
                }
            }
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        match (es.side, es.step, action) {
            (Light, MOVE_IN, &Action::Move(p, from, _)) => {
                es.moves.push((p, from));
                return After::Continue(es);
            }
            (Light, MOVE_IN, Action::Done) => {
                let mut moves = std::mem::take(&mut es.moves);
                g.blind_movers(es.seat, &mut moves);
                g.make_moves(&moves, Sp::Nottingham, es.rule());
                g.rob_here(Sp::Nottingham, 0, true);
            }
            (Dark, PARISH, &Action::Space(p)) => {
                es.space = Some(p);
                return After::Continue(es.at(KIND));
            }
            (Dark, PARISH, Action::Done) => {}
            (Dark, KIND, &Action::Kind(k)) => {
                let p = es.space.expect("the Parish");
                g.avail.carts[k.index()] -= 1;
                g.sp(p).carts.hidden[k.index()] += 1;
                g.note("4.3.2", Event::CartPlaced { at: p, kind: k });
                g.change_status(p, Status::Revolting, "4.3.2");
                es.count += 1;
                return After::Continue(es.at(PARISH));
            }
            (_, _, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match (es.side, es.step) {
            (Light, _) => Ask::n("gest.ask.tax_collectors.light", es.moves.len()),
            (Dark, PARISH) => Ask::n("gest.ask.tax_collectors.parish", es.count),
            (Dark, _) => Ask::new("gest.ask.tax_collectors.kind"),
        }
    }
}
