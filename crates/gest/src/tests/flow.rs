//! Setup (2.1), the card cycle and the Initiative track (2.2–2.5), Carriages (1.9).

use super::*;
use crate::map::Sp;

#[test]
fn rule_2_1_setup_places_forces_and_shillings() {
    let g = Gest::new(&Options::default(), 3);
    assert_eq!(g.space(Sp::Nottingham).henchmen, 2);
    for s in [Sp::Blyth, Sp::Mansfield, Sp::Bingham] {
        assert_eq!(g.space(s).henchmen, 1);
    }
    assert_eq!(g.space(Sp::ShireWood).camps, 1);
    assert!(g.is_revolting(Sp::Remston));
    assert_eq!(g.submissive_parishes(), 6);
    assert_eq!((g.shillings(ROBIN), g.shillings(SHERIFF)), (5, 9));
    assert_eq!(g.favour(), 1);
    assert_eq!(g.deck_len(), 24);
    assert_eq!(g.travellers().len(), 10);
    assert_eq!(
        legal(&g),
        [
            "robin shire_wood",
            "robin southwell_forest",
            "robin remston"
        ]
    );
}

#[test]
fn rule_2_1_robin_hood_is_placed_in_secret() {
    let mut g = Gest::new(&Options::default(), 3);
    play(&mut g, &["robin remston", "man remston", "man shire_wood"]);
    // Until the band is all placed, the others see the map as it was.
    let before = Gest::new(&Options::default(), 3);
    for v in [Viewer::Seat(SHERIFF), Viewer::Public] {
        assert_eq!(
            serde_json::to_string(&g.view(v)).unwrap(),
            serde_json::to_string(&before.view(v)).unwrap()
        );
    }
    let robin = g.view(Viewer::Seat(ROBIN));
    assert_eq!(
        robin.robin,
        Some(Robin::Map {
            at: Sp::Remston,
            hidden: true
        })
    );
    assert_eq!(robin.spaces[Sp::Remston.index()].hidden, 2);
    play(&mut g, &["man southwell_forest"]);
    let sheriff = g.view(Viewer::Seat(SHERIFF));
    assert!(sheriff.robin.is_none());
    assert_eq!(sheriff.spaces[Sp::Remston.index()].hidden, 2);
    assert!(!serde_json::to_string(&sheriff)
        .unwrap()
        .contains("robin_is"));
    // One public line says where the band stands, in the map's order: the
    // order of the placements is Robin Hood's seat's to read.
    let public: Vec<Event> = g
        .view(Viewer::Public)
        .log
        .into_iter()
        .map(|e| e.event)
        .collect();
    assert_eq!(
        public[..2],
        [
            Event::Setup,
            Event::BandPlaced {
                hidden: vec![
                    (Sp::ShireWood, 1),
                    (Sp::SouthwellForest, 1),
                    (Sp::Remston, 2)
                ]
            }
        ]
    );
    assert!(!public.iter().any(|e| matches!(e, Event::Placed { .. })));
    let mine = g.view(Viewer::Seat(ROBIN)).log;
    assert_eq!(
        mine.iter()
            .filter(|e| matches!(e.event, Event::Placed { .. }))
            .count(),
        4
    );
    // The first card is drawn: Robin Hood is First Eligible.
    assert!(g.card().is_some());
    assert_eq!(g.eligible(), [ROBIN, SHERIFF]);
}

#[test]
fn rule_2_1_robin_hoods_secret_lines_are_marked_his_alone_in_his_view() {
    let mut g = Gest::new(&Options::default(), 3);
    play(
        &mut g,
        &[
            "robin remston",
            "man remston",
            "man shire_wood",
            "man southwell_forest",
        ],
    );
    let public = g.view(Viewer::Public).log;
    let mine = g.view(Viewer::Seat(ROBIN)).log;
    let sheriff = g.view(Viewer::Seat(SHERIFF)).log;
    // His own lines keep their mark in his view (the table draws them as
    // his alone); every other line is one the others have too.
    let (marked, shared): (Vec<_>, Vec<_>) = mine.iter().partition(|e| e.only.is_some());
    // The four placements, and where Robin Hood is.
    assert_eq!(marked.len(), 5);
    assert!(marked.iter().all(|e| e.only == Some(ROBIN)));
    assert_eq!(shared.len(), public.len());
    // Nobody else gets them, nor any mark.
    assert!(public.iter().chain(&sheriff).all(|e| e.only.is_none()));
    assert_eq!(sheriff.len(), public.len());
}

#[test]
fn rule_2_3_carriages_move_along_roads_with_an_escort() {
    let mut g = Gest::blank(1);
    g.put_cart(Sp::Mansfield, CartKind::Tribute, false)
        .put_henchmen(Sp::Mansfield, 1)
        .set_deck(vec![cards::KING_RICHARDS_RETURN, cards::CORRUPTION]);
    g.set_phase(Phase::Eligible { seat: ROBIN }, vec![Task::Draw]);
    g.next();
    // Corruption moves 2 Carriages, but only one is on the map.
    assert_eq!(
        legal(&g),
        [
            "cart mansfield tribute hidden",
            "cart mansfield tribute hidden escort"
        ]
    );
    play(&mut g, &["cart mansfield tribute hidden escort"]);
    assert_eq!(g.space(Sp::ShireWood).carts.hidden, [0, 1, 0]);
    assert_eq!(g.space(Sp::ShireWood).henchmen, 1);
    assert!(matches!(g.phase(), Phase::Eligible { seat: ROBIN }));
    // Robin Hood's seat saw a Carriage move, not its kind.
    let log = serde_json::to_string(&g.view(Viewer::Seat(ROBIN)).log).unwrap();
    assert!(log.contains("face_down_cart_moved") && !log.contains("tribute"));
}

/// Fast Carriages prints one Carriage in its corner: drawn with two on the
/// map, only one moves.
#[test]
fn card_22_fast_carriages_moves_one_carriage_when_drawn() {
    let mut g = Gest::blank(1);
    g.put_cart(Sp::Bingham, CartKind::Tallage, false)
        .put_cart(Sp::Retford, CartKind::Trap, false)
        .set_deck(vec![cards::KING_RICHARDS_RETURN, cards::FAST_CARRIAGES]);
    g.set_phase(Phase::Eligible { seat: ROBIN }, vec![Task::Draw]);
    g.next();
    assert!(matches!(g.phase(), Phase::Carriages { left: 1, .. }));
    play(&mut g, &["cart bingham tallage hidden"]);
    assert!(matches!(g.phase(), Phase::Eligible { seat: ROBIN }));
    assert_eq!(
        g.space(Sp::Retford).carts.hidden,
        [0, 0, 1],
        "the other stays"
    );
}

#[test]
fn rule_1_9_carriages_reaching_nottingham_pay_the_sheriff() {
    for (kind, gain, order) in [
        (CartKind::Tallage, 5, 2),
        (CartKind::Tribute, 2, 3),
        (CartKind::Trap, 2, 2),
    ] {
        let mut g = Gest::blank(1);
        g.put_cart(Sp::ShireWood, kind, false)
            .set_deck(vec![cards::KING_RICHARDS_RETURN, cards::LITTLE_JOHN]);
        g.set_phase(Phase::Eligible { seat: ROBIN }, vec![Task::Draw]);
        g.next();
        play(&mut g, &[&format!("cart shire_wood {kind} hidden")]);
        assert_eq!(g.shillings(SHERIFF), 9 + gain);
        assert_eq!(g.favour(), order, "{kind}");
        assert_eq!(g.used_carts()[kind.index()], 1);
    }
}

#[test]
fn rule_2_3_passing_pays_by_box_and_leftmost_goes_first() {
    let mut g = table(ROBIN);
    play(&mut g, &["pass plots"]);
    assert_eq!(g.shillings(ROBIN), 6);
    // The Sheriff may take any other box, but not the one taken.
    assert!(!has(&g, "pass plots") && has(&g, "pass event"));
    play(&mut g, &["pass event"]);
    assert_eq!(g.shillings(SHERIFF), 11);
    // The Sheriff's cylinder is leftmost: First Eligible next card.
    assert_eq!(g.eligible(), [SHERIFF, ROBIN]);
}

#[test]
fn rule_2_3_single_plot_is_one_space_and_plots_and_deeds_add_a_deed() {
    let mut g = table(SHERIFF);
    g.set_shillings(SHERIFF, 20);
    play(
        &mut g,
        &["single", "plot hire", "space nottingham", "count 4"],
    );
    // One space only: the Plot ends by itself and Robin Hood follows.
    assert!(matches!(g.phase(), Phase::Eligible { seat: ROBIN }));
    assert!(!has(&g, "single"));
    assert_eq!(g.space(Sp::Nottingham).henchmen, 4);
    let mut g = table(SHERIFF);
    g.set_shillings(SHERIFF, 20);
    play(
        &mut g,
        &["plots", "plot hire", "space nottingham", "count 4", "done"],
    );
    assert!(matches!(g.phase(), Phase::DeedMenu(_)));
    play(&mut g, &["deed ride", "space bingham", "count 3"]);
    assert_eq!(g.space(Sp::Bingham).henchmen, 3);
    assert!(matches!(g.phase(), Phase::Eligible { seat: ROBIN }));
}

#[test]
fn undo_stops_at_dice_draws_reveals_and_seat_changes() {
    use sherwood_engine::Match;
    let mut m: Match<Gest> = Match::new(Options::default(), 11);
    for a in ["robin shire_wood", "man shire_wood"] {
        m.apply_text(a).unwrap();
    }
    assert!(m.can_undo(), "secret setup steps may be taken back");
    m.apply_text("man remston").unwrap();
    m.apply_text("man southwell_forest").unwrap();
    assert!(!m.can_undo(), "the first card was drawn");
    // Robin Hood's own Plot steps may be taken back until a die is rolled.
    m.apply_text("plots").unwrap();
    m.apply_text("plot rob").unwrap();
    m.apply_text("space shire_wood").unwrap();
    m.apply_text("target traveller").unwrap();
    assert!(m.can_undo());
    m.apply_text("reveal 1").unwrap();
    assert!(!m.can_undo(), "a Traveller was drawn");
}

#[test]
fn rule_2_4_fortune_events_leave_eligibility_alone() {
    let mut g = Gest::blank(2);
    g.eligible = [SHERIFF, ROBIN];
    g.set_deck(vec![
        cards::KING_RICHARDS_RETURN,
        cards::LITTLE_JOHN,
        cards::YEOMEN_REVOLT,
    ]);
    g.set_phase(Phase::Eligible { seat: ROBIN }, vec![Task::Draw]);
    // Temporary Truce: nobody has anything to move.
    g.deck.push(cards::TEMPORARY_TRUCE);
    g.next();
    play(&mut g, &["done", "done"]);
    assert_eq!(g.card(), Some(cards::YEOMEN_REVOLT));
    assert_eq!(g.eligible(), [SHERIFF, ROBIN]);
    assert!(matches!(g.phase(), Phase::Eligible { seat: SHERIFF }));
}

#[test]
fn rule_2_5_royal_inspection_card_moves_one_carriage_first() {
    let mut g = Gest::blank(2);
    g.put_cart(Sp::Blyth, CartKind::Tallage, false)
        .put_cart(Sp::Newark, CartKind::Trap, false)
        .set_deck(vec![cards::KING_RICHARDS_RETURN, cards::ROYAL_INSPECTION_A]);
    g.set_phase(Phase::Eligible { seat: ROBIN }, vec![Task::Draw]);
    g.next();
    assert!(matches!(g.phase(), Phase::Carriages { left: 1, .. }));
    play(&mut g, &["cart blyth tallage hidden"]);
    assert!(matches!(g.phase(), Phase::Inspection(_)) || g.ballad() == 1);
    assert_eq!(
        g.space(Sp::Newark).carts.total(),
        1,
        "only one Carriage moved"
    );
}

#[test]
fn rule_1_3_4_the_bridge_joins_two_banks_for_pieces_not_carriages() {
    let mut g = table(ROBIN);
    g.bridge = Some((Sp::Bingham, Sp::Nottingham));
    g.set_shillings(ROBIN, 5).put_men(Sp::Bingham, 1, 0);
    g.put_cart(Sp::Bingham, CartKind::Tribute, false);
    play(&mut g, &["single", "plot sneak", "space bingham"]);
    assert!(has(&g, "send hidden nottingham"));
    assert_eq!(Sp::Bingham.road_next(), Some(Sp::Remston));
}

#[test]
fn rule_1_5_2_views_hide_robin_hood_and_carriage_kinds() {
    let mut g = table(ROBIN);
    g.put_men(Sp::ShireWood, 2, 0)
        .put_cart(Sp::Blyth, CartKind::Trap, false)
        .put_cart(Sp::Tuxford, CartKind::Tallage, true);
    g.put_robin(Robin::Map {
        at: Sp::ShireWood,
        hidden: true,
    });
    let sheriff = g.view(Viewer::Seat(SHERIFF));
    assert_eq!(sheriff.robin, None);
    assert_eq!(sheriff.spaces[Sp::ShireWood.index()].hidden, 3);
    assert_eq!(
        sheriff.spaces[Sp::Blyth.index()].carts_face_down_kinds,
        Some([0, 0, 1])
    );
    let robin = g.view(Viewer::Seat(ROBIN));
    assert!(robin.robin.is_some());
    assert_eq!(robin.spaces[Sp::Blyth.index()].carts_face_down, 1);
    assert_eq!(robin.spaces[Sp::Blyth.index()].carts_face_down_kinds, None);
    assert_eq!(robin.spaces[Sp::Tuxford.index()].carts_face_up, [1, 0, 0]);
    assert_eq!(robin.available_cart_kinds, None);
    let json = serde_json::to_string(&g.view(Viewer::Public)).unwrap();
    assert!(!json.contains("robin_is") && !json.contains("\"legal\":[\""));
    assert!(!robin.legal.is_empty() && sheriff.legal.is_empty());
}

/// What the saves list shows of a game: "setup" until the first card,
/// then the Ballad and how many of the 32 cards have been drawn; and that
/// Gest keeps secrets (the flip screen, the warning before an export).
#[test]
fn contract_stage_setup_then_ballad_and_cards_drawn() {
    use sherwood_engine::{stages, Stage};
    let mut g = Gest::new(&Options::default(), 3);
    assert!(g.keeps_secrets());
    assert_eq!(g.stage(), Stage::new(stages::SETUP, &[]));
    while g.card().is_none() {
        let a = g.legal()[0].clone();
        g.apply(&a).unwrap();
    }
    assert_eq!((g.ballad(), g.deck_len()), (1, 23));
    assert_eq!(g.stage(), Stage::new(stages::BALLAD, &[1, 9]));
}

/// The cards' English titles (the translation keys' fallback) are the
/// published ones, first to last; the Event sides read as written.
#[test]
fn cards_titles_and_sides() {
    use crate::cards::{title, Side, DAY_OF_MARKET, KING_RICHARDS_RETURN, MAJOR_OAK};
    assert_eq!(title(DAY_OF_MARKET), "Day of Market");
    assert_eq!(title(MAJOR_OAK), "Major Oak");
    assert_eq!(title(KING_RICHARDS_RETURN), "King Richard's Return");
    assert_eq!("light".parse(), Ok(Side::Light));
    assert_eq!("dark".parse(), Ok(Side::Dark));
    assert_eq!("grey".parse::<Side>(), Err(()));
}

/// The Rob dice as `games/gest.md` gives their faces: green −1, −1, 0, +1,
/// +2, +3; white −2, −1, −1, 0, +1, +2.
#[test]
fn rob_dice_faces_as_written() {
    use crate::plots::{GREEN_DIE, WHITE_DIE};
    assert_eq!(GREEN_DIE, [-1, -1, 0, 1, 2, 3]);
    assert_eq!(WHITE_DIE, [-2, -1, -1, 0, 1, 2]);
}

/// The map's kinds of space, the river of *Boats & Bridges* and adjacency:
/// by a border, by the Bridge once placed, and by *Major Oak*'s two borders
/// for the Robin Hood player only; Ollerton Hill next to nothing.
#[test]
fn map_kinds_river_and_adjacency() {
    use crate::map::{adjacent, Kind, OAK_BORDERS};
    assert_eq!(Sp::OllertonHill.kind(), Kind::Hill);
    assert!(!Sp::OllertonHill.is_parish() && !Sp::OllertonHill.is_forest());
    assert_eq!(Sp::Nottingham.kind(), Kind::City);
    assert!(Sp::ShireWood.is_forest() && Sp::Blyth.is_parish());
    assert!(!Sp::ShireWood.by_river() && !Sp::OllertonHill.by_river());
    assert!(Sp::Nottingham.by_river() && Sp::Blyth.by_river());
    assert!(
        adjacent(Sp::Nottingham, Sp::Mansfield, None, false),
        "a border"
    );
    assert!(!adjacent(Sp::Blyth, Sp::Bingham, None, false));
    assert!(
        adjacent(
            Sp::Blyth,
            Sp::Bingham,
            Some((Sp::Bingham, Sp::Blyth)),
            false
        ),
        "the Bridge"
    );
    for (a, b) in OAK_BORDERS {
        assert!(!adjacent(a, b, None, false));
        assert!(adjacent(b, a, None, true), "Major Oak");
    }
    assert!(!adjacent(
        Sp::OllertonHill,
        Sp::ShireWood,
        Some((Sp::OllertonHill, Sp::ShireWood)),
        true
    ));
}
