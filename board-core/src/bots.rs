//! Bots written once over the [`Game`] trait.

use alloc::vec::Vec;

use crate::{Actor, Game, SampleError, sample};

/// Something that picks a move for the seat to act.
pub trait Bot<G: Game> {
    /// A move for the seat to act in `state`; `None` at chance or terminal
    /// nodes (chance is sampled by the caller, see [`sample_chance`]).
    fn choose(&mut self, state: &G) -> Option<G::Move>;
}

/// Picks uniformly among the legal moves with its own RNG.
///
/// Uniform choice uses one `next_u64` per decision, reduced by rejection
/// (the same algorithm as [`crate::sample_index`]), so a seed names one game
/// on every platform.
#[derive(Clone, Debug)]
pub struct RandomBot<R> {
    rng: R,
    buf_hint: usize,
}

impl<R: rand_core::Rng> RandomBot<R> {
    /// A random bot drawing from `rng`.
    pub fn new(rng: R) -> Self {
        RandomBot { rng, buf_hint: 0 }
    }
}

impl<G: Game, R: rand_core::Rng> Bot<G> for RandomBot<R> {
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        if !matches!(state.to_act(), Actor::Seat(_)) {
            return None;
        }
        let mut moves = Vec::with_capacity(self.buf_hint);
        state.legal_moves_into(&mut moves);
        self.buf_hint = self.buf_hint.max(moves.len());
        let i = uniform_index(moves.len(), &mut self.rng)?;
        moves.into_iter().nth(i)
    }
}

/// A uniform index in `0..n` (`None` if `n == 0`), by rejection sampling on
/// `next_u64`: draw until `x < n * floor(2^64 / n)`, return `x % n`.
pub fn uniform_index<R: rand_core::Rng + ?Sized>(n: usize, rng: &mut R) -> Option<usize> {
    if n == 0 {
        return None;
    }
    let n = n as u128;
    let zone = (1u128 << 64) / n * n;
    loop {
        let x = rng.next_u64() as u128;
        if x < zone {
            return Some((x % n) as usize);
        }
    }
}

/// At a chance node, samples one outcome with [`crate::sample`]; `Ok(None)`
/// at other nodes.
///
/// # Errors
/// [`SampleError`] if the game's chance outcomes are malformed.
pub fn sample_chance<G: Game, R: rand_core::Rng + ?Sized>(
    state: &G,
    rng: &mut R,
) -> Result<Option<G::Move>, SampleError> {
    if !matches!(state.to_act(), Actor::Chance) {
        return Ok(None);
    }
    let outcomes = state.chance_outcomes();
    sample(&outcomes, rng).map(|m| Some(m.clone()))
}
