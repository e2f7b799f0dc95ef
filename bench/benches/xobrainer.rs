//! Criterion benches for XOBrainer: move generation and `apply` on mid-game
//! states from seeded random play, the fast paths (`random_move`,
//! `sample_chance`, `apply_unchecked`), seeded random play-outs of the root
//! `bench` example's default match (best of 5 sets, no variants), per match
//! and per move with decisions (placements) and chance moves counted apart,
//! and perft (bulk-counted at the last ply) from an empty board after the
//! lot and from a mid-game board.
//!
//! `cargo bench -p xobrainer` (well under a minute in all).

use std::hint::black_box;
use std::time::Duration;

use board_core::testkit::{perft, rng};
use board_core::{Actor, Game};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use xobrainer::{Config, Move, Phase, State, Variants};

/// The root `bench` example's default match.
fn default_game() -> State {
    State::new(Config::default()).unwrap()
}

/// A match with every variant (Random line-ups, Map, Mission): chance nodes
/// inside the rounds.
fn variants_game() -> State {
    let config = Config {
        variants: Variants {
            time_bomb: None,
            random: true,
            map: true,
            mission: true,
        },
        ..Config::default()
    };
    State::new(config).unwrap()
}

use board_core::bots::counted_step as step;

/// Typical mid-round decision states: 64 seeded random matches of `start`,
/// sampled at the first placement decision with 20, 35 and 50 pieces on the
/// board (rounds that end earlier give fewer).
fn mid_game_states(start: &State) -> Vec<State> {
    let mut out = Vec::new();
    for seed in 0..64 {
        let mut s = start.clone();
        let mut r = rng(seed);
        let (mut d, mut c) = (0, 0);
        for pieces in [20, 35, 50] {
            while (s.board().occupied().count() < pieces || s.phase() != Phase::Play || s.to_act() == Actor::Chance)
                && !s.is_terminal()
                && step(&mut s, &mut r, &mut d, &mut c)
            {}
            if !s.is_terminal() {
                out.push(s.clone());
            }
        }
    }
    out
}

fn quick(c: &mut Criterion) -> criterion::BenchmarkGroup<'_, criterion::measurement::WallTime> {
    let mut g = c.benchmark_group("xobrainer");
    g.sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_millis(1500));
    g
}

fn moves_and_apply(c: &mut Criterion) {
    let states = mid_game_states(&default_game());
    let moves: Vec<Move> = states
        .iter()
        .enumerate()
        .map(|(i, s)| s.random_move(&mut rng(i as u64)).unwrap())
        .collect();
    let total_moves: usize = states.iter().map(|s| s.legal_moves().len()).sum();
    eprintln!(
        "xobrainer: {} mid-round decision states, {:.1} legal moves on average; State {} bytes, Move {} bytes",
        states.len(),
        total_moves as f64 / states.len() as f64,
        std::mem::size_of::<State>(),
        std::mem::size_of::<Move>()
    );
    let mut g = quick(c);
    g.throughput(Throughput::Elements(states.len() as u64));
    g.bench_function("legal_moves_into (per state)", |b| {
        let mut buf = Vec::with_capacity(128);
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
                black_box(black_box(s).clone());
            }
        })
    });
    // Chance nodes inside rounds: Random bag draws (and Map/Mission cards).
    let chance: Vec<State> = mid_game_states(&variants_game())
        .into_iter()
        .map(|mut s| {
            let mut r = rng(3);
            let (mut d, mut c) = (0, 0);
            while s.to_act() != Actor::Chance && step(&mut s, &mut r, &mut d, &mut c) {}
            s
        })
        .filter(|s| !s.is_terminal())
        .collect();
    g.throughput(Throughput::Elements(chance.len() as u64));
    g.bench_function("sample_chance bag draw (per state)", |b| {
        let mut r = rng(9);
        b.iter(|| {
            for s in &chance {
                black_box(s.sample_chance(&mut r));
            }
        })
    });
    g.finish();
}

fn playouts(c: &mut Criterion) {
    const GAMES: u64 = 8;
    let mut g = quick(c);
    for (name, start) in [("default", default_game()), ("all variants", variants_game())] {
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
            "xobrainer play-outs ({name}): {GAMES} matches per iteration, {d} decisions and {ch} chance moves ({:.1} moves a match)",
            (d + ch) as f64 / GAMES as f64
        );
        g.throughput(Throughput::Elements(GAMES));
        g.bench_function(format!("random play-out {name} (per match)"), |b| b.iter(|| play(1)));
        g.throughput(Throughput::Elements(d));
        g.bench_function(format!("random play-out {name} (per decision)"), |b| b.iter(|| play(1)));
        g.throughput(Throughput::Elements(ch.max(1)));
        g.bench_function(format!("random play-out {name} (per chance move)"), |b| {
            b.iter(|| play(1))
        });
    }
    g.finish();
}

fn perfts(c: &mut Criterion) {
    let empty = default_game().apply(&"lot:X".parse().unwrap()).unwrap();
    let mid = mid_game_states(&default_game()).swap_remove(1);
    let mut g = quick(c);
    for (name, s, depth) in [
        ("empty", &empty, 2),
        ("empty", &empty, 3),
        ("mid-game", &mid, 2),
        ("mid-game", &mid, 3),
    ] {
        let leaves = perft(s, depth);
        eprintln!("xobrainer perft {name} depth {depth}: {leaves} leaves");
        g.throughput(Throughput::Elements(leaves));
        g.bench_function(format!("perft {name} depth {depth} (per leaf)"), |b| {
            b.iter(|| perft(black_box(s), depth))
        });
    }
    g.finish();
}

criterion_group!(benches, moves_and_apply, playouts, perfts);
criterion_main!(benches);
