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

use crate::games::ui::{
    check_game, names_or, open_table, replayed_game, GameMeta, GameUi, NewGameForm, Replayed,
};
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

/// What the shell knows of Skirmish before its code is downloaded.
pub const META: GameMeta = GameMeta {
    id: Skirmish::ID,
    seat_names: ["skirmish.seat.outlaws", "skirmish.seat.sheriff"],
    seat_labels: [
        ("ui.new.name.outlaws", "ui.new.played_by.outlaws"),
        ("ui.new.name.sheriff", "ui.new.played_by.sheriff"),
    ],
};

pub struct Ui;

impl GameUi for Ui {
    fn id(&self) -> &'static str {
        Skirmish::ID
    }
    fn title(&self) -> &'static str {
        t("ui.game.skirmish")
    }
    fn new_game(&self) -> NewGameForm {
        options::form()
    }
    fn replayed(&self, save: &SaveFile) -> Option<Replayed> {
        replayed_game::<Skirmish>(save)
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
        let seats = names_or(&save.meta, META.seat_names());
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
