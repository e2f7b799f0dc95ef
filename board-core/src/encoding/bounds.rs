//! Game length and utility bounds.

use alloc::vec::Vec;

use crate::Game;

/// The decision cap adapters use for a game without a finite bound under
/// its config (ODULUDO; Deblockle and numseq with `max_turns = none`): after
/// this many seat decisions the adapter ends the game as a draw (every
/// seat's return 0). Seeded random play of every game ends far below it
/// (see the games' seeded encoding tests).
pub const DEFAULT_DECISION_CAP: usize = 10_000;

/// How the seats' returns add up.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum UtilitySum {
    /// Every finished game's returns add up to this constant (`0.0` is
    /// zero-sum).
    Constant(f64),
    /// The sum depends on the result (several losers, teams of unequal size).
    General,
}

/// Bounds a learning loop relies on: how long a game can last, and the
/// range and sum of the returns ([`GameBounds::returns`]).
///
/// Lengths count nodes on one path from the start: decisions (seat nodes)
/// and chance nodes separately, as OpenSpiel's `max_game_length` counts
/// decisions only.
pub trait GameBounds: Game {
    /// The most seat decisions any game under this config takes, or `None`
    /// when the rules set no bound (adapters then cap at
    /// [`DEFAULT_DECISION_CAP`]).
    fn max_game_length(&self) -> Option<usize>;

    /// The most chance nodes on any path, or `None` when unbounded.
    fn max_chance_nodes(&self) -> Option<usize>;

    /// The lowest return of a seat: `-1.0` (a loss).
    fn min_utility(&self) -> f64 {
        -1.0
    }

    /// The highest return of a seat: `1.0` (a win).
    fn max_utility(&self) -> f64 {
        1.0
    }

    /// How the returns add up under this config.
    fn utility_sum(&self) -> UtilitySum;

    /// Each seat's return in seat order: the outcome's
    /// [`crate::SeatResult::returns`] (`+1` win, `0` draw, `-1` loss) once
    /// the game is over, all `0.0` before.
    fn returns(&self) -> Vec<f64> {
        match self.outcome() {
            Some(o) => o.seats.iter().map(|s| f64::from(s.result.returns())).collect(),
            None => alloc::vec![0.0; self.num_seats()],
        }
    }
}
