//! A character's reach: the cheapest cost of each hex it can move to, the
//! path to one, and the cache that keeps each character's last search. The
//! search itself is a rule of movement (`crate::rules`); this is its answer,
//! which the state holds without depending on the rules.

use crate::hex::{Hex, HEXES};
use crate::maps::Map;
use crate::roster::ROSTER;
use std::fmt;
use std::sync::Mutex;

/// Cheapest costs from one character's hex, and what its paths need.
#[derive(Clone)]
pub(crate) struct Reach {
    pub(crate) start: Hex,
    pub(crate) mounted: bool,
    /// Movement points spent to get to each hex; [`Reach::NONE`]: unreached.
    pub cost: [u8; HEXES],
    /// Hexes next to an awake enemy: a move ends there.
    pub(crate) stops: [bool; HEXES],
    /// The hexes reached, in hex order (column, then row): the moves are
    /// listed from these, not from every hex of the map.
    pub(crate) reached: Vec<Hex>,
}

impl Reach {
    pub const NONE: u8 = u8::MAX;

    /// Whether a path may go on from `h`.
    fn expands(&self, h: Hex) -> bool {
        self.cost[h.index()] != Reach::NONE && (h == self.start || !self.stops[h.index()])
    }

    /// The hex before `to` on its path: of the hexes a cheapest path may
    /// come from, the first in hex order (column, then row). That is the
    /// path a priority queue of `(cost, hex)` finds: entering `to` costs
    /// the same from each, so they share one cost, and the queue pops them
    /// in hex order and keeps the first.
    fn prev(&self, map: &Map, to: Hex) -> Option<Hex> {
        if to == self.start {
            return None;
        }
        let cost = self.cost[to.index()];
        to.neighbours()
            .filter(|&h| {
                self.expands(h)
                    && map
                        .step(h, to, self.mounted)
                        .is_some_and(|step| self.cost[h.index()] + step == cost)
            })
            .min()
    }

    /// The hexes entered on the way to `to`, in order, `to` last.
    pub fn path(&self, map: &Map, to: Hex) -> Vec<Hex> {
        let mut path = vec![to];
        while let Some(p) = self.prev(map, *path.last().expect("non-empty")) {
            path.push(p);
        }
        path.pop(); // the start
        path.reverse();
        path
    }
}

/// What a character's movement search depends on: its hex, movement
/// points and horse, and the hexes of the enemies its side knows of and
/// whether each is awake (friends never change it).
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct ReachKey {
    pub(crate) start: Hex,
    pub(crate) mp: u8,
    pub(crate) mounted: bool,
    pub(crate) enemies: [u16; ROSTER.len()],
}

/// Each character's last movement search and what it depended on, so that
/// moving one character does not search again for the others. Not part of
/// the state: a clone starts empty, and it never makes two states unequal.
#[derive(Default)]
pub(crate) struct ReachCache(pub(crate) Mutex<Vec<Option<(ReachKey, Reach)>>>);

impl Clone for ReachCache {
    fn clone(&self) -> ReachCache {
        ReachCache::default()
    }
}

impl PartialEq for ReachCache {
    fn eq(&self, _: &ReachCache) -> bool {
        true
    }
}

impl fmt::Debug for ReachCache {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("ReachCache")
    }
}
