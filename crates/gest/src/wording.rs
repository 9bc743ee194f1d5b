//! The public position in words, for the save check
//! ([`sherwood_engine::Game::public_position`]): what the public view shows,
//! written out. Wording version 1: a change of wording needs a new version, a
//! change of rules does not.

use crate::cards::Traveller;
use crate::state::{CartKind, Gest, Robin, Status};
use crate::view::View;
use sherwood_engine::Viewer;
use std::fmt::Write;

pub const VERSION: u32 = 1;

const SEATS: [&str; 2] = ["robin_hood", "sheriff"];

fn status_word(s: Option<Status>) -> &'static str {
    match s {
        None => "",
        Some(Status::Submissive) => " submissive",
        Some(Status::Revolting) => " revolting",
        Some(Status::Passive) => " passive",
    }
}

fn traveller_word(t: Traveller) -> &'static str {
    match t {
        Traveller::RichMerchant => "rich_merchant",
        Traveller::NobleKnight => "noble_knight",
        Traveller::Monks => "monks",
        Traveller::ThePotter => "the_potter",
        Traveller::TheMillersSon => "the_millers_son",
        Traveller::RichardAtTheLea => "richard_at_the_lea",
        Traveller::BishopOfHereford => "bishop_of_hereford",
        Traveller::GuyOfGisborne => "guy_of_gisborne",
    }
}

fn travellers(list: &[Traveller]) -> String {
    list.iter()
        .map(|t| traveller_word(*t))
        .collect::<Vec<_>>()
        .join(" ")
}

fn numbers(list: &[u8]) -> String {
    list.iter().map(u8::to_string).collect::<Vec<_>>().join(" ")
}

impl Gest {
    pub(crate) fn position_text(&self) -> String {
        // The public view as the position stands, also while Robin Hood
        // sets up (the table shows his set-up to nobody else until it is
        // done): the wording of those positions is fixed like any other, and
        // a save holds the moves themselves anyway.
        let v: View = self.view_as_it_is(Viewer::Public, false);
        let mut out = String::new();
        let seat = |s: u8| SEATS[s as usize];
        let _ = writeln!(
            out,
            "ballad {}, card {}, deck {}, played {}",
            v.ballad,
            v.card.map_or("none".into(), |c| c.to_string()),
            v.deck_count,
            numbers(&v.played)
        );
        let to_move = v.prompt.seat.map_or("nobody", seat);
        match &v.prompt.outcome {
            Some(o) => {
                let _ = writeln!(out, "over, {} won: {}", seat(o.winner), o.reason);
            }
            None => {
                let _ = writeln!(out, "{} to act: {}", to_move, v.prompt.step.name());
            }
        }
        let _ = writeln!(
            out,
            "eligible {} then {}, boxes {}",
            seat(v.eligible[0]),
            seat(v.eligible[1]),
            v.boxes
                .iter()
                .map(|b| b.map_or("empty", seat))
                .collect::<Vec<_>>()
                .join(" ")
        );
        let _ = writeln!(
            out,
            "shillings {} {}, royal favour {}",
            v.shillings[0], v.shillings[1], v.royal_favour
        );
        for s in &v.spaces {
            let up: Vec<String> = CartKind::ALL
                .iter()
                .filter(|k| s.carts_face_up[k.index()] > 0)
                .map(|k| format!(" {} {k}", s.carts_face_up[k.index()]))
                .collect();
            let _ = writeln!(
                out,
                "{}{}: {} hidden, {} revealed, {} henchmen, {} camps, {} carriages face down{}",
                s.space.name(),
                status_word(s.status),
                s.hidden,
                s.revealed,
                s.henchmen,
                s.camps,
                s.carts_face_down,
                up.join("")
            );
        }
        let robin = match v.robin {
            None => "hidden".to_string(),
            Some(Robin::Available) => "available".into(),
            Some(Robin::Prison) => "prison".into(),
            Some(Robin::Map { at, .. }) => format!("revealed in {}", at.name()),
        };
        let _ = writeln!(out, "robin hood {robin}");
        let _ = writeln!(
            out,
            "available {} merry men, {} camps, {} henchmen, {} carriages; prison {}; used carriages {}",
            v.available_merry_men,
            v.available_camps,
            v.available_henchmen,
            v.available_carts,
            v.prison,
            numbers(&v.used_carts)
        );
        let _ = writeln!(
            out,
            "travellers {} in deck, discard {}, victims {}, out {}",
            v.traveller_count,
            travellers(&v.traveller_discard),
            travellers(&v.victims),
            travellers(&v.travellers_out)
        );
        let _ = writeln!(
            out,
            "bridge {}, great oak {}",
            v.bridge
                .map_or("none".into(), |(a, b)| format!("{} {}", a.name(), b.name())),
            v.great_oak
        );
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::{Gest, Options};
    use sherwood_engine::Game;

    /// The wording is a promise to every save ever written: this exact text
    /// must not change unless `VERSION` does.
    #[test]
    fn the_wording_of_version_1_is_fixed() {
        let g = Gest::new(&Options::default(), 7);
        let text = g.public_position();
        assert!(text.starts_with("ballad 1, card none, deck "), "{text}");
        assert!(text.contains("\nrobin_hood to act: setup\n"), "{text}");
        assert!(
            text.contains("\nrobin hood hidden\n") || text.contains("\nrobin hood available\n"),
            "{text}"
        );
        assert_eq!(super::VERSION, 1);
    }
}
