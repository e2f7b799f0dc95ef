//! The allocation-free play-out paths behind [`board_core::Game::random_move`]
//! and [`board_core::Game::sample_chance`]: the same RNG calls and the same
//! result as the generic paths (a uniform index into
//! [`board_core::Game::legal_moves`]; [`board_core::sample`] over
//! [`board_core::Game::chance_outcomes`]), without building either list.

use board_core::grid::Bitboard;

use crate::moves::{Lock, Move};
use crate::state::{Phase, State};

/// A uniform number below `n`: exactly
/// [`board_core::bots::uniform_index_u64`] (the project's one uniform draw;
/// the same `next_u64` calls, the same result). `None` (and no draw) if
/// `n == 0`.
#[inline(always)]
pub(crate) fn uniform_below<R: rand_core::Rng + ?Sized>(n: u64, rng: &mut R) -> Option<u64> {
    board_core::bots::uniform_index_u64(n, rng)
}

/// The index of the `r`-th (0-based) set bit of `b`, ascending.
#[inline]
pub(crate) fn nth_index(b: Bitboard, r: u32) -> Option<usize> {
    // The first or second square (an equation card has at most two).
    if r < 2 {
        let w = if r == 0 { b.0 } else { b.0 & b.0.wrapping_sub(1) };
        return (w != 0).then(|| w.trailing_zeros() as usize);
    }
    let lo = b.0 as u64;
    let below = lo.count_ones();
    let (mut word, mut r, mut base) = if r < below {
        (lo, r, 0usize)
    } else {
        ((b.0 >> 64) as u64, r - below, 64usize)
    };
    // Skip whole bytes, then clear the lowest bits.
    loop {
        let c = (word & 0xFF).count_ones();
        if r < c || word == 0 {
            break;
        }
        r -= c;
        word >>= 8;
        base += 8;
    }
    for _ in 0..r {
        word &= word.wrapping_sub(1);
    }
    (word != 0).then(|| base + word.trailing_zeros() as usize)
}

/// The number of squares in `b`, without a popcount for the sets of at
/// most two squares that equation cards target (the build has no `popcnt`
/// instruction to rely on).
fn count_squares(b: Bitboard) -> u32 {
    let rest = b.0 & b.0.wrapping_sub(1);
    if b.0 == 0 {
        0
    } else if rest == 0 {
        1
    } else if rest & rest.wrapping_sub(1) == 0 {
        2
    } else {
        b.count()
    }
}

/// Greatest common divisor.
fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl State {
    /// [`board_core::Game::random_move`]: the move at a uniform index of the
    /// legal moves, found by counting target squares per card kind in hand
    /// and taking the chosen kind's `r`-th target square.
    pub(crate) fn fast_random_move<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        let Phase::Play { swapped } = self.phase else {
            return None;
        };
        let rules = self.ruleset();
        let board = self.play_board();
        let side = self.side_to_play();
        // Squares where a placement may have several lock choices (N-R1),
        // each of which then counts as that many moves.
        // The distinct kinds in hand (hand order = legal-move order) with
        // their target squares, the squares among them that may have lock
        // choices, and whether a dead-card swap is offered.
        let hand = self.hand_kinds();
        let choices = |i: usize| self.lock_options(side, i).count();
        // Per distinct kind: (kind, target squares, places a chip, swap
        // offered, moves); a kind's squares with lock choices are
        // `hot_all & squares` for a placement.
        let mut kinds = [(0u8, Bitboard::EMPTY, false, false, 0u32); crate::MAX_HAND];
        let mut n_kinds = 0usize;
        let mut total = 0u32;
        // Every placement's target squares: the squares that may have lock
        // choices are found among them in one pass (a square's test does
        // not depend on the card).
        let mut placing = Bitboard::EMPTY;
        // The previous kind (none at first: kinds are below 256).
        let mut prev = u16::MAX;
        for &k in hand {
            if u16::from(k) == prev {
                continue;
            }
            prev = u16::from(k);
            let Some(action) = rules.action(k as usize) else {
                continue;
            };
            let t = board.targets(rules, action);
            let place = action != crate::Action::Remove;
            if place {
                placing |= t.squares;
            }
            let swap = t.dead && !swapped;
            // One move per target square (and the swap); a square with
            // lock choices adds its extra choices below.
            let moves = count_squares(t.squares) + swap as u32;
            if let Some(slot) = kinds.get_mut(n_kinds) {
                *slot = (k, t.squares, place, swap, moves);
                n_kinds += 1;
                total += moves;
            }
        }
        let hot_all = if placing.is_empty() {
            Bitboard::EMPTY
        } else {
            self.choice_squares_in(side, placing)
        };
        if !hot_all.is_empty() {
            for (_, squares, place, _, moves) in kinds.iter_mut().take(n_kinds) {
                if *place {
                    let extra = (hot_all & *squares).indices().map(|i| choices(i) - 1).sum::<u32>();
                    *moves += extra;
                    total += extra;
                }
            }
        }
        let kinds = kinds.get(..n_kinds).unwrap_or(&[]);
        if total == 0 {
            // D4: a discard of each distinct kind in hand.
            let r = uniform_below(n_kinds as u64, rng)?;
            let &(k, ..) = kinds.get(r as usize)?;
            return rules.card(k as usize).map(Move::Discard);
        }
        let mut r = uniform_below(total as u64, rng)? as u32;
        for &(k, squares, place, swap, moves) in kinds {
            if r >= moves {
                r -= moves;
                continue;
            }
            let card = rules.card(k as usize)?;
            let placements = moves - swap as u32;
            if r >= placements {
                return Some(Move::Dead(card));
            }
            let hot = if place { hot_all & squares } else { Bitboard::EMPTY };
            if hot.is_empty() {
                let sq = nth_index(squares, r).and_then(|i| rules.coord(i))?;
                return Some(Move::Play(card, sq, Lock::NONE));
            }
            // Walk the squares: a hot one holds its lock choices.
            for i in squares.indices() {
                let n = if hot.has_index(i) { choices(i) } else { 1 };
                if r < n {
                    let lock = if n > 1 {
                        self.lock_options(side, i).choice(r)
                    } else {
                        Lock::NONE
                    };
                    return rules.coord(i).map(|sq| Move::Play(card, sq, lock));
                }
                r -= n;
            }
            return None;
        }
        None
    }

    /// [`board_core::Game::sample_chance`]: [`board_core::sample`] over the
    /// chance outcomes, from the pile's counts. The outcomes are the kinds
    /// with `0 < n <= pile_len` (probability `n / pile_len`, reduced), in
    /// kind order; they sum to one (`pile_len` is the counts' sum), so
    /// `sample` draws over
    /// `L = pile_len / g` (the LCM of the reduced denominators, `g` the GCD
    /// of the counts) and walks the weights `n / g`. A shuffle is the single
    /// outcome of probability one, which still takes one `next_u64`.
    pub(crate) fn fast_sample_chance<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        let draw = match self.phase {
            Phase::Deal => Move::Deal,
            Phase::Draw { .. } => Move::Draw,
            Phase::Shuffle { .. } => {
                rng.next_u64();
                return Some(Move::Shuffle);
            }
            Phase::Play { .. } | Phase::Over => return None,
        };
        let rules = self.ruleset();
        let counts = self.pile.get(..rules.kinds()).unwrap_or(&[]);
        let pile = self.pile_len as u32;
        if pile == 0 {
            return None;
        }
        // `pile_len` is the counts' sum: every constructor sets it so (and
        // the validation checks it), and no move breaks it, legal or not
        // (a deal or draw takes a card from both only if the count is
        // positive; cards are never created, so a shuffle's additions stay
        // within the deck's 255 cards and never saturate). So every count is
        // at most the pile, every positive count is an outcome, and they
        // sum to one: `sample` draws over the pile divided by the counts'
        // GCD.
        let mut g = 0;
        for &n in counts {
            if n > 0 {
                g = gcd(g, n as u32);
                if g == 1 {
                    break;
                }
            }
        }
        let r = uniform_below((pile / g.max(1)) as u64, rng)? as u32;
        let k = if g <= 1 {
            walk(counts, r)
        } else {
            walk_weighted(counts, r, |n| n as u32 / g)
        };
        k.and_then(|k| rules.card(k)).map(draw)
    }
}

/// The kind whose cumulative count first exceeds `r` (weights = counts).
/// Skips 16 kinds at a time while their total is at most what is left of
/// `r`: the counts sum to at most 255, so a byte sum never carries.
#[inline]
fn walk(counts: &[u8], mut r: u32) -> Option<usize> {
    let mut base = 0;
    let mut chunks = counts.chunks_exact(16);
    for chunk in chunks.by_ref() {
        let mut bytes = [0u8; 16];
        bytes.copy_from_slice(chunk);
        let both = u128::from_le_bytes(bytes);
        let byte_sum = |w: u64| (w.wrapping_mul(0x0101_0101_0101_0101) >> 56) as u32;
        let sum = byte_sum((both as u64).wrapping_add((both >> 64) as u64));
        if r >= sum {
            r -= sum;
            base += 16;
            continue;
        }
        // The kind is in this chunk: in its first 8 or its last 8.
        let first = byte_sum(both as u64);
        let half = if r >= first {
            r -= first;
            base += 8;
            chunk.get(8..)
        } else {
            chunk.get(..8)
        };
        return walk_weighted(half.unwrap_or(&[]), r, |n| n as u32).map(|k| base + k);
    }
    walk_weighted(chunks.remainder(), r, |n| n as u32).map(|k| base + k)
}

/// The index whose cumulative weight first exceeds `r`.
fn walk_weighted(counts: &[u8], r: u32, weight: impl Fn(u8) -> u32) -> Option<usize> {
    let mut acc = 0u32;
    for (k, &n) in counts.iter().enumerate() {
        acc += weight(n);
        if r < acc {
            return Some(k);
        }
    }
    None
}

#[cfg(test)]
#[path = "../tests/playout.rs"]
mod tests;
