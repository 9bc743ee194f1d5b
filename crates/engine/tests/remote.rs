//! Two devices playing the toy race through links: the whole exchange, and
//! every link a device must refuse without changing what it holds.

mod race;

use race::*;
use sherwood_engine::remote::{
    self, full_link, open_full, random_text, turn_link, Held, Invitation, Link, LinkError, Opened,
};
use sherwood_engine::{DynMatch, Game, Match, SaveFile, Viewer};

fn invite(host: u8) -> Invitation {
    Invitation::host(
        random_text(&[9; 9]),
        "race",
        serde_json::json!({"target": 12}),
        host,
        "Ann",
        random_text(&[1; 16]),
    )
}

/// The host invites (playing `host`), the guest accepts, the host opens the
/// answer: both hold their invitation, the host its game.
fn begin(host: u8) -> (SaveFile, Invitation) {
    let inv = invite(host);
    let guest = Invitation::accept(&inv.link(), "Bob", random_text(&[2; 16])).unwrap();
    let (game, opened) = remote::open::<Race>(Held::Invitation(&inv), &guest.link()).unwrap();
    assert_eq!(opened, Opened { from: 0, moves: 0 });
    (game, guest)
}

/// `save` with `moves` played on its device (a pass only if the game is
/// not over).
fn play_on(save: &SaveFile, moves: &[&str]) -> SaveFile {
    let mut m = Match::<Race>::load(save).unwrap();
    for mv in moves {
        if *mv == "pass" && m.game().to_move().is_none() {
            break;
        }
        play(&mut m, &[mv]);
    }
    m.save()
}

fn open(save: &SaveFile, link: &Link) -> Result<(SaveFile, Opened), LinkError> {
    remote::open::<Race>(Held::Game(save), link)
}

#[test]
fn two_devices_play_a_whole_game_through_links() {
    let (mut ann, guest) = begin(0);
    assert_eq!(ann.meta.names, ["Ann", "Bob"]);
    assert_eq!(ann.meta.players, ["human", "remote"]);
    // The host moves first: its first link starts the guest's game.
    ann = play_on(&ann, &["add 2", "pass"]);
    let link = turn_link(&ann).unwrap();
    let (mut bob, opened) = remote::open::<Race>(Held::Invitation(&guest), &link).unwrap();
    assert_eq!(opened, Opened { from: 0, moves: 2 });
    assert_eq!(bob.seed, ann.seed);
    assert_eq!(bob.meta.players, ["remote", "human"]);
    assert_eq!(bob.meta.remote.as_ref().unwrap().me, 1);
    // Turn after turn, until someone wins.
    let mut turn = 0;
    loop {
        let (sender, receiver) = if turn % 2 == 0 {
            (&mut bob, &mut ann)
        } else {
            (&mut ann, &mut bob)
        };
        *sender = play_on(sender, &["add 2", "pass"]);
        let link = turn_link(sender).unwrap();
        let before = receiver.actions.len();
        let (after, opened) = open(receiver, &link).unwrap();
        assert_eq!(opened.from, before);
        assert_eq!(after.actions, sender.actions);
        assert_eq!(after.check, sender.check);
        let r = after.meta.remote.as_ref().unwrap();
        assert_eq!((r.seen, r.shared), (before, after.actions.len()));
        *receiver = after;
        if receiver.status.as_ref().unwrap().winner.is_some() {
            break;
        }
        turn += 1;
        assert!(turn < 20);
    }
    // Ann moved first and reached 12 first.
    assert_eq!(ann.status.as_ref().unwrap().winner, Some(0));
}

#[test]
fn the_guest_moves_first_after_the_hosts_start_link() {
    let (ann, guest) = begin(1);
    // The host has nothing to play: its link only reveals its secret.
    let start = turn_link(&ann).unwrap();
    let Link::Turn(t) = &start else { panic!() };
    assert!(t.moves.is_empty() && t.reveal.is_some());
    let (bob, _) = remote::open::<Race>(Held::Invitation(&guest), &start).unwrap();
    assert_eq!(bob.seed, ann.seed);
    assert_eq!(open(&bob, &start), Err(LinkError::AlreadyOpened));
    let bob = play_on(&bob, &["roll", "pass"]);
    let Link::Turn(t) = turn_link(&bob).unwrap() else {
        panic!()
    };
    // The guest's links never carry a secret.
    assert!(t.reveal.is_none());
    let (ann, _) = open(&ann, &Link::Turn(t)).unwrap();
    assert_eq!(ann.actions, bob.actions);
}

#[test]
fn neither_player_chooses_the_seed() {
    let inv = invite(0);
    let answer = |b: u8| Invitation::accept(&inv.link(), "Bob", random_text(&[b; 16])).unwrap();
    let seeds: Vec<u64> = [2, 3]
        .map(|b| {
            remote::open::<Race>(Held::Invitation(&inv), &answer(b).link())
                .unwrap()
                .0
                .seed
        })
        .into();
    assert_ne!(seeds[0], seeds[1], "the guest's half changes the seed");
    // The invitation carries a commitment, not the secret.
    let Link::Invite { commit, .. } = inv.link() else {
        panic!()
    };
    assert!(!inv.link().payload().contains(inv.secret.as_ref().unwrap()));
    assert_eq!(commit, remote::commitment(inv.secret.as_ref().unwrap()));
    // A host that reveals another secret than it committed to is caught.
    let (ann, guest) = begin(0);
    let ann = play_on(&ann, &["add 1", "pass"]);
    let Link::Turn(mut t) = turn_link(&ann).unwrap() else {
        panic!()
    };
    t.reveal = Some(random_text(&[5; 16]));
    assert_eq!(
        remote::open::<Race>(Held::Invitation(&guest), &Link::Turn(t.clone())),
        Err(LinkError::BadReveal)
    );
    t.reveal = None;
    assert_eq!(
        remote::open::<Race>(Held::Invitation(&guest), &Link::Turn(t)),
        Err(LinkError::BadReveal)
    );
}

/// Ann and Bob after Ann's first turn (opened by Bob) and Bob's (not yet
/// opened by Ann), with Bob's link.
fn midgame() -> (SaveFile, SaveFile, Link) {
    let (ann, guest) = begin(0);
    let ann = play_on(&ann, &["add 2", "pass"]);
    let (bob, _) =
        remote::open::<Race>(Held::Invitation(&guest), &turn_link(&ann).unwrap()).unwrap();
    let bob = play_on(&bob, &["add 1", "pass"]);
    let link = turn_link(&bob).unwrap();
    (ann, bob, link)
}

fn turn_of(link: &Link) -> remote::Turn {
    match link {
        Link::Turn(t) => t.clone(),
        _ => panic!("not a turn link"),
    }
}

#[test]
fn a_link_opened_twice_or_by_its_sender_changes_nothing() {
    let (ann, bob, link) = midgame();
    let (ann2, _) = open(&ann, &link).unwrap();
    assert_eq!(open(&ann2, &link), Err(LinkError::AlreadyOpened));
    // A later link, opened twice once more moves came after it.
    let ann3 = play_on(&ann2, &["add 1", "pass"]);
    let (bob2, _) = open(&bob, &turn_link(&ann3).unwrap()).unwrap();
    let later = turn_link(&play_on(&bob2, &["add 2", "pass"])).unwrap();
    let (ann4, _) = open(&ann3, &later).unwrap();
    let ann5 = play_on(&ann4, &["add 1", "pass"]);
    assert_eq!(open(&ann5, &later), Err(LinkError::AlreadyOpened));
    assert_eq!(open(&bob, &link), Err(LinkError::OwnLink));
    // This game's invitation is past; another game's is not for here.
    assert_eq!(
        open(&ann, &invite(0).link()),
        Err(LinkError::AlreadyStarted)
    );
    let mut other = invite(0);
    other.id = random_text(&[4; 9]);
    assert_eq!(open(&ann, &other.link()), Err(LinkError::OtherGame));
}

#[test]
fn a_link_out_of_order_says_which_is_missing() {
    let (ann, bob, first) = midgame();
    let (ann, _) = open(&ann, &first).unwrap();
    let ann = play_on(&ann, &["add 1", "pass"]);
    let (bob, _) = open(&bob, &turn_link(&ann).unwrap()).unwrap();
    let bob = play_on(&bob, &["add 1", "pass"]);
    let second = turn_link(&bob).unwrap();
    // Ann's device as it was before Bob's first link.
    let (older, _, _) = midgame();
    assert_eq!(
        open(&older, &second),
        Err(LinkError::Missing { at: 6, have: 2 })
    );
}

#[test]
fn a_link_for_another_game_is_refused() {
    let (ann, _, link) = midgame();
    let mut t = turn_of(&link);
    t.id = random_text(&[8; 9]);
    assert_eq!(open(&ann, &Link::Turn(t)), Err(LinkError::OtherGame));
}

#[test]
fn a_move_for_the_wrong_side_or_an_illegal_one_is_refused() {
    let (ann, _, link) = midgame();
    // Bob's link carries a move of Ann's seat after his pass.
    let mut t = turn_of(&link);
    t.moves.push("add 1".into());
    assert_eq!(
        open(&ann, &Link::Turn(t)),
        Err(LinkError::NotTheirMove {
            index: 4,
            text: "add 1".into()
        })
    );
    let mut t = turn_of(&link);
    t.moves[0] = "add 7".into();
    assert!(matches!(
        open(&ann, &Link::Turn(t)),
        Err(LinkError::Illegal { index: 2, .. })
    ));
    let mut t = turn_of(&link);
    t.moves[0] = "jump".into();
    assert!(matches!(
        open(&ann, &Link::Turn(t)),
        Err(LinkError::Illegal { index: 2, .. })
    ));
}

#[test]
fn a_turn_that_is_not_done_is_refused() {
    let (ann, _, link) = midgame();
    let mut t = turn_of(&link);
    t.moves.pop();
    // Made honestly by a device whose player had not passed yet.
    let all: Vec<String> = ann.actions.iter().chain(&t.moves).cloned().collect();
    t.check = remote::history_check(&t.id, ann.seed, &all);
    assert_eq!(open(&ann, &Link::Turn(t)), Err(LinkError::Unfinished));
}

#[test]
fn copies_that_forked_are_told_apart() {
    let (ann, bob, link) = midgame();
    // Bob's history check does not cover what Ann holds: Ann took back and
    // replayed her first turn differently after sending it.
    let mut forked = ann.clone();
    forked.actions = vec!["add 1".into(), "pass".into()];
    forked.check.clear();
    let forked = Match::<Race>::load(&forked).unwrap().save();
    assert_eq!(open(&forked, &link), Err(LinkError::Forked));
    // A link whose moves Ann has, with another history, is no repeat.
    let (ann2, _) = open(&ann, &link).unwrap();
    let mut t = turn_of(&link);
    t.check = turn_of(&turn_link(&ann).unwrap()).check;
    assert_eq!(open(&ann2, &Link::Turn(t)), Err(LinkError::Forked));
    // Bob's own copy forked the other way: he holds moves Ann never sent.
    let mut other = bob.clone();
    other.actions[0] = "add 1".into();
    other.check.clear();
    let other = Match::<Race>::load(&other).unwrap().save();
    let ann3 = play_on(&ann2, &["add 1", "pass"]);
    assert_eq!(
        open(&other, &turn_link(&ann3).unwrap()),
        Err(LinkError::Forked)
    );
}

#[test]
fn two_builds_that_play_a_move_differently_are_told_apart() {
    let (ann, _, link) = midgame();
    let mut t = turn_of(&link);
    let (version, _) = t.position.split_once(':').unwrap();
    t.position = format!("{version}:0000000000000000");
    assert_eq!(
        open(&ann, &Link::Turn(t.clone())),
        Err(LinkError::RulesDiffer)
    );
    // A check in another wording is not compared.
    t.position = "999:0000000000000000".into();
    assert!(open(&ann, &Link::Turn(t)).is_ok());
}

#[test]
fn a_full_link_gives_a_lost_copy_back() {
    let (ann, bob, link) = midgame();
    let (ann, _) = open(&ann, &link).unwrap();
    let full = full_link(&ann).unwrap();
    let Link::Full(f) = Link::parse(&full.url("https://x.org/")).unwrap() else {
        panic!()
    };
    let lost = open_full::<Race>(&f).unwrap();
    assert_eq!(lost.actions, bob.actions);
    assert_eq!(lost.seed, bob.seed);
    let r = lost.meta.remote.as_ref().unwrap();
    assert_eq!((r.me, r.shared), (1, bob.actions.len()));
    // Either device makes one for the other.
    let Link::Full(back) = full_link(&bob).unwrap() else {
        panic!()
    };
    assert_eq!(back.to, 0);
    let annes = open_full::<Race>(&back).unwrap();
    assert_eq!(annes.meta.remote.as_ref().unwrap().me, 0);
    assert_eq!(annes.meta.players, ["human", "remote"]);
    // Its moves were checked: a changed move breaks the history check.
    let mut bad = f.clone();
    bad.moves[0] = "add 1".into();
    assert_eq!(open_full::<Race>(&bad), Err(LinkError::NotALink));
}

#[test]
fn each_device_sees_only_its_own_seat() {
    let (ann, bob, _) = midgame();
    let a = Match::<Race>::load(&ann).unwrap();
    let b = Match::<Race>::load(&bob).unwrap();
    assert_eq!(a.seed(), b.seed());
    assert_eq!(ann.meta.remote.as_ref().unwrap().me, 0);
    let me = |s: &SaveFile| Viewer::Seat(s.meta.remote.as_ref().unwrap().me);
    assert_ne!(
        serde_json::to_string(&a.view_json(me(&ann))).unwrap(),
        serde_json::to_string(&b.view_json(me(&bob))).unwrap()
    );
}

#[test]
fn undo_never_takes_back_what_the_friend_has_or_was_sent() {
    let (ann, bob, link) = midgame();
    let (ann, _) = open(&ann, &link).unwrap();
    // Bob's moves came by link: Ann cannot take them back.
    let mut m = Match::<Race>::load(&ann).unwrap();
    assert!(!m.can_undo());
    m.apply_text("add 1").unwrap();
    assert!(m.can_undo());
    // Once her move is in a link she sent, neither.
    m.meta.remote.as_mut().unwrap().sent = m.actions().len();
    let sent = Match::<Race>::load(&m.save()).unwrap();
    assert!(!sent.can_undo());
    m.fence();
    assert!(!m.can_undo());
    // Reopened before it was sent, it may still be taken back.
    let mut unsent = m.save();
    unsent.meta.remote.as_mut().unwrap().sent = 0;
    assert!(Match::<Race>::load(&unsent).unwrap().can_undo());
    drop(bob);
}
