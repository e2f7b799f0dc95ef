//! Moving a group (spec sections 4, 5 and 7): entering, steps, exact
//! landing, the special squares, jumps and flights, and the ODULUDO die.

use alloc::vec::Vec;

use crate::colour::{Colour, PawnKind};
use crate::config::{ArrivalRule, BackwardRule, BonusRule, LightningRule, StackRule};
use crate::events::Event;
use crate::layout::{GALAXY_LEN, SquareKind};
use crate::moves::{MoveError, Square, SunDir};
use crate::state::{Loc, PAWNS, Pawn, Phase, State, bit, zero_bytes};
use board_core::{EventSink, NoEvents};

/// What happens when a jump or flight cannot arrive (D7).
#[derive(Clone, Copy)]
pub(crate) enum Block {
    /// The group settles on its departure square as after a normal move.
    Settle(bool),
    /// The group simply stays (it had settled already).
    Stay,
}

/// Which effect a jump is, for its event.
#[derive(Clone, Copy)]
pub(crate) enum Via {
    /// To a Sun (or on to Earth from the top Sun).
    Sun,
    /// Back to a Lightning (or the own Moon, D6).
    Lightning,
    /// ODULUDO face 6: back to the own Moon.
    Moon,
}

impl State {
    pub(crate) fn do_enter<S: EventSink<Event>>(&mut self, kind: PawnKind, sink: &mut S) -> Result<(), MoveError> {
        let c = self.turn;
        if self.roll != 1 && self.roll != 6 {
            return Err(MoveError::EnterNeedsOneOrSix);
        }
        let i = self.ship_pawn(kind).ok_or(MoveError::NotOnShip(kind))?;
        let moon = Loc::Ring(c.moon());
        if self.opponents_at(c, moon, 0) != 0 {
            return Err(MoveError::MoonBlocked);
        }
        self.set_pawn(
            c,
            i,
            Pawn {
                loc: moon,
                captor: None,
            },
        );
        if S::ON {
            sink.push(Event::Entered {
                colour: c,
                kind,
                at: moon,
            });
        }
        Ok(())
    }

    /// The first pawn of `kind` of the colour to move waiting on its spaceship.
    pub(crate) fn ship_pawn(&self, kind: PawnKind) -> Option<usize> {
        let c = self.turn;
        let range = match kind {
            PawnKind::King => 0..1,
            PawnKind::Queen => 1..2,
            PawnKind::Soldier => 2..PAWNS,
        };
        // A free pawn on the spaceship has code 0 (a prisoner is on the board).
        let codes = self.pawn_codes(c);
        range
            .into_iter()
            .find(|&i| codes.get(i) == Some(&0) && self.in_round(c, i))
    }

    pub(crate) fn do_step<S: EventSink<Event>>(
        &mut self,
        from: Square,
        dist: u8,
        back: bool,
        sink: &mut S,
    ) -> Result<bool, MoveError> {
        let c = self.turn;
        let at = match from {
            Square::Ring(r) if r < crate::layout::RING_LEN => Loc::Ring(r),
            Square::Path(p) if p < self.config.layout.path_len => Loc::Path(c, p),
            _ => return Err(MoveError::NoSuchSquare(from)),
        };
        if dist != self.roll {
            return Err(MoveError::WrongDistance {
                roll: self.roll,
                distance: dist,
            });
        }
        let own = self.free_of(c, at);
        if own == 0 {
            return Err(MoveError::NoGroup(from));
        }
        let group = self.group_with(c, at, own);
        let r = self.route_of(c, at).ok_or(MoveError::NoGroup(from))?;
        let to = if back {
            // O-R9: a group moves backward only with the Queen among its own
            // pawns (prisoners ride along); under `queen-alone` (O-R2) only
            // as her group's one own pawn.
            let own_bits = (own >> (c.index() * PAWNS)) as u8;
            if !self.backward_allowed(own_bits) {
                return Err(if own_bits & 0b10 == 0 {
                    MoveError::NotQueen
                } else {
                    MoveError::QueenNotAlone
                });
            }
            if r >= self.rrl() || dist > r {
                return Err(MoveError::PastOwnMoon);
            }
            r - dist
        } else {
            self.forward(r, dist).ok_or(MoveError::NoGroup(from))?
        };
        self.must_move[c] &= !((own >> (c.index() * PAWNS)) as u8);
        if S::ON {
            sink.push(self.moved_event(c, group, r, dist, back));
        }
        self.land(c, group, to, dist == 6, sink)
    }

    /// Whether a group whose own free pawns are `own` (pawn bits 0-4 of the
    /// mover: 0 King, 1 Queen, 2-4 Soldiers) moves backward and gets the
    /// Sun's backward choice: O-R9 with the Queen among them
    /// ([`BackwardRule::QueenCarries`]), O-R2 with the Queen alone
    /// ([`BackwardRule::QueenAlone`]).
    #[inline]
    pub(crate) fn backward_allowed(&self, own: u8) -> bool {
        match self.config.backward_rule {
            BackwardRule::QueenCarries => own & 0b10 != 0,
            BackwardRule::QueenAlone => own & 0b11111 == 0b10,
        }
    }

    /// The [`Event::Moved`] of `group` of `c` going `dist` squares from
    /// route `r` (forward with the bounce, or back).
    fn moved_event(&self, c: Colour, group: u32, r: u8, dist: u8, back: bool) -> Event {
        let mut path = Vec::with_capacity(dist as usize + 1);
        path.push(self.loc_at(c, r));
        for k in 1..=dist {
            let route = if back {
                r.saturating_sub(k)
            } else {
                self.forward(r, k).unwrap_or(r)
            };
            path.push(self.loc_at(c, route));
        }
        Event::Moved {
            colour: c,
            group: self.pieces(group),
            path,
        }
    }

    // ----- geometry along a route -----

    pub(crate) fn kind_at_route(&self, route: u8) -> SquareKind {
        if route < self.rrl() {
            self.config.layout.kind(route)
        } else {
            SquareKind::SafePlain
        }
    }
    /// The ring routes (bit `s` for route `s < rrl`) with a square of
    /// `kind`: the galaxy's squares of that kind (13 byte compares at
    /// once), repeated for the four quarters of the ring.
    #[inline]
    fn routes_of(&self, kind: SquareKind) -> u64 {
        let g = self.config.layout.galaxy.map(|k| k as u8);
        let [g0, g1, g2, g3, g4, g5, g6, g7, g8, g9, g10, g11, g12] = g;
        let k = kind as u8;
        let splat = u64::from_ne_bytes([k; 8]);
        // The three padding bytes differ from `k`.
        let lo = u64::from_le_bytes([g0, g1, g2, g3, g4, g5, g6, g7]);
        let hi = u64::from_le_bytes([g8, g9, g10, g11, g12, !k, !k, !k]);
        let quarter = u64::from(zero_bytes(lo ^ splat) | (zero_bytes(hi ^ splat) & 0b11111) << 8);
        let ring = quarter * (1 | 1 << GALAXY_LEN | 1 << (2 * GALAXY_LEN) | 1 << (3 * GALAXY_LEN));
        ring & ((1u64 << self.rrl()) - 1)
    }
    /// The first ring route after `r` with a square of `kind`.
    pub(crate) fn next_of(&self, kind: SquareKind, r: u8) -> Option<u8> {
        let after = u64::MAX.checked_shl(u32::from(r) + 1).unwrap_or(0);
        let m = self.routes_of(kind) & after;
        (m != 0).then(|| m.trailing_zeros() as u8)
    }
    /// The last ring route before `r` with a square of `kind`.
    pub(crate) fn prev_of(&self, kind: SquareKind, r: u8) -> Option<u8> {
        let s = r.min(self.rrl());
        let m = self.routes_of(kind) & ((1u64 << s) - 1);
        (m != 0).then(|| 63 - m.leading_zeros() as u8)
    }
    /// Whether `route` is the Sun at the top of the own coloured path.
    pub(crate) fn is_top_sun(&self, route: u8) -> bool {
        let rrl = self.rrl();
        route + 2 == rrl && self.kind_at_route(route) == SquareKind::Sun
    }
    pub(crate) fn lightning_target(&self, r: u8) -> Option<u8> {
        match self.prev_of(SquareKind::Lightning, r) {
            Some(l) => Some(l),
            None => match self.config.lightning_rule {
                LightningRule::OwnMoon if r > 0 => Some(0),
                _ => None,
            },
        }
    }

    /// Whether the group may arrive on Earth now (King last).
    pub(crate) fn king_last_ok(&self, c: Colour, group: u32) -> bool {
        if group & bit(c, 0) == 0 {
            return true;
        }
        (1..PAWNS).all(|i| {
            let p = self.pw(c, i);
            !self.in_round(c, i) || !p.is_free() || matches!(p.loc, Loc::Earth | Loc::Out) || group & bit(c, i) != 0
        })
    }

    pub(crate) fn fly_home<S: EventSink<Event>>(&mut self, c: Colour, group: u32, sink: &mut S) {
        self.move_mask(group, Loc::Earth);
        if S::ON {
            sink.push(Event::ReachedEarth {
                colour: c,
                group: self.pieces(group),
            });
        }
        if self.config.bonus_rule == BonusRule::CaptureAndEarth {
            self.extra = true;
        }
    }

    /// The group (already lifted) ends a normal move on route `to`.
    pub(crate) fn land<S: EventSink<Event>>(
        &mut self,
        c: Colour,
        group: u32,
        to: u8,
        six: bool,
        sink: &mut S,
    ) -> Result<bool, MoveError> {
        let dest = self.loc_at(c, to);
        if dest == Loc::Earth {
            if !self.king_last_ok(c, group) {
                return Err(MoveError::KingNotLast);
            }
            self.fly_home(c, group, sink);
            return Ok(false);
        }
        // The opponents on `dest`; the group's arrival does not change them,
        // so every settle on `dest` below reuses them. The group itself is
        // never among them (its own pawns are on the mover's side, its
        // prisoners are not free), so no exclusion is needed.
        let opp = self.opponents_at_code(c, self.route_code(c, to));
        debug_assert_eq!(opp, self.opponents_at(c, dest, group));
        self.land_on(c, group, to, dest, six, opp, sink)
    }

    /// [`State::land`] past its Earth test: the group lands on `dest`
    /// (`loc_at(c, to)`, not Earth), where the opponents are `opp`.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    pub(crate) fn land_on<S: EventSink<Event>>(
        &mut self,
        c: Colour,
        group: u32,
        to: u8,
        dest: Loc,
        six: bool,
        opp: u32,
        sink: &mut S,
    ) -> Result<bool, MoveError> {
        debug_assert_eq!(dest, self.loc_at(c, to));
        debug_assert_ne!(dest, Loc::Earth);
        debug_assert_eq!(opp, self.opponents_at(c, dest, group));
        if opp != 0 && self.is_safe(dest) {
            return Err(MoveError::SafeSquare);
        }
        self.move_group(c, group, dest);
        let Loc::Ring(ring) = dest else {
            // A path square: safe and plain, so with no opponent the settle
            // changes nothing (`settle_opp`).
            if opp == 0 {
                return Ok(false);
            }
            return self.settle_opp(c, group, dest, six, opp, sink);
        };
        match self.kind_at_route(to) {
            SquareKind::Sun => {
                if self.is_top_sun(to) {
                    if self.king_last_ok(c, group) {
                        if S::ON {
                            sink.push(Event::SunJump {
                                colour: c,
                                group: self.pieces(group),
                                from: dest,
                                to: Loc::Earth,
                            });
                        }
                        self.fly_home(c, group, sink);
                        return Ok(false);
                    }
                    return self.settle_opp(c, group, dest, six, opp, sink);
                }
                let own = (self.own_free(c, group) >> (c.index() * PAWNS)) as u8;
                if self.backward_allowed(own) && self.prev_of(SquareKind::Sun, to).is_some() {
                    // The choice is due only if one direction is legal, and
                    // the backward one always is: `dest` is on the route
                    // (route `to`) and has a previous Sun, and a jump to a
                    // Sun never fails ([`State::sun_back_ok`]). So no trial.
                    debug_assert!(self.sun_back_ok(dest));
                    debug_assert!({
                        let mut bk = *self;
                        bk.sun_choice(dest, group, six, SunDir::Back, &mut NoEvents).is_ok()
                    });
                    self.phase = Phase::Sun { at: dest, group, six };
                    if S::ON {
                        sink.push(Event::SunChoiceDue { colour: c, at: dest });
                    }
                    return Ok(true);
                }
                match self.next_of(SquareKind::Sun, to) {
                    Some(s) => self.jump(c, group, dest, s, Block::Settle(six), Via::Sun, sink),
                    None => self.settle_opp(c, group, dest, six, opp, sink),
                }
            }
            SquareKind::Lightning => match self.lightning_target(to) {
                Some(d) => self.jump(c, group, dest, d, Block::Settle(six), Via::Lightning, sink),
                None => self.settle_opp(c, group, dest, six, opp, sink),
            },
            SquareKind::Ufo => {
                // The UFO takes the whole stack the group forms on the parking.
                // The stack is gathered only when the UFO is there to take it.
                let owner = Colour::from_index((ring / 13) as usize).unwrap_or(c);
                if self.ufo_available(owner) {
                    let stack = self.group_of(c, dest);
                    if self.king_last_ok(c, stack) {
                        self.ufo_used |= 1 << owner.index();
                        if S::ON {
                            sink.push(Event::UfoFlight {
                                colour: c,
                                group: self.pieces(stack),
                                from: dest,
                                ufo: owner,
                            });
                        }
                        self.fly_home(c, stack, sink);
                        return Ok(false);
                    }
                }
                self.settle_opp(c, group, dest, six, opp, sink)
            }
            // With no opponent, a settle is `settle_opp`'s tail (the kind of
            // route `to` is that of `dest`): a Star gives an extra roll
            // unless the move was a 6, an ODULUDO ring offers the die, any
            // other square changes nothing.
            SquareKind::Star if opp == 0 => {
                if !six {
                    self.extra = true;
                    if S::ON {
                        sink.push(Event::StarExtraRoll { colour: c, at: dest });
                    }
                }
                Ok(false)
            }
            SquareKind::Odulo if opp == 0 => {
                self.phase = Phase::Odu { at: dest };
                if S::ON {
                    sink.push(Event::OduludoOffered { colour: c, at: dest });
                }
                Ok(true)
            }
            _ if opp == 0 => Ok(false),
            _ => self.settle_opp(c, group, dest, six, opp, sink),
        }
    }

    /// The group stays on `at` after a normal move: take, stack, Star, ODULUDO ring.
    pub(crate) fn settle<S: EventSink<Event>>(
        &mut self,
        c: Colour,
        group: u32,
        at: Loc,
        six: bool,
        sink: &mut S,
    ) -> Result<bool, MoveError> {
        let opp = self.opponents_at(c, at, group);
        self.settle_opp(c, group, at, six, opp, sink)
    }

    /// [`State::settle`] with the opponents on `at` (not in `group`) known.
    fn settle_opp<S: EventSink<Event>>(
        &mut self,
        c: Colour,
        group: u32,
        at: Loc,
        six: bool,
        opp: u32,
        sink: &mut S,
    ) -> Result<bool, MoveError> {
        let kind = match at {
            Loc::Ring(r) => self.config.layout.kind(r),
            _ => SquareKind::SafePlain,
        };
        let star = kind == SquareKind::Star && !six;
        if opp != 0 {
            if self.is_safe(at) {
                return Err(MoveError::SafeSquare);
            }
            let mine = self.own_free(c, group).count_ones();
            if opp.count_ones() > mine {
                match self.config.stack_rule {
                    StackRule::NoTakingLarger => return Err(MoveError::GroupTooLarge),
                    StackRule::AnyTakesAny => {}
                    StackRule::LargerSendsAttackerBack => {
                        let defender = first_colour(opp).unwrap_or(c);
                        let attackers = self.own_free(c, group);
                        self.take(defender, at, attackers, false, sink);
                        return Ok(false);
                    }
                }
            }
            self.rescue(c, at, sink);
            if star {
                self.extra = true;
                if S::ON {
                    sink.push(Event::StarExtraRoll { colour: c, at });
                }
            }
            self.phase = Phase::Capture {
                at,
                odu: kind == SquareKind::Odulo,
            };
            if S::ON {
                let victims = self.opponents_at(c, at, 0);
                sink.push(Event::CaptureDue {
                    colour: c,
                    at,
                    victims: self.pieces(victims),
                });
            }
            return Ok(true);
        }
        if star {
            self.extra = true;
            if S::ON {
                sink.push(Event::StarExtraRoll { colour: c, at });
            }
        }
        if kind == SquareKind::Odulo {
            self.phase = Phase::Odu { at };
            if S::ON {
                sink.push(Event::OduludoOffered { colour: c, at });
            }
            return Ok(true);
        }
        Ok(false)
    }

    /// The group jumps or flies from `from` to route `dest` and arrives there.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn jump<S: EventSink<Event>>(
        &mut self,
        c: Colour,
        group: u32,
        from: Loc,
        dest: u8,
        block: Block,
        via: Via,
        sink: &mut S,
    ) -> Result<bool, MoveError> {
        if self.is_top_sun(dest) && self.king_last_ok(c, group) {
            if S::ON {
                sink.push(self.jump_event(c, group, from, Loc::Earth, via));
            }
            self.fly_home(c, group, sink);
            return Ok(false);
        }
        let to = self.loc_at(c, dest);
        // Whether an opponent stands there (the group is never among them:
        // its own pawns are on the mover's side, its prisoners not free);
        // the victims themselves only matter to the events.
        let opp = self.any_opponent_at_code(c, self.route_code(c, dest));
        debug_assert_eq!(opp, self.opponents_at(c, to, group) != 0);
        // D7; the knob never overrides the rulebook's own "stay" on the own
        // Moon (Lightning to the Moon, ODULUDO faces 5 and 6; O-R7).
        let stay_rule = self.config.arrival_rule == ArrivalRule::StayBehind || dest == 0;
        if opp && self.is_safe(to) && stay_rule {
            if S::ON {
                sink.push(Event::Stayed { colour: c, at: from });
            }
            return match block {
                Block::Settle(six) => self.settle(c, group, from, six, sink),
                Block::Stay => Ok(false),
            };
        }
        if S::ON {
            sink.push(self.jump_event(c, group, from, to, via));
        }
        self.move_group(c, group, to);
        if opp {
            self.rescue(c, to, sink);
            self.phase = Phase::Capture { at: to, odu: false };
            if S::ON {
                sink.push(Event::CaptureDue {
                    colour: c,
                    at: to,
                    victims: self.pieces(self.opponents_at(c, to, group)),
                });
            }
            return Ok(true);
        }
        Ok(false)
    }

    fn jump_event(&self, c: Colour, group: u32, from: Loc, to: Loc, via: Via) -> Event {
        let group = self.pieces(group);
        match via {
            Via::Sun => Event::SunJump {
                colour: c,
                group,
                from,
                to,
            },
            Via::Lightning => Event::LightningBack {
                colour: c,
                group,
                from,
                to,
            },
            Via::Moon => Event::MoonBack {
                colour: c,
                group,
                from,
                to,
            },
        }
    }

    /// Whether [`State::sun_choice`] backward from `at` succeeds for the
    /// turn's colour, without trying it: exactly when `at` is on its route
    /// and a Sun comes before it there. Then the group jumps to that Sun,
    /// and a jump to a Sun never fails: it flies home from the top Sun or
    /// arrives on a ring square that is not safe, so the jump never stays
    /// behind (the only way `jump` can fail).
    #[inline]
    pub(crate) fn sun_back_ok(&self, at: Loc) -> bool {
        self.route_of(self.turn, at)
            .is_some_and(|r| self.prev_of(SquareKind::Sun, r).is_some())
    }
    /// Whether [`State::sun_choice`] forward from `at` succeeds for the
    /// turn's colour. With a next Sun on the route it jumps there, which
    /// never fails ([`State::sun_back_ok`]); without one the group settles
    /// on `at`, which may fail: that rare case is tried on a copy.
    #[inline]
    pub(crate) fn sun_forward_ok(&self, at: Loc, group: u32, six: bool) -> bool {
        match self.route_of(self.turn, at) {
            None => false,
            Some(r) if self.next_of(SquareKind::Sun, r).is_some() => true,
            Some(_) => self.sun_forward_tried(at, group, six),
        }
    }
    /// [`State::sun_forward_ok`] by trial, on a copy.
    #[cold]
    #[inline(never)]
    fn sun_forward_tried(&self, at: Loc, group: u32, six: bool) -> bool {
        let mut t = *self;
        t.phase = Phase::Move;
        t.sun_choice(at, group, six, SunDir::Forward, &mut NoEvents).is_ok()
    }

    pub(crate) fn sun_choice<S: EventSink<Event>>(
        &mut self,
        at: Loc,
        group: u32,
        six: bool,
        dir: SunDir,
        sink: &mut S,
    ) -> Result<bool, MoveError> {
        let c = self.turn;
        let r = self.route_of(c, at).ok_or(MoveError::WrongDecision {
            expected: crate::rules::expected_decision(self.phase),
        })?;
        match dir {
            SunDir::Forward => match self.next_of(SquareKind::Sun, r) {
                Some(s) => self.jump(c, group, at, s, Block::Settle(six), Via::Sun, sink),
                None => self.settle(c, group, at, six, sink),
            },
            SunDir::Back => match self.prev_of(SquareKind::Sun, r) {
                Some(s) => self.jump(c, group, at, s, Block::Settle(six), Via::Sun, sink),
                None => Err(MoveError::NoPreviousSun),
            },
        }
    }

    /// The ODULUDO die face `v` for the turn's group on `at` (spec section 7).
    pub(crate) fn do_face<S: EventSink<Event>>(&mut self, at: Loc, v: u8, sink: &mut S) -> Result<bool, MoveError> {
        let c = self.turn;
        let group = self.group_of(c, at);
        let r = self.route_of(c, at).ok_or(MoveError::WrongDecision {
            expected: crate::rules::expected_decision(self.phase),
        })?;
        match v {
            1 => {
                if self.king_last_ok(c, group) {
                    if S::ON {
                        sink.push(Event::OduludoFlight {
                            colour: c,
                            group: self.pieces(group),
                            from: at,
                        });
                    }
                    self.fly_home(c, group, sink);
                } else if S::ON {
                    sink.push(Event::Stayed { colour: c, at });
                }
                Ok(false)
            }
            2 | 3 => {
                let Some(s1) = self.next_of(SquareKind::Sun, r) else {
                    if S::ON {
                        sink.push(Event::Stayed { colour: c, at });
                    }
                    return Ok(false);
                };
                if self.is_top_sun(s1) {
                    return self.jump(c, group, at, s1, Block::Stay, Via::Sun, sink);
                }
                let target = self.next_of(SquareKind::Sun, s1).unwrap_or(s1);
                self.jump(c, group, at, target, Block::Stay, Via::Sun, sink)
            }
            4 => {
                let backup = *self;
                let mark = sink.mark();
                let to = self.forward(r, 3).unwrap_or(r);
                if S::ON {
                    sink.push(self.moved_event(c, group, r, 3, false));
                }
                match self.land(c, group, to, false, sink) {
                    Ok(p) => Ok(p),
                    Err(_) => {
                        *self = backup;
                        sink.truncate(mark);
                        if S::ON {
                            sink.push(Event::Stayed { colour: c, at });
                        }
                        self.phase = Phase::Move;
                        Ok(false)
                    }
                }
            }
            5 => match self.lightning_target(r) {
                Some(d) => self.jump(c, group, at, d, Block::Stay, Via::Lightning, sink),
                None => {
                    if S::ON {
                        sink.push(Event::Stayed { colour: c, at });
                    }
                    Ok(false)
                }
            },
            _ => {
                if r == 0 {
                    if S::ON {
                        sink.push(Event::Stayed { colour: c, at });
                    }
                    Ok(false)
                } else {
                    self.jump(c, group, at, 0, Block::Stay, Via::Moon, sink)
                }
            }
        }
    }
}

fn first_colour(mask: u32) -> Option<Colour> {
    Colour::from_index(mask.trailing_zeros() as usize / PAWNS)
}
