//! Single-observer information-set Monte Carlo tree search (Cowling, Powley
//! and Whitehouse, 2012).
//!
//! Every iteration samples a full state consistent with the searching seat's
//! view ([`Determinize`]), then walks one shared tree whose nodes are action
//! sequences: only the children legal in this sample compete, each child
//! counting how often it was available (UCB uses that instead of the parent's
//! visits). A new child is expanded, the game is played out by the
//! [`Policy`], and the result is backed up to every node on the path from the
//! point of view of the seat that chose the node's action. With
//! [`Config::widening`] and a policy that has a prior, nodes widen
//! progressively (Coulom, 2007; Chaslot et al., 2008), its favourite actions
//! first.

use crate::policy::Policy;
use crate::{BotError, Choice, Config};
use sherwood_engine::{Determinize, Rng, Seat};

/// How much a policy's prior ([`Policy::prior`], scaled so that an even
/// prior is 1) weighs against a child's mean reward, before it fades with
/// visits.
const PRIOR_WEIGHT: f64 = 0.3;

struct Node<A> {
    action: Option<A>,
    /// The seat that chose `action` (whose reward `wins` counts).
    player: Seat,
    visits: u32,
    available: u32,
    wins: f64,
    /// The policy's prior for this action where it was expanded ([`Policy::prior`]).
    prior: f64,
    /// [`Config::widening`] is on and the policy had a prior here: the node
    /// widens progressively.
    widens: bool,
    children: Vec<u32>,
}

/// Runs the search for the seat to move in the position `view` shows.
///
/// `clock` gives milliseconds (natively from `Instant`, in the browser from
/// `performance.now()`): it stops the search when `config.millis` is set and
/// measures it. Unless the time budget runs out first, the answer depends on
/// nothing but `view`, `config` and `seed`.
pub fn search<G, P>(
    view: &G::View,
    config: &Config,
    policy: &P,
    seed: u64,
    clock: &dyn Fn() -> f64,
) -> Result<Choice<G::Action>, BotError>
where
    G: Determinize,
    P: Policy<G>,
{
    let start = clock();
    let mut rng = Rng::new(seed);
    let sample = G::determinize(view, &mut rng);
    let seat = sample.to_move().ok_or(BotError::GameOver)?;
    let legal = sample.legal();
    // `random` (no iterations) stays random.
    let settled = (config.iterations > 0)
        .then(|| policy.settled(&sample, &legal))
        .flatten();
    if legal.len() == 1 || config.iterations == 0 || settled.is_some() {
        let i = match settled {
            Some(i) => i,
            None if legal.len() == 1 => 0,
            None => rng.below(legal.len()),
        };
        return Ok(Choice {
            action: legal[i].clone(),
            iterations: 0,
            millis: clock() - start,
        });
    }

    let mut tree: Vec<Node<G::Action>> = vec![Node {
        action: None,
        player: seat,
        visits: 0,
        available: 0,
        wins: 0.0,
        prior: 0.0,
        widens: false,
        children: Vec::new(),
    }];
    let mut path: Vec<u32> = Vec::new();
    let mut values = vec![0.0f64; G::SEATS];
    // Per node visit: each legal action's place in `untried`, and whether
    // each child's action is legal here (found through its last index in
    // `legal`, as the same actions usually come in the same order).
    let mut place: Vec<usize> = Vec::new();
    let mut here: Vec<bool> = Vec::new();
    let mut hints: Vec<u32> = vec![0];
    let mut iterations = 0;
    while iterations < config.iterations {
        if let Some(limit) = config.millis {
            if iterations > 0 && iterations % 16 == 0 && clock() - start >= limit {
                break;
            }
        }
        iterations += 1;
        let mut game = G::determinize(view, &mut rng);
        path.clear();
        path.push(0);
        let mut node = 0usize;

        // Selection and expansion.
        while let Some(mover) = game.to_move() {
            let legal = game.legal();
            // A settled move is no choice: played without a node of its own.
            if let Some(i) = policy.settled(&game, &legal) {
                game.apply_legal(&legal[i]);
                continue;
            }
            let mut untried: Vec<usize> = (0..legal.len()).collect();
            place.clear();
            place.extend(0..legal.len());
            here.clear();
            for k in 0..tree[node].children.len() {
                let c = tree[node].children[k] as usize;
                let child = &mut tree[c];
                let action = child.action.as_ref().expect("children have actions");
                let hint = hints[c] as usize;
                // The first legal index holding the action that is still
                // untried, as a scan of `untried` would find it (legal
                // actions are distinct, so there is at most one).
                let found = if legal.get(hint) == Some(action) && place[hint] != usize::MAX {
                    Some(hint)
                } else {
                    (0..legal.len()).find(|&i| place[i] != usize::MAX && &legal[i] == action)
                };
                here.push(found.is_some());
                if let Some(i) = found {
                    hints[c] = i as u32;
                    let k = place[i];
                    untried.swap_remove(k);
                    if k < untried.len() {
                        place[untried[k]] = k;
                    }
                    place[i] = usize::MAX;
                    child.available += 1;
                }
            }
            // Widening with a prior: a node holds at most `1 + sqrt(visits)`
            // children legal here, the policy's favourites first. A plan of
            // several steps (pick Robin Hood, walk him to the Green) is then
            // judged by its good steps, not by a dozen aimless ones.
            let room = !tree[node].widens || {
                let shown = here.iter().filter(|&&h| h).count();
                shown == 0 || (shown as f64) < 1.0 + f64::from(tree[node].visits).sqrt()
            };
            if !untried.is_empty() && room {
                let priors = policy.prior(&game, &legal);
                let pick = match &priors {
                    Some(p) if config.widening => {
                        untried.iter().copied().fold(untried[0], |best, i| {
                            if p[i] > p[best] {
                                i
                            } else {
                                best
                            }
                        })
                    }
                    _ => untried[rng.below(untried.len())],
                };
                tree[node].widens = config.widening && priors.is_some();
                let prior = priors.map_or(0.0, |p| p[pick] * legal.len() as f64);
                let id = tree.len() as u32;
                hints.push(pick as u32);
                tree.push(Node {
                    action: Some(legal[pick].clone()),
                    player: mover,
                    visits: 0,
                    available: 1,
                    wins: 0.0,
                    prior,
                    widens: false,
                    children: Vec::new(),
                });
                tree[node].children.push(id);
                game.apply_legal(&legal[pick]);
                path.push(id);
                break;
            }
            let mut best = u32::MAX;
            let mut best_score = f64::NEG_INFINITY;
            for (k, &c) in tree[node].children.iter().enumerate() {
                let child = &tree[c as usize];
                if !here[k] {
                    continue;
                }
                let score = child.wins / f64::from(child.visits)
                    + config.exploration
                        * (f64::from(child.available).ln() / f64::from(child.visits)).sqrt()
                    + PRIOR_WEIGHT * child.prior / f64::from(child.visits + 1);
                if score > best_score {
                    best_score = score;
                    best = c;
                }
            }
            let action = tree[best as usize].action.clone().expect("an action");
            game.apply_legal(&action);
            path.push(best);
            node = best as usize;
        }

        // Playout.
        let mut steps = 0;
        while game.to_move().is_some() && steps < config.rollout_cap {
            let legal = game.legal();
            let i = policy
                .settled(&game, &legal)
                .unwrap_or_else(|| policy.rollout(&game, &legal, &mut rng));
            game.apply_legal(&legal[i]);
            steps += 1;
        }
        match game.outcome() {
            Some(o) => {
                for (s, v) in values.iter_mut().enumerate() {
                    *v = if s == usize::from(o.winner) { 1.0 } else { 0.0 };
                }
            }
            None => {
                for (s, v) in values.iter_mut().enumerate() {
                    *v = policy.evaluate(&game, s as Seat);
                }
            }
        }

        // Backpropagation.
        for &n in &path {
            let node = &mut tree[n as usize];
            node.visits += 1;
            node.wins += values[usize::from(node.player)];
        }
    }

    let root = &tree[0];
    let best = root
        .children
        .iter()
        .map(|&c| &tree[c as usize])
        .max_by(|a, b| a.visits.cmp(&b.visits).then(a.wins.total_cmp(&b.wins)))
        .expect("the root has children after one iteration");
    Ok(Choice {
        action: best.action.clone().expect("an action"),
        iterations,
        millis: clock() - start,
    })
}
