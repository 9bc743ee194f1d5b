//! Robin of Locksley's UI: the board, the table, its words, the rules
//! reference, the lesson and the new-game options.

mod board;
mod last_move;
mod lesson;
mod options;
pub mod rules;
mod table;
#[cfg(test)]
mod tests;
pub mod text;

use board::Board;

use crate::games::ui::{GameMeta, NewGameForm, Plugin, Reference, Ui};
use crate::table::TableGame;
use crate::tutorial::lesson::Lesson;
use leptos::prelude::*;
use sherwood_engine::Game;
use sherwood_locksley::Locksley;

/// What the shell knows of Locksley before its code is downloaded.
pub const META: GameMeta = GameMeta {
    id: Locksley::ID,
    seat_names: Locksley::SEAT_NAMES,
    seat_labels: [
        ("ui.new.name.red", "ui.new.played_by.red"),
        ("ui.new.name.blue", "ui.new.played_by.blue"),
    ],
    options: None,
};

/// Its code, as the shell holds it.
pub const UI: Ui<Locksley> = Ui::new();

/// Its rules reference (a module of its own in the browser).
pub const REFERENCE: Reference = Reference {
    game: Locksley::ID,
    sections: rules::SECTIONS,
    extra: reference_extra,
};

fn reference_extra() -> AnyView {
    rules::tiles().into_any()
}

impl Plugin for Locksley {
    fn new_game() -> NewGameForm {
        options::form()
    }
    fn lesson() -> Lesson<Locksley> {
        Lesson {
            seed: lesson::SEED,
            options: lesson::options(),
            steps: lesson::STEPS,
        }
    }
    fn replay_board(view: Memo<<Self as Game>::View>, names: [String; 2]) -> AnyView {
        let quiet = Memo::new(move |_| {
            let mut v = view.get();
            v.legal.clear();
            v
        });
        let names = Signal::derive(move || names.clone());
        view! { <Board view=quiet names on_action=Callback::new(|_| {}) selected=RwSignal::new(None) /> }.into_any()
    }
}
