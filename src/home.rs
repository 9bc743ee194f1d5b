//! The home page: start a game, and the saved games (resume, export, delete, import).

use crate::app::{navigate, Route};
use crate::games::{self, locksley};
use crate::storage::{self, Entry};
use crate::table::download;
use crate::table::seats::Player;
use leptos::prelude::*;
use sherwood_engine::{Game, SaveFile};
use sherwood_gest::Gest;
use sherwood_locksley::{Faces, Length, Options};
use wasm_bindgen::JsCast;

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
                <h1>"Robin Hood board games, on one device"</h1>
                <p>"Two players share this screen. The rules are enforced, every move is saved in this browser, and it all works offline."</p>
            </section>
            {move || message.get().map(|(ok, text)| view! {
                <div class=if ok { "notice info" } else { "notice error" } role="status" data-testid="home-message">{text}</div>
            })}
            <div class="home-grid">
                <NewGame message />
                <SavedGames entries message />
            </div>
        </div>
    }
}

#[component]
fn NewGame(message: RwSignal<Option<(bool, String)>>) -> impl IntoView {
    let game = RwSignal::new(games::GAMES[0].0.to_string());
    let is_gest = move || game.get() == Gest::ID;
    let length = RwSignal::new("normal".to_string());
    let faces = RwSignal::new("day".to_string());
    let first = RwSignal::new("0".to_string());
    let red = RwSignal::new(String::new());
    let blue = RwSignal::new(String::new());
    let extra = [
        RwSignal::new("0".to_string()),
        RwSignal::new("0".to_string()),
    ];
    let kinds = [
        RwSignal::new("human".to_string()),
        RwSignal::new("human".to_string()),
    ];

    let submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let typed = [red.get().trim().to_string(), blue.get().trim().to_string()];
        let seats = games::seat_names(&game.get());
        let names = [0, 1].map(|i| {
            if typed[i].is_empty() {
                seats[i].to_string()
            } else {
                typed[i].clone()
            }
        });
        let players = kinds.map(|k| Player::parse(&k.get()));
        if is_gest() {
            match games::gest::table::start(names, players) {
                Ok(id) => navigate(&Route::Play(id)),
                Err(e) => message.set(Some((false, e))),
            }
            return;
        }
        let mut options = Options {
            length: match length.get().as_str() {
                "short" => Length::Short,
                "long" => Length::Long,
                _ => Length::Normal,
            },
            faces: match faces.get().as_str() {
                "night" => Faces::Night,
                "mixed" => Faces::Mixed,
                _ => Faces::Day,
            },
            first: 0,
            extra_gold: extra.map(|e| e.get().parse().unwrap_or(0)),
        };
        options.first = match first.get().as_str() {
            "1" => 1,
            "random" => (storage::new_seed() & 1) as u8,
            _ => 0,
        };
        match locksley::start(options, names, players) {
            Ok(id) => navigate(&Route::Play(id)),
            Err(e) => message.set(Some((false, e))),
        }
    };

    let select = |label: &'static str,
                  signal: RwSignal<String>,
                  choices: &'static [(&'static str, &'static str)],
                  testid: &'static str| {
        view! {
            <label>
                <span>{label}</span>
                <select
                    data-testid=testid
                    on:change=move |e| signal.set(event_target_value(&e))
                    prop:value=move || signal.get()
                >
                    {choices.iter().map(|(v, l)| view! { <option value=*v>{*l}</option> }).collect_view()}
                </select>
            </label>
        }
    };

    view! {
        <form class="panel new-game" on:submit=submit data-testid="new-game">
            <h2>"New game"</h2>
            <label>
                <span>"Game"</span>
                <select data-testid="game" on:change=move |e| game.set(event_target_value(&e)) prop:value=move || game.get()>
                    {games::GAMES.iter().map(|(id, name)| view! { <option value=*id>{*name}</option> }).collect_view()}
                </select>
            </label>
            <fieldset>
                <legend>"Players"</legend>
                <label>
                    <span>{move || if is_gest() { "Robin Hood" } else { "Red Robin" }}</span>
                    <input type="text" placeholder=move || games::seat_names(&game.get())[0] maxlength="24" bind:value=red data-testid="name-red" />
                </label>
                <label>
                    <span>{move || if is_gest() { "The Sheriff" } else { "Blue Robin" }}</span>
                    <input type="text" placeholder=move || games::seat_names(&game.get())[1] maxlength="24" bind:value=blue data-testid="name-blue" />
                </label>
                {[0usize, 1].map(|i| view! {
                    <label>
                        <span>{move || format!("{} is played by", games::seat_names(&game.get())[i])}</span>
                        <select data-testid=format!("player-{i}") on:change=move |e| kinds[i].set(event_target_value(&e)) prop:value=move || kinds[i].get()>
                            {Player::CHOICES.iter().map(|p| view! { <option value=p.code()>{p.label()}</option> }).collect_view()}
                        </select>
                    </label>
                })}
                <Show when=move || !is_gest()>
                    {select("Plays first (chooses the corner)", first, &[("0", "Red"), ("1", "Blue"), ("random", "Random")], "first")}
                </Show>
            </fieldset>
            <Show
                when=move || !is_gest()
                fallback=|| view! { <p class="muted">"Robin Hood places his band in secret; the Sheriff looks away when asked."</p> }
            >
                <fieldset>
                    <legend>"Options"</legend>
                    {select("Glory track", length, &[("short", "Short (2 small tiles a side)"), ("normal", "Normal (3 a side)"), ("long", "Long (4 a side)")], "length")}
                    {select("Tile faces", faces, &[("day", "Day (easier, first game)"), ("night", "Night (harder)"), ("mixed", "Mixed (random per tile)")], "faces")}
                    {select("Beginner's gold for Red", extra[0], &[("0", "none"), ("1", "+1 gold"), ("2", "+2 gold")], "extra-red")}
                    {select("Beginner's gold for Blue", extra[1], &[("0", "none"), ("1", "+1 gold"), ("2", "+2 gold")], "extra-blue")}
                </fieldset>
            </Show>
            <button type="submit" class="primary" data-testid="start">"Start the game"</button>
        </form>
    }
}

/// What the list shows of a readable save: it is replayed to know the turn and the winner.
struct Summary {
    game: String,
    sides: String,
    state: String,
    updated: String,
}

fn summarize(save: &SaveFile) -> Result<Summary, String> {
    let names = games::player_names(&save.game, &save.meta);
    let (at, winner) = games::check(save)?;
    let state = match winner {
        Some(w) => format!("{} won", names[w as usize]),
        None => at,
    };
    let date = js_sys::Date::new(&wasm_bindgen::JsValue::from_f64(save.meta.updated));
    Ok(Summary {
        game: games::display_name(&save.game).to_string(),
        sides: format!("{} vs {}", names[0], names[1]),
        state,
        updated: String::from(date.to_locale_string("default", &wasm_bindgen::JsValue::UNDEFINED)),
    })
}

#[component]
fn SavedGames(
    entries: RwSignal<Vec<Entry>>,
    message: RwSignal<Option<(bool, String)>>,
) -> impl IntoView {
    let delete = move |id: String| {
        storage::delete(&id);
        entries.set(storage::list());
    };
    let on_import = move |e: leptos::ev::Event| {
        let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
        else {
            return;
        };
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        input.set_value("");
        leptos::task::spawn_local(async move {
            let text = wasm_bindgen_futures::JsFuture::from(file.text())
                .await
                .ok()
                .and_then(|v| v.as_string());
            let result = match text {
                None => Err("the file could not be read".to_string()),
                Some(text) => import(&text),
            };
            match result {
                Ok(()) => {
                    message.set(Some((true, format!("Imported {}.", file.name()))));
                    entries.set(storage::list());
                }
                Err(e) => message.set(Some((
                    false,
                    format!("{} was not imported: {e}.", file.name()),
                ))),
            }
        });
    };

    view! {
        <section class="panel saved" data-testid="saved-games">
            <h2>"Saved games"</h2>
            {move || {
                let list = entries.get();
                if list.is_empty() {
                    return view! { <p class="muted">"No saved games yet in this browser."</p> }.into_any();
                }
                view! {
                    <ul class="saves">
                        {list.into_iter().map(|entry| {
                            let id = entry.id().to_string();
                            let raw = entry.raw();
                            let file = format!("sherwood-{id}.json");
                            let summary = match &entry {
                                Entry::Readable { save, .. } => summarize(save),
                                Entry::Damaged { error, .. } => Err(error.clone()),
                            };
                            let id2 = id.clone();
                            let damaged = summary.is_err();
                            view! {
                                <li class="save" class:damaged=damaged data-testid="save-entry" data-id=id.clone()>
                                    {match summary {
                                        Ok(s) => view! {
                                            <div class="save-info">
                                                <b>{s.game}</b>
                                                <span>{s.sides}</span>
                                                <span class="muted">{format!("{} · {}", s.state, s.updated)}</span>
                                            </div>
                                            <a class="button primary" href=Route::Play(id.clone()).href() data-testid="resume">"Resume"</a>
                                        }.into_any(),
                                        Err(e) => view! {
                                            <div class="save-info">
                                                <b>"Damaged save"</b>
                                                <span class="muted" data-testid="damaged-reason">{e}</span>
                                            </div>
                                        }.into_any(),
                                    }}
                                    <button on:click=move |_| download(&file, &raw) data-testid="export">"Export"</button>
                                    <button class="danger" on:click=move |_| delete(id2.clone()) data-testid="delete">"Delete"</button>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                }.into_any()
            }}
            <label class="button import">
                "Import a game from a file…"
                <input type="file" accept=".json,application/json" on:change=on_import data-testid="import" />
            </label>
        </section>
    }
}

/// Checks an imported file by replaying it, then stores it under a new id.
fn import(text: &str) -> Result<(), String> {
    let save = SaveFile::from_json(text).map_err(|e| e.to_string())?;
    games::check(&save)?;
    storage::write(&storage::new_id(), &save, None)
        .map_err(|_| "the browser's storage is full".to_string())
}
