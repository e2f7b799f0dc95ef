//! The board-core `Game` trait for [`State`]: the rules of `rules.rs`
//! behind the trait, with its fused fast paths; `game_impl/playout.rs` holds
//! the allocation-free play-outs behind `random_move` and `sample_chance`.

mod playout;

use alloc::vec::Vec;

use board_core::smallvec::SmallVec;
use board_core::{Actor, Game, GameInfo, MoveSink, Outcome, Prob, Seat, SeatOutcome, SeatResult};

use crate::moves::{INLINE_MOVES, Move, MoveError};
use crate::state::{Phase, State};

impl Game for State {
    type Move = Move;
    /// Inline up to [`INLINE_MOVES`] moves, on the heap beyond (the proven
    /// bound [`MAX_LEGAL_MOVES`](crate::MAX_LEGAL_MOVES) is too large for the stack).
    type MoveList = SmallVec<[Move; INLINE_MOVES]>;
    type Error = MoveError;

    const INFO: GameInfo = GameInfo {
        name: "numseq",
        title: "numseq, a numbers Sequence",
        min_seats: 2,
        max_seats: 12,
        chance: true,
        hidden_information: true,
    };

    fn num_seats(&self) -> usize {
        self.players()
    }

    fn to_act(&self) -> Actor {
        match self.phase {
            Phase::Over => Actor::Terminal,
            Phase::Play { .. } => Actor::Seat(Seat(self.seat)),
            _ => Actor::Chance,
        }
    }

    /// Through [`Game::legal_move_list_into`], so the generator is compiled
    /// here, for the one list type.
    fn legal_moves_into<S: MoveSink<Move>>(&self, out: &mut S) {
        let mut list = SmallVec::new();
        self.legal_move_list_into(&mut list);
        out.extend_moves(list);
    }

    fn legal_move_list_into(&self, out: &mut SmallVec<[Move; INLINE_MOVES]>) {
        self.generate(out);
    }

    fn chance_outcomes(&self) -> Vec<(Move, Prob)> {
        self.chance()
    }

    /// Allocation-free: counts the target squares of each card kind in hand
    /// and picks the chosen one's square, in legal-move order.
    fn random_move<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        self.fast_random_move(rng)
    }

    /// Allocation-free: draws straight from the pile's card counts, in
    /// outcome (kind) order, with the RNG calls of [`board_core::sample`].
    fn sample_chance<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        self.fast_sample_chance(rng)
    }

    fn apply(&self, mv: &Move) -> Result<State, MoveError> {
        self.check_move(mv)?;
        let mut next = self.clone();
        next.apply_in_place(mv);
        Ok(next)
    }

    /// The fast path: no legality check.
    ///
    /// # Panics
    /// Never; an illegal move may leave an inconsistent state.
    fn apply_unchecked(&mut self, mv: &Move) {
        self.apply_in_place(mv);
    }

    /// Once over: the winning side's seats win and the others lose; a full
    /// board without a potential SEQUENCE, or the turn cap, is a draw for all
    /// (D5, N-R2). A seat's score is its side's number of SEQUENCEs.
    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let winner = self.winner();
        let seats = Seat::all(self.players())
            .map(|s| {
                let side = self.side_of(s);
                let result = match winner {
                    None => SeatResult::Draw,
                    Some(w) if w == side => SeatResult::Win,
                    Some(_) => SeatResult::Loss,
                };
                SeatOutcome {
                    result,
                    score: self.sequence_count(side) as i32,
                }
            })
            .collect();
        Some(Outcome { seats })
    }
}
