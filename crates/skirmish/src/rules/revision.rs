//! What each revision of the rules decides ([`crate::Options::rules`]).
//!
//! A game keeps the reading it began with, so the moves of a saved game
//! replay as they were played: a rules fix changes new games only. Every
//! fix that changes which moves are legal or what they do is gated here, by
//! a method named after what it decides, and read where the rule lives.

use crate::state::Skirmish;

impl Skirmish {
    /// The revision of the rules this game is played under.
    pub fn rules(&self) -> u8 {
        self.options.rules
    }

    /// Recoil (§ of the tables): "ne peut pas reculer à travers des cases
    /// adjacentes à des personnages ennemis", "ni se retrouver adjacent à un
    /// ennemi" — every enemy, hidden ones included (issue 25). Revision 1:
    /// only those its side could see; a hidden one stopped a recoil only by
    /// standing on its last hex.
    pub(crate) fn recoil_clears_hidden_enemies(&self) -> bool {
        self.options.rules >= 2
    }

    /// The rescue (a scenario rule of ours): a bound prisoner is no target.
    /// The Sheriff holds Will Stutely for the gallows, so his men neither
    /// shoot nor strike him while he is bound; freed, he is fair game
    /// (issue 25). Revision 1: he could be shot or struck where he stood,
    /// and his death scored for the Sheriff.
    pub(crate) fn bound_prisoner_spared(&self) -> bool {
        self.options.rules >= 2
    }

    /// The fight at the ford (a scenario rule of ours): the ford is scored
    /// at the end of every turn, not only at the end, so holding it early
    /// counts (issue 25). Revision 1: at the end only.
    pub(crate) fn ford_scored_each_turn(&self) -> bool {
        self.options.rules >= 2
    }
}
