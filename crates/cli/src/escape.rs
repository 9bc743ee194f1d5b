//! Text from a file or an argument, made safe to print.
//!
//! A save's text can hold anything, terminal control sequences included: a
//! move written `"\u001b[2J"` would clear the screen when a message quotes
//! it. Whatever the command prints to the terminal goes through here, so a
//! control character (C0, DEL, C1) or a character that reorders the line
//! around it (the bidirectional overrides and isolates, the line and
//! paragraph separators) shows as `\u{1b}` instead of acting.

/// Whether `c` acts on the terminal or on the line's order instead of showing.
fn acts(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}'
                | '\u{200e}'
                | '\u{200f}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202a}'..='\u{202e}'
                | '\u{2066}'..='\u{2069}'
        )
}

fn escaped(s: &str, keep_newlines: bool) -> String {
    if !s.chars().any(acts) {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        match c {
            '\n' if keep_newlines => out.push('\n'),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if acts(c) => out.extend(c.escape_unicode()),
            c => out.push(c),
        }
    }
    out
}

/// One line of quoted input (a path, a move, a game id, an engine's
/// message about them): every control character escaped, newlines too, so
/// the quote cannot start a line of its own.
pub fn line(s: &str) -> String {
    escaped(s, false)
}

/// A whole message as it reaches the terminal: the same, but the message's
/// own line breaks (a usage text after the error) stay.
pub fn message(s: &str) -> String {
    escaped(s, true)
}

/// JSON for stdout: serde already writes C0 controls as `\u00XX`; this does
/// the same for the rest of [`acts`] (DEL, C1, bidirectional controls),
/// which JSON allows raw. The document reads back to the same values, since
/// such characters can only stand inside its strings.
pub fn json(s: &str) -> String {
    if !s.chars().any(acts) {
        return s.to_string();
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if acts(c) && c != '\n' && c != '\t' && c != '\r' {
            // Outside strings (whitespace between tokens) only these three
            // and the space may appear, and they pass unchanged.
            out.push_str(&format!("\\u{:04x}", c as u32));
        } else {
            out.push(c);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_show_escaped_and_the_rest_unchanged() {
        assert_eq!(line("a\u{1b}[2Jb"), "a\\u{1b}[2Jb");
        assert_eq!(line("x\u{7f}\u{9b}\u{202e}y"), "x\\u{7f}\\u{9b}\\u{202e}y");
        assert_eq!(line("two\nlines\r\t"), "two\\nlines\\r\\t");
        assert_eq!(message("usage:\n  \u{7}x"), "usage:\n  \\u{7}x");
        assert_eq!(line("move é 🏹 ß"), "move é 🏹 ß");
    }

    #[test]
    fn json_reads_back_the_same() {
        let v = serde_json::json!({"names": ["a\u{1b}\u{7f}\u{85}\u{202e}\u{2028}z", "\n"]});
        let pretty = serde_json::to_string_pretty(&v).unwrap();
        let safe = json(&pretty);
        assert!(!safe.chars().any(|c| acts(c) && c != '\n'), "{safe}");
        assert_eq!(serde_json::from_str::<serde_json::Value>(&safe).unwrap(), v);
    }
}
