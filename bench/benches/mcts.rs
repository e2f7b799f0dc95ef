//! Criterion benches of the search bots: one MCTS search of 500 iterations
//! (`mcts:500`, one tree) and one flat Monte-Carlo decision of 500 play-outs
//! (`mc:500`) from a fixed mid-game position of each game (a seeded random
//! game, the 12th decision with more than one legal move). Throughput is in
//! iterations (play-outs).
//!
//! `cargo bench --manifest-path bench/Cargo.toml --bench mcts` (about a minute).

use std::hint::black_box;
use std::time::Duration;

use board_core::bots::random_step;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use tabletop_rules::search::{BotSpec, GameVisitor, SearchGame, with_game};

struct Bench<'a>(&'a mut Criterion);

fn position<G: SearchGame>(initial: &G) -> G {
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut s = initial.clone();
    let mut decisions = 0;
    loop {
        if s.to_act().seat().is_some() && s.legal_moves().len() > 1 {
            decisions += 1;
            if decisions == 12 {
                return s;
            }
        }
        if random_step(&mut s, &mut rng).is_none() {
            s = initial.clone();
        }
    }
}

impl GameVisitor for Bench<'_> {
    type Output = ();
    fn visit<G: SearchGame>(self, initial: G) {
        let p = position(&initial);
        let mut group = self.0.benchmark_group(G::NAME);
        group.throughput(Throughput::Elements(500));
        group.measurement_time(Duration::from_secs(4));
        group.sample_size(10);
        for spec in [BotSpec::Mcts(500), BotSpec::Mc(500)] {
            group.bench_function(spec.to_string(), |b| {
                b.iter(|| {
                    let mut bot = spec.build::<G>(1);
                    black_box(bot.choose(black_box(&p)))
                })
            });
        }
        group.finish();
    }
}

fn benches(c: &mut Criterion) {
    for g in ["xobrainer", "oduludo", "numseq", "deblockle"] {
        if let Err(e) = with_game(g, Bench(c)) {
            panic!("{e}");
        }
    }
}

criterion_group!(search, benches);
criterion_main!(search);
