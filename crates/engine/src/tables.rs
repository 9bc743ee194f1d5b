//! A rulebook's printed tables as text, the same for every game: what
//! `sherwood tables GAME` prints, so anyone can hold a game's data against
//! its book.

/// One printed table: the text of its cells, in the book's row and column
/// order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Table {
    /// A short stable name, e.g. `archery` or `fire_riders`.
    pub id: &'static str,
    /// Rule number, English name and the book's own title.
    pub title: String,
    pub header: Vec<String>,
    pub rows: Vec<Vec<String>>,
}

impl Table {
    /// The title line, the header row, then one row per line; cells are
    /// separated by tabs.
    pub fn text(&self) -> String {
        let mut out = self.title.clone();
        for row in std::iter::once(&self.header).chain(&self.rows) {
            out.push('\n');
            out.push_str(&row.join("\t"));
        }
        out.push('\n');
        out
    }
}

/// Tables as text, a blank line between two.
pub fn render(tables: &[Table]) -> String {
    tables
        .iter()
        .map(Table::text)
        .collect::<Vec<_>>()
        .join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_table_is_its_title_then_tab_separated_rows() {
        let t = Table {
            id: "t",
            title: "1.1 Test".into(),
            header: vec!["die".into(), "result".into()],
            rows: vec![vec!["1".into(), "A".into()], vec!["2".into(), "B".into()]],
        };
        assert_eq!(t.text(), "1.1 Test\ndie\tresult\n1\tA\n2\tB\n");
        assert_eq!(render(&[t.clone(), t]).matches("1.1 Test").count(), 2);
    }
}
