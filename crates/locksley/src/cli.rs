//! Robin of Locksley on the command line: its options as flags and a
//! readable position.

use crate::{Color, Faces, Length, Locksley, Options, Prompt, View};
use sherwood_engine::{CommandLine, Viewer};
use std::fmt::Write;

const SEAT_NAMES: [&str; 2] = ["red", "blue"];

impl CommandLine for Locksley {
    const FLAGS_HELP: &'static str = "--length short|normal|long  --faces day|night|mixed\n--first red|blue  --extra-gold red=N|blue=N (N = 0..2)";
    const SEAT_NAMES: &'static [&'static str] = &SEAT_NAMES;
    const PLAYOUT_CAP: usize = 5_000;

    fn options_from_flags(flags: &[String]) -> Result<Options, String> {
        options(flags)
    }

    fn show(view: &View, _legal: &[String]) -> String {
        render(view)
    }
}

fn seat(text: &str) -> Result<u8, String> {
    SEAT_NAMES
        .iter()
        .position(|s| *s == text)
        .map(|i| i as u8)
        .ok_or_else(|| format!("'{text}' is not a seat (red, blue)"))
}

fn options(flags: &[String]) -> Result<Options, String> {
    let mut o = Options::default();
    let mut it = flags.iter();
    while let Some(flag) = it.next() {
        let value = it.next().ok_or_else(|| format!("{flag} takes a value"))?;
        match flag.as_str() {
            "--length" => {
                o.length = match value.as_str() {
                    "short" => Length::Short,
                    "normal" => Length::Normal,
                    "long" => Length::Long,
                    _ => return Err(format!("--length: '{value}' (short, normal, long)")),
                }
            }
            "--faces" => {
                o.faces = match value.as_str() {
                    "day" => Faces::Day,
                    "night" => Faces::Night,
                    "mixed" => Faces::Mixed,
                    _ => return Err(format!("--faces: '{value}' (day, night, mixed)")),
                }
            }
            "--first" => o.first = seat(value)?,
            "--extra-gold" => {
                let (who, n) = value
                    .split_once('=')
                    .ok_or("--extra-gold takes red=N or blue=N")?;
                let n: u8 = n
                    .parse()
                    .ok()
                    .filter(|n| *n <= 2)
                    .ok_or("--extra-gold: N is 0, 1 or 2")?;
                o.extra_gold[seat(who)? as usize] = n;
            }
            _ => return Err(format!("unknown locksley option '{flag}'")),
        }
    }
    Ok(o)
}

fn letter(c: Option<Color>) -> char {
    match c {
        None => '.',
        Some(Color::White) => 'W',
        Some(Color::Red) => 'R',
        Some(Color::Pink) => 'P',
        Some(Color::Green) => 'G',
        Some(Color::Blue) => 'B',
        Some(Color::Black) => 'K',
    }
}

/// A readable position: the grid (Robins as 1 and 2), holdings, the track.
fn render(v: &View) -> String {
    debug_assert_eq!(v.viewer, Viewer::Public);
    let mut s = String::new();
    let _ = writeln!(s, "Robin of Locksley, turn {}", v.turn);
    for rank in (0..5u8).rev() {
        let _ = write!(s, "  {} ", rank + 1);
        for file in 0..5u8 {
            let sq = rank * 5 + file;
            let c = match v.robins.iter().position(|r| *r == Some(sq)) {
                Some(0) => '1',
                Some(_) => '2',
                None => letter(v.grid[sq as usize]),
            };
            let _ = write!(s, " {c}");
        }
        s.push('\n');
    }
    let _ = writeln!(s, "     a b c d e    (W white R red P pink G green B blue K black; 1 red Robin, 2 blue Robin)");
    let lap = v.track.len() as u16;
    for (i, p) in v.players.iter().enumerate() {
        let loot: Vec<String> = Color::ALL
            .iter()
            .filter(|c| p.loot[c.index()] > 0)
            .map(|c| format!("{} {c}", p.loot[c.index()]))
            .collect();
        let _ = writeln!(
            s,
            "{:>4}: gold {}, loot [{}], bard {} of {} (next: {})",
            SEAT_NAMES[i],
            p.gold,
            loot.join(", "),
            p.bard,
            2 * lap,
            v.next_tiles[i].key(),
        );
    }
    let track: Vec<String> = v
        .track
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let name = match t.color() {
                Some(c) => format!("{}:{c}", t.key()),
                None => t.key(),
            };
            format!("{i}:{name}")
        })
        .collect();
    let _ = writeln!(s, "track: {}", track.join(" "));
    let _ = writeln!(
        s,
        "draw pile {}, discard {}",
        v.draw_count,
        v.discard.iter().sum::<u8>()
    );
    let who = SEAT_NAMES[v.current as usize];
    let _ = match &v.prompt {
        Prompt::ChooseCorner => writeln!(s, "{who} chooses a corner"),
        Prompt::Turn { moved: false } => writeln!(s, "{who} to play"),
        Prompt::Turn { moved: true } => writeln!(s, "{who} to play (the Robin has moved)"),
        Prompt::MustFeed => writeln!(
            s,
            "{who} must sell a collection or bribe: the piles are empty"
        ),
        Prompt::Over(o) => writeln!(s, "{} wins ({})", SEAT_NAMES[o.winner as usize], o.reason),
    };
    if !v.legal.is_empty() {
        let legal: Vec<String> = v.legal.iter().map(|a| a.to_string()).collect();
        let _ = writeln!(s, "legal: {}", legal.join(", "));
    }
    s
}
