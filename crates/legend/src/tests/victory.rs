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
}
