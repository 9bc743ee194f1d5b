//! Playing a friend on another device with nothing but links.
//!
//! No server: each device keeps the whole game, and the players pass links.
//! 1. The host invites: [`Invitation::host`] and its [`Link::Invite`], which
//!    carries the game, its options, the seat offered and a commitment to the
//!    host's secret half of the seed.
//! 2. The guest accepts ([`Invitation::accept`]) and answers with its own
//!    half in the clear ([`Link::Answer`]).
//! 3. The host starts the game ([`Invitation::start`]): the seed is a hash of
//!    both halves, so neither player chose it. The host's first turn link
//!    reveals its half; the guest checks it against the commitment.
//! 4. From then on each player sends a [`Link::Turn`] once the other side is
//!    to act: the moves since the friend last heard, a check of the whole
//!    history, and a check of the public position. The receiving device
//!    replays every move through the rules ([`open_turn`]) and refuses a link
//!    that does not fit, changing nothing.
//!
//! A [`Link::Full`] carries the whole game, for a player who lost their copy.
//! Links are versioned ([`LINK_VERSION`]): a later version can keep each
//! side's secrets on its own device (see `docs/remote.md`).

use crate::{ActionError, Game, Match, Meta, Played, SaveFile, Seat, SAVE_FORMAT};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use sha2::{Digest, Sha256};
use std::fmt;

/// The link format this build writes and reads (and every earlier one).
pub const LINK_VERSION: u32 = 1;
/// Where in the site's address a link's payload starts: the app's route.
pub const ROUTE: &str = "#/link/";
/// The longest payload read: a full link of the longest game is well under
/// this, and a larger text is refused before it is decoded.
pub const MAX_PAYLOAD: usize = 400_000;
/// The most a payload may inflate to: a full link of the longest game is
/// well under it.
const MAX_INFLATED: usize = 2_000_000;
/// The bytes of a secret half of the seed, and of a game's id.
pub const SECRET_BYTES: usize = 16;
pub const ID_BYTES: usize = 9;

/// A remote game as one device keeps it, in its save's [`Meta::remote`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Remote {
    /// The game's id, the same on both devices.
    pub id: String,
    /// The seat this device plays.
    pub me: Seat,
    /// The seat of the player who invited.
    pub host: Seat,
    /// Both halves of the seed (the host's secret, revealed by its first
    /// turn link; the guest's part), kept for a full link.
    pub secret: String,
    pub part: String,
    /// Moves the friend's device has: those before the last link opened here
    /// and its moves. A turn link sends the moves after this.
    pub shared: usize,
    /// Moves this device had shown before the last link was opened: the
    /// replay of what happened since starts here.
    pub seen: usize,
    /// Moves already put in a link for the friend (copied, shared, saved):
    /// undo stops there, so the friend's copy never forks from this one.
    #[serde(default)]
    pub sent: usize,
}

impl Remote {
    /// The friend's seat.
    pub fn friend(&self) -> Seat {
        1 - self.me
    }
    /// How far back undo may go: the moves the friend has or was sent.
    pub fn undo_floor(&self) -> usize {
        self.shared.max(self.sent)
    }
}

/// A link's contents. Each kind carries the game's id; the short field
/// names keep links short.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "k")]
pub enum Link {
    /// "Play with me": the game, its options, the host's seat and name, and
    /// the commitment to the host's secret.
    #[serde(rename = "i")]
    Invite {
        #[serde(rename = "id")]
        id: String,
        #[serde(rename = "g")]
        game: String,
        #[serde(rename = "o")]
        options: Value,
        #[serde(rename = "s")]
        host: Seat,
        #[serde(rename = "n")]
        name: String,
        #[serde(rename = "c")]
        commit: String,
    },
    /// "I accept": the guest's name and its half of the seed.
    #[serde(rename = "a")]
    Answer {
        #[serde(rename = "id")]
        id: String,
        #[serde(rename = "n")]
        name: String,
        #[serde(rename = "p")]
        part: String,
    },
    /// The moves a side played since the friend last heard from it.
    #[serde(rename = "t")]
    Turn(Turn),
    /// The whole game, for the player of seat `to` who lost their copy.
    #[serde(rename = "f")]
    Full(Full),
}

/// See [`Link::Turn`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub id: String,
    /// The seat that played these moves.
    #[serde(rename = "f")]
    pub from: Seat,
    /// How many moves came before them.
    pub at: usize,
    #[serde(rename = "m")]
    pub moves: Vec<String>,
    /// [`history_check`] of the whole game after them.
    #[serde(rename = "c")]
    pub check: String,
    /// The sender's check of the public position after them (a save's
    /// `check`), to notice two builds that play the moves differently.
    #[serde(rename = "p")]
    pub position: String,
    /// The host's secret half of the seed, in the host's first link.
    #[serde(rename = "r", default, skip_serializing_if = "Option::is_none")]
    pub reveal: Option<String>,
}

/// See [`Link::Full`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Full {
    pub id: String,
    #[serde(rename = "g")]
    pub game: String,
    #[serde(rename = "o")]
    pub options: Value,
    #[serde(rename = "s")]
    pub host: Seat,
    /// The seat of the player who receives it.
    pub to: Seat,
    #[serde(rename = "n")]
    pub names: Vec<String>,
    #[serde(rename = "r")]
    pub secret: String,
    #[serde(rename = "p")]
    pub part: String,
    #[serde(rename = "m")]
    pub moves: Vec<String>,
    #[serde(rename = "c")]
    pub check: String,
}

/// Why a link was not opened. Nothing stored changes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Not a Sherwood link, or damaged on the way (cut short, altered).
    NotALink,
    /// Made by a newer Sherwood.
    NewerVersion(u32),
    /// For a game of which this device has no trace.
    UnknownGame,
    /// For another game than the one it was opened on.
    OtherGame,
    /// Made on this device, for the friend.
    OwnLink,
    /// An invitation or answer whose step is already past.
    AlreadyStarted,
    /// Every move in it is already in this game.
    AlreadyOpened,
    /// An earlier link of the friend's was not opened: this one starts at
    /// move `at`, this game has `have`.
    Missing { at: usize, have: usize },
    /// Its history differs from this game's: the two copies have forked.
    Forked,
    /// Its move `index` (from 0 in the game) was not the sender's to play.
    NotTheirMove { index: usize, text: String },
    /// Its move `index` is not legal here.
    Illegal {
        index: usize,
        text: String,
        why: String,
    },
    /// It stops while the sender is still to act.
    Unfinished,
    /// The host's revealed secret does not match its invitation.
    BadReveal,
    /// The moves replay, but to another public position than the sender's:
    /// the two builds play them differently.
    RulesDiffer,
    /// The invitation's game or options are not ones this build can play.
    CannotPlay(String),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::NotALink => f.write_str("this is not a Sherwood link, or it was cut short or changed on the way"),
            LinkError::NewerVersion(v) => write!(f, "this link was made by a newer version of Sherwood (link format {v}; this version reads up to {LINK_VERSION})"),
            LinkError::UnknownGame => f.write_str("this link is for a game this device does not have; a player who lost their copy asks the friend for a full link"),
            LinkError::OtherGame => f.write_str("this link is for another game"),
            LinkError::OwnLink => f.write_str("this link was made here, for your friend: send it to them"),
            LinkError::AlreadyStarted => f.write_str("this game has already started: open your friend's latest link instead"),
            LinkError::AlreadyOpened => f.write_str("this link was already opened: everything in it is in the game"),
            LinkError::Missing { at, have } => write!(f, "a link is missing: this one starts after move {at}, and this game has {have} moves; open the earlier one first"),
            LinkError::Forked => f.write_str("this link does not match this game: the two copies differ (a move was taken back after it was sent?)"),
            LinkError::NotTheirMove { index, text } => write!(f, "move {} '{text}' in this link was not the sender's to play", index + 1),
            LinkError::Illegal { index, text, why } => write!(f, "move {} '{text}' in this link is not legal here ({why})", index + 1),
            LinkError::Unfinished => f.write_str("this link stops before the sender's turn is done"),
            LinkError::BadReveal => f.write_str("the start of this game does not match its invitation"),
            LinkError::RulesDiffer => f.write_str("the moves replay to a different position than on your friend's device: the two versions of Sherwood play them differently"),
            LinkError::CannotPlay(why) => write!(f, "this game cannot be played here ({why})"),
        }
    }
}

impl std::error::Error for LinkError {}

fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

/// SHA-256 over parts, each length-prefixed so no two lists of parts hash
/// alike.
fn sha(parts: &[&[u8]]) -> [u8; 32] {
    let mut h = Sha256::new();
    for p in parts {
        h.update((p.len() as u64).to_le_bytes());
        h.update(p);
    }
    h.finalize().into()
}

/// A secret half of the seed, or a game's id, from random bytes.
pub fn random_text(bytes: &[u8]) -> String {
    b64(bytes)
}

/// The host's commitment to its secret: the invitation carries it, the
/// first turn link reveals the secret, and the guest checks one against the
/// other.
pub fn commitment(secret: &str) -> String {
    b64(&sha(&[b"sherwood commit", secret.as_bytes()]))
}

/// The game's seed from both halves (kept below 2^53, as every seed).
pub fn seed_of(secret: &str, part: &str) -> u64 {
    let h = sha(&[b"sherwood seed", secret.as_bytes(), part.as_bytes()]);
    u64::from_le_bytes(h[..8].try_into().expect("8 bytes")) & ((1 << 53) - 1)
}

/// A check of a whole game: its id, its seed and every move, in order.
pub fn history_check(id: &str, seed: u64, moves: &[String]) -> String {
    let mut parts: Vec<&[u8]> = vec![b"sherwood history", id.as_bytes()];
    let seed = seed.to_le_bytes();
    parts.push(&seed);
    parts.extend(moves.iter().map(|m| m.as_bytes()));
    b64(&sha(&parts)[..12])
}

impl Link {
    /// The payload that follows [`ROUTE`] in a link's address: the link as
    /// JSON, deflated (a turn's moves repeat their words), in base64url.
    pub fn payload(&self) -> String {
        let mut json = serde_json::to_value(self).expect("a link serialises");
        json["v"] = LINK_VERSION.into();
        b64(&miniz_oxide::deflate::compress_to_vec(
            json.to_string().as_bytes(),
            9,
        ))
    }

    /// The whole link: the site's address (without its `#…`) and the payload.
    pub fn url(&self, site: &str) -> String {
        format!(
            "{}{ROUTE}{}",
            site.split('#').next().unwrap_or(site),
            self.payload()
        )
    }

    /// Reads a link from a whole address, or from its payload alone;
    /// whitespace a messaging app put inside is ignored.
    pub fn parse(text: &str) -> Result<Link, LinkError> {
        if text.len() > MAX_PAYLOAD {
            return Err(LinkError::NotALink);
        }
        let text: String = text.chars().filter(|c| !c.is_whitespace()).collect();
        let payload = text.rsplit_once(ROUTE).map_or(text.as_str(), |(_, p)| p);
        let bytes = URL_SAFE_NO_PAD
            .decode(payload)
            .map_err(|_| LinkError::NotALink)?;
        // A bounded inflate: a link is never larger than a whole game.
        let bytes = miniz_oxide::inflate::decompress_to_vec_with_limit(&bytes, MAX_INFLATED)
            .map_err(|_| LinkError::NotALink)?;
        let json: Value = serde_json::from_slice(&bytes).map_err(|_| LinkError::NotALink)?;
        match json.get("v").and_then(Value::as_u64) {
            Some(v) if v > u64::from(LINK_VERSION) => {
                return Err(LinkError::NewerVersion(v.min(u64::from(u32::MAX)) as u32))
            }
            Some(v) if v >= 1 => {}
            _ => return Err(LinkError::NotALink),
        }
        serde_json::from_value(json).map_err(|_| LinkError::NotALink)
    }

    /// The game id every kind of link carries.
    pub fn id(&self) -> &str {
        match self {
            Link::Invite { id, .. } | Link::Answer { id, .. } => id,
            Link::Turn(t) => &t.id,
            Link::Full(f) => &f.id,
        }
    }
}

/// An invitation on its way, as one device keeps it until the game starts:
/// the host's until the answer comes, the guest's until the host's first
/// turn link. Stored apart from saves: the game has no seed yet.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Invitation {
    /// Marks the file (`sherwood invite`'s output) as an invitation.
    pub invitation: u32,
    pub id: String,
    pub game: String,
    pub options: Value,
    pub host: Seat,
    pub me: Seat,
    /// By seat; the guest's is empty until it answers.
    pub names: Vec<String>,
    pub commit: String,
    /// The host's secret half (the host's device only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub secret: Option<String>,
    /// The guest's half (the guest's device only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part: Option<String>,
    /// Milliseconds since the Unix epoch.
    #[serde(default)]
    pub created: f64,
}

impl Invitation {
    /// The host's invitation: it plays `host`, and `secret` is its half of
    /// the seed, from random bytes ([`random_text`]), as is `id`.
    pub fn host(
        id: String,
        game: &str,
        options: Value,
        host: Seat,
        name: &str,
        secret: String,
    ) -> Invitation {
        let mut names = vec![String::new(); 2];
        names[host as usize] = name.to_string();
        Invitation {
            invitation: 1,
            id,
            game: game.into(),
            options,
            host,
            me: host,
            names,
            commit: commitment(&secret),
            secret: Some(secret),
            part: None,
            created: 0.0,
        }
    }

    pub fn is_host(&self) -> bool {
        self.me == self.host
    }

    /// The link this device sends: the host's invitation, or the guest's
    /// answer.
    pub fn link(&self) -> Link {
        match &self.part {
            Some(part) if !self.is_host() => Link::Answer {
                id: self.id.clone(),
                name: self.names[self.me as usize].clone(),
                part: part.clone(),
            },
            _ => Link::Invite {
                id: self.id.clone(),
                game: self.game.clone(),
                options: self.options.clone(),
                host: self.host,
                name: self.names[self.host as usize].clone(),
                commit: self.commit.clone(),
            },
        }
    }

    /// The guest's side of an invitation link: it accepts as `name`, with
    /// `part` its half of the seed.
    pub fn accept(link: &Link, name: &str, part: String) -> Result<Invitation, LinkError> {
        let Link::Invite {
            id,
            game,
            options,
            host,
            name: host_name,
            commit,
        } = link
        else {
            return Err(LinkError::AlreadyStarted);
        };
        if *host > 1 {
            return Err(LinkError::NotALink);
        }
        let mut names = vec![String::new(); 2];
        names[*host as usize] = host_name.clone();
        names[1 - *host as usize] = name.to_string();
        Ok(Invitation {
            invitation: 1,
            id: id.clone(),
            game: game.clone(),
            options: options.clone(),
            host: *host,
            me: 1 - host,
            names,
            commit: commit.clone(),
            secret: None,
            part: Some(part),
            created: 0.0,
        })
    }

    /// The game that `link` starts, with no moves yet: on the host's
    /// device from the guest's answer; on the guest's from the host's first
    /// turn link (whose moves [`open_turn`] then plays).
    pub fn start(&self, link: &Link) -> Result<SaveFile, LinkError> {
        if link.id() != self.id {
            return Err(LinkError::OtherGame);
        }
        let (secret, part, names) = match (link, &self.secret, &self.part) {
            (Link::Answer { name, part, .. }, Some(secret), _) if self.is_host() => {
                let mut names = self.names.clone();
                names[1 - self.host as usize] = name.clone();
                (secret.clone(), part.clone(), names)
            }
            (Link::Turn(turn), _, Some(part)) if !self.is_host() => {
                if turn.from != self.host {
                    return Err(LinkError::OwnLink);
                }
                if turn.at != 0 {
                    return Err(LinkError::Missing {
                        at: turn.at,
                        have: 0,
                    });
                }
                let secret = turn.reveal.clone().ok_or(LinkError::BadReveal)?;
                if commitment(&secret) != self.commit {
                    return Err(LinkError::BadReveal);
                }
                (secret, part.clone(), self.names.clone())
            }
            (Link::Invite { .. }, ..) if self.is_host() => return Err(LinkError::OwnLink),
            (Link::Answer { .. }, ..) if !self.is_host() => return Err(LinkError::OwnLink),
            (Link::Invite { .. }, ..) => return Err(LinkError::AlreadyOpened),
            _ => return Err(LinkError::Missing { at: 0, have: 0 }),
        };
        Ok(remote_save(
            self.game.clone(),
            self.options.clone(),
            Vec::new(),
            names,
            self.created,
            Remote {
                id: self.id.clone(),
                me: self.me,
                host: self.host,
                secret,
                part,
                shared: 0,
                seen: 0,
                sent: 0,
            },
        ))
    }
}

/// The turn link a remote game's device sends now: every move since the
/// friend last heard (none, for the host's link that only starts the game).
/// `None` for a game that is not remote.
pub fn turn_link(save: &SaveFile) -> Option<Link> {
    let remote = save.meta.remote.as_ref()?;
    let at = remote.shared.min(save.actions.len());
    Some(Link::Turn(Turn {
        id: remote.id.clone(),
        from: remote.me,
        at,
        moves: save.actions[at..].to_vec(),
        check: history_check(&remote.id, save.seed, &save.actions),
        position: save.check.clone(),
        reveal: (remote.me == remote.host && at == 0).then(|| remote.secret.clone()),
    }))
}

/// The link that carries the whole game to the friend, who lost their copy.
pub fn full_link(save: &SaveFile) -> Option<Link> {
    let remote = save.meta.remote.as_ref()?;
    Some(Link::Full(Full {
        id: remote.id.clone(),
        game: save.game.clone(),
        options: save.options.clone(),
        host: remote.host,
        to: remote.friend(),
        names: save.meta.names.clone(),
        secret: remote.secret.clone(),
        part: remote.part.clone(),
        moves: save.actions.clone(),
        check: history_check(&remote.id, save.seed, &save.actions),
    }))
}

/// The game a full link carries, as a save to replay (its moves are checked
/// by the replay, which must be exact, and by the history check here).
pub fn from_full(full: &Full) -> Result<SaveFile, LinkError> {
    if full.to > 1 || full.host > 1 || full.names.len() != 2 {
        return Err(LinkError::NotALink);
    }
    let seed = seed_of(&full.secret, &full.part);
    if history_check(&full.id, seed, &full.moves) != full.check {
        return Err(LinkError::NotALink);
    }
    let n = full.moves.len();
    Ok(remote_save(
        full.game.clone(),
        full.options.clone(),
        full.moves.clone(),
        full.names.clone(),
        0.0,
        Remote {
            id: full.id.clone(),
            me: full.to,
            host: full.host,
            secret: full.secret.clone(),
            part: full.part.clone(),
            shared: n,
            seen: n,
            sent: n,
        },
    ))
}

/// A remote game's save on the device that plays `remote.me`: the seed
/// made from both halves, the friend's seat played elsewhere.
fn remote_save(
    game: String,
    options: Value,
    actions: Vec<String>,
    names: Vec<String>,
    created: f64,
    remote: Remote,
) -> SaveFile {
    let mut players = vec!["remote".to_string(); 2];
    players[remote.me as usize] = "human".into();
    SaveFile {
        format: SAVE_FORMAT,
        game,
        options,
        seed: seed_of(&remote.secret, &remote.part),
        actions,
        check: String::new(),
        rev: 0,
        status: None,
        set_aside: Vec::new(),
        meta: Meta {
            players,
            names,
            created,
            updated: created,
            remote: Some(remote),
        },
    }
}

/// What opening a turn link did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    /// The moves the game had before: what happened since starts here.
    pub from: usize,
    /// How many moves the link brought.
    pub moves: usize,
}

/// Plays a friend's turn link on this device's game `m` (whose remote
/// record is `remote`), after checking that it belongs here and comes next:
/// every move is the sender's to play and legal, the turn is done, and
/// the history and position match the sender's. On an error `m` may be
/// partly played: the caller drops it, and nothing stored changes.
pub fn open_turn(m: &mut dyn Played, remote: &Remote, link: &Link) -> Result<Opened, LinkError> {
    let turn = match link {
        Link::Turn(turn) => turn,
        Link::Full(_) => return Err(LinkError::AlreadyStarted),
        Link::Invite { .. } | Link::Answer { .. } => {
            return Err(if link.id() == remote.id {
                LinkError::AlreadyStarted
            } else {
                LinkError::OtherGame
            })
        }
    };
    if turn.id != remote.id {
        return Err(LinkError::OtherGame);
    }
    if turn.from == remote.me {
        return Err(LinkError::OwnLink);
    }
    let seed = m.seed();
    let have = m.actions_text();
    if turn.at > have.len() {
        return Err(LinkError::Missing {
            at: turn.at,
            have: have.len(),
        });
    }
    if turn.at < have.len() {
        // Already opened if its moves are this game's, and its history too.
        let end = turn.at + turn.moves.len();
        let same = end <= have.len()
            && have[turn.at..end] == turn.moves[..]
            && history_check(&remote.id, seed, &have[..end]) == turn.check;
        return Err(if same {
            LinkError::AlreadyOpened
        } else {
            LinkError::Forked
        });
    }
    for (i, text) in turn.moves.iter().enumerate() {
        let index = turn.at + i;
        if m.to_move() != Some(turn.from) {
            return Err(LinkError::NotTheirMove {
                index,
                text: text.clone(),
            });
        }
        m.apply_text(text).map_err(|e| LinkError::Illegal {
            index,
            text: text.clone(),
            why: match e {
                ActionError::NotAnAction { reason, .. } => reason,
                ActionError::Illegal(_) => "not a legal move then".into(),
            },
        })?;
    }
    let all = m.actions_text();
    if history_check(&remote.id, seed, &all) != turn.check {
        return Err(LinkError::Forked);
    }
    if m.outcome().is_none() && m.to_move() == Some(turn.from) {
        return Err(LinkError::Unfinished);
    }
    let mine = m.save().check;
    let (ours, theirs) = (
        crate::Check::parse(&mine),
        crate::Check::parse(&turn.position),
    );
    if let (Some(ours), Some(theirs)) = (ours, theirs) {
        if ours.version == theirs.version && ours != theirs {
            return Err(LinkError::RulesDiffer);
        }
    }
    Ok(Opened {
        from: turn.at,
        moves: turn.moves.len(),
    })
}

/// What a device holds of a remote game when a link comes: an invitation
/// on its way, or the game.
#[derive(Clone, Copy, Debug)]
pub enum Held<'a> {
    Invitation(&'a Invitation),
    Game(&'a SaveFile),
}

/// Replays a save whole (both devices must hold the same game) as a match
/// of its game: what [`open_with`] is given by whoever knows the game's type.
pub type Loader<'a> = &'a dyn Fn(&SaveFile) -> Result<Box<dyn Played>, LinkError>;

/// Opens `link` on what this device holds of its game, a game of type `G`:
/// the save that follows (its remote record moved on: what the friend has,
/// where the news starts), and what the link brought. An answer starts the
/// host's game; the host's first turn link starts the guest's and plays its
/// moves; a later turn link plays its moves. Nothing is stored here: on an
/// error the caller keeps what it had.
pub fn open<G: Game + 'static>(held: Held, link: &Link) -> Result<(SaveFile, Opened), LinkError> {
    open_with(held, link, &replay::<G>)
}

/// [`open`] for a game whose type only `load` knows (the app's remote-play
/// pages, which name no game).
pub fn open_with(held: Held, link: &Link, load: Loader) -> Result<(SaveFile, Opened), LinkError> {
    let save = match held {
        Held::Invitation(inv) => {
            let started = inv.start(link)?;
            if matches!(link, Link::Answer { .. }) {
                let m = load(&started)?;
                return Ok((m.save(), Opened { from: 0, moves: 0 }));
            }
            started
        }
        Held::Game(save) => save.clone(),
    };
    let remote = save.meta.remote.clone().ok_or(LinkError::OtherGame)?;
    let mut m = load(&save)?;
    let opened = open_turn(m.as_mut(), &remote, link)?;
    // A link with no moves only starts the guest's game: once started,
    // it brings nothing.
    if opened.moves == 0 && matches!(held, Held::Game(_)) {
        return Err(LinkError::AlreadyOpened);
    }
    let mut after = m.save();
    let n = after.actions.len();
    if let Some(r) = after.meta.remote.as_mut() {
        r.seen = opened.from;
        r.shared = n;
        r.sent = n;
    }
    Ok((after, opened))
}

/// The game a full link carries, replayed exactly under this build's rules.
pub fn open_full<G: Game + 'static>(full: &Full) -> Result<SaveFile, LinkError> {
    open_full_with(full, &replay::<G>)
}

/// [`open_full`] for a game whose type only `load` knows.
pub fn open_full_with(full: &Full, load: Loader) -> Result<SaveFile, LinkError> {
    Ok(load(&from_full(full)?)?.save())
}

/// A remote game's save replayed: it must replay whole, since both devices
/// must hold the same game.
fn replay<G: Game + 'static>(save: &SaveFile) -> Result<Box<dyn Played>, LinkError> {
    Match::<G>::load(save)
        .map(|m| Box::new(m) as Box<dyn Played>)
        .map_err(|e| LinkError::CannotPlay(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_reads_back_from_its_address_or_its_payload() {
        let link = Link::Answer {
            id: "abc".into(),
            name: "Bob « l'archer »".into(),
            part: random_text(&[7; SECRET_BYTES]),
        };
        let url = link.url("https://example.org/sherwood/#/play/x");
        assert!(url.starts_with("https://example.org/sherwood/#/link/"));
        assert_eq!(Link::parse(&url), Ok(link.clone()));
        assert_eq!(Link::parse(&link.payload()), Ok(link.clone()));
        // A messaging app broke the line.
        let (a, b) = url.split_at(url.len() / 2);
        assert_eq!(Link::parse(&format!("{a}\n {b}")), Ok(link));
    }

    #[test]
    fn a_damaged_or_newer_link_is_refused_as_such() {
        let link = Link::Answer {
            id: "abc".into(),
            name: "Bob".into(),
            part: "p".into(),
        };
        let payload = link.payload();
        assert_eq!(
            Link::parse(&payload[..payload.len() - 3]),
            Err(LinkError::NotALink)
        );
        assert_eq!(Link::parse("hello"), Err(LinkError::NotALink));
        let packed = |json: &[u8]| b64(&miniz_oxide::deflate::compress_to_vec(json, 9));
        let newer = packed(br#"{"k":"a","v":2,"id":"x","n":"B","p":"p"}"#);
        assert_eq!(Link::parse(&newer), Err(LinkError::NewerVersion(2)));
        let unversioned = packed(br#"{"k":"a","id":"x","n":"B","p":"p"}"#);
        assert_eq!(Link::parse(&unversioned), Err(LinkError::NotALink));
        // Not deflated, or inflating past any game's size: refused.
        assert_eq!(
            Link::parse(&b64(br#"{"k":"a","v":1}"#)),
            Err(LinkError::NotALink)
        );
        let bomb = packed(&vec![b' '; MAX_INFLATED + 1]);
        assert!(bomb.len() < 10_000);
        assert_eq!(Link::parse(&bomb), Err(LinkError::NotALink));
        assert_eq!(
            Link::parse(&"a".repeat(MAX_PAYLOAD + 1)),
            Err(LinkError::NotALink)
        );
    }

    #[test]
    fn a_link_padded_to_the_limit_reads_and_one_past_it_does_not() {
        let link = Link::Answer {
            id: "abc".into(),
            name: "Bob".into(),
            part: "p".into(),
        };
        let payload = link.payload();
        let padded = format!("{payload}{}", " ".repeat(MAX_PAYLOAD - payload.len()));
        assert_eq!(Link::parse(&padded), Ok(link));
        assert_eq!(Link::parse(&(padded + " ")), Err(LinkError::NotALink));
        let packed = |json: &[u8]| b64(&miniz_oxide::deflate::compress_to_vec(json, 9));
        let zero = packed(br#"{"k":"a","v":0,"id":"x","n":"B","p":"p"}"#);
        assert_eq!(Link::parse(&zero), Err(LinkError::NotALink));
    }

    fn invitations() -> (Invitation, Invitation) {
        let host = Invitation::host("g".into(), "race", Value::Null, 1, "Ann", "s".into());
        let guest = Invitation::accept(&host.link(), "Bob", "p".into()).unwrap();
        (host, guest)
    }

    fn turn(from: Seat, at: usize, reveal: Option<&str>) -> Link {
        Link::Turn(Turn {
            id: "g".into(),
            from,
            at,
            moves: vec![],
            check: String::new(),
            position: String::new(),
            reveal: reveal.map(str::to_string),
        })
    }

    #[test]
    fn each_side_of_an_invitation_sends_its_own_link_and_starts_only_from_the_others() {
        let (host, guest) = invitations();
        assert!(matches!(host.link(), Link::Invite { host: 1, .. }));
        assert!(matches!(guest.link(), Link::Answer { ref name, .. } if name == "Bob"));
        assert_eq!(
            (guest.me, guest.names.clone()),
            (0, vec!["Bob".into(), "Ann".into()])
        );
        // The host starts from the answer, with the guest's name.
        let started = host.start(&guest.link()).unwrap();
        assert_eq!(started.meta.names, ["Bob", "Ann"]);
        assert_eq!(started.meta.players, ["remote", "human"]);
        assert_eq!(host.start(&host.link()), Err(LinkError::OwnLink));
        assert_eq!(
            host.start(&turn(1, 0, Some("s"))),
            Err(LinkError::Missing { at: 0, have: 0 })
        );
        // The guest starts from the host's first turn link, revealing the
        // secret committed to.
        let started = guest.start(&turn(1, 0, Some("s"))).unwrap();
        assert_eq!(started.seed, seed_of("s", "p"));
        assert_eq!(started.meta.players, ["human", "remote"]);
        assert_eq!(guest.start(&guest.link()), Err(LinkError::OwnLink));
        assert_eq!(guest.start(&host.link()), Err(LinkError::AlreadyOpened));
        assert_eq!(guest.start(&turn(0, 0, Some("s"))), Err(LinkError::OwnLink));
        assert_eq!(
            guest.start(&turn(1, 3, Some("s"))),
            Err(LinkError::Missing { at: 3, have: 0 })
        );
        assert_eq!(
            guest.start(&turn(1, 0, Some("t"))),
            Err(LinkError::BadReveal)
        );
        let mut other = turn(1, 0, Some("s"));
        if let Link::Turn(t) = &mut other {
            t.id = "h".into();
        }
        assert_eq!(guest.start(&other), Err(LinkError::OtherGame));
    }

    #[test]
    fn a_full_link_names_two_seats_and_two_players() {
        let full = Full {
            id: "g".into(),
            game: "race".into(),
            options: Value::Null,
            host: 1,
            to: 0,
            names: vec!["Ann".into(), "Bob".into()],
            secret: "s".into(),
            part: "p".into(),
            moves: vec![],
            check: history_check("g", seed_of("s", "p"), &[]),
        };
        let save = from_full(&full).unwrap();
        assert_eq!(save.meta.remote.as_ref().unwrap().friend(), 1);
        for bad in [
            Full {
                to: 2,
                ..full.clone()
            },
            Full {
                host: 2,
                ..full.clone()
            },
            Full {
                names: vec!["Ann".into()],
                ..full.clone()
            },
        ] {
            assert_eq!(from_full(&bad), Err(LinkError::NotALink));
        }
        let to_one = from_full(&Full {
            to: 1,
            ..full.clone()
        })
        .unwrap();
        assert_eq!(to_one.meta.remote.as_ref().unwrap().friend(), 0);
    }

    #[test]
    fn the_seed_needs_both_halves_and_the_commitment_binds_the_secret() {
        let (a, b) = (random_text(&[1; 16]), random_text(&[2; 16]));
        let seed = seed_of(&a, &b);
        assert!(seed < 1 << 53);
        assert_ne!(seed, seed_of(&a, &random_text(&[3; 16])));
        assert_ne!(seed, seed_of(&random_text(&[3; 16]), &b));
        assert_eq!(commitment(&a), commitment(&a.clone()));
        assert_ne!(commitment(&a), commitment(&b));
        assert!(!commitment(&a).contains(&a));
    }

    #[test]
    fn the_history_check_covers_the_id_the_seed_and_every_move_in_order() {
        let moves: Vec<String> = vec!["a".into(), "b".into()];
        let c = history_check("g", 1, &moves);
        assert_eq!(c.len(), 16);
        assert_ne!(c, history_check("h", 1, &moves));
        assert_ne!(c, history_check("g", 2, &moves));
        assert_ne!(c, history_check("g", 1, &["b".into(), "a".into()]));
        assert_ne!(c, history_check("g", 1, &["ab".into()]));
        assert_ne!(c, history_check("g", 1, &moves[..1]));
    }
}
