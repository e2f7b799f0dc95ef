//! Unit tests of `score`: the line test through the placed square
//! ([`through`]) against the square-by-square window scan.

use super::*;
use crate::fast::{LINES, gather_after, gather_before};
use alloc::vec;
use alloc::vec::Vec;

use crate::layout::Layout;
use crate::piece::{Colour, Piece};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

fn geometry(rows: u8, cols: u8) -> Geometry {
    let table = vec![vec![1u8; cols as usize]; rows as usize];
    let layout = Layout::from_table(&table, &[(0, 0), (0, 1), (0, 2), (0, 3)]).unwrap_or_else(|e| panic!("{e}"));
    Geometry::new(&layout).unwrap_or_else(|| panic!("valid"))
}

/// The twin of [`through`]: whether some 5-window of the scan over
/// `u | {at}` (on-board squares) contains `at`.
fn through_scan(geo: &Geometry, u: u128, at: usize) -> bool {
    let p = Squares { lo: u | 1 << at, hi: 0 } & geo.full;
    let mut any = false;
    windows_scan(geo, p, |w| any |= w.has_index(at));
    any
}

/// [`through`] of a board (its width's [`LINES`]).
fn through_geo(geo: &Geometry, u: u128, at: usize) -> bool {
    let t = LINES
        .get(usize::from(geo.cols) - 5)
        .unwrap_or_else(|| panic!("5-14 columns"));
    through(t, u, at)
}

/// Each gather moves exactly its 4 input bits, for every step of every
/// width (4-15) and every pattern of those bits.
#[test]
fn gathers_move_exactly_their_four_bits() {
    for k in 4..=15u32 {
        let (after, before) = (gather_after(k), gather_before(k));
        for pattern in 0..16u64 {
            let (mut a_in, mut b_in, mut a_want, mut b_want) = (0u64, 0u64, 0u64, 0u64);
            for j in 0..4u32 {
                if (pattern >> j) & 1 == 1 {
                    a_in |= 1 << ((j + 1) * k);
                    b_in |= 1 << (64 - (j + 1) * k);
                    a_want |= 1 << j; // nearest at bit 0
                    b_want |= 1 << (3 - j); // nearest at bit 3
                }
            }
            // Every other input bit set too: the mask drops them.
            for noise in [0, !0u64] {
                let a = ((a_in | (noise & !after.mask)) & after.mask).wrapping_mul(after.magic) >> 60;
                let b = ((b_in | (noise & !before.mask)) & before.mask).wrapping_mul(before.magic) >> 60;
                assert_eq!((a, b), (a_want, b_want), "k {k} pattern {pattern:04b} noise {noise:x}");
            }
        }
    }
}

/// [`through`] against the scan on every width 5-14, several heights, every
/// square, random sets of several densities, and every single line (and
/// every line with one square missing) through every square.
#[test]
fn through_agrees_with_the_window_scan() {
    let mut rng = ChaCha8Rng::seed_from_u64(1717);
    let mut word = || u128::from(rng.next_u64()) | (u128::from(rng.next_u64()) << 64);
    let (mut yes, mut checked) = (0usize, 0usize);
    for cols in 5u8..=14 {
        let tallest = (128 / u16::from(cols)).min(16) as u8;
        for rows in [5, (5 + tallest) / 2, tallest] {
            let geo = geometry(rows, cols);
            assert!(geo.narrow);
            let full = geo.full.lo;
            for at in 0..geo.len() {
                for _ in 0..40 {
                    let (a, b, c) = (word(), word(), word());
                    for u in [a | b | c, a | b, a, a & b] {
                        let u = u & full;
                        let want = through_scan(&geo, u, at);
                        assert_eq!(through_geo(&geo, u, at), want, "{rows}x{cols} at {at} {u:x}");
                        // Whether `at` itself is in the set does not matter.
                        assert_eq!(through_geo(&geo, u & !(1 << at), at), want);
                        yes += usize::from(want);
                        checked += 1;
                    }
                }
                // Every window through `at`, alone and with one square gone.
                let (r, c) = (at / usize::from(cols), at % usize::from(cols));
                for (dr, dc) in [(0i32, 1i32), (1, 0), (1, 1), (1, -1)] {
                    for start in -4i32..=0 {
                        let squares: Vec<Option<usize>> = (start..start + 5)
                            .map(|s| {
                                let (rr, cc) = (r as i32 + s * dr, c as i32 + s * dc);
                                (rr >= 0 && cc >= 0 && rr < i32::from(rows) && cc < i32::from(cols))
                                    .then(|| rr as usize * usize::from(cols) + cc as usize)
                            })
                            .collect();
                        let line: u128 = squares.iter().flatten().fold(0, |m, &i| m | 1 << i);
                        let on_board = squares.iter().all(Option::is_some);
                        assert_eq!(through_geo(&geo, line, at), on_board, "{rows}x{cols} at {at} {line:x}");
                        assert_eq!(through_scan(&geo, line, at), on_board);
                        for &i in squares.iter().flatten().filter(|&&i| i != at) {
                            let gap = line & !(1 << i);
                            assert_eq!(through_geo(&geo, gap, at), through_scan(&geo, gap, at));
                        }
                    }
                }
            }
        }
    }
    assert!(yes > 100_000 && checked > 300_000, "{yes} of {checked}");
}

/// The side and colour of the `n`-th placement of a random-board test:
/// both sides with both colours in turn.
fn placer(n: usize) -> (Side, Colour) {
    match n % 4 {
        0 => (Side::X, Colour::Green),
        1 => (Side::X, Colour::Red),
        2 => (Side::O, Colour::Green),
        _ => (Side::O, Colour::Red),
    }
}

/// A one-word board whose occupied squares are `occ`: X on those of `x`,
/// O on the others, green on those of `green`.
fn board_on(occ: u128, x: u128, green: u128) -> Board {
    let x = occ & x;
    Board {
        x: Squares { lo: x, hi: 0 },
        o: Squares { lo: occ & !x, hi: 0 },
        green: Squares { lo: occ & green, hi: 0 },
    }
}

/// [`placed_lines`] (the union of both sets through the placed square,
/// then each set) against the whole-board test of each set, on random
/// boards without a line in either set before the placement, both sides
/// and colours, every width 5-16 of one-word boards.
#[test]
fn placed_lines_agrees_with_the_whole_board_test() {
    let mut rng = ChaCha8Rng::seed_from_u64(29);
    let mut word = || u128::from(rng.next_u64()) | (u128::from(rng.next_u64()) << 64);
    let mut found = 0usize;
    for cols in 5u8..=16 {
        let rows = (128 / u16::from(cols)).min(16) as u8;
        let geo = geometry(rows, cols);
        let full = geo.full.lo;
        for at in 0..geo.len() {
            for n in 0..40 {
                let (side, colour) = placer(n);
                let occ = (word() | word()) & full & !(1 << at);
                let mut board = board_on(occ, word(), word());
                // Only boards whose two sets held no line before the placement.
                if has_line_scan(&geo, board.shapes(side)) || has_line_scan(&geo, board.colour(colour)) {
                    continue;
                }
                board.put(at, Piece::new(side, colour));
                let want = (
                    has_line_scan(&geo, board.shapes(side)),
                    has_line_scan(&geo, board.colour(colour)),
                );
                assert_eq!(
                    placed_lines(&geo, &board, side, colour, at),
                    want,
                    "{rows}x{cols} at {at}"
                );
                found += usize::from(want != (false, false));
            }
        }
    }
    assert!(found > 1_000, "{found}");
}

/// [`best_through`] (the windows through the placed square) against
/// [`best_line`] (every window of the board), for both sides, on random
/// boards of every width 5-16 of one-word boards whose four sets held no
/// line before the placement (a running round's boards).
#[test]
fn best_through_agrees_with_best_line_after_a_placement() {
    let mut rng = ChaCha8Rng::seed_from_u64(31);
    let mut word = || u128::from(rng.next_u64()) | (u128::from(rng.next_u64()) << 64);
    let mut found = 0usize;
    for cols in 5u8..=16 {
        let rows = (128 / u16::from(cols)).min(16) as u8;
        let mut geo = geometry(rows, cols);
        // Dots 0-7 square by square, so that the best window is told apart.
        for p in &mut geo.planes {
            p.lo = word() & geo.full.lo;
        }
        geo.dots_lo = crate::layout::dots_lo(&geo.planes);
        let full = geo.full.lo;
        for at in 0..geo.len() {
            for n in 0..96 {
                let (side, colour) = placer(n);
                let occ = word() & (word() | word()) & full & !(1 << at);
                let mut board = board_on(occ, word(), word());
                if Side::ALL.iter().any(|&s| side_has_line(&geo, &board, s)) {
                    continue;
                }
                board.put(at, Piece::new(side, colour));
                for s in Side::ALL {
                    let want = best_line(&geo, &board, s).map(|(d, ko, _)| (d, ko));
                    assert_eq!(best_through(&geo, &board, s, at), want, "{rows}x{cols} at {at}");
                    found += usize::from(want.is_some());
                }
            }
        }
    }
    assert!(found > 1_500, "{found}");
}
