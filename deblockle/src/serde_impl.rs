//! Serde (feature `serde`): states, moves and orientations go through their
//! notation, so deserializing validates exactly like `FromStr` (an
//! inconsistent state is an error, never a panic later). `Config` and its
//! enums derive the usual field-wise form.

use alloc::string::{String, ToString};

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::{Move, Orientation, State};

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
via_text!(Orientation);
