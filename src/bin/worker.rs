//! The bots' Web Worker: searches off the page's thread so the table stays
//! responsive while a computer opponent thinks.
//!
//! Trunk builds it from `index.html` (`data-type="worker"`, with a loader
//! shim: `worker_loader.js` next to `index.html`). Protocol, by `postMessage`:
//!
//! - once loaded, the worker posts `{ready: true}`;
//! - the page posts `{id?, game, view, level, seed?, millis?}`: `game` a game
//!   id (as `sherwood_registry::GAMES` lists it), `view` the JSON of the seat to move's view (a string,
//!   or the parsed object), `level` `random|easy|normal|hard`, `seed` a number
//!   (default 0), `millis` an optional time budget replacing the level's;
//! - the worker answers `{id, action, iterations, millis}` with the action in
//!   the game's text notation, or `{id, error}`;
//! - `{id, games: true}` asks which games it knows: `{id, games: [...]}`;
//! - `{id, bench, seconds}` runs random playouts of game `bench` for about
//!   `seconds` (the page's `#/bench`): `{id, report}`, as `sherwood bench`
//!   prints it.
//!
//! It never starts the app: it sees only the views it is sent.

use serde::{Deserialize, Serialize};
use sherwood_bots::Level;
use sherwood_registry::{bench_text, choose_text, GAMES};

/// What the page may ask.
#[derive(Deserialize)]
#[serde(untagged)]
enum Incoming {
    Games {
        #[serde(default)]
        id: serde_json::Value,
        #[allow(dead_code)]
        games: bool,
    },
    Bench {
        #[serde(default)]
        id: serde_json::Value,
        bench: String,
        seconds: f64,
    },
    Move(Request),
}

#[derive(Deserialize)]
struct Request {
    #[serde(default)]
    id: serde_json::Value,
    game: String,
    view: serde_json::Value,
    level: String,
    #[serde(default)]
    seed: f64,
    #[serde(default)]
    millis: Option<f64>,
}

#[derive(Serialize)]
#[serde(untagged)]
enum Reply {
    Move {
        id: serde_json::Value,
        action: String,
        iterations: u32,
        millis: f64,
    },
    Failed {
        id: serde_json::Value,
        error: String,
    },
    Games {
        id: serde_json::Value,
        games: &'static [&'static str],
    },
    Bench {
        id: serde_json::Value,
        report: String,
    },
}

/// Answers one request (a JSON text) with a reply (a JSON text).
fn answer(request: &str, clock: &dyn Fn() -> f64) -> String {
    let reply = match serde_json::from_str::<Incoming>(request) {
        Err(e) => Reply::Failed {
            id: serde_json::Value::Null,
            error: format!("bad request: {e}"),
        },
        Ok(Incoming::Games { id, .. }) => Reply::Games { id, games: GAMES },
        Ok(Incoming::Bench { id, bench, seconds }) => {
            match bench_text(&bench, seconds, "wasm", clock) {
                Some(report) => Reply::Bench { id, report },
                None => Reply::Failed {
                    id,
                    error: format!("unknown game '{bench}'"),
                },
            }
        }
        Ok(Incoming::Move(r)) => {
            let view = match &r.view {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            let result = r.level.parse::<Level>().and_then(|level| {
                let mut config = level.browser_config();
                if r.millis.is_some() {
                    config.millis = r.millis;
                }
                choose_text(&r.game, &view, &config, r.seed as u64, clock)
            });
            match result {
                Ok(c) => Reply::Move {
                    id: r.id,
                    action: c.action,
                    iterations: c.iterations,
                    millis: c.millis,
                },
                Err(e) => Reply::Failed {
                    id: r.id,
                    error: e.to_string(),
                },
            }
        }
    };
    serde_json::to_string(&reply).expect("replies serialise")
}

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;

    console_error_panic_hook::set_once();
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let performance = scope.performance();
    let reply_scope = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |event: web_sys::MessageEvent| {
            let data = event.data();
            let text = match data.as_string() {
                Some(s) => s,
                None => js_sys::JSON::stringify(&data)
                    .map(String::from)
                    .unwrap_or_default(),
            };
            let clock = || performance.as_ref().map_or(0.0, |p| p.now());
            let reply = answer(&text, &clock);
            let value = js_sys::JSON::parse(&reply).unwrap_or(JsValue::from_str(&reply));
            let _ = reply_scope.post_message(&value);
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    let ready = js_sys::JSON::parse(r#"{"ready":true}"#).expect("JSON");
    let _ = scope.post_message(&ready);
}

/// Natively the worker has nothing to do (`cargo build` still compiles it).
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the bots' Web Worker runs in a browser: build the site with trunk (see index.html)");
    let _ = answer;
}

#[cfg(test)]
mod tests {
    use super::answer;
    use sherwood_registry::GAMES;

    #[test]
    fn answers_errors_as_json() {
        let r: serde_json::Value = serde_json::from_str(&answer("{", &|| 0.0)).unwrap();
        assert!(r["error"].as_str().unwrap().starts_with("bad request"));
        let ask = serde_json::json!({"id": 3, "game": GAMES[0], "view": "{}", "level": "easy"});
        let r: serde_json::Value =
            serde_json::from_str(&answer(&ask.to_string(), &|| 0.0)).unwrap();
        assert_eq!(r["id"], 3);
        assert!(r["error"].as_str().unwrap().contains("not a view"));
    }

    #[test]
    fn lists_its_games_and_benchmarks_one() {
        let r: serde_json::Value =
            serde_json::from_str(&answer(r#"{"id":1,"games":true}"#, &|| 0.0)).unwrap();
        assert_eq!(r["games"], serde_json::json!(GAMES));
        // A clock that moves 50 ms each time it is read.
        let clock = std::cell::Cell::new(0.0);
        let tick = || {
            clock.set(clock.get() + 50.0);
            clock.get()
        };
        let game = GAMES[GAMES.len() - 1];
        let ask = serde_json::json!({"id": 2, "bench": game, "seconds": 0.2});
        let r: serde_json::Value = serde_json::from_str(&answer(&ask.to_string(), &tick)).unwrap();
        assert_eq!(r["id"], 2);
        assert!(
            r["report"]
                .as_str()
                .unwrap()
                .starts_with(&format!("{game} (wasm): ")),
            "{r}"
        );
        let r: serde_json::Value = serde_json::from_str(&answer(
            r#"{"id":3,"bench":"chess","seconds":0.2}"#,
            &|| 0.0,
        ))
        .unwrap();
        assert_eq!(r["error"], "unknown game 'chess'");
    }
}
