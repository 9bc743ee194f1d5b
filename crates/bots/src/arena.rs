//! Bots against bots, natively: what `sherwood selfplay` and the strength
//! benchmarks run. Not for the browser (it uses threads and the clock).

use crate::{choose, Config, Policy};
use sherwood_engine::{Determinize, Seat, Viewer};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;
use std::time::Instant;

/// One finished (or abandoned) game between bot A and bot B.
#[derive(Clone, Debug, PartialEq)]
pub struct Record {
    pub index: u32,
    /// The seat bot A played.
    pub a_seat: Seat,
    pub winner: Option<Seat>,
    /// The outcome's reason key (how the game ended), if it finished.
    pub reason: Option<String>,
    /// What decided it, where the game says ([`sherwood_engine::Game::decided_by`]).
    pub decided: Option<&'static str>,
    pub actions: u32,
    /// Search iterations and milliseconds spent, per bot (A, B).
    pub iterations: [u64; 2],
    pub millis: [f64; 2],
    /// The length of each turn's link, had the game been played between two
    /// devices ([`turn_link_length`]).
    pub links: Vec<usize>,
}

impl Record {
    pub fn a_won(&self) -> bool {
        self.winner == Some(self.a_seat)
    }
}

fn mix(seed: u64, i: u64) -> u64 {
    let mut r = sherwood_engine::Rng::new(seed ^ i.wrapping_mul(0x9E37_79B9_7F4A_7C15));
    r.next_u64()
}

/// Plays game `index` of a match: games come in pairs on the same deal
/// (game seed), A taking seat 0 in the even game and seat 1 in the odd one.
pub fn play<G, P>(
    options: &G::Options,
    bots: [&Config; 2],
    policy: &P,
    seed: u64,
    index: u32,
    cap: u32,
) -> Record
where
    G: Determinize,
    P: Policy<G>,
{
    assert_eq!(G::SEATS, 2, "bot matches are for two seats");
    let a_seat = (index % 2) as Seat;
    let mut game = G::new(options, mix(seed, u64::from(index / 2)));
    let mut record = Record {
        index,
        a_seat,
        winner: None,
        reason: None,
        decided: None,
        actions: 0,
        iterations: [0; 2],
        millis: [0.0; 2],
        links: Vec::new(),
    };
    // The moves of the turn being played, for its link's length.
    let mut turn: Vec<String> = Vec::new();
    let mut turn_seat = game.to_move();
    let start = Instant::now();
    let clock = || start.elapsed().as_secs_f64() * 1000.0;
    while let Some(seat) = game.to_move() {
        if record.actions >= cap {
            return record;
        }
        let bot = usize::from(seat != a_seat);
        let view = game.view(Viewer::Seat(seat));
        let bot_seed = mix(
            seed ^ 0xb075,
            (u64::from(index) << 20) + u64::from(record.actions),
        );
        let c = choose::<G, P>(&view, bots[bot], policy, bot_seed, &clock)
            .expect("the seat to move may ask");
        record.iterations[bot] += u64::from(c.iterations);
        record.millis[bot] += c.millis;
        if turn_seat != Some(seat) {
            record.links.push(turn_link_length(record.actions, &turn));
            turn.clear();
            turn_seat = Some(seat);
        }
        turn.push(c.action.to_string());
        game.apply(&c.action).expect("bots choose legal actions");
        record.actions += 1;
    }
    record.links.push(turn_link_length(record.actions, &turn));
    let outcome = game.outcome();
    record.winner = outcome.as_ref().map(|o| o.winner);
    record.reason = outcome.map(|o| o.reason);
    record.decided = game.decided_by();
    record
}

/// The site a measured link is made for: as long as a typical static host's
/// address.
pub const LINK_SITE: &str = "https://someone.github.io/sherwood/";

/// The length of the link that carries `moves`, played after `at` moves, to
/// the friend's device: ids and checks are of fixed length, so the moves
/// decide.
pub fn turn_link_length(at: u32, moves: &[String]) -> usize {
    use sherwood_engine::remote::{history_check, random_text, Link, Turn, ID_BYTES};
    let id = random_text(&[0; ID_BYTES]);
    Link::Turn(Turn {
        check: history_check(&id, 0, moves),
        id,
        from: 0,
        at: at as usize - moves.len(),
        moves: moves.to_vec(),
        position: "1:0000000000000000".into(),
        reveal: None,
    })
    .url(LINK_SITE)
    .len()
}

/// Plays `games` games of A against B on `threads` threads; `progress` is
/// called after each game. The records come back in game order.
#[allow(clippy::too_many_arguments)]
pub fn run<G, P>(
    options: &G::Options,
    a: &Config,
    b: &Config,
    policy: &P,
    games: u32,
    seed: u64,
    threads: usize,
    progress: &(dyn Fn(&Record) + Sync),
) -> Vec<Record>
where
    G: Determinize,
    G::Options: Sync,
    P: Policy<G> + Sync,
{
    let next = AtomicU32::new(0);
    let records = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..threads.max(1) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= games {
                    break;
                }
                let r = play::<G, P>(options, [a, b], policy, seed, i, 20_000);
                progress(&r);
                records.lock().expect("no panics").push(r);
            });
        }
    });
    let mut records = records.into_inner().expect("no panics");
    records.sort_by_key(|r| r.index);
    records
}

/// A share with its 95% Wilson score interval, in percent.
pub fn wilson(wins: u32, n: u32) -> (f64, f64, f64) {
    if n == 0 {
        return (0.0, 0.0, 100.0);
    }
    let (w, n) = (f64::from(wins), f64::from(n));
    let z = 1.959_964f64;
    let p = w / n;
    let centre = (p + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z / (1.0 + z * z / n) * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    // Clamped: at 0 or n wins rounding leaves the bound a hair outside,
    // which printed as "-0.0%".
    let bound = |x: f64| (100.0 * x).clamp(0.0, 100.0);
    (100.0 * p, bound(centre - half), bound(centre + half))
}

/// The match report `sherwood selfplay` prints.
pub fn report(game: &str, a: &str, b: &str, seat_names: &[&str], records: &[Record]) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    let n = records.len() as u32;
    let _ = writeln!(
        s,
        "{game}: A = {a} against B = {b}, {n} games (A takes each seat in turn, same deals)"
    );
    let line = |label: &str, rs: &[&Record]| {
        let wins = rs.iter().filter(|r| r.a_won()).count() as u32;
        let (p, lo, hi) = wilson(wins, rs.len() as u32);
        format!(
            "  {label:<14} A wins {wins:>4} of {:>4} = {p:5.1}%  (95% CI {lo:5.1}% .. {hi:5.1}%)\n",
            rs.len()
        )
    };
    let all: Vec<&Record> = records.iter().collect();
    s += &line("overall", &all);
    for (seat, name) in seat_names.iter().enumerate() {
        let rs: Vec<&Record> = records
            .iter()
            .filter(|r| usize::from(r.a_seat) == seat)
            .collect();
        s += &line(&format!("A as {name}"), &rs);
    }
    let unfinished = records.iter().filter(|r| r.winner.is_none()).count();
    let actions: u64 = records.iter().map(|r| u64::from(r.actions)).sum();
    let _ = writeln!(
        s,
        "  mean game length {:.1} actions; {unfinished} unfinished (counted as losses for A)",
        actions as f64 / f64::from(n.max(1))
    );
    for (k, name) in [a, b].iter().enumerate() {
        let it: u64 = records.iter().map(|r| r.iterations[k]).sum();
        let ms: f64 = records.iter().map(|r| r.millis[k]).sum();
        if it > 0 {
            let _ = writeln!(
                s,
                "  {} ({name}): {:.0} iterations/s per thread, {:.1} ms per game",
                ["A", "B"][k],
                it as f64 / (ms / 1000.0),
                ms / f64::from(n.max(1))
            );
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::wilson;

    #[test]
    fn wilson_interval_stays_within_0_and_100() {
        let (p, lo, hi) = wilson(0, 15);
        assert_eq!((p, format!("{lo:.1}")), (0.0, "0.0".to_string()));
        assert!((hi - 20.4).abs() < 0.05, "{hi}");
        let (_, lo, hi) = wilson(15, 15);
        assert_eq!(format!("{hi:.1}"), "100.0");
        assert!((lo - 79.6).abs() < 0.05, "{lo}");
        let (p, lo, hi) = wilson(28, 30);
        assert!((p - 93.3).abs() < 0.05 && (lo - 78.7).abs() < 0.05 && (hi - 98.2).abs() < 0.05);
    }
}
