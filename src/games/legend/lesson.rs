//! The Legend of Robin Hood lesson (being written).

use crate::tutorial::step::{Act, Step};
use sherwood_legend::Options;

pub const SEED: u64 = 1;

pub fn options() -> Options {
    Options::default()
}

pub const STEPS: &[Step] = &[Step {
    text: "legend.lesson.welcome",
    rule: Some("1"),
    act: Act::Read,
}];
