//! `_tabletop.VectorCore`: the Rust batched runner (`tabletop-vector`)
//! behind the Python package's `tabletop.vector`.
//!
//! The runner writes into buffers this object owns; `reset` and `step` run
//! with the GIL released (`py.detach`), then hand the buffers to Python as
//! six new `bytearray`s (one copy each; the abi3 build for CPython 3.9 has
//! no buffer protocol to write into the caller's arrays), which
//! `tabletop.vector` wraps with `numpy.frombuffer` (no further copy).
//! Masks and flags are bytes 0/1, viewed as numpy `bool`.

use pyo3::prelude::*;
use pyo3::types::{PyByteArray, PyTuple};
use tabletop_vector::{
    BotSpec, Buffers, DynVector, IllegalAction, ObsBuf, ObsDtype, VectorError, VectorOptions, from_game_string,
};

use crate::{GameStringError, IllegalMoveError, TabletopError, guard};

/// The Rust-side buffers.
struct Store {
    obs_f32: Vec<f32>,
    obs_u8: Vec<u8>,
    mask: Vec<bool>,
    rewards: Vec<f32>,
    terminated: Vec<bool>,
    truncated: Vec<bool>,
    to_act: Vec<i32>,
    actions: Vec<usize>,
}

impl Store {
    fn buffers(&mut self, dtype: ObsDtype) -> Buffers<'_> {
        Buffers {
            obs: match dtype {
                ObsDtype::F32 => ObsBuf::F32(&mut self.obs_f32),
                ObsDtype::U8 => ObsBuf::U8(&mut self.obs_u8),
            },
            mask: &mut self.mask,
            rewards: &mut self.rewards,
            terminated: &mut self.terminated,
            truncated: &mut self.truncated,
            to_act: &mut self.to_act,
        }
    }
}

/// A batch of N games of one game string, stepped together in Rust
/// (`tabletop-vector`). Use `tabletop.vector.VectorEnv`, which wraps it
/// with numpy arrays and Gymnasium's spaces.
#[pyclass(module = "tabletop._tabletop")]
pub struct VectorCore {
    env: Box<dyn DynVector>,
    dtype: ObsDtype,
    store: Store,
}

fn vector_error(e: VectorError) -> PyErr {
    match e {
        VectorError::IllegalAction { .. } => IllegalMoveError::new_err(e.to_string()),
        VectorError::Spec(_) | VectorError::Config(_) | VectorError::BotSpec(_) | VectorError::LearnerSeat { .. } => {
            GameStringError::new_err(e.to_string())
        }
        _ => TabletopError::new_err(e.to_string()),
    }
}

/// Values as a `bytearray` in native byte order: one copy of the buffer's
/// bytes (`bytemuck` views `bool`, `f32` and `i32` as bytes without
/// unsafe code here).
fn bytes_of<'py, T: bytemuck::NoUninit>(py: Python<'py>, v: &[T]) -> Bound<'py, PyByteArray> {
    PyByteArray::new(py, bytemuck::cast_slice(v))
}

impl VectorCore {
    /// The buffers as `(obs, mask, rewards, terminated, truncated, to_act)`.
    fn copy_out<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let s = &self.store;
        let obs = match self.dtype {
            ObsDtype::F32 => bytes_of(py, &s.obs_f32),
            ObsDtype::U8 => bytes_of(py, &s.obs_u8),
        };
        PyTuple::new(
            py,
            [
                obs,
                bytes_of(py, &s.mask),
                bytes_of(py, &s.rewards),
                bytes_of(py, &s.terminated),
                bytes_of(py, &s.truncated),
                bytes_of(py, &s.to_act),
            ],
        )
    }
}

#[pymethods]
impl VectorCore {
    /// `num_envs` games of `game_string`. `opponent`: `None` or a bot
    /// string (`random`, `mc:N`, `mcts:N`) for every seat but `learner`;
    /// `dtype`: `"float32"` or `"uint8"`; `illegal`: `"refuse"` or
    /// `"forfeit"`; `decision_cap`: truncate after that many decisions.
    #[new]
    #[pyo3(signature = (game_string, num_envs, opponent=None, learner=0, dtype="float32", illegal="refuse", decision_cap=None))]
    fn new(
        game_string: &str,
        num_envs: usize,
        opponent: Option<&str>,
        learner: u8,
        dtype: &str,
        illegal: &str,
        decision_cap: Option<usize>,
    ) -> PyResult<Self> {
        guard(|| {
            let mut options = VectorOptions::new(num_envs);
            if let Some(o) = opponent {
                let o: BotSpec = o.parse().map_err(|e| vector_error(VectorError::from(e)))?;
                options = options.with_opponent(o, learner);
            }
            options.illegal = match illegal {
                "refuse" => IllegalAction::Refuse,
                "forfeit" => IllegalAction::Forfeit,
                _ => {
                    return Err(TabletopError::new_err(format!(
                        "illegal={illegal:?}: expected \"refuse\" or \"forfeit\""
                    )));
                }
            };
            options.decision_cap = decision_cap;
            let dtype = match dtype {
                "float32" => ObsDtype::F32,
                "uint8" => ObsDtype::U8,
                _ => {
                    return Err(TabletopError::new_err(format!(
                        "dtype={dtype:?}: expected \"float32\" or \"uint8\""
                    )));
                }
            };
            let env = from_game_string(game_string, &options).map_err(vector_error)?;
            let (n, l, a, w) = (
                env.num_envs(),
                env.observation_len(),
                env.num_actions(),
                env.reward_width(),
            );
            let store = Store {
                obs_f32: vec![0.0; if dtype == ObsDtype::F32 { n * l } else { 0 }],
                obs_u8: vec![0; if dtype == ObsDtype::U8 { n * l } else { 0 }],
                mask: vec![false; n * a],
                rewards: vec![0.0; n * w],
                terminated: vec![false; n],
                truncated: vec![false; n],
                to_act: vec![0; n],
                actions: vec![0; n],
            };
            Ok(VectorCore { env, dtype, store })
        })
    }

    /// The game's name.
    #[getter]
    fn game(&self) -> &'static str {
        self.env.game()
    }
    /// The observation dtype, `"float32"` or `"uint8"`.
    #[getter]
    fn dtype(&self) -> &'static str {
        match self.dtype {
            ObsDtype::F32 => "float32",
            ObsDtype::U8 => "uint8",
        }
    }
    /// N.
    #[getter]
    fn num_envs(&self) -> usize {
        self.env.num_envs()
    }
    /// Seats at the table.
    #[getter]
    fn num_seats(&self) -> usize {
        self.env.num_seats()
    }
    /// One game's observation shape.
    #[getter]
    fn observation_shape(&self) -> Vec<usize> {
        self.env.observation_shape()
    }
    /// A, the action ids.
    #[getter]
    fn num_actions(&self) -> usize {
        self.env.num_actions()
    }
    /// W, the reward columns (the seats, or 1 with an opponent).
    #[getter]
    fn reward_width(&self) -> usize {
        self.env.reward_width()
    }
    /// `(low, high)`: every `float32` observation value lies in it.
    #[getter]
    fn obs_range(&self) -> (f32, f32) {
        let r = self.env.obs_range();
        (r.low, r.high)
    }
    /// The decision cap at which a game is truncated.
    #[getter]
    fn decision_cap(&self) -> usize {
        self.env.decision_cap()
    }
    /// The learner's seat with an opponent, else `None`.
    #[getter]
    fn learner(&self) -> Option<u8> {
        self.env.learner().map(|s| s.0)
    }
    /// Game `i`'s state in notation (`None` past the batch).
    fn notation(&self, i: usize) -> Option<String> {
        self.env.notation(i)
    }

    /// New games from `seed` (GIL released); the buffers as six
    /// `bytearray`s `(obs, mask, rewards, terminated, truncated, to_act)`.
    fn reset<'py>(&mut self, py: Python<'py>, seed: u64) -> PyResult<Bound<'py, PyTuple>> {
        py.detach(|| {
            guard(|| {
                let VectorCore { env, dtype, store } = &mut *self;
                env.reset(seed, store.buffers(*dtype)).map_err(vector_error)
            })
        })?;
        self.copy_out(py)
    }

    /// New games from a seed per game (GIL released): game `i` plays the
    /// game a batch of one plays from `seeds[i]`; the buffers as `reset`
    /// gives them.
    fn reset_each<'py>(&mut self, py: Python<'py>, seeds: Vec<u64>) -> PyResult<Bound<'py, PyTuple>> {
        py.detach(|| {
            guard(|| {
                let VectorCore { env, dtype, store } = &mut *self;
                env.reset_each(&seeds, store.buffers(*dtype)).map_err(vector_error)
            })
        })?;
        self.copy_out(py)
    }

    /// New games from where each game's random stream stands (no new
    /// seed; GIL released); the buffers as `reset` gives them.
    fn restart<'py>(&mut self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        py.detach(|| {
            guard(|| {
                let VectorCore { env, dtype, store } = &mut *self;
                env.restart(store.buffers(*dtype)).map_err(vector_error)
            })
        })?;
        self.copy_out(py)
    }

    /// One step (GIL released): `actions` holds N action ids (negative ids
    /// are illegal); the buffers as `reset` gives them.
    fn step<'py>(&mut self, py: Python<'py>, actions: Vec<i64>) -> PyResult<Bound<'py, PyTuple>> {
        if actions.len() != self.store.actions.len() {
            return Err(TabletopError::new_err(format!(
                "actions has length {}: expected {}",
                actions.len(),
                self.store.actions.len()
            )));
        }
        for (a, id) in self.store.actions.iter_mut().zip(actions) {
            *a = usize::try_from(id).unwrap_or(usize::MAX);
        }
        py.detach(|| {
            guard(|| {
                let VectorCore { env, dtype, store } = &mut *self;
                let actions = std::mem::take(&mut store.actions);
                let r = env.step(&actions, store.buffers(*dtype));
                store.actions = actions;
                r.map_err(vector_error)
            })
        })?;
        self.copy_out(py)
    }
}
