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

/// 13.3: "a six in two random event phases running: the second is
/// ignored", counted by sixes (edition 3): after a six that brought Will
/// Scarlet and a six ignored, a third six running is ignored too; a six
/// after a phase without one brings the next personality. Editions 1 and 2
/// keep their reading, by arrivals: the third six brings Alan a Dale.
#[test]
fn rule_13_3_a_six_after_a_six_is_ignored() {
    let three_sixes = |edition: u8| {
        let mut g = empty_in(edition, Phase::SheriffStart);
        g.put(ROBIN_HOOD, Area::Clumber)
            .set_turn(2)
            .set_personalities(1, 1);
        // Turn 2: a six, ignored (Will Scarlet came on turn 1).
        dice(&mut g, &[6]);
        play(&mut g, "done");
        assert_eq!(g.personalities(), 1);
        assert_eq!(g.last_six_turn(), 2);
        // Robin Hood's movement on turn 3; his turn ends with nothing more
        // to decide, and the Sheriff's random event follows: a six again
        // (arrival space 5).
        until(&mut g, |g| {
            g.turn() == 3 && g.phase() == &movement(vocab::Side::Outlaw)
        });
        dice(&mut g, &[6, 5]);
        play(&mut g, "done");
        assert_eq!(g.last_six_turn(), 3);
        g
    };
    let g = three_sixes(CURRENT);
    assert_eq!(g.personalities(), 1, "13.3: the second six running");
    assert_eq!(g.loc(ALAN_A_DALE), Loc::Off);
    assert_eq!(
        g.log()
            .iter()
            .filter(|e| e.rule == "13.3" && e.event == Event::EventIgnored)
            .count(),
        2
    );
    let g = three_sixes(2);
    assert_eq!(g.personalities(), 2, "edition 2: Alan a Dale comes");
    assert_eq!(g.state_of(ALAN_A_DALE).area(), Some(Area::lettered('C', 2)));

    // A six after a phase with no six (a traveller on turn 4) brings him.
    let mut g = empty_in(CURRENT, Phase::SheriffStart);
    g.put(ROBIN_HOOD, Area::Clumber)
        .set_turn(5)
        .set_personalities(1, 3);
    assert_eq!(g.last_six_turn(), 0);
    dice(&mut g, &[6, 5]);
    play(&mut g, "done");
    assert_eq!(g.personalities(), 2);
    assert_eq!(
        g.state_of(ALAN_A_DALE).area(),
        Some(Area::lettered('C', CURRENT))
    );
}

/// 13.2: a traveller goes three spaces a turn along the roads towards his
/// destination, each space nearer it than the last, from anywhere on the
/// roads to any numbered road edge.
#[test]
fn rule_13_2_travellers_go_three_spaces_each_nearer_their_destination() {
    use crate::map::traveller_distances;
    let noble = pid("noble1");
    let mut checked = 0;
    for n in 1..=5 {
        let dest = Area::road_edge(n);
        let dist = traveller_distances(dest);
        for &start in Area::ALL {
            let d0 = dist[start.index()];
            if !start.travellers_may_enter() || d0 == u8::MAX || d0 <= 3 {
                continue;
            }
            let mut g = empty_in(CURRENT, movement(crate::vocab::Side::Outlaw));
            g.put(noble, start);
            g.piece_state_mut(noble).heading = Some(dest);
            g.move_travellers();
            let at = g.state_of(noble).area().expect("still on the roads");
            assert_eq!(dist[at.index()], d0 - 3, "{start} to {dest}: ended at {at}");
            checked += 1;
        }
    }
    assert!(checked > 20, "{checked} journeys");
}
