//! The Legend of Robin Hood on the command line: its option (16.5) and the
//! edition of our reconstruction as flags, its seats, a readable position.

use crate::state::{Legend, Options};
use crate::view::View;
use sherwood_engine::CommandLine;

impl CommandLine for Legend {
    const FLAGS_HELP: &'static str =
        "--strict-victory   16.5: Robin Hood needs conditions 1 and 2, and 3 or 4\n\
         --edition N        an earlier edition of our reconstruction (1 to the newest)";
    const SEAT_NAMES: &'static [&'static str] = &["robin", "sheriff"];
    const PLAYOUT_CAP: usize = 20_000;

    fn options_from_flags(flags: &[String]) -> Result<Options, String> {
        let mut options = Options::default();
        let mut it = flags.iter();
        while let Some(f) = it.next() {
            match f.as_str() {
                "--strict-victory" => options.strict_victory = true,
                "--edition" => {
                    let newest = crate::counters::EDITION;
                    options.edition = it
                        .next()
                        .and_then(|n| n.parse().ok())
                        .filter(|n| (1..=newest).contains(n))
                        .ok_or_else(|| format!("--edition takes 1 to {newest}"))?;
                }
                other => {
                    return Err(format!(
                        "unknown legend option '{other}' \
                         (legend takes --strict-victory and --edition N)"
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flags_choose_the_option_and_the_edition() {
        let o = |f: &[&str]| {
            Legend::options_from_flags(&f.iter().map(|s| s.to_string()).collect::<Vec<_>>())
        };
        assert_eq!(o(&[]).unwrap(), Options::default());
        let two = o(&["--edition", "2", "--strict-victory"]).unwrap();
        assert_eq!((two.edition, two.strict_victory), (2, true));
        assert_eq!(o(&["--edition", "1"]).unwrap().edition, 1);
        assert!(o(&["--edition", "0"]).is_err());
        assert!(o(&["--edition", "9"]).is_err());
        assert!(o(&["--edition"]).is_err());
    }
}
