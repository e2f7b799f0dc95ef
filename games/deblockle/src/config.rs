//! The game configuration (variants and the §8 switches) and its
//! validation. (`Side` and `BySide` are in `board`, re-exported here.)

use alloc::vec::Vec;

use board_core::Seat;

use crate::cube::Orientation;

pub use crate::board::{BySide, Side};

/// How the blocks get their start orientations (spec §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SetupMode {
    /// The rulebook's setup: each player rolls the opponent's blocks (one
    /// chance move per block, uniform over the six faces), then places them
    /// on the opponent's start squares choosing which rolled face goes where
    /// and the rotation about the vertical axis (one decision per block).
    /// South rolls and places North's blocks first, then North does South's.
    Standard,
    /// Given orientations per side (the first `n` of each side's four are
    /// used, in start-square order); no setup phase.
    Fixed(BySide<[Orientation; 4]>),
    /// Each block's orientation is one chance move, uniform over all 24
    /// orientations (North's blocks first, then South's, in start-square order).
    Random,
}

/// Switch D1 (spec §8): a tip that cannot be followed by a legal hop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum TipWithoutHop {
    /// Default: such a tip is not a legal move.
    #[default]
    Illegal,
    /// "Tip stands, block stays": the tip is legal and the turn ends with
    /// the block on the tipped-to square.
    TipStands,
}

/// Switch D2 (spec §8): may a Hoops path pass through a block?
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum HoopsPath {
    /// Default: no square of the path may hold a block.
    #[default]
    Unblocked,
    /// The path may pass through blocks (it must still end on an empty square).
    ThroughBlocks,
}

/// Switch D3 (spec §8): where a Slider may stop near star spaces.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum SliderStop {
    /// Default: the slider may also stop just before a star space it would cross.
    #[default]
    BeforeAnyStar,
    /// Strict: it stops before a star only when the star is the natural stop.
    NaturalOnly,
}

/// The "no side-by-side blocks" variant (spec §6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum SideBySide {
    /// Default: blocks of the two sides may touch.
    #[default]
    Allowed,
    /// No turn may end with a mover's block sharing a side with an opponent's block.
    Forbidden,
}

/// A game configuration. `Default` is the spec's default game: four blocks
/// each, the standard setup, South first, side-by-side allowed, D1-D3 as the
/// spec decides, no turn cap.
///
/// With the `serde` feature it (de)serializes field by field, and
/// deserialization runs [`Config::validate`]: an invalid config is a
/// deserialization error.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    /// South's blocks, 1-4 (spec §1, §6).
    pub south_blocks: u8,
    /// North's blocks, 1-4; may differ from South's.
    pub north_blocks: u8,
    /// How blocks get their start orientations (§2).
    pub setup: SetupMode,
    /// Who takes the first turn (§2); default South.
    pub first: Side,
    /// The no-side-by-side variant (§6).
    pub side_by_side: SideBySide,
    /// D1.
    pub tip_without_hop: TipWithoutHop,
    /// D2.
    pub hoops_path: HoopsPath,
    /// D3.
    pub slider_stop: SliderStop,
    /// D6: the game is drawn once this many turns have been played; `None`
    /// (default) for no cap. Setup moves do not count. Without a cap the
    /// turn counter's own bound, [`TURN_LIMIT`] (`u32::MAX`), ends the game
    /// the same way: the counter never saturates or wraps.
    pub max_turns: Option<u32>,
}

/// The most turns any game lasts: with `max_turns: None`, a game that
/// reaches `u32::MAX` (4,294,967,295) turns is drawn
/// ([`EndReason::TurnCap`](crate::EndReason::TurnCap)), as if that were
/// its `max_turns`, so [`State::turns`](crate::State::turns) never
/// saturates.
pub const TURN_LIMIT: u32 = u32::MAX;

impl Config {
    /// The turn after which the game is drawn: `max_turns`, or
    /// [`TURN_LIMIT`] without one.
    #[inline(always)]
    pub(crate) fn turn_cap(&self) -> u32 {
        match self.max_turns {
            Some(m) => m,
            None => TURN_LIMIT,
        }
    }
}

impl Default for Config {
    fn default() -> Self {
        Config {
            south_blocks: 4,
            north_blocks: 4,
            setup: SetupMode::Standard,
            first: Side::South,
            side_by_side: SideBySide::Allowed,
            tip_without_hop: TipWithoutHop::Illegal,
            hoops_path: HoopsPath::Unblocked,
            slider_stop: SliderStop::BeforeAnyStar,
            max_turns: None,
        }
    }
}

/// One violated rule of a [`Config`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum ConfigProblem {
    /// A side's block count is not 1-4.
    #[error("{side} has {count} blocks, must be 1-4")]
    BlockCount {
        /// The side.
        side: Side,
        /// The count given.
        count: u8,
    },
    /// `max_turns` is `Some(0)`.
    #[error("max_turns must be at least 1")]
    ZeroMaxTurns,
    /// The start layout table is broken (an internal data error).
    #[error("start layout: {0}")]
    Layout(crate::layout::LayoutError),
}

/// Every violated rule of a [`Config`] at once (board-core's shared shape;
/// displays as `invalid config: <problem>; <problem>; ...`).
pub type ConfigError = board_core::ConfigError<ConfigProblem>;

impl Config {
    /// The number of blocks of `side`.
    pub const fn blocks(&self, side: Side) -> u8 {
        match side {
            Side::South => self.south_blocks,
            Side::North => self.north_blocks,
        }
    }

    /// A config with the given fixed orientations for every block of each
    /// side, otherwise default.
    pub fn fixed(south: Orientation, north: Orientation) -> Config {
        Config {
            setup: SetupMode::Fixed(BySide::new([south; 4], [north; 4])),
            ..Config::default()
        }
    }

    /// The side sitting at `seat` (South is seat 0, North seat 1), if any.
    pub const fn side_of(&self, seat: Seat) -> Option<Side> {
        Side::from_seat(seat)
    }

    /// The seats of `side`: one seat per side in Deblockle.
    pub fn seats_of(&self, side: Side) -> core::iter::Once<Seat> {
        core::iter::once(side.seat())
    }

    /// Checks every rule and reports every violation.
    ///
    /// # Errors
    /// [`ConfigError`] listing each [`ConfigProblem`].
    pub fn validate(&self) -> Result<(), ConfigError> {
        let mut problems = Vec::new();
        for side in Side::ALL {
            let count = self.blocks(side);
            if !(1..=4).contains(&count) {
                problems.push(ConfigProblem::BlockCount { side, count });
            }
        }
        if self.max_turns == Some(0) {
            problems.push(ConfigProblem::ZeroMaxTurns);
        }
        if let Err(e) = crate::layout::validate(&crate::layout::START_SQUARES) {
            problems.push(ConfigProblem::Layout(e));
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(ConfigError { problems })
        }
    }
}

#[cfg(test)]
#[path = "tests/config.rs"]
mod tests;
