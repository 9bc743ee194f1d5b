//! The A Gest of Robin Hood table.

mod board;
pub mod table;
pub mod text;
