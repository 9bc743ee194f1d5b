//! Hex geometry (the sight and movement rules stand on it): each hex of a
//! line is the one whose area holds the matching point of the straight
//! segment between the two centres, worked out here in the plane, apart
//! from the rounding in cube coordinates the crate uses.

use crate::hex::{Hex, COLS, ROWS};

/// The centre of a flat-topped hex, odd columns half a hex lower, in units
/// of the hex's outer radius.
fn centre(h: Hex) -> (f64, f64) {
    let col = f64::from(h.col);
    let row = f64::from(h.row) + 0.5 * f64::from(h.col & 1);
    (1.5 * col, 3f64.sqrt() * row)
}

/// The hexes whose centre is nearest to `p` (two or three on a side or a
/// corner), off-map ones left out.
fn nearest(p: (f64, f64)) -> Vec<Hex> {
    let d = |h: Hex| {
        let c = centre(h);
        (c.0 - p.0).hypot(c.1 - p.1)
    };
    // Only hexes within two columns and rows of `p` can be nearest (a hex
    // is 1.5 wide and √3 high): measuring the others would only slow the
    // tests (they run on every mutant of the mutation tests).
    let (col, row) = (
        (p.0 / 1.5).round() as i32,
        (p.1 / 3f64.sqrt()).round() as i32,
    );
    let around: Vec<Hex> = (col - 2..=col + 2)
        .flat_map(|c| (row - 2..=row + 2).map(move |r| (c, r)))
        .filter(|&(c, r)| (0..i32::from(COLS)).contains(&c) && (0..i32::from(ROWS)).contains(&r))
        .map(|(c, r)| Hex {
            col: c as u8,
            row: r as u8,
        })
        .collect();
    let best = around.iter().map(|&h| d(h)).fold(f64::MAX, f64::min);
    around.into_iter().filter(|&h| d(h) < best + 1e-6).collect()
}

#[test]
fn hex_line_each_hex_holds_its_point_of_the_segment() {
    let mut checked = 0;
    for a in Hex::all().step_by(11) {
        for b in Hex::all().step_by(3) {
            let n = a.distance(b);
            let (pa, pb) = (centre(a), centre(b));
            for side in [1, -1] {
                let Some(line) = a.line(b, side) else {
                    continue;
                };
                assert_eq!(line.len() as u32, n + 1, "{a} to {b}");
                for (i, h) in line.iter().enumerate() {
                    let t = if n == 0 { 0.0 } else { i as f64 / f64::from(n) };
                    let p = (pa.0 + (pb.0 - pa.0) * t, pa.1 + (pb.1 - pa.1) * t);
                    let near = nearest(p);
                    assert!(
                        near.contains(h),
                        "{a} to {b} (side {side}): point {i} lies in {near:?}, not {h}"
                    );
                }
                checked += 1;
            }
        }
    }
    assert!(checked > 2000, "{checked} lines");
}

/// Where a point of the segment falls on a side between two hexes, each
/// reading takes the hex on its own side of the segment, the same side all
/// along the line, and the two readings opposite sides.
#[test]
fn hex_line_along_the_sides_each_reading_keeps_to_one_side() {
    let mut ties = 0;
    for a in Hex::all().step_by(7) {
        for b in Hex::all().step_by(2) {
            let n = a.distance(b);
            let (pa, pb) = (centre(a), centre(b));
            let mut sides = [None::<bool>; 2];
            for (k, side) in [1i8, -1].into_iter().enumerate() {
                let Some(line) = a.line(b, side) else {
                    continue;
                };
                for (i, h) in line.iter().enumerate() {
                    let t = i as f64 / f64::from(n.max(1));
                    let p = (pa.0 + (pb.0 - pa.0) * t, pa.1 + (pb.1 - pa.1) * t);
                    if nearest(p).len() != 2 {
                        continue;
                    }
                    ties += 1;
                    let c = centre(*h);
                    let left = (pb.0 - pa.0) * (c.1 - pa.1) - (pb.1 - pa.1) * (c.0 - pa.0) > 0.0;
                    assert_eq!(
                        *sides[k].get_or_insert(left),
                        left,
                        "{a} to {b} (side {side}) changes sides at {h}"
                    );
                }
            }
            if let [Some(one), Some(other)] = sides {
                assert_ne!(one, other, "{a} to {b}: both readings on one side");
            }
        }
    }
    assert!(ties > 100, "{ties} ties");
}

#[test]
fn hex_line_along_the_sides_reads_both_ways() {
    // c3 to e3, two columns along one row, runs along the side between d3
    // and d2 (odd columns sit lower): the two readings pass either side.
    let (a, b): (Hex, Hex) = ("c3".parse().unwrap(), "e3".parse().unwrap());
    let up = a.line(b, 1).unwrap();
    let down = a.line(b, -1).unwrap();
    assert_ne!(up, down, "an edge line has two readings");
    let middles = [up[1], down[1]];
    assert!(middles.contains(&"d3".parse().unwrap()) && middles.contains(&"d2".parse().unwrap()));
    for line in [&up, &down] {
        assert_eq!((line[0], line[line.len() - 1]), (a, b));
        assert!(line.windows(2).all(|w| w[0].is_adjacent(w[1])), "{line:?}");
    }
}

#[test]
fn hex_distance_counts_steps() {
    let at = |s: &str| -> Hex { s.parse().unwrap() };
    assert_eq!(at("a1").distance(at("a1")), 0);
    assert_eq!(at("a1").distance(at("a2")), 1);
    assert_eq!(at("a1").distance(at("b1")), 1);
    assert_eq!(at("a1").distance(at("c1")), 2);
    // The longest shot on a board of 14 rows stays in the bow's first band
    // (1-25); on two boards joined (28 rows), it reaches 37.
    assert_eq!(at("a1").distance(at("t14")), 23);
    let corner = Hex::new(COLS - 1, ROWS - 1).unwrap();
    assert_eq!(at("a1").distance(corner), 37);
    assert_eq!(at("a1").distance(at("a27")), 26);
}
