//! What every game's table shares: the session (play, undo, autosave), the
//! frame around the board and its clickable spaces, the notice bar, the
//! prompt bar and the log. It knows no game.

pub mod bot;
mod curtain;
mod doing;
mod end;
mod frame;
mod keyed;
pub mod keys;
mod later;
mod log;
mod play;
pub mod remote;
mod targets;

/// The drawing code every game's table and replay share: kept in the
/// shell's download (see `main`), not fetched with each game.
pub(crate) fn shared_drawing() -> [*const (); 2] {
    [play::frame as *const (), replay::controls as *const ()]
}
pub mod replay;
pub mod seats;
mod session;
mod writer;
pub mod zoom;

pub use curtain::{HandOver, HandOverCurtain};
pub use doing::stage_text;
pub use end::EndCard;
pub use frame::{BoardTarget, TableFrame};
pub use log::{LogLine, LogPanel, UndoTo};
pub use play::{ending_text, seat_panel, start, table, use_play, Parts, Play, TableGame};
pub use session::{set_aside_message, start_game, stop_message, Notice, Session};
pub use targets::{Spot, TargetLayer};

use crate::i18n::{t, tf};
use leptos::prelude::*;

/// The message above a saved game's table, if any; a tab that follows a
/// game played in another tab offers to play it here instead.
fn notice_bar<G>(session: Session<G>) -> impl IntoView
where
    G: sherwood_engine::Game + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    let notice = session.notice;
    move || {
        notice.get().map(|n| {
            let (class, text, elsewhere) = match n {
                Notice::Refused(t) => ("notice error", t, false),
                Notice::NotSaved(t) => ("notice warning", t, false),
                Notice::Synced(t) | Notice::Replayed(t) => ("notice info", t, false),
                Notice::Elsewhere(t) => ("notice warning", t, true),
            };
            view! {
                <div class=class role="status" data-testid="notice">
                    <span>{text}</span>
                    {elsewhere.then(|| view! {
                        <button class="primary" on:click=move |_| session.play_here() data-testid="play-here">{t("ui.session.play_here")}</button>
                    })}
                    {(!elsewhere).then(|| view! {
                        <button class="link" on:click=move |_| notice.set(None) aria-label=t("ui.notice.dismiss")>"×"</button>
                    })}
                </div>
            }
        })
    }
}

/// Where the browser blocks site data, every page says that nothing is saved.
#[component]
pub fn StorageBlocked() -> impl IntoView {
    (crate::storage::place() == crate::storage::Place::Memory).then(|| {
        view! {
            <div class="notice warning" role="status" data-testid="storage-blocked">
                <span>{t("ui.storage.blocked")}</span>
            </div>
        }
    })
}

/// What stands above a saved game's table: the notice bar, and what became of
/// an original game that a rules change stopped replaying, with its export.
pub fn notices<G>(session: Session<G>) -> impl IntoView
where
    G: sherwood_engine::Game + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    let aside = move || {
        session
            .game
            .with(|m| m.set_aside.last().map(set_aside_message))
    };
    view! {
        {notice_bar(session)}
        {move || aside().map(|message| view! {
            <div class="notice warning" role="status" data-testid="set-aside">
                <span>{message}</span>
                <button on:click=move |_| session.export_original() data-testid="export-original">{t("ui.aside.export")}</button>
                <button on:click=move |_| session.forget_original() data-testid="forget-original">{t("ui.aside.forget")}</button>
            </div>
        })}
    }
}

/// The one place that says what to do now, with the turn's buttons and Undo.
#[component]
pub fn PromptBar(
    /// Who is to act (already named), e.g. "Red".
    #[prop(into)]
    who: Signal<String>,
    #[prop(into)] seat_class: Signal<String>,
    #[prop(into)] text: Signal<String>,
    #[prop(into)] can_undo: Signal<bool>,
    on_undo: Callback<()>,
    /// Link to the rules section for this step.
    #[prop(into)]
    rules: Signal<String>,
    /// The step's name, which the link's title gives.
    #[prop(into)]
    step: Signal<String>,
    children: Children,
) -> impl IntoView {
    view! {
        // tabindex -1: not a Tab stop, but where the focus waits after a
        // move played by keyboard when nothing else can be played (keys.rs).
        <section class="prompt" aria-live="polite" tabindex="-1" data-testid="prompt">
            <div class="prompt-text">
                <span class=move || format!("who {}", seat_class.get())>{who}</span>
                " "
                <span>{text}</span>
                <a class="rules-link" href=rules title=move || tf("ui.prompt.rules_title", &[("step", &step.get())]) data-testid="prompt-rules">{t("ui.prompt.rules")}</a>
            </div>
            <div class="prompt-actions">
                {children()}
                <button
                    class="undo"
                    disabled=move || !can_undo.get()
                    on:click=move |_| on_undo.run(())
                    title=t("ui.prompt.undo_title")
                    data-testid="undo"
                >
                    {t("ui.prompt.undo")}
                </button>
            </div>
        </section>
    }
}

/// A text cut where its `{name}` argument stands, so that argument can be
/// drawn as an element (bold, code) between the two parts; without the
/// argument, the element comes last.
pub fn split_at_arg(text: &str, name: &str) -> (String, String) {
    match text.split_once(&format!("{{{name}}}")) {
        Some((before, after)) => (before.to_string(), after.to_string()),
        None => (text.to_string(), String::new()),
    }
}

/// In a tutorial, keeps only the lesson's moves among `legal`, so the board's
/// targets and the prompt's buttons offer nothing else.
pub fn keep_lesson_moves<A: PartialEq + Send + Sync + 'static>(
    legal: &mut Vec<A>,
    lesson: Option<Signal<Vec<A>>>,
) {
    if let Some(lesson) = lesson {
        lesson.with(|allowed| legal.retain(|a| allowed.contains(a)));
    }
}

/// Enter or Space on a focused SVG target acts as a click (SVG has no
/// buttons); true when the key should activate it.
pub fn activates(e: &web_sys::KeyboardEvent) -> bool {
    let yes = e.key() == "Enter" || e.key() == " ";
    if yes {
        e.prevent_default();
    }
    yes
}

/// An Export button. While `secrets` says the game keeps secrets, it first
/// says what the file shows (every move and the seed: both sides' hidden
/// pieces and the draws to come) and exports only when asked again.
#[component]
pub fn ExportButton(
    #[prop(into)] label: String,
    /// Checked at the click (it may replay the game).
    secrets: Callback<(), bool>,
    /// What must be done before `secrets` can answer (its game's code
    /// downloaded), if anything.
    #[prop(default = None)]
    prepare: Option<Callback<(), Pending>>,
    export: Callback<()>,
    #[prop(into)] testid: String,
) -> impl IntoView {
    let asking = RwSignal::new(false);
    let decide = move || {
        if secrets.run(()) {
            asking.set(true)
        } else {
            export.run(())
        }
    };
    let click = move |_| match prepare {
        Some(prepare) => {
            let pending = prepare.run(());
            leptos::task::spawn_local(async move {
                pending.await;
                decide();
            });
        }
        None => decide(),
    };
    view! {
        <button on:click=click data-testid=testid>{label}</button>
        {move || asking.get().then(|| view! {
            <div class="notice warning export-warning" role="alertdialog" aria-label=t("ui.export.secrets_title") data-testid="export-warning">
                <span>{t("ui.export.secrets")}</span>
                <button on:click=move |_| { asking.set(false); export.run(()) } data-testid="export-anyway">{t("ui.export.anyway")}</button>
                <button class="link" on:click=move |_| asking.set(false) data-testid="export-cancel">{t("ui.export.cancel")}</button>
            </div>
        })}
    }
}

/// Work an [`ExportButton`] waits for before it decides.
pub type Pending = std::pin::Pin<Box<dyn std::future::Future<Output = ()>>>;

/// Offers a text file for download (export of a save).
pub fn download(filename: &str, text: &str) {
    crate::links::download_text(filename, text, "application/json");
}
