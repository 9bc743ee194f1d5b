//! How *The Legend of Robin Hood* ends between bots: the tuning report.
//!
//! ```text
//! cargo run --release -p sherwood-legend --example legend_report -- \
//!     --a easy --b easy --games 200 --seed 1
//! ```
//!
//! `--as robin` (or `sheriff`) gives A that seat in every game; `--only 3,8`
//! plays just those games of the run (the same deals, to replay them).
//!
//! Games come in pairs on one deal, A taking each seat in turn (as in
//! `sherwood selfplay`). Prints the win rates with 95% intervals, the mean
//! length, the counts by end (16.1) and verdict (16.2–16.4), the events that
//! move gold (robberies, lootings, taxes, hangings, ransoms) per game, and
//! how often each of Robin Hood's conditions (16.3) held at the end.

use sherwood_bots::arena::wilson;
use sherwood_bots::{choose, Config, Level};
use sherwood_engine::{Game, Rng, Viewer};
use sherwood_legend::bot::Heuristic;
use sherwood_legend::counters::{Kind, ALAN_A_DALE, FRIAR_TUCK, KING_RICHARD, MARION, ROBIN_HOOD};
use sherwood_legend::map::Area;
use sherwood_legend::vocab::{Pid, Side, ROBIN};
use sherwood_legend::{Event, Legend, Options, Phase};
use std::collections::BTreeMap;

fn flag(args: &[String], name: &str, default: &str) -> String {
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1))
        .cloned()
        .unwrap_or_else(|| default.to_string())
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let a: Level = flag(&args, "--a", "easy").parse().expect("a level");
    let b: Level = flag(&args, "--b", "easy").parse().expect("a level");
    let games: u32 = flag(&args, "--games", "100").parse().expect("a number");
    let seed: u64 = flag(&args, "--seed", "1").parse().expect("a number");
    let strict = args.iter().any(|x| x == "--strict-victory");
    // `--as robin` or `--as sheriff`: A takes that seat in every game, each
    // on its own deal (for a level's strength on one side).
    let only: Option<u8> = match flag(&args, "--as", "").as_str() {
        "" => None,
        "robin" => Some(ROBIN),
        "sheriff" => Some(1 - ROBIN),
        other => panic!("--as takes robin or sheriff, not {other}"),
    };
    let options = Options {
        strict_victory: strict,
        ..Options::default()
    };
    // `--iterations N`: both searching bots on this budget instead of their
    // levels' (`random` stays random).
    let budget = |l: Level| match flag(&args, "--iterations", "").parse::<u32>() {
        Ok(n) if l != Level::Random => Config {
            iterations: n,
            ..Config::default()
        },
        _ => l.config(),
    };
    let configs: [Config; 2] = [budget(a), budget(b)];
    let start = std::time::Instant::now();

    let mut a_wins = [0u32; 2]; // by A's seat
    let mut a_games = [0u32; 2];
    let mut robin_wins = 0u32;
    let mut turns = 0u64;
    let mut actions = 0u64;
    let mut ends: BTreeMap<String, u32> = BTreeMap::new();
    let mut events: BTreeMap<&str, u64> = BTreeMap::new();
    let mut conditions = [0u32; 4];
    let mut gold = [0u64; 2];
    // Each traveller on the board at the end of Robin Hood's movement, before
    // his combats and robbery phase (9.3):
    // [Merry Men on it and no Sheriff's unit, Merry Men and an escort,
    // an escort and no Merry Men, neither].
    let mut stops = [0u64; 4];
    // How Robin Hood fell: (rule, killed or captured) -> count.
    let mut falls: BTreeMap<String, u32> = BTreeMap::new();
    let verbose = args.iter().any(|x| x == "--verbose");
    // Gold gained or lost, by side and rule.
    let mut flows: BTreeMap<String, i64> = BTreeMap::new();
    // `--trace`: every action of every game, for reading.
    let trace = args.iter().any(|x| x == "--trace");
    // `--only 3,8`: just those games of the run (to replay them).
    let only_games = flag(&args, "--only", "");
    let picked: Option<Vec<u32>> = (!only_games.is_empty()).then(|| {
        only_games
            .split(',')
            .map(|n| n.parse().expect("game numbers"))
            .collect()
    });
    for i in 0..games {
        if picked.as_ref().is_some_and(|p| !p.contains(&i)) {
            continue;
        }
        let a_seat = only.unwrap_or((i % 2) as u8);
        let deal = if only.is_some() { i } else { i / 2 };
        let mut g = Legend::new(&options, Rng::new(seed ^ u64::from(deal) << 8).next_u64());
        let mut n = 0u64;
        while let Some(seat) = g.to_move() {
            let bot = usize::from(seat != a_seat);
            let view = g.view(Viewer::Seat(seat));
            let s = Rng::new(seed ^ 0xb075 ^ (u64::from(i) << 20) ^ n).next_u64();
            let c = choose::<Legend, _>(&view, &configs[bot], &Heuristic, s, &|| 0.0)
                .expect("the seat to move may ask");
            let moving = matches!(
                g.phase(),
                Phase::Movement {
                    side: Side::Outlaw,
                    ..
                }
            );
            let log_len = g.log().len();
            if trace {
                eprintln!(
                    "  t{} {} {}",
                    g.turn(),
                    if seat == ROBIN { "R" } else { "S" },
                    c.action
                );
            }
            g.apply(&c.action).expect("legal");
            n += 1;
            if moving && !matches!(g.phase(), Phase::Movement { .. }) {
                count_stops(&g, &mut stops);
            }
            for e in &g.log()[log_len.min(g.log().len())..] {
                if let (true, Event::Gold { side, amount }) = (trace, &e.event) {
                    eprintln!("  t{} gold {side:?} {amount:+} by {}", g.turn(), e.rule);
                }
                if trace
                    && matches!(
                        e.event,
                        Event::Tournament { .. } | Event::TournamentDeclared { .. }
                    )
                {
                    let robin = g.state_of(ROBIN_HOOD);
                    let green = Pid::all()
                        .filter(|&p| {
                            p.side() == Side::Sheriff
                                && g.state_of(p).area() == Some(Area::NottinghamGreen)
                        })
                        .count();
                    eprintln!(
                        "  t{} {:?}: Robin Hood at {}{}{}, {green} of the Sheriff's on the Green",
                        g.turn(),
                        e.event,
                        robin.area().map(|a| a.slug()).unwrap_or("-"),
                        if robin.captive { " (captive)" } else { "" },
                        if robin.disguised { " (disguised)" } else { "" },
                    );
                }
                match e.event {
                    Event::Killed { who } | Event::Captured { who }
                        if who == ROBIN_HOOD || who == KING_RICHARD =>
                    {
                        let what = if matches!(e.event, Event::Killed { .. }) {
                            "killed"
                        } else {
                            "captured"
                        };
                        *falls
                            .entry(format!(
                                "{} {what} by {} in the {} turn",
                                if who == ROBIN_HOOD {
                                    "Robin Hood"
                                } else {
                                    "the King"
                                },
                                e.rule,
                                if seat == ROBIN {
                                    "outlaws'"
                                } else {
                                    "Sheriff's"
                                }
                            ))
                            .or_default() += 1;
                    }
                    _ => {}
                }
            }
        }
        if verbose {
            let robbed = g
                .log()
                .iter()
                .filter(|e| matches!(e.event, Event::Robbed { .. }))
                .count();
            let safe = g
                .log()
                .iter()
                .filter(|e| matches!(e.event, Event::SafeConduct { .. }))
                .count();
            let four: Vec<String> = [ROBIN_HOOD, MARION, ALAN_A_DALE, FRIAR_TUCK, KING_RICHARD]
                .iter()
                .map(|&p| {
                    let s = g.state_of(p);
                    format!(
                        "{p}:{}{}",
                        s.area().map(|a| a.slug()).unwrap_or("-"),
                        if s.captive {
                            "(captive)"
                        } else if s.face_down {
                            "(down)"
                        } else {
                            ""
                        }
                    )
                })
                .collect();
            eprintln!("  at the end: {}", four.join(" "));
            eprintln!(
                "game {i}: A as {}, {} after {} turns ({}), robbed {robbed}, safe {safe}, gold {} / {}",
                if a_seat == ROBIN { "Robin Hood" } else { "the Sheriff" },
                g.outcome().map(|o| if o.winner == ROBIN { "Robin Hood" } else { "the Sheriff" }).unwrap_or("?"),
                g.turn(),
                g.ending().map(|e| e.key()).unwrap_or("?"),
                g.gold(Side::Outlaw),
                g.gold(Side::Sheriff)
            );
        }
        let o = g.outcome().expect("finished");
        a_games[usize::from(a_seat)] += 1;
        if o.winner == a_seat {
            a_wins[usize::from(a_seat)] += 1;
        }
        if o.winner == ROBIN {
            robin_wins += 1;
        }
        turns += u64::from(g.turn());
        actions += n;
        let end = g.ending().expect("finished").key();
        *ends.entry(format!("{end} / {}", o.reason)).or_default() += 1;
        for e in g.log() {
            if let Event::Gold { side, amount } = e.event {
                let who = if side == Side::Outlaw {
                    "Robin Hood"
                } else {
                    "the Sheriff"
                };
                *flows.entry(format!("{who} by {}", e.rule)).or_default() += i64::from(amount);
            }
            if let Event::Tournament {
                robin_present,
                sheriff_present,
            } = e.event
            {
                *events
                    .entry(match (robin_present, sheriff_present) {
                        (true, true) => "tournaments, both there",
                        (true, false) => "tournaments, Robin only",
                        (false, true) => "tournaments, Sheriff only",
                        (false, false) => "tournaments, neither",
                    })
                    .or_default() += 1;
            }
            let k = match (&e.event, &*e.rule) {
                (Event::Robbed { .. }, _) => "robberies",
                (Event::Looted { .. }, _) => "lootings",
                (Event::SafeConduct { .. }, _) => "safe-conducts",
                (Event::Rolled(_), "9.6") => "taxes",
                (
                    Event::Gold {
                        side: Side::Sheriff,
                        amount,
                    },
                    "9.7",
                ) if *amount > 0 => {
                    *events.entry("tax gold").or_default() += *amount as u64;
                    continue;
                }
                (Event::Hanged { .. }, _) => "hangings",
                (Event::Ransomed { .. }, _) => "ransoms",
                (Event::Captured { .. }, _) => "captures",
                (Event::Married { .. }, _) => "marriages",
                (Event::Tournament { .. }, _) => "tournaments",
                (Event::Recruited { .. }, _) => "recruits",
                _ => continue,
            };
            *events.entry(k).or_default() += 1;
        }
        for (k, c) in g.victory_conditions().iter().enumerate() {
            conditions[k] += u32::from(*c);
        }
        gold[0] += u64::from(g.gold(Side::Outlaw));
        gold[1] += u64::from(g.gold(Side::Sheriff));
        eprint!("{}", if o.winner == ROBIN { 'R' } else { 'S' });
    }
    eprintln!();
    let games = a_games[0] + a_games[1];
    let n = f64::from(games.max(1));
    println!(
        "legend: A = {a} against B = {b}, {games} games, seed {seed}{}, {:.0} s",
        if strict { ", strict victory" } else { "" },
        start.elapsed().as_secs_f64()
    );
    let line = |label: &str, w: u32, of: u32| {
        let (p, lo, hi) = wilson(w, of);
        println!("  {label:<22} {w:>4} of {of:>4} = {p:5.1}%  (95% CI {lo:5.1}% .. {hi:5.1}%)");
    };
    line("Robin Hood wins", robin_wins, games);
    line("A wins as Robin Hood", a_wins[0], a_games[0]);
    line("A wins as the Sheriff", a_wins[1], a_games[1]);
    println!(
        "  mean length {:.1} turns, {:.0} actions",
        turns as f64 / n,
        actions as f64 / n
    );
    println!("  ends (16.1) / verdicts:");
    for (k, v) in &ends {
        println!("    {k:<44} {v:>4} ({:.1}%)", 100.0 * f64::from(*v) / n);
    }
    println!("  per game:");
    for (k, v) in &events {
        println!("    {k:<12} {:.2}", *v as f64 / n);
    }
    let total: u64 = stops.iter().sum::<u64>().max(1);
    println!(
        "  travellers after Robin Hood's movement: {} ({:.1} a game): Merry Men alone {:.0}%, Merry Men and escort {:.0}%, escort only {:.0}%, no one {:.0}%",
        total,
        total as f64 / n,
        100.0 * stops[0] as f64 / total as f64,
        100.0 * stops[1] as f64 / total as f64,
        100.0 * stops[2] as f64 / total as f64,
        100.0 * stops[3] as f64 / total as f64
    );
    println!("  gold by rule, per game:");
    for (k, v) in &flows {
        println!("    {k:<24} {:+.2}", *v as f64 / n);
    }
    println!("  how Robin Hood and King Richard fell:");
    for (k, v) in &falls {
        println!("    {k:<44} {v:>4} ({:.1}%)", 100.0 * f64::from(*v) / n);
    }
    println!(
        "  gold at the end: Robin Hood {:.1}, the Sheriff {:.1}",
        gold[0] as f64 / n,
        gold[1] as f64 / n
    );
    println!(
        "  conditions at the end (16.3): married {:.0}%, Richard met {:.0}%, Sheriff <= 5 {:.0}%, Robin >= 20 {:.0}%",
        100.0 * f64::from(conditions[0]) / n,
        100.0 * f64::from(conditions[1]) / n,
        100.0 * f64::from(conditions[2]) / n,
        100.0 * f64::from(conditions[3]) / n
    );
}

/// Sorts each traveller on the board as Robin Hood's movement ends.
fn count_stops(g: &Legend, stops: &mut [u64; 4]) {
    let here = |a, side: Side, kind: Option<Kind>| {
        Pid::all().any(|p| {
            let s = g.state_of(p);
            p.side() == side
                && p.kind().is_unit()
                && kind.is_none_or(|k| p.kind() == k)
                && s.area() == Some(a)
                && !s.face_down
        })
    };
    for t in Pid::all().filter(|p| p.side() == Side::Traveller) {
        let Some(a) = g.state_of(t).area() else {
            continue;
        };
        let mm = here(a, Side::Outlaw, Some(Kind::MerryMen));
        let escort = here(a, Side::Sheriff, None);
        stops[match (mm, escort) {
            (true, false) => 0,
            (true, true) => 1,
            (false, true) => 2,
            (false, false) => 3,
        }] += 1;
    }
}
