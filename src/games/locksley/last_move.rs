//! The other seat's last turn, read from the log, for the board to mark:
//! where its Robin jumped from and to, which squares were refilled, where
//! its bard stepped. Locksley keeps no secrets, so every seat sees it.

use sherwood_engine::Seat;
use sherwood_locksley::{Color, Event};

/// What the board marks of one turn.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LastTurn {
    pub seat: Option<Seat>,
    pub jump: Option<(u8, u8)>,
    /// The loot tile the jump took, if any.
    pub took: Option<Color>,
    pub refilled: Vec<u8>,
    /// Track progress the bard stepped to (met or bribed).
    pub bard: Option<u16>,
}

/// The last turn a seat other than `current` finished.
pub fn last_turn(log: &[Event], current: Seat) -> LastTurn {
    let ended = log
        .iter()
        .rposition(|e| matches!(e, Event::TurnEnded { seat } if *seat != current));
    let Some(end) = ended else {
        return LastTurn::default();
    };
    let start = log[..end]
        .iter()
        .rposition(|e| matches!(e, Event::TurnEnded { .. }))
        .map_or(0, |i| i + 1);
    let mut turn = LastTurn::default();
    for event in &log[start..=end] {
        match *event {
            Event::Moved {
                seat,
                from,
                to,
                took,
            } => {
                turn.seat = Some(seat);
                turn.jump = Some((from, to));
                turn.took = took;
            }
            Event::Refilled { square } => turn.refilled.push(square),
            Event::Met { seat, space, .. } | Event::Bribed { seat, space, .. } => {
                turn.seat = Some(seat);
                turn.bard = Some(space);
            }
            Event::TurnEnded { seat } => turn.seat = Some(seat),
            _ => {}
        }
    }
    turn
}

#[cfg(test)]
mod tests {
    use super::*;
    use sherwood_locksley::{Glory, Small};

    #[test]
    fn the_other_seats_last_finished_turn_is_marked() {
        let log = vec![
            Event::Moved {
                seat: 0,
                from: 0,
                to: 7,
                took: Some(Color::Red),
            },
            Event::Refilled { square: 0 },
            Event::TurnEnded { seat: 0 },
            Event::Moved {
                seat: 1,
                from: 24,
                to: 13,
                took: None,
            },
            Event::Met {
                seat: 1,
                tile: Glory::Small {
                    tile: Small::Tithe,
                    night: false,
                },
                space: 3,
            },
            Event::Refilled { square: 24 },
            Event::TurnEnded { seat: 1 },
            // Red's turn under way: not Blue's.
            Event::Moved {
                seat: 0,
                from: 7,
                to: 12,
                took: None,
            },
        ];
        let blue = last_turn(&log, 0);
        assert_eq!(blue.seat, Some(1));
        assert_eq!(blue.jump, Some((24, 13)));
        assert_eq!(blue.took, None);
        assert_eq!(blue.refilled, vec![24]);
        assert_eq!(blue.bard, Some(3));
        let red = last_turn(&log, 1);
        assert_eq!(red.jump, Some((0, 7)));
        assert_eq!(red.took, Some(Color::Red));
        assert_eq!(red.refilled, vec![0]);
        assert_eq!(
            last_turn(&log[..2], 1),
            LastTurn::default(),
            "no turn finished yet"
        );
    }
}
