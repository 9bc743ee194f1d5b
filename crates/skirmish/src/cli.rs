//! Skirmish in Sherwood on the command line: `--scenario NAME`, the seats'
//! names, a readable position.

use crate::scenario::ScenarioId;
use crate::state::{Options, Skirmish};
use crate::view::View;
use crate::wording::render;
use sherwood_engine::CommandLine;

impl CommandLine for Skirmish {
    const FLAGS_HELP: &'static str = "--scenario ambush|rescue|ford (default ambush)";
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
                        .ok_or("--scenario needs a name (ambush, rescue, ford)")?;
                    options.scenario = name.parse::<ScenarioId>()?;
                }
                other => {
                    return Err(format!(
                        "unknown skirmish option '{other}' (skirmish takes --scenario and --seed)"
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
