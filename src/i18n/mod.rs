//! Every word the app shows, in English, French and Italian.
//!
//! Text lives in translation tables, `i18n/<lang>/<domain>.txt`, one entry a
//! line: `key = text`. `{name}` marks an argument; `\n` starts a new paragraph
//! or line. Lines starting with `#` are comments. English is the reference: a
//! test fails when any language lacks one of its keys or changes an entry's
//! arguments (see `tests.rs`).
//!
//! The language is global to the page (one player's device); changing it
//! redraws the whole app, so plain functions can read it without signals.

pub(crate) mod catalog;
mod switch;
#[cfg(test)]
mod tests;

pub use catalog::Catalog;
pub use switch::{ensure, start_lang, LangSwitch};

use std::cell::Cell;
use std::fmt::Display;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Fr,
    It,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::It];

    /// The BCP 47 code, as in `<html lang>` and `navigator.languages`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::It => "it",
        }
    }

    /// The language's name in itself, for the switcher.
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::It => "Italiano",
        }
    }

    /// `fr`, `fr-CA`, `FR` … → French; anything unknown → `None`.
    pub fn from_code(code: &str) -> Option<Lang> {
        let primary = code.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// Whether `n` takes the singular: French counts 0 and 1 as singular.
    pub fn is_singular(self, n: i64) -> bool {
        match self {
            Lang::Fr => n == 0 || n == 1 || n == -1,
            Lang::En | Lang::It => n == 1 || n == -1,
        }
    }
}

thread_local! {
    static CURRENT: Cell<Lang> = const { Cell::new(Lang::En) };
}

/// The language text is shown in now.
pub fn lang() -> Lang {
    CURRENT.with(Cell::get)
}

/// Shows text in `lang` from now on (the caller redraws).
pub fn set_lang(lang: Lang) {
    CURRENT.with(|c| c.set(lang));
}

/// Runs `f` with text in `lang`, then restores the language (tests).
#[cfg(test)]
pub fn with_lang<R>(lang: Lang, f: impl FnOnce() -> R) -> R {
    let before = self::lang();
    set_lang(lang);
    let r = f();
    set_lang(before);
    r
}

/// The entry `key` in the current language.
///
/// A key missing from a translation falls back to English, and one missing
/// from English shows the key itself, so a gap is visible but never breaks the
/// page. Test builds panic instead, so every test that draws text in every
/// language also checks the tables.
pub fn t(key: &str) -> &'static str {
    let lang = lang();
    if let Some(text) = Catalog::of(lang).get(key) {
        return text;
    }
    if cfg!(test) {
        panic!("no {} text for key `{key}`", lang.code());
    }
    Catalog::of(Lang::En)
        .get(key)
        .unwrap_or_else(|| Box::leak(key.to_string().into_boxed_str()))
}

/// Whether `key` names an entry (English has every key).
pub fn known(key: &str) -> bool {
    Catalog::of(Lang::En).get(key).is_some()
}

/// The entry `key` with its `{name}` arguments filled in. In tests an
/// argument the text names but the caller does not give panics, as a missing
/// key does: a misnamed argument fails the tests, not a player's screen.
pub fn tf(key: &str, args: &[(&str, &dyn Display)]) -> String {
    let text = t(key);
    if cfg!(test) {
        if let Some(name) = unfilled(text, args) {
            panic!("`{key}` needs the argument {{{name}}}, which is not given");
        }
    }
    fill(text, args)
}

/// The first `{name}` of `template` that `args` does not fill.
fn unfilled<'a>(template: &'a str, args: &[(&str, &dyn Display)]) -> Option<&'a str> {
    template
        .split('{')
        .skip(1)
        .filter_map(|part| part.split_once('}').map(|(name, _)| name))
        .filter(|name| !name.is_empty() && name.chars().all(|c| c.is_alphanumeric() || c == '_'))
        .find(|name| !args.iter().any(|(n, _)| n == name))
}

/// A counted entry: `key.one` or `key.other` by the language's plural rule,
/// with `{n}` and the other arguments filled in.
pub fn tn(key: &str, n: i64, args: &[(&str, &dyn Display)]) -> String {
    let form = if lang().is_singular(n) {
        "one"
    } else {
        "other"
    };
    let mut all: Vec<(&str, &dyn Display)> = vec![("n", &n)];
    all.extend_from_slice(args);
    tf(&format!("{key}.{form}"), &all)
}

/// Replaces each `{name}` in `template` by its argument; unknown names stay.
pub fn fill(template: &str, args: &[(&str, &dyn Display)]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}') {
            Some(close) => {
                let name = &after[..close];
                match args.iter().find(|(n, _)| *n == name) {
                    Some((_, value)) => out.push_str(&value.to_string()),
                    None => {
                        out.push('{');
                        out.push_str(name);
                        out.push('}');
                    }
                }
                rest = &after[close + 1..];
            }
            None => {
                out.push_str(&rest[open..]);
                rest = "";
            }
        }
    }
    out.push_str(rest);
    out
}
