//! The translation tables, compiled into the app and parsed on first use.

use super::Lang;
use std::collections::HashMap;
use std::sync::OnceLock;

/// The table files of one language, by domain. Every language has the same
/// files; a domain is one part of the app (so translators can share the work).
macro_rules! files {
    ($lang:literal) => {
        [
            ("ui", include_str!(concat!("../../i18n/", $lang, "/ui.txt"))),
            (
                "locksley",
                include_str!(concat!("../../i18n/", $lang, "/locksley.txt")),
            ),
            (
                "gest",
                include_str!(concat!("../../i18n/", $lang, "/gest.txt")),
            ),
            (
                "gest-cards",
                include_str!(concat!("../../i18n/", $lang, "/gest-cards.txt")),
            ),
            (
                "rules-locksley",
                include_str!(concat!("../../i18n/", $lang, "/rules-locksley.txt")),
            ),
            (
                "rules-gest",
                include_str!(concat!("../../i18n/", $lang, "/rules-gest.txt")),
            ),
            (
                "tutorial",
                include_str!(concat!("../../i18n/", $lang, "/tutorial.txt")),
            ),
        ]
    };
}

pub type Files = [(&'static str, &'static str); 7];

pub fn files(lang: Lang) -> Files {
    match lang {
        Lang::En => files!("en"),
        Lang::Fr => files!("fr"),
        Lang::It => files!("it"),
    }
}

/// One language's entries.
pub struct Catalog {
    entries: HashMap<&'static str, &'static str>,
    /// Lines that are not `key = text`, and keys given twice (checked by tests).
    pub problems: Vec<String>,
}

impl Catalog {
    /// The parsed table of `lang` (parsed once per page).
    pub fn of(lang: Lang) -> &'static Catalog {
        static TABLES: [OnceLock<Catalog>; 3] = [OnceLock::new(), OnceLock::new(), OnceLock::new()];
        let i = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
        TABLES[i].get_or_init(|| Catalog::parse(&files(lang)))
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

    pub fn keys(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.entries.keys().copied()
    }

    pub fn entries(&self) -> impl Iterator<Item = (&'static str, &'static str)> + '_ {
        self.entries.iter().map(|(k, v)| (*k, *v))
    }
}
