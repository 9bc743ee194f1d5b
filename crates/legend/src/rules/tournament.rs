//! The archery tournament (14): declared by the Sheriff after Prince John's
//! arrival, held on Nottingham Green at the end of the second complete
//! Robin Hood movement phase after the declaration.

use crate::counters::{PRINCE_JOHN, ROBIN_HOOD};
use crate::log::Event;
use crate::map::Area;
use crate::state::*;
use crate::vocab::{Pid, Side};

impl Legend {
    /// Declared in the Sheriff's turn T, Robin Hood's movement phases of
    /// T+1 and T+2 follow: it is held at the end of the second.
    pub(crate) fn declare_tournament(&mut self) {
        let turn = self.turn + 2;
        self.tournament = Some(Tournament { turn, held: false });
        self.note("14", Event::TournamentDeclared { turn });
    }

    fn tournament_turn(&self) -> bool {
        self.tournament.is_some_and(|t| t.turn == self.turn)
    }

    /// 14.2: on the tournament turn Robin Hood's pieces may pass through
    /// the Sheriff's if they end on the Green (we require the Green still
    /// within reach of the group's points).
    pub(crate) fn tournament_pass(&self, side: Side, party: &Party) -> bool {
        side == Side::Outlaw
            && self.tournament_turn()
            && party.at != Area::NottinghamGreen
            && self.can_finish(party, party.at, self.party_mp(party), true, 8)
    }

    fn on_green(&self, side: Side) -> Vec<Pid> {
        self.at(Area::NottinghamGreen)
            .filter(|&p| {
                p.side() == side
                    && !self.piece(p).captive
                    && !(self.piece(p).face_down && side == Side::Outlaw)
            })
            .collect()
    }

    /// 14: at the end of the tournament turn's Robin Hood movement phase.
    /// Without Prince John and another Sheriff's leader there, the Sheriff
    /// loses 10 gold pieces to the bank; Robin Hood there (even disguised)
    /// wins the golden arrow, two gold pieces; absent, the Sheriff gains
    /// five and Robin Hood loses five (from and to the bank; our reading).
    pub(crate) fn tournament_at_end_of_movement(&mut self) {
        let Some(t) = self.tournament.filter(|t| t.turn == self.turn && !t.held) else {
            return;
        };
        self.tournament = Some(Tournament { held: true, ..t });
        let sheriff = self.on_green(Side::Sheriff);
        let sheriff_present = sheriff.contains(&PRINCE_JOHN)
            && sheriff
                .iter()
                .any(|&p| p != PRINCE_JOHN && p.kind().is_leader());
        let robin_present = self.on_green(Side::Outlaw).contains(&ROBIN_HOOD);
        self.note(
            "14",
            Event::Tournament {
                robin_present,
                sheriff_present,
            },
        );
        if !sheriff_present {
            self.lose_gold(Side::Sheriff, 10, "14");
        }
        if robin_present {
            self.robin_from_bank(2, "14");
        } else {
            self.sheriff_from_bank(5, "14");
            self.lose_gold(Side::Outlaw, 5, "14");
        }
    }

    /// 14.2: at the end of the tournament turn, Robin Hood's free pieces on
    /// the Green go to forests within 4 spaces, placed one by one.
    pub(crate) fn tournament_dispersal(&mut self) {
        if !self
            .tournament
            .is_some_and(|t| t.held && t.turn == self.turn)
        {
            return;
        }
        for p in self.on_green(Side::Outlaw) {
            self.pending.push(Pending::Place {
                pid: p,
                why: PlaceFor::Tournament,
            });
        }
    }
}
