//! Handing a link to a friend and taking one back: what every remote-play
//! page and the table share. Sending offers Copy, Share (where the browser
//! has the Web Share API), a QR code (for phone to phone) and a file (for
//! channels that mangle long links); opening takes a pasted link or a link
//! file. A leaf: it knows no game, table or page.

use crate::i18n::{t, tf};
use crate::route::{navigate, Route};
use leptos::prelude::*;
use sherwood_engine::remote::{LinkError, ROUTE};
use wasm_bindgen::{JsCast, JsValue};

/// This site's address, without the route: what a link starts with, so a
/// link made here opens on the same host of the same build.
pub fn site() -> String {
    let href = window().location().href().unwrap_or_default();
    href.split('#').next().unwrap_or_default().to_string()
}

/// Why a link was not opened, in words; `friend` names the other player
/// where the message needs them.
pub fn link_error(e: &LinkError, friend: &str) -> String {
    match e {
        LinkError::NotALink => t("ui.link.error.not_a_link").into(),
        LinkError::NewerVersion(v) => tf("ui.link.error.newer", &[("found", v)]),
        LinkError::UnknownGame => tf("ui.link.error.unknown_game", &[("friend", &friend)]),
        LinkError::OtherGame => t("ui.link.error.other_game").into(),
        LinkError::OwnLink => tf("ui.link.error.own_link", &[("friend", &friend)]),
        LinkError::AlreadyStarted => tf("ui.link.error.already_started", &[("friend", &friend)]),
        LinkError::AlreadyOpened => t("ui.link.error.already_opened").into(),
        LinkError::Missing { at, have } => tf(
            "ui.link.error.missing",
            &[("at", at), ("have", have), ("friend", &friend)],
        ),
        LinkError::Forked => tf("ui.link.error.forked", &[("friend", &friend)]),
        LinkError::NotTheirMove { index, text } => tf(
            "ui.link.error.not_their_move",
            &[("n", &(index + 1)), ("action", text)],
        ),
        LinkError::Illegal { index, text, .. } => tf(
            "ui.link.error.illegal",
            &[("n", &(index + 1)), ("action", text)],
        ),
        LinkError::Unfinished => t("ui.link.error.unfinished").into(),
        LinkError::BadReveal => t("ui.link.error.bad_reveal").into(),
        LinkError::RulesDiffer => tf("ui.link.error.rules_differ", &[("friend", &friend)]),
        LinkError::CannotPlay(why) => tf("ui.link.error.cannot_play", &[("reason", why)]),
    }
}

/// The payload of a link as pasted or read from a file (its whole address,
/// or the payload alone; whitespace a messaging app put in is dropped): the
/// link page, a module of its own, reads and checks it.
fn payload(text: &str) -> Option<String> {
    let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
    let payload = text.rsplit_once(ROUTE).map_or(text.as_str(), |(_, p)| p);
    let ok = !payload.is_empty()
        && payload.len() <= sherwood_engine::remote::MAX_PAYLOAD
        && payload
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    ok.then(|| payload.to_string())
}

/// `navigator.<name>` if the browser has it.
fn navigator_fn(name: &str) -> Option<js_sys::Function> {
    let nav = window().navigator();
    js_sys::Reflect::get(&nav, &JsValue::from_str(name))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
}

/// Copies `text`; false where the browser refuses (no permission, an
/// insecure page).
async fn copy(text: &str) -> bool {
    let nav = window().navigator();
    let Ok(clipboard) = js_sys::Reflect::get(&nav, &JsValue::from_str("clipboard")) else {
        return false;
    };
    let Some(write) = js_sys::Reflect::get(&clipboard, &JsValue::from_str("writeText"))
        .ok()
        .and_then(|f| f.dyn_into::<js_sys::Function>().ok())
    else {
        return false;
    };
    match write.call1(&clipboard, &JsValue::from_str(text)) {
        Ok(p) => match p.dyn_into::<js_sys::Promise>() {
            Ok(p) => wasm_bindgen_futures::JsFuture::from(p).await.is_ok(),
            Err(_) => false,
        },
        Err(_) => false,
    }
}

/// Hands `url` to the system's share sheet; false if the player closed it
/// or the browser has none.
async fn share(title: &str, url: &str) -> bool {
    let Some(share) = navigator_fn("share") else {
        return false;
    };
    let data = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&data, &"title".into(), &JsValue::from_str(title));
    let _ = js_sys::Reflect::set(&data, &"url".into(), &JsValue::from_str(url));
    match share.call1(&window().navigator(), &data) {
        Ok(p) => match p.dyn_into::<js_sys::Promise>() {
            Ok(p) => wasm_bindgen_futures::JsFuture::from(p).await.is_ok(),
            Err(_) => false,
        },
        Err(_) => false,
    }
}

/// A link to send: the link itself (selectable), Copy, Share, QR code and
/// Save as a file. `on_sent` runs once the player has taken it any of these
/// ways (the table then stops undo at what was sent).
#[component]
pub fn SendLink(
    /// The whole link.
    #[prop(into)]
    url: Signal<String>,
    /// What the share sheet and the file are called ("Sherwood: your turn").
    #[prop(into)]
    title: Signal<String>,
    /// The file's name, without `.txt`.
    #[prop(into)]
    file: Signal<String>,
    #[prop(optional)] on_sent: Option<Callback<()>>,
) -> impl IntoView {
    let said = RwSignal::new(None::<String>);
    let qr = RwSignal::new(None::<Result<String, String>>);
    let sent = move || {
        if let Some(f) = on_sent {
            f.run(());
        }
    };
    let input = NodeRef::<leptos::html::Input>::new();
    let on_copy = move |_| {
        let text = url.get_untracked();
        leptos::task::spawn_local(async move {
            let done = copy(&text).await;
            if !done {
                // Selected, so the player's own copy takes it.
                if let Some(i) = input.get_untracked() {
                    i.select();
                }
            }
            let _ = said.try_set(Some(
                if done {
                    t("ui.link.copied")
                } else {
                    t("ui.link.copy_failed")
                }
                .to_string(),
            ));
            if done {
                sent();
            }
        });
    };
    let can_share = navigator_fn("share").is_some();
    let on_share = move |_| {
        let (title, text) = (title.get_untracked(), url.get_untracked());
        leptos::task::spawn_local(async move {
            if share(&title, &text).await {
                sent();
            }
        });
    };
    let on_qr = move |_| {
        if qr.with_untracked(Option::is_some) {
            qr.set(None);
            return;
        }
        let text = url.get_untracked();
        leptos::task::spawn_local(async move {
            let drawn = match qr_svg(text).await {
                Ok(Some(svg)) => Ok(svg),
                Ok(None) => Err(t("ui.link.qr_too_long").to_string()),
                Err(e) => {
                    leptos::logging::error!("qr: {e}");
                    Err(t("ui.link.qr_failed").to_string())
                }
            };
            if drawn.is_ok() {
                sent();
            }
            let _ = qr.try_set(Some(drawn));
        });
    };
    let on_file = move |_| {
        download_text(
            &format!("{}.txt", file.get_untracked()),
            &(url.get_untracked() + "\n"),
            "text/plain",
        );
        sent();
    };
    view! {
        <div class="send-link" data-testid="send-link">
            <input class="link-text" readonly node_ref=input prop:value=move || url.get()
                aria-label=t("ui.link.the_link") data-testid="link-text"
                on:focus=move |_| { if let Some(i) = input.get_untracked() { i.select(); } }
                // Copied by hand: as good as sent.
                on:copy=move |_| sent() />
            <div class="row">
                <button class="primary" on:click=on_copy data-testid="link-copy">{t("ui.link.copy")}</button>
                {can_share.then(|| view! {
                    <button on:click=on_share data-testid="link-share">{t("ui.link.share")}</button>
                })}
                <button on:click=on_qr aria-expanded=move || qr.with(Option::is_some).to_string() data-testid="link-qr">{t("ui.link.qr")}</button>
                <button on:click=on_file data-testid="link-file">{t("ui.link.file")}</button>
            </div>
            <p class="muted small" role="status" data-testid="link-said">{move || said.get()}</p>
            {move || qr.get().map(|drawn| match drawn {
                Ok(svg) => view! { <div class="qr" role="img" aria-label=t("ui.link.qr_label") inner_html=svg data-testid="link-qr-code"></div> }.into_any(),
                Err(why) => view! { <p class="notice warning" data-testid="link-qr-failed">{why}</p> }.into_any(),
            })}
            <p class="muted small">{t("ui.link.length_hint")}</p>
        </div>
    }
}

/// The QR code of `text` as SVG (`None` when too long for one), drawn by
/// a module of its own that only a player who asks for one downloads.
#[leptos::wasm_split::wasm_split(qr, wasm_split_path = ::leptos::wasm_split, fallible)]
fn qr_svg(text: String) -> Result<Option<String>, leptos::wasm_split::SplitLoaderError> {
    use qrcodegen::{QrCode, QrCodeEcc};
    let Ok(code) = QrCode::encode_text(&text, QrCodeEcc::Low) else {
        return Ok(None);
    };
    let size = code.size();
    let border = 4;
    let mut path = String::new();
    for y in 0..size {
        for x in 0..size {
            if code.get_module(x, y) {
                path += &format!("M{},{}h1v1h-1z", x + border, y + border);
            }
        }
    }
    let full = size + 2 * border;
    Ok(Some(format!(
        r##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {full} {full}" shape-rendering="crispEdges"><rect width="100%" height="100%" fill="#fff"/><path d="{path}" fill="#000"/></svg>"##
    )))
}

/// Where a friend's link goes in: paste it (or its payload), or open a link
/// file; the link page then opens it.
#[component]
pub fn OpenLink(
    /// The field's label ("Paste Bob's link").
    #[prop(into)]
    label: Signal<String>,
) -> impl IntoView {
    let text = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let go = move |raw: &str| match payload(raw) {
        Some(p) => {
            error.set(None);
            text.set(String::new());
            navigate(&Route::Link(p));
        }
        None => error.set(Some(t("ui.link.error.not_a_link").into())),
    };
    let on_submit = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        go(&text.get_untracked());
    };
    let on_file = move |e: leptos::ev::Event| {
        let Some(file) = chosen_file(&e) else {
            return;
        };
        if file.size() > sherwood_engine::remote::MAX_PAYLOAD as f64 {
            error.set(Some(t("ui.link.error.not_a_link").into()));
            return;
        }
        leptos::task::spawn_local(async move {
            match file_text(&file).await {
                Some(content) => go(&content),
                None => {
                    let _ = error.try_set(Some(t("ui.link.error.not_a_link").into()));
                }
            }
        });
    };
    view! {
        <form class="open-link" on:submit=on_submit data-testid="open-link">
            <label>
                <span>{move || label.get()}</span>
                <input type="text" inputmode="url" autocomplete="off" placeholder=format!("https://…{ROUTE}…")
                    bind:value=text data-testid="open-link-text" />
            </label>
            <div class="row">
                <button type="submit" class="primary" data-testid="open-link-go">{t("ui.link.open")}</button>
                <label class="button">
                    {t("ui.link.open_file")}
                    <input type="file" accept=".txt,text/plain" on:change=on_file data-testid="open-link-file" />
                </label>
            </div>
            {move || error.get().map(|e| view! { <p class="notice error" role="alert" data-testid="open-link-error">{e}</p> })}
        </form>
    }
}

/// The file a file input's change event chose, the input emptied so the
/// same file can be chosen again.
pub fn chosen_file(e: &leptos::ev::Event) -> Option<web_sys::File> {
    let input = e
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())?;
    let file = input.files().and_then(|f| f.get(0))?;
    input.set_value("");
    Some(file)
}

/// A chosen file's text; `None` if the browser cannot read it as text.
pub async fn file_text(file: &web_sys::File) -> Option<String> {
    wasm_bindgen_futures::JsFuture::from(file.text())
        .await
        .ok()
        .and_then(|v| v.as_string())
}

/// Offers `text` for download as `filename` of type `mime`.
pub fn download_text(filename: &str, text: &str, mime: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Some(a) = document()
        .create_element("a")
        .ok()
        .and_then(|e| e.dyn_into::<web_sys::HtmlAnchorElement>().ok())
    {
        a.set_href(&url);
        a.set_download(filename);
        a.click();
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}
