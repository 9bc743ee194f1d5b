//! `sherwood`: play and inspect Sherwood games from the command line.
//!
//! The files it reads and writes are the browser's export format.

mod bench;
mod bots;
mod games;

use sherwood_engine::{DynMatch, SaveFile};
use std::process::ExitCode;

const USAGE: &str = "usage:
  sherwood new GAME --seed N [options] > game.json
      locksley options: --length short|normal|long  --faces day|night|mixed
                        --first red|blue  --extra-gold red=N|blue=N (N = 0..2)
      gest: no options
  sherwood legal game.json            legal actions, one per line
  sherwood apply game.json ACTION...  > next.json
  sherwood show game.json             the position, readable
  sherwood view game.json [SEAT]      JSON of a seat's view (0, 1, ...; default: the seat to move)
  sherwood bot game.json LEVEL [--seed S]
                                      a bot's action for the seat to move (LEVEL: random|easy|normal|hard)
  sherwood bench GAME [--seconds S]   random playouts per second (use --release)
  sherwood bench-bot GAME LEVEL [--seconds S]
                                      bot search iterations per second (use --release)
  sherwood selfplay --game GAME --a BOT --b BOT --games N --seed S [--threads T]
                                      bot against bot, win rates with 95% intervals
      BOT = random | easy | normal | hard
games: locksley, gest";

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
    let (command, rest) = args.split_first().ok_or(USAGE)?;
    match command.as_str() {
        "new" => {
            let (game, flags) = rest.split_first().ok_or(USAGE)?;
            let m = games::new_match(game, flags)?;
            Ok(m.save().to_json_pretty() + "\n")
        }
        "legal" => {
            let m = open(rest.first().ok_or(USAGE)?)?;
            Ok(m.legal_text().iter().map(|a| format!("{a}\n")).collect())
        }
        "apply" => {
            let (file, actions) = rest.split_first().ok_or(USAGE)?;
            let mut m = open(file)?;
            for a in actions {
                m.apply_text(a)
                    .map_err(|e| format!("{e}; legal now: {}", m.legal_text().join(", ")))?;
            }
            Ok(m.save().to_json_pretty() + "\n")
        }
        "show" => {
            let m = open(rest.first().ok_or(USAGE)?)?;
            games::show(m.as_ref())
        }
        "bench" => {
            let (game, flags) = rest.split_first().ok_or(USAGE)?;
            let seconds = match flags {
                [] => 3.0,
                [flag, s] if flag == "--seconds" => {
                    s.parse().map_err(|_| "--seconds takes a number")?
                }
                _ => return Err(USAGE.into()),
            };
            games::bench(game, seconds)
        }
        "view" => {
            let m = open(rest.first().ok_or(USAGE)?)?;
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
                return Err(USAGE.into());
            };
            let seed = match flags {
                [] => 0,
                [flag, s] if flag == "--seed" => s.parse().map_err(|_| "--seed takes a number")?,
                _ => return Err(USAGE.into()),
            };
            let m = open(file)?;
            bots::bot_move(m.as_ref(), level, seed)
        }
        "bench-bot" => {
            let [game, level, flags @ ..] = rest else {
                return Err(USAGE.into());
            };
            let seconds = match flags {
                [] => 5.0,
                [flag, s] if flag == "--seconds" => {
                    s.parse().map_err(|_| "--seconds takes a number")?
                }
                _ => return Err(USAGE.into()),
            };
            bots::bench(game, level, seconds)
        }
        "selfplay" => bots::selfplay(rest),
        "help" | "--help" | "-h" => Ok(format!("{USAGE}\n")),
        other => Err(format!("unknown command '{other}'\n{USAGE}")),
    }
}

fn open(path: &str) -> Result<Box<dyn DynMatch>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    let save = SaveFile::from_json(&text).map_err(|e| format!("{path}: {e}"))?;
    games::load(&save).map_err(|e| format!("{path}: {e}"))
}
