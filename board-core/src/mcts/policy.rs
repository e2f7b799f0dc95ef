//! Play-out policies.

use crate::{Actor, Game};

/// How a play-out picks the moves of the seats (chance is always sampled
/// with [`Game::sample_chance`]).
pub trait Rollout<G: Game> {
    /// A legal move for the seat to act in `state`, drawn with `rng`. `None`
    /// ends the play-out where it is (valued by the leaf value).
    fn choose<R: rand_core::Rng + ?Sized>(&self, state: &G, rng: &mut R) -> Option<G::Move>;

    /// One step of the play-out: a sampled chance outcome or the policy's
    /// move, applied with [`Game::apply_unchecked`]; `false` at the end.
    #[inline]
    fn step<R: rand_core::Rng + ?Sized>(&self, state: &mut G, rng: &mut R) -> bool {
        let mv = match state.to_act() {
            Actor::Terminal => return false,
            Actor::Chance => state.sample_chance(rng),
            Actor::Seat(_) => self.choose(state, rng),
        };
        match mv {
            Some(mv) => {
                state.apply_unchecked(&mv);
                true
            }
            None => false,
        }
    }
}

/// Uniformly random play-outs through the games' fast path
/// [`Game::random_move`] (the same draws as [`crate::bots::random_step`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UniformRollout;

impl<G: Game> Rollout<G> for UniformRollout {
    #[inline]
    fn choose<R: rand_core::Rng + ?Sized>(&self, state: &G, rng: &mut R) -> Option<G::Move> {
        state.random_move(rng)
    }

    #[inline]
    fn step<R: rand_core::Rng + ?Sized>(&self, state: &mut G, rng: &mut R) -> bool {
        crate::bots::random_step(state, rng).is_some()
    }
}
