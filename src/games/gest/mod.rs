//! A Gest of Robin Hood's UI: the map, the table with its flip screen, its
//! words, the rules reference with the cards, the lesson and the new-game
//! note (the game has no options).

mod board;
mod last_move;
mod lesson;
pub mod rules;
pub mod table;
pub mod text;

use crate::games::ui::{
    check_game, open_table, replayed_game, GameMeta, GameUi, NewGameForm, Replayed,
};
use crate::i18n::t;
use crate::rules::Section;
use crate::table::replay::open_replay;
use crate::table::zoom::Zoomable;
use crate::tutorial::lesson::{lesson, Lesson};
use board::Map;
use leptos::prelude::*;
use sherwood_engine::{Game, LoadError, SaveFile};
use sherwood_gest::Gest;
use table::Table;

/// What the shell knows of Gest before its code is downloaded.
pub const META: GameMeta = GameMeta {
    id: Gest::ID,
    seat_names: ["gest.seat.robin.start", "gest.seat.sheriff.start"],
    seat_labels: [
        ("ui.new.name.robin", "ui.new.played_by.robin"),
        ("ui.new.name.sheriff", "ui.new.played_by.sheriff"),
    ],
};

pub struct Ui;

impl GameUi for Ui {
    fn id(&self) -> &'static str {
        Gest::ID
    }
    fn title(&self) -> &'static str {
        t("ui.game.gest")
    }
    fn new_game(&self) -> NewGameForm {
        NewGameForm {
            fields: view! { <p class="muted">{t("ui.new.gest_note")}</p> }.into_any(),
            start: Box::new(table::start),
        }
    }
    fn replayed(&self, save: &SaveFile) -> Option<Replayed> {
        replayed_game::<Gest>(save)
    }
    fn check(&self, save: &SaveFile) -> Result<(), LoadError> {
        check_game::<Gest>(save)
    }
    fn table(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError> {
        open_table::<Gest>(id, save, |session| view! { <Table session /> }.into_any())
    }
    fn rules(&self) -> (&'static [Section], AnyView) {
        (rules::SECTIONS, rules::extra().into_any())
    }
    fn replay(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError> {
        let names = META.seat_names().map(str::to_string);
        let seats = names.clone();
        open_replay::<Gest>(
            id,
            save,
            seats,
            move |view| {
                let quiet = Memo::new(move |_| {
                    let mut v = view.get();
                    v.legal.clear();
                    v
                });
                view! { <Zoomable><Map view=quiet on_action=Callback::new(|_| {}) /></Zoomable> }
                    .into_any()
            },
            table::log_lines,
        )
    }
    fn lesson(&self, step: usize) -> AnyView {
        let def = Lesson::<Gest> {
            seed: lesson::SEED,
            options: lesson::options(),
            steps: lesson::STEPS,
        };
        lesson(self.title(), def, step, |session, lesson| {
            view! { <Table session lesson /> }.into_any()
        })
    }
}
