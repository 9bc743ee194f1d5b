//! What a game's UI folder implements and uses: the [`GameUi`] trait, its
//! part of the new-game form, and the helpers that open a save of a game
//! type. It knows no game; the list of games (`games/mod.rs`) looks down on
//! it, as each game's folder does.

use crate::i18n::{t, tf};
use crate::rules::Section;
use crate::table::replay::open_replay;
use crate::table::seats::Player;
use crate::table::{Session, TableGame};
use crate::tutorial::lesson::{lesson, Lesson};
use leptos::prelude::*;
use sherwood_engine::{Game, LoadError, Match, Played, SaveFile, Status};
use std::marker::PhantomData;

/// What the shell knows of a game without its code (the list of games in
/// `games/mod.rs` holds each game's): its id, and the text keys of its seats
/// for the list of saves and the new-game form.
pub struct GameMeta {
    /// The id in saves and addresses ([`Game::ID`]).
    pub id: &'static str,
    /// The keys of each seat's name where a player typed none.
    pub seat_names: [&'static str; 2],
    /// The keys of the new-game form's labels for each seat: its name field
    /// and its "played by" choice.
    pub seat_labels: [(&'static str, &'static str); 2],
    /// What the list of saves says of a game's options that matter (a
    /// scenario, an edition), read from its stored options with the game's
    /// own texts (`options_words`: nothing until those are in); `None` for
    /// a game whose options it need not name.
    pub options: Option<fn(&serde_json::Value) -> Vec<String>>,
}

/// The text `key` with `args`, if this page has it (a game's texts come
/// with its first use): the words of a game's options in the list of saves.
pub fn options_words(key: &str, args: &[(&str, &dyn std::fmt::Display)]) -> Option<String> {
    crate::i18n::known(key).then(|| tf(key, args))
}

impl GameMeta {
    /// Its title, in the reader's language (`ui.game.<id>`).
    pub fn title(&self) -> &'static str {
        t(&format!("ui.game.{}", self.id))
    }
    /// What kind of game it is, in one line (`ui.game.<id>.about`).
    pub fn about(&self) -> &'static str {
        t(&format!("ui.game.{}.about", self.id))
    }
    /// Each seat's name where a player typed none.
    pub fn seat_names(&self) -> [&'static str; 2] {
        self.seat_names.map(t)
    }
    /// The new-game form's labels for a seat.
    pub fn seat_labels(&self, seat: usize) -> (&'static str, &'static str) {
        let (name, played_by) = self.seat_labels[seat.min(1)];
        (t(name), t(played_by))
    }
}

/// A save replayed under this build's rules: where it stands now, and
/// whether it still keeps secrets (then its file shows them).
pub struct Replayed {
    pub status: Option<sherwood_engine::Status>,
    pub secrets: bool,
}

/// What the app needs of a game, beyond its rules crate: its code, which is
/// downloaded when the game is first opened (`games/mod.rs`).
pub trait GameUi: Sync {
    /// The id in saves and addresses ([`Game::ID`]).
    fn id(&self) -> &'static str;
    /// Its title, in the reader's language.
    fn title(&self) -> &'static str;
    /// The new-game form's part for this game (its options), and how to
    /// start a game from the players' names and who plays each seat.
    fn new_game(&self) -> NewGameForm;
    /// Starts and stores a game with `options` (from its form), the players'
    /// names and who plays each seat; returns its id, or why it could not.
    fn start(
        &self,
        options: serde_json::Value,
        names: [String; 2],
        players: [Player; 2],
    ) -> Result<String, String>;
    /// Whether `options` (an invitation's) are options this build plays.
    fn options_ok(&self, options: &serde_json::Value) -> Result<(), String>;
    /// A save replayed whole, as a match any code can drive (the remote-play
    /// pages, which name no game, open links with it).
    fn load_match(&self, save: &SaveFile) -> Result<Box<dyn Played>, LoadError>;
    /// A save replayed (as far as its moves apply); `None` when it cannot
    /// be started.
    fn replayed(&self, save: &SaveFile) -> Option<Replayed>;
    /// Whether a save of this game opens (its moves replayed).
    fn check(&self, save: &SaveFile) -> Result<(), LoadError>;
    /// The table of saved game `id`, or why it cannot be opened.
    fn table(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError>;
    /// Step `step` of the tutorial.
    fn lesson(&self, step: usize) -> AnyView;
    /// Saved game `id` shown move by move (see `table::replay`).
    fn replay(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError>;
}

/// A game's rules reference: its sections, then what follows them (cards,
/// tiles, the player aid). In the browser the references are a module of
/// their own (`split_rules.wasm`), downloaded with a rules page, not when
/// a game is played.
pub struct Reference {
    pub game: &'static str,
    pub sections: &'static [Section],
    pub extra: fn() -> AnyView,
}

/// The line the list of saves shows for where a game stands (from its
/// stored status: no game's code is needed).
pub fn summary(status: &Status, names: &[String; 2]) -> Option<String> {
    match status.winner {
        Some(w) => names
            .get(w as usize)
            .map(|name| tf("ui.saves.won", &[("name", name)])),
        None => crate::table::stage_text(&status.stage),
    }
}

/// A game's options as the new-game form's fields set them, as JSON (what
/// saves and invitations hold).
pub type FormOptions = Box<dyn Fn() -> serde_json::Value>;

/// A game's part of the new-game form.
pub struct NewGameForm {
    /// Its fields (drawn inside the form).
    pub fields: AnyView,
    /// The options the fields' current values make.
    pub options: FormOptions,
}

/// The options of a game whose form has no fields.
pub fn default_options<G: Game>() -> FormOptions {
    Box::new(|| serde_json::to_value(G::Options::default()).expect("options serialise"))
}

/// What a game's UI folder implements beyond its table ([`TableGame`]);
/// [`GameUi`] then follows for the game's [`Ui`].
pub trait Plugin: TableGame {
    /// The new-game form's part for this game (its options), and how to
    /// start a game from them.
    fn new_game() -> NewGameForm {
        NewGameForm {
            fields: ().into_any(),
            options: default_options::<Self>(),
        }
    }
    /// The tutorial.
    fn lesson() -> Lesson<Self>;
    /// The board of the replay viewer, showing `view` and offering nothing.
    fn replay_board(view: Memo<Self::View>, names: [String; 2]) -> AnyView;
}

/// A game's code as the shell holds it (`games!` names one per game).
pub struct Ui<G>(PhantomData<G>);

impl<G> Ui<G> {
    pub const fn new() -> Ui<G> {
        Ui(PhantomData)
    }
}

impl<G: Plugin> GameUi for Ui<G> {
    fn id(&self) -> &'static str {
        G::ID
    }
    fn title(&self) -> &'static str {
        t(&format!("ui.game.{}", G::ID))
    }
    fn new_game(&self) -> NewGameForm {
        G::new_game()
    }
    fn start(
        &self,
        options: serde_json::Value,
        names: [String; 2],
        players: [Player; 2],
    ) -> Result<String, String> {
        let options: G::Options = serde_json::from_value(options)
            .map_err(|e| tf("ui.load.bad_options", &[("detail", &e)]))?;
        crate::table::start::<G>(options, names, players)
    }
    fn options_ok(&self, options: &serde_json::Value) -> Result<(), String> {
        serde_json::from_value::<G::Options>(options.clone())
            .map(|_| ())
            .map_err(|e| tf("ui.load.bad_options", &[("detail", &e)]))
    }
    fn load_match(&self, save: &SaveFile) -> Result<Box<dyn Played>, LoadError> {
        Match::<G>::load(save).map(|m| Box::new(m) as Box<dyn Played>)
    }
    fn replayed(&self, save: &SaveFile) -> Option<Replayed> {
        let m = Match::<G>::restore(save).ok()?.game;
        Some(Replayed {
            status: m.save().status,
            secrets: m.save_shows_secrets(),
        })
    }
    fn check(&self, save: &SaveFile) -> Result<(), LoadError> {
        // It may stop early; the table says so.
        Match::<G>::restore(save).map(|_| ())
    }
    fn table(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError> {
        Session::<G>::open(id, save).map(|session| crate::table::table(session, None))
    }
    fn lesson(&self, step: usize) -> AnyView {
        lesson(self.title(), G::lesson(), step, |session, lesson| {
            crate::table::table(session, Some(lesson))
        })
    }
    fn replay(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError> {
        let names = names_or(&save.meta, G::SEAT_NAMES.map(t));
        let board_names = names.clone();
        let log_names = names.clone();
        open_replay::<G>(
            id,
            save,
            names,
            move |view| G::replay_board(view, board_names.clone()),
            move |v| G::log_lines(v, &log_names),
        )
    }
}

pub use crate::table::seats::{clamp_name, names_or, MAX_NAME_CHARS};
