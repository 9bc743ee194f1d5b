//! Prints each traveller route (13.2) and, in brackets, the spaces where a
//! traveller entering on it stands at Robin Hood's robbery phases.
use sherwood_legend::map::{traveller_distances, Area};
fn main() {
    for (from, to) in [(1u8, 3u8), (2, 1), (3, 1), (4, 1), (5, 1)] {
        let d = traveller_distances(Area::road_edge(to));
        let mut at = Area::road_edge(from);
        let mut path = vec![at];
        while at != Area::road_edge(to) {
            at = at
                .neighbours()
                .iter()
                .map(|x| x.0)
                .find(|b| b.travellers_may_enter() && d[b.index()] < d[at.index()])
                .expect("a tree");
            path.push(at);
        }
        let stops: Vec<String> = path
            .iter()
            .enumerate()
            .map(|(i, a)| {
                if i % 3 == 0 && i > 0 && i + 1 < path.len() {
                    format!("[{a}]")
                } else {
                    a.to_string()
                }
            })
            .collect();
        println!("{from}->{to} ({}): {}", path.len() - 1, stops.join(" "));
    }
}
