/// One step of a lesson.
pub struct Step {
    /// What the tutorial explains: a key of i18n/<lang>/tutorial.txt.
    pub text: &'static str,
    /// The rules-reference section the step teaches (`#/rules/<game>/<id>`), if any.
    pub rule: Option<&'static str>,
    /// The learner's move: `Learner("notation")`, moves the tutorial plays on Next: `Play(&[...])`, or `Read` (explanation only).
    pub act: Act,
}
pub enum Act {
    Learner(&'static str),
    Play(&'static [&'static str]),
    Read,
}

impl Act {
    /// The actions this step plays, in order.
    pub fn actions(&self) -> &[&'static str] {
        match self {
            Act::Learner(a) => std::slice::from_ref(a),
            Act::Play(list) => list,
            Act::Read => &[],
        }
    }
}

/// Checks a lesson: every step's text exists in every language, and every
/// rule it links to is a section of the game's reference.
#[cfg(test)]
pub fn assert_steps_exist(steps: &[Step], sections: &[crate::rules::Section]) {
    use crate::i18n::{t, with_lang, Lang};
    for lang in Lang::ALL {
        with_lang(lang, || {
            for step in steps {
                assert!(!t(step.text).is_empty(), "{}: {}", lang.code(), step.text);
            }
        });
    }
    for step in steps {
        if let Some(id) = step.rule {
            assert!(
                sections.iter().any(|s| s.id == id),
                "{}: no rules section {id}",
                step.text
            );
        }
    }
}
