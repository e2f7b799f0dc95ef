//! numseq's search knowledge (issue 30): move priors and a play-out policy
//! that complete the seat's own SEQUENCE and block the opponents'.
//!
//! Everything is read off **line maps** computed for all squares at once
//! with bitboard shifts (no loop over squares or windows): for each side,
//! along each of the 4 axes, the 5-windows (spec section 3) that hold no
//! chip of another side are counted bit-sliced (how many of their squares
//! are the side's chips or free corners), and the empty squares of the
//! windows holding 4, 3 or 2 are collected. So a placement is judged by
//! whether it completes a SEQUENCE, blocks another side's completing
//! square, or extends a line to 4 or 3, and a Minus (spec section 4) by
//! whether the chip it removes is in another side's window of 4 or 3.
//!
//! The maps count a side's locked chips like its other chips and do not
//! check the one-shared-square rule (D2) for a side's second SEQUENCE: a
//! heuristic, cheap where it matters (the 2-player game needs one
//! SEQUENCE, so nothing is locked before the end). Move legality and lock
//! choices (N-R1) always come from the rules.

use board_core::Game;
use board_core::bots::uniform_index_u64;
use board_core::grid::{Axis, Bitboard, Grid};
use board_core::mcts::Knowledge;

use crate::layout::Action;
use crate::moves::{Lock, Move};
use crate::state::{Phase, State};

/// numseq's [`Knowledge`] for the guided search (`guided:N`): priors for
/// progressive bias and a play-out policy, both from the line maps of the
/// module docs.
///
/// **Priors** (in `0..=1`), for the seat to act:
///
/// | move | prior |
/// |---|---|
/// | a placement (equation card or Plus) that completes a SEQUENCE | 1.0 |
/// | a placement on a square that completes another side's SEQUENCE (a block) | 0.9 |
/// | a Minus on another side's chip in its window of 4 (a block) | 0.9 |
/// | a dead-card swap (spec section 4) | 0.6 |
/// | another placement | 0.1 + 0.3 if it makes a window of 4 + 0.25 if it blocks a window of 3 + 0.1 if it makes a window of 3 + 0.05 if it blocks one of 2; times 0.3 for a Plus |
/// | a Minus on another side's chip in its window of 3 | 0.4 |
/// | another Minus, a D4 discard | 0.05, 0.1 |
///
/// **Play-out policy**: one move in [`Heuristics::UNIFORM_ONE_IN`] is
/// uniformly random ([`Game::random_move`]), so play-outs stay diverse.
/// Otherwise a placement that completes a SEQUENCE is played at once;
/// else a move is drawn with weights: an equation card's placement 1, plus
/// 40 if it blocks a completing square, 8 if it makes a window of 4, 4 if
/// it blocks a window of 3, 1 if it makes a window of 3; a dead-card swap
/// 20; a Plus only to block (40) or to make a window of 4 (4), and a Minus
/// only on a chip in another side's window of 4 (40) or 3 (2), each on one
/// such square drawn at random (Plus and Minus are scarce: 4 of 100
/// cards). With nothing weighted (only a D4 discard, say) the move is
/// uniformly random.
///
/// Allocation-free; deterministic for the RNG given.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Heuristics;

impl Heuristics {
    /// One play-out move in this many is uniformly random.
    pub const UNIFORM_ONE_IN: u64 = 8;

    /// The value of a position for `seat`, in `-1..=1` (loss..win), for a
    /// play-out cut before the end (numseq's
    /// [`board_core::mcts::SearchSettings::leaf_value`]): the game's result
    /// once over; else the balance of completing squares (weight 3) and
    /// squares of windows of 3 (weight 1) of the seat's side against every
    /// other side's, `x / (|x| + 6)`. A seat the game does not have gets 0.
    pub fn leaf_value(state: &State, seat: board_core::Seat) -> f64 {
        if let Some(o) = state.outcome() {
            return o.get(seat).map_or(0.0, |so| f64::from(so.result.returns()));
        }
        if seat.index() >= state.players() {
            return 0.0;
        }
        let side = state.side_of(seat).0;
        let t = Threats::of(state, side, false);
        let x = 3.0 * (f64::from(t.mine.win.count()) - f64::from(t.theirs.win.count()))
            + f64::from(t.mine.three.count())
            - f64::from(t.theirs.three.count());
        x / (x.abs() + 6.0)
    }
}

/// Whether play-outs read the windows of 2 (`Lines::two`).
const PLAYOUT_TWOS: bool = true;

/// Play-out weights (see [`Heuristics`]).
const W_BASE: u32 = 1;
const W_BLOCK: u32 = 40;
const W_FOUR: u32 = 8;
const W_BLOCK_THREE: u32 = 4;
const W_THREE: u32 = 1;
const W_DEAD: u32 = 20;
const W_PLUS_FOUR: u32 = 4;
const W_MINUS_THREE: u32 = 2;

/// One side's lines: squares and chips of its open windows by count.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Lines {
    /// Empty squares that complete a window: 4 of its squares the side's
    /// chips or free corners, none another side's chip.
    pub(crate) win: Bitboard,
    /// Empty squares of such windows holding 3.
    pub(crate) three: Bitboard,
    /// Empty squares of such windows holding 2 (only computed when asked).
    pub(crate) two: Bitboard,
    /// The side's chips in its windows holding 4.
    pub(crate) win_chips: Bitboard,
    /// The side's chips in its windows holding 3.
    pub(crate) three_chips: Bitboard,
}

impl Lines {
    fn or(self, o: Lines) -> Lines {
        Lines {
            win: self.win | o.win,
            three: self.three | o.three,
            two: self.two | o.two,
            win_chips: self.win_chips | o.win_chips,
            three_chips: self.three_chips | o.three_chips,
        }
    }
}

/// The line maps of a side (`mine`: its chips and the free corners) against
/// the chips of the other sides (`others`), with `empty` the empty playable
/// squares; `deep` adds [`Lines::two`].
pub(crate) fn lines(grid: &Grid, mine: Bitboard, others: Bitboard, empty: Bitboard, deep: bool) -> Lines {
    let mut out = Lines::default();
    let open_squares = Bitboard(grid.full().0 & !others.0);
    for axis in Axis::ALL {
        let fwd = axis.forward();
        let back = fwd.opposite();
        // Window starts `s` (the window is s, s+d, ..., s+4d) whose five
        // squares are on the board and hold no chip of another side.
        let open = grid.run_starts(open_squares, fwd, 5).0;
        if open == 0 {
            continue;
        }
        // Bit `s` of x_j: square s + j*d is `mine`.
        let x0 = mine;
        let x1 = grid.shift(x0, back);
        let x2 = grid.shift(x1, back);
        let x3 = grid.shift(x2, back);
        let x4 = grid.shift(x3, back);
        let (a, b, c, d, e) = (x0.0, x1.0, x2.0, x3.0, x4.0);
        // Bit-sliced sum of five bits: bit0 + 2 * (c1 + c2).
        let s1 = a ^ b ^ c;
        let c1 = (a & b) | (c & (a ^ b));
        let bit0 = s1 ^ d ^ e;
        let c2 = (s1 & d) | (e & (s1 ^ d));
        let bit1 = c1 ^ c2;
        let bit2 = c1 & c2;
        let w4 = open & bit2 & !bit1 & !bit0;
        let w3 = open & !bit2 & bit1 & bit0;
        let w2 = if deep { open & !bit2 & bit1 & !bit0 } else { 0 };
        if w4 | w3 | w2 == 0 {
            continue;
        }
        // The squares of those windows: each start spread along the axis.
        let (mut t4, mut t3, mut t2) = (Bitboard(w4), Bitboard(w3), Bitboard(w2));
        let (mut cover4, mut cover3, mut cover2) = (w4, w3, w2);
        for _ in 1..5 {
            if !t4.is_empty() {
                t4 = grid.shift(t4, fwd);
                cover4 |= t4.0;
            }
            if !t3.is_empty() {
                t3 = grid.shift(t3, fwd);
                cover3 |= t3.0;
            }
            if !t2.is_empty() {
                t2 = grid.shift(t2, fwd);
                cover2 |= t2.0;
            }
        }
        out.win.0 |= cover4 & empty.0;
        out.three.0 |= cover3 & empty.0;
        out.two.0 |= cover2 & empty.0;
        out.win_chips.0 |= cover4 & mine.0;
        out.three_chips.0 |= cover3 & mine.0;
    }
    out
}

/// The line maps of the seat to play's side (`mine`) and of every other
/// side together (`theirs`).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Threats {
    pub(crate) mine: Lines,
    pub(crate) theirs: Lines,
}

impl Threats {
    /// The maps for side `side` in `state`.
    pub(crate) fn of(state: &State, side: u8, deep: bool) -> Threats {
        let rules = state.ruleset();
        let grid = rules.grid();
        let corners = rules.corners();
        let occupied = state.occupied();
        let empty = Bitboard(rules.playable().0 & !occupied.0);
        let mut out = Threats::default();
        for s in 0..state.sides() {
            let own = state.chips.get(usize::from(s)).copied().unwrap_or(Bitboard::EMPTY);
            let l = lines(grid, own | corners, Bitboard(occupied.0 & !own.0), empty, deep);
            if s == side {
                out.mine = l;
            } else {
                out.theirs = out.theirs.or(l);
            }
        }
        // Only another side's unlocked chips can be removed.
        out.theirs.win_chips.0 &= occupied.0 & !state.locked().0;
        out.theirs.three_chips.0 &= occupied.0 & !state.locked().0;
        out
    }
}

/// A uniformly drawn square of `b` (`None` if empty).
fn random_square<R: rand_core::Rng + ?Sized>(b: Bitboard, rng: &mut R) -> Option<usize> {
    let n = b.count();
    if n <= 1 {
        return b.first_index();
    }
    let r = uniform_index_u64(u64::from(n), rng)?;
    b.indices().nth(r as usize)
}

/// The placement of kind `k` on square `s` for the seat to play, with a
/// lock choice drawn at random where the placement has several (N-R1).
fn placement<R: rand_core::Rng + ?Sized>(state: &State, side: u8, k: u8, s: usize, rng: &mut R) -> Option<Move> {
    let rules = state.ruleset();
    let card = rules.card(usize::from(k))?;
    let sq = rules.coord(s)?;
    let lock = if state.choice_squares_in(side, Bitboard::from_index(s)).is_empty() {
        Lock::NONE
    } else {
        let opts = state.lock_options(side, s);
        let n = opts.count();
        if n > 1 {
            opts.choice(uniform_index_u64(u64::from(n), rng)? as u32)
        } else {
            Lock::NONE
        }
    };
    Some(Move::Play(card, sq, lock))
}

/// A candidate of the play-out policy: a kind, a square (or [`DEAD`]) and
/// a weight.
type Candidate = (u8, u8, u32);
/// The square of a dead-card swap candidate.
const DEAD: u8 = u8::MAX;
/// Most candidates: an equation card has at most 2 squares, Plus and
/// Minus one each, plus a swap per kind.
const MAX_CANDIDATES: usize = 3 * crate::MAX_HAND;

impl Knowledge<State> for Heuristics {
    fn prior(&self, state: &State, mv: &Move) -> f32 {
        let Phase::Play { .. } = state.phase else { return 0.0 };
        match *mv {
            Move::Play(card, sq, _) => {
                let rules = state.ruleset();
                let (Some(action), Some(i)) = (
                    rules.kind_of(card).and_then(|k| rules.action(k)),
                    rules.grid().index(sq),
                ) else {
                    return 0.0;
                };
                let t = Threats::of(state, state.side_to_play(), true);
                let has = |b: Bitboard| b.has_index(i);
                match action {
                    Action::Remove => {
                        if has(t.theirs.win_chips) {
                            0.9
                        } else if has(t.theirs.three_chips) {
                            0.4
                        } else {
                            0.05
                        }
                    }
                    Action::Place(_) | Action::Wild => {
                        if has(t.mine.win) {
                            1.0
                        } else if has(t.theirs.win) {
                            0.9
                        } else {
                            let f = |b: Bitboard, w: f32| if has(b) { w } else { 0.0 };
                            let p = 0.1
                                + f(t.mine.three, 0.3)
                                + f(t.theirs.three, 0.25)
                                + f(t.mine.two, 0.1)
                                + f(t.theirs.two, 0.05);
                            if action == Action::Wild { 0.3 * p } else { p }
                        }
                    }
                }
            }
            Move::Dead(_) => 0.6,
            Move::Discard(_) => 0.1,
            Move::Deal(_) | Move::Draw(_) | Move::Shuffle => 0.0,
        }
    }

    fn playout_move<R: rand_core::Rng + ?Sized>(&self, state: &State, rng: &mut R) -> Option<Move> {
        let Phase::Play { swapped } = state.phase else {
            return None;
        };
        if uniform_index_u64(Heuristics::UNIFORM_ONE_IN, rng)? == 0 {
            return state.random_move(rng);
        }
        let rules = state.ruleset();
        let board = state.play_board();
        let side = state.side_to_play();
        let t = Threats::of(state, side, PLAYOUT_TWOS);
        let mut cands: [Candidate; MAX_CANDIDATES] = [(0, 0, 0); MAX_CANDIDATES];
        let mut n = 0usize;
        let mut total = 0u32;
        let mut push = |c: Candidate| {
            if let Some(slot) = cands.get_mut(n) {
                *slot = c;
                n += 1;
                total += c.2;
            }
        };
        let mut prev = u16::MAX;
        for &k in state.hand_kinds() {
            if u16::from(k) == prev {
                continue;
            }
            prev = u16::from(k);
            let Some(action) = rules.action(usize::from(k)) else {
                continue;
            };
            let targets = board.targets(rules, action);
            let squares = targets.squares;
            match action {
                Action::Place(_) => {
                    if let Some(s) = (squares & t.mine.win).first_index() {
                        return placement(state, side, k, s, rng);
                    }
                    if targets.dead && !swapped {
                        push((k, DEAD, W_DEAD));
                    }
                    for s in squares.indices() {
                        let has = |b: Bitboard| b.has_index(s);
                        let w = W_BASE
                            + if has(t.theirs.win) { W_BLOCK } else { 0 }
                            + if has(t.mine.three) { W_FOUR } else { 0 }
                            + if has(t.theirs.three) { W_BLOCK_THREE } else { 0 }
                            + if has(t.mine.two) { W_THREE } else { 0 };
                        push((k, s as u8, w));
                    }
                }
                Action::Wild => {
                    if let Some(s) = (squares & t.mine.win).first_index() {
                        return placement(state, side, k, s, rng);
                    }
                    if let Some(s) = random_square(squares & t.theirs.win, rng) {
                        push((k, s as u8, W_BLOCK));
                    } else if let Some(s) = random_square(squares & t.mine.three, rng) {
                        push((k, s as u8, W_PLUS_FOUR));
                    }
                }
                Action::Remove => {
                    if let Some(s) = random_square(squares & t.theirs.win_chips, rng) {
                        push((k, s as u8, W_BLOCK));
                    } else if let Some(s) = random_square(squares & t.theirs.three_chips, rng) {
                        push((k, s as u8, W_MINUS_THREE));
                    }
                }
            }
        }
        if total == 0 {
            return state.random_move(rng);
        }
        let mut r = uniform_index_u64(u64::from(total), rng)? as u32;
        for &(k, s, w) in cands.get(..n).unwrap_or(&[]) {
            if r >= w {
                r -= w;
                continue;
            }
            if s == DEAD {
                return rules.card(usize::from(k)).map(Move::Dead);
            }
            return match rules.action(usize::from(k)) {
                Some(Action::Remove) => {
                    let card = rules.card(usize::from(k))?;
                    rules.coord(usize::from(s)).map(|sq| Move::Play(card, sq, Lock::NONE))
                }
                _ => placement(state, side, k, usize::from(s), rng),
            };
        }
        state.random_move(rng)
    }
}

#[cfg(test)]
#[path = "tests/knowledge.rs"]
mod tests;
