//! 13 Random events.

use super::*;
use crate::counters::*;
use crate::map::Area;

fn sheriff_start(turn: u8, arrived: u8, last: u8) -> Legend {
    let mut g = empty(Phase::SheriffStart);
    g.put(ROBIN_HOOD, Area::Clumber)
        .set_turn(turn)
        .set_personalities(arrived, last);
    g
}

/// 13.4: Will Scarlet comes on turn 5 if no six brought him, without a
/// random-event roll that turn; unrecruited, on A, B or C.
#[test]
fn rule_13_4_will_scarlet_arrives_on_turn_5() {
    let mut g = sheriff_start(5, 0, 0);
    dice(&mut g, &[3]);
    play(&mut g, "done");
    let at = g.state_of(WILL_SCARLET).area().unwrap();
    assert_eq!(at, Area::lettered('B', g.edition()));
    assert!(g.state_of(WILL_SCARLET).face_down);
    assert!(
        !g.log().iter().any(|e| e.rule == "13"),
        "no random-event roll"
    );
}

/// 13.3: a six right after a personality's arrival is ignored.
#[test]
fn rule_13_3_no_personalities_two_phases_running() {
    let mut g = sheriff_start(7, 1, 6);
    dice(&mut g, &[6]);
    play(&mut g, "done");
    assert_eq!(g.personalities(), 1);
    assert!(g.log().iter().any(|e| e.event == Event::EventIgnored));
    let mut g = sheriff_start(8, 1, 6);
    dice(&mut g, &[6, 5]);
    play(&mut g, "done");
    assert_eq!(g.personalities(), 2);
    assert_eq!(
        g.state_of(ALAN_A_DALE).area(),
        Some(Area::lettered('C', g.edition()))
    );
}

/// 13.6: Marion arrives recruited.
#[test]
fn rule_13_6_marion_arrives_recruited() {
    let mut g = sheriff_start(15, 2, 10);
    dice(&mut g, &[1]);
    play(&mut g, "done");
    assert_eq!(
        g.state_of(MARION).area(),
        Some(Area::lettered('A', g.edition()))
    );
    assert!(!g.state_of(MARION).face_down);
}

/// 13.1: the traveller enters on the rolled road space; ignored when all
/// of its kind are out.
#[test]
fn rule_13_1_traveller_arrival() {
    let mut g = sheriff_start(2, 0, 0);
    dice(&mut g, &[2, 5]);
    play(&mut g, "done");
    // A bishop on road 2, then his first three spaces towards road 1.
    let b = pid("bishop1");
    assert_eq!(g.state_of(b).heading, Some(Area::road_edge(1)));
    assert_eq!(
        g.loc(b),
        Loc::Board(Area::Edwinstowe),
        "road 2, Mansfield, Clipstone, Edwinstowe"
    );

    let mut g = sheriff_start(2, 0, 0);
    for n in ["noble1", "noble2", "noble3", "noble4"] {
        g.put(pid(n), Area::Arnold);
    }
    dice(&mut g, &[4, 1]);
    play(&mut g, "done");
    assert!(g
        .log()
        .iter()
        .any(|e| e.rule == "13.1" && e.event == Event::EventIgnored));
}

/// 13.7: Prince John comes on turn 20 on road space 3 with a knight, a
/// man-at-arms and a forester.
#[test]
fn rule_13_7_prince_john_and_his_escort() {
    let mut g = sheriff_start(20, 3, 15);
    play(&mut g, "done");
    let road3 = Loc::Board(Area::road_edge(3));
    for p in [PRINCE_JOHN, pid("kn3"), pid("maa8"), pid("rf4")] {
        assert_eq!(g.loc(p), road3, "{p}");
    }
}

/// 13.8: King Richard on the rolled road space, sixes rolled again.
#[test]
fn rule_13_8_king_richard_rerolls_sixes() {
    let mut g = sheriff_start(25, 4, 20);
    dice(&mut g, &[6, 4]);
    play(&mut g, "done");
    assert_eq!(g.loc(KING_RICHARD), Loc::Board(Area::road_edge(4)));
}
