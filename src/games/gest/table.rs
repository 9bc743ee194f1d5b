//! The A Gest of Robin Hood table: map, tracks, card, forces, player aids,
//! and the flip screen that keeps each side's secrets.

use super::board::{map_target, Map};
use super::text;
use crate::i18n::{t, tf, tn};
use crate::route::Route;
use crate::table::zoom::Zoomable;
use crate::table::{seat_panel, use_play, LogLine, Parts, Play, TableGame};
use leptos::prelude::*;
use sherwood_engine::{Game, Seat};
use sherwood_gest::cards::{self, Card};
use sherwood_gest::{Action, Choice, Event, Gest, Step, View, ROBIN, SHERIFF};

const SEAT_CLASS: [&str; 2] = Gest::SEAT_CLASS;

impl TableGame for Gest {
    const SEAT_CLASS: [&'static str; 2] = ["seat-robin", "seat-sheriff"];
    const SEAT_NAMES: [&'static str; 2] = ["gest.seat.robin.start", "gest.seat.sheriff.start"];
    const CURTAIN: Option<[(&'static str, &'static str); 2]> = Some([
        ("gest.curtain.title.robin", "gest.curtain.ready.robin"),
        ("gest.curtain.title.sheriff", "gest.curtain.ready.sheriff"),
    ]);

    fn prompt_text(v: &View, _: bool, _: &[String; 2]) -> String {
        text::prompt_text(v)
    }
    type Entry = sherwood_gest::Entry;
    fn log(v: &View) -> &[Self::Entry] {
        &v.log
    }
    /// A line of the log: a seat's private lines are in its own view only.
    fn log_line(e: &Self::Entry, _: &[String; 2]) -> LogLine {
        LogLine {
            text: text::entry_text(e),
            seat_class: "",
            rule: entry_link(e),
            private: e.only.is_some(),
            routine: matches!(
                e.event,
                Event::Eligibility { .. }
                    | Event::Reshuffled { .. }
                    | Event::Setup
                    | Event::NoEffect
                    | Event::Shillings { .. }
            ),
        }
    }
    fn offer(v: &mut View, legal: &[Action]) {
        v.legal = legal.to_vec();
    }
    fn parts(play: Play<Self>) -> Parts {
        let view = play.view;
        let act = play.act;
        Parts {
            buttons: view! {
                <ActionButtons view act />
                <PromptCard view />
            }
            .into_any(),
            board: view! {
                <Zoomable><Map view on_action=act /></Zoomable>
                <Tracks view />
            }
            .into_any(),
            side: view! {
                <CardPanel view />
                <Forces seat=ROBIN />
                <Forces seat=SHERIFF />
                <Travellers view />
                <Aids />
            }
            .into_any(),
        }
    }
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

/// The prompt bar's buttons: every legal action not played on the map (the
/// Initiative track's choices are offered here too, so they are always in reach).
#[component]
fn ActionButtons(view: Memo<View>, act: Callback<Action>) -> impl IntoView {
    // Read in place: a copy of the whole view (its log and all) for the
    // bar, and again for each button, was made at every change.
    move || {
        view.with(|v| {
            v.legal
                .iter()
                .filter(|a| map_target(a).is_none())
                .map(|a| {
                    let label = text::action_label_in(v, a);
                    let testid = a.to_string().replace(' ', "-");
                    let primary = matches!(a, Action::Done);
                    let a = a.clone();
                    view! {
                        <button class:primary=primary data-testid=testid on:click=move |_| act.run(a.clone())>{label}</button>
                    }
                })
                .collect_view()
        })
    }
}

/// Royal Favour, the Initiative track and the Ballad.
#[component]
fn Tracks(view: Memo<View>) -> impl IntoView {
    let favour = move || {
        let f = view.with(|v| v.royal_favour);
        (-7i8..=7)
            .filter(|&i| i != 0)
            .map(|i| {
                let label = if i < 0 { tf("gest.track.justice_box", &[("n", &-i)]) } else { tf("gest.track.order_box", &[("n", &i)]) };
                view! {
                    <li class:justice={i < 0} class:order={i > 0} class:here={i == f} aria-current=(i == f).then_some("true")>{label}</li>
                }
            })
            .collect_view()
    };
    let favour_text = move || {
        let f = view.with(|v| v.royal_favour);
        tf("gest.track.favour", &[("favour", &text::favour_text(f))])
    };
    let boxes = move || {
        view.with(|v| {
            Choice::ALL
                .iter()
                .map(|&c| {
                    let occupant = v.boxes[c.index()];
                    // The choice itself is made in the prompt bar, the one place
                    // every choice is made; the box shows who stands where and
                    // which boxes are open.
                    let open = v.legal.contains(&Action::Choose(c)) || v.legal.contains(&Action::Pass(c));
                    view! {
                        <div class="box" class:open=open data-testid=format!("box-{}", c.name()) title=text::choice_summary(c)>
                            <b>{text::choice_name(c)}</b>
                            {occupant.map(|s| view! { <span class=format!("cylinder {}", SEAT_CLASS[s as usize])>{text::seat_title(s)}</span> })}
                        </div>
                    }
                })
                .collect_view()
        })
    };
    let eligibility = move || {
        let e = view.with(|v| v.eligible);
        tf(
            "gest.track.eligibility",
            &[
                ("first", &text::seat_title(e[0])),
                ("second", &text::seat_name(e[1])),
            ],
        )
    };
    let ballad = move || {
        view.with(|v| match cards_to_inspection(v.deck_count) {
            Some(n) => tn(
                "gest.track.ballad",
                n.into(),
                &[("ballad", &v.ballad), ("deck", &v.deck_count)],
            ),
            None => tf("gest.track.ballad_spent", &[("ballad", &v.ballad)]),
        })
    };
    let last_roll = move || {
        view.with(|v| {
            v.log.iter().rev().find_map(|e| match &e.event {
                Event::RobRolled {
                    at,
                    green,
                    die,
                    attack,
                    defence,
                    success,
                } => Some(tf(
                    "gest.track.last_roll",
                    &[
                        ("space", &text::space_name(*at)),
                        ("colour", &text::die_colour(*green)),
                        ("die", &format!("{die:+}")),
                        ("attack", attack),
                        ("defence", defence),
                        ("result", &text::rob_result(*success)),
                    ],
                )),
                _ => None,
            })
        })
    };
    view! {
        <section class="tracks" data-testid="tracks">
            <div class="favour">
                <span>{favour_text}</span>
                <ol class="favour-track" aria-label=t("gest.track.favour_label")>{favour}</ol>
            </div>
            <div class="initiative" aria-label=t("gest.track.initiative_label")>
                <div class="boxes">{boxes}</div>
                <span class="muted">{eligibility}</span>
            </div>
            <p class="ballad">{ballad}</p>
            <p class="dice" data-testid="last-roll">{last_roll}</p>
        </section>
    }
}

/// A card: its title and text; `full` adds the note on who may play a side.
fn card_view(card: Card, full: bool) -> impl IntoView {
    let c = text::card_text(card);
    view! {
        <h3>{tf("gest.card.heading", &[("n", &card), ("title", &text::card_title(card))])}</h3>
        {c.single.map(|s| view! { <p>{s}</p> })}
        {c.light.map(|s| view! { <p class="side light"><b>{t("gest.card.light")}</b>" "{s}</p> })}
        {c.dark.map(|s| view! { <p class="side dark"><b>{t("gest.card.dark")}</b>" "{s}</p> })}
        {(full && c.light.is_some() && c.dark.is_some()).then(|| view! { <p class="muted small">{text::event_sides_note()}</p> })}
    }
}

/// The current card beside the choices that need it (an Initiative box, a
/// side of the Event, the Event's steps): on a phone the card panel is
/// screens below, so the prompt bar carries it there (hidden on wide screens,
/// where the panel stands beside the prompt).
#[component]
fn PromptCard(view: Memo<View>) -> impl IntoView {
    move || {
        let (card, step) = view.with(|v| (v.card, v.prompt.step));
        let needed = matches!(step, Step::Eligible | Step::EventSide | Step::Event);
        card.filter(|_| needed).map(|c| {
            view! { <div class="prompt-card" data-testid="prompt-card">{card_view(c, false)}</div> }
        })
    }
}

#[component]
fn CardPanel(view: Memo<View>) -> impl IntoView {
    move || {
        let card = view.with(|v| v.card);
        view! {
            <section class="card-panel" data-testid="card">
                <h2>{t("gest.card.current")}</h2>
                {match card {
                    Some(c) => card_view(c, true).into_any(),
                    None => view! { <p class="muted">{t("gest.card.none")}</p> }.into_any(),
                }}
            </section>
        }
    }
}

#[component]
fn Forces(seat: Seat) -> impl IntoView {
    let view = use_play::<Gest>().view;
    let s = seat as usize;
    // Its words worked out at each change, drawn again only when they differ.
    let lines = Memo::new(move |_| {
        view.with(|v| {
            let men = |n: u8| tn("gest.piece.man.n", n.into(), &[]);
            let by_kind = |key: &str, k: [u8; 3]| {
                tf(
                    key,
                    &[("tallage", &k[0]), ("tribute", &k[1]), ("trap", &k[2])],
                )
            };
            let lines: Vec<String> = if seat == ROBIN {
                vec![
                    text::shillings(v.shillings[s]),
                    tf(
                        "gest.forces.robin_available",
                        &[
                            ("men", &men(v.available_merry_men)),
                            (
                                "camps",
                                &tn("gest.piece.camp.n", v.available_camps.into(), &[]),
                            ),
                        ],
                    ),
                    tf("gest.forces.prison", &[("men", &men(v.prison))]),
                    match v.robin {
                        Some(sherwood_gest::Robin::Available) => {
                            t("gest.forces.robin_is_available").to_string()
                        }
                        Some(sherwood_gest::Robin::Prison) => {
                            t("gest.forces.robin_in_prison").to_string()
                        }
                        None if v.robin_in_doubt => t("gest.forces.robin_in_doubt").to_string(),
                        _ => String::new(),
                    },
                ]
            } else {
                vec![
                    text::shillings(v.shillings[s]),
                    tf(
                        "gest.forces.henchmen_available",
                        &[(
                            "henchmen",
                            &tn("gest.piece.henchman.n", v.available_henchmen.into(), &[]),
                        )],
                    ),
                    match v.available_cart_kinds {
                        Some(k) => by_kind("gest.forces.carts_by_kind", k),
                        None => tf("gest.forces.carts", &[("n", &v.available_carts)]),
                    },
                    by_kind("gest.forces.used_carts", v.used_carts),
                ]
            };
            lines
                .into_iter()
                .filter(|l| !l.is_empty())
                .collect::<Vec<_>>()
        })
    });
    let body = view! {
        <ul class="plain">{move || lines.get().into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
    };
    seat_panel::<Gest>(seat, format!("forces-{s}"), body.into_any())
}

#[component]
fn Travellers(view: Memo<View>) -> impl IntoView {
    move || {
        view.with(|v| {
            let names = |list: &[cards::Traveller]| {
                if list.is_empty() {
                    t("gest.piles.none").to_string()
                } else {
                    text::list_plain(
                        &list
                            .iter()
                            .map(|tr| text::traveller_name(*tr))
                            .collect::<Vec<_>>(),
                    )
                }
            };
            view! {
                <section class="piles" data-testid="travellers">
                    <span>{tn("gest.piles.deck", v.traveller_count.into(), &[])}</span>
                    <span>{tf("gest.piles.victims", &[("cards", &names(&v.victims))])}</span>
                    <span>{tf("gest.piles.discard", &[("cards", &names(&v.traveller_discard))])}</span>
                </section>
            }
        })
    }
}

/// Player aids: Plots and Deeds, the Royal Inspection, the Rob, the card list.
#[component]
fn Aids() -> impl IntoView {
    use sherwood_gest::{Deed, Plot};
    let entry =
        |name: &str, detail: &str| tf("gest.aids.entry", &[("name", &name), ("detail", &detail)]);
    view! {
        <section class="aids">
            <details>
                <summary>{t("gest.aids.plots_and_deeds")}</summary>
                <dl>
                    {Plot::ALL.iter().map(|&p| view! { <dt>{entry(text::plot_name(p), text::seat_title(p.seat()))}</dt><dd>{text::plot_summary(p)}</dd> }).collect_view()}
                    {Deed::ALL.iter().map(|&d| view! { <dt>{entry(text::deed_name(d), text::seat_title(d.seat()))}</dt><dd>{text::deed_summary(d)}</dd> }).collect_view()}
                </dl>
            </details>
            <details>
                <summary>{t("gest.aids.inspection")}</summary>
                <ol>{text::inspection_steps().into_iter().map(|(title, d)| view! { <li><b>{title}</b>" — "{d}</li> }).collect_view()}</ol>
            </details>
            <details>
                <summary>{t("gest.aids.rob")}</summary>
                <p>{text::rob_summary()}</p>
                <p>{text::dice_text()}</p>
            </details>
            <details>
                <summary>{t("gest.aids.travellers_and_carriages")}</summary>
                <dl>
                    {text::TRAVELLERS.iter().map(|&tr| {
                        let (light, dark) = text::traveller_text(tr);
                        view! {
                            <dt>{entry(text::traveller_name(tr), text::traveller_copies(tr))}</dt>
                            <dd>{light}{dark.map(|d| view! { <br /><i>{t("gest.aids.or")}" "</i>{d} })}</dd>
                        }
                    }).collect_view()}
                    {sherwood_gest::CartKind::ALL.iter().map(|&k| view! { <dt>{text::cart_name(k)}</dt><dd>{text::cart_summary(k)}</dd> }).collect_view()}
                </dl>
            </details>
            <details>
                <summary>{t("gest.aids.all_cards")}</summary>
                {(1..=32u8).map(|c| view! { <div class="card-entry">{card_view(c, false)}</div> }).collect_view()}
            </details>
        </section>
    }
}
