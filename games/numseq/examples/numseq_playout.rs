//! A fixed amount of seeded random play through the fast paths, for
//! profilers that want the same work on every run (`callgrind` instruction
//! counts, `perf record`), where `examples/bench.rs` at the workspace root
//! plays for a fixed time.
//!
//! `cargo run --release -p numseq --example numseq_playout -- [--generic] [GAMES] [SEED]`
//! (defaults: 20000 games, seed 1) prints the moves played, split into
//! decisions and chance outcomes, the time taken, and a checksum of the
//! games (equal checksums, equal games). `--generic` plays through the
//! generic path ([`board_core::bots::listed_step`] with one reused move
//! list) instead of the fast one; both play the same games.

use std::hint::black_box;
use std::time::Instant;

use board_core::bots::{ListedBuffers, Step, listed_step};
use board_core::{Actor, Game};
use numseq::{Config, State};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let generic = args.next_if(|a| a == "--generic").is_some();
    let games: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let seed: u64 = args.next().and_then(|s| s.parse().ok()).unwrap_or(1);
    let start_state = State::new(Config::default()).expect("the default config is valid");
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (mut decisions, mut chance, mut checksum) = (0u64, 0u64, 0u64);
    let mut bufs = ListedBuffers::<State>::new();
    let start = Instant::now();
    for _ in 0..games {
        let mut s = start_state.clone();
        if generic {
            loop {
                match listed_step(&mut s, &mut bufs, &mut rng) {
                    Some(Step::Decision) => decisions += 1,
                    Some(Step::Chance) => chance += 1,
                    None => {
                        assert!(
                            matches!(s.to_act(), Actor::Terminal),
                            "no move at a non-terminal state {s}"
                        );
                        break;
                    }
                }
            }
        } else {
            loop {
                let mv = match s.to_act() {
                    Actor::Terminal => break,
                    Actor::Chance => {
                        chance += 1;
                        s.sample_chance(&mut rng)
                    }
                    Actor::Seat(_) => {
                        decisions += 1;
                        s.random_move(&mut rng)
                    }
                };
                let Some(m) = mv else {
                    panic!("no move at a non-terminal state {s}");
                };
                s.apply_unchecked(&m);
            }
        }
        let s = black_box(s);
        checksum = checksum
            .rotate_left(5)
            .wrapping_add(s.occupied().0 as u64 ^ (s.occupied().0 >> 64) as u64);
    }
    let secs = start.elapsed().as_secs_f64();
    let moves = decisions + chance;
    println!(
        "path={} games={games} moves={moves} decisions={decisions} chance={chance} seconds={secs:.3} moves_per_s={:.0} games_per_s={:.1} checksum={checksum:016x}",
        if generic { "generic" } else { "fast" },
        moves as f64 / secs,
        games as f64 / secs
    );
}
