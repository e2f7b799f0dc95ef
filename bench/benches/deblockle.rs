//! Criterion benches for Deblockle: move generation and `apply` on
//! mid-game states from seeded random play, the fast paths, seeded random
//! play-outs, and perft from the fixed start of `tests/perft.rs`.
//!
//! `cargo bench -p deblockle --features testkit` (about a minute in all).

use std::hint::black_box;
use std::time::Duration;

use board_core::Game;
use board_core::testkit::{perft, rng};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use deblockle::{Config, Face, Move, Orientation, State};

/// The default game (standard setup, four blocks each) capped at 300 turns,
/// as the root `bench` example plays it (random games rarely end).
fn default_game() -> State {
    State::new(Config {
        max_turns: Some(300),
        ..Config::default()
    })
    .unwrap()
}

/// Perft position A of `tests/perft.rs`: every block Slider up, Star north.
fn fixed_start() -> State {
    let o = Orientation::new(Face::Slider, Face::Star).unwrap();
    State::new(Config::fixed(o, o)).unwrap()
}

use board_core::bots::counted_step as step;

/// Typical mid-game states: 64 seeded random games of the default game,
/// sampled after 10, 30, 60 and 120 turns (whichever they reach).
fn mid_game_states() -> Vec<State> {
    let mut out = Vec::new();
    for seed in 0..64 {
        let mut s = default_game();
        let mut r = rng(seed);
        let (mut d, mut c) = (0, 0);
        for turns in [10, 30, 60, 120] {
            while s.turns() < turns && step(&mut s, &mut r, &mut d, &mut c) {}
            if !s.is_terminal() {
                out.push(s.clone());
            }
        }
    }
    out
}

fn quick(c: &mut Criterion) -> criterion::BenchmarkGroup<'_, criterion::measurement::WallTime> {
    let mut g = c.benchmark_group("deblockle");
    g.sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_millis(1500));
    g
}

fn moves_and_apply(c: &mut Criterion) {
    let states = mid_game_states();
    let moves: Vec<Move> = states
        .iter()
        .enumerate()
        .map(|(i, s)| s.random_move(&mut rng(i as u64)).unwrap())
        .collect();
    let total_moves: usize = states.iter().map(|s| s.legal_moves().len()).sum();
    eprintln!(
        "deblockle: {} mid-game states, {:.1} legal moves on average",
        states.len(),
        total_moves as f64 / states.len() as f64
    );
    let n = states.len() as u64;
    let mut g = quick(c);
    g.throughput(Throughput::Elements(n));
    g.bench_function("legal_moves_into (per state)", |b| {
        let mut buf = Vec::with_capacity(deblockle::MAX_LEGAL_MOVES);
        b.iter(|| {
            let mut k = 0;
            for s in &states {
                buf.clear();
                s.legal_moves_into(&mut buf);
                k += buf.len();
            }
            black_box(k)
        })
    });
    g.bench_function("random_move (per state)", |b| {
        let mut r = rng(7);
        b.iter(|| {
            for s in &states {
                black_box(s.random_move(&mut r));
            }
        })
    });
    g.bench_function("apply checked (per move)", |b| {
        b.iter(|| {
            for (s, m) in states.iter().zip(&moves) {
                black_box(s.apply(m).ok());
            }
        })
    });
    g.bench_function("apply_unchecked incl. clone (per move)", |b| {
        b.iter(|| {
            for (s, m) in states.iter().zip(&moves) {
                let mut t = s.clone();
                t.apply_unchecked(m);
                black_box(&t);
            }
        })
    });
    g.bench_function("clone only (per state)", |b| {
        b.iter(|| {
            for s in &states {
                black_box(s.clone());
            }
        })
    });
    g.finish();
}

fn playouts(c: &mut Criterion) {
    const GAMES: u64 = 16;
    let start = default_game();
    let play = |seed: u64| {
        let (mut d, mut ch) = (0u64, 0u64);
        let mut r = rng(seed);
        for _ in 0..GAMES {
            let mut s = start.clone();
            while step(&mut s, &mut r, &mut d, &mut ch) {}
            black_box(&s);
        }
        (d, ch)
    };
    let (d, ch) = play(1);
    eprintln!(
        "deblockle play-outs: {GAMES} games per iteration, {d} decisions and {ch} chance moves ({:.1} moves a game)",
        (d + ch) as f64 / GAMES as f64
    );
    let mut g = quick(c);
    g.throughput(Throughput::Elements(GAMES));
    g.bench_function("random play-out (per game)", |b| b.iter(|| play(1)));
    g.throughput(Throughput::Elements(d + ch));
    g.bench_function("random play-out (per move)", |b| b.iter(|| play(1)));
    g.finish();
}

fn perft_benches(c: &mut Criterion) {
    let s = fixed_start();
    let mut g = quick(c);
    for depth in [3, 4] {
        let leaves = perft(&s, depth);
        eprintln!("deblockle perft depth {depth}: {leaves} leaves");
        g.throughput(Throughput::Elements(leaves));
        g.bench_function(format!("perft depth {depth} (per leaf)"), |b| {
            b.iter(|| black_box(perft(black_box(&s), depth)))
        });
    }
    g.finish();
}

criterion_group!(benches, moves_and_apply, playouts, perft_benches);
criterion_main!(benches);
