//! Why an encoding call was refused.

/// Why an id, a seat or a buffer was refused. Nothing was changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum EncodingError {
    /// An action id at or above [`super::ActionEncoding::num_distinct_actions`].
    #[error("action id {id} is out of range 0..{n}")]
    ActionOutOfRange {
        /// The id given.
        id: usize,
        /// The number of distinct actions.
        n: usize,
    },
    /// A chance id at or above [`super::ActionEncoding::max_chance_outcomes`].
    #[error("chance outcome id {id} is out of range 0..{n}")]
    ChanceOutOfRange {
        /// The id given.
        id: usize,
        /// The number of chance outcome ids.
        n: usize,
    },
    /// The id is in range but names no move of this config (an unused id
    /// in a game's table, e.g. a square the board does not have).
    #[error("id {id} names no move of this game")]
    Unused {
        /// The id given.
        id: usize,
    },
    /// An id was given where nobody acts: the game is over.
    #[error("the game is over: no action applies")]
    Terminal,
    /// The move has no id of the kind asked for (a chance outcome where a
    /// seat's action id was asked, or the reverse).
    #[error("the move has no id of this kind")]
    NoId,
    /// The seat is not at the table.
    #[error("no seat {seat} at a table of {num_seats}")]
    NoSuchSeat {
        /// The seat's number.
        seat: u8,
        /// The number of seats.
        num_seats: usize,
    },
    /// A caller's buffer has the wrong length.
    #[error("buffer of length {got}: expected {expected}")]
    BufferLength {
        /// The length given.
        got: usize,
        /// The length needed.
        expected: usize,
    },
    /// The game does not implement this encoding (yet).
    #[error("{0} does not implement encodings")]
    Unsupported(&'static str),
}
