//! The Legend of Robin Hood's table: the map, the prompt, the open stack of
//! the selected area, both sides' forces, the player aids, the log, and the
//! flip screen that keeps each side's face-down counters from the other.

use super::aids::Aids;
use super::board::{chip_words, chips, map_target, stack_area, Map, Seen};
use super::odds::BattleOdds;
use super::rules;
use super::text;
use super::win::HowToWin;
use crate::i18n::{t, tf};
use crate::table::zoom::Zoomable;
use crate::table::{seat_panel, use_play, LogLine, Parts, Play, TableGame};
use leptos::prelude::*;
use sherwood_engine::{Seat, Viewer};
use sherwood_legend::counters::Kind;
use sherwood_legend::map::Area;
use sherwood_legend::vocab::{Side, ROBIN, SHERIFF};
use sherwood_legend::{Action, Event, Legend, Loc, Pending, Phase, View, LAST_TURN};

/// The zoom a phone starts at (`table::zoom::LEVELS`, 4.5 times its
/// width): the smallest area 40 px across, the smallest name 11 px.
const PHONE_ZOOM: usize = 4;

/// How many of the latest dice the status panel repeats.
const LAST_ROLLS: usize = 4;

impl TableGame for Legend {
    const SEAT_CLASS: [&'static str; 2] = ["seat-robin", "seat-sheriff"];
    const SEAT_NAMES: [&'static str; 2] = ["legend.seat.robin.start", "legend.seat.sheriff.start"];
    const CURTAIN: Option<[(&'static str, &'static str); 2]> = Some([
        ("legend.curtain.title.robin", "legend.curtain.ready.robin"),
        (
            "legend.curtain.title.sheriff",
            "legend.curtain.ready.sheriff",
        ),
    ]);

    fn prompt_text(v: &View, _: bool, _: &[String; 2]) -> String {
        text::prompt_text(v)
    }
    type Entry = sherwood_legend::Entry;
    fn log(v: &View) -> &[Self::Entry] {
        &v.log
    }
    /// A line of the log, linked to its rule.
    fn log_line(e: &Self::Entry, _: &[String; 2]) -> LogLine {
        LogLine {
            text: text::entry_text(e),
            seat_class: match &e.event {
                Event::TurnBegins { .. } => "turn",
                Event::Rolled(_) => "roll",
                _ => "",
            },
            rule: rules::route(rules::section_for(&e.rule)),
            private: false,
            routine: matches!(
                e.event,
                Event::Moved { who: sherwood_legend::Who::Piece(p), .. } if p.side() == Side::Traveller
            ),
        }
    }
    fn progress(v: &View) -> Option<String> {
        let (moved, total) = v.movement_progress()?;
        Some(tf(
            "legend.progress.moved",
            &[("moved", &moved), ("total", &total)],
        ))
    }
    fn parts(play: Play<Self>) -> Parts {
        let seen = Memo::new(move |_| Seen {
            view: play.view.get(),
            legal: play.legal.get(),
        });
        let view = play.view;
        let act = play.act;
        let selected = RwSignal::new(None::<Area>);
        // The step's own area opens by itself (the group moving, the battle);
        // when the screen passes to the other seat, the stack the last player
        // opened closes.
        let viewer = play.viewer;
        Effect::new(move |before: Option<Viewer>| {
            let now = viewer.get();
            match view.with(focus_area) {
                Some(a) => selected.set(Some(a)),
                None if before.is_some_and(|b| b != now) => selected.set(None),
                None => {}
            }
            now
        });
        Parts {
            buttons: view! { <ActionButtons seen act /> }.into_any(),
            board: view! {
                <Zoomable phone=PHONE_ZOOM follow=Signal::derive(move || seen.with(|s| s.view.log.len() + s.legal.len()))>
                    <Map seen on_action=act selected />
                </Zoomable>
                <Stack seen selected act />
                <BattleOdds seen />
            }
            .into_any(),
            side: view! {
                <Status view />
                <HowToWin view />
                <Forces seat=ROBIN />
                <Forces seat=SHERIFF />
                <Aids edition=view.with_untracked(|v| v.options.edition) />
            }
            .into_any(),
        }
    }
}

/// The area the step under way is about, to open its stack by itself.
fn focus_area(v: &View) -> Option<Area> {
    let d = v.detail.as_ref()?;
    use sherwood_legend::PlaceFor::{Escape, Retreat};
    match d.pending.first() {
        Some(Pending::Losses { area, .. }) => return Some(*area),
        Some(Pending::Place {
            why: Escape { from } | Retreat { from },
            ..
        }) => return Some(*from),
        _ => {}
    }
    match &d.phase {
        Phase::Movement { party: Some(p), .. } => Some(p.at),
        Phase::Battle { battle, .. } => Some(battle.area),
        _ => None,
    }
}

/// Whether an action concerns one counter (shown again in its area's stack).
fn piece_of(a: &Action) -> Option<sherwood_legend::vocab::Pid> {
    match a {
        Action::Disguise(p)
        | Action::Undisguise(p)
        | Action::Murder(p)
        | Action::Pick(p)
        | Action::Drop(p)
        | Action::Lose(p)
        | Action::Recruit(p)
        | Action::Hang(p)
        | Action::Ransom(p) => Some(*p),
        _ => None,
    }
}

/// The prompt bar's buttons: every legal action not played on the map or
/// from an area's stack.
#[component]
fn ActionButtons(seen: Memo<Seen>, act: Callback<Action>) -> impl IntoView {
    move || {
        let Seen { view, legal } = seen.get();
        legal
            .into_iter()
            .filter(|a| map_target(a).is_none() && stack_area(&view, a).is_none())
            .map(|a| {
                let label = text::action_label(&view, &a);
                let testid = a.to_string().replace(' ', "-");
                let primary = matches!(a, Action::Done | Action::Halt);
                view! {
                    <button class:primary=primary data-testid=testid on:click=move |_| act.run(a)>{label}</button>
                }
            })
            .collect_view()
    }
}

/// The open stack: the selected area, its terrain and marks, each counter
/// the viewer may see in it, and the moves offered on them.
#[component]
fn Stack(
    seen: Memo<Seen>,
    selected: RwSignal<Option<Area>>,
    act: Callback<Action>,
) -> impl IntoView {
    move || {
        let area = selected.get()?;
        let Seen { view: v, legal } = seen.get();
        let marks: Vec<String> = area
            .marks(v.options.edition)
            .into_iter()
            .map(text::mark_text)
            .collect();
        let lines = chips(&v, area)
            .iter()
            .map(|c| view! { <li class=c.class.replace("chip", "stack-chip")>{chip_words(c)}</li> })
            .collect_view();
        let here: Vec<Action> = legal
            .into_iter()
            .filter(|a| {
                piece_of(a).is_some_and(|p| text::area_of(&v, p) == Some(area))
                    || map_target(a) == Some(area)
            })
            .collect();
        let buttons = here
            .into_iter()
            .map(|a| {
                let label = text::action_label(&v, &a);
                view! { <button data-testid=format!("stack-{}", a.to_string().replace(' ', "-")) on:click=move |_| act.run(a)>{label}</button> }
            })
            .collect_view();
        let neighbours: Vec<String> = area
            .neighbours()
            .iter()
            .map(|(a, _)| text::area_name(*a))
            .collect();
        Some(view! {
            <section class="stack" data-testid="stack" aria-live="polite">
                <h2>{text::area_name(area)}
                    <button class="link close" aria-label=t("legend.stack.close") on:click=move |_| selected.set(None)>"×"</button>
                </h2>
                <p class="muted">{text::terrain_name(area.terrain())}{(!marks.is_empty()).then(|| format!(" · {}", marks.join(" · ")))}</p>
                <ul class="plain">{lines}</ul>
                <div class="row">{buttons}</div>
                <p class="muted small">{tf("legend.stack.borders", &[("areas", &text::list(&neighbours))])}</p>
            </section>
        })
    }
}

/// The turn, both treasuries and the markers.
#[component]
fn Status(view: Memo<View>) -> impl IntoView {
    // Its words worked out at each change, drawn again only when they differ.
    let words = Memo::new(move |_| {
        view.with(|v| {
            let mut lines = vec![
                tf(
                    "legend.status.turn",
                    &[("turn", &v.turn), ("last", &LAST_TURN)],
                ),
                tf(
                    "legend.status.gold",
                    &[
                        ("robin", &text::gold(v.gold[0])),
                        ("sheriff", &text::gold(v.gold[1])),
                    ],
                ),
            ];
            if let Some(tn) = v.tournament {
                lines.push(if tn.held {
                    t("legend.status.tournament_held").to_string()
                } else {
                    tf("legend.status.tournament", &[("turn", &tn.turn)])
                });
            }
            if let Some(m) = v.marriage {
                lines.push(
                    match m {
                        sherwood_legend::Marriage::Robin => t("legend.status.married_robin"),
                        sherwood_legend::Marriage::SirGuy => t("legend.status.married_guy"),
                    }
                    .to_string(),
                );
            }
            if let Some(until) = v.wounded_until {
                lines.push(tf("legend.status.wounded", &[("turn", &until)]));
            }
            if v.richard_met {
                lines.push(t("legend.status.richard_met").to_string());
            }
            if v.options.strict_victory {
                lines.push(t("legend.status.strict").to_string());
            }
            // The last dice, beside the map: the log with every roll is further
            // down the side panel (below the fold on most screens).
            let mut rolls: Vec<String> = v
                .log
                .iter()
                .rev()
                .filter_map(|e| match &e.event {
                    Event::Rolled(r) => Some(text::roll_text(r)),
                    _ => None,
                })
                .take(LAST_ROLLS)
                .collect();
            rolls.reverse();
            (lines, rolls)
        })
    });
    move || {
        let (lines, rolls) = words.get();
        view! {
            <section class="status" data-testid="status">
                <h2>{t("legend.status.title")}</h2>
                <ul class="plain">{lines.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                {(!rolls.is_empty()).then(|| view! {
                    <h3>{t("legend.status.last_rolls")}</h3>
                    <ul class="plain dice" data-testid="last-rolls">{rolls.into_iter().map(|l| view! { <li>{l}</li> }).collect_view()}</ul>
                })}
            </section>
        }
    }
}

/// A side's counters: its leaders one by one, where each stands, and its units by kind.
#[component]
fn Forces(seat: Seat) -> impl IntoView {
    let view = use_play::<Legend>().view;
    // Its words worked out at each change, drawn again only when they differ.
    let words = Memo::new(move |_| {
        view.with(|v| {
            let side = Side::of_seat(seat);
            let mine: Vec<_> = v.pieces.iter().filter(|pv| pv.side == side).collect();
            let leaders = mine
                .iter()
                .filter_map(|pv| pv.pid.filter(|p| !p.kind().is_unit()).map(|p| (p, pv)))
                .filter(|(_, pv)| pv.state.at != Loc::Off)
                .map(|(p, pv)| {
                    let place = match pv.state.area() {
                        Some(a) => text::area_name(a),
                        None => text::off_map(pv.state.at).unwrap_or_default(),
                    };
                    let mut words = vec![place];
                    if pv.state.captive {
                        words.push(t("legend.state.captive").to_string());
                    }
                    if let Some(h) = pv.hidden {
                        words.push(text::hidden_state(h).to_string());
                    }
                    tf(
                        "legend.forces.leader",
                        &[
                            ("piece", &text::piece_name(p)),
                            ("where", &words.join(", ")),
                        ],
                    )
                })
                .collect::<Vec<_>>();
            let mut units: Vec<String> = vec![];
            for k in Kind::ALL.iter().filter(|k| k.is_unit() && k.side() == side) {
                let of_kind: Vec<_> = mine
                    .iter()
                    .filter(|pv| pv.pid.is_some_and(|p| p.kind() == *k))
                    .collect();
                let on_map = of_kind
                    .iter()
                    .filter(|pv| pv.state.area().is_some() && pv.hidden.is_none())
                    .count();
                let returning = of_kind
                    .iter()
                    .filter(|pv| matches!(pv.state.at, Loc::Returning(_)))
                    .count();
                let gone = of_kind.iter().filter(|pv| pv.state.at == Loc::Gone).count();
                let counts: Vec<String> = [
                    ("legend.forces.on_map", on_map),
                    ("legend.forces.returning", returning),
                    ("legend.forces.gone", gone),
                ]
                .into_iter()
                .filter(|(_, n)| *n > 0)
                .map(|(key, n)| tf(key, &[("n", &n)]))
                .collect();
                if !counts.is_empty() {
                    units.push(tf(
                        "legend.forces.units",
                        &[
                            ("kind", &text::kind_name(*k)),
                            ("counts", &counts.join(", ")),
                        ],
                    ));
                }
            }
            let face_down = mine
                .iter()
                .filter(|pv| pv.pid.is_none() && pv.state.area().is_some())
                .count();
            if face_down > 0 {
                units.push(tf("legend.forces.face_down", &[("n", &face_down)]));
            }
            (text::gold(v.gold[seat as usize]), leaders, units)
        })
    });
    let s = seat as usize;
    let body = view! {
        <p>{move || words.with(|w| w.0.clone())}</p>
        <ul class="plain">{move || words.with(|(_, leaders, units)| leaders.iter().chain(units).map(|l| view! { <li>{l.clone()}</li> }).collect_view())}</ul>
    };
    seat_panel::<Legend>(seat, format!("forces-{s}"), body.into_any())
}
