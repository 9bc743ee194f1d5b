//! 14 The archery tournament, 15 Marriage.

use super::*;
use crate::counters::*;
use crate::map::Area::*;
use crate::vocab::Side;

/// 14: declared only after Prince John's arrival; held two Robin Hood
/// movement phases later.
#[test]
fn rule_14_declared_after_prince_johns_arrival() {
    let mut g = empty(Phase::SheriffStart);
    g.put(ROBIN_HOOD, Clumber).set_turn(12);
    assert!(!is_legal(&g, "declare-tournament"));
    g.put(PRINCE_JOHN, NottinghamCastle);
    assert_eq!(g.tournament(), None);
    play(&mut g, "declare-tournament");
    assert!(g
        .log()
        .iter()
        .any(|e| e.event == Event::TournamentDeclared { turn: 14 }));
    assert!(g.tournament().is_some_and(|t| t.turn == 14 && !t.held));
    assert!(
        !matches!(g.phase(), Phase::SheriffStart),
        "one at a time: nothing left to do"
    );
}

/// 14: the Sheriff absent (Prince John and another leader) loses 10; Robin
/// Hood present wins two gold pieces; 14.2: his pieces then go to forests
/// within four spaces of the Green.
#[test]
fn rule_14_sheriff_absent_robin_present() {
    let mut g = empty(Phase::Movement {
        side: Side::Outlaw,
        party: None,
    });
    g.put(ROBIN_HOOD, NottinghamGreen)
        .put(PRINCE_JOHN, NottinghamCastle)
        .set_turn(14)
        .set_tournament(Some(Tournament {
            turn: 14,
            held: false,
        }));
    play(&mut g, "done");
    assert_eq!((g.gold(Side::Outlaw), g.gold(Side::Sheriff)), (2, 2));
    until(&mut g, |g| !g.pending().is_empty());
    assert!(g
        .legal()
        .iter()
        .all(|a| matches!(a, Action::Place(t) if t.terrain() == tables::Terrain::Forest)));
    play(&mut g, "place bestwood");
    assert_eq!(g.loc(ROBIN_HOOD), Loc::Board(Bestwood));
}

/// 14: Robin Hood absent: the Sheriff gains five, Robin Hood loses five.
#[test]
fn rule_14_robin_absent() {
    let mut g = empty(Phase::Movement {
        side: Side::Outlaw,
        party: None,
    });
    g.put(ROBIN_HOOD, Clumber)
        .put(PRINCE_JOHN, NottinghamGreen)
        .put(SHERIFF_OF_NOTTINGHAM, NottinghamGreen)
        .set_gold(3, 12)
        .set_turn(14)
        .set_tournament(Some(Tournament {
            turn: 14,
            held: false,
        }));
    play(&mut g, "done");
    assert_eq!((g.gold(Side::Outlaw), g.gold(Side::Sheriff)), (0, 17));
}

/// 14.1: melee losses on the Green right after the tournament are one more.
/// 14.2: outlaws pass through the Sheriff's pieces on their way there.
#[test]
fn rule_14_1_melee_losses_increased_and_14_2_passing_through() {
    let mut g = empty(Phase::Movement {
        side: Side::Outlaw,
        party: None,
    });
    g.put(ROBIN_HOOD, Arnold)
        .put(pid("mm1"), Arnold)
        .put(pid("mm2"), Arnold)
        .put(pid("maa7"), NottinghamTown)
        .put(PRINCE_JOHN, NottinghamGreen)
        .put(SHERIFF_OF_NOTTINGHAM, NottinghamGreen)
        .put(pid("maa1"), NottinghamGreen)
        .put(pid("maa2"), NottinghamGreen)
        .set_turn(14)
        .set_tournament(Some(Tournament {
            turn: 14,
            held: false,
        }));
    play(
        &mut g,
        "pick robin; pick mm1; pick mm2; step nottingham-town",
    );
    assert!(
        is_legal(&g, "step nottingham-green"),
        "14.2: through Nottingham"
    );
    assert!(!is_legal(&g, "halt"), "but only to end on the Green");
    // Archery: both miss (1, 1); melee 2 against 4 (1-2), net 3: AP1,
    // one more for the tournament: both Merry Men lost.
    dice(&mut g, &[1, 1, 3, 1, 1]);
    play(&mut g, "step nottingham-green");
    for m in ["mm1", "mm2"] {
        assert!(g.state_of(pid(m)).face_down, "{m} lost");
    }
}

fn end_of_robin_turn() -> Legend {
    let mut g = empty(Phase::Ransom { offered: true });
    for p in [ROBIN_HOOD, MARION, ALAN_A_DALE, FRIAR_TUCK] {
        g.put(p, Bestwood);
    }
    g.put(SHERIFF_OF_LINCOLN, LincolnCastle);
    g
}

/// 15.1: Robin Hood, Marion, Alan a Dale and Friar Tuck together at the
/// end of Robin Hood's turn: the wedding.
#[test]
fn rule_15_1_robin_hood_marries_marion() {
    let mut g = end_of_robin_turn();
    g.settle();
    assert_eq!(g.marriage(), Some(Marriage::Robin));
}

/// 15.3: no bigamy: married to Sir Guy, Marion weds Robin Hood only once
/// Sir Guy is dead.
#[test]
fn rule_15_3_no_bigamy() {
    let mut g = end_of_robin_turn();
    g.put(SIR_GUY, GisbourneCastle)
        .set_marriage(Some(Marriage::SirGuy));
    g.settle();
    assert_eq!(g.marriage(), Some(Marriage::SirGuy));
    let mut g = end_of_robin_turn();
    g.set_marriage(Some(Marriage::SirGuy));
    g.piece_state_mut(SIR_GUY).at = Loc::Gone;
    g.settle();
    assert_eq!(g.marriage(), Some(Marriage::Robin));
}

/// 15.2: Marion captive, two Sheriff turns in a keep, then in a town with
/// Sir Guy and Prince John (for the Sheriff of Nottingham).
#[test]
fn rule_15_2_sir_guy_marries_the_captive_marion() {
    let mut g = empty(Phase::Ransom { offered: true });
    g.put(ROBIN_HOOD, Clumber)
        .put(MARION, LincolnTown)
        .put(SIR_GUY, LincolnTown)
        .put(PRINCE_JOHN, LincolnTown);
    g.piece_state_mut(MARION).captive = true;
    g.piece_state_mut(MARION).keep_turns = 1;
    g.settle();
    assert_eq!(g.marriage(), None, "one turn in a keep is not enough");
    let mut g = empty(Phase::Ransom { offered: true });
    g.put(ROBIN_HOOD, Clumber)
        .put(MARION, LincolnTown)
        .put(SIR_GUY, LincolnTown)
        .put(PRINCE_JOHN, LincolnTown);
    g.piece_state_mut(MARION).captive = true;
    g.piece_state_mut(MARION).keep_turns = 2;
    g.settle();
    assert_eq!(g.marriage(), Some(Marriage::SirGuy));
    assert!(g.state_of(MARION).captive, "still captive after");
    // Each condition alone missing: no wedding.
    let wed = |area: map::Area, guests: &[vocab::Pid], captive: bool| {
        let mut g = empty(Phase::Ransom { offered: true });
        // Sir Guy, when not among the guests, free elsewhere.
        g.put(ROBIN_HOOD, Clumber)
            .put(SIR_GUY, GisbourneCastle)
            .put(MARION, area);
        for &p in guests {
            g.put(p, area);
        }
        g.piece_state_mut(MARION).captive = captive;
        g.piece_state_mut(MARION).keep_turns = 2;
        g.settle();
        g.marriage()
    };
    assert_eq!(
        wed(LincolnTown, &[SIR_GUY, SHERIFF_OF_NOTTINGHAM], true),
        Some(Marriage::SirGuy)
    );
    assert_eq!(
        wed(LincolnTown, &[SIR_GUY, PRINCE_JOHN], false),
        None,
        "not captive"
    );
    assert_eq!(
        wed(LincolnCastle, &[SIR_GUY, PRINCE_JOHN], true),
        None,
        "not a town"
    );
    assert_eq!(
        wed(LincolnTown, &[PRINCE_JOHN, SHERIFF_OF_LINCOLN], true),
        None,
        "no Sir Guy"
    );
    assert_eq!(
        wed(LincolnTown, &[SIR_GUY, SHERIFF_OF_LINCOLN], true),
        None,
        "no Sheriff of Nottingham nor Prince John"
    );
}

/// 14: the Sheriff's presence needs Prince John and another Sheriff's
/// leader on the Green: either alone (a unit does not count) costs him 10
/// gold; both together cost nothing.
#[test]
fn rule_14_prince_john_and_another_leader_must_attend() {
    // `asleep`: those of `there` face down (Sir Guy's group, 5.1).
    let sheriff_gold = |there: &[vocab::Pid], asleep: &[vocab::Pid]| {
        let mut g = empty_in(
            CURRENT,
            Phase::Movement {
                side: Side::Outlaw,
                party: None,
            },
        );
        g.put(ROBIN_HOOD, NottinghamGreen)
            .set_gold(0, 12)
            .set_turn(14)
            .set_tournament(Some(Tournament {
                turn: 14,
                held: false,
            }));
        for &p in there {
            g.put(p, NottinghamGreen);
            g.piece_state_mut(p).face_down = asleep.contains(&p);
        }
        play(&mut g, "done");
        let lost: i32 = g
            .log()
            .iter()
            .filter_map(|e| match e.event {
                Event::Gold {
                    side: Side::Sheriff,
                    amount,
                } if e.rule == "14" => Some(amount),
                _ => None,
            })
            .sum();
        (g.gold(Side::Outlaw), lost)
    };
    assert_eq!(sheriff_gold(&[PRINCE_JOHN, pid("maa1")], &[]), (2, -10));
    // Sir Guy asleep there (face down) attends all the same: only the
    // outlaws' face-down pieces are not in play.
    assert_eq!(
        sheriff_gold(&[PRINCE_JOHN, SIR_GUY], &[SIR_GUY]),
        (2, 0),
        "no fine: Sir Guy, face down, is there"
    );
    assert_eq!(
        sheriff_gold(&[SHERIFF_OF_NOTTINGHAM, pid("maa1")], &[]),
        (2, -10)
    );
    assert_eq!(
        sheriff_gold(&[PRINCE_JOHN, SHERIFF_OF_NOTTINGHAM, pid("maa1")], &[]),
        (2, 0)
    );
}

/// 14.1, each condition both ways: the extra loss is for the outlaws'
/// attack on the Green in the turn of a tournament held there, not for the
/// Sheriff's attack, a tournament only declared, or one held another turn.
#[test]
fn rule_14_1_the_extra_loss_only_in_the_outlaws_attack_right_after_it() {
    let fight = |attacker: Side, turn: u8, held: bool| {
        let mut g = empty(battles(attacker));
        g.put(ROBIN_HOOD, NottinghamGreen)
            .put(pid("mm1"), NottinghamGreen)
            .put(pid("mm2"), NottinghamGreen)
            .put(PRINCE_JOHN, NottinghamGreen)
            .put(SHERIFF_OF_NOTTINGHAM, NottinghamGreen)
            .put(pid("maa1"), NottinghamGreen)
            .put(pid("maa2"), NottinghamGreen)
            .set_turn(14)
            .set_tournament(Some(Tournament { turn, held }));
        dice(&mut g, &[1, 1, 3, 1, 1, 1, 1]);
        g.settle();
        let melee = g
            .log()
            .iter()
            .find_map(|e| match &e.event {
                Event::Rolled(r) if r.table == "7.8 melee" => Some(r.result.clone()),
                _ => None,
            })
            .expect("a melee");
        let lost = ["mm1", "mm2", "maa1", "maa2"]
            .map(|u| g.loc(pid(u)) != Loc::Board(NottinghamGreen) || g.state_of(pid(u)).face_down);
        (melee, lost.iter().filter(|&&l| l).count())
    };
    // The same dice: an exchange, one unit each, two each right after it.
    assert_eq!(fight(Side::Outlaw, 14, true), ("EX".to_string(), 4));
    for (attacker, turn, held) in [
        (Side::Outlaw, 14, false),
        (Side::Outlaw, 13, true),
        (Side::Sheriff, 14, true),
    ] {
        assert_eq!(
            fight(attacker, turn, held),
            ("EX".to_string(), 2),
            "{attacker:?}, turn {turn}, held {held}"
        );
    }
}

/// 14.2: a band that passed through the Sheriff's pieces on its way to the
/// tournament may only go on where it can still end on the Green.
#[test]
fn rule_14_2_through_the_sheriffs_pieces_only_toward_the_green() {
    // Robin Hood's band, from Arnold, making `moves` in the tournament's turn.
    let band = |moves: &str| {
        let mut g = empty(Phase::Movement {
            side: Side::Outlaw,
            party: None,
        });
        g.put(ROBIN_HOOD, Arnold)
            .put(pid("mm1"), Arnold)
            .put(pid("maa7"), NottinghamTown)
            .put(PRINCE_JOHN, NottinghamGreen)
            .set_turn(14)
            .set_tournament(Some(Tournament {
                turn: 14,
                held: false,
            }));
        play(&mut g, moves);
        g
    };
    // Four steps along the roads, then into Nottingham past the man-at-arms
    // with one point left: the Green, the only way on.
    let mut g =
        band("pick robin; pick mm1; step oxton-road; step arnold; step oxton-road; step arnold");
    assert!(is_legal(&g, "halt"), "not yet past the Sheriff's pieces");
    play(&mut g, "step nottingham-town");
    assert_eq!(legal_text(&g), "step nottingham-green, drop mm1");
    // With two points left, one step away and back to the Green at most.
    let g = band("pick robin; pick mm1; step bestwood; step arnold; step nottingham-town");
    assert_eq!(
        legal_text(&g),
        "step arnold, step nottingham-green, step nottingham-castle, drop mm1",
        "not Lenton, two steps from the Green"
    );
}

/// Where `pid` may be placed for `why`, as offered.
fn placements(pid: vocab::Pid, why: PlaceFor) -> Vec<String> {
    let mut g = empty(Phase::Battles {
        side: Side::Outlaw,
        fought: vec![NottinghamGreen],
    });
    g.put(pid, NottinghamGreen);
    g.pending.push(Pending::Place { pid, why });
    let mut out: Vec<String> = g.legal().iter().map(|a| a.to_string()).collect();
    out.sort();
    out
}

/// 14.2: after the tournament the outlaws disperse to forests within 4
/// spaces of the Green by ordinary borders, each forest offered once.
#[test]
fn rule_14_2_dispersal_to_each_forest_within_four_spaces_once() {
    assert_eq!(
        placements(ROBIN_HOOD, PlaceFor::Tournament),
        [
            "place bestwood",
            "place fountain-dale",
            "place major-oak",
            "place thieves-wood"
        ]
    );
}

/// 7.41: a leader escaping from a keep may take its secret passage out if
/// he is an outlaw (6.62), never if he is the Sheriff's.
#[test]
fn rule_7_41_escape_by_the_passage_for_outlaws_only() {
    let from = NottinghamKeep;
    let robin = placements(ROBIN_HOOD, PlaceFor::Escape { from });
    assert!(robin.contains(&"place lenton".to_string()), "{robin:?}");
    let guy = placements(SIR_GUY, PlaceFor::Escape { from });
    assert!(!guy.contains(&"place lenton".to_string()), "{guy:?}");
    assert!(
        guy.contains(&"place nottingham-castle".to_string()),
        "{guy:?}"
    );
}

/// 14.2: the outlaws on the Green disperse at the end of Robin Hood's turn
/// only in the turn of a tournament held there, not one only declared nor
/// one held an earlier turn.
#[test]
fn rule_14_2_dispersal_only_after_a_tournament_held_this_turn() {
    let disperses = |turn: u8, held: bool| {
        let mut g = empty_in(CURRENT, Phase::Ransom { offered: true });
        g.put(ROBIN_HOOD, NottinghamGreen)
            .put(SHERIFF_OF_LINCOLN, LincolnCastle)
            .set_turn(14)
            .set_tournament(Some(Tournament { turn, held }));
        g.settle();
        is_legal(&g, "place bestwood")
    };
    assert!(disperses(14, true));
    assert!(!disperses(14, false), "declared, not held");
    assert!(!disperses(13, true), "held last turn");
}
