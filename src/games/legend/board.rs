//! The map of Sherwood in SVG, drawn from the engine's map data: each area a
//! node coloured by its terrain, the borders (open country, roads, the
//! crossings of the Trent, secret passages), the Trent between the banks,
//! the printed marks (numbered roads, arrival letters, re-entry numbers),
//! and the counters the viewer may see, grouped by kind. Our own art.

use super::last_move::last_move;
use super::layout::{self, centre, radius, Label, HEIGHT, WIDTH};
use super::text;
use crate::i18n::{lang, t, tf, Lang};
use crate::table::BoardTarget;
use leptos::prelude::*;
use sherwood_legend::counters::Kind;
use sherwood_legend::map::{Area, Border, Mark, AREAS, BORDERS, KEEPS};
use sherwood_legend::tables::Terrain;
use sherwood_legend::vocab::Side;
use sherwood_legend::{Action, Hidden, PieceView, View};
use std::sync::OnceLock;

/// What the table shows: a seat's view and, when that seat is to act, its
/// legal actions (the engine's view carries none).
#[derive(Clone, Debug, PartialEq)]
pub struct Seen {
    pub view: View,
    pub legal: Vec<Action>,
}

/// The area an action is played on by clicking the map, if it is one of those.
pub fn map_target(a: &Action) -> Option<Area> {
    match a {
        Action::Step(x) | Action::Fight(x) | Action::Place(x) | Action::Tax(x) => Some(*x),
        _ => None,
    }
}

/// The area whose open stack offers an action instead of the prompt bar:
/// a group is picked on the map (6.3), a tap on its area listing who may
/// move from there, not one button per leader above the map.
pub fn stack_area(v: &View, a: &Action) -> Option<Area> {
    match a {
        Action::Pick(p) => text::area_of(v, *p),
        _ => None,
    }
}

/// What a highlighted area does when played: its own action, or opening
/// its stack, whose buttons hold the moves made from it.
#[derive(Clone, Debug, PartialEq)]
enum Choice {
    Play(Action),
    Open,
}

/// Each area's name placement, worked out once a language from the lengths
/// of its names (the language is switched only once its tables are in).
fn name_label(a: Area) -> Label {
    static LABELS: [OnceLock<Vec<Label>>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    let lang = lang();
    let at = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    LABELS[at].get_or_init(|| layout::labels(text::area_short))[a.index()]
}

/// A name as its label places it: one line, or two.
fn name_lines(name: &str, lab: Label) -> AnyView {
    match layout::two_lines(name).filter(|_| lab.wrap) {
        Some((one, two)) => view! {
            <tspan x=lab.x>{one.to_string()}</tspan>
            <tspan x=lab.x dy=layout::LINE>{two.to_string()}</tspan>
        }
        .into_any(),
        None => name.to_string().into_any(),
    }
}

/// One group of alike counters in an area, as the viewer sees them.
#[derive(Clone, Debug, PartialEq)]
pub struct Chip {
    pub class: String,
    pub mark: &'static str,
    pub count: usize,
    /// The counters in words ("2 Merry Men, captive").
    pub label: String,
}

/// How a viewer sees one counter: its kind (or only its face), and its class.
fn look(pv: &PieceView) -> (String, &'static str, String) {
    let side = match pv.side {
        Side::Outlaw => "outlaw",
        Side::Sheriff => "sheriff",
        Side::Traveller => "traveller",
    };
    let captive = if pv.state.captive { " captive" } else { "" };
    match pv.pid {
        None => {
            let h = pv.hidden.unwrap_or(Hidden::Unrecruited);
            (
                format!("chip {side} face-down{captive}"),
                "?",
                text::hidden_name(h).to_string(),
            )
        }
        Some(p) => {
            let k = p.kind();
            let unit = if k.is_unit() { " unit" } else { " leader" };
            let mut name = text::kind_name(k).to_string();
            let mut class = format!("chip {side}{unit}{captive}");
            if let Some(h) = pv.hidden {
                name = tf(
                    "legend.piece_state",
                    &[("piece", &name), ("state", &text::hidden_state(h))],
                );
                class.push_str(" own-face-down");
            }
            (class, text::kind_abbr(k), name)
        }
    }
}

/// Adds a counter to the chips of its area: to the group that looks alike,
/// or as a new one.
fn add_chip(chips: &mut Vec<Chip>, pv: &PieceView) {
    let (class, mark, mut label) = look(pv);
    if pv.state.captive {
        label = tf("legend.captive", &[("piece", &label)]);
    }
    match chips
        .iter_mut()
        .find(|c| c.class == class && c.label == label)
    {
        Some(c) => c.count += 1,
        None => chips.push(Chip {
            class,
            mark,
            count: 1,
            label,
        }),
    }
}

/// The counters in `area`, grouped by how they look, in the view's order.
pub fn chips(v: &View, area: Area) -> Vec<Chip> {
    let mut out: Vec<Chip> = vec![];
    for pv in v.pieces.iter().filter(|pv| pv.state.area() == Some(area)) {
        add_chip(&mut out, pv);
    }
    out
}

/// Every area's [`chips`], by the area's index: the pieces gone through once.
fn chips_by_area(v: &View) -> Vec<Vec<Chip>> {
    let mut out: Vec<Vec<Chip>> = vec![vec![]; AREAS.len()];
    for pv in &v.pieces {
        if let Some(area) = pv.state.area() {
            add_chip(&mut out[area.index()], pv);
        }
    }
    out
}

/// A chip's words with its count.
pub fn chip_words(c: &Chip) -> String {
    if c.count > 1 {
        format!("{} × {}", c.count, c.label)
    } else {
        c.label.clone()
    }
}

/// An area's accessible name (its counters grouped as `chips`): what
/// clicking does, then its terrain and counters.
fn area_label(
    v: &View,
    area: Area,
    chips: &[Chip],
    choice: Option<&Choice>,
    last: Option<&str>,
) -> String {
    let pieces: Vec<String> = chips.iter().map(chip_words).collect();
    let mut label = tf(
        "legend.map.area",
        &[
            ("area", &text::area_name(area)),
            ("terrain", &text::terrain_name(area.terrain())),
        ],
    );
    if !pieces.is_empty() {
        label = tf(
            "legend.map.area_pieces",
            &[("area", &label), ("pieces", &pieces.join(", "))],
        );
    }
    match choice {
        Some(Choice::Play(a)) => {
            label = tf(
                "legend.map.area_action",
                &[("area", &label), ("action", &text::action_label(v, a))],
            );
        }
        Some(Choice::Open) => label = tf("legend.map.area_groups", &[("area", &label)]),
        None => {}
    }
    if let Some(who) = last {
        label = format!("{label} {}", tf("legend.map.last_change", &[("who", &who)]));
    }
    label
}

/// Straight line between two areas' centres.
fn segment(a: Area, b: Area) -> (f64, f64, f64, f64) {
    let (x1, y1) = centre(a);
    let (x2, y2) = centre(b);
    (x1, y1, x2, y2)
}

/// The fixed drawing: the Trent, the borders, the crossings' symbols.
fn ground() -> impl IntoView {
    let river = layout::river()
        .iter()
        .map(|&((x1, y1), (x2, y2))| view! { <line class="trent" x1=x1 y1=y1 x2=x2 y2=y2 /> })
        .collect_view();
    let borders = BORDERS
        .iter()
        .map(|&(a, b, border)| {
            let (x1, y1, x2, y2) = segment(a, b);
            let class = match border {
                Border::Open => "border open",
                Border::Road => "border road",
                Border::Crossing => "border crossing",
                Border::Passage => "border passage",
            };
            let title = (border == Border::Passage).then(|| {
                view! { <title>{tf("legend.map.passage", &[("a", &text::area_name(a)), ("b", &text::area_name(b))])}</title> }
            });
            view! { <line class=class x1=x1 y1=y1 x2=x2 y2=y2>{title}</line> }
        })
        .collect_view();
    view! {
        <g class="ground" aria-hidden="true">
            {river}
            {borders}
        </g>
    }
}

/// A crossing's symbol: a bridge's deck or a ford's stones, laid along the
/// line between the two spaces it joins.
fn crossing_symbol(area: Area) -> impl IntoView {
    let ends: Vec<Area> = area.neighbours().iter().map(|(a, _)| *a).collect();
    let (x, y) = centre(area);
    let angle = match ends.as_slice() {
        [a, b] => {
            let (ax, ay) = centre(*a);
            let (bx, by) = centre(*b);
            (by - ay).atan2(bx - ax).to_degrees()
        }
        _ => 0.0,
    };
    let bridge = area.terrain() == Terrain::Bridge;
    view! {
        <g class=if bridge { "bridge-deck" } else { "ford-stones" } transform=format!("translate({x},{y}) rotate({angle})")>
            {if bridge {
                view! { <rect x="-26" y="-9" width="52" height="18" rx="3" /> }.into_any()
            } else {
                view! { <circle cx="-18" cy="0" r="4" /><circle cx="-6" cy="3" r="4" /><circle cx="6" cy="-3" r="4" /><circle cx="18" cy="0" r="4" /> }.into_any()
            }}
        </g>
    }
}

/// A small glyph of the terrain above an area's name.
fn glyph(tr: Terrain, x: f64, y: f64) -> impl IntoView {
    let d = match tr {
        Terrain::Forest => "M0,-12 L8,2 L3,2 L3,8 L-3,8 L-3,2 L-8,2 Z",
        Terrain::Castle | Terrain::Keep | Terrain::RuinedCastle => {
            "M-9,8 L-9,-8 L-5,-8 L-5,-4 L-2,-4 L-2,-8 L2,-8 L2,-4 L5,-4 L5,-8 L9,-8 L9,8 Z"
        }
        Terrain::Town | Terrain::Village => "M-8,8 L-8,-2 L0,-10 L8,-2 L8,8 Z",
        Terrain::Mill => "M0,0 L-9,-9 M0,0 L9,-9 M0,0 L-9,9 M0,0 L9,9 M-3,9 L3,9",
        Terrain::NottinghamGreen => "M-9,6 L9,6 M0,6 L0,-10 M0,-10 L7,-6 L0,-3",
        _ => "",
    };
    (!d.is_empty()).then(
        || view! { <path class="glyph" d=d transform=format!("translate({x},{})", y - 14.0) /> },
    )
}

/// The printed marks beside an area in the game's edition: its road
/// number, letter, re-entry number.
fn marks(area: Area, edition: u8, x: f64, y: f64, r: f64) -> impl IntoView {
    area.marks(edition)
        .into_iter()
        .enumerate()
        .map(|(i, m)| {
            let (class, label) = match m {
                Mark::RoadEdge(n) => ("mark road-edge", n.to_string()),
                Mark::Letter(c) => ("mark letter", c.to_string()),
                Mark::Reentry(n) => ("mark reentry", n.to_string()),
            };
            let mx = x + r * 0.8 + 4.0;
            let my = y - r * 0.8 + i as f64 * 20.0;
            view! {
                <g class=class transform=format!("translate({mx},{my})")>
                    <title>{text::mark_text(m)}</title>
                    <rect x="-9" y="-9" width="18" height="18" rx=if matches!(m, Mark::RoadEdge(_)) { "2" } else { "9" } />
                    <text y="5" text-anchor="middle">{label}</text>
                </g>
            }
        })
        .collect_view()
}

/// What one area shows that changes with the game.
#[derive(Clone, PartialEq)]
struct AreaLook {
    label: String,
    action: Option<Choice>,
    changed: bool,
    chips: Vec<Chip>,
    taxed: bool,
}

/// The map. A click on a highlighted area plays its action (or opens its
/// stack, whose buttons hold the moves made from it); on any other area it
/// selects that area, whose counters the table lists.
#[component]
pub fn Map(
    seen: Memo<Seen>,
    on_action: Callback<Action>,
    /// The area whose stack is open.
    #[prop(optional)]
    selected: Option<RwSignal<Option<Area>>>,
) -> impl IntoView {
    let keep_state = Memo::new(move |_| seen.with(|s| (s.view.discovered, s.view.looted)));
    let keeps = move || {
        let (discovered, looted) = keep_state.get();
        KEEPS
            .iter()
            .enumerate()
            .map(|(k, &(keep, _, _))| {
                let (x, y) = centre(keep);
                let mut words = vec![];
                if discovered[k] {
                    words.push(t("legend.map.discovered"));
                }
                if looted[k] {
                    words.push(t("legend.map.looted"));
                }
                (!words.is_empty()).then(|| {
                    view! { <text class="keep-state" x=x y=y + 34.0 text-anchor="middle">{words.join(" · ")}</text> }
                })
            })
            .collect_view()
    };
    // What each area shows that can change, worked out for all areas at
    // once; each area redraws only when its own look changes (a click
    // changes one to a few areas, not the 60 on the map).
    let looks = Memo::new(move |_| {
        seen.with(|Seen { view: v, legal }| {
            let viewer_seat = v.to_move.filter(|_| v.detail.is_some());
            let last = last_move(&v.log, viewer_seat);
            let mut chips = chips_by_area(v);
            AREAS
                .iter()
                .map(|d| {
                    let area = d.area;
                    let action = match legal.iter().find(|a| map_target(a) == Some(area)) {
                        Some(a) => Some(Choice::Play(*a)),
                        None => legal
                            .iter()
                            .any(|a| stack_area(v, a) == Some(area))
                            .then_some(Choice::Open),
                    };
                    let changed = last
                        .as_ref()
                        .filter(|(_, areas)| areas.contains(&area))
                        .map(|(who, _)| text::seat_title(*who));
                    let chips = std::mem::take(&mut chips[area.index()]);
                    AreaLook {
                        label: area_label(v, area, &chips, action.as_ref(), changed),
                        action,
                        changed: changed.is_some(),
                        chips,
                        taxed: v.taxed.get(area.index()).copied() == Some(v.turn) && v.turn > 0,
                    }
                })
                .collect::<Vec<_>>()
        })
    });
    let edition = seen.with_untracked(|s| s.view.options.edition);
    let areas = AREAS
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let area = d.area;
            let look = Memo::new(move |_| looks.with(|l| l[i].clone()));
            let (x, y) = centre(area);
            let r = radius(area);
            let per_row = if r < 25.0 { 2 } else { 3 };
            let is_selected = move || selected.is_some_and(|s| s.get() == Some(area));
            let play = Callback::new(move |c: Choice| match c {
                Choice::Play(a) => on_action.run(a),
                // A click selects through the wrapper below; Enter or Space
                // on the focused area comes here alone.
                Choice::Open => {
                    if let Some(s) = selected {
                        s.set(Some(area));
                    }
                }
            });
            let select = move |_| {
                if let Some(s) = selected {
                    s.set(Some(area));
                }
            };
            let name = text::area_short(area);
            let lab = name_label(area);
            let crossing = matches!(d.terrain, Terrain::Ford | Terrain::Bridge);
            let terrain = d.terrain;
            view! {
                <g class="area-wrap" on:click=select>
                    {move || {
                        let AreaLook { label, action, changed, chips, taxed } = look.get();
                        let total = chips.len();
                        let rows = total.div_ceil(per_row).max(1);
                        let chip_views = chips
                            .into_iter()
                            .enumerate()
                            .map(|(i, c)| {
                                let row = i / per_row;
                                let in_row = if row + 1 < rows { per_row } else { total - row * per_row };
                                let col = i % per_row;
                                let cx = x + (col as f64 - (in_row as f64 - 1.0) / 2.0) * 21.0;
                                let cy = y + 6.0 + (row as f64 - (rows as f64 - 1.0) / 2.0) * 21.0;
                                view! {
                                    <g class=c.class.clone() transform=format!("translate({cx},{cy})")>
                                        <title>{chip_words(&c)}</title>
                                        <circle r="10" />
                                        <text class="abbr" y="3.5" text-anchor="middle">{c.mark}</text>
                                        {(c.count > 1).then(|| view! { <text class="count" x="8" y="-5">{c.count.to_string()}</text> })}
                                    </g>
                                }
                            })
                            .collect_view();
                        let is_target = action.is_some();
                        let name = name.clone();
                        view! {
                            <BoardTarget class=format!("area {}", text::terrain_class(terrain)) label action on_action=play attr:data-area=area.slug()>
                                {crossing.then(|| crossing_symbol(area))}
                                {changed.then(|| view! { <circle class="last-change" cx=x cy=y r=r + 9.0 data-testid="last-change" /> })}
                                <circle class="node" class:selected=is_selected cx=x cy=y r=r />
                                {is_target.then(|| view! { <circle class="target-ring" cx=x cy=y r=r + 4.0 /> })}
                                {glyph(terrain, x, y - r + 14.0)}
                                <text class="area-name" class:small=crossing x=lab.x y=lab.y text-anchor=lab.anchor>{name_lines(&name, lab)}</text>
                                {taxed.then(|| view! { <text class="taxed" x=x y=if lab.above { y + r + 12.0 } else { y - r - 4.0 } text-anchor="middle">{t("legend.map.taxed")}</text> })}
                                {marks(area, edition, x, y, r)}
                                {chip_views}
                            </BoardTarget>
                        }
                    }}
                </g>
            }
        })
        .collect_view();
    view! {
        <svg class="legend-map" viewBox=format!("0 0 {WIDTH} {HEIGHT}") role="group" aria-label=t("legend.map.label") data-testid="map">
            <rect class="far-bank-sea" x="0" y="0" width=WIDTH height=HEIGHT />
            {ground()}
            {areas}
            {keeps}
        </svg>
    }
}

/// Every kind's abbreviation and name, for the map's key.
pub fn key_entries() -> Vec<(&'static str, &'static str, &'static str)> {
    Kind::ALL
        .iter()
        .map(|&k| {
            let side = match k.side() {
                Side::Outlaw => "outlaw",
                Side::Sheriff => "sheriff",
                Side::Traveller => "traveller",
            };
            (side, text::kind_abbr(k), text::kind_name(k))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{with_lang, Lang};
    use sherwood_engine::{Game, Viewer};
    use sherwood_legend::{Legend, Options};

    /// The Sheriff's view of the start shows the outlaws' face-down
    /// counters only as such: no name of theirs in any label of the map.
    #[test]
    fn face_down_counters_are_not_named_to_the_other_side() {
        let g = Legend::new(&Options::default(), 3);
        let v = g.view(Viewer::Seat(sherwood_legend::vocab::SHERIFF));
        with_lang(Lang::En, || {
            let all: Vec<String> = Area::ALL
                .iter()
                .map(|&a| area_label(&v, a, &chips(&v, a), None, None))
                .collect();
            let text = all.join("\n");
            for name in ["Little John", "Friar Tuck", "Will Stutely", "Merry Men"] {
                assert!(!text.contains(name), "{name} named to the Sheriff");
            }
            assert!(text.contains("Unrecruited outlaw"));
            let robin = g.view(Viewer::Seat(sherwood_legend::vocab::ROBIN));
            let own = area_label(
                &robin,
                Area::Edwinstowe,
                &chips(&robin, Area::Edwinstowe),
                None,
                None,
            );
            assert!(own.contains("Little John"), "{own}");
        });
        for lang in Lang::ALL {
            with_lang(lang, || {
                for a in Area::ALL {
                    for c in [Choice::Play(Action::Halt), Choice::Open] {
                        let label = area_label(&v, *a, &chips(&v, *a), Some(&c), Some("x"));
                        assert!(!label.contains('{'));
                    }
                }
            });
        }
    }

    /// The map groups every area's counters in one pass, as the table's
    /// list of one area does.
    #[test]
    fn every_area_shows_the_counters_its_list_shows() {
        let g = Legend::new(&Options::default(), 3);
        for seat in [
            sherwood_legend::vocab::ROBIN,
            sherwood_legend::vocab::SHERIFF,
        ] {
            let v = g.view(Viewer::Seat(seat));
            let all = chips_by_area(&v);
            assert!(all.iter().filter(|c| !c.is_empty()).count() > 1);
            for a in Area::ALL {
                assert_eq!(all[a.index()], chips(&v, *a), "{a:?}");
            }
        }
    }
}
