//! Movement (step 2), mounting, dismounting and leaving the map.
//!
//! From the book: everyone may move except crossbowmen who fired in step 1;
//! each hex entered costs the terrain table's points; horses may not enter
//! where the table bars them; walls and (ours) water are impassable.
//! Ours: a character may move once a step, up to its movement points; it
//! may pass through friends but not stop on them, and may not enter an
//! enemy's hex; entering a hex next to an enemy who is not stunned ends its
//! move. Paths ignore enemies the mover's side does not know of: a move
//! that comes next to a hidden enemy stops there (the enemy is found).
//! Mounting a loose horse on one's hex, dismounting (the horse stays,
//! loose) and leaving by the scenario's exit edge each take the whole move.

use crate::action::Action;
use crate::hex::Hex;
use crate::log::Event;
use crate::roster::{Side, Who};
use crate::state::Skirmish;
use crate::tables::Weapon;
use std::cmp::Reverse;
use std::collections::BinaryHeap;

/// Cheapest costs and paths from one character's hex.
pub(crate) struct Reach {
    pub cost: Vec<Option<u8>>,
    pub prev: Vec<Option<Hex>>,
}

impl Skirmish {
    /// Whether character `who` may still move this step.
    pub(crate) fn may_move(&self, who: Who) -> bool {
        self.character(who).is_some_and(|c| {
            c.able()
                && !c.done.moved
                && !(c.who.kind().weapon == Some(Weapon::Crossbow) && c.done.fired_first)
        })
    }

    /// Where `who` can get to with its movement points, as its side knows
    /// the map.
    pub(crate) fn reach(&self, who: Who) -> Option<Reach> {
        let c = self.character(who)?;
        let start = c.on_map()?;
        let side = c.side();
        let mp = c.strengths().2;
        let map = self.map();
        let n = Hex::all().count();
        let mut cost = vec![None; n];
        let mut prev = vec![None; n];
        let enemies: Vec<(Hex, bool)> = self
            .known_enemies(side)
            .filter_map(|e| Some((e.on_map()?, e.health != crate::state::Health::Stunned)))
            .collect();
        let stops = |h: Hex| enemies.iter().any(|&(e, awake)| awake && e.is_adjacent(h));
        cost[start.index()] = Some(0u8);
        let mut heap = BinaryHeap::from([Reverse((0u8, start))]);
        while let Some(Reverse((spent, h))) = heap.pop() {
            if cost[h.index()] != Some(spent) || (h != start && stops(h)) {
                continue;
            }
            for nb in h.neighbours() {
                let Some(step) = map.at(nb).cost(c.mounted) else {
                    continue;
                };
                if enemies.iter().any(|&(e, _)| e == nb) {
                    continue;
                }
                let total = spent + step;
                if total <= mp && cost[nb.index()].is_none_or(|old| total < old) {
                    cost[nb.index()] = Some(total);
                    prev[nb.index()] = Some(h);
                    heap.push(Reverse((total, nb)));
                }
            }
        }
        Some(Reach { cost, prev })
    }

    pub(crate) fn move_actions(&self, side: Side) -> Vec<Action> {
        let scenario = self.scenario();
        let mut out = Vec::new();
        for c in self.chars.iter().filter(|c| c.side() == side) {
            if !self.may_move(c.who) {
                continue;
            }
            let Some(here) = c.on_map() else { continue };
            if let Some(reach) = self.reach(c.who) {
                for to in Hex::all() {
                    if to != here
                        && reach.cost[to.index()].is_some()
                        && self.occupant_known(side, to).is_none()
                    {
                        out.push(Action::Move { who: c.who, to });
                    }
                }
            }
            if c.mounted {
                out.push(Action::Dismount { who: c.who });
            } else if c.who.kind().mounted.is_some() && self.horses.contains(&here) {
                out.push(Action::Mount { who: c.who });
            }
            if scenario.may_exit(c.who, here) {
                out.push(Action::Exit { who: c.who });
            }
        }
        out
    }

    /// Moves `who` along its path to `to`, stopping next to a hidden enemy.
    pub(crate) fn walk(&mut self, who: Who, to: Hex) {
        let reach = self.reach(who).expect("a legal move");
        let mut path = vec![to];
        while let Some(p) = reach.prev[path.last().expect("non-empty").index()] {
            path.push(p);
        }
        path.pop(); // the start
        path.reverse();
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
        self.score(who.side(), points, format!("{who} left the map"));
    }
}
