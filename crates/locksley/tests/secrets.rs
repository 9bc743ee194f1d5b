//! Secrecy: Robin of Locksley has no secret one seat holds from the other.
//! What is hidden (the draw pile's order, the faces of gold coins) is
//! hidden from everyone alike, so there is no pair of games differing in a
//! seat's secret to compare, as the other games' secrecy tests do; this
//! test documents it: every seat and the public see the same view, log
//! included, but for who is looking and the legal actions.

use sherwood_engine::{Game, Rng, Viewer};
use sherwood_locksley::{Faces, Length, Locksley, Options};

/// A view as JSON without the two fields that say who is looking.
fn shared(g: &Locksley, viewer: Viewer) -> serde_json::Value {
    let mut v = serde_json::to_value(g.view(viewer)).unwrap();
    let map = v.as_object_mut().unwrap();
    map.remove("viewer");
    map.remove("legal");
    v
}

#[test]
fn no_seat_holds_a_secret_from_the_other() {
    let mut positions = 0;
    for (i, options) in [
        Options::default(),
        Options {
            length: Length::Short,
            faces: Faces::Mixed,
            ..Options::default()
        },
    ]
    .into_iter()
    .enumerate()
    {
        for seed in 0..30 {
            let mut g = Locksley::new(&options, seed);
            let mut chooser = Rng::new(seed ^ ((i as u64) << 8));
            while g.outcome().is_none() {
                let public = shared(&g, Viewer::Public);
                for seat in [0, 1] {
                    assert_eq!(shared(&g, Viewer::Seat(seat)), public, "seed {seed}");
                }
                positions += 1;
                let legal = g.legal();
                let a = *chooser.pick(&legal).unwrap();
                g.apply(&a).unwrap();
            }
        }
    }
    eprintln!("{positions} positions: every seat sees what the public sees");
    assert!(positions > 10_000, "{positions}");
}
