//! Where the map draws things, computed once from the engine's map data so
//! a change to `map.rs` (areas, positions, banks) flows into the drawing:
//! the areas' centres, pushed apart where two printed positions nearly
//! touch, and the Trent, traced as the boundary between the two banks.

use sherwood_legend::map::{Area, Bank, AREAS};
use sherwood_legend::tables::Terrain;
use std::sync::OnceLock;

/// The drawing's extent: the board's 1100 × 850 with a margin for the
/// names of the areas on its edges.
pub const WIDTH: f64 = 1200.0;
pub const HEIGHT: f64 = 930.0;
const OFFSET: (f64, f64) = (50.0, 30.0);
/// How close to the drawing's edges a centre may be, across and down.
const MARGIN: (f64, f64) = (62.0, 30.0);
/// No two centres closer than this: room for a node and its name.
const MIN_GAP: f64 = 70.0;
/// Names are wider than tall: side by side, centres need this much more room.
const WIDE: f64 = 1.25;

type Pt = (f64, f64);

/// Each area's centre, in `Area::ALL` order.
pub fn centres() -> &'static [Pt] {
    static CENTRES: OnceLock<Vec<Pt>> = OnceLock::new();
    CENTRES.get_or_init(|| {
        let mut pts: Vec<Pt> = AREAS
            .iter()
            .map(|d| (f64::from(d.pos.0) + OFFSET.0, f64::from(d.pos.1) + OFFSET.1))
            .collect();
        relax(&mut pts);
        pts
    })
}

pub fn centre(a: Area) -> Pt {
    centres()[a.index()]
}

/// Pushes apart pairs of centres closer than [`MIN_GAP`] (measured with
/// widths shrunk by [`WIDE`], so names side by side get room), a little at a
/// time, keeping them on the board: most positions do not move at all.
fn relax(pts: &mut [Pt]) {
    for _ in 0..120 {
        let mut moved = false;
        for i in 0..pts.len() {
            for j in i + 1..pts.len() {
                let (dx, dy) = ((pts[j].0 - pts[i].0) / WIDE, pts[j].1 - pts[i].1);
                let d = (dx * dx + dy * dy).sqrt();
                if d >= MIN_GAP {
                    continue;
                }
                moved = true;
                let (ux, uy) = if d < 1e-6 {
                    (0.0, 1.0)
                } else {
                    (dx / d, dy / d)
                };
                let push = (MIN_GAP - d) / 2.0 * 0.5;
                pts[i].0 -= ux * push * WIDE;
                pts[i].1 -= uy * push;
                pts[j].0 += ux * push * WIDE;
                pts[j].1 += uy * push;
            }
        }
        for p in pts.iter_mut() {
            p.0 = p.0.clamp(MARGIN.0, WIDTH - MARGIN.0);
            p.1 = p.1.clamp(MARGIN.1, HEIGHT - MARGIN.1 - 20.0);
        }
        if !moved {
            break;
        }
    }
}

/// A node's radius by terrain: crossings and edge roads are small.
pub fn radius(a: Area) -> f64 {
    match a.terrain() {
        Terrain::Ford | Terrain::Bridge => 15.0,
        Terrain::NumberedRoad | Terrain::Keep => 22.0,
        Terrain::Road => 24.0,
        _ => 30.0,
    }
}

/// Where an area's name is drawn: its anchor point and text anchor.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Label {
    pub x: f64,
    pub y: f64,
    pub anchor: &'static str,
    /// Drawn above the node (so a "taxed" note goes below it instead).
    pub above: bool,
}

type Rect = (f64, f64, f64, f64);

fn overlap(a: Rect, b: Rect) -> f64 {
    let w = (a.2.min(b.2) - a.0.max(b.0)).max(0.0);
    let h = (a.3.min(b.3) - a.1.max(b.1)).max(0.0);
    w * h
}

/// Each area's name placement, in `Area::ALL` order: below its node where
/// there is room, else above, right or left, whichever covers the least of
/// the other nodes and of the names already placed (the most crowded areas
/// choose first). `chars` is a name's length in characters.
pub fn labels(chars: impl Fn(Area) -> usize) -> Vec<Label> {
    let c = centres();
    let nodes: Vec<Rect> = Area::ALL
        .iter()
        .map(|&a| {
            let (x, y) = c[a.index()];
            let r = radius(a);
            (x - r, y - r, x + r, y + r)
        })
        .collect();
    let crowd = |a: Area| {
        let (x, y) = c[a.index()];
        c.iter()
            .filter(|&&(ox, oy)| (ox - x).powi(2) + (oy - y).powi(2) < 120.0f64.powi(2))
            .count()
    };
    let mut order: Vec<Area> = Area::ALL.to_vec();
    order.sort_by_key(|&a| std::cmp::Reverse(crowd(a)));
    let mut placed: Vec<Rect> = vec![];
    let mut out = vec![
        Label {
            x: 0.0,
            y: 0.0,
            anchor: "middle",
            above: false,
        };
        Area::ALL.len()
    ];
    for a in order {
        let (x, y) = c[a.index()];
        let r = radius(a);
        let small = matches!(a.terrain(), Terrain::Ford | Terrain::Bridge);
        let w = chars(a) as f64 * if small { 6.0 } else { 7.2 };
        let candidates = [
            (
                x,
                y + r + 13.0,
                "middle",
                false,
                (x - w / 2.0, y + r + 2.0, x + w / 2.0, y + r + 16.0),
            ),
            (
                x,
                y - r - 5.0,
                "middle",
                true,
                (x - w / 2.0, y - r - 16.0, x + w / 2.0, y - r - 2.0),
            ),
            (
                x + r + 4.0,
                y + 4.0,
                "start",
                false,
                (x + r + 4.0, y - 7.0, x + r + 4.0 + w, y + 7.0),
            ),
            (
                x - r - 4.0,
                y + 4.0,
                "end",
                false,
                (x - r - 4.0 - w, y - 7.0, x - r - 4.0, y + 7.0),
            ),
        ];
        let cost = |k: usize, b: Rect| {
            let nodes: f64 = nodes
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != a.index())
                .map(|(_, &n)| overlap(b, n))
                .sum();
            let names: f64 = placed.iter().map(|&p| overlap(b, p)).sum();
            let outside = w * 14.0 - overlap(b, (0.0, 0.0, WIDTH, HEIGHT));
            nodes + 2.0 * names + 3.0 * outside + k as f64 * 8.0
        };
        let best = (0..candidates.len())
            .min_by(|&i, &j| {
                cost(i, candidates[i].4)
                    .partial_cmp(&cost(j, candidates[j].4))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .unwrap_or(0);
        let (lx, ly, anchor, above, rect) = candidates[best];
        placed.push(rect);
        out[a.index()] = Label {
            x: lx,
            y: ly,
            anchor,
            above,
        };
    }
    out
}

/// The Trent: the segments where an area of one bank meets an area of the
/// other, in a Voronoi diagram of the banks' areas (the crossings, which
/// lie on the river, are left out).
pub fn river() -> &'static [(Pt, Pt)] {
    static RIVER: OnceLock<Vec<(Pt, Pt)>> = OnceLock::new();
    RIVER.get_or_init(|| {
        let sites: Vec<(Pt, Bank)> = AREAS
            .iter()
            .filter(|d| d.bank != Bank::River)
            .map(|d| (centre(d.area), d.bank))
            .collect();
        let mut out = vec![];
        for (i, &(p, bank)) in sites.iter().enumerate() {
            for (a, b, j) in cell(p, i, &sites) {
                if j > i && sites[j].1 != bank {
                    out.push((a, b));
                }
            }
        }
        out
    })
}

/// The Voronoi cell of site `i`: its edges, each with the site across it.
fn cell(p: Pt, i: usize, sites: &[(Pt, Bank)]) -> Vec<(Pt, Pt, usize)> {
    // A polygon as its vertices, each with the site across the edge it starts.
    let mut poly: Vec<(Pt, usize)> = vec![
        ((0.0, 0.0), usize::MAX),
        ((WIDTH, 0.0), usize::MAX),
        ((WIDTH, HEIGHT), usize::MAX),
        ((0.0, HEIGHT), usize::MAX),
    ];
    for (j, &(q, _)) in sites.iter().enumerate() {
        if j == i {
            continue;
        }
        // Keep the half-plane nearer p: n·x <= c.
        let n = (q.0 - p.0, q.1 - p.1);
        let c = (n.0 * (p.0 + q.0) + n.1 * (p.1 + q.1)) / 2.0;
        let side = |x: Pt| n.0 * x.0 + n.1 * x.1 - c;
        let mut next = vec![];
        for k in 0..poly.len() {
            let (a, label) = poly[k];
            let (b, _) = poly[(k + 1) % poly.len()];
            let (sa, sb) = (side(a), side(b));
            if sa <= 0.0 {
                next.push((a, label));
            }
            if (sa <= 0.0) != (sb <= 0.0) {
                let t = sa / (sa - sb);
                let x = (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1));
                // Entering the kept side, the edge from x keeps a's label;
                // leaving it, the new edge runs along the bisector.
                next.push((x, if sa <= 0.0 { j } else { label }));
            }
        }
        poly = next;
        if poly.is_empty() {
            break;
        }
    }
    (0..poly.len())
        .filter(|&k| poly[k].1 != usize::MAX)
        .map(|k| (poly[k].0, poly[(k + 1) % poly.len()].0, poly[k].1))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn centres_stay_on_the_board_and_apart() {
        let c = centres();
        assert_eq!(c.len(), Area::ALL.len());
        for (i, a) in c.iter().enumerate() {
            assert!(a.0 >= 0.0 && a.0 <= WIDTH && a.1 >= 0.0 && a.1 <= HEIGHT);
            for b in &c[i + 1..] {
                let d = ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt();
                assert!(d > MIN_GAP * 0.8, "{a:?} {b:?}");
            }
        }
    }

    /// Every name is placed, on the drawing, and no two names cover each
    /// other much (today's map: none at all).
    #[test]
    fn names_are_placed_apart() {
        let names = |a: Area| a.name().split(" (").next().unwrap_or("").chars().count();
        let l = labels(names);
        assert_eq!(l.len(), Area::ALL.len());
        let boxes: Vec<Rect> = Area::ALL
            .iter()
            .map(|&a| {
                let p = l[a.index()];
                let w = names(a) as f64 * 7.2;
                let x0 = match p.anchor {
                    "start" => p.x,
                    "end" => p.x - w,
                    _ => p.x - w / 2.0,
                };
                (x0, p.y - 11.0, x0 + w, p.y + 3.0)
            })
            .collect();
        let mut covered = 0.0;
        for (i, a) in boxes.iter().enumerate() {
            assert!(
                a.0 >= -20.0 && a.2 <= WIDTH + 20.0 && a.1 >= 0.0 && a.3 <= HEIGHT,
                "{a:?}"
            );
            for b in &boxes[i + 1..] {
                covered += overlap(*a, *b);
            }
        }
        assert!(
            covered < 400.0,
            "names cover each other over {covered} square units"
        );
    }

    /// The river separates the banks: every crossing lies near it.
    #[test]
    fn the_trent_runs_past_every_crossing() {
        let r = river();
        assert!(!r.is_empty());
        for d in AREAS.iter().filter(|d| d.bank == Bank::River) {
            let (x, y) = centre(d.area);
            let near = r.iter().any(|&(a, b)| {
                let (dx, dy) = (b.0 - a.0, b.1 - a.1);
                let len2 = dx * dx + dy * dy;
                let t = (((x - a.0) * dx + (y - a.1) * dy) / len2).clamp(0.0, 1.0);
                let (px, py) = (a.0 + t * dx, a.1 + t * dy);
                ((px - x).powi(2) + (py - y).powi(2)).sqrt() < 60.0
            });
            assert!(near, "{}", d.name);
        }
    }
}
