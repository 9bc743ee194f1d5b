//! The log panel: every line of the game's log the seat on screen may see,
//! newest first on screen, each with its rules section and, where the
//! table offers it, "undo to here".

use super::keyed::Keyed;
use crate::i18n::t;
use crate::route::Route;
use leptos::prelude::*;
use rustc_hash::FxHashMap;
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
    /// Only the seat on screen may know the line is there at all (the other
    /// seat's log has nothing in its place). It is drawn with a mark, not a
    /// number: the lines are numbered as every seat sees them, so the
    /// other seat's numbers tell nothing, and a hand-over, which brings such
    /// lines in or takes them out, renumbers none of the others.
    pub private: bool,
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

/// A line as drawn, packed for [`Keyed`]: its place in the list (which its
/// "undo to here" names), its number (from 1; 0 for a private line), and
/// whether it offers "undo to here".
fn drawn(place: usize, number: usize, undo: bool) -> u64 {
    (place as u64) << 32 | (number as u64) << 1 | u64::from(undo)
}

/// What [`drawn`] packed.
fn unpack(state: u64) -> (usize, usize, bool) {
    (
        (state >> 32) as usize,
        (state as u32 >> 1) as usize,
        state & 1 == 1,
    )
}

#[component]
pub fn LogPanel(
    #[prop(into)] lines: Signal<Vec<LogLine>>,
    #[prop(default = None)] undo_to: Option<UndoTo>,
) -> impl IntoView {
    let list = NodeRef::<leptos::html::Ol>::new();
    let shown = StoredValue::new_local(Keyed::default());
    Effect::new(move |_| {
        let from = undo_to.map_or(usize::MAX, |u| u.from.get());
        let Some(ol) = list.get() else { return };
        lines.with(|lines| shown.update_value(|shown| redraw(&ol, shown, lines, from)));
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
            // last in the page, numbered by its own text: a new move appends
            // one line, where putting it first made the browser move, restyle
            // and renumber every line after it.
            <div class="log-scroll">
                <ol node_ref=list on:click=on_click data-testid="log" aria-relevant="additions"></ol>
            </div>
        </section>
    }
}

/// Brings the page's lines to `lines` (the last [`LOG_SHOWN`]), touching
/// only what changed (see [`Keyed`]): when the curtain lifts, the seat's own
/// lines come in among the public ones, and a keyed `<For>` moved (so laid
/// out again) the whole log. "Undo to here" is offered from line `from` on.
fn redraw(ol: &web_sys::Element, shown: &mut Keyed, lines: &[LogLine], from: usize) {
    // A line's key: its text, whether it is private (drawn otherwise), and
    // how many lines before it say the same (so that equal lines have
    // distinct keys, and a line keeps its key when others come or go around
    // it), written for the lines shown only. Its number counts the lines
    // that are not private.
    let skip = lines.len().saturating_sub(LOG_SHOWN);
    let mut seen = FxHashMap::<(bool, &str), usize>::default();
    let mut public = 0;
    let mut numbers = Vec::with_capacity(lines.len() - skip);
    let keys: Vec<String> = lines
        .iter()
        .enumerate()
        .filter_map(|(i, l)| {
            let n = seen.entry((l.private, l.text.as_str())).or_default();
            *n += 1;
            if !l.private {
                public += 1;
            }
            (i >= skip).then(|| {
                numbers.push(if l.private { 0 } else { public });
                let mark = if l.private { "p" } else { "" };
                format!("{n}{mark}\u{1f}{}", l.text)
            })
        })
        .collect();
    shown.redraw(
        ol,
        keys,
        &mut |j| {
            let i = skip + j;
            let li = line_element(&lines[i], numbers[j]);
            let undo = i >= from;
            if undo {
                show_undo(&li, true, i);
            }
            (li, drawn(i, numbers[j], undo))
        },
        &mut |j, li, state| {
            let i = skip + j;
            let (place, number, undo) = unpack(*state);
            if number != numbers[j] {
                write_number(li, numbers[j]);
            }
            let offered = i >= from;
            if undo != offered || (offered && place != i) {
                show_undo(li, offered, i);
            }
            *state = drawn(i, numbers[j], offered);
        },
    );
}

/// A new line's `<li>`: its number (0: a private line's mark), its text,
/// then the link to its rules section.
fn line_element(line: &LogLine, number: usize) -> web_sys::Element {
    let document = document();
    let li = element(&document, "li");
    let mut class = line.seat_class.to_string();
    if line.routine {
        class.push_str(" routine");
    }
    if line.private {
        class.push_str(" private");
    }
    li.set_class_name(class.trim());
    let n = element(&document, "span");
    n.set_class_name("n");
    n.set_text_content(Some(&number_text(number)));
    if line.private {
        let _ = n.set_attribute("title", t("ui.log.private_title"));
    }
    let span = element(&document, "span");
    span.set_text_content(Some(&line.text));
    let link = element(&document, "a");
    link.set_class_name("rule-ref");
    let _ = link.set_attribute("href", &line.rule.href());
    let _ = link.set_attribute("title", t("ui.log.rule_title"));
    link.set_text_content(Some("§"));
    let _ = li.append_child(&n);
    let _ = li.append_child(&span);
    let _ = li.append_child(&document.create_text_node(" "));
    let _ = li.append_child(&link);
    li
}

/// Writes a line's new number into its number's text. Text, not the line's
/// `value` drawn by the style sheet: a changed attribute made the browser
/// restyle the line and build its drawn number again (half again as much
/// work, in Chromium, as the text).
fn write_number(li: &web_sys::Element, number: usize) {
    if let Some(text) = li.first_child().and_then(|n| n.first_child()) {
        text.set_node_value(Some(&number_text(number)));
    }
}

/// A line's number as drawn; a private line's mark for 0.
fn number_text(number: usize) -> String {
    match number {
        0 => "◦ ".to_string(),
        n => format!("{n}. "),
    }
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
