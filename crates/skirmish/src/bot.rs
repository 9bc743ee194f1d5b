//! What the bots know about *Skirmish in Sherwood* beyond its rules.
//!
//! Everything is read from the scenario's data (its exit edge, its ford,
//! its prisoner), so a new scenario needs no code here.

use crate::hex::Hex;
use crate::roster::{Side, Who};
use crate::scenario::Scenario;
use crate::{
    fire, fire_effect, melee, melee_effect, Action, Character, Harm, Health, MeleeEffect, Moment,
    Outcome, PlayerStep, Skirmish,
};
use sherwood_bots::Policy;
use sherwood_engine::{Rng, Seat};

/// Playouts that fight sensibly: fire the shot with the best expected
/// harm, fight the melee with the best expected gain when it is worth it,
/// and move characters towards what scores (the exit edge, the ford, the
/// prisoner, or the nearest enemy), choosing among a few sampled moves. A
/// playout stopped at the cap is scored by the victory points, the harm
/// done to the living, and how close each side is to scoring.
#[derive(Clone, Copy, Debug, Default)]
pub struct Heuristic;

/// Moves sampled per playout step in the movement step.
const SAMPLES: usize = 8;

impl Policy<Skirmish> for Heuristic {
    fn rollout(&self, game: &Skirmish, legal: &[Action], rng: &mut Rng) -> usize {
        let step = match game.moment() {
            Moment::Step(s) if game.pending_recoils().is_empty() => *s,
            _ => return rng.below(legal.len()),
        };
        let end = legal.iter().position(|a| *a == Action::End);
        match step {
            PlayerStep::FirstFire | PlayerStep::SecondFire | PlayerStep::Melee => {
                let mut best = (0.05, end);
                for (i, a) in legal.iter().enumerate() {
                    let v = action_gain(game, a) + 0.01 * rng.below(10) as f64;
                    if v > best.0 {
                        best = (v, Some(i));
                    }
                }
                best.1.unwrap_or_else(|| rng.below(legal.len()))
            }
            _ => {
                // The step's end competes with a few sampled moves.
                let mut best = (0.0, end);
                for _ in 0..SAMPLES.min(legal.len()) {
                    let i = rng.below(legal.len());
                    let v = move_gain(game, &legal[i]) + 0.03 * rng.below(10) as f64;
                    if v > best.0 {
                        best = (v, Some(i));
                    }
                }
                best.1.unwrap_or_else(|| rng.below(legal.len()))
            }
        }
    }

    /// The search tries first what the playouts would: with a few hundred
    /// iterations and a hundred moves to a step, it would otherwise pick
    /// among moves it drew by chance, and walking a man off by the exit
    /// edge takes several good steps running.
    fn prior(&self, game: &Skirmish, legal: &[Action]) -> Option<Vec<f64>> {
        let step = match game.moment() {
            Moment::Step(s) if game.pending_recoils().is_empty() && legal.len() > 1 => *s,
            _ => return None,
        };
        let fighting = matches!(
            step,
            PlayerStep::FirstFire | PlayerStep::SecondFire | PlayerStep::Melee
        );
        let weights: Vec<f64> = legal
            .iter()
            .map(|a| {
                let v = match (a, fighting) {
                    (Action::End, true) => 0.1,
                    (Action::End, false) => 0.0,
                    (_, true) => 2.0 * action_gain(game, a),
                    (_, false) => 0.5 * move_gain(game, a),
                };
                v.clamp(-20.0, 20.0).exp()
            })
            .collect();
        let total: f64 = weights.iter().sum();
        Some(weights.iter().map(|w| w / total).collect())
    }

    fn evaluate(&self, game: &Skirmish, seat: Seat) -> f64 {
        let outlaws = standing(game, Side::Outlaws) - standing(game, Side::Sheriff);
        let v = 1.0 / (1.0 + (-outlaws / 6.0).exp());
        if Side::from_seat(seat) == Side::Outlaws {
            v
        } else {
            1.0 - v
        }
    }
}

/// What a character standing in the ford from now to the end would still
/// score: each turn's point (revision 2) and the end's.
fn ford_still_worth(game: &Skirmish) -> u32 {
    let scenario = game.scenario();
    if scenario.hold_ford == 0 {
        return 0;
    }
    let turns_left = (scenario.turns + 1).saturating_sub(game.turn());
    let each = if game.ford_scored_each_turn() {
        crate::rules::FORD_EACH_TURN * turns_left
    } else {
        0
    };
    each + scenario.hold_ford
}

/// A side's score as it stands: its points, plus what it is likely to
/// score (harm done to living enemies, progress towards the scenario's
/// objectives).
pub fn standing(game: &Skirmish, side: Side) -> f64 {
    let scenario = game.scenario();
    let map = game.map();
    let ford_worth = f64::from(ford_still_worth(game));
    let kill_share = kill_weight(scenario, side);
    let mut v = f64::from(game.points()[usize::from(side.seat())]);
    for c in game.characters() {
        let Some(at) = c.on_map() else { continue };
        let worth = f64::from(c.who.kind().worth);
        if c.side() != side {
            // Harm done to an enemy: a wounded or stunned one dies of the
            // next hit.
            v += kill_share
                * worth
                * match c.health {
                    Health::Wounded => 0.4,
                    Health::Stunned => 0.3,
                    _ => 0.0,
                };
            continue;
        }
        if let Some(e) = &scenario.exit {
            if scenario.leaves(c.who) && !c.bound {
                // Progress across the map counts in proportion, so that
                // each hex gained towards the edge is worth the same.
                let points = f64::from(e.points.unwrap_or(u32::from(c.who.kind().worth)));
                let far = f64::from(e.edge.steps(map, at)) / f64::from(e.edge.span(map));
                v += points * 0.8 * (1.0 - far);
            }
        }
        if scenario.hold_ford > 0 {
            // What standing in the ford would still score, each turn's
            // points included, discounted by the steps to it.
            let d = ford_distance(scenario, at);
            v += ford_worth * 0.6 / (1.0 + f64::from(d));
        }
        if c.bound {
            // A prisoner is worth something to free.
            if let Some(e) = &scenario.exit {
                if e.side == side {
                    let near = nearest(game, at, |o| o.side() == side && o.able());
                    v += 1.0 / (1.0 + f64::from(near.unwrap_or(20)));
                }
            }
        }
    }
    v
}

/// What the worth of an enemy's death counts for `side`: all of it where
/// kills score for that side, less where they do not (a dead enemy still
/// stops fighting).
fn kill_weight(scenario: &Scenario, side: Side) -> f64 {
    if scenario.scores_kills(side) {
        1.0
    } else {
        0.4
    }
}

/// Steps from `at` to the nearest ford hex (0 if none on the map).
fn ford_distance(scenario: &Scenario, at: Hex) -> u32 {
    ford_hexes(scenario)
        .iter()
        .map(|&f| f.distance(at))
        .min()
        .unwrap_or(0)
}

fn ford_hexes(scenario: &Scenario) -> &'static [Hex] {
    use std::sync::OnceLock;
    static FORDS: OnceLock<Vec<Vec<Hex>>> = OnceLock::new();
    let all = FORDS.get_or_init(|| {
        crate::maps::MapId::ALL
            .iter()
            .map(|&m| {
                Hex::all()
                    .filter(|&h| m.map().at(h) == crate::maps::Ground::Ford)
                    .collect()
            })
            .collect()
    });
    &all[scenario.map as usize]
}

/// Steps to the nearest living character matching `which`, if any.
fn nearest(game: &Skirmish, at: Hex, which: impl Fn(&Character) -> bool) -> Option<u32> {
    game.characters()
        .iter()
        .filter(|c| which(c))
        .filter_map(|c| c.on_map())
        .filter(|&h| h != at)
        .map(|h| h.distance(at))
        .min()
}

/// What harm is worth to the side that suffers it, in victory points.
fn harm_value(c: &Character, outcome: Outcome) -> f64 {
    let worth = f64::from(c.who.kind().worth);
    let harm = |h: Harm| match (h, c.health) {
        (Harm::Killed, _) | (_, Health::Wounded | Health::Stunned) => worth,
        (Harm::Wounded, _) => 0.45 * worth,
        (Harm::Stunned, _) => 0.3 * worth,
    };
    match outcome {
        Outcome::Recoil(_) => 0.05 * worth,
        Outcome::Harm(h) => harm(h),
        Outcome::Rider {
            rider, unhorsed, ..
        } => harm(rider) + if unhorsed { 0.2 * worth } else { 0.0 },
    }
}

/// The expected gain, in victory points, of a shot or a melee for the side
/// making it; 0 for anything else.
pub fn action_gain(game: &Skirmish, action: &Action) -> f64 {
    match action {
        Action::Fire { shooter, target } => {
            let (Some(shot), Some(t)) = (game.shot(*shooter, *target), game.character(*target))
            else {
                return 0.0;
            };
            (1..=10u8)
                .filter_map(|face| {
                    fire_effect(
                        shot.table,
                        fire(shot.table, shot.cover, face + shot.modifier),
                    )
                })
                .map(|o| harm_value(t, o))
                .sum::<f64>()
                * kill_weight(game.scenario(), t.side().other())
                / 10.0
        }
        Action::Melee {
            attackers,
            defender,
        } => {
            let (Some(fight), Some(d), Some(a)) = (
                game.attack(attackers, *defender),
                game.character(*defender),
                attackers.first().and_then(|&w| game.character(w)),
            ) else {
                return 0.0;
            };
            // What harm to each side is worth to the other.
            let for_attackers = kill_weight(game.scenario(), a.side());
            let for_defender = kill_weight(game.scenario(), d.side());
            (1..=10u8)
                .map(|die| {
                    let r = melee(fight.mounted_table, fight.column, die);
                    match melee_effect(fight.mounted_table, r) {
                        MeleeEffect::NoEffect => 0.0,
                        MeleeEffect::Defender(o) => harm_value(d, o) * for_attackers,
                        MeleeEffect::Attacker(o) => -harm_value(a, o) * for_defender,
                    }
                })
                .sum::<f64>()
                / 10.0
        }
        _ => 0.0,
    }
}

/// How much better off `who`'s side is with `who` on `to` than where it
/// stands (see [`place_value`]), or leaving by the exit edge.
pub fn move_gain(game: &Skirmish, action: &Action) -> f64 {
    match action {
        Action::Move { who, to, .. } => {
            let Some(c) = game.character(*who) else {
                return 0.0;
            };
            let Some(from) = c.on_map() else { return 0.0 };
            place_value(game, c, *to) - place_value(game, c, from)
        }
        Action::Exit { who } => {
            let scenario = game.scenario();
            let points = scenario.exit.as_ref().and_then(|e| e.points);
            f64::from(points.unwrap_or(u32::from(who.kind().worth))) + 1.0
        }
        Action::Mount { .. } => 1.0,
        _ => -0.5,
    }
}

/// How well placed character `c` would be on `at`, in hexes of progress:
/// towards the exit edge if it scores there; towards the ford if holding
/// it scores; a prisoner's friends towards the prisoner; otherwise
/// fighters towards the nearest enemy, and shooters into cover at a
/// distance.
pub fn place_value(game: &Skirmish, c: &Character, at: Hex) -> f64 {
    let scenario = game.scenario();
    let side = c.side();
    let who: Who = c.who;
    if let Some(e) = &scenario.exit {
        if scenario.leaves(who) {
            if c.bound {
                return 0.0;
            }
            return -f64::from(e.edge.steps(scenario.map.map(), at));
        }
    }
    let map = game.map();
    let enemy = nearest(game, at, |o| o.side() != side && !o.hidden);
    let mut v = 0.0;
    if scenario.hold_ford > 0 {
        v -= f64::from(ford_distance(scenario, at));
    }
    // A prisoner: its friends come to free it, its guards stay near.
    if let Some(p) = game
        .characters()
        .iter()
        .find(|p| p.bound && p.on_map().is_some())
    {
        let d = f64::from(p.on_map().map_or(0, |h| h.distance(at)));
        v -= if p.side() == side { d } else { 0.5 * d };
    }
    if let Some(d) = enemy {
        let d = f64::from(d);
        if who.kind().weapon.is_some() {
            // Shooters: in cover, not next to an enemy, not too far.
            if map.at(at).is_woods() {
                v += 1.0;
            }
            v -= if d <= 1.0 { 3.0 } else { 0.15 * d };
        } else {
            v -= 0.5 * d;
        }
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scenario::ScenarioId;
    use crate::Options;
    use sherwood_bots::{choose, Config};
    use sherwood_engine::{Game, Viewer};

    fn who(name: &str) -> Who {
        Who::by_name(name).unwrap()
    }

    fn h(s: &str) -> Hex {
        s.parse().unwrap()
    }

    fn no_clock() -> f64 {
        0.0
    }

    /// Robin and an outlaw archer can each shoot one of two guards: the
    /// wounded guard (a hit kills) is worth more than the healthy one.
    fn two_targets() -> Skirmish {
        let mut g = Skirmish::new(&Options::of(ScenarioId::Ford), 3);
        g.clear_except(&[who("robin"), who("guard1"), who("guard2")]);
        g.put(who("robin"), h("c6"));
        g.put(who("guard1"), h("c10"));
        g.put(who("guard2"), h("f6")).health = Health::Wounded;
        // Phase 1 is the outlaws' (the Sheriff moves first at the ford).
        g.at_step(1, PlayerStep::FirstFire);
        g
    }

    #[test]
    fn prefers_the_killing_shot() {
        let g = two_targets();
        let legal = g.legal();
        let kill = Action::Fire {
            shooter: who("robin"),
            target: who("guard2"),
        };
        assert!(legal.contains(&kill), "{legal:?}");
        let mut rng = Rng::new(1);
        for _ in 0..20 {
            assert_eq!(legal[Heuristic.rollout(&g, &legal, &mut rng)], kill);
        }
        let other = Action::Fire {
            shooter: who("robin"),
            target: who("guard1"),
        };
        assert!(action_gain(&g, &kill) > action_gain(&g, &other));
    }

    #[test]
    fn fights_with_everyone_at_hand() {
        let mut g = Skirmish::new(&Options::of(ScenarioId::Ford), 3);
        g.clear_except(&[who("john"), who("scarlet"), who("guard1")]);
        g.put(who("john"), h("e5"));
        g.put(who("scarlet"), h("f6"));
        g.put(who("guard1"), h("e6"));
        g.at_step(1, PlayerStep::Melee);
        let legal = g.legal();
        let both = Action::Melee {
            attackers: vec![who("john"), who("scarlet")],
            defender: who("guard1"),
        };
        let alone = Action::Melee {
            attackers: vec![who("scarlet")],
            defender: who("guard1"),
        };
        assert!(legal.contains(&both) && legal.contains(&alone), "{legal:?}");
        assert!(action_gain(&g, &both) > action_gain(&g, &alone));
        let mut rng = Rng::new(2);
        for _ in 0..10 {
            assert_eq!(legal[Heuristic.rollout(&g, &legal, &mut rng)], both);
        }
    }

    #[test]
    fn moves_towards_the_exit_edge_score() {
        let g = Skirmish::new(&Options::default(), 1);
        let c = g.character(who("guard1")).unwrap();
        let east = Action::Move {
            who: c.who,
            to: h("g7"),
            via: Vec::new(),
        };
        let west = Action::Move {
            who: c.who,
            to: h("b6"),
            via: Vec::new(),
        };
        assert!(move_gain(&g, &east) > 0.0);
        assert!(move_gain(&g, &west) < 0.0);
    }

    /// The search's first tries are the playouts' own: the killing shot
    /// before the other, and any shot before ending the step.
    #[test]
    fn prior_ranks_the_killing_shot_first() {
        let g = two_targets();
        let legal = g.legal();
        let p = Heuristic.prior(&g, &legal).unwrap();
        assert!((p.iter().sum::<f64>() - 1.0).abs() < 1e-9);
        let at = |a: &Action| p[legal.iter().position(|b| b == a).unwrap()];
        let kill = Action::Fire {
            shooter: who("robin"),
            target: who("guard2"),
        };
        let other = Action::Fire {
            shooter: who("robin"),
            target: who("guard1"),
        };
        assert!(at(&kill) > at(&other), "{p:?}");
        assert!(at(&other) > at(&Action::End), "{p:?}");
    }

    /// In the movement step a man on the exit edge leaves first, and a step
    /// towards the edge comes before one away from it.
    #[test]
    fn prior_ranks_leaving_then_steps_towards_the_exit_edge() {
        let mut g = Skirmish::new(&Options::default(), 1);
        g.clear_except(&[who("guard1"), who("guard2"), who("robin")]);
        g.put(who("guard1"), h("t7"));
        g.put(who("guard2"), h("j7"));
        g.put(who("robin"), h("a1"));
        g.at_step(2, PlayerStep::Movement);
        let legal = g.legal();
        let p = Heuristic.prior(&g, &legal).unwrap();
        let at = |a: &Action| p[legal.iter().position(|b| b == a).unwrap()];
        let exit = Action::Exit { who: who("guard1") };
        let best = p.iter().cloned().fold(0.0, f64::max);
        assert_eq!(at(&exit), best, "{legal:?}");
        let step = |to: &str| Action::Move {
            who: who("guard2"),
            to: h(to),
            via: Vec::new(),
        };
        assert!(at(&step("k7")) > at(&step("i7")), "{p:?}");
        // Nothing to weigh outside a step of the phase: no prior.
        assert!(Heuristic.prior(&g, &legal[..1]).is_none());
    }

    #[test]
    fn evaluation_follows_the_points_and_sums_to_one() {
        let g = two_targets();
        let o = Heuristic.evaluate(&g, 0);
        let s = Heuristic.evaluate(&g, 1);
        assert!((o + s - 1.0).abs() < 1e-9);
        // The Sheriff's wounded guard counts for the outlaws.
        assert!(standing(&g, Side::Outlaws) > 0.0);
    }

    /// Both seats play legal moves from their own views, in every scenario.
    #[test]
    fn plays_legal_moves_in_every_scenario() {
        let config = Config {
            iterations: 40,
            ..Config::default()
        };
        for scenario in ScenarioId::ALL {
            let mut g = Skirmish::new(&Options::of(scenario), 5);
            for step in 0..60 {
                let Some(seat) = g.to_move() else { break };
                let view = g.view(Viewer::Seat(seat));
                let c = choose::<Skirmish, _>(&view, &config, &Heuristic, step, &no_clock).unwrap();
                g.apply(&c.action).unwrap();
            }
        }
    }

    /// How many shots go beyond 25 hexes across the meadow when the bots
    /// play (20 search iterations a side, 20 games): run with
    /// `cargo test --release -p sherwood-skirmish print_meadow_long_shots -- --ignored --nocapture`.
    #[test]
    #[ignore]
    fn print_meadow_long_shots() {
        let config = Config {
            iterations: 20,
            ..Config::default()
        };
        let (mut games, mut with_long, mut long, mut shots) = (0, 0, 0, 0);
        for seed in 0..20 {
            let mut g = Skirmish::new(&Options::of(ScenarioId::Meadow), seed);
            let mut step = 0;
            while let Some(seat) = g.to_move() {
                let view = g.view(Viewer::Seat(seat));
                let c = choose::<Skirmish, _>(
                    &view,
                    &config,
                    &Heuristic,
                    seed * 1000 + step,
                    &no_clock,
                )
                .unwrap();
                g.apply(&c.action).unwrap();
                step += 1;
            }
            let far = g
                .log()
                .iter()
                .filter_map(|e| match &e.event {
                    crate::log::Event::Fire(f) => Some(f.distance),
                    _ => None,
                })
                .inspect(|_| shots += 1)
                .filter(|&d| d > 25)
                .count();
            games += 1;
            long += far;
            with_long += usize::from(far > 0);
        }
        println!(
            "meadow, {games} games: {shots} shots, {long} beyond 25 hexes, in {with_long} games"
        );
    }
}
