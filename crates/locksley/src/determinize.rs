//! Sampling a full state from one seat's view, for the bots.
//!
//! A seat sees everything but the draw pile's order and the colours of the
//! coins (loot tiles turned face down). The tiles it cannot see are the box's
//! sixty minus those on the grid, in the loot, and on the discard; they are
//! the draw pile and the coins. Coins bought by a sale in the log keep that
//! sale's colour (until a bribe spends them, oldest first); the other coins
//! (the corner tiles and the beginner's extra gold) and the draw pile share
//! the remaining tiles, shuffled. The sampled game draws its own future
//! (reshuffles) from a fresh RNG seeded by the caller's.

use crate::log::Event;
use crate::rules::TILES_PER_COLOR;
use crate::state::{Locksley, Phase, Player};
use crate::tiles::Color;
use crate::view::{Prompt, View};
use sherwood_engine::{Determinize, Rng};
use std::collections::VecDeque;

impl Determinize for Locksley {
    fn determinize(view: &View, rng: &mut Rng) -> Self {
        let mut left = [TILES_PER_COLOR as i32; 6];
        for c in view.grid.iter().flatten() {
            left[c.index()] -= 1;
        }
        for p in &view.players {
            for (n, held) in left.iter_mut().zip(p.loot) {
                *n -= i32::from(held);
            }
        }
        for (n, d) in left.iter_mut().zip(view.discard) {
            *n -= i32::from(d);
        }
        assert!(
            left.iter().all(|&n| n >= 0),
            "a view showing more than ten tiles of a colour"
        );

        // Coins whose colour the log tells, the rest `None`.
        let mut coins = known_coins(view);
        for coin in coins.iter_mut().flatten() {
            if let Some(c) = *coin {
                if left[c.index()] > 0 {
                    left[c.index()] -= 1;
                } else {
                    *coin = None;
                }
            }
        }
        let mut unseen: Vec<Color> = Color::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, left[c.index()] as usize))
            .collect();
        rng.shuffle(&mut unseen);
        let players = [0, 1].map(|s| Player {
            loot: view.players[s].loot,
            bard: view.players[s].bard,
            gold: coins[s]
                .iter()
                .map(|coin| {
                    coin.unwrap_or_else(|| unseen.pop().expect("enough unseen tiles for the coins"))
                })
                .collect(),
        });
        assert_eq!(
            unseen.len(),
            usize::from(view.draw_count),
            "the unseen tiles are the coins and the draw pile"
        );

        let discard = Color::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, usize::from(view.discard[c.index()])))
            .collect();
        let (phase, moved) = match &view.prompt {
            Prompt::ChooseCorner => (Phase::Setup, false),
            Prompt::Turn { moved } => (Phase::Turn, *moved),
            Prompt::MustFeed => (Phase::MustFeed, true),
            Prompt::Over(o) => (Phase::Over(o.clone()), false),
        };
        Locksley {
            options: view.options.clone(),
            rng: Rng::new(rng.next_u64()),
            track: view.track.clone(),
            grid: view.grid,
            robins: view.robins,
            players,
            draw: unseen,
            discard,
            empty: view.empty.clone(),
            current: view.current,
            phase,
            moved,
            stepped: view.bard_stepped,
            vacated: view.vacated,
            sales: view.pending_sales.clone(),
            turn: view.turn,
            log: view.log.clone(),
        }
    }
}

/// Each seat's coins, oldest first, with the colour the log tells (coins from
/// a sale) or `None`. If the log does not account for the coins shown (a
/// hand-built position), every colour is unknown.
fn known_coins(view: &View) -> [Vec<Option<Color>>; 2] {
    let mut queues: [VecDeque<Option<Color>>; 2] = view
        .options
        .extra_gold
        .map(|n| std::iter::repeat_n(None, n.into()).collect());
    for event in &view.log {
        match *event {
            Event::CornersTaken { .. } => queues.iter_mut().for_each(|q| q.push_back(None)),
            Event::Sold {
                seat, color, gold, ..
            } => queues[seat as usize].extend(std::iter::repeat_n(Some(color), gold.into())),
            Event::Bribed { seat, .. } => {
                queues[seat as usize].pop_front();
            }
            _ => {}
        }
    }
    let consistent = (0..2).all(|s| queues[s].len() == usize::from(view.players[s].gold));
    [0, 1].map(|s| {
        if consistent {
            queues[s].iter().copied().collect()
        } else {
            vec![None; view.players[s].gold.into()]
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use sherwood_engine::{Game, Viewer};

    fn json(g: &Locksley, seat: u8) -> String {
        serde_json::to_string(&g.view(Viewer::Seat(seat))).unwrap()
    }

    /// Over many random positions, for both seats, a sampled state shows
    /// exactly the real view, and play from it goes on by the rules.
    #[test]
    fn determinized_state_has_the_same_view() {
        let mut chooser = Rng::new(11);
        let mut sampler = Rng::new(12);
        let mut differed = 0;
        let mut positions = 0;
        for seed in 0..60 {
            let options = crate::Options {
                extra_gold: [(seed % 3) as u8, (seed / 3 % 3) as u8],
                ..Default::default()
            };
            let mut g = Locksley::new(&options, seed);
            let mut step = 0;
            while g.outcome().is_none() && step < 2000 {
                if step % 7 == 0 {
                    positions += 1;
                    for seat in 0..2 {
                        let view = g.view(Viewer::Seat(seat));
                        let d = Locksley::determinize(&view, &mut sampler);
                        assert_eq!(json(&d, seat), json(&g, seat), "seed {seed} step {step}");
                        assert_eq!(d.tile_count(), 60);
                        differed += usize::from(d.draw != g.draw || d.players != g.players);
                        // The sample plays on by the rules.
                        let mut d = d;
                        for _ in 0..20 {
                            let legal = d.legal();
                            let Some(a) = chooser.pick(&legal) else { break };
                            d.apply(a).unwrap();
                        }
                    }
                }
                let legal = g.legal();
                let a = *chooser.pick(&legal).unwrap();
                g.apply(&a).unwrap();
                step += 1;
            }
        }
        assert!(positions > 1000, "{positions} positions");
        assert!(
            differed > positions,
            "samples should differ from the truth in hidden facts ({differed} of {})",
            2 * positions
        );
    }

    /// Coins bought by a sale keep their colour in every sample.
    #[test]
    fn sold_coins_keep_their_colour() {
        let mut chooser = Rng::new(5);
        let mut sampler = Rng::new(6);
        let mut checked = 0;
        for seed in 0..40 {
            let mut g = Locksley::new(&Default::default(), seed);
            while g.outcome().is_none() {
                let legal = g.legal();
                let a = *chooser.pick(&legal).unwrap();
                g.apply(&a).unwrap();
                let view = g.view(Viewer::Seat(0));
                let coins = known_coins(&view);
                let d = Locksley::determinize(&view, &mut sampler);
                for (s, known_coins) in coins.iter().enumerate() {
                    for (known, real) in known_coins.iter().zip(&g.players[s].gold) {
                        if let Some(c) = known {
                            assert_eq!(c, real, "the log names the real colour");
                            checked += 1;
                        }
                    }
                    for (known, sampled) in known_coins.iter().zip(&d.players[s].gold) {
                        if let Some(c) = known {
                            assert_eq!(c, sampled);
                        }
                    }
                }
            }
        }
        assert!(checked > 100, "{checked}");
    }
}
