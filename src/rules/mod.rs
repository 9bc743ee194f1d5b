//! The rules reference of each game, in our own words, searchable; log lines
//! and the prompt bar link to its sections. Parts that are our reconstruction
//! or judgement are marked ✎.
//!
//! Each game declares its sections (id, paragraph count, ✎ flag) in its own
//! folder (`games/<game>/rules.rs`); their words live in its table
//! `rules-<game>.txt`:
//! `rules.<game>.<id>.title` and `rules.<game>.<id>.body.1` … `.body.<n>`.
//! A paragraph whose text begins with [`OURS_MARK`] is our reading or
//! judgement: the mark is removed and the paragraph styled.

#[cfg(test)]
mod tests;

use crate::i18n::{t, tf};
use leptos::prelude::*;

/// Starts, in the tables, a paragraph that is our reading or judgement.
pub const OURS_MARK: &str = "✎ ";

/// One section of a rules reference.
#[derive(Clone, Copy)]
pub struct Section {
    /// The game's key part: `locksley` or `gest`.
    pub game: &'static str,
    /// Anchor: `#/rules/<game>/<id>`.
    pub id: &'static str,
    /// The keys `….body.1` to `….body.<paragraphs>`.
    pub paragraphs: usize,
    /// Filled by our reconstruction or judgement rather than the rulebook.
    pub ours: bool,
}

/// One paragraph of a section, in the current language.
pub struct Paragraph {
    pub text: &'static str,
    /// Our reading or judgement (marked in the table).
    pub ours: bool,
}

impl Section {
    pub const fn new(game: &'static str, id: &'static str, paragraphs: usize) -> Section {
        Section {
            game,
            id,
            paragraphs,
            ours: false,
        }
    }

    /// The same section, wholly our reconstruction or judgement.
    pub const fn ours(self) -> Section {
        Section { ours: true, ..self }
    }

    pub fn title(&self) -> &'static str {
        t(&format!("rules.{}.{}.title", self.game, self.id))
    }

    pub fn body(&self) -> Vec<Paragraph> {
        (1..=self.paragraphs)
            .map(|n| {
                let text = t(&format!("rules.{}.{}.body.{n}", self.game, self.id));
                match text.strip_prefix(OURS_MARK) {
                    Some(text) => Paragraph { text, ours: true },
                    None => Paragraph { text, ours: false },
                }
            })
            .collect()
    }

    /// Whether the title or a paragraph contains `query`, already [`fold`]ed.
    fn matches(&self, query: &str) -> bool {
        fold(self.title()).contains(query)
            || self.body().iter().any(|p| fold(p.text).contains(query))
    }
}

/// Lower case without accents, so that a search for "regle" or "citta" finds
/// "Règle" and "città"; typographic apostrophes become plain ones.
pub fn fold(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' => out.push('a'),
            'ç' => out.push('c'),
            'è' | 'é' | 'ê' | 'ë' => out.push('e'),
            'ì' | 'í' | 'î' | 'ï' => out.push('i'),
            'ñ' => out.push('n'),
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' => out.push('o'),
            'ù' | 'ú' | 'û' | 'ü' => out.push('u'),
            'ý' | 'ÿ' => out.push('y'),
            'œ' => out.push_str("oe"),
            'æ' => out.push_str("ae"),
            '’' | 'ʼ' | '‘' => out.push('\''),
            // Combining accents, as typed on some keyboards.
            '\u{300}'..='\u{36f}' => {}
            c => out.push(c),
        }
    }
    out
}

/// The rules page of a game whose id is unknown.
pub fn no_reference() -> AnyView {
    view! { <section class="panel"><h1>{t("rules.ui.heading")}</h1><p>{t("rules.ui.no_reference")}</p></section> }.into_any()
}

/// A game's rules reference: its `sections`, searchable, then `extra` (its
/// cards or tiles); `games` links to every game's reference, as (id, title).
#[component]
pub fn RulesPage(
    game: &'static str,
    name: &'static str,
    sections: &'static [Section],
    extra: AnyView,
    section: Option<String>,
    games: Vec<(&'static str, &'static str)>,
) -> impl IntoView {
    if let Some(s) = section {
        // Scroll to the section once the page is drawn.
        request_animation_frame(move || {
            if let Some(el) = document().get_element_by_id(&format!("rule-{s}")) {
                el.scroll_into_view();
                let _ = el.class_list().add_1("flash");
            }
        });
    }
    let query = RwSignal::new(String::new());
    let folded = Memo::new(move |_| fold(query.get().trim()));
    let game_id = game;
    view! {
        <article class="panel rules" data-testid="rules">
            <h1>{tf("rules.ui.title", &[("game", &name)])}</h1>
            <p class="muted">{t("rules.ui.intro")}</p>
            <nav class="row">
                {games.into_iter().map(|(id, title)| view! { <a href=format!("#/rules/{id}")>{title}</a> }).collect_view()}
            </nav>
            <label class="search">
                <span>{t("rules.ui.search")}</span>
                <input type="search" bind:value=query placeholder=t("rules.ui.search_placeholder") data-testid="rules-search" />
            </label>
            <nav class="toc">
                {sections.iter().map(|s| view! { <a href=format!("#/rules/{game_id}/{}", s.id)>{s.title()}</a> }).collect_view()}
            </nav>
            {sections.iter().map(|s| {
                let shown = move || folded.with(|q| q.is_empty() || s.matches(q));
                view! {
                    <section id=format!("rule-{}", s.id) class:is-hidden=move || !shown()>
                        <h2>{s.title()} {s.ours.then_some(" ✎")}</h2>
                        {s.body().into_iter().map(|p| view! { <p class:ours=p.ours>{p.text}</p> }).collect_view()}
                    </section>
                }
            }).collect_view()}
            <div class:is-hidden=move || !query.get().trim().is_empty()>{extra}</div>
            // Every game's: what playing on two devices keeps secret, and what not.
            <section id="rule-remote" class:is-hidden=move || !query.get().trim().is_empty() data-testid="rules-remote">
                <h2>{t("rules.ui.remote.title")}" ✎"</h2>
                {["rules.ui.remote.how", "rules.ui.remote.seed", "rules.ui.remote.kept", "rules.ui.remote.later"].map(|k| view! { <p class="ours">{t(k)}</p> })}
            </section>
        </article>
    }
}
