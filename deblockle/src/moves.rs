//! Moves and legal-move generation.

use alloc::vec::Vec;
use core::ops::ControlFlow;

use board_core::MoveSink;

use crate::board::{Bitboard, Square};
use crate::config::{SetupMode, Side, TipWithoutHop};
use crate::cube::{Dir, Face, Orientation};
use crate::hop::{Tip, hop_targets, tip};
use crate::layout;
use crate::state::{Phase, State, Status, decode};

/// One turn (spec §3): tip the block on `from` towards `dir`, which brings
/// `top` up, then hop to `to`.
///
/// `to` is `None` when the block does not hop: `top` is Stop (turn ends on
/// the tipped-to square), `top` is Star (the block is removed on the
/// opponent's home star), or, with the D1 switch "tip stands", no hop is
/// possible after the tip.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Turn {
    /// The square of the block to tip.
    pub from: Square,
    /// The tip direction.
    pub dir: Dir,
    /// The face the tip brings up. It is fixed by the block, so it may be
    /// left out (`None`, spec §7 and D-R1: the text `c3n d5`); when given it
    /// must be the face the tip shows. Moves from move generation always
    /// state it, so their notation is the full form; [`crate::State::complete`]
    /// fills it in.
    pub top: Option<Face>,
    /// The hop's destination, if the block hops.
    pub to: Option<Square>,
}

/// A move: a setup chance outcome, a setup placement, or a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Move {
    /// Chance, standard setup: the next block rolled shows this face on top.
    Roll(Face),
    /// Chance, random setup: the next block gets this orientation.
    Draw(Orientation),
    /// Decision, standard setup: the roller places a rolled block on the
    /// next start square with this orientation (its top is a rolled face).
    Place {
        /// The start square (the next one in placement order).
        square: Square,
        /// The block's orientation there.
        orientation: Orientation,
    },
    /// Decision: a turn.
    Turn(Turn),
}

/// The most legal moves any state has: 4 blocks x 4 tips x at most 16 Hoops
/// targets (a tested bound; the real maximum is lower). The same bound as
/// [`MAX_LEGAL_MOVES`], under its first name.
pub const MAX_MOVES: usize = MAX_LEGAL_MOVES;

/// The most legal moves any state of any valid config has: the capacity of
/// the game's [`board_core::Game::MoveList`] (issue 17), the name every
/// engine uses for it.
///
/// Derivation: a turn tips one of at most 4 own blocks in one of 4
/// directions, and a tip that hops lists one turn per destination, at most
/// 16 (a 7 x 7 board's Hoops reach): 4 x 4 x 16 = 256. Setup has at most 24
/// chance outcomes (the orientations, random setup), 6 faces, or at most 24
/// placements (one per orientation with a rolled top). The real maximum is
/// lower; the conformance hook `validate_state` and `tests/suite/props.rs`
/// check the bound on every visited state, and the conformance check
/// compares the list with the `Vec` listing.
pub const MAX_LEGAL_MOVES: usize = 256;

/// The legal turns that tip one block in one direction: a single turn
/// without a hop (`targets` empty: Stop, a star removal, or a standing tip
/// under D1 "tip stands"), or one turn per hop destination in `targets`
/// (ascending square order). Move generation, counting, random choice and
/// `has_move` all walk these groups, so they list the same turns in the
/// same order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Group {
    pub(crate) from: Square,
    pub(crate) dir: Dir,
    pub(crate) top: Face,
    pub(crate) targets: Bitboard,
}

impl Group {
    /// How many turns the group holds (at least one).
    pub(crate) fn len(&self) -> u32 {
        if self.targets.is_empty() {
            1
        } else {
            self.targets.count()
        }
    }

    /// The group's `i`-th turn (`i < len()`).
    pub(crate) fn nth(&self, i: u32) -> Turn {
        let to = if self.targets.is_empty() {
            None
        } else {
            let mut b = self.targets.0;
            for _ in 0..i {
                b &= b.wrapping_sub(1);
            }
            Square::from_index(b.trailing_zeros() as usize)
        };
        Turn {
            from: self.from,
            dir: self.dir,
            top: Some(self.top),
            to,
        }
    }
}

/// At most 16 groups: four blocks of a side, four tip directions each.
pub(crate) const MAX_GROUPS: usize = 16;

/// A fixed-capacity list of [`Group`]s (no heap), each packed in one
/// `u64`: the targets in bits 0-48, `from` in 49-54, `dir` in 55-56, `top`
/// in 57-59, and the group's length minus one, capped at 15, in 60-63 (128
/// bytes to fill instead of 256, and no popcount on the walk).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Groups {
    items: [u64; MAX_GROUPS],
    len: usize,
    /// Total turns over the groups.
    pub(crate) turns: u32,
}

impl Group {
    fn pack(&self, len: u32) -> u64 {
        (self.targets.0 & crate::board::ALL.0)
            | (self.from.index() as u64) << 49
            | (self.dir.index() as u64) << 55
            | (self.top.index() as u64) << 57
            | (u64::from(len.saturating_sub(1).min(15))) << 60
    }

    fn unpack(x: u64) -> Group {
        Group {
            // ok: every packed value holds a square index below 49, a
            // direction below 4 and a face below 6 (see `pack`).
            from: Square::from_index(((x >> 49) & 63) as usize).unwrap_or(crate::board::SOUTH_HOME_STAR),
            dir: Dir::ALL.get(((x >> 55) & 3) as usize).copied().unwrap_or(Dir::North),
            top: Face::from_index(((x >> 57) & 7) as usize).unwrap_or(Face::Star),
            targets: Bitboard(x & crate::board::ALL.0),
        }
    }

    /// [`Group::len`] of a packed group.
    fn packed_len(x: u64) -> u32 {
        match (x >> 60) as u32 {
            // 16 or more (a Hoops group can reach 16): count.
            15 => (x & crate::board::ALL.0).count_ones(),
            short => short + 1,
        }
    }
}

impl Groups {
    /// The `i`-th turn over all groups (`i < turns`).
    pub(crate) fn nth_turn(&self, mut i: u32) -> Option<Turn> {
        for &x in self.items.iter().take(self.len) {
            let n = Group::packed_len(x);
            if i < n {
                return Some(Group::unpack(x).nth(i));
            }
            i -= n;
        }
        None
    }
}

impl State {
    /// Calls `f` with each non-empty [`Group`] of `side`'s legal turns (in
    /// play), blocks in square order, directions n e s w; stops early when
    /// `f` breaks.
    #[inline(always)]
    pub(crate) fn for_each_group(&self, side: Side, mut f: impl FnMut(Group) -> ControlFlow<()>) -> ControlFlow<()> {
        let all = self.occupied_all();
        let own = self.occupied(side);
        let opp = self.occupied(side.opponent());
        let sbs = self.config.side_by_side == crate::config::SideBySide::Forbidden;
        let stands = self.config.tip_without_hop == TipWithoutHop::TipStands;
        let (hoops, slider) = (self.config.hoops_path, self.config.slider_stop);
        // Side-by-side variant: a turn may end on a square beside no opposing
        // block, and only if the mover's other blocks touch none either.
        let opp_nb = opp.neighbours();
        let allowed = if sbs {
            crate::board::ALL.minus(opp_nb)
        } else {
            crate::board::ALL
        };
        for from in own.iter() {
            let own_rest = own.minus(from.bb());
            if sbs && !own_rest.and(opp_nb).is_empty() {
                continue;
            }
            let Some((_, o)) = self.cells.get(from.index()).and_then(|&c| decode(c)) else {
                continue;
            };
            let rest = all.minus(from.bb());
            for dir in Dir::ALL {
                let single = |top| Group {
                    from,
                    dir,
                    top,
                    targets: Bitboard::EMPTY,
                };
                match tip(side, from, o, dir, rest) {
                    Tip::Removal(_) => f(single(Face::Star))?,
                    Tip::Stands { at, orientation } => {
                        let top = orientation.top();
                        if top == Face::Stop {
                            if allowed.has(at) {
                                f(single(top))?;
                            }
                            continue;
                        }
                        let targets = hop_targets(top, at, rest, hoops, slider).and(allowed);
                        if !targets.is_empty() {
                            f(Group {
                                from,
                                dir,
                                top,
                                targets,
                            })?;
                        } else if stands && allowed.has(at) {
                            f(single(top))?;
                        }
                    }
                    _ => {}
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Every non-empty group of `side`'s legal turns, with their total.
    pub(crate) fn groups(&self, side: Side) -> Groups {
        let mut g = Groups {
            items: [0; MAX_GROUPS],
            len: 0,
            turns: 0,
        };
        let _ = self.for_each_group(side, |grp| {
            // A valid state has at most four blocks a side (validate),
            // so every group fits.
            if let Some(slot) = g.items.get_mut(g.len) {
                let n = grp.len();
                *slot = grp.pack(n);
                g.len += 1;
                g.turns += n;
            }
            ControlFlow::Continue(())
        });
        g
    }

    /// Calls `f` with each legal turn of `side` (in play), each once; stops
    /// early when `f` breaks.
    pub(crate) fn for_each_turn(&self, side: Side, f: &mut impl FnMut(Turn) -> ControlFlow<()>) -> ControlFlow<()> {
        self.for_each_group(side, |g| {
            for i in 0..g.len() {
                f(g.nth(i))?;
            }
            ControlFlow::Continue(())
        })
    }

    /// Whether `side` has a legal turn in this position.
    pub fn has_move(&self, side: Side) -> bool {
        self.for_each_group(side, |_| ControlFlow::Break(())).is_break()
    }

    /// The legal turns of `side` (whoever is to move), for analysis.
    pub fn turns_of(&self, side: Side) -> Vec<Turn> {
        let mut v = Vec::new();
        let _ = self.for_each_turn(side, &mut |t| {
            v.push(t);
            ControlFlow::Continue(())
        });
        v
    }

    /// Whether the next setup step is a chance move.
    pub(crate) fn setup_needs_chance(&self, target: Side, rolled: &[u8; 6]) -> bool {
        match self.config.setup {
            SetupMode::Random => true,
            SetupMode::Fixed(_) => false,
            SetupMode::Standard => {
                let r: u32 = rolled.iter().map(|&c| c as u32).sum();
                self.occupied(target).count() + r < self.config.blocks(target) as u32
            }
        }
    }

    /// The next start square to fill for `target` during setup.
    pub(crate) fn next_start(&self, target: Side) -> Option<Square> {
        let starts = layout::start_squares(target, self.config.blocks(target)).ok()?;
        starts.get(self.occupied(target).count() as usize)
    }

    /// Appends the legal moves to `out` (see [`board_core::Game::legal_moves_into`]).
    pub(crate) fn gen_moves<S: MoveSink<Move>>(&self, out: &mut S) {
        match self.phase {
            Phase::Setup { target, rolled } => {
                if self.setup_needs_chance(target, &rolled) {
                    match self.config.setup {
                        SetupMode::Random => out.extend_moves(Orientation::ALL.into_iter().map(Move::Draw)),
                        _ => out.extend_moves(Face::ALL.into_iter().map(Move::Roll)),
                    }
                } else if let Some(square) = self.next_start(target) {
                    for o in Orientation::ALL {
                        if rolled.get(o.top().index()).copied().unwrap_or(0) > 0 {
                            out.push(Move::Place { square, orientation: o });
                        }
                    }
                }
            }
            Phase::Play => {
                if self.status == Status::Ongoing {
                    // Straight from the groups, no intermediate list.
                    let _ = self.for_each_group(self.to_move, |g| {
                        if g.targets.is_empty() {
                            out.push(Move::Turn(g.nth(0)));
                        } else {
                            for to in g.targets.iter() {
                                out.push(Move::Turn(Turn {
                                    from: g.from,
                                    dir: g.dir,
                                    top: Some(g.top),
                                    to: Some(to),
                                }));
                            }
                        }
                        ControlFlow::Continue(())
                    });
                }
            }
        }
    }

    /// The squares the block would reach by the hop after a given tip,
    /// before the side-by-side variant (for error messages and analysis).
    pub(crate) fn raw_targets(&self, top: Face, at: Square, rest: Bitboard) -> Bitboard {
        hop_targets(top, at, rest, self.config.hoops_path, self.config.slider_stop)
    }
}
