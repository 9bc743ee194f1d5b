//! The Deeds (rule 4.0) that may follow a Plot: Turncoat, Donate, Swashbuckle
//! and Inspire for Robin Hood; Ride, Confiscate and Disperse for the Sheriff.

use crate::action::Action;
use crate::log::Event;
use crate::map::{Sp, PARISHES};
use crate::state::*;

impl DeedCtx {
    /// The Deeds of a Plots & Deeds turn.
    pub fn standard(seat: Seat) -> DeedCtx {
        DeedCtx {
            seat,
            deeds: Deed::ALL.into_iter().filter(|d| d.seat() == seat).collect(),
            donate_limit: 2,
            donate_cost: 2,
            donate_anywhere: false,
            any_man: false,
        }
    }
}

use sherwood_engine::Seat;

fn deed_rule(deed: Deed) -> &'static str {
    match deed {
        Deed::Turncoat => "4.2.1",
        Deed::Donate => "4.2.2",
        Deed::Swashbuckle => "4.2.3",
        Deed::Inspire => "4.2.4",
        Deed::Ride => "4.3.1",
        Deed::Confiscate => "4.3.2",
        Deed::Disperse => "4.3.3",
    }
}

impl Gest {
    pub(crate) fn deed_possible(&self, ctx: &DeedCtx, deed: Deed) -> bool {
        match deed {
            Deed::Inspire if ctx.any_man => !self.inspire_any().is_empty(),
            Deed::Inspire => self.inspire_space().is_some(),
            Deed::Swashbuckle if ctx.any_man => {
                self.robin == Robin::Prison || Gest::playable_spaces().any(|s| self.men_at(s) > 0)
            }
            Deed::Swashbuckle => self.robin_at().is_some() || self.robin == Robin::Prison,
            _ => !self.deed_spaces(ctx, deed, &[]).is_empty(),
        }
    }

    /// Parishes (or spaces) the Deed may target next.
    fn deed_spaces(&self, ctx: &DeedCtx, deed: Deed, chosen: &[Sp]) -> Vec<Sp> {
        let cash = self.shillings(ctx.seat);
        let (limit, cost) = match deed {
            Deed::Turncoat => (1, 1),
            Deed::Donate => (ctx.donate_limit, ctx.donate_cost),
            Deed::Ride | Deed::Disperse => (1, if deed == Deed::Disperse { 3 } else { 0 }),
            Deed::Confiscate => (2, 0),
            Deed::Swashbuckle | Deed::Inspire => return Vec::new(),
        };
        if chosen.len() >= limit as usize || cash < cost {
            return Vec::new();
        }
        PARISHES
            .into_iter()
            .filter(|s| !chosen.contains(s))
            .filter(|&s| {
                let sp = self.space(s);
                let men = self.men_at(s);
                match deed {
                    Deed::Turncoat => self.is_revolting(s) && men > 0 && sp.henchmen > 0,
                    Deed::Donate => {
                        self.status(s) == Some(Status::Submissive)
                            && men > 0
                            && (ctx.donate_anywhere || men >= sp.henchmen)
                    }
                    Deed::Ride => self.space(Sp::Nottingham).henchmen > 0,
                    Deed::Confiscate => {
                        self.status(s) == Some(Status::Submissive)
                            && sp.henchmen > 0
                            && self.avail.carts.iter().any(|&n| n > 0)
                    }
                    Deed::Disperse => sp.henchmen > 0 && (men > 0 || sp.camps > 0),
                    _ => false,
                }
            })
            .collect()
    }

    /// Inspire (rule 4.2.4): Robin Hood Hidden in a Submissive or Revolting Parish.
    fn inspire_space(&self) -> Option<Sp> {
        match self.robin {
            Robin::Map { at, hidden: true }
                if matches!(
                    self.status(at),
                    Some(Status::Submissive | Status::Revolting)
                ) =>
            {
                Some(at)
            }
            _ => None,
        }
    }

    /// Inspire with any Merry Man (*Maid Marian*): a Hidden one in a
    /// Submissive or Revolting Parish, named as its owner knows it.
    fn inspire_any(&self) -> Vec<Action> {
        let mut out = Vec::new();
        for p in PARISHES {
            if !matches!(self.status(p), Some(Status::Submissive | Status::Revolting)) {
                continue;
            }
            if self.space(p).hidden > 0 {
                out.push(Action::Pick(p, Piece::Hidden));
            }
            if self.robin
                == (Robin::Map {
                    at: p,
                    hidden: true,
                })
            {
                out.push(Action::Pick(p, Piece::Robin));
            }
        }
        out
    }

    pub(crate) fn start_deed(&mut self, ctx: DeedCtx, deed: Deed) {
        if deed == Deed::Inspire && !ctx.any_man {
            let at = self.inspire_space().expect("Inspire is possible");
            self.reveal_robin("4.2.4");
            if self.is_revolting(at) {
                self.shift(-1, "4.2.4");
            } else {
                self.change_status(at, Status::Revolting, "4.2.4");
            }
            return self.next();
        }
        self.phase = Phase::Deed(DeedState {
            ctx,
            deed,
            spaces: Vec::new(),
            step: DeedStep::Pick,
        });
    }

    pub(crate) fn deed_legal(&self, st: &DeedState, out: &mut Vec<Action>) {
        match &st.step {
            DeedStep::Pick => {
                if st.deed == Deed::Inspire {
                    out.extend(self.inspire_any());
                    return;
                }
                if st.deed == Deed::Swashbuckle && st.ctx.any_man {
                    // Led by any Merry Man on the map, or Robin Hood's escape.
                    if self.robin == Robin::Prison {
                        self.swash_legal(out);
                    }
                    out.extend(
                        Gest::playable_spaces()
                            .filter(|&s| self.men_at(s) > 0)
                            .map(Action::Space),
                    );
                    return;
                }
                if st.deed == Deed::Swashbuckle {
                    return self.swash_legal(out);
                }
                let spaces = self.deed_spaces(&st.ctx, st.deed, &st.spaces);
                out.extend(spaces.iter().map(|&s| Action::Space(s)));
                // Turncoat's new Merry Man may be Robin Hood, from Available.
                if st.deed == Deed::Turncoat && self.robin_placeable_from_available() {
                    out.extend(spaces.iter().map(|&s| Action::Robin(s)));
                }
                if !st.spaces.is_empty() {
                    out.push(Action::Done);
                }
            }
            DeedStep::SwashAny { from, moves } => {
                let from = *from;
                let pending = |p: Piece| moves.iter().filter(|m| m.0 == p).count() as u8;
                if moves.len() < 2 {
                    let sp = self.space(from);
                    let mut pieces = Vec::new();
                    if sp.hidden > pending(Piece::Hidden) {
                        pieces.push(Piece::Hidden);
                    }
                    if sp.revealed > pending(Piece::Revealed) {
                        pieces.push(Piece::Revealed);
                    }
                    if self.robin_in(from) && pending(Piece::Robin) == 0 {
                        pieces.push(Piece::Robin);
                    }
                    for p in pieces {
                        let oak = self.oak_serves(true, p == Piece::Robin);
                        for to in self.neighbours(from, oak) {
                            out.push(Action::Send(p, to));
                        }
                    }
                }
                if !moves.is_empty() {
                    out.push(Action::Done);
                }
            }
            DeedStep::Ride(_) => {
                let most = self.space(Sp::Nottingham).henchmen.min(4);
                out.extend((1..=most).map(Action::Count));
            }
            DeedStep::Confiscate(_) => {
                for k in CartKind::ALL {
                    if self.avail.carts[k.index()] > 0 {
                        out.push(Action::Kind(k));
                    }
                }
            }
            DeedStep::Disperse { at, .. } => {
                let at = *at;
                let sp = self.space(at);
                if self.hidden_at(at) > 0 {
                    out.push(Action::Remove(Piece::Hidden));
                }
                if sp.revealed > 0 {
                    out.push(Action::Remove(Piece::Revealed));
                }
                if self.robin == (Robin::Map { at, hidden: false }) {
                    out.push(Action::Remove(Piece::Robin));
                }
                if sp.camps > 0 && self.men_at(at) == 0 {
                    out.push(Action::Remove(Piece::Camp));
                }
                out.push(Action::Done);
            }
        }
    }

    fn swash_legal(&self, out: &mut Vec<Action>) {
        match self.robin {
            Robin::Prison => {
                out.push(Action::Robin(Sp::Nottingham));
                out.extend(
                    self.neighbours(Sp::Nottingham, true)
                        .into_iter()
                        .map(Action::Robin),
                );
            }
            Robin::Map { at, .. } => {
                let sp = self.space(at);
                let mut others = Vec::new();
                if sp.hidden > 0 {
                    others.push(Piece::Hidden);
                }
                if sp.revealed > 0 {
                    others.push(Piece::Revealed);
                }
                for r in self.neighbours(at, true) {
                    out.push(Action::Swash {
                        robin: r,
                        other: None,
                    });
                    for &p in &others {
                        for o in self.neighbours(at, self.oak_serves(true, false)) {
                            out.push(Action::Swash {
                                robin: r,
                                other: Some((p, o)),
                            });
                        }
                    }
                }
            }
            Robin::Available => {}
        }
    }

    pub(crate) fn deed_apply(&mut self, mut st: DeedState, action: &Action) {
        let rule = deed_rule(st.deed);
        match (st.step.clone(), action) {
            (DeedStep::Pick, Action::Done) => return self.finish_deed(st),
            (DeedStep::Pick, &Action::Robin(s)) if st.deed == Deed::Turncoat => {
                st.spaces.push(s);
                self.note(
                    rule,
                    Event::DeedSpace {
                        deed: st.deed,
                        at: s,
                    },
                );
                self.pay(ROBIN, 1, rule);
                self.remove_henchmen(s, 1, crate::log::Dest::Available, rule);
                self.place_men_with(s, 1, true, rule);
                return self.finish_deed(st);
            }
            (DeedStep::Pick, &Action::Robin(at)) => {
                self.robin = Robin::Map { at, hidden: false };
                self.note(
                    rule,
                    Event::Placed {
                        piece: Piece::Robin,
                        at,
                        n: 1,
                    },
                );
                return self.finish_deed(st);
            }
            (DeedStep::Pick, &Action::Swash { robin, other }) => {
                let from = self.robin_at().expect("Robin Hood is on the map");
                let (mut hidden, mut revealed) = (0, 0);
                if self.robin_hidden() {
                    hidden += 1;
                } else {
                    revealed += 1;
                }
                let mut to = vec![robin];
                if let Some((p, o)) = other {
                    if p == Piece::Hidden {
                        hidden += 1;
                        self.sp(from).hidden -= 1;
                    } else {
                        revealed += 1;
                        self.sp(from).revealed -= 1;
                    }
                    self.sp(o).hidden += 1;
                    to.push(o);
                }
                to.sort();
                self.robin = Robin::Map {
                    at: robin,
                    hidden: true,
                };
                self.note(
                    rule,
                    Event::Scattered {
                        from,
                        hidden,
                        revealed,
                        to,
                    },
                );
                self.note_for(ROBIN, rule, Event::RobinIs { at: robin });
                return self.finish_deed(st);
            }
            (DeedStep::Pick, &Action::Pick(p, piece)) => {
                // Inspire with any Merry Man (Maid Marian).
                if piece == Piece::Robin {
                    self.reveal_robin(rule);
                } else {
                    self.sp(p).hidden -= 1;
                    self.sp(p).revealed += 1;
                    self.note(
                        rule,
                        Event::Revealed {
                            at: p,
                            n: 1,
                            robin: false,
                        },
                    );
                }
                if self.is_revolting(p) {
                    self.shift(-1, rule);
                } else {
                    self.change_status(p, Status::Revolting, rule);
                }
                return self.finish_deed(st);
            }
            (DeedStep::Pick, &Action::Space(s)) if st.deed == Deed::Swashbuckle => {
                st.step = DeedStep::SwashAny {
                    from: s,
                    moves: Vec::new(),
                };
                self.phase = Phase::Deed(st);
                return;
            }
            (DeedStep::SwashAny { from, mut moves }, &Action::Send(p, to)) => {
                moves.push((p, to));
                st.step = DeedStep::SwashAny { from, moves };
                self.phase = Phase::Deed(st);
                return;
            }
            (DeedStep::SwashAny { from, moves }, Action::Done) => {
                let (mut hidden, mut revealed) = (0, 0);
                let mut to = Vec::new();
                for &(p, dest) in &moves {
                    match p {
                        Piece::Robin => {
                            if self.robin_hidden() {
                                hidden += 1;
                            } else {
                                revealed += 1;
                            }
                            self.robin = Robin::Map {
                                at: dest,
                                hidden: true,
                            };
                            self.note_for(ROBIN, rule, Event::RobinIs { at: dest });
                        }
                        Piece::Hidden => {
                            hidden += 1;
                            self.sp(from).hidden -= 1;
                            self.sp(dest).hidden += 1;
                        }
                        _ => {
                            revealed += 1;
                            self.sp(from).revealed -= 1;
                            self.sp(dest).hidden += 1;
                        }
                    }
                    to.push(dest);
                }
                to.sort();
                self.note(
                    rule,
                    Event::Scattered {
                        from,
                        hidden,
                        revealed,
                        to,
                    },
                );
                return self.finish_deed(st);
            }
            (DeedStep::Pick, &Action::Space(s)) => {
                st.spaces.push(s);
                self.note(
                    rule,
                    Event::DeedSpace {
                        deed: st.deed,
                        at: s,
                    },
                );
                match st.deed {
                    Deed::Turncoat => {
                        self.pay(ROBIN, 1, rule);
                        self.remove_henchmen(s, 1, crate::log::Dest::Available, rule);
                        self.place_men(s, 1, rule);
                        return self.finish_deed(st);
                    }
                    Deed::Donate => {
                        self.pay(ROBIN, st.ctx.donate_cost, rule);
                        self.change_status(s, Status::Revolting, rule);
                    }
                    Deed::Ride => st.step = DeedStep::Ride(s),
                    Deed::Confiscate => st.step = DeedStep::Confiscate(s),
                    Deed::Disperse => {
                        self.pay(SHERIFF, 3, rule);
                        st.step = DeedStep::Disperse { at: s, removed: 0 };
                    }
                    Deed::Swashbuckle | Deed::Inspire => unreachable!(),
                }
            }
            (DeedStep::Ride(s), &Action::Count(n)) => {
                self.sp(Sp::Nottingham).henchmen -= n;
                self.sp(s).henchmen += n;
                self.note(
                    rule,
                    Event::Moved {
                        piece: Piece::Henchman,
                        from: Sp::Nottingham,
                        to: s,
                        n,
                    },
                );
                return self.finish_deed(st);
            }
            (DeedStep::Confiscate(s), &Action::Kind(k)) => {
                self.avail.carts[k.index()] -= 1;
                self.sp(s).carts.hidden[k.index()] += 1;
                self.note(rule, Event::CartPlaced { at: s, kind: k });
                self.change_status(s, Status::Revolting, rule);
                st.step = DeedStep::Pick;
            }
            (DeedStep::Disperse { at, .. }, Action::Done) => {
                self.change_status(at, Status::Revolting, rule);
                return self.finish_deed(st);
            }
            (DeedStep::Disperse { at, removed }, &Action::Remove(p)) => {
                if p == Piece::Camp {
                    self.remove_camp(at, rule);
                } else {
                    self.remove_man(at, p, true, rule);
                }
                st.step = DeedStep::Disperse {
                    at,
                    removed: removed + 1,
                };
                let mut more = Vec::new();
                self.deed_legal(&st, &mut more);
                if removed + 1 >= 2 || more.len() <= 1 {
                    self.change_status(at, Status::Revolting, rule);
                    return self.finish_deed(st);
                }
            }
            (step, a) => unreachable!("{a} in deed step {step:?}"),
        }
        if st.step == DeedStep::Pick && self.deed_spaces(&st.ctx, st.deed, &st.spaces).is_empty() {
            self.finish_deed(st);
        } else {
            self.phase = Phase::Deed(st);
        }
    }

    fn finish_deed(&mut self, _st: DeedState) {
        self.next();
    }
}
