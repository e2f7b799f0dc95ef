//! [`DynGame`]: any game behind one object-safe type.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::any::Any;
use core::error::Error;
use core::fmt::Debug;
use core::str::FromStr;

use board_core::bots::Bot;
use board_core::events::{Narrate, Redact};
use board_core::hints::{Hint, MoveHints};
use board_core::mcts::MctsBot;
use board_core::rand_core::{Rng, SeedableRng};
use board_core::{Actor, Game, Observe, Outcome, Prob, Seat};

use crate::search::{SearchSettings, mcts_config};

/// A legal move as a path of clicks ([`board_core::hints`]), the move in
/// notation: what [`DynGame::move_hints`] lists.
pub type DynHint = Hint<String>;

/// A move applied with its story: the next state and the move's events in
/// plain English, or the game's refusal ([`Engine::narrate`], [`narrate`]).
pub type Narrated<G> = Result<(G, Vec<String>), <G as Game>::Error>;

/// An error from a game, boxed; `downcast_ref` it to
/// the game's own type (for example `xobrainer::MoveError`).
pub type BoxedError = Box<dyn Error + Send + Sync>;

/// Why [`DynGame::apply`] refused a move. The state is unchanged.
#[derive(Debug, thiserror::Error)]
pub enum DynMoveError {
    /// The text is not a move of this game.
    #[error("{game}: not a move: {text:?}: {source}")]
    Parse {
        /// The game's name.
        game: &'static str,
        /// The text given.
        text: String,
        /// The game's parse error (e.g. `xobrainer::ParseMoveError`).
        source: BoxedError,
    },
    /// The move is well-formed but illegal here.
    #[error("{game}: illegal move {mv}: {source}")]
    Illegal {
        /// The game's name.
        game: &'static str,
        /// The move, in notation.
        mv: String,
        /// The game's move error (e.g. `xobrainer::MoveError`).
        source: BoxedError,
    },
    /// The JSON value is not a move of this game (feature `serde`).
    #[error("{game}: not a move in JSON: {reason}")]
    Json {
        /// The game's name.
        game: &'static str,
        /// What the deserializer said.
        reason: String,
    },
}

/// Any game state behind one object-safe type, so a server can host every
/// game the same way. Moves go in and out as their text notation (and, with
/// the feature `serde`, as `serde_json` values). Seats, actors, outcomes and
/// probabilities are board-core's types.
///
/// Get one from [`crate::load_game`], [`crate::GameSpec::start`] or
/// [`Hosted::new`]. The methods mirror [`board_core::Game`]; `apply` changes
/// the state in place and leaves it unchanged when it refuses a move.
pub trait DynGame: Debug + Send + Sync {
    /// The game's name (`xobrainer`, ...).
    fn name(&self) -> &'static str;
    /// Number of seats at the table.
    fn num_seats(&self) -> usize;
    /// Who acts now: a seat, chance, or nobody (terminal).
    fn to_act(&self) -> Actor;
    /// Whether the game is over.
    fn is_terminal(&self) -> bool {
        self.to_act() == Actor::Terminal
    }
    /// Every legal move of the actor in notation (the chance outcomes at a
    /// chance node), in the engine's order.
    fn legal_moves(&self) -> Vec<String>;
    /// At a chance node, each outcome in notation with its exact probability.
    fn chance_outcomes(&self) -> Vec<(String, Prob)>;
    /// Applies the move written `text`.
    ///
    /// # Errors
    /// [`DynMoveError::Parse`] if `text` is not a move,
    /// [`DynMoveError::Illegal`] with the game's reason if it is illegal here.
    fn apply(&mut self, text: &str) -> Result<(), DynMoveError>;
    /// At a chance node, samples an outcome from `rng` (exactly as
    /// [`board_core::Game::sample_chance`] does), applies it and returns it
    /// in notation; `None` elsewhere.
    fn sample_chance(&mut self, rng: &mut dyn Rng) -> Option<String>;
    /// At a seat's node, a uniformly random legal move in notation (as
    /// [`board_core::Game::random_move`] picks it); `None` elsewhere.
    fn random_move(&self, rng: &mut dyn Rng) -> Option<String>;
    /// Final result per seat once terminal; `None` before.
    fn outcome(&self) -> Option<Outcome>;
    /// The whole state in its one-line notation (`FromStr` of the game's
    /// `State` reads it back).
    fn notation(&self) -> String;
    /// A readable multi-line picture of the whole state.
    fn picture(&self) -> String;
    /// What `seat` may see, as a picture: the game's `View` for that seat
    /// (`Observe`), drawn by its `Display`. In games with hidden
    /// information (XOBrainer's Mission cards, numseq's hands) it shows
    /// only what the seat may know; in the others it is the whole state,
    /// drawn from the seat's side where the game has sides (Deblockle's
    /// North sees its own edge at the bottom). `None` for seats that do not
    /// exist.
    fn view(&self, seat: Seat) -> Option<String>;
    /// A copy behind a new box.
    fn clone_box(&self) -> Box<dyn DynGame>;
    /// The move board-core's MCTS picks for the seat to act, in notation:
    /// `iterations` iterations with the game's search settings
    /// ([`crate::mcts_config`]), its random numbers from ChaCha8 seeded
    /// with `seed` (the same seed and state give the same move). The search
    /// re-samples what the seat to act cannot see ([`board_core::bots::Determinize`]),
    /// so it never peeks at hidden cards. `None` at a chance node and at the
    /// end of the game.
    fn mcts_move(&self, iterations: u32, seed: u64) -> Option<String>;
    /// The legal moves of the seat to act as click paths
    /// ([`board_core::hints::MoveHints`]), in legal-move order, each with
    /// its move in notation: `Some` for a game that implements `MoveHints`
    /// (see [`Engine::hints`]), `None` for one that does not (yet). At a
    /// chance node or the end of the game: `Some` of an empty list.
    fn move_hints(&self) -> Option<Vec<DynHint>>;
    /// Applies the move written `text`, like [`DynGame::apply`], and tells
    /// what it did: the move's events ([`board_core::events::Narrate`]) in
    /// plain English, as `viewer` may know them (another seat's drawn card
    /// stays hidden; `None` for a spectator, who sits at no seat). The
    /// move is applied all the same when the game does not narrate its
    /// moves (see [`Engine::narrate`]); the answer is then `Ok(None)`.
    ///
    /// # Errors
    /// As [`DynGame::apply`]; the state is then unchanged.
    fn apply_narrated(&mut self, text: &str, viewer: Option<Seat>) -> Result<Option<Vec<String>>, DynMoveError>;
    /// The hosted value itself, for code that knows the concrete game:
    /// `downcast_ref::<Hosted<xobrainer::State>>()` gives the state (a
    /// drawing crate uses it to draw the engine's own types).
    fn as_any(&self) -> &dyn Any;
    /// Every legal move as a JSON value (the move's serde form).
    #[cfg(feature = "serde")]
    fn legal_moves_json(&self) -> Vec<serde_json::Value>;
    /// Applies the move given as a JSON value (its serde form).
    ///
    /// # Errors
    /// [`DynMoveError::Json`] if the value is not a move,
    /// [`DynMoveError::Illegal`] if it is illegal here.
    #[cfg(feature = "serde")]
    fn apply_json(&mut self, mv: &serde_json::Value) -> Result<(), DynMoveError>;
    /// The state as a JSON value (its serde form).
    #[cfg(feature = "serde")]
    fn state_json(&self) -> serde_json::Value;
}

impl Clone for Box<dyn DynGame> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// What [`Hosted`] needs from a game beyond [`Game`] (and
/// [`SearchSettings`]): a picture, for games with hidden information a
/// seat's view, and the hooks through which a game's move hints and events
/// reach [`DynGame`]. Implemented for the four engines' states.
///
/// The two hooks default to `None`, for a game that does not implement
/// [`MoveHints`] or [`Narrate`] yet. A game that does overrides them with
/// one line each:
///
/// ```text
/// fn hints(&self) -> Option<Vec<Hint<Self::Move>>> {
///     Some(MoveHints::move_hints(self))
/// }
/// fn narrate(&self, mv: &Self::Move, viewer: Option<Seat>) -> Option<Narrated<Self>> {
///     Some(tabletop::narrate(self, mv, viewer))
/// }
/// ```
pub trait Engine: Game + core::fmt::Display + Send + Sync + 'static {
    /// A readable multi-line picture.
    fn picture(&self) -> String;
    /// What `seat` may see, in text; `None` if the game hides nothing.
    fn view_text(&self, seat: Seat) -> Option<String>;
    /// The legal moves as click paths, `Some(MoveHints::move_hints(self))`
    /// for a game implementing [`MoveHints`]; `None` (the default) for one
    /// that does not.
    fn hints(&self) -> Option<Vec<Hint<Self::Move>>> {
        None
    }
    /// `mv` applied with its events in plain English as `viewer` may know
    /// them, `Some(`[`narrate`]`(self, mv, viewer))` for a game
    /// implementing [`Narrate`]; `None` (the default) for one that does
    /// not.
    fn narrate(&self, mv: &Self::Move, viewer: Option<Seat>) -> Option<Narrated<Self>> {
        let _ = (mv, viewer);
        None
    }
}

/// Applies `mv` with [`Narrate::apply_narrated`] and says each event in
/// plain English (its `Display`) as `viewer` may know it
/// ([`Redact::seen_by`], or [`Redact::public`] for `None`): the body of an
/// [`Engine::narrate`] override.
///
/// # Errors
/// The game's error for `mv`, as [`Game::apply`] gives it.
pub fn narrate<G: Narrate>(state: &G, mv: &G::Move, viewer: Option<Seat>) -> Narrated<G> {
    let mut events = Vec::new();
    let next = state.apply_narrated(mv, &mut events)?;
    let lines = events
        .iter()
        .map(|e| match viewer {
            Some(seat) => e.seen_by(seat).to_string(),
            None => e.public().to_string(),
        })
        .collect();
    Ok((next, lines))
}

/// [`Engine::hints`] for a game implementing [`MoveHints`]: all of them.
pub fn hints_of<G: MoveHints>(state: &G) -> Option<Vec<Hint<G::Move>>> {
    Some(state.move_hints())
}

impl Engine for xobrainer::State {
    fn picture(&self) -> String {
        xobrainer::State::picture(self)
    }
    fn view_text(&self, seat: Seat) -> Option<String> {
        Some(self.view(seat).to_string())
    }
    fn hints(&self) -> Option<Vec<Hint<Self::Move>>> {
        hints_of(self)
    }
    fn narrate(&self, mv: &Self::Move, viewer: Option<Seat>) -> Option<Narrated<Self>> {
        Some(narrate(self, mv, viewer))
    }
}

impl Engine for oduludo::State {
    fn picture(&self) -> String {
        oduludo::State::picture(self)
    }
    /// The seat's `View` (the whole state: ODULUDO hides nothing) as its
    /// `Display` picture.
    fn view_text(&self, seat: Seat) -> Option<String> {
        Some(self.view(seat).to_string())
    }
    fn hints(&self) -> Option<Vec<Hint<Self::Move>>> {
        hints_of(self)
    }
    fn narrate(&self, mv: &Self::Move, viewer: Option<Seat>) -> Option<Narrated<Self>> {
        Some(narrate(self, mv, viewer))
    }
}

impl Engine for numseq::State {
    fn picture(&self) -> String {
        numseq::State::picture(self)
    }
    fn view_text(&self, seat: Seat) -> Option<String> {
        Some(self.view(seat).to_string())
    }
    fn hints(&self) -> Option<Vec<Hint<Self::Move>>> {
        hints_of(self)
    }
    fn narrate(&self, mv: &Self::Move, viewer: Option<Seat>) -> Option<Narrated<Self>> {
        Some(narrate(self, mv, viewer))
    }
}

impl Engine for deblockle::State {
    fn picture(&self) -> String {
        deblockle::State::picture(self)
    }
    /// The seat's `View` (the whole state: Deblockle hides nothing) as its
    /// `Display` picture, drawn from the seat's side of the board.
    fn view_text(&self, seat: Seat) -> Option<String> {
        Some(self.view(seat).to_string())
    }
    fn hints(&self) -> Option<Vec<Hint<Self::Move>>> {
        hints_of(self)
    }
    fn narrate(&self, mv: &Self::Move, viewer: Option<Seat>) -> Option<Narrated<Self>> {
        Some(narrate(self, mv, viewer))
    }
}

#[cfg(feature = "serde")]
mod maybe {
    /// Serde's traits when the `serde` feature is on.
    pub trait MaybeSerde: serde::Serialize + serde::de::DeserializeOwned {}
    impl<T: serde::Serialize + serde::de::DeserializeOwned> MaybeSerde for T {}
}
#[cfg(not(feature = "serde"))]
mod maybe {
    /// Nothing when the `serde` feature is off.
    pub trait MaybeSerde {}
    impl<T> MaybeSerde for T {}
}
pub use maybe::MaybeSerde;

/// A game state `G` as a [`DynGame`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hosted<G> {
    state: G,
}

impl<G: Engine> Hosted<G> {
    /// Hosts `state`.
    pub fn new(state: G) -> Self {
        Hosted { state }
    }
    /// The state.
    pub fn state(&self) -> &G {
        &self.state
    }
    /// The state, by value.
    pub fn into_state(self) -> G {
        self.state
    }
}

impl<G> DynGame for Hosted<G>
where
    G: Engine + SearchSettings + MaybeSerde,
    G::Move: MaybeSerde,
    G::Error: Send + Sync + 'static,
    <G::Move as FromStr>::Err: Error + Send + Sync + 'static,
{
    fn name(&self) -> &'static str {
        G::INFO.name
    }
    fn num_seats(&self) -> usize {
        self.state.num_seats()
    }
    fn to_act(&self) -> Actor {
        self.state.to_act()
    }
    fn legal_moves(&self) -> Vec<String> {
        self.state.legal_moves().iter().map(ToString::to_string).collect()
    }
    fn chance_outcomes(&self) -> Vec<(String, Prob)> {
        self.state
            .chance_outcomes()
            .into_iter()
            .map(|(m, p)| (m.to_string(), p))
            .collect()
    }
    fn apply(&mut self, text: &str) -> Result<(), DynMoveError> {
        let mv = self.parse(text)?;
        self.apply_move(&mv)
    }
    fn sample_chance(&mut self, rng: &mut dyn Rng) -> Option<String> {
        let mv = self.state.sample_chance(rng)?;
        self.apply_move(&mv).ok()?;
        Some(mv.to_string())
    }
    fn random_move(&self, rng: &mut dyn Rng) -> Option<String> {
        self.state.random_move(rng).map(|m| m.to_string())
    }
    fn outcome(&self) -> Option<Outcome> {
        self.state.outcome()
    }
    fn notation(&self) -> String {
        self.state.to_string()
    }
    fn picture(&self) -> String {
        self.state.picture()
    }
    fn view(&self, seat: Seat) -> Option<String> {
        if seat.index() >= self.state.num_seats() {
            return None;
        }
        self.state.view_text(seat)
    }
    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }
    fn mcts_move(&self, iterations: u32, seed: u64) -> Option<String> {
        if !matches!(self.state.to_act(), Actor::Seat(_)) {
            return None;
        }
        let rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut bot = MctsBot::new(mcts_config::<G>(iterations.max(1)), rng);
        bot.choose(&self.state).map(|m| m.to_string())
    }
    fn move_hints(&self) -> Option<Vec<DynHint>> {
        let hints = self.state.hints()?;
        Some(
            hints
                .into_iter()
                .map(|h| Hint {
                    steps: h.steps,
                    mv: h.mv.to_string(),
                })
                .collect(),
        )
    }
    fn apply_narrated(&mut self, text: &str, viewer: Option<Seat>) -> Result<Option<Vec<String>>, DynMoveError> {
        let mv = self.parse(text)?;
        match self.state.narrate(&mv, viewer) {
            None => self.apply_move(&mv).map(|()| None),
            Some(Ok((next, lines))) => {
                self.state = next;
                Ok(Some(lines))
            }
            Some(Err(e)) => Err(DynMoveError::Illegal {
                game: G::INFO.name,
                mv: mv.to_string(),
                source: Box::new(e),
            }),
        }
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    #[cfg(feature = "serde")]
    fn legal_moves_json(&self) -> Vec<serde_json::Value> {
        self.state
            .legal_moves()
            .iter()
            .filter_map(|m| serde_json::to_value(m).ok())
            .collect()
    }
    #[cfg(feature = "serde")]
    fn apply_json(&mut self, mv: &serde_json::Value) -> Result<(), DynMoveError> {
        let mv: G::Move = serde_json::from_value(mv.clone()).map_err(|e| DynMoveError::Json {
            game: G::INFO.name,
            reason: e.to_string(),
        })?;
        self.apply_move(&mv)
    }
    #[cfg(feature = "serde")]
    fn state_json(&self) -> serde_json::Value {
        serde_json::to_value(&self.state).unwrap_or(serde_json::Value::Null)
    }
}

impl<G> Hosted<G>
where
    G: Engine,
    G::Error: Send + Sync + 'static,
    <G::Move as FromStr>::Err: Error + Send + Sync + 'static,
{
    fn parse(&self, text: &str) -> Result<G::Move, DynMoveError> {
        self.state.parse_move(text).map_err(|e| DynMoveError::Parse {
            game: G::INFO.name,
            text: text.to_string(),
            source: Box::new(e),
        })
    }
    fn apply_move(&mut self, mv: &G::Move) -> Result<(), DynMoveError> {
        let next = self.state.apply(mv).map_err(|e| DynMoveError::Illegal {
            game: G::INFO.name,
            mv: mv.to_string(),
            source: Box::new(e),
        })?;
        self.state = next;
        Ok(())
    }
}
