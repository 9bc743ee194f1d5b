//! The map, as data: **our reconstruction**. The rulebook's text survives but
//! not its board, so every area, name, border and marking here is ours,
//! drawn to give each rule what it needs (`shared/games/legend.md` lists
//! those needs) and tuned later by self-play.
//!
//! The board shows the northern Midlands: Sherwood Forest between
//! Nottingham (south), Mansfield (west) and Worksop (north); Sir Guy's castle
//! of Gisbourne in the north-west; the Trent (6.7) running along the south
//! and the east, with Lincoln and Newark on its far bank. The Trent is no
//! area: it is the absence of borders between the two banks, crossed only
//! by the two bridges and two fords, each an area joined to exactly the two
//! spaces its symbol links (6.4).
//!
//! The spaces travellers may use (road, town, bridge, village, numbered road:
//! 13.2) form a tree, so "each space entered brings it closer" always names
//! one next space: travellers need no choice.
//!
//! Positions are for drawing on a 1100 × 850 board (22" × 17" landscape),
//! x east, y south.
//!
//! Tuning, first round (figures in `STATUS.md`): road 2 (Derby) joins
//! Mansfield, not Lenton, so its travellers stop at Edwinstowe and Arnold
//! at Robin Hood's robbery phases instead of on Trent Bridge, where no one
//! may stop to rob them. Still too few stops: about 3.6 of 15 travellers a
//! game were robbed between `normal` bots.
//!
//! Second round: the road from Worksop to Nottingham winds through the
//! forest, by four lanes of ours (Clumber Lane, Birklands Ride, Oak Ride,
//! Bestwood Lane, each bordering its forest), in place of the direct road
//! borders North Road–Ollerton, Ollerton–Edwinstowe, Edwinstowe–King's
//! Highway and Leen Road–Arnold. Road 3 to road 1 is 14 spaces (was 10), so
//! a traveller stands at four of Robin Hood's robbery phases instead of two
//! or three ("aux abords de la route à travers la forêt", 9.3), and with six
//! markers fewer arrive.
//!
//! Third round: the arrival spaces of Will Scarlet, Alan a Dale and Marion
//! (A, B, C; 13.4–13.6) are three forests around the Major Oak (Birklands,
//! Thieves Wood, Fountain Dale, where Friar Tuck starts), not Clumber,
//! Farnsfield and Papplewick at the edges of the forest, so the four of
//! Robin Hood's wedding (15.1) appear within a move of one another and of
//! the outlaws' haunts. That is edition 2 of our reconstruction
//! ([`crate::counters::EDITION`]); games begun in edition 1 keep its A, B, C
//! ([`Area::marks`], [`Area::lettered`]).

use crate::tables::Terrain;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

/// Which side of the Trent an area lies on (crossings lie on the river).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bank {
    /// Nottingham, Sherwood, Gisbourne.
    Sherwood,
    /// Lincoln, Newark and the south bank.
    Far,
    /// Bridges and fords.
    River,
}

/// A marking printed on an area.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mark {
    /// Numbered edge road space 1–5, where travellers enter and leave (13.1).
    RoadEdge(u8),
    /// Arrival space A, B or C of Will Scarlet, Alan a Dale, Marion (13.4).
    Letter(char),
    /// Re-entry space 1–6 of eliminated Merry Men (7.5).
    Reentry(u8),
}

/// How two areas border each other.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Border {
    /// Open country.
    Open,
    /// The road runs across (both areas lie on a road).
    Road,
    /// The two sides of a bridge or ford (6.4).
    Crossing,
    /// A keep's secret passage to the area it opens into (6.6): outlaws only.
    Passage,
}

/// One area's fixed data.
#[derive(Clone, Copy, Debug)]
pub struct AreaData {
    pub area: Area,
    pub name: &'static str,
    pub terrain: Terrain,
    pub bank: Bank,
    pub marks: &'static [Mark],
    pub pos: (u16, u16),
}

macro_rules! areas {
    ($($v:ident $slug:literal $name:literal $t:ident $bank:ident [$($mark:expr),*] ($x:literal, $y:literal);)+) => {
        /// An area of the map. The notation is its slug (`nottingham-town`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
        pub enum Area { $($v),+ }

        impl Area {
            pub const ALL: &'static [Area] = &[$(Area::$v),+];

            /// The short name used in the notation.
            pub fn slug(self) -> &'static str {
                match self { $(Area::$v => $slug),+ }
            }
        }

        /// Every area's data, in [`Area::ALL`]'s order.
        pub const AREAS: &[AreaData] = &[$(AreaData {
            area: Area::$v,
            name: $name,
            terrain: Terrain::$t,
            bank: Bank::$bank,
            marks: &[$($mark),*],
            pos: ($x, $y),
        }),+];
    };
}

use Mark::{Letter, Reentry, RoadEdge};

areas! {
    // North-west: Sir Guy's castle and the road from Sheffield.
    Road5 "road-5" "Road from Sheffield (5)" NumberedRoad Sherwood [RoadEdge(5)] (40, 60);
    GisbourneCastle "gisbourne-castle" "Gisborne Castle (Sir Guy's castle)" Castle Sherwood [] (170, 110);
    GisbourneKeep "gisbourne-keep" "Gisborne Keep" Keep Sherwood [] (110, 170);
    GisbourneWood "gisbourne-wood" "Gisborne Wood" Forest Sherwood [] (110, 290);
    WelbeckRoad "welbeck-road" "Welbeck Road" Road Sherwood [] (320, 70);
    Worksop "worksop" "Worksop" Town Sherwood [] (480, 80);
    Road3 "road-3" "Great North Road to York (3)" NumberedRoad Sherwood [RoadEdge(3)] (560, 15);
    Clumber "clumber" "Clumber" Forest Sherwood [Reentry(6)] (640, 150);
    NorthRoad "north-road" "North Road" Road Sherwood [] (520, 200);
    ClumberLane "clumber-lane" "Clumber Lane" Road Sherwood [] (600, 225);
    Tuxford "tuxford" "Tuxford" Village Sherwood [] (780, 190);
    HardwickFields "hardwick-fields" "Hardwick Fields" Field Sherwood [] (260, 250);
    Birklands "birklands" "Birklands" Forest Sherwood [Letter('A'), Reentry(5)] (400, 280);
    Ollerton "ollerton" "Ollerton" Village Sherwood [] (600, 300);
    BirklandsRide "birklands-ride" "Birklands Ride" Road Sherwood [] (480, 320);
    Edwinstowe "edwinstowe" "Edwinstowe" Village Sherwood [] (500, 390);
    Clipstone "clipstone" "Clipstone" Village Sherwood [] (330, 380);
    Mansfield "mansfield" "Mansfield" Town Sherwood [] (190, 420);
    MajorOak "major-oak" "The Major Oak" Forest Sherwood [Reentry(3)] (410, 470);
    OakRide "oak-ride" "Oak Ride" Road Sherwood [] (490, 450);
    Farnsfield "farnsfield" "Farnsfield" Field Sherwood [] (660, 440);
    Southwell "southwell" "Southwell" Village Sherwood [] (780, 450);
    KingsHighway "kings-highway" "King's Highway" Road Sherwood [] (530, 500);
    ThievesWood "thieves-wood" "Thieves Wood" Forest Sherwood [Letter('B'), Reentry(4)] (270, 520);
    RuinedCastle "ruined-castle" "Annesley, the ruined castle" RuinedCastle Sherwood [] (120, 560);
    Blidworth "blidworth" "Blidworth" Village Sherwood [] (370, 570);
    FountainDale "fountain-dale" "Fountain Dale" Forest Sherwood [Letter('C'), Reentry(2)] (470, 590);
    Papplewick "papplewick" "Papplewick" Village Sherwood [] (300, 640);
    LeenRoad "leen-road" "Leen Road" Road Sherwood [] (470, 680);
    CalvertonMill "calverton-mill" "Calverton Mill" Mill Sherwood [] (580, 640);
    OxtonRoad "oxton-road" "Oxton Road" Road Sherwood [] (680, 570);
    Bestwood "bestwood" "Bestwood" Forest Sherwood [Reentry(1)] (370, 720);
    BestwoodLane "bestwood-lane" "Bestwood Lane" Road Sherwood [] (460, 745);
    Arnold "arnold" "Arnold" Village Sherwood [] (560, 730);
    NottinghamGreen "nottingham-green" "Nottingham Green" NottinghamGreen Sherwood [] (640, 790);
    NottinghamTown "nottingham-town" "Nottingham" Town Sherwood [] (500, 790);
    NottinghamCastle "nottingham-castle" "Nottingham Castle" Castle Sherwood [] (390, 800);
    NottinghamKeep "nottingham-keep" "Nottingham Keep" Keep Sherwood [] (330, 835);
    Lenton "lenton" "Lenton" Village Sherwood [] (250, 770);
    Road2 "road-2" "Road from Derby (2)" NumberedRoad Sherwood [RoadEdge(2)] (30, 430);
    // The Trent's crossings.
    TrentBridge "trent-bridge" "Trent Bridge" Bridge River [] (520, 830);
    WilfordFord "wilford-ford" "Wilford Ford" Ford River [] (230, 830);
    NewarkBridge "newark-bridge" "Newark Bridge" Bridge River [] (860, 500);
    DunhamFord "dunham-ford" "Dunham Ford" Ford River [] (880, 200);
    // The far bank.
    Road1 "road-1" "Road from London (1)" NumberedRoad Far [RoadEdge(1)] (560, 845);
    Clifton "clifton" "Clifton Fields" Field Far [] (330, 845);
    Bingham "bingham" "Bingham" Village Far [] (760, 820);
    Collingham "collingham" "Collingham Mill" Mill Far [] (930, 650);
    Newark "newark" "Newark" Town Far [] (950, 520);
    FosseWay "fosse-way" "Fosse Way" Road Far [] (990, 400);
    Dunham "dunham" "Dunham" Field Far [] (960, 220);
    LincolnHeath "lincoln-heath" "Lincoln Heath" Field Far [] (1000, 120);
    LincolnTown "lincoln-town" "Lincoln" Town Far [] (1040, 300);
    LincolnCastle "lincoln-castle" "Lincoln Castle" Castle Far [] (1080, 200);
    LincolnKeep "lincoln-keep" "Lincoln Keep" Keep Far [] (1080, 110);
    Road4 "road-4" "Road from Lincolnshire (4)" NumberedRoad Far [RoadEdge(4)] (1090, 400);
}

use Area::*;
use Border::{Crossing, Open, Passage, Road};

/// Every border, once. A bridge or ford has exactly its two crossing
/// borders; a keep only its castle and its secret passage.
pub const BORDERS: &[(Area, Area, Border)] = &[
    (Road5, WelbeckRoad, Road),
    (Road5, GisbourneCastle, Open),
    (GisbourneCastle, GisbourneKeep, Open),
    (GisbourneKeep, GisbourneWood, Passage),
    (GisbourneCastle, GisbourneWood, Open),
    (GisbourneCastle, HardwickFields, Open),
    (GisbourneCastle, WelbeckRoad, Open),
    (GisbourneWood, HardwickFields, Open),
    (GisbourneWood, Mansfield, Open),
    (WelbeckRoad, Worksop, Road),
    (WelbeckRoad, Birklands, Open),
    (WelbeckRoad, HardwickFields, Open),
    (Worksop, Road3, Road),
    (Worksop, NorthRoad, Road),
    (Worksop, Clumber, Open),
    (Road3, Clumber, Open),
    (Clumber, NorthRoad, Open),
    (Clumber, Tuxford, Open),
    (NorthRoad, ClumberLane, Road),
    (ClumberLane, Clumber, Open),
    (ClumberLane, Ollerton, Road),
    (NorthRoad, Birklands, Open),
    (Tuxford, Ollerton, Open),
    (Tuxford, Farnsfield, Open),
    (Tuxford, DunhamFord, Crossing),
    (HardwickFields, Birklands, Open),
    (HardwickFields, Mansfield, Open),
    (HardwickFields, Clipstone, Open),
    (Birklands, Ollerton, Open),
    (Birklands, Edwinstowe, Open),
    (Birklands, Clipstone, Open),
    (Birklands, MajorOak, Open),
    (Ollerton, BirklandsRide, Road),
    (BirklandsRide, Birklands, Open),
    (BirklandsRide, Edwinstowe, Road),
    (Ollerton, Farnsfield, Open),
    (Edwinstowe, Clipstone, Open),
    (Edwinstowe, MajorOak, Open),
    (Edwinstowe, OakRide, Road),
    (OakRide, MajorOak, Open),
    (OakRide, KingsHighway, Road),
    (Edwinstowe, Farnsfield, Open),
    (Clipstone, Mansfield, Open),
    (Clipstone, MajorOak, Open),
    (Clipstone, ThievesWood, Open),
    (Mansfield, ThievesWood, Open),
    (Mansfield, RuinedCastle, Open),
    (Mansfield, Road2, Road),
    (MajorOak, ThievesWood, Open),
    (MajorOak, KingsHighway, Open),
    (MajorOak, FountainDale, Open),
    (MajorOak, Blidworth, Open),
    (Farnsfield, KingsHighway, Open),
    (Farnsfield, Southwell, Open),
    (Farnsfield, OxtonRoad, Open),
    (Southwell, OxtonRoad, Road),
    (Southwell, NewarkBridge, Crossing),
    (KingsHighway, FountainDale, Open),
    (KingsHighway, LeenRoad, Road),
    (ThievesWood, Blidworth, Open),
    (ThievesWood, RuinedCastle, Open),
    (ThievesWood, Papplewick, Open),
    (RuinedCastle, Papplewick, Open),
    (Blidworth, FountainDale, Open),
    (Blidworth, Papplewick, Open),
    (Blidworth, Bestwood, Open),
    (FountainDale, LeenRoad, Open),
    (FountainDale, CalvertonMill, Open),
    (FountainDale, Bestwood, Open),
    (Papplewick, Bestwood, Open),
    (Papplewick, LeenRoad, Open),
    (LeenRoad, Bestwood, Open),
    (LeenRoad, BestwoodLane, Road),
    (BestwoodLane, Bestwood, Open),
    (BestwoodLane, Arnold, Road),
    (LeenRoad, CalvertonMill, Open),
    (CalvertonMill, OxtonRoad, Open),
    (CalvertonMill, Arnold, Open),
    (OxtonRoad, Arnold, Road),
    (Bestwood, Arnold, Open),
    (Bestwood, Lenton, Open),
    (Arnold, NottinghamTown, Road),
    (Arnold, NottinghamGreen, Open),
    (NottinghamGreen, NottinghamTown, Open),
    (NottinghamGreen, NottinghamCastle, Open),
    (NottinghamTown, NottinghamCastle, Open),
    (NottinghamTown, Lenton, Road),
    (NottinghamTown, TrentBridge, Crossing),
    (NottinghamCastle, NottinghamKeep, Open),
    (NottinghamCastle, Lenton, Open),
    (NottinghamKeep, Lenton, Passage),
    (Lenton, WilfordFord, Crossing),
    // Far bank.
    (TrentBridge, Road1, Crossing),
    (WilfordFord, Clifton, Crossing),
    (Road1, Clifton, Open),
    (Road1, Bingham, Road),
    (Clifton, Bingham, Open),
    (Bingham, Collingham, Open),
    (Collingham, Newark, Open),
    (Collingham, FosseWay, Open),
    (NewarkBridge, Newark, Crossing),
    (Newark, FosseWay, Road),
    (FosseWay, Dunham, Open),
    (FosseWay, LincolnTown, Road),
    (DunhamFord, Dunham, Crossing),
    (Dunham, LincolnHeath, Open),
    (LincolnHeath, LincolnTown, Open),
    (LincolnHeath, LincolnCastle, Open),
    (LincolnTown, LincolnCastle, Open),
    (LincolnTown, Road4, Road),
    (LincolnCastle, LincolnKeep, Open),
    (LincolnKeep, LincolnHeath, Passage),
];

/// The arrival spaces A, B, C of edition 1.
const FIRST_LETTERS: [Area; 3] = [Clumber, Farnsfield, Papplewick];

/// Each keep with its castle (6.5) and the area its secret passage opens
/// into (6.6).
pub const KEEPS: [(Area, Area, Area); 3] = [
    (NottinghamKeep, NottinghamCastle, Lenton),
    (LincolnKeep, LincolnCastle, LincolnHeath),
    (GisbourneKeep, GisbourneCastle, GisbourneWood),
];

impl Area {
    pub fn index(self) -> usize {
        self as usize
    }

    pub fn data(self) -> &'static AreaData {
        &AREAS[self.index()]
    }

    pub fn terrain(self) -> Terrain {
        self.data().terrain
    }

    pub fn name(self) -> &'static str {
        self.data().name
    }

    /// Its neighbours and the border to each.
    pub fn neighbours(self) -> &'static [(Area, Border)] {
        &adjacency()[self.index()]
    }

    pub fn border(self, other: Area) -> Option<Border> {
        self.neighbours()
            .iter()
            .find(|(a, _)| *a == other)
            .map(|&(_, b)| b)
    }

    pub fn has_mark(self, mark: Mark) -> bool {
        self.data().marks.contains(&mark)
    }

    /// Its marks in an edition of our reconstruction
    /// ([`crate::counters::EDITION`]): edition 1 printed the arrival spaces
    /// A, B, C at Clumber, Farnsfield and Papplewick.
    pub fn marks(self, edition: u8) -> Vec<Mark> {
        let mut marks = self.data().marks.to_vec();
        if edition == 1 {
            marks.retain(|m| !matches!(m, Letter(_)));
            if let Some(i) = FIRST_LETTERS.iter().position(|&a| a == self) {
                marks.insert(0, Letter((b'A' + i as u8) as char));
            }
        }
        marks
    }

    /// The arrival space A, B or C (13.4) in an edition.
    pub fn lettered(letter: char, edition: u8) -> Area {
        if edition == 1 {
            return FIRST_LETTERS[usize::from(letter as u8 - b'A')];
        }
        Area::marked(Letter(letter))
    }

    /// The area carrying `mark`.
    pub fn marked(mark: Mark) -> Area {
        *Area::ALL
            .iter()
            .find(|a| a.has_mark(mark))
            .expect("every mark is printed once")
    }

    /// The numbered edge road space `n` (1–5).
    pub fn road_edge(n: u8) -> Area {
        Area::marked(RoadEdge(n))
    }

    /// Travellers may enter it (13.2): road, town, bridge, village, numbered road.
    pub fn travellers_may_enter(self) -> bool {
        matches!(
            self.terrain(),
            Terrain::Road
                | Terrain::Town
                | Terrain::Bridge
                | Terrain::Village
                | Terrain::NumberedRoad
        )
    }

    /// The keep's castle, for a keep.
    pub fn castle_of_keep(self) -> Option<Area> {
        KEEPS.iter().find(|k| k.0 == self).map(|k| k.1)
    }

    /// The keep beside this castle.
    pub fn keep_of_castle(self) -> Option<Area> {
        KEEPS.iter().find(|k| k.1 == self).map(|k| k.0)
    }

    /// The index of this keep in [`KEEPS`] (for per-keep markers).
    pub fn keep_index(self) -> Option<usize> {
        KEEPS.iter().position(|k| k.0 == self)
    }
}

fn adjacency() -> &'static Vec<Vec<(Area, Border)>> {
    static ADJ: OnceLock<Vec<Vec<(Area, Border)>>> = OnceLock::new();
    ADJ.get_or_init(|| {
        let mut adj = vec![Vec::new(); Area::ALL.len()];
        for &(a, b, border) in BORDERS {
            adj[a.index()].push((b, border));
            adj[b.index()].push((a, border));
        }
        adj
    })
}

/// The cheapest cost from every area to every other (`u8::MAX` where
/// unreachable), `step(b, border)` being the cost of entering `b` across
/// `border`, or `None` where that is not allowed. Borders are symmetric, so
/// row `a` is also the cost from every area to `a`.
pub fn all_pairs(step: impl Fn(Area, Border) -> Option<u8>) -> Vec<Vec<u8>> {
    Area::ALL
        .iter()
        .map(|&from| {
            let mut cost = vec![u8::MAX; Area::ALL.len()];
            cost[from.index()] = 0;
            let mut queue = std::collections::VecDeque::from([from]);
            while let Some(a) = queue.pop_front() {
                for &(b, border) in a.neighbours() {
                    let Some(step) = step(b, border) else {
                        continue;
                    };
                    let c = cost[a.index()].saturating_add(step);
                    if c < cost[b.index()] {
                        cost[b.index()] = c;
                        queue.push_back(b);
                    }
                }
            }
            cost
        })
        .collect()
}

/// Steps from every area to `to` along spaces travellers may enter
/// (`u8::MAX` where unreachable): what "closer" means in 13.2.
pub fn traveller_distances(to: Area) -> &'static [u8] {
    static DIST: OnceLock<Vec<Vec<u8>>> = OnceLock::new();
    &DIST.get_or_init(|| all_pairs(|b, _| b.travellers_may_enter().then_some(1)))[to.index()]
}

impl fmt::Display for Area {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.slug())
    }
}

impl FromStr for Area {
    type Err = String;
    fn from_str(s: &str) -> Result<Area, String> {
        Area::ALL
            .iter()
            .copied()
            .find(|a| a.slug() == s)
            .ok_or_else(|| format!("no area '{s}'"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::HashSet;

    #[test]
    fn data_follows_the_enum_order_and_slugs_round_trip() {
        for (i, d) in AREAS.iter().enumerate() {
            assert_eq!(d.area.index(), i);
            assert_eq!(d.area.slug().parse::<Area>(), Ok(d.area));
        }
        let borders: HashSet<(Area, Area)> = BORDERS
            .iter()
            .map(|&(a, b, _)| (a.min(b), a.max(b)))
            .collect();
        assert_eq!(borders.len(), BORDERS.len(), "no border twice");
        assert!(BORDERS.iter().all(|(a, b, _)| a != b));
    }

    /// Connected as a whole, and each bank connected without the Trent's
    /// crossings: the river cuts nothing else.
    #[test]
    fn rule_6_7_connected_but_for_the_trent() {
        fn reach(from: Area, ok: impl Fn(Area, Border) -> bool) -> HashSet<Area> {
            let mut seen = HashSet::from([from]);
            let mut stack = vec![from];
            while let Some(a) = stack.pop() {
                for &(b, border) in a.neighbours() {
                    if ok(b, border) && seen.insert(b) {
                        stack.push(b);
                    }
                }
            }
            seen
        }
        assert_eq!(reach(Worksop, |_, _| true).len(), Area::ALL.len());
        for bank in [Bank::Sherwood, Bank::Far] {
            let start = *Area::ALL.iter().find(|a| a.data().bank == bank).unwrap();
            let on_bank = reach(start, |b, _| b.data().bank == bank);
            let all = Area::ALL.iter().filter(|a| a.data().bank == bank).count();
            assert_eq!(on_bank.len(), all, "{bank:?} bank connected");
        }
        for &(a, b, border) in BORDERS {
            if a.data().bank != b.data().bank {
                assert_eq!(border, Crossing, "{a}-{b} crosses the Trent");
            }
        }
    }

    #[test]
    fn rule_6_4_bridges_and_fords_join_two_spaces_across_the_trent() {
        let crossings: Vec<Area> = Area::ALL
            .iter()
            .copied()
            .filter(|a| matches!(a.terrain(), Terrain::Ford | Terrain::Bridge))
            .collect();
        assert_eq!(crossings.len(), 4);
        for c in crossings {
            let n = c.neighbours();
            assert_eq!(n.len(), 2, "{c}");
            assert!(n.iter().all(|&(_, b)| b == Crossing));
            let banks: HashSet<_> = n.iter().map(|(a, _)| a.data().bank).collect();
            assert_eq!(banks, HashSet::from([Bank::Sherwood, Bank::Far]), "{c}");
        }
        assert!(BORDERS
            .iter()
            .filter(|b| b.2 == Crossing)
            .all(
                |&(a, b, _)| matches!(a.terrain(), Terrain::Ford | Terrain::Bridge)
                    || matches!(b.terrain(), Terrain::Ford | Terrain::Bridge)
            ));
    }

    #[test]
    fn rule_6_5_6_6_keeps_open_on_their_castle_and_one_secret_passage() {
        let keeps: Vec<Area> = Area::ALL
            .iter()
            .copied()
            .filter(|a| a.terrain() == Terrain::Keep)
            .collect();
        assert_eq!(keeps, vec![GisbourneKeep, NottinghamKeep, LincolnKeep]);
        for (keep, castle, passage) in KEEPS {
            assert_eq!(castle.terrain(), Terrain::Castle);
            let mut n: Vec<_> = keep.neighbours().to_vec();
            n.sort();
            let mut want = vec![(castle, Open), (passage, Passage)];
            want.sort();
            assert_eq!(n, want, "{keep}");
            assert!(!matches!(
                passage.terrain(),
                Terrain::Castle | Terrain::Keep
            ));
        }
        assert!(BORDERS
            .iter()
            .filter(|b| b.2 == Passage)
            .all(|&(a, _, _)| a.terrain() == Terrain::Keep));
    }

    /// Every item `legend.md` asks of the map.
    #[test]
    fn every_item_the_rules_use_is_on_the_map() {
        let count = |t: Terrain| Area::ALL.iter().filter(|a| a.terrain() == t).count();
        assert!(count(Terrain::Field) >= 3);
        assert!(count(Terrain::Road) >= 5);
        assert!(count(Terrain::Forest) >= 6);
        assert_eq!(count(Terrain::Mill), 2);
        assert!(count(Terrain::Village) >= 8, "villages to tax in turn");
        assert!(count(Terrain::Town) >= 4, "towns for reinforcements");
        assert_eq!(count(Terrain::NottinghamGreen), 1);
        assert_eq!(count(Terrain::Castle), 3);
        assert_eq!(count(Terrain::RuinedCastle), 1);
        assert_eq!(count(Terrain::NumberedRoad), 5);
        for n in 1..=5 {
            assert_eq!(Area::road_edge(n).terrain(), Terrain::NumberedRoad);
        }
        for n in 1..=6 {
            let a = Area::marked(Reentry(n));
            assert!(!matches!(
                a.terrain(),
                Terrain::Keep | Terrain::Castle | Terrain::Ford | Terrain::Bridge
            ));
        }
        for l in ['A', 'B', 'C'] {
            Area::marked(Letter(l));
        }
        let marks: Vec<Mark> = AREAS.iter().flat_map(|d| d.marks.iter().copied()).collect();
        let unique: HashSet<_> = marks.iter().collect();
        assert_eq!(marks.len(), unique.len(), "each mark printed once");
        assert_eq!(marks.len(), 5 + 3 + 6);
        // Nottingham Green lies just outside Nottingham (14).
        assert!(NottinghamGreen.border(NottinghamTown).is_some());
        // Gisbourne, Nottingham and Lincoln have their castles.
        for c in [GisbourneCastle, NottinghamCastle, LincolnCastle] {
            assert!(c.keep_of_castle().is_some());
        }
    }

    /// 13.2: travellers from 1 reach 3, from 2–5 reach 1, along a tree of
    /// traveller spaces, so each step closer is unique.
    #[test]
    fn rule_13_2_roads_link_the_edge_spaces() {
        let one = traveller_distances(Area::road_edge(1));
        let three = traveller_distances(Area::road_edge(3));
        assert!(three[Area::road_edge(1).index()] < u8::MAX);
        for n in 2..=5 {
            assert!(one[Area::road_edge(n).index()] < u8::MAX, "{n} reaches 1");
        }
        let t: Vec<Area> = Area::ALL
            .iter()
            .copied()
            .filter(|a| a.travellers_may_enter())
            .collect();
        let edges = BORDERS
            .iter()
            .filter(|(a, b, _)| a.travellers_may_enter() && b.travellers_may_enter())
            .count();
        assert_eq!(edges + 1, t.len(), "a tree: connected with n-1 edges");
        for dest in [1, 3] {
            let d = traveller_distances(Area::road_edge(dest));
            for &a in &t {
                let closer = a
                    .neighbours()
                    .iter()
                    .filter(|(b, _)| b.travellers_may_enter() && d[b.index()] < d[a.index()])
                    .count();
                assert!(closer <= 1, "{a} has one way towards {dest}");
            }
        }
        // Tuning: the road from 3 to 1 winds past the forests where outlaws
        // wait in ambush (9.3), 14 spaces long.
        let one = traveller_distances(Area::road_edge(1));
        assert_eq!(one[Area::road_edge(3).index()], 14);
        for (lane, forest) in [
            (ClumberLane, Clumber),
            (BirklandsRide, Birklands),
            (OakRide, MajorOak),
            (BestwoodLane, Bestwood),
        ] {
            assert!(one[lane.index()] < one[Area::road_edge(3).index()]);
            assert_eq!(lane.border(forest), Some(Open), "{lane}");
        }
        // Road borders join road-going spaces only.
        for &(a, b, border) in BORDERS {
            if border == Road {
                assert!(
                    a.travellers_may_enter() && b.travellers_may_enter(),
                    "{a}-{b}"
                );
            }
        }
    }
}
