//! Computer opponents for the table: a Web Worker (`src/bin/worker.rs`)
//! searches while the page stays responsive.
//!
//! The table hands the bot the view of the seat the bot plays (never the
//! game), as JSON, and gets back an action in the game's text notation, to
//! play with `Match::apply_text` like a human's:
//!
//! ```ignore
//! let bot = Bot::new(); // keep one per table, e.g. StoredValue::new_local(Bot::new())
//! let view = serde_json::to_string(&game.view(Viewer::Seat(bot_seat))).unwrap();
//! bot.request("locksley", &view, Level::Normal, move |answer| match answer {
//!     Ok(m) => session.act(m.action.parse().unwrap()),
//!     Err(e) => log(e),
//! });
//! bot.cancel(); // on undo, a new game or leaving the table: answers already asked never come
//! ```
//!
//! The worker is started on the first request and reused; `cancel`
//! terminates it (a search cannot be interrupted otherwise) and the next
//! request starts a fresh one.

pub use sherwood_bots::Level;
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The worker's script (Trunk's loader shim), in this build's own folder.
fn worker_url() -> String {
    crate::assets::url("worker_loader.js")
}

/// How long a new worker may take to load (its WebAssembly may come over a
/// slow network the first time) before it is taken for broken.
const READY_SECONDS: u64 = 15;

/// A bot's answer: the action in text notation and what the search cost.
#[derive(Clone, Debug, PartialEq, serde::Deserialize)]
pub struct BotMove {
    pub action: String,
    pub iterations: u32,
    pub millis: f64,
}

/// What to do with the worker's reply to one request (its JSON, or an error).
type Callback = Box<dyn FnOnce(Result<serde_json::Value, String>)>;

/// A handle on the bots' worker. Cheap to clone; all clones share one worker.
#[derive(Clone, Default)]
pub struct Bot {
    inner: Rc<RefCell<Inner>>,
}

#[derive(Default)]
struct Inner {
    worker: Option<Running>,
    pending: HashMap<u32, Callback>,
    next_id: u32,
}

struct Running {
    worker: web_sys::Worker,
    ready: bool,
    /// Requests waiting for the worker to load.
    queued: Vec<JsValue>,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

/// A worker outlives nothing that talks to it: when its handlers go, it
/// goes, so an answer still on its way never calls a dropped closure (leaving
/// a table while the computer thinks).
impl Drop for Running {
    fn drop(&mut self) {
        self.worker.set_onmessage(None);
        self.worker.set_onerror(None);
        self.worker.terminate();
    }
}

#[derive(serde::Deserialize)]
struct Reply {
    #[serde(default)]
    ready: bool,
    #[serde(default)]
    id: Option<u32>,
    #[serde(default)]
    error: Option<String>,
    #[serde(flatten)]
    rest: serde_json::Value,
}

impl Bot {
    pub fn new() -> Self {
        Bot::default()
    }

    /// Asks for the move of the seat whose view `view_json` is (the JSON of
    /// `game.view(Viewer::Seat(seat))`, with that seat to move). `on_done`
    /// runs once with the answer or an error, unless [`Bot::cancel`] is
    /// called first (then it runs with `Err("cancelled")`).
    pub fn request(
        &self,
        game_id: &str,
        view_json: &str,
        level: Level,
        on_done: impl FnOnce(Result<BotMove, String>) + 'static,
    ) {
        let seed = (js_sys::Math::random() * 9_007_199_254_740_991.0) as u64;
        self.request_seeded(game_id, view_json, level, seed, on_done);
    }

    /// [`Bot::request`] with a chosen seed: the same view, level and seed give
    /// the same move (unless a slow device runs out of time first).
    pub fn request_seeded(
        &self,
        game_id: &str,
        view_json: &str,
        level: Level,
        seed: u64,
        on_done: impl FnOnce(Result<BotMove, String>) + 'static,
    ) {
        let request = serde_json::json!({
            "game": game_id,
            "view": view_json,
            "level": level.name(),
            // JavaScript numbers hold 53 bits.
            "seed": (seed & ((1 << 53) - 1)) as f64,
        });
        self.send(
            request,
            Box::new(move |reply| {
                on_done(
                    reply.and_then(|v| {
                        serde_json::from_value::<BotMove>(v).map_err(|e| e.to_string())
                    }),
                )
            }),
        );
    }

    /// The ids of the games the worker knows (the registry's list).
    pub fn games(&self, on_done: impl FnOnce(Result<Vec<String>, String>) + 'static) {
        let request = serde_json::json!({ "games": true });
        self.send(
            request,
            Box::new(move |reply| {
                on_done(reply.and_then(|v| {
                    serde_json::from_value::<Vec<String>>(v["games"].clone())
                        .map_err(|e| e.to_string())
                }))
            }),
        );
    }

    /// Random playouts of `game` for about `seconds`, in the worker: the
    /// report `sherwood bench` would print, with "wasm" for "native".
    pub fn bench(
        &self,
        game: &str,
        seconds: f64,
        on_done: impl FnOnce(Result<String, String>) + 'static,
    ) {
        let request = serde_json::json!({ "bench": game, "seconds": seconds });
        self.send(
            request,
            Box::new(move |reply| {
                on_done(reply.and_then(|v| {
                    v["report"]
                        .as_str()
                        .map(str::to_string)
                        .ok_or_else(|| format!("no report in {v}"))
                }))
            }),
        );
    }

    /// Posts `request` (an object) with a fresh id; `on_done` gets the reply.
    fn send(&self, mut request: serde_json::Value, on_done: Callback) {
        let id = {
            let mut inner = self.inner.borrow_mut();
            inner.next_id += 1;
            let id = inner.next_id;
            inner.pending.insert(id, on_done);
            id
        };
        if let Err(e) = self.ensure_worker() {
            self.fail_all(&e);
            return;
        }
        request["id"] = id.into();
        let message = js_sys::JSON::parse(&request.to_string()).expect("JSON");
        let mut inner = self.inner.borrow_mut();
        let running = inner.worker.as_mut().expect("started above");
        if running.ready {
            let _ = running.worker.post_message(&message);
        } else {
            running.queued.push(message);
        }
    }

    /// True while an answer is awaited.
    pub fn busy(&self) -> bool {
        !self.inner.borrow().pending.is_empty()
    }

    /// Stops the search: terminates the worker and answers every pending
    /// request with `Err("cancelled")`. The next request starts a new worker.
    pub fn cancel(&self) {
        self.fail("cancelled");
    }

    /// Stops the worker and answers every pending request with `Err(why)`.
    pub fn fail(&self, why: &str) {
        // Dropping the worker's handle terminates it (see `Running`).
        let stopped = self.inner.borrow_mut().worker.take();
        drop(stopped);
        self.fail_all(why);
    }

    fn fail_all(&self, error: &str) {
        let callbacks: Vec<Callback> = {
            let mut inner = self.inner.borrow_mut();
            let mut ids: Vec<u32> = inner.pending.keys().copied().collect();
            ids.sort_unstable();
            ids.into_iter()
                .filter_map(|id| inner.pending.remove(&id))
                .collect()
        };
        for callback in callbacks {
            callback(Err(error.to_string()));
        }
    }

    fn ensure_worker(&self) -> Result<(), String> {
        if self.inner.borrow().worker.is_some() {
            return Ok(());
        }
        let worker = web_sys::Worker::new(&worker_url()).map_err(|e| format!("{e:?}"))?;
        let weak = Rc::downgrade(&self.inner);
        let on_message = Closure::<dyn FnMut(web_sys::MessageEvent)>::new(
            move |event: web_sys::MessageEvent| {
                if let Some(inner) = weak.upgrade() {
                    Bot { inner }.on_reply(event.data());
                }
            },
        );
        let weak = Rc::downgrade(&self.inner);
        // A script that fails to load fires a plain `Event`; an error inside
        // the worker an `ErrorEvent` with a message.
        let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |event: web_sys::Event| {
            if let Some(inner) = weak.upgrade() {
                let error = match event.dyn_ref::<web_sys::ErrorEvent>() {
                    Some(e) if !e.message().is_empty() => e.message(),
                    _ => crate::i18n::t("ui.bot.no_worker").to_string(),
                };
                Bot { inner }.fail(&crate::i18n::tf("ui.bot.stopped", &[("error", &error)]));
            }
        });
        // A worker whose WebAssembly fails to start never says it is ready,
        // and fires no error either: give it a while, then report it.
        let weak = Rc::downgrade(&self.inner);
        leptos::prelude::set_timeout(
            move || {
                if let Some(inner) = weak.upgrade() {
                    let bot = Bot { inner };
                    let stuck = matches!(&bot.inner.borrow().worker, Some(r) if !r.ready);
                    if stuck {
                        bot.fail(&crate::i18n::tf(
                            "ui.bot.stopped",
                            &[("error", &crate::i18n::t("ui.bot.no_worker"))],
                        ));
                    }
                }
            },
            std::time::Duration::from_secs(READY_SECONDS),
        );
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        self.inner.borrow_mut().worker = Some(Running {
            worker,
            ready: false,
            queued: Vec::new(),
            _on_message: on_message,
            _on_error: on_error,
        });
        Ok(())
    }

    fn on_reply(&self, data: JsValue) {
        let text = js_sys::JSON::stringify(&data)
            .map(String::from)
            .unwrap_or_default();
        let Ok(reply) = serde_json::from_str::<Reply>(&text) else {
            return;
        };
        if reply.ready {
            let mut inner = self.inner.borrow_mut();
            if let Some(running) = inner.worker.as_mut() {
                running.ready = true;
                for message in running.queued.drain(..) {
                    let _ = running.worker.post_message(&message);
                }
            }
            return;
        }
        let Some(id) = reply.id else { return };
        let Some(callback) = self.inner.borrow_mut().pending.remove(&id) else {
            return;
        };
        let answer = match reply.error {
            Some(e) => Err(e),
            None => Ok(reply.rest),
        };
        callback(answer);
    }
}
