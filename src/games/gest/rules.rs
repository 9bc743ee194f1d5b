//! A Gest of Robin Hood's rules reference, in our own words.
//!
//! The Italian rulebook is the authority; `shared/games/gest.md` adds the map,
//! the dice and the Initiative payouts and settles its contradictions, and
//! `crates/gest/STATUS.md` lists the engine's readings; those readings are the
//! paragraphs marked ✎ in the tables. Card and Traveller texts are not repeated
//! here: `extra` shows them from `games::gest::text`.

use super::text::{
    card_kind_name, card_text, card_title, event_sides_note, traveller_copies, traveller_name,
    traveller_option_name, traveller_text,
};
use crate::i18n::{t, tf, tn};
use crate::rules::Section;
use leptos::prelude::*;
use sherwood_gest::cards::{carriage_moves, Card, Side, Traveller};

const fn section(id: &'static str, paragraphs: usize) -> Section {
    Section::new("gest", id, paragraphs)
}

/// Titles and paragraphs: `rules.gest.<id>.…` in `rules-gest.txt`; the id is
/// the rule number with `_` for dots.
pub const SECTIONS: &[Section] = &[
    // ------------------------------------------------------------------ 1
    section("1", 3),
    section("1_1", 2),
    section("1_2", 2),
    section("1_3", 3).ours(),
    section("1_3_1", 2),
    section("1_3_2", 2),
    section("1_3_3", 2),
    section("1_3_4", 4),
    section("1_3_5", 2),
    section("1_4", 2),
    section("1_5", 2),
    section("1_5_1", 2),
    section("1_5_2", 3),
    section("1_5_3", 2),
    section("1_5_4", 1),
    section("1_6", 4),
    section("1_7", 2),
    section("1_8", 2),
    section("1_9", 6),
    // ------------------------------------------------------------------ 2
    section("2", 1),
    section("2_1", 5),
    section("2_2", 3),
    section("2_3", 5),
    section("2_4", 2),
    section("2_5", 1),
    // ------------------------------------------------------------------ 3
    section("3", 1),
    section("3_1", 3),
    section("3_1_2", 2),
    section("3_2", 1),
    section("3_2_1", 3),
    section("3_2_2", 4),
    section("3_2_3", 6),
    section("3_3", 1),
    section("3_3_1", 4),
    section("3_3_2", 4),
    section("3_3_3", 4),
    // ------------------------------------------------------------------ 4
    section("4", 1),
    section("4_1", 1),
    section("4_2", 1),
    section("4_2_1", 1),
    section("4_2_2", 1),
    section("4_2_3", 3),
    section("4_2_4", 2),
    section("4_3", 1),
    section("4_3_1", 1),
    section("4_3_2", 2),
    section("4_3_3", 3),
    // ------------------------------------------------------------------ 5
    section("5", 1),
    section("5_1", 1),
    section("5_1_1", 5),
    section("5_1_2", 2),
    section("5_1_3", 1),
    section("5_2", 4),
    section("5_2_1", 1),
    // ------------------------------------------------------------------ 6
    section("6", 2),
    section("6_0", 5),
    section("6_1", 2),
    section("6_2", 3),
    section("6_3", 1),
    section("6_4", 4),
    section("6_5", 1),
    // ------------------------------------------------------------------ 7
    section("7", 2),
    section("7_0", 3),
];

/// Every Traveller, in the order of the card list.
const TRAVELLERS: [Traveller; 8] = [
    Traveller::RichMerchant,
    Traveller::NobleKnight,
    Traveller::Monks,
    Traveller::ThePotter,
    Traveller::TheMillersSon,
    Traveller::RichardAtTheLea,
    Traveller::BishopOfHereford,
    Traveller::GuyOfGisborne,
];

/// The card list after the sections: all 32 Event cards with both sides, then
/// the Travellers with both options.
pub fn extra() -> impl IntoView {
    view! {
        <section id="rule-cards">
            <h2>{t("rules.gest.extra.cards")}</h2>
            <p>{event_sides_note()}</p>
            <dl>{(1..=32).map(card_entry).collect_view()}</dl>
        </section>
        <section id="rule-travellers">
            <h2>{t("rules.gest.extra.travellers")}</h2>
            <dl>{TRAVELLERS.into_iter().map(traveller_entry).collect_view()}</dl>
        </section>
    }
}

/// "(Event; moves 1 Carriage)" after a card's title.
fn card_kind(card: Card) -> String {
    let kind = card_kind_name(card);
    tn(
        "rules.gest.extra.card_kind",
        carriage_moves(card).into(),
        &[("kind", &kind)],
    )
}

fn card_entry(card: Card) -> impl IntoView {
    let text = card_text(card);
    let sides = [
        (Some(t("rules.gest.extra.light_side")), text.light),
        (Some(t("rules.gest.extra.dark_side")), text.dark),
        (None, text.single),
    ];
    let title = card_title(card);
    view! {
        <div class="card-entry" id=format!("rule-card-{card}")>
            <dt>{tf("rules.gest.extra.card", &[("n", &card), ("title", &title)])} <small>" "{card_kind(card)}</small></dt>
            {sides
                .into_iter()
                .filter_map(|(label, side)| side.map(|side| view! { <dd>{label.map(|l| view! { <b>{l}" "</b> })}{side}</dd> }))
                .collect_view()}
        </div>
    }
}

/// "(2 cards; Defence 1)" after a Traveller's name.
fn traveller_head(traveller: Traveller) -> String {
    let copies = traveller_copies(traveller);
    tf(
        "rules.gest.extra.traveller",
        &[("copies", &copies), ("defence", &traveller.defence())],
    )
}

/// An option's name as the label of its text.
fn option_label(traveller: Traveller, side: Side) -> String {
    let name = traveller_option_name(traveller, side);
    tf("rules.gest.extra.option", &[("name", &name)])
}

fn traveller_entry(traveller: Traveller) -> impl IntoView {
    let (light, dark) = traveller_text(traveller);
    let dark_line = dark.map(|d| {
        view! { <dd><b>{option_label(traveller, Side::Dark)}" "</b>{d}</dd> }
    });
    view! {
        <div class="traveller-entry">
            <dt>{traveller_name(traveller)} <small>" "{traveller_head(traveller)}</small></dt>
            <dd><b>{option_label(traveller, Side::Light)}" "</b>{light}</dd>
            {dark_line}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{with_lang, Lang};
    use sherwood_gest::cards;

    /// The rule numbers the engine cites in its log (a copy of `SECTIONS` in
    /// `games::gest::text`), plus those the prompt bar links to.
    const CITED: [&str; 29] = [
        "1.9", "2.1", "2.2", "2.3", "2.4", "3.1", "3.2.1", "3.2.2", "3.2.3", "3.3.1", "3.3.2",
        "3.3.3", "4.1", "4.2.1", "4.2.2", "4.2.3", "4.2.4", "4.3.1", "4.3.2", "4.3.3", "5.1.1",
        "5.2", "6.0", "6.1", "6.2", "6.3", "6.4", "6.5", "7.0",
    ];
    const PROMPT: [&str; 5] = ["3", "4", "5", "6", "7"];

    #[test]
    fn rules_every_cited_number_has_a_section() {
        for n in CITED.iter().chain(&PROMPT) {
            let id = n.replace('.', "_");
            assert!(
                SECTIONS.iter().any(|s| s.id == id),
                "no section for rule {n} (id {id})"
            );
        }
    }

    #[test]
    fn rules_sections_are_unique_and_titled_by_number_in_every_language() {
        let mut ids: Vec<&str> = SECTIONS.iter().map(|s| s.id).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), SECTIONS.len(), "two sections share an id");
        for lang in Lang::ALL {
            with_lang(lang, || {
                for s in SECTIONS {
                    let number = s.id.replace('_', ".");
                    assert!(
                        s.title().starts_with(&format!("{number} ")),
                        "{}: section {} is titled {:?}",
                        lang.code(),
                        s.id,
                        s.title()
                    );
                }
            });
        }
    }

    #[test]
    fn rules_card_and_traveller_lines_exist_in_every_language() {
        for lang in Lang::ALL {
            with_lang(lang, || {
                for card in 1..=32 {
                    assert!(!card_kind(card).is_empty());
                }
                for traveller in TRAVELLERS {
                    assert!(!traveller_head(traveller).is_empty());
                    assert!(!option_label(traveller, Side::Light).is_empty());
                }
            });
        }
        with_lang(Lang::En, || {
            assert!(card_kind(cards::QUEEN_ELEANOR).ends_with("; moves 0 Carriages)"));
            assert!(card_kind(cards::LITTLE_JOHN).ends_with("; moves 1 Carriage)"));
        });
    }
}
