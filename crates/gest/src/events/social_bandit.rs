//! #9 Social Bandit. Light: reveal Robin Hood to place a Camp in his Parish
//! and gain 2 Shillings. Dark: reveal Robin Hood; his space becomes
//! Submissive.

use super::procedure::prelude::*;

pub(super) struct SocialBandit;

impl Procedure for SocialBandit {
    fn playable(&self, g: &Gest, side: Side, seat: Seat) -> bool {
        match side {
            // Its 2 Shillings come with the Camp: Robin Hood Hidden in a
            // Parish where a Camp can be placed.
            // Revision 1: Robin Hood on the map (see `revision.rs`).
            Light if !g.robin_reveal_is_the_price() => g.robin_at().is_some(),
            Light => {
                g.avail.camps > 0
                    && g.robin_may_hide_in(seat, &|s| s.is_parish() && g.space(s).camps == 0)
            }
            Dark => g.robin_may_be_on_map(seat),
        }
    }

    fn resume(&self, g: &mut Gest, es: EventState) -> bool {
        let rule = es.rule();
        match es.side {
            // Revision 1: the Shillings whether or not a Camp goes in.
            Light if !g.robin_reveal_is_the_price() => {
                g.reveal_robin(rule);
                if let Some(at) = g.robin_at() {
                    if at.is_parish() && g.space(at).camps == 0 {
                        g.place_camp(at, rule);
                    }
                }
                g.gain(es.player, 2, rule);
            }
            Light => {
                let camp_here = |g: &Gest, at: Sp| {
                    at.is_parish() && g.space(at).camps == 0 && g.avail.camps > 0
                };
                match g.robin {
                    Robin::Map { at, hidden: true } if camp_here(g, at) => {
                        g.reveal_robin(rule);
                        g.place_camp(at, rule);
                        g.gain(es.player, 2, rule);
                    }
                    Robin::Available if g.robin_in_doubt() => g.robin_off_map(rule),
                    _ => g.note(rule, Event::NoEffect),
                }
            }
            Dark => {
                g.reveal_robin(rule);
                if let Some(at) = g.robin_at() {
                    g.change_status(at, Status::Submissive, rule);
                }
            }
        }
        false
    }
}
