//! The end of the game and its winner (16).

use crate::counters::{
    KING_RICHARD, MARION, PRINCE_JOHN, ROBIN_HOOD, SHERIFF_OF_LINCOLN, SHERIFF_OF_NOTTINGHAM,
    SIR_GUY,
};
use crate::state::*;
use crate::vocab::{ROBIN, SHERIFF};
use sherwood_engine::Outcome;

impl Legend {
    /// The ends that may come at any moment (16.1): Robin Hood killed or
    /// hanged, King Richard killed or murdered, all four Sheriff's leaders
    /// killed (16.4).
    pub(crate) fn check_sudden_end(&mut self) {
        if self.phase == Phase::Over {
            return;
        }
        if self.piece(ROBIN_HOOD).at == Loc::Gone {
            self.outcome = Some(Outcome {
                winner: SHERIFF,
                reason: "robin_dead".into(),
            });
        } else if [
            SHERIFF_OF_NOTTINGHAM,
            SHERIFF_OF_LINCOLN,
            SIR_GUY,
            PRINCE_JOHN,
        ]
        .iter()
        .all(|&p| self.piece(p).at == Loc::Gone)
        {
            self.outcome = Some(Outcome {
                winner: ROBIN,
                reason: "sheriff_leaders_dead".into(),
            });
        } else if self.piece(KING_RICHARD).at == Loc::Gone {
            self.end_game("16.1");
        }
    }

    /// Robin Hood's four conditions (16.3): married to a free Marion, met
    /// King Richard, the Sheriff down to 5 gold or less, 20 gold or more.
    pub fn victory_conditions(&self) -> [bool; 4] {
        conditions(
            self.marriage,
            self.piece(MARION).captive,
            self.richard_met,
            self.gold,
        )
    }

    /// 16.2, 16.3, 16.5: the winner at the end.
    pub(crate) fn end_game(&mut self, _rule: &'static str) {
        let robin = self.piece(ROBIN_HOOD);
        let outcome = if robin.at == Loc::Gone || robin.captive {
            Outcome {
                winner: SHERIFF,
                reason: "robin_captive".into(),
            }
        } else {
            if conditions_win(self.victory_conditions(), self.options.strict_victory) {
                Outcome {
                    winner: ROBIN,
                    reason: "robin_conditions".into(),
                }
            } else {
                Outcome {
                    winner: SHERIFF,
                    reason: "robin_falls_short".into(),
                }
            }
        };
        self.outcome = Some(outcome);
        self.phase = Phase::Over;
    }
}

/// Robin Hood's four conditions (16.3), from what every seat sees (the
/// table's "how to win" panel reads them from a view): 1. married to
/// Marion, who is not captive; 2. King Richard met; 3. the Sheriff down to
/// 5 gold or less; 4. Robin Hood at 20 gold or more. Gold is Robin Hood's,
/// the Sheriff's.
pub fn conditions(
    marriage: Option<Marriage>,
    marion_captive: bool,
    richard_met: bool,
    gold: [u16; 2],
) -> [bool; 4] {
    [
        marriage == Some(Marriage::Robin) && !marion_captive,
        richard_met,
        gold[1] <= SHERIFF_AT_MOST,
        gold[0] >= ROBIN_AT_LEAST,
    ]
}

/// 16.3.3: the Sheriff's treasury at this or less.
pub const SHERIFF_AT_MOST: u16 = 5;
/// 16.3.4: Robin Hood's treasury at this or more.
pub const ROBIN_AT_LEAST: u16 = 20;

/// Whether Robin Hood, alive and free at the end, wins with these
/// conditions met: three of four (16.3), or with the optional rule 1 and 2,
/// and 3 or 4 (16.5).
pub fn conditions_win(c: [bool; 4], strict: bool) -> bool {
    if strict {
        c[0] && c[1] && (c[2] || c[3])
    } else {
        c.iter().filter(|&&x| x).count() >= 3
    }
}

/// Which of the ends of 16.1 finished a game: what the tuning reports count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ending {
    /// 16.1.1: killed in combat or murdered.
    RobinKilled,
    /// 16.1.1: hanged (8.32).
    RobinHanged,
    /// 16.1.2.
    RichardKilled,
    /// 16.1.3.
    RichardMet,
    /// 16.1.4: the 30th turn is over.
    TurnLimit,
    /// 16.1.5, 16.4.
    SheriffLeadersKilled,
}

impl Ending {
    pub fn key(self) -> &'static str {
        match self {
            Ending::RobinKilled => "robin_killed",
            Ending::RobinHanged => "robin_hanged",
            Ending::RichardKilled => "richard_killed",
            Ending::RichardMet => "richard_met",
            Ending::TurnLimit => "turn_limit",
            Ending::SheriffLeadersKilled => "sheriff_leaders_killed",
        }
    }
}

impl Legend {
    /// How the game ended (16.1), `None` while it goes on. The outcome's
    /// reason says who won and why (16.2–16.4); this says which end came.
    pub fn ending(&self) -> Option<Ending> {
        let o = self.outcome.as_ref()?;
        Some(match o.reason.as_str() {
            "robin_dead" => {
                let hanged = self.log.iter().any(
                    |e| matches!(e.event, crate::log::Event::Hanged { who } if who == ROBIN_HOOD),
                );
                if hanged {
                    Ending::RobinHanged
                } else {
                    Ending::RobinKilled
                }
            }
            "sheriff_leaders_dead" => Ending::SheriffLeadersKilled,
            _ if self.richard_met => Ending::RichardMet,
            _ if self.piece(KING_RICHARD).at == Loc::Gone => Ending::RichardKilled,
            _ => Ending::TurnLimit,
        })
    }
}
