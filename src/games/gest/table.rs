//! The A Gest of Robin Hood table: map, tracks, card, forces, player aids,
//! and the flip screen that keeps each side's secrets.

use super::board::{map_target, Map};
use super::text;
use crate::app::Route;
use crate::table::seats::{self, BotBar, Player};
use crate::table::{start_game, Curtain, LogLine, LogPanel, NoticeBar, PromptBar, Session};
use leptos::prelude::*;
use sherwood_engine::{Game, Seat, Viewer};
use sherwood_gest::cards::{self, Card};
use sherwood_gest::{Action, Choice, Event, Gest, Options, View, ROBIN, SHERIFF};

pub const SEAT_CLASS: [&str; 2] = ["seat-robin", "seat-sheriff"];

/// Creates and stores a new game; returns its id.
pub fn start(names: [String; 2], players: [Player; 2]) -> Result<String, String> {
    start_game::<Gest>(
        Options::default(),
        names.to_vec(),
        players.map(Player::code).to_vec(),
    )
}

fn rules(section: &str) -> Route {
    Route::rule(Gest::ID, section)
}

/// Where a log line links: the card it names, or the rule it applies.
fn entry_link(e: &sherwood_gest::Entry) -> Route {
    match &e.event {
        Event::CardDrawn { card, .. } | Event::EventPlayed { card, .. } => {
            rules(&format!("card-{card}"))
        }
        _ => rules(text::entry_rule(e)),
    }
}

/// Cards left until the next Royal Inspection or King Richard's Return, that
/// one included. The deck's structure is public (rule 2.1): from the bottom,
/// the special cards lie at positions 0, 6 and 12.
pub fn cards_to_inspection(deck_count: u8) -> Option<u8> {
    [12u8, 6, 0]
        .into_iter()
        .find(|&s| s < deck_count)
        .map(|s| deck_count - s)
}

#[component]
pub fn Table(session: Session<Gest>) -> impl IntoView {
    let bots = seats::drive(session);
    // The seat whose view is on screen; `None` while the curtain is up.
    let shown = RwSignal::new(None::<Seat>);
    let to_move = Memo::new(move |_| session.game.with(|m| m.game().to_move()));
    let over = Memo::new(move |_| session.game.with(|m| m.game().outcome().is_some()));
    // Two humans share the device: whenever it must pass to the other seat,
    // the curtain goes up. Against a bot, the human's view stays up; between
    // two bots, spectators see the public view.
    Effect::new(move |_| {
        let humans: Vec<Seat> = (0..2)
            .filter(|&s| !bots.players.get()[s as usize].is_bot())
            .collect();
        let next = to_move.get();
        match humans.as_slice() {
            [only] => shown.set(Some(*only)),
            [] => shown.set(None),
            _ => {
                if next.is_some() && next != shown.get_untracked() {
                    shown.set(None);
                }
            }
        }
    });
    let all_bots = Memo::new(move |_| bots.players.get().iter().all(|p| p.is_bot()));
    let viewer = Memo::new(move |_| match shown.get() {
        Some(s) if !over.get() => Viewer::Seat(s),
        _ => Viewer::Public,
    });
    let view = Memo::new(move |_| {
        let v = viewer.get();
        session.game.with(|m| m.game().view(v))
    });
    let curtain_up = Memo::new(move |_| {
        shown.get().is_none() && !over.get() && to_move.get().is_some() && !all_bots.get()
    });
    let act = Callback::new(move |a: Action| session.act(a));

    let who_seat = move || view.with(|v| v.prompt.seat.unwrap_or(ROBIN)) as usize;
    let prompt_rule = Signal::derive(move || {
        let step = view.with(|v| v.prompt.step.clone());
        let section = match step.as_str() {
            "setup" => "2.1",
            "carriages" => "2.3",
            "eligible" | "event_side" => "2.3",
            "plot_menu" | "plot" => "3",
            "deed_menu" | "deed" => "4",
            "event" => "5",
            "inspection" => "6",
            _ => "7",
        };
        rules(section).href()
    });
    let log = Signal::derive(move || {
        view.with(|v| {
            v.log
                .iter()
                .map(|e| LogLine {
                    text: text::entry_text(e),
                    seat_class: "",
                    rule: entry_link(e),
                })
                .collect()
        })
    });

    view! {
        <div class="table gest" class:curtained=curtain_up data-testid="table">
            <NoticeBar notice=session.notice />
            <PromptBar
                who=Signal::derive(move || text::seat_title(who_seat() as Seat).to_string())
                seat_class=Signal::derive(move || SEAT_CLASS[who_seat()].to_string())
                text=Signal::derive(move || if curtain_up.get() { "waits for the device.".to_string() } else { view.with(text::prompt_text) })
                can_undo=Signal::derive(move || !curtain_up.get() && session.can_undo())
                on_undo=Callback::new(move |_| session.undo())
                rules=prompt_rule
            >
                <ActionButtons view act />
                <BotBar session bots to_move />
            </PromptBar>
            <div class="table-body">
                <div class="board-wrap">
                    <Map view on_action=act />
                    <Tracks view act />
                </div>
                <aside class="side">
                    <CardPanel view />
                    <Forces view seat=ROBIN />
                    <Forces view seat=SHERIFF />
                    <Travellers view />
                    <LogPanel lines=log />
                    <Aids />
                    <div class="row">
                        <button on:click=move |_| session.export() data-testid="export-game">"Export this game"</button>
                        <a class="button" href="#/">"All games"</a>
                    </div>
                </aside>
            </div>
            <Show when=move || curtain_up.get()>
                <Curtain
                    to=Signal::derive(move || to_move.get().map_or(String::new(), |s| text::seat_name(s).to_string()))
                    seat_class=Signal::derive(move || to_move.get().map_or(String::new(), |s| SEAT_CLASS[s as usize].to_string()))
                    on_ready=Callback::new(move |_| shown.set(to_move.get_untracked()))
                />
            </Show>
            <EndScreen view session />
        </div>
    }
}

/// The prompt bar's buttons: every legal action not played on the map (the
/// Initiative track's choices are offered here too, so they are always in reach).
#[component]
fn ActionButtons(view: Memo<View>, act: Callback<Action>) -> impl IntoView {
    move || {
        view.get()
            .legal
            .into_iter()
            .filter(|a| map_target(a).is_none())
            .map(|a| {
                let label = text::action_label_in(&view.get_untracked(), &a);
                let testid = a.to_string().replace(' ', "-");
                let primary = matches!(a, Action::Done);
                view! {
                    <button class:primary=primary data-testid=testid on:click=move |_| act.run(a.clone())>{label}</button>
                }
            })
            .collect_view()
    }
}

/// Royal Favour, the Initiative track and the Ballad.
#[component]
fn Tracks(view: Memo<View>, act: Callback<Action>) -> impl IntoView {
    let favour = move || {
        let f = view.with(|v| v.royal_favour);
        (-7i8..=7)
            .filter(|&i| i != 0)
            .map(|i| {
                let label = if i < 0 { format!("J{}", -i) } else { format!("O{i}") };
                view! {
                    <li class:justice={i < 0} class:order={i > 0} class:here={i == f} aria-current=(i == f).then_some("true")>{label}</li>
                }
            })
            .collect_view()
    };
    let favour_text = move || {
        let f = view.with(|v| v.royal_favour);
        if f < 0 {
            format!("Royal Favour: Justice {}", -f)
        } else {
            format!("Royal Favour: Order {f}")
        }
    };
    let boxes = move || {
        let v = view.get();
        Choice::ALL
            .iter()
            .map(|&c| {
                let occupant = v.boxes[c.index()];
                let take = v.legal.contains(&Action::Choose(c));
                let pass = v.legal.contains(&Action::Pass(c));
                view! {
                    <div class="box" data-testid=format!("box-{}", c.name()) title=text::choice_summary(c)>
                        <b>{text::choice_name(c)}</b>
                        {occupant.map(|s| view! { <span class=format!("cylinder {}", SEAT_CLASS[s as usize])>{text::seat_title(s)}</span> })}
                        {take.then(|| view! { <button class="primary" data-testid=format!("choose-{}", c.name()) on:click=move |_| act.run(Action::Choose(c))>"Take"</button> })}
                        {pass.then(|| view! { <button data-testid=format!("pass-{}", c.name()) on:click=move |_| act.run(Action::Pass(c))>"Pass here"</button> })}
                    </div>
                }
            })
            .collect_view()
    };
    let eligibility = move || {
        let e = view.with(|v| v.eligible);
        format!(
            "First Eligible: {} · Second: {}",
            text::seat_title(e[0]),
            text::seat_name(e[1])
        )
    };
    let ballad = move || {
        view.with(|v| match cards_to_inspection(v.deck_count) {
            Some(n) => format!(
                "Ballad {} · {n} card{} to the next Royal Inspection · {} in the deck",
                v.ballad,
                if n == 1 { "" } else { "s" },
                v.deck_count
            ),
            None => format!("Ballad {} · the deck is spent", v.ballad),
        })
    };
    let last_roll = move || {
        view.with(|v| {
            v.log.iter().rev().find_map(|e| match &e.event {
                Event::RobRolled { at, green, die, attack, defence, success } => Some(format!(
                    "Last Rob in {}: {} die {die:+}, attack {attack} against defence {defence} — {}",
                    text::space_name(*at),
                    if *green { "green" } else { "white" },
                    if *success { "success" } else { "failure" }
                )),
                _ => None,
            })
        })
    };
    view! {
        <section class="tracks" data-testid="tracks">
            <div class="favour">
                <span>{favour_text}</span>
                <ol class="favour-track" aria-label="Royal Favour track">{favour}</ol>
            </div>
            <div class="initiative" aria-label="Initiative track">
                <div class="boxes">{boxes}</div>
                <span class="muted">{eligibility}</span>
            </div>
            <p class="ballad">{ballad}</p>
            <p class="dice" data-testid="last-roll">{last_roll}</p>
        </section>
    }
}

fn card_view(card: Card) -> impl IntoView {
    let t = text::card_text(card);
    view! {
        <h3>{format!("#{card} {}", text::card_title(card))}</h3>
        {t.single.map(|s| view! { <p>{s}</p> })}
        {t.light.map(|s| view! { <p class="side light"><b>"Light (usually Robin Hood): "</b>{s}</p> })}
        {t.dark.map(|s| view! { <p class="side dark"><b>"Dark (usually the Sheriff): "</b>{s}</p> })}
        {(t.light.is_some() && t.dark.is_some()).then(|| view! { <p class="muted small">{text::event_sides_note()}</p> })}
    }
}

#[component]
fn CardPanel(view: Memo<View>) -> impl IntoView {
    move || {
        let card = view.with(|v| v.card);
        view! {
            <section class="card-panel" data-testid="card">
                <h2>"Current card"</h2>
                {match card {
                    Some(c) => card_view(c).into_any(),
                    None => view! { <p class="muted">"No card yet."</p> }.into_any(),
                }}
            </section>
        }
    }
}

#[component]
fn Forces(view: Memo<View>, seat: Seat) -> impl IntoView {
    move || {
        let v = view.get();
        let s = seat as usize;
        let lines: Vec<String> = if seat == ROBIN {
            vec![
                format!("{} Shillings", v.shillings[s]),
                format!(
                    "Available: {} Merry Men, {} Camps",
                    v.available_merry_men, v.available_camps
                ),
                format!("Prison: {} Merry Men", v.prison),
                match v.robin {
                    Some(sherwood_gest::Robin::Available) => "Robin Hood is Available".to_string(),
                    Some(sherwood_gest::Robin::Prison) => "Robin Hood is in Prison".to_string(),
                    _ => String::new(),
                },
            ]
        } else {
            vec![
                format!("{} Shillings", v.shillings[s]),
                format!("Available: {} Henchmen", v.available_henchmen),
                match v.available_cart_kinds {
                    Some(k) => format!(
                        "Available Carriages: {} Tallage, {} Tribute, {} Trap",
                        k[0], k[1], k[2]
                    ),
                    None => format!("Available Carriages: {}", v.available_carts),
                },
                format!(
                    "Used Carriages: {} Tallage, {} Tribute, {} Trap",
                    v.used_carts[0], v.used_carts[1], v.used_carts[2]
                ),
            ]
        };
        let to_move = v.prompt.seat == Some(seat);
        view! {
            <section class=format!("player {}", SEAT_CLASS[s]) class:to-move=to_move data-testid=format!("forces-{s}")>
                <h2><span class="dot" aria-hidden="true"></span>{text::seat_title(seat)}{to_move.then_some(view! { <span class="badge">"to play"</span> })}</h2>
                <ul class="plain">{lines.into_iter().filter(|l| !l.is_empty()).map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
            </section>
        }
    }
}

#[component]
fn Travellers(view: Memo<View>) -> impl IntoView {
    move || {
        let v = view.get();
        let names = |list: &[cards::Traveller]| {
            if list.is_empty() {
                "none".to_string()
            } else {
                list.iter()
                    .map(|t| text::traveller_name(*t))
                    .collect::<Vec<_>>()
                    .join(", ")
            }
        };
        view! {
            <section class="piles" data-testid="travellers">
                <span>{format!("Traveller deck: {} cards", v.traveller_count)}</span>
                <span>{format!("Victims pile: {}", names(&v.victims))}</span>
                <span>{format!("Traveller discard: {}", names(&v.traveller_discard))}</span>
            </section>
        }
    }
}

const TRAVELLERS: [cards::Traveller; 8] = [
    cards::Traveller::RichMerchant,
    cards::Traveller::NobleKnight,
    cards::Traveller::Monks,
    cards::Traveller::ThePotter,
    cards::Traveller::TheMillersSon,
    cards::Traveller::RichardAtTheLea,
    cards::Traveller::BishopOfHereford,
    cards::Traveller::GuyOfGisborne,
];

/// Player aids: Plots and Deeds, the Royal Inspection, the Rob, the card list.
#[component]
fn Aids() -> impl IntoView {
    use sherwood_gest::{Deed, Plot};
    view! {
        <section class="aids">
            <details>
                <summary>"Plots and Deeds"</summary>
                <dl>
                    {Plot::ALL.iter().map(|&p| view! { <dt>{format!("{} ({})", text::plot_name(p), text::seat_title(p.seat()))}</dt><dd>{text::plot_summary(p)}</dd> }).collect_view()}
                    {Deed::ALL.iter().map(|&d| view! { <dt>{format!("{} ({})", text::deed_name(d), text::seat_title(d.seat()))}</dt><dd>{text::deed_summary(d)}</dd> }).collect_view()}
                </dl>
            </details>
            <details>
                <summary>"Royal Inspection"</summary>
                <ol>{text::inspection_steps().iter().map(|(t, d)| view! { <li><b>{*t}</b>" — "{*d}</li> }).collect_view()}</ol>
            </details>
            <details>
                <summary>"Rob"</summary>
                <p>{text::rob_summary()}</p>
                <p>{text::dice_text()}</p>
            </details>
            <details>
                <summary>"Travellers and Carriages"</summary>
                <dl>
                    {TRAVELLERS.iter().map(|&t| {
                        let (light, dark) = text::traveller_text(t);
                        view! {
                            <dt>{format!("{} ({})", text::traveller_name(t), text::traveller_copies(t))}</dt>
                            <dd>{light}{dark.map(|d| view! { <br /><i>"Or: "</i>{d} })}</dd>
                        }
                    }).collect_view()}
                    {sherwood_gest::CartKind::ALL.iter().map(|&k| view! { <dt>{format!("{} Carriage", text::cart_name(k))}</dt><dd>{text::cart_summary(k)}</dd> }).collect_view()}
                </dl>
            </details>
            <details>
                <summary>"All cards"</summary>
                {(1..=32u8).map(|c| view! { <div class="card-entry">{card_view(c)}</div> }).collect_view()}
            </details>
        </section>
    }
}

#[component]
fn EndScreen(view: Memo<View>, session: Session<Gest>) -> impl IntoView {
    let again = move |_| session.play_again();
    move || {
        view.with(|v| v.prompt.outcome.clone()).map(|o| {
            let winner = text::seat_title(o.winner);
            view! {
                <div class="end-screen" role="dialog" aria-modal="true" aria-labelledby="end-title" data-testid="end-screen">
                    <div class=format!("end-card {}", SEAT_CLASS[o.winner as usize])>
                        <h1 id="end-title">{format!("{winner} wins!")}</h1>
                        <p>{text::won_reason(&o.reason)}</p>
                        <div class="row">
                            <button class="primary" on:click=again data-testid="play-again">"Play again"</button>
                            <a class="button" href="#/">"All games"</a>
                        </div>
                    </div>
                </div>
            }
        })
    }
}
