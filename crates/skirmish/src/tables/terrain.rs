//! The terrain table (*Types de terrains*): movement cost, cover and the
//! effect on melee of each kind of space.
//!
//! The book's first column (*Aspect*) shows each terrain's picture; the
//! transcription has none, so it is left out.

use super::{cells, Cover, MeleeTerrain, Table};

/// A kind of space, in the book's row order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Terrain {
    /// *Terrain plat*.
    Flat,
    /// *Talus (haut du talus)*: the top of a bank.
    BankTop,
    /// *Broussailles*.
    Brush,
    /// *Arbre*.
    Tree,
    /// *Intérieur de maison*.
    HouseInterior,
    /// *Mur de bâtiment*.
    Wall,
    /// *Fenêtre*.
    Window,
    /// *Coin extérieur de bâtiment*: a building's outer corner.
    OuterCorner,
    /// *Porte de maison ou Entrée de cour*: a house door or a yard gate.
    DoorOrGate,
}

impl Terrain {
    pub const ALL: [Terrain; 9] = [
        Terrain::Flat,
        Terrain::BankTop,
        Terrain::Brush,
        Terrain::Tree,
        Terrain::HouseInterior,
        Terrain::Wall,
        Terrain::Window,
        Terrain::OuterCorner,
        Terrain::DoorOrGate,
    ];

    /// The rulebook's name (*Dénomination*), as printed.
    pub fn french(self) -> &'static str {
        match self {
            Terrain::Flat => "Terrain plat",
            Terrain::BankTop => "Talus (haut du talus)",
            Terrain::Brush => "Broussailles",
            Terrain::Tree => "Arbre",
            Terrain::HouseInterior => "Intérieur de maison",
            Terrain::Wall => "Mur de bâtiment",
            Terrain::Window => "Fenêtre",
            Terrain::OuterCorner => "Coin extérieur de bâtiment",
            Terrain::DoorOrGate => "Porte de maison ou Entrée de cour",
        }
    }

    pub fn english(self) -> &'static str {
        match self {
            Terrain::Flat => "Flat ground",
            Terrain::BankTop => "Bank (top of the bank)",
            Terrain::Brush => "Brush",
            Terrain::Tree => "Tree",
            Terrain::HouseInterior => "Inside a house",
            Terrain::Wall => "Building wall",
            Terrain::Window => "Window",
            Terrain::OuterCorner => "Outer corner of a building",
            Terrain::DoorOrGate => "House door or yard gate",
        }
    }
}

/// A terrain's cover (*type de couverture*) for a target in it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TerrainCover {
    /// *Aucune*.
    None,
    /// *Légère*.
    Light,
    /// *Moyenne*.
    Medium,
    /// *Totale*: cannot be shot through.
    Total,
    /// *Moyenne si tir traverse fenêtre ou porte, sinon aucune*: medium when
    /// the shot passes a window or a door, otherwise none.
    MediumThroughWindowOrDoor,
    /// *Moyenne si tireur n'aperçoit pas les deux côtés du bâtiment*: medium
    /// when the shooter cannot see both sides of the building. The book gives
    /// no "otherwise"; it is read as none, like the house's row.
    MediumUnlessBothSidesSeen,
}

impl TerrainCover {
    /// The fire table's column for a shot at a target with this cover;
    /// `None` for total cover (no shot).
    pub fn fire_cover(self, through_window_or_door: bool, sees_both_sides: bool) -> Option<Cover> {
        let medium_if = |c: bool| if c { Cover::Medium } else { Cover::None };
        Some(match self {
            TerrainCover::None => Cover::None,
            TerrainCover::Light => Cover::Light,
            TerrainCover::Medium => Cover::Medium,
            TerrainCover::Total => return None,
            TerrainCover::MediumThroughWindowOrDoor => medium_if(through_window_or_door),
            TerrainCover::MediumUnlessBothSidesSeen => medium_if(!sees_both_sides),
        })
    }

    fn text(self) -> &'static str {
        match self {
            TerrainCover::None => "None",
            TerrainCover::Light => "Light",
            TerrainCover::Medium => "Medium",
            TerrainCover::Total => "Total",
            TerrainCover::MediumThroughWindowOrDoor => {
                "Medium if the shot passes a window or door, otherwise none"
            }
            TerrainCover::MediumUnlessBothSidesSeen => {
                "Medium if the shooter cannot see both sides of the building, otherwise none"
            }
        }
    }
}

/// One row of the terrain table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TerrainEffects {
    /// Movement points to enter a space (*coût en points de mouvement par
    /// case*); `None`: impassable.
    pub cost: Option<u8>,
    /// *Impassable pour les chevaux*.
    pub horses_barred: bool,
    pub cover: TerrainCover,
    /// *Influence du terrain sur les combats*; `None` for the window:
    /// *combat impossible à travers fenêtre*, no melee across it.
    pub melee: Option<MeleeTerrain>,
}

/// The terrain table's row for `kind`.
///
/// The transcription garbles three cost cells: the tree's "2 à 2 pied", the
/// house's "1 à 1 pied" and the window's "4 à 4 pied pour l'enjamber" are
/// read as 2, 1 and 4 on foot (4 to climb through the window), each with
/// horses barred as the cell goes on to say. The window's cover cell reads
/// "…/Simon Aucune" for "sinon Aucune", as in the house's row. The printed
/// dash "—" is the table's "-" (disadvantage).
pub fn terrain(kind: Terrain) -> TerrainEffects {
    use MeleeTerrain::*;
    let row = |cost, horses_barred, cover, melee| TerrainEffects {
        cost,
        horses_barred,
        cover,
        melee,
    };
    match kind {
        Terrain::Flat => row(Some(1), false, TerrainCover::None, Some(Neutral)),
        Terrain::BankTop => row(Some(2), false, TerrainCover::Medium, Some(Disadvantage)),
        Terrain::Brush => row(Some(2), false, TerrainCover::Light, Some(Disadvantage)),
        Terrain::Tree => row(Some(2), true, TerrainCover::Light, Some(Disadvantage)),
        Terrain::HouseInterior => row(
            Some(1),
            true,
            TerrainCover::MediumThroughWindowOrDoor,
            Some(Advantage),
        ),
        Terrain::Wall => row(None, true, TerrainCover::Total, Some(Neutral)),
        Terrain::Window => row(Some(4), true, TerrainCover::MediumThroughWindowOrDoor, None),
        Terrain::OuterCorner => row(
            Some(1),
            false,
            TerrainCover::MediumUnlessBothSidesSeen,
            Some(Neutral),
        ),
        Terrain::DoorOrGate => row(Some(1), false, TerrainCover::Medium, Some(Advantage)),
    }
}

pub(super) fn table() -> Table {
    let rows = Terrain::ALL
        .iter()
        .map(|&kind| {
            let t = terrain(kind);
            let cost = match (t.cost, t.horses_barred) {
                (None, _) => "Impassable".to_string(),
                (Some(n), true) => format!("{n} on foot, horses barred"),
                (Some(n), false) => n.to_string(),
            };
            let melee = t.melee.map_or("No melee through a window".into(), |m| {
                m.symbol().to_string()
            });
            vec![
                format!("{} ({})", kind.english(), kind.french()),
                cost,
                t.cover.text().into(),
                melee,
            ]
        })
        .collect();
    Table {
        id: "terrain",
        title: "Terrain (Types de terrains)".into(),
        header: cells(["Terrain", "Movement points per space", "Cover", "Melee"]),
        rows,
    }
}
