//! The wasm side of `sherwood bench`: the same random playouts, in this browser.

use crate::i18n::t;
use crate::table::split_at_arg;
use leptos::prelude::*;
use sherwood_engine::bench::Playouts;
use sherwood_locksley::{Locksley, Options};

/// Runs random Locksley playouts for about `seconds` (blocking: it is a benchmark).
fn run(seconds: f64) -> String {
    let start = js_sys::Date::now();
    let mut playouts = Playouts::default();
    while js_sys::Date::now() - start < seconds * 1000.0 {
        playouts.run::<Locksley>(&Options::default(), 16, 5_000);
    }
    playouts.report("locksley", "wasm", (js_sys::Date::now() - start) / 1000.0)
}

#[component]
pub fn BenchPage() -> impl IntoView {
    let result = RwSignal::new(None::<String>);
    let (before, after) = split_at_arg(t("ui.bench.intro"), "command");
    view! {
        <section class="panel">
            <h1>{t("ui.bench.title")}</h1>
            <p>{before}<code>"sherwood bench locksley"</code>{after}</p>
            <button class="primary" data-testid="run-bench" on:click=move |_| result.set(Some(run(3.0)))>{t("ui.bench.run")}</button>
            <pre data-testid="bench-result">{move || result.get()}</pre>
        </section>
    }
}
