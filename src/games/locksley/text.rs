//! Robin of Locksley's words on the table: tile names, challenges, log lines.

use sherwood_engine::Seat;
use sherwood_locksley::{grid, Color, Event, Glory, Large, Small};

pub const SEAT_COLOR: [&str; 2] = ["Red", "Blue"];
pub const SEAT_CLASS: [&str; 2] = ["seat-red", "seat-blue"];

pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Red => "red",
        Color::Pink => "pink",
        Color::Green => "green",
        Color::Blue => "blue",
        Color::Black => "black",
    }
}

pub fn tile_name(t: Glory) -> String {
    match t {
        Glory::Small { tile, .. } => match tile {
            Small::ConvoyAttack(c) => format!("Convoy Attack ({})", color_name(c)),
            Small::DeadOfNight => "Dead of Night".into(),
            Small::SherwoodForest => "Sherwood Forest".into(),
            Small::TwoHouses => "Two Houses".into(),
            Small::Tithe => "Tithe".into(),
            Small::VainEfforts => "Vain Efforts".into(),
            Small::Barrier => "The Barrier".into(),
            Small::NobilityThreatened => "Nobility Threatened".into(),
            Small::Landowner => "Landowner".into(),
            Small::UnderContract => "Under Contract".into(),
            Small::Specialist => "Specialist".into(),
        },
        Glory::Large(l) => match l {
            Large::Beginning => "The Beginning",
            Large::Nottingham => "Nottingham",
            Large::LongLiveTheKing => "Long Live the King",
            Large::Rivalry => "Rivalry",
            Large::LynxEye => "Lynx Eye",
            Large::Tower => "The Tower",
            Large::GoldenArrow => "The Golden Arrow",
            Large::WarChest => "War Chest",
            Large::GoodSamaritan => "Good Samaritan",
            Large::OnTheRun => "On the Run",
            Large::SmallFry => "Small Fry",
            Large::OldFox => "Old Fox",
            Large::TwinLoot => "Twin Loot",
            Large::Market => "Market",
            Large::SleepingGuard => "Sleeping Guard",
        }
        .into(),
    }
}

/// A short label that fits on a track tile.
pub fn tile_short(t: Glory) -> String {
    match t {
        Glory::Small {
            tile: Small::ConvoyAttack(_),
            ..
        } => "Convoy".into(),
        _ => tile_name(t)
            .trim_start_matches("The ")
            .replace("Long Live the King", "Long Live")
            .replace("Nobility Threatened", "Nobility")
            .replace("Sherwood Forest", "Sherwood")
            .replace("Under Contract", "Contract"),
    }
}

/// The challenge of a tile, in full.
pub fn challenge(t: Glory) -> String {
    let night = matches!(t, Glory::Small { night: true, .. });
    match t {
        Glory::Small { tile, .. } => match (tile, night) {
            (Small::ConvoyAttack(c), false) => format!("Hold at least 1 {} loot tile.", color_name(c)),
            (Small::ConvoyAttack(c), true) => format!("Hold at least 2 {} loot tiles.", color_name(c)),
            (Small::DeadOfNight, false) => "Hold two of white, red and pink (one of the pairs white+red, red+pink, pink+white).".into(),
            (Small::DeadOfNight, true) => "Hold white, red and pink loot, all three.".into(),
            (Small::SherwoodForest, false) => "Hold two of green, blue and black (one of the pairs green+blue, blue+black, black+green).".into(),
            (Small::SherwoodForest, true) => "Hold green, blue and black loot, all three.".into(),
            (Small::TwoHouses, false) => "Have exactly 2 collections.".into(),
            (Small::TwoHouses, true) => "Have exactly 2 collections, each of 2 or more tiles.".into(),
            (Small::Tithe, false) => "Have at least one collection, and every collection of 2 or more tiles.".into(),
            (Small::Tithe, true) => "Have at least one collection, and every collection of 3 or more tiles.".into(),
            (Small::VainEfforts, false) => "Hold at least 1 loot tile of a colour not on the grid.".into(),
            (Small::VainEfforts, true) => "Hold loot of at least 2 colours that are not on the grid.".into(),
            (Small::Barrier, false) => "Sell a collection of exactly 3 tiles (exactly 1 gold) just before this step.".into(),
            (Small::Barrier, true) => "Sell a collection of exactly 4 tiles just before this step.".into(),
            (Small::NobilityThreatened, false) => "Sell a collection just before this step.".into(),
            (Small::NobilityThreatened, true) => "Sell a collection of 4 or more tiles just before this step.".into(),
            (Small::Landowner, false) => "Hold at least 4 loot tiles of one colour.".into(),
            (Small::Landowner, true) => "Hold at least 5 loot tiles of one colour.".into(),
            (Small::UnderContract, false) => "Have collections of exactly 1, 2 and 3 tiles, and nothing else.".into(),
            (Small::UnderContract, true) => "Have collections of exactly 2, 3 and 4 tiles, and nothing else.".into(),
            (Small::Specialist, false) => "Have exactly 3 collections.".into(),
            (Small::Specialist, true) => "Have exactly 3 collections, each of 2 or more tiles.".into(),
        },
        Glory::Large(l) => match l {
            Large::Beginning => "Hold 0 or 1 loot tile.",
            Large::Nottingham => "Have 0 or 1 gold.",
            Large::LongLiveTheKing => "Have at least 4 gold. This step cannot be bribed.",
            Large::Rivalry => "Your Robin is in contact with the other (orthogonally adjacent).",
            Large::LynxEye => "Your Robin is diagonally adjacent to the other.",
            Large::Tower => "Your Robin stands on a corner of the grid.",
            Large::GoldenArrow => "Your Robin is in range of the other (one knight's move away).",
            Large::WarChest => "Have no more gold than your opponent.",
            Large::GoodSamaritan => "Hold no more loot tiles than your opponent (gold does not count).",
            Large::OnTheRun => "Hold fewer than 7 loot tiles.",
            Large::SmallFry => "Have no collection you could sell (none of 3 or more).",
            Large::OldFox => "Have a collection strictly larger than your opponent's of the same colour.",
            Large::TwinLoot => "Hold at least 2 loot tiles matching your opponent's by colour.",
            Large::Market => "Sell a collection of a colour your opponent holds, just before this step.",
            Large::SleepingGuard => "Have two collections of exactly 3 tiles each.",
        }
        .into(),
    }
}

pub fn face_label(t: Glory) -> &'static str {
    match t {
        Glory::Small { night: true, .. }
        | Glory::Large(
            Large::Nottingham
            | Large::LynxEye
            | Large::GoldenArrow
            | Large::GoodSamaritan
            | Large::SmallFry
            | Large::TwinLoot
            | Large::SleepingGuard,
        ) => "night",
        _ => "day",
    }
}

pub fn win_reason(reason: &str) -> &'static str {
    match reason {
        "lapped" => "lapped the other bard",
        _ => "completed two laps of the glory track",
    }
}

/// One log line in words, and the seat it belongs to.
pub fn event(e: &Event, names: &[String; 2]) -> (String, Option<Seat>) {
    let who = |s: Seat| names[s as usize].clone();
    match e {
        Event::CornersTaken {
            seat,
            corner,
            other,
        } => (
            format!(
                "{} takes corner {} and its tile as gold; {} takes {}.",
                who(*seat),
                grid::name(*corner),
                who(1 - seat),
                grid::name(*other)
            ),
            Some(*seat),
        ),
        Event::Moved {
            seat,
            from,
            to,
            took,
        } => (
            match took {
                Some(c) => format!(
                    "{} jumps {}→{} and takes a {} tile.",
                    who(*seat),
                    grid::name(*from),
                    grid::name(*to),
                    color_name(*c)
                ),
                None => format!(
                    "{} jumps {}→{} (empty square).",
                    who(*seat),
                    grid::name(*from),
                    grid::name(*to)
                ),
            },
            Some(*seat),
        ),
        Event::Sold {
            seat,
            color,
            tiles,
            gold,
        } => (
            format!(
                "{} sells {} {} tiles for {} gold.",
                who(*seat),
                tiles,
                color_name(*color),
                gold
            ),
            Some(*seat),
        ),
        Event::Met { seat, tile, .. } => (
            format!(
                "{}'s bard meets {} and steps on.",
                who(*seat),
                tile_name(*tile)
            ),
            Some(*seat),
        ),
        Event::Bribed { seat, tile, .. } => (
            format!(
                "{}'s bard is bribed onto {} (1 gold).",
                who(*seat),
                tile_name(*tile)
            ),
            Some(*seat),
        ),
        Event::Refilled { square } => (
            format!("A tile from the draw pile fills {}.", grid::name(*square)),
            None,
        ),
        Event::Reshuffled { tiles } => (
            format!("The discard ({tiles} tiles) is shuffled into a new draw pile."),
            None,
        ),
        Event::LeftEmpty { square } => (
            format!(
                "No tiles left: {} stays empty for now.",
                grid::name(*square)
            ),
            None,
        ),
        Event::TurnEnded { seat } => (format!("{} ends the turn.", who(*seat)), Some(*seat)),
        Event::Won { seat, reason } => (
            format!("{} wins: {}!", who(*seat), win_reason(reason)),
            Some(*seat),
        ),
    }
}
