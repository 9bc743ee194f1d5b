//! Rule sections without a test of their own elsewhere: the spaces (1.3.2,
//! 1.3.3), the forces (1.5.1, 1.5.4), Parishes (1.6), Shillings (1.7), the
//! Royal Favour (1.8), the Ballad (2.2), free Plots (3.1.2), Deeds (4.1),
//! Royal Inspection cards (5.1.3), the Victims pile (5.2.1), the Tribute
//! Carriage, the Travellers not tested elsewhere, what Patrol logs (3.3.2),
//! how many Carriages a card moves (2.3) and the Trap Carriage's Defence
//! (1.9).

use super::*;
use crate::cards::Traveller;
use crate::log::Event;
use crate::map::Sp;

/// `seat` First Eligible with 10 Shillings each and a harmless card in play.
fn start(seat: sherwood_engine::Seat) -> Gest {
    let mut g = table(seat);
    g.set_shillings(ROBIN, 10).set_shillings(SHERIFF, 10);
    g
}

/// Robin Hood robs a Traveller put on top of the deck, in `space`, with
/// `men` Hidden Merry Men revealed, choosing `option` ("light" or "dark";
/// Guy of Gisborne has none).
fn rob_traveller(g: &mut Gest, space: &str, men: u8, traveller: Traveller, option: Option<&str>) {
    g.top_traveller(traveller);
    let reveal = format!("reveal {men}");
    let space = format!("space {space}");
    play(
        g,
        &["single", "plot rob", &space, "target traveller", &reveal],
    );
    if let Some(o) = option {
        play(g, &[o]);
    }
}

fn succeeded(g: &Gest) -> bool {
    g.log()
        .iter()
        .rev()
        .find_map(|e| match e.event {
            Event::RobRolled { success, .. } => Some(success),
            _ => None,
        })
        .expect("a Rob was rolled")
}

#[test]
fn rule_1_3_2_forests_have_no_status_one_camp_and_full_rate_capture() {
    let mut g = start(SHERIFF);
    for f in map::FORESTS {
        assert_eq!(g.status(f), None, "never Submissive or Revolting");
    }
    g.put_camps(Sp::ShireWood, 1)
        .put_men(Sp::ShireWood, 1, 0)
        .put_men(Sp::SouthwellForest, 0, 2)
        .put_henchmen(Sp::SouthwellForest, 2);
    // At most one Camp: Recruit cannot build a second one.
    assert!(!g
        .recruit_options(Sp::ShireWood)
        .iter()
        .any(|o| matches!(o, RecruitOpt::Camp(_))));
    // Easy to Capture once Revealed: one piece per Henchman.
    play(
        &mut g,
        &["single", "plot capture", "space southwell_forest"],
    );
    assert_eq!(g.prison(), 2);
}

#[test]
fn rule_1_3_3_nottingham_is_always_submissive_and_never_holds_a_camp() {
    let mut g = start(ROBIN);
    assert!(g.is_submissive(Sp::Nottingham));
    assert_eq!(g.status(Sp::Nottingham), None, "not a Parish");
    g.put_men(Sp::Nottingham, 1, 0);
    // Recruit never goes to a Submissive space, so never to Nottingham.
    play(&mut g, &["single", "plot recruit"]);
    assert!(!has(&g, "space nottingham"));
    // Rob there may target the Treasury, on the white die.
    let mut g = start(ROBIN);
    g.put_men(Sp::Nottingham, 3, 0);
    play(
        &mut g,
        &[
            "single",
            "plot rob",
            "space nottingham",
            "target treasury",
            "reveal 3",
        ],
    );
    assert!(g
        .log()
        .iter()
        .any(|e| matches!(e.event, Event::RobRolled { green: false, .. })));
    // Not a Parish: never counted at Unrest.
    let g = start(ROBIN);
    assert_eq!(g.submissive_parishes(), 7);
}

#[test]
fn rule_1_5_1_new_merry_men_are_hidden_and_camps_go_last() {
    // Placed Hidden even when replacing a Henchman (Turncoat).
    let mut g = start(ROBIN);
    g.set_status(Sp::Bingham, Status::Revolting)
        .put_henchmen(Sp::Bingham, 1)
        .put_men(Sp::Bingham, 0, 1);
    g.set_phase(
        Phase::DeedMenu(DeedCtx::standard(ROBIN)),
        vec![Task::Second],
    );
    play(&mut g, &["deed turncoat", "space bingham"]);
    assert_eq!(
        (g.hidden_at(Sp::Bingham), g.revealed_at(Sp::Bingham)),
        (1, 1)
    );
    // A Camp is removed only once no Merry Man, even Hidden, is left there.
    let mut g = start(SHERIFF);
    g.put_camps(Sp::ShireWood, 1)
        .put_men(Sp::ShireWood, 1, 1)
        .put_henchmen(Sp::ShireWood, 3);
    play(&mut g, &["single", "plot capture", "space shire_wood"]);
    assert_eq!(g.prison(), 1);
    assert_eq!(
        g.space(Sp::ShireWood).camps,
        1,
        "a Hidden Merry Man shields it"
    );
}

#[test]
fn rule_1_5_4_prison_holds_captives_until_mischief_events_or_swashbuckle() {
    let mut g = start(SHERIFF);
    g.put_men(Sp::Blyth, 0, 1)
        .put_robin(Robin::Map {
            at: Sp::Blyth,
            hidden: false,
        })
        .put_henchmen(Sp::Blyth, 2);
    play(&mut g, &["single", "plot capture", "space blyth"]);
    assert_eq!((g.prison(), g.robin()), (1, Robin::Prison));
    assert_eq!(g.prisoners(), 2, "Robin Hood included");
    // Robin Hood alone may leave by Swashbuckle; the other stays.
    let mut g = start(ROBIN);
    g.put_prisoners(1).put_robin(Robin::Prison);
    g.set_phase(
        Phase::DeedMenu(DeedCtx::standard(ROBIN)),
        vec![Task::Second],
    );
    play(&mut g, &["deed swashbuckle", "robin mansfield"]);
    assert_eq!(
        (g.robin(), g.prison()),
        (
            Robin::Map {
                at: Sp::Mansfield,
                hidden: false
            },
            1
        )
    );
}

#[test]
fn rule_1_6_a_passive_parish_is_neither_but_robbed_and_captured_as_submissive() {
    let mut g = start(ROBIN);
    g.set_status(Sp::Bingham, Status::Passive);
    assert!(!g.is_submissive(Sp::Bingham) && !g.is_revolting(Sp::Bingham));
    assert_eq!(g.submissive_parishes(), 6, "not counted at Unrest");
    // No status change takes hold of it.
    g.change_status(Sp::Bingham, Status::Revolting, "test");
    assert_eq!(g.status(Sp::Bingham), Some(Status::Passive));
    // Rob there rolls the white die.
    g.put_men(Sp::Bingham, 3, 0);
    play(
        &mut g,
        &[
            "single",
            "plot rob",
            "space bingham",
            "target traveller",
            "reveal 3",
            "light",
        ],
    );
    assert!(g
        .log()
        .iter()
        .any(|e| matches!(e.event, Event::RobRolled { green: false, .. })));
    // Capture there at full rate, as if Submissive.
    let mut g = start(SHERIFF);
    g.set_status(Sp::Bingham, Status::Passive)
        .put_men(Sp::Bingham, 0, 2)
        .put_henchmen(Sp::Bingham, 2);
    play(&mut g, &["single", "plot capture", "space bingham"]);
    assert_eq!(g.prison(), 2);
}

#[test]
fn rule_1_7_shillings_are_public_and_never_go_below_zero() {
    let mut g = start(ROBIN);
    g.set_shillings(SHERIFF, 1).put_men(Sp::Nottingham, 4, 0);
    for v in [Viewer::Seat(ROBIN), Viewer::Seat(SHERIFF), Viewer::Public] {
        assert_eq!(g.view(v).shillings, [10, 1]);
    }
    // The Treasury gives 2 Shillings, but the Sheriff has only 1.
    play(
        &mut g,
        &[
            "single",
            "plot rob",
            "space nottingham",
            "target treasury",
            "reveal 4",
        ],
    );
    assert_eq!((g.shillings(ROBIN), g.shillings(SHERIFF)), (11, 0));
    // A Plot that cannot be paid for is not offered.
    let mut g = start(ROBIN);
    g.set_shillings(ROBIN, 0).put_men(Sp::ShireWood, 1, 0);
    play(&mut g, &["single"]);
    assert_eq!(legal(&g), ["plot rob"], "Recruit and Sneak cost 1");
}

#[test]
fn rule_1_8_the_royal_favour_has_no_zero_and_stops_at_the_ends() {
    let mut g = start(ROBIN);
    g.set_favour(-1);
    g.shift(1, "test");
    assert_eq!(g.favour(), 1, "from Justice 1 to Order 1");
    g.shift(-2, "test");
    assert_eq!(g.favour(), -2);
    g.set_favour(6);
    g.shift(3, "test");
    assert_eq!(g.favour(), 7, "a move past the end is lost");
    g.set_favour(-7);
    g.shift(-1, "test");
    assert_eq!(g.favour(), -7);
}

/// A Ballad is six regular Events and one Fortune Event ending in a Royal
/// Inspection, and Robin Hood is First Eligible when each begins.
#[test]
fn rule_2_2_a_ballad_is_six_events_a_fortune_and_an_inspection() {
    use sherwood_engine::Rng;
    for seed in 0..20 {
        let mut g = Gest::new(&Options::default(), seed);
        let mut chooser = Rng::new(seed);
        while g.ballad() == 1 && g.outcome().is_none() {
            let legal = g.legal();
            let a = chooser.pick(&legal).unwrap().clone();
            g.apply(&a).unwrap();
        }
        if g.outcome().is_some() {
            continue;
        }
        let drawn: Vec<cards::Card> = g
            .log()
            .iter()
            .filter_map(|e| match e.event {
                Event::CardDrawn { card, ballad: 1 } => Some(card),
                _ => None,
            })
            .collect();
        let kinds: Vec<cards::CardKind> = drawn.iter().map(|&c| cards::kind(c)).collect();
        let count = |k| kinds.iter().filter(|&&x| x == k).count();
        assert_eq!(count(cards::CardKind::Regular), 6, "seed {seed}");
        assert_eq!(count(cards::CardKind::Fortune), 1, "seed {seed}");
        assert_eq!(kinds.last(), Some(&cards::CardKind::RoyalInspection));
        assert_eq!(g.eligible(), [ROBIN, SHERIFF], "seed {seed}");
    }
}

/// A Plot an Event grants for free costs nothing, but its other conditions
/// hold: here Allan-a-Dale's free Patrol with an empty purse, offered only
/// where Henchmen can come in or are already present.
#[test]
fn rule_3_1_2_free_plots_cost_nothing_but_keep_their_conditions() {
    let mut g = start(SHERIFF);
    g.set_card(cards::ALLAN_A_DALE)
        .set_shillings(SHERIFF, 0)
        .put_henchmen(Sp::Nottingham, 1)
        .put_men(Sp::Mansfield, 2, 0);
    play(&mut g, &["event", "dark", "plot patrol"]);
    assert!(has(&g, "space mansfield") && !has(&g, "space bingham"));
    play(
        &mut g,
        &[
            "space mansfield",
            "move henchman nottingham mansfield",
            "done",
        ],
    );
    assert_eq!(g.shillings(SHERIFF), 0);
    assert_eq!(g.revealed_at(Sp::Mansfield), 2, "every Merry Man there");
}

/// Plots & Deeds: one Deed after the Plot; a Deed targets each space once,
/// but may target a space the Plot did.
#[test]
fn rule_4_1_one_deed_after_the_plot_each_space_once() {
    let mut g = start(SHERIFF);
    g.put_henchmen(Sp::Blyth, 1);
    play(
        &mut g,
        &["plots", "plot hire", "space blyth", "count 1", "done"],
    );
    assert!(matches!(g.phase(), Phase::DeedMenu(_)));
    play(&mut g, &["deed confiscate", "space blyth", "kind tallage"]);
    assert!(!has(&g, "space blyth"), "once per space");
    assert!(!has(&g, "deed ride"), "a single Deed");
    assert_eq!(g.space(Sp::Blyth).carts.hidden_total(), 1);
}

/// Royal Inspection cards end the Ballad with a full round; King Richard's
/// Return holds only the Unrest phase and ends the game.
#[test]
fn rule_5_1_3_royal_inspection_cards_end_the_ballad() {
    let mut g = Gest::blank(2);
    g.put_camps(Sp::ShireWood, 1)
        .set_card(cards::KING_RICHARDS_RETURN)
        .set_favour(2)
        .set_phase(
            Phase::Eligible { seat: ROBIN },
            vec![Task::Inspection(Insp::Unrest)],
        );
    g.next();
    assert_eq!(g.outcome().map(|o| o.winner), Some(SHERIFF));
    assert_eq!(
        g.shillings(ROBIN),
        5,
        "no Mischief after King Richard's Return"
    );
    let mut g = Gest::blank(2);
    g.put_camps(Sp::ShireWood, 1)
        .set_card(cards::ROYAL_INSPECTION_A)
        .set_deck(vec![cards::KING_RICHARDS_RETURN, cards::LITTLE_JOHN])
        .set_phase(
            Phase::Eligible { seat: ROBIN },
            vec![Task::Inspection(Insp::Unrest)],
        );
    g.next();
    assert!(g.outcome().is_none());
    assert_eq!(g.shillings(ROBIN), 6, "Mischief: a Forest Camp");
}

/// Victims never go back into the Traveller deck, not even at Reset.
#[test]
fn rule_5_2_1_the_victims_pile_is_never_reshuffled() {
    let mut g = start(ROBIN);
    g.put_men(Sp::ShireWood, 5, 0);
    rob_traveller(
        &mut g,
        "shire_wood",
        5,
        Traveller::RichMerchant,
        Some("dark"),
    );
    assert_eq!(g.victims(), [Traveller::RichMerchant]);
    g.inspection(Insp::Reset);
    assert_eq!(g.victims(), [Traveller::RichMerchant]);
    assert_eq!(g.travellers().len(), 9);
    assert_eq!(
        g.travellers()
            .iter()
            .filter(|&&t| t == Traveller::RichMerchant)
            .count(),
        1,
        "the robbed one stays a Victim; the other is in the deck"
    );
}

#[test]
fn rule_3_2_3_robbing_a_tribute_carriage_pays_two_and_shifts_toward_justice() {
    let mut g = start(ROBIN);
    g.put_men(Sp::SouthwellForest, 4, 0)
        .put_cart(Sp::SouthwellForest, CartKind::Tribute, false);
    play(
        &mut g,
        &[
            "single",
            "plot rob",
            "space southwell_forest",
            "target cart",
            "reveal 4",
        ],
    );
    assert!(succeeded(&g));
    assert_eq!((g.shillings(ROBIN), g.favour()), (12, -1));
    assert_eq!(g.used_carts(), [0, 1, 0]);
}

#[test]
fn traveller_monks_charity_beating_or_a_submissive_parish() {
    let mut g = start(ROBIN);
    g.put_men(Sp::ShireWood, 5, 0);
    rob_traveller(&mut g, "shire_wood", 5, Traveller::Monks, Some("light"));
    assert_eq!(g.shillings(ROBIN), 11);
    assert_eq!(g.traveller_discard(), [Traveller::Monks]);
    let mut g = start(ROBIN);
    g.put_men(Sp::ShireWood, 5, 0);
    rob_traveller(&mut g, "shire_wood", 5, Traveller::Monks, Some("dark"));
    assert_eq!(g.shillings(ROBIN), 13);
    assert_eq!(g.victims(), [Traveller::Monks]);
    // The beating fails: the space is set Submissive.
    let mut g = start(ROBIN);
    g.set_status(Sp::Remston, Status::Revolting)
        .put_men(Sp::Remston, 1, 0)
        .put_henchmen(Sp::Remston, 4);
    rob_traveller(&mut g, "remston", 1, Traveller::Monks, Some("dark"));
    assert!(!succeeded(&g));
    assert_eq!(g.status(Sp::Remston), Some(Status::Submissive));
    assert_eq!(g.traveller_discard(), [Traveller::Monks]);
}

#[test]
fn traveller_the_potter_toll_or_a_clever_trick() {
    let mut g = start(ROBIN);
    g.put_men(Sp::ShireWood, 5, 0);
    rob_traveller(&mut g, "shire_wood", 5, Traveller::ThePotter, Some("light"));
    assert_eq!(g.shillings(ROBIN), 13);
    // The trick works: Robin Hood appears Revealed next to Nottingham, with
    // 2 of the Sheriff's Shillings and a step toward Justice.
    let mut g = start(ROBIN);
    g.put_men(Sp::ShireWood, 5, 0);
    hidden_robin_at(&mut g, Sp::Remston);
    rob_traveller(&mut g, "shire_wood", 5, Traveller::ThePotter, Some("dark"));
    play(&mut g, &["robin mansfield"]);
    assert_eq!(
        g.robin(),
        Robin::Map {
            at: Sp::Mansfield,
            hidden: false
        }
    );
    assert_eq!(
        (g.shillings(ROBIN), g.shillings(SHERIFF), g.favour()),
        (12, 8, -1)
    );
    assert_eq!(g.victims(), [Traveller::ThePotter]);
    // The trick fails: Robin Hood is Captured, one step toward Order.
    let mut g = start(ROBIN);
    g.put_men(Sp::Blyth, 1, 0).put_henchmen(Sp::Blyth, 4);
    hidden_robin_at(&mut g, Sp::Remston);
    rob_traveller(&mut g, "blyth", 1, Traveller::ThePotter, Some("dark"));
    assert_eq!((g.robin(), g.favour()), (Robin::Prison, 2));
    assert_eq!(g.traveller_discard(), [Traveller::ThePotter]);
}

#[test]
fn traveller_the_millers_son_easy_shillings_or_a_new_recruit() {
    let mut g = start(ROBIN);
    g.put_men(Sp::ShireWood, 5, 0);
    rob_traveller(
        &mut g,
        "shire_wood",
        5,
        Traveller::TheMillersSon,
        Some("light"),
    );
    assert_eq!(g.shillings(ROBIN), 12);
    // A new recruit, Hidden, in the space or next to it; it may be Robin
    // Hood from Available.
    let mut g = start(ROBIN);
    g.put_men(Sp::ShireWood, 5, 0);
    rob_traveller(
        &mut g,
        "shire_wood",
        5,
        Traveller::TheMillersSon,
        Some("dark"),
    );
    assert_eq!(g.shillings(ROBIN), 11);
    assert!(has(&g, "space blyth") && has(&g, "robin blyth") && !has(&g, "space remston"));
    play(&mut g, &["robin blyth"]);
    assert_eq!(g.robin_at(), Some(Sp::Blyth));
    assert!(g.robin_hidden());
    assert_eq!(g.victims(), [Traveller::TheMillersSon]);
    // It fails: a Henchman is placed in the space.
    let mut g = start(ROBIN);
    g.put_men(Sp::Blyth, 1, 0).put_henchmen(Sp::Blyth, 4);
    rob_traveller(&mut g, "blyth", 1, Traveller::TheMillersSon, Some("dark"));
    assert_eq!(g.space(Sp::Blyth).henchmen, 5);
}

#[test]
fn traveller_bishop_of_hereford_donation_or_repentance() {
    let mut g = start(ROBIN);
    g.put_men(Sp::ShireWood, 5, 0);
    rob_traveller(
        &mut g,
        "shire_wood",
        5,
        Traveller::BishopOfHereford,
        Some("light"),
    );
    assert_eq!(g.shillings(ROBIN), 13);
    assert_eq!(g.traveller_discard(), [Traveller::BishopOfHereford]);
    let mut g = start(ROBIN);
    g.put_men(Sp::ShireWood, 5, 0);
    rob_traveller(
        &mut g,
        "shire_wood",
        5,
        Traveller::BishopOfHereford,
        Some("dark"),
    );
    assert_eq!(g.shillings(ROBIN), 16);
    assert_eq!(g.victims(), [Traveller::BishopOfHereford]);
    // Repentance fails: 3 Shillings to the Sheriff, the space Submissive.
    let mut g = start(ROBIN);
    g.set_status(Sp::Remston, Status::Revolting)
        .put_men(Sp::Remston, 1, 0)
        .put_henchmen(Sp::Remston, 4);
    rob_traveller(
        &mut g,
        "remston",
        1,
        Traveller::BishopOfHereford,
        Some("dark"),
    );
    assert!(!succeeded(&g));
    assert_eq!(g.shillings(SHERIFF), 13);
    assert_eq!(g.status(Sp::Remston), Some(Status::Submissive));
}

/// Guy of Gisborne as a Traveller: one option, Defence 3; beaten, he leaves
/// the game; otherwise the robbers are Captured.
#[test]
fn traveller_guy_of_gisborne_fight() {
    let mut g = start(ROBIN);
    g.put_men(Sp::ShireWood, 5, 0);
    rob_traveller(&mut g, "shire_wood", 5, Traveller::GuyOfGisborne, None);
    assert!(succeeded(&g));
    assert!(g.travellers_out.contains(&Traveller::GuyOfGisborne));
    assert_eq!(g.shillings(ROBIN), 10, "no reward but his absence");
    let mut g = start(ROBIN);
    g.put_men(Sp::Blyth, 2, 0).put_henchmen(Sp::Blyth, 2);
    rob_traveller(&mut g, "blyth", 2, Traveller::GuyOfGisborne, None);
    assert!(!succeeded(&g));
    assert_eq!(g.prison(), 2);
    assert_eq!(g.traveller_discard(), [Traveller::GuyOfGisborne]);
}

fn hidden_robin_at(g: &mut Gest, s: Sp) {
    g.put_robin(Robin::Map {
        at: s,
        hidden: true,
    });
}

/// Rule 3.3.2: Patrol reveals blindly one Hidden Merry Man per Henchman and
/// logs what it revealed; where nobody is Hidden it reveals, and logs,
/// nothing.
#[test]
fn rule_3_3_2_patrol_logs_the_merry_men_it_reveals_and_nothing_else() {
    let patrol = |hidden: u8| {
        let mut g = start(SHERIFF);
        g.put_henchmen(Sp::Nottingham, 1)
            .put_men(Sp::Mansfield, hidden, 1);
        let from = g.log().len();
        play(
            &mut g,
            &[
                "single",
                "plot patrol",
                "space mansfield",
                "move henchman nottingham mansfield",
                "done",
            ],
        );
        g.log()[from..]
            .iter()
            .filter_map(|e| match e.event {
                Event::Revealed { at, n, robin } => Some((at, n, robin)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(patrol(2), [(Sp::Mansfield, 1, false)]);
    assert_eq!(patrol(0), []);
}

/// Rule 2.3: a drawn card moves as many Carriages as it shows (Corruption:
/// two), each once, and no more than are on the map: with none there, no
/// Carriage step at all; with three, the third stays.
#[test]
fn rule_2_3_carriages_moved_as_the_card_shows_and_the_map_holds() {
    let draw = |carts: &[(Sp, CartKind)]| {
        let mut g = Gest::blank(1);
        for &(s, kind) in carts {
            g.put_cart(s, kind, false);
        }
        g.set_deck(vec![cards::KING_RICHARDS_RETURN, cards::CORRUPTION]);
        g.set_phase(Phase::Eligible { seat: ROBIN }, vec![Task::Draw]);
        g.next();
        g
    };
    let left = |g: &Gest| match g.phase() {
        Phase::Carriages { left, .. } => Some(*left),
        _ => None,
    };
    let g = draw(&[]);
    assert_eq!(left(&g), None);
    assert!(matches!(g.phase(), Phase::Eligible { seat: ROBIN }));
    assert_eq!(left(&draw(&[(Sp::Bingham, CartKind::Tallage)])), Some(1));
    let mut g = draw(&[
        (Sp::Bingham, CartKind::Tallage),
        (Sp::Retford, CartKind::Trap),
        (Sp::Newark, CartKind::Tribute),
    ]);
    assert_eq!(left(&g), Some(2));
    play(&mut g, &["cart bingham tallage hidden"]);
    assert_eq!(left(&g), Some(1));
    play(&mut g, &["cart retford trap hidden"]);
    assert!(matches!(g.phase(), Phase::Eligible { seat: ROBIN }));
    assert_eq!(
        g.space(Sp::Newark).carts.hidden,
        [0, 1, 0],
        "the third stays"
    );
}

/// Rule 1.9 (gest.md, contradiction 2): the Trap Carriage adds a Defence of
/// 2 to the Henchmen where it is robbed; the Tallage and Tribute ones, none.
#[test]
fn rule_1_9_only_the_trap_carriage_defends() {
    for (kind, extra) in [
        (CartKind::Tallage, 0),
        (CartKind::Tribute, 0),
        (CartKind::Trap, 2),
    ] {
        let mut g = start(ROBIN);
        g.put_men(Sp::Tuxford, 3, 0)
            .put_henchmen(Sp::Tuxford, 1)
            .put_cart(Sp::Tuxford, kind, true);
        play(
            &mut g,
            &[
                "single",
                "plot rob",
                "space tuxford",
                &format!("target cart {kind}"),
                "reveal 3",
            ],
        );
        let defence = g
            .log()
            .iter()
            .find_map(|e| match e.event {
                Event::RobRolled { defence, .. } => Some(defence),
                _ => None,
            })
            .expect("a Rob was rolled");
        assert_eq!(defence, 1 + extra, "{kind}");
    }
}
