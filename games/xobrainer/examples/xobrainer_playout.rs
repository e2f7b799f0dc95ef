//! Seeded random play-outs, a fixed amount of work:
//! `cargo run --release -p xobrainer --example xobrainer_playout -- [--generic | --whole] [GAMES] [SEED]`.
//!
//! By default through the fast path (`Game::random_step`, XOBrainer's fused
//! choose-and-apply); with `--generic` through the generic path
//! ([`board_core::bots::listed_step`]: every legal move listed into one
//! reused `MoveList`, one chosen uniformly, applied unchecked). Both make
//! the same RNG calls, so a seed plays the same games either way. With
//! `--whole` through `Game::random_playout` (the same games again, the
//! whole play-out in one call).
//!
//! Prints the games, decisions and chance moves played and the time taken.
//! Being deterministic, it suits instruction counting
//! (`valgrind --tool=callgrind`) where wall-clock timings are noisy.

use std::time::Instant;

use board_core::bots::Step;
use board_core::{Actor, Game};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use xobrainer::{Config, State};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let generic = if let Some(at) = args.iter().position(|a| a == "--generic") {
        args.remove(at);
        true
    } else {
        false
    };
    let whole = if let Some(at) = args.iter().position(|a| a == "--whole") {
        args.remove(at);
        true
    } else {
        false
    };
    let mut args = args.into_iter();
    let games: u64 = args.next().map_or(Ok(2_000), |s| s.parse())?;
    let seed: u64 = args.next().map_or(Ok(1), |s| s.parse())?;
    let start_state = State::new(Config::default())?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut decisions, mut chance) = (0u64, 0u64);
    let mut bufs = board_core::bots::ListedBuffers::<State>::new();
    let t = Instant::now();
    for _ in 0..games {
        let mut s = start_state.clone();
        if generic {
            // The generic step: list, pick, apply unchecked.
            while let Some(step) = board_core::bots::listed_step(&mut s, &mut bufs, &mut rng) {
                match step {
                    Step::Decision => decisions += 1,
                    Step::Chance => chance += 1,
                }
            }
        } else if whole {
            // The whole play-out in one call (`Game::random_playout`): the
            // same games as the step loop below.
            s.random_playout(&mut rng, &mut decisions, &mut chance);
        } else {
            // The play-out step every driver uses (`bench` example, benches,
            // MCTS): `Game::random_step`, XOBrainer's fused choose-and-apply.
            while board_core::bots::counted_step(&mut s, &mut rng, &mut decisions, &mut chance) {}
        }
        if s.to_act() != Actor::Terminal {
            return Err("no move at a non-terminal state".into());
        }
        std::hint::black_box(&s);
    }
    let secs = t.elapsed().as_secs_f64();
    let path = if generic {
        "generic"
    } else if whole {
        "whole"
    } else {
        "fast"
    };
    println!(
        "path={path} games={games} decisions={decisions} chance={chance} seconds={secs:.3} decisions_per_s={:.0}",
        decisions as f64 / secs
    );
    Ok(())
}
