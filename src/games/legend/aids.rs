//! The player aids: the printed tables (from the engine's data, so they are
//! the very tables the dice are read on), the terrain effects, the counters'
//! values and the map's key.

use super::board::key_entries;
use super::text;
use crate::i18n::{known, t, tf};
use leptos::prelude::*;
use sherwood_legend::counters::Kind;
use sherwood_legend::tables::{
    tables, Combat, Entry, Movement, Stop, Table, TerrainEffects, TERRAIN,
};

/// A printed word or cell in the reader's language where we translated
/// it; numbers and the book's codes (AP1, EX, R) read the same everywhere.
pub fn printed(cell: &str) -> String {
    let slug: String = cell
        .to_lowercase()
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    let key = format!("legend.aid.cell.{slug}");
    if known(&key) {
        t(&key).to_string()
    } else {
        cell.to_string()
    }
}

fn table_title(tb: &Table) -> String {
    let key = format!("legend.aid.table.{}", tb.id);
    if known(&key) {
        t(&key).to_string()
    } else {
        tb.title.clone()
    }
}

fn printed_table(tb: Table) -> impl IntoView {
    let note_key = format!("legend.aid.note.{}", tb.id);
    let note = known(&note_key).then(|| view! { <p class="muted small">{t(&note_key)}</p> });
    view! {
        <details data-testid=format!("aid-{}", tb.id)>
            <summary>{table_title(&tb)}</summary>
            <table class="aid-table">
                <thead><tr>{tb.header.iter().map(|h| view! { <th>{printed(h)}</th> }).collect_view()}</tr></thead>
                <tbody>
                    {tb.rows.iter().map(|row| view! {
                        <tr>{row.iter().map(|c| view! { <td>{printed(c)}</td> }).collect_view()}</tr>
                    }).collect_view()}
                </tbody>
            </table>
            {note}
        </details>
    }
}

/// One row of the terrain table in words.
fn effects_text(e: &TerrainEffects) -> [String; 3] {
    let movement = match e.movement {
        Movement::Cost(n) => tf("legend.aid.terrain.cost", &[("n", &n)]),
        Movement::Impassable => t("legend.aid.terrain.impassable").to_string(),
        Movement::SecretPassage => t("legend.aid.terrain.passage").to_string(),
    };
    let mut limits = vec![];
    match e.entry {
        Entry::Anyone => {}
        Entry::NoKnights => limits.push(t("legend.aid.terrain.no_knights")),
        Entry::FromCastleOnly => limits.push(t("legend.aid.terrain.from_castle")),
    }
    match e.stop {
        Stop::Anyone => {}
        Stop::Nobody => limits.push(t("legend.aid.terrain.no_stop")),
        Stop::TravellersOnly => limits.push(t("legend.aid.terrain.travellers_stop")),
    }
    let combat = match e.combat {
        Combat::Normal => "-",
        Combat::ArcheryMinusOne => t("legend.aid.terrain.archery_minus"),
        Combat::NoArcheryMeleeMinusOne => t("legend.aid.terrain.melee_minus"),
        Combat::Forbidden => t("legend.aid.terrain.forbidden"),
    };
    [movement, limits.join(" "), combat.to_string()]
}

fn terrain_table() -> impl IntoView {
    view! {
        <details data-testid="aid-terrain">
            <summary>{t("legend.aid.table.terrain")}</summary>
            <table class="aid-table">
                <thead><tr>
                    <th>{t("legend.aid.terrain.kind")}</th>
                    <th>{t("legend.aid.terrain.movement")}</th>
                    <th>{t("legend.aid.terrain.combat")}</th>
                </tr></thead>
                <tbody>
                    {TERRAIN.iter().map(|row| {
                        let names: Vec<&str> = row.terrains.iter().map(|&tr| text::terrain_name(tr)).collect();
                        let [movement, limits, combat] = effects_text(&row.effects);
                        view! { <tr><td>{names.join(" / ")}</td><td>{movement}" "{limits}</td><td>{combat}</td></tr> }
                    }).collect_view()}
                </tbody>
            </table>
        </details>
    }
}

/// The counters' values in an edition of our reconstruction (✎).
fn counters_table(edition: u8) -> impl IntoView {
    view! {
        <details data-testid="aid-counters">
            <summary>{t("legend.aid.counters")}</summary>
            <table class="aid-table">
                <thead><tr>
                    <th>{t("legend.aid.counter")}</th>
                    <th>{t("legend.aid.archery")}</th>
                    <th>{t("legend.aid.melee")}</th>
                    <th>{t("legend.aid.movement")}</th>
                    <th>{t("legend.aid.personal")}</th>
                    <th>{t("legend.aid.command")}</th>
                </tr></thead>
                <tbody>
                    {Kind::ALL.iter().map(|&k| {
                        let v = k.values(edition);
                        let dash = |n: u8| if n == 0 { "-".to_string() } else { n.to_string() };
                        view! { <tr>
                            <td>{text::kind_name(k)}</td>
                            <td>{dash(v.archery)}</td>
                            <td>{dash(v.melee)}</td>
                            <td>{v.movement}</td>
                            <td>{v.personal.map_or("-".to_string(), |p| p.to_string())}</td>
                            <td>{dash(v.command)}</td>
                        </tr> }
                    }).collect_view()}
                </tbody>
            </table>
            <p class="muted small">{t("legend.aid.counters_ours")}</p>
        </details>
    }
}

fn map_key() -> impl IntoView {
    view! {
        <details data-testid="aid-key">
            <summary>{t("legend.aid.key")}</summary>
            <ul class="plain map-key">
                {key_entries().into_iter().map(|(side, abbr, name)| view! {
                    <li><span class=format!("key-chip {side}")>{abbr}</span>" "{name}</li>
                }).collect_view()}
                <li><span class="key-chip face-down">"?"</span>" "{t("legend.aid.key.face_down")}</li>
                <li>{t("legend.aid.key.borders")}</li>
                <li>{t("legend.aid.key.marks")}</li>
            </ul>
        </details>
    }
}

/// The player aids; the counters' values are those of `edition`, the
/// game's (`sherwood_legend::counters::EDITION` outside a game).
#[component]
pub fn Aids(edition: u8) -> impl IntoView {
    let printed_tables = tables()
        .into_iter()
        .filter(|tb| tb.id != "terrain")
        .map(printed_table)
        .collect_view();
    view! {
        <section class="aids" data-testid="aids">
            <h2>{t("legend.aid.title")}</h2>
            {map_key()}
            {terrain_table()}
            {printed_tables}
            {counters_table(edition)}
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{with_lang, Lang};

    #[test]
    fn every_printed_table_has_a_title_in_every_language() {
        for lang in Lang::ALL {
            with_lang(lang, || {
                for tb in tables() {
                    assert!(known(&format!("legend.aid.table.{}", tb.id)), "{}", tb.id);
                }
                for row in TERRAIN {
                    assert!(!effects_text(&row.effects)[0].is_empty());
                }
            });
        }
    }
}
