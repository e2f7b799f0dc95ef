//! A small heuristic bot for examples, tests and quick opponents.

use alloc::vec::Vec;

use board_core::Game;
use board_core::bots::{Bot, uniform_index};

use crate::knowledge::score;
use crate::moves::Move;
use crate::state::State;

/// The "racer": removes a block when it can; else prefers a turn after
/// which it could remove one next turn; else a turn that brings the block
/// nearer the target star (Manhattan distance): the highest score of the
/// turn score [`crate::Heuristics`] shares (its priors and play-outs). Ties, and every setup
/// placement, are broken uniformly at random with its own RNG (one
/// `next_u64` per choice, as [`board_core::bots::RandomBot`]), so a seed
/// names one game.
#[derive(Clone, Debug)]
pub struct RacerBot<R> {
    rng: R,
}

impl<R: rand_core::Rng> RacerBot<R> {
    /// A racer drawing its tie-breaks from `rng`.
    pub fn new(rng: R) -> Self {
        RacerBot { rng }
    }
}

impl<R: rand_core::Rng> Bot<State> for RacerBot<R> {
    fn choose(&mut self, state: &State) -> Option<Move> {
        if !matches!(state.to_act(), board_core::Actor::Seat(_)) {
            return None;
        }
        let moves = state.moves();
        let scores: Vec<u32> = moves.iter().map(|m| score(state, m)).collect();
        let best = scores.iter().copied().max()?;
        let top: Vec<Move> = moves
            .iter()
            .zip(&scores)
            .filter(|(_, s)| **s == best)
            .map(|(m, _)| *m)
            .collect();
        uniform_index(top.len(), &mut self.rng).and_then(|i| top.get(i).copied())
    }
}

/// Deblockle has no hidden information: every seat may see the whole
/// state, so a determinization is the state itself (for
/// [`board_core::bots::MonteCarloBot`]).
impl board_core::bots::Determinize for State {
    fn determinize<R: rand_core::Rng + ?Sized>(&self, _seat: board_core::Seat, _rng: &mut R) -> Self {
        self.clone()
    }
}

#[cfg(test)]
#[path = "tests/bot.rs"]
mod tests;
