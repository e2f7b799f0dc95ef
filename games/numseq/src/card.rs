//! Card identities: a card is named by a short text token (`7+5`, `12-3`,
//! `PLUS`, `MINUS`). What a card *does* is the ruleset's business
//! ([`crate::layout::Action`]), so the same type names the cards of any preset.

use core::fmt;
use core::str::FromStr;

/// The longest card name, in bytes.
pub const MAX_CARD_NAME: usize = 7;

/// A card's identity: its name, 1 to [`MAX_CARD_NAME`] characters from
/// `A-Z`, `0-9`, `+` and `-`. Two physical cards with the same name are the
/// same card for every rule (they are interchangeable), so a draw is named by
/// the card drawn and equal outcomes merge.
///
/// Parsing upper-cases letters (`plus` is `PLUS`). Whether a card exists is a
/// question for the ruleset: `99+1` is a well-formed card that the default
/// deck does not hold, and `apply` refuses it as
/// [`crate::MoveError::UnknownCard`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Card {
    len: u8,
    bytes: [u8; MAX_CARD_NAME],
}

/// Why text is not a card name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseCardError {
    /// The text was empty.
    #[error("empty card name")]
    Empty,
    /// The text was longer than [`MAX_CARD_NAME`] characters.
    #[error("card name longer than 7 characters")]
    TooLong,
    /// A character other than a letter, digit, `+` or `-`.
    #[error("card name may hold only letters, digits, + and -")]
    BadChar,
}

const fn card_byte(b: u8) -> Option<u8> {
    match b {
        b'A'..=b'Z' | b'0'..=b'9' | b'+' | b'-' => Some(b),
        b'a'..=b'z' => Some(b - 32),
        _ => None,
    }
}

impl Card {
    /// The Plus card of the numseq deck (place a chip on any empty square).
    pub const PLUS: Card = Card::from_static("PLUS");
    /// The Minus card of the numseq deck (remove an unlocked opponent chip).
    pub const MINUS: Card = Card::from_static("MINUS");

    /// The card named `name`.
    ///
    /// # Errors
    /// [`ParseCardError`] if `name` is not a well-formed card name.
    pub const fn new(name: &str) -> Result<Card, ParseCardError> {
        let b = name.as_bytes();
        if b.is_empty() {
            return Err(ParseCardError::Empty);
        }
        if b.len() > MAX_CARD_NAME {
            return Err(ParseCardError::TooLong);
        }
        let mut bytes = [0u8; MAX_CARD_NAME];
        let mut i = 0;
        while i < b.len() {
            let byte = b[i]; // ok: i < b.len() <= MAX_CARD_NAME, checked above (const fn: no `get`)
            match card_byte(byte) {
                Some(x) => bytes[i] = x, // ok: as above
                None => return Err(ParseCardError::BadChar),
            }
            i += 1;
        }
        Ok(Card {
            len: b.len() as u8,
            bytes,
        })
    }

    /// A card from a name known at compile time; a malformed name gives the
    /// card `?` that no ruleset holds (the data validator reports it).
    pub const fn from_static(name: &'static str) -> Card {
        match Card::new(name) {
            Ok(c) => c,
            Err(_) => Card {
                len: 1,
                bytes: [b'?', 0, 0, 0, 0, 0, 0],
            },
        }
    }

    /// The name as one word (length byte, then the name bytes), for the
    /// ruleset's card lookup table: equal cards give equal keys and distinct
    /// cards distinct keys.
    pub(crate) const fn key(&self) -> u64 {
        let mut key = self.len as u64;
        let mut i = 0;
        while i < MAX_CARD_NAME {
            key |= (self.bytes[i] as u64) << (8 * (i + 1)); // ok: i < MAX_CARD_NAME (loop bound)
            i += 1;
        }
        key
    }

    /// The addition card `a+b` (for example `Card::add(7, 5)` is `7+5`).
    pub fn add(a: u8, b: u8) -> Card {
        Card::equation(a, b'+', b)
    }

    /// The subtraction card `a-b` (for example `Card::sub(12, 3)` is `12-3`).
    pub fn sub(a: u8, b: u8) -> Card {
        Card::equation(a, b'-', b)
    }

    fn equation(a: u8, op: u8, b: u8) -> Card {
        let mut c = Card {
            len: 0,
            bytes: [0; MAX_CARD_NAME],
        };
        c.push_num(a);
        c.push(op);
        c.push_num(b);
        c
    }

    fn push(&mut self, b: u8) {
        if let Some(slot) = self.bytes.get_mut(self.len as usize) {
            *slot = b;
            self.len += 1;
        }
    }

    fn push_num(&mut self, n: u8) {
        if n >= 100 {
            self.push(b'0' + n / 100);
        }
        if n >= 10 {
            self.push(b'0' + (n / 10) % 10);
        }
        self.push(b'0' + n % 10);
    }

    /// The card's name.
    pub fn name(&self) -> &str {
        let b = self.bytes.get(..self.len as usize).unwrap_or(&[]);
        core::str::from_utf8(b).unwrap_or("?")
    }

    /// If the name is an equation `a+b` or `a-b` (decimal operands), its
    /// value; `None` for other names and for a negative or overflowing value.
    pub fn equation_value(&self) -> Option<u32> {
        let s = self.name();
        let pos = s.find(['+', '-'])?;
        let (a, rest) = s.split_at(pos);
        let op = rest.as_bytes().first().copied()?;
        let b = rest.get(1..)?;
        let digits = |t: &str| !t.is_empty() && t.len() <= 3 && t.bytes().all(|c| c.is_ascii_digit());
        if !digits(a) || !digits(b) {
            return None;
        }
        let a: u32 = a.parse().ok()?;
        let b: u32 = b.parse().ok()?;
        if op == b'+' { Some(a + b) } else { a.checked_sub(b) }
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Card({})", self.name())
    }
}

impl FromStr for Card {
    type Err = ParseCardError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Card::new(s)
    }
}

/// Whether `c` may appear in a card name (letters, digits, `+`, `-`).
pub(crate) fn is_card_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '+' || c == '-'
}

#[cfg(test)]
#[path = "tests/card.rs"]
mod tests;
