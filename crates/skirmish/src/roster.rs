//! The characters, as data (ours: the rulebook gives only the tables).
//!
//! Every character who can appear in a scenario is one entry of [`ROSTER`],
//! with a short unique name used in the notation (`robin`, `guard2`). Its
//! kind gives its strengths: attack and defence (the melee ratio's two
//! sides), movement points, healthy and wounded, on foot and, for those who
//! ride, mounted; its missile weapon; and its worth in victory points.

use crate::tables::{TargetKind, Weapon};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which side a character fights for. Seat 0 is the outlaws, seat 1 the
/// Sheriff.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Outlaws,
    Sheriff,
}

impl Side {
    pub const BOTH: [Side; 2] = [Side::Outlaws, Side::Sheriff];

    pub fn seat(self) -> u8 {
        self as u8
    }

    pub fn from_seat(seat: u8) -> Side {
        if seat == 0 {
            Side::Outlaws
        } else {
            Side::Sheriff
        }
    }

    pub fn other(self) -> Side {
        match self {
            Side::Outlaws => Side::Sheriff,
            Side::Sheriff => Side::Outlaws,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Side::Outlaws => "outlaws",
            Side::Sheriff => "sheriff",
        }
    }
}

/// A character's health: exactly one of these at any time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Health {
    Healthy,
    Wounded,
    /// *Assommé*: cannot act until step 5 of its side's next phase. Only a
    /// healthy character can be stunned: a wounded one stunned dies.
    Stunned,
    Dead,
}

/// Strengths in one state: `[healthy, wounded]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strengths {
    pub attack: [u8; 2],
    pub defence: [u8; 2],
    pub movement: [u8; 2],
}

/// A kind of character and its strengths.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Kind {
    pub title: &'static str,
    pub weapon: Option<Weapon>,
    /// Fired on with the knights-on-foot table when on foot.
    pub knight: bool,
    pub on_foot: Strengths,
    /// `None`: does not ride.
    pub mounted: Option<Strengths>,
    /// Victory points to the other side when killed.
    pub worth: u8,
}

const fn s(attack: [u8; 2], defence: [u8; 2], movement: [u8; 2]) -> Strengths {
    Strengths {
        attack,
        defence,
        movement,
    }
}

const fn foot(title: &'static str, weapon: Option<Weapon>, on_foot: Strengths, worth: u8) -> Kind {
    Kind {
        title,
        weapon,
        knight: false,
        on_foot,
        mounted: None,
        worth,
    }
}

const fn rider(title: &'static str, on_foot: Strengths, mounted: Strengths, worth: u8) -> Kind {
    Kind {
        title,
        weapon: None,
        knight: true,
        on_foot,
        mounted: Some(mounted),
        worth,
    }
}

const BOW: Option<Weapon> = Some(Weapon::Bow);
const CROSSBOW: Option<Weapon> = Some(Weapon::Crossbow);

pub const ROBIN_HOOD: Kind = foot("Robin Hood", BOW, s([8, 4], [8, 4], [8, 5]), 10);
pub const LITTLE_JOHN: Kind = foot("Little John", None, s([12, 6], [9, 5], [7, 4]), 6);
pub const WILL_SCARLET: Kind = foot("Will Scarlet", None, s([9, 5], [7, 4], [8, 5]), 5);
pub const FRIAR_TUCK: Kind = foot("Friar Tuck", None, s([8, 4], [8, 4], [6, 3]), 4);
pub const MUCH: Kind = foot("Much the Miller's son", BOW, s([5, 3], [5, 3], [8, 5]), 4);
pub const ALAN: Kind = foot("Alan-a-Dale", BOW, s([4, 2], [5, 3], [8, 5]), 4);
pub const OUTLAW: Kind = foot("Outlaw archer", BOW, s([5, 3], [5, 3], [8, 5]), 3);
/// Held in the village: unarmed, and bound until freed.
pub const WILL_STUTELY: Kind = foot("Will Stutely", None, s([5, 3], [5, 3], [7, 4]), 8);
pub const SOLDIER: Kind = foot("Man-at-arms", None, s([6, 3], [6, 3], [6, 4]), 2);
pub const CROSSBOWMAN: Kind = foot("Crossbowman", CROSSBOW, s([4, 2], [4, 2], [6, 4]), 2);
pub const SHERIFF: Kind = rider(
    "The Sheriff of Nottingham",
    s([6, 3], [7, 4], [6, 3]),
    s([10, 5], [9, 5], [12, 6]),
    10,
);
pub const GUY: Kind = rider(
    "Sir Guy of Gisborne",
    s([10, 5], [10, 5], [6, 3]),
    s([16, 8], [12, 6], [12, 6]),
    8,
);
pub const KNIGHT: Kind = rider(
    "Knight",
    s([8, 4], [9, 5], [6, 3]),
    s([14, 7], [11, 6], [12, 6]),
    5,
);

/// One character who may appear in a scenario: a stable index into
/// [`ROSTER`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Who(pub u8);

pub struct Entry {
    pub name: &'static str,
    pub side: Side,
    pub kind: Kind,
}

const fn e(name: &'static str, side: Side, kind: Kind) -> Entry {
    Entry { name, side, kind }
}

/// Everyone, outlaws first.
pub const ROSTER: [Entry; 24] = [
    e("robin", Side::Outlaws, ROBIN_HOOD),
    e("john", Side::Outlaws, LITTLE_JOHN),
    e("scarlet", Side::Outlaws, WILL_SCARLET),
    e("tuck", Side::Outlaws, FRIAR_TUCK),
    e("much", Side::Outlaws, MUCH),
    e("alan", Side::Outlaws, ALAN),
    e("stutely", Side::Outlaws, WILL_STUTELY),
    e("outlaw1", Side::Outlaws, OUTLAW),
    e("outlaw2", Side::Outlaws, OUTLAW),
    e("outlaw3", Side::Outlaws, OUTLAW),
    e("sheriff", Side::Sheriff, SHERIFF),
    e("guy", Side::Sheriff, GUY),
    e("knight1", Side::Sheriff, KNIGHT),
    e("knight2", Side::Sheriff, KNIGHT),
    e("guard1", Side::Sheriff, SOLDIER),
    e("guard2", Side::Sheriff, SOLDIER),
    e("guard3", Side::Sheriff, SOLDIER),
    e("guard4", Side::Sheriff, SOLDIER),
    e("guard5", Side::Sheriff, SOLDIER),
    e("guard6", Side::Sheriff, SOLDIER),
    e("xbow1", Side::Sheriff, CROSSBOWMAN),
    e("xbow2", Side::Sheriff, CROSSBOWMAN),
    e("xbow3", Side::Sheriff, CROSSBOWMAN),
    e("xbow4", Side::Sheriff, CROSSBOWMAN),
];

impl Who {
    pub fn entry(self) -> &'static Entry {
        &ROSTER[usize::from(self.0)]
    }

    pub fn name(self) -> &'static str {
        self.entry().name
    }

    pub fn side(self) -> Side {
        self.entry().side
    }

    pub fn kind(self) -> &'static Kind {
        &self.entry().kind
    }

    pub fn by_name(name: &str) -> Option<Who> {
        ROSTER
            .iter()
            .position(|e| e.name == name)
            .map(|i| Who(i as u8))
    }
}

impl fmt::Display for Who {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Kind {
    /// Strengths now: mounted or on foot, healthy or wounded.
    pub fn strengths(&self, mounted: bool, wounded: bool) -> (u8, u8, u8) {
        let s = if mounted {
            self.mounted.as_ref().unwrap_or(&self.on_foot)
        } else {
            &self.on_foot
        };
        let i = usize::from(wounded);
        (s.attack[i], s.defence[i], s.movement[i])
    }

    /// Which fire table a shot at this character reads.
    pub fn target_kind(&self, mounted: bool) -> TargetKind {
        match (mounted, self.knight) {
            (true, _) => TargetKind::Rider,
            (false, true) => TargetKind::KnightOnFoot,
            (false, false) => TargetKind::OtherOnFoot,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn roster_names_unique_and_found() {
        for (i, e) in ROSTER.iter().enumerate() {
            assert_eq!(Who::by_name(e.name), Some(Who(i as u8)));
        }
    }

    #[test]
    fn roster_wounded_never_stronger_and_riders_faster_mounted() {
        for e in &ROSTER {
            let k = &e.kind;
            for m in [false, true] {
                let (a, d, mv) = k.strengths(m, false);
                let (wa, wd, wmv) = k.strengths(m, true);
                assert!(
                    wa <= a && wd <= d && wmv <= mv && wa > 0 && wd > 0 && wmv > 0,
                    "{}",
                    e.name
                );
            }
            if let Some(m) = k.mounted {
                assert!(m.movement[0] > k.on_foot.movement[0], "{}", e.name);
                assert!(k.weapon.is_none(), "riders do not shoot");
            }
        }
    }

    #[test]
    fn roster_target_kind_rider_knight_other() {
        assert_eq!(GUY.target_kind(true), TargetKind::Rider);
        assert_eq!(GUY.target_kind(false), TargetKind::KnightOnFoot);
        assert_eq!(ROBIN_HOOD.target_kind(false), TargetKind::OtherOnFoot);
    }
}
