//! The Robin of Locksley table: board, players, prompt, log, end screen.
//! Locksley has no secrets between the players, so no flip screen is needed.

use super::board::{Board, LootChip};
use super::text;
use crate::games::ui::names_or;
use crate::i18n::{t, tf, tn};
use crate::route::Route;
use crate::table::seats::{self, BotBar, Player, SeatBadge};
use crate::table::zoom::Zoomable;
use crate::table::{
    keep_lesson_moves, split_at_arg, start_game, EndCard, LogLine, PromptBar, Session, TableFrame,
};
use leptos::prelude::*;
use sherwood_engine::{Game, Viewer};
use sherwood_locksley::{Action, Color, Event, Locksley, Options, Prompt, View};
use text::SEAT_CLASS;

/// Creates and stores a new game; returns its id.
pub fn start(options: Options, names: [String; 2], players: [Player; 2]) -> Result<String, String> {
    start_game::<Locksley>(options, names.to_vec(), players.map(Player::code).to_vec())
}

fn rules(section: &str) -> Route {
    Route::rule(Locksley::ID, section)
}

/// The table of a game. A tutorial passes `lesson`, the moves its current
/// step allows (with a [`Session::scratch`] game): only those are offered, and
/// export, bots and "play again" are hidden.
#[component]
pub fn Table(
    session: Session<Locksley>,
    #[prop(optional, into)] lesson: Option<Signal<Vec<Action>>>,
) -> impl IntoView {
    let bots = seats::drive(session);
    let to_move = Memo::new(move |_| session.game.with(|m| m.game().to_move()));
    // Locksley hides nothing between the players; only a human seat to move
    // gets the legal actions (a bot's are its own).
    let viewer = Memo::new(move |_| match to_move.get() {
        Some(s) if bots.players.get()[s as usize].is_bot() => Viewer::Seat(1 - s),
        _ => Viewer::Public,
    });
    let view = Memo::new(move |_| {
        let v = viewer.get();
        let mut view = session.game.with(|m| m.game().view(v));
        keep_lesson_moves(&mut view.legal, lesson);
        view
    });
    let tutorial = lesson.is_some();
    let names = Signal::derive(move || {
        session
            .game
            .with(|m| names_or(&m.meta, super::META.seat_names()))
    });
    let selected = RwSignal::new(None::<usize>);
    let act = Callback::new(move |a: Action| session.act(a));

    let current = move || view.with(|v| v.current as usize);
    let who = Signal::derive(move || names.get()[current()].clone());
    let seat_class = Signal::derive(move || SEAT_CLASS[current()].to_string());
    let prompt_text = Signal::derive(move || view.with(|v| text::prompt(&v.prompt).to_string()));
    let prompt_rule = Signal::derive(move || {
        let section = view.with(|v| match v.prompt {
            Prompt::ChooseCorner => "setup",
            Prompt::Turn { .. } => "turn",
            Prompt::MustFeed => "empty_pile",
            Prompt::Over(_) => "finish",
        });
        rules(section).href()
    });
    let log = Signal::derive(move || {
        let n = names.get();
        view.with(|v| log_lines(v, &n))
    });

    let can_undo = Signal::derive(move || !tutorial && session.can_undo());
    // Locksley's log is public: every viewer reads the same lines.
    let undo_to = session.undo_to(can_undo, |g: &Locksley| g.view(Viewer::Public).log.len());
    view! {
        <TableFrame
            session
            game="locksley"
            tutorial
            undo_to
            prompt=view! {
                <PromptBar
                    who=who
                    seat_class=seat_class
                    text=prompt_text
                    can_undo=can_undo
                    on_undo=Callback::new(move |_| session.undo())
                    rules=prompt_rule
                >
                    <TurnButtons view act />
                    {(!tutorial).then(|| view! { <BotBar session bots to_move /> })}
                </PromptBar>
            }.into_any()
            board=view! { <Zoomable><Board view names on_action=act selected /></Zoomable> }.into_any()
            side=view! {
                <PlayerPanel view names players=bots.players seat=0 />
                <PlayerPanel view names players=bots.players seat=1 />
                <TileInfo view selected />
                <PilesPanel view />
            }.into_any()
            log
            over=view! { <EndScreen view names session tutorial /> }.into_any()
        />
    }
}

/// The buttons of the prompt bar: sells, bard steps (one per sale that can
/// pay, where several could), end of turn.
#[component]
fn TurnButtons(view: Memo<View>, act: Callback<Action>) -> impl IntoView {
    move || {
        let v = view.get();
        v.legal
            .iter()
            .filter(|a| !matches!(a, Action::Move(_) | Action::Corner(_)))
            .map(|&a| {
                let (label, title) = text::button(a, &v);
                let class = match a {
                    Action::Sell(_) => "sell",
                    Action::Meet | Action::MeetWith(_) => "meet",
                    Action::Bribe => "bribe",
                    _ => "end primary",
                };
                let testid = a.to_string().replace(' ', "-");
                view! {
                    <button class=class title=title data-testid=testid on:click=move |_| act.run(a)>
                        {match a {
                            Action::Sell(c) | Action::MeetWith(c) => Some(view! { <LootChip color=c size=20.0 /> }),
                            _ => None,
                        }}
                        {label}
                    </button>
                }
            })
            .collect_view()
    }
}

#[component]
fn PlayerPanel(
    view: Memo<View>,
    names: Signal<[String; 2]>,
    players: Memo<[Player; 2]>,
    seat: usize,
) -> impl IntoView {
    move || {
        let v = view.get();
        let p = &v.players[seat];
        let lap = v.track.len() as u16;
        let to_move = v.current as usize == seat && !matches!(v.prompt, Prompt::Over(_));
        let next = v.next_tiles[seat];
        let collections: Vec<(Color, u8)> = Color::ALL
            .iter()
            .map(|&c| (c, p.loot[c.index()]))
            .filter(|(_, n)| *n > 0)
            .collect();
        view! {
            <section class=format!("player {}", SEAT_CLASS[seat]) class:to-move=to_move data-testid=format!("player-{seat}")>
                <h2>
                    <span class="dot" aria-hidden="true"></span>
                    {names.get()[seat].clone()}
                    <SeatBadge players seat />
                    {to_move.then_some(view! { <span class="badge">{t("ui.table.to_play")}</span> })}
                </h2>
                <div class="stats">
                    <span class="gold" title=t("locksley.player.gold_title")>{text::gold(p.gold)}</span>
                    <span title=t("locksley.player.bard_title")>{text::bard_progress(p.bard, lap)}</span>
                </div>
                <div class="collections" aria-label=t("locksley.player.loot")>
                    {if collections.is_empty() {
                        view! { <span class="muted">{t("locksley.player.no_loot")}</span> }.into_any()
                    } else {
                        collections
                            .into_iter()
                            .map(|(c, n)| view! {
                                <span class="collection" class:sellable={n >= 3} title=text::tiles_of(c, n)>
                                    <LootChip color=c size=26.0 />
                                    <b>{n}</b>
                                </span>
                            })
                            .collect_view()
                            .into_any()
                    }}
                </div>
                {(p.bard < 2 * lap).then(|| {
                    let line = tf("locksley.player.next", &[("challenge", &text::challenge(next))]);
                    let (before, after) = split_at_arg(&line, "tile");
                    view! {
                        <p class="next-tile">{before}<b>{text::tile_name(next)}</b>{after}</p>
                    }
                })}
            </section>
        }
    }
}

#[component]
fn TileInfo(view: Memo<View>, selected: RwSignal<Option<usize>>) -> impl IntoView {
    move || {
        selected.get().map(|i| {
            let tile = view.with(|v| v.track.get(i).copied().unwrap_or(sherwood_locksley::Glory::Large(sherwood_locksley::Large::LongLiveTheKing)));
            view! {
                <section class="tile-info" data-testid="tile-info">
                    <h2>{text::tile_name(tile)} <small>{format!(" ({})", text::side_label(tile))}</small></h2>
                    <p>{text::challenge(tile)}</p>
                    <button class="link" on:click=move |_| selected.set(None)>{t("ui.table.close")}</button>
                </section>
            }
        })
    }
}

#[component]
fn PilesPanel(view: Memo<View>) -> impl IntoView {
    move || {
        let v = view.get();
        let discard: u8 = v.discard.iter().sum();
        view! {
            <section class="piles">
                <span>{tn("locksley.piles.draw", i64::from(v.draw_count), &[])}</span>
                <span>{tn("locksley.piles.discard", i64::from(discard), &[])}</span>
                <span>{tf("locksley.piles.turn", &[("n", &v.turn)])}</span>
            </section>
        }
    }
}

#[component]
fn EndScreen(
    view: Memo<View>,
    names: Signal<[String; 2]>,
    session: Session<Locksley>,
    /// A tutorial's end screen offers no new game.
    tutorial: bool,
) -> impl IntoView {
    move || {
        view.with(|v| match &v.prompt {
            Prompt::Over(o) => {
                let winner = names.get()[o.winner as usize].clone();
                Some(view! {
                    <EndCard
                        seat_class=SEAT_CLASS[o.winner as usize]
                        title=tf("locksley.end.title", &[("name", &winner)])
                        lines=vec![text::won(&o.reason, &winner)]
                        again=(!tutorial).then(|| (t("ui.table.play_again"), Callback::new(move |_| session.play_again())))
                        id=session.id.get_value()
                    />
                })
            }
            _ => None,
        })
    }
}

/// The log's lines, worded with the players' names.
pub fn log_lines(v: &View, names: &[String; 2]) -> Vec<LogLine> {
    v.log
        .iter()
        .map(|e| {
            let (text, seat) = text::event(e, names);
            LogLine {
                text,
                seat_class: seat.map_or("", |s| SEAT_CLASS[s as usize]),
                rule: rules(e.rule()),
                routine: matches!(
                    e,
                    Event::Refilled { .. }
                        | Event::Reshuffled { .. }
                        | Event::LeftEmpty { .. }
                        | Event::TurnEnded { .. }
                ),
            }
        })
        .collect()
}
