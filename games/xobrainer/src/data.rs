//! Plain data tables: the default board layout and the default card deck,
//! both named `xobrainer-default-v0` and both **provisional** (spec §3, §7):
//! the real board's dots and the real card faces are not in the rulebook.
//! Load them through [`crate::Layout::from_table`] and
//! [`crate::Card::load_deck`], which validate.

/// Name of the default layout and deck.
pub const DEFAULT_NAME: &str = "xobrainer-default-v0";

/// Dots per square of the default 10 x 10 board, row by row from the top
/// (spec §3: rings from the edge inward 1, 1, 2, 2, 3; the knockout squares
/// carry 2 dots).
pub const DEFAULT_DOTS: [[u8; 10]; 10] = [
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 2, 2, 2, 2, 2, 2, 1, 1],
    [1, 1, 2, 2, 2, 2, 2, 2, 1, 1],
    [1, 1, 2, 2, 3, 3, 2, 2, 1, 1],
    [1, 1, 2, 2, 3, 3, 2, 2, 1, 1],
    [1, 1, 2, 2, 2, 2, 2, 2, 1, 1],
    [1, 1, 2, 2, 2, 2, 2, 2, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
    [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
];

/// The 4 knockout squares of the default board, `(row, col)` 0-based from
/// the top-left (c3, h3, c8, h8 in notation).
pub const DEFAULT_KNOCKOUT: [(u8, u8); 4] = [(2, 2), (2, 7), (7, 2), (7, 7)];

/// The 25 default Map/Mission cards. Each card is `[own, own, own, off]` as
/// `(row, col)`: three squares for the holder's main colour, then one for its
/// off colour, read the same way by both sides (X: 3 green X + 1 red X;
/// O: 3 red O + 1 green O). Generated once by a fixed-seed script with these
/// constraints: no own-colour mark on a knockout square, no four marks on one
/// line, all four marks inside a 6 x 6 box, no two cards alike.
pub const DEFAULT_DECK: [[(u8, u8); 4]; 25] = [
    [(4, 0), (6, 3), (2, 3), (5, 4)],
    [(2, 6), (5, 9), (2, 8), (2, 5)],
    [(2, 3), (3, 7), (0, 3), (4, 6)],
    [(6, 2), (6, 6), (5, 1), (6, 4)],
    [(8, 3), (4, 3), (7, 8), (8, 6)],
    [(5, 1), (2, 0), (5, 4), (6, 1)],
    [(8, 2), (5, 4), (9, 2), (7, 2)],
    [(1, 6), (1, 7), (5, 8), (4, 3)],
    [(8, 3), (5, 4), (5, 2), (5, 7)],
    [(9, 3), (9, 4), (8, 3), (9, 2)],
    [(8, 9), (4, 8), (4, 6), (9, 9)],
    [(4, 5), (7, 6), (2, 8), (6, 3)],
    [(6, 4), (3, 6), (1, 2), (1, 5)],
    [(2, 8), (4, 9), (3, 5), (5, 6)],
    [(4, 6), (0, 5), (4, 8), (5, 4)],
    [(0, 3), (1, 3), (1, 8), (2, 4)],
    [(4, 5), (7, 1), (5, 5), (2, 2)],
    [(4, 4), (7, 8), (3, 5), (2, 8)],
    [(0, 6), (3, 6), (2, 4), (4, 2)],
    [(1, 8), (5, 9), (4, 5), (3, 4)],
    [(3, 3), (1, 7), (1, 6), (6, 3)],
    [(7, 5), (7, 3), (9, 0), (5, 0)],
    [(3, 5), (3, 0), (5, 5), (5, 1)],
    [(2, 4), (5, 1), (3, 1), (4, 2)],
    [(7, 5), (7, 1), (4, 6), (2, 5)],
];
