//! Serde (feature `serde`): states, moves and cards travel as their notation,
//! so deserializing a state runs the full consistency check.

use crate::card::Card;
use crate::config::{Config, SequenceCount};
use crate::layout::Preset;
use crate::moves::Move;
use crate::state::State;

board_core::serde_via_notation!(State, Move, Card);

/// The field-wise form of [`Config`] (a private mirror, so no unvalidated
/// `deserialize` is public).
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(remote = "Config")]
struct ConfigFields {
    players: u8,
    teams: Option<u8>,
    preset: Preset,
    sequences: SequenceCount,
}

board_core::serde_validated_via_remote!(Config, ConfigFields);
