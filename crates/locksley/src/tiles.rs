//! Loot colours and glory tiles.
//!
//! The rulebook describes every challenge but not the tiles' two faces: which
//! night face backs which day face, and the small tiles' night challenges, are
//! our reconstruction (see `shared/games/locksley.md` and the rules reference).

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    White,
    Red,
    Pink,
    Green,
    Blue,
    Black,
}

impl Color {
    pub const ALL: [Color; 6] = [
        Color::White,
        Color::Red,
        Color::Pink,
        Color::Green,
        Color::Blue,
        Color::Black,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Red => "red",
            Color::Pink => "pink",
            Color::Green => "green",
            Color::Blue => "blue",
            Color::Black => "black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Color {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        Color::ALL.into_iter().find(|c| c.name() == s).ok_or(())
    }
}

/// The sixteen small tiles, by their day name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Small {
    ConvoyAttack(Color),
    DeadOfNight,
    SherwoodForest,
    TwoHouses,
    Tithe,
    VainEfforts,
    Barrier,
    NobilityThreatened,
    Landowner,
    UnderContract,
    Specialist,
}

impl Small {
    pub fn all() -> Vec<Small> {
        let mut v: Vec<Small> = Color::ALL.into_iter().map(Small::ConvoyAttack).collect();
        v.extend([
            Small::DeadOfNight,
            Small::SherwoodForest,
            Small::TwoHouses,
            Small::Tithe,
            Small::VainEfforts,
            Small::Barrier,
            Small::NobilityThreatened,
            Small::Landowner,
            Small::UnderContract,
            Small::Specialist,
        ]);
        v
    }
}

/// Every face of a large tile. The six random large tiles pair a day face with
/// a night face (see [`LARGE_TILES`]); the start tile is *The Beginning* by day
/// and *Nottingham* by night; *Long Live the King* is the same on both faces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Large {
    Beginning,
    Nottingham,
    LongLiveTheKing,
    Rivalry,
    LynxEye,
    Tower,
    GoldenArrow,
    WarChest,
    GoodSamaritan,
    OnTheRun,
    SmallFry,
    OldFox,
    TwinLoot,
    Market,
    SleepingGuard,
}

/// The six random large tiles as (day face, night face). Our reconstruction.
pub const LARGE_TILES: [(Large, Large); 6] = [
    (Large::Rivalry, Large::LynxEye),
    (Large::Tower, Large::GoldenArrow),
    (Large::WarChest, Large::GoodSamaritan),
    (Large::OnTheRun, Large::SmallFry),
    (Large::OldFox, Large::TwinLoot),
    (Large::Market, Large::SleepingGuard),
];

/// One space of the glory track as it lies face up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Glory {
    Small { tile: Small, night: bool },
    Large(Large),
}

impl Glory {
    /// A stable key for translations and the rules reference, e.g.
    /// `tithe_night` or `golden_arrow`. A Convoy Attack's colour is in [`Glory::color`].
    pub fn key(&self) -> String {
        match self {
            Glory::Small { tile, night } => {
                let base = match tile {
                    Small::ConvoyAttack(_) => "convoy_attack",
                    Small::DeadOfNight => "dead_of_night",
                    Small::SherwoodForest => "sherwood_forest",
                    Small::TwoHouses => "two_houses",
                    Small::Tithe => "tithe",
                    Small::VainEfforts => "vain_efforts",
                    Small::Barrier => "barrier",
                    Small::NobilityThreatened => "nobility_threatened",
                    Small::Landowner => "landowner",
                    Small::UnderContract => "under_contract",
                    Small::Specialist => "specialist",
                };
                if *night {
                    format!("{base}_night")
                } else {
                    base.to_string()
                }
            }
            Glory::Large(l) => serde_json::to_value(l)
                .ok()
                .and_then(|v| v.as_str().map(str::to_string))
                .unwrap_or_default(),
        }
    }

    /// The colour a Convoy Attack names.
    pub fn color(&self) -> Option<Color> {
        match self {
            Glory::Small {
                tile: Small::ConvoyAttack(c),
                ..
            } => Some(*c),
            _ => None,
        }
    }

    pub fn is_large(&self) -> bool {
        matches!(self, Glory::Large(_))
    }
}

/// Which face of each glory tile is shown.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Faces {
    /// The easier side, recommended for a first game.
    #[default]
    Day,
    Night,
    /// Each tile shows a side chosen at random.
    Mixed,
}

/// How many small tiles lie between two corners.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Length {
    Short,
    #[default]
    Normal,
    Long,
}

impl Length {
    pub fn small_per_side(self) -> usize {
        match self {
            Length::Short => 2,
            Length::Normal => 3,
            Length::Long => 4,
        }
    }

    /// Spaces in one lap: four corners and the small tiles between them.
    pub fn lap(self) -> usize {
        4 + 4 * self.small_per_side()
    }
}
