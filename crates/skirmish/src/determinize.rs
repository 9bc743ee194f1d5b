//! Sampling a full state from one seat's view, for the bots.
//!
//! The only hidden facts are where the hidden side's unseen characters
//! stand. Each is put on a hex drawn uniformly among those where it would
//! still be unseen: an empty woods hex of the scenario's set-up zone (any
//! woods hex if the zone has none left) with no enemy who is not stunned
//! next to it. What they did this phase is not shown and is sampled as
//! nothing. The sampled game rolls its own dice from the caller's RNG.

use crate::hex::Hex;
use crate::roster::Health;
use crate::state::{Character, Options, Skirmish};
use crate::view::View;
use sherwood_engine::{Determinize, Rng};

impl Determinize for Skirmish {
    fn determinize(view: &View, rng: &mut Rng) -> Skirmish {
        let scenario = view.scenario();
        let map = scenario.map.map();
        let zone = scenario.hidden.as_ref().map(|(_, z)| z);
        let mut chars: Vec<Character> = Vec::new();
        let mut unseen = Vec::new();
        for (who, _, _) in scenario.roster() {
            match view.characters.iter().find(|c| c.who == who) {
                Some(c) => chars.push(c.clone()),
                None => {
                    let mut c = Character::new(who, None);
                    c.hidden = true;
                    if !view.unplaced.contains(&who) {
                        unseen.push(chars.len());
                    }
                    chars.push(c);
                }
            }
        }
        for i in unseen {
            let side = chars[i].side();
            let free = |h: Hex, in_zone: bool| {
                map.at(h).is_woods()
                    && (!in_zone || zone.is_some_and(|z| z.contains(scenario.map, h)))
                    && chars.iter().all(|c| c.at != Some(h))
                    && !chars.iter().any(|e| {
                        e.side() != side
                            && e.health != Health::Stunned
                            && e.on_map().is_some_and(|x| x.distance(h) <= 1)
                    })
            };
            let mut spots: Vec<Hex> = Hex::all().filter(|&h| free(h, true)).collect();
            if spots.is_empty() {
                spots = Hex::all().filter(|&h| free(h, false)).collect();
            }
            chars[i].at = rng.pick(&spots).copied();
        }
        Skirmish {
            options: Options {
                scenario: view.scenario,
                rules: view.rules,
            },
            rng: Rng::new(rng.next_u64()),
            chars,
            horses: view.horses.clone(),
            phase: view.phase,
            moment: view.moment.clone(),
            recoils: view.recoils.clone(),
            points: view.points,
            log: view.log.clone(),
            reach_cache: Default::default(),
        }
    }
}
