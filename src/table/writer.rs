//! One writer per game across tabs. A table holds the Web Lock
//! `sherwood.game.<id>` while it may play and save; a second tab on the same
//! game finds the lock taken, shows the game as it is played elsewhere (it
//! follows storage) and offers to play there instead, which takes the lock
//! over: the first tab then follows in turn. A following tab waits in the
//! browser's queue for the lock, so it plays again by itself once the tab
//! that plays closes. Only the holder's computer seats play. Where the
//! browser has no Web Locks (an insecure address), every tab may write and
//! storage compares the moves of each write (`storage::write`), so no move
//! is ever replaced silently.

use leptos::prelude::*;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};

/// Who may play and save a game now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Writer {
    /// The lock is asked for (a moment, at opening).
    Asking,
    /// This tab holds the lock.
    Here,
    /// Another tab holds it: this one follows.
    Elsewhere,
    /// No Web Locks here: every tab writes, and writes compare the moves.
    Anyone,
}

impl Writer {
    pub fn may_write(self) -> bool {
        matches!(self, Writer::Here | Writer::Anyone)
    }
}

/// How long to wait before asking again for a lock found taken.
const RETRY_MILLIS: u64 = 200;

/// The browser's lock manager, if it has one.
fn lock_manager() -> Option<JsValue> {
    let navigator = window().navigator();
    let locks = js_sys::Reflect::get(&navigator, &JsValue::from_str("locks")).ok()?;
    (!locks.is_undefined() && !locks.is_null()).then_some(locks)
}

/// A game's lock, held for as long as the table is open.
#[derive(Clone, Copy)]
pub struct GameLock {
    pub writer: RwSignal<Writer>,
    /// Resolving it releases the lock this tab holds.
    release: StoredValue<Option<js_sys::Function>, LocalStorage>,
    name: StoredValue<String>,
    /// A request waits in the browser's queue for the lock to be free.
    waiting: StoredValue<bool>,
}

/// How to ask for the lock.
#[derive(Clone, Copy)]
enum Ask {
    /// Only if it is free, asking again this many times a moment later
    /// (this very tab may be letting it go, leaving the game and coming back).
    IfFree(u32),
    /// Whenever it is free: the tab that plays closed.
    Wait,
    /// Now, from the tab that holds it.
    Steal,
}

impl GameLock {
    /// Asks for game `id`'s lock if it is free; released when the table closes.
    pub fn open(id: &str) -> GameLock {
        let lock = GameLock {
            writer: RwSignal::new(Writer::Asking),
            release: StoredValue::new_local(None),
            name: StoredValue::new(format!("sherwood.game.{id}")),
            waiting: StoredValue::new(false),
        };
        lock.request(Ask::IfFree(1));
        on_cleanup(move || lock.let_go());
        lock
    }

    /// Plays here instead: takes the lock from the tab that holds it.
    pub fn take_over(self) {
        self.request(Ask::Steal);
    }

    /// Another tab plays: follow it, and play here once it closes.
    fn elsewhere(self) {
        if self.writer.try_set(Writer::Elsewhere).is_none()
            && self.waiting.try_get_value() == Some(false)
        {
            self.request(Ask::Wait);
        }
    }

    fn let_go(self) {
        if let Some(Some(release)) = self.release.try_update_value(Option::take) {
            let _ = release.call0(&JsValue::UNDEFINED);
        }
    }

    fn request(self, ask: Ask) {
        let Some(locks) = lock_manager() else {
            self.writer.set(Writer::Anyone);
            return;
        };
        let request = js_sys::Reflect::get(&locks, &JsValue::from_str("request"))
            .ok()
            .and_then(|f| f.dyn_into::<js_sys::Function>().ok());
        let Some(request) = request else {
            self.writer.set(Writer::Anyone);
            return;
        };
        let options = js_sys::Object::new();
        let flag = match ask {
            Ask::IfFree(_) => Some("ifAvailable"),
            Ask::Steal => Some("steal"),
            Ask::Wait => None,
        };
        if let Some(flag) = flag {
            let _ = js_sys::Reflect::set(&options, &JsValue::from_str(flag), &JsValue::TRUE);
        }
        if matches!(ask, Ask::Wait) {
            self.waiting.set_value(true);
        }
        let granted = Closure::once_into_js(move |lock: JsValue| -> js_sys::Promise {
            if matches!(ask, Ask::Wait) {
                let _ = self.waiting.try_set_value(false);
            }
            if lock.is_null() {
                match ask {
                    Ask::IfFree(retries) if retries > 0 => set_timeout(
                        move || {
                            if self.writer.try_get_untracked() == Some(Writer::Asking) {
                                self.request(Ask::IfFree(retries - 1));
                            }
                        },
                        std::time::Duration::from_millis(RETRY_MILLIS),
                    ),
                    _ => self.elsewhere(),
                }
                return js_sys::Promise::resolve(&JsValue::UNDEFINED);
            }
            // Held until the table closes (or another tab takes it over).
            let mut held = None;
            let promise = js_sys::Promise::new(&mut |resolve, _| held = Some(resolve));
            // The table may have closed while asking: then let go at once.
            if let Some(Some(release)) = self.release.try_set_value(held) {
                let _ = release.call0(&JsValue::UNDEFINED);
            } else if self.writer.try_set(Writer::Here).is_some() {
                self.let_go();
            }
            promise
        });
        let name = self.name.get_value();
        let Ok(pending) = request.call3(&locks, &JsValue::from_str(&name), &options, &granted)
        else {
            self.writer.set(Writer::Anyone);
            return;
        };
        // Rejected when another tab takes the lock over (or the request fails).
        let lost = Closure::once(move |_: JsValue| {
            if self.release.try_set_value(None).is_none() {
                self.elsewhere();
            }
        });
        if let Ok(pending) = pending.dyn_into::<js_sys::Promise>() {
            let _ = pending.catch(&lost);
        }
        // Called at most once, whenever the lock ends: it lives until then.
        lost.forget();
    }
}
