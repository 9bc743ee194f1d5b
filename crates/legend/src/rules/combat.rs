//! Combat (7): every area holding both sides is a battle, fought in the
//! active player's order (7.3): archery (7.1, 7.7), melee (7.8), the
//! attackers' retreat from a castle or keep they failed to take (7.16–7.18),
//! then disguises recognised (12.1) and personal combat or capture (7.4).
//! Units' losses go back in play by 7.5 and 7.6.

use crate::counters::{Kind, KING_RICHARD, PRINCE_JOHN, ROBIN_HOOD};
use crate::log::Event;
use crate::map::{Area, Border, Mark};
use crate::state::*;
use crate::tables::{archery, melee, terrain, Terrain};
use crate::vocab::{Pid, Side};

use super::force::{fights, melee_roll, Force};
use super::movement::may_stop;

impl Legend {
    /// The pieces of `side` taking part in a battle in `area`: in play,
    /// not retreated there (7.3); Sir Guy's sleeping group fights only when
    /// the outlaws attack it (5.1).
    pub(crate) fn fighters(&self, area: Area, side: Side, attacker: Side) -> Vec<Pid> {
        self.at(area)
            .filter(|&p| p.side() == side && self.fights(p, attacker))
            .collect()
    }

    /// Whether counter `p` fights in a battle `attacker` begins where it stands.
    fn fights(&self, p: Pid, attacker: Side) -> bool {
        fights(self.piece(p), p.side(), attacker)
    }

    /// What the tables read of `side`'s fighters in battle `b`.
    fn force(&self, b: &Battle, side: Side) -> Force {
        let mut f = Force::default();
        for p in self.fighters(b.area, side, b.attacker) {
            f.add(
                Some(p.kind()),
                self.piece(p),
                self.options.edition,
                self.robin_wounded(),
            );
        }
        f
    }

    /// Areas where a battle is still to be fought this phase.
    pub(crate) fn battle_areas(&self, attacker: Side, fought: &[Area]) -> Vec<Area> {
        // One pass over the counters (this runs at every choice of the
        // battles step): which of the two sides has fighters in each area.
        let mut sides = [[false; 2]; Area::ALL.len()];
        for p in Pid::all() {
            let s = match p.side() {
                Side::Outlaw => 0,
                Side::Sheriff => 1,
                Side::Traveller => continue,
            };
            if let Loc::Board(a) = self.piece(p).at {
                if self.fights(p, attacker) {
                    sides[a.index()][s] = true;
                }
            }
        }
        Area::ALL
            .iter()
            .copied()
            .filter(|&a| {
                sides[a.index()] == [true, true]
                    && !fought.contains(&a)
                    && terrain(a.terrain()).combat.melee_allowed()
            })
            .collect()
    }

    pub(crate) fn start_battle(&mut self, attacker: Side, area: Area, fought: Vec<Area>) {
        if attacker == Side::Outlaw {
            self.wake_sir_guy(area, "5.1");
        }
        let tournament = attacker == Side::Outlaw
            && area == Area::NottinghamGreen
            && self
                .tournament
                .is_some_and(|t| t.held && t.turn == self.turn);
        self.phase = Phase::Battle {
            battle: Battle {
                area,
                attacker,
                stage: BattleStage::Archery,
                tournament,
                cut_off: false,
            },
            fought,
        };
    }

    /// Sir Guy and his men turn face up (5.1).
    pub(crate) fn wake_sir_guy(&mut self, area: Area, rule: &'static str) {
        let sleeping: Vec<Pid> = self
            .at(area)
            .filter(|&p| p.side() == Side::Sheriff && self.piece(p).face_down)
            .collect();
        for p in sleeping {
            self.piece_mut(p).face_down = false;
            self.note(rule, Event::Revealed { who: p });
        }
    }

    pub(crate) fn battle_step(&mut self, mut battle: Battle, mut fought: Vec<Area>) {
        match battle.stage {
            BattleStage::Archery => {
                self.archery(&battle);
                battle.stage = BattleStage::Melee;
            }
            BattleStage::Melee => {
                battle.stage = if self.melee(&battle) {
                    BattleStage::Retreat
                } else {
                    BattleStage::Personal
                };
            }
            BattleStage::Retreat => {
                battle.cut_off = self.retreat(&battle);
                battle.stage = BattleStage::Personal;
            }
            BattleStage::Personal => {
                self.personal_stage(&battle);
                fought.push(battle.area);
                self.phase = Phase::Battles {
                    side: battle.attacker,
                    fought,
                };
                return;
            }
        }
        self.phase = Phase::Battle { battle, fought };
    }

    fn units(&self, b: &Battle, side: Side) -> Vec<Pid> {
        self.fighters(b.area, side, b.attacker)
            .into_iter()
            .filter(|p| p.kind().is_unit())
            .collect()
    }

    /// Leaders who fight: not in disguise (12.1).
    fn leaders(&self, b: &Battle, side: Side) -> Vec<Pid> {
        self.fighters(b.area, side, b.attacker)
            .into_iter()
            .filter(|&p| p.kind().is_leader() && !self.piece(p).disguised)
            .collect()
    }

    /// 7.1, 7.7: both sides fire (see [`Force::archery`]).
    fn archery(&mut self, b: &Battle) {
        let combat = terrain(b.area.terrain()).combat;
        let defender = b.attacker.enemy();
        let mut hits = [(defender, 0u8), (b.attacker, 0u8)];
        for (target, n) in hits.iter_mut() {
            let Some((column, modifier)) = self.force(b, target.enemy()).archery(combat) else {
                continue;
            };
            let (_, net) = self.roll(
                "7.7",
                "7.7 archery",
                Some(column.printed().to_string()),
                modifier,
                |d| archery(column, d).to_string(),
            );
            *n = archery(column, net);
        }
        for (side, count) in hits {
            if count > 0 {
                self.pending.push(Pending::Losses {
                    side,
                    area: b.area,
                    count,
                });
            }
        }
    }

    /// 7.8: the attacker's units against the defender's (see
    /// [`melee_roll`]). Returns whether the attackers must retreat (7.16,
    /// 7.17).
    fn melee(&mut self, b: &Battle) -> bool {
        let combat = terrain(b.area.terrain()).combat;
        let defender = b.attacker.enemy();
        let (att, def) = (self.force(b, b.attacker), self.force(b, defender));
        let Some((odds, modifier)) = melee_roll(&att, &def, combat) else {
            return false;
        };
        let (_, net) = self.roll(
            "7.8",
            "7.8 melee",
            Some(odds.printed().to_string()),
            modifier,
            |d| melee(odds, d).printed(),
        );
        let result = melee(odds, net);
        let (a_loss, d_loss) = if b.tournament {
            result.tournament_losses()
        } else {
            result.losses()
        };
        for (side, count) in [(defender, d_loss), (b.attacker, a_loss)] {
            if count > 0 {
                self.pending.push(Pending::Losses {
                    side,
                    area: b.area,
                    count,
                });
            }
        }
        matches!(b.area.terrain(), Terrain::Castle | Terrain::Keep) && d_loss == 0
    }

    /// The units the owner may remove next: one of each kind.
    pub(crate) fn loss_choices(&self, side: Side, area: Area) -> Vec<Pid> {
        let mut out: Vec<Pid> = vec![];
        for p in self.at(area) {
            let pc = self.piece(p);
            if p.side() == side
                && p.kind().is_unit()
                && !pc.captive
                && !pc.retreated
                && (!pc.face_down || side == Side::Sheriff)
                && !out.iter().any(|q| q.kind() == p.kind())
            {
                out.push(p);
            }
        }
        out
    }

    /// The owner removes `unit`; a knight may absorb two losses (7.7).
    pub(crate) fn lose(&mut self, side: Side, area: Area, count: u8, unit: Pid) {
        let left = count.saturating_sub(unit.kind().losses_absorbed());
        self.eliminate(unit, "7");
        if left > 0 {
            self.pending.insert(
                0,
                Pending::Losses {
                    side,
                    area,
                    count: left,
                },
            );
        }
    }

    /// A unit leaves the board: Merry Men come back unrecruited on the
    /// re-entry space of a roll (7.5); men-at-arms four turns later, one a
    /// turn (7.6); foresters and knights never.
    pub(crate) fn eliminate(&mut self, p: Pid, rule: &'static str) {
        self.note(rule, Event::Eliminated { who: p });
        let fresh = |at: Loc| Piece::new(at, false);
        match p.kind() {
            Kind::MerryMen => {
                let (_, d) = self.roll("7.5", "7.5 re-entry space", None, 0, |d| {
                    Area::marked(Mark::Reentry(d.face())).to_string()
                });
                let area = Area::marked(Mark::Reentry(d.face()));
                *self.piece_mut(p) = Piece::new(Loc::Board(area), true);
                self.note(
                    "7.5",
                    Event::Placed {
                        who: self.who(p),
                        at: area,
                    },
                );
            }
            Kind::MenAtArms => {
                let last = self
                    .pieces
                    .iter()
                    .filter_map(|pc| match pc.at {
                        Loc::Returning(t) => Some(t),
                        _ => None,
                    })
                    .max()
                    .unwrap_or(0);
                let back = (self.turn + 4).max(last + 1);
                *self.piece_mut(p) = fresh(Loc::Returning(back));
            }
            _ => *self.piece_mut(p) = fresh(Loc::Gone),
        }
    }

    pub(crate) fn kill(&mut self, p: Pid, rule: &'static str) {
        self.note(rule, Event::Killed { who: p });
        let pc = self.piece_mut(p);
        pc.at = Loc::Gone;
        pc.captive = false;
        pc.disguised = false;
    }

    pub(crate) fn capture(&mut self, p: Pid, rule: &'static str) {
        self.note(rule, Event::Captured { who: p });
        let pc = self.piece_mut(p);
        pc.captive = true;
        pc.disguised = false;
        pc.keep_turns = 0;
    }

    /// 7.18 with 12.1: a disguised leader "cannot be captured ... unless
    /// recognised", and the recognition is rolled at the start of the
    /// personal combat stage. Edition 3 leaves a disguised leader cut off in
    /// an assault to that roll (captured if recognised); editions 1 and 2
    /// captured and unmasked him with the others, without a roll, and the
    /// games begun in them keep that reading.
    fn cut_off_disguise_awaits_recognition(&self) -> bool {
        self.options.edition >= 3
    }

    /// 7.16, 7.17: the attackers fell back from a defended castle (to any
    /// adjacent space but the keep) or keep (to its castle or by the secret
    /// passage), with their leaders (7.18); with nowhere free of enemy units
    /// to go, the units are eliminated and the leaders captured (a
    /// disguised one only once recognised, edition 3). Returns whether they
    /// were cut off.
    fn retreat(&mut self, b: &Battle) -> bool {
        let units = self.units(b, b.attacker);
        let Some(&first) = units.first() else {
            return false;
        };
        let why = PlaceFor::Retreat { from: b.area };
        if super::place_options(self, first, why).is_empty() {
            for u in units {
                self.eliminate(u, "7.16");
            }
            let spare_disguised = self.cut_off_disguise_awaits_recognition();
            for l in self.fighters(b.area, b.attacker, b.attacker) {
                if l.kind().is_leader() && !(spare_disguised && self.piece(l).disguised) {
                    self.capture(l, "7.18");
                }
            }
            true
        } else {
            self.pending.push(Pending::Place { pid: first, why });
            false
        }
    }

    /// Where a retreat may go.
    pub(crate) fn retreat_options(&self, p: Pid, from: Area) -> Vec<Area> {
        let side = p.side();
        let knights = self
            .fighters(from, side, side)
            .iter()
            .any(|q| q.kind() == Kind::Knights);
        from.neighbours()
            .iter()
            .filter(|&&(to, border)| {
                let allowed = if from.terrain() == Terrain::Keep {
                    border == Border::Open || (border == Border::Passage && side == Side::Outlaw)
                } else {
                    border != Border::Passage && to.terrain() != Terrain::Keep
                };
                allowed
                    && may_stop(to)
                    && !(knights && to.terrain() == Terrain::Forest)
                    && !self.enemy_units_in(to, side)
            })
            .map(|&(to, _)| to)
            .collect()
    }

    /// The attackers' retreat, all together.
    pub(crate) fn do_retreat(&mut self, from: Area, side: Side, to: Area) {
        for p in self.fighters(from, side, side) {
            let who = self.who(p);
            let pc = self.piece_mut(p);
            pc.at = Loc::Board(to);
            pc.retreated = true;
            self.note("7.16", Event::Moved { who, from, to });
        }
    }

    /// 12.1, then 7.4: disguises tested, then personal combat if no units
    /// are left on either side, else capture rolls for leaders without units
    /// among enemy units.
    fn personal_stage(&mut self, b: &Battle) {
        self.recognise(b);
        if b.cut_off {
            // 7.18: the attackers' leaders recognised just now, cut off
            // like the others, are captured with them (edition 3; the
            // others were taken at the retreat).
            for l in self.leaders(b, b.attacker) {
                self.capture(l, "7.18");
            }
        }
        let defender = b.attacker.enemy();
        let (a_units, d_units) = (self.units(b, b.attacker), self.units(b, defender));
        let (a_leaders, d_leaders) = (self.leaders(b, b.attacker), self.leaders(b, defender));
        if a_units.is_empty() && d_units.is_empty() {
            if !a_leaders.is_empty() && !d_leaders.is_empty() {
                self.personal_combat(b.attacker, b.area, a_leaders, d_leaders);
            }
            return;
        }
        for (leaders, units, enemy_units) in [
            (a_leaders, &a_units, &d_units),
            (d_leaders, &d_units, &a_units),
        ] {
            if units.is_empty() && !enemy_units.is_empty() {
                for l in leaders {
                    self.caught(l, b.area);
                }
            }
        }
    }

    /// 12.1: each disguised leader among the Sheriff's pieces is recognised
    /// on 5–6, 4–6 with a Sheriff's leader there; Prince John always knows
    /// his brother.
    fn recognise(&mut self, b: &Battle) {
        let sheriff = self.fighters(b.area, Side::Sheriff, b.attacker);
        if sheriff.is_empty() {
            return;
        }
        let with_leader = sheriff.iter().any(|p| p.kind().is_leader());
        let disguised: Vec<Pid> = self
            .fighters(b.area, Side::Outlaw, b.attacker)
            .into_iter()
            .filter(|&p| self.piece(p).disguised)
            .collect();
        for p in disguised {
            let known = p == KING_RICHARD && sheriff.contains(&PRINCE_JOHN);
            let need = if with_leader { 4 } else { 5 };
            let seen = known || {
                let (_, d) = self.roll(
                    "12.1",
                    "12.1 recognition",
                    Some(
                        if with_leader {
                            "leader present (4-6)"
                        } else {
                            "units only (5-6)"
                        }
                        .into(),
                    ),
                    0,
                    |d| {
                        if d.face() >= need {
                            "recognised"
                        } else {
                            "unknown"
                        }
                        .into()
                    },
                );
                d.face() >= need
            };
            if seen {
                self.piece_mut(p).disguised = false;
                self.note("12.1", Event::Revealed { who: p });
            }
        }
    }

    /// 7.41, 7.43: each side rolls plus its leaders' personal strength; the
    /// loser's leaders each roll 1–2 captured, 3–5 killed, 6 escape. Marion
    /// and Alan a Dale never fight and are captured with their side; the
    /// wounded Robin Hood is captured outright (10.2).
    fn personal_combat(&mut self, attacker: Side, from: Area, a: Vec<Pid>, d: Vec<Pid>) {
        let mut sides = [(attacker, a), (attacker.enemy(), d)];
        for (_, leaders) in sides.iter_mut() {
            if leaders.contains(&ROBIN_HOOD) && self.robin_wounded() {
                self.capture(ROBIN_HOOD, "10.2");
                leaders.retain(|&p| p != ROBIN_HOOD);
            }
        }
        let strength = |ls: &[Pid]| -> Option<u8> {
            let s: Vec<u8> = ls.iter().filter_map(|&p| self.values(p).personal).collect();
            (!s.is_empty()).then(|| s.iter().sum())
        };
        let (sa, sd) = (strength(&sides[0].1), strength(&sides[1].1));
        let loser = match (sa, sd) {
            (None, None) => return,
            (Some(_), None) => 1,
            (None, Some(_)) => 0,
            (Some(x), Some(y)) => {
                let (ra, _) = self.roll(
                    "7",
                    "7 personal combat",
                    Some(format!("{:?}", sides[0].0)),
                    0,
                    |d| (d.face() + x).to_string(),
                );
                let (rd, _) = self.roll(
                    "7",
                    "7 personal combat",
                    Some(format!("{:?}", sides[1].0)),
                    0,
                    |d| (d.face() + y).to_string(),
                );
                let (ta, td) = (ra.face() + x, rd.face() + y);
                if ta == td {
                    return;
                }
                usize::from(ta > td)
            }
        };
        for l in sides[loser].1.clone() {
            if l.kind().non_combatant() {
                self.capture(l, "7.43");
                continue;
            }
            let (_, d) = self.roll("7.41", "7.41 loser's fate", None, 0, |d| {
                match d.face() {
                    1 | 2 => "captured",
                    3..=5 => "killed",
                    _ => "escapes",
                }
                .into()
            });
            match d.face() {
                1 | 2 => self.capture(l, "7.41"),
                3..=5 => self.kill(l, "7.41"),
                _ => self.escape(l, from),
            }
        }
    }

    /// 7.42: a leader among enemy units without friendly units escapes on
    /// 5–6 (outlaws in forest, village or town on 4–6); otherwise 1–3
    /// killed, 4–6 captured. Marion and Alan a Dale (7.43) and the wounded
    /// Robin Hood (10.2) are captured outright.
    fn caught(&mut self, l: Pid, area: Area) {
        if l.kind().non_combatant() {
            return self.capture(l, "7.43");
        }
        if l == ROBIN_HOOD && self.robin_wounded() {
            return self.capture(l, "10.2");
        }
        let cover = l.side() == Side::Outlaw
            && matches!(
                area.terrain(),
                Terrain::Forest | Terrain::Village | Terrain::Town
            );
        let need = if cover { 4 } else { 5 };
        let (_, d) = self.roll(
            "7.42",
            "7.42 escape",
            Some(
                if cover {
                    "outlaw in cover (4-6)"
                } else {
                    "5-6"
                }
                .into(),
            ),
            0,
            |d| {
                if d.face() >= need {
                    "escapes"
                } else {
                    "caught"
                }
                .into()
            },
        );
        if d.face() >= need {
            return self.escape(l, area);
        }
        let (_, f) = self.roll(
            "7.42",
            "7.42 fate (1-3 killed, 4-6 captured)",
            None,
            0,
            |d| if d.face() <= 3 { "killed" } else { "captured" }.into(),
        );
        if f.face() <= 3 {
            self.kill(l, "7.42")
        } else {
            self.capture(l, "7.42")
        }
    }

    fn escape(&mut self, l: Pid, from: Area) {
        self.note("7.41", Event::Escaped { who: l });
        self.pending.push(Pending::Place {
            pid: l,
            why: PlaceFor::Escape { from },
        });
    }

    /// The end of a combat phase: rescues (8.4) and retreats forgotten.
    pub(crate) fn end_combat_phase(&mut self) {
        self.rescue();
        for p in &mut self.pieces {
            p.retreated = false;
        }
    }
}
