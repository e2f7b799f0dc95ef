//! Criterion benches for numseq: move generation and `apply` on mid-game
//! states from seeded random play, the play-out fast paths against the
//! generic paths they replace, seeded random play-outs, and a small perft.
//!
//! `cargo bench -p numseq` (well under a minute). Each bench runs over a
//! batch of states and reports its throughput per state (or per move, game
//! or leaf), so the figures read as operations per second.

use std::hint::black_box;
use std::time::Duration;

use board_core::bots::uniform_index;
use board_core::testkit::{perft, rng};
use board_core::{Actor, Game, sample};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use numseq::{Config, Move, State};

use board_core::bots::counted_step as step;

/// Typical mid-game states of the default 2-player game: 64 seeded random
/// games, sampled after 10, 25, 40 and 55 decisions (whichever they reach),
/// at the decision node and at the draw that follows it.
fn mid_game_states() -> (Vec<State>, Vec<State>) {
    let (mut seats, mut chance) = (Vec::new(), Vec::new());
    for seed in 0..64 {
        let mut s = State::new(Config::default()).unwrap();
        let mut r = rng(seed);
        let (mut d, mut c) = (0, 0);
        for decisions in [10, 25, 40, 55] {
            while (d < decisions || s.to_act() == Actor::Chance) && step(&mut s, &mut r, &mut d, &mut c) {}
            if s.is_terminal() {
                break;
            }
            seats.push(s.clone());
            step(&mut s, &mut r, &mut d, &mut c);
            if s.to_act() == Actor::Chance {
                chance.push(s.clone());
            }
        }
    }
    (seats, chance)
}

/// Each state with one of its legal moves (drawn at random).
fn with_moves(states: &[State], seed: u64) -> Vec<(State, Move)> {
    let mut r = rng(seed);
    states
        .iter()
        .map(|s| {
            let m = if s.to_act() == Actor::Chance {
                s.sample_chance(&mut r)
            } else {
                s.random_move(&mut r)
            };
            (s.clone(), m.unwrap())
        })
        .collect()
}

fn quick(c: &mut Criterion) -> criterion::BenchmarkGroup<'_, criterion::measurement::WallTime> {
    let mut g = c.benchmark_group("numseq");
    g.sample_size(10)
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_millis(1500));
    g
}

fn moves_and_apply(c: &mut Criterion) {
    let (seats, chance) = mid_game_states();
    let mut g = quick(c);

    g.throughput(Throughput::Elements(seats.len() as u64));
    let mut buf = Vec::with_capacity(256);
    g.bench_function("legal_moves_into (per state)", |b| {
        b.iter(|| {
            for s in &seats {
                buf.clear();
                s.legal_moves_into(&mut buf);
                black_box(&buf);
            }
        })
    });

    let mut r = rng(7);
    g.bench_function("random_move fast path (per state)", |b| {
        b.iter(|| {
            for s in &seats {
                black_box(s.random_move(&mut r));
            }
        })
    });
    g.bench_function("random_move generic: legal_moves + uniform_index (per state)", |b| {
        b.iter(|| {
            for s in &seats {
                let legal = s.legal_moves();
                black_box(uniform_index(legal.len(), &mut r).map(|i| legal[i]));
            }
        })
    });

    g.throughput(Throughput::Elements(chance.len() as u64));
    g.bench_function("sample_chance fast path (per draw)", |b| {
        b.iter(|| {
            for s in &chance {
                black_box(s.sample_chance(&mut r));
            }
        })
    });
    g.bench_function("sample_chance generic: chance_outcomes + sample (per draw)", |b| {
        b.iter(|| {
            for s in &chance {
                black_box(sample(&s.chance_outcomes(), &mut r).ok().copied());
            }
        })
    });

    let decisions = with_moves(&seats, 11);
    let draws = with_moves(&chance, 12);
    for (name, pairs) in [("decision", &decisions), ("draw", &draws)] {
        g.throughput(Throughput::Elements(pairs.len() as u64));
        g.bench_function(format!("apply checked, {name} (per move)"), |b| {
            b.iter(|| {
                for (s, m) in pairs {
                    black_box(s.apply(m).unwrap());
                }
            })
        });
        // Applied to a copy, as `apply` does, so the two compare directly;
        // the copy alone is benched below.
        g.bench_function(format!("clone + apply_unchecked, {name} (per move)"), |b| {
            b.iter(|| {
                for (s, m) in pairs {
                    let mut t = s.clone();
                    t.apply_unchecked(m);
                    black_box(&t);
                }
            })
        });
    }
    g.throughput(Throughput::Elements(seats.len() as u64));
    g.bench_function("clone (per state)", |b| {
        b.iter(|| {
            for s in &seats {
                black_box(s.clone());
            }
        })
    });
    g.finish();
}

/// Whole seeded games of the default config through the fast paths, the
/// loop of the root `bench` example. Throughput in moves; the split into
/// decisions and chance outcomes is printed once.
fn playouts(c: &mut Criterion) {
    const GAMES: u64 = 64;
    let start = State::new(Config::default()).unwrap();
    let play = |seed: u64| {
        let mut r = rng(seed);
        let (mut d, mut ch) = (0, 0);
        for _ in 0..GAMES {
            let mut s = start.clone();
            while step(&mut s, &mut r, &mut d, &mut ch) {}
            black_box(&s);
        }
        (d, ch)
    };
    let (d, ch) = play(0);
    eprintln!(
        "numseq playout: {GAMES} games, {d} decisions + {ch} chance outcomes = {} moves ({:.1} per game)",
        d + ch,
        (d + ch) as f64 / GAMES as f64
    );
    let mut g = quick(c);
    g.throughput(Throughput::Elements(d + ch));
    g.bench_function("random play-out, 64 games (per move)", |b| b.iter(|| play(0)));
    g.throughput(Throughput::Elements(GAMES));
    g.bench_function("random play-out, 64 games (per game)", |b| b.iter(|| play(0)));
    g.finish();
}

/// Perft depth 3 from the first position of `tests/data/perft.txt` (a
/// decision node; chance outcomes count as plies): 7470 leaves.
fn perft_bench(c: &mut Criterion) {
    let pos: State = "numseq-default-v1 2:-:p *5a2*/10/10/4b5/10/10/a2b6/10/3a6/*8* - 1+1.10-5.19-5.28-5.20+20/5+5.6+6.12+12.22+22.51-3 12-6.6+5.17+17/7+7.17+16 play:1"
        .parse()
        .unwrap();
    let leaves = perft(&pos, 3);
    assert_eq!(leaves, 7470);
    let mut g = quick(c);
    g.throughput(Throughput::Elements(leaves));
    g.bench_function("perft depth 3 (per leaf)", |b| b.iter(|| perft(black_box(&pos), 3)));
    g.finish();
}

criterion_group!(benches, moves_and_apply, playouts, perft_bench);
criterion_main!(benches);
