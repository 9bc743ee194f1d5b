use super::*;
use crate::roster::Health;
use crate::state::Moment;
use sherwood_engine::CommandLine;

#[test]
fn phase_steps_run_in_order() {
    let mut g = bare(
        ScenarioId::Ford,
        &[("robin", "e7"), ("guard1", "h7"), ("xbow1", "k2")],
        PlayerStep::FirstFire,
    );
    g.at_step(1, PlayerStep::FirstFire);
    assert_eq!(g.moment(), &Moment::Step(PlayerStep::FirstFire));
    play(&mut g, "end");
    assert_eq!(g.moment(), &Moment::Step(PlayerStep::Movement));
    play(&mut g, "end");
    assert_eq!(g.moment(), &Moment::Step(PlayerStep::SecondFire));
    play(&mut g, "end");
    // Nobody is next to an enemy: the melee step passes by itself, and the
    // Sheriff's phase begins.
    assert_eq!(g.phase_side(), crate::roster::Side::Sheriff);
    assert_eq!(g.turn(), 2);
}

/// The turn contract: what the table is told is asked names the step under
/// way and links to its rules section, step by step.
#[test]
fn phase_each_step_asks_for_itself_with_its_rule() {
    let mut g = bare(
        ScenarioId::Ford,
        &[("robin", "e7"), ("guard1", "h7"), ("xbow1", "k2")],
        PlayerStep::FirstFire,
    );
    g.at_step(1, PlayerStep::FirstFire);
    let asked = |g: &Skirmish| (g.ask().phrase.key, g.ask().rule);
    assert_eq!(asked(&g), ("skirmish.now.fire", "fire"));
    play(&mut g, "end");
    assert_eq!(asked(&g), ("skirmish.now.movement", "movement"));
    play(&mut g, "end");
    assert_eq!(asked(&g), ("skirmish.now.fire", "fire"));
    g.at_step(1, PlayerStep::Melee);
    assert_eq!(asked(&g), ("skirmish.now.melee", "melee"));
    g.at_step(1, PlayerStep::Recovery);
    assert_eq!(asked(&g), ("skirmish.now.recovery", "turn"));
    // A hidden set-up asks for the hiding first.
    let ambush = Skirmish::new(&Options::of(ScenarioId::Ambush), 1);
    assert_eq!(ambush.moment(), &Moment::Setup);
    assert_eq!(asked(&ambush), ("skirmish.now.setup", "hidden"));
}

#[test]
fn phase_no_first_fire_after_melee_last_turn() {
    let mut g = bare(
        ScenarioId::Ford,
        &[("robin", "e7"), ("guard1", "h7")],
        PlayerStep::FirstFire,
    );
    g.at_step(3, PlayerStep::FirstFire);
    g.character_mut(w("robin")).unwrap().fought_in = Some(2);
    assert!(g
        .fire_actions(crate::roster::Side::Outlaws, PlayerStep::FirstFire)
        .is_empty());
    // ... but bows fire again in step 3, fought or not.
    assert!(!g
        .fire_actions(crate::roster::Side::Outlaws, PlayerStep::SecondFire)
        .is_empty());
    // A melee of his own phase last turn (phase 1) bars it too; one of the
    // turn before (phase 0) does not.
    g.character_mut(w("robin")).unwrap().fought_in = Some(1);
    assert!(g
        .fire_actions(crate::roster::Side::Outlaws, PlayerStep::FirstFire)
        .is_empty());
    g.character_mut(w("robin")).unwrap().fought_in = Some(0);
    assert!(!g
        .fire_actions(crate::roster::Side::Outlaws, PlayerStep::FirstFire)
        .is_empty());
}

/// The same window for the second player (even phases): his step 1 is
/// barred after a melee in his own last phase or in the first player's
/// phase since; one of the turn before does not bar it.
#[test]
fn phase_no_first_fire_after_melee_last_turn_for_the_second_player() {
    let mut g = bare(
        ScenarioId::Ford,
        &[("robin", "e7"), ("xbow1", "h7")],
        PlayerStep::FirstFire,
    );
    g.at_step(4, PlayerStep::FirstFire);
    assert_eq!(g.phase_side(), crate::roster::Side::Sheriff);
    for (fought, barred) in [
        (Some(3), true),
        (Some(2), true),
        (Some(1), false),
        (None, false),
    ] {
        g.character_mut(w("xbow1")).unwrap().fought_in = fought;
        assert_eq!(
            g.fire_actions(crate::roster::Side::Sheriff, PlayerStep::FirstFire)
                .is_empty(),
            barred,
            "a melee in phase {fought:?}"
        );
    }
}

#[test]
fn phase_crossbowman_who_fired_does_not_move() {
    let mut g = bare(
        ScenarioId::Ford,
        &[("xbow1", "h7"), ("robin", "e7"), ("guard1", "p12")],
        PlayerStep::FirstFire,
    );
    next_roll(&mut g, 9);
    play(&mut g, "fire xbow1 at robin");
    // Nobody else can fire: the step ends by itself.
    assert_eq!(g.moment(), &Moment::Step(PlayerStep::Movement));
    assert!(!legal_text(&g).iter().any(|a| a.starts_with("move xbow1")));
}

#[test]
fn phase_second_fire_bows_only() {
    let g = bare(
        ScenarioId::Ford,
        &[("xbow1", "h7"), ("robin", "e7")],
        PlayerStep::SecondFire,
    );
    assert!(g
        .fire_actions(crate::roster::Side::Sheriff, PlayerStep::SecondFire)
        .is_empty());
    let mut g = bare(
        ScenarioId::Ford,
        &[("xbow1", "h7"), ("robin", "e7")],
        PlayerStep::SecondFire,
    );
    g.at_step(1, PlayerStep::SecondFire);
    assert_eq!(legal_text(&g), vec!["fire robin at xbow1", "end"]);
}

#[test]
fn phase_stunned_stand_up_at_step_five_of_their_next_phase() {
    let mut g = bare(
        ScenarioId::Ford,
        &[("guard1", "h7"), ("robin", "a14")],
        PlayerStep::Movement,
    );
    g.at_step(2, PlayerStep::Movement);
    let c = g.character_mut(w("guard1")).unwrap();
    c.health = Health::Stunned;
    c.stunned_in = 1;
    assert!(
        !legal_text(&g).iter().any(|a| a.contains("guard1")),
        "a stunned man does nothing"
    );
    play(&mut g, "end");
    assert_eq!(g.character(w("guard1")).unwrap().health, Health::Healthy);
}

#[test]
fn game_ends_by_the_turn_limit() {
    for s in ScenarioId::ALL {
        let mut g = Skirmish::new(&Options::of(s), 3);
        while g.outcome().is_none() {
            let a = g.legal().last().unwrap().clone();
            g.apply(&a).unwrap();
            assert!(g.turn() <= s.scenario(crate::RULES).turns);
        }
        // Nobody shot: a tie, to the scenario's tie side... unless it scored.
        assert!(g.outcome().is_some());
        // Exactly the scenario's turns, each of two phases.
        let phases = g
            .log()
            .iter()
            .filter(|e| matches!(e.event, crate::log::Event::PhaseBegins { .. }))
            .count() as u32;
        assert_eq!(phases, 2 * s.scenario(crate::RULES).turns, "{s}");
        assert_eq!(g.turn(), s.scenario(crate::RULES).turns, "{s}");
        assert_eq!(g.ask().rule, "victory", "{s}: the end asks nothing more");
    }
}

#[test]
fn victory_tie_goes_to_the_scenario_side() {
    let mut g = Skirmish::new(&Options::of(ScenarioId::Rescue), 3);
    while g.outcome().is_none() {
        g.apply(&crate::Action::End).unwrap();
    }
    assert_eq!(g.points(), [0, 0]);
    assert_eq!(
        g.outcome().unwrap().winner,
        1,
        "a tie in the rescue goes to the Sheriff"
    );
    assert_eq!(g.outcome().unwrap().reason, "tie");
}

#[test]
fn cli_scenario_flag_and_seats() {
    let o = Skirmish::options_from_flags(&["--scenario".into(), "ford".into()]).unwrap();
    assert_eq!(o.scenario, ScenarioId::Ford.into());
    assert_eq!(
        Skirmish::options_from_flags(&[]).unwrap().scenario,
        ScenarioId::Ambush.into()
    );
    assert!(Skirmish::options_from_flags(&["--scenario".into(), "moon".into()]).is_err());
    assert_eq!(Skirmish::SEAT_NAMES, &["outlaws", "sheriff"]);
    let g = Skirmish::new(&Options::of(ScenarioId::Ford), 1);
    let shown = Skirmish::show(&g.view(sherwood_engine::Viewer::Public), &legal_text(&g));
    assert!(shown.contains("The fight at the ford") && shown.contains("legal:"));
}

/// The outcome's reason says how the game ended: a side with nobody left
/// on the map ends it at once, `left_map` when some of them left by the
/// exit edge, `wiped_out` when all of them died.
#[test]
fn outcome_reason_says_how_the_game_ended() {
    let mut g = bare(
        ScenarioId::Ambush,
        &[("sheriff", "t7"), ("robin", "a1")],
        PlayerStep::Movement,
    );
    play(&mut g, "exit sheriff");
    assert_eq!(g.outcome().map(|o| o.reason), Some("left_map".into()));

    // The ford of revisions 1 to 4, where the kill scores and wins.
    let mut g = bare_under(
        4,
        ScenarioId::Ford,
        &[("robin", "b6"), ("guard1", "e6")],
        PlayerStep::FirstFire,
    );
    g.at_step(1, PlayerStep::FirstFire);
    next_roll(&mut g, 1);
    play(&mut g, "fire robin at guard1");
    assert_eq!(g.character(w("guard1")).unwrap().health, Health::Dead);
    assert_eq!(g.outcome().map(|o| o.reason), Some("wiped_out".into()));
    assert_eq!(g.outcome().unwrap().winner, 0);
    // While both sides still stand, it goes on.
    let mut g = bare(
        ScenarioId::Ford,
        &[("robin", "b6"), ("guard1", "e6"), ("guard2", "t1")],
        PlayerStep::FirstFire,
    );
    g.at_step(1, PlayerStep::FirstFire);
    next_roll(&mut g, 1);
    play(&mut g, "fire robin at guard1");
    assert!(g.outcome().is_none());
}

/// Step 5: one's own characters stunned in the opponent's phase stand up;
/// one stunned in this phase stays down until the next.
#[test]
fn phase_recovery_stands_up_those_stunned_in_the_opponents_phase_only() {
    let mut g = bare(
        ScenarioId::Ford,
        &[("robin", "b6"), ("john", "b8"), ("guard1", "t6")],
        PlayerStep::Recovery,
    );
    g.at_step(3, PlayerStep::Recovery);
    for (name, when) in [("robin", 2), ("john", 3)] {
        let c = g.character_mut(w(name)).unwrap();
        c.health = crate::roster::Health::Stunned;
        c.stunned_in = when;
    }
    play(&mut g, "end");
    let health = |g: &Skirmish, n: &str| g.character(w(n)).unwrap().health;
    assert_eq!(health(&g, "robin"), crate::roster::Health::Healthy);
    assert_eq!(health(&g, "john"), crate::roster::Health::Stunned);
}

/// A hidden outlaw keeps his side's step open even with nothing to do in
/// it: skipping it would tell the Sheriff that no hidden bow has a target.
#[test]
fn hidden_side_steps_wait_for_the_player() {
    // Little John carries no bow: the outlaws' fire step has nothing for him.
    // The Sheriff ends his melee step; the outlaws' phase begins.
    let outlaws_phase = |hidden: bool| {
        let mut g = bare(
            ScenarioId::Ambush,
            &[("john", "s3"), ("guard1", "b7")],
            PlayerStep::Melee,
        );
        g.character_mut(w("john")).unwrap().hidden = hidden;
        play(&mut g, "end");
        assert_eq!(g.phase_side(), crate::roster::Side::Outlaws);
        g
    };
    let g = outlaws_phase(true);
    assert_eq!(*g.moment(), crate::Moment::Step(PlayerStep::FirstFire));
    assert_eq!(legal_text(&g), ["end"], "nothing to do, yet asked");
    // Seen, he is not waited for: the step passes by itself.
    let g = outlaws_phase(false);
    assert_eq!(*g.moment(), crate::Moment::Step(PlayerStep::Movement));
}

/// Nobody shoots his own side.
#[test]
fn fire_never_at_ones_own_side() {
    let g = bare(
        ScenarioId::Ford,
        &[("robin", "b6"), ("john", "e6"), ("guard1", "e8")],
        PlayerStep::FirstFire,
    );
    assert!(g.shot(w("robin"), w("john")).is_none());
    assert!(g.shot(w("robin"), w("guard1")).is_some());
}

/// The ford: at the end, each side scores the scenario's points for each
/// of its men standing on the ford, and a side with nobody there scores
/// nothing (no line "holding the ford" in the log either). Revision 1 games
/// (revision 2 adds a point each turn: `scenario_ford_holding_it_scores_at_the_end`).
#[test]
fn ford_held_at_the_end_scores_for_each_man_on_it_and_nothing_without() {
    let scenario = ScenarioId::Ford.scenario(crate::RULES);
    let ford = Hex::all()
        .find(|&h| scenario.is_ford(h))
        .expect("a ford hex");
    let ford_points = |on_ford: bool| {
        let john = if on_ford {
            ford.to_string()
        } else {
            "a1".to_string()
        };
        let mut g = bare(
            ScenarioId::Ford,
            &[("john", &john), ("guard1", "t14")],
            PlayerStep::Melee,
        );
        g.options.rules = 1;
        g.at_step(2 * scenario.turns - 1, *PlayerStep::ALL.last().unwrap());
        for _ in 0..20 {
            if g.outcome().is_some() {
                break;
            }
            let end = g.legal().into_iter().find(|a| a.to_string() == "end");
            g.apply(&end.expect("the step ends")).unwrap();
        }
        assert!(g.outcome().is_some());
        g.log()
            .iter()
            .filter_map(|e| match &e.event {
                crate::log::Event::Scored {
                    side,
                    points,
                    why: crate::log::Scoring::HoldingTheFord,
                } => Some((*side, *points)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(
        ford_points(true),
        [(crate::roster::Side::Outlaws, scenario.hold_ford)]
    );
    assert_eq!(ford_points(false), []);
}
