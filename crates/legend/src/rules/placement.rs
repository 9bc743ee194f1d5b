//! Placements the rules leave to a player: where each may go, and the
//! placing itself.

use super::movement::may_stop;
use crate::log::Event;
use crate::map::{Area, Border};
use crate::state::*;
use crate::tables::Terrain;
use crate::vocab::{Pid, Side};

/// Areas within `steps` of `from` by ordinary borders.
fn within(from: Area, steps: u8) -> Vec<Area> {
    let mut seen = vec![from];
    let mut frontier = vec![from];
    for _ in 0..steps {
        let mut next = vec![];
        for a in frontier {
            for &(b, border) in a.neighbours() {
                if border != Border::Passage && !seen.contains(&b) {
                    seen.push(b);
                    next.push(b);
                }
            }
        }
        frontier = next;
    }
    seen
}

/// Where `pid` may be placed for `why`.
pub(crate) fn place_options(g: &Legend, pid: Pid, why: PlaceFor) -> Vec<Area> {
    let of = |t: &[Terrain]| -> Vec<Area> {
        Area::ALL
            .iter()
            .copied()
            .filter(|a| t.contains(&a.terrain()))
            .collect()
    };
    match why {
        // 11: any town, even one the outlaws hold.
        PlaceFor::Reinforcement => of(&[Terrain::Town]),
        // 8.2, 8.5: town, keep or castle, the Sheriff's choice.
        PlaceFor::Released => of(&[Terrain::Town, Terrain::Keep, Terrain::Castle]),
        // 8.5: any forest, Robin Hood's choice.
        PlaceFor::Exchanged => of(&[Terrain::Forest]),
        // 14.2: a forest within 4 spaces of the Green.
        PlaceFor::Tournament => within(Area::NottinghamGreen, 4)
            .into_iter()
            .filter(|a| a.terrain() == Terrain::Forest)
            .collect(),
        // 7.41: an adjacent space with no enemy leader or unit.
        PlaceFor::Escape { from } => from
            .neighbours()
            .iter()
            .filter(|&&(to, border)| {
                (border != Border::Passage || pid.side() == Side::Outlaw)
                    && (to.terrain() != Terrain::Keep || from.keep_of_castle() == Some(to))
                    && may_stop(to)
                    && g.enemies_in(to, pid.side()).next().is_none()
            })
            .map(|&(to, _)| to)
            .collect(),
        PlaceFor::Retreat { from } => g.retreat_options(pid, from),
    }
}

impl Legend {
    pub(crate) fn place(&mut self, pid: Pid, why: PlaceFor, area: Area) {
        match why {
            PlaceFor::Retreat { from } => self.do_retreat(from, pid.side(), area),
            _ => {
                let pc = self.piece_mut(pid);
                pc.at = Loc::Board(area);
                pc.captive = false;
                let who = self.who(pid);
                let rule = match why {
                    PlaceFor::Reinforcement => "11",
                    PlaceFor::Released => "8.2",
                    PlaceFor::Exchanged => "8.5",
                    PlaceFor::Escape { .. } => "7.41",
                    PlaceFor::Tournament => "14.2",
                    PlaceFor::Retreat { .. } => unreachable!(),
                };
                self.note(rule, Event::Placed { who, at: area });
            }
        }
    }
}
