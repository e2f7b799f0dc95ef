//! Options, buffers and errors of the batched runner.

use tabletop::{BotSpecError, InvalidConfig, SpecError};

/// What [`crate::VecEnv::step`] does with an action id that is not legal
/// for its game (not set in the game's row of the mask: out of range,
/// unused, or illegal in that state).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum IllegalAction {
    /// The whole step is refused with [`VectorError::IllegalAction`], which
    /// names the lowest game index with an illegal id and the id. No game
    /// changes, no random number is drawn and no buffer is written: the
    /// caller can fix the action and step again.
    #[default]
    Refuse,
    /// That game ends: `terminated` is set, the seat that was to act gets
    /// the game's minimum utility (`-1.0`) and every other seat `0.0`
    /// (in opponent mode the learner, who is the seat that acted, gets
    /// `-1.0`). The other games step normally, and the forfeited game
    /// auto-resets at its next step like any finished game.
    Forfeit,
}

/// The element type of the observation buffer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum ObsDtype {
    /// The engines' `f32` tensors, clamped to the runner's
    /// [`ObsRange`] (a no-op in every game measured; see the crate docs).
    #[default]
    F32,
    /// One byte per value: `q = round((clamp(v) - low) * 255 / (high - low))`
    /// (to the nearest, ties to even; [`ObsRange::quantize`])
    /// over the runner's [`ObsRange`], so `v ≈ low + q * (high - low) / 255`.
    /// A quarter of the bytes; exact for the 0/1 planes (0 or 255 where the
    /// range is `0..=1`), within half a step (`(high - low) / 510`) for the
    /// fractional planes.
    U8,
}

/// The range every observation value lies in (after clamping): the finite
/// bounds of a Gymnasium `Box`, and the scale of [`ObsDtype::U8`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ObsRange {
    /// The lowest value.
    pub low: f32,
    /// The highest value (greater than `low`).
    pub high: f32,
}

impl ObsRange {
    /// `0.0..=1.0`.
    pub const UNIT: ObsRange = ObsRange { low: 0.0, high: 1.0 };

    /// `v` clamped into the range (`NaN` becomes `low`).
    #[inline]
    pub fn clamp(self, v: f32) -> f32 {
        // `f32::max` ignores a NaN operand, so NaN gives `low`; branch-free,
        // so the loops over a row vectorize.
        v.max(self.low).min(self.high)
    }

    /// `v` as a byte ([`ObsDtype::U8`]): `(clamp(v) - low) * 255 / (high -
    /// low)` rounded to the nearest integer, ties to even.
    #[inline]
    pub fn quantize(self, v: f32) -> u8 {
        round_byte((self.clamp(v) - self.low) * (255.0 / (self.high - self.low)))
    }
}

/// `x` in `0.0..=255.0` rounded to the nearest integer (ties to even) as a
/// byte: adding 2^23 leaves the rounded integer in the low mantissa bits
/// (the float addition rounds), which a mask reads. No float-to-int cast,
/// so a loop of it vectorizes.
#[inline]
pub(crate) fn round_byte(x: f32) -> u8 {
    ((x + 8_388_608.0).to_bits() & 0xFF) as u8
}

/// The built-in opponents are named by the facade's bot strings
/// ([`BotSpec`]: `random`, `mc:N`, `mcts:N`, as the tournament runner and
/// `play` read them). Each opponent decision draws its random numbers from
/// the game's own stream ([`BotSpec::choose`]), so a seed names the same
/// games with opponents too.
pub use tabletop::{BotSpec, DEFAULT_STRENGTH};

/// How a runner is built: the batch size, the opponents, the treatment of
/// illegal ids and the decision cap.
#[derive(Clone, Debug, PartialEq)]
pub struct VectorOptions {
    /// N, the number of games (each buffer has N rows). May be 0.
    pub num_envs: usize,
    /// Built-in opponents for every seat but [`VectorOptions::learner`]
    /// (`None`: the caller acts for every seat).
    pub opponent: Option<BotSpec>,
    /// The learner's seat in opponent mode (default 0); ignored without
    /// opponents.
    pub learner: u8,
    /// What an illegal id does.
    pub illegal: IllegalAction,
    /// The most seat decisions (every seat's, opponents' included) a game
    /// may take before it is truncated; `None`: the game's own bound
    /// ([`board_core::encoding::GameBounds::max_game_length`]) or else
    /// [`board_core::encoding::DEFAULT_DECISION_CAP`].
    pub decision_cap: Option<usize>,
}

impl VectorOptions {
    /// `num_envs` games, no opponents, illegal ids refused, the default cap.
    pub fn new(num_envs: usize) -> Self {
        VectorOptions {
            num_envs,
            opponent: None,
            learner: 0,
            illegal: IllegalAction::Refuse,
            decision_cap: None,
        }
    }

    /// With built-in opponents for every seat but `learner`.
    #[must_use]
    pub fn with_opponent(mut self, opponent: BotSpec, learner: u8) -> Self {
        self.opponent = Some(opponent);
        self.learner = learner;
        self
    }

    /// With this treatment of illegal ids.
    #[must_use]
    pub fn with_illegal(mut self, illegal: IllegalAction) -> Self {
        self.illegal = illegal;
        self
    }

    /// With this decision cap.
    #[must_use]
    pub fn with_decision_cap(mut self, cap: usize) -> Self {
        self.decision_cap = Some(cap);
        self
    }
}

/// The observation buffer, in the dtype the caller chose.
#[derive(Debug)]
pub enum ObsBuf<'a> {
    /// `f32` values: N x [`crate::DynVector::observation_len`].
    F32(&'a mut [f32]),
    /// Bytes ([`ObsDtype::U8`]): N x [`crate::DynVector::observation_len`].
    U8(&'a mut [u8]),
}

impl ObsBuf<'_> {
    /// The buffer's length in values.
    pub fn len(&self) -> usize {
        match self {
            ObsBuf::F32(b) => b.len(),
            ObsBuf::U8(b) => b.len(),
        }
    }

    /// Whether the buffer is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// The caller-owned buffers a reset or a step writes, row `i` for game `i`
/// (row-major, C order). With N games, `L` observation values, `A` action
/// ids and `W` reward columns (the seats; 1 in opponent mode):
///
/// | buffer | length | dtype | meaning |
/// |---|---|---|---|
/// | `obs` | N x L | `f32` or `u8` | the observer's tensor (the seat to act; the learner in opponent mode) |
/// | `mask` | N x A | `bool` | legal action ids of the seat to act; all `false` once the game ended |
/// | `rewards` | N x W | `f32` | this step's reward per seat (+1 win, 0 draw, -1 loss at the end; 0 before) |
/// | `terminated` | N | `bool` | the rules ended the game (or a forfeit) at this step |
/// | `truncated` | N | `bool` | the decision cap ended the game at this step |
/// | `to_act` | N | `i32` | the seat to act, `-1` once the game ended |
#[derive(Debug)]
pub struct Buffers<'a> {
    /// Observations.
    pub obs: ObsBuf<'a>,
    /// Legal-action masks.
    pub mask: &'a mut [bool],
    /// Rewards.
    pub rewards: &'a mut [f32],
    /// Terminated flags.
    pub terminated: &'a mut [bool],
    /// Truncated flags.
    pub truncated: &'a mut [bool],
    /// The seat to act.
    pub to_act: &'a mut [i32],
}

/// Why a runner refused to be built, to reset or to step. A refused reset
/// or step changed nothing.
#[derive(Debug, thiserror::Error)]
pub enum VectorError {
    /// The action id given for game `index` is not legal there
    /// ([`IllegalAction::Refuse`]).
    #[error("game {index}: action id {id} is not legal there")]
    IllegalAction {
        /// The game's index in the batch.
        index: usize,
        /// The id given.
        id: usize,
    },
    /// A buffer has the wrong length.
    #[error("buffer {buffer} has length {got}: expected {expected}")]
    BufferLength {
        /// Which buffer (`obs`, `mask`, `rewards`, `terminated`,
        /// `truncated`, `to_act` or `actions`).
        buffer: &'static str,
        /// Its length.
        got: usize,
        /// The length needed.
        expected: usize,
    },
    /// `step` before the first `reset`.
    #[error("step before reset: call reset(seed) first")]
    NotReset,
    /// The learner's seat is not at the table.
    #[error("learner seat {seat} is not at a table of {num_seats}")]
    LearnerSeat {
        /// The seat given.
        seat: u8,
        /// The number of seats.
        num_seats: usize,
    },
    /// The bot string names no opponent.
    #[error(transparent)]
    BotSpec(#[from] BotSpecError),
    /// The game string was refused.
    #[error(transparent)]
    Spec(#[from] SpecError),
    /// The game's config was refused.
    #[error(transparent)]
    Config(#[from] InvalidConfig),
}
