//! A game with its history: apply, undo back to the last barrier, save, load.

use crate::{
    Check, Divergence, Game, LoadError, Meta, Outcome, SaveFile, Seat, SetAside, Status, Step,
    StopReason, Viewer, SAVE_FORMAT,
};
use std::fmt;

/// An action the current position does not allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalAction {
    pub action: String,
}

impl fmt::Display for IllegalAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a legal move now", self.action)
    }
}

impl std::error::Error for IllegalAction {}

/// Why a move given as text was not played: text that is no action of the
/// game at all, or a well-written action that the position does not allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActionError {
    /// `reason` is the notation's own explanation.
    NotAnAction {
        text: String,
        reason: String,
    },
    Illegal(IllegalAction),
}

impl fmt::Display for ActionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::NotAnAction { reason, .. } => f.write_str(reason),
            ActionError::Illegal(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ActionError {}

/// A game in progress together with everything needed to undo, save and replay it.
#[derive(Clone, Debug)]
pub struct Match<G: Game> {
    seed: u64,
    game: G,
    actions: Vec<G::Action>,
    /// Undo never takes back actions before this index.
    undo_floor: usize,
    /// The state right after `actions[..undo_floor]`; undo replays from here.
    checkpoint: G,
    pub meta: Meta,
    /// The storage revision this match was read at (see [`SaveFile::rev`]).
    pub rev: u64,
    /// Original games a rules change stopped replaying, kept until the
    /// player lets them go.
    pub set_aside: Vec<SetAside>,
}

/// A save replayed under this build's rules.
#[derive(Clone, Debug)]
pub struct Restored<G: Game> {
    pub game: Match<G>,
    /// How the replay departs from the saved game, if it does.
    pub divergence: Option<Divergence>,
}

impl<G: Game> Match<G> {
    pub fn new(options: G::Options, seed: u64) -> Self {
        let game = G::new(&options, seed);
        Match {
            seed,
            checkpoint: game.clone(),
            game,
            actions: Vec::new(),
            undo_floor: 0,
            meta: Meta::default(),
            rev: 0,
            set_aside: Vec::new(),
        }
    }

    pub fn game(&self) -> &G {
        &self.game
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn actions(&self) -> &[G::Action] {
        &self.actions
    }

    pub fn apply(&mut self, action: &G::Action) -> Result<(), IllegalAction> {
        let step = self.game.apply(action)?;
        self.actions.push(action.clone());
        // Undo never reopens a finished game.
        if step == Step::Barrier || self.game.outcome().is_some() {
            self.undo_floor = self.actions.len();
            self.checkpoint = self.game.clone();
        }
        Ok(())
    }

    /// Parses and applies one action in text notation.
    pub fn apply_text(&mut self, text: &str) -> Result<(), ActionError> {
        let action = text
            .parse::<G::Action>()
            .map_err(|e| ActionError::NotAnAction {
                text: text.to_string(),
                reason: e.to_string(),
            })?;
        self.apply(&action).map_err(ActionError::Illegal)
    }

    /// Undo stops here from now on, as at a barrier: the moves so far were
    /// sent to a friend's device ([`crate::remote`]).
    pub fn fence(&mut self) {
        self.undo_floor = self.actions.len();
        self.checkpoint = self.game.clone();
    }

    /// True when the last action may be taken back.
    pub fn can_undo(&self) -> bool {
        self.actions.len() > self.undo_floor
    }

    /// The game as it stood at the last barrier (a die roll, a hand-over, the
    /// end): undo goes no further back.
    pub fn checkpoint(&self) -> &G {
        &self.checkpoint
    }

    /// Takes back the last action by replaying from the last barrier.
    pub fn undo(&mut self) -> bool {
        if !self.can_undo() {
            return false;
        }
        self.actions.pop();
        let mut game = self.checkpoint.clone();
        for action in &self.actions[self.undo_floor..] {
            game.apply_legal(action);
        }
        self.game = game;
        true
    }

    pub fn save(&self) -> SaveFile {
        SaveFile {
            format: SAVE_FORMAT,
            game: G::ID.to_string(),
            options: serde_json::to_value(self.game.options()).expect("options serialise"),
            seed: self.seed,
            actions: self.actions.iter().map(|a| a.to_string()).collect(),
            check: self.check().to_string(),
            rev: self.rev,
            status: Some(Status {
                moves: self.actions.len(),
                to_move: self.game.to_move(),
                winner: self.game.outcome().map(|o| o.winner),
                stage: self.game.stage(),
            }),
            set_aside: self.set_aside.clone(),
            meta: self.meta.clone(),
        }
    }

    /// Whether a save of this game now shows what a seat may not know: the
    /// game keeps secrets ([`Game::keeps_secrets`]) and is not over.
    pub fn save_shows_secrets(&self) -> bool {
        self.game.keeps_secrets() && self.game.outcome().is_none()
    }

    /// The check over the current public position.
    pub fn check(&self) -> Check {
        Check::of(G::POSITION_VERSION, &self.game.public_position())
    }

    /// Replays a save under this build's rules as far as its moves apply.
    /// Only a save that cannot be started at all is an error: a move that no
    /// longer applies stops the replay just before it, and the original game
    /// is kept whole in [`Match::set_aside`].
    ///
    /// A save that does not say which reading of the rules it was played
    /// under ([`Game::unstated_reading`]) and holds an original that stopped
    /// replaying (its own moves, or a set-aside one) may be a game of that
    /// earlier reading, written back by a build that did not know it: if
    /// the original replays whole under it, and the save's moves are its
    /// first moves (nothing played since would be lost), the game goes on
    /// under that reading with its original moves, that set-aside dropped.
    pub fn restore(save: &SaveFile) -> Result<Restored<G>, LoadError> {
        let restored = Self::restore_as_saved(save)?;
        if let Some(earlier) = G::unstated_reading(&save.options) {
            if let Some(recovered) = Self::recover(save, &restored.game, earlier) {
                return Ok(Restored {
                    game: recovered,
                    divergence: None,
                });
            }
        }
        Ok(restored)
    }

    /// The game of `restored`'s set-aside originals that replays whole under
    /// the `earlier` reading, the latest first, as a match under it.
    fn recover(save: &SaveFile, restored: &Match<G>, earlier: G::Options) -> Option<Match<G>> {
        restored
            .set_aside
            .iter()
            .enumerate()
            .rev()
            .filter(|(_, aside)| aside.original.starts_with(&save.actions))
            .find_map(|(i, aside)| {
                let mut m = Match::new(earlier.clone(), save.seed);
                for text in &aside.original {
                    m.apply_text(text).ok()?;
                }
                m.meta = save.meta.clone();
                m.rev = save.rev;
                m.set_aside = restored.set_aside.clone();
                m.set_aside.remove(i);
                Some(m)
            })
    }

    /// [`Match::restore`] under the options as the save states them.
    fn restore_as_saved(save: &SaveFile) -> Result<Restored<G>, LoadError> {
        if save.format > SAVE_FORMAT {
            return Err(LoadError::NewerFormat(save.format));
        }
        if save.format != SAVE_FORMAT {
            return Err(LoadError::UnknownFormat(save.format));
        }
        if save.game != G::ID {
            return Err(LoadError::WrongGame {
                expected: G::ID.into(),
                found: save.game.clone(),
            });
        }
        let options: G::Options = serde_json::from_value(save.options.clone())
            .map_err(|e| LoadError::BadOptions(e.to_string()))?;
        let mut m = Match::new(options, save.seed);
        m.meta = save.meta.clone();
        m.rev = save.rev;
        m.set_aside = save.set_aside.clone();
        let mut divergence = None;
        // A remote game's undo never goes back past what the friend has.
        let fence = save.meta.remote.as_ref().map(|r| r.undo_floor());
        for (index, text) in save.actions.iter().enumerate() {
            if fence == Some(index) {
                m.fence();
            }
            let stop = match m.apply_text(text) {
                Ok(()) => continue,
                Err(ActionError::NotAnAction { reason, .. }) => (StopReason::NotAnAction, reason),
                Err(ActionError::Illegal(_)) => (StopReason::Illegal, String::new()),
            };
            m.set_aside.push(SetAside {
                at: index,
                why: stop.0.clone(),
                original: save.actions.clone(),
            });
            divergence = Some(Divergence::Stopped {
                index,
                text: text.clone(),
                why: stop.0,
                detail: stop.1,
            });
            break;
        }
        if fence == Some(m.actions.len()) {
            m.fence();
        }
        if divergence.is_none() {
            // A check in an older wording cannot be compared: skip it.
            let saved = Check::parse(&save.check);
            if let Some(saved) = saved.filter(|c| c.version == G::POSITION_VERSION) {
                if saved != m.check() {
                    divergence = Some(Divergence::Differs);
                }
            }
        }
        Ok(Restored {
            game: m,
            divergence,
        })
    }

    /// Replays a save that must replay exactly (every move, same position).
    pub fn load(save: &SaveFile) -> Result<Self, LoadError> {
        let restored = Self::restore(save)?;
        match restored.divergence {
            None => Ok(restored.game),
            Some(d) => Err(LoadError::Diverged(d)),
        }
    }
}

/// A match of any game, driven through text: what the command line needs.
pub trait DynMatch: Played {
    fn game_id(&self) -> &'static str;
    fn legal_text(&self) -> Vec<String>;
    fn view_json(&self, viewer: Viewer) -> serde_json::Value;
    /// [`Game::keeps_secrets`]: whether a seat's view lacks facts the game holds.
    fn keeps_secrets(&self) -> bool;
}

/// A match of any game as text moves in and a save out: what a friend's
/// link plays ([`crate::remote`]). [`DynMatch`] adds the legal moves and
/// the views; the app has one of these per game without every view's JSON.
pub trait Played {
    fn apply_text(&mut self, text: &str) -> Result<(), ActionError>;
    fn to_move(&self) -> Option<Seat>;
    fn outcome(&self) -> Option<Outcome>;
    fn seed(&self) -> u64;
    /// Every action played, in the game's notation.
    fn actions_text(&self) -> Vec<String>;
    fn save(&self) -> SaveFile;
}

impl<G: Game> DynMatch for Match<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }
    fn legal_text(&self) -> Vec<String> {
        self.game.legal().iter().map(|a| a.to_string()).collect()
    }
    fn view_json(&self, viewer: Viewer) -> serde_json::Value {
        serde_json::to_value(self.game.view(viewer)).expect("views serialise")
    }
    fn keeps_secrets(&self) -> bool {
        self.game.keeps_secrets()
    }
}

impl<G: Game> Played for Match<G> {
    fn apply_text(&mut self, text: &str) -> Result<(), ActionError> {
        Match::apply_text(self, text)
    }
    fn to_move(&self) -> Option<Seat> {
        self.game.to_move()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
    fn seed(&self) -> u64 {
        self.seed
    }
    fn actions_text(&self) -> Vec<String> {
        self.actions.iter().map(|a| a.to_string()).collect()
    }
    fn save(&self) -> SaveFile {
        Match::save(self)
    }
}
