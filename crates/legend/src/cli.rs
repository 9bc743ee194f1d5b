//! The Legend of Robin Hood on the command line: its one option (16.5) as
//! a flag, its seats, a readable position.

use crate::state::{Legend, Options};
use crate::view::View;
use sherwood_engine::CommandLine;

impl CommandLine for Legend {
    const FLAGS_HELP: &'static str =
        "--strict-victory   16.5: Robin Hood needs conditions 1 and 2, and 3 or 4";
    const SEAT_NAMES: &'static [&'static str] = &["robin", "sheriff"];
    const PLAYOUT_CAP: usize = 20_000;

    fn options_from_flags(flags: &[String]) -> Result<Options, String> {
        let mut options = Options::default();
        for f in flags {
            match f.as_str() {
                "--strict-victory" => options.strict_victory = true,
                other => {
                    return Err(format!(
                        "unknown legend option '{other}' (legend takes --strict-victory)"
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
        let mut s = crate::wording::render(view);
        if !legal.is_empty() {
            s.push_str(&format!("legal: {}\n", legal.join(", ")));
        }
        s
    }
}
