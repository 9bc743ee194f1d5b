//! A Gest of Robin Hood's rules reference, in our own words.

use super::Section;
use leptos::prelude::*;

pub const SECTIONS: &[Section] = &[];

/// The card list after the sections.
pub fn extra() -> impl IntoView {}
