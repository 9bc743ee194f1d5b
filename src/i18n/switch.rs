//! Choosing the language: the remembered choice, else the browser's first
//! language we have, else English; switchable from every page.

use super::catalog::{Catalog, SHELL};
use super::{set_lang, t, Lang};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

const KEY: &str = "sherwood.lang";

/// Chooses the language to start in and fetches its tables; English when
/// they cannot be had (offline before they were ever cached).
pub async fn start_lang() -> Lang {
    // Stored as JSON text, as index.html's loading line reads it.
    let remembered = crate::storage::get_setting(KEY)
        .and_then(|raw| serde_json::from_str::<String>(&raw).ok())
        .and_then(|c| Lang::from_code(&c));
    let wanted = remembered.or_else(browser_lang).unwrap_or(Lang::En);
    let lang = if load(wanted).await.is_ok() {
        wanted
    } else {
        Lang::En
    };
    apply(lang);
    lang
}

/// Makes `lang`'s shell tables available (a game's come when it opens:
/// [`ensure`]), fetching them if this build does not carry them.
async fn load(lang: Lang) -> Result<(), String> {
    ensure(lang, SHELL).await
}

/// Makes `domains` of `lang` available, fetching those this page lacks. The
/// requests go out at the call, so other work can go on beside them; nothing
/// is fetched when nothing is missing.
pub fn ensure(
    lang: Lang,
    domains: &[&'static str],
) -> impl std::future::Future<Output = Result<(), String>> {
    // All requests go out at once; the page waits for the slowest only.
    let pending: Vec<(&'static str, String, js_sys::Promise)> = Catalog::missing(lang, domains)
        .into_iter()
        .map(|domain| {
            let url = crate::assets::url(&format!("i18n/{}/{domain}.txt", lang.code()));
            let request = window().fetch_with_str(&url);
            (domain, url, request)
        })
        .collect();
    async move {
        if pending.is_empty() {
            return Ok(());
        }
        let mut texts = Vec::with_capacity(pending.len());
        for (domain, url, request) in pending {
            texts.push((domain, response_text(&url, request).await?));
        }
        Catalog::install(lang, texts);
        Ok(())
    }
}

/// The body of a fetch already under way.
async fn response_text(url: &str, request: js_sys::Promise) -> Result<String, String> {
    let fail = |e: wasm_bindgen::JsValue| format!("{url}: {e:?}");
    let response: web_sys::Response = JsFuture::from(request)
        .await
        .map_err(fail)?
        .dyn_into()
        .map_err(fail)?;
    if !response.ok() {
        return Err(format!("{url}: HTTP {}", response.status()));
    }
    let text = JsFuture::from(response.text().map_err(fail)?)
        .await
        .map_err(fail)?;
    text.as_string().ok_or_else(|| format!("{url}: not text"))
}

fn browser_lang() -> Option<Lang> {
    let nav = window().navigator();
    nav.languages()
        .iter()
        .filter_map(|v| v.as_string())
        .chain(nav.language())
        .find_map(|c| Lang::from_code(&c))
}

/// Makes `lang` the app's language, and the page's: its `lang`, its title,
/// its description and the manifest an installed app takes its name from.
fn apply(lang: Lang) {
    set_lang(lang);
    let doc = document();
    if let Some(html) = doc.document_element() {
        let _ = html.set_attribute("lang", lang.code());
    }
    doc.set_title(t("ui.meta.title"));
    let set = |selector: &str, attr: &str, value: &str| {
        if let Ok(Some(el)) = doc.query_selector(selector) {
            let _ = el.set_attribute(attr, value);
        }
    };
    set(
        "meta[name=description]",
        "content",
        t("ui.meta.description"),
    );
    let manifest = match lang {
        Lang::En => "manifest.webmanifest".to_string(),
        other => format!("manifest-{}.webmanifest", other.code()),
    };
    set("link[rel=manifest]", "href", &manifest);
}

/// The language menu. `lang` is the app's signal: the app redraws when it
/// changes. The choice is remembered in this browser.
#[component]
pub fn LangSwitch(lang: RwSignal<Lang>) -> impl IntoView {
    let failed = RwSignal::new(false);
    let on_change = move |ev: leptos::ev::Event| {
        let Some(new) = Lang::from_code(&event_target_value(&ev)) else {
            return;
        };
        leptos::task::spawn_local(async move {
            if load(new).await.is_err() {
                // Offline, and this language was never fetched: stay as we are.
                failed.set(true);
                return;
            }
            apply(new);
            crate::storage::set_setting(
                KEY,
                &serde_json::to_string(new.code()).unwrap_or_default(),
            );
            lang.set(new);
        });
    };
    view! {
        <label class="lang">
            <span class="sr-only">{t("ui.language")}</span>
            <select on:change=on_change data-testid="lang" aria-label=t("ui.language")>
                {Lang::ALL.map(|l| view! {
                    <option value=l.code() selected=move || lang.get() == l lang=l.code()>{l.native_name()}</option>
                }).collect_view()}
            </select>
            {move || failed.get().then(|| view! { <span class="lang-failed" role="alert">{t("ui.language_unavailable")}</span> })}
        </label>
    }
}
