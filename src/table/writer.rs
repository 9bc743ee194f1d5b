//! One writer per game across tabs. A table holds the Web Lock
//! `sherwood.game.<id>` while it may play and save; a second tab on the same
//! game finds the lock taken, shows the game as it is played elsewhere (it
//! follows storage) and offers to play there instead, which takes the lock
//! over: the first tab then follows in turn. Only the holder's computer
//! seats play. Where the browser has no Web Locks (an insecure address),
//! every tab may write and storage compares the moves of each write
//! (`storage::write`), so no move is ever replaced silently.

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
}

impl GameLock {
    /// Asks for game `id`'s lock if it is free; released when the table closes.
    pub fn open(id: &str) -> GameLock {
        let lock = GameLock {
            writer: RwSignal::new(Writer::Asking),
            release: StoredValue::new_local(None),
            name: StoredValue::new(format!("sherwood.game.{id}")),
        };
        lock.request(false, 1);
        on_cleanup(move || lock.let_go());
        lock
    }

    /// Plays here instead: takes the lock from the tab that holds it.
    pub fn take_over(self) {
        self.request(true, 0);
    }

    fn let_go(self) {
        if let Some(Some(release)) = self.release.try_update_value(Option::take) {
            let _ = release.call0(&JsValue::UNDEFINED);
        }
    }

    /// Asks for the lock, taking it over if `steal`; a lock found taken is
    /// asked for again `retries` times a moment later (this very tab may be
    /// letting it go, leaving the game and coming back).
    fn request(self, steal: bool, retries: u32) {
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
        let flag = if steal { "steal" } else { "ifAvailable" };
        let _ = js_sys::Reflect::set(&options, &JsValue::from_str(flag), &JsValue::TRUE);
        let granted = Closure::once_into_js(move |lock: JsValue| -> js_sys::Promise {
            if lock.is_null() {
                if retries > 0 {
                    set_timeout(
                        move || {
                            if self.writer.try_get_untracked() == Some(Writer::Asking) {
                                self.request(false, retries - 1);
                            }
                        },
                        std::time::Duration::from_millis(RETRY_MILLIS),
                    );
                } else {
                    let _ = self.writer.try_set(Writer::Elsewhere);
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
            let _ = self.release.try_set_value(None);
            let _ = self.writer.try_set(Writer::Elsewhere);
        });
        if let Ok(pending) = pending.dyn_into::<js_sys::Promise>() {
            let _ = pending.catch(&lost);
        }
        // Called at most once, whenever the lock ends: it lives until then.
        lost.forget();
    }
}
