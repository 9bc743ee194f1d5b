//! Each scenario's own rules: where the hidden outlaws may set up, who may
//! leave the map and where, and what holding the ford scores.

use super::*;
use crate::scenario::Choice;

/// The ambush: the outlaws hide in the woods beside the road, from column g
/// on, on rows 3 to 6 and 9 to 12.
#[test]
fn scenario_ambush_outlaws_set_up_in_the_woods_beside_the_road() {
    let g = Skirmish::new(&Options::default(), 2);
    let map = crate::maps::MapId::ForestRoad.map();
    let offered: Vec<Hex> = g
        .legal()
        .iter()
        .map(|a| match a {
            crate::Action::Place { at, .. } => *at,
            other => panic!("set-up offers {other}"),
        })
        .collect();
    let zone = |h: Hex| {
        h.col >= 6
            && ((2..=5).contains(&h.row) || (8..=11).contains(&h.row))
            && map.at(h).is_woods()
    };
    assert!(offered.len() > 10, "{offered:?}");
    for h in Hex::all() {
        assert_eq!(offered.contains(&h), zone(h), "{h}");
    }
    // Woods outside it exist, and are refused: west of g, and by the road.
    assert!(Hex::all().any(|h| map.at(h).is_woods() && h.col < 6));
    assert!(Hex::all().any(|h| map.at(h).is_woods() && h.col >= 6 && !zone(h)));
}

/// The ambush: the Sheriff's men leave by the east edge (column t); the
/// rescue: Will Stutely alone leaves, by the west edge (column a); the ford
/// has no exit.
#[test]
fn scenario_exits_by_side_edge_and_character() {
    let ambush = ScenarioId::Ambush.scenario(crate::RULES);
    assert!(ambush.may_exit(w("guard1"), h("t5")));
    assert!(!ambush.may_exit(w("guard1"), h("s5")), "one column short");
    assert!(!ambush.may_exit(w("robin"), h("t5")), "not the outlaws");
    assert!(!ambush.may_exit(w("guard1"), h("a5")), "not the west edge");
    let rescue = ScenarioId::Rescue.scenario(crate::RULES);
    assert!(rescue.may_exit(w("stutely"), h("a7")));
    assert!(!rescue.may_exit(w("robin"), h("a7")), "only Stutely");
    assert!(!rescue.may_exit(w("stutely"), h("b7")));
    assert!(!rescue.may_exit(w("guard1"), h("a7")));
    let ford = ScenarioId::Ford.scenario(crate::RULES);
    assert!(Hex::all().all(|x| !ford.may_exit(w("robin"), x) && !ford.may_exit(w("guard1"), x)));
}

/// The ford: after the last turn each character standing on a ford hex
/// (columns j and k, rows 6 and 7) scores 4 for its side; one beside it
/// scores nothing. From revision 2 the ford also scores 1 for each of them
/// at the end of every turn, the last included; the end of a phase that
/// does not close a turn scores nothing.
#[test]
fn scenario_ford_holding_it_scores_at_the_end() {
    let at = |phase: u32, rules: u8| {
        let mut g = bare(
            ScenarioId::Ford,
            &[
                ("robin", "j6"),
                ("john", "k7"),
                ("guard1", "j7"),
                ("guard2", "l6"),
            ],
            PlayerStep::Recovery,
        );
        g.options.rules = rules;
        g.at_step(phase, PlayerStep::Recovery);
        g
    };
    let last = 2 * ScenarioId::Ford.scenario(crate::RULES).turns - 1;
    for (rules, points) in [(1, [8, 4]), (2, [10, 5])] {
        let mut g = at(last, rules);
        while g.outcome().is_none() {
            play(&mut g, "end");
        }
        assert_eq!(g.points(), points, "revision {rules}");
        assert_eq!(g.outcome().unwrap().winner, 0);
    }
    // Turn 3 closes (phase 5, the second of the turn); phase 4 does not.
    for (phase, rules, points) in [(5, 2, [2, 1]), (5, 1, [0, 0]), (4, 2, [0, 0])] {
        let mut g = at(phase, rules);
        play(&mut g, "end");
        assert_eq!(g.phase, phase + 1, "the next phase began");
        assert_eq!(g.points(), points, "phase {phase}, revision {rules}");
    }
}

/// The rescue: while bound, Will Stutely is no target — the Sheriff keeps
/// him for the gallows (revision 2): no shot at him and no melee against
/// him; freed, he is shot at and attacked like any outlaw. Revision 1 (games
/// saved before) let his guards kill him where he stood.
#[test]
fn scenario_rescue_the_bound_prisoner_is_no_target() {
    let offered = |step: PlayerStep, rules: u8, bound: bool, action: &str| {
        let mut g = bare(
            ScenarioId::Rescue,
            &[
                ("stutely", "n3"),
                ("guard1", "n4"),
                ("xbow2", "o6"),
                ("robin", "a6"),
            ],
            step,
        );
        g.at_step(1, step);
        g.options.rules = rules;
        g.character_mut(w("stutely")).unwrap().bound = bound;
        legal_text(&g).iter().any(|a| a == action)
    };
    for (step, action) in [
        (PlayerStep::FirstFire, "fire xbow2 at stutely"),
        (PlayerStep::Melee, "melee guard1 at stutely"),
    ] {
        assert!(!offered(step, 2, true, action), "{action}: bound");
        assert!(offered(step, 2, false, action), "{action}: freed");
        assert!(offered(step, 1, true, action), "{action}: revision 1");
    }
}

/// What decided a finished game (self-play's figure for the scenarios'
/// objectives): the ford's points that turned a tie the Sheriff would win
/// into the outlaws' win decided it; the same end with a kill that already
/// gave the outlaws the lead was decided by kills; a game under way says
/// nothing.
#[test]
fn scenario_objective_or_kills_decide_a_finished_game() {
    let end = |kill: u32| {
        let mut g = bare(
            ScenarioId::Ford,
            &[("robin", "j6"), ("john", "k7"), ("guard1", "a1")],
            PlayerStep::Recovery,
        );
        g.at_step(
            2 * ScenarioId::Ford.scenario(crate::RULES).turns - 1,
            PlayerStep::Recovery,
        );
        if kill > 0 {
            g.score(
                crate::roster::Side::Outlaws,
                kill,
                crate::log::Scoring::Killed(w("guard2")),
            );
        }
        assert_eq!(g.decided(), None, "under way");
        while g.outcome().is_none() {
            play(&mut g, "end");
        }
        assert_eq!(g.outcome().unwrap().winner, 0);
        // What `selfplay` reads through the game's trait.
        assert_eq!(Game::decided_by(&g), g.decided());
        g.decided()
    };
    assert_eq!(end(0), Some("objective"));
    assert_eq!(end(6), Some("kills"));
}

/// The rescue: Will Stutely, bound, is freed after any action (the sighting
/// that follows each) that leaves an outlaw who may act next to him — not a stunned one, not one a hex
/// further, not a Sheriff's man — and freed he may act; then, and only
/// then, he may leave by the west edge, for the scenario's points.
#[test]
fn scenario_rescue_an_outlaw_beside_will_frees_him_and_he_leaves_for_his_points() {
    // The rescue's outlaws play the second phase of each turn.
    let outlaws = 2;
    let after_an_action = |friend: &str, at: &str, stunned: bool| {
        let mut g = bare(
            ScenarioId::Rescue,
            &[("stutely", "a4"), (friend, at), ("guard1", "t1")],
            PlayerStep::Movement,
        );
        g.at_step(outlaws, PlayerStep::Movement);
        g.character_mut(w("stutely")).unwrap().bound = true;
        if stunned {
            g.character_mut(w(friend)).unwrap().health = crate::roster::Health::Stunned;
        }
        assert!(
            !legal_text(&g).contains(&"exit stutely".to_string()),
            "bound"
        );
        // What runs after every action.
        g.update_sight();
        g
    };
    let bound = |g: &Skirmish| g.character(w("stutely")).unwrap().bound;
    assert!(!bound(&after_an_action("robin", "b4", false)), "freed");
    assert!(
        bound(&after_an_action("robin", "b4", true)),
        "a stunned friend frees no one"
    );
    assert!(
        bound(&after_an_action("robin", "c4", false)),
        "two hexes away"
    );
    assert!(
        bound(&after_an_action("guard2", "b4", false)),
        "a Sheriff's man frees no one"
    );

    // Freed on the west edge, he may leave, for 6 (8 in revision 5's text,
    // 15 in the first texts, revisions 1 to 4).
    let mut g = after_an_action("robin", "b4", false);
    assert!(g
        .log()
        .iter()
        .any(|e| matches!(e.event, crate::log::Event::Freed { .. })));
    play(&mut g, "exit stutely");
    assert_eq!(g.points()[0], 6);
    assert!(g.character(w("stutely")).unwrap().exited);
    for (rules, points) in [(4, 15), (5, 8)] {
        let mut g = bare_under(
            rules,
            ScenarioId::Rescue,
            &[("stutely", "a4"), ("robin", "b4"), ("guard1", "t1")],
            PlayerStep::Movement,
        );
        g.at_step(outlaws, PlayerStep::Movement);
        g.character_mut(w("stutely")).unwrap().bound = true;
        g.update_sight();
        play(&mut g, "exit stutely");
        assert_eq!(g.points()[0], points, "revision {rules}");
    }
}

/// A scenario a player wrote: a small one, the ford with two a side (the
/// browser test imports the same file).
const WRITTEN: &str = include_str!("../../../../tests/fixtures/scenarios/two-at-the-ford.txt");

/// A written scenario is the game's scenario, and its whole text is kept in
/// the options: a save of it reads back and replays, with no file, while a
/// built-in scenario is still saved as its name, as every earlier save.
#[test]
fn scenario_written_plays_from_the_text_in_its_options() {
    let options = Options::written(WRITTEN).expect("the text reads");
    let mut g = Skirmish::new(&options, 4);
    assert_eq!(g.scenario().title, "Two at the ford");
    assert_eq!(g.scenario().turns, 3);
    assert_eq!(
        g.to_move_side(),
        Some(crate::roster::Side::Sheriff),
        "first sheriff"
    );
    assert_eq!(g.chars.len(), 4);
    let json = serde_json::to_value(&options).unwrap();
    assert_eq!(json["scenario"]["written"], WRITTEN);
    let back: Options = serde_json::from_value(json).unwrap();
    assert_eq!(back, options);
    // Two games of the same text share one reading of it.
    let Choice::Written(a) = back.scenario else {
        panic!("written")
    };
    let Choice::Written(b) = Options::written(WRITTEN).unwrap().scenario else {
        panic!("written")
    };
    assert!(std::ptr::eq(a.scenario, b.scenario));
    // Played to the end, it replays from its save.
    let mut m = sherwood_engine::Match::<Skirmish>::new(options.clone(), 4);
    let mut rng = sherwood_engine::Rng::new(9);
    while m.game().outcome().is_none() {
        let legal = m.game().legal();
        let a = legal[rng.below(legal.len())].clone();
        m.apply(&a).unwrap();
    }
    let save = sherwood_engine::SaveFile::from_json(&m.save().to_json()).unwrap();
    let r = sherwood_engine::Match::<Skirmish>::restore(&save).expect("restores");
    assert_eq!(r.divergence, None);
    assert_eq!(r.game.actions().len(), m.actions().len());
    g = r.game.game().clone();
    assert_eq!(g.scenario().title, "Two at the ford");
    // A built-in scenario is its name, and an unknown name is refused.
    assert_eq!(
        serde_json::to_value(Options::of(ScenarioId::Ford)).unwrap()["scenario"],
        "ford"
    );
    assert!(
        serde_json::from_value::<Options>(serde_json::json!({"scenario": "moon", "rules": 2}))
            .is_err()
    );
    // Nothing else reads as a scenario.
    for bad in [
        serde_json::json!({}),
        serde_json::json!({"written": WRITTEN, "more": 1}),
        serde_json::json!({"text": WRITTEN}),
        serde_json::json!(3),
    ] {
        let options = serde_json::json!({"scenario": bad, "rules": 2});
        assert!(serde_json::from_value::<Options>(options).is_err(), "{bad}");
    }
    // A save's reader says what it expected there.
    let e = serde_json::from_str::<Options>(r#"{"scenario": 3, "rules": 2}"#).unwrap_err();
    assert!(
        e.to_string()
            .contains("a scenario's name, or {\"written\": its text}"),
        "{e}"
    );
}

/// A save whose written scenario cannot be played is refused with the
/// scenario's line and problem; a text longer than a scenario may be is
/// refused unread.
#[test]
fn scenario_written_refused_when_it_cannot_be_played() {
    let broken = WRITTEN.replace("unit guy q7", "unit guy q77");
    let json = serde_json::json!({"scenario": {"written": broken}, "rules": 2});
    let e = serde_json::from_value::<Options>(json)
        .unwrap_err()
        .to_string();
    assert!(e.contains("line 11") && e.contains("q77"), "{e}");
    let long = format!("{WRITTEN}{}", "#".repeat(crate::scenario::WRITTEN_MAX));
    let e = Options::written(&long).unwrap_err();
    assert_eq!(e.line, None);
    assert_eq!(e.problem, crate::scenario::Problem::TooLong, "{e}");
    let just = format!(
        "{WRITTEN}{}",
        "#".repeat(crate::scenario::WRITTEN_MAX - WRITTEN.len())
    );
    assert!(Options::written(&just).is_ok());
}

/// A game keeps the built-in scenarios' texts it began with: revisions 1
/// to 4 play the first texts, in which both sides score kills; revision 5
/// the second, each of which says who scores them; from revision 6 the
/// rescue's and the meadow's third, the others' second kept.
#[test]
fn scenario_built_in_texts_kept_by_revision() {
    use crate::scenario::texts_since;
    for id in ScenarioId::ALL {
        let first = id.scenario(1);
        assert_eq!(first.kill_points, [true, true], "{id}");
        for rules in 1..=4 {
            assert_eq!(texts_since(id, rules), 1);
            assert_eq!(id.text(rules), id.text(1), "{id} {rules}");
            assert!(std::ptr::eq(id.scenario(rules), first), "{id} {rules}");
        }
        assert_ne!(id.text(5), id.text(4), "{id}");
        assert_ne!(id.scenario(5).kill_points, [true, true], "{id}");
        assert_eq!(texts_since(id, 5), 5);
        let third = matches!(id, ScenarioId::Rescue | ScenarioId::Meadow);
        for rules in 6..=crate::RULES {
            assert_eq!(id.text(rules), id.text(crate::RULES), "{id} {rules}");
            assert_eq!(id.text(rules) != id.text(5), third, "{id} {rules}");
            assert_eq!(texts_since(id, rules), if third { 6 } else { 5 }, "{id}");
            assert_ne!(id.scenario(rules).kill_points, [true, true], "{id}");
        }
    }
}

/// The guide a player gets with a scenario's text is comments only: a
/// built-in scenario after it reads as without it. It names every map and
/// every character of the roster; the title is read without the rest.
#[test]
fn scenario_guide_is_comments_naming_every_map_and_character() {
    let guide = crate::scenario::guide();
    for id in ScenarioId::ALL {
        let with = crate::scenario::Scenario::parse(&format!("{guide}\n{}", id.text(crate::RULES)))
            .unwrap();
        assert_eq!(&with, id.scenario(crate::RULES));
        assert_eq!(
            crate::scenario::title_of(&format!("{guide}{}", id.text(crate::RULES))),
            Some(with.title.as_str())
        );
    }
    for m in crate::maps::MapId::ALL {
        assert!(guide.contains(m.name()), "{}", m.name());
    }
    for (i, e) in crate::roster::ROSTER.iter().enumerate() {
        assert!(
            guide.contains(&format!("#     {}: {}", Who(i as u8), e.kind.title)),
            "{}",
            e.name
        );
    }
    assert!(guide.contains("guy: Sir Guy of Gisborne, 8, rider"));
    // Each side's characters under its own heading.
    let (outlaws, sheriff) = (
        guide.find("#   outlaws:").unwrap(),
        guide.find("#   sheriff:").unwrap(),
    );
    assert!(outlaws < guide.find("robin:").unwrap() && guide.find("robin:").unwrap() < sheriff);
    assert!(sheriff < guide.find("guard1:").unwrap());
    assert_eq!(
        crate::scenario::title_of("# title Not this\n  title   Two words  # and a note\n"),
        Some("Two words")
    );
    assert_eq!(crate::scenario::title_of("briefing b\ntitle\n"), None);
}

/// `--scenario-file PATH` plays a scenario a player wrote; a file that is
/// missing, too long or not a scenario is refused with the reason.
#[test]
fn cli_scenario_file_flag() {
    use sherwood_engine::CommandLine;
    let dir = std::env::temp_dir().join(format!("sherwood-scenario-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let flags = |path: &std::path::Path| {
        Skirmish::options_from_flags(&["--scenario-file".into(), path.display().to_string()])
    };
    let good = dir.join("two.txt");
    std::fs::write(&good, WRITTEN).unwrap();
    assert_eq!(flags(&good).unwrap(), Options::written(WRITTEN).unwrap());
    let bad = dir.join("bad.txt");
    std::fs::write(&bad, WRITTEN.replace("map ford", "map moon")).unwrap();
    let e = flags(&bad).unwrap_err();
    assert!(e.contains("line 5") && e.contains("moon"), "{e}");
    let long = dir.join("long.txt");
    std::fs::write(&long, "#".repeat(crate::scenario::WRITTEN_MAX + 1)).unwrap();
    assert!(flags(&long).unwrap_err().contains("longer than"));
    assert!(flags(&dir.join("none.txt"))
        .unwrap_err()
        .contains("cannot open"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Across the meadow: two boards joined, 28 rows; the stream across the
/// middle is crossed only at the ford; the sides start 24 to 26 hexes apart,
/// and in random play shots beyond the first band (1-25) are fired, read at
/// medium range.
#[test]
fn scenario_meadow_long_field_crossed_at_the_ford_with_shots_at_medium_range() {
    use crate::maps::{Ground, MapId};
    let s = ScenarioId::Meadow.scenario(crate::RULES);
    let map = MapId::Meadow.map();
    assert_eq!((s.map, map.rows()), (MapId::Meadow, 28));
    assert!(s.may_exit(w("guard1"), h("c1")) && !s.may_exit(w("guard1"), h("c2")));
    assert!(!s.may_exit(w("robin"), h("c1")));
    // No way south across the stream but through a ford hex.
    let mut seen = vec![false; crate::hex::HEXES];
    let mut todo: Vec<Hex> = map.hexes().filter(|h| h.row == 0).collect();
    while let Some(x) = todo.pop() {
        if std::mem::replace(&mut seen[x.index()], true) || map.at(x) == Ground::Ford {
            continue;
        }
        assert!(x.row < 15, "{x} reached without the ford");
        todo.extend(x.neighbours().filter(|&n| map.cost(n, false).is_some()));
    }
    let gap = |a: &str, b: &str| h(a).distance(h(b));
    assert_eq!(
        (gap("j2", "j27"), gap("k3", "k27"), gap("i3", "i28")),
        (25, 24, 25)
    );
    // Random games: some shots beyond 25 hexes, each read at medium range.
    let mut long = 0;
    for seed in 0..40 {
        let mut g = Skirmish::new(&Options::of(ScenarioId::Meadow), seed);
        let mut rng = sherwood_engine::Rng::new(seed);
        while g.outcome().is_none() {
            let legal = g.legal();
            g.apply(&legal[rng.below(legal.len())]).unwrap();
        }
        for e in g.log() {
            if let crate::log::Event::Fire(f) = &e.event {
                if f.distance > 25 {
                    long += 1;
                    assert!(
                        f.modifier >= 1,
                        "a shot at {} hexes is at medium range",
                        f.distance
                    );
                }
            }
        }
    }
    assert!(long > 0, "no shot beyond 25 hexes in 40 random games");
}

/// Breakout: the five outlaws start inside the west house; one who leaves by
/// the south edge scores 6, and no other edge lets him out; the Sheriff's men
/// score no exit.
#[test]
fn scenario_breakout_outlaws_start_in_the_house_and_score_6_by_the_south_edge() {
    use crate::maps::Ground;
    use crate::tables::Terrain;
    let s = ScenarioId::Breakout.scenario(crate::RULES);
    let map = s.map.map();
    let outlaws: Vec<_> = s
        .units
        .iter()
        .filter(|u| u.who.side() == crate::roster::Side::Outlaws)
        .collect();
    assert_eq!(outlaws.len(), 5);
    for u in outlaws {
        assert_eq!(
            map.at(u.at.unwrap()),
            Ground::Land(Terrain::HouseInterior),
            "{}",
            u.who
        );
    }
    assert!(s.may_exit(w("robin"), h("e14")));
    assert!(!s.may_exit(w("robin"), h("a7")) && !s.may_exit(w("robin"), h("e13")));
    assert!(!s.may_exit(w("guard1"), h("e14")));
    let mut g = bare(
        ScenarioId::Breakout,
        &[("john", "e14"), ("guard1", "t1")],
        PlayerStep::Movement,
    );
    g.at_step(0, PlayerStep::Movement); // the outlaws play first
    play(&mut g, "exit john");
    assert_eq!(g.points(), [6, 0]);
}

/// Little John holds the ford: the Sheriff's men score 4 each by the west
/// edge, the outlaws none by any; the ford scores nothing; a tie goes to
/// the outlaws.
#[test]
fn scenario_stand_sheriffs_men_score_4_by_the_west_edge_and_the_ford_nothing() {
    let s = ScenarioId::Stand.scenario(crate::RULES);
    assert_eq!(
        (s.hold_ford, s.tie, s.turns),
        (0, crate::roster::Side::Outlaws, 8)
    );
    assert!(s.may_exit(w("guard1"), h("a9")) && !s.may_exit(w("guard1"), h("t9")));
    assert!(!s.may_exit(w("john"), h("a9")));
    let mut g = bare(
        ScenarioId::Stand,
        &[("guard1", "a9"), ("john", "j6")],
        PlayerStep::Movement,
    );
    g.at_step(0, PlayerStep::Movement); // the Sheriff plays first
    play(&mut g, "exit guard1");
    assert_eq!(g.points(), [0, 4]);
}

/// An exit edge: the steps from a hex to it, 0 on it, and the most steps a
/// hex of the map is from it (what the bots measure progress by), on a
/// board of 14 rows and on two boards joined.
#[test]
fn scenario_exit_edges_count_steps_to_each_edge() {
    use crate::maps::MapId;
    use crate::scenario::Edge;
    let (ford, meadow) = (MapId::Ford.map(), MapId::Meadow.map());
    let at = h("e9");
    assert_eq!(Edge::ALL.map(|e| e.steps(ford, at)), [4, 15, 8, 5]);
    assert_eq!(Edge::ALL.map(|e| e.steps(meadow, at)), [4, 15, 8, 19]);
    assert_eq!(Edge::ALL.map(|e| e.span(ford)), [19, 19, 13, 13]);
    assert_eq!(Edge::ALL.map(|e| e.span(meadow)), [19, 19, 27, 27]);
    for e in Edge::ALL {
        for map in [ford, meadow] {
            assert!(map.hexes().all(|x| e.steps(map, x) <= e.span(map)));
            assert!(map.hexes().any(|x| e.steps(map, x) == e.span(map)));
            assert!(map.hexes().any(|x| e.steps(map, x) == 0));
        }
    }
    assert_eq!(
        Edge::ALL.map(Edge::name),
        ["west", "east", "north", "south"]
    );
}

/// `kills` (a scenario statement): which sides score the worth of the
/// enemies they kill. Each reading both ways: with the line left out both
/// do; `kills outlaws` pays the outlaws for a dead man-at-arms and the
/// Sheriff nothing for a dead outlaw; `kills sheriff` the other way round;
/// `kills none` neither.
#[test]
fn scenario_kills_statement_says_who_scores_a_death() {
    use crate::roster::Side;
    use crate::tables::Harm;
    for (line, scores) in [
        ("", [true, true]),
        ("kills both\n", [true, true]),
        ("kills outlaws\n", [true, false]),
        ("kills sheriff\n", [false, true]),
        ("kills none\n", [false, false]),
    ] {
        let options = Options::written(&format!("{WRITTEN}{line}")).unwrap();
        let mut g = Skirmish::new(&options, 4);
        let of = |side: Side| g.chars.iter().position(|c| c.side() == side).unwrap();
        let (outlaw, man) = (of(Side::Outlaws), of(Side::Sheriff));
        let worth = |i: usize| u32::from(g.chars[i].who.kind().worth);
        let (outlaw_worth, man_worth) = (worth(outlaw), worth(man));
        g.harm(man, Harm::Killed);
        g.harm(outlaw, Harm::Killed);
        let expected = [
            if scores[0] { man_worth } else { 0 },
            if scores[1] { outlaw_worth } else { 0 },
        ];
        assert_eq!(g.points(), expected, "{line:?}");
    }
}

/// What decided a game that ended before its last turn because the
/// Sheriff's last men left by the exit edge: the exits, when the outlaws
/// killed nobody; the outlaws' kills, when they alone already give the
/// outlaws the win; a game with no objective where nothing scored was a
/// tie.
#[test]
fn scenario_decided_by_kills_when_they_alone_give_the_winner() {
    use crate::roster::Side;
    use crate::tables::Harm;
    use crate::Action;
    let plain = WRITTEN.replace("ford 2\n", "");
    assert_ne!(plain, WRITTEN);
    let exit_text = format!("{plain}exit sheriff east points 1\n");
    let play_out = |text: &str, kill: bool| {
        let options = Options::written(text).unwrap();
        let mut g = Skirmish::new(&options, 4);
        if kill {
            let man = (0..g.chars.len())
                .find(|&i| g.chars[i].side() == Side::Sheriff)
                .unwrap();
            g.harm(man, Harm::Killed);
        }
        while g.outcome().is_none() {
            let legal = g.legal();
            // The Sheriff's men walk east and leave; nobody fires or fights.
            let east = |a: &Action| match a {
                Action::Move { who, to, .. } if who.side() == Side::Sheriff => Some(to.col),
                _ => None,
            };
            let a = legal
                .iter()
                .find(|a| matches!(a, Action::Exit { .. }))
                .or_else(|| {
                    legal
                        .iter()
                        .filter(|a| east(a).is_some())
                        .max_by_key(|a| east(a))
                })
                .or_else(|| legal.iter().find(|a| matches!(a, Action::End)))
                .unwrap_or(&legal[0])
                .clone();
            g.apply(&a).unwrap();
        }
        g
    };
    let g = play_out(&exit_text, false);
    assert_eq!(g.outcome().unwrap().reason, "left_map");
    assert_eq!(g.decided(), Some("objective"), "{:?}", g.points());
    let g = play_out(&exit_text, true);
    assert_eq!(g.outcome().unwrap().reason, "left_map");
    assert_eq!(g.decided(), Some("kills"), "{:?}", g.points());
    let g = play_out(&plain, false);
    assert_eq!(g.decided(), Some("tie"), "{:?}", g.points());
}

/// A side wiped out loses on points, and what decided it is worked out as
/// for any end: the outlaws, whose Robin Hood left by the west edge for 5,
/// kill the Sheriff's last two men; where they score no kills the exit
/// decided, where they do the kills alone already gave them the game.
#[test]
fn scenario_decided_alike_when_a_side_is_wiped_out() {
    use crate::roster::Side;
    use crate::tables::Harm;
    use crate::Action;
    let plain = WRITTEN.replace("ford 2\n", "");
    for (kills, said) in [("kills sheriff", "objective"), ("kills both", "kills")] {
        let text = format!("{plain}exit outlaws west points 5\n{kills}\n");
        let mut g = Skirmish::new(&Options::written(&text).unwrap(), 4);
        g.put(w("robin"), h("a7"));
        g.at_step(1, PlayerStep::Movement);
        g.apply(&Action::Exit { who: w("robin") }).unwrap();
        for i in 0..g.chars.len() {
            if g.chars[i].side() == Side::Sheriff {
                g.harm(i, Harm::Killed);
            }
        }
        g.settle();
        let outcome = g.outcome().expect("over");
        assert_eq!((outcome.reason.as_str(), outcome.winner), ("wiped_out", 0));
        assert_eq!(g.decided(), Some(said), "{kills}: {:?}", g.points());
    }
}
