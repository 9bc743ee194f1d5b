//! A game being played at the table, for any game: applies actions, undoes,
//! autosaves after every change, and keeps in step with other tabs.

use super::writer::{GameLock, Writer};
use super::UndoTo;
use crate::i18n::{t, tf};
use crate::storage::{self, Place, Seen, WriteError};
use leptos::prelude::*;
use sherwood_engine::{Divergence, Game, LoadError, Match, SaveFile, SetAside, StopReason};

/// A message above the table.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// The last action was refused; nothing changed.
    Refused(String),
    /// The game goes on but is not being saved.
    NotSaved(String),
    /// The game was changed in another tab; this tab now shows that.
    Synced(String),
    /// The game was saved by an earlier version whose rules differ.
    Replayed(String),
    /// This tab follows a game another tab plays.
    Elsewhere(String),
}

pub struct Session<G: Game + Send + Sync + 'static> {
    pub id: StoredValue<String>,
    pub game: RwSignal<Match<G>>,
    /// What this tab last read or wrote of the game, to notice other tabs' writes.
    base: StoredValue<Seen>,
    pub notice: RwSignal<Option<Notice>>,
    /// A move this tab could not store (storage full): leaving asks first.
    unsaved: StoredValue<bool>,
    /// The stored save has no check yet (format 1): the first write this
    /// tab may make gives it one, so a later rules change that moves its
    /// position is reported.
    check_owed: StoredValue<bool>,
    /// Which tab plays this game (`None` for a game never saved: a tutorial).
    lock: Option<GameLock>,
}

/// Why a game holds an original that no longer replays (see [`SetAside`]),
/// in words.
pub fn set_aside_message(aside: &SetAside) -> String {
    let action = aside.original.get(aside.at).map_or("", String::as_str);
    stop_message(aside.at, action, &aside.why)
}

/// Move `index` (from 0), `action`, no longer applies, for `why`.
pub fn stop_message(index: usize, action: &str, why: &StopReason) -> String {
    let key = match why {
        StopReason::NotAnAction => "ui.aside.not_an_action",
        StopReason::Illegal => "ui.aside.illegal",
    };
    tf(
        key,
        &[("n", &(index + 1)), ("action", &action), ("before", &index)],
    )
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
    /// Opens a saved game and follows its storage entry from now on. A game
    /// whose moves no longer all replay opens at its last move that applies;
    /// its original stays in storage, untouched until the next move, and in
    /// the save's `set_aside` after it.
    pub fn open(id: String, save: &SaveFile) -> Result<Self, LoadError> {
        // Moves this tab could not write (storage full) come back from the session.
        let stashed = storage::stashed(&id, save.rev).and_then(|s| Match::<G>::restore(&s).ok());
        let (recovered, restored) = match stashed {
            Some(r) => (true, r),
            None => (false, Match::<G>::restore(save)?),
        };
        let notice = match restored.divergence {
            _ if recovered => Some(Notice::NotSaved(t("ui.session.recovered").into())),
            Some(Divergence::Differs) => Some(Notice::Replayed(t("ui.session.replayed").into())),
            _ => None,
        };
        let session = Session {
            base: StoredValue::new(Seen::of(save)),
            lock: Some(GameLock::open(&id)),
            id: StoredValue::new(id),
            game: RwSignal::new(restored.game),
            notice: RwSignal::new(notice),
            unsaved: StoredValue::new(recovered),
            // Not for a game that stopped replaying: its original stays
            // untouched until the next move.
            check_owed: StoredValue::new(save.check.is_empty() && restored.divergence.is_none()),
        };
        session.follow_other_tabs();
        session.follow_the_lock();
        session.warn_before_leaving_unsaved();
        crate::crash::set_current_game(Some(session.id.get_value()));
        on_cleanup(|| crate::crash::set_current_game(None));
        Ok(session)
    }

    /// Who plays this game now: this tab, another, or any (see [`Writer`]).
    pub fn writer(self) -> Writer {
        self.lock.map_or(Writer::Here, |l| l.writer.get())
    }

    /// Plays here instead of the other tab that has the game open.
    pub fn play_here(self) {
        if let Some(lock) = self.lock {
            lock.take_over();
        }
    }

    /// On getting the game, catches up with what the other tab stored (and
    /// stores this tab's recovered moves); on losing it, says so.
    fn follow_the_lock(self) {
        let Some(lock) = self.lock else { return };
        Effect::new(move |_| match lock.writer.get() {
            Writer::Elsewhere => self
                .notice
                .set(Some(Notice::Elsewhere(t("ui.session.elsewhere").into()))),
            w if w.may_write() => {
                if matches!(self.notice.get_untracked(), Some(Notice::Elsewhere(_))) {
                    self.notice.set(None);
                }
                if self.unsaved.get_value() || self.check_owed.get_value() {
                    self.persist();
                } else {
                    self.reload(t("ui.session.changed_elsewhere"));
                }
            }
            _ => {}
        });
    }

    /// While moves are not saved, leaving or reloading the page asks first.
    fn warn_before_leaving_unsaved(self) {
        let handle = window_event_listener(leptos::ev::beforeunload, move |e| {
            if self.unsaved() {
                e.prevent_default();
                e.set_return_value(t("ui.session.not_saved"));
            }
        });
        on_cleanup(move || handle.remove());
    }

    /// True while this game's moves are not all stored: storage refused one,
    /// or the browser blocks storage and the game lives in this page only.
    pub fn unsaved(self) -> bool {
        !self.is_scratch() && (self.unsaved.get_value() || storage::place() == Place::Memory)
    }

    /// A game kept only in memory (a tutorial): never saved, never synced.
    pub fn scratch(m: Match<G>) -> Self {
        Session {
            base: StoredValue::new(Seen::default()),
            id: StoredValue::new(String::new()),
            game: RwSignal::new(m),
            notice: RwSignal::new(None),
            unsaved: StoredValue::new(false),
            check_owed: StoredValue::new(false),
            lock: None,
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

    /// Adopts what storage holds for this game, if it is readable and is not
    /// what this tab last saw (another revision, or the same with other moves).
    fn reload(self, why: &str) {
        let Some(Ok(save)) = storage::read(&self.id.get_value()) else {
            return;
        };
        if self.base.with_value(|b| *b == Seen::of(&save)) {
            return;
        }
        if let Ok(restored) = Match::<G>::restore(&save) {
            self.base.set_value(Seen::of(&save));
            self.check_owed
                .set_value(save.check.is_empty() && restored.divergence.is_none());
            self.game.set(restored.game);
            self.unsaved.set_value(false);
            storage::clear_stash(&self.id.get_value());
            if !matches!(self.notice.get_untracked(), Some(Notice::Elsewhere(_))) {
                self.notice.set(Some(Notice::Synced(why.into())));
            }
        }
    }

    /// False, with a notice, while another tab plays this game.
    fn may_play(self) -> bool {
        let writer = untrack(move || self.writer());
        if !writer.may_write() {
            self.notice
                .set(Some(Notice::Elsewhere(t("ui.session.elsewhere").into())));
        }
        writer.may_write()
    }

    /// Plays one action; an illegal one leaves everything as it was.
    pub fn act(self, action: G::Action) {
        if !self.may_play() {
            return;
        }
        let result = self.game.try_update(|m| m.apply(&action));
        match result {
            Some(Ok(())) => {
                if matches!(
                    self.notice.get_untracked(),
                    Some(Notice::Refused(_) | Notice::Synced(_) | Notice::Replayed(_))
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
        if !self.may_play() {
            return;
        }
        self.game.update(|m| m.meta.players = players);
        self.persist();
    }

    /// Offers the original game that a rules change stopped replaying, as a
    /// file of its own.
    pub fn export_original(self) {
        let save = self.game.with_untracked(|m| m.save());
        if let Some(aside) = save.set_aside.last() {
            super::download(
                &format!("sherwood-{}-{}-original.json", G::ID, self.id.get_value()),
                &save.original(aside).to_json_pretty(),
            );
        }
    }

    /// The player lets the set-aside original go.
    pub fn forget_original(self) {
        if !self.may_play() {
            return;
        }
        self.game.update(|m| m.set_aside.clear());
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
            Ok(id) => crate::route::navigate(&crate::route::Route::Play(id)),
            Err(e) => self.notice.set(Some(Notice::NotSaved(e))),
        }
    }

    /// The moves so far were put in a link for the friend on another
    /// device: undo stops there from now on (`Remote::sent`).
    pub fn mark_sent(self) {
        let changed = self.game.try_update(|m| {
            let n = m.actions().len();
            match m.meta.remote.as_mut() {
                Some(r) if r.sent < n => {
                    r.sent = n;
                    m.fence();
                    true
                }
                _ => false,
            }
        });
        if changed == Some(true) {
            self.persist();
        }
    }

    pub fn can_undo(self) -> bool {
        self.game.with(|m| m.can_undo())
    }

    pub fn undo(self) {
        if !self.may_play() {
            return;
        }
        if self.game.try_update(|m| m.undo()) == Some(true) {
            self.persist();
        }
    }

    /// "Undo to here" for a table whose log, as its viewer reads it, is
    /// `log_len(game)` long: offered on the lines after the last barrier
    /// while `allowed` (the table's own Undo is), taking back a line and all
    /// after it.
    pub fn undo_to(
        self,
        allowed: Signal<bool>,
        log_len: impl Fn(&G) -> usize + Copy + Send + Sync + 'static,
    ) -> UndoTo {
        UndoTo {
            from: Signal::derive(move || {
                if allowed.get() {
                    self.game.with(|m| log_len(m.checkpoint()))
                } else {
                    usize::MAX
                }
            }),
            undo: Callback::new(move |line: usize| self.undo_while(|m| log_len(m.game()) > line)),
        }
    }

    /// Takes actions back, within the undo limits, while `more` says so
    /// ("undo to here" from a log line); saves once.
    pub fn undo_while(self, more: impl Fn(&Match<G>) -> bool) {
        if !self.may_play() {
            return;
        }
        let undone = self.game.try_update(|m| {
            let mut any = false;
            while more(m) && m.undo() {
                any = true;
            }
            any
        });
        if undone == Some(true) {
            self.persist();
        }
    }

    fn persist(self) {
        if self.is_scratch() {
            return;
        }
        let base = self.base.get_value();
        let save = self.game.with_untracked(|m| {
            let mut save = m.save();
            // Played when its moves changed, not when only derived fields did
            // (a check written for an old save), so the list keeps its order.
            if save.actions != base.actions {
                save.meta.updated = js_sys::Date::now();
            }
            save.rev = base.rev + 1;
            save
        });
        let id = self.id.get_value();
        match storage::write(&id, &save, Some(&base)) {
            Ok(()) => {
                self.base.set_value(Seen::of(&save));
                self.unsaved.set_value(false);
                self.check_owed.set_value(false);
                storage::clear_stash(&id);
                if matches!(self.notice.get_untracked(), Some(Notice::NotSaved(_))) {
                    self.notice.set(None);
                }
            }
            Err(WriteError::ChangedElsewhere) => self.reload(t("ui.session.move_not_saved")),
            Err(WriteError::Unreadable) => self
                .notice
                .set(Some(Notice::NotSaved(t("ui.session.unreadable").into()))),
            Err(WriteError::Refused(_)) => {
                // Kept for this tab's session if it has room; the page knows
                // either way, and leaving asks first.
                self.unsaved.set_value(true);
                let key = if storage::stash(&id, &save) {
                    "ui.session.not_saved"
                } else {
                    "ui.session.not_saved_anywhere"
                };
                self.notice.set(Some(Notice::NotSaved(t(key).into())));
            }
        }
    }
}
