use super::*;
use sherwood_engine::Viewer;

/// The ambush with the outlaws placed on their first legal hexes.
fn placed() -> Skirmish {
    let mut g = Skirmish::new(&Options::default(), 4);
    while matches!(g.moment(), crate::Moment::Setup) {
        let a = g.legal()[0].clone();
        g.apply(&a).unwrap();
    }
    g
}

#[test]
fn hidden_setup_unseen_by_the_sheriff_and_the_public() {
    let g = placed();
    let outlaws = |v: &crate::View| {
        v.characters
            .iter()
            .filter(|c| c.side() == crate::roster::Side::Outlaws)
            .count()
    };
    let hidden = g.scenario().units.iter().filter(|u| u.at.is_none()).count();
    assert!(hidden >= 4);
    assert_eq!(outlaws(&g.view(Viewer::Seat(0))), hidden);
    assert_eq!(outlaws(&g.view(Viewer::Seat(1))), 0);
    assert_eq!(outlaws(&g.view(Viewer::Public)), 0);
    assert!(!g.public_position().contains("robin"));
    let sheriff_log = serde_json::to_string(&g.view(Viewer::Seat(1)).log).unwrap();
    assert!(!sheriff_log.contains("placed"), "{sheriff_log}");
    // The outlaws' own log has each of their placements.
    let placed = g
        .view(Viewer::Seat(0))
        .log
        .iter()
        .filter(|e| matches!(e.event, crate::log::Event::Placed { .. }))
        .count();
    assert_eq!(placed, hidden);
}

#[test]
fn hidden_revealed_when_firing() {
    let mut g = placed();
    let robin = g.character(w("robin")).unwrap().at.unwrap();
    g.put(w("guard1"), h("a1"));
    g.character_mut(w("robin")).unwrap().hidden = true;
    // A guard in the open, in sight of robin.
    let target = Hex::all()
        .find(|&x| {
            g.scenario().map.map().at(x).symbol() == '.'
                && x.distance(robin) >= 2
                && crate::sight::fire_cover(g.scenario().map.map(), robin, x).is_some()
                && g.characters().iter().all(|c| c.at != Some(x))
        })
        .unwrap();
    g.put(w("guard1"), target);
    g.at_step(1, PlayerStep::FirstFire);
    play(&mut g, "fire robin at guard1");
    assert!(!g.character(w("robin")).unwrap().hidden);
}

#[test]
fn hidden_found_when_an_enemy_comes_next_to_it() {
    let mut g = placed();
    let robin = g.character(w("robin")).unwrap().at.unwrap();
    assert!(g.character(w("robin")).unwrap().hidden);
    let next = robin
        .neighbours()
        .find(|&n| {
            g.scenario().map.map().at(n).cost(false).is_some()
                && g.characters().iter().all(|c| c.at != Some(n))
        })
        .unwrap();
    g.put(w("guard1"), next);
    g.apply(&crate::Action::End).unwrap();
    assert!(!g.character(w("robin")).unwrap().hidden);
}

#[test]
fn hidden_sheriff_move_stops_next_to_a_hidden_outlaw() {
    let mut g = bare(
        ScenarioId::Ambush,
        &[("guard1", "b7"), ("john", "g6")],
        PlayerStep::Movement,
    );
    g.character_mut(w("john")).unwrap().hidden = true;
    assert!(
        legal_text(&g).contains(&"move guard1 h7".to_string()),
        "the Sheriff does not know of john"
    );
    play(&mut g, "move guard1 h7");
    let at = g.character(w("guard1")).unwrap().at.unwrap();
    assert!(at.is_adjacent(h("g6")), "stopped at {at}");
    assert!(!g.character(w("john")).unwrap().hidden, "found");
}

#[test]
fn hidden_moving_into_sight_reveals() {
    let mut g = bare(
        ScenarioId::Ambush,
        &[("guard1", "b7"), ("john", "g4")],
        PlayerStep::Movement,
    );
    g.at_step(1, PlayerStep::Movement);
    g.character_mut(w("john")).unwrap().hidden = true;
    play(&mut g, "move john g7");
    assert!(
        !g.character(w("john")).unwrap().hidden,
        "on the open road in sight of guard1"
    );
}

// ---------------------------------------------------------------- pairs

use crate::roster::Side;
use crate::Action;
use sherwood_engine::harness::{assert_same_views, play_secret_pair, PairTally, Secret};
use sherwood_engine::Rng;

/// Who may not know where the hidden outlaws are.
const BLIND: [Viewer; 2] = [Viewer::Seat(1), Viewer::Public];

/// Nothing public tells the two games apart yet: the same characters are
/// hidden in both, and those seen are the same in every respect.
fn hidden_kept(a: &Skirmish, b: &Skirmish) -> bool {
    a.characters()
        .iter()
        .zip(b.characters())
        .all(|(x, y)| x.hidden == y.hidden && (x.hidden || x == y))
}

/// The action with `one` and `other` exchanged wherever it names them.
fn exchanged(a: &Action, one: Who, other: Who) -> Action {
    let x = |w: Who| {
        if w == one {
            other
        } else if w == other {
            one
        } else {
            w
        }
    };
    match a.clone() {
        Action::Place { who, at } => Action::Place { who: x(who), at },
        Action::Fire { shooter, target } => Action::Fire {
            shooter: x(shooter),
            target: x(target),
        },
        Action::Move { who, to, via } => Action::Move {
            who: x(who),
            to,
            via,
        },
        Action::Mount { who } => Action::Mount { who: x(who) },
        Action::Dismount { who } => Action::Dismount { who: x(who) },
        Action::Exit { who } => Action::Exit { who: x(who) },
        Action::Melee {
            attackers,
            defender,
        } => Action::Melee {
            attackers: attackers.into_iter().map(x).collect(),
            defender: x(defender),
        },
        Action::Recoil { who, to } => Action::Recoil { who: x(who), to },
        Action::End => Action::End,
    }
}

/// Over 600 seeded ambushes: two hidden set-ups that differ only in which
/// of two outlaws stands on which of two hexes (`place robin x, place john
/// y, …` against `place robin y, place john x, …`) look the same to the
/// Sheriff and the public, logs included, at every step of the set-up and of
/// the same random play after it (the one outlaw's move made by the other in
/// the second game), until one of them is seen.
#[test]
fn logs_never_tell_where_the_hidden_outlaws_were_set_up() {
    let mut t = PairTally::default();
    for seed in 0..600 {
        let mut pick = Rng::new(seed ^ 0xa4b);
        let mut a = Skirmish::new(&Options::default(), seed);
        let first = a.next_to_place().expect("a hidden set-up").who;
        let legal = a.legal();
        let x = pick.pick(&legal).unwrap().clone();
        let Action::Place { at: hx, .. } = x else {
            panic!("{x}")
        };
        let mut b = a.clone();
        a.apply(&x).unwrap();
        let y = loop {
            let y = pick.pick(&legal).unwrap().clone();
            if y != x {
                break y;
            }
        };
        let Action::Place { at: hy, .. } = y else {
            panic!("{y}")
        };
        b.apply(&y).unwrap();
        assert_same_views(&a, &b, &BLIND, &format_args!("seed {seed}: first placed"));
        let second = a.next_to_place().expect("two to hide").who;
        a.apply(&Action::Place {
            who: second,
            at: hy,
        })
        .unwrap();
        b.apply(&Action::Place {
            who: second,
            at: hx,
        })
        .unwrap();
        assert_same_views(&a, &b, &BLIND, &format_args!("seed {seed}: second placed"));
        t.positions += 2;
        let secret = Secret::kept_while(hidden_kept)
            .counterpart(move |_, act| Some(exchanged(act, first, second)));
        let run = play_secret_pair(
            &mut a,
            &mut b,
            &BLIND,
            &mut pick,
            2_000,
            secret,
            &format_args!("seed {seed}: {first} on {hx} or {hy}, {second} on the other"),
        );
        t.add(run);
    }
    eprintln!("hidden set-up: {t:?}");
    assert!(t.pairs == 600 && t.positions > 10_000, "{t:?}");
}

/// Over 300 seeded ambushes, at every other move of a hidden outlaw: moving
/// it to one hex or another looks the same to the Sheriff and the public,
/// logs included, until it is seen.
#[test]
fn logs_never_tell_where_a_hidden_outlaw_moved() {
    let mut t = PairTally::default();
    for seed in 0..300 {
        let mut g = Skirmish::new(&Options::default(), seed);
        let mut chooser = Rng::new(seed ^ 0x41d);
        let mut step = 0;
        while g.outcome().is_none() && step < 2_000 {
            let legal = g.legal();
            let hidden_moves: Vec<&Action> = legal
                .iter()
                .filter(|a| {
                    matches!(a, Action::Move { who, .. }
                        if g.character(*who).is_some_and(|c| c.hidden && c.side() == Side::Outlaws))
                })
                .collect();
            if hidden_moves.len() >= 2 && chooser.below(2) == 0 {
                let x = (*chooser.pick(&hidden_moves).unwrap()).clone();
                let y = (*chooser.pick(&hidden_moves).unwrap()).clone();
                if x != y {
                    let (mut a, mut b) = (g.clone(), g.clone());
                    a.apply(&x).unwrap();
                    b.apply(&y).unwrap();
                    let run = play_secret_pair(
                        &mut a,
                        &mut b,
                        &BLIND,
                        &mut chooser.clone(),
                        300,
                        Secret::kept_while(hidden_kept),
                        &format_args!("seed {seed} step {step}: '{x}' or '{y}'"),
                    );
                    t.add(run);
                }
            }
            let a = chooser.pick(&legal).unwrap().clone();
            g.apply(&a).unwrap();
            step += 1;
        }
    }
    eprintln!("hidden moves: {t:?}");
    assert!(t.pairs > 300 && t.positions > 10_000, "{t:?}");
}

// ---------------------------------------------------------------- undo

/// Undo stops at a die roll, a reveal, or the device passing to the other
/// side; a plain move can be taken back.
#[test]
fn undo_barrier_at_a_roll_a_reveal_or_a_hand_over_only() {
    let start = || {
        let mut g = bare(
            ScenarioId::Ambush,
            &[("guard1", "b7"), ("john", "g4"), ("robin", "s2")],
            PlayerStep::Movement,
        );
        g.at_step(1, PlayerStep::Movement);
        g
    };
    let step = |g: &mut Skirmish, text: &str| g.apply(&text.parse().unwrap()).unwrap();
    // A move in the open, nothing revealed, Robin Hood still to move:
    // reversible.
    let mut g = start();
    assert_eq!(
        step(&mut g, "move john g5"),
        sherwood_engine::Step::Reversible
    );
    // The same move hidden, into sight: revealed, a barrier.
    let mut g = start();
    g.character_mut(w("john")).unwrap().hidden = true;
    assert_eq!(step(&mut g, "move john g7"), sherwood_engine::Step::Barrier);
    // Ending the outlaws' phase hands the device over.
    let mut g = start();
    let mut barrier = false;
    for _ in 0..6 {
        if g.to_move() != Some(0) {
            break;
        }
        barrier = step(&mut g, "end") == sherwood_engine::Step::Barrier;
    }
    assert_eq!(g.to_move(), Some(1), "the Sheriff's phase");
    assert!(barrier, "the hand-over is a barrier");
    // A shot rolls the die: a barrier.
    let mut g = bare(
        ScenarioId::Ford,
        &[("robin", "b6"), ("guard1", "e6")],
        PlayerStep::FirstFire,
    );
    g.at_step(1, PlayerStep::FirstFire);
    assert_eq!(
        step(&mut g, "fire robin at guard1"),
        sherwood_engine::Step::Barrier
    );
}
