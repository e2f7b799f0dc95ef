//! SEQUENCE detection (spec section 3, decisions D1-D3, N-R1) and the
//! potential SEQUENCEs of the full-board rule (N-R2).
//!
//! After a chip of side `X` lands on square `s`, every 5-window through `s`
//! on each of the 4 axes whose squares are all `X` chips or free corners,
//! and that shares at most one square (chip or corner, D2) with every
//! SEQUENCE `X` already has, is a **candidate**. Two candidates on different
//! axes share only `s`, so they go together; two on one axis share 5 - d
//! squares (d = their offset), so only the two end windows of a run of 9
//! (offset 4) go together. The **lock choices** are the sets of candidates
//! that go together pairwise and that no further candidate could join
//! (N-R1): per axis, either both end windows, or any one other candidate;
//! across axes, every combination. Each choice is a legal move; every
//! window of the chosen set counts and locks (D3). So a run of 9 gives two
//! SEQUENCEs sharing the middle chip, never three, and a window further
//! along a run of 6-9 is found when the earlier ones overlap a locked
//! SEQUENCE.
//!
//! A choice is a [`Lock`]: per axis (bits `5 * axis ..`, axis in the order
//! of [`Axis::ALL`]) a 5-bit set of `k`, the window starting `k` squares
//! back from `s` along the axis's forward direction.

use board_core::grid::{Axis, Bitboard, Window};

use crate::events::{Event, window_squares};
use crate::layout::Layout;
use crate::moves::Lock;
use board_core::EventSink;

use crate::state::{MAX_SEQUENCES, SeqRec, Side, State};

/// The candidates of one placement, per axis: the set of `k` (bit `k`) and
/// the start square of window `k`.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct LockOptions {
    cand: [u8; 4],
    start: [[u8; 5]; 4],
}

/// Both end windows of a run of 9 (`k` = 0 and 4).
const ENDS: u8 = 0b10001;

/// The options of one axis with candidate set `c`: both ends together (if
/// both are candidates) first, then each other candidate alone, in reading
/// order of the window's start (descending `k`).
fn axis_count(c: u8) -> u32 {
    if c & ENDS == ENDS {
        1 + (c & !ENDS).count_ones()
    } else {
        c.count_ones()
    }
}

fn axis_option(c: u8, i: u32) -> u8 {
    let (singles, mut i) = if c & ENDS == ENDS {
        if i == 0 {
            return ENDS;
        }
        (c & !ENDS, i - 1)
    } else {
        (c, i)
    };
    for k in (0..5u8).rev() {
        if singles & (1 << k) != 0 {
            if i == 0 {
                return 1 << k;
            }
            i -= 1;
        }
    }
    0
}

impl LockOptions {
    /// Number of lock choices (1 when there is nothing or only one set).
    pub(crate) fn count(&self) -> u32 {
        self.cand.iter().map(|&c| axis_count(c).max(1)).product()
    }
    /// Choice `i` (`i < count()`), axis 0 varying fastest.
    pub(crate) fn choice(&self, mut i: u32) -> Lock {
        let mut bits = 0u32;
        for (a, &c) in self.cand.iter().enumerate() {
            let n = axis_count(c);
            if n == 0 {
                continue;
            }
            bits |= (axis_option(c, i % n) as u32) << (5 * a);
            i /= n;
        }
        Lock::from_bits(bits)
    }
    /// Whether `lock` is one of the choices.
    pub(crate) fn is_choice(&self, lock: Lock) -> bool {
        if lock.bits() >> 20 != 0 {
            return false;
        }
        self.cand.iter().enumerate().all(|(a, &c)| {
            let b = ((lock.bits() >> (5 * a)) & 31) as u8;
            let n = axis_count(c);
            if n == 0 {
                b == 0
            } else {
                (0..n).any(|i| axis_option(c, i) == b)
            }
        })
    }
}

/// The squares of a 5-window starting at index `start` along `axis`.
pub(crate) fn window_mask(rules: &Layout, start: usize, axis: Axis) -> Option<Bitboard> {
    rules.window_mask(start, axis)
}

/// The mask of a recorded SEQUENCE.
pub(crate) fn rec_mask(rules: &Layout, r: &SeqRec) -> Bitboard {
    rules.window_mask(r.start(rules), r.axis()).unwrap_or(Bitboard::EMPTY)
}

/// The 5-windows through square `s` on `axis`, as `(first, start, mask)`,
/// sorted by `first` (the lowest index of the window, reading order),
/// computed from scratch: the twin of the ruleset's table
/// ([`Layout::windows_through`]) in the tests.
#[cfg(test)]
pub(crate) fn windows_through(rules: &Layout, s: usize, axis: Axis) -> ([(u8, u8, Bitboard); 5], usize) {
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
    /// The candidates if `side`'s chip lands on square `s` (whether or not
    /// a chip is there already).
    pub(crate) fn lock_options(&self, side: u8, s: usize) -> LockOptions {
        let rules = self.ruleset();
        let mut out = LockOptions::default();
        let Some(&own) = self.chips.get(side as usize) else {
            return out;
        };
        let mut mine = own | rules.corners();
        mine.set_index(s);
        for a in 0..4 {
            // Every window through `s` holds a neighbour of `s` on the axis
            // and a square 2 steps away: with neither of either `mine`, no
            // window is complete.
            if (rules.near(s, a) & mine).is_empty() || (rules.far2(s, a) & mine).is_empty() {
                continue;
            }
            let Some(at) = rules.coord(s) else { return out };
            for &start in rules.windows_through(s, a) {
                let m = rules.window(start as usize, a);
                if m.is_empty() || (m & mine) != m {
                    continue;
                }
                let shares_too_much = self
                    .seq_recs()
                    .iter()
                    .filter(|r| r.side() == side)
                    .any(|r| (rec_mask(rules, r) & m).count() > 1);
                if shares_too_much {
                    continue;
                }
                let Some(from) = rules.coord(start as usize) else {
                    continue;
                };
                // Steps from the start to `s`: the column distance, or the
                // row distance on a column.
                let k = if a == 1 {
                    at.row.abs_diff(from.row)
                } else {
                    at.col.abs_diff(from.col)
                } as usize;
                if let (Some(c), Some(slot)) = (out.cand.get_mut(a), out.start.get_mut(a).and_then(|x| x.get_mut(k))) {
                    *c |= 1 << k;
                    *slot = start;
                }
            }
        }
        out
    }

    /// The squares of `within` that may have a lock choice for `side`: on
    /// some axis both neighbours are the side's chips or corners (found for
    /// every square at once by shifting the bitboard along the axis), and
    /// one square 2 steps away and one 3 steps away are the side's too
    /// (two windows on one axis cover a run of at least 6 through the
    /// square). A superset of the squares with more
    /// than one lock choice.
    #[inline]
    pub(crate) fn choice_squares_in(&self, side: u8, within: Bitboard) -> Bitboard {
        if within.is_empty() {
            return within;
        }
        let rules = self.ruleset();
        let Some(&own) = self.chips.get(side as usize) else {
            return Bitboard::EMPTY;
        };
        let mine = own | rules.corners();
        let mut out = Bitboard::EMPTY;
        for (a, &(d, inner)) in rules.pair_steps().iter().enumerate() {
            // d < 128 (0 with no inner squares where the step does not fit),
            // and d < 64 wherever there is an inner square (it has squares
            // `d` before and after it among at most 128): the mask lets the
            // shifts skip their 64-and-over case.
            let d = d & 63;
            // (A square already found may be tested again: rare and harmless.)
            let pairs = (mine.0 >> d) & (mine.0 << d) & inner.0 & within.0;
            for s in Bitboard(pairs).indices() {
                if !(rules.far2(s, a) & mine).is_empty() && !(rules.far3(s, a) & mine).is_empty() {
                    out.set_index(s);
                }
            }
        }
        out
    }

    /// Records the SEQUENCEs that `side`'s chip on square `s` completes, as
    /// chosen by `lock` (N-R1; [`Lock::NONE`] takes the only choice), and
    /// locks their chips. Returns how many were completed.
    pub(crate) fn complete_sequences<S: EventSink<Event>>(
        &mut self,
        side: u8,
        s: usize,
        lock: Lock,
        sink: &mut S,
    ) -> usize {
        let rules = self.ruleset();
        let corners = rules.corners();
        // Every window through `s` holds one of its 8 neighbours: with none
        // of them the side's chip or a corner, nothing completes.
        let own = self.chips.get(side as usize).copied().unwrap_or(Bitboard::EMPTY);
        let mine = own | corners;
        if (rules.around(s) & mine).is_empty() {
            return 0;
        }
        // Nor without, on some axis, a neighbour and a square 2 steps away
        // the side's (the first test of `lock_options`, here without its
        // setup).
        if !(0..4).any(|a| !(rules.near(s, a) & mine).is_empty() && !(rules.far2(s, a) & mine).is_empty()) {
            return 0;
        }
        let opts = self.lock_options(side, s);
        if opts.cand == [0; 4] {
            return 0;
        }
        let chosen = if lock.is_none() { opts.choice(0) } else { lock };
        let mut found = 0;
        for (a, axis) in Axis::ALL.into_iter().enumerate() {
            let c = opts.cand.get(a).copied().unwrap_or(0) & ((chosen.bits() >> (5 * a)) & 31) as u8;
            for k in 0..5 {
                if c & (1 << k) == 0 {
                    continue;
                }
                let Some(&start) = opts.start.get(a).and_then(|x| x.get(k)) else {
                    continue;
                };
                let m = rules.window(start as usize, a);
                let rec = SeqRec::new(side, m.0.trailing_zeros() as usize, axis);
                if self.insert_seq(rec) {
                    self.locked |= Bitboard(m.0 & !corners.0);
                    found += 1;
                    sink.emit(|| Event::SequenceLocked {
                        side: Side(side),
                        squares: window_squares(rules, start as usize, axis),
                    });
                }
            }
        }
        found
    }

    /// Whether `side` has a potential SEQUENCE (N-R2): a 5-window holding no
    /// locked chip of another side and sharing at most one square with each
    /// of the side's SEQUENCEs.
    pub(crate) fn has_potential(&self, side: u8) -> bool {
        let rules = self.ruleset();
        let own = self.chips.get(side as usize).copied().unwrap_or(Bitboard::EMPTY);
        let blocked = Bitboard(self.locked.0 & !own.0);
        let mine: alloc::vec::Vec<Bitboard> = self
            .seq_recs()
            .iter()
            .filter(|r| r.side() == side)
            .map(|r| rec_mask(rules, r))
            .collect();
        (0..rules.grid().len()).any(|start| {
            (0..4).any(|a| {
                let m = rules.window(start, a);
                !m.is_empty() && (m & blocked).is_empty() && mine.iter().all(|&q| (q & m).count() <= 1)
            })
        })
    }

    /// The full-board draw (D5, N-R2): every square covered, and either no
    /// card can remove a chip or no side has a potential SEQUENCE.
    pub(crate) fn full_board_draw(&self) -> bool {
        self.board_full() && (!self.ruleset().has_remove() || (0..self.sides).all(|s| !self.has_potential(s)))
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
                    .filter(|r| r.side() == side)
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
#[path = "tests/score.rs"]
mod tests;
