//! The `sherwood` command, driven as a built binary on real save files.

use sherwood_engine::{Game, Match, Rng, SaveFile, SAVE_FORMAT};
use sherwood_locksley::{Faces, Glory, Large, Length, Locksley, Options};
use std::path::PathBuf;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_sherwood");

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// Runs and expects success; returns stdout.
fn ok(args: &[&str]) -> String {
    let o = run(args);
    assert!(
        o.status.success(),
        "sherwood {args:?} failed: {}",
        stderr(&o)
    );
    assert!(stderr(&o).is_empty(), "stderr: {}", stderr(&o));
    stdout(&o)
}

/// Runs and expects failure: non-zero exit, nothing on stdout, a message on
/// stderr. Returns the message.
fn fails(args: &[&str]) -> String {
    let o = run(args);
    assert!(!o.status.success(), "sherwood {args:?} succeeded");
    assert_eq!(o.status.code(), Some(1));
    assert!(stdout(&o).is_empty(), "stdout: {}", stdout(&o));
    let e = stderr(&o);
    assert!(e.starts_with("sherwood: "), "{e}");
    e
}

/// A file in this test's own scratch directory.
fn scratch(test: &str, name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("cli")
        .join(test);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

fn write(test: &str, name: &str, text: &str) -> String {
    let p = scratch(test, name);
    std::fs::write(&p, text).unwrap();
    p.to_str().unwrap().to_string()
}

fn new_game(test: &str, seed: &str) -> String {
    let json = ok(&["new", "locksley", "--seed", seed]);
    write(test, "game.json", &json)
}

fn save_of(text: &str) -> SaveFile {
    SaveFile::from_json(text).expect("a valid save")
}

// ---------------------------------------------------------------- new

#[test]
fn new_writes_a_save_with_no_actions() {
    let text = ok(&["new", "locksley", "--seed", "42"]);
    let save = save_of(&text);
    assert_eq!(save.format, SAVE_FORMAT);
    assert_eq!(save.game, "locksley");
    assert_eq!(save.seed, 42);
    assert!(save.actions.is_empty());
    assert_eq!(save.meta.players, vec!["human", "human"]);
    let m = Match::<Locksley>::load(&save).unwrap();
    assert_eq!(*m.game(), Locksley::new(&Options::default(), 42));
}

#[test]
fn new_with_options() {
    let text = ok(&[
        "new",
        "locksley",
        "--length",
        "short",
        "--faces",
        "night",
        "--first",
        "blue",
        "--extra-gold",
        "red=2",
        "--extra-gold",
        "blue=1",
        "--seed",
        "7",
    ]);
    let save = save_of(&text);
    let options: Options = serde_json::from_value(save.options.clone()).unwrap();
    assert_eq!(
        options,
        Options {
            length: Length::Short,
            faces: Faces::Night,
            first: 1,
            extra_gold: [2, 1],
            may_pass: false,
        }
    );
    let m = Match::<Locksley>::load(&save).unwrap();
    let g = m.game();
    assert_eq!(g.track().len(), 12);
    assert_eq!(g.track()[0], Glory::Large(Large::Nottingham));
    assert_eq!(g.current(), 1);
    assert_eq!((g.player(0).gold(), g.player(1).gold()), (2, 1));
}

#[test]
fn new_is_deterministic() {
    let a = ok(&["new", "locksley", "--seed", "3"]);
    let b = ok(&["new", "locksley", "--seed", "3"]);
    let c = ok(&["new", "locksley", "--seed", "4"]);
    assert_eq!(save_of(&a).check, save_of(&b).check);
    assert_ne!(save_of(&a).check, save_of(&c).check);
}

#[test]
fn new_requires_a_seed() {
    assert!(fails(&["new", "locksley"]).contains("--seed N is required"));
    assert!(fails(&["new", "locksley", "--seed"]).contains("--seed takes a number"));
    assert!(fails(&["new", "locksley", "--seed", "x"]).contains("'x' is not a number"));
}

#[test]
fn new_rejects_bad_options() {
    let e = fails(&["new", "locksley", "--seed", "1", "--length", "huge"]);
    assert!(e.contains("--length: 'huge'"), "{e}");
    let e = fails(&["new", "locksley", "--seed", "1", "--faces", "dusk"]);
    assert!(e.contains("--faces: 'dusk'"), "{e}");
    let e = fails(&["new", "locksley", "--seed", "1", "--first", "green"]);
    assert!(e.contains("'green' is not a seat"), "{e}");
    let e = fails(&["new", "locksley", "--seed", "1", "--extra-gold", "red=3"]);
    assert!(e.contains("N is 0, 1 or 2"), "{e}");
    let e = fails(&["new", "locksley", "--seed", "1", "--extra-gold", "3"]);
    assert!(e.contains("red=N or blue=N"), "{e}");
    let e = fails(&["new", "locksley", "--seed", "1", "--speed", "fast"]);
    assert!(e.contains("unknown locksley option '--speed'"), "{e}");
    let e = fails(&["new", "locksley", "--seed", "1", "--length"]);
    assert!(e.contains("--length takes a value"), "{e}");
}

#[test]
fn new_unknown_game() {
    let e = fails(&["new", "chess", "--seed", "1"]);
    assert!(e.contains("unknown game 'chess'"), "{e}");
}

// ---------------------------------------------------------------- legal

#[test]
fn legal_lists_the_corners_first() {
    let file = new_game("legal_lists_the_corners_first", "1");
    let out = ok(&["legal", &file]);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines, ["corner a1", "corner e1", "corner a5", "corner e5"]);
}

#[test]
fn legal_agrees_with_the_rules_crate() {
    let file = new_game("legal_agrees_with_the_rules_crate", "5");
    let next = ok(&["apply", &file, "corner e1"]);
    let file = write("legal_agrees_with_the_rules_crate", "next.json", &next);
    let m = Match::<Locksley>::load(&save_of(&next)).unwrap();
    let expected: Vec<String> = m.game().legal().iter().map(|a| a.to_string()).collect();
    let out = ok(&["legal", &file]);
    assert_eq!(out.lines().collect::<Vec<_>>(), expected);
    assert!(expected.contains(&"move c2".to_string()));
    // A turn ends only once the Robin or the bard has moved.
    assert!(!expected.contains(&"end".to_string()));
}

// ---------------------------------------------------------------- apply

#[test]
fn apply_valid_actions_prints_the_next_save_and_leaves_the_file() {
    let file = new_game("apply_valid", "9");
    let before = std::fs::read(&file).unwrap();
    let out = ok(&["apply", &file, "corner a1", "move b3"]);
    assert_eq!(
        std::fs::read(&file).unwrap(),
        before,
        "the input file is untouched"
    );
    let save = save_of(&out);
    assert_eq!(save.actions, vec!["corner a1", "move b3"]);
    let m = Match::<Locksley>::load(&save).unwrap();
    assert_eq!(m.game().robin(0), Some(11));
    // The output is itself a good input.
    let next = write("apply_valid", "next.json", &out);
    let legal = ok(&["legal", &next]);
    assert!(legal.lines().any(|l| l == "end"));
    assert!(
        !legal.lines().any(|l| l.starts_with("move")),
        "the Robin has moved"
    );
    let out = ok(&["apply", &next, "end"]);
    assert_eq!(save_of(&out).actions.len(), 3);
}

#[test]
fn apply_illegal_action_fails_clearly_and_leaves_the_file() {
    let file = new_game("apply_illegal", "9");
    let before = std::fs::read(&file).unwrap();
    let e = fails(&["apply", &file, "move c3"]);
    assert!(e.contains("'move c3' is not a legal move now"), "{e}");
    assert!(
        e.contains("legal now: corner a1, corner e1, corner a5, corner e5"),
        "{e}"
    );
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

#[test]
fn apply_unreadable_notation_fails() {
    let file = new_game("apply_unreadable", "9");
    let before = std::fs::read(&file).unwrap();
    // Text that is no action at all is told apart from a legal-looking move.
    let e = fails(&["apply", &file, "fly to c3"]);
    assert!(e.contains("'fly to c3' is not a Locksley action"), "{e}");
    assert!(!e.contains("legal now"), "{e}");
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

#[test]
fn apply_is_all_or_nothing() {
    let file = new_game("apply_all_or_nothing", "9");
    let before = std::fs::read(&file).unwrap();
    // The first two are legal, the third is not: nothing is written.
    let e = fails(&["apply", &file, "corner a1", "move b3", "move c2"]);
    assert!(e.contains("'move c2' is not a legal move now"), "{e}");
    assert!(e.contains("legal now:") && e.contains("end"), "{e}");
    assert_eq!(std::fs::read(&file).unwrap(), before);
}

#[test]
fn apply_a_whole_game_matches_the_library() {
    // A random game played by the rules crate, replayed through the command.
    let options = Options::default();
    let mut m: Match<Locksley> = Match::new(options.clone(), 12);
    let mut chooser = Rng::new(99);
    while m.game().outcome().is_none() {
        let legal = m.game().legal();
        m.apply(chooser.pick(&legal).unwrap()).unwrap();
    }
    let file = new_game("apply_whole_game", "12");
    let actions: Vec<String> = m.actions().iter().map(|a| a.to_string()).collect();
    let mut args = vec!["apply", file.as_str()];
    args.extend(actions.iter().map(String::as_str));
    let out = ok(&args);
    let save = save_of(&out);
    assert_eq!(save.actions, actions);
    assert_eq!(save.check, m.save().check);
    // Over: nothing is legal and show names the winner.
    let done = write("apply_whole_game", "done.json", &out);
    assert_eq!(ok(&["legal", &done]), "");
    let shown = ok(&["show", &done]);
    let winner = ["red", "blue"][m.game().outcome().unwrap().winner as usize];
    assert!(shown.contains(&format!("{winner} wins")), "{shown}");
    let e = fails(&["apply", &done, "end"]);
    assert!(
        e.contains("'end' is not a legal move now; legal now: "),
        "{e}"
    );
}

// ---------------------------------------------------------------- show

#[test]
fn show_prints_the_position() {
    let file = new_game("show", "21");
    let out = ok(&["show", &file]);
    assert!(out.starts_with("Robin of Locksley, turn 1\n"), "{out}");
    assert!(out.contains("red chooses a corner"), "{out}");
    assert!(out.contains("track: 0:beginning 1:"), "{out}");
    assert!(out.contains("draw pile 35, discard 0"), "{out}");
    assert!(out.contains("bard 0 of 32"), "{out}");
    assert!(
        out.contains("legal: corner a1, corner e1, corner a5, corner e5"),
        "{out}"
    );
    // Five ranks of five squares, all full before the corners are taken.
    let ranks: Vec<&str> = out
        .lines()
        .filter(|l| l.trim_start().starts_with(|c: char| c.is_ascii_digit()))
        .take(5)
        .collect();
    assert_eq!(ranks.len(), 5);
    for r in ranks {
        assert_eq!(r.split_whitespace().skip(1).count(), 5, "{r}");
        assert!(!r.contains('.'), "{r}");
    }
}

/// `show` prints nothing its viewer may not know: two ambushes whose
/// outlaws hid in different hexes print the same public board and the same
/// Sheriff's board, with none of the outlaws' moves (which name their
/// hexes); the outlaws' own board lists their moves.
#[test]
fn show_keeps_the_hidden_sides_moves_to_that_side() {
    let ambush = |test: &str, pick_last: bool| {
        let mut file = write(
            test,
            "game.json",
            &ok(&["new", "skirmish", "--seed", "5", "--scenario", "ambush"]),
        );
        for _ in 0..4 {
            let legal = ok(&["legal", &file]);
            let places: Vec<&str> = legal.lines().collect();
            let place = if pick_last {
                places.last()
            } else {
                places.first()
            };
            let next = ok(&["apply", &file, place.unwrap()]);
            file = write(test, "game.json", &next);
        }
        file
    };
    let (a, b) = (
        ambush("show_hidden_a", false),
        ambush("show_hidden_b", true),
    );
    let outlaws_move = |file: &str| ok(&["legal", file]);
    assert_eq!(ok(&["show", &a]), ok(&["show", &b]));
    assert_eq!(ok(&["show", &a, "1"]), ok(&["show", &b, "1"]));
    assert_ne!(ok(&["show", &a, "0"]), ok(&["show", &b, "0"]));
    // Before the set-up, the outlaws' placements are their own to read.
    let fresh = write(
        "show_hidden_fresh",
        "game.json",
        &ok(&["new", "skirmish", "--seed", "5", "--scenario", "ambush"]),
    );
    assert!(!ok(&["show", &fresh]).contains("legal:"));
    assert!(!ok(&["show", &fresh, "1"]).contains("legal:"));
    let own = ok(&["show", &fresh, "0"]);
    let first = outlaws_move(&fresh);
    assert!(
        own.contains(&format!("legal: {}", first.lines().next().unwrap())),
        "{own}"
    );
    // A game without secrets lists the moves on the public board.
    assert!(ok(&["show", &new_game("show_open", "3")]).contains("legal: corner"));
}

#[test]
fn show_marks_the_robins_and_holdings() {
    let file = new_game("show_robins", "21");
    let out = ok(&["apply", &file, "corner a1", "move b3"]);
    let file = write("show_robins", "next.json", &out);
    let shown = ok(&["show", &file]);
    let rank3 = shown.lines().find(|l| l.starts_with("  3 ")).unwrap();
    assert_eq!(rank3.split_whitespace().nth(2), Some("1"), "{shown}");
    let rank1 = shown.lines().find(|l| l.starts_with("  1 ")).unwrap();
    assert_eq!(
        rank1.split_whitespace().nth(1),
        Some("."),
        "a1 waits for the refill"
    );
    let rank5 = shown.lines().find(|l| l.starts_with("  5 ")).unwrap();
    assert_eq!(rank5.split_whitespace().nth(5), Some("2"), "{shown}");
    assert!(shown.contains(" red: gold 1, loot [1 "), "{shown}");
    assert!(
        shown.contains("red to play (the Robin has moved)"),
        "{shown}"
    );
}

// ---------------------------------------------------------------- broken files

#[test]
fn a_missing_file_is_reported() {
    let path = scratch("missing", "nothing-here.json");
    let _ = std::fs::remove_file(&path);
    let p = path.to_str().unwrap();
    let e = fails(&["legal", p]);
    assert!(e.contains(p), "{e}");
}

#[test]
fn a_corrupt_file_is_reported() {
    for (name, text) in [
        ("garbage.json", "{not json at all"),
        ("empty.json", ""),
        ("array.json", "[1, 2, 3]"),
        ("noformat.json", "{\"game\": \"locksley\"}"),
    ] {
        let file = write("corrupt", name, text);
        for cmd in ["legal", "show"] {
            let e = fails(&[cmd, &file]);
            assert!(e.contains(&file), "{e}");
            assert!(e.contains("not a Sherwood save file"), "{name}: {e}");
        }
        let e = fails(&["apply", &file, "corner a1"]);
        assert!(e.contains("not a Sherwood save file"), "{name}: {e}");
        assert_eq!(std::fs::read_to_string(&file).unwrap(), text);
    }
}

#[test]
fn a_truncated_save_is_reported() {
    let text = ok(&["new", "locksley", "--seed", "1"]);
    let file = write("truncated", "half.json", &text[..text.len() / 2]);
    assert!(fails(&["legal", &file]).contains("not a Sherwood save file"));
}

#[test]
fn a_save_from_a_newer_sherwood_is_reported_as_such() {
    let text = ok(&["new", "locksley", "--seed", "1"]);
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["format"] = serde_json::json!(SAVE_FORMAT + 1);
    let file = write("future", "future.json", &v.to_string());
    let e = fails(&["legal", &file]);
    assert!(
        e.contains(&format!(
            "it was saved by a newer version of Sherwood (save format {}",
            SAVE_FORMAT + 1
        )),
        "{e}"
    );
}

/// Runs and expects success with one warning; returns (stdout, stderr).
fn warns(args: &[&str]) -> (String, String) {
    let o = run(args);
    assert!(
        o.status.success(),
        "sherwood {args:?} failed: {}",
        stderr(&o)
    );
    let e = stderr(&o);
    assert!(e.starts_with("sherwood: warning: "), "{e}");
    (stdout(&o), e)
}

#[test]
fn a_save_that_replays_to_another_position_opens_with_a_warning() {
    let file = new_game("differs", "1");
    let text = ok(&["apply", &file, "corner a1", "move b3", "end"]);
    // The same moves under another seed: every move applies, the check differs.
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["seed"] = serde_json::json!(2);
    let file = write("differs", "reseeded.json", &v.to_string());
    let (out, e) = warns(&["legal", &file]);
    assert!(!out.is_empty());
    assert!(
        e.contains("the moves replay to a different position than when the game was saved"),
        "{e}"
    );
}

#[test]
fn a_save_whose_moves_stop_applying_opens_at_the_last_move_that_applies() {
    let text = ok(&["new", "locksley", "--seed", "1"]);
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["actions"] = serde_json::json!(["corner a1", "move c3", "end"]);
    let file = write("stops", "bad.json", &v.to_string());
    let (out, e) = warns(&["legal", &file]);
    assert!(
        e.contains("move 2 'move c3' is not legal in that position under these rules; the game is open after move 1"),
        "{e}"
    );
    assert!(out.contains("move b3"), "{out}");
    // Playing on keeps the original moves in the file written, and `original` gives them back.
    let (next, _) = warns(&["apply", &file, "move b3"]);
    let save = save_of(&next);
    assert_eq!(save.actions, ["corner a1", "move b3"]);
    assert_eq!(save.set_aside.len(), 1);
    let next = write("stops", "next.json", &next);
    let original = save_of(&ok(&["original", &next]));
    assert_eq!(original.actions, ["corner a1", "move c3", "end"]);
    // The file from before, which keeps no set-aside yet: `original` finds
    // the one `legal` just announced.
    let original = save_of(&ok(&["original", &file]));
    assert_eq!(original.actions, ["corner a1", "move c3", "end"]);

    v["actions"] = serde_json::json!(["corner a1", "teleport"]);
    let file = write("stops", "worse.json", &v.to_string());
    let (_, e) = warns(&["legal", &file]);
    assert!(
        e.contains("move 2 'teleport' is not understood ('teleport' is not a Locksley action"),
        "{e}"
    );
    let fresh = new_game("stops", "5");
    assert!(fails(&["original", &fresh]).contains("there is no original set aside"));
}

#[test]
fn a_save_of_another_game_is_reported() {
    let text = ok(&["new", "locksley", "--seed", "1"]);
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["game"] = serde_json::json!("chess");
    let file = write("other_game", "chess.json", &v.to_string());
    let e = fails(&["legal", &file]);
    assert!(e.contains("this save is for chess"), "{e}");
}

#[test]
fn a_save_with_bad_options_is_reported() {
    let text = ok(&["new", "locksley", "--seed", "1"]);
    let mut v: serde_json::Value = serde_json::from_str(&text).unwrap();
    v["options"]["length"] = serde_json::json!("endless");
    let file = write("bad_options", "bad.json", &v.to_string());
    let e = fails(&["legal", &file]);
    assert!(e.contains("the game options are not valid"), "{e}");
}

// ---------------------------------------------------------------- usage

#[test]
fn help_prints_usage() {
    for flag in ["help", "--help", "-h"] {
        let out = ok(&[flag]);
        assert!(out.starts_with("usage:"), "{out}");
        assert!(out.contains("sherwood new GAME --seed N"));
    }
}

#[test]
fn usage_errors() {
    assert!(fails(&[]).contains("usage:"));
    assert!(fails(&["frobnicate"]).contains("unknown command 'frobnicate'"));
    assert!(fails(&["legal"]).contains("usage:"));
    assert!(fails(&["apply"]).contains("usage:"));
    assert!(fails(&["new"]).contains("usage:"));
}

#[test]
fn bench_reports_playouts() {
    let out = ok(&["bench", "locksley", "--seconds", "0.2"]);
    assert!(out.starts_with("locksley"), "{out}");
    assert!(
        out.contains("games/s") && out.contains("actions/s"),
        "{out}"
    );
    assert!(out.contains("100.0% finished"), "{out}");
    assert!(fails(&["bench", "chess"]).contains("unknown game 'chess'"));
    assert!(fails(&["bench", "locksley", "--seconds", "soon"]).contains("--seconds takes a number"));
    // A game's own options, as `sherwood new` takes them, read by the game.
    let out = ok(&[
        "bench",
        "skirmish",
        "--scenario",
        "ford",
        "--seconds",
        "0.1",
    ]);
    assert!(out.starts_with("skirmish (native)"), "{out}");
    assert!(fails(&["bench", "skirmish", "--scenario", "moon"]).contains("unknown scenario 'moon'"));
}

/// A Gest game shows the card in play by number and published English title,
/// and where Robin Hood is as far as the viewer may know.
#[test]
fn gest_show_names_the_card_by_its_published_title() {
    let json = ok(&["new", "gest", "--seed", "7"]);
    let file = write("gest_show", "game.json", &json);
    let next = ok(&[
        "apply",
        &file,
        "robin shire_wood",
        "man shire_wood",
        "man remston",
        "man southwell_forest",
    ]);
    let file = write("gest_show", "next.json", &next);
    let shown = ok(&["show", &file]);
    let save = save_of(&next);
    let g = Match::<sherwood_gest::Gest>::load(&save).unwrap();
    let card = g.game().card().expect("a card is drawn");
    assert!(
        shown.contains(&format!(
            "card: #{card} {}\n",
            sherwood_gest::cards::title(card)
        )),
        "{shown}"
    );
}

#[test]
fn tables_prints_each_games_printed_tables_tab_separated() {
    for game in ["legend", "skirmish"] {
        let text = ok(&["tables", game]);
        let tabbed = text.lines().filter(|l| l.contains('\t')).count();
        assert!(tabbed >= 20, "{game}: {tabbed} tab-separated rows\n{text}");
    }
    assert!(ok(&["tables", "legend"]).contains("7.7"));
    assert!(fails(&["tables", "locksley"]).contains("no printed tables"));
    assert!(fails(&["tables", "chess"]).contains("unknown game"));
}
