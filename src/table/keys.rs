//! Playing by keyboard, for every game's table: a button that jumps to the
//! board, arrow keys between the board's targets, and shortcuts for the
//! prompt's buttons (D: Done or End turn, P: the first Pass, B: the board,
//! Ctrl+Z: Undo). The shortcuts press the page's own buttons, so they do
//! exactly what a click would and nothing a click could not. After a move
//! played by keyboard the focus goes on to what is asked next
//! ([`refocus_after_key`]), so the player never has to find the board again.

use crate::i18n::t;
use leptos::prelude::*;
use std::cell::Cell;
use wasm_bindgen::JsCast;

/// The first element `selector` finds on the page.
fn find(selector: &str) -> Option<web_sys::Element> {
    document().query_selector(selector).ok().flatten()
}

/// Focuses `el`, an HTML or an SVG element (SVG has its own `focus`).
fn focus(el: &web_sys::Element) {
    if let Some(html) = el.dyn_ref::<web_sys::HtmlElement>() {
        let _ = html.focus();
    } else if let Some(svg) = el.dyn_ref::<web_sys::SvgElement>() {
        let _ = svg.focus();
    }
}

/// Focuses the board's first target (or, if none, its first space).
pub fn focus_board() {
    if let Some(el) =
        find("[data-testid=table] .target").or_else(|| find("[data-testid=table] svg [tabindex]"))
    {
        focus(&el);
    }
}

/// Lets the focus go from the table's element that has it, before a move
/// redraws the table: the browser would otherwise restyle the whole page in
/// the middle of the redraw when that element goes, to find where the focus
/// goes (a few ms a move). After a key, [`refocus_after_key`] puts the focus
/// on what is asked next, as it would have.
pub fn release_focus() {
    let Some(active) = document().active_element() else {
        return;
    };
    let in_table =
        find("[data-testid=table]").is_some_and(|t| t.contains(Some(active.unchecked_ref())));
    if in_table {
        if let Some(html) = active.dyn_ref::<web_sys::HtmlElement>() {
            let _ = html.blur();
        } else if let Some(svg) = active.dyn_ref::<web_sys::SvgElement>() {
            let _ = svg.blur();
        }
    }
}

/// Whether a key pressed in `e` is typing in a field, not playing.
pub fn typing(e: &web_sys::KeyboardEvent) -> bool {
    e.target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
        .is_some_and(|el| {
            matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
                || el
                    .dyn_ref::<web_sys::HtmlElement>()
                    .is_some_and(|h| h.is_content_editable())
        })
}

thread_local! {
    /// When the table's game last changed (a move, an undo, a new game), in
    /// the page's clock (`performance.now()`, as events' `timeStamp`).
    static CHANGED_AT: Cell<f64> = const { Cell::new(f64::NEG_INFINITY) };
}

/// The page's clock, in milliseconds.
fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// Notes that the table's game changed: the table calls it from an effect on
/// its game (play.rs), so a key can tell whether it played something.
pub(crate) fn game_changed() {
    CHANGED_AT.with(|c| c.set(now()));
}

/// Where the focus is of no use to a player at the table: nowhere (the page's
/// body), on an element the redraw removed, or on one that no longer plays
/// (a board's space that stopped being a target — it keeps `tabindex=-1` —
/// or a button turned off). The prompt bar itself, where the focus waits when
/// nothing can be played, counts too.
fn focus_lost() -> bool {
    let doc = document();
    match doc.active_element() {
        None => true,
        Some(el) => {
            doc.body().is_some_and(|body| *body == el)
                || !el.is_connected()
                || el
                    .matches(
                        "[data-testid=table] [tabindex='-1'], [data-testid=table] button:disabled",
                    )
                    .unwrap_or(false)
        }
    }
}

/// What the player is asked next: the board's first target (the next
/// playable space), else the prompt bar's first button that plays a move,
/// else the prompt bar itself. Not Undo, nor the computer seat's buttons
/// (`bot-control`: Take over, Show the move): a stray Enter there would take
/// the move back or take the computer's seat.
fn next_focus() -> Option<web_sys::Element> {
    find("[data-testid=table] .target")
        .or_else(|| find("[data-testid=prompt] button:not(:disabled, .undo, .bot-control)"))
        .or_else(|| find("[data-testid=prompt]"))
}

/// After a key at the table pressed at `since` (the event's `timeStamp`), once
/// the page has been redrawn and painted (see `later`). A dialog over the
/// table (the flip screen, the end card) keeps the focus, or gets it. Else,
/// when the key played something (the game changed since: a move, an undo)
/// the focus goes to what is asked next ([`next_focus`]) — the element that
/// had it is gone, or no longer plays, or the same button now does something
/// else; when the key only chose something (a counter, a tile to read) the
/// focus moves only if it was lost. Called only for keys: by a board's target
/// played with Enter or Space ([`super::frame::key_on_target`]) and for a
/// button of the table pressed by keyboard ([`shortcuts`]); never for a click
/// or a tap (the player's eyes and pointer are where they are), and a
/// computer seat's move presses no key, so the focus never jumps while a bot
/// plays.
pub fn refocus_after_key(since: f64) {
    super::later::after_paint(Box::new(move || {
        if find("[data-testid=table]").is_none() {
            return;
        }
        let active = document().active_element();
        if let Some(dialog) = find("[data-testid=table] [aria-modal=true]") {
            let inside = active
                .as_ref()
                .is_some_and(|a| dialog.contains(Some(a.unchecked_ref())));
            if !inside {
                if let Some(el) = dialog.query_selector("button, a[href]").ok().flatten() {
                    focus(&el);
                }
            }
            return;
        }
        let played = CHANGED_AT.with(Cell::get) >= since;
        if played || focus_lost() {
            if let Some(el) = next_focus() {
                focus(&el);
            }
        }
    }));
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

/// An arrow key on the board target `from`: moves the focus to the next
/// target that way. True when it did.
pub fn arrow(e: &web_sys::KeyboardEvent, from: &web_sys::Element) -> bool {
    match neighbour(from, &e.key()) {
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

/// The table's shortcuts, while it is on the page, and the focus after a
/// button pressed by keyboard.
pub fn shortcuts() {
    let handle = window_event_listener(leptos::ev::keydown, |e| {
        // Typing in a field is typing, not playing; nothing behind the flip
        // screen is played.
        if typing(&e) || e.alt_key() || find("[data-testid=curtain]").is_some() {
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
    // A button of the table pressed by keyboard — Enter or Space on it, or a
    // shortcut above, which clicks it — is clicked with no pointer: a click
    // event whose `detail` (the count of pointer clicks) is 0. A mouse click
    // or a tap counts 1 or more and leaves the focus alone.
    // Where the button was is read from the event's path, fixed when the click
    // began: the button's own handler, which ran first, may have redrawn it away.
    let clicks = window_event_listener(leptos::ev::click, |e| {
        if e.detail() != 0 {
            return;
        }
        let path: Vec<web_sys::Element> = e
            .composed_path()
            .iter()
            .filter_map(|n| n.dyn_into::<web_sys::Element>().ok())
            .collect();
        let on_button = path.iter().any(|el| el.tag_name() == "BUTTON");
        let at_table = path
            .iter()
            .any(|el| el.get_attribute("data-testid").as_deref() == Some("table"));
        if on_button && at_table {
            refocus_after_key(e.time_stamp());
        }
    });
    on_cleanup(move || {
        handle.remove();
        clicks.remove();
    });
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
