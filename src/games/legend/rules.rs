//! The Legend of Robin Hood's rules reference, in our own words.
//!
//! The French rulebook is the authority; the map and the counters' values
//! are lost with the board and counter sheet, so they are our reconstruction
//! (sections and paragraphs marked ✎), and `crates/legend/STATUS.md` lists
//! the engine's readings of unclear text (the `interpretations` section).
//! The `reconstruction` section gives the measured tuning figures.
//! What follows the sections: the printed tables, from the engine's data.

use super::aids::Aids;
use crate::route::Route;
use crate::rules::Section;
use leptos::prelude::*;
use sherwood_engine::Game;
use sherwood_legend::Legend;

const fn section(id: &'static str, paragraphs: usize) -> Section {
    Section::new("legend", id, paragraphs)
}

/// Titles and paragraphs: `rules.legend.<id>.…` in `rules-legend.txt`; the
/// id is the rule number with `_` for dots.
pub const SECTIONS: &[Section] = &[
    section("1", 2),
    section("2", 2),
    section("3", 1),
    section("3_1", 3).ours(),
    section("3_3", 4).ours(),
    section("3_4", 1),
    section("4", 1),
    section("4_2", 3),
    section("5", 3),
    section("5_1", 2),
    section("5_2", 1),
    section("6", 2),
    section("6_1", 1),
    section("6_2", 1),
    section("6_3", 2),
    section("6_4", 1),
    section("6_5", 1),
    section("6_6", 3),
    section("6_7", 1),
    section("6_8", 1),
    section("7", 3),
    section("7_1", 3),
    section("7_2", 2),
    section("7_3", 1),
    section("7_4", 3),
    section("7_5", 1),
    section("7_6", 1),
    section("7_7", 1),
    section("7_8", 2),
    section("8", 1),
    section("8_1", 1),
    section("8_2", 2),
    section("8_3", 3),
    section("8_4", 1),
    section("8_5", 1),
    section("9", 2),
    section("9_3", 2),
    section("9_4", 1),
    section("9_5", 1),
    section("9_6", 2),
    section("10", 1),
    section("10_1", 1),
    section("10_2", 3),
    section("10_3", 1),
    section("11", 1),
    section("12", 1),
    section("12_1", 2),
    section("12_2", 1),
    section("13", 1),
    section("13_1", 1),
    section("13_2", 2),
    section("13_3", 3),
    section("13_4", 3),
    section("14", 2),
    section("14_1", 1),
    section("14_2", 1),
    section("15", 1),
    section("15_1", 1),
    section("15_2", 2),
    section("15_3", 1),
    section("16", 1),
    section("16_1", 1),
    section("16_2", 1),
    section("16_3", 2),
    section("16_4", 1),
    section("16_5", 1),
    section("app", 3),
    section("interpretations", 23).ours(),
    section("reconstruction", 4).ours(),
];

/// The rules reference opened at `section`.
pub fn route(section: &str) -> Route {
    Route::rule(Legend::ID, section)
}

/// The section a rule number is explained in: itself, or the nearest
/// section above it ("7.42" is told in 7.4).
pub fn section_for(rule: &str) -> &'static str {
    let mut id = rule.replace('.', "_");
    loop {
        if let Some(s) = SECTIONS.iter().find(|s| s.id == id) {
            return s.id;
        }
        // Only within a chapter: "9.9" may fall back to 9, "99" not to 9.
        if !id.contains('_') {
            return "4";
        }
        id.pop();
        while id.ends_with('_') {
            id.pop();
        }
    }
}

/// After the sections: the player aids with the printed tables.
pub fn extra() -> impl IntoView {
    view! { <Aids edition=sherwood_legend::counters::EDITION /> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_rule_the_engine_logs_has_its_section() {
        assert_eq!(section_for("7.42"), "7_4");
        assert_eq!(section_for("6.61"), "6_6");
        assert_eq!(section_for("16.3.3"), "16_3");
        assert_eq!(section_for("9.7"), "9");
        assert_eq!(section_for("4.2"), "4_2");
        assert_eq!(section_for("99"), "4");
    }
}
