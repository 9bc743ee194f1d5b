//! The kernel's property harness over seeded random games of every
//! scenario, with the engine's invariants after every action.

use crate::hex::Hex;
use crate::roster::Health;
use crate::scenario::ScenarioId;
use crate::state::{Moment, Options, Skirmish};
use sherwood_engine::harness::run_random_games;
use sherwood_engine::{Determinize, Game, Rng, Viewer};

pub(crate) fn invariants(g: &Skirmish) {
    let map = g.scenario().map.map();
    let mut seen: Vec<Hex> = Vec::new();
    for c in g.characters() {
        // Exactly one state: the enum holds one; the rest must agree with it.
        if c.health == Health::Dead {
            assert!(c.at.is_none() && !c.mounted, "{} dead on the map", c.who);
        }
        if let Some(h) = c.on_map() {
            let cost = map.at(h).cost(c.mounted);
            assert!(cost.is_some(), "{} on {h}, where it may not be", c.who);
            assert!(!seen.contains(&h), "two characters on {h}");
            seen.push(h);
            assert!(!c.exited);
        }
        if c.mounted {
            assert!(c.who.kind().mounted.is_some(), "{} cannot ride", c.who);
        }
    }
    for &h in g.horses() {
        assert!(map.at(h).cost(true).is_some(), "a horse on {h}");
    }
    assert!(g.turn() <= g.scenario().turns, "past the turn limit");
    if let Moment::Over(_) = g.moment() {
        assert!(g.legal().is_empty());
    }
}

/// Every view is one that `determinize` can rebuild exactly.
fn determinize_round_trip(g: &Skirmish, rng: &mut Rng) {
    if let Some(seat) = g.to_move() {
        let v = g.view(Viewer::Seat(seat));
        let d = Skirmish::determinize(&v, rng);
        assert_eq!(d.view(Viewer::Seat(seat)), v);
        invariants(&d);
    }
}

fn run(scenario: ScenarioId, games: usize) {
    let options = Options::of(scenario);
    let mut rng = Rng::new(5);
    let mut n = 0u64;
    let report = run_random_games::<Skirmish>(&options, 1, games, 20_000, |g| {
        invariants(g);
        n += 1;
        if n.is_multiple_of(7) {
            determinize_round_trip(g, &mut rng);
        }
    });
    assert_eq!(report.finished, report.games, "{scenario}: {report:?}");
}

#[test]
fn random_games_every_scenario_end_by_the_turn_limit() {
    for s in ScenarioId::ALL {
        run(s, 30);
    }
}

/// 10,000 games per scenario: run with `--ignored` (release is advised).
#[test]
#[ignore]
fn random_games_ten_thousand_per_scenario() {
    for s in ScenarioId::ALL {
        run(s, 10_000);
    }
}
