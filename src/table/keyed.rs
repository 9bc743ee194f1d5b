//! A list of elements drawn by hand under one parent, each kept by its key
//! from one drawing to the next: the log's lines, a board's targets that come
//! and go. Leptos's keyed `<For>` (tachys 0.2) moves every item after two or
//! more inserted together, so the browser lays them all out again; here only
//! the fewest kept items move, new ones go in their place, gone ones go.

use rustc_hash::{FxHashMap, FxHashSet};

/// The items on the page, in order: each one's key, element and what it was
/// drawn with (a number its owner packs, for its own updates). Not generic:
/// one copy serves the log and every board.
#[derive(Default)]
pub struct Keyed {
    items: Vec<(String, web_sys::Element, u64)>,
}

/// A kept item: its place among the kept, its element and state.
type Old = (usize, web_sys::Element, u64);

impl Keyed {
    /// Brings `parent`'s items to those keyed `wanted`, in its order (its
    /// keys distinct): item `i` is made by `create(i)` if new, or brought up
    /// to date by `update(i, …)` (which changes only what differs from its
    /// state) if kept.
    pub fn redraw(
        &mut self,
        parent: &web_sys::Element,
        wanted: Vec<String>,
        create: &mut dyn FnMut(usize) -> (web_sys::Element, u64),
        update: &mut dyn FnMut(usize, &web_sys::Element, &mut u64),
    ) {
        let keys: FxHashSet<&String> = wanted.iter().collect();
        // Gone items off the page; the kept ones, with their place among
        // the kept, are in their old order.
        let mut kept = FxHashMap::<String, Old>::default();
        for (key, el, state) in self.items.drain(..) {
            if keys.contains(&key) {
                kept.insert(key, (kept.len(), el, state));
            } else {
                el.remove();
            }
        }
        let mut wanted: Vec<(String, Option<Old>)> = wanted
            .into_iter()
            .map(|key| {
                let old = kept.remove(&key);
                (key, old)
            })
            .collect();
        // The most kept items already in order stay; the others move.
        let stay = longest_rising(
            &wanted
                .iter()
                .map(|w| w.1.as_ref().map(|o| o.0))
                .collect::<Vec<_>>(),
        );
        // From the last item up, each goes before the one after it.
        let mut after: Option<web_sys::Element> = None;
        let mut placed = Vec::with_capacity(wanted.len());
        for (j, (key, old)) in wanted.drain(..).enumerate().rev() {
            let (el, state) = match old {
                Some((_, el, mut state)) => {
                    update(j, &el, &mut state);
                    if !stay[j] {
                        let _ = parent.insert_before(&el, after.as_ref().map(|n| n.as_ref()));
                    }
                    (el, state)
                }
                None => {
                    let (el, state) = create(j);
                    let _ = parent.insert_before(&el, after.as_ref().map(|n| n.as_ref()));
                    (el, state)
                }
            };
            after = Some(el.clone());
            placed.push((key, el, state));
        }
        placed.reverse();
        self.items = placed;
    }
}

/// Which entries of `seq` (the kept items' old places; `None`: a new item)
/// form a longest strictly rising run of places, not necessarily adjacent:
/// those items keep their places, and only the others need to move.
fn longest_rising(seq: &[Option<usize>]) -> Vec<bool> {
    // `tails[k]`: the entry ending the best run of length k + 1 found so far;
    // `before[j]`: the entry before `j` in its run.
    let mut tails: Vec<usize> = Vec::new();
    let mut before = vec![usize::MAX; seq.len()];
    for (j, v) in seq.iter().enumerate() {
        let Some(v) = *v else { continue };
        let k = tails.partition_point(|&t| seq[t].is_some_and(|x| x < v));
        if k > 0 {
            before[j] = tails[k - 1];
        }
        if k == tails.len() {
            tails.push(j);
        } else {
            tails[k] = j;
        }
    }
    let mut stay = vec![false; seq.len()];
    let mut j = tails.last().copied().unwrap_or(usize::MAX);
    while j != usize::MAX {
        stay[j] = true;
        j = before[j];
    }
    stay
}

#[cfg(test)]
mod tests {
    use super::longest_rising;

    #[test]
    fn a_run_of_new_items_moves_no_kept_one() {
        let stay = longest_rising(&[Some(0), None, None, Some(1), Some(2)]);
        assert_eq!(stay, [true, false, false, true, true]);
    }

    #[test]
    fn only_the_item_out_of_order_moves() {
        // The first item kept, now further down (an equal line above it went).
        let stay = longest_rising(&[Some(1), Some(2), Some(3), Some(0), Some(4)]);
        assert_eq!(stay, [true, true, true, false, true]);
        assert_eq!(
            longest_rising(&[Some(2), Some(1), Some(0)])
                .iter()
                .filter(|s| **s)
                .count(),
            1
        );
        assert_eq!(longest_rising(&[]), Vec::<bool>::new());
    }
}
