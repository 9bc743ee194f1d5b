//! Zoom and pan for a board: − and + buttons scale it up to three times the
//! width it has, and the viewport scrolls (a finger drags it on a phone), so
//! a map's names read well on a small screen without moving the page.

use crate::i18n::t;
use leptos::prelude::*;

/// The widths a board may take, as a share of its viewport.
const LEVELS: [f64; 4] = [1.0, 1.5, 2.0, 3.0];

#[component]
pub fn Zoomable(children: Children) -> impl IntoView {
    let level = RwSignal::new(0usize);
    view! {
        <div class="zoomable" data-testid="zoomable">
            <div class="zoom-controls">
                <button data-testid="zoom-out" aria-label=t("ui.zoom.out") title=t("ui.zoom.out") disabled=move || level.get() == 0 on:click=move |_| level.update(|l| *l = l.saturating_sub(1))>"−"</button>
                <button data-testid="zoom-in" aria-label=t("ui.zoom.in") title=t("ui.zoom.in") disabled=move || level.get() + 1 == LEVELS.len() on:click=move |_| level.update(|l| *l = (*l + 1).min(LEVELS.len() - 1))>"+"</button>
            </div>
            <div class="zoom-viewport">
                <div class="zoom-content" class:zoomed=move || { level.get() > 0 } style=move || format!("width: {}%", 100.0 * LEVELS[level.get()])>
                    {children()}
                </div>
            </div>
        </div>
    }
}
