//! Unit tests of `playout.rs`: the helpers against their plain twins.

use super::*;
use alloc::vec::Vec;
use board_core::bots::uniform_index;
use board_core::testkit::rng;
use rand_core::Rng;

/// `uniform_below` makes the same draws and gives the same number as
/// board-core's `uniform_index`, for small, awkward and huge bounds.
#[test]
fn uniform_below_is_uniform_index() {
    let bounds = [
        1u64,
        2,
        3,
        5,
        7,
        97,
        100,
        255,
        1 << 32,
        (1 << 63) + 1,
        u64::MAX - 1,
        u64::MAX,
    ];
    for (seed, &n) in bounds.iter().enumerate() {
        let (mut a, mut b) = (rng(seed as u64), rng(seed as u64));
        for _ in 0..200 {
            assert_eq!(
                uniform_below(n, &mut a),
                uniform_index(n as usize, &mut b).map(|i| i as u64),
                "n = {n}"
            );
        }
        assert_eq!(a.next_u64(), b.next_u64(), "same number of draws for n = {n}");
    }
    let mut a = rng(9);
    assert_eq!(uniform_below(0, &mut a), None);
    assert_eq!(a.next_u64(), rng(9).next_u64(), "no draw for n = 0");
}

/// `nth_index` is the `r`-th index of the ascending iteration.
#[test]
fn nth_index_is_the_rth_index() {
    let mut r = rng(3);
    for _ in 0..2_000 {
        let b = Bitboard(
            ((r.next_u64() as u128) << 64 | r.next_u64() as u128)
                & ((r.next_u64() as u128) << 64 | r.next_u64() as u128),
        );
        let all: Vec<usize> = b.indices().collect();
        for (i, &want) in all.iter().enumerate() {
            assert_eq!(nth_index(b, i as u32), Some(want));
        }
        assert_eq!(nth_index(b, all.len() as u32), None);
    }
    assert_eq!(nth_index(Bitboard(1 << 127), 0), Some(127));
    assert_eq!(nth_index(Bitboard::EMPTY, 0), None);
}

/// The 8-at-a-time walk agrees with the plain cumulative walk.
#[test]
fn chunked_walk_is_the_plain_walk() {
    let mut r = rng(4);
    for _ in 0..500 {
        let len = (r.next_u64() % 130) as usize;
        let mut counts: Vec<u8> = (0..len).map(|_| (r.next_u64() % 4) as u8).collect();
        while counts.iter().map(|&n| n as u32).sum::<u32>() > 255 {
            if let Some(n) = counts.iter_mut().find(|n| **n > 0) {
                *n -= 1;
            }
        }
        let total: u32 = counts.iter().map(|&n| n as u32).sum();
        for x in 0..=total {
            assert_eq!(walk(&counts, x), walk_weighted(&counts, x, |n| n as u32));
        }
    }
}

/// `fast_sample_chance` against `sample` over `chance_outcomes`, on piles
/// that play rarely reaches: counts with a common divisor (so the LCM of the
/// reduced denominators is below the pile size) and single kinds; on
/// inconsistent piles whose size disagrees with the counts (no constructor
/// or move makes one: `fast_sample_chance` trusts `pile_len`) it only must
/// not panic.
#[test]
fn sample_chance_matches_sample_on_unusual_piles() {
    use board_core::Game;
    let mut r = rng(5);
    let base = State::empty(crate::Config::default());
    let kinds = base.ruleset().kinds();
    for case in 0..3_000u32 {
        let mut s = base.clone();
        s.pile = [0; crate::layout::MAX_KINDS];
        let mult = 1 + (r.next_u64() % 4) as u8;
        let used = 1 + (r.next_u64() % 6) as usize;
        for _ in 0..used {
            let k = (r.next_u64() % kinds as u64) as usize;
            s.pile[k] = mult * (1 + (r.next_u64() % 3) as u8);
        }
        let sum: u32 = s.pile.iter().map(|&n| n as u32).sum();
        s.pile_len = match case % 4 {
            0 => (sum as u8).wrapping_add((r.next_u64() % 5) as u8).wrapping_sub(2),
            _ => sum as u8,
        };
        if case % 3 == 0 {
            s.phase = Phase::Draw { resume: false };
        }
        let seed = r.next_u64();
        let (mut a, mut b) = (rng(seed), rng(seed));
        let fast = s.fast_sample_chance(&mut a);
        if s.pile_len as u32 != sum {
            continue;
        }
        let slow = board_core::sample(&s.chance_outcomes(), &mut b).ok().copied();
        assert_eq!(fast, slow, "pile {:?} of {}", &s.pile[..kinds], s.pile_len);
        assert_eq!(a.next_u64(), b.next_u64(), "same draws");
    }
}

/// `fast_sample_chance` trusts `pile_len` to be the counts' sum: no move
/// breaks that, legal or not. Random play mixed with random unchecked moves
/// (any card, square and kind of move, in any phase) keeps it, and the fast
/// draw stays the generic one at every chance node on the way.
#[test]
fn pile_len_stays_the_counts_sum_under_any_moves() {
    use crate::moves::Lock;
    use board_core::{Actor, Game};
    let mut r = rng(11);
    let configs = [crate::Config::default(), crate::Config::classic(12)];
    let mut applied = 0u32;
    for (c, config) in configs.into_iter().enumerate() {
        let rules = config.preset.ruleset();
        for game in 0..200u64 {
            let mut s = State::new(config).expect("a valid config");
            let mut g = rng(1000 * c as u64 + game);
            for _ in 0..400 {
                let mv = if r.next_u64().is_multiple_of(4) {
                    let card = rules.card((r.next_u64() % rules.kinds() as u64) as usize);
                    let sq = rules.coord((r.next_u64() % rules.grid().len() as u64) as usize);
                    let (Some(card), Some(sq)) = (card, sq) else { continue };
                    match r.next_u64() % 6 {
                        0 => Move::Deal(card),
                        1 => Move::Draw(card),
                        2 => Move::Shuffle,
                        3 => Move::Play(card, sq, Lock::NONE),
                        4 => Move::Dead(card),
                        _ => Move::Discard(card),
                    }
                } else {
                    let next = match s.to_act() {
                        Actor::Terminal => break,
                        Actor::Chance => {
                            let seed = g.next_u64();
                            let (mut a, mut b) = (rng(seed), rng(seed));
                            let fast = s.fast_sample_chance(&mut a);
                            let slow = board_core::sample(&s.chance_outcomes(), &mut b).ok().copied();
                            assert_eq!(fast, slow, "{s}");
                            assert_eq!(a.next_u64(), b.next_u64(), "same draws");
                            fast
                        }
                        Actor::Seat(_) => s.random_move(&mut g),
                    };
                    let Some(m) = next else { break };
                    m
                };
                s.apply_unchecked(&mv);
                let sum: u32 = s.pile.iter().map(|&n| n as u32).sum();
                assert_eq!(s.pile_len as u32, sum, "after {mv:?}");
                applied += 1;
            }
        }
    }
    assert!(applied > 20_000, "{applied} moves applied");
}
