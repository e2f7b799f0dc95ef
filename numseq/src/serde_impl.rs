//! Serde (feature `serde`): states, moves and cards travel as their notation,
//! so deserializing a state runs the full consistency check.

use crate::card::Card;
use crate::moves::Move;
use crate::state::State;

board_core::serde_via_notation!(State, Move, Card);
