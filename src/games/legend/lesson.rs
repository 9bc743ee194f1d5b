//! The Legend of Robin Hood lesson: the first two turns of a game from a
//! fixed seed, the learner playing both sides. Robin Hood stays at the Major
//! Oak and recruits the Merry Men there (10.3) and, on the recruitment table,
//! Friar Tuck (10.2); the Sheriff marches a unit of men-at-arms out of
//! Nottingham Castle to Arnold without a leader; Robin Hood leads his band
//! against it, and the battle (archery, then melee) is read from the log.
//!
//! Seed 3 was found by `legend_lesson_seeds` below: its dice let the script
//! stay legal all along, recruit Friar Tuck without a wound (row 1), and
//! give a battle where both sides' archery misses (row 1) and Robin Hood wins
//! the melee (1-1, row 5: DP1). The steps name areas and start spaces of
//! today's map and counters: a change that moves them fails the test below.

use crate::tutorial::step::{Act, Step};
use sherwood_legend::Options;

pub const SEED: u64 = 3;

pub fn options() -> Options {
    Options::default()
}

const fn step(text: &'static str, rule: &'static str, act: Act) -> Step {
    Step {
        text,
        rule: Some(rule),
        act,
    }
}

pub const STEPS: &[Step] = &[
    // ---- Robin Hood's first turn
    step("legend.lesson.welcome", "1", Act::Read),
    step("legend.lesson.map", "3_1", Act::Read),
    step("legend.lesson.start", "12", Act::Learner("done")),
    step("legend.lesson.stay", "6", Act::Learner("done")),
    step("legend.lesson.recruit", "10_3", Act::Learner("recruit mm4")),
    step(
        "legend.lesson.recruit_tuck",
        "10_2",
        Act::Learner("recruit tuck"),
    ),
    // ---- The Sheriff's first turn
    step("legend.lesson.sheriff", "4_2", Act::Read),
    step(
        "legend.lesson.sheriff_pick",
        "6_1",
        Act::Learner("pick maa1"),
    ),
    step(
        "legend.lesson.sheriff_march",
        "6_2",
        Act::Play(&["step nottingham-town", "step arnold"]),
    ),
    step("legend.lesson.sheriff_halt", "6", Act::Learner("halt")),
    step("legend.lesson.sheriff_done", "9_6", Act::Learner("done")),
    // ---- Robin Hood's second turn: the battle
    step("legend.lesson.turn_two", "4_2", Act::Learner("done")),
    step(
        "legend.lesson.band",
        "6_3",
        Act::Play(&["pick robin", "pick tuck", "pick mm4"]),
    ),
    step(
        "legend.lesson.march",
        "6_1",
        Act::Play(&["step kings-highway", "step leen-road", "step bestwood-lane"]),
    ),
    step("legend.lesson.attack", "7", Act::Learner("step arnold")),
    step("legend.lesson.archery", "7_7", Act::Read),
    step("legend.lesson.melee", "7_8", Act::Read),
    step("legend.lesson.end", "16_3", Act::Read),
];

#[cfg(test)]
mod tests {
    use super::*;
    use sherwood_engine::{Game, Match};
    use sherwood_legend::{Action, Event, Legend};

    #[test]
    fn the_legend_lesson_is_legal_from_its_seed_and_fights_a_battle() {
        play(SEED);
    }

    fn play(seed: u64) {
        let mut m = Match::<Legend>::new(options(), seed);
        let mut seats = vec![];
        for (k, step) in STEPS.iter().enumerate() {
            if let Act::Learner(a) = step.act {
                let action: Action = a.parse().unwrap_or_else(|_| panic!("step {k}: '{a}'"));
                let legal = m.game().legal();
                assert!(
                    legal.contains(&action),
                    "step {k}: '{a}'; legal: {legal:?}; {}",
                    m.game().public_position()
                );
                seats.push(m.game().to_move());
            }
            for a in step.act.actions() {
                m.apply_text(a)
                    .unwrap_or_else(|e| panic!("step {k} ({}): {e}", step.text));
            }
        }
        let g = m.game();
        assert!(g.outcome().is_none(), "the game goes on after the lesson");
        assert!(
            seats.contains(&Some(0)) && seats.contains(&Some(1)),
            "both sides"
        );
        let tables: Vec<&str> = g
            .log()
            .iter()
            .filter_map(|e| match &e.event {
                Event::Rolled(r) => Some(&*r.table),
                _ => None,
            })
            .collect();
        assert!(tables.contains(&"7.7 archery"), "{tables:?}");
        assert!(tables.contains(&"7.8 melee"), "{tables:?}");
        let recruited = g
            .log()
            .iter()
            .filter(|e| matches!(e.event, Event::Recruited { .. }))
            .count();
        assert_eq!(recruited, 2, "the Merry Men and Friar Tuck");
        let eliminated = g
            .log()
            .iter()
            .filter(|e| matches!(e.event, Event::Eliminated { who } if who.kind() == sherwood_legend::counters::Kind::MenAtArms))
            .count();
        assert_eq!(eliminated, 1, "Robin Hood wins the battle");
        assert!(
            g.log().iter().all(|e| !matches!(e.event, Event::Wounded)),
            "Robin Hood is not wounded recruiting Friar Tuck"
        );
    }

    /// Finds seeds whose dice fit the script: `cargo test -p sherwood
    /// legend_lesson_seeds -- --ignored --nocapture`.
    #[test]
    #[ignore = "a search, run by hand when the map or the counters change"]
    fn legend_lesson_seeds() {
        for seed in 0..3000 {
            if std::panic::catch_unwind(|| play(seed)).is_ok() {
                println!("seed {seed} fits");
            }
        }
    }

    #[test]
    fn every_legend_lesson_text_and_rule_exists() {
        crate::tutorial::step::assert_steps_exist(STEPS, super::super::rules::SECTIONS);
    }
}
