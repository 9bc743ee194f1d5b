//! Setup, the card cycle and the Initiative track, and the dispatch of legal
//! actions and their effects to the Plots, Deeds, Events and Inspection.

use crate::action::Action;
use crate::cards::{self, CardKind, Side, Traveller};
use crate::log::Event;
use crate::map::Sp;
use crate::state::*;
use sherwood_engine::{Rng, Seat, Step};

impl Gest {
    /// Rule 2.1: the map, the forces, the decks.
    pub(crate) fn setup(options: &Options, seed: u64) -> Gest {
        let mut rng = Rng::new(seed);
        let deck = build_deck(&mut rng);
        let mut travellers = Traveller::starting_deck();
        rng.shuffle(&mut travellers);
        let mut spaces: [Space; 11] = Default::default();
        for p in crate::map::PARISHES {
            spaces[p.index()].status = Some(Status::Submissive);
        }
        spaces[Sp::Remston.index()].status = Some(Status::Revolting);
        spaces[Sp::Nottingham.index()].henchmen = 2;
        for s in [Sp::Blyth, Sp::Mansfield, Sp::Bingham] {
            spaces[s.index()].henchmen = 1;
        }
        spaces[Sp::ShireWood.index()].camps = 1;
        let mut g = Gest {
            options: options.clone(),
            rng,
            spaces,
            robin: Robin::Available,
            avail: Available {
                merry_men: MERRY_MEN,
                camps: CAMPS - 1,
                henchmen: HENCHMEN - 5,
                carts: [CARTS_PER_KIND; 3],
            },
            prison: 0,
            used_carts: [0; 3],
            gone_merry_men: 0,
            gone_henchmen: 0,
            shillings: [5, 9],
            favour: 7,
            deck,
            card: None,
            played: Vec::new(),
            travellers,
            traveller_discard: Vec::new(),
            victims: Vec::new(),
            travellers_out: vec![Traveller::BishopOfHereford, Traveller::GuyOfGisborne],
            bridge: None,
            great_oak: false,
            robin_doubt: false,
            eligible: [ROBIN, SHERIFF],
            boxes: [None; 3],
            ballad: 1,
            phase: Phase::SetupRobin,
            tasks: Vec::new(),
            log: Vec::new(),
        };
        g.note("2.1", Event::Setup);
        g
    }

    /// A Hidden Merry Man (or Robin Hood) placed at set-up, for Robin
    /// Hood's seat only: the order of the placements would tell where Robin
    /// Hood is, as he is placed first.
    fn note_setup_placement(&mut self, at: Sp) {
        self.note_for(
            ROBIN,
            "2.1",
            Event::Placed {
                piece: Piece::Hidden,
                at,
                n: 1,
            },
        );
    }

    pub(crate) fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        match &self.phase {
            Phase::SetupRobin => {
                out.extend(SETUP_SPACES.map(Action::Robin));
            }
            Phase::SetupMen { .. } => {
                out.extend(SETUP_SPACES.map(Action::Man));
            }
            Phase::Carriages { moved, .. } => self.cart_moves(moved, &mut out),
            Phase::Eligible { seat } => {
                let seat = *seat;
                for c in Choice::ALL {
                    if self.boxes[c.index()].is_some() {
                        continue;
                    }
                    let ok = match c {
                        Choice::SinglePlot => self.any_plot(&PlotCtx::new(seat, 1)),
                        Choice::PlotsAndDeeds => self.any_plot(&PlotCtx::new(seat, 3)),
                        Choice::Event => self.card.is_some_and(|card| {
                            [Side::Light, Side::Dark]
                                .into_iter()
                                .any(|s| self.event_playable(card, s, seat))
                        }),
                    };
                    if ok {
                        out.push(Action::Choose(c));
                    }
                }
                for c in Choice::ALL {
                    if self.boxes[c.index()].is_none() {
                        out.push(Action::Pass(c));
                    }
                }
            }
            Phase::EventSide { seat } => {
                if let Some(card) = self.card {
                    for s in [Side::Light, Side::Dark] {
                        if self.event_playable(card, s, *seat) {
                            out.push(Action::Side(s));
                        }
                    }
                }
            }
            Phase::PlotMenu(ctx) => {
                for &p in &ctx.plots {
                    if !self.plot_spaces(ctx, p, &[]).is_empty() {
                        out.push(Action::Plot(p));
                    }
                }
                if ctx.optional {
                    out.push(Action::Done);
                }
            }
            Phase::Plot(st) => self.plot_legal(st, &mut out),
            Phase::DeedMenu(ctx) => {
                for &d in &ctx.deeds {
                    if self.deed_possible(ctx, d) {
                        out.push(Action::Deed(d));
                    }
                }
                out.push(Action::Done);
            }
            Phase::Deed(st) => self.deed_legal(st, &mut out),
            Phase::Event(es) => self.event_legal(es, &mut out),
            Phase::Inspection(step) => self.inspection_legal(step, &mut out),
            Phase::Over(_) => {}
        }
        out
    }

    /// The seat whose decision the game waits for.
    pub(crate) fn seat_to_move(&self) -> Option<Seat> {
        Some(match &self.phase {
            Phase::SetupRobin | Phase::SetupMen { .. } => ROBIN,
            Phase::Carriages { .. } => SHERIFF,
            Phase::Eligible { seat } | Phase::EventSide { seat } => *seat,
            Phase::PlotMenu(ctx) => ctx.seat,
            Phase::Plot(st) => st.ctx.seat,
            Phase::DeedMenu(ctx) => ctx.seat,
            Phase::Deed(st) => st.ctx.seat,
            Phase::Event(es) => es.seat,
            Phase::Inspection(step) => match step {
                Insp::Governance | Insp::SheriffRedeploy { .. } => SHERIFF,
                _ => ROBIN,
            },
            Phase::Over(_) => return None,
        })
    }

    pub(crate) fn apply_action(&mut self, action: &Action) -> Step {
        let before = self.secrets_snapshot();
        self.dispatch(action);
        if !self.robin_in_doubt() {
            self.robin_doubt = false;
        }
        // Undo never crosses randomness, a card drawn, a Carriage or Robin
        // Hood revealed, or the device passing to the other seat.
        if self.secrets_snapshot() != before {
            Step::Barrier
        } else {
            Step::Reversible
        }
    }

    /// What may not be taken back once it changed.
    fn secrets_snapshot(&self) -> (Rng, Option<Seat>, bool, u8, Option<cards::Card>, usize) {
        let hidden_carts = self.spaces.iter().map(|s| s.carts.hidden_total()).sum();
        (
            self.rng.clone(),
            self.seat_to_move(),
            self.robin_hidden(),
            hidden_carts,
            self.card,
            self.travellers.len(),
        )
    }

    fn dispatch(&mut self, action: &Action) {
        match (self.phase.clone(), action) {
            (Phase::SetupRobin, &Action::Robin(s)) => {
                self.robin = Robin::Map {
                    at: s,
                    hidden: true,
                };
                // Robin Hood is the first piece placed: the placements are
                // his seat's to read, one by one; the others learn only
                // where the band stands once it is all in place.
                self.note_setup_placement(s);
                self.note_for(ROBIN, "2.1", Event::RobinIs { at: s });
                self.phase = Phase::SetupMen { left: 3 };
            }
            (Phase::SetupMen { left }, &Action::Man(s)) => {
                self.avail.merry_men -= 1;
                self.sp(s).hidden += 1;
                self.note_setup_placement(s);
                if left > 1 {
                    self.phase = Phase::SetupMen { left: left - 1 };
                } else {
                    let band = crate::map::SPACES
                        .into_iter()
                        .map(|s| (s, self.hidden_at(s)))
                        .filter(|&(_, n)| n > 0)
                        .collect();
                    self.note("2.1", Event::BandPlaced { hidden: band });
                    self.tasks.push(Task::Draw);
                    self.next();
                }
            }
            (
                Phase::Carriages { left, moved },
                &Action::Cart {
                    from,
                    kind,
                    revealed,
                    escort,
                },
            ) => self.move_cart(left, moved, from, kind, revealed, escort),
            (Phase::Eligible { seat }, &Action::Pass(c)) => {
                self.boxes[c.index()] = Some(seat);
                let gain = if seat == ROBIN {
                    1
                } else {
                    c.index() as i32 + 1
                };
                self.note(
                    "2.3",
                    Event::Passed {
                        seat,
                        choice: c,
                        gain,
                    },
                );
                self.gain(seat, gain, "2.3");
                self.after_choice();
                self.next();
            }
            (Phase::Eligible { seat }, &Action::Choose(c)) => {
                self.boxes[c.index()] = Some(seat);
                self.note("2.3", Event::Chose { seat, choice: c });
                self.after_choice();
                match c {
                    Choice::SinglePlot => self.phase = Phase::PlotMenu(PlotCtx::new(seat, 1)),
                    Choice::PlotsAndDeeds => {
                        let mut ctx = PlotCtx::new(seat, 3);
                        ctx.then_deed = true;
                        self.phase = Phase::PlotMenu(ctx);
                    }
                    Choice::Event => self.phase = Phase::EventSide { seat },
                }
            }
            (Phase::EventSide { seat }, &Action::Side(side)) => {
                let card = self.card.expect("an Event card is in play");
                self.note("5.1.1", Event::EventPlayed { seat, card, side });
                self.start_event(card, side, seat);
            }
            (Phase::PlotMenu(ctx), &Action::Plot(plot)) => {
                self.note(
                    "3.1",
                    Event::PlotChosen {
                        seat: ctx.seat,
                        plot,
                    },
                );
                self.phase = Phase::Plot(PlotState {
                    ctx,
                    plot,
                    spaces: Vec::new(),
                    step: PlotStep::Pick,
                    entered: [0; 11],
                    robin_moved: false,
                });
            }
            (Phase::PlotMenu(_), Action::Done) => self.next(),
            (Phase::Plot(st), a) => self.plot_apply(st, a),
            (Phase::DeedMenu(ctx), &Action::Deed(deed)) => {
                self.note(
                    "4.1",
                    Event::DeedChosen {
                        seat: ctx.seat,
                        deed,
                    },
                );
                self.start_deed(ctx, deed);
            }
            (Phase::DeedMenu(_), Action::Done) => self.next(),
            (Phase::Deed(st), a) => self.deed_apply(st, a),
            (Phase::Event(es), a) => self.event_apply(es, a),
            (Phase::Inspection(step), a) => self.inspection_apply(step, a),
            (phase, a) => unreachable!("{a} is not legal in {phase:?}"),
        }
    }

    /// After a seat takes a box: the other seat follows, or the card ends.
    fn after_choice(&mut self) {
        let taken = self.boxes.iter().flatten().count();
        self.tasks.push(if taken == 1 {
            Task::Second
        } else {
            Task::EndCard
        });
    }

    /// Runs automatic steps until someone has a decision to make.
    pub(crate) fn next(&mut self) {
        loop {
            if matches!(self.phase, Phase::Over(_)) {
                return;
            }
            let task = self.tasks.pop().unwrap_or(Task::Draw);
            if self.run(task) {
                if self.legal_actions().is_empty() {
                    continue;
                }
                return;
            }
        }
    }

    /// Carries out one task; true when it leaves a decision to make.
    fn run(&mut self, task: Task) -> bool {
        match task {
            Task::Draw => self.draw_card(),
            Task::First => {
                self.boxes = [None; 3];
                self.phase = Phase::Eligible {
                    seat: self.eligible[0],
                };
                true
            }
            Task::Second => {
                self.phase = Phase::Eligible {
                    seat: self.eligible[1],
                };
                true
            }
            Task::EndCard => {
                let first = self.boxes.iter().flatten().next().copied().unwrap_or(ROBIN);
                self.eligible = [first, 1 - first];
                self.note("2.3", Event::Eligibility { first });
                false
            }
            Task::Plot(ctx) => {
                let any = self.any_plot(&ctx);
                if any {
                    self.phase = Phase::PlotMenu(ctx);
                }
                any
            }
            Task::Deeds(ctx) => {
                // Whether the Deed menu opens is public: Swashbuckle counts as
                // possible while the Sheriff cannot tell whether Robin Hood is
                // on the map (his player then may have only Done).
                let any = ctx.deeds.iter().any(|&d| self.deed_possible(&ctx, d))
                    || (ctx.deeds.contains(&Deed::Swashbuckle) && self.robin_in_doubt());
                if any {
                    self.phase = Phase::DeedMenu(ctx);
                }
                any
            }
            Task::Event(es) => self.event_resume(es),
            Task::Inspection(step) => self.inspection(step),
        }
    }

    /// Draws the next Event card (rules 2.2–2.5). True when the Sheriff has
    /// Carriages to move.
    fn draw_card(&mut self) -> bool {
        if let Some(old) = self.card.take() {
            self.played.push(old);
        }
        let Some(card) = self.deck.pop() else {
            // The deck always ends with King Richard's Return; nothing follows.
            unreachable!("the Event deck ran out before King Richard's Return");
        };
        self.card = Some(card);
        self.note(
            "2.2",
            Event::CardDrawn {
                card,
                ballad: self.ballad,
            },
        );
        match cards::kind(card) {
            CardKind::Regular => self.tasks.push(Task::First),
            CardKind::Fortune => {
                self.tasks
                    .push(Task::Event(EventState::new(card, Side::Light, SHERIFF)))
            }
            CardKind::RoyalInspection | CardKind::KingRichard => {
                self.tasks.push(Task::Inspection(Insp::Unrest))
            }
        }
        let on_map: u8 = self.spaces.iter().map(|s| s.carts.total()).sum();
        let left = self.carriage_moves(card).min(on_map);
        if left > 0 {
            self.phase = Phase::Carriages {
                left,
                moved: Vec::new(),
            };
            return true;
        }
        false
    }

    fn cart_moves(&self, moved: &[(Sp, CartKind, bool)], out: &mut Vec<Action>) {
        for s in Gest::playable_spaces() {
            let sp = self.space(s);
            if sp.carts.total() == 0 {
                continue;
            }
            for kind in CartKind::ALL {
                for revealed in [false, true] {
                    let already = moved.iter().filter(|&&m| m == (s, kind, revealed)).count() as u8;
                    if sp.carts.count(kind, revealed) > already {
                        out.push(Action::Cart {
                            from: s,
                            kind,
                            revealed,
                            escort: false,
                        });
                        if sp.henchmen > 0 {
                            out.push(Action::Cart {
                                from: s,
                                kind,
                                revealed,
                                escort: true,
                            });
                        }
                    }
                }
            }
        }
    }

    fn move_cart(
        &mut self,
        left: u8,
        mut moved: Vec<(Sp, CartKind, bool)>,
        from: Sp,
        kind: CartKind,
        revealed: bool,
        escort: bool,
    ) {
        if let Some(to) = self.step_cart(from, kind, revealed, escort, "2.3") {
            moved.push((to, kind, revealed));
        }
        let mut rest = Vec::new();
        self.cart_moves(&moved, &mut rest);
        if left > 1 && !rest.is_empty() {
            self.phase = Phase::Carriages {
                left: left - 1,
                moved,
            };
        } else {
            self.next();
        }
    }

    /// Moves a Carriage one space along its road, with its escort if any;
    /// returns where it stands now, or `None` if it reached Nottingham.
    pub(crate) fn step_cart(
        &mut self,
        from: Sp,
        kind: CartKind,
        revealed: bool,
        escort: bool,
        rule: &str,
    ) -> Option<Sp> {
        let to = from.road_next().expect("Carriages stand on roads");
        *self.sp(from).carts.count_mut(kind, revealed) -= 1;
        if escort {
            self.sp(from).henchmen -= 1;
            self.sp(to).henchmen += 1;
        }
        let hidden = !revealed;
        self.note(
            rule,
            Event::CartMoved {
                from,
                to,
                kind,
                hidden,
                escort,
            },
        );
        if to == Sp::Nottingham {
            self.cart_arrives(kind);
            return None;
        }
        *self.sp(to).carts.count_mut(kind, revealed) += 1;
        Some(to)
    }

    /// Rule 1.9: a Carriage reaching Nottingham pays the Sheriff and is Used.
    pub(crate) fn cart_arrives(&mut self, kind: CartKind) {
        self.used_carts[kind.index()] += 1;
        self.note(
            "1.9",
            Event::CartUsed {
                at: Sp::Nottingham,
                kind,
                robbed: false,
            },
        );
        let (gain, order) = match kind {
            CartKind::Tallage => (5, 1),
            CartKind::Tribute => (2, 2),
            CartKind::Trap => (2, 1),
        };
        self.gain(SHERIFF, gain, "1.9");
        self.shift(order, "1.9");
    }
}

/// Where Robin Hood and his three Merry Men may start (rule 2.1).
pub const SETUP_SPACES: [Sp; 3] = [Sp::ShireWood, Sp::SouthwellForest, Sp::Remston];

/// Rule 2.1: three piles of four regular Events with a Fortune Event shuffled
/// in and two more regular Events on top, over a Royal Inspection (King
/// Richard's Return under the last pile). The top of the deck is the end.
fn build_deck(rng: &mut Rng) -> Vec<cards::Card> {
    let mut regular = cards::regular_cards();
    rng.shuffle(&mut regular);
    let mut fortune = cards::FORTUNE.to_vec();
    rng.shuffle(&mut fortune);
    let mut deck = Vec::new();
    for pile in 0..3 {
        let bottom = if pile == 0 {
            cards::KING_RICHARDS_RETURN
        } else {
            cards::ROYAL_INSPECTION_A + pile - 1
        };
        let mut middle: Vec<_> = regular.drain(..4).collect();
        middle.push(fortune[pile as usize]);
        rng.shuffle(&mut middle);
        deck.push(bottom);
        deck.extend(middle);
        deck.extend(regular.drain(..2));
    }
    deck
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_2_1_deck_has_three_ballads_of_eight() {
        for seed in 0..20 {
            let deck = build_deck(&mut Rng::new(seed));
            assert_eq!(deck.len(), 24);
            assert_eq!(deck[0], cards::KING_RICHARDS_RETURN);
            // Top of the deck is the end: ballad 1 is deck[16..24].
            for ballad in 0..3 {
                let pile = &deck[ballad * 8..ballad * 8 + 8];
                let kinds: Vec<_> = pile.iter().map(|&c| cards::kind(c)).collect();
                assert!(matches!(
                    kinds[0],
                    CardKind::RoyalInspection | CardKind::KingRichard
                ));
                assert_eq!(kinds.iter().filter(|&&k| k == CardKind::Fortune).count(), 1);
                // The Fortune Event is among the bottom five (not the top two).
                assert!(kinds[6] == CardKind::Regular && kinds[7] == CardKind::Regular);
            }
            let mut sorted = deck.clone();
            sorted.sort();
            sorted.dedup();
            assert_eq!(sorted.len(), 24, "no card twice");
        }
    }
}
