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

mod vector;

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::{Arc, OnceLock};

use pyo3::create_exception;
use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyByteArray;
use rand_chacha::ChaCha8Rng;
use rand_chacha::rand_core::SeedableRng;
use tabletop::board_core::encoding::{DEFAULT_DECISION_CAP, EncodingError, UtilitySum};
use tabletop::board_core::notation::excerpt;
use tabletop::{Actor, DynGame, DynMoveError, GameKind, GameSpec, KindVisitor, Registered, Seat};

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
        DynMoveError::Illegal { .. } | DynMoveError::Id { .. } | DynMoveError::Capped { .. } => {
            IllegalMoveError::new_err(e.to_string())
        }
    }
}

fn encoding_error(game: &str, e: EncodingError) -> PyErr {
    match e {
        EncodingError::NoSuchSeat { .. } | EncodingError::BufferLength { .. } | EncodingError::Unsupported(_) => {
            TabletopError::new_err(format!("{game}: {e}"))
        }
        _ => IllegalMoveError::new_err(format!("{game}: {e}")),
    }
}

/// numpy's `frombuffer`, looked up once.
static FROMBUFFER: PyOnceLock<Py<PyAny>> = PyOnceLock::new();

/// A writable numpy array of `dtype` (a numpy type string such as `"<f4"`)
/// over a new `bytearray` of `len` bytes that `fill` writes: one copy, from
/// Rust straight into the array's memory.
fn numpy_from<'py>(
    py: Python<'py>,
    len: usize,
    dtype: &str,
    fill: impl FnOnce(&mut [u8]) -> PyResult<()>,
) -> PyResult<Bound<'py, PyAny>> {
    let bytes = PyByteArray::new_with(py, len, fill)?;
    let frombuffer = FROMBUFFER.get_or_try_init(py, || -> PyResult<Py<PyAny>> {
        Ok(py.import("numpy")?.getattr("frombuffer")?.unbind())
    })?;
    frombuffer.bind(py).call1((bytes, dtype))
}

/// A float32 numpy array of `shape` holding `data` (writable, owned).
fn numpy_f32<'py>(py: Python<'py>, data: &[f32], shape: &[usize]) -> PyResult<Bound<'py, PyAny>> {
    let flat = numpy_from(py, data.len() * 4, "<f4", |bytes| {
        for (chunk, x) in bytes.chunks_exact_mut(4).zip(data) {
            chunk.copy_from_slice(&x.to_le_bytes());
        }
        Ok(())
    })?;
    if shape.len() == 1 {
        return Ok(flat);
    }
    flat.call_method1("reshape", (shape.to_vec(),))
}

/// The system fonts, loaded once (for the text in rendered pictures).
static FONTS: OnceLock<Arc<resvg::usvg::fontdb::Database>> = OnceLock::new();

/// `svg` rasterised by resvg: `(height, width, RGB bytes row by row)` on a
/// white background.
fn rasterise(svg: &str) -> Result<(u32, u32, Vec<u8>), String> {
    let fonts = FONTS.get_or_init(|| {
        let mut db = resvg::usvg::fontdb::Database::new();
        db.load_system_fonts();
        Arc::new(db)
    });
    let options = resvg::usvg::Options {
        fontdb: Arc::clone(fonts),
        ..resvg::usvg::Options::default()
    };
    let tree = resvg::usvg::Tree::from_str(svg, &options).map_err(|e| format!("not an SVG picture: {e}"))?;
    let size = tree.size().to_int_size();
    let mut pixmap =
        resvg::tiny_skia::Pixmap::new(size.width(), size.height()).ok_or_else(|| "an empty picture".to_string())?;
    pixmap.fill(resvg::tiny_skia::Color::WHITE);
    resvg::render(&tree, resvg::tiny_skia::Transform::default(), &mut pixmap.as_mut());
    // Opaque (white background), so the premultiplied RGB is the RGB.
    let rgb = pixmap
        .data()
        .chunks_exact(4)
        .flat_map(|p| p.iter().take(3).copied())
        .collect();
    Ok((size.height(), size.width(), rgb))
}

fn utility_sum(u: UtilitySum) -> Option<f64> {
    match u {
        UtilitySum::Constant(c) => Some(c),
        UtilitySum::General => None,
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
    /// The start state. `decision_cap` caps the game at that many seat
    /// decisions (a capped game ends as a draw; the OpenSpiel and
    /// PettingZoo adapters use `DEFAULT_DECISION_CAP` where the rules set
    /// no bound); `None`, the default, sets no cap.
    #[pyo3(signature = (decision_cap=None))]
    fn new_initial_state(&self, decision_cap: Option<usize>) -> State {
        let mut game = self.start.clone_box();
        game.set_decision_cap(decision_cap);
        State {
            game,
            moves: 0,
            offset: 0,
        }
    }
    /// Whether this config may keep something from some seat (numseq's
    /// hands, XOBrainer's Mission cards): then `State.view` may differ from
    /// the whole state. Within `game_may_hide_information(name)`.
    fn hides_information(&self) -> bool {
        self.start.hides_information()
    }
    /// Whether the game implements the encodings (action ids, observation
    /// tensors, information states); the id, tensor and bound methods
    /// raise `TabletopError` or answer empty for one that does not.
    fn has_encodings(&self) -> bool {
        self.start.has_encodings()
    }
    /// Number of action ids: a seat's decisions are `0..n`.
    fn num_distinct_actions(&self) -> usize {
        self.start.num_distinct_actions()
    }
    /// Number of chance ids: chance outcomes are `0..m`.
    fn max_chance_outcomes(&self) -> usize {
        self.start.max_chance_outcomes()
    }
    /// The observation tensor's shape (see each game's "Observation tensor").
    fn observation_shape(&self) -> Vec<usize> {
        self.start.observation_shape()
    }
    /// The most seat decisions a game can take under this config, or with
    /// `decision_cap` when the rules set no smaller bound; `None` when
    /// nothing bounds it.
    #[pyo3(signature = (decision_cap=None))]
    fn max_game_length(&self, decision_cap: Option<usize>) -> Option<usize> {
        let mut g = self.start.clone_box();
        g.set_decision_cap(decision_cap);
        g.max_game_length()
    }
    /// The most chance nodes on one path, when the rules bound it.
    fn max_chance_nodes(&self) -> Option<usize> {
        self.start.max_chance_nodes()
    }
    /// The lowest return of a seat.
    fn min_utility(&self) -> f64 {
        self.start.min_utility()
    }
    /// The highest return of a seat.
    fn max_utility(&self) -> f64 {
        self.start.max_utility()
    }
    /// What the returns of a finished game add up to, or `None` when that
    /// depends on the result. With `decision_cap` (a capped game is a draw,
    /// all 0) a non-zero constant becomes `None`.
    #[pyo3(signature = (decision_cap=None))]
    fn utility_sum(&self, decision_cap: Option<usize>) -> Option<f64> {
        let mut g = self.start.clone_box();
        g.set_decision_cap(decision_cap);
        utility_sum(g.utility_sum())
    }
    fn __repr__(&self) -> String {
        format!("tabletop.Game({:?})", self.spec.to_string())
    }
    /// Pickling: the game string.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, (String,))> {
        Ok((slf.get_type().into_any(), (slf.get().spec.to_string(),)))
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
    /// Seat decisions made before `game` was rebuilt from its notation
    /// (unpickling): `game` counts from 0 again, with its cap lowered by
    /// this much, so the decision count and cap seen from Python carry on.
    offset: usize,
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
            offset: self.offset,
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
    /// Per-seat returns: `+1` win, `-1` loss, `0` draw once terminal (all
    /// `0` for a capped game); all `0` before.
    fn returns(&self) -> Vec<f64> {
        self.game.returns()
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
    /// What `player` may see, as the game's picture of that seat's view
    /// (multi-line text; in numseq and XOBrainer only that seat's own hidden
    /// cards).
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
    /// The move of the bot named by `bot` for the seat to act, in
    /// notation: a named level (`beginner`, `casual`, `strong`, `expert`;
    /// see `levels()`) or any bot string (`random`, `mc:N`, `mcts:N`,
    /// `mcts:N+solver`, `guided:N`), seeded; `None` at chance nodes and at
    /// the end. Raises `TabletopError` for an unknown bot string (its
    /// message lists the levels).
    #[pyo3(signature = (bot, seed))]
    fn bot_move(&self, py: Python<'_>, bot: &str, seed: u64) -> PyResult<Option<String>> {
        let spec: tabletop::BotSpec = bot
            .parse()
            .map_err(|e: tabletop::BotSpecError| TabletopError::new_err(e.to_string()))?;
        let game = self.game.clone_box();
        py.detach(|| guard(|| Ok(game.spec_move(spec, seed))))
    }
    /// The bot string the named `level` runs in this game (`expert` is
    /// `guided:E` with the game's expert iterations); raises
    /// `TabletopError` for a name that is not a level.
    #[pyo3(signature = (level))]
    fn level_bot(&self, level: &str) -> PyResult<String> {
        let level: tabletop::Level = level
            .parse()
            .map_err(|e: tabletop::BotSpecError| TabletopError::new_err(e.to_string()))?;
        Ok(self.game.resolve_bot(tabletop::BotSpec::Level(level)).to_string())
    }
    /// Seat decisions made so far.
    #[getter]
    fn decisions(&self) -> usize {
        self.game.decisions() + self.offset
    }
    /// The decision cap, if one is set.
    #[getter]
    fn decision_cap(&self) -> Option<usize> {
        self.game.decision_cap().map(|c| c + self.offset)
    }
    /// Whether the decision cap ended the game (a draw).
    fn is_capped(&self) -> bool {
        self.game.is_capped()
    }
    /// The ids of the legal moves, ascending: action ids at a seat's node,
    /// chance ids at a chance node, `[]` at the end.
    fn legal_actions(&self) -> PyResult<Vec<usize>> {
        guard(|| Ok(self.game.legal_action_ids()))
    }
    /// The legal-action mask (length `num_distinct_actions`), a numpy
    /// `bool` array (`dtype="int8"` for PettingZoo's): true exactly at the
    /// legal action ids of the seat to act; all false at chance nodes and
    /// at the end.
    #[pyo3(signature = (dtype="bool"))]
    fn legal_actions_mask<'py>(&self, py: Python<'py>, dtype: &str) -> PyResult<Bound<'py, PyAny>> {
        let numpy_type = match dtype {
            "bool" => "?",
            "int8" => "i1",
            "uint8" => "u1",
            _ => {
                return Err(TabletopError::new_err(format!(
                    "legal_actions_mask: dtype {dtype:?}: one of \"bool\", \"int8\", \"uint8\""
                )));
            }
        };
        let mask = guard(|| {
            let mut mask = vec![false; self.game.num_distinct_actions()];
            self.game
                .legal_action_mask(&mut mask)
                .map_err(|e| encoding_error(self.game.name(), e))?;
            Ok(mask)
        })?;
        numpy_from(py, mask.len(), numpy_type, |bytes| {
            for (b, &m) in bytes.iter_mut().zip(&mask) {
                *b = u8::from(m);
            }
            Ok(())
        })
    }
    /// At a chance node, `(chance id, probability)` per outcome, ascending
    /// by id; `[]` elsewhere.
    fn chance_outcomes(&self) -> PyResult<Vec<(usize, f64)>> {
        guard(|| Ok(self.game.chance_outcome_ids()))
    }
    /// Applies the move named by `action` (a chance id at a chance node, an
    /// action id at a seat's node). With `player`, raises
    /// `IllegalMoveError` unless that player acts now. Raises
    /// `IllegalMoveError` for an id that names no legal move here; the
    /// state is then unchanged.
    #[pyo3(signature = (action, player=None))]
    fn apply_action(&mut self, action: i64, player: Option<i64>) -> PyResult<()> {
        guard(|| {
            self.check_player(player)?;
            let id = usize::try_from(action).map_err(|_| {
                IllegalMoveError::new_err(format!(
                    "{}: no move with id {action}: ids are not negative",
                    self.game.name()
                ))
            })?;
            self.game.apply_action_id(id).map_err(move_error)?;
            self.moves += 1;
            Ok(())
        })
    }
    /// The notation of the move `action` names at this node. With `player`
    /// (OpenSpiel's `action_to_string(player, action)`), the id is read as
    /// that player's: a chance id for `CHANCE`, else an action id.
    #[pyo3(signature = (action, player=None))]
    fn action_to_string(&self, action: i64, player: Option<i64>) -> PyResult<String> {
        guard(|| {
            let _ = player;
            let id = usize::try_from(action).map_err(|_| {
                IllegalMoveError::new_err(format!(
                    "{}: no move with id {action}: ids are not negative",
                    self.game.name()
                ))
            })?;
            self.game
                .action_to_string(id)
                .map_err(|e| encoding_error(self.game.name(), e))
        })
    }
    /// The id at this node of the move written `text`; raises
    /// `NotationError` or `IllegalMoveError` (no id of this kind here).
    fn string_to_action(&self, text: &str) -> PyResult<usize> {
        guard(|| self.game.string_to_action(text).map_err(move_error))
    }
    /// `player`'s observation tensor: a float32 numpy array of the game's
    /// observation shape.
    fn observation_tensor<'py>(&self, py: Python<'py>, player: i64) -> PyResult<Bound<'py, PyAny>> {
        let seat = seat_of(self.game.as_ref(), player)?;
        let shape = self.game.observation_shape();
        let len: usize = shape.iter().product();
        let data = guard(|| {
            let mut data = vec![0.0f32; len];
            self.game
                .write_observation(seat, &mut data)
                .map_err(|e| encoding_error(self.game.name(), e))?;
            Ok(data)
        })?;
        numpy_f32(py, &data, &shape)
    }
    /// Every seat's observation tensor, stacked: a float32 numpy array of
    /// shape `(num_players, *observation_shape)` (PettingZoo's `state()`:
    /// together the seats see everything, hidden cards included).
    fn state_tensor<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let shape = self.game.observation_shape();
        let len: usize = shape.iter().product();
        let n = self.game.num_seats();
        let data = guard(|| {
            let mut data = vec![0.0f32; len * n];
            for (s, out) in data.chunks_exact_mut(len.max(1)).enumerate().take(n) {
                let seat = Seat(u8::try_from(s).map_err(|_| TabletopError::new_err("too many seats"))?);
                self.game
                    .write_observation(seat, out)
                    .map_err(|e| encoding_error(self.game.name(), e))?;
            }
            Ok(data)
        })?;
        let mut full = vec![n];
        full.extend(shape);
        numpy_f32(py, &data, &full)
    }
    /// A state `player` cannot tell apart from this one, with what that
    /// player cannot see (other hands, the draw pile, hidden Mission cards)
    /// drawn anew from ChaCha8 seeded with `seed` (board-core's
    /// `Determinize`; a copy in games that hide nothing). The move count,
    /// decision count and cap are kept.
    fn determinize(&self, player: i64, seed: u64) -> PyResult<State> {
        let seat = seat_of(self.game.as_ref(), player)?;
        guard(|| {
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let game = self
                .game
                .determinize(seat, &mut rng)
                .ok_or_else(|| TabletopError::new_err(format!("{}: no player {player}", self.game.name())))?;
            Ok(State {
                game,
                moves: self.moves,
                offset: self.offset,
            })
        })
    }
    /// The state as an SVG picture (tabletop-svg), `size` pixels wide; with
    /// `player`, only what that player may see.
    #[pyo3(signature = (player=None, size=600))]
    fn to_svg(&self, player: Option<i64>, size: u32) -> PyResult<String> {
        let seat = player.map(|p| seat_of(self.game.as_ref(), p)).transpose()?;
        guard(|| {
            let mut options = tabletop_svg::Options::default().size(size);
            options.seat = seat;
            tabletop_svg::hosted::to_svg(self.game.as_ref(), &options)
                .ok_or_else(|| TabletopError::new_err(format!("{}: no picture", self.game.name())))
        })
    }
    /// The SVG picture (as `to_svg`) rasterised by resvg on white: an RGB
    /// `uint8` numpy array of shape `(height, width, 3)`.
    #[pyo3(signature = (player=None, size=600))]
    fn to_rgb<'py>(&self, py: Python<'py>, player: Option<i64>, size: u32) -> PyResult<Bound<'py, PyAny>> {
        let svg = self.to_svg(player, size)?;
        let (h, w, rgb) = py.detach(|| guard(|| rasterise(&svg).map_err(TabletopError::new_err)))?;
        let flat = numpy_from(py, rgb.len(), "u1", |bytes| {
            bytes.copy_from_slice(&rgb);
            Ok(())
        })?;
        flat.call_method1("reshape", ((h as usize, w as usize, 3usize),))
    }
    /// `player`'s information state as text (only what the player may know).
    fn information_state_string(&self, player: i64) -> PyResult<String> {
        let seat = seat_of(self.game.as_ref(), player)?;
        guard(|| {
            self.game
                .information_state_string(seat)
                .map_err(|e| encoding_error(self.game.name(), e))
        })
    }
    fn __str__(&self) -> String {
        self.game.notation()
    }
    fn __repr__(&self) -> String {
        format!("tabletop.State({:?})", self.game.notation())
    }
    fn __eq__(&self, other: &State) -> bool {
        if self.offset == other.offset {
            return self.game.dyn_eq(other.game.as_ref());
        }
        self.game.name() == other.game.name()
            && self.game.notation() == other.game.notation()
            && self.decisions() == other.decisions()
            && self.decision_cap() == other.decision_cap()
    }
    /// Pickling (OpenSpiel clones Python states with pickle): the game's
    /// name, the notation, the move count, the decision count and cap.
    fn __reduce__<'py>(slf: &Bound<'py, Self>) -> PyResult<(Bound<'py, PyAny>, Py<PyAny>)> {
        let py = slf.py();
        let me = slf.borrow();
        let restore = py.import("tabletop._tabletop")?.getattr("_restore_state")?;
        let args = (
            me.game.name(),
            me.game.notation(),
            me.moves,
            me.decisions(),
            me.decision_cap(),
        )
            .into_pyobject(py)?
            .into_any()
            .unbind();
        Ok((restore, args))
    }
}

/// The state written in `notation` (the game's one-line notation, as
/// `State.notation()` gives it) for the game named by `game_string`.
/// Raises `GameStringError` or `NotationError`.
#[pyfunction]
fn state_from_notation(game_string: &str, notation: &str) -> PyResult<State> {
    guard(|| {
        let spec = parse_spec(game_string)?;
        Ok(State {
            game: host_notation(spec.kind(), notation)?,
            moves: 0,
            offset: 0,
        })
    })
}

/// Unpickles a [`State`] (see `State.__reduce__`).
#[pyfunction]
fn _restore_state(
    name: &str,
    notation: &str,
    moves: u64,
    decisions: usize,
    decision_cap: Option<usize>,
) -> PyResult<State> {
    guard(|| {
        let kind = kind_of(name)?;
        let mut game = host_notation(kind, notation)?;
        game.set_decision_cap(decision_cap.map(|c| c.saturating_sub(decisions)));
        Ok(State {
            game,
            moves,
            offset: decisions,
        })
    })
}

/// The state written `text` in the notation of game `kind`.
fn host_notation(kind: GameKind, notation: &str) -> PyResult<Box<dyn DynGame>> {
    /// Reads the notation as the visited game's state.
    struct Host<'a>(&'a str);
    impl KindVisitor for Host<'_> {
        type Output = PyResult<Box<dyn DynGame>>;
        fn visit<G: Registered>(self) -> Self::Output {
            let state = self
                .0
                .parse::<G>()
                .map_err(|e| NotationError::new_err(format!("{}: not a state: {e}", G::INFO.name)))?;
            Ok(G::host(state))
        }
    }
    kind.visit(Host(notation))
}

/// Plays `n` games of `game_string` with uniformly random moves and chance
/// from ChaCha8 seeded with `seed`, all in Rust on the engine's fast path
/// (`DynGame::random_playouts`; the GIL released): returns each game's
/// per-seat returns and its number of moves (decisions and chance
/// outcomes). The same arguments give the same result. `max_moves` ends a
/// game that runs longer (returns all `0`, a draw).
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
            Ok(start.random_playouts(n, seed, max_moves))
        })
    })
}

/// The engines' named strength levels, weakest first: `(name,
/// description, intended milliseconds a move)` (`tabletop::Level`; a
/// level's bot string in a game: `State.level_bot`).
#[pyfunction]
fn levels() -> Vec<(&'static str, &'static str, u32)> {
    tabletop::Level::ALL
        .into_iter()
        .map(|l| (l.name(), l.describe(), l.time_budget_ms()))
        .collect()
}

/// The names of the registered games.
#[pyfunction]
fn game_names() -> Vec<&'static str> {
    GameKind::ALL.iter().map(|k| k.name()).collect()
}

/// The game-string parameters of game `name`: `(parameter, valid values)`.
#[pyfunction]
fn game_parameters(name: &str) -> PyResult<Vec<(&'static str, &'static str)>> {
    Ok(kind_of(name)?.params())
}

/// A parameter as `game_parameter_specs` gives it: `(parameter, kind,
/// default, none_word)`.
type TypedParam = (&'static str, &'static str, Option<String>, Option<&'static str>);

/// The game-string parameters of game `name`, typed:
/// `(parameter, kind, default, none_word)`. `kind` is `"int"` (a whole
/// number), `"optional_int"` (a whole number or the word `none_word`, e.g.
/// `none`, `auto`, `off`) or `"str"`; `default` is the default config's
/// value as the game string shows it, `None` where another parameter shows
/// it (ODULUDO's `colours`, Deblockle's `south_blocks`/`north_blocks`).
#[pyfunction]
fn game_parameter_specs(name: &str) -> PyResult<Vec<TypedParam>> {
    use tabletop::board_core::params::Kind;
    Ok(kind_of(name)?
        .param_specs()
        .into_iter()
        .map(|p| {
            let (kind, word) = match p.kind {
                Kind::Int => ("int", None),
                Kind::OptionalInt(word) => ("optional_int", Some(word)),
                Kind::Text => ("str", None),
            };
            (p.name, kind, p.default, word)
        })
        .collect())
}

/// The registry's one-line description of game `name`, e.g. `"a numbers
/// Sequence"`.
#[pyfunction]
fn game_description(name: &str) -> PyResult<&'static str> {
    Ok(kind_of(name)?.description())
}

/// The name of game `name` for people, as its makers write it
/// (`"XOBrainer"`, `"ODULUDO"`): its `GameInfo::title`.
#[pyfunction]
fn game_title(name: &str) -> PyResult<&'static str> {
    Ok(kind_of(name)?.info().title)
}

/// The range `(low, high)` that most observation values of game `name`
/// lie in (its `ObservationEncoding::OBSERVATION_RANGE`, which the `uint8`
/// observations quantize): a low below 0 says some values are negative.
#[pyfunction]
fn game_observation_range(name: &str) -> PyResult<(f32, f32)> {
    Ok(kind_of(name)?.observation_range())
}

/// The seats of game `name` over all its configs: `(fewest, most)`.
#[pyfunction]
fn game_seat_range(name: &str) -> PyResult<(usize, usize)> {
    let info = kind_of(name)?.info();
    Ok((info.min_seats, info.max_seats))
}

/// Whether some config of game `name` keeps something from some seat
/// (`Game.hides_information` says it per config).
#[pyfunction]
fn game_may_hide_information(name: &str) -> PyResult<bool> {
    Ok(kind_of(name)?.info().hidden_information)
}

/// The game named `name`, or `GameStringError` naming the registered games.
fn kind_of(name: &str) -> PyResult<GameKind> {
    GameKind::from_name(name).ok_or_else(|| {
        GameStringError::new_err(format!(
            "unknown game {:?}: games are {}",
            excerpt(name),
            GameKind::NAMES
        ))
    })
}

/// The native module.
#[pymodule]
fn _tabletop(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<Game>()?;
    m.add_class::<State>()?;
    m.add_class::<vector::VectorCore>()?;
    m.add_function(wrap_pyfunction!(state_from_notation, m)?)?;
    m.add_function(wrap_pyfunction!(_restore_state, m)?)?;
    m.add_function(wrap_pyfunction!(play_random_games, m)?)?;
    m.add_function(wrap_pyfunction!(game_names, m)?)?;
    m.add_function(wrap_pyfunction!(levels, m)?)?;
    m.add_function(wrap_pyfunction!(game_parameters, m)?)?;
    m.add_function(wrap_pyfunction!(game_parameter_specs, m)?)?;
    m.add_function(wrap_pyfunction!(game_description, m)?)?;
    m.add_function(wrap_pyfunction!(game_title, m)?)?;
    m.add_function(wrap_pyfunction!(game_observation_range, m)?)?;
    m.add_function(wrap_pyfunction!(game_seat_range, m)?)?;
    m.add_function(wrap_pyfunction!(game_may_hide_information, m)?)?;
    m.add("TabletopError", py.get_type::<TabletopError>())?;
    m.add("GameStringError", py.get_type::<GameStringError>())?;
    m.add("NotationError", py.get_type::<NotationError>())?;
    m.add("IllegalMoveError", py.get_type::<IllegalMoveError>())?;
    m.add("CHANCE", CHANCE)?;
    m.add("TERMINAL", TERMINAL)?;
    m.add("DEFAULT_DECISION_CAP", DEFAULT_DECISION_CAP)?;
    m.add("DEFAULT_LEVEL", tabletop::Level::DEFAULT.name())?;
    Ok(())
}
