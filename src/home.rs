//! The home page: start a game, and the saved games (resume, export, delete, import).

use crate::games;
use crate::i18n::{t, tf};
use crate::route::{navigate, Route};
use crate::storage::{self, Entry, Peek};
use crate::table::seats::Player;
use crate::table::{download, ExportButton};
use leptos::prelude::*;
use sherwood_engine::{LoadError, SaveFile, SAVE_FORMAT};

#[component]
pub fn Home() -> impl IntoView {
    let entries = RwSignal::new(storage::list());
    let message = RwSignal::new(None::<(bool, String)>);
    // Another tab saving or deleting a game updates this list.
    let handle = window_event_listener(leptos::ev::storage, move |_| entries.set(storage::list()));
    on_cleanup(move || handle.remove());

    view! {
        <div class="home">
            <section class="intro">
                <h1>{t("ui.home.title")}</h1>
                <p>{t("ui.home.intro")}</p>
            </section>
            <section class="panel learn" data-testid="learn">
                <h2>{t("tutorial.ui.learn")}</h2>
                <p class="muted">{t("tutorial.ui.learn_hint")}</p>
                <div class="row">
                    {games::GAMES.iter().map(|g| {
                        let id = g.id;
                        view! {
                            <a class="button" href=format!("#/learn/{id}/0") data-testid=format!("learn-{id}")>{g.title()}</a>
                            <a href=format!("#/rules/{id}")>{t("ui.nav.rules")}</a>
                        }
                    }).collect_view()}
                </div>
            </section>
            {move || message.get().map(|(ok, text)| view! {
                <div class=if ok { "notice info" } else { "notice error" } role="status" data-testid="home-message">{text}</div>
            })}
            <div class="home-grid">
                <NewGame message />
                <SavedGames entries message />
            </div>
            <crate::remote::FriendPanel />
        </div>
    }
}

#[component]
fn NewGame(message: RwSignal<Option<(bool, String)>>) -> impl IntoView {
    // The game last started here, else the first.
    let last = storage::get_setting(LAST_GAME).filter(|id| games::meta(id).is_some());
    let game = RwSignal::new(last.unwrap_or_else(|| games::GAMES[0].id.to_string()));
    // What the shell knows of the chosen game: its seats' words.
    let meta = move || games::meta(&game.get()).unwrap_or(&games::GAMES[0]);
    // The chosen game's code, once downloaded: not at first paint, but when
    // the player turns to the form (or chooses a game), so the home page
    // alone downloads no game.
    let code = RwSignal::new(None::<&'static dyn games::GameUi>);
    let failed = RwSignal::new(None::<String>);
    let pending = StoredValue::new(None::<String>);
    let want = move || {
        let id = game.get_untracked();
        if code.get_untracked().is_some_and(|g| g.id() == id)
            || pending.get_value().as_deref() == Some(id.as_str())
        {
            return;
        }
        pending.set_value(Some(id.clone()));
        leptos::task::spawn_local(async move {
            let got = games::load(&id, false).await;
            let _ = pending.try_update_value(|p| {
                if p.as_deref() == Some(id.as_str()) {
                    *p = None
                }
            });
            // The player may have chosen another game meanwhile.
            if game.try_get_untracked().as_deref() != Some(id.as_str()) {
                return;
            }
            match got {
                Ok(g) => {
                    let _ = failed.try_set(None);
                    let _ = code.try_set(Some(g));
                }
                Err(why) => {
                    let _ = failed.try_set(Some(why));
                }
            }
        });
    };
    let names = [RwSignal::new(String::new()), RwSignal::new(String::new())];
    let kinds = [
        RwSignal::new("human".to_string()),
        RwSignal::new("human".to_string()),
    ];
    // The chosen game's own fields, and the options they make.
    let options = StoredValue::new_local(None::<games::ui::FormOptions>);
    let fields = move || {
        let g = code.get().filter(|g| g.id() == game.get())?;
        let form = untrack(|| g.new_game());
        options.set_value(Some(form.options));
        Some(form.fields)
    };
    // Against a friend on another device: the side this device plays.
    let remote = RwSignal::new(false);
    let my_side = RwSignal::new(0u8);

    let submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        // A name left blank stays blank: the seat's name shows in the reader's language.
        let names = names.map(|n| n.get().trim().to_string());
        let players = kinds.map(|k| Player::parse(&k.get()));
        let (remote, side) = (remote.get_untracked(), my_side.get_untracked());
        let id = game.get_untracked();
        storage::set_setting(LAST_GAME, &id);
        let chosen = options.with_value(|o| o.as_ref().map(|o| o()));
        match (code.get_untracked().filter(|g| g.id() == id), chosen) {
            (Some(g), Some(options)) if !remote => match g.start(options, names, players) {
                Ok(id) => navigate(&Route::Play(id)),
                Err(e) => message.set(Some((false, e))),
            },
            // An invitation needs the remote-play module; a game whose code
            // is not here yet starts, once it is, with its options' defaults.
            (_, chosen) => {
                leptos::task::spawn_local(async move {
                    let started = async {
                        let g = games::load(&id, false).await.map_err(|why| {
                            tf("ui.game_load.title", &[("game", &games::display_name(&id))])
                                + " "
                                + &why
                        })?;
                        let options = chosen.unwrap_or_else(|| (g.new_game().options)());
                        if remote {
                            let pages = crate::remote::pages().await?;
                            let name = names[side as usize].clone();
                            pages
                                .invite(g.id(), options, side, &name)
                                .map(Route::Invitation)
                        } else {
                            g.start(options, names, players).map(Route::Play)
                        }
                    };
                    match started.await {
                        Ok(route) => navigate(&route),
                        Err(e) => {
                            let _ = message.try_set(Some((false, e)));
                        }
                    }
                });
            }
        }
    };

    view! {
        <form class="panel new-game" on:submit=submit on:focusin=move |_| want() on:pointerenter=move |_| want() data-testid="new-game">
            <h2>{t("ui.new.title")}</h2>
            <label>
                <span>{t("ui.new.game")}</span>
                <select data-testid="game" on:change=move |e| { game.set(event_target_value(&e)); failed.set(None); want() } prop:value=move || game.get()>
                    {games::GAMES.iter().map(|g| view! { <option value=g.id>{g.title()}</option> }).collect_view()}
                </select>
            </label>
            <p class="muted small game-about" data-testid="game-about">{move || meta().about()}</p>
            <fieldset class="where" data-testid="where">
                <legend>{t("ui.new.where")}</legend>
                <label class="check">
                    <input type="radio" name="where" prop:checked=move || !remote.get() on:change=move |_| remote.set(false) data-testid="where-here" />
                    <span>{t("ui.new.where_here")}</span>
                </label>
                <label class="check">
                    <input type="radio" name="where" prop:checked=move || remote.get() on:change=move |_| remote.set(true) data-testid="where-remote" />
                    <span>{t("ui.new.where_remote")}</span>
                </label>
            </fieldset>
            // Both kept, one hidden: the choice redraws nothing.
            <fieldset prop:hidden=move || remote.get()>
                    <legend>{t("ui.new.players")}</legend>
                    {[0usize, 1].map(|i| view! {
                        <label>
                            <span>{move || meta().seat_labels(i).0}</span>
                            <input type="text" placeholder=move || meta().seat_names()[i] maxlength=games::MAX_NAME_CHARS bind:value=names[i] data-testid=["name-red", "name-blue"][i] />
                        </label>
                    })}
                    {[0usize, 1].map(|i| view! {
                        <label>
                            <span>{move || meta().seat_labels(i).1}</span>
                            <select data-testid=format!("player-{i}") on:change=move |e| kinds[i].set(event_target_value(&e)) prop:value=move || kinds[i].get()>
                                {Player::CHOICES.iter().map(|p| view! { <option value=p.code()>{p.label()}</option> }).collect_view()}
                            </select>
                        </label>
                    })}
            </fieldset>
            <fieldset prop:hidden=move || !remote.get()>
                    <legend>{t("ui.new.remote_players")}</legend>
                    <label>
                        <span>{t("ui.new.your_side")}</span>
                        <select data-testid="remote-side" on:change=move |e| my_side.set(event_target_value(&e).parse().unwrap_or(0)) prop:value=move || my_side.get().to_string()>
                            {move || (0u8..2).map(|s| view! { <option value=s.to_string()>{meta().seat_names()[s as usize]}</option> }).collect_view()}
                        </select>
                    </label>
                    <label>
                        <span>{t("ui.new.your_name")}</span>
                        <input type="text" maxlength=games::MAX_NAME_CHARS
                            prop:value=move || names[my_side.get() as usize].get()
                            on:input=move |e| names[my_side.get_untracked() as usize].set(event_target_value(&e))
                            data-testid="remote-name" />
                    </label>
                    <p class="muted small">{t("ui.new.remote_hint")}</p>
            </fieldset>
            {fields}
            {move || failed.get().map(|why| view! {
                <p class="notice error" role="status" data-testid="form-load-failed">
                    {tf("ui.game_load.title", &[("game", &games::display_name(&game.get()))])}" "{why}
                </p>
            })}
            <button type="submit" class="primary" data-testid="start">{move || if remote.get() { t("ui.new.invite") } else { t("ui.new.start") }}</button>
        </form>
    }
}

/// What the list shows of a save: read from its stored status, never by
/// replaying it, so one save that trips the engine cannot stop the list.
struct Summary {
    game: String,
    sides: String,
    /// Where it stands and when it was last played.
    when: String,
}

fn summarize(save: &SaveFile) -> Summary {
    let (game, meta, status) = (save.game.as_str(), &save.meta, save.status.as_ref());
    let names = games::player_names(game, meta);
    let known = games::meta(game);
    // The options that matter (a scenario, an edition), once the game's
    // texts are in.
    let options = known
        .and_then(|m| m.options)
        .map(|words| words(&save.options))
        .unwrap_or_default();
    let state = status
        .filter(|_| known.is_some())
        .and_then(|s| games::ui::summary(s, &names))
        .map(|state| match crate::remote::turn_words(save, &names) {
            Some(turn) => format!("{turn} · {state}"),
            None => state,
        });
    let date = date_text(meta.updated);
    Summary {
        game: match options.is_empty() {
            true => games::display_name(game),
            false => tf(
                "ui.saves.game_options",
                &[
                    ("game", &games::display_name(game)),
                    ("options", &options.join(", ")),
                ],
            ),
        },
        sides: {
            // A seat the computer plays says so, with its level.
            let [first, second] = [0, 1].map(|s| {
                let player = meta.players.get(s).map(|p| Player::parse(p));
                match player {
                    Some(p) if p.is_bot() || p == Player::Remote => tf(
                        "ui.saves.computer_name",
                        &[("name", &names[s]), ("player", &p.label())],
                    ),
                    _ => names[s].clone(),
                }
            });
            tf("ui.saves.sides", &[("first", &first), ("second", &second)])
        },
        when: match state {
            Some(state) => tf("ui.saves.when", &[("state", &state), ("date", &date)]),
            None => date,
        },
    }
}

fn date_text(millis: f64) -> String {
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(millis));
    String::from(date.to_locale_string(&date_locale(), &wasm_bindgen::JsValue::UNDEFINED))
}

/// The browser's own locale for dates (`en-US` writes month first, `en-GB`
/// day first), where its language is the one the app speaks; else that
/// language.
fn date_locale() -> String {
    let app = crate::i18n::lang().code();
    let nav = window().navigator();
    nav.languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(nav.language())
        .find(|l| {
            l.split('-')
                .next()
                .is_some_and(|p| p.eq_ignore_ascii_case(app))
        })
        .unwrap_or_else(|| app.to_string())
}

/// The line of an entry that cannot be opened: what can still be read of it.
fn peek_text(peek: &Peek) -> String {
    let mut parts = Vec::new();
    if let Some(game) = &peek.game {
        parts.push(games::display_name(game));
    }
    let names: Vec<&str> = peek
        .names
        .iter()
        .map(|n| n.trim())
        .filter(|n| !n.is_empty())
        .collect();
    if !names.is_empty() {
        let names: Vec<String> = names.iter().map(|n| games::clamp_name(n)).collect();
        parts.push(names.join(", "));
    }
    if let Some(updated) = peek.updated {
        parts.push(date_text(updated));
    }
    parts.join(" · ")
}

#[component]
fn SavedGames(
    entries: RwSignal<Vec<Entry>>,
    message: RwSignal<Option<(bool, String)>>,
) -> impl IntoView {
    // The texts of the games whose options the list names (a Skirmish
    // scenario, a Legend edition), fetched once for the saves listed; the
    // rows are redrawn when they are in.
    let texts_in = Trigger::new();
    Effect::new(move |_| {
        let lang = crate::i18n::lang();
        let mut wanted: Vec<&'static str> = vec![];
        entries.with(|list| {
            for e in list {
                if let Entry::Readable { save, .. } = e {
                    if let Some(meta) = games::meta(&save.game).filter(|m| m.options.is_some()) {
                        if !wanted.contains(&meta.id) {
                            wanted.push(meta.id);
                        }
                    }
                }
            }
        });
        if wanted.is_empty() {
            return;
        }
        leptos::task::spawn_local(async move {
            if crate::i18n::ensure(lang, &wanted).await.is_ok() {
                texts_in.notify();
            }
        });
    });
    // A deleted game stays in memory a while, so one click brings it back.
    let deleted = RwSignal::new(None::<(String, String)>);
    let delete = move |id: String| {
        let Some(raw) = storage::read_raw(&id) else {
            return;
        };
        storage::delete(&id);
        entries.set(storage::list());
        deleted.set(Some((id.clone(), raw)));
        set_timeout(
            // The page may be gone by then: nothing to update.
            move || {
                if deleted.try_with_untracked(|d| d.as_ref().is_some_and(|(i, _)| *i == id))
                    == Some(true)
                {
                    let _ = deleted.try_set(None);
                }
            },
            std::time::Duration::from_secs(UNDO_DELETE_SECONDS),
        );
    };
    let undo_delete = move |_| {
        if let Some((id, raw)) = deleted.get_untracked() {
            match storage::write_raw(&id, &raw) {
                Ok(()) => deleted.set(None),
                Err(_) => message.set(Some((false, t("ui.saves.undo_failed").into()))),
            }
            entries.set(storage::list());
        }
    };
    let on_import = move |e: leptos::ev::Event| {
        let Some(file) = crate::links::chosen_file(&e) else {
            return;
        };
        // A save is a few kilobytes; a huge file is not one, and reading it would stall the page.
        if file.size() > MAX_IMPORT_BYTES {
            message.set(Some((
                false,
                tf(
                    "ui.import.failed",
                    &[("file", &file.name()), ("reason", &t("ui.import.too_big"))],
                ),
            )));
            return;
        }
        leptos::task::spawn_local(async move {
            let result = match crate::links::file_text(&file).await {
                None => Err(t("ui.import.unreadable").to_string()),
                Some(text) => import(&text).await,
            };
            // The file is stored whatever the page does meanwhile; the
            // message needs the page still there.
            let said = match result {
                Ok(()) => {
                    let _ = entries.try_set(storage::list());
                    (true, tf("ui.import.done", &[("file", &file.name())]))
                }
                Err(e) => (
                    false,
                    tf(
                        "ui.import.failed",
                        &[("file", &file.name()), ("reason", &e)],
                    ),
                ),
            };
            let _ = message.try_set(Some(said));
        });
    };

    view! {
        <section class="panel saved" data-testid="saved-games">
            <h2>{t("ui.saves.title")}</h2>
            {move || deleted.get().map(|_| view! {
                <div class="notice info" role="status" data-testid="deleted">
                    <span>{t("ui.saves.deleted")}</span>
                    <button on:click=undo_delete data-testid="undo-delete">{t("ui.saves.undo_delete")}</button>
                </div>
            })}
            {move || {
                let list = entries.get();
                if list.is_empty() {
                    return view! { <p class="muted">{t("ui.saves.empty")}</p> }.into_any();
                }
                view! {
                    <ul class="saves">
                        {list.into_iter().map(|entry| {
                            let id = entry.id().to_string();
                            let raw = entry.raw();
                            let file = format!("sherwood-{id}.json");
                            let id2 = id.clone();
                            let (class, info, resume) = match &entry {
                                Entry::Readable { save, crashed, .. } => {
                                    texts_in.track();
                                    let s = summarize(save);
                                    // A game this build does not have cannot be played here: its line says so.
                                    let known = games::meta(&save.game).is_some();
                                    let info = view! {
                                        <div class="save-info">
                                            <b>{s.game}</b>
                                            <span>{s.sides}</span>
                                            <span class="muted">{s.when}</span>
                                            {save.set_aside.last().map(|aside| view! {
                                                <span class="muted" data-testid="set-aside-note">{crate::table::set_aside_message(aside)}</span>
                                            })}
                                            {crashed.clone().map(|m| view! {
                                                <span class="crashed" data-testid="crashed-reason">{tf("ui.saves.crashed", &[("reason", &m)])}</span>
                                            })}
                                            {(!known).then(|| view! {
                                                <span class="muted" data-testid="unknown-game">{t("ui.saves.unknown_game")}</span>
                                            })}
                                        </div>
                                    }.into_any();
                                    let label = if crashed.is_some() { t("ui.saves.try_again") } else { t("ui.saves.resume") };
                                    let id3 = id.clone();
                                    let resume = known.then(|| view! {
                                        <a class="button primary" href=Route::Play(id.clone()).href()
                                            on:click=move |_| storage::clear_crashed(&id3) data-testid="resume">{label}</a>
                                        <a class="button" href=Route::Replay(id.clone()).href() data-testid="replay-link">{t("ui.replay.open")}</a>
                                    }.into_any());
                                    (if crashed.is_some() { "save damaged" } else { "save" }, info, resume)
                                }
                                Entry::Newer { format, peek, .. } => (
                                    "save newer",
                                    view! {
                                        <div class="save-info">
                                            <b>{t("ui.saves.newer")}</b>
                                            <span>{peek_text(peek)}</span>
                                            <span class="muted" data-testid="damaged-reason">{tf("ui.saves.newer_detail", &[("found", format), ("known", &SAVE_FORMAT)])}</span>
                                        </div>
                                    }.into_any(),
                                    None,
                                ),
                                Entry::Damaged { error, peek, .. } => (
                                    "save damaged",
                                    view! {
                                        <div class="save-info">
                                            <b>{t("ui.saves.damaged")}</b>
                                            <span>{peek_text(peek)}</span>
                                            <span class="muted" data-testid="damaged-reason">{games::load_error(error)}</span>
                                        </div>
                                    }.into_any(),
                                    None,
                                ),
                            };
                            // A readable save in progress may keep secrets; a damaged one is exported as it is.
                            let readable = match entry {
                                Entry::Readable { save, .. } => Some(save),
                                _ => None,
                            };
                            // Whether it keeps secrets needs its game's code
                            // (downloaded at the click, if need be); a game
                            // whose code cannot be had is taken to keep some.
                            let game = readable.as_ref().map(|s| s.game.clone());
                            let prepare = game.filter(|g| games::meta(g).is_some()).map(|g| {
                                Callback::new(move |_| -> std::pin::Pin<Box<dyn std::future::Future<Output = ()>>> {
                                    let g = g.clone();
                                    Box::pin(async move {
                                        let _ = games::load(&g, false).await;
                                    })
                                })
                            });
                            let secrets = Callback::new(move |_| match &readable {
                                Some(save) if games::find(&save.game).is_some() => {
                                    games::replay(save).is_some_and(|r| r.secrets)
                                }
                                Some(save) => games::meta(&save.game).is_some(),
                                None => false,
                            });
                            view! {
                                <li class=class data-testid="save-entry" data-id=id.clone()>
                                    {info}
                                    {resume}
                                    <ExportButton label=t("ui.saves.export") secrets prepare export=Callback::new(move |_| download(&file, &raw)) testid="export" />
                                    <button class="danger" on:click=move |_| delete(id2.clone()) data-testid="delete">{t("ui.saves.delete")}</button>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                }.into_any()
            }}
            <label class="button import">
                {t("ui.saves.import")}
                <input type="file" accept=".json,application/json" on:change=on_import data-testid="import" />
            </label>
        </section>
    }
}

/// The setting that remembers the game last started, which the form offers first.
const LAST_GAME: &str = "sherwood.new.game";

/// How long a deleted game can be brought back.
const UNDO_DELETE_SECONDS: u64 = 10;
/// The largest file import reads: the longest games save in well under 100 kB.
const MAX_IMPORT_BYTES: f64 = 1_000_000.0;
/// Checks an imported file, then stores it under a new id: a save this build
/// can open (replayed to be sure), or one from a newer Sherwood, kept as it is.
async fn import(text: &str) -> Result<(), String> {
    let stored = match SaveFile::from_json(text) {
        Ok(mut save) => {
            games::check(&save).await?;
            // A game played with a friend on another device is one save on
            // each device: its links find it by its remote id, so a second
            // copy here would split it.
            if let Some(r) = &save.meta.remote {
                if storage::remote_game(&r.id).is_some() {
                    let friend = save
                        .meta
                        .names
                        .get(usize::from(r.friend()))
                        .map_or("", String::as_str);
                    return Err(tf(
                        "ui.import.remote_here",
                        &[("name", &games::clamp_name(friend))],
                    ));
                }
            }
            // What the file says of where it stands may be stale or edited:
            // the list shows where its moves lead.
            save.status = games::replay(&save).and_then(|r| r.status);
            save.meta.names = save
                .meta
                .names
                .iter()
                .map(|n| games::clamp_name(n))
                .collect();
            save.to_json()
        }
        Err(LoadError::NewerFormat(_)) => text.to_string(),
        Err(e) => return Err(games::load_error(&e)),
    };
    storage::write_raw(&storage::new_id(), &stored)
        .map_err(|_| t("ui.import.storage_full").to_string())
}
