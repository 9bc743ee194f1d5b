//! Every text a player or a file can feed in is fuzzed, for every game the
//! registry holds: save files (stored, imported or given to the command
//! line) and action notation (typed on the command line). Each game's saves
//! and notation get tens of thousands of generated and mutated inputs,
//! seeded so a failure replays; none may panic, and every refusal must be a
//! clear message. The command line itself is run on a sample of them.

use serde_json::Value;
use sherwood_bots::Policy;
use sherwood_engine::{ActionError, LoadError, Match, Rng, SaveFile};
use sherwood_registry::{visit, GameVisitor, Registered, GAMES};
use std::path::Path;
use std::process::Command;

/// Mutated saves of each game restored and replayed (and one generated
/// input for every eight of them).
const SAVES_PER_GAME: usize = 30_000;
/// Action texts tried on each game's positions.
const ACTIONS_PER_GAME: usize = 100_000;
/// Saves written and given to the built command (twice each), every game
/// in turn.
const CLI_RUNS: usize = 160;

/// Fragments that break JSON readers in interesting ways.
#[rustfmt::skip]
const TOKENS: &[&str] = &[
    "null", "true", "false", "{}", "[]", "\"\"", "0", "-1", "1e400", "-0", "1.5",
    "18446744073709551616", "9007199254740993", "\"\\u0000\"", "\"\\ud800\"", "\"é\"", ",", ":",
    "{", "}", "[", "]", "\"", "\\", "\"format\"", "\"game\"", "\"actions\"", "\"options\"",
    "\"seed\"", "\"check\"", "\"status\"", "\"set_aside\"", "\"meta\"", "\"rev\"", "\"locksley\"",
    "\"gest\"", "\"1:00\"", "\u{feff}", "\n", " ", "NaN", "Infinity",
];

/// Text a tokenizer may choke on, for actions.
#[rustfmt::skip]
const ODD: &[&str] = &[
    "", " ", "  ", "\t", "\n", "é", "ß", "\u{0}", "\u{202e}", "🏹", "-", "0", "-1", "99", "255",
    "256", "65536", "18446744073709551616", "a0", "z9", "e6", "f1", "_", ",", ";", "=",
];

fn pick<'a>(rng: &mut Rng, list: &'a [&'a str]) -> &'a str {
    list[rng.below(list.len())]
}

/// A few random bytes of any kind, as (lossy) text.
fn noise(rng: &mut Rng, max: usize) -> String {
    let n = rng.below(max + 1);
    let bytes: Vec<u8> = (0..n).map(|_| rng.below(256) as u8).collect();
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A JSON value of any shape, small.
fn random_value(rng: &mut Rng, depth: u32) -> Value {
    match rng.below(if depth > 2 { 6 } else { 8 }) {
        0 => Value::Null,
        1 => Value::Bool(rng.below(2) == 0),
        2 => Value::from(rng.next_u64() as i64 >> rng.below(64)),
        3 => serde_json::json!(rng.below(1000) as f64 / 7.0),
        4 => Value::from(pick(rng, ODD)),
        5 => Value::from(noise(rng, 12)),
        6 => Value::Array(
            (0..rng.below(4))
                .map(|_| random_value(rng, depth + 1))
                .collect(),
        ),
        _ => {
            let mut m = serde_json::Map::new();
            for _ in 0..rng.below(4) {
                let key = pick(rng, TOKENS).trim_matches('"').to_string();
                m.insert(key, random_value(rng, depth + 1));
            }
            Value::Object(m)
        }
    }
}

/// Replaces one value somewhere in `v` (found by a random walk) with `new`.
fn replace_somewhere(rng: &mut Rng, v: &mut Value, new: Value) {
    let deeper = rng.below(3) != 0;
    match v {
        Value::Object(m) if deeper && !m.is_empty() => {
            let k = m.keys().nth(rng.below(m.len())).cloned().unwrap();
            replace_somewhere(rng, m.get_mut(&k).unwrap(), new);
        }
        Value::Array(a) if deeper && !a.is_empty() => {
            let i = rng.below(a.len());
            replace_somewhere(rng, &mut a[i], new);
        }
        _ => *v = new,
    }
}

/// One mutation of a save's text, at the byte level or in its structure.
fn mutate_save(rng: &mut Rng, text: &str, actions: &[String]) -> String {
    let mut b = text.as_bytes().to_vec();
    let len = b.len().max(1);
    match rng.below(11) {
        0 => b.truncate(rng.below(len)),
        1 => {
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(len).min(b.len().saturating_sub(1));
                if !b.is_empty() {
                    b[i] = rng.below(256) as u8;
                }
            }
        }
        2 => {
            let i = rng.below(len + 1).min(b.len());
            b.splice(i..i, pick(rng, TOKENS).bytes());
        }
        3 => {
            let i = rng.below(len).min(b.len());
            let j = (i + rng.below(64)).min(b.len());
            b.drain(i..j);
        }
        4 => {
            let i = rng.below(len).min(b.len());
            let j = (i + rng.below(64)).min(b.len());
            let copy: Vec<u8> = b[i..j].to_vec();
            b.splice(i..i, copy);
        }
        kind => {
            let Ok(Value::Object(mut v)) = serde_json::from_str::<Value>(text) else {
                return noise(rng, 40);
            };
            match kind {
                5 | 6 => {
                    let new = random_value(rng, 0);
                    let mut whole = Value::Object(v);
                    replace_somewhere(rng, &mut whole, new);
                    return whole.to_string();
                }
                7 => {
                    // Moves: a foreign or garbled one, dropped, repeated or swapped.
                    if let Some(Value::Array(list)) = v.get_mut("actions") {
                        let n = list.len();
                        match rng.below(5) {
                            0 if n > 0 => {
                                list.remove(rng.below(n));
                            }
                            1 if n > 0 => {
                                let i = rng.below(n);
                                list.insert(i, list[i].clone());
                            }
                            2 if n > 1 => list.swap(rng.below(n), rng.below(n)),
                            3 if !actions.is_empty() => {
                                let a = actions[rng.below(actions.len())].clone();
                                let i = rng.below(n + 1);
                                list.insert(i, Value::from(a));
                            }
                            _ => {
                                let i = rng.below(n + 1);
                                list.insert(i, Value::from(mutate_action(rng, actions)));
                            }
                        }
                    }
                }
                8 => drop(v.insert("format".into(), random_value(rng, 3))),
                9 => drop(v.insert("seed".into(), random_value(rng, 3))),
                _ => drop(v.insert("options".into(), random_value(rng, 1))),
            }
            return Value::Object(v).to_string();
        }
    }
    String::from_utf8_lossy(&b).into_owned()
}

/// An action text: a real one garbled, words of the notation recombined, or noise.
fn mutate_action(rng: &mut Rng, actions: &[String]) -> String {
    let base = if actions.is_empty() {
        String::new()
    } else {
        actions[rng.below(actions.len())].clone()
    };
    let words: Vec<&str> = base.split_whitespace().collect();
    match rng.below(8) {
        0 => base.to_uppercase(),
        1 => {
            let mut chars: Vec<char> = base.chars().collect();
            if !chars.is_empty() {
                let i = rng.below(chars.len());
                chars[i] = pick(rng, ODD).chars().next().unwrap_or('x');
            }
            chars.into_iter().collect()
        }
        2 => base.chars().take(rng.below(base.len() + 1)).collect(),
        3 => format!("{base} {}", pick(rng, ODD)),
        4 => {
            // Words of two real actions crossed.
            let other = &actions[rng
                .below(actions.len().max(1))
                .min(actions.len().saturating_sub(1))];
            let mut out: Vec<&str> = words.iter().take(1).copied().collect();
            out.extend(other.split_whitespace().skip(1));
            out.join(" ")
        }
        5 => words
            .iter()
            .map(|w| if rng.below(2) == 0 { pick(rng, ODD) } else { w })
            .collect::<Vec<_>>()
            .join(if rng.below(2) == 0 { " " } else { "  " }),
        6 => noise(rng, 16),
        _ => format!("{}{}", pick(rng, ODD), base),
    }
}

/// A save to start from, of the game it names.
struct Base {
    game: String,
    text: String,
}

/// Real saves to start from: the fixtures of every format, and fresh games
/// of every registered game at several lengths.
fn corpus() -> Vec<Base> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/fixtures/saves");
    let mut texts = Vec::new();
    let mut dirs: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .map(|d| d.unwrap().path())
        .filter(|d| d.is_dir())
        .collect();
    dirs.sort();
    for dir in dirs {
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|f| f.unwrap().path())
            .collect();
        files.sort();
        for f in files {
            texts.push(std::fs::read_to_string(f).unwrap());
        }
    }
    for id in GAMES {
        texts.extend(visit(id, Played(&[0, 5, 30, 80])).unwrap());
    }
    texts
        .into_iter()
        .map(|text| Base {
            game: SaveFile::from_json(&text).expect("a real save").game,
            text,
        })
        .collect()
}

/// Every action text the corpus holds of one game, for garbling.
fn actions_of(corpus: &[Base], game: &str) -> Vec<String> {
    corpus
        .iter()
        .filter(|b| b.game == game)
        .filter_map(|b| SaveFile::from_json(&b.text).ok())
        .flat_map(|s| s.actions)
        .collect()
}

/// Every action text of every game, for crossing games.
fn all_actions(corpus: &[Base]) -> Vec<String> {
    GAMES.iter().flat_map(|g| actions_of(corpus, g)).collect()
}

/// Fresh games of any registered game, with random legal moves: saves to
/// start from.
struct Played<'a>(&'a [usize]);

impl GameVisitor for Played<'_> {
    type Output = Vec<String>;
    fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> Vec<String> {
        self.0
            .iter()
            .map(|&n| {
                let mut m: Match<G> = Match::new(Default::default(), n as u64 + 11);
                let mut rng = Rng::new(n as u64);
                for _ in 0..n {
                    let legal = m.game().legal();
                    let Some(a) = rng.pick(&legal) else { break };
                    m.apply(&a.clone()).unwrap();
                }
                m.save().to_json()
            })
            .collect()
    }
}

/// Reads a save the way the app and the command line do, whichever game it
/// names; returns the refusal or the divergence, worded.
fn read_save(text: &str) -> Result<Option<String>, String> {
    let save = SaveFile::from_json(text).map_err(|e| e.to_string())?;
    struct Restore<'a>(&'a SaveFile);
    impl GameVisitor for Restore<'_> {
        type Output = Result<Option<String>, String>;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> Self::Output {
            let r = Match::<G>::restore(self.0).map_err(|e| e.to_string())?;
            // A restored game is whole: it saves and reopens to the same place.
            let again = Match::<G>::restore(&r.game.save()).expect("a restored game reopens");
            assert_eq!(again.divergence, None);
            assert_eq!(again.game.actions().len(), r.game.actions().len());
            Ok(r.divergence.map(|d| d.to_string()))
        }
    }
    visit(&save.game, Restore(&save)).unwrap_or_else(|| {
        Err(LoadError::WrongGame {
            expected: "a known game".into(),
            found: save.game.clone(),
        }
        .to_string())
    })
}

/// A refusal worded for a person: a sentence, not a debug dump. The
/// shortest clear ones name the word that is wrong, as Legend's notation
/// does: "no area ','".
fn assert_clear(message: &str, input: &str) {
    assert!(
        message.len() >= 10 && message.split_whitespace().count() >= 2,
        "unclear refusal {message:?} of {input:?}"
    );
    assert!(
        !message.contains("Err(") && !message.contains("Some("),
        "{message:?}"
    );
}

/// Opened, opened with a divergence, refused.
#[derive(Default)]
struct Reads {
    opened: usize,
    diverged: usize,
    refused: usize,
}

#[test]
fn the_save_reader_survives_generated_and_mutated_files_of_every_game() {
    let corpus = corpus();
    let all = all_actions(&corpus);
    let mut rng = Rng::new(0x5a7e_f11e);
    let own: Vec<Vec<String>> = GAMES.iter().map(|g| actions_of(&corpus, g)).collect();
    let bases: Vec<Vec<&Base>> = GAMES
        .iter()
        .map(|g| corpus.iter().filter(|b| b.game == *g).collect())
        .collect();
    let mut generated = Reads::default();
    let mut per_game: Vec<Reads> = GAMES.iter().map(|_| Reads::default()).collect();
    let read = |input: &str, reads: &mut Reads| match read_save(input) {
        Ok(None) => reads.opened += 1,
        Ok(Some(why)) => {
            assert_clear(&why, input);
            reads.diverged += 1;
        }
        Err(why) => {
            assert_clear(&why, input);
            reads.refused += 1;
        }
    };
    for i in 0..SAVES_PER_GAME * GAMES.len() {
        // A save of each game in turn, mutated one to three times over.
        let g = i % GAMES.len();
        let base = bases[g][rng.below(bases[g].len())];
        // Mostly this game's own moves, sometimes another's.
        let actions = if rng.below(5) == 0 { &all } else { &own[g] };
        let mut t = mutate_save(&mut rng, &base.text, actions);
        for _ in 0..rng.below(3) {
            t = mutate_save(&mut rng, &t, actions);
        }
        read(&t, &mut per_game[g]);
        // And one in eight generated: a document of any shape, or noise.
        if i % 8 == 0 {
            let input = if rng.below(2) == 0 {
                random_value(&mut rng, 0).to_string()
            } else {
                noise(&mut rng, 60)
            };
            read(&input, &mut generated);
        }
    }
    let total =
        SAVES_PER_GAME * GAMES.len() + generated.opened + generated.diverged + generated.refused;
    let line = |r: &Reads| {
        format!(
            "{} inputs: {} opened, {} opened with a divergence, {} refused",
            r.opened + r.diverged + r.refused,
            r.opened,
            r.diverged,
            r.refused
        )
    };
    println!("save reader: {total} inputs");
    println!("  generated: {}", line(&generated));
    for (id, r) in GAMES.iter().zip(&per_game) {
        println!("  {id} saves mutated: {}", line(r));
    }
    assert!(generated.refused > SAVES_PER_GAME / 10);
    for (id, r) in GAMES.iter().zip(&per_game) {
        assert_eq!(r.opened + r.diverged + r.refused, SAVES_PER_GAME, "{id}");
        assert!(
            r.opened > SAVES_PER_GAME / 200
                && r.diverged > SAVES_PER_GAME / 200
                && r.refused > SAVES_PER_GAME / 10,
            "{id}: the mutations stay varied"
        );
    }
}

/// Random and garbled action text given to each position of a game's real
/// saves: played, illegal, or not an action, each told clearly.
struct Notation<'a> {
    corpus: &'a [Base],
    own: &'a [String],
    all: &'a [String],
    seed: u64,
}

/// Played, illegal, not actions.
type Answers = (usize, usize, usize);

impl GameVisitor for Notation<'_> {
    type Output = Answers;
    fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> Answers {
        let mut rng = Rng::new(self.seed);
        // Positions to try actions in: the corpus's games of G, each at a
        // few points along its moves.
        let mut games: Vec<Match<G>> = Vec::new();
        for save in self
            .corpus
            .iter()
            .filter(|b| b.game == G::ID)
            .filter_map(|b| SaveFile::from_json(&b.text).ok())
        {
            let n = save.actions.len();
            for cut in [n / 4, n / 2, 3 * n / 4, n] {
                let mut prefix = save.clone();
                prefix.actions.truncate(cut);
                if let Ok(r) = Match::<G>::restore(&prefix) {
                    games.push(r.game);
                }
            }
        }
        assert!(!games.is_empty(), "{}: no position to try", G::ID);
        let (mut played, mut not_actions, mut illegal) = (0, 0, 0);
        for i in 0..ACTIONS_PER_GAME {
            let m = &games[rng.below(games.len())];
            let text = match i % 4 {
                0 => m
                    .game()
                    .legal()
                    .first()
                    .map(|a| a.to_string())
                    .unwrap_or_default(),
                _ => {
                    let actions = if rng.below(5) == 0 {
                        self.all
                    } else {
                        self.own
                    };
                    mutate_action(&mut rng, actions)
                }
            };
            let mut copy = m.clone();
            match copy.apply_text(&text) {
                Ok(()) => played += 1,
                Err(ActionError::NotAnAction { reason, .. }) => {
                    assert_clear(&reason, &text);
                    assert!(text.parse::<G::Action>().is_err());
                    not_actions += 1;
                }
                Err(ActionError::Illegal(e)) => {
                    assert_clear(&e.to_string(), &text);
                    // Well written: it parses, and its notation reads back the same.
                    let a: G::Action = text.parse().ok().expect("an illegal action parses");
                    assert_eq!(a.to_string().parse::<G::Action>().ok(), Some(a));
                    assert_eq!(copy.actions().len(), m.actions().len(), "nothing changed");
                    illegal += 1;
                }
            }
        }
        (played, illegal, not_actions)
    }
}

#[test]
fn the_notation_of_every_game_survives_generated_and_mutated_actions() {
    let corpus = corpus();
    let all = all_actions(&corpus);
    let mut counts = Vec::new();
    for (g, id) in GAMES.iter().enumerate() {
        let own = actions_of(&corpus, id);
        let job = Notation {
            corpus: &corpus,
            own: &own,
            all: &all,
            seed: 7 + g as u64,
        };
        let (played, illegal, not) = visit(id, job).unwrap();
        println!("{id} notation: {ACTIONS_PER_GAME} inputs: {played} played, {illegal} illegal, {not} not actions");
        counts.push((*id, played, illegal, not));
    }
    assert_eq!(counts.len(), GAMES.len());
    for (id, played, illegal, not) in counts {
        assert_eq!(played + illegal + not, ACTIONS_PER_GAME, "{id}");
        let some = ACTIONS_PER_GAME / 100;
        assert!(
            played > some && illegal > some && not > some,
            "{id}: the inputs reach every answer"
        );
    }
}

/// The built command on a sample of the same inputs: exit 1 with one clear
/// line, never a panic, and text that is no action is told as such.
#[test]
fn the_command_line_refuses_bad_input_clearly() {
    let bin = env!("CARGO_BIN_EXE_sherwood");
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fuzz-cli");
    std::fs::create_dir_all(&dir).unwrap();
    let corpus = corpus();
    let actions = all_actions(&corpus);
    let mut rng = Rng::new(99);
    let mut runs = vec![0; GAMES.len()];
    for i in 0..CLI_RUNS {
        // Every game in turn.
        let g = i % GAMES.len();
        let bases: Vec<&Base> = corpus.iter().filter(|b| b.game == GAMES[g]).collect();
        let base = bases[rng.below(bases.len())];
        let file = dir.join(format!("{i}.json"));
        std::fs::write(&file, mutate_save(&mut rng, &base.text, &actions)).unwrap();
        // An argument cannot hold a NUL byte.
        let action = mutate_action(&mut rng, &actions).replace('\0', "");
        for args in [
            vec!["show", file.to_str().unwrap()],
            vec!["apply", file.to_str().unwrap(), &action],
        ] {
            let o = Command::new(bin).args(&args).output().unwrap();
            runs[g] += 1;
            let err = String::from_utf8_lossy(&o.stderr);
            assert!(!err.contains("panicked"), "{args:?}: {err}");
            // Nothing from the file or the argument acts on the terminal.
            assert!(
                !err.chars().any(|c| c.is_control() && c != '\n'),
                "{args:?}: {err:?}"
            );
            assert!(matches!(o.status.code(), Some(0 | 1)), "{args:?}: {err}");
            if o.status.code() == Some(1) {
                // The refusal follows any warning about the file.
                let refusal = err.rsplit("sherwood: ").next().unwrap_or_default();
                assert!(
                    err.starts_with("sherwood: ") && !refusal.is_empty(),
                    "{err}"
                );
                if refusal.contains("is not a") && refusal.contains(" action") {
                    assert!(!refusal.contains("legal now"), "{err}");
                }
            }
        }
    }
    for (id, n) in GAMES.iter().zip(&runs) {
        println!("command line: {id}: {n} runs");
        assert_eq!(*n, CLI_RUNS / GAMES.len() * 2, "{id}");
    }
}
