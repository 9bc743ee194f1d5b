//! What several Event cards do alike: asking, reading what a seat may know
//! of Robin Hood, picking and moving Merry Men (blindly, for the Sheriff) and
//! Carriages, and handling Travellers.

use super::procedure::prelude::*;

impl Gest {
    /// Waits for the decision of `es.seat` at `es.step`.
    pub(super) fn ask(&mut self, es: EventState) -> bool {
        self.phase = Phase::Event(es);
        true
    }

    /// Waits for `seat`'s decision at `es.step`.
    pub(super) fn ask_as(&mut self, mut es: EventState, seat: Seat) -> bool {
        es.seat = seat;
        self.ask(es)
    }

    /// Whether the step `es` has any action to choose.
    pub(super) fn has_choices(&self, es: &EventState) -> bool {
        let mut out = Vec::new();
        self.event_legal(es, &mut out);
        !out.is_empty()
    }

    /// Asks if the step has a choice; otherwise the Event ends.
    pub(super) fn ask_if_choices(&mut self, es: EventState) -> bool {
        self.has_choices(&es) && self.ask(es)
    }

    /// Whether Robin Hood may be Hidden on the map in a space passing `f`, as
    /// `seat` knows it: the truth for Robin Hood's seat; for the Sheriff,
    /// whenever Robin Hood is out of sight and some space passing `f` holds
    /// a Hidden Merry Man (he might be that one).
    pub(super) fn robin_may_hide_in(&self, seat: Seat, f: &dyn Fn(Sp) -> bool) -> bool {
        if seat == ROBIN {
            matches!(self.robin, Robin::Map { at, hidden: true } if f(at))
        } else {
            self.robin_unseen() && Gest::playable_spaces().any(|s| self.hidden_at(s) > 0 && f(s))
        }
    }

    /// Whether Robin Hood may be on the map, as `seat` knows it.
    /// Whether `seat` may choose a "Reveal Robin Hood to …" side: Robin Hood
    /// may be Hidden on the map (revision 1: he is on the map).
    pub(super) fn robin_may_pay_a_reveal(&self, seat: Seat) -> bool {
        if self.robin_reveal_is_the_price() {
            self.robin_may_hide_in(seat, &|_| true)
        } else {
            self.robin_at().is_some()
        }
    }

    pub(super) fn robin_may_be_on_map(&self, seat: Seat) -> bool {
        self.robin_at().is_some() || (seat == SHERIFF && self.robin_in_doubt())
    }

    /// "Reveal Robin Hood to …": reveals him and returns his space, or, if he
    /// is not Hidden on the map (only the Sheriff, who cannot see him, may
    /// have played it so), says so and returns `None`: nothing else happens.
    pub(super) fn pay_robin_reveal(&mut self, rule: &str) -> Option<Sp> {
        // Revision 1: Robin Hood on the map, Revealed or not, is enough.
        if !self.robin_reveal_is_the_price() {
            self.reveal_robin(rule);
            return self.robin_at();
        }
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

    /// Whether some playable space passes `f`.
    pub(super) fn any_space(&self, f: &dyn Fn(Sp) -> bool) -> bool {
        Gest::playable_spaces().any(f)
    }

    /// The playable spaces passing `f`, as actions.
    pub(super) fn spaces_where(&self, f: &dyn Fn(Sp) -> bool) -> Vec<Action> {
        Gest::playable_spaces()
            .filter(|&s| f(s))
            .map(Action::Space)
            .collect()
    }

    /// The Parishes passing `f`, as actions.
    pub(super) fn parishes_where(&self, f: &dyn Fn(Sp) -> bool) -> Vec<Action> {
        PARISHES
            .into_iter()
            .filter(|&s| f(s))
            .map(Action::Space)
            .collect()
    }

    /// Puts a special Traveller in the deck, removes another, shuffles.
    pub(super) fn add_traveller(&mut self, add: Traveller, remove: Traveller, to: Pile) {
        if let Some(i) = self.travellers_out.iter().position(|&t| t == add) {
            self.travellers_out.remove(i);
        }
        self.traveller_to(add, Pile::Deck);
        self.take_traveller(remove, to);
        self.rng.shuffle(&mut self.travellers);
    }

    /// Takes a Traveller of this kind from the deck or else the discard.
    pub(super) fn take_traveller(&mut self, t: Traveller, to: Pile) {
        if let Some(i) = self.travellers.iter().position(|&x| x == t) {
            self.travellers.remove(i);
        } else if let Some(i) = self.traveller_discard.iter().position(|&x| x == t) {
            self.traveller_discard.remove(i);
        } else {
            return;
        }
        self.traveller_to(t, to);
    }

    /// Hidden Merry Men in `s` that `seat` may pick as "a Hidden Merry Man":
    /// for Robin Hood's seat the others (he names Robin Hood apart), for the
    /// Sheriff all of them, Robin Hood included, picked blindly.
    pub(super) fn hidden_for(&self, seat: Seat, s: Sp) -> u8 {
        if seat == ROBIN {
            self.space(s).hidden
        } else {
            self.hidden_at(s)
        }
    }

    /// Whether `seat` may name Robin Hood in `s`: his own player always, the
    /// Sheriff only when he is Revealed there.
    pub(super) fn robin_named_in(&self, seat: Seat, s: Sp) -> bool {
        self.robin_in(s) && (seat == ROBIN || !self.robin_hidden())
    }

    /// The Sheriff moving "Hidden Merry Men" picks them blindly: Robin Hood
    /// is among those moved from his space with the odds of a blind pick.
    pub(super) fn blind_movers(&mut self, seat: Seat, moves: &mut [(Piece, Sp)]) {
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
    pub(super) fn pick_men(&self, f: &dyn Fn(Sp) -> bool, robin_seat: bool, out: &mut Vec<Action>) {
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
    pub(super) fn men_pieces(&self, s: Sp, robin_seat: bool) -> Vec<Piece> {
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

    /// Moves of Merry Men into `to`, batched in `es.moves`: from adjacent
    /// spaces, or from `anywhere`; Robin Hood among them if `with_robin`.
    pub(super) fn moves_into(
        &self,
        es: &EventState,
        to: Sp,
        anywhere: bool,
        with_robin: bool,
        out: &mut Vec<Action>,
    ) {
        let near = |from: Sp, robin: bool| {
            anywhere || self.adjacent(from, to, self.oak_serves(es.seat == ROBIN, robin))
        };
        let pending =
            |p: Piece, from: Sp| es.moves.iter().filter(|m| m.0 == p && m.1 == from).count() as u8;
        for from in Gest::playable_spaces() {
            if from == to {
                continue;
            }
            if near(from, false) {
                if self.hidden_for(es.seat, from) > pending(Piece::Hidden, from) {
                    out.push(Action::Move(Piece::Hidden, from, to));
                }
                if self.space(from).revealed > pending(Piece::Revealed, from) {
                    out.push(Action::Move(Piece::Revealed, from, to));
                }
            }
            if with_robin
                && near(from, true)
                && self.robin_named_in(es.seat, from)
                && !es.moves.iter().any(|m| m.0 == Piece::Robin)
            {
                out.push(Action::Move(Piece::Robin, from, to));
            }
        }
    }

    /// Makes batched moves of Merry Men into one space, all Hidden on arrival.
    pub(super) fn make_moves(&mut self, moves: &[(Piece, Sp)], to: Sp, rule: &str) {
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

    /// The kind of a face-down Carriage in `s` picked blindly (by Robin Hood,
    /// who cannot tell them apart).
    pub(super) fn blind_cart(&mut self, s: Sp) -> CartKind {
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

    /// A free Rob in one space: optional for Events that end with "may Rob
    /// there", required where the text says to attempt it.
    pub(super) fn rob_here(&mut self, at: Sp, bonus: i8, optional: bool) {
        let mut rob = PlotCtx::new(ROBIN, 1);
        rob.plots = vec![Plot::Rob];
        rob.only = vec![at];
        rob.optional = optional;
        rob.bonus = bonus;
        self.tasks.push(Task::Plot(rob));
    }

    /// A free Patrol in one space for the Sheriff, revealing all where asked.
    pub(super) fn free_patrol(&mut self, reveal_all: bool) {
        let mut patrol = PlotCtx::new(SHERIFF, 1);
        patrol.plots = vec![Plot::Patrol];
        patrol.free = true;
        patrol.reveal_all = reveal_all;
        self.tasks.push(Task::Plot(patrol));
    }
}
