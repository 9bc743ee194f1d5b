//! `#/bench`: the same random playouts as `sherwood bench`, of every game the
//! bots' worker knows, run in that worker (WebAssembly, off the page's
//! thread) one game after the other. The page itself links no game for it.

use crate::i18n::t;
use crate::table::bot::Bot;
use crate::table::split_at_arg;
use leptos::prelude::*;

/// How long each game runs.
const SECONDS: f64 = 2.0;

/// Benchmarks `games` from the first on, adding each report as it comes.
fn run(
    bot: StoredValue<Bot, LocalStorage>,
    games: Vec<String>,
    results: RwSignal<Vec<String>>,
    running: RwSignal<bool>,
) {
    let Some((game, rest)) = games.split_first().map(|(g, r)| (g.clone(), r.to_vec())) else {
        let _ = running.try_set(false);
        return;
    };
    let name = game.clone();
    bot.with_value(|b| {
        b.bench(&name, SECONDS, move |report| {
            let line = report.unwrap_or_else(|e| format!("{game}: {e}\n"));
            // The page may have been left meanwhile: then nothing more to run.
            if results.try_update(|r| r.push(line)).is_some() {
                run(bot, rest, results, running);
            }
        })
    });
}

#[component]
pub fn BenchPage() -> impl IntoView {
    let bot = StoredValue::new_local(Bot::new());
    on_cleanup(move || bot.with_value(|b| b.cancel()));
    let results = RwSignal::new(Vec::<String>::new());
    let running = RwSignal::new(false);
    let (before, after) = split_at_arg(t("ui.bench.intro"), "command");
    let start = move |_| {
        results.set(Vec::new());
        running.set(true);
        bot.with_value(|b| {
            b.games(move |games| match games {
                Ok(games) => run(bot, games, results, running),
                Err(e) => {
                    let _ = results.try_set(vec![e]);
                    let _ = running.try_set(false);
                }
            })
        });
    };
    view! {
        <section class="panel">
            <h1>{t("ui.bench.title")}</h1>
            <p>{before}<code>"sherwood bench GAME"</code>{after}</p>
            <button class="primary" data-testid="run-bench" disabled=move || running.get() on:click=start>{t("ui.bench.run")}</button>
            <pre data-testid="bench-result" data-done=move || (!running.get() && !results.with(Vec::is_empty)).to_string()>{move || results.get().concat()}</pre>
        </section>
    }
}
