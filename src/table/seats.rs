//! Who plays each seat, and the driver that lets computer seats play: when a
//! bot's seat is to move, the bot is handed that seat's view (never the game)
//! and its answer is played like a human's click.

use super::bot::{Bot, Level};
use super::{Notice, Session};
use crate::i18n::{t, tf};
use leptos::prelude::*;
use sherwood_engine::{Game, Seat, Stage, Viewer};

/// One seat's player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    Human,
    Bot(Level),
    /// A friend playing on another device: never moved here, by a person
    /// or the computer (`sherwood_engine::remote`).
    Remote,
}

impl Player {
    /// Reads a save's `meta.players` entry: `"human"`, `"bot:<level>"` or
    /// `"remote"`.
    pub fn parse(code: &str) -> Player {
        if code == "remote" {
            return Player::Remote;
        }
        code.strip_prefix("bot:")
            .and_then(|l| l.parse().ok())
            .map_or(Player::Human, Player::Bot)
    }

    pub fn code(self) -> String {
        match self {
            Player::Human => "human".into(),
            Player::Bot(l) => format!("bot:{}", l.name()),
            Player::Remote => "remote".into(),
        }
    }

    pub fn is_bot(self) -> bool {
        matches!(self, Player::Bot(_))
    }

    /// Whether a person plays this seat on this device.
    pub fn plays_here(self) -> bool {
        self == Player::Human
    }

    /// How the new-game form and the prompt name it.
    pub fn label(self) -> &'static str {
        match self {
            Player::Human => t("ui.player.human"),
            Player::Bot(Level::Random) => t("ui.player.random"),
            Player::Bot(Level::Easy) => t("ui.player.easy"),
            Player::Bot(Level::Normal) => t("ui.player.normal"),
            Player::Bot(Level::Hard) => t("ui.player.hard"),
            Player::Remote => t("ui.player.remote"),
        }
    }

    /// The choices offered when a game is set up.
    pub const CHOICES: [Player; 4] = [
        Player::Human,
        Player::Bot(Level::Easy),
        Player::Bot(Level::Normal),
        Player::Bot(Level::Hard),
    ];
}

/// The players of a session's seats.
pub fn players<G>(session: Session<G>) -> Memo<[Player; 2]>
where
    G: Game + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    Memo::new(move |_| {
        session.game.with(|m| {
            [0, 1].map(|s| {
                m.meta
                    .players
                    .get(s)
                    .map_or(Player::Human, |p| Player::parse(p))
            })
        })
    })
}

/// What the table shows about its bots.
#[derive(Clone, Copy)]
pub struct Bots {
    /// The bot seat whose move is being searched.
    pub thinking: RwSignal<Option<Seat>>,
    pub players: Memo<[Player; 2]>,
    /// Why the computer could not move (its worker did not load, crashed or
    /// went silent): the table offers Retry and Take over.
    pub failed: RwSignal<Option<String>>,
    /// Bumped by Retry: the driver asks again.
    retry: RwSignal<u32>,
    /// The computer's move, found and held back a moment so people can
    /// follow; Show plays it at once.
    held: StoredValue<Option<Box<dyn FnOnce()>>, LocalStorage>,
    /// Whether a move is held (for the Show button).
    pub holding: RwSignal<bool>,
    /// A turn the last move ran through with nothing for the other seat to
    /// do, said a moment each, one after another ([`super::doing`]).
    pub passing: RwSignal<Option<String>>,
}

/// How long a computer's move takes at least, from asking to playing it, so
/// a person sees one move at a time; none where the player asks the system
/// for reduced motion.
fn pace() -> f64 {
    let reduced = window()
        .match_media("(prefers-reduced-motion: reduce)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches());
    if reduced {
        0.0
    } else {
        PACE_MILLIS
    }
}

/// See [`pace`].
const PACE_MILLIS: f64 = 700.0;

/// Starts the bots of a session's computer seats; they stop with the table.
/// `seat_title` names a seat as the table does (for the turns that pass).
pub fn drive<G>(session: Session<G>, seat_title: impl Fn(Seat) -> String + 'static) -> Bots
where
    G: Game + Send + Sync + 'static,
    G::Action: Send + Sync,
    G::View: serde::Serialize,
{
    let bot = StoredValue::new_local(Bot::new());
    let players = players(session);
    let thinking = RwSignal::new(None::<Seat>);
    let failed = RwSignal::new(None::<String>);
    let retry = RwSignal::new(0u32);
    let held = StoredValue::new_local(None::<Box<dyn FnOnce()>>);
    let holding = RwSignal::new(false);
    let passing = RwSignal::new(None::<String>);
    // Where the game stood at the last change: who was to move, after how
    // many moves, at which milestone.
    let last = StoredValue::new_local(None::<(Option<Seat>, usize, Stage)>);
    // Bumped by each new run of passing turns, so an older one's timers
    // leave it alone.
    let told = StoredValue::new_local(0u32);
    on_cleanup(move || bot.with_value(|b| b.cancel()));

    Effect::new(move |_| {
        // Re-run on every change of the position or of the players, and on Retry.
        let (to_move, moves, stage) = session
            .game
            .with(|m| (m.game().to_move(), m.actions().len(), m.game().stage()));
        // The turns one move ran through, said one by one; a computer to move
        // next waits until they are said.
        let before = last.try_update_value(|l| l.replace((to_move, moves, stage.clone())));
        let passed = match before.flatten() {
            Some((seat, n, from)) if n + 1 == moves => {
                super::doing::passed_turns((seat, &from), (to_move, &stage))
            }
            _ => Vec::new(),
        };
        let hold = passed.len() as f64 * pace();
        if !passed.is_empty() {
            let other = to_move.map_or(0, |s| 1 - s);
            let lines = passed
                .iter()
                .map(|&turn| super::doing::passed_line(turn, &seat_title(other)));
            say_one_by_one(passing, told, lines.collect());
        }
        let seats = players.get();
        let asked = retry.get();
        failed.set(None);
        // A move held back for the pace belongs to the position it was found in.
        held.set_value(None);
        holding.set(false);
        // The computer plays in the one tab that plays this game.
        let here = session.writer().may_write();
        let Some(seat) = to_move.filter(|_| here) else {
            if thinking.get_untracked().is_some() {
                bot.with_value(|b| b.cancel());
            }
            thinking.set(None);
            return;
        };
        let Player::Bot(level) = seats[seat as usize] else {
            if thinking.get_untracked().is_some() {
                bot.with_value(|b| b.cancel());
                thinking.set(None);
            }
            return;
        };
        if thinking.get_untracked() == Some(seat) && bot.with_value(|b| b.busy()) {
            return;
        }
        let view = session.game.with_untracked(|m| {
            serde_json::to_string(&m.game().view(Viewer::Seat(seat))).expect("views serialise")
        });
        thinking.set(Some(seat));
        // Between two bots, pause so people can follow the game.
        let watch = seats.iter().all(|p| p.is_bot());
        // The answer, or a paced request, may come after the table is gone
        // (cancelled on leaving it): then there is nothing left to update.
        let ask = move || {
            let asked_at = js_sys::Date::now();
            bot.try_with_value(|b| {
                b.request(G::ID, &view, level, move |answer| {
                    // Ignore an answer to a position that has since changed.
                    let Some(current) = session.game.try_with_untracked(|m| m.actions().len())
                    else {
                        return;
                    };
                    let parsed = match &answer {
                        Ok(m) if current == moves => Some(m.action.parse::<G::Action>()),
                        _ => None,
                    };
                    if let Some(Ok(action)) = parsed {
                        // Played once the pace allows, or at once on Show.
                        let play = move || {
                            let _ = holding.try_set(false);
                            let now = session.game.try_with_untracked(|m| m.actions().len());
                            if now == Some(moves) && thinking.try_set(None).is_none() {
                                session.act(action);
                            }
                        };
                        let wait = pace() + hold - (js_sys::Date::now() - asked_at);
                        if wait <= 0.0 {
                            play();
                            return;
                        }
                        held.set_value(Some(Box::new(play)));
                        holding.set(true);
                        set_timeout(
                            move || {
                                if let Some(play) = held.try_update_value(Option::take).flatten() {
                                    play();
                                }
                            },
                            std::time::Duration::from_millis(wait as u64),
                        );
                        return;
                    }
                    if thinking.try_set(None).is_some() {
                        return;
                    }
                    match answer {
                        Ok(m) if current == moves => session.notice.set(Some(Notice::Refused(tf(
                            "ui.bot.not_a_move",
                            &[("action", &m.action)],
                        )))),
                        Ok(_) => {}
                        Err(e) if e == "cancelled" => {}
                        Err(e) => {
                            failed.set(Some(tf("ui.bot.failed", &[("error", &e)])));
                        }
                    }
                })
            });
            // A worker that never answers (it hung, or never started) is
            // stopped after a generous while, and the table says so.
            set_timeout(
                move || {
                    let still = session.game.try_with_untracked(|m| m.actions().len())
                        == Some(moves)
                        && thinking.try_get_untracked() == Some(Some(seat))
                        && retry.try_get_untracked() == Some(asked);
                    if still {
                        bot.try_with_value(|b| b.fail(t("ui.bot.silent")));
                    }
                },
                std::time::Duration::from_secs(BOT_SILENCE_SECONDS),
            );
        };
        if watch {
            set_timeout(ask, std::time::Duration::from_millis(500));
        } else {
            ask();
        }
    });
    Bots {
        thinking,
        players,
        failed,
        retry,
        held,
        holding,
        passing,
    }
}

/// Says `lines` in `passing` one after another, [`PACE_MILLIS`] each, then
/// clears it.
fn say_one_by_one(
    passing: RwSignal<Option<String>>,
    told: StoredValue<u32, LocalStorage>,
    lines: Vec<String>,
) {
    let run = told.try_update_value(|n| {
        *n += 1;
        *n
    });
    let count = lines.len();
    for (i, line) in lines.into_iter().enumerate() {
        let say = move || {
            if told.try_get_value() == run {
                let _ = passing.try_set(Some(line));
            }
        };
        if i == 0 {
            say();
        } else {
            set_timeout(
                say,
                std::time::Duration::from_millis(i as u64 * PACE_MILLIS as u64),
            );
        }
    }
    set_timeout(
        move || {
            if told.try_get_value() == run {
                let _ = passing.try_set(None);
            }
        },
        std::time::Duration::from_millis(count as u64 * PACE_MILLIS as u64),
    );
}

/// How long the computer may think before its worker is taken for stuck.
/// Its own time budget is a few seconds at most.
const BOT_SILENCE_SECONDS: u64 = 30;

impl Bots {
    /// Plays the computer's move held back by the pace, at once.
    pub fn show_now(self) {
        if let Some(play) = self.held.try_update_value(Option::take).flatten() {
            play();
        }
    }

    /// Asks the computer again after a failure (a fresh worker).
    pub fn retry(self) {
        self.retry.update(|n| *n += 1);
    }

    /// A human takes this seat over from its bot.
    pub fn take_over<G>(self, session: Session<G>, seat: Seat)
    where
        G: Game + Send + Sync + 'static,
        G::Action: Send + Sync,
    {
        let mut players: Vec<String> = self
            .players
            .get_untracked()
            .iter()
            .map(|p| p.code())
            .collect();
        players[seat as usize] = Player::Human.code();
        session.set_players(players);
    }
}

/// "computer (normal)" beside a seat the computer plays, wherever the seat
/// is named.
#[component]
pub fn SeatBadge(players: Memo<[Player; 2]>, seat: usize) -> impl IntoView {
    move || {
        let player = players.get()[seat];
        player.is_bot().then(|| {
            view! { <span class="badge computer" data-testid=format!("computer-{seat}")>{player.label()}</span> }
        })
    }
}

/// In the prompt bar: while a computer seat is to move, what it is doing
/// (`doing`: the step under way as every seat may read it), how long it
/// takes at most, and a way for a human to take that seat over; after a
/// move that ran through turns, each of them in turn, whoever moves next.
#[component]
pub fn BotBar<G>(
    session: Session<G>,
    bots: Bots,
    /// The seat to move, if any.
    #[prop(into)]
    to_move: Signal<Option<Seat>>,
    #[prop(into)] doing: Signal<String>,
) -> impl IntoView
where
    G: Game + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    let passing = move || {
        bots.passing.get().map(|line| {
            view! { <span class="passing" role="status" data-testid="bot-passing">{line}</span> }
        })
    };
    let bot = move || {
        let seat = to_move.get()?;
        let player = bots.players.get()[seat as usize];
        let Player::Bot(level) = player else {
            return None;
        };
        let budget = level.browser_config().millis.unwrap_or(0.0);
        Some(view! {
            {move || match bots.failed.get() {
                Some(why) => view! {
                    <span class="bot-failed" role="alert" data-testid="bot-failed">{why}</span>
                    <button class="bot-control" data-testid="bot-retry" on:click=move |_| bots.retry() title=t("ui.bot.retry_title")>{t("ui.bot.retry")}</button>
                }.into_any(),
                None => {
                    let thinking = move || bots.thinking.get() == Some(seat);
                    view! {
                        <span class="thinking" data-testid="bot-thinking" aria-live="polite" class:hidden=move || bots.passing.with(Option::is_some)>
                            {move || if thinking() { tf("ui.bot.thinking", &[("player", &player.label())]) } else { player.label().to_string() }}
                            " "
                            <span data-testid="bot-doing">{doing}</span>
                            // Restarted with each search: a bar that fills over the
                            // longest the computer may take (none for a move at once).
                            {move || (thinking() && budget > 0.0 && !bots.holding.get()).then(|| view! {
                                <span class="bot-budget" title=t("ui.bot.budget") style=format!("animation-duration: {budget}ms") aria-hidden="true"></span>
                            })}
                        </span>
                    }.into_any()
                }
            }}
            {move || bots.holding.get().then(|| view! {
                <button class="bot-control" data-testid="bot-show" on:click=move |_| bots.show_now() title=t("ui.bot.show_title")>{t("ui.bot.show")}</button>
            })}
            <button class="bot-control" data-testid="take-over" on:click=move |_| bots.take_over(session, seat) title=t("ui.bot.take_over_title")>
                {t("ui.bot.take_over")}
            </button>
        })
    };
    view! { {passing} {bot} }
}

/// The longest player name, as the new-game form allows and every list shows.
pub const MAX_NAME_CHARS: usize = 24;

/// A name as typed, or as a file holds it, cut to [`MAX_NAME_CHARS`].
pub fn clamp_name(name: &str) -> String {
    name.chars().take(MAX_NAME_CHARS).collect()
}

/// The players' names of a save, the seats' defaults where none was typed.
pub fn names_or(meta: &sherwood_engine::Meta, seats: [&str; 2]) -> [String; 2] {
    [0, 1].map(|s| {
        meta.names
            .get(s)
            .filter(|n| !n.trim().is_empty())
            .map(|n| clamp_name(n))
            .unwrap_or_else(|| seats[s].to_string())
    })
}
