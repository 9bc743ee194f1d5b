//! Two files play a whole remote game of every game through the command
//! line's links (`invite`, `accept`, `link`, `open`); the players' moves are
//! random legal ones, made in this process as a device's player would.
//! Prints how long the turn links are.

use sherwood_bots::Policy;
use sherwood_engine::{Match, Rng, SaveFile};
use sherwood_registry::{visit, GameVisitor, Registered, GAMES};
use std::path::PathBuf;
use std::process::{Command, Output};

const BIN: &str = env!("CARGO_BIN_EXE_sherwood");
/// A site the links are made for, as long as a typical static host's.
const SITE: &str = "https://someone.github.io/sherwood/";

fn run(args: &[&str]) -> Output {
    Command::new(BIN)
        .args(args)
        .output()
        .expect("the binary runs")
}

fn ok(args: &[&str]) -> String {
    let o = run(args);
    assert!(
        o.status.success(),
        "sherwood {args:?} failed: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8(o.stdout).unwrap()
}

fn fails(args: &[&str]) -> String {
    let o = run(args);
    assert!(!o.status.success(), "sherwood {args:?} succeeded");
    assert!(o.stdout.is_empty());
    String::from_utf8(o.stderr).unwrap()
}

fn file(game: &str, name: &str) -> String {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"))
        .join("remote")
        .join(game);
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name).to_string_lossy().into_owned()
}

/// The player of a file plays random legal moves until the friend is to
/// move or the game is over.
fn play_turn(path: &str, rng: &mut Rng) {
    struct Turn<'a>(SaveFile, &'a mut Rng);
    impl GameVisitor for Turn<'_> {
        type Output = SaveFile;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> SaveFile {
            let Turn(save, rng) = self;
            let me = save.meta.remote.as_ref().unwrap().me;
            let mut m = Match::<G>::load(&save).unwrap();
            while m.game().to_move() == Some(me) {
                let legal = m.game().legal();
                let a = rng.pick(&legal).unwrap().clone();
                m.apply(&a).unwrap();
            }
            m.save()
        }
    }
    let save = SaveFile::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    let game = save.game.clone();
    let after = visit(&game, Turn(save, rng)).unwrap();
    std::fs::write(path, after.to_json()).unwrap();
}

fn read(path: &str) -> SaveFile {
    SaveFile::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Plays one whole remote game of `game`, the host on `host`; returns the
/// length of every turn link.
fn remote_game(game: &str, host: u8, seed: u64) -> Vec<usize> {
    let [ann, bob] = [file(game, "ann.json"), file(game, "bob.json")];
    let side = host.to_string();
    std::fs::write(
        &ann,
        ok(&["invite", game, "--side", &side, "--name", "Ann"]),
    )
    .unwrap();
    let invitation = ok(&["link", &ann, "--site", SITE]);
    assert!(invitation.starts_with(&format!("{SITE}#/link/")));
    std::fs::write(&bob, ok(&["accept", invitation.trim(), "--name", "Bob"])).unwrap();
    let answer = ok(&["link", &bob]);
    std::fs::write(&ann, ok(&["open", answer.trim(), &ann])).unwrap();
    // The answer was opened: opening it again is refused.
    assert!(fails(&["open", answer.trim(), &ann]).contains("already started"));

    let mut rng = Rng::new(seed);
    let mut lengths = Vec::new();
    let mut files = [ann.clone(), bob.clone()];
    if host == 1 {
        files.swap(0, 1);
    }
    let mut guest_started = false;
    loop {
        let host_save = read(&files[host as usize]);
        let Some(seat) = host_save.status.as_ref().unwrap().to_move else {
            break;
        };
        // The guest has no game until the host's first link.
        let (from, to) = if guest_started || seat == host {
            (
                files[seat as usize].clone(),
                files[1 - seat as usize].clone(),
            )
        } else {
            (
                files[host as usize].clone(),
                files[1 - host as usize].clone(),
            )
        };
        if guest_started || seat == host {
            play_turn(&from, &mut rng);
        }
        let link = ok(&["link", &from, "--site", SITE]);
        let link = link.trim();
        lengths.push(link.len());
        let before = std::fs::read_to_string(&to).unwrap();
        std::fs::write(&to, ok(&["open", link, &to])).unwrap();
        // Opened twice: refused, and the file is as it was.
        let twice = fails(&["open", link, &to]);
        assert!(twice.contains("already opened"), "{twice}");
        // The sender's own device refuses its link.
        assert!(fails(&["open", link, &from]).contains("made here"));
        guest_started = true;
        let (a, b) = (read(&from), read(&to));
        assert_eq!(a.actions, b.actions, "{game}: the copies differ");
        assert_eq!(a.check, b.check);
        assert_ne!(before, std::fs::read_to_string(&to).unwrap());
        assert!(lengths.len() < 5_000, "{game}: the game does not end");
    }
    let [a, b] = [read(&files[0]), read(&files[1])];
    assert_eq!(a.status, b.status);
    assert!(
        a.status.as_ref().unwrap().winner.is_some() || a.status.as_ref().unwrap().to_move.is_none()
    );
    // A full link rebuilds either copy.
    let full = ok(&["link", &files[0], "--full"]);
    let lost = ok(&["open", full.trim()]);
    let lost = SaveFile::from_json(&lost).unwrap();
    assert_eq!(lost.actions, b.actions);
    assert_eq!(lost.meta.remote.as_ref().unwrap().me, 1);
    lengths
}

#[test]
fn two_files_play_a_whole_remote_game_of_every_game() {
    for (i, game) in GAMES.iter().enumerate() {
        let host = (i % 2) as u8;
        let mut lengths = remote_game(game, host, 40 + i as u64);
        lengths.sort_unstable();
        let median = lengths[lengths.len() / 2];
        let p90 = lengths[lengths.len() * 9 / 10];
        println!(
            "{game}: {} turn links (random moves), length median {median}, 90% {p90}, longest {} characters",
            lengths.len(),
            lengths.last().unwrap()
        );
    }
}

#[test]
fn a_link_that_does_not_fit_changes_nothing_and_says_why() {
    let game = "locksley";
    let ann = file("refusals", "ann.json");
    let bob = file("refusals", "bob.json");
    std::fs::write(&ann, ok(&["invite", game, "--side", "0", "--name", "Ann"])).unwrap();
    let invitation = ok(&["link", &ann]);
    assert!(fails(&["open", invitation.trim(), &ann]).contains("made here"));
    assert!(fails(&["open", invitation.trim()]).contains("accept"));
    std::fs::write(&bob, ok(&["accept", invitation.trim(), "--name", "Bob"])).unwrap();
    assert!(fails(&["open", "https://x.org/#/link/eyJr", &bob]).contains("not a Sherwood link"));
    assert!(fails(&["link", &bob, "--full"]).contains("not started"));
    // Bob's answer opened on another invitation.
    let other = file("refusals", "other.json");
    std::fs::write(&other, ok(&["invite", game, "--side", "0", "--name", "Cy"])).unwrap();
    let answer = ok(&["link", &bob]);
    assert!(fails(&["open", answer.trim(), &other]).contains("another game"));
    // A plain game has no links.
    let plain = file("refusals", "plain.json");
    std::fs::write(&plain, ok(&["new", game, "--seed", "1"])).unwrap();
    assert!(fails(&["link", &plain]).contains("not played with a friend"));
    assert!(fails(&["invite", "chess", "--side", "0"]).contains("unknown game"));
    assert!(fails(&["invite", game, "--side", "2"]).contains("not 0 or 1"));
}
