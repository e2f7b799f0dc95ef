//! Game-string parameters: one table per game, one line per parameter.
//!
//! A parameter reads its value from text into a config field and shows the
//! field as text again. Each value type says what valid text looks like
//! ([`Value::EXPECTED`]), which every "bad value" error quotes. Each engine
//! declares its own table (`PARAMS`, in its `params.rs`) with [`field!`] and
//! [`choices!`]; the `tabletop` facade reads and writes game strings with it.
//! Each value type also says how a typed interface passes it ([`Kind`],
//! from [`Value::KIND`]), so a parameter's [`Param::kind`] comes with its
//! type.

use alloc::string::{String, ToString};
use alloc::vec::Vec;

/// A config value with a text form in game strings.
pub trait Value: Sized {
    /// What valid text looks like, e.g. `a whole number` or `one of: a, b`.
    const EXPECTED: &'static str;
    /// How a typed interface (OpenSpiel's game parameters) passes the
    /// value: [`Kind::Text`] unless the type says otherwise.
    const KIND: Kind = Kind::Text;
    /// The value of `text`, or `None` if it names none. `current` is the
    /// field's value before (a value may keep part of it, as XOBrainer's
    /// `variants` keeps the TimeBomb limit).
    fn read(text: &str, current: &Self) -> Option<Self>;
    /// The canonical text (what [`Value::read`] reads back), or `None`
    /// when this value has no text form (for example a custom board built
    /// in code); the game string then shows it as `custom`.
    fn show(&self) -> Option<String>;
}

/// How a typed interface (OpenSpiel's game parameters, which are ints,
/// strings or bools) passes a parameter's value: the game string's text
/// for [`Kind::Text`], a number for the others.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// A whole number (the text is its digits).
    Int,
    /// A whole number, or the word that stands for none (`none`, `auto`,
    /// `off`); a typed interface passes the word as 0.
    OptionalInt(&'static str),
    /// Any other text.
    Text,
}

/// One parameter of a game string.
///
/// Fields are public so the parameter list can be shown (`play --help`) and
/// checked; the read and show functions are for the facade (hidden).
pub struct Param<C> {
    /// The name in the game string, e.g. `players`.
    pub name: &'static str,
    /// What a valid value looks like.
    pub expected: &'static str,
    /// How a typed interface passes the value ([`Value::KIND`] of the
    /// field's type).
    pub kind: Kind,
    /// Other parameters that set the same field; giving both is an error.
    pub excludes: &'static [&'static str],
    /// Reads `text` into the config; `false` if the text is no value.
    #[doc(hidden)]
    pub set: fn(&mut C, &str) -> bool,
    /// The value's canonical text; `None` when another parameter shows it
    /// (as `players` and `colours` share ODULUDO's colour set).
    #[doc(hidden)]
    pub show: fn(&C) -> Option<Shown>,
}

/// What [`Param`]'s show function gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shown {
    /// The canonical text.
    Text(String),
    /// No text form: shown as `custom`.
    Custom,
}

impl Shown {
    /// From a [`Value::show`] result.
    pub fn of(text: Option<String>) -> Shown {
        match text {
            Some(t) => Shown::Text(t),
            None => Shown::Custom,
        }
    }
    /// The text written into a game string.
    pub fn as_str(&self) -> &str {
        match self {
            Shown::Text(t) => t,
            Shown::Custom => "custom",
        }
    }
}

/// A parameter for one config field of a [`Value`] type:
/// `field!("name", (field.path): Type)`.
#[doc(hidden)]
#[macro_export]
macro_rules! __params_field {
    ($name:literal, ($($f:tt)+) : $ty:ty) => {
        $crate::params::Param {
            name: $name,
            expected: <$ty as $crate::params::Value>::EXPECTED,
            kind: <$ty as $crate::params::Value>::KIND,
            excludes: &[],
            set: |c, text| match <$ty as $crate::params::Value>::read(text, &c.$($f)+) {
                Some(v) => {
                    c.$($f)+ = v;
                    true
                }
                None => false,
            },
            show: |c| Some($crate::params::Shown::of($crate::params::Value::show(&c.$($f)+))),
        }
    };
}
#[doc(inline)]
pub use crate::__params_field as field;

/// [`Value`] for an enum of unit variants, each with its kebab-case name
/// (case-insensitive when read).
#[doc(hidden)]
#[macro_export]
macro_rules! __params_choices {
    ($ty:ty { $v0:ident => $n0:literal $(, $v:ident => $n:literal)* $(,)? }) => {
        impl $crate::params::Value for $ty {
            const EXPECTED: &'static str = concat!("one of: ", $n0 $(, ", ", $n)*);
            fn read(text: &str, _: &Self) -> Option<Self> {
                if text.eq_ignore_ascii_case($n0) {
                    return Some(<$ty>::$v0);
                }
                $(if text.eq_ignore_ascii_case($n) {
                    return Some(<$ty>::$v);
                })*
                None
            }
            fn show(&self) -> Option<$crate::params::__String> {
                Some($crate::params::__String::from(match self {
                    <$ty>::$v0 => $n0,
                    $(<$ty>::$v => $n,)*
                }))
            }
        }
    };
}
#[doc(inline)]
pub use crate::__params_choices as choices;

#[doc(hidden)]
pub use alloc::string::String as __String;

macro_rules! whole_number {
    ($($t:ty),*) => {$(
        impl Value for $t {
            const EXPECTED: &'static str = concat!("a whole number (", stringify!($t), ")");
            const KIND: Kind = Kind::Int;
            fn read(text: &str, _: &Self) -> Option<Self> {
                if text.starts_with('+') {
                    return None;
                }
                text.parse().ok()
            }
            fn show(&self) -> Option<String> {
                Some(self.to_string())
            }
        }
    )*};
}
whole_number!(u8, u16, u32);

/// [`Value`] for `Option<Self>`: an optional config field whose type is
/// defined in an engine crate (Rust lets a crate implement [`Value`] for
/// its own types, not for `Option` of them). The items are [`Value`]'s, for
/// `Option<Self>`.
pub trait OptionalValue: Sized {
    /// What valid text looks like ([`Value::EXPECTED`]).
    const EXPECTED: &'static str;
    /// [`Value::KIND`] for `Option<Self>`: [`Kind::Text`] unless the type
    /// says otherwise (a number or a word for none is
    /// [`Kind::OptionalInt`] with that word).
    const KIND: Kind = Kind::Text;
    /// [`Value::read`] for `Option<Self>`.
    fn read(text: &str, current: &Option<Self>) -> Option<Option<Self>>;
    /// [`Value::show`] for `Option<Self>`.
    fn show(value: &Option<Self>) -> Option<String>;
}

impl<T: OptionalValue> Value for Option<T> {
    const EXPECTED: &'static str = T::EXPECTED;
    const KIND: Kind = T::KIND;
    fn read(text: &str, current: &Self) -> Option<Self> {
        T::read(text, current)
    }
    fn show(&self) -> Option<String> {
        T::show(self)
    }
}

/// [`Value`] for `Vec<Self>`: a list-valued config field whose item type is
/// defined in an engine crate (as [`OptionalValue`] for `Option`). The items
/// are [`Value`]'s, for `Vec<Self>`.
pub trait ListValue: Sized {
    /// What valid text looks like ([`Value::EXPECTED`]).
    const EXPECTED: &'static str;
    /// [`Value::KIND`] for `Vec<Self>`: [`Kind::Text`] unless the type
    /// says otherwise.
    const KIND: Kind = Kind::Text;
    /// [`Value::read`] for `Vec<Self>`.
    fn read(text: &str, current: &[Self]) -> Option<Vec<Self>>;
    /// [`Value::show`] for `Vec<Self>`.
    fn show(value: &[Self]) -> Option<String>;
}

impl<T: ListValue> Value for Vec<T> {
    const EXPECTED: &'static str = T::EXPECTED;
    const KIND: Kind = T::KIND;
    fn read(text: &str, current: &Self) -> Option<Self> {
        T::read(text, current)
    }
    fn show(&self) -> Option<String> {
        T::show(self)
    }
}

impl OptionalValue for u32 {
    const EXPECTED: &'static str = "none or a whole number (u32)";
    const KIND: Kind = Kind::OptionalInt("none");
    fn read(text: &str, _: &Option<Self>) -> Option<Option<Self>> {
        if text.eq_ignore_ascii_case("none") {
            Some(None)
        } else {
            <u32 as Value>::read(text, &0).map(Some)
        }
    }
    fn show(value: &Option<Self>) -> Option<String> {
        Some(match value {
            None => String::from("none"),
            Some(n) => n.to_string(),
        })
    }
}

impl OptionalValue for u8 {
    const EXPECTED: &'static str = "auto or a whole number (u8)";
    const KIND: Kind = Kind::OptionalInt("auto");
    fn read(text: &str, _: &Option<Self>) -> Option<Option<Self>> {
        if text.eq_ignore_ascii_case("auto") {
            Some(None)
        } else {
            <u8 as Value>::read(text, &0).map(Some)
        }
    }
    fn show(value: &Option<Self>) -> Option<String> {
        Some(match value {
            None => String::from("auto"),
            Some(n) => n.to_string(),
        })
    }
}
