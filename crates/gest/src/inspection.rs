//! The Royal Inspection round (rule 6.0) and victory (rule 7.0).

use crate::action::Action;
use crate::cards::{self, CardKind};
use crate::log::{Dest, Event};
use crate::map::{Sp, FORESTS, PARISHES};
use crate::state::*;
use sherwood_engine::Outcome;

impl Gest {
    /// Carries out an automatic step, or sets up a decision (true).
    pub(crate) fn inspection(&mut self, step: Insp) -> bool {
        let name = match step {
            Insp::Unrest => "unrest",
            Insp::Mischief => "mischief",
            Insp::Governance => "governance",
            Insp::SheriffRedeploy { .. } => "redeployment",
            Insp::Reset => "reset",
            _ => "",
        };
        if !name.is_empty() {
            self.note(
                "6.0",
                Event::Inspection {
                    phase: name.to_string(),
                },
            );
        }
        match step {
            Insp::Unrest => {
                self.unrest();
                false
            }
            Insp::Mischief => {
                let camps: u8 = FORESTS
                    .iter()
                    .chain(&[Sp::OllertonHill])
                    .map(|&f| self.space(f).camps)
                    .sum();
                self.gain(ROBIN, i32::from(camps), "6.2");
                // "Un singolo Piano di Rapina": one Rob, in one space (a Rob
                // in up to 3 spaces under revision 1, see `revision.rs`).
                let spaces = if self.mischief_robs_one_space() { 1 } else { 3 };
                let mut rob = PlotCtx::new(ROBIN, spaces);
                rob.plots = vec![Plot::Rob];
                rob.optional = true;
                let donate = DeedCtx {
                    deeds: vec![Deed::Donate],
                    ..DeedCtx::standard(ROBIN)
                };
                self.tasks.push(Task::Inspection(Insp::Release));
                self.tasks.push(Task::Deeds(donate));
                self.tasks.push(Task::Plot(rob));
                false
            }
            Insp::Release => {
                self.tasks.push(Task::Inspection(Insp::Governance));
                let total = self.prison + u8::from(self.robin == Robin::Prison);
                let n = total / 2;
                if self.robin == Robin::Prison && n > 0 {
                    self.phase = Phase::Inspection(Insp::Release);
                    return true;
                }
                self.release(n, false);
                false
            }
            Insp::Governance => {
                let submissive = self.submissive_parishes() as i32 + 1;
                self.gain(SHERIFF, submissive, "6.3");
                for p in PARISHES {
                    if self.is_revolting(p) {
                        let half = self.space(p).henchmen / 2;
                        self.remove_henchmen(p, half, Dest::Available, "6.3");
                    }
                }
                for p in PARISHES {
                    if self.is_revolting(p) && self.space(p).henchmen > self.men_at(p) {
                        self.change_status(p, Status::Submissive, "6.3");
                    }
                }
                self.tasks
                    .push(Task::Inspection(Insp::SheriffRedeploy { entered: [0; 11] }));
                false
            }
            Insp::Swap if self.robin_at().is_none() => {
                self.tasks.push(Task::Inspection(Insp::Reset));
                false
            }
            Insp::SheriffRedeploy { .. } | Insp::RobinRedeploy { .. } | Insp::Swap => {
                self.phase = Phase::Inspection(step);
                true
            }
            Insp::PlaceRobin => {
                // Robin Hood in Available must now be placed: from here on
                // everyone knows whether he was there.
                self.robin_doubt = false;
                if self.robin == Robin::Available {
                    self.phase = Phase::Inspection(step);
                    return true;
                }
                self.tasks.push(Task::Inspection(Insp::Swap));
                false
            }
            Insp::Reset => {
                self.travellers.append(&mut self.traveller_discard);
                self.rng.shuffle(&mut self.travellers);
                self.note(
                    "6.5",
                    Event::Reshuffled {
                        travellers: self.travellers.len() as u8,
                    },
                );
                self.eligible = [ROBIN, SHERIFF];
                self.ballad += 1;
                self.note("6.5", Event::Eligibility { first: ROBIN });
                false
            }
        }
    }

    /// Unrest (rule 6.1) and the victory checks of rule 7.0.
    fn unrest(&mut self) {
        let steps = match self.submissive_parishes() {
            5.. => 1,
            3 | 4 => -1,
            1 | 2 => -2,
            0 => -3,
        };
        self.shift(steps, "6.1");
        let f = self.favour();
        let last = self.card.map(cards::kind) == Some(CardKind::KingRichard);
        let winner = if f <= -5 {
            Some((ROBIN, "justice"))
        } else if f >= 5 {
            Some((SHERIFF, "order"))
        } else if last {
            Some(if f < 0 {
                (ROBIN, "king_richard")
            } else {
                (SHERIFF, "king_richard")
            })
        } else {
            None
        };
        if let Some((seat, reason)) = winner {
            self.note(
                "7.0",
                Event::Won {
                    seat,
                    reason: reason.to_string(),
                },
            );
            self.phase = Phase::Over(Outcome {
                winner: seat,
                reason: reason.to_string(),
            });
            self.tasks.clear();
        } else {
            self.tasks.push(Task::Inspection(Insp::Mischief));
        }
    }

    /// Half the prisoners (rounded down) go back to Available (rule 6.2).
    fn release(&mut self, n: u8, robin: bool) {
        let mut men = n;
        if robin {
            self.robin = Robin::Available;
            men -= 1;
            self.note(
                "6.2",
                Event::Removed {
                    piece: Piece::Robin,
                    at: None,
                    n: 1,
                    to: Dest::Available,
                },
            );
        }
        let men = men.min(self.prison);
        if men > 0 {
            self.prison -= men;
            self.avail.merry_men += men;
            self.note(
                "6.2",
                Event::Removed {
                    piece: Piece::Revealed,
                    at: None,
                    n: men,
                    to: Dest::Available,
                },
            );
        }
    }

    /// Henchmen that must leave: in Revolting Parishes and Forests (rule 6.4).
    fn must_leave(&self, s: Sp) -> bool {
        self.is_revolting(s) || s.is_forest()
    }

    /// Merry Men that must leave: in Submissive spaces without a Camp.
    fn men_must_leave(&self, s: Sp) -> bool {
        self.is_submissive(s) && self.space(s).camps == 0
    }

    pub(crate) fn inspection_legal(&self, step: &Insp, out: &mut Vec<Action>) {
        match step {
            Insp::Release => {
                out.push(Action::Remove(Piece::Robin));
                out.push(Action::Done);
            }
            Insp::SheriffRedeploy { entered } => {
                let mut stuck = false;
                for from in Gest::playable_spaces() {
                    if self.space(from).henchmen <= entered[from.index()] {
                        continue;
                    }
                    if self.must_leave(from) {
                        stuck = true;
                        for to in Gest::playable_spaces() {
                            if self.is_submissive(to) {
                                out.push(Action::Move(Piece::Henchman, from, to));
                            }
                        }
                    } else if from != Sp::Nottingham {
                        out.push(Action::Move(Piece::Henchman, from, Sp::Nottingham));
                    }
                }
                if !stuck {
                    out.push(Action::Done);
                }
            }
            Insp::RobinRedeploy {
                entered,
                robin_moved,
            } => {
                let mut stuck = false;
                let targets: Vec<Sp> = Gest::playable_spaces()
                    .filter(|&t| t.is_forest() || (t.is_parish() && self.space(t).camps > 0))
                    .collect();
                for from in Gest::playable_spaces() {
                    let mut pieces = Vec::new();
                    if self.space(from).hidden > entered[from.index()] {
                        pieces.push(Piece::Hidden);
                    }
                    if self.robin_in(from) && !robin_moved {
                        pieces.push(Piece::Robin);
                    }
                    if pieces.is_empty() {
                        continue;
                    }
                    if self.men_must_leave(from) {
                        stuck = true;
                    }
                    for p in pieces {
                        for &to in &targets {
                            if to != from {
                                out.push(Action::Move(p, from, to));
                            }
                        }
                    }
                }
                if !stuck {
                    out.push(Action::Done);
                }
            }
            Insp::PlaceRobin => out.extend(FORESTS.map(Action::Robin)),
            Insp::Swap => {
                for s in Gest::playable_spaces() {
                    if self.space(s).hidden > 0 && !self.robin_in(s) {
                        out.push(Action::Swap(s, Piece::Hidden));
                    }
                }
                out.push(Action::Done);
            }
            _ => {}
        }
    }

    pub(crate) fn inspection_apply(&mut self, step: Insp, action: &Action) {
        match (step, action) {
            (Insp::Release, a) => {
                let n = self.prison.div_ceil(2);
                self.release(n, *a == Action::Remove(Piece::Robin));
                self.next();
            }
            (Insp::SheriffRedeploy { mut entered }, &Action::Move(_, from, to)) => {
                self.sp(from).henchmen -= 1;
                self.sp(to).henchmen += 1;
                entered[to.index()] += 1;
                self.note(
                    "6.4",
                    Event::Moved {
                        piece: Piece::Henchman,
                        from,
                        to,
                        n: 1,
                    },
                );
                self.phase = Phase::Inspection(Insp::SheriffRedeploy { entered });
            }
            (Insp::SheriffRedeploy { .. }, Action::Done) => {
                for k in CartKind::ALL {
                    self.avail.carts[k.index()] += self.used_carts[k.index()];
                }
                self.used_carts = [0; 3];
                for s in Gest::playable_spaces() {
                    self.hide_all(s, "6.4");
                }
                self.phase = Phase::Inspection(Insp::RobinRedeploy {
                    entered: [0; 11],
                    robin_moved: false,
                });
                if self.legal_actions() == [Action::Done] {
                    self.tasks.push(Task::Inspection(Insp::PlaceRobin));
                    self.next();
                }
            }
            (
                Insp::RobinRedeploy {
                    mut entered,
                    mut robin_moved,
                },
                &Action::Move(p, from, to),
            ) => {
                if p == Piece::Robin {
                    self.robin = Robin::Map {
                        at: to,
                        hidden: true,
                    };
                    robin_moved = true;
                    self.note_for(ROBIN, "6.4", Event::RobinIs { at: to });
                } else {
                    self.sp(from).hidden -= 1;
                    self.sp(to).hidden += 1;
                    entered[to.index()] += 1;
                }
                self.note(
                    "6.4",
                    Event::Moved {
                        piece: Piece::Hidden,
                        from,
                        to,
                        n: 1,
                    },
                );
                self.phase = Phase::Inspection(Insp::RobinRedeploy {
                    entered,
                    robin_moved,
                });
            }
            (Insp::RobinRedeploy { .. }, Action::Done) => {
                self.tasks.push(Task::Inspection(Insp::PlaceRobin));
                self.next();
            }
            (Insp::PlaceRobin, &Action::Robin(at)) => {
                self.robin = Robin::Map { at, hidden: true };
                self.note(
                    "6.4",
                    Event::Placed {
                        piece: Piece::Hidden,
                        at,
                        n: 1,
                    },
                );
                self.note_for(ROBIN, "6.4", Event::RobinIs { at });
                self.tasks.push(Task::Inspection(Insp::Swap));
                self.next();
            }
            (Insp::Swap, a) => {
                if let &Action::Swap(s, _) = a {
                    let from = self.robin_at().expect("Robin Hood is on the map");
                    self.sp(s).hidden -= 1;
                    self.sp(from).hidden += 1;
                    self.robin = Robin::Map {
                        at: s,
                        hidden: true,
                    };
                    self.note_for(ROBIN, "6.4", Event::RobinIs { at: s });
                }
                self.note("6.4", Event::SwapDecided);
                self.tasks.push(Task::Inspection(Insp::Reset));
                self.next();
            }
            (step, a) => unreachable!("{a} in inspection step {step:?}"),
        }
    }
}
