//! `tabletop._tabletop`: the native half of the Python package `tabletop`.
//!
//! It wraps the `tabletop` crate's [`tabletop::load_game`] and
//! [`tabletop::DynGame`]: a [`Game`] (a parsed game string) makes
//! [`State`]s; a state lists its legal moves (notation) and actions (ids),
//! applies either, lists chance outcomes with their probabilities, gives
//! returns, observation tensors, information-state strings, notation and
//! JSON. Every refusal is a Python exception derived from `ValueError`
//! (`TabletopError` and its subclasses), raised with the state unchanged.
//! Every call runs inside a panic guard, so a Rust panic would surface as
//! `TabletopError` ("internal error"), never as pyo3's `PanicException`.
//!
//! The Python-facing documentation is `python/README.md`; the pure-Python
//! part (`tabletop/__init__.py`, `openspiel.py`, `pettingzoo.py`) adds numpy
//! arrays and the adapters.
#![forbid(unsafe_code)]

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::PyBytes;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use tabletop::{Actor, DynGame, DynMoveError, GameKind, GameSpec, Hosted, Seat};

create_exception!(
    _tabletop,
    TabletopError,
    PyValueError,
    "Base class of every tabletop error (a ValueError): the state is unchanged."
);
create_exception!(
    _tabletop,
    GameStringError,
    TabletopError,
    "A game string that does not parse, names no game, or gives an invalid config."
);
create_exception!(
    _tabletop,
    NotationError,
    TabletopError,
    "Text (or JSON) that is not a move, or a state notation that does not parse."
);
create_exception!(
    _tabletop,
    IllegalMoveError,
    TabletopError,
    "A move or action id that is not legal here (wrong seat, unknown id, game over, ...)."
);

/// OpenSpiel's player id of chance.
const CHANCE: i64 = -1;
/// OpenSpiel's player id at a terminal state.
const TERMINAL: i64 = -4;

/// Runs `f`, turning a Rust panic into `TabletopError` (it never happens in
/// the engines, which refuse bad input with typed errors; this is the last
/// line of defence).
fn guard<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    match catch_unwind(AssertUnwindSafe(f)) {
        Ok(r) => r,
        Err(payload) => {
            let what = payload
                .downcast_ref::<&str>()
                .map(|s| (*s).to_string())
                .or_else(|| payload.downcast_ref::<String>().cloned())
                .unwrap_or_else(|| "panic".to_string());
            Err(TabletopError::new_err(format!("internal error: {what}")))
        }
    }
}

fn move_error(e: DynMoveError) -> PyErr {
    match e {
        DynMoveError::Parse { .. } | DynMoveError::Json { .. } => NotationError::new_err(e.to_string()),
        DynMoveError::Illegal { .. } => IllegalMoveError::new_err(e.to_string()),
    }
}

fn parse_spec(text: &str) -> PyResult<GameSpec> {
    GameSpec::parse(text).map_err(|e| GameStringError::new_err(e.to_string()))
}

fn actor_id(actor: Actor) -> i64 {
    match actor {
        Actor::Seat(s) => s.index() as i64,
        Actor::Chance => CHANCE,
        Actor::Terminal => TERMINAL,
    }
}

fn seat_of(state: &dyn DynGame, player: i64) -> PyResult<Seat> {
    let n = state.num_seats();
    match u8::try_from(player) {
        Ok(p) if usize::from(p) < n => Ok(Seat(p)),
        _ => Err(TabletopError::new_err(format!(
            "{}: no player {player} (players are 0..{n})",
            state.name()
        ))),
    }
}

/// A game: a parsed, validated game string. `Game("oduludo(players=3)")`.
#[pyclass(module = "tabletop._tabletop", name = "Game", frozen)]
struct Game {
    spec: GameSpec,
    /// The start state, kept to answer questions about the game.
    start: Box<dyn DynGame>,
}

#[pymethods]
impl Game {
    /// Parses and validates `game_string`; raises `GameStringError`.
    #[new]
    fn new(game_string: &str) -> PyResult<Self> {
        guard(|| {
            let spec = parse_spec(game_string)?;
            let start = spec.start().map_err(|e| GameStringError::new_err(e.to_string()))?;
            Ok(Game { spec, start })
        })
    }
    /// The game's name (`xobrainer`, `oduludo`, `numseq`, `deblockle`).
    #[getter]
    fn name(&self) -> &'static str {
        self.spec.kind().name()
    }
    /// The canonical game string (only parameters that differ from the default).
    #[getter]
    fn game_string(&self) -> String {
        self.spec.to_string()
    }
    /// The number of seats.
    fn num_players(&self) -> usize {
        self.start.num_seats()
    }
    /// The start state.
    fn new_initial_state(&self) -> State {
        State {
            game: self.start.clone_box(),
            moves: 0,
        }
    }
    fn __repr__(&self) -> String {
        format!("tabletop.Game({:?})", self.spec.to_string())
    }
    fn __str__(&self) -> String {
        self.spec.to_string()
    }
}

/// A game state. Methods that change it (`apply`, `apply_action`, ...)
/// change it in place and leave it unchanged when they raise.
#[pyclass(module = "tabletop._tabletop", name = "State")]
struct State {
    game: Box<dyn DynGame>,
    /// Moves applied (chance outcomes included) since the start state.
    moves: u64,
}

impl State {
    fn check_player(&self, player: Option<i64>) -> PyResult<()> {
        let Some(p) = player else { return Ok(()) };
        let actor = self.game.to_act();
        if actor_id(actor) == p {
            return Ok(());
        }
        let who = match actor {
            Actor::Seat(s) => format!("player {}", s.index()),
            Actor::Chance => "chance".to_string(),
            Actor::Terminal => "nobody (the game is over)".to_string(),
        };
        Err(IllegalMoveError::new_err(format!(
            "{}: player {p} does not act here: {who} does",
            self.game.name()
        )))
    }
}

#[pymethods]
impl State {
    /// The game's name.
    #[getter]
    fn name(&self) -> &'static str {
        self.game.name()
    }
    /// The number of seats.
    fn num_players(&self) -> usize {
        self.game.num_seats()
    }
    /// Moves applied since the start state (chance outcomes included).
    #[getter]
    fn move_number(&self) -> u64 {
        self.moves
    }
    /// A copy.
    fn clone(&self) -> State {
        State {
            game: self.game.clone_box(),
            moves: self.moves,
        }
    }
    fn __copy__(&self) -> State {
        self.clone()
    }
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> State {
        self.clone()
    }
    /// The seat to act (0-based), `-1` at a chance node, `-4` at the end
    /// (OpenSpiel's ids).
    fn current_player(&self) -> i64 {
        actor_id(self.game.to_act())
    }
    /// Whether chance acts now.
    fn is_chance_node(&self) -> bool {
        self.game.to_act() == Actor::Chance
    }
    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.game.is_terminal()
    }
    /// Legal moves of the actor in notation (chance outcomes at a chance node).
    fn legal_moves(&self) -> PyResult<Vec<String>> {
        guard(|| Ok(self.game.legal_moves()))
    }
    /// At a chance node, `(notation, probability)` per outcome; else `[]`.
    fn chance_outcomes_notation(&self) -> PyResult<Vec<(String, f64)>> {
        guard(|| {
            Ok(self
                .game
                .chance_outcomes()
                .into_iter()
                .map(|(m, p)| (m, p.to_f64()))
                .collect())
        })
    }
    /// At a chance node, `(notation, numerator, denominator)` per outcome:
    /// the exact probabilities.
    fn chance_outcomes_exact(&self) -> PyResult<Vec<(String, u64, u64)>> {
        guard(|| {
            Ok(self
                .game
                .chance_outcomes()
                .into_iter()
                .map(|(m, p)| (m, p.numerator(), p.denominator()))
                .collect())
        })
    }
    /// Applies the move written `text`. With `player`, raises
    /// `IllegalMoveError` unless that player acts now. Raises
    /// `NotationError` or `IllegalMoveError`; the state is then unchanged.
    #[pyo3(signature = (text, player=None))]
    fn apply(&mut self, text: &str, player: Option<i64>) -> PyResult<()> {
        guard(|| {
            self.check_player(player)?;
            self.game.apply(text).map_err(move_error)?;
            self.moves += 1;
            Ok(())
        })
    }
    /// Per-seat returns: `+1` win, `-1` loss, `0` draw once terminal; all
    /// `0` before.
    fn returns(&self) -> Vec<f64> {
        match self.game.outcome() {
            Some(o) => o.returns().into_iter().map(f64::from).collect(),
            None => vec![0.0; self.game.num_seats()],
        }
    }
    /// The outcome in words once terminal (`None` before).
    fn outcome(&self) -> Option<String> {
        self.game.outcome().map(|o| o.to_string())
    }
    /// The whole state in its one-line notation.
    fn notation(&self) -> String {
        self.game.notation()
    }
    /// A readable multi-line picture.
    fn picture(&self) -> String {
        self.game.picture()
    }
    /// What `player` may see (games with hidden information), in Rust debug
    /// form; `None` for games without hidden information.
    fn view(&self, player: i64) -> PyResult<Option<String>> {
        let seat = seat_of(self.game.as_ref(), player)?;
        Ok(self.game.view(seat))
    }
    /// The state as JSON text (its serde form).
    fn to_json(&self) -> String {
        self.game.state_json().to_string()
    }
    /// The legal moves as JSON texts (their serde form).
    fn legal_moves_json(&self) -> Vec<String> {
        self.game.legal_moves_json().iter().map(ToString::to_string).collect()
    }
    /// Applies a move given as JSON text (its serde form); raises
    /// `NotationError` or `IllegalMoveError`.
    #[pyo3(signature = (text, player=None))]
    fn apply_json(&mut self, text: &str, player: Option<i64>) -> PyResult<()> {
        guard(|| {
            self.check_player(player)?;
            let value: serde_json::Value =
                serde_json::from_str(text).map_err(|e| NotationError::new_err(format!("not JSON: {e}")))?;
            self.game.apply_json(&value).map_err(move_error)?;
            self.moves += 1;
            Ok(())
        })
    }
    /// The move board-core's MCTS picks (`iterations`, seeded), in
    /// notation; `None` at chance nodes and at the end.
    #[pyo3(signature = (iterations, seed))]
    fn mcts_move(&self, py: Python<'_>, iterations: u32, seed: u64) -> PyResult<Option<String>> {
        let game = self.game.clone_box();
        py.detach(|| guard(|| Ok(game.mcts_move(iterations, seed))))
    }
    fn __str__(&self) -> String {
        self.game.notation()
    }
    fn __repr__(&self) -> String {
        format!("tabletop.State({:?})", self.game.notation())
    }
    fn __eq__(&self, other: &State) -> bool {
        self.game.notation() == other.game.notation()
    }
}

/// The state written in `notation` (the game's one-line notation, as
/// `State.notation()` gives it) for the game named by `game_string`.
/// Raises `GameStringError` or `NotationError`.
#[pyfunction]
fn state_from_notation(game_string: &str, notation: &str) -> PyResult<State> {
    guard(|| {
        let spec = parse_spec(game_string)?;
        fn host<G>(text: &str) -> PyResult<Box<dyn DynGame>>
        where
            G: FromStr,
            G::Err: std::fmt::Display,
            Hosted<G>: DynGame + 'static,
            G: tabletop::Engine,
        {
            let state = text
                .parse::<G>()
                .map_err(|e| NotationError::new_err(format!("{}: not a state: {e}", G::INFO.name)))?;
            Ok(Box::new(Hosted::new(state)))
        }
        let game = match spec.kind() {
            GameKind::XOBrainer => host::<tabletop::xobrainer::State>(notation)?,
            GameKind::Oduludo => host::<tabletop::oduludo::State>(notation)?,
            GameKind::Numseq => host::<tabletop::numseq::State>(notation)?,
            GameKind::Deblockle => host::<tabletop::deblockle::State>(notation)?,
        };
        Ok(State { game, moves: 0 })
    })
}

/// Plays `n` games of `game_string` with uniformly random moves and chance
/// from ChaCha8 seeded with `seed`, all in Rust (the GIL released):
/// returns each game's per-seat returns and its number of moves. The same
/// arguments give the same result. `max_moves` ends a game that runs
/// longer (returns all `0`, a draw).
#[pyfunction]
#[pyo3(signature = (game_string, n, seed, max_moves=100_000))]
fn play_random_games(
    py: Python<'_>,
    game_string: &str,
    n: usize,
    seed: u64,
    max_moves: u64,
) -> PyResult<Vec<(Vec<f64>, u64)>> {
    let spec = guard(|| parse_spec(game_string))?;
    py.detach(|| {
        guard(|| {
            let start = spec.start().map_err(|e| GameStringError::new_err(e.to_string()))?;
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let mut results = Vec::with_capacity(n);
            for _ in 0..n {
                let mut g = start.clone_box();
                let mut moves = 0u64;
                while !g.is_terminal() && moves < max_moves {
                    match g.to_act() {
                        Actor::Chance => {
                            g.sample_chance(&mut rng)
                                .ok_or_else(|| TabletopError::new_err("internal error: no chance outcome"))?;
                        }
                        _ => {
                            let mv = g
                                .random_move(&mut rng)
                                .ok_or_else(|| TabletopError::new_err("internal error: no legal move"))?;
                            g.apply(&mv).map_err(move_error)?;
                        }
                    }
                    moves += 1;
                }
                let returns = match g.outcome() {
                    Some(o) => o.returns().into_iter().map(f64::from).collect(),
                    None => vec![0.0; g.num_seats()],
                };
                results.push((returns, moves));
            }
            Ok(results)
        })
    })
}

/// The names of the four games.
#[pyfunction]
fn game_names() -> Vec<&'static str> {
    GameKind::ALL.iter().map(|k| k.name()).collect()
}

/// The game-string parameters of game `name`: `(parameter, valid values)`.
#[pyfunction]
fn game_parameters(name: &str) -> PyResult<Vec<(&'static str, &'static str)>> {
    let kind = GameKind::from_name(name)
        .ok_or_else(|| GameStringError::new_err(format!("unknown game {name:?}: games are {}", GameKind::NAMES)))?;
    Ok(kind.params())
}

/// The native module.
#[pymodule]
fn _tabletop(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<Game>()?;
    m.add_class::<State>()?;
    m.add_function(wrap_pyfunction!(state_from_notation, m)?)?;
    m.add_function(wrap_pyfunction!(play_random_games, m)?)?;
    m.add_function(wrap_pyfunction!(game_names, m)?)?;
    m.add_function(wrap_pyfunction!(game_parameters, m)?)?;
    m.add("TabletopError", py.get_type::<TabletopError>())?;
    m.add("GameStringError", py.get_type::<GameStringError>())?;
    m.add("NotationError", py.get_type::<NotationError>())?;
    m.add("IllegalMoveError", py.get_type::<IllegalMoveError>())?;
    m.add("CHANCE", CHANCE)?;
    m.add("TERMINAL", TERMINAL)?;
    let _ = PyBytes::new(py, b"");
    Ok(())
}
