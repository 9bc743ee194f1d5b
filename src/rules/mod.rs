//! The rules reference of each game, in our own words, searchable; log lines
//! and the prompt bar link to its sections. Parts that are our reconstruction
//! or judgement are marked ✎.

pub mod gest;
mod locksley;

use leptos::prelude::*;

/// One section of a rules reference.
pub struct Section {
    /// Anchor: `#/rules/<game>/<id>`.
    pub id: &'static str,
    pub title: &'static str,
    pub body: &'static [&'static str],
    /// Filled by our reconstruction or judgement rather than the rulebook.
    pub ours: bool,
}

impl Section {
    fn matches(&self, query: &str) -> bool {
        let q = query.to_lowercase();
        self.title.to_lowercase().contains(&q)
            || self.body.iter().any(|p| p.to_lowercase().contains(&q))
    }
}

#[component]
pub fn RulesPage(game: String, section: Option<String>) -> impl IntoView {
    let (title, sections, extra): (&str, &'static [Section], AnyView) = match game.as_str() {
        "locksley" => ("Robin of Locksley", locksley::SECTIONS, locksley::tiles().into_any()),
        "gest" => ("A Gest of Robin Hood", gest::SECTIONS, gest::extra().into_any()),
        _ => return view! { <section class="panel"><h1>"Rules"</h1><p>"No rules reference for this game."</p></section> }.into_any(),
    };
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
    let game_id = game.clone();
    view! {
        <article class="panel rules" data-testid="rules">
            <h1>{format!("{title} — rules reference")}</h1>
            <p class="muted">"Written in our own words. Parts marked ✎ are our reconstruction or judgement where the rulebook is silent."</p>
            <nav class="row">
                <a href="#/rules/locksley">"Robin of Locksley"</a>
                <a href="#/rules/gest">"A Gest of Robin Hood"</a>
            </nav>
            <label class="search">
                <span>"Search the rules"</span>
                <input type="search" bind:value=query placeholder="e.g. bribe, Rob, Camp" data-testid="rules-search" />
            </label>
            <nav class="toc">
                {sections.iter().map(|s| view! { <a href=format!("#/rules/{game_id}/{}", s.id)>{s.title}</a> }).collect_view()}
            </nav>
            {sections.iter().map(|s| {
                let shown = move || { let q = query.get(); q.trim().is_empty() || s.matches(q.trim()) };
                view! {
                    <section id=format!("rule-{}", s.id) class:hidden=move || !shown()>
                        <h2>{s.title} {s.ours.then_some(" ✎")}</h2>
                        {s.body.iter().map(|p| view! { <p class:ours=p.starts_with("Our")>{*p}</p> }).collect_view()}
                    </section>
                }
            }).collect_view()}
            <div class:hidden=move || !query.get().trim().is_empty()>{extra}</div>
        </article>
    }
    .into_any()
}
