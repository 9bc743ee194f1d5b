use super::*;
use crate::roster::Health;
use crate::tables::{Cover, TargetKind};

/// Robin (outlaws, phase 1) at e7 and `target` at h7 on the ford's open west
/// bank, ready to fire.
fn range(target: &str, mounted: bool) -> Skirmish {
    range_under(crate::RULES, target, mounted)
}

/// [`range`] under revision `rules` (the ford's first texts, revisions 1
/// to 4, score kills; from revision 5 nobody does).
fn range_under(rules: u8, target: &str, mounted: bool) -> Skirmish {
    let mut g = bare_under(
        rules,
        ScenarioId::Ford,
        &[("robin", "b6"), (target, "e6")],
        PlayerStep::FirstFire,
    );
    g.at_step(1, PlayerStep::FirstFire);
    g.character_mut(w(target)).unwrap().mounted = mounted;
    g
}

fn shoot(g: &mut Skirmish, target: &str, die: u8) {
    next_roll(g, die);
    play(g, &format!("fire robin at {target}"));
}

#[test]
fn fire_on_foot_result_c_kills_and_scores() {
    let mut g = range_under(4, "guard1", false);
    assert_eq!(g.shot(w("robin"), w("guard1")).unwrap().cover, Cover::None);
    shoot(&mut g, "guard1", 1);
    assert_eq!(g.character(w("guard1")).unwrap().health, Health::Dead);
    assert_eq!(g.character(w("guard1")).unwrap().at, None);
    assert_eq!(g.points()[0], 2);
    // The same kill scores nothing where the scenario says nobody scores
    // kills (the ford from revision 5).
    let mut g = range("guard1", false);
    shoot(&mut g, "guard1", 1);
    assert_eq!(g.character(w("guard1")).unwrap().health, Health::Dead);
    assert_eq!(g.points(), [0, 0]);
}

#[test]
fn fire_on_foot_result_b_wounds() {
    let mut g = range("guard1", false);
    shoot(&mut g, "guard1", 4);
    assert_eq!(g.character(w("guard1")).unwrap().health, Health::Wounded);
}

#[test]
fn fire_on_foot_result_a_recoils_two_away_from_the_shooter() {
    let mut g = range("guard1", false);
    assert_eq!(g.ask().rule, "fire");
    shoot(&mut g, "guard1", 6);
    assert_eq!(
        g.to_move(),
        Some(1),
        "the Sheriff chooses where his man goes"
    );
    assert_eq!(g.ask().rule, "recoil", "the table asks for the recoil");
    let ends: Vec<Hex> = g
        .legal()
        .iter()
        .map(|a| match a {
            crate::Action::Recoil { to, .. } => *to,
            other => panic!("{other}"),
        })
        .collect();
    assert!(!ends.is_empty());
    for e in &ends {
        assert_eq!(e.distance(h("b6")), 5, "{e}");
    }
    play(&mut g, &format!("recoil guard1 {}", ends[0]));
    assert_eq!(g.character(w("guard1")).unwrap().at, Some(ends[0]));
    assert_eq!(g.to_move(), Some(0));
    assert_ne!(g.ask().rule, "recoil", "the recoil is done");
}

#[test]
fn fire_miss_has_no_effect() {
    let mut g = range("guard1", false);
    shoot(&mut g, "guard1", 7);
    assert_eq!(g.character(w("guard1")).unwrap().health, Health::Healthy);
    assert_eq!(g.character(w("guard1")).unwrap().at, Some(h("e6")));
}

#[test]
fn fire_recoil_through_friends_not_past_enemies() {
    // Friends on every hex behind the target: it recoils through them.
    let mut g = range("guard1", false);
    let behind: Vec<Hex> = h("e6")
        .neighbours()
        .filter(|n| n.distance(h("b6")) > 3)
        .collect();
    for (n, &b) in behind.iter().enumerate() {
        g.put(w(&format!("guard{}", n + 2)), b);
    }
    shoot(&mut g, "guard1", 6);
    if let Some(crate::Action::Recoil { to, .. }) = g.legal().first().cloned() {
        play(&mut g, &format!("recoil guard1 {to}"));
    }
    let at = g.character(w("guard1")).unwrap().at.unwrap();
    assert_eq!(at.distance(h("b6")), 5, "passed through friends to {at}");
    assert_eq!(g.character(w("guard1")).unwrap().health, Health::Healthy);

    // An enemy straight behind: every hex behind is next to it.
    let mut g = range("guard1", false);
    let straight = behind
        .iter()
        .copied()
        .find(|b| b.distance(h("b6")) == 4 && behind.iter().all(|o| o.distance(*b) <= 1))
        .unwrap();
    g.put(w("john"), straight);
    shoot(&mut g, "guard1", 6);
    assert_eq!(g.character(w("guard1")).unwrap().at, Some(h("e6")));
    assert_eq!(
        g.character(w("guard1")).unwrap().health,
        Health::Wounded,
        "a recoil that cannot be made wounds"
    );
}

#[test]
fn fire_wounded_or_stunned_hit_again_dies() {
    for was in [Health::Wounded, Health::Stunned] {
        let mut g = range("guard1", false);
        g.character_mut(w("guard1")).unwrap().health = was;
        shoot(&mut g, "guard1", 4);
        assert_eq!(
            g.character(w("guard1")).unwrap().health,
            Health::Dead,
            "{was:?}"
        );
    }
}

#[test]
fn fire_riders_result_a_recoils_four() {
    let mut g = range("knight1", true);
    assert_eq!(
        g.shot(w("robin"), w("knight1")).unwrap().table,
        TargetKind::Rider
    );
    shoot(&mut g, "knight1", 5);
    while let Some(crate::Action::Recoil { to, .. }) = g.legal().first().cloned() {
        play(&mut g, &format!("recoil knight1 {to}"));
    }
    let at = g.character(w("knight1")).unwrap().at.unwrap();
    assert_eq!(at.distance(h("b6")), 7);
}

#[test]
fn fire_riders_result_b_horse_killed_rider_stunned_and_unhorsed() {
    let mut g = range("knight1", true);
    shoot(&mut g, "knight1", 3);
    let k = g.character(w("knight1")).unwrap();
    assert_eq!((k.health, k.mounted), (Health::Stunned, false));
    assert!(g.horses().is_empty());
}

#[test]
fn fire_riders_result_c_rider_wounded_and_unhorsed_horse_stays() {
    let mut g = range("knight1", true);
    shoot(&mut g, "knight1", 2);
    let k = g.character(w("knight1")).unwrap();
    assert_eq!((k.health, k.mounted), (Health::Wounded, false));
    assert_eq!(g.horses(), &[h("e6")]);
}

#[test]
fn fire_riders_result_d_horse_killed_rider_wounded_and_unhorsed() {
    let mut g = range("knight1", true);
    shoot(&mut g, "knight1", 1);
    let k = g.character(w("knight1")).unwrap();
    assert_eq!((k.health, k.mounted), (Health::Wounded, false));
    assert!(g.horses().is_empty());
}

#[test]
fn fire_knights_on_foot_read_their_own_table() {
    let mut g = range("knight1", false);
    let shot = g.shot(w("robin"), w("knight1")).unwrap();
    assert_eq!(shot.table, TargetKind::KnightOnFoot);
    // Row 5, no cover: A for a knight on foot, who recoils unhurt...
    shoot(&mut g, "knight1", 5);
    assert_eq!(g.character(w("knight1")).unwrap().health, Health::Healthy);
    assert_eq!(g.ask().rule, "recoil", "result A: the Sheriff recoils him");
    assert!(g
        .legal()
        .iter()
        .all(|a| matches!(a, crate::Action::Recoil { .. })));
    // ...where the same roll wounds a man-at-arms (B).
    let mut g = range("guard1", false);
    assert_eq!(
        g.shot(w("robin"), w("guard1")).unwrap().table,
        TargetKind::OtherOnFoot
    );
    shoot(&mut g, "guard1", 5);
    assert_eq!(g.character(w("guard1")).unwrap().health, Health::Wounded);
}

#[test]
fn fire_modifiers_wounded_shooter_adds_one() {
    let mut g = range("guard1", false);
    assert_eq!(g.shot(w("robin"), w("guard1")).unwrap().modifier, 0);
    g.character_mut(w("robin")).unwrap().health = Health::Wounded;
    assert_eq!(g.shot(w("robin"), w("guard1")).unwrap().modifier, 1);
    // Row 6 + 1 = 7: a miss where 6 would have been A.
    shoot(&mut g, "guard1", 6);
    assert_eq!(g.character(w("guard1")).unwrap().at, Some(h("e6")));
}

#[test]
fn fire_odds_sum_to_ten_and_match_the_table() {
    let g = range("guard1", false);
    let (_, odds) = g.shot_odds(w("robin"), w("guard1")).unwrap();
    assert_eq!(odds.iter().map(|(_, n)| u32::from(*n)).sum::<u32>(), 10);
    use crate::tables::FireResult::*;
    assert_eq!(odds, vec![(C, 3), (B, 2), (A, 1), (Miss, 4)]);
}

#[test]
fn fire_needs_line_of_sight() {
    // Robin deep in the ford map's north-west trees cannot see h7.
    let mut g = range("guard1", false);
    g.put(w("robin"), h("a1"));
    g.put(w("guard1"), h("c3"));
    assert!(
        g.shot(w("robin"), w("guard1")).is_none(),
        "two tree hexes between"
    );
}
