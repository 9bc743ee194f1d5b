//! A Gest of Robin Hood on the command line: a readable position (the game
//! has no options).

use crate::{cards, Gest, Options, Robin, Status, View};
use sherwood_engine::CommandLine;
use std::fmt::Write;

const SEATS: [&str; 2] = ["robin", "sheriff"];

impl CommandLine for Gest {
    const FLAGS_HELP: &'static str = "";
    const SEAT_NAMES: &'static [&'static str] = &SEATS;
    const PLAYOUT_CAP: usize = 20_000;

    /// Gest has no options; anything but `--seed` is an error.
    fn options_from_flags(flags: &[String]) -> Result<Options, String> {
        match flags.first() {
            None => Ok(Options::default()),
            Some(f) => Err(format!(
                "unknown gest option '{f}' (gest takes only --seed)"
            )),
        }
    }

    fn show(view: &View, legal: &[String]) -> String {
        render(view, legal)
    }
}

fn status(s: Option<Status>) -> &'static str {
    match s {
        Some(Status::Submissive) => "submissive",
        Some(Status::Revolting) => "revolting",
        Some(Status::Passive) => "passive",
        None => "",
    }
}

/// A readable position from a view: spaces and pieces, tracks, card, prompt.
fn render(v: &View, legal: &[String]) -> String {
    let mut s = String::new();
    let favour = if v.royal_favour < 0 {
        format!("Justice {}", -v.royal_favour)
    } else {
        format!("Order {}", v.royal_favour)
    };
    let _ = writeln!(
        s,
        "A Gest of Robin Hood — ballad {}, {} cards in the deck, Royal Favour {favour}",
        v.ballad, v.deck_count
    );
    let _ = writeln!(
        s,
        "card: {}",
        v.card.map_or("none yet".to_string(), |c| format!(
            "#{c} {}",
            cards::title(c)
        ))
    );
    for sp in &v.spaces {
        let mut pieces = Vec::new();
        let mut add = |n: u8, what: &str| {
            if n > 0 {
                pieces.push(format!("{n} {what}"));
            }
        };
        add(sp.hidden, "hidden merry men");
        add(sp.revealed, "revealed merry men");
        add(sp.henchmen, "henchmen");
        add(sp.camps, "camps");
        add(sp.carts_face_down, "face-down carriages");
        for (i, kind) in ["tallage", "tribute", "trap"].iter().enumerate() {
            add(sp.carts_face_up[i], &format!("{kind} carriages"));
        }
        if let Some(Robin::Map { at, hidden }) = v.robin {
            if at == sp.space {
                pieces.push(format!(
                    "robin hood ({})",
                    if hidden { "hidden" } else { "revealed" }
                ));
            }
        }
        let _ = writeln!(
            s,
            "  {:<17} {:<11} {}",
            sp.space.to_string(),
            status(sp.status),
            pieces.join(", ")
        );
    }
    let _ = writeln!(
        s,
        "robin: {} shillings, available {} merry men {} camps, prison {}",
        v.shillings[0], v.available_merry_men, v.available_camps, v.prison
    );
    let whereabouts = match v.robin {
        Some(Robin::Available) => "robin hood is available",
        Some(Robin::Prison) => "robin hood is in prison",
        Some(Robin::Map { .. }) => "",
        None if v.robin_in_doubt => {
            "robin hood may be among the available merry men, or hidden on the map"
        }
        None => "robin hood is hidden on the map",
    };
    if !whereabouts.is_empty() {
        let _ = writeln!(s, "{whereabouts}");
    }
    let _ = writeln!(
        s,
        "sheriff: {} shillings, available {} henchmen {} carriages, used {:?}",
        v.shillings[1], v.available_henchmen, v.available_carts, v.used_carts
    );
    let boxes: Vec<String> = ["single", "event", "plots"]
        .iter()
        .zip(v.boxes)
        .map(|(b, o)| format!("{b}: {}", o.map_or("-", |s| SEATS[s as usize])))
        .collect();
    let _ = writeln!(
        s,
        "initiative: {} (first eligible {})",
        boxes.join(", "),
        SEATS[v.eligible[0] as usize]
    );
    if let Some((a, b)) = v.bridge {
        let _ = writeln!(s, "bridge: {a} - {b}");
    }
    match (&v.prompt.outcome, v.prompt.seat) {
        (Some(o), _) => {
            let _ = writeln!(s, "{} wins ({})", SEATS[o.winner as usize], o.reason);
        }
        (None, Some(seat)) => {
            let _ = writeln!(
                s,
                "{} to act: {}",
                SEATS[seat as usize],
                v.prompt.step.name()
            );
        }
        _ => {}
    }
    if !legal.is_empty() {
        let _ = writeln!(s, "legal: {}", legal.join(", "));
    }
    s
}
