//! *Skirmish in Sherwood*, a man-to-man tactical game of the *Cry Havoc*
//! family: the start of its rules engine.
//!
//! So far only the rulebook's printed tables are here (`tables`), as typed
//! data with the lookups the engine will call, each checked cell by cell
//! against the rulebook's text (`shared/seeds/004_bbd88a4196d141ed.txt`) by
//! the tests in `tests/rulebook.rs`. See `STATUS.md` for what is still to come.

pub mod tables;

pub use tables::*;
