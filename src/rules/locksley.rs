//! Robin of Locksley's rules reference, in our own words.

use super::Section;
use crate::games::locksley::text;
use leptos::prelude::*;
use sherwood_locksley::{Glory, Large, Small, LARGE_TILES};

pub const SECTIONS: &[Section] = &[
    Section { id: "setup", title: "Setting up", ours: false, body: &[
        "The 60 loot tiles (ten in each of six colours) are shuffled and 25 are laid face up in a 5×5 grid; the rest form the face-down draw pile.",
        "The first player chooses a corner of the grid and takes its tile; the other player takes the tile of the opposite corner. Both tiles are turned over: each player starts with 1 gold. Each Robin stands on the corner its player emptied.",
        "The glory track runs clockwise around the grid. The start tile sits at one corner with Long Live the King outside it; three of the six other large tiles, drawn at random, make the other corners, and small tiles drawn at random fill the sides. Both bards start beside the start tile.",
    ]},
    Section { id: "turn", title: "A turn", ours: false, body: &[
        "On your turn you may jump your Robin once, and you may move your bard any number of steps, before and after the jump. You may sell collections at any time in your turn. Then end your turn: the square your Robin left is refilled from the draw pile.",
    ]},
    Section { id: "robin", title: "Jumping the Robin", ours: false, body: &[
        "Your Robin moves like a chess knight: two squares in a line and one to the side. It never leaves the grid and never lands on the other Robin. You take the loot tile on the square where it lands (an empty square gives nothing).",
    ]},
    Section { id: "refill", title: "Refilling the grid", ours: false, body: &[
        "At the end of your turn, a tile from the draw pile fills the square your Robin left. A square with a Robin on it is never filled.",
        "Our reading: squares left empty earlier (because no tiles were left) are filled at the end of a turn as soon as tiles exist again, the square just vacated first.",
    ]},
    Section { id: "sell", title: "Selling a collection", ours: false, body: &[
        "A collection is all your loot tiles of one colour; it is never split. Only a collection of 3 or more may be sold, and it is sold whole: two of its tiles go to the discard and the rest turn over into gold. 3 tiles give 1 gold, 4 give 2, 5 give 3, and so on. You may sell several collections in one turn.",
    ]},
    Section { id: "bard", title: "Moving the bard", ours: false, body: &[
        "Each step of your bard is either bribed or earned by meeting the challenge of the tile it steps onto (never the tile it leaves). Numbers on a tile mean \"at least\" unless the tile says \"exactly\".",
    ]},
    Section { id: "bribe", title: "Bribing", ours: false, body: &[
        "Spend 1 gold for one step: the coin goes to the discard, loot side up. Long Live the King can never be bribed.",
        "Our reading: coins are spent oldest first (the rulebook lets you take any; the choice only changes the colour that reaches the discard).",
    ]},
    Section { id: "challenge", title: "Meeting a challenge", ours: false, body: &[
        "A challenge is checked at the moment of the step, against your holdings then. Tiles that ask you to sell \"just before\" the step count a sale only if no gold was spent and no tile was taken between the sale and the step.",
        "Our judgement: one sale meets only one such challenge; a second \"sell just before\" step needs a new sale.",
    ]},
    Section { id: "finish", title: "Winning: two laps", ours: false, body: &[
        "The first lap ends on the start tile (The Beginning, or Nottingham on its night side). On the second lap the start tile is ignored: the last step is onto Long Live the King, which must be met (at least 4 gold) and cannot be bribed. The bard that gets there wins at once.",
    ]},
    Section { id: "lapping", title: "Winning: lapping", ours: false, body: &[
        "A bard that gets a full lap ahead of the other and passes it (reaching the same space is not enough) wins at once.",
    ]},
    Section { id: "empty_pile", title: "When the loot runs out", ours: false, body: &[
        "If the draw pile is empty when a square must be refilled, the discard is shuffled into a new draw pile.",
        "If the discard is empty too, the player whose turn it is must sell a collection or bribe one step, if able, so tiles reach the discard; otherwise the square stays empty until tiles exist again.",
        "Our reading: this obligation concerns the square the Robin has just left; squares left empty earlier are filled when tiles come back, without forcing a sale.",
    ]},
    Section { id: "options", title: "Shorter and longer games, faces, beginners", ours: false, body: &[
        "Short game: 2 small tiles between corners (12 spaces a lap). Normal: 3 (16 spaces). Long: 4 (20 spaces).",
        "Day faces are easier and recommended for a first game; night faces are harder; mixed shows a random face per tile.",
        "A beginner playing an experienced player may start with 1 or 2 extra gold.",
    ]},
    Section { id: "reconstruction", title: "What is our reconstruction", ours: true, body: &[
        "The rulebook describes every challenge but not the tiles' backs. Which night face backs which day face of the large tiles, and the night challenges of the small tiles, are our reconstruction; they are listed below with each tile.",
        "Extra gold for a beginner is taken from the top of the draw pile.",
    ]},
];

/// The glory tiles, every face, after the sections.
pub fn tiles() -> impl IntoView {
    let small_tiles: Vec<Small> = Small::all();
    view! {
        <section id="rule-tiles">
            <h2>"Glory tiles"</h2>
            <h3>"Fixed large tiles"</h3>
            <dl>
                {[Large::Beginning, Large::Nottingham, Large::LongLiveTheKing].map(|l| tile_entry(Glory::Large(l), false)).collect_view()}
            </dl>
            <h3>"Random large tiles (day face / night face ✎)"</h3>
            <dl>
                {LARGE_TILES.iter().flat_map(|(d, n)| [tile_entry(Glory::Large(*d), false), tile_entry(Glory::Large(*n), true)]).collect_view()}
            </dl>
            <h3>"Small tiles (day face / night face ✎)"</h3>
            <dl>
                {small_tiles.iter().flat_map(|&t| [tile_entry(Glory::Small { tile: t, night: false }, false), tile_entry(Glory::Small { tile: t, night: true }, true)]).collect_view()}
            </dl>
        </section>
    }
}

fn tile_entry(tile: Glory, ours: bool) -> impl IntoView {
    view! {
        <div class="tile-entry">
            <dt>{text::tile_name(tile)} <small>{format!(" ({} side){}", text::face_label(tile), if ours { " ✎" } else { "" })}</small></dt>
            <dd>{text::challenge(tile)}</dd>
        </div>
    }
}
