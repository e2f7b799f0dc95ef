//! What the guided search knows about Deblockle ([`Heuristics`]): the race
//! to the target star (spec §1, §3.1, §5) as move priors and a play-out
//! policy, and the turn score [`crate::RacerBot`] plays by.
//!
//! Everything here reads one turn at a time with table lookups, without
//! applying the turn: a removal is a tip whose top face is the Star (§3.1,
//! only legal onto the target star); a turn **sets up** a removal when the
//! tipped block ends beside the target star turned so that tipping it onto
//! the star shows the Star (the hop does not rotate the block, §3.2, and
//! nothing can stop that tip next turn: a star space is never occupied, §3);
//! a turn **closes in** when it ends nearer the target star (Manhattan
//! distance) than the block started.

use core::ops::ControlFlow;

use board_core::Game;
use board_core::arrayvec::ArrayVec;
use board_core::bots::uniform_index;
use board_core::mcts::Knowledge;

use crate::board::{Side, Square, Squares};
use crate::cube::{Dir, Face, Orientation};
use crate::moves::{Move, TipHop};
use crate::rules::movegen::{Group, MAX_GROUPS};
use crate::state::{Phase, State};

/// Manhattan distance between two squares (in orthogonal steps, 0-12).
#[inline]
pub(crate) const fn distance(a: Square, b: Square) -> u32 {
    a.file().abs_diff(b.file()) as u32 + a.rank().abs_diff(b.rank()) as u32
}

/// `SETUP[side][o]`: the square (at most one) where `side`'s block with
/// orientation `o` ([`Orientation::index`]) can be removed by its next
/// tip: the neighbour of the target star from which tipping onto the star
/// brings the Star up (§3.1). Empty when the Star is on top or bottom.
static SETUP: [[u64; 24]; 2] = {
    let mut out = [[0u64; 24]; 2];
    let mut s = 0;
    while s < 2 {
        let target = Side::ALL[s].target_star(); // ok: compile-time table, s < 2
        let mut o = 0;
        while o < 24 {
            let mut d = 0;
            while d < 4 {
                let dir = Dir::ALL[d]; // ok: compile-time table, d < 4
                // ok: compile-time table, o < 24
                if matches!(Orientation::ALL[o].tip(dir).top(), Face::Star)
                    && let Some(from) = target.step(dir.reverse())
                {
                    out[s][o] |= from.bb().0; // ok: compile-time table
                }
                d += 1;
            }
            o += 1;
        }
        s += 1;
    }
    out
};

/// `NEARER[side][sq]`: the squares strictly nearer to `side`'s target star
/// than square index `sq` (Manhattan distance).
static NEARER: [[u64; 49]; 2] = {
    let mut out = [[0u64; 49]; 2];
    let mut s = 0;
    while s < 2 {
        let target = Side::ALL[s].target_star(); // ok: compile-time table, s < 2
        let mut sq = 0;
        while sq < 49 {
            if let Some(a) = Square::from_index(sq) {
                let mut t = 0;
                while t < 49 {
                    if let Some(b) = Square::from_index(t)
                        && distance(b, target) < distance(a, target)
                    {
                        out[s][sq] |= 1u64 << t; // ok: compile-time table
                    }
                    t += 1;
                }
            }
            sq += 1;
        }
        s += 1;
    }
    out
};

/// The squares where `side`'s block, with orientation `o` after its tip,
/// sets up a removal (see [`SETUP`]).
#[inline]
fn setup_squares(side: Side, o: Orientation) -> Squares {
    Squares(
        SETUP
            .get(side.index())
            .and_then(|t| t.get(o.index()))
            .copied()
            .unwrap_or(0),
    )
}

/// The squares nearer to `side`'s target star than `sq`.
#[inline]
fn nearer_squares(side: Side, sq: Square) -> Squares {
    Squares(
        NEARER
            .get(side.index())
            .and_then(|t| t.get(sq.index()))
            .copied()
            .unwrap_or(0),
    )
}

/// Where a turn leaves the block: the hop's square, else the tipped-to
/// square (Stop, a standing tip), else (a removal) where it started.
#[inline]
fn end_square(t: &TipHop) -> Square {
    t.to.or(t.from.step(t.dir)).unwrap_or(t.from)
}

/// The racer's score of a move for the side to move in `state`: 100 for a
/// star removal (§3.1), 50 for a turn that sets up a removal next turn (see
/// the module docs), else 10 plus how many steps the turn brings the block
/// nearer its target star (Manhattan distance; 10 when it gets no nearer);
/// 0 for a setup move or a turn whose `from` holds no block of the side.
///
/// No turn is applied: one table lookup for the set-up test. It equals the
/// score that applies the turn and looks for a Star-up tip among the side's
/// turns after it (the test `score_matches_the_score_that_applies_the_turn`
/// checks it over seeded games): the other blocks do not move, so any
/// removal they have next turn they have now, and then the removal's 100
/// decides.
pub(crate) fn score(state: &State, m: &Move) -> u32 {
    let Move::Turn(t) = m else { return 0 };
    if t.top == Some(Face::Star) {
        return 100;
    }
    let side = state.side_to_move();
    let Some(block) = state.block(t.from).filter(|b| b.side == side) else {
        return 0;
    };
    let end = end_square(t);
    if setup_squares(side, block.orientation.tip(t.dir)).has(end) {
        return 50;
    }
    let target = side.target_star();
    let before = distance(t.from, target);
    10 + before - distance(end, target).min(before)
}

/// Deblockle's knowledge for the guided search
/// ([`board_core::mcts::MctsBot::guided`], the bot string `guided:N`): a
/// race to the target star (spec §1, §5).
///
/// * **Priors** (progressive bias, `0..=1`): a star removal 1.0; a turn
///   that sets up a removal next turn 0.8; a turn that ends nearer the
///   target star 0.3 plus 0.1 a step (at most 0.6); any other turn 0.1.
///   Setup placements (§2) all get 0.5 (no preference).
/// * **Play-out policy**: a star removal whenever there is one (the first
///   in move order); else, with probability [`Heuristics::epsilon`], a
///   uniformly random legal turn; else a uniformly random turn among those
///   that set up a removal, or if none among those that end nearer the
///   target star, or if none among all. Setup placements are uniformly
///   random. Each play-out turn costs one walk over the side's turn groups
///   (no move list, no turn applied) and two draws from the RNG.
///
/// The scores are those of [`crate::RacerBot`] (both read the same
/// function). Blocking the opponent is not scored: a removal cannot be
/// prevented (§3.1: the target star is always empty), and a block that
/// stands in the way of an opponent's approach is left to the search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Heuristics {
    /// The chance of a uniformly random turn where no removal is open, as
    /// a fraction of 2^32.
    explore: u32,
}

impl Heuristics {
    /// The default chance of a uniformly random play-out turn (tuned with
    /// the tournament runner, see [`crate::State`]'s search settings).
    pub const DEFAULT_EPSILON: f32 = 0.25;

    /// Heuristics whose play-outs take a uniformly random turn with
    /// probability `epsilon` (clamped to `0..=1`; not a number counts as
    /// 0) where no removal is open.
    pub fn with_epsilon(epsilon: f32) -> Self {
        let e = if epsilon.is_nan() { 0.0 } else { epsilon.clamp(0.0, 1.0) };
        Heuristics {
            // The saturating cast maps 1.0 to u32::MAX: a random turn always.
            explore: (f64::from(e) * 4_294_967_296.0) as u32,
        }
    }

    /// The chance of a uniformly random play-out turn, in `0..=1`.
    pub fn epsilon(&self) -> f32 {
        (f64::from(self.explore) / 4_294_967_296.0) as f32
    }

    /// The play-out turn of the side to move in `state` (in play, game
    /// running): see the type's docs.
    fn playout_turn<R: rand_core::Rng + ?Sized>(&self, state: &State, rng: &mut R) -> Option<TipHop> {
        let side = state.side_to_move();
        // Per group: the group, its set-up ends and its nearer ends (both
        // as square sets; a group without a hop ends on its tipped-to
        // square).
        let mut groups: ArrayVec<(Group, u64, u64), MAX_GROUPS> = ArrayVec::new();
        let (mut total, mut setups, mut nearers) = (0u32, 0u32, 0u32);
        let mut removal = None;
        let _ = state.for_each_group(side, |g| {
            if g.top == Face::Star {
                removal = Some(g.nth(0));
                return ControlFlow::Break(());
            }
            let ends = if g.targets.is_empty() {
                g.from.step(g.dir).map_or(Squares::EMPTY, Square::bb)
            } else {
                g.targets
            };
            let o = state
                .block(g.from)
                .map_or(Orientation::ALL[0], |b| b.orientation.tip(g.dir));
            let setup = ends.and(setup_squares(side, o));
            let nearer = ends.and(nearer_squares(side, g.from)).minus(setup);
            total += g.len();
            setups += setup.count();
            nearers += nearer.count();
            // At most four blocks of four tips each (a valid state): room.
            let _ = groups.try_push((g, setup.0, nearer.0));
            ControlFlow::Continue(())
        });
        if removal.is_some() {
            return removal;
        }
        let random = rng.next_u32() < self.explore;
        // Which ends to draw from: 0 = all, 1 = set-ups, 2 = nearer.
        let (pick, n) = match (random, setups, nearers) {
            (false, s, _) if s > 0 => (1, s),
            (false, 0, n) if n > 0 => (2, n),
            _ => (0, total),
        };
        let mut k = uniform_index(n as usize, rng)? as u32;
        for (g, setup, nearer) in &groups {
            let mask = match pick {
                1 => *setup,
                2 => *nearer,
                _ => {
                    let len = g.len();
                    if k < len {
                        return Some(g.nth(k));
                    }
                    k -= len;
                    continue;
                }
            };
            let c = mask.count_ones();
            if k < c {
                let mut b = mask;
                for _ in 0..k {
                    b &= b.wrapping_sub(1);
                }
                let to = Square::from_index(b.trailing_zeros() as usize)?;
                let mut turn = g.nth(0);
                if !g.targets.is_empty() {
                    turn.to = Some(to);
                }
                return Some(turn);
            }
            k -= c;
        }
        None
    }
}

impl Default for Heuristics {
    fn default() -> Self {
        Heuristics::with_epsilon(Heuristics::DEFAULT_EPSILON)
    }
}

impl Knowledge<State> for Heuristics {
    /// See [`Heuristics`]: 1.0 removal, 0.8 set-up, 0.3 + 0.1 a step
    /// nearer (at most 0.6), 0.1 otherwise; 0.5 for setup placements.
    fn prior(&self, state: &State, mv: &Move) -> f32 {
        match mv {
            Move::Turn(_) => match score(state, mv) {
                100 => 1.0,
                50 => 0.8,
                s if s > 10 => 0.3 + 0.1 * (s - 10).min(3) as f32,
                _ => 0.1,
            },
            _ => 0.5,
        }
    }

    fn playout_move<R: rand_core::Rng + ?Sized>(&self, state: &State, rng: &mut R) -> Option<Move> {
        match (state.phase(), state.status()) {
            (Phase::Play, None) => self.playout_turn(state, rng).map(Move::Turn),
            _ => state.random_move(rng),
        }
    }
}

#[cfg(test)]
#[path = "tests/knowledge.rs"]
mod tests;
