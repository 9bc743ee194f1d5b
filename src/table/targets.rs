//! A board's targets that come and go with what is asked (the hexes a man
//! may move to, the hexes he may hide in): a hundred or more appear when a
//! piece is chosen. Drawn by hand, each kept by its key while it stays, with
//! one listener for them all, where a [`super::BoardTarget`] each made a
//! component and two listeners, and a changed list redrew them by place.

use super::keyed::Keyed;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

const SVG: &str = "http://www.w3.org/2000/svg";

/// One target: a polygon that plays `action`.
#[derive(Clone, Debug, PartialEq)]
pub struct Spot<A> {
    /// Names it among the layer's targets (a hex's index).
    pub key: u32,
    /// Its classes (`target` is added).
    pub class: String,
    /// What a screen reader and a tooltip say.
    pub label: String,
    /// The polygon's points, read when it is first drawn (a key keeps its
    /// shape).
    pub points: String,
    /// The value of the layer's data attribute (a hex's name).
    pub name: String,
    pub action: A,
}

/// A target as drawn: its classes and label.
type Drawn = (String, String);

/// The layer of `spots`, in their order (the keyboard's order); `data` is
/// the attribute that names each (`data-hex`).
#[component]
pub fn TargetLayer<A>(
    #[prop(into)] spots: Signal<Vec<Spot<A>>>,
    data: &'static str,
    on_action: Callback<A>,
) -> impl IntoView
where
    A: Clone + Send + Sync + 'static,
{
    let layer = NodeRef::<leptos::svg::G>::new();
    let drawn = StoredValue::new_local(Keyed::<u32, Drawn>::default());
    let actions = StoredValue::new(Vec::<(u32, A)>::new());
    Effect::new(move |_| {
        let Some(g) = layer.get() else { return };
        spots.with(|spots| {
            actions.set_value(spots.iter().map(|s| (s.key, s.action.clone())).collect());
            let wanted = spots.iter().map(|s| (s.key, s)).collect();
            drawn.update_value(|d| d.redraw(&g, wanted, |s| target(s, data), relabel));
        });
    });
    // The target an event came from, and its action.
    let found = move |e: &web_sys::Event| {
        let el = e
            .target()
            .and_then(|t| t.dyn_into::<web_sys::Element>().ok())?
            .closest(".target")
            .ok()??;
        let key: u32 = el.get_attribute("data-key")?.parse().ok()?;
        let action =
            actions.with_value(|a| a.iter().find(|(k, _)| *k == key).map(|(_, a)| a.clone()))?;
        Some((el, action))
    };
    view! {
        <g
            node_ref=layer
            on:click=move |e| {
                if let Some((_, action)) = found(&e) {
                    on_action.run(action);
                }
            }
            on:keydown=move |e: web_sys::KeyboardEvent| {
                if let Some((el, action)) = found(&e) {
                    super::frame::key_on_target(&e, &el, &|| on_action.run(action.clone()));
                }
            }
        ></g>
    }
}

/// A new target's group: its label as a tooltip, and its polygon.
fn target<A>(spot: &Spot<A>, data: &str) -> (web_sys::Element, Drawn) {
    let document = document();
    let make = |tag: &str| {
        document
            .create_element_ns(Some(SVG), tag)
            .expect("an SVG tag")
    };
    let g = make("g");
    let _ = g.set_attribute("class", &classes(&spot.class));
    let _ = g.set_attribute("tabindex", "0");
    let _ = g.set_attribute("role", "button");
    let _ = g.set_attribute("aria-label", &spot.label);
    let _ = g.set_attribute("data-key", &spot.key.to_string());
    let _ = g.set_attribute(data, &spot.name);
    let title = make("title");
    title.set_text_content(Some(&spot.label));
    let polygon = make("polygon");
    let _ = polygon.set_attribute("points", &spot.points);
    let _ = g.append_child(&title);
    let _ = g.append_child(&polygon);
    (g, (spot.class.clone(), spot.label.clone()))
}

/// Brings a kept target's classes and label up to date.
fn relabel<A>(g: &web_sys::Element, (class, label): &mut Drawn, spot: &&Spot<A>) {
    if *class != spot.class {
        let _ = g.set_attribute("class", &classes(&spot.class));
        class.clone_from(&spot.class);
    }
    if *label != spot.label {
        let _ = g.set_attribute("aria-label", &spot.label);
        if let Some(title) = g.first_element_child() {
            title.set_text_content(Some(&spot.label));
        }
        label.clone_from(&spot.label);
    }
}

fn classes(class: &str) -> String {
    format!("{class} target")
}
