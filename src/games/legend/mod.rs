//! The Legend of Robin Hood's UI: the area map drawn from the engine's map
//! data, the table with its flip screen, its words, the player aids with the
//! printed tables, the rules reference, the lesson and the new-game option
//! (the optional victory conditions of 16.5).

mod aids;
mod board;
mod last_move;
mod layout;
mod lesson;
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
use board::{Map, Seen};
use leptos::prelude::*;
use sherwood_engine::{Game, LoadError, SaveFile};
use sherwood_legend::{Legend, Options};
use table::Table;

/// What the shell knows of Legend before its code is downloaded.
pub const META: GameMeta = GameMeta {
    id: Legend::ID,
    seat_names: ["legend.seat.robin.start", "legend.seat.sheriff.start"],
    seat_labels: [
        ("ui.new.name.robin", "ui.new.played_by.robin"),
        ("ui.new.name.sheriff", "ui.new.played_by.sheriff"),
    ],
};

pub struct Ui;

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
        start: Box::new(move |names, players| {
            let options = Options {
                strict_victory: strict.get_untracked(),
                ..Options::default()
            };
            table::start(options, names, players)
        }),
    }
}

impl GameUi for Ui {
    fn id(&self) -> &'static str {
        Legend::ID
    }
    fn title(&self) -> &'static str {
        t("ui.game.legend")
    }
    fn new_game(&self) -> NewGameForm {
        form()
    }
    fn replayed(&self, save: &SaveFile) -> Option<Replayed> {
        replayed_game::<Legend>(save)
    }
    fn check(&self, save: &SaveFile) -> Result<(), LoadError> {
        check_game::<Legend>(save)
    }
    fn table(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError> {
        open_table::<Legend>(id, save, |session| view! { <Table session /> }.into_any())
    }
    fn rules(&self) -> (&'static [Section], AnyView) {
        (rules::SECTIONS, rules::extra().into_any())
    }
    fn replay(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError> {
        let seats = names_or(&save.meta, META.seat_names());
        open_replay::<Legend>(
            id,
            save,
            seats,
            move |view| {
                let seen = Memo::new(move |_| Seen {
                    view: view.get(),
                    legal: vec![],
                });
                view! { <Zoomable><Map seen on_action=Callback::new(|_| {}) /></Zoomable> }
                    .into_any()
            },
            table::log_lines,
        )
    }
    fn lesson(&self, step: usize) -> AnyView {
        let def = Lesson::<Legend> {
            seed: lesson::SEED,
            options: lesson::options(),
            steps: lesson::STEPS,
        };
        lesson(self.title(), def, step, |session, lesson| {
            view! { <Table session lesson /> }.into_any()
        })
    }
}
