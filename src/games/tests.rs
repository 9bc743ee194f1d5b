//! The app's own wording of engine errors and saved-game states, in every language.

use super::*;
use crate::i18n::{with_lang, Lang};
use crate::table::seats::Player;
use crate::table::stage_text;
use sherwood_bots::Level;
use sherwood_engine::{Game, Match};
use sherwood_gest::Gest;
use sherwood_locksley::Locksley;

/// [`super::check`], which natively has nothing to download: it is ready at once.
fn check(save: &SaveFile) -> Result<(), String> {
    use std::future::Future;
    use std::task::{Context, Poll, Waker};
    let mut checking = std::pin::pin!(super::check(save));
    match checking
        .as_mut()
        .poll(&mut Context::from_waker(Waker::noop()))
    {
        Poll::Ready(result) => result,
        Poll::Pending => panic!("a native check waited"),
    }
}

#[test]
fn the_list_of_games_and_their_code_agree() {
    for meta in GAMES {
        let g = find(meta.id).expect("every listed game's code");
        assert_eq!(g.id(), meta.id);
        assert_eq!(g.title(), meta.title());
    }
    // Every translation domain is the shell's, one game's or one module's.
    for d in crate::i18n::catalog::DOMAINS {
        let owners = GAMES
            .iter()
            .filter(|g| crate::i18n::catalog::game_domains(g.id, true).contains(d))
            .count();
        let shell = crate::i18n::catalog::SHELL.contains(d);
        let module = crate::i18n::catalog::MODULES.contains(d);
        assert_eq!(
            owners + usize::from(shell) + usize::from(module),
            1,
            "domain {d}"
        );
    }
}

/// The home page says what each game is, in every language, each in its
/// own words.
#[test]
fn every_game_is_introduced_in_every_language() {
    use crate::i18n::{known, with_lang, Lang};
    for lang in Lang::ALL {
        with_lang(lang, || {
            let mut lines = vec![];
            for meta in GAMES {
                assert!(known(&format!("ui.game.{}.about", meta.id)), "{}", meta.id);
                lines.push(meta.about());
            }
            lines.sort();
            lines.dedup();
            assert_eq!(lines.len(), GAMES.len());
        });
    }
}

fn every_load_error() -> Vec<LoadError> {
    vec![
        LoadError::NotJson("expected value at line 1 column 1".into()),
        LoadError::UnknownFormat(0),
        LoadError::NewerFormat(7),
        LoadError::WrongGame {
            expected: Locksley::ID.into(),
            found: Gest::ID.into(),
        },
        LoadError::BadOptions("unknown variant".into()),
        LoadError::Diverged(Divergence::Stopped {
            index: 1,
            text: "fly".into(),
            why: sherwood_engine::StopReason::NotAnAction,
            detail: "'fly' is not a Locksley action".into(),
        }),
        LoadError::Diverged(Divergence::Stopped {
            index: 1,
            text: "move e5".into(),
            why: sherwood_engine::StopReason::Illegal,
            detail: String::new(),
        }),
        LoadError::Diverged(Divergence::Differs),
    ]
}

#[test]
fn load_errors_are_worded_in_every_language() {
    for lang in Lang::ALL {
        with_lang(lang, || {
            for e in every_load_error() {
                let text = load_error(&e);
                assert!(!text.contains('{'), "{text}");
            }
        });
    }
}

#[test]
fn english_load_errors_read_as_the_engine_says_them() {
    // Browser tests match these words (e.g. "format 7 is not known").
    with_lang(Lang::En, || {
        for e in every_load_error() {
            if !matches!(e, LoadError::WrongGame { .. } | LoadError::Diverged(_)) {
                assert_eq!(load_error(&e), e.to_string());
            }
        }
    });
}

#[test]
fn saved_game_states_and_names_read_in_every_language() {
    let mut m: Match<Locksley> = Match::new(Default::default(), 5);
    for _ in 0..3 {
        let a = m.game().legal()[0];
        m.apply(&a).unwrap();
    }
    let save = m.save();
    let mut unknown = save.clone();
    unknown.game = "chess".into();
    let mut gest: Match<Gest> = Match::new(Default::default(), 5);
    let fresh_gest = gest.save();
    let a = gest.game().legal()[0].clone();
    gest.apply(&a).unwrap();
    for lang in Lang::ALL {
        with_lang(lang, || {
            check(&save).unwrap();
            check(&fresh_gest).unwrap();
            check(&gest.save()).unwrap();
            assert!(check(&unknown).is_err());
            for g in GAMES {
                display_name(g.id);
                player_names(g.id, &Default::default());
                for seat in 0..2 {
                    g.seat_labels(seat);
                }
            }
            player_names("chess", &Default::default());
            for p in [
                Player::Human,
                Player::Bot(Level::Random),
                Player::Bot(Level::Easy),
                Player::Bot(Level::Normal),
                Player::Bot(Level::Hard),
            ] {
                p.label();
            }
        });
    }
    with_lang(Lang::En, || {
        assert_eq!(
            player_names(Locksley::ID, &Default::default()),
            ["Red", "Blue"]
        );
    });
}

/// The list of saves names the options that matter, from the stored
/// options, in every language: each Skirmish fixture its scenario, each
/// Legend one its edition (the saves from before editions were numbered are
/// edition 1) and the optional victory conditions when chosen.
#[test]
fn the_saves_list_names_each_games_scenario_edition_and_options() {
    let read = |name: &str| {
        let path = format!(
            "{}/tests/fixtures/saves/v2/{name}.json",
            env!("CARGO_MANIFEST_DIR")
        );
        SaveFile::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
    };
    let words = |name: &str| {
        let save = read(name);
        (meta(&save.game).unwrap().options.unwrap())(&save.options)
    };
    with_lang(Lang::En, || {
        assert_eq!(words("skirmish-ambush-new"), ["Ambush on the forest road"]);
        assert_eq!(
            words("skirmish-rescue-midgame"),
            ["Rescue from the village"]
        );
        assert_eq!(words("skirmish-ford-finished"), ["The fight at the ford"]);
        assert_eq!(words("legend-new"), ["edition 1 of our reconstruction"]);
        assert_eq!(
            words("legend-edition2-new"),
            ["edition 2 of our reconstruction"]
        );
        assert_eq!(
            words("legend-strict-first-turns"),
            [
                "edition 1 of our reconstruction",
                "optional victory conditions"
            ]
        );
    });
    for lang in Lang::ALL {
        with_lang(lang, || {
            for name in ["skirmish-rescue-midgame", "legend-strict-first-turns"] {
                let w = words(name);
                assert!(
                    !w.is_empty() && w.iter().all(|x| !x.contains('{')),
                    "{name}: {w:?}"
                );
            }
        });
    }
    assert!(meta("gest").unwrap().options.is_none());
}

/// Every fixture of every save format opens through the app's own reader (a
/// replay may stop where a rules change made a move illegal;
/// `crates/cli/tests/fixtures.rs` checks where each one ends).
#[test]
fn every_save_fixture_opens_in_the_app() {
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/saves");
    let mut seen = 0;
    for dir in std::fs::read_dir(root).unwrap() {
        let dir = dir.unwrap().path();
        if !dir.is_dir() {
            continue;
        }
        for file in std::fs::read_dir(dir).unwrap() {
            let file = file.unwrap().path();
            let text = std::fs::read_to_string(&file).unwrap();
            let save = SaveFile::from_json(&text).unwrap();
            for lang in Lang::ALL {
                with_lang(lang, || check(&save).unwrap());
                // The saves list shows the stored status, not a replay.
                if let Some(status) = &save.status {
                    let line = with_lang(lang, || stage_text(&status.stage));
                    assert!(line.is_some_and(|l| !l.contains('{')), "{file:?}");
                }
            }
            seen += 1;
        }
    }
    assert!(seen >= 8, "{seen} fixtures");
}

/// Every milestone a game reaches in a few random games reads whole in every
/// language: its phrase's arguments are the ones its text names.
#[test]
fn every_games_milestones_read_in_every_language() {
    struct Stages;
    impl sherwood_registry::GameVisitor for Stages {
        type Output = Vec<sherwood_engine::Stage>;
        fn visit<G: sherwood_registry::Registered, P: sherwood_bots::Policy<G> + Sync>(
            self,
            _: &'static P,
        ) -> Self::Output {
            let mut stages = vec![];
            sherwood_engine::harness::run_random_games::<G>(&Default::default(), 1, 3, 400, |g| {
                let stage = g.stage();
                if !stages.contains(&stage) {
                    stages.push(stage);
                }
            });
            stages
        }
    }
    for id in sherwood_registry::GAMES {
        let stages = sherwood_registry::visit(id, Stages).unwrap();
        assert!(stages.len() >= 2, "{id}: {stages:?}");
        for lang in Lang::ALL {
            for stage in &stages {
                let line = with_lang(lang, || stage_text(stage));
                assert!(line.is_some_and(|l| !l.contains('{')), "{id}: {stage:?}");
            }
        }
    }
}

/// The milestones the engine declares, with the arguments each is given,
/// against their texts in every language.
#[test]
fn every_declared_milestone_names_its_texts_arguments() {
    for phrase in sherwood_engine::stages::ALL {
        let values: Vec<u32> = (1..=phrase.args.len() as u32).collect();
        let stage = sherwood_engine::Stage::new(*phrase, &values);
        for lang in Lang::ALL {
            let line = with_lang(lang, || stage_text(&stage)).unwrap();
            assert!(!line.contains('{'), "{}: {line}", phrase.key);
            for v in &values {
                assert!(
                    line.contains(&v.to_string()),
                    "{} drops an argument: {line}",
                    phrase.key
                );
            }
        }
    }
}

/// What every rules crate may tell the table — each step's name
/// ([`Game::ASKS`]) and each ending ([`Game::ENDINGS`]), with the arguments
/// each declares — against its text in every language: a misnamed or missing
/// text fails here, not on a player's screen. The random-game harness checks
/// that a game tells nothing else.
#[test]
fn every_ask_and_ending_the_rules_declare_reads_in_every_language() {
    struct Phrases;
    impl sherwood_registry::GameVisitor for Phrases {
        type Output = Vec<sherwood_engine::Phrase>;
        fn visit<G: sherwood_registry::Registered, P: sherwood_bots::Policy<G> + Sync>(
            self,
            _: &'static P,
        ) -> Self::Output {
            let asks = G::ASKS.iter().map(|a| a.phrase);
            asks.chain(G::ENDINGS.iter().map(|e| e.phrase)).collect()
        }
    }
    for id in sherwood_registry::GAMES {
        let phrases = sherwood_registry::visit(id, Phrases).unwrap();
        assert!(phrases.len() >= 4, "{id}: {phrases:?}");
        for phrase in phrases {
            assert!(
                phrase.key.starts_with(&format!("{id}.")),
                "{id} tells `{}`, a key of another text file",
                phrase.key
            );
            let values: Vec<String> = phrase.args.iter().map(|a| format!("<{a}>")).collect();
            let args: Vec<(&str, &dyn std::fmt::Display)> = phrase
                .args
                .iter()
                .zip(&values)
                .map(|(a, v)| (*a, v as &dyn std::fmt::Display))
                .collect();
            for lang in Lang::ALL {
                with_lang(lang, || {
                    assert!(
                        crate::i18n::known(phrase.key),
                        "{lang:?}: no `{}`",
                        phrase.key
                    );
                    let line = crate::i18n::tf(phrase.key, &args);
                    assert!(!line.contains('{'), "{lang:?} {}: {line}", phrase.key);
                    for v in &values {
                        assert!(
                            line.contains(v),
                            "{lang:?} {} drops {v}: {line}",
                            phrase.key
                        );
                    }
                });
            }
        }
    }
}

/// The prompt bar links each step to a section of its game's rules
/// reference: every declared ask names a section that exists.
#[test]
fn every_ask_links_to_a_section_of_its_rules_reference() {
    struct Rules;
    impl sherwood_registry::GameVisitor for Rules {
        type Output = Vec<&'static str>;
        fn visit<G: sherwood_registry::Registered, P: sherwood_bots::Policy<G> + Sync>(
            self,
            _: &'static P,
        ) -> Self::Output {
            G::ASKS.iter().map(|a| a.rule).collect()
        }
    }
    for id in sherwood_registry::GAMES {
        let sections = super::reference(id).expect("a listed game").sections;
        for rule in sherwood_registry::visit(id, Rules).unwrap() {
            // As the link writes it (`2.1` is section `2_1`).
            let crate::route::Route::Rules {
                section: Some(anchor),
                ..
            } = crate::route::Route::rule(id, rule)
            else {
                panic!("{id}: `{rule}` makes no rules link");
            };
            assert!(
                sections.iter().any(|s| s.id == anchor),
                "{id}: the step's rule `{rule}` is no section of its reference"
            );
        }
    }
}
