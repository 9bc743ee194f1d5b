//! Every game's UI, in one list. Each game's folder (`locksley/`, `gest/`)
//! holds everything of its UI — board, table, words, rules reference, lesson,
//! new-game options — and implements [`GameUi`]; the home page, the router,
//! the rules pages and the tutorials go through [`GAMES`] and name no game.
//! Adding a game is a folder and one line in [`GAMES`]. What a game's folder
//! uses of this layer is in [`ui`], which knows no game.

pub mod gest;
pub mod legend;
pub mod locksley;
pub mod skirmish;
pub mod ui;

pub use ui::{clamp_name, GameUi, Start, MAX_NAME_CHARS};

use crate::i18n::{t, tf};
use crate::storage;
use crate::table::download;
use leptos::prelude::*;
use sherwood_engine::{Divergence, LoadError, SaveFile, SAVE_FORMAT};

/// Every game, in the order players meet them.
pub static GAMES: &[&dyn GameUi] = &[&locksley::Ui, &gest::Ui, &legend::Ui, &skirmish::Ui];

/// The game whose id is `id`.
pub fn find(id: &str) -> Option<&'static dyn GameUi> {
    GAMES.iter().copied().find(|g| g.id() == id)
}

/// A game's title; an unknown id shows as itself.
pub fn display_name(id: &str) -> String {
    find(id).map_or_else(|| id.to_string(), |g| g.title().to_string())
}

/// Seat names of a game, for saves that carry none; an unknown game's seats
/// are numbered.
pub fn seat_names(game: &str) -> [String; 2] {
    match find(game) {
        Some(g) => g.seat_names().map(str::to_string),
        None => [1, 2].map(|n| tf("ui.seat.numbered", &[("n", &n)])),
    }
}

/// The players' names of a save, each seat's default where none was typed.
pub fn player_names(game: &str, meta: &sherwood_engine::Meta) -> [String; 2] {
    let seats = seat_names(game);
    ui::names_or(meta, [seats[0].as_str(), seats[1].as_str()])
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
    match find(&save.game) {
        Some(g) => g.check(save).map_err(|e| load_error(&e)),
        None => Err(tf("ui.load.unknown_game", &[("game", &save.game)])),
    }
}

/// A save replayed under this build's rules: where it stands now, and
/// whether it still keeps secrets (then its file shows them).
pub struct Replayed {
    pub status: Option<sherwood_engine::Status>,
    pub secrets: bool,
}

/// Replays a save of any known game (as far as its moves apply); `None` for
/// an unknown game or a save that cannot be started.
pub fn replay(save: &SaveFile) -> Option<Replayed> {
    struct Replay<'a>(&'a SaveFile);
    impl sherwood_registry::GameVisitor for Replay<'_> {
        type Output = Option<Replayed>;
        fn visit<G: sherwood_registry::Registered, P: sherwood_bots::Policy<G> + Sync>(
            self,
            _: &'static P,
        ) -> Self::Output {
            let m = sherwood_engine::Match::<G>::restore(self.0).ok()?.game;
            Some(Replayed {
                status: m.save().status,
                secrets: m.save_shows_secrets(),
            })
        }
    }
    sherwood_registry::visit(&save.game, Replay(save)).flatten()
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
        Some(Ok(save)) => match find(&save.game) {
            Some(g) => match g.table(id.clone(), &save) {
                Ok(table) => table,
                Err(e) => problem(id, damaged(load_error(&e))),
            },
            None => problem(id, tf("ui.damaged.unknown_game", &[("game", &save.game)])),
        },
    }
}

#[cfg(test)]
mod tests;

/// Saved game `id` shown move by move, or why it cannot be.
pub fn replay_for(id: String) -> AnyView {
    let opened = match storage::read(&id) {
        None => Err(t("ui.damaged.missing").to_string()),
        Some(Err(e)) => Err(load_error(&e)),
        Some(Ok(save)) => match find(&save.game) {
            Some(g) => g.replay(id, &save).map_err(|e| load_error(&e)),
            None => Err(tf("ui.damaged.unknown_game", &[("game", &save.game)])),
        },
    };
    opened.unwrap_or_else(|why| {
        view! {
            <section class="panel" data-testid="replay-refused">
                <p>{why}</p>
                <a class="button" href="#/">{t("ui.damaged.back")}</a>
            </section>
        }
        .into_any()
    })
}
