//! The commands that work on any game, through the registry: set one up from
//! flags, open a save, show a position, benchmark random playouts.

use crate::escape::line;
use sherwood_bots::Policy;
use sherwood_engine::{CommandLine, Divergence, DynMatch, LoadError, Match, SaveFile, Viewer};
use sherwood_registry::{game_list, visit, GameVisitor, Registered};

fn unknown(game: &str) -> String {
    format!("unknown game '{}' (games: {})", line(game), game_list())
}

/// The usage lines of every game's `new` flags.
pub fn flags_help() -> String {
    struct Help;
    impl GameVisitor for Help {
        type Output = String;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> String {
            if G::FLAGS_HELP.is_empty() {
                return format!("      {}: no options", G::ID);
            }
            let head = format!("      {} options: ", G::ID);
            let indent = format!("\n{}", " ".repeat(head.chars().count()));
            head + &G::FLAGS_HELP.replace('\n', &indent)
        }
    }
    sherwood_registry::GAMES
        .iter()
        .filter_map(|id| visit(id, Help))
        .collect::<Vec<_>>()
        .join("\n")
}

pub fn new_match(game: &str, flags: &[String]) -> Result<Box<dyn DynMatch>, String> {
    struct New<'a>(&'a [String]);
    impl GameVisitor for New<'_> {
        type Output = Result<Box<dyn DynMatch>, String>;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> Self::Output {
            let (seed, rest) = take_seed(self.0)?;
            let options = G::options_from_flags(&rest)?;
            let mut m: Match<G> = Match::new(options, seed);
            m.meta.players = vec!["human".into(); G::SEATS];
            Ok(Box::new(m))
        }
    }
    visit(game, New(flags)).unwrap_or_else(|| Err(unknown(game)))
}

/// Replays a save as far as its moves apply under these rules; says how the
/// replay departs from the saved game, if it does.
pub fn load(save: &SaveFile) -> Result<(Box<dyn DynMatch>, Option<Divergence>), LoadError> {
    struct Load<'a>(&'a SaveFile);
    impl GameVisitor for Load<'_> {
        type Output = Result<(Box<dyn DynMatch>, Option<Divergence>), LoadError>;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> Self::Output {
            let r = Match::<G>::restore(self.0)?;
            Ok((Box::new(r.game), r.divergence))
        }
    }
    visit(&save.game, Load(save)).unwrap_or_else(|| {
        Err(LoadError::WrongGame {
            expected: format!("a known game ({})", game_list()),
            found: save.game.clone(),
        })
    })
}

/// The game's printed tables (`sherwood tables GAME`).
pub fn tables(game: &str) -> Result<String, String> {
    struct Tables;
    impl GameVisitor for Tables {
        type Output = String;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> String {
            G::tables()
        }
    }
    match visit(game, Tables) {
        None => Err(unknown(game)),
        Some(t) if t.is_empty() => Err(format!("{game} keeps no printed tables")),
        Some(t) => Ok(t),
    }
}

/// The position as `viewer` sees it, with the legal moves where they tell
/// that viewer nothing new: always in a game without secrets, otherwise only
/// to the seat to move (its moves would show where its hidden pieces are).
pub fn show(m: &dyn DynMatch, viewer: Viewer) -> Result<String, String> {
    struct Show<'a>(&'a dyn DynMatch, Viewer);
    impl GameVisitor for Show<'_> {
        type Output = Result<String, String>;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> Self::Output {
            let Show(m, viewer) = self;
            let view: G::View =
                serde_json::from_value(m.view_json(viewer)).map_err(|e| e.to_string())?;
            let mover = m.to_move().map(Viewer::Seat);
            let legal = if !m.keeps_secrets() || mover == Some(viewer) {
                m.legal_text()
            } else {
                Vec::new()
            };
            Ok(<G as CommandLine>::show(&view, &legal))
        }
    }
    visit(m.game_id(), Show(m, viewer)).unwrap_or_else(|| Err(unknown(m.game_id())))
}

pub fn bench(game: &str, seconds: f64, flags: &[String]) -> Result<String, String> {
    let start = std::time::Instant::now();
    let clock = || start.elapsed().as_secs_f64() * 1000.0;
    sherwood_registry::bench_text_with(game, seconds, "native", &clock, flags)
        .ok_or_else(|| unknown(game))?
}

fn take_seed(flags: &[String]) -> Result<(u64, Vec<String>), String> {
    let (seed, rest) = take_flag(flags, "--seed", "a number")?;
    let seed = seed.ok_or("--seed N is required")?;
    let seed = seed
        .parse()
        .map_err(|_| format!("--seed: '{}' is not a number", line(&seed)))?;
    Ok((seed, rest))
}

/// The value of flag `name` (its last, if given twice) taken out of
/// `flags`, and the flags left; an error when it has no value (`name takes
/// <what>`).
pub fn take_flag(
    flags: &[String],
    name: &str,
    what: &str,
) -> Result<(Option<String>, Vec<String>), String> {
    let mut value = None;
    let mut rest = Vec::new();
    let mut it = flags.iter();
    while let Some(f) = it.next() {
        if f == name {
            value = Some(
                it.next()
                    .ok_or_else(|| format!("{name} takes {what}"))?
                    .clone(),
            );
        } else {
            rest.push(f.clone());
        }
    }
    Ok((value, rest))
}
