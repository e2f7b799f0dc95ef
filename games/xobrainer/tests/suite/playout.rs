//! `Game::random_playout` plays exactly the games of the step loop
//! (`board_core::bots::counted_step` until it returns `false`): the same
//! final state, the same counts, the RNG left at the same point.

use board_core::Game;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};
use xobrainer::{BySide, Config, Layout, MatchFormat, State, TimeBomb, Variants};

fn configs() -> Vec<Config> {
    let mut out = Vec::new();
    let formats = [
        MatchFormat::default(),
        MatchFormat::OneRound,
        MatchFormat::Rounds(7),
        MatchFormat::Points(40),
    ];
    for format in formats {
        for b in 0..16u8 {
            for teams in [[1, 1], [2, 1]] {
                out.push(Config {
                    format,
                    variants: Variants {
                        time_bomb: (b & 1 == 1).then_some(TimeBomb::Secs20),
                        random: b & 2 != 0,
                        map: b & 4 != 0,
                        mission: b & 8 != 0,
                    },
                    team_sizes: BySide(teams),
                    ..Config::default()
                });
            }
        }
    }
    // Other widths of at most 128 squares (the line tables of 10-12
    // columns, and the wide pre-test of 16), and more than 128 squares.
    for (rows, cols) in [(11, 11), (10, 12), (12, 10), (13, 9), (8, 16), (13, 13)] {
        let table = vec![vec![1u8; cols]; rows];
        let layout = Layout::from_table(&table, &[(2, 2), (2, 5), (5, 2), (5, 5)]).unwrap();
        out.push(Config {
            layout,
            ..Config::default()
        });
    }
    out
}

#[test]
fn random_playout_plays_the_step_loops_games() {
    let games = 40u64;
    let mut plain = 0;
    for (k, config) in configs().into_iter().enumerate() {
        let start = State::new(config.clone()).unwrap_or_else(|e| panic!("{config:?}: {e}"));
        for seed in 0..games {
            let seed = seed * 1000 + k as u64;
            let (mut a, mut b) = (start.clone(), start.clone());
            let (mut ra, mut rb) = (ChaCha8Rng::seed_from_u64(seed), ChaCha8Rng::seed_from_u64(seed));
            let (mut da, mut ca, mut db, mut cb) = (0u64, 0u64, 0u64, 0u64);
            while board_core::bots::counted_step(&mut a, &mut ra, &mut da, &mut ca) {}
            b.random_playout(&mut rb, &mut db, &mut cb);
            assert_eq!(a, b, "config {k}, seed {seed}");
            assert_eq!((da, ca), (db, cb), "config {k}, seed {seed}");
            assert_eq!(ra.next_u64(), rb.next_u64(), "config {k}, seed {seed}");
            assert!(b.outcome().is_some(), "config {k}, seed {seed}");
            plain += u64::from(da > 0);
        }
    }
    assert!(plain > 0);
}

#[test]
fn random_playout_from_the_middle_of_a_match() {
    // From states reached by a few steps (any phase, any side to act).
    let start = State::new(Config::default()).unwrap();
    for seed in 0..200u64 {
        let mut s = start.clone();
        let mut r = ChaCha8Rng::seed_from_u64(seed);
        let (mut d, mut c) = (0u64, 0u64);
        for _ in 0..seed % 97 {
            board_core::bots::counted_step(&mut s, &mut r, &mut d, &mut c);
        }
        let (mut a, mut b) = (s.clone(), s);
        let (mut ra, mut rb) = (r.clone(), r);
        let (mut da, mut ca, mut db, mut cb) = (d, c, d, c);
        while board_core::bots::counted_step(&mut a, &mut ra, &mut da, &mut ca) {}
        b.random_playout(&mut rb, &mut db, &mut cb);
        assert_eq!(a, b, "seed {seed}");
        assert_eq!((da, ca), (db, cb), "seed {seed}");
        assert_eq!(ra.next_u64(), rb.next_u64(), "seed {seed}");
    }
}
