//! A game with its history: apply, undo back to the last barrier, save, load.

use crate::{
    fingerprint, Game, LoadError, Meta, Outcome, SaveFile, Seat, Step, Viewer, SAVE_FORMAT,
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
    pub fn apply_text(&mut self, text: &str) -> Result<(), IllegalAction> {
        let action = text.parse::<G::Action>().map_err(|_| IllegalAction {
            action: text.to_string(),
        })?;
        self.apply(&action)
    }

    /// True when the last action may be taken back.
    pub fn can_undo(&self) -> bool {
        self.actions.len() > self.undo_floor
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
            snapshot: fingerprint(&self.game),
            meta: self.meta.clone(),
        }
    }

    /// Replays a save, checking every action and the final snapshot.
    pub fn load(save: &SaveFile) -> Result<Self, LoadError> {
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
        for (index, text) in save.actions.iter().enumerate() {
            let action = text
                .parse::<G::Action>()
                .map_err(|_| LoadError::BadAction {
                    index,
                    text: text.clone(),
                })?;
            m.apply(&action).map_err(|_| LoadError::IllegalAction {
                index,
                text: text.clone(),
            })?;
        }
        if fingerprint(&m.game) != save.snapshot {
            return Err(LoadError::SnapshotMismatch);
        }
        Ok(m)
    }
}

/// A match of any game, driven through text: what the command line needs.
pub trait DynMatch {
    fn game_id(&self) -> &'static str;
    fn legal_text(&self) -> Vec<String>;
    fn apply_text(&mut self, text: &str) -> Result<(), IllegalAction>;
    fn to_move(&self) -> Option<Seat>;
    fn outcome(&self) -> Option<Outcome>;
    fn view_json(&self, viewer: Viewer) -> serde_json::Value;
    fn save(&self) -> SaveFile;
}

impl<G: Game> DynMatch for Match<G> {
    fn game_id(&self) -> &'static str {
        G::ID
    }
    fn legal_text(&self) -> Vec<String> {
        self.game.legal().iter().map(|a| a.to_string()).collect()
    }
    fn apply_text(&mut self, text: &str) -> Result<(), IllegalAction> {
        Match::apply_text(self, text)
    }
    fn to_move(&self) -> Option<Seat> {
        self.game.to_move()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
    fn view_json(&self, viewer: Viewer) -> serde_json::Value {
        serde_json::to_value(self.game.view(viewer)).expect("views serialise")
    }
    fn save(&self) -> SaveFile {
        Match::save(self)
    }
}
