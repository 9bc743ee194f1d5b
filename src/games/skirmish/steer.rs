//! The move of the selected character being steered at the table: its
//! route so far, what it costs and where it may go on, from the engine's
//! `steer` (`sherwood_skirmish`'s `rules/steering.rs`).

use sherwood_skirmish::hex::Hex;
use sherwood_skirmish::roster::Who;
use sherwood_skirmish::{Action, Skirmish, Steering};

/// The move of the selected character being steered: its route so far
/// (the hexes entered, in order) and where the route may go on.
#[derive(Clone, Debug, PartialEq)]
pub struct Steered {
    pub who: Who,
    /// Where the mover stands: the route starts there.
    pub from: Hex,
    pub route: Vec<Hex>,
    pub steering: Steering,
    /// The move along the route, once it enters a hex.
    pub action: Option<Action>,
}

impl Steered {
    /// `who`'s route so far, if `who` may move.
    pub fn of(game: &Skirmish, who: Who, route: &[Hex]) -> Option<Steered> {
        Some(Steered {
            who,
            from: game.character(who)?.on_map()?,
            route: route.to_vec(),
            steering: game.steer(who, route)?,
            action: game.steered_move(who, route),
        })
    }

    /// The route as drawn: the mover's hex, then each hex entered.
    pub fn drawn(&self) -> impl Iterator<Item = Hex> + '_ {
        std::iter::once(self.from).chain(self.route.iter().copied())
    }

    /// The movement points spent on the route up to its `k`-th hex.
    pub fn spent_to(&self, k: usize) -> u8 {
        self.steering.spent_at.get(k).copied().unwrap_or(0)
    }
}

/// The hexes of a route, as a player reads them.
pub fn route_text(route: &[Hex]) -> String {
    route
        .iter()
        .map(Hex::to_string)
        .collect::<Vec<_>>()
        .join(" → ")
}
