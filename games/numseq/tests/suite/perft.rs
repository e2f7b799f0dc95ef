//! Perft counts as data (`tests/data/perft.txt`): each line names a position
//! (state notation), a depth and the leaf count. The counts were produced by
//! this engine and are cross-checked here by an independent brute-force
//! perft that tries the whole move space with `apply` (no move generator).

use board_core::Game;
use board_core::testkit::perft;
use numseq::{Card, Lock, Move, Preset, State};

fn move_space() -> Vec<Move> {
    let r = Preset::NumseqDefaultV1.ruleset();
    let cards: Vec<Card> = (0..r.kinds()).map(|k| r.card(k).unwrap()).collect();
    let mut space = vec![Move::Shuffle];
    for &c in &cards {
        space.extend([Move::Dead(c), Move::Discard(c), Move::Deal(c), Move::Draw(c)]);
        space.extend(r.grid().squares().map(|sq| Move::Play(c, sq, Lock::NONE)));
    }
    space
}

fn brute(s: &State, depth: u32, space: &[Move]) -> u64 {
    if depth == 0 {
        return 1;
    }
    space
        .iter()
        .filter_map(|m| s.apply(m).ok())
        .map(|n| brute(&n, depth - 1, space))
        .sum()
}

#[test]
fn perft_counts_match_the_data_and_a_brute_force_count() {
    let space = move_space();
    let data = include_str!("../data/perft.txt");
    let mut lines = 0;
    for line in data
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
    {
        let mut parts = line.split(';').map(str::trim);
        let (Some(pos), Some(depth), Some(count)) = (parts.next(), parts.next(), parts.next()) else {
            panic!("bad line {line}");
        };
        let s: State = pos.parse().unwrap();
        let depth: u32 = depth.parse().unwrap();
        let count: u64 = count.parse().unwrap();
        assert_eq!(perft(&s, depth), count, "{line}");
        if depth <= 2 {
            assert_eq!(brute(&s, depth, &space), count, "brute force: {line}");
        }
        lines += 1;
    }
    assert!(lines >= 6);
}
