//! A game against a friend on another device, at the table: where it stands
//! for this device, handed to the remote-play module that draws the bar
//! above the table (the link to send once this device's turn is done, where
//! the friend's link goes in, what the last link brought). The module is
//! downloaded only by a remote game's table, so a game on one device
//! fetches none of it; the app provides the drawing ([`DrawBar`]). The view
//! on screen is always this device's seat (see `HandOver`).

use super::{Session, TableGame};
use leptos::prelude::*;
use sherwood_engine::{Match, SaveFile};

/// Where a remote game stands for this device.
#[derive(Clone, Debug, PartialEq)]
pub struct Standing {
    /// Moves the friend's device lacks: the link to send now.
    pub due: bool,
    /// This device's seat is to move.
    pub mine: bool,
    pub over: bool,
    /// Moves the last link brought, while nothing was played since.
    pub news: usize,
    pub friend: String,
}

/// What the remote bar is given, with the game's type erased.
#[derive(Clone)]
pub struct Bar {
    pub game: &'static str,
    /// The game's storage id (for its replay).
    pub id: String,
    pub standing: Memo<Option<Standing>>,
    /// The game as it stands, for its links.
    pub save: Callback<(), SaveFile>,
    /// The moves so far were put in a link.
    pub sent: Callback<()>,
    /// Whether a file of the whole game would show the other side's secrets.
    pub secrets: Callback<(), bool>,
}

/// Draws a [`Bar`]: provided as context by the app, which knows the module.
#[derive(Clone, Copy)]
pub struct DrawBar(pub fn(Bar) -> AnyView);

/// The remote bar of `session`'s table; nothing for a game on one device.
pub fn remote_bar<G: TableGame>(session: Session<G>, names: Signal<[String; 2]>) -> AnyView {
    if session.game.with_untracked(|m| m.meta.remote.is_none()) {
        return ().into_any();
    }
    let Some(DrawBar(draw)) = use_context::<DrawBar>() else {
        return ().into_any();
    };
    let standing = Memo::new(move |_| {
        session.game.with(|m| {
            let r = m.meta.remote.as_ref()?;
            let n = m.actions().len();
            let to_move = m.game().to_move();
            Some(Standing {
                // The host's link with no moves starts the guest's game.
                due: to_move != Some(r.me) && (n > r.shared || (r.me == r.host && n == 0)),
                mine: to_move == Some(r.me),
                over: m.game().outcome().is_some(),
                news: if n == r.shared { r.shared - r.seen } else { 0 },
                friend: names.with(|names| names[r.friend() as usize].clone()),
            })
        })
    });
    draw(Bar {
        game: G::ID,
        id: session.id.get_value(),
        standing,
        save: Callback::new(move |_| session.game.with(|m| m.save())),
        sent: Callback::new(move |_| session.mark_sent()),
        secrets: Callback::new(move |_| session.game.with_untracked(Match::save_shows_secrets)),
    })
}
