//! A game keeps the rules it began with ([`Options::rules`]): each fix of
//! issue 13 that changes play, checked under both readings, revision 1 (the
//! release of 2026-11-24) and revision 2 (the fixes).

use super::events::hidden_robin;
use super::*;
use crate::cards::*;
use crate::map::Sp;
use sherwood_engine::SaveFile;

/// [`super::events::at`] (Robin Hood First Eligible with `card` in play, 10
/// Shillings each) under revision `rules`.
fn at(card: Card, rules: u8) -> Gest {
    let mut g = super::events::at(card);
    g.set_rules(rules);
    g
}

/// [`super::events::at_sheriff`] under revision `rules`.
fn at_sheriff(card: Card, rules: u8) -> Gest {
    let mut g = super::events::at_sheriff(card);
    g.set_rules(rules);
    g
}

#[test]
fn new_games_take_the_newest_revision_and_saves_say_theirs() {
    assert_eq!(Options::default().rules, RULES);
    assert_eq!(RULES, 2);
    let g = Gest::new(&Options::default(), 3);
    assert_eq!(g.rules(), 2);
    let json = serde_json::to_value(Options::default()).unwrap();
    assert_eq!(json["rules"], 2, "a new game's saves state their revision");
    // A format-2 save without the field was played under the fixes.
    let absent: Options = serde_json::from_str("{}").unwrap();
    assert_eq!(absent.rules, 2);
    let one: Options = serde_json::from_str(r#"{"rules": 1}"#).unwrap();
    assert_eq!(one.rules, 1);
    // A revision this build does not know is refused, never played as another.
    for bad in [r#"{"rules": 0}"#, r#"{"rules": 3}"#] {
        let e = serde_json::from_str::<Options>(bad).unwrap_err();
        assert!(e.to_string().contains("rules revision"), "{e}");
    }
}

/// Every format-1 save was written before the fixes: it migrates to
/// revision 1; a format-2 one without the field stays revision 2.
#[test]
fn format_1_saves_are_revision_1() {
    let v1 = r#"{"format": 1, "game": "gest", "options": {}, "seed": 4,
        "actions": [], "snapshot": "0"}"#;
    let save = SaveFile::from_json(v1).unwrap();
    assert_eq!(save.options, serde_json::json!({"rules": 1}));
    let v2 = r#"{"format": 2, "game": "gest", "options": {}, "seed": 4, "actions": []}"#;
    let save = SaveFile::from_json(v2).unwrap();
    let m = sherwood_engine::Match::<Gest>::load(&save).unwrap();
    assert_eq!(m.game().rules(), 2);
    // Other games' format-1 options are left alone.
    let locksley = r#"{"format": 1, "game": "locksley", "options": {"length": "short"},
        "seed": 4, "actions": [], "snapshot": "0"}"#;
    let save = SaveFile::from_json(locksley).unwrap();
    assert_eq!(save.options, serde_json::json!({"length": "short"}));
}

/// The views carry the revision, so a game the bots sample plays under it.
#[test]
fn views_and_sampled_games_keep_the_revision() {
    use sherwood_engine::{Determinize, Rng};
    for rules in [1, 2] {
        let mut g = Gest::new(&Options { rules }, 8);
        play(
            &mut g,
            &[
                "robin remston",
                "man remston",
                "man shire_wood",
                "man remston",
            ],
        );
        let view = g.view(Viewer::Seat(SHERIFF));
        assert_eq!(view.rules, rules);
        let sampled = Gest::determinize(&view, &mut Rng::new(1));
        assert_eq!(sampled.rules(), rules);
    }
}

/// Rule 6.2 (331bad8): Mischief grants a single Rob Plot in one space;
/// revision 1 let it Rob in up to 3 spaces.
#[test]
fn rule_6_2_mischief_rob_single_space_from_revision_2() {
    let run = |rules: u8| {
        let mut g = super::inspection::mischief_in_three_spaces(rules);
        assert!(
            matches!(g.phase(), Phase::PlotMenu(ctx) if ctx.max_spaces == [3, 1][rules as usize - 1])
        );
        play(
            &mut g,
            &[
                "plot rob",
                "space shire_wood",
                "target traveller",
                "reveal 1",
            ],
        );
        if has(&g, "light") {
            play(&mut g, &["light"]);
        }
        g
    };
    let mut old = run(1);
    assert!(has(&old, "space southwell_forest"), "{:?}", legal(&old));
    play(&mut old, &["space southwell_forest"]);
    let new = run(2);
    assert!(!has(&new, "space southwell_forest"));
    assert!(!matches!(new.phase(), Phase::Plot(_) | Phase::PlotMenu(_)));
}

/// Rule 1.3.4 (e0cd447): Major Oak's borders serve every Merry Man the
/// Robin Hood player moves; revision 1: the Robin Hood piece only.
#[test]
fn rule_1_3_4_major_oak_serves_every_merry_man_from_revision_2() {
    let sneak = |rules: u8| {
        let mut g = at(MAJOR_OAK, rules);
        g.great_oak = true;
        g.put_men(Sp::Blyth, 1, 0);
        hidden_robin(&mut g, Sp::Blyth);
        play(&mut g, &["single", "plot sneak", "space blyth"]);
        g
    };
    let old = sneak(1);
    assert!(has(&old, "send robin southwell_forest"));
    assert!(!has(&old, "send hidden southwell_forest"));
    let new = sneak(2);
    assert!(has(&new, "send robin southwell_forest"));
    assert!(has(&new, "send hidden southwell_forest"));
}

/// Rule 3.2.1 (163d0a3): Robin Hood in Available may be recruited like any
/// Merry Man, unseen; revision 1: never, and everyone knows he is there.
#[test]
fn rule_3_2_1_recruit_robin_hood_from_available_from_revision_2() {
    let recruit = |rules: u8| {
        let mut g = at(CORRUPTION, rules);
        g.set_status(Sp::Remston, Status::Revolting);
        play(&mut g, &["single", "plot recruit", "space remston"]);
        g
    };
    let old = recruit(1);
    assert!(has(&old, "recruit man") && !has(&old, "recruit robin"));
    let mut new = recruit(2);
    assert!(has(&new, "recruit robin"));
    play(&mut new, &["recruit man"]);
    assert!(new.robin_in_doubt(), "a recruit may have been Robin Hood");
    let mut old = recruit(1);
    play(&mut old, &["recruit man"]);
    assert!(!old.robin_in_doubt());
    assert_eq!(
        old.view(Viewer::Seat(SHERIFF)).robin,
        Some(Robin::Available)
    );
}

/// Rule 2.3 (a16cf4c): Fast Carriages moves the 1 Carriage printed on it;
/// revision 1: 2.
#[test]
fn rule_2_3_fast_carriages_moves_one_carriage_from_revision_2() {
    for (rules, left) in [(1, 2), (2, 1)] {
        let mut g = Gest::blank(1);
        g.put_cart(Sp::Bingham, CartKind::Tallage, false)
            .put_cart(Sp::Retford, CartKind::Trap, false)
            .set_deck(vec![KING_RICHARDS_RETURN, FAST_CARRIAGES])
            .set_rules(rules);
        g.set_phase(Phase::Eligible { seat: ROBIN }, vec![Task::Draw]);
        g.next();
        assert!(
            matches!(g.phase(), Phase::Carriages { left: l, .. } if *l == left),
            "revision {rules}"
        );
    }
}

/// Card #13 (6226dc3): Ambush gathers Merry Men from any space and must
/// Rob; revision 1: from adjacent spaces, and the Rob may be declined.
#[test]
fn card_13_ambush_from_anywhere_and_must_rob_from_revision_2() {
    let ambush = |rules: u8| {
        let mut g = at(AMBUSH, rules);
        g.put_cart(Sp::Tuxford, CartKind::Tribute, false)
            .put_men(Sp::Remston, 1, 0)
            .put_men(Sp::SouthwellForest, 1, 0)
            .put_henchmen(Sp::Tuxford, 1);
        play(&mut g, &["event", "light", "space tuxford"]);
        g
    };
    let mut old = ambush(1);
    assert!(!has(&old, "move hidden remston tuxford"), "not adjacent");
    play(&mut old, &["move hidden southwell_forest tuxford", "done"]);
    assert!(
        legal(&old).len() > 1 && has(&old, "plot rob"),
        "{:?}",
        legal(&old)
    );
    let mut new = ambush(2);
    assert!(has(&new, "move hidden remston tuxford"));
    play(&mut new, &["move hidden southwell_forest tuxford", "done"]);
    assert_eq!(legal(&new), ["plot rob"]);
}

/// Card #19 (88fdebe): Royal Pardon counts Robin Hood among the prisoners;
/// revision 1: only the other Merry Men.
#[test]
fn card_19_royal_pardon_counts_robin_hood_from_revision_2() {
    let alone = |rules: u8| {
        let mut g = at(ROYAL_PARDON, rules);
        g.put_robin(Robin::Prison);
        g
    };
    assert!(!has(&alone(1), "event"), "nobody to pardon");
    assert!(has(&alone(2), "event"));
    let pardon = |rules: u8| {
        let mut g = at(ROYAL_PARDON, rules);
        g.put_prisoners(2).put_robin(Robin::Prison);
        play(&mut g, &["event", "light"]);
        g
    };
    let mut old = pardon(1);
    assert!(!has(&old, "robin mansfield"));
    play(&mut old, &["space mansfield"]);
    assert_eq!((old.prison(), old.robin()), (1, Robin::Prison));
    assert!(has(&pardon(2), "robin mansfield"));
}

/// Cards #5, #9, #17 and #21 (163d0a3): "Reveal Robin Hood to …" needs him
/// Hidden, the reveal being the price; revision 1: on the map was enough.
#[test]
fn card_05_09_17_21_reveal_robin_hood_needs_him_hidden_from_revision_2() {
    for card in [LITTLE_JOHN, SOCIAL_BANDIT, THE_RED_CAP, ROBINS_HORN] {
        for (rules, playable) in [(1, true), (2, false)] {
            let mut g = at(card, rules);
            g.put_robin(Robin::Map {
                at: Sp::Bingham,
                hidden: false,
            });
            assert_eq!(
                g.event_playable(card, Side::Light, ROBIN),
                playable,
                "card {card}, revision {rules}"
            );
        }
    }
    // Little John under revision 1: the Merry Man and the Shillings anyway.
    let mut g = at(LITTLE_JOHN, 1);
    g.put_robin(Robin::Map {
        at: Sp::Bingham,
        hidden: false,
    });
    play(&mut g, &["event", "light"]);
    assert_eq!((g.hidden_at(Sp::Bingham), g.shillings(ROBIN)), (1, 12));
}

/// Rules 2.3 and 5.1.1 (75f2072): the player who implements an Event makes
/// its choices; revision 1: the faction of the side.
#[test]
fn rule_5_1_1_the_implementer_makes_the_choices_from_revision_2() {
    for (rules, chooser) in [(1, ROBIN), (2, SHERIFF)] {
        let mut g = at_sheriff(YEOMEN_REVOLT, rules);
        play(&mut g, &["event", "light"]);
        assert!(
            matches!(g.phase(), Phase::Event(es) if es.seat == chooser && es.player == SHERIFF),
            "revision {rules}"
        );
        assert_eq!(g.to_move(), Some(chooser));
    }
}
