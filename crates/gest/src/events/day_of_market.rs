//! #1 Day of Market (Fortune): the Sheriff returns Henchmen to Available for
//! a Shilling each (no more than the Submissive Parishes), then Robin Hood
//! may return a Merry Man for half that sum, rounded down.

use super::procedure::prelude::*;

pub(super) struct DayOfMarket;

/// The Sheriff returns Henchmen, one at a time (`count`: so far).
const HENCHMEN: u8 = 0;
/// Robin Hood may return one Merry Man.
const MERRY_MAN: u8 = 1;

impl Procedure for DayOfMarket {
    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.step {
            HENCHMEN => g.ask_as(es, SHERIFF),
            _ => g.ask_as(es, ROBIN),
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        match es.step {
            HENCHMEN => {
                if (es.count as usize) < g.submissive_parishes() {
                    out.extend(g.spaces_where(&|s| g.space(s).henchmen > 0));
                }
            }
            _ => g.pick_men(&|_| true, true, out),
        }
        out.push(Action::Done);
    }

    fn apply(&self, g: &mut Gest, mut es: EventState, action: &Action) -> After {
        let rule = es.rule();
        match (es.step, action) {
            (HENCHMEN, &Action::Space(s)) => {
                g.remove_henchmen(s, 1, Dest::Available, rule);
                g.gain(SHERIFF, 1, rule);
                es.count += 1;
                After::Continue(es)
            }
            (HENCHMEN, Action::Done) => After::Continue(es.at(MERRY_MAN)),
            (MERRY_MAN, &Action::Pick(s, p)) => {
                g.return_man(s, p, rule);
                // Half the Shillings the Sheriff just took, rounded down.
                g.gain(ROBIN, i32::from(es.count / 2), rule);
                After::Done
            }
            (MERRY_MAN, Action::Done) => After::Done,
            (_, a) => not_here(&es, a),
        }
    }

    fn ask(&self, es: &EventState) -> Option<Ask> {
        match es.step {
            HENCHMEN => Ask::n("gest.ask.market_day.henchmen", es.count),
            _ => Ask::n("gest.ask.market_day.man", es.count / 2),
        }
    }
}
