//! Seats, the actor to move, and final outcomes.

use alloc::vec::Vec;
use core::fmt;

/// A seat at the table: `0 .. num_seats`, in the game's seat order.
///
/// A seat is a place, not a person; in team games several seats form one side
/// (the game crate documents its mapping).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Seat(pub u8);

impl Seat {
    /// The seat with this 0-based number.
    pub const fn new(n: u8) -> Self {
        Seat(n)
    }
    /// The 0-based number of this seat, for indexing per-seat data.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The next seat clockwise among `num_seats` seats (wraps to 0).
    /// With `num_seats == 0` it returns seat 0.
    pub const fn next(self, num_seats: usize) -> Self {
        if num_seats == 0 {
            return Seat(0);
        }
        Seat(((self.0 as usize + 1) % num_seats) as u8)
    }
    /// Every seat of a table of `num_seats`, in order.
    pub fn all(num_seats: usize) -> impl Iterator<Item = Seat> {
        (0..num_seats.min(u8::MAX as usize + 1)).map(|i| Seat(i as u8))
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// Who acts in a state: a seat, chance (a die, a draw, a shuffle), or nobody
/// because the game is over.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum Actor {
    /// This seat must choose a move.
    Seat(Seat),
    /// A chance node: the legal moves are the chance outcomes.
    Chance,
    /// The game is over; there are no legal moves.
    Terminal,
}

impl Actor {
    /// The seat to act, if a seat acts.
    pub const fn seat(self) -> Option<Seat> {
        match self {
            Actor::Seat(s) => Some(s),
            _ => None,
        }
    }
}

/// A per-seat container: one `T` for each seat, indexed by [`Seat`].
///
/// Indexing with a seat outside the container returns `None` from
/// [`BySeat::get`]; there is no panicking index operator.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct BySeat<T>(pub Vec<T>);

impl<T> BySeat<T> {
    /// A container holding `f(seat)` for each of `num_seats` seats.
    pub fn from_fn(num_seats: usize, f: impl FnMut(Seat) -> T) -> Self {
        BySeat(Seat::all(num_seats).map(f).collect())
    }
    /// The entry of `seat`, if the container has that seat.
    pub fn get(&self, seat: Seat) -> Option<&T> {
        self.0.get(seat.index())
    }
    /// The entry of `seat`, mutably.
    pub fn get_mut(&mut self, seat: Seat) -> Option<&mut T> {
        self.0.get_mut(seat.index())
    }
    /// Number of seats held.
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Whether no seat is held.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// `(seat, entry)` pairs in seat order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, t)| (Seat(i as u8), t))
    }
}

/// Win, draw or loss for one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum SeatResult {
    /// The seat (or its side) won.
    Win,
    /// Nobody won, or the seat shares the top place.
    Draw,
    /// The seat (or its side) lost.
    Loss,
}

impl SeatResult {
    /// The standard return for learning loops: `+1`, `0`, `-1`.
    pub const fn returns(self) -> i32 {
        match self {
            SeatResult::Win => 1,
            SeatResult::Draw => 0,
            SeatResult::Loss => -1,
        }
    }
}

/// One seat's final result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SeatOutcome {
    /// Win, draw or loss.
    pub result: SeatResult,
    /// The game's own score for this seat; what it counts (points, blocks
    /// removed, sequences, ...) is documented by each game crate.
    pub score: i32,
}

/// The final result of a game, one entry per seat in seat order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Outcome {
    /// Per-seat results, indexed by [`Seat::index`].
    pub seats: Vec<SeatOutcome>,
}

impl Outcome {
    /// The outcome for one seat, if the seat exists.
    pub fn get(&self, seat: Seat) -> Option<&SeatOutcome> {
        self.seats.get(seat.index())
    }
    /// `+1/0/-1` returns per seat, in seat order.
    pub fn returns(&self) -> Vec<i32> {
        self.seats.iter().map(|s| s.result.returns()).collect()
    }
    /// The seats that won.
    pub fn winners(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats
            .iter()
            .enumerate()
            .filter(|(_, s)| s.result == SeatResult::Win)
            .map(|(i, _)| Seat(i as u8))
    }
    /// Whether no seat won.
    pub fn is_draw(&self) -> bool {
        self.winners().next().is_none()
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, s) in self.seats.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            let r = match s.result {
                SeatResult::Win => "win",
                SeatResult::Draw => "draw",
                SeatResult::Loss => "loss",
            };
            write!(f, "seat {i}: {r} ({})", s.score)?;
        }
        Ok(())
    }
}

#[cfg(test)]
#[path = "tests/seat.rs"]
mod tests;
