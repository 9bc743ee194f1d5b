//! A game being played at the table, for any game: applies actions, undoes,
//! autosaves after every change, and keeps in step with other tabs.

use crate::i18n::{t, tf};
use crate::storage::{self, WriteError};
use leptos::prelude::*;
use sherwood_engine::{Game, Match, SaveFile};

/// A message above the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The last action was refused; nothing changed.
    Refused(String),
    /// The game goes on but is not being saved.
    NotSaved(String),
    /// The game was changed in another tab; this tab now shows that.
    Synced(String),
}

pub struct Session<G: Game + Send + Sync + 'static> {
    pub id: StoredValue<String>,
    pub game: RwSignal<Match<G>>,
    /// The snapshot this tab last read or wrote, to notice other tabs' writes.
    base: StoredValue<String>,
    pub notice: RwSignal<Option<Notice>>,
}

/// Creates and stores a new game; returns its id.
/// `players` are "human" or "bot:<level>" per seat.
pub fn start_game<G: Game>(
    options: G::Options,
    names: Vec<String>,
    players: Vec<String>,
) -> Result<String, String> {
    let mut m: Match<G> = Match::new(options, storage::new_seed());
    let now = js_sys::Date::now();
    m.meta.players = players;
    m.meta.names = names;
    m.meta.created = now;
    m.meta.updated = now;
    let id = storage::new_id();
    storage::write(&id, &m.save(), None)
        .map_err(|_| t("ui.session.storage_full_new").to_string())?;
    Ok(id)
}

impl<G: Game + Send + Sync + 'static> Clone for Session<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Game + Send + Sync + 'static> Copy for Session<G> {}

impl<G> Session<G>
where
    G: Game + Send + Sync + 'static,
    G::Action: Send + Sync,
{
    /// Opens a saved game and follows its storage entry from now on.
    pub fn open(id: String, save: &SaveFile) -> Result<Self, String> {
        let m = Match::<G>::load(save).map_err(|e| crate::games::load_error(&e))?;
        let session = Session {
            base: StoredValue::new(save.snapshot.clone()),
            id: StoredValue::new(id),
            game: RwSignal::new(m),
            notice: RwSignal::new(None),
        };
        session.follow_other_tabs();
        Ok(session)
    }

    /// A game kept only in memory (a tutorial): never saved, never synced.
    pub fn scratch(m: Match<G>) -> Self {
        Session {
            base: StoredValue::new(String::new()),
            id: StoredValue::new(String::new()),
            game: RwSignal::new(m),
            notice: RwSignal::new(None),
        }
    }

    fn is_scratch(self) -> bool {
        self.id.with_value(String::is_empty)
    }

    fn follow_other_tabs(self) {
        let handle = window_event_listener(leptos::ev::storage, move |e| {
            let ours = e.key().as_deref().and_then(storage::id_of_key)
                == Some(self.id.get_value().as_str());
            if ours {
                self.reload(t("ui.session.changed_elsewhere"));
            }
        });
        on_cleanup(move || handle.remove());
    }

    /// Adopts what storage holds for this game, if it is readable and newer.
    fn reload(self, why: &str) {
        let Some(Ok(save)) = storage::read(&self.id.get_value()) else {
            return;
        };
        if save.snapshot == self.base.get_value() {
            return;
        }
        if let Ok(m) = Match::<G>::load(&save) {
            self.base.set_value(save.snapshot);
            self.game.set(m);
            self.notice.set(Some(Notice::Synced(why.into())));
        }
    }

    /// Plays one action; an illegal one leaves everything as it was.
    pub fn act(self, action: G::Action) {
        let result = self.game.try_update(|m| m.apply(&action));
        match result {
            Some(Ok(())) => {
                if matches!(
                    self.notice.get_untracked(),
                    Some(Notice::Refused(_) | Notice::Synced(_))
                ) {
                    self.notice.set(None);
                }
                self.persist();
            }
            Some(Err(e)) => self.notice.set(Some(Notice::Refused(tf(
                "ui.session.illegal",
                &[("action", &e.action)],
            )))),
            None => {}
        }
    }

    /// Changes who plays the seats (e.g. a human takes over from a bot) and saves.
    pub fn set_players(self, players: Vec<String>) {
        self.game.update(|m| m.meta.players = players);
        self.persist();
    }

    /// Offers the game as a file (the CLI's format).
    pub fn export(self) {
        let save = self.game.with_untracked(|m| m.save());
        super::download(
            &format!("sherwood-{}-{}.json", G::ID, self.id.get_value()),
            &save.to_json_pretty(),
        );
    }

    /// Starts a new game with the same options, names and players.
    pub fn play_again(self) {
        let (options, meta) = self
            .game
            .with_untracked(|m| (m.game().options().clone(), m.meta.clone()));
        match start_game::<G>(options, meta.names, meta.players) {
            Ok(id) => crate::app::navigate(&crate::app::Route::Play(id)),
            Err(e) => self.notice.set(Some(Notice::NotSaved(e))),
        }
    }

    pub fn can_undo(self) -> bool {
        self.game.with(|m| m.can_undo())
    }

    pub fn undo(self) {
        if self.game.try_update(|m| m.undo()) == Some(true) {
            self.persist();
        }
    }

    fn persist(self) {
        if self.is_scratch() {
            return;
        }
        let save = self.game.with_untracked(|m| {
            let mut save = m.save();
            save.meta.updated = js_sys::Date::now();
            save
        });
        match storage::write(&self.id.get_value(), &save, Some(&self.base.get_value())) {
            Ok(()) => {
                self.base.set_value(save.snapshot);
                if matches!(self.notice.get_untracked(), Some(Notice::NotSaved(_))) {
                    self.notice.set(None);
                }
            }
            Err(WriteError::ChangedElsewhere) => self.reload(t("ui.session.move_not_saved")),
            Err(WriteError::Refused(_)) => self
                .notice
                .set(Some(Notice::NotSaved(t("ui.session.not_saved").into()))),
        }
    }
}
