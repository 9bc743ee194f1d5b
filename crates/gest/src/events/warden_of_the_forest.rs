//! #8 Warden of the Forest (Fortune): the Sheriff may Hire in Revolting
//! Parishes (up to 2), Robin Hood may Donate once; then one step toward
//! Order if 5 or more Parishes are Submissive, else toward Justice.

use super::procedure::prelude::*;

pub(super) struct WardenOfTheForest;

/// The Hire and the Donate are queued, then the verdict.
const GRANTS: u8 = 0;
/// The Royal Favour shifts.
const VERDICT: u8 = 1;

impl Procedure for WardenOfTheForest {
    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.step {
            GRANTS => {
                let mut hire = PlotCtx::new(SHERIFF, 2);
                hire.plots = vec![Plot::Hire];
                hire.revolting_only = true;
                hire.optional = true;
                let donate = DeedCtx {
                    deeds: vec![Deed::Donate],
                    donate_limit: 1,
                    ..DeedCtx::standard(ROBIN)
                };
                g.tasks.push(Task::Event(es.at(VERDICT)));
                g.tasks.push(Task::Deeds(donate));
                g.tasks.push(Task::Plot(hire));
            }
            _ => {
                let toward = if g.submissive_parishes() >= 5 { 1 } else { -1 };
                g.shift(toward, es.rule());
            }
        }
        false
    }
}
