//! Movement (step 2), mounting, dismounting and leaving the map.
//!
//! From the book: everyone may move except crossbowmen who fired in step 1;
//! each hex entered costs the terrain table's points; horses may not enter
//! where the table bars them; walls and (ours) water are impassable. On a
//! map drawn on hex sides (revision 4) a step's cost is read from the side
//! it crosses too: a wall bars it, a window costs its 4 points on foot and
//! bars horses (`crate::maps::Border`).
//! Ours: a character may move once a step, up to its movement points; it
//! may pass through friends but not stop on them, and may not enter an
//! enemy's hex; entering a hex next to an enemy who is not stunned ends its
//! move. Paths ignore enemies the mover's side does not know of: a move
//! that comes next to a hidden enemy stops there (the enemy is found).
//! Mounting a loose horse on one's hex, dismounting (the horse stays,
//! loose) and leaving by the scenario's exit edge each take the whole move.

use crate::action::Action;
use crate::hex::Hex;
use crate::hex::{COLS, HEXES};
use crate::log::Event;
use crate::maps::Link;
use crate::reach::{Reach, ReachKey};
use crate::roster::{Health, Side, Who, ROSTER};
use crate::state::{Character, Skirmish};
use crate::tables::Weapon;
use std::cell::RefCell;

/// A ring of hexes (by index) for the movement search to look on from,
/// each at most once at a time.
const RING: usize = HEXES.next_power_of_two();

/// The movement search's room to work in, kept from one search to the
/// next: setting a new one for each (two and a half kilobytes) slowed random
/// games in WebAssembly by about 4% (natively, by nothing measurable).
struct Work {
    /// The hexes to look on from, in a ring; what it holds between
    /// searches does not matter.
    queue: [u16; RING],
    /// Which hexes are in the queue: none between searches (each one taken
    /// out of the queue is unmarked).
    queued: [bool; HEXES],
}

thread_local! {
    /// The hexes a character may move to, as a listing of moves finds them
    /// (kept from one listing to the next, as the search's room).
    static OPEN: RefCell<[Hex; HEXES]> = const { RefCell::new([Hex { col: 0, row: 0 }; HEXES]) };
    static WORK: RefCell<Work> = const {
        RefCell::new(Work {
            queue: [0; RING],
            queued: [false; HEXES],
        })
    };
}

/// Sets each of `costs` that is 0 or `beyond` to [`Reach::NONE`]: the whole
/// array at once, eight a word, without a branch (a native build does this
/// in vector registers; WebAssembly has none but for its SIMD, which not
/// every browser runs: this way random games there went about 6% faster).
fn unreached_to_none(costs: &mut [u8; HEXES], beyond: u8) {
    const _: () = assert!(HEXES.is_multiple_of(8), "whole words");
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = ONES << 7;
    // The high bit of each byte of `x` that is 0, and no other bit.
    let zero = |x: u64| !(((x & !HIGH) + !HIGH) | x) & HIGH;
    let beyonds = u64::from(beyond) * ONES;
    for eight in costs.chunks_exact_mut(8) {
        let word = u64::from_le_bytes(eight.try_into().expect("eight bytes"));
        let none = (zero(word) | zero(word ^ beyonds)) >> 7;
        // `NONE` is every bit set: each flagged byte becomes 0xff.
        eight.copy_from_slice(&(word | (none * 0xff)).to_le_bytes());
    }
}

impl Skirmish {
    /// Whether `c` may still move this step.
    pub(super) fn may_move_char(&self, c: &Character) -> bool {
        c.able()
            && !c.done.moved
            && !(c.who.kind().weapon == Some(Weapon::Crossbow) && c.done.fired_first)
    }

    /// Where `who` can get to with its movement points, as its side knows
    /// the map.
    pub(crate) fn reach(&self, who: Who) -> Option<Reach> {
        self.reach_of(self.character(who)?)
    }

    /// [`Skirmish::search_reach`], or its answer from the cache when
    /// nothing it depends on has changed.
    fn reach_of(&self, c: &Character) -> Option<Reach> {
        self.with_reach(c, Reach::clone)
    }

    /// `f` of `c`'s reach, searched or from the cache, without copying it.
    fn with_reach<R>(&self, c: &Character, f: impl FnOnce(&Reach) -> R) -> Option<R> {
        let start = c.on_map()?;
        let mut key = ReachKey {
            start,
            mp: c.strengths().2,
            mounted: c.mounted,
            enemies: [u16::MAX; ROSTER.len()],
        };
        for (k, e) in self.known_enemies(c.side()).enumerate() {
            if let Some(h) = e.on_map() {
                key.enemies[k] = 2 * h.index() as u16 + u16::from(e.health != Health::Stunned);
            }
        }
        let slot = usize::from(c.who.0);
        let mut cache = self.reach_cache.0.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(Some((k, r))) = cache.get(slot) {
            if *k == key {
                return Some(f(r));
            }
        }
        let reach = self.search_reach(c)?;
        if cache.len() <= slot {
            cache.resize(slot + 1, None);
        }
        let answer = f(&reach);
        cache[slot] = Some((key, reach));
        Some(answer)
    }

    /// The cheapest cost to each hex from `c`'s own hex.
    fn search_reach(&self, c: &Character) -> Option<Reach> {
        Some(self.search_from(c, c.on_map()?, c.strengths().2, &[]))
    }

    /// The cheapest cost to each hex from `start` with `mp` points, by
    /// relaxing costs from a work queue until none improves (the costs do
    /// not depend on the order); `barred` hexes are never entered.
    pub(super) fn search_from(&self, c: &Character, start: Hex, mp: u8, barred: &[Hex]) -> Reach {
        let side = c.side();
        let map = self.map();
        // Working costs: `beyond` is out of reach and an enemy's hex costs
        // 0, so one comparison (`total < cost`) tells whether a step
        // improves a hex, stays within the points and enters no enemy (a
        // barred step costs 256); both read `Reach::NONE` at the end.
        let beyond = mp.saturating_add(1);
        let mut reach = Reach {
            start,
            mounted: c.mounted,
            cost: [beyond; HEXES],
            stops: [false; HEXES],
            reached: Vec::new(),
        };
        // Enemy hexes may not be entered; hexes next to an awake enemy end
        // the move.
        for h in barred {
            reach.cost[h.index()] = 0;
        }
        for e in self.known_enemies(side) {
            let Some(h) = e.on_map() else { continue };
            reach.cost[h.index()] = 0;
            if e.health != Health::Stunned {
                for n in h.neighbours() {
                    reach.stops[n.index()] = true;
                }
            }
        }
        WORK.with_borrow_mut(|work| {
            Self::search_into(&mut reach, map.links(c.mounted), beyond, work)
        });
        reach
    }

    /// The search itself, from `reach.start` with the enemies' and barred
    /// hexes' working costs set.
    fn search_into(reach: &mut Reach, links: &[[Link; 6]], beyond: u8, work: &mut Work) {
        let start = reach.start;
        let first = start.index();
        reach.cost[first] = 0;
        let Work { queue, queued } = work;
        queue[0] = first as u16;
        let (mut head, mut len) = (0usize, 1usize);
        queued[first] = true;
        // The first and last rows, and the columns (a bit each), the search
        // came to, to list what it reached.
        let (mut lowest, mut highest, mut cols) = (first, first, 1u32 << start.col);
        while len > 0 {
            let h = usize::from(queue[head]);
            head = (head + 1) & (RING - 1);
            len -= 1;
            queued[h] = false;
            if h != first && reach.stops[h] {
                continue;
            }
            let spent = u16::from(reach.cost[h]);
            for link in &links[h] {
                let i = usize::from(link.to);
                // A step of 0 is barred: it wraps to 256.
                let total = spent + u16::from(link.cost.wrapping_sub(1)) + 1;
                if total < u16::from(reach.cost[i]) {
                    reach.cost[i] = total as u8;
                    if !queued[i] {
                        queued[i] = true;
                        queue[(head + len) & (RING - 1)] = link.to;
                        len += 1;
                        (lowest, highest) = (lowest.min(i), highest.max(i));
                        cols |= 1 << (i % usize::from(COLS));
                    }
                }
            }
        }
        // Unreached, enemies' and barred hexes (still 0) read `NONE`, and
        // the start again after.
        unreached_to_none(&mut reach.cost, beyond);
        reach.cost[first] = 0;
        // In `Hex::all`'s order, over the columns and rows it came to: each
        // hex written (into the queue, done with; as column and row), and
        // counted only if reached (no branch to mispredict).
        let mut n = 0;
        let rows = (lowest / usize::from(COLS)) as u8..=(highest / usize::from(COLS)) as u8;
        for col in (0..COLS).filter(|col| cols & (1 << col) != 0) {
            for row in rows.clone() {
                let h = Hex { col, row };
                queue[n] = u16::from(col) << 8 | u16::from(row);
                n += usize::from(reach.cost[h.index()] != Reach::NONE);
            }
        }
        reach.reached = queue[..n]
            .iter()
            .map(|&v| Hex {
                col: (v >> 8) as u8,
                row: v as u8,
            })
            .collect();
    }

    pub(crate) fn move_actions(&self, side: Side) -> Vec<Action> {
        // Room for a side's usual listing, which would otherwise be copied
        // over and over as it grows (each man lists about a hundred hexes).
        let mut out = Vec::with_capacity(1024);
        self.move_actions_into(side, None, None, &mut out, false);
        out
    }

    /// `who`'s own movement actions, of those `move_actions` lists: its
    /// moves only to `to`, if given (the checked `apply` asks so, rather
    /// than list every hex it could reach).
    pub(crate) fn move_actions_of(&self, who: Who, to: Option<Hex>) -> Vec<Action> {
        let mut out = Vec::new();
        self.move_actions_into(who.side(), Some(who), to, &mut out, false);
        out
    }

    /// Whether `side` has any move, mount, dismount or exit.
    pub(crate) fn has_move_action(&self, side: Side) -> bool {
        self.move_actions_into(side, None, None, &mut Vec::new(), true)
    }

    /// Pushes `side`'s movement actions (only `who`'s, if given; only the
    /// moves to `only_to`, if given) onto `out`, stopping at the first when
    /// `first_only`; true if there was any.
    fn move_actions_into(
        &self,
        side: Side,
        who: Option<Who>,
        only_to: Option<Hex>,
        out: &mut Vec<Action>,
        first_only: bool,
    ) -> bool {
        let scenario = self.scenario();
        let mut occupied = [false; HEXES];
        for o in &self.chars {
            if let Some(h) = o.on_map() {
                if Self::known_to(side, o) {
                    occupied[h.index()] = true;
                }
            }
        }
        let mut any = false;
        for c in self
            .chars
            .iter()
            .filter(|c| c.side() == side && who.is_none_or(|w| w == c.who))
        {
            if !self.may_move_char(c) {
                continue;
            }
            let Some(here) = c.on_map() else { continue };
            // In `Hex::all` order: column by column.
            let moved = self.with_reach(c, |reach| {
                let before = out.len();
                // One hex asked for: itself if reached (`here` is never a move).
                let one;
                let reached: &[Hex] = match only_to {
                    Some(to) => {
                        one = [if reach.cost[to.index()] != Reach::NONE {
                            to
                        } else {
                            here
                        }];
                        &one
                    }
                    None => &reach.reached,
                };
                // The open hexes first, then the moves from a slice: an
                // extend of known length writes each move in place (pushing
                // them one by one built each on the stack and copied it,
                // which stalled on every move; a quarter of random play).
                // Each hex is written, and counted only if open (no branch
                // to mispredict); `here` is occupied, by the mover.
                OPEN.with_borrow_mut(|open| {
                    let mut n = 0;
                    for &to in reached {
                        open[n] = to;
                        n += usize::from(!occupied[to.index()]);
                    }
                    if first_only {
                        n = n.min(1);
                    }
                    let who = c.who;
                    out.extend(open[..n].iter().map(|&to| Action::Move {
                        who,
                        to,
                        via: Vec::new(),
                    }));
                });
                out.len() > before
            });
            if moved == Some(true) {
                if first_only {
                    return true;
                }
                any = true;
            }
            if c.mounted {
                out.push(Action::Dismount { who: c.who });
                any = true;
            } else if c.who.kind().mounted.is_some() && self.horses.contains(&here) {
                out.push(Action::Mount { who: c.who });
                any = true;
            }
            if scenario.may_exit(c.who, here) {
                out.push(Action::Exit { who: c.who });
                any = true;
            }
            if any && first_only {
                return true;
            }
        }
        any
    }

    /// Moves `who` to `to` through the hexes `via` (none: the cheapest
    /// path), stopping next to a hidden enemy.
    pub(crate) fn walk(&mut self, who: Who, to: Hex, via: &[Hex]) {
        let path = match via {
            [] => {
                let c = self.character(who).expect("a legal move");
                self.with_reach(c, |reach| reach.path(self.map(), to))
                    .expect("on the map")
            }
            _ => {
                let mut path = via.to_vec();
                path.push(to);
                path
            }
        };
        let i = self.index(who).expect("legal");
        let side = self.chars[i].side();
        self.chars[i].done.moved = true;
        let mut stopped = false;
        for h in path {
            self.chars[i].at = Some(h);
            let hidden_near = self.chars.iter().any(|e| {
                e.side() != side && e.hidden && e.on_map().is_some_and(|x| x.is_adjacent(h))
            });
            if hidden_near {
                stopped = h != to;
                break;
            }
        }
        let at = self.chars[i].at.expect("on the map");
        let event = if stopped {
            Event::Stopped { who, at }
        } else {
            Event::Moved { who, to: at }
        };
        if self.chars[i].hidden {
            self.push_hidden(event, side.other());
        } else {
            self.push(event);
        }
    }

    pub(crate) fn mount(&mut self, who: Who) {
        let i = self.index(who).expect("legal");
        let at = self.chars[i].at.expect("on the map");
        let h = self
            .horses
            .iter()
            .position(|&h| h == at)
            .expect("a horse here");
        self.horses.remove(h);
        self.chars[i].mounted = true;
        self.chars[i].done.moved = true;
        self.push(Event::Mounted { who });
    }

    pub(crate) fn dismount(&mut self, who: Who) {
        let i = self.index(who).expect("legal");
        let at = self.chars[i].at.expect("on the map");
        self.horses.push(at);
        self.chars[i].mounted = false;
        self.chars[i].done.moved = true;
        self.push(Event::Dismounted { who });
    }

    pub(crate) fn exit(&mut self, who: Who) {
        let i = self.index(who).expect("legal");
        let c = &mut self.chars[i];
        c.at = None;
        c.exited = true;
        c.done.moved = true;
        let worth = u32::from(who.kind().worth);
        let points = self
            .scenario()
            .exit
            .as_ref()
            .and_then(|e| e.points)
            .unwrap_or(worth);
        self.push(Event::Exited { who });
        self.score(who.side(), points, crate::log::Scoring::LeftTheMap(who));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreached_costs_read_none_and_every_other_cost_stays() {
        for beyond in [1u8, 7, 0x7f, 0x80, 0xfe] {
            let mut costs = [0u8; HEXES];
            for (i, c) in costs.iter_mut().enumerate() {
                *c = i as u8;
            }
            let before = costs;
            unreached_to_none(&mut costs, beyond);
            for (i, (&was, &now)) in before.iter().zip(&costs).enumerate() {
                let want = if was == 0 || was == beyond {
                    Reach::NONE
                } else {
                    was
                };
                assert_eq!(now, want, "hex {i}: {was} with {beyond} beyond");
            }
        }
    }
}
