//! Root-parallel search and parallel play-outs on `rayon` threads
//! (feature `parallel`).

use rayon::prelude::*;

use super::{Deadline, Knowledge, MctsBot, Rollout, SearchStats, UniformPrior, UniformRollout, merge};
use crate::bots::{Bot, Determinize, random_step};
use crate::{Game, Seat};

/// [`MctsBot`] with its root trees searched on the current `rayon` thread
/// pool, one task per tree. The trees are independent and seeded as
/// [`MctsBot`] seeds them, so for an iteration budget the move and the
/// statistics are exactly those of the sequential bot with the same seed and
/// [`super::MctsConfig::trees`], whatever the number of threads. With a
/// deadline every tree runs until the deadline.
pub struct ParallelMctsBot<G: Game, R, P = UniformRollout, K = UniformPrior>(MctsBot<G, R, P, K>);

impl<G: Game, R: core::fmt::Debug, P: core::fmt::Debug, K: core::fmt::Debug> core::fmt::Debug
    for ParallelMctsBot<G, R, P, K>
{
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_tuple("ParallelMctsBot").field(&self.0).finish()
    }
}

impl<G, R, P, K> ParallelMctsBot<G, R, P, K>
where
    G: Determinize + Send + Sync,
    G::Move: Send + Sync,
    R: rand_core::Rng + rand_core::SeedableRng,
    P: Rollout<G> + Sync,
    K: Knowledge<G> + Sync,
{
    /// Runs `bot`'s trees in parallel.
    pub fn new(bot: MctsBot<G, R, P, K>) -> Self {
        ParallelMctsBot(bot)
    }

    /// The sequential bot inside.
    pub fn inner(&self) -> &MctsBot<G, R, P, K> {
        &self.0
    }

    /// As [`MctsBot::search`], with the trees on `rayon` threads.
    pub fn search(&mut self, state: &G) -> Option<SearchStats<G::Move>> {
        let bot = &mut self.0;
        let super::Prepared { seat, moves, jobs } = bot.prepare(state)?;
        if moves.len() > 1 {
            let deadline = Deadline::start(bot.config.budget);
            let config = &bot.config;
            let policy = &bot.policy;
            let knowledge = &bot.knowledge;
            bot.trees
                .par_iter_mut()
                .zip(jobs.into_par_iter())
                .for_each(|(tree, (seed, iters))| {
                    let mut rng = R::seed_from_u64(seed);
                    tree.search(state, seat, iters, deadline, config, policy, knowledge, &mut rng);
                });
        }
        let stats = merge(&bot.trees, moves, seat);
        bot.last = Some(stats.clone());
        Some(stats)
    }
}

impl<G, R, P, K> Bot<G> for ParallelMctsBot<G, R, P, K>
where
    G: Determinize + Send + Sync,
    G::Move: Send + Sync,
    R: rand_core::Rng + rand_core::SeedableRng,
    P: Rollout<G> + Sync,
    K: Knowledge<G> + Sync,
{
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        let stats = self.search(state)?;
        stats.moves.into_iter().nth(stats.best).map(|m| m.mv)
    }
}

/// Totals of [`parallel_playouts`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayoutStats {
    /// Play-outs run.
    pub playouts: u64,
    /// Plies (decisions and chance moves) applied in all.
    pub plies: u64,
    /// Play-outs that reached a terminal state (the others hit `max_plies`).
    pub finished: u64,
    /// Finished play-outs won by seat 0.
    pub seat0_wins: u64,
}

/// Runs `n` uniformly random play-outs of `initial` (at most `max_plies`
/// plies each) on the current `rayon` thread pool. Play-out `i` draws from
/// `R::seed_from_u64(derive_seed(seed, i))`, so the totals are the same for
/// a seed whatever the number of threads.
pub fn parallel_playouts<G, R>(initial: &G, n: u64, max_plies: u64, seed: u64) -> PlayoutStats
where
    G: Game + Sync + Send,
    R: rand_core::Rng + rand_core::SeedableRng,
{
    (0..n)
        .into_par_iter()
        .map(|i| {
            let mut rng = R::seed_from_u64(super::derive_seed(seed, i));
            let mut state = initial.clone();
            let mut plies = 0;
            while plies < max_plies && random_step(&mut state, &mut rng).is_some() {
                plies += 1;
            }
            let outcome = state.outcome();
            let won = outcome
                .as_ref()
                .and_then(|o| o.get(Seat(0)))
                .is_some_and(|s| s.result == crate::SeatResult::Win);
            PlayoutStats {
                playouts: 1,
                plies,
                finished: u64::from(outcome.is_some()),
                seat0_wins: u64::from(won),
            }
        })
        .reduce(PlayoutStats::default, |a, b| PlayoutStats {
            playouts: a.playouts + b.playouts,
            plies: a.plies + b.plies,
            finished: a.finished + b.finished,
            seat0_wins: a.seat0_wins + b.seat0_wins,
        })
}
