//! A Gest of Robin Hood's UI: the map, the table with its flip screen, its
//! words, the rules reference with the cards, the lesson and the new-game
//! note (the game has no options).

mod board;
mod last_move;
mod lesson;
pub mod rules;
pub mod table;
pub mod text;

use crate::games::ui::{GameMeta, NewGameForm, Plugin, Reference, Ui};
use crate::i18n::t;
use crate::table::zoom::Zoomable;
use crate::table::TableGame;
use crate::tutorial::lesson::Lesson;
use board::Map;
use leptos::prelude::*;
use sherwood_engine::Game;
use sherwood_gest::Gest;

/// What the shell knows of Gest before its code is downloaded.
pub const META: GameMeta = GameMeta {
    id: Gest::ID,
    seat_names: Gest::SEAT_NAMES,
    seat_labels: [
        ("ui.new.name.robin", "ui.new.played_by.robin"),
        ("ui.new.name.sheriff", "ui.new.played_by.sheriff"),
    ],
    options: None,
};

/// Its code, as the shell holds it.
pub const UI: Ui<Gest> = Ui::new();

/// Its rules reference (a module of its own in the browser).
pub const REFERENCE: Reference = Reference {
    game: Gest::ID,
    sections: rules::SECTIONS,
    extra: reference_extra,
};

fn reference_extra() -> AnyView {
    rules::extra().into_any()
}

impl Plugin for Gest {
    fn new_game() -> NewGameForm {
        NewGameForm {
            fields: view! { <p class="muted">{t("ui.new.gest_note")}</p> }.into_any(),
            options: crate::games::ui::default_options::<Gest>(),
        }
    }
    fn lesson() -> Lesson<Gest> {
        Lesson {
            seed: lesson::SEED,
            options: lesson::options(),
            steps: lesson::STEPS,
        }
    }
    fn replay_board(view: Memo<<Self as Game>::View>, _: [String; 2]) -> AnyView {
        let quiet = Memo::new(move |_| {
            let mut v = view.get();
            v.legal.clear();
            v
        });
        view! { <Zoomable><Map view=quiet on_action=Callback::new(|_| {}) /></Zoomable> }.into_any()
    }
}
