//! What enters the board: reinforcements and returning men-at-arms (11,
//! 7.6), random events (13): travellers (13.1) and their journeys (13.2,
//! 9.5), personalities (13.3–13.8).

use crate::counters::{Kind, Start, PRINCE_JOHN};
use crate::log::Event;
use crate::map::{traveller_distances, Area};
use crate::state::*;
use crate::tables::{
    arrival_space, king_richard_road_space, random_event, traveller_kind, Arrival, Personality,
    RandomEvent, TravellerKind, PERSONALITIES,
};
use crate::vocab::Pid;

/// The counter of each personality.
fn personality_piece(p: Personality) -> Pid {
    use crate::counters::*;
    match p {
        Personality::WillScarlet => WILL_SCARLET,
        Personality::AlanADale => ALAN_A_DALE,
        Personality::Marion => MARION,
        Personality::PrinceJohn => PRINCE_JOHN,
        Personality::KingRichard => KING_RICHARD,
    }
}

impl Legend {
    /// 11, 7.6: this turn's reinforcements and returning men-at-arms, each
    /// placed in a town by the Sheriff at the start of his turn.
    pub(crate) fn reinforcements(&mut self) {
        for p in Pid::all() {
            let due = match (p.def().start, self.piece(p).at) {
                (Start::Reinforcement(t), Loc::Off) => t == self.turn,
                (_, Loc::Returning(t)) => t == self.turn,
                _ => false,
            };
            if due {
                self.pending.push(Pending::Place {
                    pid: p,
                    why: PlaceFor::Reinforcement,
                });
            }
        }
    }

    /// 13: the Sheriff's random-event roll, or a personality's automatic
    /// arrival (which replaces the roll, 13.4).
    pub(crate) fn random_events(&mut self) {
        let next = PERSONALITIES.get(usize::from(self.personalities));
        if let Some(next) = next.filter(|n| n.automatic_turn == self.turn) {
            self.personality_arrives(next.personality, next.arrival, "13.4");
            return;
        }
        let (_, d) = self.roll("13", "6.8 travellers", None, 0, |d| {
            format!("{:?}", random_event(d))
        });
        match random_event(d) {
            RandomEvent::Traveller { road_space } => self.traveller_arrives(road_space),
            RandomEvent::Personality => {
                let blocked = self.six_ignored();
                self.last_six_turn = self.turn;
                match next {
                    Some(n) if !blocked => {
                        self.personality_arrives(n.personality, n.arrival, "13.3")
                    }
                    _ => self.note("13.3", Event::EventIgnored),
                }
            }
        }
    }

    /// 13.3: "if a six is rolled in two random event phases running, the
    /// second roll is ignored"; the note under 13.8 adds that no
    /// personality comes in the phase after another's arrival, automatic
    /// or not. Edition 3 reads 13.3 as it is written, counting sixes (a six
    /// itself ignored is still a six rolled: three sixes running bring one
    /// personality), beside the note's arrivals; editions 1 and 2 counted
    /// arrivals only (the second of three sixes ignored, the third
    /// bringing a personality), and the games begun in them keep that
    /// reading.
    fn sixes_running_ignored(&self) -> bool {
        self.options.edition >= 3
    }

    /// This phase's six is ignored (13.3, 13.8 note).
    fn six_ignored(&self) -> bool {
        let last_phase = |t: u8| t != 0 && t + 1 == self.turn;
        last_phase(self.last_personality_turn)
            || (self.sixes_running_ignored() && last_phase(self.last_six_turn))
    }

    fn personality_arrives(&mut self, who: Personality, arrival: Arrival, rule: &'static str) {
        self.personalities += 1;
        self.last_personality_turn = self.turn;
        let p = personality_piece(who);
        let area = match arrival {
            Arrival::LetteredSpace => {
                let (_, d) = self.roll("13.4", "13.4 arrival space", None, 0, |d| {
                    format!("{:?}", arrival_space(d))
                });
                let letter = match arrival_space(d) {
                    crate::tables::ArrivalSpace::A => 'A',
                    crate::tables::ArrivalSpace::B => 'B',
                    crate::tables::ArrivalSpace::C => 'C',
                };
                Area::lettered(letter, self.options.edition)
            }
            Arrival::RoadSpace(n) => Area::road_edge(n),
            Arrival::RolledRoadSpace => loop {
                // 13.8: sixes rolled again.
                let (_, d) = self.roll("13.8", "13.8 King Richard's road space", None, 0, |d| {
                    format!("{:?}", king_richard_road_space(d))
                });
                if let Some(n) = king_richard_road_space(d) {
                    break Area::road_edge(n);
                }
            },
        };
        let pc = self.piece_mut(p);
        pc.at = Loc::Board(area);
        // Scarlet and Alan a Dale arrive unrecruited (13.4, 13.5); Marion
        // recruited (13.6); Prince John and King Richard face up.
        pc.face_down = matches!(who, Personality::WillScarlet | Personality::AlanADale);
        let who_log = self.who(p);
        self.note(
            rule,
            Event::Placed {
                who: who_log,
                at: area,
            },
        );
        if p == PRINCE_JOHN {
            // 13.7: his escort of a knight, a man-at-arms and a forester.
            for e in Pid::all().filter(|e| e.def().start == Start::Escort) {
                self.piece_mut(e).at = Loc::Board(area);
                self.note(
                    "13.7",
                    Event::Placed {
                        who: self.who(e),
                        at: area,
                    },
                );
            }
        }
    }

    /// 13.1: a traveller of the rolled kind enters on road space `n`,
    /// heading for 3 from 1, else for 1; ignored if none of that kind is
    /// left in the box.
    fn traveller_arrives(&mut self, n: u8) {
        let (_, d) = self.roll("13.1", "13.1 traveller kind", None, 0, |d| {
            format!("{:?}", traveller_kind(d))
        });
        let kind = match traveller_kind(d) {
            TravellerKind::Noble => Kind::Noble,
            TravellerKind::Bishop => Kind::Bishop,
        };
        let Some(t) =
            Pid::all().find(|p| p.kind() == kind && self.piece(p.to_owned()).at == Loc::Off)
        else {
            self.note("13.1", Event::EventIgnored);
            return;
        };
        let at = Area::road_edge(n);
        let pc = self.piece_mut(t);
        pc.at = Loc::Board(at);
        pc.heading = Some(Area::road_edge(if n == 1 { 3 } else { 1 }));
        self.note(
            "13.1",
            Event::Placed {
                who: crate::log::Who::Piece(t),
                at,
            },
        );
    }

    /// 13.2: each traveller moves three spaces, each closer to its
    /// destination along road, town, bridge and village spaces; there it
    /// leaves the board and the Sheriff gains a gold piece (9.5).
    pub(crate) fn move_travellers(&mut self) {
        for t in Pid::all().filter(|p| matches!(p.kind(), Kind::Noble | Kind::Bishop)) {
            let (Some(mut at), Some(dest)) = (self.piece(t).area(), self.piece(t).heading) else {
                continue;
            };
            let dist = traveller_distances(dest);
            for _ in 0..3 {
                let next = at
                    .neighbours()
                    .iter()
                    .map(|&(b, _)| b)
                    .find(|b| b.travellers_may_enter() && dist[b.index()] < dist[at.index()]);
                let Some(next) = next else { break };
                self.note(
                    "13.2",
                    Event::Moved {
                        who: crate::log::Who::Piece(t),
                        from: at,
                        to: next,
                    },
                );
                at = next;
                self.piece_mut(t).at = Loc::Board(at);
                if at == dest {
                    let pc = self.piece_mut(t);
                    pc.at = Loc::Off;
                    pc.heading = None;
                    self.note("9.5", Event::SafeConduct { traveller: t });
                    self.sheriff_from_bank(1, "9.5");
                    break;
                }
            }
        }
    }
}
