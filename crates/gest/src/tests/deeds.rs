//! The Deeds (rule 4.0).

use super::*;
use crate::map::Sp;

/// Robin Hood or the Sheriff at the Deed menu of a Plots & Deeds turn.
fn deeds(seat: sherwood_engine::Seat) -> Gest {
    let mut g = table(seat);
    g.set_shillings(seat, 10);
    g.set_phase(Phase::DeedMenu(DeedCtx::standard(seat)), vec![Task::Second]);
    g
}

/// Robin Hood at the Deed menu with Maid Marian's any Merry Man, no Merry
/// Man on the map (all back in Available).
fn marian_deeds() -> Gest {
    let mut g = table(ROBIN);
    g.set_shillings(ROBIN, 10);
    g.set_phase(
        Phase::DeedMenu(DeedCtx {
            any_man: true,
            ..DeedCtx::standard(ROBIN)
        }),
        vec![Task::Second],
    );
    no_merry_men_on_the_map(&mut g);
    g
}

/// Every Merry Man on the map back to Available.
fn no_merry_men_on_the_map(g: &mut Gest) {
    for s in Gest::playable_spaces() {
        let (h, r) = (g.space(s).hidden, g.space(s).revealed);
        g.sp(s).hidden = 0;
        g.sp(s).revealed = 0;
        g.avail.merry_men += h + r;
    }
}

#[test]
fn rule_4_2_1_turncoat_replaces_a_henchman() {
    let mut g = deeds(ROBIN);
    g.set_status(Sp::Bingham, Status::Revolting)
        .put_henchmen(Sp::Bingham, 2)
        .put_men(Sp::Bingham, 1, 0);
    let logged = g.log().len();
    play(&mut g, &["deed turncoat", "space bingham"]);
    assert_eq!(g.space(Sp::Bingham).henchmen, 1);
    assert_eq!(g.men_at(Sp::Bingham), 2);
    assert_eq!(g.shillings(ROBIN), 9);
    assert!(
        g.log()[logged..].iter().any(|e| e.rule == "4.2.1"),
        "the log cites the Deed's section"
    );
}

#[test]
fn rule_4_2_2_donate_sets_up_to_two_parishes_revolting() {
    let mut g = deeds(ROBIN);
    g.put_men(Sp::Blyth, 1, 0)
        .put_henchmen(Sp::Blyth, 1)
        .put_men(Sp::Tuxford, 1, 0)
        .put_henchmen(Sp::Tuxford, 2)
        .put_men(Sp::Newark, 1, 0);
    play(&mut g, &["deed donate"]);
    assert_eq!(legal(&g), ["space blyth", "space newark"]);
    play(&mut g, &["space blyth", "space newark"]);
    assert!(g.is_revolting(Sp::Blyth) && g.is_revolting(Sp::Newark));
    assert_eq!(g.shillings(ROBIN), 6);
}

#[test]
fn rule_4_2_3_swashbuckle_hides_and_scatters_or_breaks_out_of_prison() {
    let mut g = deeds(ROBIN);
    g.put_men(Sp::Mansfield, 0, 1).put_robin(Robin::Map {
        at: Sp::Mansfield,
        hidden: false,
    });
    play(
        &mut g,
        &[
            "deed swashbuckle",
            "swashbuckle shire_wood revealed remston",
        ],
    );
    assert_eq!(g.hidden_at(Sp::ShireWood), 1);
    assert_eq!(g.hidden_at(Sp::Remston), 1);
    assert_eq!(g.space(Sp::Mansfield).revealed, 0);
    let mut to = vec![Sp::ShireWood, Sp::Remston];
    to.sort();
    let scattered = Event::Scattered {
        from: Sp::Mansfield,
        hidden: 0,
        revealed: 2,
        to,
    };
    assert!(
        g.log().iter().any(|e| e.event == scattered),
        "Robin Hood and one Revealed"
    );
    assert!(g.robin_hidden());
    assert!(g.view(Viewer::Seat(SHERIFF)).robin.is_none());
    // Hidden Robin Hood with a Hidden Merry Man: two Hidden scattered.
    let mut h = deeds(ROBIN);
    h.put_men(Sp::Mansfield, 1, 0).put_robin(Robin::Map {
        at: Sp::Mansfield,
        hidden: true,
    });
    play(
        &mut h,
        &["deed swashbuckle", "swashbuckle shire_wood hidden remston"],
    );
    assert_eq!(h.space(Sp::Mansfield).hidden, 0);
    assert!(h.log().iter().any(|e| matches!(
        e.event,
        Event::Scattered {
            from: Sp::Mansfield,
            hidden: 2,
            revealed: 0,
            ..
        }
    )));

    let mut g = deeds(ROBIN);
    g.put_robin(Robin::Prison);
    play(&mut g, &["deed swashbuckle"]);
    assert!(has(&g, "robin nottingham") && has(&g, "robin shire_wood"));
    play(&mut g, &["robin southwell_forest"]);
    assert_eq!(
        g.robin(),
        Robin::Map {
            at: Sp::SouthwellForest,
            hidden: false
        }
    );
}

#[test]
fn rule_4_2_4_inspire_reveals_robin_for_revolt_or_justice() {
    let mut g = deeds(ROBIN);
    g.put_robin(Robin::Map {
        at: Sp::Retford,
        hidden: true,
    });
    play(&mut g, &["deed inspire"]);
    assert!(g.is_revolting(Sp::Retford));
    assert!(!g.robin_hidden());
    let mut g = deeds(ROBIN);
    g.set_status(Sp::Retford, Status::Revolting)
        .put_robin(Robin::Map {
            at: Sp::Retford,
            hidden: true,
        });
    play(&mut g, &["deed inspire"]);
    assert_eq!(g.favour(), -1);
}

#[test]
fn rule_4_3_1_ride_sends_up_to_four_from_nottingham() {
    let mut g = deeds(SHERIFF);
    g.put_henchmen(Sp::Nottingham, 6);
    play(&mut g, &["deed ride", "space newark"]);
    assert_eq!(legal(&g), ["count 1", "count 2", "count 3", "count 4"]);
    play(&mut g, &["count 4"]);
    assert_eq!(g.space(Sp::Newark).henchmen, 4);
}

#[test]
fn rule_4_3_2_confiscate_places_face_down_carriages() {
    let mut g = deeds(SHERIFF);
    g.put_henchmen(Sp::Blyth, 1).put_henchmen(Sp::Newark, 1);
    play(
        &mut g,
        &[
            "deed confiscate",
            "space blyth",
            "kind trap",
            "space newark",
            "kind tallage",
        ],
    );
    assert_eq!(g.space(Sp::Blyth).carts.hidden, [0, 0, 1]);
    assert!(g.is_revolting(Sp::Blyth) && g.is_revolting(Sp::Newark));
    let seen = g.view(Viewer::Seat(ROBIN));
    assert_eq!(seen.spaces[Sp::Blyth.index()].carts_face_down, 1);
    assert!(seen.spaces[Sp::Blyth.index()]
        .carts_face_down_kinds
        .is_none());
}

#[test]
fn rule_4_3_3_disperse_removes_two_pieces_camps_last() {
    let mut g = deeds(SHERIFF);
    g.put_henchmen(Sp::Tuxford, 1)
        .put_men(Sp::Tuxford, 1, 0)
        .put_camps(Sp::Tuxford, 1);
    play(&mut g, &["deed disperse", "space tuxford"]);
    assert_eq!(legal(&g), ["remove hidden", "done"]);
    play(&mut g, &["remove hidden", "remove camp"]);
    assert_eq!(g.men_at(Sp::Tuxford) + g.space(Sp::Tuxford).camps, 0);
    assert_eq!(g.available().merry_men, MERRY_MEN);
    assert!(g.is_revolting(Sp::Tuxford));
    assert_eq!((g.shillings(SHERIFF), g.favour()), (7, 2));
}

#[test]
fn rule_1_5_3_a_piece_replaced_by_one_not_available_is_just_removed() {
    let mut g = deeds(ROBIN);
    g.set_status(Sp::Bingham, Status::Revolting)
        .put_henchmen(Sp::Bingham, 2)
        .put_men(Sp::Bingham, 1, 0)
        .put_prisoners(MERRY_MEN - 1);
    assert_eq!(g.available().merry_men, 0);
    play(&mut g, &["deed turncoat", "space bingham"]);
    assert_eq!(g.space(Sp::Bingham).henchmen, 1);
    assert_eq!(g.men_at(Sp::Bingham), 1);
}

/// Rule 1.5.2, for an Event the Sheriff plays for Robin Hood (Nottingham
/// Fair, Corruption): the Merry Men it places from Available are picked
/// blindly among the box's cylinders, Robin Hood's one of them. Robin Hood
/// and two Merry Men in the box, two placed: he is among them about two
/// times in three; alone in the box, one placed is he; on the map, never;
/// none placed draws nothing.
#[test]
fn rule_1_5_2_men_placed_blind_take_robin_hood_as_a_blind_pick_would() {
    let box_of = |seed: u64, men: u8| {
        let mut g = Gest::new(&Options::default(), seed);
        g.put_robin(Robin::Available);
        g.avail.merry_men = men;
        g
    };
    let mut with_robin = 0;
    for seed in 0..300 {
        let mut g = box_of(seed, 2);
        assert_eq!(g.place_men_blind(Sp::Remston, 2, "1.5.2"), 2);
        let robin = g.robin_in(Sp::Remston);
        with_robin += usize::from(robin);
        assert_eq!(g.space(Sp::Remston).hidden, 2 - u8::from(robin));
        assert!(g.robin_in_doubt());
    }
    assert!((170..=230).contains(&with_robin), "{with_robin} of 300");
    let mut alone = box_of(1, 0);
    assert_eq!(alone.place_men_blind(Sp::Remston, 1, "1.5.2"), 1);
    assert!(alone.robin_in(Sp::Remston));
    let mut on_map = box_of(1, 2);
    on_map.put_robin(Robin::Map {
        at: Sp::Blyth,
        hidden: true,
    });
    assert_eq!(on_map.place_men_blind(Sp::Remston, 2, "1.5.2"), 2);
    assert_eq!(on_map.space(Sp::Remston).hidden, 2);
    assert!(on_map.robin_in(Sp::Blyth));
    for n in [0, 1] {
        // None placed: nothing drawn, nothing changed (the dice included);
        // Robin Hood asked for with none to place is not placed either.
        let before = box_of(2, n);
        let mut g = before.clone();
        assert_eq!(g.place_men_blind(Sp::Remston, 0, "1.5.2"), 0);
        assert!(g == before);
        assert_eq!(g.place_men_with(Sp::Remston, 0, true, "1.5.2"), 0);
        assert!(g == before);
    }
}

/// Rule 1.5.1: revealing every Merry Man of a space flips Robin Hood there
/// too, and the log counts him; flipping them all back to Hidden likewise;
/// a space with none changes nothing and logs nothing.
#[test]
fn rule_1_5_1_reveal_all_and_hide_all_count_robin_hood() {
    let mut g = Gest::new(&Options::default(), 1);
    g.put_men(Sp::Remston, 2, 0).put_robin(Robin::Map {
        at: Sp::Remston,
        hidden: true,
    });
    let logged = g.log().len();
    g.reveal_all(Sp::Remston, "1.5.1");
    assert_eq!(
        (g.space(Sp::Remston).hidden, g.space(Sp::Remston).revealed),
        (0, 2)
    );
    assert_eq!(g.robin_at(), Some(Sp::Remston));
    assert!(!g.robin_hidden());
    assert!(matches!(
        g.log()[logged..],
        [Entry {
            event: Event::Revealed {
                n: 3,
                robin: true,
                ..
            },
            ..
        }]
    ));
    let logged = g.log().len();
    g.hide_all(Sp::Remston, "1.5.1");
    assert_eq!(
        (g.space(Sp::Remston).hidden, g.space(Sp::Remston).revealed),
        (2, 0)
    );
    assert!(g.robin_hidden());
    assert!(matches!(
        g.log()[logged..],
        [Entry {
            event: Event::HiddenAgain { n: 3, .. },
            ..
        }]
    ));
    // Robin Hood alone: one.
    let mut alone = Gest::new(&Options::default(), 1);
    alone.put_robin(Robin::Map {
        at: Sp::Blyth,
        hidden: true,
    });
    let logged = alone.log().len();
    alone.reveal_all(Sp::Blyth, "1.5.1");
    assert!(matches!(
        alone.log()[logged..],
        [Entry {
            event: Event::Revealed {
                n: 1,
                robin: true,
                ..
            },
            ..
        }]
    ));
    let before = alone.clone();
    alone.reveal_all(Sp::Tuxford, "1.5.1");
    alone.hide_all(Sp::Tuxford, "1.5.1");
    assert!(alone == before, "nobody at Tuxford");
}

/// The box holds its pieces whatever happens to them (1.5): every Merry Man
/// and Henchman is on the map, in Prison, Available or gone from the game.
#[test]
fn rule_1_5_pieces_total_wherever_they_are() {
    let mut g = Gest::new(&Options::default(), 1);
    let men = u32::from(MERRY_MEN);
    let henchmen = u32::from(HENCHMEN);
    assert_eq!((g.merry_men_total(), g.henchmen_total()), (men, henchmen));
    g.put_men(Sp::Remston, 1, 2)
        .put_prisoners(2)
        .put_henchmen(Sp::Blyth, 3);
    g.gone_merry_men = 1;
    g.avail.merry_men -= 1;
    g.gone_henchmen = 2;
    g.avail.henchmen -= 2;
    assert_eq!((g.merry_men_total(), g.henchmen_total()), (men, henchmen));
    g.avail.merry_men -= 1;
    g.avail.henchmen -= 1;
    assert_eq!(
        (g.merry_men_total(), g.henchmen_total()),
        (men - 1, henchmen - 1)
    );
    // Camps: on the map or Available; Carriages: on the map, hidden or
    // revealed, Available or Used.
    let mut g = Gest::new(&Options::default(), 1);
    let (camps, carts) = (g.camps_total(), g.carts_total());
    assert!(
        camps > 1 && carts.iter().all(|&n| n > 1),
        "{camps} {carts:?}"
    );
    g.put_camps(Sp::Remston, 1)
        .put_cart(Sp::Blyth, CartKind::Tallage, false)
        .put_cart(Sp::Blyth, CartKind::Tallage, true)
        .put_cart(Sp::Tuxford, CartKind::Trap, true);
    g.used_carts[CartKind::Tribute.index()] += 1;
    g.avail.carts[CartKind::Tribute.index()] -= 1;
    assert_eq!((g.camps_total(), g.carts_total()), (camps, carts));
    g.avail.camps -= 1;
    g.avail.carts[CartKind::Trap.index()] -= 1;
    assert_eq!(g.camps_total(), camps - 1);
    let mut fewer = carts;
    fewer[CartKind::Trap.index()] -= 1;
    assert_eq!(g.carts_total(), fewer);
}

/// Rule 1.5.2 when Merry Men go back to Available. Robin Hood's player
/// returning a Hidden Robin Hood is seen returning a Hidden Merry Man, and
/// the Sheriff can no longer tell where he is; a Revealed Robin Hood is
/// seen for what he is. Returning a Hidden Merry Man while Robin Hood is
/// Hidden leaves the same doubt; while he is Revealed, none. A blind pick
/// among the Hidden ones of a space takes Robin Hood as often as any.
#[test]
fn rule_1_5_2_men_returned_to_available_and_blind_picks() {
    let hidden_at = |at: Sp, hidden: bool| Robin::Map { at, hidden };
    let fresh = || {
        let mut g = Gest::new(&Options::default(), 1);
        g.put_men(Sp::Remston, 2, 1);
        g
    };
    let last = |g: &Gest| g.log().last().map(|e| e.event.clone());
    // Robin Hood, Hidden, returned by his player.
    let mut g = fresh();
    g.put_robin(hidden_at(Sp::Remston, true));
    g.return_man(Sp::Remston, Piece::Robin, "1.5.2");
    assert_eq!(g.robin(), Robin::Available);
    assert!(g.robin_in_doubt());
    assert!(matches!(
        last(&g),
        Some(Event::Removed {
            piece: Piece::Hidden,
            n: 1,
            to: Dest::Available,
            ..
        })
    ));
    // Revealed: seen.
    let mut g = fresh();
    g.put_robin(hidden_at(Sp::Remston, false));
    g.return_man(Sp::Remston, Piece::Robin, "1.5.2");
    assert_eq!(g.robin(), Robin::Available);
    assert!(!g.robin_in_doubt());
    assert!(matches!(
        last(&g),
        Some(Event::Removed {
            piece: Piece::Robin,
            ..
        })
    ));
    // A Hidden Merry Man returned: doubt while Robin Hood is Hidden only.
    for robin_hidden in [true, false] {
        let mut g = fresh();
        g.put_robin(hidden_at(Sp::Blyth, robin_hidden));
        g.return_man(Sp::Remston, Piece::Hidden, "1.5.2");
        assert_eq!(g.space(Sp::Remston).hidden, 1);
        assert_eq!(
            g.robin_doubt, robin_hidden,
            "Robin Hood hidden: {robin_hidden}"
        );
    }
    // A Revealed one: no doubt.
    let mut g = fresh();
    g.put_robin(hidden_at(Sp::Blyth, true));
    g.return_man(Sp::Remston, Piece::Revealed, "1.5.2");
    assert_eq!(g.space(Sp::Remston).revealed, 0);
    assert!(!g.robin_doubt);
    // The Sheriff's blind pick among Robin Hood and two Hidden Merry Men.
    let mut robin = 0;
    for seed in 0..300 {
        let mut g = Gest::new(&Options::default(), seed);
        g.put_men(Sp::Remston, 2, 0)
            .put_robin(hidden_at(Sp::Remston, true));
        g.remove_man(Sp::Remston, Piece::Hidden, true, "1.5.2");
        if g.robin() == Robin::Available {
            robin += 1;
            assert_eq!(g.space(Sp::Remston).hidden, 2);
            assert!(matches!(
                last(&g),
                Some(Event::Removed {
                    piece: Piece::Robin,
                    ..
                })
            ));
        } else {
            assert_eq!(g.space(Sp::Remston).hidden, 1);
        }
    }
    assert!((70..=130).contains(&robin), "{robin} of 300");
}

/// The pieces' moves (1.5): Henchmen placed from Available and removed to
/// Available or out of the game, each logged only when something moved; a
/// Camp removed goes back to Available; revealing Robin Hood when he is in
/// Available, with the Sheriff in doubt, says so aloud, once, and only then.
#[test]
fn rule_1_5_henchmen_camps_and_robin_revealed_in_available() {
    let mut g = Gest::new(&Options::default(), 1);
    let avail = g.available().henchmen;
    let logged = g.log().len();
    assert_eq!(g.place_henchmen(Sp::Remston, 0, "1.5"), 0);
    assert_eq!(g.log().len(), logged, "nothing placed, nothing logged");
    assert_eq!(g.place_henchmen(Sp::Remston, 3, "1.5"), 3);
    assert_eq!(g.available().henchmen, avail - 3);
    g.remove_henchmen(Sp::Remston, 1, Dest::Gone, "1.5");
    assert_eq!(
        (g.space(Sp::Remston).henchmen, g.available().henchmen),
        (2, avail - 3)
    );
    assert_eq!(g.gone_henchmen, 1, "one out of the game");
    g.remove_henchmen(Sp::Remston, 2, Dest::Available, "1.5");
    assert_eq!(
        (g.space(Sp::Remston).henchmen, g.available().henchmen),
        (0, avail - 1)
    );
    // Camps.
    let camps = g.available().camps;
    g.put_camps(Sp::Blyth, 2);
    g.remove_camp(Sp::Blyth, "1.5");
    assert_eq!(
        (g.space(Sp::Blyth).camps, g.available().camps),
        (1, camps - 1)
    );
    // Robin Hood in Available, the Sheriff in doubt: revealing him says so.
    g.put_robin(Robin::Available);
    g.robin_doubt = true;
    assert!(g.robin_in_doubt());
    g.reveal_robin("1.5.2");
    assert!(!g.robin_in_doubt());
    assert!(matches!(
        g.log().last().map(|e| &e.event),
        Some(Event::RobinOffMap)
    ));
    let logged = g.log().len();
    g.reveal_robin("1.5.2");
    g.robin_off_map("1.5.2");
    assert_eq!(g.log().len(), logged, "said once");
    // On the map, not in doubt: nothing to say.
    g.put_robin(Robin::Map {
        at: Sp::Blyth,
        hidden: false,
    });
    g.robin_doubt = true;
    g.robin_off_map("1.5.2");
    assert_eq!(g.log().len(), logged);
}

/// The Parishes a Deed may target, each condition both ways. Turncoat
/// (4.2.1): Revolting, with a Merry Man and a Henchman. Confiscate (4.3.2):
/// Submissive, with a Henchman, while a Carriage is Available.
#[test]
fn rule_4_2_1_and_4_3_2_deed_parishes_each_condition_both_ways() {
    let offered = |g: &Gest, deed: &str| {
        let mut g = g.clone();
        play(&mut g, &[deed]);
        legal(&g)
    };
    let mut g = deeds(ROBIN);
    g.set_status(Sp::Bingham, Status::Revolting)
        .put_henchmen(Sp::Bingham, 1)
        .put_men(Sp::Bingham, 1, 0)
        .set_status(Sp::Retford, Status::Revolting)
        .put_men(Sp::Retford, 1, 0)
        .set_status(Sp::Tuxford, Status::Revolting)
        .put_henchmen(Sp::Tuxford, 1)
        .set_status(Sp::Newark, Status::Submissive)
        .put_henchmen(Sp::Newark, 1)
        .put_men(Sp::Newark, 1, 0);
    let turncoat = offered(&g, "deed turncoat");
    assert!(
        turncoat.contains(&"space bingham".to_string()),
        "{turncoat:?}"
    );
    for (no, why) in [
        ("retford", "no Henchman"),
        ("tuxford", "no Merry Man"),
        ("newark", "Submissive"),
    ] {
        assert!(!turncoat.contains(&format!("space {no}")), "{no}: {why}");
    }
    let mut g = deeds(SHERIFF);
    g.set_status(Sp::Retford, Status::Submissive)
        .set_status(Sp::Tuxford, Status::Revolting)
        .put_henchmen(Sp::Tuxford, 1)
        .set_status(Sp::Newark, Status::Submissive)
        .put_henchmen(Sp::Newark, 1);
    let confiscate = offered(&g, "deed confiscate");
    assert!(
        confiscate.contains(&"space newark".to_string()),
        "{confiscate:?}"
    );
    for (no, why) in [("retford", "no Henchman"), ("tuxford", "Revolting")] {
        assert!(!confiscate.contains(&format!("space {no}")), "{no}: {why}");
    }
    g.avail.carts = [0; 3];
    assert!(
        !legal(&g).contains(&"deed confiscate".to_string()),
        "no Carriage left"
    );
}

/// Swashbuckle (4.2.3) needs Robin Hood on the map or in Prison; with Maid
/// Marian's any Merry Man, any Merry Man on the map will do (or Robin Hood
/// in Prison).
#[test]
fn rule_4_2_3_swashbuckle_possible_each_condition_both_ways() {
    let mut g = deeds(ROBIN);
    let standard = DeedCtx::standard(ROBIN);
    let any = DeedCtx {
        any_man: true,
        ..DeedCtx::standard(ROBIN)
    };
    g.put_robin(Robin::Available).put_men(Sp::Retford, 1, 0);
    assert!(
        !g.deed_possible(&standard, Deed::Swashbuckle),
        "Robin Hood not on the map"
    );
    assert!(
        g.deed_possible(&any, Deed::Swashbuckle),
        "a Merry Man on the map"
    );
    let mut empty = deeds(ROBIN);
    empty.put_robin(Robin::Available);
    no_merry_men_on_the_map(&mut empty);
    assert!(
        !empty.deed_possible(&any, Deed::Swashbuckle),
        "nobody on the map"
    );
    empty.put_robin(Robin::Prison);
    assert!(
        empty.deed_possible(&any, Deed::Swashbuckle),
        "Robin Hood in Prison"
    );
    assert!(empty.deed_possible(&standard, Deed::Swashbuckle));
}

/// Disperse (4.3.3): a Parish with a Henchman and a Merry Man or a Camp to
/// remove, each condition both ways.
#[test]
fn rule_4_3_3_disperse_parishes_each_condition_both_ways() {
    let mut g = deeds(SHERIFF);
    for s in crate::map::PARISHES {
        let h = g.space(s).henchmen;
        g.sp(s).henchmen = 0;
        g.avail.henchmen += h;
    }
    g.put_henchmen(Sp::Retford, 1)
        .put_men(Sp::Retford, 1, 0)
        .put_henchmen(Sp::Tuxford, 1)
        .put_camps(Sp::Tuxford, 1)
        .put_henchmen(Sp::Newark, 1)
        .put_men(Sp::Bingham, 1, 0)
        .put_camps(Sp::Bingham, 1);
    play(&mut g, &["deed disperse"]);
    let offered = legal(&g);
    for yes in ["retford", "tuxford"] {
        assert!(
            offered.contains(&format!("space {yes}")),
            "{yes}: {offered:?}"
        );
    }
    for (no, why) in [("newark", "nothing to remove"), ("bingham", "no Henchman")] {
        assert!(!offered.contains(&format!("space {no}")), "{no}: {why}");
    }
}

/// Inspire (4.2.4): Robin Hood Hidden in a Submissive or Revolting Parish,
/// not in a forest; with Maid Marian's any Merry Man, each Hidden Merry Man
/// of such a Parish, and Robin Hood where he is Hidden in one.
#[test]
fn rule_4_2_4_inspire_where_each_condition_both_ways() {
    let standard = DeedCtx::standard(ROBIN);
    let mut g = deeds(ROBIN);
    g.put_robin(Robin::Map {
        at: Sp::ShireWood,
        hidden: true,
    });
    assert!(!g.deed_possible(&standard, Deed::Inspire), "in a forest");
    g.put_robin(Robin::Map {
        at: Sp::Remston,
        hidden: true,
    });
    assert!(g.deed_possible(&standard, Deed::Inspire));
    g.put_robin(Robin::Map {
        at: Sp::Remston,
        hidden: false,
    });
    assert!(!g.deed_possible(&standard, Deed::Inspire), "Revealed");
    // Maid Marian: any Hidden Merry Man.
    let mut g = marian_deeds();
    g.set_status(Sp::Remston, Status::Revolting)
        .set_status(Sp::Blyth, Status::Submissive)
        .put_men(Sp::Blyth, 1, 0)
        .put_men(Sp::ShireWood, 1, 0)
        .put_robin(Robin::Map {
            at: Sp::Remston,
            hidden: true,
        });
    play(&mut g, &["deed inspire"]);
    assert_eq!(legal(&g), ["pick blyth hidden", "pick remston robin"]);
    // Remston already Revolting: one step toward Justice; Blyth Submissive:
    // it revolts instead.
    let step = |g: &Gest, logged: usize| {
        g.log()[logged..]
            .iter()
            .filter_map(|e| match e.event {
                Event::Favour { steps, .. } => Some(steps),
                _ => None,
            })
            .sum::<i8>()
    };
    let mut blyth = g.clone();
    let logged = g.log().len();
    play(&mut g, &["pick remston robin"]);
    assert_eq!(step(&g, logged), -1);
    assert!(!g.robin_hidden());
    play(&mut blyth, &["pick blyth hidden"]);
    assert!(blyth.is_revolting(Sp::Blyth));
    assert_eq!(
        (
            blyth.space(Sp::Blyth).hidden,
            blyth.space(Sp::Blyth).revealed
        ),
        (0, 1)
    );
    assert_eq!(step(&blyth, logged), 0, "it revolts instead");
}

/// Disperse (4.3.3) removes two pieces, or ends as soon as nothing more
/// may be removed; the Parish then revolts.
#[test]
fn rule_4_3_3_disperse_ends_after_two_pieces_or_when_none_is_left() {
    let removing = |g: &Gest| legal(g).iter().any(|a| a.starts_with("remove"));
    let mut g = deeds(SHERIFF);
    g.put_henchmen(Sp::Tuxford, 1).put_men(Sp::Tuxford, 3, 0);
    play(&mut g, &["deed disperse", "space tuxford", "remove hidden"]);
    assert!(!g.is_revolting(Sp::Tuxford) && removing(&g), "one more");
    play(&mut g, &["remove hidden"]);
    assert_eq!(g.men_at(Sp::Tuxford), 1, "two removed of three");
    assert!(g.is_revolting(Sp::Tuxford) && !removing(&g));
    let mut g = deeds(SHERIFF);
    g.put_henchmen(Sp::Tuxford, 1).put_men(Sp::Tuxford, 1, 0);
    play(&mut g, &["deed disperse", "space tuxford", "remove hidden"]);
    assert!(g.is_revolting(Sp::Tuxford), "nothing left to remove: done");
    assert!(!removing(&g));
}

/// Swashbuckle with Maid Marian's any Merry Man (4.2.3): led from a space
/// with Merry Men, up to two pieces go to adjacent spaces, each piece only
/// while one of its kind is left to send, Robin Hood once if he is there.
#[test]
fn rule_4_2_3_swashbuckle_with_any_merry_man_sends_up_to_two() {
    let start = |robin_at: Sp| {
        let mut g = marian_deeds();
        g.put_men(Sp::Retford, 1, 1).put_robin(Robin::Map {
            at: robin_at,
            hidden: true,
        });
        g
    };
    let first = |g: &Gest, prefix: &str| {
        legal(g)
            .into_iter()
            .find(|a| a.starts_with(prefix))
            .unwrap_or_else(|| panic!("no '{prefix}' in {:?}", legal(g)))
    };
    let has = |g: &Gest, prefix: &str| legal(g).iter().any(|a| a.starts_with(prefix));
    let mut g = start(Sp::Retford);
    play(&mut g, &["deed swashbuckle"]);
    assert_eq!(legal(&g), ["space retford"], "the one space with Merry Men");
    play(&mut g, &["space retford"]);
    assert!(has(&g, "send hidden") && has(&g, "send revealed") && has(&g, "send robin"));
    assert!(!has(&g, "done"));
    let mut by_revealed = g.clone();
    let hidden = first(&g, "send hidden");
    play(&mut g, &[hidden.as_str()]);
    assert!(!has(&g, "send hidden"), "the one Hidden Merry Man is sent");
    assert!(has(&g, "send revealed") && has(&g, "send robin") && has(&g, "done"));
    let robin = first(&g, "send robin");
    play(&mut g, &[robin.as_str()]);
    assert_eq!(legal(&g), ["done"], "two sent");
    play(&mut g, &["done"]);
    assert_eq!(
        (g.space(Sp::Retford).hidden, g.space(Sp::Retford).revealed),
        (0, 1)
    );
    assert!(
        matches!(
            g.log().last().map(|e| &e.event),
            Some(Event::Scattered {
                from: Sp::Retford,
                hidden: 2,
                revealed: 0,
                ..
            })
        ),
        "the Hidden Merry Man and Hidden Robin Hood"
    );
    let revealed = first(&by_revealed, "send revealed");
    play(&mut by_revealed, &[revealed.as_str()]);
    assert!(!has(&by_revealed, "send revealed") && has(&by_revealed, "send hidden"));
    let hidden = first(&by_revealed, "send hidden");
    play(&mut by_revealed, &[hidden.as_str(), "done"]);
    let g = &by_revealed;
    assert_eq!(
        (g.space(Sp::Retford).hidden, g.space(Sp::Retford).revealed),
        (0, 0)
    );
    assert!(g.robin_in(Sp::Retford), "Robin Hood stayed");
    assert!(matches!(
        g.log().last().map(|e| &e.event),
        Some(Event::Scattered {
            hidden: 1,
            revealed: 1,
            ..
        })
    ));
    let sent: u8 = Gest::playable_spaces().map(|s| g.space(s).hidden).sum();
    assert_eq!(sent, 2, "both arrive Hidden");
    // Robin Hood elsewhere: not sent from here.
    let mut g = start(Sp::Blyth);
    play(&mut g, &["deed swashbuckle", "space retford"]);
    assert!(!has(&g, "send robin"));
}

/// Disperse (4.3.3) removes what is there: a Hidden or Revealed Merry Man
/// while one is, a Camp only once no Merry Man is left; Confiscate (4.3.2)
/// places only a kind of Carriage still Available.
#[test]
fn rule_4_3_2_and_4_3_3_what_is_removed_or_placed_each_condition_both_ways() {
    let mut g = deeds(SHERIFF);
    g.set_status(Sp::Newark, Status::Submissive)
        .put_henchmen(Sp::Newark, 1)
        .put_henchmen(Sp::Retford, 1)
        .put_men(Sp::Retford, 0, 1)
        .put_camps(Sp::Retford, 1)
        .put_henchmen(Sp::Tuxford, 1)
        .put_camps(Sp::Tuxford, 1);
    let mut retford = g.clone();
    play(&mut retford, &["deed disperse", "space retford"]);
    let offered = legal(&retford);
    assert!(
        offered.contains(&"remove revealed".to_string()),
        "{offered:?}"
    );
    assert!(
        !offered.contains(&"remove hidden".to_string()),
        "no Hidden one"
    );
    assert!(
        !offered.contains(&"remove camp".to_string()),
        "a Merry Man is left"
    );
    let mut tuxford = g.clone();
    play(&mut tuxford, &["deed disperse", "space tuxford"]);
    let offered = legal(&tuxford);
    assert!(offered.contains(&"remove camp".to_string()), "{offered:?}");
    assert!(!offered
        .iter()
        .any(|a| a == "remove revealed" || a == "remove hidden"));
    g.avail.carts = [0; 3];
    g.avail.carts[CartKind::Trap.index()] = 1;
    play(&mut g, &["deed confiscate", "space newark"]);
    assert_eq!(legal(&g), [Action::Kind(CartKind::Trap).to_string()]);
}

/// Swashbuckle (4.2.3) takes along a Merry Man of a kind that is there: a
/// Revealed one only, no Hidden one offered; a Hidden one too once there.
#[test]
fn rule_4_2_3_swashbuckle_takes_along_only_a_kind_that_is_there() {
    let kinds = |g: &Gest| {
        let mut g = g.clone();
        play(&mut g, &["deed swashbuckle"]);
        let offered = legal(&g);
        let any = |kind: &str| offered.iter().any(|a| a.contains(kind));
        (any(" hidden "), any(" revealed "))
    };
    let mut g = deeds(ROBIN);
    g.put_men(Sp::Mansfield, 0, 1).put_robin(Robin::Map {
        at: Sp::Mansfield,
        hidden: false,
    });
    assert_eq!(kinds(&g), (false, true));
    g.put_men(Sp::Mansfield, 1, 0);
    assert_eq!(kinds(&g), (true, true));
}

/// Swashbuckle with Maid Marian's any Merry Man (4.2.3): Robin Hood sent
/// while Revealed is logged as a Revealed piece scattered (he arrives
/// Hidden).
#[test]
fn rule_4_2_3_swashbuckle_with_any_merry_man_logs_a_revealed_robin_hood() {
    let mut g = marian_deeds();
    g.put_men(Sp::Retford, 0, 1).put_robin(Robin::Map {
        at: Sp::Retford,
        hidden: false,
    });
    play(
        &mut g,
        &[
            "deed swashbuckle",
            "space retford",
            "send robin tuxford",
            "send revealed tuxford",
            "done",
        ],
    );
    assert!(matches!(
        g.log().last().map(|e| &e.event),
        Some(Event::Scattered {
            from: Sp::Retford,
            hidden: 0,
            revealed: 2,
            ..
        })
    ));
    assert_eq!(
        g.robin(),
        Robin::Map {
            at: Sp::Tuxford,
            hidden: true
        }
    );
}

/// Rule 1.3.4 (e0cd447) in Swashbuckle with Maid Marian's any Merry Man:
/// *Major Oak*'s borders serve every piece Robin Hood's player sends;
/// revision 1: Robin Hood only, not a Merry Man.
#[test]
fn rule_4_2_3_swashbuckle_with_any_merry_man_across_major_oak_by_revision() {
    let sends = |rules: u8| {
        let mut g = marian_deeds();
        g.set_rules(rules);
        g.great_oak = true;
        g.put_men(Sp::Blyth, 1, 0).put_robin(Robin::Map {
            at: Sp::Blyth,
            hidden: true,
        });
        play(&mut g, &["deed swashbuckle", "space blyth"]);
        (
            has(&g, "send robin southwell_forest"),
            has(&g, "send hidden southwell_forest"),
        )
    };
    assert_eq!(sends(1), (true, false));
    assert_eq!(sends(2), (true, true));
}
