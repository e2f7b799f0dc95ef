//! The numseq engine's legal-move list. The proven bound `MAX_LEGAL_MOVES`
//! is too large for the stack, so the list keeps `INLINE_MOVES` inline and
//! spills to the heap beyond; seeded play of both presets at every player
//! count stays well inside the inline part, and the list holds exactly the
//! `Vec` listing.

use board_core::testkit::rng;
use board_core::{Game, MoveSink};
use numseq::*;

#[test]
fn max_legal_moves_is_the_derived_bound() {
    // 8 card kinds in hand x (128 squares x 4^4 lock choices + Dead).
    assert_eq!(MAX_HAND, 8);
    assert_eq!(MAX_LEGAL_MOVES, 8 * (128 * 256 + 1));
    let list = State::new(Config::with_players(2)).unwrap().legal_move_list();
    assert_eq!(list.fixed_capacity(), None);
    assert_eq!(list.inline_size(), INLINE_MOVES);
}

#[test]
fn seeded_play_stays_inside_the_inline_list() {
    let mut most = 0;
    let mut configs: Vec<Config> = [2, 3, 4, 6].into_iter().map(Config::with_players).collect();
    configs.extend([2, 8, 12].into_iter().map(Config::classic));
    for (k, config) in configs.into_iter().enumerate() {
        for seed in 0..3u64 {
            let mut s = State::new(config).unwrap();
            let mut r = rng(17_000 + 10 * k as u64 + seed);
            for _ in 0..3_000 {
                let list = s.legal_move_list();
                assert!(!list.spilled(), "{} moves spilled to the heap\n{s}", list.len());
                assert_eq!(list.as_slice(), s.legal_moves().as_slice());
                most = most.max(list.len());
                if board_core::bots::random_step(&mut s, &mut r).is_none() {
                    break;
                }
            }
        }
    }
    println!("most legal moves seen: {most} (inline {INLINE_MOVES})");
    assert!(
        most * 2 <= INLINE_MOVES,
        "{most} moves: the inline part has less than twice that room"
    );
}
