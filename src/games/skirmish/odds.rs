//! The orders of the selected character, in the prompt bar: its state, the
//! actions that need no hex (mount, dismount, leave the map), and before a
//! shot or a melee, where the die will be read and the odds of each result
//! (`sherwood_skirmish::odds`), with the button that rolls it; while a move
//! is steered, its route, its cost and the buttons that make or clear it.

use super::board::Plan;
use super::steer::route_text;
use super::text;
use crate::i18n::{t, tf};
use crate::table::Session;
use leptos::prelude::*;
use sherwood_skirmish::hex::Hex;
use sherwood_skirmish::roster::Who;
use sherwood_skirmish::{range_band, Action, Skirmish, View, WOUNDED_SHOOTER};

/// Each result with its chance, largest first as the die reads them.
fn odds_list(items: Vec<(String, String, u8)>) -> impl IntoView {
    view! {
        <ul class="odds plain" data-testid="odds">
            {items.into_iter().map(|(symbol, effect, n)| view! {
                <li><b class="result">{symbol}</b>" "{effect}<span class="chance">{tf("skirmish.odds.chance", &[("pct", &(u32::from(n) * 10))])}</span></li>
            }).collect_view()}
        </ul>
    }
}

/// A shot about to be fired: range, cover, table, odds, and Fire.
fn shot_view(game: &Skirmish, shooter: Who, target: Who, act: Callback<Action>) -> Option<AnyView> {
    let (shot, odds) = game.shot_odds(shooter, target)?;
    let weapon = shooter.kind().weapon?;
    let band = range_band(weapon, shot.distance)?;
    let wounded = game.character(shooter).is_some_and(|c| c.wounded());
    let mut how = tf(
        "skirmish.odds.shot",
        &[
            ("target", &text::who_name(target)),
            ("distance", &shot.distance),
            ("range", &text::range_name(band.range)),
            ("modifier", &format!("{:+}", band.modifier)),
            ("table", &text::fire_table_name(shot.table)),
            ("cover", &text::cover_name(shot.cover)),
        ],
    );
    if wounded {
        how.push(' ');
        how.push_str(&tf(
            "skirmish.odds.wounded_shooter",
            &[("modifier", &format!("{WOUNDED_SHOOTER:+}"))],
        ));
    }
    let items = odds
        .into_iter()
        .map(|(r, n)| {
            (
                text::symbol(r.symbol()),
                text::fire_result_text(shot.table, r),
                n,
            )
        })
        .collect();
    let fire = Action::Fire { shooter, target };
    Some(
        view! {
            <div class="aim" data-testid="aim">
                <div class="aim-head">
                    <p>{how}</p>
                    <button class="primary" data-testid="confirm-fire" on:click=move |_| act.run(fire.clone())>{t("skirmish.odds.fire")}</button>
                </div>
                {odds_list(items)}
            </div>
        }
        .into_any(),
    )
}

/// A melee that may be fought: the ratio, the terrain's shift, the table,
/// odds, and Attack.
fn melee_view(
    game: &Skirmish,
    attackers: Vec<Who>,
    defender: Who,
    act: Callback<Action>,
) -> Option<AnyView> {
    let (a, odds) = game.attack_odds(&attackers, defender)?;
    let how = tf(
        "skirmish.odds.melee",
        &[
            ("who", &text::capitalized(&text::who_list(&attackers))),
            ("attack", &a.attack),
            ("target", &text::who_name(defender)),
            ("defence", &a.defence),
            ("ratio", &a.ratio.label()),
            ("shift", &format!("{:+}", a.shift)),
            ("column", &a.column.label()),
            ("table", &text::melee_table_name(a.mounted_table)),
        ],
    );
    let items = odds
        .into_iter()
        .map(|(r, n)| {
            (
                text::symbol(r.symbol()),
                text::melee_result_text(a.mounted_table, r),
                n,
            )
        })
        .collect();
    let testid = format!(
        "confirm-melee-{}",
        attackers
            .iter()
            .map(|w| w.name())
            .collect::<Vec<_>>()
            .join("-")
    );
    let melee = Action::Melee {
        attackers,
        defender,
    };
    Some(
        view! {
            <div class="aim" data-testid="aim">
                <div class="aim-head">
                    <p>{how}</p>
                    <button class="primary" data-testid=testid on:click=move |_| act.run(melee.clone())>{t("skirmish.odds.attack")}</button>
                </div>
                {odds_list(items)}
            </div>
        }
        .into_any(),
    )
}

#[component]
pub fn Orders(
    session: Session<Skirmish>,
    view: Memo<View>,
    legal: Memo<Vec<Action>>,
    selected: RwSignal<Option<Who>>,
    aimed: RwSignal<Option<Who>>,
    plan: Signal<Plan>,
    route: RwSignal<Vec<Hex>>,
    act: Callback<Action>,
) -> impl IntoView {
    move || {
        let s = selected.get()?;
        let legal = legal.get();
        let c = view.with(|v| v.characters.iter().find(|c| c.who == s).cloned())?;
        let (att, def, mov) = c.strengths();
        let map = view.with(|v| v.map());
        let ground = c.on_map().map_or("", |h| text::ground_name(map.at(h)));
        let card = tf(
            "skirmish.orders.card",
            &[
                ("who", &text::capitalized(&text::who_name(s))),
                ("health", &text::health_name(c.health)),
                ("weapon", &text::weapon_name(s.kind().weapon)),
                ("a", &att),
                ("d", &def),
                ("m", &mov),
                ("hex", &c.on_map().map_or(String::new(), |h| h.to_string())),
                ("ground", &ground),
            ],
        );
        // Mount, dismount and leaving the map take no hex: buttons.
        let buttons = legal
            .iter()
            .filter(|a| matches!(a, Action::Mount { who } | Action::Dismount { who } | Action::Exit { who } if *who == s))
            .cloned()
            .map(|a| {
                let testid = a.to_string().replace(' ', "-");
                view! { <button data-testid=testid on:click=move |_| act.run(a.clone())>{text::action_label(&a)}</button> }
            })
            .collect_view();
        let targets: Vec<Who> = legal
            .iter()
            .filter(|a| a.actors().contains(&s))
            .filter_map(Action::struck)
            .fold(Vec::new(), |mut v, w| {
                if !v.contains(&w) {
                    v.push(w);
                }
                v
            });
        let steering = plan.with(|p| p.steered.clone());
        let hint = match (aimed.get(), targets.is_empty()) {
            (None, false) => Some(t("skirmish.orders.pick_target")),
            _ if steering.as_ref().is_some_and(|st| st.route.is_empty()) => {
                Some(t("skirmish.orders.pick_hex"))
            }
            _ => None,
        };
        // The route being steered, its cost, Move and Clear.
        let steer = steering.filter(|st| !st.route.is_empty()).and_then(|st| {
            let line = tf(
                "skirmish.orders.route",
                &[
                    ("route", &route_text(&st.route)),
                    ("spent", &st.steering.spent()),
                    ("points", &st.steering.points),
                ],
            );
            let a = st.action?;
            Some(view! {
                <div class="steer" data-testid="steer">
                    <p>{line}</p>
                    <button class="primary" data-testid="confirm-move" on:click=move |_| act.run(a.clone())>{t("skirmish.orders.move")}</button>
                    <button data-testid="clear-route" on:click=move |_| route.set(Vec::new())>{t("skirmish.orders.clear_route")}</button>
                </div>
            })
        });
        let aim = aimed.get().filter(|w| targets.contains(w)).map(|target| {
            session.game.with(|m| {
                let g = m.game();
                if legal.contains(&Action::Fire { shooter: s, target }) {
                    shot_view(g, s, target, act)
                        .into_iter()
                        .collect_view()
                        .into_any()
                } else {
                    legal
                        .iter()
                        .filter_map(|a| match a {
                            Action::Melee {
                                attackers,
                                defender,
                            } if *defender == target && attackers.contains(&s) => {
                                melee_view(g, attackers.clone(), target, act)
                            }
                            _ => None,
                        })
                        .collect_view()
                        .into_any()
                }
            })
        });
        Some(view! {
            <div class="orders" data-testid="orders">
                <p class="card-line">{card}</p>
                {hint.map(|h| view! { <p class="muted small">{h}</p> })}
                {steer}
                {buttons}
                {aim}
            </div>
        })
    }
}
