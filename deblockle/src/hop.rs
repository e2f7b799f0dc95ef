//! The geometry of one turn (spec §3): what a tip does, and where the block
//! may hop afterwards by the face on top. Pure functions of the occupancy;
//! both move generation and move checking go through [`tip`] and
//! [`hop_targets`], so they cannot disagree.

use crate::board::{Bitboard, STARS, Square};
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
pub fn tip(side: Side, from: Square, o: Orientation, dir: Dir, occupied: Bitboard) -> Tip {
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

/// The squares the block standing on `at` may hop to by `face` (spec §3.2),
/// before the side-by-side variant is applied. `occupied` holds every other
/// block (not the hopping one). Stop (and Star) give no squares.
pub fn hop_targets(face: Face, at: Square, occupied: Bitboard, hoops: HoopsPath, slider: SliderStop) -> Bitboard {
    let free = |b: Bitboard| b.minus(occupied).minus(STARS);
    match face {
        Face::Star | Face::Stop => Bitboard::EMPTY,
        Face::Cross => free(at.bb().neighbours()),
        Face::X => {
            let mut b = Bitboard::EMPTY;
            for v in [Dir::North, Dir::South] {
                for h in [Dir::East, Dir::West] {
                    if let Some(sq) = at.diagonal(v, h) {
                        b = b.or(sq.bb());
                    }
                }
            }
            free(b)
        }
        Face::Slider => slide_targets(at, occupied, slider),
        Face::Hoops => {
            let passable = match hoops {
                HoopsPath::Unblocked => crate::board::ALL.minus(occupied),
                HoopsPath::ThroughBlocks => crate::board::ALL,
            };
            let mut frontier = at.bb();
            for _ in 0..3 {
                frontier = frontier.neighbours().and(passable);
            }
            free(frontier)
        }
    }
}

/// Slider stops (spec §3.2, D3): in each direction slide over empty squares
/// (star spaces included) to the natural stop before the edge or a block; a
/// star space as natural stop moves the stop one square back; with
/// [`SliderStop::BeforeAnyStar`] the square before each crossed star space
/// is a stop too. A stop on `at` itself (no movement) is not a move.
fn slide_targets(at: Square, occupied: Bitboard, slider: SliderStop) -> Bitboard {
    let mut out = Bitboard::EMPTY;
    for d in Dir::ALL {
        let mut prev = at;
        let mut cur = at;
        while let Some(next) = cur.step(d) {
            if occupied.has(next) {
                break;
            }
            if next.is_star() && slider == SliderStop::BeforeAnyStar && cur != at {
                out = out.or(cur.bb());
            }
            prev = cur;
            cur = next;
        }
        let stop = if cur.is_star() { prev } else { cur };
        if stop != at {
            out = out.or(stop.bb());
        }
    }
    out
}

/// Whether a position breaks the no-side-by-side variant (spec §6): some
/// block of `mover` shares a side with a block of the opponent.
pub fn touches(mover: Bitboard, opponent: Bitboard) -> bool {
    !mover.neighbours().and(opponent).is_empty()
}

#[cfg(test)]
#[path = "tests/hop.rs"]
mod tests;
