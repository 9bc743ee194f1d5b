//! Line of sight and the cover it gives (ours: the rulebook has only the
//! terrain table's cover column). The rules, in full:
//!
//! 1. Sight runs along the straight line between the two hexes' centres.
//!    Where that line runs exactly along hex sides it is tried nudged to
//!    either side; sight is clear if either reading is clear.
//! 2. Only the hexes strictly between the two ends can block: a wall hex
//!    blocks; a second tree or brush hex blocks (one sees into and through
//!    one hex of woods, no further). Windows, doors, house insides, banks,
//!    water and characters do not block (the walls around a house do).
//! 3. Sight is mutual: if A sees B, B sees A. Adjacent hexes always see
//!    each other.
//! 4. Cover for a shot is the target hex's cover from the terrain table,
//!    with its conditions read on the line of fire: a house's inside or a
//!    window gives medium cover when the line passes a window or door hex
//!    (either end included), otherwise none; an outer corner gives medium
//!    cover unless the shooter sees both sides of the building, which is
//!    when every building hex touching the corner is farther from the
//!    shooter than the corner is. A tree or brush hex between the two gives
//!    at least light cover. Of two readings of the line, the shooter uses the
//!    one with less cover.
//!
//! On a map drawn on hex sides (rules revision 4, `crate::maps`) walls,
//! windows and doors stand between hexes, and:
//!
//! 5. A line that crosses a wall side is blocked, adjacent hexes included.
//!    A house blocks sight: a line that crosses a window or door side and
//!    passes through a house's room between its ends is blocked. So one
//!    sees into a house only the room just behind a window or door, sees
//!    out of it from there, sees across a room from inside it, and never
//!    sees through a house.
//! 6. A house's room gives medium cover when the line crosses a window or
//!    door side, otherwise none; one who stands on the inner side of a door
//!    or gate and is shot through it has at least the door's medium cover;
//!    an outer corner's building hexes are the rooms and yards touching it.

use crate::hex::Hex;
use crate::maps::{Border, Drawing, Ground, Map};
use crate::tables::{terrain, Cover, Terrain, TerrainCover};

/// What one reading of the line shows.
fn reading(map: &Map, from: Hex, to: Hex, side: i8) -> Option<Vec<Hex>> {
    let line = from.line(to, side)?;
    let between = &line[1..line.len().saturating_sub(1).max(1)];
    let mut woods = 0;
    for &h in between {
        let g = map.at(h);
        if matches!(g, Ground::Land(Terrain::Wall) | Ground::Off) {
            return None;
        }
        if g.is_woods() {
            woods += 1;
            if woods >= 2 {
                return None;
            }
        }
    }
    if map.drawing() == Drawing::Sides {
        let mut opening = false;
        for step in line.windows(2) {
            match map.border(step[0], step[1]) {
                Border::Wall => return None,
                Border::Window | Border::Door => opening = true,
                Border::Open => {}
            }
        }
        let house = between
            .iter()
            .any(|&h| map.at(h) == Ground::Land(Terrain::HouseInterior));
        if opening && house {
            return None;
        }
    }
    Some(line)
}

/// The clear readings of the line from `from` to `to`.
fn clear_lines(map: &Map, from: Hex, to: Hex) -> impl Iterator<Item = Vec<Hex>> + '_ {
    [1, -1]
        .into_iter()
        .filter_map(move |side| reading(map, from, to, side))
}

/// Whether a character in `from` sees one in `to` (rules 1-3).
pub fn sees(map: &Map, from: Hex, to: Hex) -> bool {
    entry(map, from, to) & SEES != 0
}

/// The fire table's column for a shot from `shooter` at `target` (rule 4);
/// `None` when there is no line of sight or the target has total cover.
pub fn fire_cover(map: &Map, shooter: Hex, target: Hex) -> Option<Cover> {
    match entry(map, shooter, target) & !SEES {
        0 => None,
        c => Some(Cover::ALL[usize::from(c - 1)]),
    }
}

/// The table's bit for "sees"; the low bits hold the cover, 0 for none
/// possible, else 1 + the column.
const SEES: u8 = 0x80;

/// Both answers for a pair, read from the map's table: each is worked out
/// from the rules below once, on first use.
fn entry(map: &Map, from: Hex, to: Hex) -> u8 {
    map.sight_entry(from, to, || entry_by_rule(map, from, to))
}

/// Both answers for a pair from the rules (sight, rules 1-3 and 5; cover,
/// rules 4 and 6), each reading of the line worked out once. Cold: once a
/// game has begun, nearly every entry asked for has been worked out.
#[cold]
#[inline(never)]
fn entry_by_rule(map: &Map, from: Hex, to: Hex) -> u8 {
    let lines: Vec<Vec<Hex>> = clear_lines(map, from, to).collect();
    let sees = from == to
        || (from.is_adjacent(to) && map.border(from, to) != Border::Wall)
        || !lines.is_empty();
    let cover = lines
        .iter()
        .filter_map(|line| cover_on(map, from, to, line))
        .min_by_key(|&c| c as u8);
    cover.map_or(0, |c| 1 + c as u8) | if sees { SEES } else { 0 }
}

fn cover_on(map: &Map, shooter: Hex, target: Hex, line: &[Hex]) -> Option<Cover> {
    let sided = map.drawing() == Drawing::Sides;
    let through_opening = line.iter().any(|&h| {
        matches!(
            map.at(h),
            Ground::Land(Terrain::Window | Terrain::DoorOrGate)
        )
    }) || line
        .windows(2)
        .any(|step| map.border(step[0], step[1]).is_opening());
    let building = |g: Ground| g.is_building_edge() || (sided && g.is_enclosed());
    let both_sides = target
        .neighbours()
        .filter(|&n| building(map.at(n)))
        .all(|n| n.distance(shooter) > target.distance(shooter));
    let mut own = map
        .at(target)
        .effects()
        .map_or(TerrainCover::None, |e| e.cover)
        .fire_cover(through_opening, both_sides)?;
    // Holding a doorway: shot through the door on whose inner side one stands.
    let from_before = line.len().checked_sub(2).map(|k| line[k]);
    if from_before.is_some_and(|a| map.holds_doorway(target, a)) {
        let door = terrain(Terrain::DoorOrGate).cover.fire_cover(true, false)?;
        if door as u8 > own as u8 {
            own = door;
        }
    }
    let woods_between = line.len() > 2
        && line[1..line.len() - 1]
            .iter()
            .any(|&h| map.at(h).is_woods());
    Some(if woods_between && own == Cover::None {
        Cover::Light
    } else {
        own
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 20 × 14 map of flat ground with the given hexes drawn on it.
    fn map(marks: &[(&str, char)]) -> Map {
        let mut rows = vec![vec!['.'; 20]; 14];
        for (at, c) in marks {
            let h: Hex = at.parse().unwrap();
            rows[usize::from(h.row)][usize::from(h.col)] = *c;
        }
        let rows: Vec<String> = rows.into_iter().map(|r| r.into_iter().collect()).collect();
        let refs: Vec<&str> = rows.iter().map(String::as_str).collect();
        Map::parse(&refs).unwrap()
    }

    fn h(s: &str) -> Hex {
        s.parse().unwrap()
    }

    /// The table the engine reads agrees with the rules, pair by pair, on
    /// every map (a sample of source hexes, every target).
    #[test]
    fn sight_table_matches_the_rules_on_every_map() {
        for (id, drawing) in crate::maps::MapId::ALL
            .into_iter()
            .flat_map(|id| [(id, Drawing::Hexes), (id, Drawing::Sides)])
        {
            let m = id.drawn(drawing);
            for from in m.hexes().filter(|h| (h.col + 2 * h.row) % 5 == 0) {
                for to in m.hexes() {
                    assert_eq!(entry(m, from, to), entry_by_rule(m, from, to));
                }
            }
        }
    }

    #[test]
    fn line_of_sight_clear_over_open_ground() {
        let m = map(&[]);
        assert!(sees(&m, h("a1"), h("t14")));
        assert_eq!(fire_cover(&m, h("a1"), h("t14")), Some(Cover::None));
    }

    #[test]
    fn line_of_sight_blocked_by_wall() {
        let m = map(&[("e5", '#')]);
        assert!(!sees(&m, h("e3"), h("e7")));
        assert!(!sees(&m, h("e7"), h("e3")), "sight is mutual");
        assert_eq!(fire_cover(&m, h("e3"), h("e7")), None);
    }

    #[test]
    fn line_of_sight_wall_target_has_total_cover() {
        let m = map(&[("e5", '#')]);
        assert!(sees(&m, h("e4"), h("e5")));
        assert_eq!(fire_cover(&m, h("e3"), h("e5")), None);
    }

    #[test]
    fn line_of_sight_one_woods_hex_seen_through_with_light_cover() {
        for c in ['T', '"'] {
            let m = map(&[("e5", c)]);
            assert!(sees(&m, h("e3"), h("e7")), "{c}");
            assert_eq!(fire_cover(&m, h("e3"), h("e7")), Some(Cover::Light));
        }
    }

    #[test]
    fn line_of_sight_blocked_by_trees_and_brush_beyond_the_first_hex() {
        let m = map(&[("e5", 'T'), ("e6", '"')]);
        assert!(!sees(&m, h("e3"), h("e8")));
        // Into the woods: the first woods hex is the target's own.
        assert!(sees(&m, h("e3"), h("e5")));
        assert_eq!(fire_cover(&m, h("e3"), h("e5")), Some(Cover::Light));
        // One hex in, the one behind is seen.
        assert!(sees(&m, h("e3"), h("e6")));
    }

    #[test]
    fn line_of_sight_adjacent_always_seen() {
        let m = map(&[("e5", '#'), ("e4", 'T')]);
        assert!(sees(&m, h("e4"), h("e5")));
    }

    #[test]
    fn line_of_sight_along_hex_sides_either_reading_suffices() {
        // a2 to c2 runs along the side between b1 and b2: one blocked side
        // leaves the other reading clear.
        let m = map(&[("b1", '#')]);
        let l1 = h("a2").line(h("c2"), 1).unwrap();
        let l2 = h("a2").line(h("c2"), -1).unwrap();
        assert_ne!(l1[1], l2[1], "the line runs along a side");
        assert!(sees(&m, h("a2"), h("c2")));
        let m = map(&[("b1", '#'), ("b2", '#')]);
        assert!(!sees(&m, h("a2"), h("c2")));
    }

    #[test]
    fn line_of_sight_not_blocked_by_openings_or_banks_or_water() {
        let m = map(&[
            ("e4", 'w'),
            ("e5", 'd'),
            ("e6", 'h'),
            ("e7", '^'),
            ("e8", '~'),
        ]);
        assert!(sees(&m, h("e2"), h("e10")));
    }

    #[test]
    fn cover_inside_house_medium_through_window_or_door_else_none() {
        // A house: e5 inside, window at e4 north, wall around.
        let m = map(&[
            ("e5", 'h'),
            ("e6", 'h'),
            ("e4", 'w'),
            ("d5", '#'),
            ("f5", '#'),
            ("e7", '#'),
        ]);
        assert_eq!(fire_cover(&m, h("e1"), h("e5")), Some(Cover::Medium));
        // From inside the same house, no opening on the line: none.
        assert_eq!(fire_cover(&m, h("e6"), h("e5")), Some(Cover::None));
        // A target in the window itself is shot through it.
        assert_eq!(fire_cover(&m, h("e1"), h("e4")), Some(Cover::Medium));
    }

    #[test]
    fn cover_door_is_medium() {
        let m = map(&[("e5", 'd')]);
        assert_eq!(fire_cover(&m, h("e1"), h("e5")), Some(Cover::Medium));
    }

    #[test]
    fn cover_bank_top_medium_brush_and_tree_light() {
        let m = map(&[("e5", '^'), ("g5", '"'), ("i5", 'T')]);
        assert_eq!(fire_cover(&m, h("e1"), h("e5")), Some(Cover::Medium));
        assert_eq!(fire_cover(&m, h("g1"), h("g5")), Some(Cover::Light));
        assert_eq!(fire_cover(&m, h("i1"), h("i5")), Some(Cover::Light));
    }

    #[test]
    fn cover_outer_corner_medium_unless_both_sides_seen() {
        // A building west and south-west of the corner f5.
        let m = map(&[
            ("f5", 'c'),
            ("e5", '#'),
            ("e6", '#'),
            ("d5", '#'),
            ("d6", '#'),
        ]);
        // From the east, the building is behind the corner: both sides seen.
        assert_eq!(fire_cover(&m, h("k5"), h("f5")), Some(Cover::None));
        // From the north, looking along the building's face: medium.
        assert_eq!(fire_cover(&m, h("e1"), h("f5")), Some(Cover::Medium));
    }

    /// The outer corner on the village drawn on sides, where the house
    /// beside it is rooms, not wall hexes: looking along the house's face
    /// from the south, medium cover; from the east, with the house behind
    /// the corner, none.
    #[test]
    fn cover_outer_corner_on_sides_medium_unless_both_sides_seen() {
        use crate::maps::MapId;
        let m = MapId::Village.drawn(Drawing::Sides);
        assert_eq!(fire_cover(m, h("i7"), h("i2")), Some(Cover::Medium));
        assert_eq!(fire_cover(m, h("k2"), h("i2")), Some(Cover::None));
    }

    /// Rule 5 on the village drawn on sides: one sees the room just behind
    /// a window, not the room beyond it; across a room from inside; never
    /// across a wall, adjacent hexes included. On whole hexes (revisions 1
    /// to 3) the window hex let the line on into the house.
    #[test]
    fn sight_on_sides_houses_block_and_windows_show_the_room_behind() {
        use crate::maps::MapId;
        let m = MapId::Village.drawn(Drawing::Sides);
        let old = MapId::Village.drawn(Drawing::Hexes);
        assert!(sees(m, h("i3"), h("h3")), "through the window");
        assert!(!sees(m, h("i3"), h("g3")), "the room beyond");
        assert!(sees(old, h("i3"), h("g3")), "whole hexes");
        assert!(
            sees(m, h("g3"), h("d3")) && sees(m, h("d5"), h("g3")),
            "across a room"
        );
        assert!(!sees(m, h("i4"), h("h4")), "across a wall, adjacent");
        assert!(sees(m, h("b4"), h("c4")), "across a door, adjacent");
        assert!(sees(m, h("h3"), h("k3")), "out of the window");
    }

    /// Rule 5: no line between two hexes outside the houses that passes
    /// through a room is clear on sides, on every map with houses; on
    /// whole hexes one was (in at a door or window, out at another).
    #[test]
    fn sight_on_sides_nobody_sees_through_a_house() {
        use crate::maps::MapId;
        let through = |m: &Map| {
            let outside: Vec<Hex> = m
                .hexes()
                .filter(|&x| !m.at(x).is_enclosed() && !m.at(x).is_building_edge())
                .collect();
            let mut n = 0;
            for &a in outside.iter().filter(|x| (x.col + x.row) % 3 == 0) {
                for &b in &outside {
                    n += clear_lines(m, a, b)
                        .filter(|l| {
                            l.iter()
                                .any(|&x| m.at(x) == Ground::Land(Terrain::HouseInterior))
                        })
                        .count();
                }
            }
            n
        };
        for id in [MapId::Village, MapId::Meadow] {
            assert_eq!(through(id.drawn(Drawing::Sides)), 0, "{id:?}");
        }
        assert!(through(MapId::Village.drawn(Drawing::Hexes)) > 0);
    }

    /// Rule 6: a room is in medium cover shot through its window, in none
    /// from inside; one behind a yard's gate, shot through it, has the
    /// door's medium cover; a step into the yard, none.
    #[test]
    fn cover_on_sides_rooms_through_openings_and_the_gate_holder() {
        use crate::maps::MapId;
        let m = MapId::Village.drawn(Drawing::Sides);
        assert_eq!(fire_cover(m, h("i3"), h("h3")), Some(Cover::Medium));
        assert_eq!(fire_cover(m, h("d3"), h("h3")), Some(Cover::None));
        assert_eq!(fire_cover(m, h("a11"), h("c11")), Some(Cover::Medium));
        assert_eq!(fire_cover(m, h("a11"), h("d11")), Some(Cover::None));
        assert_eq!(fire_cover(m, h("a10"), h("c10")), None, "the yard's wall");
    }
}
