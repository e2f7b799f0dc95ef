//! A fixed amount of work for profilers (`perf stat`, `perf record`,
//! `valgrind --tool=callgrind`), where a timed loop would measure the
//! machine's load instead of the code:
//!
//! `cargo run --release -p deblockle --features testkit --example deblockle_profile -- playout 2000`
//! plays 2000 seeded random games of the default game capped at 300 turns
//! through the fast paths; `-- perft 5` runs perft from the fixed start of
//! `tests/suite/perft.rs`.

use std::hint::black_box;
use std::time::Instant;

use board_core::testkit::{perft, rng};
use board_core::{Actor, Game};
use deblockle::{Config, Face, Orientation, State};

fn main() {
    let mut args = std::env::args().skip(1);
    let mode = args.next().unwrap_or_else(|| "playout".to_string());
    let n: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1000);
    let t = Instant::now();
    match mode.as_str() {
        "perft" => {
            let o = Orientation::new(Face::Slider, Face::Star).unwrap();
            let s = State::new(Config::fixed(o, o)).unwrap();
            let leaves = perft(&s, n as u32);
            let secs = t.elapsed().as_secs_f64();
            println!(
                "perft depth {n}: {leaves} leaves in {secs:.3} s, {:.1} M leaves/s",
                leaves as f64 / secs / 1e6
            );
        }
        _ => {
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
}
