//! Determinization: a state sampled from the view of the seat to move shows
//! that seat exactly the same view, keeps every piece, and plays on.

use super::random::invariants;
use crate::determinize::robin_candidates;
use crate::*;
use sherwood_engine::{Determinize, Game, Rng, Viewer};

fn json(v: &View) -> String {
    serde_json::to_string(v).unwrap()
}

struct Tally {
    positions: usize,
    robin_differs: usize,
    carts_differ: usize,
    deck_differs: usize,
}

/// Plays random games over `seeds`, checking a sample for the seat to move
/// every `every` actions.
fn check(seeds: std::ops::Range<u64>, every: u32) -> Tally {
    let mut t = Tally {
        positions: 0,
        robin_differs: 0,
        carts_differ: 0,
        deck_differs: 0,
    };
    let mut sampler = Rng::new(99);
    for seed in seeds {
        let mut g = Gest::new(&Options::default(), seed);
        let mut chooser = Rng::new(seed ^ 0xd37);
        let mut step = 0u32;
        while let Some(seat) = g.to_move() {
            let view = g.view(Viewer::Seat(seat));
            if seat == SHERIFF && g.robin_hidden() {
                let at = g.robin_at().unwrap();
                assert!(
                    robin_candidates(&view) & (1 << at.index()) != 0,
                    "seed {seed} step {step}: the log rules out where Robin Hood is"
                );
            }
            if step.is_multiple_of(every) {
                t.positions += 1;
                let d = Gest::determinize(&view, &mut sampler);
                assert_eq!(
                    json(&d.view(Viewer::Seat(seat))),
                    json(&view),
                    "seed {seed} step {step}"
                );
                invariants(&d);
                t.robin_differs += usize::from(d.robin != g.robin);
                t.carts_differ += usize::from(d.avail.carts != g.avail.carts);
                t.deck_differs += usize::from(d.deck != g.deck);
                assert_eq!(d.deck.len(), g.deck.len());
                // The sample plays on by the rules.
                let mut d = d;
                for _ in 0..30 {
                    let legal = d.legal();
                    let Some(a) = chooser.pick(&legal) else { break };
                    let a = a.clone();
                    d.apply(&a).unwrap();
                    invariants(&d);
                }
            }
            let legal = g.legal();
            let a = chooser.pick(&legal).unwrap().clone();
            g.apply(&a).unwrap();
            step += 1;
        }
        // A finished game's view rebuilds too.
        for seat in [ROBIN, SHERIFF] {
            let view = g.view(Viewer::Seat(seat));
            let d = Gest::determinize(&view, &mut sampler);
            assert_eq!(json(&d.view(Viewer::Seat(seat))), json(&view));
        }
    }
    t
}

#[test]
fn determinized_state_shows_the_same_view() {
    let t = check(0..40, 5);
    assert!(t.positions > 1000, "{} positions", t.positions);
    // Hidden facts are really sampled, not copied.
    assert!(t.deck_differs > t.positions / 2, "{}", t.deck_differs);
    assert!(t.robin_differs > 20, "{}", t.robin_differs);
    assert!(t.carts_differ > 20, "{}", t.carts_differ);
}

/// `cargo test --release -p sherwood-gest determinize_soak -- --ignored`
#[test]
#[ignore]
fn determinize_soak() {
    check(1000..2000, 1);
}

/// The sampled Event deck follows rule 2.1: Royal Inspections and King
/// Richard's Return at the bottom of their piles, one Fortune Event per pile.
#[test]
fn sampled_deck_keeps_the_piles() {
    let mut sampler = Rng::new(3);
    for seed in 0..30 {
        let mut g = Gest::new(&Options::default(), seed);
        let mut chooser = Rng::new(seed);
        while let Some(seat) = g.to_move() {
            let d = Gest::determinize(&g.view(Viewer::Seat(seat)), &mut sampler);
            for (i, (&real, &sampled)) in g.deck.iter().zip(&d.deck).enumerate() {
                let (real, sampled) = (cards::kind(real), cards::kind(sampled));
                if i % 8 == 0 || i % 8 >= 6 {
                    assert_eq!(real, sampled, "seed {seed} slot {i}");
                }
            }
            let fortunes = |deck: &[cards::Card]| {
                deck.iter()
                    .filter(|&&c| cards::kind(c) == cards::CardKind::Fortune)
                    .count()
            };
            assert_eq!(fortunes(&d.deck), fortunes(&g.deck), "seed {seed}");
            let legal = g.legal();
            let a = chooser.pick(&legal).unwrap().clone();
            g.apply(&a).unwrap();
        }
    }
}

/// While the Sheriff cannot tell whether Robin Hood is in Available or among
/// the Hidden recruits, his samples put Robin Hood in either place, each
/// showing him the same view.
#[test]
fn robin_hood_in_doubt_is_sampled_in_available_or_on_the_map() {
    let mut g = super::table(ROBIN);
    g.set_shillings(ROBIN, 10)
        .set_status(map::Sp::Remston, Status::Revolting);
    super::play(
        &mut g,
        &["single", "plot recruit", "space remston", "recruit robin"],
    );
    let view = g.view(Viewer::Seat(SHERIFF));
    assert!(view.robin.is_none() && view.robin_in_doubt);
    let mut sampler = Rng::new(5);
    let (mut in_box, mut on_map) = (0, 0);
    for _ in 0..200 {
        let d = Gest::determinize(&view, &mut sampler);
        assert_eq!(json(&d.view(Viewer::Seat(SHERIFF))), json(&view));
        invariants(&d);
        match d.robin {
            Robin::Available => in_box += 1,
            Robin::Map { at, hidden: true } => {
                assert_eq!(at, map::Sp::Remston);
                on_map += 1;
            }
            other => panic!("{other:?}"),
        }
    }
    assert!(in_box > 20 && on_map > 5, "{in_box} {on_map}");
}

/// Another seat's view while Robin Hood sets up (the map as before set-up)
/// rebuilds too: to the position before set-up.
#[test]
fn a_view_of_robin_hood_setting_up_rebuilds_as_before_set_up() {
    let mut g = Gest::new(&Options::default(), 4);
    let mut sampler = Rng::new(4);
    for a in ["robin remston", "man shire_wood"] {
        g.apply(&a.parse().unwrap()).unwrap();
        for v in [Viewer::Seat(SHERIFF), Viewer::Public] {
            let view = g.view(v);
            let d = Gest::determinize(&view, &mut sampler);
            assert_eq!(json(&d.view(v)), json(&view));
            assert_eq!(d.robin, Robin::Available);
            invariants(&d);
        }
    }
}
