//! The Robin of Locksley table: board, players, prompt, log, end screen.
//! Locksley has no secrets between the players, so no flip screen is needed.

use super::board::{Board, LootChip};
use super::text;
use crate::i18n::{t, tf, tn};
use crate::route::Route;
use crate::table::zoom::Zoomable;
use crate::table::{seat_panel, split_at_arg, use_play, LogLine, Parts, Play, TableGame};
use leptos::prelude::*;
use sherwood_engine::{Game, Seat};
use sherwood_locksley::{Action, Color, Event, Locksley, View};
use text::SEAT_CLASS;

impl TableGame for Locksley {
    const SEAT_CLASS: [&'static str; 2] = SEAT_CLASS;
    const SEAT_NAMES: [&'static str; 2] = ["locksley.seat.red", "locksley.seat.blue"];

    const BY_SIDE: bool = false;
    fn prompt_text(v: &View, _: bool, _: &[String; 2]) -> String {
        text::prompt(&v.prompt).to_string()
    }
    type Entry = Event;
    fn log(v: &View) -> &[Self::Entry] {
        &v.log
    }
    /// A line of the log, worded with the players' names.
    fn log_line(e: &Self::Entry, names: &[String; 2]) -> LogLine {
        let (text, seat) = text::event(e, names);
        LogLine {
            text,
            seat_class: seat.map_or("", |s| SEAT_CLASS[s as usize]),
            rule: rules(e.rule()),
            private: false,
            routine: matches!(
                e,
                Event::Refilled { .. }
                    | Event::Reshuffled { .. }
                    | Event::LeftEmpty { .. }
                    | Event::TurnEnded { .. }
            ),
        }
    }
    fn offer(v: &mut View, legal: &[Action]) {
        v.legal = legal.to_vec();
    }
    fn parts(play: Play<Self>) -> Parts {
        let view = play.view;
        let act = play.act;
        let names = play.names;
        let selected = RwSignal::new(None::<usize>);
        Parts {
            buttons: view! { <TurnButtons view act /> }.into_any(),
            board: view! { <Zoomable><Board view names on_action=act selected /></Zoomable> }
                .into_any(),
            side: view! {
                <PlayerPanel seat=0 />
                <PlayerPanel seat=1 />
                <TileInfo view selected />
                <PilesPanel view />
            }
            .into_any(),
        }
    }
}

fn rules(section: &str) -> Route {
    Route::rule(Locksley::ID, section)
}

/// The buttons of the prompt bar: sells, bard steps (one per sale that can
/// pay, where several could), end of turn.
#[component]
fn TurnButtons(view: Memo<View>, act: Callback<Action>) -> impl IntoView {
    move || {
        view.with(|v| {
            v.legal
                .iter()
                .filter(|a| !matches!(a, Action::Move(_) | Action::Corner(_)))
                .map(|&a| {
                    let (label, title) = text::button(a, v);
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
        })
    }
}

#[component]
fn PlayerPanel(seat: usize) -> impl IntoView {
    let view = use_play::<Locksley>().view;
    // The heading is drawn once (it follows the game by itself); the body
    // again only when this seat's part of the view changes (most moves are
    // one seat's).
    let mine = Memo::new(move |_| {
        view.with(|v| {
            (
                v.players[seat].clone(),
                v.track.len() as u16,
                v.next_tiles[seat],
            )
        })
    });
    let body = move || {
        mine.with(|(p, lap, next)| {
            let (lap, next) = (*lap, *next);
            let collections: Vec<(Color, u8)> = Color::ALL
                .iter()
                .map(|&c| (c, p.loot[c.index()]))
                .filter(|(_, n)| *n > 0)
                .collect();
            view! {
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
            }
        })
    };
    seat_panel::<Locksley>(seat as Seat, format!("player-{seat}"), body.into_any())
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
    // Drawn again only when a count changes (a turn's end), not at every move.
    let counts =
        Memo::new(move |_| view.with(|v| (v.draw_count, v.discard.iter().sum::<u8>(), v.turn)));
    move || {
        let (draw, discard, turn) = counts.get();
        view! {
            <section class="piles">
                <span>{tn("locksley.piles.draw", i64::from(draw), &[])}</span>
                <span>{tn("locksley.piles.discard", i64::from(discard), &[])}</span>
                <span>{tf("locksley.piles.turn", &[("n", &turn)])}</span>
            </section>
        }
    }
}
