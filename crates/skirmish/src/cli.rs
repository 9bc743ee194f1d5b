//! Skirmish in Sherwood on the command line: `--scenario NAME` or
//! `--scenario-file PATH` (a scenario a player wrote), the seats' names, a
//! readable position.

use crate::scenario::{ScenarioId, WRITTEN_MAX};
use crate::state::{Options, Skirmish};
use crate::view::View;
use crate::wording::render;
use sherwood_engine::CommandLine;

/// A scenario file's text, read no further than one byte past the longest
/// a scenario may be (`Written::read` refuses a text that long).
fn read_scenario_file(path: &str) -> Result<String, String> {
    use std::io::Read;
    let file = std::fs::File::open(path).map_err(|e| format!("cannot open {path:?}: {e}"))?;
    let mut text = String::new();
    file.take(WRITTEN_MAX as u64 + 1)
        .read_to_string(&mut text)
        .map_err(|e| format!("cannot read {path:?} as text: {e}"))?;
    Ok(text)
}

impl CommandLine for Skirmish {
    const FLAGS_HELP: &'static str = "--scenario ambush|rescue|ford|meadow|breakout|stand (default ambush), or --scenario-file PATH (a scenario's text, docs/scenarios.md)";
    const SEAT_NAMES: &'static [&'static str] = &["outlaws", "sheriff"];
    const PLAYOUT_CAP: usize = 5000;

    fn options_from_flags(flags: &[String]) -> Result<Options, String> {
        let mut options = Options::default();
        let mut it = flags.iter();
        while let Some(f) = it.next() {
            match f.as_str() {
                "--scenario" => {
                    let name = it
                        .next()
                        .ok_or("--scenario needs a scenario's name")?;
                    options.scenario = name.parse::<ScenarioId>()?.into();
                }
                "--scenario-file" => {
                    let path = it.next().ok_or("--scenario-file needs a file's path")?;
                    let text = read_scenario_file(path)?;
                    options = Options::written(&text)
                        .map_err(|e| format!("the scenario in {path:?}: {e}"))?;
                }
                other => {
                    return Err(format!(
                        "unknown skirmish option '{other}' (skirmish takes --scenario, --scenario-file and --seed)"
                    ))
                }
            }
        }
        Ok(options)
    }

    fn tables() -> String {
        crate::tables::tables_text()
    }

    fn show(view: &View, legal: &[String]) -> String {
        let mut s = render(view);
        if !legal.is_empty() {
            s.push_str(&format!("legal: {}\n", legal.join(", ")));
        }
        s
    }
}
