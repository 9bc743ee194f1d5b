//! One test per rule of *Robin of Locksley*, named after its section of the
//! rulebook (`shared/seeds/001_d643fd9e65c0f61d.txt`): Mise en place, Tour de
//! jeu, Déplacer son Robin, Déplacer son barde, Vendre une collection, Fin du
//! jeu, Que faire s'il n'y a plus de tuiles Butin, Parties plus courtes /
//! plus longues, Mode Débutant; then undo, notation, views and saves.

mod common;

use common::*;
use sherwood_engine::{Game, Match, SaveFile, Viewer};
use sherwood_locksley::Color::{Black, Blue, Green, Pink, Red, White};
use sherwood_locksley::{
    Action, Color, Event, Faces, Glory, Large, Length, Locksley, Options, Phase, Prompt, Small,
    LARGE_TILES,
};
use std::collections::HashSet;

fn options(length: Length, faces: Faces) -> Options {
    Options {
        length,
        faces,
        ..Options::default()
    }
}

/// Per-colour count of every tile in the box, wherever it is.
fn census(g: &Locksley) -> [usize; 6] {
    let mut n = [0usize; 6];
    let loose = g
        .grid()
        .iter()
        .flatten()
        .chain(g.draw_pile())
        .chain(g.discard_pile());
    for c in loose {
        n[c.index()] += 1;
    }
    for seat in [RED, BLUE] {
        let p = g.player(seat);
        for c in &p.gold {
            n[c.index()] += 1;
        }
        for c in Color::ALL {
            n[c.index()] += p.loot[c.index()] as usize;
        }
    }
    n
}

fn moves(g: &Locksley) -> HashSet<u8> {
    g.legal()
        .into_iter()
        .filter_map(|a| match a {
            Action::Move(s) => Some(s),
            _ => None,
        })
        .collect()
}

fn corners_of(track: &[Glory]) -> Vec<Glory> {
    let side = track.len() / 4;
    (0..4).map(|k| track[k * side]).collect()
}

// ================================================================ Mise en place

#[test]
fn setup_sixty_loot_tiles_ten_of_each_colour() {
    for seed in 0..20 {
        let g = Locksley::new(&Options::default(), seed);
        assert_eq!(g.tile_count(), 60);
        assert_eq!(census(&g), [10; 6], "seed {seed}");
    }
}

#[test]
fn setup_grid_of_twenty_five_face_up_tiles_rest_in_the_draw_pile() {
    let g = Locksley::new(&Options::default(), 1);
    assert!(g.grid().iter().all(|t| t.is_some()));
    assert_eq!(g.draw_pile().len(), 35);
    assert!(g.discard_pile().is_empty());
    assert_eq!(g.robin(RED), None);
    assert_eq!(g.robin(BLUE), None);
    assert_eq!(*g.phase(), Phase::Setup);
}

#[test]
fn setup_only_a_corner_may_be_chosen_first() {
    let g = Locksley::new(&Options::default(), 1);
    assert_eq!(
        g.ask().rule,
        "setup",
        "the table's prompt links to the set-up"
    );
    let legal = g.legal();
    assert_eq!(legal.len(), 4);
    for corner in ["a1", "e1", "a5", "e5"] {
        assert!(legal.contains(&Action::Corner(sq(corner))));
    }
    let mut probe = g.clone();
    assert!(probe.apply(&Action::Corner(sq("c3"))).is_err());
    assert!(probe.apply(&Action::End).is_err());
    assert!(probe.apply(&Action::Move(sq("b3"))).is_err());
    assert_eq!(probe, g);
    assert!("corner b1".parse::<Action>().is_err());
}

#[test]
fn setup_first_player_takes_chosen_corner_other_the_opposite() {
    for first in [RED, BLUE] {
        for (corner, opposite) in [("a1", "e5"), ("e1", "a5"), ("a5", "e1"), ("e5", "a1")] {
            let o = Options {
                first,
                ..Options::default()
            };
            let mut g = Locksley::new(&o, 3);
            assert_eq!(g.current(), first);
            let (c, d) = (sq(corner), sq(opposite));
            let first_tile = g.grid()[c as usize].unwrap();
            let other_tile = g.grid()[d as usize].unwrap();
            apply(&mut g, Action::Corner(c));
            let other = 1 - first;
            assert_eq!(g.robin(first), Some(c));
            assert_eq!(g.robin(other), Some(d));
            // Each turns the tile it took into its first gold coin.
            assert_eq!(g.player(first).gold, vec![first_tile]);
            assert_eq!(g.player(other).gold, vec![other_tile]);
            assert_eq!(g.player(first).loot_total(), 0);
            assert_eq!(g.player(other).loot_total(), 0);
            // Robins stand on the vacated corners; nothing refills them.
            assert_eq!(g.grid()[c as usize], None);
            assert_eq!(g.grid()[d as usize], None);
            assert_eq!(g.draw_pile().len(), 35);
            // The one who chose plays first.
            assert_eq!(g.current(), first);
            assert_eq!(*g.phase(), Phase::Turn);
            assert_eq!(g.tile_count(), 60);
        }
    }
}

#[test]
fn setup_bards_start_beside_the_start_tile() {
    let mut g = Locksley::new(&Options::default(), 5);
    apply(&mut g, Action::Corner(0));
    assert_eq!(g.player(RED).bard, 0);
    assert_eq!(g.player(BLUE).bard, 0);
    // The first step enters the tile after the start tile.
    let v = g.view(Viewer::Public);
    assert_eq!(v.next_tiles, [g.track()[1], g.track()[1]]);
}

#[test]
fn setup_start_tile_the_beginning_by_day_nottingham_by_night() {
    for seed in 0..10 {
        let d = Locksley::new(&options(Length::Normal, Faces::Day), seed);
        assert_eq!(d.track()[0], large(Large::Beginning));
        let n = Locksley::new(&options(Length::Normal, Faces::Night), seed);
        assert_eq!(n.track()[0], large(Large::Nottingham));
    }
}

#[test]
fn setup_three_random_large_tiles_on_the_other_corners() {
    let mut pairs_seen = HashSet::new();
    for seed in 0..200 {
        let g = Locksley::new(&options(Length::Normal, Faces::Mixed), seed);
        let corners = corners_of(g.track());
        let mut pairs = HashSet::new();
        for tile in &corners[1..] {
            let Glory::Large(l) = tile else {
                panic!("seed {seed}: small tile {tile:?} on a corner")
            };
            let pair = LARGE_TILES
                .iter()
                .position(|&(d, n)| d == *l || n == *l)
                .unwrap_or_else(|| panic!("seed {seed}: {l:?} is not a random large tile"));
            assert!(pairs.insert(pair), "seed {seed}: the same tile twice");
            pairs_seen.insert(pair);
        }
        // Long Live the King is never on the track itself: it lies outside the start tile.
        assert!(!g.track().contains(&large(Large::LongLiveTheKing)));
    }
    assert_eq!(pairs_seen.len(), 6, "every large tile gets drawn some time");
}

#[test]
fn setup_small_tiles_between_the_corners_all_different() {
    for seed in 0..50 {
        let g = Locksley::new(&Options::default(), seed);
        let side = g.track().len() / 4;
        let mut seen = Vec::new();
        for (i, t) in g.track().iter().enumerate() {
            match t {
                Glory::Small { tile, .. } => {
                    assert!(i % side != 0, "small tile on a corner");
                    assert!(!seen.contains(tile), "seed {seed}: {tile:?} twice");
                    seen.push(*tile);
                }
                Glory::Large(_) => assert_eq!(i % side, 0, "large tile between corners"),
            }
        }
        assert_eq!(seen.len(), 12);
    }
}

#[test]
fn setup_is_a_function_of_options_and_seed() {
    let o = Options::default();
    assert_eq!(Locksley::new(&o, 42), Locksley::new(&o, 42));
    assert_ne!(Locksley::new(&o, 42).grid(), Locksley::new(&o, 43).grid());
}

// ================================================================ Parties plus courtes / plus longues

#[test]
fn short_normal_long_track_lengths() {
    for (length, per_side, lap) in [
        (Length::Short, 2, 12),
        (Length::Normal, 3, 16),
        (Length::Long, 4, 20),
    ] {
        for seed in 0..10 {
            let g = Locksley::new(&options(length, Faces::Day), seed);
            assert_eq!(g.track().len(), lap, "{length:?}");
            assert_eq!(g.lap() as usize, lap);
            let smalls = g.track().iter().filter(|t| !t.is_large()).count();
            assert_eq!(smalls, 4 * per_side, "{length:?}: 8, 12 or 16 small tiles");
            assert_eq!(
                corners_of(g.track())
                    .iter()
                    .filter(|t| t.is_large())
                    .count(),
                4
            );
        }
    }
}

#[test]
fn short_normal_long_games_end_after_two_laps_of_their_own_track() {
    for (length, lap) in [
        (Length::Short, 12),
        (Length::Normal, 16),
        (Length::Long, 20),
    ] {
        let mut g = Locksley::with_robins(&options(length, Faces::Day), 1, 0, 24, RED);
        g.set_holdings(RED, [0; 6], 4);
        g.set_bard(RED, 2 * lap - 1);
        g.set_bard(BLUE, lap);
        apply(&mut g, Action::Meet);
        assert_eq!(g.outcome().map(|o| o.reason), Some("two_laps".to_string()));
    }
}

// ================================================================ Faces: day, night, mixed

fn is_night_face(t: &Glory) -> bool {
    match t {
        Glory::Small { night, .. } => *night,
        Glory::Large(l) => *l == Large::Nottingham || LARGE_TILES.iter().any(|&(_, n)| n == *l),
    }
}

#[test]
fn day_night_mixed_faces() {
    let mut mixed_day = 0;
    let mut mixed_night = 0;
    let mut mixed_both_in_one_game = false;
    for seed in 0..50 {
        let d = Locksley::new(&options(Length::Normal, Faces::Day), seed);
        assert!(
            d.track().iter().all(|t| !is_night_face(t)),
            "day: {:?}",
            d.track()
        );
        let n = Locksley::new(&options(Length::Normal, Faces::Night), seed);
        assert!(
            n.track().iter().all(is_night_face),
            "night: {:?}",
            n.track()
        );
        let m = Locksley::new(&options(Length::Normal, Faces::Mixed), seed);
        let nights = m.track().iter().filter(|t| is_night_face(t)).count();
        mixed_night += nights;
        mixed_day += m.track().len() - nights;
        mixed_both_in_one_game |= nights > 0 && nights < m.track().len();
        // The start tile shows one of its faces too.
        let start = m.track()[0];
        assert!(start == large(Large::Beginning) || start == large(Large::Nottingham));
    }
    assert!(mixed_both_in_one_game);
    // 800 coin flips: each face is about half.
    assert!(
        (300..500).contains(&mixed_night),
        "{mixed_night} night faces"
    );
    assert!((300..500).contains(&mixed_day), "{mixed_day} day faces");
}

// ================================================================ Mode Débutant

#[test]
fn beginner_extra_gold() {
    let o = Options {
        extra_gold: [1, 2],
        ..Options::default()
    };
    let mut g = Locksley::new(&o, 9);
    assert_eq!(gold(&g, RED), 1);
    assert_eq!(gold(&g, BLUE), 2);
    assert_eq!(g.draw_pile().len(), 32, "the coins come from the draw pile");
    assert_eq!(census(&g), [10; 6]);
    apply(&mut g, Action::Corner(sq("e1")));
    assert_eq!(gold(&g, RED), 2);
    assert_eq!(gold(&g, BLUE), 3);
    assert_eq!(g.tile_count(), 60);
}

#[test]
fn beginner_extra_gold_is_at_most_two() {
    let o = Options {
        extra_gold: [7, 0],
        ..Options::default()
    };
    let g = Locksley::new(&o, 9);
    assert_eq!(gold(&g, RED), 2);
    assert_eq!(gold(&g, BLUE), 0);
    assert_eq!(g.options().extra_gold, [2, 0]);
}

// ================================================================ Tour de jeu

#[test]
fn turn_players_alternate() {
    let mut g = Locksley::new(&Options::default(), 2);
    apply(&mut g, Action::Corner(0));
    assert_eq!(g.current(), RED);
    let turn = g.turn();
    jump_and_end(&mut g);
    assert_eq!(g.current(), BLUE);
    assert_eq!(g.turn(), turn + 1);
    jump_and_end(&mut g);
    assert_eq!(g.current(), RED);
    assert_eq!(g.turn(), turn + 2);
}

/// "Vous pouvez déplacer votre Robin (une seule fois) et/ou déplacer votre
/// barde": a turn is a Robin jump, bard steps, or both; never neither. Our
/// reading (rules reference, A turn): the turn cannot end before one of
/// them, and a sale alone is not one.
#[test]
fn turn_without_moving_the_robin_or_the_bard_cannot_end() {
    let mut g = table(&[(Red, 3)], 2, &[], 0);
    assert!(!has(&g, Action::End), "nothing done yet");
    assert!(g.clone().apply(&Action::End).is_err());
    apply(&mut g, Action::Sell(Red));
    assert!(!has(&g, Action::End), "a sale moves neither");
    apply(&mut g, Action::Move(sq("b3")));
    assert!(has(&g, Action::End), "the Robin has jumped");
}

#[test]
fn turn_robin_and_bard_are_each_optional() {
    // The bard alone: a bribe, and the turn may end; nothing to refill.
    let mut g = table(&[(Red, 1)], 2, &[], 0);
    let before = (g.grid().to_owned(), g.draw_pile().len());
    apply(&mut g, Action::Bribe);
    assert!(has(&g, Action::End));
    apply(&mut g, Action::End);
    assert_eq!(g.current(), BLUE);
    assert_eq!(*g.grid(), before.0, "no jump, nothing to refill");
    assert_eq!(g.draw_pile().len(), before.1);
    // The bard alone, by meeting a challenge.
    let mut g = assert_meets(table(&[(Red, 1)], 0, &[], 0), day(Small::ConvoyAttack(Red)));
    assert!(has(&g, Action::End));
    apply(&mut g, Action::End);
    assert_eq!(g.current(), BLUE);
    // The Robin alone.
    let mut g = table(&[], 0, &[], 0);
    apply(&mut g, Action::Move(sq("c2")));
    assert!(has(&g, Action::End));
    apply(&mut g, Action::End);
    assert_eq!(g.current(), BLUE);
}

/// Two players who would only pass cannot stall the game: the end of a turn
/// is refused until something moves, and something always can, since from
/// every square, whatever square the other Robin holds, a Robin has a jump
/// (every square of the 5×5 grid has at least two knight moves).
#[test]
fn turn_two_players_who_only_pass_cannot_stall_the_game() {
    for red in 0..25u8 {
        for blue in (0..25u8).filter(|&b| b != red) {
            for current in [RED, BLUE] {
                let g = Locksley::with_robins(&Options::default(), 3, red, blue, current);
                assert!(!has(&g, Action::End), "{red} {blue}: a pass");
                assert!(
                    g.legal().iter().any(|a| matches!(a, Action::Move(_))),
                    "Robins on {red} and {blue}: no jump for seat {current}"
                );
            }
        }
    }
    // Players who do the least they may (one jump, then end the turn) are
    // still driven on: once the piles run dry, every turn must feed the grid
    // by a sale or a bribe, until both bards stand before Long Live the King
    // with gold enough to meet it. The first who takes that step wins.
    for seed in 0..5 {
        let mut g = Locksley::new(&Options::default(), seed);
        apply(&mut g, Action::Corner(0));
        let mut turns = 0;
        while g.outcome().is_none() {
            let legal = g.legal();
            let last_step = g.player(g.current()).bard + 1 == 2 * g.lap();
            let a = if last_step && legal.contains(&Action::Meet) {
                Action::Meet
            } else if legal.contains(&Action::End) {
                Action::End
            } else {
                legal[0]
            };
            apply(&mut g, a);
            turns += usize::from(a == Action::End);
            assert!(turns < 20_000, "seed {seed}: no end in sight");
        }
        assert_eq!(g.outcome().unwrap().reason, "two_laps", "seed {seed}");
    }
}

// ================================================================ Déplacer son Robin

#[test]
fn robin_moves_like_a_knight_never_off_grid() {
    for from in 0..25u8 {
        // The other Robin far enough not to be a target.
        let other = (0..25u8)
            .find(|&o| {
                let (df, dr) = ((o % 5).abs_diff(from % 5), (o / 5).abs_diff(from / 5));
                o != from && !matches!((df, dr), (1, 2) | (2, 1))
            })
            .unwrap();
        let g = Locksley::with_robins(&Options::default(), 4, from, other, RED);
        let expected: HashSet<u8> = (0..25u8)
            .filter(|&to| {
                let (df, dr) = ((to % 5).abs_diff(from % 5), (to / 5).abs_diff(from / 5));
                matches!((df, dr), (1, 2) | (2, 1))
            })
            .collect();
        assert_eq!(moves(&g), expected, "from {from}");
        assert!((2..=8).contains(&expected.len()));
    }
    // Corners have two knight moves, the centre eight.
    assert_eq!(
        moves(&Locksley::with_robins(&Options::default(), 4, 0, 24, RED)).len(),
        2
    );
    assert_eq!(
        moves(&Locksley::with_robins(&Options::default(), 4, 12, 24, RED)).len(),
        8
    );
}

#[test]
fn robin_never_onto_the_other_robin() {
    let g = Locksley::with_robins(&Options::default(), 4, sq("a1"), sq("b3"), RED);
    assert_eq!(moves(&g), HashSet::from([sq("c2")]));
    let mut probe = g.clone();
    assert!(probe.apply(&Action::Move(sq("b3"))).is_err());
    assert_eq!(probe, g);
}

#[test]
fn robin_never_moves_other_than_a_knight() {
    let mut g = table(&[], 0, &[], 0);
    let before = g.clone();
    for to in ["a2", "b2", "b1", "c3", "a1"] {
        assert!(g.apply(&Action::Move(sq(to))).is_err(), "{to}");
    }
    assert_eq!(g, before);
}

#[test]
fn robin_moves_at_most_once_per_turn() {
    let mut g = table(&[], 0, &[], 0);
    apply(&mut g, Action::Move(sq("c2")));
    assert!(moves(&g).is_empty(), "{:?}", g.legal());
    assert!(g.apply(&Action::Move(sq("a1"))).is_err());
    // Next turn Blue moves; then Red may move again.
    apply(&mut g, Action::End);
    assert!(!moves(&g).is_empty());
    jump_and_end(&mut g);
    assert!(!moves(&g).contains(&sq("c2")));
    assert_eq!(
        moves(&g),
        HashSet::from([sq("a1"), sq("a3"), sq("e1"), sq("b4"), sq("d4"), sq("e3")])
    );
}

#[test]
fn take_tile_landed_on() {
    let mut g = table(&[(Red, 1)], 0, &[], 0);
    g.set_square(sq("b3"), Some(Green));
    apply(&mut g, Action::Move(sq("b3")));
    assert_eq!(g.robin(RED), Some(sq("b3")));
    assert_eq!(g.player(RED).loot, loot(&[(Red, 1), (Green, 1)]));
    assert_eq!(
        g.grid()[sq("b3") as usize],
        None,
        "the Robin stands on a bare square"
    );
    assert!(matches!(
        g.log().last(),
        Some(Event::Moved {
            seat: 0,
            took: Some(Green),
            ..
        })
    ));
    assert_eq!(g.tile_count(), 60);
}

#[test]
fn take_tile_goes_to_loot_not_gold() {
    let mut g = table(&[], 0, &[], 0);
    g.set_square(sq("c2"), Some(Black));
    apply(&mut g, Action::Move(sq("c2")));
    assert_eq!(gold(&g, RED), 0);
    assert_eq!(g.player(RED).loot[Black.index()], 1);
}

#[test]
fn take_tile_nothing_on_an_empty_square() {
    let mut g = table(&[], 0, &[], 0);
    g.set_square(sq("c2"), None);
    apply(&mut g, Action::Move(sq("c2")));
    assert_eq!(g.player(RED).loot_total(), 0);
    assert!(matches!(
        g.log().last(),
        Some(Event::Moved { took: None, .. })
    ));
}

#[test]
fn refill_vacated_square_at_end_of_turn() {
    let mut g = table(&[], 0, &[], 0);
    apply(&mut g, Action::Move(sq("b3")));
    assert_eq!(
        g.grid()[sq("a1") as usize],
        None,
        "not refilled before the end of the turn"
    );
    let top = *g.draw_pile().last().unwrap();
    let draw = g.draw_pile().len();
    apply(&mut g, Action::End);
    assert_eq!(
        g.grid()[sq("a1") as usize],
        Some(top),
        "the top tile of the draw pile"
    );
    assert_eq!(g.draw_pile().len(), draw - 1);
    assert_eq!(g.grid()[sq("b3") as usize], None, "never under a Robin");
    assert_eq!(g.grid().iter().flatten().count(), 23);
    assert!(g
        .log()
        .iter()
        .any(|e| *e == Event::Refilled { square: sq("a1") }));
    assert_eq!(g.current(), BLUE);
}

#[test]
fn refill_never_fills_a_square_with_a_robin() {
    let mut g = table(&[], 0, &[], 0);
    apply(&mut g, Action::Move(sq("b3")));
    apply(&mut g, Action::End);
    apply(&mut g, Action::Move(sq("d3")));
    apply(&mut g, Action::End);
    for seat in [RED, BLUE] {
        let r = g.robin(seat).unwrap();
        assert_eq!(g.grid()[r as usize], None);
    }
    assert!(
        g.grid()[sq("e5") as usize].is_some(),
        "e5 refilled after Blue left it"
    );
    assert_eq!(g.grid().iter().flatten().count(), 23);
}

// ================================================================ Déplacer son barde

#[test]
fn bard_moves_before_and_or_after_the_robin() {
    let mut g = table(&[], 3, &[], 0);
    assert!(has(&g, Action::Bribe));
    apply(&mut g, Action::Bribe);
    assert!(!moves(&g).is_empty(), "the Robin may still move");
    apply(&mut g, Action::Move(sq("c2")));
    assert!(has(&g, Action::Bribe), "the bard may move after the Robin");
    apply(&mut g, Action::Bribe);
    assert_eq!(g.player(RED).bard, 2);
}

#[test]
fn bard_moves_as_many_steps_as_paid_for() {
    let mut g = table(&[], 5, &[], 0);
    for step in 1..=5 {
        apply(&mut g, Action::Bribe);
        assert_eq!(g.player(RED).bard, step);
    }
    assert!(!has(&g, Action::Bribe), "no gold left");
    assert_eq!(g.current(), RED, "still Red's turn");
}

#[test]
fn bard_moves_one_space_clockwise_per_step() {
    let mut g = table(&[], 1, &[], 0);
    let lap = g.lap();
    g.set_bard(RED, 5);
    apply(&mut g, Action::Bribe);
    assert_eq!(g.player(RED).bard, 6);
    assert!(matches!(
        g.log().last(),
        Some(Event::Bribed { space: 6, tile, .. }) if *tile == g.track()[6]
    ));
    assert!(6 < lap);
}

#[test]
fn bard_bribe_costs_one_gold_coin_goes_to_discard() {
    let mut g = table(&[], 2, &[], 0);
    let coin = g.player(RED).gold[0];
    let discard = g.discard_pile().len();
    apply(&mut g, Action::Bribe);
    assert_eq!(gold(&g, RED), 1);
    assert_eq!(g.discard_pile().len(), discard + 1);
    assert_eq!(*g.discard_pile().last().unwrap(), coin, "loot side up");
    let v = g.view(Viewer::Public);
    let mut face_up = [0u8; 6];
    for c in g.discard_pile() {
        face_up[c.index()] += 1;
    }
    assert_eq!(v.discard, face_up);
    assert_eq!(g.tile_count(), 60);
}

#[test]
fn bard_bribe_needs_gold() {
    let mut g = table(&[(Red, 2), (Blue, 2)], 0, &[], 5);
    assert!(!has(&g, Action::Bribe));
    assert!(g.apply(&Action::Bribe).is_err());
}

#[test]
fn bard_bribe_ignores_the_challenge() {
    let mut g = table(&[], 1, &[], 0);
    next_tile_is(&mut g, day(Small::ConvoyAttack(Red)));
    assert!(!has(&g, Action::Meet));
    apply(&mut g, Action::Bribe);
    assert_eq!(g.player(RED).bard, 1);
}

#[test]
fn bard_meet_challenge_of_tile_entered_not_left() {
    let mut g = table(&[(Red, 1)], 0, &[], 0);
    let mut track = g.track().to_vec();
    track[1] = day(Small::ConvoyAttack(Blue)); // not met
    track[2] = day(Small::ConvoyAttack(Red)); // met
    track[3] = day(Small::ConvoyAttack(Blue)); // not met
    g.set_track(track);
    assert!(!has(&g, Action::Meet), "entering Convoy Attack blue");
    g.set_bard(RED, 1);
    assert!(
        has(&g, Action::Meet),
        "leaving blue for red: the red one counts"
    );
    apply(&mut g, Action::Meet);
    assert_eq!(g.player(RED).bard, 2);
    assert!(!has(&g, Action::Meet), "standing on red, entering blue");
}

#[test]
fn bard_meet_costs_nothing() {
    let g = table(&[(Red, 3), (Blue, 1)], 2, &[], 0);
    let before = g.player(RED).clone();
    let g = assert_meets(g, day(Small::ConvoyAttack(Red)));
    assert_eq!(g.player(RED).loot, before.loot);
    assert_eq!(g.player(RED).gold, before.gold);
}

#[test]
fn bard_several_challenges_in_one_turn() {
    let mut g = table(&[(Red, 1), (Blue, 1)], 0, &[], 0);
    let mut track = g.track().to_vec();
    track[1] = day(Small::ConvoyAttack(Red));
    track[2] = day(Small::TwoHouses);
    track[3] = day(Small::ConvoyAttack(Blue));
    g.set_track(track);
    for _ in 0..3 {
        apply(&mut g, Action::Meet);
    }
    assert_eq!(g.player(RED).bard, 3);
    assert_eq!(g.current(), RED);
}

#[test]
fn bard_only_on_your_own_turn() {
    // Blue's gold and bard are not Red's to move.
    let g = table(&[], 0, &[], 6);
    assert!(!has(&g, Action::Bribe));
}

// ================================================================ Vendre une collection

#[test]
fn sell_whole_collection_of_three_or_more() {
    let g = table(&[(Red, 2), (Blue, 3), (Pink, 1)], 0, &[], 0);
    let sales: Vec<Action> = g
        .legal()
        .into_iter()
        .filter(|a| matches!(a, Action::Sell(_)))
        .collect();
    assert_eq!(sales, vec![Action::Sell(Blue)]);
    let mut probe = g.clone();
    assert!(
        probe.apply(&Action::Sell(Red)).is_err(),
        "two tiles cannot be sold"
    );
    assert_eq!(probe, g);
    let mut g = g;
    apply(&mut g, Action::Sell(Blue));
    assert_eq!(
        g.player(RED).loot,
        loot(&[(Red, 2), (Pink, 1)]),
        "the whole collection"
    );
}

#[test]
fn sell_three_gives_one_gold_five_gives_three() {
    for (tiles, coins) in [(3u8, 1usize), (4, 2), (5, 3), (7, 5), (10, 8)] {
        let mut g = table(&[(Green, tiles)], 0, &[], 0);
        let discard = g.discard_pile().len();
        apply(&mut g, Action::Sell(Green));
        assert_eq!(gold(&g, RED), coins, "{tiles} tiles");
        assert!(
            g.player(RED).gold.iter().all(|&c| c == Green),
            "turned over"
        );
        assert_eq!(g.player(RED).loot_total(), 0);
        assert_eq!(g.discard_pile().len(), discard + 2, "two tiles discarded");
        assert_eq!(&g.discard_pile()[discard..], &[Green, Green]);
        assert_eq!(g.tile_count(), 60);
        assert!(matches!(
            g.log().last(),
            Some(Event::Sold { color: Green, tiles: t, gold: c, .. }) if *t == tiles && *c as usize == coins
        ));
    }
}

#[test]
fn sell_several_collections_in_one_turn() {
    let mut g = table(&[(Red, 3), (Blue, 4), (White, 5)], 1, &[], 0);
    apply(&mut g, Action::Sell(Red));
    apply(&mut g, Action::Sell(White));
    apply(&mut g, Action::Sell(Blue));
    assert_eq!(gold(&g, RED), 1 + 1 + 3 + 2);
    assert_eq!(g.player(RED).loot_total(), 0);
    assert_eq!(g.current(), RED);
}

#[test]
fn sell_any_time_in_your_turn() {
    let mut g = table(&[(Red, 3), (Blue, 3), (White, 3)], 1, &[], 0);
    apply(&mut g, Action::Sell(Red)); // before the Robin
    apply(&mut g, Action::Bribe);
    apply(&mut g, Action::Sell(Blue)); // after the bard
    g.set_square(sq("b3"), Some(Pink));
    apply(&mut g, Action::Move(sq("b3")));
    apply(&mut g, Action::Sell(White)); // after the Robin
    assert_eq!(g.player(RED).loot, loot(&[(Pink, 1)]));
}

#[test]
fn sell_only_your_own_collections() {
    let g = table(&[], 0, &[(Red, 5)], 0);
    assert!(!g.legal().iter().any(|a| matches!(a, Action::Sell(_))));
}

#[test]
fn sell_a_collection_grown_this_turn() {
    let mut g = table(&[(Black, 2)], 0, &[], 0);
    g.set_square(sq("c2"), Some(Black));
    assert!(!has(&g, Action::Sell(Black)));
    apply(&mut g, Action::Move(sq("c2")));
    assert!(has(&g, Action::Sell(Black)));
}

// ================================================================ Fin du jeu et victoire

#[test]
fn lap_one_ends_on_start_tile() {
    for (faces, start) in [
        (Faces::Day, Large::Beginning),
        (Faces::Night, Large::Nottingham),
    ] {
        let mut g = Locksley::with_robins(&options(Length::Normal, faces), 3, 0, 24, RED);
        let lap = g.lap();
        g.set_bard(RED, lap - 1);
        assert_eq!(g.track()[0], large(start));
        // Fails the start tile: two loot tiles and two gold.
        g.set_holdings(RED, loot(&[(Red, 1), (Blue, 1)]), 2);
        assert!(!has(&g, Action::Meet), "{start:?} not met");
        assert!(has(&g, Action::Bribe), "the start tile may be bribed");
        // Meets it: one loot tile and one gold.
        g.set_holdings(RED, loot(&[(Red, 1)]), 1);
        apply(&mut g, Action::Meet);
        assert_eq!(g.player(RED).bard, lap);
        assert!(matches!(g.log().last(), Some(Event::Met { tile, .. }) if *tile == large(start)));
        assert!(g.outcome().is_none(), "one lap does not win");
        // Lap two goes round again from the first tile after the start.
        assert_eq!(g.view(Viewer::Public).next_tiles[0], g.track()[1]);
    }
}

#[test]
fn lap_two_ends_on_long_live_the_king_no_bribe() {
    let mut g = table(&[], 10, &[], 0);
    let lap = g.lap();
    g.set_bard(BLUE, lap);
    g.set_bard(RED, 2 * lap - 2);
    assert!(has(&g, Action::Bribe), "one step before: bribing is fine");
    apply(&mut g, Action::Bribe);
    assert_eq!(g.player(RED).bard, 2 * lap - 1);
    assert!(
        !has(&g, Action::Bribe),
        "never bribe onto Long Live the King"
    );
    assert!(g.apply(&Action::Bribe).is_err());
    assert_eq!(
        g.view(Viewer::Public).next_tiles[0],
        large(Large::LongLiveTheKing)
    );
    assert!(has(&g, Action::Meet), "nine gold meets it");
    apply(&mut g, Action::Meet);
    assert_eq!(g.player(RED).bard, 2 * lap);
    assert!(matches!(
        g.log().iter().rev().nth(1),
        Some(Event::Met {
            tile: Glory::Large(Large::LongLiveTheKing),
            ..
        })
    ));
}

#[test]
fn lap_two_ignores_the_start_tile() {
    // Five loot tiles and five gold fail both start tiles, yet the last step
    // is onto Long Live the King only.
    for faces in [Faces::Day, Faces::Night] {
        let mut g = Locksley::with_robins(&options(Length::Normal, faces), 3, 0, 24, RED);
        g.set_holdings(RED, loot(&[(Red, 5)]), 5);
        let lap = g.lap();
        assert!(g.meets(RED, g.track()[0]).is_none());
        g.set_bard(RED, 2 * lap - 1);
        assert!(has(&g, Action::Meet));
        apply(&mut g, Action::Meet);
        assert_eq!(g.outcome().map(|o| o.winner), Some(RED));
    }
}

#[test]
fn two_laps_wins_at_once() {
    let mut g = table(&[(Red, 3)], 4, &[], 0);
    let lap = g.lap();
    g.set_bard(RED, 2 * lap - 1);
    g.set_bard(BLUE, 2 * lap - 1);
    assert_eq!(g.ask().rule, "turn");
    apply(&mut g, Action::Meet);
    assert_eq!(
        g.ask().rule,
        "finish",
        "the table's prompt links to how the game ends"
    );
    let outcome = g.outcome().expect("over");
    assert_eq!((outcome.winner, outcome.reason.as_str()), (RED, "two_laps"));
    assert!(g.legal().is_empty(), "nothing more, not even a sale or End");
    assert_eq!(g.to_move(), None);
    assert!(g.apply(&Action::End).is_err());
    assert!(g.apply(&Action::Sell(Red)).is_err());
    assert!(matches!(g.log().last(), Some(Event::Won { seat: 0, .. })));
    assert_eq!(g.view(Viewer::Public).prompt, Prompt::Over(outcome));
}

#[test]
fn two_laps_by_blue() {
    let mut g = table(&[], 0, &[], 4);
    let lap = g.lap();
    g.set_bard(BLUE, 2 * lap - 1);
    g.set_bard(RED, 2 * lap - 1);
    jump_and_end(&mut g);
    apply(&mut g, Action::Meet);
    assert_eq!(g.outcome().map(|o| o.winner), Some(BLUE));
}

#[test]
fn lapping_win_requires_passing_not_reaching() {
    let mut g = table(&[], 3, &[], 0);
    let lap = g.lap();
    g.set_bard(BLUE, 3);
    g.set_bard(RED, lap + 2);
    apply(&mut g, Action::Bribe);
    assert_eq!(
        g.player(RED).bard,
        lap + 3,
        "on Blue's space, one lap ahead"
    );
    assert!(
        g.outcome().is_none(),
        "reaching the same space is not enough"
    );
    apply(&mut g, Action::Bribe);
    let outcome = g.outcome().expect("passing wins");
    assert_eq!((outcome.winner, outcome.reason.as_str()), (RED, "lapped"));
    assert!(g.legal().is_empty());
}

#[test]
fn lapping_win_by_meeting_a_challenge() {
    let mut g = table(&[(Red, 1)], 0, &[], 0);
    let lap = g.lap();
    g.set_bard(BLUE, 0);
    g.set_bard(RED, lap);
    next_tile_is(&mut g, day(Small::ConvoyAttack(Red)));
    apply(&mut g, Action::Meet);
    assert_eq!(g.outcome().map(|o| o.reason), Some("lapped".to_string()));
}

#[test]
fn lapping_less_than_a_lap_ahead_goes_on() {
    let mut g = table(&[], 3, &[], 0);
    let lap = g.lap();
    g.set_bard(BLUE, 5);
    g.set_bard(RED, lap + 1);
    apply(&mut g, Action::Bribe);
    apply(&mut g, Action::Bribe);
    assert!(g.outcome().is_none());
}

// ================================================================ Que faire s'il n'y a plus de tuiles Butin ?

#[test]
fn draw_pile_empty_reshuffles_discard() {
    let mut g = table(&[], 2, &[], 0);
    g.empty_piles_into_gold(BLUE);
    assert!(g.draw_pile().is_empty() && g.discard_pile().is_empty());
    apply(&mut g, Action::Move(sq("b3")));
    apply(&mut g, Action::Bribe);
    apply(&mut g, Action::Bribe);
    let coins: Vec<Color> = g.discard_pile().to_vec();
    assert_eq!(coins.len(), 2);
    apply(&mut g, Action::End);
    assert!(
        g.discard_pile().is_empty(),
        "the discard became the draw pile"
    );
    assert_eq!(g.draw_pile().len(), 1);
    let placed = g.grid()[sq("a1") as usize].expect("refilled from the reshuffled pile");
    let mut after = vec![placed, g.draw_pile()[0]];
    let mut before = coins;
    after.sort();
    before.sort();
    assert_eq!(after, before);
    let i = g
        .log()
        .iter()
        .position(|e| *e == Event::Reshuffled { tiles: 2 })
        .expect("logged");
    assert_eq!(g.log()[i + 1], Event::Refilled { square: sq("a1") });
    assert_eq!(g.current(), BLUE);
    assert_eq!(g.tile_count(), 60);
}

#[test]
fn draw_pile_not_reshuffled_while_it_has_tiles() {
    let mut g = table(&[], 1, &[], 0);
    apply(&mut g, Action::Bribe);
    apply(&mut g, Action::Move(sq("b3")));
    let discard = g.discard_pile().to_vec();
    apply(&mut g, Action::End);
    assert_eq!(g.discard_pile(), &discard[..]);
    assert!(!g
        .log()
        .iter()
        .any(|e| matches!(e, Event::Reshuffled { .. })));
}

/// Red on a1 about to leave it with both piles empty; the tiles out of play
/// are Blue's gold.
fn empty_piles(red_loot: &[(Color, u8)], red_gold: usize) -> Locksley {
    let mut g = table(red_loot, red_gold, &[], 0);
    g.set_square(sq("b3"), Some(Pink));
    g.empty_piles_into_gold(BLUE);
    apply(&mut g, Action::Move(sq("b3")));
    g
}

#[test]
fn both_piles_empty_must_sell_or_bribe() {
    let mut g = empty_piles(&[(Red, 3), (Blue, 2)], 1);
    assert_eq!(g.ask().rule, "turn");
    apply(&mut g, Action::End);
    assert_eq!(*g.phase(), Phase::MustFeed);
    assert_eq!(
        g.ask().rule,
        "empty_pile",
        "the table's prompt links to the rule"
    );
    assert_eq!(g.current(), RED, "still Red's turn");
    let legal: HashSet<String> = g.legal().iter().map(|a| a.to_string()).collect();
    assert_eq!(
        legal,
        HashSet::from(["sell red".to_string(), "bribe".to_string()])
    );
    assert_eq!(g.view(Viewer::Public).prompt, Prompt::MustFeed);
    for a in [Action::End, Action::Meet, Action::Sell(Blue)] {
        assert!(g.clone().apply(&a).is_err(), "{a}");
    }
}

#[test]
fn both_piles_empty_sale_fills_the_square_and_ends_the_turn() {
    let mut g = empty_piles(&[(Red, 3)], 0);
    apply(&mut g, Action::End);
    assert_eq!(g.legal(), vec![Action::Sell(Red)]);
    apply(&mut g, Action::Sell(Red));
    assert_eq!(
        g.grid()[sq("a1") as usize],
        Some(Red),
        "one of the two sold tiles"
    );
    assert_eq!(g.draw_pile(), &[Red]);
    assert_eq!(g.current(), BLUE);
    assert_eq!(*g.phase(), Phase::Turn);
    assert_eq!(gold(&g, RED), 1);
}

#[test]
fn both_piles_empty_bribe_fills_the_square_and_ends_the_turn() {
    let mut g = empty_piles(&[(Red, 2)], 1);
    let coin = g.player(RED).gold[0];
    apply(&mut g, Action::End);
    assert_eq!(g.legal(), vec![Action::Bribe]);
    apply(&mut g, Action::Bribe);
    assert_eq!(g.player(RED).bard, 1);
    assert_eq!(g.grid()[sq("a1") as usize], Some(coin));
    assert_eq!(g.current(), BLUE);
}

#[test]
fn both_piles_empty_and_unable_square_stays_empty_then_filled_later() {
    let mut g = empty_piles(&[(Red, 2)], 0);
    apply(&mut g, Action::End);
    assert_eq!(
        g.current(),
        BLUE,
        "Red cannot sell nor bribe: the turn passes"
    );
    assert_eq!(*g.phase(), Phase::Turn);
    assert_eq!(g.grid()[sq("a1") as usize], None);
    assert!(g.log().contains(&Event::LeftEmpty { square: sq("a1") }));
    // Blue bribes: one tile now exists, and the end of the turn fills a1.
    assert!(gold(&g, BLUE) > 0);
    apply(&mut g, Action::Bribe);
    assert_eq!(
        g.grid()[sq("a1") as usize],
        None,
        "filled at the end of the turn"
    );
    apply(&mut g, Action::End);
    assert!(
        g.grid()[sq("a1") as usize].is_some(),
        "filled as soon as a tile exists"
    );
    assert_eq!(g.current(), RED);
    assert_eq!(g.tile_count(), 60);
}

#[test]
fn both_piles_empty_left_empty_square_can_be_landed_on() {
    let mut g = empty_piles(&[(Red, 2)], 0);
    apply(&mut g, Action::End);
    // Blue jumps and, the piles being empty, must bribe: that coin fills e5,
    // the square Blue just left, first; a1 stays empty.
    let jump = *g
        .legal()
        .iter()
        .find(|a| matches!(a, Action::Move(_)))
        .unwrap();
    apply(&mut g, jump);
    apply(&mut g, Action::End);
    assert_eq!(*g.phase(), Phase::MustFeed);
    apply(&mut g, Action::Bribe);
    assert_eq!(g.current(), RED);
    assert_eq!(g.grid()[sq("a1") as usize], None);
    // Red comes back to a1: it takes nothing and a1 is no longer waiting.
    apply(&mut g, Action::Move(sq("a1")));
    assert_eq!(g.player(RED).loot_total(), 3, "nothing taken from a1");
    // b3 (just vacated) needs a tile again: still both piles empty, still unable.
    apply(&mut g, Action::End);
    assert_eq!(g.current(), BLUE);
    assert_eq!(g.grid()[sq("a1") as usize], None, "under the Robin");
    assert_eq!(g.grid()[sq("b3") as usize], None);
}

/// Refilling (the rulebook's end of turn): a square left empty waits for a
/// tile; a Robin landing on one waiting square takes it off the list, and
/// only that one: the others still wait to be refilled.
#[test]
fn both_piles_empty_landing_on_one_waiting_square_keeps_the_others_waiting() {
    let mut g = empty_piles(&[(Red, 2)], 0);
    let lap = g.lap();
    // Neither player can feed the grid: Red has no gold, Blue's bard cannot
    // be bribed forward.
    g.set_bard(BLUE, 2 * lap - 1);
    apply(&mut g, Action::End);
    let blue_from = sq("e5");
    let jump = *g
        .legal()
        .iter()
        .find(|a| matches!(a, Action::Move(to) if *to != sq("a1")))
        .unwrap();
    apply(&mut g, jump);
    apply(&mut g, Action::End);
    assert_eq!(g.current(), RED, "Blue could not feed e5 either");
    assert_eq!(
        g.view(Viewer::Public).empty,
        vec![blue_from, sq("a1")],
        "both wait"
    );
    apply(&mut g, Action::Move(sq("a1")));
    assert_eq!(
        g.view(Viewer::Public).empty,
        vec![blue_from],
        "a1 is taken off the list, e5 still waits"
    );
}

#[test]
fn both_piles_empty_cannot_bribe_onto_long_live_the_king() {
    let mut g = empty_piles(&[(Red, 2)], 3);
    let lap = g.lap();
    g.set_bard(RED, 2 * lap - 1);
    apply(&mut g, Action::End);
    assert_eq!(g.current(), BLUE, "the only step left cannot be bribed");
    assert_eq!(g.grid()[sq("a1") as usize], None);
}

#[test]
fn both_piles_empty_bribe_that_laps_wins() {
    let mut g = empty_piles(&[], 1);
    let lap = g.lap();
    g.set_bard(BLUE, 2);
    g.set_bard(RED, lap + 2);
    apply(&mut g, Action::End);
    apply(&mut g, Action::Bribe);
    assert_eq!(
        g.outcome().map(|o| (o.winner, o.reason)),
        Some((RED, "lapped".into()))
    );
    assert!(g.legal().is_empty());
}

#[test]
fn both_piles_empty_without_a_robin_move_nothing_is_owed() {
    // Red's turn is one bard step met by holdings: no square was vacated.
    let mut g = table(&[(Red, 3)], 0, &[], 0);
    g.empty_piles_into_gold(BLUE);
    let mut g = assert_meets(g, day(Small::ConvoyAttack(Red)));
    apply(&mut g, Action::End);
    assert_eq!(g.current(), BLUE, "no square was vacated");
}

// ================================================================ Undo

#[test]
fn undo_takes_back_steps_within_the_turn() {
    let mut m: Match<Locksley> = Match::new(Options::default(), 11);
    m.apply(&Action::Corner(0)).unwrap();
    let before = m.game().clone();
    m.apply(&Action::Move(sq("b3"))).unwrap();
    assert!(m.can_undo());
    assert!(m.undo());
    assert_eq!(*m.game(), before);
}

#[test]
fn undo_never_crosses_end_of_turn() {
    let mut m: Match<Locksley> = Match::new(Options::default(), 11);
    m.apply(&Action::Corner(0)).unwrap();
    m.apply(&Action::Move(sq("b3"))).unwrap();
    m.apply(&Action::End).unwrap();
    assert!(!m.can_undo(), "the refill drew a hidden tile");
    assert!(!m.undo());
    assert_eq!(m.game().current(), BLUE);
    // Within Blue's turn undo works again, back to the start of the turn only.
    m.apply(&Action::Move(sq("d3"))).unwrap();
    assert!(m.undo());
    assert!(!m.undo());
    assert_eq!(m.actions().len(), 3);
}

#[test]
fn undo_never_crosses_end_of_turn_even_without_a_draw() {
    // Red's turn is a bribed bard step only: no square to refill.
    let mut m: Match<Locksley> = Match::new(Options::default(), 11);
    m.apply(&Action::Corner(0)).unwrap();
    m.apply(&Action::Bribe).unwrap();
    let draw = m.game().draw_pile().len();
    m.apply(&Action::End).unwrap();
    assert_eq!(m.game().draw_pile().len(), draw, "no tile drawn");
    assert!(!m.can_undo(), "the device passes to the other seat");
}

// ================================================================ Legality and notation

#[test]
fn illegal_action_is_rejected_and_changes_nothing() {
    let g = table(&[(Red, 2)], 0, &[], 0);
    let all = every_action();
    let legal = g.legal();
    for a in &all {
        if legal.contains(a) {
            continue;
        }
        let mut probe = g.clone();
        let err = probe.apply(a).expect_err("illegal");
        assert_eq!(err.action, a.to_string());
        assert_eq!(probe, g, "{a} changed the state");
    }
}

fn every_action() -> Vec<Action> {
    let mut all: Vec<Action> = Vec::new();
    all.extend([0, 4, 20, 24].map(Action::Corner));
    all.extend((0..25).map(Action::Move));
    all.extend(Color::ALL.map(Action::Sell));
    all.extend([Action::Meet, Action::Bribe, Action::End]);
    all.extend(Color::ALL.map(Action::MeetWith));
    all
}

#[test]
fn notation_round_trips() {
    for a in every_action() {
        let text = a.to_string();
        assert_eq!(text.parse::<Action>(), Ok(a), "{text}");
    }
    assert_eq!("move c2".parse::<Action>(), Ok(Action::Move(7)));
    assert_eq!("sell pink".parse::<Action>(), Ok(Action::Sell(Pink)));
    assert_eq!("corner e5".parse::<Action>(), Ok(Action::Corner(24)));
    assert_eq!("meet".parse::<Action>(), Ok(Action::Meet));
    assert_eq!(
        "meet with white".parse::<Action>(),
        Ok(Action::MeetWith(White))
    );
    assert_eq!(Action::MeetWith(Black).to_string(), "meet with black");
    for bad in [
        "",
        "move",
        "move f1",
        "move a0",
        "sell",
        "sell purple",
        "meet now",
        "corner c3",
        "jump a1",
        "end end",
        "Move c2",
        "meet with",
        "meet with purple",
        "meet red",
        "meet by red",
        "meet with red now",
        "sell with red",
        "bribe with red",
    ] {
        assert!(bad.parse::<Action>().is_err(), "'{bad}' parsed");
    }
}

// ================================================================ Views

fn view_json(g: &Locksley, viewer: Viewer) -> serde_json::Value {
    serde_json::to_value(g.view(viewer)).unwrap()
}

/// The state with its draw pile in another order and its coins' faces changed.
fn with_hidden_facts_changed(g: &Locksley) -> Locksley {
    let mut s = serde_json::to_value(g).unwrap();
    let draw = s["draw"].as_array_mut().unwrap();
    assert!(draw.len() >= 2);
    draw.reverse();
    draw.rotate_left(1);
    for p in s["players"].as_array_mut().unwrap() {
        for coin in p["gold"].as_array_mut().unwrap() {
            *coin = serde_json::json!(if coin == "white" { "black" } else { "white" });
        }
    }
    serde_json::from_value(s).unwrap()
}

#[test]
fn view_never_shows_the_draw_pile_order_nor_coin_faces() {
    let mut g = table(&[(Red, 3)], 3, &[(Blue, 1)], 2);
    apply(&mut g, Action::Move(sq("b3")));
    let other = with_hidden_facts_changed(&g);
    assert_ne!(other.draw_pile(), g.draw_pile());
    assert_ne!(other.player(RED).gold, g.player(RED).gold);
    for viewer in [Viewer::Public, Viewer::Seat(0), Viewer::Seat(1)] {
        let v = view_json(&g, viewer);
        assert_eq!(
            v,
            view_json(&other, viewer),
            "{viewer:?} sees a hidden fact"
        );
        assert!(v.get("draw").is_none());
        assert_eq!(v["draw_count"], g.draw_pile().len());
        assert_eq!(v["players"][0]["gold"], 3);
    }
}

#[test]
fn view_shows_legal_actions_only_to_the_seat_to_move() {
    let g = table(&[], 0, &[], 0);
    assert_eq!(g.view(Viewer::Seat(RED)).legal, g.legal());
    assert_eq!(g.view(Viewer::Public).legal, g.legal());
    assert!(g.view(Viewer::Seat(BLUE)).legal.is_empty());
}

#[test]
fn view_shows_pending_sales() {
    let mut g = table(&[(Red, 3)], 0, &[], 0);
    apply(&mut g, Action::Sell(Red));
    assert_eq!(g.view(Viewer::Seat(BLUE)).pending_sales.len(), 1);
    apply(&mut g, Action::Bribe);
    assert!(g.view(Viewer::Seat(BLUE)).pending_sales.is_empty());
}

// ================================================================ Saves and log

#[test]
fn save_replays_to_the_same_position() {
    let mut m: Match<Locksley> = Match::new(
        Options {
            length: Length::Short,
            faces: Faces::Mixed,
            first: 1,
            extra_gold: [2, 0],
            may_pass: false,
        },
        77,
    );
    for a in ["corner e1", "move c2", "end", "move b3", "end", "move a1"] {
        m.apply_text(a).unwrap();
    }
    let save = SaveFile::from_json(&m.save().to_json()).unwrap();
    let back = Match::<Locksley>::load(&save).unwrap();
    assert_eq!(back.game(), m.game());
    // Another seed under the same moves reaches another public position.
    let mut tampered = save.clone();
    tampered.seed += 1;
    assert!(Match::<Locksley>::load(&tampered).is_err());
}

#[test]
fn log_events_name_their_rule_section() {
    let mut g = table(&[(Red, 3)], 1, &[], 0);
    apply(&mut g, Action::Sell(Red));
    apply(&mut g, Action::Bribe);
    apply(&mut g, Action::Move(sq("b3")));
    apply(&mut g, Action::End);
    let rules: Vec<&str> = g.log().iter().map(|e| e.rule()).collect();
    assert_eq!(rules, vec!["sell", "bribe", "robin", "refill", "refill"]);
    for e in g.log() {
        let json = serde_json::to_value(e).unwrap();
        assert!(json["event"].is_string(), "{json}");
    }
}

#[test]
fn tile_colours_all_named() {
    let names: Vec<String> = [White, Red, Pink, Green, Blue, Black]
        .iter()
        .map(|c| c.to_string())
        .collect();
    assert_eq!(names, ["white", "red", "pink", "green", "blue", "black"]);
}

// ================================================================ The rulebook's own examples

/// Déplacer son barde, example: Blue's bard stands on The Barrier; it meets
/// Two Houses with exactly two collections (two blue, one black), cannot meet
/// Vain Efforts, and pays one gold to go on.
#[test]
fn rulebook_example_bard_meets_two_houses_then_bribes_past_vain_efforts() {
    let mut g = table(&[], 0, &[(Blue, 2), (Black, 1)], 1);
    jump_and_end(&mut g); // Blue's turn
    let mut track = g.track().to_vec();
    track[4] = day(Small::Barrier);
    track[5] = day(Small::TwoHouses);
    track[6] = day(Small::VainEfforts);
    g.set_track(track);
    g.set_bard(BLUE, 4);
    // Blue and black tiles lie on the grid, so Vain Efforts is not met.
    assert!(g.grid().contains(&Some(Blue)) && g.grid().contains(&Some(Black)));
    apply(&mut g, Action::Meet);
    assert_eq!(g.player(BLUE).bard, 5);
    assert!(!has(&g, Action::Meet), "Vain Efforts");
    apply(&mut g, Action::Bribe);
    assert_eq!(g.player(BLUE).bard, 6);
    assert_eq!(gold(&g, BLUE), 0);
}

/// Collection, example: two green and one white are two collections; the
/// green collection cannot be split into two.
#[test]
fn rulebook_example_two_green_and_one_white_are_two_collections() {
    let g = table(&[(Green, 2), (White, 1)], 0, &[], 0);
    assert!(g.meets(RED, day(Small::TwoHouses)).is_some());
    assert!(g.meets(RED, day(Small::Specialist)).is_none(), "not three");
    assert_eq!(g.player(RED).collections().count(), 2);
}

/// Vendre une collection, example: selling five tiles discards two and
/// turns the other three to gold.
#[test]
fn rulebook_example_selling_five_discards_two_and_turns_three_to_gold() {
    let mut g = table(&[(Pink, 5)], 0, &[], 0);
    let discard = g.discard_pile().len();
    apply(&mut g, Action::Sell(Pink));
    assert_eq!(g.discard_pile().len(), discard + 2);
    assert_eq!(g.player(RED).gold, vec![Pink, Pink, Pink]);
    assert_eq!(g.player(RED).loot_total(), 0);
}

/// Games saved before the rule that a turn must move the Robin or the bard
/// (their options have no `may_pass`) keep the reading they were played
/// under, so their moves replay; a new game follows the rulebook.
#[test]
fn turn_games_saved_before_the_rule_may_still_end_a_turn_without_a_move() {
    let old: Options = serde_json::from_str(
        r#"{"length": "short", "faces": "day", "first": 0, "extra_gold": [0, 0]}"#,
    )
    .unwrap();
    assert!(old.may_pass);
    assert!(!Options::default().may_pass);
    let mut g = Locksley::new(&old, 3);
    let corner = g.legal()[0];
    g.apply(&corner).unwrap();
    assert!(
        g.legal().contains(&Action::End),
        "the old reading: end with no move"
    );
    let mut g = Locksley::new(&Options::default(), 3);
    g.apply(&corner).unwrap();
    assert!(
        !g.legal().contains(&Action::End),
        "the rulebook: no turn without a move"
    );
    // A new game's options say so explicitly, so its saves keep the rule.
    let json = serde_json::to_value(Options::default()).unwrap();
    assert_eq!(json["may_pass"], false);
}

/// Tiles that ask for a sale before the step (*The Barrier*, *Nobility
/// Threatened*, *Market*) and tiles that ask for holdings.
#[test]
fn sale_tiles_ask_for_a_sale_and_the_others_do_not() {
    for night in [false, true] {
        for tile in [Small::Barrier, Small::NobilityThreatened] {
            assert!(Locksley::asks_for_a_sale(Glory::Small { tile, night }));
        }
        for tile in [Small::Tithe, Small::DeadOfNight] {
            assert!(!Locksley::asks_for_a_sale(Glory::Small { tile, night }));
        }
    }
    assert!(Locksley::asks_for_a_sale(Glory::Large(Large::Market)));
    assert!(!Locksley::asks_for_a_sale(Glory::Large(Large::GoldenArrow)));
}

/// The saves list's milestone is the turn, in the words every language has.
#[test]
fn saves_list_names_the_turn() {
    let mut g = Locksley::new(&Options::default(), 3);
    let first = g.stage();
    assert_eq!(
        first,
        sherwood_engine::Stage::new(sherwood_engine::stages::TURN, &[g.turn()])
    );
    let turn = g.turn();
    while g.turn() == turn {
        let a = g.legal()[0];
        g.apply(&a).unwrap();
    }
    assert_ne!(g.stage(), first);
}

/// Text that is no action says what was written and what is expected.
#[test]
fn notation_refusal_quotes_the_text() {
    let err = "fly to a1".parse::<Action>().unwrap_err().to_string();
    assert!(
        err.contains("'fly to a1'") && err.contains("corner a1"),
        "{err}"
    );
}

/// The position builder (tests, tutorials) keeps the box's ten tiles of
/// each colour: a player given all ten of one takes them from the draw
/// pile, then the discard pile, then the grid, and nothing else.
#[test]
fn position_builder_keeps_ten_tiles_of_each_colour() {
    let mut g = Locksley::with_robins(&Options::default(), 5, 0, 24, RED);
    // The discard holds the two tiles the Robins stood on: take a colour
    // that is not all of it, so that the builder must pass over the others.
    let c = Color::ALL
        .into_iter()
        .find(|&c| g.discard_pile().iter().any(|&t| t != c) && g.grid().contains(&Some(c)))
        .unwrap();
    let others: Vec<Color> = g
        .discard_pile()
        .iter()
        .copied()
        .filter(|&t| t != c)
        .collect();
    let mut loot = [0; 6];
    loot[c.index()] = 10;
    g.set_holdings(RED, loot, 0);
    assert_eq!(census(&g), [10; 6]);
    assert_eq!(g.player(RED).loot[c.index()], 10);
    assert!(!g.grid().contains(&Some(c)) && !g.discard_pile().contains(&c));
    assert_eq!(
        g.discard_pile(),
        &others[..],
        "the other colours stay discarded"
    );
}
