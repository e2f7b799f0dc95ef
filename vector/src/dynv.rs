//! [`DynVector`]: any game's runner behind one object-safe type, built from
//! a game string.

use std::fmt::Debug;

use tabletop::{ConfigVisitor, GameKind, GameSpec, Registered, Seat};

use crate::options::{Buffers, ObsRange, VectorError, VectorOptions};
use crate::runner::{VecEnv, VecGame};

/// A [`VecEnv`] of any game, behind one object-safe type: what
/// [`from_game_string`] gives, and what a Python binding holds. The methods
/// are [`VecEnv`]'s.
pub trait DynVector: Debug + Send + Sync {
    /// The game's name (`xobrainer`, ...).
    fn game(&self) -> &'static str;
    /// N, the number of games.
    fn num_envs(&self) -> usize;
    /// Seats at the table.
    fn num_seats(&self) -> usize;
    /// The shape of one game's observation.
    fn observation_shape(&self) -> Vec<usize>;
    /// L, the observation values per game.
    fn observation_len(&self) -> usize;
    /// A, the action ids per game.
    fn num_actions(&self) -> usize;
    /// W, the reward columns: the seats, or 1 in opponent mode.
    fn reward_width(&self) -> usize;
    /// The observation range (finite `Box` bounds, the `u8` scale).
    fn obs_range(&self) -> ObsRange;
    /// The decision cap at which a game is truncated.
    fn decision_cap(&self) -> usize;
    /// The learner's seat in opponent mode.
    fn learner(&self) -> Option<Seat>;
    /// [`VecEnv::reset`].
    ///
    /// # Errors
    /// As [`VecEnv::reset`].
    fn reset(&mut self, seed: u64, out: Buffers<'_>) -> Result<(), VectorError>;
    /// [`VecEnv::reset_each`].
    ///
    /// # Errors
    /// As [`VecEnv::reset_each`].
    fn reset_each(&mut self, seeds: &[u64], out: Buffers<'_>) -> Result<(), VectorError>;
    /// [`VecEnv::restart`].
    ///
    /// # Errors
    /// As [`VecEnv::restart`].
    fn restart(&mut self, out: Buffers<'_>) -> Result<(), VectorError>;
    /// [`VecEnv::step`].
    ///
    /// # Errors
    /// As [`VecEnv::step`].
    fn step(&mut self, actions: &[usize], out: Buffers<'_>) -> Result<(), VectorError>;
    /// [`VecEnv::observe`].
    ///
    /// # Errors
    /// As [`VecEnv::observe`].
    fn observe(&mut self, out: Buffers<'_>) -> Result<(), VectorError>;
    /// Game `i`'s state in its one-line notation (`None` past the batch).
    fn notation(&self, i: usize) -> Option<String>;
}

impl<G: VecGame + std::fmt::Display> DynVector for VecEnv<G> {
    fn game(&self) -> &'static str {
        G::INFO.name
    }
    fn num_envs(&self) -> usize {
        VecEnv::num_envs(self)
    }
    fn num_seats(&self) -> usize {
        VecEnv::num_seats(self)
    }
    fn observation_shape(&self) -> Vec<usize> {
        VecEnv::observation_shape(self)
    }
    fn observation_len(&self) -> usize {
        VecEnv::observation_len(self)
    }
    fn num_actions(&self) -> usize {
        VecEnv::num_actions(self)
    }
    fn reward_width(&self) -> usize {
        VecEnv::reward_width(self)
    }
    fn obs_range(&self) -> ObsRange {
        VecEnv::obs_range(self)
    }
    fn decision_cap(&self) -> usize {
        VecEnv::decision_cap(self)
    }
    fn learner(&self) -> Option<Seat> {
        VecEnv::learner(self)
    }
    fn reset(&mut self, seed: u64, out: Buffers<'_>) -> Result<(), VectorError> {
        VecEnv::reset(self, seed, out)
    }
    fn reset_each(&mut self, seeds: &[u64], out: Buffers<'_>) -> Result<(), VectorError> {
        VecEnv::reset_each(self, seeds, out)
    }
    fn restart(&mut self, out: Buffers<'_>) -> Result<(), VectorError> {
        VecEnv::restart(self, out)
    }
    fn step(&mut self, actions: &[usize], out: Buffers<'_>) -> Result<(), VectorError> {
        VecEnv::step(self, actions, out)
    }
    fn observe(&mut self, out: Buffers<'_>) -> Result<(), VectorError> {
        VecEnv::observe(self, out)
    }
    fn notation(&self, i: usize) -> Option<String> {
        self.state(i).map(ToString::to_string)
    }
}

/// The range each game's observation values lie in, and the
/// [`crate::ObsDtype::U8`] scale: the game's
/// [`ObservationEncoding::OBSERVATION_RANGE`](tabletop::board_core::encoding::ObservationEncoding::OBSERVATION_RANGE),
/// where each engine says why its values lie there. The runners clamp into
/// the range, which changed no value in 200 seeded random games of each
/// default config (`observation_values_lie_in_the_declared_range`).
pub fn obs_range(kind: GameKind) -> ObsRange {
    let (low, high) = kind.observation_range();
    ObsRange { low, high }
}

/// The range of `G`'s observations ([`obs_range`] of its kind).
fn range_of<G: VecGame>() -> ObsRange {
    let (low, high) = G::OBSERVATION_RANGE;
    ObsRange { low, high }
}

/// A runner for the game a game string names (`deblockle`,
/// `xobrainer(format=one-round)`, `numseq(players=4)`: see
/// [`tabletop::GameSpec`]), with its observations clamped into
/// [`obs_range`].
///
/// ```
/// use tabletop_vector::{Buffers, ObsBuf, VectorOptions, from_game_string};
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// let mut env = from_game_string("deblockle", &VectorOptions::new(4))?;
/// let (n, l, a, w) = (env.num_envs(), env.observation_len(), env.num_actions(), env.reward_width());
/// assert_eq!((l, a, w), (40 * 7 * 7, 10_976, 2));
/// let (mut obs, mut mask) = (vec![0f32; n * l], vec![false; n * a]);
/// let (mut rew, mut term, mut trunc, mut seat) = (vec![0f32; n * w], vec![false; n], vec![false; n], vec![0i32; n]);
/// macro_rules! bufs {
///     () => {
///         Buffers { obs: ObsBuf::F32(&mut obs), mask: &mut mask, rewards: &mut rew,
///                   terminated: &mut term, truncated: &mut trunc, to_act: &mut seat }
///     };
/// }
/// env.reset(7, bufs!())?;
/// // Each game plays its first legal id.
/// let actions: Vec<usize> = mask.chunks(a).map(|m| m.iter().position(|&b| b).unwrap_or(0)).collect();
/// env.step(&actions, bufs!())?;
/// assert!(seat.iter().all(|&s| s == 0 || s == 1));
/// // An id that is not legal is refused, naming the game; nothing changes.
/// let err = env.step(&[a, 0, 0, 0], bufs!()).unwrap_err();
/// assert_eq!(err.to_string(), format!("game 0: action id {a} is not legal there"));
/// # Ok(()) }
/// ```
///
/// # Errors
/// [`VectorError::Spec`] or [`VectorError::Config`] for a refused game
/// string, [`VectorError::LearnerSeat`] for a learner not at the table.
pub fn from_game_string(game: &str, options: &VectorOptions) -> Result<Box<dyn DynVector>, VectorError> {
    from_spec(&GameSpec::parse(game)?, options)
}

/// [`from_game_string`] for a parsed game string.
///
/// # Errors
/// As [`from_game_string`].
pub fn from_spec(spec: &GameSpec, options: &VectorOptions) -> Result<Box<dyn DynVector>, VectorError> {
    /// Builds the runner of the game the spec names.
    struct Build<'a>(&'a VectorOptions);
    impl ConfigVisitor for Build<'_> {
        type Output = Result<Box<dyn DynVector>, VectorError>;
        fn visit<G: Registered>(self, config: &G::Config) -> Self::Output {
            boxed(G::from_config(config)?, self.0)
        }
    }
    spec.visit(Build(options))
}

fn boxed<G: VecGame + std::fmt::Display>(
    initial: G,
    options: &VectorOptions,
) -> Result<Box<dyn DynVector>, VectorError> {
    Ok(Box::new(VecEnv::new(initial, options, range_of::<G>(), true)?))
}
