//! `StateError` and [`State::validate`]: every invariant of a state,
//! re-derived from scratch.

use crate::board::{Square, Squares};
use crate::config::{ConfigError, SetupMode, Side, SideBySide};
use crate::layout;
use crate::state::{EndReason, Phase, State, decode};

impl State {
    /// Checks every invariant of the crate docs' "State invariants" from
    /// scratch: the config, the board and its caches, block counts, no block
    /// on a star space, the setup bookkeeping (E1, E2), the turn count
    /// against removals and `max_turns` (D6), the no-side-by-side variant
    /// (§6), the cached status, and whose turn it is (§4, E4). Every state
    /// that [`State::new`] and legal moves produce passes; so does every
    /// state that `FromStr` or serde accept, because they call this.
    ///
    /// # Errors
    /// The first broken invariant, as a [`StateError`].
    pub fn validate(&self) -> Result<(), StateError> {
        self.config.validate().map_err(StateError::Config)?;
        let mut occ = [Squares::EMPTY; 2];
        for sq in Square::all() {
            let cell = self.cells.get(sq.index()).copied().unwrap_or(0);
            if cell == 0 {
                continue;
            }
            let (side, _) = decode(cell).ok_or(StateError::BadCell(sq))?;
            if sq.is_star() {
                return Err(StateError::BlockOnStar(sq));
            }
            if let Some(b) = occ.get_mut(side.index()) {
                *b = b.or(sq.bb());
            }
        }
        if occ != self.occ {
            return Err(StateError::OccupancyCache);
        }
        for side in Side::ALL {
            let on_board = self.occupied(side).count() as u8;
            let configured = self.config.blocks(side);
            if on_board > configured {
                return Err(StateError::TooManyBlocks {
                    side,
                    on_board,
                    configured,
                });
            }
        }
        match self.phase {
            Phase::Play => self.validate_play()?,
            Phase::Setup { target, rolled } => self.validate_setup(target, rolled)?,
        }
        let derived = self.derive_status();
        if derived != self.status {
            return Err(StateError::Status {
                cached: self.status,
                derived,
            });
        }
        self.validate_side_to_move()
    }

    fn validate_play(&self) -> Result<(), StateError> {
        if Side::ALL.iter().all(|&s| self.occupied(s).is_empty()) {
            return Err(StateError::BothRemovedAll);
        }
        let removed = u32::from(self.removed(Side::South)) + u32::from(self.removed(Side::North));
        if removed > self.turns {
            return Err(StateError::RemovalsExceedTurns {
                removed,
                turns: self.turns,
            });
        }
        if let Some(max) = self.config.max_turns
            && self.turns > max
        {
            return Err(StateError::TurnsExceedCap { turns: self.turns, max });
        }
        if self.config.side_by_side == SideBySide::Forbidden {
            let south = self.occupied(Side::South);
            let north = self.occupied(Side::North);
            if let Some(sq) = south.and(north.neighbours()).iter().next() {
                return Err(StateError::SideBySide(sq));
            }
        }
        Ok(())
    }

    fn validate_setup(&self, target: Side, rolled: [u8; 6]) -> Result<(), StateError> {
        match self.config.setup {
            SetupMode::Fixed(_) => return Err(StateError::SetupPhaseInFixedSetup),
            SetupMode::Random if rolled != [0; 6] => return Err(StateError::RolledInRandomSetup),
            _ => {}
        }
        if self.turns != 0 {
            return Err(StateError::TurnsDuringSetup(self.turns));
        }
        let other = target.opponent();
        let starts = |side: Side| layout::start_squares(side, self.config.blocks(side)).map_err(StateError::Layout);
        match target {
            Side::North if !self.occupied(other).is_empty() => return Err(StateError::SouthBeforeNorth),
            Side::South if self.occupied(other) != starts(other)?.bitboard() => {
                return Err(StateError::NorthNotSetUp);
            }
            _ => {}
        }
        let rolled_n: u32 = rolled.iter().map(|&c| u32::from(c)).sum();
        let placed = self.occupied(target).count();
        let configured = u32::from(self.config.blocks(target));
        if placed >= configured || placed + rolled_n > configured {
            return Err(StateError::SetupOverCount {
                side: target,
                placed,
                rolled: rolled_n,
                configured,
            });
        }
        // E1: every block of the side is rolled before any is placed, so
        // once placing has begun the placed and the rolled blocks make up
        // the whole side (the random setup places as it draws).
        if self.config.setup == SetupMode::Standard && placed > 0 && placed + rolled_n != configured {
            return Err(StateError::PlacedBeforeAllRolled {
                side: target,
                placed,
                rolled: rolled_n,
                configured,
            });
        }
        // E2: the start squares fill in placement order.
        let expect = starts(target)?
            .as_slice()
            .iter()
            .take(placed as usize)
            .fold(Squares::EMPTY, |b, s| b.or(s.bb()));
        if expect != self.occupied(target) {
            return Err(StateError::PlacementOrder(target));
        }
        Ok(())
    }

    /// Whose turn it is: the first player during the setup; in play at
    /// turn 0 the first player if able to move, else the other (E4); a
    /// running game names a side that can move (§4); a won game names the
    /// winner, whose turn removed its last block (§5).
    fn validate_side_to_move(&self) -> Result<(), StateError> {
        let found = self.to_move;
        let expected = match (self.phase, self.status) {
            (Phase::Setup { .. }, _) => Some(self.config.first),
            (Phase::Play, Some(EndReason::Won(winner))) => Some(winner),
            (Phase::Play, _) if self.turns == 0 => {
                let first = self.config.first;
                Some(if !self.has_move(first) && self.has_move(first.opponent()) {
                    first.opponent()
                } else {
                    first
                })
            }
            _ => None,
        };
        if let Some(expected) = expected
            && expected != found
        {
            return Err(StateError::SideToMove { expected, found });
        }
        if self.phase == Phase::Play && self.status.is_none() && !self.has_move(found) {
            return Err(StateError::SideToMoveBlocked(found));
        }
        Ok(())
    }
}

/// A broken invariant of a [`State`] (the crate docs' "State invariants"
/// list them all): what [`State::validate`] reports, and what `FromStr`
/// and serde refuse a state with.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StateError {
    /// The config is invalid.
    #[error("{0}")]
    Config(ConfigError),
    /// The start layout table is broken (an internal data error).
    #[error("start layout: {0}")]
    Layout(crate::layout::LayoutError),
    /// A board cell holds a code that is no block (never from parsing).
    #[error("the cell {0} holds no valid block code")]
    BadCell(Square),
    /// The occupancy bitboards differ from the cells (never from parsing).
    #[error("the occupancy cache differs from the board")]
    OccupancyCache,
    /// A block stands on a star space (§3: no block ends a turn there).
    #[error("a block stands on the star space {0}")]
    BlockOnStar(Square),
    /// More blocks of a side on the board than configured (§1, §6).
    #[error("{side} has {on_board} blocks on the board, more than the {configured} configured")]
    TooManyBlocks {
        /// The side.
        side: Side,
        /// Its blocks on the board.
        on_board: u8,
        /// Its configured block count.
        configured: u8,
    },
    /// A setup phase in a game whose config fixes the start (E3).
    #[error("a fixed setup has no setup phase")]
    SetupPhaseInFixedSetup,
    /// Faces rolled in a random setup, which draws whole orientations (E3).
    #[error("rolled faces in a random setup")]
    RolledInRandomSetup,
    /// Turns counted before play began (E5).
    #[error("{0} turns played during the setup")]
    TurnsDuringSetup(u32),
    /// South's blocks on the board while North's are still being set up (E1).
    #[error("South's blocks placed before North's are all set up")]
    SouthBeforeNorth,
    /// South's blocks are being set up but North's are not all on their start squares (E1).
    #[error("North's blocks are not all on their start squares while South's are set up")]
    NorthNotSetUp,
    /// The setup phase counts more blocks placed and rolled than the side
    /// has, or all of them placed (the phase would have moved on).
    #[error("{side}'s setup counts {placed} placed and {rolled} rolled of {configured} blocks")]
    SetupOverCount {
        /// Whose blocks are being set up.
        side: Side,
        /// Blocks placed.
        placed: u32,
        /// Faces rolled, not yet placed.
        rolled: u32,
        /// The side's block count.
        configured: u32,
    },
    /// Placing began before every block of the side was rolled (E1).
    #[error(
        "{side}'s setup has {placed} placed and {rolled} rolled of {configured} blocks: placing begins only when all are rolled (E1)"
    )]
    PlacedBeforeAllRolled {
        /// Whose blocks are being set up.
        side: Side,
        /// Blocks placed.
        placed: u32,
        /// Faces rolled, not yet placed.
        rolled: u32,
        /// The side's block count.
        configured: u32,
    },
    /// The placed blocks are not on the side's first start squares in
    /// placement order (E2).
    #[error("{0}'s placed blocks are not on its first start squares in placement order (E2)")]
    PlacementOrder(Side),
    /// Both sides have removed every block: the first to do so won (§5).
    #[error("both sides have removed all their blocks")]
    BothRemovedAll,
    /// More blocks removed than turns played: each removal is a turn (§3.1).
    #[error("{removed} blocks removed in {turns} turns: each removal takes a turn")]
    RemovalsExceedTurns {
        /// Blocks removed by both sides.
        removed: u32,
        /// Turns played.
        turns: u32,
    },
    /// More turns played than `max_turns` (D6: the game stops there).
    #[error("{turns} turns played, more than max_turns {max}")]
    TurnsExceedCap {
        /// Turns played.
        turns: u32,
        /// The cap.
        max: u32,
    },
    /// The block of South on this square shares a side with a North block
    /// under the no-side-by-side variant (§6).
    #[error("the block on {0} shares a side with an opponent's block under the no-side-by-side variant")]
    SideBySide(Square),
    /// The cached status is not the one the position gives (§4, §5, D5, D6).
    #[error("the status is {} but the position gives {}", StatusText(*cached), StatusText(*derived))]
    Status {
        /// The status the state holds.
        cached: Option<EndReason>,
        /// The status the position gives.
        derived: Option<EndReason>,
    },
    /// The wrong side is named to move: during the setup the first player;
    /// at turn 0 the first player if able (E4); in a won game the winner.
    #[error("{found} is named to move, but the rules give {expected}")]
    SideToMove {
        /// The side the rules name.
        expected: Side,
        /// The side the state names.
        found: Side,
    },
    /// The side named to move in a running game has no legal turn (§4:
    /// a Deblockle'd side is skipped).
    #[error("{0} is named to move but has no legal turn")]
    SideToMoveBlocked(Side),
}

/// A status as [`StateError::Status`] writes it.
struct StatusText(Option<EndReason>);

impl core::fmt::Display for StatusText {
    /// `ongoing`, `won by South`, `drawn (no moves)`, `drawn (turn cap)`.
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self.0 {
            None => f.write_str("ongoing"),
            Some(EndReason::Won(side)) => write!(f, "won by {side}"),
            Some(EndReason::NoMoves) => f.write_str("drawn (no moves)"),
            Some(EndReason::TurnCap) => f.write_str("drawn (turn cap)"),
        }
    }
}
