//! What the guided search knows about XOBrainer ([`Heuristics`]): move
//! priors and a play-out policy that complete one's own five in a row and
//! block the opponent's (spec §5), and priors that prefer squares building
//! lines.

use board_core::grid::Bitboard;
use board_core::mcts::Knowledge;

use crate::fast::LINES;
use crate::fast::{Counted, cols_east, cols_east_wide, cols_west, cols_west_wide, uniform_index};
use crate::layout::Geometry;
use crate::moves::Move;
use crate::score::lanes as score_lanes;
use crate::squares::Squares;
use crate::state::{Phase, State};

/// XOBrainer's knowledge for the guided search (`guided:N`;
/// [`board_core::mcts::SearchSettings::Knowledge`] of [`State`]).
///
/// A side owns a line of five of its **shape**, or of its **main colour**
/// (X: green, O: red), spec §5; a placement that completes a line of the
/// opponent's colour (an off-colour piece: red X, green O) gives the
/// opponent the round, unless it completes one of the placer's lines too.
/// In the definitions below, a square *completes* a line of a set of
/// pieces when the set with a piece on that square holds five in a row
/// (any of the 4 directions, decision D1) through the square.
///
/// **Play-out policy** ([`Knowledge::playout_move`]), for the side to
/// place, in this order:
///
/// 1. a square where its next piece completes one of its own lines (its
///    shape; its main colour if the piece is main-colour): the round won;
/// 2. else a legal square that completes one of the opponent's lines (its
///    shape or its main colour), where the piece does not itself complete
///    the opponent's colour line: an immediate five blocked;
/// 3. else a uniformly random legal placement, leaving out the squares
///    where an off-colour piece would complete the opponent's colour line
///    (when any other square is legal).
///
/// Ties are drawn uniformly with the search's random numbers. Every other
/// decision (the one `Pass` of decision D7, `NextRound`, and when nothing
/// above applies with TimeBomb on, `Timeout` among the placements) is the
/// uniform [`board_core::Game::random_move`]; chance (lot, bag draws, Map
/// and Mission cards) is sampled by the search, not here. The sets are
/// found with whole-board shifts (about 100 word operations per set on
/// boards of at most 128 squares), so a guided play-out costs a few times
/// a uniform one (see BENCHMARKS.md for the measured rates).
///
/// **Priors** ([`Knowledge::prior`]), dimensionless in `0..=1`, larger is
/// better, for the seat to act:
///
/// * [`Heuristics::WIN`] (1.0): the placement completes one of the
///   placer's own lines (spec §5; the placer wins a simultaneous five);
/// * [`Heuristics::BLOCK`] (0.8): it completes none of them but takes a
///   square that completes an opponent line, without completing the
///   opponent's colour line itself;
/// * [`Heuristics::LOSS`] (0.0): it completes the opponent's colour line
///   only (an off-colour piece), which hands the opponent the round;
/// * otherwise [`Heuristics::BASE`]` + `[`Heuristics::ATTACK`]` * a + `
///   [`Heuristics::DEFENCE`]` * d` (at most 0.7): `a` is the most of the
///   placer's own pieces (shape, or main colour for a main-colour piece)
///   in one 5-square window through the square that no opponent piece
///   spoils, divided by 4; `d` the same for the opponent's pieces in its
///   windows through the square that this piece spoils (every window of
///   its shape; of its colour when the piece is not of that colour);
/// * `Pass` (the only move when it is legal) and `NextRound` get
///   [`Heuristics::BASE`], `Timeout` 0 (it wastes the turn, spec §7 D4);
///   chance moves are never searched as decisions (0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Heuristics;

impl Heuristics {
    /// Prior of a placement that completes one of the placer's lines.
    pub const WIN: f32 = 1.0;
    /// Prior of a placement that takes a square completing an opponent
    /// line (and hands it nothing).
    pub const BLOCK: f32 = 0.8;
    /// Prior of a placement that completes only the opponent's colour line.
    pub const LOSS: f32 = 0.0;
    /// Prior of any other placement before its line terms.
    pub const BASE: f32 = 0.1;
    /// Weight of the placer's own best window through the square (0..=1).
    pub const ATTACK: f32 = 0.4;
    /// Weight of the opponent's best window the piece spoils (0..=1).
    pub const DEFENCE: f32 = 0.2;
}

/// The sets a placement is judged by: the side to place, its piece and
/// the board's sets.
struct Sides {
    geo_narrow: bool,
    main: bool,
    /// Empty squares of the board.
    empty: Squares,
    /// Squares the next piece may take (empty; no knockout square for a
    /// main-colour piece).
    legal: Squares,
    my_shape: Squares,
    my_colour: Squares,
    opp_shape: Squares,
    opp_colour: Squares,
}

impl Sides {
    /// The sets of `state`, if a side is to place a piece in a running round.
    #[inline]
    fn of(state: &State) -> Option<Sides> {
        if state.phase != Phase::Play || state.pending().is_some() {
            return None;
        }
        let side = state.turn;
        let colour = state.sides[side].next_colour()?;
        let geo = &state.rules.geo;
        let board = &state.board;
        let empty = geo.full & !board.occupied();
        let main = colour == side.main();
        let legal = if main { empty & !geo.knockout } else { empty };
        let opp = side.other();
        Some(Sides {
            geo_narrow: geo.narrow,
            main,
            empty,
            legal,
            my_shape: board.shapes(side) & geo.full,
            my_colour: board.colour(side.main()) & geo.full,
            opp_shape: board.shapes(opp) & geo.full,
            opp_colour: board.colour(opp.main()) & geo.full,
        })
    }

    /// The squares (among `target`) that complete a line of `p`.
    #[inline]
    fn completing(&self, geo: &Geometry, p: Squares, target: Squares) -> Squares {
        if self.geo_narrow {
            Squares {
                lo: completing_narrow(u32::from(geo.cols), p.lo, target.lo),
                hi: 0,
            }
        } else {
            completing_wide(u32::from(geo.cols), p, target)
        }
    }

    /// Squares where the next piece completes one of the placer's lines.
    #[inline]
    fn wins(&self, geo: &Geometry) -> Squares {
        let mut w = self.completing(geo, self.my_shape, self.legal);
        if self.main {
            w |= self.completing(geo, self.my_colour, self.legal);
        }
        w
    }

    /// Squares completing an opponent line (`threats`), and among them the
    /// squares where the next piece itself completes the opponent's colour
    /// line (`losing`: an off-colour piece, which is the opponent's main
    /// colour).
    #[inline]
    fn threats(&self, geo: &Geometry) -> (Squares, Squares) {
        let colour = self.completing(geo, self.opp_colour, self.empty);
        let shape = self.completing(geo, self.opp_shape, self.empty);
        let losing = if self.main { Squares::EMPTY } else { colour };
        (shape | colour, losing)
    }
}

/// The squares `e` of `target` such that `p` holds the other four squares
/// of a 5-square window containing `e` (on a board of `cols` columns and
/// at most 128 squares, one word).
///
/// For each line step `k` (E 1, S `cols`, SE `cols + 1`, SW `cols - 1`)
/// and each place `j` of the missing square in the window, the window
/// starts whose other four squares are in `p` are an AND of `p` shifted by
/// `m k` (`m != j`; prefix and suffix ANDs share the work), kept where the
/// window stays on its rows (as the engine's line test, `score.rs`), then
/// shifted by `j k` onto the missing square.
#[inline]
fn completing_narrow(cols: u32, p: u128, target: u128) -> u128 {
    if cols < 5 || p.count_ones() < 4 {
        return 0;
    }
    let (east, west) = (cols_east(cols), cols_west(cols));
    let mut out = 0u128;
    for (k, mask) in [(1, east), (cols, u128::MAX), (cols + 1, east), (cols - 1, west)] {
        let (a1, a2, a3, a4) = (p >> k, p >> (2 * k), p >> (3 * k), p >> (4 * k));
        let p01 = p & a1;
        let p012 = p01 & a2;
        let s34 = a3 & a4;
        let s234 = a2 & s34;
        out |= (a1 & s234 & mask)
            | ((p & s234 & mask) << k)
            | ((p01 & s34 & mask) << (2 * k))
            | ((p012 & a4 & mask) << (3 * k))
            | ((p012 & a3 & mask) << (4 * k));
    }
    out & target
}

/// [`Squares::shr`]'s other direction: the set moved towards higher
/// indices by `k < 128` squares (squares beyond 255 drop out).
#[inline]
fn shl(s: Squares, k: u32) -> Squares {
    if k == 0 {
        s
    } else {
        Squares {
            lo: s.lo << k,
            hi: (s.hi << k) | (s.lo >> (128 - k)),
        }
    }
}

/// [`completing_narrow`] on two words (boards of more than 128 squares, up
/// to 16 x 16: X-R4).
fn completing_wide(cols: u32, p: Squares, target: Squares) -> Squares {
    if !(5..=16).contains(&cols) || p.count() < 4 {
        return Squares::EMPTY;
    }
    let (east, west) = (cols_east_wide(cols), cols_west_wide(cols));
    let mut out = Squares::EMPTY;
    for (k, mask) in [(1, east), (cols, !Squares::EMPTY), (cols + 1, east), (cols - 1, west)] {
        let (a1, a2, a3, a4) = (p.shr(k), p.shr(2 * k), p.shr(3 * k), p.shr(4 * k));
        let p01 = p & a1;
        let p012 = p01 & a2;
        let s34 = a3 & a4;
        let s234 = a2 & s34;
        out |= (a1 & s234 & mask)
            | shl(p & s234 & mask, k)
            | shl(p01 & s34 & mask, 2 * k)
            | shl(p012 & a4 & mask, 3 * k)
            | shl(p012 & a3 & mask, 4 * k);
    }
    out & target
}

/// A uniformly drawn square of a non-empty set (`None` if empty).
#[inline]
fn pick<R: rand_core::Rng + ?Sized>(set: Squares, rng: &mut R) -> Option<usize> {
    let (lo, hi) = (Counted::new(Bitboard(set.lo)), Counted::new(Bitboard(set.hi)));
    let n = lo.count() + hi.count();
    let r = uniform_index(u64::from(n), rng)? as u32;
    Some(if r < lo.count() {
        lo.select(r)
    } else {
        128 + hi.select(r - lo.count())
    })
}

/// The placement on square index `i`.
#[inline]
fn place(geo: &Geometry, i: usize) -> Move {
    Move::Place(geo.coords.get(i))
}

/// The 4 line directions as (row, column) steps (decision D1).
const DIRS: [(i8, i8); 4] = [(0, 1), (1, 0), (1, 1), (1, -1)];

/// A line of 9 squares through a square: which are on the board, and which
/// hold a piece of each of 4 sets (bit `4 + j`: `j` steps from the square).
type Lane = (u16, [u16; 4]);

/// For each direction (E, S, SE, SW), 9-bit lanes of the squares `-4..=4`
/// steps from the square (bit `4 + j`): on the board, and in each of the
/// sets. Boards of 5-14 columns and at most 128 squares (the default one)
/// gather them with the engine's line test's multiplications
/// ([`crate::score::lanes`]); others square by square ([`lanes_scan`]).
#[inline]
fn lanes(geo: &Geometry, at: usize, sets: [Squares; 4]) -> [Lane; 4] {
    match LINES.get(usize::from(geo.cols).wrapping_sub(5)) {
        Some(t) if geo.narrow && at < 128 => {
            // The board's squares (the table's mask knows the width only).
            let on = score_lanes(t, geo.full.lo, at);
            let g = sets.map(|s| score_lanes(t, s.lo, at));
            core::array::from_fn(|l| {
                let lane = |x: u64| ((x >> (16 * l)) & 0x1ff) as u16;
                (lane(on), g.map(lane))
            })
        }
        _ => lanes_scan(geo, at, sets),
    }
}

/// [`lanes`] square by square (any board).
fn lanes_scan(geo: &Geometry, at: usize, sets: [Squares; 4]) -> [Lane; 4] {
    let (r, c) = geo.row_col(at);
    let (rows, cols) = (i16::from(geo.rows), i16::from(geo.cols));
    let mut out = [(0u16, [0u16; 4]); 4];
    for ((dr, dc), lane) in DIRS.iter().zip(out.iter_mut()) {
        for j in -4i16..=4 {
            let (rr, cc) = (i16::from(r) + j * i16::from(*dr), i16::from(c) + j * i16::from(*dc));
            if rr < 0 || cc < 0 || rr >= rows || cc >= cols {
                continue;
            }
            let bit = 1u16 << (j + 4);
            lane.0 |= bit;
            let i = (rr * cols + cc) as usize; // 0 <= i < 256
            for (s, b) in sets.iter().zip(lane.1.iter_mut()) {
                if s.has_index(i) {
                    *b |= bit;
                }
            }
        }
    }
    out
}

/// The most pieces of `own` in one 5-square window of a lane (through its
/// centre, on the board) holding none of `spoil`.
fn best_window(on: u16, own: u16, spoil: u16) -> u32 {
    (0..5u32)
        .map(|j| 0x1fu16 << j)
        .filter(|&w| on & w == w && spoil & w == 0)
        .map(|w| (own & w).count_ones())
        .max()
        .unwrap_or(0)
}

impl Heuristics {
    /// The prior of placing the next piece on square index `i` (see the
    /// type's docs): every term is read from the 4 lines of 9 squares
    /// through the square.
    fn placement_prior(state: &State, s: &Sides, i: usize) -> f32 {
        let geo = &state.rules.geo;
        let l = lanes(geo, i, [s.my_shape, s.opp_shape, s.my_colour, s.opp_colour]);
        // The most pieces of each set in one window through the square (4:
        // the square completes a line of that set).
        let mut most = [0u32; 4];
        for (on, sets) in &l {
            for (m, &set) in most.iter_mut().zip(sets) {
                *m = (*m).max(best_window(*on, set, 0));
            }
        }
        let [my_shape, opp_shape, my_colour, opp_colour] = most;
        if my_shape >= 4 || (s.main && my_colour >= 4) {
            return Heuristics::WIN;
        }
        if opp_colour >= 4 && !s.main {
            return Heuristics::LOSS;
        }
        if opp_colour >= 4 || opp_shape >= 4 {
            return Heuristics::BLOCK;
        }
        let mut attack = 0;
        let mut defence = 0;
        for (on, [mine, theirs, my_c, opp_c]) in l {
            attack = attack.max(best_window(on, mine, theirs));
            defence = defence.max(best_window(on, theirs, mine));
            if s.main {
                // A main-colour piece builds its colour's windows (spoilt
                // by the other colour) and spoils the opponent's.
                attack = attack.max(best_window(on, my_c, opp_c));
                defence = defence.max(best_window(on, opp_c, my_c));
            }
        }
        Heuristics::BASE
            + Heuristics::ATTACK * attack.min(4) as f32 / 4.0
            + Heuristics::DEFENCE * defence.min(4) as f32 / 4.0
    }

    /// The index of the square of a placement, if on the board.
    fn square(state: &State, mv: &Move) -> Option<usize> {
        match *mv {
            Move::Place(c) => state.rules.geo.index(c),
            _ => None,
        }
    }
}

impl Knowledge<State> for Heuristics {
    fn prior(&self, state: &State, mv: &Move) -> f32 {
        match mv {
            Move::Place(_) => match (Sides::of(state), Heuristics::square(state, mv)) {
                (Some(s), Some(i)) => Heuristics::placement_prior(state, &s, i),
                _ => 0.0,
            },
            Move::Pass | Move::NextRound => Heuristics::BASE,
            Move::Timeout => 0.0,
            _ => 0.0,
        }
    }

    fn playout_move<R: rand_core::Rng + ?Sized>(&self, state: &State, rng: &mut R) -> Option<Move> {
        let Some(s) = Sides::of(state) else {
            return board_core::Game::random_move(state, rng);
        };
        let geo = &state.rules.geo;
        if let Some(i) = pick(s.wins(geo), rng) {
            return Some(place(geo, i));
        }
        let (threats, losing) = s.threats(geo);
        if let Some(i) = pick(threats & s.legal & !losing, rng) {
            return Some(place(geo, i));
        }
        if !losing.is_empty()
            && let Some(i) = pick(s.legal & !losing, rng)
        {
            return Some(place(geo, i));
        }
        board_core::Game::random_move(state, rng)
    }
}

#[cfg(test)]
#[path = "tests/knowledge.rs"]
mod tests;
