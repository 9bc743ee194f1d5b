//! One table per game; this module picks the right one for a saved game.

pub mod gest;
pub mod locksley;

use crate::i18n::{t, tf};
use crate::storage;
use crate::table::download;
use leptos::prelude::*;
use sherwood_engine::{Divergence, Game, LoadError, Match, SaveFile, SAVE_FORMAT};
use sherwood_gest::Gest;
use sherwood_locksley::Locksley;

/// The games a player can start, by id.
pub const GAMES: [&str; 2] = [Locksley::ID, Gest::ID];

/// A game's title; an unknown id shows as itself.
pub fn display_name(id: &str) -> String {
    match id {
        Locksley::ID => t("ui.game.locksley").into(),
        Gest::ID => t("ui.game.gest").into(),
        other => other.into(),
    }
}

/// Seat names of a game, for saves that carry none.
pub fn seat_names(game: &str) -> [&'static str; 2] {
    match game {
        Gest::ID => [gest::text::seat_title(0), gest::text::seat_title(1)],
        _ => [locksley::text::seat_color(0), locksley::text::seat_color(1)],
    }
}

/// The longest player name, as the new-game form allows and every list shows.
pub const MAX_NAME_CHARS: usize = 24;

/// A name as typed, or as a file holds it, cut to [`MAX_NAME_CHARS`].
pub fn clamp_name(name: &str) -> String {
    name.chars().take(MAX_NAME_CHARS).collect()
}

/// The players' names of a save, each seat's default where none was typed.
pub fn player_names(game: &str, meta: &sherwood_engine::Meta) -> [String; 2] {
    let seats = seat_names(game);
    [0, 1].map(|s| {
        meta.names
            .get(s)
            .filter(|n| !n.trim().is_empty())
            .map(|n| clamp_name(n))
            .unwrap_or_else(|| seats[s].to_string())
    })
}

/// Why a save cannot be opened, in words (the engine's own text is English).
pub fn load_error(e: &LoadError) -> String {
    match e {
        LoadError::NotJson(detail) => tf("ui.load.not_json", &[("detail", detail)]),
        LoadError::UnknownFormat(found) => tf("ui.load.unknown_format", &[("found", found)]),
        LoadError::NewerFormat(found) => tf(
            "ui.load.newer_format",
            &[("found", found), ("known", &SAVE_FORMAT)],
        ),
        LoadError::WrongGame { expected, found } => tf(
            "ui.load.wrong_game",
            &[
                ("found", &display_name(found)),
                ("expected", &display_name(expected)),
            ],
        ),
        LoadError::BadOptions(detail) => tf("ui.load.bad_options", &[("detail", detail)]),
        LoadError::Diverged(Divergence::Stopped {
            index, text, why, ..
        }) => crate::table::stop_message(*index, text, why),
        LoadError::Diverged(Divergence::Differs) => t("ui.session.replayed").into(),
    }
}

/// Checks that a save of any known game can be opened: its envelope, and a
/// replay of its moves (which may stop early; the table says so).
pub fn check(save: &SaveFile) -> Result<(), String> {
    fn replay<G: Game>(save: &SaveFile) -> Result<(), String> {
        Match::<G>::restore(save)
            .map(|_| ())
            .map_err(|e| load_error(&e))
    }
    match save.game.as_str() {
        Locksley::ID => replay::<Locksley>(save),
        Gest::ID => replay::<Gest>(save),
        other => Err(tf("ui.load.unknown_game", &[("game", &other)])),
    }
}

/// The table of saved game `id`, or a clear message when it cannot be opened.
pub fn table_for(id: String) -> impl IntoView {
    let problem = |id: String, message: String| {
        let raw = storage::read_raw(&id);
        view! {
            <section class="panel damaged" data-testid="damaged-game">
                <h1>{t("ui.damaged.title")}</h1>
                <p>{message}</p>
                <p>{t("ui.damaged.others_safe")}</p>
                <div class="row">
                    {raw.map(|raw| {
                        let name = format!("sherwood-{id}-damaged.json");
                        view! { <button on:click=move |_| download(&name, &raw)>{t("ui.damaged.export")}</button> }
                    })}
                    <button on:click={
                        let id = id.clone();
                        move |_| {
                            storage::delete(&id);
                            crate::route::navigate(&crate::route::Route::Home);
                        }
                    }>{t("ui.damaged.delete")}</button>
                    <a class="button" href="#/">{t("ui.damaged.back")}</a>
                </div>
            </section>
        }
        .into_any()
    };
    let damaged = |e: String| tf("ui.damaged.reason", &[("reason", &e)]);
    match storage::read(&id) {
        None => problem(id, t("ui.damaged.missing").into()),
        Some(Err(LoadError::NewerFormat(found))) => problem(
            id,
            tf(
                "ui.damaged.newer",
                &[("found", &found), ("known", &SAVE_FORMAT)],
            ),
        ),
        Some(Err(e)) => problem(id, damaged(load_error(&e))),
        Some(Ok(save)) => match save.game.as_str() {
            Locksley::ID => match crate::table::Session::<Locksley>::open(id.clone(), &save) {
                Ok(session) => view! { <locksley::Table session /> }.into_any(),
                Err(e) => problem(id, damaged(e)),
            },
            Gest::ID => match crate::table::Session::<Gest>::open(id.clone(), &save) {
                Ok(session) => view! { <gest::table::Table session /> }.into_any(),
                Err(e) => problem(id, damaged(e)),
            },
            other => problem(id, tf("ui.damaged.unknown_game", &[("game", &other)])),
        },
    }
}

#[cfg(test)]
mod tests;
