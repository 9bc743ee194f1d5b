//! What the bots know about Robin of Locksley beyond its rules.

use crate::{Action, Locksley};
use sherwood_bots::Policy;
use sherwood_engine::{Rng, Seat};

/// Playouts that play like a sensible beginner rather than at random: meet
/// a challenge whenever possible (with the first sale offered, if several
/// could pay), move the Robin (onto loot when it can)
/// before anything else, then sell, bribe or end the turn at random.
/// A playout stopped at the cap is scored by the bards' lead.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

impl Policy<Locksley> for Heuristic {
    fn rollout(&self, game: &Locksley, legal: &[Action], rng: &mut Rng) -> usize {
        if let Some(i) = legal
            .iter()
            .position(|a| matches!(a, Action::Meet | Action::MeetWith(_)))
        {
            return i;
        }
        let mut moves = [0usize; 8];
        let mut loot_moves = 0;
        let mut any_move = None;
        for (i, a) in legal.iter().enumerate() {
            if let Action::Move(sq) = *a {
                any_move.get_or_insert(i);
                if game.grid()[usize::from(sq)].is_some() && loot_moves < moves.len() {
                    moves[loot_moves] = i;
                    loot_moves += 1;
                }
            }
        }
        if loot_moves > 0 {
            return moves[rng.below(loot_moves)];
        }
        if let Some(first) = any_move {
            let n = legal[first..]
                .iter()
                .take_while(|a| matches!(a, Action::Move(_)))
                .count();
            return first + rng.below(n);
        }
        rng.below(legal.len())
    }

    fn evaluate(&self, game: &Locksley, seat: Seat) -> f64 {
        let me = f64::from(game.player(seat).bard);
        let them = f64::from(game.player(1 - seat).bard);
        1.0 / (1.0 + (-(me - them) / 3.0).exp())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Color, Options};
    use sherwood_bots::{choose, BotError, Config, Level, Uniform};
    use sherwood_engine::{Game, Viewer};

    fn no_clock() -> f64 {
        0.0
    }

    /// Red can win this turn only by selling its whites (3 gold + 1) and then
    /// meeting *Long Live the King* (4 gold); if Red ends the turn, Blue wins
    /// the same way. A bot that sees only Red's view must find it.
    fn last_step(seed: u64) -> Locksley {
        let mut g = Locksley::with_robins(&Options::default(), seed, 0, 24, 0);
        g.set_holdings(0, [3, 0, 0, 0, 0, 0], 3);
        g.set_holdings(1, [0, 0, 0, 0, 0, 1], 4);
        let end = 2 * g.lap() - 1;
        g.set_bard(0, end);
        g.set_bard(1, end);
        g
    }

    fn play_turn(mut g: Locksley, level: Level, seed: u64) -> Locksley {
        let seat = g.current();
        let mut i = 0;
        while g.current() == seat && g.outcome().is_none() {
            let view = g.view(Viewer::Seat(seat));
            let c = choose::<Locksley, _>(&view, &level.config(), &Heuristic, seed + i, &no_clock)
                .unwrap();
            g.apply(&c.action).unwrap();
            i += 1;
        }
        g
    }

    #[test]
    fn finds_the_win_this_turn() {
        for seed in 0..6 {
            let g = last_step(seed);
            assert!(!g.legal().contains(&Action::Meet), "Red must sell first");
            let g = play_turn(g, Level::Easy, seed);
            let o = g.outcome().expect("Red wins this turn");
            assert_eq!(
                (o.winner, o.reason.as_str()),
                (0, "two_laps"),
                "seed {seed}"
            );
        }
    }

    /// Red has sold red (3) and white (4) and holds 4 gold; ahead are
    /// Nobility Threatened, The Barrier and Long Live the King. Red wins this
    /// turn only by paying for Nobility Threatened with the white sale
    /// (`meet with white`), leaving red (exactly 3) for The Barrier; Blue
    /// wins next turn otherwise.
    fn which_sale_pays(seed: u64) -> Locksley {
        let mut g = Locksley::with_robins(&Options::default(), seed, 0, 24, 0);
        g.set_holdings(0, [4, 3, 0, 0, 0, 0], 1);
        g.set_holdings(1, [0, 0, 0, 0, 0, 1], 4);
        let lap = g.lap();
        let mut track = g.track().to_vec();
        track[usize::from(lap - 2)] = crate::Glory::Small {
            tile: crate::Small::NobilityThreatened,
            night: false,
        };
        track[usize::from(lap - 1)] = crate::Glory::Small {
            tile: crate::Small::Barrier,
            night: false,
        };
        g.set_track(track);
        g.set_bard(0, 2 * lap - 3);
        g.set_bard(1, 2 * lap - 1);
        g.apply(&Action::Sell(Color::Red)).unwrap();
        g.apply(&Action::Sell(Color::White)).unwrap();
        g
    }

    #[test]
    fn chooses_the_sale_that_pays_for_the_win() {
        for seed in 0..4 {
            let g = which_sale_pays(seed);
            let legal = g.legal();
            assert!(legal.contains(&Action::MeetWith(Color::White)));
            assert!(legal.contains(&Action::MeetWith(Color::Red)));
            assert!(!legal.contains(&Action::Meet));
            let g = play_turn(g, Level::Easy, seed);
            let o = g.outcome().expect("Red wins this turn");
            assert_eq!(
                (o.winner, o.reason.as_str()),
                (0, "two_laps"),
                "seed {seed}"
            );
        }
    }

    /// The same position defeats a random player most of the time, so the
    /// test above measures the search.
    #[test]
    fn a_random_player_usually_misses_it() {
        let wins = (0..40)
            .filter(|&seed| {
                let g = play_turn(last_step(seed), Level::Random, seed);
                g.outcome().is_some_and(|o| o.winner == 0)
            })
            .count();
        assert!(wins < 30, "{wins} of 40");
    }

    #[test]
    fn only_the_seat_to_move_may_ask() {
        let g = last_step(1);
        let config = Level::Easy.config();
        for viewer in [Viewer::Seat(1), Viewer::Public] {
            let view = g.view(viewer);
            assert_eq!(
                choose::<Locksley, _>(&view, &config, &Uniform, 1, &no_clock),
                Err(BotError::NotToMove)
            );
        }
    }

    #[test]
    fn same_seed_same_choices() {
        let mut g = Locksley::new(&Options::default(), 3);
        let config = Config {
            iterations: 200,
            ..Config::default()
        };
        for step in 0..30 {
            let seat = g.to_move().unwrap();
            let view = g.view(Viewer::Seat(seat));
            let a = choose::<Locksley, _>(&view, &config, &Heuristic, step, &no_clock).unwrap();
            let b = choose::<Locksley, _>(&view, &config, &Heuristic, step, &no_clock).unwrap();
            assert_eq!(a.action, b.action);
            assert_eq!(a.iterations, b.iterations);
            g.apply(&a.action).unwrap();
        }
    }

    #[test]
    fn text_entry_point_answers_in_notation() {
        let g = last_step(2);
        let json = serde_json::to_string(&g.view(Viewer::Seat(0))).unwrap();
        let c = sherwood_bots::choose_text_for::<Locksley, _>(
            &json,
            &Level::Easy.config(),
            &Heuristic,
            9,
            &no_clock,
        )
        .unwrap();
        assert!(
            g.legal().contains(&c.action.parse().unwrap()),
            "{}",
            c.action
        );
        assert!(matches!(
            sherwood_bots::choose_text_for::<Locksley, _>(
                "{}",
                &Level::Easy.config(),
                &Heuristic,
                9,
                &no_clock
            ),
            Err(BotError::BadView(_))
        ));
        let _ = Color::White;
    }
}
