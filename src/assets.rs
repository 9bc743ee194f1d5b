//! Where this build's late-loaded files are. A published build keeps the
//! files an open page loads after it starts (the bots' worker, translation
//! tables, each game's code: that one's loader finds its own place) under `v/<build>/` (scripts/version-build.mjs), so a page loaded
//! from an older build never fetches a newer build's pieces. The page knows its
//! build from its own `<meta name="sherwood-build">`. A leaf module.

use std::sync::OnceLock;

/// This page's build, if it was versioned.
fn build() -> Option<&'static str> {
    static BUILD: OnceLock<Option<String>> = OnceLock::new();
    BUILD
        .get_or_init(|| {
            let meta = web_sys::window()?
                .document()?
                .query_selector("meta[name=sherwood-build]")
                .ok()??;
            meta.get_attribute("content").filter(|b| !b.is_empty())
        })
        .as_deref()
}

/// The address of this build's `file` (e.g. `worker_loader.js`).
pub fn url(file: &str) -> String {
    match build() {
        Some(build) => format!("v/{build}/{file}"),
        None => file.to_string(),
    }
}
