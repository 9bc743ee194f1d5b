//! Every game's UI, in one list. Each game's folder (`locksley/`, `gest/`)
//! holds everything of its UI — board, table, words, rules reference, lesson,
//! new-game options — and implements [`GameUi`]; the home page, the router,
//! the rules pages and the tutorials go through the list and name no game.
//! Adding a game is a folder and one line in `games!`. What a game's folder
//! uses of this layer is in [`ui`], which knows no game.
//!
//! In the browser each game's code is a module of its own (`split_<game>.wasm`,
//! with the `chunk_*.wasm` it shares with other games), downloaded when the
//! game is first opened ([`load`], [`gate`]), and the rules references are
//! another (`split_rules.wasm`), downloaded with a rules page
//! ([`reference_gate`]); the shell (home, saves, languages, the shared table
//! code) holds only each game's [`GameMeta`].
//! The split is made at build time by wasm-split-cli (`scripts/shims/wasm-bindgen`).

pub mod gest;
pub mod legend;
pub mod locksley;
pub mod skirmish;
pub mod ui;

pub use ui::{clamp_name, GameMeta, GameUi, Reference, Replayed, MAX_NAME_CHARS};

use crate::i18n::{t, tf};
use crate::storage;
use crate::table::download;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use sherwood_engine::{Divergence, LoadError, SaveFile, SAVE_FORMAT};
use std::cell::RefCell;
use std::future::Future;

/// From the one list of games (each a folder with its `META`, `UI` and
/// `REFERENCE`): the list the shell shows, each game's code behind a split
/// point, and their rules references behind another.
macro_rules! games {
    ($($id:ident),* $(,)?) => {
        /// Every game, in the order players meet them: what the shell knows
        /// of each without its code.
        pub static GAMES: &[GameMeta] = &[$($id::META),*];

        /// Each game's code: in the browser a split point, whose first call
        /// downloads the game's module (a failed download is an `Err`, tried
        /// again at the next call); natively a plain call.
        mod code {
            use super::*;
            $(
                #[leptos::wasm_split::wasm_split($id, wasm_split_path = ::leptos::wasm_split, fallible)]
                pub fn $id() -> Result<&'static dyn GameUi, SplitLoaderError> {
                    Ok(&super::$id::UI)
                }
            )*
        }

        /// Game `id`'s code, downloaded if need be; `None` for an unknown game.
        async fn fetch_code(id: &str) -> Option<Result<&'static dyn GameUi, SplitLoaderError>> {
            match id {
                $(stringify!($id) => Some(code::$id().await),)*
                _ => None,
            }
        }

        /// Game `id`'s code, compiled in (native builds: tests, tools).
        #[cfg(not(target_arch = "wasm32"))]
        fn compiled(id: &str) -> Option<&'static dyn GameUi> {
            match id {
                $(stringify!($id) => Some(&$id::UI),)*
                _ => None,
            }
        }

        /// Every game's rules reference, one split point: a module of its own
        /// per game would leave many small chunks of code two modules
        /// share, each with its own headers, for every game to fetch.
        #[leptos::wasm_split::wasm_split(rules, wasm_split_path = ::leptos::wasm_split, fallible)]
        fn references() -> Result<&'static [Reference], SplitLoaderError> {
            static ALL: &[Reference] = &[$($id::REFERENCE),*];
            Ok(ALL)
        }

        /// Game `id`'s rules reference, downloaded if need be (with every
        /// other game's).
        async fn fetch_reference(id: &str) -> Option<Result<&'static Reference, SplitLoaderError>> {
            match references().await {
                Ok(all) => all.iter().find(|r| r.game == id).map(Ok),
                Err(e) => Some(Err(e)),
            }
        }

        /// Game `id`'s rules reference, compiled in (native builds).
        #[cfg(not(target_arch = "wasm32"))]
        fn compiled_reference(id: &str) -> Option<&'static Reference> {
            match id {
                $(stringify!($id) => Some(&$id::REFERENCE),)*
                _ => None,
            }
        }
    };
}

games!(locksley, gest, legend, skirmish);

thread_local! {
    /// The games whose code this page has downloaded.
    static LOADED: RefCell<Vec<&'static dyn GameUi>> = const { RefCell::new(Vec::new()) };
    /// The rules references this page has downloaded.
    static REFERENCES: RefCell<Vec<&'static Reference>> = const { RefCell::new(Vec::new()) };
}

/// What the shell knows of game `id`.
pub fn meta(id: &str) -> Option<&'static GameMeta> {
    GAMES.iter().find(|g| g.id == id)
}

/// The game whose id is `id`, if its code is here (in the browser: once
/// [`load`] has downloaded it).
pub fn find(id: &str) -> Option<&'static dyn GameUi> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        compiled(id)
    }
    #[cfg(target_arch = "wasm32")]
    {
        LOADED.with(|l| l.borrow().iter().copied().find(|g| g.id() == id))
    }
}

/// Game `id`'s rules reference, if it is here (in the browser: once
/// [`reference_gate`] has downloaded it).
pub fn reference(id: &str) -> Option<&'static Reference> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        compiled_reference(id)
    }
    #[cfg(target_arch = "wasm32")]
    {
        REFERENCES.with(|l| l.borrow().iter().copied().find(|r| r.game == id))
    }
}

/// `part` (a game's code or rules reference), if game `id`'s texts in the
/// current language are here too (its rules reference's with `rules`).
fn ready<T>(id: &str, rules: bool, part: Option<T>) -> Option<T> {
    let text = crate::i18n::catalog::game_domains(id, rules);
    part.filter(|_| crate::i18n::Catalog::missing(crate::i18n::lang(), &text).is_empty())
}

/// Downloads what game `id`'s code needs and this page lacks: the code
/// (once) and its texts in the current language (its rules reference's
/// with `rules`), both at once. The error says what could not be had, in
/// words.
pub async fn load(id: &str, rules: bool) -> Result<&'static dyn GameUi, String> {
    load_part(id, rules, find(id), fetch_code(id), |g| {
        LOADED.with(|l| l.borrow_mut().push(g))
    })
    .await
}

/// [`load`] for game `id`'s rules reference and its texts.
async fn load_reference(id: &str) -> Result<&'static Reference, String> {
    load_part(id, true, reference(id), fetch_reference(id), |r| {
        REFERENCES.with(|l| l.borrow_mut().push(r))
    })
    .await
}

/// Downloads game `id`'s texts and, unless this page has it (`have`), one
/// of its modules (`fetch`, which `keep` records), both at once.
async fn load_part<T: Copy>(
    id: &str,
    rules: bool,
    have: Option<T>,
    fetch: impl Future<Output = Option<Result<T, SplitLoaderError>>>,
    keep: impl FnOnce(T),
) -> Result<T, String> {
    let domains = crate::i18n::catalog::game_domains(id, rules);
    // The texts' requests go out now, beside the code's.
    let text = crate::i18n::ensure(crate::i18n::lang(), &domains);
    let code = match have {
        Some(part) => Ok(part),
        None => match fetch.await {
            Some(Ok(part)) => {
                keep(part);
                Ok(part)
            }
            Some(Err(e)) => {
                leptos::logging::error!("game {id}: {e}");
                Err(t("ui.game_load.code").to_string())
            }
            None => Err(tf("ui.load.unknown_game", &[("game", &id)])),
        },
    };
    let text = text.await.map_err(|e| {
        leptos::logging::error!("game {id}: {e}");
        t("ui.game_load.text").to_string()
    });
    let part = code?;
    text?;
    Ok(part)
}

/// Game `id`'s page, drawn by `page` once the game's code and texts are here
/// (its rules reference's too with `rules`): until then a loading line; when
/// they cannot be downloaded, which game and why, with Retry. Nothing stored
/// is touched either way.
pub fn gate(
    id: &str,
    rules: bool,
    page: impl Fn(&'static dyn GameUi) -> AnyView + Send + Sync + 'static,
) -> AnyView {
    let load = move |id: String| async move { load(&id, rules).await };
    gate_on(id, ready(id, rules, find(id)), load, page)
}

/// Game `id`'s rules reference page, drawn by `page` once the reference and
/// the game's texts are here (not the game's code): as [`gate`].
pub fn reference_gate(
    id: &str,
    page: impl Fn(&'static Reference) -> AnyView + Send + Sync + 'static,
) -> AnyView {
    let load = |id: String| async move { load_reference(&id).await };
    gate_on(id, ready(id, true, reference(id)), load, page)
}

/// [`gate`] for one of game `id`'s parts: `page` of it at once when it is
/// `ready`, else once `load` has brought it.
fn gate_on<T, F>(
    id: &str,
    ready: Option<T>,
    load: impl Fn(String) -> F + Clone + Send + Sync + 'static,
    page: impl Fn(T) -> AnyView + Send + Sync + 'static,
) -> AnyView
where
    T: Clone + Send + Sync + 'static,
    F: Future<Output = Result<T, String>> + 'static,
{
    if let Some(part) = ready {
        return page(part);
    }
    let id = id.to_string();
    let name = display_name(&id);
    let loading = {
        let name = name.clone();
        move || {
            view! {
                <p class="panel game-loading" role="status" data-testid="game-loading">
                    {tf("ui.game_load.loading", &[("game", &name)])}
                </p>
            }
            .into_any()
        }
    };
    let failed = move |why: String, retry: Callback<()>| {
        view! {
            <section class="panel damaged" role="alert" data-testid="game-load-failed">
                <h1>{tf("ui.game_load.title", &[("game", &name)])}</h1>
                <p data-testid="game-load-reason">{why}</p>
                <p>{t("ui.game_load.safe")}</p>
                <div class="row">
                    <button class="primary" on:click=move |_| retry.run(()) data-testid="game-load-retry">{t("ui.game_load.retry")}</button>
                    <a class="button" href="#/">{t("ui.damaged.back")}</a>
                </div>
            </section>
        }
        .into_any()
    };
    crate::awaiting::awaiting(move || load(id.clone()), loading, failed, page)
}

/// A game's title; an unknown id shows as itself.
pub fn display_name(id: &str) -> String {
    meta(id).map_or_else(|| id.to_string(), |g| g.title().to_string())
}

/// Seat names of a game, for saves that carry none; an unknown game's seats
/// are numbered.
pub fn seat_names(game: &str) -> [String; 2] {
    match meta(game) {
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
/// replay of its moves (which may stop early; the table says so). The
/// game's code is downloaded if need be.
pub async fn check(save: &SaveFile) -> Result<(), String> {
    if meta(&save.game).is_none() {
        return Err(tf("ui.load.unknown_game", &[("game", &save.game)]));
    }
    let g = load(&save.game, false).await?;
    g.check(save).map_err(|e| load_error(&e))
}

/// Replays a save of a game whose code is here (as far as its moves apply);
/// `None` for a game not loaded or unknown, or a save that cannot be started.
pub fn replay(save: &SaveFile) -> Option<Replayed> {
    find(&save.game)?.replayed(save)
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
        Some(Ok(save)) if meta(&save.game).is_some() => {
            let game = save.game.clone();
            gate(&game, false, move |g| match g.table(id.clone(), &save) {
                Ok(table) => table,
                Err(e) => problem(id.clone(), damaged(load_error(&e))),
            })
        }
        Some(Ok(save)) => problem(id, tf("ui.damaged.unknown_game", &[("game", &save.game)])),
    }
}

#[cfg(test)]
mod tests;

/// Saved game `id` shown move by move, or why it cannot be.
pub fn replay_for(id: String) -> AnyView {
    let refused = |why: String| {
        view! {
            <section class="panel" data-testid="replay-refused">
                <p>{why}</p>
                <a class="button" href="#/">{t("ui.damaged.back")}</a>
            </section>
        }
        .into_any()
    };
    match storage::read(&id) {
        None => refused(t("ui.damaged.missing").to_string()),
        Some(Err(e)) => refused(load_error(&e)),
        Some(Ok(save)) if meta(&save.game).is_some() => {
            let game = save.game.clone();
            gate(&game, false, move |g| {
                g.replay(id.clone(), &save)
                    .unwrap_or_else(|e| refused(load_error(&e)))
            })
        }
        Some(Ok(save)) => refused(tf("ui.damaged.unknown_game", &[("game", &save.game)])),
    }
}
