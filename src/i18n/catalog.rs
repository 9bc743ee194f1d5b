//! The translation tables, parsed on first use. The shell's English (the
//! domains no game owns: `ui`, `tutorial`) is compiled into the app (it is
//! the fallback); in the browser everything else is fetched from
//! `i18n/<lang>/<domain>.txt` when needed: the shell's domains of another
//! language when it is chosen, a game's domains in the current language when
//! the game opens (its rules reference's only on the rules and lesson pages),
//! so a player downloads only their own language and the games they open.
//! Native builds (tests, tools) compile them all in.

use super::Lang;
use rustc_hash::{FxHashMap, FxHashSet};
use std::sync::{OnceLock, RwLock};

// `with_domains!`: calls `$then!` with the table files of every language,
// one a domain (a part of the app, so translators can share the work): every
// file of `i18n/en/`, listed by build.rs, so no list names a game's; and
// `SHELL`, `EN_SHELL`. The service worker precaches every file of the build,
// these included.
include!(concat!(env!("OUT_DIR"), "/domains.rs"));

macro_rules! names {
    ($($domain:literal),*) => {
        &[$($domain),*]
    };
}

/// A language's tables, compiled in, in `DOMAINS` order.
#[cfg_attr(target_arch = "wasm32", allow(unused_macros))]
macro_rules! files {
    ($lang:literal, $($domain:literal),*) => {
        &[$(include_str!(concat!("../../i18n/", $lang, "/", $domain, ".txt"))),*]
    };
}

pub const DOMAINS: &[&str] = with_domains!(names!());

/// Game `game`'s domains fetched when it opens: its own (`<game>`,
/// `<game>-…`, but not `<game>-home`, the shell's), and with `rules` its
/// rules reference's (`rules-<game>`).
pub fn game_domains(game: &str, rules: bool) -> Vec<&'static str> {
    DOMAINS
        .iter()
        .copied()
        .filter(|d| !SHELL.contains(d))
        .filter(|d| {
            *d == game
                || d.strip_prefix(game)
                    .is_some_and(|rest| rest.starts_with('-'))
                || (rules && d.strip_prefix("rules-") == Some(game))
        })
        .collect()
}

/// The domains of the app's own modules that no game owns and the first
/// visit does not need: fetched with the module (remote play: `crate::remote`).
pub const MODULES: &[&str] = &["remote"];

/// The tables compiled into this build, in `DOMAINS` order ("" for a domain
/// fetched when needed).
fn embedded(lang: Lang) -> Option<&'static [&'static str]> {
    match lang {
        #[cfg(target_arch = "wasm32")]
        Lang::En => Some(&EN_SHELL),
        #[cfg(not(target_arch = "wasm32"))]
        Lang::En => Some(with_domains!(files!("en",))),
        #[cfg(not(target_arch = "wasm32"))]
        Lang::Fr => Some(with_domains!(files!("fr",))),
        #[cfg(not(target_arch = "wasm32"))]
        Lang::It => Some(with_domains!(files!("it",))),
        #[allow(unreachable_patterns)]
        _ => None,
    }
}

static TABLES: [OnceLock<Catalog>; Lang::ALL.len()] = [const { OnceLock::new() }; Lang::ALL.len()];

fn cell(lang: Lang) -> &'static OnceLock<Catalog> {
    &TABLES[Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0)]
}

/// One language's entries.
pub struct Catalog {
    entries: RwLock<FxHashMap<&'static str, &'static str>>,
    /// The domains it holds.
    domains: RwLock<FxHashSet<&'static str>>,
    /// Lines that are not `key = text`, and keys given twice (checked by tests).
    #[cfg_attr(not(test), allow(dead_code))]
    pub problems: Vec<String>,
}

impl Catalog {
    /// The parsed table of `lang`; English while a fetched language has not
    /// arrived yet.
    pub fn of(lang: Lang) -> &'static Catalog {
        let cell = cell(lang);
        if let Some(catalog) = cell.get() {
            return catalog;
        }
        match embedded(lang) {
            Some(files) => cell.get_or_init(|| Catalog::parse(&with_domains(files))),
            None => Catalog::of(Lang::En),
        }
    }

    /// The domains of `domains` that `lang` lacks (to fetch).
    pub fn missing(lang: Lang, domains: &[&'static str]) -> Vec<&'static str> {
        let has = |d: &str| match cell(lang).get() {
            Some(c) => c.domains.read().is_ok_and(|set| set.contains(d)),
            None => embedded(lang).is_some_and(|texts| {
                DOMAINS
                    .iter()
                    .zip(texts.iter())
                    .any(|(name, text)| *name == d && !text.is_empty())
            }),
        };
        domains.iter().copied().filter(|d| !has(d)).collect()
    }

    /// Adds fetched tables of `lang` (domain, text).
    pub fn install(lang: Lang, files: Vec<(&'static str, String)>) {
        let files: Vec<(&'static str, &'static str)> = files
            .into_iter()
            .map(|(d, t)| (d, &*Box::leak(t.into_boxed_str())))
            .collect();
        let catalog = match embedded(lang) {
            Some(_) => Catalog::of(lang),
            None => cell(lang).get_or_init(|| Catalog::parse(&[])),
        };
        let more = Catalog::parse(&files);
        let (Ok(mut entries), Ok(mut domains), Ok(more_entries)) = (
            catalog.entries.write(),
            catalog.domains.write(),
            more.entries.into_inner(),
        ) else {
            return;
        };
        entries.extend(more_entries);
        domains.extend(files.iter().map(|(d, _)| *d));
    }

    pub fn parse(files: &[(&'static str, &'static str)]) -> Catalog {
        let mut entries = FxHashMap::default();
        let mut problems = Vec::new();
        let domains = files
            .iter()
            .filter(|(_, text)| !text.is_empty())
            .map(|(d, _)| *d)
            .collect();
        for (domain, text) in files {
            for (n, line) in text.lines().enumerate() {
                let line = line.trim();
                if line.is_empty() || line.starts_with('#') {
                    continue;
                }
                let Some((key, value)) = line.split_once(" = ") else {
                    problems.push(format!("{domain}.txt line {}: not `key = text`", n + 1));
                    continue;
                };
                let value: &'static str = if value.contains("\\n") {
                    Box::leak(value.replace("\\n", "\n").into_boxed_str())
                } else {
                    value
                };
                if entries.insert(key.trim(), value).is_some() {
                    problems.push(format!("{domain}.txt line {}: `{key}` given twice", n + 1));
                }
            }
        }
        Catalog {
            entries: RwLock::new(entries),
            domains: RwLock::new(domains),
            problems,
        }
    }

    pub fn get(&self, key: &str) -> Option<&'static str> {
        self.entries.read().ok()?.get(key).copied()
    }

    #[cfg(test)]
    pub fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        let keys: Vec<_> = self
            .entries
            .read()
            .map(|e| e.keys().copied().collect())
            .unwrap_or_default();
        keys.into_iter()
    }

    #[cfg(test)]
    pub fn entries(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        let all: Vec<_> = self
            .entries
            .read()
            .map(|e| e.iter().map(|(k, v)| (*k, *v)).collect())
            .unwrap_or_default();
        all.into_iter()
    }
}

fn with_domains(texts: &[&'static str]) -> Vec<(&'static str, &'static str)> {
    DOMAINS.iter().copied().zip(texts.iter().copied()).collect()
}
