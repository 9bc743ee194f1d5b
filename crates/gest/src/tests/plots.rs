//! The Plots (rule 3.0).

use super::*;
use crate::cards::Traveller;
use crate::map::Sp;

fn plots(seat: sherwood_engine::Seat) -> Gest {
    let mut g = table(seat);
    g.set_shillings(seat, 10);
    g
}

#[test]
fn rule_3_2_1_recruit_places_a_man_or_a_camp_not_in_submissive_spaces() {
    let mut g = plots(ROBIN);
    g.set_status(Sp::Remston, Status::Revolting)
        .put_men(Sp::Remston, 1, 0);
    play(&mut g, &["plots", "plot recruit"]);
    assert!(!has(&g, "space blyth") && !has(&g, "space nottingham"));
    assert!(has(&g, "space shire_wood"));
    play(&mut g, &["space remston", "recruit camp hidden"]);
    assert_eq!(g.space(Sp::Remston).camps, 1);
    assert_eq!(g.men_at(Sp::Remston), 0);
    assert_eq!(g.favour(), -1);
    play(&mut g, &["space shire_wood", "recruit man"]);
    assert_eq!(g.space(Sp::ShireWood).hidden, 1);
    assert_eq!(g.shillings(ROBIN), 8);
}

#[test]
fn rule_3_2_1_recruit_at_a_camp_places_two_or_hides_all() {
    let mut g = plots(ROBIN);
    g.put_camps(Sp::ShireWood, 1)
        .put_men(Sp::ShireWood, 0, 2)
        .put_camps(Sp::SouthwellForest, 1);
    play(&mut g, &["single", "plot recruit", "space shire_wood"]);
    assert_eq!(
        legal(&g),
        [
            "recruit man",
            "recruit two",
            "recruit robin",
            "recruit two robin",
            "recruit hide"
        ]
    );
    play(&mut g, &["recruit hide"]);
    assert_eq!(g.space(Sp::ShireWood).hidden, 2);
    let mut g = plots(ROBIN);
    g.put_camps(Sp::ShireWood, 1);
    play(
        &mut g,
        &["single", "plot recruit", "space shire_wood", "recruit two"],
    );
    assert_eq!(g.space(Sp::ShireWood).hidden, 2);
}

#[test]
fn rule_3_2_2_sneak_moves_hidden_and_reveals_in_crowded_submissive_spaces() {
    let mut g = plots(ROBIN);
    g.put_men(Sp::ShireWood, 1, 2)
        .put_robin(Robin::Map {
            at: Sp::ShireWood,
            hidden: false,
        })
        .put_henchmen(Sp::Nottingham, 1);
    let mut menu = g.clone();
    play(&mut menu, &["plots", "plot sneak"]);
    let spaces: Vec<String> = legal(&menu)
        .into_iter()
        .filter(|a| a.starts_with("space "))
        .collect();
    assert_eq!(spaces, ["space shire_wood"], "only where Merry Men are");
    play(
        &mut g,
        &[
            "plots",
            "plot sneak",
            "space shire_wood",
            "send robin blyth",
            "send revealed blyth",
            "send hidden nottingham",
            "send revealed nottingham",
        ],
    );
    // Nothing moves until the origin is done: the Sheriff cannot follow Robin Hood.
    assert_eq!(g.men_at(Sp::ShireWood), 4);
    play(&mut g, &["done"]);
    assert_eq!(g.hidden_at(Sp::Blyth), 2);
    let sheriff = g.view(Viewer::Seat(SHERIFF));
    assert!(sheriff.robin.is_none());
    // Each piece moves once: the two in Nottingham cannot Sneak on.
    play(&mut g, &["done"]);
    // Nottingham: 2 movers + 1 Henchman = 3, not more than three: still Hidden.
    assert_eq!(g.hidden_at(Sp::Nottingham), 2);
    assert_eq!(g.shillings(ROBIN), 9);

    let mut g = plots(ROBIN);
    g.put_men(Sp::ShireWood, 2, 0)
        .put_robin(Robin::Map {
            at: Sp::ShireWood,
            hidden: true,
        })
        .put_henchmen(Sp::Mansfield, 1);
    play(
        &mut g,
        &[
            "single",
            "plot sneak",
            "space shire_wood",
            "send robin mansfield",
            "send hidden mansfield",
            "send hidden mansfield",
            "done",
        ],
    );
    // Mansfield is Submissive and 3 movers + 1 Henchman exceed three.
    assert_eq!(g.revealed_at(Sp::Mansfield), 3);
    assert!(!g.robin_hidden());
}

#[test]
fn rule_3_2_3_rob_the_treasury_takes_two_shillings_and_justice() {
    let mut g = plots(ROBIN);
    g.put_men(Sp::Nottingham, 5, 0);
    play(
        &mut g,
        &[
            "single",
            "plot rob",
            "space nottingham",
            "target treasury",
            "reveal 5",
        ],
    );
    // 5 Merry Men with the worst white die (-2) still beat no Henchmen.
    assert_eq!(g.shillings(ROBIN), 12);
    assert_eq!(g.shillings(SHERIFF), 7);
    assert_eq!(g.favour(), -1);
    assert_eq!(g.revealed_at(Sp::Nottingham), 5);
}

#[test]
fn rule_3_2_3_trap_carriage_failure_captures() {
    let mut g = plots(ROBIN);
    g.put_men(Sp::Tuxford, 1, 0)
        .put_robin(Robin::Map {
            at: Sp::Tuxford,
            hidden: true,
        })
        .put_henchmen(Sp::Tuxford, 3)
        .put_cart(Sp::Tuxford, CartKind::Trap, false);
    play(
        &mut g,
        &["single", "plot rob", "space tuxford", "target cart"],
    );
    assert!(has(&g, "reveal 0 robin") && !has(&g, "reveal 0"));
    play(&mut g, &["reveal 1 robin"]);
    // 2 robbers + at most 2 (white die) cannot beat 3 Henchmen + Defence 2.
    assert_eq!(g.robin(), Robin::Prison);
    assert_eq!(g.prison(), 1);
    assert_eq!(g.space(Sp::Tuxford).carts.revealed, [0, 0, 1]);
    assert_eq!(g.favour(), 2, "Robin Hood captured: one step toward Order");
}

#[test]
fn rule_3_2_3_tallage_carriage_success_pays_five() {
    let mut g = plots(ROBIN);
    g.put_men(Sp::SouthwellForest, 4, 0)
        .put_cart(Sp::SouthwellForest, CartKind::Tallage, false);
    play(
        &mut g,
        &[
            "single",
            "plot rob",
            "space southwell_forest",
            "target cart",
            "reveal 4",
        ],
    );
    assert_eq!(g.shillings(ROBIN), 15);
    assert_eq!(g.used_carts(), [1, 0, 0]);
}

#[test]
fn rule_3_2_3_rob_a_traveller_light_and_dark_options() {
    let mut g = plots(ROBIN);
    g.put_men(Sp::ShireWood, 5, 0)
        .top_traveller(Traveller::RichMerchant);
    play(
        &mut g,
        &[
            "single",
            "plot rob",
            "space shire_wood",
            "target traveller",
            "reveal 5",
            "dark",
        ],
    );
    assert_eq!(g.shillings(ROBIN), 14);
    assert_eq!(g.victims(), [Traveller::RichMerchant]);

    let mut g = plots(ROBIN);
    g.put_men(Sp::Blyth, 1, 0)
        .put_henchmen(Sp::Blyth, 4)
        .top_traveller(Traveller::NobleKnight);
    play(
        &mut g,
        &[
            "single",
            "plot rob",
            "space blyth",
            "target traveller",
            "reveal 1",
            "dark",
        ],
    );
    assert_eq!(
        g.prison(),
        1,
        "Noble Knight, dark, failed: robbers captured"
    );
    assert_eq!(g.traveller_discard(), [Traveller::NobleKnight]);
}

#[test]
fn rule_5_2_richard_at_the_lea_lends_money_without_a_roll() {
    let mut g = plots(ROBIN);
    g.put_men(Sp::ShireWood, 1, 0)
        .top_traveller(Traveller::RichardAtTheLea);
    play(
        &mut g,
        &[
            "single",
            "plot rob",
            "space shire_wood",
            "target traveller",
            "reveal 1",
            "dark",
        ],
    );
    assert!(g.is_revolting(Sp::Retford));
    assert_eq!(g.space(Sp::Retford).camps, 1);
    assert_eq!(g.shillings(ROBIN), 7);
    assert_eq!(g.favour(), -1);
}

#[test]
fn rule_3_3_1_hire_places_henchmen_or_subdues_revolting_parishes() {
    let mut g = plots(SHERIFF);
    g.set_status(Sp::Remston, Status::Revolting)
        .put_henchmen(Sp::Remston, 2)
        .put_men(Sp::Remston, 1, 0)
        .set_status(Sp::Bingham, Status::Revolting);
    play(&mut g, &["plots", "plot hire"]);
    assert!(has(&g, "space remston") && !has(&g, "space bingham"));
    assert!(!has(&g, "space shire_wood"));
    play(&mut g, &["space remston", "space blyth", "count 2", "done"]);
    assert_eq!(g.status(Sp::Remston), Some(Status::Submissive));
    assert_eq!(g.space(Sp::Remston).henchmen, 2);
    assert_eq!(g.space(Sp::Blyth).henchmen, 2);
    assert_eq!(g.shillings(SHERIFF), 6);
    // No Henchman left in Available: nothing to place in Nottingham or a
    // Submissive Parish; a Revolting one may still be subdued.
    let mut g = plots(SHERIFF);
    g.set_status(Sp::Remston, Status::Revolting)
        .put_henchmen(Sp::Remston, 2)
        .put_men(Sp::Remston, 1, 0);
    g.avail.henchmen = 0;
    play(&mut g, &["plots", "plot hire"]);
    assert!(has(&g, "space remston"));
    assert!(!has(&g, "space nottingham") && !has(&g, "space blyth"));
}

/// 3.3.2: Patrol where Henchmen can come in from next door, or where
/// Henchmen already stand with a Hidden Merry Man to find.
#[test]
fn rule_3_3_2_patrol_where_each_condition_both_ways() {
    let patrols = |g: &Gest| {
        let mut g = g.clone();
        play(&mut g, &["plots", "plot patrol"]);
        legal(&g)
    };
    let mut g = plots(SHERIFF);
    g.put_henchmen(Sp::Remston, 1);
    let offered = patrols(&g);
    assert!(
        !offered.contains(&"space remston".to_string()),
        "nobody Hidden there"
    );
    assert!(
        offered.contains(&"space mansfield".to_string()),
        "next door: {offered:?}"
    );
    g.put_men(Sp::Remston, 0, 1);
    assert!(
        !patrols(&g).contains(&"space remston".to_string()),
        "a Revealed one only"
    );
    g.put_men(Sp::Remston, 1, 0);
    assert!(patrols(&g).contains(&"space remston".to_string()));
    // A Hidden Merry Man with no Henchman there or next door.
    g.put_men(Sp::Retford, 1, 0);
    assert!(!patrols(&g).contains(&"space retford".to_string()));
}

#[test]
fn rule_3_3_2_patrol_moves_in_and_reveals_one_per_henchman_half_in_forests() {
    let mut g = plots(SHERIFF);
    g.put_henchmen(Sp::Nottingham, 3)
        .put_men(Sp::ShireWood, 3, 0)
        .put_men(Sp::Mansfield, 3, 0);
    play(
        &mut g,
        &[
            "plots",
            "plot patrol",
            "space shire_wood",
            "move henchman nottingham shire_wood",
            "move henchman nottingham shire_wood",
            "done",
        ],
    );
    assert_eq!(
        g.revealed_at(Sp::ShireWood),
        1,
        "two Henchmen in a Forest reveal one"
    );
    play(&mut g, &["space mansfield"]);
    // Henchmen that moved already cannot move again.
    assert_eq!(legal(&g), ["move henchman nottingham mansfield", "done"]);
    play(&mut g, &["move henchman nottingham mansfield", "done"]);
    assert_eq!(g.revealed_at(Sp::Mansfield), 1);
    assert_eq!(g.shillings(SHERIFF), 6);
}

#[test]
fn rule_3_3_3_capture_takes_revealed_men_then_robin_then_camps() {
    let mut g = plots(SHERIFF);
    g.put_henchmen(Sp::Blyth, 3)
        .put_men(Sp::Blyth, 0, 1)
        .put_robin(Robin::Map {
            at: Sp::Blyth,
            hidden: false,
        })
        .put_camps(Sp::Blyth, 1);
    play(&mut g, &["single", "plot capture", "space blyth"]);
    assert_eq!(g.prison(), 1);
    assert_eq!(g.robin(), Robin::Prison);
    // The third Henchman takes the Camp: no Merry Man is left.
    assert_eq!(g.space(Sp::Blyth).camps, 0);
    assert_eq!(g.favour(), 3);

    let mut g = plots(SHERIFF);
    g.set_status(Sp::Blyth, Status::Revolting)
        .put_henchmen(Sp::Blyth, 3)
        .put_men(Sp::Blyth, 1, 2);
    play(&mut g, &["single", "plot capture", "space blyth"]);
    assert_eq!(g.prison(), 1, "one per two Henchmen in a Revolting Parish");
}

#[test]
fn rule_3_1_each_space_once_and_only_while_it_can_be_paid() {
    let mut g = plots(SHERIFF);
    g.set_shillings(SHERIFF, 4);
    play(&mut g, &["plots", "plot hire", "space blyth", "count 2"]);
    assert!(!has(&g, "space blyth"), "a space is chosen once");
    play(&mut g, &["space newark", "count 1"]);
    // Out of Shillings: the Plot ends by itself and the Deeds follow.
    assert_eq!(g.shillings(SHERIFF), 0);
    assert!(matches!(g.phase(), Phase::DeedMenu(_)));
}

/// Rule 3.2.1 with rule 6.2 (Robin Hood "è anche un Allegro Compare"):
/// Recruit may place Robin Hood from Available, Hidden like any recruit
/// (1.5.1), and the Sheriff, who may be asked to look away (1.5.2), sees a
/// recruit like any other: from then on he cannot tell whether Robin Hood is
/// in Available or on the map.
#[test]
fn rule_3_2_1_recruit_may_place_robin_hood_from_available_unseen() {
    let run = |opt: &str| {
        let mut g = plots(ROBIN);
        g.set_status(Sp::Remston, Status::Revolting);
        assert_eq!(g.robin(), Robin::Available);
        play(&mut g, &["single", "plot recruit", "space remston", opt]);
        g
    };
    let robin = run("recruit robin");
    let man = run("recruit man");
    assert_eq!(
        robin.robin(),
        Robin::Map {
            at: Sp::Remston,
            hidden: true
        }
    );
    assert_eq!(man.robin(), Robin::Available);
    for v in [Viewer::Seat(SHERIFF), Viewer::Public] {
        assert_eq!(
            serde_json::to_string(&robin.view(v)).unwrap(),
            serde_json::to_string(&man.view(v)).unwrap(),
            "{v:?} tells the two recruits apart"
        );
    }
    let v = man.view(Viewer::Seat(SHERIFF));
    assert!(v.robin.is_none() && v.robin_in_doubt);
    assert_eq!(v.available_merry_men, MERRY_MEN, "ten cylinders in the box");
    assert_eq!(man.view(Viewer::Seat(ROBIN)).robin, Some(Robin::Available));
    // An effect that looks for him on the map settles it aloud.
    let mut g = man;
    g.set_card(cards::LITTLE_JOHN);
    g.set_phase(Phase::Eligible { seat: SHERIFF }, vec![Task::Second]);
    assert!(has(&g, "event"));
    let before = g.shillings(SHERIFF);
    play(&mut g, &["event", "light"]);
    assert_eq!(
        g.shillings(SHERIFF),
        before,
        "no Shillings: the price was not paid"
    );
    assert!(public_log(&g).contains("robin_off_map"));
    assert_eq!(g.view(Viewer::Seat(SHERIFF)).robin, Some(Robin::Available));
}

/// Robin Hood from Available may also be the Merry Man a Turncoat brings or
/// The Miller's Son's new recruit; at a Camp, Recruit may place him with one
/// more Merry Man.
#[test]
fn rule_3_2_1_robin_hood_from_available_by_turncoat_and_at_a_camp() {
    let mut g = plots(ROBIN);
    g.put_camps(Sp::ShireWood, 1);
    play(
        &mut g,
        &[
            "single",
            "plot recruit",
            "space shire_wood",
            "recruit two robin",
        ],
    );
    assert_eq!(g.hidden_at(Sp::ShireWood), 2);
    assert_eq!(g.robin_at(), Some(Sp::ShireWood));
    let mut g = plots(ROBIN);
    g.set_status(Sp::Bingham, Status::Revolting)
        .put_henchmen(Sp::Bingham, 2)
        .put_men(Sp::Bingham, 1, 0);
    g.set_phase(
        Phase::DeedMenu(DeedCtx::standard(ROBIN)),
        vec![Task::Second],
    );
    play(&mut g, &["deed turncoat", "robin bingham"]);
    assert_eq!(g.robin_at(), Some(Sp::Bingham));
    assert_eq!(
        (g.space(Sp::Bingham).henchmen, g.hidden_at(Sp::Bingham)),
        (1, 2)
    );
    assert!(g.robin_in_doubt());
}

/// 3.2.1: what Recruit may do, at each count's boundary. At a Camp: one
/// Merry Man while one is Available, two while two are, Robin Hood (and
/// Robin Hood with one more) from Available, Hide while one is Revealed.
/// Elsewhere: one Merry Man, Robin Hood, or a Camp in place of a Merry Man
/// there while a Camp is Available (not in Nottingham).
#[test]
fn rule_3_2_1_recruit_options_at_each_boundary() {
    use crate::action::RecruitOpt::{self, Camp, Hide, Man, Two, TwoRobin};
    let options = |g: &Gest, s: Sp| g.recruit_options(s);
    let mut g = plots(ROBIN);
    g.put_robin(Robin::Map {
        at: Sp::Blyth,
        hidden: true,
    });
    g.put_camps(Sp::ShireWood, 1);
    let avail = g.avail.merry_men;
    for (n, expected) in [(0, vec![]), (1, vec![Man]), (2, vec![Man, Two])] {
        g.avail.merry_men = n;
        assert_eq!(options(&g, Sp::ShireWood), expected, "{n} Available");
    }
    g.avail.merry_men = avail;
    g.put_men(Sp::ShireWood, 0, 1);
    assert!(options(&g, Sp::ShireWood).contains(&Hide));
    // Robin Hood in Available, placeable.
    let mut r = plots(ROBIN);
    r.put_robin(Robin::Available).put_camps(Sp::ShireWood, 1);
    assert!(r.robin_placeable_from_available());
    r.avail.merry_men = 0;
    let at_camp: Vec<RecruitOpt> = options(&r, Sp::ShireWood);
    assert!(at_camp.contains(&RecruitOpt::Robin) && !at_camp.contains(&TwoRobin));
    r.avail.merry_men = 1;
    assert!(options(&r, Sp::ShireWood).contains(&TwoRobin));
    // No Camp: a Merry Man, or a Camp in place of one.
    g.avail.merry_men = 0;
    assert!(options(&g, Sp::Remston).is_empty());
    g.avail.merry_men = avail;
    assert_eq!(options(&g, Sp::Remston), vec![Man]);
    g.put_men(Sp::Remston, 1, 0);
    assert_eq!(options(&g, Sp::Remston), vec![Man, Camp(Piece::Hidden)]);
    g.put_men(Sp::Remston, 0, 1);
    assert_eq!(
        options(&g, Sp::Remston),
        vec![Man, Camp(Piece::Hidden), Camp(Piece::Revealed)]
    );
    let camps = g.avail.camps;
    g.avail.camps = 0;
    assert_eq!(options(&g, Sp::Remston), vec![Man]);
    g.avail.camps = camps;
    g.put_men(Sp::Nottingham, 1, 0);
    assert_eq!(
        options(&g, Sp::Nottingham),
        vec![Man],
        "no Camp in Nottingham"
    );
}

/// 3.3.3: Capture where Henchmen stand with a Revealed Merry Man, or with a
/// Camp and no Merry Man left.
#[test]
fn rule_3_3_3_capture_where_each_condition_both_ways() {
    let captures = |g: &Gest| {
        let mut g = g.clone();
        play(&mut g, &["plots", "plot capture"]);
        legal(&g)
    };
    let mut g = plots(SHERIFF);
    g.put_henchmen(Sp::Remston, 1)
        .put_men(Sp::Remston, 0, 1)
        .put_henchmen(Sp::Blyth, 1)
        .put_camps(Sp::Blyth, 1)
        .put_henchmen(Sp::Newark, 1)
        .put_camps(Sp::Newark, 1)
        .put_men(Sp::Newark, 1, 0)
        .put_henchmen(Sp::Bingham, 1)
        .put_men(Sp::Bingham, 1, 0)
        .put_men(Sp::Tuxford, 0, 1);
    let offered = captures(&g);
    for yes in ["remston", "blyth"] {
        assert!(
            offered.contains(&format!("space {yes}")),
            "{yes}: {offered:?}"
        );
    }
    for (no, why) in [
        ("newark", "a Camp, but a Merry Man there"),
        ("bingham", "only a Hidden one"),
        ("tuxford", "no Henchman"),
    ] {
        assert!(!offered.contains(&format!("space {no}")), "{no}: {why}");
    }
}

/// 3.2.2: a Merry Man moves once in a Sneak: a space whose Merry Men all
/// came in this Plot is no further origin, nor is Robin Hood sent twice;
/// one with a Merry Man that has not moved yet is.
#[test]
fn rule_3_2_2_sneak_moves_each_merry_man_once() {
    let mut g = plots(ROBIN);
    g.put_men(Sp::ShireWood, 1, 0)
        .put_men(Sp::Mansfield, 1, 0)
        .put_robin(Robin::Map {
            at: Sp::ShireWood,
            hidden: true,
        });
    play(
        &mut g,
        &[
            "plots",
            "plot sneak",
            "space shire_wood",
            "send hidden blyth",
            "send robin mansfield",
            "done",
        ],
    );
    assert!(g.robin_in(Sp::Mansfield) && g.hidden_at(Sp::Blyth) == 1);
    let next = legal(&g);
    assert!(
        !next.contains(&"space blyth".to_string()),
        "all came in: {next:?}"
    );
    assert!(next.contains(&"space mansfield".to_string()), "{next:?}");
    play(&mut g, &["space mansfield"]);
    let sends = legal(&g);
    assert!(
        sends.iter().any(|a| a.starts_with("send hidden")),
        "{sends:?}"
    );
    assert!(
        !sends.iter().any(|a| a.starts_with("send robin")),
        "Robin Hood moved already"
    );
    // Robin Hood stayed behind: a space of arrivals is still no origin.
    let mut g = plots(ROBIN);
    g.put_men(Sp::ShireWood, 1, 0).put_robin(Robin::Map {
        at: Sp::ShireWood,
        hidden: true,
    });
    play(
        &mut g,
        &[
            "plots",
            "plot sneak",
            "space shire_wood",
            "send hidden blyth",
            "done",
        ],
    );
    assert!(
        !legal(&g).contains(&"space blyth".to_string()),
        "{:?}",
        legal(&g)
    );
}

/// The events logged since entry `from`.
fn logged(g: &Gest, from: usize) -> Vec<Event> {
    g.log()[from..].iter().map(|e| e.event.clone()).collect()
}

/// The last Rob roll logged.
fn last_roll(g: &Gest) -> Event {
    g.log()
        .iter()
        .rev()
        .map(|e| e.event.clone())
        .find(|e| matches!(e, Event::RobRolled { .. }))
        .expect("a Rob was rolled")
}

/// 3.2.2: Sneak needs a Merry Man on the map to move; with none, it is not
/// offered at all (Recruit still is); with one, it is.
#[test]
fn rule_3_2_2_sneak_offered_only_with_a_merry_man_on_the_map() {
    let mut g = plots(ROBIN);
    let mut menu = g.clone();
    play(&mut menu, &["single"]);
    assert!(has(&menu, "plot recruit"), "{:?}", legal(&menu));
    assert!(!has(&menu, "plot sneak"), "nobody on the map");
    g.put_men(Sp::Remston, 0, 1);
    play(&mut g, &["single"]);
    assert!(has(&g, "plot sneak"));
}

/// 3.2.3: the Rob targets of a space. A Traveller while one is in the deck
/// or in its discard (reshuffled to draw it), none once every Traveller is a
/// Victim or gone; the Treasury in Nottingham; a face-down Carriage while one
/// is there; each kind of face-up Carriage there, and no other kind.
#[test]
fn rule_3_2_3_rob_targets_each_condition_both_ways() {
    let targets = |g: &Gest| {
        let mut g = g.clone();
        play(&mut g, &["single", "plot rob", "space nottingham"]);
        legal(&g)
    };
    let mut g = plots(ROBIN);
    g.put_men(Sp::Nottingham, 1, 0);
    assert_eq!(targets(&g), ["target traveller", "target treasury"]);
    // The deck empty, the discard not: the discard is reshuffled and drawn.
    let deck = std::mem::take(&mut g.travellers);
    g.traveller_discard = deck.clone();
    assert_eq!(targets(&g), ["target traveller", "target treasury"]);
    let mut drawn = g.clone();
    play(
        &mut drawn,
        &[
            "single",
            "plot rob",
            "space nottingham",
            "target traveller",
            "reveal 1",
        ],
    );
    assert!(drawn.traveller_discard().len() <= 1, "reshuffled");
    // Neither: no Traveller to rob.
    g.traveller_discard.clear();
    g.victims = deck;
    assert_eq!(targets(&g), ["target treasury"]);
    // Carriages: one face down, a face-up Tallage; no face-up Trap.
    let mut g = plots(ROBIN);
    g.put_men(Sp::Tuxford, 1, 0)
        .put_cart(Sp::Tuxford, CartKind::Trap, false)
        .put_cart(Sp::Tuxford, CartKind::Tallage, true);
    play(&mut g, &["single", "plot rob", "space tuxford"]);
    assert_eq!(
        legal(&g),
        ["target traveller", "target cart", "target cart tallage"]
    );
}

/// The Miller's Son, dark side, robbed: a new Merry Man, from Available,
/// or Robin Hood from there (rule 6.2); the step is asked only while one of
/// them can be placed, and offers only what can.
#[test]
fn rule_5_2_the_millers_son_recruit_only_while_one_can_be_placed() {
    let rob = |g: &mut Gest| {
        g.put_men(Sp::ShireWood, 5, 0)
            .top_traveller(Traveller::TheMillersSon);
        play(
            g,
            &[
                "single",
                "plot rob",
                "space shire_wood",
                "target traveller",
                "reveal 5",
                "dark",
            ],
        );
    };
    let places = |g: &Gest, prefix: &str| legal(g).iter().filter(|a| a.starts_with(prefix)).count();
    let asked = |g: &Gest| {
        matches!(
            g.phase(),
            Phase::Plot(PlotState {
                step: PlotStep::Rob(RobStep::MillersSon(_)),
                ..
            })
        )
    };
    // A Merry Man Available, Robin Hood on the map: a Merry Man only.
    let mut g = plots(ROBIN);
    g.put_robin(Robin::Map {
        at: Sp::Remston,
        hidden: true,
    });
    rob(&mut g);
    assert!(asked(&g));
    assert!(places(&g, "space ") > 0 && places(&g, "robin ") == 0);
    // None Available but Robin Hood: he only.
    let mut g = plots(ROBIN);
    g.put_prisoners(MERRY_MEN - 5);
    rob(&mut g);
    assert_eq!(g.available().merry_men, 0);
    assert!(asked(&g));
    assert!(places(&g, "space ") == 0 && places(&g, "robin ") > 0);
    // Neither: no step, the Rob is over.
    let mut g = plots(ROBIN);
    g.put_prisoners(MERRY_MEN - 5).put_robin(Robin::Map {
        at: Sp::Remston,
        hidden: true,
    });
    rob(&mut g);
    assert!(!asked(&g), "{:?}", g.phase());
    assert_eq!(g.victims(), [Traveller::TheMillersSon]);
    assert_eq!(g.men_at(Sp::ShireWood) + g.men_at(Sp::Remston), 6);
}

/// 3.2.2: the log counts the movers of an origin as they were, Hidden or
/// Revealed (Robin Hood among them); each mover has moved for the Plot,
/// Revealed ones too, so a space of arrivals is no origin; movers are
/// Revealed where they and the Henchmen exceed three in a Submissive space
/// (Hidden ones no longer counted Hidden there), and nowhere else, not even
/// a crowded space nobody moved into.
#[test]
fn rule_3_2_2_sneak_logs_its_movers_and_reveals_only_where_they_crowd() {
    let scattered = |g: &Gest, from: usize| {
        logged(g, from)
            .into_iter()
            .find_map(|e| match e {
                Event::Scattered {
                    hidden, revealed, ..
                } => Some((hidden, revealed)),
                _ => None,
            })
            .expect("a Sneak logged")
    };
    let reveals = |g: &Gest, from: usize| {
        logged(g, from)
            .into_iter()
            .filter_map(|e| match e {
                Event::Revealed { at, n, robin } => Some((at, n, robin)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    // Revealed Robin Hood, a Revealed and a Hidden Merry Man.
    let mut g = plots(ROBIN);
    g.put_men(Sp::ShireWood, 1, 1)
        .put_robin(Robin::Map {
            at: Sp::ShireWood,
            hidden: false,
        })
        .put_henchmen(Sp::Nottingham, 4);
    let from = g.log().len();
    play(
        &mut g,
        &[
            "plots",
            "plot sneak",
            "space shire_wood",
            "send robin southwell_forest",
            "send revealed blyth",
            "send hidden southwell_forest",
            "done",
        ],
    );
    assert_eq!(scattered(&g, from), (1, 2));
    assert!(!has(&g, "space blyth"), "the Revealed one has moved");
    play(&mut g, &["done"]);
    assert_eq!(reveals(&g, from), [], "Nottingham crowded, nobody moved in");
    // Hidden Robin Hood and a Hidden Merry Man.
    let mut g = plots(ROBIN);
    g.put_men(Sp::ShireWood, 1, 0).put_robin(Robin::Map {
        at: Sp::ShireWood,
        hidden: true,
    });
    let from = g.log().len();
    play(
        &mut g,
        &[
            "single",
            "plot sneak",
            "space shire_wood",
            "send robin blyth",
            "send hidden blyth",
            "done",
        ],
    );
    assert_eq!(scattered(&g, from), (2, 0));
    // Into crowded Mansfield (Submissive, one Henchman): 3 + 1 exceed three.
    let mut g = plots(ROBIN);
    g.put_men(Sp::ShireWood, 2, 0)
        .put_robin(Robin::Map {
            at: Sp::ShireWood,
            hidden: true,
        })
        .put_henchmen(Sp::Mansfield, 1);
    let from = g.log().len();
    play(
        &mut g,
        &[
            "single",
            "plot sneak",
            "space shire_wood",
            "send robin mansfield",
            "send hidden mansfield",
            "send hidden mansfield",
            "done",
        ],
    );
    assert_eq!(
        (g.hidden_at(Sp::Mansfield), g.revealed_at(Sp::Mansfield)),
        (0, 3)
    );
    assert_eq!(reveals(&g, from), [(Sp::Mansfield, 3, true)]);
    // A Revealed Merry Man alone into Nottingham with three Henchmen: 1 + 3.
    let mut g = plots(ROBIN);
    g.put_men(Sp::ShireWood, 0, 1)
        .put_henchmen(Sp::Nottingham, 3);
    play(
        &mut g,
        &[
            "single",
            "plot sneak",
            "space shire_wood",
            "send revealed nottingham",
            "done",
        ],
    );
    assert_eq!(
        (g.hidden_at(Sp::Nottingham), g.revealed_at(Sp::Nottingham)),
        (0, 1)
    );
}

/// 3.3.3: one piece per Henchman, Revealed Merry Men first, then Robin
/// Hood, then Camps once no Merry Man is left; each piece taken uses up its
/// Henchman. A Forest may hold a second Camp (*Will Scarlet*): one Henchman
/// takes one.
#[test]
fn rule_3_3_3_capture_uses_up_one_henchman_per_piece() {
    let capture = |g: &mut Gest, at: &str| {
        play(g, &["single", "plot capture", &format!("space {at}")]);
    };
    // A Merry Man uses up the one Henchman: Robin Hood stays.
    let mut g = plots(SHERIFF);
    g.put_henchmen(Sp::Blyth, 1)
        .put_men(Sp::Blyth, 0, 1)
        .put_robin(Robin::Map {
            at: Sp::Blyth,
            hidden: false,
        });
    capture(&mut g, "blyth");
    assert_eq!((g.prison(), g.robin_at()), (1, Some(Sp::Blyth)));
    // Robin Hood uses it up: the Camp stays.
    let mut g = plots(SHERIFF);
    g.put_henchmen(Sp::Blyth, 1)
        .put_camps(Sp::Blyth, 1)
        .put_robin(Robin::Map {
            at: Sp::Blyth,
            hidden: false,
        });
    capture(&mut g, "blyth");
    assert_eq!(g.robin(), Robin::Prison);
    assert_eq!(g.space(Sp::Blyth).camps, 1);
    // A Merry Man uses it up, none left: the Camp stays.
    let mut g = plots(SHERIFF);
    g.put_henchmen(Sp::Blyth, 1)
        .put_men(Sp::Blyth, 0, 1)
        .put_camps(Sp::Blyth, 1);
    capture(&mut g, "blyth");
    assert_eq!((g.prison(), g.space(Sp::Blyth).camps), (1, 1));
    // Two Camps in a Forest, one Henchman: one Camp.
    let mut g = plots(SHERIFF);
    g.put_henchmen(Sp::ShireWood, 1).put_camps(Sp::ShireWood, 2);
    capture(&mut g, "shire_wood");
    assert_eq!(g.space(Sp::ShireWood).camps, 1);
    assert_eq!(g.favour(), 2);
    let mut g = plots(SHERIFF);
    g.put_henchmen(Sp::ShireWood, 2).put_camps(Sp::ShireWood, 2);
    capture(&mut g, "shire_wood");
    assert_eq!(g.space(Sp::ShireWood).camps, 0, "two Henchmen, two Camps");
}

/// 3.2.3: the Merry Men a Rob reveals are logged as revealed, and Robin
/// Hood as himself; when he goes alone, no Merry Man is said to be revealed.
#[test]
fn rule_3_2_3_rob_logs_the_merry_men_it_reveals() {
    let rob = |reveal: &str| {
        let mut g = plots(ROBIN);
        g.put_men(Sp::ShireWood, 2, 0)
            .put_robin(Robin::Map {
                at: Sp::ShireWood,
                hidden: true,
            })
            .top_traveller(Traveller::GuyOfGisborne);
        let from = g.log().len();
        play(
            &mut g,
            &[
                "single",
                "plot rob",
                "space shire_wood",
                "target traveller",
                reveal,
            ],
        );
        logged(&g, from)
            .into_iter()
            .filter_map(|e| match e {
                Event::Revealed { n, robin, .. } => Some((n, robin)),
                _ => None,
            })
            .collect::<Vec<_>>()
    };
    assert_eq!(rob("reveal 2"), [(2, false)]);
    assert_eq!(rob("reveal 0 robin"), [(1, true)]);
    assert_eq!(rob("reveal 1 robin"), [(1, false), (1, true)]);
}

/// 1.9: a face-down Carriage robbed is one of those there, drawn blindly
/// (each kind about as often), turned face up; robbed successfully, it
/// leaves the space for the Used box.
#[test]
fn rule_1_9_a_face_down_carriage_robbed_is_drawn_among_those_there() {
    let mut kinds = [0; 3];
    for seed in 0..40 {
        let mut g = plots(ROBIN);
        g.put_men(Sp::SouthwellForest, 5, 0)
            .put_cart(Sp::SouthwellForest, CartKind::Tallage, false)
            .put_cart(Sp::SouthwellForest, CartKind::Tribute, false)
            .set_seed(seed);
        play(
            &mut g,
            &[
                "single",
                "plot rob",
                "space southwell_forest",
                "target cart",
                "reveal 5",
            ],
        );
        let carts = g.space(Sp::SouthwellForest).carts;
        let used = g.used_carts();
        let kind = CartKind::ALL
            .into_iter()
            .find(|k| used[k.index()] == 1)
            .expect("5 Merry Men rob a Carriage");
        kinds[kind.index()] += 1;
        assert_eq!(used.iter().sum::<u8>(), 1);
        assert_eq!(carts.revealed, [0, 0, 0], "the robbed one left");
        assert_eq!(carts.hidden_total(), 1, "the other stays face down");
        assert_eq!(carts.hidden[kind.index()], 0);
    }
    assert_eq!(kinds[CartKind::Trap.index()], 0);
    assert!(kinds[0] >= 10 && kinds[1] >= 10, "{kinds:?}");
}

/// 3.2.3 with *Fast Carriages* (light): its +1 is added to each Rob's
/// attack; a Rob without it adds nothing.
#[test]
fn rule_3_2_3_rob_adds_the_events_bonus_to_the_attack() {
    let attack = |g: &Gest| match last_roll(g) {
        Event::RobRolled { attack, die, .. } => attack - die,
        _ => unreachable!(),
    };
    let mut g = plots(ROBIN);
    g.put_men(Sp::ShireWood, 2, 0)
        .top_traveller(Traveller::GuyOfGisborne);
    let mut plain = g.clone();
    g.set_card(cards::FAST_CARRIAGES);
    play(
        &mut g,
        &[
            "event",
            "light",
            "done",
            "plot rob",
            "space shire_wood",
            "target traveller",
            "reveal 2",
        ],
    );
    assert_eq!(attack(&g), 3, "2 Merry Men + 1");
    play(
        &mut plain,
        &[
            "single",
            "plot rob",
            "space shire_wood",
            "target traveller",
            "reveal 2",
        ],
    );
    assert_eq!(attack(&plain), 2);
}

/// 3.0: each Plot's chosen space is logged under its own section.
#[test]
fn rule_3_0_each_plot_is_logged_under_its_section() {
    let mut robin = plots(ROBIN);
    robin
        .set_status(Sp::Remston, Status::Revolting)
        .put_men(Sp::ShireWood, 1, 0);
    let mut sheriff = plots(SHERIFF);
    sheriff.put_henchmen(Sp::Blyth, 1).put_men(Sp::Blyth, 1, 1);
    for (g, plot, space, rule) in [
        (&robin, "recruit", "remston", "3.2.1"),
        (&robin, "sneak", "shire_wood", "3.2.2"),
        (&robin, "rob", "shire_wood", "3.2.3"),
        (&sheriff, "hire", "blyth", "3.3.1"),
        (&sheriff, "patrol", "blyth", "3.3.2"),
        (&sheriff, "capture", "blyth", "3.3.3"),
    ] {
        let mut g = g.clone();
        let from = g.log().len();
        play(
            &mut g,
            &["single", &format!("plot {plot}"), &format!("space {space}")],
        );
        let cited: Vec<&str> = g.log()[from..]
            .iter()
            .filter(|e| matches!(e.event, Event::PlotSpace { .. }))
            .map(|e| e.rule.as_str())
            .collect();
        assert_eq!(cited, [rule], "{plot}");
    }
}
