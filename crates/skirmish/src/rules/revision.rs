//! What each revision of the rules decides ([`crate::Options::rules`]).
//!
//! A game keeps the reading it began with, so the moves of a saved game
//! replay as they were played: a rules fix changes new games only. Every
//! fix that changes which moves are legal or what they do is gated here, by
//! a method named after what it decides, and read where the rule lives.

use crate::maps::Drawing;
use crate::state::Skirmish;

/// Walls, windows and doors (issue 25): from revision 4 they stand on hex
/// sides, as boards of this family draw them, and a house blocks sight
/// (`crate::maps`, `crate::sight`). Revisions 1 to 3: they are whole hexes,
/// a window hex was a melee-proof firing post, and a line of sight could
/// pass in at a door and out at a window.
pub fn map_drawing(rules: u8) -> Drawing {
    if rules >= 4 {
        Drawing::Sides
    } else {
        Drawing::Hexes
    }
}

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

    /// Melee (§ of the tables, a reading of ours): a terrain shift that
    /// would take an attack left of the 1-1 column stops at 1-1, as a
    /// shift right past 12-1+ stays there. The book prints no column left
    /// of 1-1 and says nothing of shifts past either end; the terrain
    /// moves the column, and the odds alone decide whether an attack may
    /// be made (a ratio below 1-1 still may not). Without it, outlaws in
    /// trees, brush or on a bank top could hardly attack a man-at-arms on
    /// the road (issue 25). Revisions 1 and 2: the attack may not be made.
    pub(crate) fn terrain_shift_stops_at_one_to_one(&self) -> bool {
        self.options.rules >= 3
    }
}
