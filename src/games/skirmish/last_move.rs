//! The other side's last phase, read from the log the viewer may see, for
//! the map to mark: the hexes its characters moved to, and its shots and
//! melees as arrows from where they stood. Entries the viewer may not see
//! are not in its view's log, so the marks tell it nothing it may not know.

use sherwood_skirmish::hex::Hex;
use sherwood_skirmish::log::{Entry, Event};
use sherwood_skirmish::roster::{Side, Who, ROSTER};
use sherwood_skirmish::scenario::Scenario;

/// A shot or a melee attack, from where the striker stood.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strike {
    pub from: Hex,
    pub to: Hex,
    pub shot: bool,
}

#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LastMove {
    pub moved: Vec<Hex>,
    pub strikes: Vec<Strike>,
}

/// Everyone's hex as the log tells it, from the scenario's set-up on.
struct Places([Option<Hex>; ROSTER.len()]);

impl Places {
    fn new(scenario: &Scenario) -> Places {
        let mut at = [None; ROSTER.len()];
        for (who, _, hex) in scenario.roster() {
            at[usize::from(who.0)] = hex;
        }
        Places(at)
    }

    fn get(&self, who: Who) -> Option<Hex> {
        self.0[usize::from(who.0)]
    }

    fn follow(&mut self, e: &Event) {
        match *e {
            Event::Placed { who, at }
            | Event::Moved { who, to: at }
            | Event::Stopped { who, at }
            | Event::Recoiled { who, to: at }
            | Event::Revealed { who, at } => self.0[usize::from(who.0)] = Some(at),
            Event::Exited { who } => self.0[usize::from(who.0)] = None,
            _ => {}
        }
    }
}

/// The last phase of the side other than `current`, as far as it went.
pub fn last_move(log: &[Entry], scenario: &Scenario, current: Side) -> Option<LastMove> {
    let other = current.other();
    let start = log
        .iter()
        .rposition(|e| matches!(e.event, Event::PhaseBegins { side, .. } if side == other))?;
    let mut places = Places::new(scenario);
    for e in &log[..start] {
        places.follow(&e.event);
    }
    let mut last = LastMove::default();
    for e in &log[start + 1..] {
        match &e.event {
            Event::PhaseBegins { .. } => break,
            Event::Moved { to, .. } | Event::Stopped { at: to, .. } => last.moved.push(*to),
            Event::Fire(r) => {
                if let (Some(from), Some(to)) = (places.get(r.shooter), places.get(r.target)) {
                    last.strikes.push(Strike {
                        from,
                        to,
                        shot: true,
                    });
                }
            }
            Event::Melee(r) => {
                for &a in &r.attackers {
                    if let (Some(from), Some(to)) = (places.get(a), places.get(r.defender)) {
                        last.strikes.push(Strike {
                            from,
                            to,
                            shot: false,
                        });
                    }
                }
            }
            _ => {}
        }
        places.follow(&e.event);
    }
    Some(last)
}

#[cfg(test)]
mod tests {
    use super::*;
    use sherwood_engine::{Game, Match, Viewer};
    use sherwood_skirmish::scenario::ScenarioId;
    use sherwood_skirmish::{Options, Skirmish};

    #[test]
    fn the_sheriffs_last_moves_and_nothing_the_outlaws_hid() {
        let options = Options::of(ScenarioId::Ambush);
        let mut m = Match::<Skirmish>::new(options, 1);
        for a in [
            "place robin g3",
            "place john h4",
            "place scarlet h10",
            "place much i10",
            "place outlaw1 i11",
            "move guard1 f7",
        ] {
            m.apply_text(a).unwrap_or_else(|e| panic!("{a}: {e}"));
        }
        let v = m.game().view(Viewer::Seat(0));
        let last = last_move(
            &v.log,
            ScenarioId::Ambush.scenario(sherwood_skirmish::RULES),
            Side::Outlaws,
        )
        .expect("a phase");
        assert_eq!(last.moved, vec!["f7".parse().unwrap()]);
        // The Sheriff sees no phase of the outlaws yet, and none of their places.
        let v = m.game().view(Viewer::Seat(1));
        assert_eq!(
            last_move(
                &v.log,
                ScenarioId::Ambush.scenario(sherwood_skirmish::RULES),
                Side::Sheriff
            ),
            None
        );
    }
}
