use crate::*;
use sherwood_engine::harness::{run_random_games, run_random_games_on_every_core};

pub(crate) fn invariants(g: &Gest) {
    assert_eq!(
        g.merry_men_total(),
        u32::from(MERRY_MEN),
        "Merry Men conserved"
    );
    assert_eq!(
        g.henchmen_total(),
        u32::from(HENCHMEN),
        "Henchmen conserved"
    );
    assert_eq!(g.camps_total(), u32::from(CAMPS), "Camps conserved");
    assert_eq!(g.carts_total(), [2, 2, 2], "Carriages conserved");
    assert!((-7..=7).contains(&g.favour()) && g.favour() != 0);
    assert!(
        g.shillings(ROBIN) >= 0 && g.shillings(SHERIFF) >= 0,
        "no debt"
    );
    for s in map::SPACES {
        let sp = g.space(s);
        if s == map::Sp::OllertonHill {
            assert_eq!(g.men_at(s) + sp.henchmen + sp.carts.total(), 0);
        }
        if s == map::Sp::Nottingham {
            assert_eq!(sp.camps + sp.carts.total(), 0);
        }
    }
}

/// The kernel's property harness over 10,000 seeded random full games, with
/// the invariants above after every action, on every core; each game must
/// end, by King Richard's Return at the latest.
#[test]
fn random_games_run_to_the_end() {
    let report =
        run_random_games_on_every_core::<Gest>(&Options::default(), 1, 10_000, 5000, invariants);
    eprintln!("{report:?}");
    assert_eq!(report.games, 10_000);
    assert_eq!(report.finished, report.games, "{report:?}");
}

#[test]
#[ignore]
fn print_random_game_stats() {
    use sherwood_engine::{Game, Rng};
    for seed in 0..10 {
        let mut g = Gest::new(&Options::default(), seed);
        let mut r = Rng::new(seed);
        let mut n = 0;
        while g.outcome().is_none() {
            let l = g.legal();
            let a = r.pick(&l).unwrap().clone();
            g.apply(&a).unwrap();
            n += 1;
        }
        eprintln!(
            "seed {seed}: {n} actions, ballad {}, favour {}, {:?}, log {}",
            g.ballad(),
            g.favour(),
            g.outcome(),
            g.log().len()
        );
    }
}

#[test]
#[ignore]
fn print_event_coverage() {
    use sherwood_engine::{Game, Rng};
    use std::collections::BTreeMap;
    let mut seen: BTreeMap<(u8, String), usize> = BTreeMap::new();
    let mut actions = 0;
    for seed in 0..400 {
        let mut g = Gest::new(&Options::default(), seed);
        let mut r = Rng::new(seed);
        while g.outcome().is_none() {
            let l = g.legal();
            let a = r.pick(&l).unwrap().clone();
            g.apply(&a).unwrap();
            actions += 1;
        }
        invariants(&g);
        for e in g.log() {
            if let Event::EventPlayed { card, side, .. } = &e.event {
                *seen.entry((*card, side.to_string())).or_default() += 1;
            }
        }
    }
    eprintln!("{actions} actions; {} card sides: {seen:?}", seen.len());
}

/// A long soak: `cargo test --release -p sherwood-gest soak -- --ignored`.
#[test]
#[ignore]
fn soak_many_random_games() {
    let report = run_random_games::<Gest>(&Options::default(), 1000, 3000, 5000, invariants);
    assert_eq!(report.finished, report.games, "{report:?}");
}
