//! Unit tests of `score.rs`.

use super::*;
use crate::layout::Preset;
use alloc::vec::Vec;

/// The ruleset's table of windows through each square equals the
/// from-scratch computation, square by square and axis by axis.
#[test]
fn window_table_matches_the_from_scratch_windows() {
    for p in Preset::ALL {
        let rules = p.ruleset();
        for s in 0..rules.grid().len() {
            for (a, axis) in Axis::ALL.into_iter().enumerate() {
                let (ws, n) = windows_through(rules, s, axis);
                let slow: Vec<(u8, u8, Bitboard)> = ws.iter().take(n).copied().collect();
                let fast: Vec<(u8, u8, Bitboard)> = rules
                    .windows_through(s, a)
                    .iter()
                    .map(|&start| {
                        let m = rules.window(start as usize, a);
                        (m.first_index().unwrap() as u8, start, m)
                    })
                    .collect();
                assert_eq!(fast, slow, "square {s}, axis {axis:?}");
                assert!(fast.iter().all(|w| w.2.count() == 5 && w.2.has_index(s)));
                // Each window through `s` holds one of its axis neighbours.
                let near = rules.near(s, a);
                assert!(near.count() <= 2 && !near.has_index(s));
                assert!(
                    fast.iter().all(|w| !(w.2 & near).is_empty()),
                    "square {s}, axis {axis:?}"
                );
            }
        }
    }
}
