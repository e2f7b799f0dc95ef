//! Iterations per second of the guided search (`guided:N`: MCTS with
//! [`oduludo::Heuristics`]) against plain MCTS (`mcts:N`, uniform
//! play-outs), on the same positions:
//! `cargo run --release -p oduludo --example oduludo_guided_speed -- [N] [POSITIONS] [SEED]`.
//!
//! The positions are the seat decisions of seeded random games of the
//! default game (4 players, Standard), one in every five; each bot searches
//! each position afresh with `N` iterations (default 1,000), one thread.
//! Prints the mean milliseconds per move and iterations per second of
//! each, and their ratio. Wall-clock time: on a loaded machine compare the
//! two rows of one run, not runs.

use std::time::Instant;

use board_core::bots::Bot;
use board_core::mcts::{MctsBot, MctsConfig, SearchSettings};
use board_core::{Actor, Game};
use oduludo::{Config, State};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

fn mcts_config(n: u32) -> MctsConfig<State> {
    MctsConfig::iterations(n)
        .with_leaf_value(State::ROLLOUT_PLIES, <State as SearchSettings>::leaf_value)
        .with_exploration(State::EXPLORATION)
        .with_open_loop_chance(State::OPEN_LOOP_CHANCE)
}

fn guided_config(n: u32) -> MctsConfig<State> {
    mcts_config(n)
        .with_leaf_value(State::GUIDED_ROLLOUT_PLIES, <State as SearchSettings>::leaf_value)
        .with_exploration(State::GUIDED_EXPLORATION)
        .with_prior_weight(State::GUIDED_PRIOR_WEIGHT)
        .with_rave(State::GUIDED_RAVE)
        .with_solver(State::GUIDED_SOLVER)
        .with_open_loop_chance(State::GUIDED_OPEN_LOOP_CHANCE)
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let n: u32 = args.next().map_or(Ok(1_000), |s| s.parse())?;
    let count: usize = args.next().map_or(Ok(40), |s| s.parse())?;
    let seed: u64 = args.next().map_or(Ok(1), |s| s.parse())?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut positions = Vec::new();
    let mut k = 0u64;
    while positions.len() < count {
        let mut s = State::new(Config::default())?;
        loop {
            match s.to_act() {
                Actor::Terminal => break,
                Actor::Chance => {
                    let mv = s.sample_chance(&mut rng).ok_or("chance")?;
                    s = s.apply(&mv)?;
                }
                Actor::Seat(_) => {
                    if s.legal_moves().len() > 1 {
                        k += 1;
                        if k.is_multiple_of(5) && positions.len() < count {
                            positions.push(s);
                        }
                    }
                    let mv = s.random_move(&mut rng).ok_or("move")?;
                    s = s.apply(&mv)?;
                }
            }
        }
    }
    let mut times = [0f64; 2];
    for (i, p) in positions.iter().enumerate() {
        for (j, t) in times.iter_mut().enumerate() {
            let bot_rng = ChaCha8Rng::seed_from_u64(seed ^ i as u64);
            let start = Instant::now();
            let mv = if j == 0 {
                MctsBot::new(mcts_config(n), bot_rng).choose(p)
            } else {
                MctsBot::guided(guided_config(n), bot_rng, oduludo::Heuristics::default()).choose(p)
            };
            *t += start.elapsed().as_secs_f64();
            std::hint::black_box(mv);
        }
    }
    let moves = positions.len() as f64;
    for (name, t) in [("mcts", times[0]), ("guided", times[1])] {
        println!(
            "{name}:{n}  {:.1} ms/move  {:.0} iterations/s",
            1e3 * t / moves,
            f64::from(n) * moves / t
        );
    }
    println!(
        "guided/mcts time ratio {:.2} over {} positions",
        times[1] / times[0],
        positions.len()
    );
    Ok(())
}
