//! The board-core `Game` trait for [`State`]: the rules of `rules.rs`
//! behind the trait, with its fused fast paths.

use alloc::vec::Vec;

use board_core::arrayvec::ArrayVec;
use board_core::bots::uniform_index;
use board_core::{Actor, Game, GameInfo, MoveSink, Outcome, Prob, SeatOutcome, SeatResult};

use crate::config::{SetupMode, Side};
use crate::cube::{Face, Orientation};
use crate::moves::{MAX_LEGAL_MOVES, Move, MoveError};
use crate::state::{EndReason, Phase, State};

impl Game for State {
    type Move = Move;
    /// On the stack: at most [`MAX_LEGAL_MOVES`] moves.
    type MoveList = ArrayVec<Move, MAX_LEGAL_MOVES>;
    type Error = MoveError;

    const INFO: GameInfo = GameInfo {
        name: "deblockle",
        title: "Deblockle",
        min_seats: 2,
        max_seats: 2,
        chance: true,
        hidden_information: false,
    };

    fn num_seats(&self) -> usize {
        2
    }

    fn to_act(&self) -> Actor {
        match self.phase {
            Phase::Setup { target, rolled } => {
                if self.setup_needs_chance(target, &rolled) {
                    Actor::Chance
                } else {
                    Actor::Seat(target.opponent().seat())
                }
            }
            Phase::Play => match self.status {
                None => Actor::Seat(self.to_move.seat()),
                _ => Actor::Terminal,
            },
        }
    }

    /// Through [`Game::legal_move_list_into`], so the generator is compiled
    /// here, for the one list type.
    fn legal_moves_into<S: MoveSink<Move>>(&self, out: &mut S) {
        let mut list = ArrayVec::new();
        self.legal_move_list_into(&mut list);
        out.extend_moves(list);
    }

    fn legal_move_list_into(&self, out: &mut ArrayVec<Move, MAX_LEGAL_MOVES>) {
        self.gen_move_list(out);
    }

    /// Counts without building the moves: per (block, direction) group one
    /// turn, or one per hop destination (a popcount).
    fn legal_move_count(&self) -> usize {
        self.count_moves()
    }

    /// In play, counts the opponent's turns on the parent's cells with the
    /// mover's block moved in the occupancy only: no clone, no
    /// `State::settle` (whose `has_move` the count answers). Setup moves
    /// apply and count.
    fn legal_move_count_after(&self, mv: &Move) -> usize {
        match (mv, self.phase, self.status) {
            (Move::Turn(t), Phase::Play, None) => self.count_after_turn(t),
            _ => self.count_after_any(mv),
        }
    }

    fn chance_outcomes(&self) -> Vec<(Move, Prob)> {
        match self.to_act() {
            Actor::Chance => {
                let moves = self.moves();
                let p = Prob::uniform(moves.len() as u64);
                moves.into_iter().map(|m| (m, p)).collect()
            }
            _ => Vec::new(),
        }
    }

    fn apply(&self, mv: &Move) -> Result<State, MoveError> {
        self.check_move(mv)?;
        let mut next = self.clone();
        next.play(mv);
        debug_assert_eq!(next.validate(), Ok(()), "{mv} on {self}"); // ok: debug builds only; a legal move from a valid state keeps every invariant, and every public way to a state validates (tested)
        Ok(next)
    }

    /// The fast path: no legality check. An illegal move never panics and
    /// never corrupts memory, but may leave an inconsistent state.
    fn apply_unchecked(&mut self, mv: &Move) {
        match (mv, self.phase) {
            (Move::Turn(t), Phase::Play) => self.play_turn_with(t, &mut board_core::NoEvents),
            _ => self.play_other(mv),
        }
    }

    /// Allocation-free: a uniform index over the six faces (standard setup)
    /// or the 24 orientations (random setup), in the order of the chance
    /// outcomes. All outcomes are equally likely, so this is exactly what
    /// [`board_core::sample`] draws.
    fn sample_chance<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        let Phase::Setup { target, rolled } = self.phase else {
            return None;
        };
        if !self.setup_needs_chance(target, &rolled) {
            return None;
        }
        match self.config.setup {
            SetupMode::Random => {
                let i = uniform_index(Orientation::ALL.len(), rng)?;
                Orientation::ALL.get(i).copied().map(Move::Draw)
            }
            _ => {
                let i = uniform_index(Face::ALL.len(), rng)?;
                Face::ALL.get(i).copied().map(Move::Roll)
            }
        }
    }

    /// Without listing the moves: counts the turns per (block, direction)
    /// group, draws the index, and builds only the chosen turn. Setup
    /// placements: four rotations per rolled face, in orientation order.
    fn random_move<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        match self.phase {
            Phase::Setup { target, rolled } => {
                if self.setup_needs_chance(target, &rolled) {
                    return None;
                }
                let square = self.next_start(target)?;
                let faces = rolled.iter().filter(|&&c| c > 0).count();
                let i = uniform_index(faces * 4, rng)?;
                let (k, turn) = (i / 4, i % 4);
                let face = Face::ALL
                    .into_iter()
                    .filter(|f| rolled.get(f.index()).copied().unwrap_or(0) > 0)
                    .nth(k)?;
                // Orientations are listed by top face, four norths each.
                let orientation = Orientation::from_index(face.index() * 4 + turn)?;
                Some(Move::Place { square, orientation })
            }
            Phase::Play => {
                if self.status.is_some() {
                    return None;
                }
                let groups = self.groups(self.to_move);
                let i = uniform_index(groups.turns as usize, rng)?;
                groups.nth_turn(i as u32).map(Move::Turn)
            }
        }
    }

    /// Win/loss (or draw), with each side's score = blocks it removed.
    fn outcome(&self) -> Option<Outcome> {
        let result = |side: Side| match self.status {
            None => None,
            Some(EndReason::Won(w)) if w == side => Some(SeatResult::Win),
            Some(EndReason::Won(_)) => Some(SeatResult::Loss),
            Some(EndReason::NoMoves | EndReason::TurnCap) => Some(SeatResult::Draw),
        };
        let seats = Side::ALL
            .into_iter()
            .map(|s| {
                result(s).map(|r| SeatOutcome {
                    result: r,
                    score: self.removed(s) as i32,
                })
            })
            .collect::<Option<Vec<_>>>()?;
        Some(Outcome { seats })
    }
}
