use crate::counters::PIECES;
use crate::*;
use sherwood_engine::harness::{run_random_games, run_random_games_on_every_core};
use sherwood_engine::{Determinize, Game, Rng, Viewer};

/// Checked after every action of every random game.
pub(crate) fn invariants(g: &Legend) {
    assert_eq!(g.piece_count(), PIECES.len(), "pieces conserved");
    assert!(
        g.turn() >= 1 && g.turn() <= LAST_TURN,
        "within the turn limit"
    );
    for p in vocab::Pid::all() {
        let pc = g.state_of(p);
        let Some(area) = pc.area() else { continue };
        let t = area.terrain();
        let between_steps = matches!(g.phase(), Phase::Movement { party: Some(_), .. });
        if !between_steps && p.side() != vocab::Side::Traveller {
            // 6.4: no unit or leader ends on a bridge or ford.
            if matches!(t, tables::Terrain::Ford | tables::Terrain::Bridge) {
                panic!("{p} rests on {area}");
            }
        }
        if p.kind() == counters::Kind::Knights {
            assert_ne!(t, tables::Terrain::Forest, "6.8: no knights in forest");
        }
        if pc.captive {
            assert!(p.kind().is_leader(), "only leaders are captured");
            assert!(!pc.face_down, "5.2: unrecruited pieces are never taken");
        }
        if pc.face_down && p.side() == vocab::Side::Sheriff {
            assert_eq!(area, map::Area::GisbourneCastle, "5.1: asleep until woken");
        }
        if p.side() == vocab::Side::Traveller {
            assert!(area.travellers_may_enter(), "13.2: {p} on {area}");
        }
    }
}

/// The kernel's harness over seeded random full games; each must end by
/// turn 30 at the latest. Gold is unsigned: it can never go negative.
#[test]
fn random_games_run_to_the_end() {
    let report = run_random_games::<Legend>(&Options::default(), 1, 300, 20_000, invariants);
    assert_eq!(report.finished, report.games, "{report:?}");
}

/// 10,000 more, on every core (a few minutes in the tests' build).
#[test]
fn ten_thousand_random_games() {
    let report = run_random_games_on_every_core::<Legend>(
        &Options::default(),
        1000,
        10_000,
        20_000,
        invariants,
    );
    assert_eq!(report.games, 10_000);
    assert_eq!(report.finished, report.games, "{report:?}");
}

/// Determinizing a seat's view gives a state with that very view.
#[test]
fn determinized_states_keep_the_view() {
    for seed in 0..40 {
        let mut g = Legend::new(&Options::default(), seed);
        let mut r = Rng::new(seed);
        let mut n = 0;
        while g.outcome().is_none() && n < 3000 {
            if n % 37 == 0 {
                let seat = g.to_move().unwrap();
                let v = g.view(Viewer::Seat(seat));
                let d = Legend::determinize(&v, &mut r);
                assert_eq!(d.view(Viewer::Seat(seat)), v, "seed {seed} step {n}");
                assert_eq!(d.legal(), g.legal(), "the mover's options survive");
            }
            let l = g.legal();
            let a = *r.pick(&l).unwrap();
            g.apply(&a).unwrap();
            n += 1;
        }
    }
}

#[test]
#[ignore = "prints how random games go"]
fn print_random_game_stats() {
    use std::collections::BTreeMap;
    let mut reasons: BTreeMap<String, usize> = BTreeMap::new();
    let mut events: BTreeMap<String, usize> = BTreeMap::new();
    let mut actions = 0;
    for seed in 0..300 {
        let mut g = Legend::new(&Options::default(), seed);
        let mut r = Rng::new(seed);
        while g.outcome().is_none() {
            let l = g.legal();
            let a = *r.pick(&l).unwrap();
            g.apply(&a).unwrap();
            actions += 1;
        }
        for e in g.log() {
            let name = format!("{} {:?}", e.rule, e.event);
            let key: String = name
                .split([' ', '{', '('])
                .take(2)
                .collect::<Vec<_>>()
                .join(" ");
            *events.entry(key).or_default() += 1;
        }
        let o = g.outcome().unwrap();
        *reasons
            .entry(format!("{} {}", o.winner, o.reason))
            .or_default() += 1;
    }
    eprintln!("{actions} actions; {reasons:?}");
    for (k, v) in events {
        eprintln!("{v:>8} {k}");
    }
}
