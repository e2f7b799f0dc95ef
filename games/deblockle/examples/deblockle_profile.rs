//! A fixed amount of work for profilers (`perf stat`, `perf record`,
//! `valgrind --tool=callgrind`), where a timed loop would measure the
//! machine's load instead of the code:
//!
//! `cargo run --release -p deblockle --features testkit --example deblockle_profile -- playout 2000`
//! plays 2000 seeded random games of the default game capped at 300 turns
//! through the fast paths; `-- perft 5` runs perft (bulk counting,
//! `board_core::testkit::perft`) from position A of `tests/suite/perft.rs`;
//! `-- perft_listed 5` runs the plain perft from there
//! (`board_core::testkit::perft_listed`: the last ply listed, every node
//! above it cloned and played, as chess perfts such as shakmaty's do);
//! `-- generic 20000` plays 20000 seeded moves of the default game through
//! the generic path (`board_core::bots::listed_step`, one reused move list,
//! a finished game restarted), as the instruction guard's
//! `deblockle_generic_play` does.
//!
//! The perft modes print one machine-readable line,
//!
//! ```text
//! engine=tabletop game=deblockle position=A perft=fast|listed depth=N leaves=L seconds=S cpu_seconds=C leaves_per_s=R leaves_per_cpu_s=Q
//! ```
//!
//! where `seconds` is wall time and `cpu_seconds` the CPU time of the perft
//! (the process has one thread; on Linux it is read from
//! `/proc/self/schedstat`, in nanoseconds; elsewhere `cpu_seconds=NA` and
//! the rate by CPU time falls back to wall time). The leaf count is checked
//! against the known counts of position A; a mismatch fails the run.

use std::hint::black_box;
use std::process::ExitCode;
use std::time::Instant;

use board_core::bots::{ListedBuffers, Step, listed_step};
use board_core::testkit::{perft, perft_listed, rng};
use board_core::{Actor, Game};
use deblockle::{Config, Face, Orientation, State};

/// Perft leaf counts of position A, (depth, leaves): depths 1-3 are
/// `tests/suite/perft.rs`'s; 4-6 were recorded from this engine (4 and 6
/// are BENCHMARKS.md's; both perfts agree on all).
const KNOWN_A: [(u32, u64); 7] = [
    (0, 1),
    (1, 26),
    (2, 613),
    (3, 17_151),
    (4, 433_023),
    (5, 12_148_782),
    (6, 301_154_560),
];

/// This thread's CPU time so far, in seconds (Linux: the first field of
/// `/proc/self/schedstat`, nanoseconds on the CPU); `None` where that file
/// cannot be read. The kernel brings that figure up to date at each
/// scheduler tick and switch; yielding first makes it exact to the call.
fn cpu_seconds() -> Option<f64> {
    std::thread::yield_now();
    let s = std::fs::read_to_string("/proc/self/schedstat").ok()?;
    let ns: u64 = s.split_whitespace().next()?.parse().ok()?;
    Some(ns as f64 / 1e9)
}

fn main() -> ExitCode {
    let mut args = std::env::args().skip(1);
    let mode = args.next().unwrap_or_else(|| "playout".to_string());
    let n: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1000);
    match mode.as_str() {
        "perft" | "perft_listed" => {
            let Some(o) = Orientation::new(Face::Slider, Face::Star) else {
                eprintln!("deblockle_profile: no orientation Slider up, Star north");
                return ExitCode::FAILURE;
            };
            let s = match State::new(Config::fixed(o, o)) {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("deblockle_profile: position A: {e}");
                    return ExitCode::FAILURE;
                }
            };
            let depth = n as u32;
            let (kind, count): (&str, fn(&State, u32) -> u64) = if mode == "perft" {
                ("fast", perft)
            } else {
                ("listed", perft_listed)
            };
            let cpu0 = cpu_seconds();
            let t = Instant::now();
            let leaves = count(black_box(&s), depth);
            let secs = t.elapsed().as_secs_f64();
            let cpu = cpu_seconds().zip(cpu0).map(|(b, a)| b - a);
            if let Some(&(_, k)) = KNOWN_A.iter().find(|(d, _)| *d == depth)
                && leaves != k
            {
                eprintln!("deblockle_profile: perft {kind} depth {depth}: {leaves} leaves, known {k}");
                return ExitCode::FAILURE;
            }
            let cpu_text = cpu.map_or_else(|| "NA".to_string(), |c| format!("{c:.3}"));
            let per_cpu = leaves as f64 / cpu.unwrap_or(secs).max(1e-9);
            println!(
                "engine=tabletop game=deblockle position=A perft={kind} depth={depth} leaves={leaves} seconds={secs:.3} cpu_seconds={cpu_text} leaves_per_s={:.0} leaves_per_cpu_s={per_cpu:.0}",
                leaves as f64 / secs.max(1e-9)
            );
        }
        "generic" => {
            let start = match State::new(Config::default()) {
                Ok(s) => s,
                Err(e) => {
                    eprintln!("deblockle_profile: default game: {e}");
                    return ExitCode::FAILURE;
                }
            };
            let t = Instant::now();
            let mut r = rng(1);
            let (mut d, mut c) = (0u64, 0u64);
            let mut bufs = ListedBuffers::<State>::new();
            let mut s = start.clone();
            while d + c < n {
                match listed_step(&mut s, &mut bufs, &mut r) {
                    Some(Step::Decision) => d += 1,
                    Some(Step::Chance) => c += 1,
                    None => s = start.clone(),
                }
            }
            black_box(&s);
            let secs = t.elapsed().as_secs_f64();
            println!(
                "generic: {d} decisions, {c} chance moves in {secs:.3} s: {:.0} moves/s",
                (d + c) as f64 / secs.max(1e-9)
            );
        }
        _ => {
            let t = Instant::now();
            let start = State::new(Config {
                max_turns: Some(300),
                ..Config::default()
            })
            .unwrap();
            let mut r = rng(1);
            let (mut d, mut c) = (0u64, 0u64);
            for _ in 0..n {
                let mut s = start.clone();
                loop {
                    let mv = match s.to_act() {
                        Actor::Terminal => break,
                        Actor::Chance => {
                            c += 1;
                            s.sample_chance(&mut r)
                        }
                        Actor::Seat(_) => {
                            d += 1;
                            s.random_move(&mut r)
                        }
                    };
                    match mv {
                        Some(m) => s.apply_unchecked(&m),
                        None => break,
                    }
                }
                black_box(&s);
            }
            let secs = t.elapsed().as_secs_f64();
            println!(
                "{n} games, {d} decisions, {c} chance moves in {secs:.3} s: {:.0} moves/s",
                (d + c) as f64 / secs
            );
        }
    }
    ExitCode::SUCCESS
}
