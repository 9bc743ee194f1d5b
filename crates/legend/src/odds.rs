//! A battle's odds before it is fought, read from one seat's view with the
//! rules the battle itself uses (`rules::force`): each side's archery on
//! its printed column with its modifier, the melee's odds column with its
//! modifier, and the chance of every result on one die. Counters face down
//! to the reader are counted, never valued, so the odds tell nothing the
//! view does not.

use crate::map::Area;
use crate::rules::{fights, melee_roll, Force};
use crate::tables::{archery, melee, terrain, ArcheryColumn, Die, MeleeResult, OddsColumn};
use crate::view::View;
use crate::vocab::{Pid, Side};

/// One side's archery at the other (7.7).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fire {
    pub column: ArcheryColumn,
    pub modifier: i8,
    /// In sixths, the chance of each number of hits: `hits[n]` for n hits.
    pub hits: Vec<u8>,
}

/// The melee (7.8).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clash {
    pub odds: OddsColumn,
    pub modifier: i8,
    /// Each result the die can give, in the table's order, with its chance
    /// in sixths and the units each side loses (attacker, defender).
    pub results: Vec<(MeleeResult, u8, (u8, u8))>,
}

/// What a battle in an area would be, as one seat sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Odds {
    pub attacker: Side,
    /// The attacker's fire, then the defender's; `None` where it has none.
    pub fire: [Option<Fire>; 2],
    pub melee: Option<Clash>,
    /// Fighters of each side (attacker's, defender's) face down to the
    /// reader: they fight, but the odds leave them out.
    pub unknown: [usize; 2],
}

/// The odds of a battle `attacker` would fight in `area` as `v` shows it,
/// with the pieces `joining` (a group about to enter) among the attacker's;
/// `tournament` for the melee after an archery tournament (14.1). `None`
/// when one side would have no fighter there.
pub fn battle_odds(
    v: &View,
    area: Area,
    attacker: Side,
    joining: &[Pid],
    tournament: bool,
) -> Option<Odds> {
    let robin_wounded = v.wounded_until.is_some_and(|t| v.turn < t);
    let mut forces = [Force::default(); 2];
    let mut present = [false; 2];
    for pv in &v.pieces {
        let here = pv.state.area() == Some(area) || pv.pid.is_some_and(|p| joining.contains(&p));
        if !here || pv.side == Side::Traveller || !fights(&pv.state, pv.side, attacker) {
            continue;
        }
        let i = usize::from(pv.side != attacker);
        present[i] = true;
        // A leader in disguise neither shoots, strikes nor leads (12.1):
        // the other side need not know who he is to read the odds.
        if pv.pid.is_none() && pv.state.disguised {
            continue;
        }
        forces[i].add(
            pv.pid.map(|p| p.kind()),
            &pv.state,
            v.options.edition,
            robin_wounded,
        );
    }
    if present != [true, true] {
        return None;
    }
    let combat = terrain(area.terrain()).combat;
    let faces = || (1..=6).map(|f| Die::new(f).expect("a face"));
    let fire = forces.map(|f| {
        let (column, modifier) = f.archery(combat)?;
        let mut hits = vec![];
        for d in faces() {
            let n = usize::from(archery(column, d.modified(modifier)));
            if hits.len() <= n {
                hits.resize(n + 1, 0);
            }
            hits[n] += 1;
        }
        Some(Fire {
            column,
            modifier,
            hits,
        })
    });
    let melee = melee_roll(&forces[0], &forces[1], combat).map(|(odds, modifier)| {
        let mut results: Vec<(MeleeResult, u8, (u8, u8))> = vec![];
        for d in faces() {
            let r = melee(odds, d.modified(modifier));
            match results.iter_mut().find(|(x, _, _)| *x == r) {
                Some((_, n, _)) => *n += 1,
                None => {
                    let losses = if tournament {
                        r.tournament_losses()
                    } else {
                        r.losses()
                    };
                    results.push((r, 1, losses));
                }
            }
        }
        Clash {
            odds,
            modifier,
            results,
        }
    });
    Some(Odds {
        attacker,
        fire,
        melee,
        unknown: forces.map(|f| f.unknown),
    })
}
