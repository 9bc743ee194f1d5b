//! Playing by keyboard, for every game's table: a button that jumps to the
//! board, arrow keys between the board's targets, and shortcuts for the
//! prompt's buttons (D: Done or End turn, P: the first Pass, B: the board,
//! Ctrl+Z: Undo). The shortcuts press the page's own buttons, so they do
//! exactly what a click would and nothing a click could not.

use crate::i18n::t;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Focuses the board's first target (or, if none, its first space).
pub fn focus_board() {
    let doc = document();
    let found = doc
        .query_selector("[data-testid=table] .target")
        .ok()
        .flatten()
        .or_else(|| {
            doc.query_selector("[data-testid=table] svg [tabindex]")
                .ok()
                .flatten()
        });
    if let Some(el) = found.and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok()) {
        let _ = el.focus();
    }
}

/// From the focused target `from`, the nearest other target of the same
/// board in the arrow's direction, by the centres of their boxes.
fn neighbour(from: &web_sys::Element, key: &str) -> Option<web_sys::SvgElement> {
    let (dx, dy) = match key {
        "ArrowLeft" => (-1.0, 0.0),
        "ArrowRight" => (1.0, 0.0),
        "ArrowUp" => (0.0, -1.0),
        "ArrowDown" => (0.0, 1.0),
        _ => return None,
    };
    let centre = |e: &web_sys::Element| {
        let r = e.get_bounding_client_rect();
        (r.x() + r.width() / 2.0, r.y() + r.height() / 2.0)
    };
    let (x0, y0) = centre(from);
    let board = from.closest("svg").ok().flatten()?;
    let targets = board.query_selector_all(".target").ok()?;
    let mut best: Option<(f64, web_sys::Element)> = None;
    for i in 0..targets.length() {
        let Some(el) = targets
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            continue;
        };
        if &el == from {
            continue;
        }
        let (x, y) = centre(&el);
        let along = (x - x0) * dx + (y - y0) * dy;
        if along <= 1.0 {
            continue;
        }
        let across = ((x - x0) * dy - (y - y0) * dx).abs();
        // Straight ahead first: sideways distance weighs double.
        let cost = along + 2.0 * across;
        if best.as_ref().is_none_or(|(c, _)| cost < *c) {
            best = Some((cost, el));
        }
    }
    best.and_then(|(_, el)| el.dyn_into().ok())
}

/// An arrow key on a board target: moves the focus to the next target that
/// way. True when it did.
pub fn arrow(e: &web_sys::KeyboardEvent) -> bool {
    let Some(from) = e
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return false;
    };
    match neighbour(&from, &e.key()) {
        Some(next) => {
            e.prevent_default();
            let _ = next.focus();
            true
        }
        None => false,
    }
}

/// Clicks the first enabled button of the prompt matching `selector`.
fn press(selector: &str) -> bool {
    let found = document()
        .query_selector(&format!("[data-testid=prompt] {selector}"))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::HtmlButtonElement>().ok())
        .filter(|b| !b.disabled());
    found.map(|b| b.click()).is_some()
}

/// The table's shortcuts, while it is on the page.
pub fn shortcuts() {
    let handle = window_event_listener(leptos::ev::keydown, |e| {
        // Typing in a field is typing, not playing.
        let typing = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA"));
        if typing || e.alt_key() {
            return;
        }
        let command = e.ctrl_key() || e.meta_key();
        let done = match (command, e.key().as_str()) {
            (true, "z" | "Z") => press("[data-testid=undo]"),
            (false, "d" | "D") => press("[data-testid=done], [data-testid=end]"),
            (false, "p" | "P") => press("[data-testid^=pass]"),
            (false, "b" | "B") => {
                focus_board();
                true
            }
            _ => false,
        };
        if done {
            e.prevent_default();
        }
    });
    on_cleanup(move || handle.remove());
}

/// The first thing Tab reaches at a table: straight to the board, and what
/// the keys do.
#[component]
pub fn SkipToBoard() -> impl IntoView {
    view! {
        <button class="skip-link" data-testid="skip-to-board" on:click=move |_| focus_board() title=t("ui.keys.help")>
            {t("ui.keys.skip")}
        </button>
    }
}
