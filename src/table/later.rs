//! Work that reads the page's layout (where a target is, moving the focus)
//! done once the update has been painted: the layout is then clean, so the
//! read costs nothing, where in the next frame's animation callbacks it would
//! lay the page out at once, before the browser's own layout of that frame,
//! and delay what the player sees by that much.

use leptos::prelude::{request_animation_frame, set_timeout};
use std::time::Duration;

/// Runs `f` after the next frame has been drawn (a task after its animation
/// callbacks, style, layout and paint). Not generic: one copy serves all.
pub fn after_paint(f: Box<dyn FnOnce()>) {
    request_animation_frame(move || set_timeout(f, Duration::ZERO));
}
