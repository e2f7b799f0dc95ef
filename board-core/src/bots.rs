//! Bots written once over the [`Game`] trait.

pub use crate::game::{Step, choose_and_apply};
pub use crate::prob::{uniform_index, uniform_index_u64};
use crate::{Actor, Game, MoveSink, Prob, SampleError, Seat, sample};
use alloc::vec::Vec;

/// Something that picks a move for the seat to act.
pub trait Bot<G: Game> {
    /// A move for the seat to act in `state`; `None` at chance or terminal
    /// nodes (chance is sampled by the caller, see [`sample_chance`]).
    fn choose(&mut self, state: &G) -> Option<G::Move>;
}

/// Picks uniformly among the legal moves with its own RNG, through
/// [`Game::random_move`].
///
/// Uniform choice uses one `next_u64` per decision (rarely more), reduced by
/// [`uniform_index`] (the draw [`crate::sample_index`] makes too), so a seed
/// names one game on every platform.
#[derive(Clone, Debug)]
pub struct RandomBot<R> {
    rng: R,
}

impl<R: rand_core::Rng> RandomBot<R> {
    /// A random bot drawing from `rng`.
    pub fn new(rng: R) -> Self {
        RandomBot { rng }
    }
}

impl<G: Game, R: rand_core::Rng> Bot<G> for RandomBot<R> {
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        state.random_move(&mut self.rng)
    }
}

/// One step of random play through the fast paths, [`Game::random_step`]:
/// at a chance node [`Game::sample_chance`], at a seat's node
/// [`Game::random_move`], then [`Game::apply_unchecked`] (or a game's fused
/// path with the same result). Returns what was applied, or `None` at a
/// terminal state (or if the game offers no move). Play-out loops, bots and
/// benches share it, so a seed plays the same game everywhere.
#[inline]
pub fn random_step<G: Game, R: rand_core::Rng + ?Sized>(state: &mut G, rng: &mut R) -> Option<Step> {
    state.random_step(rng)
}

/// [`random_step`] that also counts what it applied into `decisions` or
/// `chance`; `false` at the end of the game. For play-out loops that report
/// decisions and chance moves separately (benches, the bench example).
#[inline]
pub fn counted_step<G: Game, R: rand_core::Rng + ?Sized>(
    state: &mut G,
    rng: &mut R,
    decisions: &mut u64,
    chance: &mut u64,
) -> bool {
    match random_step(state, rng) {
        Some(Step::Decision) => *decisions += 1,
        Some(Step::Chance) => *chance += 1,
        None => return false,
    }
    true
}

/// Random play to the end of the game through the fast paths,
/// [`Game::random_playout`]: what calling [`counted_step`] until it returns
/// `false` does (the same RNG calls, the same final state, the same counts
/// added to `decisions` and `chance`), through a game's whole-play-out loop
/// where it has one. Returns only at a terminal state (or where the game
/// offers no move).
#[inline]
pub fn counted_playout<G: Game, R: rand_core::Rng + ?Sized>(
    state: &mut G,
    rng: &mut R,
    decisions: &mut u64,
    chance: &mut u64,
) {
    state.random_playout(rng, decisions, chance);
}

/// The reusable buffers of [`listed_step`]: the move list of a seat's node
/// and the outcomes of a chance node. Both are cleared and refilled at each
/// node and never shrink, so once they have grown a play-out through
/// [`listed_step`] touches no heap (with a fixed-capacity
/// [`Game::MoveList`]). One value serves a whole run of games.
pub struct ListedBuffers<G: Game> {
    /// The legal moves of the last seat's node
    /// ([`Game::legal_move_list_into`]).
    pub moves: G::MoveList,
    /// The outcomes of the last chance node with their probabilities
    /// ([`Game::chance_outcomes_into`]).
    pub chance: Vec<(G::Move, Prob)>,
}

impl<G: Game> ListedBuffers<G> {
    /// Empty buffers.
    pub fn new() -> Self {
        ListedBuffers {
            moves: G::MoveList::default(),
            chance: Vec::new(),
        }
    }
}

impl<G: Game> Default for ListedBuffers<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Game> Clone for ListedBuffers<G> {
    fn clone(&self) -> Self {
        ListedBuffers {
            moves: self.moves.clone(),
            chance: self.chance.clone(),
        }
    }
}

impl<G: Game> core::fmt::Debug for ListedBuffers<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("ListedBuffers")
            .field("moves", &self.moves)
            .field("chance", &self.chance)
            .finish()
    }
}

/// One step of random play the **generic** way, as any caller that lists
/// the moves does it (MCTS expansion, a tournament runner, an adapter,
/// `for mv in state.legal_moves()`): at a seat's node every legal move is
/// listed into `bufs.moves` ([`Game::legal_move_list_into`], the list
/// cleared first and reused from node to node, so a fixed-capacity list
/// touches no heap), one is chosen by [`uniform_index`] and applied with
/// [`Game::apply_unchecked`] (no re-validation: it came from the list); at a
/// chance node every outcome is listed with its probability into
/// `bufs.chance` ([`Game::chance_outcomes_into`], also reused) and one is
/// drawn with [`crate::sample`]. This is the work OpenSpiel's
/// `evaluate_bots` does per move with uniform random bots (`LegalActions`,
/// a uniform pick, `ApplyAction`; `ChanceOutcomes`, `SampleAction`), so the
/// bench's *generic* ratio compares like with like.
///
/// It makes the same RNG calls as [`random_step`] and applies the same move,
/// so a seed plays the same game through either path. Returns what was
/// applied, or `None` at a terminal state (or if the game offers no move),
/// leaving the state unchanged.
#[inline]
pub fn listed_step<G: Game, R: rand_core::Rng + ?Sized>(
    state: &mut G,
    bufs: &mut ListedBuffers<G>,
    rng: &mut R,
) -> Option<Step> {
    match state.to_act() {
        Actor::Terminal => None,
        Actor::Chance => {
            state.chance_outcomes_into(&mut bufs.chance);
            let mv = sample(&bufs.chance, rng).ok()?;
            state.apply_unchecked(mv);
            Some(Step::Chance)
        }
        Actor::Seat(_) => {
            let list = &mut bufs.moves;
            list.clear();
            state.legal_move_list_into(list);
            let i = uniform_index(list.len(), rng)?;
            state.apply_unchecked(list.get(i)?);
            Some(Step::Decision)
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

/// Games whose hidden information can be resampled for one seat: a state
/// consistent with everything `seat` sees (its view) but with the unseen
/// parts (other hands, deck order, secret cards) drawn at random. Bots that
/// search use it so that they never peek. A perfect-information game returns
/// a clone.
pub trait Determinize: Game {
    /// A state `seat` cannot tell apart from `self`, with the hidden parts
    /// drawn from `rng`. The result depends only on what `seat` sees
    /// ([`crate::Observe::view`]) and on the draws from `rng`, so two states
    /// that differ only in what `seat` cannot see give the same
    /// determinizations for the same seed (searching bots rely on it to
    /// never peek).
    fn determinize<R: rand_core::Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self;

    /// Whether this state may hide something from some seat (its config
    /// has hidden information). The MCTS-Solver runs only where it is
    /// false: with hidden information one tree mixes determinizations. The
    /// default is the game's [`crate::GameInfo::hidden_information`]; a game
    /// whose hidden information is a variant (XOBrainer's Mission cards)
    /// answers per config.
    fn may_hide_information(&self) -> bool {
        Self::INFO.hidden_information
    }
}

/// Flat Monte-Carlo: for each legal move, `playouts` random play-outs (chance
/// sampled, seats uniform) from a fresh [`Determinize::determinize`]d copy of
/// the state; picks the move with the best total return for the seat to act.
/// A finished play-out returns win +1, draw 0, loss -1; one cut off after
/// `max_plies` plies returns the leaf value (0 unless set with
/// [`MonteCarloBot::with_leaf_value`], clamped to `-1..=1`). Ties go to the
/// earlier move in legal-move order.
pub struct MonteCarloBot<R, G> {
    rng: R,
    playouts: usize,
    total: Option<usize>,
    max_plies: usize,
    leaf_value: fn(&G, Seat) -> f64,
}

impl<R: core::fmt::Debug, G> core::fmt::Debug for MonteCarloBot<R, G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("MonteCarloBot")
            .field("rng", &self.rng)
            .field("playouts", &self.playouts)
            .field("max_plies", &self.max_plies)
            .finish_non_exhaustive()
    }
}

impl<R: rand_core::Rng, G: Determinize> MonteCarloBot<R, G> {
    /// A bot running `playouts` play-outs per legal move, each at most
    /// `max_plies` plies long; a cut-off play-out is worth 0.
    pub fn new(rng: R, playouts: usize, max_plies: usize) -> Self {
        MonteCarloBot {
            rng,
            playouts: playouts.max(1),
            total: None,
            max_plies,
            leaf_value: |_, _| 0.0,
        }
    }

    /// Values a play-out cut off at `max_plies` by `f(state, seat)` (a
    /// heuristic in `-1..=1` for the seat to act at the root), for games whose
    /// random play-outs rarely finish.
    pub fn with_leaf_value(mut self, f: fn(&G, Seat) -> f64) -> Self {
        self.leaf_value = f;
        self
    }

    /// Spends `total` play-outs per decision instead, split evenly over the
    /// legal moves (`max(1, total / moves)` each, so at least one per move):
    /// the same budget as an [`crate::mcts::MctsBot`] of `total` iterations.
    pub fn with_total_playouts(mut self, total: usize) -> Self {
        self.total = Some(total.max(1));
        self
    }
}

impl<G: Determinize, R: rand_core::Rng> Bot<G> for MonteCarloBot<R, G> {
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        let seat = state.to_act().seat()?;
        let moves = state.legal_move_list();
        if moves.len() <= 1 {
            return moves.into_iter().next();
        }
        let mut best: Option<(f64, usize)> = None;
        let per_move = self.total.map_or(self.playouts, |t| (t / moves.len()).max(1));
        for (i, m) in moves.iter().enumerate() {
            let mut total = 0.0;
            for _ in 0..per_move {
                let det = state.determinize(seat, &mut self.rng);
                let Ok(next) = det.apply(m) else { continue };
                total += rollout(next, seat, self.max_plies, &mut self.rng, self.leaf_value);
            }
            if best.is_none_or(|(b, _)| total > b) {
                best = Some((total, i));
            }
        }
        let (_, i) = best?;
        moves.into_iter().nth(i)
    }
}

/// Plays `state` out at random and returns `seat`'s return (the leaf value
/// if cut off).
fn rollout<G: Game, R: rand_core::Rng + ?Sized>(
    mut state: G,
    seat: Seat,
    max_plies: usize,
    rng: &mut R,
    leaf_value: fn(&G, Seat) -> f64,
) -> f64 {
    for _ in 0..max_plies {
        if random_step(&mut state, rng).is_none() {
            break;
        }
    }
    match state.outcome() {
        Some(o) => o.get(seat).map_or(0.0, |s| f64::from(s.result.returns())),
        None => leaf_value(&state, seat).clamp(-1.0, 1.0),
    }
}
