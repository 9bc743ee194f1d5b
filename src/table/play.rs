//! The one table every game is played at. It wires what every game needs —
//! seats and bots, the flip screen, the tutorial's move filter, undo and
//! undo-to-here, the prompt bar with its rules link, the log, the end card —
//! and a game adds its board, its panels and its words through [`TableGame`].
//! The game's parts are handed a [`Play`], also provided as Leptos context
//! ([`use_play`]) to the panels drawn inside them.

use super::seats::{self, names_or, BotBar, Bots, Player, SeatBadge};
use super::{
    keep_lesson_moves, EndCard, HandOver, HandOverCurtain, LogLine, PromptBar, Session, TableFrame,
};
use crate::i18n::{t, tf};
use crate::route::Route;
use leptos::prelude::*;
use sherwood_engine::{Game, Match, Outcome, Seat, Viewer};

/// What a game adds to the one table.
pub trait TableGame:
    Game<Action: Send + Sync, View: Clone + PartialEq + Send + Sync + 'static> + Send + Sync + 'static
{
    /// Each seat's colour class (`seat-robin`, `seat-sheriff`).
    const SEAT_CLASS: [&'static str; 2];
    /// The keys of each seat's name where a player typed none.
    const SEAT_NAMES: [&'static str; 2];

    /// Whether the prompt bar and the end card call a seat by its side (the
    /// text of its [`TableGame::SEAT_NAMES`] key: "the Sheriff") rather than
    /// by its player's name.
    const BY_SIDE: bool = true;
    /// The keys of the flip screen's heading and button for each seat taking
    /// the device; none for a game that keeps no secrets.
    const CURTAIN: Option<[(&'static str, &'static str); 2]> = None;

    /// Who a seat is, as the prompt bar and the end card name it.
    fn seat_title(seat: Seat, names: &[String; 2]) -> String {
        if Self::BY_SIDE {
            t(Self::SEAT_NAMES[seat as usize]).to_string()
        } else {
            names[seat as usize].clone()
        }
    }
    /// What the prompt bar says to the viewer of `view`; `mine` when that
    /// viewer may act now.
    fn prompt_text(view: &Self::View, mine: bool, names: &[String; 2]) -> String;
    /// What the view's log holds, one for each line.
    type Entry;
    /// The log the viewer of `view` may read, oldest first.
    fn log(view: &Self::View) -> &[Self::Entry];
    /// One line of the log, worded.
    fn log_line(entry: &Self::Entry, names: &[String; 2]) -> LogLine;
    /// The log as the viewer of `view` reads it.
    fn log_lines(view: &Self::View, names: &[String; 2]) -> Vec<LogLine> {
        let log = Self::log(view);
        log.iter().map(|e| Self::log_line(e, names)).collect()
    }
    /// How many lines [`TableGame::log_lines`] gives, without wording them.
    fn log_len(view: &Self::View) -> usize {
        Self::log(view).len()
    }
    /// For a game whose view carries its own list of moves: that list made
    /// the table's (none for a seat that may not act, a tutorial's only).
    fn offer(view: &mut Self::View, legal: &[Self::Action]) {
        let _ = (view, legal);
    }
    /// The end card's title.
    fn end_title(winner: Seat, names: &[String; 2]) -> String {
        tf(
            "ui.table.wins",
            &[("who", &Self::seat_title(winner, names))],
        )
    }
    /// How far the step under way has gone, in words every seat may read
    /// (the computer's line says it after the step's name).
    fn progress(view: &Self::View) -> Option<String> {
        let _ = view;
        None
    }
    /// The end card's lines after how the game ended (a score).
    fn end_lines(view: &Self::View) -> Vec<String> {
        let _ = view;
        Vec::new()
    }
    /// The game's parts of the table, which may share their own state (a
    /// selection on the board that a side panel shows).
    fn parts(play: Play<Self>) -> Parts;
}

/// A game's parts of the table.
pub struct Parts {
    /// The prompt bar's buttons (the moves not played on the board).
    pub buttons: AnyView,
    /// The board, and what stands under it.
    pub board: AnyView,
    /// The panels beside the board, above the log.
    pub side: AnyView,
}

/// What the table knows of the game being played, for the game's parts.
pub struct Play<G: TableGame> {
    pub session: Session<G>,
    pub bots: Bots,
    /// Whose view is on screen (see [`HandOver`]).
    pub viewer: Memo<Viewer>,
    /// The view on screen, with its own list of moves (if it has one) made
    /// the table's.
    pub view: Memo<G::View>,
    /// The moves the seat on screen may make now: none while a bot or the
    /// other seat is to move; only the lesson's in a tutorial.
    pub legal: Memo<Vec<G::Action>>,
    /// Plays a move.
    pub act: Callback<G::Action>,
    /// The players' names, the seats' where none was typed.
    pub names: Signal<[String; 2]>,
}

impl<G: TableGame> Clone for Play<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: TableGame> Copy for Play<G> {}

/// The [`Play`] of the table this is drawn in.
pub fn use_play<G: TableGame>() -> Play<G> {
    use_context::<Play<G>>().expect("drawn inside a game's table")
}

/// The table of `session`. With a `lesson` (a tutorial), only the lesson's
/// moves are offered, and the learner plays both sides with no curtain, no
/// bots and no saving controls.
pub fn table<G: TableGame>(session: Session<G>, lesson: Option<Signal<Vec<G::Action>>>) -> AnyView {
    let tutorial = lesson.is_some();
    let names = Signal::derive(move || {
        session
            .game
            .with(|m| names_or(&m.meta, G::SEAT_NAMES.map(t)))
    });
    let bots = seats::drive(session, move |seat| {
        names.with_untracked(|n| G::seat_title(seat, n))
    });
    let hand = HandOver::new(session, bots.players, tutorial);
    let HandOver {
        to_move, viewer, ..
    } = hand;
    let curtain_up = hand.curtain_up;
    let mine = Memo::new(move |_| match (viewer.get(), to_move.get()) {
        (Viewer::Seat(v), Some(m)) => v == m && bots.players.get()[m as usize].plays_here(),
        _ => false,
    });
    let legal = Memo::new(move |_| {
        if !mine.get() {
            return Vec::new();
        }
        let mut legal = session.game.with(|m| m.game().legal());
        keep_lesson_moves(&mut legal, lesson);
        legal
    });
    let view = Memo::new(move |_| {
        let v = viewer.get();
        let mut view = session.game.with(|m| m.game().view(v));
        legal.with(|l| G::offer(&mut view, l));
        view
    });
    let play = Play {
        session,
        bots,
        viewer,
        view,
        legal,
        act: Callback::new(move |a: G::Action| {
            super::keys::release_focus();
            session.act(a)
        }),
        names,
    };
    provide_context(play);
    // The game changed (a move, an undo, a new game): after a key, the focus
    // goes on to what is asked next (keys.rs).
    Effect::new(move |_| {
        session.game.track();
        super::keys::game_changed();
    });

    let outcome = Memo::new(move |_| session.game.with(|m| m.game().outcome()));
    let ask = Memo::new(move |_| session.game.with(|m| m.game().ask()));
    // Who the prompt names: the seat to act, or once the game is over its winner.
    let who_seat = move || {
        outcome
            .with(|o| o.as_ref().map(|o| o.winner))
            .or(to_move.get())
            .unwrap_or(0)
    };
    let who = Signal::derive(move || names.with(|n| G::seat_title(who_seat(), n)));
    let seat_class = Signal::derive(move || G::SEAT_CLASS[who_seat() as usize].to_string());
    let text = Signal::derive(move || {
        if curtain_up.get() {
            t("ui.table.waits").to_string()
        } else if outcome.with(Option::is_none)
            && to_move
                .get()
                .is_some_and(|s| bots.players.get()[s as usize] == Player::Remote)
        {
            t("ui.table.remote_turn").to_string()
        } else {
            names.with(|n| view.with(|v| G::prompt_text(v, mine.get(), n)))
        }
    });
    let rules = Signal::derive(move || Route::rule(G::ID, ask.get().rule).href());
    let step = Signal::derive(move || t(ask.get().phrase.key).to_string());
    let doing = Signal::derive(move || {
        let stage = session.game.with(|m| m.game().stage());
        super::doing::doing_line(&stage, ask.get(), view.with(G::progress))
    });
    let log = Signal::derive(move || names.with(|n| view.with(|v| G::log_lines(v, n))));
    let can_undo = Signal::derive(move || !tutorial && !curtain_up.get() && session.can_undo());
    let undo_to = session.undo_to(can_undo, move |g: &G| {
        G::log_len(&g.view(viewer.get_untracked()))
    });
    let end = Signal::derive(move || {
        let o = outcome.get()?;
        let n = names.get();
        let winner = o.winner;
        let mut lines: Vec<String> = ending_text::<G>(&o, &n).into_iter().collect();
        lines.extend(view.with(G::end_lines));
        Some(Ended {
            seat_class: G::SEAT_CLASS[winner as usize],
            title: G::end_title(winner, &n),
            lines,
        })
    });
    let Parts {
        buttons,
        board,
        side,
    } = G::parts(play);
    // A game with a friend on another device is played again by a new
    // invitation, from the home page.
    let remote = session.game.with_untracked(|m| m.meta.remote.is_some());
    frame(Frame {
        game: G::ID,
        notices: view! { {super::notices(session)} {super::remote::remote_bar(session, names)} }
            .into_any(),
        secrets: Callback::new(move |_| session.game.with_untracked(Match::save_shows_secrets)),
        export: Callback::new(move |_| session.export()),
        undo_to,
        tutorial,
        who,
        seat_class,
        text,
        can_undo,
        undo: Callback::new(move |_| session.undo()),
        rules,
        step,
        buttons,
        bot_bar: if tutorial {
            ().into_any()
        } else {
            view! { <BotBar session bots to_move doing /> }.into_any()
        },
        board,
        side,
        log,
        hand,
        curtain: curtain_words::<G>,
        seat_classes: G::SEAT_CLASS,
        end,
        again: (!tutorial && !remote).then(|| Callback::new(move |_| session.play_again())),
        id: session.id.get_value(),
    })
}

/// A finished game's card: whose colours, its title and its lines.
#[derive(Clone, PartialEq)]
struct Ended {
    seat_class: &'static str,
    title: String,
    lines: Vec<String>,
}

/// Everything the table draws, with the game's types erased, so that one
/// copy of the drawing code serves every game.
pub(crate) struct Frame {
    game: &'static str,
    notices: AnyView,
    secrets: Callback<(), bool>,
    export: Callback<()>,
    undo_to: super::UndoTo,
    tutorial: bool,
    who: Signal<String>,
    seat_class: Signal<String>,
    text: Signal<String>,
    can_undo: Signal<bool>,
    undo: Callback<()>,
    rules: Signal<String>,
    step: Signal<String>,
    buttons: AnyView,
    bot_bar: AnyView,
    board: AnyView,
    side: AnyView,
    log: Signal<Vec<LogLine>>,
    hand: HandOver,
    curtain: fn(Seat) -> (&'static str, &'static str),
    seat_classes: [&'static str; 2],
    end: Signal<Option<Ended>>,
    /// Play again, where the table offers it.
    again: Option<Callback<()>>,
    id: String,
}

pub(crate) fn frame(f: Frame) -> AnyView {
    let Frame {
        game,
        notices,
        secrets,
        export,
        undo_to,
        tutorial,
        who,
        seat_class,
        text,
        can_undo,
        undo,
        rules,
        step,
        buttons,
        bot_bar,
        board,
        side,
        log,
        hand,
        curtain,
        seat_classes,
        end,
        again,
        id,
    } = f;
    let end = move || {
        end.get().map(|e| {
            view! {
                <EndCard
                    seat_class=e.seat_class
                    title=e.title
                    lines=e.lines
                    again=again.map(|again| (t("ui.table.play_again"), again))
                    id=id.clone()
                />
            }
        })
    };
    view! {
        <TableFrame
            game
            notices
            secrets
            export
            undo_to
            curtained=hand.curtain_up
            tutorial
            prompt=view! {
                <PromptBar who seat_class text can_undo on_undo=undo rules step>
                    {buttons}
                    {bot_bar}
                </PromptBar>
            }.into_any()
            board
            side
            log
            over=view! {
                <HandOverCurtain hand texts=curtain seat_classes />
                {end}
            }.into_any()
        />
    }
    .into_any()
}

/// The flip screen's heading and button for `seat` ([`TableGame::CURTAIN`]).
fn curtain_words<G: TableGame>(seat: Seat) -> (&'static str, &'static str) {
    match G::CURTAIN {
        Some(keys) => {
            let (title, ready) = keys[seat as usize];
            (t(title), t(ready))
        }
        None => ("", ""),
    }
}

/// How a finished game ended, in words ([`Game::ENDINGS`]); an ending may
/// name the winning player.
pub fn ending_text<G: Game>(o: &Outcome, names: &[String; 2]) -> Option<String> {
    let name = names.get(o.winner as usize).map_or("", String::as_str);
    o.ending::<G>()
        .map(|e| tf(e.phrase.key, &[("name", &name)]))
}

/// Starts a new game of `G` and stores it; returns its id.
pub fn start<G: TableGame>(
    options: G::Options,
    names: [String; 2],
    players: [Player; 2],
) -> Result<String, String> {
    super::start_game::<G>(options, names.to_vec(), players.map(Player::code).to_vec())
}

/// A seat's panel beside the board: its colour, its name, who plays it and
/// whether it is to play, above what the game lists in it (`body`). Its
/// heading follows the game by itself: draw it once, with a body that does
/// too (drawn inside a reactive closure, the whole panel is built again at
/// every move).
pub fn seat_panel<G: TableGame>(seat: Seat, testid: String, body: AnyView) -> impl IntoView {
    let play = use_play::<G>();
    let game = play.session.game;
    let to_move = Memo::new(move |_| game.with(|m| m.game().to_move()) == Some(seat));
    let names = play.names;
    let title = move || names.with(|n| G::seat_title(seat, n));
    let s = seat as usize;
    view! {
        <section class=format!("player {}", G::SEAT_CLASS[s]) class:to-move=to_move data-testid=testid>
            <h2>
                <span class="dot" aria-hidden="true"></span>
                {title}
                <SeatBadge players=play.bots.players seat=s />
                {move || to_move.get().then(|| view! { <span class="badge">{t("ui.table.to_play")}</span> })}
            </h2>
            {body}
        </section>
    }
}
