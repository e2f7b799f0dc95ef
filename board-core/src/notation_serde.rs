//! Serde through notation (feature `serde`): [`serde_via_notation!`](crate::serde_via_notation)
//! makes a type serialize as its `Display` text and deserialize through its
//! `FromStr`, so deserializing runs exactly the validation of the parser: an
//! inconsistent state is an error, never a panic later.
//!
//! The wire helpers the engines share: [`serde_validated_via_remote!`](crate::serde_validated_via_remote)
//! (a config through a field-wise mirror, validated on reading),
//! [`serde_via_wire!`](crate::serde_via_wire) (a type through a private wire
//! type and a checked conversion back) and
//! [`schema_via_wire!`](crate::schema_via_wire) (the JSON Schema of a type
//! serialized through a private wire type).

#[doc(hidden)]
pub mod __private {
    pub use alloc::borrow::Cow;
    pub use alloc::string::{String, ToString};
    pub use serde;
}

/// Implements `serde::Serialize` (as the `Display` text) and
/// `serde::Deserialize` (through `FromStr`, whose error becomes the serde
/// error) for each listed type. Needs board-core's `serde` feature.
///
/// ```
/// # #[cfg(feature = "serde")] {
/// #[derive(Debug, PartialEq)]
/// struct Square(u8);
/// impl core::fmt::Display for Square {
///     fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result { write!(f, "s{}", self.0) }
/// }
/// impl core::str::FromStr for Square {
///     type Err = &'static str;
///     fn from_str(s: &str) -> Result<Self, Self::Err> {
///         s.strip_prefix('s').and_then(|n| n.parse().ok()).map(Square).ok_or("not a square")
///     }
/// }
/// board_core::serde_via_notation!(Square);
/// assert_eq!(serde_json::to_string(&Square(7)).ok().as_deref(), Some("\"s7\""));
/// assert!(serde_json::from_str::<Square>("\"x\"").is_err());
/// # }
/// ```
#[macro_export]
macro_rules! serde_via_notation {
    ($($t:ty),+ $(,)?) => {$(
        impl $crate::notation_serde::__private::serde::Serialize for $t {
            fn serialize<S: $crate::notation_serde::__private::serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&$crate::notation_serde::__private::ToString::to_string(self))
            }
        }
        impl<'de> $crate::notation_serde::__private::serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::notation_serde::__private::serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let text = <$crate::notation_serde::__private::String as $crate::notation_serde::__private::serde::Deserialize>::deserialize(d)?;
                text.parse::<$t>().map_err(<D::Error as $crate::notation_serde::__private::serde::de::Error>::custom)
            }
        }
    )+};
}

/// Implements `serde::Serialize` and `serde::Deserialize` for a config type
/// `$t` through a private field-wise mirror `$remote` (a struct with
/// `#[derive(Serialize, Deserialize)] #[serde(remote = "...")]`), where
/// deserializing runs `$t::validate(&self) -> Result<(), E: Display>`: an
/// invalid config is a deserialization error, and no unvalidated
/// `deserialize` is public. Needs board-core's `serde` feature.
#[macro_export]
macro_rules! serde_validated_via_remote {
    ($t:ty, $remote:ident) => {
        impl $crate::notation_serde::__private::serde::Serialize for $t {
            fn serialize<S: $crate::notation_serde::__private::serde::Serializer>(
                &self,
                s: S,
            ) -> Result<S::Ok, S::Error> {
                $remote::serialize(self, s)
            }
        }
        impl<'de> $crate::notation_serde::__private::serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::notation_serde::__private::serde::Deserializer<'de>>(
                d: D,
            ) -> Result<Self, D::Error> {
                let value = $remote::deserialize(d)?;
                value
                    .validate()
                    .map_err(<D::Error as $crate::notation_serde::__private::serde::de::Error>::custom)?;
                Ok(value)
            }
        }
    };
}

/// Implements `serde::Serialize` and `serde::Deserialize` for a type `$t`
/// through a private wire type `$wire` (deriving both): serializing writes
/// `$wire::from(&self)` (so `From<&$t> for $wire`), deserializing reads a
/// `$wire` and converts it with `$read`, a `fn($wire) -> Result<$t, E>` with
/// `E: Display` (by default `$t::try_from`), whose error becomes the serde
/// error with the same text. Needs board-core's `serde` feature.
///
/// ```
/// # #[cfg(feature = "serde")] {
/// #[derive(Debug, PartialEq)]
/// struct Even(u8);
/// #[derive(serde::Serialize, serde::Deserialize)]
/// struct EvenWire { n: u8 }
/// impl From<&Even> for EvenWire {
///     fn from(e: &Even) -> Self { EvenWire { n: e.0 } }
/// }
/// impl TryFrom<EvenWire> for Even {
///     type Error = &'static str;
///     fn try_from(w: EvenWire) -> Result<Self, Self::Error> {
///         if w.n % 2 == 0 { Ok(Even(w.n)) } else { Err("n must be even") }
///     }
/// }
/// board_core::serde_via_wire!(Even, EvenWire);
/// assert_eq!(serde_json::to_string(&Even(4)).ok().as_deref(), Some(r#"{"n":4}"#));
/// let err = serde_json::from_str::<Even>(r#"{"n":3}"#).err().map(|e| e.to_string());
/// assert_eq!(err.as_deref(), Some("n must be even"));
/// # }
/// ```
///
/// A conversion generic over the serde error (`fn<E: de::Error>(Wire) ->
/// Result<T, E>`) is passed with `E` =
/// `serde::de::value::Error`, whose text is the message alone.
#[macro_export]
macro_rules! serde_via_wire {
    ($t:ty, $wire:ty) => {
        $crate::serde_via_wire!($t, $wire, <$t as ::core::convert::TryFrom<$wire>>::try_from);
    };
    ($t:ty, $wire:ty, $read:expr) => {
        impl $crate::notation_serde::__private::serde::Serialize for $t {
            fn serialize<S: $crate::notation_serde::__private::serde::Serializer>(
                &self,
                s: S,
            ) -> Result<S::Ok, S::Error> {
                $crate::notation_serde::__private::serde::Serialize::serialize(
                    &<$wire as ::core::convert::From<&$t>>::from(self),
                    s,
                )
            }
        }
        impl<'de> $crate::notation_serde::__private::serde::Deserialize<'de> for $t {
            fn deserialize<D: $crate::notation_serde::__private::serde::Deserializer<'de>>(
                d: D,
            ) -> Result<Self, D::Error> {
                let wire = <$wire as $crate::notation_serde::__private::serde::Deserialize<'de>>::deserialize(d)?;
                ($read)(wire).map_err(<D::Error as $crate::notation_serde::__private::serde::de::Error>::custom)
            }
        }
    };
}

/// Implements `schemars::JsonSchema` for a type `$t` that serializes
/// through a private wire type `$wire` (a struct or enum deriving
/// `JsonSchema`): the wire's schema under `$t`'s name, so a committed schema
/// names the public type. The calling crate depends on `schemars` (1.x),
/// usually behind its own feature:
///
/// ```text
/// #[cfg(feature = "schema")]
/// board_core::schema_via_wire!(State, StateWire);
/// ```
#[macro_export]
macro_rules! schema_via_wire {
    ($t:ident, $wire:ty) => {
        impl schemars::JsonSchema for $t {
            fn schema_name() -> $crate::notation_serde::__private::Cow<'static, str> {
                stringify!($t).into()
            }
            fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
                <$wire as schemars::JsonSchema>::json_schema(g)
            }
        }
    };
}

/// Serde through notation for one field: `#[serde(with =
/// "board_core::notation_serde::as_notation")]` on a field whose type is
/// `Display + FromStr` writes it as its notation string and reads it back
/// through `FromStr` (so through the engine's validation). This is how a
/// server that prefers compact strings keeps them while the types'
/// own serde form is the structured one.
///
/// ```
/// # #[cfg(feature = "serde")] {
/// #[derive(serde::Serialize, serde::Deserialize)]
/// struct Saved {
///     #[serde(with = "board_core::notation_serde::as_notation")]
///     square: board_core::grid::Coord,
/// }
/// let saved = Saved { square: "e5".parse().unwrap() };
/// assert_eq!(serde_json::to_string(&saved).unwrap(), r#"{"square":"e5"}"#);
/// assert!(serde_json::from_str::<Saved>(r#"{"square":"5e"}"#).is_err());
/// # }
/// ```
pub mod as_notation {
    use alloc::string::{String, ToString};
    use core::fmt::Display;
    use core::str::FromStr;

    use serde::{Deserialize, Deserializer, Serializer, de};

    /// Writes `value` as its `Display` text.
    ///
    /// # Errors
    /// Only the serializer's own errors.
    pub fn serialize<T: Display, S: Serializer>(value: &T, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&value.to_string())
    }

    /// Reads a string and parses it with `FromStr`; the parse error's text
    /// becomes the serde error.
    ///
    /// # Errors
    /// The deserializer's errors, or the parse error.
    pub fn deserialize<'de, T, D>(d: D) -> Result<T, D::Error>
    where
        T: FromStr,
        T::Err: Display,
        D: Deserializer<'de>,
    {
        let text = String::deserialize(d)?;
        text.parse().map_err(de::Error::custom)
    }
}

serde_via_notation!(crate::grid::Coord);
