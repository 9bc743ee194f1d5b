//! Every game Sherwood plays, written once.
//!
//! Whatever runs "any game" natively (the command line, self-play,
//! benchmarks, the bots' Web Worker) names no game itself: it writes a
//! [`GameVisitor`], generic over the game type, and [`visit`] runs it on the
//! game a save or a flag names. Adding a game is one line in [`registry!`]
//! below: its type and its bots' heuristic.

use serde::{de::DeserializeOwned, Serialize};
use sherwood_bots::{BotError, Config, Policy, TextChoice};
use sherwood_engine::bench::Playouts;
use sherwood_engine::{CommandLine, Determinize};

/// What a registered game provides: the rules with their hidden facts
/// sampled for the bots, and what the command line needs.
pub trait Registered:
    Determinize<View: Serialize + DeserializeOwned, Options: Send + Sync>
    + CommandLine
    + Send
    + Sync
    + 'static
{
}

impl<G> Registered for G where
    G: Determinize<View: Serialize + DeserializeOwned, Options: Send + Sync>
        + CommandLine
        + Send
        + Sync
        + 'static
{
}

/// Something to do with one game, whichever it is.
pub trait GameVisitor {
    type Output;
    /// Runs with the game type `G` and its bots' heuristic.
    fn visit<G: Registered, P: Policy<G> + Sync>(self, heuristic: &'static P) -> Self::Output;
}

macro_rules! registry {
    ($($game:ty => $heuristic:expr),+ $(,)?) => {
        /// Every game's id, in the order players meet them.
        pub const GAMES: &[&str] = &[$(<$game as sherwood_engine::Game>::ID),+];

        /// Runs `visitor` on the game whose id is `id`; `None` for an id no
        /// game has.
        pub fn visit<V: GameVisitor>(id: &str, visitor: V) -> Option<V::Output> {
            $(
                if id == <$game as sherwood_engine::Game>::ID {
                    return Some(visitor.visit::<$game, _>(&$heuristic));
                }
            )+
            None
        }
    };
}

registry! {
    sherwood_locksley::Locksley => sherwood_locksley::bot::Heuristic,
    sherwood_gest::Gest => sherwood_gest::bot::Heuristic,
    sherwood_legend::Legend => sherwood_legend::bot::Heuristic,
    sherwood_skirmish::Skirmish => sherwood_skirmish::bot::Heuristic,
}

/// "locksley, gest, legend, skirmish": the list for messages and usage texts.
pub fn game_list() -> String {
    GAMES.join(", ")
}

/// Random playouts of game `game` for about `seconds` by `clock` (in
/// milliseconds), reported as `sherwood bench` prints them, `place` saying
/// where they ran: what the command line and the browser's `#/bench` (in the
/// bots' worker) run, with the game's default options. `None` for an id no
/// game has.
pub fn bench_text(
    game: &str,
    seconds: f64,
    place: &str,
    clock: &dyn Fn() -> f64,
) -> Option<String> {
    bench_text_with(game, seconds, place, clock, &[])
        .map(|r| r.expect("every game has default options"))
}

/// [`bench_text`] with the game's options given as its command-line flags
/// (`--scenario rescue`); an error for flags the game refuses.
pub fn bench_text_with(
    game: &str,
    seconds: f64,
    place: &str,
    clock: &dyn Fn() -> f64,
    flags: &[String],
) -> Option<Result<String, String>> {
    struct Bench<'a> {
        seconds: f64,
        place: &'a str,
        clock: &'a dyn Fn() -> f64,
        flags: &'a [String],
    }
    impl GameVisitor for Bench<'_> {
        type Output = Result<String, String>;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> Self::Output {
            let options = G::options_from_flags(self.flags)?;
            // A warm-up, untimed (a quarter of the time): a browser first
            // runs WebAssembly unoptimised, and optimises the hot code in the
            // background meanwhile; the figure is the steady rate.
            let warm = (self.clock)();
            let mut warming = Playouts::default();
            while (self.clock)() - warm < self.seconds * 250.0 {
                warming.run::<G>(&options, 16, G::PLAYOUT_CAP);
            }
            let start = (self.clock)();
            let mut playouts = Playouts::default();
            while (self.clock)() - start < self.seconds * 1000.0 {
                playouts.run::<G>(&options, 16, G::PLAYOUT_CAP);
            }
            let seconds = ((self.clock)() - start) / 1000.0;
            Ok(playouts.report(G::ID, self.place, seconds))
        }
    }
    let bench = Bench {
        seconds,
        place,
        clock,
        flags,
    };
    visit(game, bench)
}

/// [`sherwood_bots::choose`] for any game, through JSON: what the browser's
/// worker and `sherwood bot` call.
pub fn choose_text(
    game: &str,
    view_json: &str,
    config: &Config,
    seed: u64,
    clock: &dyn Fn() -> f64,
) -> Result<TextChoice, BotError> {
    struct Choose<'a> {
        view_json: &'a str,
        config: &'a Config,
        seed: u64,
        clock: &'a dyn Fn() -> f64,
    }
    impl GameVisitor for Choose<'_> {
        type Output = Result<TextChoice, BotError>;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, heuristic: &'static P) -> Self::Output {
            sherwood_bots::choose_text_for::<G, P>(
                self.view_json,
                self.config,
                heuristic,
                self.seed,
                self.clock,
            )
        }
    }
    let choose = Choose {
        view_json,
        config,
        seed,
        clock,
    };
    visit(game, choose).unwrap_or_else(|| Err(BotError::UnknownGame(game.to_string())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use sherwood_bots::Level;
    use sherwood_engine::Viewer;

    fn no_clock() -> f64 {
        0.0
    }

    /// Every registered game answers through text, from a seat's view.
    #[test]
    fn every_game_answers_through_its_id() {
        struct Fresh;
        impl GameVisitor for Fresh {
            type Output = String;
            fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> String {
                let g = G::new(&Default::default(), 9);
                let seat = g.to_move().unwrap();
                serde_json::to_string(&g.view(Viewer::Seat(seat))).unwrap()
            }
        }
        for id in GAMES {
            let view = visit(id, Fresh).unwrap();
            let c = choose_text(id, &view, &Level::Easy.config(), 9, &no_clock).unwrap();
            assert!(!c.action.is_empty(), "{id}");
        }
        assert_eq!(game_list(), "locksley, gest, legend, skirmish");
    }

    #[test]
    fn an_unknown_game_or_a_bad_view_is_an_error() {
        assert!(matches!(
            choose_text("nope", "{}", &Level::Easy.config(), 9, &no_clock),
            Err(BotError::UnknownGame(_))
        ));
        assert!(matches!(
            choose_text("locksley", "{}", &Level::Easy.config(), 9, &no_clock),
            Err(BotError::BadView(_))
        ));
        assert!(visit("chess", Nothing).is_none());
        struct Nothing;
        impl GameVisitor for Nothing {
            type Output = ();
            fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) {}
        }
    }
}
