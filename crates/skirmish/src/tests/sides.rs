//! Walls, windows and doors on hex sides (rules revision 4, `crate::maps`):
//! each rule on the village as new games draw it, both ways, and the older
//! revisions' whole-hex walls kept for the games begun under them.

use super::*;
use crate::maps::{Border, Drawing, Ground};
use crate::state::Recoil;
use crate::tables::{column_shift, MeleeTerrain, Terrain};

/// The rescue's village under revision `rules`, `who` placed, at `step` of
/// the Sheriff's first phase (phase 1: the outlaws play first).
fn sheriff_at(rules: u8, who: &[(&str, &str)], step: PlayerStep) -> Skirmish {
    let mut g = bare_under(rules, ScenarioId::Rescue, who, step);
    g.at_step(1, step);
    g
}

/// The movement points a one-hex route from where `who` stands costs, if
/// it may be taken.
fn step_cost(g: &Skirmish, who: &str, to: &str) -> Option<u8> {
    g.steer(w(who), &[h(to)]).map(|s| s.spent())
}

#[test]
fn sides_new_games_draw_walls_on_sides_older_ones_keep_hexes() {
    for (rules, drawing) in [
        (1, Drawing::Hexes),
        (3, Drawing::Hexes),
        (4, Drawing::Sides),
        (crate::state::RULES, Drawing::Sides),
    ] {
        let g = sheriff_at(rules, &[("guard1", "b3")], PlayerStep::Movement);
        assert_eq!(g.map().drawing(), drawing, "revision {rules}");
        assert_eq!(
            g.view(sherwood_engine::Viewer::Public).map().drawing(),
            drawing
        );
    }
}

/// A wall side bars a step, a door side passes for the room's cost, a
/// window side costs the window's 4 points on foot; the same steps on the
/// whole-hex drawing (revision 3) met wall hexes.
#[test]
fn sides_walls_bar_windows_cost_four_doors_pass() {
    let g = sheriff_at(4, &[("guard1", "b3")], PlayerStep::Movement);
    assert_eq!(step_cost(&g, "guard1", "c4"), Some(1), "the door");
    assert_eq!(step_cost(&g, "guard1", "c3"), None, "the wall");
    let route: Vec<Hex> = ["c4", "c3", "c2"].map(h).to_vec();
    assert_eq!(g.steer(w("guard1"), &route).map(|s| s.spent()), Some(3));
    let g = sheriff_at(4, &[("guard1", "i3")], PlayerStep::Movement);
    assert_eq!(step_cost(&g, "guard1", "h3"), Some(4), "the window");
    let g = sheriff_at(4, &[("guard1", "i4")], PlayerStep::Movement);
    assert_eq!(step_cost(&g, "guard1", "h4"), None, "the wall");
    assert_eq!(step_cost(&g, "guard1", "h3"), Some(4), "the window");
    // Revision 3: c2 was a wall hex, c4 a door hex.
    let old = sheriff_at(3, &[("guard1", "b3")], PlayerStep::Movement);
    let route: Vec<Hex> = ["c4", "c3", "c2"].map(h).to_vec();
    assert!(old.steer(w("guard1"), &route).is_none());
}

/// Horses never climb through a window; they pass a yard's gate, not its
/// wall.
#[test]
fn sides_horses_never_climb_a_window() {
    let mut g = sheriff_at(4, &[("guy", "i3")], PlayerStep::Movement);
    g.character_mut(w("guy")).unwrap().mounted = true;
    assert_eq!(step_cost(&g, "guy", "h3"), None);
    g.character_mut(w("guy")).unwrap().mounted = false;
    assert_eq!(step_cost(&g, "guy", "h3"), Some(4));
    let mut g = sheriff_at(4, &[("guy", "b11")], PlayerStep::Movement);
    g.character_mut(w("guy")).unwrap().mounted = true;
    assert_eq!(step_cost(&g, "guy", "c11"), Some(1), "the gate");
    let mut g = sheriff_at(4, &[("guy", "b10")], PlayerStep::Movement);
    g.character_mut(w("guy")).unwrap().mounted = true;
    assert_eq!(step_cost(&g, "guy", "c10"), None, "the yard's wall");
}

/// No melee crosses a wall or a window side; one inside the room, or
/// across a door, fights. The rescue's crossbowman at the h3 window is no
/// longer melee-proof (revision 3: nobody could strike a window hex).
#[test]
fn sides_no_melee_across_a_wall_or_a_window() {
    let fight = |rules: u8, john: &str, guard: &str| {
        let mut g = bare_under(
            rules,
            ScenarioId::Rescue,
            &[("john", john), ("xbow1", guard)],
            PlayerStep::Melee,
        );
        g.at_step(0, PlayerStep::Melee);
        g.attack(&[w("john")], w("xbow1"))
    };
    assert!(fight(4, "i3", "h3").is_none(), "across the window");
    assert!(fight(4, "i4", "h4").is_none(), "across the wall");
    assert!(fight(4, "g3", "h3").is_some(), "inside the room");
    assert!(fight(4, "b4", "c4").is_some(), "across the door");
    assert!(fight(3, "g3", "h3").is_none(), "revision 3: a window hex");
    assert!(fight(3, "i3", "h3").is_none(), "revision 3: a window hex");
}

/// One on the inner side of a gate, fighting across it, holds the
/// doorway: the door's row (+) is his ground, as defender or attacker;
/// inside the yard, away from the gate, it is flat ground's.
#[test]
fn sides_the_doorway_holder_fights_with_the_doors_row() {
    let door = crate::tables::terrain(Terrain::DoorOrGate).melee.unwrap();
    assert_eq!(door, MeleeTerrain::Advantage);
    let shift = |john: &str, guard: &str| {
        let mut g = bare_under(
            4,
            ScenarioId::Rescue,
            &[("john", john), ("guard1", guard)],
            PlayerStep::Melee,
        );
        g.at_step(0, PlayerStep::Melee);
        g.attack(&[w("john")], w("guard1")).unwrap().shift
    };
    let flat = MeleeTerrain::Neutral;
    assert_eq!(g_map().at(h("c11")), Ground::Yard);
    assert_eq!(
        shift("b11", "c11"),
        column_shift(flat, door),
        "defender holds the gate"
    );
    assert_eq!(
        shift("d11", "c11"),
        column_shift(flat, flat),
        "attacked from inside"
    );
    assert_eq!(
        shift("c11", "b11"),
        column_shift(door, flat),
        "attacker holds the gate"
    );
    assert_eq!(
        shift("c11", "d11"),
        column_shift(flat, flat),
        "attacker inside, not across"
    );
    // Several attackers: the defender holds the gate against all if one strikes across it.
    let mut g = bare_under(
        4,
        ScenarioId::Rescue,
        &[("john", "b11"), ("scarlet", "d11"), ("guard1", "c11")],
        PlayerStep::Melee,
    );
    g.at_step(0, PlayerStep::Melee);
    assert_eq!(
        g.attack(&[w("john"), w("scarlet")], w("guard1"))
            .unwrap()
            .shift,
        column_shift(flat, door)
    );
    assert_eq!(
        g.attack(&[w("scarlet")], w("guard1")).unwrap().shift,
        column_shift(flat, flat)
    );
}

fn g_map() -> &'static crate::maps::Map {
    crate::maps::MapId::Village.drawn(Drawing::Sides)
}

/// A recoil crosses no wall and no window, but passes a door; on the
/// whole-hex drawing the same man recoiled out of the window hex.
#[test]
fn sides_a_recoil_crosses_no_wall_nor_window() {
    let recoil = |foe: &str| Recoil {
        who: w("guard1"),
        away_from: vec![h(foe)],
        spaces: 1,
        through_friends: false,
    };
    let g = bare_under(
        4,
        ScenarioId::Rescue,
        &[("guard1", "h3"), ("guard2", "s14")],
        PlayerStep::Melee,
    );
    assert_eq!(g.recoil_ends(&recoil("g3")), vec![h("h4")]);
    let old = bare_under(
        3,
        ScenarioId::Rescue,
        &[("guard1", "h3"), ("guard2", "s14")],
        PlayerStep::Melee,
    );
    assert_eq!(old.recoil_ends(&recoil("g3")), vec![h("i3"), h("i4")]);
    let g = bare_under(
        4,
        ScenarioId::Rescue,
        &[("guard1", "c4"), ("guard2", "s14")],
        PlayerStep::Melee,
    );
    let ends = g.recoil_ends(&recoil("d4"));
    assert!(
        ends.contains(&h("b4")) && ends.contains(&h("b3")),
        "{ends:?}"
    );
    assert_eq!(g_map().border(h("c4"), h("b4")), Border::Door);
}
