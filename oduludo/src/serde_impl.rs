//! Serde (feature `serde`): states, moves and configs serialize as their
//! notation strings; deserializing parses and validates them, so an
//! inconsistent state is an error, never a panic later.

use alloc::string::{String, ToString};

use serde::{Deserialize, Deserializer, Serialize, Serializer, de::Error};

use crate::config::Config;
use crate::moves::Move;
use crate::state::State;

macro_rules! via_text {
    ($t:ty) => {
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&self.to_string())
            }
        }
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = String::deserialize(d)?;
                text.parse::<$t>().map_err(D::Error::custom)
            }
        }
    };
}

via_text!(State);
via_text!(Move);
via_text!(Config);
