//! SEQUENCE detection (spec section 3, decisions D1-D3).
//!
//! After a chip of side `X` lands on square `s`, every 5-window through `s`
//! on each of the 4 axes whose squares are all `X` chips or free corners is a
//! candidate. Per axis, candidates are taken in reading order of their first
//! square (D1: the earliest window containing the new chip); a candidate
//! counts, and its chips lock, if it shares at most one square (chip or
//! corner, D2) with every SEQUENCE of `X` (earlier ones and those just found).
//! Every counted window counts (D3). So a run of 9 gives two SEQUENCEs
//! sharing the middle chip, never three, and a window further along a run of
//! 6-9 is found when the earlier ones overlap a locked SEQUENCE.

use board_core::grid::{Axis, Bitboard, Window};

use crate::layout::Ruleset;

use crate::state::{MAX_SEQUENCES, SeqRec, State};

/// The squares of a 5-window starting at index `start` along `axis`.
pub(crate) fn window_mask(rules: &Ruleset, start: usize, axis: Axis) -> Option<Bitboard> {
    rules.window_mask(start, axis)
}

/// The mask of a recorded SEQUENCE.
pub(crate) fn rec_mask(rules: &Ruleset, r: &SeqRec) -> Bitboard {
    rules.window_mask(r.start as usize, r.axis).unwrap_or(Bitboard::EMPTY)
}

/// The 5-windows through square `s` on `axis`, as `(first, start, mask)`,
/// sorted by `first` (the lowest index of the window, reading order),
/// computed from scratch: the twin of the ruleset's table
/// ([`Ruleset::windows_through`]) in the tests.
#[cfg(test)]
pub(crate) fn windows_through(rules: &Ruleset, s: usize, axis: Axis) -> ([(u8, u8, Bitboard); 5], usize) {
    let mut out = [(0u8, 0u8, Bitboard::EMPTY); 5];
    let mut n = 0;
    let grid = rules.grid();
    let Some(c) = grid.coord(s) else { return (out, 0) };
    let (dr, dc) = axis.forward().delta();
    for k in 0..5i16 {
        let Some(start) = grid
            .offset(c, -(dr as i16) * k, -(dc as i16) * k)
            .and_then(|x| grid.index(x))
        else {
            break;
        };
        let Some(m) = rules.window_mask(start, axis) else {
            continue;
        };
        let Some(first) = m.first_index() else { continue };
        if let Some(slot) = out.get_mut(n) {
            *slot = (first as u8, start as u8, m);
            n += 1;
        }
    }
    if let Some(s) = out.get_mut(..n) {
        s.sort_unstable_by_key(|x| x.0);
    }
    (out, n)
}

impl State {
    /// Records the SEQUENCEs completed by `side`'s chip on square `s` and
    /// locks their chips. Returns how many were completed.
    pub(crate) fn complete_sequences(&mut self, side: u8, s: usize) -> usize {
        let rules = self.ruleset();
        let corners = rules.corners();
        let Some(&own) = self.chips.get(side as usize) else {
            return 0;
        };
        let mine = own | corners;
        let mut found = 0;
        for (a, axis) in Axis::ALL.into_iter().enumerate() {
            // Every window through `s` holds a neighbour of `s` on the axis:
            // with neither of them `mine`, no window is complete.
            if (rules.near(s, a) & mine).is_empty() {
                continue;
            }
            for &start in rules.windows_through(s, a) {
                let m = rules.window(start as usize, a);
                if m.is_empty() || (m & mine) != m {
                    continue;
                }
                let first = m.0.trailing_zeros() as u8;
                let shares_too_much = self
                    .seq_recs()
                    .iter()
                    .filter(|r| r.side == side)
                    .any(|r| (rec_mask(rules, r) & m).count() > 1);
                if shares_too_much {
                    continue;
                }
                let rec = SeqRec {
                    side,
                    first,
                    start,
                    axis,
                };
                if self.insert_seq(rec) {
                    self.locked |= Bitboard(m.0 & !corners.0);
                    found += 1;
                }
            }
        }
        found
    }

    /// Inserts a record keeping the list sorted; false if full (cannot happen
    /// within [`MAX_SEQUENCES`], see there).
    fn insert_seq(&mut self, rec: SeqRec) -> bool {
        let n = self.n_seqs as usize;
        if n >= MAX_SEQUENCES {
            return false;
        }
        let pos = self.seq_recs().iter().position(|r| *r > rec).unwrap_or(n);
        if let Some(slice) = self.seqs.get_mut(pos..=n) {
            slice.rotate_right(1);
            if let Some(first) = slice.first_mut() {
                *first = rec;
            }
        }
        self.n_seqs += 1;
        true
    }

    /// Every 5-window fully covered by `side` (chips or corners) that is
    /// neither a SEQUENCE of `side` nor shares two or more squares with one:
    /// such a window would have been counted when its last chip landed. Used
    /// by the from-scratch check.
    pub(crate) fn missed_window(&self, side: u8) -> Option<Window> {
        let rules = self.ruleset();
        let grid = *rules.grid();
        let mine = self.chips.get(side as usize).copied()? | rules.corners();
        for start in mine.indices() {
            for axis in Axis::ALL {
                let Some(m) = window_mask(rules, start, axis) else {
                    continue;
                };
                if (m & mine) != m || (m & !rules.corners()).is_empty() {
                    continue;
                }
                let covered = self
                    .seq_recs()
                    .iter()
                    .filter(|r| r.side == side)
                    .any(|r| (rec_mask(rules, r) & m).count() > 1);
                if !covered {
                    return Some(Window {
                        start: grid.coord(start)?,
                        axis,
                        len: 5,
                    });
                }
            }
        }
        None
    }
}

#[cfg(test)]
#[path = "tests/sequence.rs"]
mod tests;
