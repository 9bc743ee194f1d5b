//! Where the app is: hash routes, so the built site works from any sub-path
//! of a static host and a game can be bookmarked. A leaf: it depends on no
//! other module of the app, so every page may link to every other.

use leptos::prelude::window;

#[derive(Clone, Debug, PartialEq)]
pub enum Route {
    Home,
    Play(String),
    /// A saved game shown move by move.
    Replay(String),
    Rules {
        game: String,
        section: Option<String>,
    },
    Bench,
    /// A friend's link (its payload): opened, checked and applied.
    Link(String),
    /// An invitation to play on two devices, until its game starts.
    Invitation(String),
    /// The invitations on their way, and where a friend's link is pasted.
    Friends,
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
            ["link", payload] if !payload.is_empty() => Route::Link(payload.to_string()),
            ["invitation", id] if !id.is_empty() => Route::Invitation(id.to_string()),
            ["friends"] => Route::Friends,
            ["learn", game, rest @ ..] if !game.is_empty() => Route::Learn {
                game: game.to_string(),
                step: rest.first().and_then(|n| n.parse().ok()).unwrap_or(0),
            },
            ["play", id] if !id.is_empty() => Route::Play(id.to_string()),
            ["replay", id] if !id.is_empty() => Route::Replay(id.to_string()),
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
            Route::Link(payload) => format!("#/link/{payload}"),
            Route::Invitation(id) => format!("#/invitation/{id}"),
            Route::Friends => "#/friends".into(),
            Route::Learn { game, step } => format!("#/learn/{game}/{step}"),
            Route::Play(id) => format!("#/play/{id}"),
            Route::Replay(id) => format!("#/replay/{id}"),
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

pub fn current_hash() -> String {
    window().location().hash().unwrap_or_default()
}

pub fn navigate(route: &Route) {
    let _ = window().location().set_hash(&route.href());
}

#[cfg(test)]
mod tests {
    use super::Route;
    use crate::games::GAMES;

    #[test]
    fn routes_read_back_from_their_address() {
        let game = GAMES[0].id;
        for route in [
            Route::Home,
            Route::Bench,
            Route::Play("abc".into()),
            Route::Replay("abc".into()),
            Route::Link("eyJr".into()),
            Route::Invitation("xyz".into()),
            Route::Friends,
            Route::rule(game, "3.2"),
            Route::Learn {
                game: game.into(),
                step: 4,
            },
        ] {
            assert_eq!(Route::parse(&route.href()), route);
        }
        assert_eq!(
            Route::parse(&format!("#/learn/{game}")),
            Route::Learn {
                game: game.into(),
                step: 0
            }
        );
    }
}
