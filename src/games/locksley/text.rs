//! Robin of Locksley's words on the table: tile names, challenges, prompts,
//! buttons, log lines. Every text comes from `i18n/<lang>/locksley.txt`.

use crate::i18n::{t, tf, tn};
use sherwood_engine::Seat;
use sherwood_locksley::{grid, Action, Color, Event, Glory, Large, Prompt, View};

pub const SEAT_CLASS: [&str; 2] = ["seat-red", "seat-blue"];

/// A colour as a word qualifying a loot tile ("a red tile").
pub fn color_name(c: Color) -> &'static str {
    match c {
        Color::White => t("locksley.color.white"),
        Color::Red => t("locksley.color.red"),
        Color::Pink => t("locksley.color.pink"),
        Color::Green => t("locksley.color.green"),
        Color::Blue => t("locksley.color.blue"),
        Color::Black => t("locksley.color.black"),
    }
}

/// `n` loot tiles of colour `c`, e.g. "3 red tiles".
pub fn tiles_of(c: Color, n: u8) -> String {
    let n = i64::from(n);
    match c {
        Color::White => tn("locksley.tiles.white", n, &[]),
        Color::Red => tn("locksley.tiles.red", n, &[]),
        Color::Pink => tn("locksley.tiles.pink", n, &[]),
        Color::Green => tn("locksley.tiles.green", n, &[]),
        Color::Blue => tn("locksley.tiles.blue", n, &[]),
        Color::Black => tn("locksley.tiles.black", n, &[]),
    }
}

/// `n` gold pieces, e.g. "2 gold".
pub fn gold(n: u8) -> String {
    tn("locksley.gold", i64::from(n), &[])
}

/// The tile's key without its face: a small tile has one name for both faces.
fn base_key(tile: Glory) -> String {
    let key = tile.key();
    match tile {
        Glory::Small { night: true, .. } => key.strip_suffix("_night").unwrap_or(&key).to_string(),
        _ => key,
    }
}

pub fn tile_name(tile: Glory) -> String {
    let name = t(&format!("locksley.name.{}", base_key(tile)));
    match tile.color() {
        Some(c) => crate::i18n::fill(name, &[("color", &color_name(c))]),
        None => name.to_string(),
    }
}

/// A tile's name as its space on the board shows it (the symbol shows its colour).
pub fn tile_on_board(tile: Glory) -> String {
    t(&format!("locksley.on_board.{}", base_key(tile))).to_string()
}

/// The challenge of a tile, in full.
pub fn challenge(tile: Glory) -> String {
    let text = t(&format!("locksley.challenge.{}", tile.key()));
    match tile.color() {
        Some(c) => {
            let needed = if is_night(tile) { 2 } else { 1 };
            crate::i18n::fill(text, &[("tiles", &tiles_of(c, needed))])
        }
        None => text.to_string(),
    }
}

/// Whether the tile shows its night (harder) face.
pub fn is_night(tile: Glory) -> bool {
    matches!(
        tile,
        Glory::Small { night: true, .. }
            | Glory::Large(
                Large::Nottingham
                    | Large::LynxEye
                    | Large::GoldenArrow
                    | Large::GoodSamaritan
                    | Large::SmallFry
                    | Large::TwinLoot
                    | Large::SleepingGuard,
            )
    )
}

/// The face a tile shows: "day" or "night".
pub fn face_label(tile: Glory) -> &'static str {
    if is_night(tile) {
        t("locksley.face.night")
    } else {
        t("locksley.face.day")
    }
}

/// The face a tile shows, as a phrase: "day side" or "night side".
pub fn side_label(tile: Glory) -> &'static str {
    if is_night(tile) {
        t("locksley.side.night")
    } else {
        t("locksley.side.day")
    }
}

/// What the player to move is asked for, shown right after their name.
pub fn prompt(prompt: &Prompt) -> &'static str {
    match prompt {
        Prompt::ChooseCorner => t("locksley.prompt.corner"),
        Prompt::Turn { moved: false } => t("locksley.prompt.turn"),
        Prompt::Turn { moved: true } => t("locksley.prompt.turn_moved"),
        Prompt::MustFeed => t("locksley.prompt.must_feed"),
        Prompt::Over(o) if o.reason == "lapped" => t("locksley.prompt.won.lapped"),
        Prompt::Over(_) => t("locksley.prompt.won.two_laps"),
    }
}

/// A prompt-bar button's label and tooltip for `action` (not a board move).
pub fn button(action: Action, v: &View) -> (String, String) {
    let me = v.current as usize;
    let next = v.next_tiles[me];
    match action {
        Action::Sell(c) => {
            let n = v.players[me].loot[c.index()];
            (
                tf("locksley.button.sell", &[("tiles", &tiles_of(c, n))]),
                tn(
                    "locksley.button.sell_title",
                    i64::from(n.saturating_sub(2)),
                    &[],
                ),
            )
        }
        Action::Meet => (
            tf("locksley.button.meet", &[("tile", &tile_name(next))]),
            challenge(next),
        ),
        // One button per pending sale that can pay: it names the sale used up.
        Action::MeetWith(c) => {
            let n = v
                .pending_sales
                .iter()
                .find(|s| s.color == c)
                .map_or(0, |s| s.tiles);
            let sold = tiles_of(c, n);
            (
                tf(
                    "locksley.button.meet_with",
                    &[("tile", &tile_name(next)), ("tiles", &sold)],
                ),
                tf(
                    "locksley.button.meet_with_title",
                    &[("challenge", &challenge(next)), ("tiles", &sold)],
                ),
            )
        }
        Action::Bribe => (
            tf("locksley.button.bribe", &[("tile", &tile_name(next))]),
            t("locksley.button.bribe_title").to_string(),
        ),
        _ => (
            t("locksley.button.end").to_string(),
            t("locksley.button.end_title").to_string(),
        ),
    }
}

/// How a grid square reads to a screen reader and in its tooltip.
pub fn square_label(
    sq: u8,
    action: Option<Action>,
    tile: Option<Color>,
    robin: Option<&str>,
) -> String {
    let square = grid::name(sq);
    let with_color =
        |key: &str, c: Color| tf(key, &[("square", &square), ("color", &color_name(c))]);
    match (action, tile) {
        (Some(Action::Corner(_)), Some(c)) => with_color("locksley.square.corner", c),
        (Some(_), Some(c)) => with_color("locksley.square.jump", c),
        (Some(_), None) => tf("locksley.square.jump_empty", &[("square", &square)]),
        (None, Some(c)) => with_color("locksley.square.loot", c),
        (None, None) => match robin {
            Some(name) => tf(
                "locksley.square.robin",
                &[("square", &square), ("name", &name)],
            ),
            None => tf("locksley.square.empty", &[("square", &square)]),
        },
    }
}

/// One log line in words, and the seat it belongs to.
pub fn event(e: &Event, names: &[String; 2]) -> (String, Option<Seat>) {
    let who = |s: Seat| names[s as usize].as_str();
    match e {
        Event::CornersTaken {
            seat,
            corner,
            other,
        } => (
            tf(
                "locksley.log.corners",
                &[
                    ("name", &who(*seat)),
                    ("corner", &grid::name(*corner)),
                    ("other_name", &who(1 - seat)),
                    ("other", &grid::name(*other)),
                ],
            ),
            Some(*seat),
        ),
        Event::Moved {
            seat,
            from,
            to,
            took,
        } => {
            let (from, to) = (grid::name(*from), grid::name(*to));
            let text = match took {
                Some(c) => tf(
                    "locksley.log.moved",
                    &[
                        ("name", &who(*seat)),
                        ("from", &from),
                        ("to", &to),
                        ("color", &color_name(*c)),
                    ],
                ),
                None => tf(
                    "locksley.log.moved_empty",
                    &[("name", &who(*seat)), ("from", &from), ("to", &to)],
                ),
            };
            (text, Some(*seat))
        }
        Event::Sold {
            seat,
            color,
            tiles,
            gold: g,
        } => (
            tf(
                "locksley.log.sold",
                &[
                    ("name", &who(*seat)),
                    ("tiles", &tiles_of(*color, *tiles)),
                    ("gold", &gold(*g)),
                ],
            ),
            Some(*seat),
        ),
        Event::Met { seat, tile, .. } => (
            tf(
                "locksley.log.met",
                &[("name", &who(*seat)), ("tile", &tile_name(*tile))],
            ),
            Some(*seat),
        ),
        Event::Bribed { seat, tile, .. } => (
            tf(
                "locksley.log.bribed",
                &[("name", &who(*seat)), ("tile", &tile_name(*tile))],
            ),
            Some(*seat),
        ),
        Event::Refilled { square } => (
            tf("locksley.log.refilled", &[("square", &grid::name(*square))]),
            None,
        ),
        Event::Reshuffled { tiles } => {
            (tn("locksley.log.reshuffled", i64::from(*tiles), &[]), None)
        }
        Event::LeftEmpty { square } => (
            tf(
                "locksley.log.left_empty",
                &[("square", &grid::name(*square))],
            ),
            None,
        ),
        Event::TurnEnded { seat } => (
            tf("locksley.log.turn_ended", &[("name", &who(*seat))]),
            Some(*seat),
        ),
        Event::Won { seat, reason } => {
            let name = who(*seat);
            let text = match reason.as_str() {
                "lapped" => tf("locksley.log.won.lapped", &[("name", &name)]),
                _ => tf("locksley.log.won.two_laps", &[("name", &name)]),
            };
            (text, Some(*seat))
        }
    }
}

/// A player's bard: where it stands on the glory track.
pub fn bard_progress(bard: u16, lap: u16) -> String {
    if bard >= 2 * lap {
        t("locksley.player.bard_home").to_string()
    } else {
        tf(
            "locksley.player.bard",
            &[
                ("lap", &(bard / lap + 1).min(2)),
                ("space", &(bard % lap)),
                ("spaces", &lap),
            ],
        )
    }
}
