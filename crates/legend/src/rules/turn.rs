//! The sequence of play (4.2): what follows each step, and what happens on
//! entering a step.

use crate::counters::{KING_RICHARD, ROBIN_HOOD};
use crate::log::Event;
use crate::map::Area;
use crate::state::*;
use crate::tables::Terrain;
use crate::vocab::Side;

impl Legend {
    /// The current step is over: on to the next one of 4.2.
    pub(crate) fn finish_phase(&mut self) {
        // Taken, not copied: every branch sets the next step.
        match std::mem::replace(&mut self.phase, Phase::Over) {
            // A. Robin Hood's turn.
            Phase::RobinStart { .. } => self.enter_movement(Side::Outlaw),
            Phase::Movement {
                side: Side::Outlaw, ..
            } => {
                self.tournament_at_end_of_movement();
                self.enter_battles(Side::Outlaw);
            }
            Phase::Battles {
                side: Side::Outlaw, ..
            } => {
                self.end_combat_phase();
                // 3. Robbery phase: robbing and looting (9.3, 9.4).
                self.robbery();
                self.looting();
                self.phase = Phase::Recruitment { tried: vec![] };
            }
            Phase::Recruitment { .. } => self.phase = Phase::Hanging,
            Phase::Hanging => self.phase = Phase::Ransom { offered: false },
            Phase::Ransom { .. } | Phase::Exchange { .. } => self.end_robin_turn(),
            // B. The Sheriff's turn.
            Phase::SheriffStart => {
                self.random_events();
                self.enter_movement(Side::Sheriff);
            }
            Phase::Movement { .. } => self.enter_battles(Side::Sheriff),
            Phase::Battles { .. } => {
                self.end_combat_phase();
                self.phase = Phase::Taxes;
            }
            Phase::Taxes => self.end_game_turn(),
            Phase::Battle { .. } | Phase::Over => unreachable!("not a step that ends"),
        }
    }

    fn enter_movement(&mut self, side: Side) {
        for p in &mut self.pieces {
            p.moved = false;
            p.wet = false;
        }
        if side == Side::Sheriff {
            // 13.2: travellers move in each Sheriff movement phase.
            self.move_travellers();
        }
        self.phase = Phase::Movement { side, party: None };
    }

    fn enter_battles(&mut self, side: Side) {
        self.phase = Phase::Battles {
            side,
            fought: vec![],
        };
    }

    /// Ransoms are done; marriages (15) and the tournament's dispersal (14.2)
    /// close Robin Hood's turn, then the Sheriff's begins.
    fn end_robin_turn(&mut self) {
        self.marriages();
        self.tournament_dispersal();
        self.enter_sheriff_start();
    }

    fn enter_sheriff_start(&mut self) {
        for p in &mut self.pieces {
            p.in_keep_at_start =
                p.captive && p.area().is_some_and(|a| a.terrain() == Terrain::Keep);
        }
        self.reinforcements();
        self.phase = Phase::SheriffStart;
    }

    /// C. The game turn ends: captives' time in keeps (8.31, 15.2), King
    /// Richard's meeting with Robin Hood (16.1.3), the last turn (16.1.4).
    fn end_game_turn(&mut self) {
        for p in &mut self.pieces {
            let in_keep = p.captive && p.area().is_some_and(|a| a.terrain() == Terrain::Keep);
            if p.in_keep_at_start && in_keep {
                p.keep_turns = p.keep_turns.saturating_add(1);
            } else if p.keep_turns < 2 {
                p.keep_turns = 0;
            }
            if !p.captive {
                p.keep_turns = 0;
            }
        }
        let together = |g: &Legend| -> Option<Area> {
            let r = g.piece(ROBIN_HOOD);
            let k = g.piece(KING_RICHARD);
            (!r.captive && !k.captive && r.area().is_some() && r.area() == k.area())
                .then(|| r.area().expect("on the board"))
        };
        if together(self).is_some() {
            self.richard_met = true;
            self.end_game("16.1");
            return;
        }
        if self.turn >= LAST_TURN {
            self.end_game("16.1");
            return;
        }
        self.turn += 1;
        self.note("4.2", Event::TurnBegins { turn: self.turn });
        if self.wounded_until == Some(self.turn) {
            self.wounded_until = None;
        }
        self.phase = Phase::RobinStart { changed: vec![] };
    }
}

use crate::action::Action;
use crate::counters::PRINCE_JOHN;
use crate::vocab::Pid;

impl Legend {
    /// Start of Robin Hood's turn: disguises on or off (12, 12.2), each
    /// leader once; murders (8.2).
    pub(crate) fn robin_start_choices(&self, changed: &[Pid]) -> Vec<Action> {
        let mut out = self.disguise_choices(changed);
        out.extend(self.murder_choices(Side::Outlaw));
        out
    }

    /// Start of the Sheriff's turn: King Richard's murder (13.8), the
    /// tournament (14: any time after Prince John's arrival; one at a time).
    pub(crate) fn sheriff_start_choices(&self) -> Vec<Action> {
        let mut out = self.murder_choices(Side::Sheriff);
        let arrived = self.piece(PRINCE_JOHN).at != Loc::Off;
        if arrived && self.tournament.is_none_or(|t| t.held) {
            out.push(Action::Declare);
        }
        out
    }
}
