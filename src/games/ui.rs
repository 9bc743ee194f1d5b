//! What a game's UI folder implements and uses: the [`GameUi`] trait, its
//! part of the new-game form, and the helpers that open a save of a game
//! type. It knows no game; the list of games (`games/mod.rs`) looks down on
//! it, as each game's folder does.

use crate::i18n::{t, tf};
use crate::rules::Section;
use crate::table::seats::Player;
use crate::table::Session;
use leptos::prelude::*;
use sherwood_engine::{Game, LoadError, Match, SaveFile, Status};

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
}

impl GameMeta {
    /// Its title, in the reader's language (`ui.game.<id>`).
    pub fn title(&self) -> &'static str {
        t(&format!("ui.game.{}", self.id))
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
    /// A save replayed (as far as its moves apply); `None` when it cannot
    /// be started.
    fn replayed(&self, save: &SaveFile) -> Option<Replayed>;
    /// Whether a save of this game opens (its moves replayed).
    fn check(&self, save: &SaveFile) -> Result<(), LoadError>;
    /// The table of saved game `id`, or why it cannot be opened.
    fn table(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError>;
    /// The rules reference: its sections, then what follows them (cards, tiles).
    fn rules(&self) -> (&'static [Section], AnyView);
    /// Step `step` of the tutorial.
    fn lesson(&self, step: usize) -> AnyView;
    /// Saved game `id` shown move by move (see `table::replay`).
    fn replay(&self, id: String, save: &SaveFile) -> Result<AnyView, LoadError>;
}

/// The line the list of saves shows for where a game stands (from its
/// stored status: no game's code is needed).
pub fn summary(status: &Status, names: &[String; 2]) -> Option<String> {
    match status.winner {
        Some(w) => names
            .get(w as usize)
            .map(|name| tf("ui.saves.won", &[("name", name)])),
        None => stage_text(&status.stage),
    }
}

/// Starts a game from the players' names and who plays each seat; returns
/// the new game's id, or why it could not start.
pub type Start = Box<dyn Fn([String; 2], [Player; 2]) -> Result<String, String>>;

/// A game's part of the new-game form.
pub struct NewGameForm {
    /// Its fields (drawn inside the form).
    pub fields: AnyView,
    /// Starts a game with the fields' current values; returns its id.
    pub start: Start,
}

/// A game's milestone in words; nothing for a key this build does not know
/// (a save may come from anywhere).
pub fn stage_text(stage: &sherwood_engine::Stage) -> Option<String> {
    if !stage.key.starts_with("ui.saves.") || !crate::i18n::known(&stage.key) {
        return None;
    }
    let args: Vec<(&str, &dyn std::fmt::Display)> = stage
        .args
        .iter()
        .map(|(k, v)| (k.as_str(), v as &dyn std::fmt::Display))
        .collect();
    Some(tf(&stage.key, &args))
}

/// [`GameUi::check`] for a game type: replays the save (it may stop early;
/// the table says so).
pub fn check_game<G: Game>(save: &SaveFile) -> Result<(), LoadError> {
    Match::<G>::restore(save).map(|_| ())
}

/// [`GameUi::replayed`] for a game type.
pub fn replayed_game<G: Game>(save: &SaveFile) -> Option<Replayed> {
    let m = Match::<G>::restore(save).ok()?.game;
    Some(Replayed {
        status: m.save().status,
        secrets: m.save_shows_secrets(),
    })
}

/// [`GameUi::table`] for a game type: opens the save in a session and draws
/// `table` around it.
pub fn open_table<G>(
    id: String,
    save: &SaveFile,
    table: impl FnOnce(Session<G>) -> AnyView,
) -> Result<AnyView, LoadError>
where
    G: Game + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    Session::<G>::open(id, save).map(table)
}

/// The longest player name, as the new-game form allows and every list shows.
pub const MAX_NAME_CHARS: usize = 24;

/// A name as typed, or as a file holds it, cut to [`MAX_NAME_CHARS`].
pub fn clamp_name(name: &str) -> String {
    name.chars().take(MAX_NAME_CHARS).collect()
}

/// The players' names of a save, the seats' defaults where none was typed.
pub fn names_or(meta: &sherwood_engine::Meta, seats: [&str; 2]) -> [String; 2] {
    [0, 1].map(|s| {
        meta.names
            .get(s)
            .filter(|n| !n.trim().is_empty())
            .map(|n| clamp_name(n))
            .unwrap_or_else(|| seats[s].to_string())
    })
}
