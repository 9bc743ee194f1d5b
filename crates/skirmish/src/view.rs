//! What a viewer sees. The hidden side's unseen characters, and the log
//! entries that would place them, are left out of the other side's view and
//! of the public one.

use crate::hex::Hex;
use crate::log::{Entry, Event};
use crate::roster::{Side, Who};
use crate::scenario::Choice;
use crate::state::{Character, Moment, Recoil, Skirmish};
use serde::{Deserialize, Serialize};
use sherwood_engine::Viewer;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub scenario: Choice,
    /// The game's revision of the rules ([`crate::Options::rules`]).
    #[serde(default = "crate::state::first_rules")]
    pub rules: u8,
    pub turn: u32,
    pub turns: u32,
    pub phase: u32,
    pub phase_side: Side,
    pub moment: Moment,
    pub to_move: Option<Side>,
    /// The characters the viewer knows of, in the scenario's order.
    pub characters: Vec<Character>,
    pub horses: Vec<Hex>,
    pub recoils: Vec<Recoil>,
    /// Where the recoil to choose may end (public: it is a seen character's).
    pub recoil_ends: Vec<Hex>,
    pub points: [u32; 2],
    /// During the hidden set-up: who is still to be placed.
    pub unplaced: Vec<Who>,
    pub log: Vec<Entry>,
}

/// The side a viewer sees for; `None` for the public.
pub(crate) fn viewer_side(viewer: Viewer) -> Option<Side> {
    match viewer {
        Viewer::Public => None,
        Viewer::Seat(s) => Some(Side::from_seat(s)),
    }
}

impl View {
    /// The game's scenario, as its revision of the rules plays it.
    pub fn scenario(&self) -> &'static crate::scenario::Scenario {
        self.scenario.scenario(self.rules)
    }

    /// The game's map, drawn as its revision of the rules draws it.
    pub fn map(&self) -> &'static crate::maps::Map {
        self.scenario()
            .map
            .drawn(crate::rules::map_drawing(self.rules))
    }
}

impl Skirmish {
    pub(crate) fn make_view(&self, viewer: Viewer) -> View {
        let side = viewer_side(viewer);
        let knows = |c: &Character| !c.hidden || Some(c.side()) == side;
        let hidden_from_me = |e: &Entry| {
            e.hidden_from
                .is_some_and(|f| Some(f) == side || side.is_none())
        };
        View {
            viewer,
            scenario: self.options.scenario,
            rules: self.options.rules,
            turn: self.turn(),
            turns: self.scenario().turns,
            phase: self.phase,
            phase_side: self.phase_side(),
            moment: self.moment.clone(),
            to_move: self.to_move_side(),
            characters: self.chars.iter().filter(|c| knows(c)).cloned().collect(),
            horses: self.horses.clone(),
            recoils: self.recoils.clone(),
            recoil_ends: self
                .recoils
                .first()
                .map(|r| self.recoil_ends(r))
                .unwrap_or_default(),
            points: self.points,
            unplaced: match self.moment {
                Moment::Setup => self
                    .chars
                    .iter()
                    .filter(|c| c.hidden && c.at.is_none())
                    .map(|c| c.who)
                    .collect(),
                _ => Vec::new(),
            },
            log: self
                .log
                .iter()
                .map(|e| {
                    if hidden_from_me(e) {
                        Entry {
                            event: Event::Unseen {
                                side: e.hidden_from.map_or(Side::Outlaws, Side::other),
                            },
                            hidden_from: None,
                        }
                    } else {
                        e.clone()
                    }
                })
                .collect(),
        }
    }
}
