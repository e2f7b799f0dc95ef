//! Board layouts, decks and rulesets as data, with a validating loader.
//!
//! A [`LayoutData`] is plain tables: the board's cells in reading order and
//! the deck's card kinds with their counts and actions. [`Layout::load`]
//! checks them ([`validate_data`]) and builds the lookup tables the engine
//! uses; the shipped presets are built at compile time by [`Layout::build`]
//! and validated by [`crate::Config::validate`] (and by this crate's tests).
//!
//! Nothing in the engine knows that cards are equations: a card's
//! [`Action`] says what it does. Classic Sequence ([`Preset::Classic`]) is
//! another [`LayoutData`] (a card board, cards like `7H` with
//! `Action::Place`, two-eyed Jacks `Action::Wild`, one-eyed Jacks
//! `Action::Remove`), with no change to the rules.
//!
//! A ruleset also says who may play (N-R3): its [`Seating`] table gives, per
//! player count, the hand size, the side counts allowed and the SEQUENCEs
//! needed. Any data that passes [`validate_data`] is playable:
//! [`Layout::load_leaked`] loads it and [`Preset::Custom`] puts it in a
//! [`crate::Config`].

use alloc::vec::Vec;
use core::fmt;
use core::str::FromStr;

use board_core::grid::{Bitboard, Coord, Grid};

use crate::card::Card;
use crate::data;
pub use crate::data::{Action, CardSpec, Cell, LayoutData, Seating};

/// Most seats at the table (classic Sequence takes 12).
pub const MAX_SEATS: usize = 12;
/// Most cards a hand holds.
pub const MAX_HAND: usize = 8;
/// Most distinct card kinds a deck may have.
pub const MAX_KINDS: usize = 128;

/// Lock choices with an action id per placement (N-R1): choice `j < LOCK_CHOICES`
/// (the encoding's id layout; kept here because the ruleset's id table sums it).
pub(crate) const LOCK_CHOICES: usize = 16;

/// Most squares a board may have (one [`Bitboard`]).
pub const MAX_SQUARES: usize = 128;
/// Slots of the card lookup table (open addressing, at most half full).
const CARD_SLOTS: usize = 2 * MAX_KINDS;

/// The home slot of a card key in the lookup table (Fibonacci hashing).
const fn card_slot(key: u64) -> usize {
    (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 56) as usize % CARD_SLOTS
}

/// One violated rule of a layout or deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum LayoutProblem {
    /// The board dimensions are zero or exceed 128 squares / 26 columns.
    #[error("board {rows}x{cols} has a bad size")]
    BadDimensions {
        /// Rows given.
        rows: u8,
        /// Columns given.
        cols: u8,
    },
    /// The cell table does not have `rows * cols` entries.
    #[error("board has {found} cells, expected {expected}")]
    CellCount {
        /// `rows * cols`.
        expected: usize,
        /// Entries given.
        found: usize,
    },
    /// A number does not appear exactly twice on the board.
    #[error("number {number} appears {count} times on the board, not twice")]
    NumberNotTwice {
        /// The number.
        number: u8,
        /// How often it appears.
        count: u8,
    },
    /// One of the board's four corners holds a number.
    #[error("corner square {square} holds a number")]
    CornerHoldsNumber {
        /// The corner square.
        square: Coord,
    },
    /// A free corner that is not one of the board's four corners.
    #[error("free corner at {square} is not a corner of the board")]
    FreeSquareOffCorner {
        /// The square.
        square: Coord,
    },
    /// Card kind `index` has a malformed name.
    #[error("card {index} has a malformed name")]
    BadCardName {
        /// Index into the deck table.
        index: usize,
    },
    /// Two card kinds share a name.
    #[error("card {card} is listed twice")]
    DuplicateCard {
        /// The name.
        card: Card,
    },
    /// A card kind has count zero.
    #[error("card {card} has count zero")]
    ZeroCount {
        /// The card.
        card: Card,
    },
    /// An equation card does not evaluate to the number it places on.
    #[error("equation {card} does not evaluate to {answer}")]
    EquationWrong {
        /// The card.
        card: Card,
        /// The answer the table gives it.
        answer: u8,
    },
    /// A card places on a number that is not on the board.
    #[error("answer {answer} of card {card} is not on the board")]
    AnswerNotOnBoard {
        /// The card.
        card: Card,
        /// Its answer.
        answer: u8,
    },
    /// More than [`MAX_KINDS`] card kinds, or more than 255 cards.
    #[error("deck has too many cards or kinds")]
    DeckTooLarge,
    /// The deck holds no card at all.
    #[error("deck is empty")]
    EmptyDeck,
    /// No player count is allowed.
    #[error("the seating table is empty")]
    NoSeatings,
    /// A seating row is out of range: players outside 2-12 or listed twice,
    /// a hand of 0 or more than 8 cards, no side count, a side count other
    /// than 2 or 3 or not dividing the players, SEQUENCEs needed outside 1-3.
    #[error("seating for {players} players is invalid")]
    BadSeating {
        /// The row's player count.
        players: u8,
    },
    /// The deck cannot deal every hand of a seating and leave a card to draw.
    #[error("deck of {cards} cards cannot deal {needed} cards and leave one to draw")]
    DeckTooSmall {
        /// Cards in the deck.
        cards: usize,
        /// Cards the deal needs.
        needed: usize,
    },
    /// SEQUENCEs needed by sides outside 1-3.
    #[error("SEQUENCEs needed by sides must be 1 to 3")]
    BadSequenceCount,
    /// A label on the board has no printed name, or a name is empty or
    /// longer than 3 characters.
    #[error("label {label} has no printable name")]
    LabelName {
        /// The label.
        label: u8,
    },
}

/// Every problem found in a layout or deck.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutError {
    /// The problems, in table order.
    pub problems: Vec<LayoutProblem>,
}

impl fmt::Display for LayoutError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("invalid ruleset data: ")?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            write!(f, "{p}")?;
        }
        Ok(())
    }
}

impl core::error::Error for LayoutError {}

/// Checks ruleset data: board size and cell count, every number exactly
/// twice, corners hold no number (and free squares are only corners), card
/// names well-formed and unique, counts positive, every equation evaluates to
/// its answer, every answer on the board, at most [`MAX_KINDS`] kinds and 255
/// cards.
///
/// # Errors
/// A [`LayoutError`] listing every problem found.
pub fn validate_data(data: &LayoutData) -> Result<(), LayoutError> {
    let mut problems = Vec::new();
    let grid = Grid::new(data.rows, data.cols).ok();
    if grid.is_none() {
        problems.push(LayoutProblem::BadDimensions {
            rows: data.rows,
            cols: data.cols,
        });
    }
    let expected = data.rows as usize * data.cols as usize;
    if data.cells.len() != expected {
        problems.push(LayoutProblem::CellCount {
            expected,
            found: data.cells.len(),
        });
    }
    let mut counts = [0u8; 256];
    if let Some(grid) = grid.filter(|_| data.cells.len() == expected) {
        let (lr, lc) = (data.rows - 1, data.cols - 1);
        for (i, cell) in data.cells.iter().enumerate() {
            let Some(square) = grid.coord(i) else { continue };
            let at_corner = (square.row == 0 || square.row == lr) && (square.col == 0 || square.col == lc);
            match cell {
                Cell::Corner if !at_corner => problems.push(LayoutProblem::FreeSquareOffCorner { square }),
                Cell::Number(_) if at_corner => problems.push(LayoutProblem::CornerHoldsNumber { square }),
                _ => {}
            }
            if let Cell::Number(n) = cell
                && let Some(c) = counts.get_mut(*n as usize)
            {
                *c = c.saturating_add(1);
            }
        }
        for (n, &c) in counts.iter().enumerate() {
            if c != 0 && c != 2 {
                problems.push(LayoutProblem::NumberNotTwice {
                    number: n as u8,
                    count: c,
                });
            }
        }
    }
    let total: usize = data.cards.iter().map(|c| c.count as usize).sum();
    if data.cards.len() > MAX_KINDS || total > 255 {
        problems.push(LayoutProblem::DeckTooLarge);
    }
    if total == 0 {
        problems.push(LayoutProblem::EmptyDeck);
    }
    let mut seen: Vec<Card> = Vec::new();
    for (index, spec) in data.cards.iter().enumerate() {
        let Ok(card) = Card::new(spec.name) else {
            problems.push(LayoutProblem::BadCardName { index });
            continue;
        };
        if seen.contains(&card) {
            problems.push(LayoutProblem::DuplicateCard { card });
        }
        seen.push(card);
        if spec.count == 0 {
            problems.push(LayoutProblem::ZeroCount { card });
        }
        if let Action::Place(answer) = spec.action {
            if let Some(v) = card.equation_value()
                && v != answer as u32
            {
                problems.push(LayoutProblem::EquationWrong { card, answer });
            } else if card.name().contains(['+', '-']) && card.equation_value().is_none() {
                problems.push(LayoutProblem::EquationWrong { card, answer });
            }
            if counts.get(answer as usize).copied().unwrap_or(0) == 0 {
                problems.push(LayoutProblem::AnswerNotOnBoard { card, answer });
            }
        }
    }
    if data.seatings.is_empty() {
        problems.push(LayoutProblem::NoSeatings);
    }
    for (i, seat) in data.seatings.iter().enumerate() {
        let p = seat.players;
        let ok = (2..=MAX_SEATS as u8).contains(&p)
            && (1..=MAX_HAND as u8).contains(&seat.hand)
            && !seat.sides.is_empty()
            && seat.sides.iter().all(|&s| (2..=3).contains(&s) && p.is_multiple_of(s))
            && (1..=3).contains(&seat.sequences)
            && !data.seatings.iter().take(i).any(|q| q.players == p);
        if !ok {
            problems.push(LayoutProblem::BadSeating { players: p });
        }
        let needed = p as usize * seat.hand as usize;
        if total <= needed {
            problems.push(LayoutProblem::DeckTooSmall { cards: total, needed });
        }
    }
    if !data.sequences_by_sides.iter().all(|n| (1..=3).contains(n)) {
        problems.push(LayoutProblem::BadSequenceCount);
    }
    if !data.label_names.is_empty() {
        for (n, &c) in counts.iter().enumerate() {
            let name = n.checked_sub(1).and_then(|i| data.label_names.get(i));
            if c > 0 && !name.is_some_and(|t| (1..=3).contains(&t.len()) && t.is_ascii()) {
                problems.push(LayoutProblem::LabelName { label: n as u8 });
            }
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(LayoutError { problems })
    }
}

/// A loaded ruleset: the data plus the lookup tables the engine uses.
/// Two rulesets are equal when their data are; `Debug` and `Hash` use the
/// name only (the tables are derived from the data).
#[derive(Clone)]
pub struct Layout {
    data: &'static LayoutData,
    grid: Grid,
    corners: Bitboard,
    labels: [u8; MAX_SQUARES],
    /// The coordinate of each square index (no division per lookup).
    coords: [Coord; MAX_SQUARES],
    label_mask: [Bitboard; 256],
    windows: [[Bitboard; 4]; MAX_SQUARES],
    /// Per square and axis: the starts of the windows through the square,
    /// in reading order of their first square, and how many there are.
    through: [[([u8; 5], u8); 4]; MAX_SQUARES],
    /// Per square and axis: its (up to) two neighbours along the axis. Every
    /// window through the square holds one of them.
    near: [[Bitboard; 4]; MAX_SQUARES],
    /// Per square: its (up to) 8 neighbours, the union of `near` over the
    /// axes. Every window through the square holds one of them.
    around: [Bitboard; MAX_SQUARES],
    /// Card lookup: kind + 1 at a card's slot (0 = empty), linear probing.
    card_slots: [u8; CARD_SLOTS],
    cards: [Card; MAX_KINDS],
    actions: [Action; MAX_KINDS],
    counts: [u8; MAX_KINDS],
    n_kinds: u8,
    deck_size: u8,
    /// The first play id of each kind and, at `kinds()`, the number of play
    /// ids (the sums of the encoding's kind widths, kept so an id costs no
    /// walk over the kinds).
    kind_bases: [u32; MAX_KINDS + 1],
    /// The first card of each kind in deck order (the deck's cards laid out
    /// kind by kind) and, at `kinds()`, the deck size: kind `k`'s cards are
    /// `card_starts[k]..card_starts[k + 1]`.
    card_starts: [u8; MAX_KINDS + 1],
    /// Per axis: the index step to the next square along it (1, `cols`,
    /// `cols + 1`, `cols - 1`) and the squares with a neighbour on both sides along it, or 0 and no
    /// squares where the step is out of a bitboard's range; for
    /// `State::choice_squares_in`' shifts.
    pair_steps: [(u32, Bitboard); 4],
    /// Per square and axis: the squares 2 and 3 steps away.
    far: [[[Bitboard; 4]; MAX_SQUARES]; 2],
    /// Whether some card removes chips (a full board can still change).
    has_remove: bool,
}

impl PartialEq for Layout {
    fn eq(&self, other: &Self) -> bool {
        core::ptr::eq(self, other) || self.data == other.data
    }
}
impl Eq for Layout {}
impl core::hash::Hash for Layout {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.data.name.hash(state);
    }
}
impl fmt::Debug for Layout {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Layout({})", self.data.name)
    }
}

impl Layout {
    /// Validates `data` and builds the ruleset.
    ///
    /// # Errors
    /// A [`LayoutError`] listing every problem ([`validate_data`]).
    pub fn load(data: &'static LayoutData) -> Result<Layout, LayoutError> {
        validate_data(data)?;
        Ok(Layout::build(data))
    }

    /// [`Layout::load`], kept for the rest of the program (the tables are
    /// leaked, about 20 KB: load each ruleset once), ready for
    /// [`Preset::Custom`] (N-R3).
    ///
    /// # Errors
    /// A [`LayoutError`] listing every problem ([`validate_data`]).
    pub fn load_leaked(data: &'static LayoutData) -> Result<&'static Layout, LayoutError> {
        Layout::load(data).map(|r| &*alloc::boxed::Box::leak(alloc::boxed::Box::new(r)))
    }

    /// Builds the tables without validating (for compile-time presets whose
    /// data the tests validate). Out-of-range entries are skipped, so the
    /// result is always memory-safe, but only validated data gives a ruleset
    /// the engine's rules are promised for.
    pub const fn build(data: &'static LayoutData) -> Layout {
        let grid = match Grid::new(data.rows, data.cols) {
            Ok(g) => g,
            Err(_) => match Grid::new(1, 1) {
                Ok(g) => g,
                Err(_) => panic!("1x1 grid"), // ok: const evaluation of a constant
            },
        };
        let mut corners = Bitboard::EMPTY;
        let mut labels = [0u8; MAX_SQUARES];
        let mut label_mask = [Bitboard::EMPTY; 256];
        let mut i = 0;
        while i < data.cells.len() && i < grid.len() && i < MAX_SQUARES {
            let cell = data.cells[i]; // ok: i < data.cells.len() (loop bound)
            match cell {
                Cell::Corner => corners.set_index(i),
                Cell::Number(n) => {
                    labels[i] = n; // ok: i < MAX_SQUARES
                    label_mask[n as usize].set_index(i); // ok: 256 entries, n is a u8
                }
            }
            i += 1;
        }
        let mut windows = [[Bitboard::EMPTY; 4]; MAX_SQUARES];
        let mut sq = 0;
        while sq < grid.len() && sq < MAX_SQUARES {
            let mut a = 0;
            while a < 4 {
                let (dr, dc): (i16, i16) = match a {
                    0 => (0, 1),
                    1 => (1, 0),
                    2 => (1, 1),
                    _ => (-1, 1),
                };
                let start = match grid.coord(sq) {
                    Some(c) => c,
                    None => Coord { row: 0, col: 0 },
                };
                let mut mask = Bitboard::EMPTY;
                let mut step = 0;
                let mut fits = true;
                while step < 5 {
                    match grid.offset(start, dr * step, dc * step) {
                        Some(c) => match grid.index(c) {
                            Some(i) => mask.set_index(i),
                            None => fits = false,
                        },
                        None => fits = false,
                    }
                    step += 1;
                }
                if fits {
                    windows[sq][a] = mask; // ok: sq < MAX_SQUARES, a < 4
                }
                a += 1;
            }
            sq += 1;
        }
        let through = through_table(&grid, &windows);
        let near = near_table(&grid);
        let mut around = [Bitboard::EMPTY; MAX_SQUARES];
        let mut i = 0;
        while i < MAX_SQUARES {
            let [a, b, c, d] = near[i]; // ok: i < MAX_SQUARES (loop bound)
            around[i] = Bitboard(a.0 | b.0 | c.0 | d.0); // ok: as above
            i += 1;
        }
        let mut coords = [Coord { row: 0, col: 0 }; MAX_SQUARES];
        let mut i = 0;
        while i < grid.len() && i < MAX_SQUARES {
            if let Some(c) = grid.coord(i) {
                coords[i] = c; // ok: i < MAX_SQUARES (loop bound)
            }
            i += 1;
        }
        let mut cards = [Card::PLUS; MAX_KINDS];
        let mut actions = [Action::Wild; MAX_KINDS];
        let mut counts = [0u8; MAX_KINDS];
        let mut k = 0;
        let mut deck_size: u32 = 0;
        while k < data.cards.len() && k < MAX_KINDS {
            // ok: k < data.cards.len() and k < MAX_KINDS (loop bounds)
            cards[k] = Card::from_static(data.cards[k].name); // ok: loop bounds
            actions[k] = data.cards[k].action; // ok: loop bounds
            counts[k] = data.cards[k].count; // ok: loop bounds
            deck_size += data.cards[k].count as u32; // ok: loop bounds
            k += 1;
        }
        // At most MAX_KINDS entries in 2 * MAX_KINDS slots: a free slot always
        // exists. A repeated name keeps its first kind, as a scan would.
        let mut card_slots = [0u8; CARD_SLOTS];
        let mut kind = 0;
        while kind < k {
            let mut slot = card_slot(cards[kind].key()); // ok: kind < k <= MAX_KINDS
            while card_slots[slot] != 0 {
                // ok: slot < CARD_SLOTS (card_slot's range, then wrapped)
                slot = (slot + 1) % CARD_SLOTS;
            }
            card_slots[slot] = (kind + 1) as u8; // ok: slot < CARD_SLOTS; kind < 128
            kind += 1;
        }
        let mut inner = [Bitboard::EMPTY; 4];
        let mut has_remove = false;
        let mut k2 = 0;
        while k2 < k {
            if let Action::Remove = actions[k2] {
                // ok: k2 < k <= MAX_KINDS (loop bound)
                has_remove = true;
            }
            k2 += 1;
        }
        let mut s = 0;
        while s < grid.len() && s < MAX_SQUARES {
            let mut a = 0;
            while a < 4 {
                if near[s][a].0.count_ones() == 2 {
                    // ok: s < MAX_SQUARES, a < 4
                    inner[a].set_index(s); // ok: a < 4
                }
                a += 1;
            }
            s += 1;
        }
        let far = [near_table_at(&grid, 2), near_table_at(&grid, 3)];
        let cols = grid.cols() as u32;
        let steps = [1, cols, cols + 1, cols.saturating_sub(1)];
        let mut pair_steps = [(0u32, Bitboard::EMPTY); 4];
        let mut ps = 0;
        while ps < 4 {
            let d = steps[ps]; // ok: ps < 4
            if d != 0 && d < 128 {
                pair_steps[ps] = (d, inner[ps]); // ok: ps < 4
            }
            ps += 1;
        }
        // = encoding::kind_width summed: slots times the lock choices.
        let locks = LOCK_CHOICES as u32;
        let mut kind_bases = [0u32; MAX_KINDS + 1];
        let mut kb = 0;
        while kb < k {
            // ok: kb < k <= MAX_KINDS (loop bound); label < 256
            let width = match actions[kb] {
                Action::Place(label) => label_mask[label as usize].0.count_ones() * locks,
                Action::Wild => grid.len() as u32 * locks,
                Action::Remove => grid.len() as u32,
            };
            kind_bases[kb + 1] = kind_bases[kb] + width; // ok: kb + 1 <= MAX_KINDS
            kb += 1;
        }
        let mut card_starts = [0u8; MAX_KINDS + 1];
        let mut cs = 0;
        let mut at: u32 = 0;
        while cs < k {
            at += counts[cs] as u32; // ok: cs < k <= MAX_KINDS (loop bound)
            card_starts[cs + 1] = if at > 255 { 255 } else { at as u8 }; // ok: cs + 1 <= MAX_KINDS
            cs += 1;
        }
        Layout {
            kind_bases,
            card_starts,
            far,
            pair_steps,
            has_remove,
            data,
            grid,
            corners,
            labels,
            coords,
            label_mask,
            windows,
            through,
            near,
            around,
            card_slots,
            cards,
            actions,
            counts,
            n_kinds: k as u8,
            deck_size: if deck_size > 255 { 255 } else { deck_size as u8 },
        }
    }

    /// The data this ruleset was built from.
    pub fn data(&self) -> &'static LayoutData {
        self.data
    }
    /// The preset's name.
    pub fn name(&self) -> &'static str {
        self.data.name
    }
    /// The board's geometry.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }
    /// The free corners.
    pub fn corners(&self) -> Bitboard {
        self.corners
    }
    /// Every square that may hold a chip (all but the free corners).
    pub fn playable(&self) -> Bitboard {
        Bitboard(self.grid.full().0 & !self.corners.0)
    }
    /// The coordinate of square index `i`, as [`Grid::coord`] gives it, from
    /// a table.
    pub fn coord(&self, i: usize) -> Option<Coord> {
        if i < self.grid.len() {
            self.coords.get(i).copied()
        } else {
            None
        }
    }
    /// The number shown on the square with this index (`None` for a corner or
    /// off the board).
    pub fn number_at(&self, index: usize) -> Option<u8> {
        match self.labels.get(index) {
            Some(&n) if index < self.grid.len() && !self.corners.has_index(index) => Some(n),
            _ => None,
        }
    }
    /// The squares showing number `n`.
    pub fn squares_of(&self, n: u8) -> Bitboard {
        self.label_mask.get(n as usize).copied().unwrap_or(Bitboard::EMPTY)
    }
    /// The 5 squares starting at square index `start` and running along
    /// `axis`'s forward direction ([`board_core::grid::Axis::forward`]), if
    /// they fit on the board.
    pub fn window_mask(&self, start: usize, axis: board_core::grid::Axis) -> Option<Bitboard> {
        let a = match axis {
            board_core::grid::Axis::Horizontal => 0,
            board_core::grid::Axis::Vertical => 1,
            board_core::grid::Axis::Diagonal => 2,
            board_core::grid::Axis::AntiDiagonal => 3,
        };
        let m = self.windows.get(start)?.get(a).copied()?;
        (!m.is_empty()).then_some(m)
    }

    /// The windows through square index `s` along axis number `axis` (the
    /// order of [`board_core::grid::Axis::ALL`]): their start squares, in
    /// reading order of their first square.
    pub(crate) fn windows_through(&self, s: usize, axis: usize) -> &[u8] {
        match self.through.get(s).and_then(|t| t.get(axis)) {
            Some((starts, n)) => starts.get(..*n as usize).unwrap_or(&[]),
            None => &[],
        }
    }
    /// The neighbours of square index `s` along axis number `axis` (one or
    /// two squares): every window through `s` holds one of them.
    pub(crate) fn near(&self, s: usize, axis: usize) -> Bitboard {
        self.near
            .get(s)
            .and_then(|w| w.get(axis))
            .copied()
            .unwrap_or(Bitboard::EMPTY)
    }
    /// The (up to) 8 neighbours of square index `s`: every window through
    /// `s` holds one of them.
    pub(crate) fn around(&self, s: usize) -> Bitboard {
        self.around.get(s).copied().unwrap_or(Bitboard::EMPTY)
    }
    /// The window starting at square index `start` along axis number `axis`
    /// (empty if it does not fit), without the `Option` of
    /// [`Layout::window_mask`].
    pub(crate) fn window(&self, start: usize, axis: usize) -> Bitboard {
        self.windows
            .get(start)
            .and_then(|w| w.get(axis))
            .copied()
            .unwrap_or(Bitboard::EMPTY)
    }

    /// The squares 2 steps away from square index `s` along axis number
    /// `axis`, either way: every 5-window through `s` holds one of them.
    pub(crate) fn far2(&self, s: usize, axis: usize) -> Bitboard {
        let [far2, _] = &self.far;
        far2.get(s)
            .and_then(|x| x.get(axis))
            .copied()
            .unwrap_or(Bitboard::EMPTY)
    }
    /// The squares 3 steps away from square index `s` along axis number
    /// `axis`, either way.
    pub(crate) fn far3(&self, s: usize, axis: usize) -> Bitboard {
        let [_, far3] = &self.far;
        far3.get(s)
            .and_then(|x| x.get(axis))
            .copied()
            .unwrap_or(Bitboard::EMPTY)
    }
    /// Per axis: the index step along it and the squares with a neighbour
    /// on both sides (0 and none where the step does not fit a bitboard).
    pub(crate) fn pair_steps(&self) -> &[(u32, Bitboard); 4] {
        &self.pair_steps
    }
    /// Whether some card of the deck removes chips.
    pub fn has_remove(&self) -> bool {
        self.has_remove
    }
    /// The seating row for `players` players, if the ruleset allows them.
    pub fn seating(&self, players: u8) -> Option<&'static Seating> {
        self.data.seatings.iter().find(|s| s.players == players)
    }
    /// The printed name of the label on square index `i`: its entry in
    /// [`LayoutData::label_names`], or `None` to print the number.
    pub fn label_name(&self, i: usize) -> Option<&'static str> {
        let n = self.number_at(i)? as usize;
        self.data.label_names.get(n.checked_sub(1)?).copied()
    }

    /// Number of distinct card kinds.
    pub fn kinds(&self) -> usize {
        self.n_kinds as usize
    }
    /// Total cards in the deck.
    pub fn deck_size(&self) -> usize {
        self.deck_size as usize
    }
    /// The cards of every kind, in kind order.
    pub(crate) fn cards(&self) -> &[Card] {
        self.cards.get(..self.kinds()).unwrap_or(&[])
    }
    /// The card of kind `k`.
    pub fn card(&self, k: usize) -> Option<Card> {
        (k < self.kinds()).then(|| self.cards.get(k).copied()).flatten()
    }
    /// The first play id of kind `k` (`k <= kinds()`; at `kinds()` the
    /// number of play ids), as the encoding's table sums the kind widths.
    pub(crate) fn kind_base(&self, k: usize) -> usize {
        self.kind_bases.get(k.min(self.kinds())).map_or(0, |&b| b as usize)
    }
    /// The deck-order positions of kind `k`'s cards (empty past the kinds).
    pub(crate) fn cards_of(&self, k: usize) -> core::ops::Range<usize> {
        let at = |i: usize| self.card_starts.get(i).map_or(0, |&s| s as usize);
        if k < self.kinds() { at(k)..at(k + 1) } else { 0..0 }
    }
    /// What kind `k` does.
    pub fn action(&self, k: usize) -> Option<Action> {
        (k < self.kinds()).then(|| self.actions.get(k).copied()).flatten()
    }
    /// How many copies of kind `k` the deck holds.
    pub fn count(&self, k: usize) -> u8 {
        if k < self.kinds() {
            self.counts.get(k).copied().unwrap_or(0)
        } else {
            0
        }
    }
    /// The kind index of `card`, if the deck holds it.
    pub fn kind_of(&self, card: Card) -> Option<usize> {
        // Cards compare by their keys: one word holding the length and the
        // [`MAX_CARD_NAME`](crate::card::MAX_CARD_NAME) name bytes, so equal
        // keys, equal cards.
        let key = card.key();
        let mut slot = card_slot(key);
        for _ in 0..CARD_SLOTS {
            let k = (*self.card_slots.get(slot)? as usize).checked_sub(1)?;
            if self.cards.get(k).map(|c| c.key()) == Some(key) {
                return Some(k);
            }
            slot = (slot + 1) % CARD_SLOTS;
        }
        None
    }
}

/// For each square and axis, the neighbours of the square along the axis
/// that are on the board.
const fn near_table(grid: &Grid) -> [[Bitboard; 4]; MAX_SQUARES] {
    near_table_at(grid, 1)
}

/// For each square and axis, the squares `dist` steps away along the axis
/// on either side that are on the board.
const fn near_table_at(grid: &Grid, dist: i16) -> [[Bitboard; 4]; MAX_SQUARES] {
    let mut out = [[Bitboard::EMPTY; 4]; MAX_SQUARES];
    let mut s = 0;
    while s < grid.len() && s < MAX_SQUARES {
        let c = match grid.coord(s) {
            Some(c) => c,
            None => Coord { row: 0, col: 0 },
        };
        let mut a = 0;
        while a < 4 {
            let (dr, dc): (i16, i16) = match a {
                0 => (0, 1),
                1 => (1, 0),
                2 => (1, 1),
                _ => (-1, 1),
            };
            let mut mask = Bitboard::EMPTY;
            let mut sign = -1;
            while sign <= 1 {
                if let Some(x) = grid.offset(c, sign * dr * dist, sign * dc * dist)
                    && let Some(i) = grid.index(x)
                {
                    mask.set_index(i);
                }
                sign += 2;
            }
            out[s][a] = mask; // ok: s < MAX_SQUARES, a < 4
            a += 1;
        }
        s += 1;
    }
    out
}

/// For each square and axis, the starts of the 5-windows through the square
/// (the square `k` steps back from it along the axis, `k` = 0..4, while on
/// the board, whose window fits), sorted by the window's first square.
const fn through_table(grid: &Grid, windows: &[[Bitboard; 4]; MAX_SQUARES]) -> [[([u8; 5], u8); 4]; MAX_SQUARES] {
    let mut out = [[([0u8; 5], 0u8); 4]; MAX_SQUARES];
    let mut s = 0;
    while s < grid.len() && s < MAX_SQUARES {
        let c = match grid.coord(s) {
            Some(c) => c,
            None => Coord { row: 0, col: 0 },
        };
        let mut a = 0;
        while a < 4 {
            let (dr, dc): (i16, i16) = match a {
                0 => (0, 1),
                1 => (1, 0),
                2 => (1, 1),
                _ => (-1, 1),
            };
            let mut starts = [0u8; 5];
            let mut firsts = [0u8; 5];
            let mut n = 0;
            let mut k = 0;
            while k < 5 {
                let start = match grid.offset(c, -dr * k, -dc * k) {
                    Some(x) => match grid.index(x) {
                        Some(i) => i,
                        None => break,
                    },
                    None => break,
                };
                let m = windows[start][a]; // ok: start < grid.len() <= MAX_SQUARES, a < 4
                if m.0 != 0 {
                    // Insertion by first square: the lowest index of the window.
                    let first = m.0.trailing_zeros() as u8;
                    let mut j = n;
                    while j > 0 && firsts[j - 1] > first {
                        // ok: 0 < j <= n < 5
                        firsts[j] = firsts[j - 1]; // ok: as above
                        starts[j] = starts[j - 1]; // ok: as above
                        j -= 1;
                    }
                    firsts[j] = first; // ok: j <= n < 5
                    starts[j] = start as u8; // ok: as above; start < 128
                    n += 1;
                }
                k += 1;
            }
            out[s][a] = (starts, n as u8); // ok: s < MAX_SQUARES, a < 4
            a += 1;
        }
        s += 1;
    }
    out
}

/// The ruleset a game uses: a shipped one, or any validated ruleset (N-R3).
///
/// With the `serde` feature a preset travels as its name; only the shipped
/// presets deserialize (a custom ruleset's tables are not in the text).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Preset {
    /// `numseq-default-v1`: the synthetic 10x10 board and 100-card deck of
    /// the spec, section 1 (provisional: the published layout is unknown).
    #[default]
    NumseqDefaultV1,
    /// `classic`: classic Sequence (spec section 1, N-R3): the printed Jax
    /// board, 104 cards with two-eyed and one-eyed Jacks, 2-12 players.
    Classic,
    /// Any ruleset loaded with [`Layout::load_leaked`] (or built from data
    /// that [`validate_data`] accepts; [`crate::Config::validate`] checks it
    /// again).
    Custom(&'static Layout),
}

static NUMSEQ_DEFAULT_V1: Layout = Layout::build(&data::NUMSEQ_DEFAULT_V1);
static CLASSIC: Layout = Layout::build(&data::CLASSIC);

impl Preset {
    /// Every shipped preset.
    pub const ALL: [Preset; 2] = [Preset::NumseqDefaultV1, Preset::Classic];

    /// The preset's data tables.
    pub fn data(self) -> &'static LayoutData {
        self.ruleset().data()
    }
    /// The preset's ruleset.
    pub fn ruleset(self) -> &'static Layout {
        match self {
            Preset::NumseqDefaultV1 => &NUMSEQ_DEFAULT_V1,
            Preset::Classic => &CLASSIC,
            Preset::Custom(r) => r,
        }
    }
    /// The preset's name.
    pub fn name(self) -> &'static str {
        self.data().name
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown preset")]
pub struct UnknownPreset;

impl FromStr for Preset {
    type Err = UnknownPreset;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Preset::ALL.into_iter().find(|p| p.name() == s).ok_or(UnknownPreset)
    }
}

#[cfg(test)]
#[path = "tests/layout.rs"]
mod tests;
