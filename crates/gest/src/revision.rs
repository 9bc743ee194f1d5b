//! What each revision of the rules decides ([`Options::rules`]).
//!
//! A game keeps the reading it began with, so the moves of a saved game
//! replay as they were played: a rules fix changes new games only. Every
//! fix that changes which moves are legal or what they do is gated here, by
//! a method named after what it decides, and read where the rule lives.
//! Fixes that change only words or the log need no gate.

use crate::cards::{self, Card};
use crate::state::*;

impl Gest {
    /// The revision of the rules this game is played under.
    pub fn rules(&self) -> u8 {
        self.options.rules
    }

    /// Rule 6.2, issue 13 (331bad8): Mischief grants a single Rob Plot in
    /// one space. Revision 1: a Rob in up to 3 spaces.
    pub(crate) fn mischief_robs_one_space(&self) -> bool {
        self.options.rules >= 2
    }

    /// Rule 1.3.4, issue 13 (e0cd447): *Major Oak*'s borders serve the Robin
    /// Hood player for every Merry Man he moves and every choice he makes.
    /// Revision 1: they served the Robin Hood piece only, wherever the old
    /// code said so, which `before` gives for each place.
    pub(crate) fn oak_serves(&self, robin_player: bool, before: bool) -> bool {
        if self.options.rules >= 2 {
            robin_player
        } else {
            before
        }
    }

    /// Rules 3.2.1, 6.2 and 1.5.2, issue 13 (163d0a3): Robin Hood in
    /// Available may be placed like any Merry Man (Recruit, Turncoat, *The
    /// Miller's Son*, *Corruption*, *Nottingham Fair*), so the Sheriff may
    /// not know whether he is there. Revision 1: he leaves Available only at
    /// Redeployment, and everyone knows when he is there.
    pub(crate) fn robin_leaves_available_unseen(&self) -> bool {
        self.options.rules >= 2
    }

    /// Issue 13 (163d0a3): the "Reveal Robin Hood to …" Events (#5, #9, #17,
    /// #21 light) need him Hidden, the reveal being their price; *Guy of
    /// Gisborne*'s swap needs another Merry Man on the map. Revision 1: they
    /// needed Robin Hood on the map only (Social Bandit paid its Shillings
    /// without its Camp), and Guy of Gisborne a Hidden Robin Hood or any
    /// other Merry Man.
    pub(crate) fn robin_reveal_is_the_price(&self) -> bool {
        self.options.rules >= 2
    }

    /// Rule 2.3, issue 13 (a16cf4c): *Fast Carriages* (#22) moves 1 Carriage
    /// when drawn, as printed. Revision 1: 2.
    pub(crate) fn fast_carriages_moves_one(&self) -> bool {
        self.options.rules >= 2
    }

    /// Card #13, issue 13 (6226dc3): *Ambush* gathers Merry Men from any
    /// space and must attempt the Rob. Revision 1: from adjacent spaces, and
    /// the Rob was optional.
    pub(crate) fn ambush_from_anywhere_must_rob(&self) -> bool {
        self.options.rules >= 2
    }

    /// Card #19, issue 13 (88fdebe): *Royal Pardon* counts Robin Hood among
    /// the prisoners. Revision 1: only the other Merry Men in Prison.
    pub(crate) fn pardon_counts_robin(&self) -> bool {
        self.options.rules >= 2
    }

    /// Rules 2.3 and 5.1.1, issue 13 (75f2072): the player who implements an
    /// Event makes its choices (picking the other player's Hidden pieces
    /// blindly). Revision 1: the faction of the side chosen made them (Robin
    /// Hood the light side's, the Sheriff the dark side's), whoever played
    /// it; and *A Tale of Two Lovers* could take any Merry Man but Robin Hood.
    pub(crate) fn implementer_chooses(&self) -> bool {
        self.options.rules >= 2
    }
}

impl Gest {
    /// The Carriages a card moves when drawn (rule 2.3), in this game's
    /// revision: the printed figure ([`cards::carriage_moves`]), but 2 for
    /// *Fast Carriages* under revision 1.
    pub(crate) fn carriage_moves(&self, card: Card) -> u8 {
        if card == cards::FAST_CARRIAGES && !self.fast_carriages_moves_one() {
            return 2;
        }
        cards::carriage_moves(card)
    }
}

impl Gest {
    /// The prisoners *Royal Pardon* counts: Robin Hood among them, but not
    /// under revision 1 ([`Gest::pardon_counts_robin`]).
    pub(crate) fn pardonable(&self) -> u8 {
        if self.pardon_counts_robin() {
            self.prisoners()
        } else {
            self.prison
        }
    }
}

impl Gest {
    /// Whether Robin Hood may now be placed from Available like any Merry
    /// Man: he is there, and the revision lets him
    /// ([`Gest::robin_leaves_available_unseen`]).
    pub(crate) fn robin_placeable_from_available(&self) -> bool {
        self.robin == Robin::Available && self.robin_leaves_available_unseen()
    }
}
