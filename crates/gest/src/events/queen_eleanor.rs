//! #3 Queen Eleanor (Fortune): the Sheriff may move a Noble Knight from the
//! Traveller deck to the Victims pile; then one step toward Order if 4 or
//! more Victims, else toward Justice.

use super::procedure::prelude::*;

pub(super) struct QueenEleanor;

/// The Sheriff may take a Noble Knight (if one is in the deck).
const NOBLE_KNIGHT: u8 = 0;
/// The Royal Favour shifts.
const VERDICT: u8 = 1;

impl Procedure for QueenEleanor {
    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.step {
            NOBLE_KNIGHT if g.travellers.contains(&Traveller::NobleKnight) => g.ask_as(es, SHERIFF),
            _ => {
                g.shift(if g.victims.len() >= 4 { 1 } else { -1 }, es.rule());
                false
            }
        }
    }

    fn legal(&self, _g: &Gest, _es: &EventState, out: &mut Vec<Action>) {
        out.push(Action::Yes);
        out.push(Action::Done);
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        if *action == Action::Yes {
            g.take_traveller(Traveller::NobleKnight, Pile::Victims);
        }
        After::Continue(es.at(VERDICT))
    }

    fn ask(&self, _es: &EventState) -> Option<Ask> {
        Ask::new("gest.ask.queen_eleanor")
    }
}
