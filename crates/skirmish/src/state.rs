//! The whole state of a skirmish.

use crate::hex::Hex;
use crate::log::Entry;
use crate::roster::{Health, Side, Who};
use crate::scenario::{Choice, ScenarioError, ScenarioId, Written};
use crate::tables::PlayerStep;
use serde::{Deserialize, Serialize};
use sherwood_engine::{Outcome, Rng};

/// The game options: which scenario, and the reading of the rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub scenario: Choice,
    /// Which reading of the rules the game was begun under; a game keeps it
    /// to the end, so its saved moves replay as they were played (a rules
    /// fix changes new games only). What each revision decides is gated in
    /// `rules/revision.rs`.
    ///
    /// - 1: every game saved before 2026-11-27 (their saves have no such
    ///   field, hence the serde default): a recoil kept clear only of the
    ///   enemies its side could see; the bound prisoner could be shot at
    ///   and attacked; the ford scored at the end only.
    /// - 2: a recoil keeps clear of every enemy, hidden ones included; the
    ///   rescue's bound prisoner is no target; the ford scores each turn.
    /// - 3: a terrain shift past the 1-1 column stops there (before, it
    ///   forbade the attack).
    /// - 4: walls, windows and doors stand on hex sides, and houses block
    ///   sight (before, they were whole hexes).
    /// - 5: the built-in scenarios' second texts (`crate::scenario`): each
    ///   says who scores kills, with forces and points tuned again.
    /// - 6: the rescue and the meadow tuned again, on 400 games each.
    #[serde(
        default = "first_rules",
        deserialize_with = "sherwood_engine::known_revision::<_, RULES>"
    )]
    pub rules: u8,
}

/// The newest revision of the rules, which new games take.
pub const RULES: u8 = 6;

pub(crate) fn first_rules() -> u8 {
    1
}

impl Options {
    /// `scenario` under the newest rules.
    pub fn of(scenario: impl Into<Choice>) -> Options {
        Options {
            scenario: scenario.into(),
            rules: RULES,
        }
    }

    /// The scenario written in `text`, under the newest rules.
    pub fn written(text: &str) -> Result<Options, ScenarioError> {
        Ok(Options {
            scenario: Choice::Written(Written::read(text)?),
            rules: RULES,
        })
    }
}

impl Default for Options {
    fn default() -> Options {
        Options::of(ScenarioId::default())
    }
}

/// One character in play.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Character {
    pub who: Who,
    /// `None`: dead, off the map by its edge, or not yet placed.
    pub at: Option<Hex>,
    pub health: Health,
    pub mounted: bool,
    /// Unseen by the other side (hidden set-up).
    pub hidden: bool,
    /// A prisoner, who may not act until freed.
    pub bound: bool,
    /// Left the map by the scenario's exit edge.
    pub exited: bool,
    /// The phase it was stunned in (it stands up in the next one).
    pub stunned_in: u32,
    /// The last phase it fought a melee in, attacking or defending.
    pub fought_in: Option<u32>,
    /// What it did in the current step or phase (cleared at the phase's start).
    pub done: Done,
}

/// What a character has done in the current phase.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Done {
    pub fired_first: bool,
    pub fired_second: bool,
    pub moved: bool,
    pub fought: bool,
    /// Attacked as a defender in this melee step (one melee each).
    pub defended: bool,
}

impl Character {
    pub fn new(who: Who, at: Option<Hex>) -> Character {
        Character {
            who,
            at,
            health: Health::Healthy,
            mounted: false,
            hidden: false,
            bound: false,
            exited: false,
            stunned_in: 0,
            fought_in: None,
            done: Done::default(),
        }
    }

    pub fn side(&self) -> Side {
        self.who.side()
    }

    /// On the map and alive.
    pub fn on_map(&self) -> Option<Hex> {
        if self.health == Health::Dead {
            None
        } else {
            self.at
        }
    }

    /// On the map, alive, not stunned and not bound: may act.
    pub fn able(&self) -> bool {
        self.on_map().is_some() && self.health != Health::Stunned && !self.bound
    }

    pub fn wounded(&self) -> bool {
        self.health == Health::Wounded
    }

    /// Attack, defence and movement now.
    pub fn strengths(&self) -> (u8, u8, u8) {
        self.who.kind().strengths(self.mounted, self.wounded())
    }
}

/// Where the game stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Moment {
    /// The hidden side places its characters in secret.
    Setup,
    /// A step of the current player's phase.
    Step(PlayerStep),
    Over(Outcome),
}

/// A character who must recoil: from whom, how far, and whether it may pass
/// friends (fire: yes; melee: *ne peut pas dépasser d'autres personnages*).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Recoil {
    pub who: Who,
    pub away_from: Vec<Hex>,
    pub spaces: u8,
    pub through_friends: bool,
}

/// A game of Skirmish in Sherwood.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Skirmish {
    pub(crate) options: Options,
    pub(crate) rng: Rng,
    pub(crate) chars: Vec<Character>,
    /// Loose horses, one per entry, waiting to be mounted.
    pub(crate) horses: Vec<Hex>,
    /// Phases begun since the start, from 0; the side of phase `p` is the
    /// scenario's first side when `p` is even.
    pub(crate) phase: u32,
    pub(crate) moment: Moment,
    /// Recoils still to make, first first.
    pub(crate) recoils: Vec<Recoil>,
    /// Victory points, by seat.
    pub(crate) points: [u32; 2],
    pub(crate) log: Vec<Entry>,
    /// Movement searches already made (not part of the state).
    #[serde(skip)]
    pub(crate) reach_cache: crate::reach::ReachCache,
}

impl Skirmish {
    pub fn options(&self) -> &Options {
        &self.options
    }
    pub fn characters(&self) -> &[Character] {
        &self.chars
    }
    pub fn character(&self, who: Who) -> Option<&Character> {
        self.chars.iter().find(|c| c.who == who)
    }
    pub(crate) fn index(&self, who: Who) -> Option<usize> {
        self.chars.iter().position(|c| c.who == who)
    }
    pub fn horses(&self) -> &[Hex] {
        &self.horses
    }
    pub fn moment(&self) -> &Moment {
        &self.moment
    }
    pub fn points(&self) -> [u32; 2] {
        self.points
    }
    pub fn log(&self) -> &[Entry] {
        &self.log
    }
    pub fn pending_recoils(&self) -> &[Recoil] {
        &self.recoils
    }
    /// The turn, from 1.
    pub fn turn(&self) -> u32 {
        self.phase / 2 + 1
    }
    /// Whose phase it is.
    pub fn phase_side(&self) -> Side {
        let first = self.options.scenario.scenario(self.options.rules).first;
        if self.phase.is_multiple_of(2) {
            first
        } else {
            first.other()
        }
    }
}
