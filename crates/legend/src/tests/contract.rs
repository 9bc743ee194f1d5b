//! What the kernel reads of a Legend game besides its rules: its options,
//! the public position the saves check, the milestone the saves list shows,
//! that it keeps secrets; and the map's printed marks by edition (4, 13.4).

use super::*;
use crate::map::{Area, Mark};
use sherwood_engine::{stages, Stage, Viewer};

/// A game reports the options and edition it was begun in, and its 43
/// counters.
#[test]
fn the_game_reports_its_own_options() {
    for edition in [1, 2, CURRENT] {
        let options = Options {
            edition,
            ..Options::default()
        };
        let g = Legend::new(&options, 7);
        assert_eq!(Game::options(&g), &options);
        assert_eq!(g.edition(), edition);
        assert_eq!(g.piece_count(), 43);
    }
}

#[test]
fn the_public_position_is_the_public_views_wording_and_moves_with_play() {
    let mut g = Legend::new(&Options::default(), 3);
    let before = g.public_position();
    assert_eq!(before, wording::render(&g.view(Viewer::Public)));
    assert!(before.contains("turn"), "{before}");
    let first = g.legal()[0];
    g.apply(&first).unwrap();
    assert_ne!(g.public_position(), before);
}

#[test]
fn the_milestone_is_the_game_turn_and_the_game_keeps_secrets() {
    let mut g = empty_in(CURRENT, Phase::RobinStart { changed: vec![] });
    g.set_turn(12);
    assert_eq!(g.stage(), Stage::new(stages::TURN, &[12]));
    assert!(g.keeps_secrets());
}

/// A new game: no tournament declared, no treasury discovered or looted,
/// King Richard not yet met (the bots and the views read these).
#[test]
fn a_new_game_has_nothing_declared_discovered_looted_or_met() {
    let g = Legend::new(&Options::default(), 5);
    assert_eq!(g.tournament(), None);
    assert_eq!(g.discovered(), [false; 3]);
    assert_eq!(g.looted(), [false; 3]);
    assert!(!g.richard_met());
}

/// 13.4: edition 1 printed the arrival spaces A, B, C at Clumber,
/// Farnsfield and Papplewick; later editions in Birklands, Thieves Wood and
/// Fountain Dale. Each letter is printed once, in front of the area's marks.
#[test]
fn rule_13_4_the_lettered_spaces_by_edition() {
    let letters = |edition| {
        Area::ALL
            .iter()
            .flat_map(|&a| {
                a.marks(edition)
                    .into_iter()
                    .filter_map(move |m| matches!(m, Mark::Letter(_)).then_some((m, a)))
            })
            .collect::<Vec<_>>()
    };
    let mut first = letters(1);
    first.sort_by_key(|(m, _)| format!("{m:?}"));
    assert_eq!(
        first,
        [
            (Mark::Letter('A'), Area::Clumber),
            (Mark::Letter('B'), Area::Farnsfield),
            (Mark::Letter('C'), Area::Papplewick)
        ]
    );
    assert_eq!(Area::Farnsfield.marks(1)[0], Mark::Letter('B'));
    let mut later = letters(2);
    later.sort_by_key(|(m, _)| format!("{m:?}"));
    assert_eq!(
        later,
        [
            (Mark::Letter('A'), Area::Birklands),
            (Mark::Letter('B'), Area::ThievesWood),
            (Mark::Letter('C'), Area::FountainDale)
        ]
    );
    // Edition 1 keeps the areas' other marks.
    assert!(Area::Birklands.marks(1).contains(&Mark::Reentry(5)));
    assert!(!Area::Birklands.marks(1).contains(&Mark::Letter('A')));
    for (l, a) in [
        ('A', Area::Clumber),
        ('B', Area::Farnsfield),
        ('C', Area::Papplewick),
    ] {
        assert_eq!(Area::lettered(l, 1), a);
    }
    assert_eq!(Area::lettered('C', 2), Area::FountainDale);
}

/// Every area has its own printed name.
#[test]
fn every_area_has_its_own_name() {
    let mut names: Vec<&str> = Area::ALL.iter().map(|a| a.name()).collect();
    assert!(names.iter().all(|n| !n.is_empty() && *n != "xyzzy"));
    assert_eq!(Area::ThievesWood.name(), "Thieves Wood");
    names.sort_unstable();
    names.dedup();
    assert_eq!(names.len(), Area::ALL.len());
}

/// Undo never goes back past dice, a reveal or the device passing to the
/// other player (the kernel's barrier); any other action may be taken back.
/// Each cause is met on its own in random games, and makes a barrier.
#[test]
fn undo_stops_at_dice_a_reveal_and_the_other_seat_only() {
    use sherwood_engine::Step;
    let mut seen = [0u32; 4]; // reversible, dice only, seat only, reveal only
    let mut chooser = Rng::new(11);
    for seed in 0..40 {
        let mut g = Legend::new(&Options::default(), seed);
        for _ in 0..3000 {
            let legal = g.legal();
            let Some(&action) = chooser.pick(&legal) else {
                break;
            };
            let (rng, seat, hidden) = (g.rng.clone(), g.to_move(), g.pieces.hidden_count());
            let step = g.apply(&action).unwrap();
            let causes = [
                g.rng != rng,
                g.to_move() != seat,
                g.pieces.hidden_count() != hidden,
            ];
            let expected = if causes.contains(&true) {
                Step::Barrier
            } else {
                Step::Reversible
            };
            assert_eq!(step, expected, "{action} with causes {causes:?}");
            match causes {
                [false, false, false] => seen[0] += 1,
                [true, false, false] => seen[1] += 1,
                [false, true, false] => seen[2] += 1,
                [false, false, true] => seen[3] += 1,
                _ => {}
            }
        }
    }
    assert!(seen.iter().all(|&n| n > 0), "each case met alone: {seen:?}");
}

/// The map's keeps and their castles (6.5): each keep names its castle and
/// back, in the order of the keeps' markers; other areas have neither.
#[test]
fn rule_6_5_each_keep_and_its_castle() {
    use crate::map::KEEPS;
    for (i, &(keep, castle, _)) in KEEPS.iter().enumerate() {
        assert_eq!(keep.castle_of_keep(), Some(castle));
        assert_eq!(castle.keep_of_castle(), Some(keep));
        assert_eq!(keep.keep_index(), Some(i));
        assert_eq!(castle.castle_of_keep(), None);
        assert_eq!(castle.keep_index(), None);
    }
    assert_eq!(KEEPS.len(), 3);
    assert_eq!(Area::ThievesWood.castle_of_keep(), None);
    assert_eq!(Area::ThievesWood.keep_of_castle(), None);
}
