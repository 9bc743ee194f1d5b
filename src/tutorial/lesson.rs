//! The lesson page: the script's panel above the game's own table, which
//! offers only the lesson's move.

use super::step::{Act, Step};
use super::{replay, start_len};
use crate::i18n::{t, tf};
use crate::route::{navigate, Route};
use crate::table::Session;
use leptos::prelude::*;
use sherwood_engine::Game;

/// A game's lesson: where it starts and its script.
pub struct Lesson<G: Game> {
    pub seed: u64,
    pub options: G::Options,
    pub steps: &'static [Step],
}

/// The page of step `k` of a lesson of the game titled `title`, around the
/// game's own `table`.
pub fn lesson<G>(
    title: &'static str,
    def: Lesson<G>,
    k: usize,
    table: impl Fn(Session<G>, Signal<Vec<G::Action>>) -> AnyView,
) -> AnyView
where
    G: Game + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    let steps = def.steps;
    let k = k.min(steps.len() - 1);
    let step = &steps[k];
    let m = match replay::<G>(def.options, def.seed, steps, k) {
        Ok(m) => m,
        Err(e) => {
            return view! { <section class="panel"><p>{tf("tutorial.ui.broken", &[("error", &e)])}</p></section> }
                .into_any()
        }
    };
    let session = Session::scratch(m);
    let only: Vec<G::Action> = match step.act {
        Act::Learner(a) => a.parse().ok().into_iter().collect(),
        Act::Play(_) | Act::Read => Vec::new(),
    };
    let go = move |n: usize| to_step(G::ID, n);
    if matches!(step.act, Act::Learner(_)) {
        Effect::new(move |_| show_the_move());
    }

    // The learner's move moves the lesson on; the table's Undo moves it back
    // to the step that began where the game now stands (or before).
    let start = start_len(steps, k);
    Effect::new(move |_| {
        let len = session.game.with(|m| m.actions().len());
        if len == start + 1 && matches!(step.act, Act::Learner(_)) {
            go(k + 1);
        } else if len < start {
            go((0..k)
                .rev()
                .find(|&j| start_len(steps, j) <= len)
                .unwrap_or(0));
        }
    });

    let table = table(session, Signal::stored(only));
    panel(title, G::ID, steps, k, table)
}

/// Brings the move the lesson waits for into view once drawn, when it is
/// off screen (on a phone the map, or an area's list, is below the fold).
fn show_the_move() {
    request_animation_frame(|| {
        let found = document()
            .query_selector(".lesson-on .target, .lesson-on [data-testid=stack] .row button, .lesson-on [data-testid=prompt] .prompt-actions button:not(.undo)")
            .ok()
            .flatten();
        let Some(el) = found else { return };
        let r = el.get_bounding_client_rect();
        let height = window()
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or(f64::MAX);
        if r.bottom() > height || r.top() < 0.0 {
            // To the middle of the screen, clear of the sticky prompt bar.
            window().scroll_by_with_x_and_y(0.0, r.top() - (height - r.height()) / 2.0);
        }
    });
}

/// Goes to step `n` of game `game`'s lesson.
fn to_step(game: &'static str, n: usize) {
    navigate(&Route::Learn {
        game: game.into(),
        step: n,
    })
}

/// Step `k`'s panel above the lesson's `table`: one copy for every game.
pub(crate) fn panel(
    title: &'static str,
    game: &'static str,
    steps: &'static [Step],
    k: usize,
    table: AnyView,
) -> AnyView {
    let go = move |n: usize| to_step(game, n);
    let step = &steps[k];
    let last = k + 1 == steps.len();
    let rule = step.rule.map(|id| Route::rule(game, id).href());
    view! {
        <section class="panel lesson" data-testid="lesson" data-step=k>
            <header class="row lesson-head">
                <h1>{tf("tutorial.ui.title", &[("game", &title)])}</h1>
                <span class="muted" data-testid="lesson-progress">
                    {tf("tutorial.ui.step", &[("n", &(k + 1)), ("total", &steps.len())])}
                </span>
            </header>
            <div class="lesson-text" data-testid="lesson-text">
                {super::pointing(step.text).split('\n').map(|p| view! { <p>{p.to_string()}</p> }).collect_view()}
            </div>
            <div class="row lesson-buttons">
                <button data-testid="lesson-back" disabled=k == 0 on:click=move |_| go(k.saturating_sub(1))>
                    {t("tutorial.ui.back")}
                </button>
                {match step.act {
                    Act::Learner(_) => view! { <span class="lesson-hint">{super::pointing("tutorial.ui.your_move")}</span> }.into_any(),
                    Act::Play(_) => view! { <button class="primary" data-testid="lesson-next" on:click=move |_| go(k + 1)>{t("tutorial.ui.play")}</button> }.into_any(),
                    Act::Read if last => view! { <a class="button primary" data-testid="lesson-finish" href="#/">{t("tutorial.ui.finish")}</a> }.into_any(),
                    Act::Read => view! { <button class="primary" data-testid="lesson-next" on:click=move |_| go(k + 1)>{t("tutorial.ui.next")}</button> }.into_any(),
                }}
                {rule.map(|href| view! { <a href=href data-testid="lesson-rule">{t("tutorial.ui.rule")}</a> })}
                {(k > 0).then(|| view! { <button class="link" on:click=move |_| go(0)>{t("tutorial.ui.restart")}</button> })}
            </div>
        </section>
        <div class="lesson-on">{table}</div>
    }
    .into_any()
}
