//! What the examples need from a game beyond [`board_core::Game`]: how it
//! is shown to people ([`board_core::Present`], in the game's own crate),
//! and the showcase's own choices (its name, its start states, a summary).

use std::fmt::{Debug, Display};
use std::str::FromStr;

use board_core::bots::Determinize;
/// How a game is shown to people, and a moment of it worth a line in a log:
/// board-core's, implemented by each engine in its own crate.
pub use board_core::{Moment, Present};
use board_core::{Seat, SeatResult};

/// A game the examples (`tour`, `play`) can show: every game of the facade's
/// registry ([`tabletop::Registered`]) whose engine implements
/// [`Present`] (every item of which has a default, so an empty `impl` in
/// the engine's crate works), through the one blanket impl below. What a
/// game says about itself (notation, legend, seat names, moments, secret
/// chance, its cheap bot) is its [`Present`] impl; what stays here is the
/// showcase's: the name, the start states ([`crate::games::showcase_spec`])
/// and the summary line.
pub trait Showcase: Present + Determinize + Display + tabletop::Registered
where
    <Self::Move as FromStr>::Err: Display + Debug,
{
    /// The game's name as used by `--game`: its name in game strings.
    const NAME: &'static str = Self::INFO.name;

    /// The game with the showcase's default configuration
    /// ([`crate::games::default_spec`]: the config's default, but ODULUDO
    /// with 4 players), made as [`Showcase::start`] makes it.
    ///
    /// # Errors
    /// The engine's config error, as text, should a default config be invalid.
    fn default_game() -> Result<Self, String> {
        Self::start(&crate::games::default_spec(Self::KIND))
    }

    /// The game a game string names (see [`tabletop::GameSpec`]), with the
    /// showcase's adjustments ([`crate::games::showcase_spec`]: Deblockle
    /// capped at [`DEBLOCKLE_MAX_TURNS`](crate::games::DEBLOCKLE_MAX_TURNS)
    /// turns unless the string sets `max_turns`).
    ///
    /// # Errors
    /// The engine's config error as text, or a note that `spec` names
    /// another game.
    fn start(spec: &tabletop::GameSpec) -> Result<Self, String> {
        let adjusted = crate::games::showcase_spec(spec);
        let config =
            Self::config_of(&adjusted).ok_or_else(|| format!("the game string {spec} is not a {} game", Self::NAME))?;
        Self::from_config(config).map_err(|e| e.config_error().to_string())
    }

    /// A readable multi-line picture of the whole (public) state: the
    /// game's [`tabletop::Engine::picture`].
    fn picture(&self) -> String {
        tabletop::Engine::picture(self)
    }

    /// A one-line summary of the final position: each seat by its
    /// [`Present::seat_name`], its result and, in brackets, the game's own
    /// score for it (what it counts is the game's: points, blocks removed,
    /// SEQUENCEs, round score).
    fn summary(&self) -> String {
        let Some(outcome) = self.outcome() else {
            return "unfinished".to_string();
        };
        let seats: Vec<String> = outcome
            .seats
            .iter()
            .zip(Seat::all(outcome.seats.len()))
            .map(|(o, seat)| {
                let result = match o.result {
                    SeatResult::Win => "win",
                    SeatResult::Draw => "draw",
                    SeatResult::Loss => "loss",
                };
                format!("{} {result} ({})", self.seat_name(seat), o.score)
            })
            .collect();
        seats.join(", ")
    }
}

impl<T> Showcase for T
where
    T: Present + Determinize + Display + tabletop::Registered,
    <T::Move as FromStr>::Err: Display + Debug,
{
}
