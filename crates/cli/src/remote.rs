//! Playing a friend on another device from the command line, with the links
//! the app makes and opens (`sherwood_engine::remote`): `invite`, `accept`,
//! `link` and `open`, so that two files can play a whole remote game.

use crate::escape::line;
use sherwood_bots::Policy;
use sherwood_engine::remote::{self, Held, Invitation, Link, LinkError, Opened};
use sherwood_engine::{SaveFile, Seat};
use sherwood_registry::{visit, GameVisitor, Registered};

/// What a file holds: an invitation on its way, or a game.
pub enum Kept {
    Invitation(Invitation),
    Game(SaveFile),
}

/// Reads an invitation (`sherwood invite` or `accept`'s output) or a save.
pub fn kept(text: &str) -> Result<Kept, String> {
    let json: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| format!("not a Sherwood save or invitation ({e})"))?;
    if json.get("invitation").is_some() {
        serde_json::from_value(json)
            .map(Kept::Invitation)
            .map_err(|e| format!("not a Sherwood invitation ({e})"))
    } else {
        SaveFile::from_json(text)
            .map(Kept::Game)
            .map_err(|e| e.to_string())
    }
}

fn random(n: usize) -> Result<String, String> {
    let mut bytes = vec![0u8; n];
    getrandom::fill(&mut bytes).map_err(|e| format!("no randomness from the system ({e})"))?;
    Ok(remote::random_text(&bytes))
}

fn now() -> f64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0.0, |d| d.as_millis() as f64)
}

/// `sherwood invite GAME --side SEAT --name NAME [game options]`.
pub fn invite(game: &str, flags: &[String]) -> Result<String, String> {
    let mut side = None;
    let mut name = None;
    let mut rest = Vec::new();
    let mut it = flags.iter();
    while let Some(f) = it.next() {
        match f.as_str() {
            "--side" => {
                let v = it.next().ok_or("--side takes a seat (0 or 1)")?;
                side = Some(
                    v.parse::<Seat>()
                        .ok()
                        .filter(|s| *s < 2)
                        .ok_or_else(|| format!("--side: '{}' is not 0 or 1", line(v)))?,
                );
            }
            "--name" => name = Some(it.next().ok_or("--name takes a name")?.clone()),
            _ => rest.push(f.clone()),
        }
    }
    struct Options<'a>(&'a [String]);
    impl GameVisitor for Options<'_> {
        type Output = Result<serde_json::Value, String>;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> Self::Output {
            let options = G::options_from_flags(self.0)?;
            Ok(serde_json::to_value(options).expect("options serialise"))
        }
    }
    let options = visit(game, Options(&rest)).ok_or_else(|| {
        format!(
            "unknown game '{}' (games: {})",
            line(game),
            sherwood_registry::game_list()
        )
    })??;
    let mut inv = Invitation::host(
        random(remote::ID_BYTES)?,
        game,
        options,
        side.ok_or("--side SEAT is required: the seat you play")?,
        name.as_deref().unwrap_or(""),
        random(remote::SECRET_BYTES)?,
    );
    inv.created = now();
    Ok(pretty(&inv))
}

/// `sherwood accept LINK --name NAME`.
pub fn accept(link: &str, flags: &[String]) -> Result<String, String> {
    let name = match flags {
        [] => "",
        [flag, n] if flag == "--name" => n,
        _ => return Err("accept takes LINK [--name NAME]".into()),
    };
    let link = Link::parse(link).map_err(|e| e.to_string())?;
    let mut inv = Invitation::accept(&link, name, random(remote::SECRET_BYTES)?)
        .map_err(|e| e.to_string())?;
    inv.created = now();
    Ok(pretty(&inv))
}

/// `sherwood link FILE [--full] [--site URL]`: the link this file's player
/// sends now.
pub fn link(kept: &Kept, flags: &[String]) -> Result<String, String> {
    let mut full = false;
    let mut site = String::new();
    let mut it = flags.iter();
    while let Some(f) = it.next() {
        match f.as_str() {
            "--full" => full = true,
            "--site" => site = it.next().ok_or("--site takes the site's address")?.clone(),
            other => return Err(format!("link: unknown option '{}'", line(other))),
        }
    }
    let link = match kept {
        Kept::Invitation(inv) if !full => inv.link(),
        Kept::Invitation(_) => {
            return Err("the game has not started: there is no full link yet".into())
        }
        Kept::Game(save) => {
            let made = if full {
                remote::full_link(save)
            } else {
                remote::turn_link(save)
            };
            made.ok_or("this game is not played with a friend on another device")?
        }
    };
    Ok(link.url(&site) + "\n")
}

/// `sherwood open LINK [FILE]`: the file after the link (a full link needs
/// no file); what it brought goes to `report`.
pub fn open(link: &str, kept: Option<&Kept>, report: &mut String) -> Result<String, String> {
    let link = Link::parse(link).map_err(|e| e.to_string())?;
    struct Open<'a>(Held<'a>, &'a Link);
    impl GameVisitor for Open<'_> {
        type Output = Result<(SaveFile, Opened), LinkError>;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> Self::Output {
            remote::open::<G>(self.0, self.1)
        }
    }
    struct OpenFull<'a>(&'a remote::Full);
    impl GameVisitor for OpenFull<'_> {
        type Output = Result<SaveFile, LinkError>;
        fn visit<G: Registered, P: Policy<G> + Sync>(self, _: &'static P) -> Self::Output {
            remote::open_full::<G>(self.0)
        }
    }
    let unknown = |game: &str| LinkError::CannotPlay(format!("no game '{}' here", line(game)));
    let (save, opened) = match (kept, &link) {
        (None, Link::Full(full)) => {
            let save =
                visit(&full.game, OpenFull(full)).unwrap_or_else(|| Err(unknown(&full.game)));
            (save.map_err(|e| e.to_string())?, None)
        }
        (None, Link::Invite { .. }) => {
            return Err(
                "this is an invitation: accept it with `sherwood accept LINK --name NAME`".into(),
            )
        }
        (None, _) => return Err(LinkError::UnknownGame.to_string()),
        (Some(kept), _) => {
            let (held, game) = match kept {
                Kept::Invitation(inv) => (Held::Invitation(inv), &inv.game),
                Kept::Game(save) => (Held::Game(save), &save.game),
            };
            let got = visit(game, Open(held, &link)).unwrap_or_else(|| Err(unknown(game)));
            let (save, opened) = got.map_err(|e| e.to_string())?;
            (save, Some(opened))
        }
    };
    let remote = save.meta.remote.as_ref().expect("a remote game");
    let friend = &save.meta.names[remote.friend() as usize];
    *report = match opened {
        Some(o) if o.moves > 0 => format!(
            "opened {} move(s) from {} (moves {} to {})",
            o.moves,
            line(friend),
            o.from + 1,
            o.from + o.moves
        ),
        Some(_) => format!("the game with {} has started", line(friend)),
        None => format!(
            "the whole game with {}, {} moves",
            line(friend),
            save.actions.len()
        ),
    };
    Ok(crate::json_out(&save))
}

fn pretty(inv: &Invitation) -> String {
    crate::escape::json(&serde_json::to_string_pretty(inv).expect("an invitation serialises"))
        + "\n"
}
