//! The "how to win" panel: Robin Hood's four conditions of 16.3 (or the
//! optional rule of 16.5) and where each stands now, the Sheriff's victory
//! (16.2), and what ends the game (16.1, 16.4); each links to its section.

use super::rules::route;
use crate::i18n::{t, tf};
use leptos::prelude::*;
use sherwood_legend::{conditions_win, View, LAST_TURN, ROBIN_AT_LEAST, SHERIFF_AT_MOST};

/// Each condition's words, beside whether it holds now (`met`).
fn condition_lines(v: &View, met: [bool; 4]) -> [(String, bool); 4] {
    let wed = match v.marriage {
        Some(sherwood_legend::Marriage::Robin) if !met[0] => t("legend.win.c1.captive"),
        Some(sherwood_legend::Marriage::SirGuy) => t("legend.win.c1.guy"),
        _ => "",
    };
    [
        (
            [t("legend.win.c1").to_string(), wed.to_string()]
                .join(" ")
                .trim_end()
                .to_string(),
            met[0],
        ),
        (t("legend.win.c2").to_string(), met[1]),
        (
            tf(
                "legend.win.c3",
                &[("most", &SHERIFF_AT_MOST), ("now", &v.gold[1])],
            ),
            met[2],
        ),
        (
            tf(
                "legend.win.c4",
                &[("least", &ROBIN_AT_LEAST), ("now", &v.gold[0])],
            ),
            met[3],
        ),
    ]
}

/// The panel, beside the map.
#[component]
pub fn HowToWin(view: Memo<View>) -> impl IntoView {
    move || {
        view.with(|v| {
            let strict = v.options.strict_victory;
            let met = v.victory_conditions();
            let count = met.iter().filter(|&&m| m).count();
            let would_win = conditions_win(met, strict);
            let rows = condition_lines(v, met)
                .into_iter()
                .enumerate()
                .map(|(i, (line, ok))| {
                    let mark = if ok { "✓" } else { "✗" };
                    let state = if ok {
                        t("legend.win.met")
                    } else {
                        t("legend.win.not_met")
                    };
                    view! {
                        <li class:met=ok data-testid=format!("win-condition-{}", i + 1)>
                            <span class="win-mark" aria-hidden="true">{mark}</span>
                            <span>{format!("{}. {line}", i + 1)}</span>
                            <span class="sr-only">{format!(" ({state})")}</span>
                        </li>
                    }
                })
                .collect_view();
            let (rule, intro) = if strict {
                ("16_5", t("legend.win.robin_strict"))
            } else {
                ("16_3", t("legend.win.robin"))
            };
            let now = if would_win {
                tf("legend.win.now_wins", &[("n", &count)])
            } else {
                tf("legend.win.now_short", &[("n", &count)])
            };
            view! {
                <section class="how-to-win" data-testid="how-to-win">
                    <h2>{t("legend.win.title")}</h2>
                    <p>{intro}" "<a class="rule-ref" href=route(rule).href() title=t("ui.log.rule_title")>"§"</a></p>
                    <ol class="plain win-conditions">{rows}</ol>
                    <p class="muted" data-testid="win-now">{now}</p>
                    <p>{t("legend.win.sheriff")}" "<a class="rule-ref" href=route("16_2").href() title=t("ui.log.rule_title")>"§"</a></p>
                    <p class="muted small">{tf("legend.win.ends", &[("last", &LAST_TURN)])}" "<a class="rule-ref" href=route("16_1").href() title=t("ui.log.rule_title")>"§"</a></p>
                </section>
            }
        })
    }
}
