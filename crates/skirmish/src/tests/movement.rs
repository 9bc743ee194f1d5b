use super::*;
use crate::roster::Health;

fn destinations(g: &Skirmish, who: &str) -> Vec<Hex> {
    g.legal()
        .iter()
        .filter_map(|a| match a {
            crate::Action::Move { who: m, to, .. } if *m == w(who) => Some(*to),
            _ => None,
        })
        .collect()
}

#[test]
fn movement_terrain_costs_and_points() {
    // guard1, 6 points, on the ford's open west bank.
    let g = bare(
        ScenarioId::Ford,
        &[("guard1", "e7"), ("robin", "a14")],
        PlayerStep::Movement,
    );
    let d = destinations(&g, "guard1");
    assert!(d.contains(&h("e1")), "6 flat hexes");
    assert!(
        d.contains(&h("i8")),
        "three flat hexes and a bank top (2): 5 points"
    );
    assert!(!d.contains(&h("j8")), "water");
    assert!(d.iter().all(|x| x.distance(h("e7")) <= 6));
    let wounded = {
        let mut g = g.clone();
        g.character_mut(w("guard1")).unwrap().health = Health::Wounded;
        destinations(&g, "guard1")
    };
    assert!(
        wounded.iter().all(|x| x.distance(h("e7")) <= 4),
        "wounded: 4 points"
    );
    assert!(!wounded.contains(&h("i8")), "5 points");
}

#[test]
fn movement_water_and_walls_impassable() {
    let g = bare(
        ScenarioId::Ford,
        &[("guard1", "h3"), ("robin", "a14")],
        PlayerStep::Movement,
    );
    let map = g.scenario().map.map();
    assert!(destinations(&g, "guard1")
        .iter()
        .all(|&x| map.at(x).cost(false).is_some()));
    assert!(!destinations(&g, "guard1").contains(&h("j3")), "water");
    // Walls drawn as hexes (revisions 1 to 3; on sides: `sides.rs`).
    let g = bare_under(
        3,
        ScenarioId::Rescue,
        &[("guard1", "b3"), ("robin", "a14")],
        PlayerStep::Movement,
    );
    let mut g = g;
    g.at_step(1, PlayerStep::Movement); // the Sheriff's phase in the rescue
    assert!(!destinations(&g, "guard1").contains(&h("c2")), "a wall");
    assert!(destinations(&g, "guard1").contains(&h("c4")), "a door");
}

#[test]
fn movement_horses_barred_from_trees_houses_and_windows() {
    let mut g = bare(
        ScenarioId::Ford,
        &[("knight1", "g3"), ("robin", "a14")],
        PlayerStep::Movement,
    );
    g.character_mut(w("knight1")).unwrap().mounted = true;
    let map = g.scenario().map.map();
    let d = destinations(&g, "knight1");
    assert!(!d.is_empty());
    assert!(d
        .iter()
        .all(|&x| !map.at(x).effects().unwrap().horses_barred));
    assert!(!d.contains(&h("h3")), "a tree");
    g.character_mut(w("knight1")).unwrap().mounted = false;
    assert!(
        destinations(&g, "knight1").contains(&h("h3")),
        "on foot, the tree costs 2"
    );
}

#[test]
fn movement_stops_next_to_an_enemy() {
    // Wounded, 4 points: the only way to e7 passes next to john.
    let mut g = bare(
        ScenarioId::Ford,
        &[("guard1", "a7"), ("john", "c7")],
        PlayerStep::Movement,
    );
    g.character_mut(w("guard1")).unwrap().health = Health::Wounded;
    let d = destinations(&g, "guard1");
    assert!(d.contains(&h("b7")), "next to john");
    assert!(
        !d.contains(&h("e7")),
        "past john: it stops next to him first"
    );
}

#[test]
fn mounting_and_dismounting() {
    let mut g = bare(
        ScenarioId::Ford,
        &[("knight1", "e7"), ("robin", "a14")],
        PlayerStep::Movement,
    );
    g.character_mut(w("knight1")).unwrap().mounted = true;
    play(&mut g, "dismount knight1");
    assert!(!g.character(w("knight1")).unwrap().mounted);
    assert_eq!(g.horses(), &[h("e7")]);
    g.at_step(2, PlayerStep::Movement);
    play(&mut g, "mount knight1");
    assert!(g.character(w("knight1")).unwrap().mounted);
    assert!(g.horses().is_empty());
    // Outlaws do not ride.
    let mut g = bare(
        ScenarioId::Ford,
        &[("robin", "e7"), ("guard1", "a14")],
        PlayerStep::Movement,
    );
    g.add_horse(h("e7"));
    g.at_step(1, PlayerStep::Movement);
    assert!(!legal_text(&g).contains(&"mount robin".to_string()));
}

#[test]
fn exit_edge_scores_the_leaver() {
    let mut g = bare(
        ScenarioId::Ambush,
        &[("sheriff", "t7"), ("robin", "a1")],
        PlayerStep::Movement,
    );
    play(&mut g, "exit sheriff");
    // The ambush scores a flat sum a man who leaves (tuned; see its text):
    // 5 in its first texts, 9 from revision 5.
    assert_eq!(g.points()[1], 9);
    let s = g.character(w("sheriff")).unwrap();
    assert!(s.exited && s.at.is_none());
    let mut g = bare_under(
        4,
        ScenarioId::Ambush,
        &[("sheriff", "t7"), ("robin", "a1")],
        PlayerStep::Movement,
    );
    play(&mut g, "exit sheriff");
    assert_eq!(g.points()[1], 5);
}

/// The cache of movement searches answers as a fresh search would: along
/// random games, the legal actions of a state that has searched before
/// (and whose cache saw earlier positions) equal those of a clone (which
/// starts with an empty cache).
#[test]
fn movement_search_cache_answers_as_a_fresh_search() {
    for scenario in ScenarioId::ALL {
        let mut rng = sherwood_engine::Rng::new(3);
        for seed in 0..6 {
            let mut g = Skirmish::new(&Options::of(scenario), seed);
            while let Some(a) = rng.pick(&g.legal()).cloned() {
                assert_eq!(g.legal(), g.clone().legal(), "{scenario} seed {seed}");
                g.apply(&a).unwrap();
            }
        }
    }
}

/// Guard 1 on `at`, and an outlaw on each hex next to it but the first
/// `free`, in the movement step.
fn boxed_in(at: &str, free: usize) -> Skirmish {
    let outlaws = ["robin", "john", "scarlet", "tuck", "much", "alan"];
    let mut who = vec![("guard1", at.to_string())];
    for (k, n) in h(at).neighbours().enumerate().skip(free) {
        who.push((outlaws[k], n.to_string()));
    }
    let who: Vec<(&str, &str)> = who.iter().map(|(w, at)| (*w, at.as_str())).collect();
    bare(ScenarioId::Ford, &who, PlayerStep::Movement)
}

/// A man boxed in, every hex next to him an enemy's, has no move: his
/// side's movement step offers nothing but its end (and passes by itself
/// in play); one hex left free, he has a move.
#[test]
fn movement_a_man_boxed_in_has_no_move() {
    let g = boxed_in("a1", 0);
    assert!(!g.has_move_action(crate::roster::Side::Sheriff));
    assert!(!legal_text(&g).iter().any(|a| a.starts_with("move ")));
    let g = boxed_in("a1", 1);
    assert!(g.has_move_action(crate::roster::Side::Sheriff));
    assert_eq!(
        legal_text(&g)
            .iter()
            .filter(|a| a.starts_with("move "))
            .count(),
        1
    );
}

/// A search lists the hexes it reached in hex order, its start among them,
/// even where no other hex of the start's column is reached: boxed in
/// mid-map, a man has reached his own hex alone; one hex next to him left
/// free, that hex too.
#[test]
fn movement_search_lists_what_it_reached_its_start_too() {
    let reached = |g: &Skirmish| g.reach(w("guard1")).unwrap().reached;
    assert_eq!(reached(&boxed_in("e6", 0)), [h("e6")]);
    let free = h("e6").neighbours().next().unwrap();
    let mut both = vec![h("e6"), free];
    both.sort();
    assert_eq!(reached(&boxed_in("e6", 1)), both);
}

/// The cache of movement searches tells apart each enemy's hex and whether
/// he is awake: a stunned enemy moved, or one awake on the hex before his
/// in the map's order, gives another reach, as a fresh search (a clone,
/// whose cache starts empty) says.
#[test]
fn movement_search_cache_tells_each_enemy_hex_and_state_apart() {
    let mut g = bare(
        ScenarioId::Ford,
        &[("guard1", "e6"), ("robin", "f7")],
        PlayerStep::Movement,
    );
    let place = |g: &mut Skirmish, at: Hex, stunned: bool| {
        let c = g.character_mut(w("robin")).unwrap();
        c.at = Some(at);
        c.health = if stunned {
            Health::Stunned
        } else {
            Health::Healthy
        };
    };
    let a = h("f7");
    let before = Hex::all().find(|x| x.index() + 1 == a.index()).unwrap();
    place(&mut g, a, true);
    let mut last = legal_text(&g);
    for (at, stunned) in [(before, false), (a, true), (h("g7"), true)] {
        place(&mut g, at, stunned);
        let cached = legal_text(&g);
        assert_eq!(
            cached,
            legal_text(&g.clone()),
            "robin at {at}, stunned {stunned}"
        );
        assert_ne!(
            cached, last,
            "robin at {at}, stunned {stunned}: another reach"
        );
        last = cached;
    }
}
