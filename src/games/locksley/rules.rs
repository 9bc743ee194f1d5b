//! Robin of Locksley's rules reference, in our own words.

use super::text;
use crate::i18n::{t, tf};
use crate::rules::Section;
use leptos::prelude::*;
use sherwood_locksley::{Glory, Large, Small, LARGE_TILES};

const fn section(id: &'static str, paragraphs: usize) -> Section {
    Section::new("locksley", id, paragraphs)
}

/// Titles and paragraphs: `rules.locksley.<id>.…` in `rules-locksley.txt`.
pub const SECTIONS: &[Section] = &[
    section("setup", 3),
    section("turn", 2),
    section("robin", 1),
    section("refill", 2),
    section("sell", 1),
    section("bard", 1),
    section("bribe", 2),
    section("challenge", 5),
    section("finish", 1),
    section("lapping", 1),
    section("empty_pile", 3),
    section("options", 3),
    section("reconstruction", 2).ours(),
];

/// The glory tiles, every face, after the sections.
pub fn tiles() -> impl IntoView {
    let small_tiles: Vec<Small> = Small::all();
    view! {
        <section id="rule-tiles">
            <h2>{t("rules.locksley.extra.tiles")}</h2>
            <h3>{t("rules.locksley.extra.fixed_large")}</h3>
            <dl>
                {[Large::Beginning, Large::Nottingham, Large::LongLiveTheKing].map(|l| tile_entry(Glory::Large(l), false)).collect_view()}
            </dl>
            <h3>{t("rules.locksley.extra.random_large")}</h3>
            <dl>
                {LARGE_TILES.iter().flat_map(|(d, n)| [tile_entry(Glory::Large(*d), false), tile_entry(Glory::Large(*n), true)]).collect_view()}
            </dl>
            <h3>{t("rules.locksley.extra.small")}</h3>
            <dl>
                {small_tiles.iter().flat_map(|&tile| [tile_entry(Glory::Small { tile, night: false }, false), tile_entry(Glory::Small { tile, night: true }, true)]).collect_view()}
            </dl>
        </section>
    }
}

fn tile_entry(tile: Glory, ours: bool) -> impl IntoView {
    view! {
        <div class="tile-entry">
            <dt>{text::tile_name(tile)} <small>" "{tf("rules.locksley.extra.face", &[("face", &text::face_label(tile))])}{ours.then_some(" ✎")}</small></dt>
            <dd>{text::challenge(tile)}</dd>
        </div>
    }
}
