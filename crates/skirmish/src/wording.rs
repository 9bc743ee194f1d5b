//! The position in words: the public position for the save check and the
//! command line's `show`. Wording version 1.

use crate::hex::{Hex, COLS};
use crate::log::health_word;
use crate::state::Moment;
use crate::view::View;
use std::fmt::Write;

pub const VERSION: u32 = 1;

/// The map with the characters on it (each shown by its name's first letter,
/// capital for the Sheriff's side), then the characters, the points and
/// what is asked.
pub fn render(v: &View) -> String {
    let scenario = v.scenario();
    let map = v.map();
    let mut s = String::new();
    let _ = writeln!(
        s,
        "Skirmish in Sherwood: {} — turn {} of {}, points outlaws {} sheriff {}",
        scenario.title, v.turn, v.turns, v.points[0], v.points[1]
    );
    let mut header = String::from("    ");
    for c in 0..COLS {
        header.push(char::from(b'a' + c));
    }
    let _ = writeln!(s, "{header}");
    for row in 0..map.rows() {
        let mut line = format!("{:>3} ", row + 1);
        for col in 0..COLS {
            let h = Hex { col, row };
            let who = v.characters.iter().find(|c| c.on_map() == Some(h));
            line.push(match who {
                Some(c) => {
                    let l = c.who.name().chars().next().unwrap_or('?');
                    if c.side() == crate::roster::Side::Sheriff {
                        l.to_ascii_uppercase()
                    } else {
                        l
                    }
                }
                None if v.horses.contains(&h) => '@',
                None => map.symbol(h),
            });
        }
        let _ = writeln!(s, "{line}");
    }
    for c in &v.characters {
        let (a, d, m) = c.strengths();
        let place = match (c.on_map(), c.exited) {
            (Some(h), _) => h.to_string(),
            (None, true) => "left the map".into(),
            (None, false) if c.health == crate::roster::Health::Dead => "dead".into(),
            (None, false) => "not placed".into(),
        };
        let mut flags = vec![health_word(c.health)];
        if c.mounted {
            flags.push("mounted");
        }
        if c.hidden {
            flags.push("hidden");
        }
        if c.bound {
            flags.push("bound");
        }
        let _ = writeln!(
            s,
            "  {:<8} {:<8} {:<12} {} (attack {a}, defence {d}, movement {m})",
            c.who.name(),
            c.side().name(),
            place,
            flags.join(", ")
        );
    }
    if !v.horses.is_empty() {
        let hs: Vec<String> = v.horses.iter().map(Hex::to_string).collect();
        let _ = writeln!(s, "loose horses: {}", hs.join(", "));
    }
    match (&v.moment, v.to_move) {
        (Moment::Over(o), _) => {
            let _ = writeln!(
                s,
                "over: {} win ({})",
                crate::roster::Side::from_seat(o.winner).name(),
                o.reason
            );
        }
        (_, Some(side)) if !v.recoils.is_empty() => {
            let _ = writeln!(
                s,
                "{} to choose where {} recoils",
                side.name(),
                v.recoils[0].who
            );
        }
        (Moment::Setup, Some(side)) => {
            let _ = writeln!(
                s,
                "{} place their characters in secret ({} to go)",
                side.name(),
                v.unplaced.len()
            );
        }
        (Moment::Step(step), Some(side)) => {
            let _ = writeln!(
                s,
                "{} phase, step {} ({step:?})",
                side.name(),
                step.number()
            );
        }
        _ => {}
    }
    s
}
