//! Applying moves: the turn state machine (spec section 3): dispatch of
//! each decision, rolls, tries, extra rolls and passing the turn. Its
//! submodules: `movement` (entering, steps, exact landing, special squares,
//! jumps, the ODULUDO die), `capture` (send back, kidnap, rescue, prisoners,
//! elimination) and `movegen` (the legal moves).

mod capture;
pub(crate) mod movegen;
mod movement;

use crate::colour::Colour;
use crate::config::{BonusRule, RollRule, SixRule, UfoRule};
use crate::events::{Again, Event, OduEffect};
use crate::layout::RING_LEN;
use crate::moves::Square;
use crate::moves::{Move, MoveError};
use crate::state::{EARTH_CODE, Loc, PAWNS, Phase, PlayerStatus, State};
use board_core::{EventSink, NoEvents};
use movegen::{MoveInfo, NO_OPPONENT};

impl State {
    /// Whether `apply` would accept `mv` here, without applying it.
    ///
    /// # Errors
    /// The [`MoveError`] that `apply` would return.
    pub fn check_move(&self, mv: &Move) -> Result<(), MoveError> {
        let mut s = *self;
        s.apply_move(*mv, true)
    }

    /// Applies `mv` in place. On error the state may be partly changed; callers
    /// work on a copy. `checked` enables the whole-position restrictions
    /// (must-move pawn, D1) that need move generation.
    ///
    /// The result is in normal form ([`State::normalize`]) when `self` is:
    /// every branch that moves a pawn or changes a must-move flag normalizes
    /// after its last such change (through `after`, `finish_action` and
    /// `end_turn`, or explicitly), and the chance branches move no pawn.
    pub(crate) fn apply_move(&mut self, mv: Move, checked: bool) -> Result<(), MoveError> {
        self.apply_inner(mv, checked, &mut NoEvents)
    }

    /// [`State::apply_move`] telling `sink` what happens (on error the sink
    /// may hold events of the refused move; the caller drops them).
    pub(crate) fn apply_inner<S: EventSink<Event>>(
        &mut self,
        mv: Move,
        checked: bool,
        sink: &mut S,
    ) -> Result<(), MoveError> {
        let chance_move = matches!(mv, Move::Start(_) | Move::Roll(_) | Move::Face(_));
        let chance_node = matches!(self.phase, Phase::StartRoll | Phase::Roll | Phase::OduRoll { .. });
        if self.phase == Phase::GameOver {
            return Err(MoveError::GameOver);
        }
        if chance_node && !chance_move {
            return Err(MoveError::ChanceDue);
        }
        if !chance_node && chance_move {
            return Err(MoveError::NotChanceNode);
        }
        match (self.phase, mv) {
            (Phase::StartRoll, Move::Start(c)) => {
                if !self.colours().contains(c) {
                    return Err(MoveError::NotInPlay(c));
                }
                self.turn = c;
                self.starter = c;
                if S::ON {
                    sink.push(Event::Starter { colour: c });
                }
                self.begin_roll();
                Ok(())
            }
            (Phase::StartRoll, _) => Err(MoveError::WrongChanceOutcome {
                expected: "start:<colour> for a colour in play",
            }),
            (Phase::Roll, Move::Roll(v)) => {
                if !(1..=6).contains(&v) {
                    return Err(MoveError::NoSuchFace(v));
                }
                if S::ON {
                    sink.push(Event::Rolled {
                        colour: self.turn,
                        value: v,
                    });
                }
                self.do_roll(v, sink);
                Ok(())
            }
            (Phase::Roll, _) => Err(MoveError::WrongChanceOutcome {
                expected: "roll:1 to roll:6",
            }),
            (Phase::OduRoll { at }, Move::Face(v)) => {
                if !(1..=6).contains(&v) {
                    return Err(MoveError::NoSuchFace(v));
                }
                self.phase = Phase::Move;
                if S::ON {
                    sink.push(Event::OduludoFace {
                        colour: self.turn,
                        face: v,
                        effect: OduEffect::of_face(v),
                    });
                }
                let pending = self.do_face(at, v, sink)?;
                self.after(pending, sink);
                Ok(())
            }
            (Phase::OduRoll { .. }, _) => Err(MoveError::WrongChanceOutcome {
                expected: "face:1 to face:6",
            }),
            (Phase::Move, Move::Enter(_) | Move::Step { .. }) => {
                // Judged on the position before the move (pure, so it is
                // computed first); reported only if the move itself is legal.
                let must_move_other = checked && !self.moves_flagged(mv) && self.flagged_move_exists();
                let pending = self.do_move_phase(mv, sink)?;
                if must_move_other {
                    return Err(MoveError::MustMoveMoonPawn);
                }
                self.after(pending, sink);
                Ok(())
            }
            (Phase::Move, Move::Pass) => {
                if checked && self.config.roll_rule == RollRule::MustUse && self.any_raw_move() {
                    return Err(MoveError::MustUseRoll);
                }
                // O-R7: the D1 knob never lifts the opponent's-Moon rule.
                if checked && self.flagged_move_exists() {
                    return Err(MoveError::MustMoveMoonPawn);
                }
                if S::ON {
                    sink.push(Event::Passed { colour: self.turn });
                }
                self.finish_action(sink);
                Ok(())
            }
            (Phase::Sun { at, group, six }, Move::Sun(dir)) => {
                self.phase = Phase::Move;
                if S::ON {
                    sink.push(Event::SunChosen { colour: self.turn, dir });
                }
                let pending = self.sun_choice(at, group, six, dir, sink)?;
                self.after(pending, sink);
                Ok(())
            }
            (Phase::Capture { at, odu }, Move::SendBack | Move::Kidnap) => {
                self.do_capture(at, odu, mv == Move::Kidnap, sink);
                Ok(())
            }
            (Phase::Odu { at }, Move::Odulo(yes)) => {
                if S::ON {
                    sink.push(Event::OduludoChosen {
                        colour: self.turn,
                        at,
                        roll: yes,
                    });
                }
                self.do_odulo(at, yes, sink);
                Ok(())
            }
            (Phase::RoundOver, Move::NextRound) => {
                self.next_round(sink);
                self.normalize();
                Ok(())
            }
            (phase, _) => Err(MoveError::WrongDecision {
                expected: expected_decision(phase),
            }),
        }
    }

    /// Applies a `Move`-phase move that [`State::move_phase_moves`] just
    /// generated for this state, with its [`MoveInfo`]: what
    /// `apply_move(mv, false)` does, minus the checks and the searches whose
    /// results move generation already had (the step's own pawns, its route
    /// indices, an empty destination, the spaceship pawn that enters).
    ///
    /// A generated move is legal, so it succeeds (move generation asserts
    /// this in debug builds, against a trial `do_move_phase`, and so does
    /// this function, against `apply_move`); were it ever refused, the state
    /// is left as the refused step left it (no panic).
    #[inline(always)]
    pub(crate) fn apply_generated(&mut self, mv: Move, info: MoveInfo) {
        debug_assert_eq!(self.phase, Phase::Move);
        #[cfg(debug_assertions)]
        let expected = {
            let mut t = *self;
            t.apply_move(mv, false).map(|()| t)
        };
        let c = self.turn;
        let done = match mv {
            // A pass or an entry brings no pawn home and takes none: the
            // round cannot end (`finish_action_checked`).
            Move::Pass => {
                self.finish_action_checked(false, &mut NoEvents);
                Ok(())
            }
            Move::Enter(_) => {
                // `do_enter` once its checks pass: the pawn to the own Moon.
                // It waits on the spaceship, so it is free (code 0): moving
                // it is `set_pawn` with no captor, as `move_own` (inlined)
                // with its bit (the lowest of `info`).
                let own = (info & info.wrapping_neg() & 0b11111) as u8;
                self.move_own_sorted(c, own, Loc::Ring(c.moon()));
                self.finish_action_checked(false, &mut NoEvents);
                Ok(())
            }
            Move::Step { from, dist, .. } => {
                // `do_step` once its checks pass (from the `Step` arm).
                let at = match from {
                    Square::Ring(r) => Loc::Ring(r),
                    Square::Path(p) => Loc::Path(c, p),
                };
                let own_bits = (info & 0b11111) as u8;
                let own = u32::from(own_bits) << (c.index() * PAWNS);
                let group = self.group_with(c, at, own);
                let to = (info >> 16) as u8;
                self.must_move[c] &= !own_bits;
                if info & NO_OPPONENT != 0 {
                    let dest = self.loc_at(c, to);
                    // `land_on` with no opponent on a square without an
                    // effect (a path square counts as safe and plain): the
                    // group just stands there.
                    if self.kind_at_route(to).is_inert() {
                        if group == own {
                            self.move_own_sorted(c, own_bits, dest);
                        } else {
                            self.move_mask(group, dest);
                        }
                        // With no opponent on the way in, the round can end
                        // only if the group reached Earth: here only by
                        // standing there.
                        self.finish_action_checked(dest == Loc::Earth, &mut NoEvents);
                        Ok(())
                    } else {
                        let landed = self.land_on(c, group, to, dest, dist == 6, 0, &mut NoEvents);
                        landed.map(|pending| {
                            if pending {
                                self.normalize();
                            } else {
                                // As above; the group may also have flown or
                                // jumped home (its pawns move together).
                                let first = own_bits.trailing_zeros() as usize;
                                // (Its code read straight from the cache; a
                                // step's `own_bits` is never empty, and a
                                // wrong `true` would only check the round.)
                                let home = self.codes.get(c.index() * PAWNS + first) == Some(&EARTH_CODE);
                                self.finish_action_checked(home, &mut NoEvents);
                            }
                        })
                    }
                } else {
                    let landed = self.land(c, group, to, dist == 6, &mut NoEvents);
                    landed.map(|pending| self.after(pending, &mut NoEvents))
                }
            }
            _ => self.apply_move(mv, false),
        };
        debug_assert!(done.is_ok(), "generated move {mv} refused: {done:?}");
        #[cfg(debug_assertions)]
        debug_assert_eq!(Ok(*self), expected, "fused {mv} differs from apply_move");
        let _ = done;
    }

    /// The `Capture` phase's decision on `at` (kidnap or send back), once
    /// it is known to be one: it never fails.
    #[inline]
    pub(crate) fn do_capture<S: EventSink<Event>>(&mut self, at: Loc, odu: bool, kidnap: bool, sink: &mut S) {
        let c = self.turn;
        let victims = self.opponents_at(c, at, 0);
        self.take(c, at, victims, kidnap, sink);
        if self.config.bonus_rule == BonusRule::CaptureAndEarth {
            self.extra = true;
        }
        if odu {
            self.phase = Phase::Odu { at };
            if S::ON {
                sink.push(Event::OduludoOffered { colour: c, at });
            }
            self.normalize();
        } else {
            self.finish_action_outlined(sink);
        }
    }

    /// The `Odu` phase's decision on `at` (its event already told): roll
    /// the ODULUDO die or not. It never fails.
    #[inline]
    pub(crate) fn do_odulo<S: EventSink<Event>>(&mut self, at: Loc, yes: bool, sink: &mut S) {
        if yes {
            self.phase = Phase::OduRoll { at };
        } else {
            self.finish_action_outlined(sink);
        }
    }

    pub(crate) fn after<S: EventSink<Event>>(&mut self, pending: bool, sink: &mut S) {
        if pending {
            self.normalize();
        } else {
            self.finish_action(sink);
        }
    }

    /// [`State::finish_action`] compiled once, out of line, for the rarer
    /// callers (the decisions after a landing's special square), so that
    /// the common step keeps its own inlined copy.
    #[inline(never)]
    pub(crate) fn finish_action_outlined<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.finish_action_checked(true, sink);
    }

    pub(crate) fn begin_roll(&mut self) {
        self.phase = Phase::Roll;
        self.roll = 0;
    }

    #[inline(always)]
    pub(crate) fn do_roll<S: EventSink<Event>>(&mut self, v: u8, sink: &mut S) {
        let c = self.turn;
        self.roll = v;
        if v == 6 {
            self.sixes = self.sixes.saturating_add(1);
            if self.config.six_rule == SixRule::ThirdSixEndsTurn && self.sixes >= 3 {
                if S::ON {
                    sink.push(Event::ThirdSix { colour: c });
                }
                self.end_turn(sink);
                return;
            }
            self.extra = true;
        }
        if !self.has_pawn_in_play(c) {
            self.tries = (self.tries + 1).min(3);
        }
        self.phase = Phase::Move;
    }

    /// Executes an `Enter` or `Step` in the `Move` phase without the
    /// whole-position restrictions. Returns whether a decision is pending.
    pub(crate) fn do_move_phase<S: EventSink<Event>>(&mut self, mv: Move, sink: &mut S) -> Result<bool, MoveError> {
        match mv {
            Move::Enter(kind) => self.do_enter(kind, sink).map(|()| false),
            Move::Step { from, dist, back } => self.do_step(from, dist, back, sink),
            _ => Err(MoveError::WrongDecision {
                expected: expected_decision(Phase::Move),
            }),
        }
    }

    /// The turn's decisions are done: check the round, then roll again or pass the turn.
    #[inline(always)]
    pub(crate) fn finish_action<S: EventSink<Event>>(&mut self, sink: &mut S) {
        self.finish_action_checked(true, sink);
    }

    /// [`State::finish_action`], checking the round only if `may_end`:
    /// callers pass `false` only when the action brought no pawn home and
    /// took none, so that [`State::check_round`] would find what it found
    /// after the previous action (every action ends in a check or in a
    /// pending decision whose own action checks) and change nothing.
    #[inline]
    pub(crate) fn finish_action_checked<S: EventSink<Event>>(&mut self, may_end: bool, sink: &mut S) {
        self.phase = Phase::Move;
        self.normalize();
        #[cfg(debug_assertions)]
        if !may_end {
            let mut t = *self;
            debug_assert!(
                !t.check_round(&mut NoEvents) && t == *self,
                "unchecked round changed: {self}"
            );
        }
        if may_end && self.check_round(sink) {
            return;
        }
        let c = self.turn;
        if self.status[c] != PlayerStatus::Active {
            self.end_turn(sink);
        } else if self.extra {
            self.extra = false;
            if S::ON {
                sink.push(Event::RollAgain {
                    colour: c,
                    why: Again::Extra,
                });
            }
            self.begin_roll();
        } else if self.tries > 0 && self.tries < 3 && !self.has_pawn_in_play(c) {
            if S::ON {
                sink.push(Event::RollAgain {
                    colour: c,
                    why: Again::Try,
                });
            }
            self.begin_roll();
        } else {
            self.end_turn(sink);
        }
    }

    #[inline(always)]
    pub(crate) fn end_turn<S: EventSink<Event>>(&mut self, sink: &mut S) {
        let c = self.turn;
        let mut mm = 0u8;
        // Usually no pawn of `c` stands on an opponent's Moon: one table
        // look-up per pawn code tells, without a branch per pawn. (Its own
        // Moon, where every pawn enters, and a partner's do not count: only
        // an opponent `o` that is not a team mate can flag a pawn below.)
        // (Each code read on its own: no five-byte array to take apart.)
        let base = c.index() * PAWNS;
        let moon = |i: usize| {
            self.codes
                .get(base + i)
                .and_then(|&code| ON_MOON.get(usize::from(code)))
                .copied()
                .unwrap_or(0)
        };
        let on_moons = moon(0) | moon(1) | moon(2) | moon(3) | moon(4);
        let any_on_moon = on_moons & !self.side_mask(c) != 0;
        if any_on_moon && self.status[c] == PlayerStatus::Active {
            // Free pawns on a ring square (codes 1..=52) that is a Moon of
            // an opponent still in the round (O-R10: not once it is
            // eliminated or has all its pawns home).
            for (i, code) in self.pawn_codes(c).into_iter().enumerate() {
                let r = code.wrapping_sub(1);
                if r < RING_LEN
                    && r % 13 == 0
                    && let Some(o) = Colour::from_index((r / 13) as usize)
                    && self.colours().contains(o)
                    && !self.team_mates(c, o)
                    && self.status[o] == PlayerStatus::Active
                {
                    mm |= 1 << i;
                }
            }
        }
        self.must_move[c] = mm;
        self.roll = 0;
        self.extra = false;
        self.tries = 0;
        self.sixes = 0;
        let pos = |x: Colour| (x.index() + 4 - self.starter.index()) % 4;
        let mut next = c.next();
        for _ in 0..4 {
            if self.status[next] == PlayerStatus::Active {
                break;
            }
            next = next.next();
        }
        let ufos_return = self.config.ufo_rule == UfoRule::OncePerTurnCycle && pos(next) <= pos(c);
        if ufos_return {
            self.ufo_used = 0;
        }
        if S::ON {
            sink.push(Event::TurnPassed {
                from: c,
                to: next,
                ufos_return,
            });
        }
        self.turn = next;
        self.begin_roll();
        // No normalize: the state is in normal form here (it was on entry, from
        // a roll or after `finish_action`'s normalize), and the new flags keep
        // it so: equal Soldiers stand on one square and get equal flags, and
        // only pawns on the ring (all in the round) are flagged.
    }
}

/// For each pawn code, `1 << o` if it is colour `o`'s Moon (ring `13 * o`,
/// code `1 + 13 * o`), else 0 (so 0 for every prisoner's code, from 128 on).
const ON_MOON: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut o = 0;
    while o < 4 {
        t[1 + 13 * o] = 1 << o;
        o += 1;
    }
    t
};

/// The moves a decision phase takes, for [`MoveError::WrongDecision`].
pub(crate) const fn expected_decision(phase: Phase) -> &'static str {
    match phase {
        Phase::Move => "enter K|Q|S, a step like r17+4, or pass",
        Phase::Sun { .. } => "sun fwd or sun back",
        Phase::Capture { .. } => "sendback or kidnap",
        Phase::Odu { .. } => "odulo yes or odulo no",
        Phase::RoundOver => "next",
        Phase::StartRoll | Phase::Roll | Phase::OduRoll { .. } => "a chance outcome",
        Phase::GameOver => "nothing (the game is over)",
    }
}
