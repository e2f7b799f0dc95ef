//! What the examples need from a game beyond [`Game`]: a picture for people,
//! and the moments worth showing.

use std::fmt::{Debug, Display};
use std::str::FromStr;

use board_core::Seat;
use board_core::bots::Determinize;

/// A game the examples (`tour`, `play`) can show.
pub trait Showcase: Determinize + Display
where
    <Self::Move as FromStr>::Err: Display + Debug,
{
    /// The game's name as used by `--game`.
    const NAME: &'static str;

    /// The game with its default configuration.
    fn default_game() -> Self;

    /// A readable multi-line picture of the whole (public) state.
    fn picture(&self) -> String;

    /// The picture `seat` may see (defaults to the public picture; games
    /// with hidden information show that seat's view).
    fn picture_for(&self, seat: Seat) -> String {
        let _ = seat;
        self.picture()
    }

    /// A one-line note when going from `before` to `self` was a moment worth
    /// a picture in a log (a round won, a block removed, a sequence made).
    fn milestone(&self, before: &Self) -> Option<String> {
        let _ = before;
        None
    }

    /// A one-line summary of the final position (scores, removals, ...).
    fn summary(&self) -> String {
        match self.outcome() {
            Some(o) => o.to_string(),
            None => "unfinished".to_string(),
        }
    }
}
