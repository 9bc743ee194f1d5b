//! Every Locksley text exists in every language: all tile faces, and the
//! prompts, buttons, board labels and log lines of random games.

use super::text;
use crate::i18n::{with_lang, Lang};
use sherwood_engine::{Game, Viewer};
use sherwood_locksley::{
    Action, Color, Event, Faces, Glory, Large, Length, Locksley, Options, Small, View, LARGE_TILES,
};

fn every_tile() -> Vec<Glory> {
    let mut tiles: Vec<Glory> = Small::all()
        .into_iter()
        .flat_map(|tile| [false, true].map(|night| Glory::Small { tile, night }))
        .collect();
    tiles.extend(
        [Large::Beginning, Large::Nottingham, Large::LongLiveTheKing]
            .into_iter()
            .chain(LARGE_TILES.iter().flat_map(|(d, n)| [*d, *n]))
            .map(Glory::Large),
    );
    tiles
}

/// Every text the table draws from one view.
fn render_view(v: &View, names: &[String; 2]) -> Vec<String> {
    let mut out = vec![text::prompt(&v.prompt).to_string()];
    if let sherwood_locksley::Prompt::Over(o) = &v.prompt {
        out.extend(crate::table::ending_text::<sherwood_locksley::Locksley>(
            o, names,
        ));
    }
    for &a in &v.legal {
        match a {
            Action::Move(sq) | Action::Corner(sq) => {
                out.push(text::square_label(sq, Some(a), v.grid[sq as usize], None))
            }
            _ => {
                let (label, title) = text::button(a, v);
                out.extend([label, title]);
            }
        }
    }
    for sq in 0..25u8 {
        let robin = v.robins.iter().position(|r| *r == Some(sq));
        out.push(text::square_label(
            sq,
            None,
            v.grid[sq as usize],
            robin.map(|s| names[s].as_str()),
        ));
    }
    let lap = v.track.len() as u16;
    for p in &v.players {
        out.push(text::gold(p.gold));
        out.push(text::bard_progress(p.bard, lap));
        for c in Color::ALL {
            if p.loot[c.index()] > 0 {
                out.push(text::tiles_of(c, p.loot[c.index()]));
            }
        }
    }
    for e in &v.log {
        out.push(text::event(e, names).0);
    }
    out
}

/// A tiny deterministic generator, so each seed plays the same game.
fn next(state: &mut u64) -> usize {
    *state = state
        .wrapping_mul(6_364_136_223_846_793_005)
        .wrapping_add(1_442_695_040_888_963_407);
    (*state >> 33) as usize
}

/// Plays a random game, rendering every position's texts.
fn play(options: &Options, seed: u64, names: &[String; 2]) -> Vec<Event> {
    let mut game = Locksley::new(options, seed);
    let mut rng = seed ^ 0x9e37_79b9;
    for _ in 0..3_000 {
        let v = game.view(Viewer::Public);
        for text in render_view(&v, names) {
            assert!(!text.is_empty() && !text.contains('{'), "{text}");
        }
        let legal = game.legal();
        if legal.is_empty() {
            break;
        }
        let a = legal[next(&mut rng) % legal.len()];
        game.apply(&a).expect("legal");
    }
    game.view(Viewer::Public).log
}

#[test]
fn every_tile_face_has_its_texts_in_every_language() {
    for lang in Lang::ALL {
        with_lang(lang, || {
            for tile in every_tile() {
                for text in [
                    text::tile_name(tile),
                    text::tile_on_board(tile),
                    text::challenge(tile),
                    text::face_label(tile).to_string(),
                    text::side_label(tile).to_string(),
                ] {
                    assert!(!text.is_empty() && !text.contains('{'), "{tile:?}: {text}");
                }
            }
            for c in Color::ALL {
                for n in [0, 1, 2, 5] {
                    text::tiles_of(c, n);
                    text::gold(n);
                }
            }
            super::META.seat_names();
        });
    }
}

#[test]
fn random_games_read_in_every_language() {
    let names = ["Marian".to_string(), "Will".to_string()];
    let mut events = std::collections::BTreeSet::new();
    let mut won = 0;
    for lang in Lang::ALL {
        with_lang(lang, || {
            for seed in 0..8u64 {
                let options = Options {
                    length: [Length::Short, Length::Normal, Length::Long][seed as usize % 3],
                    faces: [Faces::Day, Faces::Night, Faces::Mixed][seed as usize % 3],
                    first: (seed % 2) as u8,
                    extra_gold: [(seed % 3) as u8, 0],
                    may_pass: false,
                };
                for e in play(&options, seed, &names) {
                    let kind = serde_json::to_value(&e).unwrap()["event"].to_string();
                    won += usize::from(matches!(e, Event::Won { .. }));
                    events.insert(kind);
                }
            }
        });
    }
    assert!(events.len() >= 8, "few kinds of events: {events:?}");
    assert!(won > 0, "no random game was won");
}

#[test]
fn win_reasons_and_rare_events_read_in_every_language() {
    let names = ["Marian".to_string(), "Will".to_string()];
    for lang in Lang::ALL {
        with_lang(lang, || {
            for reason in ["lapped", "two_laps"] {
                let o = sherwood_engine::Outcome {
                    winner: 0,
                    reason: reason.into(),
                };
                assert!(
                    crate::table::ending_text::<sherwood_locksley::Locksley>(&o, &names)
                        .is_some_and(|t| t.contains("Marian"))
                );
                text::prompt(&sherwood_locksley::Prompt::Over(sherwood_engine::Outcome {
                    winner: 1,
                    reason: reason.into(),
                }));
                text::event(
                    &Event::Won {
                        seat: 0,
                        reason: reason.into(),
                    },
                    &names,
                );
            }
            for e in [
                Event::Reshuffled { tiles: 1 },
                Event::Reshuffled { tiles: 7 },
                Event::LeftEmpty { square: 3 },
                Event::Moved {
                    seat: 1,
                    from: 0,
                    to: 7,
                    took: None,
                },
            ] {
                text::event(&e, &names);
            }
            text::prompt(&sherwood_locksley::Prompt::MustFeed);
            text::square_label(7, Some(Action::Move(7)), None, None);
        });
    }
}

#[test]
fn english_reads_as_before() {
    with_lang(Lang::En, || {
        let names = ["Marian".to_string(), "Blue".to_string()];
        assert_eq!(
            text::event(&Event::TurnEnded { seat: 1 }, &names).0,
            "Blue ends the turn."
        );
        assert_eq!(
            text::event(
                &Event::Sold {
                    seat: 0,
                    color: Color::Red,
                    tiles: 3,
                    gold: 1
                },
                &names
            )
            .0,
            "Marian sells 3 red tiles for 1 gold."
        );
        let convoy = Glory::Small {
            tile: Small::ConvoyAttack(Color::Green),
            night: true,
        };
        assert_eq!(text::tile_name(convoy), "Convoy Attack (green)");
        assert_eq!(text::challenge(convoy), "Hold at least 2 green tiles.");
        assert_eq!(text::gold(1), "1 gold");
        assert_eq!(
            text::prompt(&sherwood_locksley::Prompt::Turn { moved: false }),
            "jump your Robin to a highlighted square and/or move your bard (at least one of the two), selling collections when you like — then end your turn."
        );
    });
}

/// Where several pending sales could pay for a step, the table offers one
/// button per sale, each naming the sale it uses up, in every language.
#[test]
fn which_sale_pays_one_button_per_sale_in_every_language() {
    let mut g = Locksley::with_robins(&Options::default(), 7, 0, 24, 0);
    g.set_holdings(0, [4, 3, 0, 0, 0, 0], 0);
    let mut track = g.track().to_vec();
    track[1] = Glory::Small {
        tile: Small::NobilityThreatened,
        night: false,
    };
    g.set_track(track);
    g.apply(&Action::Sell(Color::Red)).unwrap();
    g.apply(&Action::Sell(Color::White)).unwrap();
    let v = g.view(Viewer::Public);
    let choices: Vec<Action> = v
        .legal
        .iter()
        .copied()
        .filter(|a| matches!(a, Action::Meet | Action::MeetWith(_)))
        .collect();
    assert_eq!(
        choices,
        [Action::MeetWith(Color::Red), Action::MeetWith(Color::White)]
    );
    for lang in Lang::ALL {
        with_lang(lang, || {
            let labels: Vec<(String, String)> =
                choices.iter().map(|&a| text::button(a, &v)).collect();
            for (a, (label, title)) in choices.iter().zip(&labels) {
                let Action::MeetWith(c) = *a else {
                    unreachable!()
                };
                let n = if c == Color::Red { 3 } else { 4 };
                let sold = text::tiles_of(c, n);
                assert!(label.contains(&sold), "{}: {label}", lang.code());
                assert!(title.contains(&sold), "{}: {title}", lang.code());
                assert!(
                    !label.contains('{') && !title.contains('{'),
                    "{label} {title}"
                );
            }
            assert_ne!(labels[0].0, labels[1].0);
        });
    }
    with_lang(Lang::En, || {
        assert_eq!(
            text::button(choices[1], &v).0,
            "Meet: Nobility Threatened, with the sale of 4 white tiles"
        );
    });
}

/// A tutorial can hand the table its lesson as a signal (compiled, not run:
/// mounting needs a browser).
fn _a_tutorial_passes_its_lesson() -> impl leptos::IntoView {
    use crate::table::Session;
    use leptos::prelude::*;
    let session = Session::scratch(sherwood_engine::Match::<Locksley>::new(
        Options::default(),
        1,
    ));
    let lesson = RwSignal::new(vec![sherwood_locksley::Action::Corner(0)]);
    crate::table::table(session, Some(lesson.into()))
}
