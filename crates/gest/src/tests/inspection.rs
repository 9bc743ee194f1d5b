//! The Royal Inspection round (rule 6.0) and victory (rule 7.0).

use super::*;
use crate::map::Sp;

fn inspection(card: cards::Card) -> Gest {
    let mut g = Gest::blank(5);
    g.set_card(card)
        .set_deck(vec![cards::KING_RICHARDS_RETURN, cards::LITTLE_JOHN]);
    g.set_phase(
        Phase::Eligible { seat: ROBIN },
        vec![Task::Inspection(Insp::Unrest)],
    );
    g
}

#[test]
fn rule_6_1_unrest_shifts_by_submissive_parishes() {
    for (submissive, favour) in [(7, 2), (4, -1), (2, -2), (0, -3)] {
        let mut g = inspection(cards::ROYAL_INSPECTION_A);
        for (i, p) in map::PARISHES.into_iter().enumerate() {
            if i >= submissive {
                g.set_status(p, Status::Revolting);
            }
        }
        g.next();
        assert_eq!(g.favour(), favour, "{submissive} Submissive");
    }
}

#[test]
fn rule_7_0_five_order_at_unrest_wins_for_the_sheriff() {
    let mut g = inspection(cards::ROYAL_INSPECTION_A);
    g.set_favour(4);
    g.next();
    assert_eq!(g.outcome().map(|o| o.winner), Some(SHERIFF));
    assert!(g.legal().is_empty());
}

#[test]
fn rule_7_0_king_richard_decides_by_the_side_of_the_track() {
    let mut g = inspection(cards::KING_RICHARDS_RETURN);
    for p in map::PARISHES {
        g.set_status(p, Status::Revolting);
    }
    g.set_favour(1);
    g.next();
    let o = g.outcome().expect("the game is over");
    assert_eq!((o.winner, o.reason.as_str()), (ROBIN, "king_richard"));
}

#[test]
fn rule_6_2_mischief_pays_forest_camps_and_releases_half_the_prisoners() {
    let mut g = inspection(cards::ROYAL_INSPECTION_A);
    g.put_camps(Sp::ShireWood, 1)
        .put_camps(Sp::SouthwellForest, 1)
        .put_camps(Sp::Blyth, 1)
        .put_prisoners(3)
        .put_robin(Robin::Prison);
    g.next();
    assert_eq!(g.shillings(ROBIN), 7);
    // No Rob possible, Donate impossible: Robin Hood chooses whether to leave Prison.
    assert_eq!(legal(&g), ["remove robin", "done"]);
    let available = g.available().merry_men;
    play(&mut g, &["remove robin"]);
    assert_eq!(g.robin(), Robin::Available);
    assert_eq!(g.prison(), 2);
    assert_eq!(
        g.available().merry_men,
        available + 1,
        "half of four, Robin Hood one"
    );
    // Robin Hood alone with one Merry Man: he is the half; nobody else is
    // released or logged.
    let mut g = inspection(cards::ROYAL_INSPECTION_A);
    g.put_prisoners(1).put_robin(Robin::Prison);
    g.next();
    let logged = g.log().len();
    play(&mut g, &["remove robin"]);
    assert_eq!((g.prison(), g.robin()), (1, Robin::Available));
    assert!(!g.log()[logged..].iter().any(|e| matches!(
        e.event,
        Event::Removed {
            piece: Piece::Revealed,
            ..
        }
    )));
}

/// Royal Inspection A's Mischief offered to Robin Hood under revision
/// `rules`, a Hidden Merry Man in each of three spaces it could rob.
pub(super) fn mischief_in_three_spaces(rules: u8) -> Gest {
    let mut g = inspection(cards::ROYAL_INSPECTION_A);
    g.set_rules(rules)
        .put_men(Sp::ShireWood, 1, 0)
        .put_men(Sp::SouthwellForest, 1, 0)
        .put_men(Sp::Remston, 1, 0)
        .set_seed(3);
    g.next();
    g
}

/// Mischief grants "un singolo Piano di Rapina": one Rob, in a single space,
/// however many spaces could be robbed.
#[test]
fn rule_6_2_mischief_rob_is_a_single_rob_in_one_space() {
    let mut g = mischief_in_three_spaces(RULES);
    assert!(matches!(g.phase(), Phase::PlotMenu(ctx) if ctx.max_spaces == 1));
    play(
        &mut g,
        &[
            "plot rob",
            "space shire_wood",
            "target traveller",
            "reveal 1",
        ],
    );
    if matches!(g.phase(), Phase::Plot(_)) {
        play(&mut g, &["light"]);
    }
    // The Rob is over after one space: on to the Donate step or beyond.
    assert!(!matches!(g.phase(), Phase::Plot(_) | Phase::PlotMenu(_)));
    assert!(!has(&g, "space southwell_forest"));
    assert_eq!(g.hidden_at(Sp::SouthwellForest), 1);
}

#[test]
fn rule_6_3_governance_pays_and_halves_henchmen_in_revolting_parishes() {
    let mut g = inspection(cards::ROYAL_INSPECTION_A);
    g.set_status(Sp::Remston, Status::Revolting)
        .put_henchmen(Sp::Remston, 5)
        .put_men(Sp::Remston, 1, 0)
        .set_status(Sp::Newark, Status::Revolting)
        .put_henchmen(Sp::Newark, 3)
        .put_men(Sp::Newark, 2, 0);
    g.next();
    // Robin Hood may Rob in Mischief; he declines.
    assert!(has(&g, "plot rob"));
    play(&mut g, &["done"]);
    // 5 Submissive Parishes + Nottingham.
    assert_eq!(g.shillings(SHERIFF), 15);
    assert_eq!(g.space(Sp::Remston).henchmen, 3);
    assert_eq!(g.status(Sp::Remston), Some(Status::Submissive));
    assert_eq!(g.space(Sp::Newark).henchmen, 2);
    assert!(g.is_revolting(Sp::Newark));
    assert!(matches!(
        g.phase(),
        Phase::Inspection(Insp::SheriffRedeploy { .. })
    ));
}

#[test]
fn rule_6_4_redeployment_moves_forces_hides_men_and_lets_robin_swap() {
    let mut g = inspection(cards::ROYAL_INSPECTION_A);
    g.set_status(Sp::Bingham, Status::Revolting)
        .put_henchmen(Sp::ShireWood, 1)
        .put_henchmen(Sp::Bingham, 1)
        .put_men(Sp::Bingham, 1, 0)
        .put_men(Sp::Blyth, 0, 1)
        .put_men(Sp::SouthwellForest, 1, 0);
    g.used_carts = [1, 0, 0];
    g.avail.carts[0] -= 1;
    g.next();
    // Mischief: no Rob, no Donate.
    play(&mut g, &["done", "done"]);
    assert!(!has(&g, "done"), "Henchmen must leave Forests");
    let offers = |g: &Gest, prefix: &str| legal(g).iter().any(|a| a.starts_with(prefix));
    let nottingham = g.space(Sp::Nottingham).henchmen;
    play(
        &mut g,
        &[
            "move henchman shire_wood nottingham",
            "move henchman bingham blyth",
        ],
    );
    assert_eq!(g.space(Sp::ShireWood).henchmen, 0);
    assert_eq!(g.space(Sp::Nottingham).henchmen, nottingham + 1);
    assert_eq!(g.space(Sp::Blyth).henchmen, 1);
    assert!(!offers(&g, "move henchman blyth"), "a Henchman moves once");
    play(&mut g, &["done"]);
    assert_eq!(g.available().carts, [2, 2, 2]);
    assert_eq!(g.hidden_at(Sp::Blyth), 1, "all Merry Men flipped Hidden");
    assert!(!has(&g, "done"), "Merry Men must leave Submissive Blyth");
    play(&mut g, &["move hidden blyth shire_wood"]);
    assert!(
        !offers(&g, "move hidden shire_wood"),
        "a Merry Man moves once"
    );
    play(&mut g, &["done"]);
    // Robin Hood was Available: he goes to a Forest, then may swap.
    play(&mut g, &["robin southwell_forest"]);
    assert!(has(&g, "swap shire_wood hidden"));
    let (shire, southwell) = (
        g.space(Sp::ShireWood).hidden,
        g.space(Sp::SouthwellForest).hidden,
    );
    play(&mut g, &["swap shire_wood hidden"]);
    assert_eq!(g.robin_at(), Some(Sp::ShireWood));
    assert_eq!(
        (
            g.space(Sp::ShireWood).hidden,
            g.space(Sp::SouthwellForest).hidden
        ),
        (shire - 1, southwell + 1),
        "the Merry Man takes Robin Hood's place"
    );
    assert!(g.view(Viewer::Seat(SHERIFF)).robin.is_none());
    // Reset: Robin Hood First Eligible, next Ballad's card drawn.
    assert_eq!(g.ballad(), 2);
    assert_eq!(g.eligible(), [ROBIN, SHERIFF]);
    assert_eq!(g.card(), Some(cards::LITTLE_JOHN));
    assert!(!public_log(&g).contains("robin_is"));
}

#[test]
fn rule_6_5_reset_shuffles_the_traveller_discard_back() {
    let mut g = inspection(cards::ROYAL_INSPECTION_B);
    let t = g.travellers.pop().unwrap();
    g.traveller_discard.push(t);
    g.eligible = [SHERIFF, ROBIN];
    g.put_robin(Robin::Prison);
    g.next();
    // Nothing to Rob, Donate, release or move: straight through to Reset.
    while !matches!(g.phase(), Phase::Eligible { .. }) {
        play(&mut g, &["done"]);
    }
    assert_eq!(g.travellers().len(), 10);
    assert!(g.traveller_discard().is_empty());
    assert_eq!(g.eligible(), [ROBIN, SHERIFF]);
}

/// Rule 6.4: "if Robin Hood is in Available, place him in a Forest". While
/// the Sheriff could not tell whether he was there (3.2.1), this step settles
/// Rules 1.5.2 and 3.2.1: the Sheriff cannot tell whether Robin Hood is in
/// Available only while the box holds a cylinder (Robin Hood's own counts):
/// hidden on the map with the box empty, he is not in doubt; with one Merry
/// Man there he is; in the box himself, alone, he is.
#[test]
fn rule_1_5_2_robin_in_doubt_only_while_available_holds_a_cylinder() {
    let mut g = inspection(cards::ROYAL_INSPECTION_A);
    g.put_robin(Robin::Map {
        at: Sp::Remston,
        hidden: true,
    });
    g.robin_doubt = true;
    g.avail.merry_men = 0;
    assert!(!g.robin_in_doubt(), "the box is empty");
    g.avail.merry_men = 1;
    assert!(g.robin_in_doubt(), "one Merry Man in the box");
    g.put_robin(Robin::Available);
    g.avail.merry_men = 0;
    assert!(g.robin_in_doubt(), "Robin Hood alone in the box");
}

/// it for everyone.
#[test]
fn rule_6_4_redeployment_settles_whether_robin_hood_was_in_available() {
    for in_box in [true, false] {
        let mut g = inspection(cards::ROYAL_INSPECTION_A);
        g.put_men(Sp::ShireWood, 1, 0)
            .put_men(Sp::Remston, 1, 0)
            .set_status(Sp::Remston, Status::Revolting);
        if !in_box {
            g.put_robin(Robin::Map {
                at: Sp::Remston,
                hidden: true,
            });
        }
        g.robin_doubt = true;
        assert!(g.robin_in_doubt());
        g.next();
        // Mischief: no Rob; Redeployment: the Sheriff has nothing to move.
        play(&mut g, &["done", "done"]);
        let v = g.view(Viewer::Seat(SHERIFF));
        assert!(v.robin.is_none() && v.robin_in_doubt, "still unseen");
        // Robin Hood's Merry Men stay; then the step that settles it.
        play(&mut g, &["done"]);
        assert!(
            !g.robin_in_doubt(),
            "{in_box} {:?} {:?}",
            g.phase(),
            legal(&g)
        );
        if in_box {
            assert!(matches!(g.phase(), Phase::Inspection(Insp::PlaceRobin)));
            assert_eq!(g.view(Viewer::Seat(SHERIFF)).robin, Some(Robin::Available));
            play(&mut g, &["robin southwell_forest"]);
        }
        assert!(matches!(g.phase(), Phase::Inspection(Insp::Swap)));
        assert!(g.view(Viewer::Seat(SHERIFF)).robin.is_none());
    }
}

/// Rule 6.0: the log names each phase of the Royal Inspection round as it
/// begins, in the rulebook's order.
#[test]
fn rule_6_0_the_log_names_each_phase_of_the_round() {
    let mut g = inspection(cards::ROYAL_INSPECTION_A);
    g.next();
    for _ in 0..40 {
        if !matches!(g.phase(), Phase::Inspection(_)) {
            break;
        }
        let legal = legal(&g);
        let a = legal
            .iter()
            .find(|a| *a == "done")
            .unwrap_or(&legal[0])
            .clone();
        play(&mut g, &[a.as_str()]);
    }
    let phases: Vec<&str> = g
        .log()
        .iter()
        .filter_map(|e| match &e.event {
            Event::Inspection { phase } => Some(phase.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        phases,
        ["unrest", "mischief", "governance", "redeployment", "reset"]
    );
}

/// Rule 6.4: Merry Men redeploy to a Forest or to a Parish with a Camp
/// (even a Submissive one), never to a Parish without one nor to
/// Nottingham.
#[test]
fn rule_6_4_merry_men_redeploy_to_forests_or_parishes_with_a_camp() {
    let mut g = inspection(cards::ROYAL_INSPECTION_A);
    g.put_men(Sp::Blyth, 1, 0)
        .put_camps(Sp::Retford, 1)
        .put_robin(Robin::Prison);
    g.next();
    for _ in 0..10 {
        if matches!(g.phase(), Phase::Inspection(Insp::RobinRedeploy { .. })) {
            break;
        }
        play(&mut g, &["done"]);
    }
    let mut to: Vec<String> = legal(&g)
        .into_iter()
        .filter_map(|a| a.strip_prefix("move hidden blyth ").map(String::from))
        .collect();
    to.sort();
    assert_eq!(to, ["retford", "shire_wood", "southwell_forest"]);
}
