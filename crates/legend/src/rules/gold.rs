//! Gold (9): the treasuries never below zero (16.3.3), robbery (9.3),
//! looting (9.4), safe-conduct (9.5), taxes (9.6, 9.7).

use crate::action::Action;
use crate::counters::Kind;
use crate::log::Event;
use crate::map::{Area, KEEPS};
use crate::state::*;
use crate::tables::{tax, Terrain};
use crate::vocab::{Pid, Side};

impl Legend {
    /// Robin Hood takes `n` from the Sheriff; what the Sheriff lacks comes
    /// from the bank (16.3.3).
    pub(crate) fn pay_robin_from_sheriff(&mut self, n: u16, rule: &'static str) {
        let paid = n.min(self.gold[1]);
        self.gold[1] -= paid;
        self.gold[0] += n;
        self.note(
            rule,
            Event::Gold {
                side: Side::Sheriff,
                amount: -i32::from(paid),
            },
        );
        self.note(
            rule,
            Event::Gold {
                side: Side::Outlaw,
                amount: i32::from(n),
            },
        );
    }

    pub(crate) fn sheriff_from_bank(&mut self, n: u16, rule: &'static str) {
        self.gold[1] += n;
        self.note(
            rule,
            Event::Gold {
                side: Side::Sheriff,
                amount: i32::from(n),
            },
        );
    }

    pub(crate) fn robin_from_bank(&mut self, n: u16, rule: &'static str) {
        self.gold[0] += n;
        self.note(
            rule,
            Event::Gold {
                side: Side::Outlaw,
                amount: i32::from(n),
            },
        );
    }

    /// Loses up to `n` to the bank, never below zero.
    pub(crate) fn lose_gold(&mut self, side: Side, n: u16, rule: &'static str) {
        let i = usize::from(side != Side::Outlaw);
        let lost = n.min(self.gold[i]);
        self.gold[i] -= lost;
        self.note(
            rule,
            Event::Gold {
                side,
                amount: -i32::from(lost),
            },
        );
    }

    fn merry_men_in(&self, area: Area) -> bool {
        self.at(area)
            .any(|p| p.kind() == Kind::MerryMen && self.active(p))
    }

    fn sheriff_units_in(&self, area: Area) -> bool {
        self.at(area)
            .any(|p| p.side() == Side::Sheriff && p.kind().is_unit() && !self.piece(p).captive)
    }

    /// 9.3: a Merry Men unit with a noble or bishop and no Sheriff's unit
    /// robs him: one gold piece from a noble, two from a bishop (9.32); he
    /// goes back to the box (9.31). Always taken: it only helps Robin Hood.
    pub(crate) fn robbery(&mut self) {
        for t in Pid::all().filter(|p| p.side() == Side::Traveller) {
            let Some(area) = self.piece(t).area() else {
                continue;
            };
            if self.merry_men_in(area) && !self.sheriff_units_in(area) {
                self.note(
                    "9.3",
                    Event::Robbed {
                        traveller: t,
                        at: area,
                    },
                );
                let n = if t.kind() == Kind::Bishop { 2 } else { 1 };
                self.pay_robin_from_sheriff(n, "9.32");
                let pc = self.piece_mut(t);
                pc.at = Loc::Off;
                pc.heading = None;
            }
        }
    }

    /// 9.4: a Merry Men unit in a keep free of Sheriff's units loots it once
    /// a game: four gold pieces from the Sheriff.
    pub(crate) fn looting(&mut self) {
        for (k, &(keep, _, _)) in KEEPS.iter().enumerate() {
            if !self.looted[k] && self.merry_men_in(keep) && !self.sheriff_units_in(keep) {
                self.looted[k] = true;
                self.note("9.4", Event::Looted { keep });
                self.pay_robin_from_sheriff(4, "9.4");
            }
        }
    }

    /// 9.6: villages with a Sheriff's unit and leader, no recruited Merry
    /// Men, not taxed the game turn before. (4.2 B4 says "ville", 9.6 and
    /// the table say village: we follow 9.6.)
    pub(crate) fn tax_choices(&self) -> Vec<Action> {
        Area::ALL
            .iter()
            .copied()
            .filter(|&a| {
                let last = self.taxed[a.index()];
                if a.terrain() != Terrain::Village || (last != 0 && last + 1 >= self.turn) {
                    return false;
                }
                let (mut unit, mut leader) = (false, false);
                for p in self.at(a).filter(|&p| self.active(p)) {
                    match (p.side(), p.kind()) {
                        (_, Kind::MerryMen) => return false,
                        (Side::Sheriff, k) => {
                            unit |= k.is_unit();
                            leader |= k.is_leader();
                        }
                        _ => {}
                    }
                }
                unit && leader
            })
            .map(Action::Tax)
            .collect()
    }

    pub(crate) fn tax(&mut self, area: Area) {
        self.taxed[area.index()] = self.turn;
        let (_, d) = self.roll("9.6", "9.7 taxes", Some(area.to_string()), 0, |d| {
            tax(d).to_string()
        });
        let n = tax(d);
        if n > 0 {
            self.sheriff_from_bank(u16::from(n), "9.7");
        }
    }
}
