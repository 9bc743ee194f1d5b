//! What the table says while the computer plays: the step under way, from
//! what every seat may know ("turn 17 · movement · pieces moved: 4 of 11"),
//! and the turns a move ran through with nothing for the other seat to do
//! ("turn 17: Robin Hood has nothing to do"), which the table says one by
//! one, as it plays the computer's moves.

use crate::i18n::{t, tf};
use sherwood_engine::{stages, Ask, Seat, Stage};

/// A game's milestone in words ("turn 12"); nothing for a key this build
/// does not know (a save may come from anywhere).
pub fn stage_text(stage: &Stage) -> Option<String> {
    if !stage.key.starts_with("ui.saves.") || !crate::i18n::known(&stage.key) {
        return None;
    }
    let args: Vec<(&str, &dyn std::fmt::Display)> = stage
        .args
        .iter()
        .map(|(k, v)| (k.as_str(), v as &dyn std::fmt::Display))
        .collect();
    Some(tf(&stage.key, &args))
}

/// The step under way as anyone watching may read it: the milestone, the
/// step's name and how far it has gone (`progress`, the game's own words).
pub fn doing_line(stage: &Stage, ask: Ask, progress: Option<String>) -> String {
    let mut parts: Vec<String> = stage_text(stage).into_iter().collect();
    parts.push(t(ask.phrase.key).to_string());
    parts.extend(progress);
    parts.join(" · ")
}

/// The turn a stage names, if it names one.
fn turn_of(stage: &Stage) -> Option<u32> {
    (stage.key == stages::TURN.key)
        .then(|| stage.args.first().map(|(_, n)| *n))
        .flatten()
}

/// The turns one move ran through with nothing for the other seat to do:
/// the seat that moved (`before`) is to move again (`after`) turns later,
/// so each turn it passed began and went by without the other seat.
pub fn passed_turns(before: (Option<Seat>, &Stage), after: (Option<Seat>, &Stage)) -> Vec<u32> {
    let (Some(was), Some(is)) = (before.0, after.0) else {
        return Vec::new();
    };
    match (turn_of(before.1), turn_of(after.1)) {
        (Some(from), Some(to)) if was == is && to > from => (from + 1..=to).collect(),
        _ => Vec::new(),
    }
}

/// What is said of a turn that passed: `side` (the seat that had nothing to
/// do, named as the table names it) and the turn.
pub fn passed_line(turn: u32, side: &str) -> String {
    tf("ui.bot.passed", &[("turn", &turn), ("side", &side)])
}

#[cfg(test)]
mod tests {
    use super::*;

    fn turn(n: u32) -> Stage {
        Stage::new(stages::TURN, &[n])
    }

    #[test]
    fn the_turns_a_move_ran_through_are_those_the_same_seat_plays_again_after() {
        // The Sheriff's last move of turn 16; he moves again in turn 19:
        // the outlaws' turns 17, 18 and 19 went by.
        assert_eq!(
            passed_turns((Some(1), &turn(16)), (Some(1), &turn(19))),
            vec![17, 18, 19]
        );
        assert_eq!(
            passed_turns((Some(1), &turn(16)), (Some(1), &turn(17))),
            vec![17]
        );
        // The other seat is to move: nothing went by without it.
        assert!(passed_turns((Some(1), &turn(16)), (Some(0), &turn(17))).is_empty());
        // The same seat again within its turn.
        assert!(passed_turns((Some(1), &turn(16)), (Some(1), &turn(16))).is_empty());
        // An undo goes back: nothing passed.
        assert!(passed_turns((Some(1), &turn(17)), (Some(1), &turn(16))).is_empty());
        // The game ended, or a stage without turns.
        assert!(passed_turns((Some(1), &turn(16)), (None, &turn(18))).is_empty());
        let ballad = Stage::new(stages::BALLAD, &[1, 4]);
        assert!(passed_turns((Some(0), &ballad), (Some(0), &turn(3))).is_empty());
    }

    #[test]
    fn the_line_says_the_milestone_the_step_and_its_progress() {
        // Any step's phrase: a game's own are tested with the game.
        let ask = Ask::named("ui.nav.rules", "6");
        assert_eq!(doing_line(&turn(17), ask, None), "turn 17 · Rules");
        assert_eq!(
            doing_line(&turn(17), ask, Some("pieces moved: 4 of 11".into())),
            "turn 17 · Rules · pieces moved: 4 of 11"
        );
        let unknown = Stage {
            key: "ui.saves.from_elsewhere".into(),
            args: vec![],
        };
        assert_eq!(doing_line(&unknown, ask, None), "Rules");
        assert_eq!(
            passed_line(17, "Robin Hood"),
            "Turn 17: Robin Hood has nothing to do."
        );
    }
}
