//! Every glory tile's challenge, on each face it has, passing and failing.
//!
//! Each test puts the tile under test on the space the bard enters next
//! (`set_track`), sets the holdings, and checks both `Action::Meet` in
//! `legal()` and `Locksley::meets`. Tiles named in the rulebook are checked
//! against its text (pages 10–12); night faces of small tiles and the pairing
//! of large faces are our reconstruction (`shared/games/locksley.md`).

mod common;

use common::*;
use sherwood_engine::Game;
use sherwood_locksley::Color::{Black, Blue, Green, Pink, Red, White};
use sherwood_locksley::{Action, Color, Large, Locksley, Small};

// ---------------------------------------------------------------- Convoy Attack

fn all_but(c: Color, n: u8) -> Vec<(Color, u8)> {
    Color::ALL
        .into_iter()
        .filter(|&o| o != c)
        .map(|o| (o, n))
        .collect()
}

macro_rules! convoy_attack {
    ($c:expr, $day_passes:ident, $day_fails:ident, $night_passes:ident, $night_fails:ident) => {
        #[test]
        fn $day_passes() {
            assert_meets(table(&[($c, 1)], 0, &[], 0), day(Small::ConvoyAttack($c)));
        }

        /// Every other colour and gold do not help; the opponent's tiles of
        /// the colour do not count.
        #[test]
        fn $day_fails() {
            assert_fails(
                table(&all_but($c, 2), 5, &[($c, 3)], 0),
                day(Small::ConvoyAttack($c)),
            );
        }

        #[test]
        fn $night_passes() {
            assert_meets(table(&[($c, 2)], 0, &[], 0), night(Small::ConvoyAttack($c)));
        }

        #[test]
        fn $night_fails() {
            let mut mine = all_but($c, 2);
            mine.push(($c, 1));
            assert_fails(
                table(&mine, 5, &[($c, 3)], 0),
                night(Small::ConvoyAttack($c)),
            );
        }
    };
}

convoy_attack!(
    White,
    challenge_convoy_attack_white_day_passes_with_one_white,
    challenge_convoy_attack_white_day_fails_without_white,
    challenge_convoy_attack_white_night_passes_with_two_white,
    challenge_convoy_attack_white_night_fails_with_one_white
);
convoy_attack!(
    Red,
    challenge_convoy_attack_red_day_passes_with_one_red,
    challenge_convoy_attack_red_day_fails_without_red,
    challenge_convoy_attack_red_night_passes_with_two_red,
    challenge_convoy_attack_red_night_fails_with_one_red
);
convoy_attack!(
    Pink,
    challenge_convoy_attack_pink_day_passes_with_one_pink,
    challenge_convoy_attack_pink_day_fails_without_pink,
    challenge_convoy_attack_pink_night_passes_with_two_pink,
    challenge_convoy_attack_pink_night_fails_with_one_pink
);
convoy_attack!(
    Green,
    challenge_convoy_attack_green_day_passes_with_one_green,
    challenge_convoy_attack_green_day_fails_without_green,
    challenge_convoy_attack_green_night_passes_with_two_green,
    challenge_convoy_attack_green_night_fails_with_one_green
);
convoy_attack!(
    Blue,
    challenge_convoy_attack_blue_day_passes_with_one_blue,
    challenge_convoy_attack_blue_day_fails_without_blue,
    challenge_convoy_attack_blue_night_passes_with_two_blue,
    challenge_convoy_attack_blue_night_fails_with_one_blue
);
convoy_attack!(
    Black,
    challenge_convoy_attack_black_day_passes_with_one_black,
    challenge_convoy_attack_black_day_fails_without_black,
    challenge_convoy_attack_black_night_passes_with_two_black,
    challenge_convoy_attack_black_night_fails_with_one_black
);

#[test]
fn challenge_convoy_attack_gold_of_that_colour_is_not_loot() {
    // Gold is a tile turned over: it is no longer loot of any colour.
    let mut g = table(&[], 0, &[], 0);
    g.set_holdings(RED, [0; 6], 20);
    for c in Color::ALL {
        assert_fails(g.clone(), day(Small::ConvoyAttack(c)));
    }
}

// ---------------------------------------------------------------- Dead of Night

#[test]
fn challenge_dead_of_night_day_passes_with_white_and_red() {
    assert_meets(
        table(&[(White, 1), (Red, 1)], 0, &[], 0),
        day(Small::DeadOfNight),
    );
}

#[test]
fn challenge_dead_of_night_day_passes_with_red_and_pink() {
    assert_meets(
        table(&[(Red, 2), (Pink, 1)], 0, &[], 0),
        day(Small::DeadOfNight),
    );
}

#[test]
fn challenge_dead_of_night_day_passes_with_pink_and_white() {
    assert_meets(
        table(&[(Pink, 1), (White, 3), (Green, 1)], 0, &[], 0),
        day(Small::DeadOfNight),
    );
}

#[test]
fn challenge_dead_of_night_day_fails_with_one_colour_of_the_pairs() {
    for c in [White, Red, Pink] {
        assert_fails(
            table(
                &[(c, 5), (Green, 1), (Blue, 1), (Black, 1)],
                3,
                &[(White, 1), (Red, 1), (Pink, 1)],
                0,
            ),
            day(Small::DeadOfNight),
        );
    }
}

#[test]
fn challenge_dead_of_night_night_passes_with_white_red_and_pink() {
    assert_meets(
        table(&[(White, 1), (Red, 1), (Pink, 1)], 0, &[], 0),
        night(Small::DeadOfNight),
    );
}

#[test]
fn challenge_dead_of_night_night_fails_with_only_a_pair() {
    for pair in [[White, Red], [Red, Pink], [Pink, White]] {
        assert_fails(
            table(&[(pair[0], 3), (pair[1], 3), (Green, 1)], 0, &[], 0),
            night(Small::DeadOfNight),
        );
    }
}

// ---------------------------------------------------------------- Sherwood Forest

#[test]
fn challenge_sherwood_forest_day_passes_with_green_and_blue() {
    assert_meets(
        table(&[(Green, 1), (Blue, 1)], 0, &[], 0),
        day(Small::SherwoodForest),
    );
}

#[test]
fn challenge_sherwood_forest_day_passes_with_blue_and_black() {
    assert_meets(
        table(&[(Blue, 1), (Black, 2)], 0, &[], 0),
        day(Small::SherwoodForest),
    );
}

#[test]
fn challenge_sherwood_forest_day_passes_with_black_and_green() {
    assert_meets(
        table(&[(Black, 1), (Green, 1), (Red, 1)], 0, &[], 0),
        day(Small::SherwoodForest),
    );
}

#[test]
fn challenge_sherwood_forest_day_fails_with_one_colour_of_the_pairs() {
    for c in [Green, Blue, Black] {
        assert_fails(
            table(
                &[(c, 5), (White, 1), (Red, 1), (Pink, 1)],
                3,
                &[(Green, 1), (Blue, 1), (Black, 1)],
                0,
            ),
            day(Small::SherwoodForest),
        );
    }
}

#[test]
fn challenge_sherwood_forest_night_passes_with_green_blue_and_black() {
    assert_meets(
        table(&[(Green, 1), (Blue, 1), (Black, 1)], 0, &[], 0),
        night(Small::SherwoodForest),
    );
}

#[test]
fn challenge_sherwood_forest_night_fails_with_only_a_pair() {
    for pair in [[Green, Blue], [Blue, Black], [Black, Green]] {
        assert_fails(
            table(&[(pair[0], 3), (pair[1], 3), (White, 1)], 0, &[], 0),
            night(Small::SherwoodForest),
        );
    }
}

// ---------------------------------------------------------------- Two Houses

/// The rulebook's example: two blue and one black are exactly two collections.
#[test]
fn challenge_two_houses_day_passes_with_exactly_two_collections() {
    assert_meets(
        table(&[(Blue, 2), (Black, 1)], 0, &[], 0),
        day(Small::TwoHouses),
    );
}

#[test]
fn challenge_two_houses_day_fails_with_one_collection() {
    assert_fails(table(&[(Blue, 4)], 2, &[], 0), day(Small::TwoHouses));
}

#[test]
fn challenge_two_houses_day_fails_with_three_collections() {
    assert_fails(
        table(&[(Blue, 2), (Black, 1), (Red, 1)], 0, &[], 0),
        day(Small::TwoHouses),
    );
}

#[test]
fn challenge_two_houses_day_fails_with_no_collection() {
    assert_fails(table(&[], 4, &[], 0), day(Small::TwoHouses));
}

#[test]
fn challenge_two_houses_night_passes_with_two_collections_of_two_or_more() {
    assert_meets(
        table(&[(Blue, 2), (Black, 5)], 0, &[], 0),
        night(Small::TwoHouses),
    );
}

#[test]
fn challenge_two_houses_night_fails_with_a_single_tile_collection() {
    assert_fails(
        table(&[(Blue, 2), (Black, 1)], 0, &[], 0),
        night(Small::TwoHouses),
    );
}

#[test]
fn challenge_two_houses_night_fails_with_three_collections() {
    assert_fails(
        table(&[(Blue, 2), (Black, 2), (Red, 2)], 0, &[], 0),
        night(Small::TwoHouses),
    );
}

#[test]
fn challenge_two_houses_night_fails_with_one_collection() {
    assert_fails(table(&[(Blue, 6)], 0, &[], 0), night(Small::TwoHouses));
}

// ---------------------------------------------------------------- Tithe

#[test]
fn challenge_tithe_day_passes_when_every_collection_has_two() {
    assert_meets(
        table(&[(Blue, 2), (Red, 3), (Pink, 5)], 0, &[], 0),
        day(Small::Tithe),
    );
}

#[test]
fn challenge_tithe_day_passes_with_a_single_collection_of_two() {
    assert_meets(table(&[(Green, 2)], 0, &[], 0), day(Small::Tithe));
}

#[test]
fn challenge_tithe_day_fails_with_a_single_tile_collection() {
    assert_fails(
        table(&[(Blue, 2), (Red, 3), (Pink, 1)], 0, &[], 0),
        day(Small::Tithe),
    );
}

#[test]
fn challenge_tithe_day_fails_with_no_collection() {
    assert_fails(table(&[], 6, &[], 0), day(Small::Tithe));
}

#[test]
fn challenge_tithe_night_passes_when_every_collection_has_three() {
    assert_meets(
        table(&[(Blue, 3), (Red, 4)], 0, &[], 0),
        night(Small::Tithe),
    );
}

#[test]
fn challenge_tithe_night_fails_with_a_collection_of_two() {
    assert_fails(
        table(&[(Blue, 3), (Red, 2)], 0, &[], 0),
        night(Small::Tithe),
    );
}

#[test]
fn challenge_tithe_night_fails_with_no_collection() {
    assert_fails(table(&[], 6, &[], 0), night(Small::Tithe));
}

// ---------------------------------------------------------------- Vain Efforts

/// A grid (Robins on a1 and e5) using only `colours`, round-robin.
fn grid_of(colours: &[Color]) -> [Option<Color>; 25] {
    let mut grid = [None; 25];
    let mut i = 0;
    for (s, square) in grid.iter_mut().enumerate() {
        if s == sq("a1") as usize || s == sq("e5") as usize {
            continue;
        }
        *square = Some(colours[i % colours.len()]);
        i += 1;
    }
    grid
}

fn vain_efforts_table(mine: &[(Color, u8)], on_grid: &[Color]) -> Locksley {
    let mut g = table(mine, 0, &[], 0);
    g.set_grid(grid_of(on_grid));
    assert_eq!(g.tile_count(), 60);
    g
}

#[test]
fn challenge_vain_efforts_day_passes_with_a_colour_absent_from_the_grid() {
    let g = vain_efforts_table(&[(White, 1), (Red, 2)], &[Red, Pink, Green, Blue, Black]);
    assert_meets(g, day(Small::VainEfforts));
}

#[test]
fn challenge_vain_efforts_day_fails_when_every_held_colour_is_on_the_grid() {
    let g = vain_efforts_table(&[(White, 3), (Red, 2)], &[White, Red, Green, Blue]);
    assert_fails(g, day(Small::VainEfforts));
}

#[test]
fn challenge_vain_efforts_day_fails_when_the_absent_colour_is_not_held() {
    // Black is absent from the grid but the player holds none.
    let g = vain_efforts_table(&[(White, 3), (Red, 2)], &[White, Red, Pink, Green, Blue]);
    assert_fails(g, day(Small::VainEfforts));
}

#[test]
fn challenge_vain_efforts_night_passes_with_two_colours_absent_from_the_grid() {
    let g = vain_efforts_table(&[(White, 1), (Red, 1)], &[Pink, Green, Blue, Black]);
    assert_meets(g, night(Small::VainEfforts));
}

#[test]
fn challenge_vain_efforts_night_fails_with_one_colour_absent_from_the_grid() {
    let g = vain_efforts_table(&[(White, 4), (Red, 1)], &[Red, Pink, Green, Blue, Black]);
    assert_fails(g, night(Small::VainEfforts));
}

// ---------------------------------------------------------------- The Barrier

#[test]
fn challenge_barrier_day_passes_after_selling_three() {
    let mut g = table(&[(Red, 3)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    assert_eq!(gold(&g, RED), 1, "exactly one gold");
    assert_meets(g, day(Small::Barrier));
}

#[test]
fn challenge_barrier_day_fails_after_selling_four() {
    let mut g = table(&[(Red, 4)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    assert_fails(g, day(Small::Barrier));
}

#[test]
fn challenge_barrier_day_fails_without_a_sale() {
    // Holding a sellable collection is not selling it.
    assert_fails(table(&[(Red, 3)], 3, &[], 0), day(Small::Barrier));
}

#[test]
fn challenge_barrier_day_fails_when_a_bribe_follows_the_sale() {
    let mut g = table(&[(Red, 3)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    apply(&mut g, Action::Bribe);
    assert_fails(g, day(Small::Barrier));
}

#[test]
fn challenge_barrier_day_fails_when_a_tile_is_taken_after_the_sale() {
    let mut g = table(&[(Red, 3)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    assert!(g.grid()[sq("b3") as usize].is_some());
    apply(&mut g, Action::Move(sq("b3")));
    assert_fails(g, day(Small::Barrier));
}

#[test]
fn challenge_barrier_day_passes_when_the_robin_lands_on_an_empty_square_after_the_sale() {
    // Moving the Robin takes no tile from an empty square: the sale still counts.
    let mut g = table(&[(Red, 3)], 0, &[], 0);
    g.set_square(sq("b3"), None);
    apply(&mut g, Action::Sell(Red));
    apply(&mut g, Action::Move(sq("b3")));
    assert_meets(g, day(Small::Barrier));
}

#[test]
fn challenge_barrier_day_passes_after_meeting_another_challenge_since_the_sale() {
    let mut g = table(&[(Red, 3), (Blue, 1)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    let g = assert_meets(g, day(Small::ConvoyAttack(Blue)));
    assert_meets(g, day(Small::Barrier));
}

#[test]
fn challenge_barrier_day_one_sale_pays_for_one_step_only() {
    let mut g = table(&[(Red, 3)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    let g = assert_meets(g, day(Small::Barrier));
    let g = assert_fails(g, day(Small::Barrier));
    assert_fails(g, day(Small::NobilityThreatened));
}

#[test]
fn challenge_barrier_day_two_sales_pay_for_two_steps() {
    let mut g = table(&[(Red, 3), (Blue, 3)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    apply(&mut g, Action::Sell(Blue));
    next_tile_is(&mut g, day(Small::Barrier));
    // Either sale can pay: the player names one.
    assert!(!has(&g, Action::Meet));
    apply(&mut g, Action::MeetWith(Blue));
    // One sale is left: plain `meet` uses it.
    let g = assert_meets(g, day(Small::Barrier));
    assert_fails(g, day(Small::Barrier));
}

#[test]
fn challenge_barrier_day_sale_does_not_carry_over_to_the_next_turn() {
    // Red sells, then steps by holding blue (which leaves the sale pending)
    // and ends the turn with the sale unused.
    let mut g = table(&[(Red, 3), (Blue, 1)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    let mut g = assert_meets(g, day(Small::ConvoyAttack(Blue)));
    assert_eq!(
        g.view(sherwood_engine::Viewer::Public).pending_sales.len(),
        1
    );
    apply(&mut g, Action::End);
    jump_and_end(&mut g); // Blue
    assert_eq!(g.current(), RED);
    assert_fails(g, day(Small::Barrier));
}

#[test]
fn challenge_barrier_night_passes_after_selling_four() {
    let mut g = table(&[(Red, 4)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    assert_meets(g, night(Small::Barrier));
}

#[test]
fn challenge_barrier_night_fails_after_selling_three() {
    let mut g = table(&[(Red, 3)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    assert_fails(g, night(Small::Barrier));
}

#[test]
fn challenge_barrier_night_fails_after_selling_five() {
    let mut g = table(&[(Red, 5)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    assert_fails(g, night(Small::Barrier));
}

// ---------------------------------------------------------------- Nobility Threatened

#[test]
fn challenge_nobility_threatened_day_passes_after_selling_three() {
    let mut g = table(&[(Green, 3)], 0, &[], 0);
    apply(&mut g, Action::Sell(Green));
    assert_meets(g, day(Small::NobilityThreatened));
}

#[test]
fn challenge_nobility_threatened_day_passes_after_selling_six() {
    let mut g = table(&[(Green, 6)], 0, &[], 0);
    apply(&mut g, Action::Sell(Green));
    assert_meets(g, day(Small::NobilityThreatened));
}

#[test]
fn challenge_nobility_threatened_day_fails_without_a_sale() {
    assert_fails(
        table(&[(Green, 5)], 4, &[], 0),
        day(Small::NobilityThreatened),
    );
}

#[test]
fn challenge_nobility_threatened_day_fails_when_a_bribe_follows_the_sale() {
    let mut g = table(&[(Green, 3)], 0, &[], 0);
    apply(&mut g, Action::Sell(Green));
    apply(&mut g, Action::Bribe);
    assert_fails(g, day(Small::NobilityThreatened));
}

#[test]
fn challenge_nobility_threatened_day_fails_when_a_tile_is_taken_after_the_sale() {
    let mut g = table(&[(Green, 3)], 0, &[], 0);
    apply(&mut g, Action::Sell(Green));
    apply(&mut g, Action::Move(sq("c2")));
    assert_fails(g, day(Small::NobilityThreatened));
}

#[test]
fn challenge_nobility_threatened_day_passes_when_the_tile_was_taken_before_the_sale() {
    let mut g = table(&[(Green, 3)], 0, &[], 0);
    apply(&mut g, Action::Move(sq("c2")));
    apply(&mut g, Action::Sell(Green));
    assert_meets(g, day(Small::NobilityThreatened));
}

#[test]
fn challenge_nobility_threatened_day_one_sale_pays_for_one_step_only() {
    let mut g = table(&[(Green, 5)], 0, &[], 0);
    apply(&mut g, Action::Sell(Green));
    let g = assert_meets(g, day(Small::NobilityThreatened));
    let g = assert_fails(g, day(Small::NobilityThreatened));
    assert_fails(g, large(Large::Market));
}

#[test]
fn challenge_nobility_threatened_night_passes_after_selling_four() {
    let mut g = table(&[(Green, 4)], 0, &[], 0);
    apply(&mut g, Action::Sell(Green));
    assert_meets(g, night(Small::NobilityThreatened));
}

#[test]
fn challenge_nobility_threatened_night_passes_after_selling_six() {
    let mut g = table(&[(Green, 6)], 0, &[], 0);
    apply(&mut g, Action::Sell(Green));
    assert_meets(g, night(Small::NobilityThreatened));
}

#[test]
fn challenge_nobility_threatened_night_fails_after_selling_three() {
    let mut g = table(&[(Green, 3)], 0, &[], 0);
    apply(&mut g, Action::Sell(Green));
    assert_fails(g, night(Small::NobilityThreatened));
}

// ---------------------------------------------------------------- Which sale pays

/// The legal steps by meeting a challenge, in notation.
fn meets_offered(g: &Locksley) -> Vec<String> {
    g.legal()
        .iter()
        .filter(|a| matches!(a, Action::Meet | Action::MeetWith(_)))
        .map(|a| a.to_string())
        .collect()
}

/// The case: red (3) then white (4) sold, Nobility Threatened then
/// The Barrier ahead. The player chooses which sale a step uses: white pays
/// for Nobility Threatened, leaving red (exactly 3) for The Barrier. Taking
/// the first sale that qualifies (red) left nothing for The Barrier.
#[test]
fn which_sale_pays_is_the_players_choice_nobility_threatened_then_the_barrier() {
    for order in [[Red, White], [White, Red]] {
        let mut g = table(&[(Red, 3), (White, 4)], 0, &[], 0);
        for c in order {
            apply(&mut g, Action::Sell(c));
        }
        let mut track = g.track().to_vec();
        track[1] = day(Small::NobilityThreatened);
        track[2] = day(Small::Barrier);
        g.set_track(track);
        // Both sales can pay for Nobility Threatened: one choice per sale.
        let mut offered = meets_offered(&g);
        offered.sort();
        assert_eq!(offered, ["meet with red", "meet with white"], "{order:?}");
        assert!(!has(&g, Action::Meet), "no silent default");
        apply(&mut g, Action::MeetWith(White));
        // Only red (exactly 3) can pay for The Barrier: plain meet.
        assert_eq!(meets_offered(&g), ["meet"], "{order:?}");
        apply(&mut g, Action::Meet);
        assert_eq!(g.player(RED).bard, 2, "{order:?}");
        assert!(g
            .view(sherwood_engine::Viewer::Public)
            .pending_sales
            .is_empty());
    }
}

/// Choosing the sale that The Barrier needs for Nobility Threatened leaves
/// nothing for The Barrier: the choice matters, and is the player's.
#[test]
fn which_sale_pays_the_wrong_choice_is_allowed() {
    let mut g = table(&[(Red, 3), (White, 4)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    apply(&mut g, Action::Sell(White));
    next_tile_is(&mut g, day(Small::NobilityThreatened));
    apply(&mut g, Action::MeetWith(Red));
    assert_fails(g, day(Small::Barrier));
}

/// `meet with` is offered only for sales that can pay, and only where more
/// than one can; a single one is plain `meet`.
#[test]
fn which_sale_pays_only_sales_that_can_pay_are_offered() {
    let mut g = table(&[(Red, 3), (White, 4), (Blue, 5)], 0, &[], 0);
    for c in [Red, White, Blue] {
        apply(&mut g, Action::Sell(c));
    }
    next_tile_is(&mut g, night(Small::NobilityThreatened));
    assert_eq!(meets_offered(&g), ["meet with white", "meet with blue"]);
    assert!(g.clone().apply(&Action::MeetWith(Red)).is_err(), "3 < 4");
    next_tile_is(&mut g, night(Small::Barrier));
    assert_eq!(meets_offered(&g), ["meet"], "only white is exactly 4");
    for c in Color::ALL {
        assert!(g.clone().apply(&Action::MeetWith(c)).is_err(), "{c}");
    }
    apply(&mut g, Action::Meet);
    // White paid: red and blue are still pending.
    let left: Vec<Color> = g
        .view(sherwood_engine::Viewer::Public)
        .pending_sales
        .iter()
        .map(|s| s.color)
        .collect();
    assert_eq!(left, [Red, Blue]);
}

#[test]
fn which_sale_pays_market_offers_each_colour_the_opponent_holds() {
    let mut g = table(
        &[(Red, 3), (Blue, 3), (Pink, 3)],
        0,
        &[(Red, 1), (Pink, 2)],
        0,
    );
    for c in [Red, Blue, Pink] {
        apply(&mut g, Action::Sell(c));
    }
    next_tile_is(&mut g, large(Large::Market));
    assert_eq!(meets_offered(&g), ["meet with red", "meet with pink"]);
    apply(&mut g, Action::MeetWith(Pink));
    assert_eq!(g.player(RED).bard, 1);
    // Red's sale still pays for a second Market step; blue never does.
    let g = assert_meets(g, large(Large::Market));
    assert_fails(g, large(Large::Market));
}

/// A tile met by holdings never uses a sale, so it needs no choice.
#[test]
fn which_sale_pays_a_tile_met_by_holdings_uses_no_sale() {
    let mut g = table(&[(Red, 3), (White, 3), (Blue, 1)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    apply(&mut g, Action::Sell(White));
    next_tile_is(&mut g, day(Small::ConvoyAttack(Blue)));
    assert_eq!(meets_offered(&g), ["meet"]);
    apply(&mut g, Action::Meet);
    assert_eq!(
        g.view(sherwood_engine::Viewer::Public).pending_sales.len(),
        2
    );
}

// ---------------------------------------------------------------- Landowner

#[test]
fn challenge_landowner_day_passes_with_four_of_a_colour() {
    assert_meets(
        table(&[(Pink, 4), (Red, 1)], 0, &[], 0),
        day(Small::Landowner),
    );
}

#[test]
fn challenge_landowner_day_fails_with_three_of_each_colour() {
    let three: Vec<_> = Color::ALL.into_iter().map(|c| (c, 3)).collect();
    assert_fails(table(&three, 2, &[], 0), day(Small::Landowner));
}

#[test]
fn challenge_landowner_night_passes_with_five_of_a_colour() {
    assert_meets(table(&[(Pink, 5)], 0, &[], 0), night(Small::Landowner));
}

#[test]
fn challenge_landowner_night_fails_with_four_of_a_colour() {
    assert_fails(
        table(&[(Pink, 4), (Red, 4)], 0, &[], 0),
        night(Small::Landowner),
    );
}

// ---------------------------------------------------------------- Under Contract

#[test]
fn challenge_under_contract_day_passes_with_one_two_and_three() {
    assert_meets(
        table(&[(Pink, 3), (White, 1), (Black, 2)], 0, &[], 0),
        day(Small::UnderContract),
    );
}

#[test]
fn challenge_under_contract_day_fails_with_an_extra_collection() {
    assert_fails(
        table(&[(Pink, 3), (White, 1), (Black, 2), (Blue, 1)], 0, &[], 0),
        day(Small::UnderContract),
    );
}

#[test]
fn challenge_under_contract_day_fails_with_one_two_and_four() {
    assert_fails(
        table(&[(Pink, 4), (White, 1), (Black, 2)], 0, &[], 0),
        day(Small::UnderContract),
    );
}

#[test]
fn challenge_under_contract_day_fails_with_two_and_three_only() {
    assert_fails(
        table(&[(Pink, 3), (Black, 2)], 0, &[], 0),
        day(Small::UnderContract),
    );
}

#[test]
fn challenge_under_contract_night_passes_with_two_three_and_four() {
    assert_meets(
        table(&[(Green, 4), (Red, 2), (Blue, 3)], 0, &[], 0),
        night(Small::UnderContract),
    );
}

#[test]
fn challenge_under_contract_night_fails_with_an_extra_collection() {
    assert_fails(
        table(&[(Green, 4), (Red, 2), (Blue, 3), (White, 1)], 0, &[], 0),
        night(Small::UnderContract),
    );
}

#[test]
fn challenge_under_contract_night_fails_with_the_day_counts() {
    assert_fails(
        table(&[(Green, 3), (Red, 2), (Blue, 1)], 0, &[], 0),
        night(Small::UnderContract),
    );
}

// ---------------------------------------------------------------- Specialist

#[test]
fn challenge_specialist_day_passes_with_exactly_three_collections() {
    assert_meets(
        table(&[(Green, 1), (Red, 5), (Blue, 1)], 0, &[], 0),
        day(Small::Specialist),
    );
}

#[test]
fn challenge_specialist_day_fails_with_two_collections() {
    assert_fails(
        table(&[(Green, 1), (Red, 5)], 0, &[], 0),
        day(Small::Specialist),
    );
}

#[test]
fn challenge_specialist_day_fails_with_four_collections() {
    assert_fails(
        table(&[(Green, 1), (Red, 5), (Blue, 1), (Black, 1)], 0, &[], 0),
        day(Small::Specialist),
    );
}

#[test]
fn challenge_specialist_night_passes_with_three_collections_of_two_or_more() {
    assert_meets(
        table(&[(Green, 2), (Red, 2), (Blue, 4)], 0, &[], 0),
        night(Small::Specialist),
    );
}

#[test]
fn challenge_specialist_night_fails_with_a_single_tile_collection() {
    assert_fails(
        table(&[(Green, 2), (Red, 2), (Blue, 1)], 0, &[], 0),
        night(Small::Specialist),
    );
}

#[test]
fn challenge_specialist_night_fails_with_four_collections() {
    assert_fails(
        table(&[(Green, 2), (Red, 2), (Blue, 2), (Black, 2)], 0, &[], 0),
        night(Small::Specialist),
    );
}

// ---------------------------------------------------------------- The Beginning / Nottingham

#[test]
fn challenge_beginning_day_passes_with_no_loot() {
    assert_meets(table(&[], 6, &[], 0), large(Large::Beginning));
}

#[test]
fn challenge_beginning_day_passes_with_one_loot_tile() {
    assert_meets(table(&[(Black, 1)], 6, &[], 0), large(Large::Beginning));
}

#[test]
fn challenge_beginning_day_fails_with_two_loot_tiles() {
    assert_fails(
        table(&[(Black, 1), (White, 1)], 0, &[], 0),
        large(Large::Beginning),
    );
}

#[test]
fn challenge_nottingham_night_passes_with_no_gold() {
    assert_meets(table(&[(Black, 6)], 0, &[], 0), large(Large::Nottingham));
}

#[test]
fn challenge_nottingham_night_passes_with_one_gold() {
    assert_meets(table(&[(Black, 6)], 1, &[], 0), large(Large::Nottingham));
}

#[test]
fn challenge_nottingham_night_fails_with_two_gold() {
    assert_fails(table(&[], 2, &[], 0), large(Large::Nottingham));
}

// ---------------------------------------------------------------- Long Live the King

fn before_the_king(red_gold: usize) -> Locksley {
    let mut g = table(&[(Red, 2)], red_gold, &[], 0);
    let lap = g.lap();
    g.set_bard(RED, 2 * lap - 1);
    g.set_bard(BLUE, lap);
    g
}

#[test]
fn challenge_long_live_the_king_day_passes_with_four_gold() {
    let mut g = before_the_king(4);
    assert!(g.meets(RED, large(Large::LongLiveTheKing)).is_some());
    assert!(has(&g, Action::Meet));
    apply(&mut g, Action::Meet);
    assert_eq!(g.outcome().map(|o| o.winner), Some(RED));
}

#[test]
fn challenge_long_live_the_king_day_passes_with_more_than_four_gold() {
    let g = before_the_king(9);
    assert!(g.meets(RED, large(Large::LongLiveTheKing)).is_some());
    assert!(has(&g, Action::Meet));
}

#[test]
fn challenge_long_live_the_king_day_fails_with_three_gold() {
    let g = before_the_king(3);
    assert!(g.meets(RED, large(Large::LongLiveTheKing)).is_none());
    assert!(!has(&g, Action::Meet));
    assert!(!has(&g, Action::Bribe), "no bribe onto Long Live the King");
}

#[test]
fn challenge_long_live_the_king_day_keeps_the_gold() {
    // Meeting a challenge spends nothing, not even on the last tile.
    let mut g = before_the_king(5);
    apply(&mut g, Action::Meet);
    assert_eq!(gold(&g, RED), 5);
}

// ---------------------------------------------------------------- Rivalry / Lynx Eye

fn robins(red: &str, blue: &str) -> Locksley {
    table_at(red, blue, &[], 0, &[], 0)
}

#[test]
fn challenge_rivalry_day_passes_with_robins_in_contact() {
    for (r, b) in [
        ("c3", "c4"),
        ("c3", "d3"),
        ("c3", "c2"),
        ("c3", "b3"),
        ("a1", "a2"),
    ] {
        assert_meets(robins(r, b), large(Large::Rivalry));
    }
}

#[test]
fn challenge_rivalry_day_fails_with_robins_diagonally_adjacent() {
    assert_fails(robins("c3", "d4"), large(Large::Rivalry));
}

#[test]
fn challenge_rivalry_day_fails_with_robins_two_squares_apart() {
    assert_fails(robins("c3", "c5"), large(Large::Rivalry));
    assert_fails(robins("a1", "e1"), large(Large::Rivalry));
}

#[test]
fn challenge_lynx_eye_night_passes_with_robins_diagonally_adjacent() {
    for (r, b) in [
        ("c3", "d4"),
        ("c3", "b2"),
        ("c3", "b4"),
        ("c3", "d2"),
        ("a1", "b2"),
    ] {
        assert_meets(robins(r, b), large(Large::LynxEye));
    }
}

#[test]
fn challenge_lynx_eye_night_fails_with_robins_in_contact() {
    assert_fails(robins("c3", "c4"), large(Large::LynxEye));
}

#[test]
fn challenge_lynx_eye_night_fails_with_robins_two_diagonals_apart() {
    assert_fails(robins("c3", "e5"), large(Large::LynxEye));
}

// ---------------------------------------------------------------- The Tower / The Golden Arrow

#[test]
fn challenge_tower_day_passes_with_own_robin_on_each_corner() {
    for (r, b) in [("a1", "c3"), ("e1", "c3"), ("a5", "c3"), ("e5", "c3")] {
        assert_meets(robins(r, b), large(Large::Tower));
    }
}

#[test]
fn challenge_tower_day_fails_when_only_the_other_robin_is_on_a_corner() {
    assert_fails(robins("b1", "a1"), large(Large::Tower));
}

#[test]
fn challenge_tower_day_fails_on_an_edge_square() {
    assert_fails(robins("c1", "e3"), large(Large::Tower));
}

#[test]
fn challenge_golden_arrow_night_passes_with_robins_in_range() {
    for (r, b) in [
        ("a1", "b3"),
        ("a1", "c2"),
        ("c3", "e4"),
        ("c3", "b1"),
        ("c3", "a2"),
    ] {
        assert_meets(robins(r, b), large(Large::GoldenArrow));
    }
}

#[test]
fn challenge_golden_arrow_night_fails_with_robins_not_in_range() {
    for (r, b) in [
        ("a1", "c1"),
        ("a1", "b2"),
        ("a1", "a2"),
        ("a1", "c3"),
        ("a1", "e5"),
    ] {
        assert_fails(robins(r, b), large(Large::GoldenArrow));
    }
}

// ---------------------------------------------------------------- War Chest / Good Samaritan

#[test]
fn challenge_war_chest_day_passes_with_as_much_gold() {
    assert_meets(table(&[], 3, &[], 3), large(Large::WarChest));
}

#[test]
fn challenge_war_chest_day_passes_with_less_gold() {
    assert_meets(table(&[], 0, &[], 1), large(Large::WarChest));
}

#[test]
fn challenge_war_chest_day_fails_with_more_gold() {
    assert_fails(table(&[], 4, &[(Red, 9)], 3), large(Large::WarChest));
}

#[test]
fn challenge_good_samaritan_night_passes_with_as_many_loot_tiles() {
    assert_meets(
        table(&[(Red, 2), (Blue, 1)], 0, &[(Green, 3)], 0),
        large(Large::GoodSamaritan),
    );
}

#[test]
fn challenge_good_samaritan_night_passes_with_fewer_loot_tiles() {
    assert_meets(table(&[], 9, &[(Green, 1)], 0), large(Large::GoodSamaritan));
}

#[test]
fn challenge_good_samaritan_night_fails_with_more_loot_tiles_even_with_less_gold() {
    // Coins are not loot: the opponent's gold does not count.
    assert_fails(
        table(&[(Red, 2)], 0, &[(Green, 1)], 8),
        large(Large::GoodSamaritan),
    );
}

// ---------------------------------------------------------------- On the Run / Small Fry

#[test]
fn challenge_on_the_run_day_passes_with_six_loot_tiles() {
    assert_meets(
        table(&[(Red, 2), (Blue, 4)], 9, &[], 0),
        large(Large::OnTheRun),
    );
}

#[test]
fn challenge_on_the_run_day_passes_with_no_loot() {
    assert_meets(table(&[], 0, &[], 0), large(Large::OnTheRun));
}

#[test]
fn challenge_on_the_run_day_fails_with_seven_loot_tiles() {
    assert_fails(
        table(
            &[
                (Red, 1),
                (Blue, 1),
                (Pink, 1),
                (Green, 1),
                (White, 1),
                (Black, 2),
            ],
            0,
            &[],
            0,
        ),
        large(Large::OnTheRun),
    );
}

#[test]
fn challenge_small_fry_night_passes_with_no_sellable_collection() {
    assert_meets(
        table(
            &[
                (Red, 2),
                (Blue, 2),
                (Pink, 2),
                (Green, 2),
                (White, 2),
                (Black, 2),
            ],
            0,
            &[],
            0,
        ),
        large(Large::SmallFry),
    );
}

#[test]
fn challenge_small_fry_night_passes_with_no_collection() {
    assert_meets(table(&[], 5, &[], 0), large(Large::SmallFry));
}

#[test]
fn challenge_small_fry_night_fails_with_a_collection_of_three() {
    assert_fails(
        table(&[(Red, 1), (Blue, 3)], 0, &[], 0),
        large(Large::SmallFry),
    );
}

// ---------------------------------------------------------------- Old Fox / Twin Loot

#[test]
fn challenge_old_fox_day_passes_with_a_larger_collection_of_a_colour() {
    assert_meets(
        table(&[(Red, 3), (Blue, 1)], 0, &[(Red, 2), (Blue, 5)], 0),
        large(Large::OldFox),
    );
}

#[test]
fn challenge_old_fox_day_passes_with_a_colour_the_opponent_lacks() {
    assert_meets(table(&[(Pink, 1)], 0, &[(Red, 6)], 0), large(Large::OldFox));
}

#[test]
fn challenge_old_fox_day_fails_with_equal_collections() {
    // Strictly larger: equal is not enough.
    assert_fails(
        table(&[(Red, 2), (Blue, 2)], 0, &[(Red, 2), (Blue, 3)], 0),
        large(Large::OldFox),
    );
}

#[test]
fn challenge_old_fox_day_fails_with_no_loot() {
    assert_fails(table(&[], 5, &[], 0), large(Large::OldFox));
}

#[test]
fn challenge_twin_loot_night_passes_with_two_matching_colours() {
    assert_meets(
        table(&[(Red, 1), (Blue, 1)], 0, &[(Red, 1), (Blue, 4)], 0),
        large(Large::TwinLoot),
    );
}

#[test]
fn challenge_twin_loot_night_passes_with_two_matching_tiles_of_one_colour() {
    assert_meets(
        table(&[(Green, 2)], 0, &[(Green, 5)], 0),
        large(Large::TwinLoot),
    );
}

#[test]
fn challenge_twin_loot_night_fails_with_one_matching_tile() {
    assert_fails(
        table(&[(Green, 5), (Red, 3)], 0, &[(Green, 1), (Blue, 3)], 0),
        large(Large::TwinLoot),
    );
}

#[test]
fn challenge_twin_loot_night_fails_when_the_opponent_has_no_loot() {
    assert_fails(table(&[(Green, 5)], 0, &[], 5), large(Large::TwinLoot));
}

// ---------------------------------------------------------------- Market / Sleeping Guard

#[test]
fn challenge_market_day_passes_after_selling_a_colour_the_opponent_holds() {
    let mut g = table(&[(Blue, 3)], 0, &[(Blue, 1)], 0);
    apply(&mut g, Action::Sell(Blue));
    assert_meets(g, large(Large::Market));
}

#[test]
fn challenge_market_day_passes_when_a_later_sale_matches() {
    let mut g = table(&[(Blue, 3), (Red, 4)], 0, &[(Red, 1)], 0);
    apply(&mut g, Action::Sell(Blue));
    apply(&mut g, Action::Sell(Red));
    assert_meets(g, large(Large::Market));
}

#[test]
fn challenge_market_day_fails_after_selling_a_colour_the_opponent_lacks() {
    let mut g = table(&[(Blue, 3)], 0, &[(Red, 5)], 0);
    apply(&mut g, Action::Sell(Blue));
    assert_fails(g, large(Large::Market));
}

#[test]
fn challenge_market_day_fails_without_a_sale() {
    assert_fails(
        table(&[(Blue, 3)], 3, &[(Blue, 3)], 0),
        large(Large::Market),
    );
}

#[test]
fn challenge_market_day_fails_when_a_bribe_follows_the_sale() {
    let mut g = table(&[(Blue, 3)], 0, &[(Blue, 1)], 0);
    apply(&mut g, Action::Sell(Blue));
    apply(&mut g, Action::Bribe);
    assert_fails(g, large(Large::Market));
}

#[test]
fn challenge_market_day_fails_when_a_tile_is_taken_after_the_sale() {
    let mut g = table(&[(Blue, 3)], 0, &[(Blue, 1)], 0);
    apply(&mut g, Action::Sell(Blue));
    apply(&mut g, Action::Move(sq("b3")));
    assert_fails(g, large(Large::Market));
}

/// Market's text ("Vous devez vendre 1 collection dans une couleur que votre
/// adversaire possède") has no timing clause, unlike The Barrier and
/// Nobility Threatened. We keep their "just before" window deliberately:
/// a sale counts only if no gold was spent and no tile taken since, and
/// only in the turn it was made; meeting a challenge by holdings in between
/// is no break.
#[test]
fn market_keeps_the_just_before_window_of_the_other_sale_tiles() {
    let sold = || {
        let mut g = table(&[(Blue, 3), (Red, 1)], 1, &[(Blue, 1)], 0);
        apply(&mut g, Action::Sell(Blue));
        g
    };
    // Gold spent since the sale.
    let mut g = sold();
    apply(&mut g, Action::Bribe);
    assert_fails(g, large(Large::Market));
    // A tile taken since the sale.
    let mut g = sold();
    assert!(g.grid()[sq("b3") as usize].is_some());
    apply(&mut g, Action::Move(sq("b3")));
    assert_fails(g, large(Large::Market));
    // A step met by holdings since the sale: still just before.
    let g = assert_meets(sold(), day(Small::ConvoyAttack(Red)));
    assert_meets(g, large(Large::Market));
    // A sale of an earlier turn, left unused.
    let mut g = assert_meets(sold(), day(Small::ConvoyAttack(Red)));
    apply(&mut g, Action::End);
    jump_and_end(&mut g); // Blue
    assert_eq!(g.current(), RED);
    assert_fails(g, large(Large::Market));
}

#[test]
fn challenge_sleeping_guard_night_passes_with_two_collections_of_three() {
    assert_meets(
        table(&[(Blue, 3), (Red, 3), (Pink, 1)], 0, &[], 0),
        large(Large::SleepingGuard),
    );
}

/// "2 collections différentes de 3 tuiles chacune": the tile does not say
/// « exactement », and the rulebook's general rule (p. 5) is that a number
/// means at least, so collections of 3 or more meet it.
#[test]
fn sleeping_guard_accepts_collections_of_more_than_three() {
    assert_meets(
        table(&[(Blue, 3), (Red, 4)], 0, &[], 0),
        large(Large::SleepingGuard),
    );
    assert_meets(
        table(&[(Blue, 5), (Red, 6), (Pink, 1)], 0, &[], 0),
        large(Large::SleepingGuard),
    );
    assert_meets(
        table(&[(Blue, 4), (Red, 4), (Green, 3)], 0, &[], 0),
        large(Large::SleepingGuard),
    );
}

#[test]
fn challenge_sleeping_guard_night_fails_with_one_large_collection() {
    // One collection of six is one collection, never two of three.
    assert_fails(
        table(&[(Blue, 6), (Red, 2)], 0, &[], 0),
        large(Large::SleepingGuard),
    );
}

#[test]
fn challenge_sleeping_guard_night_fails_with_one_collection_of_three() {
    assert_fails(
        table(&[(Blue, 3), (Red, 2)], 0, &[], 0),
        large(Large::SleepingGuard),
    );
}

// ---------------------------------------------------------------- Both seats

#[test]
fn challenge_is_judged_for_the_seat_to_move() {
    // Blue to move: Blue's holdings decide, not Red's.
    let mut g = table(&[(Red, 1)], 0, &[(Blue, 1)], 0);
    jump_and_end(&mut g);
    assert_eq!(g.current(), BLUE);
    let g = assert_fails(g, day(Small::ConvoyAttack(Red)));
    assert_meets(g, day(Small::ConvoyAttack(Blue)));
}

#[test]
fn challenge_pending_sale_counts_only_for_the_seller() {
    // Red's sale is Red's: Blue, asked about the same tiles, has sold nothing.
    let mut g = table(&[(Red, 3)], 0, &[(Red, 1)], 0);
    apply(&mut g, Action::Sell(Red));
    assert!(g.meets(RED, day(Small::Barrier)).is_some());
    assert!(g.meets(BLUE, day(Small::Barrier)).is_none());
    assert!(g.meets(BLUE, day(Small::NobilityThreatened)).is_none());
    assert!(g.meets(BLUE, large(Large::Market)).is_none());
}
