//! Skirmish in Sherwood's UI: the hex map, the table with its orders and
//! odds, its words, the rules reference with every printed table, the
//! lesson and the new-game options (the scenario).

mod board;
mod last_move;
mod lesson;
mod odds;
mod options;
pub mod rules;
pub mod table;
pub mod text;

use crate::games::ui::{check_game, names_or, open_table, GameUi, NewGameForm};
use crate::i18n::t;
use crate::rules::Section;
use crate::table::replay::open_replay;
use crate::table::zoom::Zoomable;
use crate::tutorial::lesson::{lesson, Lesson};
use board::{Map, Plan};
use leptos::prelude::*;
use sherwood_engine::{Game, LoadError, SaveFile};
use sherwood_skirmish::Skirmish;
use table::Table;

pub struct Ui;

impl GameUi for Ui {
    fn id(&self) -> &'static str {
        Skirmish::ID
    }
    fn title(&self) -> &'static str {
        t("ui.game.skirmish")
    }
    fn seat_names(&self) -> [&'static str; 2] {
        [text::seat_title(0), text::seat_title(1)]
    }
    fn seat_labels(&self, seat: usize) -> (&'static str, &'static str) {
        match seat {
            0 => (t("ui.new.name.outlaws"), t("ui.new.played_by.outlaws")),
            _ => (t("ui.new.name.sheriff"), t("ui.new.played_by.sheriff")),
        }
    }
    fn new_game(&self) -> NewGameForm {
        options::form()
    }
    fn check(&self, save: &SaveFile) -> Result<(), LoadError> {
        check_game::<Skirmish>(save)
    }
    fn table(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError> {
        open_table::<Skirmish>(id, save, |session| view! { <Table session /> }.into_any())
    }
    fn rules(&self) -> (&'static [Section], AnyView) {
        (rules::SECTIONS, rules::extra().into_any())
    }
    fn replay(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError> {
        let seats = names_or(&save.meta, self.seat_names());
        open_replay::<Skirmish>(
            id,
            save,
            seats,
            |view| {
                let plan = Signal::derive(move || {
                    let v = view.get();
                    let side = v.to_move.unwrap_or(v.phase_side);
                    Plan {
                        last: last_move::last_move(&v.log, v.scenario, side),
                        ..Plan::default()
                    }
                });
                view! { <Zoomable><Map view plan on_pick=Callback::new(|_| {}) /></Zoomable> }
                    .into_any()
            },
            table::log_lines,
        )
    }
    fn lesson(&self, step: usize) -> AnyView {
        let def = Lesson::<Skirmish> {
            seed: lesson::SEED,
            options: lesson::options(),
            steps: lesson::STEPS,
        };
        lesson(self.title(), def, step, |session, lesson| {
            view! { <Table session lesson /> }.into_any()
        })
    }
}
