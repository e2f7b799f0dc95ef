//! Steps per second of the batched runner, observation and mask included,
//! at batch 1, 64 and 1024 for each game (issue 28).
//!
//! ```text
//! cargo run --release -p tabletop-vector --example throughput [-- SECONDS [THREADS]]
//! ```
//!
//! Each game plays uniformly random legal ids read from the mask, with
//! auto-reset, for about SECONDS (default 2) per row, in `f32` and in `u8`.
//! Only the `step` calls are timed (the policy that reads the masks is the
//! caller's cost, not the runner's). A "step" is one game's step: batch x
//! calls. Observation and mask bytes per step are
//! printed beside. THREADS (default: rayon's, the number of cores) sets the
//! pool.

use std::time::{Duration, Instant};

use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use tabletop_vector::{Buffers, ObsBuf, ObsDtype, VectorOptions, from_game_string};

const GAMES: [&str; 4] = [
    "deblockle",
    "xobrainer(format=one-round)",
    "oduludo(players=2)",
    "numseq",
];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let seconds: f64 = args.next().map(|s| s.parse()).transpose()?.unwrap_or(2.0);
    if let Some(t) = args.next() {
        rayon::ThreadPoolBuilder::new().num_threads(t.parse()?).build_global()?;
    }
    println!("threads: {}", rayon::current_num_threads());
    println!("| game | batch | dtype | steps/s | obs + mask bytes per step |");
    println!("|---|---:|---|---:|---:|");
    for game in GAMES {
        for batch in [1usize, 64, 1024] {
            for dtype in [ObsDtype::F32, ObsDtype::U8] {
                let (rate, bytes) = measure(game, batch, dtype, Duration::from_secs_f64(seconds))?;
                let d = if dtype == ObsDtype::F32 { "f32" } else { "u8" };
                println!("| {game} | {batch} | {d} | {rate:.0} | {bytes} |");
            }
        }
    }
    Ok(())
}

fn measure(game: &str, n: usize, dtype: ObsDtype, time: Duration) -> Result<(f64, usize), Box<dyn std::error::Error>> {
    let mut env = from_game_string(game, &VectorOptions::new(n))?;
    let (l, a, w) = (env.observation_len(), env.num_actions(), env.reward_width());
    let mut obs_f = vec![0f32; if dtype == ObsDtype::F32 { n * l } else { 0 }];
    let mut obs_u = vec![0u8; if dtype == ObsDtype::U8 { n * l } else { 0 }];
    let mut mask = vec![false; n * a];
    let (mut rew, mut term, mut trunc, mut seat) = (vec![0f32; n * w], vec![false; n], vec![false; n], vec![0i32; n]);
    let mut actions = vec![0usize; n];
    let mut legal = Vec::with_capacity(a);
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut first = true;
    let start = Instant::now();
    let mut calls = 0u64;
    let mut stepping = Duration::ZERO;
    while start.elapsed() < time || calls < 3 {
        let out = Buffers {
            obs: if dtype == ObsDtype::F32 {
                ObsBuf::F32(&mut obs_f)
            } else {
                ObsBuf::U8(&mut obs_u)
            },
            mask: &mut mask,
            rewards: &mut rew,
            terminated: &mut term,
            truncated: &mut trunc,
            to_act: &mut seat,
        };
        if first {
            env.reset(1, out)?;
            first = false;
        } else {
            let t = Instant::now();
            env.step(&actions, out)?;
            stepping += t.elapsed();
            calls += 1;
        }
        // The policy: a random legal id from each row of the mask.
        for (act, row) in actions.iter_mut().zip(mask.chunks(a)) {
            legal.clear();
            legal.extend(row.iter().enumerate().filter(|(_, b)| **b).map(|(i, _)| i));
            let k = board_core::bots::uniform_index(legal.len(), &mut rng).unwrap_or(0);
            *act = legal.get(k).copied().unwrap_or(0);
        }
    }
    let per_value = if dtype == ObsDtype::F32 { 4 } else { 1 };
    Ok((
        (calls as f64 * n as f64) / start.elapsed().as_secs_f64(),
        l * per_value + a,
    ))
}
