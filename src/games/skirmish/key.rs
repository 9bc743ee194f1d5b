//! The map's key: each ground of this scenario's map drawn as the map draws
//! it, with its name and what entering it costs (from the terrain table the
//! rules read), and the counters' marks, drawn by the map's own code.

use super::board::{corners, counter, ground_art, hex_class, horse_mark, sides_art, R};
use super::text;
use crate::i18n::{t, tf};
use leptos::prelude::*;
use sherwood_skirmish::maps::{Border, Ground};
use sherwood_skirmish::roster::Side;
use sherwood_skirmish::{Character, Health, Terrain, View, Weapon};

/// A swatch: a little SVG that takes the map's styles.
fn swatch(inner: AnyView) -> impl IntoView {
    view! {
        <svg class="skirmish-map key-swatch" viewBox="-32 -28 64 56" aria-hidden="true">{inner}</svg>
    }
}

/// What entering a ground costs, on foot and mounted.
fn cost_text(g: Ground) -> String {
    match (g.cost(false), g.cost(true)) {
        (None, _) => t("skirmish.key.impassable").to_string(),
        (Some(foot), None) => tf("skirmish.key.cost_no_horse", &[("foot", &foot)]),
        (Some(foot), Some(mounted)) => tf(
            "skirmish.key.cost",
            &[("foot", &foot), ("mounted", &mounted)],
        ),
    }
}

/// The grounds of the map in the order of the terrain table, the road
/// (flat ground drawn in its own colour) after flat ground.
fn grounds(v: &View) -> Vec<(Ground, bool)> {
    let map = v.scenario().map;
    let m = v.map();
    let on_map: Vec<Ground> = m.hexes().map(|h| m.at(h)).collect();
    let table = Terrain::ALL.iter().map(|&t| Ground::Land(t)).chain([
        Ground::Yard,
        Ground::Ford,
        Ground::Water,
    ]);
    let mut out = vec![];
    for g in table.filter(|g| on_map.contains(g)) {
        out.push((g, false));
        if g == Ground::Land(Terrain::Flat) && map.has_road() {
            out.push((g, true));
        }
    }
    out
}

/// A counter as the map draws it in a state, from the first character the
/// viewer sees that `fits`.
fn sample(
    v: &View,
    fits: impl Fn(&Character) -> bool,
    change: impl Fn(&mut Character),
) -> Option<AnyView> {
    let mut c = v.characters.iter().find(|c| fits(c))?.clone();
    c.health = Health::Healthy;
    c.mounted = false;
    c.hidden = false;
    c.bound = false;
    change(&mut c);
    Some(counter(&c, false, false))
}

/// A state a sample counter is put in.
type Change = fn(&mut Character);

#[component]
pub fn MapKey(view: Memo<View>) -> impl IntoView {
    let v = view.get_untracked();
    let ground_rows = grounds(&v)
        .into_iter()
        .map(|(g, road)| {
            let class = hex_class(v.map(), g, road);
            let name = if road {
                t("skirmish.key.road").to_string()
            } else {
                text::capitalized(text::ground_name(g))
            };
            let art = view! { <g class=class><polygon points=corners(0.0, 0.0, R) />{ground_art(g, 0.0, 0.0)}</g> };
            view! { <li>{swatch(art.into_any())}<span class="key-words"><b>{name}</b>" "{cost_text(g)}</span></li> }
        })
        .collect_view();
    // The walls, windows and doors a map drawn on hex sides has.
    let m = v.map();
    let side_rows = [
        (Border::Wall, "skirmish.key.side_wall"),
        (Border::Window, "skirmish.key.side_window"),
        (Border::Door, "skirmish.key.side_door"),
    ]
    .into_iter()
    .filter(|&(b, _)| m.hexes().any(|h| m.borders(h).contains(&b)))
    .map(|(b, key)| {
        let art = sides_art([(b, (-R * 0.8, 0.0, R * 0.8, 0.0))]).into_any();
        view! { <li>{swatch(art)}<span class="key-words">{t(key)}</span></li> }
    })
    .collect_view();
    let mut marks: Vec<(AnyView, String)> = vec![];
    for side in [Side::Outlaws, Side::Sheriff] {
        if let Some(c) = sample(&v, |c| c.side() == side, |_| {}) {
            marks.push((c, text::capitalized(text::side_name(side))));
        }
    }
    let states: [(&str, Change); 5] = [
        ("skirmish.key.wounded", |c| c.health = Health::Wounded),
        ("skirmish.key.stunned", |c| c.health = Health::Stunned),
        ("skirmish.key.mounted", |c| c.mounted = true),
        ("skirmish.key.hidden", |c| c.hidden = true),
        ("skirmish.key.bound", |c| c.bound = true),
    ];
    for (key, change) in states {
        if let Some(c) = sample(&v, |_| true, change) {
            marks.push((c, t(key).to_string()));
        }
    }
    for w in [Weapon::Bow, Weapon::Crossbow] {
        if let Some(c) = sample(&v, |c| c.who.kind().weapon == Some(w), |_| {}) {
            let words = tf(
                "skirmish.key.weapon",
                &[("weapon", &text::weapon_name(Some(w)))],
            );
            marks.push((c, words));
        }
    }
    marks.push((
        view! { <g class="loose-horse" transform="scale(2)">{horse_mark()}</g> }.into_any(),
        t("skirmish.key.horse").to_string(),
    ));
    marks.push((
        view! { <polygon class="last-move" points=corners(0.0, 0.0, R - 4.0) /> }.into_any(),
        t("skirmish.key.last_move").to_string(),
    ));
    let mark_rows = marks
        .into_iter()
        .map(|(art, words)| view! { <li>{swatch(art)}<span class="key-words">{words}</span></li> })
        .collect_view();
    view! {
        <details class="map-key" data-testid="map-key">
            <summary>{t("skirmish.key.title")}</summary>
            <h3>{t("skirmish.key.ground")}</h3>
            <ul class="plain key-list">{ground_rows}{side_rows}</ul>
            <h3>{t("skirmish.key.counters")}</h3>
            <ul class="plain key-list">{mark_rows}</ul>
        </details>
    }
}
