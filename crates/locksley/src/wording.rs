//! The public position in words, for the save check
//! ([`sherwood_engine::Game::public_position`]). Wording version 1: a change
//! of wording needs a new version, a change of rules does not.

use crate::grid;
use crate::state::{Locksley, Phase};
use crate::tiles::Color;
use std::fmt::Write;

pub const VERSION: u32 = 1;

const SEATS: [&str; 2] = ["red", "blue"];

impl Locksley {
    pub(crate) fn position_text(&self) -> String {
        let mut out = String::new();
        let status = match &self.phase {
            Phase::Setup => format!("setup, {} chooses a corner", SEATS[self.current as usize]),
            Phase::Turn => format!("{} to move", SEATS[self.current as usize]),
            Phase::MustFeed => format!("{} must feed the grid", SEATS[self.current as usize]),
            Phase::Over(o) => format!("over, {} won: {}", SEATS[o.winner as usize], o.reason),
        };
        let _ = writeln!(out, "turn {}: {status}", self.turn);
        let squares: Vec<String> = (0..25u8)
            .map(|sq| match self.grid[sq as usize] {
                Some(c) => format!("{} {c}", grid::name(sq)),
                None => format!("{} empty", grid::name(sq)),
            })
            .collect();
        let _ = writeln!(out, "grid: {}", squares.join(", "));
        for (seat, name) in SEATS.iter().enumerate() {
            let p = &self.players[seat];
            let robin = self.robins[seat].map_or("off".to_string(), grid::name);
            let loot: Vec<String> = Color::ALL
                .iter()
                .map(|c| format!("{} {c}", p.loot[c.index()]))
                .collect();
            let _ = writeln!(
                out,
                "{name}: robin {robin}, loot {}, gold {}, bard {}",
                loot.join(" "),
                p.gold(),
                p.bard
            );
        }
        let track: Vec<String> = self.track.iter().map(|g| g.key()).collect();
        let _ = writeln!(out, "track: {}", track.join(" "));
        let discard: Vec<String> = Color::ALL
            .iter()
            .map(|c| format!("{} {c}", self.discard.iter().filter(|d| *d == c).count()))
            .collect();
        let _ = writeln!(
            out,
            "draw {}, discard {}",
            self.draw.len(),
            discard.join(" ")
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::{Locksley, Options};
    use sherwood_engine::Game;

    /// The wording is a promise to every save ever written: this exact text
    /// must not change unless `VERSION` does.
    #[test]
    fn the_wording_of_version_1_is_fixed() {
        let g = Locksley::new(&Options::default(), 7);
        let text = g.public_position();
        assert!(
            text.starts_with("turn 1: setup, red chooses a corner\ngrid: a1 "),
            "{text}"
        );
        assert!(text.contains("\nred: robin off, loot 0 white 0 red 0 pink 0 green 0 blue 0 black, gold 0, bard 0\n"), "{text}");
        assert!(text.contains("\ntrack: "), "{text}");
        assert_eq!(super::VERSION, 1);
    }
}
