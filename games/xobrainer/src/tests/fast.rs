//! Unit tests of `fast`: each fast building block against its plain twin.

use super::*;
use alloc::vec;
use alloc::vec::Vec;

use crate::layout::{Geometry, Layout};
use crate::score::{has_line, has_line_scan, has_lines};
use crate::squares::Squares;
use board_core::grid::Coord;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

fn naive_select(x: u128, r: u32) -> usize {
    (0..128)
        .filter(|&i| (x >> i) & 1 == 1)
        .nth(r as usize)
        .unwrap_or(usize::MAX)
}

#[test]
fn select_finds_the_rth_set_bit() {
    let mut rng = ChaCha8Rng::seed_from_u64(7);
    let mut words: Vec<u128> = vec![0, 1, u128::MAX, 1 << 127, (1 << 64) | 1, u64::MAX as u128];
    for _ in 0..2_000 {
        let a = u128::from(rng.next_u64()) | (u128::from(rng.next_u64()) << 64);
        let b = u128::from(rng.next_u64()) | (u128::from(rng.next_u64()) << 64);
        words.extend([a, a & b, a | b, a & b & (u128::from(rng.next_u64()) << 40)]);
    }
    for x in words {
        for r in 0..x.count_ones() {
            assert_eq!(select(Bitboard(x), r), naive_select(x, r), "{x:#x} rank {r}");
            // The select of `popcnt` targets, in either build.
            let (lo, hi) = (x as u64, (x >> 64) as u64);
            let halving = if r < lo.count_ones() {
                select64_halving(lo, r) as usize
            } else {
                64 + select64_halving(hi, r - lo.count_ones()) as usize
            };
            assert_eq!(halving, naive_select(x, r), "halving: {x:#x} rank {r}");
        }
    }
}

#[test]
fn select_in_byte_table() {
    for (b, row) in SELECT_IN_BYTE.iter().enumerate() {
        let set: Vec<u8> = (0..8).filter(|&i| (b >> i) & 1 == 1).collect();
        for (k, &pos) in row.iter().enumerate() {
            assert_eq!(pos, set.get(k).copied().unwrap_or(8));
        }
    }
}

/// A generator whose next outputs are scripted, to reach the rejection zone.
struct Script(Vec<u64>);
impl rand_core::TryRng for Script {
    type Error = core::convert::Infallible;
    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(self.0.remove(0) as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        Ok(self.0.remove(0))
    }
    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Self::Error> {
        dst.fill(0);
        Ok(())
    }
}

#[test]
fn uniform_index_matches_board_core() {
    let mut a = ChaCha8Rng::seed_from_u64(3);
    let mut b = a.clone();
    for n in 0..200u64 {
        for _ in 0..50 {
            let fast = uniform_index(n, &mut a);
            let slow = board_core::bots::uniform_index(n as usize, &mut b);
            assert_eq!(fast, slow.map(|i| i as u64));
        }
    }
    // The top of the range, where rejection happens.
    for n in [1u64, 2, 3, 7, 10, 96, 100, 127, 128, 129, 130] {
        for top in 0..140u64 {
            let script = vec![u64::MAX - top, 12_345, u64::MAX, 5];
            let fast = uniform_index(n, &mut Script(script.clone()));
            let slow = board_core::bots::uniform_index(n as usize, &mut Script(script));
            assert_eq!(fast, slow.map(|i| i as u64), "n {n} top {top}");
        }
    }
}

fn geometry(rows: u8, cols: u8) -> Geometry {
    let table = vec![vec![1u8; cols as usize]; rows as usize];
    let layout = Layout::from_table(&table, &[(0, 0), (0, 1), (0, 2), (0, 3)]).unwrap_or_else(|e| panic!("{e}"));
    Geometry::new(&layout).unwrap_or_else(|| panic!("valid"))
}

#[test]
fn has_line_agrees_with_the_window_scan() {
    let mut rng = ChaCha8Rng::seed_from_u64(11);
    // One-word boards (the grid's shifts in the scan) and boards of more
    // than 128 squares (X-R4; a square-by-square scan).
    let sizes = [
        (5, 5),
        (10, 10),
        (5, 16),
        (16, 5),
        (8, 16),
        (16, 8),
        (11, 11),
        (12, 10),
        (12, 12),
        (16, 16),
        (9, 15),
        (15, 9),
        (13, 14),
    ];
    let mut lines = 0;
    let mut word = || u128::from(rng.next_u64()) | (u128::from(rng.next_u64()) << 64);
    for (rows, cols) in sizes {
        let geo = geometry(rows, cols);
        assert_eq!(geo.narrow, usize::from(rows) * usize::from(cols) <= 128);
        let full = geo.full;
        assert_eq!(geo.row_col(0), (0, 0));
        for i in 0..geo.len() {
            let c = Coord::new((i / usize::from(cols)) as u8, (i % usize::from(cols)) as u8);
            assert_eq!(geo.row_col(i), (c.row, c.col));
            assert_eq!(geo.index(c), Some(i));
        }
        for _ in 0..2_000 {
            let sq = |lo, hi| Squares { lo, hi };
            let (a, b, c) = (sq(word(), word()), sq(word(), word()), sq(word(), word()));
            // Densities 7/8, 3/4, 1/2, 1/4 and the full set (off-board bits too).
            for p in [a | b | c, a | b, a, a & b, a & full, !Squares::EMPTY] {
                let fast = has_line(&geo, p);
                assert_eq!(fast, has_line_scan(&geo, p), "{rows}x{cols} {p:?}");
                let q = a & !c;
                assert_eq!(has_lines(&geo, p, q), (fast, has_line_scan(&geo, q)));
                lines += usize::from(fast);
            }
        }
        // Every single line, on an empty board, is found.
        for i in 0..geo.len() {
            for k in [1, usize::from(cols), usize::from(cols) + 1, usize::from(cols) - 1] {
                let mut p = Squares::EMPTY;
                for j in 0..5 {
                    p.set_index(i + j * k);
                }
                assert_eq!(has_line(&geo, p), has_line_scan(&geo, p), "{rows}x{cols} {i} {k}");
            }
        }
    }
    assert!(lines > 1_000);
}

/// The line test after a placement (the union of both sets on the
/// lines through the placed square first) finds exactly what the
/// whole-board test finds, on every board width, along random fillings that
/// stop at the first line of any set (as a round does: no set ever holds a
/// line before the placement).
#[test]
fn placed_lines_agree_with_the_whole_board_test() {
    use crate::piece::{Colour, Piece, Side};
    use crate::score::placed_lines;
    use crate::state::Board;
    let mut rng = ChaCha8Rng::seed_from_u64(17);
    let sizes = [
        (5, 5),
        (10, 10),
        (11, 11),
        (8, 16),
        (16, 8),
        (5, 16),
        (16, 5),
        (12, 10),
        (9, 14),
        (14, 9),
        (7, 13),
        (6, 12),
        (16, 16),
        (12, 13),
    ];
    let (mut found, mut placements) = (0usize, 0usize);
    for (rows, cols) in sizes {
        let geo = geometry(rows, cols);
        for _ in 0..60 {
            let mut board = Board::default();
            let mut order: Vec<usize> = (0..geo.len()).collect();
            for k in (1..order.len()).rev() {
                order.swap(k, (rng.next_u64() % (k as u64 + 1)) as usize);
            }
            for at in order {
                let side = if rng.next_u64() % 2 == 0 { Side::X } else { Side::O };
                let colour = if rng.next_u64() % 4 == 0 {
                    Colour::Red
                } else {
                    Colour::Green
                };
                board.put(at, Piece::new(side, colour));
                placements += 1;
                let want = (
                    has_line_scan(&geo, board.shapes(side)),
                    has_line_scan(&geo, board.colour(colour)),
                );
                assert_eq!(
                    placed_lines(&geo, &board, side, colour, at),
                    want,
                    "{rows}x{cols} at {at}"
                );
                if want != (false, false) {
                    found += 1;
                    break;
                }
                let any = [board.x, board.o, board.colour(Colour::Green), board.colour(Colour::Red)];
                if any.iter().any(|&p| has_line_scan(&geo, p)) {
                    break; // a line no placement test looks at: stop, as a round would have
                }
            }
        }
    }
    assert!(
        found > 500 && placements > 5_000,
        "{found} lines in {placements} placements"
    );
}

/// The state's running counts of empty squares ([`crate::state::Free`])
/// equal the counts made from scratch after every move, through the fast
/// path (`random_step`), the generic one (listed moves, `apply_unchecked`)
/// and the checked `apply`, on boards of every kind (one word, two words,
/// Map pieces, Random draws, TimeBomb) and after every round's restart.
#[test]
fn free_counts_match_the_board_after_every_move() {
    use crate::config::{Config, TimeBomb, Variants};
    use crate::state::{Free, State};
    use board_core::Game;
    let check = |s: &State, what: &str| {
        assert_eq!(s.free(), Free::of(&s.rules.geo, &s.board), "{what}: {s}");
        assert_eq!(s.validate(), Ok(()), "{what}: {s}");
        // The list the counts size: every legal square, in index order.
        if s.phase == crate::state::Phase::Play && s.pending().is_none() {
            let mut list = <State as Game>::MoveList::default();
            s.moves_into(&mut list);
            let places: Vec<Coord> = list
                .iter()
                .filter_map(|m| match *m {
                    crate::Move::Place(c) => Some(c),
                    _ => None,
                })
                .collect();
            let want: Vec<Coord> = s
                .legal_squares()
                .indices()
                .filter_map(|i| s.rules.geo.coord(i))
                .collect();
            assert_eq!(places, want, "{what}: {s}");
        }
    };
    let layouts = [
        Layout::default(),
        Layout::from_table(&[[2u8; 16]; 16], &[(0, 0), (3, 9), (9, 2), (15, 15)]).unwrap(),
        Layout::from_table(&[[1u8; 13]; 9], &[(0, 12), (4, 4), (7, 0), (8, 12)]).unwrap(),
        Layout::from_table(&[[3u8; 8]; 16], &[(0, 0), (7, 7), (12, 3), (15, 7)]).unwrap(),
    ];
    let variants = [
        Variants::default(),
        Variants {
            map: true,
            mission: true,
            ..Variants::default()
        },
        Variants {
            random: true,
            time_bomb: Some(TimeBomb::Secs10),
            ..Variants::default()
        },
    ];
    let mut rng = ChaCha8Rng::seed_from_u64(33);
    let (mut moves, mut configs) = (0usize, 0usize);
    for layout in &layouts {
        for v in variants {
            let config = Config {
                layout: layout.clone(),
                variants: v,
                ..Config::default()
            };
            // (A Map card may mark a knockout square of the other layouts:
            // such configs are refused, the default one runs every variant.)
            let Ok(start) = State::new(config) else { continue };
            configs += 1;
            for game in 0..6 {
                let mut s = start.clone();
                let mut bufs = board_core::bots::ListedBuffers::<State>::new();
                for _ in 0..2_000 {
                    let step = match game % 3 {
                        0 => s.random_step(&mut rng),
                        1 => board_core::bots::listed_step(&mut s, &mut bufs, &mut rng),
                        _ => {
                            let legal = s.legal_moves();
                            if legal.is_empty() {
                                None
                            } else {
                                let mv = legal[(rng.next_u64() % legal.len() as u64) as usize];
                                s = s.apply(&mv).unwrap();
                                Some(board_core::bots::Step::Decision)
                            }
                        }
                    };
                    if step.is_none() {
                        break;
                    }
                    moves += 1;
                    check(&s, "after a move");
                }
            }
        }
    }
    assert!(moves > 10_000 && configs >= 9, "{moves} moves, {configs} configs");
}
