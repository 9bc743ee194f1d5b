//! Actions: one decision each, with a text notation that round-trips
//! (`pick robin`, `step arnold`, `offer john for guy`).

use crate::map::Area;
use crate::vocab::Pid;
use std::fmt;
use std::str::FromStr;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Ends the current step (movement phase, recruitment, taxes...).
    Done,
    /// 12: Robin Hood or King Richard puts on, or takes off, a disguise.
    Disguise(Pid),
    Undisguise(Pid),
    /// 8.2, 13.8: kills a captive leader.
    Murder(Pid),
    /// 6.3: adds a piece to the group about to move.
    Pick(Pid),
    /// 6: moves the group into an adjacent area.
    Step(Area),
    /// 6.3: leaves a piece of the group where it stands.
    Drop(Pid),
    /// Ends the group's move.
    Halt,
    /// 7.3: resolves the battle in this area next.
    Fight(Area),
    /// 7.7, 7.8: removes this unit as a loss.
    Lose(Pid),
    /// Places the piece a placement waits for (reinforcement, escape,
    /// retreat, release...).
    Place(Area),
    /// 10: recruits this leader or Merry Men unit.
    Recruit(Pid),
    /// 8.3: hangs this captive.
    Hang(Pid),
    /// 8.2: takes the ransom of this captive.
    Ransom(Pid),
    /// 8.5: offers to exchange the first (an outlaw captive) for the second.
    Offer(Pid, Pid),
    Accept,
    Refuse,
    /// 14: the Sheriff declares an archery tournament.
    Declare,
    /// 9.6: the Sheriff taxes this village.
    Tax(Area),
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Action::*;
        match self {
            Done => write!(f, "done"),
            Disguise(p) => write!(f, "disguise {p}"),
            Undisguise(p) => write!(f, "undisguise {p}"),
            Murder(p) => write!(f, "murder {p}"),
            Pick(p) => write!(f, "pick {p}"),
            Step(a) => write!(f, "step {a}"),
            Drop(p) => write!(f, "drop {p}"),
            Halt => write!(f, "halt"),
            Fight(a) => write!(f, "fight {a}"),
            Lose(p) => write!(f, "lose {p}"),
            Place(a) => write!(f, "place {a}"),
            Recruit(p) => write!(f, "recruit {p}"),
            Hang(p) => write!(f, "hang {p}"),
            Ransom(p) => write!(f, "ransom {p}"),
            Offer(a, b) => write!(f, "offer {a} for {b}"),
            Accept => write!(f, "accept"),
            Refuse => write!(f, "refuse"),
            Declare => write!(f, "declare-tournament"),
            Tax(a) => write!(f, "tax {a}"),
        }
    }
}

impl FromStr for Action {
    type Err = String;
    fn from_str(s: &str) -> Result<Action, String> {
        use Action::*;
        let words: Vec<&str> = s.split_whitespace().collect();
        let pid = |w: &str| w.parse::<Pid>();
        let area = |w: &str| w.parse::<Area>();
        Ok(match words.as_slice() {
            ["done"] => Done,
            ["halt"] => Halt,
            ["accept"] => Accept,
            ["refuse"] => Refuse,
            ["declare-tournament"] => Declare,
            ["disguise", p] => Disguise(pid(p)?),
            ["undisguise", p] => Undisguise(pid(p)?),
            ["murder", p] => Murder(pid(p)?),
            ["pick", p] => Pick(pid(p)?),
            ["step", a] => Step(area(a)?),
            ["drop", p] => Drop(pid(p)?),
            ["fight", a] => Fight(area(a)?),
            ["lose", p] => Lose(pid(p)?),
            ["place", a] => Place(area(a)?),
            ["recruit", p] => Recruit(pid(p)?),
            ["hang", p] => Hang(pid(p)?),
            ["ransom", p] => Ransom(pid(p)?),
            ["offer", a, "for", b] => Offer(pid(a)?, pid(b)?),
            ["tax", a] => Tax(area(a)?),
            _ => {
                return Err(format!(
                    "'{s}' is no action (try: done, halt, pick robin, step arnold, \
                     drop mm1, fight arnold, lose maa1, place nottingham-town, recruit john, \
                     hang john, ransom guy, offer john for guy, accept, refuse, \
                     declare-tournament, tax ollerton, disguise robin, murder guy)"
                ))
            }
        })
    }
}
