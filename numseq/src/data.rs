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

use crate::layout::{Action, CardSpec, Cell, RulesetData};

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

/// The `numseq-default-v1` ruleset data.
pub static NUMSEQ_DEFAULT_V1: RulesetData = RulesetData {
    name: "numseq-default-v1",
    rows: 10,
    cols: 10,
    cells: &NUMSEQ_DEFAULT_V1_BOARD,
    cards: &NUMSEQ_DEFAULT_V1_DECK,
};

#[cfg(test)]
#[path = "tests/data.rs"]
mod tests;
