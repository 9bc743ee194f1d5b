//! The scenarios (ours): set-up, turn limit and victory points.
//!
//! Victory points, in every scenario: a side scores an enemy's worth
//! (`roster::Kind::worth`) when it dies. Each scenario adds its own: leaving
//! the map by an edge, or holding the ford at the end. The game ends after
//! the last turn, or at once when a side has nobody left on the map; more
//! points wins, and a tie goes to the scenario's `tie` side.

use crate::hex::Hex;
use crate::maps::{Ground, MapId};
use crate::roster::{Side, Who};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScenarioId {
    #[default]
    Ambush,
    Rescue,
    Ford,
}

/// A character's starting place: a hex, or `None` for the hidden side,
/// who places it in secret.
pub struct Unit {
    pub name: &'static str,
    pub at: Option<&'static str>,
    pub mounted: bool,
    pub bound: bool,
}

/// Leaving the map scores.
pub struct ExitRule {
    pub side: Side,
    /// The edge column (0 west, 19 east).
    pub col: u8,
    /// Only this character may leave, if set.
    pub only: Option<&'static str>,
    /// Points for leaving; `None`: the character's worth.
    pub points: Option<u32>,
}

/// Where a hidden character may be placed.
pub type Zone = fn(Hex) -> bool;

pub struct Scenario {
    pub id: ScenarioId,
    pub title: &'static str,
    pub briefing: &'static str,
    pub map: MapId,
    pub turns: u32,
    pub first: Side,
    pub tie: Side,
    pub units: &'static [Unit],
    /// The side whose characters without a starting hex are placed in
    /// secret, and where they may be placed.
    pub hidden: Option<(Side, Zone)>,
    pub exit: Option<ExitRule>,
    /// Points per character standing on a ford hex at the end.
    pub hold_ford: u32,
}

const fn at(name: &'static str, hex: &'static str) -> Unit {
    Unit {
        name,
        at: Some(hex),
        mounted: false,
        bound: false,
    }
}

const fn riding(name: &'static str, hex: &'static str) -> Unit {
    Unit {
        name,
        at: Some(hex),
        mounted: true,
        bound: false,
    }
}

const fn hidden(name: &'static str) -> Unit {
    Unit {
        name,
        at: None,
        mounted: false,
        bound: false,
    }
}

/// The ambush's set-up zone: woods beside the road from column g on.
fn ambush_zone(h: Hex) -> bool {
    h.col >= 6
        && ((2..=5).contains(&h.row) || (8..=11).contains(&h.row))
        && MapId::ForestRoad.map().at(h).is_woods()
}

/// Balance (tuned): four hidden outlaws (Robin, Little John, Will Scarlet,
/// Much; two bows) instead of six (five bows), a flat 5 points for each of
/// the Sheriff's men who leaves by the east edge instead of his worth, and
/// ties to the Sheriff. 400 self-play games at 20 search iterations a side
/// (`--a 20 --b 20`, 100 games at seed 5 and 300 at seed 6, with the
/// bots' heuristic of the same commit): the outlaws win 52.5% [47.6, 57.3]
/// (52.0% [45.1, 58.8] with bot A as the outlaws, 53.0% [46.1, 59.8] with
/// bot B), 113 actions a game; ends: points 377, wiped out 13, tie 10. Before: 92.0%. Tried and not kept: two more riders and
/// men for the Sheriff (97%), four outlaws with three bows (71%; 37% with
/// two more crossbowmen for the Sheriff).
static AMBUSH: Scenario = Scenario {
    id: ScenarioId::Ambush,
    title: "Ambush on the forest road",
    briefing: "The Sheriff's convoy rides east through the forest. The outlaws wait hidden in the woods beside the road. The Sheriff scores 5 for each of his men who leaves by the east edge; the outlaws score the worth of those they kill. A tie goes to the Sheriff.",
    map: MapId::ForestRoad,
    turns: 8,
    first: Side::Sheriff,
    tie: Side::Sheriff,
    units: &[
        hidden("robin"),
        hidden("john"),
        hidden("scarlet"),
        hidden("much"),
        riding("sheriff", "b7"),
        riding("knight1", "c8"),
        at("guard1", "d7"),
        at("guard2", "d8"),
        at("guard3", "a7"),
        at("guard4", "a8"),
        at("xbow1", "b8"),
        at("xbow2", "c7"),
    ],
    hidden: Some((Side::Outlaws, ambush_zone)),
    exit: Some(ExitRule {
        side: Side::Sheriff,
        col: 19,
        only: None,
        points: Some(5),
    }),
    hold_ford: 0,
};

/// Balance (tuned): five outlaws come in (no outlaw archer). 400 self-play
/// games at 20 search iterations a side (seeds 5 and 6, as for the
/// ambush): the outlaws win 50.0% [45.1, 54.9] (51.5% [44.6, 58.3] with
/// bot A as the outlaws, 48.5% [41.7, 55.4] with bot B), 118 actions a
/// game; ends: points 371, tie 17, wiped out 12. Before: 65.8%. Tried: Will's exit at 10 points instead of
/// 15 gave 64% (100 games), not kept.
/// Revision 2 of the rules spares the bound prisoner (no target): the
/// outlaws then win 63.8% [58.9, 68.3] (the same 400 games' seeds).
static RESCUE: Scenario = Scenario {
    id: ScenarioId::Rescue,
    title: "Rescue from the village",
    briefing: "Will Stutely is held bound in the east house, guarded by Sir Guy's men, who keep him for the gallows: while bound he is no target. The outlaws come in from the west: an outlaw next to Will frees him, and he scores 15 if he leaves by the west edge.",
    map: MapId::Village,
    turns: 10,
    first: Side::Outlaws,
    tie: Side::Sheriff,
    units: &[
        at("robin", "a6"),
        at("john", "a7"),
        at("scarlet", "b7"),
        at("tuck", "a8"),
        at("much", "b8"),
        Unit {
            name: "stutely",
            at: Some("n3"),
            mounted: false,
            bound: true,
        },
        riding("guy", "k7"),
        at("guard1", "o4"),
        at("guard2", "s4"),
        at("guard3", "h8"),
        at("guard4", "f10"),
        at("xbow1", "h3"),
        at("xbow2", "o6"),
    ],
    hidden: None,
    exit: Some(ExitRule {
        side: Side::Outlaws,
        col: 0,
        only: Some("stutely"),
        points: Some(15),
    }),
    hold_ford: 0,
};

/// Balance (tuned): Sir Guy's men get a third crossbowman (p6) and a
/// second knight (p7, mounted), and ties go to the Sheriff. 400 self-play
/// games at 20 search iterations a side (seeds 5 and 6, as for the
/// ambush): the outlaws win 46.0% [41.2, 50.9] (44.0% [37.3, 50.9] with bot
/// A as the outlaws, 48.0% [41.2, 54.9] with bot B), 114 actions a game;
/// ends: points 297, wiped out 100, tie 3. Before: 77.0%; the tie and the crossbowman alone gave
/// 60%, the knight alone 74% (100 games each).
/// Revision 2 of the rules also scores the ford each turn: the outlaws then
/// win 45.8% [40.9, 50.6] (the same 400 games' seeds).
static FORD: Scenario = Scenario {
    id: ScenarioId::Ford,
    title: "The fight at the ford",
    briefing: "Outlaws on the west bank, Sir Guy's men on the east, and one ford between them. Each side scores 1 for every character of its own standing in the ford at the end of every turn, and 4 more each at the end. A tie goes to the Sheriff.",
    map: MapId::Ford,
    turns: 8,
    first: Side::Sheriff,
    tie: Side::Sheriff,
    units: &[
        at("john", "h6"),
        at("tuck", "g7"),
        at("scarlet", "h7"),
        at("robin", "e5"),
        at("outlaw1", "e8"),
        at("outlaw2", "c6"),
        riding("guy", "o6"),
        riding("knight1", "o7"),
        at("guard1", "m6"),
        at("guard2", "m7"),
        at("guard3", "n5"),
        at("guard4", "n8"),
        at("xbow1", "q5"),
        at("xbow2", "q8"),
        at("xbow3", "p6"),
        riding("knight2", "p7"),
    ],
    hidden: None,
    exit: None,
    hold_ford: 4,
};

impl ScenarioId {
    pub const ALL: [ScenarioId; 3] = [ScenarioId::Ambush, ScenarioId::Rescue, ScenarioId::Ford];

    pub fn scenario(self) -> &'static Scenario {
        match self {
            ScenarioId::Ambush => &AMBUSH,
            ScenarioId::Rescue => &RESCUE,
            ScenarioId::Ford => &FORD,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            ScenarioId::Ambush => "ambush",
            ScenarioId::Rescue => "rescue",
            ScenarioId::Ford => "ford",
        }
    }
}

impl fmt::Display for ScenarioId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for ScenarioId {
    type Err = String;
    fn from_str(s: &str) -> Result<ScenarioId, String> {
        ScenarioId::ALL
            .into_iter()
            .find(|id| id.name() == s)
            .ok_or_else(|| format!("unknown scenario '{s}' (ambush, rescue, ford)"))
    }
}

impl Scenario {
    /// The characters, with their starting hexes (`None`: placed in secret).
    pub fn roster(&self) -> impl Iterator<Item = (Who, &Unit, Option<Hex>)> + '_ {
        self.units.iter().map(|u| {
            let who = Who::by_name(u.name).expect("scenario names are in the roster");
            let hex = u.at.map(|h| h.parse().expect("scenario hexes are valid"));
            (who, u, hex)
        })
    }

    /// Whether `who` may leave the map from `hex`.
    pub fn may_exit(&self, who: Who, hex: Hex) -> bool {
        self.exit.as_ref().is_some_and(|e| {
            e.side == who.side() && e.col == hex.col && e.only.is_none_or(|n| n == who.name())
        })
    }

    pub fn is_ford(&self, hex: Hex) -> bool {
        self.map.map().at(hex) == Ground::Ford
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every starting hex is on the map, passable for the character (mounted
    /// or not), and held by one character only.
    #[test]
    fn scenario_set_ups_are_valid() {
        for id in ScenarioId::ALL {
            let s = id.scenario();
            let mut seen = Vec::new();
            for (who, unit, hex) in s.roster() {
                if let Some(h) = hex {
                    assert!(
                        s.map.map().at(h).cost(unit.mounted).is_some(),
                        "{id}: {who} on {h}"
                    );
                    assert!(!seen.contains(&h), "{id}: {h} twice");
                    seen.push(h);
                } else {
                    assert_eq!(Some(who.side()), s.hidden.map(|(side, _)| side));
                }
                if unit.mounted {
                    assert!(who.kind().mounted.is_some(), "{who} rides");
                }
            }
            assert_eq!(id.name().parse::<ScenarioId>(), Ok(id));
        }
    }
}
