//! One test per Event card side (rule 5.1) and per Fortune Event (rule 2.4).

use super::*;
use crate::cards::*;
use crate::map::{Sp, PARISHES};

/// Robin Hood First Eligible with `card` in play and 10 Shillings each.
pub(super) fn at(card: Card) -> Gest {
    let mut g = table(ROBIN);
    g.set_card(card)
        .set_shillings(ROBIN, 10)
        .set_shillings(SHERIFF, 10);
    g
}

/// The Sheriff First Eligible with `card` in play and 10 Shillings each.
pub(super) fn at_sheriff(card: Card) -> Gest {
    let mut g = at(card);
    g.eligible = [SHERIFF, ROBIN];
    g.set_phase(Phase::Eligible { seat: SHERIFF }, vec![Task::Second]);
    g
}

pub(super) fn hidden_robin(g: &mut Gest, s: Sp) {
    g.put_robin(Robin::Map {
        at: s,
        hidden: true,
    });
}

/// Robin Hood is drawn at the odds of a blind pick when the Sheriff plays
/// `card` (in 4 to 20 of 24 seeded plays where `drawn` says he was), never
/// when Robin Hood's own player does (he names his pieces).
fn drawn_blindly(card: Card, drawn: impl Fn(Gest, u64) -> bool) {
    let by_sheriff = (0..24)
        .filter(|&seed| drawn(at_sheriff(card), seed))
        .count();
    assert!(
        (4..=20).contains(&by_sheriff),
        "card {card}: {by_sheriff} of 24"
    );
    assert!(
        !(0..24).any(|seed| drawn(at(card), seed)),
        "card {card}: his own player names him"
    );
}

/// A Fortune Event drawn now.
fn fortune(card: Card) -> Gest {
    let mut g = at(card);
    g.set_phase(
        Phase::Eligible { seat: ROBIN },
        vec![Task::Event(EventState::new(card, Side::Light, SHERIFF))],
    );
    g.set_deck(vec![KING_RICHARDS_RETURN, LITTLE_JOHN]);
    g
}

#[test]
fn card_01_day_of_market_sells_henchmen_then_a_merry_man() {
    let mut g = fortune(DAY_OF_MARKET);
    g.put_henchmen(Sp::Blyth, 2).put_men(Sp::ShireWood, 1, 0);
    g.next();
    play(
        &mut g,
        &[
            "space blyth",
            "space blyth",
            "done",
            "pick shire_wood hidden",
        ],
    );
    assert_eq!(g.shillings(SHERIFF), 12);
    assert_eq!(g.shillings(ROBIN), 11, "half the Sheriff's two Shillings");
    assert_eq!(
        g.card(),
        Some(LITTLE_JOHN),
        "play goes on with the next card"
    );
}

#[test]
fn card_02_bishop_of_hereford_light_joins_the_travellers() {
    let mut g = at(BISHOP_OF_HEREFORD);
    play(&mut g, &["event", "light"]);
    assert!(g.travellers().contains(&Traveller::BishopOfHereford));
    assert_eq!(
        g.travellers()
            .iter()
            .filter(|&&t| t == Traveller::NobleKnight)
            .count(),
        1
    );
    assert_eq!(g.travellers().len(), 10);
}

#[test]
fn card_02_bishop_of_hereford_dark_pays_and_takes_a_monk() {
    let mut g = at_sheriff(BISHOP_OF_HEREFORD);
    play(&mut g, &["event", "dark"]);
    assert_eq!(g.shillings(SHERIFF), 12);
    assert_eq!(g.victims(), [Traveller::Monks]);
    // Either player may take either side: the Shillings go to whoever plays.
    let mut g = at(BISHOP_OF_HEREFORD);
    play(&mut g, &["event", "dark"]);
    assert_eq!((g.shillings(ROBIN), g.shillings(SHERIFF)), (12, 10));
}

#[test]
fn card_03_queen_eleanor_knight_to_victims_then_justice() {
    let mut g = fortune(QUEEN_ELEANOR);
    g.next();
    play(&mut g, &["yes"]);
    assert_eq!(g.victims(), [Traveller::NobleKnight]);
    assert_eq!(g.favour(), -1, "fewer than 4 victims: toward Justice");
}

#[test]
fn card_04_guy_of_gisborne_light_swaps_robin_with_a_decoy() {
    let mut g = at(GUY_OF_GISBORNE);
    hidden_robin(&mut g, Sp::ShireWood);
    g.put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "light", "swap blyth hidden"]);
    assert_eq!(g.robin_at(), Some(Sp::Blyth));
    assert!(g.robin_hidden());
    assert_eq!(g.space(Sp::ShireWood).revealed, 1);
    assert!(g.view(Viewer::Seat(SHERIFF)).robin.is_none());
}

#[test]
fn card_04_guy_of_gisborne_dark_joins_the_travellers() {
    let mut g = at(GUY_OF_GISBORNE);
    play(&mut g, &["event", "dark"]);
    assert!(g.travellers().contains(&Traveller::GuyOfGisborne));
    assert_eq!(
        g.travellers()
            .iter()
            .filter(|&&t| t == Traveller::Monks)
            .count(),
        2
    );
}

#[test]
fn card_05_little_john_light_reveals_robin_for_a_man_and_shillings() {
    let mut g = at(LITTLE_JOHN);
    hidden_robin(&mut g, Sp::Remston);
    play(&mut g, &["event", "light"]);
    assert!(!g.robin_hidden());
    assert_eq!(g.hidden_at(Sp::Remston), 1);
    assert_eq!(g.shillings(ROBIN), 12);
}

#[test]
fn card_05_little_john_dark_subdues_a_parish_with_a_revealed_man() {
    let mut g = at(LITTLE_JOHN);
    g.set_status(Sp::Remston, Status::Revolting)
        .put_men(Sp::Remston, 0, 1);
    play(&mut g, &["event", "dark", "space remston"]);
    assert_eq!(g.status(Sp::Remston), Some(Status::Submissive));
}

#[test]
fn card_06_prioress_of_kirklees_light_hides_a_parish() {
    let mut g = at(PRIORESS_OF_KIRKLEES);
    g.put_men(Sp::Blyth, 0, 2);
    play(&mut g, &["event", "light", "space blyth"]);
    assert_eq!(g.hidden_at(Sp::Blyth), 2);
    assert_eq!(g.favour(), -1);
}

#[test]
fn card_06_prioress_of_kirklees_dark_poisons_robin_and_a_companion() {
    let mut g = at(PRIORESS_OF_KIRKLEES);
    hidden_robin(&mut g, Sp::Tuxford);
    g.put_men(Sp::Tuxford, 1, 0);
    play(&mut g, &["event", "dark", "remove hidden"]);
    assert_eq!(g.robin(), Robin::Available);
    assert_eq!(g.men_at(Sp::Tuxford), 0);
    assert_eq!(g.available().merry_men, MERRY_MEN);
}

#[test]
fn card_07_yeomen_revolt_light_and_dark() {
    let mut g = at(YEOMEN_REVOLT);
    g.put_henchmen(Sp::Blyth, 1);
    play(&mut g, &["event", "light"]);
    assert!(!has(&g, "space blyth"));
    play(&mut g, &["space newark"]);
    assert!(g.is_revolting(Sp::Newark));
    assert_eq!(g.favour(), -1);
    let mut g = at(YEOMEN_REVOLT);
    play(&mut g, &["event", "dark"]);
    assert_eq!(g.favour(), 2);
}

#[test]
fn card_08_warden_of_the_forest_hire_donate_then_shift() {
    let mut g = fortune(WARDEN_OF_THE_FOREST);
    g.set_status(Sp::Remston, Status::Revolting)
        .put_henchmen(Sp::Remston, 1)
        .put_men(Sp::Blyth, 1, 0);
    g.next();
    play(&mut g, &["plot hire", "space remston"]);
    assert_eq!(g.status(Sp::Remston), Some(Status::Submissive));
    play(&mut g, &["deed donate", "space blyth"]);
    assert!(g.is_revolting(Sp::Blyth));
    // Six Submissive Parishes: toward Order.
    assert_eq!(g.favour(), 2);
}

#[test]
fn card_09_social_bandit_light_camp_where_robin_is() {
    let mut g = at(SOCIAL_BANDIT);
    hidden_robin(&mut g, Sp::Bingham);
    play(&mut g, &["event", "light"]);
    assert_eq!(g.space(Sp::Bingham).camps, 1);
    assert_eq!((g.favour(), g.shillings(ROBIN)), (-1, 12));
}

#[test]
fn card_09_social_bandit_dark_subdues_robins_parish() {
    let mut g = at(SOCIAL_BANDIT);
    g.set_status(Sp::Remston, Status::Revolting);
    hidden_robin(&mut g, Sp::Remston);
    play(&mut g, &["event", "dark"]);
    assert_eq!(g.status(Sp::Remston), Some(Status::Submissive));
    assert!(!g.robin_hidden());
}

#[test]
fn card_10_tax_collectors_light_gathers_men_in_nottingham_to_rob() {
    let mut g = at(TAX_COLLECTORS);
    g.put_men(Sp::ShireWood, 2, 0);
    hidden_robin(&mut g, Sp::Mansfield);
    play(
        &mut g,
        &[
            "event",
            "light",
            "move hidden shire_wood nottingham",
            "move hidden shire_wood nottingham",
            "move robin mansfield nottingham",
            "done",
        ],
    );
    assert_eq!(g.hidden_at(Sp::Nottingham), 3);
    // Then Robin Hood may Rob there (a free, optional Plot).
    assert_eq!(legal(&g), ["plot rob", "done"]);
    play(
        &mut g,
        &[
            "plot rob",
            "space nottingham",
            "target treasury",
            "reveal 2 robin",
        ],
    );
    assert_eq!(g.shillings(SHERIFF), 8);
}

#[test]
fn card_10_tax_collectors_dark_confiscates_anywhere() {
    let mut g = at(TAX_COLLECTORS);
    g.set_status(Sp::Blyth, Status::Revolting)
        .put_henchmen(Sp::Blyth, 1);
    play(
        &mut g,
        &["event", "dark", "space blyth", "kind trap", "done"],
    );
    assert_eq!(g.space(Sp::Blyth).carts.hidden, [0, 0, 1]);
}

#[test]
fn card_11_great_escape_light_frees_everyone_near_nottingham() {
    let mut g = at(GREAT_ESCAPE);
    g.put_prisoners(2).put_robin(Robin::Prison);
    play(
        &mut g,
        &[
            "event",
            "light",
            "robin mansfield",
            "send revealed shire_wood",
            "send revealed southwell_forest",
        ],
    );
    assert_eq!(g.prison(), 0);
    assert_eq!(g.revealed_at(Sp::Mansfield), 1);
    assert!(matches!(g.phase(), Phase::Eligible { seat: SHERIFF }));
}

#[test]
fn card_11_great_escape_dark_reveals_and_captures() {
    let mut g = at(GREAT_ESCAPE);
    g.put_men(Sp::Blyth, 2, 0).put_henchmen(Sp::Blyth, 2);
    play(&mut g, &["event", "dark", "space blyth"]);
    assert_eq!(g.prison(), 2);
}

#[test]
fn card_12_boats_and_bridges_light_carries_men_by_river() {
    let mut g = at(BOATS_AND_BRIDGES);
    g.put_men(Sp::Newark, 1, 1);
    play(
        &mut g,
        &[
            "event",
            "light",
            "space newark",
            "send hidden bingham",
            "send revealed bingham",
            "done",
        ],
    );
    assert_eq!(g.hidden_at(Sp::Bingham), 2);
}

#[test]
fn card_12_boats_and_bridges_dark_builds_a_bridge() {
    let mut g = at(BOATS_AND_BRIDGES);
    play(
        &mut g,
        &["event", "dark", "space nottingham", "space remston"],
    );
    assert_eq!(g.bridge(), Some((Sp::Nottingham, Sp::Remston)));
    assert!(g.adjacent(Sp::Remston, Sp::Nottingham, false));
    assert_eq!(g.favour(), 2);
}

/// Ambush moves "any number of Merry Men" into the Carriage's space from
/// anywhere (unlike #10 and #21, which say "from adjacent spaces"), and the
/// Rob there is attempted now: it cannot be declined.
#[test]
fn card_13_ambush_light_gathers_from_anywhere_and_must_rob() {
    let mut g = at(AMBUSH);
    g.put_cart(Sp::Tuxford, CartKind::Tribute, false)
        .put_men(Sp::Blyth, 0, 2)
        .put_men(Sp::Remston, 1, 0)
        .put_henchmen(Sp::Tuxford, 1);
    hidden_robin(&mut g, Sp::Bingham);
    play(&mut g, &["event", "light", "space tuxford"]);
    assert!(has(&g, "move hidden remston tuxford") && has(&g, "move robin bingham tuxford"));
    play(
        &mut g,
        &[
            "move revealed blyth tuxford",
            "move revealed blyth tuxford",
            "move hidden remston tuxford",
            "move robin bingham tuxford",
            "done",
        ],
    );
    assert_eq!(g.hidden_at(Sp::Tuxford), 4);
    assert_eq!(legal(&g), ["plot rob"], "the Rob is not optional");
    play(&mut g, &["plot rob"]);
    assert_eq!(legal(&g), ["space tuxford"]);
}

#[test]
fn card_13_ambush_dark_reveals_a_forest() {
    let mut g = at(AMBUSH);
    g.put_men(Sp::ShireWood, 2, 0);
    play(&mut g, &["event", "dark", "space shire_wood"]);
    assert_eq!(g.revealed_at(Sp::ShireWood), 2);
    assert_eq!(g.favour(), 2);
}

#[test]
fn card_14_temporary_truce_both_sides_withdraw() {
    let mut g = fortune(TEMPORARY_TRUCE);
    g.set_status(Sp::Remston, Status::Revolting)
        .put_henchmen(Sp::Remston, 1)
        .put_men(Sp::Blyth, 0, 1);
    g.next();
    play(&mut g, &["yes", "move henchman remston nottingham"]);
    assert_eq!(g.favour(), 2);
    play(&mut g, &["yes", "move revealed blyth shire_wood"]);
    assert_eq!(g.hidden_at(Sp::ShireWood), 1);
    assert_eq!(g.favour(), 1, "one step back toward Justice");
}

#[test]
fn card_15_will_scarlet_light_second_camp_in_a_forest() {
    let mut g = at(WILL_SCARLET);
    g.put_camps(Sp::ShireWood, 1);
    play(&mut g, &["event", "light", "space shire_wood"]);
    assert_eq!(g.space(Sp::ShireWood).camps, 2);
    assert_eq!(g.favour(), -1);
}

#[test]
fn card_15_will_scarlet_dark_reveals_robin_and_patrols_free() {
    let mut g = at(WILL_SCARLET);
    hidden_robin(&mut g, Sp::ShireWood);
    g.put_henchmen(Sp::Nottingham, 2).set_shillings(SHERIFF, 0);
    play(&mut g, &["event", "dark"]);
    assert!(!g.robin_hidden());
    play(
        &mut g,
        &[
            "plot patrol",
            "space mansfield",
            "move henchman nottingham mansfield",
            "done",
        ],
    );
    assert_eq!(g.space(Sp::Mansfield).henchmen, 1);
    assert_eq!(g.shillings(SHERIFF), 0, "free Plot");
}

#[test]
fn card_16_heavy_rain_single_plot_or_two_shillings() {
    let mut g = fortune(HEAVY_RAIN);
    g.next();
    assert!(matches!(g.phase(), Phase::Event(es) if es.seat == ROBIN));
    play(
        &mut g,
        &["gain", "single", "plot hire", "space nottingham", "count 4"],
    );
    assert_eq!(g.shillings(ROBIN), 12);
    assert_eq!(g.space(Sp::Nottingham).henchmen, 4);
    assert_eq!(g.card(), Some(LITTLE_JOHN));
}

#[test]
fn card_17_the_red_cap_light_stirs_an_adjacent_parish() {
    let mut g = at(THE_RED_CAP);
    hidden_robin(&mut g, Sp::Tuxford);
    play(&mut g, &["event", "light", "space newark"]);
    assert!(g.is_revolting(Sp::Newark));
    assert_eq!(g.favour(), -1);
}

#[test]
fn card_17_the_red_cap_dark_brings_henchmen_to_robin() {
    let mut g = at(THE_RED_CAP);
    hidden_robin(&mut g, Sp::Blyth);
    g.put_henchmen(Sp::Nottingham, 3);
    play(
        &mut g,
        &[
            "event",
            "dark",
            "move henchman nottingham blyth",
            "move henchman nottingham blyth",
        ],
    );
    assert_eq!(g.space(Sp::Blyth).henchmen, 2);
}

#[test]
fn card_18_allan_a_dale_light_reveals_for_shillings() {
    let mut g = at(ALLAN_A_DALE);
    g.put_men(Sp::Remston, 3, 0);
    play(&mut g, &["event", "light", "space remston", "reveal 3"]);
    assert_eq!(g.shillings(ROBIN), 13);
    assert_eq!(g.favour(), -1);
}

#[test]
fn card_18_allan_a_dale_dark_patrol_reveals_everyone() {
    let mut g = at(ALLAN_A_DALE);
    g.put_henchmen(Sp::Blyth, 1).put_men(Sp::Blyth, 3, 0);
    play(
        &mut g,
        &["event", "dark", "plot patrol", "space blyth", "done"],
    );
    assert_eq!(g.revealed_at(Sp::Blyth), 3);
}

#[test]
fn card_19_royal_pardon_light_and_dark() {
    let mut g = at(ROYAL_PARDON);
    g.put_prisoners(4);
    play(&mut g, &["event", "light", "space mansfield"]);
    assert_eq!((g.prison(), g.revealed_at(Sp::Mansfield)), (2, 2));
    let mut g = at(ROYAL_PARDON);
    g.put_prisoners(4);
    play(&mut g, &["event", "dark", "count 4"]);
    assert_eq!((g.prison(), g.favour()), (0, 3));
}

/// Robin Hood is a Merry Man (rule 6.2): he counts among the prisoners. With
/// Robin Hood and one Merry Man in Prison the light side frees one of them
/// (the player who plays it chooses which); with Robin Hood alone in Prison
/// the card can still be chosen, and its dark side may release him.
#[test]
fn card_19_royal_pardon_counts_robin_hood_among_the_prisoners() {
    let mut g = at(ROYAL_PARDON);
    g.put_prisoners(1).put_robin(Robin::Prison);
    play(&mut g, &["event", "light"]);
    assert!(has(&g, "space mansfield") && has(&g, "robin mansfield"));
    play(&mut g, &["robin mansfield"]);
    assert_eq!(
        g.robin(),
        Robin::Map {
            at: Sp::Mansfield,
            hidden: false
        }
    );
    assert_eq!(g.prison(), 1, "half of two: Robin Hood alone left");
    let mut g = at(ROYAL_PARDON);
    g.put_prisoners(1).put_robin(Robin::Prison);
    play(&mut g, &["event", "light", "space shire_wood"]);
    assert_eq!((g.prison(), g.revealed_at(Sp::ShireWood)), (0, 1));
    assert_eq!(g.robin(), Robin::Prison);
    // Robin Hood alone: the Event may be taken, the light side frees nobody.
    let mut g = at(ROYAL_PARDON);
    g.put_robin(Robin::Prison);
    assert!(has(&g, "event"));
    play(&mut g, &["event"]);
    assert_eq!(legal(&g), ["dark"]);
    play(&mut g, &["dark"]);
    assert_eq!(legal(&g), ["remove robin", "count 0"]);
    play(&mut g, &["remove robin", "count 0"]);
    assert_eq!((g.robin(), g.favour()), (Robin::Available, 1));
    // Robin Hood and a Merry Man released: two, one step toward Order.
    let mut g = at(ROYAL_PARDON);
    g.put_prisoners(1).put_robin(Robin::Prison);
    play(&mut g, &["event", "dark", "remove robin", "count 1"]);
    assert_eq!((g.prisoners(), g.favour()), (0, 2));
}

#[test]
fn card_20_major_oak_light_camp_on_ollerton_hill() {
    let mut g = at(MAJOR_OAK);
    assert!(!g.great_oak(), "not before the event");
    play(&mut g, &["event", "light"]);
    assert_eq!(g.space(Sp::OllertonHill).camps, 1);
    assert!(g.great_oak());
    // For the Robin Hood player (every Merry Man he moves), not the Sheriff.
    assert!(g.adjacent(Sp::Blyth, Sp::SouthwellForest, true));
    assert!(!g.adjacent(Sp::Blyth, Sp::SouthwellForest, false));
}

/// Rule 1.3.4: once Major Oak stands, Shire Wood–Tuxford and Southwell
/// Forest–Blyth are adjacent "solo per il giocatore Robin Hood": for every
/// Merry Man he moves (Sneak, a Swashbuckle companion, an Event's moves), and
/// never for the Sheriff's Henchmen.
#[test]
fn card_20_major_oak_borders_serve_every_merry_man_never_henchmen() {
    let oak = |seat| {
        let mut g = at(MAJOR_OAK);
        g.great_oak = true;
        g.eligible = [seat, 1 - seat];
        g.set_phase(Phase::Eligible { seat }, vec![Task::Second]);
        g
    };
    // Sneak: an ordinary Hidden Merry Man crosses from Blyth to Southwell Forest.
    let mut g = oak(ROBIN);
    g.put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["single", "plot sneak", "space blyth"]);
    assert!(has(&g, "send hidden southwell_forest"));
    play(&mut g, &["send hidden southwell_forest", "done"]);
    assert_eq!(g.hidden_at(Sp::SouthwellForest), 1);
    // Swashbuckle: Robin Hood's companion crosses too.
    let mut g = oak(ROBIN);
    hidden_robin(&mut g, Sp::ShireWood);
    g.put_men(Sp::ShireWood, 0, 1);
    g.set_phase(
        Phase::DeedMenu(DeedCtx::standard(ROBIN)),
        vec![Task::Second],
    );
    play(
        &mut g,
        &["deed swashbuckle", "swashbuckle mansfield revealed tuxford"],
    );
    assert_eq!(g.hidden_at(Sp::Tuxford), 1);
    // An Event's moves by the Robin Hood player (Robin's Horn).
    let mut g = oak(ROBIN);
    g.set_card(ROBINS_HORN);
    hidden_robin(&mut g, Sp::Tuxford);
    g.put_men(Sp::ShireWood, 1, 0);
    play(
        &mut g,
        &["event", "light", "move hidden shire_wood tuxford"],
    );
    // Henchmen never use them: no Patrol from Shire Wood into Tuxford.
    let mut g = oak(SHERIFF);
    g.put_henchmen(Sp::ShireWood, 2).set_shillings(SHERIFF, 10);
    play(&mut g, &["single", "plot patrol"]);
    assert!(!has(&g, "space tuxford"));
}

#[test]
fn card_20_major_oak_dark_destroys_a_forest_camp() {
    let mut g = at(MAJOR_OAK);
    g.put_camps(Sp::SouthwellForest, 1);
    play(&mut g, &["event", "dark", "space southwell_forest"]);
    assert_eq!(g.space(Sp::SouthwellForest).camps, 0);
    assert_eq!(g.favour(), 2);
}

#[test]
fn card_21_robins_horn_light_calls_men_to_robin() {
    let mut g = at(ROBINS_HORN);
    hidden_robin(&mut g, Sp::ShireWood);
    g.put_men(Sp::Blyth, 2, 0).put_men(Sp::Mansfield, 0, 1);
    play(
        &mut g,
        &[
            "event",
            "light",
            "move hidden blyth shire_wood",
            "move revealed mansfield shire_wood",
            "done",
        ],
    );
    assert_eq!(g.hidden_at(Sp::ShireWood), 2);
    assert_eq!(g.revealed_at(Sp::ShireWood), 1, "Robin Hood, revealed");
    assert!(has(&g, "plot rob"));
}

#[test]
fn card_21_robins_horn_dark_places_henchmen_then_captures() {
    let mut g = at(ROBINS_HORN);
    g.victims = vec![Traveller::Monks; 3];
    g.put_men(Sp::Blyth, 0, 1);
    play(&mut g, &["event", "dark", "space blyth", "space blyth"]);
    assert_eq!(g.space(Sp::Blyth).henchmen, 2);
    play(&mut g, &["plot capture", "space blyth"]);
    assert_eq!(g.prison(), 1);
}

#[test]
fn card_22_fast_carriages_light_sneak_then_rob_with_a_bonus() {
    let mut g = at(FAST_CARRIAGES);
    g.put_men(Sp::ShireWood, 1, 0);
    play(&mut g, &["event", "light"]);
    assert!(matches!(g.phase(), Phase::PlotMenu(ctx) if ctx.plots == [Plot::Sneak]));
    play(&mut g, &["done"]);
    assert!(
        matches!(g.phase(), Phase::PlotMenu(ctx) if ctx.plots == [Plot::Rob] && ctx.bonus == 1)
    );
}

#[test]
fn card_22_fast_carriages_dark_rushes_a_carriage_two_spaces() {
    let mut g = at_sheriff(FAST_CARRIAGES);
    g.put_cart(Sp::Bingham, CartKind::Tallage, false);
    play(
        &mut g,
        &[
            "event",
            "dark",
            "cart bingham tallage hidden",
            "cart remston tallage hidden",
        ],
    );
    assert_eq!(g.space(Sp::Mansfield).carts.hidden, [1, 0, 0]);
}

/// Rule 5.1.1: Robin Hood may play the dark side too, and then he makes its
/// choices; he picks a face-down Carriage by its space (he cannot tell its
/// kind) and gives it no escort, and his view never learns the kind.
#[test]
fn card_22_fast_carriages_dark_played_by_robin_hood_picks_blindly() {
    let mut g = at(FAST_CARRIAGES);
    g.put_cart(Sp::Bingham, CartKind::Tallage, false)
        .put_cart(Sp::Bingham, CartKind::Trap, false)
        .put_henchmen(Sp::Bingham, 1);
    play(&mut g, &["event", "dark"]);
    assert!(matches!(g.phase(), Phase::Event(es) if es.seat == ROBIN));
    assert_eq!(legal(&g), ["space bingham"]);
    play(&mut g, &["space bingham"]);
    assert_eq!(legal(&g), ["count 1", "count 2"]);
    let robin_view = serde_json::to_string(&g.view(Viewer::Seat(ROBIN))).unwrap();
    assert!(!robin_view.contains("tallage") && !robin_view.contains("trap"));
    play(&mut g, &["count 2"]);
    assert_eq!(g.space(Sp::Mansfield).carts.hidden_total(), 1);
    assert_eq!(g.space(Sp::Bingham).carts.hidden_total(), 1);
    assert_eq!(g.space(Sp::Bingham).henchmen, 1, "no escort");
    assert!(!serde_json::to_string(&g.view(Viewer::Seat(ROBIN)).log)
        .unwrap()
        .contains("tallage"));
}

#[test]
fn card_23_friar_tuck_light_donates_cheaply_anywhere() {
    let mut g = at(FRIAR_TUCK);
    g.put_men(Sp::Blyth, 1, 0)
        .put_henchmen(Sp::Blyth, 3)
        .put_men(Sp::Newark, 1, 0)
        .put_men(Sp::Retford, 1, 0);
    play(
        &mut g,
        &[
            "event",
            "light",
            "deed donate",
            "space blyth",
            "space newark",
            "space retford",
        ],
    );
    assert_eq!(g.revolting_parishes(), 3);
    assert_eq!(g.shillings(ROBIN), 7);
}

#[test]
fn card_23_friar_tuck_dark_reveals_where_a_henchman_is() {
    let mut g = at(FRIAR_TUCK);
    g.put_men(Sp::Blyth, 2, 0).put_henchmen(Sp::Blyth, 1);
    play(&mut g, &["event", "dark", "space blyth"]);
    assert_eq!(g.revealed_at(Sp::Blyth), 2);
}

#[test]
fn card_24_maid_marian_light_plot_then_a_deed_by_any_merry_man() {
    let mut g = at(MAID_MARIAN);
    hidden_robin(&mut g, Sp::ShireWood);
    g.put_men(Sp::Blyth, 1, 0).put_men(Sp::Tuxford, 1, 1);
    play(
        &mut g,
        &[
            "event",
            "light",
            "plot recruit",
            "space southwell_forest",
            "recruit man",
        ],
    );
    // Inspire with a Merry Man who is not Robin Hood.
    play(&mut g, &["deed inspire", "pick blyth hidden"]);
    assert!(g.is_revolting(Sp::Blyth));
    assert!(g.robin_hidden());
    let mut g = at(MAID_MARIAN);
    g.put_men(Sp::Tuxford, 1, 1);
    play(
        &mut g,
        &[
            "event",
            "light",
            "plot recruit",
            "space southwell_forest",
            "recruit man",
            "deed swashbuckle",
            "space tuxford",
            "send revealed newark",
            "send hidden retford",
            "done",
        ],
    );
    assert_eq!((g.hidden_at(Sp::Newark), g.hidden_at(Sp::Retford)), (1, 1));
}

#[test]
fn card_24_maid_marian_dark_trades_a_carriage_for_submission() {
    let mut g = at_sheriff(MAID_MARIAN);
    g.put_cart(Sp::Blyth, CartKind::Trap, false)
        .set_status(Sp::Newark, Status::Revolting)
        .put_men(Sp::Newark, 1, 1);
    play(
        &mut g,
        &[
            "event",
            "dark",
            "cart blyth trap hidden",
            "space newark",
            "space tuxford",
        ],
    );
    assert_eq!(g.used_carts(), [0, 0, 1]);
    assert_eq!(g.status(Sp::Newark), Some(Status::Submissive));
    assert_eq!(g.men_at(Sp::Tuxford), 2);
}

#[test]
fn card_25_weapons_of_the_weak_light_makes_a_passive_parish() {
    let mut g = at(WEAPONS_OF_THE_WEAK);
    play(&mut g, &["event", "light", "space bingham"]);
    assert_eq!(g.status(Sp::Bingham), Some(Status::Passive));
    assert!(!g.is_submissive(Sp::Bingham) && !g.is_revolting(Sp::Bingham));
    assert_eq!(g.submissive_parishes(), 6);
}

#[test]
fn card_25_weapons_of_the_weak_dark_subdues() {
    let mut g = at(WEAPONS_OF_THE_WEAK);
    g.set_status(Sp::Bingham, Status::Revolting);
    play(&mut g, &["event", "dark", "space bingham"]);
    assert_eq!(g.status(Sp::Bingham), Some(Status::Submissive));
}

#[test]
fn card_26_corruption_light_turns_a_henchman() {
    let mut g = at(CORRUPTION);
    g.put_henchmen(Sp::Nottingham, 2);
    play(&mut g, &["event", "light", "space nottingham"]);
    assert_eq!(
        (
            g.space(Sp::Nottingham).henchmen,
            g.hidden_at(Sp::Nottingham)
        ),
        (1, 1)
    );
    assert_eq!(g.shillings(ROBIN), 9);
}

#[test]
fn card_26_corruption_dark_turns_merry_men() {
    let mut g = at_sheriff(CORRUPTION);
    g.put_men(Sp::Blyth, 0, 2);
    play(
        &mut g,
        &[
            "event",
            "dark",
            "space blyth",
            "pick blyth revealed",
            "pick blyth revealed",
        ],
    );
    assert_eq!((g.men_at(Sp::Blyth), g.space(Sp::Blyth).henchmen), (0, 2));
    assert_eq!(g.shillings(SHERIFF), 8);
}

#[test]
fn card_27_will_stutely_light_sends_henchmen_home() {
    let mut g = at(WILL_STUTELY);
    g.put_men(Sp::ShireWood, 1, 0).put_henchmen(Sp::Blyth, 3);
    play(&mut g, &["event", "light", "move hidden shire_wood blyth"]);
    assert_eq!(g.space(Sp::Blyth).henchmen, 0);
    assert_eq!(g.space(Sp::Nottingham).henchmen, 3);
}

#[test]
fn card_27_will_stutely_dark_two_to_the_gallows() {
    let mut g = at(WILL_STUTELY);
    g.put_men(Sp::Blyth, 0, 1).put_men(Sp::Tuxford, 0, 1);
    play(
        &mut g,
        &[
            "event",
            "dark",
            "pick blyth revealed",
            "pick tuxford revealed",
        ],
    );
    assert_eq!(g.prison(), 2);
}

#[test]
fn card_28_nottingham_fair_light_and_dark() {
    let mut g = at(NOTTINGHAM_FAIR);
    g.put_henchmen(Sp::Nottingham, 3);
    play(&mut g, &["event", "light", "count 2"]);
    assert_eq!(
        (g.space(Sp::Nottingham).henchmen, g.men_at(Sp::Nottingham)),
        (1, 2)
    );
    let mut g = at(NOTTINGHAM_FAIR);
    g.put_men(Sp::Mansfield, 1, 1);
    play(
        &mut g,
        &[
            "event",
            "dark",
            "pick mansfield revealed",
            "pick mansfield hidden",
        ],
    );
    assert_eq!(g.men_at(Sp::Mansfield), 0);
}

#[test]
fn card_29_a_tale_of_two_lovers_light_and_dark() {
    let mut g = at(TALE_OF_TWO_LOVERS);
    g.put_men(Sp::Blyth, 1, 0).put_henchmen(Sp::Blyth, 3);
    play(&mut g, &["event", "light", "pick blyth hidden"]);
    assert_eq!(g.space(Sp::Blyth).henchmen, 1);
    assert_eq!(g.merry_men_total(), u32::from(MERRY_MEN));
    assert_eq!(g.available().merry_men, MERRY_MEN - 1, "one left the game");
    assert_eq!((g.shillings(ROBIN), g.favour()), (9, -1));
    let mut g = at_sheriff(TALE_OF_TWO_LOVERS);
    play(&mut g, &["event", "dark", "space bingham", "count 2"]);
    assert_eq!(
        (g.shillings(SHERIFF), g.space(Sp::Bingham).henchmen),
        (12, 2)
    );
}

/// Rules 2.3 and 5.1.1: the player who implements an Event makes its choices
/// and gets its Shillings, whichever side it is.
#[test]
fn rule_5_1_1_the_player_who_implements_the_event_makes_its_choices() {
    // Robin Hood plays a dark side: he picks the Parish.
    let mut g = at(LITTLE_JOHN);
    g.set_status(Sp::Remston, Status::Revolting)
        .set_status(Sp::Bingham, Status::Revolting)
        .put_men(Sp::Remston, 0, 1)
        .put_men(Sp::Bingham, 0, 1);
    play(&mut g, &["event", "dark"]);
    assert!(matches!(g.phase(), Phase::Event(es) if es.seat == ROBIN));
    // The Sheriff plays a light side: he picks the Parish.
    let mut g = at_sheriff(YEOMEN_REVOLT);
    play(&mut g, &["event", "light"]);
    assert!(matches!(g.phase(), Phase::Event(es) if es.seat == SHERIFF));
    play(&mut g, &["space bingham"]);
    assert!(g.is_revolting(Sp::Bingham));
    // The Sheriff plays Allan-a-Dale's light side: he reveals blindly and
    // takes the Shillings.
    let mut g = at_sheriff(ALLAN_A_DALE);
    g.put_men(Sp::Remston, 1, 0);
    hidden_robin(&mut g, Sp::Remston);
    play(&mut g, &["event", "light", "space remston"]);
    assert_eq!(legal(&g), ["reveal 1", "reveal 2"]);
    play(&mut g, &["reveal 2"]);
    assert_eq!(g.revealed_at(Sp::Remston), 2);
    assert_eq!((g.shillings(SHERIFF), g.shillings(ROBIN)), (12, 10));
    // The Sheriff plays A Tale of Two Lovers' light side: he cannot tell a
    // Hidden Merry Man from Robin Hood, so he takes a Revealed one.
    let mut g = at_sheriff(TALE_OF_TWO_LOVERS);
    g.put_men(Sp::Blyth, 1, 1);
    play(&mut g, &["event", "light"]);
    assert_eq!(legal(&g), ["pick blyth revealed"]);
    // Tax Collectors' dark side grants the Sheriff's Confiscate: he carries
    // it out, whoever played the card (the Carriages' kinds are his secret).
    let mut g = at(TAX_COLLECTORS);
    g.put_henchmen(Sp::Blyth, 1);
    play(&mut g, &["event", "dark"]);
    assert!(matches!(g.phase(), Phase::Event(es) if es.seat == SHERIFF));
}

/// The one choice handed to the other player: Guy of Gisborne's light side
/// swaps Robin Hood, a pick among the Robin Hood player's Hidden pieces that
/// only he can make, even when the Sheriff plays it.
#[test]
fn card_04_guy_of_gisborne_light_played_by_the_sheriff_is_robin_hoods_choice() {
    let mut g = at_sheriff(GUY_OF_GISBORNE);
    hidden_robin(&mut g, Sp::ShireWood);
    g.put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "light"]);
    assert!(matches!(g.phase(), Phase::Event(es) if es.seat == ROBIN && es.player == SHERIFF));
    assert!(has(&g, "swap blyth hidden") && has(&g, "done"));
}

/// The Sheriff moving Robin Hood's Merry Men for an Event (here Tax
/// Collectors' light side) moves "Hidden Merry Men" blindly: Robin Hood goes
/// with them as a blind pick would have it, and nobody but Robin Hood's seat
/// learns it.
#[test]
fn card_10_tax_collectors_light_played_by_the_sheriff_moves_hidden_men_blindly() {
    let mut moved = 0;
    for seed in 0..40 {
        let mut g = at_sheriff(TAX_COLLECTORS);
        g.put_men(Sp::ShireWood, 1, 0).set_seed(seed);
        hidden_robin(&mut g, Sp::ShireWood);
        play(&mut g, &["event", "light"]);
        assert_eq!(legal(&g), ["move hidden shire_wood nottingham", "done"]);
        play(&mut g, &["move hidden shire_wood nottingham", "done"]);
        assert_eq!(g.hidden_at(Sp::Nottingham), 1);
        moved += usize::from(g.robin_at() == Some(Sp::Nottingham));
        assert!(g.view(Viewer::Seat(SHERIFF)).robin.is_none());
    }
    assert!(
        (10..=30).contains(&moved),
        "Robin Hood moved {moved} times in 40"
    );
}

/// "Reveal Robin Hood to …" (#5, #9, #17, #21 light): the reveal is the
/// price, so Robin Hood must be Hidden; a Revealed Robin Hood, or one off the
/// map, cannot pay it.
#[test]
fn card_05_09_17_21_reveal_robin_hood_to_needs_him_hidden() {
    for card in [LITTLE_JOHN, SOCIAL_BANDIT, THE_RED_CAP, ROBINS_HORN] {
        let mut g = at(card);
        g.put_robin(Robin::Map {
            at: Sp::Bingham,
            hidden: false,
        });
        assert!(!g.event_playable(card, Side::Light, ROBIN), "card {card}");
        let mut g = at(card);
        g.put_robin(Robin::Available);
        assert!(!g.event_playable(card, Side::Light, ROBIN), "card {card}");
        let mut g = at(card);
        hidden_robin(&mut g, Sp::Bingham);
        assert!(g.event_playable(card, Side::Light, ROBIN), "card {card}");
    }
}

/// Social Bandit's light side pays its 2 Shillings only with its Camp:
/// Robin Hood must be Hidden in a Parish where a Camp can be placed.
#[test]
fn card_09_social_bandit_light_pays_only_when_its_camp_is_placed() {
    let playable = |setup: &dyn Fn(&mut Gest)| {
        let mut g = at(SOCIAL_BANDIT);
        setup(&mut g);
        g.event_playable(SOCIAL_BANDIT, Side::Light, ROBIN)
    };
    assert!(!playable(&|g| hidden_robin(g, Sp::ShireWood)), "a Forest");
    assert!(!playable(&|g| {
        hidden_robin(g, Sp::Bingham);
        g.put_camps(Sp::Bingham, 1);
    }));
    assert!(!playable(&|g| {
        hidden_robin(g, Sp::Bingham);
        let camps = g.avail.camps;
        g.put_camps(Sp::Remston, camps);
    }));
    assert!(playable(&|g| hidden_robin(g, Sp::Bingham)));
}

/// Where the condition is Robin Hood's secret, the Sheriff's legal list does
/// not give it away: he is offered Social Bandit's light side whether Robin
/// Hood hides in a Forest or in a Parish, and if it cannot be carried out,
/// nothing happens and no Shilling is paid.
#[test]
fn card_09_social_bandit_light_the_sheriffs_list_keeps_robin_hoods_secret() {
    let table = |robin_at: Sp| {
        // One Hidden piece in each space; Robin Hood is one of them.
        let mut g = at_sheriff(SOCIAL_BANDIT);
        for s in [Sp::ShireWood, Sp::Bingham] {
            if s != robin_at {
                g.put_men(s, 1, 0);
            }
        }
        hidden_robin(&mut g, robin_at);
        g
    };
    let (forest, parish) = (table(Sp::ShireWood), table(Sp::Bingham));
    assert_eq!(
        serde_json::to_string(&forest.view(Viewer::Seat(SHERIFF))).unwrap(),
        serde_json::to_string(&parish.view(Viewer::Seat(SHERIFF))).unwrap()
    );
    let mut g = forest;
    play(&mut g, &["event", "light"]);
    assert!(g.robin_hidden());
    assert_eq!((g.shillings(SHERIFF), g.favour()), (10, 1));
    assert!(public_log(&g).contains("no_effect"));
    let mut g = parish;
    play(&mut g, &["event", "light"]);
    assert_eq!(g.space(Sp::Bingham).camps, 1);
    assert_eq!(g.shillings(SHERIFF), 12);
}

/// Card #4's light side needs another Merry Man on the map to swap with, as
/// the deciding seat knows it: the Sheriff, in doubt whether a Hidden man is
/// Robin Hood, counts him as another (revision 2). Revision 1: a Hidden
/// Robin Hood or any Merry Man on the map. The dark side needs Guy of
/// Gisborne out of the game.
#[test]
fn card_04_guy_of_gisborne_playable_each_condition_both_ways() {
    let light = |g: &Gest, seat| g.event_playable(GUY_OF_GISBORNE, Side::Light, seat);
    // Revision 2, Robin Hood's seat: Robin Hood alone is no swap.
    let mut g = at(GUY_OF_GISBORNE);
    hidden_robin(&mut g, Sp::ShireWood);
    assert!(!light(&g, ROBIN) && !light(&g, SHERIFF));
    g.put_men(Sp::Blyth, 0, 1);
    assert!(light(&g, ROBIN) && light(&g, SHERIFF));
    // Robin Hood off the map: one Merry Man to swap with is enough.
    let mut g = at(GUY_OF_GISBORNE);
    g.put_men(Sp::Blyth, 1, 0);
    assert!(light(&g, ROBIN));
    let g = at(GUY_OF_GISBORNE);
    assert!(!light(&g, ROBIN), "nobody on the map");
    // The Sheriff in doubt counts Robin Hood's Hidden man as another.
    let mut g = at(GUY_OF_GISBORNE);
    g.put_men(Sp::Blyth, 1, 0);
    g.put_robin(Robin::Map {
        at: Sp::Remston,
        hidden: true,
    });
    g.robin_doubt = true;
    assert!(g.robin_in_doubt());
    assert!(
        light(&g, SHERIFF),
        "two cylinders, either may be Robin Hood"
    );
    g.robin_doubt = false;
    assert!(light(&g, SHERIFF) && light(&g, ROBIN));
    let mut g = at(GUY_OF_GISBORNE);
    hidden_robin(&mut g, Sp::Remston);
    g.robin_doubt = true;
    assert!(g.robin_in_doubt());
    assert!(light(&g, SHERIFF), "the one cylinder may be a Merry Man");
    assert!(!light(&g, ROBIN), "his own seat knows it is Robin Hood");
    // Revision 1: a Hidden Robin Hood alone, or any Merry Man on the map.
    let mut g = at(GUY_OF_GISBORNE);
    g.set_rules(1);
    hidden_robin(&mut g, Sp::ShireWood);
    assert!(light(&g, ROBIN), "revision 1: a Hidden Robin Hood alone");
    g.put_robin(Robin::Map {
        at: Sp::ShireWood,
        hidden: false,
    });
    assert!(!light(&g, ROBIN), "revision 1: a Revealed Robin Hood alone");
    g.put_men(Sp::Blyth, 1, 0);
    assert!(light(&g, ROBIN), "revision 1: a Hidden Merry Man");
    let mut g = at(GUY_OF_GISBORNE);
    g.set_rules(1);
    g.put_men(Sp::Blyth, 0, 1);
    assert!(light(&g, ROBIN), "revision 1: a Revealed Merry Man");
    // The dark side: once Guy of Gisborne is among the Travellers, no more.
    let mut g = at(GUY_OF_GISBORNE);
    assert!(g.event_playable(GUY_OF_GISBORNE, Side::Dark, ROBIN));
    g.top_traveller(Traveller::GuyOfGisborne);
    assert!(!g.event_playable(GUY_OF_GISBORNE, Side::Dark, ROBIN));
}

/// Card #4's swap: every Merry Man on the map but in Robin Hood's own space
/// may take his place, Hidden or Revealed, wherever Robin Hood was (on the
/// map, in Prison or Available); the man goes there, Robin Hood comes out
/// Hidden.
#[test]
fn card_04_guy_of_gisborne_swap_takes_robin_hoods_place_wherever_he_was() {
    let mut g = at(GUY_OF_GISBORNE);
    hidden_robin(&mut g, Sp::ShireWood);
    g.put_men(Sp::ShireWood, 1, 1).put_men(Sp::Blyth, 0, 1);
    play(&mut g, &["event", "light"]);
    assert_eq!(legal(&g), ["swap blyth revealed", "done"]);
    play(&mut g, &["swap blyth revealed"]);
    assert_eq!(g.robin_at(), Some(Sp::Blyth));
    assert_eq!(
        (g.space(Sp::Blyth).hidden, g.space(Sp::Blyth).revealed),
        (0, 0)
    );
    assert_eq!(g.space(Sp::ShireWood).revealed, 2);
    // From Prison: the Merry Man goes to Prison.
    let mut g = at(GUY_OF_GISBORNE);
    g.put_robin(Robin::Prison).put_men(Sp::Blyth, 2, 0);
    let prisoners = g.prisoners();
    play(&mut g, &["event", "light", "swap blyth hidden"]);
    assert_eq!(g.robin_at(), Some(Sp::Blyth));
    assert!(g.robin_hidden());
    assert_eq!(g.space(Sp::Blyth).hidden, 1);
    assert_eq!(g.prisoners(), prisoners, "the Merry Man in his place");
    // From Available: the Merry Man goes to Available.
    let mut g = at(GUY_OF_GISBORNE);
    g.put_men(Sp::Blyth, 1, 0);
    let available = g.available().merry_men;
    play(&mut g, &["event", "light", "swap blyth hidden"]);
    assert_eq!(g.available().merry_men, available + 1);
    assert_eq!(g.robin_at(), Some(Sp::Blyth));
    // Declining leaves everything where it was.
    let mut g = at(GUY_OF_GISBORNE);
    g.put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "light", "done"]);
    assert_eq!(g.space(Sp::Blyth).hidden, 1);
    assert_eq!(g.robin_at(), None);
}

/// Rule 5.1: a side is offered only when it can be carried out. Each card's
/// condition, checked both ways (nothing there, then the least that makes it
/// playable, then one part of a two-part condition without the other).
#[test]
fn rule_5_1_each_event_side_is_offered_only_when_it_can_act() {
    let offered = |g: &Gest, card, side| g.event_playable(card, side, ROBIN);
    let light = |g: &Gest, card| offered(g, card, Side::Light);
    let dark = |g: &Gest, card| offered(g, card, Side::Dark);

    // #18 Allan-a-Dale, light: a Hidden Merry Man (Robin Hood counts).
    let mut g = at(ALLAN_A_DALE);
    assert!(!light(&g, ALLAN_A_DALE) && dark(&g, ALLAN_A_DALE));
    g.put_men(Sp::Blyth, 0, 2);
    assert!(
        !light(&g, ALLAN_A_DALE),
        "Revealed men have nothing to reveal"
    );
    g.put_men(Sp::Blyth, 1, 0);
    assert!(light(&g, ALLAN_A_DALE));
    let mut g = at(ALLAN_A_DALE);
    hidden_robin(&mut g, Sp::Blyth);
    assert!(light(&g, ALLAN_A_DALE), "a Hidden Robin Hood");

    // #13 Ambush: light, a Carriage; dark, a Merry Man in a Forest.
    let mut g = at(AMBUSH);
    assert!(!light(&g, AMBUSH) && !dark(&g, AMBUSH));
    g.put_men(Sp::Blyth, 1, 0);
    assert!(!dark(&g, AMBUSH), "not a Forest");
    g.put_men(Sp::SouthwellForest, 0, 1);
    g.put_cart(Sp::Tuxford, CartKind::Tribute, false);
    assert!(light(&g, AMBUSH) && dark(&g, AMBUSH));

    // #2 Bishop of Hereford, light: he is still out of the Traveller deck.
    let mut g = at(BISHOP_OF_HEREFORD);
    assert!(light(&g, BISHOP_OF_HEREFORD) && dark(&g, BISHOP_OF_HEREFORD));
    g.top_traveller(Traveller::BishopOfHereford);
    assert!(!light(&g, BISHOP_OF_HEREFORD));

    // #12 Boats and Bridges: light, a Merry Man by the river; dark, no
    // bridge yet.
    let mut g = at(BOATS_AND_BRIDGES);
    assert!(!light(&g, BOATS_AND_BRIDGES) && dark(&g, BOATS_AND_BRIDGES));
    g.put_men(Sp::ShireWood, 1, 0);
    assert!(!light(&g, BOATS_AND_BRIDGES), "Shire Wood is off the river");
    g.put_men(Sp::Bingham, 0, 1);
    assert!(light(&g, BOATS_AND_BRIDGES));
    g.bridge = Some((Sp::Nottingham, Sp::Bingham));
    assert!(!dark(&g, BOATS_AND_BRIDGES));

    // #26 Corruption: light, 1 Shilling and a Henchman; dark, 2 Shillings
    // and a Merry Man; from the purse of the seat that plays it.
    let mut g = at(CORRUPTION);
    assert!(!light(&g, CORRUPTION) && !dark(&g, CORRUPTION), "nobody");
    g.put_henchmen(Sp::Blyth, 1).put_men(Sp::Tuxford, 1, 0);
    assert!(light(&g, CORRUPTION) && dark(&g, CORRUPTION));
    g.set_shillings(ROBIN, 1);
    assert!(light(&g, CORRUPTION) && !dark(&g, CORRUPTION), "1 Shilling");
    assert!(
        g.event_playable(CORRUPTION, Side::Dark, SHERIFF),
        "his purse"
    );
    g.set_shillings(ROBIN, 0);
    assert!(!light(&g, CORRUPTION), "no Shilling");
    let mut g = at(CORRUPTION);
    g.set_shillings(ROBIN, 2).put_men(Sp::Tuxford, 0, 1);
    assert!(!light(&g, CORRUPTION), "no Henchman");
    assert!(dark(&g, CORRUPTION), "a Revealed Merry Man");

    // #22 Fast Carriages, dark: a Carriage on the map.
    let mut g = at(FAST_CARRIAGES);
    assert!(light(&g, FAST_CARRIAGES) && !dark(&g, FAST_CARRIAGES));
    g.put_cart(Sp::Blyth, CartKind::Trap, true);
    assert!(dark(&g, FAST_CARRIAGES));

    // #23 Friar Tuck: light, a Shilling and a Merry Man in a Submissive
    // Parish; dark, a Hidden Merry Man with a Henchman.
    let mut g = at(FRIAR_TUCK);
    assert!(!light(&g, FRIAR_TUCK) && !dark(&g, FRIAR_TUCK));
    g.put_men(Sp::ShireWood, 1, 0).put_henchmen(Sp::Blyth, 1);
    assert!(!light(&g, FRIAR_TUCK), "a Forest is no Parish");
    assert!(!dark(&g, FRIAR_TUCK), "the Henchman is elsewhere");
    g.put_men(Sp::Blyth, 0, 1);
    assert!(light(&g, FRIAR_TUCK));
    assert!(!dark(&g, FRIAR_TUCK), "the man with him is Revealed");
    g.put_men(Sp::Blyth, 1, 0);
    assert!(dark(&g, FRIAR_TUCK));
    g.set_status(Sp::Blyth, Status::Revolting);
    assert!(!light(&g, FRIAR_TUCK), "Blyth is Revolting");
    g.set_status(Sp::Blyth, Status::Submissive);
    g.set_shillings(ROBIN, 0);
    assert!(!light(&g, FRIAR_TUCK), "no Shilling to Donate");

    // #11 Great Escape: light, someone in Prison (Robin Hood counts); dark,
    // a Merry Man with a Henchman.
    let mut g = at(GREAT_ESCAPE);
    assert!(!light(&g, GREAT_ESCAPE) && !dark(&g, GREAT_ESCAPE));
    g.put_prisoners(1);
    assert!(light(&g, GREAT_ESCAPE));
    let mut g = at(GREAT_ESCAPE);
    g.put_robin(Robin::Prison);
    assert!(light(&g, GREAT_ESCAPE), "Robin Hood in Prison");
    g.put_men(Sp::Blyth, 0, 1);
    assert!(!dark(&g, GREAT_ESCAPE), "no Henchman with him");
    g.put_henchmen(Sp::Tuxford, 1);
    assert!(!dark(&g, GREAT_ESCAPE), "the Henchman is elsewhere");
    g.put_henchmen(Sp::Blyth, 1);
    assert!(dark(&g, GREAT_ESCAPE));
}

/// The question an Event asks now: its key and number.
fn asked(g: &Gest) -> (&'static str, u8) {
    match g.phase() {
        Phase::Event(es) => {
            let ask = es.ask().expect("an Event step says what it asks");
            (ask.key, ask.n)
        }
        p => panic!("not in an Event: {p:?}"),
    }
}

/// Card #18's light side: any number of a space's Hidden Merry Men reveal
/// themselves, a Shilling each, Robin Hood too if he is Hidden there (only
/// his own player may name him); the Sheriff playing it reveals blindly.
#[test]
fn card_18_allan_a_dale_light_each_hidden_man_pays_once_revealed() {
    let mut g = at(ALLAN_A_DALE);
    hidden_robin(&mut g, Sp::Blyth);
    g.put_men(Sp::Blyth, 2, 1).put_men(Sp::Tuxford, 0, 1);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g).0, "gest.ask.allan_a_dale.space");
    assert_eq!(legal(&g), ["space blyth"], "only where Hidden men are");
    play(&mut g, &["space blyth"]);
    assert_eq!(asked(&g).0, "gest.ask.allan_a_dale.count");
    assert_eq!(
        legal(&g),
        [
            "reveal 1",
            "reveal 2",
            "reveal 0 robin",
            "reveal 1 robin",
            "reveal 2 robin"
        ]
    );
    play(&mut g, &["reveal 1 robin"]);
    assert_eq!(
        (g.space(Sp::Blyth).hidden, g.space(Sp::Blyth).revealed),
        (1, 2)
    );
    assert!(!g.robin_hidden());
    assert_eq!(
        g.shillings(ROBIN),
        12,
        "a Shilling for each, Robin Hood too"
    );
    assert_eq!(g.favour(), -1, "one step toward Justice");
    assert!(g.log().iter().any(|e| matches!(
        e.event,
        Event::Revealed {
            at: Sp::Blyth,
            n: 1,
            ..
        }
    )));

    // Robin Hood only if he is Hidden in that very space.
    let mut g = at(ALLAN_A_DALE);
    hidden_robin(&mut g, Sp::Tuxford);
    g.put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "light", "space blyth"]);
    assert_eq!(legal(&g), ["reveal 1"]);
    let mut g = at(ALLAN_A_DALE);
    g.put_robin(Robin::Map {
        at: Sp::Blyth,
        hidden: false,
    });
    g.put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "light", "space blyth"]);
    assert_eq!(legal(&g), ["reveal 1"], "already Revealed");
    // Robin Hood alone: revealing nobody else is no choice of its own.
    let mut g = at(ALLAN_A_DALE);
    hidden_robin(&mut g, Sp::Blyth);
    play(&mut g, &["event", "light", "space blyth", "reveal 0 robin"]);
    assert_eq!(g.shillings(ROBIN), 11);
    assert!(!g
        .log()
        .iter()
        .any(|e| matches!(e.event, Event::Revealed { robin: false, .. })));

    // Robin Hood's player never reveals him by a count: the men he names
    // are the other Hidden ones.
    for seed in 0..12 {
        let mut g = at(ALLAN_A_DALE);
        g.set_seed(seed);
        hidden_robin(&mut g, Sp::Blyth);
        g.put_men(Sp::Blyth, 1, 0);
        play(&mut g, &["event", "light", "space blyth", "reveal 1"]);
        assert!(g.robin_hidden(), "seed {seed}");
    }

    // The Sheriff picks blindly how many, Robin Hood possibly among them,
    // and takes the Shillings.
    let mut g = at_sheriff(ALLAN_A_DALE);
    hidden_robin(&mut g, Sp::Blyth);
    g.put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "light", "space blyth"]);
    assert_eq!(legal(&g), ["reveal 1", "reveal 2"]);
    play(&mut g, &["reveal 2"]);
    assert!(!g.robin_hidden() && g.space(Sp::Blyth).hidden == 0);
    assert_eq!((g.shillings(SHERIFF), g.shillings(ROBIN)), (12, 10));
    assert_eq!(g.favour(), -1, "toward Justice, whoever plays it");
}

/// Card #13: light, a space with a Carriage, then who moves in; dark, a
/// Forest with Merry Men.
#[test]
fn card_13_ambush_offers_only_carriage_spaces_and_manned_forests() {
    let mut g = at(AMBUSH);
    g.put_cart(Sp::Tuxford, CartKind::Tallage, false)
        .put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g).0, "gest.ask.ambush.space");
    assert_eq!(legal(&g), ["space tuxford"]);
    play(&mut g, &["space tuxford"]);
    assert_eq!(asked(&g), ("gest.ask.ambush.move", 0));
    play(&mut g, &["move hidden blyth tuxford"]);
    assert_eq!(asked(&g), ("gest.ask.ambush.move", 1));
    let mut g = at(AMBUSH);
    g.put_men(Sp::SouthwellForest, 0, 1)
        .put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g).0, "gest.ask.ambush.dark");
    assert_eq!(legal(&g), ["space southwell_forest"]);
}

/// Card #12's light side: Merry Men of one river space go together to one
/// other river space; each piece once, Robin Hood only where his player may
/// name him.
#[test]
fn card_12_boats_carry_men_of_one_river_space_to_one_other() {
    let mut g = at(BOATS_AND_BRIDGES);
    hidden_robin(&mut g, Sp::Blyth);
    g.put_men(Sp::Blyth, 1, 1).put_men(Sp::ShireWood, 1, 0);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g).0, "gest.ask.boats.from");
    assert_eq!(legal(&g), ["space blyth"], "Shire Wood is off the river");
    play(&mut g, &["space blyth"]);
    assert_eq!(asked(&g), ("gest.ask.boats.move", 0));
    assert!(has(&g, "send hidden nottingham") && has(&g, "send robin remston"));
    assert!(!has(&g, "send hidden blyth"), "not where they are");
    assert!(!has(&g, "send hidden shire_wood"), "off the river");
    play(&mut g, &["send robin tuxford"]);
    assert!(!has(&g, "send robin tuxford"), "Robin Hood goes once");
    assert!(!has(&g, "send hidden newark"), "all go to the same space");
    assert!(has(&g, "send hidden tuxford") && has(&g, "send revealed tuxford"));
    play(&mut g, &["send hidden tuxford"]);
    assert!(!has(&g, "send hidden tuxford"), "the one Hidden man went");
    play(&mut g, &["done"]);
    assert_eq!(g.robin_at(), Some(Sp::Tuxford));
    assert_eq!(
        (g.space(Sp::Tuxford).hidden, g.space(Sp::Blyth).hidden),
        (1, 0)
    );
    assert_eq!(g.space(Sp::Blyth).revealed, 1);
    // The Sheriff names Robin Hood only when he is Revealed.
    let mut g = at_sheriff(BOATS_AND_BRIDGES);
    hidden_robin(&mut g, Sp::Blyth);
    play(&mut g, &["event", "light", "space blyth"]);
    assert!(has(&g, "send hidden tuxford") && !has(&g, "send robin tuxford"));
    let mut g = at_sheriff(BOATS_AND_BRIDGES);
    g.put_robin(Robin::Map {
        at: Sp::Blyth,
        hidden: false,
    });
    play(&mut g, &["event", "light", "space blyth"]);
    assert!(has(&g, "send robin tuxford") && !has(&g, "send hidden tuxford"));
    // The dark side asks for both banks.
    let mut g = at(BOATS_AND_BRIDGES);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g).0, "gest.ask.bridges.bank");
}

/// Card #26's light side: a Henchman replaced by a Merry Man, or by Robin
/// Hood from Available if his own player wishes; the Sheriff playing it
/// places a cylinder blindly (Robin Hood may be the one).
#[test]
fn card_26_corruption_light_replaces_a_henchman() {
    let mut g = at(CORRUPTION);
    g.put_henchmen(Sp::Blyth, 1);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g).0, "gest.ask.corruption.light");
    assert_eq!(legal(&g), ["space blyth", "robin blyth"]);
    let mut g = at_sheriff(CORRUPTION);
    g.put_henchmen(Sp::Blyth, 1);
    play(&mut g, &["event", "light"]);
    assert_eq!(legal(&g), ["space blyth"], "only his own player names him");
    let mut g = at(CORRUPTION);
    g.put_henchmen(Sp::Blyth, 1);
    hidden_robin(&mut g, Sp::Tuxford);
    play(&mut g, &["event", "light"]);
    assert_eq!(legal(&g), ["space blyth"], "Robin Hood is not Available");
    // Two cylinders left in Available, Robin Hood one of them.
    let few = |mut g: Gest, seed| {
        g.set_seed(seed);
        let n = g.available().merry_men - 1;
        g.put_men(Sp::Remston, 0, n).put_henchmen(Sp::Blyth, 1);
        play(&mut g, &["event", "light", "space blyth"]);
        g.robin_at() == Some(Sp::Blyth)
    };
    drawn_blindly(CORRUPTION, few);
}

/// Card #26's dark side: for 2 Shillings up to 2 Merry Men of one space
/// become Henchmen; the Sheriff picks Hidden ones blindly, Robin Hood's
/// player picks his own.
#[test]
fn card_26_corruption_dark_turns_at_most_two_men() {
    let mut g = at_sheriff(CORRUPTION);
    g.put_men(Sp::Blyth, 3, 0).put_men(Sp::Tuxford, 0, 0);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g).0, "gest.ask.corruption.space");
    assert_eq!(legal(&g), ["space blyth"]);
    play(&mut g, &["space blyth"]);
    assert_eq!(asked(&g), ("gest.ask.corruption.men", 0));
    play(&mut g, &["pick blyth hidden", "pick blyth hidden"]);
    assert_eq!(legal(&g), ["done"], "two at most");
    play(&mut g, &["done"]);
    assert_eq!(
        (g.space(Sp::Blyth).hidden, g.space(Sp::Blyth).henchmen),
        (1, 2)
    );
    assert_eq!(g.shillings(SHERIFF), 8);
    // A Hidden Robin Hood: the Sheriff's blind pick may take him; his own
    // player's pick of "a Hidden man" never does.
    let pick = |mut g: Gest, seed| {
        g.set_seed(seed);
        hidden_robin(&mut g, Sp::Blyth);
        g.put_men(Sp::Blyth, 1, 0);
        play(&mut g, &["event", "dark", "space blyth"]);
        play(&mut g, &["pick blyth hidden", "done"]);
        g.robin_at() != Some(Sp::Blyth)
    };
    drawn_blindly(CORRUPTION, pick);
    // Robin Hood's player names him apart; the Sheriff cannot.
    let mut g = at(CORRUPTION);
    hidden_robin(&mut g, Sp::Blyth);
    play(&mut g, &["event", "dark", "space blyth"]);
    assert_eq!(legal(&g), ["pick blyth robin", "done"]);
    let mut g = at_sheriff(CORRUPTION);
    hidden_robin(&mut g, Sp::Blyth);
    play(&mut g, &["event", "dark", "space blyth"]);
    assert_eq!(legal(&g), ["pick blyth hidden", "done"]);
}

/// Card #22's dark side played by the Sheriff: one Carriage, face up or
/// down, escorted only where a Henchman is, may move on once more as the
/// same Carriage; played by Robin Hood: a face-up one by its kind, a
/// face-down one by its space, moved 1 or 2 spaces as what it is.
#[test]
fn card_22_fast_carriages_dark_moves_the_carriage_chosen() {
    let mut g = at_sheriff(FAST_CARRIAGES);
    g.put_cart(Sp::Bingham, CartKind::Trap, true)
        .put_cart(Sp::Blyth, CartKind::Tribute, false)
        .put_henchmen(Sp::Blyth, 1)
        .put_henchmen(Sp::Remston, 1);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g).0, "gest.ask.swift_carriages.pick");
    assert_eq!(
        legal(&g),
        [
            "cart blyth tribute hidden",
            "cart blyth tribute hidden escort",
            "cart bingham trap revealed"
        ],
        "an escort only where a Henchman is"
    );
    play(&mut g, &["cart bingham trap revealed"]);
    assert_eq!(asked(&g).0, "gest.ask.swift_carriages.again");
    assert_eq!(
        legal(&g),
        [
            "cart remston trap revealed",
            "cart remston trap revealed escort",
            "done"
        ],
        "the same Carriage, on from where it is"
    );
    let mut again = g.clone();
    play(&mut again, &["done"]);
    assert_eq!(
        again.space(Sp::Remston).carts.count(CartKind::Trap, true),
        1
    );
    let mut g2 = at_sheriff(FAST_CARRIAGES);
    g2.put_cart(Sp::Bingham, CartKind::Trap, true);
    play(&mut g2, &["event", "dark", "cart bingham trap revealed"]);
    assert_eq!(
        legal(&g2),
        ["cart remston trap revealed", "done"],
        "no Henchman at Remston"
    );
    play(&mut g2, &["cart remston trap revealed"]);
    assert_eq!(g2.space(Sp::Mansfield).carts.count(CartKind::Trap, true), 1);

    // Robin Hood: a face-up Carriage by its kind, a face-down one by its
    // space; it goes as far as he says, as what it is.
    let mut g = at(FAST_CARRIAGES);
    g.put_cart(Sp::Bingham, CartKind::Trap, true)
        .put_cart(Sp::Blyth, CartKind::Tribute, false);
    play(&mut g, &["event", "dark"]);
    assert_eq!(legal(&g), ["space blyth", "cart bingham trap revealed"]);
    play(&mut g, &["cart bingham trap revealed"]);
    assert_eq!(asked(&g).0, "gest.ask.swift_carriages.how_far");
    assert_eq!(legal(&g), ["count 1", "count 2"]);
    play(&mut g, &["count 2"]);
    assert_eq!(g.space(Sp::Mansfield).carts.count(CartKind::Trap, true), 1);
    assert_eq!(g.space(Sp::Bingham).carts.total(), 0);
    // A face-down Tribute picked blindly is moved as a Tribute.
    let mut g = at(FAST_CARRIAGES);
    g.put_cart(Sp::Blyth, CartKind::Tribute, false);
    play(&mut g, &["event", "dark", "space blyth", "count 1"]);
    assert_eq!(g.space(Sp::Tuxford).carts.hidden, [0, 1, 0]);
    // The light side asks nothing of its own: its Plots do.
    let g = at(FAST_CARRIAGES);
    let es = EventState::new(FAST_CARRIAGES, Side::Light, ROBIN);
    assert!(es.ask().is_none());
    assert!(g.event_playable(FAST_CARRIAGES, Side::Light, ROBIN));
}

/// Card #1 (Fortune): the Sheriff returns Henchmen, no more than the
/// Submissive Parishes, a Shilling each; then Robin Hood's player may return
/// a Merry Man for half that sum, rounded down.
#[test]
fn card_01_day_of_market_no_more_henchmen_than_submissive_parishes() {
    let mut g = fortune(DAY_OF_MARKET);
    for p in PARISHES.into_iter().skip(2) {
        g.set_status(p, Status::Revolting);
    }
    assert_eq!(g.submissive_parishes(), 2);
    g.put_henchmen(Sp::Blyth, 3).put_men(Sp::ShireWood, 1, 0);
    g.next();
    assert_eq!(g.seat_to_move(), Some(SHERIFF), "the Henchmen are his");
    assert_eq!(asked(&g), ("gest.ask.market_day.henchmen", 0));
    assert_eq!(legal(&g), ["space blyth", "done"]);
    play(&mut g, &["space blyth", "space blyth"]);
    assert_eq!(legal(&g), ["done"], "two Submissive Parishes, two Henchmen");
    play(&mut g, &["done"]);
    assert_eq!(g.seat_to_move(), Some(ROBIN));
    assert_eq!(asked(&g), ("gest.ask.market_day.man", 1));
    assert_eq!(legal(&g), ["pick shire_wood hidden", "done"]);
}

/// Card #23: light, Donate alone (no other Deed); dark, a space where a
/// Hidden Merry Man and a Henchman are.
#[test]
fn card_23_friar_tuck_light_is_donate_only_and_dark_needs_both() {
    let mut g = at(FRIAR_TUCK);
    g.put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "light"]);
    assert!(matches!(g.phase(), Phase::DeedMenu(ctx) if ctx.deeds == [Deed::Donate]));
    let mut g = at(FRIAR_TUCK);
    g.put_men(Sp::Blyth, 1, 0)
        .put_henchmen(Sp::Blyth, 1)
        .put_men(Sp::Tuxford, 1, 0)
        .put_men(Sp::Retford, 0, 1)
        .put_henchmen(Sp::Retford, 1)
        .put_henchmen(Sp::Newark, 1);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g).0, "gest.ask.friar_tuck");
    assert_eq!(legal(&g), ["space blyth"]);
}

/// Card #11: light, each escaper placed Revealed next to Nottingham, Robin
/// Hood first if he is there; dark, a space with Merry Men and Henchmen.
#[test]
fn card_11_great_escape_places_each_escaper_and_dark_needs_both() {
    let mut g = at(GREAT_ESCAPE);
    g.put_prisoners(1);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g).0, "gest.ask.great_escape.light");
    assert!(has(&g, "send revealed shire_wood") && !has(&g, "robin shire_wood"));
    play(&mut g, &["send revealed shire_wood"]);
    assert_eq!((g.prison(), g.space(Sp::ShireWood).revealed), (0, 1));
    let mut g = at(GREAT_ESCAPE);
    g.put_robin(Robin::Prison);
    play(&mut g, &["event", "light"]);
    assert!(has(&g, "robin shire_wood") && !has(&g, "send revealed shire_wood"));
    let mut g = at(GREAT_ESCAPE);
    g.put_men(Sp::Blyth, 1, 0)
        .put_henchmen(Sp::Blyth, 1)
        .put_men(Sp::Tuxford, 1, 0)
        .put_henchmen(Sp::Newark, 1);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g).0, "gest.ask.great_escape.dark");
    assert_eq!(legal(&g), ["space blyth"]);
}

/// "Remove Robin Hood" sides (#6, #9, #17 dark) need him on the map as the
/// deciding seat knows it: the Sheriff, when he cannot tell whether Robin
/// Hood left Available, may play them (and finds nobody); Robin Hood's own
/// seat knows.
#[test]
fn card_06_09_17_dark_need_robin_hood_on_the_map_as_the_seat_knows_it() {
    for card in [PRIORESS_OF_KIRKLEES, SOCIAL_BANDIT, THE_RED_CAP] {
        let dark = |g: &Gest, seat| g.event_playable(card, Side::Dark, seat);
        let mut g = at(card);
        assert!(
            !dark(&g, ROBIN) && !dark(&g, SHERIFF),
            "card {card}: Available"
        );
        g.robin_doubt = true;
        assert!(g.robin_in_doubt());
        assert!(
            dark(&g, SHERIFF) && !dark(&g, ROBIN),
            "card {card}: in doubt"
        );
        hidden_robin(&mut g, Sp::Blyth);
        g.robin_doubt = false;
        assert!(
            dark(&g, ROBIN) && dark(&g, SHERIFF),
            "card {card}: on the map"
        );
    }
}

/// "Reveal Robin Hood to …" (#5 light) chosen by the Sheriff: Robin Hood
/// may be any Hidden Merry Man on the map while he is unseen; a Revealed
/// Robin Hood, or no Hidden cylinder on the map, and he may not.
#[test]
fn card_05_little_john_light_for_the_sheriff_needs_a_hidden_cylinder() {
    let light = |g: &Gest| g.event_playable(LITTLE_JOHN, Side::Light, SHERIFF);
    let mut g = at_sheriff(LITTLE_JOHN);
    g.put_men(Sp::Tuxford, 1, 0);
    assert!(!light(&g), "Robin Hood known to be in Available");
    g.robin_doubt = true;
    assert!(light(&g), "in doubt: the Hidden man may be Robin Hood");
    let mut g = at_sheriff(LITTLE_JOHN);
    g.robin_doubt = true;
    g.put_men(Sp::Tuxford, 0, 1);
    assert!(!light(&g), "in doubt, but no Hidden cylinder on the map");
    let mut g = at_sheriff(LITTLE_JOHN);
    hidden_robin(&mut g, Sp::Blyth);
    assert!(light(&g), "one Hidden cylinder, Robin Hood himself");
    let mut g = at_sheriff(LITTLE_JOHN);
    g.put_robin(Robin::Map {
        at: Sp::Blyth,
        hidden: false,
    });
    g.put_men(Sp::Tuxford, 1, 0);
    assert!(!light(&g), "Robin Hood is Revealed: nothing to pay with");
}

/// A special Traveller joins the deck from out of the game, and the one it
/// replaces leaves it, from the deck or else from the discard (#4 dark:
/// Guy of Gisborne in, the Monks out).
#[test]
fn card_04_guy_of_gisborne_dark_takes_a_monk_from_the_discard_if_need_be() {
    let mut g = at(GUY_OF_GISBORNE);
    let monks = |list: &[Traveller]| list.iter().filter(|&&t| t == Traveller::Monks).count();
    let in_deck = monks(&g.travellers);
    g.travellers.retain(|&t| t != Traveller::Monks);
    g.traveller_discard = vec![Traveller::Monks; in_deck];
    let out = g.travellers_out.clone();
    assert!(out.contains(&Traveller::GuyOfGisborne) && out.len() > 1);
    play(&mut g, &["event", "dark"]);
    assert_eq!(monks(&g.traveller_discard), in_deck - 1, "one Monk left");
    let mut rest: Vec<_> = out
        .into_iter()
        .filter(|&t| t != Traveller::GuyOfGisborne)
        .collect();
    rest.push(Traveller::Monks);
    assert_eq!(g.travellers_out, rest, "Guy of Gisborne in, a Monk out");
    assert!(g.travellers().contains(&Traveller::GuyOfGisborne));
}

/// The Sheriff moving "Hidden Merry Men" out of Robin Hood's space moves
/// him with the odds of a blind pick: 2 of 3 Hidden cylinders moved, 2 in
/// 3 that he is one of them (#10 light, rule 5.1.1). Only a Hidden man of
/// his own space stands for him.
#[test]
fn card_10_tax_collectors_sheriffs_blind_movers_take_robin_hood_at_the_odds() {
    let mut moved = 0;
    for seed in 0..60 {
        let mut g = at_sheriff(TAX_COLLECTORS);
        g.set_seed(seed);
        hidden_robin(&mut g, Sp::ShireWood);
        g.put_men(Sp::ShireWood, 2, 0);
        play(
            &mut g,
            &[
                "event",
                "light",
                "move hidden shire_wood nottingham",
                "move hidden shire_wood nottingham",
                "done",
            ],
        );
        assert_eq!(g.hidden_at(Sp::Nottingham), 2);
        assert_eq!(g.hidden_at(Sp::ShireWood), 1);
        moved += usize::from(g.robin_at() == Some(Sp::Nottingham));
    }
    assert!((30..=52).contains(&moved), "{moved} of 60, 40 expected");
    // Only Hidden men from his space are drawn among: one of three moved
    // with two Revealed ones, he goes one time in three.
    let mut moved = 0;
    for seed in 0..60 {
        let mut g = at_sheriff(TAX_COLLECTORS);
        g.set_seed(seed);
        hidden_robin(&mut g, Sp::ShireWood);
        g.put_men(Sp::ShireWood, 2, 2);
        play(
            &mut g,
            &[
                "event",
                "light",
                "move hidden shire_wood nottingham",
                "move revealed shire_wood nottingham",
                "move revealed shire_wood nottingham",
                "done",
            ],
        );
        moved += usize::from(g.robin_at() == Some(Sp::Nottingham));
    }
    assert!((10..=32).contains(&moved), "{moved} of 60, 20 expected");
    // The Hidden man of his space stands for him, not one from elsewhere
    // moved before it.
    let mut g = at_sheriff(TAX_COLLECTORS);
    hidden_robin(&mut g, Sp::ShireWood);
    g.put_men(Sp::Mansfield, 1, 0);
    play(
        &mut g,
        &[
            "event",
            "light",
            "move hidden mansfield nottingham",
            "move hidden shire_wood nottingham",
            "done",
        ],
    );
    assert_eq!(g.robin_at(), Some(Sp::Nottingham), "his only cylinder");
    assert_eq!(
        (g.men_at(Sp::Mansfield), g.hidden_at(Sp::Nottingham)),
        (0, 2)
    );
    // A Hidden man from another space, or a Revealed one from his, never
    // takes his place.
    for seed in 0..20 {
        let mut g = at_sheriff(TAX_COLLECTORS);
        g.set_seed(seed);
        hidden_robin(&mut g, Sp::ShireWood);
        g.put_men(Sp::ShireWood, 0, 1).put_men(Sp::Mansfield, 1, 0);
        play(
            &mut g,
            &[
                "event",
                "light",
                "move hidden mansfield nottingham",
                "move revealed shire_wood nottingham",
                "done",
            ],
        );
        assert_eq!(g.robin_at(), Some(Sp::ShireWood), "seed {seed}");
        assert_eq!(
            (g.hidden_at(Sp::Nottingham), g.men_at(Sp::Mansfield)),
            (2, 0)
        );
        assert_eq!(g.space(Sp::ShireWood).revealed, 0);
    }
}

/// Merry Men gathered into one space come from where they were, each
/// origin logged with its count; a space's Hidden and Revealed men are
/// offered until each has been chosen (#13 light).
#[test]
fn card_13_ambush_each_man_moves_in_once_and_leaves_his_space() {
    let mut g = at(AMBUSH);
    g.put_cart(Sp::Tuxford, CartKind::Tallage, false)
        .put_men(Sp::Blyth, 1, 1)
        .put_men(Sp::Newark, 1, 0);
    play(
        &mut g,
        &[
            "event",
            "light",
            "space tuxford",
            "move hidden blyth tuxford",
        ],
    );
    assert!(!has(&g, "move hidden blyth tuxford"), "the one Hidden went");
    assert!(has(&g, "move revealed blyth tuxford"));
    play(
        &mut g,
        &[
            "move revealed blyth tuxford",
            "move hidden newark tuxford",
            "done",
        ],
    );
    assert_eq!(g.men_at(Sp::Blyth) + g.men_at(Sp::Newark), 0);
    assert_eq!(g.hidden_at(Sp::Tuxford), 3, "all Hidden on arrival");
    let moved: Vec<(Sp, u8)> = g
        .log()
        .iter()
        .filter_map(|e| match e.event {
            Event::Moved { from, n, .. } => Some((from, n)),
            _ => None,
        })
        .collect();
    assert_eq!(moved, [(Sp::Blyth, 2), (Sp::Newark, 1)]);
}

/// Picking Merry Men: Robin Hood's seat names Robin Hood where he is (and
/// nowhere else); the Sheriff names him only when he is Revealed (#26 dark).
#[test]
fn card_26_corruption_names_robin_hood_only_where_he_is_and_is_seen() {
    let mut g = at(CORRUPTION);
    hidden_robin(&mut g, Sp::Tuxford);
    g.put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "dark", "space blyth"]);
    assert_eq!(legal(&g), ["pick blyth hidden", "done"]);
    let mut g = at_sheriff(CORRUPTION);
    g.put_robin(Robin::Map {
        at: Sp::Blyth,
        hidden: false,
    });
    play(&mut g, &["event", "dark", "space blyth"]);
    assert_eq!(legal(&g), ["pick blyth robin", "done"]);
}

/// #14: Robin Hood's withdrawal offers Robin Hood only from his own space.
#[test]
fn card_14_temporary_truce_robin_hood_moves_from_his_own_space() {
    let mut g = fortune(TEMPORARY_TRUCE);
    hidden_robin(&mut g, Sp::Blyth);
    g.put_men(Sp::Tuxford, 0, 1);
    g.next();
    play(&mut g, &["done", "yes"]);
    assert!(has(&g, "move robin blyth shire_wood"));
    assert!(has(&g, "move revealed tuxford shire_wood"));
    assert!(!has(&g, "move robin tuxford shire_wood"));
    assert!(
        !has(&g, "move hidden blyth shire_wood"),
        "he is alone there"
    );
}

/// The log cites the rule an Event's effects come under: 2.4 for a
/// Fortune Event, 5.1.1 for a side chosen.
#[test]
fn rule_2_4_and_5_1_1_event_effects_are_logged_under_their_rule() {
    let rules_of = |g: &Gest| -> Vec<String> {
        g.log()
            .iter()
            .filter(|e| matches!(e.event, Event::Revealed { .. }))
            .map(|e| e.rule.clone())
            .collect()
    };
    let mut g = at(ALLAN_A_DALE);
    g.put_men(Sp::Remston, 1, 0);
    play(&mut g, &["event", "light", "space remston", "reveal 1"]);
    assert_eq!(rules_of(&g), ["5.1.1"]);
    let mut g = fortune(TEMPORARY_TRUCE);
    g.set_status(Sp::Remston, Status::Revolting)
        .put_henchmen(Sp::Remston, 1);
    g.next();
    play(&mut g, &["yes", "move henchman remston nottingham"]);
    let fortune_rules: Vec<&str> = g
        .log()
        .iter()
        .filter(|e| matches!(e.event, Event::Moved { .. }))
        .map(|e| e.rule.as_str())
        .collect();
    assert_eq!(fortune_rules, ["2.4"]);
}

/// Rule 5.1, the other cards: each side's condition both ways.
#[test]
fn rule_5_1_each_event_side_is_offered_only_when_it_can_act_continued() {
    let light = |g: &Gest, card| g.event_playable(card, Side::Light, ROBIN);
    let dark = |g: &Gest, card| g.event_playable(card, Side::Dark, ROBIN);

    // #5 Little John, dark: a Revolting Parish with a Revealed Merry Man.
    let mut g = at(LITTLE_JOHN);
    g.put_men(Sp::Blyth, 0, 1);
    assert!(!dark(&g, LITTLE_JOHN), "Blyth is Submissive");
    g.set_status(Sp::Blyth, Status::Revolting)
        .set_status(Sp::Tuxford, Status::Revolting);
    assert!(dark(&g, LITTLE_JOHN));
    let mut g = at(LITTLE_JOHN);
    g.set_status(Sp::Blyth, Status::Revolting)
        .put_men(Sp::Blyth, 1, 0);
    assert!(!dark(&g, LITTLE_JOHN), "only a Hidden man there");

    // #24 Maid Marian, dark: a Carriage on the map.
    let mut g = at(MAID_MARIAN);
    assert!(light(&g, MAID_MARIAN) && !dark(&g, MAID_MARIAN));
    g.put_cart(Sp::Blyth, CartKind::Tallage, false);
    assert!(dark(&g, MAID_MARIAN));

    // #20 Major Oak: light, not yet played and a Camp Available; dark, a
    // Camp in a Forest.
    let mut g = at(MAJOR_OAK);
    assert!(light(&g, MAJOR_OAK) && !dark(&g, MAJOR_OAK));
    g.put_camps(Sp::Blyth, 1);
    assert!(!dark(&g, MAJOR_OAK), "Blyth is no Forest");
    g.put_camps(Sp::ShireWood, 1);
    assert!(dark(&g, MAJOR_OAK));
    g.great_oak = true;
    assert!(!light(&g, MAJOR_OAK), "once");
    let mut g = at(MAJOR_OAK);
    let camps = g.available().camps;
    g.put_camps(Sp::Blyth, camps);
    assert!(!light(&g, MAJOR_OAK), "no Camp left");

    // #28 Nottingham Fair: light, a Henchman in Nottingham; dark, a Merry
    // Man next to it.
    let mut g = at(NOTTINGHAM_FAIR);
    assert!(!light(&g, NOTTINGHAM_FAIR) && !dark(&g, NOTTINGHAM_FAIR));
    g.put_henchmen(Sp::Blyth, 1).put_men(Sp::Blyth, 1, 0);
    assert!(!light(&g, NOTTINGHAM_FAIR) && !dark(&g, NOTTINGHAM_FAIR));
    g.put_henchmen(Sp::Nottingham, 1)
        .put_men(Sp::Mansfield, 0, 1);
    assert!(light(&g, NOTTINGHAM_FAIR) && dark(&g, NOTTINGHAM_FAIR));

    // #21 Robin's Horn, dark: a victim and a Henchman Available.
    let mut g = at(ROBINS_HORN);
    assert!(!dark(&g, ROBINS_HORN), "no victim");
    g.victims = vec![Traveller::Monks];
    assert!(dark(&g, ROBINS_HORN));
    let n = g.available().henchmen;
    g.put_henchmen(Sp::Blyth, n);
    assert!(!dark(&g, ROBINS_HORN), "no Henchman left");

    // #19 Royal Pardon: light, two prisoners (Robin Hood counts; revision
    // 1: one, not him); dark, one.
    let mut g = at(ROYAL_PARDON);
    assert!(!light(&g, ROYAL_PARDON) && !dark(&g, ROYAL_PARDON));
    g.put_robin(Robin::Prison);
    assert!(!light(&g, ROYAL_PARDON) && dark(&g, ROYAL_PARDON));
    g.put_prisoners(1);
    assert!(light(&g, ROYAL_PARDON));
    let mut g = at(ROYAL_PARDON);
    g.set_rules(1).put_robin(Robin::Prison);
    assert!(!light(&g, ROYAL_PARDON), "revision 1: Robin Hood uncounted");
    g.put_prisoners(1);
    assert!(light(&g, ROYAL_PARDON), "revision 1: one prisoner");

    // #9 Social Bandit, light: a Camp Available and Robin Hood Hidden in a
    // Parish without one.
    let mut g = at(SOCIAL_BANDIT);
    hidden_robin(&mut g, Sp::Blyth);
    assert!(light(&g, SOCIAL_BANDIT));
    g.put_camps(Sp::Blyth, 1);
    assert!(!light(&g, SOCIAL_BANDIT), "a Camp is there already");
    let mut g = at(SOCIAL_BANDIT);
    hidden_robin(&mut g, Sp::ShireWood);
    assert!(!light(&g, SOCIAL_BANDIT), "not a Parish");
    let mut g = at(SOCIAL_BANDIT);
    hidden_robin(&mut g, Sp::Blyth);
    let camps = g.available().camps;
    g.put_camps(Sp::Tuxford, camps);
    assert!(!light(&g, SOCIAL_BANDIT), "no Camp left");

    // #29 A Tale of Two Lovers, light: a Shilling and a Merry Man the seat
    // may take (a Hidden one only by Robin Hood's own seat).
    let mut g = at(TALE_OF_TWO_LOVERS);
    g.put_men(Sp::Blyth, 1, 0);
    assert!(light(&g, TALE_OF_TWO_LOVERS));
    assert!(!g.event_playable(TALE_OF_TWO_LOVERS, Side::Light, SHERIFF));
    g.put_men(Sp::Tuxford, 0, 1);
    assert!(g.event_playable(TALE_OF_TWO_LOVERS, Side::Light, SHERIFF));
    g.set_shillings(ROBIN, 0);
    assert!(!light(&g, TALE_OF_TWO_LOVERS), "no Shilling");
    assert!(dark(&g, TALE_OF_TWO_LOVERS));

    // #15 Will Scarlet, light: a Camp Available.
    let mut g = at(WILL_SCARLET);
    assert!(light(&g, WILL_SCARLET) && dark(&g, WILL_SCARLET));
    let camps = g.available().camps;
    g.put_camps(Sp::Blyth, camps);
    assert!(!light(&g, WILL_SCARLET));

    // #25 Weapons of the Weak: light, a Submissive Parish; dark, a
    // Revolting one.
    let mut g = at(WEAPONS_OF_THE_WEAK);
    assert!(light(&g, WEAPONS_OF_THE_WEAK) && !dark(&g, WEAPONS_OF_THE_WEAK));
    for p in PARISHES {
        g.set_status(p, Status::Revolting);
    }
    assert!(!light(&g, WEAPONS_OF_THE_WEAK) && dark(&g, WEAPONS_OF_THE_WEAK));

    // #27 Will Stutely: light, a Hidden man next to a Parish; dark, a
    // Revealed one anywhere.
    let mut g = at(WILL_STUTELY);
    assert!(!light(&g, WILL_STUTELY) && !dark(&g, WILL_STUTELY));
    g.put_men(Sp::ShireWood, 0, 1);
    assert!(!light(&g, WILL_STUTELY) && dark(&g, WILL_STUTELY));
    g.put_men(Sp::ShireWood, 1, 0);
    assert!(light(&g, WILL_STUTELY));

    // #10 Tax Collectors: light, a Merry Man next to Nottingham; dark, a
    // Carriage Available and a Henchman in a Parish.
    let mut g = at(TAX_COLLECTORS);
    assert!(!light(&g, TAX_COLLECTORS) && !dark(&g, TAX_COLLECTORS));
    g.put_men(Sp::Blyth, 1, 0).put_henchmen(Sp::Nottingham, 1);
    assert!(
        !light(&g, TAX_COLLECTORS),
        "Blyth is not next to Nottingham"
    );
    assert!(!dark(&g, TAX_COLLECTORS), "no Henchman in a Parish");
    g.put_men(Sp::ShireWood, 0, 1).put_henchmen(Sp::Tuxford, 1);
    assert!(light(&g, TAX_COLLECTORS) && dark(&g, TAX_COLLECTORS));
    for k in CartKind::ALL {
        while g.available().carts[k.index()] > 0 {
            g.put_cart(Sp::Nottingham, k, false);
        }
    }
    assert!(!dark(&g, TAX_COLLECTORS), "no Carriage left");
}

/// Every Event step that waits for a decision says what it asks (a
/// `gest.ask.*` key), for each side of each regular card, by either seat,
/// from a position where every side can act.
#[test]
fn rule_5_1_every_event_step_says_what_it_asks() {
    let rich = |card, seat| {
        let mut g = if seat == ROBIN {
            at(card)
        } else {
            at_sheriff(card)
        };
        hidden_robin(&mut g, Sp::Blyth);
        g.put_men(Sp::Blyth, 2, 1)
            .put_men(Sp::ShireWood, 1, 1)
            .put_men(Sp::Bingham, 0, 1)
            .put_henchmen(Sp::Nottingham, 2)
            .put_henchmen(Sp::Blyth, 1)
            .put_henchmen(Sp::Bingham, 1)
            .put_camps(Sp::SouthwellForest, 1)
            .put_cart(Sp::Tuxford, CartKind::Tribute, false)
            .put_cart(Sp::Remston, CartKind::Trap, true)
            .put_prisoners(2)
            .set_status(Sp::Bingham, Status::Revolting);
        g.victims = vec![Traveller::Monks];
        g
    };
    let mut asked_steps = 0;
    for card in regular_cards() {
        for seat in [ROBIN, SHERIFF] {
            for side in ["light", "dark"] {
                let mut g = rich(card, seat);
                play(&mut g, &["event"]);
                if !has(&g, side) {
                    continue;
                }
                play(&mut g, &[side]);
                // Walk the first choice of each step while the Event lasts.
                for _ in 0..6 {
                    let Phase::Event(es) = g.phase() else { break };
                    let ask = es.ask();
                    assert!(
                        ask.is_some_and(|a| a.key.split('.').take(2).eq(["gest", "ask"])),
                        "card {card} {side} by seat {seat}: {es:?}"
                    );
                    asked_steps += 1;
                    let first = g.legal()[0].clone();
                    g.apply(&first).unwrap();
                }
            }
        }
    }
    assert!(asked_steps > 60, "{asked_steps} steps asked");
}

/// Card #14 (Fortune): the Sheriff may take the truce (every Henchman
/// outside Submissive spaces moved into one, one at a time, then 1 Order),
/// then Robin Hood may (every Merry Man outside Forests and Camps moved
/// into one, then all Hidden, 1 Justice); either may refuse.
#[test]
fn card_14_temporary_truce_each_piece_moved_once_each_player_may_refuse() {
    let truce = || {
        let mut g = fortune(TEMPORARY_TRUCE);
        g.set_status(Sp::Remston, Status::Revolting)
            .set_status(Sp::Tuxford, Status::Revolting)
            .put_henchmen(Sp::Remston, 2)
            .put_henchmen(Sp::Blyth, 1)
            .put_camps(Sp::Newark, 1)
            .put_men(Sp::Newark, 0, 1)
            .put_men(Sp::Tuxford, 1, 1)
            .put_men(Sp::ShireWood, 0, 1);
        g.put_robin(Robin::Map {
            at: Sp::Tuxford,
            hidden: false,
        });
        g.next();
        g
    };
    // Both refuse: nothing moves, the track stays.
    let mut g = truce();
    assert_eq!(asked(&g).0, "gest.ask.truce.sheriff");
    assert_eq!(g.seat_to_move(), Some(SHERIFF));
    assert_eq!(legal(&g), ["yes", "done"]);
    play(&mut g, &["done"]);
    assert_eq!(asked(&g).0, "gest.ask.truce.robin");
    assert_eq!(g.seat_to_move(), Some(ROBIN));
    let favour = g.favour();
    play(&mut g, &["done"]);
    assert_eq!(g.favour(), favour);
    assert_eq!(g.space(Sp::Remston).henchmen, 2);
    assert_eq!(g.robin_at(), Some(Sp::Tuxford));

    // Both take it.
    let mut g = truce();
    play(&mut g, &["yes"]);
    assert_eq!(asked(&g).0, "gest.ask.truce.henchmen");
    let offered = legal(&g);
    assert!(offered
        .iter()
        .all(|a| a.starts_with("move henchman remston ")));
    assert!(offered.contains(&"move henchman remston nottingham".to_string()));
    assert!(offered.contains(&"move henchman remston blyth".to_string()));
    assert!(!offered.contains(&"move henchman remston tuxford".to_string()));
    play(&mut g, &["move henchman remston blyth"]);
    assert_eq!(
        (g.space(Sp::Remston).henchmen, g.space(Sp::Blyth).henchmen),
        (1, 2)
    );
    play(&mut g, &["move henchman remston nottingham"]);
    assert_eq!(g.favour(), 2, "one step toward Order once all have moved");
    assert_eq!(asked(&g).0, "gest.ask.truce.robin");
    play(&mut g, &["yes"]);
    assert_eq!(asked(&g).0, "gest.ask.truce.men");
    let offered = legal(&g);
    assert!(
        offered.iter().all(|a| a.contains(" tuxford ")),
        "{offered:?}"
    );
    assert!(offered.contains(&"move robin tuxford newark".to_string()));
    assert!(offered.contains(&"move hidden tuxford shire_wood".to_string()));
    assert!(!offered.contains(&"move hidden tuxford blyth".to_string()));
    play(&mut g, &["move robin tuxford newark"]);
    assert_eq!(
        g.robin(),
        Robin::Map {
            at: Sp::Newark,
            hidden: false
        }
    );
    play(
        &mut g,
        &[
            "move hidden tuxford southwell_forest",
            "move revealed tuxford shire_wood",
        ],
    );
    assert_eq!(g.men_at(Sp::Tuxford), 0);
    assert_eq!(g.favour(), 1, "then one step back toward Justice");
    // All hidden, wherever they are.
    assert_eq!(
        g.robin(),
        Robin::Map {
            at: Sp::Newark,
            hidden: true
        }
    );
    assert_eq!(
        (g.hidden_at(Sp::ShireWood), g.hidden_at(Sp::SouthwellForest)),
        (2, 1)
    );
    assert_eq!(g.space(Sp::Newark).revealed, 0);
    let moved: Vec<(Piece, Sp)> = g
        .log()
        .iter()
        .filter_map(|e| match e.event {
            Event::Moved {
                piece, from, n: 1, ..
            } => Some((piece, from)),
            _ => None,
        })
        .collect();
    assert_eq!(
        moved,
        [
            (Piece::Henchman, Sp::Remston),
            (Piece::Henchman, Sp::Remston),
            (Piece::Robin, Sp::Tuxford),
            (Piece::Hidden, Sp::Tuxford),
            (Piece::Revealed, Sp::Tuxford)
        ]
    );
}

/// Card #10: light, up to 4 Merry Men from spaces next to Nottingham;
/// dark, up to 2 Parishes with Henchmen (a different one each time), a
/// Carriage of a kind still Available placed there and the Parish made
/// Revolting, by the Sheriff whoever played the card.
#[test]
fn card_10_tax_collectors_four_men_at_most_two_parishes_at_most() {
    let mut g = at(TAX_COLLECTORS);
    g.put_men(Sp::ShireWood, 3, 0)
        .put_men(Sp::Mansfield, 1, 1)
        .put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g), ("gest.ask.tax_collectors.light", 0));
    assert!(!has(&g, "move hidden blyth nottingham"), "not adjacent");
    play(
        &mut g,
        &[
            "move hidden shire_wood nottingham",
            "move hidden shire_wood nottingham",
            "move hidden shire_wood nottingham",
            "move revealed mansfield nottingham",
        ],
    );
    assert_eq!(asked(&g), ("gest.ask.tax_collectors.light", 4));
    assert_eq!(legal(&g), ["done"], "four at most");
    play(&mut g, &["done"]);
    assert_eq!(g.hidden_at(Sp::Nottingham), 4);
    assert_eq!(g.men_at(Sp::ShireWood) + g.revealed_at(Sp::Mansfield), 0);

    let mut g = at(TAX_COLLECTORS);
    g.put_henchmen(Sp::Blyth, 1)
        .put_henchmen(Sp::Tuxford, 1)
        .put_henchmen(Sp::Retford, 1)
        .put_henchmen(Sp::ShireWood, 1);
    play(&mut g, &["event", "dark"]);
    assert!(matches!(g.phase(), Phase::Event(es) if es.seat == SHERIFF));
    assert_eq!(asked(&g), ("gest.ask.tax_collectors.parish", 0));
    assert_eq!(
        legal(&g),
        ["space blyth", "space retford", "space tuxford"],
        "Parishes with Henchmen; no Done before the first"
    );
    play(&mut g, &["space blyth"]);
    assert_eq!(asked(&g).0, "gest.ask.tax_collectors.kind");
    assert_eq!(legal(&g), ["kind tallage", "kind tribute", "kind trap"]);
    let tallage = g.available().carts[CartKind::Tallage.index()];
    play(&mut g, &["kind tallage"]);
    assert_eq!(g.available().carts[CartKind::Tallage.index()], tallage - 1);
    assert_eq!(g.space(Sp::Blyth).carts.hidden, [1, 0, 0]);
    assert!(g.is_revolting(Sp::Blyth));
    assert_eq!(asked(&g), ("gest.ask.tax_collectors.parish", 1));
    assert_eq!(legal(&g), ["space retford", "space tuxford", "done"]);
    play(&mut g, &["space tuxford", "kind trap"]);
    assert_eq!(legal(&g), ["done"], "two at most");
    assert_eq!(g.space(Sp::Tuxford).carts.hidden, [0, 0, 1]);
    // Kinds no longer Available are not offered.
    let mut g = at(TAX_COLLECTORS);
    g.put_henchmen(Sp::Blyth, 1);
    while g.available().carts[CartKind::Tribute.index()] > 0 {
        g.put_cart(Sp::Nottingham, CartKind::Tribute, false);
    }
    play(&mut g, &["event", "dark", "space blyth"]);
    assert_eq!(legal(&g), ["kind tallage", "kind trap"]);
    // The last Carriage placed, no second Parish.
    let mut g = at(TAX_COLLECTORS);
    g.put_henchmen(Sp::Blyth, 1).put_henchmen(Sp::Tuxford, 1);
    for k in CartKind::ALL {
        while g.available().carts[k.index()] > u8::from(k == CartKind::Trap) {
            g.put_cart(Sp::Nottingham, k, false);
        }
    }
    play(&mut g, &["event", "dark", "space blyth", "kind trap"]);
    assert_eq!(legal(&g), ["done"], "no Carriage left");
}

/// Card #24's dark side by either seat: the Sheriff names any Carriage, Robin
/// Hood a face-up one by its kind or a face-down one by its space (its kind
/// drawn); the Parish made Submissive sends all its Merry Men, Robin Hood
/// with them, Hidden or Revealed as they were, to one adjacent space; a
/// Parish without Merry Men ends it there.
#[test]
fn card_24_maid_marian_dark_each_seat_picks_its_carriage_and_the_men_go_together() {
    let mut g = at_sheriff(MAID_MARIAN);
    g.put_cart(Sp::Blyth, CartKind::Trap, false)
        .put_cart(Sp::Remston, CartKind::Tribute, true);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g).0, "gest.ask.lady_marian.cart");
    assert_eq!(
        legal(&g),
        ["cart blyth trap hidden", "cart remston tribute revealed"]
    );
    let mut g = at(MAID_MARIAN);
    g.put_cart(Sp::Blyth, CartKind::Trap, false)
        .put_cart(Sp::Remston, CartKind::Tribute, true)
        .set_status(Sp::Newark, Status::Revolting)
        .put_men(Sp::Newark, 2, 1);
    g.put_robin(Robin::Map {
        at: Sp::Newark,
        hidden: false,
    });
    play(&mut g, &["event", "dark"]);
    assert_eq!(legal(&g), ["space blyth", "cart remston tribute revealed"]);
    play(&mut g, &["space blyth"]);
    assert_eq!(g.used_carts(), [0, 0, 1], "the Trap, the only one there");
    assert_eq!(g.space(Sp::Blyth).carts.total(), 0);
    assert_eq!(asked(&g).0, "gest.ask.lady_marian.parish");
    assert_eq!(legal(&g).len(), PARISHES.len());
    play(&mut g, &["space newark"]);
    assert_eq!(asked(&g).0, "gest.ask.lady_marian.men");
    assert_eq!(legal(&g), ["space tuxford"]);
    play(&mut g, &["space tuxford"]);
    assert_eq!(
        (g.space(Sp::Tuxford).hidden, g.space(Sp::Tuxford).revealed),
        (2, 1)
    );
    assert_eq!(g.men_at(Sp::Newark), 0);
    assert_eq!(
        g.robin(),
        Robin::Map {
            at: Sp::Tuxford,
            hidden: false
        }
    );
    assert!(g.log().iter().any(|e| matches!(
        e.event,
        Event::Moved {
            from: Sp::Newark,
            to: Sp::Tuxford,
            n: 3,
            ..
        }
    )));
    // A Parish with nobody in it: the Event ends with its Submission.
    let mut g = at(MAID_MARIAN);
    g.put_cart(Sp::Remston, CartKind::Tribute, true)
        .set_status(Sp::Newark, Status::Revolting);
    play(
        &mut g,
        &[
            "event",
            "dark",
            "cart remston tribute revealed",
            "space newark",
        ],
    );
    assert_eq!(g.used_carts(), [0, 1, 0]);
    assert!(!matches!(g.phase(), Phase::Event(_)));
    assert_eq!(g.status(Sp::Newark), Some(Status::Submissive));
}

/// Card #27: light, one Hidden Merry Man (Robin Hood, named only by his own
/// player; the Sheriff's pick is blind) moves into an adjacent Parish and
/// its Henchmen go to Nottingham; dark, up to 2 Revealed Merry Men to
/// Prison, Done after the first.
#[test]
fn card_27_will_stutely_one_hidden_man_in_two_revealed_men_out() {
    let mut g = at(WILL_STUTELY);
    hidden_robin(&mut g, Sp::ShireWood);
    g.put_men(Sp::ShireWood, 1, 1)
        .put_men(Sp::Nottingham, 1, 0)
        .put_henchmen(Sp::Blyth, 2)
        .put_henchmen(Sp::Nottingham, 1);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g).0, "gest.ask.will_stutely.light");
    assert!(has(&g, "move hidden shire_wood blyth") && has(&g, "move robin shire_wood blyth"));
    assert!(has(&g, "move hidden nottingham mansfield"));
    assert!(!has(&g, "move revealed shire_wood blyth"), "Hidden only");
    assert!(!has(&g, "move hidden shire_wood tuxford"), "not adjacent");
    assert!(
        !has(&g, "move hidden shire_wood southwell_forest"),
        "a Parish"
    );
    play(&mut g, &["move robin shire_wood blyth"]);
    assert_eq!(
        g.robin(),
        Robin::Map {
            at: Sp::Blyth,
            hidden: true
        }
    );
    assert_eq!(g.space(Sp::ShireWood).hidden, 1);
    assert_eq!(
        (
            g.space(Sp::Blyth).henchmen,
            g.space(Sp::Nottingham).henchmen
        ),
        (0, 3)
    );
    // The Sheriff cannot name Robin Hood.
    let mut g = at_sheriff(WILL_STUTELY);
    hidden_robin(&mut g, Sp::ShireWood);
    play(&mut g, &["event", "light"]);
    assert!(has(&g, "move hidden shire_wood blyth") && !has(&g, "move robin shire_wood blyth"));
    play(&mut g, &["move hidden shire_wood blyth"]);
    assert_eq!(
        g.robin_at(),
        Some(Sp::Blyth),
        "the only Hidden cylinder there"
    );
    // A Parish without Henchmen: the man moves in, nothing else.
    let mut g = at(WILL_STUTELY);
    g.put_men(Sp::ShireWood, 1, 0)
        .put_henchmen(Sp::Nottingham, 1);
    play(
        &mut g,
        &["event", "light", "move hidden shire_wood mansfield"],
    );
    assert_eq!(
        (g.space(Sp::ShireWood).hidden, g.space(Sp::Mansfield).hidden),
        (0, 1)
    );
    assert_eq!(g.space(Sp::Nottingham).henchmen, 1);
    assert!(
        !g.log().iter().any(|e| matches!(
            e.event,
            Event::Moved {
                piece: Piece::Henchman,
                ..
            }
        )),
        "no Henchman to send, none logged"
    );

    let mut g = at(WILL_STUTELY);
    g.put_men(Sp::Blyth, 1, 2).put_men(Sp::Tuxford, 0, 1);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g), ("gest.ask.will_stutely.dark", 0));
    assert_eq!(legal(&g), ["pick blyth revealed", "pick tuxford revealed"]);
    play(&mut g, &["pick blyth revealed"]);
    assert_eq!(asked(&g), ("gest.ask.will_stutely.dark", 1));
    assert_eq!(
        legal(&g),
        ["pick blyth revealed", "pick tuxford revealed", "done"]
    );
    play(&mut g, &["pick blyth revealed"]);
    assert_eq!(g.prison(), 2);
    assert_eq!(g.space(Sp::Blyth).revealed, 0);
    assert_eq!(legal(&g), ["done"], "two at most");
}

/// Card #29: light, a Merry Man the seat may take (a Hidden one only by
/// Robin Hood's player, never Robin Hood) leaves the game with up to 2
/// Henchmen of his space; dark, 2 Shillings and 1 or 2 Henchmen, as many as
/// are Available, in any Parish.
#[test]
fn card_29_a_tale_of_two_lovers_each_side_at_its_limits() {
    let mut g = at(TALE_OF_TWO_LOVERS);
    hidden_robin(&mut g, Sp::Tuxford);
    g.put_men(Sp::Blyth, 1, 1).put_henchmen(Sp::Blyth, 1);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g).0, "gest.ask.two_lovers.light");
    assert_eq!(legal(&g), ["pick blyth hidden", "pick blyth revealed"]);
    play(&mut g, &["pick blyth revealed"]);
    assert_eq!(
        (g.space(Sp::Blyth).revealed, g.space(Sp::Blyth).henchmen),
        (0, 0),
        "one Henchman there, one goes"
    );
    assert_eq!(g.robin_at(), Some(Sp::Tuxford));
    let mut g = at_sheriff(TALE_OF_TWO_LOVERS);
    g.put_men(Sp::Blyth, 1, 1);
    play(&mut g, &["event", "light"]);
    assert_eq!(
        legal(&g),
        ["pick blyth revealed"],
        "the Sheriff takes a Revealed one"
    );
    play(&mut g, &["pick blyth revealed"]);
    assert_eq!((g.shillings(SHERIFF), g.shillings(ROBIN)), (9, 10));

    let mut g = at(TALE_OF_TWO_LOVERS);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g).0, "gest.ask.two_lovers.parish");
    assert_eq!(legal(&g).len(), PARISHES.len());
    play(&mut g, &["space remston"]);
    assert_eq!(g.shillings(ROBIN), 12, "to whoever played it");
    assert_eq!(asked(&g).0, "gest.ask.two_lovers.count");
    assert_eq!(legal(&g), ["count 1", "count 2"]);
    let mut g = at(TALE_OF_TWO_LOVERS);
    let n = g.available().henchmen - 1;
    g.put_henchmen(Sp::Nottingham, n);
    play(&mut g, &["event", "dark", "space remston"]);
    assert_eq!(legal(&g), ["count 1"], "one Henchman left");
    play(&mut g, &["count 1"]);
    assert_eq!(g.space(Sp::Remston).henchmen, 1);
}

/// Card #21: light, Robin Hood revealed, up to 3 Merry Men from adjacent
/// spaces join him (the Sheriff, playing it while Robin Hood may be in
/// Available, finds him not on the map and nothing happens); dark, a
/// Henchman for every 2 Victims rounded up, while any are Available, then a
/// Capture in one of the Parishes placed in.
#[test]
fn card_21_robins_horn_three_men_and_a_henchman_for_every_two_victims() {
    let mut g = at(ROBINS_HORN);
    hidden_robin(&mut g, Sp::ShireWood);
    g.put_men(Sp::Blyth, 3, 0)
        .put_men(Sp::Mansfield, 0, 1)
        .put_men(Sp::Tuxford, 1, 0);
    play(&mut g, &["event", "light"]);
    assert!(!g.robin_hidden(), "the reveal is the price");
    assert_eq!(asked(&g), ("gest.ask.robins_horn.light", 0));
    assert!(!has(&g, "move hidden tuxford shire_wood"), "not adjacent");
    play(
        &mut g,
        &[
            "move hidden blyth shire_wood",
            "move hidden blyth shire_wood",
            "move revealed mansfield shire_wood",
        ],
    );
    assert_eq!(asked(&g), ("gest.ask.robins_horn.light", 3));
    assert_eq!(legal(&g), ["done"], "three at most");
    // The Sheriff in doubt: Robin Hood is in Available after all.
    let mut g = at_sheriff(ROBINS_HORN);
    g.put_men(Sp::Blyth, 1, 0);
    g.robin_doubt = true;
    play(&mut g, &["event", "light"]);
    assert!(!matches!(g.phase(), Phase::Event(_)), "nothing happens");
    assert!(!g.robin_in_doubt(), "but now he knows");
    assert_eq!(g.space(Sp::Blyth).hidden, 1);

    let mut g = at(ROBINS_HORN);
    g.victims = vec![Traveller::Monks; 3];
    g.put_men(Sp::Blyth, 0, 1).put_men(Sp::Tuxford, 0, 1);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g), ("gest.ask.robins_horn.dark", 2));
    play(&mut g, &["space blyth"]);
    assert_eq!(asked(&g), ("gest.ask.robins_horn.dark", 1));
    assert!(has(&g, "done"));
    play(&mut g, &["space tuxford"]);
    assert!(
        matches!(g.phase(), Phase::PlotMenu(ctx) if ctx.only == [Sp::Blyth, Sp::Tuxford]),
        "{:?}",
        g.phase()
    );
    // One Henchman left in Available: one placed.
    let mut g = at(ROBINS_HORN);
    g.victims = vec![Traveller::Monks; 4];
    let n = g.available().henchmen - 1;
    g.put_henchmen(Sp::Nottingham, n).put_men(Sp::Blyth, 0, 1);
    play(&mut g, &["event", "dark", "space blyth"]);
    assert!(matches!(g.phase(), Phase::PlotMenu(ctx) if ctx.only == [Sp::Blyth]));
    assert_eq!(g.space(Sp::Blyth).henchmen, 1);
    // Done at once: no Henchman, no Capture.
    let mut g = at(ROBINS_HORN);
    g.victims = vec![Traveller::Monks];
    g.put_men(Sp::Blyth, 0, 1);
    play(&mut g, &["event", "dark", "done"]);
    assert!(!matches!(g.phase(), Phase::PlotMenu(_) | Phase::Event(_)));
}

/// Card #28: light, up to 2 Henchmen of Nottingham replaced by Merry Men,
/// Robin Hood one of them if his player brings him from Available (then one
/// more may follow); the Sheriff playing it places cylinders blindly. Dark:
/// up to 2 Merry Men next to Nottingham removed, Done after the first.
#[test]
fn card_28_nottingham_fair_two_henchmen_two_men_robin_hood_by_his_player() {
    let mut g = at(NOTTINGHAM_FAIR);
    g.put_henchmen(Sp::Nottingham, 3);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g).0, "gest.ask.nottingham_fair.light");
    assert_eq!(legal(&g), ["count 1", "count 2", "robin nottingham"]);
    play(&mut g, &["robin nottingham"]);
    assert_eq!(g.robin_at(), Some(Sp::Nottingham));
    assert_eq!(asked(&g).0, "gest.ask.nottingham_fair.more");
    assert_eq!(legal(&g), ["count 1", "done"]);
    play(&mut g, &["count 1"]);
    assert_eq!(
        (g.space(Sp::Nottingham).henchmen, g.men_at(Sp::Nottingham)),
        (1, 2)
    );
    // One Henchman: one replaced, and none more after Robin Hood.
    let mut g = at(NOTTINGHAM_FAIR);
    g.put_henchmen(Sp::Nottingham, 1);
    play(&mut g, &["event", "light"]);
    assert_eq!(legal(&g), ["count 1", "robin nottingham"]);
    play(&mut g, &["robin nottingham"]);
    assert_eq!(legal(&g), ["done"]);
    // The Sheriff never names Robin Hood; his cylinders are placed blindly.
    let few = |mut g: Gest, seed| {
        g.set_seed(seed);
        let n = g.available().merry_men - 1;
        g.put_men(Sp::Remston, 0, n).put_henchmen(Sp::Nottingham, 2);
        play(&mut g, &["event", "light"]);
        // Only Robin Hood's own player names him.
        assert_eq!(has(&g, "robin nottingham"), g.eligible()[0] == ROBIN);
        play(&mut g, &["count 1"]);
        g.robin_at() == Some(Sp::Nottingham)
    };
    drawn_blindly(NOTTINGHAM_FAIR, few);

    let mut g = at(NOTTINGHAM_FAIR);
    g.put_men(Sp::Mansfield, 1, 2).put_men(Sp::Blyth, 1, 0);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g), ("gest.ask.nottingham_fair.dark", 0));
    assert_eq!(
        legal(&g),
        ["pick mansfield hidden", "pick mansfield revealed"],
        "next to Nottingham only"
    );
    play(&mut g, &["pick mansfield revealed"]);
    assert_eq!(asked(&g), ("gest.ask.nottingham_fair.dark", 1));
    assert!(has(&g, "done"));
    play(&mut g, &["pick mansfield revealed"]);
    assert_eq!(legal(&g), ["done"], "two at most");
    assert_eq!(g.men_at(Sp::Mansfield), 1);
    // Robin Hood's player names Robin Hood; the Sheriff cannot.
    let names = |mut g: Gest| {
        hidden_robin(&mut g, Sp::Mansfield);
        play(&mut g, &["event", "dark"]);
        legal(&g)
    };
    assert_eq!(names(at(NOTTINGHAM_FAIR)), ["pick mansfield robin"]);
    assert_eq!(
        names(at_sheriff(NOTTINGHAM_FAIR)),
        ["pick mansfield hidden"]
    );
    // The Sheriff's pick of a Hidden man may take Robin Hood.
    let pick = |mut g: Gest, seed| {
        g.set_seed(seed);
        hidden_robin(&mut g, Sp::Mansfield);
        g.put_men(Sp::Mansfield, 1, 0);
        play(&mut g, &["event", "dark", "pick mansfield hidden", "done"]);
        g.robin_at() != Some(Sp::Mansfield)
    };
    drawn_blindly(NOTTINGHAM_FAIR, pick);
}

/// Card #17: light, Robin Hood revealed, a Submissive Parish next to him
/// made Revolting and a step toward Justice (the step even with none to
/// stir); dark, Robin Hood revealed and up to 2 Henchmen from other spaces
/// move into his.
#[test]
fn card_17_the_red_cap_parishes_next_to_robin_hood_and_two_henchmen() {
    let mut g = at(THE_RED_CAP);
    hidden_robin(&mut g, Sp::Tuxford);
    g.set_status(Sp::Retford, Status::Revolting);
    play(&mut g, &["event", "light"]);
    assert!(!g.robin_hidden());
    assert_eq!(asked(&g).0, "gest.ask.red_cap.light");
    assert_eq!(legal(&g), ["space blyth", "space newark"]);
    play(&mut g, &["space blyth"]);
    assert!(g.is_revolting(Sp::Blyth));
    assert_eq!(g.favour(), -1);
    let mut g = at(THE_RED_CAP);
    hidden_robin(&mut g, Sp::Tuxford);
    for p in [Sp::Blyth, Sp::Retford, Sp::Newark] {
        g.set_status(p, Status::Revolting);
    }
    play(&mut g, &["event", "light"]);
    assert!(!matches!(g.phase(), Phase::Event(_)));
    assert_eq!(g.favour(), -1, "the step toward Justice all the same");

    let mut g = at(THE_RED_CAP);
    hidden_robin(&mut g, Sp::Blyth);
    g.put_henchmen(Sp::Nottingham, 2)
        .put_henchmen(Sp::Blyth, 1)
        .put_henchmen(Sp::Remston, 1);
    play(&mut g, &["event", "dark"]);
    assert!(!g.robin_hidden());
    assert_eq!(asked(&g), ("gest.ask.red_cap.dark", 0));
    assert_eq!(
        legal(&g),
        [
            "move henchman nottingham blyth",
            "move henchman remston blyth",
            "done"
        ]
    );
    play(&mut g, &["move henchman nottingham blyth"]);
    assert_eq!(asked(&g), ("gest.ask.red_cap.dark", 1));
    play(&mut g, &["move henchman remston blyth"]);
    assert_eq!(legal(&g), ["done"], "two at most");
    assert_eq!(
        (
            g.space(Sp::Blyth).henchmen,
            g.space(Sp::Nottingham).henchmen,
            g.space(Sp::Remston).henchmen
        ),
        (3, 1, 0)
    );
    let favour = g.favour();
    play(&mut g, &["done"]);
    assert_eq!(g.favour(), favour, "no step on the dark side");
}

/// Card #9: the Sheriff, unsure whether Robin Hood left Available, may play
/// either side; Robin Hood found in Available, nothing happens but that the
/// Sheriff knows it. Revision 1: the Shillings even without a Camp.
#[test]
fn card_09_social_bandit_robin_hood_in_available_and_revision_1() {
    let mut g = at_sheriff(SOCIAL_BANDIT);
    g.put_men(Sp::Bingham, 1, 0);
    g.robin_doubt = true;
    play(&mut g, &["event", "light"]);
    assert!(!g.robin_in_doubt());
    assert_eq!((g.shillings(SHERIFF), g.space(Sp::Bingham).camps), (10, 0));
    let mut g = at_sheriff(SOCIAL_BANDIT);
    g.put_men(Sp::Bingham, 1, 0)
        .set_status(Sp::Bingham, Status::Revolting);
    g.robin_doubt = true;
    play(&mut g, &["event", "dark"]);
    assert!(!g.robin_in_doubt());
    assert!(g.is_revolting(Sp::Bingham), "nobody's space changes");
    // Revision 1: Robin Hood Revealed in a Forest still pays.
    let mut g = at(SOCIAL_BANDIT);
    g.set_rules(1);
    g.put_robin(Robin::Map {
        at: Sp::ShireWood,
        hidden: false,
    });
    play(&mut g, &["event", "light"]);
    assert_eq!((g.shillings(ROBIN), g.space(Sp::ShireWood).camps), (12, 0));
    let mut g = at(SOCIAL_BANDIT);
    g.set_rules(1);
    g.put_robin(Robin::Map {
        at: Sp::Bingham,
        hidden: false,
    });
    play(&mut g, &["event", "light"]);
    assert_eq!((g.shillings(ROBIN), g.space(Sp::Bingham).camps), (12, 1));
}

/// Card #6: light, every Merry Man of a Parish Hidden and a step toward
/// Justice; dark, Robin Hood revealed and removed with one more Merry Man of
/// his space, Hidden or Revealed as there are (none if he is alone).
#[test]
fn card_06_prioress_of_kirklees_hides_a_parish_removes_robin_and_one_more() {
    let mut g = at(PRIORESS_OF_KIRKLEES);
    g.put_men(Sp::Blyth, 1, 2);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g).0, "gest.ask.prioress.light");
    assert_eq!(legal(&g).len(), PARISHES.len());
    play(&mut g, &["space blyth"]);
    assert_eq!(
        (g.space(Sp::Blyth).hidden, g.space(Sp::Blyth).revealed),
        (3, 0)
    );
    assert_eq!(g.favour(), -1);

    let mut g = at(PRIORESS_OF_KIRKLEES);
    hidden_robin(&mut g, Sp::Tuxford);
    g.put_men(Sp::Tuxford, 0, 1);
    play(&mut g, &["event", "dark"]);
    assert_eq!(g.robin(), Robin::Available);
    assert_eq!(asked(&g).0, "gest.ask.prioress.dark");
    assert_eq!(legal(&g), ["remove revealed"]);
    play(&mut g, &["remove revealed"]);
    assert_eq!(g.men_at(Sp::Tuxford), 0);
    let mut g = at(PRIORESS_OF_KIRKLEES);
    hidden_robin(&mut g, Sp::Tuxford);
    g.put_men(Sp::Tuxford, 1, 0);
    play(&mut g, &["event", "dark"]);
    assert_eq!(legal(&g), ["remove hidden"]);
    let mut g = at(PRIORESS_OF_KIRKLEES);
    hidden_robin(&mut g, Sp::Tuxford);
    g.put_men(Sp::Tuxford, 2, 1);
    play(&mut g, &["event", "dark"]);
    assert_eq!(legal(&g), ["remove hidden", "remove revealed"]);
    play(&mut g, &["remove hidden"]);
    assert_eq!(
        (g.space(Sp::Tuxford).hidden, g.space(Sp::Tuxford).revealed),
        (1, 1)
    );
    // Alone: removed, and nothing asked.
    let mut g = at(PRIORESS_OF_KIRKLEES);
    hidden_robin(&mut g, Sp::Tuxford);
    play(&mut g, &["event", "dark"]);
    assert_eq!(g.robin(), Robin::Available);
    assert!(!matches!(g.phase(), Phase::Event(_)));
}

/// Card #20's dark side: a Camp removed from a Forest that has one; card
/// #5's dark side: a Revolting Parish with a Revealed Merry Man made
/// Submissive.
#[test]
fn card_20_major_oak_and_card_05_little_john_dark_choose_among_the_right_spaces() {
    let mut g = at(MAJOR_OAK);
    g.put_camps(Sp::SouthwellForest, 2).put_camps(Sp::Blyth, 1);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g).0, "gest.ask.great_oak");
    assert_eq!(legal(&g), ["space southwell_forest"]);
    play(&mut g, &["space southwell_forest"]);
    assert_eq!(g.space(Sp::SouthwellForest).camps, 1);

    let mut g = at(LITTLE_JOHN);
    g.set_status(Sp::Blyth, Status::Revolting)
        .set_status(Sp::Tuxford, Status::Revolting)
        .set_status(Sp::Newark, Status::Revolting)
        .put_men(Sp::Blyth, 0, 1)
        .put_men(Sp::Tuxford, 1, 0)
        .put_men(Sp::Retford, 0, 1);
    play(&mut g, &["event", "dark"]);
    assert_eq!(asked(&g).0, "gest.ask.little_john");
    assert_eq!(legal(&g), ["space blyth"]);
    play(&mut g, &["space blyth"]);
    assert_eq!(g.status(Sp::Blyth), Some(Status::Submissive));
}

/// Card #7: light with no Submissive Parish free of Henchmen still steps
/// toward Justice; dark steps toward Order only when more Parishes are
/// Submissive than Revolting (not when as many).
#[test]
fn card_07_yeomen_revolt_each_side_at_its_boundary() {
    let mut g = at(YEOMEN_REVOLT);
    for p in PARISHES {
        g.put_henchmen(p, 1);
    }
    play(&mut g, &["event", "light"]);
    assert!(!matches!(g.phase(), Phase::Event(_)));
    assert_eq!(g.favour(), -1);
    let mut g = at(YEOMEN_REVOLT);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g).0, "gest.ask.yeomen_revolt");
    // Three Submissive, three Revolting, one Passive: as many, no step.
    let dark = |revolting: usize| {
        let mut g = at(YEOMEN_REVOLT);
        for (i, p) in PARISHES.into_iter().enumerate() {
            if i < revolting {
                g.set_status(p, Status::Revolting);
            } else if i == 6 {
                g.set_status(p, Status::Passive);
            }
        }
        let favour = g.favour();
        play(&mut g, &["event", "dark"]);
        g.favour() - favour
    };
    assert_eq!(dark(3), 0, "three against three");
    assert_eq!(dark(2), 1, "four against two");
}

/// Card #3 (Fortune): 4 Victims step toward Order, 3 toward Justice; the
/// Sheriff may decline the Noble Knight, and is not asked when none is in
/// the Traveller deck.
#[test]
fn card_03_queen_eleanor_four_victims_toward_order() {
    let mut g = fortune(QUEEN_ELEANOR);
    g.victims = vec![Traveller::Monks; 3];
    g.next();
    assert_eq!(g.seat_to_move(), Some(SHERIFF));
    assert_eq!(asked(&g).0, "gest.ask.queen_eleanor");
    play(&mut g, &["yes"]);
    assert_eq!(g.victims().len(), 4);
    assert_eq!(g.favour(), 2, "four Victims: toward Order");
    let mut g = fortune(QUEEN_ELEANOR);
    g.victims = vec![Traveller::Monks; 3];
    g.next();
    play(&mut g, &["done"]);
    assert_eq!((g.victims().len(), g.favour()), (3, -1));
    let mut g = fortune(QUEEN_ELEANOR);
    g.victims = vec![Traveller::Monks; 4];
    g.travellers.retain(|&t| t != Traveller::NobleKnight);
    g.next();
    assert_eq!(g.favour(), 2, "nothing asked, four Victims");
}

/// Card #16 (Fortune): each eligible player in turn, the first then the
/// second, a Single Plot (only if he has one) or 2 Shillings to himself.
#[test]
fn card_16_heavy_rain_each_player_in_turn_gains_for_himself() {
    let mut g = fortune(HEAVY_RAIN);
    g.set_shillings(ROBIN, 0);
    g.next();
    assert_eq!(asked(&g).0, "gest.ask.heavy_rain");
    assert_eq!(g.seat_to_move(), Some(ROBIN));
    assert_eq!(legal(&g), ["gain"], "no Shilling, no Merry Man: no Plot");
    play(&mut g, &["gain"]);
    assert_eq!((g.shillings(ROBIN), g.shillings(SHERIFF)), (2, 10));
    assert_eq!(g.seat_to_move(), Some(SHERIFF));
    assert_eq!(legal(&g), ["single", "gain"]);
    play(&mut g, &["gain"]);
    assert_eq!((g.shillings(ROBIN), g.shillings(SHERIFF)), (2, 12));
    assert_eq!(g.card(), Some(LITTLE_JOHN));
}

/// Card #8 (Fortune): the verdict, toward Order with 5 Submissive Parishes,
/// toward Justice with 4.
#[test]
fn card_08_warden_of_the_forest_five_submissive_parishes_toward_order() {
    let verdict = |revolting: usize| {
        let mut g = fortune(WARDEN_OF_THE_FOREST);
        for p in PARISHES.into_iter().take(revolting) {
            g.set_status(p, Status::Revolting);
        }
        g.next();
        // Decline the Hire and the Donate where they are offered.
        while matches!(g.phase(), Phase::PlotMenu(_) | Phase::DeedMenu(_)) {
            play(&mut g, &["done"]);
        }
        g.favour()
    };
    assert_eq!(verdict(2), 2, "five Submissive");
    assert_eq!(verdict(3), -1, "four Submissive");
}

/// Card #15's light side: a Camp in either Forest.
#[test]
fn card_15_will_scarlet_light_either_forest() {
    let mut g = at(WILL_SCARLET);
    play(&mut g, &["event", "light"]);
    assert_eq!(asked(&g).0, "gest.ask.will_scarlet");
    assert_eq!(legal(&g), ["space shire_wood", "space southwell_forest"]);
    play(&mut g, &["space southwell_forest"]);
    assert_eq!(g.space(Sp::SouthwellForest).camps, 1);
}

/// Card #24: the light side's Deed is Swashbuckle or Inspire, no other; the
/// dark side's Merry Men go to a space adjacent as the deciding seat's
/// borders have it (Major Oak's serve Robin Hood's player only).
#[test]
fn card_24_maid_marian_deeds_and_the_borders_of_the_seat_deciding() {
    let mut g = at(MAID_MARIAN);
    g.put_men(Sp::Blyth, 1, 0);
    play(
        &mut g,
        &[
            "event",
            "light",
            "plot recruit",
            "space southwell_forest",
            "recruit man",
        ],
    );
    assert!(
        matches!(g.phase(), Phase::DeedMenu(ctx) if ctx.deeds == [Deed::Swashbuckle, Deed::Inspire]),
        "{:?}",
        g.phase()
    );
    let men_go = |g: Gest| {
        let mut g = g;
        g.great_oak = true;
        g.put_cart(Sp::Remston, CartKind::Tribute, true)
            .set_status(Sp::Blyth, Status::Revolting)
            .put_men(Sp::Blyth, 1, 0);
        play(
            &mut g,
            &[
                "event",
                "dark",
                "cart remston tribute revealed",
                "space blyth",
            ],
        );
        has(&g, "space southwell_forest")
    };
    assert!(
        men_go(at(MAID_MARIAN)),
        "Robin Hood's player: across Major Oak"
    );
    assert!(
        !men_go(at_sheriff(MAID_MARIAN)),
        "the Sheriff: printed borders only"
    );
}

/// Card #19: dark, the prisoners released go to Available, logged when any
/// go; Robin Hood is offered only when he is in Prison and counted
/// (revision 2). Light: a Robin Hood freed alone with his half places no
/// Merry Man.
#[test]
fn card_19_royal_pardon_released_to_available_robin_hood_only_when_counted() {
    let mut g = at(ROYAL_PARDON);
    g.put_prisoners(2);
    let available = g.available().merry_men;
    play(&mut g, &["event", "dark"]);
    assert_eq!(
        legal(&g),
        ["count 0", "count 1", "count 2"],
        "Robin Hood free"
    );
    play(&mut g, &["count 2"]);
    assert_eq!(g.available().merry_men, available + 2);
    assert!(g
        .log()
        .iter()
        .any(|e| matches!(e.event, Event::Removed { n: 2, .. })));
    let mut g = at(ROYAL_PARDON);
    g.put_prisoners(2);
    play(&mut g, &["event", "dark", "count 0"]);
    assert!(!g
        .log()
        .iter()
        .any(|e| matches!(e.event, Event::Removed { .. })));
    // Revision 1: Robin Hood is not among those the Pardon releases.
    let mut g = at(ROYAL_PARDON);
    g.set_rules(1).put_robin(Robin::Prison).put_prisoners(1);
    play(&mut g, &["event", "dark"]);
    assert_eq!(legal(&g), ["count 0", "count 1"]);
    // Light, Robin Hood and one other: Robin Hood goes, nobody else.
    let mut g = at(ROYAL_PARDON);
    g.put_robin(Robin::Prison).put_prisoners(1);
    play(&mut g, &["event", "light", "robin mansfield"]);
    assert!(!g.log().iter().any(|e| matches!(
        e.event,
        Event::Placed {
            piece: Piece::Revealed,
            ..
        }
    )));
}

/// Card #29's light side under revision 1: a Shilling and any Merry Man on
/// the map, whichever seat (revision 2: one the seat may take).
#[test]
fn card_29_a_tale_of_two_lovers_light_under_revision_1() {
    let light = |g: &Gest, seat| g.event_playable(TALE_OF_TWO_LOVERS, Side::Light, seat);
    let mut g = at(TALE_OF_TWO_LOVERS);
    g.set_rules(1);
    assert!(!light(&g, SHERIFF), "nobody on the map");
    g.put_men(Sp::Blyth, 1, 0);
    assert!(light(&g, SHERIFF), "revision 1: a Hidden one will do");
    g.set_shillings(SHERIFF, 1);
    assert!(light(&g, SHERIFF), "one Shilling is enough");
    g.set_shillings(SHERIFF, 0);
    assert!(!light(&g, SHERIFF), "no Shilling");
    g.set_rules(2).set_shillings(SHERIFF, 1);
    assert!(
        !light(&g, SHERIFF),
        "revision 2: the Sheriff takes a Revealed one"
    );
    // Revision 2, Robin Hood's seat: a Merry Man other than Robin Hood.
    let mut g = at(TALE_OF_TWO_LOVERS);
    assert!(!light(&g, ROBIN), "nobody on the map");
    hidden_robin(&mut g, Sp::Blyth);
    assert!(!light(&g, ROBIN), "never Robin Hood himself");
    g.put_men(Sp::Tuxford, 1, 0);
    assert!(light(&g, ROBIN));
}

/// Major Oak's borders (rule 1.3.4, revision 2) serve the Robin Hood
/// player's choices only: in Will Stutely's and The Red Cap's light sides,
/// Shire Wood and Tuxford are next to each other for him, not for the
/// Sheriff playing them.
#[test]
fn rule_1_3_4_major_oak_in_events_for_robin_hoods_player_only() {
    let stutely = |mut g: Gest| {
        g.great_oak = true;
        g.put_men(Sp::ShireWood, 1, 0);
        play(&mut g, &["event", "light"]);
        has(&g, "move hidden shire_wood tuxford")
    };
    assert!(stutely(at(WILL_STUTELY)));
    assert!(!stutely(at_sheriff(WILL_STUTELY)));
    let red_cap = |mut g: Gest| {
        g.great_oak = true;
        hidden_robin(&mut g, Sp::ShireWood);
        play(&mut g, &["event", "light"]);
        has(&g, "space tuxford")
    };
    assert!(red_cap(at(THE_RED_CAP)));
    assert!(!red_cap(at_sheriff(THE_RED_CAP)));
}

/// Card #14: Robin Hood moved Hidden in the truce is logged as a Hidden
/// Merry Man, so the public log does not name him.
#[test]
fn card_14_temporary_truce_a_hidden_robin_hood_moves_unnamed() {
    let mut g = fortune(TEMPORARY_TRUCE);
    hidden_robin(&mut g, Sp::Blyth);
    g.next();
    play(&mut g, &["done", "yes", "move robin blyth shire_wood"]);
    let moved: Vec<Piece> = g
        .log()
        .iter()
        .filter_map(|e| match e.event {
            Event::Moved { piece, .. } => Some(piece),
            _ => None,
        })
        .collect();
    assert_eq!(moved, [Piece::Hidden]);
}
