//! 8 Captives, ransom, murder, hanging.

use super::*;
use crate::counters::*;
use crate::map::Area::*;
use crate::vocab::{Side, SHERIFF};

fn captive(g: &mut Legend, p: vocab::Pid, at: map::Area) {
    g.put(p, at);
    g.piece_state_mut(p).captive = true;
}

/// 8.2: Robin Hood may murder a captive Sheriff's leader at the start of
/// his turn.
#[test]
fn rule_8_2_murder_at_the_start_of_robin_hoods_turn() {
    let mut g = empty(Phase::RobinStart { changed: vec![] });
    g.put(ROBIN_HOOD, Bestwood).put(pid("mm1"), Bestwood);
    captive(&mut g, SIR_GUY, Bestwood);
    play(&mut g, "murder guy");
    assert_eq!(g.loc(SIR_GUY), Loc::Gone);
}

/// 8.2: the ransom comes out of the Sheriff's treasury; the Sheriff places
/// his freed leader in a town, keep or castle.
#[test]
fn rule_8_2_ransom_pays_robin_and_the_sheriff_places_his_leader() {
    let mut g = empty(Phase::Ransom { offered: false });
    g.put(ROBIN_HOOD, Bestwood).put(pid("mm1"), Bestwood);
    captive(&mut g, SIR_GUY, Bestwood);
    play(&mut g, "ransom guy");
    assert_eq!((g.gold(Side::Outlaw), g.gold(Side::Sheriff)), (3, 9));
    let gold: Vec<(Side, i32)> = g
        .log()
        .iter()
        .filter_map(|e| match e.event {
            Event::Gold { side, amount } => Some((side, amount)),
            _ => None,
        })
        .collect();
    assert_eq!(gold, [(Side::Sheriff, -3), (Side::Outlaw, 3)], "as logged");
    assert_eq!(g.to_move(), Some(SHERIFF));
    assert!(!is_legal(&g, "place bestwood"));
    play(&mut g, "place gisbourne-keep");
    assert_eq!(g.loc(SIR_GUY), Loc::Board(GisbourneKeep));
    assert!(!g.state_of(SIR_GUY).captive);
}

/// 8.31–8.33: two complete Sheriff turns in a keep, then a town with a
/// Sheriff's leader: hanged in Robin Hood's hanging phase, three gold
/// pieces for Little John. Friar Tuck is never hanged.
#[test]
fn rule_8_31_hanging_after_two_sheriff_turns_in_a_keep() {
    let mut g = empty(Phase::Ransom { offered: true });
    g.put(ROBIN_HOOD, Clumber)
        .put(SHERIFF_OF_NOTTINGHAM, NottinghamKeep)
        .set_turn(2);
    captive(&mut g, LITTLE_JOHN, NottinghamKeep);
    captive(&mut g, FRIAR_TUCK, NottinghamKeep);
    g.settle();
    until(&mut g, |g| g.turn() == 4);
    assert_eq!(g.state_of(LITTLE_JOHN).keep_turns, 2);
    // The Sheriff's turn 4: convoy them to Nottingham.
    until(&mut g, |g| {
        matches!(
            g.phase(),
            Phase::Movement {
                side: Side::Sheriff,
                ..
            }
        ) && g.pending().is_empty()
    });
    play(
        &mut g,
        "pick sheriff; pick john; pick tuck; step nottingham-castle; step nottingham-town; halt",
    );
    until(&mut g, |g| g.turn() == 5);
    until(&mut g, |g| matches!(g.phase(), Phase::Hanging));
    assert!(is_legal(&g, "hang john"));
    assert!(!is_legal(&g, "hang tuck"), "8.33");
    play(&mut g, "hang john");
    assert_eq!(g.loc(LITTLE_JOHN), Loc::Gone);
    assert!(g.log().iter().any(|e| e.rule == "8.32"
        && e.event
            == Event::Gold {
                side: Side::Sheriff,
                amount: 3
            }));
}

/// 8.32, 16.2: Robin Hood hanged, the Sheriff wins at once.
#[test]
fn rule_8_32_robin_hood_hanged_ends_the_game() {
    let mut g = empty(Phase::Hanging);
    g.put(SHERIFF_OF_NOTTINGHAM, NottinghamTown);
    captive(&mut g, ROBIN_HOOD, NottinghamTown);
    g.piece_state_mut(ROBIN_HOOD).keep_turns = 2;
    play(&mut g, "hang robin");
    assert_eq!(g.outcome().unwrap().winner, SHERIFF);
}

/// 8.4: a captive with a friendly unit at the end of a combat phase is free.
#[test]
fn rule_8_4_rescue_at_the_end_of_combat() {
    let mut g = empty(battles(Side::Outlaw));
    g.put(ROBIN_HOOD, Arnold)
        .put(pid("mm1"), Arnold)
        .put(pid("mm2"), Arnold)
        .put(pid("maa1"), Arnold)
        .put(SHERIFF_OF_LINCOLN, LincolnTown);
    captive(&mut g, LITTLE_JOHN, Arnold);
    // Merry Men 6 (two hits), men-at-arms 1 (none).
    dice(&mut g, &[6, 1]);
    g.settle();
    assert_eq!(g.loc(pid("maa1")), Loc::Returning(5));
    assert!(!g.state_of(LITTLE_JOHN).captive);
}

/// 8.1 (our reading): a captive left without a guard goes free at the end
/// of the combat phase; outlaws in a keep need no guard (8.31).
#[test]
fn rule_8_1_unguarded_captives_go_free_but_in_keeps() {
    let mut g = empty(battles(Side::Sheriff));
    g.put(ROBIN_HOOD, Bestwood);
    captive(&mut g, SIR_GUY, Arnold);
    captive(&mut g, LITTLE_JOHN, LincolnKeep);
    g.settle();
    assert!(!g.state_of(SIR_GUY).captive);
    assert!(g.state_of(LITTLE_JOHN).captive);
    // The other side: an outlaw captive outside a keep, and a Sheriff's
    // leader held in a keep, each without a guard, go free.
    let mut g = empty(battles(Side::Sheriff));
    g.put(ROBIN_HOOD, Bestwood);
    captive(&mut g, LITTLE_JOHN, Arnold);
    captive(&mut g, SIR_GUY, LincolnKeep);
    g.settle();
    assert!(!g.state_of(LITTLE_JOHN).captive, "not in a keep");
    assert!(!g.state_of(SIR_GUY).captive, "the keep holds outlaws only");
}

/// 8.5: an agreed exchange; each side places its own leader.
#[test]
fn rule_8_5_exchange_of_prisoners() {
    let mut g = empty(Phase::Ransom { offered: false });
    g.put(ROBIN_HOOD, Bestwood).put(pid("mm1"), Bestwood);
    captive(&mut g, SIR_GUY, Bestwood);
    captive(&mut g, LITTLE_JOHN, LincolnKeep);
    play(&mut g, "offer john for guy");
    assert_eq!(g.to_move(), Some(SHERIFF));
    play(&mut g, "accept; place gisbourne-castle; place clumber");
    assert_eq!(g.loc(SIR_GUY), Loc::Board(GisbourneCastle));
    assert_eq!(g.loc(LITTLE_JOHN), Loc::Board(Clumber));
    assert!(!g.state_of(LITTLE_JOHN).captive);

    let mut g = empty(Phase::Ransom { offered: false });
    g.put(ROBIN_HOOD, Bestwood).put(pid("mm1"), Bestwood);
    captive(&mut g, SIR_GUY, Bestwood);
    captive(&mut g, LITTLE_JOHN, LincolnKeep);
    play(&mut g, "offer john for guy; refuse");
    assert!(!is_legal(&g, "offer john for guy"), "one offer a turn");
    assert!(is_legal(&g, "ransom guy"));
}

/// 8.2: each ransom exactly: 2 for either Sheriff, 3 for Sir Guy, 10 for
/// Prince John, paid from the Sheriff's treasury.
#[test]
fn rule_8_2_ransoms_two_two_three_and_ten() {
    for edition in [2, CURRENT] {
        for (who, gold) in [
            (SHERIFF_OF_NOTTINGHAM, 2),
            (SHERIFF_OF_LINCOLN, 2),
            (SIR_GUY, 3),
            (PRINCE_JOHN, 10),
        ] {
            let mut g = empty_in(edition, Phase::Ransom { offered: false });
            g.put(ROBIN_HOOD, Bestwood)
                .put(pid("mm1"), Bestwood)
                .set_gold(0, 12);
            captive(&mut g, who, Bestwood);
            play(&mut g, &format!("ransom {who}"));
            assert_eq!(
                (g.gold(Side::Outlaw), g.gold(Side::Sheriff)),
                (gold, 12 - gold),
                "{who}"
            );
        }
    }
}

/// 8.31: a captive kept one complete Sheriff turn in a keep may not be
/// hanged yet, even taken to a town with a Sheriff's leader; one kept two
/// is hanged there.
#[test]
fn rule_8_31_one_sheriff_turn_in_a_keep_is_not_enough() {
    // From the end of Robin Hood's turn `from`, with Little John captive in
    // Nottingham Keep: the Sheriff convoys him to Nottingham in his
    // movement of turn `convoy`; then Robin Hood's hanging phase of the
    // turn after.
    let hanging_after = |edition: u8, from: u8, convoy: u8| {
        let mut g = empty_in(edition, Phase::Ransom { offered: true });
        g.put(ROBIN_HOOD, Clumber)
            .put(SHERIFF_OF_NOTTINGHAM, NottinghamKeep)
            .set_turn(from);
        captive(&mut g, LITTLE_JOHN, NottinghamKeep);
        g.settle();
        until(&mut g, |g| {
            g.turn() == convoy && g.phase() == &movement(Side::Sheriff) && g.pending().is_empty()
        });
        let kept = g.state_of(LITTLE_JOHN).keep_turns;
        play(
            &mut g,
            "pick sheriff; pick john; step nottingham-castle; step nottingham-town; halt",
        );
        until(&mut g, |g| {
            g.turn() == convoy + 1
                && (matches!(g.phase(), Phase::Hanging) || g.to_move() == Some(SHERIFF))
        });
        (kept, is_legal(&g, "hang john"), g)
    };
    for edition in [2, CURRENT] {
        // Turn 1 complete in the keep; out during turn 2.
        let (kept, may, g) = hanging_after(edition, 1, 2);
        assert_eq!(kept, 1);
        assert!(!may, "one turn: not yet");
        assert!(g.state_of(LITTLE_JOHN).captive);
        // Turns 1 and 2 complete; out during turn 3.
        let (kept, may, mut g) = hanging_after(edition, 1, 3);
        assert_eq!(kept, 2);
        assert!(may, "two turns: hanged");
        play(&mut g, "hang john");
        assert_eq!(g.loc(LITTLE_JOHN), Loc::Gone);
        // The count itself, in a town with a Sheriff's leader: 1 is not
        // enough, 2 is.
        for (turns, may) in [(1, false), (2, true)] {
            let mut g = empty_in(edition, Phase::Hanging);
            g.put(ROBIN_HOOD, Clumber)
                .put(SHERIFF_OF_NOTTINGHAM, NottinghamTown);
            captive(&mut g, LITTLE_JOHN, NottinghamTown);
            g.piece_state_mut(LITTLE_JOHN).keep_turns = turns;
            assert_eq!(is_legal(&g, "hang john"), may, "{turns} turns");
        }
    }
}

/// 8.33, 13.8: Marion, Friar Tuck and King Richard are never hanged; the
/// other outlaw captives, kept as 8.31 asks, are.
#[test]
fn rule_8_33_marion_tuck_and_richard_never_hanged() {
    for edition in [2, CURRENT] {
        let mut g = empty_in(edition, Phase::Hanging);
        g.put(ROBIN_HOOD, Clumber)
            .put(SHERIFF_OF_NOTTINGHAM, NottinghamTown);
        for p in [MARION, FRIAR_TUCK, KING_RICHARD, WILL_STUTLEY, ALAN_A_DALE] {
            captive(&mut g, p, NottinghamTown);
            g.piece_state_mut(p).keep_turns = 2;
        }
        let mut legal: Vec<String> = g.legal().iter().map(|a| a.to_string()).collect();
        legal.sort();
        assert_eq!(legal, ["done", "hang alan", "hang stutley"]);
    }
}

/// 8.32: a hanging earns the Sheriff 2 gold pieces, 3 for Little John or
/// Will Scarlet.
#[test]
fn rule_8_32_two_gold_a_hanging_three_for_john_or_scarlet() {
    for (who, gold) in [
        (WILL_STUTLEY, 2),
        (ALAN_A_DALE, 2),
        (LITTLE_JOHN, 3),
        (WILL_SCARLET, 3),
    ] {
        let mut g = empty_in(CURRENT, Phase::Hanging);
        g.put(ROBIN_HOOD, Clumber)
            .put(SHERIFF_OF_NOTTINGHAM, NottinghamTown)
            .set_gold(0, 4);
        captive(&mut g, who, NottinghamTown);
        g.piece_state_mut(who).keep_turns = 2;
        play(&mut g, &format!("hang {who}"));
        assert_eq!(g.gold(Side::Sheriff), 4 + gold, "{who}");
    }
}

/// 8.31: the hanging needs a Sheriff's leader in the town, free: his
/// men-at-arms alone do not hang, nor a leader of his held captive there.
#[test]
fn rule_8_31_a_hanging_needs_a_free_sheriffs_leader_in_the_town() {
    let offered = |setup: fn(&mut Legend)| {
        let mut g = empty_in(CURRENT, Phase::Hanging);
        g.put(ROBIN_HOOD, Clumber);
        captive(&mut g, LITTLE_JOHN, NottinghamTown);
        g.piece_state_mut(LITTLE_JOHN).keep_turns = 2;
        setup(&mut g);
        is_legal(&g, "hang john")
    };
    assert!(offered(|g| {
        g.put(SHERIFF_OF_NOTTINGHAM, NottinghamTown);
    }));
    assert!(!offered(|g| {
        g.put(pid("maa1"), NottinghamTown);
    }));
    assert!(!offered(|g| {
        g.put(pid("maa1"), NottinghamTown);
        captive(g, SHERIFF_OF_NOTTINGHAM, NottinghamTown);
    }));
}

/// 8.2 and 13.8: the Sheriff's leaders are murdered under 8.2, King
/// Richard under 13.8; the log says which.
#[test]
fn rule_8_2_and_13_8_each_murder_logs_its_rule() {
    for (who, rule) in [(SIR_GUY, "8.2"), (KING_RICHARD, "13.8")] {
        let mut g = empty_in(CURRENT, Phase::RobinStart { changed: vec![] });
        g.put(ROBIN_HOOD, Bestwood).put(pid("mm1"), Bestwood);
        g.murder(who);
        assert_eq!(g.loc(who), Loc::Gone, "{who}");
        assert_eq!(g.log().last().map(|e| e.rule.as_ref()), Some(rule), "{who}");
    }
}

/// 8.31: a captive's time in a keep counts only complete Sheriff turns
/// spent there: brought into the keep during one, it does not count; out
/// of a keep before two complete turns, the count starts again, and two
/// once complete stay for the hanging in a town (8.32).
#[test]
fn rule_8_31_only_complete_sheriff_turns_in_a_keep_count() {
    let turn_ends = |g: &mut Legend| {
        let turn = g.turn();
        until(g, |g| g.turn() != turn);
    };
    // Brought into the keep during the Sheriff's turn.
    let mut g = empty(Phase::Ransom { offered: true });
    g.put(ROBIN_HOOD, Clumber)
        .put(pid("maa1"), NottinghamCastle)
        .set_turn(2);
    captive(&mut g, LITTLE_JOHN, NottinghamCastle);
    until(&mut g, |g| {
        matches!(
            g.phase(),
            Phase::Movement {
                side: Side::Sheriff,
                ..
            }
        )
    });
    play(&mut g, "pick maa1; pick john; step nottingham-keep; halt");
    until(&mut g, |g| g.turn() == 4);
    assert_eq!(g.loc(LITTLE_JOHN), Loc::Board(NottinghamKeep));
    assert_eq!(
        g.state_of(LITTLE_JOHN).keep_turns,
        1,
        "turn 3 counts, complete in the keep; turn 2, when he came, does not"
    );
    // Out of the keep after one turn, or after two.
    for (before, after) in [(1, 0), (2, 2)] {
        let mut g = empty(Phase::Ransom { offered: true });
        g.put(ROBIN_HOOD, Clumber)
            .put(SHERIFF_OF_LINCOLN, LincolnTown)
            .set_turn(2);
        captive(&mut g, LITTLE_JOHN, LincolnTown);
        g.piece_state_mut(LITTLE_JOHN).keep_turns = before;
        turn_ends(&mut g);
        assert_eq!(g.state_of(LITTLE_JOHN).keep_turns, after, "after {before}");
    }
}
