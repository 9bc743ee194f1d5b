//! Every printed table checked cell by cell against the rulebook itself, read
//! at run time from `../shared/seeds/000_cf661a08a80ca156.txt` beside the
//! checkout. The book prints each grid twice, in its section and in *TABLES
//! DU JEU*: both copies are checked. Each cell is read with its own small
//! parser here, so the typed data is compared with what the book says, not
//! only with how the crate prints it.

use sherwood_legend::tables::*;
use sherwood_legend::{tables, tables_text, Die};
use std::path::PathBuf;

const RULEBOOK: &str = "seeds/000_cf661a08a80ca156.txt";

fn rulebook() -> String {
    // `shared` beside the checkout, unless SHERWOOD_SHARED says where (a copy
    // of the tree elsewhere, as scripts/mutants.sh tests).
    let shared = std::env::var_os("SHERWOOD_SHARED").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared"),
        Into::into,
    );
    let path = shared.join(RULEBOOK);
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read the rulebook at {}: {e}", path.display()))
}

fn die(face: u8) -> Die {
    Die::new(face).unwrap()
}

/// One printed copy of a grid: the line number of its heading and its
/// tab-separated lines, cells trimmed, trailing empty cells dropped.
struct Grid {
    line: usize,
    lines: Vec<Vec<String>>,
}

impl Grid {
    /// The rows read by the die: lines whose first cell is a face, checked to
    /// be 1 to 6 in order with `columns` cells after the face.
    fn die_rows(&self, columns: usize) -> Vec<&[String]> {
        let rows: Vec<&[String]> = self
            .lines
            .iter()
            .filter(|l| l[0].parse::<u8>().is_ok())
            .map(|l| &l[1..])
            .collect();
        let faces: Vec<&str> = self
            .lines
            .iter()
            .filter(|l| l[0].parse::<u8>().is_ok())
            .map(|l| l[0].as_str())
            .collect();
        assert_eq!(
            faces,
            ["1", "2", "3", "4", "5", "6"],
            "copy at line {}: die rows",
            self.line
        );
        for (i, row) in rows.iter().enumerate() {
            assert_eq!(
                row.len(),
                columns,
                "copy at line {}, row dé {}: {row:?}",
                self.line,
                i + 1
            );
        }
        rows
    }

    /// The column headings: the line right above the first die row, less its
    /// first cell (*dé:*, *Dé*, or empty).
    fn labels(&self) -> Vec<String> {
        let first = self
            .lines
            .iter()
            .position(|l| l[0].parse::<u8>().is_ok())
            .expect("die rows");
        self.lines[first - 1][1..].to_vec()
    }
}

/// Every copy of the grid under the heading `title` (without its `#`s).
fn grids(book: &str, title: &str, copies: usize) -> Vec<Grid> {
    let lines: Vec<&str> = book.lines().collect();
    let mut found = vec![];
    for (i, heading) in lines.iter().enumerate() {
        if !heading.starts_with('#') || heading.trim_start_matches('#').trim() != title {
            continue;
        }
        let grid = lines[i + 1..]
            .iter()
            .take_while(|l| !l.starts_with('#'))
            .filter(|l| l.contains('\t'))
            .map(|l| {
                let mut cells: Vec<String> = l.split('\t').map(|c| c.trim().to_string()).collect();
                while cells.last().is_some_and(|c| c.is_empty()) {
                    cells.pop();
                }
                cells
            })
            .collect();
        found.push(Grid {
            line: i + 1,
            lines: grid,
        });
    }
    assert_eq!(found.len(), copies, "copies of {title:?} in the rulebook");
    found
}

/// The book's text with every run of whitespace made one space.
fn flat(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn assert_in_book(book: &str, quote: &str) {
    assert!(
        flat(book).contains(&flat(quote)),
        "not in the rulebook: {quote:?}"
    );
}

fn table(id: &str) -> Table {
    tables().into_iter().find(|t| t.id == id).expect(id)
}

/// A count cell: the book's dash is none.
fn count(cell: &str) -> u8 {
    match cell {
        "-" => 0,
        n => n
            .parse()
            .unwrap_or_else(|_| panic!("not a count: {cell:?}")),
    }
}

#[test]
fn rule_7_7_archery_table_every_cell() {
    let book = rulebook();
    assert_in_book(&book, "# = nombre d'unités ennemies éliminées");
    let printed = table("archery");
    for grid in grids(&book, "7.7 TABLE DE TIR À L'ARC", 2) {
        assert!(
            grid.lines
                .iter()
                .flatten()
                .any(|c| c == "nb de points du feu de tir à l'arc"),
            "copy at line {}: the columns' title",
            grid.line
        );
        let labels = grid.labels();
        let columns: Vec<&str> = ArcheryColumn::ALL.iter().map(|c| c.printed()).collect();
        assert_eq!(labels, columns, "copy at line {}: columns", grid.line);
        assert_eq!(printed.header[1..], labels, "printed header");
        for (r, row) in grid.die_rows(6).into_iter().enumerate() {
            let d = die(r as u8 + 1);
            for (c, cell) in row.iter().enumerate() {
                let column = ArcheryColumn::ALL[c];
                assert_eq!(
                    archery(column, d),
                    count(cell),
                    "archery, copy at line {}, row dé {}, column {}: book {cell:?}",
                    grid.line,
                    d.face(),
                    labels[c]
                );
                assert_eq!(
                    &printed.rows[r][c + 1],
                    cell,
                    "printed row dé {}, column {}",
                    d.face(),
                    labels[c]
                );
            }
        }
    }
}

/// A melee cell, by the book's explanation of results.
fn melee_cell(cell: &str) -> MeleeResult {
    let n = |s: &str| {
        s.parse::<u8>()
            .unwrap_or_else(|_| panic!("not a melee result: {cell:?}"))
    };
    if let Some(x) = cell.strip_prefix("AP") {
        MeleeResult::AttackerLoses(n(x))
    } else if let Some(x) = cell.strip_prefix("DP") {
        MeleeResult::DefenderLoses(n(x))
    } else if cell == "EX" {
        MeleeResult::Exchange
    } else {
        panic!("not a melee result: {cell:?}")
    }
}

#[test]
fn rule_7_8_melee_table_every_cell() {
    let book = rulebook();
    for explanation in [
        "APx – L'attaquant perd x unités",
        "DE – les deux côtés perdent une unité",
        "DPx – le défenseur perd x unités",
        "Les probabilités inférieures à 1-3 sont traitées en 1-3",
        "Les probabilités supérieures à 4-1 sont traitées en 4-1+",
    ] {
        assert_in_book(&book, explanation);
    }
    let printed = table("melee");
    for grid in grids(&book, "7.8 TABLE DE MÊLÉE", 2) {
        assert!(
            grid.lines.iter().flatten().any(|c| c == "Probabilité"),
            "copy at line {}: the columns' title",
            grid.line
        );
        let labels = grid.labels();
        let columns: Vec<&str> = OddsColumn::ALL.iter().map(|c| c.printed()).collect();
        assert_eq!(labels, columns, "copy at line {}: columns", grid.line);
        assert_eq!(printed.header[1..], labels, "printed header");
        for (r, row) in grid.die_rows(6).into_iter().enumerate() {
            let d = die(r as u8 + 1);
            for (c, cell) in row.iter().enumerate() {
                assert_eq!(
                    melee(OddsColumn::ALL[c], d),
                    melee_cell(cell),
                    "melee, copy at line {}, row dé {}, column {}: book {cell:?}",
                    grid.line,
                    d.face(),
                    labels[c]
                );
                assert_eq!(
                    &printed.rows[r][c + 1],
                    cell,
                    "printed row dé {}, column {}",
                    d.face(),
                    labels[c]
                );
            }
        }
    }
}

#[test]
fn rule_7_melee_odds_rounded_for_the_defender() {
    let book = rulebook();
    assert_in_book(
        &book,
        "une force de mêlée de 11 points des unités du Shérif attaquent des Joyeux Compagnons de \
         force de mêlée 4. Les probabilités réduites seraient de 2 à 1. 12-4 donnerait 3-1.",
    );
    use OddsColumn::*;
    assert_eq!(OddsColumn::for_strengths(11, 4), Some(TwoToOne));
    assert_eq!(OddsColumn::for_strengths(12, 4), Some(ThreeToOne));
    assert_eq!(OddsColumn::for_strengths(4, 4), Some(OneToOne));
    assert_eq!(OddsColumn::for_strengths(7, 4), Some(OneToOne));
    assert_eq!(OddsColumn::for_strengths(4, 5), Some(OneToTwo));
    assert_eq!(OddsColumn::for_strengths(2, 4), Some(OneToTwo));
    assert_eq!(OddsColumn::for_strengths(2, 5), Some(OneToThree));
    // Worse than 1-3 reads 1-3, better than 4-1 reads 4-1+.
    assert_eq!(OddsColumn::for_strengths(1, 9), Some(OneToThree));
    assert_eq!(OddsColumn::for_strengths(30, 2), Some(FourToOnePlus));
    assert_eq!(OddsColumn::for_strengths(0, 3), None);
    assert_eq!(OddsColumn::for_strengths(3, 0), None);
}

#[test]
fn rule_7_archery_points_choose_the_column() {
    use ArcheryColumn::*;
    let expected = [
        None,
        Some(One),
        Some(Two),
        Some(ThreeFour),
        Some(ThreeFour),
        Some(FiveSix),
    ];
    for (points, column) in expected.into_iter().enumerate() {
        assert_eq!(
            ArcheryColumn::for_points(points as u32),
            column,
            "{points} points"
        );
    }
    assert_eq!(ArcheryColumn::for_points(6), Some(FiveSix));
    assert_eq!(ArcheryColumn::for_points(8), Some(SevenEight));
    assert_eq!(ArcheryColumn::for_points(9), Some(NinePlus));
    assert_eq!(ArcheryColumn::for_points(40), Some(NinePlus));
}

#[test]
fn rule_7_1_net_rolls_read_between_1_and_6() {
    let book = rulebook();
    assert_in_book(
        &book,
        "Les jets de dés nets inférieurs à 1 sont traités comme des 1; de même, les jets de dés \
         nets plus élevés que 6 sont traités comme des 6.",
    );
    assert_eq!(die(1).modified(-1), die(1));
    assert_eq!(die(6).modified(2), die(6));
    assert_eq!(die(3).modified(-2), die(1));
    assert_eq!(die(4).modified(1), die(5));
    assert_eq!(Die::new(0), None);
    assert_eq!(Die::new(7), None);
}

#[test]
fn rule_14_1_tournament_melee_losses_plus_one() {
    let book = rulebook();
    assert_in_book(
        &book,
        "avec une probabilité de 1-2 et lance un 2, résultat AP2. Le total des pertes pour les \
         deux côtés serait Robin Hood - 3 (2 + 1) et le Shérif - 0.",
    );
    let result = melee(OddsColumn::OneToTwo, die(2));
    assert_eq!(result, MeleeResult::AttackerLoses(2));
    assert_eq!(result.tournament_losses(), (3, 0));
    assert_eq!(MeleeResult::Exchange.tournament_losses(), (2, 2));
    assert_eq!(
        MeleeResult::DefenderLoses(1).tournament_losses(),
        (0, 2),
        "one more only for a side that loses any"
    );
}

/// The book's name of a terrain.
fn terrain_named(name: &str) -> Terrain {
    match name {
        "Forêt" => Terrain::Forest,
        "Moulin" => Terrain::Mill,
        "Village" => Terrain::Village,
        "Ville" => Terrain::Town,
        "Gué" => Terrain::Ford,
        "Pont" => Terrain::Bridge,
        "Rivière" => Terrain::River,
        "Donjon" => Terrain::Keep,
        "Château" => Terrain::Castle,
        "Château en ruine" => Terrain::RuinedCastle,
        "Champ" => Terrain::Field,
        "Route" => Terrain::Road,
        "Nott. Green" => Terrain::NottinghamGreen,
        "Case de route numérotée" => Terrain::NumberedRoad,
        "Passage secret" => Terrain::SecretPassage,
        _ => panic!("not a terrain: {name:?}"),
    }
}

/// The movement cell: its cost, then its italic note.
fn movement_cell(cell: &str) -> (Movement, Entry, Stop) {
    let movement = if cell == "voir 6.6" {
        Movement::SecretPassage
    } else if cell == "Pas d'entrée" {
        Movement::Impassable
    } else {
        let (n, unit) = cell.split_once(' ').expect("a cost");
        assert!(unit.starts_with("PM"), "not a cost: {cell:?}");
        Movement::Cost(n.parse().unwrap())
    };
    let entry = if cell.contains("les chevaliers ne peuvent pas entrer") {
        Entry::NoKnights
    } else if cell.contains("entrée uniquement par la case du château") {
        Entry::FromCastleOnly
    } else {
        Entry::Anyone
    };
    let stop = if cell.contains("les marqueurs ne peuvent pas terminer leur mouvement") {
        Stop::Nobody
    } else if cell.contains("seuls les voyageurs peuvent terminer leur mouvement") {
        Stop::TravellersOnly
    } else {
        Stop::Anyone
    };
    (movement, entry, stop)
}

fn combat_cell(cell: &str, keep: Option<Combat>) -> Combat {
    match cell {
        "-" => Combat::Normal,
        "Déduisez un du jet de tir à l'arc" => Combat::ArcheryMinusOne,
        "Tir à l'arc interdit. Déduisez un du jet de mêlée (voir 7.15-17)" => {
            Combat::NoArcheryMeleeMinusOne
        }
        "Même que donjon" => keep.expect("the keep's row comes first"),
        c if c.starts_with("Interdit") => Combat::Forbidden,
        _ => panic!("not a combat effect: {cell:?}"),
    }
}

#[test]
fn rule_6_8_terrain_table_every_row() {
    let book = rulebook();
    assert_in_book(&book, "PM = Point de mouvement");
    let printed = table("terrain");
    for grid in grids(&book, "6.8 TABLES DES EFFETS DE TERRAIN", 2) {
        assert_eq!(
            grid.lines[0], printed.header,
            "copy at line {}: header",
            grid.line
        );
        let rows: Vec<Vec<String>> = grid.lines[1..]
            .iter()
            .map(|l| {
                l.iter()
                    .map(|c| c.replace("<i>", "").replace("</i>", ""))
                    .collect()
            })
            .collect();
        assert_eq!(
            rows.len(),
            TERRAIN.len(),
            "copy at line {}: rows",
            grid.line
        );
        let mut keep = None;
        let mut seen = vec![];
        for (r, (row, data)) in rows.iter().zip(&TERRAIN).enumerate() {
            let at = format!(
                "terrain, copy at line {}, row {} ({:?})",
                grid.line,
                r + 1,
                row[0]
            );
            assert_eq!(row.len(), 3, "{at}: cells");
            let kinds: Vec<Terrain> = row[0].split(" / ").map(terrain_named).collect();
            assert_eq!(data.terrains, kinds, "{at}, column TYPE DE TERRAIN");
            let (movement, entry, stop) = movement_cell(&row[1]);
            assert_eq!(
                data.effects.movement, movement,
                "{at}, column EFFETS SUR LE MOUVEMENT: book {:?}",
                row[1]
            );
            assert_eq!(
                data.effects.entry, entry,
                "{at}, column EFFETS SUR LE MOUVEMENT: book {:?}",
                row[1]
            );
            assert_eq!(
                data.effects.stop, stop,
                "{at}, column EFFETS SUR LE MOUVEMENT: book {:?}",
                row[1]
            );
            let combat = combat_cell(&row[2], keep);
            assert_eq!(
                data.effects.combat, combat,
                "{at}, column EFFETS SUR LE COMBAT: book {:?}",
                row[2]
            );
            if kinds.contains(&Terrain::Keep) {
                keep = Some(combat);
            }
            for kind in &kinds {
                assert_eq!(terrain(*kind), data.effects, "{at}: terrain({kind:?})");
            }
            assert_eq!(&data.printed[..], &row[..], "{at}: as printed");
            assert_eq!(printed.rows[r], *row, "{at}: printed table");
            seen.extend(kinds);
        }
        seen.sort();
        assert_eq!(
            seen,
            Terrain::ALL,
            "copy at line {}: every terrain in exactly one row",
            grid.line
        );
    }
}

#[test]
fn rule_6_8_terrain_effects_read_as_rule_7_1_says() {
    // 7.12: forest, town, mill, village subtract one from archery.
    for t in [
        Terrain::Forest,
        Terrain::Town,
        Terrain::Mill,
        Terrain::Village,
    ] {
        assert_eq!(terrain(t).combat.archery_modifier(), -1, "{t:?}");
    }
    // 7.13, 7.15: no archery, melee −1 in keep, ruined castle and castle.
    for t in [Terrain::Keep, Terrain::RuinedCastle, Terrain::Castle] {
        let c = terrain(t).combat;
        assert!(!c.archery_allowed() && c.melee_allowed(), "{t:?}");
        assert_eq!(c.melee_modifier(), -1, "{t:?}");
    }
    // 6.1: forest costs two movement points, all else one.
    assert_eq!(terrain(Terrain::Forest).movement, Movement::Cost(2));
    assert_eq!(terrain(Terrain::Road).movement, Movement::Cost(1));
    assert!(!terrain(Terrain::River).combat.melee_allowed());
}

#[test]
fn rule_9_7_tax_table_every_cell() {
    let book = rulebook();
    assert_in_book(&book, "# = pièces reçues de ce village");
    let printed = table("tax");
    for grid in grids(&book, "9.7 TABLE DES TAXES", 2) {
        assert_eq!(
            grid.lines[0], printed.header,
            "copy at line {}: header",
            grid.line
        );
        assert_eq!(
            grid.labels(),
            ["Pièces"],
            "copy at line {}: columns",
            grid.line
        );
        for (r, row) in grid.die_rows(1).into_iter().enumerate() {
            let d = die(r as u8 + 1);
            assert_eq!(
                tax(d),
                count(&row[0]),
                "tax, copy at line {}, row dé {}, column Pièces: book {:?}",
                grid.line,
                d.face(),
                row[0]
            );
            assert_eq!(printed.rows[r][1], row[0], "printed row dé {}", d.face());
        }
    }
}

/// A recruitment cell, by the book's explanation of results.
fn recruitment_cell(cell: &str) -> RecruitmentResult {
    let (recruited, robin_wounded) = match cell {
        "R" => (true, false),
        "R / B" => (true, true),
        "NR / B" => (false, true),
        "NR" => (false, false),
        _ => panic!("not a recruitment result: {cell:?}"),
    };
    RecruitmentResult {
        recruited,
        robin_wounded,
    }
}

#[test]
fn rule_10_4_recruitment_table_every_cell() {
    let book = rulebook();
    for explanation in [
        "NR = Non recruté",
        "R = Recruté",
        "NR / B = Non recruté, Robin Hood blessé",
        "R = Recruté, Robin Hood blessé",
    ] {
        assert_in_book(&book, explanation);
    }
    let printed = table("recruitment");
    for grid in grids(&book, "10.4 TABLE DE RECRUTEMENT", 2) {
        assert_eq!(
            grid.lines[0],
            ["jet de dé", "Leader à recruter"],
            "copy at line {}",
            grid.line
        );
        let labels = grid.labels();
        let columns: Vec<&str> = RecruitColumn::ALL.iter().map(|c| c.printed()).collect();
        assert_eq!(labels, columns, "copy at line {}: columns", grid.line);
        assert_eq!(printed.header[1..], labels, "printed header");
        for (r, row) in grid.die_rows(2).into_iter().enumerate() {
            let d = die(r as u8 + 1);
            for (c, cell) in row.iter().enumerate() {
                let leaders: &[Recruitable] = match RecruitColumn::ALL[c] {
                    RecruitColumn::WillScarlet => &[Recruitable::WillScarlet],
                    RecruitColumn::LittleJohnFriarTuck => {
                        &[Recruitable::LittleJohn, Recruitable::FriarTuck]
                    }
                };
                for &leader in leaders {
                    assert_eq!(
                        leader.column(),
                        RecruitColumn::ALL[c],
                        "{leader:?}'s column"
                    );
                    assert_eq!(
                        recruitment(leader, d),
                        recruitment_cell(cell),
                        "recruitment, copy at line {}, row dé {}, column {} ({leader:?}): book {cell:?}",
                        grid.line,
                        d.face(),
                        labels[c]
                    );
                }
                assert_eq!(
                    &printed.rows[r][c + 1],
                    cell,
                    "printed row dé {}, column {}",
                    d.face(),
                    labels[c]
                );
            }
        }
    }
}

/// The faces a quote gives: "1 à 4" is 1 to 4, "5 ou 6" is 5 and 6.
fn faces(quote: &str) -> Vec<u8> {
    let words: Vec<&str> = quote
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .collect();
    let mut faces = vec![];
    for (i, w) in words.iter().enumerate() {
        let Ok(n) = w.parse::<u8>() else { continue };
        assert!((1..=6).contains(&n), "not a face in {quote:?}: {n}");
        match (
            i.checked_sub(2).map(|j| words[j]),
            i.checked_sub(1).map(|j| words[j]),
        ) {
            (Some(from), Some("à")) => faces.extend(from.parse::<u8>().unwrap() + 1..=n),
            _ => faces.push(n),
        }
    }
    faces
}

/// Checks that `claims`, quoted from the book, give every face exactly once,
/// and that `data` agrees with what each quote says of its faces.
fn check_roll<T: PartialEq + std::fmt::Debug>(
    book: &str,
    what: &str,
    claims: &[&str],
    says: impl Fn(&str, u8) -> T,
    data: impl Fn(Die) -> T,
) {
    let mut covered = vec![];
    for quote in claims {
        assert_in_book(book, quote);
        for face in faces(quote) {
            assert_eq!(
                data(die(face)),
                says(quote, face),
                "{what}, dé {face}: the book says {quote:?}"
            );
            covered.push(face);
        }
    }
    covered.sort();
    assert_eq!(covered, [1, 2, 3, 4, 5, 6], "{what}: every face once");
}

/// The section of the book from heading `from` to the next heading.
fn section<'a>(book: &'a str, from: &str) -> &'a str {
    let start = book
        .find(from)
        .unwrap_or_else(|| panic!("no section {from:?}"));
    let body = &book[start + from.len()..];
    &body[..body.find("\n#").unwrap_or(body.len())]
}

#[test]
fn rule_13_random_events_every_roll() {
    let book = rulebook();
    // 6.8's travellers table, with 13.1 and 13.3 saying the same.
    assert_in_book(&book, "Un jet de dé de 1 à 5 durant la phase des événements aléatoires indique l'arrivée d'un marqueur de voyageur");
    assert_in_book(&book, "Le voyageur est placé dans la case de route au bord du plateau de jeu avec le numéro qui correspond au nombre sur le dé.");
    assert_in_book(
        &book,
        "Un jet de dé d'événements aléatoires de six indique l'arrivée d'une nouvelle personnalité",
    );
    check_roll(
        &book,
        "6.8 travellers table",
        &[
            "Sur un jet de dé d'événement aléatoire de 1 à 5, un voyageur entre en jeu depuis la case de route numérotée",
            "Sur un jet de dé de 6, une nouvelle personnalité entre en jeu",
        ],
        |quote, face| {
            if quote.contains("un voyageur entre en jeu") {
                RandomEvent::Traveller { road_space: face }
            } else {
                assert!(quote.contains("nouvelle personnalité"));
                RandomEvent::Personality
            }
        },
        random_event,
    );
    check_roll(
        &book,
        "13.1 traveller kind",
        &["1 à 4 pour un Noble", "5 ou 6 pour un évêque"],
        |quote, _| {
            if quote.ends_with("Noble") {
                TravellerKind::Noble
            } else {
                TravellerKind::Bishop
            }
        },
        traveller_kind,
    );
    check_roll(
        &book,
        "13.4 arrival space",
        &[
            "1 ou 2 et il est placé dans la case A",
            "3 ou 4 dans la case B",
            "5 ou 6 dans la case C",
        ],
        |quote, _| match quote.chars().last() {
            Some('A') => ArrivalSpace::A,
            Some('B') => ArrivalSpace::B,
            Some('C') => ArrivalSpace::C,
            _ => panic!("no space in {quote:?}"),
        },
        arrival_space,
    );
    assert_in_book(&book, "Lancez le dé une seconde fois pour déterminer le numéro de la case de route dans laquelle il arrive (relancez les six).");
    assert_in_book(
        &book,
        "Les voyageurs arrivant sur les cases de route \"2\", \"3\", \"4\" et \"5\"",
    );
    for d in Die::ALL {
        let expected = (d.face() != 6).then_some(d.face());
        assert_eq!(
            king_richard_road_space(d),
            expected,
            "13.8 King Richard's road space, dé {}",
            d.face()
        );
    }
}

#[test]
fn rule_13_4_to_13_8_personalities_in_order() {
    let book = rulebook();
    assert_in_book(
        &book,
        "Les cinq personnalités arrivent strictement dans l'ordre indiqué.",
    );
    let headings = [
        ("### 13.4 WILL SCARLET", Personality::WillScarlet),
        ("### 13.5 ALAN A DALE", Personality::AlanADale),
        ("### 13.6 MARION", Personality::Marion),
        ("### 13.7 PRINCE JOHN", Personality::PrinceJohn),
        ("### 13.8 ROI RICHARD", Personality::KingRichard),
    ];
    let ordinals = ["premier", "second", "troisième", "quatrième", "cinquième"];
    assert_eq!(PERSONALITIES.len(), headings.len());
    for (data, (heading, personality)) in PERSONALITIES.iter().zip(headings) {
        let text = flat(section(&book, heading));
        let at = heading.trim_start_matches("### ");
        assert_eq!(data.personality, personality, "{at}: order");
        let words: Vec<&str> = text.split(|c: char| !c.is_alphanumeric()).collect();
        let nth = words
            .iter()
            .find_map(|w| ordinals.iter().position(|o| o == w))
            .expect("an ordinal");
        assert_eq!(usize::from(data.nth_six), nth + 1, "{at}: which six");
        let turn = text.split("au tour ").nth(1).expect("an automatic turn");
        let turn: u8 = turn
            .trim_start_matches("de jeu ")
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(data.automatic_turn, turn, "{at}: automatic turn");
        let arrival = if let Some(rest) = text.split("case de route marquée d'un ").nth(1) {
            Arrival::RoadSpace(rest[..1].parse().unwrap())
        } else if text.contains("(relancez les six)") {
            Arrival::RolledRoadSpace
        } else if text.contains("cases étiquetées A, B et C")
            || text.contains("de la même manière que Will Scarlet")
        {
            Arrival::LetteredSpace
        } else {
            panic!("{at}: no arrival place");
        };
        assert_eq!(data.arrival, arrival, "{at}: arrival");
    }
}

#[test]
fn tables_text_prints_every_table() {
    let shapes = [
        ("terrain", "6.8 ", 9, 3),
        ("travellers", "6.8 ", 6, 2),
        ("archery", "7.7 ", 6, 7),
        ("melee", "7.8 ", 6, 7),
        ("tax", "9.7 ", 6, 2),
        ("recruitment", "10.4 ", 6, 3),
        ("traveller-kind", "13.1 ", 6, 2),
        ("arrival-space", "13.4 ", 6, 2),
        ("personalities", "13.4-13.8 ", 5, 4),
        ("king-richard-road", "13.8 ", 6, 2),
    ];
    let all = tables();
    let text = tables_text();
    let blocks: Vec<&str> = text.split("\n\n").collect();
    assert_eq!(blocks.len(), shapes.len(), "tables printed");
    assert_eq!(all.len(), shapes.len(), "tables()");
    for ((block, t), (id, rule, rows, columns)) in blocks.iter().zip(&all).zip(shapes) {
        assert_eq!(t.id, id, "table order");
        let lines: Vec<&str> = block.trim_end_matches('\n').split('\n').collect();
        assert_eq!(lines[0], t.title, "{id}: title line");
        assert!(lines[0].starts_with(rule), "{id}: title names rule {rule}");
        assert_eq!(lines.len(), 2 + rows, "{id}: header and {rows} rows");
        for (i, line) in lines[1..].iter().enumerate() {
            let cells: Vec<&str> = line.split('\t').collect();
            assert_eq!(cells.len(), columns, "{id}, line {}: {line:?}", i + 2);
            assert!(
                cells.iter().all(|c| !c.trim().is_empty()),
                "{id}, line {}: empty cell",
                i + 2
            );
            let source = if i == 0 { &t.header } else { &t.rows[i - 1] };
            assert_eq!(&cells, source, "{id}, line {}", i + 2);
        }
    }
}

/// The player aid prints rule 13's tables in the book's words: each roll's
/// result as the book names it.
#[test]
fn rule_13_tables_in_the_books_words() {
    let cells = |id: &str, column: usize| -> Vec<String> {
        table(id).rows.iter().map(|r| r[column].clone()).collect()
    };
    assert_eq!(
        cells("travellers", 1),
        [
            "voyageur, case de route 1",
            "voyageur, case de route 2",
            "voyageur, case de route 3",
            "voyageur, case de route 4",
            "voyageur, case de route 5",
            "nouvelle personnalité"
        ]
    );
    assert_eq!(
        cells("traveller-kind", 1),
        ["Noble", "Noble", "Noble", "Noble", "Évêque", "Évêque"]
    );
    assert_eq!(cells("arrival-space", 1), ["A", "A", "B", "B", "C", "C"]);
    assert_eq!(
        cells("personalities", 1),
        [
            "Will Scarlet",
            "Alan a Dale",
            "Marion",
            "Prince John",
            "Roi Richard"
        ]
    );
    let arrivals = cells("personalities", 2);
    assert_eq!(arrivals[0], "case A, B ou C (dé)");
    assert_eq!(arrivals[4], "case de route du dé (relancez les six)");
    assert!(arrivals[3].starts_with("case de route "), "{arrivals:?}");
}
