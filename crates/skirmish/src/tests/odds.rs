//! The odds shown before a shot or a melee: each result's chances in ten,
//! counted over the die's faces from the printed tables.

use crate::odds::{fire_odds, melee_odds};
use crate::tables::{fire, melee, Cover, OddsColumn, TargetKind};

#[test]
fn odds_of_a_shot_count_the_modified_die() {
    for kind in [
        TargetKind::Rider,
        TargetKind::KnightOnFoot,
        TargetKind::OtherOnFoot,
    ] {
        for cover in [Cover::None, Cover::Light, Cover::Medium] {
            for modifier in [0, 1, 3] {
                let odds = fire_odds(kind, cover, modifier);
                assert_eq!(odds.iter().map(|(_, n)| u32::from(*n)).sum::<u32>(), 10);
                for (result, n) in &odds {
                    let faces = (1..=10u8)
                        .filter(|f| fire(kind, cover, f + modifier) == *result)
                        .count();
                    assert_eq!(usize::from(*n), faces, "{kind:?} {cover:?} +{modifier}");
                }
            }
        }
    }
    // A modifier raises the die, and high rolls miss: +3 against a man on
    // foot in the open misses more often than no modifier.
    let miss = |m| {
        fire_odds(TargetKind::OtherOnFoot, Cover::None, m)
            .iter()
            .find(|(r, _)| *r == crate::tables::FireResult::Miss)
            .map_or(0, |(_, n)| *n)
    };
    assert!(miss(3) > miss(0), "{} then {}", miss(0), miss(3));
}

#[test]
fn odds_of_a_melee_count_each_face_once() {
    for mounted in [false, true] {
        for column in OddsColumn::all() {
            let odds = melee_odds(mounted, column);
            assert_eq!(odds.iter().map(|(_, n)| u32::from(*n)).sum::<u32>(), 10);
            for (i, (result, n)) in odds.iter().enumerate() {
                assert!(
                    odds[..i].iter().all(|(r, _)| r != result),
                    "{result:?} listed twice"
                );
                let faces = (1..=10u8)
                    .filter(|&d| melee(mounted, column, d) == *result)
                    .count();
                assert_eq!(usize::from(*n), faces, "{column:?}");
            }
        }
    }
}
