//! The maps, as plain data: one character per hex, row by row (see
//! [`Ground::from_symbol`] for the key). Each hex's ground is a row of the
//! rulebook's terrain table, or water (ours: the table has no stream).
//!
//! Each map is drawn twice. On whole hexes (rules revisions 1 to 3), walls,
//! windows and doors are hexes, as the terrain table lists them (*mur de
//! bâtiment*, *fenêtre*, *porte*). On hex sides (revision 4, as boards of
//! this family draw them), a house is its rooms and a yard its ground, and
//! what stands between two hexes is a [`Border`]: the sides of a house or
//! yard facing out are walls, windows or doors. The terrain table's rows
//! are read for them so (ours):
//! - a wall side: not crossed, and nothing is seen or fought across it;
//! - a window side: crossed on foot for the window's 4 points (*pour
//!   l'enjamber*) in place of the hex's cost, horses barred; no melee across
//!   it (*combat impossible à travers fenêtre*); seen across;
//! - a door or gate side: crossed for the cost of the hex entered; seen and
//!   fought across; who stands on its inner side holds the doorway: the
//!   door's row is his cover when shot through it and his ground in a
//!   melee across it.

mod ford;
mod forest_road;
mod meadow;
mod village;

use crate::hex::{Hex, COLS, HEXES, ROWS};
use crate::tables::{terrain, Terrain, TerrainEffects};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::OnceLock;

/// What a hex is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ground {
    /// A row of the terrain table.
    Land(Terrain),
    /// A stream too deep to wade (ours): nobody may enter; it neither blocks
    /// sight nor gives cover.
    Water,
    /// Where a road fords a stream (ours): flat ground for every rule, named
    /// apart so that scenarios can score holding it.
    Ford,
    /// Inside a walled yard (ours, maps drawn on hex sides): flat ground for
    /// every rule, the yard's outward sides its walls and gates.
    Yard,
    /// Below the last row of a map shorter than the grid: nobody enters it,
    /// and no line of sight runs through it (as none ran off the map before
    /// maps could be longer).
    Off,
}

impl Ground {
    /// The map key: `.` flat, `^` bank top, `"` brush, `T` tree, `h` inside a
    /// house, `#` wall, `w` window, `c` outer corner of a building, `d` door
    /// or yard gate, `~` water, `=` ford.
    pub fn from_symbol(c: char) -> Option<Ground> {
        use Terrain::*;
        Some(match c {
            '.' => Ground::Land(Flat),
            '^' => Ground::Land(BankTop),
            '"' => Ground::Land(Brush),
            'T' => Ground::Land(Tree),
            'h' => Ground::Land(HouseInterior),
            '#' => Ground::Land(Wall),
            'w' => Ground::Land(Window),
            'c' => Ground::Land(OuterCorner),
            'd' => Ground::Land(DoorOrGate),
            '~' => Ground::Water,
            '=' => Ground::Ford,
            _ => return None,
        })
    }

    /// The key of a map drawn on hex sides, with what each building hex's
    /// outward sides are: `h`, `w`, `d` a house's room whose outward sides
    /// are walls, windows or doors; `y`, `g` a yard's ground whose outward
    /// sides are walls or gates; `c` an outer corner (a hex outside, at a
    /// building's corner); `.`, `^`, `"`, `T`, `~`, `=` as on whole hexes.
    /// No hex is a wall, a window or a door.
    pub fn from_sided_symbol(c: char) -> Option<(Ground, Border)> {
        let house = Ground::Land(Terrain::HouseInterior);
        Some(match c {
            'h' => (house, Border::Wall),
            'w' => (house, Border::Window),
            'd' => (house, Border::Door),
            'y' => (Ground::Yard, Border::Wall),
            'g' => (Ground::Yard, Border::Door),
            '#' => return None,
            c => (Ground::from_symbol(c)?, Border::Open),
        })
    }

    pub fn symbol(self) -> char {
        use Terrain::*;
        match self {
            Ground::Land(Flat) => '.',
            Ground::Land(BankTop) => '^',
            Ground::Land(Brush) => '"',
            Ground::Land(Tree) => 'T',
            Ground::Land(HouseInterior) => 'h',
            Ground::Land(Wall) => '#',
            Ground::Land(Window) => 'w',
            Ground::Land(OuterCorner) => 'c',
            Ground::Land(DoorOrGate) => 'd',
            Ground::Water => '~',
            Ground::Ford => '=',
            Ground::Yard => 'y',
            Ground::Off => ' ',
        }
    }

    /// The terrain table's row for this ground; `None` for water and off
    /// the map.
    pub fn terrain(self) -> Option<Terrain> {
        match self {
            Ground::Land(t) => Some(t),
            Ground::Ford | Ground::Yard => Some(Terrain::Flat),
            Ground::Water | Ground::Off => None,
        }
    }

    /// The terrain table's effects; `None` for water and off the map.
    pub fn effects(self) -> Option<TerrainEffects> {
        self.terrain().map(terrain)
    }

    /// Movement points to enter, on foot or mounted; `None` if barred.
    pub fn cost(self, mounted: bool) -> Option<u8> {
        let e = self.effects()?;
        if mounted && e.horses_barred {
            return None;
        }
        e.cost
    }

    /// Tree or brush: the woods that hide and that sight sees only one hex into.
    pub fn is_woods(self) -> bool {
        matches!(self, Ground::Land(Terrain::Tree | Terrain::Brush))
    }

    /// A hex of a building's outline: wall, window or door.
    pub fn is_building_edge(self) -> bool {
        matches!(
            self,
            Ground::Land(Terrain::Wall | Terrain::Window | Terrain::DoorOrGate)
        )
    }

    /// A house's room or a yard's ground: inside a building's walls.
    pub fn is_enclosed(self) -> bool {
        matches!(self, Ground::Land(Terrain::HouseInterior) | Ground::Yard)
    }
}

/// What stands on the side between two neighbouring hexes (maps drawn on
/// hex sides; on whole hexes every side is open).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Border {
    Open,
    Wall,
    Window,
    /// A house door or a yard gate.
    Door,
}

impl Border {
    /// The terrain table's row for it; `None` for an open side.
    pub fn terrain(self) -> Option<Terrain> {
        match self {
            Border::Open => None,
            Border::Wall => Some(Terrain::Wall),
            Border::Window => Some(Terrain::Window),
            Border::Door => Some(Terrain::DoorOrGate),
        }
    }

    /// A window or a door: seen through.
    pub fn is_opening(self) -> bool {
        matches!(self, Border::Window | Border::Door)
    }

    /// The cost of a step across this side into `ground`; `None` if barred.
    fn step(self, ground: Ground, mounted: bool) -> Option<u8> {
        match self {
            Border::Wall => None,
            // Climbing through costs the window's points in place of the
            // room's, where horses could go neither way.
            Border::Window => {
                let w = crate::tables::terrain(self.terrain()?);
                if mounted && w.horses_barred {
                    return None;
                }
                ground.cost(mounted).and(w.cost)
            }
            Border::Open | Border::Door => ground.cost(mounted),
        }
    }
}

/// How a map is drawn, which the rules revision decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Drawing {
    /// Walls, windows and doors are hexes (revisions 1 to 3).
    Hexes,
    /// Walls, windows and doors stand on hex sides (revision 4).
    Sides,
}

/// The maps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MapId {
    /// A road running west to east through thick woods.
    ForestRoad,
    /// Two houses, and a walled yard with a gate.
    Village,
    /// A stream running north to south, fordable at two hexes.
    Ford,
    /// Two boards joined north to south: meadows, a stream across the
    /// middle that the road fords, a farm and a mill.
    Meadow,
}

impl MapId {
    pub const ALL: [MapId; 4] = [
        MapId::ForestRoad,
        MapId::Village,
        MapId::Ford,
        MapId::Meadow,
    ];

    fn rows(self) -> &'static [&'static str] {
        match self {
            MapId::ForestRoad => &forest_road::ROWS,
            MapId::Village => &village::ROWS,
            MapId::Ford => &ford::ROWS,
            MapId::Meadow => &meadow::ROWS,
        }
    }

    /// Whether the map has a road.
    pub fn has_road(self) -> bool {
        matches!(self, MapId::ForestRoad | MapId::Meadow)
    }

    /// Whether `h` is on the map's road: two rows west to east, or two
    /// columns north to south (0-based). Drawn only: a road is flat ground
    /// to the rules (the terrain table has no road).
    pub fn is_road(self, h: Hex) -> bool {
        match self {
            MapId::ForestRoad => (forest_road::ROAD.0..=forest_road::ROAD.1).contains(&h.row),
            MapId::Meadow => (meadow::ROAD.0..=meadow::ROAD.1).contains(&h.col),
            MapId::Village | MapId::Ford => false,
        }
    }

    /// The drawing on hex sides: the rows that differ from the whole-hex
    /// drawing (none on the maps without buildings).
    fn sided_rows(self) -> Vec<&'static str> {
        let changed: &[(usize, &str)] = match self {
            MapId::Village => &village::SIDED,
            MapId::Meadow => &meadow::SIDED,
            MapId::ForestRoad | MapId::Ford => &[],
        };
        let mut rows = self.rows().to_vec();
        for &(r, row) in changed {
            rows[r] = row;
        }
        rows
    }

    /// The map as `drawing` draws it (parsed once).
    pub fn drawn(self, drawing: Drawing) -> &'static Map {
        static MAPS: [[OnceLock<Map>; MapId::ALL.len()]; 2] =
            [const { [const { OnceLock::new() }; MapId::ALL.len()] }; 2];
        MAPS[drawing as usize][self as usize].get_or_init(|| {
            match drawing {
                Drawing::Hexes => Map::parse(self.rows()),
                Drawing::Sides => Map::parse_sided(&self.sided_rows()),
            }
            .expect("the maps are valid")
        })
    }

    /// The map as new games draw it (on hex sides): for what both drawings
    /// share (woods, fords, water, the hexes a character may stand on).
    pub fn map(self) -> &'static Map {
        self.drawn(Drawing::Sides)
    }
}

/// A step from a hex to a neighbour, as the movement search reads it: the
/// neighbour's [`Hex::index`] and the step's cost (0: barred). Every hex has
/// six, so the search's inner loop has no count to check: a hex with fewer
/// neighbours (on the grid's edge) fills the rest with barred steps to
/// itself.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Link {
    pub(crate) to: u16,
    pub(crate) cost: u8,
}

/// Every hex's ground, with tables derived from it: movement costs, and
/// line of sight and cover between every two hexes (each entry worked out
/// by `sight` on first use, then read).
pub struct Map {
    /// Its rows, from the top of the grid; the grid's others are `Off`.
    rows: u8,
    /// Every hex of the grid's ground, by [`Hex::index`].
    ground: Vec<Ground>,
    /// Movement cost to enter each hex, on foot and mounted; 0: barred.
    cost: [Vec<u8>; 2],
    /// What stands on each hex's sides, in [`Hex::neighbours`] order.
    borders: Vec<[Border; 6]>,
    /// Each step from a hex to its neighbours (in [`Hex::neighbours`]
    /// order, then barred fillers up to six), on foot and mounted.
    links: [Vec<[Link; 6]>; 2],
    drawing: Drawing,
    /// What each building hex's outward sides are (maps drawn on sides).
    outward: Vec<Border>,
    /// By source hex, then target hex: [`UNWORKED`] until first asked. An
    /// entry, not a row, at a time: a man on a new hex is asked about the
    /// few hexes where men stand, where a row was some 280 readings of a
    /// line (a few milliseconds of a phone's click).
    sight: Vec<OnceLock<Box<[AtomicU8]>>>,
}

/// A sight entry not yet worked out (`sight`'s entries never are 0xFF).
pub(crate) const UNWORKED: u8 = 0xFF;

impl Map {
    /// Reads the rows of a map drawn on whole hexes, 1 to `ROWS` rows of
    /// `COLS` symbols ([`Ground::from_symbol`]).
    pub fn parse(rows: &[&str]) -> Result<Map, String> {
        let marks = Self::read(rows, |c| Some((Ground::from_symbol(c)?, Border::Open)))?;
        Ok(Self::build(rows.len() as u8, marks, Drawing::Hexes))
    }

    /// Reads the rows of a map drawn on hex sides ([`Ground::from_sided_symbol`]):
    /// a side between a house's room or a yard and a hex outside it is what
    /// the building hex's symbol says its outward sides are (a house's,
    /// where it meets a yard). No building hex is on the map's edge, so
    /// nobody leaves the map through a wall.
    pub fn parse_sided(rows: &[&str]) -> Result<Map, String> {
        let marks = Self::read(rows, Ground::from_sided_symbol)?;
        let last = rows.len() as u8 - 1;
        for h in Hex::all().filter(|h| h.row <= last) {
            let edge = h.col == 0 || h.col + 1 == COLS || h.row == 0 || h.row == last;
            if edge && marks[h.index()].0.is_enclosed() {
                return Err(format!(
                    "row {} column {}: a building on the map's edge",
                    h.row + 1,
                    h.col + 1
                ));
            }
        }
        Ok(Self::build(rows.len() as u8, marks, Drawing::Sides))
    }

    /// Each hex's ground and what its outward sides are, by [`Hex::index`].
    fn read(
        rows: &[&str],
        key: impl Fn(char) -> Option<(Ground, Border)>,
    ) -> Result<Vec<(Ground, Border)>, String> {
        if rows.is_empty() || rows.len() > usize::from(ROWS) {
            return Err(format!("{} rows, not 1 to {ROWS}", rows.len()));
        }
        let mut marks = Vec::with_capacity(HEXES);
        for (r, row) in rows.iter().enumerate() {
            let cells: Vec<char> = row.chars().collect();
            if cells.len() != usize::from(COLS) {
                return Err(format!(
                    "row {} has {} hexes, not {COLS}",
                    r + 1,
                    cells.len()
                ));
            }
            for (c, &ch) in cells.iter().enumerate() {
                marks
                    .push(key(ch).ok_or_else(|| {
                        format!("row {} column {}: unknown '{ch}'", r + 1, c + 1)
                    })?);
            }
        }
        marks.resize(HEXES, (Ground::Off, Border::Open));
        Ok(marks)
    }

    fn build(rows: u8, marks: Vec<(Ground, Border)>, drawing: Drawing) -> Map {
        let ground: Vec<Ground> = marks.iter().map(|&(g, _)| g).collect();
        let cost = [false, true].map(|mounted| {
            ground
                .iter()
                .map(|g| g.cost(mounted).unwrap_or(0))
                .collect()
        });
        // A house's mark wins where it meets a yard; an open side elsewhere.
        let border = |a: Hex, b: Hex| {
            let ((ga, ma), (gb, mb)) = (marks[a.index()], marks[b.index()]);
            let house = Ground::Land(Terrain::HouseInterior);
            match (ga.is_enclosed(), gb.is_enclosed()) {
                _ if ga == gb => Border::Open,
                (true, true) if ga == house => ma,
                (true, true) => mb,
                (true, false) => ma,
                (false, true) => mb,
                (false, false) => Border::Open,
            }
        };
        let mut borders = vec![[Border::Open; 6]; HEXES];
        let barred: Vec<_> = (0..HEXES as u16)
            .map(|to| [Link { to, cost: 0 }; 6])
            .collect();
        let mut links = [barred.clone(), barred];
        for h in Hex::all() {
            for (k, n) in h.neighbours().enumerate() {
                let b = border(h, n);
                borders[h.index()][k] = b;
                for mounted in [false, true] {
                    links[usize::from(mounted)][h.index()][k] = Link {
                        to: n.index() as u16,
                        cost: b.step(ground[n.index()], mounted).unwrap_or(0),
                    };
                }
            }
        }
        let sight = (0..ground.len()).map(|_| OnceLock::new()).collect();
        Map {
            rows,
            ground,
            cost,
            borders,
            links,
            drawing,
            outward: marks.iter().map(|&(_, b)| b).collect(),
            sight,
        }
    }

    /// The drawing's symbol for `h` ([`Ground::from_symbol`],
    /// [`Ground::from_sided_symbol`]).
    pub fn symbol(&self, h: Hex) -> char {
        match (self.ground[h.index()], self.outward[h.index()]) {
            (Ground::Yard, Border::Door) => 'g',
            (Ground::Land(Terrain::HouseInterior), Border::Window) => 'w',
            (Ground::Land(Terrain::HouseInterior), Border::Door) => 'd',
            (g, _) => g.symbol(),
        }
    }

    /// How the map is drawn.
    pub fn drawing(&self) -> Drawing {
        self.drawing
    }

    /// How many rows it has (the grid's first ones).
    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// Whether `hex` is on this map.
    pub fn contains(&self, hex: Hex) -> bool {
        hex.row < self.rows
    }

    /// Every hex of this map, column by column (in [`Hex::all`]'s order).
    pub fn hexes(&self) -> impl Iterator<Item = Hex> + '_ {
        Hex::all().filter(|&h| self.contains(h))
    }

    pub fn at(&self, hex: Hex) -> Ground {
        self.ground[hex.index()]
    }

    /// [`Ground::cost`] of `hex`, from the map's table.
    pub fn cost(&self, hex: Hex, mounted: bool) -> Option<u8> {
        match self.cost[usize::from(mounted)][hex.index()] {
            0 => None,
            c => Some(c),
        }
    }

    /// Which of `a`'s sides it shares with `b`, in [`Hex::neighbours`]
    /// order; `None` if they are not neighbours.
    fn side(a: Hex, b: Hex) -> Option<usize> {
        a.neighbours().position(|n| n == b)
    }

    /// What stands on the side between `a` and its neighbour `b` (open
    /// between hexes that are not neighbours).
    pub fn border(&self, a: Hex, b: Hex) -> Border {
        Self::side(a, b).map_or(Border::Open, |k| self.borders[a.index()][k])
    }

    /// Whether one at `at` holds a doorway against `facing`: he stands on
    /// the inner side of the door or gate between them (the door's row of
    /// the terrain table is then his, for cover and in melee).
    pub fn holds_doorway(&self, at: Hex, facing: Hex) -> bool {
        self.border(at, facing) == Border::Door && self.at(at).is_enclosed()
    }

    /// What stands on each of `h`'s sides, in [`Hex::neighbours`] order.
    pub fn borders(&self, h: Hex) -> &[Border; 6] {
        &self.borders[h.index()]
    }

    /// Every hex's steps to its neighbours, by [`Hex::index`], on foot or
    /// mounted.
    pub(crate) fn links(&self, mounted: bool) -> &[[Link; 6]] {
        &self.links[usize::from(mounted)]
    }

    /// The movement cost of a step from `from` to its neighbour `to`
    /// (`None`: barred, or not neighbours).
    pub fn step(&self, from: Hex, to: Hex, mounted: bool) -> Option<u8> {
        match self.links(mounted)[from.index()][Self::side(from, to)?].cost {
            0 => None,
            c => Some(c),
        }
    }

    /// Whether a recoil may go from `from` into its neighbour `to`: onto
    /// ground the character may enter, across no wall and (ours: a recoil is
    /// a step back, not a climb) no window.
    pub fn recoils_across(&self, from: Hex, to: Hex, mounted: bool) -> bool {
        self.at(to).cost(mounted).is_some()
            && matches!(self.border(from, to), Border::Open | Border::Door)
    }

    /// The sight table's entry from `from` to `to` (see `sight`), worked
    /// out by `work` on first use. Threads that race on it work out the same
    /// value, so plain loads and stores do.
    pub(crate) fn sight_entry(&self, from: Hex, to: Hex, work: impl FnOnce() -> u8) -> u8 {
        let row = self.sight[from.index()]
            .get_or_init(|| (0..HEXES).map(|_| AtomicU8::new(UNWORKED)).collect());
        let entry = &row[to.index()];
        match entry.load(Ordering::Relaxed) {
            UNWORKED => {
                let worked = work();
                entry.store(worked, Ordering::Relaxed);
                worked
            }
            known => known,
        }
    }
}

impl fmt::Debug for Map {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Map")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn maps_parse_with_every_hex_known() {
        for id in MapId::ALL {
            let map = id.map();
            assert_eq!(Hex::all().count(), map.ground.len(), "{id:?}");
            assert_eq!(
                map.hexes().count(),
                usize::from(COLS) * usize::from(map.rows()),
                "{id:?}"
            );
            for h in Hex::all() {
                assert_eq!(map.contains(h), map.at(h) != Ground::Off, "{id:?} {h}");
            }
        }
    }

    /// A map has 1 to 28 rows of 20 hexes: none, or more than the grid
    /// holds, is refused; fewer rows leave the rest of the grid off it.
    #[test]
    fn map_rows_from_one_to_the_grid() {
        let row = ".".repeat(usize::from(COLS));
        let rows = |n: usize| vec![row.as_str(); n];
        assert!(Map::parse(&rows(0)).is_err());
        assert!(Map::parse(&rows(usize::from(ROWS) + 1)).is_err());
        assert_eq!(Map::parse(&rows(1)).unwrap().rows(), 1);
        let full = Map::parse(&rows(usize::from(ROWS))).unwrap();
        assert_eq!(full.hexes().count(), HEXES);
        let one = Map::parse(&rows(1)).unwrap();
        assert!(one.contains(Hex::new(19, 0).unwrap()) && !one.contains(Hex::new(0, 1).unwrap()));
        assert_eq!(one.at(Hex::new(0, 1).unwrap()), Ground::Off);
        assert_eq!(one.cost(Hex::new(0, 1).unwrap(), false), None);
        assert!(
            Map::parse(&[".".repeat(19).as_str()]).is_err(),
            "19 hexes in a row"
        );
    }

    #[test]
    fn map_symbols_round_trip() {
        for c in ".^\"Thwcd#~=".chars() {
            assert_eq!(Ground::from_symbol(c).unwrap().symbol(), c);
        }
        assert!(Ground::from_symbol('x').is_none());
    }

    /// The forest road is drawn on two rows of flat ground, from edge to edge.
    #[test]
    fn map_forest_road_is_flat_ground_across() {
        let map = MapId::ForestRoad.map();
        let road: Vec<Hex> = map
            .hexes()
            .filter(|&h| MapId::ForestRoad.is_road(h))
            .collect();
        assert_eq!(road.len(), 2 * usize::from(COLS), "two rows");
        for h in road {
            assert_eq!(map.at(h), Ground::Land(Terrain::Flat), "{h}");
        }
    }

    /// The forest road runs west to east, the meadow's north to south; the
    /// village and the ford have none. A road is flat ground (or a ford)
    /// from edge to edge.
    #[test]
    fn map_roads_run_edge_to_edge_where_a_map_has_one() {
        for id in MapId::ALL {
            let map = id.map();
            let road: Vec<Hex> = map.hexes().filter(|&h| id.is_road(h)).collect();
            assert_eq!(id.has_road(), !road.is_empty(), "{id:?}");
            for &h in &road {
                assert!(
                    matches!(map.at(h), Ground::Land(Terrain::Flat) | Ground::Ford),
                    "{id:?} {h}"
                );
            }
        }
        let meadow = MapId::Meadow.map();
        let road: Vec<Hex> = meadow
            .hexes()
            .filter(|&h| MapId::Meadow.is_road(h))
            .collect();
        assert_eq!(
            road.len(),
            2 * usize::from(meadow.rows()),
            "two columns, every row"
        );
        assert!(road.iter().all(|h| (9..=10).contains(&h.col)));
        assert!(!MapId::Village.has_road() && !MapId::Ford.has_road());
    }

    /// From the map's edge one reaches a house's inside only through a
    /// window or a door: the walls are closed (maps drawn on whole hexes).
    #[test]
    fn map_houses_are_closed_by_walls() {
        let map = MapId::Village.drawn(Drawing::Hexes);
        let mut seen = vec![false; map.ground.len()];
        let mut todo: Vec<Hex> = Hex::all()
            .filter(|h| h.col == 0 || h.row == 0)
            .filter(|&h| map.at(h) != Ground::Land(Terrain::Wall))
            .collect();
        while let Some(h) = todo.pop() {
            if std::mem::replace(&mut seen[h.index()], true) {
                continue;
            }
            let g = map.at(h);
            assert_ne!(g, Ground::Land(Terrain::HouseInterior), "{h} reached");
            if matches!(g, Ground::Land(Terrain::Window | Terrain::DoorOrGate)) {
                continue;
            }
            todo.extend(
                h.neighbours()
                    .filter(|&n| map.at(n) != Ground::Land(Terrain::Wall)),
            );
        }
        assert!(Hex::all().any(|h| map.at(h) == Ground::Land(Terrain::HouseInterior)));
    }

    /// Drawn on hex sides, a room or a yard is reached from the map's edge
    /// only by crossing a window or a door side: the walls are closed, and
    /// every building has an opening.
    #[test]
    fn map_sides_houses_and_yards_are_closed_by_walls() {
        for id in [MapId::Village, MapId::Meadow] {
            let map = id.drawn(Drawing::Sides);
            let mut seen = vec![false; map.ground.len()];
            let mut todo: Vec<Hex> = map.hexes().filter(|h| h.col == 0 || h.row == 0).collect();
            let mut openings = 0;
            while let Some(h) = todo.pop() {
                if std::mem::replace(&mut seen[h.index()], true) {
                    continue;
                }
                assert!(!map.at(h).is_enclosed(), "{id:?} {h} reached");
                for (k, n) in h.neighbours().enumerate() {
                    match map.borders(h)[k] {
                        Border::Open => todo.push(n),
                        Border::Wall => assert!(map.at(n).is_enclosed(), "{id:?} {h} {n}"),
                        Border::Window | Border::Door => openings += 1,
                    }
                }
            }
            assert!(openings > 0, "{id:?}");
            assert!(map.hexes().any(|h| map.at(h).is_enclosed()), "{id:?}");
        }
    }

    /// A side is the same seen from either hex; on whole hexes every side
    /// is open; a step's cost is the hex's, but across a window (4 on foot,
    /// never mounted) or a wall (barred).
    #[test]
    fn map_sides_read_the_same_from_both_hexes_and_price_each_step() {
        let window = terrain(Terrain::Window).cost;
        for id in MapId::ALL {
            for drawing in [Drawing::Hexes, Drawing::Sides] {
                let map = id.drawn(drawing);
                for a in map.hexes() {
                    for n in a.neighbours().filter(|&n| map.contains(n)) {
                        let b = map.border(a, n);
                        assert_eq!(b, map.border(n, a), "{id:?} {a} {n}");
                        if drawing == Drawing::Hexes {
                            assert_eq!(b, Border::Open);
                        }
                        for mounted in [false, true] {
                            let expected = match b {
                                Border::Wall => None,
                                Border::Window if mounted => None,
                                Border::Window => map.cost(n, false).and(window),
                                Border::Open | Border::Door => map.cost(n, mounted),
                            };
                            assert_eq!(map.step(a, n, mounted), expected, "{id:?} {a} {n}");
                        }
                    }
                }
            }
        }
        let village = MapId::Village.drawn(Drawing::Sides);
        let (i3, h3, i4, h4) = (hx("i3"), hx("h3"), hx("i4"), hx("h4"));
        assert_eq!(village.border(i3, h3), Border::Window);
        assert_eq!(village.step(i3, h3, false), Some(4));
        assert_eq!(village.border(i4, h4), Border::Wall);
        assert_eq!(village.border(hx("b4"), hx("c4")), Border::Door);
        assert_eq!(village.border(hx("h3"), hx("h4")), Border::Open, "inside");
        assert_eq!(village.border(hx("b11"), hx("c11")), Border::Door, "a gate");
        assert_eq!(
            village.border(hx("b10"), hx("c10")),
            Border::Wall,
            "the yard's"
        );
        assert_eq!(
            village.step(hx("a1"), hx("c3"), false),
            None,
            "not neighbours"
        );
    }

    /// Drawn on sides, each map's symbols read back, '#' is no hex, and no
    /// building may stand on the map's edge.
    #[test]
    fn map_sides_symbols_and_buildings_off_the_edge() {
        for id in MapId::ALL {
            let map = id.drawn(Drawing::Sides);
            for (r, row) in id.sided_rows().iter().enumerate() {
                for (c, ch) in row.chars().enumerate() {
                    assert_eq!(map.symbol(Hex::new(c as u8, r as u8).unwrap()), ch);
                }
            }
        }
        let flat = ".".repeat(20);
        let with = |r: usize, row: &str| {
            let mut rows = vec![flat.clone(); 14];
            rows[r] = row.to_string();
            rows
        };
        let parse = |rows: Vec<String>| {
            Map::parse_sided(&rows.iter().map(String::as_str).collect::<Vec<_>>())
        };
        assert!(parse(with(3, "....hh..............")).is_ok());
        assert!(
            parse(with(3, "....#...............")).is_err(),
            "a wall hex"
        );
        for edge in ["h...................", "...................y"] {
            assert!(parse(with(3, edge)).is_err(), "{edge}");
        }
        assert!(parse(with(0, "....h...............")).is_err(), "first row");
        assert!(parse(with(13, "....g...............")).is_err(), "last row");
        assert_eq!(
            Map::parse_sided(&[flat.as_str(), "....h...............", flat.as_str()])
                .map(|m| m.rows()),
            Ok(3),
            "a short map's last row is its edge"
        );
        assert!(Map::parse_sided(&[flat.as_str(), "....h..............."]).is_err());
    }

    /// Where a house's room meets a yard, the side is the house's: a wall
    /// unless the room's symbol opens it (a yard's gate opens only onto
    /// the outside).
    #[test]
    fn map_sides_a_house_meeting_a_yard_is_the_houses_side() {
        let flat = ".".repeat(20);
        let between = |pair: &str| {
            let mut rows = vec![flat.clone(); 14];
            rows[3] = format!("....{pair}..............");
            let m = Map::parse_sided(&rows.iter().map(String::as_str).collect::<Vec<_>>()).unwrap();
            let (house, yard) = (hx("e4"), hx("f4"));
            assert_eq!(m.border(house, yard), m.border(yard, house), "{pair}");
            m.border(house, yard)
        };
        assert_eq!(between("hg"), Border::Wall);
        assert_eq!(between("dy"), Border::Door);
        assert_eq!(between("wg"), Border::Window);
    }

    fn hx(s: &str) -> Hex {
        s.parse().unwrap()
    }

    #[test]
    fn maps_have_the_terrains_they_promise() {
        let has = |id: MapId, g: Ground| Hex::all().any(|h| id.drawn(Drawing::Hexes).at(h) == g);
        use Terrain::*;
        for t in [Flat, Brush, Tree] {
            assert!(has(MapId::ForestRoad, Ground::Land(t)));
        }
        for t in [HouseInterior, Wall, Window, OuterCorner, DoorOrGate, Flat] {
            assert!(has(MapId::Village, Ground::Land(t)), "{t:?}");
        }
        let sided = |id: MapId, g: Ground| Hex::all().any(|h| id.drawn(Drawing::Sides).at(h) == g);
        for g in [
            Ground::Land(HouseInterior),
            Ground::Land(OuterCorner),
            Ground::Yard,
        ] {
            assert!(sided(MapId::Village, g), "{g:?}");
        }
        for t in [Wall, Window, DoorOrGate] {
            assert!(!sided(MapId::Village, Ground::Land(t)), "{t:?} on a side");
        }
        assert!(has(MapId::Ford, Ground::Water));
        assert!(has(MapId::Ford, Ground::Ford));
        assert!(has(MapId::Ford, Ground::Land(BankTop)));
    }
}
