//! Skirmish in Sherwood's UI: the hex map, the table with its orders and
//! odds, its words, the rules reference with every printed table, the
//! lesson and the new-game options (the scenario).

mod board;
mod key;
mod last_move;
mod lesson;
mod odds;
mod options;
mod problem;
pub mod rules;
mod steer;
pub mod table;
pub mod text;
mod written;

use crate::games::ui::{GameMeta, NewGameForm, Plugin, Reference, Ui};
use crate::table::zoom::Zoomable;
use crate::table::TableGame;
use crate::tutorial::lesson::Lesson;
use board::{Map, Plan};
use leptos::prelude::*;
use sherwood_engine::Game;
use sherwood_skirmish::Skirmish;

/// What the shell knows of Skirmish before its code is downloaded.
pub const META: GameMeta = GameMeta {
    id: Skirmish::ID,
    seat_names: Skirmish::SEAT_NAMES,
    seat_labels: [
        ("ui.new.name.outlaws", "ui.new.played_by.outlaws"),
        ("ui.new.name.sheriff", "ui.new.played_by.sheriff"),
    ],
    options: Some(saved_options),
};

/// Its code, as the shell holds it.
pub const UI: Ui<Skirmish> = Ui::new();

/// Its rules reference (a module of its own in the browser).
pub const REFERENCE: Reference = Reference {
    game: Skirmish::ID,
    sections: rules::SECTIONS,
    extra: reference_extra,
};

fn reference_extra() -> AnyView {
    rules::extra().into_any()
}

impl Plugin for Skirmish {
    fn new_game() -> NewGameForm {
        options::form()
    }
    fn lesson() -> Lesson<Skirmish> {
        Lesson {
            seed: lesson::SEED,
            options: lesson::options(),
            steps: lesson::STEPS,
        }
    }
    fn replay_board(view: Memo<<Self as Game>::View>, _: [String; 2]) -> AnyView {
        let plan: Signal<Plan> = Memo::new(move |_| {
            view.with(|v| {
                let side = v.to_move.unwrap_or(v.phase_side);
                Plan {
                    last: last_move::last_move(&v.log, v.scenario(), side),
                    ..Plan::default()
                }
            })
        })
        .into();
        view! { <Zoomable><Map view plan on_pick=Callback::new(|_| {}) /></Zoomable> }.into_any()
    }
}

/// The options the list of saves names: the scenario, a built-in one by its
/// name in the page's language, a written one by its own title.
fn saved_options(options: &serde_json::Value) -> Vec<String> {
    let scenario = options.get("scenario");
    let built_in = scenario
        .and_then(|s| s.as_str())
        .and_then(|s| crate::games::ui::options_words(&format!("skirmish.scenario.{s}"), &[]));
    let written = || {
        scenario
            .and_then(|s| s.get("written"))
            .and_then(|w| w.as_str())
            .and_then(sherwood_skirmish::scenario::title_of)
            .map(str::to_string)
    };
    built_in.or_else(written).into_iter().collect()
}
