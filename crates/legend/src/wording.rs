//! The position in words, from a view: the public position saves digest
//! and the command line's `show`.

use crate::map::{Area, KEEPS};
use crate::state::Loc;
use crate::view::{Hidden, View};
use crate::vocab::Side;
use std::fmt::Write;

/// Bump when the wording below changes.
pub const VERSION: u32 = 1;

const SEATS: [&str; 2] = ["robin", "sheriff"];

pub fn render(v: &View) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "The Legend of Robin Hood, turn {} of 30; gold: robin {}, sheriff {}",
        v.turn, v.gold[0], v.gold[1]
    );
    for &area in Area::ALL {
        let mut here = vec![];
        let mut faces = [0usize; 3];
        for pv in &v.pieces {
            if pv.state.at != Loc::Board(area) {
                continue;
            }
            match pv.pid {
                Some(p) => {
                    let mut word = p.to_string();
                    if pv.state.captive {
                        word = format!("captive {word}");
                    }
                    match pv.hidden {
                        Some(Hidden::Unrecruited) => word.push_str(" (unrecruited)"),
                        Some(Hidden::Disguised) => word.push_str(" (disguised)"),
                        Some(Hidden::Asleep) => word.push_str(" (asleep)"),
                        None => {}
                    }
                    here.push(word);
                }
                None => match pv.hidden {
                    Some(Hidden::Unrecruited) => faces[0] += 1,
                    Some(Hidden::Disguised) => faces[1] += 1,
                    _ => faces[2] += 1,
                },
            }
        }
        for (n, what) in faces.iter().zip([
            "unrecruited outlaw",
            "disguised leader",
            "face-down sheriff's piece",
        ]) {
            if *n > 0 {
                here.push(format!("{n} {what}"));
            }
        }
        if !here.is_empty() {
            let _ = writeln!(s, "  {:<18} {}", area.to_string(), here.join(", "));
        }
    }
    let mut off = vec![];
    for pv in &v.pieces {
        if let (Some(p), Loc::Returning(t)) = (pv.pid, pv.state.at) {
            off.push(format!("{p} back on turn {t}"));
        }
    }
    let gone: Vec<String> = v
        .pieces
        .iter()
        .filter(|pv| pv.state.at == Loc::Gone && pv.side != Side::Traveller)
        .filter_map(|pv| pv.pid.map(|p| p.to_string()))
        .collect();
    if !off.is_empty() {
        let _ = writeln!(s, "returning: {}", off.join(", "));
    }
    if !gone.is_empty() {
        let _ = writeln!(s, "gone: {}", gone.join(", "));
    }
    let mut marks = vec![];
    for (k, &(keep, _, _)) in KEEPS.iter().enumerate() {
        if v.discovered[k] {
            marks.push(format!("passage of {keep} discovered"));
        }
        if v.looted[k] {
            marks.push(format!("{keep} looted"));
        }
    }
    if let Some(t) = v.tournament {
        marks.push(format!(
            "tournament on turn {}{}",
            t.turn,
            if t.held { " (held)" } else { "" }
        ));
    }
    if let Some(m) = v.marriage {
        marks.push(format!("Marion married to {m:?}"));
    }
    if let Some(t) = v.wounded_until {
        marks.push(format!("Robin Hood wounded until turn {t}"));
    }
    if !marks.is_empty() {
        let _ = writeln!(s, "markers: {}", marks.join("; "));
    }
    match (&v.outcome, v.to_move) {
        (Some(o), _) => {
            let _ = writeln!(s, "{} wins ({})", SEATS[usize::from(o.winner)], o.reason);
        }
        (None, Some(seat)) => {
            let _ = writeln!(s, "{} to act: {}", SEATS[usize::from(seat)], v.step.name());
        }
        _ => {}
    }
    s
}
