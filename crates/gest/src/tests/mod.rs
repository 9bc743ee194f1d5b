//! Rules tests on hand-built positions, one per rule section and card side,
//! and property tests over seeded random games.

mod random;
mod secrets;
