//! The Skirmish in Sherwood table: the map, the orders of the selected
//! character with the odds of a shot or melee, the sides, the last roll,
//! and the flip screen while the outlaws hide.

use super::board::{side_class, HexTarget, Map, Pick, Plan};
use super::key::MapKey;
use super::last_move::last_move;
use super::odds::Orders;
use super::steer::{route_text, Steered};
use super::text;
use crate::i18n::{t, tf};
use crate::route::Route;
use crate::table::zoom::Zoomable;
use crate::table::{seat_panel, use_play, LogLine, Parts, Play, TableGame};
use leptos::prelude::*;
use sherwood_engine::{Game, Seat, Viewer};
use sherwood_skirmish::hex::Hex;
use sherwood_skirmish::log::Event;
use sherwood_skirmish::roster::{Side, Who};
use sherwood_skirmish::scenario::Choice;
use sherwood_skirmish::{Action, Character, Health, Skirmish, View};

const SEAT_CLASS: [&str; 2] = Skirmish::SEAT_CLASS;

fn rule(section: &str) -> Route {
    Route::rule(Skirmish::ID, section)
}

/// The hexes that steer the selected character's move: the route's end
/// first (it makes the move), then each hex the route may go on to, then
/// the route's own hexes (it ends there instead). Only hexes a legal move
/// ends on are offered (a lesson offers one).
fn steer_targets(s: Steered, ends: &[Hex], out: &mut Plan) {
    let who = text::capitalized(&text::who_name(s.who));
    let points = s.steering.points;
    let route_to = |hex: Hex, spent: u8| {
        tf(
            "skirmish.map.route_to",
            &[
                ("hex", &hex),
                ("who", &who),
                ("spent", &spent),
                ("points", &points),
            ],
        )
    };
    if let (Some(&end), Some(action)) = (s.route.last(), &s.action) {
        if ends.contains(&end) {
            out.hexes.push(HexTarget {
                hex: end,
                pick: Pick::Play(action.clone()),
                label: tf(
                    "skirmish.map.move_here",
                    &[
                        ("hex", &end),
                        ("who", &who),
                        ("route", &route_text(&s.route)),
                        ("spent", &s.steering.spent()),
                        ("points", &points),
                    ],
                ),
                mark: "commit",
            });
        }
    }
    for leg in &s.steering.onward {
        if ends.contains(&leg.to) {
            let mut route = s.route.clone();
            route.extend_from_slice(&leg.hexes);
            out.hexes.push(HexTarget {
                hex: leg.to,
                pick: Pick::Steer(route),
                label: route_to(leg.to, leg.spent),
                mark: "",
            });
        }
    }
    for (k, &hex) in s.route.iter().enumerate().rev().skip(1) {
        if ends.contains(&hex) {
            out.hexes.push(HexTarget {
                hex,
                pick: Pick::Steer(s.route[..=k].to_vec()),
                label: route_to(hex, s.spent_to(k)),
                mark: "on-route",
            });
        }
    }
    out.steered = Some(s);
}

/// What the map offers for the legal actions, the selection, the route
/// being steered (`steer` asked only when the selected character has a
/// move) and the aim.
fn plan(
    v: &View,
    legal: &[Action],
    selected: Option<Who>,
    aimed: Option<Who>,
    steer: impl FnOnce(Who) -> Option<Steered>,
) -> Plan {
    let mut p = Plan {
        selected,
        aimed,
        ..Plan::default()
    };
    let at = |w: Who| {
        v.characters
            .iter()
            .find(|c| c.who == w)
            .and_then(|c| c.on_map())
    };
    let mut ends = Vec::new();
    for a in legal {
        match a {
            // Placing and recoiling name one hex each: picked at once.
            Action::Place { at, .. } | Action::Recoil { to: at, .. } => p.hexes.push(HexTarget {
                hex: *at,
                pick: Pick::Play(a.clone()),
                label: tf(
                    "skirmish.map.target",
                    &[("hex", at), ("action", &text::action_label(a))],
                ),
                mark: "",
            }),
            Action::Move { who, to, .. } if Some(*who) == selected => ends.push(*to),
            _ => {}
        }
        for w in a.actors() {
            let pick = Pick::Select(w);
            if !matches!(a, Action::Place { .. } | Action::Recoil { .. })
                && !p.counters.iter().any(|(x, _)| *x == w)
            {
                p.counters.push((w, pick));
            }
        }
        if let (Some(s), Some(target)) = (selected, a.struck()) {
            if a.actors().contains(&s) && !p.counters.iter().any(|(x, _)| *x == target) {
                p.counters.push((target, Pick::Aim(target)));
            }
        }
    }
    if let Some(s) = selected.filter(|_| !ends.is_empty()).and_then(steer) {
        steer_targets(s, &ends, &mut p);
    }
    if let (Some(s), Some(target)) = (selected, aimed) {
        if legal.contains(&Action::Fire { shooter: s, target }) {
            p.sight = at(s).zip(at(target));
        }
    }
    p
}

/// The zoom a phone starts at (`table::zoom::LEVELS`, three times its
/// width): the smallest hex 40 px across, the smallest text 11 px.
const PHONE_ZOOM: usize = 3;

impl TableGame for Skirmish {
    const SEAT_CLASS: [&'static str; 2] = ["seat-outlaws", "seat-sheriff"];
    const SEAT_NAMES: [&'static str; 2] = ["skirmish.seat.outlaws", "skirmish.seat.sheriff"];
    const CURTAIN: Option<[(&'static str, &'static str); 2]> = Some([
        (
            "skirmish.curtain.title.outlaws",
            "skirmish.curtain.ready.outlaws",
        ),
        (
            "skirmish.curtain.title.sheriff",
            "skirmish.curtain.ready.sheriff",
        ),
    ]);

    fn prompt_text(v: &View, mine: bool, _: &[String; 2]) -> String {
        text::prompt_text(v, mine)
    }
    type Entry = sherwood_skirmish::log::Entry;
    fn log(v: &View) -> &[Self::Entry] {
        &v.log
    }
    /// A line of the log, in its side's colour when a phase begins.
    fn log_line(e: &Self::Entry, _: &[String; 2]) -> LogLine {
        LogLine {
            text: text::entry_text(e),
            seat_class: match &e.event {
                Event::PhaseBegins { side, .. } => SEAT_CLASS[side.seat() as usize],
                _ => "",
            },
            rule: rule(text::entry_rule(e)),
            private: false,
            routine: matches!(e.event, Event::Unseen { .. } | Event::StoodUp { .. }),
        }
    }
    fn end_title(winner: Seat, _: &[String; 2]) -> String {
        t(&text::side_key(
            "skirmish.table.wins",
            Side::from_seat(winner),
        ))
        .to_string()
    }
    fn end_lines(v: &View) -> Vec<String> {
        vec![tf(
            "skirmish.table.points",
            &[("outlaws", &v.points[0]), ("sheriff", &v.points[1])],
        )]
    }
    fn parts(play: Play<Self>) -> Parts {
        let Play {
            session,
            view,
            legal,
            act,
            viewer,
            ..
        } = play;
        let selected = RwSignal::new(None::<Who>);
        let aimed = RwSignal::new(None::<Who>);
        let route = RwSignal::new(Vec::<Hex>::new());
        // A new position starts with nothing picked.
        Effect::new(move |_| {
            session.game.track();
            selected.set(None);
            aimed.set(None);
            route.set(Vec::new());
        });
        let on_pick = Callback::new(move |p: Pick| match p {
            Pick::Select(w) => {
                aimed.set(None);
                route.set(Vec::new());
                selected.update(|s| *s = if *s == Some(w) { None } else { Some(w) });
            }
            Pick::Aim(w) => aimed.set(Some(w)),
            Pick::Play(a) => act.run(a),
            Pick::Steer(r) => route.set(r),
        });
        // A memo: the map's layers, its counters and the panels all read it,
        // and working it out (the move's search, a label a hex) is a click's
        // largest cost.
        let plan: Signal<Plan> = Memo::new(move |_| {
            view.with(|v| {
                let legal = legal.get();
                // The selected character's move, as far as it is steered.
                let steer = |who| {
                    let r = route.get();
                    session.game.with(|m| Steered::of(m.game(), who, &r))
                };
                let mut p = plan(v, &legal, selected.get(), aimed.get(), steer);
                let current = match viewer.get() {
                    Viewer::Seat(s) => Some(Side::from_seat(s)),
                    Viewer::Public => v.to_move,
                };
                p.last = current.and_then(|side| last_move(&v.log, v.scenario(), side));
                p
            })
        })
        .into();
        Parts {
            buttons: view! {
                <Orders session view legal selected aimed plan route act />
                <EndButton legal act />
            }
            .into_any(),
            board: view! {
                <Zoomable phone=PHONE_ZOOM follow=Signal::derive(move || view.with(|v| v.log.len()) + legal.with(Vec::len))>
                    <Map view plan on_pick />
                </Zoomable>
                <LastRoll view />
            }
            .into_any(),
            side: view! {
                <ScenarioPanel view />
                <MapKey view />
                <Forces side=Side::Outlaws on_pick plan />
                <Forces side=Side::Sheriff on_pick plan />
            }
            .into_any(),
        }
    }
}

/// End the step: the one action never played on the map.
#[component]
fn EndButton(legal: Memo<Vec<Action>>, act: Callback<Action>) -> impl IntoView {
    move || {
        legal.with(|l| l.contains(&Action::End)).then(|| {
            view! {
                <button class="primary" data-testid="end" on:click=move |_| act.run(Action::End)>
                    {text::action_label(&Action::End)}
                </button>
            }
        })
    }
}

/// The latest die roll, with the table, column and row it was read on.
#[component]
fn LastRoll(view: Memo<View>) -> impl IntoView {
    let roll = move || {
        view.with(|v| {
            v.log
                .iter()
                .rev()
                .find(|e| matches!(e.event, Event::Fire(_) | Event::Melee(_)))
                .map(text::entry_text)
        })
    };
    view! {
        <p class="dice" data-testid="last-roll">
            {move || roll().unwrap_or_else(|| t("skirmish.table.no_roll").to_string())}
        </p>
    }
}

/// The scenario: its briefing, the turn and the points.
#[component]
fn ScenarioPanel(view: Memo<View>) -> impl IntoView {
    move || {
        view.with(|v| {
            let id = v.scenario;
            view! {
                <section class="scenario-panel" data-testid="scenario">
                    <h2>{text::scenario_name(id)}</h2>
                    <p class="small">{text::scenario_briefing(id, v.rules)}</p>
                    {matches!(id, Choice::Written(_)).then(|| view! { <p class="muted small">{t("skirmish.new.written_note")}</p> })}
                    <p data-testid="points">
                        {tf("skirmish.table.turn", &[("turn", &v.turn), ("turns", &v.turns)])}
                        " · "
                        {tf("skirmish.table.points", &[("outlaws", &v.points[0]), ("sheriff", &v.points[1])])}
                    </p>
                </section>
            }
        })
    }
}

/// A character in the list of its side: where it is, its state, its
/// strengths now and its weapon.
fn character_line(c: &Character) -> String {
    let (a, d, m) = c.strengths();
    let dead = c.health == Health::Dead;
    let place = match (c.on_map(), c.exited) {
        (Some(h), _) => h.to_string(),
        (None, true) => t("skirmish.state.left").to_string(),
        (None, false) if dead => text::health_name(Health::Dead).to_string(),
        (None, false) => t("skirmish.state.unplaced").to_string(),
    };
    // The dead say so once, as their place.
    let mut state: Vec<&str> = Vec::new();
    if !dead {
        state.push(text::health_name(c.health));
    }
    if c.mounted {
        state.push(t("skirmish.state.mounted"));
    }
    if c.hidden {
        state.push(t("skirmish.state.hidden"));
    }
    if c.bound && !dead {
        state.push(t("skirmish.state.bound"));
    }
    let state = state.join(", ");
    let strengths = tf(
        "skirmish.forces.strengths",
        &[("a", &a), ("d", &d), ("m", &m)],
    );
    let weapon = c
        .who
        .kind()
        .weapon
        .map_or("", |w| text::weapon_name(Some(w)));
    [place.as_str(), state.as_str(), strengths.as_str(), weapon]
        .into_iter()
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join(" · ")
}

/// A side's characters, each with its state; one that may act is picked
/// here as on the map.
#[component]
fn Forces(side: Side, on_pick: Callback<Pick>, plan: Signal<Plan>) -> impl IntoView {
    let view = use_play::<Skirmish>().view;
    let seat = side.seat() as usize;
    // The heading is drawn once (it follows the game by itself); the list
    // again at each change of the view or the plan.
    let rows = move || {
        view.with(|v| {
            let p = plan.get();
            let men = v
                .characters
                .iter()
                .filter(|c| c.side() == side)
                .map(|c| {
                    let line = character_line(c);
                    let pick = p.counters.iter().find(|(w, _)| *w == c.who).map(|(_, k)| k.clone());
                    let name = text::capitalized(&text::who_name(c.who));
                    let selected = p.selected == Some(c.who);
                    view! {
                        <li class:selected=selected class:gone=c.on_map().is_none()>
                            <span class=format!("mini {}", side_class(side))>{text::who_mark(c.who)}</span>
                            {match pick {
                                Some(pick) => view! { <button class="link" on:click=move |_| on_pick.run(pick.clone())>{name}</button> }.into_any(),
                                None => view! { <span>{name}</span> }.into_any(),
                            }}
                            " "
                            <span class="muted small">
                                {line}
                            </span>
                        </li>
                    }
                })
                .collect_view();
            // The other side's men hidden from the viewer are not listed:
            // an empty list says none is in sight rather than nothing.
            let none = men
                .is_empty()
                .then(|| view! { <li class="muted">{t("skirmish.forces.none_seen")}</li> });
            (men, none)
        })
    };
    let body = view! { <ul class="plain forces">{rows}</ul> };
    seat_panel::<Skirmish>(side.seat(), format!("forces-{seat}"), body.into_any())
}

#[cfg(test)]
mod tests {
    use super::*;
    use sherwood_engine::Match;
    use sherwood_skirmish::scenario::ScenarioId;
    use sherwood_skirmish::{Moment, Options, PlayerStep};

    fn game(scenario: ScenarioId) -> Match<Skirmish> {
        Match::new(Options::of(scenario), 3)
    }

    #[test]
    fn the_list_says_a_dead_character_is_dead_once() {
        crate::i18n::with_lang(crate::i18n::Lang::En, || {
            let mut c = Character::new(Who::by_name("guard1").unwrap(), None);
            c.health = Health::Dead;
            assert_eq!(character_line(&c), "dead · A6 D6 M6");
            c = Character::new(Who::by_name("robin").unwrap(), "e5".parse().ok());
            c.health = Health::Wounded;
            assert_eq!(character_line(&c), "e5 · wounded · A4 D4 M5 · bow");
        });
    }

    /// The outlaws' movement step of a rescue, and Robin Hood.
    fn rescue_movement() -> (Match<Skirmish>, Who) {
        let mut m = game(ScenarioId::Rescue);
        while m.game().moment() != &Moment::Step(PlayerStep::Movement) {
            m.apply_text("end").unwrap();
        }
        (m, Who::by_name("robin").unwrap())
    }

    #[test]
    fn selecting_a_character_offers_its_moves_and_nothing_else() {
        let (m, robin) = rescue_movement();
        let g = m.game();
        let v = g.view(Viewer::Seat(0));
        let legal = g.legal();
        let p = plan(&v, &legal, Some(robin), None, |w| Steered::of(g, w, &[]));
        let mut ends: Vec<Hex> = legal
            .iter()
            .filter_map(|a| match a {
                Action::Move { who, to, .. } if *who == robin => Some(*to),
                _ => None,
            })
            .collect();
        let mut offered: Vec<Hex> = p.hexes.iter().map(|t| t.hex).collect();
        ends.sort();
        offered.sort();
        assert_eq!(offered, ends, "each hex Robin may move to, once");
        for t in &p.hexes {
            let Pick::Steer(route) = &t.pick else {
                panic!("{t:?}: a first pick only shows the route")
            };
            assert_eq!(route.last(), Some(&t.hex));
        }
        assert!(
            p.steered.as_ref().is_some_and(|s| s.route.is_empty()),
            "no route before a hex is picked"
        );
        assert!(p.counters.iter().any(|(w, _)| *w == robin));
        let none = plan(&v, &legal, None, None, |_| panic!("nobody selected"));
        assert!(none.hexes.is_empty(), "no hex before a character is picked");
    }

    #[test]
    fn a_picked_hex_shows_the_route_and_picked_again_moves() {
        let (mut m, robin) = rescue_movement();
        let (from, route, moved) = {
            let g = m.game();
            let v = g.view(Viewer::Seat(0));
            let legal = g.legal();
            let from = g.character(robin).unwrap().at.unwrap();
            let first = plan(&v, &legal, Some(robin), None, |w| Steered::of(g, w, &[]));
            // The farthest hex: a route of several hexes.
            let far = first
                .hexes
                .iter()
                .filter_map(|t| match &t.pick {
                    Pick::Steer(r) => Some(r.clone()),
                    _ => None,
                })
                .max_by_key(Vec::len)
                .unwrap();
            assert!(far.len() > 1);
            let p = plan(&v, &legal, Some(robin), None, |w| Steered::of(g, w, &far));
            let s = p.steered.clone().expect("Robin's move, steered");
            let end = *far.last().unwrap();
            let commit = &p.hexes[0];
            assert_eq!(
                (commit.hex, commit.mark),
                (end, "commit"),
                "the route's end first"
            );
            let Pick::Play(moved) = commit.pick.clone() else {
                panic!("{commit:?}")
            };
            assert!(legal.contains(&moved), "the cheapest path: {moved}");
            let mut drawn = vec![from];
            drawn.extend_from_slice(&far);
            assert_eq!(
                s.drawn().collect::<Vec<_>>(),
                drawn,
                "the route is drawn from Robin's hex"
            );
            // A hex of the route ends it there (one a friend stands on is
            // passed through, not offered).
            let backs: Vec<&HexTarget> = p.hexes.iter().filter(|t| t.mark == "on-route").collect();
            assert!(!backs.is_empty());
            for b in backs {
                let k = far.iter().position(|h| *h == b.hex).expect("on the route");
                assert_eq!(b.pick, Pick::Steer(far[..=k].to_vec()));
            }
            assert_eq!(s.steering.spent_at.len(), far.len(), "a cost for each hex");
            (from, far, moved)
        };
        assert!(!route.contains(&from));
        m.apply(&moved).unwrap();
        assert_eq!(m.game().character(robin).unwrap().at, route.last().copied());
    }

    #[test]
    fn a_steered_route_names_its_hexes_when_not_the_cheapest() {
        let (mut m, robin) = rescue_movement();
        let g = m.game().clone();
        let g = &g;
        let v = g.view(Viewer::Seat(0));
        let legal = g.legal();
        // One hex, then on from there to a hex the cheapest path reaches
        // another way.
        let first = Steered::of(g, robin, &[]).unwrap();
        let (route, action) = first
            .steering
            .onward
            .iter()
            .filter(|l| l.hexes.len() == 1)
            .find_map(|one| {
                let s = Steered::of(g, robin, &one.hexes)?;
                s.steering.onward.iter().find_map(|on| {
                    let mut route = one.hexes.clone();
                    route.extend_from_slice(&on.hexes);
                    let a = g.steered_move(robin, &route)?;
                    matches!(&a, Action::Move { via, .. } if !via.is_empty()).then_some((route, a))
                })
            })
            .expect("a route that is not the cheapest");
        let p = plan(&v, &legal, Some(robin), None, |w| Steered::of(g, w, &route));
        assert_eq!(p.hexes[0].pick, Pick::Play(action.clone()));
        assert!(!legal.contains(&action), "legal lists cheapest paths only");
        m.apply(&action).unwrap();
        assert_eq!(m.game().character(robin).unwrap().at, route.last().copied());
    }
}
