//! A Gest of Robin Hood's words on the table: spaces, cards, Travellers, Plots
//! and Deeds, prompts, action labels, log lines, player aids.
//!
//! The words themselves are in the translation tables (`i18n/<lang>/gest.txt`
//! and `gest-cards.txt`); this module picks the entry for each fact and fills
//! in its arguments. Every sentence is one template, so each language can
//! order and agree its words as it needs.
//!
//! The English texts are our own condensed wording of the rules (the Italian
//! rulebook is the authority; `shared/games/gest.md` fixes the English names
//! and settles its contradictions). Nothing here decides a rule: the engine
//! does, and these functions only describe what it reports.

// A translation table: each screen uses the entries it needs.
#![allow(dead_code)]

use crate::i18n::{t, tf, tn};
use sherwood_engine::{Seat, Viewer};
use sherwood_gest::cards::{self, Card, CardKind, Side, Traveller};
use sherwood_gest::map::Sp;
use sherwood_gest::{
    Action, CartKind, Choice, Deed, DeedCtx, DeedStep, Dest, Entry, Event, EventState, Insp, Phase,
    Piece, Pile, Plot, PlotCtx, PlotStep, RecruitOpt, RobStep, RobTarget, Status, Step, View,
    GREEN_DIE, ROBIN, SHERIFF, WHITE_DIE,
};

// ---------------------------------------------------------------- names

/// The seat's name inside a sentence: "Robin Hood" or "the Sheriff".
pub fn seat_name(seat: Seat) -> &'static str {
    if seat == SHERIFF {
        t("gest.seat.sheriff")
    } else {
        t("gest.seat.robin")
    }
}

/// The seat's name at the start of a sentence: "Robin Hood" or "The Sheriff".
pub fn seat_title(seat: Seat) -> &'static str {
    if seat == SHERIFF {
        t("gest.seat.sheriff.start")
    } else {
        t("gest.seat.robin.start")
    }
}

pub fn space_name(sp: Sp) -> &'static str {
    match sp {
        Sp::Nottingham => t("gest.space.nottingham"),
        Sp::ShireWood => t("gest.space.shire_wood"),
        Sp::SouthwellForest => t("gest.space.southwell_forest"),
        Sp::Blyth => t("gest.space.blyth"),
        Sp::Retford => t("gest.space.retford"),
        Sp::Tuxford => t("gest.space.tuxford"),
        Sp::Newark => t("gest.space.newark"),
        Sp::Mansfield => t("gest.space.mansfield"),
        Sp::Bingham => t("gest.space.bingham"),
        Sp::Remston => t("gest.space.remston"),
        Sp::OllertonHill => t("gest.space.ollerton_hill"),
    }
}

pub fn plot_name(plot: Plot) -> &'static str {
    match plot {
        Plot::Recruit => t("gest.plot.recruit"),
        Plot::Sneak => t("gest.plot.sneak"),
        Plot::Rob => t("gest.plot.rob"),
        Plot::Hire => t("gest.plot.hire"),
        Plot::Patrol => t("gest.plot.patrol"),
        Plot::Capture => t("gest.plot.capture"),
    }
}

pub fn deed_name(deed: Deed) -> &'static str {
    match deed {
        Deed::Turncoat => t("gest.deed.turncoat"),
        Deed::Donate => t("gest.deed.donate"),
        Deed::Swashbuckle => t("gest.deed.swashbuckle"),
        Deed::Inspire => t("gest.deed.inspire"),
        Deed::Ride => t("gest.deed.ride"),
        Deed::Confiscate => t("gest.deed.confiscate"),
        Deed::Disperse => t("gest.deed.disperse"),
    }
}

/// The boxes of the Initiative track.
pub fn choice_name(choice: Choice) -> &'static str {
    match choice {
        Choice::SinglePlot => t("gest.choice.single_plot"),
        Choice::Event => t("gest.choice.event"),
        Choice::PlotsAndDeeds => t("gest.choice.plots_and_deeds"),
    }
}

/// What each Initiative box lets its taker do (rule 2.3), for a player aid.
pub fn choice_summary(choice: Choice) -> &'static str {
    match choice {
        Choice::SinglePlot => t("gest.choice.single_plot.summary"),
        Choice::Event => t("gest.choice.event.summary"),
        Choice::PlotsAndDeeds => t("gest.choice.plots_and_deeds.summary"),
    }
}

/// Shillings taken by passing into this box (gest.md).
pub fn pass_gain(seat: Seat, choice: Choice) -> i32 {
    if seat == ROBIN {
        1
    } else {
        choice.index() as i32 + 1
    }
}

/// The table entries of a piece kind: `<key>`, `.plural`, `.a`, `.a_start`, `.n`.
fn piece_key(piece: Piece) -> &'static str {
    match piece {
        Piece::Hidden => "gest.piece.hidden",
        Piece::Revealed => "gest.piece.revealed",
        Piece::Robin => "gest.piece.robin",
        Piece::Henchman => "gest.piece.henchman",
        Piece::Camp => "gest.piece.camp",
    }
}

/// Merry Men, Hidden or Revealed.
const MAN: &str = "gest.piece.man";

/// `n` pieces of the kind `key`: with its article for one ("a Henchman", or
/// "A Henchman" to start a sentence), counted otherwise ("3 Henchmen").
fn counted(key: &str, n: u8, start: bool) -> String {
    if n == 1 {
        let form = if start { "a_start" } else { "a" };
        t(&format!("{key}.{form}")).to_string()
    } else {
        tn(&format!("{key}.n"), n.into(), &[])
    }
}

/// A piece kind, singular, without article: "Hidden Merry Man", "Henchman".
pub fn piece_name(piece: Piece) -> &'static str {
    t(piece_key(piece))
}

/// A piece kind, plural: "Hidden Merry Men", "Henchmen".
pub fn piece_plural(piece: Piece) -> &'static str {
    match piece {
        Piece::Robin => t("gest.piece.robin"),
        p => t(&format!("{}.plural", piece_key(p))),
    }
}

/// One piece with its article: "a Hidden Merry Man", "Robin Hood".
pub fn piece_one(piece: Piece) -> &'static str {
    match piece {
        Piece::Robin => t("gest.piece.robin"),
        p => t(&format!("{}.a", piece_key(p))),
    }
}

/// `n` pieces: "a Henchman", "3 Hidden Merry Men".
pub fn pieces(piece: Piece, n: u8) -> String {
    match piece {
        Piece::Robin => t("gest.piece.robin").to_string(),
        p => counted(piece_key(p), n, false),
    }
}

/// `n` pieces to start a sentence: "A Henchman", "3 Hidden Merry Men".
fn pieces_start(piece: Piece, n: u8) -> String {
    match piece {
        Piece::Robin => t("gest.piece.robin").to_string(),
        p => counted(piece_key(p), n, true),
    }
}

/// "1 Merry Man", "3 Merry Men".
fn merry_men(n: u8) -> String {
    tn("gest.piece.man.n", n.into(), &[])
}

pub fn cart_name(kind: CartKind) -> &'static str {
    match kind {
        CartKind::Tallage => t("gest.cart.tallage"),
        CartKind::Tribute => t("gest.cart.tribute"),
        CartKind::Trap => t("gest.cart.trap"),
    }
}

/// A Carriage's name, marked face-down when it has not been turned up.
fn cart_phrase(kind: CartKind, revealed: bool) -> String {
    if revealed {
        cart_name(kind).to_string()
    } else {
        tf("gest.cart.face_down", &[("cart", &cart_name(kind))])
    }
}

/// What a Carriage is worth (rule 1.9), for a player aid.
pub fn cart_summary(kind: CartKind) -> &'static str {
    match kind {
        CartKind::Tallage => t("card.cart.tallage.summary"),
        CartKind::Tribute => t("card.cart.tribute.summary"),
        CartKind::Trap => t("card.cart.trap.summary"),
    }
}

pub fn status_name(status: Status) -> &'static str {
    match status {
        Status::Submissive => t("gest.status.submissive"),
        Status::Revolting => t("gest.status.revolting"),
        Status::Passive => t("gest.status.passive"),
    }
}

pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Light => t("gest.side.light"),
        Side::Dark => t("gest.side.dark"),
    }
}

/// The Royal Favour as the track shows it: negative is Justice, positive Order.
pub fn favour_text(favour: i8) -> String {
    if favour < 0 {
        tf("gest.favour.justice", &[("n", &-i32::from(favour))])
    } else {
        tf("gest.favour.order", &[("n", &favour)])
    }
}

/// "1 Shilling", "3 Shillings".
pub fn shillings(n: i32) -> String {
    tn("gest.shillings", n.into(), &[])
}

/// Items joined as a list that ends with "and": "Blyth, Retford and Tuxford".
pub fn list_and<S: AsRef<str>>(items: &[S]) -> String {
    join(items, "gest.list.last")
}

/// Items joined by commas only: "Recruit, Sneak, Rob".
pub fn list_plain<S: AsRef<str>>(items: &[S]) -> String {
    join(items, "gest.list.sep")
}

fn join<S: AsRef<str>>(items: &[S], last: &str) -> String {
    let mut out = String::new();
    for (i, item) in items.iter().enumerate() {
        let item = item.as_ref();
        out = match i {
            0 => item.to_string(),
            _ if i + 1 == items.len() => tf(last, &[("a", &out), ("b", &item)]),
            _ => tf("gest.list.sep", &[("a", &out), ("b", &item)]),
        };
    }
    out
}

fn list_spaces(spaces: &[Sp]) -> String {
    list_and(&spaces.iter().map(|&s| space_name(s)).collect::<Vec<_>>())
}

// ---------------------------------------------------------------- cards

/// The text of one Event card: `light` is the unshaded side, `dark` the shaded
/// side; `single` is the only text of a Fortune Event, a Royal Inspection or
/// King Richard's Return.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CardText {
    pub light: Option<&'static str>,
    pub dark: Option<&'static str>,
    pub single: Option<&'static str>,
}

pub fn card_title(card: Card) -> &'static str {
    match card {
        30 | 31 => t("card.royal_inspection.title"),
        1..=32 => t(&format!("card.{card}.title")),
        _ => t("card.unknown.title"),
    }
}

/// A note for the card list: who decides and pays on each side.
pub fn event_sides_note() -> &'static str {
    t("card.sides_note")
}

pub fn card_text(card: Card) -> CardText {
    let none = CardText {
        light: None,
        dark: None,
        single: None,
    };
    match card {
        30 | 31 => CardText {
            single: Some(t("card.royal_inspection.text")),
            ..none
        },
        1..=32 if cards::kind(card) == CardKind::Regular => CardText {
            light: Some(t(&format!("card.{card}.light"))),
            dark: Some(t(&format!("card.{card}.dark"))),
            single: None,
        },
        1..=32 => CardText {
            single: Some(t(&format!("card.{card}.text"))),
            ..none
        },
        _ => none,
    }
}

/// The text of one side (or the single text) of a card.
pub fn card_side_text(card: Card, side: Side) -> &'static str {
    let t = card_text(card);
    let text = match side {
        Side::Light => t.light,
        Side::Dark => t.dark,
    };
    text.or(t.single).unwrap_or("")
}

/// The card's kind, as the card list shows it.
pub fn card_kind_name(card: Card) -> &'static str {
    match cards::kind(card) {
        CardKind::Regular => t("card.kind.regular"),
        CardKind::Fortune => t("card.kind.fortune"),
        CardKind::RoyalInspection => t("card.kind.royal_inspection"),
        CardKind::KingRichard => t("card.kind.king_richard"),
    }
}

// ---------------------------------------------------------------- Travellers

/// Every Traveller, in the order of the card list.
pub const TRAVELLERS: [Traveller; 8] = [
    Traveller::RichMerchant,
    Traveller::NobleKnight,
    Traveller::Monks,
    Traveller::ThePotter,
    Traveller::TheMillersSon,
    Traveller::RichardAtTheLea,
    Traveller::BishopOfHereford,
    Traveller::GuyOfGisborne,
];

/// A Traveller's entries in the table: `card.traveller.<id>.…`.
fn traveller_text_of(tr: Traveller, field: &str) -> &'static str {
    use Traveller::*;
    let id = match tr {
        RichMerchant => "rich_merchant",
        NobleKnight => "noble_knight",
        Monks => "monks",
        ThePotter => "the_potter",
        TheMillersSon => "the_millers_son",
        RichardAtTheLea => "richard_at_the_lea",
        BishopOfHereford => "bishop_of_hereford",
        GuyOfGisborne => "guy_of_gisborne",
    };
    t(&format!("card.traveller.{id}.{field}"))
}

pub fn traveller_name(tr: Traveller) -> &'static str {
    traveller_text_of(tr, "name")
}

/// The short name of a Traveller's option (light = the first, dark = the
/// "victim" one). Guy of Gisborne has only the light one.
pub fn traveller_option_name(tr: Traveller, side: Side) -> &'static str {
    match side {
        Side::Dark if tr.has_two_options() => traveller_text_of(tr, "option.dark"),
        _ => traveller_text_of(tr, "option.light"),
    }
}

/// The two options of a Traveller: (light, dark). Guy of Gisborne has a single
/// option, given as the light one, and no dark one.
pub fn traveller_text(tr: Traveller) -> (&'static str, Option<&'static str>) {
    let dark = tr.has_two_options().then(|| traveller_text_of(tr, "dark"));
    (traveller_text_of(tr, "light"), dark)
}

/// How many copies of each Traveller there are, and how they enter play.
pub fn traveller_copies(tr: Traveller) -> &'static str {
    traveller_text_of(tr, "copies")
}

// ---------------------------------------------------------------- player aids

pub fn plot_summary(plot: Plot) -> &'static str {
    match plot {
        Plot::Recruit => t("card.plot.recruit.summary"),
        Plot::Sneak => t("card.plot.sneak.summary"),
        Plot::Rob => t("card.plot.rob.summary"),
        Plot::Hire => t("card.plot.hire.summary"),
        Plot::Patrol => t("card.plot.patrol.summary"),
        Plot::Capture => t("card.plot.capture.summary"),
    }
}

pub fn deed_summary(deed: Deed) -> &'static str {
    match deed {
        Deed::Turncoat => t("card.deed.turncoat.summary"),
        Deed::Donate => t("card.deed.donate.summary"),
        Deed::Swashbuckle => t("card.deed.swashbuckle.summary"),
        Deed::Inspire => t("card.deed.inspire.summary"),
        Deed::Ride => t("card.deed.ride.summary"),
        Deed::Confiscate => t("card.deed.confiscate.summary"),
        Deed::Disperse => t("card.deed.disperse.summary"),
    }
}

/// The Royal Inspection round (rule 6.0), phase by phase: title, explanation.
pub fn inspection_steps() -> [(&'static str, &'static str); 5] {
    ["unrest", "mischief", "governance", "redeployment", "reset"].map(|phase| {
        (
            t(&format!("card.inspection.{phase}.title")),
            t(&format!("card.inspection.{phase}.text")),
        )
    })
}

pub fn rob_summary() -> &'static str {
    t("card.rob.summary")
}

/// A die roll or bonus with its sign: "+2", "−1", "0".
fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else if n < 0 {
        format!("−{}", -n)
    } else {
        "0".to_string()
    }
}

/// The six faces of one Rob die, e.g. "−1, −1, 0, +1, +2, +3".
pub fn die_faces(green: bool) -> String {
    let faces = if green { GREEN_DIE } else { WHITE_DIE };
    list_plain(&faces.iter().map(|&f| signed(f)).collect::<Vec<_>>())
}

/// Both Rob dice, where each is rolled and their faces.
pub fn dice_text() -> String {
    tf(
        "card.dice",
        &[("green", &die_faces(true)), ("white", &die_faces(false))],
    )
}

pub fn won_reason(winner: Seat, reason: &str) -> String {
    let o = sherwood_engine::Outcome {
        winner,
        reason: reason.to_string(),
    };
    crate::table::ending_text::<sherwood_gest::Gest>(&o, &Default::default()).unwrap_or_default()
}

/// A die's colour and a Rob's result, for the log and the last-roll line.
pub fn die_colour(green: bool) -> &'static str {
    if green {
        t("gest.die.green")
    } else {
        t("gest.die.white")
    }
}

pub fn rob_result(success: bool) -> &'static str {
    if success {
        t("gest.result.success")
    } else {
        t("gest.result.failure")
    }
}

// ---------------------------------------------------------------- prompts

fn target_name(target: RobTarget) -> String {
    match target {
        RobTarget::Traveller => t("gest.target.traveller").to_string(),
        RobTarget::Treasury => t("gest.target.treasury").to_string(),
        RobTarget::HiddenCart => t("gest.target.hidden_cart").to_string(),
        RobTarget::RevealedCart(k) => tf("gest.target.cart", &[("cart", &cart_name(k))]),
    }
}

/// "a single space" or "up to 3 spaces".
fn reach(max: usize) -> String {
    if max == 1 {
        t("gest.prompt.reach.single").to_string()
    } else {
        tf("gest.prompt.reach.up_to", &[("n", &max)])
    }
}

fn plot_menu_prompt(ctx: &PlotCtx) -> String {
    let names: Vec<&str> = ctx.plots.iter().map(|&p| plot_name(p)).collect();
    let reach = reach(ctx.max_spaces.into());
    let mut s = match names.as_slice() {
        [one] => tf(
            "gest.prompt.plot_menu.one",
            &[("plot", one), ("reach", &reach)],
        ),
        _ => tf(
            "gest.prompt.plot_menu.many",
            &[("plots", &list_plain(&names)), ("reach", &reach)],
        ),
    };
    if ctx.free {
        s = tf("gest.prompt.plot_menu.free", &[("s", &s)]);
    }
    if !ctx.only.is_empty() {
        s = tf(
            "gest.prompt.plot_menu.only",
            &[("s", &s), ("spaces", &list_spaces(&ctx.only))],
        );
    }
    if ctx.revolting_only {
        s = tf("gest.prompt.plot_menu.revolting_only", &[("s", &s)]);
    }
    if ctx.bonus != 0 {
        s = tf(
            "gest.prompt.plot_menu.bonus",
            &[("s", &s), ("bonus", &signed(ctx.bonus.into()))],
        );
    }
    if ctx.then_deed {
        s = tf("gest.prompt.plot_menu.then_deed", &[("s", &s)]);
    }
    if ctx.optional {
        tf("gest.prompt.plot_menu.end_optional", &[("s", &s)])
    } else {
        tf("gest.prompt.plot_menu.end", &[("s", &s)])
    }
}

fn deed_menu_prompt(ctx: &DeedCtx) -> String {
    let names: Vec<&str> = ctx.deeds.iter().map(|&d| deed_name(d)).collect();
    let mut s = match names.as_slice() {
        [one] => tf("gest.prompt.deed_menu.one", &[("deed", one)]),
        _ => tf(
            "gest.prompt.deed_menu.many",
            &[("deeds", &list_plain(&names))],
        ),
    };
    if ctx.deeds.contains(&Deed::Donate) && (ctx.donate_limit != 2 || ctx.donate_cost != 2) {
        let parishes = tn("gest.parishes", ctx.donate_limit.into(), &[]);
        let args: [(&str, &dyn std::fmt::Display); 3] = [
            ("s", &s),
            ("parishes", &parishes),
            ("amount", &shillings(ctx.donate_cost)),
        ];
        s = if names.len() > 1 {
            tf("gest.prompt.deed_menu.donate_among", &args)
        } else {
            tf("gest.prompt.deed_menu.donate", &args)
        };
        if ctx.donate_anywhere {
            s = tf("gest.prompt.deed_menu.anywhere", &[("s", &s)]);
        }
    }
    if ctx.any_man {
        s = tf("gest.prompt.deed_menu.any_man", &[("s", &s)]);
    }
    tf("gest.prompt.deed_menu.end", &[("s", &s)])
}

fn plot_prompt(st: &sherwood_gest::PlotState) -> String {
    let name = plot_name(st.plot);
    match &st.step {
        PlotStep::Pick => {
            let left = (st.ctx.max_spaces as usize).saturating_sub(st.spaces.len());
            let cost = if st.ctx.free { 0 } else { st.plot.cost() };
            let amount = shillings(cost);
            if st.spaces.is_empty() {
                let reach = if left > 1 {
                    reach(left)
                } else {
                    t("gest.prompt.pick.one_space").to_string()
                };
                let args: [(&str, &dyn std::fmt::Display); 3] =
                    [("plot", &name), ("reach", &reach), ("amount", &amount)];
                if cost > 0 {
                    tf("gest.prompt.pick.first_paid", &args)
                } else {
                    tf("gest.prompt.pick.first", &args)
                }
            } else {
                let spaces = list_spaces(&st.spaces);
                let args: [(&str, &dyn std::fmt::Display); 4] = [
                    ("plot", &name),
                    ("spaces", &spaces),
                    ("left", &left),
                    ("amount", &amount),
                ];
                if cost > 0 {
                    tf("gest.prompt.pick.more_paid", &args)
                } else {
                    tf("gest.prompt.pick.more", &args)
                }
            }
        }
        PlotStep::Recruit(s) => tf("gest.prompt.recruit", &[("space", &space_name(*s))]),
        PlotStep::Sneak { from, moves } => tf(
            "gest.prompt.sneak",
            &[("space", &space_name(*from)), ("n", &moves.len())],
        ),
        PlotStep::Hire(s) => tf("gest.prompt.hire", &[("space", &space_name(*s))]),
        PlotStep::Patrol(s) => tf("gest.prompt.patrol", &[("space", &space_name(*s))]),
        PlotStep::Rob(step) => match step {
            RobStep::Target(s) => tf("gest.prompt.rob_target", &[("space", &space_name(*s))]),
            RobStep::Reveal(s, target) => tf(
                "gest.prompt.rob_reveal",
                &[
                    ("target", &target_name(*target)),
                    ("space", &space_name(*s)),
                ],
            ),
            RobStep::Option(att) => match att.traveller {
                Some(tr) => tf(
                    "gest.prompt.rob_option",
                    &[
                        ("traveller", &traveller_name(tr)),
                        ("defence", &tr.defence()),
                    ],
                ),
                None => t("gest.prompt.rob_option_plain").to_string(),
            },
            RobStep::MillersSon(s) => tf("gest.prompt.millers_son", &[("space", &space_name(*s))]),
            RobStep::Potter => t("gest.prompt.potter").to_string(),
        },
    }
}

fn deed_prompt(st: &sherwood_gest::DeedState) -> String {
    let name = deed_name(st.deed);
    match &st.step {
        DeedStep::Pick => match st.deed {
            Deed::Swashbuckle if st.ctx.any_man => t("gest.prompt.swashbuckle_any").to_string(),
            Deed::Swashbuckle => t("gest.prompt.swashbuckle").to_string(),
            Deed::Inspire => t("gest.prompt.inspire").to_string(),
            _ if st.spaces.is_empty() => tf("gest.prompt.deed_first", &[("deed", &name)]),
            _ => tf(
                "gest.prompt.deed_more",
                &[("deed", &name), ("spaces", &list_spaces(&st.spaces))],
            ),
        },
        DeedStep::Ride(s) => tf("gest.prompt.ride", &[("space", &space_name(*s))]),
        DeedStep::Confiscate(s) => tf("gest.prompt.confiscate", &[("space", &space_name(*s))]),
        DeedStep::SwashAny { from, moves } => tf(
            "gest.prompt.swash_any",
            &[("space", &space_name(*from)), ("n", &moves.len())],
        ),
        DeedStep::Disperse { at, removed } => tf(
            "gest.prompt.disperse",
            &[("space", &space_name(*at)), ("n", removed)],
        ),
    }
}

fn event_prompt(es: &EventState) -> String {
    use Side::*;
    let title = card_title(es.card);
    // The card's step says what it asks (crates/gest/src/events/<card>.rs).
    let ask = match es.ask() {
        Some(ask) => {
            let here = es
                .space
                .map(space_name)
                .unwrap_or_else(|| t("gest.prompt.event.here"));
            let amount = shillings(i32::from(ask.n));
            tf(
                ask.key,
                &[("n", &ask.n), ("here", &here), ("amount", &amount)],
            )
        }
        None => card_side_text(es.card, es.side).to_string(),
    };
    let args: [(&str, &dyn std::fmt::Display); 2] = [("title", &title), ("ask", &ask)];
    match (cards::kind(es.card), es.side) {
        (CardKind::Regular, Light) => tf("gest.prompt.event.light", &args),
        (CardKind::Regular, Dark) => tf("gest.prompt.event.dark", &args),
        _ => tf("gest.prompt.event.single", &args),
    }
}

/// Whether the Event waits at the step that asks `key`.
fn asks(es: &EventState, key: &str) -> bool {
    es.ask().is_some_and(|a| a.key == key)
}

fn inspection_prompt(step: &Insp) -> &'static str {
    match step {
        Insp::Unrest => t("gest.prompt.insp.unrest"),
        Insp::Mischief => t("gest.prompt.insp.mischief"),
        Insp::Release => t("gest.prompt.insp.release"),
        Insp::Governance => t("gest.prompt.insp.governance"),
        Insp::SheriffRedeploy { .. } => t("gest.prompt.insp.sheriff_redeploy"),
        Insp::RobinRedeploy { .. } => t("gest.prompt.insp.robin_redeploy"),
        Insp::PlaceRobin => t("gest.prompt.insp.place_robin"),
        Insp::Swap => t("gest.prompt.insp.swap"),
        Insp::Reset => t("gest.prompt.insp.reset"),
    }
}

/// The line for the seat that waits: what the other is about to do.
fn waiting_text(p: &sherwood_gest::Prompt, seat: Seat) -> String {
    let who: &dyn std::fmt::Display = &seat_name(seat);
    // A Plot or Deed under way is named, with the spaces chosen so far.
    let named = p.deed.map(deed_name).or_else(|| p.plot.map(plot_name));
    if let Some(name) = named {
        return if p.spaces.is_empty() {
            tf("gest.wait.named", &[("who", who), ("name", &name)])
        } else {
            tf(
                "gest.wait.named_in",
                &[
                    ("who", who),
                    ("name", &name),
                    ("spaces", &list_spaces(&p.spaces)),
                ],
            )
        };
    }
    let args = [("who", who)];
    match p.step {
        Step::Setup => tf("gest.wait.setup", &args),
        Step::Carriages => tf("gest.wait.carriages", &args),
        Step::Eligible => tf("gest.wait.eligible", &args),
        Step::EventSide => tf("gest.wait.event_side", &args),
        Step::PlotMenu => tf("gest.wait.plot_menu", &args),
        Step::Plot => tf("gest.wait.plot", &args),
        Step::DeedMenu => tf("gest.wait.deed_menu", &args),
        Step::Deed => tf("gest.wait.deed", &args),
        Step::Event => tf("gest.wait.event", &args),
        Step::Inspection => tf("gest.wait.inspection", &args),
        Step::Over => tf("gest.wait.other", &args),
    }
}

fn game_over(o: &sherwood_engine::Outcome) -> String {
    tf(
        "gest.prompt.over",
        &[
            ("who", &seat_name(o.winner)),
            ("reason", &won_reason(o.winner, &o.reason)),
        ],
    )
}

/// What the seat to move is asked to do now (the full question for that
/// seat's own view, a short waiting line for anyone else).
pub fn prompt_text(view: &View) -> String {
    let p = &view.prompt;
    if p.step == Step::Over {
        return match &p.outcome {
            Some(o) => game_over(o),
            None => t("gest.prompt.over_plain").to_string(),
        };
    }
    let Some(seat) = p.seat else {
        return t("gest.prompt.nothing").to_string();
    };
    let mine = view.viewer == Viewer::Seat(seat);
    let Some(detail) = view.detail.as_ref().filter(|_| mine) else {
        return waiting_text(p, seat);
    };
    match detail {
        Phase::SetupRobin => t("gest.prompt.setup_robin").to_string(),
        Phase::SetupMen { left } => tf("gest.prompt.setup_men", &[("left", left)]),
        Phase::Carriages { left, .. } => {
            if *left == 1 {
                t("gest.prompt.carriages_one").to_string()
            } else {
                tf("gest.prompt.carriages_many", &[("n", left)])
            }
        }
        Phase::Eligible { seat } => {
            let first = view.eligible[0] == *seat;
            match view.card.map(card_title) {
                Some(card) => {
                    let args: [(&str, &dyn std::fmt::Display); 1] = [("card", &card)];
                    if first {
                        tf("gest.prompt.eligible.first_card", &args)
                    } else {
                        tf("gest.prompt.eligible.second_card", &args)
                    }
                }
                None if first => t("gest.prompt.eligible.first").to_string(),
                None => t("gest.prompt.eligible.second").to_string(),
            }
        }
        Phase::EventSide { .. } => match view.card {
            Some(c) => tf("gest.prompt.event_side", &[("card", &card_title(c))]),
            None => t("gest.prompt.event_side_plain").to_string(),
        },
        Phase::PlotMenu(ctx) => plot_menu_prompt(ctx),
        Phase::Plot(st) => plot_prompt(st),
        Phase::DeedMenu(ctx) => deed_menu_prompt(ctx),
        Phase::Deed(st) => deed_prompt(st),
        Phase::Event(es) => event_prompt(es),
        Phase::Inspection(step) => inspection_prompt(step).to_string(),
        Phase::Over(o) => game_over(o),
    }
}

// ---------------------------------------------------------------- actions

fn cart_label(from: Sp, kind: CartKind, revealed: bool, escort: bool) -> String {
    let cart = cart_phrase(kind, revealed);
    let s = match from.road_next() {
        Some(to) => tf(
            "gest.action.cart_move",
            &[
                ("cart", &cart),
                ("from", &space_name(from)),
                ("to", &space_name(to)),
            ],
        ),
        None => tf(
            "gest.action.cart_at",
            &[("cart", &cart), ("from", &space_name(from))],
        ),
    };
    if escort {
        tf("gest.action.with_escort", &[("s", &s)])
    } else {
        s
    }
}

/// A short button label for an action, without context.
pub fn action_label(action: &Action) -> String {
    match action {
        Action::Robin(sp) => tf("gest.action.place_robin", &[("space", &space_name(*sp))]),
        Action::Man(sp) => tf("gest.action.place_man", &[("space", &space_name(*sp))]),
        Action::Cart {
            from,
            kind,
            revealed,
            escort,
        } => cart_label(*from, *kind, *revealed, *escort),
        Action::Choose(c) => choice_name(*c).to_string(),
        Action::Pass(c) => tf("gest.action.pass", &[("choice", &choice_name(*c))]),
        Action::Side(s) => match s {
            Side::Light => t("gest.action.light").to_string(),
            Side::Dark => t("gest.action.dark").to_string(),
        },
        Action::Plot(p) => plot_name(*p).to_string(),
        Action::Deed(d) => deed_name(*d).to_string(),
        Action::Space(sp) => tf("gest.action.choose_space", &[("space", &space_name(*sp))]),
        Action::Recruit(o) => match o {
            RecruitOpt::Man => t("gest.action.recruit_man").to_string(),
            RecruitOpt::Two => t("gest.action.recruit_two").to_string(),
            RecruitOpt::Camp(p) => tf("gest.action.recruit_camp", &[("piece", &piece_one(*p))]),
            RecruitOpt::Hide => t("gest.action.recruit_hide").to_string(),
            RecruitOpt::Robin => t("gest.action.recruit_robin").to_string(),
            RecruitOpt::TwoRobin => t("gest.action.recruit_two_robin").to_string(),
        },
        Action::Send(p, to) => tf(
            "gest.action.send",
            &[("piece", &piece_one(*p)), ("to", &space_name(*to))],
        ),
        Action::Move(p, from, to) => tf(
            "gest.action.move",
            &[
                ("piece", &piece_one(*p)),
                ("from", &space_name(*from)),
                ("to", &space_name(*to)),
            ],
        ),
        Action::Target(target) => tf("gest.action.rob", &[("target", &target_name(*target))]),
        Action::Reveal { men, robin } => match (men, robin) {
            (0, true) => t("gest.action.reveal_robin").to_string(),
            (n, true) => tf(
                "gest.action.reveal_men_and_robin",
                &[("men", &merry_men(*n))],
            ),
            (n, false) => tf("gest.action.reveal_men", &[("men", &merry_men(*n))]),
        },
        Action::Count(n) => n.to_string(),
        Action::Kind(k) => cart_name(*k).to_string(),
        Action::Remove(p) => tf("gest.action.remove", &[("piece", &piece_one(*p))]),
        Action::Swash { robin, other } => match other {
            None => tf("gest.action.swash", &[("to", &space_name(*robin))]),
            Some((p, to)) => tf(
                "gest.action.swash_with",
                &[
                    ("to", &space_name(*robin)),
                    ("piece", &piece_one(*p)),
                    ("other", &space_name(*to)),
                ],
            ),
        },
        Action::Pick(sp, p) => tf(
            "gest.action.pick",
            &[("piece", &piece_one(*p)), ("space", &space_name(*sp))],
        ),
        Action::Yes => t("gest.action.yes").to_string(),
        Action::Gain => t("gest.action.gain").to_string(),
        Action::Swap(sp, p) => tf(
            "gest.action.swap",
            &[("piece", &piece_one(*p)), ("space", &space_name(*sp))],
        ),
        Action::Done => t("gest.action.done").to_string(),
    }
}

/// A button label that uses what the viewer knows of the current step (how
/// many Shillings a pass brings, what a number or a side means here). Falls
/// back on [`action_label`].
pub fn action_label_in(view: &View, action: &Action) -> String {
    use cards::*;
    let detail = view.detail.as_ref();
    let henchmen = |n: u8| pieces(Piece::Henchman, n);
    match (detail, action) {
        (Some(Phase::Eligible { seat }), Action::Pass(c)) => tf(
            "gest.action.pass_gain",
            &[
                ("choice", &choice_name(*c)),
                ("amount", &shillings(pass_gain(*seat, *c))),
            ],
        ),
        (Some(Phase::EventSide { .. }), Action::Side(s)) => match view.card {
            Some(c) => {
                let text = card_side_text(c, *s);
                match s {
                    Side::Light => tf("gest.action.light_text", &[("text", &text)]),
                    Side::Dark => tf("gest.action.dark_text", &[("text", &text)]),
                }
            }
            None => action_label(action),
        },
        (Some(Phase::Plot(st)), Action::Side(s)) => match &st.step {
            PlotStep::Rob(RobStep::Option(att)) => match att.traveller {
                Some(tr) => traveller_option_name(tr, *s).to_string(),
                None => action_label(action),
            },
            _ => action_label(action),
        },
        (Some(Phase::Plot(st)), Action::Count(n)) if st.plot == Plot::Hire => {
            tf("gest.action.place", &[("what", &henchmen(*n))])
        }
        (Some(Phase::Deed(st)), Action::Count(n)) if st.deed == Deed::Ride => {
            tf("gest.action.ride", &[("what", &henchmen(*n))])
        }
        (Some(Phase::Deed(st)), Action::Kind(k)) if st.deed == Deed::Confiscate => {
            tf("gest.action.place_cart", &[("cart", &cart_name(*k))])
        }
        (Some(Phase::Deed(st)), Action::Robin(sp)) if st.deed == Deed::Turncoat => tf(
            "gest.action.robin_as_recruit",
            &[("space", &space_name(*sp))],
        ),
        (
            Some(Phase::Plot(sherwood_gest::PlotState {
                step: PlotStep::Rob(RobStep::MillersSon(_)),
                ..
            })),
            Action::Robin(sp),
        ) => tf(
            "gest.action.robin_as_recruit",
            &[("space", &space_name(*sp))],
        ),
        (Some(Phase::Deed(st)), Action::Pick(sp, p)) if st.deed == Deed::Inspire => tf(
            "gest.action.inspire",
            &[("piece", &piece_one(*p)), ("space", &space_name(*sp))],
        ),
        (Some(Phase::Inspection(Insp::Release)), Action::Remove(Piece::Robin)) => {
            t("gest.action.free_robin").to_string()
        }
        (Some(Phase::Inspection(Insp::Release)), Action::Done) => {
            t("gest.action.leave_robin").to_string()
        }
        (Some(Phase::Event(es)), a) => match (es.card, a) {
            (
                MAID_MARIAN,
                Action::Cart {
                    from,
                    kind,
                    revealed,
                    ..
                },
            ) => tf(
                "gest.action.remove_cart",
                &[
                    ("cart", &cart_phrase(*kind, *revealed)),
                    ("space", &space_name(*from)),
                ],
            ),
            (MAID_MARIAN, Action::Space(sp)) if asks(es, "gest.ask.lady_marian.cart") => tf(
                "gest.action.remove_face_down",
                &[("space", &space_name(*sp))],
            ),
            (FAST_CARRIAGES, Action::Space(sp)) if asks(es, "gest.ask.swift_carriages.pick") => {
                tf("gest.action.move_face_down", &[("space", &space_name(*sp))])
            }
            (FAST_CARRIAGES, Action::Count(n)) => tn("gest.action.cart_spaces", (*n).into(), &[]),
            (CORRUPTION | NOTTINGHAM_FAIR, Action::Robin(sp)) => tf(
                "gest.action.robin_as_recruit",
                &[("space", &space_name(*sp))],
            ),
            (ROYAL_PARDON, Action::Count(n)) => {
                tf("gest.action.release", &[("men", &merry_men(*n))])
            }
            (ROYAL_PARDON, Action::Remove(Piece::Robin)) => {
                t("gest.action.release_robin").to_string()
            }
            (ROYAL_PARDON, Action::Robin(sp)) => tf(
                "gest.action.pardon_with_robin",
                &[("space", &space_name(*sp))],
            ),
            (ROYAL_PARDON, Action::Space(sp))
                if view.legal.iter().any(|a| matches!(a, Action::Robin(_))) =>
            {
                tf(
                    "gest.action.pardon_without_robin",
                    &[("space", &space_name(*sp))],
                )
            }
            (NOTTINGHAM_FAIR, Action::Count(n)) => {
                tf("gest.action.replace", &[("what", &henchmen(*n))])
            }
            (TALE_OF_TWO_LOVERS, Action::Count(n)) => {
                tf("gest.action.place", &[("what", &henchmen(*n))])
            }
            (HEAVY_RAIN, Action::Choose(_)) => t("gest.choice.single_plot").to_string(),
            (_, Action::Yes) => t("gest.action.yes_do_it").to_string(),
            (_, Action::Done) if view.legal.contains(&Action::Yes) => {
                t("gest.action.no").to_string()
            }
            _ => action_label(a),
        },
        _ => action_label(action),
    }
}

// ---------------------------------------------------------------- log

/// One log line in words.
pub fn entry_text(entry: &Entry) -> String {
    match &entry.event {
        Event::Setup => t("gest.log.setup").to_string(),
        Event::BandPlaced { hidden } => {
            let spaces: Vec<String> = hidden
                .iter()
                .map(|&(at, n)| {
                    tf(
                        "gest.log.band_space",
                        &[
                            ("what", &counted(MAN, n, false)),
                            ("space", &space_name(at)),
                        ],
                    )
                })
                .collect();
            tf("gest.log.band_placed", &[("spaces", &list_and(&spaces))])
        }
        Event::Placed { piece, at, n } => {
            let space = space_name(*at);
            match piece {
                Piece::Robin => tf("gest.log.placed_robin", &[("space", &space)]),
                Piece::Hidden => tn(
                    "gest.log.placed_hidden",
                    (*n).into(),
                    &[("what", &counted(MAN, *n, true)), ("space", &space)],
                ),
                p => tn(
                    "gest.log.placed",
                    (*n).into(),
                    &[("what", &pieces_start(*p, *n)), ("space", &space)],
                ),
            }
        }
        Event::Removed { piece, at, n, to } => {
            let what = match piece {
                Piece::Hidden | Piece::Revealed => counted(MAN, *n, true),
                p => pieces_start(*p, *n),
            };
            let n = i64::from(*n);
            match (at, to) {
                (None, Dest::Available) => tn("gest.log.released", n, &[("what", &what)]),
                (None, Dest::Prison) => tn("gest.log.prison_to_prison", n, &[("what", &what)]),
                (None, Dest::Gone) => tn("gest.log.prison_to_gone", n, &[("what", &what)]),
                (Some(s), dest) => {
                    let args: [(&str, &dyn std::fmt::Display); 2] =
                        [("what", &what), ("space", &space_name(*s))];
                    match dest {
                        Dest::Prison => tn("gest.log.to_prison", n, &args),
                        Dest::Gone => tn("gest.log.to_gone", n, &args),
                        Dest::Available => tn("gest.log.to_available", n, &args),
                    }
                }
            }
        }
        Event::Moved { piece, from, to, n } => tn(
            "gest.log.moved",
            (*n).into(),
            &[
                ("what", &pieces_start(*piece, *n)),
                ("from", &space_name(*from)),
                ("to", &space_name(*to)),
            ],
        ),
        Event::Scattered {
            from,
            hidden,
            revealed,
            to,
        } => {
            let mut dests: Vec<Sp> = to.clone();
            dests.dedup();
            let n = hidden + revealed;
            let what = counted(MAN, n, true);
            let (from, to) = (space_name(*from), list_spaces(&dests));
            if *revealed > 0 {
                let note = tn("gest.log.scattered_note", (*revealed).into(), &[]);
                tn(
                    "gest.log.scattered_revealed",
                    n.into(),
                    &[
                        ("what", &what),
                        ("from", &from),
                        ("to", &to),
                        ("note", &note),
                    ],
                )
            } else {
                tn(
                    "gest.log.scattered",
                    n.into(),
                    &[("what", &what), ("from", &from), ("to", &to)],
                )
            }
        }
        Event::Revealed { at, n, robin } => {
            let space = space_name(*at);
            match (n, robin) {
                (1, true) => tf("gest.log.robin_revealed", &[("space", &space)]),
                (n, true) => tn(
                    "gest.log.revealed_with_robin",
                    (*n).into(),
                    &[("what", &merry_men(*n)), ("space", &space)],
                ),
                (n, false) => tn(
                    "gest.log.revealed",
                    (*n).into(),
                    &[("what", &counted(MAN, *n, true)), ("space", &space)],
                ),
            }
        }
        Event::HiddenAgain { at, n } => tn(
            "gest.log.hidden_again",
            (*n).into(),
            &[
                ("what", &counted(MAN, *n, true)),
                ("space", &space_name(*at)),
            ],
        ),
        Event::StatusSet { at, status } => {
            let args: [(&str, &dyn std::fmt::Display); 1] = [("space", &space_name(*at))];
            match status {
                Status::Submissive => tf("gest.log.status.submissive", &args),
                Status::Revolting => tf("gest.log.status.revolting", &args),
                Status::Passive => tf("gest.log.status.passive", &args),
            }
        }
        Event::Shillings { seat, delta, total } => {
            let who = seat_title(*seat);
            let amount = shillings(delta.abs());
            let args: [(&str, &dyn std::fmt::Display); 3] =
                [("who", &who), ("amount", &amount), ("total", total)];
            if *delta >= 0 {
                tf("gest.log.gains", &args)
            } else {
                tf("gest.log.pays", &args)
            }
        }
        Event::Favour { steps, now } => {
            let n = i64::from(*steps).abs();
            let args: [(&str, &dyn std::fmt::Display); 1] = [("now", &favour_text(*now))];
            if *steps > 0 {
                tn("gest.log.favour_order", n, &args)
            } else {
                tn("gest.log.favour_justice", n, &args)
            }
        }
        Event::CardDrawn { card, ballad } => {
            let title = card_title(*card);
            match cards::kind(*card) {
                CardKind::Regular | CardKind::RoyalInspection => tf(
                    "gest.log.card_drawn",
                    &[("card", card), ("title", &title), ("ballad", ballad)],
                ),
                _ => tf(
                    "gest.log.card_drawn_kind",
                    &[
                        ("card", card),
                        ("title", &title),
                        ("kind", &card_kind_name(*card)),
                        ("ballad", ballad),
                    ],
                ),
            }
        }
        Event::CartMoved {
            from,
            to,
            kind,
            hidden,
            escort,
        } => {
            let args: [(&str, &dyn std::fmt::Display); 3] = [
                ("cart", &cart_phrase(*kind, !*hidden)),
                ("from", &space_name(*from)),
                ("to", &space_name(*to)),
            ];
            if *escort {
                tf("gest.log.cart_moved_escort", &args)
            } else {
                tf("gest.log.cart_moved", &args)
            }
        }
        Event::CartPlaced { at, kind } => tf(
            "gest.log.cart_placed",
            &[("cart", &cart_name(*kind)), ("space", &space_name(*at))],
        ),
        Event::FaceDownCartMoved { from, to, escort } => {
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("from", &space_name(*from)), ("to", &space_name(*to))];
            if *escort {
                tf("gest.log.face_down_moved_escort", &args)
            } else {
                tf("gest.log.face_down_moved", &args)
            }
        }
        Event::FaceDownCartPlaced { at } => {
            tf("gest.log.face_down_placed", &[("space", &space_name(*at))])
        }
        Event::CartRevealed { at, kind } => tf(
            "gest.log.cart_revealed",
            &[("space", &space_name(*at)), ("cart", &cart_name(*kind))],
        ),
        Event::CartUsed { at, kind, robbed } => {
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("cart", &cart_name(*kind)), ("space", &space_name(*at))];
            if *robbed {
                tf("gest.log.cart_robbed", &args)
            } else if *at == Sp::Nottingham {
                tf("gest.log.cart_arrived", &args)
            } else {
                tf("gest.log.cart_used", &args)
            }
        }
        Event::Chose { seat, choice } => tf(
            "gest.log.chose",
            &[
                ("who", &seat_title(*seat)),
                ("choice", &choice_name(*choice)),
            ],
        ),
        Event::Passed { seat, choice, gain } => tf(
            "gest.log.passed",
            &[
                ("who", &seat_title(*seat)),
                ("choice", &choice_name(*choice)),
                ("amount", &shillings(*gain)),
            ],
        ),
        Event::EventPlayed { seat, card, side } => {
            let args: [(&str, &dyn std::fmt::Display); 2] =
                [("who", &seat_title(*seat)), ("card", &card_title(*card))];
            match (cards::kind(*card), side) {
                (CardKind::Regular, Side::Light) => tf("gest.log.event_played.light", &args),
                (CardKind::Regular, Side::Dark) => tf("gest.log.event_played.dark", &args),
                _ => tf("gest.log.event_acts", &args),
            }
        }
        Event::PlotChosen { seat, plot } => tf(
            "gest.log.plot_chosen",
            &[("who", &seat_title(*seat)), ("plot", &plot_name(*plot))],
        ),
        Event::PlotSpace { plot, at, cost } => {
            let args: [(&str, &dyn std::fmt::Display); 3] = [
                ("plot", &plot_name(*plot)),
                ("space", &space_name(*at)),
                ("amount", &shillings(*cost)),
            ];
            if *cost > 0 {
                tf("gest.log.plot_space_paid", &args)
            } else {
                tf("gest.log.plot_space", &args)
            }
        }
        Event::DeedChosen { seat, deed } => tf(
            "gest.log.deed_chosen",
            &[("who", &seat_title(*seat)), ("deed", &deed_name(*deed))],
        ),
        Event::DeedSpace { deed, at } => tf(
            "gest.log.deed_space",
            &[("deed", &deed_name(*deed)), ("space", &space_name(*at))],
        ),
        Event::RobTargeted {
            at,
            target,
            men,
            robin,
        } => {
            let robbers = match (men, robin) {
                (0, true) => t("gest.robbers.robin").to_string(),
                (n, true) => tf("gest.robbers.men_and_robin", &[("men", &merry_men(*n))]),
                (n, false) => merry_men(*n),
            };
            tf(
                "gest.log.rob_targeted",
                &[
                    ("space", &space_name(*at)),
                    ("robbers", &robbers),
                    ("target", &target_name(*target)),
                ],
            )
        }
        Event::TravellerDrawn { traveller } => tf(
            "gest.log.traveller_drawn",
            &[
                ("traveller", &traveller_name(*traveller)),
                ("defence", &traveller.defence()),
            ],
        ),
        Event::TravellerOption { traveller, side } => tf(
            "gest.log.traveller_option",
            &[
                ("traveller", &traveller_name(*traveller)),
                ("option", &traveller_option_name(*traveller, *side)),
            ],
        ),
        Event::RobRolled {
            at,
            green,
            die,
            attack,
            defence,
            success,
        } => tf(
            "gest.log.rob_rolled",
            &[
                ("space", &space_name(*at)),
                ("colour", &die_colour(*green)),
                ("die", &signed(*die)),
                ("attack", attack),
                ("defence", defence),
                ("result", &rob_result(*success)),
            ],
        ),
        Event::TravellerTo { traveller, pile } => {
            let args: [(&str, &dyn std::fmt::Display); 1] =
                [("traveller", &traveller_name(*traveller))];
            match pile {
                Pile::Gone => tf("gest.log.traveller_gone", &args),
                Pile::Deck => tf("gest.log.traveller_deck", &args),
                Pile::Discard => tf("gest.log.traveller_discard", &args),
                Pile::Victims => tf("gest.log.traveller_victims", &args),
            }
        }
        Event::RobinIs { at } => tf("gest.log.robin_is", &[("space", &space_name(*at))]),
        Event::SwapDecided => t("gest.log.swap_decided").to_string(),
        Event::RobinOffMap => t("gest.log.robin_off_map").to_string(),
        Event::NoEffect => t("gest.log.no_effect").to_string(),
        Event::Inspection { phase } => match phase.as_str() {
            "unrest" => t("gest.log.inspection.unrest"),
            "mischief" => t("gest.log.inspection.mischief"),
            "governance" => t("gest.log.inspection.governance"),
            "redeployment" => t("gest.log.inspection.redeployment"),
            "reset" => t("gest.log.inspection.reset"),
            _ => t("gest.log.inspection.other"),
        }
        .to_string(),
        Event::Eligibility { first } => tf(
            "gest.log.eligibility",
            &[
                ("first", &seat_title(*first)),
                ("second", &seat_name(1 - *first)),
            ],
        ),
        Event::Reshuffled { travellers } => tn("gest.log.reshuffled", (*travellers).into(), &[]),
        Event::BridgePlaced { a, b } => tf(
            "gest.log.bridge",
            &[("a", &space_name(*a)), ("b", &space_name(*b))],
        ),
        Event::GreatOak => t("gest.log.great_oak").to_string(),
        Event::NotImplemented { card } => {
            tf("gest.log.not_implemented", &[("card", &card_title(*card))])
        }
        Event::Won { seat, reason } => tf(
            "gest.log.won",
            &[
                ("who", &seat_title(*seat)),
                ("reason", &won_reason(*seat, reason)),
            ],
        ),
    }
}

/// Every rules section the engine cites.
const SECTIONS: [&str; 29] = [
    "1.9", "2.1", "2.2", "2.3", "2.4", "3.1", "3.2.1", "3.2.2", "3.2.3", "3.3.1", "3.3.2", "3.3.3",
    "4.1", "4.2.1", "4.2.2", "4.2.3", "4.2.4", "4.3.1", "4.3.2", "4.3.3", "5.1.1", "5.2", "6.0",
    "6.1", "6.2", "6.3", "6.4", "6.5", "7.0",
];

/// The rules section an entry applies: the engine's own citation, or, for a
/// section this table does not know, the section its kind of event belongs to.
pub fn entry_rule(entry: &Entry) -> &'static str {
    if let Some(s) = SECTIONS.iter().find(|&&s| s == entry.rule) {
        return s;
    }
    match &entry.event {
        Event::Setup | Event::BandPlaced { .. } => "2.1",
        Event::CardDrawn { .. } | Event::Chose { .. } | Event::Passed { .. } => "2.3",
        Event::Eligibility { .. } => "2.3",
        Event::CartMoved { .. } | Event::FaceDownCartMoved { .. } => "2.3",
        Event::CartPlaced { .. } | Event::FaceDownCartPlaced { .. } => "4.3.2",
        Event::CartRevealed { .. } | Event::CartUsed { .. } => "1.9",
        Event::PlotChosen { .. } | Event::PlotSpace { .. } => "3.1",
        Event::DeedChosen { .. } | Event::DeedSpace { .. } => "4.1",
        Event::RobTargeted { .. } | Event::RobRolled { .. } => "3.2.3",
        Event::TravellerDrawn { .. }
        | Event::TravellerOption { .. }
        | Event::TravellerTo { .. }
        | Event::Reshuffled { .. } => "5.2",
        Event::EventPlayed { .. }
        | Event::BridgePlaced { .. }
        | Event::GreatOak
        | Event::NotImplemented { .. } => "5.1.1",
        Event::Inspection { .. } | Event::SwapDecided => "6.0",
        Event::Won { .. } => "7.0",
        _ => "1",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{with_lang, Lang};
    use sherwood_engine::{Game, Rng};
    use sherwood_gest::map::SPACES;
    use sherwood_gest::{Gest, Options};
    use std::collections::HashSet;

    const PIECES: [Piece; 5] = [
        Piece::Hidden,
        Piece::Revealed,
        Piece::Robin,
        Piece::Henchman,
        Piece::Camp,
    ];

    #[test]
    fn every_card_has_a_title_and_its_sides() {
        for card in 1..=32u8 {
            assert_ne!(card_title(card), "Unknown card", "card {card}");
            assert_eq!(card_title(card), cards::title(card), "card {card}");
            let t = card_text(card);
            let filled = |s: Option<&str>| s.is_some_and(|s| !s.trim().is_empty());
            match cards::kind(card) {
                CardKind::Regular => {
                    assert!(filled(t.light) && filled(t.dark), "card {card} sides");
                    assert!(t.single.is_none(), "card {card}");
                }
                _ => {
                    assert!(filled(t.single), "card {card} text");
                    assert!(t.light.is_none() && t.dark.is_none(), "card {card}");
                }
            }
        }
    }

    /// English shows the published English titles where they differ from a
    /// translation of the Italian; the Italian texts keep the rulebook's.
    #[test]
    fn card_titles_are_the_published_english_ones_and_the_italian_stays() {
        use cards::*;
        let published = [
            (DAY_OF_MARKET, "Day of Market", "Giorno di Mercato"),
            (GREAT_ESCAPE, "Great Escape", "La Grande Fuga"),
            (MAJOR_OAK, "Major Oak", "La Grande Quercia"),
            (FAST_CARRIAGES, "Fast Carriages", "Carri Veloci"),
            (MAID_MARIAN, "Maid Marian", "Lady Marian"),
        ];
        for (card, english, italian) in published {
            with_lang(Lang::En, || assert_eq!(card_title(card), english));
            with_lang(Lang::It, || assert_eq!(card_title(card), italian));
            assert_eq!(cards::title(card), english);
        }
    }

    #[test]
    fn every_traveller_and_aid_has_text() {
        for tr in TRAVELLERS {
            let (light, dark) = traveller_text(tr);
            assert!(!light.is_empty() && !traveller_name(tr).is_empty());
            assert_eq!(dark.is_some(), tr.has_two_options(), "{tr:?}");
        }
        assert_eq!(inspection_steps().len(), 5);
        assert_eq!(die_faces(true), "−1, −1, 0, +1, +2, +3");
        assert_eq!(die_faces(false), "−2, −1, −1, 0, +1, +2");
        for p in Plot::ALL {
            assert!(!plot_summary(p).is_empty());
        }
        for d in Deed::ALL {
            assert!(!deed_summary(d).is_empty());
        }
    }

    #[test]
    fn english_phrases_keep_their_grammar() {
        assert_eq!(list_and(&["Blyth"]), "Blyth");
        assert_eq!(list_and(&["Blyth", "Retford"]), "Blyth and Retford");
        assert_eq!(
            list_and(&["Blyth", "Retford", "Tuxford"]),
            "Blyth, Retford and Tuxford"
        );
        assert_eq!(list_plain(&["a", "b", "c"]), "a, b, c");
        assert_eq!(pieces(Piece::Henchman, 1), "a Henchman");
        assert_eq!(pieces(Piece::Henchman, 2), "2 Henchmen");
        assert_eq!(pieces(Piece::Henchman, 0), "0 Henchmen");
        assert_eq!(pieces(Piece::Robin, 1), "Robin Hood");
        assert_eq!(pieces_start(Piece::Camp, 1), "A Camp");
        assert_eq!(merry_men(1), "1 Merry Man");
        assert_eq!(shillings(1), "1 Shilling");
        assert_eq!(shillings(-1), "-1 Shilling");
        assert_eq!(shillings(3), "3 Shillings");
        assert_eq!(favour_text(-2), "Justice 2");
        assert_eq!(favour_text(0), "Order 0");
        assert_eq!(seat_title(SHERIFF), "The Sheriff");
        assert_eq!(seat_name(SHERIFF), "the Sheriff");
        let entry = |event| Entry {
            event,
            rule: String::new(),
            only: None,
        };
        assert_eq!(
            entry_text(&entry(Event::Placed {
                piece: Piece::Henchman,
                at: Sp::Blyth,
                n: 2
            })),
            "2 Henchmen placed in Blyth."
        );
        assert_eq!(
            entry_text(&entry(Event::Scattered {
                from: Sp::ShireWood,
                hidden: 0,
                revealed: 1,
                to: vec![Sp::Blyth],
            })),
            "A Merry Man leaves Shire Wood for Blyth (1 of them had been Revealed), now Hidden."
        );
        assert_eq!(
            entry_text(&entry(Event::Scattered {
                from: Sp::ShireWood,
                hidden: 2,
                revealed: 0,
                to: vec![Sp::Blyth, Sp::Nottingham, Sp::Mansfield],
            })),
            "2 Merry Men leave Shire Wood for Blyth, Nottingham and Mansfield, now Hidden."
        );
        assert_eq!(
            entry_text(&entry(Event::BandPlaced {
                hidden: vec![(Sp::ShireWood, 2), (Sp::Remston, 1)],
            })),
            "Robin Hood's band is in place, Hidden (Robin Hood is one of them): \
             2 Merry Men in Shire Wood and a Merry Man in Remston."
        );
        assert_eq!(
            entry_text(&entry(Event::RobinIs { at: Sp::Remston })),
            "(Secret) Robin Hood is now in Remston."
        );
        assert_eq!(
            entry_text(&entry(Event::Favour { steps: -1, now: -3 })),
            "Royal Favour shifts 1 box toward Justice (now Justice 3)."
        );
    }

    /// Every fixed text of this module, in the current language.
    fn render_everything() {
        for card in 0..=33u8 {
            let _ = (card_title(card), card_text(card));
            if (1..=32).contains(&card) {
                let _ = card_kind_name(card);
                for side in [Side::Light, Side::Dark] {
                    let _ = card_side_text(card, side);
                }
            }
        }
        for tr in TRAVELLERS {
            let _ = (traveller_name(tr), traveller_text(tr), traveller_copies(tr));
            for side in [Side::Light, Side::Dark] {
                let _ = traveller_option_name(tr, side);
            }
        }
        for sp in SPACES {
            let _ = space_name(sp);
        }
        for p in Plot::ALL {
            let _ = (plot_name(p), plot_summary(p));
        }
        for d in Deed::ALL {
            let _ = (deed_name(d), deed_summary(d));
        }
        for c in Choice::ALL {
            let _ = (choice_name(c), choice_summary(c));
        }
        for k in CartKind::ALL {
            let _ = (cart_name(k), cart_summary(k), cart_phrase(k, false));
        }
        for s in [Status::Submissive, Status::Revolting, Status::Passive] {
            let _ = status_name(s);
        }
        for p in PIECES {
            let _ = (piece_name(p), piece_plural(p), piece_one(p));
            for n in 0..=2 {
                let _ = (pieces(p, n), pieces_start(p, n));
            }
        }
        for n in 0..=2 {
            let _ = (merry_men(n), counted(MAN, n, true), counted(MAN, n, false));
            let _ = (shillings(n.into()), shillings(-i32::from(n)));
        }
        for seat in [ROBIN, SHERIFF] {
            let _ = (seat_name(seat), seat_title(seat));
        }
        for f in -7..=7 {
            let _ = favour_text(f);
        }
        for e in <sherwood_gest::Gest as sherwood_engine::Game>::ENDINGS {
            assert!(!won_reason(ROBIN, e.reason).is_empty());
        }
        let _ = (
            inspection_steps(),
            rob_summary(),
            dice_text(),
            event_sides_note(),
        );
        let _ = (side_name(Side::Light), side_name(Side::Dark));
        let _ = (
            die_colour(true),
            die_colour(false),
            rob_result(true),
            rob_result(false),
        );
        let _ = list_and(&["a", "b", "c"]);
    }

    /// Every prompt, label and log line along the way of seeded random games,
    /// in the current language; with `check`, labels must be distinct.
    fn play_games(seeds: std::ops::Range<u64>) -> (usize, HashSet<String>) {
        let mut variants = HashSet::new();
        let mut finished = 0;
        for seed in seeds.clone() {
            let mut g = Gest::new(&Options::default(), seed);
            let mut rng = Rng::new(seed ^ 0x5eed);
            let mut steps = 0;
            while g.outcome().is_none() && steps < 5000 {
                let legal = g.legal();
                for a in &legal {
                    assert!(!action_label(a).trim().is_empty(), "seed {seed}: {a}");
                    let name = a.to_string();
                    variants.insert(name.split(' ').next().unwrap_or("").to_string());
                }
                let seat = g.to_move().expect("a seat to move");
                let view = g.view(Viewer::Seat(seat));
                let prompt = prompt_text(&view);
                assert!(!prompt.trim().is_empty(), "seed {seed}");
                let mut seen = HashSet::new();
                for a in &view.legal {
                    let label = action_label_in(&view, a);
                    assert!(!label.trim().is_empty(), "seed {seed}: {a}");
                    assert!(
                        seen.insert(label.clone()),
                        "seed {seed}: two actions labelled {label:?} at {prompt:?}"
                    );
                }
                for other in [Viewer::Seat(1 - seat), Viewer::Public] {
                    assert!(!prompt_text(&g.view(other)).trim().is_empty());
                }
                let a = rng.pick(&legal).expect("a legal action").clone();
                g.apply(&a).expect("legal");
                steps += 1;
            }
            finished += usize::from(g.outcome().is_some());
            for e in g.log() {
                assert!(!entry_text(e).trim().is_empty(), "seed {seed}: {e:?}");
                assert_eq!(entry_rule(e), e.rule, "seed {seed}: {e:?}");
            }
            for viewer in [Viewer::Public, Viewer::Seat(ROBIN), Viewer::Seat(SHERIFF)] {
                let view = g.view(viewer);
                for e in &view.log {
                    assert!(!entry_text(e).trim().is_empty());
                }
                assert!(!prompt_text(&view).trim().is_empty());
            }
        }
        (finished, variants)
    }

    #[test]
    fn every_text_exists_in_every_language() {
        for lang in Lang::ALL {
            with_lang(lang, || {
                render_everything();
                let (finished, _) = play_games(0..12);
                assert!(finished >= 10, "{}: {finished} of 12 games", lang.code());
            });
        }
    }

    #[test]
    fn labels_prompts_and_log_lines_of_random_games_are_never_empty() {
        let mut variants = HashSet::new();
        let (mut finished, mut total_steps) = (0, 0);
        for seed in 0..300u64 {
            let mut g = Gest::new(&Options::default(), seed);
            let mut rng = Rng::new(seed ^ 0x5eed);
            let mut steps = 0;
            while g.outcome().is_none() && steps < 5000 {
                let legal = g.legal();
                for a in &legal {
                    let label = action_label(a);
                    assert!(!label.trim().is_empty(), "seed {seed}: {a}");
                    let name = a.to_string();
                    variants.insert(name.split(' ').next().unwrap_or("").to_string());
                }
                let a = rng.pick(&legal).expect("a legal action").clone();
                g.apply(&a).expect("legal");
                steps += 1;
            }
            finished += usize::from(g.outcome().is_some());
            total_steps += steps;
            for e in g.log() {
                assert!(!entry_text(e).trim().is_empty(), "seed {seed}: {e:?}");
                assert_eq!(entry_rule(e), e.rule, "seed {seed}: {e:?}");
            }
        }
        // Full views (prompts, labels in context) are costly: some games.
        let (_, more) = play_games(300..340);
        variants.extend(more);
        assert!(finished >= 290, "{finished} of 300 random games finished");
        assert!(total_steps > 300 * 50, "{total_steps} actions in 300 games");
        // The random games reach the main kinds of action.
        for v in [
            "robin", "man", "cart", "pass", "plot", "deed", "space", "done",
        ] {
            assert!(variants.contains(v), "{v} never legal: {variants:?}");
        }
    }
}
