//! #16 Heavy Rain (Fortune): each eligible player in turn carries out a
//! Single Plot or takes 2 Shillings.

use super::procedure::prelude::*;

pub(super) struct HeavyRain;

/// The first eligible player chooses.
const FIRST: u8 = 0;
/// The second eligible player chooses.
const SECOND: u8 = 1;

impl Procedure for HeavyRain {
    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        match es.step {
            FIRST => g.ask_as(es, g.eligible[0]),
            SECOND => g.ask_as(es, g.eligible[1]),
            _ => false,
        }
    }

    fn legal(&self, g: &Gest, es: &EventState, out: &mut Vec<Action>) {
        if g.any_plot(&PlotCtx::new(es.seat, 1)) {
            out.push(Action::Choose(Choice::SinglePlot));
        }
        out.push(Action::Gain);
    }

    fn apply(&self, g: &mut Gest, es: EventState, action: &Action) -> After {
        let then = es.at(es.step + 1);
        match action {
            Action::Choose(Choice::SinglePlot) => {
                g.tasks.push(Task::Event(then));
                g.tasks.push(Task::Plot(PlotCtx::new(es.seat, 1)));
                After::Done
            }
            Action::Gain => {
                g.gain(es.seat, 2, es.rule());
                After::Continue(then)
            }
            a => not_here(&es, a),
        }
    }

    fn ask(&self, _es: &EventState) -> Option<Ask> {
        Ask::new("gest.ask.heavy_rain")
    }
}
