//! Every cell of every table, checked against the rulebook's own text
//! (`shared/seeds/004_bbd88a4196d141ed.txt`, beside the checkout), read and
//! parsed at run time. Each failure names the table, the row and the column.

use sherwood_skirmish::*;
use std::path::Path;

fn rulebook() -> String {
    // The crate is `crates/skirmish` in the workspace; `shared` sits beside
    // it, unless SHERWOOD_SHARED says where (a copy of the tree elsewhere,
    // as scripts/mutants.sh tests).
    let shared = std::env::var_os("SHERWOOD_SHARED").map_or_else(
        || Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared"),
        Into::into,
    );
    let path = shared.join("seeds/004_bbd88a4196d141ed.txt");
    std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("cannot read the rulebook at {}: {e}", path.display()))
}

/// The lines after the first one that starts with `heading`.
fn after<'a>(lines: &[&'a str], heading: &str) -> Vec<&'a str> {
    let at = lines
        .iter()
        .position(|l| l.starts_with(heading))
        .unwrap_or_else(|| panic!("the rulebook has no line starting {heading:?}"));
    lines[at + 1..].to_vec()
}

fn book_lines(book: &str) -> Vec<&str> {
    book.lines().collect()
}

fn tabs(line: &str) -> Vec<&str> {
    line.split('\t').map(str::trim).collect()
}

/// The table's letter in a printed cell.
fn letter(cell: &str, what: &str) -> char {
    let mut chars = cell.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if c == '-' || c.is_ascii_uppercase() => c,
        _ => panic!("{what}: {cell:?} is not a result letter"),
    }
}

/// A fire table's die label: "N", or "10 ou +" (10 or more).
fn die_label(cell: &str, what: &str) -> (u8, bool) {
    match cell.strip_suffix(" ou +") {
        Some(n) => (n.parse().unwrap(), true),
        None => (
            cell.parse()
                .unwrap_or_else(|_| panic!("{what}: die label {cell:?}")),
            false,
        ),
    }
}

// ---------------------------------------------------------------- fire

fn check_fire_table(heading: &str, kind: TargetKind) {
    let book = rulebook();
    let lines = after(&book_lines(&book), heading);
    let top = after(&lines, "Résultat du lancer de dé après modifications");
    let head = tabs(top[0]);
    let first = tabs(
        lines
            .iter()
            .find(|l| l.starts_with("Résultat du lancer"))
            .unwrap(),
    );
    assert_eq!(first[1], "Arc", "{heading} header: the bow's die column");
    assert_eq!(
        head[2], "Arbalète",
        "{heading} header: the crossbow's die column"
    );
    let covers: Vec<Cover> = head[3..]
        .iter()
        .map(|c| match *c {
            "Aucune" => Cover::None,
            "Légère" => Cover::Light,
            "Moyenne" => Cover::Medium,
            other => panic!("{heading} header: unknown cover {other:?}"),
        })
        .collect();
    assert_eq!(covers, Cover::ALL, "{heading}: the cover columns' order");

    let rows = &top[1..11];
    for (r, line) in rows.iter().enumerate() {
        let cells = tabs(line);
        assert_eq!(cells.len(), 6, "{heading} row {}: {line:?}", r + 1);
        let what = format!("{heading} row {}", r + 1);
        let bow = die_label(cells[1], &what);
        let crossbow = die_label(cells[2], &what);
        assert_eq!(bow, crossbow, "{what}: bow and crossbow read the same rows");
        let (die, or_more) = bow;
        assert_eq!(usize::from(die), r + 1, "{what}: die label");
        assert_eq!(or_more, r == 9, "{what}: only the last row reads 'or more'");
        // The last row also serves every modified die above 10.
        let dice = if or_more { die..=13 } else { die..=die };
        for (c, &cover) in covers.iter().enumerate() {
            let printed = letter(cells[3 + c], &what);
            for d in dice.clone() {
                let ours = fire(kind, cover, d).symbol();
                assert_eq!(
                    ours,
                    printed,
                    "{heading} row {} (die {d}), column {}: the book says {printed}, the data {ours}",
                    cells[1],
                    head[3 + c]
                );
            }
        }
    }
    assert!(
        top[11].trim().is_empty(),
        "{heading}: more than 10 rows: {:?}",
        top[11]
    );
}

#[test]
fn fire_table_riders_every_cell() {
    check_fire_table(
        "Résultats des tirs contre des personnages à cheval",
        TargetKind::Rider,
    );
}

#[test]
fn fire_table_knights_on_foot_every_cell() {
    check_fire_table(
        "Résultats des tirs contre des chevaliers à pied",
        TargetKind::KnightOnFoot,
    );
}

#[test]
fn fire_table_others_on_foot_every_cell() {
    check_fire_table(
        "Résultats des tirs contre d'autres personnages à pied",
        TargetKind::OtherOnFoot,
    );
}

/// "d'une case" / "de N cases".
fn recoil(text: &str) -> Option<u8> {
    if !text.contains("recule") {
        return None;
    }
    if text.contains("d'une case") {
        return Some(1);
    }
    let n = text.split("recule de ").nth(1)?.split(' ').next()?;
    Some(n.parse().unwrap_or_else(|_| panic!("recoil in {text:?}")))
}

fn harm(text: &str) -> Harm {
    if text.contains("assommé") {
        Harm::Stunned
    } else if text.contains("blessé") {
        Harm::Wounded
    } else if text.contains("tué") {
        Harm::Killed
    } else {
        panic!("no harm in {text:?}")
    }
}

/// Reads one printed explanation: whom it strikes (true: the attacker) and
/// how; `None` for no effect.
fn explanation(text: &str) -> Option<(bool, Outcome)> {
    if text.contains("pas d'effet") {
        return None;
    }
    let attacker = text.contains("attaquant");
    let outcome = if let Some(n) = recoil(text) {
        Outcome::Recoil(n)
    } else if text.contains("le cheval est") {
        let rider = text
            .split("Le cavalier est")
            .nth(1)
            .unwrap_or_else(|| panic!("no rider in {text:?}"));
        Outcome::Rider {
            horse_killed: text.contains("le cheval est tué"),
            rider: harm(rider),
            unhorsed: text.contains("désarçonné"),
        }
    } else {
        Outcome::Harm(harm(text))
    };
    Some((attacker, outcome))
}

/// The "- X : text" lines of the explanation list after `lines[0]`.
fn explanations<'a>(lines: &[&'a str]) -> Vec<(char, &'a str)> {
    let list = after(lines, "Explications des résultats:");
    list.iter()
        .skip_while(|l| l.trim().is_empty())
        .take_while(|l| l.starts_with("- "))
        .map(|l| {
            let l = &l[2..];
            match l.strip_prefix(": ") {
                Some(text) => ('-', text),
                None => {
                    let (x, text) = l.split_once(" : ").expect("'X : text'");
                    (letter(x, l), text)
                }
            }
        })
        .collect()
}

fn fire_letter(c: char) -> FireResult {
    use FireResult::*;
    [Miss, A, B, C, D]
        .into_iter()
        .find(|r| r.symbol() == c)
        .unwrap_or_else(|| panic!("no fire result {c}"))
}

fn check_fire_explanations(heading: &str, kinds: &[TargetKind], letters: &str) {
    let book = rulebook();
    let lines = after(&book_lines(&book), heading);
    let list = explanations(&lines);
    let printed: String = list.iter().map(|&(c, _)| c).collect();
    assert_eq!(printed, letters, "{heading}: the results explained");
    for &kind in kinds {
        for &(c, text) in &list {
            let book = explanation(text);
            if let Some((attacker, _)) = book {
                assert!(!attacker, "{heading} {c}: fire strikes its target");
            }
            let ours = fire_effect(kind, fire_letter(c));
            assert_eq!(
                ours,
                book.map(|(_, o)| o),
                "{heading}, {kind:?}, result {c}: the book says {text:?}"
            );
        }
        // Every letter the table prints is explained.
        for cover in Cover::ALL {
            for die in 1..=10 {
                let r = fire(kind, cover, die).symbol();
                assert!(letters.contains(r), "{kind:?}: {r} is not explained");
            }
        }
    }
}

#[test]
fn fire_results_riders_explained() {
    check_fire_explanations(
        "Résultats des tirs contre des personnages à cheval",
        &[TargetKind::Rider],
        "-ABCD",
    );
}

/// The knights' table says "voir tableau suivant"; the transcription prints
/// the on-foot explanations after the terrain table.
#[test]
fn fire_results_on_foot_explained() {
    let book = rulebook();
    let knights = after(
        &book_lines(&book),
        "Résultats des tirs contre des chevaliers à pied",
    );
    assert!(
        knights
            .iter()
            .any(|l| l.starts_with("Explications des résultats: voir tableau suivant")),
        "the knights' table should refer to the next one"
    );
    check_fire_explanations(
        "TYPES DE TERRAINS",
        &[TargetKind::KnightOnFoot, TargetKind::OtherOnFoot],
        "-ABC",
    );
}

// ---------------------------------------------------------------- range

/// The numbers in a cell, e.g. "1 à 25 cases" or "25-50 cases".
fn numbers(cell: &str) -> Vec<u32> {
    cell.split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

fn modifier(cell: &str) -> i8 {
    if cell == "aucune" {
        return 0;
    }
    let n = cell
        .strip_prefix('+')
        .and_then(|s| s.strip_suffix(" au résultat du dé"))
        .unwrap_or_else(|| panic!("die modifier {cell:?}"));
    n.parse().unwrap()
}

#[test]
fn range_bands_bow_and_crossbow() {
    let book = rulebook();
    let lines = after(
        &book_lines(&book),
        "Modifications dues à la distance de tir",
    );
    let head = tabs(lines.iter().find(|l| l.starts_with('\t')).unwrap());
    assert_eq!(
        head[1..],
        ["Arc", "Arbalète", "Modification du lancer de dé"]
    );
    let names = [
        ("Tir à courte distance", Range::Short),
        ("Tir à moyenne distance", Range::Medium),
        ("Tir à longue distance", Range::Long),
    ];
    let rows: Vec<Vec<&str>> = lines
        .iter()
        .filter(|l| l.starts_with("Tir à "))
        .map(|l| tabs(l))
        .collect();
    assert_eq!(rows.len(), RANGE_BANDS.len(), "range bands printed");
    for (w, weapon) in Weapon::ALL.into_iter().enumerate() {
        let mut previous_high = 0;
        let mut resolved = Vec::new();
        for (r, row) in rows.iter().enumerate() {
            assert_eq!(row[0], names[r].0, "range table row {}", r + 1);
            let band = &RANGE_BANDS[r];
            assert_eq!(band.range, names[r].1, "range table row {}", row[0]);
            let span = numbers(row[1 + w]);
            let (mut low, high) = (span[0], span[1]);
            // The bow's "25-50" overlaps "1 à 25": a band starts after the
            // one before it (see RANGE_BANDS).
            if low <= previous_high {
                assert_eq!(
                    (weapon, band.range, row[1 + w]),
                    (Weapon::Bow, Range::Medium, "25-50 cases"),
                    "an overlap other than the one documented"
                );
                low = previous_high + 1;
            }
            assert_eq!(
                band.spaces(weapon),
                low..=high,
                "range table row {:?}, column {weapon:?}: the book says {:?}",
                row[0],
                row[1 + w]
            );
            assert_eq!(
                band.modifier,
                modifier(row[3]),
                "range table row {:?}, column 'Modification du lancer de dé'",
                row[0]
            );
            resolved.push((low..=high, modifier(row[3])));
            previous_high = high;
        }
        for distance in 0..=200 {
            let book = resolved
                .iter()
                .find(|(spaces, _)| spaces.contains(&distance))
                .map(|&(_, m)| m);
            assert_eq!(
                range_modifier(weapon, distance),
                book,
                "{weapon:?} at {distance} spaces"
            );
        }
    }
    let wounded = tabs(
        lines
            .iter()
            .find(|l| l.starts_with("Archer ou arbalétrier blessé"))
            .unwrap(),
    );
    assert_eq!(
        wounded[1..3],
        ["", ""],
        "the wounded shooter's row has no range"
    );
    assert_eq!(
        WOUNDED_SHOOTER,
        modifier(wounded[3]),
        "wounded shooter's modifier"
    );
}

// ---------------------------------------------------------------- melee

/// The printed force-ratio columns, checked against `OddsColumn`.
fn melee_grid<'a>(book: &'a str, heading: &str) -> Vec<Vec<&'a str>> {
    let lines = after(&book_lines(book), heading);
    let top = after(&lines, "Résultat du lancer de dé\tRapport de Force");
    let head = tabs(top[0]);
    let labels: Vec<String> = OddsColumn::all().map(OddsColumn::label).collect();
    assert_eq!(head[0], "", "{heading}: header");
    assert_eq!(head[1..], labels, "{heading}: the force-ratio columns");
    let rows: Vec<Vec<&str>> = top[1..11].iter().map(|l| tabs(l)).collect();
    assert!(top[11].trim().is_empty(), "{heading}: more than 10 rows");
    rows
}

fn check_melee_table(heading: &str, mounted: bool) {
    let book = rulebook();
    let rows = melee_grid(&book, heading);
    for (r, cells) in rows.iter().enumerate() {
        assert_eq!(cells.len(), 13, "{heading} row {}: {cells:?}", r + 1);
        assert_eq!(
            cells[0],
            (r + 1).to_string(),
            "{heading} row {}: die",
            r + 1
        );
        let die = r as u8 + 1;
        for column in OddsColumn::all() {
            let c = usize::from(column.ratio());
            let printed = letter(cells[c], heading);
            let ours = melee(mounted, column, die).symbol();
            assert_eq!(
                ours,
                printed,
                "{heading} row {die}, column {}: the book says {printed}, the data {ours}",
                column.label()
            );
        }
    }
}

#[test]
fn melee_table_mounted_every_cell() {
    check_melee_table(
        "Résultats des combats contre des personnages à cheval",
        true,
    );
}

#[test]
fn melee_table_on_foot_every_cell() {
    check_melee_table("Résultats des combats contre des personnages à pied", false);
}

#[test]
fn melee_odds_columns() {
    let book = rulebook();
    let rows = melee_grid(
        &book,
        "Résultats des combats contre des personnages à cheval",
    );
    assert_eq!(rows.len(), 10);
    let labels: Vec<String> = OddsColumn::all().map(OddsColumn::label).collect();
    for defence in 0..=8u32 {
        for attack in 0..=120u32 {
            // The printed column "N-1", or the last "12-1+" for more.
            let book = (defence > 0 && attack >= defence).then(|| {
                let ratio = attack / defence;
                labels
                    .iter()
                    .find(|l| *l == &format!("{ratio}-1"))
                    .or_else(|| labels.last().filter(|l| l.ends_with('+')))
                    .unwrap()
                    .clone()
            });
            assert_eq!(
                odds_column(attack, defence).map(OddsColumn::label),
                book,
                "{attack} against {defence}"
            );
        }
    }
}

fn melee_letter(c: char) -> MeleeResult {
    use MeleeResult::*;
    [NoEffect, A, B, C, D, E, F, G, H]
        .into_iter()
        .find(|r| r.symbol() == c)
        .unwrap_or_else(|| panic!("no melee result {c}"))
}

fn check_melee_explanations(heading: &str, mounted: bool, letters: &str) {
    let book = rulebook();
    let lines = after(&book_lines(&book), heading);
    let list = explanations(&lines);
    let printed: String = list.iter().map(|&(c, _)| c).collect();
    assert_eq!(printed, letters, "{heading}: the results explained");
    for (c, text) in list {
        let book = match explanation(text) {
            None => MeleeEffect::NoEffect,
            Some((true, o)) => MeleeEffect::Attacker(o),
            Some((false, o)) => MeleeEffect::Defender(o),
        };
        assert_eq!(
            melee_effect(mounted, melee_letter(c)),
            book,
            "{heading}, result {c}: the book says {text:?}"
        );
    }
    for column in OddsColumn::all() {
        for die in 1..=10 {
            let r = melee(mounted, column, die).symbol();
            assert!(letters.contains(r), "{heading}: {r} is not explained");
        }
    }
}

#[test]
fn melee_results_mounted_explained() {
    check_melee_explanations(
        "Résultats des combats contre des personnages à cheval",
        true,
        "-ABCDEFGH",
    );
}

#[test]
fn melee_results_on_foot_explained() {
    check_melee_explanations(
        "Résultats des combats contre des personnages à pied",
        false,
        "-ABCDEF",
    );
}

fn melee_terrain(symbol: &str, what: &str) -> MeleeTerrain {
    MeleeTerrain::ALL
        .into_iter()
        .find(|t| t.symbol().to_string() == symbol)
        .unwrap_or_else(|| panic!("{what}: {symbol:?} is no terrain effect"))
}

#[test]
fn melee_terrain_shifts() {
    let book = rulebook();
    let lines = book_lines(&book);
    // The legend: "- : terrain désavantageux", "0 : terrain neutre", "+ : …".
    let legend = after(&lines, "TABLEAUX CONCERNANT LES COMBATS");
    for (words, terrain) in [
        ("terrain désavantageux", MeleeTerrain::Disadvantage),
        ("terrain neutre", MeleeTerrain::Neutral),
        ("terrain avantageux", MeleeTerrain::Advantage),
    ] {
        let line = legend.iter().find(|l| l.ends_with(words)).unwrap();
        let symbol = line.trim_end_matches(words).trim_end_matches(" : ");
        let symbol = symbol.rsplit(' ').next().unwrap();
        assert_eq!(symbol, terrain.symbol().to_string(), "legend {words:?}");
    }

    let rows = after(&lines, "Attaquant dans\tcontre\tDéfenseur dans");
    let rows: Vec<Vec<&str>> = rows
        .iter()
        .take_while(|l| !l.trim().is_empty())
        .map(|l| tabs(l))
        .collect();
    assert_eq!(rows.len(), COLUMN_SHIFTS.len(), "shift rows printed");
    let mut printed = Vec::new();
    for (r, cells) in rows.iter().enumerate() {
        let what = format!("shift table row {}", r + 1);
        assert_eq!(cells.len(), 4, "{what}: {cells:?}");
        let attacker = melee_terrain(cells[0], &what);
        let defender = melee_terrain(cells[2], &what);
        let text = cells[3];
        let n = if text.contains("de deux colonnes") {
            2
        } else if text.contains("d'une colonne") {
            1
        } else {
            panic!("{what}: how many columns in {text:?}")
        };
        let shift = if text.contains("sur la gauche") {
            -n
        } else if text.contains("sur la droite") {
            n
        } else {
            panic!("{what}: which way in {text:?}")
        };
        assert_eq!(
            COLUMN_SHIFTS[r],
            (attacker, defender, shift),
            "{what}: the book says {text:?}"
        );
        printed.push((attacker, defender, shift));
    }
    assert!(
        lines.iter().any(|l| l.starts_with(
            "Si les deux camps se trouvent sur des terrains équivalents, la colonne ne change pas"
        )),
        "the rule for equal terrains"
    );
    for attacker in MeleeTerrain::ALL {
        for defender in MeleeTerrain::ALL {
            let book = match printed
                .iter()
                .find(|&&(a, d, _)| a == attacker && d == defender)
            {
                Some(&(_, _, shift)) => shift,
                None if attacker == defender => 0,
                None => panic!("the book gives no shift for {attacker:?} against {defender:?}"),
            };
            assert_eq!(
                column_shift(attacker, defender),
                book,
                "{attacker:?} against {defender:?}"
            );
            for column in OddsColumn::all() {
                let moved = i16::from(column.ratio()) + i16::from(book);
                // Past 12-1+ stays there ("or more"); past 1-1 is off the table.
                let expected = (moved >= 1).then(|| OddsColumn::new(moved.min(12) as u8).unwrap());
                assert_eq!(
                    shifted_column(column, attacker, defender),
                    expected,
                    "column {} shifted by {attacker:?} against {defender:?}",
                    column.label()
                );
                // Revision 3's reading: past 1-1 stops there too.
                assert_eq!(
                    shifted_column_on_table(column, attacker, defender),
                    OddsColumn::new(moved.clamp(1, 12) as u8).unwrap(),
                    "column {} shifted on the table by {attacker:?} against {defender:?}",
                    column.label()
                );
            }
        }
    }
}

// ---------------------------------------------------------------- terrain

#[test]
fn terrain_table_every_row() {
    let book = rulebook();
    let lines = after(&book_lines(&book), "TYPES DE TERRAINS");
    let head = tabs(lines[1]);
    assert_eq!(
        head,
        [
            "Aspect",
            "Dénomination",
            "Coût en points de mouvement par case",
            "Type de couverture",
            "Influence du terrain sur les combats"
        ]
    );
    let rows: Vec<Vec<&str>> = lines[2..]
        .iter()
        .take_while(|l| !l.trim().is_empty())
        .map(|l| tabs(l))
        .collect();
    assert_eq!(rows.len(), Terrain::ALL.len(), "terrain rows printed");
    for (kind, cells) in Terrain::ALL.into_iter().zip(&rows) {
        assert_eq!(cells.len(), 5, "terrain row {cells:?}");
        let name = cells[1];
        assert_eq!(kind.french(), name, "terrain row order");
        let ours = terrain(kind);

        let cost = cells[2];
        let book_cost = if cost.starts_with("Impassable") {
            None
        } else {
            // The leading number: "2 à 2 pied …" is 2 on foot.
            Some(numbers(cost)[0] as u8)
        };
        assert_eq!(
            ours.cost, book_cost,
            "terrain {name:?}, cost: the book says {cost:?}"
        );
        let barred = book_cost.is_none() || cost.contains("Impassable pour les chevaux");
        assert_eq!(
            ours.horses_barred, barred,
            "terrain {name:?}, horses: the book says {cost:?}"
        );

        let cover = cells[3];
        let book_cover = if cover.starts_with("Moyenne si tir traverse fenêtre ou porte") {
            TerrainCover::MediumThroughWindowOrDoor
        } else if cover.starts_with("Moyenne si tireur n'aperçoit pas les deux côtés") {
            TerrainCover::MediumUnlessBothSidesSeen
        } else {
            match cover {
                "Aucune" => TerrainCover::None,
                "Légère" => TerrainCover::Light,
                "Moyenne" => TerrainCover::Medium,
                "Totale" => TerrainCover::Total,
                _ => panic!("terrain {name:?}: unknown cover {cover:?}"),
            }
        };
        assert_eq!(
            ours.cover, book_cover,
            "terrain {name:?}, cover: the book says {cover:?}"
        );

        let melee = cells[4];
        let book_melee = if melee.starts_with("Combat Impossible") {
            None
        } else {
            // The table prints the legend's "-" as a long dash.
            Some(melee_terrain(&melee.replace('—', "-"), name))
        };
        assert_eq!(
            ours.melee, book_melee,
            "terrain {name:?}, melee: the book says {melee:?}"
        );
    }
}

// ---------------------------------------------------------------- turn

#[test]
fn player_phase_order() {
    let book = rulebook();
    let lines = after(&book_lines(&book), "Phase du premier joueur");
    let steps: Vec<&str> = lines
        .iter()
        .take_while(|l| !l.starts_with("Phase du deuxième joueur"))
        .filter_map(|l| l.strip_prefix("- "))
        .collect();
    assert_eq!(steps.len(), PlayerStep::ALL.len(), "steps printed");
    let keywords = [
        (PlayerStep::FirstFire, "peuvent tirer, à l'exception"),
        (PlayerStep::Movement, "peuvent bouger"),
        (PlayerStep::SecondFire, "peuvent tirer à nouveau"),
        (PlayerStep::Melee, "peuvent engager le combat"),
        (PlayerStep::Recovery, "sont remis sur pieds"),
    ];
    for (i, text) in steps.iter().enumerate() {
        let matching: Vec<PlayerStep> = keywords
            .iter()
            .filter(|(_, k)| text.contains(k))
            .map(|&(s, _)| s)
            .collect();
        assert_eq!(matching.len(), 1, "step {}: {text:?}", i + 1);
        let step = PlayerStep::ALL[i];
        assert_eq!(step, matching[0], "step {}: the book says {text:?}", i + 1);
        assert_eq!(usize::from(step.number()), i + 1);
        let shooters: &[Weapon] = if !text.contains("peuvent tirer") {
            &[]
        } else if text.contains("archers et arbalétriers") {
            &[Weapon::Bow, Weapon::Crossbow]
        } else {
            &[Weapon::Bow]
        };
        assert_eq!(
            step.shooters(),
            shooters,
            "step {}: who fires in {text:?}",
            i + 1
        );
        assert_eq!(step.next(), PlayerStep::ALL.get(i + 1).copied());
    }
    assert!(
        book.contains("Quand la séquence No. 5 est terminée, un nouveau tour de jeu commence"),
        "the phase ends after step 5"
    );
}

// ---------------------------------------------------------------- text

/// (id, rows, columns) of every table, in the book's order.
const SHAPES: [(&str, usize, usize); 13] = [
    ("fire_modifiers", 4, 4),
    ("fire_riders", 10, 5),
    ("fire_results_riders", 5, 2),
    ("fire_knights_on_foot", 10, 5),
    ("fire_others_on_foot", 10, 5),
    ("player_phase", 5, 2),
    ("terrain", 9, 4),
    ("fire_results_on_foot", 4, 2),
    ("melee_terrain_shifts", 6, 3),
    ("melee_mounted", 10, 13),
    ("melee_results_mounted", 9, 2),
    ("melee_on_foot", 10, 13),
    ("melee_results_on_foot", 7, 2),
];

/// The printed words of the player aid: each terrain shift by its side and
/// number of columns, each range band's modifier, each step and each
/// terrain and cover by name.
#[test]
fn tables_text_words_shifts_bands_steps_and_terrain() {
    let text = tables_text();
    for line in [
        "-\t+\t2 columns left",
        "-\t0\t1 column left",
        "0\t-\t1 column right",
        "+\t-\t2 columns right",
        "Short range\t1-25\t1-25\t0",
        "Medium range\t26-50\t26-75\t+1",
        "2\tAll characters may move, except crossbowmen who have just fired",
        "Brush (Broussailles)\t2\tLight\t-",
    ] {
        assert!(text.lines().any(|l| l.starts_with(line)), "{line:?}");
    }
}

#[test]
fn tables_text_prints_every_table() {
    let all = tables();
    let ids: Vec<&str> = all.iter().map(|t| t.id).collect();
    let expected: Vec<&str> = SHAPES.iter().map(|s| s.0).collect();
    assert_eq!(ids, expected, "the tables, in the book's order");
    let text = tables_text();
    let blocks: Vec<&str> = text.trim_end().split("\n\n").collect();
    assert_eq!(blocks.len(), SHAPES.len(), "one text block per table");
    for ((table, &(id, rows, columns)), block) in all.iter().zip(&SHAPES).zip(&blocks) {
        let lines: Vec<&str> = block.lines().collect();
        assert_eq!(lines[0], table.title, "{id}: title line");
        assert!(!lines[0].contains('\t'), "{id}: title line");
        assert_eq!(lines.len(), 2 + rows, "{id}: title, header and {rows} rows");
        for (n, line) in lines[1..].iter().enumerate() {
            let cells: Vec<&str> = line.split('\t').collect();
            assert_eq!(cells.len(), columns, "{id} line {}: {line:?}", n + 2);
            let want = if n == 0 {
                &table.header
            } else {
                &table.rows[n - 1]
            };
            assert_eq!(&cells, want, "{id} line {}", n + 2);
        }
    }
}

/// The text of the fire and melee grids is the book's, cell for cell.
#[test]
fn tables_text_matches_rulebook_grids() {
    let book = rulebook();
    let lines = book_lines(&book);
    let all = tables();
    let table = |id: &str| all.iter().find(|t| t.id == id).unwrap();
    for (id, heading, skip) in [
        (
            "fire_riders",
            "Résultats des tirs contre des personnages à cheval",
            1,
        ),
        (
            "fire_knights_on_foot",
            "Résultats des tirs contre des chevaliers à pied",
            1,
        ),
        (
            "fire_others_on_foot",
            "Résultats des tirs contre d'autres personnages à pied",
            1,
        ),
        (
            "melee_mounted",
            "Résultats des combats contre des personnages à cheval",
            0,
        ),
        (
            "melee_on_foot",
            "Résultats des combats contre des personnages à pied",
            0,
        ),
    ] {
        let section = after(&lines, heading);
        let top = after(&section, "Résultat du lancer de dé");
        for (r, ours) in table(id).rows.iter().enumerate() {
            let printed: Vec<String> = tabs(top[1 + r])[skip..]
                .iter()
                .map(|c| c.replace(" ou +", "+"))
                .collect();
            assert_eq!(ours, &printed, "{id} row {}", r + 1);
        }
    }
}

/// The die is a d10 numbered 0-9, 0 counting as 10 (`shared/games/skirmish.md`):
/// the tables' rows run from 1 to 10.
#[test]
fn d10_zero_counts_as_ten() {
    let values: Vec<u8> = (0..=9).map(d10).collect();
    assert_eq!(values, [10, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
}
