//! 9 Gold, robbery, looting, safe-conduct, taxes.

use super::*;
use crate::counters::*;
use crate::map::Area::*;
use crate::vocab::Side;

fn robbery_phase() -> Legend {
    let mut g = empty(battles(Side::Outlaw));
    g.put(ROBIN_HOOD, Clumber);
    g
}

/// 9.3, 9.32: Merry Men rob a noble of one gold piece, a bishop of two;
/// the traveller goes back to the box (9.31).
#[test]
fn rule_9_3_robbery_noble_one_bishop_two() {
    let mut g = robbery_phase();
    g.put(pid("mm1"), LeenRoad)
        .put(pid("noble1"), LeenRoad)
        .put(pid("mm2"), KingsHighway)
        .put(pid("bishop1"), KingsHighway)
        .put(pid("noble2"), Worksop)
        .put(FRIAR_TUCK, Worksop);
    g.settle();
    assert_eq!((g.gold(Side::Outlaw), g.gold(Side::Sheriff)), (3, 9));
    assert_eq!(g.loc(pid("noble1")), Loc::Off);
    assert_eq!(
        g.loc(pid("noble2")),
        Loc::Board(Worksop),
        "leaders alone do not rob"
    );
}

/// 16.3.3: the Sheriff never goes below zero; the bank pays the rest.
#[test]
fn rule_16_3_3_robin_paid_from_the_bank_when_the_sheriff_is_empty() {
    let mut g = robbery_phase();
    g.set_gold(0, 1);
    g.put(pid("mm1"), LeenRoad).put(pid("bishop1"), LeenRoad);
    g.settle();
    assert_eq!((g.gold(Side::Outlaw), g.gold(Side::Sheriff)), (2, 0));
}

/// 9.4: Merry Men in a keep without Sheriff's units loot it once a game.
#[test]
fn rule_9_4_looting_once_a_game() {
    let mut g = robbery_phase();
    g.put(pid("mm1"), LincolnKeep);
    g.settle();
    assert_eq!(g.gold(Side::Outlaw), 4);
    assert!(g.looted()[1]);
    g.set_phase(battles(Side::Outlaw));
    g.settle();
    assert_eq!(g.gold(Side::Outlaw), 4);
}

/// 13.2, 9.5: travellers move three spaces towards their destination; one
/// leaving the board safe earns the Sheriff a gold piece.
#[test]
fn rule_9_5_safe_conduct_and_13_2_traveller_moves() {
    let mut g = empty(Phase::SheriffStart);
    g.put(ROBIN_HOOD, Clumber)
        .put(pid("noble1"), Arnold)
        .put(pid("noble2"), Area::road_edge(4));
    g.piece_state_mut(pid("noble1")).heading = Some(Area::road_edge(1));
    g.piece_state_mut(pid("noble2")).heading = Some(Area::road_edge(1));
    // The random event: a 6 brings Will Scarlet (no traveller).
    dice(&mut g, &[6, 1]);
    play(&mut g, "done");
    assert_eq!(
        g.loc(pid("noble1")),
        Loc::Off,
        "Arnold, Nottingham, bridge, road 1"
    );
    assert_eq!(g.gold(Side::Sheriff), 13);
    assert_eq!(
        g.loc(pid("noble2")),
        Loc::Board(Newark),
        "Lincoln, Fosse Way, Newark"
    );
}

/// 9.6, 9.7: a village with a Sheriff's unit and leader and no Merry Men,
/// not the turn after it was last taxed.
#[test]
fn rule_9_6_taxes_not_two_turns_running() {
    let mut g = empty(Phase::Taxes);
    g.put(ROBIN_HOOD, Clumber)
        .put(SHERIFF_OF_LINCOLN, Ollerton)
        .put(pid("maa1"), Ollerton)
        .put(pid("maa2"), Southwell)
        .set_turn(3);
    assert!(!is_legal(&g, "tax southwell"), "no leader there");
    dice(&mut g, &[6]);
    play(&mut g, "tax ollerton");
    assert_eq!(g.gold(Side::Sheriff), 14);
    g.set_turn(4).set_phase(Phase::Taxes);
    assert!(!is_legal(&g, "tax ollerton"));
    g.set_turn(5).set_phase(Phase::Taxes);
    assert!(is_legal(&g, "tax ollerton"));
    g.put(pid("mm1"), Ollerton);
    assert!(!is_legal(&g, "tax ollerton"), "Merry Men there");
    // 9.7: a 1 to 3 yields nothing, and nothing is logged as paid.
    g.clear(pid("mm1"));
    dice(&mut g, &[3]);
    play(&mut g, "tax ollerton");
    assert_eq!(g.gold(Side::Sheriff), 14);
    assert!(!g
        .log()
        .iter()
        .any(|e| e.rule == "9.7" && matches!(e.event, Event::Gold { amount: 0, .. })));
}

use crate::map::Area;

/// 9.3, 9.32: a Sheriff's unit with the traveller prevents the robbery, and
/// only a unit does (a Sheriff's leader alone does not); without one, a
/// noble yields exactly one gold piece and a bishop exactly two, taken from
/// the Sheriff.
#[test]
fn rule_9_3_an_escort_prevents_the_robbery() {
    for edition in [2, CURRENT] {
        let rob = |traveller: &str, escort: Option<&str>| {
            let mut g = empty_in(edition, battles(Side::Outlaw));
            // A face-down unit beside Robin Hood: the recruitment phase
            // after the robbery waits for him.
            g.put(ROBIN_HOOD, Clumber)
                .put(pid("mm1"), LeenRoad)
                .put(pid(traveller), LeenRoad)
                .put(pid("mm2"), Clumber)
                .set_gold(0, 12);
            g.piece_state_mut(pid("mm2")).face_down = true;
            if let Some(e) = escort {
                g.put(pid(e), LeenRoad);
                // Their battle is fought first: no dice may remove the escort.
                g.set_phase(Phase::Battles {
                    side: Side::Outlaw,
                    fought: vec![LeenRoad],
                });
            }
            g.settle();
            assert!(matches!(g.phase(), Phase::Recruitment { .. }));
            (
                g.gold(Side::Outlaw),
                g.gold(Side::Sheriff),
                g.loc(pid(traveller)),
            )
        };
        assert_eq!(rob("noble1", None), (1, 11, Loc::Off), "a noble: one");
        assert_eq!(rob("bishop1", None), (2, 10, Loc::Off), "a bishop: two");
        for escort in ["maa1", "rf1", "kn1"] {
            assert_eq!(
                rob("bishop1", Some(escort)),
                (0, 12, Loc::Board(LeenRoad)),
                "{escort} prevents it"
            );
        }
        assert_eq!(
            rob("noble1", Some("lincoln")),
            (1, 11, Loc::Off),
            "a leader alone is no escort"
        );
    }
}
