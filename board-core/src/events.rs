//! What happened: typed events of a move, and what each seat may know of
//! them.
//!
//! [`Game::apply`] answers "what is the state now"; a frontend also has to
//! show what the move *did* (a piece placed and a line made, a pawn flying
//! from Sun to Sun, a card drawn, a block removed). [`Narrate::apply_narrated`]
//! applies a move exactly like [`Game::apply`] and appends the events of the
//! move, in the order a frontend animates them, to the caller's buffer.
//! The fast paths (`apply`, `apply_unchecked`, play-outs) never build events.
//!
//! An engine writes its move code once, generic over an [`EventSink`]: the
//! fast paths pass [`NoEvents`], whose methods do nothing and whose
//! [`EventSink::ON`] is `false`, so the event code (and the data it gathers)
//! compiles away; [`Narrate::apply_narrated`] passes the caller's `Vec`.
//!
//! Events can carry secrets (the card a seat drew, a Mission card).
//! [`Redact::seen_by`] gives the event as one seat may know it: another
//! seat's drawn card becomes "a card was drawn". A server sends each seat
//! its own redacted stream; a spectator gets [`Redact::public`].
//!
//! The test kit checks every engine's events: the same result as `apply`
//! (nothing appended on a refusal), redaction that never tells a seat what
//! its view would not, and completeness (the public board rebuilt from the
//! initial state and the redacted events alone equals the real one after
//! every move).
//!
//! ```
//! use board_core::Seat;
//! use board_core::events::Redact;
//!
//! #[derive(Clone, Debug, PartialEq, Eq)]
//! enum Event { Drew { seat: Seat, card: Option<u8> } }
//! impl Redact for Event {
//!     fn seen_by(&self, viewer: Seat) -> Self {
//!         match *self {
//!             Event::Drew { seat, .. } if seat != viewer => self.public(),
//!             _ => self.clone(),
//!         }
//!     }
//!     fn public(&self) -> Self {
//!         let Event::Drew { seat, .. } = *self;
//!         Event::Drew { seat, card: None }
//!     }
//! }
//! let drew = Event::Drew { seat: Seat(1), card: Some(7) };
//! assert_eq!(drew.seen_by(Seat(1)), drew);
//! assert_eq!(drew.seen_by(Seat(0)), Event::Drew { seat: Seat(1), card: None });
//! ```

use alloc::vec::Vec;
use core::fmt::{Debug, Display};

use crate::{Game, Seat};

/// An event as a given seat (or a spectator) may know it.
pub trait Redact: Sized {
    /// This event as `seat` may know it: unchanged when `seat` may know all
    /// of it, with the secret parts removed otherwise. Never adds anything.
    fn seen_by(&self, seat: Seat) -> Self;

    /// This event as a spectator, who sits at no seat, may know it.
    fn public(&self) -> Self;
}

/// Applying a move with its story: the typed events of what it did.
pub trait Narrate: Game {
    /// One thing that happened. `Display` says it in plain English
    /// ("X made a line of five on c3-g3 and scored 7"); with the crate's
    /// `serde` feature it serializes as an object tagged by `"type"`.
    type Event: Clone + Eq + Debug + Display + Redact;

    /// Applies `mv` exactly as [`Game::apply`] does (the same next state,
    /// the same error) and appends the move's events to `events`, in order.
    ///
    /// # Errors
    /// The same error [`Game::apply`] gives for `mv`; then nothing is
    /// appended and `self` is unchanged, as always.
    fn apply_narrated(&self, mv: &Self::Move, events: &mut Vec<Self::Event>) -> Result<Self, Self::Error>;

    /// Events redacted for `seat`, appended to `out`: a convenience over
    /// [`Redact::seen_by`].
    fn redact_for(seat: Seat, events: &[Self::Event], out: &mut Vec<Self::Event>) {
        out.extend(events.iter().map(|e| e.seen_by(seat)));
    }
}

/// Where an engine's move code reports what happens while a move is applied:
/// nowhere ([`NoEvents`], the fast paths) or into a vector
/// ([`Narrate::apply_narrated`]). The move code is written once, generic
/// over the sink, so the two paths cannot disagree.
///
/// ```
/// use board_core::{EventSink, NoEvents};
///
/// fn play<S: EventSink<&'static str>>(sink: &mut S) -> u32 {
///     sink.emit(|| "moved");
///     1
/// }
/// let mut events = Vec::new();
/// assert_eq!(play(&mut events), play(&mut NoEvents));
/// assert_eq!(events, ["moved"]);
/// ```
pub trait EventSink<E> {
    /// Whether the sink keeps events. Code that gathers an event's data
    /// tests it first, so that with [`NoEvents`] that code compiles away.
    const ON: bool;

    /// Keeps `event`.
    fn push(&mut self, event: E);

    /// Keeps the event `make` builds; `make` runs only when the sink keeps
    /// events ([`EventSink::ON`]), so with [`NoEvents`] it is never built.
    #[inline(always)]
    fn emit(&mut self, make: impl FnOnce() -> E) {
        if Self::ON {
            self.push(make());
        }
    }

    /// The number of events kept so far (always 0 for [`NoEvents`]).
    fn mark(&self) -> usize;

    /// Forgets the events kept after `mark` (a trial that was undone).
    fn truncate(&mut self, mark: usize);
}

/// The sink of the fast paths: keeps nothing, and compiles to nothing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct NoEvents;

impl<E> EventSink<E> for NoEvents {
    const ON: bool = false;

    #[inline(always)]
    fn push(&mut self, _: E) {}

    #[inline(always)]
    fn emit(&mut self, _: impl FnOnce() -> E) {}

    #[inline(always)]
    fn mark(&self) -> usize {
        0
    }

    #[inline(always)]
    fn truncate(&mut self, _: usize) {}
}

impl<E> EventSink<E> for Vec<E> {
    const ON: bool = true;

    #[inline]
    fn push(&mut self, event: E) {
        Vec::push(self, event);
    }

    #[inline]
    fn emit(&mut self, make: impl FnOnce() -> E) {
        Vec::push(self, make());
    }

    #[inline]
    fn mark(&self) -> usize {
        self.len()
    }

    #[inline]
    fn truncate(&mut self, mark: usize) {
        Vec::truncate(self, mark);
    }
}
