//! Fire range and the shooter's health (*Modifications dues à la distance de
//! tir et à l'état de santé du tireur*): what they add to the fire die.

use super::{cells, Table, Weapon};
use std::ops::RangeInclusive;

/// A range band (*tir à courte / moyenne / longue distance*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Range {
    /// *Courte*.
    Short,
    /// *Moyenne*.
    Medium,
    /// *Longue*.
    Long,
}

/// One row of the range table: the band's distances in spaces for each
/// weapon, both ends included, and what it adds to the die.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RangeBand {
    pub range: Range,
    pub bow: (u32, u32),
    pub crossbow: (u32, u32),
    pub modifier: i8,
}

impl RangeBand {
    pub fn spaces(&self, weapon: Weapon) -> RangeInclusive<u32> {
        let (low, high) = match weapon {
            Weapon::Bow => self.bow,
            Weapon::Crossbow => self.crossbow,
        };
        low..=high
    }
}

/// The range bands in the book's row order.
///
/// The transcription prints the bow's medium band as "25-50 cases", which
/// overlaps the short band's "1 à 25 cases"; every other band starts one
/// space after the previous one ends (the crossbow's "26-75"), so the bow's
/// medium band is read as 26-50 and a shot at 25 spaces is short.
pub const RANGE_BANDS: [RangeBand; 3] = [
    RangeBand {
        range: Range::Short,
        bow: (1, 25),
        crossbow: (1, 25),
        modifier: 0,
    },
    RangeBand {
        range: Range::Medium,
        bow: (26, 50),
        crossbow: (26, 75),
        modifier: 1,
    },
    RangeBand {
        range: Range::Long,
        bow: (51, 75),
        crossbow: (76, 130),
        modifier: 2,
    },
];

/// *Archer ou arbalétrier blessé*: a wounded shooter adds this to the die,
/// on top of the range's modifier.
pub const WOUNDED_SHOOTER: i8 = 1;

/// The band a shot at `distance` spaces falls in; `None` beyond the long
/// band (out of range) or at 0 spaces (no table row: the nearest target is
/// 1 space away).
pub fn range_band(weapon: Weapon, distance: u32) -> Option<&'static RangeBand> {
    RANGE_BANDS
        .iter()
        .find(|band| band.spaces(weapon).contains(&distance))
}

/// What the range adds to the fire die; `None` where the weapon cannot
/// reach (see `range_band`).
pub fn range_modifier(weapon: Weapon, distance: u32) -> Option<i8> {
    range_band(weapon, distance).map(|band| band.modifier)
}

pub(super) fn table() -> Table {
    let span = |(low, high): (u32, u32)| format!("{low}-{high}");
    let modifier = |m: i8| if m == 0 { "0".into() } else { format!("+{m}") };
    let mut rows: Vec<Vec<String>> = RANGE_BANDS
        .iter()
        .map(|band| {
            let name = match band.range {
                Range::Short => "Short range",
                Range::Medium => "Medium range",
                Range::Long => "Long range",
            };
            vec![
                name.into(),
                span(band.bow),
                span(band.crossbow),
                modifier(band.modifier),
            ]
        })
        .collect();
    rows.push(vec![
        "Wounded archer or crossbowman".into(),
        String::new(),
        String::new(),
        modifier(WOUNDED_SHOOTER),
    ]);
    Table {
        id: "fire_modifiers",
        title: "Fire modifiers: range and the shooter's health (Modifications dues à la distance de tir et à l'état de santé du tireur)".into(),
        header: cells(["", "Bow (spaces)", "Crossbow (spaces)", "Die modifier"]),
        rows,
    }
}
