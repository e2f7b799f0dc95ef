use alloc::vec::Vec;

use super::TestRng;
use crate::bots::{sample_chance, uniform_index};
use crate::{Actor, Game};

/// A recorded seeded play-out.
#[derive(Clone, Debug)]
pub struct Playout<G: Game> {
    /// Every move applied, in order (decisions and chance outcomes).
    pub moves: Vec<G::Move>,
    /// The state after the last move.
    pub final_state: G,
    /// Moves chosen by seats.
    pub decisions: usize,
    /// Chance outcomes applied.
    pub chance_moves: usize,
    /// Whether the ply cap stopped the game before it was terminal.
    pub truncated: bool,
}

/// Plays `initial` to the end (or `max_plies` moves): chance by
/// [`Game::chance_outcomes`] sampled with [`crate::sample`], seats uniformly at
/// random among the legal moves, both from `rng`. Moves are applied with
/// [`Game::apply`]; a move that the game refuses stops the play-out early
/// (`truncated`), which the conformance check reports.
pub fn random_playout<G: Game>(initial: &G, rng: &mut TestRng, max_plies: usize) -> Playout<G> {
    let mut state = initial.clone();
    let mut moves = Vec::new();
    let (mut decisions, mut chance_moves) = (0, 0);
    let mut truncated = false;
    for _ in 0..max_plies {
        let mv = match state.to_act() {
            Actor::Terminal => break,
            Actor::Chance => match sample_chance(&state, rng) {
                Ok(Some(m)) => {
                    chance_moves += 1;
                    m
                }
                _ => {
                    truncated = true;
                    break;
                }
            },
            Actor::Seat(_) => {
                let buf = state.legal_move_list();
                match uniform_index(buf.len(), rng).and_then(|i| buf.get(i)) {
                    Some(m) => {
                        decisions += 1;
                        m.clone()
                    }
                    None => {
                        truncated = true;
                        break;
                    }
                }
            }
        };
        match state.apply(&mv) {
            Ok(s) => state = s,
            Err(_) => {
                truncated = true;
                break;
            }
        }
        moves.push(mv);
    }
    if !state.is_terminal() {
        truncated = true;
    }
    Playout {
        moves,
        final_state: state,
        decisions,
        chance_moves,
        truncated,
    }
}

/// States from seeded random play, for benches and tests that want
/// "typical" positions: for each seed, the game from `start` is played with
/// [`crate::bots::random_step`] (RNG [`super::rng`]`(seed)`) and the state is
/// kept each time the number of moves applied reaches one of `at_plies`
/// (ascending), while the game is not over.
pub fn sample_states<G: Game>(start: &G, seeds: core::ops::Range<u64>, at_plies: &[usize]) -> Vec<G> {
    let mut out = Vec::new();
    let last = at_plies.iter().copied().max().unwrap_or(0);
    for seed in seeds {
        let mut r = super::rng(seed);
        let mut s = start.clone();
        for ply in 0..=last {
            if s.is_terminal() {
                break;
            }
            if at_plies.contains(&ply) {
                out.push(s.clone());
            }
            if crate::bots::random_step(&mut s, &mut r).is_none() {
                break;
            }
        }
    }
    out
}
