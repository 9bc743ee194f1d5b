//! 6 Movement.

use super::*;
use crate::counters::*;
use crate::map::Area::*;
use crate::vocab::Side;
use sherwood_engine::{Game, Viewer};

/// Robin Hood's movement phase; Alan a Dale, idle at Tuxford, keeps it open.
fn outlaws() -> Legend {
    let mut g = empty(movement(Side::Outlaw));
    g.put(SHERIFF_OF_NOTTINGHAM, NottinghamCastle)
        .put(ALAN_A_DALE, Tuxford);
    g
}

/// 6.3: units move only with a leader who started with them, at most his
/// command capacity (Robin Hood 2, Friar Tuck 1: the book's example).
#[test]
fn rule_6_3_units_move_only_with_a_leader_within_command() {
    let mut g = outlaws();
    g.put(ROBIN_HOOD, Arnold).put(FRIAR_TUCK, Arnold);
    for m in ["mm1", "mm2", "mm3", "mm4"] {
        g.put(pid(m), Arnold);
    }
    assert!(!is_legal(&g, "pick mm1"), "no unit moves first");
    play(&mut g, "pick robin; pick mm1; pick mm2");
    assert!(!is_legal(&g, "pick mm3"), "Robin Hood commands two");
    play(&mut g, "step bestwood-lane; halt; pick tuck; pick mm3");
    assert!(!is_legal(&g, "pick mm4"), "Friar Tuck commands one");
    play(&mut g, "step oxton-road; halt");
    assert_eq!(g.loc(pid("mm4")), Loc::Board(Arnold), "the fourth stays");
    assert!(!is_legal(&g, "pick robin"), "a piece moves once a phase");
}

/// 6.3: a leader may leave units in spaces he passes through.
#[test]
fn rule_6_3_leader_drops_units_on_the_way() {
    let mut g = outlaws();
    g.put(ROBIN_HOOD, Arnold)
        .put(pid("mm1"), Arnold)
        .put(pid("mm2"), Arnold);
    play(
        &mut g,
        "pick robin; pick mm1; pick mm2; step bestwood-lane; drop mm1; step leen-road; halt",
    );
    assert_eq!(g.loc(pid("mm1")), Loc::Board(BestwoodLane));
    assert_eq!(g.loc(pid("mm2")), Loc::Board(LeenRoad));
}

/// 6.1: a forest costs two points; 6.2: no more than the allowance.
#[test]
fn rule_6_1_forest_costs_two_movement_points() {
    let mut g = outlaws();
    g.put(FRIAR_TUCK, Bestwood);
    // Friar Tuck's 5 points: forest, forest (4), then one more point.
    play(&mut g, "pick tuck; step fountain-dale; step major-oak");
    assert!(
        !is_legal(&g, "step thieves-wood"),
        "a third forest is 6 points"
    );
    assert!(is_legal(&g, "step edwinstowe"));
}

/// 6.2: entering a space with enemy units ends the move.
#[test]
fn rule_6_2_enemy_units_stop_the_move() {
    let mut g = outlaws();
    g.put(ROBIN_HOOD, BestwoodLane).put(pid("maa1"), Arnold);
    play(&mut g, "pick robin; step arnold");
    assert!(matches!(g.phase(), Phase::Movement { party: None, .. }));
    assert_eq!(g.loc(ROBIN_HOOD), Loc::Board(Arnold));
}

/// 6.4: bridges and fords are crossed, never ended on; 7.14: a ford wets
/// the bowstrings.
#[test]
fn rule_6_4_no_move_ends_on_a_ford() {
    let mut g = outlaws();
    g.put(ROBIN_HOOD, Lenton).put(pid("mm1"), Lenton);
    play(&mut g, "pick robin; pick mm1; step wilford-ford");
    assert!(!is_legal(&g, "halt"), "no ending on a ford");
    assert!(!is_legal(&g, "drop mm1"), "nor leaving a unit there");
    play(&mut g, "step clifton");
    assert!(g.state_of(pid("mm1")).wet, "7.14");
    play(&mut g, "halt");
}

/// 6.5: a keep is entered from its castle only.
#[test]
fn rule_6_5_keep_entered_only_from_its_castle() {
    let mut g = empty(movement(Side::Sheriff));
    g.put(pid("maa1"), NottinghamTown).put(ROBIN_HOOD, Bestwood);
    play(&mut g, "pick maa1");
    assert!(!is_legal(&g, "step nottingham-keep"));
    play(&mut g, "step nottingham-castle; step nottingham-keep; halt");
    assert_eq!(g.loc(pid("maa1")), Loc::Board(NottinghamKeep));
}

/// 6.6: the Sheriff's pieces never use secret passages.
#[test]
fn rule_6_6_only_outlaws_use_secret_passages() {
    let mut g = empty(movement(Side::Sheriff));
    g.put(pid("maa1"), NottinghamKeep).put(ROBIN_HOOD, Bestwood);
    play(&mut g, "pick maa1");
    assert!(!is_legal(&g, "step lenton"));
    assert!(is_legal(&g, "step nottingham-castle"));
}

/// 6.61: Robin Hood with at most two Merry Men and one leader; on 5–6 the
/// Merry Men are eliminated and each leader rolls (1–2 killed); the
/// passage is then discovered for the rest of the game.
#[test]
fn rule_6_61_secret_passage_failure_eliminates_merry_men() {
    let mut g = outlaws();
    g.put(ROBIN_HOOD, Lenton).put(LITTLE_JOHN, Lenton);
    for m in ["mm1", "mm2"] {
        g.put(pid(m), Lenton);
    }
    play(&mut g, "pick robin; pick john; pick mm1; pick mm2");
    // Entry 6 (enemies), Robin Hood 3 (escapes), Little John 1 (killed),
    // then the two Merry Men's re-entry rolls.
    dice(&mut g, &[6, 3, 1, 4, 1]);
    play(&mut g, "step nottingham-keep");
    assert_eq!(g.loc(ROBIN_HOOD), Loc::Board(Lenton), "back where he tried");
    assert_eq!(g.loc(LITTLE_JOHN), Loc::Gone, "killed on a 1");
    for m in ["mm1", "mm2"] {
        assert!(g.state_of(pid(m)).face_down, "7.5: back unrecruited");
        assert_ne!(g.loc(pid(m)), Loc::Board(Lenton));
    }
    assert!(g.discovered()[0]);
    // Robin Hood may go on moving, but not try the passage again.
    assert!(!is_legal(&g, "step nottingham-keep"));
    assert!(is_legal(&g, "step bestwood"));
    let fates: Vec<String> = g
        .log()
        .iter()
        .filter_map(|e| match &e.event {
            Event::Rolled(r) if r.table.starts_with("6.61") => Some(r.result.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(fates, ["enemies arrive", "escapes", "killed"], "as logged");
    play(&mut g, "step bestwood; halt");
    assert_eq!(g.loc(ROBIN_HOOD), Loc::Board(Bestwood), "he alone went on");
}

#[test]
fn rule_6_61_secret_passage_success_and_its_limits() {
    let mut g = outlaws();
    g.put(ROBIN_HOOD, Lenton)
        .put(LITTLE_JOHN, Lenton)
        .put(WILL_STUTLEY, Lenton);
    play(&mut g, "pick robin; pick john; pick stutley");
    assert!(
        !is_legal(&g, "step nottingham-keep"),
        "one other leader at most"
    );
    let mut g = outlaws();
    g.put(LITTLE_JOHN, Lenton);
    play(&mut g, "pick john");
    assert!(
        !is_legal(&g, "step nottingham-keep"),
        "only with Robin Hood"
    );
    let mut g = outlaws();
    g.put(ROBIN_HOOD, Lenton);
    dice(&mut g, &[4]);
    play(&mut g, "pick robin; step nottingham-keep; halt");
    assert_eq!(g.loc(ROBIN_HOOD), Loc::Board(NottinghamKeep), "in on 1-4");
    assert!(g.log().iter().any(|e| matches!(&e.event,
        Event::Rolled(r) if r.table.starts_with("6.61") && r.result == "in")));
}

/// 6.62: any free outlaw leaves a keep by its passage, even a discovered
/// one, without a roll.
#[test]
fn rule_6_62_leaving_a_keep_by_the_passage_needs_no_roll() {
    let mut g = outlaws();
    g.put(LITTLE_JOHN, NottinghamKeep);
    let rolls = g.log().len();
    play(&mut g, "pick john; step lenton; halt");
    assert_eq!(g.loc(LITTLE_JOHN), Loc::Board(Lenton));
    assert!(!g.log()[rolls..]
        .iter()
        .any(|e| matches!(e.event, Event::Rolled(_))));
}

/// 6.8: knights never enter forest.
#[test]
fn rule_6_8_knights_never_enter_forest() {
    let mut g = empty(movement(Side::Sheriff));
    g.put(pid("kn1"), Arnold).put(ROBIN_HOOD, Clumber);
    play(&mut g, "pick kn1");
    assert!(!is_legal(&g, "step bestwood"));
    assert!(is_legal(&g, "step bestwood-lane"));
}

/// 8.1: captives move at the pace of the slowest of the group, and are
/// never left unguarded.
#[test]
fn rule_8_1_captives_convoyed_at_the_slowest_pace() {
    let mut g = empty(movement(Side::Sheriff));
    g.put(pid("kn1"), Arnold)
        .put(FRIAR_TUCK, Arnold)
        .put(ROBIN_HOOD, Clumber);
    g.piece_state_mut(FRIAR_TUCK).captive = true;
    assert!(!is_legal(&g, "pick tuck"), "a captive does not lead");
    play(&mut g, "pick kn1");
    assert!(
        !is_legal(&g, "step bestwood-lane"),
        "no walking off from a captive"
    );
    play(&mut g, "pick tuck");
    // Friar Tuck's 5 points bound the knight's 6.
    play(
        &mut g,
        "step bestwood-lane; step leen-road; step kings-highway; step oak-ride; step edwinstowe",
    );
    assert!(!g.legal().iter().any(|a| matches!(a, Action::Step(_))));
    play(&mut g, "halt");
    assert_eq!(g.loc(FRIAR_TUCK), Loc::Board(Edwinstowe));
    assert!(g.state_of(FRIAR_TUCK).captive);
}

/// 6: what every seat reads of a movement phase under way — how many of the
/// moving side's pieces have moved, of those on the map, free and face up.
#[test]
fn rule_6_movement_progress_counts_free_face_up_pieces_in_every_view() {
    let mut g = empty(movement(Side::Sheriff));
    g.put(pid("maa1"), NottinghamTown)
        .put(pid("maa2"), Arnold)
        .put(pid("maa3"), Lenton)
        .put(pid("maa4"), Bestwood)
        .put(ROBIN_HOOD, Edwinstowe);
    g.piece_state_mut(pid("maa3")).face_down = true;
    g.piece_state_mut(pid("maa4")).captive = true;
    let read = |g: &Legend| {
        [Viewer::Seat(0), Viewer::Seat(1), Viewer::Public].map(|v| g.view(v).movement_progress())
    };
    assert_eq!(read(&g), [Some((0, 2)); 3], "asleep and captive left out");
    play(&mut g, "pick maa1; step nottingham-castle; halt");
    assert_eq!(read(&g), [Some((1, 2)); 3]);
    let mut battles = empty(super::battles(Side::Sheriff));
    battles
        .put(pid("maa1"), NottinghamTown)
        .put(ROBIN_HOOD, Edwinstowe);
    assert_eq!(read(&battles), [None; 3], "not a movement phase");
}

/// 6.4: a step is offered only if the move can still end somewhere a move
/// may end: a man-at-arms with one of his two movement points left may not
/// step onto a ford he could not leave.
#[test]
fn rule_6_4_no_step_onto_a_ford_without_the_points_to_leave_it() {
    let mut g = empty_in(CURRENT, movement(Side::Sheriff));
    g.put(pid("maa1"), NottinghamTown).put(ROBIN_HOOD, Bestwood);
    play(&mut g, "pick maa1; step lenton");
    assert!(!is_legal(&g, "step wilford-ford"), "{}", legal_text(&g));
    let mut g = empty_in(CURRENT, movement(Side::Sheriff));
    g.put(SHERIFF_OF_NOTTINGHAM, Lenton)
        .put(ROBIN_HOOD, Bestwood);
    play(&mut g, "pick sheriff");
    assert!(
        is_legal(&g, "step wilford-ford"),
        "a leader's six points do"
    );
}

fn picks(g: &Legend) -> Vec<String> {
    let mut out: Vec<String> = g
        .legal()
        .iter()
        .map(|a| a.to_string())
        .filter(|a| a.starts_with("pick ") || a.starts_with("drop "))
        .collect();
    out.sort();
    out
}

/// 6: the Sheriff picks one unit of each kind in an area (the others of
/// the kind are the same), each kind in each area.
#[test]
fn rule_6_one_unit_of_a_kind_offered_per_area() {
    let mut g = empty(movement(Side::Sheriff));
    g.put(pid("maa1"), Arnold)
        .put(pid("maa2"), Arnold)
        .put(pid("kn1"), Arnold)
        .put(pid("maa3"), Lenton)
        .put(ROBIN_HOOD, Clumber);
    assert_eq!(picks(&g), ["pick kn1", "pick maa1", "pick maa3"]);
}

/// 8.1 and 6: a party convoys the captives of the other side held where
/// it starts (not free enemies); a piece is dropped only once the party
/// has moved, where a move may end, leaving a free piece to go on, and
/// outlaw units within command.
#[test]
fn rule_8_1_convoys_and_drops_each_condition_both_ways() {
    let mut g = empty(movement(Side::Sheriff));
    g.put(pid("maa1"), Arnold)
        .put(pid("mm1"), Arnold)
        .put(ROBIN_HOOD, Clumber);
    g.put(LITTLE_JOHN, Arnold);
    g.piece_state_mut(LITTLE_JOHN).captive = true;
    play(&mut g, "pick maa1");
    assert_eq!(
        picks(&g),
        ["pick john"],
        "the captive, not the free Merry Man"
    );
    play(&mut g, "pick john");
    assert_eq!(picks(&g), Vec::<String>::new(), "no drop before a step");
    play(&mut g, "step nottingham-town");
    assert_eq!(
        picks(&g),
        ["drop john"],
        "the guard goes on only with the captive left"
    );

    // Outlaw units within command: Robin Hood may not leave his two Merry
    // Men without a leader; a Merry Man may be left.
    let mut g = empty(movement(Side::Outlaw));
    g.put(ROBIN_HOOD, Arnold)
        .put(pid("mm1"), Arnold)
        .put(pid("mm2"), Arnold)
        .put(SHERIFF_OF_NOTTINGHAM, Clumber);
    play(
        &mut g,
        "pick robin; pick mm1; pick mm2; step nottingham-town",
    );
    assert_eq!(picks(&g), ["drop mm1", "drop mm2"]);
    // The Sheriff's units need no leader.
    let mut g = empty(movement(Side::Sheriff));
    g.put(SHERIFF_OF_NOTTINGHAM, Arnold)
        .put(pid("maa1"), Arnold)
        .put(pid("maa2"), Arnold)
        .put(ROBIN_HOOD, Clumber);
    play(
        &mut g,
        "pick sheriff; pick maa1; pick maa2; step nottingham-town",
    );
    assert_eq!(picks(&g), ["drop maa1", "drop maa2", "drop sheriff"]);
}
