//! A board's targets that come and go with what is asked (the hexes a man
//! may move to, the hexes he may hide in): a hundred or more appear when a
//! piece is chosen. Drawn by hand, each kept by its key while it stays, with
//! one listener for them all, where a [`super::BoardTarget`] each made a
//! component and two listeners, and a changed list redrew them by place.

use super::keyed::Keyed;
use leptos::prelude::*;
use rustc_hash::FxHasher;
use std::hash::{Hash, Hasher};
use wasm_bindgen::JsCast;

const SVG: &str = "http://www.w3.org/2000/svg";

/// One target: a polygon, named by `name` (a hex's name), which is its key
/// and the value of the layer's data attribute.
#[derive(Clone, Debug, PartialEq)]
pub struct Spot {
    pub name: String,
    /// Its classes (`target` is added).
    pub class: String,
    /// What a screen reader and a tooltip say.
    pub label: String,
    /// Where the layer's shape is drawn, read when it is first drawn (a
    /// name keeps its place): one translation, where the shape's points
    /// written out for each spot cost a dozen numbers formatted for every
    /// spot whenever the list changed.
    pub at: (f64, f64),
}

/// The layer of `spots`, in their order (the keyboard's order), each the
/// polygon `shape` (its points around the origin) moved to its place; `data`
/// is the attribute that names each (`data-hex`), and `on_pick` is told the
/// name of the one played. Not generic: one copy serves every board.
#[component]
pub fn TargetLayer(
    #[prop(into)] spots: Signal<Vec<Spot>>,
    shape: String,
    data: &'static str,
    on_pick: Callback<String>,
) -> impl IntoView {
    let layer = NodeRef::<leptos::svg::G>::new();
    let shown = StoredValue::new_local(Keyed::default());
    let blank = blank_target(&shape);
    Effect::new(move |_| {
        let Some(g) = layer.get() else { return };
        spots.with(|spots| {
            let wanted = spots.iter().map(|s| s.name.clone()).collect();
            shown.update_value(|shown| {
                shown.redraw(
                    &g,
                    wanted,
                    &mut |i| target(&spots[i], &blank, data),
                    &mut |i, el, state| relabel(el, state, &spots[i]),
                );
            });
        });
    });
    // The target an event came from, and its name.
    let found = move |e: &web_sys::Event| {
        let el = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())?
            .closest(".target")
            .ok()??;
        let name = el.get_attribute(data)?;
        Some((el, name))
    };
    view! {
        <g
            node_ref=layer
            on:click=move |e| {
                if let Some((_, name)) = found(&e) {
                    on_pick.run(name);
                }
            }
            on:keydown=move |e: web_sys::KeyboardEvent| {
                if let Some((el, name)) = found(&e) {
                    super::frame::key_on_target(&e, &el, &|| on_pick.run(name.clone()));
                }
            }
        ></g>
    }
}

/// The layer's blank target, copied for each new one: what every target
/// shares (its role, its place in the keyboard's order, its polygon `shape`)
/// is made once, where each target made and filled in its own three
/// elements, a dozen crossings from wasm to the page's code and their text.
fn blank_target(shape: &str) -> web_sys::Element {
    let document = document();
    let make = |tag: &str| {
        document
            .create_element_ns(Some(SVG), tag)
            .expect("an SVG tag")
    };
    let g = make("g");
    let _ = g.set_attribute("tabindex", "0");
    let _ = g.set_attribute("role", "button");
    let polygon = make("polygon");
    let _ = polygon.set_attribute("points", shape);
    let _ = g.append_child(&make("title"));
    let _ = g.append_child(&polygon);
    g
}

/// A new target's group, a copy of `blank`: its label as a tooltip, and
/// its name and place.
fn target(spot: &Spot, blank: &web_sys::Element, data: &str) -> (web_sys::Element, u64) {
    let g: web_sys::Element = blank
        .clone_node_with_deep(true)
        .expect("a copy of the blank target")
        .unchecked_into();
    let _ = g.set_attribute("class", &classes(&spot.class));
    let _ = g.set_attribute("aria-label", &spot.label);
    let _ = g.set_attribute(data, &spot.name);
    let (x, y) = spot.at;
    let _ = g.set_attribute("transform", &format!("translate({x:.1},{y:.1})"));
    if let Some(title) = g.first_element_child() {
        title.set_text_content(Some(&spot.label));
    }
    (g, drawn(spot))
}

/// A target as drawn, for [`Keyed`]: a digest of its classes and label.
fn drawn(spot: &Spot) -> u64 {
    let mut h = FxHasher::default();
    (&spot.class, &spot.label).hash(&mut h);
    h.finish()
}

/// Brings a kept target's classes and label up to date.
fn relabel(g: &web_sys::Element, state: &mut u64, spot: &Spot) {
    let now = drawn(spot);
    if *state != now {
        let _ = g.set_attribute("class", &classes(&spot.class));
        let _ = g.set_attribute("aria-label", &spot.label);
        if let Some(title) = g.first_element_child() {
            title.set_text_content(Some(&spot.label));
        }
        *state = now;
    }
}

fn classes(class: &str) -> String {
    format!("{class} target")
}
