//! The whole state of a game: where every counter is and how it stands, the
//! treasuries, the markers, the step of play under way, and the log.

use crate::action::Action;
use crate::counters::PIECES;
use crate::log::Entry;
use crate::map::Area;
use crate::vocab::{Pid, Side};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use sherwood_engine::{Outcome, Rng};

/// The optional rules (16.5), and the edition of our reconstruction.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// 16.5: Robin Hood must meet conditions 1 and 2, and 3 or 4.
    pub strict_victory: bool,
    /// The edition of the map's markings and the counters' values
    /// ([`crate::counters::EDITION`]); saves written before editions were
    /// numbered lack it and are edition 1.
    #[serde(default = "first_edition")]
    pub edition: u8,
}

fn first_edition() -> u8 {
    1
}

impl Default for Options {
    fn default() -> Self {
        Options {
            strict_victory: false,
            edition: crate::counters::EDITION,
        }
    }
}

/// Where a counter is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Loc {
    /// Not in play yet (personalities, reinforcements, the escort) or back
    /// in the Travellers box.
    Off,
    Board(Area),
    /// Eliminated men-at-arms, back on this game turn (7.6).
    Returning(u8),
    /// Killed, hanged, murdered, or a unit that never returns.
    Gone,
}

/// One counter's state.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Piece {
    pub at: Loc,
    /// Unrecruited outlaws (5.2) and Sir Guy's group until it wakes (5.1).
    pub face_down: bool,
    /// Robin Hood or King Richard in disguise (12).
    pub disguised: bool,
    /// Held by the other side (8.1).
    pub captive: bool,
    /// Has moved this movement phase (6).
    pub moved: bool,
    /// Crossed a ford this movement phase: no archery (7.14).
    pub wet: bool,
    /// Retreated this combat phase: out of later battles (7.3).
    pub retreated: bool,
    /// Complete Sheriff turns spent captive in a keep (8.31, 15.2).
    pub keep_turns: u8,
    /// Captive in a keep at the start of this Sheriff turn.
    pub in_keep_at_start: bool,
    /// A traveller's destination (13.2).
    pub heading: Option<Area>,
}

impl Piece {
    /// A counter standing at `at`, with no marker on it.
    pub(crate) fn new(at: Loc, face_down: bool) -> Piece {
        Piece {
            at,
            face_down,
            disguised: false,
            captive: false,
            moved: false,
            wet: false,
            retreated: false,
            keep_turns: 0,
            in_keep_at_start: false,
            heading: None,
        }
    }

    pub fn area(&self) -> Option<Area> {
        match self.at {
            Loc::Board(a) => Some(a),
            _ => None,
        }
    }
}

/// Every counter's state, in [`Pid`] order, with an index of the counters
/// standing on each area kept in step with it. The index is derived: saved,
/// compared and printed, this is just the list of counters.
#[derive(Clone)]
pub struct Pieces {
    list: Vec<Piece>,
    /// Per area, one bit per counter standing there (43 fit in a `u64`), as
    /// of the last [`Pieces::sync`].
    by_area: [u64; Area::ALL.len()],
    /// Per counter, the area its bit is set in (`NOWHERE`: none).
    indexed: [u8; 64],
    /// One bit per counter face down or disguised, as of the last sync.
    hidden: u64,
    /// Counters handed out for writing since the last sync: their bits may
    /// be stale, the list says where they are.
    dirty: u64,
}

const NOWHERE: u8 = u8::MAX;

impl Pieces {
    fn area_index(pc: &Piece) -> u8 {
        match pc.at {
            Loc::Board(a) => a.index() as u8,
            _ => NOWHERE,
        }
    }

    fn all_bits(&self) -> u64 {
        u64::MAX >> (64 - self.list.len())
    }

    /// Brings the index in step with the counters written since the last sync.
    pub(crate) fn sync(&mut self) {
        let mut dirty = std::mem::take(&mut self.dirty);
        while dirty != 0 {
            let i = dirty.trailing_zeros() as usize;
            dirty &= dirty - 1;
            let bit = 1u64 << i;
            let old = self.indexed[i];
            if old != NOWHERE {
                self.by_area[usize::from(old)] &= !bit;
            }
            let new = Self::area_index(&self.list[i]);
            if new != NOWHERE {
                self.by_area[usize::from(new)] |= bit;
            }
            self.indexed[i] = new;
            let pc = &self.list[i];
            if pc.face_down || pc.disguised {
                self.hidden |= bit;
            } else {
                self.hidden &= !bit;
            }
        }
    }

    /// How many counters are face down or disguised, as of the last sync.
    pub(crate) fn hidden_count(&self) -> u32 {
        debug_assert_eq!(self.dirty, 0, "synced");
        self.hidden.count_ones()
    }

    /// One counter, to be written: every write goes through here (or
    /// through `iter_mut`), which is how the index stays true.
    fn get_mut(&mut self, i: usize) -> &mut Piece {
        if self.dirty != 0 {
            self.sync();
        }
        self.dirty |= 1 << i;
        &mut self.list[i]
    }

    pub(crate) fn iter_mut(&mut self) -> std::slice::IterMut<'_, Piece> {
        self.dirty = self.all_bits();
        self.list.iter_mut()
    }

    /// The counters standing on `area`, one bit per [`Pid`].
    pub(crate) fn on(&self, area: Area) -> u64 {
        let mut bits = self.by_area[area.index()];
        if self.dirty != 0 {
            bits &= !self.dirty;
            let mut dirty = self.dirty;
            while dirty != 0 {
                let i = dirty.trailing_zeros() as usize;
                dirty &= dirty - 1;
                if self.list[i].at == Loc::Board(area) {
                    bits |= 1 << i;
                }
            }
        }
        bits
    }

    /// Whether the index says what the counters say (for checks).
    pub(crate) fn index_is_true(&self) -> bool {
        let mut scan = [0u64; Area::ALL.len()];
        for (i, pc) in self.list.iter().enumerate() {
            if let Loc::Board(a) = pc.at {
                scan[a.index()] |= 1 << i;
            }
        }
        let hidden = self
            .list
            .iter()
            .enumerate()
            .filter(|(_, pc)| pc.face_down || pc.disguised)
            .fold(0, |bits, (i, _)| bits | 1 << i);
        Area::ALL.iter().all(|&a| self.on(a) == scan[a.index()])
            && (self.dirty != 0 || self.hidden == hidden)
    }
}

impl From<Vec<Piece>> for Pieces {
    fn from(list: Vec<Piece>) -> Pieces {
        assert!(list.len() <= 64, "one bit a counter");
        let mut pieces = Pieces {
            list,
            by_area: [0; Area::ALL.len()],
            indexed: [NOWHERE; 64],
            hidden: 0,
            dirty: 0,
        };
        pieces.dirty = pieces.all_bits();
        pieces.sync();
        pieces
    }
}

impl FromIterator<Piece> for Pieces {
    fn from_iter<I: IntoIterator<Item = Piece>>(iter: I) -> Pieces {
        Pieces::from(iter.into_iter().collect::<Vec<_>>())
    }
}

impl std::ops::Deref for Pieces {
    type Target = [Piece];
    fn deref(&self) -> &[Piece] {
        &self.list
    }
}

impl std::ops::Index<usize> for Pieces {
    type Output = Piece;
    fn index(&self, i: usize) -> &Piece {
        &self.list[i]
    }
}

impl std::ops::IndexMut<usize> for Pieces {
    fn index_mut(&mut self, i: usize) -> &mut Piece {
        self.get_mut(i)
    }
}

impl<'a> IntoIterator for &'a Pieces {
    type Item = &'a Piece;
    type IntoIter = std::slice::Iter<'a, Piece>;
    fn into_iter(self) -> Self::IntoIter {
        self.list.iter()
    }
}

impl<'a> IntoIterator for &'a mut Pieces {
    type Item = &'a mut Piece;
    type IntoIter = std::slice::IterMut<'a, Piece>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter_mut()
    }
}

impl PartialEq for Pieces {
    fn eq(&self, other: &Pieces) -> bool {
        self.list == other.list
    }
}

impl std::fmt::Debug for Pieces {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.list.fmt(f)
    }
}

impl Serialize for Pieces {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.list.serialize(s)
    }
}

impl<'de> Deserialize<'de> for Pieces {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Pieces, D::Error> {
        Vec::<Piece>::deserialize(d).map(Pieces::from)
    }
}

/// A group moving together (6.3, 8.1): picked in one area, then stepped.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Party {
    pub members: Vec<Pid>,
    pub at: Area,
    pub spent: u8,
    pub steps: u8,
    /// Passed enemy units on the tournament turn (14.2): must end on the Green.
    pub passed_enemies: bool,
}

/// A battle under way (7).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Battle {
    pub area: Area,
    pub attacker: Side,
    pub stage: BattleStage,
    /// The melee after the tournament: losses +1 (14.1).
    pub tournament: bool,
    /// The attackers had nowhere to fall back (7.18): a disguised leader
    /// among them is captured once recognised (12.1), edition 3.
    #[serde(default)]
    pub cut_off: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BattleStage {
    Archery,
    Melee,
    /// The attackers failed to take a defended castle or keep (7.16, 7.17).
    Retreat,
    Personal,
}

/// What a waiting placement is for: it tells where the piece may go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum PlaceFor {
    /// A reinforcement or returning man-at-arms: any town (11, 7.6).
    Reinforcement,
    /// A ransomed or exchanged Sheriff's leader: town, keep or castle (8.2, 8.5).
    Released,
    /// An exchanged outlaw leader: any forest (8.5).
    Exchanged,
    /// A leader escaping from `from`: an adjacent space free of enemies (7.41, 7.42).
    Escape { from: Area },
    /// After the tournament: a forest within 4 spaces of the Green (14.2).
    Tournament,
    /// Attackers leaving a castle or keep they failed to take, all together
    /// (7.16, 7.17, 7.18).
    Retreat { from: Area },
}

/// A decision that interrupts the procedure until it is made.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pending {
    /// `pid` (and, for a retreat, every attacker with it) is placed by its owner.
    Place { pid: Pid, why: PlaceFor },
    /// `side` chooses `count` losses among its units in `area` (7.7, 7.8).
    Losses { side: Side, area: Area, count: u8 },
}

/// The step of the sequence of play (4.2) under way.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Phase {
    /// Start of Robin Hood's turn: disguises (12) and murders (8.2). Each
    /// leader changes his disguise at most once.
    RobinStart {
        changed: Vec<Pid>,
    },
    Movement {
        side: Side,
        party: Option<Party>,
    },
    /// The active player picks the next battle (7.3).
    Battles {
        side: Side,
        fought: Vec<Area>,
    },
    Battle {
        battle: Battle,
        fought: Vec<Area>,
    },
    /// 10: each leader tried once a phase.
    Recruitment {
        tried: Vec<Pid>,
    },
    Hanging,
    /// End of Robin Hood's turn: ransoms and an offer of exchange (8.2, 8.5).
    Ransom {
        offered: bool,
    },
    /// The Sheriff answers Robin Hood's offer (8.5).
    Exchange {
        outlaw: Pid,
        sheriff: Pid,
    },
    /// Start of the Sheriff's turn: King Richard's murder (13.8), the
    /// tournament's declaration (14).
    SheriffStart,
    Taxes,
    Over,
}

/// A declared tournament (14).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Tournament {
    /// The game turn whose Robin Hood movement phase ends with it.
    pub turn: u8,
    pub held: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Marriage {
    Robin,
    SirGuy,
}

/// The legal actions, worked out when the rules last stopped for a
/// decision, so that asking again (and checking the action played) costs a
/// copy. Derived: never saved, never compared; cleared by every change made
/// outside the rules (the position builders).
#[derive(Clone, Default)]
pub(crate) struct KnownLegal(pub(crate) Option<Vec<Action>>);

impl PartialEq for KnownLegal {
    fn eq(&self, _: &KnownLegal) -> bool {
        true
    }
}

impl std::fmt::Debug for KnownLegal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("_")
    }
}

/// The game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Legend {
    pub(crate) options: Options,
    pub(crate) rng: Rng,
    pub(crate) turn: u8,
    pub(crate) pieces: Pieces,
    /// Gold pieces by seat (9.1): Robin Hood, the Sheriff.
    pub(crate) gold: [u16; 2],
    /// Per keep (in `map::KEEPS` order): passage discovered (6.61), looted (9.4).
    pub(crate) discovered: [bool; 3],
    pub(crate) looted: [bool; 3],
    /// Per area, the last game turn it was taxed (9.6); 0 never.
    pub(crate) taxed: Vec<u8>,
    /// Personalities arrived so far (13.3–13.8).
    pub(crate) personalities: u8,
    pub(crate) last_personality_turn: u8,
    /// The last game turn whose random-event roll was a six (13.3); 0
    /// never.
    #[serde(default)]
    pub(crate) last_six_turn: u8,
    pub(crate) tournament: Option<Tournament>,
    pub(crate) marriage: Option<Marriage>,
    /// Robin Hood is wounded until the start of this turn (10.2).
    pub(crate) wounded_until: Option<u8>,
    /// King Richard stood with Robin Hood at the end of a game turn (16.3.2).
    pub(crate) richard_met: bool,
    pub(crate) phase: Phase,
    pub(crate) pending: Vec<Pending>,
    pub(crate) outcome: Option<Outcome>,
    pub(crate) log: Vec<Entry>,
    #[serde(skip)]
    pub(crate) legal: KnownLegal,
}

pub const LAST_TURN: u8 = 30;

impl Legend {
    pub(crate) fn piece(&self, p: Pid) -> &Piece {
        &self.pieces[p.index()]
    }

    pub(crate) fn piece_mut(&mut self, p: Pid) -> &mut Piece {
        &mut self.pieces[p.index()]
    }

    /// The pieces in `area`, in [`Pid`] order (read from the index).
    pub(crate) fn at(&self, area: Area) -> impl Iterator<Item = Pid> + '_ {
        let mut bits = self.pieces.on(area);
        debug_assert_eq!(
            bits,
            Pid::all()
                .filter(|&p| self.piece(p).at == Loc::Board(area))
                .fold(0, |m, p| m | 1 << p.index()),
            "the index of counters by area"
        );
        std::iter::from_fn(move || {
            (bits != 0).then(|| {
                let i = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Pid(i)
            })
        })
    }

    pub fn turn(&self) -> u8 {
        self.turn
    }

    /// A counter's values in this game's edition of our reconstruction.
    pub fn values(&self, p: Pid) -> crate::counters::Values {
        p.values(self.options.edition)
    }

    /// The edition of our reconstruction this game is played with.
    pub fn edition(&self) -> u8 {
        self.options.edition
    }

    pub fn gold(&self, side: Side) -> u16 {
        match side {
            Side::Outlaw => self.gold[0],
            _ => self.gold[1],
        }
    }

    pub fn loc(&self, p: Pid) -> Loc {
        self.piece(p).at
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn pending(&self) -> &[Pending] {
        &self.pending
    }

    pub fn log(&self) -> &[Entry] {
        &self.log
    }

    pub fn marriage(&self) -> Option<Marriage> {
        self.marriage
    }

    pub fn state_of(&self, p: Pid) -> &Piece {
        self.piece(p)
    }

    /// Every counter, wherever it is: the set never changes (43).
    pub fn piece_count(&self) -> usize {
        debug_assert_eq!(self.pieces.len(), PIECES.len());
        self.pieces.len()
    }
}
