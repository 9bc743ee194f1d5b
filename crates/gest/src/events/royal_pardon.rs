//! #19 Royal Pardon. Robin Hood is a Merry Man (rule 6.2): he counts among
//! the prisoners. Light: half the prisoners, rounded down, go Revealed to
//! one space next to Nottingham; its player chooses whether Robin Hood is
//! one of them. Dark: release prisoners to Available, Robin Hood too if
//! wished, one step toward Order for every 2 released.

use super::procedure::prelude::*;

pub(super) struct RoyalPardon;

/// Light: where the pardoned go (with or without Robin Hood).
const WHERE: u8 = 0;
/// Dark: Robin Hood may be released, or how many Merry Men.
const RELEASE: u8 = 0;
/// Dark: how many other Merry Men, Robin Hood released (`count` = 1).
const RELEASE_OTHERS: u8 = 1;

impl Procedure for RoyalPardon {
    fn playable(&self, g: &Gest, side: Side, _seat: Seat) -> bool {
        match side {
            Light if g.pardon_counts_robin() => g.pardonable() >= 2,
            _ => g.pardonable() >= 1,
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match (es.side, es.step) {
            (Light, WHERE) | (Dark, RELEASE) => g.ask_if_choices(es),
            _ => g.ask(es),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match es.side {
            Light => {
                // Half the prisoners, Robin Hood counted: `space` frees that
                // many other Merry Men, `robin` Robin Hood and the rest.
                let near = g.neighbours(Sp::Nottingham, false);
                if g.pardonable() / 2 <= g.prison {
                    out.extend(near.iter().map(|&s| Action::Space(s)));
                }
                if g.robin == Robin::Prison && g.pardon_counts_robin() {
                    out.extend(near.iter().map(|&s| Action::Robin(s)));
                }
            }
            Dark => {
                if es.step == RELEASE && g.robin == Robin::Prison && g.pardon_counts_robin() {
                    out.push(Action::Remove(Piece::Robin));
                }
                out.extend((0..=g.prison).map(Action::Count));
            }
        }
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.side, es.step, action) {
            (Light, WHERE, &Action::Space(s) | &Action::Robin(s)) => {
                let mut n = g.pardonable() / 2;
                if let Action::Robin(_) = action {
                    g.robin = Robin::Map {
                        at: s,
                        hidden: false,
                    };
                    let piece = Piece::Robin;
                    g.note(rule, Event::Placed { piece, at: s, n: 1 });
                    n -= 1;
                }
                if n > 0 {
                    g.prison -= n;
                    g.sp(s).revealed += n;
                    let piece = Piece::Revealed;
                    g.note(rule, Event::Placed { piece, at: s, n });
                }
            }
            (Dark, RELEASE, Action::Remove(Piece::Robin)) => {
                g.robin = Robin::Available;
                let (piece, at, n, to) = (Piece::Robin, None, 1, Dest::Available);
                g.note(rule, Event::Removed { piece, at, n, to });
                es.count = 1;
                return After::Continue(es.at(RELEASE_OTHERS));
            }
            (Dark, RELEASE | RELEASE_OTHERS, &Action::Count(n)) => {
                g.prison -= n;
                g.avail.merry_men += n;
                if n > 0 {
                    let (piece, at, to) = (Piece::Revealed, None, Dest::Available);
                    g.note(rule, Event::Removed { piece, at, n, to });
                }
                // One step toward Order for every 2 released, Robin Hood counted.
                g.shift(((n + es.count) / 2) as i8, rule);
            }
            (_, _, a) => not_here(&es, a),
        }
        After::Done
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        Ask::new(match es.side {
            Light => "gest.ask.royal_pardon.light",
            Dark => "gest.ask.royal_pardon.dark",
        })
    }
}
