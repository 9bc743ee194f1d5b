//! The map of Nottinghamshire: eleven spaces, their borders, the rivers and
//! the roads Carriages follow to Nottingham (rules 1.3, 1.3.4, 1.3.5).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sp {
    Nottingham,
    ShireWood,
    SouthwellForest,
    Blyth,
    Retford,
    Tuxford,
    Newark,
    Mansfield,
    Bingham,
    Remston,
    OllertonHill,
}

/// What kind of space it is (rule 1.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    City,
    Forest,
    Parish,
    /// Ollerton Hill: closed to every piece but the Camp of *Major Oak*.
    Hill,
}

pub const SPACES: [Sp; 11] = [
    Sp::Nottingham,
    Sp::ShireWood,
    Sp::SouthwellForest,
    Sp::Blyth,
    Sp::Retford,
    Sp::Tuxford,
    Sp::Newark,
    Sp::Mansfield,
    Sp::Bingham,
    Sp::Remston,
    Sp::OllertonHill,
];

pub const PARISHES: [Sp; 7] = [
    Sp::Blyth,
    Sp::Retford,
    Sp::Tuxford,
    Sp::Newark,
    Sp::Mansfield,
    Sp::Bingham,
    Sp::Remston,
];

pub const FORESTS: [Sp; 2] = [Sp::ShireWood, Sp::SouthwellForest];

/// The printed borders (land borders and rivers with a printed bridge).
const BORDERS: [(Sp, Sp); 12] = [
    (Sp::Nottingham, Sp::Mansfield),
    (Sp::Nottingham, Sp::ShireWood),
    (Sp::Nottingham, Sp::SouthwellForest),
    (Sp::ShireWood, Sp::Mansfield),
    (Sp::ShireWood, Sp::Blyth),
    (Sp::ShireWood, Sp::SouthwellForest),
    (Sp::SouthwellForest, Sp::Tuxford),
    (Sp::Mansfield, Sp::Remston),
    (Sp::Remston, Sp::Bingham),
    (Sp::Blyth, Sp::Tuxford),
    (Sp::Tuxford, Sp::Retford),
    (Sp::Tuxford, Sp::Newark),
];

/// River borders without a bridge: the only places the *Boats & Bridges*
/// Bridge may go.
pub const RIVER_BORDERS: [(Sp, Sp); 6] = [
    (Sp::Blyth, Sp::Retford),
    (Sp::Bingham, Sp::Newark),
    (Sp::Bingham, Sp::SouthwellForest),
    (Sp::Bingham, Sp::Nottingham),
    (Sp::Newark, Sp::SouthwellForest),
    (Sp::Nottingham, Sp::Remston),
];

/// With *Major Oak*: extra adjacencies for the Robin Hood player only.
pub const OAK_BORDERS: [(Sp, Sp); 2] = [
    (Sp::Blyth, Sp::SouthwellForest),
    (Sp::ShireWood, Sp::Tuxford),
];

impl Sp {
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn kind(self) -> Kind {
        match self {
            Sp::Nottingham => Kind::City,
            Sp::ShireWood | Sp::SouthwellForest => Kind::Forest,
            Sp::OllertonHill => Kind::Hill,
            _ => Kind::Parish,
        }
    }

    pub fn is_parish(self) -> bool {
        self.kind() == Kind::Parish
    }

    pub fn is_forest(self) -> bool {
        self.kind() == Kind::Forest
    }

    /// The next space on the road to Nottingham (rule 1.3.5).
    pub fn road_next(self) -> Option<Sp> {
        Some(match self {
            Sp::Retford | Sp::Blyth | Sp::Newark => Sp::Tuxford,
            Sp::Tuxford => Sp::SouthwellForest,
            Sp::SouthwellForest | Sp::ShireWood => Sp::Nottingham,
            Sp::Bingham => Sp::Remston,
            Sp::Remston => Sp::Mansfield,
            Sp::Mansfield => Sp::ShireWood,
            Sp::Nottingham | Sp::OllertonHill => return None,
        })
    }

    /// *Boats & Bridges* light side: every space but Shire Wood and Ollerton Hill.
    pub fn by_river(self) -> bool {
        !matches!(self, Sp::ShireWood | Sp::OllertonHill)
    }

    pub fn name(self) -> &'static str {
        match self {
            Sp::Nottingham => "nottingham",
            Sp::ShireWood => "shire_wood",
            Sp::SouthwellForest => "southwell_forest",
            Sp::Blyth => "blyth",
            Sp::Retford => "retford",
            Sp::Tuxford => "tuxford",
            Sp::Newark => "newark",
            Sp::Mansfield => "mansfield",
            Sp::Bingham => "bingham",
            Sp::Remston => "remston",
            Sp::OllertonHill => "ollerton_hill",
        }
    }
}

impl fmt::Display for Sp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Sp {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        SPACES.into_iter().find(|sp| sp.name() == s).ok_or(())
    }
}

fn same_border(a: Sp, b: Sp, pair: (Sp, Sp)) -> bool {
    pair == (a, b) || pair == (b, a)
}

/// Adjacency for pieces (never Carriages, which keep to the roads), given the
/// Bridge (if placed) and, for the Robin Hood player, *Major Oak*.
pub fn adjacent(a: Sp, b: Sp, bridge: Option<(Sp, Sp)>, oak: bool) -> bool {
    if a == b || a == Sp::OllertonHill || b == Sp::OllertonHill {
        return false;
    }
    BORDERS.iter().any(|&p| same_border(a, b, p))
        || bridge.is_some_and(|p| same_border(a, b, p))
        || (oak && OAK_BORDERS.iter().any(|&p| same_border(a, b, p)))
}

/// The spaces adjacent to `a` (see [`adjacent`]).
pub fn neighbours(a: Sp, bridge: Option<(Sp, Sp)>, oak: bool) -> impl Iterator<Item = Sp> {
    SPACES
        .into_iter()
        .filter(move |&b| adjacent(a, b, bridge, oak))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rule_1_3_4_adjacency_is_symmetric_with_twelve_borders() {
        let mut n = 0;
        for a in SPACES {
            for b in SPACES {
                assert_eq!(adjacent(a, b, None, false), adjacent(b, a, None, false));
                if adjacent(a, b, None, false) {
                    n += 1;
                }
            }
        }
        assert_eq!(n, 24);
        assert!(!adjacent(Sp::Remston, Sp::Nottingham, None, false));
        assert!(adjacent(
            Sp::Remston,
            Sp::Nottingham,
            Some((Sp::Nottingham, Sp::Remston)),
            false
        ));
        assert!(adjacent(Sp::ShireWood, Sp::Tuxford, None, true));
        assert_eq!(neighbours(Sp::OllertonHill, None, true).count(), 0);
    }

    #[test]
    fn rule_1_3_5_every_road_leads_to_nottingham() {
        for sp in SPACES {
            let mut at = sp;
            let mut steps = 0;
            while let Some(next) = at.road_next() {
                at = next;
                steps += 1;
                assert!(steps < 6);
            }
            assert!(at == Sp::Nottingham || sp == Sp::OllertonHill);
        }
        assert_eq!(Sp::Mansfield.road_next(), Some(Sp::ShireWood));
    }

    #[test]
    fn names_round_trip() {
        for sp in SPACES {
            assert_eq!(sp.name().parse::<Sp>(), Ok(sp));
        }
    }
}
