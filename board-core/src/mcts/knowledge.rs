//! What a game knows about its moves: priors for progressive bias and a
//! play-out policy.

use crate::Game;

use super::Rollout;

/// What a game knows about its moves before searching them: a prior per
/// move, used by progressive bias in selection when
/// [`MctsConfig::prior_weight`] is not zero, and a play-out policy, used by
/// the search when the bot plays out with [`Guided`] (as
/// [`MctsBot::guided`] does).
///
/// Selection adds `w * prior / (visits + 1)` to a child's UCB1 score, so a
/// prior steers the first visits and fades as the child's own statistics
/// grow; among unvisited children the one with the highest prior is tried
/// first (ties drawn at random). Priors are read once, when a node's
/// children are created.
///
/// Each engine implements it once (its `knowledge.rs`), and names that type
/// in its [`SearchSettings::Knowledge`].
///
/// [`MctsConfig::prior_weight`]: super::MctsConfig::prior_weight
/// [`MctsBot::guided`]: super::MctsBot::guided
/// [`SearchSettings::Knowledge`]: super::SearchSettings::Knowledge
pub trait Knowledge<G: Game> {
    /// The prior of `mv` for the seat to act in `state`: larger is better,
    /// conventionally in `0..=1`. A value that is not finite counts as 0.
    /// The default is 0 for every move (no preference).
    #[inline]
    fn prior(&self, _state: &G, _mv: &G::Move) -> f32 {
        0.0
    }

    /// The play-out move for the seat to act in `state` (only called where a
    /// seat is to act), drawn with `rng`: a legal move, or `None` to end the
    /// play-out where it is (valued by the leaf value). The default is a
    /// uniformly random legal move through the game's fast path,
    /// [`Game::random_move`].
    #[inline]
    fn playout_move<R: rand_core::Rng + ?Sized>(&self, state: &G, rng: &mut R) -> Option<G::Move> {
        state.random_move(rng)
    }
}

/// No knowledge: every move's prior is 0, so progressive bias changes
/// nothing (plain UCT), and play-outs are uniformly random.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct UniformPrior;

impl<G: Game> Knowledge<G> for UniformPrior {}

/// A play-out policy that follows a [`Knowledge`]'s
/// [`Knowledge::playout_move`] (chance is sampled with
/// [`Game::sample_chance`], as in every play-out).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Guided<K>(pub K);

impl<G: Game, K: Knowledge<G>> Rollout<G> for Guided<K> {
    #[inline]
    fn choose<R: rand_core::Rng + ?Sized>(&self, state: &G, rng: &mut R) -> Option<G::Move> {
        self.0.playout_move(state, rng)
    }
}
