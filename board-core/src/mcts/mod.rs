//! Monte-Carlo tree search (UCT) written once over the [`Game`] trait.
//!
//! [`MctsBot`] searches any game of the workspace: two to four seats and
//! teams, chance nodes, hidden information. One search runs a budget of
//! iterations (or until a deadline, feature `std`); each iteration
//!
//! 1. **determinizes** the root for the seat to act with
//!    [`Determinize::determinize`] (hidden information is redrawn, so the bot
//!    never peeks: single-observer information-set MCTS),
//! 2. **selects** down the tree by UCB1 on the mover's own mean return,
//!    `q + c * sqrt(ln(available) / visits)` with `q` in `0..=1` and `c` the
//!    [`MctsConfig::exploration`] constant, counting only the children whose
//!    move is legal in this determinization ("availability" counts),
//! 3. **expands** a decision node with one child per legal move (children are
//!    contiguous in an arena; an unvisited child is tried first, a uniformly
//!    random one among them),
//! 4. **plays out** with the [`Rollout`] policy (uniform by default) for at
//!    most [`MctsConfig::max_rollout_plies`] plies and values the end:
//!    win 1, draw 0.5, loss 0 per seat, or the [`MctsConfig::leaf_value`]
//!    of a cut-off play-out,
//! 5. **backs up** every seat's return: each node adds the return of the seat
//!    that chose its move (max^n; teams come for free, as team mates share a
//!    result in [`crate::Outcome`]).
//!
//! The move played is the root move with the most visits (ties: higher mean,
//! then legal-move order; with the solver, proven wins and losses come
//! first, see below), always one of the legal moves of the state given.
//!
//! ## Chance nodes are sampled
//!
//! At a chance node the search draws one outcome with
//! [`Game::sample_chance`] (exactly the probabilities of
//! [`Game::chance_outcomes`]) and keeps one child per outcome seen. It does
//! not expand every outcome with its probability: deals and draws have dozens
//! of outcomes (numseq's deck, XOBrainer's Mission cards, the Random bag) and
//! most would never be visited within a 1,000-iteration budget; sampling
//! visits each outcome in proportion to its probability, so the child
//! averages are unbiased estimates of the expectation, and the tree grows by
//! at most one chance child per iteration.
//!
//! ## MCTS-Solver (opt-in: [`MctsConfig::with_solver`])
//!
//! With the solver on, a node can be **proven**: "seat `w` can force a win
//! from here, whatever every other seat does" (a forced win against any
//! coalition, so the rule is sound for two seats and for more):
//!
//! * a terminal state is proven for `w` if `w` won and every other seat lost
//!   (draws, shared wins and team results prove nothing);
//! * where seat `t` is to act, one child proven for `t` proves the node for
//!   `t`; every child proven for one same seat `w` proves it for `w`;
//! * a **chance node is never proven**, and proofs do not pass it: closed-loop
//!   chance keeps a child only per outcome seen, and proving "every outcome
//!   alike" would need the full outcome list at each back-up. A proven
//!   outcome below a chance node is still valued exactly.
//!
//! Selection plays a child proven won for the mover, leaves out the children
//! proven lost for it, and stops its descent at a proven node, which is then
//! valued by its proof without a play-out. A proven root ends the search.
//! The move chosen is a proven win (the shortest proof found, then the most
//! visited) if any; else the most visited move not proven lost; at a root
//! where every move is proven lost, the **longest** loss found (then the most
//! visited), so the bot delays. [`MoveStats::proof`] reports each root move's
//! proof; its length is that of the proof found, which for a win need not be
//! the shortest.
//!
//! The solver is **off where proofs would be unsound**, whatever the
//! setting: with hidden information ([`Determinize::may_hide_information`]:
//! by default the game's [`crate::GameInfo::hidden_information`], per config
//! where the game says so, as XOBrainer without Mission cards), one tree
//! mixes determinizations, so a node is not one state; with
//! open-loop chance ([`MctsConfig::open_loop_chance`] in a game with chance),
//! a node's state depends on the outcomes drawn on the way. Without any proof
//! the search is exactly the one without the solver.
//!
//! ## Move priors and progressive bias (opt-in: [`MctsConfig::with_prior_weight`])
//!
//! A [`Knowledge`] gives each move a prior, read once when a node's children
//! are created (the play-out policy stays [`Rollout`]). With weight `w > 0`
//! selection scores a visited child
//! `q + c * sqrt(ln(available) / visits) + w * prior / (visits + 1)`, and
//! among unvisited children it tries one of the highest prior first (ties at
//! random). The bias fades as visits grow, so priors steer the first visits
//! without overriding what the play-outs find. Weight 0 (the default) never
//! reads the priors: [`MctsConfig::iterations`] with no other setting plays
//! exactly the moves it played before these options existed.
//!
//! ## RAVE (opt-in: [`MctsConfig::with_rave`])
//!
//! Rapid action-value estimation, for games whose moves mostly commute
//! (placements: XOBrainer, numseq), where a move's value hardly depends on
//! when it is played. Each child also keeps **all-moves-as-first** (AMAF)
//! statistics, keyed by the mover's seat and the move: after an iteration,
//! at every node of its path, each child whose move its mover played at or
//! below that node (in the tree or in the play-out) adds that seat's return.
//! Selection blends a visited child's mean `q` with its AMAF mean `q~`:
//! `(1 - beta) * q + beta * q~` with the hand-tuned schedule
//! `beta = sqrt(k / (3 n + k))` (Gelly and Silver 2007), `n` the child's
//! visits and `k` = [`MctsConfig::rave`], the visits at which both weigh
//! alike; the exploration term is unchanged. Unvisited children are tried in
//! the order of their AMAF means (0.5 without data; plus `w * prior` with
//! progressive bias), ties at random. With RAVE the play-out records its
//! decisions, drawing its moves through [`Rollout::choose`] (for the uniform
//! policy, [`Game::random_move`]).
//!
//! ## Determinism, trees and threads
//!
//! For a seed and an iteration budget the search is deterministic on every
//! platform: all randomness comes from the bot's RNG, the arithmetic is IEEE
//! `f64` with `libm`'s software `log`/`sqrt`. With [`MctsConfig::trees`]` = k`
//! the budget is split over `k` independent root trees, each seeded from the
//! bot's RNG, whose root visits are summed (root-parallel MCTS). The trees do
//! not share anything, so the move is the same whether they run one after the
//! other ([`MctsBot`]) or on any number of `rayon` threads
//! ([`ParallelMctsBot`], feature `parallel`).
//!
//! ## Tree reuse
//!
//! In games without hidden information ([`crate::GameInfo::hidden_information`]
//! false) the bot keeps its trees between moves: at the next call it looks
//! for the new state a few plies below the old root (states are compared
//! with `==`) and keeps that subtree, compacted into a fresh arena. With
//! hidden information it starts afresh each move: following the real chance
//! outcomes down the tree would use what the seat cannot see.
//!
//! ## Example
//!
//! ```
//! use board_core::bots::Bot;
//! use board_core::mcts::{MctsBot, MctsConfig};
//! # use board_core::{Actor, Game, GameInfo, Outcome, Prob, Seat, SeatOutcome, SeatResult};
//! # use board_core::bots::Determinize;
//! # /// Take 1 or 2 from a pile; who takes the last one wins.
//! # #[derive(Clone, PartialEq, Eq, Hash, Debug)]
//! # struct Nim { left: u8, turn: u8 }
//! # impl Game for Nim {
//! #     type Move = u8;
//! #     type MoveList = board_core::arrayvec::ArrayVec<u8, 2>;
//! #     type Error = core::fmt::Error;
//! #     const INFO: GameInfo = GameInfo { name: "nim", title: "Nim", min_seats: 2, max_seats: 2, chance: false, hidden_information: false };
//! #     fn num_seats(&self) -> usize { 2 }
//! #     fn to_act(&self) -> Actor { if self.left == 0 { Actor::Terminal } else { Actor::Seat(Seat(self.turn)) } }
//! #     fn legal_moves_into<S: board_core::MoveSink<u8>>(&self, out: &mut S) { out.extend_moves((1..=2).filter(|&k| k <= self.left)) }
//! #     fn chance_outcomes(&self) -> Vec<(u8, Prob)> { Vec::new() }
//! #     fn apply(&self, mv: &u8) -> Result<Self, Self::Error> {
//! #         if *mv == 0 || *mv > 2 || *mv > self.left { return Err(core::fmt::Error) }
//! #         Ok(Nim { left: self.left - mv, turn: if self.left == *mv { self.turn } else { 1 - self.turn } })
//! #     }
//! #     fn outcome(&self) -> Option<Outcome> {
//! #         if self.left > 0 { return None }
//! #         let r = |s| if s == self.turn { SeatResult::Win } else { SeatResult::Loss };
//! #         Some(Outcome { seats: vec![SeatOutcome { result: r(0), score: 0 }, SeatOutcome { result: r(1), score: 0 }] })
//! #     }
//! # }
//! # impl Determinize for Nim {
//! #     fn determinize<R: rand_core::Rng + ?Sized>(&self, _: Seat, _: &mut R) -> Self { self.clone() }
//! # }
//! use rand_chacha::ChaCha8Rng;
//! use rand_core::SeedableRng;
//!
//! // Nim with 4 left: taking 1 leaves 3, a lost position for the opponent.
//! let state = Nim { left: 4, turn: 0 };
//! let mut bot = MctsBot::new(MctsConfig::iterations(500), ChaCha8Rng::seed_from_u64(7));
//! assert_eq!(bot.choose(&state), Some(1));
//! assert_eq!(bot.last_search().map(|stats| stats.iterations), Some(500));
//! ```

mod knowledge;
mod policy;
mod settings;
mod tree;

#[cfg(feature = "parallel")]
mod parallel;

use alloc::vec::Vec;

use crate::bots::{Bot, Determinize};
use crate::{Game, Seat};

pub use knowledge::{Guided, Knowledge, UniformPrior};
#[cfg(feature = "parallel")]
pub use parallel::{ParallelMctsBot, PlayoutStats, parallel_playouts};
pub use policy::{Rollout, UniformRollout};
pub use settings::SearchSettings;

use tree::Tree;

/// How long one search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Budget {
    /// This many iterations (play-outs) in all, split over the root trees.
    /// Deterministic for a seed.
    Iterations(u32),
    /// Until this much wall-clock time has passed since the call (at least
    /// one iteration per tree). Not deterministic: tests use iterations.
    #[cfg(feature = "std")]
    Deadline(core::time::Duration),
}

/// The settings of a search.
#[derive(Clone, Debug)]
pub struct MctsConfig<G> {
    /// How long each search runs.
    pub budget: Budget,
    /// The UCB1 exploration constant `c` (returns are in `0..=1`); default 1.0.
    pub exploration: f64,
    /// Play-outs stop after this many plies (decisions and chance moves) and
    /// are valued by `leaf_value`; default 10,000.
    pub max_rollout_plies: usize,
    /// The value of a play-out cut off before the end, for one seat, in
    /// `-1..=1` (clamped; `-1` loss, `0` draw, `1` win, as
    /// [`crate::SeatResult::returns`]); default 0.
    pub leaf_value: fn(&G, Seat) -> f64,
    /// Number of independent root trees the budget is split over (root
    /// parallelism; at least 1, default 1).
    pub trees: usize,
    /// Keep the tree between moves where sound (see the module docs);
    /// default true.
    pub reuse_tree: bool,
    /// The most nodes one tree holds; past it the search stops expanding and
    /// plays out from the leaves it has. Default 2^20.
    pub max_nodes: usize,
    /// Pass through chance nodes without keeping a child per outcome
    /// ("open loop"): the sampled outcome is applied and the next decision's
    /// moves hang under the same node. Default false (explicit chance
    /// nodes). Worth it where most outcomes are hidden or numerous, so that
    /// explicit chance children would each see a handful of visits.
    pub open_loop_chance: bool,
    /// MCTS-Solver: prove wins and losses in the tree, play a proven win
    /// and delay a proven loss (see the module docs; off where unsound).
    /// Default false.
    pub solver: bool,
    /// The progressive-bias weight `w`: selection adds
    /// `w * prior / (visits + 1)` with the priors of the bot's
    /// [`Knowledge`]. Default 0 (off; the priors are not even read).
    pub prior_weight: f64,
    /// RAVE's equivalence parameter `k`: a child's mean is blended with its
    /// all-moves-as-first mean with weight `beta = sqrt(k / (3 n + k))`
    /// after `n` visits (equal weight at `n = k`). Default 0 (off).
    pub rave: f64,
}

impl<G> MctsConfig<G> {
    /// The defaults with a budget of `n` iterations.
    pub fn iterations(n: u32) -> Self {
        MctsConfig {
            budget: Budget::Iterations(n),
            exploration: 1.0,
            max_rollout_plies: 10_000,
            leaf_value: |_, _| 0.0,
            trees: 1,
            reuse_tree: true,
            max_nodes: 1 << 20,
            open_loop_chance: false,
            solver: false,
            prior_weight: 0.0,
            rave: 0.0,
        }
    }

    /// The defaults with a wall-clock budget per move.
    #[cfg(feature = "std")]
    pub fn deadline(d: core::time::Duration) -> Self {
        MctsConfig {
            budget: Budget::Deadline(d),
            ..MctsConfig::iterations(1)
        }
    }

    /// The same settings with `c` as the exploration constant.
    #[must_use]
    pub fn with_exploration(mut self, c: f64) -> Self {
        self.exploration = c;
        self
    }

    /// The same settings with play-outs cut after `plies` plies and valued by `f`.
    #[must_use]
    pub fn with_leaf_value(mut self, plies: usize, f: fn(&G, Seat) -> f64) -> Self {
        self.max_rollout_plies = plies;
        self.leaf_value = f;
        self
    }

    /// The same settings with the budget split over `k` root trees.
    #[must_use]
    pub fn with_trees(mut self, k: usize) -> Self {
        self.trees = k.max(1);
        self
    }

    /// The same settings with open-loop chance on or off.
    #[must_use]
    pub fn with_open_loop_chance(mut self, on: bool) -> Self {
        self.open_loop_chance = on;
        self
    }

    /// The same settings with the MCTS-Solver on or off.
    #[must_use]
    pub fn with_solver(mut self, on: bool) -> Self {
        self.solver = on;
        self
    }

    /// The same settings with progressive bias of weight `w` (0 turns it
    /// off; a value that is not finite counts as 0).
    #[must_use]
    pub fn with_prior_weight(mut self, w: f64) -> Self {
        self.prior_weight = w;
        self
    }

    /// The same settings with RAVE of equivalence parameter `k` (0, a
    /// negative or a value that is not finite turns it off); see the module
    /// docs.
    #[must_use]
    pub fn with_rave(mut self, k: f64) -> Self {
        self.rave = k;
        self
    }

    /// The same settings with tree reuse on or off.
    #[must_use]
    pub fn with_reuse(mut self, on: bool) -> Self {
        self.reuse_tree = on;
        self
    }
}

/// What the search found for one root move.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveStats<M> {
    /// The move (one of the root's legal moves).
    pub mv: M,
    /// Iterations that went through it, summed over the trees.
    pub visits: u64,
    /// Mean return of the seat to act through this move, in `0..=1`
    /// (0 loss, 0.5 draw, 1 win); 0 if unvisited.
    pub value: f64,
    /// What the solver proved about the move, for the seat to act (always
    /// `None` without [`MctsConfig::solver`]).
    pub proof: Option<Proof>,
}

/// A move's game-theoretic value proven by the MCTS-Solver, for the seat
/// that plays it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Proof {
    /// The seat can force a win after this move, in at most about `plies`
    /// further plies (the proof found, not necessarily the shortest).
    Win {
        /// Length of the proof in plies after the move.
        plies: u16,
    },
    /// Another seat can force a win after this move; the longest line found
    /// takes `plies` further plies.
    Loss {
        /// Length of the proof in plies after the move.
        plies: u16,
    },
}

/// The result of one search.
#[derive(Clone, Debug, PartialEq)]
pub struct SearchStats<M> {
    /// Every legal move of the root, in legal-move order.
    pub moves: Vec<MoveStats<M>>,
    /// Index into `moves` of the move chosen.
    pub best: usize,
    /// Iterations run by this search (all trees).
    pub iterations: u64,
    /// Nodes in the trees after the search (all trees).
    pub nodes: u64,
    /// Root visits kept from earlier searches by tree reuse (all trees).
    pub reused_visits: u64,
}

impl<M> SearchStats<M> {
    /// The chosen move's statistics.
    pub fn best(&self) -> Option<&MoveStats<M>> {
        self.moves.get(self.best)
    }
}

/// A UCT / information-set MCTS bot (see the module docs).
///
/// `R` is the bot's RNG; each root tree of a search draws its own RNG from it
/// with `R::seed_from_u64`. `P` is the play-out policy, `K` the move
/// priors read by progressive bias ([`MctsBot::with_knowledge`]).
pub struct MctsBot<G: Game, R, P = UniformRollout, K = UniformPrior> {
    config: MctsConfig<G>,
    rng: R,
    policy: P,
    knowledge: K,
    trees: Vec<Tree<G>>,
    last: Option<SearchStats<G::Move>>,
}

impl<G: Game, R: core::fmt::Debug, P: core::fmt::Debug, K: core::fmt::Debug> core::fmt::Debug for MctsBot<G, R, P, K> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("MctsBot")
            .field("config", &self.config)
            .field("rng", &self.rng)
            .field("policy", &self.policy)
            .field("knowledge", &self.knowledge)
            .finish_non_exhaustive()
    }
}

impl<G, R> MctsBot<G, R, UniformRollout>
where
    G: Determinize,
    R: rand_core::Rng + rand_core::SeedableRng,
{
    /// A bot with uniform random play-outs.
    pub fn new(config: MctsConfig<G>, rng: R) -> Self {
        MctsBot::with_policy(config, rng, UniformRollout)
    }
}

impl<G, R, P> MctsBot<G, R, P, UniformPrior>
where
    G: Determinize,
    R: rand_core::Rng + rand_core::SeedableRng,
    P: Rollout<G>,
{
    /// A bot whose play-outs follow `policy`.
    pub fn with_policy(config: MctsConfig<G>, rng: R, policy: P) -> Self {
        MctsBot {
            config,
            rng,
            policy,
            knowledge: UniformPrior,
            trees: Vec::new(),
            last: None,
        }
    }
}

impl<G, R, K> MctsBot<G, R, Guided<K>, K>
where
    G: Determinize,
    R: rand_core::Rng + rand_core::SeedableRng,
    K: Knowledge<G> + Clone,
{
    /// A bot guided by `knowledge`: its play-outs follow
    /// [`Knowledge::playout_move`] and, when [`MctsConfig::prior_weight`] is
    /// not zero, its priors bias selection.
    pub fn guided(config: MctsConfig<G>, rng: R, knowledge: K) -> Self {
        MctsBot {
            config,
            rng,
            policy: Guided(knowledge.clone()),
            knowledge,
            trees: Vec::new(),
            last: None,
        }
    }
}

impl<G, R, P, K> MctsBot<G, R, P, K>
where
    G: Determinize,
    R: rand_core::Rng + rand_core::SeedableRng,
    P: Rollout<G>,
    K: Knowledge<G>,
{
    /// The same bot with `knowledge`'s move priors (read only when
    /// [`MctsConfig::prior_weight`] is not zero).
    pub fn with_knowledge<K2: Knowledge<G>>(self, knowledge: K2) -> MctsBot<G, R, P, K2> {
        MctsBot {
            config: self.config,
            rng: self.rng,
            policy: self.policy,
            knowledge,
            trees: self.trees,
            last: self.last,
        }
    }

    /// The settings.
    pub fn config(&self) -> &MctsConfig<G> {
        &self.config
    }

    /// The statistics of the most recent search, if it searched.
    pub fn last_search(&self) -> Option<&SearchStats<G::Move>> {
        self.last.as_ref()
    }

    /// Searches `state` and returns the root statistics; `None` at chance or
    /// terminal nodes. With a single legal move it returns it unsearched
    /// (zero iterations).
    pub fn search(&mut self, state: &G) -> Option<SearchStats<G::Move>> {
        let prepared = self.prepare(state)?;
        let Prepared { seat, moves, jobs } = prepared;
        if moves.len() > 1 {
            let deadline = Deadline::start(self.config.budget);
            let n = jobs.len();
            for (i, (tree, (seed, iters))) in self.trees.iter_mut().zip(jobs).enumerate() {
                let mut rng = R::seed_from_u64(seed);
                tree.search(
                    state,
                    seat,
                    iters,
                    deadline.share(i, n),
                    &self.config,
                    &self.policy,
                    &self.knowledge,
                    &mut rng,
                );
            }
        }
        let stats = merge(&self.trees, moves, seat);
        self.last = Some(stats.clone());
        Some(stats)
    }

    /// The seat, the legal moves, and per tree a seed and an iteration budget.
    fn prepare(&mut self, state: &G) -> Option<Prepared<G::Move>> {
        let seat = state.to_act().seat()?;
        let moves = state.legal_moves();
        if moves.is_empty() {
            return None;
        }
        let k = self.config.trees.max(1);
        if self.trees.len() != k {
            self.trees = (0..k).map(|_| Tree::new()).collect();
        }
        let total = match self.config.budget {
            Budget::Iterations(n) => u64::from(n.max(1)),
            #[cfg(feature = "std")]
            Budget::Deadline(_) => u64::MAX,
        };
        let k64 = k as u64;
        let jobs = (0..k64)
            .map(|i| {
                let share = if total == u64::MAX {
                    u64::MAX
                } else {
                    total / k64 + u64::from(i < total % k64)
                };
                (self.rng.next_u64(), share)
            })
            .collect();
        if moves.len() <= 1 {
            for t in &mut self.trees {
                t.forget();
            }
        }
        Some(Prepared { seat, moves, jobs })
    }
}

struct Prepared<M> {
    seat: Seat,
    moves: Vec<M>,
    jobs: Vec<(u64, u64)>,
}

/// Sums the trees' root statistics over the real root's legal moves.
///
/// The move chosen is the most visited (ties: higher mean, then legal-move
/// order); with proofs (the solver), a proven win is played (the shortest
/// proof, then the most visited), proven losses are avoided, and if every
/// move is a proven loss the longest is played (then the most visited).
fn merge<G: Game>(trees: &[Tree<G>], moves: Vec<G::Move>, seat: Seat) -> SearchStats<G::Move> {
    let mut visits = alloc::vec![0u64; moves.len()];
    let mut totals = alloc::vec![0f64; moves.len()];
    let mut proofs: Vec<Option<Proof>> = alloc::vec![None; moves.len()];
    let mut iterations = 0;
    let mut nodes = 0;
    let mut reused = 0;
    let me = u8::try_from(seat.index()).ok();
    for t in trees {
        iterations += t.iterations_run();
        nodes += t.len() as u64;
        reused += t.reused_visits();
        t.root_children(|mv, v, total, proof| {
            if let Some(i) = moves.iter().position(|m| m == mv)
                && let (Some(a), Some(b), Some(p)) = (visits.get_mut(i), totals.get_mut(i), proofs.get_mut(i))
            {
                *a += u64::from(v);
                *b += total;
                if let Some((winner, plies)) = proof {
                    // Proofs are sound in every tree: keep the shortest win,
                    // the longest loss.
                    *p = Some(match (*p, Some(winner) == me) {
                        (Some(Proof::Win { plies: q }), true) => Proof::Win { plies: q.min(plies) },
                        (_, true) => Proof::Win { plies },
                        (Some(Proof::Loss { plies: q }), false) => Proof::Loss { plies: q.max(plies) },
                        (Some(w @ Proof::Win { .. }), false) => w,
                        (None, false) => Proof::Loss { plies },
                    });
                }
            }
        });
    }
    let stats: Vec<MoveStats<G::Move>> = moves
        .into_iter()
        .zip(visits.iter().zip(&totals).zip(&proofs))
        .map(|(mv, ((&v, &t), &proof))| {
            let value = if v == 0 { 0.0 } else { t / v as f64 };
            MoveStats {
                mv,
                visits: v,
                value,
                proof,
            }
        })
        .collect();
    let best = if proofs.iter().all(Option::is_none) {
        most_visited(&stats, |_| true)
    } else if let Some(shortest) = stats
        .iter()
        .filter_map(|m| match m.proof {
            Some(Proof::Win { plies }) => Some(plies),
            _ => None,
        })
        .min()
    {
        most_visited(&stats, |m| m.proof == Some(Proof::Win { plies: shortest }))
    } else if stats.iter().any(|m| m.proof.is_none()) {
        most_visited(&stats, |m| m.proof.is_none())
    } else {
        let longest = stats
            .iter()
            .filter_map(|m| match m.proof {
                Some(Proof::Loss { plies }) => Some(plies),
                _ => None,
            })
            .max();
        most_visited(
            &stats,
            |m| matches!(m.proof, Some(Proof::Loss { plies }) if Some(plies) == longest),
        )
    };
    SearchStats {
        moves: stats,
        best,
        iterations,
        nodes,
        reused_visits: reused,
    }
}

/// The index of the most visited move among those `keep` accepts (ties:
/// higher mean, then the first); 0 if it accepts none.
fn most_visited<M>(stats: &[MoveStats<M>], keep: impl Fn(&MoveStats<M>) -> bool) -> usize {
    let mut best: Option<(usize, u64, f64)> = None;
    for (i, m) in stats.iter().enumerate() {
        if !keep(m) {
            continue;
        }
        if best.is_none_or(|(_, v, value)| m.visits > v || (m.visits == v && m.value > value)) {
            best = Some((i, m.visits, m.value));
        }
    }
    best.map_or(0, |b| b.0)
}

impl<G, R, P, K> Bot<G> for MctsBot<G, R, P, K>
where
    G: Determinize,
    R: rand_core::Rng + rand_core::SeedableRng,
    P: Rollout<G>,
    K: Knowledge<G>,
{
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        let stats = self.search(state)?;
        stats.moves.into_iter().nth(stats.best).map(|m| m.mv)
    }
}

/// A seed for job `i` of a run seeded `seed` (SplitMix64 of both): parallel
/// drivers give each play-out, game or tree its own seed this way, so results
/// do not depend on the order jobs run in.
pub fn derive_seed(seed: u64, i: u64) -> u64 {
    let mut z = seed ^ i.wrapping_add(1).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// When a search stops: never (iteration budgets) or at an instant.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Deadline {
    #[cfg(feature = "std")]
    until: Option<std::time::Instant>,
}

impl Deadline {
    fn start(budget: Budget) -> Self {
        match budget {
            Budget::Iterations(_) => Deadline {
                #[cfg(feature = "std")]
                until: None,
            },
            #[cfg(feature = "std")]
            Budget::Deadline(d) => Deadline {
                until: std::time::Instant::now().checked_add(d),
            },
        }
    }

    /// The deadline of tree `i` of `n` run one after the other: an equal
    /// share of the time each.
    fn share(self, _i: usize, _n: usize) -> Self {
        #[cfg(feature = "std")]
        if let Some(until) = self.until {
            let now = std::time::Instant::now();
            let left = until.saturating_duration_since(now);
            let trees_left = (_n - _i.min(_n)).max(1) as u32;
            return Deadline {
                until: now.checked_add(left / trees_left),
            };
        }
        self
    }

    /// Whether the time is up.
    #[inline]
    fn passed(self) -> bool {
        #[cfg(feature = "std")]
        if let Some(until) = self.until {
            return std::time::Instant::now() >= until;
        }
        false
    }
}

#[cfg(test)]
#[path = "../tests/mcts.rs"]
mod tests;
