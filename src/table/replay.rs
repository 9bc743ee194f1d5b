//! A saved game shown move by move, for any game: forward and back, to the
//! start and the end, to the previous or next milestone (a turn, a round, a
//! Ballad: wherever the game's `stage` changes), and play. While the game
//! is under way it shows what anyone at the table may see (the public view;
//! against a friend on another device, this device's seat);
//! once it is over, each seat's view may be chosen, so everything can be
//! seen. The game's own board draws each position, with nothing to click.

use super::{LogLine, LogPanel};
use crate::i18n::{t, tf};
use crate::route::Route;
use leptos::prelude::*;
use sherwood_engine::{Game, LoadError, Match, SaveFile, Viewer};
use std::sync::Arc;

/// How long each move stands while the replay plays.
const PLAY_MILLIS: u64 = 700;

/// The replay of `save`: `board` draws a position's view, `log` its lines,
/// `seats` names the seats for the choice of eyes once the game is over.
pub fn open_replay<G>(
    id: String,
    save: &SaveFile,
    seats: [String; 2],
    board: impl Fn(Memo<G::View>) -> AnyView + 'static,
    log: impl Fn(&G::View) -> Vec<LogLine> + Send + Sync + 'static,
) -> Result<AnyView, LoadError>
where
    G: Game + Send + Sync + 'static,
    G::View: Clone + PartialEq + Send + Sync + 'static,
{
    let restored = Match::<G>::restore(save)?;
    // Every position once, so stepping costs nothing.
    let mut game = G::new(restored.game.game().options(), save.seed);
    let mut positions = vec![game.clone()];
    for action in restored.game.actions() {
        game.apply_legal(action);
        positions.push(game.clone());
    }
    let positions = Arc::new(positions);
    let last = positions.len() - 1;
    let over = positions[last].outcome().is_some();
    // A milestone starts where the stage differs from the one before.
    let starts: Arc<Vec<usize>> = Arc::new(
        (1..=last)
            .filter(|&k| positions[k].stage() != positions[k - 1].stage())
            .collect(),
    );

    // A game against a friend on another device shows this device's seat
    // while it is under way, from the first move its last link brought.
    let remote = save.meta.remote.as_ref();
    let step = RwSignal::new(remote.map_or(0, |r| r.seen.min(last)));
    let viewer = RwSignal::new(match remote {
        Some(r) if !over => Viewer::Seat(r.me),
        _ => Viewer::Public,
    });
    let all = positions.clone();
    let view = Memo::new(move |_| all[step.get()].view(viewer.get()));
    let lines = Signal::derive(move || view.with(&log));
    Ok(controls(Controls {
        step,
        viewer,
        last,
        over,
        starts,
        seats,
        id,
        board: board(view),
        lines,
    }))
}

/// What the replay viewer draws, with the game's types erased, so that one
/// copy of the drawing code serves every game.
pub(crate) struct Controls {
    step: RwSignal<usize>,
    viewer: RwSignal<Viewer>,
    /// The last position's index.
    last: usize,
    /// The game is over (then either seat's view may be shown).
    over: bool,
    /// Where each milestone starts.
    starts: Arc<Vec<usize>>,
    seats: [String; 2],
    id: String,
    board: AnyView,
    lines: Signal<Vec<LogLine>>,
}

/// The milestone before position `k` (the start if none).
fn previous_start(starts: &[usize], k: usize) -> usize {
    starts.iter().rev().find(|&&s| s < k).copied().unwrap_or(0)
}

/// The milestone after position `k` (the last position if none).
fn next_start(starts: &[usize], k: usize, last: usize) -> usize {
    starts.iter().find(|&&s| s > k).copied().unwrap_or(last)
}

/// Where a key takes the replay from position `k`, if it is one of the
/// viewer's: the arrows one move back or forward, Home the start, End the
/// last position, Page Up and Page Down the previous or next milestone.
fn key_step(key: &str, k: usize, last: usize, starts: &[usize]) -> Option<usize> {
    match key {
        "ArrowLeft" => Some(k.saturating_sub(1)),
        "ArrowRight" => Some((k + 1).min(last)),
        "Home" => Some(0),
        "End" => Some(last),
        "PageUp" => Some(previous_start(starts, k)),
        "PageDown" => Some(next_start(starts, k, last)),
        _ => None,
    }
}

pub(crate) fn controls(c: Controls) -> AnyView {
    let Controls {
        step,
        viewer,
        last,
        over,
        starts,
        seats,
        id,
        board,
        lines,
    } = c;
    let playing = RwSignal::new(None::<IntervalHandle>);
    let stop = move || {
        if let Some(h) = playing.try_get_untracked().flatten() {
            h.clear();
            let _ = playing.try_set(None);
        }
    };
    on_cleanup(stop);
    let go = move |k: usize| {
        stop();
        step.set(k.min(last));
    };
    let (back_to, on_to, by_key) = (starts.clone(), starts.clone(), starts);
    let previous = move || go(previous_start(&back_to, step.get_untracked()));
    let next = move || go(next_start(&on_to, step.get_untracked(), last));
    // The keys step like the buttons, wherever the focus is but in a field.
    let keys = window_event_listener(leptos::ev::keydown, move |e| {
        if super::keys::typing(&e) || e.alt_key() || e.ctrl_key() || e.meta_key() || e.shift_key() {
            return;
        }
        if let Some(k) = key_step(&e.key(), step.get_untracked(), last, &by_key) {
            e.prevent_default();
            go(k);
        }
    });
    on_cleanup(move || keys.remove());
    let play = move || {
        if playing.get_untracked().is_some() {
            stop();
            return;
        }
        if step.get_untracked() == last {
            step.set(0);
        }
        let handle = set_interval_with_handle(
            move || {
                let k = step.get_untracked();
                if k >= last {
                    stop();
                } else {
                    step.set(k + 1);
                }
            },
            std::time::Duration::from_millis(PLAY_MILLIS),
        );
        playing.set(handle.ok());
    };
    let eyes = over.then(|| {
        let choice = move |v: Viewer, label: String| {
            view! {
                <button class:primary=move || viewer.get() == v on:click=move |_| viewer.set(v) data-testid=format!("replay-eyes-{}", match v { Viewer::Public => "public".to_string(), Viewer::Seat(s) => s.to_string() })>{label}</button>
            }
        };
        view! {
            <div class="row replay-eyes" role="group" aria-label=t("ui.replay.eyes")>
                <span class="muted">{t("ui.replay.eyes")}</span>
                {choice(Viewer::Public, t("ui.replay.public").to_string())}
                {choice(Viewer::Seat(0), seats[0].clone())}
                {choice(Viewer::Seat(1), seats[1].clone())}
            </div>
        }
    });
    view! {
        <div class="table replay" data-testid="replay">
            <section class="prompt replay-bar">
                <div class="prompt-text">
                    <b>{t("ui.replay.title")}</b>" "
                    <span data-testid="replay-step">{move || tf("ui.replay.step", &[("k", &step.get()), ("n", &last)])}</span>
                    " "<a href=Route::Play(id.clone()).href()>{t("ui.replay.back_to_game")}</a>
                </div>
                <div class="prompt-actions">
                    <button data-testid="replay-start" aria-keyshortcuts="Home" title=t("ui.replay.start") aria-label=t("ui.replay.start") on:click=move |_| go(0)>"|◀"</button>
                    <button data-testid="replay-previous-stage" aria-keyshortcuts="PageUp" title=t("ui.replay.previous_stage") aria-label=t("ui.replay.previous_stage") on:click=move |_| previous()>"◀◀"</button>
                    <button data-testid="replay-back" aria-keyshortcuts="ArrowLeft" title=t("ui.replay.back") aria-label=t("ui.replay.back") on:click=move |_| go(step.get_untracked().saturating_sub(1))>"◀"</button>
                    <button class="primary" data-testid="replay-play" on:click=move |_| play()>{move || if playing.get().is_some() { t("ui.replay.pause") } else { t("ui.replay.play") }}</button>
                    <button data-testid="replay-forward" aria-keyshortcuts="ArrowRight" title=t("ui.replay.forward") aria-label=t("ui.replay.forward") on:click=move |_| go(step.get_untracked() + 1)>"▶"</button>
                    <button data-testid="replay-next-stage" aria-keyshortcuts="PageDown" title=t("ui.replay.next_stage") aria-label=t("ui.replay.next_stage") on:click=move |_| next()>"▶▶"</button>
                    <button data-testid="replay-end" aria-keyshortcuts="End" title=t("ui.replay.end") aria-label=t("ui.replay.end") on:click=move |_| go(last)>"▶|"</button>
                </div>
                {eyes}
                // Shown where there is likely a keyboard (a fine pointer that hovers: not a phone).
                <p class="muted replay-keys" data-testid="replay-keys">{t("ui.replay.keys")}</p>
            </section>
            <div class="table-body">
                <div class="board-wrap">{board}</div>
                <aside class="side"><LogPanel lines=lines /></aside>
            </div>
        </div>
    }
    .into_any()
}

#[cfg(test)]
mod tests {
    use super::key_step;

    #[test]
    fn keys_step_like_the_buttons() {
        // Ten moves; milestones start at 3 and 7.
        let starts = [3, 7];
        let at = |key: &str, k: usize| key_step(key, k, 10, &starts);
        assert_eq!(at("ArrowRight", 4), Some(5));
        assert_eq!(at("ArrowRight", 10), Some(10), "no step past the end");
        assert_eq!(at("ArrowLeft", 4), Some(3));
        assert_eq!(at("ArrowLeft", 0), Some(0), "no step before the start");
        assert_eq!(at("Home", 6), Some(0));
        assert_eq!(at("End", 6), Some(10));
        assert_eq!(at("PageDown", 0), Some(3));
        assert_eq!(at("PageDown", 3), Some(7));
        assert_eq!(
            at("PageDown", 8),
            Some(10),
            "past the last milestone: the end"
        );
        assert_eq!(at("PageUp", 7), Some(3));
        assert_eq!(at("PageUp", 5), Some(3));
        assert_eq!(
            at("PageUp", 3),
            Some(0),
            "before the first milestone: the start"
        );
        assert_eq!(at("Enter", 4), None);
        assert_eq!(at("a", 4), None);
    }
}
