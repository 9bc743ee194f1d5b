//! Moves the player steers (ours): the table builds a route on the map a leg
//! at a time and shows it before the move is made; the action names its
//! hexes (`move robin d4 d5 e5`).
//!
//! A steered route obeys what a move does: each hex is next to the one
//! before, none is entered twice nor is the start, no hex is a known
//! enemy's, the hexes' costs fit the movement points, and the route goes
//! on from no hex next to an awake enemy the side knows of (a move ends
//! there). It may pass through friends, and ends where a move may end.
//! Walked, it still stops next to a hidden enemy ([`Skirmish::walk`]),
//! the one rule a player cannot steer around: the side does not know of
//! him.

use crate::action::Action;
use crate::hex::Hex;
use crate::roster::{Health, Side, Who};
use crate::state::{Character, Skirmish};

/// A route being steered, as the table shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Steering {
    /// The movement points spent by each hex of the route, counted from
    /// the start: the last is what the route costs ([`Steering::spent`]).
    pub spent_at: Vec<u8>,
    /// The mover's movement points in all.
    pub points: u8,
    /// Where the route may go on: each hex a move may end on, by the
    /// cheapest way there from the route's end.
    pub onward: Vec<Leg>,
}

/// One way a steered route may go on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leg {
    pub to: Hex,
    /// The hexes entered from the route's end, `to` last.
    pub hexes: Vec<Hex>,
    /// The movement points the route costs with this leg.
    pub spent: u8,
}

impl Steering {
    /// The movement points the route costs.
    pub fn spent(&self) -> u8 {
        self.spent_at.last().copied().unwrap_or(0)
    }
}

impl Skirmish {
    /// Whether an awake enemy `side` knows of stands next to `h`.
    fn next_to_awake_enemy(&self, side: Side, h: Hex) -> bool {
        self.known_enemies(side)
            .any(|e| e.health != Health::Stunned && e.on_map().is_some_and(|x| x.is_adjacent(h)))
    }

    /// The movement points `route` has cost `c` by each of its hexes, if
    /// it is a route `c` may take (wherever it ends).
    fn route_costs(&self, c: &Character, route: &[Hex]) -> Option<Vec<u8>> {
        let start = c.on_map()?;
        let side = c.side();
        let map = self.map();
        let mut at = start;
        let mut spent = 0u8;
        let mut spent_at = Vec::with_capacity(route.len());
        for (k, &h) in route.iter().enumerate() {
            let stopped = at != start && self.next_to_awake_enemy(side, at);
            let enemy = self.known_enemies(side).any(|e| e.on_map() == Some(h));
            if stopped || enemy || !at.is_adjacent(h) || h == start || route[..k].contains(&h) {
                return None;
            }
            spent = spent.checked_add(map.step(at, h, c.mounted)?)?;
            spent_at.push(spent);
            at = h;
        }
        (spent <= c.strengths().2).then_some(spent_at)
    }

    /// The route so far of `who`'s move (the hexes entered, in order) and
    /// where it may go on; `None` if `who` may not move so. The table asks
    /// only for a character with a legal move.
    pub fn steer(&self, who: Who, route: &[Hex]) -> Option<Steering> {
        let c = self.character(who)?;
        if !self.may_move_char(c) {
            return None;
        }
        let spent_at = self.route_costs(c, route)?;
        let spent = spent_at.last().copied().unwrap_or(0);
        let start = c.on_map()?;
        let side = c.side();
        let end = route.last().copied().unwrap_or(start);
        let points = c.strengths().2;
        let mut onward = Vec::new();
        if route.is_empty() || !self.next_to_awake_enemy(side, end) {
            let mut barred = route.to_vec();
            barred.push(start);
            let reach = self.search_from(c, end, points - spent, &barred);
            for &h in &reach.reached {
                if h != end && self.occupant_known(side, h).is_none() {
                    onward.push(Leg {
                        to: h,
                        hexes: reach.path(self.map(), h),
                        spent: spent + reach.cost[h.index()],
                    });
                }
            }
        }
        Some(Steering {
            spent_at,
            points,
            onward,
        })
    }

    /// The move along `route`: it names the route's hexes unless the route
    /// is the cheapest path, which `move who to` takes.
    pub fn steered_move(&self, who: Who, route: &[Hex]) -> Option<Action> {
        let (&to, before) = route.split_last()?;
        let cheapest = self.reach(who)?.path(self.map(), to);
        let via = if cheapest == route {
            Vec::new()
        } else {
            before.to_vec()
        };
        Some(Action::Move { who, to, via })
    }

    /// Whether a move naming its route is legal: the same move by the
    /// cheapest path is, and the route may be taken.
    pub(crate) fn steered_is_legal(&self, who: Who, to: Hex, via: &[Hex]) -> bool {
        let cheapest = Action::Move {
            who,
            to,
            via: Vec::new(),
        };
        let mut route = via.to_vec();
        route.push(to);
        self.is_legal(&cheapest)
            && self
                .character(who)
                .is_some_and(|c| self.route_costs(c, &route).is_some())
    }
}
