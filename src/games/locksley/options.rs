//! Robin of Locksley's part of the new-game form: who plays first, the glory
//! track's length, the tiles' faces and the beginner's gold.

use crate::games::ui::NewGameForm;
use crate::i18n::t;
use crate::storage;
use leptos::prelude::*;
use sherwood_locksley::{Faces, Length, Options};

pub fn form() -> NewGameForm {
    let first = RwSignal::new("0".to_string());
    let length = RwSignal::new("normal".to_string());
    let faces = RwSignal::new("day".to_string());
    let extra = [
        RwSignal::new("0".to_string()),
        RwSignal::new("0".to_string()),
    ];
    let options = move || Options {
        length: match length.get_untracked().as_str() {
            "short" => Length::Short,
            "long" => Length::Long,
            _ => Length::Normal,
        },
        faces: match faces.get_untracked().as_str() {
            "night" => Faces::Night,
            "mixed" => Faces::Mixed,
            _ => Faces::Day,
        },
        first: match first.get_untracked().as_str() {
            "1" => 1,
            "random" => (storage::new_seed() & 1) as u8,
            _ => 0,
        },
        extra_gold: extra.map(|e| e.get_untracked().parse().unwrap_or(0)),
        may_pass: false,
    };
    let extra_choices = || {
        vec![
            ("0", t("ui.new.extra.none")),
            ("1", t("ui.new.extra.plus1")),
            ("2", t("ui.new.extra.plus2")),
        ]
    };
    NewGameForm {
        fields: view! {
            <fieldset>
                <legend>{t("ui.new.options")}</legend>
                {select(t("ui.new.first.label"), first, vec![("0", t("ui.new.first.red")), ("1", t("ui.new.first.blue")), ("random", t("ui.new.first.random"))], "first")}
                {select(t("ui.new.length.label"), length, vec![("short", t("ui.new.length.short")), ("normal", t("ui.new.length.normal")), ("long", t("ui.new.length.long"))], "length")}
                {select(t("ui.new.faces.label"), faces, vec![("day", t("ui.new.faces.day")), ("night", t("ui.new.faces.night")), ("mixed", t("ui.new.faces.mixed"))], "faces")}
                {select(t("ui.new.extra.red"), extra[0], extra_choices(), "extra-red")}
                {select(t("ui.new.extra.blue"), extra[1], extra_choices(), "extra-blue")}
            </fieldset>
        }
        .into_any(),
        options: Box::new(move || serde_json::to_value(options()).expect("options serialise")),
    }
}

/// A labelled choice bound to `signal`.
pub fn select(
    label: &'static str,
    signal: RwSignal<String>,
    choices: Vec<(&'static str, &'static str)>,
    testid: &'static str,
) -> impl IntoView {
    view! {
        <label>
            <span>{label}</span>
            <select
                data-testid=testid
                on:change=move |e| signal.set(event_target_value(&e))
                prop:value=move || signal.get()
            >
                {choices.into_iter().map(|(v, l)| view! { <option value=v>{l}</option> }).collect_view()}
            </select>
        </label>
    }
}
