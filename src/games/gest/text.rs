//! A Gest of Robin Hood's words on the table (English): spaces, cards,
//! Travellers, Plots and Deeds, prompts, action labels, log lines, player aids.
//!
//! Everything here is our own condensed wording of the rules (the Italian
//! rulebook is the authority; `shared/games/gest.md` fixes the English names
//! and settles its contradictions). Nothing here decides a rule: the engine
//! does, and these functions only describe what it reports.

// A translation table: each screen uses the entries it needs.
#![allow(dead_code)]

use sherwood_engine::{Seat, Viewer};
use sherwood_gest::cards::{self, Card, CardKind, Side, Traveller};
use sherwood_gest::map::Sp;
use sherwood_gest::{
    Action, CartKind, Choice, Deed, DeedCtx, DeedStep, Dest, Entry, Event, EventState, Insp, Phase,
    Piece, Pile, Plot, PlotCtx, PlotStep, RecruitOpt, RobStep, RobTarget, Status, View, GREEN_DIE,
    ROBIN, SHERIFF, WHITE_DIE,
};

// ---------------------------------------------------------------- names

/// The seat's name inside a sentence: "Robin Hood" or "the Sheriff".
pub fn seat_name(seat: Seat) -> &'static str {
    if seat == SHERIFF {
        "the Sheriff"
    } else {
        "Robin Hood"
    }
}

/// The seat's name at the start of a sentence: "Robin Hood" or "The Sheriff".
pub fn seat_title(seat: Seat) -> &'static str {
    if seat == SHERIFF {
        "The Sheriff"
    } else {
        "Robin Hood"
    }
}

pub fn space_name(sp: Sp) -> &'static str {
    match sp {
        Sp::Nottingham => "Nottingham",
        Sp::ShireWood => "Shire Wood",
        Sp::SouthwellForest => "Southwell Forest",
        Sp::Blyth => "Blyth",
        Sp::Retford => "Retford",
        Sp::Tuxford => "Tuxford",
        Sp::Newark => "Newark",
        Sp::Mansfield => "Mansfield",
        Sp::Bingham => "Bingham",
        Sp::Remston => "Remston",
        Sp::OllertonHill => "Ollerton Hill",
    }
}

pub fn plot_name(plot: Plot) -> &'static str {
    match plot {
        Plot::Recruit => "Recruit",
        Plot::Sneak => "Sneak",
        Plot::Rob => "Rob",
        Plot::Hire => "Hire",
        Plot::Patrol => "Patrol",
        Plot::Capture => "Capture",
    }
}

pub fn deed_name(deed: Deed) -> &'static str {
    match deed {
        Deed::Turncoat => "Turncoat",
        Deed::Donate => "Donate",
        Deed::Swashbuckle => "Swashbuckle",
        Deed::Inspire => "Inspire",
        Deed::Ride => "Ride",
        Deed::Confiscate => "Confiscate",
        Deed::Disperse => "Disperse",
    }
}

/// The boxes of the Initiative track.
pub fn choice_name(choice: Choice) -> &'static str {
    match choice {
        Choice::SinglePlot => "Single Plot",
        Choice::Event => "Event",
        Choice::PlotsAndDeeds => "Plots & Deeds",
    }
}

/// What each Initiative box lets its taker do (rule 2.3), for a player aid.
pub fn choice_summary(choice: Choice) -> &'static str {
    match choice {
        Choice::SinglePlot => {
            "Carry out one Plot in a single space. Passing here: Robin Hood takes 1 Shilling, \
             the Sheriff 1."
        }
        Choice::Event => {
            "Carry out either side of the current Event card. Passing here: Robin Hood takes \
             1 Shilling, the Sheriff 2."
        }
        Choice::PlotsAndDeeds => {
            "Carry out one Plot in up to three spaces, paying for each, then one Deed if you \
             wish. Passing here: Robin Hood takes 1 Shilling, the Sheriff 3."
        }
    }
}

/// Shillings taken by passing into this box (gest.md).
pub fn pass_gain(seat: Seat, choice: Choice) -> i32 {
    if seat == ROBIN {
        1
    } else {
        choice.index() as i32 + 1
    }
}

/// A piece kind, singular, without article: "Hidden Merry Man", "Henchman".
pub fn piece_name(piece: Piece) -> &'static str {
    match piece {
        Piece::Hidden => "Hidden Merry Man",
        Piece::Revealed => "Revealed Merry Man",
        Piece::Robin => "Robin Hood",
        Piece::Henchman => "Henchman",
        Piece::Camp => "Camp",
    }
}

/// A piece kind, plural: "Hidden Merry Men", "Henchmen".
pub fn piece_plural(piece: Piece) -> &'static str {
    match piece {
        Piece::Hidden => "Hidden Merry Men",
        Piece::Revealed => "Revealed Merry Men",
        Piece::Robin => "Robin Hood",
        Piece::Henchman => "Henchmen",
        Piece::Camp => "Camps",
    }
}

/// One piece with its article: "a Hidden Merry Man", "Robin Hood".
pub fn piece_one(piece: Piece) -> &'static str {
    match piece {
        Piece::Hidden => "a Hidden Merry Man",
        Piece::Revealed => "a Revealed Merry Man",
        Piece::Robin => "Robin Hood",
        Piece::Henchman => "a Henchman",
        Piece::Camp => "a Camp",
    }
}

/// `n` pieces: "a Henchman", "3 Hidden Merry Men".
pub fn pieces(piece: Piece, n: u8) -> String {
    if n == 1 || piece == Piece::Robin {
        piece_one(piece).to_string()
    } else {
        format!("{n} {}", piece_plural(piece))
    }
}

pub fn cart_name(kind: CartKind) -> &'static str {
    match kind {
        CartKind::Tallage => "Tallage Carriage",
        CartKind::Tribute => "Tribute Carriage",
        CartKind::Trap => "Trap Carriage",
    }
}

/// What a Carriage is worth (rule 1.9), for a player aid.
pub fn cart_summary(kind: CartKind) -> &'static str {
    match kind {
        CartKind::Tallage => {
            "Reaching Nottingham: the Sheriff gains 5 Shillings and 1 Order. Defence 0; robbed: \
             Robin Hood gains 5 Shillings."
        }
        CartKind::Tribute => {
            "Reaching Nottingham: the Sheriff gains 2 Shillings and 2 Order. Defence 0; robbed: \
             Robin Hood gains 2 Shillings and 1 Justice."
        }
        CartKind::Trap => {
            "Reaching Nottingham: the Sheriff gains 2 Shillings and 1 Order. Defence 2; robbed: \
             Robin Hood gains 2 Shillings; a failed Rob sends every robber to Prison."
        }
    }
}

pub fn status_name(status: Status) -> &'static str {
    match status {
        Status::Submissive => "Submissive",
        Status::Revolting => "Revolting",
        Status::Passive => "Passive",
    }
}

pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Light => "light side",
        Side::Dark => "dark side",
    }
}

/// The Royal Favour as the track shows it: negative is Justice, positive Order.
pub fn favour_text(favour: i8) -> String {
    if favour < 0 {
        format!("Justice {}", -i32::from(favour))
    } else {
        format!("Order {favour}")
    }
}

fn shillings(n: i32) -> String {
    if n.abs() == 1 {
        format!("{n} Shilling")
    } else {
        format!("{n} Shillings")
    }
}

fn count(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn merry_men(n: u8) -> String {
    count(n, "Merry Man", "Merry Men")
}

/// "a Merry Man", "3 Merry Men".
fn merry_men_a(n: u8) -> String {
    if n == 1 {
        "a Merry Man".into()
    } else {
        format!("{n} Merry Men")
    }
}

// ---------------------------------------------------------------- cards

/// The text of one Event card: `light` is the unshaded side, `dark` the shaded
/// side; `single` is the only text of a Fortune Event, a Royal Inspection or
/// King Richard's Return.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardText {
    pub light: Option<&'static str>,
    pub dark: Option<&'static str>,
    pub single: Option<&'static str>,
}

pub fn card_title(card: Card) -> &'static str {
    match card {
        1 => "Market Day",
        2 => "Bishop of Hereford",
        3 => "Queen Eleanor",
        4 => "Guy of Gisborne",
        5 => "Little John",
        6 => "Prioress of Kirklees",
        7 => "Yeomen Revolt",
        8 => "Warden of the Forest",
        9 => "Social Bandit",
        10 => "Tax Collectors",
        11 => "The Great Escape",
        12 => "Boats & Bridges",
        13 => "Ambush",
        14 => "Temporary Truce",
        15 => "Will Scarlet",
        16 => "Heavy Rain",
        17 => "The Red Cap",
        18 => "Allan-a-Dale",
        19 => "Royal Pardon",
        20 => "The Great Oak",
        21 => "Robin's Horn",
        22 => "Swift Carriages",
        23 => "Friar Tuck",
        24 => "Lady Marian",
        25 => "Weapons of the Weak",
        26 => "Corruption",
        27 => "Will Stutely",
        28 => "Nottingham Fair",
        29 => "A Tale of Two Lovers",
        30 | 31 => "Royal Inspection",
        32 => "King Richard's Return",
        _ => "Unknown card",
    }
}

/// A note for the card list: who decides and pays on each side.
pub fn event_sides_note() -> &'static str {
    "Either player may carry out either side of a regular Event. The player who plays it pays \
     and gains the Shillings its text mentions; choices about pieces are made by Robin Hood on \
     the light side and by the Sheriff on the dark side. \"Shift\" moves the Royal Favour one \
     box toward Justice or Order."
}

fn two(light: &'static str, dark: &'static str) -> CardText {
    CardText {
        light: Some(light),
        dark: Some(dark),
        single: None,
    }
}

fn one(text: &'static str) -> CardText {
    CardText {
        light: None,
        dark: None,
        single: Some(text),
    }
}

pub fn card_text(card: Card) -> CardText {
    match card {
        1 => one(
            "Fortune. The Sheriff may return Henchmen from the map to Available, gaining 1 \
             Shilling for each, at most as many as there are Submissive Parishes. Then Robin Hood \
             may return one Merry Man to Available to gain half the Shillings the Sheriff just \
             took (rounded down).",
        ),
        2 => two(
            "Shuffle the Bishop of Hereford Traveller into the Traveller deck, and remove a \
             Noble Knight (from the deck or its discards, if any) from the game.",
            "Gain 2 Shillings and move a Monks Traveller from the deck or its discards to the \
             Victims pile.",
        ),
        3 => one(
            "Fortune. The Sheriff may move a Noble Knight from the Traveller deck to the Victims \
             pile. Then shift 1 toward Order if the Victims pile holds 4 or more cards, otherwise \
             1 toward Justice.",
        ),
        4 => two(
            "Robin Hood may swap places with any other Merry Man on the map, even from Prison or \
             Available: Robin Hood takes that spot, Hidden, and the Merry Man takes Robin Hood's \
             old place, Revealed.",
            "Shuffle the Guy of Gisborne Traveller into the Traveller deck, and remove a Monks \
             card (from the deck or its discards, if any) from the game.",
        ),
        5 => two(
            "Reveal Robin Hood to place a Hidden Merry Man in his space and gain 2 Shillings.",
            "Set a Revolting Parish that holds a Revealed Merry Man to Submissive.",
        ),
        6 => two(
            "Flip every Merry Man in one Parish to Hidden, and shift 1 toward Justice.",
            "Reveal Robin Hood, then remove him and one other Merry Man from his space (if any) \
             to Available.",
        ),
        7 => two(
            "Set a Submissive Parish with no Henchmen to Revolting, and shift 1 toward Justice.",
            "If there are more Submissive Parishes than Revolting ones, shift 1 toward Order.",
        ),
        8 => one(
            "Fortune. The Sheriff may Hire in up to 2 Revolting Parishes (paying as usual); then \
             Robin Hood may Donate in one Parish. Then shift 1 toward Order if 5 or more Parishes \
             are Submissive, otherwise 1 toward Justice.",
        ),
        9 => two(
            "Reveal Robin Hood; if he is in a Parish without a Camp, place a Camp there (shift 1 \
             toward Justice). Gain 2 Shillings.",
            "Reveal Robin Hood and set his space to Submissive, if it is a Parish.",
        ),
        10 => two(
            "Move up to 4 Merry Men from spaces adjacent to Nottingham into Nottingham, Hidden; \
             then they may Rob there (free).",
            "Confiscate in up to 2 Parishes with Henchmen, even if not Submissive: place an \
             Available Carriage face down in each, then set each to Revolting.",
        ),
        11 => two(
            "Place Robin Hood and every Merry Man from Prison, Revealed, in spaces adjacent to \
             Nottingham.",
            "In one space with Merry Men and Henchmen, reveal every Merry Man, then Capture \
             there.",
        ),
        12 => two(
            "Move any number of Merry Men from one space by a river to one other space by a \
             river (every space but Shire Wood and Ollerton Hill), all Hidden.",
            "Place the Bridge across a river border that has none: it becomes an ordinary border \
             (Carriages still keep to the roads). Shift 1 toward Order.",
        ),
        13 => two(
            "Move any number of Merry Men from adjacent spaces into a space with a Carriage, all \
             Hidden; then they may Rob there (free).",
            "Reveal every Merry Man in one Forest, and shift 1 toward Order.",
        ),
        14 => one(
            "Fortune. The Sheriff may move every Henchman that is not in a Submissive space into \
             Submissive spaces to shift 1 toward Order. Then Robin Hood may move every Merry Man \
             that is not in a Forest or a Camp's space into such spaces, and Hide all Merry Men, \
             to shift 1 toward Justice.",
        ),
        15 => two(
            "Place a Camp in a Forest, even one that already has a Camp (shift 1 toward \
             Justice).",
            "Reveal Robin Hood; the Sheriff makes a free Patrol in one space.",
        ),
        16 => one(
            "Fortune. In Eligibility order, each player either carries out a Single Plot (paying \
             as usual) or gains 2 Shillings.",
        ),
        17 => two(
            "Reveal Robin Hood to set a Submissive Parish adjacent to him to Revolting, and shift \
             1 toward Justice.",
            "Reveal Robin Hood and move up to 2 Henchmen from any other spaces into his space.",
        ),
        18 => two(
            "Reveal any number of Hidden Merry Men in one space, gaining 1 Shilling for each. \
             Shift 1 toward Justice.",
            "The Sheriff makes a free Patrol in one space; if a Henchman is then there, every \
             Merry Man there is Revealed.",
        ),
        19 => two(
            "Place half the Merry Men in Prison (rounded down), Revealed, in one space adjacent \
             to Nottingham.",
            "Release any number of Merry Men from Prison to Available, and shift 1 toward Order \
             for every 2 released.",
        ),
        20 => two(
            "Place a Camp on Ollerton Hill (shift 1 toward Justice; it counts as a Forest Camp). \
             From now on, for Robin Hood only, Blyth–Southwell Forest and Shire Wood–Tuxford are \
             adjacent.",
            "Remove a Camp from a Forest (shift 1 toward Order).",
        ),
        21 => two(
            "Reveal Robin Hood to move up to 3 Merry Men from adjacent spaces into his space, \
             Hidden; then they may Rob there (free).",
            "Place Henchmen, up to half the Victims pile (rounded up), in any Parishes; then the \
             Sheriff may Capture in one Parish where a Henchman was placed.",
        ),
        22 => two(
            "Robin Hood may Sneak in one space, then may Rob in up to 3 spaces, adding 1 to every \
             Rob die.",
            "Move one Carriage up to 2 spaces along its road at once (a Henchman may escort it).",
        ),
        23 => two(
            "Donate in up to 3 Submissive Parishes with a Merry Man, even where Henchmen \
             outnumber the Merry Men, for 1 Shilling each.",
            "Reveal every Merry Man in one space with a Henchman.",
        ),
        24 => two(
            "Robin Hood carries out a Single Plot, then Swashbuckle or Inspire led by any Merry \
             Man in Robin Hood's stead.",
            "Move a Carriage from the map to Used Carriages to set any Parish to Submissive; every \
             Merry Man in that Parish moves to one adjacent space.",
        ),
        25 => two(
            "Remove a Parish's Submissive marker from the game: it becomes Passive, neither \
             Submissive nor Revolting, though Rob and Capture still treat it as Submissive.",
            "Set a Revolting Parish to Submissive.",
        ),
        26 => two(
            "Pay 1 Shilling to replace a Henchman with a Merry Man.",
            "Pay 2 Shillings to replace up to 2 Merry Men in one space with a Henchman each.",
        ),
        27 => two(
            "Move a Hidden Merry Man into a Parish from an adjacent space, then move every \
             Henchman there to Nottingham.",
            "Send up to two Revealed Merry Men (never Robin Hood) to Prison.",
        ),
        28 => two(
            "Replace up to 2 Henchmen in Nottingham with Merry Men.",
            "Remove up to 2 Merry Men from spaces adjacent to Nottingham to Available.",
        ),
        29 => two(
            "Pay 1 Shilling; in one space, remove a Merry Man (not Robin Hood) and up to 2 \
             Henchmen from the game, and shift 1 toward Justice.",
            "Gain 2 Shillings and place up to 2 Henchmen in any one Parish.",
        ),
        30 | 31 => one(
            "Royal Inspection. After the Carriage move, hold a Royal Inspection round at once \
             (Unrest, Mischief, Governance, Redeployment, Reset); then play goes on with a new \
             Ballad.",
        ),
        32 => one(
            "King Richard's Return. After the Carriage move, hold the Unrest phase only; then the \
             game ends. Robin Hood wins if the Royal Favour is on Justice, the Sheriff if it is on \
             Order.",
        ),
        _ => CardText {
            light: None,
            dark: None,
            single: None,
        },
    }
}

/// The text of one side (or the single text) of a card.
pub fn card_side_text(card: Card, side: Side) -> &'static str {
    let t = card_text(card);
    let text = match side {
        Side::Light => t.light,
        Side::Dark => t.dark,
    };
    text.or(t.single).unwrap_or("")
}

/// The card's kind, as the card list shows it.
pub fn card_kind_name(card: Card) -> &'static str {
    match cards::kind(card) {
        CardKind::Regular => "Event",
        CardKind::Fortune => "Fortune Event",
        CardKind::RoyalInspection => "Royal Inspection",
        CardKind::KingRichard => "Final Royal Inspection",
    }
}

// ---------------------------------------------------------------- Travellers

pub fn traveller_name(t: Traveller) -> &'static str {
    match t {
        Traveller::RichMerchant => "Rich Merchant",
        Traveller::NobleKnight => "Noble Knight",
        Traveller::Monks => "Monks",
        Traveller::ThePotter => "The Potter",
        Traveller::TheMillersSon => "The Miller's Son",
        Traveller::RichardAtTheLea => "Richard at the Lea",
        Traveller::BishopOfHereford => "Bishop of Hereford",
        Traveller::GuyOfGisborne => "Guy of Gisborne",
    }
}

/// The short name of a Traveller's option (light = the first, dark = the
/// "victim" one). Guy of Gisborne has only the light one.
pub fn traveller_option_name(t: Traveller, side: Side) -> &'static str {
    use Traveller::*;
    match (t, side) {
        (RichMerchant, Side::Light) => "An Invitation to Dinner",
        (RichMerchant, Side::Dark) => "Fleece Him!",
        (NobleKnight, Side::Light) => "Passage of Arms",
        (NobleKnight, Side::Dark) => "Waylay Him!",
        (Monks, Side::Light) => "Forced Charity",
        (Monks, Side::Dark) => "A Sound Beating!",
        (ThePotter, Side::Light) => "Toll",
        (ThePotter, Side::Dark) => "A Clever Trick",
        (TheMillersSon, Side::Light) => "Easy Shillings",
        (TheMillersSon, Side::Dark) => "A New Recruit",
        (RichardAtTheLea, Side::Light) => "Extortion",
        (RichardAtTheLea, Side::Dark) => "Lend Him Money",
        (BishopOfHereford, Side::Light) => "Forced Donation",
        (BishopOfHereford, Side::Dark) => "Repent!",
        (GuyOfGisborne, _) => "Fight!",
    }
}

/// The two options of a Traveller: (light, dark). Guy of Gisborne has a single
/// option, given as the light one, and no dark one.
pub fn traveller_text(t: Traveller) -> (&'static str, Option<&'static str>) {
    use Traveller::*;
    match t {
        RichMerchant => (
            "Success: gain 2 Shillings. The card goes to the Traveller discards either way.",
            Some(
                "Success: gain 4 Shillings; the card goes to the Victims pile. Failure: the \
                 Sheriff gains 2 Shillings; the card goes to the discards.",
            ),
        ),
        NobleKnight => (
            "Success: gain 3 Shillings. The card goes to the discards either way.",
            Some(
                "Success: gain 5 Shillings; the card goes to the Victims pile. Failure: every \
                 Merry Man who took part is Captured; the card goes to the discards.",
            ),
        ),
        Monks => (
            "Success: gain 1 Shilling. The card goes to the discards either way.",
            Some(
                "Success: gain 3 Shillings; the card goes to the Victims pile. Failure: the \
                 robbed space becomes Submissive (if a Parish); the card goes to the discards.",
            ),
        ),
        ThePotter => (
            "Success: gain 3 Shillings. The card goes to the discards either way.",
            Some(
                "Success: place Robin Hood, Revealed, next to Nottingham, take 2 Shillings from \
                 the Sheriff and shift 1 toward Justice; the card goes to the Victims pile. \
                 Failure: Robin Hood is Captured (1 toward Order); the card goes to the discards.",
            ),
        ),
        TheMillersSon => (
            "Success: gain 2 Shillings. The card goes to the discards either way.",
            Some(
                "Success: gain 1 Shilling and place a Hidden Merry Man in the robbed space or an \
                 adjacent one; the card goes to the Victims pile. Failure: place a Henchman in \
                 the robbed space; the card goes to the discards.",
            ),
        ),
        RichardAtTheLea => (
            "Success: gain 2 Shillings. The card goes to the discards either way.",
            Some(
                "No roll: pay 3 Shillings to set Retford to Revolting and place a Camp there \
                 (shift 1 toward Justice); the card is removed from the game.",
            ),
        ),
        BishopOfHereford => (
            "Success: gain 3 Shillings. The card goes to the discards either way.",
            Some(
                "Success: gain 6 Shillings; the card goes to the Victims pile. Failure: the \
                 Sheriff gains 3 Shillings and the robbed space becomes Submissive (if a Parish); \
                 the card goes to the discards.",
            ),
        ),
        GuyOfGisborne => (
            "Success: the card is removed from the game. Failure: every Merry Man who took part \
             is Captured; the card goes to the discards.",
            None,
        ),
    }
}

/// How many copies of each Traveller there are, and how they enter play.
pub fn traveller_copies(t: Traveller) -> &'static str {
    use Traveller::*;
    match t {
        RichMerchant | NobleKnight => "2 cards",
        Monks => "3 cards",
        ThePotter | TheMillersSon | RichardAtTheLea => "1 card",
        BishopOfHereford => "1 card, added by the Bishop of Hereford Event",
        GuyOfGisborne => "1 card, added by the Guy of Gisborne Event",
    }
}

// ---------------------------------------------------------------- player aids

pub fn plot_summary(plot: Plot) -> &'static str {
    match plot {
        Plot::Recruit => {
            "1 Shilling per space, in up to 3 spaces that are not Submissive. Place a Merry Man, \
             or replace a Merry Man (not Robin Hood) with a Camp and shift 1 toward Justice. \
             Where a Camp already stands, place up to 2 Merry Men or flip every Merry Man there \
             to Hidden instead."
        }
        Plot::Sneak => {
            "1 Shilling per origin, in up to 3 spaces with Merry Men. Move any of them to \
             adjacent spaces (each piece once); they arrive Hidden, unless they enter a \
             Submissive space where the movers plus the Henchmen exceed 3, where they are \
             Revealed."
        }
        Plot::Rob => {
            "Free, in up to 3 spaces with a Hidden Merry Man or Robin Hood. In each, target a \
             Traveller, a Carriage there or (in Nottingham) the Treasury, reveal Merry Men and \
             roll: it succeeds if the Merry Men revealed for it (Robin Hood always counts) plus \
             the die beat the Henchmen there plus the target's Defence."
        }
        Plot::Hire => {
            "2 Shillings per space, in up to 3 spaces. Place up to 4 Henchmen in Nottingham or \
             up to 2 in a Submissive Parish; or set a Revolting Parish where Henchmen outnumber \
             Merry Men to Submissive."
        }
        Plot::Patrol => {
            "2 Shillings per destination, up to 3. Move in any Henchmen from adjacent spaces \
             (each piece once), then reveal 1 Merry Man per Henchman there, or per 2 Henchmen in \
             a Forest. A space may be Patrolled to reveal even if no Henchman moves in."
        }
        Plot::Capture => {
            "Free, in up to 3 spaces with Henchmen. Remove 1 Revealed enemy piece per Henchman \
             (per 2 in a Revolting Parish): Merry Men go to Prison, Robin Hood only after the \
             other Revealed ones (1 toward Order), Camps to Available only once no Merry Man is \
             left (1 toward Order each)."
        }
    }
}

pub fn deed_summary(deed: Deed) -> &'static str {
    match deed {
        Deed::Turncoat => {
            "1 Shilling, in one Revolting Parish that has a Merry Man. Replace a Henchman there \
             with a Merry Man."
        }
        Deed::Donate => {
            "2 Shillings per Parish, in up to 2 Submissive Parishes where there are Merry Men, \
             at least as many as the Henchmen. Set each to Revolting."
        }
        Deed::Swashbuckle => {
            "Free. Robin Hood and up to one other Merry Man from his space each move to an \
             adjacent space (not necessarily the same) and become Hidden. Or, if Robin Hood is in \
             Prison, place him Revealed in Nottingham or a space next to it."
        }
        Deed::Inspire => {
            "Free; Robin Hood must be Hidden in a Parish. Reveal him: a Submissive Parish turns \
             Revolting, or, if it is already Revolting, shift 1 toward Justice."
        }
        Deed::Ride => {
            "Free. Move up to 4 Henchmen from Nottingham to any one Parish, adjacent or not."
        }
        Deed::Confiscate => {
            "Free, in up to 2 Submissive Parishes with Henchmen. Place an Available Carriage face \
             down in each (the Sheriff picks its kind in secret), then set each to Revolting."
        }
        Deed::Disperse => {
            "3 Shillings, in one Parish with Henchmen. Remove up to 2 enemy pieces there to \
             Available, Hidden Merry Men included; a Camp only once no Merry Man is left (1 toward \
             Order). Then set the Parish to Revolting."
        }
    }
}

/// The Royal Inspection round (rule 6.0), phase by phase: title, explanation.
pub fn inspection_steps() -> &'static [(&'static str, &'static str)] {
    &[
        (
            "Unrest",
            "Count the Submissive Parishes: 5–7 shift 1 toward Order; 3–4 shift 1 toward \
             Justice; 1–2 shift 2 toward Justice; none shifts 3 toward Justice. If Justice or \
             Order is now 5 or more, that side wins at once. At King Richard's Return the game \
             ends here: Robin Hood wins on Justice, the Sheriff on Order.",
        ),
        (
            "Mischief",
            "Robin Hood gains 1 Shilling per Camp in a Forest (Ollerton Hill counts), may Rob \
             (free, up to 3 spaces), then may Donate in up to 2 Parishes. Half the Merry Men in \
             Prison (rounded down) return to Available; Robin Hood may be one of them or stay \
             inside.",
        ),
        (
            "Governance",
            "The Sheriff gains 1 Shilling per Submissive space, Nottingham included. Half the \
             Henchmen (rounded down) in each Revolting Parish go to Available; then each Revolting \
             Parish where Henchmen outnumber Merry Men becomes Submissive.",
        ),
        (
            "Redeployment",
            "The Sheriff must move Henchmen out of Revolting Parishes and Forests into Submissive \
             spaces, and may move any others to Nottingham; Used Carriages return to Available. \
             Every Merry Man flips to Hidden; those in Submissive spaces without a Camp must move \
             to a Forest or a Parish with a Camp, and the others may. Robin Hood, if Available, \
             goes to a Forest; then, unless in Prison, he may secretly swap with any Merry Man.",
        ),
        (
            "Reset",
            "Shuffle the Traveller discards back into the Traveller deck. Robin Hood becomes \
             First Eligible and the Sheriff Second; draw the next card to begin a new Ballad.",
        ),
    ]
}

pub fn rob_summary() -> &'static str {
    "In a space with a Hidden Merry Man or Robin Hood, choose a target: a Traveller (draw the top \
     card and choose one of its two options), a Carriage in the space (turned face up), or the \
     Sheriff's Treasury if in Nottingham. Reveal at least one Hidden Merry Man, or use Robin Hood. \
     Roll the green die in Forests and Revolting Parishes, the white die in Submissive or Passive \
     Parishes and Nottingham. The Rob succeeds if the Merry Men revealed for it (Robin Hood always \
     counts, even if already Revealed) plus the die are greater than the Henchmen in the space \
     plus the target's Defence. Treasury (Defence 0): success takes 2 Shillings from the Sheriff \
     and shifts 1 toward Justice. Tallage Carriage (Defence 0): success gains 5 Shillings. \
     Tribute Carriage (Defence 0): success gains 2 Shillings and shifts 1 toward Justice. Trap \
     Carriage (Defence 2): success gains 2 Shillings; failure sends every robber to Prison. A \
     robbed Carriage goes to Used Carriages; one that survives stays face up. Robin Hood sent to \
     Prison shifts 1 toward Order."
}

fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else if n < 0 {
        format!("−{}", -n)
    } else {
        "0".to_string()
    }
}

/// The six faces of one Rob die, e.g. "−1, −1, 0, +1, +2, +3".
pub fn die_faces(green: bool) -> String {
    let faces = if green { GREEN_DIE } else { WHITE_DIE };
    faces
        .iter()
        .map(|&f| signed(f))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Both Rob dice, where each is rolled and their faces.
pub fn dice_text() -> String {
    format!(
        "Green die (Forests, Revolting Parishes): {}. White die (Submissive or Passive \
         Parishes, Nottingham): {}.",
        die_faces(true),
        die_faces(false)
    )
}

pub fn won_reason(reason: &str) -> &'static str {
    match reason {
        "justice" => "Justice reached 5 at a Royal Inspection",
        "order" => "Order reached 5 at a Royal Inspection",
        "king_richard" => "King Richard returned and judged by the Royal Favour",
        _ => "the game is over",
    }
}

// ---------------------------------------------------------------- prompts

fn target_name(t: RobTarget) -> String {
    match t {
        RobTarget::Traveller => "a Traveller".into(),
        RobTarget::Treasury => "the Treasury".into(),
        RobTarget::HiddenCart => "a face-down Carriage".into(),
        RobTarget::RevealedCart(k) => format!("the {}", cart_name(k)),
    }
}

fn list_spaces(spaces: &[Sp]) -> String {
    spaces
        .iter()
        .map(|&s| space_name(s))
        .collect::<Vec<_>>()
        .join(", ")
}

fn plot_menu_prompt(ctx: &PlotCtx) -> String {
    let names: Vec<&str> = ctx.plots.iter().map(|&p| plot_name(p)).collect();
    let reach = if ctx.max_spaces == 1 {
        "a single space".to_string()
    } else {
        format!("up to {} spaces", ctx.max_spaces)
    };
    let mut s = if names.len() == 1 {
        format!("{} in {reach}", names[0])
    } else {
        format!("Choose a Plot ({}) for {reach}", names.join(", "))
    };
    if ctx.free {
        s.push_str(", free");
    }
    if !ctx.only.is_empty() {
        s.push_str(&format!(" (only {})", list_spaces(&ctx.only)));
    }
    if ctx.revolting_only {
        s.push_str(" (Revolting Parishes only)");
    }
    if ctx.bonus != 0 {
        s.push_str(&format!(" (Rob dice {})", signed(i32::from(ctx.bonus))));
    }
    if ctx.then_deed {
        s.push_str(", then a Deed");
    }
    s.push('.');
    if ctx.optional {
        s.push_str(" You may decline with Done.");
    }
    s
}

fn deed_menu_prompt(ctx: &DeedCtx) -> String {
    let names: Vec<&str> = ctx.deeds.iter().map(|&d| deed_name(d)).collect();
    let mut s = if names.len() == 1 {
        format!("You may {}", names[0])
    } else {
        format!("You may carry out a Deed ({})", names.join(", "))
    };
    if ctx.deeds.contains(&Deed::Donate) && (ctx.donate_limit != 2 || ctx.donate_cost != 2) {
        if names.len() > 1 {
            s.push_str(" — Donate");
        }
        s.push_str(&format!(
            " in up to {} for {} each",
            count(ctx.donate_limit, "Parish", "Parishes"),
            shillings(ctx.donate_cost)
        ));
        if ctx.donate_anywhere {
            s.push_str(", even where Henchmen outnumber the Merry Men");
        }
    }
    if ctx.any_man {
        s.push_str(", led by any Merry Man");
    }
    s.push_str(", or Done.");
    s
}

fn plot_prompt(st: &sherwood_gest::PlotState) -> String {
    let name = plot_name(st.plot);
    match &st.step {
        PlotStep::Pick => {
            let left = (st.ctx.max_spaces as usize).saturating_sub(st.spaces.len());
            let cost = if st.ctx.free { 0 } else { st.plot.cost() };
            let price = if cost > 0 {
                format!("{} each, ", shillings(cost))
            } else {
                String::new()
            };
            if st.spaces.is_empty() {
                let reach = if left > 1 {
                    format!("up to {left} spaces")
                } else {
                    "one space".to_string()
                };
                format!("{name}: choose a space ({price}{reach}).")
            } else {
                format!(
                    "{name} in {} so far: choose another space ({price}{left} left), or Done.",
                    list_spaces(&st.spaces)
                )
            }
        }
        PlotStep::Recruit(s) => format!(
            "Recruit in {}: place Merry Men, build a Camp or hide the Merry Men there.",
            space_name(*s)
        ),
        PlotStep::Sneak { from, moves } => format!(
            "Sneak from {}: send Merry Men to adjacent spaces ({} chosen), then Done to move \
             them together.",
            space_name(*from),
            moves.len()
        ),
        PlotStep::Hire(s) => format!("Hire in {}: how many Henchmen?", space_name(*s)),
        PlotStep::Patrol(s) => format!(
            "Patrol into {}: move Henchmen in from adjacent spaces, then Done to reveal Merry \
             Men.",
            space_name(*s)
        ),
        PlotStep::Rob(step) => match step {
            RobStep::Target(s) => format!("Rob in {}: choose a target.", space_name(*s)),
            RobStep::Reveal(s, t) => format!(
                "Rob {} in {}: choose the Merry Men who take part (they are Revealed).",
                target_name(*t),
                space_name(*s)
            ),
            RobStep::Option(att) => match att.traveller {
                Some(t) => format!(
                    "{} (Defence {}): choose an option before the roll.",
                    traveller_name(t),
                    t.defence()
                ),
                None => "Choose the Traveller's option.".into(),
            },
            RobStep::MillersSon(s) => format!(
                "The Miller's Son: place a Hidden Merry Man in {} or an adjacent space.",
                space_name(*s)
            ),
            RobStep::Potter => {
                "The Potter: place Robin Hood, Revealed, in a space next to Nottingham.".into()
            }
        },
    }
}

fn deed_prompt(st: &sherwood_gest::DeedState) -> String {
    let name = deed_name(st.deed);
    match &st.step {
        DeedStep::Pick => match st.deed {
            Deed::Swashbuckle if st.ctx.any_man => {
                "Swashbuckle: choose the space of the Merry Man who leads it (or free Robin Hood \
                 from Prison)."
                    .into()
            }
            Deed::Swashbuckle => {
                "Swashbuckle: choose where Robin Hood goes, and perhaps one Merry Man with him."
                    .into()
            }
            Deed::Inspire => "Inspire: choose the Hidden Merry Man who reveals himself.".into(),
            _ if st.spaces.is_empty() => format!("{name}: choose a Parish."),
            _ => format!(
                "{name} in {} so far: choose another Parish, or Done.",
                list_spaces(&st.spaces)
            ),
        },
        DeedStep::Ride(s) => format!(
            "Ride to {}: how many Henchmen from Nottingham?",
            space_name(*s)
        ),
        DeedStep::Confiscate(s) => format!(
            "Confiscate in {}: choose the kind of Carriage (kept secret).",
            space_name(*s)
        ),
        DeedStep::SwashAny { from, moves } => format!(
            "Swashbuckle from {}: send up to 2 Merry Men to adjacent spaces ({} chosen), then \
             Done.",
            space_name(*from),
            moves.len()
        ),
        DeedStep::Disperse { at, removed } => format!(
            "Disperse in {}: remove up to 2 pieces ({} removed), then Done.",
            space_name(*at),
            removed
        ),
    }
}

fn event_prompt(es: &EventState) -> String {
    use cards::*;
    use Side::*;
    let title = card_title(es.card);
    let here = es.space.map(space_name).unwrap_or("the space");
    let ask = match (es.card, es.side, es.step) {
        (MARKET_DAY, _, 0) => format!(
            "return a Henchman to Available for 1 Shilling ({} so far), or Done",
            es.count
        ),
        (MARKET_DAY, _, _) => format!(
            "return a Merry Man to Available for {}, or Done",
            shillings(i32::from(es.count / 2))
        ),
        (QUEEN_ELEANOR, _, _) => {
            "move a Noble Knight from the Traveller deck to the Victims pile? Yes, or Done".into()
        }
        (TEMPORARY_TRUCE, _, 0) => {
            "move every Henchman into Submissive spaces for 1 Order? Yes, or Done".into()
        }
        (TEMPORARY_TRUCE, _, 1) => {
            "move each Henchman outside Submissive spaces into a Submissive space".into()
        }
        (TEMPORARY_TRUCE, _, 2) => {
            "move every Merry Man into Forests or Camp spaces and hide them all, for 1 Justice? \
             Yes, or Done"
                .into()
        }
        (TEMPORARY_TRUCE, _, _) => {
            "move each Merry Man outside Forests and Camp spaces into one".into()
        }
        (HEAVY_RAIN, _, _) => "carry out a Single Plot, or take 2 Shillings".into(),
        (GUY_OF_GISBORNE, Light, _) => {
            "swap Robin Hood with a Merry Man on the map, or Done to keep him where he is".into()
        }
        (LITTLE_JOHN, Dark, _) => {
            "choose a Revolting Parish with a Revealed Merry Man to set Submissive".into()
        }
        (PRIORESS_OF_KIRKLEES, Light, _) => {
            "choose a Parish whose Merry Men all become Hidden".into()
        }
        (PRIORESS_OF_KIRKLEES, Dark, _) => {
            format!("remove one more Merry Man from {here} to Available")
        }
        (YEOMEN_REVOLT, Light, _) => {
            "choose a Submissive Parish without Henchmen to set Revolting".into()
        }
        (TAX_COLLECTORS, Light, _) => format!(
            "move up to 4 Merry Men from adjacent spaces into Nottingham ({} chosen), then Done",
            es.moves.len()
        ),
        (TAX_COLLECTORS, Dark, 0) => format!(
            "choose a Parish with Henchmen to Confiscate in ({} of 2 done), or Done",
            es.count
        ),
        (TAX_COLLECTORS, Dark, _) => format!("choose the kind of Carriage to place in {here}"),
        (GREAT_ESCAPE, Light, _) => {
            "place Robin Hood and each prisoner, Revealed, next to Nottingham".into()
        }
        (GREAT_ESCAPE, Dark, _) => {
            "choose a space with Merry Men and Henchmen: reveal them all, then Capture".into()
        }
        (BOATS_AND_BRIDGES, Light, 0) => "choose the river space the Merry Men leave from".into(),
        (BOATS_AND_BRIDGES, Light, _) => format!(
            "send Merry Men from {here} to one other river space ({} chosen), then Done",
            es.moves.len()
        ),
        (BOATS_AND_BRIDGES, Dark, 0) => "choose one bank of the river border to bridge".into(),
        (BOATS_AND_BRIDGES, Dark, _) => format!("choose the bank facing {here}"),
        (AMBUSH, Light, 0) => "choose a space with a Carriage".into(),
        (AMBUSH, Light, _) => format!(
            "move Merry Men from adjacent spaces into {here} ({} chosen), then Done to Rob there",
            es.moves.len()
        ),
        (AMBUSH, Dark, _) => "choose a Forest whose Merry Men are all Revealed".into(),
        (WILL_SCARLET, Light, _) => "choose the Forest for the new Camp".into(),
        (THE_RED_CAP, Light, _) => {
            "choose a Submissive Parish next to Robin Hood to set Revolting".into()
        }
        (THE_RED_CAP, Dark, _) => format!(
            "move up to 2 Henchmen into Robin Hood's space ({} moved), then Done",
            es.count
        ),
        (ALLAN_A_DALE, Light, 0) => "choose a space with Hidden Merry Men".into(),
        (ALLAN_A_DALE, Light, _) => {
            format!("how many Merry Men in {here} reveal themselves (1 Shilling each)?")
        }
        (ROYAL_PARDON, Light, _) => {
            "choose the space next to Nottingham where half the prisoners go".into()
        }
        (ROYAL_PARDON, Dark, _) => "how many Merry Men leave Prison (1 Order for every 2)?".into(),
        (THE_GREAT_OAK, Dark, _) => "choose the Forest whose Camp is removed".into(),
        (ROBINS_HORN, Light, _) => format!(
            "move up to 3 Merry Men from adjacent spaces into Robin Hood's space ({} chosen), \
             then Done to Rob there",
            es.moves.len()
        ),
        (ROBINS_HORN, Dark, _) => format!(
            "place a Henchman in a Parish ({} left), or Done to go on to Capture",
            es.count
        ),
        (SWIFT_CARRIAGES, Dark, 0) => "choose the Carriage that moves".into(),
        (SWIFT_CARRIAGES, Dark, _) => {
            format!("move the Carriage on from {here} once more, or Done")
        }
        (FRIAR_TUCK, Dark, _) => {
            "choose a space with Hidden Merry Men and a Henchman: all are Revealed".into()
        }
        (LADY_MARIAN, Dark, 0) => "choose the Carriage that goes to Used Carriages".into(),
        (LADY_MARIAN, Dark, 1) => "choose the Parish that becomes Submissive".into(),
        (LADY_MARIAN, Dark, _) => {
            format!("choose the adjacent space where the Merry Men of {here} go")
        }
        (WEAPONS_OF_THE_WEAK, Light, _) => "choose a Submissive Parish that becomes Passive".into(),
        (WEAPONS_OF_THE_WEAK, Dark, _) => "choose a Revolting Parish to set Submissive".into(),
        (CORRUPTION, Light, _) => {
            "choose a space where a Henchman is replaced by a Merry Man (1 Shilling)".into()
        }
        (CORRUPTION, Dark, 0) => {
            "choose a space where Merry Men are replaced by Henchmen (2 Shillings)".into()
        }
        (CORRUPTION, Dark, _) => format!(
            "pick up to 2 Merry Men in {here} to replace ({} done), then Done",
            es.count
        ),
        (WILL_STUTELY, Light, _) => {
            "move a Hidden Merry Man into a Parish from an adjacent space".into()
        }
        (WILL_STUTELY, Dark, _) => format!(
            "pick up to 2 Revealed Merry Men to send to Prison ({} done), then Done",
            es.count
        ),
        (NOTTINGHAM_FAIR, Light, _) => {
            "how many Henchmen in Nottingham are replaced by Merry Men?".into()
        }
        (NOTTINGHAM_FAIR, Dark, _) => format!(
            "pick up to 2 Merry Men next to Nottingham to remove ({} done), then Done",
            es.count
        ),
        (TALE_OF_TWO_LOVERS, Light, _) => {
            "pick the Merry Man who leaves the game with up to 2 Henchmen of his space".into()
        }
        (TALE_OF_TWO_LOVERS, Dark, 0) => "choose the Parish for up to 2 Henchmen".into(),
        (TALE_OF_TWO_LOVERS, Dark, _) => format!("how many Henchmen go to {here}?"),
        _ => card_side_text(es.card, es.side).to_string(),
    };
    let mut ask = ask;
    if let Some(first) = ask.get(..1) {
        let upper = first.to_uppercase();
        ask.replace_range(..1, &upper);
    }
    if !ask.ends_with('.') && !ask.ends_with('?') {
        ask.push('.');
    }
    if cards::kind(es.card) == CardKind::Regular {
        format!("{title} ({}): {ask}", side_name(es.side))
    } else {
        format!("{title}: {ask}")
    }
}

fn inspection_prompt(step: &Insp) -> String {
    match step {
        Insp::Unrest => "Royal Inspection: Unrest.".into(),
        Insp::Mischief => "Royal Inspection: Mischief.".into(),
        Insp::Release => {
            "Mischief: half the prisoners go free. Should Robin Hood be one of them?".into()
        }
        Insp::Governance => "Royal Inspection: Governance.".into(),
        Insp::SheriffRedeploy { .. } => {
            "Redeployment: move Henchmen out of Revolting Parishes and Forests into Submissive \
             spaces; others may go to Nottingham. Done when finished."
                .into()
        }
        Insp::RobinRedeploy { .. } => {
            "Redeployment: move Merry Men out of Submissive spaces without a Camp into Forests or \
             Camp Parishes; others may move there too. Done when finished."
                .into()
        }
        Insp::PlaceRobin => "Redeployment: place Robin Hood in a Forest.".into(),
        Insp::Swap => {
            "Redeployment: you may secretly swap Robin Hood with a Hidden Merry Man, or Done."
                .into()
        }
        Insp::Reset => "Royal Inspection: Reset.".into(),
    }
}

/// What a prompt step is about, for the seat that waits.
fn step_phrase(step: &str) -> &'static str {
    match step {
        "setup" => "place Robin Hood and the Merry Men",
        "carriages" => "move Carriages",
        "eligible" => "choose from the Initiative track",
        "event_side" => "choose a side of the Event",
        "plot_menu" => "choose a Plot",
        "plot" => "carry out a Plot",
        "deed_menu" => "choose a Deed",
        "deed" => "carry out a Deed",
        "event" => "carry out the Event",
        "inspection" => "take part in the Royal Inspection",
        _ => "decide",
    }
}

/// What the seat to move is asked to do now (the full question for that
/// seat's own view, a short waiting line for anyone else).
pub fn prompt_text(view: &View) -> String {
    let p = &view.prompt;
    if p.step == "over" {
        return match &p.outcome {
            Some(o) => format!(
                "Game over: {} wins — {}.",
                seat_name(o.winner),
                won_reason(&o.reason)
            ),
            None => "Game over.".into(),
        };
    }
    let Some(seat) = p.seat else {
        return "Nothing to do.".into();
    };
    let mine = view.viewer == Viewer::Seat(seat);
    let Some(detail) = view.detail.as_ref().filter(|_| mine) else {
        let mut s = format!(
            "Waiting for {} to {}",
            seat_name(seat),
            step_phrase(&p.step)
        );
        if let Some(plot) = p.plot {
            s = format!("Waiting for {}: {}", seat_name(seat), plot_name(plot));
        }
        if let Some(deed) = p.deed {
            s = format!("Waiting for {}: {}", seat_name(seat), deed_name(deed));
        }
        if !p.spaces.is_empty() {
            s.push_str(&format!(" in {}", list_spaces(&p.spaces)));
        }
        s.push('.');
        return s;
    };
    match detail {
        Phase::SetupRobin => "Setup: place Robin Hood, Hidden, in Shire Wood, Southwell Forest \
                              or Remston (only you will know where)."
            .into(),
        Phase::SetupMen { left } => format!(
            "Setup: place a Hidden Merry Man in Shire Wood, Southwell Forest or Remston ({left} \
             to place)."
        ),
        Phase::Carriages { left, .. } => {
            if *left == 1 {
                "Move a Carriage one space along its road toward Nottingham; a Henchman may \
                 escort it."
                    .into()
            } else {
                format!(
                    "Move {left} Carriages, each one space along its road toward Nottingham; a \
                     Henchman may escort each."
                )
            }
        }
        Phase::Eligible { seat } => {
            let which = if view.eligible[0] == *seat {
                "First"
            } else {
                "Second"
            };
            let card = view
                .card
                .map(|c| format!(" on {}", card_title(c)))
                .unwrap_or_default();
            format!(
                "You are {which} Eligible{card}: take an open box of the Initiative track (Single \
                 Plot, Event or Plots & Deeds), or pass into one for Shillings."
            )
        }
        Phase::EventSide { .. } => match view.card {
            Some(c) => format!("{}: choose the light or the dark side.", card_title(c)),
            None => "Choose a side of the Event.".into(),
        },
        Phase::PlotMenu(ctx) => plot_menu_prompt(ctx),
        Phase::Plot(st) => plot_prompt(st),
        Phase::DeedMenu(ctx) => deed_menu_prompt(ctx),
        Phase::Deed(st) => deed_prompt(st),
        Phase::Event(es) => event_prompt(es),
        Phase::Inspection(step) => inspection_prompt(step),
        Phase::Over(o) => format!(
            "Game over: {} wins — {}.",
            seat_name(o.winner),
            won_reason(&o.reason)
        ),
    }
}

// ---------------------------------------------------------------- actions

fn cart_label(from: Sp, kind: CartKind, revealed: bool, escort: bool) -> String {
    let face = if revealed { "" } else { "face-down " };
    let mut s = match from.road_next() {
        Some(to) => format!(
            "Move the {face}{} from {} to {}",
            cart_name(kind),
            space_name(from),
            space_name(to)
        ),
        None => format!("The {face}{} in {}", cart_name(kind), space_name(from)),
    };
    if escort {
        s.push_str(" with a Henchman");
    }
    s
}

/// A short button label for an action, without context.
pub fn action_label(action: &Action) -> String {
    match action {
        Action::Robin(sp) => format!("Place Robin Hood in {}", space_name(*sp)),
        Action::Man(sp) => format!("Place a Merry Man in {}", space_name(*sp)),
        Action::Cart {
            from,
            kind,
            revealed,
            escort,
        } => cart_label(*from, *kind, *revealed, *escort),
        Action::Choose(c) => choice_name(*c).to_string(),
        Action::Pass(c) => format!("Pass ({})", choice_name(*c)),
        Action::Side(s) => match s {
            Side::Light => "Light side".into(),
            Side::Dark => "Dark side".into(),
        },
        Action::Plot(p) => plot_name(*p).to_string(),
        Action::Deed(d) => deed_name(*d).to_string(),
        Action::Space(sp) => format!("Choose {}", space_name(*sp)),
        Action::Recruit(o) => match o {
            RecruitOpt::Man => "Place a Merry Man".into(),
            RecruitOpt::Two => "Place 2 Merry Men".into(),
            RecruitOpt::Camp(p) => format!("Replace {} with a Camp", piece_one(*p)),
            RecruitOpt::Hide => "Hide all Merry Men here".into(),
        },
        Action::Send(p, to) => format!("Send {} to {}", piece_one(*p), space_name(*to)),
        Action::Move(p, from, to) => format!(
            "Move {} from {} to {}",
            piece_one(*p),
            space_name(*from),
            space_name(*to)
        ),
        Action::Target(t) => format!("Rob {}", target_name(*t)),
        Action::Reveal { men, robin } => match (men, robin) {
            (0, true) => "Reveal Robin Hood".into(),
            (n, true) => format!("Reveal {} and Robin Hood", merry_men(*n)),
            (n, false) => format!("Reveal {}", merry_men(*n)),
        },
        Action::Count(n) => n.to_string(),
        Action::Kind(k) => cart_name(*k).to_string(),
        Action::Remove(p) => format!("Remove {}", piece_one(*p)),
        Action::Swash { robin, other } => {
            let mut s = format!("Robin Hood to {}", space_name(*robin));
            if let Some((p, to)) = other {
                s.push_str(&format!(", {} to {}", piece_one(*p), space_name(*to)));
            }
            s
        }
        Action::Pick(sp, p) => format!("Pick {} in {}", piece_one(*p), space_name(*sp)),
        Action::Yes => "Yes".into(),
        Action::Gain => "Take 2 Shillings".into(),
        Action::Swap(sp, p) => format!(
            "Swap Robin Hood with {} in {}",
            piece_one(*p),
            space_name(*sp)
        ),
        Action::Done => "Done".into(),
    }
}

/// A button label that uses what the viewer knows of the current step (how
/// many Shillings a pass brings, what a number or a side means here). Falls
/// back on [`action_label`].
pub fn action_label_in(view: &View, action: &Action) -> String {
    use cards::*;
    let detail = view.detail.as_ref();
    match (detail, action) {
        (Some(Phase::Eligible { seat }), Action::Pass(c)) => format!(
            "Pass ({}, +{})",
            choice_name(*c),
            shillings(pass_gain(*seat, *c))
        ),
        (Some(Phase::EventSide { .. }), Action::Side(s)) => match view.card {
            Some(c) => format!(
                "{}: {}",
                if *s == Side::Light { "Light" } else { "Dark" },
                card_side_text(c, *s)
            ),
            None => action_label(action),
        },
        (Some(Phase::Plot(st)), Action::Side(s)) => match &st.step {
            PlotStep::Rob(RobStep::Option(att)) => match att.traveller {
                Some(t) => traveller_option_name(t, *s).to_string(),
                None => action_label(action),
            },
            _ => action_label(action),
        },
        (Some(Phase::Plot(st)), Action::Count(n)) if st.plot == Plot::Hire => {
            format!("Place {}", pieces(Piece::Henchman, *n))
        }
        (Some(Phase::Deed(st)), Action::Count(n)) if st.deed == Deed::Ride => {
            format!("Ride with {}", pieces(Piece::Henchman, *n))
        }
        (Some(Phase::Deed(st)), Action::Kind(k)) if st.deed == Deed::Confiscate => {
            format!("Place a {}", cart_name(*k))
        }
        (Some(Phase::Deed(st)), Action::Pick(sp, p)) if st.deed == Deed::Inspire => {
            format!("Inspire with {} in {}", piece_one(*p), space_name(*sp))
        }
        (Some(Phase::Inspection(Insp::Release)), Action::Remove(Piece::Robin)) => {
            "Free Robin Hood too".into()
        }
        (Some(Phase::Inspection(Insp::Release)), Action::Done) => {
            "Leave Robin Hood in Prison".into()
        }
        (Some(Phase::Event(es)), a) => match (es.card, a) {
            (
                LADY_MARIAN,
                Action::Cart {
                    from,
                    kind,
                    revealed,
                    ..
                },
            ) => format!(
                "Remove the {}{} in {}",
                if *revealed { "" } else { "face-down " },
                cart_name(*kind),
                space_name(*from)
            ),
            (LADY_MARIAN, Action::Space(sp)) if es.step == 0 => {
                format!("Remove a face-down Carriage in {}", space_name(*sp))
            }
            (ROYAL_PARDON, Action::Count(n)) => format!("Release {}", merry_men(*n)),
            (NOTTINGHAM_FAIR, Action::Count(n)) => {
                format!("Replace {}", pieces(Piece::Henchman, *n))
            }
            (TALE_OF_TWO_LOVERS, Action::Count(n)) => {
                format!("Place {}", pieces(Piece::Henchman, *n))
            }
            (HEAVY_RAIN, Action::Choose(_)) => "Single Plot".into(),
            (_, Action::Yes) => "Yes, do it".into(),
            (_, Action::Done) if view.legal.contains(&Action::Yes) => "No".into(),
            _ => action_label(a),
        },
        _ => action_label(action),
    }
}

// ---------------------------------------------------------------- log

fn dest_name(d: Dest) -> &'static str {
    match d {
        Dest::Available => "Available",
        Dest::Prison => "Prison",
        Dest::Gone => "out of the game",
    }
}

fn pile_name(p: Pile) -> &'static str {
    match p {
        Pile::Discard => "the Traveller discards",
        Pile::Victims => "the Victims pile",
        Pile::Gone => "out of the game",
        Pile::Deck => "the Traveller deck",
    }
}

fn inspection_phase_name(phase: &str) -> &'static str {
    match phase {
        "unrest" => "Unrest",
        "mischief" => "Mischief",
        "governance" => "Governance",
        "redeployment" => "Redeployment",
        "reset" => "Reset",
        _ => "a new phase",
    }
}

/// One log line in words.
pub fn entry_text(entry: &Entry) -> String {
    match &entry.event {
        Event::Setup => "The game is set up: Robin Hood places his band in secret.".into(),
        Event::Placed { piece, at, n } => match piece {
            Piece::Robin => format!("Robin Hood is placed, Revealed, in {}.", space_name(*at)),
            Piece::Hidden => format!(
                "{} placed, Hidden, in {}.",
                cap(&merry_men_a(*n)),
                space_name(*at)
            ),
            p => format!("{} placed in {}.", cap(&pieces(*p, *n)), space_name(*at)),
        },
        Event::Removed { piece, at, n, to } => {
            let what = match piece {
                Piece::Hidden | Piece::Revealed => merry_men_a(*n),
                p => pieces(*p, *n),
            };
            match (at, to) {
                (None, Dest::Available) => format!("{} released from Prison.", cap(&what)),
                (None, d) => format!("{} sent from Prison to {}.", cap(&what), dest_name(*d)),
                (Some(s), Dest::Prison) => {
                    format!("{} from {} sent to Prison.", cap(&what), space_name(*s))
                }
                (Some(s), Dest::Gone) => format!(
                    "{} in {} removed from the game.",
                    cap(&what),
                    space_name(*s)
                ),
                (Some(s), Dest::Available) => format!(
                    "{} removed from {} to Available.",
                    cap(&what),
                    space_name(*s)
                ),
            }
        }
        Event::Moved { piece, from, to, n } => {
            format!(
                "{} moved from {} to {}.",
                cap(&pieces(*piece, *n)),
                space_name(*from),
                space_name(*to)
            )
        }
        Event::Scattered {
            from,
            hidden,
            revealed,
            to,
        } => {
            let mut dests: Vec<Sp> = to.clone();
            dests.dedup();
            let n = hidden + revealed;
            let mut s = format!(
                "{} {} {} for {}",
                cap(&merry_men_a(n)),
                if n == 1 { "leaves" } else { "leave" },
                space_name(*from),
                list_spaces(&dests)
            );
            if *revealed > 0 {
                s.push_str(&format!(" ({} of them had been Revealed)", revealed));
            }
            s.push_str(", now Hidden.");
            s
        }
        Event::Revealed { at, n, robin } => match (n, robin) {
            (1, true) => format!("Robin Hood is Revealed in {}.", space_name(*at)),
            (n, true) => format!(
                "{} Revealed in {}, Robin Hood among them.",
                merry_men(*n),
                space_name(*at)
            ),
            (n, false) => format!("{} Revealed in {}.", cap(&merry_men_a(*n)), space_name(*at)),
        },
        Event::HiddenAgain { at, n } => {
            format!(
                "{} in {} {} to Hidden.",
                cap(&merry_men_a(*n)),
                space_name(*at),
                if *n == 1 { "flips" } else { "flip" }
            )
        }
        Event::StatusSet { at, status } => {
            format!("{} is now {}.", space_name(*at), status_name(*status))
        }
        Event::Shillings { seat, delta, total } => {
            if *delta >= 0 {
                format!(
                    "{} gains {} (now {}).",
                    seat_title(*seat),
                    shillings(*delta),
                    total
                )
            } else {
                format!(
                    "{} pays {} (now {}).",
                    seat_title(*seat),
                    shillings(-delta),
                    total
                )
            }
        }
        Event::Favour { steps, now } => {
            let toward = if *steps > 0 { "Order" } else { "Justice" };
            let n = i32::from(*steps).abs();
            format!(
                "Royal Favour shifts {} toward {} (now {}).",
                if n == 1 {
                    "1 box".to_string()
                } else {
                    format!("{n} boxes")
                },
                toward,
                favour_text(*now)
            )
        }
        Event::CardDrawn { card, ballad } => {
            let kind = match cards::kind(*card) {
                CardKind::Regular | CardKind::RoyalInspection => String::new(),
                _ => format!("{}, ", card_kind_name(*card)),
            };
            format!(
                "Card {card} drawn: {} ({kind}Ballad {ballad}).",
                card_title(*card)
            )
        }
        Event::CartMoved {
            from,
            to,
            kind,
            hidden,
            escort,
        } => format!(
            "The {}{} moves from {} to {}{}.",
            if *hidden { "face-down " } else { "" },
            cart_name(*kind),
            space_name(*from),
            space_name(*to),
            if *escort { " with a Henchman" } else { "" }
        ),
        Event::CartPlaced { at, kind } => format!(
            "A {} is placed face down in {}.",
            cart_name(*kind),
            space_name(*at)
        ),
        Event::FaceDownCartMoved { from, to, escort } => format!(
            "A face-down Carriage moves from {} to {}{}.",
            space_name(*from),
            space_name(*to),
            if *escort { " with a Henchman" } else { "" }
        ),
        Event::FaceDownCartPlaced { at } => {
            format!("A Carriage is placed face down in {}.", space_name(*at))
        }
        Event::CartRevealed { at, kind } => format!(
            "The Carriage in {} is turned face up: a {}.",
            space_name(*at),
            cart_name(*kind)
        ),
        Event::CartUsed { at, kind, robbed } => {
            if *robbed {
                format!(
                    "The {} in {} is robbed and goes to Used Carriages.",
                    cart_name(*kind),
                    space_name(*at)
                )
            } else if *at == Sp::Nottingham {
                format!(
                    "The {} reaches Nottingham and goes to Used Carriages.",
                    cart_name(*kind)
                )
            } else {
                format!(
                    "The {} in {} goes to Used Carriages.",
                    cart_name(*kind),
                    space_name(*at)
                )
            }
        }
        Event::Chose { seat, choice } => {
            format!("{} takes {}.", seat_title(*seat), choice_name(*choice))
        }
        Event::Passed { seat, choice, gain } => format!(
            "{} passes into the {} box and takes {}.",
            seat_title(*seat),
            choice_name(*choice),
            shillings(*gain)
        ),
        Event::EventPlayed { seat, card, side } => {
            if cards::kind(*card) == CardKind::Regular {
                format!(
                    "{} plays {}, {}.",
                    seat_title(*seat),
                    card_title(*card),
                    side_name(*side)
                )
            } else {
                format!("{}: {} acts.", card_title(*card), seat_title(*seat))
            }
        }
        Event::PlotChosen { seat, plot } => {
            format!("{} chooses {}.", seat_title(*seat), plot_name(*plot))
        }
        Event::PlotSpace { plot, at, cost } => format!(
            "{} in {}{}.",
            plot_name(*plot),
            space_name(*at),
            if *cost > 0 {
                format!(" for {}", shillings(*cost))
            } else {
                String::new()
            }
        ),
        Event::DeedChosen { seat, deed } => {
            format!("{} chooses {}.", seat_title(*seat), deed_name(*deed))
        }
        Event::DeedSpace { deed, at } => format!("{} in {}.", deed_name(*deed), space_name(*at)),
        Event::RobTargeted {
            at,
            target,
            men,
            robin,
        } => {
            let who = match (men, robin) {
                (0, true) => "Robin Hood".to_string(),
                (n, true) => format!("{} and Robin Hood", merry_men(*n)),
                (n, false) => merry_men(*n),
            };
            format!(
                "Rob in {}: {} against {}.",
                space_name(*at),
                who,
                target_name(*target)
            )
        }
        Event::TravellerDrawn { traveller } => format!(
            "Traveller drawn: {} (Defence {}).",
            traveller_name(*traveller),
            traveller.defence()
        ),
        Event::TravellerOption { traveller, side } => format!(
            "Robin Hood chooses {}'s option \"{}\".",
            traveller_name(*traveller),
            traveller_option_name(*traveller, *side)
        ),
        Event::RobRolled {
            at,
            green,
            die,
            attack,
            defence,
            success,
        } => format!(
            "Rob in {}: {} die {}; {} against {} — {}.",
            space_name(*at),
            if *green { "green" } else { "white" },
            signed(*die),
            attack,
            defence,
            if *success { "success" } else { "failure" }
        ),
        Event::TravellerTo { traveller, pile } => match pile {
            Pile::Gone => format!("{} is removed from the game.", traveller_name(*traveller)),
            Pile::Deck => format!("{} joins the Traveller deck.", traveller_name(*traveller)),
            p => format!("{} goes to {}.", traveller_name(*traveller), pile_name(*p)),
        },
        Event::RobinIs { at } => format!("(Secret) Robin Hood is now in {}.", space_name(*at)),
        Event::SwapDecided => {
            "Robin Hood may have swapped places with a Merry Man (only he knows).".into()
        }
        Event::Inspection { phase } => {
            format!("Royal Inspection: {}.", inspection_phase_name(phase))
        }
        Event::Eligibility { first } => format!(
            "{} is First Eligible, {} Second.",
            seat_title(*first),
            seat_name(1 - *first)
        ),
        Event::Reshuffled { travellers } => format!(
            "The Traveller deck is reshuffled ({}).",
            count(*travellers, "card", "cards")
        ),
        Event::BridgePlaced { a, b } => format!(
            "The Bridge now joins {} and {}.",
            space_name(*a),
            space_name(*b)
        ),
        Event::GreatOak => "The Great Oak: Robin Hood's band holds Ollerton Hill; Blyth–Southwell \
                            Forest and Shire Wood–Tuxford are adjacent for Robin Hood."
            .into(),
        Event::NotImplemented { card } => format!(
            "{} is set aside: this table cannot play it yet.",
            card_title(*card)
        ),
        Event::Won { seat, reason } => {
            format!("{} wins: {}.", seat_title(*seat), won_reason(reason))
        }
    }
}

fn cap(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(f) => f.to_uppercase().collect::<String>() + c.as_str(),
        None => String::new(),
    }
}

/// Every rules section the engine cites.
const SECTIONS: [&str; 29] = [
    "1.9", "2.1", "2.2", "2.3", "2.4", "3.1", "3.2.1", "3.2.2", "3.2.3", "3.3.1", "3.3.2", "3.3.3",
    "4.1", "4.2.1", "4.2.2", "4.2.3", "4.2.4", "4.3.1", "4.3.2", "4.3.3", "5.1.1", "5.2", "6.0",
    "6.1", "6.2", "6.3", "6.4", "6.5", "7.0",
];

/// The rules section an entry applies: the engine's own citation, or, for a
/// section this table does not know, the section its kind of event belongs to.
pub fn entry_rule(entry: &Entry) -> &'static str {
    if let Some(s) = SECTIONS.iter().find(|&&s| s == entry.rule) {
        return s;
    }
    match &entry.event {
        Event::Setup => "2.1",
        Event::CardDrawn { .. } | Event::Chose { .. } | Event::Passed { .. } => "2.3",
        Event::Eligibility { .. } => "2.3",
        Event::CartMoved { .. } | Event::FaceDownCartMoved { .. } => "2.3",
        Event::CartPlaced { .. } | Event::FaceDownCartPlaced { .. } => "4.3.2",
        Event::CartRevealed { .. } | Event::CartUsed { .. } => "1.9",
        Event::PlotChosen { .. } | Event::PlotSpace { .. } => "3.1",
        Event::DeedChosen { .. } | Event::DeedSpace { .. } => "4.1",
        Event::RobTargeted { .. } | Event::RobRolled { .. } => "3.2.3",
        Event::TravellerDrawn { .. }
        | Event::TravellerOption { .. }
        | Event::TravellerTo { .. }
        | Event::Reshuffled { .. } => "5.2",
        Event::EventPlayed { .. }
        | Event::BridgePlaced { .. }
        | Event::GreatOak
        | Event::NotImplemented { .. } => "5.1.1",
        Event::Inspection { .. } | Event::SwapDecided => "6.0",
        Event::Won { .. } => "7.0",
        _ => "1",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sherwood_engine::{Game, Rng};
    use sherwood_gest::{Gest, Options};
    use std::collections::HashSet;

    #[test]
    fn every_card_has_a_title_and_its_sides() {
        for card in 1..=32u8 {
            assert_ne!(card_title(card), "Unknown card", "card {card}");
            assert_eq!(card_title(card), cards::title(card), "card {card}");
            let t = card_text(card);
            let filled = |s: Option<&str>| s.is_some_and(|s| !s.trim().is_empty());
            match cards::kind(card) {
                CardKind::Regular => {
                    assert!(filled(t.light) && filled(t.dark), "card {card} sides");
                    assert!(t.single.is_none(), "card {card}");
                }
                _ => {
                    assert!(filled(t.single), "card {card} text");
                    assert!(t.light.is_none() && t.dark.is_none(), "card {card}");
                }
            }
        }
    }

    #[test]
    fn every_traveller_and_aid_has_text() {
        use Traveller::*;
        for t in [
            RichMerchant,
            NobleKnight,
            Monks,
            ThePotter,
            TheMillersSon,
            RichardAtTheLea,
            BishopOfHereford,
            GuyOfGisborne,
        ] {
            let (light, dark) = traveller_text(t);
            assert!(!light.is_empty() && !traveller_name(t).is_empty());
            assert_eq!(dark.is_some(), t.has_two_options(), "{t:?}");
        }
        assert_eq!(inspection_steps().len(), 5);
        assert_eq!(die_faces(true), "−1, −1, 0, +1, +2, +3");
        assert_eq!(die_faces(false), "−2, −1, −1, 0, +1, +2");
        for p in Plot::ALL {
            assert!(!plot_summary(p).is_empty());
        }
        for d in Deed::ALL {
            assert!(!deed_summary(d).is_empty());
        }
    }

    #[test]
    fn labels_prompts_and_log_lines_of_random_games_are_never_empty() {
        let mut variants = HashSet::new();
        let (mut finished, mut total_steps) = (0, 0);
        for seed in 0..300u64 {
            let mut g = Gest::new(&Options::default(), seed);
            let mut rng = Rng::new(seed ^ 0x5eed);
            let mut steps = 0;
            while g.outcome().is_none() && steps < 5000 {
                let legal = g.legal();
                for a in &legal {
                    let label = action_label(a);
                    assert!(!label.trim().is_empty(), "seed {seed}: {a}");
                    let name = a.to_string();
                    variants.insert(name.split(' ').next().unwrap_or("").to_string());
                }
                // Full views are costly (they copy the log): check some games.
                if seed < 40 {
                    let seat = g.to_move().expect("a seat to move");
                    let view = g.view(Viewer::Seat(seat));
                    let prompt = prompt_text(&view);
                    assert!(!prompt.trim().is_empty(), "seed {seed}");
                    let mut seen = HashSet::new();
                    for a in &view.legal {
                        let label = action_label_in(&view, a);
                        assert!(!label.trim().is_empty(), "seed {seed}: {a}");
                        assert!(
                            seen.insert(label.clone()),
                            "seed {seed}: two actions labelled {label:?} at {prompt:?}"
                        );
                    }
                    let other = g.view(Viewer::Seat(1 - seat));
                    assert!(!prompt_text(&other).trim().is_empty());
                }
                let a = rng.pick(&legal).expect("a legal action").clone();
                g.apply(&a).expect("legal");
                steps += 1;
            }
            finished += usize::from(g.outcome().is_some());
            total_steps += steps;
            for e in g.log() {
                assert!(!entry_text(e).trim().is_empty(), "seed {seed}: {e:?}");
                assert!(!entry_rule(e).is_empty());
                assert_eq!(entry_rule(e), e.rule, "seed {seed}: {e:?}");
            }
            if seed < 10 {
                for viewer in [Viewer::Public, Viewer::Seat(ROBIN), Viewer::Seat(SHERIFF)] {
                    let view = g.view(viewer);
                    for e in &view.log {
                        assert!(!entry_text(e).trim().is_empty());
                    }
                    assert!(!prompt_text(&view).trim().is_empty());
                }
            }
        }
        assert!(finished >= 290, "{finished} of 300 random games finished");
        assert!(total_steps > 300 * 50, "{total_steps} actions in 300 games");
        // The random games reach the main kinds of action.
        for v in [
            "robin", "man", "cart", "pass", "plot", "deed", "space", "done",
        ] {
            assert!(variants.contains(v), "{v} never legal: {variants:?}");
        }
    }
}
