//! Hidden characters found, and prisoners freed (ours).
//!
//! A hidden character stays unseen by the other side until it fires
//! (`fire`), or, after any action, an enemy who is not stunned stands next
//! to it (it is found), or it stands outside the woods (tree or brush) in
//! sight of an enemy who is not stunned (it moved into sight). Once seen it
//! stays seen. A bound prisoner is freed when a friend who may act stands
//! next to it.

use crate::log::Event;
use crate::roster::Health;
use crate::sight::sees;
use crate::state::Skirmish;

impl Skirmish {
    pub(crate) fn update_sight(&mut self) {
        let map = self.map();
        // The watchers and freers are read from the roster in place: this
        // runs after every action, and listing them first cost two
        // allocations each time (8% of a random Skirmish game in
        // WebAssembly went to `settle`, twice its share natively).
        let mut found = Vec::new();
        for c in self.chars.iter().filter(|c| c.hidden) {
            let Some(h) = c.on_map() else { continue };
            let in_woods = map.at(h).is_woods();
            let seen = self
                .chars
                .iter()
                .filter(|w| w.health != Health::Stunned && w.side() != c.side())
                .filter_map(|w| w.on_map())
                .any(|w| w.is_adjacent(h) || (!in_woods && sees(map, w, h)));
            if seen {
                found.push((c.who, h));
            }
        }
        for (who, at) in found {
            if let Some(i) = self.index(who) {
                self.chars[i].hidden = false;
            }
            self.push(Event::Revealed { who, at });
        }
        let mut freed = Vec::new();
        for c in self.chars.iter().filter(|c| c.bound) {
            let Some(h) = c.on_map() else { continue };
            let near = self
                .chars
                .iter()
                .filter(|f| f.able() && f.side() == c.side())
                .filter_map(|f| f.on_map())
                .any(|f| f.is_adjacent(h));
            if near {
                freed.push(c.who);
            }
        }
        for who in freed {
            if let Some(i) = self.index(who) {
                self.chars[i].bound = false;
            }
            self.push(Event::Freed { who });
        }
    }
}
