//! The wasm side of `sherwood bench`: the same random playouts of every
//! registered game, in this browser, one game after the other.

use crate::i18n::t;
use crate::table::split_at_arg;
use leptos::prelude::*;
use sherwood_bots::Policy;
use sherwood_engine::bench::Playouts;
use sherwood_registry::{visit, GameVisitor, Registered, GAMES};

/// How long each game runs.
const SECONDS: f64 = 2.0;

/// Random playouts of one game for about `.0` seconds (blocking: it is a
/// benchmark), reported as `sherwood bench` reports them.
struct Run(f64);

impl GameVisitor for Run {
    type Output = String;
    fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> String {
        let start = js_sys::Date::now();
        let mut playouts = Playouts::default();
        while js_sys::Date::now() - start < self.0 * 1000.0 {
            playouts.run::<G>(&Default::default(), 16, G::PLAYOUT_CAP);
        }
        playouts.report(G::ID, "wasm", (js_sys::Date::now() - start) / 1000.0)
    }
}

/// Runs game `i` and the ones after it, letting the page draw in between.
fn run_from(i: usize, results: RwSignal<Vec<String>>, running: RwSignal<bool>) {
    let Some(id) = GAMES.get(i) else {
        let _ = running.try_set(false);
        return;
    };
    if let Some(report) = visit(id, Run(SECONDS)) {
        // The page may have been left meanwhile: then nothing more to run.
        if results.try_update(|r| r.push(report)).is_none() {
            return;
        }
    }
    set_timeout(
        move || run_from(i + 1, results, running),
        std::time::Duration::ZERO,
    );
}

#[component]
pub fn BenchPage() -> impl IntoView {
    let results = RwSignal::new(Vec::<String>::new());
    let running = RwSignal::new(false);
    let (before, after) = split_at_arg(t("ui.bench.intro"), "command");
    let start = move |_| {
        results.set(Vec::new());
        running.set(true);
        // After this click has been drawn.
        set_timeout(
            move || run_from(0, results, running),
            std::time::Duration::ZERO,
        );
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
