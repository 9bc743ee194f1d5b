//! The games the command line knows: how to set one up from flags, open a
//! save, show a position and benchmark it.

use crate::bench::random_playouts;
use sherwood_engine::{Divergence, DynMatch, Game, LoadError, Match, SaveFile, Viewer};
use sherwood_gest::Gest;
use sherwood_locksley::{Locksley, Options};

mod gest;
mod locksley;

const GAMES: &str = "games: locksley, gest";

pub fn new_match(game: &str, flags: &[String]) -> Result<Box<dyn DynMatch>, String> {
    let (seed, rest) = take_seed(flags)?;
    match game {
        Locksley::ID => {
            let options = locksley::options(&rest)?;
            let mut m: Match<Locksley> = Match::new(options, seed);
            m.meta.players = vec!["human".into(); Locksley::SEATS];
            Ok(Box::new(m))
        }
        Gest::ID => {
            gest::check_flags(&rest)?;
            let mut m: Match<Gest> = Match::new(Default::default(), seed);
            m.meta.players = vec!["human".into(); Gest::SEATS];
            Ok(Box::new(m))
        }
        other => Err(format!("unknown game '{other}' ({GAMES})")),
    }
}

/// Replays a save as far as its moves apply under these rules; says how the
/// replay departs from the saved game, if it does.
pub fn load(save: &SaveFile) -> Result<(Box<dyn DynMatch>, Option<Divergence>), LoadError> {
    fn restore<G: Game + 'static>(
        save: &SaveFile,
    ) -> Result<(Box<dyn DynMatch>, Option<Divergence>), LoadError> {
        let r = Match::<G>::restore(save)?;
        Ok((Box::new(r.game), r.divergence))
    }
    match save.game.as_str() {
        Locksley::ID => restore::<Locksley>(save),
        Gest::ID => restore::<Gest>(save),
        other => Err(LoadError::WrongGame {
            expected: format!("a known game ({GAMES})"),
            found: other.into(),
        }),
    }
}

pub fn show(m: &dyn DynMatch) -> Result<String, String> {
    match m.game_id() {
        Locksley::ID => {
            let view =
                serde_json::from_value(m.view_json(Viewer::Public)).map_err(|e| e.to_string())?;
            Ok(locksley::render(&view))
        }
        Gest::ID => {
            let view =
                serde_json::from_value(m.view_json(Viewer::Public)).map_err(|e| e.to_string())?;
            Ok(gest::render(&view, &m.legal_text()))
        }
        other => Err(format!("no text rendering for '{other}'")),
    }
}

pub fn bench(game: &str, seconds: f64) -> Result<String, String> {
    match game {
        Locksley::ID => Ok(random_playouts::<Locksley>(
            "locksley",
            &Options::default(),
            seconds,
            5_000,
        )),
        Gest::ID => Ok(random_playouts::<Gest>(
            "gest",
            &Default::default(),
            seconds,
            20_000,
        )),
        other => Err(format!("unknown game '{other}' ({GAMES})")),
    }
}

fn take_seed(flags: &[String]) -> Result<(u64, Vec<String>), String> {
    let mut seed = None;
    let mut rest = Vec::new();
    let mut it = flags.iter();
    while let Some(f) = it.next() {
        if f == "--seed" {
            let v = it.next().ok_or("--seed takes a number")?;
            seed = Some(
                v.parse()
                    .map_err(|_| format!("--seed: '{v}' is not a number"))?,
            );
        } else {
            rest.push(f.clone());
        }
    }
    Ok((seed.ok_or("--seed N is required")?, rest))
}
