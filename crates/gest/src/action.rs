//! Actions and their text notation (used by saves and the command line).
//! Every action is one small choice: a box, a Plot, a space, a piece, Done.

use crate::cards::Side;
use crate::map::Sp;
use crate::state::{CartKind, Choice, Deed, Piece, Plot, RobTarget};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// What Recruit does in a space (rule 3.2.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RecruitOpt {
    /// Place one Merry Man.
    Man,
    /// Where a Camp is: place two Merry Men.
    Two,
    /// Replace a Merry Man (Hidden or Revealed, never Robin Hood) with a Camp.
    Camp(Piece),
    /// Where a Camp is: flip all Merry Men there to Hidden.
    Hide,
    /// Place Robin Hood from Available (Hidden, like any recruit).
    Robin,
    /// Where a Camp is: place Robin Hood and one Merry Man.
    TwoRobin,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Place Robin Hood here (setup, Redeployment, prison breaks).
    Robin(Sp),
    /// Setup: place a Hidden Merry Man here.
    Man(Sp),
    /// Move a Carriage one step along its road, with or without an escort.
    Cart {
        from: Sp,
        kind: CartKind,
        revealed: bool,
        escort: bool,
    },
    /// Take an Initiative box and carry it out.
    Choose(Choice),
    /// Put the cylinder in a box and pass.
    Pass(Choice),
    /// Which side of the Event (or Traveller) card.
    Side(Side),
    Plot(Plot),
    Deed(Deed),
    /// Select a space for the current Plot, Deed or Event.
    Space(Sp),
    Recruit(RecruitOpt),
    /// Move one piece from the space being worked to this space.
    Send(Piece, Sp),
    /// Move one piece between two spaces.
    Move(Piece, Sp, Sp),
    Target(RobTarget),
    /// Reveal this many Merry Men (not counting Robin Hood) for a Rob, and
    /// whether Robin Hood takes part.
    Reveal {
        men: u8,
        robin: bool,
    },
    Count(u8),
    Kind(CartKind),
    Remove(Piece),
    /// Swashbuckle: Robin Hood to one space, and up to one Merry Man from his
    /// space (Hidden or Revealed) to another.
    Swash {
        robin: Sp,
        other: Option<(Piece, Sp)>,
    },
    /// Choose one piece of this kind in this space (for an Event).
    Pick(Sp, Piece),
    /// Accept an optional effect.
    Yes,
    /// Take the Shillings instead (*Heavy Rain*).
    Gain,
    /// Secretly swap Robin Hood with a Merry Man (of this kind) in this space.
    Swap(Sp, Piece),
    Done,
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Robin(sp) => write!(f, "robin {sp}"),
            Action::Man(sp) => write!(f, "man {sp}"),
            Action::Cart {
                from,
                kind,
                revealed,
                escort,
            } => {
                let face = if *revealed { "revealed" } else { "hidden" };
                write!(f, "cart {from} {kind} {face}")?;
                if *escort {
                    f.write_str(" escort")?;
                }
                Ok(())
            }
            Action::Choose(c) => f.write_str(c.name()),
            Action::Pass(c) => write!(f, "pass {}", c.name()),
            Action::Side(s) => write!(f, "{s}"),
            Action::Plot(p) => write!(f, "plot {}", p.name()),
            Action::Deed(d) => write!(f, "deed {}", d.name()),
            Action::Space(sp) => write!(f, "space {sp}"),
            Action::Recruit(o) => match o {
                RecruitOpt::Man => f.write_str("recruit man"),
                RecruitOpt::Two => f.write_str("recruit two"),
                RecruitOpt::Camp(p) => write!(f, "recruit camp {p}"),
                RecruitOpt::Hide => f.write_str("recruit hide"),
                RecruitOpt::Robin => f.write_str("recruit robin"),
                RecruitOpt::TwoRobin => f.write_str("recruit two robin"),
            },
            Action::Send(p, to) => write!(f, "send {p} {to}"),
            Action::Move(p, from, to) => write!(f, "move {p} {from} {to}"),
            Action::Target(t) => match t {
                RobTarget::Traveller => f.write_str("target traveller"),
                RobTarget::Treasury => f.write_str("target treasury"),
                RobTarget::HiddenCart => f.write_str("target cart"),
                RobTarget::RevealedCart(k) => write!(f, "target cart {k}"),
            },
            Action::Reveal { men, robin } => {
                write!(f, "reveal {men}")?;
                if *robin {
                    f.write_str(" robin")?;
                }
                Ok(())
            }
            Action::Count(n) => write!(f, "count {n}"),
            Action::Kind(k) => write!(f, "kind {k}"),
            Action::Remove(p) => write!(f, "remove {p}"),
            Action::Swash { robin, other } => {
                write!(f, "swashbuckle {robin}")?;
                if let Some((p, to)) = other {
                    write!(f, " {p} {to}")?;
                }
                Ok(())
            }
            Action::Swap(sp, p) => write!(f, "swap {sp} {p}"),
            Action::Pick(sp, p) => write!(f, "pick {sp} {p}"),
            Action::Yes => f.write_str("yes"),
            Action::Gain => f.write_str("gain"),
            Action::Done => f.write_str("done"),
        }
    }
}

/// Text that is not an action of this game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadNotation(pub String);

impl fmt::Display for BadNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "'{}' is not a Gest action", self.0)
    }
}

impl std::error::Error for BadNotation {}

fn choice(s: &str) -> Option<Choice> {
    Choice::ALL.into_iter().find(|c| c.name() == s)
}

impl FromStr for Action {
    type Err = BadNotation;
    fn from_str(s: &str) -> Result<Self, BadNotation> {
        let words: Vec<&str> = s.split_whitespace().collect();
        parse(&words).ok_or_else(|| BadNotation(s.to_string()))
    }
}

fn parse(w: &[&str]) -> Option<Action> {
    let sp = |i: usize| w.get(i).and_then(|t| t.parse::<Sp>().ok());
    let piece = |i: usize| w.get(i).and_then(|t| t.parse::<Piece>().ok());
    let kind = |i: usize| w.get(i).and_then(|t| t.parse::<CartKind>().ok());
    let num = |i: usize| w.get(i).and_then(|t| t.parse::<u8>().ok());
    let len = w.len();
    let a = match *w.first()? {
        "robin" if len == 2 => Action::Robin(sp(1)?),
        "man" if len == 2 => Action::Man(sp(1)?),
        "cart" if len == 4 || len == 5 => Action::Cart {
            from: sp(1)?,
            kind: kind(2)?,
            revealed: match w[3] {
                "revealed" => true,
                "hidden" => false,
                _ => return None,
            },
            escort: match w.get(4) {
                None => false,
                Some(&"escort") => true,
                _ => return None,
            },
        },
        "pass" if len == 2 => Action::Pass(choice(w[1])?),
        c if len == 1 && choice(c).is_some() => Action::Choose(choice(c)?),
        "light" if len == 1 => Action::Side(Side::Light),
        "dark" if len == 1 => Action::Side(Side::Dark),
        "plot" if len == 2 => Action::Plot(Plot::ALL.into_iter().find(|p| p.name() == w[1])?),
        "deed" if len == 2 => Action::Deed(Deed::ALL.into_iter().find(|d| d.name() == w[1])?),
        "space" if len == 2 => Action::Space(sp(1)?),
        "recruit" => match (w.get(1).copied(), len) {
            (Some("man"), 2) => Action::Recruit(RecruitOpt::Man),
            (Some("two"), 2) => Action::Recruit(RecruitOpt::Two),
            (Some("hide"), 2) => Action::Recruit(RecruitOpt::Hide),
            (Some("robin"), 2) => Action::Recruit(RecruitOpt::Robin),
            (Some("two"), 3) if w[2] == "robin" => Action::Recruit(RecruitOpt::TwoRobin),
            (Some("camp"), 3) => Action::Recruit(RecruitOpt::Camp(piece(2)?)),
            _ => return None,
        },
        "send" if len == 3 => Action::Send(piece(1)?, sp(2)?),
        "move" if len == 4 => Action::Move(piece(1)?, sp(2)?, sp(3)?),
        "target" => match (w.get(1).copied(), len) {
            (Some("traveller"), 2) => Action::Target(RobTarget::Traveller),
            (Some("treasury"), 2) => Action::Target(RobTarget::Treasury),
            (Some("cart"), 2) => Action::Target(RobTarget::HiddenCart),
            (Some("cart"), 3) => Action::Target(RobTarget::RevealedCart(kind(2)?)),
            _ => return None,
        },
        "reveal" if len == 2 || len == 3 => Action::Reveal {
            men: num(1)?,
            robin: match w.get(2) {
                None => false,
                Some(&"robin") => true,
                _ => return None,
            },
        },
        "count" if len == 2 => Action::Count(num(1)?),
        "kind" if len == 2 => Action::Kind(kind(1)?),
        "remove" if len == 2 => Action::Remove(piece(1)?),
        "swashbuckle" if len == 2 || len == 4 => Action::Swash {
            robin: sp(1)?,
            other: if len == 4 {
                Some((piece(2)?, sp(3)?))
            } else {
                None
            },
        },
        "swap" if len == 3 => Action::Swap(sp(1)?, piece(2)?),
        "done" if len == 1 => Action::Done,
        "pick" if len == 3 => Action::Pick(sp(1)?, piece(2)?),
        "yes" if len == 1 => Action::Yes,
        "gain" if len == 1 => Action::Gain,
        _ => return None,
    };
    Some(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One action of every form the notation has.
    fn every_form() -> Vec<Action> {
        vec![
            Action::Robin(Sp::ShireWood),
            Action::Man(Sp::Remston),
            Action::Cart {
                from: Sp::Blyth,
                kind: CartKind::Trap,
                revealed: true,
                escort: false,
            },
            Action::Cart {
                from: Sp::Blyth,
                kind: CartKind::Trap,
                revealed: false,
                escort: true,
            },
            Action::Choose(Choice::PlotsAndDeeds),
            Action::Pass(Choice::Event),
            Action::Side(Side::Light),
            Action::Side(Side::Dark),
            Action::Plot(Plot::Sneak),
            Action::Deed(Deed::Disperse),
            Action::Space(Sp::Tuxford),
            Action::Recruit(RecruitOpt::Man),
            Action::Recruit(RecruitOpt::Two),
            Action::Recruit(RecruitOpt::Hide),
            Action::Recruit(RecruitOpt::Robin),
            Action::Recruit(RecruitOpt::TwoRobin),
            Action::Recruit(RecruitOpt::Camp(Piece::Revealed)),
            Action::Send(Piece::Robin, Sp::Tuxford),
            Action::Move(Piece::Henchman, Sp::Nottingham, Sp::Mansfield),
            Action::Target(RobTarget::Traveller),
            Action::Target(RobTarget::Treasury),
            Action::Target(RobTarget::HiddenCart),
            Action::Target(RobTarget::RevealedCart(CartKind::Tallage)),
            Action::Reveal {
                men: 2,
                robin: false,
            },
            Action::Reveal {
                men: 2,
                robin: true,
            },
            Action::Count(3),
            Action::Kind(CartKind::Tallage),
            Action::Remove(Piece::Hidden),
            Action::Swash {
                robin: Sp::Blyth,
                other: None,
            },
            Action::Swash {
                robin: Sp::Blyth,
                other: Some((Piece::Hidden, Sp::Tuxford)),
            },
            Action::Swap(Sp::Remston, Piece::Hidden),
            Action::Pick(Sp::Blyth, Piece::Revealed),
            Action::Yes,
            Action::Gain,
            Action::Done,
        ]
    }

    #[test]
    fn notation_round_trips() {
        for a in every_form() {
            assert_eq!(a.to_string().parse::<Action>(), Ok(a.clone()), "{a}");
        }
        assert!("move hidden".parse::<Action>().is_err());
    }

    /// Each action's notation takes exactly its words: one word more is
    /// refused, whatever the word, and so is Robin Hood's "two robin"
    /// recruit with another last word; a refusal says what was refused.
    #[test]
    fn notation_refuses_a_word_too_many() {
        for a in every_form() {
            let text = a.to_string();
            assert_eq!(text.parse::<Action>(), Ok(a.clone()), "{text}");
            for extra in ["x", "robin", "blyth", "2"] {
                let longer = format!("{text} {extra}");
                if let Ok(b) = longer.parse::<Action>() {
                    // Only a form with an optional last word may read it.
                    assert_ne!(b, a, "{longer}");
                    assert!(
                        matches!(
                            b,
                            Action::Reveal { robin: true, .. }
                                | Action::Cart { escort: true, .. }
                                | Action::Recruit(RecruitOpt::TwoRobin)
                        ),
                        "'{longer}' read as {b}"
                    );
                }
            }
        }
        assert!("recruit two x".parse::<Action>().is_err());
        assert_eq!(
            "nonsense here".parse::<Action>().unwrap_err().to_string(),
            "'nonsense here' is not a Gest action"
        );
    }
}
