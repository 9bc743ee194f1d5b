//! Choosing the language: the remembered choice, else the browser's first
//! language we have, else English; switchable from every page.

use super::{set_lang, t, Lang};
use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;

const KEY: &str = "sherwood.lang";

/// The language to start in; also sets `<html lang>`.
pub fn initial_lang() -> Lang {
    let remembered = LocalStorage::get::<String>(KEY)
        .ok()
        .and_then(|c| Lang::from_code(&c));
    let lang = remembered.or_else(browser_lang).unwrap_or(Lang::En);
    apply(lang);
    lang
}

fn browser_lang() -> Option<Lang> {
    let nav = window().navigator();
    nav.languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(nav.language())
        .find_map(|c| Lang::from_code(&c))
}

fn apply(lang: Lang) {
    set_lang(lang);
    if let Some(html) = document().document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
}

/// The language menu. `lang` is the app's signal: the app redraws when it
/// changes. The choice is remembered in this browser.
#[component]
pub fn LangSwitch(lang: RwSignal<Lang>) -> impl IntoView {
    let on_change = move |ev: leptos::ev::Event| {
        if let Some(new) = Lang::from_code(&event_target_value(&ev)) {
            apply(new);
            // Not remembering (private mode, full storage) only costs the choice.
            let _ = LocalStorage::set(KEY, new.code());
            lang.set(new);
        }
    };
    view! {
        <label class="lang">
            <span class="sr-only">{t("ui.language")}</span>
            <select on:change=on_change data-testid="lang" aria-label=t("ui.language")>
                {Lang::ALL.map(|l| view! {
                    <option value=l.code() selected=move || lang.get() == l lang=l.code()>{l.native_name()}</option>
                }).collect_view()}
            </select>
        </label>
    }
}
