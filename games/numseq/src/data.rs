//! The shipped data tables.
//!
//! `numseq-default-v1` is **synthetic and provisional**: the published board
//! layout and equation list are not in any text we have, so the spec
//! (section 1) defines this stand-in:
//!
//! * Board 10 x 10, the four corners free, numbers 1-48 twice: the top half
//!   (row 0 between the corners, then rows 1-4) holds 1-48 in reading order,
//!   the bottom half (rows 5-8, then row 9 between the corners) holds 1-48
//!   again in reading order.
//! * Deck of 100: for each `n` in 1..=48 one addition card
//!   `ceil(n/2) + floor(n/2)` and one subtraction card `(n+d) - d` with
//!   `d = 1 + (n-1) mod 9`; plus 2 Plus and 2 Minus.
//!
//! The tables are literal data; a test re-derives them from these formulas.
//!
//! `classic` is classic Sequence (N-R3): the board is a copy of
//! `shared/data/classic-sequence-board.txt` (the printed Jax layout; a test
//! compares them), labels 1-48 are the 48 non-Jack cards
//! ([`CLASSIC_LABEL_NAMES`]), and the deck is two 52-card decks.

// The types of the tables: plain data, checked by
// `crate::layout::validate_data`.

/// One square of a board layout.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// A free corner: never holds a chip, counts for every side.
    Corner,
    /// A square showing this label (a number on the numseq board).
    Number(u8),
}

/// What playing a card does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Place a chip on an empty square showing this label (an equation card
    /// and its answer).
    Place(u8),
    /// Place a chip on any empty square that is not a free corner (Plus).
    Wild,
    /// Remove an unlocked chip of an opponent side (Minus).
    Remove,
}

/// One kind of card in a deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardSpec {
    /// The card's name (its notation), for example `7+5` or `PLUS`.
    pub name: &'static str,
    /// What the card does.
    pub action: Action,
    /// How many copies the deck holds.
    pub count: u8,
}

/// Who may play a ruleset with `players` players, and how (spec section 2;
/// N-R3 makes it data).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Seating {
    /// Number of players, 2 to [`crate::MAX_SEATS`].
    pub players: u8,
    /// Cards per hand, 1 to [`crate::MAX_HAND`].
    pub hand: u8,
    /// The side counts (chip colours) allowed, the default first; each 2 or
    /// 3, dividing `players` (teams are equal and seated alternately). Fewer
    /// sides than players means teams.
    pub sides: &'static [u8],
    /// SEQUENCEs a side needs to win when the count is keyed on players
    /// ([`crate::SequenceCount::ByPlayers`]), 1 to 3.
    pub sequences: u8,
}

/// A ruleset as plain data: board, deck and seating.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LayoutData {
    /// The preset's name, for example `numseq-default-v1`.
    pub name: &'static str,
    /// Board height.
    pub rows: u8,
    /// Board width.
    pub cols: u8,
    /// The cells in reading order (row 0 left to right, then row 1, ...).
    pub cells: &'static [Cell],
    /// The deck's card kinds.
    pub cards: &'static [CardSpec],
    /// The player counts allowed, with hand size, sides and SEQUENCEs needed.
    pub seatings: &'static [Seating],
    /// SEQUENCEs needed with 2 and with 3 sides when the count is keyed on
    /// sides ([`crate::SequenceCount::BySides`]), each 1 to 3.
    pub sequences_by_sides: [u8; 2],
    /// How [`crate::Config::new`] keys the SEQUENCE count for this ruleset.
    pub default_count: SequenceCount,
    /// Printed names of the board's labels (`names[n - 1]` for label `n`,
    /// 1-3 characters), or empty to print the numbers themselves.
    pub label_names: &'static [&'static str],
}

/// How many SEQUENCEs a side needs to win (decision D7). With the `serde`
/// feature: `"by_players"` or `"by_sides"` (the older `"ByPlayers"` and
/// `"BySides"` read too).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
pub enum SequenceCount {
    /// Keyed on the number of players, as the rules say: 1 with 2-3 players,
    /// 2 with 4-6 players (so 3 teams of 2 need 2); from the ruleset's
    /// seating table. The default of `numseq-default-v1`.
    #[default]
    #[cfg_attr(feature = "serde", serde(alias = "ByPlayers"))]
    ByPlayers,
    /// Keyed on the number of sides, as classic Sequence does: 2 with two
    /// sides, 1 with three sides (the ruleset's `sequences_by_sides`). The
    /// default of `classic`.
    #[cfg_attr(feature = "serde", serde(alias = "BySides"))]
    BySides,
}

const X: Cell = Cell::Corner;
const fn n(v: u8) -> Cell {
    Cell::Number(v)
}
const fn eq(name: &'static str, answer: u8) -> CardSpec {
    CardSpec {
        name,
        action: Action::Place(answer),
        count: 1,
    }
}

/// The default board, in reading order (row 0 is the top row).
#[rustfmt::skip]
pub static NUMSEQ_DEFAULT_V1_BOARD: [Cell; 100] = [
    X, n(1), n(2), n(3), n(4), n(5), n(6), n(7), n(8), X,
    n(9), n(10), n(11), n(12), n(13), n(14), n(15), n(16), n(17), n(18),
    n(19), n(20), n(21), n(22), n(23), n(24), n(25), n(26), n(27), n(28),
    n(29), n(30), n(31), n(32), n(33), n(34), n(35), n(36), n(37), n(38),
    n(39), n(40), n(41), n(42), n(43), n(44), n(45), n(46), n(47), n(48),
    n(1), n(2), n(3), n(4), n(5), n(6), n(7), n(8), n(9), n(10),
    n(11), n(12), n(13), n(14), n(15), n(16), n(17), n(18), n(19), n(20),
    n(21), n(22), n(23), n(24), n(25), n(26), n(27), n(28), n(29), n(30),
    n(31), n(32), n(33), n(34), n(35), n(36), n(37), n(38), n(39), n(40),
    X, n(41), n(42), n(43), n(44), n(45), n(46), n(47), n(48), X,
];

/// The default deck: 96 equation cards, then Plus and Minus.
#[rustfmt::skip]
pub static NUMSEQ_DEFAULT_V1_DECK: [CardSpec; 98] = [
    eq("1+0", 1),
    eq("2-1", 1),
    eq("1+1", 2),
    eq("4-2", 2),
    eq("2+1", 3),
    eq("6-3", 3),
    eq("2+2", 4),
    eq("8-4", 4),
    eq("3+2", 5),
    eq("10-5", 5),
    eq("3+3", 6),
    eq("12-6", 6),
    eq("4+3", 7),
    eq("14-7", 7),
    eq("4+4", 8),
    eq("16-8", 8),
    eq("5+4", 9),
    eq("18-9", 9),
    eq("5+5", 10),
    eq("11-1", 10),
    eq("6+5", 11),
    eq("13-2", 11),
    eq("6+6", 12),
    eq("15-3", 12),
    eq("7+6", 13),
    eq("17-4", 13),
    eq("7+7", 14),
    eq("19-5", 14),
    eq("8+7", 15),
    eq("21-6", 15),
    eq("8+8", 16),
    eq("23-7", 16),
    eq("9+8", 17),
    eq("25-8", 17),
    eq("9+9", 18),
    eq("27-9", 18),
    eq("10+9", 19),
    eq("20-1", 19),
    eq("10+10", 20),
    eq("22-2", 20),
    eq("11+10", 21),
    eq("24-3", 21),
    eq("11+11", 22),
    eq("26-4", 22),
    eq("12+11", 23),
    eq("28-5", 23),
    eq("12+12", 24),
    eq("30-6", 24),
    eq("13+12", 25),
    eq("32-7", 25),
    eq("13+13", 26),
    eq("34-8", 26),
    eq("14+13", 27),
    eq("36-9", 27),
    eq("14+14", 28),
    eq("29-1", 28),
    eq("15+14", 29),
    eq("31-2", 29),
    eq("15+15", 30),
    eq("33-3", 30),
    eq("16+15", 31),
    eq("35-4", 31),
    eq("16+16", 32),
    eq("37-5", 32),
    eq("17+16", 33),
    eq("39-6", 33),
    eq("17+17", 34),
    eq("41-7", 34),
    eq("18+17", 35),
    eq("43-8", 35),
    eq("18+18", 36),
    eq("45-9", 36),
    eq("19+18", 37),
    eq("38-1", 37),
    eq("19+19", 38),
    eq("40-2", 38),
    eq("20+19", 39),
    eq("42-3", 39),
    eq("20+20", 40),
    eq("44-4", 40),
    eq("21+20", 41),
    eq("46-5", 41),
    eq("21+21", 42),
    eq("48-6", 42),
    eq("22+21", 43),
    eq("50-7", 43),
    eq("22+22", 44),
    eq("52-8", 44),
    eq("23+22", 45),
    eq("54-9", 45),
    eq("23+23", 46),
    eq("47-1", 46),
    eq("24+23", 47),
    eq("49-2", 47),
    eq("24+24", 48),
    eq("51-3", 48),
    CardSpec { name: "PLUS", action: Action::Wild, count: 2 },
    CardSpec { name: "MINUS", action: Action::Remove, count: 2 },
];

/// The default seating (spec section 2): 2, 3, 4 or 6 players; up to 3
/// alone, 4 in 2 teams, 6 in 3 teams of 2 (default, N-R4) or 2 teams of 3. Hands
/// of 5 with 2-3 players, 4 with 4-6. SEQUENCEs needed keyed on players: 1
/// with 2-3 players, 2 with 4-6 (D7).
pub static NUMSEQ_DEFAULT_V1_SEATINGS: [Seating; 4] = [
    Seating {
        players: 2,
        hand: 5,
        sides: &[2],
        sequences: 1,
    },
    Seating {
        players: 3,
        hand: 5,
        sides: &[3],
        sequences: 1,
    },
    Seating {
        players: 4,
        hand: 4,
        sides: &[2],
        sequences: 2,
    },
    Seating {
        players: 6,
        hand: 4,
        sides: &[3, 2],
        sequences: 2,
    },
];

/// The `numseq-default-v1` ruleset data.
pub static NUMSEQ_DEFAULT_V1: LayoutData = LayoutData {
    name: "numseq-default-v1",
    rows: 10,
    cols: 10,
    cells: &NUMSEQ_DEFAULT_V1_BOARD,
    cards: &NUMSEQ_DEFAULT_V1_DECK,
    seatings: &NUMSEQ_DEFAULT_V1_SEATINGS,
    sequences_by_sides: [2, 1],
    default_count: SequenceCount::ByPlayers,
    label_names: &[],
};

/// The label of a classic card name `RS` (rank `A 2-9 T Q K`, suit
/// `S H D C`): suit-major, 1-48 in the order of
/// [`CLASSIC_LABEL_NAMES`]; 0 (no label) for a malformed name, which the
/// validator then reports.
const fn classic_label(name: &str) -> u8 {
    let b = name.as_bytes();
    if b.len() != 2 {
        return 0;
    }
    let rank = match b[0] {
        // ok: b.len() == 2 (checked above; const fn: no `get`)
        b'A' => 0,
        b'2'..=b'9' => b[0] - b'1', // ok: as above
        b'T' => 9,
        b'Q' => 10,
        b'K' => 11,
        _ => return 0,
    };
    let suit = match b[1] {
        // ok: as above
        b'S' => 0,
        b'H' => 1,
        b'D' => 2,
        b'C' => 3,
        _ => return 0,
    };
    suit * 12 + rank + 1
}
const fn c(name: &str) -> Cell {
    Cell::Number(classic_label(name))
}
const fn p(name: &'static str) -> CardSpec {
    CardSpec {
        name,
        action: Action::Place(classic_label(name)),
        count: 2,
    }
}

/// The printed names of the classic labels 1-48 (label `n` is entry `n - 1`).
#[rustfmt::skip]
pub static CLASSIC_LABEL_NAMES: [&str; 48] = [
    "AS",
    "2S",
    "3S",
    "4S",
    "5S",
    "6S",
    "7S",
    "8S",
    "9S",
    "TS",
    "QS",
    "KS",
    "AH",
    "2H",
    "3H",
    "4H",
    "5H",
    "6H",
    "7H",
    "8H",
    "9H",
    "TH",
    "QH",
    "KH",
    "AD",
    "2D",
    "3D",
    "4D",
    "5D",
    "6D",
    "7D",
    "8D",
    "9D",
    "TD",
    "QD",
    "KD",
    "AC",
    "2C",
    "3C",
    "4C",
    "5C",
    "6C",
    "7C",
    "8C",
    "9C",
    "TC",
    "QC",
    "KC",
];

/// The classic Sequence board (the printed Jax layout), in reading order:
/// a copy of `shared/data/classic-sequence-board.txt` (a test reads that
/// file and compares).
#[rustfmt::skip]
pub static CLASSIC_BOARD: [Cell; 100] = [
    X, c("2S"), c("3S"), c("4S"), c("5S"), c("6S"), c("7S"), c("8S"), c("9S"), X,
    c("6C"), c("5C"), c("4C"), c("3C"), c("2C"), c("AH"), c("KH"), c("QH"), c("TH"), c("TS"),
    c("7C"), c("AS"), c("2D"), c("3D"), c("4D"), c("5D"), c("6D"), c("7D"), c("9H"), c("QS"),
    c("8C"), c("KS"), c("6C"), c("5C"), c("4C"), c("3C"), c("2C"), c("8D"), c("8H"), c("KS"),
    c("9C"), c("QS"), c("7C"), c("6H"), c("5H"), c("4H"), c("AH"), c("9D"), c("7H"), c("AS"),
    c("TC"), c("TS"), c("8C"), c("7H"), c("2H"), c("3H"), c("KH"), c("TD"), c("6H"), c("2D"),
    c("QC"), c("9S"), c("9C"), c("8H"), c("9H"), c("TH"), c("QH"), c("QD"), c("5H"), c("3D"),
    c("KC"), c("8S"), c("TC"), c("QC"), c("KC"), c("AC"), c("AD"), c("KD"), c("4H"), c("4D"),
    c("AC"), c("7S"), c("6S"), c("5S"), c("4S"), c("3S"), c("2S"), c("2H"), c("3H"), c("5D"),
    X, c("AD"), c("KD"), c("QD"), c("TD"), c("9D"), c("8D"), c("7D"), c("6D"), X,
];

/// The classic deck: two 52-card decks. Every non-Jack card twice (it
/// places on either of its two squares); the 4 two-eyed Jacks (diamonds,
/// clubs, two each) place anywhere like Plus; the 4 one-eyed Jacks
/// (spades, hearts, two each) remove like Minus (N-R5). 104 cards.
#[rustfmt::skip]
pub static CLASSIC_DECK: [CardSpec; 52] = [
    p("AS"),
    p("2S"),
    p("3S"),
    p("4S"),
    p("5S"),
    p("6S"),
    p("7S"),
    p("8S"),
    p("9S"),
    p("TS"),
    p("QS"),
    p("KS"),
    p("AH"),
    p("2H"),
    p("3H"),
    p("4H"),
    p("5H"),
    p("6H"),
    p("7H"),
    p("8H"),
    p("9H"),
    p("TH"),
    p("QH"),
    p("KH"),
    p("AD"),
    p("2D"),
    p("3D"),
    p("4D"),
    p("5D"),
    p("6D"),
    p("7D"),
    p("8D"),
    p("9D"),
    p("TD"),
    p("QD"),
    p("KD"),
    p("AC"),
    p("2C"),
    p("3C"),
    p("4C"),
    p("5C"),
    p("6C"),
    p("7C"),
    p("8C"),
    p("9C"),
    p("TC"),
    p("QC"),
    p("KC"),
    CardSpec { name: "JD", action: Action::Wild, count: 2 },
    CardSpec { name: "JC", action: Action::Wild, count: 2 },
    CardSpec { name: "JS", action: Action::Remove, count: 2 },
    CardSpec { name: "JH", action: Action::Remove, count: 2 },
];

/// Classic seating (spec section 1, N-R3): 2-12 players, any count
/// divisible by 2 or 3 (5, 7 and 11 cannot form equal teams); up to 3 play
/// alone, more in 2 or 3 equal teams (the default listed first: 3 teams
/// where the count allows both, 6 and 12 players, N-R4). Hands: 2 players 7, 3-4 players 6, 6
/// players 5, 8-9 players 4, 10-12 players 3. SEQUENCEs needed follow the
/// sides (2 with two sides, 1 with three); the `sequences` column gives the
/// same for the default sides.
pub static CLASSIC_SEATINGS: [Seating; 8] = [
    Seating {
        players: 2,
        hand: 7,
        sides: &[2],
        sequences: 2,
    },
    Seating {
        players: 3,
        hand: 6,
        sides: &[3],
        sequences: 1,
    },
    Seating {
        players: 4,
        hand: 6,
        sides: &[2],
        sequences: 2,
    },
    Seating {
        players: 6,
        hand: 5,
        sides: &[3, 2],
        sequences: 1,
    },
    Seating {
        players: 8,
        hand: 4,
        sides: &[2],
        sequences: 2,
    },
    Seating {
        players: 9,
        hand: 4,
        sides: &[3],
        sequences: 1,
    },
    Seating {
        players: 10,
        hand: 3,
        sides: &[2],
        sequences: 2,
    },
    Seating {
        players: 12,
        hand: 3,
        sides: &[3, 2],
        sequences: 1,
    },
];

/// The `classic` ruleset data.
pub static CLASSIC: LayoutData = LayoutData {
    name: "classic",
    rows: 10,
    cols: 10,
    cells: &CLASSIC_BOARD,
    cards: &CLASSIC_DECK,
    seatings: &CLASSIC_SEATINGS,
    sequences_by_sides: [2, 1],
    default_count: SequenceCount::BySides,
    label_names: &CLASSIC_LABEL_NAMES,
};

#[cfg(test)]
#[path = "tests/data.rs"]
mod tests;
