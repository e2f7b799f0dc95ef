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
    #[serde(default)]
    max_turns: Option<u32>,
}

/// A preset travels as its name; only the shipped presets deserialize.
impl serde::Serialize for Preset {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> serde::Deserialize<'de> for Preset {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = alloc::string::String::deserialize(d)?;
        name.parse().map_err(|_| {
            serde::de::Error::custom(alloc::format!(
                "unknown preset {name:?}: numseq-default-v1 or classic (a custom ruleset cannot be read from text)"
            ))
        })
    }
}

board_core::serde_validated_via_remote!(Config, ConfigFields);
