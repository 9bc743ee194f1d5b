//! The Skirmish in Sherwood lesson: the first turn of the fight at the ford
//! from a fixed seed, the learner playing both sides. The Sheriff's
//! man-at-arms wades into the ford; Robin Hood shoots him (a wound), Little
//! John wades in beside him, and fights him hand to hand (he falls).
//!
//! Seed 17 was found by a throwaway search over seeds with the command line
//! (`sherwood new skirmish --scenario ford --seed N`, then the script below):
//! its shot wounds rather than kills or drives back (so the melee can
//! follow) and its melee kills.

use crate::tutorial::step::{Act, Step};
use sherwood_skirmish::scenario::ScenarioId;
use sherwood_skirmish::Options;

pub const SEED: u64 = 17;

pub fn options() -> Options {
    Options::of(ScenarioId::Ford)
}

pub const STEPS: &[Step] = &[
    Step {
        text: "skirmish.lesson.welcome",
        rule: Some("intro"),
        act: Act::Read,
    },
    Step {
        text: "skirmish.lesson.turn",
        rule: Some("turn"),
        act: Act::Read,
    },
    Step {
        text: "skirmish.lesson.sheriff",
        rule: Some("movement"),
        act: Act::Play(&["end", "move guard1 k6", "end"]),
    },
    Step {
        text: "skirmish.lesson.shot",
        rule: Some("fire"),
        act: Act::Learner("fire robin at guard1"),
    },
    Step {
        text: "skirmish.lesson.shot_result",
        rule: Some("fire_results"),
        act: Act::Read,
    },
    Step {
        text: "skirmish.lesson.end_fire",
        rule: Some("turn"),
        act: Act::Learner("end"),
    },
    Step {
        text: "skirmish.lesson.move",
        rule: Some("movement"),
        act: Act::Learner("move john j6"),
    },
    Step {
        text: "skirmish.lesson.second_fire",
        rule: Some("turn"),
        act: Act::Play(&["end", "end"]),
    },
    Step {
        text: "skirmish.lesson.melee",
        rule: Some("melee"),
        act: Act::Learner("melee john at guard1"),
    },
    Step {
        text: "skirmish.lesson.done",
        rule: Some("melee_results"),
        act: Act::Read,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use sherwood_engine::{Game, Match};
    use sherwood_skirmish::log::Event;
    use sherwood_skirmish::{FireResult, Health, Skirmish};

    #[test]
    fn the_skirmish_lesson_is_legal_and_teaches_a_shot_a_move_and_a_melee() {
        let mut m = Match::<Skirmish>::new(options(), SEED);
        for (k, step) in STEPS.iter().enumerate() {
            if let Act::Learner(a) = step.act {
                let action = a.parse().unwrap_or_else(|_| panic!("step {k}: '{a}'"));
                assert!(
                    m.game().legal().contains(&action),
                    "step {k}: '{a}'; {}",
                    m.game().public_position()
                );
            }
            for a in step.act.actions() {
                m.apply_text(a)
                    .unwrap_or_else(|e| panic!("step {k} ({}): {e}", step.text));
            }
        }
        let g = m.game();
        let log: Vec<&Event> = g.log().iter().map(|e| &e.event).collect();
        assert!(log
            .iter()
            .any(|e| matches!(e, Event::Fire(r) if r.result == FireResult::B)));
        assert!(log.iter().any(|e| matches!(e, Event::Moved { .. })));
        assert!(log.iter().any(|e| matches!(e, Event::Melee(_))));
        let guard = sherwood_skirmish::roster::Who::by_name("guard1").unwrap();
        assert_eq!(g.character(guard).map(|c| c.health), Some(Health::Dead));
        assert!(g.outcome().is_none());
    }

    #[test]
    fn every_skirmish_lesson_text_and_rule_exists() {
        crate::tutorial::step::assert_steps_exist(STEPS, super::super::rules::SECTIONS);
    }
}
