//! # tabletop-svg
//!
//! SVG pictures of every state of the four `tabletop-rules` games, for
//! docs, notebooks, web pages and frontends. One module per game, each with
//! `to_svg(&state, &options) -> String`; games with hidden information also
//! draw a seat's `View` (`xobrainer::view_to_svg`, `numseq::view_to_svg`),
//! and drawing a state with [`Options::seat`] draws exactly that seat's view.
//!
//! `#![no_std]` with `alloc`, no I/O, no unsafe: the output is a `String`,
//! the same bytes on every machine for the same state and options (numbers
//! are printed with at most two decimals by our own formatter).
//!
//! ```
//! use board_core::{Game, Seat};
//! use tabletop_svg::Options;
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let state = deblockle::State::new(deblockle::Config::default())?;
//! let svg = tabletop_svg::deblockle::to_svg(&state, &Options::default().size(420));
//! assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
//! assert!(svg.contains("width=\"420\""));
//!
//! // A seat's view of a numseq game shows its own hand only.
//! let mut game = numseq::State::new(numseq::Config::default())?;
//! while game.to_act() == board_core::Actor::Chance {
//!     let (card, _) = game.chance_outcomes()[0];
//!     game = game.apply(&card)?;
//! }
//! let seen = tabletop_svg::numseq::to_svg(&game, &Options::default().seat(Seat(1)));
//! assert!(seen.contains("hand seat-1") && !seen.contains("hand seat-0"));
//! # Ok(()) }
//! ```
//!
//! ## What is drawn
//!
//! * [`xobrainer`]: squares with their dots, knockout squares, X and O
//!   pieces in green and red, known Mission squares, the winning line, both
//!   sides' line-ups, bags, cards and score.
//! * [`oduludo`]: the ring of four galaxies with each special square by kind
//!   (Moon, safe square, Star, Sun, ODULUDO ring, UFO parking, Lightning,
//!   junction), the coloured paths and Earth, pawns by kind (K, Q, S) and
//!   colour, stacks and prisoners, spaceships with their waiting pawns, the
//!   UFOs still parked, the die, scores.
//! * [`numseq`]: the board with its numbers (or card names), chips by side,
//!   locked chips and SEQUENCE lines, hands (only the seat's own in a
//!   view), discard piles and the draw pile's size.
//! * [`deblockle`]: the 7 x 7 board with both home stars, blocks by side
//!   with the top face symbol large and the north face small on the block's
//!   north edge, removed blocks, setup rolls.
//!
//! Every size comes from the state's config (board dimensions, colours in
//! play, players, hand size, path length), never from a fixed board.
//!
//! ## Options
//!
//! [`Options`]: width in pixels, coordinates on/off, a seat's view, flip
//! (half a turn, for the second seat), last-move squares and target
//! squares (each module has `move_squares` for the squares a move touches
//! and `target_squares` for the legal targets).
//!
//! ## Rule decisions (drawing choices the specs leave open)
//!
//! * **Views.** A state drawn with [`Options::seat`] is drawn from
//!   `state.view(seat)` and nothing else, so two states with equal views
//!   give the same bytes (tested with each game's `Determinize`). Without a
//!   seat the whole state is drawn: every numseq hand face up, both Mission
//!   cards. ODULUDO and Deblockle are fully public; a seat only adds a
//!   caption ("(you)").
//! * **XOBrainer.** After a won round every 5-window of the winner's shape
//!   or of the colour it owns is marked (D2 allows several). Known Mission
//!   squares are small diamonds in the colour the card asks for, X's in a
//!   square's top-right corner, O's bottom-left. A view carries no outcome,
//!   so a finished match drawn from a view names the winner by sets, then
//!   total points.
//! * **ODULUDO.** Square `r0` (Green's Moon) is at the bottom, the ring runs
//!   clockwise, each coloured path runs from its junction straight to Earth
//!   in the middle; spaceships sit in the corner of their own galaxy.
//!   Flipping turns the ring half a turn.
//! * **numseq.** A square shows the name of a card when exactly one card
//!   kind places on its label and that card is not an equation (a card
//!   board: `7H` drawn as 7♥); otherwise it shows the number.
//! * **Deblockle.** The north face is drawn small on the block's edge that
//!   faces north (the bottom edge when flipped), so the rotation shows.
//!
//! Elements carry `class` names (`piece`, `chip`, `block`, `pawn`, `hand`,
//! `last-move`, `target`, ...) so a web page can style or script them, and
//! with [`Options::hit_areas`] every square (and every numseq card shown
//! face up) gets an invisible click area naming it (`data-square`,
//! `data-card`).
//!
//! ## Feature flags
//!
//! * `tabletop`: the module [`hosted`], which draws any game behind the
//!   `tabletop` facade's `DynGame`, with squares named by text.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

pub mod deblockle;
#[cfg(feature = "tabletop")]
pub mod hosted;
pub mod numseq;
pub mod oduludo;
mod options;
mod theme;
mod writer;
pub mod xobrainer;

pub use options::Options;
pub use writer::{escape, escape_into};

use alloc::string::String;
use alloc::vec::Vec;

/// A game this crate draws: its module's functions as one trait, so generic
/// code (the tour, [`hosted`]'s drawing of any `DynGame`) reaches every
/// game's picture the same way. Implemented for each engine's `State` in
/// its module; [`hosted`] finds the impl of a hosted game through the
/// facade's registry (`tabletop::for_each_game!`).
pub trait Draw: board_core::Game {
    /// What the pictures call a square ([`Options`]' squares).
    type Square;
    /// The picture (the module's `to_svg`).
    fn to_svg(&self, options: &Options<Self::Square>) -> String;
    /// The square that `name` names in the pictures' `class` and
    /// `data-square` attributes, in this game; `None` for any other text.
    fn square(&self, name: &str) -> Option<Self::Square>;
    /// The name of `square` in the pictures' attributes.
    fn square_name(square: &Self::Square) -> String;
    /// The squares `mv` touches when played here (the module's
    /// `move_squares`).
    fn move_squares(&self, mv: &Self::Move) -> Vec<Self::Square>;
    /// The squares the seat to act can move to now (the module's
    /// `target_squares`).
    fn target_squares(&self) -> Vec<Self::Square>;
}
