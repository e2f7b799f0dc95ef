//! Throughput of random play-outs and of MCTS iterations (today's `mcts:N`
//! and the guided `guided:N`) with 1, 2, ... threads, by wall time and by
//! process CPU time, and the time of one `mcts:2000` move (the time of a
//! move at each named level is `examples/levels.rs`).
//!
//! ```sh
//! cargo run --release --example scaling -- --seconds 3            # every game, threads 1 and all cores
//! cargo run --release --example scaling -- --game deblockle --threads 1,2,4
//! ```
//!
//! Play-outs: [`board_core::mcts::parallel_playouts`] from the initial
//! state, each play-out seeded by its index. MCTS: [`ParallelMctsBot`] with
//! two root trees (fixed, so every thread count does the same work) and 2,000
//! iterations per search, over 8 positions taken from a seeded random game,
//! once with [`mcts_config`] and uniform play-outs (`mcts`) and once with
//! [`guided_config`] and the game's knowledge (`guided`). "/s" is per second
//! of wall time, "/cpu-s" per second of the process's CPU time (all threads
//! together; `cpu_time::ProcessTime`), which other load on a shared machine
//! does not inflate. Move time: the sequential [`board_core::mcts::MctsBot`]
//! at [`DEFAULT_STRENGTH`] iterations over the same positions, by wall time.

use std::process::ExitCode;
use std::time::Instant;

use cpu_time::ProcessTime;

use board_core::bots::{Bot, random_step};
use board_core::mcts::{MctsBot, MctsConfig, ParallelMctsBot, Rollout, parallel_playouts};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use tabletop_rules::search::{DEFAULT_STRENGTH, GameVisitor, SearchGame, guided_config, mcts_config, with_game};

struct Measure {
    threads: Vec<usize>,
    seconds: f64,
}

/// Up to 8 positions where a seat acts, from a seeded random game.
fn positions<G: SearchGame>(initial: &G) -> Vec<G> {
    let mut out = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(99);
    let mut s = initial.clone();
    let mut ply = 0u64;
    while out.len() < 8 {
        if s.to_act().seat().is_some() && ply.is_multiple_of(7) {
            out.push(s.clone());
        }
        if random_step(&mut s, &mut rng).is_none() {
            s = initial.clone();
        }
        ply += 1;
    }
    out
}

impl GameVisitor for &Measure {
    type Output = ();
    fn visit<G: SearchGame>(self, initial: G) {
        let pos = positions(&initial);
        let mut line = format!("{:<10}", G::NAME);
        for &t in &self.threads {
            let Ok(pool) = rayon::ThreadPoolBuilder::new().num_threads(t).build() else {
                continue;
            };
            // Play-outs.
            let start = Instant::now();
            let (mut n, mut plies) = (0u64, 0u64);
            while start.elapsed().as_secs_f64() < self.seconds {
                let st = pool.install(|| parallel_playouts::<G, ChaCha8Rng>(&initial, 512, 100_000, n));
                n += st.playouts;
                plies += st.plies;
            }
            let secs = start.elapsed().as_secs_f64();
            line.push_str(&format!(
                " | {t} thr: {:>9.0} play-outs/s {:>11.0} plies/s",
                n as f64 / secs,
                plies as f64 / secs
            ));
            // MCTS iterations, today's and guided.
            let knowledge = G::Knowledge::default();
            for (name, (wall, cpu)) in [
                (
                    "mcts",
                    self.iterations(&pool, &pos, mcts_config::<G>, |c, r| MctsBot::new(c, r)),
                ),
                (
                    "guided",
                    self.iterations(&pool, &pos, guided_config::<G>, |c, r| {
                        MctsBot::guided(c, r, knowledge.clone())
                    }),
                ),
            ] {
                line.push_str(&format!(" {wall:>8.0} {name} it/s {cpu:>8.0} it/cpu-s"));
            }
        }
        // One move at the default strength, sequential.
        let mut worst = 0f64;
        let mut total = 0f64;
        for (i, p) in pos.iter().enumerate() {
            let mut bot = MctsBot::new(mcts_config::<G>(DEFAULT_STRENGTH), ChaCha8Rng::seed_from_u64(i as u64));
            let start = Instant::now();
            let _ = bot.choose(p);
            let d = start.elapsed().as_secs_f64();
            worst = worst.max(d);
            total += d;
        }
        line.push_str(&format!(
            " | mcts:{DEFAULT_STRENGTH} move: mean {:.0} ms, max {:.0} ms",
            1000.0 * total / pos.len() as f64,
            1000.0 * worst
        ));
        println!("{line}");
    }
}

impl Measure {
    /// MCTS iterations per wall second and per CPU second: `make(config,
    /// rng)` searched with two root trees from each position until the time
    /// is up.
    fn iterations<G, P, K>(
        &self,
        pool: &rayon::ThreadPool,
        pos: &[G],
        config: fn(u32) -> MctsConfig<G>,
        make: impl Fn(MctsConfig<G>, ChaCha8Rng) -> MctsBot<G, ChaCha8Rng, P, K>,
    ) -> (f64, f64)
    where
        G: SearchGame,
        P: Rollout<G> + Send + Sync,
        K: board_core::mcts::Knowledge<G> + Send + Sync,
    {
        let start = Instant::now();
        let cpu = ProcessTime::now();
        let mut iters = 0u64;
        let mut k = 0u64;
        while start.elapsed().as_secs_f64() < self.seconds {
            for p in pos {
                let c = config(2000).with_trees(2).with_reuse(false);
                let mut bot = ParallelMctsBot::new(make(c, ChaCha8Rng::seed_from_u64(k)));
                k += 1;
                if let Some(s) = pool.install(|| bot.search(p)) {
                    iters += s.iterations;
                }
            }
        }
        let wall = start.elapsed().as_secs_f64();
        let cpu = cpu.elapsed().as_secs_f64();
        (iters as f64 / wall, iters as f64 / cpu.max(1e-9))
    }
}

fn main() -> ExitCode {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut m = Measure {
        threads: if cores > 1 { vec![1, cores] } else { vec![1] },
        seconds: 2.0,
    };
    let mut games = vec![
        "xobrainer".to_string(),
        "oduludo".to_string(),
        "numseq".to_string(),
        "deblockle".to_string(),
    ];
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match (a.as_str(), args.next()) {
            ("--game", Some(g)) => games = vec![g],
            ("--seconds", Some(s)) => match s.parse() {
                Ok(s) => m.seconds = s,
                Err(_) => return fail("--seconds needs a number"),
            },
            ("--threads", Some(t)) => match t.split(',').map(str::parse).collect::<Result<Vec<usize>, _>>() {
                Ok(t) if !t.is_empty() => m.threads = t,
                _ => return fail("--threads needs a comma-separated list of thread counts"),
            },
            _ => return fail("usage: scaling [--game GAME] [--seconds S] [--threads 1,2]"),
        }
    }
    println!("{cores} cores available; {} s per measurement", m.seconds);
    for g in &games {
        if let Err(e) = with_game(g, &m) {
            return fail(&e);
        }
    }
    ExitCode::SUCCESS
}

fn fail(msg: &str) -> ExitCode {
    eprintln!("scaling: {msg}");
    ExitCode::from(2)
}
