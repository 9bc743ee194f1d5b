//! The translation tables, parsed on first use. English is compiled into
//! the app (it is the fallback); in the browser the other languages are
//! fetched from `i18n/<lang>/<domain>.txt` when chosen, so a player downloads
//! only their own language. Native builds (tests, tools) compile them all in.

use super::Lang;
use std::collections::HashMap;
use std::sync::OnceLock;

/// Calls `$then!` with the table files of every language, one a domain: a
/// part of the app, so translators can share the work. The one list of
/// domains; the service worker precaches every file of the build, these included.
macro_rules! with_domains {
    ($then:ident!($($args:tt)*)) => {
        $then!($($args)* "ui", "locksley", "gest", "gest-cards", "rules-locksley", "rules-gest", "legend", "rules-legend", "skirmish", "rules-skirmish", "tutorial")
    };
}

macro_rules! names {
    ($($domain:literal),*) => {
        &[$($domain),*]
    };
}

/// A language's tables, compiled in, in `DOMAINS` order.
macro_rules! files {
    ($lang:literal, $($domain:literal),*) => {
        &[$(include_str!(concat!("../../i18n/", $lang, "/", $domain, ".txt"))),*]
    };
}

pub const DOMAINS: &[&str] = with_domains!(names!());

/// The tables compiled into this build, in `DOMAINS` order.
fn embedded(lang: Lang) -> Option<&'static [&'static str]> {
    match lang {
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
    entries: HashMap<&'static str, &'static str>,
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

    /// Whether `lang` can be shown without fetching anything.
    pub fn is_ready(lang: Lang) -> bool {
        cell(lang).get().is_some() || embedded(lang).is_some()
    }

    /// Adds a fetched language's tables (text in `DOMAINS` order).
    pub fn install(lang: Lang, texts: Vec<String>) {
        let files: Vec<(&'static str, &'static str)> = DOMAINS
            .iter()
            .zip(texts)
            .map(|(d, t)| (*d, &*Box::leak(t.into_boxed_str())))
            .collect();
        let _ = cell(lang).set(Catalog::parse(&files));
    }

    pub fn parse(files: &[(&'static str, &'static str)]) -> Catalog {
        let mut entries = HashMap::new();
        let mut problems = Vec::new();
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
        Catalog { entries, problems }
    }

    pub fn get(&self, key: &str) -> Option<&'static str> {
        self.entries.get(key).copied()
    }

    #[cfg(test)]
    pub fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.entries.keys().copied()
    }

    #[cfg(test)]
    pub fn entries(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.entries.iter().map(|(k, v)| (*k, *v))
    }
}

fn with_domains(texts: &[&'static str]) -> Vec<(&'static str, &'static str)> {
    DOMAINS.iter().copied().zip(texts.iter().copied()).collect()
}
