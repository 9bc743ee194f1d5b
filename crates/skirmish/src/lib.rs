//! *Skirmish in Sherwood*, a man-to-man tactical game of the *Cry Havoc*
//! family, as a pure rules engine.
//!
//! The rulebook's printed tables are in `tables`, each cell checked against
//! the rulebook's text by `tests/rulebook.rs`. Everything around them is
//! ours and documented where it lives: the hex maps (`maps`), line of sight
//! (`sight`), the characters (`roster`). See `STATUS.md`.

pub mod hex;
pub mod maps;
pub mod roster;
pub mod sight;
pub mod tables;

pub use tables::*;
