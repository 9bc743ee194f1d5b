//! The Locksley board in SVG: the glory track around the 5×5 loot grid.

use super::last_move::last_turn;
use super::text::{self, SEAT_CLASS};
use crate::i18n::{t, tf};
use crate::table::BoardTarget;
use leptos::prelude::*;
use sherwood_locksley::{grid, Action, Color, Glory, Large, View};

/// Side of the track ring, the corner tiles and the grid squares, in SVG units.
const RING: f64 = 940.0;
const CORNER: f64 = 150.0;
const SQUARE: f64 = 112.0;
/// The grid's corner: a margin inside the ring for the file and rank labels.
const GRID_AT: f64 = 190.0;

pub fn fill(c: Color) -> &'static str {
    match c {
        Color::White => "#f4f1e8",
        Color::Red => "#c0392b",
        Color::Pink => "#e58fb5",
        Color::Green => "#3f8f3a",
        Color::Blue => "#2f6db5",
        Color::Black => "#2b2b2b",
    }
}

fn ink(c: Color) -> &'static str {
    match c {
        Color::White | Color::Pink => "#2b2b2b",
        _ => "#f4f1e8",
    }
}

/// Each colour also has its own shape, so the game is playable without colour vision.
pub fn symbol_path(c: Color) -> &'static str {
    match c {
        Color::White => "M0,-26 A26,26 0 1 1 0,26 A26,26 0 1 1 0,-26 Z",
        Color::Red => "M0,-30 L26,0 L0,30 L-26,0 Z",
        Color::Pink => "M0,26 C-34,2 -30,-26 -14,-26 C-6,-26 0,-20 0,-12 C0,-20 6,-26 14,-26 C30,-26 34,2 0,26 Z",
        Color::Green => "M0,-30 L28,24 L-28,24 Z",
        Color::Blue => "M0,-32 C16,-10 26,2 26,12 A26,26 0 0 1 -26,12 C-26,2 -16,-10 0,-32 Z",
        Color::Black => "M-22,-22 H22 V22 H-22 Z",
    }
}

/// A loot tile (colour and symbol) centred at the origin, `size` across.
#[component]
pub fn LootChip(color: Color, #[prop(default = 40.0)] size: f64) -> impl IntoView {
    view! {
        <svg class="chip" viewBox="-50 -50 100 100" width=size height=size role="img" aria-label=tf("locksley.board.chip", &[("color", &text::color_name(color))])>
            <rect x="-46" y="-46" width="92" height="92" rx="14" fill=fill(color) stroke="#5a4630" stroke-width="4" />
            <path d=symbol_path(color) fill="none" stroke=ink(color) stroke-width="7" />
        </svg>
    }
}

/// A rectangle in SVG units: x, y, width, height.
type Rect = (f64, f64, f64, f64);

/// Where track space `i` of a lap with `per_side` small tiles lies: (x, y, w, h).
fn track_rect(i: usize, per_side: usize) -> Rect {
    let w = (RING - 2.0 * CORNER) / per_side as f64;
    let side = i / (per_side + 1);
    let j = (i % (per_side + 1)) as f64;
    let far = RING - CORNER;
    match (side, j == 0.0) {
        (0, true) => (0.0, 0.0, CORNER, CORNER),
        (0, false) => (CORNER + (j - 1.0) * w, 0.0, w, CORNER),
        (1, true) => (far, 0.0, CORNER, CORNER),
        (1, false) => (far, CORNER + (j - 1.0) * w, CORNER, w),
        (2, true) => (far, far, CORNER, CORNER),
        (2, false) => (far - j * w, far, w, CORNER),
        (3, true) => (0.0, far, CORNER, CORNER),
        _ => (0.0, far - j * w, CORNER, w),
    }
}

/// The space a bard at `progress` stands on; `lap` stands for Long Live the King.
fn space_of(progress: u16, lap: usize) -> usize {
    if progress as usize == 2 * lap {
        lap
    } else {
        progress as usize % lap
    }
}

/// The Long Live the King tile, outside the start corner.
const KING_RECT: Rect = (-120.0, -120.0, 125.0, 125.0);

fn square_xy(sq: u8) -> (f64, f64) {
    let x = GRID_AT + grid::file(sq) as f64 * SQUARE;
    let y = GRID_AT + (4 - grid::rank(sq)) as f64 * SQUARE;
    (x, y)
}

/// A tile's name laid out in a box `w` wide and `h` high: its lines (one to
/// three, words never cut) and the largest font size, up to 28, at which
/// they fit (serif glyphs average about 0.6 em).
fn fit_name(name: &str, w: f64, h: f64) -> (Vec<String>, f64) {
    let words: Vec<&str> = name.split(' ').collect();
    (1..=words.len().min(3))
        .map(|n| {
            let lines = balanced_lines(&words, n);
            let longest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(1);
            let font = (w / (0.6 * longest as f64))
                .min(h / (1.15 * n as f64))
                .min(28.0);
            (lines, font)
        })
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .unwrap_or_default()
}

/// `words` in at most `n` lines of about equal length.
fn balanced_lines(words: &[&str], n: usize) -> Vec<String> {
    let total = words.iter().map(|w| w.chars().count() + 1).sum::<usize>() - 1;
    let target = total.div_ceil(n);
    let mut lines: Vec<String> = Vec::new();
    for word in words {
        let full = lines.len() == n;
        match lines.last_mut() {
            Some(line) if full || line.chars().count() + 1 + word.chars().count() <= target => {
                line.push(' ');
                line.push_str(word);
            }
            _ => lines.push(word.to_string()),
        }
    }
    lines
}

/// What one square of the grid shows that changes with the game.
#[derive(Clone, PartialEq)]
struct SquareLook {
    label: String,
    action: Option<Action>,
    /// The class of its last-move mark, if it has one.
    mark: Option<&'static str>,
    took: Option<Color>,
    tile: Option<Color>,
    robin: Option<usize>,
}

#[component]
pub fn Board(
    view: Memo<View>,
    names: Signal<[String; 2]>,
    on_action: Callback<Action>,
    /// The track space whose challenge is shown in full (`lap` = Long Live the King).
    selected: RwSignal<Option<usize>>,
) -> impl IntoView {
    // The other seat's last turn, read from the log once per position.
    let last = Memo::new(move |_| view.with(|v| last_turn(&v.log, v.current)));
    // The track is laid out again only if it changes (never within a game);
    // a change of position only moves the marks of the bards' next spaces
    // and the last step, class by class.
    let track =
        Memo::new(move |_| view.with(|v| (v.track.clone(), v.options.length.small_per_side())));
    // The space each bard steps on next (none past the end): the tiles'
    // marks read this, not the view, so a move that moves no bard redraws
    // none of them.
    let next_spaces = Memo::new(move |_| {
        view.with(|v| {
            let lap = v.track.len();
            v.players
                .each_ref()
                .map(|p| (p.bard < 2 * lap as u16).then(|| space_of(p.bard + 1, lap)))
        })
    });
    let track_tiles = move || {
        let (track, per) = track.get();
        let lap = track.len();
        let mut tiles: Vec<(usize, Glory, Rect)> = track
            .iter()
            .enumerate()
            .map(|(i, t)| (i, *t, track_rect(i, per)))
            .collect();
        tiles.push((lap, Glory::Large(Large::LongLiveTheKing), KING_RECT));
        tiles
            .into_iter()
            .map(|(i, tile, (x, y, w, h))| {
                let night = text::is_night(tile);
                let color = tile.color();
                // The name in full between the space's number and what
                // stands at its foot: the colour's symbol between the bards.
                let top = if i < lap { 32.0 } else { 10.0 };
                let foot = 66.0;
                let (lines, font) = fit_name(&text::tile_on_board(tile), w - 16.0, h - top - foot);
                let first = y + top + font * 0.9;
                let title = tf("locksley.board.tile", &[("name", &text::tile_name(tile)), ("side", &text::side_label(tile)), ("challenge", &text::challenge(tile))]);
                let is_next = move || next_spaces.with(|n| n.contains(&Some(i)));
                let stepped = move || last.with(|l| l.bard.is_some_and(|b| space_of(b, lap) == i));
                let label = title.clone();
                let cx = x + w / 2.0;
                view! {
                    <g
                        class="track-tile"
                        class:night=night
                        class:large=tile.is_large()
                        class:next=is_next
                        class:last-step=stepped
                        class:selected=move || selected.get() == Some(i)
                        tabindex="0"
                        role="button"
                        aria-label=label
                        data-space=i
                        on:click=move |_| selected.set(Some(i))
                        on:keydown=move |e: web_sys::KeyboardEvent| {
                            if crate::table::activates(&e) {
                                selected.set(Some(i));
                            }
                        }
                    >
                        <title>{title}</title>
                        <rect x=x + 3.0 y=y + 3.0 width=w - 6.0 height=h - 6.0 rx="10" />
                        {color.map(|c| view! {
                            <path d=symbol_path(c) transform=format!("translate({cx},{}) scale(0.55)", y + h - 36.0) fill=fill(c) stroke="#2b2b2b" stroke-width="5" />
                        })}
                        {lines.into_iter().enumerate().map(|(k, line)| view! {
                            <text x=cx y=first + k as f64 * font * 1.15 text-anchor="middle" class="tile-label" font-size=font>{line}</text>
                        }).collect_view()}
                        {(i < lap).then(|| view! { <text x=x + 12.0 y=y + 26.0 class="tile-index">{i}</text> })}
                    </g>
                }
            })
            .collect_view()
    };

    // Drawn again only when a bard moves.
    let bards_at = Memo::new(move |_| view.with(|v| v.players.each_ref().map(|p| p.bard)));
    let bards = move || {
        let at = bards_at.get();
        let (track, per) = track.get();
        let lap = track.len();
        (0..2usize)
            .map(|s| {
                let progress = at[s] as usize;
                let space = space_of(progress as u16, lap);
                let (x, y, w, h) = if space == lap { KING_RECT } else { track_rect(space, per) };
                // Red bottom left, Blue bottom right, clear of the tile's label.
                let bx = if s == 0 { x + 26.0 } else { x + w - 26.0 };
                let by = y + h - 14.0;
                view! {
                    <g class=format!("bard {}", SEAT_CLASS[s]) transform=format!("translate({bx},{by}) scale(0.8)") data-testid=format!("bard-{s}")>
                        <title>{tf("locksley.board.bard", &[("name", &names.get()[s]), ("lap", &(progress / lap + 1).min(2)), ("space", &(progress % lap))])}</title>
                        <path d="M0,-40 A10,10 0 1 1 0.1,-40 Z M-15,0 L-9,-26 Q0,-33 9,-26 L15,0 Z" />
                        {(s == 1).then(|| view! { <path class="band" d="M-12,-11 L12,-11" /> })}
                    </g>
                }
            })
            .collect_view()
    };

    // What each square shows, worked out for all 25 at once; each square
    // redraws only when its own look changes (a jump changes a few).
    let looks = Memo::new(move |_| {
        view.with(|v| {
            let last = last.get();
            let names = names.get();
            let mover = last
                .seat
                .map(|s| names[s as usize].clone())
                .unwrap_or_default();
            let targets: Vec<(u8, Action)> = v
                .legal
                .iter()
                .filter_map(|a| match a {
                    Action::Move(sq) | Action::Corner(sq) => Some((*sq, *a)),
                    _ => None,
                })
                .collect();
            (0..25u8)
                .map(|sq| {
                    let tile = v.grid[sq as usize];
                    let action = targets.iter().find(|(t, _)| *t == sq).map(|(_, a)| *a);
                    let robin = v.robins.iter().position(|r| *r == Some(sq));
                    let robin_name = robin.map(|s| names[s].as_str());
                    let mut label = text::square_label(sq, action, tile, robin_name);
                    let mark = match last.jump {
                        Some((from, _)) if from == sq => {
                            Some(("last-from", "locksley.board.last_from"))
                        }
                        Some((_, to)) if to == sq => Some(("last-to", "locksley.board.last_to")),
                        _ => last
                            .refilled
                            .contains(&sq)
                            .then_some(("last-refill", "locksley.board.last_refill")),
                    };
                    if let Some((_, key)) = mark {
                        label = format!("{label} {}", tf(key, &[("name", &mover)]));
                    }
                    // What the jump took, shown small on the square where it lay.
                    let took = last.took.filter(|_| mark.is_some_and(|m| m.0 == "last-to"));
                    if let Some(c) = took {
                        let what = tf(
                            "locksley.board.last_took",
                            &[("name", &mover), ("color", &text::color_name(c))],
                        );
                        label = format!("{label} {what}");
                    }
                    SquareLook {
                        label,
                        action,
                        mark: mark.map(|m| m.0),
                        took,
                        tile,
                        robin,
                    }
                })
                .collect::<Vec<_>>()
        })
    });
    let squares = (0..25u8)
        .map(|sq| {
            let look = Memo::new(move |_| looks.with(|l| l[sq as usize].clone()));
            let (x, y) = square_xy(sq);
            move || {
                let SquareLook { label, action, mark, took, tile, robin } = look.get();
                view! {
                    <BoardTarget class="square" label=label action on_action attr:data-square=grid::name(sq) attr:data-last=mark>
                        <rect class="cell" x=x y=y width=SQUARE height=SQUARE />
                        {mark.map(|class| view! { <rect class=format!("last-move {class}") x=x + 3.0 y=y + 3.0 width=SQUARE - 6.0 height=SQUARE - 6.0 rx="14" /> })}
                        {took.map(|c| view! {
                            <g class="last-took" transform=format!("translate({},{}) scale(0.28)", x + SQUARE - 20.0, y + 20.0) data-testid="last-took">
                                <rect x="-46" y="-46" width="92" height="92" rx="14" fill=fill(c) stroke="#5a4630" stroke-width="6" />
                                <path d=symbol_path(c) fill="none" stroke=ink(c) stroke-width="9" />
                            </g>
                        })}
                        {tile.map(|c| view! {
                            <rect x=x + 8.0 y=y + 8.0 width=SQUARE - 16.0 height=SQUARE - 16.0 rx="12" fill=fill(c) stroke="#5a4630" stroke-width="3" />
                            <path d=symbol_path(c) transform=format!("translate({},{})", x + SQUARE / 2.0, y + SQUARE / 2.0) fill="none" stroke=ink(c) stroke-width="6" />
                        })}
                        {robin.map(|s| view! {
                            <g class=format!("robin {}", SEAT_CLASS[s]) transform=format!("translate({},{})", x + SQUARE / 2.0, y + SQUARE / 2.0)>
                                <path d="M-30,40 L30,40 L22,18 Q30,-6 12,-26 L4,-46 L-8,-28 Q-30,-20 -30,0 L-14,2 L-22,18 Z" />
                                <circle cx="6" cy="-14" r="4" class="eye" />
                                // Blue also wears a white band, so the two
                                // sides differ by more than colour.
                                {(s == 1).then(|| view! { <path class="band" d="M-25,24 L25,24" /> })}
                            </g>
                        })}
                        {action.map(|_| view! { <rect class="target-ring" x=x + 4.0 y=y + 4.0 width=SQUARE - 8.0 height=SQUARE - 8.0 rx="14" /> })}
                    </BoardTarget>
                }
            }
        })
        .collect_view();

    // The other seat's last jump, as an arrow over the grid.
    let jump_arrow = move || {
        let (from, to) = last.with(|l| l.jump)?;
        let centre = |sq: u8| {
            let (x, y) = square_xy(sq);
            (x + SQUARE / 2.0, y + SQUARE / 2.0)
        };
        let ((x1, y1), (x2, y2)) = (centre(from), centre(to));
        // Stop short of the Robin standing at the end.
        let (dx, dy) = (x2 - x1, y2 - y1);
        let len = (dx * dx + dy * dy).sqrt().max(1.0);
        let (x2, y2) = (x2 - dx / len * 40.0, y2 - dy / len * 40.0);
        Some(view! {
            <g class="last-jump" aria-hidden="true" data-testid="last-jump">
                <line x1=x1 y1=y1 x2=x2 y2=y2 />
                <path d="M-14,-10 L4,0 L-14,10 Z" transform=format!("translate({x2},{y2}) rotate({})", dy.atan2(dx).to_degrees()) />
            </g>
        })
    };

    // Files a–e under the grid and ranks 1–5 beside it, as the log and the
    // lessons name squares.
    let coordinates = (0..5u8)
        .map(|k| {
            let (x, _) = square_xy(k);
            let (_, y) = square_xy(k * 5);
            let file = grid::name(k)[..1].to_string();
            let rank = (k + 1).to_string();
            view! {
                <text class="coord" x=x + SQUARE / 2.0 y=GRID_AT + 5.0 * SQUARE + 36.0 text-anchor="middle" aria-hidden="true">{file}</text>
                <text class="coord" x=GRID_AT - 26.0 y=y + SQUARE / 2.0 + 8.0 text-anchor="middle" aria-hidden="true">{rank}</text>
            }
        })
        .collect_view();

    view! {
        <svg class="board" viewBox="-125 -125 1075 1075" role="group" aria-label=t("locksley.board.label") data-testid="board">
            <rect class="ring-bg" x="0" y="0" width=RING height=RING rx="18" />
            <rect class="grid-bg" x=GRID_AT - 10.0 y=GRID_AT - 10.0 width=SQUARE * 5.0 + 20.0 height=SQUARE * 5.0 + 20.0 rx="10" />
            {track_tiles}
            {coordinates}
            {squares}
            {jump_arrow}
            {bards}
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tile_names_are_laid_out_whole_in_their_box() {
        for name in [
            "Long Live the King",
            "Nel cuore della notte",
            "Assalto al convoglio",
            "Tithe",
        ] {
            let (lines, font) = fit_name(name, 109.0, 69.0);
            assert_eq!(lines.join(" "), name, "every word, in order");
            assert!(lines.len() <= 3);
            let longest = lines.iter().map(|l| l.chars().count()).max().unwrap();
            assert!(
                0.6 * longest as f64 * font <= 109.0 + 1e-9,
                "{name}: fits across"
            );
            assert!(
                1.15 * lines.len() as f64 * font <= 69.0 + 1e-9,
                "{name}: fits down"
            );
            assert!(font >= 14.0, "{name}: readable ({font})");
        }
        assert_eq!(fit_name("Long Live the King", 109.0, 69.0).0.len(), 2);
    }
}
