//! #14 Temporary Truce (Fortune): the Sheriff may move every Henchman into
//! Submissive spaces for 1 Order; then Robin Hood may move every Merry Man
//! into Forests or Camp spaces and hide them all, for 1 Justice.

use super::procedure::prelude::*;

pub(super) struct TemporaryTruce;

/// The Sheriff says whether he takes the truce.
const SHERIFF_AGREES: u8 = 0;
/// He moves each Henchman outside Submissive spaces, one at a time.
const HENCHMEN_MOVE: u8 = 1;
/// Robin Hood says whether he takes it.
const ROBIN_AGREES: u8 = 2;
/// He moves each Merry Man outside Forests and Camps, one at a time.
const MEN_MOVE: u8 = 3;

fn henchmen_to_move(g: &Gest) -> bool {
    g.any_space(&|s| !g.is_submissive(s) && g.space(s).henchmen > 0)
}

fn men_to_move(g: &Gest) -> bool {
    g.any_space(&|s| !safe_for_men(g, s) && g.men_at(s) > 0)
}

/// A Forest or a space with a Camp.
fn safe_for_men(g: &Gest, s: Sp) -> bool {
    s.is_forest() || g.space(s).camps > 0
}

impl Procedure for TemporaryTruce {
    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        let rule = es.rule();
        match es.step {
            SHERIFF_AGREES => g.ask_as(es, SHERIFF),
            HENCHMEN_MOVE => {
                if henchmen_to_move(g) {
                    return g.ask(es);
                }
                g.shift(1, rule);
                self.resume(g, es.at(ROBIN_AGREES))
            }
            ROBIN_AGREES => g.ask_as(es, ROBIN),
            _ => {
                if men_to_move(g) {
                    return g.ask(es);
                }
                for s in Gest::playable_spaces() {
                    g.hide_all(s, rule);
                }
                g.shift(-1, rule);
                false
            }
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match es.step {
            SHERIFF_AGREES | ROBIN_AGREES => {
                out.push(Action::Yes);
                out.push(Action::Done);
            }
            HENCHMEN_MOVE => {
                for from in Gest::playable_spaces() {
                    if g.is_submissive(from) || g.space(from).henchmen == 0 {
                        continue;
                    }
                    for to in Gest::playable_spaces().filter(|&t| g.is_submissive(t)) {
                        out.push(Action::Move(Piece::Henchman, from, to));
                    }
                }
            }
            _ => {
                for from in Gest::playable_spaces() {
                    if safe_for_men(g, from) {
                        continue;
                    }
                    for p in g.men_pieces(from, true) {
                        for to in Gest::playable_spaces().filter(|&t| safe_for_men(g, t)) {
                            out.push(Action::Move(p, from, to));
                        }
                    }
                }
            }
        }
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.step, action) {
            (SHERIFF_AGREES, Action::Yes) => After::Continue(es.at(HENCHMEN_MOVE)),
            (SHERIFF_AGREES, Action::Done) => After::Continue(es.at(ROBIN_AGREES)),
            (ROBIN_AGREES, Action::Yes) => After::Continue(es.at(MEN_MOVE)),
            (ROBIN_AGREES, Action::Done) => After::Done,
            (HENCHMEN_MOVE | MEN_MOVE, &Action::Move(p, from, to)) => {
                match p {
                    Piece::Henchman => {
                        g.sp(from).henchmen -= 1;
                        g.sp(to).henchmen += 1;
                    }
                    Piece::Robin => {
                        g.robin = Robin::Map {
                            at: to,
                            hidden: g.robin_hidden(),
                        };
                        g.note_for(ROBIN, rule, Event::RobinIs { at: to });
                    }
                    Piece::Hidden => {
                        g.sp(from).hidden -= 1;
                        g.sp(to).hidden += 1;
                    }
                    _ => {
                        g.sp(from).revealed -= 1;
                        g.sp(to).revealed += 1;
                    }
                }
                let piece = if p == Piece::Robin && g.robin_hidden() {
                    Piece::Hidden
                } else {
                    p
                };
                let n = 1;
                g.note(rule, Event::Moved { piece, from, to, n });
                After::Continue(es)
            }
            (_, a) => not_here(&es, a),
        }
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        Ask::new(match es.step {
            SHERIFF_AGREES => "gest.ask.truce.sheriff",
            HENCHMEN_MOVE => "gest.ask.truce.henchmen",
            ROBIN_AGREES => "gest.ask.truce.robin",
            _ => "gest.ask.truce.men",
        })
    }
}
