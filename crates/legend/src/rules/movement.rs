//! Movement (6): groups picked in one area and stepped space by space,
//! outlaw units only with a leader and within command capacity (6.3),
//! captives at the slowest escort's pace (8.1), bridges and fords (6.4),
//! keeps and castles (6.5), secret passages (6.6), the Trent (6.7, by the
//! map's borders), the stop in enemy spaces (6.2, 12.1, 14.2).

use crate::action::Action;
use crate::counters::{Kind, ROBIN_HOOD, SHERIFF_OF_NOTTINGHAM, SIDE_BITS};
use crate::log::Event;
use crate::map::{Area, Border};
use crate::state::*;
use crate::tables::{terrain, Movement, Stop, Terrain};
use crate::vocab::{Pid, Side};
use std::sync::atomic::{AtomicU8, Ordering};

/// Movement points to enter an area (6.1, 6.8).
pub(crate) fn cost(area: Area) -> u8 {
    match terrain(area.terrain()).movement {
        Movement::Cost(n) => n,
        _ => u8::MAX,
    }
}

/// Pieces other than travellers may end a move there (6.4, 13.2).
pub(crate) fn may_stop(area: Area) -> bool {
    terrain(area.terrain()).stop == Stop::Anyone
}

/// [`Legend::can_finish`] for a group with or without knights: it reads the
/// map only, so each answer is worked out once and remembered (a search of
/// up to `depth` spaces, asked at every step of every move).
fn finishes(at: Area, left: u8, green: bool, knights: bool, depth: u8) -> bool {
    const LEFT: usize = 16;
    const DEPTH: usize = 9;
    const SIZE: usize = Area::ALL.len() * 4 * DEPTH * LEFT;
    // 0: not known yet; 1: no; 2: yes.
    static KNOWN: [AtomicU8; SIZE] = [const { AtomicU8::new(0) }; SIZE];
    let slot = (usize::from(left) < LEFT && usize::from(depth) < DEPTH).then(|| {
        ((at.index() * 4 + usize::from(green) * 2 + usize::from(knights)) * DEPTH
            + usize::from(depth))
            * LEFT
            + usize::from(left)
    });
    if let Some(i) = slot {
        match KNOWN[i].load(Ordering::Relaxed) {
            1 => return false,
            2 => return true,
            _ => {}
        }
    }
    let answer = search_finish(at, left, green, knights, depth, finishes);
    if let Some(i) = slot {
        KNOWN[i].store(1 + u8::from(answer), Ordering::Relaxed);
    }
    answer
}

/// The search [`finishes`] remembers, one space deep, asking `next` for
/// the spaces beyond.
fn search_finish(
    at: Area,
    left: u8,
    green: bool,
    knights: bool,
    depth: u8,
    next: fn(Area, u8, bool, bool, u8) -> bool,
) -> bool {
    (may_stop(at) && (!green || at == Area::NottinghamGreen))
        || (depth > 0
            && at.neighbours().iter().any(|&(n, b)| {
                b != Border::Passage
                    && n.terrain() != Terrain::Keep
                    && !(knights && n.terrain() == Terrain::Forest)
                    && cost(n) <= left
                    && next(n, left - cost(n), green, knights, depth - 1)
            }))
}

impl Legend {
    /// May start moving or join a group this phase.
    fn movable(&self, p: Pid, side: Side) -> bool {
        p.side() == side && self.active(p) && !self.piece(p).moved && !self.robin_held_by_wound(p)
    }

    /// Outlaw units a group may take: its leaders' command, disguised
    /// leaders' not counted (6.3, 12.1).
    fn command(&self, members: impl Iterator<Item = Pid>) -> usize {
        members
            .filter(|&p| !self.piece(p).disguised && !self.piece(p).captive)
            .map(|p| usize::from(self.values(p).command))
            .sum()
    }

    fn outlaw_units(members: impl Iterator<Item = Pid>) -> usize {
        members.filter(|p| p.kind() == Kind::MerryMen).count()
    }

    /// Movement points left: the slowest member's allowance less what the
    /// group spent (8.1).
    pub fn party_mp(&self, party: &Party) -> u8 {
        party
            .members
            .iter()
            .map(|&p| self.values(p).movement)
            .min()
            .unwrap_or(0)
            .saturating_sub(party.spent)
    }

    /// One of each interchangeable kind (units of one kind, unmoved, are
    /// the same counter to the rules).
    fn distinct(pieces: impl Iterator<Item = Pid>) -> Vec<Pid> {
        let mut seen: Vec<Kind> = vec![];
        let mut out = Vec::with_capacity(16);
        for p in pieces {
            if p.kind().is_unit() {
                if seen.contains(&p.kind()) {
                    continue;
                }
                seen.push(p.kind());
            }
            out.push(p);
        }
        out
    }

    pub(crate) fn movement_choices(&self, side: Side, party: Option<&Party>) -> Vec<Action> {
        let Some(party) = party else {
            // Leaders first for the outlaws: their units move only with one
            // (6.3). One unit of a kind per area: the others are the same.
            let mut offered = [0u32; Area::ALL.len()];
            let mut out = vec![];
            let mut bits = SIDE_BITS[side as usize];
            while bits != 0 {
                let p = Pid(bits.trailing_zeros() as u8);
                bits &= bits - 1;
                let unit = p.kind().is_unit();
                if (side == Side::Outlaw && unit) || !self.movable(p, side) {
                    continue;
                }
                if unit {
                    let a = self.piece(p).area().expect("on the board").index();
                    let kind = 1 << p.kind() as u32;
                    if offered[a] & kind != 0 {
                        continue;
                    }
                    offered[a] |= kind;
                }
                out.push(Action::Pick(p));
            }
            return out;
        };
        let mut out = vec![];
        if party.steps == 0 {
            let here = party.at;
            let units = Self::outlaw_units(party.members.iter().copied());
            let room = self.command(party.members.iter().copied()) > units;
            let joiners = self.at(here).filter(|&p| {
                if party.members.contains(&p) {
                    return false;
                }
                let pc = self.piece(p);
                // Captives of this side, convoyed (8.1).
                if pc.captive && p.side() == side.enemy() {
                    return !pc.moved;
                }
                self.movable(p, side) && (side == Side::Sheriff || !p.kind().is_unit() || room)
            });
            out.extend(Self::distinct(joiners).into_iter().map(Action::Pick));
        }
        let mp = self.party_mp(party);
        for &(to, border) in party.at.neighbours() {
            if self.step_allowed(party, side, to, border, mp) {
                out.push(Action::Step(to));
            }
        }
        if party.steps > 0 && may_stop(party.at) {
            for &p in &party.members {
                if self.valid_without(&party.members, p, side) && self.may_leave(p, party.at) {
                    out.push(Action::Drop(p));
                }
            }
        }
        if self.halt_allowed(party) {
            out.push(Action::Halt);
        }
        out
    }

    fn halt_allowed(&self, party: &Party) -> bool {
        may_stop(party.at) && (!party.passed_enemies || party.at == Area::NottinghamGreen)
    }

    /// The group less `leaving` moves with at least one free piece, outlaw
    /// units within command (6.3).
    fn valid_without(&self, members: &[Pid], leaving: Pid, side: Side) -> bool {
        let rest = || members.iter().copied().filter(move |&q| q != leaving);
        rest().any(|p| !self.piece(p).captive)
            && (side == Side::Sheriff || Self::outlaw_units(rest()) <= self.command(rest()))
    }

    /// A piece may be left here: a captive only where it stays guarded, or
    /// an outlaw in a keep (8.31).
    fn may_leave(&self, p: Pid, area: Area) -> bool {
        !self.piece(p).captive
            || self.guarded_without(area, p.side(), &[])
            || (p.side() == Side::Outlaw && area.terrain() == Terrain::Keep)
    }

    /// Some piece of the captor side (of captives of `captive_side`) other
    /// than `leaving` stays in `area`.
    pub(crate) fn guarded_without(&self, area: Area, captive_side: Side, leaving: &[Pid]) -> bool {
        self.enemies_in(area, captive_side)
            .any(|q| !leaving.contains(&q))
    }

    fn step_allowed(&self, party: &Party, side: Side, to: Area, border: Border, mp: u8) -> bool {
        let has = |k: Kind| party.members.iter().any(|p| p.kind() == k);
        if border == Border::Passage {
            // 6.6: outlaws only, no captives through the passage.
            if side != Side::Outlaw || party.members.iter().any(|&p| self.piece(p).captive) {
                return false;
            }
            if to.terrain() == Terrain::Keep {
                // 6.61: Robin Hood, at most two Merry Men and one other leader,
                // once per keep.
                let k = to.keep_index().expect("a keep");
                let leaders = party
                    .members
                    .iter()
                    .filter(|p| p.kind().is_leader())
                    .count();
                if self.discovered[k]
                    || !party.members.contains(&ROBIN_HOOD)
                    || Self::outlaw_units(party.members.iter().copied()) > 2
                    || leaders > 2
                {
                    return false;
                }
            }
        }
        if has(Kind::Knights) && to.terrain() == Terrain::Forest {
            return false;
        }
        // Leaving captives unguarded behind (8.1).
        if party.steps == 0 {
            let leaving = &party.members;
            for q in self.at(party.at) {
                let pc = self.piece(q);
                if pc.captive
                    && q.side() == side.enemy()
                    && !leaving.contains(&q)
                    && !self.guarded_without(party.at, q.side(), leaving)
                    && !(q.side() == Side::Outlaw && party.at.terrain() == Terrain::Keep)
                {
                    return false;
                }
            }
        }
        let c = cost(to);
        if c > mp {
            return false;
        }
        let must_reach_green = party.passed_enemies;
        self.can_finish(party, to, mp - c, must_reach_green, 6)
    }

    /// From `at` with `left` points, the group can end its move somewhere
    /// legal (no ending on a bridge, ford or numbered road; on the Green if
    /// it passed through enemies at the tournament).
    pub(crate) fn can_finish(
        &self,
        party: &Party,
        at: Area,
        left: u8,
        green: bool,
        depth: u8,
    ) -> bool {
        let knights = party.members.iter().any(|p| p.kind() == Kind::Knights);
        finishes(at, left, green, knights, depth)
    }

    pub(crate) fn apply_movement(&mut self, action: Action) {
        // The group is taken out of the phase (no copy); every branch puts
        // one back or ends the phase.
        let Phase::Movement { side, party } = &mut self.phase else {
            unreachable!()
        };
        let (side, party) = (*side, party.take());
        match (party, action) {
            (None, Action::Done) => self.finish_phase(),
            (None, Action::Pick(p)) => {
                let at = self.piece(p).area().expect("on the board");
                self.set_party(
                    side,
                    Some(Party {
                        members: vec![p],
                        at,
                        spent: 0,
                        steps: 0,
                        passed_enemies: false,
                    }),
                );
            }
            (Some(mut party), Action::Pick(p)) => {
                party.members.push(p);
                self.set_party(side, Some(party));
            }
            (Some(mut party), Action::Drop(p)) => {
                party.members.retain(|&q| q != p);
                self.piece_mut(p).moved = true;
                if p == SHERIFF_OF_NOTTINGHAM
                    && side == Side::Sheriff
                    && self.dropped_sheriff_wakes_sir_guy()
                {
                    // His move ends here while the group goes on (5.1).
                    self.wake_sir_guy(party.at, "5.1");
                }
                self.set_party(side, Some(party));
            }
            (Some(party), Action::Halt) => self.halt(side, party),
            (Some(party), Action::Step(to)) => self.step(side, party, to),
            (party, a) => unreachable!("{a} with {party:?}"),
        }
    }

    fn set_party(&mut self, side: Side, party: Option<Party>) {
        self.phase = Phase::Movement { side, party };
    }

    /// 5.1: Sir Guy's group wakes when the Sheriff of Nottingham "has ended
    /// his move" in its space, and a Sheriff dropped there by his group
    /// (6.3's drop, which ends his move while the group goes on) has. Edition
    /// 3 wakes it; editions 1 and 2 woke it only when the whole group halted
    /// there, and the games begun in them keep that reading.
    fn dropped_sheriff_wakes_sir_guy(&self) -> bool {
        self.options.edition >= 3
    }

    /// The group's move ends: its pieces have moved this phase. The
    /// Sheriff of Nottingham ending his move in Sir Guy's space wakes him
    /// and his men (5.1).
    fn halt(&mut self, side: Side, party: Party) {
        for &p in &party.members {
            self.piece_mut(p).moved = true;
        }
        if party.members.contains(&SHERIFF_OF_NOTTINGHAM) {
            self.wake_sir_guy(party.at, "5.1");
        }
        self.set_party(side, None);
    }

    fn step(&mut self, side: Side, mut party: Party, to: Area) {
        let from = party.at;
        let by_passage = from.border(to) == Some(Border::Passage) && to.terrain() == Terrain::Keep;
        if by_passage && !self.enter_by_passage(&mut party, to) {
            // Failed: the survivors stand where they were and may go on.
            let survivors = (!party.members.is_empty()).then_some(party);
            self.set_party(side, survivors);
            return;
        }
        for &p in &party.members {
            let who = self.who(p);
            self.piece_mut(p).at = Loc::Board(to);
            if to.terrain() == Terrain::Ford {
                // 7.14: wet bowstrings.
                self.piece_mut(p).wet = true;
            }
            self.note("6", Event::Moved { who, from, to });
        }
        party.at = to;
        party.spent += cost(to);
        party.steps += 1;
        // 6.2: enemy units stop the group; a disguised leader stops at any
        // Sheriff's piece (12.1).
        let disguised = party.members.iter().any(|&p| self.piece(p).disguised);
        let stop = self.enemy_units_in(to, side)
            || (disguised && self.enemies_in(to, side).next().is_some());
        if stop && may_stop(to) {
            if self.tournament_pass(side, &party) {
                party.passed_enemies = true;
            } else {
                self.halt(side, party);
                return;
            }
        }
        self.set_party(side, Some(party));
    }

    /// 6.61: Robin Hood tries the secret passage into a keep. One roll: 1–4
    /// in; 5–6 the enemy comes: his Merry Men are eliminated and each
    /// leader rolls, 1–2 killed, 3–6 back where he tried from. The passage
    /// is discovered either way.
    fn enter_by_passage(&mut self, party: &mut Party, keep: Area) -> bool {
        let k = keep.keep_index().expect("a keep");
        self.discovered[k] = true;
        self.note("6.61", Event::Discovered { keep });
        let (_, net) = self.roll(
            "6.61",
            "6.61 secret passage (1-4 in, 5-6 enemies)",
            None,
            0,
            |d| {
                if d.face() <= 4 {
                    "in"
                } else {
                    "enemies arrive"
                }
                .to_string()
            },
        );
        if net.face() <= 4 {
            return true;
        }
        for p in party.members.clone() {
            if p.kind().is_unit() {
                party.members.retain(|&q| q != p);
                self.eliminate(p, "6.61");
            } else {
                let (_, d) = self.roll("6.61", "6.61 leader's fate (1-2 killed)", None, 0, |d| {
                    if d.face() <= 2 { "killed" } else { "escapes" }.to_string()
                });
                if d.face() <= 2 {
                    party.members.retain(|&q| q != p);
                    self.kill(p, "6.61");
                }
            }
        }
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The search without the memo.
    fn fresh(at: Area, left: u8, green: bool, knights: bool, depth: u8) -> bool {
        search_finish(at, left, green, knights, depth, fresh)
    }

    /// 6.4: the remembered answers are the search's, for every space,
    /// points left (past the memo's bound too), goal and group, each slot
    /// its own.
    #[test]
    fn rule_6_4_the_remembered_finishes_answer_as_the_search() {
        for depth in 0..=6 {
            for left in 0..=17 {
                for &at in Area::ALL.iter() {
                    for (green, knights) in
                        [(false, false), (false, true), (true, false), (true, true)]
                    {
                        assert_eq!(
                            finishes(at, left, green, knights, depth),
                            fresh(at, left, green, knights, depth),
                            "{at} {left} {green} {knights} {depth}"
                        );
                    }
                }
            }
        }
    }
}
