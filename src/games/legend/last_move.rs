//! The other seat's last move, read from the log this seat may see, for the
//! map to mark: the areas its pieces left, entered or were placed in, the
//! travellers it robbed, the keeps it looted, the villages it taxed. The log
//! names face-down pieces only as such, so the marks tell nothing hidden.
//!
//! The log carries no seat per line; a line belongs to the seat whose piece
//! it moves or places (travellers' moves belong to nobody).

use sherwood_engine::Seat;
use sherwood_legend::map::Area;
use sherwood_legend::vocab::{ROBIN, SHERIFF};
use sherwood_legend::{Entry, Event, Who};

/// The seat a line is the doing of, and the areas it touches.
fn doing(e: &Entry) -> Option<(Seat, Vec<Area>)> {
    let seat_of = |who: &Who| match who {
        Who::Piece(p) => p.side().seat(),
        Who::FaceDown(side) => side.seat(),
    };
    match &e.event {
        Event::Moved { who, from, to } => Some((seat_of(who)?, vec![*from, *to])),
        Event::Placed { who, at } => Some((seat_of(who)?, vec![*at])),
        Event::Robbed { at, .. } => Some((ROBIN, vec![*at])),
        Event::Looted { keep } | Event::Discovered { keep } => Some((ROBIN, vec![*keep])),
        Event::Rolled(r) if r.table.starts_with("9.7") => {
            let area = r.column.as_deref()?.parse().ok()?;
            Some((SHERIFF, vec![area]))
        }
        _ => None,
    }
}

/// Who acted last apart from `current`, and the areas of that run of lines
/// (from its last line back to the line before it that `current` did).
/// Without a current seat (a spectator), the last run of either seat.
pub fn last_move(log: &[Entry], current: Option<Seat>) -> Option<(Seat, Vec<Area>)> {
    let mut other: Option<Seat> = None;
    let mut areas: Vec<Area> = vec![];
    for e in log.iter().rev() {
        let Some((seat, touched)) = doing(e) else {
            continue;
        };
        match other {
            None if Some(seat) == current => continue,
            None => other = Some(seat),
            Some(o) if o != seat => break,
            Some(_) => {}
        }
        for a in touched {
            if !areas.contains(&a) {
                areas.push(a);
            }
        }
    }
    other.map(|o| (o, areas))
}

#[cfg(test)]
mod tests {
    use super::*;
    use sherwood_legend::vocab::Pid;

    fn moved(p: u8, from: Area, to: Area) -> Entry {
        Entry {
            turn: 1,
            rule: "6".into(),
            event: Event::Moved {
                who: Who::Piece(Pid(p)),
                from,
                to,
            },
        }
    }

    #[test]
    fn the_other_seats_last_run_of_moves() {
        // Robin Hood (0) moves, then the Sheriff (8) twice, then Robin again.
        let log = vec![
            moved(0, Area::MajorOak, Area::Birklands),
            moved(8, Area::NottinghamCastle, Area::NottinghamTown),
            moved(8, Area::NottinghamTown, Area::Arnold),
            moved(0, Area::Birklands, Area::MajorOak),
        ];
        assert_eq!(
            last_move(&log, Some(ROBIN)),
            Some((
                SHERIFF,
                vec![Area::NottinghamTown, Area::Arnold, Area::NottinghamCastle]
            ))
        );
        assert_eq!(
            last_move(&log, Some(SHERIFF)),
            Some((ROBIN, vec![Area::Birklands, Area::MajorOak]))
        );
        assert_eq!(last_move(&log[..1], Some(ROBIN)), None);
    }
}
