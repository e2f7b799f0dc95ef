//! What the examples need from a game beyond [`board_core::Game`]: a picture for people,
//! and the moments worth showing.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use board_core::bots::Determinize;
use board_core::bots::{Bot, RandomBot};
use board_core::{Seat, SeatResult};
use rand_chacha::ChaCha8Rng;

/// A game the examples (`tour`, `play`) can show. Every item has a
/// default, so a game of the facade's registry ([`tabletop::Registered`])
/// shows with an empty `impl`; the four engines override what they say
/// better (their notation, legend, seat names, moments).
pub trait Showcase: Determinize + Display + tabletop::Registered
where
    <Self::Move as FromStr>::Err: Display + Debug,
{
    /// The game's name as used by `--game` (default: its name in game
    /// strings).
    const NAME: &'static str = Self::INFO.name;

    /// The move notation in a few lines, for `play`'s `help`: each kind of
    /// move with an example (the crate docs of each engine have the full
    /// table).
    const NOTATION: &'static str = "the game crate's docs give the move notation";

    /// What the picture's symbols mean, for `play`'s `help` and the tour.
    const LEGEND: &'static str = "the game crate's docs explain the picture";

    /// The game with its default configuration (the showcase's choice of
    /// defaults is documented on each impl; by default the config's
    /// default, as [`Showcase::start`] makes it).
    ///
    /// # Errors
    /// The engine's config error, as text, should a default config be invalid.
    fn default_game() -> Result<Self, String> {
        Self::start(&tabletop::GameSpec::default_for(Self::KIND))
    }

    /// The game a game string names (see [`tabletop::GameSpec`]), with the
    /// showcase's adjustments documented on each impl (by default none).
    ///
    /// # Errors
    /// The engine's config error as text, or a note that `spec` names
    /// another game.
    fn start(spec: &tabletop::GameSpec) -> Result<Self, String> {
        let config =
            Self::config_of(spec).ok_or_else(|| format!("the game string {spec} is not a {} game", Self::NAME))?;
        Self::from_config(config).map_err(|e| e.config_error().to_string())
    }

    /// A readable multi-line picture of the whole (public) state (default:
    /// the game's [`tabletop::Engine::picture`]).
    fn picture(&self) -> String {
        tabletop::Engine::picture(self)
    }

    /// The seat's name in the game's own terms (`X`, `Green`, `side a`,
    /// `South`), with the seat number where a name covers several seats.
    fn seat_name(&self, seat: Seat) -> String {
        format!("seat {}", seat.0)
    }

    /// A short tag for the seat in a one-line move log (`X`, `G`, `a`,
    /// `S`): the tour's `X:e5`.
    fn seat_tag(&self, seat: Seat) -> String {
        seat.0.to_string()
    }

    /// The picture `seat` may see (defaults to the public picture; games
    /// with hidden information show that seat's view).
    fn picture_for(&self, seat: Seat) -> String {
        let _ = seat;
        Showcase::picture(self)
    }

    /// A moment worth noting in a log when going from `before` to `self`
    /// (a round won, a block removed, a sequence made), and whether it
    /// deserves a board picture.
    fn milestone(&self, before: &Self) -> Option<Moment> {
        let _ = before;
        None
    }

    /// How the chance move `mv`, which led from `self` to `next`, is told to
    /// the people at `viewers` in a terminal session. Public chance (dice,
    /// public draws) is shown as it is; games with hidden information
    /// override this so a deal or a secret card for another seat stays secret.
    fn chance_note(&self, next: &Self, mv: &Self::Move, viewers: &[Seat]) -> String {
        let _ = (next, viewers);
        mv.to_string()
    }

    /// The bot that plays every seat in the tour: a uniform random bot unless
    /// the game has a better cheap one (random Deblockle games rarely end).
    fn tour_bot(rng: ChaCha8Rng) -> Box<dyn Bot<Self>> {
        Box::new(RandomBot::new(rng))
    }

    /// A one-line summary of the final position: each seat by its
    /// [`Showcase::seat_name`], its result and, in brackets, the game's own
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

/// A moment of a game worth a line in a log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moment {
    /// What happened, in one line.
    pub note: String,
    /// Whether the log should show the board after it.
    pub show_board: bool,
}

impl Moment {
    /// A note with the board shown after it.
    pub fn with_board(note: String) -> Self {
        Moment { note, show_board: true }
    }
    /// A note alone.
    pub fn note(note: String) -> Self {
        Moment {
            note,
            show_board: false,
        }
    }
}
