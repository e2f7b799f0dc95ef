//! Seeded random play-outs, a fixed amount of work:
//! `cargo run --release -p oduludo --example oduludo_playout -- [--generic] [GAMES] [SEED]`.
//!
//! Plays the bench's default game (4 players, Standard) with
//! `board_core::bots::counted_step` (the fast path, as the root `bench`
//! example does), or with `--generic` through
//! `board_core::bots::listed_step` (the generic path: every legal move
//! listed into one reused list, one picked uniformly and applied unchecked;
//! chance outcomes listed and sampled). Both play the same games for the
//! same seed. Prints the games, decisions and chance moves played and the
//! time taken. Being deterministic, it suits instruction counting
//! (`valgrind --tool=callgrind`) where wall-clock timings are noisy.

use std::time::Instant;

use board_core::bots::Step;
use board_core::{Actor, Game};
use oduludo::{Config, State};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1).peekable();
    let generic = args.next_if(|a| a == "--generic").is_some();
    let games: u64 = args.next().map_or(Ok(1_000), |s| s.parse())?;
    let seed: u64 = args.next().map_or(Ok(1), |s| s.parse())?;
    let start_state = State::new(Config::default())?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let t = Instant::now();
    let (decisions, chance) = if generic {
        play_generic(&start_state, games, &mut rng)?
    } else {
        play_fast(&start_state, games, &mut rng)?
    };
    let secs = t.elapsed().as_secs_f64();
    let moves = decisions + chance;
    let path = if generic { "generic" } else { "fast" };
    println!(
        "path={path} games={games} decisions={decisions} chance={chance} seconds={secs:.3} moves_per_s={:.0}",
        moves as f64 / secs
    );
    Ok(())
}

/// `games` play-outs from `start` through the fast path: the play-out step
/// every driver uses (the root `bench` example, the benches, MCTS),
/// `Game::random_step`, ODULUDO's fused choose-and-apply. Out of line, so
/// that each path is compiled on its own, as a driver using only one
/// would compile it. Returns the decisions and chance moves played.
#[inline(never)]
fn play_fast(start: &State, games: u64, rng: &mut ChaCha8Rng) -> Result<(u64, u64), Box<dyn std::error::Error>> {
    let (mut decisions, mut chance) = (0u64, 0u64);
    for _ in 0..games {
        let mut s = *start;
        while board_core::bots::counted_step(&mut s, rng, &mut decisions, &mut chance) {}
        if s.to_act() != Actor::Terminal {
            return Err("no move at a non-terminal state".into());
        }
        std::hint::black_box(&s);
    }
    Ok((decisions, chance))
}

/// [`play_fast`] through the generic step, `board_core::bots::listed_step`
/// (what OpenSpiel's `evaluate_bots` does per move with uniform random
/// bots), one move list and one chance buffer for the whole run.
#[inline(never)]
fn play_generic(start: &State, games: u64, rng: &mut ChaCha8Rng) -> Result<(u64, u64), Box<dyn std::error::Error>> {
    let (mut decisions, mut chance) = (0u64, 0u64);
    let mut bufs = board_core::bots::ListedBuffers::<State>::new();
    for _ in 0..games {
        let mut s = *start;
        while let Some(step) = board_core::bots::listed_step(&mut s, &mut bufs, rng) {
            match step {
                Step::Decision => decisions += 1,
                Step::Chance => chance += 1,
            }
        }
        if s.to_act() != Actor::Terminal {
            return Err("no move at a non-terminal state".into());
        }
        std::hint::black_box(&s);
    }
    Ok((decisions, chance))
}
