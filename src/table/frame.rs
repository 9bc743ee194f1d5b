//! The pieces every game's table is built from: the frame around the board
//! (notices, the prompt bar, the board beside its side panel with the log and
//! the way out, what lies over the table) and a clickable space of an SVG board.

use super::{LogLine, LogPanel, UndoTo};
use crate::i18n::t;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A game's table: `prompt` (its [`super::PromptBar`]) above `board`, with
/// `side` (the game's panels) above the log; `over` lies over the table (end
/// screen, flip screen). A tutorial has no export and no way out but its own.
#[component]
pub fn TableFrame(
    /// The game's class on the table, for its own styles (`locksley`, `gest`).
    game: &'static str,
    /// The notices above the table (see [`super::notices`]).
    notices: AnyView,
    /// The flip screen is up: the table beneath is dimmed.
    #[prop(optional, into)]
    curtained: Signal<bool>,
    tutorial: bool,
    prompt: AnyView,
    board: AnyView,
    side: AnyView,
    #[prop(into)] log: Signal<Vec<LogLine>>,
    /// "Undo to here" on the log's lines, where the table offers it.
    #[prop(optional)]
    undo_to: Option<UndoTo>,
    /// Export: whether the file would show secrets (checked at the click),
    /// and the export itself.
    secrets: Callback<(), bool>,
    export: Callback<()>,
    over: AnyView,
) -> impl IntoView {
    // Not generic over the game: one copy of the frame serves every game.
    super::keys::shortcuts();
    view! {
        <div class=format!("table {game}") class:curtained=curtained data-testid="table">
            <super::keys::SkipToBoard />
            {notices}
            {prompt}
            // Behind the flip screen (which covers it and keeps the keyboard's
            // focus): hidden from screen readers. Not `visibility: hidden` or
            // `inert`, which restyle the whole table at each hand-over.
            <div class="table-body" aria-hidden=move || curtained.get().then_some("true")>
                <div class="board-wrap">{board}</div>
                <aside class="side">
                    {side}
                    <LogPanel lines=log undo_to />
                    {(!tutorial).then(|| view! {
                        <div class="row">
                            <super::ExportButton
                                label=t("ui.table.export")
                                secrets
                                export
                                testid="export-game"
                            />
                            <a class="button" href="#/">{t("ui.table.all_games")}</a>
                        </div>
                    })}
                </aside>
            </div>
            {over}
        </div>
    }
}

/// One space of an SVG board. When `action` is offered it is a target: it
/// is highlighted, takes the focus, and a click, Enter or Space plays it;
/// otherwise it is a labelled picture. `label` is what a screen reader and a
/// tooltip say. Extra attributes (`attr:data-square=…`) go onto the group.
#[component]
pub fn BoardTarget<A>(
    /// The group's classes (`target` is added when an action is offered).
    #[prop(into)]
    class: String,
    #[prop(into)] label: String,
    action: Option<A>,
    on_action: Callback<A>,
    children: Children,
) -> impl IntoView
where
    A: Clone + Send + Sync + 'static,
{
    let offered = action.is_some();
    let play = move || {
        if let Some(a) = action.clone() {
            on_action.run(a);
        }
    };
    let play_key = play.clone();
    let title = label.clone();
    view! {
        <g
            class=class
            class:target=offered
            tabindex=if offered { "0" } else { "-1" }
            role=if offered { "button" } else { "img" }
            aria-label=label
            on:click=move |_| play()
            on:keydown=move |e: web_sys::KeyboardEvent| {
                if let Some(target) = e.current_target().and_then(|t| t.dyn_into().ok()) {
                    key_on_target(&e, &target, &play_key);
                }
            }
        >
            <title>{title}</title>
            {children()}
        </g>
    }
}

/// A key on the board target `target`: Enter or Space plays it (`play`) and
/// the focus goes on to what is asked next; an arrow moves the focus.
pub(super) fn key_on_target(
    e: &web_sys::KeyboardEvent,
    target: &web_sys::Element,
    play: &dyn Fn(),
) {
    if super::activates(e) {
        play();
        super::keys::refocus_after_key(e.time_stamp());
    } else {
        super::keys::arrow(e, target);
    }
}
