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
