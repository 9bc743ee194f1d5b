//! What a viewer sees. Hidden facts are absent, not flagged: the Sheriff never
//! learns which Hidden Merry Man is Robin Hood, Robin Hood's seat never learns
//! a face-down Carriage's kind, and nobody sees the order of a deck.

use crate::action::Action;
use crate::cards::{Card, Traveller};
use crate::log::Entry;
use crate::map::{Sp, SPACES};
use crate::state::*;
use serde::{Deserialize, Serialize};
use sherwood_engine::{Ask, Outcome, Seat, Viewer};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct SpaceView {
    pub space: Sp,
    pub status: Option<Status>,
    /// Hidden Merry Men, Robin Hood included if he is one of them.
    pub hidden: u8,
    /// Revealed Merry Men, Robin Hood included if he is one of them.
    pub revealed: u8,
    pub henchmen: u8,
    pub camps: u8,
    pub carts_face_down: u8,
    /// Face-up Carriages per kind (tallage, tribute, trap).
    pub carts_face_up: [u8; 3],
    /// Face-down Carriages per kind: the Sheriff's view only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub carts_face_down_kinds: Option<[u8; 3]>,
}

/// What the seat to move is asked for, in public terms.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Prompt {
    pub seat: Option<Seat>,
    pub step: Step,
    pub plot: Option<Plot>,
    pub deed: Option<Deed>,
    /// Spaces already chosen for the current Plot or Deed.
    pub spaces: Vec<Sp>,
    pub outcome: Option<Outcome>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct View {
    pub viewer: Viewer,
    /// The revision of the rules the game is played under
    /// ([`crate::Options::rules`]), so a sampled game plays under it too.
    #[serde(default = "newest_rules")]
    pub rules: u8,
    pub spaces: Vec<SpaceView>,
    /// Where Robin Hood is, when the viewer may know it.
    pub robin: Option<Robin>,
    /// Merry Men in Robin Hood's Available box; Robin Hood is counted among
    /// them when he is there and `robin` does not say so.
    pub available_merry_men: u8,
    /// The Sheriff cannot tell whether Robin Hood is in Available or Hidden
    /// on the map (a public fact; see [`Gest::robin_in_doubt`]).
    #[serde(default)]
    pub robin_in_doubt: bool,
    pub available_camps: u8,
    pub available_henchmen: u8,
    pub available_carts: u8,
    /// The Sheriff's view only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub available_cart_kinds: Option<[u8; 3]>,
    /// Merry Men in Prison other than Robin Hood.
    pub prison: u8,
    pub used_carts: [u8; 3],
    pub shillings: [i32; 2],
    /// Negative: Justice; positive: Order.
    pub royal_favour: i8,
    pub card: Option<Card>,
    pub played: Vec<Card>,
    pub deck_count: u8,
    pub traveller_count: u8,
    pub traveller_discard: Vec<Traveller>,
    pub victims: Vec<Traveller>,
    pub travellers_out: Vec<Traveller>,
    pub bridge: Option<(Sp, Sp)>,
    pub great_oak: bool,
    pub eligible: [Seat; 2],
    pub boxes: [Option<Seat>; 3],
    pub ballad: u8,
    pub prompt: Prompt,
    /// The current procedure in full, for the seat to move only (it may hold
    /// that seat's secrets, e.g. Sneak moves not yet made).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub detail: Option<Phase>,
    /// The procedures waiting to follow the current one (the top is the
    /// last): public, as every player knows what the rules do next.
    pub tasks: Vec<Task>,
    /// The legal actions, for the seat to move only.
    pub legal: Vec<Action>,
    pub log: Vec<Entry>,
}

impl Gest {
    pub(crate) fn make_view(&self, viewer: Viewer) -> View {
        // Rule 2.1: Robin Hood sets up in secret. Until his band is all in
        // place the others see the map as it was before he began, with his
        // whereabouts unknown: his piece, the first placed, would tell where
        // he is.
        let setting_up = matches!(self.phase, Phase::SetupRobin | Phase::SetupMen { .. });
        if setting_up && viewer != Viewer::Seat(ROBIN) {
            let mut before = self.clone();
            before.avail.merry_men += before.spaces.iter().map(|s| s.hidden).sum::<u8>();
            for s in &mut before.spaces {
                s.hidden = 0;
            }
            before.robin = Robin::Available;
            return before.view_as_it_is(viewer, true);
        }
        self.view_as_it_is(viewer, false)
    }

    /// The view; `unseen` hides Robin Hood's whereabouts whatever they are.
    pub(crate) fn view_as_it_is(&self, viewer: Viewer, unseen: bool) -> View {
        let sheriff = viewer == Viewer::Seat(SHERIFF);
        let robin_seat = viewer == Viewer::Seat(ROBIN);
        let to_move = self.seat_to_move();
        let mine = to_move.is_some() && viewer == Viewer::Seat(to_move.unwrap_or(0));
        let spaces = SPACES
            .iter()
            .map(|&s| {
                let sp = self.space(s);
                SpaceView {
                    space: s,
                    status: sp.status,
                    hidden: self.hidden_at(s),
                    revealed: self.revealed_at(s),
                    henchmen: sp.henchmen,
                    camps: sp.camps,
                    carts_face_down: sp.carts.hidden_total(),
                    carts_face_up: sp.carts.revealed,
                    carts_face_down_kinds: sheriff.then_some(sp.carts.hidden),
                }
            })
            .collect();
        // Robin Hood out of sight: Hidden on the map, or perhaps in Available.
        let unseen = !robin_seat && (unseen || self.robin_unseen());
        let robin = if unseen { None } else { Some(self.robin) };
        let robin_in_box = unseen && self.robin == Robin::Available;
        View {
            viewer,
            rules: self.options.rules,
            spaces,
            robin,
            available_merry_men: self.avail.merry_men + u8::from(robin_in_box),
            robin_in_doubt: self.robin_in_doubt(),
            available_camps: self.avail.camps,
            available_henchmen: self.avail.henchmen,
            available_carts: self.avail.carts.iter().sum(),
            available_cart_kinds: sheriff.then_some(self.avail.carts),
            prison: self.prison,
            used_carts: self.used_carts,
            shillings: self.shillings,
            royal_favour: self.favour(),
            card: self.card,
            played: self.played.clone(),
            deck_count: self.deck.len() as u8,
            traveller_count: self.travellers.len() as u8,
            traveller_discard: self.traveller_discard.clone(),
            victims: self.victims.clone(),
            travellers_out: self.travellers_out.clone(),
            bridge: self.bridge,
            great_oak: self.great_oak,
            eligible: self.eligible,
            boxes: self.boxes,
            ballad: self.ballad,
            prompt: self.prompt(),
            detail: mine.then(|| self.phase.clone()),
            tasks: self.tasks.clone(),
            legal: if mine {
                self.legal_actions()
            } else {
                Vec::new()
            },
            log: self
                .log
                .iter()
                .filter_map(|e| e.for_viewer(viewer))
                .collect(),
        }
    }

    fn prompt(&self) -> Prompt {
        let mut p = Prompt {
            seat: self.seat_to_move(),
            step: Step::of(&self.phase),
            plot: None,
            deed: None,
            spaces: Vec::new(),
            outcome: None,
        };
        match &self.phase {
            Phase::Plot(st) => {
                p.plot = Some(st.plot);
                p.spaces = st.spaces.clone();
            }
            Phase::Deed(st) => {
                p.deed = Some(st.deed);
                p.spaces = st.spaces.clone();
            }
            Phase::Over(o) => p.outcome = Some(o.clone()),
            _ => {}
        }
        p
    }
}

fn newest_rules() -> u8 {
    crate::state::RULES
}

/// The step of the card under way: its name in the written position, and
/// what the table is told of it (its name and rules section), in one row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    Setup,
    Carriages,
    Eligible,
    EventSide,
    PlotMenu,
    Plot,
    DeedMenu,
    Deed,
    Event,
    Inspection,
    Over,
}

impl Step {
    /// The step of `phase`.
    pub fn of(phase: &Phase) -> Step {
        match phase {
            Phase::SetupRobin | Phase::SetupMen { .. } => Step::Setup,
            Phase::Carriages { .. } => Step::Carriages,
            Phase::Eligible { .. } => Step::Eligible,
            Phase::EventSide { .. } => Step::EventSide,
            Phase::PlotMenu(_) => Step::PlotMenu,
            Phase::Plot(_) => Step::Plot,
            Phase::DeedMenu(_) => Step::DeedMenu,
            Phase::Deed(_) => Step::Deed,
            Phase::Event(_) => Step::Event,
            Phase::Inspection(_) => Step::Inspection,
            Phase::Over(_) => Step::Over,
        }
    }

    /// Its name in the written position (`sherwood show`, the saves' check).
    pub const fn name(self) -> &'static str {
        self.row().0
    }

    /// What the table is told of it.
    pub const fn ask(self) -> Ask {
        self.row().1
    }

    const fn row(self) -> (&'static str, Ask) {
        match self {
            Step::Setup => ("setup", Ask::named("gest.now.setup", "2.1")),
            Step::Carriages => ("carriages", Ask::named("gest.now.carriages", "2.3")),
            Step::Eligible => ("eligible", Ask::named("gest.now.eligible", "2.3")),
            Step::EventSide => ("event_side", Ask::named("gest.now.event_side", "2.3")),
            Step::PlotMenu => ("plot_menu", Ask::named("gest.now.plot_menu", "3")),
            Step::Plot => ("plot", Ask::named("gest.now.plot", "3")),
            Step::DeedMenu => ("deed_menu", Ask::named("gest.now.deed_menu", "4")),
            Step::Deed => ("deed", Ask::named("gest.now.deed", "4")),
            Step::Event => ("event", Ask::named("gest.now.event", "5")),
            Step::Inspection => ("inspection", Ask::named("gest.now.inspection", "6")),
            Step::Over => ("over", Ask::named("gest.now.over", "7")),
        }
    }
}

/// Every step's ask ([`sherwood_engine::Game::ASKS`]).
pub const ASKS: [Ask; 11] = [
    Step::Setup.ask(),
    Step::Carriages.ask(),
    Step::Eligible.ask(),
    Step::EventSide.ask(),
    Step::PlotMenu.ask(),
    Step::Plot.ask(),
    Step::DeedMenu.ask(),
    Step::Deed.ask(),
    Step::Event.ask(),
    Step::Inspection.ask(),
    Step::Over.ask(),
];
