//! Reading notation: one syntax-error type and one scanner for every
//! engine's parsers, so that every refusal says where it stopped, what it
//! found and what it expected (`expected a square like e5 at column 1, found
//! "z0"`).
//!
//! Columns are 1-based and count characters (not bytes) from the start of
//! the text handed to the parser. Engines wrap [`SyntaxError`] in their own
//! `ParseMoveError` / `ParseStateError` enums beside their meaning errors
//! (a well-formed state that the rules cannot reach, for example).
//!
//! ```
//! use board_core::notation::Scanner;
//! let mut s = Scanner::new("r17+5");
//! assert!(s.eat_ignore_case("r"));
//! let square: u8 = s.number("a ring square number like 17")?;
//! s.expect('+', "'+' or '-'")?;
//! let err = Scanner::new("r07").number::<u8>("a number").unwrap_err();
//! assert_eq!(err.to_string(), "expected a number at column 1, found \"r07\"");
//! let err = { let mut t = Scanner::new("r07"); t.eat('r'); t.number::<u8>("a number without leading zeros").unwrap_err() };
//! assert_eq!(err.column, 2);
//! # assert_eq!(square, 17);
//! # Ok::<(), board_core::notation::SyntaxError>(())
//! ```

use alloc::string::String;
use core::fmt;
use core::str::FromStr;

/// The most characters of the input an error quotes: an
/// error on a 1 MB string stays a line long.
pub const EXCERPT_CHARS: usize = 40;

/// `text` cut for quoting in an error: unchanged when it has at most
/// [`EXCERPT_CHARS`] characters, else its first `EXCERPT_CHARS - 3`
/// characters followed by `...` (so at most `EXCERPT_CHARS` characters).
///
/// ```
/// use board_core::notation::{EXCERPT_CHARS, excerpt};
/// assert_eq!(excerpt("z0"), "z0");
/// let long = excerpt(&"x".repeat(1 << 20));
/// assert_eq!(long.chars().count(), EXCERPT_CHARS);
/// assert!(long.ends_with("xxx..."));
/// ```
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT_CHARS) {
        None => String::from(text),
        Some(_) => {
            let cut = text
                .char_indices()
                .nth(EXCERPT_CHARS - 3)
                .map_or(text.len(), |(i, _)| i);
            let mut s = String::from(text.get(..cut).unwrap_or(""));
            s.push_str("...");
            s
        }
    }
}

/// A syntax error: the text does not have the notation's form.
///
/// `Display`: `expected <expected> at column <column>, found "<found>"` (or
/// `found the end of the text`). `found` is an [`excerpt`] of at most
/// [`EXCERPT_CHARS`] characters.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct SyntaxError {
    /// 1-based character column where the offending token starts.
    pub column: usize,
    /// The offending token (up to the next space or separator), or empty at
    /// the end of the text; cut to an [`excerpt`] by [`SyntaxError::new`].
    pub found: String,
    /// The form that would have been accepted, for example
    /// `"a square like e5"`.
    pub expected: &'static str,
}

impl SyntaxError {
    /// A syntax error at `column` (1-based) on token `found` (kept as an
    /// [`excerpt`]).
    pub fn new(column: usize, found: &str, expected: &'static str) -> Self {
        SyntaxError {
            column,
            found: excerpt(found),
            expected,
        }
    }

    /// The same error, `offset` columns further right: for a parser that
    /// reads a sub-string starting at column `offset + 1` of the whole text.
    #[must_use]
    pub fn shifted(mut self, offset: usize) -> Self {
        self.column += offset;
        self
    }
}

impl fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "expected {} at column {}, ", self.expected, self.column)?;
        if self.found.is_empty() {
            f.write_str("found the end of the text")
        } else {
            write!(f, "found {:?}", self.found)
        }
    }
}

impl core::error::Error for SyntaxError {}

/// A token cut from the text, with the column it starts at.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Token<'a> {
    /// The token's text.
    pub text: &'a str,
    /// 1-based character column of its first character.
    pub column: usize,
}

impl<'a> Token<'a> {
    /// A syntax error naming this token.
    pub fn error(&self, expected: &'static str) -> SyntaxError {
        SyntaxError::new(self.column, self.text, expected)
    }
}

/// Whether `c` ends a token: a space or one of the separators `,;:/@()=`.
pub const fn is_separator(c: char) -> bool {
    matches!(
        c,
        ' ' | '\t' | '\n' | '\r' | ',' | ';' | ':' | '/' | '@' | '(' | ')' | '='
    )
}

/// A cursor over notation text that tracks its column.
///
/// Nothing here panics on any input: every method either consumes text and
/// returns it, or leaves the cursor where it was and returns an error or
/// `false`.
#[derive(Clone, Debug)]
pub struct Scanner<'a> {
    text: &'a str,
    pos: usize,
    column: usize,
}

impl<'a> Scanner<'a> {
    /// A scanner at the start of `text` (column 1).
    pub fn new(text: &'a str) -> Self {
        Scanner {
            text,
            pos: 0,
            column: 1,
        }
    }

    /// The 1-based column of the next character.
    pub fn column(&self) -> usize {
        self.column
    }

    /// The text not read yet.
    pub fn rest(&self) -> &'a str {
        self.text.get(self.pos..).unwrap_or("")
    }

    /// Whether all text has been read.
    pub fn is_done(&self) -> bool {
        self.rest().is_empty()
    }

    /// The next character, not consumed.
    pub fn peek(&self) -> Option<char> {
        self.rest().chars().next()
    }

    fn advance(&mut self, bytes: usize) {
        let taken = self.rest().get(..bytes).unwrap_or("");
        self.column += taken.chars().count();
        self.pos += taken.len();
    }

    /// Consumes and returns the next character.
    pub fn next_char(&mut self) -> Option<char> {
        let c = self.peek()?;
        self.advance(c.len_utf8());
        Some(c)
    }

    /// Consumes `c` if it comes next.
    pub fn eat(&mut self, c: char) -> bool {
        if self.peek() == Some(c) {
            self.advance(c.len_utf8());
            true
        } else {
            false
        }
    }

    /// Consumes `word` if the text continues with it, ignoring ASCII letter
    /// case.
    pub fn eat_ignore_case(&mut self, word: &str) -> bool {
        let rest = self.rest();
        match rest.get(..word.len()) {
            Some(head) if head.eq_ignore_ascii_case(word) => {
                self.advance(word.len());
                true
            }
            _ => false,
        }
    }

    /// Consumes `c`, or fails with `expected` at the current column.
    ///
    /// # Errors
    /// A [`SyntaxError`] on the next token when `c` does not come next.
    pub fn expect(&mut self, c: char, expected: &'static str) -> Result<(), SyntaxError> {
        if self.eat(c) { Ok(()) } else { Err(self.error(expected)) }
    }

    /// Consumes spaces and tabs (ASCII only).
    pub fn skip_spaces(&mut self) {
        let n = self.rest().len() - self.rest().trim_start_matches([' ', '\t']).len();
        self.advance(n);
    }

    /// Consumes the longest run of characters satisfying `f` (possibly empty).
    pub fn take_while(&mut self, f: impl Fn(char) -> bool) -> Token<'a> {
        let rest = self.rest();
        let len = rest.find(|c: char| !f(c)).unwrap_or(rest.len());
        let token = Token {
            text: rest.get(..len).unwrap_or(""),
            column: self.column,
        };
        self.advance(len);
        token
    }

    /// Consumes the next token: everything up to a space or a separator
    /// ([`is_separator`]). Empty at a separator or at the end.
    pub fn token(&mut self) -> Token<'a> {
        self.take_while(|c| !is_separator(c))
    }

    /// The next token, not consumed (empty at a separator or the end).
    pub fn peek_token(&self) -> Token<'a> {
        self.clone().token()
    }

    /// A syntax error at the current column, naming the next token (or the
    /// next character, at a separator).
    pub fn error(&self, expected: &'static str) -> SyntaxError {
        let token = self.peek_token();
        if token.text.is_empty() {
            let found = self.rest().chars().next().map(|c| &self.rest()[..c.len_utf8()]);
            SyntaxError::new(self.column, found.unwrap_or(""), expected)
        } else {
            token.error(expected)
        }
    }

    /// Reads a number in canonical form: ASCII digits only, no sign, no
    /// leading zero (except `0` itself), within `T`'s range.
    ///
    /// # Errors
    /// A [`SyntaxError`] naming `expected`; the cursor does not move.
    pub fn number<T: FromStr>(&mut self, expected: &'static str) -> Result<T, SyntaxError> {
        let mut probe = self.clone();
        let digits = probe.take_while(|c| c.is_ascii_digit());
        match canonical_number(digits.text) {
            Some(n) => {
                *self = probe;
                Ok(n)
            }
            None => Err(self.error(expected)),
        }
    }

    /// Fails unless all text has been read.
    ///
    /// # Errors
    /// A [`SyntaxError`] naming the trailing text and `expected` (what could
    /// have come instead, or `"the end of the text"`).
    pub fn end(&self, expected: &'static str) -> Result<(), SyntaxError> {
        if self.is_done() {
            Ok(())
        } else {
            Err(self.error(expected))
        }
    }
}

/// `text` as a number in canonical form: ASCII digits only, no sign, no
/// leading zero (except `0` itself), within `T`'s range; `None` otherwise.
pub fn canonical_number<T: FromStr>(text: &str) -> Option<T> {
    let canonical =
        !text.is_empty() && text.bytes().all(|b| b.is_ascii_digit()) && (text == "0" || !text.starts_with('0'));
    if canonical { text.parse().ok() } else { None }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    #[test]
    fn syntax_error_names_column_token_and_form() {
        let mut s = Scanner::new("roll x");
        assert!(s.eat_ignore_case("ROLL"));
        s.skip_spaces();
        let e = s.number::<u8>("a die face 1-6").unwrap_err();
        assert_eq!(e.to_string(), "expected a die face 1-6 at column 6, found \"x\"");
        assert_eq!(s.column(), 6, "a failed read does not move the cursor");
    }

    #[test]
    fn end_of_text_is_named() {
        let mut s = Scanner::new("e");
        s.next_char();
        let e = s.number::<u8>("a row number").unwrap_err();
        assert_eq!(
            e.to_string(),
            "expected a row number at column 2, found the end of the text"
        );
    }

    #[test]
    fn numbers_are_canonical() {
        assert_eq!(canonical_number::<u8>("0"), Some(0));
        assert_eq!(canonical_number::<u8>("17"), Some(17));
        for bad in ["", "01", "+1", "-1", "256", "1 ", "١"] {
            assert_eq!(canonical_number::<u8>(bad), None, "{bad:?}");
        }
    }

    #[test]
    fn columns_count_characters_not_bytes() {
        let mut s = Scanner::new("ée5");
        s.next_char();
        assert_eq!(s.column(), 2);
        assert_eq!(s.token(), Token { text: "e5", column: 2 });
        assert!(s.end("the end").is_ok());
    }

    #[test]
    fn separators_end_tokens() {
        let mut s = Scanner::new("map:X:7");
        assert_eq!(s.token().text, "map");
        assert!(s.eat(':'));
        assert_eq!(s.token(), Token { text: "X", column: 5 });
        let e = s.error("end");
        assert_eq!((e.column, e.found.as_str()), (6, ":"));
    }

    #[test]
    fn f5_a_long_token_is_quoted_as_an_excerpt() {
        let text = "x".repeat(1 << 20);
        let e = Scanner::new(&text).number::<u8>("a number").unwrap_err();
        assert_eq!(e.found.chars().count(), EXCERPT_CHARS);
        assert!(e.to_string().len() < 100, "{e}");
        assert_eq!(excerpt("é".repeat(41).as_str()).chars().count(), EXCERPT_CHARS);
        assert_eq!(excerpt(&"é".repeat(40)), "é".repeat(40));
    }

    #[test]
    fn shifted_moves_the_column() {
        assert_eq!(SyntaxError::new(2, "x", "y").shifted(3).column, 5);
    }
}
