//! Event cards (rule 5.1): regular Events with two sides, either of which
//! either player may choose (gest.md, contradiction 3), and Fortune Events.
//!
//! Each card is a small script: `event_resume` runs automatic steps and stops
//! at a decision, `event_legal` lists that decision's actions, and
//! `event_apply` carries one out and resumes.
//!
//! Who decides (rules 2.3, 5.1.1): the player who implements the Event makes
//! its choices and pays or gains its Shillings. Where that player must pick
//! among the other player's Hidden pieces, he picks by space and the piece is
//! drawn blindly (a Hidden Merry Man may be Robin Hood; a face-down Carriage
//! may be any kind). One choice is handed to the other player, because it is
//! a pick among his Hidden pieces that cannot be made blindly: *Guy of
//! Gisborne*'s swap of Robin Hood. Plots and Deeds an Event grants (a free
//! Patrol, Sneak, Rob, Donate, the Confiscate of *Tax Collectors*) are
//! carried out by the faction that owns them.

use crate::action::Action;
use crate::cards::{self, Card, CardKind, Side, Traveller};
use crate::log::{Dest, Event, Pile};
use crate::map::{Sp, FORESTS, PARISHES, RIVER_BORDERS};
use crate::state::*;
use sherwood_engine::Seat;

use cards::*;

impl Gest {
    /// Whether Robin Hood may be Hidden on the map in a space passing `f`, as
    /// `seat` knows it: the truth for Robin Hood's seat; for the Sheriff,
    /// whenever Robin Hood is out of sight and some space passing `f` holds
    /// a Hidden Merry Man (he might be that one).
    fn robin_may_hide_in(&self, seat: Seat, f: &dyn Fn(Sp) -> bool) -> bool {
        if seat == ROBIN {
            matches!(self.robin, Robin::Map { at, hidden: true } if f(at))
        } else {
            self.robin_unseen() && Gest::playable_spaces().any(|s| self.hidden_at(s) > 0 && f(s))
        }
    }

    /// Whether Robin Hood may be on the map, as `seat` knows it.
    fn robin_may_be_on_map(&self, seat: Seat) -> bool {
        self.robin_at().is_some() || (seat == SHERIFF && self.robin_in_doubt())
    }

    /// Whether `seat` may choose this side of the card now. For the Sheriff
    /// the conditions use only what he may know: where Robin Hood's presence
    /// is a secret, a side is offered if it may have an effect, and if it
    /// turns out to have none nothing happens (the log says why).
    pub(crate) fn event_playable(&self, card: Card, side: Side, seat: Seat) -> bool {
        let robin_on_map = self.robin_may_be_on_map(seat);
        // "Reveal Robin Hood to …": the reveal is the price, so he must be Hidden.
        let robin_hidden = self.robin_may_hide_in(seat, &|_| true);
        // Shillings "you" pay come from the seat playing the card; Donate
        // (Friar Tuck) is Robin Hood's own Deed.
        let cash = self.shillings(seat);
        let any_parish = |f: &dyn Fn(Sp) -> bool| PARISHES.into_iter().any(f);
        let any_space = |f: &dyn Fn(Sp) -> bool| Gest::playable_spaces().any(f);
        use Side::*;
        match (card, side) {
            (BISHOP_OF_HEREFORD, Light) => {
                self.travellers_out.contains(&Traveller::BishopOfHereford)
            }
            (BISHOP_OF_HEREFORD, Dark) => true,
            // Another Merry Man on the map to swap with.
            (GUY_OF_GISBORNE, Light) => {
                let on_map: u8 = Gest::playable_spaces().map(|s| self.men_at(s)).sum();
                let robin_known_on_map = if seat == ROBIN {
                    self.robin_at().is_some()
                } else {
                    self.robin_at().is_some() && !self.robin_in_doubt()
                };
                on_map > u8::from(robin_known_on_map)
            }
            (GUY_OF_GISBORNE, Dark) => self.travellers_out.contains(&Traveller::GuyOfGisborne),
            (LITTLE_JOHN, Light) => robin_hidden,
            (LITTLE_JOHN, Dark) => any_parish(&|p| self.is_revolting(p) && self.revealed_at(p) > 0),
            (PRIORESS_OF_KIRKLEES, Light) => true,
            (PRIORESS_OF_KIRKLEES, Dark) => robin_on_map,
            (YEOMEN_REVOLT, _) => true,
            // Its 2 Shillings come with the Camp: Robin Hood Hidden in a
            // Parish where a Camp can be placed.
            (SOCIAL_BANDIT, Light) => {
                self.avail.camps > 0
                    && self.robin_may_hide_in(seat, &|s| s.is_parish() && self.space(s).camps == 0)
            }
            (SOCIAL_BANDIT, Dark) => robin_on_map,
            (TAX_COLLECTORS, Light) => self
                .neighbours(Sp::Nottingham, true)
                .into_iter()
                .any(|n| self.men_at(n) > 0),
            (TAX_COLLECTORS, Dark) => {
                self.avail.carts.iter().any(|&n| n > 0)
                    && any_parish(&|p| self.space(p).henchmen > 0)
            }
            (GREAT_ESCAPE, Light) => self.prison > 0 || self.robin == Robin::Prison,
            (GREAT_ESCAPE, Dark) => {
                any_space(&|s| self.men_at(s) > 0 && self.space(s).henchmen > 0)
            }
            (BOATS_AND_BRIDGES, Light) => any_space(&|s| s.by_river() && self.men_at(s) > 0),
            (BOATS_AND_BRIDGES, Dark) => self.bridge.is_none(),
            (AMBUSH, Light) => any_space(&|s| self.space(s).carts.total() > 0),
            (AMBUSH, Dark) => FORESTS.iter().any(|&f| self.men_at(f) > 0),
            (WILL_SCARLET, Light) => self.avail.camps > 0,
            (WILL_SCARLET, Dark) => true,
            (THE_RED_CAP, Light) => robin_hidden,
            (THE_RED_CAP, Dark) => robin_on_map,
            (ALLAN_A_DALE, Light) => any_space(&|s| self.hidden_at(s) > 0),
            (ALLAN_A_DALE, Dark) => true,
            // Robin Hood is a Merry Man (rule 6.2): he counts among the prisoners.
            (ROYAL_PARDON, Light) => self.prisoners() >= 2,
            (ROYAL_PARDON, Dark) => self.prisoners() >= 1,
            (MAJOR_OAK, Light) => !self.great_oak && self.avail.camps > 0,
            (MAJOR_OAK, Dark) => FORESTS.iter().any(|&f| self.space(f).camps > 0),
            (ROBINS_HORN, Light) => robin_hidden,
            (ROBINS_HORN, Dark) => !self.victims.is_empty() && self.avail.henchmen > 0,
            (FAST_CARRIAGES, Light) => true,
            (FAST_CARRIAGES, Dark) => any_space(&|s| self.space(s).carts.total() > 0),
            (FRIAR_TUCK, Light) => {
                self.shillings(ROBIN) >= 1
                    && any_parish(&|p| {
                        self.status(p) == Some(Status::Submissive) && self.men_at(p) > 0
                    })
            }
            (FRIAR_TUCK, Dark) => {
                any_space(&|s| self.hidden_at(s) > 0 && self.space(s).henchmen > 0)
            }
            (MAID_MARIAN, Light) => true,
            (MAID_MARIAN, Dark) => any_space(&|s| self.space(s).carts.total() > 0),
            (WEAPONS_OF_THE_WEAK, Light) => {
                any_parish(&|p| self.status(p) == Some(Status::Submissive))
            }
            (WEAPONS_OF_THE_WEAK, Dark) => any_parish(&|p| self.is_revolting(p)),
            (CORRUPTION, Light) => cash >= 1 && any_space(&|s| self.space(s).henchmen > 0),
            (CORRUPTION, Dark) => cash >= 2 && any_space(&|s| self.men_at(s) > 0),
            (WILL_STUTELY, Light) => any_parish(&|p| {
                self.neighbours(p, seat == ROBIN)
                    .into_iter()
                    .any(|n| self.hidden_at(n) > 0)
            }),
            (WILL_STUTELY, Dark) => any_space(&|s| self.space(s).revealed > 0),
            (NOTTINGHAM_FAIR, Light) => self.space(Sp::Nottingham).henchmen > 0,
            (NOTTINGHAM_FAIR, Dark) => self
                .neighbours(Sp::Nottingham, false)
                .into_iter()
                .any(|n| self.men_at(n) > 0),
            // Never Robin Hood; the Sheriff can name only a Revealed Merry Man.
            (TALE_OF_TWO_LOVERS, Light) => {
                cash >= 1
                    && any_space(&|s| {
                        self.space(s).revealed > 0 || (seat == ROBIN && self.space(s).hidden > 0)
                    })
            }
            (TALE_OF_TWO_LOVERS, Dark) => true,
            _ => false,
        }
    }

    pub(crate) fn start_event(&mut self, card: Card, side: Side, player: Seat) {
        self.event_continue(EventState::new(card, side, player));
    }

    fn event_continue(&mut self, es: EventState) {
        if !self.event_resume(es) || self.legal_actions().is_empty() {
            self.next();
        }
    }

    fn ask(&mut self, es: EventState) -> bool {
        self.phase = Phase::Event(es);
        true
    }

    fn ask_as(&mut self, mut es: EventState, seat: Seat) -> bool {
        es.seat = seat;
        self.ask(es)
    }

    /// Continues an Event; true when a decision is waiting.
    pub(crate) fn event_resume(&mut self, es: EventState) -> bool {
        let rule = if cards::kind(es.card) == CardKind::Fortune {
            "2.4"
        } else {
            "5.1.1"
        };
        use Side::*;
        match (es.card, es.side, es.step) {
            // ---- Fortune Events ----
            (DAY_OF_MARKET, _, 0) => self.ask_as(es, SHERIFF),
            (DAY_OF_MARKET, _, 1) => self.ask_as(es, ROBIN),
            (QUEEN_ELEANOR, _, 0) => {
                if self.travellers.contains(&Traveller::NobleKnight) {
                    self.ask_as(es, SHERIFF)
                } else {
                    self.event_resume(EventState { step: 1, ..es })
                }
            }
            (QUEEN_ELEANOR, _, _) => {
                self.shift(if self.victims.len() >= 4 { 1 } else { -1 }, rule);
                false
            }
            (WARDEN_OF_THE_FOREST, _, 0) => {
                let mut hire = PlotCtx::new(SHERIFF, 2);
                hire.plots = vec![Plot::Hire];
                hire.revolting_only = true;
                hire.optional = true;
                let donate = DeedCtx {
                    deeds: vec![Deed::Donate],
                    donate_limit: 1,
                    ..DeedCtx::standard(ROBIN)
                };
                self.tasks.push(Task::Event(EventState { step: 1, ..es }));
                self.tasks.push(Task::Deeds(donate));
                self.tasks.push(Task::Plot(hire));
                false
            }
            (WARDEN_OF_THE_FOREST, _, _) => {
                self.shift(
                    if self.submissive_parishes() >= 5 {
                        1
                    } else {
                        -1
                    },
                    rule,
                );
                false
            }
            (TEMPORARY_TRUCE, _, 0) => self.ask_as(es, SHERIFF),
            (TEMPORARY_TRUCE, _, 1) => {
                if self.truce_henchmen_to_move() {
                    return self.ask(es);
                }
                self.shift(1, rule);
                self.event_resume(EventState { step: 2, ..es })
            }
            (TEMPORARY_TRUCE, _, 2) => self.ask_as(es, ROBIN),
            (TEMPORARY_TRUCE, _, 3) => {
                if self.truce_men_to_move() {
                    return self.ask(es);
                }
                for s in Gest::playable_spaces() {
                    self.hide_all(s, rule);
                }
                self.shift(-1, rule);
                false
            }
            (TEMPORARY_TRUCE, _, _) => false,
            (HEAVY_RAIN, _, 0) => self.ask_as(es, self.eligible[0]),
            (HEAVY_RAIN, _, 1) => self.ask_as(es, self.eligible[1]),
            (HEAVY_RAIN, _, _) => false,

            // ---- Regular Events ----
            (BISHOP_OF_HEREFORD, Light, _) => {
                self.add_traveller(
                    Traveller::BishopOfHereford,
                    Traveller::NobleKnight,
                    Pile::Gone,
                );
                false
            }
            (BISHOP_OF_HEREFORD, Dark, _) => {
                self.gain(es.player, 2, rule);
                self.take_traveller(Traveller::Monks, Pile::Victims);
                false
            }
            (GUY_OF_GISBORNE, Light, 0) => self.ask_as(es, ROBIN),
            (GUY_OF_GISBORNE, Dark, _) => {
                self.add_traveller(Traveller::GuyOfGisborne, Traveller::Monks, Pile::Gone);
                false
            }
            (LITTLE_JOHN, Light, _) => {
                let Some(at) = self.pay_robin_reveal(rule) else {
                    return false;
                };
                self.place_men(at, 1, rule);
                self.gain(es.player, 2, rule);
                false
            }
            (PRIORESS_OF_KIRKLEES, Light, 0)
            | (LITTLE_JOHN, Dark, 0)
            | (YEOMEN_REVOLT, Light, 0)
            | (GREAT_ESCAPE, Dark, 0)
            | (AMBUSH, Dark, 0)
            | (WILL_SCARLET, Light, 0)
            | (MAJOR_OAK, Dark, 0)
            | (FRIAR_TUCK, Dark, 0)
            | (WEAPONS_OF_THE_WEAK, _, 0)
            | (CORRUPTION, _, 0)
            | (TALE_OF_TWO_LOVERS, _, 0)
            | (ALLAN_A_DALE, Light, 0)
            | (ROYAL_PARDON, _, 0)
            | (BOATS_AND_BRIDGES, _, 0)
            | (WILL_STUTELY, _, 0)
            | (NOTTINGHAM_FAIR, _, 0)
            | (MAID_MARIAN, Dark, 0)
            | (TAX_COLLECTORS, Light, 0)
            | (AMBUSH, Light, 0) => {
                if self.event_choices(&es).is_empty() {
                    self.event_fallback(&es, rule);
                    return false;
                }
                self.ask(es)
            }
            (PRIORESS_OF_KIRKLEES, Dark, 0) => {
                self.reveal_robin(rule);
                let Some(at) = self.robin_at() else {
                    return false;
                };
                self.remove_man(at, Piece::Robin, false, rule);
                if self.men_at(at) > 0 {
                    return self.ask(EventState {
                        step: 1,
                        space: Some(at),
                        ..es
                    });
                }
                false
            }
            // The Confiscate it grants is the Sheriff's Deed (rule 3.1.2).
            (TAX_COLLECTORS, Dark, 0) => {
                let es = EventState {
                    seat: SHERIFF,
                    ..es
                };
                if self.event_choices(&es).is_empty() {
                    return false;
                }
                self.ask(es)
            }
            (YEOMEN_REVOLT, Dark, _) => {
                if self.submissive_parishes() > self.revolting_parishes() {
                    self.shift(1, rule);
                }
                false
            }
            (SOCIAL_BANDIT, Light, _) => {
                let camp_here = |g: &Gest, at: Sp| {
                    at.is_parish() && g.space(at).camps == 0 && g.avail.camps > 0
                };
                match self.robin {
                    Robin::Map { at, hidden: true } if camp_here(self, at) => {
                        self.reveal_robin(rule);
                        self.place_camp(at, rule);
                        self.gain(es.player, 2, rule);
                    }
                    Robin::Available if self.robin_in_doubt() => self.robin_off_map(rule),
                    _ => self.note(rule, Event::NoEffect),
                }
                false
            }
            (SOCIAL_BANDIT, Dark, _) => {
                self.reveal_robin(rule);
                if let Some(at) = self.robin_at() {
                    self.change_status(at, Status::Submissive, rule);
                }
                false
            }
            (GREAT_ESCAPE, Light, 0) => self.ask(es),
            (WILL_SCARLET, Dark, _) => {
                self.reveal_robin(rule);
                let mut patrol = PlotCtx::new(SHERIFF, 1);
                patrol.plots = vec![Plot::Patrol];
                patrol.free = true;
                self.tasks.push(Task::Plot(patrol));
                false
            }
            (THE_RED_CAP, _, 0) => {
                // Light: "Reveal Robin Hood to …", the reveal is the price.
                if es.side == Light && self.pay_robin_reveal(rule).is_none() {
                    return false;
                }
                self.reveal_robin(rule);
                if self.event_choices(&es).is_empty() {
                    if es.side == Light {
                        self.shift(-1, rule);
                    }
                    return false;
                }
                self.ask(es)
            }
            (ALLAN_A_DALE, Dark, _) => {
                let mut patrol = PlotCtx::new(SHERIFF, 1);
                patrol.plots = vec![Plot::Patrol];
                patrol.free = true;
                patrol.reveal_all = true;
                self.tasks.push(Task::Plot(patrol));
                false
            }
            (MAJOR_OAK, Light, _) => {
                self.great_oak = true;
                self.note(rule, Event::GreatOak);
                self.place_camp(Sp::OllertonHill, rule);
                false
            }
            (ROBINS_HORN, Light, 0) if es.space.is_none() => {
                let Some(at) = self.pay_robin_reveal(rule) else {
                    return false;
                };
                self.ask(EventState {
                    space: Some(at),
                    ..es
                })
            }
            (ROBINS_HORN, Light, 0) => self.ask(es),
            (ROBINS_HORN, Dark, 0) => {
                let n = self.victims.len().div_ceil(2) as u8;
                self.ask(EventState {
                    count: n,
                    step: 1,
                    ..es
                })
            }
            (FAST_CARRIAGES, Light, _) => {
                let mut sneak = PlotCtx::new(ROBIN, 1);
                sneak.plots = vec![Plot::Sneak];
                sneak.optional = true;
                let mut rob = PlotCtx::new(ROBIN, 3);
                rob.plots = vec![Plot::Rob];
                rob.bonus = 1;
                rob.optional = true;
                self.tasks.push(Task::Plot(rob));
                self.tasks.push(Task::Plot(sneak));
                false
            }
            (FAST_CARRIAGES, Dark, _) => self.ask(es),
            (MAID_MARIAN, Light, _) => {
                self.tasks.push(Task::Deeds(DeedCtx {
                    deeds: vec![Deed::Swashbuckle, Deed::Inspire],
                    any_man: true,
                    ..DeedCtx::standard(ROBIN)
                }));
                self.tasks.push(Task::Plot(PlotCtx::new(ROBIN, 1)));
                false
            }
            (FRIAR_TUCK, Light, _) => {
                self.tasks.push(Task::Deeds(DeedCtx {
                    deeds: vec![Deed::Donate],
                    donate_limit: 3,
                    donate_cost: 1,
                    donate_anywhere: true,
                    ..DeedCtx::standard(ROBIN)
                }));
                false
            }
            (_, _, step) if step > 0 => self.ask(es),
            _ => false,
        }
    }

    /// "Reveal Robin Hood to …": reveals him and returns his space, or, if he
    /// is not Hidden on the map (only the Sheriff, who cannot see him, may
    /// have played it so), says so and returns `None`: nothing else happens.
    fn pay_robin_reveal(&mut self, rule: &str) -> Option<Sp> {
        match self.robin {
            Robin::Map { at, hidden: true } => {
                self.reveal_robin(rule);
                Some(at)
            }
            Robin::Available if self.robin_in_doubt() => {
                self.robin_off_map(rule);
                None
            }
            _ => {
                self.note(rule, Event::NoEffect);
                None
            }
        }
    }

    /// When a chosen side has nothing left to choose, what still happens.
    fn event_fallback(&mut self, es: &EventState, rule: &str) {
        match (es.card, es.side) {
            (YEOMEN_REVOLT, Side::Light) | (PRIORESS_OF_KIRKLEES, Side::Light) => {
                self.shift(-1, rule)
            }
            (AMBUSH, Side::Dark) => self.shift(1, rule),
            _ => {}
        }
    }

    fn truce_henchmen_to_move(&self) -> bool {
        Gest::playable_spaces().any(|s| !self.is_submissive(s) && self.space(s).henchmen > 0)
    }

    fn truce_men_to_move(&self) -> bool {
        Gest::playable_spaces().any(|s| !self.safe_for_men(s) && self.men_at(s) > 0)
    }

    /// A Forest or a space with a Camp (*Temporary Truce*).
    fn safe_for_men(&self, s: Sp) -> bool {
        s.is_forest() || self.space(s).camps > 0
    }

    /// Puts a special Traveller in the deck, removes another, shuffles.
    fn add_traveller(&mut self, add: Traveller, remove: Traveller, to: Pile) {
        if let Some(i) = self.travellers_out.iter().position(|&t| t == add) {
            self.travellers_out.remove(i);
        }
        self.traveller_to(add, Pile::Deck);
        self.take_traveller(remove, to);
        self.rng.shuffle(&mut self.travellers);
    }

    /// Takes a Traveller of this kind from the deck or else the discard.
    fn take_traveller(&mut self, t: Traveller, to: Pile) {
        if let Some(i) = self.travellers.iter().position(|&x| x == t) {
            self.travellers.remove(i);
        } else if let Some(i) = self.traveller_discard.iter().position(|&x| x == t) {
            self.traveller_discard.remove(i);
        } else {
            return;
        }
        self.traveller_to(t, to);
    }

    /// The choices of an Event step that picks spaces or pieces.
    fn event_choices(&self, es: &EventState) -> Vec<Action> {
        let mut out = Vec::new();
        self.event_legal(es, &mut out);
        out
    }

    pub(crate) fn event_legal(&self, es: &EventState, out: &mut Vec<Action>) {
        use Side::*;
        let spaces = |f: &dyn Fn(Sp) -> bool| -> Vec<Action> {
            Gest::playable_spaces()
                .filter(|&s| f(s))
                .map(Action::Space)
                .collect()
        };
        let parishes = |f: &dyn Fn(Sp) -> bool| -> Vec<Action> {
            PARISHES
                .into_iter()
                .filter(|&s| f(s))
                .map(Action::Space)
                .collect()
        };
        match (es.card, es.side, es.step) {
            (DAY_OF_MARKET, _, 0) => {
                if (es.count as usize) < self.submissive_parishes() {
                    out.extend(spaces(&|s| self.space(s).henchmen > 0));
                }
                out.push(Action::Done);
            }
            (DAY_OF_MARKET, _, 1) => {
                self.pick_men(&|_| true, true, out);
                out.push(Action::Done);
            }
            (QUEEN_ELEANOR, _, 0) | (TEMPORARY_TRUCE, _, 0) | (TEMPORARY_TRUCE, _, 2) => {
                out.push(Action::Yes);
                out.push(Action::Done);
            }
            (TEMPORARY_TRUCE, _, 1) => {
                for from in Gest::playable_spaces() {
                    if self.is_submissive(from) || self.space(from).henchmen == 0 {
                        continue;
                    }
                    for to in Gest::playable_spaces().filter(|&t| self.is_submissive(t)) {
                        out.push(Action::Move(Piece::Henchman, from, to));
                    }
                }
            }
            (TEMPORARY_TRUCE, _, 3) => {
                for from in Gest::playable_spaces() {
                    if self.safe_for_men(from) {
                        continue;
                    }
                    for p in self.men_pieces(from, true) {
                        for to in Gest::playable_spaces().filter(|&t| self.safe_for_men(t)) {
                            out.push(Action::Move(p, from, to));
                        }
                    }
                }
            }
            (HEAVY_RAIN, _, 0 | 1) => {
                let seat = es.seat;
                if self.any_plot(&PlotCtx::new(seat, 1)) {
                    out.push(Action::Choose(Choice::SinglePlot));
                }
                out.push(Action::Gain);
            }
            (GUY_OF_GISBORNE, Light, 0) => {
                for s in Gest::playable_spaces() {
                    if self.space(s).hidden > 0 && !self.robin_in(s) {
                        out.push(Action::Swap(s, Piece::Hidden));
                    }
                    if self.space(s).revealed > 0 && !self.robin_in(s) {
                        out.push(Action::Swap(s, Piece::Revealed));
                    }
                }
                out.push(Action::Done);
            }
            (LITTLE_JOHN, Dark, 0) => out.extend(parishes(&|p| {
                self.is_revolting(p) && self.revealed_at(p) > 0
            })),
            (PRIORESS_OF_KIRKLEES, Light, 0) => out.extend(parishes(&|_| true)),
            (PRIORESS_OF_KIRKLEES, Dark, 1) => {
                let at = es.space.expect("Robin Hood's space");
                if self.space(at).hidden > 0 {
                    out.push(Action::Remove(Piece::Hidden));
                }
                if self.space(at).revealed > 0 {
                    out.push(Action::Remove(Piece::Revealed));
                }
            }
            (YEOMEN_REVOLT, Light, 0) => out.extend(parishes(&|p| {
                self.status(p) == Some(Status::Submissive) && self.space(p).henchmen == 0
            })),
            (TAX_COLLECTORS, Light, 0) => {
                if es.moves.len() < 4 {
                    self.event_moves_into(es, Sp::Nottingham, out);
                }
                out.push(Action::Done);
            }
            (TAX_COLLECTORS, Dark, 0) => {
                if es.count < 2 && self.avail.carts.iter().any(|&n| n > 0) {
                    out.extend(parishes(&|p| {
                        self.space(p).henchmen > 0 && Some(p) != es.space
                    }));
                }
                if es.count > 0 {
                    out.push(Action::Done);
                }
            }
            (TAX_COLLECTORS, Dark, 1) => {
                for k in CartKind::ALL {
                    if self.avail.carts[k.index()] > 0 {
                        out.push(Action::Kind(k));
                    }
                }
            }
            (GREAT_ESCAPE, Light, 0) => {
                let targets = self.neighbours(Sp::Nottingham, true);
                if self.robin == Robin::Prison {
                    out.extend(targets.iter().map(|&t| Action::Robin(t)));
                }
                if self.prison > 0 {
                    out.extend(targets.iter().map(|&t| Action::Send(Piece::Revealed, t)));
                }
            }
            (GREAT_ESCAPE, Dark, 0) => out.extend(spaces(&|s| {
                self.men_at(s) > 0 && self.space(s).henchmen > 0
            })),
            (BOATS_AND_BRIDGES, Light, 0) => {
                out.extend(spaces(&|s| s.by_river() && self.men_at(s) > 0))
            }
            (BOATS_AND_BRIDGES, Light, 1) => {
                let from = es.space.expect("origin");
                let pending = |p: Piece| es.moves.iter().filter(|m| m.0 == p).count() as u8;
                let mut pieces = Vec::new();
                if self.hidden_for(es.seat, from) > pending(Piece::Hidden) {
                    pieces.push(Piece::Hidden);
                }
                if self.space(from).revealed > pending(Piece::Revealed) {
                    pieces.push(Piece::Revealed);
                }
                if self.robin_named_in(es.seat, from) && pending(Piece::Robin) == 0 {
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
            (BOATS_AND_BRIDGES, Dark, 0) => {
                for (a, _) in RIVER_BORDERS {
                    if !out.contains(&Action::Space(a)) {
                        out.push(Action::Space(a));
                    }
                }
            }
            (BOATS_AND_BRIDGES, Dark, 1) => {
                let a = es.space.expect("first bank");
                for (x, y) in RIVER_BORDERS {
                    if x == a {
                        out.push(Action::Space(y));
                    }
                }
            }
            (AMBUSH, Light, 0) => out.extend(spaces(&|s| self.space(s).carts.total() > 0)),
            (AMBUSH, Light, 1) | (ROBINS_HORN, Light, 0) => {
                let at = es.space.expect("target space");
                if es.card != ROBINS_HORN || es.moves.len() < 3 {
                    self.event_moves_into(es, at, out);
                }
                out.push(Action::Done);
            }
            (AMBUSH, Dark, 0) => out.extend(
                FORESTS
                    .iter()
                    .filter(|&&f| self.men_at(f) > 0)
                    .map(|&f| Action::Space(f)),
            ),
            (WILL_SCARLET, Light, 0) => out.extend(FORESTS.map(Action::Space)),
            (THE_RED_CAP, Light, 0) => {
                if let Some(at) = self.robin_at() {
                    for n in self.neighbours(at, es.seat == ROBIN) {
                        if self.status(n) == Some(Status::Submissive) {
                            out.push(Action::Space(n));
                        }
                    }
                }
            }
            (THE_RED_CAP, Dark, 0) => {
                if let Some(at) = self.robin_at() {
                    if es.count < 2 {
                        for s in Gest::playable_spaces() {
                            if s != at && self.space(s).henchmen > 0 {
                                out.push(Action::Move(Piece::Henchman, s, at));
                            }
                        }
                    }
                    out.push(Action::Done);
                }
            }
            (ALLAN_A_DALE, Light, 0) => out.extend(spaces(&|s| self.hidden_at(s) > 0)),
            (ALLAN_A_DALE, Light, 1) if es.seat == SHERIFF => {
                // The Sheriff reveals blindly: Robin Hood may be among them.
                let at = es.space.expect("space");
                out.extend(
                    (1..=self.hidden_at(at)).map(|men| Action::Reveal { men, robin: false }),
                );
            }
            (ALLAN_A_DALE, Light, 1) => {
                let at = es.space.expect("space");
                for robin in [false, true] {
                    if robin && !(self.robin_in(at) && self.robin_hidden()) {
                        continue;
                    }
                    for men in 0..=self.space(at).hidden {
                        if men > 0 || robin {
                            out.push(Action::Reveal { men, robin });
                        }
                    }
                }
            }
            (ROYAL_PARDON, Light, 0) => {
                // Half the prisoners, Robin Hood counted: `space` frees that
                // many other Merry Men, `robin` Robin Hood and the rest.
                let near = self.neighbours(Sp::Nottingham, false);
                if self.prisoners() / 2 <= self.prison {
                    out.extend(near.iter().map(|&s| Action::Space(s)));
                }
                if self.robin == Robin::Prison {
                    out.extend(near.iter().map(|&s| Action::Robin(s)));
                }
            }
            (ROYAL_PARDON, Dark, 0 | 1) => {
                if es.step == 0 && self.robin == Robin::Prison {
                    out.push(Action::Remove(Piece::Robin));
                }
                out.extend((0..=self.prison).map(Action::Count));
            }
            (MAJOR_OAK, Dark, 0) => out.extend(
                FORESTS
                    .iter()
                    .filter(|&&f| self.space(f).camps > 0)
                    .map(|&f| Action::Space(f)),
            ),
            (ROBINS_HORN, Dark, 1) => {
                if es.count > 0 && self.avail.henchmen > 0 {
                    out.extend(parishes(&|_| true));
                }
                out.push(Action::Done);
            }
            (FAST_CARRIAGES, Dark, 0) if es.seat == ROBIN => {
                // Robin Hood picks a face-down Carriage by its space only
                // (its kind drawn blindly), a face-up one by its kind; no
                // escort, which is the Sheriff's to give (rule 2.3).
                for s in Gest::playable_spaces() {
                    let c = self.space(s).carts;
                    if c.hidden_total() > 0 {
                        out.push(Action::Space(s));
                    }
                    for kind in CartKind::ALL {
                        if c.count(kind, true) > 0 {
                            out.push(Action::Cart {
                                from: s,
                                kind,
                                revealed: true,
                                escort: false,
                            });
                        }
                    }
                }
            }
            (FAST_CARRIAGES, Dark, 2) => {
                let at = es.space.expect("the Carriage's space");
                out.push(Action::Count(1));
                if at.road_next().is_some_and(|n| n != Sp::Nottingham) {
                    out.push(Action::Count(2));
                }
            }
            (FAST_CARRIAGES, Dark, 0) => {
                let mut carts = Vec::new();
                self.cart_choices(&mut carts);
                out.extend(carts);
            }
            (FAST_CARRIAGES, Dark, 1) => {
                let at = es.space.expect("the Carriage's space");
                let kind = CartKind::ALL[es.count as usize % 3];
                let revealed = es.count >= 3;
                if at != Sp::Nottingham {
                    out.push(Action::Cart {
                        from: at,
                        kind,
                        revealed,
                        escort: false,
                    });
                    if self.space(at).henchmen > 0 {
                        out.push(Action::Cart {
                            from: at,
                            kind,
                            revealed,
                            escort: true,
                        });
                    }
                }
                out.push(Action::Done);
            }
            (FRIAR_TUCK, Dark, 0) => out.extend(spaces(&|s| {
                self.hidden_at(s) > 0 && self.space(s).henchmen > 0
            })),
            (MAID_MARIAN, Dark, 0) => {
                for s in Gest::playable_spaces() {
                    let c = self.space(s).carts;
                    for k in CartKind::ALL {
                        for revealed in [false, true] {
                            // Only the Sheriff can tell face-down kinds apart.
                            let visible = revealed || es.seat == SHERIFF;
                            if c.count(k, revealed) > 0 && visible {
                                out.push(Action::Cart {
                                    from: s,
                                    kind: k,
                                    revealed,
                                    escort: false,
                                });
                            }
                        }
                    }
                    if es.seat != SHERIFF && c.hidden_total() > 0 {
                        out.push(Action::Space(s));
                    }
                }
            }
            (MAID_MARIAN, Dark, 1) => out.extend(parishes(&|_| true)),
            (MAID_MARIAN, Dark, 2) => {
                let at = es.space.expect("the Parish");
                out.extend(
                    self.neighbours(at, es.seat == ROBIN)
                        .into_iter()
                        .map(Action::Space),
                );
            }
            (WEAPONS_OF_THE_WEAK, Light, 0) => {
                out.extend(parishes(&|p| self.status(p) == Some(Status::Submissive)))
            }
            (WEAPONS_OF_THE_WEAK, Dark, 0) => out.extend(parishes(&|p| self.is_revolting(p))),
            (CORRUPTION, Light, 0) => {
                out.extend(spaces(&|s| self.space(s).henchmen > 0));
                // Robin Hood's player may bring Robin Hood from Available.
                if es.seat == ROBIN && self.robin == Robin::Available {
                    for s in Gest::playable_spaces().filter(|&s| self.space(s).henchmen > 0) {
                        out.push(Action::Robin(s));
                    }
                }
            }
            (CORRUPTION, Dark, 0) => out.extend(spaces(&|s| self.men_at(s) > 0)),
            (CORRUPTION, Dark, 1) => {
                let at = es.space.expect("space");
                if es.count < 2 {
                    self.pick_men(&|s| s == at, es.seat == ROBIN, out);
                }
                out.push(Action::Done);
            }
            (WILL_STUTELY, Light, 0) => {
                for to in PARISHES {
                    for from in self.neighbours(to, es.seat == ROBIN) {
                        if self.hidden_for(es.seat, from) > 0 {
                            out.push(Action::Move(Piece::Hidden, from, to));
                        }
                    }
                    if let Robin::Map { at, hidden: true } = self.robin {
                        if es.seat == ROBIN && self.adjacent(at, to, es.seat == ROBIN) {
                            out.push(Action::Move(Piece::Robin, at, to));
                        }
                    }
                }
            }
            (WILL_STUTELY, Dark, 0) => {
                if es.count < 2 {
                    for s in Gest::playable_spaces() {
                        if self.space(s).revealed > 0 {
                            out.push(Action::Pick(s, Piece::Revealed));
                        }
                    }
                }
                if es.count > 0 {
                    out.push(Action::Done);
                }
            }
            (NOTTINGHAM_FAIR, Light, 0) => {
                let most = self.space(Sp::Nottingham).henchmen.min(2);
                out.extend((1..=most).map(Action::Count));
                // Robin Hood's player may bring Robin Hood from Available.
                if es.seat == ROBIN && self.robin == Robin::Available {
                    out.push(Action::Robin(Sp::Nottingham));
                }
            }
            (NOTTINGHAM_FAIR, Light, 1) => {
                // After Robin Hood, one more Henchman may be replaced.
                if self.space(Sp::Nottingham).henchmen > 0 {
                    out.push(Action::Count(1));
                }
                out.push(Action::Done);
            }
            (NOTTINGHAM_FAIR, Dark, 0) => {
                if es.count < 2 {
                    let near = self.neighbours(Sp::Nottingham, false);
                    self.pick_men(&|s| near.contains(&s), es.seat == ROBIN, out);
                }
                if es.count > 0 {
                    out.push(Action::Done);
                }
            }
            (TALE_OF_TWO_LOVERS, Light, 0) => {
                for s in Gest::playable_spaces() {
                    // Never Robin Hood: only his own player can tell a Hidden
                    // Merry Man from him, so the Sheriff takes a Revealed one.
                    if es.seat == ROBIN && self.space(s).hidden > 0 {
                        out.push(Action::Pick(s, Piece::Hidden));
                    }
                    if self.space(s).revealed > 0 {
                        out.push(Action::Pick(s, Piece::Revealed));
                    }
                }
            }
            (TALE_OF_TWO_LOVERS, Dark, 0) => out.extend(parishes(&|_| true)),
            (TALE_OF_TWO_LOVERS, Dark, 1) => {
                let most = self.avail.henchmen.min(2);
                out.extend((1..=most).map(Action::Count));
            }
            _ => {}
        }
    }

    /// Hidden Merry Men in `s` that `seat` may pick as "a Hidden Merry Man":
    /// for Robin Hood's seat the others (he names Robin Hood apart), for the
    /// Sheriff all of them, Robin Hood included, picked blindly.
    fn hidden_for(&self, seat: Seat, s: Sp) -> u8 {
        if seat == ROBIN {
            self.space(s).hidden
        } else {
            self.hidden_at(s)
        }
    }

    /// Whether `seat` may name Robin Hood in `s`: his own player always, the
    /// Sheriff only when he is Revealed there.
    fn robin_named_in(&self, seat: Seat, s: Sp) -> bool {
        self.robin_in(s) && (seat == ROBIN || !self.robin_hidden())
    }

    /// The Sheriff moving "Hidden Merry Men" picks them blindly: Robin Hood
    /// is among those moved from his space with the odds of a blind pick.
    fn blind_movers(&mut self, seat: Seat, moves: &mut [(Piece, Sp)]) {
        let Robin::Map { at, hidden: true } = self.robin else {
            return;
        };
        if seat == ROBIN {
            return;
        }
        let movers = moves
            .iter()
            .filter(|m| m.0 == Piece::Hidden && m.1 == at)
            .count();
        if movers > 0 && self.rng.below(usize::from(self.hidden_at(at))) < movers {
            if let Some(m) = moves.iter_mut().find(|m| m.0 == Piece::Hidden && m.1 == at) {
                m.0 = Piece::Robin;
            }
        }
    }

    /// Merry Men that may be picked in spaces passing `f`: Robin Hood's seat
    /// names Robin Hood apart; the Sheriff picks Hidden ones blindly.
    fn pick_men(&self, f: &dyn Fn(Sp) -> bool, robin_seat: bool, out: &mut Vec<Action>) {
        for s in Gest::playable_spaces().filter(|&s| f(s)) {
            let hidden = if robin_seat {
                self.space(s).hidden
            } else {
                self.hidden_at(s)
            };
            if hidden > 0 {
                out.push(Action::Pick(s, Piece::Hidden));
            }
            if self.space(s).revealed > 0 {
                out.push(Action::Pick(s, Piece::Revealed));
            }
            if self.robin_in(s) && (robin_seat || !self.robin_hidden()) {
                out.push(Action::Pick(s, Piece::Robin));
            }
        }
    }

    /// Merry Men pieces in a space, as their owner names them.
    fn men_pieces(&self, s: Sp, robin_seat: bool) -> Vec<Piece> {
        let mut out = Vec::new();
        let sp = self.space(s);
        if sp.hidden > 0 || (!robin_seat && self.robin_hidden() && self.robin_in(s)) {
            out.push(Piece::Hidden);
        }
        if sp.revealed > 0 {
            out.push(Piece::Revealed);
        }
        if robin_seat && self.robin_in(s) {
            out.push(Piece::Robin);
        }
        out
    }

    /// Moves of Merry Men from adjacent spaces into `to` (from any space for
    /// *Ambush*, whose text says "any number of Merry Men" with no "adjacent"),
    /// batched in `es.moves`.
    fn event_moves_into(&self, es: &EventState, to: Sp, out: &mut Vec<Action>) {
        let near = |from: Sp| es.card == AMBUSH || self.adjacent(from, to, es.seat == ROBIN);
        let pending =
            |p: Piece, from: Sp| es.moves.iter().filter(|m| m.0 == p && m.1 == from).count() as u8;
        for from in Gest::playable_spaces() {
            if from == to {
                continue;
            }
            let sp = self.space(from);
            if near(from) {
                if self.hidden_for(es.seat, from) > pending(Piece::Hidden, from) {
                    out.push(Action::Move(Piece::Hidden, from, to));
                }
                if sp.revealed > pending(Piece::Revealed, from) {
                    out.push(Action::Move(Piece::Revealed, from, to));
                }
            }
            if es.card != ROBINS_HORN
                && self.robin_named_in(es.seat, from)
                && near(from)
                && !es.moves.iter().any(|m| m.0 == Piece::Robin)
            {
                out.push(Action::Move(Piece::Robin, from, to));
            }
        }
    }

    /// The kind of a face-down Carriage in `s` picked blindly (by Robin Hood,
    /// who cannot tell them apart).
    fn blind_cart(&mut self, s: Sp) -> CartKind {
        let hidden = self.space(s).carts.hidden;
        let mut pick = self.rng.below(hidden.iter().sum::<u8>() as usize) as u8;
        for k in CartKind::ALL {
            if pick < hidden[k.index()] {
                return k;
            }
            pick -= hidden[k.index()];
        }
        unreachable!("a face-down Carriage is there")
    }

    /// Carriages that can be picked (by kind and face) for *Fast Carriages*.
    fn cart_choices(&self, out: &mut Vec<Action>) {
        self.cart_moves_for_event(out);
    }

    fn cart_moves_for_event(&self, out: &mut Vec<Action>) {
        for s in Gest::playable_spaces() {
            let c = self.space(s).carts;
            for kind in CartKind::ALL {
                for revealed in [false, true] {
                    if c.count(kind, revealed) > 0 {
                        for escort in [false, true] {
                            if !escort || self.space(s).henchmen > 0 {
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
    }

    /// Makes batched moves of Merry Men into one space, all Hidden on arrival.
    fn make_moves(&mut self, moves: &[(Piece, Sp)], to: Sp, rule: &str) {
        for &(p, from) in moves {
            match p {
                Piece::Robin => {
                    self.robin = Robin::Map {
                        at: to,
                        hidden: true,
                    };
                    self.note_for(ROBIN, rule, Event::RobinIs { at: to });
                }
                Piece::Hidden => {
                    self.sp(from).hidden -= 1;
                    self.sp(to).hidden += 1;
                }
                _ => {
                    self.sp(from).revealed -= 1;
                    self.sp(to).hidden += 1;
                }
            }
        }
        let mut from: Vec<Sp> = moves.iter().map(|m| m.1).collect();
        from.sort();
        from.dedup();
        for f in from {
            let n = moves.iter().filter(|m| m.1 == f).count() as u8;
            self.note(
                rule,
                Event::Moved {
                    piece: Piece::Hidden,
                    from: f,
                    to,
                    n,
                },
            );
        }
    }

    pub(crate) fn event_apply(&mut self, mut es: EventState, action: &Action) {
        let rule = if cards::kind(es.card) == CardKind::Fortune {
            "2.4"
        } else {
            "5.1.1"
        };
        let seat = es.seat;
        use Side::*;
        let next = |es: &EventState, step: u8| EventState { step, ..es.clone() };
        match (es.card, es.side, es.step, action) {
            (DAY_OF_MARKET, _, 0, &Action::Space(s)) => {
                self.remove_henchmen(s, 1, Dest::Available, rule);
                self.gain(SHERIFF, 1, rule);
                es.count += 1;
                return self.event_continue(es);
            }
            (DAY_OF_MARKET, _, 0, Action::Done) => return self.event_continue(next(&es, 1)),
            (DAY_OF_MARKET, _, 1, &Action::Pick(s, p)) => {
                self.remove_man(s, p, false, rule);
                // Half the Shillings the Sheriff just took, rounded down.
                self.gain(ROBIN, i32::from(es.count / 2), rule);
            }
            (QUEEN_ELEANOR, _, 0, Action::Yes) => {
                self.take_traveller(Traveller::NobleKnight, Pile::Victims);
                return self.event_continue(next(&es, 1));
            }
            (QUEEN_ELEANOR, _, 0, Action::Done) => return self.event_continue(next(&es, 1)),
            (TEMPORARY_TRUCE, _, 0, Action::Yes) => return self.event_continue(next(&es, 1)),
            (TEMPORARY_TRUCE, _, 0, Action::Done) => return self.event_continue(next(&es, 2)),
            (TEMPORARY_TRUCE, _, 2, Action::Yes) => return self.event_continue(next(&es, 3)),
            (TEMPORARY_TRUCE, _, 1 | 3, &Action::Move(p, from, to)) => {
                match p {
                    Piece::Henchman => {
                        self.sp(from).henchmen -= 1;
                        self.sp(to).henchmen += 1;
                    }
                    Piece::Robin => {
                        self.robin = Robin::Map {
                            at: to,
                            hidden: self.robin_hidden(),
                        };
                        self.note_for(ROBIN, rule, Event::RobinIs { at: to });
                    }
                    Piece::Hidden => {
                        self.sp(from).hidden -= 1;
                        self.sp(to).hidden += 1;
                    }
                    _ => {
                        self.sp(from).revealed -= 1;
                        self.sp(to).revealed += 1;
                    }
                }
                let piece = if p == Piece::Robin && self.robin_hidden() {
                    Piece::Hidden
                } else {
                    p
                };
                self.note(
                    rule,
                    Event::Moved {
                        piece,
                        from,
                        to,
                        n: 1,
                    },
                );
                return self.event_continue(es);
            }
            (HEAVY_RAIN, _, step, Action::Choose(Choice::SinglePlot)) => {
                self.tasks.push(Task::Event(next(&es, step + 1)));
                self.tasks.push(Task::Plot(PlotCtx::new(seat, 1)));
            }
            (HEAVY_RAIN, _, step, Action::Gain) => {
                self.gain(seat, 2, rule);
                return self.event_continue(next(&es, step + 1));
            }
            (GUY_OF_GISBORNE, Light, 0, &Action::Swap(s, p)) => {
                // The Merry Man takes Robin Hood's place, Revealed; Robin Hood
                // takes his, Hidden.
                match self.robin {
                    Robin::Map { at, .. } => self.sp(at).revealed += 1,
                    Robin::Prison => self.prison += 1,
                    Robin::Available => self.avail.merry_men += 1,
                }
                if p == Piece::Hidden {
                    self.sp(s).hidden -= 1;
                } else {
                    self.sp(s).revealed -= 1;
                }
                self.robin = Robin::Map {
                    at: s,
                    hidden: true,
                };
                // He is on the map now, wherever he was.
                self.robin_doubt = false;
                self.note(rule, Event::SwapDecided);
                self.note_for(ROBIN, rule, Event::RobinIs { at: s });
            }
            (TEMPORARY_TRUCE, _, 2, Action::Done) | (DAY_OF_MARKET, _, 1, Action::Done) => {}
            (GUY_OF_GISBORNE, Light, 0, Action::Done) => {
                self.note(rule, Event::SwapDecided);
            }
            (LITTLE_JOHN, Dark, 0, &Action::Space(p))
            | (WEAPONS_OF_THE_WEAK, Dark, 0, &Action::Space(p)) => {
                self.change_status(p, Status::Submissive, rule);
            }
            (PRIORESS_OF_KIRKLEES, Light, 0, &Action::Space(p)) => {
                self.hide_all(p, rule);
                self.shift(-1, rule);
            }
            (PRIORESS_OF_KIRKLEES, Dark, 1, &Action::Remove(p)) => {
                let at = es.space.expect("Robin Hood's space");
                self.remove_man(at, p, false, rule);
            }
            (YEOMEN_REVOLT, Light, 0, &Action::Space(p)) => {
                self.change_status(p, Status::Revolting, rule);
                self.shift(-1, rule);
            }
            (TAX_COLLECTORS, Light, 0, &Action::Move(p, from, _)) => {
                es.moves.push((p, from));
                return self.event_continue(es);
            }
            (TAX_COLLECTORS, Light, 0, Action::Done) => {
                let mut moves = std::mem::take(&mut es.moves);
                self.blind_movers(seat, &mut moves);
                self.make_moves(&moves, Sp::Nottingham, rule);
                self.rob_here(Sp::Nottingham, 0, true);
            }
            (TAX_COLLECTORS, Dark, 0, &Action::Space(p)) => {
                es.space = Some(p);
                return self.event_continue(next(&es, 1));
            }
            (TAX_COLLECTORS, Dark, 0, Action::Done) => {}
            (TAX_COLLECTORS, Dark, 1, &Action::Kind(k)) => {
                let p = es.space.expect("the Parish");
                self.avail.carts[k.index()] -= 1;
                self.sp(p).carts.hidden[k.index()] += 1;
                self.note("4.3.2", Event::CartPlaced { at: p, kind: k });
                self.change_status(p, Status::Revolting, "4.3.2");
                es.count += 1;
                return self.event_continue(next(&es, 0));
            }
            (GREAT_ESCAPE, Light, 0, &Action::Robin(to)) => {
                self.robin = Robin::Map {
                    at: to,
                    hidden: false,
                };
                self.note(
                    rule,
                    Event::Placed {
                        piece: Piece::Robin,
                        at: to,
                        n: 1,
                    },
                );
                return self.event_continue(es);
            }
            (GREAT_ESCAPE, Light, 0, &Action::Send(_, to)) => {
                self.prison -= 1;
                self.sp(to).revealed += 1;
                self.note(
                    rule,
                    Event::Placed {
                        piece: Piece::Revealed,
                        at: to,
                        n: 1,
                    },
                );
                return self.event_continue(es);
            }
            (GREAT_ESCAPE, Dark, 0, &Action::Space(s)) => {
                self.reveal_all(s, rule);
                self.capture_at(s, rule);
            }
            (BOATS_AND_BRIDGES, Light, 0, &Action::Space(s)) => {
                es.space = Some(s);
                return self.event_continue(next(&es, 1));
            }
            (BOATS_AND_BRIDGES, Light, 1, &Action::Send(p, to)) => {
                es.moves.push((p, to));
                return self.event_continue(es);
            }
            (BOATS_AND_BRIDGES, Light, 1, Action::Done) => {
                let from = es.space.expect("origin");
                if let Some(&(_, to)) = es.moves.first() {
                    let mut moves: Vec<(Piece, Sp)> =
                        es.moves.iter().map(|m| (m.0, from)).collect();
                    self.blind_movers(seat, &mut moves);
                    self.make_moves(&moves, to, rule);
                }
            }
            (BOATS_AND_BRIDGES, Dark, 0, &Action::Space(a)) => {
                es.space = Some(a);
                return self.event_continue(next(&es, 1));
            }
            (BOATS_AND_BRIDGES, Dark, 1, &Action::Space(b)) => {
                let a = es.space.expect("first bank");
                self.bridge = Some((a, b));
                self.note(rule, Event::BridgePlaced { a, b });
                self.shift(1, rule);
            }
            (AMBUSH, Light, 0, &Action::Space(s)) => {
                es.space = Some(s);
                return self.event_continue(next(&es, 1));
            }
            (AMBUSH, Light, 1, &Action::Move(p, from, _))
            | (ROBINS_HORN, Light, 0, &Action::Move(p, from, _)) => {
                es.moves.push((p, from));
                return self.event_continue(es);
            }
            (AMBUSH, Light, 1, Action::Done) | (ROBINS_HORN, Light, 0, Action::Done) => {
                let at = es.space.expect("target space");
                let mut moves = std::mem::take(&mut es.moves);
                self.blind_movers(seat, &mut moves);
                self.make_moves(&moves, at, rule);
                // Ambush: "attempt a Rob there now" (not "may", as Robin's Horn).
                self.rob_here(at, 0, es.card != AMBUSH);
            }
            (AMBUSH, Dark, 0, &Action::Space(f)) => {
                self.reveal_all(f, rule);
                self.shift(1, rule);
            }
            (WILL_SCARLET, Light, 0, &Action::Space(f)) => {
                self.place_camp(f, rule);
            }
            (THE_RED_CAP, Light, 0, &Action::Space(p)) => {
                self.change_status(p, Status::Revolting, rule);
                self.shift(-1, rule);
            }
            (THE_RED_CAP, Dark, 0, &Action::Move(_, from, to)) => {
                self.sp(from).henchmen -= 1;
                self.sp(to).henchmen += 1;
                self.note(
                    rule,
                    Event::Moved {
                        piece: Piece::Henchman,
                        from,
                        to,
                        n: 1,
                    },
                );
                es.count += 1;
                return self.event_continue(es);
            }
            (THE_RED_CAP, Dark, 0, Action::Done) => {}
            (ALLAN_A_DALE, Light, 0, &Action::Space(s)) => {
                es.space = Some(s);
                return self.event_continue(next(&es, 1));
            }
            (ALLAN_A_DALE, Light, 1, &Action::Reveal { men, .. }) if seat == SHERIFF => {
                let at = es.space.expect("space");
                let n = self.reveal_blind(at, men, rule);
                self.gain(es.player, i32::from(n), rule);
                self.shift(-1, rule);
            }
            (ALLAN_A_DALE, Light, 1, &Action::Reveal { men, robin }) => {
                let at = es.space.expect("space");
                self.sp(at).hidden -= men;
                self.sp(at).revealed += men;
                if men > 0 {
                    self.note(
                        rule,
                        Event::Revealed {
                            at,
                            n: men,
                            robin: false,
                        },
                    );
                }
                if robin {
                    self.reveal_robin(rule);
                }
                self.gain(es.player, i32::from(men + u8::from(robin)), rule);
                self.shift(-1, rule);
            }
            (ROYAL_PARDON, Light, 0, &Action::Space(s) | &Action::Robin(s)) => {
                let mut n = self.prisoners() / 2;
                if let Action::Robin(_) = action {
                    self.robin = Robin::Map {
                        at: s,
                        hidden: false,
                    };
                    self.note(
                        rule,
                        Event::Placed {
                            piece: Piece::Robin,
                            at: s,
                            n: 1,
                        },
                    );
                    n -= 1;
                }
                if n > 0 {
                    self.prison -= n;
                    self.sp(s).revealed += n;
                    self.note(
                        rule,
                        Event::Placed {
                            piece: Piece::Revealed,
                            at: s,
                            n,
                        },
                    );
                }
            }
            (ROYAL_PARDON, Dark, 0, Action::Remove(Piece::Robin)) => {
                self.robin = Robin::Available;
                self.note(
                    rule,
                    Event::Removed {
                        piece: Piece::Robin,
                        at: None,
                        n: 1,
                        to: Dest::Available,
                    },
                );
                es.count = 1;
                return self.event_continue(next(&es, 1));
            }
            (ROYAL_PARDON, Dark, 0 | 1, &Action::Count(n)) => {
                self.prison -= n;
                self.avail.merry_men += n;
                if n > 0 {
                    self.note(
                        rule,
                        Event::Removed {
                            piece: Piece::Revealed,
                            at: None,
                            n,
                            to: Dest::Available,
                        },
                    );
                }
                // One step toward Order for every 2 released, Robin Hood counted.
                self.shift(((n + es.count) / 2) as i8, rule);
            }
            (MAJOR_OAK, Dark, 0, &Action::Space(f)) => self.remove_camp(f, rule),
            (ROBINS_HORN, Dark, 1, &Action::Space(p)) => {
                self.place_henchmen(p, 1, rule);
                if !es.moves.iter().any(|m| m.1 == p) {
                    es.moves.push((Piece::Henchman, p));
                }
                es.count -= 1;
                if es.count == 0 || self.avail.henchmen == 0 {
                    return self.event_apply(es, &Action::Done);
                }
                return self.event_continue(es);
            }
            (ROBINS_HORN, Dark, 1, Action::Done) => {
                let placed: Vec<Sp> = es.moves.iter().map(|m| m.1).collect();
                if !placed.is_empty() {
                    let mut capture = PlotCtx::new(SHERIFF, 1);
                    capture.plots = vec![Plot::Capture];
                    capture.only = placed;
                    capture.optional = true;
                    self.tasks.push(Task::Plot(capture));
                }
            }
            (
                FAST_CARRIAGES,
                Dark,
                0,
                &Action::Cart {
                    from,
                    kind,
                    revealed: true,
                    ..
                },
            ) if seat == ROBIN => {
                es.space = Some(from);
                es.count = 3 + kind.index() as u8;
                return self.event_continue(next(&es, 2));
            }
            (
                FAST_CARRIAGES,
                Dark,
                _,
                &Action::Cart {
                    from,
                    kind,
                    revealed,
                    escort,
                },
            ) => {
                let to = from.road_next().expect("on a road");
                *self.sp(from).carts.count_mut(kind, revealed) -= 1;
                if escort {
                    self.sp(from).henchmen -= 1;
                    self.sp(to).henchmen += 1;
                }
                self.note(
                    rule,
                    Event::CartMoved {
                        from,
                        to,
                        kind,
                        hidden: !revealed,
                        escort,
                    },
                );
                if to == Sp::Nottingham {
                    self.cart_arrives(kind);
                } else {
                    *self.sp(to).carts.count_mut(kind, revealed) += 1;
                    if es.step == 0 {
                        es.space = Some(to);
                        es.count = kind.index() as u8 + if revealed { 3 } else { 0 };
                        return self.event_continue(next(&es, 1));
                    }
                }
            }
            (FAST_CARRIAGES, Dark, 1, Action::Done) => {}
            (FAST_CARRIAGES, Dark, 0, &Action::Space(s)) => {
                es.space = Some(s);
                es.count = 6; // face down: its kind is drawn when it moves
                return self.event_continue(next(&es, 2));
            }
            (FAST_CARRIAGES, Dark, 2, &Action::Count(n)) => {
                let mut at = es.space.expect("the Carriage's space");
                let (kind, revealed) = if es.count >= 6 {
                    (self.blind_cart(at), false)
                } else {
                    (CartKind::ALL[es.count as usize % 3], true)
                };
                for _ in 0..n {
                    let to = at.road_next().expect("on a road");
                    *self.sp(at).carts.count_mut(kind, revealed) -= 1;
                    self.note(
                        rule,
                        Event::CartMoved {
                            from: at,
                            to,
                            kind,
                            hidden: !revealed,
                            escort: false,
                        },
                    );
                    if to == Sp::Nottingham {
                        self.cart_arrives(kind);
                        break;
                    }
                    *self.sp(to).carts.count_mut(kind, revealed) += 1;
                    at = to;
                }
            }
            (FRIAR_TUCK, Dark, 0, &Action::Space(s)) => self.reveal_all(s, rule),
            (MAID_MARIAN, Dark, 0, a) => {
                let (s, kind, revealed) = match *a {
                    Action::Cart {
                        from,
                        kind,
                        revealed,
                        ..
                    } => (from, kind, revealed),
                    // Robin Hood's seat picks a face-down Carriage blindly.
                    Action::Space(s) => (s, self.blind_cart(s), false),
                    _ => unreachable!("{a} in Maid Marian"),
                };
                *self.sp(s).carts.count_mut(kind, revealed) -= 1;
                self.used_carts[kind.index()] += 1;
                self.note(
                    "1.9",
                    Event::CartUsed {
                        at: s,
                        kind,
                        robbed: false,
                    },
                );
                return self.event_continue(next(&es, 1));
            }
            (MAID_MARIAN, Dark, 1, &Action::Space(p)) => {
                self.change_status(p, Status::Submissive, rule);
                if self.men_at(p) > 0 {
                    es.space = Some(p);
                    return self.event_continue(next(&es, 2));
                }
            }
            (MAID_MARIAN, Dark, 2, &Action::Space(to)) => {
                let from = es.space.expect("the Parish");
                let (h, r) = (self.space(from).hidden, self.space(from).revealed);
                self.sp(from).hidden = 0;
                self.sp(from).revealed = 0;
                self.sp(to).hidden += h;
                self.sp(to).revealed += r;
                if let Robin::Map { at, hidden } = self.robin {
                    if at == from {
                        self.robin = Robin::Map { at: to, hidden };
                    }
                }
                self.note(
                    rule,
                    Event::Moved {
                        piece: Piece::Hidden,
                        from,
                        to,
                        n: h + r,
                    },
                );
            }
            (WEAPONS_OF_THE_WEAK, Light, 0, &Action::Space(p)) => {
                self.sp(p).status = Some(Status::Passive);
                self.note(
                    rule,
                    Event::StatusSet {
                        at: p,
                        status: Status::Passive,
                    },
                );
            }
            (CORRUPTION, Light, 0, &Action::Space(s)) => {
                self.pay(es.player, 1, rule);
                self.remove_henchmen(s, 1, Dest::Available, rule);
                if seat == ROBIN {
                    self.place_men(s, 1, rule);
                } else {
                    self.place_men_blind(s, 1, rule);
                }
            }
            (CORRUPTION, Light, 0, &Action::Robin(s)) => {
                self.pay(es.player, 1, rule);
                self.remove_henchmen(s, 1, Dest::Available, rule);
                self.place_men_with(s, 1, true, rule);
            }
            (CORRUPTION, Dark, 0, &Action::Space(s)) => {
                self.pay(es.player, 2, rule);
                es.space = Some(s);
                return self.event_continue(next(&es, 1));
            }
            (CORRUPTION, Dark, 1, &Action::Pick(s, p)) => {
                self.remove_man(s, p, seat != ROBIN, rule);
                self.place_henchmen(s, 1, rule);
                es.count += 1;
                return self.event_continue(es);
            }
            (CORRUPTION, Dark, 1, Action::Done) => {}
            (WILL_STUTELY, Light, 0, &Action::Move(p, from, to)) => {
                let mut moved = [(p, from)];
                self.blind_movers(seat, &mut moved);
                let p = moved[0].0;
                if p == Piece::Robin {
                    self.robin = Robin::Map {
                        at: to,
                        hidden: true,
                    };
                    self.note_for(ROBIN, rule, Event::RobinIs { at: to });
                } else {
                    self.sp(from).hidden -= 1;
                    self.sp(to).hidden += 1;
                }
                self.note(
                    rule,
                    Event::Moved {
                        piece: Piece::Hidden,
                        from,
                        to,
                        n: 1,
                    },
                );
                let h = self.space(to).henchmen;
                if h > 0 {
                    self.sp(to).henchmen = 0;
                    self.sp(Sp::Nottingham).henchmen += h;
                    self.note(
                        rule,
                        Event::Moved {
                            piece: Piece::Henchman,
                            from: to,
                            to: Sp::Nottingham,
                            n: h,
                        },
                    );
                }
            }
            (WILL_STUTELY, Dark, 0, &Action::Pick(s, _)) => {
                self.imprison_revealed(s, 1, rule);
                es.count += 1;
                return self.event_continue(es);
            }
            (WILL_STUTELY, Dark, 0, Action::Done) => {}
            (NOTTINGHAM_FAIR, Light, 0 | 1, &Action::Count(n)) => {
                self.remove_henchmen(Sp::Nottingham, n, Dest::Available, rule);
                if seat == ROBIN {
                    self.place_men(Sp::Nottingham, n, rule);
                } else {
                    self.place_men_blind(Sp::Nottingham, n, rule);
                }
            }
            (NOTTINGHAM_FAIR, Light, 0, Action::Robin(_)) => {
                self.remove_henchmen(Sp::Nottingham, 1, Dest::Available, rule);
                self.place_men_with(Sp::Nottingham, 1, true, rule);
                return self.event_continue(next(&es, 1));
            }
            (NOTTINGHAM_FAIR, Light, 1, Action::Done) => {}
            (NOTTINGHAM_FAIR, Dark, 0, &Action::Pick(s, p)) => {
                self.remove_man(s, p, seat != ROBIN, rule);
                es.count += 1;
                return self.event_continue(es);
            }
            (NOTTINGHAM_FAIR, Dark, 0, Action::Done) => {}
            (TALE_OF_TWO_LOVERS, Light, 0, &Action::Pick(s, p)) => {
                self.pay(es.player, 1, rule);
                // Removed from the game (never Robin Hood himself).
                self.remove_man(s, p, false, rule);
                self.avail.merry_men -= 1;
                self.gone_merry_men += 1;
                let h = self.space(s).henchmen.min(2);
                self.remove_henchmen(s, h, Dest::Gone, rule);
                self.shift(-1, rule);
            }
            (TALE_OF_TWO_LOVERS, Dark, 0, &Action::Space(p)) => {
                self.gain(es.player, 2, rule);
                es.space = Some(p);
                return self.event_continue(next(&es, 1));
            }
            (TALE_OF_TWO_LOVERS, Dark, 1, &Action::Count(n)) => {
                let p = es.space.expect("the Parish");
                self.place_henchmen(p, n, rule);
            }
            (_, _, _, a) => unreachable!("{a} in event {es:?}"),
        }
        self.next();
    }

    /// A free Rob in one space: optional for Events that end with "may Rob
    /// there", required where the text says to attempt it.
    fn rob_here(&mut self, at: Sp, bonus: i8, optional: bool) {
        let mut rob = PlotCtx::new(ROBIN, 1);
        rob.plots = vec![Plot::Rob];
        rob.only = vec![at];
        rob.optional = optional;
        rob.bonus = bonus;
        self.tasks.push(Task::Plot(rob));
    }
}
