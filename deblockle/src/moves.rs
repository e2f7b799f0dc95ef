//! Moves and legal-move generation.

use alloc::vec::Vec;
use core::ops::ControlFlow;

use crate::board::{Bitboard, Square};
use crate::config::{SetupMode, Side, TipWithoutHop};
use crate::cube::{Dir, Face, Orientation};
use crate::hop::{Tip, hop_targets, tip, touches};
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
    /// The face the tip brings up (fixed by the block; stated so the
    /// notation reads like the rulebook).
    pub top: Face,
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
/// targets (a tested bound; the real maximum is lower).
pub const MAX_MOVES: usize = 256;

impl State {
    /// Calls `f` with each legal turn of `side` (in play), each once; stops
    /// early when `f` breaks.
    pub(crate) fn for_each_turn(&self, side: Side, f: &mut impl FnMut(Turn) -> ControlFlow<()>) -> ControlFlow<()> {
        let all = self.occupied_all();
        let own = self.occupied(side);
        let opp = self.occupied(side.opponent());
        let sbs = self.config.side_by_side == crate::config::SideBySide::Forbidden;
        for from in own.iter() {
            let Some((_, o)) = self.cells.get(from.index()).and_then(|&c| decode(c)) else {
                continue;
            };
            let rest = all.minus(from.bb());
            let own_rest = own.minus(from.bb());
            for dir in Dir::ALL {
                match tip(side, from, o, dir, rest) {
                    Tip::Removal(_) if !sbs || !touches(own_rest, opp) => {
                        f(Turn {
                            from,
                            dir,
                            top: Face::Star,
                            to: None,
                        })?;
                    }
                    Tip::Stands { at, orientation } => {
                        let top = orientation.top();
                        let ok_at = |sq: Square| !sbs || !touches(own_rest.or(sq.bb()), opp);
                        if top == Face::Stop {
                            if ok_at(at) {
                                f(Turn {
                                    from,
                                    dir,
                                    top,
                                    to: None,
                                })?;
                            }
                            continue;
                        }
                        let targets = hop_targets(top, at, rest, self.config.hoops_path, self.config.slider_stop);
                        let mut any = false;
                        for to in targets.iter() {
                            if ok_at(to) {
                                any = true;
                                f(Turn {
                                    from,
                                    dir,
                                    top,
                                    to: Some(to),
                                })?;
                            }
                        }
                        if !any && self.config.tip_without_hop == TipWithoutHop::TipStands && ok_at(at) {
                            f(Turn {
                                from,
                                dir,
                                top,
                                to: None,
                            })?;
                        }
                    }
                    _ => {}
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Whether `side` has a legal turn in this position.
    pub fn has_move(&self, side: Side) -> bool {
        self.for_each_turn(side, &mut |_| ControlFlow::Break(())).is_break()
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
    pub(crate) fn gen_moves(&self, out: &mut Vec<Move>) {
        match self.phase {
            Phase::Setup { target, rolled } => {
                if self.setup_needs_chance(target, &rolled) {
                    match self.config.setup {
                        SetupMode::Random => out.extend(Orientation::ALL.into_iter().map(Move::Draw)),
                        _ => out.extend(Face::ALL.into_iter().map(Move::Roll)),
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
                    let _ = self.for_each_turn(self.to_move, &mut |t| {
                        out.push(Move::Turn(t));
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
