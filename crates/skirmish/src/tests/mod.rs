//! Tests named after the rule or table they check.

mod contract;
mod fire;
mod flow;
mod geometry;
mod hidden;
mod melee;
mod movement;
mod odds;
mod random;
mod scenarios;
mod sides;
mod steering;

use crate::hex::Hex;
use crate::roster::Who;
use crate::scenario::ScenarioId;
use crate::state::{Options, Skirmish};
use crate::tables::PlayerStep;
use sherwood_engine::Game;

pub(crate) fn h(s: &str) -> Hex {
    s.parse().unwrap()
}

pub(crate) fn w(s: &str) -> Who {
    Who::by_name(s).unwrap()
}

/// The ford's map with only `who` on it, at the start of `step` of the
/// Sheriff's first phase (phase 0).
pub(crate) fn bare(scenario: ScenarioId, who: &[(&str, &str)], step: PlayerStep) -> Skirmish {
    bare_under(crate::state::RULES, scenario, who, step)
}

/// [`bare`] under revision `rules` of the rules.
pub(crate) fn bare_under(
    rules: u8,
    scenario: ScenarioId,
    who: &[(&str, &str)],
    step: PlayerStep,
) -> Skirmish {
    let mut options = Options::of(scenario);
    options.rules = rules;
    let mut g = Skirmish::new(&options, 1);
    let keep: Vec<Who> = who.iter().map(|(n, _)| w(n)).collect();
    g.clear_except(&keep);
    for (n, at) in who {
        g.put(w(n), h(at)).mounted = false;
    }
    g.at_step(0, step);
    g
}

/// Reseeds `g` so that its next d10 shows `value`.
pub(crate) fn next_roll(g: &mut Skirmish, value: u8) {
    for seed in 0.. {
        g.reseed(seed);
        if g.next_die() == value {
            return;
        }
    }
}

pub(crate) fn play(g: &mut Skirmish, text: &str) {
    let a: crate::Action = text.parse().unwrap();
    g.apply(&a).unwrap_or_else(|e| {
        panic!(
            "{text}: {e:?}; legal: {:?}",
            g.legal().iter().map(|a| a.to_string()).collect::<Vec<_>>()
        )
    });
}

pub(crate) fn legal_text(g: &Skirmish) -> Vec<String> {
    g.legal().iter().map(|a| a.to_string()).collect()
}
