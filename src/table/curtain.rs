//! The flip screen: whenever the device passes between two people and the
//! next view holds different secrets, a curtain covers the table. While it is
//! up, the table behind it renders only the public view.

use super::seats::Player;
use super::Session;
use crate::i18n::t;
use leptos::prelude::*;
use sherwood_engine::{Game, Seat, Viewer};

#[component]
pub fn Curtain(
    /// The heading, naming who takes the device ("Pass the device to the Sheriff").
    #[prop(into)]
    title: Signal<String>,
    /// The button that lifts the curtain ("I am the Sheriff — show my view").
    #[prop(into)]
    ready: Signal<String>,
    #[prop(into)] seat_class: Signal<String>,
    on_ready: Callback<()>,
) -> impl IntoView {
    let button = NodeRef::<leptos::html::Button>::new();
    // Focus the button so Enter or Space lifts the curtain: once the table
    // behind has been redrawn and painted, since focusing lays the page out
    // at once (see `later`).
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            super::later::after_paint(Box::new(move || {
                let _ = b.focus();
            }));
        }
    });
    // Lifting it: the button lets the focus go first, while the page is as
    // drawn. Removed with the focus, it would make the browser restyle the
    // table in the middle of its redraw to find where the focus goes.
    let lift = move |_| {
        if let Some(b) = button.get_untracked() {
            let _ = b.blur();
        }
        on_ready.run(());
    };
    // The keyboard's focus stays on the button: Tab would go on to the
    // table behind.
    let keep_focus = move |e: web_sys::KeyboardEvent| {
        if e.key() == "Tab" {
            e.prevent_default();
            if let Some(b) = button.get_untracked() {
                let _ = b.focus();
            }
        }
    };
    view! {
        <div class=move || format!("curtain {}", seat_class.get()) role="dialog" aria-modal="true" aria-labelledby="curtain-title" data-testid="curtain" on:keydown=keep_focus>
            <div class="curtain-card">
                <h1 id="curtain-title">{move || title.get()}</h1>
                <p>{t("ui.curtain.look_away")}</p>
                <button class="primary" node_ref=button on:click=lift data-testid="curtain-ready">
                    {move || ready.get()}
                </button>
            </div>
        </div>
    }
}

/// Who sees the table: the seat whose view is on screen, and whether the
/// curtain is up. Two humans sharing the device get the curtain whenever it
/// passes to the other seat, if the game keeps secrets (else the view just
/// follows the seat to move). Against a bot, the human's view stays up;
/// between two bots, spectators see the public view. A learner sees the
/// seat to move, with no curtain. Against a friend on another device, this
/// device's seat stays up.
#[derive(Clone, Copy)]
pub struct HandOver {
    /// The seat whose view is on screen; `None` while the curtain is up.
    pub shown: RwSignal<Option<Seat>>,
    pub to_move: Memo<Option<Seat>>,
    /// Whose view to render: the shown seat's; the public one while the
    /// curtain is up, between bots and once the game is over.
    pub viewer: Memo<Viewer>,
    pub curtain_up: Memo<bool>,
}

impl HandOver {
    pub fn new<G>(session: Session<G>, players: Memo<[Player; 2]>, tutorial: bool) -> HandOver
    where
        G: Game + Send + Sync + 'static,
        G::Action: Send + Sync,
    {
        let secrets = session.game.with_untracked(|m| m.game().keeps_secrets());
        let to_move = Memo::new(move |_| session.game.with(|m| m.game().to_move()));
        let over = Memo::new(move |_| session.game.with(|m| m.game().outcome().is_some()));
        // Whose view follows when the seat to move is `next`.
        let follow = move |next: Option<Seat>, shown: Option<Seat>| {
            if tutorial {
                return next;
            }
            // A friend's seat on another device is never shown here.
            let humans: Vec<Seat> = (0..2)
                .filter(|&s| players.get()[s as usize].plays_here())
                .collect();
            match humans.as_slice() {
                [only] => Some(*only),
                [] => None,
                _ if !secrets => next.or(shown),
                _ if next.is_some() && next != shown => None,
                _ => shown,
            }
        };
        // Decided before the first paint, so a table without secrets never
        // shows the curtain for a frame.
        let shown = RwSignal::new(untrack(|| follow(to_move.get(), None)));
        Effect::new(move |_| {
            let next = to_move.get();
            shown.set(follow(next, shown.get_untracked()));
        });
        let all_bots = Memo::new(move |_| players.get().iter().all(|p| p.is_bot()));
        let viewer = Memo::new(move |_| match shown.get() {
            Some(s) if !over.get() => Viewer::Seat(s),
            _ => Viewer::Public,
        });
        let curtain_up = Memo::new(move |_| {
            !tutorial
                && shown.get().is_none()
                && !over.get()
                && to_move.get().is_some()
                && !all_bots.get()
        });
        HandOver {
            shown,
            to_move,
            viewer,
            curtain_up,
        }
    }
}

/// The curtain of a [`HandOver`] while it is up, naming the seat to move:
/// `texts` gives its heading and button, `seat_classes` its colours.
#[component]
pub fn HandOverCurtain(
    hand: HandOver,
    texts: fn(Seat) -> (&'static str, &'static str),
    seat_classes: [&'static str; 2],
) -> impl IntoView {
    let HandOver {
        shown,
        to_move,
        curtain_up,
        ..
    } = hand;
    view! {
        <Show when=move || curtain_up.get()>
            <Curtain
                title=Signal::derive(move || to_move.get().map_or("", |s| texts(s).0).to_string())
                ready=Signal::derive(move || to_move.get().map_or("", |s| texts(s).1).to_string())
                seat_class=Signal::derive(move || to_move.get().map_or("", |s| seat_classes[s as usize]).to_string())
                on_ready=Callback::new(move |_| shown.set(to_move.get_untracked()))
            />
        </Show>
    }
}
