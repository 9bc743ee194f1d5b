//! Property tests: no view reveals what its viewer may not know.

use crate::*;
use sherwood_engine::harness::{PairTally, Secret};
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
            // While Robin Hood sets up (rule 2.1), his whereabouts are unknown.
            let setting_up = matches!(g.phase(), Phase::SetupRobin | Phase::SetupMen { .. });
            if !g.robin_unseen() && !setting_up {
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

// ---------------------------------------------------------------- pairs

/// Who may not know where Robin Hood is.
const ROBIN_BLIND: [Viewer; 2] = [Viewer::Seat(SHERIFF), Viewer::Public];
/// Who may not know a face-down Carriage's kind.
const CART_BLIND: [Viewer; 2] = [Viewer::Seat(ROBIN), Viewer::Public];

/// Robin Hood is still out of the Sheriff's sight in both games.
fn robin_kept(a: &Gest, b: &Gest) -> bool {
    a.robin_unseen() && b.robin_unseen()
}

/// Actions that by the rules show where Robin Hood stood: Swashbuckle
/// moves him out of his space (4.2.3), and *Guy of Gisborne*'s swap leaves a
/// Revealed Merry Man in his old place.
fn tells_robin(g: &Gest, a: &Action) -> bool {
    match a {
        Action::Swash { .. } => true,
        Action::Swap(..) => matches!(g.phase(), Phase::Event(_)),
        _ => false,
    }
}

/// The two games roll the same dice: a blind pick draws from the generator
/// only where Robin Hood is among the pieces picked from.
fn same_dice(a: &Gest, b: &mut Gest) {
    b.rng = a.rng.clone();
}

fn robin_secret() -> Secret<'static, Gest> {
    Secret::kept_while(robin_kept)
        .told_by(tells_robin)
        .same_dice(same_dice)
        .counterpart(robin_counterpart)
}

fn carts_secret() -> Secret<'static, Gest> {
    Secret::kept_while(carts_kept)
        .same_dice(same_dice)
        .counterpart(cart_counterpart)
}

/// Nothing public tells the two games' Carriages apart yet: the same face-up
/// and face-down Carriages in every space, the same Used, the same left.
fn carts_kept(a: &Gest, b: &Gest) -> bool {
    a.used_carts == b.used_carts
        && a.avail.carts.iter().sum::<u8>() == b.avail.carts.iter().sum::<u8>()
        && map::SPACES.into_iter().all(|s| {
            let (x, y) = (&a.space(s).carts, &b.space(s).carts);
            x.revealed == y.revealed && x.hidden_total() == y.hidden_total()
        })
}

/// The same action with piece `to` where it names piece `from`, if it
/// names it.
fn with_piece(a: &Action, from: Piece, to: Piece) -> Option<Action> {
    let swap = |p: Piece| (p == from).then_some(to);
    let recruit = |o: RecruitOpt| match (from, o) {
        (Piece::Robin, RecruitOpt::Robin) => Some(RecruitOpt::Man),
        (Piece::Robin, RecruitOpt::TwoRobin) => Some(RecruitOpt::Two),
        _ => None,
    };
    Some(match *a {
        Action::Send(p, at) => Action::Send(swap(p)?, at),
        Action::Move(p, from, at) => Action::Move(swap(p)?, from, at),
        Action::Pick(at, p) => Action::Pick(at, swap(p)?),
        Action::Remove(p) => Action::Remove(swap(p)?),
        Action::Recruit(o) => Action::Recruit(recruit(o)?),
        _ => return None,
    })
}

/// The same action with a Hidden Merry Man where it names Robin Hood.
fn as_merry_man(a: &Action) -> Option<Action> {
    with_piece(a, Piece::Robin, Piece::Hidden)
}

/// In the other game, the same action if it is legal there; else the same
/// move made with Robin Hood instead of a Hidden Merry Man, or the other way
/// round.
fn robin_counterpart(b: &Gest, a: &Action) -> Option<Action> {
    let legal = b.legal();
    [
        Some(a.clone()),
        as_merry_man(a),
        with_piece(a, Piece::Hidden, Piece::Robin),
    ]
    .into_iter()
    .flatten()
    .find(|x| legal.contains(x))
}

/// In the other game, the same action if it is legal there; else the same
/// move of a face-down Carriage of another kind, or the same Confiscate
/// with another kind.
fn cart_counterpart(b: &Gest, a: &Action) -> Option<Action> {
    let legal = b.legal();
    if legal.contains(a) {
        return Some(a.clone());
    }
    legal.into_iter().find(|x| match (a, x) {
        (Action::Kind(_), Action::Kind(_)) => true,
        (
            &Action::Cart {
                from,
                revealed: false,
                escort,
                ..
            },
            &Action::Cart {
                from: from2,
                revealed: false,
                escort: escort2,
                ..
            },
        ) => from == from2 && escort == escort2,
        _ => false,
    })
}

/// Two actions that differ only in a secret.
type Twins = (Action, Action);

/// Pairs of legal actions that differ only in a secret of the seat to move:
/// Robin Hood or a Hidden Merry Man (or his secret swap, or not) while the
/// Sheriff cannot see him; one kind of face-down Carriage or another.
fn secret_twins(g: &Gest) -> (Vec<Twins>, Vec<Twins>) {
    let legal = g.legal();
    let (mut robin, mut carts) = (Vec::new(), Vec::new());
    match g.to_move() {
        Some(ROBIN) if g.robin_unseen() => {
            for a in &legal {
                if let Some(b) = as_merry_man(a).filter(|b| legal.contains(b)) {
                    robin.push((a.clone(), b));
                }
                let inspection = matches!(g.phase(), Phase::Inspection(Insp::Swap));
                if inspection && matches!(a, Action::Swap(..)) && legal.contains(&Action::Done) {
                    robin.push((a.clone(), Action::Done));
                }
            }
        }
        Some(SHERIFF) => {
            for a in &legal {
                for b in &legal {
                    let twin = match (a, b) {
                        (Action::Kind(x), Action::Kind(y)) => x < y,
                        (
                            &Action::Cart {
                                from,
                                kind,
                                revealed: false,
                                escort,
                            },
                            &Action::Cart {
                                from: from2,
                                kind: kind2,
                                revealed: false,
                                escort: escort2,
                            },
                        ) => from == from2 && escort == escort2 && kind < kind2,
                        _ => false,
                    };
                    if twin {
                        carts.push((a.clone(), b.clone()));
                    }
                }
            }
        }
        _ => {}
    }
    (robin, carts)
}

/// Actions a pair is played on for, at most, after it forks.
const PAIR_ACTIONS: usize = 400;

/// Over 2,000 seeded games: two set-ups that differ only in Robin Hood's
/// space (`robin a, man b, …` against `robin b, man a, …`) look the same to
/// the Sheriff and the public, the log and its order included, at every
/// step of the set-up and of the same random play after it, until Robin
/// Hood is seen.
#[test]
fn logs_never_tell_where_robin_hood_started() {
    use sherwood_engine::harness::{assert_same_views, play_secret_pair};
    let mut t = PairTally::default();
    for seed in 0..2000 {
        let mut pick = Rng::new(seed ^ 0x5e70);
        let at = |i: usize| SETUP_SPACES[i % SETUP_SPACES.len()];
        let first = pick.below(SETUP_SPACES.len());
        let (robin, other) = (
            at(first),
            at(first + 1 + pick.below(SETUP_SPACES.len() - 1)),
        );
        let (c, d) = (at(pick.below(3)), at(pick.below(3)));
        let mut a = Gest::new(&Options::default(), seed);
        let mut b = a.clone();
        let steps = [
            (Action::Robin(robin), Action::Robin(other)),
            (Action::Man(other), Action::Man(robin)),
            (Action::Man(c), Action::Man(c)),
            (Action::Man(d), Action::Man(d)),
        ];
        for (i, (x, y)) in steps.into_iter().enumerate() {
            a.apply(&x).unwrap();
            b.apply(&y).unwrap();
            assert_same_views(
                &a,
                &b,
                &ROBIN_BLIND,
                &format_args!("seed {seed}: set-up step {}", i + 1),
            );
            t.positions += 1;
        }
        let run = play_secret_pair(
            &mut a,
            &mut b,
            &ROBIN_BLIND,
            &mut pick,
            PAIR_ACTIONS,
            robin_secret(),
            &format_args!("seed {seed}: Robin Hood set up in {robin} or {other}"),
        );
        t.add(run);
    }
    eprintln!("where Robin Hood started: {t:?}");
    assert!(t.pairs == 2000 && t.positions > 50_000, "{t:?}");
}

/// Plays `games` seeded random games; at positions where the seat to move
/// has a secret choice (see [`secret_twins`]), every other time plays both
/// choices and then the same random actions in the two games, checking that
/// those who may not know the secret see the same views, logs included.
fn check_secret_choices(seeds: std::ops::Range<u64>) -> (PairTally, PairTally) {
    use sherwood_engine::harness::play_secret_pair;
    let (mut robin, mut carts) = (PairTally::default(), PairTally::default());
    for seed in seeds {
        let mut g = Gest::new(&Options::default(), seed);
        let mut chooser = Rng::new(seed ^ 0x7a1c);
        let mut step = 0;
        while g.outcome().is_none() {
            let (robin_twins, cart_twins) = secret_twins(&g);
            for (twins, blind, tally, secret, what) in [
                (
                    &robin_twins,
                    &ROBIN_BLIND,
                    &mut robin,
                    robin_secret(),
                    "Robin Hood",
                ),
                (
                    &cart_twins,
                    &CART_BLIND,
                    &mut carts,
                    carts_secret(),
                    "a Carriage",
                ),
            ] {
                // About one secret choice in two forks a pair.
                if twins.is_empty() || chooser.below(2) != 0 {
                    continue;
                }
                let (x, y) = chooser.pick(twins).unwrap().clone();
                let (mut a, mut b) = (g.clone(), g.clone());
                a.apply(&x).unwrap();
                b.apply(&y).unwrap();
                let run = play_secret_pair(
                    &mut a,
                    &mut b,
                    blind,
                    &mut chooser.clone(),
                    PAIR_ACTIONS,
                    secret,
                    &format_args!("seed {seed} step {step}: {what}, '{x}' or '{y}'"),
                );
                tally.add(run);
            }
            let legal = g.legal();
            let a = chooser.pick(&legal).unwrap().clone();
            g.apply(&a).unwrap();
            step += 1;
        }
    }
    eprintln!("secret choices: Robin Hood {robin:?}, Carriages {carts:?}");
    (robin, carts)
}

/// Over 600 seeded games, every other secret choice of Robin Hood's seat
/// (Robin Hood or a Hidden Merry Man moves, is sent, picked, recruited or
/// removed; he swaps or not at an Inspection): the two games look the same
/// to the Sheriff and the public, logs included, until he is seen.
/// Every few kinds of Carriage the Sheriff chooses face down: the same to
/// Robin Hood's seat and the public until the kinds differ in public.
#[test]
fn logs_never_tell_robin_hoods_or_the_carriages_secret_choices() {
    let (robin, carts) = check_secret_choices(0..600);
    assert!(robin.pairs > 1000 && robin.positions > 25_000, "{robin:?}");
    assert!(carts.pairs > 400 && carts.positions > 10_000, "{carts:?}");
}
