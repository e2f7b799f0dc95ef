//! The state type, its invariants and its accessors.

use crate::board::{Bitboard, Square};
use crate::config::{Config, ConfigError, ConfigProblem, SetupMode, Side, SideBySide};
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

/// Why a game ended in a draw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DrawReason {
    /// Neither player has a legal move (D5).
    NoMoves,
    /// `max_turns` turns were played (D6).
    TurnCap,
}

/// Whether the game goes on, and how it ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Status {
    /// Still running.
    Ongoing,
    /// This side removed all of its blocks (§5).
    Won(Side),
    /// Drawn.
    Drawn(DrawReason),
}

/// A Deblockle game state: the config, every block's square and
/// orientation, the phase, the side to move and the turn count. About a
/// hundred bytes; clone it freely (undo = keep the previous state).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub(crate) config: Config,
    /// 0 = empty, else `1 + side * 24 + orientation`.
    pub(crate) cells: [u8; 49],
    /// Cache: occupancy per side ([`Side::index`]).
    pub(crate) occ: [Bitboard; 2],
    pub(crate) phase: Phase,
    /// In play, the side that acts now (a Deblockle'd side is never here
    /// while the game runs). During setup, the side that will move first.
    pub(crate) to_move: Side,
    pub(crate) turns: u32,
    /// Cache: derived from the rest by [`State::derive_status`].
    pub(crate) status: Status,
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
            occ: [Bitboard::EMPTY; 2],
            phase: Phase::Setup {
                target: Side::North,
                rolled: [0; 6],
            },
            to_move: config.first,
            turns: 0,
            status: Status::Ongoing,
        };
        if let SetupMode::Fixed(orients) = config.setup {
            for side in Side::ALL {
                let starts = layout::start_squares(side, config.blocks(side)).map_err(|e| ConfigError {
                    problems: alloc::vec![ConfigProblem::Layout(e)],
                })?;
                let list = orients.get(side.index()).copied().unwrap_or_default();
                for (sq, o) in starts.as_slice().iter().zip(list) {
                    s.put(*sq, side, o);
                }
            }
            s.phase = Phase::Play;
            s.start_play();
        }
        Ok(s)
    }

    /// The config this game was created with.
    pub fn config(&self) -> &Config {
        &self.config
    }
    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// Whether the game goes on, and how it ended.
    pub fn status(&self) -> Status {
        self.status
    }
    /// The side to move in play (during setup: the side that will move first).
    pub fn side_to_move(&self) -> Side {
        self.to_move
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
    pub fn occupied(&self, side: Side) -> Bitboard {
        self.occ.get(side.index()).copied().unwrap_or_default()
    }
    /// Every occupied square.
    pub fn occupied_all(&self) -> Bitboard {
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
        self.status = Status::Ongoing;
        self.settle(self.config.first);
    }

    /// Sets `to_move` to `preferred` if it can move, else to the other side
    /// (the Deblockle'd side is skipped, §4), else ends the game in a draw.
    /// Checks wins and the turn cap first.
    pub(crate) fn settle(&mut self, preferred: Side) {
        if let Some(s) = Side::ALL
            .into_iter()
            .find(|&s| self.removed(s) >= self.config.blocks(s))
        {
            self.status = Status::Won(s);
            return;
        }
        if let Some(m) = self.config.max_turns
            && self.turns >= m
        {
            self.status = Status::Drawn(DrawReason::TurnCap);
            return;
        }
        if self.has_move(preferred) {
            self.to_move = preferred;
        } else if self.has_move(preferred.opponent()) {
            self.to_move = preferred.opponent();
        } else {
            self.status = Status::Drawn(DrawReason::NoMoves);
        }
    }

    /// The status derived from scratch (for validity checks): wins, the turn
    /// cap, and whether anybody can move.
    pub(crate) fn derive_status(&self) -> Status {
        if self.phase != Phase::Play {
            return Status::Ongoing;
        }
        if let Some(s) = Side::ALL
            .into_iter()
            .find(|&s| self.removed(s) >= self.config.blocks(s))
        {
            return Status::Won(s);
        }
        if let Some(m) = self.config.max_turns
            && self.turns >= m
        {
            return Status::Drawn(DrawReason::TurnCap);
        }
        if !self.has_move(Side::South) && !self.has_move(Side::North) {
            return Status::Drawn(DrawReason::NoMoves);
        }
        Status::Ongoing
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

    /// Checks every invariant from scratch: the occupancy caches, block
    /// counts, no block on a star space, the setup bookkeeping, the cached
    /// status, and that the side to move can move while the game runs. In
    /// play also what no game can reach: more removals than turns played,
    /// more turns than `max_turns`, and (no-side-by-side variant, §6)
    /// opposing blocks sharing a side.
    ///
    /// # Errors
    /// A description of the first broken invariant.
    pub fn validity_check(&self) -> Result<(), &'static str> {
        self.config.validate().map_err(|_| "invalid config")?;
        let mut occ = [Bitboard::EMPTY; 2];
        for sq in Square::all() {
            let cell = self.cells.get(sq.index()).copied().unwrap_or(0);
            if cell == 0 {
                continue;
            }
            let (side, _) = decode(cell).ok_or("bad cell code")?;
            if sq.is_star() {
                return Err("a block stands on a star space");
            }
            if let Some(b) = occ.get_mut(side.index()) {
                *b = b.or(sq.bb());
            }
        }
        if occ != self.occ {
            return Err("occupancy cache differs from the board");
        }
        match self.phase {
            Phase::Play => {
                if Side::ALL.iter().all(|&s| self.occupied(s).is_empty()) {
                    return Err("both sides removed all their blocks");
                }
                for side in Side::ALL {
                    if self.occupied(side).count() > self.config.blocks(side) as u32 {
                        return Err("more blocks than configured");
                    }
                }
                let removed = u32::from(self.removed(Side::South)) + u32::from(self.removed(Side::North));
                if removed > self.turns {
                    return Err("more blocks removed than turns played");
                }
                if let Some(m) = self.config.max_turns
                    && self.turns > m
                {
                    return Err("more turns played than max_turns");
                }
                if self.config.side_by_side == SideBySide::Forbidden
                    && crate::hop::touches(self.occupied(Side::South), self.occupied(Side::North))
                {
                    return Err("opposing blocks side by side in the no-side-by-side variant");
                }
                if self.derive_status() != self.status {
                    return Err("cached status differs from the position");
                }
                if self.status == Status::Ongoing && !self.has_move(self.to_move) {
                    return Err("the side to move has no legal move");
                }
            }
            Phase::Setup { target, rolled } => {
                if self.turns != 0 || self.status != Status::Ongoing || self.to_move != self.config.first {
                    return Err("setup state with turns, a result or a wrong first player");
                }
                if matches!(self.config.setup, SetupMode::Fixed(_)) {
                    return Err("a fixed setup has no setup phase");
                }
                if matches!(self.config.setup, SetupMode::Random) && rolled != [0; 6] {
                    return Err("rolled faces in a random setup");
                }
                let rolled_n: u32 = rolled.iter().map(|&c| c as u32).sum();
                let placed_target = self.occupied(target).count();
                let n_target = self.config.blocks(target) as u32;
                if placed_target >= n_target || placed_target + rolled_n > n_target {
                    return Err("more blocks rolled and placed than configured");
                }
                if rolled_n > 0 && placed_target > 0 && placed_target + rolled_n != n_target {
                    return Err("placement began before every block was rolled");
                }
                let starts =
                    |side: Side| layout::start_squares(side, self.config.blocks(side)).map_err(|_| "bad start layout");
                let t = starts(target)?;
                let expect = t
                    .as_slice()
                    .iter()
                    .take(placed_target as usize)
                    .fold(Bitboard::EMPTY, |b, s| b.or(s.bb()));
                if expect != self.occupied(target) {
                    return Err("placed blocks are not on the first start squares");
                }
                let other = target.opponent();
                match target {
                    Side::North => {
                        if !self.occupied(other).is_empty() {
                            return Err("South's blocks placed before North's");
                        }
                    }
                    Side::South => {
                        if self.occupied(other) != starts(other)?.bitboard() {
                            return Err("North's blocks are not all placed");
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "tests/state.rs"]
mod tests;
