//! The map of Nottinghamshire in SVG: eleven spaces, borders, roads, rivers,
//! the Bridge, and every piece the viewer may see. Our own schematic art.

use super::last_move::last_action;
use super::text;
use crate::i18n::{t, tf, tn};
use crate::table::BoardTarget;
use leptos::prelude::*;
use sherwood_gest::map::{self, Sp, SPACES};
use sherwood_gest::{Action, Robin, SpaceView, Status, View};

/// Centre of each space (north up), from the layout hint in shared/games/gest.md.
pub fn centre(sp: Sp) -> (f64, f64) {
    match sp {
        Sp::Retford => (650.0, 150.0),
        Sp::Blyth => (440.0, 240.0),
        Sp::Tuxford => (680.0, 430.0),
        Sp::ShireWood => (285.0, 470.0),
        Sp::OllertonHill => (480.0, 430.0),
        Sp::Newark => (850.0, 560.0),
        Sp::Mansfield => (120.0, 640.0),
        Sp::SouthwellForest => (560.0, 630.0),
        Sp::Nottingham => (330.0, 680.0),
        Sp::Bingham => (640.0, 830.0),
        Sp::Remston => (300.0, 890.0),
    }
}

const RADIUS: f64 = 84.0;

fn space_class(sp: Sp, v: &SpaceView) -> String {
    let kind = match sp.kind() {
        map::Kind::City => "city",
        map::Kind::Forest => "forest",
        map::Kind::Parish => "parish",
        map::Kind::Hill => "hill",
    };
    let status = match v.status {
        Some(Status::Submissive) => " submissive",
        Some(Status::Revolting) => " revolting",
        Some(Status::Passive) => " passive",
        None => "",
    };
    format!("space {kind}{status}")
}

/// One kind of piece in a space: an icon and a count.
struct Chip {
    class: &'static str,
    /// The pieces in words, with their count ("2 Henchmen").
    label: String,
    count: u8,
    /// Short text drawn on the icon (e.g. "RH", "?").
    mark: &'static str,
}

fn chips(v: &SpaceView, robin_here: Option<bool>, sheriff_kinds: Option<[u8; 3]>) -> Vec<Chip> {
    let mut out = Vec::new();
    // The counts include Robin Hood; when the viewer knows he is here, draw him apart.
    let (mut hidden, mut revealed) = (v.hidden, v.revealed);
    if let Some(h) = robin_here {
        if h {
            hidden = hidden.saturating_sub(1);
        } else {
            revealed = revealed.saturating_sub(1);
        }
        out.push(Chip {
            class: if h {
                "piece robin hidden"
            } else {
                "piece robin revealed"
            },
            label: if h {
                t("gest.map.robin_hidden")
            } else {
                t("gest.map.robin_revealed")
            }
            .to_string(),
            count: 1,
            mark: t("gest.map.mark.robin"),
        });
    }
    let mut push = |class, label: String, count: u8, mark| {
        if count > 0 {
            out.push(Chip {
                class,
                label,
                count,
                mark,
            });
        }
    };
    let counted = |key: &str, n: u8| tn(key, n.into(), &[]);
    push(
        "piece man hidden",
        counted("gest.map.hidden", hidden),
        hidden,
        "",
    );
    push(
        "piece man revealed",
        counted("gest.map.revealed", revealed),
        revealed,
        "!",
    );
    push(
        "piece camp",
        counted("gest.map.camps", v.camps),
        v.camps,
        "",
    );
    push(
        "piece henchman",
        counted("gest.map.henchmen", v.henchmen),
        v.henchmen,
        "",
    );
    let down = v.carts_face_down;
    let down_label = match sheriff_kinds {
        Some(k) => tn(
            "gest.map.face_down_kinds",
            down.into(),
            &[("tallage", &k[0]), ("tribute", &k[1]), ("trap", &k[2])],
        ),
        None => counted("gest.map.face_down", down),
    };
    push("piece cart down", down_label, down, "?");
    let [tallage, tribute, trap] = v.carts_face_up;
    push(
        "piece cart tallage",
        counted("gest.map.tallage", tallage),
        tallage,
        t("gest.map.mark.tallage"),
    );
    push(
        "piece cart tribute",
        counted("gest.map.tribute", tribute),
        tribute,
        t("gest.map.mark.tribute"),
    );
    push(
        "piece cart trap",
        counted("gest.map.trap", trap),
        trap,
        t("gest.map.mark.trap"),
    );
    out
}

/// A space's accessible name: what clicking it does, or its status and pieces.
fn space_label(name: &str, status: &str, chips: &[Chip], action: Option<&Action>) -> String {
    if let Some(a) = action {
        return tf(
            "gest.map.space_action",
            &[("space", &name), ("action", &text::action_label(a))],
        );
    }
    let pieces = text::list_plain(&chips.iter().map(|c| c.label.as_str()).collect::<Vec<_>>());
    let args: [(&str, &dyn std::fmt::Display); 3] =
        [("space", &name), ("status", &status), ("pieces", &pieces)];
    match (status.is_empty(), chips.is_empty()) {
        (true, true) => name.to_string(),
        (false, true) => tf("gest.map.space_status", &args),
        (true, false) => tf("gest.map.space_pieces", &args),
        (false, false) => tf("gest.map.space_status_pieces", &args),
    }
}

/// The space an action is played on by clicking the map, if it is one of those.
pub fn map_target(a: &Action) -> Option<Sp> {
    match a {
        Action::Space(sp) | Action::Robin(sp) | Action::Man(sp) => Some(*sp),
        _ => None,
    }
}

#[component]
pub fn Map(view: Memo<View>, on_action: Callback<Action>) -> impl IntoView {
    // The printed borders, as the engine knows them (no Bridge, no Great Oak).
    let borders = SPACES.iter().enumerate().flat_map(|(i, &a)| {
        SPACES[i + 1..]
            .iter()
            .filter(move |&&b| map::adjacent(a, b, None, false))
            .map(move |&b| (a, b))
    });
    let links = borders
        .map(|(a, b)| {
            let (x1, y1) = centre(a);
            let (x2, y2) = centre(b);
            view! { <line class="border" x1=x1 y1=y1 x2=x2 y2=y2 /> }
        })
        .collect_view();
    let rivers = map::RIVER_BORDERS
        .iter()
        .map(|(a, b)| {
            // A short river stroke across the midpoint, perpendicular to the gap.
            let (x1, y1) = centre(*a);
            let (x2, y2) = centre(*b);
            let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            let (dx, dy) = (x2 - x1, y2 - y1);
            let len = (dx * dx + dy * dy).sqrt();
            let (nx, ny) = (-dy / len * 55.0, dx / len * 55.0);
            let d = format!(
                "M{},{} Q{},{} {},{}",
                mx - nx,
                my - ny,
                mx + dx / len * 14.0,
                my + dy / len * 14.0,
                mx + nx,
                my + ny
            );
            view! { <path class="river" d=d /> }
        })
        .collect_view();
    let roads = SPACES
        .iter()
        .filter_map(|&sp| sp.road_next().map(|next| (sp, next)))
        .map(|(a, b)| {
            let (x1, y1) = centre(a);
            let (x2, y2) = centre(b);
            view! { <line class="road" x1=x1 y1=y1 x2=x2 y2=y2 marker-end="url(#road-arrow)" /> }
        })
        .collect_view();

    let bridge = move || {
        view.with(|v| v.bridge).map(|(a, b)| {
            let (x1, y1) = centre(a);
            let (x2, y2) = centre(b);
            view! {
                <g class="bridge">
                    <title>{tf("gest.map.bridge", &[("a", &text::space_name(a)), ("b", &text::space_name(b))])}</title>
                    <line x1=x1 y1=y1 x2=x2 y2=y2 />
                </g>
            }
        })
    };

    let spaces = move || {
        view.with(|v| {
            let sheriff_view = v.available_cart_kinds.is_some();
            let last = last_action(&v.log, v.prompt.seat);
            v.spaces
                .iter()
                .map(|s| {
                    let sp = s.space;
                    let (x, y) = centre(sp);
                    let action = v.legal.iter().find(|a| map_target(a) == Some(sp)).cloned();
                    let robin_here = match v.robin {
                        Some(Robin::Map { at, hidden }) if at == sp => Some(hidden),
                        _ => None,
                    };
                    let chips = chips(s, robin_here, s.carts_face_down_kinds.filter(|_| sheriff_view));
                    let name = text::space_name(sp);
                    let status = s.status.map(text::status_name).unwrap_or("");
                    let mut label = space_label(name, status, &chips, action.as_ref());
                    let changed = last
                        .as_ref()
                        .filter(|(_, spaces)| spaces.contains(&sp))
                        .map(|(who, _)| *who);
                    if let Some(who) = changed {
                        let who = text::seat_title(who);
                        label = format!("{label} {}", tf("gest.map.last_change", &[("who", &who)]));
                    }
                    let per_row = 3usize;
                    let chip_views = chips
                        .into_iter()
                        .enumerate()
                        .map(|(i, c)| {
                            let row = (i / per_row) as f64;
                            let col = (i % per_row) as f64;
                            let cx = x - 52.0 + col * 52.0;
                            let cy = y + 8.0 + row * 44.0;
                            view! {
                                <g class=c.class transform=format!("translate({cx},{cy})")>
                                    <title>{c.label}</title>
                                    <circle r="19" />
                                    <text class="mark" y="6" text-anchor="middle">{c.mark}</text>
                                    <text class="count" x="20" y="17">{(c.count > 1).then(|| c.count.to_string())}</text>
                                </g>
                            }
                        })
                        .collect_view();
                    let is_target = action.is_some();
                    view! {
                        <BoardTarget class=space_class(sp, s) label=label action on_action attr:data-space=sp.to_string()>
                            <circle class="area" cx=x cy=y r=RADIUS />
                            {changed.is_some().then(|| view! { <circle class="last-change" cx=x cy=y r=RADIUS + 14.0 data-testid="last-change" /> })}
                            {is_target.then(|| view! { <circle class="target-ring" cx=x cy=y r=RADIUS + 6.0 /> })}
                            <text class="space-name" x=x y=y - 38.0 text-anchor="middle">{name}</text>
                            <text class="space-status" x=x y=y - 16.0 text-anchor="middle">{status}</text>
                            {chip_views}
                        </BoardTarget>
                    }
                })
                .collect_view()
        })
    };

    view! {
        <svg class="gest-map" viewBox="28 58 916 924" role="group" aria-label=t("gest.map.label") data-testid="map">
            <defs>
                <marker id="road-arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                    <path d="M0,0 L10,5 L0,10 Z" class="road-head" />
                </marker>
            </defs>
            <path class="trent" d="M40,760 C220,800 380,800 470,760 S700,700 780,720 S930,640 990,470" />
            {links}
            {roads}
            {rivers}
            {bridge}
            {spaces}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{with_lang, Lang};

    fn space(n: u8) -> SpaceView {
        SpaceView {
            space: Sp::Blyth,
            status: Some(Status::Revolting),
            hidden: n + 1,
            revealed: n + 1,
            henchmen: n,
            camps: n,
            carts_face_down: n,
            carts_face_up: [n; 3],
            carts_face_down_kinds: Some([n; 3]),
        }
    }

    #[test]
    fn every_piece_label_exists_in_every_language() {
        for lang in Lang::ALL {
            with_lang(lang, || {
                for n in 0..=2 {
                    for robin in [None, Some(true), Some(false)] {
                        for kinds in [None, Some([n; 3])] {
                            let chips = chips(&space(n), robin, kinds);
                            for status in ["", text::status_name(Status::Passive)] {
                                assert!(!space_label("Blyth", status, &chips, None).is_empty());
                            }
                        }
                    }
                }
                let a = Action::Space(Sp::Blyth);
                assert!(!space_label("Blyth", "", &[], Some(&a)).is_empty());
            });
        }
    }

    #[test]
    fn english_labels_keep_the_words_the_browser_tests_look_for() {
        let chips = chips(&space(1), Some(true), Some([1, 0, 0]));
        let label = space_label("Blyth", "Revolting", &chips, None);
        assert_eq!(
            label,
            "Blyth (Revolting): Robin Hood (Hidden), 1 Hidden Merry Man, 2 Revealed Merry Men, \
             1 Camp, 1 Henchman, 1 Face-down Carriages (1 Tallage, 0 Tribute, 0 Trap), \
             1 Tallage Carriage (face up), 1 Tribute Carriage (face up), 1 Trap Carriage (face up)"
        );
    }
}
