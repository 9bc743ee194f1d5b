//! The odds of a battle, in the open area's panel: when the group moving
//! could enter an area held by the enemy, when a battle waits to be chosen,
//! and while it is fought. Read by `sherwood_legend::odds` from the seat's
//! own view, with the tables the battle rolls on.

use super::text;
use crate::i18n::{t, tf, tn};
use leptos::prelude::*;
use sherwood_legend::map::Area;
use sherwood_legend::odds::{battle_odds, Clash, Fire, Odds};
use sherwood_legend::vocab::Side;
use sherwood_legend::{Action, Phase, View};

/// The battles the seat to move may bring about or is fighting, each with
/// its area, its odds, and whether it is a group's entry still to be made:
/// the areas held by the enemy the moving group may step into, the battles
/// waiting to be chosen, the battle under way.
pub fn battles_ahead(v: &View, legal: &[Action]) -> Vec<(Area, Odds, bool)> {
    let Some(d) = v.detail.as_ref() else {
        return vec![];
    };
    let odds =
        |area: Area, side: Side, joining: &[sherwood_legend::vocab::Pid], tournament: bool| {
            battle_odds(v, area, side, joining, tournament)
        };
    match &d.phase {
        Phase::Movement {
            side,
            party: Some(party),
        } => legal
            .iter()
            .filter_map(|a| match a {
                Action::Step(x) => odds(*x, *side, &party.members, false).map(|o| (*x, o, true)),
                _ => None,
            })
            .collect(),
        Phase::Battles { side, .. } => legal
            .iter()
            .filter_map(|a| match a {
                Action::Fight(x) => odds(*x, *side, &[], false).map(|o| (*x, o, false)),
                _ => None,
            })
            .collect(),
        Phase::Battle { battle, .. } => odds(battle.area, battle.attacker, &[], battle.tournament)
            .map(|o| (battle.area, o, false))
            .into_iter()
            .collect(),
        _ => vec![],
    }
}

fn chance(sixths: u8) -> String {
    let pct = (u32::from(sixths) * 100 + 3) / 6;
    tf("legend.odds.chance", &[("pct", &pct)])
}

fn modifier(m: i8) -> String {
    if m == 0 {
        t("legend.odds.unmodified").to_string()
    } else {
        tf(
            "legend.odds.modifier",
            &[("m", &format!("{m:+}").replace('-', "−"))],
        )
    }
}

fn fire_line(side: Side, fire: &Option<Fire>) -> String {
    let Some(f) = fire else {
        return tf("legend.odds.no_fire", &[("side", &text::side_name(side))]);
    };
    let chances: Vec<String> = f
        .hits
        .iter()
        .enumerate()
        .filter(|(_, &n)| n > 0)
        .map(|(hits, &n)| tn("legend.odds.hits", hits as i64, &[("chance", &chance(n))]))
        .collect();
    tf(
        "legend.odds.fire",
        &[
            ("side", &text::side_name(side)),
            ("column", &f.column.printed()),
            ("modifier", &modifier(f.modifier)),
            ("chances", &text::list(&chances)),
        ],
    )
}

fn melee_line(clash: &Option<Clash>) -> String {
    let Some(c) = clash else {
        return t("legend.odds.no_melee").to_string();
    };
    let chances: Vec<String> = c
        .results
        .iter()
        .map(|&(_, n, (a, d))| {
            let key = match (a, d) {
                (0, 0) => "legend.odds.result.none",
                (_, 0) => "legend.odds.result.attacker",
                (0, _) => "legend.odds.result.defender",
                _ => "legend.odds.result.both",
            };
            tf(key, &[("a", &a), ("d", &d), ("chance", &chance(n))])
        })
        .collect();
    tf(
        "legend.odds.melee",
        &[
            ("odds", &c.odds.printed()),
            ("modifier", &modifier(c.modifier)),
            ("chances", &text::list(&chances)),
        ],
    )
}

/// The odds in words: the sides, each side's archery, the melee, and the
/// face-down fighters left out.
pub fn odds_lines(o: &Odds) -> Vec<String> {
    let defender = o.attacker.enemy();
    let mut lines = vec![
        tf(
            "legend.odds.sides",
            &[
                ("attacker", &text::side_name(o.attacker)),
                ("defender", &text::side_name(defender)),
            ],
        ),
        fire_line(o.attacker, &o.fire[0]),
        fire_line(defender, &o.fire[1]),
        melee_line(&o.melee),
    ];
    for (side, n) in [(o.attacker, o.unknown[0]), (defender, o.unknown[1])] {
        if n > 0 {
            lines.push(tn(
                "legend.odds.unknown",
                n as i64,
                &[("side", &text::side_name(side))],
            ));
        }
    }
    lines
}

/// The odds of every battle ahead, beside the map: one entry per area,
/// open when it is the only one.
#[component]
pub fn BattleOdds(seen: Memo<super::board::Seen>) -> impl IntoView {
    move || {
        let ahead = seen.with(|s| battles_ahead(&s.view, &s.legal));
        let only = ahead.len() == 1;
        (!ahead.is_empty()).then(|| {
            let entries = ahead
                .into_iter()
                .map(|(area, odds, entering)| {
                    let key = if entering {
                        "legend.odds.enter"
                    } else {
                        "legend.odds.battle"
                    };
                    view! {
                        <details open=only data-testid=format!("odds-{}", area.slug())>
                            <summary>{tf(key, &[("area", &text::area_name(area))])}</summary>
                            {odds_lines(&odds).into_iter().map(|l| view! { <p>{l}</p> }).collect_view()}
                        </details>
                    }
                })
                .collect_view();
            view! {
                <section class="battle-odds" data-testid="battle-odds" aria-live="polite">
                    <h2>{t("legend.odds.title")}</h2>
                    {entries}
                </section>
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{with_lang, Lang};
    use sherwood_engine::{Game, Viewer};
    use sherwood_legend::vocab::ROBIN;
    use sherwood_legend::{Legend, Options};

    /// Every line of a battle's odds reads in every language, with its
    /// columns and chances filled in, face-down fighters included.
    #[test]
    fn the_odds_read_in_every_language() {
        let g = Legend::new(&Options::default(), 1);
        let robin_hood = "robin".parse().unwrap();
        let mm = "mm4".parse().unwrap();
        let v = g.view(Viewer::Seat(ROBIN));
        // Sir Guy's sleeping group, face down to the outlaws.
        let hidden = battle_odds(
            &v,
            Area::GisbourneCastle,
            Side::Outlaw,
            &[robin_hood, mm],
            false,
        )
        .unwrap();
        let mut g2 = g.clone();
        g2.put(robin_hood, Area::Farnsfield)
            .put(mm, Area::Farnsfield)
            .put("maa1".parse().unwrap(), Area::Farnsfield);
        let open = battle_odds(
            &g2.view(Viewer::Seat(ROBIN)),
            Area::Farnsfield,
            Side::Outlaw,
            &[],
            false,
        )
        .unwrap();
        assert!(open.melee.is_some() && open.fire[0].is_some());
        for lang in Lang::ALL {
            with_lang(lang, || {
                for odds in [&hidden, &open] {
                    let lines = odds_lines(odds);
                    for l in &lines {
                        assert!(!l.contains('{'), "{}: {l}", lang.code());
                    }
                    assert!(lines.len() >= 4);
                }
                for key in [
                    "legend.odds.title",
                    "legend.odds.enter",
                    "legend.odds.battle",
                ] {
                    assert!(!tf(key, &[("area", &"x")]).contains('{'), "{key}");
                }
                let text = odds_lines(&open).join(" ");
                assert!(text.contains('%'), "{text}");
                assert!(odds_lines(&hidden).last().unwrap().contains('5'));
            });
        }
    }
}
