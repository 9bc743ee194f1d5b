//! `sherwood`: play and inspect Sherwood games from the command line.
//!
//! The files it reads and writes are the browser's export format.

mod bots;
mod escape;
mod games;
mod remote;

use escape::line;
use sherwood_engine::{ActionError, Divergence, DynMatch, SaveFile};
use std::io::Read;
use std::process::ExitCode;

/// The largest file read as a save, as in the app's import: the longest
/// games save in well under 100 kB, so anything larger is not a save.
const MAX_SAVE_BYTES: u64 = 1_000_000;
/// The longest action text `apply` takes: the notations' longest actions
/// are about 40 characters.
const MAX_ACTION_BYTES: usize = 1_000;

/// The usage text; each game's flags and the list of games come from the registry.
fn usage() -> String {
    format!(
        "usage:
  sherwood new GAME --seed N [options] > game.json
{}
  sherwood legal game.json            legal actions, one per line
  sherwood apply game.json ACTION...  > next.json
  sherwood show game.json [SEAT]      the position, readable: as everyone sees it, or as SEAT
                                      does (0, 1, ...); the legal moves where they are no secret
  sherwood tables GAME                the rulebook's printed tables, as the book prints them
  sherwood original game.json         the original moves of a game that a rules change
                                      stopped replaying, as a save file of their own
  sherwood view game.json [SEAT]      JSON of a seat's view (0, 1, ...; default: the seat to move)
  sherwood bot game.json LEVEL [--seed S]
                                      a bot's action for the seat to move (LEVEL: random|easy|normal|hard)
  sherwood bench GAME [--seconds S] [game options]
                                      random playouts per second (use --release)
  sherwood bench-bot GAME LEVEL [--seconds S] [game options]
                                      bot search iterations per second (use --release)
  sherwood selfplay --game GAME --a BOT --b BOT --games N --seed S [--threads T] [game options]
                                      bot against bot, win rates with 95% intervals
      BOT = random | easy | normal | hard, or ITERATIONS[w][:EXPLORATION[:PLAYOUT_CAP]]
            (a custom search; w: widened by the game's policy, as normal is)
  sherwood invite GAME --side SEAT --name NAME [options] > invitation.json
                                      invite a friend on another device to play; you play SEAT
  sherwood accept LINK --name NAME > invitation.json
                                      accept a friend's invitation
  sherwood link FILE [--full] [--site URL]
                                      the link to send now: the invitation, the answer, or the
                                      moves since your friend last heard (--full: the whole game)
  sherwood open LINK [FILE] > game.json
                                      open your friend's link on your invitation or game (a full
                                      link needs no file); checks every move
games: {}",
        games::flags_help(),
        sherwood_registry::game_list()
    )
}

fn main() -> ExitCode {
    let args: Result<Vec<String>, String> = std::env::args_os()
        .skip(1)
        .map(|a| {
            a.into_string().map_err(|a| {
                format!(
                    "the argument '{}' is not valid UTF-8",
                    line(&a.to_string_lossy())
                )
            })
        })
        .collect();
    match args.and_then(|args| run(&args)) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            // Whatever the message quotes from a file or an argument shows
            // escaped; the message's own line breaks stay.
            eprintln!("sherwood: {}", escape::message(&e));
            ExitCode::FAILURE
        }
    }
}

/// A save for stdout (see [`escape::json`]).
fn json_out(save: &SaveFile) -> String {
    escape::json(&save.to_json_pretty()) + "\n"
}

fn run(args: &[String]) -> Result<String, String> {
    let (command, rest) = args.split_first().ok_or_else(usage)?;
    match command.as_str() {
        "new" => {
            let (game, flags) = rest.split_first().ok_or_else(usage)?;
            let m = games::new_match(game, flags)?;
            Ok(json_out(&m.save()))
        }
        "legal" => {
            let m = open(rest.first().ok_or_else(usage)?)?;
            Ok(m.legal_text().iter().map(|a| format!("{a}\n")).collect())
        }
        "apply" => {
            let (file, actions) = rest.split_first().ok_or_else(usage)?;
            if let Some((i, a)) = actions
                .iter()
                .enumerate()
                .find(|(_, a)| a.len() > MAX_ACTION_BYTES)
            {
                return Err(format!(
                    "action {} is {} bytes long, too long to be an action (the limit is {MAX_ACTION_BYTES})",
                    i + 1,
                    a.len()
                ));
            }
            let mut m = open(file)?;
            for a in actions {
                m.apply_text(a).map_err(|e| match e {
                    ActionError::NotAnAction { .. } => line(&e.to_string()),
                    ActionError::Illegal(_) => {
                        format!(
                            "{}; legal now: {}",
                            line(&e.to_string()),
                            m.legal_text().join(", ")
                        )
                    }
                })?;
            }
            Ok(json_out(&m.save()))
        }
        "tables" => match rest {
            [game] => games::tables(game),
            _ => Err(usage()),
        },
        "show" => {
            let m = open(rest.first().ok_or_else(usage)?)?;
            let viewer = match rest.get(1) {
                Some(s) => sherwood_engine::Viewer::Seat(
                    s.parse()
                        .map_err(|_| format!("'{}' is not a seat number", line(s)))?,
                ),
                None => sherwood_engine::Viewer::Public,
            };
            games::show(m.as_ref(), viewer)
        }
        "original" => {
            let path = rest.first().ok_or_else(usage)?;
            // Replayed as `show` and `legal` replay it: an original set
            // aside now (a file from before a rules change) counts as well
            // as one the file already keeps.
            let save = read(path)?;
            let (m, _) = games::load(&save).map_err(|e| failed(path, e))?;
            let replayed = m.save();
            let aside = replayed.set_aside.last().ok_or(format!(
                "{}: every move of this game replays; there is no original set aside",
                line(path)
            ))?;
            Ok(json_out(&replayed.original(aside)))
        }
        "bench" => {
            let (game, flags) = rest.split_first().ok_or_else(usage)?;
            // `--seconds S` anywhere among the game's own flags.
            let (seconds, options) = games::take_flag(flags, "--seconds", "a number")?;
            let seconds = match seconds {
                Some(s) => s.parse().map_err(|_| "--seconds takes a number")?,
                None => 3.0,
            };
            games::bench(game, seconds, &options)
        }
        "view" => {
            let m = open(rest.first().ok_or_else(usage)?)?;
            let seat = match rest.get(1) {
                Some(s) => s
                    .parse()
                    .map_err(|_| format!("'{}' is not a seat number", line(s)))?,
                None => m.to_move().ok_or("the game is over: give a seat")?,
            };
            let view = m.view_json(sherwood_engine::Viewer::Seat(seat)).to_string();
            Ok(escape::json(&view) + "\n")
        }
        "bot" => {
            let [file, level, flags @ ..] = rest else {
                return Err(usage());
            };
            let seed = match flags {
                [] => 0,
                [flag, s] if flag == "--seed" => s.parse().map_err(|_| "--seed takes a number")?,
                _ => return Err(usage()),
            };
            let m = open(file)?;
            bots::bot_move(m.as_ref(), level, seed)
        }
        "bench-bot" => {
            let [game, level, flags @ ..] = rest else {
                return Err(usage());
            };
            let (seconds, game_flags) = match flags {
                [flag, s, rest @ ..] if flag == "--seconds" => {
                    (s.parse().map_err(|_| "--seconds takes a number")?, rest)
                }
                rest => (5.0, rest),
            };
            bots::bench(game, level, seconds, game_flags)
        }
        "selfplay" => bots::selfplay(rest),
        "invite" => {
            let (game, flags) = rest.split_first().ok_or_else(usage)?;
            remote::invite(game, flags)
        }
        "accept" => {
            let (link, flags) = rest.split_first().ok_or_else(usage)?;
            remote::accept(link, flags)
        }
        "link" => {
            let (file, flags) = rest.split_first().ok_or_else(usage)?;
            let kept = remote::kept(&read_text(file)?).map_err(|e| failed(file, e))?;
            remote::link(&kept, flags)
        }
        "open" => {
            let kept = match rest {
                [_] => None,
                [_, file] => Some(remote::kept(&read_text(file)?).map_err(|e| failed(file, e))?),
                _ => return Err(usage()),
            };
            let mut report = String::new();
            let out = remote::open(&rest[0], kept.as_ref(), &mut report)?;
            eprintln!("sherwood: {report}");
            Ok(out)
        }
        "help" | "--help" | "-h" => Ok(format!("{}\n", usage())),
        other => Err(format!("unknown command '{}'\n{}", line(other), usage())),
    }
}

/// `path: why`, both quoted safely (see [`escape::line`]).
fn failed(path: &str, why: impl std::fmt::Display) -> String {
    format!("{}: {}", line(path), line(&why.to_string()))
}

/// Reads a save, refusing a file too large to be one before reading it all:
/// by its length, and by reading no more than one byte past the limit (a
/// file that grows, or a pipe, has no length to go by).
fn read(path: &str) -> Result<SaveFile, String> {
    SaveFile::from_json(&read_text(path)?).map_err(|e| failed(path, e))
}

/// A file's text, refusing one too large to be a save (see [`read`]).
fn read_text(path: &str) -> Result<String, String> {
    let file = std::fs::File::open(path).map_err(|e| failed(path, e))?;
    let length = file.metadata().map_err(|e| failed(path, e))?.len();
    let limit =
        format!("too large to be a Sherwood save (the limit is {MAX_SAVE_BYTES} bytes, 1 MB)");
    if length > MAX_SAVE_BYTES {
        return Err(failed(path, format!("{length} bytes is {limit}")));
    }
    let mut bytes = Vec::new();
    file.take(MAX_SAVE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| failed(path, e))?;
    if bytes.len() as u64 > MAX_SAVE_BYTES {
        return Err(failed(path, format!("the file is {limit}")));
    }
    String::from_utf8(bytes)
        .map_err(|_| failed(path, "not a Sherwood save file (it is not UTF-8 text)"))
}

/// Opens a save. A game that no longer replays whole under these rules opens
/// at its last move that applies, with a warning; the original moves stay in
/// the file, and in every file written from it.
fn open(path: &str) -> Result<Box<dyn DynMatch>, String> {
    let save = read(path)?;
    let (m, divergence) = games::load(&save).map_err(|e| failed(path, e))?;
    match divergence {
        None => {}
        Some(d @ Divergence::Stopped { index, .. }) => eprintln!(
            "sherwood: warning: {}; the game is open after move {index}, and its original moves are kept in the file (see `sherwood original`)",
            failed(path, d)
        ),
        Some(d @ Divergence::Differs) => eprintln!(
            "sherwood: warning: {} (the rules have changed since); showing the position the moves give now",
            failed(path, d)
        ),
    }
    Ok(m)
}
