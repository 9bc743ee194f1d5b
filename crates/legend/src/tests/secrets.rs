//! Secrecy: two games that differ only in a secret look the same, logs
//! included, to whoever may not know it.
//!
//! The one secret a choice makes here is which disguised leader is which
//! (12): Robin Hood and King Richard, both in disguise in one area, are two
//! alike face-down counters to the Sheriff, until one of them is recognised
//! or takes the disguise off. (The unrecruited outlaws and Sir Guy's
//! sleeping group are face down too, but stand where the set-up prints
//! them until they turn up: no choice makes a secret of them.)

use super::*;
use crate::counters::{KING_RICHARD, ROBIN_HOOD};
use crate::vocab::Pid;
use sherwood_engine::harness::{assert_same_views, play_secret_pair, PairEnd, Secret};
use sherwood_engine::Viewer;

/// Who may not know which disguised leader is which.
const BLIND: [Viewer; 2] = [Viewer::Seat(vocab::SHERIFF), Viewer::Public];

/// Both leaders are still in disguise in both games.
fn disguises_kept(a: &Legend, b: &Legend) -> bool {
    [ROBIN_HOOD, KING_RICHARD]
        .into_iter()
        .all(|p| a.state_of(p).disguised && b.state_of(p).disguised)
}

/// A tournament shows whether Robin Hood is on the Green, disguised or not
/// (14: he wins the golden arrow): the secret is out if the two games'
/// tournaments found him in one and not the other.
fn tournament_told(a: &Legend, b: &Legend) -> bool {
    let present = |g: &Legend| -> Vec<bool> {
        g.log()
            .iter()
            .filter_map(|e| match e.event {
                Event::Tournament { robin_present, .. } => Some(robin_present),
                _ => None,
            })
            .collect()
    };
    present(a) != present(b)
}

/// KNOWN LEAK, reported and not fixed (issue #27): the engine plays on by
/// itself when the seat to move has no choice, and what is possible may
/// depend on which disguised leader is which. The Recruitment step (10)
/// opens only when a recruit is possible (Robin Hood, not King Richard,
/// beside a face-down outlaw); a group's move ends by itself when its
/// movement points run out (Robin Hood 6, King Richard 8) or when it may not
/// pass the Sheriff's pieces on the tournament turn (14.2). The other seat
/// then sees play go on, or not. The pair stops where the two games' steps
/// part, as if the secret were out; the test counts how often.
fn steps_part(a: &Legend, b: &Legend) -> bool {
    let step = |g: &Legend| {
        (
            std::mem::discriminant(g.phase()),
            g.to_move(),
            matches!(g.phase(), Phase::Movement { party: Some(_), .. }),
        )
    };
    step(a) != step(b)
}

/// The action with Robin Hood and King Richard exchanged.
fn exchanged(a: &Action) -> Action {
    let x = |p: Pid| match p {
        ROBIN_HOOD => KING_RICHARD,
        KING_RICHARD => ROBIN_HOOD,
        p => p,
    };
    match *a {
        Action::Disguise(p) => Action::Disguise(x(p)),
        Action::Undisguise(p) => Action::Undisguise(x(p)),
        Action::Murder(p) => Action::Murder(x(p)),
        Action::Pick(p) => Action::Pick(x(p)),
        Action::Drop(p) => Action::Drop(x(p)),
        Action::Lose(p) => Action::Lose(x(p)),
        Action::Recruit(p) => Action::Recruit(x(p)),
        Action::Hang(p) => Action::Hang(x(p)),
        Action::Ransom(p) => Action::Ransom(x(p)),
        Action::Offer(p, q) => Action::Offer(x(p), x(q)),
        other => other,
    }
}

/// At the start of an outlaw turn where Robin Hood and King Richard
/// (arrived by the rules, 13.8) are both free on the board and Robin Hood
/// is not wounded: the game with King Richard put beside him (the one step
/// made by hand) and both in disguise, at the start of the outlaws' move.
fn two_disguised(g: &Legend) -> Option<Legend> {
    let free = |p: Pid| {
        let s = g.state_of(p);
        s.area().is_some() && !s.captive && !s.face_down && !s.disguised
    };
    let at_start = matches!(g.phase(), Phase::RobinStart { changed } if changed.is_empty());
    if !(at_start && free(ROBIN_HOOD) && free(KING_RICHARD) && g.wounded_until().is_none()) {
        return None;
    }
    let mut g = g.clone();
    let at = g.state_of(ROBIN_HOOD).area()?;
    g.put(KING_RICHARD, at);
    for p in [ROBIN_HOOD, KING_RICHARD] {
        g.apply(&Action::Disguise(p)).ok()?;
    }
    if matches!(g.phase(), Phase::RobinStart { .. }) {
        g.apply(&Action::Done).ok()?;
    }
    matches!(g.phase(), Phase::Movement { .. }).then_some(g)
}

/// What the pair test compared.
#[derive(Debug, Default)]
struct Tally {
    pairs: usize,
    positions: usize,
    /// Pairs that ended with the secret out by the rules (a disguise off,
    /// a tournament)...
    known: usize,
    /// ... or where the two games' steps parted (the known leak).
    parted: usize,
    over: usize,
}

/// One pair from `g` (see [`two_disguised`]): Robin Hood steps out in one
/// game, King Richard in the other, then the same random play.
fn pair(g: &Legend, seed: u64, chooser: &mut Rng, t: &mut Tally) {
    let (mut a, mut b) = (g.clone(), g.clone());
    let (pa, pb) = (Action::Pick(ROBIN_HOOD), Action::Pick(KING_RICHARD));
    if a.apply(&pa).is_err() || b.apply(&pb).is_err() {
        return;
    }
    let steps: Vec<Action> = {
        let in_b = b.legal();
        a.legal()
            .into_iter()
            .filter(|s| matches!(s, Action::Step(_)) && in_b.contains(s))
            .collect()
    };
    let Some(&step) = chooser.pick(&steps) else {
        return;
    };
    let turn = a.turn();
    for (x, y) in [(pa, pb), (step, step), (Action::Halt, Action::Halt)] {
        if x == Action::Halt {
            // The move may have ended by itself (a disguised leader stops at
            // any Sheriff's piece, 6.2).
            let (in_a, in_b) = (a.legal().contains(&x), b.legal().contains(&y));
            assert_eq!(
                in_a, in_b,
                "seed {seed} turn {turn}: halt legal in one game only"
            );
            if !in_a {
                continue;
            }
        }
        if x != pa {
            a.apply(&x).unwrap();
            b.apply(&y).unwrap();
        }
        if steps_part(&a, &b) {
            t.parted += 1;
            return;
        }
        let context = format_args!("seed {seed} turn {turn}: '{x}' or '{y}'");
        assert_same_views(&a, &b, &BLIND, &context);
        t.positions += 1;
    }
    let secret = Secret::kept_while(|a: &Legend, b: &Legend| {
        disguises_kept(a, b) && !tournament_told(a, b) && !steps_part(a, b)
    })
    .counterpart(|_, act: &Action| Some(exchanged(act)));
    let run = play_secret_pair(
        &mut a,
        &mut b,
        &BLIND,
        chooser,
        2_000,
        secret,
        &format_args!("seed {seed} turn {turn}: Robin Hood or King Richard stepped out"),
    );
    t.pairs += 1;
    t.positions += run.positions;
    let parted = steps_part(&a, &b);
    t.parted += usize::from(parted);
    t.known += usize::from(run.end == PairEnd::Known && !parted);
    t.over += usize::from(run.end == PairEnd::Over);
}

/// Over 1,200 seeded games, at every outlaw turn where both are free: Robin
/// Hood and King Richard, both disguised in one area, and one of them
/// steps out (`pick robin, step x, halt` against `pick richard, step x,
/// halt`). The two games look the same to the Sheriff and the public, logs
/// included, at every step of the move and of the same random play after it
/// (the one leader's actions made by the other in the second game), while
/// both stay in disguise and the steps of play do not part.
#[test]
fn logs_never_tell_which_disguised_leader_is_which() {
    let mut t = Tally::default();
    for seed in 0..1200 {
        let mut g = Legend::new(&Options::default(), seed);
        let mut chooser = Rng::new(seed ^ 0xd15);
        while g.outcome().is_none() {
            if let Some(start) = two_disguised(&g) {
                pair(&start, seed, &mut chooser.clone(), &mut t);
            }
            let legal = g.legal();
            let a = *chooser.pick(&legal).unwrap();
            g.apply(&a).unwrap();
        }
    }
    eprintln!("disguised leaders: {t:?}");
    assert!(t.pairs > 300 && t.positions > 8_000, "{t:?}");
}
