//! 10 Recruitment, 11 Reinforcements, 12 Disguise.

use super::*;
use crate::counters::*;
use crate::map::Area::*;
use crate::vocab::{Side, SHERIFF};

fn recruiting() -> Legend {
    let mut g = empty(Phase::Recruitment { tried: vec![] });
    g.put(ROBIN_HOOD, Blidworth)
        .put(SHERIFF_OF_LINCOLN, LincolnCastle);
    g
}

fn face_down(g: &mut Legend, p: vocab::Pid, at: map::Area) {
    g.put(p, at);
    g.piece_state_mut(p).face_down = true;
}

/// 10.1: Will Stutley joins Robin Hood without a fight.
#[test]
fn rule_10_1_will_stutley_joins_without_a_fight() {
    let mut g = recruiting();
    face_down(&mut g, WILL_STUTLEY, Blidworth);
    face_down(&mut g, LITTLE_JOHN, Blidworth);
    let before = g.log().len();
    play(&mut g, "recruit stutley");
    assert!(!g.state_of(WILL_STUTLEY).face_down);
    assert!(!g.log()[before..]
        .iter()
        .any(|e| matches!(e.event, Event::Rolled(_))));
}

/// 10.2, 10.4: Little John is fought on the table; on a 5 he stays out and
/// Robin Hood is wounded: he stays put his next turn, recruits nothing,
/// and heals at the start of his second turn after.
#[test]
fn rule_10_2_little_john_fought_and_robin_hood_wounded() {
    let mut g = recruiting();
    g.set_turn(3);
    face_down(&mut g, LITTLE_JOHN, Blidworth);
    face_down(&mut g, pid("mm1"), Blidworth);
    dice(&mut g, &[5]);
    play(&mut g, "recruit john");
    assert!(g.state_of(LITTLE_JOHN).face_down, "NR");
    assert_eq!(g.wounded_until(), Some(5));
    assert!(!is_legal(&g, "recruit john"), "one try a phase");
    assert!(!is_legal(&g, "recruit mm1"), "no recruiting while wounded");
    until(&mut g, |g| {
        g.turn() == 4 && matches!(g.phase(), Phase::Movement { .. }) || g.turn() == 5
    });
    assert!(!is_legal(&g, "pick robin"), "his next turn where he is");
    until(&mut g, |g| g.turn() == 5);
    assert_eq!(g.wounded_until(), None);
}

/// 10.3: Robin Hood, Will Scarlet, Will Stutley and Little John recruit
/// Merry Men in their space; Friar Tuck does not.
#[test]
fn rule_10_3_merry_men_recruited_by_four_leaders() {
    let mut g = recruiting();
    g.put(WILL_STUTLEY, Clipstone).put(FRIAR_TUCK, Papplewick);
    face_down(&mut g, pid("mm1"), Clipstone);
    face_down(&mut g, pid("mm2"), Papplewick);
    assert!(is_legal(&g, "recruit mm1"));
    assert!(!is_legal(&g, "recruit mm2"));
    play(&mut g, "recruit mm1");
    assert!(!g.state_of(pid("mm1")).face_down);
}

/// 11: men-at-arms on turn 4, placed in any town at the start of the
/// Sheriff's turn.
#[test]
fn rule_11_reinforcements_placed_in_a_town() {
    let mut g = empty(Phase::Ransom { offered: true });
    g.put(ROBIN_HOOD, Clumber)
        .put(pid("mm1"), NottinghamTown)
        .set_turn(4);
    g.settle();
    assert_eq!(g.to_move(), Some(SHERIFF));
    assert!(matches!(
        g.pending(),
        [Pending::Place {
            why: PlaceFor::Reinforcement,
            ..
        }]
    ));
    play(&mut g, "place nottingham-town");
    assert_eq!(
        g.loc(pid("maa6")),
        Loc::Board(NottinghamTown),
        "even among outlaws"
    );
}

/// 12: disguise at the start of Robin Hood's turn, once a leader; 12.1: a
/// disguised leader commands nobody.
#[test]
fn rule_12_disguise_and_its_effect_on_command() {
    let mut g = empty(Phase::RobinStart { changed: vec![] });
    g.put(ROBIN_HOOD, Arnold)
        .put(pid("mm1"), Arnold)
        .put(SHERIFF_OF_LINCOLN, LincolnCastle);
    play(&mut g, "disguise robin");
    // Nothing else to decide: on to the movement phase.
    assert!(!is_legal(&g, "undisguise robin"));
    play(&mut g, "pick robin");
    assert!(!is_legal(&g, "pick mm1"));
    // 12.1: he stops at any Sheriff's piece.
    play(&mut g, "step nottingham-town");
    assert!(is_legal(&g, "step nottingham-castle"));
    g.put(SHERIFF_OF_LINCOLN, NottinghamCastle);
    play(&mut g, "step nottingham-castle");
    assert!(!matches!(g.phase(), Phase::Movement { party: Some(_), .. }));
    assert_eq!(g.loc(ROBIN_HOOD), Loc::Board(NottinghamCastle));
}

/// 12.1: a disguised leader is recognised on 5–6 among units alone; Prince
/// John always knows King Richard.
#[test]
fn rule_12_1_recognition() {
    let mut g = empty(battles(Side::Sheriff));
    g.put(ROBIN_HOOD, LincolnCastle)
        .put(pid("maa3"), LincolnCastle);
    g.piece_state_mut(ROBIN_HOOD).disguised = true;
    dice(&mut g, &[4]);
    g.settle();
    assert!(g.state_of(ROBIN_HOOD).disguised, "a 4 among units: unknown");
    assert!(
        !g.state_of(ROBIN_HOOD).captive,
        "12.1: not captured unrecognised"
    );

    let mut g = empty(battles(Side::Sheriff));
    g.put(ROBIN_HOOD, Clumber)
        .put(KING_RICHARD, LincolnCastle)
        .put(PRINCE_JOHN, LincolnCastle)
        .put(pid("maa3"), LincolnCastle);
    g.piece_state_mut(KING_RICHARD).disguised = true;
    g.settle();
    assert!(!g.state_of(KING_RICHARD).disguised);
    assert!(g
        .log()
        .iter()
        .any(|e| e.rule == "12.1" && e.event == Event::Revealed { who: KING_RICHARD }));
}

/// 12: a disguised leader is a face-down piece to the Sheriff: his view and
/// the log do not say which leader it is.
#[test]
fn rule_12_disguised_leaders_hidden_from_the_sheriff() {
    use sherwood_engine::{Game, Viewer};
    let mut g = empty(Phase::RobinStart { changed: vec![] });
    g.put(ROBIN_HOOD, Arnold)
        .put(KING_RICHARD, Bestwood)
        .put(SHERIFF_OF_LINCOLN, LincolnCastle);
    let before = g.log().len();
    play(&mut g, "disguise robin; disguise richard");
    let v = g.view(Viewer::Seat(SHERIFF));
    assert!(v
        .pieces
        .iter()
        .all(|pv| pv.pid != Some(ROBIN_HOOD) && pv.pid != Some(KING_RICHARD)));
    assert_eq!(
        v.pieces
            .iter()
            .filter(|pv| pv.hidden == Some(Hidden::Disguised))
            .count(),
        2
    );
    assert!(g.log()[before..]
        .iter()
        .all(|e| !format!("{:?}", e.event).contains("Piece(Pid(0))")));
    let robin = g.view(Viewer::Seat(vocab::ROBIN));
    assert!(robin.pieces.iter().any(|pv| pv.pid == Some(ROBIN_HOOD)));
}

/// 10.2, 10.4: a recruitment fight that fails leaves the leader face down
/// (10.1: only a recruited leader is turned up; 5.2), so its roll tells the
/// Sheriff only the column read, shared by Little John and Friar Tuck:
/// whichever of the two Robin Hood fought, the Sheriff's view and the
/// public one, logs included, are the same, and the map still shows two
/// unrecruited counters. A fight that recruits names the leader.
#[test]
fn rule_10_2_a_failed_recruitment_fight_names_no_leader() {
    use sherwood_engine::Viewer;
    let fight = |who: &str, die: u8| {
        let mut g = empty_in(CURRENT, Phase::Recruitment { tried: vec![] });
        g.put(ROBIN_HOOD, Blidworth)
            .put(SHERIFF_OF_LINCOLN, LincolnCastle);
        face_down(&mut g, LITTLE_JOHN, Blidworth);
        face_down(&mut g, FRIAR_TUCK, Blidworth);
        dice(&mut g, &[die]);
        play(&mut g, &format!("recruit {who}"));
        g
    };
    // A 6 in their column: NR, no wound.
    let (john, tuck) = (fight("john", 6), fight("tuck", 6));
    assert!(john.state_of(LITTLE_JOHN).face_down && tuck.state_of(FRIAR_TUCK).face_down);
    for viewer in [Viewer::Seat(SHERIFF), Viewer::Public] {
        let (a, b) = (john.view(viewer), tuck.view(viewer));
        assert_eq!(a, b, "{viewer:?}");
        let hidden = a
            .pieces
            .iter()
            .filter(|p| p.pid.is_none() && p.state.area() == Some(Blidworth))
            .count();
        assert_eq!(hidden, 2, "both still face down to the Sheriff");
    }
    let column = |g: &Legend| {
        g.log()
            .iter()
            .find_map(|e| match &e.event {
                Event::Rolled(r) if r.table == "10.4 recruitment" => r.column.clone(),
                _ => None,
            })
            .unwrap()
    };
    assert_eq!(column(&john), "Little John, Friar Tuck");
    // A 1: recruited, turned face up and named.
    let g = fight("tuck", 1);
    assert!(!g.state_of(FRIAR_TUCK).face_down);
    assert!(g
        .view(Viewer::Seat(SHERIFF))
        .log
        .iter()
        .any(|e| e.event == Event::Recruited { who: FRIAR_TUCK }));
}

/// 12.1: the recognition roll's two thresholds: among units alone 5–6
/// (a 4 leaves him unknown, a 5 recognises him); with a Sheriff's leader
/// there 4–6 (a 3 leaves him unknown, a 4 recognises him).
#[test]
fn rule_12_1_recognised_on_five_among_units_four_with_a_leader() {
    let recognised = |with_leader: bool, die: u8| {
        let mut g = empty_in(CURRENT, battles(Side::Sheriff));
        g.put(ROBIN_HOOD, LincolnCastle)
            .put(pid("maa3"), LincolnCastle)
            .put(SHERIFF_OF_NOTTINGHAM, NottinghamCastle);
        if with_leader {
            g.put(SHERIFF_OF_LINCOLN, LincolnCastle);
        }
        g.piece_state_mut(ROBIN_HOOD).disguised = true;
        // No archery in a castle: the first die is the recognition.
        dice(&mut g, &[die]);
        g.settle();
        g.log()
            .iter()
            .any(|e| e.rule == "12.1" && e.event == Event::Revealed { who: ROBIN_HOOD })
    };
    assert!(!recognised(false, 4));
    assert!(recognised(false, 5));
    assert!(!recognised(true, 3));
    assert!(recognised(true, 4));
}

/// 10.2 with 12: a wounded Robin Hood may not put on a disguise; King
/// Richard may all the same.
#[test]
fn rule_10_2_a_wounded_robin_hood_takes_no_disguise_king_richard_may() {
    let mut g = empty_in(CURRENT, Phase::RobinStart { changed: vec![] });
    g.put(ROBIN_HOOD, Arnold)
        .put(KING_RICHARD, Bestwood)
        .put(SHERIFF_OF_LINCOLN, LincolnCastle);
    assert!(is_legal(&g, "disguise robin") && is_legal(&g, "disguise richard"));
    g.wounded_until = Some(g.turn() + 1);
    assert!(!is_legal(&g, "disguise robin"), "{}", legal_text(&g));
    assert!(is_legal(&g, "disguise richard"));
}

/// 10.1, 10.4: Will Scarlet, unlike Will Stutley, is fought for, on his own
/// column of the table.
#[test]
fn rule_10_4_will_scarlet_is_fought_on_his_column() {
    let mut g = recruiting();
    face_down(&mut g, WILL_SCARLET, Blidworth);
    let before = g.log().len();
    dice(&mut g, &[1]);
    play(&mut g, "recruit scarlet");
    let rolls: Vec<Option<String>> = g.log()[before..]
        .iter()
        .filter_map(|e| match &e.event {
            Event::Rolled(r) => Some(r.column.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(rolls[0], Some("Will Scarlet".to_string()), "{rolls:?}");
}
