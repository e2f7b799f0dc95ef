//! Bots written once over the [`Game`] trait.

use alloc::vec::Vec;

use crate::{Actor, Game, SampleError, Seat, sample};

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

/// Games whose hidden information can be resampled for one seat: a state
/// consistent with everything `seat` sees (its view) but with the unseen
/// parts (other hands, deck order, secret cards) drawn at random. Bots that
/// search use it so that they never peek. A perfect-information game returns
/// a clone.
pub trait Determinize: Game {
    /// A state `seat` cannot tell apart from `self`, with the hidden parts
    /// drawn from `rng`.
    fn determinize<R: rand_core::Rng + ?Sized>(&self, seat: Seat, rng: &mut R) -> Self;
}

/// Flat Monte-Carlo: for each legal move, `playouts` random play-outs (chance
/// sampled, seats uniform) from a fresh [`Determinize::determinize`]d copy of
/// the state; picks the move with the best total return for the seat to act
/// (win +1, draw 0, loss -1; a play-out cut by `max_plies` counts 0). Ties go
/// to the earlier move in legal-move order.
#[derive(Clone, Debug)]
pub struct MonteCarloBot<R> {
    rng: R,
    playouts: usize,
    max_plies: usize,
}

impl<R: rand_core::Rng> MonteCarloBot<R> {
    /// A bot running `playouts` play-outs per legal move, each at most
    /// `max_plies` plies long.
    pub fn new(rng: R, playouts: usize, max_plies: usize) -> Self {
        MonteCarloBot {
            rng,
            playouts: playouts.max(1),
            max_plies,
        }
    }
}

impl<G: Determinize, R: rand_core::Rng> Bot<G> for MonteCarloBot<R> {
    fn choose(&mut self, state: &G) -> Option<G::Move> {
        let seat = state.to_act().seat()?;
        let moves = state.legal_moves();
        if moves.len() <= 1 {
            return moves.into_iter().next();
        }
        let mut best: Option<(i64, usize)> = None;
        let mut buf = Vec::new();
        for (i, m) in moves.iter().enumerate() {
            let mut total: i64 = 0;
            for _ in 0..self.playouts {
                let det = state.determinize(seat, &mut self.rng);
                let Ok(next) = det.apply(m) else { continue };
                total += rollout(next, seat, self.max_plies, &mut self.rng, &mut buf) as i64;
            }
            if best.is_none_or(|(b, _)| total > b) {
                best = Some((total, i));
            }
        }
        let (_, i) = best?;
        moves.into_iter().nth(i)
    }
}

/// Plays `state` out at random and returns `seat`'s return (0 if cut off).
fn rollout<G: Game, R: rand_core::Rng + ?Sized>(
    mut state: G,
    seat: Seat,
    max_plies: usize,
    rng: &mut R,
    buf: &mut Vec<G::Move>,
) -> i32 {
    for _ in 0..max_plies {
        let mv = match state.to_act() {
            Actor::Terminal => break,
            Actor::Chance => match sample_chance(&state, rng) {
                Ok(Some(m)) => m,
                _ => return 0,
            },
            Actor::Seat(_) => {
                buf.clear();
                state.legal_moves_into(buf);
                match uniform_index(buf.len(), rng).and_then(|i| buf.get(i)) {
                    Some(m) => m.clone(),
                    None => return 0,
                }
            }
        };
        state.apply_unchecked(&mv);
    }
    state
        .outcome()
        .and_then(|o| o.get(seat).map(|s| s.result.returns()))
        .unwrap_or(0)
}
