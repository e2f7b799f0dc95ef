//! Capturing, kidnapping, rescue and elimination (spec section 6).

use alloc::vec::Vec;

use crate::colour::Colour;
use crate::config::PrisonerRule;
use crate::events::{Event, Placed, placed};
use crate::state::{Loc, PAWNS, Pawn, PlayerStatus, State};
use board_core::EventSink;

impl State {
    /// Frees the pawns of `c` and, in team play, of `c`'s partner held
    /// prisoner on `at` (spec section 6, O-R5): they stand on `at` as their
    /// owners' own pawns (a team stack), never as `c`'s prisoners.
    pub(crate) fn rescue<S: EventSink<Event>>(&mut self, c: Colour, at: Loc, sink: &mut S) {
        let mut freed: Vec<Placed> = Vec::new();
        // The prisoners on `at` (each changed once), in pawn order.
        let mut held = self.prisoners_at(at);
        while held != 0 {
            let b = held.trailing_zeros() as usize;
            held &= held - 1;
            let Some(o) = Colour::from_index(b / PAWNS) else {
                continue;
            };
            let i = b % PAWNS;
            let p = self.pw(o, i);
            if self.team_mates(c, o) && p.loc == at && p.captor.is_some() {
                let np = self.freed_pawn(o, at);
                if S::ON {
                    freed.push(placed(o, i, p, np));
                }
                self.set_pawn(o, i, np);
            }
        }
        if S::ON && !freed.is_empty() {
            sink.push(Event::Rescued {
                by: c,
                at,
                pawns: freed,
            });
        }
    }

    /// A prisoner of `o` freed on `at` by its own side: it stands there
    /// while `o` still plays the round; a partner who has finished gets it
    /// on Earth (decision 8).
    fn freed_pawn(&self, o: Colour, at: Loc) -> Pawn {
        match self.status[o] {
            PlayerStatus::Active => Pawn { loc: at, captor: None },
            _ => self.home_pawn(o),
        }
    }

    /// `captor` takes the free pawns `victims` on `at`: kidnaps them or sends
    /// them back; prisoners they held pass on (D4); a King sent back eliminates.
    pub(crate) fn take<S: EventSink<Event>>(
        &mut self,
        captor: Colour,
        at: Loc,
        victims: u32,
        kidnap: bool,
        sink: &mut S,
    ) {
        let (mut rescued, mut passed, mut released, mut taken) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        // The victims' colours (bit `colour`).
        let vcols = Colour::ALL.into_iter().fold(0u8, |m, o| {
            m | u8::from(victims & (0b11111 << (o.index() * PAWNS)) != 0) << o.index()
        });
        let go_home = self.config.prisoner_rule == PrisonerRule::GoHome;
        // The prisoners on `at` (found before any changes; each is changed
        // once), in pawn order.
        let mut held = self.prisoners_at(at);
        while held != 0 {
            let b = held.trailing_zeros() as usize;
            held &= held - 1;
            let Some(c) = Colour::from_index(b / PAWNS) else {
                continue;
            };
            let i = b % PAWNS;
            let p = self.pw(c, i);
            let Some(held_by) = p.captor else { continue };
            if p.loc != at || vcols & (1 << held_by.index()) == 0 {
                continue;
            }
            let (np, list) = if self.team_mates(captor, c) {
                // The captor's own or partner's pawns are rescued (O-R5).
                (self.freed_pawn(c, at), &mut rescued)
            } else if i == 0 || !go_home {
                let np = Pawn {
                    loc: at,
                    captor: Some(captor),
                };
                (np, &mut passed)
            } else {
                (self.home_pawn(c), &mut released)
            };
            if S::ON {
                list.push(placed(c, i, p, np));
            }
            self.set_pawn(c, i, np);
        }
        // Colours whose King was sent back, eliminated below in colour order.
        let mut kings_back = 0u8;
        // The victims in pawn order.
        let mut left = victims & ((1 << (4 * PAWNS)) - 1);
        while left != 0 {
            let b = left.trailing_zeros() as usize;
            left &= left - 1;
            let Some(c) = Colour::from_index(b / PAWNS) else {
                continue;
            };
            let i = b % PAWNS;
            self.must_move[c] &= !(1 << i);
            let old = self.pw(c, i);
            let np = if kidnap {
                Pawn {
                    loc: at,
                    captor: Some(captor),
                }
            } else {
                if i == 0 {
                    kings_back |= 1 << c.index();
                }
                Pawn::SHIP
            };
            if S::ON {
                taken.push(placed(c, i, old, np));
            }
            self.set_pawn(c, i, np);
        }
        if S::ON {
            sink.push(if kidnap {
                Event::Kidnapped {
                    by: captor,
                    at,
                    pawns: taken,
                }
            } else {
                Event::SentBack {
                    by: captor,
                    at,
                    pawns: taken,
                }
            });
            if !rescued.is_empty() {
                sink.push(Event::Rescued {
                    by: captor,
                    at,
                    pawns: rescued,
                });
            }
            if !passed.is_empty() {
                sink.push(Event::PrisonersPassed {
                    to: captor,
                    at,
                    pawns: passed,
                });
            }
            if !released.is_empty() {
                sink.push(Event::Released { pawns: released });
            }
        }
        for v in Colour::ALL.into_iter().filter(|v| kings_back & (1 << v.index()) != 0) {
            self.eliminate(v, sink);
            if self.config.mode == crate::Mode::Team {
                self.eliminate(v.partner(), sink);
            }
        }
    }

    /// O-R10: `o` has left the round (eliminated, or all its pawns home),
    /// so the must-move rule of its Moon lapses: every flag on a pawn
    /// standing there is cleared. (The Soldiers stay in normal form: the
    /// square comes before the flag in their order, and every flag on the
    /// square goes.)
    pub(crate) fn lapse_moon_flags(&mut self, o: Colour) {
        let moon = Loc::Ring(o.moon());
        for c in Colour::ALL {
            for i in 0..PAWNS {
                if self.must_move[c] & (1 << i) != 0 && self.pw(c, i).loc == moon {
                    self.must_move[c] &= !(1 << i);
                }
            }
        }
    }

    /// Where a released prisoner of `c` goes: its spaceship; out if `c` is
    /// eliminated; Earth if `c` has already finished.
    pub(crate) fn home_pawn(&self, c: Colour) -> Pawn {
        match self.status[c] {
            PlayerStatus::Eliminated | PlayerStatus::Absent => Pawn::OUT,
            PlayerStatus::Finished => Pawn {
                loc: Loc::Earth,
                captor: None,
            },
            PlayerStatus::Active => Pawn::SHIP,
        }
    }

    /// `v` is out of the round: penalty, its free pawns leave (those free on
    /// Earth stay there), its prisoners go home; its pawns that others hold
    /// stay their prisoners (O-R6).
    pub(crate) fn eliminate<S: EventSink<Event>>(&mut self, v: Colour, sink: &mut S) {
        if matches!(self.status[v], PlayerStatus::Eliminated | PlayerStatus::Absent) {
            return;
        }
        let mut ship = 0;
        let mut board = 0;
        for (i, p) in self.pawns_of(v).iter().enumerate() {
            if !self.in_round(v, i) || p.loc == Loc::Out {
                continue;
            }
            if !p.is_free() || p.loc.on_board() {
                board += 1;
            } else if p.loc == Loc::Ship {
                ship += 1;
            }
        }
        let penalty = 20 * ship + 10 * board;
        self.round_score[v] = self.round_score[v].saturating_sub(penalty);
        self.status[v] = PlayerStatus::Eliminated;
        self.lapse_moon_flags(v);
        let mut leaving = Vec::new();
        for (i, p) in self.pawns_of(v).into_iter().enumerate() {
            if p.is_free() && p.loc != Loc::Earth {
                if S::ON && p.loc != Loc::Out {
                    leaving.push(placed(v, i, p, Pawn::OUT));
                }
                self.set_pawn(v, i, Pawn::OUT);
            }
        }
        self.unsorted |= 1 << v.index();
        if S::ON {
            sink.push(Event::Eliminated {
                colour: v,
                penalty,
                pawns: leaving,
            });
        }
        let mut released = Vec::new();
        for c in Colour::ALL {
            for i in 0..PAWNS {
                let p = self.pw(c, i);
                if p.captor == Some(v) {
                    let np = self.home_pawn(c);
                    if S::ON {
                        released.push(placed(c, i, p, np));
                    }
                    self.set_pawn(c, i, np);
                }
            }
        }
        if S::ON && !released.is_empty() {
            sink.push(Event::Released { pawns: released });
        }
        self.must_move[v] = 0;
        self.last_out = Some(v);
    }
}
