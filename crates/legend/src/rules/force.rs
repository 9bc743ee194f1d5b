//! What the combat tables read of one side's counters in a battle (7.2,
//! 7.7, 7.8): written once, for the battle itself (from the game) and for
//! its odds before it is fought (from a seat's view, see `crate::odds`).

use crate::counters::Kind;
use crate::state::Piece;
use crate::tables::{ArcheryColumn, Combat, OddsColumn};
use crate::vocab::Side;

/// Whether a counter in this state fights in a battle `attacker` begins
/// where it stands: not captive, not retreated there this phase (7.3); face
/// down only Sir Guy's sleeping group, when the outlaws attack it (5.1).
pub(crate) fn fights(pc: &Piece, side: Side, attacker: Side) -> bool {
    !pc.captive
        && !pc.retreated
        && (!pc.face_down || (side == Side::Sheriff && attacker == Side::Outlaw))
}

/// Whether a leader modifies his side's dice (7.2): not Marion nor Alan a
/// Dale (7.26), not in disguise (12.1), not Robin Hood wounded (10.2).
pub(crate) fn leader_modifies(kind: Kind, pc: &Piece, robin_wounded: bool) -> bool {
    let wounded = kind == Kind::RobinHood && robin_wounded;
    kind.is_leader() && !kind.non_combatant() && !pc.disguised && !wounded
}

/// One side's fighters in a battle, as the tables read them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Force {
    /// Archery points of its units with dry bowstrings (7.7, 7.14).
    pub archery: u32,
    /// Melee strength of its units (7.8).
    pub melee: u32,
    /// Units fighting.
    pub units: usize,
    /// Robin Hood fights with it and modifies dice: +1 to its archery (7.21).
    pub robin: bool,
    /// A leader who modifies dice fights with it (7.22, 7.23).
    pub led: bool,
    /// Fighters the reader cannot value: face down to it (`crate::odds`).
    pub unknown: usize,
}

impl Force {
    /// Counts in one fighter; `kind` is `None` when the reader cannot see it.
    pub(crate) fn add(&mut self, kind: Option<Kind>, pc: &Piece, edition: u8, robin_wounded: bool) {
        let Some(kind) = kind else {
            self.unknown += 1;
            return;
        };
        if kind.is_unit() {
            let v = kind.values(edition);
            if !pc.wet {
                self.archery += u32::from(v.archery);
            }
            self.melee += u32::from(v.melee);
            self.units += 1;
        } else if leader_modifies(kind, pc, robin_wounded) {
            self.led = true;
            self.robin |= kind == Kind::RobinHood;
        }
    }

    /// 7.7: the column this side fires on at the other and the die's
    /// modifier, in terrain with `combat`: none where archery is barred
    /// (7.13) or with no archery points; −1 in some terrain (7.12); +1
    /// with Robin Hood (7.21).
    pub fn archery(&self, combat: Combat) -> Option<(ArcheryColumn, i8)> {
        if !combat.archery_allowed() {
            return None;
        }
        let column = ArcheryColumn::for_points(self.archery)?;
        Some((column, combat.archery_modifier() + i8::from(self.robin)))
    }
}

/// 7.8: the melee's odds column and the die's modifier, the attacker's
/// units against the defender's: none without units on both sides or where
/// melee is barred; −1 in keeps and castles (7.15), +1 with an attacking
/// leader (7.23), −1 with a defending one (7.22).
pub fn melee_roll(attacker: &Force, defender: &Force, combat: Combat) -> Option<(OddsColumn, i8)> {
    if attacker.units == 0 || defender.units == 0 || !combat.melee_allowed() {
        return None;
    }
    let odds = OddsColumn::for_strengths(attacker.melee, defender.melee)?;
    let modifier = combat.melee_modifier() + i8::from(attacker.led) - i8::from(defender.led);
    Some((odds, modifier))
}
