//! The turn sequence (*Organisation du tour de jeu*): each player's phase
//! runs these five steps in order, the first player's phase then the
//! second's; then a new turn begins.

use super::{cells, Table, Weapon};
use serde::{Deserialize, Serialize};

/// A step of a player's phase (*séquence*), in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum PlayerStep {
    /// 1. Archers and crossbowmen may fire, except those that fought in
    ///    melee in the previous turn.
    FirstFire,
    /// 2. Everyone may move, except crossbowmen who have just fired.
    Movement,
    /// 3. Archers (not crossbowmen) may fire again, even those that fought in
    ///    melee in the previous turn.
    SecondFire,
    /// 4. Characters adjacent to enemies may fight.
    Melee,
    /// 5. One's own characters stunned during the opponent's phase stand up
    ///    (their counters are turned back).
    Recovery,
}

impl PlayerStep {
    pub const ALL: [PlayerStep; 5] = [
        PlayerStep::FirstFire,
        PlayerStep::Movement,
        PlayerStep::SecondFire,
        PlayerStep::Melee,
        PlayerStep::Recovery,
    ];

    /// The book's number for the step (*séquence No. 1* … *No. 5*).
    pub fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The next step of the same phase; `None` after step 5, when the phase
    /// ends (a step starts only when the one before is over).
    pub fn next(self) -> Option<PlayerStep> {
        PlayerStep::ALL.get(usize::from(self.number())).copied()
    }

    /// The weapons that may fire in this step.
    pub fn shooters(self) -> &'static [Weapon] {
        match self {
            PlayerStep::FirstFire => &[Weapon::Bow, Weapon::Crossbow],
            PlayerStep::SecondFire => &[Weapon::Bow],
            _ => &[],
        }
    }

    fn text(self) -> &'static str {
        match self {
            PlayerStep::FirstFire => {
                "All archers and crossbowmen may fire, except those that fought in melee in the previous turn"
            }
            PlayerStep::Movement => {
                "All characters may move, except crossbowmen who have just fired"
            }
            PlayerStep::SecondFire => {
                "All archers may fire again, including those that fought in melee in the previous turn"
            }
            PlayerStep::Melee => "All characters adjacent to enemy characters may fight",
            PlayerStep::Recovery => {
                "All friendly characters stunned during the opponent's phase stand up"
            }
        }
    }
}

pub(super) fn table() -> Table {
    Table {
        id: "player_phase",
        title: "A player's phase (Organisation du tour de jeu)".into(),
        header: cells(["Step", "What happens"]),
        rows: PlayerStep::ALL
            .iter()
            .map(|s| vec![s.number().to_string(), s.text().into()])
            .collect(),
    }
}
