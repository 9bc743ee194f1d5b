//! Every table the rulebook prints, in one place, as typed data (one small
//! file per table) plus [`tables`] to render them as the book prints them.
//!
//! Authority: the French rulebook (`shared/seeds/000_cf661a08a80ca156.txt`),
//! which prints each grid twice (in its section and in *TABLES DU JEU*). The
//! tests in `tests/tables.rs` read that file and check every cell.

pub mod archery;
pub mod events;
pub mod melee;
pub mod recruitment;
pub mod tax;
pub mod terrain;

pub use archery::{archery, ArcheryColumn};
pub use events::{
    arrival_space, king_richard_road_space, random_event, traveller_kind, Arrival, ArrivalSpace,
    Personality, PersonalityArrival, RandomEvent, TravellerKind, PERSONALITIES,
};
pub use melee::{melee, MeleeResult, OddsColumn};
pub use recruitment::{recruitment, RecruitColumn, Recruitable, RecruitmentResult};
pub use tax::tax;
pub use terrain::{
    terrain, Combat, Entry, Movement, Stop, Terrain, TerrainEffects, TerrainRow, TERRAIN,
};

/// One face of the game's single six-sided die: every table is read with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Die(u8);

impl Die {
    pub const ALL: [Die; 6] = [Die(1), Die(2), Die(3), Die(4), Die(5), Die(6)];

    /// `None` unless `face` is 1–6.
    pub fn new(face: u8) -> Option<Die> {
        (1..=6).contains(&face).then_some(Die(face))
    }

    /// The net roll after modifiers: below 1 reads as 1, above 6 as 6 (the
    /// note closing 7.1).
    pub fn modified(self, modifier: i8) -> Die {
        Die((self.0 as i8 + modifier).clamp(1, 6) as u8)
    }

    pub fn face(self) -> u8 {
        self.0
    }

    /// The row of a table read by this die (rows run 1 to 6).
    fn row(self) -> usize {
        usize::from(self.0 - 1)
    }
}

pub use sherwood_engine::tables::Table;

/// Every table, in the rulebook's order.
pub fn tables() -> Vec<Table> {
    let mut all = vec![terrain::table(), events::travellers_table()];
    all.extend([archery::table(), melee::table(), tax::table()]);
    all.push(recruitment::table());
    all.extend(events::tables());
    all
}

/// Every table as plain text, a blank line between tables.
pub fn tables_text() -> String {
    sherwood_engine::tables::render(&tables())
}

/// A die-by-die table's rows: the face, then `cell` of it.
fn die_rows(cell: impl Fn(Die) -> Vec<String>) -> Vec<Vec<String>> {
    Die::ALL
        .into_iter()
        .map(|d| {
            let mut row = vec![d.face().to_string()];
            row.extend(cell(d));
            row
        })
        .collect()
}

/// A count as the book prints it: a dash for none.
fn count(n: u8) -> String {
    if n == 0 {
        "-".to_string()
    } else {
        n.to_string()
    }
}

fn strings(cells: &[&str]) -> Vec<String> {
    cells.iter().map(|c| c.to_string()).collect()
}
