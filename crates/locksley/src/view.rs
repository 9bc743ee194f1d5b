//! What a viewer sees. Robin of Locksley hides only the draw pile's order and
//! the faces of coins, so every seat sees the same view; the pile is a count.

use crate::action::Action;
use crate::log::Event;
use crate::state::{tile_at, Locksley, Options, Phase, Sale};
use crate::tiles::Glory;
use serde::{Deserialize, Serialize};
use sherwood_engine::{Outcome, Seat, Viewer};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PlayerView {
    pub loot: [u8; 6],
    pub gold: u8,
    pub bard: u16,
}

/// What the player to move is asked for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Prompt {
    ChooseCorner,
    /// `moved`: the Robin has already moved this turn.
    Turn {
        moved: bool,
    },
    MustFeed,
    Over(Outcome),
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    pub options: Options,
    pub turn: u32,
    pub grid: [Option<crate::Color>; 25],
    pub robins: [Option<u8>; 2],
    pub players: [PlayerView; 2],
    pub track: Vec<Glory>,
    /// The tile each bard would enter with its next step.
    pub next_tiles: [Glory; 2],
    pub draw_count: u8,
    /// The discard lies face up: tiles per colour.
    pub discard: [u8; 6],
    pub current: Seat,
    pub prompt: Prompt,
    /// The bard of the player to move has taken a step this turn. A turn
    /// ends once the Robin has moved (see the prompt) or the bard has stepped.
    #[serde(default)]
    pub bard_stepped: bool,
    /// Sales a "sell just before" challenge may still use.
    pub pending_sales: Vec<Sale>,
    /// Empty squares waiting for a tile, oldest first (the order they are
    /// refilled in after the square just vacated).
    pub empty: Vec<u8>,
    /// The square the Robin left this turn, refilled first at the turn's end.
    pub vacated: Option<u8>,
    /// The legal actions, when the viewer is the seat to move (or the public
    /// table, which hot-seat play drives).
    pub legal: Vec<Action>,
    pub log: Vec<Event>,
}

impl Locksley {
    pub(crate) fn make_view(&self, viewer: Viewer) -> View {
        let mut discard = [0u8; 6];
        for c in &self.discard {
            discard[c.index()] += 1;
        }
        let to_move = sherwood_engine::Game::to_move(self);
        let may_act = match viewer {
            Viewer::Public => true,
            Viewer::Seat(s) => Some(s) == to_move,
        };
        View {
            viewer,
            options: self.options.clone(),
            turn: self.turn,
            grid: self.grid,
            robins: self.robins,
            players: self.players.clone().map(|p| PlayerView {
                loot: p.loot,
                gold: p.gold.len() as u8,
                bard: p.bard,
            }),
            track: self.track.clone(),
            next_tiles: [0, 1].map(|s: usize| {
                tile_at(&self.track, (self.players[s].bard + 1).min(2 * self.lap()))
            }),
            draw_count: self.draw.len() as u8,
            discard,
            current: self.current,
            prompt: match &self.phase {
                Phase::Setup => Prompt::ChooseCorner,
                Phase::Turn => Prompt::Turn { moved: self.moved },
                Phase::MustFeed => Prompt::MustFeed,
                Phase::Over(o) => Prompt::Over(o.clone()),
            },
            bard_stepped: self.stepped,
            pending_sales: self.sales.clone(),
            empty: self.empty.clone(),
            vacated: self.vacated,
            legal: if may_act {
                self.legal_actions()
            } else {
                Vec::new()
            },
            log: self.log.clone(),
        }
    }
}
