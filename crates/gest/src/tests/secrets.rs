//! Property tests: no view reveals what its viewer may not know.

use crate::*;
use sherwood_engine::{Game, Rng, Viewer};

/// A view as JSON without its log (the log is checked on its own, below).
fn view_json(g: &Gest, viewer: Viewer) -> String {
    let mut v = g.view(viewer);
    v.log.clear();
    serde_json::to_string(&v).unwrap()
}

/// The same position with Robin Hood swapped with a Hidden Merry Man elsewhere.
fn swap_robin(g: &Gest) -> Option<Gest> {
    let Robin::Map { at, hidden: true } = g.robin else {
        return None;
    };
    let other = map::SPACES
        .into_iter()
        .find(|&s| s != at && g.space(s).hidden > 0)?;
    let mut h = g.clone();
    h.spaces[at.index()].hidden += 1;
    h.spaces[other.index()].hidden -= 1;
    h.robin = Robin::Map {
        at: other,
        hidden: true,
    };
    Some(h)
}

/// While the Sheriff cannot tell whether Robin Hood is in Available or Hidden
/// on the map, the same position with the other answer: Robin Hood in
/// Available where he was Hidden in a space (a Merry Man takes his place),
/// or Hidden in a space where he was in Available.
fn swap_robin_in_doubt(g: &Gest) -> Option<Gest> {
    if !g.robin_in_doubt() {
        return None;
    }
    let mut h = g.clone();
    match g.robin {
        Robin::Available => {
            let at = map::SPACES.into_iter().find(|&s| g.space(s).hidden > 0)?;
            h.spaces[at.index()].hidden -= 1;
            h.avail.merry_men += 1;
            h.robin = Robin::Map { at, hidden: true };
        }
        Robin::Map { at, hidden: true } => {
            h.avail.merry_men = h.avail.merry_men.checked_sub(1)?;
            h.spaces[at.index()].hidden += 1;
            h.robin = Robin::Available;
        }
        _ => return None,
    }
    Some(h)
}

/// The same position with a face-down Carriage of another kind.
fn swap_cart(g: &Gest) -> Option<Gest> {
    for s in map::SPACES {
        for k in CartKind::ALL {
            if g.space(s).carts.hidden[k.index()] == 0 {
                continue;
            }
            for k2 in CartKind::ALL {
                if k2 != k && g.avail.carts[k2.index()] > 0 {
                    let mut h = g.clone();
                    h.spaces[s.index()].carts.hidden[k.index()] -= 1;
                    h.spaces[s.index()].carts.hidden[k2.index()] += 1;
                    h.avail.carts[k.index()] += 1;
                    h.avail.carts[k2.index()] -= 1;
                    return Some(h);
                }
            }
        }
    }
    None
}

fn shuffle_decks(g: &Gest, seed: u64) -> Gest {
    let mut h = g.clone();
    let mut rng = Rng::new(seed);
    rng.shuffle(&mut h.deck);
    rng.shuffle(&mut h.travellers);
    h
}

/// Over 2,000 seeded random games, at every position: the serialized views
/// do not change when Robin Hood swaps with another Hidden Merry Man (for the
/// Sheriff and the public), when face-down Carriage kinds swap (for Robin
/// Hood and the public), or when the decks are reshuffled (for everyone).
#[test]
fn views_never_leak_secrets() {
    let (robin_checks, cart_checks, doubt_checks) = check_secrets(100..2100);
    assert!(
        robin_checks > 5_000 && cart_checks > 1_000 && doubt_checks > 100,
        "{robin_checks} {cart_checks} {doubt_checks}"
    );
}

/// `cargo test --release -p sherwood-gest secrets_soak -- --ignored`
#[test]
#[ignore]
fn secrets_soak() {
    check_secrets(10_000..20_000);
}

/// Plays random games over `seeds`, checking every position; returns how
/// many Robin Hood, Carriage and Available-or-map swaps were compared.
fn check_secrets(seeds: std::ops::Range<u64>) -> (usize, usize, usize) {
    let (mut robin_checks, mut cart_checks, mut doubt_checks) = (0, 0, 0);
    for seed in seeds {
        let mut g = Gest::new(&Options::default(), seed);
        let mut chooser = Rng::new(seed);
        while g.outcome().is_none() {
            if let Some(h) = swap_robin(&g) {
                for v in [Viewer::Seat(SHERIFF), Viewer::Public] {
                    assert_eq!(
                        view_json(&g, v),
                        view_json(&h, v),
                        "seed {seed}: {v:?} can tell where Robin Hood is"
                    );
                }
                robin_checks += 1;
            }
            if let Some(h) = swap_robin_in_doubt(&g) {
                for v in [Viewer::Seat(SHERIFF), Viewer::Public] {
                    assert_eq!(
                        view_json(&g, v),
                        view_json(&h, v),
                        "seed {seed}: {v:?} can tell whether Robin Hood is in Available"
                    );
                }
                doubt_checks += 1;
            }
            if let Some(h) = swap_cart(&g) {
                for v in [Viewer::Seat(ROBIN), Viewer::Public] {
                    assert_eq!(
                        view_json(&g, v),
                        view_json(&h, v),
                        "seed {seed}: {v:?} can tell a face-down Carriage's kind"
                    );
                }
                cart_checks += 1;
            }
            let h = shuffle_decks(&g, seed);
            for v in [Viewer::Seat(ROBIN), Viewer::Seat(SHERIFF), Viewer::Public] {
                assert_eq!(view_json(&g, v), view_json(&h, v), "deck order leaks");
            }
            if !g.robin_unseen() {
                assert!(g.view(Viewer::Seat(SHERIFF)).robin.is_some());
            } else {
                assert!(g.view(Viewer::Seat(SHERIFF)).robin.is_none());
                assert!(g.view(Viewer::Public).robin.is_none());
            }
            let legal = g.legal();
            let a = chooser.pick(&legal).unwrap().clone();
            g.apply(&a).unwrap();
        }
        // The logs: Robin Hood's whereabouts and face-down kinds stay private.
        for v in [Viewer::Seat(SHERIFF), Viewer::Public] {
            for e in g.view(v).log {
                assert!(
                    !matches!(e.event, Event::RobinIs { .. }),
                    "{v:?} sees {e:?}"
                );
            }
        }
        for v in [Viewer::Seat(ROBIN), Viewer::Public] {
            for e in g.view(v).log {
                assert!(
                    !matches!(
                        e.event,
                        Event::CartPlaced { .. } | Event::CartMoved { hidden: true, .. }
                    ),
                    "{v:?} sees {e:?}"
                );
            }
        }
    }
    eprintln!("secrets: {robin_checks} Robin Hood swaps, {cart_checks} Carriage swaps, {doubt_checks} Available-or-map swaps compared");
    (robin_checks, cart_checks, doubt_checks)
}
