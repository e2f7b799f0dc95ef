//! [`DynGame`]: any game behind one object-safe type.

use alloc::boxed::Box;
use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::any::Any;
use core::error::Error;
use core::fmt::Debug;
use core::str::FromStr;

use board_core::bots::{Bot, Step};
use board_core::encoding::{Encoding, EncodingError, UtilitySum};
use board_core::events::{Narrate, Redact};
use board_core::hints::{Hint, MoveHints};
use board_core::mcts::MctsBot;
use board_core::rand_core::{Rng, SeedableRng};
use board_core::{Actor, Game, Observe, Outcome, Picture, Prob, Seat, SeatOutcome, SeatResult};

use crate::bot_spec::{BotSpec, BotSpecError};
use crate::encoder::Encoder;
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
    /// The text is not a move of this game. The message is the game's
    /// parse error, which quotes the offending part once (an excerpt, with
    /// its column); the whole text stays in `text`.
    #[error("{game}: not a move: {source}")]
    Parse {
        /// The game's name.
        game: &'static str,
        /// The text given, cut to an excerpt of at most
        /// [`board_core::notation::EXCERPT_CHARS`] characters.
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
    /// The id names no move here ([`DynGame::apply_action_id`]): out of
    /// range, unused, or the game is over.
    #[error("{game}: no move with id {id}: {source}")]
    Id {
        /// The game's name.
        game: &'static str,
        /// The id given.
        id: usize,
        /// Why.
        source: EncodingError,
    },
    /// The game reached its decision cap ([`DynGame::set_decision_cap`])
    /// and is over, a draw.
    #[error("{game}: the game reached its cap of {cap} decisions and is over")]
    Capped {
        /// The game's name.
        game: &'static str,
        /// The cap.
        cap: usize,
    },
    /// The JSON value is not a move of this game (feature `serde`).
    #[error("{game}: not a move in JSON: at {}: {reason}", if path.is_empty() { "the top level" } else { path.as_str() })]
    Json {
        /// The game's name.
        game: &'static str,
        /// The JSON path of the value at fault, like `lock[1].from`
        /// (empty for the whole value).
        path: String,
        /// What the deserializer said, quoting at most excerpts of the
        /// input.
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
    /// Plays `n` games on from this state, every decision uniformly random
    /// and every chance outcome sampled, by the engine's fast path
    /// ([`board_core::Game::random_step`]: no move text, no checked apply),
    /// all from one ChaCha8 stream seeded with `seed`, each game stopped
    /// after `max_plies` plies (decisions and chance outcomes). Gives each
    /// game's [`DynGame::returns`] (zeros for a stopped game) and its plies.
    /// The same for the same arguments on every machine; the decision cap
    /// ends a game as it does everywhere else.
    fn random_playouts(&self, n: usize, seed: u64, max_plies: u64) -> Vec<(Vec<f64>, u64)>;
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
    /// Whether this config may keep something from some seat
    /// ([`Engine::hides_information`]): then [`DynGame::view`] may differ
    /// from the whole state.
    fn hides_information(&self) -> bool;
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
    /// The move the bot named by `bot` picks for the seat to act, in
    /// notation: any bot string of [`BotSpec`] (a level such as `strong`,
    /// or `random`, `mc:N`, `mcts:N`, `mcts:N+solver`, `guided:N`) with the
    /// game's search settings, its random numbers from ChaCha8 seeded with
    /// `seed` (the same seed, string and state give the same move; the
    /// bot is built anew for each call, so nothing is kept between moves).
    /// Like [`DynGame::mcts_move`] it never peeks at what the seat cannot
    /// see. `Ok(None)` at a chance node and at the end of the game.
    ///
    /// # Errors
    /// [`BotSpecError`] when `bot` is not a bot string; its message lists
    /// the levels and the strings.
    ///
    /// ```
    /// use rand_chacha::rand_core::SeedableRng;
    /// # fn main() -> Result<(), Box<dyn std::error::Error>> {
    /// let mut game = tabletop::load_game("deblockle")?;
    /// assert_eq!(game.bot_move("beginner", 1)?, None); // chance acts first
    /// let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(1);
    /// while game.to_act() == tabletop::Actor::Chance {
    ///     game.sample_chance(&mut rng);
    /// }
    /// let mv = game.bot_move("Casual", 7)?.ok_or("a seat acts")?;
    /// assert!(game.legal_moves().contains(&mv));
    /// assert!(game.bot_move("grandmaster", 7).is_err());
    /// # Ok(()) }
    /// ```
    fn bot_move(&self, bot: &str, seed: u64) -> Result<Option<String>, BotSpecError> {
        let spec: BotSpec = bot.parse()?;
        Ok(self.spec_move(spec, seed))
    }
    /// [`DynGame::bot_move`] with the bot string already parsed.
    fn spec_move(&self, bot: BotSpec, seed: u64) -> Option<String>;
    /// The bot `bot` runs in this game: a named level becomes its bot
    /// string ([`BotSpec::resolve`]: `expert` is `guided:E` with the game's
    /// expert iterations), every other string is itself. For a menu that
    /// shows what a level does.
    fn resolve_bot(&self, bot: BotSpec) -> BotSpec;
    /// A state `seat` cannot tell apart from this one, with what `seat`
    /// cannot see (other hands, the draw pile's order, hidden Mission
    /// cards) drawn anew from `rng`: board-core's
    /// [`Determinize::determinize`](board_core::bots::Determinize::determinize)
    /// (a copy in games that hide nothing). The decision count and cap are
    /// kept. `None` for a seat not at the table. Information-set search
    /// (OpenSpiel's `ResampleFromInfostate`) uses it so as never to peek.
    fn determinize(&self, seat: Seat, rng: &mut dyn Rng) -> Option<Box<dyn DynGame>>;
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
    // ---- Encodings (board_core::encoding) ----
    /// Whether the game implements [`board_core::encoding`] (all four
    /// engines do; see [`Engine::encoder`]). When it
    /// does not, the encoding methods below answer
    /// [`EncodingError::Unsupported`], `0` or empty.
    fn has_encodings(&self) -> bool;
    /// Number of action ids: a seat's decisions are `0..n`
    /// ([`board_core::encoding::ActionEncoding::num_distinct_actions`]).
    fn num_distinct_actions(&self) -> usize;
    /// Number of chance ids: chance outcomes are `0..m`.
    fn max_chance_outcomes(&self) -> usize;
    /// The ids of the legal moves, ascending: action ids at a seat's node,
    /// chance ids at a chance node, empty at the end of the game (the
    /// decision cap included).
    fn legal_action_ids(&self) -> Vec<usize>;
    /// Writes the legal-action mask of the seat to act into `mask` (length
    /// [`DynGame::num_distinct_actions`]): `true` exactly at the legal
    /// action ids; all `false` at chance nodes and at the end.
    ///
    /// # Errors
    /// [`EncodingError::BufferLength`], or `Unsupported`.
    fn legal_action_mask(&self, mask: &mut [bool]) -> Result<(), EncodingError>;
    /// At a chance node: each outcome's chance id and its probability as a
    /// float (the exact [`Prob`] converted), ascending by id; probabilities
    /// sum to 1 up to rounding. Empty elsewhere.
    fn chance_outcome_ids(&self) -> Vec<(usize, f64)>;
    /// Applies the move the id names at this node (a chance id at a chance
    /// node, an action id at a seat's node). The state is unchanged on error.
    ///
    /// # Errors
    /// [`DynMoveError::Id`] if the id names no move here,
    /// [`DynMoveError::Illegal`] with the game's error if the move is
    /// illegal, [`DynMoveError::Capped`] past the decision cap.
    fn apply_action_id(&mut self, id: usize) -> Result<(), DynMoveError>;
    /// The notation of the move the id names at this node (legal or not).
    ///
    /// # Errors
    /// As [`board_core::encoding::ActionEncoding::move_from_id`].
    fn action_to_string(&self, id: usize) -> Result<String, EncodingError>;
    /// The id at this node of the move written `text` (legal or not).
    ///
    /// # Errors
    /// [`DynMoveError::Parse`] if `text` is not a move,
    /// [`DynMoveError::Id`] with [`EncodingError::NoId`] if the move has no
    /// id at this node (a chance outcome at a seat's node, or the reverse).
    fn string_to_action(&self, text: &str) -> Result<usize, DynMoveError>;
    /// The observation tensor's shape (documented in each game crate,
    /// "Observation tensor").
    fn observation_shape(&self) -> Vec<usize>;
    /// Writes `seat`'s observation tensor into `out` (length: the product
    /// of the shape), without allocating.
    ///
    /// # Errors
    /// [`EncodingError::NoSuchSeat`], [`EncodingError::BufferLength`], or
    /// `Unsupported`.
    fn write_observation(&self, seat: Seat, out: &mut [f32]) -> Result<(), EncodingError>;
    /// `seat`'s observation tensor in a fresh vector.
    ///
    /// # Errors
    /// As [`DynGame::write_observation`].
    fn observation(&self, seat: Seat) -> Result<Vec<f32>, EncodingError> {
        let mut v = alloc::vec![0.0; self.observation_shape().iter().product()];
        self.write_observation(seat, &mut v)?;
        Ok(v)
    }
    /// `seat`'s information state as text (never more than the seat knows).
    ///
    /// # Errors
    /// [`EncodingError::NoSuchSeat`], or `Unsupported`.
    fn information_state_string(&self, seat: Seat) -> Result<String, EncodingError>;
    /// The most seat decisions a game can take: the rules' bound under this
    /// config, or the decision cap if smaller or if the rules set none;
    /// `None` when neither bounds the game.
    fn max_game_length(&self) -> Option<usize>;
    /// The most chance nodes on one path, when the rules bound it (a
    /// decision cap does not bound chance nodes between decisions, but a
    /// capped game has at most `cap + 1` runs of them).
    fn max_chance_nodes(&self) -> Option<usize>;
    /// Caps the game at `cap` seat decisions (`None`: no cap, the default).
    /// Once `cap` decisions are made the game is over, a draw: every seat's
    /// return is 0, [`DynGame::to_act`] is terminal and moves are refused
    /// with [`DynMoveError::Capped`]. Adapters that need a finite length
    /// use [`board_core::encoding::DEFAULT_DECISION_CAP`].
    fn set_decision_cap(&mut self, cap: Option<usize>);
    /// The decision cap, if set.
    fn decision_cap(&self) -> Option<usize>;
    /// Seat decisions made through this object so far.
    fn decisions(&self) -> usize;
    /// Whether the decision cap ended the game.
    fn is_capped(&self) -> bool;
    /// The lowest return of a seat (`-1.0`).
    fn min_utility(&self) -> f64;
    /// The highest return of a seat (`1.0`).
    fn max_utility(&self) -> f64;
    /// How the returns add up (a capped draw adds up to 0, so a non-zero
    /// constant becomes general once a cap is set).
    fn utility_sum(&self) -> UtilitySum;
    /// Each seat's return in seat order: `+1` win, `0` draw, `-1` loss at
    /// the end (all 0 for a capped game), all 0 before.
    fn returns(&self) -> Vec<f64>;
    /// Whether `other` hosts the same game in the same state with the same
    /// decision count and cap.
    fn dyn_eq(&self, other: &dyn DynGame) -> bool;
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
/// seat's view, and the hooks through which a game's move hints, events and
/// encodings reach [`DynGame`].
///
/// Every state implementing board-core's [`Picture`], [`Observe`] (with a
/// `Display` view), [`MoveHints`], [`Narrate`] and [`Encoding`] is an
/// `Engine` with every hook through one blanket impl, so the engines of the
/// workspace need no code here. A game outside it that lacks some of those
/// traits implements `Engine` by hand: the hooks default to `None`, and a
/// game that has [`MoveHints`] or [`Narrate`] overrides them with one line
/// each:
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
    /// Whether this state's config may keep something from some seat:
    /// [`Observe::hides_information`] for a game implementing [`Observe`];
    /// by default its [`GameInfo::hidden_information`](board_core::GameInfo::hidden_information).
    fn hides_information(&self) -> bool {
        Self::INFO.hidden_information
    }
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
    /// The game's encodings ([`board_core::encoding`]):
    /// `Some(Encoder::new())` for a game implementing
    /// [`board_core::encoding::Encoding`], `None` (the default) for one
    /// that does not.
    fn encoder() -> Option<Encoder<Self>> {
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

/// Every game that implements board-core's traits is an [`Engine`] with all
/// its hooks: the picture ([`Picture`]), a seat's view drawn by its
/// `Display` ([`Observe`]), click paths ([`MoveHints`]), events in plain
/// English ([`Narrate`]) and the encodings ([`Encoding`]). This one impl
/// hosts every engine of the workspace; a new game implements the traits in
/// its own crate and needs nothing here.
impl<G> Engine for G
where
    G: Game + core::fmt::Display + Send + Sync + 'static,
    G: Picture + Observe<View: core::fmt::Display> + MoveHints + Narrate + Encoding,
{
    fn picture(&self) -> String {
        Picture::picture(self)
    }
    /// The seat's `View` as its `Display` picture: only what the seat may
    /// know (the whole state in games that hide nothing, drawn from the
    /// seat's side where the game has sides).
    fn view_text(&self, seat: Seat) -> Option<String> {
        Some(self.view(seat).to_string())
    }
    fn hides_information(&self) -> bool {
        Observe::hides_information(self)
    }
    fn hints(&self) -> Option<Vec<Hint<Self::Move>>> {
        hints_of(self)
    }
    fn narrate(&self, mv: &Self::Move, viewer: Option<Seat>) -> Option<Narrated<Self>> {
        Some(narrate(self, mv, viewer))
    }
    fn encoder() -> Option<Encoder<Self>> {
        Some(Encoder::new())
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

/// A game state `G` as a [`DynGame`], with the count of seat decisions
/// made through it and an optional decision cap ([`DynGame::set_decision_cap`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Hosted<G> {
    state: G,
    decisions: usize,
    cap: Option<usize>,
}

impl<G: Engine> Hosted<G> {
    /// Hosts `state`.
    pub fn new(state: G) -> Self {
        Hosted {
            state,
            decisions: 0,
            cap: None,
        }
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
        self.actor()
    }
    fn legal_moves(&self) -> Vec<String> {
        if self.capped() {
            return Vec::new();
        }
        self.state.legal_moves().iter().map(ToString::to_string).collect()
    }
    fn chance_outcomes(&self) -> Vec<(String, Prob)> {
        if self.capped() {
            return Vec::new();
        }
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
        if self.capped() {
            return None;
        }
        let mv = self.state.sample_chance(rng)?;
        self.apply_move(&mv).ok()?;
        Some(mv.to_string())
    }
    fn random_move(&self, rng: &mut dyn Rng) -> Option<String> {
        if self.capped() {
            return None;
        }
        self.state.random_move(rng).map(|m| m.to_string())
    }
    fn random_playouts(&self, n: usize, seed: u64, max_plies: u64) -> Vec<(Vec<f64>, u64)> {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        (0..n)
            .map(|_| {
                let mut g = self.clone();
                let mut plies = 0u64;
                while plies < max_plies && !g.capped() {
                    match g.state.random_step(&mut rng) {
                        Some(Step::Decision) => g.decisions = g.decisions.saturating_add(1),
                        Some(Step::Chance) => {}
                        None => break,
                    }
                    plies += 1;
                }
                (g.returns(), plies)
            })
            .collect()
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.capped() {
            let draw = SeatOutcome {
                result: SeatResult::Draw,
                score: 0,
            };
            return Some(Outcome {
                seats: alloc::vec![draw; self.state.num_seats()],
            });
        }
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
    fn hides_information(&self) -> bool {
        Engine::hides_information(&self.state)
    }
    fn clone_box(&self) -> Box<dyn DynGame> {
        Box::new(self.clone())
    }
    fn mcts_move(&self, iterations: u32, seed: u64) -> Option<String> {
        if !matches!(self.actor(), Actor::Seat(_)) {
            return None;
        }
        let rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut bot = MctsBot::new(mcts_config::<G>(iterations.max(1)), rng);
        bot.choose(&self.state).map(|m| m.to_string())
    }
    fn spec_move(&self, bot: BotSpec, seed: u64) -> Option<String> {
        if !matches!(self.actor(), Actor::Seat(_)) {
            return None;
        }
        bot.build_local::<G>(seed).choose(&self.state).map(|m| m.to_string())
    }
    fn resolve_bot(&self, bot: BotSpec) -> BotSpec {
        bot.resolve::<G>()
    }
    fn determinize(&self, seat: Seat, rng: &mut dyn Rng) -> Option<Box<dyn DynGame>> {
        if seat.index() >= self.state.num_seats() {
            return None;
        }
        Some(Box::new(Hosted {
            state: self.state.determinize(seat, rng),
            decisions: self.decisions,
            cap: self.cap,
        }))
    }
    fn move_hints(&self) -> Option<Vec<DynHint>> {
        if self.capped() {
            return Some(Vec::new());
        }
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
        self.check_cap()?;
        match self.state.narrate(&mv, viewer) {
            None => self.apply_move(&mv).map(|()| None),
            Some(Ok((next, lines))) => {
                self.count_decision();
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
    fn has_encodings(&self) -> bool {
        G::encoder().is_some()
    }
    fn num_distinct_actions(&self) -> usize {
        G::encoder().map_or(0, |e| (e.num_distinct_actions)(&self.state))
    }
    fn max_chance_outcomes(&self) -> usize {
        G::encoder().map_or(0, |e| (e.max_chance_outcomes)(&self.state))
    }
    fn legal_action_ids(&self) -> Vec<usize> {
        match G::encoder() {
            Some(e) if !self.capped() => (e.legal_ids)(&self.state),
            _ => Vec::new(),
        }
    }
    fn legal_action_mask(&self, mask: &mut [bool]) -> Result<(), EncodingError> {
        let e = Self::enc()?;
        (e.legal_action_mask)(&self.state, mask)?;
        if self.capped() {
            mask.fill(false);
        }
        Ok(())
    }
    fn chance_outcome_ids(&self) -> Vec<(usize, f64)> {
        match G::encoder() {
            Some(e) if !self.capped() => (e.chance_outcome_ids)(&self.state)
                .into_iter()
                .map(|(id, p)| (id, p.to_f64()))
                .collect(),
            _ => Vec::new(),
        }
    }
    fn apply_action_id(&mut self, id: usize) -> Result<(), DynMoveError> {
        let id_err = |source| DynMoveError::Id {
            game: G::INFO.name,
            id,
            source,
        };
        let e = Self::enc().map_err(id_err)?;
        self.check_cap()?;
        let mv = (e.move_from_id)(&self.state, id).map_err(id_err)?;
        self.apply_move(&mv)
    }
    fn action_to_string(&self, id: usize) -> Result<String, EncodingError> {
        let e = Self::enc()?;
        (e.move_from_id)(&self.state, id).map(|m| m.to_string())
    }
    fn string_to_action(&self, text: &str) -> Result<usize, DynMoveError> {
        let e = Self::enc().map_err(|source| DynMoveError::Id {
            game: G::INFO.name,
            id: 0,
            source,
        })?;
        let mv = self.parse(text)?;
        (e.id_of)(&self.state, &mv).ok_or(DynMoveError::Id {
            game: G::INFO.name,
            id: 0,
            source: EncodingError::NoId,
        })
    }
    fn observation_shape(&self) -> Vec<usize> {
        G::encoder().map_or_else(Vec::new, |e| (e.observation_shape)(&self.state))
    }
    fn write_observation(&self, seat: Seat, out: &mut [f32]) -> Result<(), EncodingError> {
        (Self::enc()?.write_observation)(&self.state, seat, out)
    }
    fn information_state_string(&self, seat: Seat) -> Result<String, EncodingError> {
        (Self::enc()?.information_state_string)(&self.state, seat)
    }
    fn max_game_length(&self) -> Option<usize> {
        let natural = G::encoder().and_then(|e| (e.max_game_length)(&self.state));
        match (natural, self.cap) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        }
    }
    fn max_chance_nodes(&self) -> Option<usize> {
        G::encoder().and_then(|e| (e.max_chance_nodes)(&self.state))
    }
    fn set_decision_cap(&mut self, cap: Option<usize>) {
        self.cap = cap;
    }
    fn decision_cap(&self) -> Option<usize> {
        self.cap
    }
    fn decisions(&self) -> usize {
        self.decisions
    }
    fn is_capped(&self) -> bool {
        self.capped()
    }
    fn min_utility(&self) -> f64 {
        G::encoder().map_or(-1.0, |e| (e.min_utility)(&self.state))
    }
    fn max_utility(&self) -> f64 {
        G::encoder().map_or(1.0, |e| (e.max_utility)(&self.state))
    }
    fn utility_sum(&self) -> UtilitySum {
        let Some(e) = G::encoder() else {
            return UtilitySum::General;
        };
        match (e.utility_sum)(&self.state) {
            UtilitySum::Constant(c) if c != 0.0 && self.cap.is_some() => UtilitySum::General,
            u => u,
        }
    }
    fn returns(&self) -> Vec<f64> {
        if self.capped() {
            return alloc::vec![0.0; self.state.num_seats()];
        }
        match G::encoder() {
            Some(e) => (e.returns)(&self.state),
            None => match self.state.outcome() {
                Some(o) => o.seats.iter().map(|s| f64::from(s.result.returns())).collect(),
                None => alloc::vec![0.0; self.state.num_seats()],
            },
        }
    }
    fn dyn_eq(&self, other: &dyn DynGame) -> bool {
        other.as_any().downcast_ref::<Self>().is_some_and(|o| o == self)
    }
    #[cfg(feature = "serde")]
    fn legal_moves_json(&self) -> Vec<serde_json::Value> {
        if self.capped() {
            return Vec::new();
        }
        self.state
            .legal_moves()
            .iter()
            .filter_map(|m| serde_json::to_value(m).ok())
            .collect()
    }
    #[cfg(feature = "serde")]
    fn apply_json(&mut self, mv: &serde_json::Value) -> Result<(), DynMoveError> {
        let mv: G::Move = crate::json::from_value(mv).map_err(|e| DynMoveError::Json {
            game: G::INFO.name,
            path: e.path,
            reason: e.reason,
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
            text: board_core::notation::excerpt(text),
            source: Box::new(e),
        })
    }
    fn apply_move(&mut self, mv: &G::Move) -> Result<(), DynMoveError> {
        self.check_cap()?;
        let next = self.state.apply(mv).map_err(|e| DynMoveError::Illegal {
            game: G::INFO.name,
            mv: board_core::notation::excerpt(&mv.to_string()),
            source: Box::new(e),
        })?;
        self.count_decision();
        self.state = next;
        Ok(())
    }
    /// Counts a decision if a seat is to act (call before replacing the state).
    fn count_decision(&mut self) {
        if matches!(self.state.to_act(), Actor::Seat(_)) {
            self.decisions = self.decisions.saturating_add(1);
        }
    }
    /// Whether the decision cap ended the game (and the rules had not).
    fn capped(&self) -> bool {
        self.cap.is_some_and(|c| self.decisions >= c) && !self.state.is_terminal()
    }
    /// Who acts, the cap included.
    fn actor(&self) -> Actor {
        if self.capped() {
            Actor::Terminal
        } else {
            self.state.to_act()
        }
    }
    /// [`DynMoveError::Capped`] once the cap ended the game.
    fn check_cap(&self) -> Result<(), DynMoveError> {
        match self.cap {
            Some(cap) if self.capped() => Err(DynMoveError::Capped {
                game: G::INFO.name,
                cap,
            }),
            _ => Ok(()),
        }
    }
    /// The encoder, or `Unsupported`.
    fn enc() -> Result<Encoder<G>, EncodingError> {
        G::encoder().ok_or(EncodingError::Unsupported(G::INFO.name))
    }
}
