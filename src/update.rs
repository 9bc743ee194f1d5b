//! "A new version is ready": once a newer build has taken over the service
//! worker (see `public/sw.js` and the script in `index.html`), this page goes
//! on with its own build, and a banner offers the new one. Switching reloads
//! the page, which loses nothing: every move is saved as it is made. It
//! happens when the player chooses, or by itself on the home page, where
//! nothing is in play.

use crate::i18n::t;
use crate::route::Route;
use leptos::prelude::*;
use wasm_bindgen::{JsCast, JsValue};

/// Calls `window.<name>()` if the page's script defined it.
fn call(name: &str) -> Option<JsValue> {
    let f = js_sys::Reflect::get(&window(), &JsValue::from_str(name)).ok()?;
    f.dyn_ref::<js_sys::Function>()?.call0(&window()).ok()
}

fn ready_now() -> bool {
    call("sherwoodUpdateReady").and_then(|v| v.as_bool()) == Some(true)
}

/// Switches to the new build: reloads the page.
fn switch() {
    call("sherwoodUpdate");
}

#[component]
pub fn UpdateBanner(route: RwSignal<Route>) -> impl IntoView {
    let ready = RwSignal::new(ready_now());
    let dismissed = RwSignal::new(false);
    let handle = window_event_listener_untyped("sherwood-update-ready", move |_| ready.set(true));
    on_cleanup(move || handle.remove());
    Effect::new(move |_| {
        if ready.get() && route.get() == Route::Home {
            switch();
        }
    });
    move || {
        (ready.get() && !dismissed.get()).then(|| {
            view! {
                <div class="notice info update" role="status" data-testid="update-ready">
                    <span>{t("ui.update.ready")}</span>
                    <button class="primary" on:click=move |_| switch() data-testid="update-now">{t("ui.update.now")}</button>
                    <button class="link" on:click=move |_| dismissed.set(true) aria-label=t("ui.notice.dismiss")>"×"</button>
                </div>
            }
        })
    }
}
