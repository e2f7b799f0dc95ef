//! Move priors for progressive bias.

use crate::Game;

/// What a game knows about its moves before searching them: a prior per
/// move, used by progressive bias in selection when
/// [`MctsConfig::prior_weight`] is not zero (the play-out policy is the
/// separate [`Rollout`] trait).
///
/// Selection adds `w * prior / (visits + 1)` to a child's UCB1 score, so a
/// prior steers the first visits and fades as the child's own statistics
/// grow; among unvisited children the one with the highest prior is tried
/// first (ties drawn at random). Priors are read once, when a node's
/// children are created.
///
/// [`MctsConfig::prior_weight`]: super::MctsConfig::prior_weight
/// [`Rollout`]: super::Rollout
pub trait Knowledge<G: Game> {
    /// The prior of `mv` for the seat to act in `state`: larger is better,
    /// conventionally in `0..=1`. A value that is not finite counts as 0.
    /// The default is 0 for every move (no preference).
    #[inline]
    fn prior(&self, _state: &G, _mv: &G::Move) -> f32 {
        0.0
    }
}

/// No knowledge: every move's prior is 0, so progressive bias changes
/// nothing (plain UCT).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UniformPrior;

impl<G: Game> Knowledge<G> for UniformPrior {}
