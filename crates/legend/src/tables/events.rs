//! Random events (13) and the travellers table (6.8).
//!
//! The board's travellers table is lost with the pictures; the rulebook
//! keeps its content as prose (6.8 *Tables des voyageurs*, 13.1 and
//! 13.3–13.8), and these tables are that prose, die by die.

use super::{die_rows, strings, Die, Table};

/// The Sheriff's random-event roll (6.8, 13.1, 13.3).
///
/// The engine may still void it: a traveller is ignored if every marker of
/// its kind is in play (13.1), a six right after a six or after an
/// automatic arrival is ignored (13.3, 13.8's note), and so is the roll of a
/// turn a personality arrives automatically (13.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RandomEvent {
    /// 1–5: a traveller enters on the edge road space with the die's number.
    Traveller { road_space: u8 },
    /// 6: the next personality arrives (see [`PERSONALITIES`]).
    Personality,
}

impl RandomEvent {
    fn printed(self) -> String {
        match self {
            RandomEvent::Traveller { road_space } => {
                format!("voyageur, case de route {road_space}")
            }
            RandomEvent::Personality => "nouvelle personnalité".to_string(),
        }
    }
}

pub fn random_event(die: Die) -> RandomEvent {
    match die.face() {
        6 => RandomEvent::Personality,
        n => RandomEvent::Traveller { road_space: n },
    }
}

/// The kind of traveller (13.1); the box holds four nobles and two bishops.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TravellerKind {
    Noble,
    /// *Évêque*.
    Bishop,
}

impl TravellerKind {
    fn printed(self) -> &'static str {
        match self {
            TravellerKind::Noble => "Noble",
            TravellerKind::Bishop => "Évêque",
        }
    }
}

/// The second die of a traveller's arrival: 1–4 a noble, 5–6 a bishop.
pub fn traveller_kind(die: Die) -> TravellerKind {
    match die.face() {
        1..=4 => TravellerKind::Noble,
        _ => TravellerKind::Bishop,
    }
}

/// The map's spaces lettered A, B and C (13.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArrivalSpace {
    A,
    B,
    C,
}

impl ArrivalSpace {
    fn printed(self) -> &'static str {
        match self {
            ArrivalSpace::A => "A",
            ArrivalSpace::B => "B",
            ArrivalSpace::C => "C",
        }
    }
}

/// Where Will Scarlet, Alan a Dale or Marion arrives: 1–2 A, 3–4 B, 5–6 C.
pub fn arrival_space(die: Die) -> ArrivalSpace {
    match die.face() {
        1 | 2 => ArrivalSpace::A,
        3 | 4 => ArrivalSpace::B,
        _ => ArrivalSpace::C,
    }
}

/// King Richard's edge road space (13.8); `None` on a six, which is rolled
/// again.
pub fn king_richard_road_space(die: Die) -> Option<u8> {
    (die.face() <= 5).then_some(die.face())
}

/// The five personalities, strictly in this order (13.3–13.8).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Personality {
    /// Arrives face down, unrecruited.
    WillScarlet,
    /// Arrives face down, unrecruited.
    AlanADale,
    /// Counts as recruited on arrival (13.6).
    Marion,
    /// Arrives with his escort: a knight, a men-at-arms and a royal forester
    /// unit (13.7).
    PrinceJohn,
    /// *Roi Richard*: may move and fight from the next outlaw turn (13.8).
    KingRichard,
}

impl Personality {
    fn printed(self) -> &'static str {
        match self {
            Personality::WillScarlet => "Will Scarlet",
            Personality::AlanADale => "Alan a Dale",
            Personality::Marion => "Marion",
            Personality::PrinceJohn => "Prince John",
            Personality::KingRichard => "Roi Richard",
        }
    }
}

/// Where a personality enters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Arrival {
    /// A lettered space chosen by [`arrival_space`].
    LetteredSpace,
    /// This edge road space.
    RoadSpace(u8),
    /// The edge road space chosen by [`king_richard_road_space`].
    RolledRoadSpace,
}

impl Arrival {
    fn printed(self) -> String {
        match self {
            Arrival::LetteredSpace => "case A, B ou C (dé)".to_string(),
            Arrival::RoadSpace(n) => format!("case de route {n}"),
            Arrival::RolledRoadSpace => "case de route du dé (relancez les six)".to_string(),
        }
    }
}

/// A personality's arrival: on which six, where, and the turn it arrives
/// automatically if the sixes have not brought it yet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PersonalityArrival {
    pub personality: Personality,
    /// The how-manyth six brings it; each earlier automatic arrival lowers
    /// the count by one for the rest (13.8's note).
    pub nth_six: u8,
    pub arrival: Arrival,
    pub automatic_turn: u8,
}

const fn arrives(
    personality: Personality,
    nth_six: u8,
    arrival: Arrival,
    turn: u8,
) -> PersonalityArrival {
    PersonalityArrival {
        personality,
        nth_six,
        arrival,
        automatic_turn: turn,
    }
}

pub const PERSONALITIES: [PersonalityArrival; 5] = [
    arrives(Personality::WillScarlet, 1, Arrival::LetteredSpace, 5),
    arrives(Personality::AlanADale, 2, Arrival::LetteredSpace, 10),
    arrives(Personality::Marion, 3, Arrival::LetteredSpace, 15),
    arrives(Personality::PrinceJohn, 4, Arrival::RoadSpace(3), 20),
    arrives(Personality::KingRichard, 5, Arrival::RolledRoadSpace, 25),
];

pub(super) fn travellers_table() -> Table {
    Table {
        id: "travellers",
        title: "6.8 Travellers table (TABLE DES VOYAGEURS; random events, 13.1 and 13.3)"
            .to_string(),
        header: strings(&["dé", "événement"]),
        rows: die_rows(|d| vec![random_event(d).printed()]),
    }
}

/// The die rolls of rule 13, in the rule's order.
pub(super) fn tables() -> Vec<Table> {
    vec![
        Table {
            id: "traveller-kind",
            title: "13.1 Traveller kind (type de voyageur)".to_string(),
            header: strings(&["dé", "voyageur"]),
            rows: die_rows(|d| vec![traveller_kind(d).printed().to_string()]),
        },
        Table {
            id: "arrival-space",
            title: "13.4 Arrival space of Will Scarlet, Alan a Dale and Marion".to_string(),
            header: strings(&["dé", "case"]),
            rows: die_rows(|d| vec![arrival_space(d).printed().to_string()]),
        },
        Table {
            id: "personalities",
            title: "13.4-13.8 Personalities (personnalités), in order of arrival".to_string(),
            header: strings(&["six", "personnalité", "arrivée", "tour automatique"]),
            rows: PERSONALITIES
                .iter()
                .map(|p| {
                    vec![
                        p.nth_six.to_string(),
                        p.personality.printed().to_string(),
                        p.arrival.printed(),
                        p.automatic_turn.to_string(),
                    ]
                })
                .collect(),
        },
        Table {
            id: "king-richard-road",
            title: "13.8 King Richard's road space (case de route du roi Richard)".to_string(),
            header: strings(&["dé", "case de route"]),
            rows: die_rows(|d| {
                vec![king_richard_road_space(d).map_or("relancez".to_string(), |n| n.to_string())]
            }),
        },
    ]
}
