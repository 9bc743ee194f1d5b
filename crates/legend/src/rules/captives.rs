//! Captives (8): murder and ransom of the Sheriff's leaders (8.2, 13.8),
//! hanging (8.3), rescue (8.4), exchanges (8.5).

use crate::action::Action;
use crate::counters::{Kind, FRIAR_TUCK, KING_RICHARD, LITTLE_JOHN, MARION, WILL_SCARLET};
use crate::log::Event;
use crate::state::*;
use crate::tables::Terrain;
use crate::vocab::{Pid, Side};

impl Legend {
    /// Captives on the board held by the enemies of `side` (pieces of `side`).
    pub(crate) fn captives_of(&self, side: Side) -> Vec<Pid> {
        Pid::all()
            .filter(|&p| {
                p.side() == side && self.piece(p).captive && self.piece(p).area().is_some()
            })
            .collect()
    }

    /// 8.2: Robin Hood may murder a captive Sheriff's leader at the start of
    /// his movement phase; 13.8: the Sheriff may murder a captive King
    /// Richard at the start of his turn.
    pub(crate) fn murder_choices(&self, by: Side) -> Vec<Action> {
        let victims = self.captives_of(by.enemy());
        victims
            .into_iter()
            .filter(|&p| by == Side::Outlaw || p == KING_RICHARD)
            .map(Action::Murder)
            .collect()
    }

    pub(crate) fn murder(&mut self, p: Pid) {
        let rule = if p == KING_RICHARD { "13.8" } else { "8.2" };
        self.kill(p, rule);
    }

    /// 8.2: the ransom of each Sheriff's leader.
    pub(crate) fn ransom_value(p: Pid) -> u16 {
        match p.kind() {
            Kind::SirGuy => 3,
            Kind::PrinceJohn => 10,
            _ => 2,
        }
    }

    pub(crate) fn ransom_choices(&self, offered: bool) -> Vec<Action> {
        let held = self.captives_of(Side::Sheriff);
        let mut out: Vec<Action> = held.iter().map(|&p| Action::Ransom(p)).collect();
        if !offered {
            for o in self.captives_of(Side::Outlaw) {
                for &s in &held {
                    out.push(Action::Offer(o, s));
                }
            }
        }
        out
    }

    /// 8.2: Robin Hood takes the ransom from the Sheriff's treasury; the
    /// Sheriff places the freed leader in a town, keep or castle.
    pub(crate) fn ransom(&mut self, p: Pid) {
        let gold = Self::ransom_value(p);
        self.note("8.2", Event::Ransomed { who: p, gold });
        self.pay_robin_from_sheriff(gold, "8.2");
        self.piece_mut(p).captive = false;
        self.pending.push(Pending::Place {
            pid: p,
            why: PlaceFor::Released,
        });
    }

    /// 8.5: the agreed exchange; each side places its freed leader.
    pub(crate) fn exchange(&mut self, outlaw: Pid, sheriff: Pid) {
        self.note("8.5", Event::Exchanged { outlaw, sheriff });
        for p in [outlaw, sheriff] {
            self.piece_mut(p).captive = false;
        }
        self.pending.push(Pending::Place {
            pid: sheriff,
            why: PlaceFor::Released,
        });
        self.pending.push(Pending::Place {
            pid: outlaw,
            why: PlaceFor::Exchanged,
        });
    }

    /// 8.31: an outlaw captive kept two complete Sheriff turns in a keep, now
    /// in a town with a Sheriff's leader; never Marion, Friar Tuck (8.33) or
    /// King Richard (13.8).
    pub(crate) fn hanging_choices(&self) -> Vec<Action> {
        self.captives_of(Side::Outlaw)
            .into_iter()
            .filter(|&p| {
                let pc = self.piece(p);
                let area = pc.area().expect("on the board");
                ![MARION, FRIAR_TUCK, KING_RICHARD].contains(&p)
                    && pc.keep_turns >= 2
                    && area.terrain() == Terrain::Town
                    && self.at(area).any(|q| {
                        q.side() == Side::Sheriff && q.kind().is_leader() && self.active(q)
                    })
            })
            .map(Action::Hang)
            .collect()
    }

    /// 8.32: two gold pieces a hanging, three for Little John or Will
    /// Scarlet; Robin Hood's hanging ends the game (16.2).
    pub(crate) fn hang(&mut self, p: Pid) {
        self.note("8.31", Event::Hanged { who: p });
        let pc = self.piece_mut(p);
        pc.at = Loc::Gone;
        pc.captive = false;
        let gold = if p == LITTLE_JOHN || p == WILL_SCARLET {
            3
        } else {
            2
        };
        self.sheriff_from_bank(gold, "8.32");
    }

    /// 7.3: pieces that fell back from a battle "cannot free a friendly
    /// leader who was captured" in the space they retreated to. Edition 3
    /// applies it; editions 1 and 2 let them free him (the end-of-combat
    /// rescue did not look at retreats), and the games begun in them keep
    /// that reading.
    fn retreated_pieces_free_captives(&self) -> bool {
        self.options.edition < 3
    }

    /// 8.4: at the end of a combat phase a captive with a friendly leader or
    /// unit is free, unless they retreated there this phase (7.3). A captive
    /// left with no guard of its captors is free too (our reading of 8.1:
    /// captives "must be guarded"), but for outlaws in a keep (8.31: they
    /// need no guard).
    pub(crate) fn rescue(&mut self) {
        let retreated_free = self.retreated_pieces_free_captives();
        for p in Pid::all() {
            let pc = self.piece(p);
            let Some(area) = pc.area() else { continue };
            if !pc.captive {
                continue;
            }
            let friend = self.at(area).any(|q| {
                q != p
                    && q.side() == p.side()
                    && self.active(q)
                    && (retreated_free || !self.piece(q).retreated)
            });
            let guarded = self.guarded_without(area, p.side(), &[])
                || (p.side() == Side::Outlaw && area.terrain() == Terrain::Keep);
            if friend || !guarded {
                self.piece_mut(p).captive = false;
                self.note("8.4", Event::Freed { who: p });
            }
        }
    }
}
