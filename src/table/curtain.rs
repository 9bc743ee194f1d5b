//! The flip screen: whenever the device passes between two people and the
//! next view holds different secrets, a curtain covers the table. While it is
//! up, the table behind it renders only the public view.

use crate::i18n::t;
use leptos::prelude::*;

#[component]
pub fn Curtain(
    /// The heading, naming who takes the device ("Pass the device to the Sheriff").
    #[prop(into)]
    title: Signal<String>,
    /// The button that lifts the curtain ("I am the Sheriff — show my view").
    #[prop(into)]
    ready: Signal<String>,
    #[prop(into)] seat_class: Signal<String>,
    on_ready: Callback<()>,
) -> impl IntoView {
    let button = NodeRef::<leptos::html::Button>::new();
    // Focus the button so Enter or Space lifts the curtain.
    Effect::new(move |_| {
        if let Some(b) = button.get() {
            let _ = b.focus();
        }
    });
    view! {
        <div class=move || format!("curtain {}", seat_class.get()) role="dialog" aria-modal="true" aria-labelledby="curtain-title" data-testid="curtain">
            <div class="curtain-card">
                <h1 id="curtain-title">{move || title.get()}</h1>
                <p>{t("ui.curtain.look_away")}</p>
                <button class="primary" node_ref=button on:click=move |_| on_ready.run(()) data-testid="curtain-ready">
                    {move || ready.get()}
                </button>
            </div>
        </div>
    }
}
