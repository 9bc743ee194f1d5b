//! Every counter: leaders, units and travellers, with their values and where
//! each starts. **The values and start positions are our reconstruction**
//! (the book's counter sheet and map are lost), taken from the starting
//! table in `shared/games/legend.md` and to be tuned by self-play; what the
//! text fixes is kept as it says: Robin Hood's command 2 and Friar Tuck's 1
//! (6.3), the Sheriff's leaders without command (3.4), travellers' 3 spaces
//! (13.2), the numbers of travellers (13.1) and of reinforcements (11, 13.7).
//!
//! Tuning, first round (bot self-play; figures in `STATUS.md`): the
//! Sheriff's leaders move 6 (were 8), men-at-arms 4 (5), royal foresters 5
//! (6), knights 6 (8); Merry Men melee 2 (1); Little John, Will Scarlet and
//! Will Stutley command 2 (1). With these, 10 `normal` self-play games still
//! all went to the Sheriff (95% interval for Robin Hood 0–27.8%), 22.6 turns
//! on average, 3.6 robberies and 11.3 safe-conducts a game: not balanced yet.
//!
//! Third round: six of the ten Merry Men start (unrecruited) on the spaces
//! where travellers stand at Robin Hood's robbery phases (every third space
//! of a route: Leen Road, Birklands Ride, King's Highway, Edwinstowe, Oxton
//! Road, Clumber Lane; "la bande attendait tranquillement ... aux abords de
//! la route", 9.3), the other four in the forests; the Sheriff's units move
//! one point less (men-at-arms 3, royal foresters 4, knights 5), so that
//! an outlaw band in the forest is not within reach of every garrison.
//!
//! Fourth round (with the bots' search led by their playout rules): Merry
//! Men 3/3/6 (were 2/2), the Sheriff's units a point slower again
//! (men-at-arms 2, royal foresters 3, knights 4), Friar Tuck and a unit of
//! Merry Men start beside Robin Hood at the Major Oak, and a knight and a
//! unit of men-at-arms sleep with Sir Guy instead of garrisoning Nottingham.
//!
//! The third and fourth rounds are edition 2; edition 1, the first
//! published, is kept for the games begun with it (`Kind::values`,
//! `Pid::start`). Edition 3 ([`EDITION`]) has edition 2's counters and map,
//! with rules fixes that change play.

use crate::map::Area;
use crate::vocab::{Pid, Side};
use std::fmt;
use std::str::FromStr;

/// The newest edition of our reconstruction, which new games take. Its
/// values, start spaces and arrival spaces change as it is tuned; a game
/// keeps the edition it began in (`Options::edition`), so that a saved game
/// replays under the values it was played with. Edition 1 is the one first
/// published (2026-11), before the fourth tuning round; edition 2 has the
/// third and fourth rounds (see the module doc and `STATUS.md`). Edition 3
/// keeps edition 2's map and values and adds rules fixes that change play
/// (each gated where its rule lives, by a method named after what it
/// decides): retreated pieces free no captives (7.3, 8.4), the Sheriff of
/// Nottingham dropped in Sir Guy's space wakes him (5.1), a disguised
/// leader cut off in an assault is captured only if recognised (7.18,
/// 12.1), and a six after a six is ignored (13.3).
pub const EDITION: u8 = 3;

/// A kind of counter.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    RobinHood,
    LittleJohn,
    FriarTuck,
    WillScarlet,
    WillStutley,
    AlanADale,
    Marion,
    KingRichard,
    SheriffOfNottingham,
    SheriffOfLincoln,
    SirGuy,
    PrinceJohn,
    MerryMen,
    MenAtArms,
    RoyalForesters,
    Knights,
    Noble,
    Bishop,
}

/// A counter's printed values. Leaders have movement, personal combat and
/// (outlaws) command; units archery, melee and movement.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Values {
    pub archery: u8,
    pub melee: u8,
    pub movement: u8,
    /// `None` for those who never fight personally (7.43) and for units.
    pub personal: Option<u8>,
    pub command: u8,
}

const fn leader(movement: u8, personal: Option<u8>, command: u8) -> Values {
    Values {
        archery: 0,
        melee: 0,
        movement,
        personal,
        command,
    }
}

const fn unit(archery: u8, melee: u8, movement: u8) -> Values {
    Values {
        archery,
        melee,
        movement,
        personal: None,
        command: 0,
    }
}

impl Kind {
    /// Every kind of counter, in the counter sheet's order.
    pub const ALL: [Kind; 18] = {
        use Kind::*;
        [
            RobinHood,
            LittleJohn,
            FriarTuck,
            WillScarlet,
            WillStutley,
            AlanADale,
            Marion,
            KingRichard,
            SheriffOfNottingham,
            SheriffOfLincoln,
            SirGuy,
            PrinceJohn,
            MerryMen,
            MenAtArms,
            RoyalForesters,
            Knights,
            Noble,
            Bishop,
        ]
    };

    pub const fn side(self) -> Side {
        use Kind::*;
        match self {
            RobinHood | LittleJohn | FriarTuck | WillScarlet | WillStutley | AlanADale | Marion
            | KingRichard | MerryMen => Side::Outlaw,
            SheriffOfNottingham | SheriffOfLincoln | SirGuy | PrinceJohn | MenAtArms
            | RoyalForesters | Knights => Side::Sheriff,
            Noble | Bishop => Side::Traveller,
        }
    }

    pub fn is_leader(self) -> bool {
        self.side() != Side::Traveller && !self.is_unit()
    }

    pub fn is_unit(self) -> bool {
        matches!(
            self,
            Kind::MerryMen | Kind::MenAtArms | Kind::RoyalForesters | Kind::Knights
        )
    }

    /// Values, ours to tune (see the module doc).
    /// Its values in an edition of our reconstruction ([`EDITION`]).
    pub fn values(self, edition: u8) -> Values {
        use Kind::*;
        if edition == 1 {
            match self {
                MerryMen => return unit(2, 2, 6),
                MenAtArms => return unit(1, 2, 4),
                RoyalForesters => return unit(2, 1, 5),
                Knights => return unit(0, 4, 6),
                _ => {}
            }
        }
        match self {
            RobinHood => leader(6, Some(6), 2),
            LittleJohn => leader(6, Some(5), 2),
            FriarTuck => leader(5, Some(4), 1),
            WillScarlet => leader(6, Some(5), 2),
            WillStutley => leader(6, Some(4), 2),
            AlanADale => leader(6, None, 0),
            Marion => leader(6, None, 0),
            KingRichard => leader(8, Some(6), 0),
            SheriffOfNottingham => leader(6, Some(4), 0),
            SheriffOfLincoln => leader(6, Some(3), 0),
            SirGuy => leader(6, Some(5), 0),
            PrinceJohn => leader(6, Some(2), 0),
            MerryMen => unit(3, 3, 6),
            MenAtArms => unit(1, 2, 2),
            RoyalForesters => unit(2, 1, 3),
            Knights => unit(0, 4, 4),
            Noble | Bishop => leader(3, None, 0),
        }
    }

    /// Marion and Alan a Dale never modify dice nor fight personally (7.26,
    /// 7.43).
    pub fn non_combatant(self) -> bool {
        matches!(self, Kind::Marion | Kind::AlanADale)
    }

    /// A knight unit may be removed to satisfy two losses (7.7).
    pub fn losses_absorbed(self) -> u8 {
        if self == Kind::Knights {
            2
        } else {
            1
        }
    }

    pub fn name(self) -> &'static str {
        use Kind::*;
        match self {
            RobinHood => "Robin Hood",
            LittleJohn => "Little John",
            FriarTuck => "Friar Tuck",
            WillScarlet => "Will Scarlet",
            WillStutley => "Will Stutley",
            AlanADale => "Alan a Dale",
            Marion => "Maid Marion",
            KingRichard => "King Richard",
            SheriffOfNottingham => "the Sheriff of Nottingham",
            SheriffOfLincoln => "the Sheriff of Lincoln",
            SirGuy => "Sir Guy of Gisbourne",
            PrinceJohn => "Prince John",
            MerryMen => "Merry Men",
            MenAtArms => "men-at-arms",
            RoyalForesters => "royal foresters",
            Knights => "knights",
            Noble => "noble",
            Bishop => "bishop",
        }
    }
}

/// Where a counter is at the start (5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Start {
    /// Its printed start space.
    Board(Area),
    /// Enters by a random event or automatically (13.3–13.8).
    Personality,
    /// A Sheriff's reinforcement on this game turn (11).
    Reinforcement(u8),
    /// Prince John's escort, entering with him (13.7).
    Escort,
    /// The Travellers box (5, 13.1).
    TravellerBox,
}

/// One counter of the set.
#[derive(Clone, Copy, Debug)]
pub struct PieceDef {
    pub kind: Kind,
    pub slug: &'static str,
    pub start: Start,
}

const fn def(kind: Kind, slug: &'static str, start: Start) -> PieceDef {
    PieceDef { kind, slug, start }
}

use Area::*;
use Kind::*;
use Start::{Board, Escort, Personality, Reinforcement, TravellerBox};

pub const ROBIN_HOOD: Pid = Pid(0);
pub const LITTLE_JOHN: Pid = Pid(1);
pub const FRIAR_TUCK: Pid = Pid(2);
pub const WILL_SCARLET: Pid = Pid(3);
pub const WILL_STUTLEY: Pid = Pid(4);
pub const ALAN_A_DALE: Pid = Pid(5);
pub const MARION: Pid = Pid(6);
pub const KING_RICHARD: Pid = Pid(7);
pub const SHERIFF_OF_NOTTINGHAM: Pid = Pid(8);
pub const SHERIFF_OF_LINCOLN: Pid = Pid(9);
pub const SIR_GUY: Pid = Pid(10);
pub const PRINCE_JOHN: Pid = Pid(11);

/// The whole counter set, indexed by [`Pid`]. The Sheriff's men start in
/// the three castles (two per space where needed); the unrecruited outlaws
/// scattered through Sherwood, face down (5.2); Sir Guy and his men face
/// down in his castle (5.1).
pub const PIECES: [PieceDef; 43] = [
    def(RobinHood, "robin", Board(MajorOak)),
    def(LittleJohn, "john", Board(Edwinstowe)),
    def(FriarTuck, "tuck", Board(MajorOak)),
    def(WillScarlet, "scarlet", Personality),
    def(WillStutley, "stutley", Board(Blidworth)),
    def(AlanADale, "alan", Personality),
    def(Marion, "marion", Personality),
    def(KingRichard, "richard", Personality),
    def(SheriffOfNottingham, "sheriff", Board(NottinghamCastle)),
    def(SheriffOfLincoln, "lincoln", Board(LincolnCastle)),
    def(SirGuy, "guy", Board(GisbourneCastle)),
    def(PrinceJohn, "prince", Personality),
    def(MerryMen, "mm1", Board(LeenRoad)),
    def(MerryMen, "mm2", Board(Bestwood)),
    def(MerryMen, "mm3", Board(BirklandsRide)),
    def(MerryMen, "mm4", Board(MajorOak)),
    def(MerryMen, "mm5", Board(KingsHighway)),
    def(MerryMen, "mm6", Board(ThievesWood)),
    def(MerryMen, "mm7", Board(Edwinstowe)),
    def(MerryMen, "mm8", Board(Papplewick)),
    def(MerryMen, "mm9", Board(OxtonRoad)),
    def(MerryMen, "mm10", Board(ClumberLane)),
    def(MenAtArms, "maa1", Board(NottinghamCastle)),
    def(MenAtArms, "maa2", Board(GisbourneCastle)),
    def(MenAtArms, "maa3", Board(LincolnCastle)),
    def(MenAtArms, "maa4", Board(GisbourneCastle)),
    def(MenAtArms, "maa5", Board(GisbourneCastle)),
    def(MenAtArms, "maa6", Reinforcement(4)),
    def(MenAtArms, "maa7", Reinforcement(9)),
    def(MenAtArms, "maa8", Escort),
    def(RoyalForesters, "rf1", Board(NottinghamCastle)),
    def(RoyalForesters, "rf2", Board(LincolnCastle)),
    def(RoyalForesters, "rf3", Reinforcement(6)),
    def(RoyalForesters, "rf4", Escort),
    def(Knights, "kn1", Board(GisbourneCastle)),
    def(Knights, "kn2", Reinforcement(11)),
    def(Knights, "kn3", Escort),
    def(Noble, "noble1", TravellerBox),
    def(Noble, "noble2", TravellerBox),
    def(Noble, "noble3", TravellerBox),
    def(Noble, "noble4", TravellerBox),
    def(Bishop, "bishop1", TravellerBox),
    def(Bishop, "bishop2", TravellerBox),
];

/// One bit per counter of each side ([`Side`] order), in [`Pid`] order: the
/// pieces a step may move, without looking at the others.
pub(crate) const SIDE_BITS: [u64; 3] = {
    let mut bits = [0; 3];
    let mut i = 0;
    while i < PIECES.len() {
        bits[PIECES[i].kind.side() as usize] |= 1 << i;
        i += 1;
    }
    bits
};

impl Pid {
    pub fn def(self) -> &'static PieceDef {
        &PIECES[self.index()]
    }

    pub fn kind(self) -> Kind {
        self.def().kind
    }

    pub fn side(self) -> Side {
        self.kind().side()
    }

    pub fn values(self, edition: u8) -> Values {
        self.kind().values(edition)
    }

    /// Where it starts in an edition of our reconstruction ([`EDITION`]).
    pub fn start(self, edition: u8) -> Start {
        if edition == 1 {
            let first = match self.def().slug {
                "tuck" => Some(FountainDale),
                "mm1" => Some(Bestwood),
                "mm3" | "mm4" => Some(Birklands),
                "mm5" => Some(ThievesWood),
                "mm7" => Some(Clipstone),
                "mm9" => Some(Farnsfield),
                "mm10" => Some(Clumber),
                "kn1" | "maa2" => Some(NottinghamCastle),
                _ => None,
            };
            if let Some(a) = first {
                return Board(a);
            }
        }
        self.def().start
    }

    pub fn all() -> impl Iterator<Item = Pid> {
        (0..PIECES.len() as u8).map(Pid)
    }

    /// Face down at the start: every outlaw but Robin Hood (5.2), Sir Guy
    /// and the men in his space (5.1).
    pub fn starts_face_down(self, edition: u8) -> bool {
        match self.side() {
            Side::Outlaw => self != ROBIN_HOOD,
            Side::Sheriff => self.start(edition) == Board(GisbourneCastle),
            Side::Traveller => false,
        }
    }
}

impl fmt::Display for Pid {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.def().slug)
    }
}

impl FromStr for Pid {
    type Err = String;
    fn from_str(s: &str) -> Result<Pid, String> {
        Pid::all()
            .find(|p| p.def().slug == s)
            .ok_or_else(|| format!("no piece '{s}'"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tables::{Personality as P, PERSONALITIES};

    fn count(k: Kind) -> usize {
        PIECES.iter().filter(|d| d.kind == k).count()
    }

    #[test]
    fn the_counter_set() {
        assert_eq!(count(Noble), 4, "13.1");
        assert_eq!(count(Bishop), 2, "13.1");
        assert_eq!(count(MerryMen), 10);
        assert_eq!(count(MenAtArms), 8);
        assert_eq!(count(RoyalForesters), 4);
        assert_eq!(count(Knights), 3);
        for (i, d) in PIECES.iter().enumerate() {
            assert_eq!(d.slug.parse::<Pid>(), Ok(Pid(i as u8)));
        }
        assert_eq!(RobinHood.values(EDITION).command, 2, "6.3");
        assert_eq!(FriarTuck.values(EDITION).command, 1, "6.3");
        for k in [SheriffOfNottingham, SheriffOfLincoln, SirGuy, PrinceJohn] {
            assert_eq!(k.values(EDITION).command, 0, "3.4");
        }
        assert!(Marion.non_combatant() && AlanADale.non_combatant());
        assert_eq!(Marion.values(EDITION).personal, None);
    }

    /// 11 and 13.7: men-at-arms on turns 4 and 9, foresters on 6, knights on
    /// 11, and Prince John's escort of one of each.
    #[test]
    fn rule_11_reinforcements_and_escort_are_in_the_set() {
        let at = |s: Start| -> Vec<Kind> {
            PIECES
                .iter()
                .filter(|d| d.start == s)
                .map(|d| d.kind)
                .collect()
        };
        assert_eq!(at(Reinforcement(4)), vec![MenAtArms]);
        assert_eq!(at(Reinforcement(6)), vec![RoyalForesters]);
        assert_eq!(at(Reinforcement(9)), vec![MenAtArms]);
        assert_eq!(at(Reinforcement(11)), vec![Knights]);
        assert_eq!(at(Escort), vec![MenAtArms, RoyalForesters, Knights]);
        let personalities: Vec<Kind> = at(Personality);
        assert_eq!(personalities.len(), PERSONALITIES.len());
        for p in PERSONALITIES {
            let k = match p.personality {
                P::WillScarlet => WillScarlet,
                P::AlanADale => AlanADale,
                P::Marion => Marion,
                P::PrinceJohn => PrinceJohn,
                P::KingRichard => KingRichard,
            };
            assert!(personalities.contains(&k));
        }
    }

    /// `Kind::ALL` lists each kind of the counter set once.
    #[test]
    fn every_kind_listed_once() {
        for d in PIECES.iter() {
            assert_eq!(Kind::ALL.iter().filter(|&&k| k == d.kind).count(), 1);
        }
        assert!(Kind::ALL
            .iter()
            .all(|k| PIECES.iter().any(|d| d.kind == *k)));
    }

    /// 5.1, 5.2: who starts face down; the Sheriff's men start in castles,
    /// in every edition.
    #[test]
    fn rule_5_start_positions_and_faces() {
        for edition in 1..=EDITION {
            for p in Pid::all() {
                if let Board(a) = p.start(edition) {
                    if p.side() == Side::Sheriff {
                        assert_eq!(a.terrain(), crate::tables::Terrain::Castle, "{p}");
                    }
                    assert!(a
                        .data()
                        .marks
                        .iter()
                        .all(|m| !matches!(m, crate::map::Mark::RoadEdge(_))));
                }
            }
            assert!(!ROBIN_HOOD.starts_face_down(edition));
            assert!(LITTLE_JOHN.starts_face_down(edition) && SIR_GUY.starts_face_down(edition));
            assert!(Pid(25).starts_face_down(edition), "maa4 with Sir Guy");
            assert!(!SHERIFF_OF_NOTTINGHAM.starts_face_down(edition));
        }
        // Edition 2 (the fourth tuning round) puts a knight and a unit of
        // men-at-arms to sleep with Sir Guy, Friar Tuck and a unit of Merry Men beside Robin Hood.
        for slug in ["kn1", "maa2"] {
            let p: Pid = slug.parse().unwrap();
            assert!(!p.starts_face_down(1) && p.starts_face_down(2), "{slug}");
        }
        assert_eq!(FRIAR_TUCK.start(1), Board(FountainDale));
        assert_eq!(FRIAR_TUCK.start(2), Board(MajorOak));
    }

    /// Edition 1's values are the ones first published; edition 2's units
    /// are the fourth round's (Merry Men 3/3, the Sheriff's a point slower).
    #[test]
    fn editions_keep_their_values() {
        assert_eq!(MerryMen.values(1).archery, 2);
        assert_eq!(MerryMen.values(2).archery, 3);
        assert_eq!(MenAtArms.values(1).movement, 4);
        assert_eq!(MenAtArms.values(2).movement, 2);
        assert_eq!(RobinHood.values(1), RobinHood.values(2));
    }

    /// Edition 3 changes rules, not counters: its values and start spaces
    /// are edition 2's.
    #[test]
    fn edition_3_has_edition_2s_counters() {
        assert_eq!(EDITION, 3);
        for k in Kind::ALL {
            assert_eq!(k.values(3), k.values(2), "{k:?}");
        }
        for p in Pid::all() {
            assert_eq!(p.start(3), p.start(2), "{p}");
            assert_eq!(p.starts_face_down(3), p.starts_face_down(2), "{p}");
        }
        for &a in Area::ALL {
            assert_eq!(a.marks(3), a.marks(2), "{a}");
        }
    }
}
