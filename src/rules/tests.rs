//! Both references have their words in every language, and search finds them.

use super::*;
use crate::games::{gest, locksley};
use crate::i18n::{with_lang, Catalog, Lang};

fn all_sections() -> impl Iterator<Item = &'static Section> {
    crate::games::GAMES.iter().flat_map(|g| {
        crate::games::reference(g.id)
            .expect("a listed game")
            .sections
    })
}

/// The ids of the sections of `sections` that a search for `query` shows.
fn found(sections: &[Section], query: &str) -> Vec<&'static str> {
    let q = fold(query.trim());
    sections
        .iter()
        .filter(|s| s.matches(&q))
        .map(|s| s.id)
        .collect()
}

#[test]
fn rules_every_section_has_a_title_and_its_paragraphs_in_every_language() {
    for lang in Lang::ALL {
        with_lang(lang, || {
            for s in all_sections() {
                assert!(s.paragraphs > 0, "{}/{} has no paragraph", s.game, s.id);
                assert!(!s.title().trim().is_empty());
                let body = s.body();
                assert_eq!(body.len(), s.paragraphs);
                for p in body {
                    assert!(
                        !p.text.trim().is_empty(),
                        "{}: {}/{} has an empty paragraph",
                        lang.code(),
                        s.game,
                        s.id
                    );
                }
            }
        });
    }
}

#[test]
fn rules_our_readings_are_marked_alike_in_every_language() {
    let marks = |lang| {
        with_lang(lang, || {
            all_sections()
                .flat_map(|s| s.body().into_iter().map(|p| p.ours))
                .collect::<Vec<_>>()
        })
    };
    let english = marks(Lang::En);
    assert_eq!(english.iter().filter(|&&ours| ours).count(), 39 + 36);
    for lang in [Lang::Fr, Lang::It] {
        assert_eq!(marks(lang), english, "{} moves a ✎ mark", lang.code());
    }
}

/// A section of ours is marked once, by its flag: its title carries no ✎ of
/// its own (the reconstruction's heading once read "tuned ✎ ✎").
#[test]
fn rules_section_titles_leave_the_mark_to_the_flag() {
    for lang in [Lang::En, Lang::Fr, Lang::It] {
        with_lang(lang, || {
            for s in all_sections() {
                assert!(
                    !s.title().contains('✎'),
                    "{} {}.{}: the title carries its own ✎",
                    lang.code(),
                    s.game,
                    s.id
                );
            }
        });
    }
}

/// Every section key of the tables belongs to a section (so the paragraph
/// counts in the code match the tables).
#[test]
fn rules_the_tables_hold_no_paragraph_the_code_does_not_show() {
    let en = Catalog::of(Lang::En);
    let mut wanted = Vec::new();
    for s in all_sections() {
        wanted.push(format!("rules.{}.{}.title", s.game, s.id));
        for n in 1..=s.paragraphs {
            wanted.push(format!("rules.{}.{}.body.{n}", s.game, s.id));
        }
    }
    let mut stray: Vec<&str> = en
        .keys()
        .filter(|k| {
            crate::games::GAMES
                .iter()
                .any(|g| k.starts_with(&format!("rules.{}.", g.id)))
        })
        // What follows each game's sections (cards, tiles, the player aid).
        .filter(|k| {
            !crate::games::GAMES
                .iter()
                .any(|g| k.starts_with(&format!("rules.{}.extra.", g.id)))
        })
        .filter(|k| !wanted.iter().any(|w| w == k))
        .collect();
    stray.sort();
    assert!(stray.is_empty(), "keys no section shows: {stray:?}");
}

#[test]
fn rules_search_finds_a_section_by_its_words_in_any_case() {
    with_lang(Lang::En, || {
        let bribe = found(locksley::rules::SECTIONS, "bribe");
        assert!(bribe.contains(&"bribe"), "{bribe:?}");
        assert!(!bribe.contains(&"setup"), "{bribe:?}");
        assert_eq!(found(locksley::rules::SECTIONS, "  BRIBING "), ["bribe"]);
        assert!(found(gest::rules::SECTIONS, "victims pile").contains(&"5_2_1"));
        assert!(found(gest::rules::SECTIONS, "no such words anywhere").is_empty());
    });
    // Every language searches its own words.
    for lang in Lang::ALL {
        with_lang(lang, || {
            for s in all_sections() {
                let title = s.title();
                let sections = crate::games::reference(s.game)
                    .expect("a listed game")
                    .sections;
                assert!(found(sections, title).contains(&s.id), "{title}");
            }
        });
    }
}

#[test]
fn rules_search_ignores_case_and_accents() {
    assert_eq!(fold("Règle de CITTÀ"), "regle de citta");
    assert_eq!(
        fold("Forêt, Château, Noël, Ça, Œuvre"),
        "foret, chateau, noel, ca, oeuvre"
    );
    assert_eq!(fold("perché più"), "perche piu");
    assert_eq!(fold("l’Épée"), "l'epee");
    // An accent typed as a combining mark.
    assert_eq!(fold("cite\u{301}"), "cite");
    assert_eq!(fold("5×5 grid"), "5×5 grid");
    assert!(fold("Le Shérif gagne").contains(&fold("SHERIF")));
}
