//! 16 End of the game and victory.

use super::*;
use crate::counters::*;
use crate::map::Area::*;
use crate::vocab::{ROBIN, SHERIFF};

fn last_taxes(options: Options) -> Legend {
    let mut g = Legend::new(&options, 1);
    g.empty_board().set_phase(Phase::Taxes).set_turn(LAST_TURN);
    g.put(ROBIN_HOOD, Clumber);
    g
}

/// 16.1.4, 16.2: the game ends after turn 30; short of three conditions,
/// the Sheriff wins.
#[test]
fn rule_16_1_the_game_ends_after_turn_30() {
    let mut g = last_taxes(Options::default());
    g.settle();
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason.as_str()),
        (SHERIFF, "robin_falls_short")
    );
    assert_eq!(g.ending(), Some(Ending::TurnLimit));
    assert!(g.legal().is_empty());
}

/// 16.3: three of the four conditions: married to a free Marion, the
/// Sheriff at 5 gold or less, 20 gold or more.
#[test]
fn rule_16_3_three_of_four_conditions() {
    let mut g = last_taxes(Options::default());
    g.set_marriage(Some(Marriage::Robin)).set_gold(20, 5);
    g.settle();
    assert_eq!(g.outcome().unwrap().winner, ROBIN);
}

/// 16.5: the optional conditions need 1 and 2 (King Richard), and 3 or 4.
#[test]
fn rule_16_5_strict_conditions() {
    let strict = Options {
        strict_victory: true,
        ..Options::default()
    };
    let mut g = last_taxes(strict.clone());
    g.set_marriage(Some(Marriage::Robin)).set_gold(20, 5);
    g.settle();
    assert_eq!(g.outcome().unwrap().winner, SHERIFF);
    // King Richard with Robin Hood at the end of the turn ends the game
    // (16.1.3) and meets condition 2.
    let mut g = last_taxes(strict);
    g.set_turn(12)
        .set_marriage(Some(Marriage::Robin))
        .set_gold(20, 9);
    g.put(KING_RICHARD, Clumber);
    g.settle();
    assert!(g.richard_met());
    assert_eq!(g.ending(), Some(Ending::RichardMet));
    assert_eq!(g.outcome().unwrap().winner, ROBIN);
}

/// 16.2: a captive Robin Hood at the end loses whatever else holds.
#[test]
fn rule_16_2_robin_hood_captive_at_the_end() {
    let mut g = last_taxes(Options::default());
    g.set_marriage(Some(Marriage::Robin)).set_gold(20, 5);
    g.put(SHERIFF_OF_NOTTINGHAM, Clumber);
    g.piece_state_mut(ROBIN_HOOD).captive = true;
    g.settle();
    assert_eq!(g.outcome().unwrap().reason, "robin_captive");
}

/// 16.1.1: Robin Hood killed; 16.4: all four Sheriff's leaders killed.
#[test]
fn rule_16_4_sudden_ends() {
    let mut g = empty(Phase::RobinStart { changed: vec![] });
    g.put(ROBIN_HOOD, Bestwood).put(pid("mm1"), Bestwood);
    for p in [SHERIFF_OF_NOTTINGHAM, SHERIFF_OF_LINCOLN, PRINCE_JOHN] {
        g.piece_state_mut(p).at = Loc::Gone;
    }
    g.put(SIR_GUY, Bestwood);
    g.piece_state_mut(SIR_GUY).captive = true;
    play(&mut g, "murder guy");
    let o = g.outcome().unwrap();
    assert_eq!(
        (o.winner, o.reason.as_str()),
        (ROBIN, "sheriff_leaders_dead")
    );

    let mut g = empty(Phase::RobinStart { changed: vec![] });
    g.put(ROBIN_HOOD, Arnold).put(SHERIFF_OF_NOTTINGHAM, Arnold);
    g.set_phase(Phase::Battles {
        side: vocab::Side::Outlaw,
        fought: vec![],
    });
    // Robin Hood 1+6 against 6+4, then his fate: 3, killed.
    dice(&mut g, &[1, 6, 3]);
    g.settle();
    assert_eq!(g.outcome().unwrap().reason, "robin_dead");
    assert_eq!(g.ending(), Some(Ending::RobinKilled));
}

/// 16.1: each end is told apart (the reports count them, the end card
/// names them by key): King Richard killed is not the turn limit; each
/// key is its own.
#[test]
fn rule_16_1_each_end_told_apart_with_its_own_key() {
    let g = last_turn_with(CURRENT, false, false, (0, 10));
    assert_eq!(g.ending(), Some(Ending::TurnLimit));
    let mut killed = last_taxes(Options::default());
    killed.piece_state_mut(KING_RICHARD).at = Loc::Gone;
    killed.settle();
    assert_eq!(killed.ending(), Some(Ending::RichardKilled));
    let keys = [
        Ending::RobinKilled,
        Ending::RobinHanged,
        Ending::RichardKilled,
        Ending::RichardMet,
        Ending::TurnLimit,
        Ending::SheriffLeadersKilled,
    ]
    .map(Ending::key);
    for (i, k) in keys.iter().enumerate() {
        assert!(!k.is_empty() && k.chars().all(|c| c.is_ascii_lowercase() || c == '_'));
        assert!(!keys[..i].contains(k), "{k} twice");
    }
}

/// The end of turn 30 in `edition`, Robin Hood free at Clumber, with the
/// conditions of 16.3 set as `married`, `met`, and the treasuries.
fn last_turn_with(edition: u8, married: bool, met: bool, gold: (u16, u16)) -> Legend {
    let mut g = last_taxes(Options {
        edition,
        ..Options::default()
    });
    g.set_marriage(married.then_some(Marriage::Robin))
        .set_richard_met(met)
        .set_gold(gold.0, gold.1);
    g.settle();
    g
}

/// 16.3: three of the four conditions win and two do not, whichever
/// they are; each condition's boundary (the Sheriff at 5 gold, not 6;
/// Robin Hood at 20, not 19; Marion free) decides.
#[test]
fn rule_16_3_exactly_two_conditions_lose_exactly_three_win() {
    for edition in [2, CURRENT] {
        let winner = |married, met, gold| {
            let g = last_turn_with(edition, married, met, gold);
            let c = g.victory_conditions();
            (
                c.iter().filter(|&&x| x).count(),
                g.outcome().unwrap().winner,
            )
        };
        // Exactly three, each of the four left out in turn.
        assert_eq!(winner(false, true, (20, 5)), (3, ROBIN));
        assert_eq!(winner(true, false, (20, 5)), (3, ROBIN));
        assert_eq!(winner(true, true, (19, 5)), (3, ROBIN));
        assert_eq!(winner(true, true, (20, 6)), (3, ROBIN));
        // Exactly two: one more left out, at the boundary of its figure.
        assert_eq!(winner(true, false, (20, 6)), (2, SHERIFF));
        assert_eq!(winner(true, false, (19, 5)), (2, SHERIFF));
        assert_eq!(winner(false, true, (19, 5)), (2, SHERIFF));
        assert_eq!(winner(false, true, (20, 6)), (2, SHERIFF));
        assert_eq!(winner(false, false, (20, 5)), (2, SHERIFF));
        assert_eq!(winner(true, true, (19, 6)), (2, SHERIFF));
        // All four win; a captive Marion is no wedding (16.3.1).
        assert_eq!(winner(true, true, (20, 5)), (4, ROBIN));
        let mut g = last_taxes(Options {
            edition,
            ..Options::default()
        });
        g.set_marriage(Some(Marriage::Robin)).set_gold(20, 6);
        g.put(MARION, NottinghamTown)
            .put(SHERIFF_OF_LINCOLN, NottinghamTown);
        g.piece_state_mut(MARION).captive = true;
        g.set_richard_met(true);
        g.settle();
        assert_eq!(g.victory_conditions(), [false, true, false, true]);
        assert_eq!(g.outcome().unwrap().winner, SHERIFF);
    }
}

/// 16.4, 16.1.5: the game ends at once when the fourth of the Sheriff's
/// leaders dies, not the third (Prince John counts, arrived or not).
#[test]
fn rule_16_4_four_sheriffs_leaders_dead_end_it_three_do_not() {
    let leaders = [
        SHERIFF_OF_NOTTINGHAM,
        SHERIFF_OF_LINCOLN,
        SIR_GUY,
        PRINCE_JOHN,
    ];
    for edition in [2, CURRENT] {
        for alive in leaders {
            // Three dead, the fourth a captive of the outlaws.
            let mut g = empty_in(edition, Phase::RobinStart { changed: vec![] });
            g.put(ROBIN_HOOD, Bestwood).put(pid("mm1"), Bestwood);
            for p in leaders.into_iter().filter(|&p| p != alive) {
                g.piece_state_mut(p).at = Loc::Gone;
            }
            g.put(alive, Bestwood);
            g.piece_state_mut(alive).captive = true;
            g.settle();
            assert_eq!(g.outcome(), None, "three dead, {alive} alive");
            play(&mut g, &format!("murder {alive}"));
            let o = g.outcome().expect("the fourth dead");
            assert_eq!(
                (o.winner, o.reason.as_str()),
                (ROBIN, "sheriff_leaders_dead")
            );
            assert_eq!(g.ending(), Some(Ending::SheriffLeadersKilled));
        }
        // Prince John not yet arrived: three dead are not all four.
        let mut g = empty_in(edition, Phase::RobinStart { changed: vec![] });
        g.put(ROBIN_HOOD, Bestwood);
        for p in [SHERIFF_OF_NOTTINGHAM, SHERIFF_OF_LINCOLN, SIR_GUY] {
            g.piece_state_mut(p).at = Loc::Gone;
        }
        g.settle();
        assert_eq!(g.outcome(), None, "Prince John still to come");
    }
}

/// 16.3 on the table: the "how to win" panel reads the conditions from a
/// seat's view; they are the game's own for either seat and an onlooker,
/// a captive Marion included, through random games.
#[test]
fn rule_16_3_every_seat_sees_the_conditions_as_they_stand() {
    use sherwood_engine::{harness::run_random_games, Viewer};
    let agree = |g: &Legend| {
        for viewer in [Viewer::Seat(0), Viewer::Seat(1), Viewer::Public] {
            assert_eq!(
                g.view(viewer).victory_conditions(),
                g.victory_conditions(),
                "{viewer:?}"
            );
        }
    };
    let mut g = last_taxes(Options::default());
    g.set_marriage(Some(Marriage::Robin))
        .set_gold(20, 6)
        .set_richard_met(true);
    g.put(MARION, NottinghamTown)
        .put(SHERIFF_OF_LINCOLN, NottinghamTown);
    agree(&g);
    assert_eq!(g.victory_conditions(), [true, true, false, true]);
    g.piece_state_mut(MARION).captive = true;
    agree(&g);
    assert_eq!(g.victory_conditions(), [false, true, false, true]);
    run_random_games::<Legend>(&Options::default(), 7, 6, 20_000, agree);
}
