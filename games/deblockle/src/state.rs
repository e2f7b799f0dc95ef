//! The state type, its invariants and its accessors.

use crate::board::{Square, Squares};
use crate::config::{Config, ConfigError, ConfigProblem, SetupMode, Side};
use crate::cube::{Face, Orientation};
use crate::layout;

/// Where the game is: setting up one side's blocks, or playing.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Phase {
    /// Blocks of `target` are being rolled and placed by the opponent
    /// (standard setup) or drawn at random (random setup). North's blocks
    /// are set up first, then South's.
    Setup {
        /// Whose blocks are being set up.
        target: Side,
        /// Faces rolled but not yet placed, counted per face ([`Face::index`]).
        /// Always zero in the random setup.
        rolled: [u8; 6],
    },
    /// Turns are being played (or the game is over).
    Play,
}

/// How a game ended ([`State::status`] is `None` while it runs). With the
/// `serde` feature the draws are `"no_moves"`, `"turn_cap"` (an
/// [`Event::GameDrawn`](crate::Event::GameDrawn)'s `reason`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum EndReason {
    /// This side removed all of its blocks (§5): it wins.
    Won(Side),
    /// Neither player has a legal move (D5): a draw.
    NoMoves,
    /// `max_turns` turns were played (D6), or [`TURN_LIMIT`](crate::TURN_LIMIT)
    /// turns without a cap: a draw.
    TurnCap,
}

impl EndReason {
    /// Whether the game ended in a draw.
    pub const fn is_draw(self) -> bool {
        matches!(self, EndReason::NoMoves | EndReason::TurnCap)
    }
}

/// A Deblockle game state: the config, every block's square and
/// orientation, the phase, the side to move and the turn count. About a
/// hundred bytes; clone it freely (undo = keep the previous state).
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub(crate) config: Config,
    /// 0 = empty, else `1 + side * 24 + orientation`.
    pub(crate) cells: [u8; 49],
    /// Cache: occupancy per side ([`Side::index`]).
    pub(crate) occ: [Squares; 2],
    pub(crate) phase: Phase,
    /// In play, the side that acts now (a Deblockle'd side is never here
    /// while the game runs). During setup, the side that will move first.
    pub(crate) to_move: Side,
    pub(crate) turns: u32,
    /// Cache: derived from the rest by [`State::derive_status`].
    pub(crate) status: Option<EndReason>,
}

/// One block as seen from outside.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Block {
    /// Its owner.
    pub side: Side,
    /// Its square.
    pub square: Square,
    /// Its orientation.
    pub orientation: Orientation,
}

/// Every field is `Copy`, so a clone copies the whole state at once (not
/// field by field, as the derived `Clone` would).
impl Clone for State {
    #[inline]
    fn clone(&self) -> Self {
        Self { ..*self }
    }
}

pub(crate) const fn encode(side: Side, o: Orientation) -> u8 {
    1 + side.index() as u8 * 24 + o.index() as u8
}

pub(crate) const fn decode(cell: u8) -> Option<(Side, Orientation)> {
    if cell == 0 {
        return None;
    }
    let v = (cell - 1) as usize;
    let side = if v < 24 { Side::South } else { Side::North };
    match Orientation::from_index(v % 24) {
        Some(o) if v < 48 => Some((side, o)),
        _ => None,
    }
}

impl State {
    /// A new game for a validated `config`: the setup phase for the
    /// standard and random setups, straight into play for a fixed one.
    ///
    /// # Errors
    /// [`ConfigError`] with every problem of the config.
    pub fn new(config: Config) -> Result<State, ConfigError> {
        config.validate()?;
        let mut s = State {
            config,
            cells: [0; 49],
            occ: [Squares::EMPTY; 2],
            phase: Phase::Setup {
                target: Side::North,
                rolled: [0; 6],
            },
            to_move: config.first,
            turns: 0,
            status: None,
        };
        if let SetupMode::Fixed(orients) = config.setup {
            for side in Side::ALL {
                let starts = layout::start_squares(side, config.blocks(side)).map_err(|e| ConfigError {
                    problems: alloc::vec![ConfigProblem::Layout(e)],
                })?;
                for (sq, o) in starts.as_slice().iter().zip(orients[side]) {
                    s.put(*sq, side, o);
                }
            }
            s.phase = Phase::Play;
            s.start_play();
        }
        Ok(s)
    }

    /// A state with no blocks, the status `Ongoing`, and the given fields
    /// (not validated: parsers put the blocks, set the status, then run
    /// [`State::validate`]).
    pub(crate) fn empty(config: Config, phase: Phase, to_move: Side, turns: u32) -> State {
        State {
            config,
            cells: [0; 49],
            occ: [Squares::EMPTY; 2],
            phase,
            to_move,
            turns,
            status: None,
        }
    }

    /// The config this game was created with.
    pub fn config(&self) -> &Config {
        &self.config
    }
    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// How the game ended; `None` while it runs (who won: also
    /// [`Game::outcome`](board_core::Game::outcome)).
    pub fn status(&self) -> Option<EndReason> {
        self.status
    }
    /// The side to move in play (during setup: the side that will move
    /// first; in a finished game: the side that made the last turn).
    pub fn side_to_move(&self) -> Side {
        self.to_move
    }
    /// The side sitting at `seat`, if any (South seat 0, North seat 1).
    pub const fn side_of(&self, seat: board_core::Seat) -> Option<Side> {
        Side::from_seat(seat)
    }
    /// The seats of `side` (one per side).
    pub fn seats_of(&self, side: Side) -> core::iter::Once<board_core::Seat> {
        self.config.seats_of(side)
    }
    /// Turns played so far (setup moves do not count).
    pub fn turns(&self) -> u32 {
        self.turns
    }
    /// The block on `sq`, if any.
    pub fn block(&self, sq: Square) -> Option<Block> {
        let (side, orientation) = decode(*self.cells.get(sq.index())?)?;
        Some(Block {
            side,
            square: sq,
            orientation,
        })
    }
    /// Every block on the board, a1 to g7.
    pub fn blocks(&self) -> impl Iterator<Item = Block> + '_ {
        Square::all().filter_map(|sq| self.block(sq))
    }
    /// The squares holding `side`'s blocks.
    pub fn occupied(&self, side: Side) -> Squares {
        self.occ.get(side.index()).copied().unwrap_or_default()
    }
    /// Every occupied square.
    pub fn occupied_all(&self) -> Squares {
        self.occupied(Side::South).or(self.occupied(Side::North))
    }
    /// Blocks `side` has removed on the opponent's home star (its score).
    pub fn removed(&self, side: Side) -> u8 {
        match self.phase {
            Phase::Play => self
                .config
                .blocks(side)
                .saturating_sub(self.occupied(side).count() as u8),
            Phase::Setup { .. } => 0,
        }
    }

    pub(crate) fn put(&mut self, sq: Square, side: Side, o: Orientation) {
        if let Some(c) = self.cells.get_mut(sq.index()) {
            *c = encode(side, o);
        }
        if let Some(b) = self.occ.get_mut(side.index()) {
            *b = b.or(sq.bb());
        }
    }

    pub(crate) fn take(&mut self, sq: Square) {
        if let Some(c) = self.cells.get_mut(sq.index()) {
            *c = 0;
        }
        for b in &mut self.occ {
            *b = b.minus(sq.bb());
        }
    }

    /// Enters play: the first player moves if able, else the other; if
    /// neither can, the game is drawn (§4, D5).
    pub(crate) fn start_play(&mut self) {
        self.to_move = self.config.first;
        self.status = None;
        self.settle(self.config.first);
    }

    /// Sets `to_move` to `preferred` if it can move, else to the other side
    /// (the Deblockle'd side is skipped, §4), else ends the game in a draw.
    /// Checks wins and the turn cap first.
    #[inline(always)]
    pub(crate) fn settle(&mut self, preferred: Side) {
        // In play, with 1-4 blocks a side (a validated config), "removed
        // all of its blocks" (`removed(s) >= blocks(s)`) is "has no block
        // left on the board": one test, no popcount (the hot path of every
        // turn; `derive_status` keeps the spelled-out form).
        if let Some(s) = Side::ALL.into_iter().find(|&s| self.occupied(s).is_empty()) {
            self.status = Some(EndReason::Won(s));
            return;
        }
        if self.turns >= self.config.turn_cap() {
            self.status = Some(EndReason::TurnCap);
            return;
        }
        if self.has_move(preferred) {
            self.to_move = preferred;
        } else if self.has_move(preferred.opponent()) {
            self.to_move = preferred.opponent();
        } else {
            self.status = Some(EndReason::NoMoves);
        }
    }

    /// The status derived from scratch (for validity checks): wins, the turn
    /// cap, and whether anybody can move.
    pub(crate) fn derive_status(&self) -> Option<EndReason> {
        if self.phase != Phase::Play {
            return None;
        }
        if let Some(s) = Side::ALL
            .into_iter()
            .find(|&s| self.removed(s) >= self.config.blocks(s))
        {
            return Some(EndReason::Won(s));
        }
        if self.turns >= self.config.turn_cap() {
            return Some(EndReason::TurnCap);
        }
        if !self.has_move(Side::South) && !self.has_move(Side::North) {
            return Some(EndReason::NoMoves);
        }
        None
    }

    /// The faces rolled and waiting to be placed, during the standard setup.
    pub fn rolled(&self) -> impl Iterator<Item = Face> + '_ {
        let counts = match self.phase {
            Phase::Setup { rolled, .. } => rolled,
            Phase::Play => [0; 6],
        };
        Face::ALL
            .into_iter()
            .flat_map(move |f| core::iter::repeat_n(f, counts.get(f.index()).copied().unwrap_or(0) as usize))
    }
}

#[cfg(test)]
#[path = "tests/state.rs"]
mod tests;
