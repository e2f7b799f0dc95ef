//! ODULUDO's fixed-capacity legal-move list: `MAX_LEGAL_MOVES` is
//! the bound derived in its docs, and seeded play of every mode fits it with
//! exactly the `Vec` listing.

use board_core::testkit::rng;
use board_core::{Game, MoveSink};
use oduludo::*;

#[test]
fn max_legal_moves_is_the_derived_bound() {
    // 3 enters + 2 steps for each of 5 own groups + pass; dice have 6 faces.
    assert_eq!(MAX_LEGAL_MOVES, 3 + 2 * 5 + 1);
    let list = State::new(Config::with_players(2)).unwrap().legal_move_list();
    assert_eq!(list.fixed_capacity(), Some(MAX_LEGAL_MOVES));
}

#[test]
fn seeded_play_fits_the_list() {
    let mut most = 0;
    for (k, config) in [
        Config::with_players(2),
        Config::with_players(3),
        Config::with_players(4),
        Config::team(),
    ]
    .into_iter()
    .enumerate()
    {
        for seed in 0..6u64 {
            let mut s = State::new(config).unwrap();
            let mut r = rng(17_000 + 10 * k as u64 + seed);
            for _ in 0..3_000 {
                let list = s.legal_move_list();
                assert_eq!(list.as_slice(), s.legal_moves().as_slice(), "{s}");
                most = most.max(list.len());
                if board_core::bots::random_step(&mut s, &mut r).is_none() {
                    break;
                }
            }
        }
    }
    println!("most legal moves seen: {most} (capacity {MAX_LEGAL_MOVES})");
    assert!(most <= MAX_LEGAL_MOVES);
}
