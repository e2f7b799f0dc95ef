//! Capturing, kidnapping, rescue and elimination (spec section 6).

use crate::colour::Colour;
use crate::config::PrisonerRule;
use crate::state::{Loc, PAWNS, Pawn, State, Status, bit};

impl State {
    /// Frees `c`'s own pawns held prisoner on `at`.
    pub(crate) fn rescue(&mut self, c: Colour, at: Loc) {
        for i in 0..PAWNS {
            let p = self.pw(c, i);
            if p.loc == at && p.captor.is_some() {
                self.set_pawn(c, i, Pawn { loc: at, captor: None });
            }
        }
    }

    /// `captor` takes the free pawns `victims` on `at`: kidnaps them or sends
    /// them back; prisoners they held pass on (D4); a King sent back eliminates.
    pub(crate) fn take(&mut self, captor: Colour, at: Loc, victims: u32, kidnap: bool) {
        let mut vcols = 0u8;
        for (o, i, _) in self.each_pawn() {
            if victims & bit(o, i) != 0 {
                vcols |= 1 << o.index();
            }
        }
        let go_home = self.config.prisoner_rule == PrisonerRule::GoHome;
        for c in Colour::ALL {
            for i in 0..PAWNS {
                let p = self.pw(c, i);
                let Some(held_by) = p.captor else { continue };
                if p.loc != at || vcols & (1 << held_by.index()) == 0 {
                    continue;
                }
                let np = if c == captor {
                    Pawn { loc: at, captor: None }
                } else if i == 0 || !go_home {
                    Pawn {
                        loc: at,
                        captor: Some(captor),
                    }
                } else {
                    self.home_pawn(c)
                };
                self.set_pawn(c, i, np);
            }
        }
        // Colours whose King was sent back, eliminated below in colour order.
        let mut kings_back = 0u8;
        for c in Colour::ALL {
            for i in 0..PAWNS {
                if victims & bit(c, i) == 0 {
                    continue;
                }
                self.must_move[c] &= !(1 << i);
                if kidnap {
                    self.set_pawn(
                        c,
                        i,
                        Pawn {
                            loc: at,
                            captor: Some(captor),
                        },
                    );
                } else {
                    self.set_pawn(c, i, Pawn::SHIP);
                    if i == 0 {
                        kings_back |= 1 << c.index();
                    }
                }
            }
        }
        for v in Colour::ALL.into_iter().filter(|v| kings_back & (1 << v.index()) != 0) {
            self.eliminate(v);
            if self.config.mode == crate::Mode::Team {
                self.eliminate(v.partner());
            }
        }
    }

    /// Where a released prisoner of `c` goes: its spaceship; out if `c` is
    /// eliminated; Earth if `c` has already finished.
    pub(crate) fn home_pawn(&self, c: Colour) -> Pawn {
        match self.status[c] {
            Status::Eliminated | Status::Absent => Pawn::OUT,
            Status::Finished => Pawn {
                loc: Loc::Earth,
                captor: None,
            },
            Status::Active => Pawn::SHIP,
        }
    }

    /// `v` is out of the round: penalty, its pawns leave, its prisoners go home.
    pub(crate) fn eliminate(&mut self, v: Colour) {
        if matches!(self.status[v], Status::Eliminated | Status::Absent) {
            return;
        }
        let mut ship = 0;
        let mut board = 0;
        for (i, p) in self.pawns[v].iter().enumerate() {
            if !self.in_round(v, i) || p.loc == Loc::Out {
                continue;
            }
            if !p.is_free() || p.loc.on_board() {
                board += 1;
            } else if p.loc == Loc::Ship {
                ship += 1;
            }
        }
        self.round_score[v] = self.round_score[v].saturating_sub(20 * ship + 10 * board);
        self.status[v] = Status::Eliminated;
        for p in self.pawns[v].iter_mut() {
            if !(p.loc == Loc::Earth && p.is_free()) {
                *p = Pawn::OUT;
            }
        }
        self.refresh_codes();
        for c in Colour::ALL {
            for i in 0..PAWNS {
                if self.pw(c, i).captor == Some(v) {
                    let np = self.home_pawn(c);
                    self.set_pawn(c, i, np);
                }
            }
        }
        self.must_move[v] = 0;
        self.last_out = Some(v);
    }
}
