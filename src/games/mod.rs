//! One table per game; this module picks the right one for a saved game.

pub mod gest;
pub mod locksley;

use crate::storage;
use crate::table::download;
use leptos::prelude::*;
use sherwood_engine::Game;
use sherwood_locksley::Locksley;

/// The games a player can start, with their display names.
pub const GAMES: [(&str, &str); 1] = [(Locksley::ID, "Robin of Locksley")];

pub fn display_name(id: &str) -> &str {
    GAMES
        .iter()
        .find(|(g, _)| *g == id)
        .map_or(id, |(_, name)| name)
}

/// The table of saved game `id`, or a clear message when it cannot be opened.
pub fn table_for(id: String) -> impl IntoView {
    let problem = |id: String, message: String| {
        let raw = storage::read_raw(&id);
        view! {
            <section class="panel damaged" data-testid="damaged-game">
                <h1>"This game cannot be opened"</h1>
                <p>{message}</p>
                <p>"Your other games are not affected."</p>
                <div class="row">
                    {raw.map(|raw| {
                        let name = format!("sherwood-{id}-damaged.json");
                        view! { <button on:click=move |_| download(&name, &raw)>"Export it"</button> }
                    })}
                    <button on:click={
                        let id = id.clone();
                        move |_| {
                            storage::delete(&id);
                            crate::app::navigate(&crate::app::Route::Home);
                        }
                    }>"Delete it"</button>
                    <a class="button" href="#/">"Back to the games"</a>
                </div>
            </section>
        }
        .into_any()
    };
    match storage::read(&id) {
        None => problem(
            id,
            "There is no saved game with this name in this browser.".into(),
        ),
        Some(Err(e)) => problem(id, format!("The save is damaged: {e}.")),
        Some(Ok(save)) => match save.game.as_str() {
            Locksley::ID => match crate::table::Session::<Locksley>::open(id.clone(), &save) {
                Ok(session) => view! { <locksley::Table session /> }.into_any(),
                Err(e) => problem(id, format!("The save is damaged: {e}.")),
            },
            other => problem(
                id,
                format!("The save is for a game this version does not know ('{other}')."),
            ),
        },
    }
}
