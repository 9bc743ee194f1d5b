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
        let watchers: Vec<_> = self
            .chars
            .iter()
            .filter(|c| c.health != Health::Stunned)
            .filter_map(|c| Some((c.side(), c.on_map()?)))
            .collect();
        let mut found = Vec::new();
        for c in self.chars.iter().filter(|c| c.hidden) {
            let Some(h) = c.on_map() else { continue };
            let in_woods = map.at(h).is_woods();
            if watchers.iter().any(|&(s, w)| {
                s != c.side() && (w.is_adjacent(h) || (!in_woods && sees(map, w, h)))
            }) {
                found.push((c.who, h));
            }
        }
        for (who, at) in found {
            if let Some(i) = self.index(who) {
                self.chars[i].hidden = false;
            }
            self.push(Event::Revealed { who, at });
        }
        let freers: Vec<_> = self
            .chars
            .iter()
            .filter(|c| c.able())
            .filter_map(|c| Some((c.side(), c.on_map()?)))
            .collect();
        let mut freed = Vec::new();
        for c in self.chars.iter().filter(|c| c.bound) {
            let Some(h) = c.on_map() else { continue };
            if freers
                .iter()
                .any(|&(s, f)| s == c.side() && f.is_adjacent(h))
            {
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
