//! *A Gest of Robin Hood* (GMT, 2024) as a pure rules engine on the Sherwood
//! kernel.
//!
//! Robin Hood and his Merry Men (seat 0) and the Sheriff of Nottingham
//! (seat 1) act on a shared Event deck through the Initiative track: a Single
//! Plot, the Event, or Plots & Deeds, or a pass for Shillings. Three Ballads
//! end in Royal Inspections; King Richard's Return ends the game, unless the
//! Royal Favour reaches 5 Justice or 5 Order at an Inspection first.
//!
//! See `STATUS.md` for what is implemented.

mod action;
mod board;
pub mod bot;
pub mod cards;
mod cli;
mod deeds;
mod determinize;
mod events;
mod inspection;
mod log;
pub mod map;
mod plots;
mod revision;
mod rules;
mod state;
mod view;
mod vocab;
mod wording;

#[cfg(test)]
mod tests;

pub use action::{Action, BadNotation, RecruitOpt};
pub use events::Ask;
pub use log::{Dest, Entry, Event, Pile};
pub use plots::{GREEN_DIE, WHITE_DIE};
pub use rules::SETUP_SPACES;
pub use state::*;
pub use view::{Prompt, SpaceView, Step, View};

use sherwood_engine::{stages, Ending, Game, Outcome, Seat, Stage, Step as Undo, Viewer};

impl Game for Gest {
    const ID: &'static str = "gest";
    const SEATS: usize = 2;
    type Options = Options;
    type Action = Action;
    type View = View;

    fn new(options: &Options, seed: u64) -> Self {
        Gest::setup(options, seed)
    }

    fn options(&self) -> &Options {
        &self.options
    }

    fn legal(&self) -> Vec<Action> {
        self.legal_actions()
    }

    fn to_move(&self) -> Option<Seat> {
        self.seat_to_move()
    }

    fn outcome(&self) -> Option<Outcome> {
        match &self.phase {
            Phase::Over(o) => Some(o.clone()),
            _ => None,
        }
    }

    fn view(&self, viewer: Viewer) -> View {
        self.make_view(viewer)
    }

    const ASKS: &'static [sherwood_engine::Ask] = &view::ASKS;
    const ENDINGS: &'static [Ending] = &[
        Ending::named("justice", "gest.won.justice"),
        Ending::named("order", "gest.won.order"),
        Ending::named("king_richard", "gest.won.king_richard"),
    ];

    fn ask(&self) -> sherwood_engine::Ask {
        Step::of(&self.phase).ask()
    }

    fn apply_legal(&mut self, action: &Action) -> Undo {
        self.apply_action(action)
    }

    /// A save without a rules revision is revision 2 (format 2 was first
    /// published with issue 13's fixes), but the published build of then
    /// also wrote format-1 games back as format 2 without one, their
    /// original moves set aside where the fixes stopped them: such a game
    /// may be of revision 1 ([`sherwood_engine::Match::restore`] checks that
    /// its original replays whole under it).
    fn unstated_reading(saved: &serde_json::Value) -> Option<Options> {
        let stated = saved.as_object().is_some_and(|o| o.contains_key("rules"));
        (!stated).then_some(Options { rules: 1 })
    }

    const POSITION_VERSION: u32 = wording::VERSION;

    fn public_position(&self) -> String {
        self.position_text()
    }

    fn stage(&self) -> Stage {
        match self.card {
            Some(_) => Stage::new(
                stages::BALLAD,
                &[u32::from(self.ballad), 32 - self.deck.len() as u32],
            ),
            None => Stage::new(stages::SETUP, &[]),
        }
    }

    fn keeps_secrets(&self) -> bool {
        true
    }
}

/// Read access for tests, tools and the table.
impl Gest {
    pub fn phase(&self) -> &Phase {
        &self.phase
    }
    pub fn card(&self) -> Option<cards::Card> {
        self.card
    }
    pub fn log(&self) -> &[Entry] {
        &self.log
    }
    pub fn available(&self) -> &Available {
        &self.avail
    }
    pub fn prison(&self) -> u8 {
        self.prison
    }
    pub fn used_carts(&self) -> [u8; 3] {
        self.used_carts
    }
    pub fn deck_len(&self) -> usize {
        self.deck.len()
    }
    pub fn ballad(&self) -> u8 {
        self.ballad
    }
    pub fn eligible(&self) -> [Seat; 2] {
        self.eligible
    }
    pub fn bridge(&self) -> Option<(map::Sp, map::Sp)> {
        self.bridge
    }
    pub fn great_oak(&self) -> bool {
        self.great_oak
    }
    pub fn victims(&self) -> &[cards::Traveller] {
        &self.victims
    }
    pub fn travellers(&self) -> &[cards::Traveller] {
        &self.travellers
    }
    pub fn traveller_discard(&self) -> &[cards::Traveller] {
        &self.traveller_discard
    }
}

/// Builders for hand-made positions in tests and tutorials. They bypass the
/// rules on purpose (keeping every piece conserved); play continues from the
/// position under the full rules.
pub mod position {
    use super::*;
    use crate::cards::{Card, Traveller};
    use crate::map::Sp;

    impl Gest {
        /// A game past setup with an empty map (every piece Available, all
        /// Parishes Submissive), no card in play, waiting for `phase`.
        pub fn blank(seed: u64) -> Gest {
            let mut g = Gest::setup(&Options::default(), seed);
            for s in map::SPACES {
                g.spaces[s.index()].henchmen = 0;
                g.spaces[s.index()].camps = 0;
                if s.is_parish() {
                    g.spaces[s.index()].status = Some(Status::Submissive);
                }
            }
            g.avail = Available {
                merry_men: MERRY_MEN,
                camps: CAMPS,
                henchmen: HENCHMEN,
                carts: [CARTS_PER_KIND; 3],
            };
            g.robin = Robin::Available;
            g.log.clear();
            g.phase = Phase::Eligible { seat: ROBIN };
            g
        }

        pub fn set_status(&mut self, s: Sp, status: Status) -> &mut Self {
            self.spaces[s.index()].status = Some(status);
            self
        }

        /// Plays on under another revision of the rules
        /// ([`Options::rules`]).
        pub fn set_rules(&mut self, rules: u8) -> &mut Self {
            self.options.rules = rules;
            self
        }

        /// Puts Hidden and Revealed Merry Men (not Robin Hood) here, from Available.
        pub fn put_men(&mut self, s: Sp, hidden: u8, revealed: u8) -> &mut Self {
            assert!(
                self.avail.merry_men >= hidden + revealed,
                "not enough Merry Men"
            );
            self.avail.merry_men -= hidden + revealed;
            self.spaces[s.index()].hidden += hidden;
            self.spaces[s.index()].revealed += revealed;
            self
        }

        pub fn put_robin(&mut self, robin: Robin) -> &mut Self {
            self.robin = robin;
            self
        }

        pub fn put_henchmen(&mut self, s: Sp, n: u8) -> &mut Self {
            assert!(self.avail.henchmen >= n, "not enough Henchmen");
            self.avail.henchmen -= n;
            self.spaces[s.index()].henchmen += n;
            self
        }

        pub fn put_camps(&mut self, s: Sp, n: u8) -> &mut Self {
            assert!(self.avail.camps >= n, "not enough Camps");
            self.avail.camps -= n;
            self.spaces[s.index()].camps += n;
            self
        }

        pub fn put_cart(&mut self, s: Sp, kind: CartKind, revealed: bool) -> &mut Self {
            assert!(self.avail.carts[kind.index()] > 0, "no such Carriage left");
            self.avail.carts[kind.index()] -= 1;
            *self.spaces[s.index()].carts.count_mut(kind, revealed) += 1;
            self
        }

        /// Moves Merry Men from Available to Prison.
        pub fn put_prisoners(&mut self, n: u8) -> &mut Self {
            self.avail.merry_men -= n;
            self.prison += n;
            self
        }

        pub fn set_shillings(&mut self, seat: Seat, n: i32) -> &mut Self {
            self.shillings[seat as usize] = n;
            self
        }

        /// Royal Favour: negative is Justice, positive Order (not zero).
        pub fn set_favour(&mut self, f: i8) -> &mut Self {
            assert!(f != 0 && (-7..=7).contains(&f));
            self.favour = if f < 0 { (f + 7) as u8 } else { (f + 6) as u8 };
            self
        }

        /// Puts `card` in play (the rest of the deck is unchanged).
        pub fn set_card(&mut self, card: Card) -> &mut Self {
            self.deck.retain(|&c| c != card);
            self.card = Some(card);
            self
        }

        /// Puts this Traveller on top of the Traveller deck.
        pub fn top_traveller(&mut self, t: Traveller) -> &mut Self {
            if let Some(i) = self.travellers.iter().position(|&x| x == t) {
                self.travellers.remove(i);
            } else if let Some(i) = self.travellers_out.iter().position(|&x| x == t) {
                self.travellers_out.remove(i);
            }
            self.travellers.push(t);
            self
        }

        /// Replaces the random generator, to choose dice in tests.
        pub fn set_seed(&mut self, seed: u64) -> &mut Self {
            self.rng = sherwood_engine::Rng::new(seed);
            self
        }

        /// Sets the phase waiting for a decision (and clears pending tasks
        /// unless `tasks` is given).
        pub fn set_phase(&mut self, phase: Phase, tasks: Vec<Task>) -> &mut Self {
            self.phase = phase;
            self.tasks = tasks;
            self
        }

        pub fn set_boxes(&mut self, boxes: [Option<Seat>; 3]) -> &mut Self {
            self.boxes = boxes;
            self
        }

        pub fn set_deck(&mut self, deck: Vec<Card>) -> &mut Self {
            self.deck = deck;
            self
        }

        pub fn clear_log(&mut self) -> &mut Self {
            self.log.clear();
            self
        }
    }
}
