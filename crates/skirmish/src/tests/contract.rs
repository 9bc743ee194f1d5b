//! What the kernel and the app read of a game: its options, its seats, the
//! public position its saves are checked against, its milestone, whether it
//! keeps secrets behind the flip screen.

use super::*;
use crate::roster::Side;
use sherwood_engine::{stages, Stage};

#[test]
fn contract_a_game_keeps_the_options_it_was_given() {
    for scenario in [ScenarioId::Ambush, ScenarioId::Rescue, ScenarioId::Ford] {
        let g = Skirmish::new(&Options::of(scenario), 3);
        assert_eq!(Game::options(&g).scenario, scenario.into());
        assert_eq!(g.options(), &Options::of(scenario));
        // Its characters are the scenario's units, in their order.
        let units: Vec<_> = scenario
            .scenario(crate::RULES)
            .units
            .iter()
            .map(|u| u.who)
            .collect();
        let chars: Vec<_> = g.characters().iter().map(|c| c.who).collect();
        assert_eq!(chars, units);
    }
}

#[test]
fn contract_seats_are_the_outlaws_then_the_sheriff() {
    assert_eq!(Side::from_seat(0), Side::Outlaws);
    assert_eq!(Side::from_seat(1), Side::Sheriff);
    for side in [Side::Outlaws, Side::Sheriff] {
        assert_eq!(Side::from_seat(side.seat()), side);
    }
    assert_eq!(
        (Side::Outlaws.name(), Side::Sheriff.name()),
        ("outlaws", "sheriff")
    );
}

#[test]
fn contract_only_the_hidden_set_up_keeps_secrets() {
    let keeps = |scenario| Skirmish::new(&Options::of(scenario), 3).keeps_secrets();
    assert!(keeps(ScenarioId::Ambush), "the ambush's outlaws hide");
    assert!(!keeps(ScenarioId::Rescue));
    assert!(!keeps(ScenarioId::Ford));
}

#[test]
fn contract_the_public_position_and_the_milestone_follow_play() {
    let mut g = Skirmish::new(&Options::of(ScenarioId::Ford), 3);
    assert_eq!(g.stage(), Stage::new(stages::TURN, &[1]));
    let start = g.public_position();
    assert!(start.len() > 100, "{start}");
    let mut turn_two = None;
    let mut moved = false;
    for _ in 0..400 {
        let Some(a) = g.legal().first().cloned() else {
            break;
        };
        g.apply(&a).unwrap();
        moved |= g.public_position() != start;
        if g.turn() == 2 {
            turn_two = Some(g.stage());
            break;
        }
    }
    assert!(moved, "the position changes as the game is played");
    assert_eq!(turn_two, Some(Stage::new(stages::TURN, &[2])));
}

/// Why points were scored is typed, and written as the words views carried
/// before it was ("guard1 killed"), so a view saved then reads the same;
/// other words are refused.
#[test]
fn scoring_reasons_keep_their_words() {
    use crate::log::Scoring;
    for (why, words) in [
        (Scoring::Killed(w("guard1")), "guard1 killed"),
        (Scoring::LeftTheMap(w("stutely")), "stutely left the map"),
        (Scoring::HoldingTheFord, "holding the ford"),
    ] {
        let json = serde_json::to_string(&why).unwrap();
        assert_eq!(json, format!("\"{words}\""));
        assert_eq!(serde_json::from_str::<Scoring>(&json).unwrap(), why);
    }
    assert!(serde_json::from_str::<Scoring>("\"nobody killed\"").is_err());
    assert!(serde_json::from_str::<Scoring>("\"a picnic\"").is_err());
}

/// The checked `apply` asks `is_legal`, which lists only the actor's moves
/// or shots: over random games of every scenario, it answers as
/// `legal().contains` does for every action legal at some point of the
/// game (other characters', other sides', other steps' among them).
#[test]
fn contract_is_legal_answers_as_the_legal_list() {
    use crate::Action;
    use sherwood_engine::Rng;
    let (mut agreed, mut refused) = (0, 0);
    for scenario in ScenarioId::ALL {
        for seed in 0..2 {
            let mut g = Skirmish::new(&Options::of(scenario), seed);
            let mut rng = Rng::new(seed ^ 0x1e9a);
            let mut seen: Vec<Action> = Vec::new();
            let mut step = 0;
            while g.to_move().is_some() {
                let legal = g.legal();
                for a in &legal {
                    if !seen.contains(a) {
                        seen.push(a.clone());
                    }
                }
                step += 1;
                // Every third step: thousands of actions each time.
                for a in seen.iter().filter(|_| step % 3 == 0) {
                    let listed = legal.contains(a);
                    assert_eq!(g.is_legal(a), listed, "{scenario} {seed}: {a}");
                    agreed += 1;
                    refused += usize::from(!listed);
                }
                let a = rng.pick(&legal).unwrap().clone();
                g.apply(&a).unwrap();
            }
        }
    }
    assert!(
        refused > 10_000 && agreed > refused,
        "{agreed} checked, {refused} refused"
    );
}

/// A text that is no action says why, naming what it could not read.
#[test]
fn contract_bad_notation_says_what_it_could_not_read() {
    let e = "move nobody a1".parse::<crate::Action>().unwrap_err();
    assert_eq!(e.to_string(), "no character is called 'nobody'");
}
