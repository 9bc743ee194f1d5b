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

#[test]
fn rule_4_2_1_turncoat_replaces_a_henchman() {
    let mut g = deeds(ROBIN);
    g.set_status(Sp::Bingham, Status::Revolting)
        .put_henchmen(Sp::Bingham, 2)
        .put_men(Sp::Bingham, 1, 0);
    play(&mut g, &["deed turncoat", "space bingham"]);
    assert_eq!(g.space(Sp::Bingham).henchmen, 1);
    assert_eq!(g.men_at(Sp::Bingham), 2);
    assert_eq!(g.shillings(ROBIN), 9);
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
    assert!(g.robin_hidden());
    assert!(g.view(Viewer::Seat(SHERIFF)).robin.is_none());

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
