use super::*;
use crate::roster::Health;
use crate::tables::MeleeResult;

/// `attackers` (outlaws, phase 1, melee step) around guard1 at h7 on open
/// ground; attackers take its neighbours in order.
fn fight(attackers: &[&str], defender: &str) -> Skirmish {
    let spots: Vec<Hex> = h("e6").neighbours().collect();
    // guard6, far away, keeps the Sheriff's next phase from passing by itself.
    let mut who: Vec<(&str, String)> =
        vec![(defender, "e6".to_string()), ("guard6", "s14".to_string())];
    for (i, a) in attackers.iter().enumerate() {
        who.push((a, spots[i].to_string()));
    }
    let pairs: Vec<(&str, &str)> = who.iter().map(|(n, s)| (*n, s.as_str())).collect();
    let mut g = bare(ScenarioId::Ford, &pairs, PlayerStep::Melee);
    g.at_step(1, PlayerStep::Melee);
    g
}

fn attack(g: &mut Skirmish, attackers: &[&str], defender: &str, die: u8) {
    next_roll(g, die);
    play(g, &format!("melee {} at {defender}", attackers.join("+")));
}

#[test]
fn melee_ratio_rounded_down() {
    let g = fight(&["john"], "guard1");
    let a = g.attack(&[w("john")], w("guard1")).unwrap();
    assert_eq!(
        (a.attack, a.defence, a.ratio.ratio(), a.column.ratio()),
        (12, 6, 2, 2)
    );
    let g = fight(&["john", "scarlet"], "guard1");
    let a = g.attack(&[w("john"), w("scarlet")], w("guard1")).unwrap();
    assert_eq!(
        (a.attack, a.column.ratio()),
        (21, 3),
        "21/6 rounds down to 3-1"
    );
}

#[test]
fn melee_below_one_to_one_not_allowed() {
    let g = fight(&["alan"], "guard1");
    assert!(g.attack(&[w("alan")], w("guard1")).is_none(), "4 against 6");
    assert_eq!(legal_text(&g), vec!["end"]);
}

#[test]
fn melee_terrain_shifts_the_column() {
    // Defender in brush (−), attacker on flat ground (0): one column right.
    let mut g = fight(&["john"], "guard1");
    g.put(w("guard1"), h("a3")); // brush on the ford map
    g.put(w("john"), h("a4"));
    let a = g.attack(&[w("john")], w("guard1")).unwrap();
    assert_eq!((a.ratio.ratio(), a.shift, a.column.ratio()), (2, 1, 3));
}

/// Revision 3's reading: a terrain shift past the 1-1 column stops there.
/// Will Scarlet (9) against a man-at-arms (6) is 1-1; from brush (−) against
/// flat ground (0) the shift is one column left: the attack is made at 1-1,
/// where revisions 1 and 2 forbade it. A ratio below 1-1 is refused in both
/// (`melee_below_one_to_one_not_allowed`).
#[test]
fn melee_terrain_shift_past_one_to_one_stops_there_from_revision_3() {
    let mut g = fight(&["scarlet"], "guard1");
    g.put(w("scarlet"), h("a3")); // brush on the ford map
    g.put(w("guard1"), h("a4"));
    assert_eq!(g.scenario().map.map().at(h("a3")).symbol(), '"');
    let a = g
        .attack(&[w("scarlet")], w("guard1"))
        .expect("allowed under revision 3");
    assert_eq!((a.ratio.ratio(), a.shift, a.column.ratio()), (1, -1, 1));
    assert!(legal_text(&g).contains(&"melee scarlet at guard1".to_string()));
    // On flat ground beside him, the same attack is at 1-1 with no shift.
    g.put(w("scarlet"), h("b4"));
    let a = g.attack(&[w("scarlet")], w("guard1")).unwrap();
    assert_eq!((a.shift, a.column.ratio()), (0, 1));
    g.put(w("scarlet"), h("a3"));
    for older in [1, 2] {
        g.options.rules = older;
        assert!(
            g.attack(&[w("scarlet")], w("guard1")).is_none(),
            "revision {older}"
        );
        assert_eq!(legal_text(&g), vec!["end"], "revision {older}");
    }
}

/// Revisions 1 to 3, windows drawn as hexes: one in a window hex neither
/// attacks nor is attacked (from 4, `sides::sides_no_melee_across_a_wall_or_a_window`).
#[test]
fn melee_no_melee_through_a_window() {
    let mut g = bare_under(
        3,
        ScenarioId::Rescue,
        &[("john", "h2"), ("guard1", "h3")],
        PlayerStep::Melee,
    );
    g.at_step(0, PlayerStep::Melee); // the outlaws' phase in the rescue
    assert_eq!(g.map().at(h("h3")).symbol(), 'w');
    assert!(g.attack(&[w("john")], w("guard1")).is_none());
}

#[test]
fn melee_on_foot_result_a_attacker_wounded() {
    let mut g = fight(&["scarlet"], "guard1"); // 9 against 6: 1-1
    attack(&mut g, &["scarlet"], "guard1", 4);
    assert_eq!(g.character(w("scarlet")).unwrap().health, Health::Wounded);
}

#[test]
fn melee_on_foot_result_b_all_attackers_retreat() {
    // scarlet + alan: 13 against 6, 2-1; row 4 is B.
    let mut g = fight(&["scarlet", "alan"], "guard1");
    attack(&mut g, &["scarlet", "alan"], "guard1", 4);
    while let Some(crate::Action::Recoil { who, to }) = g.legal().first().cloned() {
        play(&mut g, &format!("recoil {who} {to}"));
    }
    for a in ["scarlet", "alan"] {
        let c = g.character(w(a)).unwrap();
        assert!(
            c.health == Health::Wounded || c.at.unwrap().distance(h("e6")) == 2,
            "{a}"
        );
    }
}

#[test]
fn melee_on_foot_result_c_defender_retreats() {
    let mut g = fight(&["scarlet"], "guard1");
    attack(&mut g, &["scarlet"], "guard1", 1);
    while let Some(crate::Action::Recoil { who, to }) = g.legal().first().cloned() {
        play(&mut g, &format!("recoil {who} {to}"));
    }
    let c = g.character(w("guard1")).unwrap();
    assert_eq!(c.at.unwrap().distance(h("e6")), 1);
    assert!(
        c.at.unwrap()
            .distance(g.character(w("scarlet")).unwrap().at.unwrap())
            >= 2
    );
}

#[test]
fn melee_on_foot_results_d_e_f_stun_wound_kill() {
    for (attackers, result, health) in [
        (&["john"][..], MeleeResult::D, Health::Stunned),
        (&["john", "scarlet"][..], MeleeResult::E, Health::Wounded),
        (
            &["robin", "john", "scarlet", "tuck"][..],
            MeleeResult::F,
            Health::Dead,
        ),
    ] {
        let mut g = fight(attackers, "guard1");
        let (_, odds) = g
            .attack_odds(
                &attackers.iter().map(|a| w(a)).collect::<Vec<_>>(),
                w("guard1"),
            )
            .unwrap();
        assert_eq!(odds[0].0, result);
        attack(&mut g, attackers, "guard1", 1);
        assert_eq!(
            g.character(w("guard1")).unwrap().health,
            health,
            "{result:?}"
        );
    }
}

#[test]
fn melee_retreat_impossible_wounds() {
    // The defender hemmed in by attackers and their friends: result C
    // cannot be made (1-1, row 1).
    let mut g = fight(
        &["scarlet", "alan", "much", "tuck", "outlaw1", "outlaw2"],
        "guard1",
    );
    attack(&mut g, &["scarlet"], "guard1", 1);
    let c = g.character(w("guard1")).unwrap();
    assert_eq!((c.at, c.health), (Some(h("e6")), Health::Wounded));
}

#[test]
fn melee_against_riders_results_a_d() {
    // knight1 mounted and wounded: defence 6. john + scarlet, 21: 3-1; row 1
    // is D, which stuns a wounded rider: he dies.
    {
        let mut g = fight(&["john", "scarlet"], "knight1");
        let k = g.character_mut(w("knight1")).unwrap();
        k.mounted = true;
        k.health = Health::Wounded;
        attack(&mut g, &["john", "scarlet"], "knight1", 1);
        let k = g.character(w("knight1")).unwrap();
        assert_eq!(
            (k.health, k.mounted, g.horses().len()),
            (Health::Dead, false, 0)
        );
    }
    // Healthy knight1 mounted, defence 11; four attackers, 37: 3-1; row 1 D:
    // horse killed, rider stunned and unhorsed.
    let mut g = fight(&["robin", "john", "scarlet", "tuck"], "knight1");
    g.character_mut(w("knight1")).unwrap().mounted = true;
    let a = g
        .attack(
            &[w("robin"), w("john"), w("scarlet"), w("tuck")],
            w("knight1"),
        )
        .unwrap();
    assert!(a.mounted_table);
    attack(&mut g, &["robin", "john", "scarlet", "tuck"], "knight1", 1);
    let k = g.character(w("knight1")).unwrap();
    assert_eq!((k.health, k.mounted), (Health::Stunned, false));
    // Row 5 at 3-1 is A: the first attacker named is wounded.
    let mut g = fight(&["robin", "john", "scarlet", "tuck"], "knight1");
    g.character_mut(w("knight1")).unwrap().mounted = true;
    attack(&mut g, &["robin", "john", "scarlet", "tuck"], "knight1", 5);
    assert_eq!(g.character(w("robin")).unwrap().health, Health::Wounded);
}

#[test]
fn melee_each_fights_once_a_step() {
    let mut g = fight(&["john", "scarlet"], "guard1");
    attack(&mut g, &["john"], "guard1", 10);
    assert!(
        !legal_text(&g).iter().any(|a| a.starts_with("melee")),
        "guard1 was attacked this step"
    );
    assert_eq!(g.character(w("guard1")).unwrap().fought_in, Some(1));
}

/// Our ruling: each melee has one defender (results D–F harm "the
/// defender", in the singular), so "all the defenders involved" in the
/// recoil rule is that one; two enemies next to an attacker are two melees.
#[test]
fn melee_one_defender_per_attack() {
    let around: Vec<Hex> = h("e6").neighbours().collect();
    let (a, b) = (around[0].to_string(), around[3].to_string());
    let mut g = bare(
        ScenarioId::Ford,
        &[
            ("john", "e6"),
            ("guard1", &a),
            ("guard2", &b),
            ("guard6", "s14"),
        ],
        PlayerStep::Melee,
    );
    g.at_step(1, PlayerStep::Melee);
    let melees: Vec<String> = legal_text(&g)
        .into_iter()
        .filter(|t| t.starts_with("melee"))
        .collect();
    assert_eq!(melees, ["melee john at guard1", "melee john at guard2"]);
    assert!("melee john at guard1+guard2"
        .parse::<crate::Action>()
        .is_err());
}

/// Who may attack in a melee, each condition on both sides: the attackers
/// all of one side against an enemy they know of and who has not yet
/// defended this step; each attacker able, not yet fought, next to the
/// defender, and named once (in the notation's order).
#[test]
fn melee_who_may_attack_each_condition_both_ways() {
    let base = || fight(&["john", "scarlet"], "guard1");
    let two = [w("john"), w("scarlet")];
    assert!(base().attack(&two, w("guard1")).is_some(), "both may");
    // Named twice, or out of the notation's order: refused.
    assert!(base()
        .attack(&[w("john"), w("john")], w("guard1"))
        .is_none());
    assert!(base()
        .attack(&[w("scarlet"), w("john")], w("guard1"))
        .is_none());
    // An attacker of the other side.
    let g = fight(&["john", "guard2"], "guard1");
    assert!(g.attack(&[w("john")], w("guard1")).is_some());
    assert!(g.attack(&[w("john"), w("guard2")], w("guard1")).is_none());
    // A defender of the attackers' own side.
    assert!(g.attack(&[w("guard2")], w("guard1")).is_none());
    // A stunned attacker is not able; a healthy one is.
    let mut g = base();
    g.character_mut(w("scarlet")).unwrap().health = Health::Stunned;
    assert!(g.attack(&two, w("guard1")).is_none());
    assert!(g.attack(&[w("john")], w("guard1")).is_some());
    // One who has fought this step.
    let mut g = base();
    g.character_mut(w("scarlet")).unwrap().done.fought = true;
    assert!(g.attack(&two, w("guard1")).is_none());
    assert!(g.attack(&[w("john")], w("guard1")).is_some());
    // A defender who has defended this step.
    let mut g = base();
    g.character_mut(w("guard1")).unwrap().done.defended = true;
    assert!(g.attack(&[w("john")], w("guard1")).is_none());
    // An attacker not next to the defender.
    let mut g = base();
    g.put(w("scarlet"), h("s1"));
    assert!(g.attack(&two, w("guard1")).is_none());
    assert!(g.attack(&[w("john")], w("guard1")).is_some());
}

/// Recoil: it never ends on a hex another character holds, a friend's
/// included, after fire (which may pass friends) as after melee; the same
/// hex empty is a possible end. A recoil ordered onto a hex where an enemy
/// its side could not see is hidden fails: the man stays and is wounded.
#[test]
fn recoil_never_ends_on_a_held_hex_and_fails_on_a_hidden_enemy() {
    use crate::state::Recoil;
    let recoil = |through_friends| Recoil {
        who: w("guard1"),
        away_from: vec![h("e5")],
        spaces: 1,
        through_friends,
    };
    let empty = bare(
        ScenarioId::Ford,
        &[("guard1", "e6"), ("john", "e5"), ("guard6", "s14")],
        PlayerStep::Melee,
    );
    let held = bare(
        ScenarioId::Ford,
        &[
            ("guard1", "e6"),
            ("guard2", "e7"),
            ("john", "e5"),
            ("guard6", "s14"),
        ],
        PlayerStep::Melee,
    );
    for through in [true, false] {
        assert!(
            empty.recoil_ends(&recoil(through)).contains(&h("e7")),
            "{through}"
        );
        let ends = held.recoil_ends(&recoil(through));
        assert!(
            !ends.is_empty() && !ends.contains(&h("e7")),
            "{through}: {ends:?}"
        );
    }
    // Onto a hidden outlaw: the recoil fails, in every revision.
    let mut g = bare(
        ScenarioId::Ambush,
        &[("guard1", "e6"), ("robin", "e7"), ("guard6", "s14")],
        PlayerStep::Melee,
    );
    g.character_mut(w("robin")).unwrap().hidden = true;
    for rules in [1, 2] {
        let mut g = g.clone();
        g.options.rules = rules;
        g.recoil_to(&recoil(false), h("e7"));
        let guard = g.character(w("guard1")).unwrap();
        assert_eq!(
            (guard.on_map(), guard.health),
            (Some(h("e6")), Health::Wounded),
            "revision {rules}"
        );
    }
}

/// Recoil (§ of the tables): "ne peut pas reculer à travers des cases
/// adjacentes à des personnages ennemis", "ni se retrouver adjacent à un
/// ennemi" — a hidden one too, from revision 2: the Sheriff chooses his
/// man's recoil among the hexes clear of the outlaws he can see; made next
/// to one he could not, it fails (the man stays, wounded); clear of him, it
/// is made. Revision 1 (games saved before) kept clear of seen enemies only.
#[test]
fn recoil_keeps_clear_of_hidden_enemies_from_revision_2() {
    use crate::state::Recoil;
    let r = Recoil {
        who: w("guard1"),
        away_from: vec![h("e5")],
        spaces: 1,
        through_friends: false,
    };
    let mut g = bare(
        ScenarioId::Ambush,
        &[
            ("guard1", "e6"),
            ("john", "e5"),
            ("robin", "e8"),
            ("guard6", "s14"),
        ],
        PlayerStep::Melee,
    );
    g.character_mut(w("robin")).unwrap().hidden = true;
    let ends = g.recoil_ends(&r);
    let (near, far): (Vec<Hex>, Vec<Hex>) = ends.iter().partition(|e| e.distance(h("e8")) <= 1);
    assert!(!near.is_empty() && !far.is_empty(), "{ends:?}");
    let made = |rules: u8, to: Hex| {
        let mut g = g.clone();
        g.options.rules = rules;
        g.recoil_to(&r, to);
        let guard = g.character(w("guard1")).unwrap();
        (guard.on_map(), guard.health)
    };
    assert_eq!(made(2, near[0]), (Some(h("e6")), Health::Wounded));
    assert_eq!(made(2, far[0]), (Some(far[0]), Health::Healthy));
    assert_eq!(made(1, near[0]), (Some(near[0]), Health::Healthy));
    // Seen, the outlaw is kept clear of when the ends are offered.
    let mut seen = g.clone();
    seen.character_mut(w("robin")).unwrap().hidden = false;
    assert_eq!(seen.recoil_ends(&r), far);
}

/// Results on a man (*Explications des résultats*), each both ways: a man
/// stunned is stunned from this phase (he stands up by the next one's
/// recovery), not from an older one; a man who dies takes his pending
/// recoil with him and leaves the others'; a rider stays in the saddle on
/// a result that does not unhorse him, and falls on one that does.
#[test]
fn results_stun_from_this_phase_death_ends_only_its_own_recoil_rider_unhorsed_only_when_said() {
    use crate::state::Recoil;
    use crate::tables::{Harm, Outcome};
    let mut g = fight(&["john", "scarlet"], "guard1");
    g.at_step(4, PlayerStep::Melee);
    let guard = g.index(w("guard1")).unwrap();
    g.harm(guard, Harm::Stunned);
    let c = g.character(w("guard1")).unwrap();
    assert_eq!((c.health, c.stunned_in), (Health::Stunned, 4));
    // Two pending recoils; the first man dies.
    let mut g = fight(&["john", "scarlet"], "guard1");
    for who in ["john", "scarlet"] {
        g.recoils.push(Recoil {
            who: w(who),
            away_from: vec![h("e6")],
            spaces: 1,
            through_friends: false,
        });
    }
    let john = g.index(w("john")).unwrap();
    g.harm(john, Harm::Killed);
    let left: Vec<Who> = g.pending_recoils().iter().map(|r| r.who).collect();
    assert_eq!(left, [w("scarlet")]);
    // A mounted knight: a result that leaves him mounted, then one that does not.
    let mut g = fight(&["john"], "knight1");
    g.character_mut(w("knight1")).unwrap().mounted = true;
    let knight = g.index(w("knight1")).unwrap();
    let rider = |unhorsed| Outcome::Rider {
        horse_killed: false,
        rider: Harm::Stunned,
        unhorsed,
    };
    g.strike(knight, rider(false), vec![h("e5")], false);
    assert!(
        g.character(w("knight1")).unwrap().mounted,
        "still in the saddle"
    );
    let mut g = fight(&["john"], "knight1");
    g.character_mut(w("knight1")).unwrap().mounted = true;
    g.strike(knight, rider(true), vec![h("e5")], false);
    assert!(!g.character(w("knight1")).unwrap().mounted, "unhorsed");
}

/// A recoil with a single hex to end on is made at once; with two or more,
/// its side is asked where (the recoil step of the table).
#[test]
fn recoil_with_one_way_out_is_made_at_once_with_two_its_side_chooses() {
    use crate::state::Recoil;
    // guard1 in the map's corner, pushed away from a1: one way out or more.
    let setup = || {
        let who = [("guard1", "b1"), ("john", "a1"), ("guard6", "s14")];
        let mut g = bare(ScenarioId::Ford, &who, PlayerStep::Melee);
        g.at_step(1, PlayerStep::Melee);
        let r = Recoil {
            who: w("guard1"),
            away_from: vec![h("a1")],
            spaces: 1,
            through_friends: false,
        };
        let ends = g.recoil_ends(&r);
        g.recoils.push(r);
        (g, ends)
    };
    let (mut open, ends) = setup();
    assert!(ends.len() >= 2, "{ends:?}");
    open.settle();
    assert_eq!(
        open.pending_recoils().len(),
        1,
        "its side chooses among {ends:?}"
    );
    // Every end but one held by a friend: made at once.
    let (mut g, all) = setup();
    let keep = all[0];
    let blockers = ["guard2", "guard3", "guard4", "guard5"];
    for (b, &hex) in blockers.iter().zip(all.iter().skip(1)) {
        g.put(w(b), hex);
    }
    let r = g.recoils[0].clone();
    assert_eq!(g.recoil_ends(&r), [keep]);
    g.settle();
    assert!(g.pending_recoils().is_empty());
    assert_eq!(g.character(w("guard1")).unwrap().on_map(), Some(keep));
}
