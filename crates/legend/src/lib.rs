//! *The Legend of Robin Hood* (Joe Bisio; Avalon Hill, 1982): the start of
//! its rules engine.
//!
//! So far only the tables the rulebook prints (terrain, archery, melee, taxes,
//! recruitment, random events), as typed data with the lookups the engine
//! will call, and [`tables_text`] to print them for comparison with the book.
//! The map, the counters and the rules themselves are still to come (see
//! `STATUS.md`).

pub mod counters;
pub mod map;
pub mod tables;
pub mod vocab;

pub use tables::{tables, tables_text, Die, Table};
