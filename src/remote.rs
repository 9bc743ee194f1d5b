//! Playing a friend on another device: the pages around the table. The
//! link page opens whatever a friend sent (an invitation to accept, an
//! answer that starts the game, a turn, a whole game); the invitation page
//! shows an invitation or an answer to send until the game starts; the home
//! page lists the invitations on their way. The rules of the exchange are
//! the kernel's (`sherwood_engine::remote`); the table's part is
//! `table::remote`.
//!
//! The pages are a module of their own in the browser ([`pages`], split at
//! build time like each game's code): a first visit does not download them;
//! the home page's panel, the list's words and the way a link is pasted are
//! the shell's.

use crate::games;
use crate::i18n::{t, tf, tn};
use crate::links::{link_error, site, OpenLink, SendLink};
use crate::route::{navigate, Route};
use crate::storage::{self, Seen};
use crate::table::remote::{Bar, DrawBar};
use crate::table::ExportButton;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use sherwood_engine::remote::{self, Held, Invitation, Link, LinkError};
use sherwood_engine::{Played, SaveFile, Seat};

/// What the remote-play module holds.
pub trait Pages: Sync {
    /// The page of a remote-play route: a friend's link, an invitation on
    /// its way, the list of invitations.
    fn page(&self, route: &Route) -> AnyView;
    /// Makes and stores the host's invitation; returns its id.
    fn invite(
        &self,
        game: &str,
        options: serde_json::Value,
        seat: Seat,
        name: &str,
    ) -> Result<String, String>;
    /// The bar above a remote game's table.
    fn bar(&self, bar: Bar) -> AnyView;
}

struct Module;

impl Pages for Module {
    fn page(&self, route: &Route) -> AnyView {
        match route.clone() {
            Route::Link(payload) => view! { <LinkPage payload /> }.into_any(),
            Route::Invitation(id) => view! { <InvitationPage id /> }.into_any(),
            _ => view! { <FriendsPage /> }.into_any(),
        }
    }
    fn invite(
        &self,
        game: &str,
        options: serde_json::Value,
        seat: Seat,
        name: &str,
    ) -> Result<String, String> {
        invite(game, options, seat, name)
    }
    fn bar(&self, bar: Bar) -> AnyView {
        remote_bar(bar)
    }
}

/// The remote-play module: in the browser a split point, downloaded at its
/// first call; natively a plain call.
#[leptos::wasm_split::wasm_split(remote, wasm_split_path = ::leptos::wasm_split, fallible)]
fn module() -> Result<&'static dyn Pages, SplitLoaderError> {
    Ok(&Module)
}

/// The remote-play module, downloaded if need be; the error in words.
pub async fn pages() -> Result<&'static dyn Pages, String> {
    // Its texts come beside its code.
    let texts = crate::i18n::ensure(crate::i18n::lang(), crate::i18n::catalog::MODULES);
    let code = module().await;
    let texts = texts.await;
    match (code, texts) {
        (Ok(p), Ok(())) => Ok(p),
        (code, texts) => {
            leptos::logging::error!("remote: {:?} {:?}", code.err(), texts.err());
            Err(t("ui.link.code_failed").to_string())
        }
    }
}

/// The page of remote-play route `route`, once the module is here.
#[inline(never)]
pub fn page(route: Route) -> AnyView {
    gate(true, Box::new(move |p| p.page(&route)))
}

/// The bar above a remote game's table (see `table::remote`), once the
/// module is here: what the app provides the tables.
pub fn bar(bar: Bar) -> AnyView {
    gate(false, Box::new(move |p| p.bar(bar.clone())))
}

/// `draw` once the remote-play module is here: until then a loading line
/// (with `say`; a moment's nothing otherwise); if it cannot be downloaded,
/// why, with Retry.
#[inline(never)]
fn gate(say: bool, draw: Box<dyn Fn(&'static dyn Pages) -> AnyView + Send + Sync>) -> AnyView {
    crate::awaiting::awaiting(
        pages,
        move || {
            if say {
                view! { <p class="panel" role="status" data-testid="link-working">{t("ui.link.opening")}</p> }.into_any()
            } else {
                ().into_any()
            }
        },
        |why, retry| {
            view! {
                <section class="panel damaged" role="alert" data-testid="remote-load-failed">
                    <p>{why}</p>
                    <div class="row">
                        <button class="primary" on:click=move |_| retry.run(())>{t("ui.game_load.retry")}</button>
                        <a class="button" href="#/">{t("ui.damaged.back")}</a>
                    </div>
                </section>
            }
            .into_any()
        },
        draw,
    )
}

/// The bar above a remote game's table: the link to send once this
/// device's turn is done, where the friend's link goes in, what the last
/// link brought, and the link of the whole game for a lost copy.
fn remote_bar(bar: Bar) -> AnyView {
    let Bar {
        game,
        id,
        standing,
        save,
        sent,
        secrets,
    } = bar;
    // The game as it stands, made once a change for both the link and its
    // file's name (a save computes the position's check).
    let current = Memo::new(move |_| save.run(()));
    let link = move |full: bool| {
        current.with(|save| {
            let link = if full {
                remote::full_link(save)
            } else {
                remote::turn_link(save)
            };
            link.map(|l| l.url(&site())).unwrap_or_default()
        })
    };
    let file = move |what: &str| {
        let n = current.with(|save| save.actions.len());
        format!("sherwood-{game}-{what}-{n}")
    };
    let full = RwSignal::new(false);
    (move || {
        let s = standing.get()?;
        let friend = s.friend.clone();
        let replay = Route::Replay(id.clone()).href();
        Some(view! {
            <section class="panel remote-bar" data-testid="remote-bar">
                {(s.news > 0 && !s.due).then(|| view! {
                    <p role="status" data-testid="remote-news">
                        {tn("ui.link.news", s.news as i64, &[("friend", &friend)])}" "
                        <a href=replay.clone() data-testid="remote-news-replay">{t("ui.link.news_replay")}</a>
                    </p>
                })}
                {s.due.then(|| view! {
                    <h2 data-testid="remote-send-title">{tf(if s.over { "ui.link.send_last" } else { "ui.link.send_turn" }, &[("friend", &friend)])}</h2>
                    <SendLink
                        url=Signal::derive(move || link(false))
                        title=t("ui.link.share_title")
                        file=Signal::derive(move || file("turn"))
                        on_sent=sent
                    />
                })}
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
                                secrets
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

/// A game's title with the options that matter ("Skirmish in Sherwood ·
/// the rescue"), once the game's texts are in.
fn game_words(game: &str, options: &serde_json::Value) -> String {
    let words = games::meta(game)
        .and_then(|m| m.options)
        .map(|f| f(options))
        .unwrap_or_default();
    match words.is_empty() {
        true => games::display_name(game),
        false => tf(
            "ui.saves.game_options",
            &[
                ("game", &games::display_name(game)),
                ("options", &words.join(", ")),
            ],
        ),
    }
}

/// A seat's side in words ("Robin Hood").
fn side(game: &str, seat: Seat) -> String {
    games::seat_names(game)[seat.min(1) as usize].clone()
}

/// A name as typed, or "your friend".
fn or_friend(name: &str) -> String {
    match name.trim() {
        "" => t("ui.link.your_friend").to_string(),
        n => games::clamp_name(n),
    }
}

/// Makes and stores the host's invitation to play `game` with `options`,
/// on `seat`, as `name`; returns its id.
fn invite(
    game: &str,
    options: serde_json::Value,
    seat: Seat,
    name: &str,
) -> Result<String, String> {
    let none = || t("ui.link.no_randomness").to_string();
    let id = storage::random_text(remote::ID_BYTES).ok_or_else(none)?;
    let secret = storage::random_text(remote::SECRET_BYTES).ok_or_else(none)?;
    let mut inv = Invitation::host(
        id.clone(),
        game,
        options,
        seat,
        &games::clamp_name(name),
        secret,
    );
    inv.created = js_sys::Date::now();
    storage::write_invitation(&inv).map_err(|_| t("ui.session.storage_full_new").to_string())?;
    Ok(id)
}

/// What the link page shows.
#[derive(Clone)]
enum Shown {
    Working,
    Failed {
        message: String,
        back: Option<Route>,
    },
    Accept(Link),
}

/// Opens a friend's link: checks it against what this browser holds and,
/// if it fits, stores the game that follows and goes to it. Nothing stored
/// changes when it does not.
#[component]
fn LinkPage(payload: String) -> impl IntoView {
    let shown = RwSignal::new(Shown::Working);
    let fail = move |message: String, back: Option<Route>| {
        let _ = shown.try_set(Shown::Failed { message, back });
    };
    match Link::parse(&payload) {
        Err(e) => fail(link_error(&e, ""), None),
        Ok(link) => leptos::task::spawn_local(async move {
            match open(&link).await {
                Ok(Some(route)) => navigate(&route),
                Ok(None) => {
                    let _ = shown.try_set(Shown::Accept(link));
                }
                Err((message, back)) => fail(message, back),
            }
        }),
    }
    move || {
        match shown.get() {
        Shown::Working => view! {
            <p class="panel" role="status" data-testid="link-working">{t("ui.link.opening")}</p>
        }
        .into_any(),
        Shown::Failed { message, back } => view! {
            <section class="panel damaged" role="alert" data-testid="link-refused">
                <h1>{t("ui.link.refused")}</h1>
                <p data-testid="link-refused-reason">{message}</p>
                <p>{t("ui.link.nothing_changed")}</p>
                <div class="row">
                    {back.map(|r| view! { <a class="button primary" href=r.href() data-testid="link-back-to-game">{t("ui.link.back_to_game")}</a> })}
                    <a class="button" href="#/">{t("ui.damaged.back")}</a>
                </div>
            </section>
        }
        .into_any(),
        Shown::Accept(link) => view! { <Accept link /> }.into_any(),
    }
    }
}

/// What a link does here: the page to go to, `None` for an invitation to
/// accept, or why not (with the game to go back to, if there is one).
async fn open(link: &Link) -> Result<Option<Route>, (String, Option<Route>)> {
    let id = link.id().to_string();
    let invitation = storage::invitation(&id);
    let game = storage::remote_game(&id);
    let friend = |names: &[String], me: Seat| {
        or_friend(names.get(1 - me as usize).map_or("", String::as_str))
    };
    let code = |game: String| async move {
        games::load(&game, false).await.map_err(|why| {
            (
                tf(
                    "ui.game_load.title",
                    &[("game", &games::display_name(&game))],
                ) + " "
                    + &why,
                None,
            )
        })
    };
    match (link, invitation, game) {
        // Another device's invitation, not seen here: accept it.
        (Link::Invite { game, options, .. }, None, None) => {
            if games::meta(game).is_none() {
                let why = tf("ui.load.unknown_game", &[("game", game)]);
                return Err((link_error(&LinkError::CannotPlay(why), ""), None));
            }
            let g = code(game.clone()).await?;
            g.options_ok(options)
                .map_err(|why| (link_error(&LinkError::CannotPlay(why), ""), None))?;
            Ok(None)
        }
        (Link::Invite { .. }, Some(inv), _) if !inv.is_host() => Ok(Some(Route::Invitation(id))),
        (_, _, Some((sid, save))) => {
            let r = save
                .meta
                .remote
                .clone()
                .expect("found by its remote record");
            let name = friend(&save.meta.names, r.me);
            let back = Some(Route::Play(sid.clone()));
            if let Link::Full(_) = link {
                return Err((link_error(&LinkError::AlreadyStarted, &name), back));
            }
            let g = code(save.game.clone()).await?;
            let (mut after, _) = remote::open_with(Held::Game(&save), link, &loader(g))
                .map_err(|e| (link_error(&e, &name), back.clone()))?;
            after.rev = save.rev + 1;
            after.meta.updated = js_sys::Date::now();
            storage::write(&sid, &after, Some(&Seen::of(&save)))
                .map_err(|_| (t("ui.link.not_stored").to_string(), back))?;
            Ok(Some(Route::Play(sid)))
        }
        (_, Some(inv), None) => {
            let name = friend(&inv.names, inv.me);
            let g = code(inv.game.clone()).await?;
            let (mut started, _) = remote::open_with(Held::Invitation(&inv), link, &loader(g))
                .map_err(|e| (link_error(&e, &name), Some(Route::Invitation(id.clone()))))?;
            started.meta.updated = js_sys::Date::now();
            let sid = storage::new_id();
            storage::write(&sid, &started, None)
                .map_err(|_| (t("ui.link.not_stored").to_string(), None))?;
            storage::delete_invitation(&id);
            Ok(Some(Route::Play(sid)))
        }
        (Link::Full(full), None, None) => {
            let g = code(full.game.clone()).await?;
            let mut save =
                remote::open_full_with(full, &loader(g)).map_err(|e| (link_error(&e, ""), None))?;
            let now = js_sys::Date::now();
            (save.meta.created, save.meta.updated) = (now, now);
            let sid = storage::new_id();
            storage::write(&sid, &save, None)
                .map_err(|_| (t("ui.link.not_stored").to_string(), None))?;
            Ok(Some(Route::Play(sid)))
        }
        (_, None, None) => Err((link_error(&LinkError::UnknownGame, ""), None)),
    }
}

/// How the kernel replays a save of game `g` (whose code is here).
fn loader(
    g: &'static dyn games::GameUi,
) -> impl Fn(&SaveFile) -> Result<Box<dyn Played>, LinkError> {
    move |save| {
        g.load_match(save)
            .map_err(|e| LinkError::CannotPlay(games::load_error(&e)))
    }
}

/// What the app provides every table: how it draws a remote game's bar.
pub fn provide_bar() {
    provide_context(DrawBar(bar));
}

/// An invitation from another device: what it offers, and Accept with a name.
#[component]
fn Accept(link: Link) -> impl IntoView {
    let Link::Invite {
        game,
        options,
        host,
        name,
        ..
    } = link.clone()
    else {
        return ().into_any();
    };
    let mine = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let host_name = or_friend(&name);
    let accept = move |e: leptos::ev::SubmitEvent| {
        e.prevent_default();
        let Some(part) = storage::random_text(remote::SECRET_BYTES) else {
            error.set(Some(t("ui.link.no_randomness").into()));
            return;
        };
        match Invitation::accept(&link, &games::clamp_name(mine.get_untracked().trim()), part) {
            Ok(mut inv) => {
                inv.created = js_sys::Date::now();
                match storage::write_invitation(&inv) {
                    Ok(()) => navigate(&Route::Invitation(inv.id)),
                    Err(_) => error.set(Some(t("ui.session.storage_full_new").into())),
                }
            }
            Err(e) => error.set(Some(link_error(&e, ""))),
        }
    };
    view! {
        <form class="panel invitation" on:submit=accept data-testid="accept-invitation">
            <h1>{tf("ui.link.invited", &[("friend", &host_name)])}</h1>
            <p data-testid="invitation-game"><b>{game_words(&game, &options)}</b></p>
            <p data-testid="invitation-sides">{tf("ui.link.sides", &[("friend", &host_name), ("theirs", &side(&game, host)), ("yours", &side(&game, 1 - host))])}</p>
            <label>
                <span>{t("ui.link.your_name")}</span>
                <input type="text" maxlength=games::MAX_NAME_CHARS bind:value=mine data-testid="accept-name" />
            </label>
            <p class="muted small">{t("ui.link.how_it_goes")}</p>
            {move || error.get().map(|e| view! { <p class="notice error" role="alert">{e}</p> })}
            <div class="row">
                <button type="submit" class="primary" data-testid="accept">{t("ui.link.accept")}</button>
                <a class="button" href="#/">{t("ui.link.decline")}</a>
            </div>
        </form>
    }
    .into_any()
}

/// An invitation (the host's) or an answer (the guest's) to send, until the
/// game starts; then the game.
#[component]
fn InvitationPage(id: String) -> impl IntoView {
    let Some(inv) = storage::invitation(&id) else {
        if let Some((sid, _)) = storage::remote_game(&id) {
            navigate(&Route::Play(sid));
        }
        return view! {
            <section class="panel" data-testid="invitation-missing">
                <p>{t("ui.link.no_invitation")}</p>
                <a class="button" href="#/">{t("ui.damaged.back")}</a>
            </section>
        }
        .into_any();
    };
    // The game's option words and sides need its texts.
    let texts = RwSignal::new(0u32);
    let game = inv.game.clone();
    leptos::task::spawn_local(async move {
        if games::load(&game, false).await.is_ok() {
            let _ = texts.try_update(|n| *n += 1);
        }
    });
    let friend = or_friend(&inv.names[1 - inv.me as usize]);
    let url = inv.link().url(&site());
    let host = inv.is_host();
    let (heading, send, then) = if host {
        (
            t("ui.link.invitation_title").to_string(),
            t("ui.link.send_invitation").to_string(),
            t("ui.link.then_answer").to_string(),
        )
    } else {
        (
            tf("ui.link.accepted_title", &[("friend", &friend)]),
            tf("ui.link.send_answer", &[("friend", &friend)]),
            tf("ui.link.then_first_turn", &[("friend", &friend)]),
        )
    };
    let file = format!(
        "sherwood-{}-{}",
        inv.game,
        if host { "invitation" } else { "answer" }
    );
    let cancel = {
        let id = id.clone();
        move |_| {
            storage::delete_invitation(&id);
            navigate(&Route::Home);
        }
    };
    let inv2 = inv.clone();
    let about = move || {
        texts.track();
        view! {
            <p data-testid="invitation-game"><b>{game_words(&inv2.game, &inv2.options)}</b></p>
            <p>{tf("ui.link.you_play", &[("side", &side(&inv2.game, inv2.me))])}</p>
        }
    };
    view! {
        <section class="panel invitation" data-testid="invitation">
            <h1>{heading}</h1>
            {about}
            <h2>{send}</h2>
            <SendLink url=Signal::derive(move || url.clone()) title=t("ui.link.share_title") file />
            <h2>{then}</h2>
            <OpenLink label=tf("ui.link.paste_from", &[("friend", &friend)]) />
            <div class="row">
                <a class="button" href="#/">{t("ui.damaged.back")}</a>
                <button class="danger" on:click=cancel data-testid="invitation-cancel">{t("ui.link.cancel")}</button>
            </div>
        </section>
    }
    .into_any()
}

/// The home page's panel: where invitations and friends' links are (a
/// page of the remote-play module, so the home page downloads none of it).
#[component]
pub fn FriendPanel() -> impl IntoView {
    view! {
        <section class="panel friends" data-testid="friends">
            <h2>{t("ui.link.friends_title")}</h2>
            <p class="muted small">{t("ui.link.friends_hint")}</p>
            <a class="button" href=Route::Friends.href() data-testid="friends-open">{t("ui.link.friends_open")}</a>
        </section>
    }
}

/// The invitations on their way, and where a friend's link is pasted.
#[component]
fn FriendsPage() -> impl IntoView {
    let invitations = RwSignal::new(storage::invitations());
    let handle = window_event_listener(leptos::ev::storage, move |_| {
        invitations.set(storage::invitations())
    });
    on_cleanup(move || handle.remove());
    view! {
        <section class="panel friends" data-testid="friends-page">
            <h1>{t("ui.link.friends_title")}</h1>
            {move || {
                let list = invitations.get();
                if list.is_empty() {
                    return view! { <p class="muted">{t("ui.link.no_invitations")}</p> }.into_any();
                }
                view! {
                    <ul class="saves">
                        {list.into_iter().map(|inv| {
                            let friend = or_friend(&inv.names[1 - inv.me as usize]);
                            let state = if inv.is_host() {
                                t("ui.link.waiting_answer").to_string()
                            } else {
                                tf("ui.link.waiting_first_turn", &[("friend", &friend)])
                            };
                            view! {
                                <li class="save" data-testid="invitation-entry">
                                    <div class="save-info">
                                        <b>{games::display_name(&inv.game)}</b>
                                        <span>{state}</span>
                                    </div>
                                    <a class="button primary" href=Route::Invitation(inv.id.clone()).href() data-testid="invitation-show">{t("ui.link.show")}</a>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                }.into_any()
            }}
            <OpenLink label=t("ui.link.paste") />
            <a class="button" href="#/">{t("ui.damaged.back")}</a>
        </section>
    }
}

/// A remote game's line in the list of saves: whose turn it is.
pub fn turn_words(save: &SaveFile, names: &[String; 2]) -> Option<String> {
    let r = save.meta.remote.as_ref()?;
    let status = save.status.as_ref()?;
    if status.winner.is_some() {
        return None;
    }
    Some(match status.to_move {
        Some(s) if s == r.me => t("ui.link.your_turn").to_string(),
        _ => tf(
            "ui.link.waiting_for",
            &[("friend", &names[r.friend() as usize])],
        ),
    })
}
