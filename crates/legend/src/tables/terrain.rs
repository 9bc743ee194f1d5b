//! 6.8 *Table des effets de terrain*: what each kind of space costs to enter,
//! who may enter or stop there, and how it changes combat (7.1).

use super::Table;

/// A kind of terrain, as the table names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Terrain {
    /// *Forêt*.
    Forest,
    /// *Moulin*.
    Mill,
    Village,
    /// *Ville*.
    Town,
    /// *Gué*.
    Ford,
    /// *Pont*.
    Bridge,
    /// *Rivière*: the Trent (6.7).
    River,
    /// *Donjon*: a castle's central tower.
    Keep,
    /// *Château*.
    Castle,
    /// *Château en ruine*.
    RuinedCastle,
    /// *Champ*.
    Field,
    /// *Route*.
    Road,
    /// *Nott. Green*, where the archery tournament is held (14).
    NottinghamGreen,
    /// *Case de route numérotée*: the edge road spaces 1–5 travellers enter
    /// and leave by (13.1, 13.2).
    NumberedRoad,
    /// *Passage secret*: the underground way between a keep and one
    /// neighbouring space (6.6), a feature rather than a space.
    SecretPassage,
}

impl Terrain {
    pub const ALL: [Terrain; 15] = [
        Terrain::Forest,
        Terrain::Mill,
        Terrain::Village,
        Terrain::Town,
        Terrain::Ford,
        Terrain::Bridge,
        Terrain::River,
        Terrain::Keep,
        Terrain::Castle,
        Terrain::RuinedCastle,
        Terrain::Field,
        Terrain::Road,
        Terrain::NottinghamGreen,
        Terrain::NumberedRoad,
        Terrain::SecretPassage,
    ];
}

/// What entering costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Movement {
    /// Movement points (*PM*) to enter.
    Cost(u8),
    /// *Pas d'entrée*: never entered, crossed only at bridges and fords (6.7).
    Impassable,
    /// *Voir 6.6*: outlaws only, between the keep and the space the passage
    /// opens into; entering a keep this way takes Robin Hood and a roll (6.61).
    SecretPassage,
}

/// Who may enter, beyond the movement cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Entry {
    Anyone,
    /// Knights may not enter.
    NoKnights,
    /// Entered only from its castle's space (or by secret passage, 6.6).
    FromCastleOnly,
}

/// Who may end a move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stop {
    Anyone,
    /// No piece may end its move there (6.4).
    Nobody,
    /// Only travellers may end their move there (13.2).
    TravellersOnly,
}

/// How combat is fought there (7.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Combat {
    /// No effect (*-*).
    Normal,
    /// Subtract one from the archery roll (7.12).
    ArcheryMinusOne,
    /// No archery; subtract one from the melee roll (7.13, 7.15).
    NoArcheryMeleeMinusOne,
    /// *Interdit*: no combat there.
    Forbidden,
}

impl Combat {
    pub fn archery_allowed(self) -> bool {
        matches!(self, Combat::Normal | Combat::ArcheryMinusOne)
    }

    pub fn archery_modifier(self) -> i8 {
        match self {
            Combat::ArcheryMinusOne => -1,
            _ => 0,
        }
    }

    pub fn melee_allowed(self) -> bool {
        self != Combat::Forbidden
    }

    pub fn melee_modifier(self) -> i8 {
        match self {
            Combat::NoArcheryMeleeMinusOne => -1,
            _ => 0,
        }
    }
}

/// One row's effects, shared by every terrain the row names.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TerrainEffects {
    pub movement: Movement,
    pub entry: Entry,
    pub stop: Stop,
    pub combat: Combat,
}

/// A row of the table: its terrains, their effects, and the row as printed
/// (the transcription's italics dropped).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TerrainRow {
    pub terrains: &'static [Terrain],
    pub effects: TerrainEffects,
    pub printed: [&'static str; 3],
}

const fn effects(movement: Movement, entry: Entry, stop: Stop, combat: Combat) -> TerrainEffects {
    TerrainEffects {
        movement,
        entry,
        stop,
        combat,
    }
}

/// The table's nine rows in the book's order.
///
/// Fords and bridges print "Interdit (voir 7.18)", but 7.18 is about leaders
/// retreating with their units; as no piece may end its move there (6.4),
/// no combat can arise there anyway, and "Interdit" is read as it stands.
pub const TERRAIN: [TerrainRow; 9] = [
    TerrainRow {
        terrains: &[Terrain::Forest],
        effects: effects(
            Movement::Cost(2),
            Entry::NoKnights,
            Stop::Anyone,
            Combat::ArcheryMinusOne,
        ),
        printed: [
            "Forêt",
            "2 PMs les chevaliers ne peuvent pas entrer",
            "Déduisez un du jet de tir à l'arc",
        ],
    },
    TerrainRow {
        terrains: &[Terrain::Mill, Terrain::Village, Terrain::Town],
        effects: effects(
            Movement::Cost(1),
            Entry::Anyone,
            Stop::Anyone,
            Combat::ArcheryMinusOne,
        ),
        printed: [
            "Moulin / Village / Ville",
            "1 PM",
            "Déduisez un du jet de tir à l'arc",
        ],
    },
    TerrainRow {
        terrains: &[Terrain::Ford, Terrain::Bridge],
        effects: effects(
            Movement::Cost(1),
            Entry::Anyone,
            Stop::Nobody,
            Combat::Forbidden,
        ),
        printed: [
            "Gué / Pont",
            "1 PM les marqueurs ne peuvent pas terminer leur mouvement dans cette case",
            "Interdit (voir 7.18)",
        ],
    },
    TerrainRow {
        terrains: &[Terrain::River],
        effects: effects(
            Movement::Impassable,
            Entry::Anyone,
            Stop::Anyone,
            Combat::Forbidden,
        ),
        printed: ["Rivière", "Pas d'entrée", "Interdit"],
    },
    TerrainRow {
        terrains: &[Terrain::Keep],
        effects: effects(
            Movement::Cost(1),
            Entry::FromCastleOnly,
            Stop::Anyone,
            Combat::NoArcheryMeleeMinusOne,
        ),
        printed: [
            "Donjon",
            "1 PM entrée uniquement par la case du château (exception: voir 6.6)",
            "Tir à l'arc interdit. Déduisez un du jet de mêlée (voir 7.15-17)",
        ],
    },
    TerrainRow {
        terrains: &[Terrain::Castle, Terrain::RuinedCastle],
        effects: effects(
            Movement::Cost(1),
            Entry::Anyone,
            Stop::Anyone,
            Combat::NoArcheryMeleeMinusOne,
        ),
        printed: ["Château / Château en ruine", "1 PM", "Même que donjon"],
    },
    TerrainRow {
        terrains: &[Terrain::Field, Terrain::Road, Terrain::NottinghamGreen],
        effects: effects(
            Movement::Cost(1),
            Entry::Anyone,
            Stop::Anyone,
            Combat::Normal,
        ),
        printed: ["Champ / Route / Nott. Green", "1 PM", "-"],
    },
    TerrainRow {
        terrains: &[Terrain::NumberedRoad],
        effects: effects(
            Movement::Cost(1),
            Entry::Anyone,
            Stop::TravellersOnly,
            Combat::Forbidden,
        ),
        printed: [
            "Case de route numérotée",
            "1 PM seuls les voyageurs peuvent terminer leur mouvement dans une case de route \
             numérotée",
            "Interdit",
        ],
    },
    TerrainRow {
        terrains: &[Terrain::SecretPassage],
        effects: effects(
            Movement::SecretPassage,
            Entry::Anyone,
            Stop::Anyone,
            Combat::Normal,
        ),
        printed: ["Passage secret", "voir 6.6", "-"],
    },
];

/// The effects of a kind of terrain.
pub fn terrain(kind: Terrain) -> TerrainEffects {
    TERRAIN
        .iter()
        .find(|row| row.terrains.contains(&kind))
        .map(|row| row.effects)
        .expect("every terrain has a row")
}

pub(super) fn table() -> Table {
    Table {
        id: "terrain",
        title: "6.8 Terrain effects table (TABLE DES EFFETS DE TERRAIN; PM = movement point)"
            .to_string(),
        header: super::strings(&[
            "TYPE DE TERRAIN",
            "EFFETS SUR LE MOUVEMENT",
            "EFFETS SUR LE COMBAT",
        ]),
        rows: TERRAIN
            .iter()
            .map(|row| super::strings(&row.printed))
            .collect(),
    }
}
