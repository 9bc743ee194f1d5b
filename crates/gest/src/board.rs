//! Reading and changing the board: counts, statuses, Shillings, the Royal
//! Favour track, and the elementary moves every rule is built from.

use crate::log::{Dest, Entry, Event};
use crate::map::{self, Sp, PARISHES, SPACES};
use crate::state::{Gest, Piece, Robin, Space, Status, ROBIN, SHERIFF};
use sherwood_engine::Seat;

impl Gest {
    pub(crate) fn note(&mut self, rule: &str, event: Event) {
        self.log.push(Entry {
            rule: rule.to_string(),
            event,
            only: None,
        });
    }

    /// A log entry only `seat` may see.
    pub(crate) fn note_for(&mut self, seat: Seat, rule: &str, event: Event) {
        self.log.push(Entry {
            rule: rule.to_string(),
            event,
            only: Some(seat),
        });
    }

    pub fn space(&self, s: Sp) -> &Space {
        &self.spaces[s.index()]
    }

    pub(crate) fn sp(&mut self, s: Sp) -> &mut Space {
        &mut self.spaces[s.index()]
    }

    pub fn robin(&self) -> Robin {
        self.robin
    }

    /// Robin Hood's space, if he is on the map.
    pub fn robin_at(&self) -> Option<Sp> {
        match self.robin {
            Robin::Map { at, .. } => Some(at),
            _ => None,
        }
    }

    pub fn robin_hidden(&self) -> bool {
        matches!(self.robin, Robin::Map { hidden: true, .. })
    }

    pub(crate) fn robin_in(&self, s: Sp) -> bool {
        self.robin_at() == Some(s)
    }

    /// Cylinders in Robin Hood's Available box, Robin Hood included.
    pub(crate) fn available_cylinders(&self) -> u8 {
        self.avail.merry_men + u8::from(self.robin == Robin::Available)
    }

    /// Whether the Sheriff cannot tell if Robin Hood is in Available or
    /// Hidden on the map: Merry Men left Available while he was there, any of
    /// them may have been he, and the box is not empty (rules 1.5.2, 3.2.1).
    /// A public fact: only Robin Hood's seat knows which it is.
    pub fn robin_in_doubt(&self) -> bool {
        // Never under revision 1: Robin Hood left Available only at
        // Redeployment, in sight (see `revision.rs`).
        self.robin_leaves_available_unseen()
            && self.robin_doubt
            && self.available_cylinders() > 0
            && matches!(
                self.robin,
                Robin::Available | Robin::Map { hidden: true, .. }
            )
    }

    /// Robin Hood is out of the Sheriff's sight: Hidden on the map, or
    /// perhaps still in Available.
    pub fn robin_unseen(&self) -> bool {
        self.robin_hidden() || self.robin_in_doubt()
    }

    /// Hidden Merry Men here, Robin Hood included.
    pub fn hidden_at(&self, s: Sp) -> u8 {
        self.space(s).hidden
            + u8::from(
                self.robin
                    == Robin::Map {
                        at: s,
                        hidden: true,
                    },
            )
    }

    /// Revealed Merry Men here, Robin Hood included.
    pub fn revealed_at(&self, s: Sp) -> u8 {
        self.space(s).revealed
            + u8::from(
                self.robin
                    == Robin::Map {
                        at: s,
                        hidden: false,
                    },
            )
    }

    /// All Merry Men here, Robin Hood included.
    pub fn men_at(&self, s: Sp) -> u8 {
        self.space(s).hidden + self.space(s).revealed + u8::from(self.robin_in(s))
    }

    /// Merry Men in Prison, Robin Hood included (rule 1.5.4).
    pub fn prisoners(&self) -> u8 {
        self.prison + u8::from(self.robin == Robin::Prison)
    }

    pub fn shillings(&self, seat: Seat) -> i32 {
        self.shillings[seat as usize]
    }

    /// Royal Favour: negative is Justice, positive is Order (never zero).
    pub fn favour(&self) -> i8 {
        let i = self.favour as i8;
        if i <= 6 {
            i - 7
        } else {
            i - 6
        }
    }

    pub(crate) fn status(&self, s: Sp) -> Option<Status> {
        self.space(s).status
    }

    /// Submissive for most purposes: Nottingham always, Parishes by marker.
    pub fn is_submissive(&self, s: Sp) -> bool {
        s == Sp::Nottingham || self.status(s) == Some(Status::Submissive)
    }

    pub fn is_revolting(&self, s: Sp) -> bool {
        self.status(s) == Some(Status::Revolting)
    }

    /// Submissive as Rob and Capture see it (Passive Parishes count).
    pub(crate) fn submissive_for_rob(&self, s: Sp) -> bool {
        self.is_submissive(s) || self.status(s) == Some(Status::Passive)
    }

    pub fn submissive_parishes(&self) -> usize {
        PARISHES
            .iter()
            .filter(|&&p| self.status(p) == Some(Status::Submissive))
            .count()
    }

    pub fn revolting_parishes(&self) -> usize {
        PARISHES.iter().filter(|&&p| self.is_revolting(p)).count()
    }

    /// Adjacency for Merry Men and Henchmen. `robin_player`: for a move or a
    /// choice the Robin Hood player makes, which also uses *Major Oak*'s
    /// borders (rule 1.3.4: "solo per il giocatore Robin Hood", for every
    /// Merry Man he moves, Robin Hood or not; never for the Sheriff's pieces).
    pub fn adjacent(&self, a: Sp, b: Sp, robin_player: bool) -> bool {
        map::adjacent(a, b, self.bridge, robin_player && self.great_oak)
    }

    pub(crate) fn neighbours(&self, a: Sp, robin_player: bool) -> Vec<Sp> {
        map::neighbours(a, self.bridge, robin_player && self.great_oak).collect()
    }

    /// Spaces pieces may stand in (never Ollerton Hill).
    pub(crate) fn playable_spaces() -> impl Iterator<Item = Sp> {
        SPACES.into_iter().filter(|&s| s != Sp::OllertonHill)
    }

    pub(crate) fn change_status(&mut self, s: Sp, status: Status, rule: &str) {
        if s.is_parish()
            && self.status(s) != Some(status)
            && self.status(s) != Some(Status::Passive)
        {
            self.sp(s).status = Some(status);
            self.note(rule, Event::StatusSet { at: s, status });
        }
    }

    pub(crate) fn gain(&mut self, seat: Seat, n: i32, rule: &str) {
        if n == 0 {
            return;
        }
        self.shillings[seat as usize] += n;
        let total = self.shillings[seat as usize];
        self.note(
            rule,
            Event::Shillings {
                seat,
                delta: n,
                total,
            },
        );
    }

    pub(crate) fn pay(&mut self, seat: Seat, n: i32, rule: &str) {
        debug_assert!(self.shillings[seat as usize] >= n, "paying more than held");
        self.gain(seat, -n, rule);
    }

    /// The Sheriff pays Robin Hood up to `n` Shillings.
    pub(crate) fn take_from_sheriff(&mut self, n: i32, rule: &str) {
        let n = n.min(self.shillings[SHERIFF as usize]);
        self.gain(SHERIFF, -n, rule);
        self.gain(ROBIN, n, rule);
    }

    /// Moves the Royal Favour `steps` toward Order (negative: toward Justice).
    pub(crate) fn shift(&mut self, steps: i8, rule: &str) {
        let i = (self.favour as i8 + steps).clamp(0, 13);
        self.favour = i as u8;
        let now = self.favour();
        self.note(rule, Event::Favour { steps, now });
    }

    /// Places up to `n` Hidden Merry Men from Available, none of them Robin
    /// Hood.
    pub(crate) fn place_men(&mut self, s: Sp, n: u8, rule: &str) -> u8 {
        self.place_men_with(s, n, false, rule)
    }

    /// Places up to `n` Hidden Merry Men from Available, Robin Hood one of
    /// them if `robin` (he must be in Available). New Merry Men are always
    /// Hidden (rule 1.5.1), and the Sheriff sees only Hidden Merry Men
    /// arrive: while Robin Hood was in Available, he cannot tell whether
    /// Robin Hood was among them (rule 1.5.2).
    pub(crate) fn place_men_with(&mut self, s: Sp, n: u8, robin: bool, rule: &str) -> u8 {
        let robin = robin && n > 0 && self.robin == Robin::Available;
        let men = (n - u8::from(robin)).min(self.avail.merry_men);
        let placed = men + u8::from(robin);
        if placed == 0 {
            return 0;
        }
        if self.robin == Robin::Available {
            self.robin_doubt = true;
        }
        self.avail.merry_men -= men;
        self.sp(s).hidden += men;
        if robin {
            self.robin = Robin::Map {
                at: s,
                hidden: true,
            };
        }
        self.note(
            rule,
            Event::Placed {
                piece: Piece::Hidden,
                at: s,
                n: placed,
            },
        );
        if robin {
            self.note_for(ROBIN, rule, Event::RobinIs { at: s });
        }
        placed
    }

    /// Places up to `n` Merry Men picked blindly from Available by the
    /// Sheriff (playing an Event of Robin Hood's): Robin Hood is among them
    /// as a blind pick of the box's cylinders would have it.
    pub(crate) fn place_men_blind(&mut self, s: Sp, n: u8, rule: &str) -> u8 {
        let cylinders = self.available_cylinders();
        let n = n.min(cylinders);
        if !self.robin_leaves_available_unseen() {
            return self.place_men(s, n, rule);
        }
        let robin = self.robin == Robin::Available
            && n > 0
            && self.rng.below(usize::from(cylinders)) < usize::from(n);
        self.place_men_with(s, n, robin, rule)
    }

    pub(crate) fn place_henchmen(&mut self, s: Sp, n: u8, rule: &str) -> u8 {
        let n = n.min(self.avail.henchmen);
        if n > 0 {
            self.avail.henchmen -= n;
            self.sp(s).henchmen += n;
            self.note(
                rule,
                Event::Placed {
                    piece: Piece::Henchman,
                    at: s,
                    n,
                },
            );
        }
        n
    }

    pub(crate) fn remove_henchmen(&mut self, s: Sp, n: u8, to: Dest, rule: &str) {
        let n = n.min(self.space(s).henchmen);
        if n == 0 {
            return;
        }
        self.sp(s).henchmen -= n;
        match to {
            Dest::Gone => self.gone_henchmen += n,
            _ => self.avail.henchmen += n,
        }
        self.note(
            rule,
            Event::Removed {
                piece: Piece::Henchman,
                at: Some(s),
                n,
                to,
            },
        );
    }

    /// Places a Camp (moving the Favour one step toward Justice).
    pub(crate) fn place_camp(&mut self, s: Sp, rule: &str) -> bool {
        if self.avail.camps == 0 {
            return false;
        }
        self.avail.camps -= 1;
        self.sp(s).camps += 1;
        self.note(
            rule,
            Event::Placed {
                piece: Piece::Camp,
                at: s,
                n: 1,
            },
        );
        self.shift(-1, rule);
        true
    }

    /// Removes a Camp to Available (one step toward Order).
    pub(crate) fn remove_camp(&mut self, s: Sp, rule: &str) {
        self.sp(s).camps -= 1;
        self.avail.camps += 1;
        self.note(
            rule,
            Event::Removed {
                piece: Piece::Camp,
                at: Some(s),
                n: 1,
                to: Dest::Available,
            },
        );
        self.shift(1, rule);
    }

    /// Reveals `n` Hidden pieces chosen blindly (the Sheriff cannot tell
    /// Robin Hood from the others). Returns how many were revealed.
    pub(crate) fn reveal_blind(&mut self, s: Sp, n: u8, rule: &str) -> u8 {
        let n = n.min(self.hidden_at(s));
        let mut robin = false;
        for _ in 0..n {
            let hidden = self.hidden_at(s) as usize;
            let pick = self.rng.below(hidden);
            if self.robin
                == (Robin::Map {
                    at: s,
                    hidden: true,
                })
                && pick == hidden - 1
            {
                self.robin = Robin::Map {
                    at: s,
                    hidden: false,
                };
                robin = true;
            } else {
                self.sp(s).hidden -= 1;
                self.sp(s).revealed += 1;
            }
        }
        if n > 0 {
            self.note(rule, Event::Revealed { at: s, n, robin });
        }
        n
    }

    /// Reveals Robin Hood where he stands (if Hidden). If the Sheriff could
    /// not tell whether he was on the map and he is in Available, that is
    /// now said aloud.
    pub(crate) fn reveal_robin(&mut self, rule: &str) {
        match self.robin {
            Robin::Map { at, hidden: true } => {
                self.robin = Robin::Map { at, hidden: false };
                self.robin_doubt = false;
                self.note(
                    rule,
                    Event::Revealed {
                        at,
                        n: 1,
                        robin: true,
                    },
                );
            }
            Robin::Available => self.robin_off_map(rule),
            _ => {}
        }
    }

    /// Robin Hood, in Available, is shown not to be on the map.
    pub(crate) fn robin_off_map(&mut self, rule: &str) {
        if self.robin == Robin::Available && self.robin_in_doubt() {
            self.robin_doubt = false;
            self.note(rule, Event::RobinOffMap);
        }
    }

    /// Reveals every Merry Man here.
    pub(crate) fn reveal_all(&mut self, s: Sp, rule: &str) {
        let n = self.space(s).hidden;
        let robin = self.robin
            == (Robin::Map {
                at: s,
                hidden: true,
            });
        if n + u8::from(robin) == 0 {
            return;
        }
        self.sp(s).hidden = 0;
        self.sp(s).revealed += n;
        if robin {
            self.robin = Robin::Map {
                at: s,
                hidden: false,
            };
        }
        self.note(
            rule,
            Event::Revealed {
                at: s,
                n: n + u8::from(robin),
                robin,
            },
        );
    }

    /// Flips every Merry Man here to Hidden.
    pub(crate) fn hide_all(&mut self, s: Sp, rule: &str) {
        let n = self.space(s).revealed;
        let robin = self.robin
            == (Robin::Map {
                at: s,
                hidden: false,
            });
        if n + u8::from(robin) == 0 {
            return;
        }
        self.sp(s).revealed = 0;
        self.sp(s).hidden += n;
        if robin {
            self.robin = Robin::Map {
                at: s,
                hidden: true,
            };
        }
        self.note(
            rule,
            Event::HiddenAgain {
                at: s,
                n: n + u8::from(robin),
            },
        );
    }

    /// Sends Robin Hood to Prison from wherever he is on the map (one step
    /// toward Order, rule 3.3.3).
    pub(crate) fn imprison_robin(&mut self, rule: &str) {
        if let Some(at) = self.robin_at() {
            self.robin = Robin::Prison;
            self.note(
                rule,
                Event::Removed {
                    piece: Piece::Robin,
                    at: Some(at),
                    n: 1,
                    to: Dest::Prison,
                },
            );
            self.shift(1, rule);
        }
    }

    /// Sends `n` Revealed Merry Men (not Robin Hood) from here to Prison.
    pub(crate) fn imprison_revealed(&mut self, s: Sp, n: u8, rule: &str) {
        let n = n.min(self.space(s).revealed);
        if n == 0 {
            return;
        }
        self.sp(s).revealed -= n;
        self.prison += n;
        self.note(
            rule,
            Event::Removed {
                piece: Piece::Revealed,
                at: Some(s),
                n,
                to: Dest::Prison,
            },
        );
    }

    /// Robin Hood's seat returns one of its Merry Men from here to Available
    /// by its own choice, where Robin Hood himself could be chosen. A Hidden
    /// one is seen as a Hidden Merry Man returning, whether he or another:
    /// while Robin Hood is Hidden, the Sheriff can no longer tell whether
    /// he is in Available, whichever went (rule 1.5.2).
    pub(crate) fn return_man(&mut self, s: Sp, piece: Piece, rule: &str) {
        let doubt = piece == Piece::Hidden && self.robin_hidden();
        self.remove_man(s, piece, false, rule);
        if doubt {
            self.robin_doubt = true;
        }
    }

    /// Removes one Merry Man of this kind from here to Available (Robin
    /// Hood too); a blind pick among Hidden ones when `piece` is Hidden and
    /// `blind` is set. A Hidden Robin Hood his own player returns is seen
    /// as a Hidden Merry Man returning (and the Sheriff can no longer tell
    /// whether he is in Available); one the Sheriff's blind pick removes is
    /// seen for what he is.
    pub(crate) fn remove_man(&mut self, s: Sp, piece: Piece, blind: bool, rule: &str) {
        if piece == Piece::Robin
            && !blind
            && self.robin_hidden()
            && self.robin_leaves_available_unseen()
        {
            self.robin = Robin::Available;
            self.robin_doubt = true;
            self.note(
                rule,
                Event::Removed {
                    piece: Piece::Hidden,
                    at: Some(s),
                    n: 1,
                    to: Dest::Available,
                },
            );
            return;
        }
        let mut piece = piece;
        if piece == Piece::Hidden && blind {
            let hidden = self.hidden_at(s) as usize;
            if self.robin
                == (Robin::Map {
                    at: s,
                    hidden: true,
                })
                && self.rng.below(hidden) == hidden - 1
            {
                piece = Piece::Robin;
            }
        }
        match piece {
            Piece::Robin => {
                self.robin = Robin::Available;
                self.robin_doubt = false;
            }
            Piece::Hidden => {
                self.sp(s).hidden -= 1;
                self.avail.merry_men += 1;
            }
            _ => {
                self.sp(s).revealed -= 1;
                self.avail.merry_men += 1;
            }
        }
        self.note(
            rule,
            Event::Removed {
                piece,
                at: Some(s),
                n: 1,
                to: Dest::Available,
            },
        );
    }

    /// Every Merry Man in the box: on the map, in Prison, Available or gone.
    pub fn merry_men_total(&self) -> u32 {
        let map: u32 = self
            .spaces
            .iter()
            .map(|s| u32::from(s.hidden) + u32::from(s.revealed))
            .sum();
        map + u32::from(self.prison)
            + u32::from(self.avail.merry_men)
            + u32::from(self.gone_merry_men)
    }

    pub fn henchmen_total(&self) -> u32 {
        let map: u32 = self.spaces.iter().map(|s| u32::from(s.henchmen)).sum();
        map + u32::from(self.avail.henchmen) + u32::from(self.gone_henchmen)
    }

    pub fn camps_total(&self) -> u32 {
        let map: u32 = self.spaces.iter().map(|s| u32::from(s.camps)).sum();
        map + u32::from(self.avail.camps)
    }

    /// Carriages of each kind: on the map, Available or Used.
    pub fn carts_total(&self) -> [u32; 3] {
        let mut t = [0u32; 3];
        for (k, slot) in t.iter_mut().enumerate() {
            let map: u32 = self
                .spaces
                .iter()
                .map(|s| u32::from(s.carts.hidden[k]) + u32::from(s.carts.revealed[k]))
                .sum();
            *slot = map + u32::from(self.avail.carts[k]) + u32::from(self.used_carts[k]);
        }
        t
    }
}
