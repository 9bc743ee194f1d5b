//! The scenarios (ours): set-up, turn limit and victory points.
//!
//! Victory points: a side scores an enemy's worth (`roster::Kind::worth`)
//! when it dies, unless the scenario's `kills` line says it does not. Each
//! scenario adds its own: leaving the map by an edge, or holding the ford. The game ends after
//! the last turn, or at once when a side has nobody left on the map; more
//! points wins, and a tie goes to the scenario's `tie` side.
//!
//! Each scenario is a text in one format ([`Scenario::parse`], statements
//! listed in `scenarios/guide.txt`): the built-in ones are
//! `scenarios/<name>.txt`, with the record of their tuning (the texts that
//! games begun under earlier revisions keep are in `scenarios/revision-1/`
//! and `scenarios/revision-5/`, their statements only: the page carries
//! them, and their records are in each folder's README); a player's own
//! is kept whole in the options of the games begun with it ([`Written`]).

use crate::hex::{Hex, COLS, ROWS};
use crate::maps::{Ground, Map, MapId};
use crate::roster::{Side, Who};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ScenarioId {
    #[default]
    Ambush,
    Rescue,
    Ford,
    Meadow,
    Breakout,
    Stand,
}

/// A character in a scenario's forces: where it starts (`None`: placed in
/// secret by the hidden side), riding or not, bound or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Unit {
    pub who: Who,
    pub at: Option<Hex>,
    pub mounted: bool,
    pub bound: bool,
}

/// An edge of a map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Edge {
    West,
    East,
    North,
    South,
}

impl Edge {
    pub const ALL: [Edge; 4] = [Edge::West, Edge::East, Edge::North, Edge::South];

    /// Its name in a scenario's text.
    pub fn name(self) -> &'static str {
        match self {
            Edge::West => "west",
            Edge::East => "east",
            Edge::North => "north",
            Edge::South => "south",
        }
    }

    /// Hexes from `hex` to this edge of `map`: 0 on it.
    pub fn steps(self, map: &Map, hex: Hex) -> u8 {
        match self {
            Edge::West => hex.col,
            Edge::East => COLS - 1 - hex.col,
            Edge::North => hex.row,
            Edge::South => (map.rows() - 1).saturating_sub(hex.row),
        }
    }

    /// The most steps a hex of `map` is from it.
    pub fn span(self, map: &Map) -> u8 {
        match self {
            Edge::West | Edge::East => COLS - 1,
            Edge::North | Edge::South => map.rows() - 1,
        }
    }
}

/// Leaving the map scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExitRule {
    pub side: Side,
    pub edge: Edge,
    /// Only this character may leave, if set.
    pub only: Option<Who>,
    /// Points for leaving; `None`: the character's worth.
    pub points: Option<u32>,
}

/// Where a hidden character may be placed: hexes within the columns and any
/// of the row bands (all 0-based, inclusive), in the woods if `woods`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Zone {
    pub woods: bool,
    pub cols: (u8, u8),
    pub rows: Vec<(u8, u8)>,
}

impl Zone {
    /// Whether `h`, on `map`, is in the zone.
    pub fn contains(&self, map: MapId, h: Hex) -> bool {
        map.map().contains(h)
            && (self.cols.0..=self.cols.1).contains(&h.col)
            && self.rows.iter().any(|&(a, b)| (a..=b).contains(&h.row))
            && (!self.woods || map.map().at(h).is_woods())
    }
}

/// A scenario: its map, forces, hidden set-up, turns and victory points,
/// read from the text format below.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scenario {
    pub title: String,
    pub briefing: String,
    pub map: MapId,
    pub turns: u32,
    pub first: Side,
    pub tie: Side,
    pub units: Vec<Unit>,
    /// The side whose characters without a starting hex are placed in
    /// secret, and where they may be placed.
    pub hidden: Option<(Side, Zone)>,
    pub exit: Option<ExitRule>,
    /// Points per character standing on a ford hex at the end.
    pub hold_ford: u32,
    /// Which sides score an enemy's worth when he dies, by seat (both but
    /// where the `kills` statement says otherwise).
    pub kill_points: [bool; 2],
}

impl Scenario {
    /// Whether `side` scores the worth of the enemies it kills.
    pub fn scores_kills(&self, side: Side) -> bool {
        self.kill_points[usize::from(side.seat())]
    }
}

/// The format's statements, as `#` comments (see [`guide`]).
const GUIDE: &str = include_str!("scenarios/guide.txt");

/// A guide to the format for a player writing a scenario, as `#` comments a
/// scenario file may begin with: the statements, the maps, and every
/// character's name with who it is and its worth.
pub fn guide() -> String {
    use std::fmt::Write;
    let mut g = String::from(GUIDE);
    let _ = writeln!(g, "#\n# Maps: {}.", names(&MapId::ALL, MapId::name));
    let _ = writeln!(
        g,
        "# Characters (name: who, worth; riders may start mounted):"
    );
    for side in Side::BOTH {
        let _ = writeln!(g, "#   {}:", side.name());
        for (i, e) in crate::roster::ROSTER.iter().enumerate() {
            if e.side == side {
                let rides = if e.kind.mounted.is_some() {
                    ", rider"
                } else {
                    ""
                };
                let _ = writeln!(
                    g,
                    "#     {}: {}, {}{rides}",
                    Who(i as u8),
                    e.kind.title,
                    e.kind.worth
                );
            }
        }
    }
    g
}

/// The built-in scenarios' texts, in [`ScenarioId::ALL`] order, by the
/// first revision of the rules that plays them: a game keeps its revision
/// ([`crate::Options::rules`]), so it keeps the texts it began with.
/// Revisions 1 to 4 play the first texts (`scenarios/revision-1/`); from
/// revision 5 each says who scores kills, and their forces and points were
/// tuned again so that the objective decides (issue 25); revision 6 tuned
/// the rescue and the meadow again on 400 games each (revision 5's are in
/// `scenarios/revision-5/`).
const BUILT_IN: [(u8, [&str; ScenarioId::ALL.len()]); 3] = [
    (
        1,
        [
            include_str!("scenarios/revision-1/ambush.txt"),
            include_str!("scenarios/revision-1/rescue.txt"),
            include_str!("scenarios/revision-1/ford.txt"),
            include_str!("scenarios/revision-1/meadow.txt"),
            include_str!("scenarios/revision-1/breakout.txt"),
            include_str!("scenarios/revision-1/stand.txt"),
        ],
    ),
    (
        5,
        [
            include_str!("scenarios/ambush.txt"),
            include_str!("scenarios/revision-5/rescue.txt"),
            include_str!("scenarios/ford.txt"),
            include_str!("scenarios/revision-5/meadow.txt"),
            include_str!("scenarios/breakout.txt"),
            include_str!("scenarios/stand.txt"),
        ],
    ),
    (
        6,
        [
            include_str!("scenarios/ambush.txt"),
            include_str!("scenarios/rescue.txt"),
            include_str!("scenarios/ford.txt"),
            include_str!("scenarios/meadow.txt"),
            include_str!("scenarios/breakout.txt"),
            include_str!("scenarios/stand.txt"),
        ],
    ),
];

/// Where in [`BUILT_IN`] a revision's texts are.
fn edition(rules: u8) -> usize {
    BUILT_IN
        .iter()
        .rposition(|(from, _)| *from <= rules)
        .unwrap_or(0)
}

/// The first revision of the rules that plays the text of `id` that
/// `rules` plays (an edition may keep a scenario's text unchanged): the app
/// words each text's briefing with its own keys.
pub fn texts_since(id: ScenarioId, rules: u8) -> u8 {
    let text = id.text(rules);
    let mut e = edition(rules);
    while e > 0 && BUILT_IN[e - 1].1[id as usize] == text {
        e -= 1;
    }
    BUILT_IN[e].0
}

/// Why a scenario's text cannot be played: the line (from 1; `None` for
/// something missing from the whole text) and what is wrong, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScenarioError {
    pub line: Option<usize>,
    pub problem: Problem,
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.line {
            Some(n) => write!(f, "line {n}: {}", self.problem),
            None => write!(f, "{}", self.problem),
        }
    }
}

/// What is wrong with a scenario's text. `Display` says it in English (the
/// command line); the app words each in the player's language. A `word` is
/// as the text wrote it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    Again { statement: String },
    OneWord { statement: String },
    NoWords { statement: String },
    NotAStatement { word: String },
    NotAMap { word: String },
    NotTurns { word: String },
    NotASide { word: String },
    NotACharacter { word: String },
    NotAHex { word: String },
    NotABand { word: String, columns: bool },
    NotPoints { word: String },
    UnitNeeds,
    Twice { who: Who },
    DoesNotRide { who: Who },
    NotAUnitWord { word: String },
    HiddenNeedsSide,
    ColumnsNeedBand,
    NotAZoneWord { word: String },
    ExitNeeds,
    NotAnEdge { word: String },
    AfterTheEdge,
    NotKills { word: String },
    Missing { statement: &'static str },
    OffTheMap { hex: Hex, map: MapId, rows: u8 },
    CannotStand { who: Who, hex: Hex, mounted: bool },
    HeldTwice { hex: Hex },
    HiddenWithoutZone { who: Who },
    NoUnit { side: Side },
    EmptyZone,
    NotAmongUnits { who: Who, side: Side },
    TooLong,
}

impl Problem {
    /// One of each, for the tests that word them.
    pub fn samples() -> Vec<Problem> {
        let w = || "x".to_string();
        let who = Who::by_name("robin").expect("on the roster");
        let hex = Hex { col: 0, row: 0 };
        vec![
            Problem::Again { statement: w() },
            Problem::OneWord { statement: w() },
            Problem::NoWords { statement: w() },
            Problem::NotAStatement { word: w() },
            Problem::NotAMap { word: w() },
            Problem::NotTurns { word: w() },
            Problem::NotASide { word: w() },
            Problem::NotACharacter { word: w() },
            Problem::NotAHex { word: w() },
            Problem::NotABand {
                word: w(),
                columns: true,
            },
            Problem::NotABand {
                word: w(),
                columns: false,
            },
            Problem::NotPoints { word: w() },
            Problem::UnitNeeds,
            Problem::Twice { who },
            Problem::DoesNotRide { who },
            Problem::NotAUnitWord { word: w() },
            Problem::HiddenNeedsSide,
            Problem::ColumnsNeedBand,
            Problem::NotAZoneWord { word: w() },
            Problem::ExitNeeds,
            Problem::NotAnEdge { word: w() },
            Problem::AfterTheEdge,
            Problem::NotKills { word: w() },
            Problem::Missing { statement: "map" },
            Problem::OffTheMap {
                hex,
                map: MapId::Ford,
                rows: 14,
            },
            Problem::CannotStand {
                who,
                hex,
                mounted: true,
            },
            Problem::CannotStand {
                who,
                hex,
                mounted: false,
            },
            Problem::HeldTwice { hex },
            Problem::HiddenWithoutZone { who },
            Problem::NoUnit {
                side: Side::Outlaws,
            },
            Problem::EmptyZone,
            Problem::NotAmongUnits {
                who,
                side: Side::Sheriff,
            },
            Problem::TooLong,
        ]
    }

    /// The maps' names in a text, for the messages that list them.
    pub fn maps() -> String {
        names(&MapId::ALL, MapId::name)
    }

    /// The sides' names in a text.
    pub fn sides() -> String {
        names(&Side::BOTH, Side::name)
    }

    /// The edges' names in a text.
    pub fn edges() -> String {
        names(&Edge::ALL, Edge::name)
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Problem::*;
        match self {
            Again { statement } => write!(f, "a second '{statement}' line"),
            OneWord { statement } => write!(f, "'{statement}' takes one word"),
            NoWords { statement } => write!(f, "'{statement}' needs its words"),
            NotAStatement { word } => write!(f, "'{word}' is not a scenario statement (title, briefing, map, turns, first, tie, unit, hidden, exit, ford, kills)"),
            NotAMap { word } => write!(f, "'{word}' is not a map ({})", Problem::maps()),
            NotTurns { word } => write!(f, "'{word}' is not a number of turns from 1 to 30"),
            NotASide { word } => write!(f, "'{word}' is not a side ({})", Problem::sides()),
            NotACharacter { word } => write!(f, "'{word}' is not a character of the roster"),
            NotAHex { word } => write!(f, "'{word}' is not a hex (a1 … t{ROWS})"),
            NotABand { word, columns: true } => write!(f, "'{word}' is not a band of columns (such as g-t)"),
            NotABand { word, columns: false } => write!(f, "'{word}' is not a band of rows (such as 3-6)"),
            NotPoints { word } => write!(f, "'{word}' is not a number of points"),
            UnitNeeds => write!(f, "'unit' needs a character and a hex (or 'hidden')"),
            Twice { who } => write!(f, "{who} is in the forces twice"),
            DoesNotRide { who } => write!(f, "{who} does not ride"),
            NotAUnitWord { word } => write!(f, "'{word}' is not a unit's word (mounted, bound)"),
            HiddenNeedsSide => write!(f, "'hidden' needs a side"),
            ColumnsNeedBand => write!(f, "'columns' needs a band, such as g-t"),
            NotAZoneWord { word } => write!(f, "'{word}' is not a word of a zone (woods, columns, rows)"),
            ExitNeeds => write!(f, "'exit' needs a side and an edge ({})", Problem::edges()),
            NotAnEdge { word } => write!(f, "'{word}' is not an edge ({})", Problem::edges()),
            AfterTheEdge => write!(f, "after the edge: 'only <character>', then 'points <n>', each if wanted"),
            NotKills { word } => write!(f, "'{word}' is not who scores kills (both, none, {})", Problem::sides()),
            Missing { statement } => write!(f, "the scenario has no '{statement}' line"),
            OffTheMap { hex, map, rows } => write!(f, "{hex} is off the {} map (rows 1 to {rows})", map.name()),
            CannotStand { who, hex, mounted: true } => write!(f, "{who} cannot stand on {hex} riding"),
            CannotStand { who, hex, mounted: false } => write!(f, "{who} cannot stand on {hex} on foot"),
            HeldTwice { hex } => write!(f, "{hex} holds two characters"),
            HiddenWithoutZone { who } => write!(f, "{who} is hidden, but the scenario has no 'hidden' zone for the {}", who.side().name()),
            NoUnit { side } => write!(f, "the {} have no unit", side.name()),
            EmptyZone => write!(f, "the zone holds no hex of the map"),
            NotAmongUnits { who, side } => write!(f, "{who} is not among the {}' units", side.name()),
            TooLong => write!(f, "the text is longer than {WRITTEN_MAX} characters"),
        }
    }
}

impl MapId {
    /// Its name in a scenario's text.
    pub fn name(self) -> &'static str {
        match self {
            MapId::ForestRoad => "forest-road",
            MapId::Village => "village",
            MapId::Ford => "ford",
            MapId::Meadow => "meadow",
        }
    }
}

fn side_named(word: &str) -> Result<Side, Problem> {
    Side::BOTH
        .into_iter()
        .find(|s| s.name() == word)
        .ok_or_else(|| Problem::NotASide { word: word.into() })
}

fn character_named(word: &str) -> Result<Who, Problem> {
    Who::by_name(word).ok_or_else(|| Problem::NotACharacter { word: word.into() })
}

/// `a-t` (column letters) or `3-6` (row numbers from 1), to 0-based bounds.
fn band(word: &str, letters: bool) -> Result<(u8, u8), Problem> {
    let bad = || Problem::NotABand {
        word: word.into(),
        columns: letters,
    };
    let (a, b) = word.split_once('-').ok_or_else(bad)?;
    let read = |x: &str| -> Option<u8> {
        if letters {
            let c = x.as_bytes();
            (c.len() == 1 && c[0].is_ascii_lowercase())
                .then(|| c[0] - b'a')
                .filter(|&c| c < COLS)
        } else {
            x.parse::<u8>()
                .ok()
                .filter(|&r| (1..=ROWS).contains(&r))
                .map(|r| r - 1)
        }
    };
    match (read(a), read(b)) {
        (Some(a), Some(b)) if a <= b => Ok((a, b)),
        _ => Err(bad()),
    }
}

/// The names a word may be, for a message or the guide: "a, b, c".
fn names<T: Copy>(all: &[T], name: fn(T) -> &'static str) -> String {
    all.iter().map(|&x| name(x)).collect::<Vec<_>>().join(", ")
}

/// A scenario text's statements: each line's number (from 1), first word and
/// the rest, comments and blank lines left out.
fn statements(text: &str) -> impl Iterator<Item = (usize, &str, &str)> {
    text.lines().enumerate().filter_map(|(i, raw)| {
        let line = raw.split('#').next().unwrap_or("").trim();
        let (key, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
        (!line.is_empty()).then(|| (i + 1, key, rest.trim()))
    })
}

/// A scenario text's title, read without reading the rest: for a list of
/// saves, which names each game's scenario before any game's code is here.
pub fn title_of(text: &str) -> Option<&str> {
    statements(text).find_map(|(_, key, rest)| (key == "title" && !rest.is_empty()).then_some(rest))
}

impl Scenario {
    /// Reads a scenario written in the text format whose statements
    /// `scenarios/guide.txt` lists (one a line, `#` starting a comment,
    /// blank lines ignored).
    ///
    /// Every statement but `unit` comes once; `title`, `briefing`, `map`,
    /// `turns`, `first`, `tie` and a unit of each side are required. A unit
    /// stands on a hex of the map its kind may enter, one to a hex; a hidden
    /// one needs its side's `hidden` zone, which must hold a hex.
    pub fn parse(text: &str) -> Result<Scenario, ScenarioError> {
        let at = |line: usize| {
            move |problem: Problem| ScenarioError {
                line: Some(line),
                problem,
            }
        };
        let mut title = None;
        let mut briefing = None;
        let mut map = None;
        let mut turns = None;
        let mut first = None;
        let mut tie = None;
        let mut units: Vec<(usize, Unit)> = Vec::new();
        let mut hidden: Option<(usize, Side, Zone)> = None;
        let mut exit = None;
        let mut hold_ford = None;
        let mut kill_points = None;
        for (n, key, rest) in statements(text) {
            let words: Vec<&str> = rest.split_whitespace().collect();
            let once = |seen: bool| {
                if seen {
                    Err(at(n)(Problem::Again {
                        statement: key.into(),
                    }))
                } else {
                    Ok(())
                }
            };
            let one_word = || match words.as_slice() {
                [w] => Ok(*w),
                _ => Err(at(n)(Problem::OneWord {
                    statement: key.into(),
                })),
            };
            match key {
                "title" | "briefing" => {
                    let slot = if key == "title" {
                        &mut title
                    } else {
                        &mut briefing
                    };
                    once(slot.is_some())?;
                    if rest.is_empty() {
                        return Err(at(n)(Problem::NoWords {
                            statement: key.into(),
                        }));
                    }
                    *slot = Some(rest.to_string());
                }
                "map" => {
                    once(map.is_some())?;
                    let w = one_word()?;
                    map = Some(
                        MapId::ALL
                            .into_iter()
                            .find(|m| m.name() == w)
                            .ok_or_else(|| at(n)(Problem::NotAMap { word: w.into() }))?,
                    );
                }
                "turns" => {
                    once(turns.is_some())?;
                    let w = one_word()?;
                    turns = Some(
                        w.parse::<u32>()
                            .ok()
                            .filter(|t| (1..=30).contains(t))
                            .ok_or_else(|| at(n)(Problem::NotTurns { word: w.into() }))?,
                    );
                }
                "first" | "tie" => {
                    let slot = if key == "first" { &mut first } else { &mut tie };
                    once(slot.is_some())?;
                    *slot = Some(side_named(one_word()?).map_err(at(n))?);
                }
                "unit" => {
                    let [name, place, flags @ ..] = words.as_slice() else {
                        return Err(at(n)(Problem::UnitNeeds));
                    };
                    let who = character_named(name).map_err(at(n))?;
                    if units.iter().any(|(_, u)| u.who == who) {
                        return Err(at(n)(Problem::Twice { who }));
                    }
                    let hex = match *place {
                        "hidden" => None,
                        h => Some(
                            h.parse::<Hex>()
                                .map_err(|_| at(n)(Problem::NotAHex { word: h.into() }))?,
                        ),
                    };
                    let mut unit = Unit {
                        who,
                        at: hex,
                        mounted: false,
                        bound: false,
                    };
                    for f in flags {
                        match *f {
                            "mounted" if who.kind().mounted.is_some() => unit.mounted = true,
                            "mounted" => return Err(at(n)(Problem::DoesNotRide { who })),
                            "bound" => unit.bound = true,
                            other => {
                                return Err(at(n)(Problem::NotAUnitWord { word: other.into() }))
                            }
                        }
                    }
                    units.push((n, unit));
                }
                "hidden" => {
                    once(hidden.is_some())?;
                    let [side, more @ ..] = words.as_slice() else {
                        return Err(at(n)(Problem::HiddenNeedsSide));
                    };
                    let side = side_named(side).map_err(at(n))?;
                    let mut zone = Zone {
                        woods: false,
                        cols: (0, COLS - 1),
                        rows: Vec::new(),
                    };
                    let mut k = 0;
                    while k < more.len() {
                        match more[k] {
                            "woods" => zone.woods = true,
                            "columns" => {
                                k += 1;
                                let w =
                                    more.get(k).ok_or_else(|| at(n)(Problem::ColumnsNeedBand))?;
                                zone.cols = band(w, true).map_err(at(n))?;
                            }
                            "rows" => {
                                while let Some(w) = more.get(k + 1).filter(|w| w.contains('-')) {
                                    zone.rows.push(band(w, false).map_err(at(n))?);
                                    k += 1;
                                }
                            }
                            other => {
                                return Err(at(n)(Problem::NotAZoneWord { word: other.into() }))
                            }
                        }
                        k += 1;
                    }
                    if zone.rows.is_empty() {
                        zone.rows.push((0, ROWS - 1));
                    }
                    hidden = Some((n, side, zone));
                }
                "exit" => {
                    once(exit.is_some())?;
                    let [side, edge, more @ ..] = words.as_slice() else {
                        return Err(at(n)(Problem::ExitNeeds));
                    };
                    let side = side_named(side).map_err(at(n))?;
                    let edge = Edge::ALL
                        .into_iter()
                        .find(|e| e.name() == *edge)
                        .ok_or_else(|| {
                            at(n)(Problem::NotAnEdge {
                                word: edge.to_string(),
                            })
                        })?;
                    let mut rule = ExitRule {
                        side,
                        edge,
                        only: None,
                        points: None,
                    };
                    match more {
                        [] => {}
                        ["only", who] | ["only", who, "points", _] => {
                            rule.only = Some(character_named(who).map_err(at(n))?);
                        }
                        ["points", _] => {}
                        _ => return Err(at(n)(Problem::AfterTheEdge)),
                    }
                    if let [.., "points", p] = more {
                        rule.points = Some(p.parse().map_err(|_| {
                            at(n)(Problem::NotPoints {
                                word: p.to_string(),
                            })
                        })?);
                    }
                    exit = Some((n, rule));
                }
                "ford" => {
                    once(hold_ford.is_some())?;
                    let w = one_word()?;
                    hold_ford = Some(
                        w.parse::<u32>()
                            .map_err(|_| at(n)(Problem::NotPoints { word: w.into() }))?,
                    );
                }
                "kills" => {
                    once(kill_points.is_some())?;
                    let w = one_word()?;
                    kill_points = Some(match w {
                        "both" => [true, true],
                        "none" => [false, false],
                        _ => {
                            let side = side_named(w)
                                .map_err(|_| at(n)(Problem::NotKills { word: w.into() }))?;
                            let mut only = [false; 2];
                            only[usize::from(side.seat())] = true;
                            only
                        }
                    });
                }
                other => return Err(at(n)(Problem::NotAStatement { word: other.into() })),
            }
        }
        let missing = |statement: &'static str| ScenarioError {
            line: None,
            problem: Problem::Missing { statement },
        };
        let map = map.ok_or_else(|| missing("map"))?;
        let ground = map.map();
        let mut held: Vec<Hex> = Vec::new();
        for (n, u) in &units {
            match u.at {
                Some(h) => {
                    if !ground.contains(h) {
                        return Err(at(*n)(Problem::OffTheMap {
                            hex: h,
                            map,
                            rows: ground.rows(),
                        }));
                    }
                    if ground.at(h).cost(u.mounted).is_none() {
                        return Err(at(*n)(Problem::CannotStand {
                            who: u.who,
                            hex: h,
                            mounted: u.mounted,
                        }));
                    }
                    if held.contains(&h) {
                        return Err(at(*n)(Problem::HeldTwice { hex: h }));
                    }
                    held.push(h);
                }
                None if hidden.as_ref().is_some_and(|(_, s, _)| *s == u.who.side()) => {}
                None => return Err(at(*n)(Problem::HiddenWithoutZone { who: u.who })),
            }
        }
        for side in Side::BOTH {
            if !units.iter().any(|(_, u)| u.who.side() == side) {
                return Err(ScenarioError {
                    line: None,
                    problem: Problem::NoUnit { side },
                });
            }
        }
        if let Some((n, _, zone)) = &hidden {
            if !Hex::all().any(|h| zone.contains(map, h)) {
                return Err(at(*n)(Problem::EmptyZone));
            }
        }
        if let Some((n, rule)) = &exit {
            if let Some(who) = rule.only {
                if who.side() != rule.side || !units.iter().any(|(_, u)| u.who == who) {
                    return Err(at(*n)(Problem::NotAmongUnits {
                        who,
                        side: rule.side,
                    }));
                }
            }
        }
        Ok(Scenario {
            title: title.ok_or_else(|| missing("title"))?,
            briefing: briefing.ok_or_else(|| missing("briefing"))?,
            map,
            turns: turns.ok_or_else(|| missing("turns"))?,
            first: first.ok_or_else(|| missing("first"))?,
            tie: tie.ok_or_else(|| missing("tie"))?,
            units: units.into_iter().map(|(_, u)| u).collect(),
            hidden: hidden.map(|(_, s, z)| (s, z)),
            exit: exit.map(|(_, e)| e),
            hold_ford: hold_ford.unwrap_or(0),
            kill_points: kill_points.unwrap_or([true; 2]),
        })
    }
}

impl ScenarioId {
    pub const ALL: [ScenarioId; 6] = [
        ScenarioId::Ambush,
        ScenarioId::Rescue,
        ScenarioId::Ford,
        ScenarioId::Meadow,
        ScenarioId::Breakout,
        ScenarioId::Stand,
    ];

    /// The scenario as revision `rules` of the rules plays it, read from
    /// its text once.
    pub fn scenario(self, rules: u8) -> &'static Scenario {
        static PARSED: [[OnceLock<Scenario>; ScenarioId::ALL.len()]; BUILT_IN.len()] =
            [const { [const { OnceLock::new() }; ScenarioId::ALL.len()] }; BUILT_IN.len()];
        PARSED[edition(rules)][self as usize].get_or_init(|| {
            Scenario::parse(self.text(rules))
                .unwrap_or_else(|e| panic!("the built-in scenario {self}: {e}"))
        })
    }

    /// Its text under revision `rules`, as the game reads it; a player
    /// taking it to write their own gets the newest after the [`guide`].
    pub fn text(self, rules: u8) -> &'static str {
        BUILT_IN[edition(rules)].1[self as usize]
    }

    pub fn name(self) -> &'static str {
        match self {
            ScenarioId::Ambush => "ambush",
            ScenarioId::Rescue => "rescue",
            ScenarioId::Ford => "ford",
            ScenarioId::Meadow => "meadow",
            ScenarioId::Breakout => "breakout",
            ScenarioId::Stand => "stand",
        }
    }
}

/// A game's scenario: a built-in one, or one a player wrote. A written one
/// is kept in the game's options as its whole text, so its saves and links
/// play anywhere without the file; in JSON a built-in one is its name
/// (`"ambush"`, as every save before written scenarios) and a written one
/// `{"written": "<its text>"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    BuiltIn(ScenarioId),
    Written(Written),
}

/// A scenario a player wrote: its text and the scenario read from it, read
/// once per text a program meets (see [`Written::read`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Written {
    pub text: &'static str,
    pub scenario: &'static Scenario,
}

/// The longest scenario text read: a save carries it whole.
pub const WRITTEN_MAX: usize = 20_000;

impl Written {
    /// Reads a scenario's text. Each distinct text is read and kept once for
    /// the life of the program (a page, the command line): games, views and
    /// bots then share it by reference, as they share the built-in ones.
    pub fn read(text: &str) -> Result<Written, ScenarioError> {
        static READ: std::sync::Mutex<Vec<Written>> = std::sync::Mutex::new(Vec::new());
        if text.len() > WRITTEN_MAX {
            return Err(ScenarioError {
                line: None,
                problem: Problem::TooLong,
            });
        }
        let mut read = READ.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(w) = read.iter().find(|w| w.text == text) {
            return Ok(*w);
        }
        let scenario = Scenario::parse(text)?;
        let w = Written {
            text: Box::leak(text.to_string().into_boxed_str()),
            scenario: Box::leak(Box::new(scenario)),
        };
        read.push(w);
        Ok(w)
    }
}

impl Choice {
    /// The scenario as revision `rules` of the rules plays it (a written
    /// one is played as written, under any revision).
    pub fn scenario(self, rules: u8) -> &'static Scenario {
        match self {
            Choice::BuiltIn(id) => id.scenario(rules),
            Choice::Written(w) => w.scenario,
        }
    }
}

impl Default for Choice {
    fn default() -> Choice {
        Choice::BuiltIn(ScenarioId::default())
    }
}

impl From<ScenarioId> for Choice {
    fn from(id: ScenarioId) -> Choice {
        Choice::BuiltIn(id)
    }
}

impl Serialize for Choice {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeMap;
        match *self {
            Choice::BuiltIn(id) => s.serialize_str(id.name()),
            Choice::Written(w) => {
                let mut m = s.serialize_map(Some(1))?;
                m.serialize_entry("written", w.text)?;
                m.end()
            }
        }
    }
}

/// Reads a [`Choice`]: a built-in scenario's name, or `{"written": text}`.
/// (A visitor rather than an untagged enum, whose buffering would add to
/// the code a browser downloads.)
struct ChoiceVisitor;

impl<'de> serde::de::Visitor<'de> for ChoiceVisitor {
    type Value = Choice;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a scenario's name, or {\"written\": its text}")
    }

    fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<Choice, E> {
        name.parse().map(Choice::BuiltIn).map_err(E::custom)
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Choice, A::Error> {
        use serde::de::Error;
        let mut written: Option<String> = None;
        while let Some(key) = map.next_key::<String>()? {
            if key != "written" || written.is_some() {
                return Err(A::Error::custom(format!(
                    "unexpected '{key}' in a scenario"
                )));
            }
            written = Some(map.next_value()?);
        }
        let text = written.ok_or_else(|| A::Error::missing_field("written"))?;
        Written::read(&text)
            .map(Choice::Written)
            .map_err(|e| A::Error::custom(format!("the written scenario: {e}")))
    }
}

impl<'de> Deserialize<'de> for Choice {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Choice, D::Error> {
        d.deserialize_any(ChoiceVisitor)
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
            .ok_or_else(|| {
                format!(
                    "unknown scenario '{s}' ({})",
                    names(&ScenarioId::ALL, ScenarioId::name)
                )
            })
    }
}

impl Scenario {
    /// The characters, with their starting hexes (`None`: placed in secret).
    pub fn roster(&self) -> impl Iterator<Item = (Who, &Unit, Option<Hex>)> + '_ {
        self.units.iter().map(|u| (u.who, u, u.at))
    }

    /// Whether `who` scores by leaving the map.
    pub fn leaves(&self, who: Who) -> bool {
        self.exit
            .as_ref()
            .is_some_and(|e| e.side == who.side() && e.only.is_none_or(|n| n == who))
    }

    /// Whether `who` may leave the map from `hex`.
    pub fn may_exit(&self, who: Who, hex: Hex) -> bool {
        self.leaves(who)
            && self
                .exit
                .as_ref()
                .is_some_and(|e| e.edge.steps(self.map.map(), hex) == 0)
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
            let s = id.scenario(crate::RULES);
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
                    assert_eq!(Some(who.side()), s.hidden.as_ref().map(|(side, _)| *side));
                }
                if unit.mounted {
                    assert!(who.kind().mounted.is_some(), "{who} rides");
                }
            }
            assert_eq!(id.name().parse::<ScenarioId>(), Ok(id));
        }
    }

    /// A small scenario in the format, valid, to break one line at a time.
    const SMALL: &str = "\
        # two men at the ford\n\
        title A small fight\n\
        briefing Two men.   # the rest of a line after # is a comment\n\
        map ford\n\
        turns 3\n\
        first outlaws\n\
        tie sheriff\n\
        \n\
        unit robin e5\n\
        unit guard1 m6\n";

    #[test]
    fn scenario_text_reads_every_statement_and_defaults_the_rest() {
        let s = Scenario::parse(SMALL).unwrap();
        assert_eq!(
            (s.title.as_str(), s.briefing.as_str()),
            ("A small fight", "Two men.")
        );
        assert_eq!(
            (s.map, s.turns, s.first, s.tie),
            (MapId::Ford, 3, Side::Outlaws, Side::Sheriff)
        );
        assert_eq!(s.units.len(), 2);
        assert_eq!(s.units[0].at, Some("e5".parse().unwrap()));
        assert_eq!((s.hidden, s.exit, s.hold_ford), (None, None, 0));
        // Both sides score kills unless the `kills` line says otherwise.
        assert_eq!(s.kill_points, [true, true]);
        for (word, scores) in [
            ("both", [true, true]),
            ("none", [false, false]),
            ("outlaws", [true, false]),
            ("sheriff", [false, true]),
        ] {
            let k = Scenario::parse(&format!("{SMALL}kills {word}\n")).unwrap();
            assert_eq!(k.kill_points, scores, "{word}");
            assert_eq!(
                Side::BOTH.map(|side| k.scores_kills(side)),
                scores,
                "{word}"
            );
        }

        // A zone without columns spans the map's width; the last column
        // is t.
        let z = Scenario::parse(&format!("{SMALL}hidden outlaws rows 3-6\n")).unwrap();
        assert_eq!(
            z.hidden.unwrap().1,
            Zone {
                woods: false,
                cols: (0, COLS - 1),
                rows: vec![(2, 5)]
            }
        );
        let z = Scenario::parse(&format!("{SMALL}hidden outlaws columns a-t rows 1-14\n")).unwrap();
        assert_eq!(z.hidden.unwrap().1.cols, (0, 19));
        // … and one without rows its height.
        let z = Scenario::parse(&format!("{SMALL}hidden outlaws columns g-t\n")).unwrap();
        assert_eq!(z.hidden.unwrap().1.rows, vec![(0, ROWS - 1)]);
        // An exit may name only its side and edge: anyone of that side,
        // for his worth.
        let e = Scenario::parse(&format!("{SMALL}exit sheriff east\n")).unwrap();
        assert_eq!(
            e.exit,
            Some(ExitRule {
                side: Side::Sheriff,
                edge: Edge::East,
                only: None,
                points: None
            })
        );
        // A built-in scenario's name reads back as itself.
        for id in ScenarioId::ALL {
            assert_eq!(id.to_string().parse::<ScenarioId>(), Ok(id));
            assert_eq!(id.to_string(), id.name());
        }

        // The first texts (revisions 1 to 4), which never change.
        let ambush = ScenarioId::Ambush.scenario(4);
        let (side, zone) = ambush.hidden.as_ref().unwrap();
        assert_eq!(*side, Side::Outlaws);
        assert_eq!(
            zone,
            &Zone {
                woods: true,
                cols: (6, 19),
                rows: vec![(2, 5), (8, 11)]
            }
        );
        assert_eq!(
            ambush.exit,
            Some(ExitRule {
                side: Side::Sheriff,
                edge: Edge::East,
                only: None,
                points: Some(5)
            })
        );
        let rescue = ScenarioId::Rescue.scenario(4);
        let stutely = Who::by_name("stutely").unwrap();
        assert_eq!(rescue.exit.as_ref().unwrap().only, Some(stutely));
        assert_eq!(
            (
                rescue.exit.as_ref().unwrap().edge,
                rescue.exit.as_ref().unwrap().points
            ),
            (Edge::West, Some(15))
        );
        assert!(rescue.units.iter().any(|u| u.who == stutely && u.bound));
        assert_eq!(ScenarioId::Ford.scenario(crate::RULES).hold_ford, 4);
    }

    /// Every problem a text can have has a sample, for the tests that word
    /// each one in every language.
    #[test]
    fn scenario_problem_samples_cover_every_problem() {
        use Problem::*;
        let kind = |p: &Problem| match p {
            Again { .. } => 0,
            OneWord { .. } => 1,
            NoWords { .. } => 2,
            NotAStatement { .. } => 3,
            NotAMap { .. } => 4,
            NotTurns { .. } => 5,
            NotASide { .. } => 6,
            NotACharacter { .. } => 7,
            NotAHex { .. } => 8,
            NotABand { columns: true, .. } => 9,
            NotABand { columns: false, .. } => 10,
            NotPoints { .. } => 11,
            UnitNeeds => 12,
            Twice { .. } => 13,
            DoesNotRide { .. } => 14,
            NotAUnitWord { .. } => 15,
            HiddenNeedsSide => 16,
            ColumnsNeedBand => 17,
            NotAZoneWord { .. } => 18,
            ExitNeeds => 19,
            NotAnEdge { .. } => 20,
            AfterTheEdge => 21,
            NotKills { .. } => 22,
            Missing { .. } => 23,
            OffTheMap { .. } => 24,
            CannotStand { mounted: true, .. } => 25,
            CannotStand { mounted: false, .. } => 26,
            HeldTwice { .. } => 27,
            HiddenWithoutZone { .. } => 28,
            NoUnit { .. } => 29,
            EmptyZone => 30,
            NotAmongUnits { .. } => 31,
            TooLong => 32,
        };
        let mut seen: Vec<usize> = Problem::samples().iter().map(kind).collect();
        seen.sort_unstable();
        assert_eq!(seen, (0..=32).collect::<Vec<_>>());
    }

    /// A text that cannot be played is refused with the line and the
    /// problem in words; each case is SMALL with one change.
    #[test]
    fn scenario_text_refused_with_its_line_and_problem() {
        let woods = Hex::all().find(|&h| MapId::Ford.map().at(h).is_woods());
        let woods = woods.map(|h| h.to_string()).unwrap_or_default();
        let cases: &[(&str, &str, &str)] = &[
            ("map ford", "map moon", "line 4: 'moon' is not a map (forest-road, village, ford, meadow)"),
            ("turns 3", "turns 0", "line 5: '0' is not a number of turns from 1 to 30"),
            ("first outlaws", "first friars", "line 6: 'friars' is not a side (outlaws, sheriff)"),
            ("tie sheriff", "tie sheriff\ntie outlaws", "line 8: a second 'tie' line"),
            ("unit robin e5", "unit robinhood e5", "line 9: 'robinhood' is not a character of the roster"),
            ("unit robin e5", "unit robin z99", "line 9: 'z99' is not a hex (a1 … t28)"),
            ("unit robin e5", "unit robin e5\nunit robin e6", "line 10: robin is in the forces twice"),
            ("unit guard1 m6", "unit guard1 e5", "line 10: e5 holds two characters"),
            ("unit robin e5", "unit robin hidden", "line 9: robin is hidden, but the scenario has no 'hidden' zone for the outlaws"),
            ("unit robin e5", "unit robin e5 flying", "line 9: 'flying' is not a unit's word (mounted, bound)"),
            ("unit robin e5", "unit robin e5 mounted", "line 9: robin does not ride"),
            ("unit guard1 m6", "unit guard1 m6\nexit outlaws west only guard1", "line 11: guard1 is not among the outlaws' units"),
            ("unit guard1 m6", "unit guard1 m6\nexit sheriff west only guard2", "line 11: guard2 is not among the sheriff' units"),
            ("unit guard1 m6", "unit guard1 m6\nexit sheriff up", "line 11: 'up' is not an edge (west, east, north, south)"),
            ("unit guard1 m6", "unit guard1 m6\nhidden outlaws columns a-b rows 1-2 woods\nford lots", "line 12: 'lots' is not a number of points"),
            ("unit guard1 m6", "unit guard1 m6\nhidden outlaws columns t-a", "line 11: 't-a' is not a band of columns (such as g-t)"),
            // A column is one letter, from a to t on a map 20 columns wide;
            // a row from 1 to the map's last.
            ("unit guard1 m6", "unit guard1 m6\nhidden outlaws columns ab-c", "line 11: 'ab-c' is not a band of columns (such as g-t)"),
            ("unit guard1 m6", "unit guard1 m6\nhidden outlaws columns a-u", "line 11: 'a-u' is not a band of columns (such as g-t)"),
            ("unit guard1 m6", "unit guard1 m6\nhidden outlaws rows 0-3", "line 11: '0-3' is not a band of rows (such as 3-6)"),
            ("unit guard1 m6", "unit guard1 m6\nambush now", "line 11: 'ambush' is not a scenario statement (title, briefing, map, turns, first, tie, unit, hidden, exit, ford, kills)"),
            ("unit guard1 m6", "unit guard1 m6\nkills friars", "line 11: 'friars' is not who scores kills (both, none, outlaws, sheriff)"),
            ("unit guard1 m6", "unit guard1 m6\nkills none\nkills both", "line 12: a second 'kills' line"),
            ("unit guard1 m6", "unit guard1 m6\nkills", "line 11: 'kills' takes one word"),
            ("map ford\n", "", "the scenario has no 'map' line"),
            ("title A small fight\n", "", "the scenario has no 'title' line"),
            ("unit guard1 m6\n", "", "the sheriff have no unit"),
        ];
        for (from, to, said) in cases {
            let text = SMALL.replacen(from, to, 1);
            assert_ne!(text, SMALL, "{from}");
            let e = Scenario::parse(&text).expect_err(said);
            assert_eq!(e.to_string(), *said, "{text}");
        }
        // Riding onto trees (the map's woods): horses may not.
        assert!(!woods.is_empty(), "the ford's map has woods");
        let text = SMALL.replacen(
            "unit guard1 m6",
            &format!("unit knight1 {woods} mounted"),
            1,
        );
        let e = Scenario::parse(&text).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("line 10: knight1 cannot stand on {woods} riding")
        );
        let on_foot = SMALL.replacen("unit guard1 m6", &format!("unit knight1 {woods}"), 1);
        assert!(Scenario::parse(&on_foot).is_ok(), "on foot he may");
        // A zone with no hex of the map in it: the ford's bank at row 7, in
        // the woods only, where it has none.
        let bare = SMALL.replacen(
            "unit robin e5",
            "unit robin hidden\nhidden outlaws woods columns j-k rows 7-7",
            1,
        );
        match Scenario::parse(&bare) {
            Err(e) => assert_eq!(e.to_string(), "line 10: the zone holds no hex of the map"),
            Ok(s) => panic!("a zone of {:?}", s.hidden),
        }
    }
}
