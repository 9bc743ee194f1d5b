//! The Plots (rule 3.0): Recruit, Sneak and Rob for Robin Hood; Hire, Patrol
//! and Capture for the Sheriff. Each is carried out one space at a time.

use crate::action::{Action, RecruitOpt};
use crate::cards::{Side, Traveller};
use crate::log::{Event, Pile};
use crate::map::Sp;
use crate::state::*;

/// Rob dice faces (gest.md).
pub const GREEN_DIE: [i32; 6] = [-1, -1, 0, 1, 2, 3];
pub const WHITE_DIE: [i32; 6] = [-2, -1, -1, 0, 1, 2];

impl Gest {
    pub(crate) fn any_plot(&self, ctx: &PlotCtx) -> bool {
        ctx.plots
            .iter()
            .any(|&p| !self.plot_spaces(ctx, p, &[]).is_empty())
    }

    /// Spaces that may be chosen next for `plot` (rules 3.2.x, 3.3.x).
    pub(crate) fn plot_spaces(&self, ctx: &PlotCtx, plot: Plot, chosen: &[Sp]) -> Vec<Sp> {
        if chosen.len() >= ctx.max_spaces as usize {
            return Vec::new();
        }
        if !ctx.free && self.shillings(ctx.seat) < plot.cost() {
            return Vec::new();
        }
        Gest::playable_spaces()
            .filter(|s| !chosen.contains(s))
            .filter(|s| ctx.only.is_empty() || ctx.only.contains(s))
            .filter(|&s| self.plot_space_ok(ctx, plot, s))
            .collect()
    }

    fn plot_space_ok(&self, ctx: &PlotCtx, plot: Plot, s: Sp) -> bool {
        let sp = self.space(s);
        match plot {
            Plot::Recruit => !self.is_submissive(s) && !self.recruit_options(s).is_empty(),
            Plot::Sneak => self.men_at(s) > 0,
            Plot::Rob => {
                (self.hidden_at(s) > 0 || self.robin_in(s)) && !self.rob_targets(s).is_empty()
            }
            Plot::Hire => {
                let revolting_ok = self.is_revolting(s) && sp.henchmen > self.men_at(s);
                if ctx.revolting_only {
                    return revolting_ok;
                }
                revolting_ok
                    || ((s == Sp::Nottingham || self.status(s) == Some(Status::Submissive))
                        && self.avail.henchmen > 0)
            }
            Plot::Patrol => {
                let incoming = self
                    .neighbours(s, false)
                    .into_iter()
                    .any(|n| self.space(n).henchmen > 0);
                incoming || (sp.henchmen > 0 && self.hidden_at(s) > 0)
            }
            Plot::Capture => {
                sp.henchmen > 0
                    && (self.revealed_at(s) > 0 || (sp.camps > 0 && self.men_at(s) == 0))
            }
        }
    }

    /// What Recruit may do in `s` (rule 3.2.1). Robin Hood is a Merry Man
    /// too (rule 6.2): from Available he may be placed like any other, Hidden.
    pub(crate) fn recruit_options(&self, s: Sp) -> Vec<RecruitOpt> {
        let sp = self.space(s);
        let robin = self.robin_placeable_from_available();
        let mut out = Vec::new();
        if sp.camps > 0 {
            if self.avail.merry_men > 0 {
                out.push(RecruitOpt::Man);
            }
            if self.avail.merry_men > 1 {
                out.push(RecruitOpt::Two);
            }
            if robin {
                out.push(RecruitOpt::Robin);
                if self.avail.merry_men > 0 {
                    out.push(RecruitOpt::TwoRobin);
                }
            }
            if self.revealed_at(s) > 0 {
                out.push(RecruitOpt::Hide);
            }
        } else {
            if self.avail.merry_men > 0 {
                out.push(RecruitOpt::Man);
            }
            if robin {
                out.push(RecruitOpt::Robin);
            }
            if self.avail.camps > 0 && s != Sp::Nottingham {
                if sp.hidden > 0 {
                    out.push(RecruitOpt::Camp(Piece::Hidden));
                }
                if sp.revealed > 0 {
                    out.push(RecruitOpt::Camp(Piece::Revealed));
                }
            }
        }
        out
    }

    fn rob_targets(&self, s: Sp) -> Vec<RobTarget> {
        let mut out = Vec::new();
        if !self.travellers.is_empty() || !self.traveller_discard.is_empty() {
            out.push(RobTarget::Traveller);
        }
        if s == Sp::Nottingham {
            out.push(RobTarget::Treasury);
        }
        let carts = self.space(s).carts;
        if carts.hidden_total() > 0 {
            out.push(RobTarget::HiddenCart);
        }
        for k in CartKind::ALL {
            if carts.revealed[k.index()] > 0 {
                out.push(RobTarget::RevealedCart(k));
            }
        }
        out
    }

    pub(crate) fn plot_legal(&self, st: &PlotState, out: &mut Vec<Action>) {
        match &st.step {
            PlotStep::Pick => {
                out.extend(
                    self.plot_spaces(&st.ctx, st.plot, &st.spaces)
                        .into_iter()
                        .filter(|&s| st.plot != Plot::Sneak || self.can_sneak_from(st, s))
                        .map(Action::Space),
                );
                if !st.spaces.is_empty() {
                    out.push(Action::Done);
                }
            }
            PlotStep::Recruit(s) => {
                out.extend(self.recruit_options(*s).into_iter().map(Action::Recruit));
            }
            PlotStep::Hire(s) => {
                let cap = if *s == Sp::Nottingham { 4 } else { 2 };
                let most = cap.min(self.avail.henchmen);
                out.extend((1..=most).map(Action::Count));
            }
            PlotStep::Sneak { from, moves } => {
                let pending = |p: Piece| moves.iter().filter(|m| m.0 == p).count() as u8;
                let sp = self.space(*from);
                let mut pieces = Vec::new();
                if sp.hidden > st.entered[from.index()] + pending(Piece::Hidden) {
                    pieces.push(Piece::Hidden);
                }
                if sp.revealed > pending(Piece::Revealed) {
                    pieces.push(Piece::Revealed);
                }
                if self.robin_in(*from) && !st.robin_moved && pending(Piece::Robin) == 0 {
                    pieces.push(Piece::Robin);
                }
                for p in pieces {
                    let oak = self.oak_serves(true, p == Piece::Robin);
                    for to in self.neighbours(*from, oak) {
                        out.push(Action::Send(p, to));
                    }
                }
                out.push(Action::Done);
            }
            PlotStep::Patrol(s) => {
                for n in self.neighbours(*s, false) {
                    if self.space(n).henchmen > st.entered[n.index()] {
                        out.push(Action::Move(Piece::Henchman, n, *s));
                    }
                }
                out.push(Action::Done);
            }
            PlotStep::Rob(step) => self.rob_legal(step, out),
        }
    }

    /// A Sneak origin needs a Merry Man that has not moved yet this Plot.
    fn can_sneak_from(&self, st: &PlotState, s: Sp) -> bool {
        let sp = self.space(s);
        sp.hidden > st.entered[s.index()]
            || sp.revealed > 0
            || (self.robin_in(s) && !st.robin_moved)
    }

    fn rob_legal(&self, step: &RobStep, out: &mut Vec<Action>) {
        match step {
            RobStep::Target(s) => out.extend(self.rob_targets(*s).into_iter().map(Action::Target)),
            RobStep::Reveal(s, _) => {
                let hidden = self.space(*s).hidden;
                let robin_here = self.robin_in(*s);
                for robin in [false, true] {
                    if robin && !robin_here {
                        continue;
                    }
                    for men in 0..=hidden {
                        if men > 0 || robin {
                            out.push(Action::Reveal { men, robin });
                        }
                    }
                }
            }
            RobStep::Option(att) => {
                out.push(Action::Side(Side::Light));
                if att.traveller != Some(Traveller::RichardAtTheLea) || self.shillings(ROBIN) >= 3 {
                    out.push(Action::Side(Side::Dark));
                }
            }
            RobStep::MillersSon(s) => {
                let mut places = vec![*s];
                places.extend(self.neighbours(*s, self.oak_serves(true, false)));
                if self.avail.merry_men > 0 {
                    out.extend(places.iter().map(|&p| Action::Space(p)));
                }
                // The new Merry Man may be Robin Hood, from Available.
                if self.robin_placeable_from_available() {
                    out.extend(places.iter().map(|&p| Action::Robin(p)));
                }
            }
            RobStep::Potter => {
                out.extend(
                    self.neighbours(Sp::Nottingham, true)
                        .into_iter()
                        .map(Action::Robin),
                );
            }
        }
    }

    pub(crate) fn plot_apply(&mut self, mut st: PlotState, action: &Action) {
        let rule = plot_rule(st.plot);
        match (st.step.clone(), action) {
            (PlotStep::Pick, Action::Done) => return self.finish_plot(st),
            (PlotStep::Pick, &Action::Space(s)) => {
                let cost = if st.ctx.free { 0 } else { st.plot.cost() };
                if cost > 0 {
                    self.pay(st.ctx.seat, cost, rule);
                }
                self.note(
                    rule,
                    Event::PlotSpace {
                        plot: st.plot,
                        at: s,
                        cost,
                    },
                );
                st.spaces.push(s);
                st.step = match st.plot {
                    Plot::Recruit => PlotStep::Recruit(s),
                    Plot::Sneak => PlotStep::Sneak {
                        from: s,
                        moves: Vec::new(),
                    },
                    Plot::Rob => PlotStep::Rob(RobStep::Target(s)),
                    Plot::Hire => {
                        if self.is_revolting(s) {
                            self.change_status(s, Status::Submissive, rule);
                            PlotStep::Pick
                        } else {
                            PlotStep::Hire(s)
                        }
                    }
                    Plot::Patrol => PlotStep::Patrol(s),
                    Plot::Capture => {
                        self.capture_at(s, rule);
                        PlotStep::Pick
                    }
                };
            }
            (PlotStep::Recruit(s), &Action::Recruit(opt)) => {
                match opt {
                    RecruitOpt::Man => {
                        self.place_men(s, 1, rule);
                    }
                    RecruitOpt::Two => {
                        self.place_men(s, 2, rule);
                    }
                    RecruitOpt::Robin => {
                        self.place_men_with(s, 1, true, rule);
                    }
                    RecruitOpt::TwoRobin => {
                        self.place_men_with(s, 2, true, rule);
                    }
                    RecruitOpt::Hide => self.hide_all(s, rule),
                    RecruitOpt::Camp(piece) => {
                        self.remove_man(s, piece, false, rule);
                        self.place_camp(s, rule);
                    }
                }
                st.step = PlotStep::Pick;
            }
            (PlotStep::Hire(s), &Action::Count(n)) => {
                self.place_henchmen(s, n, rule);
                st.step = PlotStep::Pick;
            }
            (PlotStep::Sneak { from, mut moves }, &Action::Send(p, to)) => {
                moves.push((p, to));
                st.step = PlotStep::Sneak { from, moves };
            }
            (PlotStep::Sneak { from, moves }, Action::Done) => {
                self.sneak_from(&mut st, from, &moves);
                st.step = PlotStep::Pick;
            }
            (PlotStep::Patrol(s), &Action::Move(Piece::Henchman, from, _)) => {
                self.sp(from).henchmen -= 1;
                self.sp(s).henchmen += 1;
                st.entered[s.index()] += 1;
                self.note(
                    rule,
                    Event::Moved {
                        piece: Piece::Henchman,
                        from,
                        to: s,
                        n: 1,
                    },
                );
            }
            (PlotStep::Patrol(s), Action::Done) => {
                let h = self.space(s).henchmen;
                if st.ctx.reveal_all && h > 0 {
                    self.reveal_all(s, rule);
                }
                let n = if s.is_forest() { h / 2 } else { h };
                self.reveal_blind(s, n, rule);
                st.step = PlotStep::Pick;
            }
            (PlotStep::Rob(step), a) => {
                st.step = self.rob_apply(&st.ctx, step, a);
            }
            (step, a) => unreachable!("{a} in plot step {step:?}"),
        }
        let more = {
            let mut more = Vec::new();
            self.plot_legal(&st, &mut more);
            more
        };
        if st.step == PlotStep::Pick && more.iter().all(|a| *a == Action::Done) {
            self.finish_plot(st);
        } else {
            self.phase = Phase::Plot(st);
        }
    }

    /// Sneak (rule 3.2.2): the moves from one origin happen together, every
    /// mover Hidden, so nobody can follow Robin Hood.
    fn sneak_from(&mut self, st: &mut PlotState, from: Sp, moves: &[(Piece, Sp)]) {
        if moves.is_empty() {
            return;
        }
        let (mut hidden, mut revealed) = (0, 0);
        let mut to = Vec::new();
        for &(p, dest) in moves {
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
                    st.robin_moved = true;
                    self.note_for(ROBIN, "3.2.2", Event::RobinIs { at: dest });
                }
                Piece::Hidden => {
                    hidden += 1;
                    self.sp(from).hidden -= 1;
                    self.sp(dest).hidden += 1;
                    st.entered[dest.index()] += 1;
                }
                _ => {
                    revealed += 1;
                    self.sp(from).revealed -= 1;
                    self.sp(dest).hidden += 1;
                    st.entered[dest.index()] += 1;
                }
            }
            to.push(dest);
        }
        to.sort();
        self.note(
            "3.2.2",
            Event::Scattered {
                from,
                hidden,
                revealed,
                to,
            },
        );
    }

    fn finish_plot(&mut self, st: PlotState) {
        if st.plot == Plot::Sneak {
            // Rule 3.2.2: movers into a crowded Submissive space are Revealed.
            for s in Gest::playable_spaces() {
                let robin_in = st.robin_moved
                    && self.robin
                        == (Robin::Map {
                            at: s,
                            hidden: true,
                        });
                let movers = st.entered[s.index()] + u8::from(robin_in);
                if movers > 0 && self.is_submissive(s) && movers + self.space(s).henchmen > 3 {
                    let n = st.entered[s.index()];
                    self.sp(s).hidden -= n;
                    self.sp(s).revealed += n;
                    if robin_in {
                        self.robin = Robin::Map {
                            at: s,
                            hidden: false,
                        };
                    }
                    self.note(
                        "3.2.2",
                        Event::Revealed {
                            at: s,
                            n: movers,
                            robin: robin_in,
                        },
                    );
                }
            }
        }
        if st.ctx.then_deed {
            self.tasks.push(Task::Deeds(DeedCtx::standard(st.ctx.seat)));
        }
        self.next();
    }

    /// Capture (rule 3.3.3).
    pub(crate) fn capture_at(&mut self, s: Sp, rule: &str) {
        let h = self.space(s).henchmen;
        let mut n = if self.is_revolting(s) { h / 2 } else { h };
        let men = n.min(self.space(s).revealed);
        self.imprison_revealed(s, men, rule);
        n -= men;
        if n > 0
            && self.robin
                == (Robin::Map {
                    at: s,
                    hidden: false,
                })
        {
            self.imprison_robin(rule);
            n -= 1;
        }
        while n > 0 && self.space(s).camps > 0 && self.men_at(s) == 0 {
            self.remove_camp(s, rule);
            n -= 1;
        }
    }

    fn rob_apply(&mut self, ctx: &PlotCtx, step: RobStep, action: &Action) -> PlotStep {
        let rule = "3.2.3";
        match (step, action) {
            (RobStep::Target(s), &Action::Target(t)) => PlotStep::Rob(RobStep::Reveal(s, t)),
            (RobStep::Reveal(s, target), &Action::Reveal { men, robin }) => {
                self.sp(s).hidden -= men;
                self.sp(s).revealed += men;
                self.note(
                    rule,
                    Event::RobTargeted {
                        at: s,
                        target,
                        men,
                        robin,
                    },
                );
                if men > 0 {
                    self.note(
                        rule,
                        Event::Revealed {
                            at: s,
                            n: men,
                            robin: false,
                        },
                    );
                }
                if robin {
                    self.reveal_robin(rule);
                }
                let mut att = Attempt {
                    space: s,
                    target,
                    men,
                    robin,
                    traveller: None,
                    cart: None,
                };
                match target {
                    RobTarget::Traveller => {
                        let t = self.draw_traveller();
                        att.traveller = Some(t);
                        if t.has_two_options() {
                            return PlotStep::Rob(RobStep::Option(att));
                        }
                    }
                    RobTarget::HiddenCart => {
                        let hidden = self.space(s).carts.hidden;
                        let total: u8 = hidden.iter().sum();
                        let mut pick = self.rng.below(total as usize) as u8;
                        let mut kind = CartKind::Trap;
                        for k in CartKind::ALL {
                            if pick < hidden[k.index()] {
                                kind = k;
                                break;
                            }
                            pick -= hidden[k.index()];
                        }
                        self.sp(s).carts.hidden[kind.index()] -= 1;
                        self.sp(s).carts.revealed[kind.index()] += 1;
                        self.note("1.9", Event::CartRevealed { at: s, kind });
                        att.cart = Some(kind);
                    }
                    RobTarget::RevealedCart(k) => att.cart = Some(k),
                    RobTarget::Treasury => {}
                }
                self.rob_resolve(ctx, att, Side::Light)
            }
            (RobStep::Option(att), &Action::Side(side)) => {
                let t = att.traveller.expect("a Traveller was drawn");
                self.note("5.2", Event::TravellerOption { traveller: t, side });
                self.rob_resolve(ctx, att, side)
            }
            (RobStep::MillersSon(_), &Action::Space(at)) => {
                self.place_men(at, 1, "5.2");
                PlotStep::Pick
            }
            (RobStep::MillersSon(_), &Action::Robin(at)) => {
                self.place_men_with(at, 1, true, "5.2");
                PlotStep::Pick
            }
            (RobStep::Potter, &Action::Robin(at)) => {
                self.robin = Robin::Map { at, hidden: false };
                self.note(
                    "5.2",
                    Event::Placed {
                        piece: Piece::Robin,
                        at,
                        n: 1,
                    },
                );
                PlotStep::Pick
            }
            (step, a) => unreachable!("{a} in rob step {step:?}"),
        }
    }

    /// Draws the top Traveller, reshuffling the discard in when the deck is empty.
    pub(crate) fn draw_traveller(&mut self) -> Traveller {
        if self.travellers.is_empty() {
            self.travellers = std::mem::take(&mut self.traveller_discard);
            self.rng.shuffle(&mut self.travellers);
            self.note(
                "5.2",
                Event::Reshuffled {
                    travellers: self.travellers.len() as u8,
                },
            );
        }
        let t = self.travellers.pop().expect("a Traveller to draw");
        self.note("5.2", Event::TravellerDrawn { traveller: t });
        t
    }

    pub(crate) fn traveller_to(&mut self, t: Traveller, pile: Pile) {
        match pile {
            Pile::Discard => self.traveller_discard.push(t),
            Pile::Victims => self.victims.push(t),
            Pile::Gone => self.travellers_out.push(t),
            Pile::Deck => self.travellers.push(t),
        }
        self.note("5.2", Event::TravellerTo { traveller: t, pile });
    }

    /// Captures the Merry Men who took part in a failed Rob.
    fn capture_robbers(&mut self, att: &Attempt, rule: &str) {
        self.imprison_revealed(att.space, att.men, rule);
        if att.robin {
            self.imprison_robin(rule);
        }
    }

    /// Rolls and settles a Rob attempt (rule 3.2.3, 1.9, 5.2).
    fn rob_resolve(&mut self, ctx: &PlotCtx, att: Attempt, side: Side) -> PlotStep {
        let rule = "3.2.3";
        let s = att.space;
        if att.traveller == Some(Traveller::RichardAtTheLea) && side == Side::Dark {
            // Lend money: no roll.
            self.pay(ROBIN, 3, "5.2");
            self.change_status(Sp::Retford, Status::Revolting, "5.2");
            if self.space(Sp::Retford).camps == 0 {
                self.place_camp(Sp::Retford, "5.2");
            }
            self.traveller_to(Traveller::RichardAtTheLea, Pile::Gone);
            return PlotStep::Pick;
        }
        let green = !self.submissive_for_rob(s);
        let face = self.rng.below(6);
        let die = if green {
            GREEN_DIE[face]
        } else {
            WHITE_DIE[face]
        };
        let defence_value = match att.target {
            RobTarget::Traveller => att.traveller.map_or(0, Traveller::defence),
            RobTarget::Treasury => 0,
            _ => att.cart.map_or(0, CartKind::defence),
        };
        let attack = i32::from(att.men) + i32::from(att.robin) + die + i32::from(ctx.bonus);
        let defence = i32::from(self.space(s).henchmen) + defence_value;
        let success = attack > defence;
        self.note(
            rule,
            Event::RobRolled {
                at: s,
                green,
                die,
                attack,
                defence,
                success,
            },
        );
        match att.target {
            RobTarget::Treasury => {
                if success {
                    self.take_from_sheriff(2, rule);
                    self.shift(-1, rule);
                }
            }
            RobTarget::HiddenCart | RobTarget::RevealedCart(_) => {
                let kind = att.cart.expect("the Carriage is face up");
                if success {
                    self.sp(s).carts.revealed[kind.index()] -= 1;
                    self.used_carts[kind.index()] += 1;
                    self.note(
                        "1.9",
                        Event::CartUsed {
                            at: s,
                            kind,
                            robbed: true,
                        },
                    );
                    match kind {
                        CartKind::Tallage => self.gain(ROBIN, 5, "1.9"),
                        CartKind::Tribute => {
                            self.gain(ROBIN, 2, "1.9");
                            self.shift(-1, "1.9");
                        }
                        CartKind::Trap => self.gain(ROBIN, 2, "1.9"),
                    }
                } else if kind == CartKind::Trap {
                    self.capture_robbers(&att, "1.9");
                }
            }
            RobTarget::Traveller => {
                let t = att.traveller.expect("a Traveller was drawn");
                return self.traveller_outcome(&att, t, side, success);
            }
        }
        PlotStep::Pick
    }

    fn traveller_outcome(
        &mut self,
        att: &Attempt,
        t: Traveller,
        side: Side,
        success: bool,
    ) -> PlotStep {
        let rule = "5.2";
        let s = att.space;
        use Traveller::*;
        if side == Side::Light || t == GuyOfGisborne {
            let gain = match t {
                RichMerchant | TheMillersSon | RichardAtTheLea => 2,
                NobleKnight | ThePotter | BishopOfHereford => 3,
                Monks => 1,
                GuyOfGisborne => 0,
            };
            if t == GuyOfGisborne {
                if success {
                    self.traveller_to(t, Pile::Gone);
                } else {
                    self.capture_robbers(att, rule);
                    self.traveller_to(t, Pile::Discard);
                }
                return PlotStep::Pick;
            }
            if success {
                self.gain(ROBIN, gain, rule);
            }
            self.traveller_to(t, Pile::Discard);
            return PlotStep::Pick;
        }
        // The dark ("victim") options.
        if success {
            let next = match t {
                RichMerchant => {
                    self.gain(ROBIN, 4, rule);
                    PlotStep::Pick
                }
                NobleKnight => {
                    self.gain(ROBIN, 5, rule);
                    PlotStep::Pick
                }
                Monks => {
                    self.gain(ROBIN, 3, rule);
                    PlotStep::Pick
                }
                BishopOfHereford => {
                    self.gain(ROBIN, 6, rule);
                    PlotStep::Pick
                }
                ThePotter => {
                    self.take_from_sheriff(2, rule);
                    self.shift(-1, rule);
                    PlotStep::Rob(RobStep::Potter)
                }
                TheMillersSon => {
                    self.gain(ROBIN, 1, rule);
                    if self.avail.merry_men > 0 || self.robin_placeable_from_available() {
                        PlotStep::Rob(RobStep::MillersSon(s))
                    } else {
                        PlotStep::Pick
                    }
                }
                RichardAtTheLea | GuyOfGisborne => PlotStep::Pick,
            };
            self.traveller_to(t, Pile::Victims);
            return next;
        }
        match t {
            RichMerchant => self.gain(SHERIFF, 2, rule),
            NobleKnight => self.capture_robbers(att, rule),
            Monks => self.change_status(s, Status::Submissive, rule),
            BishopOfHereford => {
                self.gain(SHERIFF, 3, rule);
                self.change_status(s, Status::Submissive, rule);
            }
            ThePotter => {
                if self.robin_at().is_some() {
                    self.imprison_robin(rule);
                } else {
                    self.robin_off_map(rule);
                    self.shift(1, rule);
                }
            }
            TheMillersSon => {
                self.place_henchmen(s, 1, rule);
            }
            RichardAtTheLea | GuyOfGisborne => {}
        }
        self.traveller_to(t, Pile::Discard);
        PlotStep::Pick
    }
}

fn plot_rule(plot: Plot) -> &'static str {
    match plot {
        Plot::Recruit => "3.2.1",
        Plot::Sneak => "3.2.2",
        Plot::Rob => "3.2.3",
        Plot::Hire => "3.3.1",
        Plot::Patrol => "3.3.2",
        Plot::Capture => "3.3.3",
    }
}
