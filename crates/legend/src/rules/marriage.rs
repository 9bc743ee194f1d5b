//! Marriage (15), at the end of Robin Hood's turn; taken whenever the
//! conditions hold (it only helps the groom's player).

use crate::counters::{
    ALAN_A_DALE, FRIAR_TUCK, MARION, PRINCE_JOHN, ROBIN_HOOD, SHERIFF_OF_NOTTINGHAM, SIR_GUY,
};
use crate::log::Event;
use crate::state::*;
use crate::tables::Terrain;

impl Legend {
    pub(crate) fn marriages(&mut self) {
        // 15.1: Robin Hood, Marion, Alan a Dale and Friar Tuck together, free;
        // 15.3: not while Sir Guy lives married to her.
        let free_here = |g: &Legend, ps: &[crate::vocab::Pid]| {
            let a = g.piece(ps[0]).area();
            a.is_some() && ps.iter().all(|&p| g.active(p) && g.piece(p).area() == a)
        };
        let guy_alive = self.piece(SIR_GUY).at != Loc::Gone;
        let robin_may = match self.marriage {
            None => true,
            Some(Marriage::SirGuy) => !guy_alive,
            Some(Marriage::Robin) => false,
        };
        if robin_may && free_here(self, &[ROBIN_HOOD, MARION, ALAN_A_DALE, FRIAR_TUCK]) {
            self.marriage = Some(Marriage::Robin);
            self.note("15.1", Event::Married { groom: ROBIN_HOOD });
            return;
        }
        // 15.2: Marion captive, kept two Sheriff turns in a keep, then in a
        // town with Sir Guy and the Sheriff of Nottingham (or Prince John).
        let m = self.piece(MARION);
        if self.marriage.is_none() && m.captive && m.keep_turns >= 2 {
            let area = m.area().expect("captives are on the board");
            let here = |p| self.active(p) && self.piece(p).area() == Some(area);
            if area.terrain() == Terrain::Town
                && here(SIR_GUY)
                && (here(SHERIFF_OF_NOTTINGHAM) || here(PRINCE_JOHN))
            {
                self.marriage = Some(Marriage::SirGuy);
                self.note("15.2", Event::Married { groom: SIR_GUY });
            }
        }
    }
}
