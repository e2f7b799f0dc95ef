//! Reading JSON with errors a person can act on: where the
//! value went wrong as a JSON path (`players[1].pieces[3]`, found with
//! `serde_path_to_error`), and why, with every quoted piece of the input
//! cut to an excerpt of at most
//! [`board_core::notation::EXCERPT_CHARS`] characters.

use alloc::string::String;
use core::fmt::Write as _;

use board_core::notation::{EXCERPT_CHARS, excerpt};
use serde::de::DeserializeOwned;
use serde_path_to_error::Segment;

/// Why a JSON document or value was refused: the path to the value at
/// fault and the reason.
///
/// `Display`: `at <path>: <reason>`, the path written as
/// `players[1].pieces[3]` (`the top level` for the whole document).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("at {}: {reason}", if path.is_empty() { "the top level" } else { path.as_str() })]
pub struct JsonError {
    /// The JSON path of the value at fault, like `players[1].pieces[3]`;
    /// empty for the whole document. Object keys are cut to excerpts.
    pub path: String,
    /// What was wrong: what was expected and what was found, quoting at
    /// most an excerpt of the input.
    pub reason: String,
}

impl JsonError {
    fn new(path: &serde_path_to_error::Path, reason: &dyn core::fmt::Display) -> JsonError {
        let mut p = String::new();
        for segment in path.iter() {
            match segment {
                Segment::Seq { index } => {
                    let _ = write!(p, "[{index}]");
                }
                Segment::Map { key } | Segment::Enum { variant: key } => {
                    if !p.is_empty() {
                        p.push('.');
                    }
                    p.push_str(&excerpt(key));
                }
                Segment::Unknown => {
                    if !p.is_empty() {
                        p.push('.');
                    }
                    p.push('?');
                }
            }
        }
        JsonError {
            path: p,
            reason: short_quotes(&alloc::format!("{reason}")),
        }
    }
}

/// Reads a `T` from a JSON value.
///
/// # Errors
/// A [`JsonError`] naming the path and the reason.
pub fn from_value<T: DeserializeOwned>(value: &serde_json::Value) -> Result<T, JsonError> {
    serde_path_to_error::deserialize(value).map_err(|e| JsonError::new(e.path(), e.inner()))
}

/// Reads a `T` from a JSON text.
///
/// # Errors
/// A [`JsonError`] naming the path and the reason (a syntax error names
/// the line and column).
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, JsonError> {
    let mut de = serde_json::Deserializer::from_str(text);
    let value: T = serde_path_to_error::deserialize(&mut de).map_err(|e| JsonError::new(e.path(), e.inner()))?;
    de.end().map_err(|e| JsonError {
        path: String::new(),
        reason: short_quotes(&alloc::format!("{e}")),
    })?;
    Ok(value)
}

/// `message` with every piece quoted in `"..."` or `` `...` `` longer than
/// [`EXCERPT_CHARS`] characters cut to an [`excerpt`] (the deserializer
/// quotes a refused string or key whole), and internal serde wording made
/// plain.
fn short_quotes(message: &str) -> String {
    let mut out = String::new();
    let mut rest = message;
    while let Some(open) = rest.find(['"', '`']) {
        let (head, tail) = rest.split_at(open);
        out.push_str(head);
        let quote = tail.chars().next().unwrap_or('"');
        let body = tail.get(1..).unwrap_or("");
        // The closing quote: the next unescaped one.
        let mut end = None;
        let mut escaped = false;
        for (i, c) in body.char_indices() {
            if escaped {
                escaped = false;
            } else if c == '\\' && quote == '"' {
                escaped = true;
            } else if c == quote {
                end = Some(i);
                break;
            }
        }
        let (inner, after) = match end {
            Some(i) => (body.get(..i).unwrap_or(""), body.get(i + 1..).unwrap_or("")),
            None => (body, ""),
        };
        out.push(quote);
        if inner.chars().count() > EXCERPT_CHARS {
            out.push_str(&excerpt(inner));
        } else {
            out.push_str(inner);
        }
        if end.is_some() {
            out.push(quote);
        }
        rest = after;
    }
    out.push_str(rest);
    let mut out = out
        .replace("internally tagged enum ", "")
        .replace("adjacently tagged enum ", "")
        .replace("expected variant identifier", "expected a name in quotes");
    // Rust's number types in words, with the allowed range.
    for (ty, words) in [
        ("u8", "a whole number from 0 to 255"),
        ("u16", "a whole number from 0 to 65535"),
        ("u32", "a whole number from 0 to 4294967295"),
        ("u64", "a whole number from 0 to 18446744073709551615"),
        ("usize", "a whole number from 0"),
        ("i8", "a whole number from -128 to 127"),
        ("i16", "a whole number from -32768 to 32767"),
        ("i32", "a whole number from -2147483648 to 2147483647"),
        ("i64", "a whole number"),
    ] {
        let from = alloc::format!("expected {ty}");
        if out.ends_with(from.as_str()) || out.contains(&alloc::format!("{from} ")) {
            out = out.replace(from.as_str(), &alloc::format!("expected {words}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn f5_long_quotes_are_cut() {
        let long = "w".repeat(10_000);
        let m = short_quotes(&alloc::format!(
            "invalid type: string \"{long}\", expected u8; unknown field `{long}`"
        ));
        assert!(m.len() < 150, "{m}");
        assert!(m.starts_with("invalid type: string \"www"), "{m}");
        assert!(m.contains("...\", expected u8; unknown field `w"), "{m}");
        assert_eq!(short_quotes("a \"b\\\"c\" d"), "a \"b\\\"c\" d");
        assert_eq!(short_quotes("open \"end"), "open \"end");
    }

    #[test]
    fn f6_number_types_are_named_in_words_with_their_range() {
        let e = from_str::<u8>("-1").unwrap_err().to_string();
        assert!(e.contains("expected a whole number from 0 to 255"), "{e}");
        assert!(!e.contains("u8"), "{e}");
    }

    #[test]
    fn f6_errors_name_the_path() {
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct Player {
            pieces: alloc::vec::Vec<u8>,
        }
        #[derive(serde::Deserialize, Debug)]
        #[allow(dead_code)]
        struct Doc {
            players: alloc::vec::Vec<Player>,
        }
        let e = from_str::<Doc>(r#"{"players":[{"pieces":[]},{"pieces":[1,2,3,false]}]}"#).unwrap_err();
        assert_eq!(e.path, "players[1].pieces[3]");
        assert!(
            e.to_string()
                .starts_with("at players[1].pieces[3]: invalid type: boolean `false`"),
            "{e}"
        );
        let e = from_str::<Doc>("[").unwrap_err();
        assert_eq!(e.to_string().split(':').next(), Some("at the top level"));
    }
}
