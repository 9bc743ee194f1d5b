//! The Legend of Robin Hood's UI: the area map drawn from the engine's map
//! data, the table with its flip screen, its words, the player aids with the
//! printed tables, the rules reference, the lesson and the new-game option
//! (the optional victory conditions of 16.5).

mod aids;
mod board;
mod last_move;
mod layout;
mod lesson;
mod odds;
pub mod rules;
pub mod table;
pub mod text;
mod win;

use crate::games::ui::{GameMeta, NewGameForm, Plugin, Reference, Ui};
use crate::i18n::t;
use crate::table::zoom::Zoomable;
use crate::table::TableGame;
use crate::tutorial::lesson::Lesson;
use board::{Map, Seen};
use leptos::prelude::*;
use sherwood_engine::Game;
use sherwood_legend::{Legend, Options};

/// What the shell knows of Legend before its code is downloaded.
pub const META: GameMeta = GameMeta {
    id: Legend::ID,
    seat_names: Legend::SEAT_NAMES,
    seat_labels: [
        ("ui.new.name.robin", "ui.new.played_by.robin"),
        ("ui.new.name.sheriff", "ui.new.played_by.sheriff"),
    ],
    options: Some(saved_options),
};

/// Its code, as the shell holds it.
pub const UI: Ui<Legend> = Ui::new();

/// The new-game form's part: the optional victory conditions (16.5).
fn form() -> NewGameForm {
    let strict = RwSignal::new(false);
    NewGameForm {
        fields: view! {
            <fieldset class="legend-options">
                <legend>{t("ui.new.options")}</legend>
                <label class="check">
                    <input type="checkbox" data-testid="strict-victory" prop:checked=move || strict.get() on:change=move |e| strict.set(event_target_checked(&e)) />
                    <span>{t("legend.new.strict")}</span>
                </label>
                <p class="muted small">{t("legend.new.strict_hint")}</p>
                <p class="muted">{t("legend.new.note")}</p>
            </fieldset>
        }
        .into_any(),
        options: Box::new(move || {
            let options = Options {
                strict_victory: strict.get_untracked(),
                ..Options::default()
            };
            serde_json::to_value(options).expect("options serialise")
        }),
    }
}

/// Its rules reference (a module of its own in the browser).
pub const REFERENCE: Reference = Reference {
    game: Legend::ID,
    sections: rules::SECTIONS,
    extra: reference_extra,
};

fn reference_extra() -> AnyView {
    rules::extra().into_any()
}

impl Plugin for Legend {
    fn new_game() -> NewGameForm {
        form()
    }
    fn lesson() -> Lesson<Legend> {
        Lesson {
            seed: lesson::SEED,
            options: lesson::options(),
            steps: lesson::STEPS,
        }
    }
    fn replay_board(view: Memo<<Self as Game>::View>, _: [String; 2]) -> AnyView {
        let seen = Memo::new(move |_| Seen {
            view: view.get(),
            legal: vec![],
        });
        view! { <Zoomable><Map seen on_action=Callback::new(|_| {}) /></Zoomable> }.into_any()
    }
}

/// The options the list of saves names: the edition of our reconstruction
/// the game keeps (older games keep theirs), and the optional victory
/// conditions when chosen.
fn saved_options(options: &serde_json::Value) -> Vec<String> {
    use crate::games::ui::options_words;
    // Saves written before editions were numbered are edition 1.
    let edition = options.get("edition").and_then(|e| e.as_u64()).unwrap_or(1);
    let strict = options.get("strict_victory").and_then(|s| s.as_bool()) == Some(true);
    [
        options_words("legend.saves.edition", &[("n", &edition)]),
        strict
            .then(|| options_words("legend.saves.strict", &[]))
            .flatten(),
    ]
    .into_iter()
    .flatten()
    .collect()
}
