//! The A Gest of Robin Hood table (in progress).

pub mod text;
