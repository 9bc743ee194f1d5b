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
