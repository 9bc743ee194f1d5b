//! The translation tables are complete: every language has every English key,
//! with the same arguments, and every key the code names exists.

use super::*;
use std::collections::BTreeSet;

fn args_of(text: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let Some(close) = after.find('}') else { break };
        out.insert(after[..close].to_string());
        rest = &after[close + 1..];
    }
    out
}

#[test]
fn every_table_parses() {
    for lang in Lang::ALL {
        let problems = &Catalog::of(lang).problems;
        assert!(problems.is_empty(), "{}: {problems:#?}", lang.code());
    }
}

#[test]
fn every_language_has_every_key_with_the_same_arguments() {
    let en = Catalog::of(Lang::En);
    assert!(en.keys().count() > 0);
    let mut gaps = Vec::new();
    for lang in [Lang::Fr, Lang::It] {
        let other = Catalog::of(lang);
        for (key, text) in en.entries() {
            match other.get(key) {
                None => gaps.push(format!("{}: missing `{key}`", lang.code())),
                Some(tr) if args_of(tr) != args_of(text) => gaps.push(format!(
                    "{}: `{key}` has arguments {:?}, English has {:?}",
                    lang.code(),
                    args_of(tr),
                    args_of(text)
                )),
                Some(tr) if tr.trim().is_empty() => {
                    gaps.push(format!("{}: `{key}` is empty", lang.code()))
                }
                _ => {}
            }
        }
        for key in other.keys() {
            if en.get(key).is_none() {
                gaps.push(format!("{}: `{key}` is not an English key", lang.code()));
            }
        }
    }
    gaps.sort();
    assert!(gaps.is_empty(), "{} gaps:\n{}", gaps.len(), gaps.join("\n"));
}

/// Keys written literally in the code, as `t("…")`, `tf("…", …)` or `tn("…", …)`.
fn literal_keys() -> Vec<(String, String)> {
    fn walk(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                // This module's own tests name keys that must not exist.
                if !path.ends_with("i18n") {
                    walk(&path, out);
                }
            } else if path.extension().is_some_and(|e| e == "rs") {
                let text = std::fs::read_to_string(&path).unwrap();
                for call in ["t(", "tf(", "tn("] {
                    for (at, _) in text.match_indices(call) {
                        let before = text[..at].chars().next_back();
                        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                            continue;
                        }
                        // rustfmt may put the key on the next line.
                        let Some(rest) = text[at + call.len()..].trim_start().strip_prefix('"')
                        else {
                            continue;
                        };
                        let key = &rest[..rest.find('"').unwrap()];
                        let key = if call == "tn(" {
                            format!("{key}.one")
                        } else {
                            key.to_string()
                        };
                        out.push((path.display().to_string(), key));
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    walk(&root.join("src"), &mut out);
    engine_keys(&root.join("crates"), &mut out);
    out
}

/// Keys a rules engine names for the app to word: its Event steps' questions
/// (`Ask`), written as literals of the form `"<game>.ask.…"`.
fn engine_keys(dir: &std::path::Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            engine_keys(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap();
            for (at, _) in text.match_indices(".ask.") {
                let start = text[..at].rfind('"').map_or(at, |q| q + 1);
                let game = &text[start..at];
                if start == at || !game.chars().all(|c| c.is_ascii_lowercase()) {
                    continue;
                }
                let Some(len) = text[start..].find('"') else {
                    continue;
                };
                out.push((
                    path.display().to_string(),
                    text[start..start + len].to_string(),
                ));
            }
        }
    }
}

#[test]
fn every_key_the_code_names_exists() {
    let en = Catalog::of(Lang::En);
    let keys = literal_keys();
    assert!(!keys.is_empty());
    let missing: Vec<_> = keys
        .iter()
        .filter(|(_, k)| !k.contains('{') && en.get(k).is_none())
        .map(|(file, k)| format!("{file}: `{k}`"))
        .collect();
    assert!(
        missing.is_empty(),
        "keys with no English text:\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_engines_questions_are_found_and_exist() {
    let mut keys = Vec::new();
    engine_keys(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("crates"),
        &mut keys,
    );
    assert!(keys.len() >= 50, "only {} engine keys found", keys.len());
    let en = Catalog::of(Lang::En);
    for (file, key) in keys {
        assert!(
            en.get(&key).is_some(),
            "{file}: `{key}` has no English text"
        );
    }
}

#[test]
fn arguments_are_filled_in_by_name() {
    assert_eq!(
        fill("{a} and {b}", &[("b", &2), ("a", &"one")]),
        "one and 2"
    );
    assert_eq!(fill("{unknown} stays", &[]), "{unknown} stays");
    assert_eq!(fill("open { brace", &[]), "open { brace");
}

#[test]
fn plurals_follow_each_language() {
    assert!(Lang::Fr.is_singular(0));
    assert!(!Lang::En.is_singular(0));
    assert!(!Lang::It.is_singular(0));
    assert!(Lang::It.is_singular(1));
    assert!(!Lang::Fr.is_singular(2));
}

#[test]
fn browser_codes_map_to_our_languages() {
    assert_eq!(Lang::from_code("fr-CA"), Some(Lang::Fr));
    assert_eq!(Lang::from_code("it_IT"), Some(Lang::It));
    assert_eq!(Lang::from_code("EN"), Some(Lang::En));
    assert_eq!(Lang::from_code("de"), None);
}

#[test]
fn a_missing_key_panics_in_tests_and_a_translation_falls_back_to_english() {
    assert!(std::panic::catch_unwind(|| t("no.such.key")).is_err());
}

/// The service worker precaches the build's files as the build lists them
/// (scripts/version-build.mjs fills `FILES`), so every table fetched must be
/// a file of the build: the i18n folder Trunk copies holds one per domain.
#[test]
fn every_fetched_table_ships_with_the_build() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/i18n");
    for lang in ["fr", "it"] {
        for domain in catalog::DOMAINS {
            let file = format!("{root}/{lang}/{domain}.txt");
            assert!(std::path::Path::new(&file).exists(), "{file} missing");
        }
    }
    let sw = include_str!("../../public/sw.js");
    assert!(sw.contains("\nconst BUILD = ") && sw.contains("\nconst FILES = "));
}

#[test]
fn each_language_has_a_manifest_with_its_title_and_description() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let index = std::fs::read_to_string(root.join("index.html")).unwrap();
    for lang in Lang::ALL {
        let file = match lang {
            Lang::En => "manifest.webmanifest".to_string(),
            other => format!("manifest-{}.webmanifest", other.code()),
        };
        assert!(index.contains(&format!("public/{file}")), "{file} ships");
        let text = std::fs::read_to_string(root.join("public").join(&file)).unwrap();
        let manifest: serde_json::Value = serde_json::from_str(&text).unwrap();
        with_lang(lang, || {
            assert_eq!(manifest["name"], t("ui.meta.title"), "{file}");
            assert_eq!(manifest["description"], t("ui.meta.description"), "{file}");
            assert_eq!(manifest["lang"], lang.code(), "{file}");
        });
    }
}

/// Each character of the legend has one name in each language, whichever
/// game's texts name him: every spelling the texts ever used is matched by
/// one pattern per character, and only the chosen one may be found.
/// (French game titles keep "Robin des Bois": "La Légende de Robin des
/// Bois" names the book, not the character.)
#[test]
fn each_character_is_spelled_one_way_in_each_language() {
    // (what every spelling of the name contains, the spelling chosen in en, fr, it)
    const NAMES: &[(&[&str], [&str; 3])] = &[
        (&["Robin Hood", "Robin des Bois"], ["Robin Hood"; 3]),
        (
            &["Little John", "Petit Jean", "Piccolo Giovanni"],
            ["Little John"; 3],
        ),
        (
            &["Will Scarlet", "Will l'Écarlate", "Will Scarlatto"],
            ["Will Scarlet"; 3],
        ),
        (&["Stutely", "Stutley", "Stutly"], ["Stutely"; 3]),
        (&["Tuck"], ["Friar Tuck", "Frère Tuck", "Frate Tuck"]),
        (
            &["Alan a Dale", "Alan-a-Dale", "Alan a'Dale"],
            ["Alan a Dale"; 3],
        ),
        (&["Gisborne", "Gisbourne"], ["Gisborne"; 3]),
        (&["Marian", "Marion"], ["Marian", "Marion", "Marian"]),
    ];
    let mut wrong = vec![];
    for (l, lang) in Lang::ALL.iter().enumerate() {
        for (key, text) in Catalog::of(*lang).entries() {
            let text = text.replace("de Robin des Bois", "");
            for (spellings, chosen) in NAMES {
                let chosen = chosen[l];
                for s in spellings.iter() {
                    // Each place the spelling is found must read the chosen
                    // name there ("Frère Tuck", not "Fra Tuck").
                    for (at, _) in text.match_indices(s) {
                        let ok = (0..=at).any(|start| {
                            text.get(start..).is_some_and(|r| r.starts_with(chosen))
                                && start + chosen.len() >= at + s.len()
                        });
                        if !ok {
                            wrong.push(format!(
                                "{}: `{key}` has {s:?}, not {chosen:?}",
                                lang.code()
                            ));
                        }
                    }
                }
            }
        }
    }
    wrong.sort();
    wrong.dedup();
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
