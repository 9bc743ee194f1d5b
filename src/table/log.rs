//! The log panel: every line of the game's log the seat on screen may see,
//! newest first on screen, each with its rules section and, where the
//! table offers it, "undo to here".

use crate::i18n::t;
use crate::route::Route;
use leptos::prelude::*;
use std::collections::{HashMap, HashSet};
use wasm_bindgen::JsCast;

/// One log line: its text and the rules section it applies.
#[derive(Clone, Debug, PartialEq)]
pub struct LogLine {
    pub text: String,
    pub seat_class: &'static str,
    pub rule: Route,
    /// Bookkeeping (a square refilled, a turn ended): drawn quieter, so the
    /// moves stand out.
    pub routine: bool,
}

/// "Undo to here" on the log's lines: lines from `from` on may be taken back
/// (within the undo limits), and `undo` takes back line `i` and all after it.
#[derive(Clone, Copy)]
pub struct UndoTo {
    pub from: Signal<usize>,
    pub undo: Callback<usize>,
}

/// How many of the latest log lines the page shows.
const LOG_SHOWN: usize = 200;

/// A line's key: its text, and how many lines before it say the same (so
/// that equal lines have distinct keys, and a line keeps its key when others
/// come or go around it).
type Key = (String, usize);

/// A line as it is on the page.
struct Drawn {
    key: Key,
    li: web_sys::Element,
    /// Its number (from 1), and whether it offers "undo to here".
    number: usize,
    undo: bool,
}

#[component]
pub fn LogPanel(
    #[prop(into)] lines: Signal<Vec<LogLine>>,
    #[prop(default = None)] undo_to: Option<UndoTo>,
) -> impl IntoView {
    let list = NodeRef::<leptos::html::Ol>::new();
    let drawn = StoredValue::new_local(Vec::<Drawn>::new());
    Effect::new(move |_| {
        let from = undo_to.map_or(usize::MAX, |u| u.from.get());
        let Some(ol) = list.get() else { return };
        lines.with(|lines| drawn.update_value(|drawn| redraw(&ol, drawn, lines, from)));
        // A live region from the first drawing on: screen readers say each
        // new line, not the whole log when a game opens.
        if !ol.has_attribute("aria-live") {
            let _ = ol.set_attribute("aria-live", "polite");
        }
    });
    // One listener for every line's "undo to here" (the line's number is on
    // its button).
    let on_click = move |ev: leptos::ev::MouseEvent| {
        let Some(u) = undo_to else { return };
        let button = ev
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
            .and_then(|e| e.closest("button.undo-to").ok().flatten());
        let line = button.and_then(|b| b.get_attribute("data-line")?.parse::<usize>().ok());
        if let Some(line) = line {
            u.undo.run(line);
        }
    };
    view! {
        <section class="log" aria-label=t("ui.log.label")>
            <h2>{t("ui.log.title")}</h2>
            // The newest line shows first (style: column-reverse), but comes
            // last in the page, numbered by its own value: a new move appends
            // one line, where putting it first made the browser move, restyle
            // and renumber every line after it.
            <div class="log-scroll">
                <ol node_ref=list on:click=on_click data-testid="log" aria-relevant="additions"></ol>
            </div>
        </section>
    }
}

/// Brings the page's lines to `lines` (the last [`LOG_SHOWN`]), touching
/// only what changed: kept lines are not redrawn, and the fewest of them
/// move; new ones are put in their place, gone ones removed; "undo to here"
/// is offered from line `from` on. Drawn by hand rather than by a keyed
/// `<For>`, whose diff moves every line after two or more inserted ones:
/// when the curtain lifts, the seat's own lines come in among the public
/// ones, and it moved (so laid out again) the whole log.
fn redraw(ol: &web_sys::Element, drawn: &mut Vec<Drawn>, lines: &[LogLine], from: usize) {
    let mut seen = HashMap::<&str, usize>::new();
    let keyed: Vec<(Key, &LogLine)> = lines
        .iter()
        .map(|l| {
            let n = seen.entry(l.text.as_str()).or_default();
            *n += 1;
            ((l.text.clone(), *n), l)
        })
        .collect();
    let skip = keyed.len().saturating_sub(LOG_SHOWN);
    let wanted: HashSet<&Key> = keyed[skip..].iter().map(|(k, _)| k).collect();
    // Gone lines off the page; the kept ones, with their place among the
    // kept, are in their old order.
    let mut kept: HashMap<Key, (usize, Drawn)> = HashMap::new();
    for d in drawn.drain(..) {
        if wanted.contains(&d.key) {
            kept.insert(d.key.clone(), (kept.len(), d));
        } else {
            d.li.remove();
        }
    }
    // Each shown line: its index in the log, key and line, and as drawn
    // (with its place among the kept), if it is.
    type Wanted<'a> = (usize, Key, &'a LogLine, Option<(usize, Drawn)>);
    let mut lines: Vec<Wanted> = keyed
        .into_iter()
        .enumerate()
        .skip(skip)
        .map(|(i, (key, line))| {
            let old = kept.remove(&key);
            (i, key, line, old)
        })
        .collect();
    // The most kept lines already in order stay; the others move.
    let stay = longest_rising(
        &lines
            .iter()
            .map(|l| l.3.as_ref().map(|o| o.0))
            .collect::<Vec<_>>(),
    );
    // From the last line up, each goes before the one after it.
    let mut after: Option<web_sys::Element> = None;
    let mut placed = Vec::with_capacity(lines.len());
    for (j, (i, key, line, old)) in lines.drain(..).enumerate().rev() {
        let (number, undo) = (i + 1, i >= from);
        let d = match old {
            Some((_, mut d)) => {
                let renumbered = d.number != number;
                if renumbered {
                    let _ = d.li.set_attribute("value", &number.to_string());
                    d.number = number;
                }
                if d.undo != undo || (undo && renumbered) {
                    show_undo(&d.li, undo, i);
                    d.undo = undo;
                }
                if !stay[j] {
                    let _ = ol.insert_before(&d.li, after.as_ref().map(|n| n.as_ref()));
                }
                d
            }
            None => {
                let li = line_element(line, number);
                if undo {
                    show_undo(&li, true, i);
                }
                let _ = ol.insert_before(&li, after.as_ref().map(|n| n.as_ref()));
                Drawn {
                    key,
                    li,
                    number,
                    undo,
                }
            }
        };
        after = Some(d.li.clone());
        placed.push(d);
    }
    placed.reverse();
    *drawn = placed;
}

/// Which entries of `seq` (the kept lines' old places; `None`: a new line)
/// form a longest strictly rising run of places, not necessarily adjacent:
/// those lines keep their places, and only the others need to move.
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

/// A new line's `<li>`: its text, then the link to its rules section.
fn line_element(line: &LogLine, number: usize) -> web_sys::Element {
    let document = document();
    let li = element(&document, "li");
    let _ = li.set_attribute("value", &number.to_string());
    let mut class = line.seat_class.to_string();
    if line.routine {
        class.push_str(" routine");
    }
    li.set_class_name(class.trim());
    let span = element(&document, "span");
    span.set_text_content(Some(&line.text));
    let link = element(&document, "a");
    link.set_class_name("rule-ref");
    let _ = link.set_attribute("href", &line.rule.href());
    let _ = link.set_attribute("title", t("ui.log.rule_title"));
    link.set_text_content(Some("§"));
    let _ = li.append_child(&span);
    let _ = li.append_child(&document.create_text_node(" "));
    let _ = li.append_child(&link);
    li
}

/// Adds or takes away line `i`'s "undo to here" button.
fn show_undo(li: &web_sys::Element, show: bool, i: usize) {
    if let Ok(Some(old)) = li.query_selector("button.undo-to") {
        old.remove();
        if let Some(space) = li.last_child() {
            if space.text_content().as_deref() == Some(" ") && space.node_type() == 3 {
                let _ = li.remove_child(&space);
            }
        }
    }
    if show {
        let document = document();
        let button = element(&document, "button");
        button.set_class_name("link undo-to");
        let _ = button.set_attribute("data-testid", "undo-to");
        let _ = button.set_attribute("data-line", &i.to_string());
        let _ = button.set_attribute("title", t("ui.log.undo_to_title"));
        button.set_text_content(Some(t("ui.log.undo_to")));
        let _ = li.append_child(&document.create_text_node(" "));
        let _ = li.append_child(&button);
    }
}

fn element(document: &web_sys::Document, tag: &str) -> web_sys::Element {
    document.create_element(tag).expect("a valid tag name")
}

#[cfg(test)]
mod tests {
    use super::longest_rising;

    #[test]
    fn a_run_of_new_lines_moves_no_kept_line() {
        let stay = longest_rising(&[Some(0), None, None, Some(1), Some(2)]);
        assert_eq!(stay, [true, false, false, true, true]);
    }

    #[test]
    fn only_the_line_out_of_order_moves() {
        // The first line kept, now further down (an equal line above it went).
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
