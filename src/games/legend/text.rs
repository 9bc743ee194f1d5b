//! The Legend of Robin Hood's words on the table: areas, counters, terrain,
//! prompts, action labels, log lines and dice.
//!
//! The words are in `i18n/<lang>/legend.txt`; this module picks the entry for
//! each fact and fills in its arguments. Nothing here decides a rule: the
//! engine does, and these functions only describe what its view reports.

use crate::i18n::{known, t, tf, tn};
use sherwood_engine::Seat;
use sherwood_legend::counters::Kind;
use sherwood_legend::map::{Area, Mark};
use sherwood_legend::tables::Terrain;
use sherwood_legend::vocab::{Pid, Side, SHERIFF};
use sherwood_legend::{
    Action, Entry, Event, Hidden, Loc, Pending, Phase, PlaceFor, Roll, Step, View, Who,
};

// ---------------------------------------------------------------- names

/// The seat's name at the start of a sentence.
pub fn seat_title(seat: Seat) -> &'static str {
    if seat == SHERIFF {
        t("legend.seat.sheriff.start")
    } else {
        t("legend.seat.robin.start")
    }
}

/// An area's name in the reader's language: `legend.area.<slug>`. English
/// is the map data's own name (a test holds them together), so an area
/// added to or renamed in `map.rs` needs its entry in every table.
pub fn area_name(a: Area) -> String {
    t(&format!("legend.area.{}", a.slug())).to_string()
}

/// The short name drawn on the map (the full name without its parenthesis).
pub fn area_short(a: Area) -> String {
    let name = area_name(a);
    match name.split_once(" (") {
        Some((short, _)) => short.to_string(),
        None => name,
    }
}

fn kind_key(k: Kind) -> &'static str {
    use Kind::*;
    match k {
        RobinHood => "robin_hood",
        LittleJohn => "little_john",
        FriarTuck => "friar_tuck",
        WillScarlet => "will_scarlet",
        WillStutley => "will_stutley",
        AlanADale => "alan_a_dale",
        Marion => "marion",
        KingRichard => "king_richard",
        SheriffOfNottingham => "sheriff_of_nottingham",
        SheriffOfLincoln => "sheriff_of_lincoln",
        SirGuy => "sir_guy",
        PrinceJohn => "prince_john",
        MerryMen => "merry_men",
        MenAtArms => "men_at_arms",
        RoyalForesters => "royal_foresters",
        Knights => "knights",
        Noble => "noble",
        Bishop => "bishop",
    }
}

pub fn kind_name(k: Kind) -> &'static str {
    t(&format!("legend.kind.{}", kind_key(k)))
}

/// Two letters on a counter of the map.
pub fn kind_abbr(k: Kind) -> &'static str {
    t(&format!("legend.abbr.{}", kind_key(k)))
}

pub fn piece_name(p: Pid) -> &'static str {
    kind_name(p.kind())
}

/// What a face-down piece of the other side is called.
pub fn hidden_name(h: Hidden) -> &'static str {
    match h {
        Hidden::Unrecruited => t("legend.hidden.unrecruited"),
        Hidden::Disguised => t("legend.hidden.disguised"),
        Hidden::Asleep => t("legend.hidden.asleep"),
    }
}

/// The state word of one's own face-down piece ("unrecruited", "disguised").
pub fn hidden_state(h: Hidden) -> &'static str {
    match h {
        Hidden::Unrecruited => t("legend.state.unrecruited"),
        Hidden::Disguised => t("legend.state.disguised"),
        Hidden::Asleep => t("legend.state.asleep"),
    }
}

fn terrain_key(tr: Terrain) -> &'static str {
    match tr {
        Terrain::Forest => "forest",
        Terrain::Mill => "mill",
        Terrain::Village => "village",
        Terrain::Town => "town",
        Terrain::Ford => "ford",
        Terrain::Bridge => "bridge",
        Terrain::River => "river",
        Terrain::Keep => "keep",
        Terrain::Castle => "castle",
        Terrain::RuinedCastle => "ruined_castle",
        Terrain::Field => "field",
        Terrain::Road => "road",
        Terrain::NottinghamGreen => "green",
        Terrain::NumberedRoad => "numbered_road",
        Terrain::SecretPassage => "passage",
    }
}

pub fn terrain_name(tr: Terrain) -> &'static str {
    t(&format!("legend.terrain.{}", terrain_key(tr)))
}

/// The CSS class of a terrain on the map.
pub fn terrain_class(tr: Terrain) -> &'static str {
    terrain_key(tr)
}

pub fn mark_text(m: Mark) -> String {
    match m {
        Mark::RoadEdge(n) => tf("legend.mark.road_edge", &[("n", &n)]),
        Mark::Letter(c) => tf("legend.mark.letter", &[("letter", &c)]),
        Mark::Reentry(n) => tf("legend.mark.reentry", &[("n", &n)]),
    }
}

pub fn side_name(side: Side) -> &'static str {
    match side {
        Side::Outlaw => t("legend.side.outlaw"),
        Side::Sheriff => t("legend.side.sheriff"),
        Side::Traveller => t("legend.side.traveller"),
    }
}

pub fn who_name(w: &Who) -> String {
    match w {
        Who::Piece(p) => piece_name(*p).to_string(),
        Who::FaceDown(Side::Sheriff) => t("legend.who.face_down_sheriff").to_string(),
        Who::FaceDown(_) => t("legend.who.face_down_outlaw").to_string(),
    }
}

pub fn gold(n: impl Into<i64>) -> String {
    tn("legend.gold", n.into(), &[])
}

/// Items joined by the language's commas and "and".
pub fn list<S: AsRef<str>>(items: &[S]) -> String {
    match items {
        [] => String::new(),
        [one] => one.as_ref().to_string(),
        [rest @ .., last] => {
            let head = rest
                .iter()
                .map(|s| s.as_ref())
                .collect::<Vec<_>>()
                .join(", ");
            tf("legend.list.and", &[("a", &head), ("b", &last.as_ref())])
        }
    }
}

// ---------------------------------------------------------------- the view

/// Where a piece this view names stands.
pub fn area_of(v: &View, p: Pid) -> Option<Area> {
    v.pieces
        .iter()
        .find(|pv| pv.pid == Some(p))
        .and_then(|pv| pv.state.area())
}

/// A piece with the area it stands in ("Merry Men (Bestwood)").
fn piece_at(v: &View, p: Pid) -> String {
    match area_of(v, p) {
        Some(a) => tf(
            "legend.piece_at",
            &[("piece", &piece_name(p)), ("area", &area_name(a))],
        ),
        None => piece_name(p).to_string(),
    }
}

/// The group moving now, for the seat moving it.
fn party_text(v: &View) -> Option<String> {
    let Some(Phase::Movement {
        party: Some(party), ..
    }) = v.detail.as_ref().map(|d| &d.phase)
    else {
        return None;
    };
    let names: Vec<&str> = party.members.iter().map(|&p| piece_name(p)).collect();
    let pace = party
        .members
        .iter()
        .map(|p| p.values(v.options.edition).movement)
        .min()
        .unwrap_or(0);
    Some(tf(
        "legend.prompt.party",
        &[
            ("group", &list(&names)),
            ("area", &area_name(party.at)),
            ("spent", &party.spent),
            ("points", &pace),
        ],
    ))
}

/// What the prompt says: the step and, for the seat to move, its detail.
/// The whole question of a step, for the seat that must act.
fn step_key(step: Step) -> &'static str {
    match step {
        Step::RobinStart => "legend.robin_start",
        Step::Movement => "legend.movement",
        Step::Battles => "legend.battles",
        Step::Losses => "legend.losses",
        Step::Recruitment => "legend.recruitment",
        Step::Hanging => "legend.hanging",
        Step::Ransom => "legend.ransom",
        Step::Exchange => "legend.exchange",
        Step::SheriffStart => "legend.sheriff_start",
        Step::Taxes => "legend.taxes",
        Step::Reinforcement => "legend.place.reinforcement",
        Step::Released => "legend.place.released",
        Step::Exchanged => "legend.place.exchanged",
        Step::Escape => "legend.place.escape",
        Step::Tournament => "legend.place.tournament",
        Step::Retreat => "legend.place.retreat",
        Step::Over => "legend.over",
    }
}

pub fn prompt_text(v: &View) -> String {
    if let Some(o) = &v.outcome {
        return tf(
            "legend.prompt.over",
            &[("who", &seat_title(o.winner)), ("reason", &won_reason(o))],
        );
    }
    let Some(detail) = &v.detail else {
        let step = t(v.step.ask().phrase.key);
        return tf("legend.prompt.waiting", &[("step", &step)]);
    };
    if let Some(p) = detail.pending.first() {
        return match p {
            Pending::Losses { area, count, .. } => tn(
                "legend.prompt.losses",
                (*count).into(),
                &[("area", &area_name(*area))],
            ),
            Pending::Place { pid, why } => {
                let from = match why {
                    PlaceFor::Escape { from } | PlaceFor::Retreat { from } => area_name(*from),
                    _ => String::new(),
                };
                tf(
                    step_key(v.step),
                    &[("piece", &piece_name(*pid)), ("from", &from)],
                )
            }
        };
    }
    let base = tf(step_key(v.step), &[("turn", &v.turn)]);
    match party_text(v) {
        Some(party) => party,
        None => base,
    }
}

/// A button's words for an action, in the view it is offered in.
pub fn action_label(v: &View, a: &Action) -> String {
    let piece = |p: &Pid| piece_at(v, *p);
    match a {
        Action::Done => {
            let key = match v.detail.as_ref().map(|d| &d.phase) {
                Some(Phase::Movement { .. }) => "legend.action.done.movement",
                Some(Phase::RobinStart { .. }) | Some(Phase::SheriffStart) => {
                    "legend.action.done.start"
                }
                Some(Phase::Recruitment { .. }) => "legend.action.done.recruitment",
                Some(Phase::Hanging) => "legend.action.done.hanging",
                Some(Phase::Ransom { .. }) | Some(Phase::Taxes) => "legend.action.done.turn",
                _ => "legend.action.done",
            };
            t(key).to_string()
        }
        Action::Disguise(p) => tf("legend.action.disguise", &[("piece", &piece(p))]),
        Action::Undisguise(p) => tf("legend.action.undisguise", &[("piece", &piece(p))]),
        Action::Murder(p) => tf("legend.action.murder", &[("piece", &piece_name(*p))]),
        Action::Pick(p) => tf("legend.action.pick", &[("piece", &piece(p))]),
        Action::Step(a) => tf("legend.action.step", &[("area", &area_name(*a))]),
        Action::Drop(p) => tf("legend.action.drop", &[("piece", &piece_name(*p))]),
        Action::Halt => t("legend.action.halt").to_string(),
        Action::Fight(a) => tf("legend.action.fight", &[("area", &area_name(*a))]),
        Action::Lose(p) => tf("legend.action.lose", &[("piece", &piece_name(*p))]),
        Action::Place(a) => tf("legend.action.place", &[("area", &area_name(*a))]),
        Action::Recruit(p) => tf("legend.action.recruit", &[("piece", &piece(p))]),
        Action::Hang(p) => tf("legend.action.hang", &[("piece", &piece_name(*p))]),
        Action::Ransom(p) => tf("legend.action.ransom", &[("piece", &piece_name(*p))]),
        Action::Offer(a, b) => tf(
            "legend.action.offer",
            &[("ours", &piece_name(*a)), ("theirs", &piece_name(*b))],
        ),
        Action::Accept => t("legend.action.accept").to_string(),
        Action::Refuse => t("legend.action.refuse").to_string(),
        Action::Declare => t("legend.action.declare").to_string(),
        Action::Tax(a) => tf("legend.action.tax", &[("area", &area_name(*a))]),
    }
}

/// Why the game ended, as the outcome's reason says.
pub fn won_reason(o: &sherwood_engine::Outcome) -> String {
    crate::table::ending_text::<sherwood_legend::Legend>(o, &Default::default()).unwrap_or_default()
}

// ---------------------------------------------------------------- the log

/// A roll's table, named in the reader's language (the engine names it by
/// its rule and English name).
fn roll_table(table: &str) -> String {
    let key = match table.split_whitespace().nth(1).unwrap_or("") {
        _ if table.starts_with("6.8 travellers") => "travellers",
        "archery" => "archery",
        "melee" => "melee",
        "taxes" => "tax",
        "recruitment" => "recruitment",
        "re-entry" => "reentry",
        "recognition" => "recognition",
        "personal" => "personal",
        "loser's" => "losers_fate",
        "escape" => "escape",
        "fate" => "fate",
        "secret" => "passage",
        "leader's" => "passage_fate",
        "arrival" => "arrival",
        "King" => "richard_road",
        "traveller" => "traveller_kind",
        _ => "",
    };
    let rule = table.split_whitespace().next().unwrap_or("");
    if key.is_empty() {
        table.to_string()
    } else {
        tf(&format!("legend.table.{key}"), &[("rule", &rule)])
    }
}

/// A cell or column as the engine wrote it, in the reader's language where
/// it names something this module knows (an area, a side, a counter, an
/// outcome word); numbers and the book's codes stay as printed.
fn roll_word(word: &str) -> String {
    if let Ok(a) = word.parse::<Area>() {
        return area_name(a);
    }
    if let Some(k) = Kind::ALL.iter().find(|k| k.name() == word) {
        return kind_name(*k).to_string();
    }
    // A column headed by several counters ("Little John, Friar Tuck", 10.4).
    let names: Option<Vec<&str>> = word
        .split(", ")
        .map(|w| {
            Kind::ALL
                .iter()
                .find(|k| k.name() == w)
                .map(|k| kind_name(*k))
        })
        .collect();
    if let Some(names) = names.filter(|n| n.len() > 1) {
        return names.join(", ");
    }
    if let Some(n) = word
        .strip_prefix("Traveller { road_space: ")
        .and_then(|r| r.strip_suffix(" }"))
    {
        return tf("legend.roll.traveller", &[("n", &n)]);
    }
    if let Some(n) = word.strip_prefix("Some(").and_then(|r| r.strip_suffix(')')) {
        return tf("legend.roll.road", &[("n", &n)]);
    }
    let key = format!(
        "legend.roll.word.{}",
        word.replace([' ', '(', ')', '-'], "_")
    );
    if known(&key) {
        t(&key).to_string()
    } else {
        word.to_string()
    }
}

/// A roll: the die, its modifier, the table, row and column it was read on,
/// and what it said.
pub fn roll_text(r: &Roll) -> String {
    let die = if r.modifier == 0 {
        r.die.to_string()
    } else {
        format!("{}{:+}", r.die, r.modifier)
    };
    let args: [(&str, &dyn std::fmt::Display); 5] = [
        ("die", &die),
        ("table", &roll_table(&r.table)),
        ("row", &r.row),
        (
            "column",
            &r.column.as_deref().map(roll_word).unwrap_or_default(),
        ),
        ("result", &roll_word(&r.result)),
    ];
    if r.column.is_some() {
        tf("legend.log.roll_column", &args)
    } else {
        tf("legend.log.roll", &args)
    }
}

/// A log line in words.
pub fn entry_text(e: &Entry) -> String {
    let p = |p: &Pid| piece_name(*p);
    let a = |a: &Area| area_name(*a);
    match &e.event {
        Event::TurnBegins { turn } => tf("legend.log.turn", &[("turn", turn)]),
        Event::Rolled(r) => roll_text(r),
        Event::Moved { who, from, to } => tf(
            "legend.log.moved",
            &[("who", &who_name(who)), ("from", &a(from)), ("to", &a(to))],
        ),
        Event::Placed { who, at } => tf(
            "legend.log.placed",
            &[("who", &who_name(who)), ("area", &a(at))],
        ),
        Event::Eliminated { who } => tf("legend.log.eliminated", &[("who", &p(who))]),
        Event::Captured { who } => tf("legend.log.captured", &[("who", &p(who))]),
        Event::Killed { who } => tf("legend.log.killed", &[("who", &p(who))]),
        Event::Freed { who } => tf("legend.log.freed", &[("who", &p(who))]),
        Event::Escaped { who } => tf("legend.log.escaped", &[("who", &p(who))]),
        Event::Recruited { who } => tf("legend.log.recruited", &[("who", &p(who))]),
        Event::Revealed { who } => tf("legend.log.revealed", &[("who", &p(who))]),
        Event::Disguised { who, on } => tf(
            if *on {
                "legend.log.disguised"
            } else {
                "legend.log.undisguised"
            },
            &[("who", &who_name(who))],
        ),
        Event::Gold { side, amount } => tf(
            if *amount >= 0 {
                "legend.log.gold_gained"
            } else {
                "legend.log.gold_lost"
            },
            &[
                ("side", &side_name(*side)),
                ("gold", &gold(amount.unsigned_abs())),
            ],
        ),
        Event::Robbed { traveller, at } => tf(
            "legend.log.robbed",
            &[("who", &p(traveller)), ("area", &a(at))],
        ),
        Event::Looted { keep } => tf("legend.log.looted", &[("area", &a(keep))]),
        Event::SafeConduct { traveller } => {
            tf("legend.log.safe_conduct", &[("who", &p(traveller))])
        }
        Event::Discovered { keep } => tf("legend.log.discovered", &[("area", &a(keep))]),
        Event::Wounded => t("legend.log.wounded").to_string(),
        Event::Married { groom } => tf("legend.log.married", &[("who", &p(groom))]),
        Event::TournamentDeclared { turn } => {
            tf("legend.log.tournament_declared", &[("turn", turn)])
        }
        Event::Tournament {
            robin_present,
            sheriff_present,
        } => t(match (robin_present, sheriff_present) {
            (true, true) => "legend.log.tournament.both",
            (true, false) => "legend.log.tournament.robin",
            (false, true) => "legend.log.tournament.sheriff",
            (false, false) => "legend.log.tournament.none",
        })
        .to_string(),
        Event::Ransomed { who, gold: g } => tf(
            "legend.log.ransomed",
            &[("who", &p(who)), ("gold", &gold(*g))],
        ),
        Event::Hanged { who } => tf("legend.log.hanged", &[("who", &p(who))]),
        Event::Exchanged { outlaw, sheriff } => tf(
            "legend.log.exchanged",
            &[("ours", &p(outlaw)), ("theirs", &p(sheriff))],
        ),
        Event::ExchangeRefused => t("legend.log.exchange_refused").to_string(),
        Event::EventIgnored => t("legend.log.event_ignored").to_string(),
    }
}

/// Where a counter not on the map is, for the forces panel.
pub fn off_map(loc: Loc) -> Option<String> {
    match loc {
        Loc::Returning(turn) => Some(tf("legend.loc.returning", &[("turn", &turn)])),
        Loc::Gone => Some(t("legend.loc.gone").to_string()),
        Loc::Off | Loc::Board(_) => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{with_lang, Lang};
    use sherwood_engine::{Game, Match, Viewer};
    use sherwood_legend::Legend;

    /// Plays random games and words every prompt, button and log line in
    /// every language: no key is missing and no argument is left unfilled.
    #[test]
    fn every_prompt_action_and_line_is_worded_in_every_language() {
        for seed in 1..4 {
            let mut m: Match<Legend> = Match::new(Default::default(), seed);
            let mut rng = sherwood_engine::Rng::new(seed);
            let mut steps = 0;
            while m.game().outcome().is_none() && steps < 3000 {
                let seat = m.game().to_move().unwrap_or(0);
                let v = m.game().view(Viewer::Seat(seat));
                let legal = m.game().legal();
                for lang in Lang::ALL {
                    with_lang(lang, || {
                        let p = prompt_text(&v);
                        assert!(!p.contains('{'), "{p}");
                        for a in &legal {
                            let l = action_label(&v, a);
                            assert!(!l.contains('{'), "{l}");
                        }
                    });
                }
                let a = legal[rng.below(legal.len())];
                m.apply(&a).unwrap();
                steps += 1;
            }
            let v = m.game().view(Viewer::Public);
            for lang in Lang::ALL {
                with_lang(lang, || {
                    for e in &v.log {
                        let line = entry_text(e);
                        assert!(!line.contains('{'), "{line}");
                    }
                    assert!(!prompt_text(&v).contains('{'));
                    for a in Area::ALL {
                        assert!(!area_name(*a).is_empty());
                    }
                });
            }
        }
    }

    /// English names are the map data's; every language names every area,
    /// each area differently, and the map's short name is never empty.
    #[test]
    fn areas_are_named_in_every_language() {
        with_lang(Lang::En, || {
            for a in Area::ALL {
                assert_eq!(area_name(*a), a.name());
            }
        });
        for lang in Lang::ALL {
            with_lang(lang, || {
                let mut names: Vec<String> = Area::ALL.iter().map(|a| area_name(*a)).collect();
                names.sort();
                names.dedup();
                assert_eq!(names.len(), Area::ALL.len(), "{}", lang.code());
                for a in Area::ALL {
                    assert!(!area_short(*a).is_empty(), "{a:?}");
                }
            });
        }
        with_lang(Lang::Fr, || {
            assert_eq!(area_name(Area::NottinghamCastle), "Château de Nottingham");
            assert_eq!(area_short(Area::GisbourneCastle), "Château de Gisborne");
        });
        with_lang(Lang::It, || {
            assert_eq!(area_name(Area::TrentBridge), "Ponte sul Trent");
        });
    }

    #[test]
    fn rolls_name_their_table_row_and_column() {
        let r = Roll {
            die: 5,
            modifier: -1,
            table: "7.7 archery".into(),
            row: 4,
            column: Some("3, 4".into()),
            result: "1".into(),
        };
        with_lang(Lang::En, || {
            assert_eq!(
                roll_text(&r),
                "Die 5-1: archery table (7.7), row 4, column 3, 4: 1"
            );
        });
        // The recruitment table's shared column, in the reader's language.
        let r = Roll {
            die: 6,
            modifier: 0,
            table: "10.4 recruitment".into(),
            row: 6,
            column: Some("Little John, Friar Tuck".into()),
            result: "NR".into(),
        };
        with_lang(Lang::Fr, || {
            assert!(
                roll_text(&r).contains("Little John, Frère Tuck"),
                "{}",
                roll_text(&r)
            );
        });
    }
}
