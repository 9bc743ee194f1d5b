//! 7 Combat.

use super::*;
use crate::counters::*;
use crate::map::Area::*;
use crate::vocab::Side;

fn rolls_since(g: &Legend, from: usize) -> Vec<Roll> {
    g.log()[from..]
        .iter()
        .filter_map(|e| match &e.event {
            Event::Rolled(r) => Some(r.clone()),
            _ => None,
        })
        .collect()
}

/// 7.13, 7.15, 7.23: no archery in a castle; melee −1 there, +1 for an
/// attacking leader. 7.16: attackers who fail to eliminate a defending unit
/// in a castle fall back to an adjacent space (not the keep); 7.5: the lost
/// Merry Men come back unrecruited on the re-entry space of a roll.
#[test]
fn rule_7_16_attackers_retreat_from_a_castle_they_fail_to_take() {
    let mut g = empty(battles(Side::Outlaw));
    g.put(ROBIN_HOOD, NottinghamCastle)
        .put(pid("mm1"), NottinghamCastle)
        .put(pid("mm2"), NottinghamCastle)
        .put(pid("maa1"), NottinghamCastle)
        .put(pid("maa2"), NottinghamCastle);
    // Melee 4 against 4, 1-1, on a net 1 (die 1, −1 castle, +1 leader):
    // AP1. Re-entry 3.
    dice(&mut g, &[1, 3]);
    g.settle();
    let rolls = rolls_since(&g, 0);
    assert_eq!(rolls[0].table, "7.8 melee", "no archery first");
    assert_eq!(
        (rolls[0].modifier, rolls[0].column.as_deref()),
        (0, Some("1-1"))
    );
    assert_eq!(rolls[1].table, "7.5 re-entry space");
    let lost = if g.loc(pid("mm1")) == Loc::Board(MajorOak) {
        "mm1"
    } else {
        "mm2"
    };
    assert!(g.state_of(pid(lost)).face_down, "7.5: unrecruited");
    let mut options: Vec<String> = g.legal().iter().map(|a| a.to_string()).collect();
    options.sort();
    assert_eq!(
        options,
        [
            "place lenton",
            "place nottingham-green",
            "place nottingham-town"
        ]
    );
    play(&mut g, "place lenton");
    assert_eq!(
        g.loc(ROBIN_HOOD),
        Loc::Board(Lenton),
        "7.18: leaders go too"
    );
}

/// 7.16: with every way out held by enemy units, the attackers are
/// eliminated and their leaders captured (7.18).
#[test]
fn rule_7_18_no_way_out_means_elimination_and_capture() {
    let mut g = empty(battles(Side::Outlaw));
    g.put(ROBIN_HOOD, LincolnCastle)
        .put(pid("mm1"), LincolnCastle)
        .put(pid("maa1"), LincolnCastle)
        .put(pid("maa4"), LincolnCastle)
        .put(pid("maa2"), LincolnTown)
        .put(pid("maa3"), LincolnHeath);
    // Two Merry Men against two men-at-arms: 1-1; a net 2 (die 2, −1
    // castle, +1 leader) is AP1: one unit is left, with nowhere to go.
    g.put(pid("mm2"), LincolnCastle);
    dice(&mut g, &[2, 5]);
    g.settle();
    let survivor = ["mm1", "mm2"]
        .into_iter()
        .find(|m| g.loc(pid(m)) == Loc::Board(LincolnCastle));
    assert!(
        survivor.is_none(),
        "the unit with nowhere to go is eliminated"
    );
    assert!(g.state_of(ROBIN_HOOD).captive, "7.18: Robin Hood captured");
}

/// 7.12, 7.21: −1 in forest for both; +1 for Merry Men with Robin Hood.
/// 7.14: units that crossed a ford do not shoot.
#[test]
fn rule_7_12_7_21_archery_modifiers_and_wet_bowstrings() {
    let mut g = empty(battles(Side::Sheriff));
    g.put(ROBIN_HOOD, Bestwood)
        .put(pid("mm1"), Bestwood)
        .put(pid("mm2"), Bestwood)
        .put(pid("rf1"), Bestwood);
    dice(&mut g, &[1, 1]);
    g.settle();
    let rolls = rolls_since(&g, 0);
    assert_eq!(rolls[0].table, "7.7 archery");
    // The attacker (the Sheriff) fires first.
    assert_eq!(
        (rolls[0].modifier, rolls[0].column.as_deref()),
        (-1, Some("2"))
    );
    assert_eq!(
        (rolls[1].modifier, rolls[1].column.as_deref()),
        (0, Some("3, 4"))
    );

    let mut g = empty(battles(Side::Sheriff));
    g.put(ROBIN_HOOD, Bestwood)
        .put(pid("mm1"), Bestwood)
        .put(pid("rf1"), Bestwood);
    g.piece_state_mut(pid("mm1")).wet = true;
    dice(&mut g, &[1, 1, 1]);
    g.settle();
    let archery: Vec<Roll> = rolls_since(&g, 0)
        .into_iter()
        .filter(|r| r.table == "7.7 archery")
        .collect();
    assert_eq!(archery.len(), 1, "7.14: the wet Merry Men do not shoot");
}

/// 7.42: a leader without units among enemy units rolls: outlaws in forest
/// escape on 4–6; otherwise 1–3 killed, 4–6 captured.
#[test]
fn rule_7_42_leader_alone_among_enemy_units() {
    let mut g = empty(battles(Side::Sheriff));
    g.put(LITTLE_JOHN, Bestwood).put(pid("maa1"), Bestwood);
    // Archery of the men-at-arms (no target), escape 3, fate 5.
    dice(&mut g, &[1, 3, 5]);
    g.settle();
    assert!(g.state_of(LITTLE_JOHN).captive);
    assert_eq!(g.loc(LITTLE_JOHN), Loc::Board(Bestwood));

    let mut g = empty(battles(Side::Sheriff));
    g.put(LITTLE_JOHN, Bestwood).put(pid("maa1"), Bestwood);
    // Escape on a 4 in the forest: he goes to a free adjacent space.
    dice(&mut g, &[1, 4]);
    g.settle();
    assert!(!g.state_of(LITTLE_JOHN).captive);
    assert!(is_legal(&g, "place arnold"), "{}", legal_text(&g));
    play(&mut g, "place arnold");
    assert_eq!(g.loc(LITTLE_JOHN), Loc::Board(Arnold));
}

/// 7.41: leaders alone face each other: die plus personal strength; each
/// loser rolls 1–2 captured, 3–5 killed, 6 escapes.
#[test]
fn rule_7_41_personal_combat() {
    let mut g = empty(battles(Side::Outlaw));
    g.put(ROBIN_HOOD, Arnold).put(SHERIFF_OF_NOTTINGHAM, Arnold);
    // Robin Hood 6+6, the Sheriff 1+4: the Sheriff loses and rolls 4.
    dice(&mut g, &[6, 1, 4]);
    g.settle();
    assert_eq!(g.loc(SHERIFF_OF_NOTTINGHAM), Loc::Gone);

    let mut g = empty(battles(Side::Outlaw));
    g.put(ROBIN_HOOD, Arnold).put(SHERIFF_OF_NOTTINGHAM, Arnold);
    // 1+6 = 7 against 3+4 = 7: a tie, nothing happens.
    dice(&mut g, &[1, 3]);
    g.settle();
    assert!(!g.state_of(ROBIN_HOOD).captive);
    assert_eq!(g.loc(SHERIFF_OF_NOTTINGHAM), Loc::Board(Arnold));
}

/// 7.43: Marion never fights; with the enemy she is captured, no roll.
#[test]
fn rule_7_43_marion_captured_without_a_roll() {
    let mut g = empty(battles(Side::Sheriff));
    g.put(MARION, LincolnCastle).put(pid("maa3"), LincolnCastle);
    g.settle();
    assert!(g.state_of(MARION).captive);
    assert!(rolls_since(&g, 0).iter().all(|r| !r.table.starts_with('7')));
}

/// 7.3: the active player picks the order of several battles.
#[test]
fn rule_7_3_the_attacker_orders_the_battles() {
    let mut g = empty(battles(Side::Outlaw));
    g.put(MARION, LincolnCastle)
        .put(pid("maa3"), LincolnCastle)
        .put(LITTLE_JOHN, Arnold)
        .put(SHERIFF_OF_LINCOLN, Arnold);
    g.settle();
    let mut legal = legal_text(&g);
    legal = legal.replace(' ', "");
    assert_eq!(legal, "fightarnold,fightlincoln-castle");
}

/// 7.7: a knight may be removed to satisfy two losses.
#[test]
fn rule_7_7_a_knight_absorbs_two_losses() {
    let mut g = empty(Phase::Battles {
        side: Side::Outlaw,
        fought: vec![Arnold],
    });
    g.put(pid("kn1"), Arnold).put(pid("maa1"), Arnold);
    g.pending.push(Pending::Losses {
        side: Side::Sheriff,
        area: Arnold,
        count: 2,
    });
    play(&mut g, "lose kn1");
    assert_eq!(g.loc(pid("maa1")), Loc::Board(Arnold));
    assert_eq!(g.loc(pid("kn1")), Loc::Gone, "7.6: knights never return");
}

/// 7.6: men-at-arms come back on the fourth turn, one a turn.
#[test]
fn rule_7_6_men_at_arms_return_four_turns_later_one_a_turn() {
    let mut g = empty(movement(Side::Sheriff));
    g.set_turn(10);
    g.put(pid("maa1"), Arnold).put(pid("maa2"), Arnold);
    g.eliminate(pid("maa1"), "7");
    g.eliminate(pid("maa2"), "7");
    assert_eq!(g.loc(pid("maa1")), Loc::Returning(14));
    assert_eq!(g.loc(pid("maa2")), Loc::Returning(15));
    // At the start of the Sheriff's turn 14, placed in a town (11).
    g.set_turn(14);
    g.put(ROBIN_HOOD, Bestwood);
    g.set_phase(Phase::Ransom { offered: false });
    g.settle();
    assert!(g
        .legal()
        .iter()
        .all(|a| matches!(a, Action::Place(t) if t.terrain() == tables::Terrain::Town)));
    play(&mut g, "place mansfield");
    assert_eq!(g.loc(pid("maa1")), Loc::Board(Mansfield));
}

/// 7.3, 8.4: pieces that fell back from a battle may not free a friendly
/// captive in the space they retreated to; pieces that did not retreat
/// there do. Edition 3 applies it; editions 1 and 2 keep their reading
/// (the retreated pieces free him).
#[test]
fn rule_7_3_retreated_pieces_free_no_captives() {
    // Robin Hood's band assaults Nottingham Castle; Little John is captive
    // in Lenton, next door, guarded by the Sheriff of Lincoln.
    let board = |edition: u8| {
        let mut g = empty_in(edition, battles(Side::Outlaw));
        g.put(ROBIN_HOOD, NottinghamCastle)
            .put(pid("mm1"), NottinghamCastle)
            .put(pid("mm2"), NottinghamCastle)
            .put(pid("maa1"), NottinghamCastle)
            .put(pid("maa2"), NottinghamCastle)
            .put(SHERIFF_OF_LINCOLN, Lenton);
        g.put(LITTLE_JOHN, Lenton);
        g.piece_state_mut(LITTLE_JOHN).captive = true;
        g
    };
    let assault = |edition: u8| {
        let mut g = board(edition);
        // Melee 6 against 4, 1-1, on a net 1 (die 1, −1 castle, +1
        // leader): AP1, re-entry 3; the attackers fall back to Lenton,
        // where the Sheriff of Lincoln guards Little John.
        dice(&mut g, &[1, 3]);
        g.settle();
        play(&mut g, "place lenton");
        assert_eq!(g.loc(ROBIN_HOOD), Loc::Board(Lenton));
        g
    };
    let g = assault(CURRENT);
    assert!(
        g.state_of(LITTLE_JOHN).captive,
        "7.3: the retreated band does not free him"
    );
    assert!(!g
        .log()
        .iter()
        .any(|e| e.event == Event::Freed { who: LITTLE_JOHN }));
    let g = assault(2);
    assert!(!g.state_of(LITTLE_JOHN).captive, "edition 2 frees him");

    // The other side of the rule: a friend who did not retreat there, at
    // the end of the same combat phase, frees him.
    let mut g = board(CURRENT);
    g.put(WILL_STUTLEY, Lenton);
    // Fight the castle first (the attacker's order, 7.3), then Lenton:
    // Will Stutley against the Sheriff of Lincoln, 1+4 against 1+3, a
    // tie; at the end of the phase Will Stutley frees Little John (8.4).
    g.settle();
    dice(&mut g, &[1, 3]);
    play(&mut g, "fight nottingham-castle; place lenton");
    dice(&mut g, &[1, 1]);
    g.settle();
    assert!(!g.state_of(LITTLE_JOHN).captive, "8.4: freed by a friend");
}

/// 7.18, 12.1: a disguised leader cut off in an assault (no way out for
/// the attackers) is captured only if the Sheriff recognises him at the
/// start of the personal combat stage (5–6 with units only): recognised,
/// captured; not recognised, he stays, disguised and free. Editions 1
/// and 2 keep their reading: captured and unmasked with no roll.
#[test]
fn rule_7_18_a_cut_off_disguised_leader_is_captured_only_if_recognised() {
    // Two Merry Men and the disguised Robin Hood against two men-at-arms
    // in Lincoln Castle, the ways out held: melee 6 against 4, 1-1, die 2
    // −1 (castle; the disguised leader modifies nothing) is AP1, the lost
    // unit re-enters on a 5; the other is eliminated for want of a space
    // (re-entry 1); then the recognition roll.
    let assault = |edition: u8, rolls: &[u8]| {
        let mut g = empty_in(edition, battles(Side::Outlaw));
        g.put(ROBIN_HOOD, LincolnCastle)
            .put(pid("mm1"), LincolnCastle)
            .put(pid("mm2"), LincolnCastle)
            .put(pid("maa1"), LincolnCastle)
            .put(pid("maa4"), LincolnCastle)
            .put(pid("maa2"), LincolnTown)
            .put(pid("maa3"), LincolnHeath);
        g.piece_state_mut(ROBIN_HOOD).disguised = true;
        dice(&mut g, rolls);
        g.settle();
        for m in ["mm1", "mm2"] {
            assert_ne!(g.loc(pid(m)), Loc::Board(LincolnCastle), "7.16");
        }
        g
    };
    let recognitions = |g: &Legend| {
        rolls_since(g, 0)
            .iter()
            .filter(|r| r.table == "12.1 recognition")
            .count()
    };
    let g = assault(CURRENT, &[2, 5, 1, 5]);
    assert_eq!(recognitions(&g), 1);
    let robin = g.state_of(ROBIN_HOOD);
    assert!(robin.captive && !robin.disguised, "recognised: captured");
    assert_eq!(robin.area(), Some(LincolnCastle));
    assert!(g
        .log()
        .iter()
        .any(|e| e.rule == "7.18" && e.event == Event::Captured { who: ROBIN_HOOD }));
    assert!(
        !rolls_since(&g, 0)
            .iter()
            .any(|r| r.table.starts_with("7.42")),
        "7.18, not 7.42"
    );

    let g = assault(CURRENT, &[2, 5, 1, 4]);
    assert_eq!(recognitions(&g), 1);
    let robin = g.state_of(ROBIN_HOOD);
    assert!(!robin.captive && robin.disguised, "not recognised: free");
    assert_eq!(robin.area(), Some(LincolnCastle));

    let g = assault(2, &[2, 5, 1, 4]);
    assert_eq!(recognitions(&g), 0, "edition 2: no roll");
    let robin = g.state_of(ROBIN_HOOD);
    assert!(robin.captive && !robin.disguised, "edition 2: captured");
}

/// 7.41: each boundary of the loser's fate: 1–2 captured, 3–5 killed, 6
/// escapes (to a free adjacent space of his owner's choice).
#[test]
fn rule_7_41_losers_fate_at_each_boundary() {
    for (fate, expected) in [
        (2, "captured"),
        (3, "killed"),
        (5, "killed"),
        (6, "escapes"),
    ] {
        let mut g = empty_in(CURRENT, battles(Side::Outlaw));
        g.put(ROBIN_HOOD, Arnold).put(SHERIFF_OF_NOTTINGHAM, Arnold);
        // Robin Hood 6+6 against 1+4: the Sheriff loses, then his fate.
        dice(&mut g, &[6, 1, fate]);
        g.settle();
        let sheriff = g.state_of(SHERIFF_OF_NOTTINGHAM);
        let got = if sheriff.at == Loc::Gone {
            "killed"
        } else if sheriff.captive {
            "captured"
        } else {
            assert!(
                g.log().iter().any(|e| e.event
                    == Event::Escaped {
                        who: SHERIFF_OF_NOTTINGHAM
                    }),
                "fate {fate}"
            );
            "escapes"
        };
        assert_eq!(got, expected, "fate {fate}");
    }
}

/// 7.42: away from cover a leader alone among enemy units escapes on 5–6
/// only (a 4 is caught); the cover of forest, village or town (4–6) is the
/// outlaws' alone: a Sheriff's leader in a forest still needs a 5.
#[test]
fn rule_7_42_escape_on_five_in_the_open_and_for_the_sheriffs_leaders() {
    // Little John on Leen Road (a road) with a man-at-arms: its archery
    // (no target), then his escape roll, then his fate (5: captured).
    let caught = |escape: u8| {
        let mut g = empty_in(CURRENT, battles(Side::Sheriff));
        g.put(LITTLE_JOHN, LeenRoad).put(pid("maa1"), LeenRoad);
        dice(&mut g, &[1, escape, 5]);
        g.settle();
        g.state_of(LITTLE_JOHN).captive
    };
    assert!(caught(4), "a 4 in the open: caught");
    assert!(!caught(5), "a 5: escapes");

    // The Sheriff of Lincoln in Bestwood (a forest) with Merry Men.
    let caught = |escape: u8| {
        let mut g = empty_in(CURRENT, battles(Side::Outlaw));
        g.put(ROBIN_HOOD, Clumber)
            .put(SHERIFF_OF_LINCOLN, Bestwood)
            .put(pid("mm1"), Bestwood);
        dice(&mut g, &[1, escape, 5]);
        g.settle();
        g.state_of(SHERIFF_OF_LINCOLN).captive
    };
    assert!(caught(4), "no cover for the Sheriff's leaders");
    assert!(!caught(5));
}

/// The odds a seat reads before a battle (`odds::battle_odds`) are the
/// battle's own: for each condition that moves a roll, on either side of
/// it (a forest and a field, Robin Hood leading and not, a defending leader
/// and none, wet bowstrings and dry, a castle with no archery), the columns
/// and modifiers the odds give are those the battle then rolls on, and the
/// chances add up to one die.
#[test]
fn rule_7_7_and_7_8_the_odds_before_a_battle_are_the_rolls_it_makes() {
    use crate::odds::battle_odds;
    use sherwood_engine::{Game, Viewer};
    type Setup = fn(&mut Legend);
    // (case, where, the outlaws' archery modifier, the melee's, set-up)
    let cases: &[(&str, crate::map::Area, Option<i8>, i8, Setup)] = &[
        ("a field", Farnsfield, Some(0), 0, |_| {}),
        ("a forest: archery −1", Clumber, Some(-1), 0, |_| {}),
        (
            "a castle: no archery, melee −1",
            NottinghamCastle,
            None,
            -1,
            |_| {},
        ),
        ("Robin Hood leads: +1 and +1", Farnsfield, Some(1), 1, |g| {
            g.put(ROBIN_HOOD, Farnsfield);
        }),
        (
            "Robin Hood disguised: no bonus",
            Farnsfield,
            Some(0),
            0,
            |g| {
                g.put(ROBIN_HOOD, Farnsfield);
                g.piece_state_mut(ROBIN_HOOD).disguised = true;
            },
        ),
        (
            "Robin Hood wounded: no bonus",
            Farnsfield,
            Some(0),
            0,
            |g| {
                g.put(ROBIN_HOOD, Farnsfield);
                g.set_wounded_until(Some(9));
            },
        ),
        (
            "Robin Hood's wound over at the turn it lasted to: +1 and +1",
            Farnsfield,
            Some(1),
            1,
            |g| {
                g.put(ROBIN_HOOD, Farnsfield);
                g.set_wounded_until(Some(5));
            },
        ),
        (
            "a defending leader: melee −1",
            Farnsfield,
            Some(0),
            -1,
            |g| {
                g.put(SHERIFF_OF_LINCOLN, Farnsfield);
            },
        ),
        (
            "wet bowstrings: no outlaw archery",
            Farnsfield,
            None,
            0,
            |g| {
                for mm in ["mm1", "mm2", "mm3", "mm4"] {
                    g.piece_state_mut(pid(mm)).wet = true;
                }
            },
        ),
    ];
    // Archery is read on the first pass; the melee on a second with every
    // bowstring wet, so that no archery loss changes its odds first (the
    // table's odds say they are those before archery).
    for &(case, area, archery, melee, setup) in cases {
        for melee_pass in [false, true] {
            let mut g = empty_in(CURRENT, battles(Side::Outlaw));
            g.set_turn(5);
            let units = ["mm1", "mm2", "mm3", "mm4", "maa1", "maa2", "maa3", "maa4"];
            for p in units {
                g.put(pid(p), area);
                g.piece_state_mut(pid(p)).wet = melee_pass;
            }
            setup(&mut g);
            let view = g.view(Viewer::Seat(vocab::ROBIN));
            let odds = battle_odds(&view, area, Side::Outlaw, &[], false).expect(case);
            assert_eq!(odds.unknown, [0, 0], "{case}");
            for fire in odds.fire.iter().flatten() {
                assert_eq!(fire.hits.iter().sum::<u8>(), 6, "{case}");
            }
            let clash = odds.melee.as_ref().expect(case);
            if !melee_pass {
                assert_eq!(odds.fire[0].as_ref().map(|f| f.modifier), archery, "{case}");
                assert_eq!(clash.modifier, melee, "{case}");
            }
            assert_eq!(clash.results.iter().map(|r| r.1).sum::<u8>(), 6, "{case}");
            for (i, r) in clash.results.iter().enumerate() {
                assert!(
                    clash.results[..i].iter().all(|o| o.0 != r.0),
                    "{case}: each result once, with its count"
                );
            }
            dice(&mut g, &[1, 1, 1, 1, 1]);
            g.settle();
            let rolls = rolls_since(&g, 0);
            let rolled = |table: &str| -> Vec<(Option<String>, i8)> {
                rolls
                    .iter()
                    .filter(|r| r.table == table)
                    .map(|r| (r.column.clone(), r.modifier))
                    .collect()
            };
            if melee_pass {
                assert_eq!(rolled("7.7 archery"), vec![], "{case}: all wet");
                assert_eq!(
                    rolled("7.8 melee"),
                    vec![(Some(clash.odds.printed().to_string()), clash.modifier)],
                    "{case}: melee"
                );
            } else {
                let predicted: Vec<(Option<String>, i8)> = odds
                    .fire
                    .iter()
                    .flatten()
                    .map(|f| (Some(f.column.printed().to_string()), f.modifier))
                    .collect();
                assert_eq!(rolled("7.7 archery"), predicted, "{case}: archery");
            }
        }
    }
}

/// The odds never value what the reader cannot see: Sir Guy's sleeping
/// group is counted as face down (its strength left out), and a group about
/// to enter is counted among the attackers; with no enemy there, no battle.
#[test]
fn rule_5_1_the_odds_count_face_down_defenders_without_valuing_them() {
    use crate::odds::battle_odds;
    use sherwood_engine::{Game, Viewer};
    let g = Legend::new(&Options::default(), 1);
    let robin = g.view(Viewer::Seat(vocab::ROBIN));
    let band = [ROBIN_HOOD, pid("mm4")];
    let odds = battle_odds(&robin, GisbourneCastle, Side::Outlaw, &band, false).unwrap();
    assert_eq!(odds.unknown, [0, 5], "Sir Guy and his men, face down");
    assert_eq!(odds.melee, None, "their strength is not read");
    // The Sheriff sees his own men: the same battle has its melee odds.
    let sheriff = g.view(Viewer::Seat(vocab::SHERIFF));
    let mut g2 = g.clone();
    g2.put(ROBIN_HOOD, GisbourneCastle)
        .put(pid("mm4"), GisbourneCastle);
    let seen = battle_odds(
        &g2.view(Viewer::Seat(vocab::SHERIFF)),
        GisbourneCastle,
        Side::Outlaw,
        &[],
        false,
    )
    .unwrap();
    assert_eq!(seen.unknown, [0, 0]);
    assert!(seen.melee.is_some());
    // Nobody of the Sheriff's where the band stands: no battle.
    assert_eq!(
        battle_odds(&sheriff, MajorOak, Side::Sheriff, &[], false),
        None
    );
}

/// 7.7, 7.8: the odds a group would fight at if it entered an area count
/// the group's pieces with those already there; without them there is no
/// battle to read.
#[test]
fn rule_7_7_and_7_8_the_odds_count_a_group_about_to_enter() {
    use crate::odds::battle_odds;
    use sherwood_engine::{Game, Viewer};
    let mut g = empty_in(CURRENT, movement(Side::Outlaw));
    g.put(ROBIN_HOOD, Arnold).put(pid("mm1"), Arnold);
    g.put(pid("maa1"), Farnsfield).put(pid("maa2"), Farnsfield);
    let view = g.view(Viewer::Seat(vocab::ROBIN));
    assert!(battle_odds(&view, Farnsfield, Side::Outlaw, &[], false).is_none());
    let joining = [ROBIN_HOOD, pid("mm1")];
    let odds = battle_odds(&view, Farnsfield, Side::Outlaw, &joining, false).expect("a battle");
    let led = odds.melee.expect("a melee");
    // Robin Hood leads the group: +1 to its melee (7.2).
    assert_eq!(led.modifier, 1);
    let alone = battle_odds(&view, Farnsfield, Side::Outlaw, &[pid("mm1")], false)
        .and_then(|o| o.melee)
        .expect("a melee");
    assert_eq!(alone.modifier, 0);
    // A captive in the area does not fight (7.3): Little John held there
    // leads nobody.
    g.put(LITTLE_JOHN, Farnsfield);
    g.piece_state_mut(LITTLE_JOHN).captive = true;
    let view = g.view(Viewer::Seat(vocab::ROBIN));
    let beside_a_captive = battle_odds(&view, Farnsfield, Side::Outlaw, &[pid("mm1")], false)
        .and_then(|o| o.melee)
        .expect("a melee");
    assert_eq!(beside_a_captive.modifier, 0);
}

/// 7.41: a losing leader who rolls 6 escapes to an adjacent space free of
/// enemy leaders and units; with every such space held, he is captured. One
/// free space is enough (and, the only one, is taken without asking).
#[test]
fn rule_7_41_an_escape_with_nowhere_to_go_is_a_capture() {
    let around: Vec<_> = Arnold.neighbours().iter().map(|&(a, _)| a).collect();
    for free in [None, Some(around[0])] {
        let mut g = empty_in(CURRENT, battles(Side::Outlaw));
        g.put(ROBIN_HOOD, Arnold).put(SHERIFF_OF_NOTTINGHAM, Arnold);
        for (i, &a) in around.iter().enumerate() {
            if Some(a) != free {
                g.put(pid(&format!("mm{}", i + 1)), a);
            }
        }
        // Robin Hood 6+6, the Sheriff 1+4: the Sheriff loses and rolls 6.
        dice(&mut g, &[6, 1, 6]);
        g.settle();
        match free {
            None => {
                assert!(g.state_of(SHERIFF_OF_NOTTINGHAM).captive, "nowhere to go");
                assert!(g.log().iter().any(|e| e.rule == "7.41"));
            }
            Some(a) => {
                // The one way out is taken without asking.
                assert!(!g.state_of(SHERIFF_OF_NOTTINGHAM).captive);
                assert_eq!(g.loc(SHERIFF_OF_NOTTINGHAM), Loc::Board(a));
            }
        }
    }
}

/// Where a retreat may go (7.16 and ours where the book is silent), each
/// condition both ways, on the edition players get: from a keep the outlaws
/// may take its passage and either side the open border to its castle;
/// from elsewhere never through a passage nor into a keep; knights never
/// into a forest; never where enemy units stand (an enemy leader alone does
/// not bar it).
#[test]
fn rule_7_16_retreat_options_each_condition_both_ways() {
    let sorted = |mut v: Vec<crate::map::Area>| {
        v.sort();
        v
    };
    let mut g = empty_in(CURRENT, battles(Side::Outlaw));
    g.put(pid("mm1"), NottinghamKeep)
        .put(pid("maa1"), NottinghamKeep);
    assert_eq!(
        sorted(g.retreat_options(pid("mm1"), NottinghamKeep)),
        sorted(vec![NottinghamCastle, Lenton]),
        "outlaws: the open border and the passage"
    );
    assert_eq!(
        g.retreat_options(pid("maa1"), NottinghamKeep),
        vec![NottinghamCastle],
        "the Sheriff's side: the open border only"
    );
    let mut g = empty_in(CURRENT, battles(Side::Outlaw));
    g.put(pid("maa1"), Lenton);
    let from_lenton = g.retreat_options(pid("maa1"), Lenton);
    for to in [Bestwood, NottinghamCastle, NottinghamTown] {
        assert!(from_lenton.contains(&to), "{to:?}");
    }
    assert!(
        !from_lenton.contains(&NottinghamKeep),
        "not through the passage into the keep"
    );
    // Knights among them: not into the forest, the rest as before.
    g.put(pid("kn1"), Lenton);
    let with_knights = g.retreat_options(pid("maa1"), Lenton);
    assert!(!with_knights.contains(&Bestwood));
    assert!(with_knights.contains(&NottinghamTown) && with_knights.contains(&NottinghamCastle));
    // An enemy leader alone in Nottingham does not bar it; a unit does.
    g.put(LITTLE_JOHN, NottinghamTown);
    assert!(g
        .retreat_options(pid("maa1"), Lenton)
        .contains(&NottinghamTown));
    g.put(pid("mm2"), NottinghamTown);
    assert!(!g
        .retreat_options(pid("maa1"), Lenton)
        .contains(&NottinghamTown));
    assert!(g
        .retreat_options(pid("maa1"), Lenton)
        .contains(&NottinghamCastle));
}

/// 7.16 and 7.17, the other side: attackers fall back from a castle only
/// when the defenders lost nothing; an assault that costs the defenders a
/// unit leaves them in the castle, and a melee in the open that costs the
/// defenders nothing makes no one fall back.
#[test]
fn rule_7_16_attackers_stay_when_the_castle_defenders_lose_a_unit() {
    let mut g = empty(battles(Side::Outlaw));
    g.put(ROBIN_HOOD, NottinghamCastle)
        .put(pid("mm1"), NottinghamCastle)
        .put(pid("mm2"), NottinghamCastle)
        .put(pid("maa1"), NottinghamCastle)
        .put(pid("maa2"), NottinghamCastle);
    // Melee 4 against 4, 1-1, on a net 5 (die 5, −1 castle, +1 leader): DP1.
    dice(&mut g, &[5]);
    g.settle();
    assert_eq!(rolls_since(&g, 0)[0].result, "DP1");
    assert!(
        !g.legal().iter().any(|a| a.to_string().starts_with("place")),
        "no retreat to place: {}",
        legal_text(&g)
    );
    assert_eq!(g.loc(ROBIN_HOOD), Loc::Board(NottinghamCastle));
    assert_eq!(g.loc(pid("mm1")), Loc::Board(NottinghamCastle));
    assert_eq!(
        g.loc(pid("mm2")),
        Loc::Board(NottinghamCastle),
        "DP1: none lost"
    );
    let maa = ["maa1", "maa2"].map(|m| g.loc(pid(m)) == Loc::Board(NottinghamCastle));
    assert_eq!(maa.iter().filter(|&&here| here).count(), 1, "one lost");
    assert!(
        !rolls_since(&g, 0).iter().any(|r| r.table == "7.42 escape"),
        "units on both sides: no leader is caught"
    );
}

/// 7.7: the owner removes his losses among his units there; the Sheriff's
/// face-down men (Sir Guy's sleeping group) are his to remove, an
/// outlaw band's unrecruited Merry Men are not in play.
#[test]
fn rule_7_7_losses_taken_among_the_owners_units_in_play() {
    let losses = |side: Side, units: [&str; 2]| {
        let mut g = empty(Phase::Battles {
            side: Side::Outlaw,
            fought: vec![Arnold],
        });
        for u in units {
            g.put(pid(u), Arnold);
        }
        g.piece_state_mut(pid(units[0])).face_down = true;
        g.pending.push(Pending::Losses {
            side,
            area: Arnold,
            count: 1,
        });
        let mut options: Vec<String> = g
            .legal()
            .iter()
            .map(|a| a.to_string())
            .filter(|a| a.starts_with("lose"))
            .collect();
        options.sort();
        options
    };
    assert_eq!(
        losses(Side::Sheriff, ["maa1", "kn1"]),
        ["lose kn1", "lose maa1"]
    );
    assert_eq!(losses(Side::Outlaw, ["mm1", "mm2"]), ["lose mm2"]);
}

/// The results of the game's rolls on the tables named `table` (a prefix:
/// `"7.42"` is both of 7.42's rolls), in order.
fn results(g: &Legend, table: &str) -> Vec<String> {
    rolls_since(g, 0)
        .into_iter()
        .filter(|r| r.table.starts_with(table))
        .map(|r| r.result)
        .collect()
}

/// 12.1, each condition both ways: Prince John always knows his brother,
/// King Richard only (no roll); anyone else disguised, or King Richard
/// without Prince John, is recognised on the roll (4–6 with a Sheriff's
/// leader there), which the log names as read.
#[test]
fn rule_12_1_prince_john_knows_only_his_brother_without_a_roll() {
    let meet = |disguised: vocab::Pid, sheriff: vocab::Pid, die: u8| {
        let mut g = empty_in(CURRENT, battles(Side::Sheriff));
        g.put(disguised, Arnold).put(sheriff, Arnold);
        g.piece_state_mut(disguised).disguised = true;
        dice(&mut g, &[die, 1, 1, 1, 1]);
        g.settle();
        let recognised = !g.state_of(disguised).disguised;
        (recognised, results(&g, "12.1 recognition"))
    };
    let (known, rolls) = meet(KING_RICHARD, PRINCE_JOHN, 1);
    assert!(known && rolls.is_empty(), "{rolls:?}");
    let (known, rolls) = meet(ROBIN_HOOD, PRINCE_JOHN, 4);
    assert!(known && rolls == ["recognised"], "{rolls:?}");
    let (known, rolls) = meet(ROBIN_HOOD, PRINCE_JOHN, 3);
    assert!(!known && rolls == ["unknown"], "{rolls:?}");
    let (known, rolls) = meet(KING_RICHARD, SHERIFF_OF_NOTTINGHAM, 3);
    assert!(!known && rolls == ["unknown"], "{rolls:?}");
}

/// 7.41: each side's roll is its die plus its leaders' personal strength,
/// logged as the sum; 10.2: a wounded Robin Hood is captured outright and
/// the leaders with him fight without him.
#[test]
fn rule_7_41_personal_rolls_add_strength_and_a_wounded_robin_hood_stays_out() {
    let mut g = empty(battles(Side::Outlaw));
    g.put(ROBIN_HOOD, Arnold).put(SHERIFF_OF_NOTTINGHAM, Arnold);
    dice(&mut g, &[1, 3]);
    g.settle();
    assert_eq!(
        results(&g, "7 personal combat"),
        ["7", "7"],
        "1 + 6 against 3 + 4: a tie"
    );
    assert!(
        results(&g, "7.41 loser's fate").is_empty(),
        "a tie: no loser"
    );

    let mut g = empty_in(CURRENT, battles(Side::Sheriff));
    g.put(ROBIN_HOOD, Arnold)
        .put(LITTLE_JOHN, Arnold)
        .put(SHERIFF_OF_NOTTINGHAM, Arnold);
    g.wounded_until = Some(g.turn() + 1);
    assert!(g.robin_wounded());
    dice(&mut g, &[1, 1, 1]);
    g.settle();
    assert!(
        g.log()
            .iter()
            .any(|e| e.rule == "10.2" && e.event == Event::Captured { who: ROBIN_HOOD }),
        "10.2: captured outright (Little John, still there, frees him, 8.4)"
    );
    assert_eq!(
        results(&g, "7 personal combat"),
        ["5", "6"],
        "the Sheriff's 4, Little John's 5 alone"
    );
}

/// 7.42 against 7.41: a leader without units where enemy units are is
/// caught (his escape roll), even with an enemy leader there; leaders meet
/// in personal combat only where neither side has units.
#[test]
fn rule_7_42_a_leader_among_enemy_units_is_caught_not_met() {
    let mut g = empty(battles(Side::Sheriff));
    g.put(LITTLE_JOHN, Bestwood)
        .put(pid("maa1"), Bestwood)
        .put(SHERIFF_OF_NOTTINGHAM, Bestwood);
    dice(&mut g, &[1, 3, 5]);
    g.settle();
    assert_eq!(
        results(&g, "7.42 escape").len(),
        1,
        "caught: his escape roll"
    );
    assert!(results(&g, "7 personal combat").is_empty(), "not met");
}

/// 7.41 and 7.42: each fate roll is logged as read (loser's fate 1–2
/// captured, 3–5 killed, 6 escapes; caught leader 5–6 escapes, then 1–3
/// killed, 4–6 captured); a wounded Robin Hood elsewhere changes nothing
/// for another leader caught.
#[test]
fn rule_7_41_7_42_fate_rolls_logged_as_read() {
    let fate = |die: u8| {
        let mut g = empty(battles(Side::Outlaw));
        g.put(ROBIN_HOOD, Arnold).put(SHERIFF_OF_NOTTINGHAM, Arnold);
        // Robin Hood 6 + 6 against 1 + 4: the Sheriff loses.
        dice(&mut g, &[6, 1, die]);
        g.settle();
        results(&g, "7.41 loser's fate").remove(0)
    };
    assert_eq!(
        [1, 2, 3, 5, 6].map(fate),
        ["captured", "captured", "killed", "killed", "escapes"]
    );
    let caught = |escape: u8, fate: u8| {
        let mut g = empty(battles(Side::Sheriff));
        // On a road: no cover, he escapes on 5-6.
        g.put(LITTLE_JOHN, KingsHighway)
            .put(pid("maa1"), KingsHighway)
            .put(ROBIN_HOOD, Bestwood);
        g.wounded_until = Some(g.turn() + 1);
        dice(&mut g, &[1, escape, fate]);
        g.settle();
        results(&g, "7.42")
    };
    assert_eq!(caught(5, 1), ["escapes"]);
    assert_eq!(caught(4, 3), ["caught", "killed"]);
    assert_eq!(caught(1, 4), ["caught", "captured"]);
}

/// 7.42 after a melee: attackers whose units all fell leave their leader
/// alone among enemy units; he is caught (his escape roll), not met in
/// personal combat by the enemy leader there.
#[test]
fn rule_7_42_a_leader_left_alone_by_the_melee_is_caught() {
    let mut g = empty(battles(Side::Outlaw));
    g.put(ROBIN_HOOD, KingsHighway)
        .put(pid("mm1"), KingsHighway)
        .put(SHERIFF_OF_NOTTINGHAM, KingsHighway)
        .put(pid("kn1"), KingsHighway);
    // Archery 1 (no hit), melee 1 (AP2: Merry Man lost), his re-entry,
    // then Robin Hood's escape 1 (caught) and fate 1 (killed).
    dice(&mut g, &[1, 1, 1, 1, 1, 1]);
    g.settle();
    assert_eq!(
        results(&g, "7.42 escape").len(),
        1,
        "caught: his escape roll"
    );
    assert!(results(&g, "7 personal combat").is_empty(), "not met");
}
