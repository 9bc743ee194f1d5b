//! The top level: the header and the page of the current route.

use crate::i18n::{self, t, LangSwitch};
use crate::route::{current_hash, Route};
use crate::{bench::BenchPage, games, home::Home, rules, tutorial};
use leptos::prelude::*;

#[component]
pub fn App() -> impl IntoView {
    let route = RwSignal::new(Route::parse(&current_hash()));
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        let next = Route::parse(&current_hash());
        // A lesson's next step keeps the learner's place on the page.
        let same_lesson = matches!((&next, &route.get_untracked()),
            (Route::Learn { game: a, .. }, Route::Learn { game: b, .. }) if a == b);
        route.set(next);
        if !same_lesson {
            window().scroll_to_with_x_and_y(0.0, 0.0);
        }
    });
    on_cleanup(move || handle.remove());

    let lang = RwSignal::new(i18n::lang());
    // A remote game's table draws its bar with the remote-play module.
    crate::remote::provide_bar();

    // A new language redraws everything; the games themselves live in storage.
    move || {
        lang.track();
        view! {
            <header class="topbar">
                <a class="brand" href="#/">
                    <img src="icon.svg" alt="" width="28" height="28" />
                    <span>"Sherwood"</span>
                </a>
                <nav>
                    <a href="#/">{t("ui.nav.games")}</a>
                    <a href=format!("#/rules/{}", games::GAMES[0].id)>{t("ui.nav.rules")}</a>
                    <LangSwitch lang />
                </nav>
            </header>
            <crate::update::UpdateBanner route />
            <crate::table::StorageBlocked />
            <main id="main">
                {move || match route.get() {
                    Route::Home => view! { <Home /> }.into_any(),
                    Route::Play(id) => games::table_for(id).into_any(),
                    Route::Replay(id) => games::replay_for(id),
                    Route::Rules { game, section } => rules_page(&game, section),
                    Route::Bench => view! { <BenchPage /> }.into_any(),
                    route @ (Route::Link(_) | Route::Invitation(_) | Route::Friends) => crate::remote::page(route),
                    Route::Learn { game, step } => match games::meta(&game) {
                        Some(_) => games::gate(&game, false, move |g| g.lesson(step)),
                        None => tutorial::unknown(),
                    },
                }}
            </main>
        }
    }
}

/// A game's rules reference, with links to every game's.
fn rules_page(game: &str, section: Option<String>) -> AnyView {
    if games::meta(game).is_none() {
        return rules::no_reference();
    }
    let name = games::meta(game).map_or("", |m| m.title());
    games::reference_gate(game, move |r| {
        let (sections, extra) = (r.sections, (r.extra)());
        let games: Vec<(&'static str, &'static str)> =
            games::GAMES.iter().map(|g| (g.id, g.title())).collect();
        let section = section.clone();
        view! { <rules::RulesPage game=r.game name sections extra section games /> }.into_any()
    })
}
