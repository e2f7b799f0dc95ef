//! The geometry of one turn (spec §3): what a tip does, and where the block
//! may hop afterwards by the face on top. Pure functions of the occupancy.
//! Move checking goes through [`tip`] and [`hop_targets`]; move generation
//! goes through an unrolled [`tip`] and [`hop_targets`] taken apart (the
//! fixed patterns of [`HOP_MASKS`], [`slide_targets`], [`hoops_walk`]; see
//! `State::for_each_group`), which a unit test holds to [`tip`] and
//! [`hop_targets`] on random boards and the conformance check holds to
//! `apply`.

use crate::board::{STARS, Square, Squares};
use crate::config::{HoopsPath, Side, SliderStop};
use crate::cube::{Dir, Face, Orientation};

/// What tipping a block one square does (spec §3.1), before any hop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tip {
    /// The square beyond the edge is off the board.
    OffBoard,
    /// The square holds a block.
    Occupied(Square),
    /// The square is a star space and the face coming up is not the Star.
    IntoStar(Square),
    /// The Star would come up somewhere other than the opponent's home star
    /// (an ordinary square or one's own home star).
    StarUpOffTarget(Square),
    /// Star up onto the opponent's home star: the block is removed, the turn ends.
    Removal(Square),
    /// The block now stands on `at` showing `orientation.top()`; the hop follows.
    Stands {
        /// The tipped-to square.
        at: Square,
        /// The block's orientation after the tip.
        orientation: Orientation,
    },
}

/// Tips the block of `side` on `from`, with orientation `o`, towards `dir`,
/// given every block on the board in `occupied`.
pub fn tip(side: Side, from: Square, o: Orientation, dir: Dir, occupied: Squares) -> Tip {
    let Some(at) = from.step(dir) else {
        return Tip::OffBoard;
    };
    if occupied.has(at) {
        return Tip::Occupied(at);
    }
    let orientation = o.tip(dir);
    let star_up = orientation.top() == Face::Star;
    if at.is_star() {
        if star_up && at == side.target_star() {
            Tip::Removal(at)
        } else if star_up {
            Tip::StarUpOffTarget(at)
        } else {
            Tip::IntoStar(at)
        }
    } else if star_up {
        Tip::StarUpOffTarget(at)
    } else {
        Tip::Stands { at, orientation }
    }
}

/// `NEIGHBOURS[sq]`: the orthogonal neighbours of square `sq` (Cross hops).
const NEIGHBOURS: [u64; 49] = {
    let mut out = [0u64; 49];
    let mut i = 0;
    while i < 49 {
        if let Some(sq) = Square::from_index(i) {
            out[i] = sq.bb().neighbours().0; // ok: compile-time table, i < 49
        }
        i += 1;
    }
    out
};

/// `DIAGONALS[sq]`: the diagonal neighbours of square `sq` (X hops).
const DIAGONALS: [u64; 49] = {
    let mut out = [0u64; 49];
    let mut i = 0;
    while i < 49 {
        if let Some(sq) = Square::from_index(i) {
            let mut b = 0u64;
            let mut v = 0;
            while v < 2 {
                let mut h = 0;
                while h < 2 {
                    let vd = [Dir::North, Dir::South][v]; // ok: compile-time table, v < 2
                    let hd = [Dir::East, Dir::West][h]; // ok: compile-time table, h < 2
                    if let Some(d) = sq.diagonal(vd, hd) {
                        b |= d.bb().0;
                    }
                    h += 1;
                }
                v += 1;
            }
            out[i] = b; // ok: compile-time table, i < 49
        }
        i += 1;
    }
    out
};

/// `RAYS[sq][dir]`: the squares from `sq` (exclusive) to the edge in `dir`
/// ([`Dir::index`] order n, e, s, w) (Slider hops).
const RAYS: [[u64; 4]; 49] = {
    let mut out = [[0u64; 4]; 49];
    let mut i = 0;
    while i < 49 {
        let mut d = 0;
        while d < 4 {
            let dir = Dir::ALL[d]; // ok: compile-time table, d < 4
            let mut b = 0u64;
            let mut cur = Square::from_index(i);
            while let Some(c) = cur {
                cur = c.step(dir);
                if let Some(n) = cur {
                    b |= n.bb().0;
                }
            }
            out[i][d] = b; // ok: compile-time table, i < 49, d < 4
            d += 1;
        }
        i += 1;
    }
    out
};

/// `RAY_ENDS[sq][dir]`: the last square of `RAYS[sq][dir]` (the one at
/// the edge), none when `sq` is on that edge.
const RAY_ENDS: [[u64; 4]; 49] = {
    let mut out = [[0u64; 4]; 49];
    let mut i = 0;
    while i < 49 {
        let mut d = 0;
        while d < 4 {
            let ray = RAYS[i][d]; // ok: compile-time table, i < 49, d < 4
            out[i][d] = if ray == 0 {
                0
            } else if d < 2 {
                // North, East: indices grow along the ray.
                1u64 << (63 - ray.leading_zeros())
            } else {
                ray & ray.wrapping_neg()
            }; // ok: compile-time table, i < 49, d < 4
            d += 1;
        }
        i += 1;
    }
    out
};

/// `HOOPS_OPEN[sq]`: the squares three orthogonal unit steps from `sq` on
/// an empty board (Hoops hops through blocks, D2 switch).
const HOOPS_OPEN: [u64; 49] = {
    let mut out = [0u64; 49];
    let mut i = 0;
    while i < 49 {
        if let Some(sq) = Square::from_index(i) {
            let f = sq.bb().neighbours().neighbours().neighbours();
            out[i] = f.0; // ok: compile-time table, i < 49
        }
        i += 1;
    }
    out
};

/// `HOP_MASKS[face * 64 + sq]`: the hop destinations of `face`
/// ([`Face::index`]) from square index `sq` before the occupancy, for the
/// faces whose hop is a fixed pattern: Cross ([`NEIGHBOURS`]), X
/// ([`DIAGONALS`]) and Hoops through blocks ([`HOOPS_OPEN`]); zero for
/// Star, Stop and Slider (and rows 6-7, and squares 49-63). One row of 64
/// a face, so a `TIPS` entry's low nine bits (the square, then the face)
/// index it directly: no bounds check, no multiply. Move generation ands
/// an entry with the free squares.
pub(crate) static HOP_MASKS: [u64; 512] = {
    let mut out = [0u64; 512];
    let mut i = 0;
    while i < 49 {
        out[Face::Cross.index() * 64 + i] = NEIGHBOURS[i]; // ok: compile-time table, i < 49
        out[Face::X.index() * 64 + i] = DIAGONALS[i]; // ok: compile-time table, i < 49
        out[Face::Hoops.index() * 64 + i] = HOOPS_OPEN[i]; // ok: compile-time table, i < 49
        i += 1;
    }
    out
};

/// Hoops with [`HoopsPath::Unblocked`] from square index `i`: the squares
/// three orthogonal unit steps away through squares not in `occupied`
/// (the first step from the [`NEIGHBOURS`] table), before the star spaces
/// and the occupancy of the destination are taken out, and with bits
/// 49-55 possibly set (the last step is not masked to the board): the
/// caller ands it with squares of the board that hold no block.
#[inline(always)]
pub(crate) fn hoops_walk(i: usize, occupied: Squares) -> u64 {
    let passable = crate::board::ALL.minus(occupied).0;
    let first = NEIGHBOURS.get(i).copied().unwrap_or(0) & passable;
    spread(spread(first) & passable)
}

/// The squares orthogonally adjacent to some square of `b` (squares of
/// the board), with bits 49-55 set from rank 7 going north (not masked to
/// the board, unlike [`Squares::neighbours`]).
#[inline(always)]
const fn spread(b: u64) -> u64 {
    const NOT_FILE_A: u64 = !FILE_A_BITS;
    const NOT_FILE_G: u64 = !(FILE_A_BITS << 6);
    (b << 7) | (b >> 7) | ((b & NOT_FILE_G) << 1) | ((b & NOT_FILE_A) >> 1)
}

/// The squares the block standing on `at` may hop to by `face` (spec §3.2),
/// before the side-by-side variant is applied. `occupied` holds every other
/// block (not the hopping one). Stop (and Star) give no squares.
///
/// Table lookups and bitboard arithmetic only: no loops over squares.
/// Inlined into move generation, where the match on `face` merges with the
/// generator's own.
#[inline(always)]
pub fn hop_targets(face: Face, at: Square, occupied: Squares, hoops: HoopsPath, slider: SliderStop) -> Squares {
    let closed = occupied.0 | STARS.0;
    let i = at.index();
    match face {
        Face::Star | Face::Stop => Squares::EMPTY,
        Face::Cross => Squares(NEIGHBOURS.get(i).copied().unwrap_or(0) & !closed),
        Face::X => Squares(DIAGONALS.get(i).copied().unwrap_or(0) & !closed),
        Face::Slider => slide_targets(at, occupied, slider),
        Face::Hoops => match hoops {
            HoopsPath::ThroughBlocks => Squares(HOOPS_OPEN.get(i).copied().unwrap_or(0) & !closed),
            HoopsPath::Unblocked => {
                let passable = crate::board::ALL.minus(occupied);
                let mut frontier = at.bb();
                for _ in 0..3 {
                    frontier = frontier.neighbours().and(passable);
                }
                Squares(frontier.0 & !closed)
            }
        },
    }
}

/// Slider stops (spec §3.2, D3): in each direction slide over empty squares
/// (star spaces included) to the natural stop before the edge or a block; a
/// star space as natural stop moves the stop one square back; with
/// [`SliderStop::BeforeAnyStar`] the square before each crossed star space
/// is a stop too. A stop on `at` itself (no movement) is not a move.
///
/// Per direction: the ray from `at` cut at the nearest block is the path;
/// its far end is the natural stop; a star space on the path (all of them,
/// or only the natural stop with [`SliderStop::NaturalOnly`]) gives the
/// square one step back towards `at`.
#[inline(always)]
pub(crate) fn slide_targets(at: Square, occupied: Squares, slider: SliderStop) -> Squares {
    let rays = RAYS.get(at.index()).copied().unwrap_or([0; 4]);
    let ends = RAY_ENDS.get(at.index()).copied().unwrap_or([0; 4]);
    let mut out = 0u64;
    for d in Dir::ALL {
        let ray = rays.get(d.index()).copied().unwrap_or(0);
        let blockers = ray & occupied.0;
        if ray & STARS.0 == 0 {
            // No star space on the way (most rays): the natural stop is
            // the square before the nearest block, or the ray's end. A
            // block next to `at` gives `at` itself, taken out below.
            out |= if blockers == 0 {
                ends.get(d.index()).copied().unwrap_or(0)
            } else {
                match d {
                    Dir::North => (blockers & blockers.wrapping_neg()) >> 7,
                    Dir::East => (blockers & blockers.wrapping_neg()) >> 1,
                    Dir::South => (1u64 << (63 - blockers.leading_zeros())) << 7,
                    Dir::West => (1u64 << (63 - blockers.leading_zeros())) << 1,
                }
            };
            continue;
        }
        let (path, last) = match d {
            // Indices grow along the ray: the nearest block is the lowest bit.
            Dir::North | Dir::East => {
                let path = if blockers == 0 {
                    ray
                } else {
                    ray & ((blockers & blockers.wrapping_neg()) - 1)
                };
                let last = if path == 0 {
                    0
                } else {
                    1u64 << (63 - path.leading_zeros())
                };
                (path, last)
            }
            // Indices fall along the ray: the nearest block is the highest bit.
            Dir::South | Dir::West => {
                let path = if blockers == 0 {
                    ray
                } else {
                    let high = 1u64 << (63 - blockers.leading_zeros());
                    ray & !(high | (high - 1))
                };
                (path, path & path.wrapping_neg())
            }
        };
        let stars = match slider {
            SliderStop::BeforeAnyStar => path & STARS.0,
            SliderStop::NaturalOnly => last & STARS.0,
        };
        let before_stars = match d {
            Dir::North => stars >> 7,
            Dir::East => stars >> 1,
            Dir::South => stars << 7,
            Dir::West => stars << 1,
        };
        out |= (last & !STARS.0) | before_stars;
    }
    Squares(out & !at.bb().0)
}

/// The Slider's stops along one line of seven squares (a rank or a file)
/// from position `p`, with the other squares of the line holding blocks
/// in `occ` (bit `c` for position `c`) and star spaces in `stars`:
/// [`slide_targets`] on one line, both ways, as a 7-bit mask (`p` never
/// in it). `any` is [`SliderStop::BeforeAnyStar`].
const fn line_stops(p: i32, occ: u32, stars: u32, any: bool) -> u8 {
    let mut out = 0u32;
    let mut way = 0;
    while way < 2 {
        let step = if way == 0 { 1 } else { -1 };
        let mut path = 0u32;
        let mut last = -1i32;
        let mut c = p + step;
        while c >= 0 && c < 7 && (occ >> c) & 1 == 0 {
            path |= 1 << c;
            last = c;
            c += step;
        }
        let natural = if last >= 0 { 1u32 << last } else { 0 };
        let stops = if any { path & stars } else { natural & stars };
        out |= (natural & !stars) | if way == 0 { stops >> 1 } else { stops << 1 };
        way += 1;
    }
    (out & !(1u32 << p) & 127) as u8
}

/// `SLIDE_LINES[((mode * 3 + kind) * 7 + p) * 128 + occ]`: [`line_stops`]
/// for `mode` 0 ([`SliderStop::BeforeAnyStar`]) or 1, a line of `kind`
/// 0 (no star space), 1 (a rank with a star space on its file d) or 2
/// (file d, star spaces on ranks 2 and 6), position `p` and the line's
/// blocks `occ` (5,376 bytes).
static SLIDE_LINES: [u8; 2 * 3 * 7 * 128] = {
    let mut out = [0u8; 2 * 3 * 7 * 128];
    let mut mode = 0;
    while mode < 2 {
        let mut kind = 0;
        while kind < 3 {
            let stars = match kind {
                0 => 0,
                1 => 1 << 3,
                _ => (1 << 1) | (1 << 5),
            };
            let mut p = 0;
            while p < 7 {
                let mut occ = 0;
                while occ < 128 {
                    // ok: compile-time table, every index below its size
                    out[((mode * 3 + kind) * 7 + p) * 128 + occ] = line_stops(p as i32, occ as u32, stars, mode == 0);
                    occ += 1;
                }
                p += 1;
            }
            kind += 1;
        }
        mode += 1;
    }
    out
};

/// `SLIDE_SQUARES[sq]`: where square `sq`'s rank and file start in
/// [`SLIDE_LINES`] (for mode 0), and its rank times seven and its file.
static SLIDE_SQUARES: [(u16, u16, u8, u8); 49] = {
    let mut out = [(0u16, 0u16, 0u8, 0u8); 49];
    let mut i = 0;
    while i < 49 {
        let (f, r) = (i % 7, i / 7);
        let rank_kind = if r == 1 || r == 5 { 1 } else { 0 };
        let file_kind = if f == 3 { 2 } else { 0 };
        // ok: compile-time table, i < 49
        out[i] = (
            ((rank_kind * 7 + f) * 128) as u16,
            ((file_kind * 7 + r) * 128) as u16,
            (7 * r) as u8,
            f as u8,
        );
        i += 1;
    }
    out
};

/// `SPREAD[m]`: bit `k` of `m` moved to bit `7 k` (a file's seven bits
/// back on file a).
static SPREAD: [u64; 128] = {
    let mut out = [0u64; 128];
    let mut m = 0;
    while m < 128 {
        let mut b = 0u64;
        let mut k = 0;
        while k < 7 {
            if (m >> k) & 1 != 0 {
                b |= 1 << (7 * k);
            }
            k += 1;
        }
        out[m] = b; // ok: compile-time table, m < 128
        m += 1;
    }
    out
};

/// File a's squares (bits 0, 7, .., 42).
const FILE_A_BITS: u64 = 0x0000_0408_1020_4081;
/// Gathers file a's bits: bit `7 k` times this lands on bit `36 + k`,
/// every other product on a bit of its own (no carries).
const FILE_GATHER: u64 = (1 << 36) | (1 << 30) | (1 << 24) | (1 << 18) | (1 << 12) | (1 << 6) | 1;

/// [`slide_targets`] from square index `i` by table: the stops on its
/// rank and on its file from [`SLIDE_LINES`], indexed by the blocks on
/// that line. A unit test holds it to [`slide_targets`].
#[inline(always)]
pub(crate) fn slide_table(i: usize, occupied: u64, slider: SliderStop) -> u64 {
    let Some(&(rank_at, file_at, r7, f)) = SLIDE_SQUARES.get(i) else {
        return 0;
    };
    let mode = match slider {
        SliderStop::BeforeAnyStar => 0,
        SliderStop::NaturalOnly => 3 * 7 * 128,
    };
    let rank_occ = ((occupied >> r7) & 127) as usize;
    let row = SLIDE_LINES
        .get(mode + rank_at as usize + rank_occ)
        .copied()
        .unwrap_or(0);
    let file_occ = (((occupied >> f) & FILE_A_BITS).wrapping_mul(FILE_GATHER) >> 36) as usize & 127;
    let col = SLIDE_LINES
        .get(mode + file_at as usize + file_occ)
        .copied()
        .unwrap_or(0);
    ((row as u64) << r7) | (SPREAD.get(col as usize).copied().unwrap_or(0) << f)
}

/// Whether a position breaks the no-side-by-side variant (spec §6): some
/// block of `mover` shares a side with a block of the opponent.
pub fn touches(mover: Squares, opponent: Squares) -> bool {
    !mover.neighbours().and(opponent).is_empty()
}

#[cfg(test)]
#[path = "../tests/hop.rs"]
mod tests;
