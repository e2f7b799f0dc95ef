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

impl serde::Serialize for Config {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        ConfigFields::serialize(self, serializer)
    }
}

impl<'de> serde::Deserialize<'de> for Config {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Config, D::Error> {
        let config = ConfigFields::deserialize(deserializer)?;
        config.validate().map_err(serde::de::Error::custom)?;
        Ok(config)
    }
}
