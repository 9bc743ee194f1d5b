//! One table per game; this module picks the right one for a saved game.

pub mod gest;
pub mod locksley;

use crate::storage;
use crate::table::download;
use leptos::prelude::*;
use sherwood_engine::{Game, Match, SaveFile};
use sherwood_gest::Gest;
use sherwood_locksley::Locksley;

/// The games a player can start, with their display names.
pub const GAMES: [(&str, &str); 2] = [
    (Locksley::ID, "Robin of Locksley"),
    (Gest::ID, "A Gest of Robin Hood"),
];

/// Seat names of a game, for saves that carry none.
pub fn seat_names(game: &str) -> [&'static str; 2] {
    match game {
        Gest::ID => [gest::text::seat_title(0), gest::text::seat_title(1)],
        _ => locksley::text::SEAT_COLOR,
    }
}

/// The players' names of a save, each seat's default where none was typed.
pub fn player_names(game: &str, meta: &sherwood_engine::Meta) -> [String; 2] {
    let seats = seat_names(game);
    [0, 1].map(|s| {
        meta.names
            .get(s)
            .filter(|n| !n.trim().is_empty())
            .cloned()
            .unwrap_or_else(|| seats[s].to_string())
    })
}

/// Replays a save of any known game: its turn (or card) and winner, or why it cannot be opened.
pub fn check(save: &SaveFile) -> Result<(String, Option<u8>), String> {
    fn replay<G: Game>(save: &SaveFile) -> Result<Match<G>, String> {
        Match::<G>::load(save).map_err(|e| e.to_string())
    }
    match save.game.as_str() {
        Locksley::ID => {
            let m = replay::<Locksley>(save)?;
            Ok((
                format!("turn {}", m.game().turn()),
                m.game().outcome().map(|o| o.winner),
            ))
        }
        Gest::ID => {
            let m = replay::<Gest>(save)?;
            let g = m.game();
            let at = match g.card() {
                Some(_) => format!(
                    "Ballad {}, card {} of 32 drawn",
                    g.ballad(),
                    32 - g.deck_len()
                ),
                None => "setup".to_string(),
            };
            Ok((at, g.outcome().map(|o| o.winner)))
        }
        other => Err(format!(
            "it is for a game this version does not know ('{other}')"
        )),
    }
}

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
            Gest::ID => match crate::table::Session::<Gest>::open(id.clone(), &save) {
                Ok(session) => view! { <gest::table::Table session /> }.into_any(),
                Err(e) => problem(id, format!("The save is damaged: {e}.")),
            },
            other => problem(
                id,
                format!("The save is for a game this version does not know ('{other}')."),
            ),
        },
    }
}
