//! Sherwood in the browser: UI only. Every rule is decided by the game crates;
//! this app renders a game's `view` and sends its actions.

mod app;
mod assets;
mod awaiting;
mod bench;
mod crash;
mod games;
mod home;
mod i18n;
mod links;
mod remote;
mod route;
mod rules;
mod storage;
mod table;
mod tutorial;
mod update;

fn main() {
    crash::install();
    // The table's and the lessons' drawing code, which every game uses, is
    // the shell's: a reference from here keeps it in the first download (the
    // build splits off only what the shell never reaches), instead of in a
    // chunk each game's first opening fetches.
    std::hint::black_box(table::shared_drawing());
    std::hint::black_box(tutorial::lesson::panel as *const ());
    // The page is drawn once the player's language is at hand.
    wasm_bindgen_futures::spawn_local(async {
        i18n::start_lang().await;
        leptos::mount::mount_to_body(app::App);
        // index.html's loading line has done its work.
        if let Some(line) = leptos::prelude::document().get_element_by_id("loading") {
            line.remove();
        }
    });
}
