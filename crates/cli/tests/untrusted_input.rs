//! What the command reads from a file or an argument cannot harm it or the
//! terminal: a file too large to be a save is refused before it is read
//! whole, an absurdly long action is refused, and whatever a message quotes
//! shows its control characters escaped instead of acting on the terminal.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

const BIN: &str = env!("CARGO_BIN_EXE_sherwood");
/// The command's limits, as its messages state them.
const MAX_SAVE_BYTES: u64 = 1_000_000;
const MAX_ACTION_BYTES: usize = 1_000;

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the binary runs")
}

/// Runs and expects a refusal: exit 1, nothing on stdout. Returns stderr.
fn fails(args: &[&str]) -> String {
    let o = run(args);
    assert_eq!(o.status.code(), Some(1), "sherwood {args:?}");
    assert!(o.stdout.is_empty());
    let e = String::from_utf8(o.stderr).unwrap();
    assert!(e.starts_with("sherwood: "), "{e}");
    e
}

fn scratch(test: &str, name: &str) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("untrusted")
        .join(test);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_str().unwrap().to_string()
}

fn new_save() -> serde_json::Value {
    let o = run(&["new", "locksley", "--seed", "1"]);
    assert!(o.status.success());
    serde_json::from_slice(&o.stdout).unwrap()
}

fn write_save(test: &str, name: &str, save: &serde_json::Value) -> String {
    let path = scratch(test, name);
    std::fs::write(&path, save.to_string()).unwrap();
    path
}

/// Characters that act on a terminal or on the order of a line instead of
/// showing: C0 (but the line break), DEL, C1, bidirectional controls.
fn acting(text: &str) -> Vec<char> {
    text.chars()
        .filter(|&c| {
            (c.is_control() && c != '\n')
                || matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
        })
        .collect()
}

// ---------------------------------------------------------------- size

#[test]
fn a_file_over_1_mb_is_refused_by_its_length_without_being_read() {
    // A sparse file of 4 GB: reading it would take seconds and the memory.
    let path = scratch("sparse", "huge.json");
    let f = std::fs::File::create(&path).unwrap();
    f.set_len(4_000_000_000).unwrap();
    drop(f);
    for cmd in ["show", "legal", "original"] {
        let e = fails(&[cmd, &path]);
        assert!(
            e.contains(&path)
                && e.contains("4000000000 bytes is too large to be a Sherwood save")
                && e.contains("1 MB"),
            "{e}"
        );
    }
    let e = fails(&["apply", &path, "end"]);
    assert!(e.contains("too large to be a Sherwood save"), "{e}");
    std::fs::remove_file(&path).unwrap();
}

#[test]
fn a_file_of_exactly_1_mb_is_read_and_one_byte_more_is_refused() {
    // A save padded with spaces to the limit still opens.
    let save = new_save().to_string();
    let padded = save.clone() + &" ".repeat(MAX_SAVE_BYTES as usize - save.len());
    let path = scratch("limit", "padded.json");
    std::fs::write(&path, &padded).unwrap();
    let o = run(&["legal", &path]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    std::fs::write(&path, format!("{padded} ")).unwrap();
    let e = fails(&["legal", &path]);
    assert!(e.contains("1000001 bytes is too large"), "{e}");
}

/// A pipe has no length to go by: the command reads one byte past the limit
/// and stops there, however much more the other end would write.
#[cfg(unix)]
#[test]
fn a_pipe_over_1_mb_is_refused_after_one_byte_past_the_limit() {
    let mut child = Command::new(BIN)
        .args(["show", "/dev/stdin"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    let offered = 16 * MAX_SAVE_BYTES as usize;
    let writer = std::thread::spawn(move || {
        let chunk = [b' '; 8192];
        let mut written = 0;
        // Stops when the command closes its end (a broken pipe).
        while written < offered && stdin.write_all(&chunk).is_ok() {
            written += chunk.len();
        }
        written
    });
    let o = child.wait_with_output().unwrap();
    let written = writer.join().unwrap();
    let e = String::from_utf8(o.stderr).unwrap();
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert!(
        e.contains("/dev/stdin: the file is too large to be a Sherwood save") && e.contains("1 MB"),
        "{e}"
    );
    // What was written is the limit, plus what the pipe holds.
    assert!(
        written < 2 * MAX_SAVE_BYTES as usize,
        "{written} bytes were read"
    );
}

#[test]
fn an_action_over_1000_bytes_is_refused_before_the_save_is_read() {
    let path = write_save("long_action", "game.json", &new_save());
    let long = "a".repeat(MAX_ACTION_BYTES + 1);
    let e = fails(&["apply", &path, "end", &long]);
    assert!(
        e.contains("action 2 is 1001 bytes long, too long to be an action (the limit is 1000)"),
        "{e}"
    );
    // Before the save is read: even a missing one.
    let e = fails(&["apply", "no-such-file.json", &long]);
    assert!(e.contains("too long to be an action"), "{e}");
    // At the limit, the notation answers.
    let e = fails(&["apply", &path, &"a".repeat(MAX_ACTION_BYTES)]);
    assert!(e.contains("is not a Locksley action"), "{e}");
}

// ---------------------------------------------------------------- escaping

#[test]
fn a_move_in_a_save_holding_escape_sequences_is_quoted_escaped() {
    let mut save = new_save();
    // Clears the screen, sets the window title, rings, CSI in its C1 form,
    // reverses the line, and starts a line of its own.
    let hostile = "corner a1\u{1b}[2J\u{1b}]0;owned\u{7}\u{9b}31m\u{202e}\nsherwood: fine";
    save["actions"] = serde_json::json!(["corner a1", hostile]);
    let path = write_save("move", "hostile.json", &save);
    for args in [
        vec!["show", path.as_str()],
        vec!["legal", path.as_str()],
        vec!["apply", path.as_str(), "move b3"],
        vec!["original", path.as_str()],
    ] {
        let o = run(&args);
        assert!(o.status.success(), "{args:?}");
        // The moves set aside reach stdout as JSON escapes.
        let out = String::from_utf8(o.stdout).unwrap();
        assert!(acting(&out).is_empty(), "{args:?}: {out:?}");
        let e = String::from_utf8(o.stderr).unwrap();
        assert!(!e.as_bytes().contains(&0x1b), "{args:?}: {e:?}");
        assert!(acting(&e).is_empty(), "{args:?}: {e:?}");
        if args[0] == "original" {
            // No warning: the original moves are the output, and read back whole.
            assert!(e.is_empty(), "{e}");
            let back: serde_json::Value = serde_json::from_str(&out).unwrap();
            assert_eq!(back["actions"][1], hostile);
            continue;
        }
        assert!(
            e.contains(r"move 2 'corner a1\u{1b}[2J\u{1b}]0;owned\u{7}\u{9b}31m\u{202e}\nsherwood: fine' is not understood"),
            "{args:?}: {e}"
        );
        // One warning, on one line: the quote starts no line of its own.
        assert_eq!(e.lines().count(), 1, "{args:?}: {e}");
    }
}

#[test]
fn a_game_id_with_control_characters_is_quoted_escaped() {
    let mut save = new_save();
    save["game"] = serde_json::json!("lock\u{1b}[31m\u{85}sley");
    let path = write_save("game_id", "hostile.json", &save);
    let e = fails(&["legal", &path]);
    assert!(!e.as_bytes().contains(&0x1b), "{e:?}");
    assert!(acting(&e).is_empty(), "{e:?}");
    assert!(
        e.contains(r"this save is for lock\u{1b}[31m\u{85}sley, not a known game"),
        "{e}"
    );
    let e = fails(&["new", "lock\u{1b}[31msley", "--seed", "1"]);
    assert!(e.contains(r"unknown game 'lock\u{1b}[31msley'"), "{e}");
}

#[test]
fn arguments_with_control_characters_are_quoted_escaped() {
    let path = write_save("arguments", "game.json", &new_save());
    let game = path.as_str();
    for (args, quoted) in [
        (
            vec!["apply", game, "corner\u{1b}[2J a1"],
            r"'corner\u{1b}[2J a1' is not a Locksley action",
        ),
        (
            vec!["apply", game, "corner a1", "move\u{9b}2J\u{202e}"],
            r"'move\u{9b}2J\u{202e}' is not a Locksley action",
        ),
        (
            vec!["view", game, "\u{1b}[2J\n"],
            r"'\u{1b}[2J\n' is not a seat number",
        ),
        (
            vec!["new", "locksley", "--seed", "\u{1b}[2J"],
            r"--seed: '\u{1b}[2J' is not a number",
        ),
        (
            vec!["frobnicate\u{1b}[2J"],
            r"unknown command 'frobnicate\u{1b}[2J'",
        ),
        // A path is quoted escaped too.
        (
            vec!["show", "missing\u{1b}[2J\nfile.json"],
            r"sherwood: missing\u{1b}[2J\nfile.json: ",
        ),
    ] {
        let e = fails(&args);
        assert!(e.contains(quoted), "{args:?}: {e}");
        assert!(acting(&e).is_empty(), "{args:?}: {e:?}");
    }
}

#[cfg(unix)]
#[test]
fn an_argument_that_is_not_utf8_is_refused_not_a_panic() {
    use std::os::unix::ffi::OsStrExt;
    let o = Command::new(BIN)
        .args([
            std::ffi::OsStr::new("show"),
            std::ffi::OsStr::from_bytes(b"game\xff\x1b.json"),
        ])
        .output()
        .unwrap();
    let e = String::from_utf8(o.stderr).unwrap();
    assert_eq!(o.status.code(), Some(1), "{e}");
    assert!(
        e.contains(r"the argument 'game�\u{1b}.json' is not valid UTF-8"),
        "{e}"
    );
}

#[test]
fn names_in_a_save_reach_stdout_escaped_and_read_back_the_same() {
    let mut save = new_save();
    let names = serde_json::json!(["Robin\u{1b}[2J\u{9b}\u{7f}", "\u{202e}Marian"]);
    save["meta"]["names"] = names.clone();
    let path = write_save("names", "names.json", &save);
    let o = run(&["apply", &path, "corner a1"]);
    assert!(o.status.success());
    let out = String::from_utf8(o.stdout).unwrap();
    assert!(acting(&out).is_empty(), "{out:?}");
    assert!(out.contains(r"Robin\u001b[2J\u009b\u007f"), "{out}");
    let back: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(back["meta"]["names"], names);
}
