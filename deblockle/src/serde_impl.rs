//! Serde (feature `serde`): states, moves and orientations go through their
//! notation, so deserializing validates exactly like `FromStr` (an
//! inconsistent state is an error, never a panic later). `Config` and its
//! enums derive the usual field-wise form; a deserialized `Config` is
//! validated like [`State::new`] does.

use crate::config::{Config, HoopsPath, SetupMode, Side, SideBySide, SliderStop, TipWithoutHop};
use crate::{Move, Orientation, State};

/// The field-wise form of [`Config`] (a private mirror, so no unvalidated
/// `deserialize` is public).
#[derive(serde::Serialize, serde::Deserialize)]
#[serde(remote = "Config")]
struct ConfigFields {
    south_blocks: u8,
    north_blocks: u8,
    setup: SetupMode,
    first: Side,
    side_by_side: SideBySide,
    tip_without_hop: TipWithoutHop,
    hoops_path: HoopsPath,
    slider_stop: SliderStop,
    max_turns: Option<u32>,
}

board_core::serde_validated_via_remote!(Config, ConfigFields);

board_core::serde_via_notation!(State, Move, Orientation);
