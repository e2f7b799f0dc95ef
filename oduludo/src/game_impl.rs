//! The board-core `Game` trait for [`State`].

use alloc::vec::Vec;

use board_core::arrayvec::ArrayVec;
use board_core::{Actor, Game, GameInfo, MoveSink, Outcome, Prob, Seat};

use crate::colour::Colour;
use crate::movegen::MoveBuf;
use crate::moves::{MAX_LEGAL_MOVES, Move, MoveError};
use crate::state::{Phase, State};

impl State {
    /// The seat of colour `c` ([`Config::seat_of`](crate::Config::seat_of)).
    pub fn seat_of(&self, c: Colour) -> Option<Seat> {
        self.config.seat_of(c)
    }
    /// The colour playing at `seat` ([`Config::colour_of`](crate::Config::colour_of)).
    pub fn colour_of(&self, seat: Seat) -> Option<Colour> {
        self.config.colour_of(seat)
    }
}

impl Game for State {
    type Move = Move;
    /// On the stack: at most [`MAX_LEGAL_MOVES`] moves.
    type MoveList = ArrayVec<Move, MAX_LEGAL_MOVES>;
    type Error = MoveError;

    const INFO: GameInfo = GameInfo {
        name: "oduludo",
        min_seats: 2,
        max_seats: 4,
        chance: true,
        hidden_information: false,
    };

    fn num_seats(&self) -> usize {
        self.colours().len()
    }

    fn to_act(&self) -> Actor {
        match self.phase {
            Phase::StartRoll | Phase::Roll | Phase::OduRoll { .. } => Actor::Chance,
            Phase::GameOver => Actor::Terminal,
            _ => self.seat_of(self.turn).map_or(Actor::Terminal, Actor::Seat),
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
        match self.phase {
            Phase::StartRoll => out.extend_moves(self.colours().iter().map(Move::Start)),
            Phase::Roll => out.extend_moves((1..=6).map(Move::Roll)),
            Phase::OduRoll { .. } => out.extend_moves((1..=6).map(Move::Face)),
            _ => {
                let mut buf = MoveBuf::new();
                self.decision_moves(&mut buf);
                out.extend_moves(buf.as_slice().iter().copied());
            }
        }
    }

    fn chance_outcomes(&self) -> Vec<(Move, Prob)> {
        match self.phase {
            Phase::StartRoll => {
                let n = self.colours().len() as u64;
                self.colours()
                    .iter()
                    .map(|c| (Move::Start(c), Prob::uniform(n)))
                    .collect()
            }
            Phase::Roll => (1..=6).map(|v| (Move::Roll(v), Prob::uniform(6))).collect(),
            Phase::OduRoll { .. } => (1..=6).map(|v| (Move::Face(v), Prob::uniform(6))).collect(),
            _ => Vec::new(),
        }
    }

    fn apply(&self, mv: &Move) -> Result<State, MoveError> {
        let mut s = *self;
        s.apply_move(*mv, true)?;
        debug_assert!(
            s.validate().is_ok(),
            "apply broke an invariant: {s}: {:?}",
            s.validate()
        );
        Ok(s)
    }

    /// Skips the whole-position checks (must-move pawn, D1); on any other
    /// illegality the state is left unchanged.
    fn apply_unchecked(&mut self, mv: &Move) {
        let backup = *self;
        if self.apply_move(*mv, false).is_err() {
            *self = backup;
        }
    }

    /// Allocation-free: the outcomes are equally likely (the players at the
    /// start, six die faces), so [`board_core::sample`] reduces to
    /// [`board_core::bots::uniform_index`] over the outcome order.
    fn sample_chance<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        match self.phase {
            Phase::StartRoll => {
                let set = self.colours();
                let i = uniform_index(set.len(), rng)?;
                set.iter().nth(i).map(Move::Start)
            }
            Phase::Roll => uniform_index(6, rng).map(|i| Move::Roll(i as u8 + 1)),
            Phase::OduRoll { .. } => uniform_index(6, rng).map(|i| Move::Face(i as u8 + 1)),
            _ => None,
        }
    }

    /// The legal moves in a fixed-capacity buffer, then one uniform index.
    fn random_move<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        if !matches!(self.to_act(), Actor::Seat(_)) {
            return None;
        }
        let mut buf = MoveBuf::new();
        self.decision_moves(&mut buf);
        let i = uniform_index(buf.len(), rng)?;
        buf.get(i)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.compute_outcome()
    }
}

/// `2^64 mod n` for `n < 16`, the rejection bound of [`uniform_index`].
const REM: [u64; 16] = {
    let mut t = [0u64; 16];
    let mut n = 1;
    while n < 16 {
        t[n] = (u64::MAX % n as u64 + 1) % n as u64;
        n += 1;
    }
    t
};

/// [`board_core::bots::uniform_index`]: the same RNG calls and the same
/// result (accept `x` iff `2^64 mod n == 0` or `x <= u64::MAX - 2^64 mod n`,
/// then `x % n`), inlined here so that a constant `n` (the six die faces)
/// folds and small `n` take the bound from a table instead of two divisions.
#[inline]
fn uniform_index<R: rand_core::Rng + ?Sized>(n: usize, rng: &mut R) -> Option<usize> {
    let n64 = u64::try_from(n).ok()?;
    if n64 == 0 {
        return None;
    }
    let rem = match REM.get(n) {
        Some(&r) => r,
        None => (u64::MAX % n64 + 1) % n64,
    };
    loop {
        let x = rng.next_u64();
        if rem == 0 || x <= u64::MAX - rem {
            return Some((x % n64) as usize);
        }
    }
}

/// Everything is public (spec section 10): a determinized state is a copy.
impl board_core::bots::Determinize for State {
    fn determinize<R: rand_core::Rng + ?Sized>(&self, _seat: Seat, _rng: &mut R) -> Self {
        *self
    }
}
