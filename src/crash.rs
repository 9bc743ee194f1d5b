//! When the app panics. The browser build aborts on a panic (`panic = "abort"`),
//! so the WebAssembly instance is dead by the time anyone could react: the
//! hook itself writes down what happened and puts a plain page in front of the
//! frozen one, with the current game's save as a download link (built now,
//! not on click) and a link that reloads the app at the home page. Nothing on
//! that page needs the app to run.

use crate::i18n::t;
use std::cell::RefCell;
use wasm_bindgen::JsCast;

thread_local! {
    /// The saved game whose table is open, if any.
    static CURRENT: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Records which saved game is open (`None` when its table closes), so a
/// panic can offer that game for export and mark it in the list of saves.
pub fn set_current_game(id: Option<String>) {
    CURRENT.with(|c| {
        if let Ok(mut c) = c.try_borrow_mut() {
            *c = id;
        }
    });
}

/// Installs the hook: the console's report first, then the crash page.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        let message: String = info.to_string().chars().take(400).collect();
        show(&message);
    }));
}

/// Escapes text for HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// Percent-encodes text for a `data:` URL.
fn encode(text: &str) -> String {
    js_sys::encode_uri_component(text).into()
}

fn show(message: &str) {
    let game = CURRENT.with(|c| c.try_borrow().ok().and_then(|c| c.clone()));
    let Some(window) = web_sys::window() else {
        return;
    };
    let now = js_sys::Date::now();
    let record = serde_json::json!({ "message": message, "at": now });
    let mut all = record.clone();
    all["route"] = window.location().hash().unwrap_or_default().into();
    all["game"] = game.clone().into();
    // A full or blocked storage must not stop the page below from showing.
    let raw = crate::storage::note_crash(game.as_deref(), &record.to_string(), &all.to_string());
    let Some(document) = window.document() else {
        return;
    };
    let export = match (&game, &raw) {
        (Some(id), Some(raw)) => format!(
            r#"<a class="button primary" data-testid="crash-export" download="sherwood-{}.json" href="data:application/json;charset=utf-8,{}">{}</a>"#,
            escape(id),
            encode(raw),
            escape(t("ui.crash.export"))
        ),
        _ => String::new(),
    };
    let html = format!(
        r#"<div class="panel"><h1>{}</h1><p>{}</p><p class="muted"><code data-testid="crash-message">{}</code></p><div class="row">{export}<a class="button" data-testid="crash-home" href="?restart={}#/">{}</a></div></div>"#,
        escape(t("ui.crash.title")),
        escape(if game.is_some() {
            t("ui.crash.body_game")
        } else {
            t("ui.crash.body")
        }),
        escape(message),
        now as u64,
        escape(t("ui.crash.home")),
    );
    let Ok(page) = document.create_element("div") else {
        return;
    };
    page.set_id("crash");
    let _ = page.set_attribute("role", "alertdialog");
    let _ = page.set_attribute("data-testid", "crash");
    page.set_inner_html(&html);
    if let Some(body) = document.body() {
        let _ = body.append_child(&page);
    }
    if let Ok(el) = page.dyn_into::<web_sys::HtmlElement>() {
        let _ = el.focus();
    }
}

/// Test builds only (`--features crash-test`): a panic on demand, from the
/// page's script (`window.wasmBindings.sherwood_test_panic()`).
#[cfg(feature = "crash-test")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn sherwood_test_panic() {
    panic!("a panic provoked by the crash test");
}
