//! A part of a page that needs something downloaded first (a game's code and
//! texts, the remote-play module): a loading line until it is here, then the
//! part; if the download fails, why, with Retry, and nothing else changes.
//! The pages say it in their own words; the waiting is written once, here.

use leptos::prelude::*;
use std::future::Future;

#[derive(Clone)]
enum State<T> {
    Loading,
    Failed(String),
    Ready(T),
}

/// Starts `fetch` and shows `loading` until it answers, then `ready` with
/// what it brought; on a failure, `failed` with the reason (in words) and a
/// callback that fetches again.
pub fn awaiting<T, F>(
    fetch: impl Fn() -> F + Clone + Send + Sync + 'static,
    loading: impl Fn() -> AnyView + Send + Sync + 'static,
    failed: impl Fn(String, Callback<()>) -> AnyView + Send + Sync + 'static,
    ready: impl Fn(T) -> AnyView + Send + Sync + 'static,
) -> AnyView
where
    T: Clone + Send + Sync + 'static,
    F: Future<Output = Result<T, String>> + 'static,
{
    let state = RwSignal::new(State::Loading);
    let attempt = move || {
        state.set(State::Loading);
        let got = fetch();
        leptos::task::spawn_local(async move {
            let _ = state.try_set(match got.await {
                Ok(v) => State::Ready(v),
                Err(why) => State::Failed(why),
            });
        });
    };
    attempt();
    let retry = Callback::new(move |()| attempt());
    (move || match state.get() {
        State::Loading => loading(),
        State::Failed(why) => failed(why, retry),
        State::Ready(v) => untrack(|| ready(v)),
    })
    .into_any()
}
