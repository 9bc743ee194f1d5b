//! Every choice a player makes, with its text notation (`Display` and
//! `FromStr` round-trip): `place robin c3`, `fire robin at guard2`,
//! `move robin e5` (by the cheapest path), `move robin d4 d5 e5` (by the
//! hexes named), `mount guy`, `dismount guy`, `exit sheriff`,
//! `melee john+scarlet at guard2`, `recoil guard2 f6`, `end`.

use crate::hex::Hex;
use crate::roster::Who;
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Hidden set-up: put the next character on a hex of the set-up zone.
    Place {
        who: Who,
        at: Hex,
    },
    Fire {
        shooter: Who,
        target: Who,
    },
    /// A move to `to`: through the hexes `via` in order, or by the
    /// cheapest path when `via` is empty (the moves `legal` lists).
    Move {
        who: Who,
        to: Hex,
        via: Vec<Hex>,
    },
    Mount {
        who: Who,
    },
    Dismount {
        who: Who,
    },
    /// Leave the map by the scenario's exit edge.
    Exit {
        who: Who,
    },
    /// One or more attackers against one defender.
    Melee {
        attackers: Vec<Who>,
        defender: Who,
    },
    /// Choose where a recoiling character ends up.
    Recoil {
        who: Who,
        to: Hex,
    },
    /// End the current step.
    End,
}

impl Action {
    /// The characters who play it (none for `end`).
    pub fn actors(&self) -> Vec<Who> {
        match self {
            Action::Place { who, .. }
            | Action::Move { who, .. }
            | Action::Mount { who }
            | Action::Dismount { who }
            | Action::Exit { who }
            | Action::Recoil { who, .. } => vec![*who],
            Action::Fire { shooter, .. } => vec![*shooter],
            Action::Melee { attackers, .. } => attackers.clone(),
            Action::End => Vec::new(),
        }
    }

    /// The enemy it strikes, if it is a shot or a melee.
    pub fn struck(&self) -> Option<Who> {
        match self {
            Action::Fire { target, .. } => Some(*target),
            Action::Melee { defender, .. } => Some(*defender),
            _ => None,
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Action::Place { who, at } => write!(f, "place {who} {at}"),
            Action::Fire { shooter, target } => write!(f, "fire {shooter} at {target}"),
            Action::Move { who, to, via } => {
                write!(f, "move {who}")?;
                for h in via {
                    write!(f, " {h}")?;
                }
                write!(f, " {to}")
            }
            Action::Mount { who } => write!(f, "mount {who}"),
            Action::Dismount { who } => write!(f, "dismount {who}"),
            Action::Exit { who } => write!(f, "exit {who}"),
            Action::Melee {
                attackers,
                defender,
            } => {
                let names: Vec<&str> = attackers.iter().map(|w| w.name()).collect();
                write!(f, "melee {} at {defender}", names.join("+"))
            }
            Action::Recoil { who, to } => write!(f, "recoil {who} {to}"),
            Action::End => write!(f, "end"),
        }
    }
}

/// Why a text is not an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BadNotation(pub String);

impl fmt::Display for BadNotation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

fn who(name: &str) -> Result<Who, BadNotation> {
    Who::by_name(name).ok_or_else(|| BadNotation(format!("no character is called '{name}'")))
}

fn hex(text: &str) -> Result<Hex, BadNotation> {
    text.parse().map_err(BadNotation)
}

impl FromStr for Action {
    type Err = BadNotation;
    fn from_str(s: &str) -> Result<Action, BadNotation> {
        let words: Vec<&str> = s.split_whitespace().collect();
        Ok(match words.as_slice() {
            ["place", w, h] => Action::Place {
                who: who(w)?,
                at: hex(h)?,
            },
            ["fire", s, "at", t] => Action::Fire {
                shooter: who(s)?,
                target: who(t)?,
            },
            ["move", w, hexes @ ..] if !hexes.is_empty() => {
                let mut route = hexes.iter().map(|h| hex(h)).collect::<Result<Vec<_>, _>>()?;
                let to = route.pop().expect("not empty");
                Action::Move {
                    who: who(w)?,
                    to,
                    via: route,
                }
            }
            ["mount", w] => Action::Mount { who: who(w)? },
            ["dismount", w] => Action::Dismount { who: who(w)? },
            ["exit", w] => Action::Exit { who: who(w)? },
            ["melee", a, "at", d] => Action::Melee {
                attackers: a.split('+').map(who).collect::<Result<_, _>>()?,
                defender: who(d)?,
            },
            ["recoil", w, h] => Action::Recoil {
                who: who(w)?,
                to: hex(h)?,
            },
            ["end"] => Action::End,
            _ => {
                return Err(BadNotation(format!(
                    "'{s}' is not an action (place, fire, move, mount, dismount, exit, melee, recoil, end)"
                )))
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actors_and_the_one_struck() {
        let who = |n: &str| Who::by_name(n).unwrap();
        let a = |t: &str| t.parse::<Action>().unwrap();
        for t in [
            "place robin c3",
            "move robin d4 e5",
            "mount robin",
            "dismount robin",
            "exit robin",
            "recoil robin f6",
        ] {
            assert_eq!(a(t).actors(), vec![who("robin")], "{t}");
            assert_eq!(a(t).struck(), None, "{t}");
        }
        assert_eq!(a("fire much at guard2").actors(), vec![who("much")]);
        assert_eq!(a("fire much at guard2").struck(), Some(who("guard2")));
        assert_eq!(
            a("melee john+scarlet at guard3").actors(),
            vec![who("john"), who("scarlet")]
        );
        assert_eq!(
            a("melee john+scarlet at guard3").struck(),
            Some(who("guard3"))
        );
        assert_eq!(a("end").actors(), Vec::new());
        assert_eq!(a("end").struck(), None);
    }

    #[test]
    fn notation_round_trips() {
        for text in [
            "place robin c3",
            "fire robin at guard2",
            "move robin e5",
            "move robin d4 d5 e5",
            "mount guy",
            "dismount guy",
            "exit sheriff",
            "melee john+scarlet at guard2",
            "melee john at knight1",
            "recoil guard2 f6",
            "end",
        ] {
            let a: Action = text.parse().unwrap();
            assert_eq!(a.to_string(), text);
        }
        assert!("fire robin guard2".parse::<Action>().is_err());
        assert!("move nobody e5".parse::<Action>().is_err());
        assert!("move robin z99".parse::<Action>().is_err());
        assert!("move robin d4 z99".parse::<Action>().is_err());
        assert!("move robin".parse::<Action>().is_err());
        assert_eq!(
            "move robin d4 e5".parse::<Action>().unwrap(),
            Action::Move {
                who: Who::by_name("robin").unwrap(),
                to: "e5".parse().unwrap(),
                via: vec!["d4".parse().unwrap()],
            }
        );
    }
}
