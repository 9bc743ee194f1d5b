//! Tests named after the rule sections they check.

mod random;
