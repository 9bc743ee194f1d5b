//! Setup, legal actions and their effects.

use crate::action::Action;
use crate::challenge::Met;
use crate::grid;
use crate::log::Event;
use crate::state::{tile_at, Locksley, Options, Phase, Player, Sale};
use crate::tiles::{Color, Faces, Glory, Large, Small, LARGE_TILES};
use sherwood_engine::{Outcome, Rng, Seat, Step};

/// Loot tiles of each colour in the box.
pub const TILES_PER_COLOR: usize = 10;

impl Locksley {
    pub(crate) fn setup(options: &Options, seed: u64) -> Locksley {
        let mut options = options.clone();
        options.first = options.first.min(1);
        options.extra_gold = options.extra_gold.map(|g| g.min(2));
        let mut rng = Rng::new(seed);

        let mut tiles: Vec<Color> = Color::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, TILES_PER_COLOR))
            .collect();
        rng.shuffle(&mut tiles);
        let mut grid = [None; 25];
        for (square, tile) in grid.iter_mut().zip(tiles.drain(..25)) {
            *square = Some(tile);
        }
        let mut draw = tiles;
        let mut players: [Player; 2] = Default::default();
        // Beginner's handicap: extra coins come from the draw pile.
        for (player, &extra) in players.iter_mut().zip(&options.extra_gold) {
            for _ in 0..extra {
                player
                    .gold
                    .push(draw.pop().expect("35 tiles remain after the grid"));
            }
        }
        let track = build_track(&options, &mut rng);
        Locksley {
            current: options.first,
            options,
            rng,
            track,
            grid,
            robins: [None, None],
            players,
            draw,
            discard: Vec::new(),
            empty: Vec::new(),
            phase: Phase::Setup,
            moved: false,
            stepped: false,
            vacated: None,
            sales: Vec::new(),
            turn: 1,
            log: Vec::new(),
        }
    }

    pub(crate) fn legal_actions(&self) -> Vec<Action> {
        // Room for the most a turn offers (8 jumps, sales, meets, bribe, end):
        // one allocation, never a regrowth (playouts call this at every move).
        let mut out = Vec::with_capacity(16);
        self.push_legal(&mut out);
        out
    }

    /// The legal actions, added to `out`.
    pub(crate) fn push_legal(&self, out: &mut Vec<Action>) {
        match self.phase {
            Phase::Setup => out.extend(grid::CORNERS.map(Action::Corner)),
            Phase::Turn => {
                if !self.moved {
                    out.extend(self.robin_targets().map(Action::Move));
                }
                self.push_sales(out);
                self.push_meets(out);
                if self.can_bribe() {
                    out.push(Action::Bribe);
                }
                if self.may_end() {
                    out.push(Action::End);
                }
            }
            Phase::MustFeed => {
                self.push_sales(out);
                if self.can_bribe() {
                    out.push(Action::Bribe);
                }
            }
            Phase::Over(_) => {}
        }
    }

    fn push_sales(&self, out: &mut Vec<Action>) {
        let loot = &self.players[self.current as usize].loot;
        out.extend(
            Color::ALL
                .into_iter()
                .filter(|c| loot[c.index()] >= 3)
                .map(Action::Sell),
        );
    }

    /// Squares the current Robin may jump to: a knight's move on the grid, never onto the other Robin.
    pub fn robin_targets(&self) -> impl Iterator<Item = u8> + '_ {
        let me = self.current as usize;
        let other = self.robins[1 - me];
        self.robins[me]
            .into_iter()
            .flat_map(grid::knight_targets)
            .filter(move |&sq| Some(sq) != other)
    }

    fn bard_can_step(&self) -> bool {
        self.players[self.current as usize].bard < 2 * self.lap()
    }

    /// The tile the current bard would enter with its next step.
    fn next_tile(&self) -> Glory {
        tile_at(&self.track, self.players[self.current as usize].bard + 1)
    }

    /// How the current bard may step by meeting a challenge: `meet` when the
    /// position meets it, or when exactly one pending sale can pay for it;
    /// `meet with <colour>`, one per sale, when several could (the player
    /// chooses which sale the step uses up).
    fn push_meets(&self, out: &mut Vec<Action>) {
        if !self.bard_can_step() {
            return;
        }
        let tile = self.next_tile();
        if !Locksley::asks_for_a_sale(tile) {
            if self.meets(self.current, tile).is_some() {
                out.push(Action::Meet);
            }
            return;
        }
        let mut colours: Vec<Color> = Vec::new();
        for i in self.sales_that_pay(self.current, tile) {
            let c = self.sales[i].color;
            if !colours.contains(&c) {
                colours.push(c);
            }
        }
        match colours.len() {
            0 => {}
            1 => out.push(Action::Meet),
            _ => out.extend(colours.into_iter().map(Action::MeetWith)),
        }
    }

    /// The current bard's next step by meeting its challenge: how it is met,
    /// with `with` naming the pending sale that pays, if the player chose one.
    fn meet_target(&self, with: Option<Color>) -> Option<Met> {
        if !self.bard_can_step() {
            return None;
        }
        let tile = self.next_tile();
        match with {
            None => self.meets(self.current, tile),
            Some(c) => self
                .sales_that_pay(self.current, tile)
                .into_iter()
                .find(|&i| self.sales[i].color == c)
                .map(Met::BySale),
        }
    }

    /// A turn is "move your Robin and/or move your bard": it ends only once
    /// the Robin has jumped or the bard has taken a step; a sale alone is no
    /// turn. A Robin can always jump (every square of the 5×5 grid has at
    /// least two knight moves and the other Robin blocks at most one), so
    /// the turn can always be ended, and two players cannot pass forever.
    pub(crate) fn may_end(&self) -> bool {
        self.moved || self.stepped || self.options.may_pass
    }

    /// Bribing costs one gold and is never allowed onto *Long Live the King*.
    pub(crate) fn can_bribe(&self) -> bool {
        let me = &self.players[self.current as usize];
        self.bard_can_step() && me.gold() > 0 && me.bard + 1 < 2 * self.lap()
    }

    pub fn lap(&self) -> u16 {
        self.track.len() as u16
    }

    pub(crate) fn apply_action(&mut self, action: &Action) -> Step {
        let seat = self.current;
        let me = seat as usize;
        match *action {
            Action::Corner(corner) => {
                let other = grid::opposite_corner(corner);
                for (s, sq) in [(me, corner), (1 - me, other)] {
                    let tile = self.grid[sq as usize].take().expect("corners start full");
                    self.players[s].gold.push(tile);
                    self.robins[s] = Some(sq);
                }
                self.log.push(Event::CornersTaken {
                    seat,
                    corner,
                    other,
                });
                self.phase = Phase::Turn;
                Step::Reversible
            }
            Action::Move(to) => {
                let from = self.robins[me].expect("robins are placed");
                self.robins[me] = Some(to);
                self.empty.retain(|&sq| sq != to);
                let took = self.grid[to as usize].take();
                if let Some(c) = took {
                    self.players[me].loot[c.index()] += 1;
                    self.sales.clear();
                }
                self.moved = true;
                self.vacated = Some(from);
                self.log.push(Event::Moved {
                    seat,
                    from,
                    to,
                    took,
                });
                Step::Reversible
            }
            Action::Sell(color) => {
                let tiles = std::mem::take(&mut self.players[me].loot[color.index()]);
                let gold = tiles - 2;
                self.discard.extend([color, color]);
                self.players[me]
                    .gold
                    .extend(std::iter::repeat_n(color, gold as usize));
                self.sales.push(Sale { color, tiles });
                self.log.push(Event::Sold {
                    seat,
                    color,
                    tiles,
                    gold,
                });
                self.after_feeding()
            }
            Action::Meet | Action::MeetWith(_) => {
                let with = match *action {
                    Action::MeetWith(c) => Some(c),
                    _ => None,
                };
                let met = self.meet_target(with).expect("meet is legal");
                if let Met::BySale(i) = met {
                    self.sales.remove(i);
                }
                let space = self.players[me].bard + 1;
                self.players[me].bard = space;
                self.stepped = true;
                self.log.push(Event::Met {
                    seat,
                    tile: tile_at(&self.track, space),
                    space,
                });
                self.check_victory(seat);
                Step::Reversible
            }
            Action::Bribe => {
                let coin = self.players[me].gold.remove(0);
                self.discard.push(coin);
                self.sales.clear();
                let space = self.players[me].bard + 1;
                self.players[me].bard = space;
                self.stepped = true;
                self.log.push(Event::Bribed {
                    seat,
                    tile: tile_at(&self.track, space),
                    space,
                });
                self.check_victory(seat);
                if matches!(self.phase, Phase::Over(_)) {
                    return Step::Reversible;
                }
                self.after_feeding()
            }
            Action::End => self.end_turn(),
        }
    }

    /// A sale or bribe while the player must feed the discard finishes the turn.
    fn after_feeding(&mut self) -> Step {
        if self.phase == Phase::MustFeed {
            self.phase = Phase::Turn;
            self.end_turn()
        } else {
            Step::Reversible
        }
    }

    fn check_victory(&mut self, seat: Seat) {
        let me = self.players[seat as usize].bard;
        let them = self.players[1 - seat as usize].bard;
        let reason = if me == 2 * self.lap() {
            "two_laps"
        } else if me > them + self.lap() {
            "lapped"
        } else {
            return;
        };
        self.log.push(Event::Won {
            seat,
            reason: reason.into(),
        });
        self.phase = Phase::Over(Outcome {
            winner: seat,
            reason: reason.into(),
        });
    }

    /// Refills empty squares: the one just vacated first, then older ones.
    /// If the vacated square stays empty and the player can sell or bribe,
    /// the player must do so first; otherwise the turn passes.
    fn end_turn(&mut self) -> Step {
        let waiting = self.vacated.take();
        if let Some(sq) = waiting {
            self.empty.insert(0, sq);
        }
        self.refill();
        if let Some(sq) = waiting {
            if self.empty.contains(&sq) {
                self.phase = Phase::MustFeed;
                if !self.legal_actions().is_empty() {
                    // The square goes back to "just vacated" until fed.
                    self.empty.retain(|&s| s != sq);
                    self.vacated = Some(sq);
                    return Step::Reversible;
                }
                self.phase = Phase::Turn;
                self.log.push(Event::LeftEmpty { square: sq });
            }
        }
        self.log.push(Event::TurnEnded { seat: self.current });
        self.current = 1 - self.current;
        self.moved = false;
        self.stepped = false;
        self.sales.clear();
        self.turn += 1;
        Step::Barrier
    }

    fn refill(&mut self) {
        while let Some(&sq) = self.empty.first() {
            if self.draw.is_empty() {
                if self.discard.is_empty() {
                    return;
                }
                self.draw = std::mem::take(&mut self.discard);
                self.rng.shuffle(&mut self.draw);
                self.log.push(Event::Reshuffled {
                    tiles: self.draw.len() as u8,
                });
            }
            self.empty.remove(0);
            self.grid[sq as usize] = self.draw.pop();
            self.log.push(Event::Refilled { square: sq });
        }
    }
}

fn build_track(options: &Options, rng: &mut Rng) -> Vec<Glory> {
    let night = |rng: &mut Rng| match options.faces {
        Faces::Day => false,
        Faces::Night => true,
        Faces::Mixed => rng.below(2) == 1,
    };
    let start = if night(rng) {
        Large::Nottingham
    } else {
        Large::Beginning
    };
    let mut large = LARGE_TILES.to_vec();
    rng.shuffle(&mut large);
    let mut small = Small::all();
    rng.shuffle(&mut small);
    let per_side = options.length.small_per_side();
    let mut track = Vec::with_capacity(options.length.lap());
    let mut smalls = small.into_iter();
    for corner in 0..4 {
        track.push(if corner == 0 {
            Glory::Large(start)
        } else {
            let (day, night_face) = large[corner - 1];
            Glory::Large(if night(rng) { night_face } else { day })
        });
        for _ in 0..per_side {
            let tile = smalls.next().expect("16 small tiles cover the long track");
            track.push(Glory::Small {
                tile,
                night: night(rng),
            });
        }
    }
    track
}
