//! Unit tests of `knowledge`: the completing squares against a window
//! scan (spec §5, D1), and the priors and play-out moves of hand-built
//! positions.

use super::*;
use alloc::vec;
use alloc::vec::Vec;

use board_core::Game;
use board_core::mcts::Knowledge;
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use crate::layout::Layout;

fn geometry(rows: u8, cols: u8) -> Geometry {
    let table = vec![vec![1u8; cols as usize]; rows as usize];
    let layout = Layout::from_table(&table, &[(0, 0), (0, 1), (0, 2), (0, 3)]).unwrap_or_else(|e| panic!("{e}"));
    Geometry::new(&layout).unwrap_or_else(|| panic!("valid"))
}

/// The twin of `completing_*`: every square of `target` with a 5-window
/// (on the board, in one of the 4 directions) holding it and 4 of `p`.
fn completing_scan(geo: &Geometry, p: Squares, target: Squares) -> Squares {
    let (rows, cols) = (i32::from(geo.rows), i32::from(geo.cols));
    let mut out = Squares::EMPTY;
    for e in target.indices() {
        let (r, c) = (e as i32 / cols, e as i32 % cols);
        'dirs: for (dr, dc) in DIRS {
            for start in -4..=0 {
                let mut all = true;
                for m in start..start + 5 {
                    let (rr, cc) = (r + m * i32::from(dr), c + m * i32::from(dc));
                    if rr < 0 || cc < 0 || rr >= rows || cc >= cols {
                        all = false;
                        break;
                    }
                    let i = (rr * cols + cc) as usize;
                    if i != e && !p.has_index(i) {
                        all = false;
                        break;
                    }
                }
                if all {
                    out.set_index(e);
                    break 'dirs;
                }
            }
        }
    }
    out
}

/// A random set of `n` squares of the board.
fn random_set(geo: &Geometry, density: u32, rng: &mut ChaCha8Rng) -> Squares {
    let mut s = Squares::EMPTY;
    for i in 0..geo.len() {
        if rng.next_u32() % 100 < density {
            s.set_index(i);
        }
    }
    s
}

#[test]
fn s5_d1_completing_squares_match_a_window_scan_on_every_width() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    for (rows, cols) in [
        (5, 5),
        (10, 10),
        (6, 14),
        (8, 16),
        (7, 9),
        (11, 11),
        (12, 12),
        (16, 16),
        (9, 16),
        (16, 5),
    ] {
        let geo = geometry(rows, cols);
        for case in 0..300 {
            let density = [20, 40, 60, 75][case % 4];
            let p = random_set(&geo, density, &mut rng);
            let target = geo.full & !p;
            let want = completing_scan(&geo, p, target);
            let got = if geo.narrow {
                Squares {
                    lo: completing_narrow(u32::from(cols), p.lo, target.lo),
                    hi: 0,
                }
            } else {
                completing_wide(u32::from(cols), p, target)
            };
            assert_eq!(got, want, "{rows}x{cols} case {case}");
            // The two-word form agrees on narrow boards too.
            assert_eq!(completing_wide(u32::from(cols), p, target), want, "{rows}x{cols} wide");
        }
    }
}

/// One-round match, X to place a green X after 8 pieces each (the position
/// of the root crate's MCTS test): X has X X x X on row 6 (c6..f6), O
/// blocks g6, so b6 makes five X shapes; O has four O shapes on row 1
/// (a1..d1) and makes five at e1 next unless X blocks there.
const X_WINS_AT_B6: &str = "round,-,1v1,std,std OOOo6/10/4x4O/X9/9O/2XXxXO3/10/X8X/10/7o2 play XX \
                            15g5r:gggr:0g0r:0:-:- 5g15r:rrrg:0g0r:0:-:- 0-0:0-0:0-0:0-0:0 -";

fn state(text: &str) -> State {
    text.parse().unwrap_or_else(|e| panic!("{e}"))
}

fn mv(text: &str) -> Move {
    text.parse().unwrap_or_else(|e| panic!("{e:?}"))
}

#[test]
fn s5_priors_rank_the_win_then_the_block_then_the_rest() {
    let s = state(X_WINS_AT_B6);
    let k = Heuristics;
    assert_eq!(k.prior(&s, &mv("b6")), Heuristics::WIN);
    assert_eq!(k.prior(&s, &mv("e1")), Heuristics::BLOCK);
    for m in s.legal_moves() {
        let p = k.prior(&s, &m);
        assert!((0.0..=1.0).contains(&p), "{m}: {p}");
        if m != mv("b6") && m != mv("e1") {
            assert!((Heuristics::BASE..=0.7).contains(&p), "{m}: {p}");
        }
    }
}

#[test]
fn s5_playout_takes_the_win_before_the_block() {
    let s = state(X_WINS_AT_B6);
    for seed in 0..20 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        assert_eq!(Heuristics.playout_move(&s, &mut rng), Some(mv("b6")));
    }
}

#[test]
fn s5_playout_blocks_the_opponents_five() {
    // X's four on row 6 is blocked at b6 by an O as well: only O's five
    // at e1 is left, and X blocks it.
    let s = state(X_WINS_AT_B6);
    let s = s.apply(&mv("e1")).unwrap_or_else(|e| panic!("{e}"));
    // O to place: X has no four any more? (b6 still completes X's five.)
    // O blocks X's five at b6.
    for seed in 0..20 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        assert_eq!(Heuristics.playout_move(&s, &mut rng), Some(mv("b6")));
    }
    assert_eq!(Heuristics.prior(&s, &mv("b6")), Heuristics::BLOCK);
}

#[test]
fn s5_an_off_colour_piece_never_completes_the_opponents_colour_line_in_playouts() {
    // Play seeded games with the policy; whenever the piece is off-colour
    // and a square completes only the opponent's colour line, the policy
    // avoids it if any other square is legal, and its prior is LOSS.
    let initial = State::new(crate::Config {
        format: crate::MatchFormat::OneRound,
        ..crate::Config::default()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    let mut rng = ChaCha8Rng::seed_from_u64(9);
    let (mut checked, mut positions) = (0, 0);
    for _game in 0..60 {
        let mut s = initial.clone();
        while s.outcome().is_none() {
            let m = match s.to_act() {
                board_core::Actor::Chance => s.sample_chance(&mut rng),
                board_core::Actor::Seat(_) => {
                    positions += 1;
                    let m = Heuristics.playout_move(&s, &mut rng);
                    if let (Some(sides), Some(Move::Place(c))) = (Sides::of(&s), m) {
                        let i = s.rules.geo.index(c).unwrap_or_else(|| panic!("on board"));
                        let after = s.apply(&Move::Place(c)).unwrap_or_else(|e| panic!("{e}"));
                        let seat = s.to_act().seat().unwrap_or_else(|| panic!("a seat"));
                        let lost = after
                            .outcome()
                            .and_then(|o| o.get(seat).map(|r| r.result == board_core::SeatResult::Loss))
                            .unwrap_or(false);
                        if lost {
                            // Only when every legal square loses.
                            let (_, losing) = sides.threats(&s.rules.geo);
                            assert!((sides.legal & !losing).is_empty(), "{s}: {c} loses");
                            checked += 1;
                        }
                        assert!(sides.legal.has_index(i));
                    }
                    m
                }
                board_core::Actor::Terminal => None,
            };
            let Some(m) = m else { break };
            assert!(s.legal_moves().contains(&m), "{s}: {m} is not legal");
            s = s.apply(&m).unwrap_or_else(|e| panic!("{e}"));
        }
    }
    assert!(positions > 1000, "{positions}");
    let _ = checked;
}

#[test]
fn priors_of_every_legal_move_are_in_range_over_seeded_positions() {
    let mut config = crate::Config::default();
    config.variants.random = true;
    config.variants.mission = true;
    let initial = State::new(config).unwrap_or_else(|e| panic!("{e}"));
    let mut rng = ChaCha8Rng::seed_from_u64(3);
    let mut s = initial.clone();
    let mut seen = 0;
    let mut wins = Vec::new();
    while seen < 300 {
        if s.to_act().seat().is_some() {
            seen += 1;
            for m in s.legal_moves() {
                let p = Heuristics.prior(&s, &m);
                assert!((0.0..=1.0).contains(&p), "{s}: {m} {p}");
                if p == Heuristics::WIN {
                    wins.push(m);
                }
            }
        }
        if board_core::bots::random_step(&mut s, &mut rng).is_none() {
            s = initial.clone();
        }
    }
}

#[test]
fn s5_d1_gathered_lanes_match_the_square_by_square_lanes() {
    let mut rng = ChaCha8Rng::seed_from_u64(8);
    for (rows, cols) in [
        (5, 5),
        (10, 10),
        (9, 14),
        (12, 10),
        (8, 7),
        (11, 11),
        (14, 9),
        (16, 16),
        (8, 16),
    ] {
        let geo = geometry(rows, cols);
        for case in 0..200 {
            let sets = [0, 1, 2, 3].map(|j| random_set(&geo, [15, 35, 55, 80][(case + j) % 4], &mut rng));
            for at in 0..geo.len() {
                assert_eq!(
                    lanes(&geo, at, sets),
                    lanes_scan(&geo, at, sets),
                    "{rows}x{cols} case {case} at {at}"
                );
            }
        }
    }
}
