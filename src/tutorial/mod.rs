//! Interactive tutorials: a fixed seed, a script of steps. At each step the
//! table offers only the lesson's move (so only it is highlighted), the panel
//! explains the rule and links to its section, and Back replays the script
//! up to the step before. The step is in the address (`#/learn/<game>/<n>`),
//! so the browser's Back button and a reload keep the learner's place.

pub mod lesson;
pub mod step;

use sherwood_engine::{Game, Match};
use step::Step;

/// The actions the script plays before step `k`.
fn actions_before(steps: &[Step], k: usize) -> impl Iterator<Item = &'static str> + '_ {
    steps[..k.min(steps.len())]
        .iter()
        .flat_map(|s| s.act.actions().iter().copied())
}

/// How many actions have been played when step `k` begins.
pub fn start_len(steps: &[Step], k: usize) -> usize {
    actions_before(steps, k).count()
}

/// The game as it stands when step `k` begins.
pub fn replay<G: Game>(
    options: G::Options,
    seed: u64,
    steps: &[Step],
    k: usize,
) -> Result<Match<G>, String> {
    let mut m = Match::<G>::new(options, seed);
    for (i, a) in actions_before(steps, k).enumerate() {
        m.apply_text(a)
            .map_err(|e| format!("lesson action {} ('{a}'): {e}", i + 1))?;
    }
    Ok(m)
}

/// The tutorial page of a game whose id is unknown.
pub fn unknown() -> leptos::prelude::AnyView {
    use leptos::prelude::*;
    view! { <section class="panel"><p>{crate::i18n::t("tutorial.ui.unknown")}</p></section> }
        .into_any()
}

/// A lesson's text, its pointing words fitted to the screen: "tap" on a
/// touch screen, "click" with a mouse (`{Click}`, `{click}`, `{to_click}`).
pub fn pointing(key: &str) -> String {
    let touch = leptos::prelude::window()
        .match_media("(pointer: coarse)")
        .ok()
        .flatten()
        .is_some_and(|m| m.matches());
    pointing_with(key, touch)
}

fn pointing_with(key: &str, touch: bool) -> String {
    use crate::i18n::{t, tf};
    let form = if touch { "touch" } else { "pointer" };
    let word = |w: &str| t(&format!("tutorial.ui.{form}.{w}"));
    tf(
        key,
        &[
            ("Click", &word("Click")),
            ("click", &word("click")),
            ("to_click", &word("to_click")),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::pointing_with;
    use crate::games::GAMES;
    use crate::i18n::catalog::Catalog;
    use crate::i18n::{with_lang, Lang};

    /// Every game's lesson texts (`<game>.lesson.*`, in the game's own
    /// texts), in every language, with the pointing words filled in.
    fn lesson_texts(lang: Lang, touch: bool) -> Vec<(String, String)> {
        let catalog = Catalog::of(lang);
        let mut texts = Vec::new();
        for game in GAMES {
            let prefix = format!("{}.lesson.", game.id);
            let mut keys: Vec<&str> = catalog.keys().filter(|k| k.starts_with(&prefix)).collect();
            keys.sort_unstable();
            assert!(!keys.is_empty(), "{}: no lesson texts", game.id);
            for key in keys {
                texts.push((key.to_string(), pointing_with(key, touch)));
            }
        }
        texts
    }

    #[test]
    fn lessons_say_tap_on_a_touch_screen_and_click_with_a_mouse() {
        for lang in Lang::ALL {
            with_lang(lang, || {
                let mouse = lesson_texts(lang, false);
                let touch = lesson_texts(lang, true);
                // Every placeholder filled; some texts point, and say it
                // each way.
                for (key, text) in mouse.iter().chain(&touch) {
                    assert!(!text.contains('{'), "{lang:?} {key}: {text}");
                }
                let pointing = mouse.iter().zip(&touch).filter(|(m, t)| m.1 != t.1).count();
                assert!(pointing > GAMES.len(), "{lang:?}: {pointing} texts point");
            });
        }
        with_lang(Lang::En, || {
            let key = "tutorial.ui.your_move";
            assert_eq!(
                pointing_with(key, false),
                "Your move: click what is highlighted."
            );
            assert_eq!(
                pointing_with(key, true),
                "Your move: tap what is highlighted."
            );
        });
        with_lang(Lang::Fr, || {
            let text = pointing_with("tutorial.ui.your_move", true);
            assert!(text.starts_with("À vous : touchez"), "{text}");
        });
        with_lang(Lang::It, || {
            let mouse = pointing_with("tutorial.ui.your_move", false);
            assert_eq!(mouse, "È il tuo turno: clicca ciò che è evidenziato.");
        });
    }
}
