//! Hex geometry: flat-topped hexes in "odd-q" offset coordinates (odd
//! columns sit half a hex lower), named like `e5` (column letter, row from
//! 1). Distances and lines are computed in cube coordinates.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Map width in hexes (columns `a` … `t`).
pub const COLS: u8 = 20;
/// The most rows a map has (rows 1 … 28: two boards of 14 joined); a map
/// may have fewer ([`crate::maps::Map::rows`]), the hexes below them being
/// off the map.
pub const ROWS: u8 = 28;

/// One hex of the grid, always inside it (and on a map only if the map has
/// its row).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Hex {
    pub col: u8,
    pub row: u8,
}

/// Cube coordinates (x + y + z = 0), for arithmetic only.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Cube {
    x: i32,
    y: i32,
    z: i32,
}

const DIRECTIONS: [(i32, i32, i32); 6] = [
    (1, -1, 0),
    (1, 0, -1),
    (0, 1, -1),
    (-1, 1, 0),
    (-1, 0, 1),
    (0, -1, 1),
];

impl Hex {
    /// The hex at `col`, `row` (both from 0), if it is on the grid.
    pub fn new(col: u8, row: u8) -> Option<Hex> {
        (col < COLS && row < ROWS).then_some(Hex { col, row })
    }

    /// Every hex of the grid, column by column (a map's own:
    /// [`crate::maps::Map::hexes`]).
    pub fn all() -> impl Iterator<Item = Hex> {
        (0..COLS).flat_map(|col| (0..ROWS).map(move |row| Hex { col, row }))
    }

    /// A dense index `0..COLS*ROWS`, for per-hex arrays.
    pub fn index(self) -> usize {
        usize::from(self.row) * usize::from(COLS) + usize::from(self.col)
    }

    fn cube(self) -> Cube {
        let x = i32::from(self.col);
        let z = i32::from(self.row) - (x - (x & 1)) / 2;
        Cube { x, y: -x - z, z }
    }

    fn from_cube(c: Cube) -> Option<Hex> {
        let row = c.z + (c.x - (c.x & 1)) / 2;
        let col = u8::try_from(c.x).ok()?;
        Hex::new(col, u8::try_from(row).ok()?)
    }

    /// Steps between two hexes.
    pub fn distance(self, other: Hex) -> u32 {
        let (a, b) = (self.cube(), other.cube());
        ((a.x - b.x).abs())
            .max((a.y - b.y).abs())
            .max((a.z - b.z).abs()) as u32
    }

    /// The (up to six) neighbours on the grid, in a fixed direction order
    /// (from a table built at compile time).
    pub fn neighbours(self) -> impl Iterator<Item = Hex> {
        let (list, n) = &NEIGHBOURS[self.index()];
        list[..usize::from(*n)].iter().copied()
    }

    pub fn is_adjacent(self, other: Hex) -> bool {
        self.distance(other) == 1
    }

    /// The hexes a straight line between the two centres crosses, both ends
    /// included, in order. Where the line runs exactly along hex sides it
    /// could be read two ways: `side` (+1 or -1) nudges it to one or the other
    /// side, and line of sight tries both. `None` when this reading leaves the
    /// map (a line along the map's edge).
    pub fn line(self, other: Hex, side: i8) -> Option<Vec<Hex>> {
        let n = self.distance(other);
        if n == 0 {
            return Some(vec![self]);
        }
        let (a, b) = (self.cube(), other.cube());
        let e = 1e-6 * f64::from(side);
        let (ax, ay, az) = (
            f64::from(a.x) + e,
            f64::from(a.y) + 2.0 * e,
            f64::from(a.z) - 3.0 * e,
        );
        let (bx, by, bz) = (
            f64::from(b.x) + e,
            f64::from(b.y) + 2.0 * e,
            f64::from(b.z) - 3.0 * e,
        );
        (0..=n)
            .map(|i| {
                let t = f64::from(i) / f64::from(n);
                let c = cube_round(ax + (bx - ax) * t, ay + (by - ay) * t, az + (bz - az) * t);
                Hex::from_cube(c)
            })
            .collect()
    }
}

/// Number of hexes on the grid.
pub const HEXES: usize = COLS as usize * ROWS as usize;

/// Every hex's neighbours on the map, in [`DIRECTIONS`] order, indexed by
/// [`Hex::index`].
static NEIGHBOURS: [([Hex; 6], u8); HEXES] = neighbour_table();

const fn neighbour_table() -> [([Hex; 6], u8); HEXES] {
    let mut out = [([Hex { col: 0, row: 0 }; 6], 0u8); HEXES];
    let mut col = 0;
    while col < COLS {
        let mut row = 0;
        while row < ROWS {
            let x = col as i32;
            let z = row as i32 - (x - (x & 1)) / 2;
            let i = row as usize * COLS as usize + col as usize;
            let mut d = 0;
            while d < 6 {
                let (dx, _, dz) = DIRECTIONS[d];
                let (nx, nz) = (x + dx, z + dz);
                let nrow = nz + (nx - (nx & 1)) / 2;
                if nx >= 0 && nx < COLS as i32 && nrow >= 0 && nrow < ROWS as i32 {
                    let k = out[i].1 as usize;
                    out[i].0[k] = Hex {
                        col: nx as u8,
                        row: nrow as u8,
                    };
                    out[i].1 += 1;
                }
                d += 1;
            }
            row += 1;
        }
        col += 1;
    }
    out
}

fn cube_round(x: f64, y: f64, z: f64) -> Cube {
    let (mut rx, mut ry, mut rz) = (x.round(), y.round(), z.round());
    let (dx, dy, dz) = ((rx - x).abs(), (ry - y).abs(), (rz - z).abs());
    if dx > dy && dx > dz {
        rx = -ry - rz;
    } else if dy > dz {
        ry = -rx - rz;
    } else {
        rz = -rx - ry;
    }
    Cube {
        x: rx as i32,
        y: ry as i32,
        z: rz as i32,
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col), self.row + 1)
    }
}

impl FromStr for Hex {
    type Err = String;
    fn from_str(s: &str) -> Result<Hex, String> {
        let bad = || format!("'{s}' is not a hex (a1 … t{ROWS})");
        let mut chars = s.chars();
        let letter = chars.next().ok_or_else(bad)?;
        if !letter.is_ascii_lowercase() {
            return Err(bad());
        }
        let row: u8 = chars.as_str().parse().map_err(|_| bad())?;
        if row == 0 {
            return Err(bad());
        }
        Hex::new(letter as u8 - b'a', row - 1).ok_or_else(bad)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(s: &str) -> Hex {
        s.parse().unwrap()
    }

    #[test]
    fn hex_names_round_trip() {
        for hex in Hex::all() {
            assert_eq!(hex.to_string().parse::<Hex>(), Ok(hex));
        }
        assert!("u1".parse::<Hex>().is_err());
        assert!("a0".parse::<Hex>().is_err());
        assert!("a29".parse::<Hex>().is_err());
        assert_eq!("a28".parse::<Hex>(), Ok(Hex { col: 0, row: 27 }));
        assert!("A1".parse::<Hex>().is_err());
    }

    #[test]
    fn hex_neighbours_are_at_distance_one_and_mutual() {
        for a in Hex::all() {
            let n: Vec<Hex> = a.neighbours().collect();
            assert!(n.len() <= 6 && n.len() >= 2);
            for b in n {
                assert_eq!(a.distance(b), 1);
                assert!(b.neighbours().any(|c| c == a));
            }
        }
        assert_eq!(h("e5").neighbours().count(), 6);
    }

    /// The compile-time table agrees with cube arithmetic, in order.
    #[test]
    fn hex_neighbour_table_matches_cube_steps() {
        for a in Hex::all() {
            let c = a.cube();
            let expected: Vec<Hex> = DIRECTIONS
                .iter()
                .filter_map(|&(dx, dy, dz)| {
                    Hex::from_cube(Cube {
                        x: c.x + dx,
                        y: c.y + dy,
                        z: c.z + dz,
                    })
                })
                .collect();
            assert_eq!(a.neighbours().collect::<Vec<_>>(), expected, "{a}");
        }
    }

    #[test]
    fn hex_distance_in_odd_q() {
        assert_eq!(h("a1").distance(h("a14")), 13);
        assert_eq!(h("a1").distance(h("t1")), 19);
        // An odd column sits lower: b1 touches a1 and a2.
        assert_eq!(h("b1").distance(h("a2")), 1);
        assert_eq!(h("b2").distance(h("a2")), 1);
        assert_eq!(h("c1").distance(h("a2")), 2);
    }

    #[test]
    fn hex_line_along_the_edge_has_one_reading_on_the_map() {
        let readings: Vec<_> = [1, -1].map(|s| h("a1").line(h("c1"), s)).into();
        assert_eq!(readings.iter().filter(|r| r.is_some()).count(), 1);
    }

    #[test]
    fn hex_line_is_connected_and_ends_at_both() {
        for (a, b) in [("a1", "t14"), ("c3", "c9"), ("e5", "k2"), ("b2", "b2")] {
            for side in [1, -1] {
                let l = h(a).line(h(b), side).unwrap();
                assert_eq!(l[0], h(a));
                assert_eq!(*l.last().unwrap(), h(b));
                assert_eq!(l.len() as u32, h(a).distance(h(b)) + 1);
                for w in l.windows(2) {
                    assert_eq!(w[0].distance(w[1]), 1);
                }
            }
        }
    }

    /// A line of sight crosses, at each step, the hex whose centre is
    /// nearest the straight line's point there (ties along hex sides go
    /// either way): checked against every hex of the map, in the map's own
    /// geometry (flat-topped, odd columns half a hex lower), for pairs all
    /// over the map and both readings of a side.
    #[test]
    fn a_line_crosses_the_hexes_nearest_its_path() {
        let centre = |h: Hex| {
            let (c, r) = (f64::from(h.col), f64::from(h.row));
            (1.5 * c, 3f64.sqrt() * (r + 0.5 * f64::from(h.col & 1)))
        };
        let all: Vec<Hex> = Hex::all().collect();
        let mut checked = 0;
        for (i, &a) in all.iter().enumerate().step_by(7) {
            for &b in all.iter().skip(i % 5).step_by(5) {
                for side in [1, -1] {
                    let Some(line) = a.line(b, side) else {
                        continue;
                    };
                    let n = a.distance(b) as usize;
                    assert_eq!(line.len(), n + 1, "{a}-{b}");
                    assert_eq!((line[0], line[n]), (a, b));
                    let ((ax, ay), (bx, by)) = (centre(a), centre(b));
                    for (k, &h) in line.iter().enumerate() {
                        let t = if n == 0 { 0.0 } else { k as f64 / n as f64 };
                        let p = (ax + (bx - ax) * t, ay + (by - ay) * t);
                        let d = |h: Hex| {
                            let (x, y) = centre(h);
                            (x - p.0).hypot(y - p.1)
                        };
                        // Only hexes within two columns and rows of the
                        // point can be nearest: the others are not measured.
                        let (pc, pr) = (p.0 / 1.5, p.1 / 3f64.sqrt());
                        let nearest = all
                            .iter()
                            .filter(|o| {
                                (f64::from(o.col) - pc).abs() <= 2.5
                                    && (f64::from(o.row) - pr).abs() <= 2.5
                            })
                            .map(|&o| d(o))
                            .fold(f64::MAX, f64::min);
                        assert!(d(h) <= nearest + 1e-3, "{a}-{b} ({side}): step {k} is {h}");
                        if k > 0 {
                            assert!(line[k - 1].is_adjacent(h), "{a}-{b}: a gap before {h}");
                        }
                    }
                    checked += 1;
                }
            }
        }
        assert!(checked > 2000, "{checked} lines");
    }
}
