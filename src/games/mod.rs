//! Every game's UI, in one list. Each game's folder (`locksley/`, `gest/`)
//! holds everything of its UI — board, table, words, rules reference, lesson,
//! new-game options — and implements [`GameUi`]; the home page, the router,
//! the rules pages and the tutorials go through [`GAMES`] and name no game.
//! Adding a game is a folder and one line in [`GAMES`].

pub mod gest;
pub mod locksley;

use crate::i18n::{t, tf};
use crate::rules::Section;
use crate::storage;
use crate::table::download;
use crate::table::seats::Player;
use crate::table::Session;
use leptos::prelude::*;
use sherwood_engine::{Divergence, Game, LoadError, Match, SaveFile, Status, SAVE_FORMAT};

/// What the app needs of a game, beyond its rules crate.
pub trait GameUi: Sync {
    /// The id in saves and addresses ([`Game::ID`]).
    fn id(&self) -> &'static str;
    /// Its title, in the reader's language.
    fn title(&self) -> &'static str;
    /// Each seat's name where a player typed none.
    fn seat_names(&self) -> [&'static str; 2];
    /// The new-game form's labels for a seat: its name field and its
    /// "played by" choice.
    fn seat_labels(&self, seat: usize) -> (&'static str, &'static str);
    /// The new-game form's part for this game (its options), and how to
    /// start a game from the players' names and who plays each seat.
    fn new_game(&self) -> NewGameForm;
    /// Whether a save of this game opens (its moves replayed).
    fn check(&self, save: &SaveFile) -> Result<(), String>;
    /// The table of saved game `id`, or why it cannot be opened.
    fn table(&self, id: String, save: &SaveFile) -> Result<AnyView, String>;
    /// The rules reference: its sections, then what follows them (cards, tiles).
    fn rules(&self) -> (&'static [Section], AnyView);
    /// Step `step` of the tutorial.
    fn lesson(&self, step: usize) -> AnyView;

    /// The line the list of saves shows for where a game stands.
    fn summary(&self, status: &Status, names: &[String; 2]) -> Option<String> {
        match status.winner {
            Some(w) => names
                .get(w as usize)
                .map(|name| tf("ui.saves.won", &[("name", name)])),
            None => stage_text(&status.stage),
        }
    }
}

/// Starts a game from the players' names and who plays each seat; returns
/// the new game's id, or why it could not start.
pub type Start = Box<dyn Fn([String; 2], [Player; 2]) -> Result<String, String>>;

/// A game's part of the new-game form.
pub struct NewGameForm {
    /// Its fields (drawn inside the form).
    pub fields: AnyView,
    /// Starts a game with the fields' current values; returns its id.
    pub start: Start,
}

/// Every game, in the order players meet them.
pub static GAMES: &[&dyn GameUi] = &[&locksley::Ui, &gest::Ui];

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

/// A game's milestone in words; nothing for a key this build does not know
/// (a save may come from anywhere).
pub fn stage_text(stage: &sherwood_engine::Stage) -> Option<String> {
    if !stage.key.starts_with("ui.saves.") || !crate::i18n::known(&stage.key) {
        return None;
    }
    let args: Vec<(&str, &dyn std::fmt::Display)> = stage
        .args
        .iter()
        .map(|(k, v)| (k.as_str(), v as &dyn std::fmt::Display))
        .collect();
    Some(tf(&stage.key, &args))
}

/// [`GameUi::check`] for a game type: replays the save (it may stop early;
/// the table says so).
pub fn check_game<G: Game>(save: &SaveFile) -> Result<(), String> {
    Match::<G>::restore(save)
        .map(|_| ())
        .map_err(|e| load_error(&e))
}

/// [`GameUi::table`] for a game type: opens the save in a session and draws
/// `table` around it.
pub fn open_table<G>(
    id: String,
    save: &SaveFile,
    table: impl FnOnce(Session<G>) -> AnyView,
) -> Result<AnyView, String>
where
    G: Game + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    Session::<G>::open(id, save)
        .map(table)
        .map_err(|e| load_error(&e))
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
            .unwrap_or_else(|| seats[s].clone())
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
    match find(&save.game) {
        Some(g) => g.check(save),
        None => Err(tf("ui.load.unknown_game", &[("game", &save.game)])),
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
        Some(Ok(save)) => match find(&save.game) {
            Some(g) => match g.table(id.clone(), &save) {
                Ok(table) => table,
                Err(e) => problem(id, damaged(e)),
            },
            None => problem(id, tf("ui.damaged.unknown_game", &[("game", &save.game)])),
        },
    }
}

#[cfg(test)]
mod tests;
