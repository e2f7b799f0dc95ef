//! Deblockle's fixed-capacity legal-move list: `MAX_LEGAL_MOVES`
//! is the bound derived in its docs (the `validate_state` hook and the
//! property tests check it on every visited state), and the list holds
//! exactly the `Vec` listing along seeded play.

use board_core::testkit::rng;
use board_core::{Game, MoveSink};
use deblockle::*;

#[test]
fn max_legal_moves_is_the_derived_bound() {
    // 4 blocks x 4 tip directions x at most 16 hop destinations.
    assert_eq!(MAX_LEGAL_MOVES, 4 * 4 * 16);
    let list = State::new(Config::default()).unwrap().legal_move_list();
    assert_eq!(list.fixed_capacity(), Some(MAX_LEGAL_MOVES));
}

#[test]
fn seeded_play_fits_the_list() {
    let mut most = 0;
    for setup in [SetupMode::Standard, SetupMode::Random] {
        for seed in 0..8u64 {
            let config = Config {
                setup,
                max_turns: Some(300),
                ..Config::default()
            };
            let mut s = State::new(config).unwrap();
            let mut r = rng(17_000 + seed);
            while !s.is_terminal() {
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
