//! The fixed-capacity legal-move list. `MAX_LEGAL_MOVES` is the
//! bound derived in its docs; the densest decision (a 16 x 16 board, empty
//! but for the four set-up pieces, with TimeBomb) fits, and the list holds
//! exactly the `Vec` listing there and along seeded play.

use crate::common::play;

use board_core::testkit::rng;
use board_core::{Game, MoveSink};
use xobrainer::*;

fn board(n: u8) -> Layout {
    let rows = vec![vec![1u8; n as usize]; n as usize];
    Layout::from_table(&rows, &[(0, 0), (0, 1), (1, 0), (1, 1)]).unwrap()
}

fn time_bomb(layout: Layout) -> State {
    State::new(Config {
        layout,
        variants: Variants {
            time_bomb: Some(TimeBomb::Secs20),
            ..Variants::default()
        },
        ..Config::default()
    })
    .unwrap()
}

#[test]
fn max_legal_moves_is_every_square_of_the_largest_board_plus_timeout() {
    assert_eq!(MAX_SQUARES, usize::from(MAX_SIDE) * usize::from(MAX_SIDE));
    assert_eq!(MAX_LEGAL_MOVES, MAX_SQUARES + 1);
    let list = State::new(Config::default()).unwrap().legal_move_list();
    assert_eq!(list.fixed_capacity(), Some(MAX_LEGAL_MOVES));
}

#[test]
fn the_densest_decision_fits_the_list() {
    let s = play(&time_bomb(board(MAX_SIDE)), "lot:X");
    let list = s.legal_move_list();
    // Every square but the four set-up ones, then Timeout.
    assert_eq!(list.len(), MAX_SQUARES - 4 + 1);
    assert!(list.len() <= MAX_LEGAL_MOVES);
    assert_eq!(list.last(), Some(&Move::Timeout));
    assert_eq!(list.as_slice(), s.legal_moves().as_slice());
}

#[test]
fn seeded_play_on_every_board_size_fits_the_list() {
    for n in [MIN_SIDE, 10, 11, 12, MAX_SIDE] {
        for seed in 0..2u64 {
            let mut s = time_bomb(board(n));
            let mut r = rng(seed + 17 * u64::from(n));
            let mut most = 0;
            for _ in 0..400 {
                let list = s.legal_move_list();
                assert_eq!(list.as_slice(), s.legal_moves().as_slice(), "{n}x{n} seed {seed}\n{s}");
                most = most.max(list.len());
                if board_core::bots::random_step(&mut s, &mut r).is_none() {
                    break;
                }
            }
            assert!(most <= MAX_LEGAL_MOVES);
        }
    }
}
