//! `sherwood`: play and inspect Sherwood games from the command line.
//!
//! The files it reads and writes are the browser's export format.

mod bots;
mod games;

use sherwood_engine::{ActionError, Divergence, DynMatch, SaveFile};
use std::process::ExitCode;

/// The usage text; each game's flags and the list of games come from the registry.
fn usage() -> String {
    format!(
        "usage:
  sherwood new GAME --seed N [options] > game.json
{}
  sherwood legal game.json            legal actions, one per line
  sherwood apply game.json ACTION...  > next.json
  sherwood show game.json             the position, readable
  sherwood tables GAME                the rulebook's printed tables, as the book prints them
  sherwood original game.json         the original moves of a game that a rules change
                                      stopped replaying, as a save file of their own
  sherwood view game.json [SEAT]      JSON of a seat's view (0, 1, ...; default: the seat to move)
  sherwood bot game.json LEVEL [--seed S]
                                      a bot's action for the seat to move (LEVEL: random|easy|normal|hard)
  sherwood bench GAME [--seconds S]   random playouts per second (use --release)
  sherwood bench-bot GAME LEVEL [--seconds S] [game options]
                                      bot search iterations per second (use --release)
  sherwood selfplay --game GAME --a BOT --b BOT --games N --seed S [--threads T] [game options]
                                      bot against bot, win rates with 95% intervals
      BOT = random | easy | normal | hard
games: {}",
        games::flags_help(),
        sherwood_registry::game_list()
    )
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("sherwood: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &[String]) -> Result<String, String> {
    let (command, rest) = args.split_first().ok_or_else(usage)?;
    match command.as_str() {
        "new" => {
            let (game, flags) = rest.split_first().ok_or_else(usage)?;
            let m = games::new_match(game, flags)?;
            Ok(m.save().to_json_pretty() + "\n")
        }
        "legal" => {
            let m = open(rest.first().ok_or_else(usage)?)?;
            Ok(m.legal_text().iter().map(|a| format!("{a}\n")).collect())
        }
        "apply" => {
            let (file, actions) = rest.split_first().ok_or_else(usage)?;
            let mut m = open(file)?;
            for a in actions {
                m.apply_text(a).map_err(|e| match e {
                    ActionError::NotAnAction { .. } => e.to_string(),
                    ActionError::Illegal(_) => {
                        format!("{e}; legal now: {}", m.legal_text().join(", "))
                    }
                })?;
            }
            Ok(m.save().to_json_pretty() + "\n")
        }
        "tables" => match rest {
            [game] => games::tables(game),
            _ => Err(usage()),
        },
        "show" => {
            let m = open(rest.first().ok_or_else(usage)?)?;
            games::show(m.as_ref())
        }
        "original" => {
            let path = rest.first().ok_or_else(usage)?;
            // Replayed as `show` and `legal` replay it: an original set
            // aside now (a file from before a rules change) counts as well
            // as one the file already keeps.
            let save = read(path)?;
            let (m, _) = games::load(&save).map_err(|e| format!("{path}: {e}"))?;
            let replayed = m.save();
            let aside = replayed.set_aside.last().ok_or(format!(
                "{path}: every move of this game replays; there is no original set aside"
            ))?;
            Ok(replayed.original(aside).to_json_pretty() + "\n")
        }
        "bench" => {
            let (game, flags) = rest.split_first().ok_or_else(usage)?;
            let seconds = match flags {
                [] => 3.0,
                [flag, s] if flag == "--seconds" => {
                    s.parse().map_err(|_| "--seconds takes a number")?
                }
                _ => return Err(usage()),
            };
            games::bench(game, seconds)
        }
        "view" => {
            let m = open(rest.first().ok_or_else(usage)?)?;
            let seat = match rest.get(1) {
                Some(s) => s
                    .parse()
                    .map_err(|_| format!("'{s}' is not a seat number"))?,
                None => m.to_move().ok_or("the game is over: give a seat")?,
            };
            Ok(m.view_json(sherwood_engine::Viewer::Seat(seat)).to_string() + "\n")
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
        "help" | "--help" | "-h" => Ok(format!("{}\n", usage())),
        other => Err(format!("unknown command '{other}'\n{}", usage())),
    }
}

fn read(path: &str) -> Result<SaveFile, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    SaveFile::from_json(&text).map_err(|e| format!("{path}: {e}"))
}

/// Opens a save. A game that no longer replays whole under these rules opens
/// at its last move that applies, with a warning; the original moves stay in
/// the file, and in every file written from it.
fn open(path: &str) -> Result<Box<dyn DynMatch>, String> {
    let save = read(path)?;
    let (m, divergence) = games::load(&save).map_err(|e| format!("{path}: {e}"))?;
    match divergence {
        None => {}
        Some(d @ Divergence::Stopped { index, .. }) => eprintln!(
            "sherwood: warning: {path}: {d}; the game is open after move {index}, and its original moves are kept in the file (see `sherwood original`)"
        ),
        Some(d @ Divergence::Differs) => eprintln!(
            "sherwood: warning: {path}: {d} (the rules have changed since); showing the position the moves give now"
        ),
    }
    Ok(m)
}
