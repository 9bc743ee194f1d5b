//! What is wrong with a scenario's text, in the player's language: each
//! `Problem` the engine's reader finds has its key here, its arguments
//! given by name (a test words one of each in every language). The words
//! the text wrote, and the statements' own words (maps, sides, edges), are
//! quoted as written: they are the file's language.

use crate::i18n::tf;
use sherwood_skirmish::scenario::Problem;
use std::fmt::Display;

/// `problem` in words.
pub fn words(problem: &Problem) -> String {
    use Problem::*;
    let say = |key: &str, args: &[(&str, &dyn Display)]| tf(key, args);
    let (maps, sides, edges) = (Problem::maps(), Problem::sides(), Problem::edges());
    match problem {
        Again { statement } => say("skirmish.problem.again", &[("statement", statement)]),
        OneWord { statement } => say("skirmish.problem.one_word", &[("statement", statement)]),
        NoWords { statement } => say("skirmish.problem.no_words", &[("statement", statement)]),
        NotAStatement { word } => say("skirmish.problem.not_a_statement", &[("word", word)]),
        NotAMap { word } => say(
            "skirmish.problem.not_a_map",
            &[("word", word), ("maps", &maps)],
        ),
        NotTurns { word } => say("skirmish.problem.not_turns", &[("word", word)]),
        NotASide { word } => say(
            "skirmish.problem.not_a_side",
            &[("word", word), ("sides", &sides)],
        ),
        NotACharacter { word } => say("skirmish.problem.not_a_character", &[("word", word)]),
        NotAHex { word } => say("skirmish.problem.not_a_hex", &[("word", word)]),
        NotABand {
            word,
            columns: true,
        } => say("skirmish.problem.not_columns", &[("word", word)]),
        NotABand {
            word,
            columns: false,
        } => say("skirmish.problem.not_rows", &[("word", word)]),
        NotPoints { word } => say("skirmish.problem.not_points", &[("word", word)]),
        UnitNeeds => say("skirmish.problem.unit_needs", &[]),
        Twice { who } => say("skirmish.problem.twice", &[("who", who)]),
        DoesNotRide { who } => say("skirmish.problem.does_not_ride", &[("who", who)]),
        NotAUnitWord { word } => say("skirmish.problem.not_a_unit_word", &[("word", word)]),
        HiddenNeedsSide => say("skirmish.problem.hidden_needs_side", &[]),
        ColumnsNeedBand => say("skirmish.problem.columns_need_band", &[]),
        NotAZoneWord { word } => say("skirmish.problem.not_a_zone_word", &[("word", word)]),
        ExitNeeds => say("skirmish.problem.exit_needs", &[("edges", &edges)]),
        NotAnEdge { word } => say(
            "skirmish.problem.not_an_edge",
            &[("word", word), ("edges", &edges)],
        ),
        AfterTheEdge => say("skirmish.problem.after_the_edge", &[]),
        NotKills { word } => say(
            "skirmish.problem.not_kills",
            &[("word", word), ("sides", &sides)],
        ),
        Missing { statement } => say("skirmish.problem.missing", &[("statement", statement)]),
        OffTheMap { hex, map, rows } => say(
            "skirmish.problem.off_the_map",
            &[("hex", hex), ("map", &map.name()), ("rows", rows)],
        ),
        CannotStand {
            who,
            hex,
            mounted: true,
        } => say(
            "skirmish.problem.cannot_stand_riding",
            &[("who", who), ("hex", hex)],
        ),
        CannotStand {
            who,
            hex,
            mounted: false,
        } => say(
            "skirmish.problem.cannot_stand_on_foot",
            &[("who", who), ("hex", hex)],
        ),
        HeldTwice { hex } => say("skirmish.problem.held_twice", &[("hex", hex)]),
        HiddenWithoutZone { who } => say(
            "skirmish.problem.hidden_without_zone",
            &[("who", who), ("side", &who.side().name())],
        ),
        NoUnit { side } => say("skirmish.problem.no_unit", &[("side", &side.name())]),
        EmptyZone => say("skirmish.problem.empty_zone", &[]),
        NotAmongUnits { who, side } => say(
            "skirmish.problem.not_among_units",
            &[("who", who), ("side", &side.name())],
        ),
        TooLong => say(
            "skirmish.problem.too_long",
            &[("max", &sherwood_skirmish::scenario::WRITTEN_MAX)],
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{with_lang, Lang};

    /// Every problem is worded in every language, each argument filled
    /// (`tf` panics in tests on one it lacks), and no two alike.
    #[test]
    fn scenario_problems_are_worded_in_every_language() {
        for lang in Lang::ALL {
            with_lang(lang, || {
                let said: Vec<String> = Problem::samples().iter().map(words).collect();
                for s in &said {
                    assert!(
                        !s.contains("skirmish.problem") && !s.contains('{'),
                        "{}: {s}",
                        lang.code()
                    );
                }
                let mut unique = said.clone();
                unique.sort();
                unique.dedup();
                assert_eq!(unique.len(), said.len(), "{}", lang.code());
            });
        }
    }
}
