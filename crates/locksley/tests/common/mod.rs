//! Shared helpers for the Locksley test files.
#![allow(dead_code)]

use sherwood_engine::{Game, Seat};
use sherwood_locksley::{Action, Color, Event, Glory, Large, Locksley, Options, Small};

pub const RED: Seat = 0;
pub const BLUE: Seat = 1;

/// Squares by name: `sq("b3")`.
pub fn sq(name: &str) -> u8 {
    sherwood_locksley::grid::parse(name).unwrap_or_else(|| panic!("bad square {name}"))
}

/// Loot counts from (colour, tiles) pairs.
pub fn loot(pairs: &[(Color, u8)]) -> [u8; 6] {
    let mut l = [0u8; 6];
    for &(c, n) in pairs {
        l[c.index()] += n;
    }
    l
}

pub fn small(tile: Small, night: bool) -> Glory {
    Glory::Small { tile, night }
}

pub fn day(tile: Small) -> Glory {
    small(tile, false)
}

pub fn night(tile: Small) -> Glory {
    small(tile, true)
}

pub fn large(tile: Large) -> Glory {
    Glory::Large(tile)
}

/// A game past setup: Red's Robin on `red`, Blue's on `blue`, Red to move,
/// both players holding exactly what is asked.
pub fn table_at(
    red: &str,
    blue: &str,
    red_loot: &[(Color, u8)],
    red_gold: usize,
    blue_loot: &[(Color, u8)],
    blue_gold: usize,
) -> Locksley {
    let mut g = Locksley::with_robins(&Options::default(), 7, sq(red), sq(blue), RED);
    g.set_holdings(RED, loot(red_loot), red_gold);
    g.set_holdings(BLUE, loot(blue_loot), blue_gold);
    assert_eq!(g.tile_count(), 60);
    g
}

/// Red on a1, Blue on e5 (far apart, neither in contact nor in range).
pub fn table(
    red_loot: &[(Color, u8)],
    red_gold: usize,
    blue_loot: &[(Color, u8)],
    blue_gold: usize,
) -> Locksley {
    table_at("a1", "e5", red_loot, red_gold, blue_loot, blue_gold)
}

/// Puts `tile` on the space the current player's bard enters next.
pub fn next_tile_is(g: &mut Locksley, tile: Glory) {
    let mut track = g.track().to_vec();
    let lap = track.len() as u16;
    let next = g.player(g.current()).bard + 1;
    assert!(next < 2 * lap, "the next step is onto Long Live the King");
    track[(next % lap) as usize] = tile;
    g.set_track(track);
}

pub fn has(g: &Locksley, a: Action) -> bool {
    g.legal().contains(&a)
}

/// The current player's next tile is `tile`; Meet must be legal, `meets`
/// must agree, and the step must advance the bard by one onto that tile.
pub fn assert_meets(mut g: Locksley, tile: Glory) -> Locksley {
    next_tile_is(&mut g, tile);
    let seat = g.current();
    assert!(
        g.meets(seat, tile).is_some(),
        "meets() says {tile:?} is not met"
    );
    assert!(
        has(&g, Action::Meet),
        "Meet not legal onto {tile:?}: {:?}",
        g.legal()
    );
    let before = g.player(seat).bard;
    g.apply(&Action::Meet).expect("meet applies");
    assert_eq!(g.player(seat).bard, before + 1);
    assert!(
        matches!(g.log().last(), Some(Event::Met { tile: t, .. }) if *t == tile),
        "log: {:?}",
        g.log().last()
    );
    g
}

/// The current player's next tile is `tile`; Meet must not be legal,
/// `meets` must agree, and applying Meet is refused without any change.
pub fn assert_fails(mut g: Locksley, tile: Glory) -> Locksley {
    next_tile_is(&mut g, tile);
    let seat = g.current();
    assert!(
        g.meets(seat, tile).is_none(),
        "meets() says {tile:?} is met"
    );
    assert!(
        !has(&g, Action::Meet),
        "Meet legal onto {tile:?}: {:?}",
        g.legal()
    );
    let before = g.clone();
    assert!(g.apply(&Action::Meet).is_err());
    assert_eq!(g, before, "a refused Meet changed the state");
    g
}

pub fn apply(g: &mut Locksley, a: Action) {
    g.apply(&a)
        .unwrap_or_else(|e| panic!("{e}; legal: {:?}", g.legal()));
}

/// A turn that does as little as the rules allow: the Robin jumps to the
/// first square offered (a turn must move the Robin or the bard), then the
/// turn ends.
pub fn jump_and_end(g: &mut Locksley) {
    let jump = g
        .legal()
        .into_iter()
        .find(|a| matches!(a, Action::Move(_)))
        .expect("a Robin can always jump");
    apply(g, jump);
    apply(g, Action::End);
}

pub fn gold(g: &Locksley, seat: Seat) -> usize {
    g.player(seat).gold()
}
