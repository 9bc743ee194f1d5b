//! *Robin of Locksley* (Uwe Rosenberg, 2020) as a pure rules engine.
//!
//! Two Robins jump like knights over a 5×5 grid of loot; loot sold in whole
//! collections of three or more turns into gold; bards advance around the
//! glory track by meeting each tile's challenge or by bribing with gold. The
//! first bard to complete two laps, stepping last onto *Long Live the King*,
//! wins; so does a bard that laps the other.
//!
//! Seat 0 is Red, seat 1 is Blue.

mod action;
pub mod bot;
mod challenge;
mod cli;
mod determinize;
pub mod grid;
mod log;
mod rules;
mod state;
mod tiles;
mod view;
mod wording;

pub use action::{Action, BadNotation};
pub use challenge::Met;
pub use log::Event;
pub use rules::TILES_PER_COLOR;
pub use state::{tile_at, Locksley, Options, Phase, Player, Sale};
pub use tiles::{Color, Faces, Glory, Large, Length, Small, LARGE_TILES};
pub use view::{PlayerView, Prompt, View};

use sherwood_engine::{
    stages, Ask, Ending, Game, IllegalAction, Outcome, Phrase, Seat, Stage, Step, Viewer,
};

impl Game for Locksley {
    const ID: &'static str = "locksley";
    const SEATS: usize = 2;
    type Options = Options;
    type Action = Action;
    type View = View;

    fn new(options: &Options, seed: u64) -> Self {
        Locksley::setup(options, seed)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn legal(&self) -> Vec<Action> {
        self.legal_actions()
    }

    fn to_move(&self) -> Option<Seat> {
        match self.phase {
            Phase::Over(_) => None,
            _ => Some(self.current),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match &self.phase {
            Phase::Over(o) => Some(o.clone()),
            _ => None,
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        self.make_view(viewer)
    }

    const ASKS: &'static [Ask] = &[CORNER, TURN, MUST_FEED, OVER];
    const ENDINGS: &'static [Ending] = &[
        Ending {
            reason: "lapped",
            phrase: Phrase {
                key: "locksley.won.lapped",
                args: &["name"],
            },
        },
        Ending {
            reason: "two_laps",
            phrase: Phrase {
                key: "locksley.won.two_laps",
                args: &["name"],
            },
        },
    ];

    fn ask(&self) -> Ask {
        match self.phase {
            Phase::Setup => CORNER,
            Phase::Turn => TURN,
            Phase::MustFeed => MUST_FEED,
            Phase::Over(_) => OVER,
        }
    }

    fn apply_legal(&mut self, action: &Action) -> Step {
        self.apply_action(action)
    }

    /// The kernel's check, with the legal actions listed in a buffer kept
    /// for it: no allocation per move (random playouts apply thousands).
    fn apply(&mut self, action: &Action) -> Result<Step, IllegalAction> {
        thread_local! {
            static LEGAL: std::cell::RefCell<Vec<Action>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        let legal = LEGAL.with_borrow_mut(|legal| {
            legal.clear();
            self.push_legal(legal);
            legal.contains(action)
        });
        if legal {
            Ok(self.apply_action(action))
        } else {
            Err(IllegalAction {
                action: action.to_string(),
            })
        }
    }

    const POSITION_VERSION: u32 = wording::VERSION;

    fn public_position(&self) -> String {
        self.position_text()
    }

    fn stage(&self) -> Stage {
        Stage::new(stages::TURN, &[self.turn])
    }
}

// What the table is told of each step: its name and rules section.
const CORNER: Ask = Ask::named("locksley.now.corner", "setup");
const TURN: Ask = Ask::named("locksley.now.turn", "turn");
const MUST_FEED: Ask = Ask::named("locksley.now.must_feed", "empty_pile");
const OVER: Ask = Ask::named("locksley.now.over", "finish");

/// Read access for tests, tools and the table.
impl Locksley {
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn current(&self) -> Seat {
        self.current
    }
    pub fn player(&self, seat: Seat) -> &Player {
        &self.players[seat as usize]
    }
    pub fn grid(&self) -> &[Option<Color>; 25] {
        &self.grid
    }
    pub fn robin(&self, seat: Seat) -> Option<u8> {
        self.robins[seat as usize]
    }
    pub fn track(&self) -> &[Glory] {
        &self.track
    }
    pub fn draw_pile(&self) -> &[Color] {
        &self.draw
    }
    pub fn discard_pile(&self) -> &[Color] {
        &self.discard
    }
    pub fn log(&self) -> &[Event] {
        &self.log
    }
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Every tile in the game, wherever it is (the 60 of the box).
    pub fn tile_count(&self) -> usize {
        let grid = self.grid.iter().flatten().count();
        let held: usize = self
            .players
            .iter()
            .map(|p| p.loot_total() as usize + p.gold.len())
            .sum();
        grid + held + self.draw.len() + self.discard.len()
    }
}

/// Builders for hand-made positions in tests and tutorials. They bypass the
/// rules on purpose; play continues from the position under the full rules.
pub mod position {
    use super::*;

    impl Locksley {
        /// A game past setup with Red on `red`, Blue on `blue`, and `current` to move.
        pub fn with_robins(options: &Options, seed: u64, red: u8, blue: u8, current: Seat) -> Self {
            let mut g = Locksley::setup(options, seed);
            for (seat, sq) in [(0usize, red), (1, blue)] {
                if let Some(tile) = g.grid[sq as usize].take() {
                    g.discard.push(tile);
                }
                g.robins[seat] = Some(sq);
            }
            g.phase = Phase::Turn;
            g.current = current;
            g
        }

        /// Takes one tile of colour `c` out of the draw pile, else the discard,
        /// else the grid (whose square is then refilled from the draw pile).
        fn take_tile(&mut self, c: Color) -> Color {
            if let Some(i) = self.draw.iter().position(|&t| t == c) {
                return self.draw.remove(i);
            }
            if let Some(i) = self.discard.iter().position(|&t| t == c) {
                return self.discard.remove(i);
            }
            let sq = self
                .grid
                .iter()
                .position(|&t| t == Some(c))
                .expect("60 tiles hold ten of each colour");
            self.grid[sq] = self.draw.pop();
            c
        }

        /// Sets a player's loot (per colour) and gold (that many coins), keeping
        /// the 60 tiles conserved: old holdings go back to the draw pile and new
        /// ones come out of it.
        pub fn set_holdings(&mut self, seat: Seat, loot: [u8; 6], gold: usize) {
            let p = &mut self.players[seat as usize];
            for c in Color::ALL {
                self.draw
                    .extend(std::iter::repeat_n(c, p.loot[c.index()] as usize));
            }
            self.draw.append(&mut p.gold);
            self.players[seat as usize].loot = [0; 6];
            for c in Color::ALL {
                for _ in 0..loot[c.index()] {
                    self.take_tile(c);
                    self.players[seat as usize].loot[c.index()] += 1;
                }
            }
            for _ in 0..gold {
                let coin = self
                    .draw
                    .pop()
                    .or_else(|| self.discard.pop())
                    .expect("a tile for the coin");
                self.players[seat as usize].gold.push(coin);
            }
        }

        pub fn set_track(&mut self, track: Vec<Glory>) {
            self.track = track;
        }

        pub fn set_bard(&mut self, seat: Seat, progress: u16) {
            self.players[seat as usize].bard = progress;
        }

        pub fn set_square(&mut self, sq: u8, tile: Option<Color>) {
            if let Some(old) = self.grid[sq as usize].take() {
                self.draw.push(old);
            }
            if let Some(c) = tile {
                let t = self.take_tile(c);
                self.grid[sq as usize] = Some(t);
            }
        }

        /// Lays out the whole grid: every tile on it goes back to the draw
        /// pile, then each square takes its requested tile (from the draw
        /// pile, else the discard). Squares with a Robin must be `None`.
        pub fn set_grid(&mut self, grid: [Option<Color>; 25]) {
            for sq in 0..25u8 {
                assert!(
                    grid[sq as usize].is_none() || !self.robins.contains(&Some(sq)),
                    "square {sq} holds a Robin"
                );
                if let Some(old) = self.grid[sq as usize].take() {
                    self.draw.push(old);
                }
            }
            for (sq, tile) in grid.iter().enumerate() {
                if let Some(c) = *tile {
                    let t = self.take_tile(c);
                    self.grid[sq] = Some(t);
                }
            }
            assert_eq!(self.grid, grid, "not enough tiles of some colour");
        }

        /// Moves the whole draw pile (and optionally the discard) out of play
        /// into a player's gold, to reach the empty-pile rules.
        pub fn empty_piles_into_gold(&mut self, seat: Seat) {
            let p = &mut self.players[seat as usize];
            p.gold.append(&mut self.draw);
            p.gold.append(&mut self.discard);
        }
    }
}
