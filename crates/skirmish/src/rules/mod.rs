//! The rules: setting up, what is legal, and applying an action. Each part
//! of the player phase has its own module; `flow` runs the steps in order.

mod fire;
mod flow;
mod harm;
mod melee;
mod movement;
mod recoil;
mod revision;
mod sighting;
mod steering;

pub use fire::Shot;
pub(crate) use flow::FORD_EACH_TURN;
pub use melee::Attack;
pub use steering::{Leg, Steering};

use crate::action::Action;
use crate::hex::Hex;
use crate::log::{Entry, Event};
use crate::maps::Map;
use crate::roster::Side;
use crate::scenario::Scenario;
use crate::state::{Character, Moment, Options, Skirmish};
use crate::tables::PlayerStep;
pub use revision::map_drawing;
use sherwood_engine::{Rng, Step};

impl Skirmish {
    /// A new game of the options' scenario.
    pub fn setup(options: &Options, seed: u64) -> Skirmish {
        let scenario = options.scenario.scenario(options.rules);
        let chars = scenario
            .roster()
            .map(|(who, unit, hex)| {
                let mut c = Character::new(who, hex);
                c.mounted = unit.mounted;
                c.bound = unit.bound;
                c.hidden = hex.is_none();
                c
            })
            .collect();
        let mut g = Skirmish {
            options: options.clone(),
            rng: Rng::new(seed),
            chars,
            horses: Vec::new(),
            phase: 0,
            moment: Moment::Setup,
            recoils: Vec::new(),
            points: [0, 0],
            log: Vec::new(),
            reach_cache: Default::default(),
        };
        g.settle();
        g
    }

    pub fn scenario(&self) -> &'static Scenario {
        self.options.scenario.scenario(self.options.rules)
    }

    pub(crate) fn map(&self) -> &'static Map {
        self.scenario()
            .map
            .drawn(revision::map_drawing(self.rules()))
    }

    /// The side to choose now, if the game is not over.
    pub fn to_move_side(&self) -> Option<Side> {
        if let Some(r) = self.recoils.first() {
            return Some(r.who.side());
        }
        match self.moment {
            Moment::Setup => self.scenario().hidden.as_ref().map(|(side, _)| *side),
            Moment::Step(_) => Some(self.phase_side()),
            Moment::Over(_) => None,
        }
    }

    /// Whether `side` knows where `c` is: its own, or not hidden.
    pub(crate) fn known_to(side: Side, c: &Character) -> bool {
        c.side() == side || !c.hidden
    }

    /// The living character on `hex` whom `side` knows of.
    pub(crate) fn occupant_known(&self, side: Side, hex: Hex) -> Option<&Character> {
        self.chars
            .iter()
            .find(|c| c.on_map() == Some(hex) && Self::known_to(side, c))
    }

    /// Living enemies of `side` that `side` knows of.
    pub(crate) fn known_enemies(&self, side: Side) -> impl Iterator<Item = &Character> {
        self.chars
            .iter()
            .filter(move |c| c.side() != side && c.on_map().is_some() && Self::known_to(side, c))
    }

    /// The enemies `side` may shoot at or attack: those it knows of, but a
    /// bound prisoner (revision 2).
    pub(crate) fn targets(&self, side: Side) -> impl Iterator<Item = &Character> {
        let spared = self.bound_prisoner_spared();
        self.known_enemies(side)
            .filter(move |c| !(spared && c.bound))
    }

    /// The next character the hidden side places, during set-up.
    pub fn next_to_place(&self) -> Option<&Character> {
        match self.moment {
            Moment::Setup => self.chars.iter().find(|c| c.hidden && c.at.is_none()),
            _ => None,
        }
    }

    pub(crate) fn legal_actions(&self) -> Vec<Action> {
        if let Some(r) = self.recoils.first() {
            return self
                .recoil_ends(r)
                .into_iter()
                .map(|to| Action::Recoil { who: r.who, to })
                .collect();
        }
        let mut actions = match self.moment {
            Moment::Over(_) => return Vec::new(),
            Moment::Setup => return self.place_actions(),
            Moment::Step(step) => self.step_actions(step),
        };
        actions.push(Action::End);
        actions
    }

    /// Whether `action` is legal: `legal_actions().contains(action)`, with
    /// only its actor's moves or shots listed where a step lists them actor
    /// by actor (the checked `apply` asks this of every action); a move
    /// naming its route, which `legal` never lists, by its route.
    pub(crate) fn is_legal(&self, action: &Action) -> bool {
        if let Action::Move { who, to, via } = action {
            if !via.is_empty() {
                return self.steered_is_legal(*who, *to, via);
            }
        }
        if let (true, &Moment::Step(step)) = (self.recoils.is_empty(), &self.moment) {
            let side = self.phase_side();
            match (step, action) {
                (PlayerStep::Movement, Action::Move { who, to, .. }) => {
                    return who.side() == side
                        && self.move_actions_of(*who, Some(*to)).contains(action);
                }
                (
                    PlayerStep::Movement,
                    Action::Mount { who } | Action::Dismount { who } | Action::Exit { who },
                ) => {
                    return who.side() == side && self.move_actions_of(*who, None).contains(action);
                }
                (PlayerStep::FirstFire | PlayerStep::SecondFire, Action::Fire { shooter, .. }) => {
                    return self
                        .fire_actions_of(side, Some(*shooter), step)
                        .contains(action);
                }
                _ => {}
            }
        }
        self.legal_actions().contains(action)
    }

    /// The actions of a step, `end` aside.
    pub(crate) fn step_actions(&self, step: PlayerStep) -> Vec<Action> {
        let side = self.phase_side();
        match step {
            PlayerStep::FirstFire | PlayerStep::SecondFire => self.fire_actions(side, step),
            PlayerStep::Movement => self.move_actions(side),
            PlayerStep::Melee => self.melee_actions(side),
            PlayerStep::Recovery => Vec::new(),
        }
    }

    /// Whether `step_actions(step)` would be non-empty.
    pub(crate) fn has_step_action(&self, step: PlayerStep) -> bool {
        match step {
            PlayerStep::Movement => self.has_move_action(self.phase_side()),
            PlayerStep::FirstFire | PlayerStep::SecondFire => {
                self.has_fire_action(self.phase_side(), step)
            }
            PlayerStep::Melee | PlayerStep::Recovery => !self.step_actions(step).is_empty(),
        }
    }

    fn place_actions(&self) -> Vec<Action> {
        let Some(next) = self.next_to_place() else {
            return Vec::new();
        };
        let scenario = self.scenario();
        let Some((_, zone)) = &scenario.hidden else {
            return Vec::new();
        };
        Hex::all()
            .filter(|&h| {
                zone.contains(scenario.map, h) && self.chars.iter().all(|c| c.at != Some(h))
            })
            .map(|at| Action::Place { who: next.who, at })
            .collect()
    }

    pub(crate) fn apply_action(&mut self, action: &Action) -> Step {
        let before = (self.to_move_side(), self.rng.clone(), self.log.len());
        match action {
            Action::Place { who, at } => {
                let i = self.index(*who).expect("legal");
                self.chars[i].at = Some(*at);
                let side = self.chars[i].side();
                self.push_hidden(Event::Placed { who: *who, at: *at }, side.other());
            }
            Action::Fire { shooter, target } => self.fire(*shooter, *target),
            Action::Move { who, to, via } => self.walk(*who, *to, via),
            Action::Mount { who } => self.mount(*who),
            Action::Dismount { who } => self.dismount(*who),
            Action::Exit { who } => self.exit(*who),
            Action::Melee {
                attackers,
                defender,
            } => self.melee(attackers, *defender),
            Action::Recoil { who, to } => {
                let r = self.recoils.remove(0);
                debug_assert_eq!(r.who, *who);
                self.recoil_to(&r, *to);
            }
            Action::End => self.end_step(),
        }
        self.settle();
        let revealed = self.log[before.2..]
            .iter()
            .any(|e| matches!(e.event, Event::Revealed { .. }));
        if before.0 != self.to_move_side() || before.1 != self.rng || revealed {
            Step::Barrier
        } else {
            Step::Reversible
        }
    }

    pub(crate) fn push(&mut self, event: Event) {
        self.log.push(Entry {
            event,
            hidden_from: None,
        });
    }

    /// Logs what `from` may not see.
    pub(crate) fn push_hidden(&mut self, event: Event, from: Side) {
        self.log.push(Entry {
            event,
            hidden_from: Some(from),
        });
    }

    /// A d10's value, 1 to 10.
    pub(crate) fn roll(&mut self) -> u8 {
        crate::tables::d10(self.rng.below(10) as u8)
    }
}
