//! Event cards (rule 5.1): regular Events with two sides, either of which
//! either player may choose (gest.md, contradiction 3), and Fortune Events.
//!
//! Each card is one file here, implementing [`Procedure`]: whether a side may
//! be chosen, then its steps, each with its prompt, its legal actions and
//! their effects, the steps named by the card's own constants.
//!
//! Who decides (rules 2.3, 5.1.1): the player who implements the Event makes
//! its choices and pays or gains its Shillings. Where that player must pick
//! among the other player's Hidden pieces, he picks by space and the piece is
//! drawn blindly (a Hidden Merry Man may be Robin Hood; a face-down Carriage
//! may be any kind). One choice is handed to the other player, because it is
//! a pick among his Hidden pieces that cannot be made blindly: *Guy of
//! Gisborne*'s swap of Robin Hood. Plots and Deeds an Event grants (a free
//! Patrol, Sneak, Rob, Donate, the Confiscate of *Tax Collectors*) are
//! carried out by the faction that owns them.

mod common;
mod procedure;

mod allan_a_dale;
mod ambush;
mod bishop_of_hereford;
mod boats_and_bridges;
mod corruption;
mod day_of_market;
mod fast_carriages;
mod friar_tuck;
mod great_escape;
mod guy_of_gisborne;
mod heavy_rain;
mod little_john;
mod maid_marian;
mod major_oak;
mod nottingham_fair;
mod prioress_of_kirklees;
mod queen_eleanor;
mod robins_horn;
mod royal_pardon;
mod social_bandit;
mod tale_of_two_lovers;
mod tax_collectors;
mod temporary_truce;
mod the_red_cap;
mod warden_of_the_forest;
mod weapons_of_the_weak;
mod will_scarlet;
mod will_stutely;
mod yeomen_revolt;

use crate::action::Action;
use crate::cards::{self, Card, Side};
use crate::state::{EventState, Gest};
use procedure::{After, Procedure};
use sherwood_engine::Seat;

pub use procedure::Ask;

/// Cards that are not carried out as Events (Royal Inspections, King
/// Richard's Return).
struct NotAnEvent;

impl Procedure for NotAnEvent {
    fn playable(&self, _g: &Gest, _side: Side, _seat: Seat) -> bool {
        false
    }

    fn resume(&self, _g: &mut Gest, _es: EventState) -> bool {
        false
    }
}

/// Every Event card's procedure, by card.
fn procedure(card: Card) -> &'static dyn Procedure {
    use cards::*;
    match card {
        DAY_OF_MARKET => &day_of_market::DayOfMarket,
        BISHOP_OF_HEREFORD => &bishop_of_hereford::BishopOfHereford,
        QUEEN_ELEANOR => &queen_eleanor::QueenEleanor,
        GUY_OF_GISBORNE => &guy_of_gisborne::GuyOfGisborne,
        LITTLE_JOHN => &little_john::LittleJohn,
        PRIORESS_OF_KIRKLEES => &prioress_of_kirklees::PrioressOfKirklees,
        YEOMEN_REVOLT => &yeomen_revolt::YeomenRevolt,
        WARDEN_OF_THE_FOREST => &warden_of_the_forest::WardenOfTheForest,
        SOCIAL_BANDIT => &social_bandit::SocialBandit,
        TAX_COLLECTORS => &tax_collectors::TaxCollectors,
        GREAT_ESCAPE => &great_escape::GreatEscape,
        BOATS_AND_BRIDGES => &boats_and_bridges::BoatsAndBridges,
        AMBUSH => &ambush::Ambush,
        TEMPORARY_TRUCE => &temporary_truce::TemporaryTruce,
        WILL_SCARLET => &will_scarlet::WillScarlet,
        HEAVY_RAIN => &heavy_rain::HeavyRain,
        THE_RED_CAP => &the_red_cap::TheRedCap,
        ALLAN_A_DALE => &allan_a_dale::AllanADale,
        ROYAL_PARDON => &royal_pardon::RoyalPardon,
        MAJOR_OAK => &major_oak::MajorOak,
        ROBINS_HORN => &robins_horn::RobinsHorn,
        FAST_CARRIAGES => &fast_carriages::FastCarriages,
        FRIAR_TUCK => &friar_tuck::FriarTuck,
        MAID_MARIAN => &maid_marian::MaidMarian,
        WEAPONS_OF_THE_WEAK => &weapons_of_the_weak::WeaponsOfTheWeak,
        CORRUPTION => &corruption::Corruption,
        WILL_STUTELY => &will_stutely::WillStutely,
        NOTTINGHAM_FAIR => &nottingham_fair::NottinghamFair,
        TALE_OF_TWO_LOVERS => &tale_of_two_lovers::TaleOfTwoLovers,
        _ => &NotAnEvent,
    }
}

impl EventState {
    /// What the decision waiting in this Event asks (`None`: the card's text).
    pub fn ask(&self) -> Option<Ask> {
        procedure(self.card).ask(self)
    }
}

impl Gest {
    pub(crate) fn event_playable(&self, card: Card, side: Side, seat: Seat) -> bool {
        procedure(card).playable(self, side, seat)
    }

    pub(crate) fn start_event(&mut self, card: Card, side: Side, player: Seat) {
        // The player who implements it makes its choices; under revision 1,
        // the faction of the side (see `revision.rs`).
        let seat = if self.implementer_chooses() {
            player
        } else {
            match side {
                Side::Light => crate::state::ROBIN,
                Side::Dark => crate::state::SHERIFF,
            }
        };
        self.event_continue(EventState {
            player,
            ..EventState::new(card, side, seat)
        });
    }

    fn event_continue(&mut self, es: EventState) {
        if !self.event_resume(es) || self.legal_actions().is_empty() {
            self.next();
        }
    }

    /// Continues an Event; true when a decision is waiting.
    pub(crate) fn event_resume(&mut self, es: EventState) -> bool {
        procedure(es.card).resume(self, es)
    }

    pub(crate) fn event_legal(&self, es: &EventState, out: &mut Vec<Action>) {
        procedure(es.card).legal(self, es, out)
    }

    pub(crate) fn event_apply(&mut self, es: EventState, action: &Action) {
        match procedure(es.card).apply(self, es, action) {
            After::Continue(es) => self.event_continue(es),
            After::Done => self.next(),
        }
    }
}
