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
pub use table::Table;

use crate::games::ui::{
    check_game, names_or, open_table, replayed_game, GameMeta, GameUi, NewGameForm, Replayed,
};
use crate::i18n::t;
use crate::rules::Section;
use crate::table::replay::open_replay;
use crate::tutorial::lesson::{lesson, Lesson};
use leptos::prelude::*;
use sherwood_engine::{Game, LoadError, SaveFile};
use sherwood_locksley::Locksley;

/// What the shell knows of Locksley before its code is downloaded.
pub const META: GameMeta = GameMeta {
    id: Locksley::ID,
    seat_names: ["locksley.seat.red", "locksley.seat.blue"],
    seat_labels: [
        ("ui.new.name.red", "ui.new.played_by.red"),
        ("ui.new.name.blue", "ui.new.played_by.blue"),
    ],
};

pub struct Ui;

impl GameUi for Ui {
    fn id(&self) -> &'static str {
        Locksley::ID
    }
    fn title(&self) -> &'static str {
        t("ui.game.locksley")
    }
    fn new_game(&self) -> NewGameForm {
        options::form()
    }
    fn replayed(&self, save: &SaveFile) -> Option<Replayed> {
        replayed_game::<Locksley>(save)
    }
    fn check(&self, save: &SaveFile) -> Result<(), LoadError> {
        check_game::<Locksley>(save)
    }
    fn table(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError> {
        open_table::<Locksley>(id, save, |session| view! { <Table session /> }.into_any())
    }
    fn rules(&self) -> (&'static [Section], AnyView) {
        (rules::SECTIONS, rules::tiles().into_any())
    }
    fn replay(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError> {
        let names = names_or(&save.meta, META.seat_names());
        let log_names = names.clone();
        let seats = names.clone();
        open_replay::<Locksley>(
            id,
            save,
            seats,
            move |view| {
                let names = names.clone();
                let quiet = Memo::new(move |_| {
                    let mut v = view.get();
                    v.legal.clear();
                    v
                });
                let names = Signal::derive(move || names.clone());
                view! { <Board view=quiet names on_action=Callback::new(|_| {}) selected=RwSignal::new(None) /> }.into_any()
            },
            move |v| table::log_lines(v, &log_names),
        )
    }
    fn lesson(&self, step: usize) -> AnyView {
        let def = Lesson::<Locksley> {
            seed: lesson::SEED,
            options: lesson::options(),
            steps: lesson::STEPS,
        };
        lesson(self.title(), def, step, |session, lesson| {
            view! { <Table session lesson /> }.into_any()
        })
    }
}
