//! The top level: hash routes, so the built site works from any sub-path of a
//! static host and a game can be bookmarked.

use crate::i18n::{self, t, LangSwitch};
use crate::{bench::BenchPage, games, home::Home, rules::RulesPage, tutorial::TutorialPage};
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
    /// Step `step` of a game's tutorial.
    Learn {
        game: String,
        step: usize,
    },
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
            ["learn", game, rest @ ..] if !game.is_empty() => Route::Learn {
                game: game.to_string(),
                step: rest.first().and_then(|n| n.parse().ok()).unwrap_or(0),
            },
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
            Route::Learn { game, step } => format!("#/learn/{game}/{step}"),
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
                    Route::Learn { game, step } => view! { <TutorialPage game step /> }.into_any(),
                }}
            </main>
        }
    }
}

#[cfg(test)]
mod tests {
    use super::Route;

    #[test]
    fn routes_read_back_from_their_address() {
        for route in [
            Route::Home,
            Route::Bench,
            Route::Play("abc".into()),
            Route::rule("gest", "3.2"),
            Route::Learn {
                game: "locksley".into(),
                step: 4,
            },
        ] {
            assert_eq!(Route::parse(&route.href()), route);
        }
        assert_eq!(
            Route::parse("#/learn/gest"),
            Route::Learn {
                game: "gest".into(),
                step: 0
            }
        );
    }
}
