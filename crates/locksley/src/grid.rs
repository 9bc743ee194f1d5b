//! The 5×5 loot grid: squares, knight moves and the distances the glory tiles name.
//!
//! Squares are numbered `0..25` as `rank * 5 + file`, file `a..e` left to right
//! and rank `1..5` bottom to top, so `0` is a1 and `24` is e5.

pub const SIZE: u8 = 5;
pub const SQUARES: usize = 25;
pub const CORNERS: [u8; 4] = [0, 4, 20, 24];

pub fn file(sq: u8) -> i8 {
    (sq % SIZE) as i8
}

pub fn rank(sq: u8) -> i8 {
    (sq / SIZE) as i8
}

fn at(file: i8, rank: i8) -> Option<u8> {
    let n = SIZE as i8;
    ((0..n).contains(&file) && (0..n).contains(&rank)).then(|| (rank * n + file) as u8)
}

/// The corner diagonally across the grid.
pub fn opposite_corner(sq: u8) -> u8 {
    24 - sq
}

pub fn is_corner(sq: u8) -> bool {
    CORNERS.contains(&sq)
}

const KNIGHT: [(i8, i8); 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// Every square a knight on `sq` reaches without leaving the grid.
pub fn knight_targets(sq: u8) -> impl Iterator<Item = u8> {
    KNIGHT
        .iter()
        .filter_map(move |(df, dr)| at(file(sq) + df, rank(sq) + dr))
}

fn delta(a: u8, b: u8) -> (i8, i8) {
    ((file(a) - file(b)).abs(), (rank(a) - rank(b)).abs())
}

/// "In range": one knight move from one Robin lands exactly on the other.
pub fn in_range(a: u8, b: u8) -> bool {
    matches!(delta(a, b), (1, 2) | (2, 1))
}

/// "Diagonally adjacent": diagonal neighbours.
pub fn diagonally_adjacent(a: u8, b: u8) -> bool {
    delta(a, b) == (1, 1)
}

/// "In contact": orthogonal neighbours.
pub fn in_contact(a: u8, b: u8) -> bool {
    matches!(delta(a, b), (0, 1) | (1, 0))
}

/// The square's name, e.g. `c3`.
pub fn name(sq: u8) -> String {
    format!("{}{}", (b'a' + sq % SIZE) as char, sq / SIZE + 1)
}

pub fn parse(text: &str) -> Option<u8> {
    let b = text.as_bytes();
    if b.len() != 2 {
        return None;
    }
    at(b[0].wrapping_sub(b'a') as i8, b[1].wrapping_sub(b'1') as i8)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip() {
        for sq in 0..25 {
            assert_eq!(parse(&name(sq)), Some(sq));
        }
        assert_eq!(name(0), "a1");
        assert_eq!(name(24), "e5");
        assert_eq!(parse("f1"), None);
        assert_eq!(parse("a6"), None);
        assert_eq!(parse("a"), None);
    }

    #[test]
    fn knight_counts_match_a_chessboard() {
        // Corner 2, centre 8, the square beside a corner 3.
        assert_eq!(knight_targets(0).count(), 2);
        assert_eq!(knight_targets(12).count(), 8);
        assert_eq!(knight_targets(1).count(), 3);
        // 48 pairs of squares a knight's move apart, each counted from both ends.
        let total: usize = (0..25).map(|s| knight_targets(s).count()).sum();
        assert_eq!(total, 96);
    }
}
