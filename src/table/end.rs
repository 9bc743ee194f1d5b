//! A finished game's card, over the table.

use crate::i18n::t;
use crate::route::Route;
use leptos::prelude::*;

/// Who won and how; then, outside a tutorial, "play again" and the game's
/// replay; and always the list of games.
#[component]
pub fn EndCard(
    /// The winner's seat class (its colours).
    seat_class: &'static str,
    title: String,
    /// The paragraphs under the title: how the game was won, the score.
    lines: Vec<String>,
    /// "Play again": its label and what it does; none in a tutorial.
    again: Option<(&'static str, Callback<()>)>,
    /// The saved game's id, for its replay.
    id: String,
) -> impl IntoView {
    view! {
        <div class="end-screen" role="dialog" aria-modal="true" aria-labelledby="end-title" data-testid="end-screen">
            <div class=format!("end-card {seat_class}")>
                <h1 id="end-title">{title}</h1>
                {lines.into_iter().map(|line| view! { <p>{line}</p> }).collect_view()}
                <div class="row">
                    {again.map(|(label, on_again)| view! {
                        <button class="primary" on:click=move |_| on_again.run(()) data-testid="play-again">{label}</button>
                        <a class="button" href=Route::Replay(id).href() data-testid="end-replay">{t("ui.replay.open")}</a>
                    })}
                    <a class="button" href="#/">{t("ui.table.all_games")}</a>
                </div>
            </div>
        </div>
    }
}
