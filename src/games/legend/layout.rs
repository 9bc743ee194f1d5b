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
    /// The baseline of its (first) line.
    pub y: f64,
    pub anchor: &'static str,
    /// Drawn above the node (so a "taxed" note goes below it instead).
    pub above: bool,
    /// Drawn on two lines, broken as [`two_lines`] breaks it.
    pub wrap: bool,
    /// The room it takes, as estimated.
    pub rect: Rect,
}

pub type Rect = (f64, f64, f64, f64);

/// The distance between the baselines of a name on two lines.
pub const LINE: f64 = 14.0;

fn overlap(a: Rect, b: Rect) -> f64 {
    let w = (a.2.min(b.2) - a.0.max(b.0)).max(0.0);
    let h = (a.3.min(b.3) - a.1.max(b.1)).max(0.0);
    w * h
}

/// A name's width a character, on average: 13px bold Georgia or DejaVu
/// Serif with its outline (11px for the crossings' names).
fn char_width(a: Area) -> f64 {
    match a.terrain() {
        Terrain::Ford | Terrain::Bridge => 6.6,
        _ => 7.8,
    }
}

/// A name of several words broken in two at the space nearest its middle.
pub fn two_lines(name: &str) -> Option<(&str, &str)> {
    let half = name.chars().count() as f64 / 2.0;
    let (at, _) = name
        .char_indices()
        .filter(|(_, c)| *c == ' ')
        .map(|(i, _)| (i, (name[..i].chars().count() as f64 - half).abs()))
        .min_by(|a, b| a.1.total_cmp(&b.1))?;
    Some((&name[..at], &name[at + 1..]))
}

/// How much of another area's node (a disc) a name's box covers, summed in
/// strips one unit wide: a name beside a round node may well cross the corner
/// of its bounding square. A crossing counts its bridge or stones, longer
/// than its node is wide.
fn over_node(b: Rect, a: Area) -> f64 {
    let (x, y) = centre(a);
    let r = match a.terrain() {
        Terrain::Ford | Terrain::Bridge => 24.0,
        _ => radius(a),
    };
    let (x0, x1) = (b.0.max(x - r), b.2.min(x + r));
    if x0 >= x1 || b.1 >= y + r || b.3 <= y - r {
        return 0.0;
    }
    let mut sum = 0.0;
    let mut at = x0;
    while at < x1 {
        let step = (x1 - at).min(1.0);
        let h = (r * r - (at + step / 2.0 - x).powi(2)).max(0.0).sqrt();
        sum += (b.3.min(y + h) - b.1.max(y - h)).max(0.0) * step;
        at += step;
    }
    sum
}

/// The places a name `w` wide may take around a node at `(x, y)` of radius
/// `r`, best first: below, above, right, left, then below or above running
/// off to one side.
fn places(x: f64, y: f64, r: f64, w: f64, wrap: bool) -> [Label; 8] {
    let more = if wrap { LINE } else { 0.0 };
    let label = |x: f64, y: f64, anchor: &'static str, above: bool| {
        let left = match anchor {
            "start" => x,
            "end" => x - w,
            _ => x - w / 2.0,
        };
        Label {
            x,
            y,
            anchor,
            above,
            wrap,
            rect: (left, y - 11.0, left + w, y + 3.0 + more),
        }
    };
    let (below, over, side) = (y + r + 13.0, y - r - 5.0 - more, y + 4.0 - more / 2.0);
    [
        label(x, below, "middle", false),
        label(x, over, "middle", true),
        label(x + r + 4.0, side, "start", false),
        label(x - r - 4.0, side, "end", false),
        label(x - r / 2.0, below, "start", false),
        label(x + r / 2.0, below, "end", false),
        label(x - r / 2.0, over, "start", true),
        label(x + r / 2.0, over, "end", true),
    ]
}

/// Each area's name placement, in `Area::ALL` order: below its node where
/// there is room, else above, right or left, or on two lines, whichever
/// covers the least of the other nodes and of the names already placed (the
/// most crowded areas choose first). `name` is the name drawn.
pub fn labels(name: impl Fn(Area) -> String) -> Vec<Label> {
    let c = centres();
    let crowd = |a: Area| {
        let (x, y) = c[a.index()];
        c.iter()
            .filter(|&&(ox, oy)| (ox - x).powi(2) + (oy - y).powi(2) < 120.0f64.powi(2))
            .count()
    };
    let mut order: Vec<Area> = Area::ALL.to_vec();
    order.sort_by_key(|&a| std::cmp::Reverse(crowd(a)));
    let mut placed: Vec<Rect> = vec![];
    let mut out = vec![None; Area::ALL.len()];
    for a in order {
        let (x, y) = c[a.index()];
        let r = radius(a);
        let name = name(a);
        let width = |s: &str| s.chars().count() as f64 * char_width(a);
        let mut candidates = places(x, y, r, width(&name), false).to_vec();
        if let Some((one, two)) = two_lines(&name) {
            candidates.extend(places(x, y, r, width(one).max(width(two)), true));
        }
        // Later places (and two lines) only when they cover less.
        let cost = |k: usize, l: &Label| {
            let b = l.rect;
            let nodes: f64 = Area::ALL
                .iter()
                .filter(|&&o| o != a)
                .map(|&o| over_node(b, o))
                .sum();
            let names: f64 = placed.iter().map(|&p| overlap(b, p)).sum();
            let outside = (b.2 - b.0) * (b.3 - b.1) - overlap(b, (0.0, 0.0, WIDTH, HEIGHT));
            nodes + 2.0 * names + 3.0 * outside + k as f64 * 8.0
        };
        let best = (0..candidates.len())
            .min_by(|&i, &j| {
                cost(i, &candidates[i])
                    .partial_cmp(&cost(j, &candidates[j]))
                    .unwrap_or(std::cmp::Ordering::Equal)
            })
            .unwrap_or(0);
        placed.push(candidates[best].rect);
        out[a.index()] = Some(candidates[best]);
    }
    out.into_iter().flatten().collect()
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
    use super::super::text::area_short;
    use super::*;
    use crate::i18n::{with_lang, Lang};

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

    /// Every name is placed, on the drawing, in every language (the names
    /// drawn are the short ones): no two names cover each other much, nor
    /// names the other areas' nodes.
    #[test]
    fn names_are_placed_apart() {
        for lang in Lang::ALL {
            let names: Vec<String> =
                with_lang(lang, || Area::ALL.iter().map(|&a| area_short(a)).collect());
            let l = labels(|a| names[a.index()].clone());
            assert_eq!(l.len(), Area::ALL.len());
            let (mut names_covered, mut nodes_covered) = (0.0, 0.0);
            for (i, a) in l.iter().enumerate() {
                let b = a.rect;
                assert!(
                    b.0 >= -20.0 && b.2 <= WIDTH + 20.0 && b.1 >= 0.0 && b.3 <= HEIGHT,
                    "{}: {} at {b:?}",
                    lang.code(),
                    names[i]
                );
                assert!(!a.wrap || two_lines(&names[i]).is_some());
                for o in &l[i + 1..] {
                    names_covered += overlap(b, o.rect);
                }
                for (j, &o) in Area::ALL.iter().enumerate() {
                    if i != j {
                        nodes_covered += over_node(b, o);
                    }
                }
            }
            assert!(
                names_covered < 400.0,
                "{}: names cover each other over {names_covered} square units",
                lang.code()
            );
            assert!(
                nodes_covered < 800.0,
                "{}: names cover nodes over {nodes_covered} square units",
                lang.code()
            );
        }
    }

    #[test]
    fn long_names_break_at_the_space_nearest_their_middle() {
        assert_eq!(
            two_lines("Château de Nottingham"),
            Some(("Château de", "Nottingham"))
        );
        assert_eq!(
            two_lines("Grande route du Nord vers York"),
            Some(("Grande route du", "Nord vers York"))
        );
        assert_eq!(two_lines("Nottingham"), None);
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
