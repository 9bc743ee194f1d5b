//! The Robin of Locksley lesson: a short game (12 spaces a lap) from a fixed
//! seed, played as Red. The learner jumps, takes, ends turns, sells a
//! collection, meets a challenge, bribes, and after a fast-forward wins by
//! meeting Long Live the King on the second lap.

use crate::tutorial::step::{Act, Step};
use sherwood_locksley::{Length, Options};

pub const SEED: u64 = 2793;

pub fn options() -> Options {
    Options {
        length: Length::Short,
        ..Options::default()
    }
}

/// Many turns of both players, to reach the end of the game.
const LATER: &[&str] = &[
    "end",
    "move d3",
    "end",
    "move a5",
    "end",
    "move e5",
    "end",
    "move c4",
    "end",
    "move d3",
    "end",
    "move a5",
    "meet",
    "end",
    "move e5",
    "end",
    "move b3",
    "meet",
    "end",
    "move d3",
    "end",
    "move a5",
    "end",
    "move e5",
    "sell red",
    "meet",
    "meet",
    "meet",
    "meet",
    "meet",
    "bribe",
    "end",
    "move b3",
    "end",
    "move d3",
    "end",
    "move c1",
    "end",
    "move e5",
    "sell black",
    "bribe",
    "end",
    "move b3",
    "sell black",
    "bribe",
    "meet",
    "end",
    "move d3",
    "end",
    "move d2",
    "sell green",
    "meet",
    "meet",
    "meet",
    "meet",
    "meet",
    "bribe",
    "end",
    "move e5",
    "end",
    "move c4",
    "end",
    "move d3",
    "end",
    "move a5",
    "end",
    "move e5",
    "end",
    "move b3",
    "end",
    "move d3",
    "sell pink",
    "meet",
    "bribe",
    "meet",
    "meet",
    "end",
    "move a5",
    "sell blue",
    "meet",
    "bribe",
    "meet",
    "end",
    "move e5",
    "end",
    "move b3",
    "end",
    "move d3",
    "sell white",
    "bribe",
    "end",
    "move a5",
    "end",
    "move e5",
    "end",
    "move b3",
    "sell red",
    "bribe",
    "meet",
    "meet",
    "meet",
    "end",
    "move d3",
    "sell red",
    "meet",
    "meet",
    "meet",
    "bribe",
    "meet",
    "meet",
    "end",
    "move c5",
    "sell white",
    "meet",
    "bribe",
    "end",
    "move e5",
    "end",
    "move a4",
    "meet",
    "meet",
    "end",
    "move d3",
    "end",
    "move b2",
    "end",
    "move e5",
    "end",
    "move a4",
    "sell pink",
    "end",
    "move d3",
    "sell green",
    "bribe",
    "end",
    "move b2",
    "end",
    "move e5",
    "end",
    "move a4",
    "end",
    "move d3",
    "end",
    "move b2",
    "end",
    "move e5",
    "end",
    "move a4",
    "end",
    "move d3",
    "sell blue",
    "meet",
    "bribe",
    "meet",
    "meet",
    "end",
    "move c5",
    "sell black",
    "end",
    "move e5",
    "end",
    "move a4",
    "end",
    "move d3",
    "sell pink",
    "end",
];

pub const STEPS: &[Step] = &[
    Step {
        text: "locksley.lesson.welcome",
        rule: Some("turn"),
        act: Act::Read,
    },
    Step {
        text: "locksley.lesson.corner",
        rule: Some("setup"),
        act: Act::Learner("corner a1"),
    },
    Step {
        text: "locksley.lesson.jump",
        rule: Some("robin"),
        act: Act::Learner("move c2"),
    },
    Step {
        text: "locksley.lesson.end",
        rule: Some("refill"),
        act: Act::Learner("end"),
    },
    Step {
        text: "locksley.lesson.blue_turn",
        rule: Some("turn"),
        act: Act::Play(&["move d3", "end"]),
    },
    Step {
        text: "locksley.lesson.collect",
        rule: Some("sell"),
        act: Act::Learner("move a3"),
    },
    Step {
        text: "locksley.lesson.end_again",
        rule: Some("refill"),
        act: Act::Learner("end"),
    },
    Step {
        text: "locksley.lesson.blue_again",
        rule: Some("turn"),
        act: Act::Play(&["move e5", "end"]),
    },
    Step {
        text: "locksley.lesson.third",
        rule: Some("sell"),
        act: Act::Learner("move c4"),
    },
    Step {
        text: "locksley.lesson.sell",
        rule: Some("sell"),
        act: Act::Learner("sell pink"),
    },
    Step {
        text: "locksley.lesson.meet",
        rule: Some("challenge"),
        act: Act::Learner("meet"),
    },
    Step {
        text: "locksley.lesson.bribe",
        rule: Some("bribe"),
        act: Act::Learner("bribe"),
    },
    Step {
        text: "locksley.lesson.later",
        rule: Some("finish"),
        act: Act::Play(LATER),
    },
    Step {
        text: "locksley.lesson.last_jump",
        rule: Some("robin"),
        act: Act::Learner("move b2"),
    },
    Step {
        text: "locksley.lesson.last_sale",
        rule: Some("sell"),
        act: Act::Learner("sell red"),
    },
    Step {
        text: "locksley.lesson.win",
        rule: Some("finish"),
        act: Act::Learner("meet"),
    },
    Step {
        text: "locksley.lesson.done",
        rule: Some("lapping"),
        act: Act::Read,
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{t, with_lang, Lang};
    use crate::tutorial::replay;
    use sherwood_engine::Game;
    use sherwood_locksley::{Action, Locksley};

    #[test]
    fn the_locksley_lesson_is_legal_from_its_seed_and_teaches_each_rule() {
        let end = replay::<Locksley>(options(), SEED, STEPS, STEPS.len()).unwrap();
        let g = end.game();
        let outcome = g.outcome().expect("the lesson ends the game");
        assert_eq!((outcome.winner, outcome.reason.as_str()), (0, "two_laps"));
        // Every learner move is Red's, and the lesson has each kind of move.
        let mut kinds = Vec::new();
        for (k, step) in STEPS.iter().enumerate() {
            if let Act::Learner(a) = step.act {
                let before = replay::<Locksley>(options(), SEED, STEPS, k).unwrap();
                assert_eq!(before.game().to_move(), Some(0), "step {k}");
                kinds.push(std::mem::discriminant(&a.parse::<Action>().unwrap()));
            }
        }
        for a in [
            Action::Corner(0),
            Action::Move(0),
            Action::Sell(sherwood_locksley::Color::Pink),
            Action::Meet,
            Action::Bribe,
            Action::End,
        ] {
            assert!(kinds.contains(&std::mem::discriminant(&a)), "{a}");
        }
    }

    #[test]
    fn every_locksley_lesson_text_exists_in_every_language() {
        for lang in Lang::ALL {
            with_lang(lang, || {
                for step in STEPS {
                    assert!(!t(step.text).is_empty());
                }
            });
        }
    }
}
