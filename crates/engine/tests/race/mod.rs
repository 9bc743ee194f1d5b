//! A toy game for the kernel's tests: a race to 10 where each player adds 1 or 2,
//! or rolls a die (a barrier), and then passes.

#![allow(dead_code)]

use serde::{Deserialize, Serialize};
use sherwood_engine::{Ask, Ending, Game, Match, Outcome, Phrase, Rng, Seat, Stage, Step, Viewer};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct RaceOptions {
    pub target: u32,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Race {
    pub options: RaceOptions,
    pub rng: Rng,
    pub totals: [u32; 2],
    /// Hidden from the other seat: each seat's secret number.
    pub secrets: [u32; 2],
    pub current: Seat,
    pub acted: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum RaceAction {
    Add(u32),
    Roll,
    Pass,
}

impl fmt::Display for RaceAction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RaceAction::Add(n) => write!(f, "add {n}"),
            RaceAction::Roll => f.write_str("roll"),
            RaceAction::Pass => f.write_str("pass"),
        }
    }
}

impl FromStr for RaceAction {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "roll" => Ok(RaceAction::Roll),
            "pass" => Ok(RaceAction::Pass),
            _ => s
                .strip_prefix("add ")
                .and_then(|n| n.parse().ok())
                .map(RaceAction::Add)
                .ok_or(format!("'{s}' is not a race action (add N, roll, pass)")),
        }
    }
}

#[derive(Serialize)]
pub struct RaceView {
    pub totals: [u32; 2],
    pub my_secret: Option<u32>,
}

impl Race {
    fn target(&self) -> u32 {
        if self.options.target == 0 {
            10
        } else {
            self.options.target
        }
    }
}

pub const RACE_PLAY: Ask = Ask::named("race.now.play", "turn");
pub const RACE_OVER: Ask = Ask::named("race.now.over", "end");

impl Game for Race {
    const ID: &'static str = "race";
    const SEATS: usize = 2;
    type Options = RaceOptions;
    type Action = RaceAction;
    type View = RaceView;

    fn new(options: &RaceOptions, seed: u64) -> Self {
        let mut rng = Rng::new(seed);
        let secrets = [rng.below(100) as u32, rng.below(100) as u32];
        Race {
            options: options.clone(),
            rng,
            totals: [0, 0],
            secrets,
            current: 0,
            acted: false,
        }
    }
    fn options(&self) -> &RaceOptions {
        &self.options
    }
    fn legal(&self) -> Vec<RaceAction> {
        if self.outcome().is_some() {
            return vec![];
        }
        if self.acted {
            vec![RaceAction::Pass]
        } else {
            vec![RaceAction::Add(1), RaceAction::Add(2), RaceAction::Roll]
        }
    }
    fn to_move(&self) -> Option<Seat> {
        self.outcome().is_none().then_some(self.current)
    }
    fn outcome(&self) -> Option<Outcome> {
        (0..2)
            .find(|&s| self.totals[s] >= self.target())
            .map(|s| Outcome {
                winner: s as Seat,
                reason: "reached".into(),
            })
    }
    const ASKS: &'static [Ask] = &[RACE_PLAY, RACE_OVER];
    const ENDINGS: &'static [Ending] = &[Ending::named("reached", "race.won.reached")];
    fn ask(&self) -> Ask {
        if self.outcome().is_some() {
            RACE_OVER
        } else {
            RACE_PLAY
        }
    }
    fn view(&self, viewer: Viewer) -> RaceView {
        RaceView {
            totals: self.totals,
            my_secret: match viewer {
                Viewer::Seat(s) => Some(self.secrets[s as usize]),
                Viewer::Public => None,
            },
        }
    }
    const POSITION_VERSION: u32 = 1;
    fn public_position(&self) -> String {
        format!(
            "totals {} {}, seat {} to move",
            self.totals[0], self.totals[1], self.current
        )
    }
    fn stage(&self) -> Stage {
        const TOTAL: Phrase = Phrase {
            key: "race.total",
            args: &["n"],
        };
        Stage::new(TOTAL, &[self.totals[0] + self.totals[1]])
    }
    fn apply_legal(&mut self, action: &RaceAction) -> Step {
        let me = self.current as usize;
        match action {
            RaceAction::Add(n) => {
                self.totals[me] += n;
                self.acted = true;
                Step::Reversible
            }
            RaceAction::Roll => {
                self.totals[me] += 1 + self.rng.below(6) as u32;
                self.acted = true;
                Step::Barrier
            }
            RaceAction::Pass => {
                self.current = 1 - self.current;
                self.acted = false;
                Step::Barrier
            }
        }
    }
}

pub fn play(m: &mut Match<Race>, moves: &[&str]) {
    for mv in moves {
        m.apply_text(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    }
}
