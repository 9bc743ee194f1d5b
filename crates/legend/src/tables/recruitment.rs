//! 10.4 *Table de recrutement*: the recruitment combat of 10.2, Robin Hood
//! against Little John, Will Scarlet or Friar Tuck.
//!
//! The book heads it 10.4 while the sequence of play (4.2) sends the reader
//! to "10.2 la Table de Recrutement, 10.4": 10.2 is the procedure, 10.4 the
//! table.

use super::{die_rows, Die, Table};

/// The leaders who must be fought before they join (10.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Recruitable {
    LittleJohn,
    WillScarlet,
    /// *Frère Tuck*.
    FriarTuck,
}

impl Recruitable {
    pub fn column(self) -> RecruitColumn {
        match self {
            Recruitable::WillScarlet => RecruitColumn::WillScarlet,
            Recruitable::LittleJohn | Recruitable::FriarTuck => RecruitColumn::LittleJohnFriarTuck,
        }
    }
}

/// A column of the table (*leader à recruter*): Little John and Friar Tuck
/// share one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RecruitColumn {
    WillScarlet,
    LittleJohnFriarTuck,
}

impl RecruitColumn {
    pub const ALL: [RecruitColumn; 2] = [
        RecruitColumn::WillScarlet,
        RecruitColumn::LittleJohnFriarTuck,
    ];

    /// The column's heading as printed.
    pub fn printed(self) -> &'static str {
        match self {
            RecruitColumn::WillScarlet => "Will Scarlet",
            RecruitColumn::LittleJohnFriarTuck => "Little John, Frère Tuck",
        }
    }
}

/// A recruitment combat's result. The book prints four: R, R / B, NR / B
/// and NR. Its explanation of R / B lost the "/ B" in transcription
/// ("R = Recruté, Robin Hood blessé", listed after R); it can only explain
/// R / B, the one cell notation left unexplained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RecruitmentResult {
    /// *R*: the leader joins the band; *NR*: he stays unrecruited.
    pub recruited: bool,
    /// */ B* (*blessé*): Robin Hood is wounded (10.2).
    pub robin_wounded: bool,
}

impl RecruitmentResult {
    /// The cell as printed.
    pub fn printed(self) -> String {
        let who = if self.recruited { "R" } else { "NR" };
        let wound = if self.robin_wounded { " / B" } else { "" };
        format!("{who}{wound}")
    }
}

const R: RecruitmentResult = RecruitmentResult {
    recruited: true,
    robin_wounded: false,
};
const R_B: RecruitmentResult = RecruitmentResult {
    recruited: true,
    robin_wounded: true,
};
const NR_B: RecruitmentResult = RecruitmentResult {
    recruited: false,
    robin_wounded: true,
};
const NR: RecruitmentResult = RecruitmentResult {
    recruited: false,
    robin_wounded: false,
};

/// Rows by die 1–6, columns in [`RecruitColumn::ALL`] order.
#[rustfmt::skip]
const RECRUITMENT: [[RecruitmentResult; 2]; 6] = [
    [R,   R],
    [R,   R],
    [R,   R],
    [R,   R_B],
    [R_B, NR_B],
    [R_B, NR],
];

pub fn recruitment(leader: Recruitable, die: Die) -> RecruitmentResult {
    RECRUITMENT[die.row()][leader.column() as usize]
}

pub(super) fn table() -> Table {
    let mut header = vec!["jet de dé".to_string()];
    header.extend(RecruitColumn::ALL.map(|c| c.printed().to_string()));
    Table {
        id: "recruitment",
        title: "10.4 Recruitment table (TABLE DE RECRUTEMENT; columns: leader à recruter; \
                R recruited, NR not, / B Robin Hood wounded)"
            .to_string(),
        header,
        rows: die_rows(|d| {
            RecruitColumn::ALL
                .iter()
                .map(|&c| RECRUITMENT[d.row()][c as usize].printed())
                .collect()
        }),
    }
}
