//! A Gest of Robin Hood's rules reference, in our own words.
//!
//! The Italian rulebook is the authority; `shared/games/gest.md` adds the map,
//! the dice and the Initiative payouts and settles its contradictions, and
//! `crates/gest/STATUS.md` lists the engine's readings. Paragraphs starting
//! with "Our" are those readings. Card and Traveller texts are not repeated
//! here: `extra` shows them from `games::gest::text`.

use super::Section;
use crate::games::gest::text::{
    card_kind_name, card_text, card_title, event_sides_note, traveller_copies, traveller_name,
    traveller_option_name, traveller_text,
};
use leptos::prelude::*;
use sherwood_gest::cards::{carriage_moves, Card, Side, Traveller};

pub const SECTIONS: &[Section] = &[
    // ------------------------------------------------------------------ 1
    Section { id: "1", title: "1 Introduction", ours: false, body: &[
        "A Gest of Robin Hood is a game for two. One player leads Robin Hood and his Merry Men (green), who rob the rich and stir the Parishes to revolt; the other is the Sheriff of Nottingham with his Henchmen (silver), who keeps the peace and sends taxes to Prince John.",
        "Both sides fight over one track, the Royal Favour: Robin Hood wants it on Justice, the Sheriff on Order. Plots, Deeds and Events are the tools each side uses to place and move its pieces, sway the Parishes, and raise or spend Shillings.",
        "This chapter describes the pieces and the ideas the rest of the rules rely on: the map (1.3), the forces (1.5), the Parishes' mood (1.6), Shillings (1.7), the Royal Favour (1.8) and Carriages (1.9).",
    ]},
    Section { id: "1_1", title: "1.1 How a game runs", ours: false, body: &[
        "Cards are turned one at a time from a shared Event deck. On each ordinary card both players get a turn: one may carry out the card's Event, choose Plots (and possibly a Deed) from their own menu, or pass to collect Shillings and perhaps act first on the next card. When both have acted, the next card is turned.",
        "Fortune Events interrupt this rhythm with a one-off effect, and Royal Inspections stop play to score the Parishes (which can end the game at once), pay both sides and tidy the board. The third inspection is King Richard's Return: the game ends there and the Royal Favour names the winner.",
    ]},
    Section { id: "1_2", title: "1.2 Components", ours: false, body: &[
        "The box holds a mounted map, 32 Event cards and 12 Traveller cards, 18 silver Henchmen, 11 green Merry Man cylinders (one of them marked as Robin Hood), 5 green Camp discs, the red Royal Favour cylinder and two Eligibility cylinders (green and silver), pawns to mark chosen spaces, two custom Rob dice, a counter sheet (Submissive/Revolting markers, Carriages, Shillings, the Bridge) and two player sheets and screens.",
        "In this app the board, the pieces, the dice and the decks are all drawn and handled for you; the pawns are replaced by highlights of the spaces already chosen.",
    ]},
    Section { id: "1_3", title: "1.3 The map", ours: true, body: &[
        "The map shows twelfth-century Nottinghamshire in 11 spaces: the city of Nottingham, two Forests (Shire Wood and Southwell Forest), seven Parishes (Blyth, Retford, Tuxford, Newark, Mansfield, Bingham and Remston) and the special space of Ollerton Hill. Around it lie the Royal Favour track, the Prison box, the Used Carriages box and the Initiative track.",
        "Borders: Nottingham touches Mansfield, Shire Wood and Southwell Forest. Shire Wood touches Nottingham, Mansfield, Blyth and Southwell Forest. Southwell Forest touches Nottingham, Shire Wood and Tuxford. Mansfield touches Nottingham, Shire Wood and Remston. Remston touches Mansfield and Bingham. Bingham touches only Remston. Blyth touches Shire Wood and Tuxford. Tuxford touches Blyth, Southwell Forest, Retford and Newark. Retford and Newark each touch only Tuxford. Ollerton Hill touches nothing.",
        "Our reconstruction: the map in the app is our own schematic drawing, not the published art. The border list above is read from the board (gest.md); a river crossed by a printed bridge counts as an ordinary border.",
    ]},
    Section { id: "1_3_1", title: "1.3.1 Parishes", ours: false, body: &[
        "Each Parish has a box for its marker: Submissive or Revolting (1.6). Hidden Merry Men are easy for the Sheriff to find in a Parish (Patrol reveals one per Henchman), but harder to Capture in a Revolting one.",
        "A Parish holds at most one Camp and any number of Henchmen, Merry Men and Carriages.",
    ]},
    Section { id: "1_3_2", title: "1.3.2 Forests", ours: false, body: &[
        "Shire Wood and Southwell Forest, both next to Nottingham, have no peasants: they are never Submissive or Revolting. Merry Men hide well there (Patrol reveals only one per two Henchmen) but are easy to Capture once Revealed.",
        "A Forest holds at most one Camp (the Will Scarlet Event, #15, may add a second) and any number of other pieces.",
    ]},
    Section { id: "1_3_3", title: "1.3.3 Nottingham", ours: false, body: &[
        "The city is loyal to the Sheriff and always counts as Submissive; it is never a Parish and is never counted at Unrest. The Sheriff reveals and Captures there at full rate. A Carriage reaching Nottingham pays out at once and goes to the Used Carriages box (1.9).",
        "Nottingham may hold any number of Henchmen and Merry Men, but never a Camp. Robbing there may target the Sheriff's Treasury (3.2.3).",
    ]},
    Section { id: "1_3_4", title: "1.3.4 Adjacency, rivers and Ollerton Hill", ours: false, body: &[
        "Spaces sharing a land border are adjacent. A river border makes spaces adjacent only where a bridge is printed; so Remston, for instance, touches Mansfield and Bingham but not Nottingham.",
        "The river borders without a bridge are Blyth–Retford, Bingham–Newark, Bingham–Southwell Forest, Bingham–Nottingham, Newark–Southwell Forest and Nottingham–Remston. The dark side of Boats & Bridges (#12) lays the Bridge counter on one of them: from then on those two spaces are adjacent for every purpose except Carriage movement (Carriages keep to the roads).",
        "Ollerton Hill, where both Forests meet Blyth and Tuxford, is closed to every piece. Only the light side of The Great Oak (#20) puts a Camp there; that Camp counts as a Forest Camp for Mischief income (6.2), and from then on Shire Wood–Tuxford and Southwell Forest–Blyth are adjacent for Robin Hood's player. No other piece may ever enter or be placed there.",
        "Our reading: the Great Oak's new borders serve the Robin Hood player only; the Sheriff's moves and the Carriages ignore them. \"Adjacent to a river\" (light side of #12) means every space except Shire Wood and Ollerton Hill.",
    ]},
    Section { id: "1_3_5", title: "1.3.5 Roads", ours: false, body: &[
        "Carriages travel only along the roads, one space at a time, toward Nottingham. The roads run Retford, Blyth or Newark → Tuxford → Southwell Forest → Nottingham, and Bingham → Remston → Mansfield → Shire Wood → Nottingham.",
        "So a Carriage in Mansfield must go through Shire Wood first, although Mansfield borders Nottingham; only from a Forest does it enter the city.",
    ]},
    Section { id: "1_4", title: "1.4 Players, sheets and screens", ours: false, body: &[
        "Each player has a sheet with an Available box for their forces and a summary of their Plots and Deeds, and a screen to hide secret actions (choosing Carriages, placing or moving a Hidden Robin Hood).",
        "Our reading: on a shared device the table hides the screen behind a curtain between turns. Each seat sees only what its player may know: only Robin Hood's player sees which Hidden Merry Man is Robin Hood; only the Sheriff sees the kind of a face-down Carriage; nobody sees the order of either deck. Counts, discards, the Victims pile and Shillings are public.",
    ]},
    Section { id: "1_5", title: "1.5 Forces", ours: false, body: &[
        "Merry Men are green octagonal cylinders with a feather on one end, which shows whether they are Hidden or Revealed (1.5.1); one carries \"RH\" instead and is Robin Hood himself (1.5.2). Camps are green discs: bases that let Robin Hood recruit faster, and a source of income when they stand in a Forest (6.2). Henchmen are silver wedges.",
        "The pieces in play are limited to the sheets' Available boxes: Robin Hood 1, Merry Men 10, Camps 5, Henchmen 18, and six Carriages (2 Tallage, 2 Tribute, 2 Trap). The spare pieces in the box are not used.",
    ]},
    Section { id: "1_5_1", title: "1.5.1 Hidden and Revealed", ours: false, body: &[
        "A Merry Man (Robin Hood included) is Hidden with its symbol down and Revealed with it up. Plots, Deeds and Events flip them. A newly placed Merry Man is always Hidden, even when it replaces another piece.",
        "Camps are always in plain view, but usually they can be removed only once no Merry Man at all, Hidden or Revealed, is left in their space.",
    ]},
    Section { id: "1_5_2", title: "1.5.2 Robin Hood", ours: false, body: &[
        "While Hidden, Robin Hood looks and acts exactly like any other Merry Man; the Robin Hood player may ask the Sheriff to look away while placing or moving him. Effects can reveal him. Once Revealed he may still take part in a Rob, unlike other Revealed Merry Men (3.2.3). Sending him to Prison moves the Royal Favour one extra step toward Order.",
        "Our judgement: when the Sheriff must pick among Hidden Merry Men (the reveals of Patrol, Disperse, Corruption's dark side, Nottingham Fair's dark side), the app picks one at random among them, Robin Hood included, because the Sheriff cannot tell them apart.",
    ]},
    Section { id: "1_5_3", title: "1.5.3 Available forces and removal", ours: false, body: &[
        "Pieces not on the map or in Prison wait in their owner's Available box; a side can never have more pieces in play than its box holds. Pieces are placed from there, and removed pieces return there unless a rule says otherwise. If a piece should be replaced by one that is not Available, it is simply removed.",
        "Exception: Merry Men taken by the Sheriff's Capture (3.3.3) and by some Events go to Prison, not to Available.",
    ]},
    Section { id: "1_5_4", title: "1.5.4 Prison", ours: false, body: &[
        "The Prison holds Captured Merry Men, Robin Hood included. They leave it only at Mischief (6.2, half of them), through certain Events, or, for Robin Hood alone, by the Swashbuckle Deed (4.2.3).",
    ]},
    Section { id: "1_6", title: "1.6 Submissive, Revolting and Passive Parishes", ours: false, body: &[
        "Each Parish is Submissive or Revolting, shown by its two-sided marker. The mood matters for many Plots, Deeds and Events, and the number of Submissive Parishes decides the Royal Favour's move at Unrest (6.1).",
        "Donate (4.2.2), Inspire (4.2.4), Confiscate (4.3.2) and Disperse (4.3.3) make a Parish Revolting; Hire (3.3.1) and Governance (6.3) make it Submissive; Events may do either.",
        "The light side of Weapons of the Weak (#25) removes a Parish's marker for good: the Parish becomes Passive, neither Submissive nor Revolting, and is not counted at Unrest. Rob and Capture alone still treat it as Submissive (white die, Capture at full rate).",
        "Our reading: a Passive Parish never changes status again, whatever Plot, Deed or Event would set it; it is not Submissive for Hire, Donate, Confiscate, Sneak or Redeployment, and not Revolting for Turncoat or Inspire.",
    ]},
    Section { id: "1_7", title: "1.7 Shillings", ours: false, body: &[
        "Shillings pay for Plots, Deeds and some Events and are earned by passing, robbing, Carriages, inspections and Events. Each player's total is public. The bank is unlimited.",
        "Our reading: nobody can spend Shillings they do not have, so a choice that costs more than its player holds is not offered; when something takes Shillings from the Sheriff he gives only what he has.",
    ]},
    Section { id: "1_8", title: "1.8 Royal Favour", ours: false, body: &[
        "The red cylinder runs along a track from Justice 7 down to Justice 1, then Order 1 up to Order 7. There is no zero: one side always leads. It starts on Order 1.",
        "A \"shift toward Justice\" or \"toward Order\" moves it that many boxes in that direction, crossing from Justice 1 to Order 1 and back. A move past either end is lost. Values of 5 or more on either side are shaded: reached at an Unrest phase they win the game (6.1, 7.0).",
    ]},
    Section { id: "1_9", title: "1.9 Carriages", ours: false, body: &[
        "Carriages are placed face down in Parishes by Confiscate (4.3.2) and roll one step along the roads toward Nottingham when cards are drawn (2.3). Only the Sheriff knows a face-down Carriage's kind. There are two of each kind:",
        "Tallage: reaching Nottingham gives the Sheriff 5 Shillings and 1 step toward Order; robbed successfully, it gives Robin Hood 5 Shillings. Defence 0.",
        "Tribute: reaching Nottingham gives the Sheriff 2 Shillings and 2 steps toward Order; robbed successfully, it gives Robin Hood 2 Shillings and 1 step toward Justice. Defence 0.",
        "Trap (escorted): reaching Nottingham gives the Sheriff 2 Shillings and 1 step toward Order; robbed successfully, it gives Robin Hood 2 Shillings. Defence 2, and a failed Rob against it sends every Merry Man who took part (Robin Hood too) to Prison.",
        "A Carriage turned face up by a failed Rob stays face up and keeps moving (and may be robbed again). A Carriage that is robbed successfully or reaches Nottingham goes to the Used Carriages box until the next Redeployment (6.4) returns it to Available.",
        "Our reading (gest.md, contradiction 2): rule 3.2.3 gives Defence 2 and the capture to the Tallage Carriage, but rule 1.9 and the Rob summary give them to the Trap Carriage. We follow 1.9: the Trap Carriage.",
    ]},
    // ------------------------------------------------------------------ 2
    Section { id: "2", title: "2 Setup and sequence of play", ours: false, body: &[
        "Set up the board and the decks (2.1), then turn cards one by one (2.2). On each ordinary card the Sheriff first moves Carriages, then the two players act in Eligibility order using the Initiative track (2.3). Fortune Events (2.4) and Royal Inspection cards (2.5) break the rhythm.",
    ]},
    Section { id: "2_1", title: "2.1 Setup", ours: false, body: &[
        "Map: Nottingham 2 Henchmen. Blyth 1 Henchman, Submissive. Mansfield 1 Henchman, Submissive. Bingham 1 Henchman, Submissive. Retford, Tuxford and Newark Submissive. Remston Revolting. Shire Wood 1 Camp. Then the Robin Hood player secretly places Robin Hood and 3 more Merry Men, all Hidden, spread as they like over Shire Wood, Southwell Forest and Remston.",
        "Everything else goes to the Available boxes (the Carriages face down on the Sheriff's sheet). The Sheriff starts with 9 Shillings, Robin Hood with 5. The Royal Favour starts on Order 1; Robin Hood's cylinder is First Eligible, the Sheriff's Second Eligible.",
        "Event deck: set aside the two Royal Inspections (#30, #31), King Richard's Return (#32) and the five Fortune Events (#1, #3, #8, #14, #16), and shuffle the other 24. Make three piles: in each, 4 regular Events shuffled with 1 random Fortune Event, 2 more regular Events on top, and a Royal Inspection card at the bottom (King Richard's Return under one pile, a Royal Inspection under each of the others). Stack the piles with King Richard's Return's pile at the bottom. The deck has 24 cards; 6 regular Events and 2 Fortune Events stay out of the game unseen.",
        "Traveller deck: set aside Bishop of Hereford and Guy of Gisborne (they can be added by the Events of the same names) and shuffle the other 10 Travellers.",
        "Our reading (gest.md, contradiction 1): rule 2.1 puts a Henchman in Blyth but the Sheriff's sheet does not; we follow rule 2.1.",
    ]},
    Section { id: "2_2", title: "2.2 Starting play", ours: false, body: &[
        "Turn the top Event card face up; it stays on top of the played pile. On each card both players may act in Eligibility order; then the order for the next card is settled and the next card is turned. Fortune Events and Royal Inspection cards interrupt this (2.4, 2.5). When King Richard's Return is turned, a last Unrest phase is held and the game ends.",
        "A Ballad is one run of six regular Events and one Fortune Event ending in a Royal Inspection. Robin Hood is always First Eligible when a Ballad begins.",
        "Our judgement: the app's undo takes back only your own decisions since the last point of no return. It never crosses a die roll, a card or Traveller draw, a Carriage or Robin Hood being revealed, the turn passing to the other seat, or the end of the game.",
    ]},
    Section { id: "2_3", title: "2.3 Event cards and the Initiative track", ours: false, body: &[
        "Carriages first: when a card is turned, the Sheriff must move as many Carriages as the number in its corner (0, 1 or 2), if he has that many on the map. Each moves one space along its road (1.3.5), none moves twice, face-up and face-down alike. Each may take along one Henchman from its space if the Sheriff wishes. A Carriage entering Nottingham pays out at once (1.9).",
        "Then the First Eligible player picks one box of the Initiative track, puts their cylinder in it and carries it out: Single Plot (a Plot in one space, 3.0), Event (either side of the current card, 5.0), or Plots & Deeds (a Plot in up to three spaces, paying for each, then one Deed if wished). The Second Eligible player then picks one of the two boxes left and does the same.",
        "Instead of acting, a player may put their cylinder in any empty box and pass: Robin Hood takes 1 Shilling, the Sheriff 1 in the Single Plot box, 2 in the Event box or 3 in the Plots & Deeds box.",
        "When both have acted or passed, the cylinder in the box further left (Single Plot is leftmost, then Event, then Plots & Deeds) becomes First Eligible for the next card, the other Second. So taking a Single Plot, or passing there, wins the lead.",
        "Our reading: a box is offered for acting only if something can actually be done with it (a Plot possible in at least one space, or an Event side that can have an effect); passing into any empty box is always possible.",
    ]},
    Section { id: "2_4", title: "2.4 Fortune Events", ours: false, body: &[
        "Each Ballad holds one Fortune Event, marked with the wheel of fortune. When one is turned, move Carriages as its corner says (only Market Day moves any: two), carry out its single text, then turn the next card. Nobody uses the Initiative track and the Eligibility order does not change.",
        "Our reading: where a Fortune Event lets both players act, the Sheriff's part comes first and Robin Hood's second, as the texts are written; Heavy Rain goes in Eligibility order.",
    ]},
    Section { id: "2_5", title: "2.5 Royal Inspection cards", ours: false, body: &[
        "When a Royal Inspection card is turned (or King Richard's Return, which ends the last Ballad), the Sheriff moves one Carriage, then a Royal Inspection round is held (6.0). At King Richard's Return only its Unrest phase is held, and the game ends (7.0).",
    ]},
    // ------------------------------------------------------------------ 3
    Section { id: "3", title: "3 Plots", ours: false, body: &[
        "Plots are each side's basic operations, carried out in one space (Single Plot) or up to three (Plots & Deeds). Robin Hood chooses among Recruit, Sneak and Rob (3.2); the Sheriff among Hire, Patrol and Capture (3.3).",
    ]},
    Section { id: "3_1", title: "3.1 Plots in general", ours: false, body: &[
        "Choose one Plot from your menu and up to three spaces for it (exactly one for a Single Plot). No space may be chosen twice for the same Plot. Most Plots cost Shillings per space, paid for each space before the Plot is carried out there.",
        "Players may mark chosen spaces with pawns (3.1.1); the app highlights them and clears them at the end of the turn.",
        "Our reading: in the app you choose and resolve the spaces one at a time; you may stop after any space (at least one). A space is offered only if the Plot can do something there and you can pay for it.",
    ]},
    Section { id: "3_1_2", title: "3.1.2 Free Plots and Deeds", ours: false, body: &[
        "Some Events grant a Plot or a Deed for free: it costs no Shillings, but every other condition and step still applies unless the Event's text changes it.",
        "Our reading: a Plot or Deed granted by an Event is carried out, and paid for when it is not free, by the faction it belongs to, whoever played the card.",
    ]},
    Section { id: "3_2", title: "3.2 Robin Hood's Plots", ours: false, body: &[
        "Robin Hood chooses among Recruit (3.2.1), Sneak (3.2.2) and Rob (3.2.3).",
    ]},
    Section { id: "3_2_1", title: "3.2.1 Recruit", ours: false, body: &[
        "Brings Merry Men into play and builds Camps. Choose up to 3 spaces that are not Submissive (so never Nottingham). Cost: 1 Shilling per space.",
        "In each space, either place 1 Merry Man from Available, or replace a Merry Man there (never Robin Hood) with an Available Camp and shift 1 toward Justice. Where a Camp already stands, instead place up to 2 Merry Men, or flip every Merry Man there to Hidden.",
        "Our reading: a Camp may not be built where one already stands (one Camp per space, 1.3.1), and the replaced Merry Man goes to Available.",
    ]},
    Section { id: "3_2_2", title: "3.2.2 Sneak", ours: false, body: &[
        "Moves Merry Men to adjacent spaces, usually hiding them. Choose up to 3 origin spaces holding Merry Men. Cost: 1 Shilling per origin.",
        "From each origin, move any number of its Merry Men, each to any adjacent space. Movers become Hidden, except that if Merry Men enter a Submissive space (Nottingham included) and the Merry Men entering it plus the Henchmen there are more than 3, the Merry Men entering it are Revealed. Each piece moves at most once per Sneak.",
        "A Merry Man that stays in its origin keeps its state: you cannot Sneak in place just to hide.",
        "Our reading: all moves from one origin are made together and the movers are set Hidden before they land, so the Sheriff cannot follow Robin Hood. The count of Merry Men entering a Submissive space includes those from every origin of this Sneak, and it is checked when the Sneak ends; pieces that arrived in a space cannot move on from it in the same Sneak.",
    ]},
    Section { id: "3_2_3", title: "3.2.3 Rob", ours: false, body: &[
        "Robs a Traveller, a Carriage or the Sheriff's Treasury. Choose up to 3 spaces holding a Hidden Merry Man or Robin Hood. Cost: none.",
        "In each space: choose a target, a Traveller (the top card of the Traveller deck), a Carriage in that space, or the Treasury if the space is Nottingham. Then decide who takes part: reveal any number of the Hidden Merry Men there (at least one, unless Robin Hood takes part), and say whether Robin Hood, if present, joins in (a Hidden Robin Hood who joins is revealed). Then draw the Traveller and choose one of its two options, or turn the Carriage face up.",
        "Roll one die: the white one in Submissive or Passive Parishes and in Nottingham (−2, −1, −1, 0, +1, +2), the green one in Revolting Parishes and Forests (−1, −1, 0, +1, +2, +3). The Rob succeeds if the Merry Men revealed for it, plus 1 for Robin Hood if he takes part (even if he was already Revealed), plus the die, is greater than the Henchmen in the space plus the target's Defence. Merry Men that were Revealed before the Rob do not count. Defence: the Traveller's shield (5.2), 2 for a Trap Carriage, 0 for the other Carriages and for the Treasury.",
        "On success: carry out the chosen Traveller option's success (5.2), take the Carriage's reward (1.9), or take 2 Shillings from the Sheriff and shift 1 toward Justice for the Treasury. On failure: carry out the Traveller option's failure; against a Trap Carriage every Merry Man who took part, Robin Hood included, goes to Prison; against another Carriage or the Treasury nothing happens (the Carriage stays face up).",
        "Robin Hood sent to Prison by a Rob shifts 1 toward Order.",
        "Our reading: whether Robin Hood takes part is decided before the Traveller is drawn or the Carriage turned. If the Sheriff holds several face-down Carriages in the space, the one robbed is picked at random (Robin Hood cannot tell them apart). A Traveller may be targeted only while the deck or its discards hold a card; an empty deck is reshuffled from its discards (5.2). The Trap Carriage, not the Tallage, has Defence 2 (1.9, gest.md contradiction 2).",
    ]},
    Section { id: "3_3", title: "3.3 The Sheriff's Plots", ours: false, body: &[
        "The Sheriff chooses among Hire (3.3.1), Patrol (3.3.2) and Capture (3.3.3).",
    ]},
    Section { id: "3_3_1", title: "3.3.1 Hire", ours: false, body: &[
        "Brings Henchmen into play and brings Revolting Parishes back to heel. Choose up to 3 spaces among Nottingham, Submissive Parishes, and Revolting Parishes where Henchmen outnumber Merry Men. Cost: 2 Shillings per space.",
        "In Nottingham place up to 4 Henchmen; in a Submissive Parish up to 2; in such a Revolting Parish place none but set it to Submissive.",
        "Hiring in a Revolting Parish stands for raising local militia; it needs more Henchmen than Merry Men there already.",
        "Our reading: \"up to\", as on the Sheriff's sheet (the rule's text gives plain numbers). A Passive Parish cannot be Hired in.",
    ]},
    Section { id: "3_3_2", title: "3.3.2 Patrol", ours: false, body: &[
        "Moves Henchmen in and uncovers Merry Men. Choose up to 3 destination spaces. Cost: 2 Shillings per destination.",
        "Move any number of Henchmen from adjacent spaces into each destination (each Henchman moves at most once per Patrol). Then, in that destination, reveal 1 Hidden Merry Man per Henchman now there, or only 1 per 2 Henchmen in a Forest.",
        "The Sheriff may choose a destination just to reveal there, with no Henchman moving in (he still pays).",
        "Our judgement: the rulebook lets the Sheriff choose whom to reveal, but he cannot tell a Hidden Robin Hood from the others, so the app reveals Hidden Merry Men at random among those in the space.",
    ]},
    Section { id: "3_3_3", title: "3.3.3 Capture", ours: false, body: &[
        "Takes Revealed Merry Men to Prison and Camps off the map. Choose up to 3 spaces with Henchmen and Revealed Merry Men or a Camp. Cost: none.",
        "In each, remove 1 Revealed enemy piece per Henchman there, or per 2 Henchmen in a Revolting Parish. Merry Men removed, Robin Hood included, go to Prison. Robin Hood may be taken only after every other Revealed Merry Man in the space; a Camp only once no Merry Man, Hidden or Revealed, remains there, and it goes to Available. Each Camp removed, and Robin Hood sent to Prison, shift 1 toward Order each.",
        "Forests hide Merry Men well but give them no protection once found; Revolting Parishes are the reverse.",
        "Our reading: Capture removes as many pieces as it can, in that order (Revealed Merry Men, then Revealed Robin Hood, then Camps), so the Sheriff has nothing more to choose. Passive Parishes are Captured in at full rate.",
    ]},
    // ------------------------------------------------------------------ 4
    Section { id: "4", title: "4 Deeds", ours: false, body: &[
        "Deeds are special actions that may follow a Plot in a Plots & Deeds turn. Robin Hood has Turncoat, Donate, Swashbuckle and Inspire (4.2); the Sheriff has Ride, Confiscate and Disperse (4.3).",
    ]},
    Section { id: "4_1", title: "4.1 Deeds in general", ours: false, body: &[
        "After carrying out the chosen Plot in all its spaces, a player who took Plots & Deeds may carry out one Deed. Any Deed may follow any Plot. Some Deeds cost Shillings, paid before they are carried out. The same Deed may target a space only once in a turn, but a space may be targeted by both the Plot and the Deed.",
    ]},
    Section { id: "4_2", title: "4.2 Robin Hood's Deeds", ours: false, body: &[
        "Robin Hood chooses among Turncoat (4.2.1), Donate (4.2.2), Swashbuckle (4.2.3) and Inspire (4.2.4).",
    ]},
    Section { id: "4_2_1", title: "4.2.1 Turncoat", ours: false, body: &[
        "Win a discontented Henchman over. Cost: 1 Shilling. In one Revolting Parish that already has a Merry Man, replace one Henchman with a Merry Man from Available (Hidden).",
    ]},
    Section { id: "4_2_2", title: "4.2.2 Donate", ours: false, body: &[
        "Hand out stolen goods to stir revolt. Cost: 2 Shillings per Parish. Choose up to 2 Submissive Parishes, each with at least one Merry Man and at least as many Merry Men (Robin Hood counts) as Henchmen. Set each to Revolting.",
    ]},
    Section { id: "4_2_3", title: "4.2.3 Swashbuckle", ours: false, body: &[
        "Robin Hood slips away or breaks out. Cost: none.",
        "Robin Hood and up to one other Merry Man from his space become Hidden and each move to an adjacent space (not necessarily the same one). Or, if Robin Hood is in Prison, place him Revealed in Nottingham or in a space adjacent to it.",
        "Swashbuckle can take Robin Hood into a well-guarded Submissive space where a Sneak would reveal him, blur where he is, or get him out of Prison.",
    ]},
    Section { id: "4_2_4", title: "4.2.4 Inspire", ours: false, body: &[
        "Robin Hood rouses the people. Cost: none. Robin Hood must be Hidden in a Parish. Reveal him: a Submissive Parish becomes Revolting; if the Parish is already Revolting, shift 1 toward Justice instead.",
        "Our reading: a Passive Parish is neither, so Inspire cannot be used there.",
    ]},
    Section { id: "4_3", title: "4.3 The Sheriff's Deeds", ours: false, body: &[
        "The Sheriff chooses among Ride (4.3.1), Confiscate (4.3.2) and Disperse (4.3.3).",
    ]},
    Section { id: "4_3_1", title: "4.3.1 Ride", ours: false, body: &[
        "Rush Henchmen into the shire. Cost: none. Move up to 4 Henchmen from Nottingham into any one Parish; it need not be adjacent to Nottingham.",
    ]},
    Section { id: "4_3_2", title: "4.3.2 Confiscate", ours: false, body: &[
        "Seize goods from the Parishes. Cost: none. Choose up to 2 Submissive Parishes with at least one Henchman. Place an Available Carriage in each, then set each Parish that got a Carriage to Revolting.",
        "The Sheriff chooses each Carriage's kind and places it face down, so Robin Hood does not know it.",
    ]},
    Section { id: "4_3_3", title: "4.3.3 Disperse", ours: false, body: &[
        "Punish the whole Parish for sheltering outlaws. Cost: 3 Shillings. In one Parish with at least one Henchman, remove up to 2 enemy pieces. Merry Men may be removed even while Hidden; a Camp only once no Merry Man remains there. Everything removed goes to Available (not to Prison). A Camp removed shifts 1 toward Order. Finally set the Parish to Revolting.",
        "Disperse costs the Sheriff a Revolting Parish, so it hurts him least where the Parish is Revolting already.",
        "Our judgement: the Sheriff picks \"a Hidden Merry Man\" and the app removes one at random among the Hidden ones there, as it might be Robin Hood (he then goes to Available, and returns at the next Redeployment, 6.4). A Revealed Robin Hood may be chosen openly.",
    ]},
    // ------------------------------------------------------------------ 5
    Section { id: "5", title: "5 Events and Travellers", ours: false, body: &[
        "Two decks are used: the Event deck (5.1), which drives the game card by card, and the Traveller deck (5.2), drawn from only when Robin Hood robs a Traveller. Both sides of every card are listed at the end of this page.",
    ]},
    Section { id: "5_1", title: "5.1 Events", ours: false, body: &[
        "There are three kinds of Event card: regular Events (5.1.1), Fortune Events (5.1.2) and Royal Inspections (5.1.3). Each has a title, a flavour text with no effect on play, its effect, and in its corner the number of Carriages the Sheriff moves when it is drawn (0 to 2).",
    ]},
    Section { id: "5_1_1", title: "5.1.1 Regular Events", ours: false, body: &[
        "A regular Event has two sides: the light (unshaded) one usually helps Robin Hood, the dark (shaded) one the Sheriff, but either player may choose either side when taking the Event box. Some sides change the game for good (the Bridge, the Great Oak, a Passive Parish, a Traveller added or removed); the app keeps those in view.",
        "Our reading (gest.md, contradiction 3): either player may play either side, whatever side it usually helps.",
        "Our reading: Shillings the text gives or charges \"you\" go to or come from the player who played the card. Choices about pieces are made by the faction the side belongs to, Robin Hood on the light side and the Sheriff on the dark side, so nobody chooses among pieces only the other can tell apart. Plots and Deeds the card grants are carried out (and paid for) by the faction that owns them.",
        "Our reading: a side is offered only if, from public facts, it can have some effect; a side that cannot change anything is not offered, and a card with neither side playable cannot be taken as an Event.",
        "Our readings of particular cards: Prioress of Kirklees (dark) reveals Robin Hood if he was Hidden; Royal Pardon (both sides) concerns the prisoners other than Robin Hood; The Great Oak's new borders serve Robin Hood only.",
    ]},
    Section { id: "5_1_2", title: "5.1.2 Fortune Events", ours: false, body: &[
        "A Fortune Event has a single text. When drawn, move any Carriages it shows, carry out its text without touching the Eligibility order, then turn the next card (2.4).",
        "Our readings of particular cards: Market Day gives Robin Hood, for the one Merry Man he returns, half (rounded down) of the Shillings the Sheriff has just taken; Warden of the Forest lets Robin Hood Donate once, in one Parish, paying as usual.",
    ]},
    Section { id: "5_1_3", title: "5.1.3 Royal Inspection cards", ours: false, body: &[
        "There are three: two Royal Inspections and King Richard's Return. Each ends the current Ballad: move one Carriage and hold a Royal Inspection round at once (6.0). For King Richard's Return hold only its Unrest phase, then decide the winner (7.0).",
    ]},
    Section { id: "5_2", title: "5.2 Travellers", ours: false, body: &[
        "The Traveller deck is drawn from when Robin Hood robs a Traveller (3.2.3). Each Traveller card has a Defence value (0 to 3) on its shield and, usually, two options; Robin Hood chooses one after the draw and before the roll. Each option says what happens on success and on failure and where the card goes: the Traveller discards, the Victims pile (5.2.1), or out of the game.",
        "Keep the Traveller deck, its discards and the Victims pile apart from each other and from the Event discards. Bishop of Hereford and Guy of Gisborne start outside the game and come in through the Events of the same names. At each Reset (6.5) the Traveller discards are shuffled back into the deck.",
        "Our reading: if the Traveller deck runs out when a Traveller is robbed, its discards are shuffled into a new deck at once.",
        "Our reading (The Potter, \"A Clever Trick\" failed): Robin Hood is Captured wherever he is on the map; if he is already in Prison or Available, the card still shifts 1 toward Order.",
    ]},
    Section { id: "5_2_1", title: "5.2.1 Victims pile", ours: false, body: &[
        "Travellers robbed with their harsher (\"victim\") option, and some moved by Events, go to the Victims pile instead of the discards. It is a separate, public pile and is never shuffled back into the Traveller deck. Queen Eleanor (#3) and the dark side of Robin's Horn (#21) depend on its size.",
    ]},
    // ------------------------------------------------------------------ 6
    Section { id: "6", title: "6 Royal Inspection", ours: false, body: &[
        "When a Royal Inspection card is drawn (5.1.3), the Sheriff moves a Carriage if he can, then a Royal Inspection round is held in five phases, in order: Unrest (6.1), Mischief (6.2), Governance (6.3), Redeployment (6.4) and Reset (6.5). Then play goes on, unless the game has ended. The phases are printed on the board and on both player sheets.",
        "At King Richard's Return only Unrest is held, and the game ends there.",
    ]},
    Section { id: "6_0", title: "6.0 The round at a glance", ours: false, body: &[
        "Unrest: count the Submissive Parishes and shift the Royal Favour; 5 or more on either side wins at once.",
        "Mischief: Robin Hood earns from Forest Camps, may Rob and Donate, and half the prisoners go free.",
        "Governance: the Sheriff earns from Submissive spaces, loses half his Henchmen in Revolting Parishes, and Parishes he dominates turn Submissive.",
        "Redeployment: the Sheriff pulls Henchmen back to safe spaces and gets his Used Carriages back; every Merry Man hides and they regroup in Forests and Camps; Robin Hood may secretly change places.",
        "Reset: the Traveller discards go back into the deck, Robin Hood becomes First Eligible, and a new Ballad begins.",
    ]},
    Section { id: "6_1", title: "6.1 Unrest", ours: false, body: &[
        "Count the Submissive Parishes (not Nottingham, which is no Parish, and not Passive Parishes) and shift the Royal Favour: 5 to 7 Submissive, 1 toward Order; 3 or 4, 1 toward Justice; 1 or 2, 2 toward Justice; none, 3 toward Justice.",
        "Victory check: if Justice is now 5 or more, Robin Hood wins at once; if Order is 5 or more, the Sheriff wins at once. If this is King Richard's Return, the game ends anyway: Robin Hood wins if the Favour is on the Justice side, the Sheriff if it is on the Order side. Otherwise go on to Mischief.",
    ]},
    Section { id: "6_2", title: "6.2 Mischief", ours: false, body: &[
        "Robin Hood gains 1 Shilling per Camp in a Forest (a Camp on Ollerton Hill counts). Then he may carry out one Rob Plot (free as always, up to 3 spaces), then the Donate Deed in up to 2 Parishes.",
        "Then half the Merry Men in Prison (rounded down), counting Robin Hood if he is there, return to Available. Robin Hood is a Merry Man and may be one of those released, but his player may choose to leave him in Prison.",
        "Our reading: Donate at Mischief follows its usual conditions and cost (2 Shillings per Parish).",
    ]},
    Section { id: "6_3", title: "6.3 Governance", ours: false, body: &[
        "The Sheriff gains 1 Shilling per Submissive space, Nottingham included (Passive Parishes do not count). Then, in each Revolting Parish, half the Henchmen (rounded down) go to Available. Then every Revolting Parish where Henchmen still outnumber Merry Men becomes Submissive, at no cost.",
    ]},
    Section { id: "6_4", title: "6.4 Redeployment", ours: false, body: &[
        "The Sheriff first: every Henchman in a Revolting Parish or a Forest must move to a Submissive space (any distance); any other Henchman may move to Nottingham or stay. Each Henchman moves once. Then all Used Carriages return to the Sheriff's Available box, face down.",
        "Then Robin Hood: every Merry Man on the map is flipped to Hidden. Every Merry Man in a Submissive space without a Camp must move to a Forest or to a Parish with a Camp (even a Submissive one); any other Merry Man may do the same or stay. Then, if Robin Hood is in Available, place him in either Forest. Finally, unless he is in Prison, Robin Hood may secretly swap places with any other Merry Man on the map.",
        "A screen around the board (here, the curtain) keeps Robin Hood's moves secret.",
        "Our reading: Nottingham counts as a Submissive space the Merry Men must leave (the player aid speaks of \"spaces\"); a Merry Man in a Submissive Parish that has a Camp may stay. Henchmen and Merry Men in Passive Parishes may stay.",
    ]},
    Section { id: "6_5", title: "6.5 Reset", ours: false, body: &[
        "Shuffle the Traveller discards back into the Traveller deck (the Victims pile stays apart). Put Robin Hood's cylinder on First Eligible and the Sheriff's on Second Eligible. Turn the next Event card: a new Ballad begins.",
    ]},
    // ------------------------------------------------------------------ 7
    Section { id: "7", title: "7 Victory", ours: false, body: &[
        "The Royal Favour decides the game. At any Unrest phase, Justice 5 or more wins for Robin Hood at once, Order 5 or more for the Sheriff. If nobody has won so before King Richard's Return, the player on whose side the cylinder stands after its Unrest phase wins: King Richard, back from the Crusades, either makes Robin Hood the shire's just governor or rewards the Sheriff's order.",
        "Since the track has no zero, there is always a winner.",
    ]},
    Section { id: "7_0", title: "7.0 Victory checks and the Royal Favour", ours: false, body: &[
        "Victory is checked only at Unrest (6.1): reaching 5 at any other moment wins nothing by itself, and the Favour may move away again before the next inspection.",
        "Toward Justice: Event and Traveller effects; placing a Camp (Recruit or Events); Inspire in a Revolting Parish; robbing a Tribute Carriage or the Treasury; fewer than 5 Submissive Parishes at Unrest (1, 2 or 3 steps).",
        "Toward Order: Event and Traveller effects; removing a Camp (Capture, Disperse or Events); sending Robin Hood to Prison (Capture, a failed Rob or Events); Carriages reaching Nottingham (1 step, 2 for a Tribute Carriage); 5 or more Submissive Parishes at Unrest.",
    ]},
];

/// Every Traveller, in the order of the card list.
const TRAVELLERS: [Traveller; 8] = [
    Traveller::RichMerchant,
    Traveller::NobleKnight,
    Traveller::Monks,
    Traveller::ThePotter,
    Traveller::TheMillersSon,
    Traveller::RichardAtTheLea,
    Traveller::BishopOfHereford,
    Traveller::GuyOfGisborne,
];

/// The card list after the sections: all 32 Event cards with both sides, then
/// the Travellers with both options.
pub fn extra() -> impl IntoView {
    view! {
        <section id="rule-cards">
            <h2>"Event cards"</h2>
            <p>{event_sides_note()}</p>
            <dl>{(1..=32).map(card_entry).collect_view()}</dl>
        </section>
        <section id="rule-travellers">
            <h2>"Travellers"</h2>
            <dl>{TRAVELLERS.into_iter().map(traveller_entry).collect_view()}</dl>
        </section>
    }
}

fn card_entry(card: Card) -> impl IntoView {
    let text = card_text(card);
    let moves = carriage_moves(card);
    let kind = format!(
        " ({}; moves {} Carriage{})",
        card_kind_name(card),
        moves,
        if moves == 1 { "" } else { "s" }
    );
    let sides = [
        ("Light side: ", text.light),
        ("Dark side: ", text.dark),
        ("", text.single),
    ];
    view! {
        <div class="card-entry" id=format!("rule-card-{card}")>
            <dt>{format!("#{card} {}", card_title(card))} <small>{kind}</small></dt>
            {sides
                .into_iter()
                .filter_map(|(label, t)| t.map(|t| view! { <dd><b>{label}</b>{t}</dd> }))
                .collect_view()}
        </div>
    }
}

fn traveller_entry(t: Traveller) -> impl IntoView {
    let (light, dark) = traveller_text(t);
    let head = format!(" ({}; Defence {})", traveller_copies(t), t.defence());
    let light_name = traveller_option_name(t, Side::Light);
    let dark_line = dark.map(|d| {
        let name = traveller_option_name(t, Side::Dark);
        view! { <dd><b>{format!("{name}: ")}</b>{d}</dd> }
    });
    view! {
        <div class="traveller-entry">
            <dt>{traveller_name(t)} <small>{head}</small></dt>
            <dd><b>{format!("{light_name}: ")}</b>{light}</dd>
            {dark_line}
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::SECTIONS;

    /// The rule numbers the engine cites in its log (a copy of `SECTIONS` in
    /// `games::gest::text`), plus those the prompt bar links to.
    const CITED: [&str; 29] = [
        "1.9", "2.1", "2.2", "2.3", "2.4", "3.1", "3.2.1", "3.2.2", "3.2.3", "3.3.1", "3.3.2",
        "3.3.3", "4.1", "4.2.1", "4.2.2", "4.2.3", "4.2.4", "4.3.1", "4.3.2", "4.3.3", "5.1.1",
        "5.2", "6.0", "6.1", "6.2", "6.3", "6.4", "6.5", "7.0",
    ];
    const PROMPT: [&str; 5] = ["3", "4", "5", "6", "7"];

    #[test]
    fn rules_every_cited_number_has_a_section() {
        for n in CITED.iter().chain(&PROMPT) {
            let id = n.replace('.', "_");
            assert!(
                SECTIONS.iter().any(|s| s.id == id),
                "no section for rule {n} (id {id})"
            );
        }
    }

    #[test]
    fn rules_sections_are_filled_unique_and_titled_by_number() {
        let mut ids: Vec<&str> = SECTIONS.iter().map(|s| s.id).collect();
        for s in SECTIONS {
            assert!(!s.body.is_empty(), "section {} has no body", s.id);
            assert!(
                s.body.iter().all(|p| !p.trim().is_empty()),
                "section {} has an empty paragraph",
                s.id
            );
            let number = s.id.replace('_', ".");
            assert!(
                s.title.starts_with(&format!("{number} ")),
                "section {} is titled {:?}",
                s.id,
                s.title
            );
        }
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), SECTIONS.len(), "two sections share an id");
    }
}
