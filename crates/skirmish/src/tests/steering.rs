//! Moves the player steers (`rules/steering.rs`): the route named is the
//! route walked, and it obeys every rule of a move, each condition checked
//! on both sides. The ford's west bank: rows 6 to 9 of columns a to h are
//! flat, d8 a tree, b10 a tree.

use super::*;
use crate::log::Event;
use crate::roster::Health;
use crate::state::Moment;
use crate::Action;

/// guard1 (6 points, on foot) on b6, with `others` around him.
fn guard_on_b6(others: &[(&str, &str)]) -> Skirmish {
    let mut who = vec![("guard1", "b6")];
    who.extend_from_slice(others);
    if !others.iter().any(|(n, _)| *n == "robin") {
        who.push(("robin", "t14"));
    }
    bare(ScenarioId::Ford, &who, PlayerStep::Movement)
}

fn legal(g: &Skirmish, text: &str) -> bool {
    g.clone().apply(&text.parse::<Action>().unwrap()).is_ok()
}

fn at(g: &Skirmish, who: &str) -> Hex {
    g.character(w(who)).unwrap().at.unwrap()
}

#[test]
fn movement_steered_route_is_walked_as_named() {
    let mut g = guard_on_b6(&[]);
    let cheapest = g
        .steered_move(w("guard1"), &[h("b7"), h("c8")])
        .expect("a move");
    assert_eq!(
        cheapest.to_string(),
        "move guard1 c8",
        "the cheapest path names no route"
    );
    let around = g
        .steered_move(w("guard1"), &[h("b7"), h("b8"), h("c8")])
        .unwrap();
    assert_eq!(around.to_string(), "move guard1 b7 b8 c8");
    assert!(
        !g.legal().contains(&around),
        "legal lists the cheapest paths only"
    );
    g.apply(&around).unwrap();
    assert_eq!(at(&g, "guard1"), h("c8"));
    assert!(g
        .log()
        .iter()
        .any(|e| matches!(e.event, Event::Moved { to, .. } if to == h("c8"))));
}

#[test]
fn movement_steered_route_stops_next_to_a_hidden_enemy_on_it() {
    // Hidden john in the tree at b10: the cheapest path to c8 never comes
    // next to him, the route by b9 does.
    let mut g = guard_on_b6(&[("john", "b10")]);
    g.character_mut(w("john")).unwrap().hidden = true;
    assert!(h("b9").is_adjacent(h("b10")));
    let mut cheapest = g.clone();
    play(&mut cheapest, "move guard1 c8");
    assert_eq!(at(&cheapest, "guard1"), h("c8"));
    assert!(cheapest.character(w("john")).unwrap().hidden);
    play(&mut g, "move guard1 b7 b8 b9 c9 c8");
    assert_eq!(at(&g, "guard1"), h("b9"), "stopped where john is found");
    assert!(!g.character(w("john")).unwrap().hidden);
    assert!(g
        .log()
        .iter()
        .any(|e| matches!(e.event, Event::Stopped { at, .. } if at == h("b9"))));
}

#[test]
fn movement_steered_route_hex_by_hex_each_next_to_the_last() {
    let g = guard_on_b6(&[]);
    assert!(legal(&g, "move guard1 b7 c8"));
    assert!(!legal(&g, "move guard1 b7 c9"), "c9 is two hexes from b7");
    assert!(!legal(&g, "move guard1 b8 c8"), "b8 is two hexes from b6");
}

#[test]
fn movement_steered_route_enters_no_hex_twice() {
    let g = guard_on_b6(&[]);
    assert!(legal(&g, "move guard1 b7 b8 c8"));
    assert!(!legal(&g, "move guard1 b7 b8 b7 c8"), "b7 twice");
    assert!(!legal(&g, "move guard1 b7 b6 c6"), "back through the start");
}

#[test]
fn movement_steered_route_within_the_movement_points() {
    let g = guard_on_b6(&[]);
    assert!(legal(&g, "move guard1 b7 b8 b9 c9 d9 e9"), "6 flat hexes");
    assert!(!legal(&g, "move guard1 b7 b8 b9 c9 d9 e9 f9"), "7");
    // The tree at d8 costs 2: 6 points by it, 7 one hex further.
    assert!(legal(&g, "move guard1 b7 c8 d8 e8 f8"));
    assert!(!legal(&g, "move guard1 b7 c8 d8 e8 f8 g8"));
    let mut wounded = g.clone();
    wounded.character_mut(w("guard1")).unwrap().health = Health::Wounded;
    assert!(
        legal(&wounded, "move guard1 b7 b8 b9 c9"),
        "4 points wounded"
    );
    assert!(!legal(&wounded, "move guard1 b7 b8 b9 c9 d9"));
}

#[test]
fn movement_steered_route_horses_barred_from_trees() {
    let mut g = bare(
        ScenarioId::Ford,
        &[("knight1", "b6"), ("robin", "t14")],
        PlayerStep::Movement,
    );
    assert!(
        legal(&g, "move knight1 b7 c8 d8"),
        "on foot, the tree costs 2"
    );
    g.character_mut(w("knight1")).unwrap().mounted = true;
    assert!(!legal(&g, "move knight1 b7 c8 d8"), "mounted");
    assert!(legal(&g, "move knight1 b7 c8 d7"));
}

#[test]
fn movement_steered_route_goes_on_from_no_hex_next_to_an_awake_enemy() {
    // Robin on d6: c7 is next to him.
    assert!(h("c7").is_adjacent(h("d6")));
    let mut g = guard_on_b6(&[("robin", "d6")]);
    assert!(
        legal(&g, "move guard1 b7 c7"),
        "the route may end next to him"
    );
    assert!(!legal(&g, "move guard1 b7 c7 c8"), "but not go on");
    assert!(legal(&g, "move guard1 b7 b8 c8"), "a route that keeps away");
    g.character_mut(w("robin")).unwrap().health = Health::Stunned;
    assert!(
        legal(&g, "move guard1 b7 c7 c8"),
        "a stunned enemy stops no one"
    );
}

#[test]
fn movement_steered_route_through_friends_never_enemies() {
    // guard2 on b7, stunned Robin on b8: neither stops the move.
    let mut g = guard_on_b6(&[("guard2", "b7"), ("robin", "c9")]);
    g.character_mut(w("robin")).unwrap().health = Health::Stunned;
    assert!(legal(&g, "move guard1 b7 c8"), "through a friend");
    assert!(!legal(&g, "move guard1 c7 b7"), "not ending on him");
    assert!(legal(&g, "move guard1 b7 b8 b9"), "past the stunned enemy");
    assert!(!legal(&g, "move guard1 b7 b8 c9 d9"), "not through his hex");
    assert!(!legal(&g, "move guard1 b7 b8 c9"), "nor onto it");
}

#[test]
fn movement_steered_route_only_by_who_may_move_now() {
    let mut g = guard_on_b6(&[]);
    assert!(legal(&g, "move guard1 b7 b8"));
    g.at_step(0, PlayerStep::Melee);
    assert!(!legal(&g, "move guard1 b7 b8"), "not in the melee step");
    let mut g = guard_on_b6(&[]);
    g.at_step(1, PlayerStep::Movement);
    assert!(!legal(&g, "move guard1 b7 b8"), "the outlaws' phase");
    // guard2 still to move keeps the step going.
    let mut g = guard_on_b6(&[("guard2", "h2")]);
    play(&mut g, "move guard1 b7");
    assert_eq!(g.moment(), &Moment::Step(PlayerStep::Movement));
    assert!(legal(&g, "move guard2 h3 h4"));
    assert!(!legal(&g, "move guard1 b8 b9"), "a second move");
}

#[test]
fn steering_offers_each_hex_the_route_may_go_on_to() {
    let g = guard_on_b6(&[("robin", "d6")]);
    let guard = w("guard1");
    let start = g.steer(guard, &[]).expect("guard1 may move");
    assert_eq!((start.spent(), start.points), (0, 6));
    let onward: Vec<Hex> = start.onward.iter().map(|l| l.to).collect();
    let cheapest = destinations_of(&g, "guard1");
    assert_eq!(onward, cheapest, "from the start: the legal moves");
    for leg in &start.onward {
        assert_eq!(leg.hexes.last(), Some(&leg.to));
        let action = g.steered_move(guard, &leg.hexes).unwrap();
        assert!(legal(&g, &action.to_string()), "{action}");
        assert_eq!(
            leg.spent,
            g.steer(guard, &leg.hexes).unwrap().spent(),
            "{action}: the leg's cost"
        );
    }
    let on = g.steer(guard, &[h("b7"), h("b8")]).unwrap();
    assert_eq!((on.spent(), on.spent_at.as_slice()), (2, &[1, 2][..]));
    let by_tree = g.steer(guard, &[h("b7"), h("c8"), h("d8")]).unwrap();
    assert_eq!(by_tree.spent_at, [1, 2, 4], "the tree costs 2");
    let ends: Vec<Hex> = on.onward.iter().map(|l| l.to).collect();
    assert!(ends.contains(&h("b9")));
    assert!(
        !ends.contains(&h("b7")) && !ends.contains(&h("b6")),
        "entered already"
    );
    for leg in &on.onward {
        assert!(leg.hexes.len() <= 4, "4 points left: {leg:?}");
        assert!(leg.spent > 2 && leg.spent <= 6);
        let route: Vec<Hex> = [h("b7"), h("b8")]
            .into_iter()
            .chain(leg.hexes.iter().copied())
            .collect();
        let action = g.steered_move(guard, &route).unwrap();
        assert!(legal(&g, &action.to_string()), "{action}");
    }
    let stopped = g.steer(guard, &[h("b7"), h("c7")]).unwrap();
    assert!(
        stopped.onward.is_empty(),
        "c7 is next to Robin: the move ends"
    );
    assert!(g.steer(guard, &[h("c9")]).is_none(), "not a route");
}

fn destinations_of(g: &Skirmish, who: &str) -> Vec<Hex> {
    g.legal()
        .iter()
        .filter_map(|a| match a {
            Action::Move { who: m, to, .. } if *m == w(who) => Some(*to),
            _ => None,
        })
        .collect()
}

/// Over random games of every scenario, moves steered leg by leg as the
/// table builds them (one to three legs, each to a hex `steer` offers) are
/// legal, and end at the route's end, or where the route first comes next
/// to a hidden enemy.
#[test]
fn steered_routes_from_random_positions_are_legal_and_walked() {
    use sherwood_engine::Rng;
    let mut steered = 0;
    for scenario in ScenarioId::ALL {
        for seed in 0..12 {
            let mut g = Skirmish::new(&Options::of(scenario), seed);
            let mut rng = Rng::new(seed ^ 0x57ee);
            while g.to_move().is_some() {
                let legal = g.legal();
                let movers: Vec<Who> = legal
                    .iter()
                    .filter_map(|a| match a {
                        Action::Move { who, .. } => Some(*who),
                        _ => None,
                    })
                    .collect();
                let action = match rng.pick(&movers) {
                    Some(&who) if rng.below(2) == 0 => {
                        let mut route: Vec<Hex> = Vec::new();
                        for _ in 0..=rng.below(3) {
                            let s = g.steer(who, &route).expect("a mover may steer");
                            let Some(leg) = rng.pick(&s.onward) else {
                                break;
                            };
                            route.extend_from_slice(&leg.hexes);
                        }
                        if route.is_empty() {
                            rng.pick(&legal).unwrap().clone()
                        } else {
                            let a = g.steered_move(who, &route).unwrap();
                            let side = who.side();
                            let hidden: Vec<Hex> = g
                                .characters()
                                .iter()
                                .filter(|c| c.side() != side && c.hidden)
                                .filter_map(|c| c.on_map())
                                .collect();
                            let expected = route
                                .iter()
                                .find(|x| hidden.iter().any(|e| e.is_adjacent(**x)))
                                .unwrap_or(route.last().unwrap());
                            g.apply(&a)
                                .unwrap_or_else(|e| panic!("{scenario} {seed}: {e}"));
                            assert_eq!(at(&g, who.name()), *expected, "{scenario} {seed}: {a}");
                            steered += 1;
                            continue;
                        }
                    }
                    _ => rng.pick(&legal).unwrap().clone(),
                };
                g.apply(&action).unwrap();
            }
        }
    }
    assert!(steered > 500, "{steered} steered moves");
}
