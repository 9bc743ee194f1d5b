//! The turn sequence: each side's phase runs the book's five steps in order
//! (*on ne peut commencer une nouvelle séquence que si la précédente est
//! terminée*), then the other side's; the game ends after the scenario's
//! last turn or when a side has nobody left on the map.
//!
//! Ours: a step in which the side has nothing to do is passed by itself,
//! unless the side has hidden characters (passing would tell the other side
//! they have nothing to do); step 5 (stunned characters stand up) is done by
//! itself; a recoil with one way to go or none is made by itself.

use crate::log::{Event, Scoring};
use crate::roster::{Health, Side};
use crate::state::{Done, Moment, Skirmish};
use crate::tables::PlayerStep;
use sherwood_engine::Outcome;

/// What each character standing in the ford scores its side at the end of
/// every turn (revision 2), besides the scenario's points at the end.
pub(crate) const FORD_EACH_TURN: u32 = 1;

impl Skirmish {
    /// Runs everything that needs no choice, until a choice or the end.
    pub(crate) fn settle(&mut self) {
        loop {
            self.update_sight();
            if matches!(self.moment, Moment::Over(_)) {
                return;
            }
            if !matches!(self.moment, Moment::Setup)
                && Side::BOTH.iter().any(|&s| {
                    self.chars
                        .iter()
                        .all(|c| c.side() != s || c.on_map().is_none())
                })
            {
                self.finish(false);
                return;
            }
            if let Some(r) = self.recoils.first() {
                let ends = self.recoil_ends(r);
                if ends.len() > 1 {
                    return;
                }
                let r = self.recoils.remove(0);
                match ends.first() {
                    Some(&to) => self.recoil_to(&r, to),
                    None => self.recoil_failed(r.who),
                }
                continue;
            }
            match self.moment {
                Moment::Setup => {
                    if self.next_to_place().is_some() {
                        return;
                    }
                    self.begin_phase();
                }
                Moment::Step(PlayerStep::Recovery) => {
                    self.stand_up();
                    self.end_phase();
                }
                Moment::Step(step) => {
                    let side = self.phase_side();
                    let hiding = self.chars.iter().any(|c| c.side() == side && c.hidden);
                    if hiding || self.has_step_action(step) {
                        return;
                    }
                    self.end_step();
                }
                Moment::Over(_) => return,
            }
        }
    }

    pub(crate) fn end_step(&mut self) {
        if let Moment::Step(step) = self.moment {
            // Step 5 always follows step 4, so `next` is never `None` here.
            self.moment = Moment::Step(step.next().unwrap_or(PlayerStep::Recovery));
        }
    }

    fn begin_phase(&mut self) {
        for c in &mut self.chars {
            c.done = Done::default();
        }
        self.moment = Moment::Step(PlayerStep::FirstFire);
        self.push(Event::PhaseBegins {
            turn: self.turn(),
            side: self.phase_side(),
        });
    }

    /// Step 5: one's own characters stunned during the opponent's phase
    /// stand up.
    fn stand_up(&mut self) {
        let side = self.phase_side();
        let phase = self.phase;
        let mut stood = Vec::new();
        for c in &mut self.chars {
            if c.side() == side && c.health == Health::Stunned && c.stunned_in < phase {
                c.health = Health::Healthy;
                stood.push(c.who);
            }
        }
        for who in stood {
            self.push(Event::StoodUp { who });
        }
    }

    fn end_phase(&mut self) {
        // The second phase closes a turn: the ford is held each turn
        // (revision 2).
        if self.phase % 2 == 1 && self.ford_scored_each_turn() {
            self.score_the_ford(FORD_EACH_TURN);
        }
        if self.phase + 1 >= 2 * self.scenario().turns {
            self.finish(true);
        } else {
            self.phase += 1;
            self.begin_phase();
        }
    }

    /// Each side scores `each` for every character of its own standing in
    /// the ford (none in a scenario without one).
    fn score_the_ford(&mut self, each: u32) {
        let scenario = self.scenario();
        if scenario.hold_ford == 0 {
            return;
        }
        for side in Side::BOTH {
            let n = self
                .chars
                .iter()
                .filter(|c| c.side() == side && c.on_map().is_some_and(|h| scenario.is_ford(h)))
                .count() as u32;
            if n > 0 {
                self.score(side, n * each, Scoring::HoldingTheFord);
            }
        }
    }

    /// What decided a finished game, however it ended (a side wiped out
    /// still loses or wins on points): `"kills"` when the worth of the dead
    /// alone, some of it scored, gives the same winner; `"objective"` when
    /// the scenario's own points (exits, the ford) changed who won, or no
    /// kill scored and the scenario has an objective (its points, or their
    /// lack under the tie rule, decided); `"tie"` when nothing scored in a
    /// scenario without one.
    pub(crate) fn decided(&self) -> Option<&'static str> {
        let Moment::Over(outcome) = &self.moment else {
            return None;
        };
        let scenario = self.scenario();
        let mut kills = [0u32; 2];
        for e in &self.log {
            if let Event::Scored {
                side,
                points,
                why: Scoring::Killed(_),
            } = &e.event
            {
                kills[usize::from(side.seat())] += points;
            }
        }
        if kills == [0, 0] {
            let objective = scenario.exit.is_some() || scenario.hold_ford > 0;
            return Some(if objective { "objective" } else { "tie" });
        }
        let by_kills = match kills[0].cmp(&kills[1]) {
            std::cmp::Ordering::Equal => scenario.tie,
            std::cmp::Ordering::Greater => Side::Outlaws,
            std::cmp::Ordering::Less => Side::Sheriff,
        };
        Some(if by_kills.seat() == outcome.winner {
            "kills"
        } else {
            "objective"
        })
    }

    /// Scores the end and names the winner. The outcome's reason says how
    /// the game ended: after the last turn, `points` (more points won) or
    /// `tie` (equal points, the scenario's tie side won); before it, when a
    /// side had nobody left on the map, `wiped_out` (all of that side dead)
    /// or `left_map` (some of them left by the exit edge).
    fn finish(&mut self, turn_limit: bool) {
        let scenario = self.scenario();
        self.score_the_ford(scenario.hold_ford);
        let [o, s] = self.points;
        let winner = if o == s {
            scenario.tie
        } else if o > s {
            Side::Outlaws
        } else {
            Side::Sheriff
        };
        let wiped_out = Side::BOTH.iter().any(|&side| {
            self.chars
                .iter()
                .all(|c| c.side() != side || c.health == Health::Dead)
        });
        let reason = match (turn_limit, o == s) {
            (true, true) => "tie",
            (true, false) => "points",
            (false, _) if wiped_out => "wiped_out",
            (false, _) => "left_map",
        };
        self.recoils.clear();
        self.moment = Moment::Over(Outcome {
            winner: winner.seat(),
            reason: reason.into(),
        });
    }

    pub(crate) fn score(&mut self, side: Side, points: u32, why: Scoring) {
        self.points[usize::from(side.seat())] += points;
        self.push(Event::Scored { side, points, why });
    }
}
