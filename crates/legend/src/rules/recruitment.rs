//! Recruitment (10): Robin Hood recruits the outlaw leaders in his space,
//! fighting Little John, Will Scarlet and Friar Tuck on the 10.4 table
//! (10.1, 10.2); he, Will Scarlet, Will Stutley and Little John recruit
//! Merry Men in theirs (10.3). Each leader is tried once a phase.

use crate::action::Action;
use crate::counters::{Kind, LITTLE_JOHN, ROBIN_HOOD, WILL_SCARLET, WILL_STUTLEY};
use crate::log::Event;
use crate::state::*;
use crate::tables::{recruitment, RecruitColumn, Recruitable};
use crate::vocab::Pid;

impl Legend {
    pub(crate) fn recruitment_choices(&self, tried: &[Pid]) -> Vec<Action> {
        let mut out = vec![];
        let unrecruited = |g: &Legend, p: Pid, area| {
            let pc = g.piece(p);
            pc.face_down && pc.at == Loc::Board(area)
        };
        // 10.2: a wounded Robin Hood attempts no recruitment.
        if self.active(ROBIN_HOOD) && !self.robin_wounded() {
            let at = self.piece(ROBIN_HOOD).area().expect("on the board");
            for p in self.at(at) {
                if p.kind().is_leader() && unrecruited(self, p, at) && !tried.contains(&p) {
                    out.push(Action::Recruit(p));
                }
            }
        }
        let mut areas = vec![];
        for r in [ROBIN_HOOD, WILL_SCARLET, WILL_STUTLEY, LITTLE_JOHN] {
            if self.active(r) && !(r == ROBIN_HOOD && self.robin_wounded()) {
                let at = self.piece(r).area().expect("on the board");
                if !areas.contains(&at) {
                    areas.push(at);
                }
            }
        }
        for at in areas {
            // One Merry Men unit is like another.
            if let Some(m) = self
                .at(at)
                .find(|&p| p.kind() == Kind::MerryMen && unrecruited(self, p, at))
            {
                out.push(Action::Recruit(m));
            }
        }
        out
    }

    /// A column of the 10.4 table as the log names it: the leaders it is
    /// headed with, in English, separated by commas.
    fn recruitment_column(leader: Recruitable) -> String {
        match leader.column() {
            RecruitColumn::WillScarlet => Kind::WillScarlet.name().to_string(),
            RecruitColumn::LittleJohnFriarTuck => {
                format!("{}, {}", Kind::LittleJohn.name(), Kind::FriarTuck.name())
            }
        }
    }

    pub(crate) fn recruit(&mut self, p: Pid) {
        let fought = match p.kind() {
            Kind::LittleJohn => Some(Recruitable::LittleJohn),
            Kind::WillScarlet => Some(Recruitable::WillScarlet),
            Kind::FriarTuck => Some(Recruitable::FriarTuck),
            _ => None,
        };
        let joins = match fought {
            None => true,
            Some(leader) => {
                // The log names the column read, not the leader: a leader
                // the fight does not recruit stays face down (10.1, 5.2),
                // and the Sheriff may know only that he is Little John or
                // Friar Tuck (the one column that can say NR).
                let (_, d) = self.roll(
                    "10.2",
                    "10.4 recruitment",
                    Some(Self::recruitment_column(leader)),
                    0,
                    |d| recruitment(leader, d).printed(),
                );
                let result = recruitment(leader, d);
                if result.robin_wounded {
                    // Healed at the start of his second turn after this one.
                    self.wounded_until = Some(self.turn + 2);
                    self.note("10.2", Event::Wounded);
                }
                result.recruited
            }
        };
        if joins {
            self.piece_mut(p).face_down = false;
            self.note("10", Event::Recruited { who: p });
        }
    }
}
