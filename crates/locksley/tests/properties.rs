//! Properties over many seeded random games, for several option sets.
//!
//! Two drivers share the same invariants, checked after every action:
//!
//! - `random_games_*` plays 2,000 games per option set (three sets covering
//!   short/normal/long, day/night/mixed, extra gold and either seat first)
//!   through `Game::apply`: invariants and the typed facts of the on-screen
//!   view after every action, both views' JSON after every action that ends
//!   a turn (the draw pile changes only then), and one action that is not
//!   legal refused at every step. A second, hoarding policy (1,000 games)
//!   reaches the empty-pile rules, which uniform random play never does.
//! - `harness_*` runs the engine's `harness::run_random_games`, which also
//!   checks notation round-trips, that illegal actions are refused without
//!   any change, undo + redo, and that every save replays to the same state;
//!   here both views' JSON (log included) is checked after every action, so
//!   its cost grows with the square of a game's length: it covers 100 games
//!   per option set, not 2,000.
//!
//! Every game must finish: random play always ends in a win.

mod common;

use common::{BLUE, RED};
use sherwood_engine::harness::run_random_games;
use sherwood_engine::{Game, Rng, Viewer};
use sherwood_locksley::{Action, Color, Event, Faces, Length, Locksley, Options, Phase};

/// Random games per option set through `Game::apply`.
const GAMES: usize = 2_000;
/// Games per option set of the hoarding policy.
const HOARDER_GAMES: usize = 500;
/// Games per option set through the engine's harness (the slow driver).
const HARNESS_GAMES: usize = 100;
/// No random game comes near this many actions; hitting it is a failure.
const CAP: usize = 20_000;

fn opts(length: Length, faces: Faces, first: u8, extra_gold: [u8; 2]) -> Options {
    Options {
        length,
        faces,
        first,
        extra_gold,
        may_pass: false,
    }
}

// ---------------------------------------------------------------- invariants

/// Cheap facts that hold after every action.
fn invariants(g: &Locksley) {
    assert_eq!(g.tile_count(), 60, "tiles conserved");
    let mut census = [0usize; 6];
    for c in g
        .grid()
        .iter()
        .flatten()
        .chain(g.draw_pile())
        .chain(g.discard_pile())
    {
        census[c.index()] += 1;
    }
    for seat in [RED, BLUE] {
        let p = g.player(seat);
        for c in &p.gold {
            census[c.index()] += 1;
        }
        for c in Color::ALL {
            census[c.index()] += p.loot[c.index()] as usize;
        }
    }
    assert_eq!(census, [10; 6], "ten tiles of each colour");

    let filled = g.grid().iter().flatten().count();
    let robins: Vec<u8> = [RED, BLUE].iter().filter_map(|&s| g.robin(s)).collect();
    assert!(filled + robins.len() <= 25, "at most 25 grid squares");
    for &r in &robins {
        assert!(r < 25);
        assert_eq!(g.grid()[r as usize], None, "a Robin on a filled square");
    }
    if robins.len() == 2 {
        assert_ne!(robins[0], robins[1], "two Robins on one square");
    }

    let lap = g.lap();
    let bards = [g.player(RED).bard, g.player(BLUE).bard];
    for b in bards {
        assert!(b <= 2 * lap, "a bard beyond two laps");
    }
    match g.phase() {
        Phase::Setup => {
            assert!(robins.is_empty());
            assert_eq!(filled, 25);
        }
        Phase::Turn | Phase::MustFeed => {
            assert_eq!(robins.len(), 2);
            assert!(bards.iter().all(|&b| b < 2 * lap), "two laps ends the game");
            assert!(bards[0].abs_diff(bards[1]) <= lap, "lapping ends the game");
            assert!(!g.legal().is_empty());
            assert_eq!(g.to_move(), Some(g.current()));
        }
        Phase::Over(o) => {
            let (w, l) = (bards[o.winner as usize], bards[1 - o.winner as usize]);
            match o.reason.as_str() {
                "two_laps" => assert_eq!(w, 2 * lap),
                "lapped" => assert!(w > l + lap && w < 2 * lap),
                other => panic!("unknown reason {other}"),
            }
            assert!(g.legal().is_empty());
            assert_eq!(g.to_move(), None);
        }
    }
    if *g.phase() == Phase::MustFeed {
        assert!(g.draw_pile().is_empty() && g.discard_pile().is_empty());
        assert!(g
            .legal()
            .iter()
            .all(|a| matches!(a, Action::Sell(_) | Action::Bribe)));
    }
    // Right after a turn ends every square without a Robin is refilled,
    // unless both piles ran dry.
    if matches!(g.log().last(), Some(Event::TurnEnded { .. })) {
        let holes = (0..25u8)
            .filter(|&s| g.grid()[s as usize].is_none() && !robins.contains(&s))
            .count();
        if holes > 0 {
            assert!(
                g.draw_pile().is_empty() && g.discard_pile().is_empty(),
                "{holes} empty squares while tiles remain"
            );
        }
    }
}

/// Checks the seats' views: in their JSON no `draw` key and no array equal
/// to the draw pile, only `draw_count`; gold as counts; legal actions for the
/// seat to move only.
///
/// Serialising the whole view at every step would cost as much as the
/// growing log, so the view is serialised without its log (after checking
/// the log is the game's), and the log one new event at a time (every event
/// is serialised once per game).
#[derive(Default)]
struct Views {
    logged: usize,
}

fn no_draw_pile(json: &str, pile: &str, pile_len: usize) {
    assert!(
        !json.contains("\"draw\""),
        "a view names the draw pile: {json}"
    );
    assert!(json.contains("\"draw_count\"") || !json.contains("\"grid\""));
    if pile_len >= 2 {
        assert!(
            !json.contains(pile),
            "a view holds the draw pile's order: {json}"
        );
    }
}

impl Views {
    fn check(&mut self, g: &Locksley) {
        self.check_with(g, true)
    }

    /// With `json` false only the typed facts of the view of the seat to
    /// move (the one on screen) are checked, and nothing is serialised.
    fn check_with(&mut self, g: &Locksley, json: bool) {
        if g.log().len() < self.logged {
            self.logged = 0; // a new game
        }
        let pile = if json {
            serde_json::to_string(g.draw_pile()).unwrap()
        } else {
            String::new()
        };
        let pile_len = g.draw_pile().len();
        let seats = match g.to_move() {
            Some(seat) if !json => vec![seat],
            _ => vec![RED, BLUE],
        };
        for seat in seats {
            let mut view = g.view(Viewer::Seat(seat));
            let log = std::mem::take(&mut view.log);
            assert_eq!(log.len(), g.log().len(), "the view's log is the game's log");
            assert!(log[self.logged..] == g.log()[self.logged..]);
            assert_eq!(view.draw_count as usize, pile_len, "draw_count");
            for s in [RED, BLUE] {
                assert_eq!(
                    view.players[s as usize].gold as usize,
                    g.player(s).gold(),
                    "gold is a count"
                );
            }
            let to_move = g.to_move() == Some(seat);
            assert_eq!(
                view.legal,
                if to_move { g.legal() } else { Vec::new() },
                "legal actions shown to the seat to move only"
            );
            if json {
                no_draw_pile(&serde_json::to_string(&view).unwrap(), &pile, pile_len);
            }
        }
        if json {
            for event in &g.log()[self.logged..] {
                no_draw_pile(&serde_json::to_string(event).unwrap(), &pile, pile_len);
            }
            self.logged = g.log().len();
        }
    }
}

// ---------------------------------------------------------------- fast driver

/// Every action of the game, legal or not, for the illegal-action probe.
fn universe() -> Vec<Action> {
    let mut all: Vec<Action> = [0, 4, 20, 24].map(Action::Corner).to_vec();
    all.extend((0..25).map(Action::Move));
    all.extend(Color::ALL.map(Action::Sell));
    all.extend([Action::Meet, Action::Bribe, Action::End]);
    all.extend(Color::ALL.map(Action::MeetWith));
    all
}

/// How the random players choose among the legal actions.
#[derive(Clone, Copy, Debug)]
enum Policy {
    /// Uniformly.
    Uniform,
    /// Mostly moving and meeting, rarely selling or bribing: loot piles up
    /// in the players' hands until both piles run dry, which uniform play
    /// never reaches.
    Hoarder,
}

impl Policy {
    fn choose(self, legal: &[Action], chooser: &mut Rng) -> Action {
        match self {
            Policy::Uniform => *chooser.pick(legal).unwrap(),
            Policy::Hoarder => {
                let weight = |a: &Action| match a {
                    Action::Move(_) => 40,
                    Action::Meet | Action::MeetWith(_) => 20,
                    Action::Sell(_) | Action::Bribe => 1,
                    Action::End | Action::Corner(_) => 4,
                };
                let total: usize = legal.iter().map(weight).sum();
                let mut x = chooser.below(total);
                for a in legal {
                    if x < weight(a) {
                        return *a;
                    }
                    x -= weight(a);
                }
                unreachable!()
            }
        }
    }
}

#[derive(Debug, Default)]
struct Played {
    games: usize,
    finished: usize,
    actions: usize,
    red_wins: usize,
    lapped: usize,
    must_feed: usize,
    left_empty: usize,
    reshuffles: usize,
}

/// Plays `games` games from `first_seed`, checking the invariants and the
/// typed facts of the view on screen after every action, both views' JSON
/// after every action that ends a turn or the game, and that one action that is not legal is refused
/// (every fourth time also that the state is unchanged).
fn random_games(options: &Options, policy: Policy, first_seed: u64, games: usize) -> Played {
    let all = universe();
    let mut p = Played::default();
    for seed in first_seed..first_seed + games as u64 {
        let mut g = Locksley::new(options, seed);
        let mut chooser = Rng::new(seed.wrapping_mul(0x9e37_79b9) ^ 0x0dd_ba11);
        let mut views = Views::default();
        invariants(&g);
        views.check(&g);
        for step in 0..CAP {
            if g.outcome().is_some() {
                break;
            }
            let legal = g.legal();
            let probe = *chooser.pick(&all).unwrap();
            if !legal.contains(&probe) {
                let before = (step % 4 == 0).then(|| g.clone());
                assert!(
                    g.apply(&probe).is_err(),
                    "seed {seed} step {step}: illegal {probe} accepted"
                );
                if let Some(before) = before {
                    assert!(
                        g == before,
                        "seed {seed} step {step}: refused {probe} changed the state"
                    );
                }
            }
            let action = policy.choose(&legal, &mut chooser);
            g.apply(&action)
                .unwrap_or_else(|e| panic!("seed {seed} step {step}: {e}"));
            p.actions += 1;
            p.must_feed += usize::from(*g.phase() == Phase::MustFeed);
            invariants(&g);
            let turn_ended = matches!(g.log().last(), Some(Event::TurnEnded { .. }));
            views.check_with(&g, turn_ended || g.outcome().is_some());
        }
        p.games += 1;
        if let Some(o) = g.outcome() {
            p.finished += 1;
            p.red_wins += usize::from(o.winner == RED);
            p.lapped += usize::from(o.reason == "lapped");
        }
        for e in g.log() {
            p.reshuffles += usize::from(matches!(e, Event::Reshuffled { .. }));
            p.left_empty += usize::from(matches!(e, Event::LeftEmpty { .. }));
        }
    }
    eprintln!("{options:?} {policy:?}: {p:?}");
    assert_eq!(p.games, games);
    assert_eq!(p.finished, p.games, "{options:?}: every game finishes");
    assert!(
        p.red_wins > 0 && p.red_wins < p.games,
        "{options:?}: {} red wins",
        p.red_wins
    );
    assert!(p.reshuffles > 0, "{options:?}: the draw pile never ran out");
    p
}

#[test]
fn random_games_short_day_extra_gold() {
    random_games(
        &opts(Length::Short, Faces::Day, 0, [2, 1]),
        Policy::Uniform,
        0,
        GAMES,
    );
}

#[test]
fn random_games_normal_night() {
    random_games(
        &opts(Length::Normal, Faces::Night, 0, [0, 0]),
        Policy::Uniform,
        10_000,
        GAMES,
    );
}

#[test]
fn random_games_long_mixed_blue_first() {
    random_games(
        &opts(Length::Long, Faces::Mixed, 1, [0, 1]),
        Policy::Uniform,
        20_000,
        GAMES,
    );
}

/// Hoarding play reaches the empty-pile rules: must sell or bribe, and
/// squares left empty then filled later.
#[test]
fn random_games_hoarders_reach_the_empty_pile_rules() {
    let mut must_feed = 0;
    let mut left_empty = 0;
    for (i, o) in [
        opts(Length::Short, Faces::Mixed, 0, [0, 0]),
        opts(Length::Normal, Faces::Night, 1, [0, 0]),
    ]
    .iter()
    .enumerate()
    {
        let p = random_games(
            o,
            Policy::Hoarder,
            40_000 + 10_000 * i as u64,
            HOARDER_GAMES,
        );
        must_feed += p.must_feed;
        left_empty += p.left_empty;
    }
    assert!(must_feed > 0, "no player ever had to sell or bribe");
    assert!(left_empty > 0, "no square was ever left empty");
}

// ---------------------------------------------------------------- engine harness

fn check_harness(options: Options, first_seed: u64, games: usize) {
    let mut views = Views::default();
    let report = run_random_games::<Locksley>(&options, first_seed, games, CAP, |g| {
        invariants(g);
        views.check(g);
    });
    assert_eq!(report.games, games);
    assert_eq!(
        report.finished, report.games,
        "{options:?}: every game finishes"
    );
    assert!(report.illegal_rejected > 0);
}

#[test]
fn harness_short_day() {
    check_harness(
        opts(Length::Short, Faces::Day, 0, [0, 0]),
        100_000,
        HARNESS_GAMES,
    );
}

#[test]
fn harness_normal_night() {
    check_harness(
        opts(Length::Normal, Faces::Night, 0, [0, 0]),
        110_000,
        HARNESS_GAMES,
    );
}

#[test]
fn harness_long_mixed_blue_first() {
    check_harness(
        opts(Length::Long, Faces::Mixed, 1, [0, 0]),
        120_000,
        HARNESS_GAMES,
    );
}

#[test]
fn harness_normal_day_extra_gold() {
    check_harness(
        opts(Length::Normal, Faces::Day, 0, [1, 2]),
        130_000,
        HARNESS_GAMES,
    );
}

// ---------------------------------------------------------------- hidden facts

/// The same state with the draw pile in another order and every coin's face
/// changed.
fn with_hidden_facts_changed(g: &Locksley) -> Locksley {
    let mut s = serde_json::to_value(g).unwrap();
    s["draw"].as_array_mut().unwrap().reverse();
    for p in s["players"].as_array_mut().unwrap() {
        for coin in p["gold"].as_array_mut().unwrap() {
            *coin = serde_json::json!(if coin == "white" { "black" } else { "white" });
        }
    }
    serde_json::from_value(s).unwrap()
}

/// After every action that ends a turn (when the draw pile has just been
/// drawn from or reshuffled) in 120 games, changing what nobody may
/// know changes no view.
#[test]
fn hidden_facts_never_change_a_view() {
    let mut compared = 0;
    for seed in 0..120u64 {
        let o = opts(Length::Short, Faces::Mixed, (seed % 2) as u8, [0, 0]);
        let mut g = Locksley::new(&o, seed);
        let mut chooser = Rng::new(seed);
        while g.outcome().is_none() {
            let legal = g.legal();
            g.apply(chooser.pick(&legal).unwrap()).unwrap();
            if !matches!(g.log().last(), Some(Event::TurnEnded { .. })) {
                continue;
            }
            let other = with_hidden_facts_changed(&g);
            if other.draw_pile() != g.draw_pile() {
                compared += 1;
                for viewer in [Viewer::Public, Viewer::Seat(RED), Viewer::Seat(BLUE)] {
                    assert!(
                        g.view(viewer) == other.view(viewer),
                        "seed {seed}: {viewer:?} sees a hidden fact"
                    );
                }
            }
        }
    }
    assert!(compared > 3_000, "{compared} positions compared");
}
