//! Steps per second of the batched runner, observation and mask included,
//! at batch 1, 64 and 1024 for each game.
//!
//! ```text
//! cargo run --release -p tabletop-vector --example throughput -- [SECONDS [THREADS]] [--game NAME] [--batch N]
//! cargo run --release -p tabletop-vector --example throughput -- SECONDS --scaling [--game NAME]
//! cargo run --release -p tabletop-vector --example throughput -- --bandwidth
//! ```
//!
//! Each game plays uniformly random legal ids read from the mask, with
//! auto-reset, for about SECONDS (default 2) per row, in `f32` and in `u8`.
//! Only the `step` calls are timed (the policy that reads the masks is the
//! caller's cost, not the runner's). A "step" is one game's step: batch x
//! calls. The bytes the runner writes per step (observation, mask,
//! rewards, flags, seat to act) are printed beside. THREADS (default:
//! rayon's, the number of cores) sets the pool. `--game` keeps the games
//! whose name contains NAME, `--batch` runs one batch size.
//!
//! `--scaling`: batch 1024, `f32`, on a pool of 1 thread and then of 2,
//! timing the `step` calls by wall clock and by the process's CPU time
//! (`getrusage`, user + system, every thread of the process). The "2 vs 1"
//! row gives the ratios, 2 threads over 1: of wall-clock steps/s, and of
//! steps per CPU-second (1.0 = no CPU time lost to the second thread).
//!
//! `--bandwidth`: the machine's copy bandwidth (a `copy_from_slice` of a
//! 256 MiB buffer, best of 5), the physical limit of writing buffers.

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

/// What one measurement gives.
struct Rate {
    /// Steps per second of wall time in `step`.
    wall: f64,
    /// Steps per second of process CPU time (every thread) in `step`.
    cpu: f64,
    /// Bytes the runner writes per step.
    bytes: usize,
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut seconds = 2.0f64;
    let mut threads: Option<usize> = None;
    let (mut filter, mut batches) = (String::new(), vec![1usize, 64, 1024]);
    let (mut scaling, mut bandwidth) = (false, false);
    let mut positional = 0;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--scaling" => scaling = true,
            "--bandwidth" => bandwidth = true,
            "--game" => filter = args.next().ok_or("--game NAME")?,
            "--batch" => batches = vec![args.next().ok_or("--batch N")?.parse()?],
            _ if positional == 0 => {
                seconds = a.parse()?;
                positional += 1;
            }
            _ => threads = Some(a.parse()?),
        }
    }
    let games: Vec<&str> = GAMES.into_iter().filter(|g| g.contains(filter.as_str())).collect();
    if bandwidth {
        copy_bandwidth();
        return Ok(());
    }
    if scaling {
        println!("| game | threads | steps/s (wall) | steps per CPU-second | CPU/wall |");
        println!("|---|---:|---:|---:|---:|");
        for game in games {
            let mut first = None;
            for t in [1usize, 2] {
                let pool = rayon::ThreadPoolBuilder::new().num_threads(t).build()?;
                let r = pool.install(|| {
                    measure(game, 1024, ObsDtype::F32, Duration::from_secs_f64(seconds)).map_err(|e| e.to_string())
                })?;
                println!(
                    "| {game} | {t} | {:.0} | {:.0} | {:.2} |",
                    r.wall,
                    r.cpu,
                    r.wall / r.cpu
                );
                if let Some((w, c)) = first {
                    println!("| {game} | 2 vs 1 | x{:.2} | x{:.2} | |", r.wall / w, r.cpu / c);
                } else {
                    first = Some((r.wall, r.cpu));
                }
            }
        }
        return Ok(());
    }
    if let Some(t) = threads {
        rayon::ThreadPoolBuilder::new().num_threads(t).build_global()?;
    }
    println!("threads: {}", rayon::current_num_threads());
    println!("| game | batch | dtype | steps/s | bytes written per step |");
    println!("|---|---:|---|---:|---:|");
    for game in games {
        for &batch in &batches {
            for dtype in [ObsDtype::F32, ObsDtype::U8] {
                let r = measure(game, batch, dtype, Duration::from_secs_f64(seconds))?;
                let d = if dtype == ObsDtype::F32 { "f32" } else { "u8" };
                println!("| {game} | {batch} | {d} | {:.0} | {} |", r.wall, r.bytes);
            }
        }
    }
    Ok(())
}

/// User + system CPU time of the whole process so far.
fn cpu_time() -> Duration {
    let mut u = core::mem::MaybeUninit::<libc::rusage>::zeroed();
    // SAFETY: getrusage writes a `rusage` into the pointer it is given,
    // which points at one; RUSAGE_SELF is a valid `who`.
    let u = unsafe {
        libc::getrusage(libc::RUSAGE_SELF, u.as_mut_ptr());
        u.assume_init()
    };
    let tv = |t: libc::timeval| Duration::new(t.tv_sec as u64, (t.tv_usec as u32) * 1000);
    tv(u.ru_utime) + tv(u.ru_stime)
}

/// Prints the best of 5 copies of a 256 MiB buffer.
fn copy_bandwidth() {
    let len = 256 << 20;
    let src = vec![1u8; len];
    let mut dst = vec![0u8; len];
    dst.copy_from_slice(&src); // fault the pages in
    let mut best = Duration::MAX;
    for _ in 0..5 {
        let t = Instant::now();
        dst.copy_from_slice(std::hint::black_box(&src));
        std::hint::black_box(&mut dst);
        best = best.min(t.elapsed());
    }
    let gb = len as f64 / best.as_secs_f64() / 1e9;
    println!(
        "copy bandwidth (one thread, 256 MiB, best of 5): {gb:.1} GB/s copied ({:.1} GB/s read + written)",
        2.0 * gb
    );
}

fn measure(game: &str, n: usize, dtype: ObsDtype, time: Duration) -> Result<Rate, Box<dyn std::error::Error>> {
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
    let (mut stepping, mut cpu) = (Duration::ZERO, Duration::ZERO);
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
            let (t, c) = (Instant::now(), cpu_time());
            env.step(&actions, out)?;
            stepping += t.elapsed();
            cpu += cpu_time().saturating_sub(c);
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
    let steps = calls as f64 * n as f64;
    Ok(Rate {
        wall: steps / stepping.as_secs_f64(),
        cpu: steps / cpu.as_secs_f64().max(1e-9),
        // observation, mask, rewards (f32), terminated + truncated, to_act (i32)
        bytes: l * per_value + a + 4 * w + 2 + 4,
    })
}
