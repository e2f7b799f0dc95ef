//! Serde (feature `serde`): states and moves travel as their notation, so
//! deserializing a state runs the same validation as `FromStr`.

use alloc::vec::Vec;

use crate::piece::BySide;
use crate::{BoardLayout, Card, Config, MatchFormat, Move, State, Variants};

board_core::serde_via_notation!(State, Move);

/// The field-wise form of [`Config`] (a private mirror, so no unvalidated
/// `deserialize` is public).
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(remote = "Config")]
struct ConfigFields {
    layout: BoardLayout,
    deck: Vec<Card>,
    format: MatchFormat,
    variants: Variants,
    team_sizes: BySide<u8>,
}

board_core::serde_validated_via_remote!(Config, ConfigFields);
