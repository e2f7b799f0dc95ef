//! Applying moves: the checks with their typed reasons ([`MoveError`]),
//! the fast unchecked path, the turn order with Deblockle'd players skipped
//! (§4), the end of the game (§5, D5, D6); `impl Game` is in `game_impl.rs`.
//! Its submodules: `hop` (what a tip does and where each face hops, §3)
//! and `movegen` (legal-move generation on those tables).

pub(crate) mod hop;
pub(crate) mod movegen;

use alloc::vec::Vec;

use crate::board::{Square, Squares};
use crate::config::{SetupMode, Side, SideBySide, TipWithoutHop};
use crate::cube::Face;
use crate::events::{Event, hop_path};
use crate::moves::{Move, MoveError, TipHop};
use crate::state::{Phase, State, decode, encode};
use board_core::{EventSink, NoEvents};
use hop::{Tip, tip, touches};

impl State {
    /// Checks `mv` without changing anything: `Ok` exactly when
    /// [`Game::apply`](board_core::Game::apply) would accept it.
    ///
    /// # Errors
    /// The [`MoveError`] naming why `mv` is illegal here.
    pub fn check_move(&self, mv: &Move) -> Result<(), MoveError> {
        match self.phase {
            Phase::Setup { target, rolled } => {
                let chance = self.setup_needs_chance(target, &rolled);
                match (mv, chance) {
                    (Move::Turn(_), true) => Err(MoveError::ChanceDue),
                    (Move::Turn(_), false) => Err(MoveError::SetupNotFinished),
                    (Move::Roll(_), true) => match self.config.setup {
                        SetupMode::Standard => Ok(()),
                        _ => Err(MoveError::WrongChanceOutcome {
                            setup: "random",
                            expected: "an orientation per block, like roll:+=",
                        }),
                    },
                    (Move::Draw(_), true) => match self.config.setup {
                        SetupMode::Random => Ok(()),
                        _ => Err(MoveError::WrongChanceOutcome {
                            setup: "standard",
                            expected: "a face per block, like roll:+",
                        }),
                    },
                    (Move::Place { .. }, true) => Err(MoveError::ChanceDue),
                    (Move::Roll(_) | Move::Draw(_), false) => Err(MoveError::NotChanceNode),
                    (Move::Place { square, orientation }, false) => {
                        let expected = self.next_start(target).ok_or(MoveError::NothingToPlace)?;
                        if *square != expected {
                            return Err(MoveError::WrongStartSquare { expected });
                        }
                        let top = orientation.top();
                        if rolled.get(top.index()).copied().unwrap_or(0) == 0 {
                            return Err(MoveError::FaceNotRolled(top));
                        }
                        Ok(())
                    }
                }
            }
            Phase::Play => {
                if self.status.is_some() {
                    return Err(MoveError::GameOver);
                }
                match mv {
                    Move::Roll(_) | Move::Draw(_) => Err(MoveError::NotChanceNode),
                    Move::Place { .. } => Err(MoveError::NothingToPlace),
                    Move::Turn(t) => self.check_turn(t),
                }
            }
        }
    }

    /// `mv` in its full form: a legal turn written without its face letter
    /// (D-R1, `c3n d5`) gets the face its tip brings up, so its notation is
    /// the full form (`c3n+d5`); any other legal move is returned as it is.
    ///
    /// # Errors
    /// The [`MoveError`] of [`State::check_move`] if `mv` is illegal here.
    pub fn complete(&self, mv: &Move) -> Result<Move, MoveError> {
        self.check_move(mv)?;
        Ok(match *mv {
            Move::Turn(t) if t.top.is_none() => {
                let cell = self.cells.get(t.from.index()).copied().unwrap_or(0);
                let top = decode(cell).map(|(_, o)| o.tip(t.dir).top());
                Move::Turn(TipHop { top, ..t })
            }
            m => m,
        })
    }

    fn check_turn(&self, t: &TipHop) -> Result<(), MoveError> {
        let side = self.to_move;
        let cell = self.cells.get(t.from.index()).copied().unwrap_or(0);
        let (owner, o) = decode(cell).ok_or(MoveError::NoBlock(t.from))?;
        if owner != side {
            return Err(MoveError::NotYourBlock(t.from));
        }
        let rest = self.occupied_all().minus(t.from.bb());
        let own_rest = self.occupied(side).minus(t.from.bb());
        let opp = self.occupied(side.opponent());
        let sbs = self.config.side_by_side == SideBySide::Forbidden;
        let ok_at = |sq: Square| !sbs || !touches(own_rest.or(sq.bb()), opp);
        match tip(side, t.from, o, t.dir, rest) {
            Tip::OffBoard => Err(MoveError::TipOffBoard),
            Tip::Occupied(sq) => Err(MoveError::TipOntoBlock(sq)),
            Tip::IntoStar(sq) => Err(MoveError::TipIntoStar(sq)),
            Tip::StarUpOffTarget(sq) => Err(MoveError::StarUpOnWrongSquare(sq)),
            Tip::Removal(_) => {
                if t.top.is_some_and(|f| f != Face::Star) {
                    return Err(MoveError::WrongFace { shown: Face::Star });
                }
                if t.to.is_some() {
                    return Err(MoveError::RemovalEndsTurn);
                }
                if sbs && touches(own_rest, opp) {
                    return Err(MoveError::SideBySide);
                }
                Ok(())
            }
            Tip::Stands { at, orientation } => {
                let top = orientation.top();
                if t.top.is_some_and(|f| f != top) {
                    return Err(MoveError::WrongFace { shown: top });
                }
                if top == Face::Stop {
                    return match t.to {
                        Some(_) => Err(MoveError::StopEndsTurn),
                        None if ok_at(at) => Ok(()),
                        None => Err(MoveError::SideBySide),
                    };
                }
                let raw = self.raw_targets(top, at, rest);
                let legal_any = raw.iter().any(ok_at);
                match t.to {
                    None => {
                        if legal_any {
                            Err(MoveError::HopRequired(top))
                        } else if self.config.tip_without_hop == TipWithoutHop::TipStands {
                            if ok_at(at) { Ok(()) } else { Err(MoveError::SideBySide) }
                        } else {
                            Err(MoveError::NoLegalHop)
                        }
                    }
                    Some(to) => {
                        if !legal_any && self.config.tip_without_hop == TipWithoutHop::Illegal {
                            Err(MoveError::NoLegalHop)
                        } else if !raw.has(to) {
                            Err(MoveError::Unreachable { face: top, to })
                        } else if !ok_at(to) {
                            Err(MoveError::SideBySide)
                        } else {
                            Ok(())
                        }
                    }
                }
            }
        }
    }

    /// Applies a move known to be legal. An illegal move may leave a
    /// nonsensical (but memory-safe) state; use [`Game::apply`](board_core::Game::apply) for input.
    #[inline]
    pub(crate) fn play(&mut self, mv: &Move) {
        self.play_with(mv, &mut NoEvents);
    }

    /// [`State::play`] out of line, for the moves other than a turn in
    /// play (setup, or any move in a finished game).
    #[cold]
    #[inline(never)]
    pub(crate) fn play_other(&mut self, mv: &Move) {
        self.play(mv);
    }

    /// [`State::play`], reporting what happens to `sink` (the one
    /// implementation of a move's effect: [`NoEvents`] for the fast paths,
    /// an event list for [`board_core::events::Narrate`]).
    #[inline(always)]
    pub(crate) fn play_with<S: EventSink<Event>>(&mut self, mv: &Move, sink: &mut S) {
        match (*mv, self.phase) {
            (Move::Roll(face), Phase::Setup { target, mut rolled }) => {
                if let Some(c) = rolled.get_mut(face.index()) {
                    *c = c.saturating_add(1);
                }
                self.phase = Phase::Setup { target, rolled };
                sink.emit(|| Event::Rolled {
                    roller: target.opponent(),
                    owner: target,
                    face,
                });
            }
            (Move::Draw(o), Phase::Setup { target, .. }) => {
                if let Some(sq) = self.next_start(target) {
                    self.put(sq, target, o);
                    sink.emit(|| Event::Drawn {
                        owner: target,
                        square: sq,
                        orientation: o,
                    });
                }
                self.after_placement(target, sink);
            }
            (Move::Place { square, orientation }, Phase::Setup { target, mut rolled }) => {
                self.put(square, target, orientation);
                if let Some(c) = rolled.get_mut(orientation.top().index()) {
                    *c = c.saturating_sub(1);
                }
                self.phase = Phase::Setup { target, rolled };
                sink.emit(|| Event::Placed {
                    roller: target.opponent(),
                    owner: target,
                    square,
                    orientation,
                });
                self.after_placement(target, sink);
            }
            (Move::Turn(t), Phase::Play) => self.play_turn_with(&t, sink),
            _ => {}
        }
    }

    /// A turn's effect in play (the `Move::Turn` arm of
    /// [`State::play_with`]; [`board_core::Game::apply_unchecked`] calls it
    /// straight for a turn in play, the rest through [`State::play`]).
    #[inline(always)]
    pub(crate) fn play_turn_with<S: EventSink<Event>>(&mut self, t: &TipHop, sink: &mut S) {
        let side = self.to_move;
        let Some((owner, o)) = self.cells.get(t.from.index()).and_then(|&c| decode(c)) else {
            return;
        };
        let orientation = o.tip(t.dir);
        let tipped_to = || t.from.step(t.dir).unwrap_or(t.from);
        sink.emit(|| Event::Tipped {
            side,
            from: t.from,
            dir: t.dir,
            to: tipped_to(),
            orientation,
        });
        let star = orientation.top() == Face::Star;
        if !star && let Some(to) = t.to {
            let at = tipped_to();
            sink.emit(|| Event::Hopped {
                side,
                face: orientation.top(),
                from: at,
                // The blocks once this one is taken off (see below).
                path: hop_path(
                    orientation.top(),
                    at,
                    to,
                    self.occupied_all().minus(t.from.bb()),
                    self.config.hoops_path,
                ),
                to,
            });
        }
        // The block leaves `from` and, unless the Star came up, lands on
        // the hop's end or where it tipped to. A block of the side to move
        // (every legal turn): one write of that side's occupancy, not a
        // take from both sides' sets and then a put.
        let to = if star { None } else { Some(t.to.unwrap_or(tipped_to())) };
        if owner == side {
            if let Some(c) = self.cells.get_mut(t.from.index()) {
                *c = 0;
            }
            let landed = to.map_or(Squares::EMPTY, Square::bb);
            if let Some(b) = self.occ.get_mut(side.index()) {
                *b = b.minus(t.from.bb()).or(landed);
            }
            if let Some(to) = to
                && let Some(c) = self.cells.get_mut(to.index())
            {
                *c = encode(side, orientation);
            }
        } else {
            self.take(t.from);
            if let Some(to) = to {
                self.put(to, side, orientation);
            }
        }
        if star {
            sink.emit(|| Event::Removed {
                side,
                square: tipped_to(),
                count: self.removed(side),
                of: self.config.blocks(side),
            });
        }
        self.turns = self.turns.saturating_add(1);
        self.settle(side.opponent());
        self.narrate_settled(side.opponent(), sink);
    }

    #[inline(always)]
    fn after_placement<S: EventSink<Event>>(&mut self, target: Side, sink: &mut S) {
        if self.occupied(target).count() >= self.config.blocks(target) as u32 {
            sink.emit(|| Event::SetUp { owner: target });
            match target {
                Side::North => {
                    self.phase = Phase::Setup {
                        target: Side::South,
                        rolled: [0; 6],
                    }
                }
                Side::South => {
                    self.phase = Phase::Play;
                    self.start_play();
                    let first = self.config.first;
                    sink.emit(|| Event::PlayBegins { first });
                    self.narrate_settled(first, sink);
                }
            }
        }
    }

    /// The legal moves, in a fresh vector (same as [`Game::legal_moves`](board_core::Game::legal_moves)).
    pub fn moves(&self) -> Vec<Move> {
        let mut list = board_core::arrayvec::ArrayVec::new();
        self.gen_move_list(&mut list);
        list.to_vec()
    }
}
