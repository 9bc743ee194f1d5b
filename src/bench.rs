//! The wasm side of `sherwood bench`: the same random playouts, in this browser.

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
    view! {
        <section class="panel">
            <h1>"Benchmark"</h1>
            <p>"Random games of Robin of Locksley played by the rules engine in this browser (WebAssembly), for comparison with "<code>"sherwood bench locksley"</code>" natively."</p>
            <button class="primary" data-testid="run-bench" on:click=move |_| result.set(Some(run(3.0)))>"Run for 3 seconds"</button>
            <pre data-testid="bench-result">{move || result.get()}</pre>
        </section>
    }
}
