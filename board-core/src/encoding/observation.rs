//! Observation tensors and information-state strings.

use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use super::EncodingError;
use crate::{Game, Seat};

/// A seat's observation as a flat `f32` tensor of a fixed, documented shape.
///
/// The shape depends on the config only. Grid games use
/// `[channels, height, width]` (row-major: channel, then row from the top,
/// then column from the left); other games document their planes. The
/// tensor encodes exactly what the seat may know ([`crate::Observe::view`]
/// for games with hidden information): two states with equal views of
/// `seat` give equal tensors, and every value is finite.
pub trait ObservationEncoding: Game {
    /// The range `(low, high)` (`low < high`) every value of the tensor
    /// lies in, for every config and state: the finite bounds of a learning
    /// loop's observation space, and the scale of a byte form of the tensor
    /// (`tabletop-vector`'s `u8` observations). Default `(0.0, 1.0)`, for
    /// tensors of 0/1 planes and fractions.
    const OBSERVATION_RANGE: (f32, f32) = (0.0, 1.0);

    /// The tensor's shape; its product is [`ObservationEncoding::observation_len`].
    fn observation_shape(&self) -> Vec<usize>;

    /// Number of `f32` values in a tensor: the product of the shape.
    fn observation_len(&self) -> usize {
        self.observation_shape().iter().product()
    }

    /// Writes `seat`'s tensor into `out` (every value is written; nothing
    /// is allocated by the games' implementations). Works at every state,
    /// the end of the game included.
    ///
    /// # Errors
    /// [`EncodingError::NoSuchSeat`] for a seat not at the table,
    /// [`EncodingError::BufferLength`] if `out` is not
    /// [`ObservationEncoding::observation_len`] long. `out` is then untouched.
    fn write_observation(&self, seat: Seat, out: &mut [f32]) -> Result<(), EncodingError>;

    /// `seat`'s tensor in a fresh vector.
    ///
    /// # Errors
    /// As [`ObservationEncoding::write_observation`].
    fn observation(&self, seat: Seat) -> Result<Vec<f32>, EncodingError> {
        let mut v = vec![0.0; self.observation_len()];
        self.write_observation(seat, &mut v)?;
        Ok(v)
    }
}

/// A seat's information state as text.
///
/// It never reveals what the seat cannot know, and it tells apart the
/// states the seat can tell apart. For perfect-information games it is the
/// state's notation (the state holds every bit of history the rules use);
/// for hidden information it is the seat's view in text. A state does not
/// keep its history, so an adapter that needs perfect recall (OpenSpiel's
/// information state) appends what the seat observed move by move (for
/// example the redacted events of [`crate::events::Redact::seen_by`]).
pub trait InformationState: Game {
    /// `seat`'s information state.
    ///
    /// # Errors
    /// [`EncodingError::NoSuchSeat`] for a seat not at the table.
    fn information_state_string(&self, seat: Seat) -> Result<String, EncodingError>;
}

/// The checks every `write_observation` starts with: `seat` is one of
/// `num_seats` and the buffer's length `got` is `len`.
///
/// # Errors
/// [`EncodingError::NoSuchSeat`] or [`EncodingError::BufferLength`].
pub fn check_observation_args(num_seats: usize, seat: Seat, got: usize, len: usize) -> Result<(), EncodingError> {
    if seat.index() >= num_seats {
        return Err(EncodingError::NoSuchSeat {
            seat: seat.0,
            num_seats,
        });
    }
    if got != len {
        return Err(EncodingError::BufferLength { got, expected: len });
    }
    Ok(())
}
