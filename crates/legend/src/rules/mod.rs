//! The rules: one module per procedure, each holding its step's legal
//! actions and their effects; this module dispatches between them and runs
//! the automatic steps until a player has a decision to make.
//!
//! A decision interrupts the procedure through [`Pending`] (a placement, a
//! choice of losses) and the procedure resumes once it is made. A decision
//! with a single option is taken automatically.

mod arrivals;
mod captives;
mod combat;
mod disguise;
mod force;
mod gold;
mod marriage;
mod movement;
mod placement;
mod recruitment;
mod tournament;
mod turn;
mod victory;

use crate::action::Action;
use crate::counters::ROBIN_HOOD;
use crate::log::{Entry, Event, Roll, Who};
use crate::map::Area;
use crate::state::*;
use crate::tables::Die;
use crate::vocab::{Pid, Side, ROBIN, SHERIFF};
use sherwood_engine::{Rng, Seat, Step};

pub(crate) use force::fights;
pub(crate) use force::{melee_roll, Force};
pub(crate) use placement::place_options;
pub use victory::{conditions, conditions_win, Ending, ROBIN_AT_LEAST, SHERIFF_AT_MOST};

impl Legend {
    /// The printed set-up (5): pieces on their start spaces, face down where
    /// 5.1 and 5.2 say; the Sheriff's 12 gold pieces (9.2).
    pub(crate) fn setup(options: &Options, seed: u64) -> Legend {
        let pieces = Pid::all()
            .map(|p| {
                let at = match p.start(options.edition) {
                    crate::counters::Start::Board(a) => Loc::Board(a),
                    _ => Loc::Off,
                };
                Piece::new(at, p.starts_face_down(options.edition))
            })
            .collect();
        let mut g = Legend {
            options: options.clone(),
            rng: Rng::new(seed),
            turn: 1,
            pieces,
            gold: [0, 12],
            discovered: [false; 3],
            looted: [false; 3],
            taxed: vec![0; Area::ALL.len()],
            personalities: 0,
            last_personality_turn: 0,
            last_six_turn: 0,
            tournament: None,
            marriage: None,
            wounded_until: None,
            richard_met: false,
            phase: Phase::RobinStart { changed: vec![] },
            pending: vec![],
            outcome: None,
            log: vec![],
            legal: KnownLegal::default(),
        };
        g.note("4.1", Event::TurnBegins { turn: 1 });
        g.advance();
        g
    }

    pub(crate) fn seat_to_move(&self) -> Option<Seat> {
        if self.outcome.is_some() {
            return None;
        }
        if let Some(p) = self.pending.first() {
            let side = match p {
                Pending::Place { pid, .. } => pid.side(),
                Pending::Losses { side, .. } => *side,
            };
            return side.seat();
        }
        match &self.phase {
            Phase::RobinStart { .. } | Phase::Recruitment { .. } | Phase::Ransom { .. } => {
                Some(ROBIN)
            }
            Phase::Movement { side, .. } | Phase::Battles { side, .. } => side.seat(),
            Phase::Battle { battle, .. } => battle.attacker.seat(),
            Phase::Hanging | Phase::Exchange { .. } | Phase::SheriffStart | Phase::Taxes => {
                Some(SHERIFF)
            }
            Phase::Over => None,
        }
    }

    pub(crate) fn legal_actions(&self) -> Vec<Action> {
        match &self.legal.0 {
            Some(known) => {
                debug_assert_eq!(known, &self.work_out_legal(), "{}", Self::STALE);
                known.clone()
            }
            None => self.work_out_legal(),
        }
    }

    const STALE: &str = "the legal actions known since the last action are stale: \
        a position was changed outside the rules and the position builders";

    pub(crate) fn is_legal(&self, action: &Action) -> bool {
        match &self.legal.0 {
            Some(known) => {
                debug_assert_eq!(known, &self.work_out_legal(), "{}", Self::STALE);
                known.contains(action)
            }
            None => self.work_out_legal().contains(action),
        }
    }

    fn work_out_legal(&self) -> Vec<Action> {
        if self.outcome.is_some() {
            return vec![];
        }
        if let Some(p) = self.pending.first() {
            return self.pending_choices(p);
        }
        let mut choices = self.phase_choices();
        if self.done_allowed() {
            choices.push(Action::Done);
        }
        choices
    }

    /// The current phase's options besides `done`.
    fn phase_choices(&self) -> Vec<Action> {
        match &self.phase {
            Phase::RobinStart { changed } => self.robin_start_choices(changed),
            Phase::Movement { side, party } => self.movement_choices(*side, party.as_ref()),
            Phase::Battles { side, fought } => self
                .battle_areas(*side, fought)
                .into_iter()
                .map(Action::Fight)
                .collect(),
            Phase::Battle { .. } => vec![],
            Phase::Recruitment { tried } => self.recruitment_choices(tried),
            Phase::Hanging => self.hanging_choices(),
            Phase::Ransom { offered } => self.ransom_choices(*offered),
            Phase::Exchange { .. } => vec![Action::Accept, Action::Refuse],
            Phase::SheriffStart => self.sheriff_start_choices(),
            Phase::Taxes => self.tax_choices(),
            Phase::Over => vec![],
        }
    }

    /// `done` ends the steps whose options are all optional.
    fn done_allowed(&self) -> bool {
        match &self.phase {
            Phase::Movement { party, .. } => party.is_none(),
            Phase::RobinStart { .. }
            | Phase::Recruitment { .. }
            | Phase::Hanging
            | Phase::Ransom { .. }
            | Phase::SheriffStart
            | Phase::Taxes => true,
            _ => false,
        }
    }

    fn pending_choices(&self, p: &Pending) -> Vec<Action> {
        match p {
            Pending::Place { pid, why } => place_options(self, *pid, *why)
                .into_iter()
                .map(Action::Place)
                .collect(),
            Pending::Losses { side, area, .. } => self
                .loss_choices(*side, *area)
                .into_iter()
                .map(Action::Lose)
                .collect(),
        }
    }

    pub(crate) fn apply_action(&mut self, action: &Action) -> Step {
        self.legal.0 = None;
        let rng_before = self.rng.clone();
        let seat_before = self.seat_to_move();
        self.pieces.sync();
        let revealed_before = self.pieces.hidden_count();
        if let Some(p) = self.pending.first().cloned() {
            self.pending.remove(0);
            self.apply_pending(p, *action);
        } else {
            self.apply_phase(*action);
        }
        self.advance();
        self.pieces.sync();
        debug_assert!(self.pieces.index_is_true(), "the index of counters by area");
        // Dice, a reveal, or the device passing to the other player: no undo.
        if self.rng != rng_before
            || self.seat_to_move() != seat_before
            || self.pieces.hidden_count() != revealed_before
        {
            Step::Barrier
        } else {
            Step::Reversible
        }
    }

    fn apply_pending(&mut self, p: Pending, action: Action) {
        match (p, action) {
            (Pending::Place { pid, why }, Action::Place(area)) => self.place(pid, why, area),
            (Pending::Losses { side, area, count }, Action::Lose(unit)) => {
                self.lose(side, area, count, unit)
            }
            (p, a) => unreachable!("{a} does not answer {p:?}"),
        }
    }

    fn apply_phase(&mut self, action: Action) {
        if let Phase::Movement { .. } = self.phase {
            // The commonest step: no copy of the group under way.
            return self.apply_movement(action);
        }
        match (self.phase.clone(), action) {
            (Phase::RobinStart { .. }, Action::Done) => self.finish_phase(),
            (Phase::RobinStart { mut changed }, Action::Disguise(p) | Action::Undisguise(p)) => {
                self.set_disguise(p, matches!(action, Action::Disguise(_)));
                changed.push(p);
                self.phase = Phase::RobinStart { changed };
            }
            (Phase::RobinStart { .. } | Phase::SheriffStart, Action::Murder(p)) => self.murder(p),
            (Phase::Movement { .. }, a) => self.apply_movement(a),
            (Phase::Battles { side, fought }, Action::Fight(area)) => {
                self.start_battle(side, area, fought)
            }
            (Phase::Recruitment { .. }, Action::Done) => self.finish_phase(),
            (Phase::Recruitment { mut tried }, Action::Recruit(p)) => {
                tried.push(p);
                self.phase = Phase::Recruitment { tried };
                self.recruit(p);
            }
            (Phase::Hanging, Action::Hang(p)) => self.hang(p),
            (Phase::Ransom { .. }, Action::Ransom(p)) => self.ransom(p),
            (Phase::Ransom { .. }, Action::Offer(o, s)) => {
                self.phase = Phase::Exchange {
                    outlaw: o,
                    sheriff: s,
                }
            }
            (Phase::Exchange { outlaw, sheriff }, Action::Accept) => {
                self.exchange(outlaw, sheriff);
                self.phase = Phase::Ransom { offered: true };
            }
            (Phase::Exchange { .. }, Action::Refuse) => {
                self.note("8.5", Event::ExchangeRefused);
                self.phase = Phase::Ransom { offered: true };
            }
            (Phase::SheriffStart, Action::Declare) => self.declare_tournament(),
            (Phase::Taxes, Action::Tax(area)) => self.tax(area),
            (_, Action::Done) => self.finish_phase(),
            (phase, a) => unreachable!("{a} in {phase:?}"),
        }
    }

    /// Runs automatic steps until a player must decide or the game is over.
    pub(crate) fn advance(&mut self) {
        self.legal.0 = None;
        loop {
            self.pieces.sync();
            if self.outcome.is_none() {
                self.check_sudden_end();
            }
            if self.outcome.is_some() {
                self.phase = Phase::Over;
                self.pending.clear();
                return;
            }
            if let Some(p) = self.pending.first().cloned() {
                let choices = self.pending_choices(&p);
                match choices.len() {
                    0 => {
                        self.pending.remove(0);
                        self.no_option(p);
                    }
                    1 => {
                        self.pending.remove(0);
                        self.apply_pending(p, choices[0]);
                    }
                    _ => {
                        self.legal.0 = Some(choices);
                        return;
                    }
                }
                continue;
            }
            match &self.phase {
                Phase::Battle { battle, fought } => {
                    self.battle_step(battle.clone(), fought.clone())
                }
                Phase::Battles { side, fought } => {
                    let side = *side;
                    let areas = self.battle_areas(side, fought);
                    match areas.as_slice() {
                        [] => self.finish_phase(),
                        [one] => self.start_battle(side, *one, fought.clone()),
                        _ => {
                            self.legal.0 = Some(areas.into_iter().map(Action::Fight).collect());
                            return;
                        }
                    }
                }
                Phase::Over => return,
                Phase::Exchange { .. } => return,
                _ => {
                    let mut choices = self.phase_choices();
                    if choices.is_empty() {
                        self.finish_phase();
                    } else {
                        if self.done_allowed() {
                            choices.push(Action::Done);
                        }
                        self.legal.0 = Some(choices);
                        return;
                    }
                }
            }
        }
    }

    /// A pending decision with no option at all.
    fn no_option(&mut self, p: Pending) {
        match p {
            // 7.41: no free space to escape to, he is captured.
            Pending::Place {
                pid,
                why: PlaceFor::Escape { .. },
            } => self.capture(pid, "7.41"),
            // Losses beyond the units present are void.
            Pending::Losses { .. } => {}
            Pending::Place { pid, why } => {
                unreachable!("{pid} has nowhere to go for {why:?}")
            }
        }
    }

    // --- Shared queries -------------------------------------------------

    pub(crate) fn note(&mut self, rule: &'static str, event: Event) {
        self.log.push(Entry {
            turn: self.turn,
            rule: rule.into(),
            event,
        });
    }

    /// Rolls the die, logs how it was read, returns the net roll.
    pub(crate) fn roll(
        &mut self,
        rule: &'static str,
        table: &'static str,
        column: Option<String>,
        modifier: i8,
        read: impl FnOnce(Die) -> String,
    ) -> (Die, Die) {
        let die = Die::new(1 + self.rng.below(6) as u8).expect("a face");
        let net = die.modified(modifier);
        let result = read(net);
        self.note(
            rule,
            Event::Rolled(Roll {
                die: die.face(),
                modifier,
                table: table.into(),
                row: net.face(),
                column,
                result,
            }),
        );
        (die, net)
    }

    /// How the log names a piece: face-down and disguised pieces anonymously.
    pub(crate) fn who(&self, p: Pid) -> Who {
        let pc = self.piece(p);
        if pc.face_down || pc.disguised {
            Who::FaceDown(p.side())
        } else {
            Who::Piece(p)
        }
    }

    /// In play for its side: on the board, recruited or awake, not captive.
    pub(crate) fn active(&self, p: Pid) -> bool {
        let pc = self.piece(p);
        pc.area().is_some() && !pc.captive && !pc.face_down && p.side() != Side::Traveller
    }

    /// Enemy pieces that occupy an area for movement and escapes: every
    /// piece of the other side on the board, not captive, awake or not, but
    /// never unrecruited outlaws (5.2).
    pub(crate) fn enemies_in(&self, area: Area, side: Side) -> impl Iterator<Item = Pid> + '_ {
        let enemy = side.enemy();
        self.at(area).filter(move |&p| {
            let pc = self.piece(p);
            p.side() == enemy && !pc.captive && !(pc.face_down && enemy == Side::Outlaw)
        })
    }

    pub(crate) fn enemy_units_in(&self, area: Area, side: Side) -> bool {
        self.enemies_in(area, side).any(|p| p.kind().is_unit())
    }

    /// Robin Hood while wounded (10.2).
    pub(crate) fn robin_wounded(&self) -> bool {
        self.wounded_until.is_some_and(|t| self.turn < t)
    }

    /// Robin Hood spends the turn after his wound where he is (10.2).
    pub(crate) fn robin_held_by_wound(&self, p: Pid) -> bool {
        p == ROBIN_HOOD && self.wounded_until.is_some_and(|t| self.turn + 1 == t)
    }
}
