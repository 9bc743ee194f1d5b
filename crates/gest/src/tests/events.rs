//! One test per Event card side (rule 5.1) and per Fortune Event (rule 2.4).

use super::*;
use crate::cards::*;
use crate::map::Sp;

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
