//! Sampling a full state from one seat's view, for the bots.
//!
//! What a seat does not see, and how it is drawn:
//!
//! - **Robin Hood while Hidden** (the Sheriff's view): one of the Hidden
//!   Merry Men, uniformly, among the spaces the public log leaves possible
//!   ([`robin_candidates`]: where he could have gone since he was last seen),
//!   or, while the view says he may still be in Available
//!   (`robin_in_doubt`), one of the cylinders in that box as well.
//! - **Face-down Carriage kinds** (Robin Hood's view): the kinds not Used nor
//!   face up, dealt at random to the face-down Carriages on the map and the
//!   Available box.
//! - **The Event deck's order** (everyone): rebuilt by rule 2.1's piles.
//!   Each Ballad's pile keeps its Royal Inspection (King Richard's Return)
//!   at the bottom, its two top cards regular, and its one Fortune Event
//!   among the five cards in between unless it was already drawn; the cards
//!   are drawn from those never seen (the deck leaves six regular and two
//!   Fortune Events in the box, so the unseen ones outnumber the slots).
//! - **The Traveller deck's order** (everyone): the Travellers in no public
//!   pile, shuffled.
//!
//! The sampled game draws its own future (dice, blind picks) from a fresh
//! RNG seeded by the caller's. The view must be that of the seat to move (or
//! of a finished game): only that seat sees the procedure under way
//! (`detail`); from another seat's view the procedure is guessed.

use crate::cards::{self, Card, CardKind, Traveller};
use crate::log::{Dest, Event};
use crate::map::{Sp, SPACES};
use crate::state::*;
use crate::view::View;
use sherwood_engine::{Determinize, Rng};

impl Determinize for Gest {
    fn determinize(view: &View, rng: &mut Rng) -> Self {
        let mut spaces: [Space; 11] = Default::default();
        for sv in &view.spaces {
            spaces[sv.space.index()] = Space {
                hidden: sv.hidden,
                revealed: sv.revealed,
                henchmen: sv.henchmen,
                camps: sv.camps,
                carts: Carts {
                    hidden: sv.carts_face_down_kinds.unwrap_or_default(),
                    revealed: sv.carts_face_up,
                },
                status: sv.status,
            };
        }

        // Robin Hood: counted among the Merry Men the view shows.
        let setting_up = view.prompt.step == crate::Step::Setup;
        let robin = match view.robin {
            Some(r) => r,
            // Another seat's view while Robin Hood sets up shows the map as
            // it was before (rule 2.1): he is still in Available there.
            None if setting_up => Robin::Available,
            None => sample_robin(view, rng),
        };
        if let Robin::Map { at, hidden } = robin {
            let sp = &mut spaces[at.index()];
            if hidden {
                sp.hidden -= 1;
            } else {
                sp.revealed -= 1;
            }
        }
        // Counted among the Available Merry Men when the view did not say
        // where he is.
        let robin_in_box = view.robin.is_none() && robin == Robin::Available;

        // Face-down Carriages.
        let avail_carts = match view.available_cart_kinds {
            Some(kinds) => kinds,
            None => deal_carts(view, &mut spaces, rng),
        };

        let map_men: u8 = spaces.iter().map(|s| s.hidden + s.revealed).sum();
        let map_henchmen: u8 = spaces.iter().map(|s| s.henchmen).sum();
        let favour = if view.royal_favour < 0 {
            (view.royal_favour + 7) as u8
        } else {
            (view.royal_favour + 6) as u8
        };
        let phase = match (&view.detail, &view.prompt.outcome) {
            (Some(p), _) => p.clone(),
            (None, Some(o)) => Phase::Over(o.clone()),
            (None, None) if setting_up => Phase::SetupRobin,
            // Not the view of the seat to move: a guess.
            (None, None) => Phase::Eligible {
                seat: view.prompt.seat.unwrap_or(ROBIN),
            },
        };
        Gest {
            options: Options { rules: view.rules },
            rng: Rng::new(rng.next_u64()),
            spaces,
            robin,
            avail: Available {
                merry_men: view.available_merry_men - u8::from(robin_in_box),
                camps: view.available_camps,
                henchmen: view.available_henchmen,
                carts: avail_carts,
            },
            prison: view.prison,
            used_carts: view.used_carts,
            gone_merry_men: MERRY_MEN.saturating_sub(
                map_men + view.prison + view.available_merry_men - u8::from(robin_in_box),
            ),
            gone_henchmen: HENCHMEN.saturating_sub(map_henchmen + view.available_henchmen),
            shillings: view.shillings,
            favour,
            deck: sample_deck(view, rng),
            card: view.card,
            played: view.played.clone(),
            travellers: sample_travellers(view, rng),
            traveller_discard: view.traveller_discard.clone(),
            victims: view.victims.clone(),
            travellers_out: view.travellers_out.clone(),
            bridge: view.bridge,
            great_oak: view.great_oak,
            robin_doubt: view.robin_in_doubt,
            eligible: view.eligible,
            boxes: view.boxes,
            ballad: view.ballad,
            phase,
            tasks: view.tasks.clone(),
            log: view.log.clone(),
        }
    }
}

/// A set of spaces as bits.
type Spaces = u16;

fn bit(s: Sp) -> Spaces {
    1 << s.index()
}

const ALL_SPACES: Spaces = (1 << SPACES.len()) - 1;

/// Where Robin Hood may be if he is Hidden now, by the public log: a
/// superset of the truth. While he is seen (Revealed, in Prison, Available)
/// his whereabouts are known; from there the set grows with every move of
/// Hidden pieces that he could have made (a Hidden piece leaving a possible
/// space, a Revealed Robin Hood's space hiding or scattering, a Hidden piece
/// placed while he is off the map) and becomes every space when he may have
/// swapped with a Merry Man.
pub(crate) fn robin_candidates(view: &View) -> Spaces {
    // Where he may be while seen, and where he may be while Hidden.
    let mut seen_on_map: Spaces = 0;
    let mut off_map = true;
    let mut hidden: Spaces = 0;
    for entry in &view.log {
        match entry.event {
            Event::Revealed {
                at, robin: true, ..
            }
            | Event::Placed {
                piece: Piece::Robin,
                at,
                ..
            }
            | Event::Moved {
                piece: Piece::Robin,
                to: at,
                ..
            } => {
                seen_on_map = bit(at);
                off_map = false;
                hidden = 0;
            }
            Event::Removed {
                piece: Piece::Robin,
                to,
                ..
            } => {
                seen_on_map = 0;
                off_map = to != Dest::Gone;
                hidden = 0;
            }
            Event::HiddenAgain { at, .. } if seen_on_map & bit(at) != 0 => {
                seen_on_map &= !bit(at);
                hidden |= bit(at);
            }
            Event::Moved {
                piece: Piece::Hidden,
                from,
                to,
                ..
            } => {
                // Moves that hide Revealed pieces are logged as Hidden, and so
                // is *Maid Marian*'s move of a whole space (Revealed stay so).
                if (hidden | seen_on_map) & bit(from) != 0 {
                    hidden |= bit(to);
                }
                if seen_on_map & bit(from) != 0 {
                    seen_on_map |= bit(to);
                }
            }
            Event::Scattered { from, ref to, .. } if (hidden | seen_on_map) & bit(from) != 0 => {
                for &t in to {
                    hidden |= bit(t);
                }
            }
            Event::Placed {
                piece: Piece::Hidden,
                at,
                ..
            } if off_map => {
                if entry.rule == "6.4" {
                    // His own placement at Redeployment.
                    off_map = false;
                    hidden = bit(at);
                } else {
                    // Any Merry Man placed from Available may be he (rule 3.2.1).
                    hidden |= bit(at);
                }
            }
            Event::Removed {
                piece: Piece::Hidden,
                to: Dest::Available,
                at: Some(at),
                ..
            } if (hidden | seen_on_map) & bit(at) != 0 => {
                // His own player may have returned him to Available.
                off_map = true;
            }
            Event::BandPlaced { hidden: ref band } => {
                // Set-up: he is one of the band, which the log lists only
                // once it is all in place.
                seen_on_map = 0;
                off_map = false;
                hidden = band.iter().fold(0, |set, &(at, _)| set | bit(at));
            }
            Event::RobinOffMap => {
                seen_on_map = 0;
                off_map = true;
                hidden = 0;
            }
            Event::SwapDecided => hidden = ALL_SPACES,
            _ => {}
        }
    }
    hidden
}

/// Robin Hood among the Hidden Merry Men the viewer cannot tell apart (and
/// the cylinders in Available, while he may be there).
fn sample_robin(view: &View, rng: &mut Rng) -> Robin {
    let hidden = |s: Sp| usize::from(view.spaces[s.index()].hidden);
    let candidates = robin_candidates(view);
    let mut pool: Vec<Sp> = SPACES
        .into_iter()
        .filter(|&s| candidates & bit(s) != 0 && hidden(s) > 0)
        .collect();
    if pool.is_empty() {
        pool = SPACES.into_iter().filter(|&s| hidden(s) > 0).collect();
    }
    let in_box = if view.robin_in_doubt {
        usize::from(view.available_merry_men)
    } else {
        0
    };
    let total: usize = pool.iter().map(|&s| hidden(s)).sum::<usize>() + in_box;
    assert!(total > 0, "Robin Hood is Hidden, so some Merry Man is");
    let mut pick = rng.below(total);
    if pick < in_box {
        return Robin::Available;
    }
    pick -= in_box;
    for s in pool {
        if pick < hidden(s) {
            return Robin::Map {
                at: s,
                hidden: true,
            };
        }
        pick -= hidden(s);
    }
    unreachable!("the pick falls in some space")
}

/// Deals the kinds not accounted for to the face-down Carriages on the map;
/// returns the kinds left in the Available box.
fn deal_carts(view: &View, spaces: &mut [Space; 11], rng: &mut Rng) -> [u8; 3] {
    let mut left = [i32::from(CARTS_PER_KIND); 3];
    for (k, n) in left.iter_mut().enumerate() {
        *n -= i32::from(view.used_carts[k]);
        for sv in &view.spaces {
            *n -= i32::from(sv.carts_face_up[k]);
        }
    }
    let mut pool: Vec<CartKind> = CartKind::ALL
        .into_iter()
        .flat_map(|k| std::iter::repeat_n(k, left[k.index()].max(0) as usize))
        .collect();
    rng.shuffle(&mut pool);
    for sv in &view.spaces {
        for _ in 0..sv.carts_face_down {
            // A hand-built position may show more than the box holds.
            let k = pool.pop().unwrap_or(CartKind::Tallage);
            spaces[sv.space.index()].carts.hidden[k.index()] += 1;
        }
    }
    let mut avail = [0u8; 3];
    for k in pool {
        avail[k.index()] += 1;
    }
    avail
}

/// The Event deck (top last) by rule 2.1's structure, from the unseen cards.
fn sample_deck(view: &View, rng: &mut Rng) -> Vec<Card> {
    let n = usize::from(view.deck_count);
    let drawn: Vec<Card> = view.played.iter().copied().chain(view.card).collect();
    let mut regular: Vec<Card> = (1..=32)
        .filter(|c| !drawn.contains(c) && cards::kind(*c) == CardKind::Regular)
        .collect();
    let mut fortune: Vec<Card> = cards::FORTUNE
        .into_iter()
        .filter(|c| !drawn.contains(c))
        .collect();
    rng.shuffle(&mut regular);
    rng.shuffle(&mut fortune);
    const BOTTOMS: [Card; 3] = [
        cards::KING_RICHARDS_RETURN,
        cards::ROYAL_INSPECTION_A,
        cards::ROYAL_INSPECTION_B,
    ];
    let piles = n.div_ceil(8);
    let structured = n <= 24
        && BOTTOMS[..piles].iter().all(|b| !drawn.contains(b))
        && BOTTOMS[piles..].iter().all(|b| drawn.contains(b));
    if structured {
        let mut deck = Vec::with_capacity(n);
        for (p, &bottom) in BOTTOMS.iter().enumerate().take(piles) {
            let slots = (n - 8 * p).min(8);
            // The top pile may have lost its Fortune Event already.
            let gone = 8 - slots;
            let fortune_here = if slots == 8 {
                true
            } else {
                let from_pile = &drawn[drawn.len().saturating_sub(gone)..];
                !from_pile
                    .iter()
                    .any(|&c| cards::kind(c) == CardKind::Fortune)
            };
            let middle = slots.saturating_sub(1).min(5);
            let fortune_slot = (fortune_here && middle > 0).then(|| 1 + rng.below(middle));
            for i in 0..slots {
                let card = if i == 0 {
                    Some(bottom)
                } else if Some(i) == fortune_slot {
                    fortune.pop()
                } else {
                    regular.pop()
                };
                match card {
                    Some(c) => deck.push(c),
                    None => return unstructured(view, &drawn, rng),
                }
            }
        }
        return deck;
    }
    unstructured(view, &drawn, rng)
}

/// A hand-built position whose deck does not follow rule 2.1: the unseen
/// cards in any order.
fn unstructured(view: &View, drawn: &[Card], rng: &mut Rng) -> Vec<Card> {
    let mut unseen: Vec<Card> = (1..=32).filter(|c| !drawn.contains(c)).collect();
    rng.shuffle(&mut unseen);
    unseen.truncate(usize::from(view.deck_count));
    unseen
}

/// The Travellers in no public pile (nor drawn for a Rob under way), shuffled.
fn sample_travellers(view: &View, rng: &mut Rng) -> Vec<Traveller> {
    let mut deck = Traveller::starting_deck();
    deck.push(Traveller::BishopOfHereford);
    deck.push(Traveller::GuyOfGisborne);
    let in_flight = match &view.detail {
        Some(Phase::Plot(PlotState {
            step: PlotStep::Rob(RobStep::Option(att)),
            ..
        })) => att.traveller,
        _ => None,
    };
    let shown = view
        .traveller_discard
        .iter()
        .chain(&view.victims)
        .chain(&view.travellers_out)
        .chain(&in_flight);
    for t in shown {
        if let Some(i) = deck.iter().position(|x| x == t) {
            deck.swap_remove(i);
        }
    }
    rng.shuffle(&mut deck);
    deck.truncate(usize::from(view.traveller_count));
    deck
}
