//! Skirmish in Sherwood's rules reference, in our own words.
//!
//! The rulebook holds only the tables and the turn sequence: those sections
//! say what it says. Everything around them (maps, line of sight, the
//! characters, the scenarios, the rulings where the book is silent) is ours,
//! marked ✎, as `crates/skirmish/STATUS.md` lists it. After the sections,
//! `extra` prints every table of the book from the engine's own data, and
//! the characters' values.

use super::text;
use crate::i18n::t;
use crate::rules::Section;
use leptos::prelude::*;
use sherwood_skirmish::roster::{Who, ROSTER};
use sherwood_skirmish::{
    fire, melee, terrain, Cover, FireResult, MeleeResult, OddsColumn, PlayerStep, TargetKind,
    Terrain, TerrainCover, Weapon, COLUMN_SHIFTS, RANGE_BANDS, WOUNDED_SHOOTER,
};

const fn section(id: &'static str, paragraphs: usize) -> Section {
    Section::new("skirmish", id, paragraphs)
}

/// Titles and paragraphs: `rules.skirmish.<id>.…` in `rules-skirmish.txt`.
pub const SECTIONS: &[Section] = &[
    section("intro", 3),
    section("turn", 4),
    section("fire", 4),
    section("fire_results", 3),
    section("melee", 4),
    section("melee_results", 2),
    section("harm", 2),
    section("recoil", 3),
    section("terrain", 2),
    section("movement", 5).ours(),
    section("sight", 6).ours(),
    section("characters", 3).ours(),
    section("maps", 3).ours(),
    section("hidden", 3).ours(),
    section("ambush", 3).ours(),
    section("rescue", 3).ours(),
    section("ford", 3).ours(),
    section("meadow", 3).ours(),
    section("breakout", 2).ours(),
    section("stand", 2).ours(),
    section("victory", 3).ours(),
    section("rulings", 6).ours(),
    section("balance", 4).ours(),
];

fn row_label(row: u8) -> String {
    if row == 10 {
        t("rules.skirmish.extra.ten_or_more").to_string()
    } else {
        row.to_string()
    }
}

fn range_table() -> impl IntoView {
    let spaces = |(a, b): (u32, u32)| format!("{a}–{b}");
    view! {
        <table class="aid" data-testid="aid-range">
            <caption>{t("rules.skirmish.extra.range")}</caption>
            <thead><tr><th></th><th>{text::weapon_name(Some(Weapon::Bow))}</th><th>{text::weapon_name(Some(Weapon::Crossbow))}</th><th>{t("rules.skirmish.extra.die_modifier")}</th></tr></thead>
            <tbody>
                {RANGE_BANDS.iter().map(|b| view! {
                    <tr><th>{text::range_name(b.range)}</th><td>{spaces(b.bow)}</td><td>{spaces(b.crossbow)}</td><td>{format!("{:+}", b.modifier)}</td></tr>
                }).collect_view()}
                <tr><th>{t("rules.skirmish.extra.wounded_shooter")}</th><td></td><td></td><td>{format!("{WOUNDED_SHOOTER:+}")}</td></tr>
            </tbody>
        </table>
    }
}

fn fire_table(kind: TargetKind) -> impl IntoView {
    view! {
        <table class="aid" data-testid="aid-fire">
            <caption>{text::fire_table_name(kind)}</caption>
            <thead><tr><th>{t("rules.skirmish.extra.modified_die")}</th>{Cover::ALL.map(|c| view! { <th>{text::cover_name(c)}</th> }).collect_view()}</tr></thead>
            <tbody>
                {(1..=10u8).map(|row| view! {
                    <tr><th>{row_label(row)}</th>{Cover::ALL.map(|c| view! { <td>{text::symbol(fire(kind, c, row).symbol())}</td> }).collect_view()}</tr>
                }).collect_view()}
            </tbody>
        </table>
    }
}

/// The results of one table, explained: its letters and what each does.
fn results<R: Copy + 'static>(
    caption: &'static str,
    list: &[R],
    symbol: impl Fn(R) -> char,
    explain: impl Fn(R) -> String,
) -> impl IntoView {
    view! {
        <dl class="aid-results">
            <dt class="caption">{caption}</dt>
            {list.iter().map(|&r| view! { <dt>{text::symbol(symbol(r))}</dt><dd>{explain(r)}</dd> }).collect_view()}
        </dl>
    }
}

fn terrain_cover(c: TerrainCover) -> &'static str {
    t(match c {
        TerrainCover::None => "skirmish.cover.none",
        TerrainCover::Light => "skirmish.cover.light",
        TerrainCover::Medium => "skirmish.cover.medium",
        TerrainCover::Total => "skirmish.cover.total",
        TerrainCover::MediumThroughWindowOrDoor => "skirmish.cover.through_window",
        TerrainCover::MediumUnlessBothSidesSeen => "skirmish.cover.both_sides",
    })
}

fn terrain_table() -> impl IntoView {
    let cost = |t: Terrain| {
        let e = terrain(t);
        match e.cost {
            Some(c) if e.horses_barred => {
                format!(
                    "{c}{}",
                    crate::i18n::t("rules.skirmish.extra.horses_barred")
                )
            }
            Some(c) => c.to_string(),
            None => crate::i18n::t("rules.skirmish.extra.impassable").to_string(),
        }
    };
    let melee_effect = |t: Terrain| match terrain(t).melee {
        Some(m) => text::symbol(m.symbol()),
        None => crate::i18n::t("rules.skirmish.extra.no_melee_window").to_string(),
    };
    view! {
        <table class="aid" data-testid="aid-terrain">
            <caption>{t("rules.skirmish.extra.terrain")}</caption>
            <thead><tr><th>{t("rules.skirmish.extra.ground")}</th><th>{t("rules.skirmish.extra.cost")}</th><th>{t("rules.skirmish.extra.cover")}</th><th>{t("rules.skirmish.extra.melee_effect")}</th></tr></thead>
            <tbody>
                {Terrain::ALL.map(|tr| view! {
                    <tr><th>{text::terrain_name(tr)}</th><td>{cost(tr)}</td><td>{terrain_cover(terrain(tr).cover)}</td><td>{melee_effect(tr)}</td></tr>
                }).collect_view()}
            </tbody>
        </table>
    }
}

fn shifts_table() -> impl IntoView {
    view! {
        <table class="aid" data-testid="aid-shifts">
            <caption>{t("rules.skirmish.extra.shifts")}</caption>
            <thead><tr><th>{t("rules.skirmish.extra.attacker_in")}</th><th>{t("rules.skirmish.extra.defender_in")}</th><th>{t("rules.skirmish.extra.shift")}</th></tr></thead>
            <tbody>
                {COLUMN_SHIFTS.iter().map(|&(a, d, s)| view! {
                    <tr><td>{text::symbol(a.symbol())}</td><td>{text::symbol(d.symbol())}</td><td>{crate::i18n::tn("rules.skirmish.extra.shift_by", i64::from(s.abs()), &[("dir", &if s < 0 { t("rules.skirmish.extra.left") } else { t("rules.skirmish.extra.right") })])}</td></tr>
                }).collect_view()}
            </tbody>
        </table>
        <p class="small">{t("rules.skirmish.extra.shifts_note")}</p>
    }
}

fn melee_table(mounted: bool) -> impl IntoView {
    view! {
        <div class="aid-scroll">
            <table class="aid" data-testid="aid-melee">
                <caption>{text::melee_table_name(mounted)}</caption>
                <thead><tr><th>{t("rules.skirmish.extra.die")}</th>{OddsColumn::all().map(|c| view! { <th>{c.label()}</th> }).collect_view()}</tr></thead>
                <tbody>
                    {(1..=10u8).map(|die| view! {
                        <tr><th>{die.to_string()}</th>{OddsColumn::all().map(|c| view! { <td>{text::symbol(melee(mounted, c, die).symbol())}</td> }).collect_view()}</tr>
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// One character of each kind, as the roster lists them.
fn kinds() -> Vec<Who> {
    let mut seen: Vec<&str> = Vec::new();
    (0..ROSTER.len() as u8)
        .map(Who)
        .filter(|w| {
            let title = w.kind().title;
            let new = !seen.contains(&title);
            seen.push(title);
            new
        })
        .collect()
}

fn characters_table() -> impl IntoView {
    let pair = |v: [u8; 2]| format!("{}/{}", v[0], v[1]);
    view! {
        <div class="aid-scroll">
            <table class="aid nowrap" data-testid="aid-characters">
                <caption>{t("rules.skirmish.extra.characters")}</caption>
                <thead><tr>
                    <th>{t("rules.skirmish.extra.character")}</th><th>{t("rules.skirmish.extra.weapon")}</th>
                    <th>{t("rules.skirmish.extra.on_foot")}</th><th>{t("rules.skirmish.extra.mounted")}</th><th>{t("rules.skirmish.extra.worth")}</th>
                </tr></thead>
                <tbody>
                    {kinds().into_iter().map(|w| {
                        let k = w.kind();
                        let strengths = |s: &sherwood_skirmish::roster::Strengths| format!("{} · {} · {}", pair(s.attack), pair(s.defence), pair(s.movement));
                        view! {
                            <tr>
                                <th>{text::kind_name(w)}</th>
                                <td>{k.weapon.map_or("—", |w| text::weapon_name(Some(w)))}</td>
                                <td>{strengths(&k.on_foot)}</td>
                                <td>{k.mounted.as_ref().map(strengths).unwrap_or_else(|| "—".into())}</td>
                                <td>{k.worth.to_string()}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </div>
        <p class="small">{t("rules.skirmish.extra.characters_note")}</p>
    }
}

/// Every printed table, then the characters' values (ours).
pub fn extra() -> impl IntoView {
    use sherwood_skirmish::fire_effect;
    let fire_letters = [FireResult::A, FireResult::B, FireResult::C, FireResult::D];
    let foot_letters = [FireResult::A, FireResult::B, FireResult::C];
    let melee_mounted = [
        MeleeResult::A,
        MeleeResult::B,
        MeleeResult::C,
        MeleeResult::D,
        MeleeResult::E,
        MeleeResult::F,
        MeleeResult::G,
        MeleeResult::H,
    ];
    let melee_foot = &melee_mounted[..6];
    let fire_explain = |kind| {
        move |r| match fire_effect(kind, r) {
            Some(o) => text::outcome_text(o),
            None => t("skirmish.result.miss").to_string(),
        }
    };
    view! {
        <section id="rule-tables" data-testid="aids">
            <h2>{t("rules.skirmish.extra.title")}</h2>
            <p class="small">{t("rules.skirmish.extra.intro")}</p>
            <h3>{t("rules.skirmish.extra.turn")}</h3>
            <ol>{PlayerStep::ALL.map(|s| view! { <li><b>{text::step_name(s)}</b>" — "{text::step_summary(s)}</li> }).collect_view()}</ol>
            {range_table()}
            {TargetKind::ALL.map(fire_table).collect_view()}
            {results(t("rules.skirmish.extra.fire_results_riders"), &fire_letters, FireResult::symbol, fire_explain(TargetKind::Rider))}
            {results(t("rules.skirmish.extra.fire_results_foot"), &foot_letters, FireResult::symbol, fire_explain(TargetKind::OtherOnFoot))}
            <p class="small">{t("rules.skirmish.extra.recoil_note")}</p>
            {terrain_table()}
            {shifts_table()}
            {melee_table(true)}
            {results(t("rules.skirmish.extra.melee_results_riders"), &melee_mounted, MeleeResult::symbol, |r| text::melee_result_text(true, r))}
            {melee_table(false)}
            {results(t("rules.skirmish.extra.melee_results_foot"), melee_foot, MeleeResult::symbol, |r| text::melee_result_text(false, r))}
            <p class="small">{t("rules.skirmish.extra.melee_recoil_note")}</p>
            <p class="small"><b>{t("rules.skirmish.extra.important")}</b></p>
            {characters_table()}
        </section>
    }
}
