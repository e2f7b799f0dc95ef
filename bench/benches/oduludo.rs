//! Criterion benches for ODULUDO: move generation and `apply` on mid-game
//! states from seeded random play, the fast paths (`random_move`,
//! `sample_chance`, `apply_unchecked`), and seeded random play-outs of the
//! root `bench` example's default game (4 players, Standard), per game and
//! per move, decisions and chance moves counted apart.
//!
//! `cargo bench -p oduludo` (well under a minute in all).

use std::hint::black_box;
use std::time::Duration;

use board_core::testkit::rng;
use board_core::{Actor, Game};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use oduludo::{Config, Move, Phase, State};

/// The root `bench` example's default game: 4 players, Standard mode.
fn default_game() -> State {
    State::new(Config::with_players(4)).unwrap()
}

use board_core::bots::counted_step as step;

/// Typical mid-game decision states (after a roll, in the `Move` phase): 64
/// seeded random games of the default game, sampled at the first `Move`
/// decision after 40, 100, 160 and 220 plies (whichever they reach).
fn mid_game_states() -> Vec<State> {
    let mut out = Vec::new();
    for seed in 0..64 {
        let mut s = default_game();
        let mut r = rng(seed);
        let (mut d, mut c) = (0, 0);
        let mut ply = 0;
        for target in [40, 100, 160, 220] {
            while (ply < target || s.phase() != Phase::Move) && step(&mut s, &mut r, &mut d, &mut c) {
                ply += 1;
            }
            if !s.is_terminal() {
                out.push(s);
            }
        }
    }
    out
}

/// Chance states (a pending roll of the ordinary die) from the same games.
fn roll_states(states: &[State]) -> Vec<State> {
    states
        .iter()
        .map(|s| {
            let mut t = *s;
            let mut r = rng(3);
            let (mut d, mut c) = (0, 0);
            while !matches!(t.to_act(), Actor::Chance | Actor::Terminal) && step(&mut t, &mut r, &mut d, &mut c) {}
            t
        })
        .filter(|t| !t.is_terminal())
        .collect()
}

fn quick(c: &mut Criterion) -> criterion::BenchmarkGroup<'_, criterion::measurement::WallTime> {
    let mut g = c.benchmark_group("oduludo");
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
    let rolls = roll_states(&states);
    let total_moves: usize = states.iter().map(|s| s.legal_moves().len()).sum();
    eprintln!(
        "oduludo: {} mid-game decision states, {:.2} legal moves on average; {} roll states",
        states.len(),
        total_moves as f64 / states.len() as f64,
        rolls.len()
    );
    let mut g = quick(c);
    g.throughput(Throughput::Elements(states.len() as u64));
    g.bench_function("legal_moves_into (per state)", |b| {
        let mut buf = Vec::with_capacity(16);
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
    g.bench_function("apply_unchecked incl. copy (per move)", |b| {
        b.iter(|| {
            for (s, m) in states.iter().zip(&moves) {
                let mut t = *s;
                t.apply_unchecked(m);
                black_box(&t);
            }
        })
    });
    g.bench_function("copy only (per state)", |b| {
        b.iter(|| {
            for s in &states {
                black_box(*black_box(s));
            }
        })
    });
    g.throughput(Throughput::Elements(rolls.len() as u64));
    g.bench_function("sample_chance roll (per state)", |b| {
        let mut r = rng(9);
        b.iter(|| {
            for s in &rolls {
                black_box(s.sample_chance(&mut r));
            }
        })
    });
    g.bench_function("sample_chance + apply_unchecked roll (per state)", |b| {
        let mut r = rng(9);
        b.iter(|| {
            for s in &rolls {
                let mut t = *s;
                if let Some(m) = t.sample_chance(&mut r) {
                    t.apply_unchecked(&m);
                }
                black_box(&t);
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
            let mut s = start;
            while step(&mut s, &mut r, &mut d, &mut ch) {}
            black_box(&s);
        }
        (d, ch)
    };
    let (d, ch) = play(1);
    eprintln!(
        "oduludo play-outs: {GAMES} games per iteration, {d} decisions and {ch} chance moves ({:.1} moves a game)",
        (d + ch) as f64 / GAMES as f64
    );
    let mut g = quick(c);
    g.throughput(Throughput::Elements(GAMES));
    g.bench_function("random play-out (per game)", |b| b.iter(|| play(1)));
    g.throughput(Throughput::Elements(d + ch));
    g.bench_function("random play-out (per move)", |b| b.iter(|| play(1)));
    g.throughput(Throughput::Elements(d));
    g.bench_function("random play-out (per decision)", |b| b.iter(|| play(1)));
    g.throughput(Throughput::Elements(ch));
    g.bench_function("random play-out (per chance move)", |b| b.iter(|| play(1)));
    g.finish();
}

criterion_group!(benches, moves_and_apply, playouts);
criterion_main!(benches);
