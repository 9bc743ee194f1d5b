//! The maps, as plain data: one character per hex, row by row (see
//! [`Ground::from_symbol`] for the key). Each hex's ground is a row of the
//! rulebook's terrain table, or water (ours: the table has no stream).
//!
//! Walls, windows and doors are whole hexes, as the terrain table lists
//! them (*mur de bâtiment*, *fenêtre*, *porte*), not hex sides.

mod ford;
mod forest_road;
mod meadow;
mod village;

use crate::hex::{Hex, COLS, HEXES, ROWS};
use crate::tables::{terrain, Terrain, TerrainEffects};
use serde::{Deserialize, Serialize};
use std::fmt;
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
            Ground::Off => ' ',
        }
    }

    /// The terrain table's row for this ground; `None` for water and off
    /// the map.
    pub fn terrain(self) -> Option<Terrain> {
        match self {
            Ground::Land(t) => Some(t),
            Ground::Ford => Some(Terrain::Flat),
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

    /// The parsed map (parsed once).
    pub fn map(self) -> &'static Map {
        static MAPS: [OnceLock<Map>; MapId::ALL.len()] =
            [const { OnceLock::new() }; MapId::ALL.len()];
        MAPS[self as usize].get_or_init(|| Map::parse(self.rows()).expect("the maps are valid"))
    }
}

/// Every hex's ground, with tables derived from it: movement costs, and
/// line of sight and cover between every two hexes (each source hex's row
/// computed on first use by `sight`, then read).
#[derive(Clone)]
pub struct Map {
    /// Its rows, from the top of the grid; the grid's others are `Off`.
    rows: u8,
    /// Every hex of the grid's ground, by [`Hex::index`].
    ground: Vec<Ground>,
    /// Movement cost to enter each hex, on foot and mounted; 0: barred.
    cost: [Vec<u8>; 2],
    sight: Vec<OnceLock<Box<[u8]>>>,
}

impl PartialEq for Map {
    fn eq(&self, other: &Map) -> bool {
        self.ground == other.ground
    }
}

impl Eq for Map {}

impl Map {
    /// Reads the rows of a map drawing, 1 to `ROWS` rows of `COLS` symbols.
    pub fn parse(rows: &[&str]) -> Result<Map, String> {
        if rows.is_empty() || rows.len() > usize::from(ROWS) {
            return Err(format!("{} rows, not 1 to {ROWS}", rows.len()));
        }
        let mut ground = Vec::with_capacity(HEXES);
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
                ground
                    .push(Ground::from_symbol(ch).ok_or_else(|| {
                        format!("row {} column {}: unknown '{ch}'", r + 1, c + 1)
                    })?);
            }
        }
        ground.resize(HEXES, Ground::Off);
        let cost = [false, true].map(|mounted| {
            ground
                .iter()
                .map(|g| g.cost(mounted).unwrap_or(0))
                .collect()
        });
        let sight = (0..ground.len()).map(|_| OnceLock::new()).collect();
        Ok(Map {
            rows: rows.len() as u8,
            ground,
            cost,
            sight,
        })
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

    /// The sight table's entry from `from` to `to` (see `sight`), computing
    /// `from`'s row on first use.
    pub(crate) fn sight_entry(&self, from: Hex, to: Hex, row: impl FnOnce() -> Box<[u8]>) -> u8 {
        self.sight[from.index()].get_or_init(row)[to.index()]
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
    /// window or a door: the walls are closed.
    #[test]
    fn map_houses_are_closed_by_walls() {
        let map = MapId::Village.map();
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

    #[test]
    fn maps_have_the_terrains_they_promise() {
        let has = |id: MapId, g: Ground| Hex::all().any(|h| id.map().at(h) == g);
        use Terrain::*;
        for t in [Flat, Brush, Tree] {
            assert!(has(MapId::ForestRoad, Ground::Land(t)));
        }
        for t in [HouseInterior, Wall, Window, OuterCorner, DoorOrGate, Flat] {
            assert!(has(MapId::Village, Ground::Land(t)), "{t:?}");
        }
        assert!(has(MapId::Ford, Ground::Water));
        assert!(has(MapId::Ford, Ground::Ford));
        assert!(has(MapId::Ford, Ground::Land(BankTop)));
    }
}
