//! Zoom and pan for a board: − and + buttons scale it up to four and a half
//! times the width it has, and the viewport scrolls (a finger drags it on a
//! phone), so a map's names read well on a small screen without moving the
//! page. A board whose spaces are too small to tap on a phone starts there
//! zoomed in, and keeps its first highlighted target in view as play goes on;
//! unzoomed, a board taller than the window (Skirmish's long maps) scrolls
//! the page to it when it is out of sight.

use crate::i18n::t;
use leptos::html::Div;
use leptos::prelude::*;

/// The widths a board may take, as a share of its viewport.
pub const LEVELS: [f64; 5] = [1.0, 1.5, 2.0, 3.0, 4.5];

/// Screens narrower than this (in CSS pixels) are phones.
const PHONE_WIDTH: f64 = 600.0;

fn on_a_phone() -> bool {
    web_sys::window()
        .and_then(|w| w.inner_width().ok())
        .and_then(|w| w.as_f64())
        .is_some_and(|w| w < PHONE_WIDTH)
}

/// The board's first highlighted target, if it has one.
fn first_target(viewport: &web_sys::HtmlElement) -> Option<web_sys::Element> {
    viewport.query_selector(".target").ok().flatten()
}

/// Scrolls `viewport` sideways to centre its first highlighted target, if
/// that target is not wholly in view.
fn show_first_target(viewport: &web_sys::HtmlElement) {
    let Some(target) = first_target(viewport) else {
        return;
    };
    let (v, r) = (
        viewport.get_bounding_client_rect(),
        target.get_bounding_client_rect(),
    );
    if r.left() >= v.left() && r.right() <= v.right() {
        return;
    }
    let left =
        f64::from(viewport.scroll_left()) + r.left() - v.left() - (v.width() - r.width()) / 2.0;
    viewport.set_scroll_left(left.max(0.0) as i32);
}

/// Scrolls the page to centre `viewport`'s first highlighted target, if
/// that target is wholly out of the window (above or below it).
fn page_to_first_target(viewport: &web_sys::HtmlElement) {
    let (Some(window), Some(target)) = (web_sys::window(), first_target(viewport)) else {
        return;
    };
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(0.0);
    let r = target.get_bounding_client_rect();
    if r.bottom() > 0.0 && r.top() < height {
        return;
    }
    window.scroll_by_with_x_and_y(0.0, r.top() - (height - r.height()) / 2.0);
}

#[component]
pub fn Zoomable(
    /// The level ([`LEVELS`]) a phone starts at: one where the board's
    /// smallest target is 40 px across and its smallest text 11 px (the
    /// phone browser test measures both).
    #[prop(optional)]
    phone: usize,
    /// Changes with the position: the viewport then brings the board's
    /// first target into view.
    #[prop(optional, into)]
    follow: Option<Signal<usize>>,
    children: Children,
) -> impl IntoView {
    let start = if phone > 0 && on_a_phone() {
        phone.min(LEVELS.len() - 1)
    } else {
        0
    };
    let level = RwSignal::new(start);
    let viewport = NodeRef::<Div>::new();
    Effect::new(move |_| {
        if let Some(f) = follow {
            f.track();
        }
        let zoomed = level.get() > 0;
        if !zoomed && follow.is_none() {
            return;
        }
        // After the board has been drawn at its new size and position (if
        // it is still there: a lesson may have moved on).
        super::later::after_paint(Box::new(move || {
            if let Some(Some(el)) = viewport.try_get_untracked() {
                if zoomed {
                    show_first_target(&el);
                } else {
                    page_to_first_target(&el);
                }
            }
        }));
    });
    view! {
        <div class="zoomable" data-testid="zoomable">
            <div class="zoom-controls">
                <button data-testid="zoom-out" aria-label=t("ui.zoom.out") title=t("ui.zoom.out") disabled=move || level.get() == 0 on:click=move |_| level.update(|l| *l = l.saturating_sub(1))>"−"</button>
                <button data-testid="zoom-in" aria-label=t("ui.zoom.in") title=t("ui.zoom.in") disabled=move || level.get() + 1 == LEVELS.len() on:click=move |_| level.update(|l| *l = (*l + 1).min(LEVELS.len() - 1))>"+"</button>
            </div>
            <div class="zoom-viewport" node_ref=viewport>
                <div class="zoom-content" class:zoomed=move || { level.get() > 0 } style=move || format!("width: {}%", 100.0 * LEVELS[level.get()])>
                    {children()}
                </div>
            </div>
        </div>
    }
}
