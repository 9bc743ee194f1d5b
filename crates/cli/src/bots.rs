//! `sherwood selfplay` and `sherwood bench-bot`: computer opponents natively.

use sherwood_bots::{arena, choose, Config, Level, Policy};
use sherwood_engine::{Determinize, DynMatch, Rng, Viewer};
use sherwood_registry::{game_list, visit, GameVisitor, Registered};
use std::io::Write;
use std::time::Instant;

const USAGE: &str =
    "usage: sherwood selfplay --game GAME --a BOT --b BOT --games N --seed S [--threads T] [game options]
  BOT = random | easy | normal | hard, or a custom search: ITERATIONS[w][:EXPLORATION[:PLAYOUT_CAP]]
        (w: widen the search by the game's policy, as normal and hard do)";

/// A level, or a custom search for experiments (`3000:0.5:200`).
fn bot(spec: &str) -> Result<Config, String> {
    if let Ok(level) = spec.parse::<Level>() {
        return Ok(level.config());
    }
    let bad = || {
        format!("'{spec}' is not a bot (random, easy, normal, hard, or ITERATIONS[w][:EXPLORATION[:PLAYOUT_CAP]])")
    };
    let mut parts = spec.split(':');
    // `200w`: a plain budget with the policy's widening (as `normal` has).
    let first = parts.next().unwrap_or_default();
    let (iterations, widening) = match first.strip_suffix('w') {
        Some(n) => (n, true),
        None => (first, false),
    };
    let mut config = Config {
        iterations: iterations.parse().map_err(|_| bad())?,
        widening,
        ..Config::default()
    };
    if let Some(c) = parts.next() {
        config.exploration = c.parse().map_err(|_| bad())?;
    }
    if let Some(cap) = parts.next() {
        config.rollout_cap = cap.parse().map_err(|_| bad())?;
    }
    if parts.next().is_some() {
        return Err(bad());
    }
    Ok(config)
}

pub fn selfplay(flags: &[String]) -> Result<String, String> {
    let mut game = None;
    let (mut a, mut b) = (None, None);
    let mut games = 100u32;
    let mut seed = 1u64;
    let mut threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut game_flags = Vec::new();
    let mut it = flags.iter();
    while let Some(flag) = it.next() {
        let value = it
            .next()
            .ok_or_else(|| format!("{flag} takes a value\n{USAGE}"))?;
        let number = || format!("{flag}: '{value}' is not a number");
        match flag.as_str() {
            "--game" => game = Some(value.clone()),
            "--a" => a = Some((value.clone(), bot(value)?)),
            "--b" => b = Some((value.clone(), bot(value)?)),
            "--games" => games = value.parse().map_err(|_| number())?,
            "--seed" => seed = value.parse().map_err(|_| number())?,
            "--threads" => threads = value.parse().map_err(|_| number())?,
            // Anything else is the game's own option (`--scenario ford`).
            _ => game_flags.extend([flag.clone(), value.clone()]),
        }
    }
    let (Some(game), Some(a), Some(b)) = (game, a, b) else {
        return Err(USAGE.into());
    };
    struct SelfPlay {
        flags: Vec<String>,
        a: (String, Config),
        b: (String, Config),
        games: u32,
        seed: u64,
        threads: usize,
    }
    impl GameVisitor for SelfPlay {
        type Output = Result<String, String>;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, heuristic: &'static P) -> Self::Output {
            let options = G::options_from_flags(&self.flags)?;
            Ok(run::<G, P>(
                &options,
                heuristic,
                (&self.a.0, &self.a.1),
                (&self.b.0, &self.b.1),
                self.games,
                self.seed,
                self.threads,
                G::SEAT_NAMES,
            ))
        }
    }
    let job = SelfPlay {
        flags: game_flags,
        a,
        b,
        games,
        seed,
        threads,
    };
    visit(&game, job).ok_or_else(|| no_bot(&game))?
}

fn no_bot(game: &str) -> String {
    format!("no bot plays '{game}' (games: {})", game_list())
}

#[allow(clippy::too_many_arguments)]
fn run<G, P>(
    options: &G::Options,
    policy: &P,
    a: (&str, &Config),
    b: (&str, &Config),
    games: u32,
    seed: u64,
    threads: usize,
    seats: &[&str],
) -> String
where
    G: Determinize,
    G::Options: Sync,
    P: Policy<G> + Sync,
{
    let start = Instant::now();
    let progress = |r: &arena::Record| {
        let mark = match r.winner {
            None => '?',
            Some(_) if r.a_won() => 'A',
            Some(_) => 'B',
        };
        eprint!("{mark}");
        let _ = std::io::stderr().flush();
    };
    let records = arena::run::<G, P>(options, a.1, b.1, policy, games, seed, threads, &progress);
    eprintln!();
    format!(
        "{}{}{}  {threads} threads, {:.1} s\n",
        arena::report(G::ID, a.0, b.0, seats, &records),
        ends(&records),
        links(&records),
        start.elapsed().as_secs_f64()
    )
}

/// How long each turn's link would be between two devices:
/// "  turn links: 1,234, median 310, 90% 720, longest 1,650 characters".
fn links(records: &[arena::Record]) -> String {
    let mut all: Vec<usize> = records
        .iter()
        .flat_map(|r| r.links.iter().copied())
        .collect();
    all.sort_unstable();
    if all.is_empty() {
        return String::new();
    }
    let over = all.iter().filter(|&&l| l > 2_000).count();
    format!(
        "  turn links ({}): median {}, 90% {}, longest {} characters; {over} over 2,000\n",
        all.len(),
        all[all.len() / 2],
        all[all.len() * 9 / 10],
        all[all.len() - 1]
    )
}

/// How the games ended, by the outcome's reason key, most frequent first:
/// "  ends: points 310, tie 90"; then, for a game that says, what decided
/// them: "  decided by: kills 250, objective 150".
fn ends(records: &[arena::Record]) -> String {
    let mut text = tally(
        "ends",
        records
            .iter()
            .map(|r| r.reason.as_deref().unwrap_or("unfinished")),
    );
    if records.iter().any(|r| r.decided.is_some()) {
        text += &tally(
            "decided by",
            records.iter().map(|r| r.decided.unwrap_or("unfinished")),
        );
    }
    text
}

/// "  {label}: a 3, b 1", most frequent first.
fn tally<'a>(label: &str, keys: impl Iterator<Item = &'a str>) -> String {
    let mut counts: Vec<(&str, u32)> = Vec::new();
    for key in keys {
        match counts.iter_mut().find(|(k, _)| *k == key) {
            Some((_, n)) => *n += 1,
            None => counts.push((key, 1)),
        }
    }
    counts.sort_by(|x, y| y.1.cmp(&x.1).then(x.0.cmp(y.0)));
    let parts: Vec<String> = counts.iter().map(|(k, n)| format!("{k} {n}")).collect();
    format!("  {label}: {}\n", parts.join(", "))
}

/// Search iterations per second on one core, over positions from games the
/// bot plays against itself.
/// `flags` are the game's own options (`--scenario ford`).
pub fn bench(game: &str, level: &str, seconds: f64, flags: &[String]) -> Result<String, String> {
    let level: Level = level
        .parse()
        .map_err(|e: sherwood_bots::BotError| e.to_string())?;
    struct Bench<'a>(Level, f64, &'a [String]);
    impl GameVisitor for Bench<'_> {
        type Output = Result<String, String>;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, heuristic: &'static P) -> Self::Output {
            let options = G::options_from_flags(self.2)?;
            Ok(bench_game::<G, P>(&options, heuristic, self.0, self.1))
        }
    }
    visit(game, Bench(level, seconds, flags)).ok_or_else(|| no_bot(game))?
}

fn bench_game<G, P>(options: &G::Options, policy: &P, level: Level, seconds: f64) -> String
where
    G: Determinize,
    P: Policy<G>,
{
    let config: Config = level.config();
    let start = Instant::now();
    let clock = || start.elapsed().as_secs_f64() * 1000.0;
    let mut rng = Rng::new(7);
    let (mut moves, mut searched, mut iterations, mut millis) = (0u64, 0u64, 0u64, 0.0f64);
    let mut worst = 0.0f64;
    let mut seed = 0;
    'games: while clock() < seconds * 1000.0 {
        let mut game = G::new(options, seed);
        seed += 1;
        while let Some(seat) = game.to_move() {
            let view = game.view(Viewer::Seat(seat));
            let c = choose::<G, P>(&view, &config, policy, rng.next_u64(), &clock)
                .expect("the seat to move may ask");
            moves += 1;
            if c.iterations > 0 {
                searched += 1;
                iterations += u64::from(c.iterations);
                millis += c.millis;
                worst = worst.max(c.millis);
            }
            game.apply(&c.action).expect("legal");
            if clock() >= seconds * 1000.0 {
                break 'games;
            }
        }
    }
    format!(
        "{} bot '{level}' (native): {iterations} iterations over {searched} searched moves ({moves} moves) in {:.2} s on one core\n  {:.0} iterations/s\n  {:.1} ms per searched move on average, {:.1} ms at worst\n",
        G::ID,
        clock() / 1000.0,
        iterations as f64 / (millis / 1000.0).max(1e-9),
        millis / searched.max(1) as f64,
        worst,
    )
}

/// The action a bot at `level` plays for the seat to move, from that seat's view only.
pub fn bot_move(m: &dyn DynMatch, level: &str, seed: u64) -> Result<String, String> {
    let level: Level = level
        .parse()
        .map_err(|e: sherwood_bots::BotError| e.to_string())?;
    let seat = m.to_move().ok_or("the game is over")?;
    let view = m.view_json(Viewer::Seat(seat)).to_string();
    let start = Instant::now();
    let clock = || start.elapsed().as_secs_f64() * 1000.0;
    let c = sherwood_registry::choose_text(m.game_id(), &view, &level.config(), seed, &clock)
        .map_err(|e| e.to_string())?;
    eprintln!("{} iterations in {:.0} ms", c.iterations, c.millis);
    Ok(format!("{}\n", c.action))
}

#[cfg(test)]
mod tests {
    use super::bot;

    #[test]
    fn a_custom_bot_widens_only_when_asked() {
        let plain = bot("200:0.5:80").unwrap();
        assert_eq!(
            (plain.iterations, plain.widening, plain.rollout_cap),
            (200, false, 80)
        );
        let wide = bot("200w").unwrap();
        assert_eq!((wide.iterations, wide.widening), (200, true));
        assert!(bot("normal").unwrap().widening);
        for bad in ["w", "200x", "200ww", "200:x", "1:2:3:4"] {
            assert!(bot(bad).is_err(), "{bad}");
        }
    }
}
