//! 4 Sequence of play, 5 Set-up.

use super::*;
use crate::counters::*;
use crate::map::Area::*;
use crate::vocab::{Side, ROBIN, SHERIFF};
use sherwood_engine::Viewer;

/// 4.2: Robin Hood's turn (movement, combat, robbery, recruitment,
/// hanging), then the Sheriff's (random events, movement, combat, taxes),
/// then the turn marker moves.
#[test]
fn rule_4_2_robin_hoods_turn_then_the_sheriffs() {
    // Edition 1: nobody unrecruited shares Robin Hood's start space.
    let mut g = Legend::new(&super::first_edition(), 3);
    assert_eq!(g.to_move(), Some(ROBIN));
    assert!(matches!(g.phase(), Phase::RobinStart { .. }));
    play(&mut g, "done");
    assert!(matches!(
        g.phase(),
        Phase::Movement {
            side: Side::Outlaw,
            ..
        }
    ));
    play(&mut g, "done");
    // No battle, nothing to recruit or hang or ransom: on to the Sheriff.
    assert_eq!(g.to_move(), Some(SHERIFF));
    assert!(matches!(
        g.phase(),
        Phase::SheriffStart | Phase::Movement { .. }
    ));
    while g.turn() == 1 {
        play(&mut g, "done");
    }
    assert_eq!(g.turn(), 2);
    assert!(matches!(g.phase(), Phase::RobinStart { .. }));
    let rules: Vec<&str> = g.log().iter().map(|e| &*e.rule).collect();
    assert!(rules.contains(&"13"), "the random-event roll");
}

/// 5, 9.2: printed start spaces; the Sheriff holds 12 gold, Robin Hood none.
#[test]
fn rule_5_setup_and_treasuries() {
    let g = Legend::new(&Options::default(), 3);
    assert_eq!(g.loc(ROBIN_HOOD), Loc::Board(MajorOak));
    assert_eq!(g.loc(SHERIFF_OF_NOTTINGHAM), Loc::Board(NottinghamCastle));
    assert_eq!(g.loc(SIR_GUY), Loc::Board(GisbourneCastle));
    assert_eq!(g.loc(WILL_SCARLET), Loc::Off);
    assert_eq!((g.gold(Side::Outlaw), g.gold(Side::Sheriff)), (0, 12));
    for t in vocab::Pid::all().filter(|p| p.side() == Side::Traveller) {
        assert_eq!(g.loc(t), Loc::Off, "5: travellers wait in their box");
    }
}

/// 5.1, 5.2: face-down pieces are hidden from the other side's view.
#[test]
fn rule_5_face_down_pieces_hidden_from_the_other_side() {
    let g = Legend::new(&Options::default(), 3);
    let sheriff = g.view(Viewer::Seat(SHERIFF));
    let robin = g.view(Viewer::Seat(ROBIN));
    let named = |v: &View, p| v.pieces.iter().any(|pv| pv.pid == Some(p));
    assert!(!named(&sheriff, LITTLE_JOHN) && named(&robin, LITTLE_JOHN));
    assert!(!named(&robin, SIR_GUY) && named(&sheriff, SIR_GUY));
    let public = g.view(Viewer::Public);
    assert!(!named(&public, LITTLE_JOHN) && !named(&public, SIR_GUY));
    assert!(!g.public_position().contains("john"));
}

/// 5.1: Sir Guy's group may not move until the Sheriff of Nottingham ends
/// his move in its space; then it wakes.
#[test]
fn rule_5_1_sir_guy_wakes_when_the_sheriff_ends_his_move_there() {
    let mut g = empty(movement(Side::Sheriff));
    g.put(SIR_GUY, GisbourneCastle)
        .put(SHERIFF_OF_NOTTINGHAM, HardwickFields)
        .put(ROBIN_HOOD, Bestwood);
    g.piece_state_mut(SIR_GUY).face_down = true;
    assert!(!is_legal(&g, "pick guy"));
    play(&mut g, "pick sheriff; step gisbourne-castle; halt");
    assert!(!g.state_of(SIR_GUY).face_down);
    assert!(is_legal(&g, "pick guy"));
}

/// 5.2: unrecruited outlaws neither move nor are attacked.
#[test]
fn rule_5_2_unrecruited_outlaws_are_out_of_play() {
    let mut g = empty(movement(Side::Sheriff));
    g.put(LITTLE_JOHN, Arnold)
        .put(pid("maa1"), Arnold)
        .put(ROBIN_HOOD, Bestwood);
    g.piece_state_mut(LITTLE_JOHN).face_down = true;
    play(&mut g, "done");
    // No battle at Arnold: straight to taxes (nothing to tax) and the next turn.
    assert_eq!(g.state_of(LITTLE_JOHN).at, Loc::Board(Arnold));
    assert!(!g.state_of(LITTLE_JOHN).captive);
    assert!(
        !g.log().iter().any(|e| e.rule.starts_with('7')),
        "no combat"
    );
}

/// 5.1: the Sheriff of Nottingham dropped in Sir Guy's space by a group
/// that goes on has ended his move there: Sir Guy and his men wake
/// (edition 3). Passing through without stopping wakes nobody; editions 1
/// and 2 keep their reading (only a halt wakes them).
#[test]
fn rule_5_1_the_sheriff_dropped_in_sir_guys_space_wakes_him() {
    let drop_there = |edition: u8, moves: &str| {
        let mut g = empty_in(edition, movement(Side::Sheriff));
        g.put(SIR_GUY, GisbourneCastle)
            .put(pid("maa4"), GisbourneCastle)
            .put(SHERIFF_OF_NOTTINGHAM, HardwickFields)
            .put(pid("maa1"), HardwickFields)
            .put(ROBIN_HOOD, Bestwood);
        for p in [SIR_GUY, pid("maa4")] {
            g.piece_state_mut(p).face_down = true;
        }
        play(&mut g, moves);
        g
    };
    let dropped = "pick sheriff; pick maa1; step gisbourne-castle; drop sheriff; \
                   step welbeck-road; halt";
    let g = drop_there(CURRENT, dropped);
    assert_eq!(g.loc(SHERIFF_OF_NOTTINGHAM), Loc::Board(GisbourneCastle));
    assert_eq!(g.loc(pid("maa1")), Loc::Board(WelbeckRoad));
    assert!(!g.state_of(SIR_GUY).face_down, "5.1: awake");
    assert!(!g.state_of(pid("maa4")).face_down, "his men too");
    assert!(is_legal(&g, "pick guy"));
    let g = drop_there(2, dropped);
    assert!(g.state_of(SIR_GUY).face_down, "edition 2: still asleep");

    let g = drop_there(
        CURRENT,
        "pick sheriff; pick maa1; step gisbourne-castle; step welbeck-road; halt",
    );
    assert!(
        g.state_of(SIR_GUY).face_down,
        "passing through wakes nobody"
    );
}
