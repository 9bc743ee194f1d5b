//! The other seat's last action, read from the log this seat may see, for
//! the map to mark: every space it placed, removed, moved, revealed, set,
//! robbed or chose. Entries the seat may not see are not in its view's log,
//! so the marks tell it nothing it may not know.

use sherwood_engine::Seat;
use sherwood_gest::map::Sp;
use sherwood_gest::{Entry, Event};

/// Who acted last apart from `current`, and the spaces that action touched
/// (with what followed it by itself, such as a Carriage reaching
/// Nottingham), up to `current`'s own choice.
pub fn last_action(log: &[Entry], current: Option<Seat>) -> Option<(Seat, Vec<Sp>)> {
    let chooser = |e: &Entry| match e.event {
        Event::Chose { seat, .. } | Event::Passed { seat, .. } => Some(seat),
        _ => None,
    };
    let start = log
        .iter()
        .rposition(|e| chooser(e).is_some_and(|s| Some(s) != current))?;
    let seat = chooser(&log[start])?;
    let mut spaces: Vec<Sp> = Vec::new();
    for entry in &log[start..] {
        if chooser(entry).is_some_and(|s| Some(s) == current) {
            break;
        }
        for sp in touched(&entry.event) {
            if !spaces.contains(&sp) {
                spaces.push(sp);
            }
        }
    }
    Some((seat, spaces))
}

/// The spaces an event touches on the map.
fn touched(event: &Event) -> Vec<Sp> {
    match event {
        Event::Placed { at, .. }
        | Event::Revealed { at, .. }
        | Event::HiddenAgain { at, .. }
        | Event::StatusSet { at, .. }
        | Event::CartPlaced { at, .. }
        | Event::FaceDownCartPlaced { at }
        | Event::CartRevealed { at, .. }
        | Event::CartUsed { at, .. }
        | Event::PlotSpace { at, .. }
        | Event::DeedSpace { at, .. }
        | Event::RobTargeted { at, .. }
        | Event::RobRolled { at, .. }
        | Event::RobinIs { at } => vec![*at],
        Event::Removed { at, .. } => at.iter().copied().collect(),
        Event::Moved { from, to, .. }
        | Event::CartMoved { from, to, .. }
        | Event::FaceDownCartMoved { from, to, .. } => vec![*from, *to],
        Event::Scattered { from, to, .. } => {
            std::iter::once(*from).chain(to.iter().copied()).collect()
        }
        Event::BridgePlaced { a, b } => vec![*a, *b],
        _ => Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sherwood_gest::{Choice, Piece, ROBIN, SHERIFF};

    fn entry(event: Event) -> Entry {
        Entry {
            rule: "3.1".into(),
            event,
            only: None,
        }
    }

    #[test]
    fn the_spaces_of_the_other_seats_last_action_up_to_this_seats_choice() {
        let log = vec![
            entry(Event::Chose {
                seat: ROBIN,
                choice: Choice::SinglePlot,
            }),
            entry(Event::Placed {
                piece: Piece::Hidden,
                at: Sp::Remston,
                n: 1,
            }),
            entry(Event::Chose {
                seat: SHERIFF,
                choice: Choice::Event,
            }),
            entry(Event::Moved {
                piece: Piece::Henchman,
                from: Sp::Nottingham,
                to: Sp::Blyth,
                n: 2,
            }),
            entry(Event::Removed {
                piece: Piece::Revealed,
                at: Some(Sp::Blyth),
                n: 1,
                to: sherwood_gest::Dest::Prison,
            }),
            entry(Event::Chose {
                seat: ROBIN,
                choice: Choice::PlotsAndDeeds,
            }),
            entry(Event::Placed {
                piece: Piece::Hidden,
                at: Sp::ShireWood,
                n: 1,
            }),
        ];
        assert_eq!(
            last_action(&log, Some(ROBIN)),
            Some((SHERIFF, vec![Sp::Nottingham, Sp::Blyth]))
        );
        assert_eq!(
            last_action(&log, Some(SHERIFF)),
            Some((ROBIN, vec![Sp::ShireWood]))
        );
        assert_eq!(
            last_action(&log[..2], Some(ROBIN)),
            None,
            "nobody else has acted"
        );
    }
}
