//! The top level: hash routes, so the built site works from any sub-path of a
//! static host and a game can be bookmarked.

use crate::i18n::{self, t, LangSwitch};
use crate::{bench::BenchPage, games, home::Home, rules::RulesPage};
use leptos::prelude::*;

#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    Home,
    Play(String),
    Rules {
        game: String,
        section: Option<String>,
    },
    Bench,
}

impl Route {
    pub fn parse(hash: &str) -> Route {
        let path: Vec<&str> = hash
            .trim_start_matches('#')
            .trim_start_matches('/')
            .split('/')
            .collect();
        match path.as_slice() {
            ["bench", ..] => Route::Bench,
            ["play", id] if !id.is_empty() => Route::Play(id.to_string()),
            ["rules", game] => Route::Rules {
                game: game.to_string(),
                section: None,
            },
            ["rules", game, section] => Route::Rules {
                game: game.to_string(),
                section: Some(section.to_string()),
            },
            _ => Route::Home,
        }
    }

    /// A section of a game's rules reference; rule numbers such as `3.2.3`
    /// become anchors such as `3_2_3`.
    pub fn rule(game: &str, section: &str) -> Route {
        Route::Rules {
            game: game.into(),
            section: Some(section.replace('.', "_")),
        }
    }

    pub fn href(&self) -> String {
        match self {
            Route::Home => "#/".into(),
            Route::Bench => "#/bench".into(),
            Route::Play(id) => format!("#/play/{id}"),
            Route::Rules {
                game,
                section: None,
            } => format!("#/rules/{game}"),
            Route::Rules {
                game,
                section: Some(s),
            } => format!("#/rules/{game}/{s}"),
        }
    }
}

fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

pub fn navigate(route: &Route) {
    let _ = window().location().set_hash(&route.href());
}

#[component]
pub fn App() -> impl IntoView {
    let route = RwSignal::new(Route::parse(&current_hash()));
    let handle = window_event_listener(leptos::ev::hashchange, move |_| {
        route.set(Route::parse(&current_hash()));
        window().scroll_to_with_x_and_y(0.0, 0.0);
    });
    on_cleanup(move || handle.remove());

    let lang = RwSignal::new(i18n::initial_lang());

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
                    <a href="#/rules/locksley">{t("ui.nav.rules")}</a>
                    <LangSwitch lang />
                </nav>
            </header>
            <main id="main">
                {move || match route.get() {
                    Route::Home => view! { <Home /> }.into_any(),
                    Route::Play(id) => games::table_for(id).into_any(),
                    Route::Rules { game, section } => view! { <RulesPage game section /> }.into_any(),
                    Route::Bench => view! { <BenchPage /> }.into_any(),
                }}
            </main>
        }
    }
}
