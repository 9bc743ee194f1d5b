//! The hex map in SVG, drawn from the map data: each hex's ground (our own
//! schematic art), its name, the characters' counters with their state, the
//! loose horses, and on top what the table asks for: the hexes and counters
//! that can be picked, the route of a move being steered, the line of sight
//! of an aimed shot, and the other side's last moves.

use super::last_move::LastMove;
use super::steer::Steered;
use super::text;
use crate::i18n::{t, tf};
use crate::table::{BoardTarget, Spot, TargetLayer};
use leptos::prelude::*;
use sherwood_skirmish::hex::{Hex, COLS};
use sherwood_skirmish::maps::{Border, Drawing, Ground, Map as Drawn, MapId};
use sherwood_skirmish::roster::{Side, Who};
use sherwood_skirmish::{Action, Character, Health, Terrain, View, Weapon};
use std::fmt::Write as _;

/// A hex's circumradius, in the SVG's units.
pub(super) const R: f64 = 30.0;
const SQRT3: f64 = 1.732_050_8;
/// The rows of one board: a longer map is boards joined.
const BOARD_ROWS: u8 = 14;

/// Room for the column letters (top) and row numbers (left).
const LEFT: f64 = 22.0;
const TOP: f64 = 20.0;

/// The centre of a hex: flat-topped, odd columns half a hex lower.
pub fn centre(h: Hex) -> (f64, f64) {
    let (col, row) = (f64::from(h.col), f64::from(h.row));
    let x = LEFT + R + 1.5 * R * col;
    let y = TOP + SQRT3 / 2.0 * R * (1.0 + f64::from(h.col & 1)) + SQRT3 * R * row;
    (x, y)
}

/// A flat-topped hexagon's corners on a circle of radius 1, from the right
/// going clockwise on screen (every 60°): written out, since `cos` and `sin`
/// would bring the maths library into the game's download.
const UNIT_CORNERS: [(f64, f64); 6] = [
    (1.0, 0.0),
    (0.5, SQRT3 / 2.0),
    (-0.5, SQRT3 / 2.0),
    (-1.0, 0.0),
    (-0.5, -SQRT3 / 2.0),
    (0.5, -SQRT3 / 2.0),
];

pub(super) fn corners(x: f64, y: f64, r: f64) -> String {
    UNIT_CORNERS
        .iter()
        .map(|(cx, cy)| format!("{:.1},{:.1}", x + r * cx, y + r * cy))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The drawing's size for a map of `rows` rows.
fn view_box(rows: u8) -> String {
    let w = LEFT + R * (1.5 * f64::from(COLS - 1) + 2.0) + 6.0;
    let h = TOP + SQRT3 * R * (f64::from(rows) + 0.5) + 6.0;
    format!("0 0 {w:.0} {h:.0}")
}

/// What clicking a counter or a hex does at the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Pick {
    /// Selects one's own character, to see what it may do.
    Select(Who),
    /// Aims the selected character at an enemy: the odds are shown first.
    Aim(Who),
    /// Plays an action at once (a move, a placement, a recoil).
    Play(Action),
    /// Makes this the route of the selected character's move: the hexes
    /// it enters, in order (shown before the move is made).
    Steer(Vec<Hex>),
}

/// What a hex offers when picked.
#[derive(Clone, Debug, PartialEq)]
pub struct HexTarget {
    pub hex: Hex,
    pub pick: Pick,
    /// What a screen reader and a tooltip say.
    pub label: String,
    /// Its mark: `""`, or `"commit"` (the route's end: the move is made)
    /// or `"on-route"` (ends the route there).
    pub mark: &'static str,
}

/// What the table asks the board to show over the map.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Plan {
    pub selected: Option<Who>,
    pub aimed: Option<Who>,
    /// Hexes that do something when picked, a move's end first.
    pub hexes: Vec<HexTarget>,
    /// The selected character's move as far as it is steered, when it
    /// may move.
    pub steered: Option<Steered>,
    /// Counters that can be picked, and what that does.
    pub counters: Vec<(Who, Pick)>,
    /// The line of sight of the shot being aimed, shooter to target.
    pub sight: Option<(Hex, Hex)>,
    /// The other side's last moves, to mark.
    pub last: Option<LastMove>,
}

pub(super) fn ground_class(g: Ground) -> &'static str {
    match g {
        Ground::Land(Terrain::Flat) => "flat",
        Ground::Land(Terrain::BankTop) => "bank",
        Ground::Land(Terrain::Brush) => "brush",
        Ground::Land(Terrain::Tree) => "tree",
        Ground::Land(Terrain::HouseInterior) => "house",
        Ground::Land(Terrain::Wall) => "wall",
        Ground::Land(Terrain::Window) => "window",
        Ground::Land(Terrain::OuterCorner) => "corner",
        Ground::Land(Terrain::DoorOrGate) => "door",
        Ground::Water => "water",
        Ground::Ford => "ford",
        Ground::Yard => "yard",
        Ground::Off => "off",
    }
}

/// A hex's classes on map `m`, for its colours: by its ground, a road's
/// flat ground apart (`road`).
pub(super) fn hex_class(m: &Drawn, g: Ground, road: bool) -> String {
    if road {
        "hex flat road".to_string()
    } else if m.drawing() == Drawing::Sides && g == Ground::Land(Terrain::OuterCorner) {
        // On sides, a building's outer corner is ground beside it.
        "hex corner beside".to_string()
    } else {
        format!("hex {}", ground_class(g))
    }
}

/// The art drawn over a hex's ground colour.
pub(super) fn ground_art(g: Ground, x: f64, y: f64) -> AnyView {
    match g {
        Ground::Land(Terrain::Tree) => view! {
            <circle class="crown" cx=x - 6.0 cy=y + 3.0 r="11" />
            <circle class="crown" cx=x + 7.0 cy=y + 5.0 r="10" />
            <circle class="crown light" cx=x + 1.0 cy=y - 6.0 r="12" />
        }
        .into_any(),
        Ground::Land(Terrain::Brush) => view! {
            <path class="tuft" d=format!("M{},{} l4,-9 l4,9 M{},{} l4,-9 l4,9 M{},{} l4,-9 l4,9", x - 16.0, y + 4.0, x - 4.0, y + 12.0, x + 6.0, y + 2.0) />
        }
        .into_any(),
        Ground::Land(Terrain::BankTop) => view! {
            <path class="hachure" d=format!("M{},{} l4,8 M{},{} l4,8 M{},{} l4,8 M{},{} l4,8", x - 14.0, y - 8.0, x - 5.0, y - 8.0, x + 4.0, y - 8.0, x + 13.0, y - 8.0) />
        }
        .into_any(),
        Ground::Land(Terrain::HouseInterior) => view! {
            <path class="planks" d=format!("M{},{} h40 M{},{} h40 M{},{} h40", x - 20.0, y - 9.0, x - 20.0, y, x - 20.0, y + 9.0) />
        }
        .into_any(),
        Ground::Land(Terrain::Wall) | Ground::Land(Terrain::OuterCorner) => view! {
            <path class="stones" d=format!("M{},{} h32 M{},{} h32 M{},{} v9 M{},{} v9", x - 16.0, y - 5.0, x - 16.0, y + 5.0, x - 4.0, y - 5.0, x + 6.0, y - 14.0) />
        }
        .into_any(),
        Ground::Land(Terrain::Window) => view! {
            <rect class="pane" x=x - 10.0 y=y - 9.0 width="20" height="18" />
            <path class="mullion" d=format!("M{x},{} v18 M{},{y} h20", y - 9.0, x - 10.0) />
        }
        .into_any(),
        Ground::Land(Terrain::DoorOrGate) => view! {
            <rect class="door-leaf" x=x - 9.0 y=y - 13.0 width="18" height="26" rx="2" />
        }
        .into_any(),
        Ground::Water => view! {
            <path class="wave" d=format!("M{},{} q5,-5 10,0 t10,0 t10,0 M{},{} q5,-5 10,0 t10,0 t10,0", x - 15.0, y - 5.0, x - 15.0, y + 8.0) />
        }
        .into_any(),
        Ground::Ford => view! {
            <circle class="stone" cx=x - 9.0 cy=y - 6.0 r="4" />
            <circle class="stone" cx=x + 6.0 cy=y - 2.0 r="4" />
            <circle class="stone" cx=x - 3.0 cy=y + 9.0 r="4" />
        }
        .into_any(),
        Ground::Yard => view! {
            <path class="cobbles" d=format!("M{},{} h10 M{},{} h10 M{},{} h10", x - 14.0, y - 6.0, x + 2.0, y - 1.0, x - 8.0, y + 8.0) />
        }
        .into_any(),
        Ground::Land(Terrain::Flat) | Ground::Off => ().into_any(),
    }
}

/// The ends of the side between neighbours `a` and `b`.
fn side_ends(a: Hex, b: Hex) -> Ends {
    let ((ax, ay), (bx, by)) = (centre(a), centre(b));
    let (mx, my) = ((ax + bx) / 2.0, (ay + by) / 2.0);
    let len = (bx - ax).hypot(by - ay);
    // A side is as long as a corner is from the centre (R), across the
    // line between the centres.
    let (px, py) = (-(by - ay) / len, (bx - ax) / len);
    let half = R / 2.0;
    (
        mx - px * half,
        my - py * half,
        mx + px * half,
        my + py * half,
    )
}

/// Walls, windows and doors drawn on sides, each side's ends with what
/// stands there: one path for the walls, one for the windows' panes, one
/// for the doors' leaves (a window is a pane framed by the wall, a door an
/// opening in it).
pub(super) fn sides_art(sides: impl IntoIterator<Item = (Border, Ends)>) -> impl IntoView {
    let (mut walls, mut panes, mut doors) = (String::new(), String::new(), String::new());
    let seg = |d: &mut String, (x1, y1, x2, y2): Ends| {
        let _ = write!(d, "M{x1:.1},{y1:.1}L{x2:.1},{y2:.1}");
    };
    for (border, ends) in sides {
        let (x1, y1, x2, y2) = ends;
        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        let part = |share: f64| {
            (
                mx + (x1 - mx) * share,
                my + (y1 - my) * share,
                mx + (x2 - mx) * share,
                my + (y2 - my) * share,
            )
        };
        match border {
            Border::Open => {}
            Border::Wall => seg(&mut walls, ends),
            Border::Window => {
                seg(&mut walls, ends);
                seg(&mut panes, part(0.62));
            }
            Border::Door => {
                let (a1, b1, a2, b2) = part(0.64);
                seg(&mut walls, (x1, y1, a1, b1));
                seg(&mut walls, (a2, b2, x2, y2));
                seg(&mut doors, (a1, b1, a2, b2));
            }
        }
    }
    view! {
        <path class="side wall" d=walls />
        <path class="side pane" d=panes />
        <path class="side door" d=doors />
    }
}

/// A side's ends: x1, y1, x2, y2.
pub(super) type Ends = (f64, f64, f64, f64);

/// The walls, windows and doors of a map drawn on hex sides.
fn borders(m: &'static Drawn) -> impl IntoView {
    sides_art(m.hexes().flat_map(|a| {
        a.neighbours()
            .zip(m.borders(a).iter().copied())
            .filter(move |&(b, border)| b.index() > a.index() && border != Border::Open)
            .map(move |(b, border)| (border, side_ends(a, b)))
    }))
}

/// The map's ground, names and edges: drawn once, it never changes.
fn terrain(map: MapId, m: &'static Drawn) -> impl IntoView {
    // A road is flat ground to the rules, drawn in its own colour.
    let road = |h: Hex| map.is_road(h);
    let hexes = m
        .hexes()
        .map(|h| {
            let (x, y) = centre(h);
            let g = m.at(h);
            let class = hex_class(m, g, road(h) && g == Ground::Land(Terrain::Flat));
            view! {
                <g class=class>
                    <title>{tf("skirmish.map.hex", &[("hex", &h), ("ground", &text::ground_name(g))])}</title>
                    <polygon points=corners(x, y, R) />
                    {ground_art(g, x, y)}
                    <text class="hex-name" x=x y=y - R * 0.57 text-anchor="middle">{h.to_string()}</text>
                </g>
            }
        })
        .collect_view();
    let letters = (0..COLS)
        .map(|c| {
            let (x, _) = centre(Hex { col: c, row: 0 });
            view! { <text class="edge-label" x=x y=TOP - 6.0 text-anchor="middle">{char::from(b'a' + c).to_string()}</text> }
        })
        .collect_view();
    let numbers = (0..m.rows())
        .map(|r| {
            let (_, y) = centre(Hex { col: 0, row: r });
            view! { <text class="edge-label" x=LEFT - 4.0 y=y + 4.0 text-anchor="end">{(r + 1).to_string()}</text> }
        })
        .collect_view();
    view! { <g class="terrain">{hexes}<g class="sides">{borders(m)}</g>{letters}{numbers}</g> }
}

/// The side's class, for its colours.
pub fn side_class(side: Side) -> &'static str {
    match side {
        Side::Outlaws => "side-outlaws",
        Side::Sheriff => "side-sheriff",
    }
}

/// A counter's state in words: its side, health, horse, weapon and more.
pub fn counter_label(c: &Character) -> String {
    let mut parts = vec![
        text::capitalized(&text::who_name(c.who)),
        text::side_name(c.side()).to_string(),
    ];
    parts.push(text::health_name(c.health).to_string());
    if c.mounted {
        parts.push(t("skirmish.state.mounted").to_string());
    }
    if c.who.kind().weapon.is_some() {
        parts.push(text::weapon_name(c.who.kind().weapon).to_string());
    }
    if c.hidden {
        parts.push(t("skirmish.state.hidden").to_string());
    }
    if c.bound {
        parts.push(t("skirmish.state.bound").to_string());
    }
    if let Some(h) = c.on_map() {
        parts.push(h.to_string());
    }
    parts.join(", ")
}

/// A weapon's small picture in a counter's corner.
fn weapon_icon(w: Weapon) -> AnyView {
    match w {
        Weapon::Bow => view! { <path class="weapon" d="M9,3 q9,7 0,14 M9,3 v14" /> }.into_any(),
        Weapon::Crossbow => {
            view! { <path class="weapon" d="M6,7 q6,-5 12,0 M12,4 v13 M6,7 h12" /> }.into_any()
        }
    }
}

/// One character's counter at the origin (the caller places it).
pub(super) fn counter(c: &Character, selected: bool, aimed: bool) -> AnyView {
    let class = format!(
        "counter {} {}",
        side_class(c.side()),
        match c.health {
            Health::Wounded => "wounded",
            Health::Stunned => "stunned",
            _ => "",
        }
    );
    let weapon = c.who.kind().weapon.map(weapon_icon);
    view! {
        <g class=class class:mounted=c.mounted class:hidden-own=c.hidden class:selected=selected class:aimed=aimed class:bound=c.bound>
            {c.mounted.then(|| view! { <ellipse class="horse" cx="0" cy="0" rx="26" ry="22" /> })}
            {selected.then(|| view! { <rect class="glow" x="-24" y="-24" width="48" height="48" rx="8" /> })}
            <rect class="face" x="-19" y="-19" width="38" height="38" rx="5" />
            {(c.health == Health::Wounded).then(|| view! { <path class="wound" d="M-19,11 h38 v3 a5,5 0 0 1 -5,5 h-28 a5,5 0 0 1 -5,-5 z" /> })}
            <text class="mark" y="5" text-anchor="middle">{text::who_mark(c.who)}</text>
            {weapon.map(|w| view! { <g transform="translate(-9,-21) scale(0.75)">{w}</g> })}
            {c.mounted.then(|| view! { <path class="shoe" d="M-15,-7 a5,5 0 1 1 8,0" /> })}
            {c.bound.then(|| view! { <path class="rope" d="M-19,-19 L19,19 M19,-19 L-19,19" /> })}
            {aimed.then(|| view! { <g class="crosshair"><circle r="23" /><path d="M0,-29 v10 M0,19 v10 M-29,0 h10 M19,0 h10" /></g> })}
        </g>
    }
    .into_any()
}

/// A loose horse's mark, at the origin.
pub(super) fn horse_mark() -> impl IntoView {
    view! { <path d="M-7,4 a7,7 0 1 1 14,0" /> }
}

#[component]
pub fn Map(view: Memo<View>, plan: Signal<Plan>, on_pick: Callback<Pick>) -> impl IntoView {
    let map = view.with_untracked(|v| v.scenario().map);
    let drawn = view.with_untracked(|v| v.map());
    // Read by the target layer alone: no memo needed.
    let spots = Signal::derive(move || {
        plan.with(|p| {
            p.hexes
                .iter()
                .map(|t| Spot {
                    name: t.hex.to_string(),
                    class: format!("hex-target {}", t.mark),
                    label: t.label.clone(),
                    at: centre(t.hex),
                })
                .collect::<Vec<_>>()
        })
    });
    // A hex target played, by its name: what the plan offers there.
    let on_hex = Callback::new(move |name: String| {
        let pick = plan.with_untracked(|p| {
            p.hexes
                .iter()
                .find(|t| t.hex.to_string() == name)
                .map(|t| t.pick.clone())
        });
        if let Some(pick) = pick {
            on_pick.run(pick);
        }
    });
    let horses = move || {
        view.with(|v| {
            v.horses
                .iter()
                .map(|h| {
                    let (x, y) = centre(*h);
                    view! {
                        <g class="loose-horse" transform=format!("translate({x},{})", y + 14.0)>
                            <title>{tf("skirmish.map.horse", &[("hex", h)])}</title>
                            {horse_mark()}
                        </g>
                    }
                })
                .collect_view()
        })
    };
    let counters = move || {
        view.with(|v| {
            let p = plan.get();
            v.characters
                .iter()
                .filter_map(|c| c.on_map().map(|h| (c, h)))
                .map(|(c, h)| {
                    let (x, y) = centre(h);
                    let pick = p.counters.iter().find(|(w, _)| *w == c.who).map(|(_, k)| k.clone());
                    let mut label = counter_label(c);
                    // Said as well as drawn: the other side's last move ended here.
                    if p.last.as_ref().is_some_and(|l| l.moved.contains(&h)) {
                        label = tf("skirmish.map.moved_last", &[("what", &label)]);
                    }
                    let drawn = counter(c, p.selected == Some(c.who), p.aimed == Some(c.who));
                    let name = c.who.name();
                    if let Some(Pick::Aim(_)) = pick {
                        label = tf("skirmish.map.aim", &[("what", &label)]);
                    }
                    view! {
                        <BoardTarget class="piece" label action=pick on_action=on_pick attr:data-who=name>
                            <g transform=format!("translate({x},{y})")>{drawn}</g>
                        </BoardTarget>
                    }
                })
                .collect_view()
        })
    };
    // The route: a line through the centres, a dot on each hex (markers,
    // not one element a hex: less code in the game's download).
    let route = move || {
        plan.with(|p| {
            p.steered.as_ref().filter(|s| !s.route.is_empty()).map(|s| {
                let points = s
                    .drawn()
                    .map(|h| {
                        let (x, y) = centre(h);
                        format!("{x:.1},{y:.1}")
                    })
                    .collect::<Vec<_>>()
                    .join(" ");
                view! { <polyline class="route-line" data-testid="route" points=points marker-mid="url(#route-dot)" marker-end="url(#route-dot)" /> }
            })
        })
    };
    let sight = move || {
        plan.with(|p| p.sight).map(|(from, to)| {
            let (x1, y1) = centre(from);
            let (x2, y2) = centre(to);
            view! { <line class="sight-line" data-testid="sight-line" x1=x1 y1=y1 x2=x2 y2=y2 /> }
        })
    };
    let last = move || {
        plan.with(|p| p.last.clone()).map(|last| {
            let moved = last
                .moved
                .iter()
                .map(|h| {
                    let (x, y) = centre(*h);
                    view! { <polygon class="last-move" data-testid="last-move" points=corners(x, y, R - 4.0) /> }
                })
                .collect_view();
            let lines = last
                .strikes
                .iter()
                .map(|s| {
                    let (x1, y1) = centre(s.from);
                    let (x2, y2) = centre(s.to);
                    let class = if s.shot { "last-shot" } else { "last-melee" };
                    view! { <line class=class data-testid=class x1=x1 y1=y1 x2=x2 y2=y2 marker-end="url(#strike-head)" /> }
                })
                .collect_view();
            view! { <g class="last">{moved}{lines}</g> }
        })
    };
    // Two boards joined are drawn at the page's width, the page scrolling,
    // rather than shrunk into the window's height.
    let map_class = if map.map().rows() > BOARD_ROWS {
        "skirmish-map long"
    } else {
        "skirmish-map"
    };
    view! {
        <svg class=map_class viewBox=view_box(map.map().rows()) role="group" aria-label=t("skirmish.map.label") data-testid="map">
            <defs>
                <marker id="strike-head" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                    <path d="M0,0 L10,5 L0,10 Z" class="strike-head" />
                </marker>
                <marker id="route-dot" viewBox="0 0 10 10" refX="5" refY="5" markerWidth="2.4" markerHeight="2.4" markerUnits="strokeWidth">
                    <circle cx="5" cy="5" r="4" class="route-dot" />
                </marker>
            </defs>
            {terrain(map, drawn)}
            {last}
            {route}
            <TargetLayer spots shape=corners(0.0, 0.0, R - 2.5) data="data-hex" on_pick=on_hex />
            {horses}
            {sight}
            {counters}
        </svg>
    }
}
