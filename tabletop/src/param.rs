//! Game-string parameters: one table per game, one line per parameter.
//!
//! A parameter reads its value from text into a config field and shows the
//! field as text again. Each value type says what valid text looks like
//! ([`Value::EXPECTED`]), which every "bad value" error quotes.

use alloc::string::{String, ToString};

/// A config value with a text form in game strings.
pub(crate) trait Value: Sized {
    /// What valid text looks like, e.g. `a whole number` or `one of: a, b`.
    const EXPECTED: &'static str;
    /// The value of `text`, or `None` if it names none. `current` is the
    /// field's value before (a value may keep part of it, as XOBrainer's
    /// `variants` keeps the TimeBomb limit).
    fn read(text: &str, current: &Self) -> Option<Self>;
    /// The canonical text (what [`Value::read`] reads back), or `None`
    /// when this value has no text form (for example a custom board built
    /// in code); the game string then shows it as `custom`.
    fn show(&self) -> Option<String>;
}

/// One parameter of a game string.
///
/// Fields are public so the parameter list can be shown (`play --help`) and
/// checked; the read and show functions are private.
pub struct Param<C> {
    /// The name in the game string, e.g. `players`.
    pub name: &'static str,
    /// What a valid value looks like.
    pub expected: &'static str,
    /// Other parameters that set the same field; giving both is an error.
    pub excludes: &'static [&'static str],
    /// Reads `text` into the config; `false` if the text is no value.
    pub(crate) set: fn(&mut C, &str) -> bool,
    /// The value's canonical text; `None` when another parameter shows it
    /// (as `players` and `colours` share ODULUDO's colour set).
    pub(crate) show: fn(&C) -> Option<Shown>,
}

/// What [`Param`]'s show function gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Shown {
    /// The canonical text.
    Text(String),
    /// No text form: shown as `custom`.
    Custom,
}

impl Shown {
    /// From a [`Value::show`] result.
    pub(crate) fn of(text: Option<String>) -> Shown {
        match text {
            Some(t) => Shown::Text(t),
            None => Shown::Custom,
        }
    }
    /// The text written into a game string.
    pub(crate) fn as_str(&self) -> &str {
        match self {
            Shown::Text(t) => t,
            Shown::Custom => "custom",
        }
    }
}

/// A parameter for one config field of a [`Value`] type:
/// `field!("name", (field.path): Type)`.
macro_rules! field {
    ($name:literal, ($($f:tt)+) : $ty:ty) => {
        $crate::param::Param {
            name: $name,
            expected: <$ty as $crate::param::Value>::EXPECTED,
            excludes: &[],
            set: |c, text| match <$ty as $crate::param::Value>::read(text, &c.$($f)+) {
                Some(v) => {
                    c.$($f)+ = v;
                    true
                }
                None => false,
            },
            show: |c| Some($crate::param::Shown::of($crate::param::Value::show(&c.$($f)+))),
        }
    };
}
pub(crate) use field;

/// [`Value`] for an enum of unit variants, each with its kebab-case name
/// (case-insensitive when read).
macro_rules! choices {
    ($ty:ty { $v0:ident => $n0:literal $(, $v:ident => $n:literal)* $(,)? }) => {
        impl $crate::param::Value for $ty {
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
            fn show(&self) -> Option<alloc::string::String> {
                Some(alloc::string::String::from(match self {
                    <$ty>::$v0 => $n0,
                    $(<$ty>::$v => $n,)*
                }))
            }
        }
    };
}
pub(crate) use choices;

macro_rules! whole_number {
    ($($t:ty),*) => {$(
        impl Value for $t {
            const EXPECTED: &'static str = concat!("a whole number (", stringify!($t), ")");
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

impl Value for Option<u32> {
    const EXPECTED: &'static str = "none or a whole number (u32)";
    fn read(text: &str, _: &Self) -> Option<Self> {
        if text.eq_ignore_ascii_case("none") {
            Some(None)
        } else {
            <u32 as Value>::read(text, &0).map(Some)
        }
    }
    fn show(&self) -> Option<String> {
        Some(match self {
            None => String::from("none"),
            Some(n) => n.to_string(),
        })
    }
}

impl Value for Option<u8> {
    const EXPECTED: &'static str = "auto or a whole number (u8)";
    fn read(text: &str, _: &Self) -> Option<Self> {
        if text.eq_ignore_ascii_case("auto") {
            Some(None)
        } else {
            <u8 as Value>::read(text, &0).map(Some)
        }
    }
    fn show(&self) -> Option<String> {
        Some(match self {
            None => String::from("auto"),
            Some(n) => n.to_string(),
        })
    }
}
