//! A game against a friend on another device, at the table: once this
//! device's turn is done, the link to send; while the friend plays, where
//! their link goes in; once a link came, what it brought, move by move.
//! The view on screen is always this device's seat (see `HandOver`).

use super::{ExportButton, Session, TableGame};
use crate::i18n::{t, tf, tn};
use crate::links::{site, OpenLink, SendLink};
use crate::route::Route;
use leptos::prelude::*;
use sherwood_engine::{remote, Match};

/// Where a remote game stands for this device.
#[derive(Clone, PartialEq)]
struct Standing {
    /// Moves the friend's device lacks: the link to send now.
    due: bool,
    /// This device's seat is to move.
    mine: bool,
    over: bool,
    /// Moves the last link brought.
    news: usize,
    friend: String,
}

/// The remote bar of `session`'s table; nothing for a game on one device.
pub fn remote_bar<G: TableGame>(session: Session<G>, names: Signal<[String; 2]>) -> AnyView {
    if session.game.with_untracked(|m| m.meta.remote.is_none()) {
        return ().into_any();
    }
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
    let link = move |full: bool| {
        session.game.with(|m| {
            let save = m.save();
            let link = if full {
                remote::full_link(&save)
            } else {
                remote::turn_link(&save)
            };
            link.map(|l| l.url(&site())).unwrap_or_default()
        })
    };
    let file = move |what: &str| {
        session
            .game
            .with(|m| format!("sherwood-{}-{what}-{}", G::ID, m.actions().len()))
    };
    let id = session.id.get_value();
    let full = RwSignal::new(false);
    (move || {
        let s = standing.get()?;
        let friend = s.friend.clone();
        let replay = Route::Replay(id.clone()).href();
        Some(view! {
            <section class="panel remote-bar" data-testid="remote-bar">
                {(s.news > 0 && !s.due).then(|| view! {
                    <p data-testid="remote-news">
                        {tn("ui.link.news", s.news as i64, &[("friend", &friend)])}" "
                        <a href=replay.clone() data-testid="remote-news-replay">{t("ui.link.news_replay")}</a>
                    </p>
                })}
                {if s.due {
                    view! {
                        <h2 data-testid="remote-send-title">{tf(if s.over { "ui.link.send_last" } else { "ui.link.send_turn" }, &[("friend", &friend)])}</h2>
                        <SendLink
                            url=Signal::derive(move || link(false))
                            title=t("ui.link.share_title")
                            file=Signal::derive(move || file("turn"))
                            on_sent=Callback::new(move |_| session.mark_sent())
                        />
                    }.into_any()
                } else {
                    ().into_any()
                }}
                {(!s.mine && !s.over).then(|| view! {
                    <OpenLink label=tf("ui.link.paste_from", &[("friend", &friend)]) />
                })}
                <details class="remote-full">
                    <summary>{tf("ui.link.full_title", &[("friend", &friend)])}</summary>
                    <p class="muted small">{t("ui.link.full_hint")}</p>
                    // Made only when asked: it holds every move, the
                    // friend's secret ones too, as an exported file does.
                    {move || if full.get() {
                        view! { <SendLink url=Signal::derive(move || link(true)) title=t("ui.link.share_title") file=Signal::derive(move || file("whole-game")) /> }.into_any()
                    } else {
                        view! {
                            <ExportButton
                                label=t("ui.link.full_make")
                                secrets=Callback::new(move |_| session.game.with_untracked(Match::save_shows_secrets))
                                export=Callback::new(move |_| full.set(true))
                                testid="remote-full-make"
                            />
                        }.into_any()
                    }}
                </details>
            </section>
        })
    })
    .into_any()
}
