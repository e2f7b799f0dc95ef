//! The match setup: layout, deck, match format, variants, team sizes.

use alloc::vec::Vec;

use board_core::Seat;
use board_core::grid::Coord;

use crate::layout::{Card, DECK_SIZE, Layout, MAX_SIDE, MIN_SIDE};
use crate::piece::{BySide, Side};

/// The most players a side may have (spec §1, X-R5).
pub const MAX_TEAM: u8 = 8;

/// The most seats of a match: two full teams.
pub const MAX_SEATS: usize = 2 * MAX_TEAM as usize;

/// Points that win a set (spec §6).
pub const SET_POINTS: u16 = 20;

/// The TimeBomb time limit per move (spec §7). The engine only holds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeBomb {
    /// 10 seconds.
    Secs10,
    /// 20 seconds.
    Secs20,
    /// 30 seconds.
    Secs30,
    /// 40 seconds.
    Secs40,
}

impl TimeBomb {
    /// All limits, shortest first.
    pub const ALL: [TimeBomb; 4] = [TimeBomb::Secs10, TimeBomb::Secs20, TimeBomb::Secs30, TimeBomb::Secs40];
    /// The limit in seconds.
    pub const fn seconds(self) -> u8 {
        match self {
            TimeBomb::Secs10 => 10,
            TimeBomb::Secs20 => 20,
            TimeBomb::Secs30 => 30,
            TimeBomb::Secs40 => 40,
        }
    }
    /// The limit of this many seconds, if it is one of 10, 20, 30, 40.
    pub const fn from_seconds(s: u8) -> Option<TimeBomb> {
        match s {
            10 => Some(TimeBomb::Secs10),
            20 => Some(TimeBomb::Secs20),
            30 => Some(TimeBomb::Secs30),
            40 => Some(TimeBomb::Secs40),
            _ => None,
        }
    }
}

/// The variants in play (spec §7); they combine freely.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(
        default,
        deny_unknown_fields,
        expecting = "a variants object like {\"random\":false,\"map\":false,\"mission\":false,\"time_bomb\":null}"
    )
)]
pub struct Variants {
    /// TimeBomb: the limit, or `None` for no TimeBomb. Enables [`crate::Move::Timeout`].
    pub time_bomb: Option<TimeBomb>,
    /// Random: line-ups drawn from the bag, 4 per cycle (chance moves).
    pub random: bool,
    /// Map: each round starts from two drawn cards' set-up pieces.
    pub map: bool,
    /// Mission: each side holds a secret card for bonus points.
    pub mission: bool,
}

/// How a match is decided (spec §6). A knockout ends every format.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(from = "crate::serde_impl::FormatWire", into = "crate::serde_impl::FormatWire")
)]
pub enum MatchFormat {
    /// Best of `best_of` sets of 20 points (odd, 1-9): first to
    /// `best_of / 2 + 1` sets. 5 is the standard game, 1 is "one set".
    Sets {
        /// Number of sets (odd).
        best_of: u8,
    },
    /// A fixed number of (non-void) rounds; most total points wins, equal
    /// points is a draw.
    Rounds(u16),
    /// First side to this many total points (surplus kept, decision D6).
    Points(u16),
    /// One (non-void) round.
    OneRound,
}

impl Default for MatchFormat {
    /// Best of 5 sets.
    fn default() -> Self {
        MatchFormat::Sets { best_of: 5 }
    }
}

impl MatchFormat {
    /// Sets needed to win, for [`MatchFormat::Sets`].
    pub const fn sets_to_win(self) -> Option<u8> {
        match self {
            MatchFormat::Sets { best_of } => Some(best_of / 2 + 1),
            _ => None,
        }
    }
}

/// The setup of a match. `Default` is the spec's default game: default layout
/// and deck, best of 5 sets, no variants, one player per side.
///
/// With the `serde` feature it (de)serializes field by field, and
/// deserialization runs [`Config::validate`]: an invalid config is a
/// deserialization error.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Config {
    /// The board layout.
    pub layout: Layout,
    /// The 25 Map/Mission cards. They must fit the layout, except that the
    /// default deck is accepted on any layout when neither Map nor Mission is
    /// in play (no card is drawn then).
    pub deck: Vec<Card>,
    /// How the match is decided.
    pub format: MatchFormat,
    /// The variants in play.
    pub variants: Variants,
    /// Players per side (1-8 each, X-R5), indexed by [`Side`]. Seats: see [`Config::seat_of`].
    pub team_sizes: BySide<u8>,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            layout: Layout::default_v0(),
            deck: Card::default_deck(),
            format: MatchFormat::default(),
            variants: Variants::default(),
            team_sizes: BySide([1, 1]),
        }
    }
}

impl Config {
    /// Checks every rule of a valid config.
    ///
    /// # Errors
    /// A [`ConfigError`] listing every violated rule.
    pub fn validate(&self) -> Result<(), ConfigError> {
        let mut problems = Vec::new();
        self.layout.check(&mut problems);
        // Without Map or Mission no card is ever drawn, so the default deck
        // (made for the 10 x 10 board) is accepted on any layout (spec §3);
        // any other deck must fit the board.
        let cards_drawn = self.variants.map || self.variants.mission;
        if cards_drawn || self.deck != Card::default_deck() {
            check_deck(&self.deck, &self.layout, &mut problems);
        }
        // X-R1: every card of a round comes from the one deck, without
        // replacement: two Map cards and one Mission card per player.
        let needed = 2 * usize::from(self.variants.map) + self.num_seats() * usize::from(self.variants.mission);
        if needed > self.deck.len() {
            problems.push(ConfigProblem::DeckTooSmall {
                needed,
                cards: self.deck.len(),
            });
        }
        for (side, &size) in self.team_sizes.iter() {
            if !(1..=MAX_TEAM).contains(&size) {
                problems.push(ConfigProblem::TeamSize { side, size });
            }
        }
        match self.format {
            MatchFormat::Sets { best_of } if best_of % 2 == 0 || best_of > 9 => {
                problems.push(ConfigProblem::BestOf(best_of))
            }
            MatchFormat::Rounds(0) => problems.push(ConfigProblem::ZeroRounds),
            MatchFormat::Points(0) => problems.push(ConfigProblem::ZeroPoints),
            _ => {}
        }
        if problems.is_empty() {
            Ok(())
        } else {
            Err(ConfigError { problems })
        }
    }

    /// Total number of seats: the players of both sides.
    pub fn num_seats(&self) -> usize {
        self.team_sizes[Side::X] as usize + self.team_sizes[Side::O] as usize
    }

    /// The seat of `side`'s team member `member` (0-based): X's players are
    /// seats `0 .. team_sizes[X]`, O's the seats after them. With one player
    /// per side, seat 0 is X and seat 1 is O.
    pub fn seat_of(&self, side: Side, member: u8) -> Seat {
        match side {
            Side::X => Seat(member),
            Side::O => Seat(self.team_sizes[Side::X].saturating_add(member)),
        }
    }

    /// The side of a seat, if the seat exists.
    pub fn side_of(&self, seat: Seat) -> Option<Side> {
        side_of(self.team_sizes, seat)
    }

    /// The seats of `side`'s players, in seat order (X's are `0..a`, O's
    /// the `b` after them).
    pub fn seats_of(&self, side: Side) -> impl Iterator<Item = Seat> + Clone + use<> {
        let (x, o) = (self.team_sizes[Side::X], self.team_sizes[Side::O]);
        match side {
            Side::X => 0..x,
            Side::O => x..x.saturating_add(o),
        }
        .map(Seat)
    }

    /// The side and team member (0-based) of a seat, if the seat exists.
    pub fn member_of(&self, seat: Seat) -> Option<(Side, u8)> {
        let x = self.team_sizes[Side::X];
        side_of(self.team_sizes, seat).map(|side| match side {
            Side::X => (side, seat.0),
            Side::O => (side, seat.0 - x),
        })
    }
}

/// The side of `seat` with these team sizes.
pub(crate) fn side_of(team_sizes: BySide<u8>, seat: Seat) -> Option<Side> {
    let (x, o) = (team_sizes[Side::X], team_sizes[Side::O]);
    if seat.0 < x {
        Some(Side::X)
    } else if seat.0 < x.saturating_add(o) {
        Some(Side::O)
    } else {
        None
    }
}

/// One violated rule of a [`Config`] (or of a layout loaded from data).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ConfigProblem {
    /// The board is smaller than 5 x 5.
    #[error("board {rows}x{cols} is smaller than 5x5")]
    BoardTooSmall {
        /// Rows.
        rows: u8,
        /// Columns.
        cols: u8,
    },
    /// The board has more than 16 rows or columns (X-R4).
    #[error("board {rows}x{cols} is too large (at most 16x16)")]
    BoardTooLarge {
        /// Rows.
        rows: u8,
        /// Columns.
        cols: u8,
    },
    /// A layout table's rows differ in length.
    #[error("layout rows differ in length")]
    RaggedRows,
    /// The number of dot values is not rows x cols.
    #[error("{got} dot values for {expected} squares")]
    DotCount {
        /// rows x cols.
        expected: usize,
        /// Values given.
        got: usize,
    },
    /// A square's dots are outside 1-6.
    #[error("square {square} has {dots} dots, not 1-6")]
    DotValue {
        /// The square.
        square: Coord,
        /// Its dots.
        dots: u8,
    },
    /// Not exactly 4 knockout squares were given.
    #[error("{0} knockout squares, not 4")]
    KnockoutCount(usize),
    /// A knockout square is off the board.
    #[error("knockout square {0} is off the board")]
    KnockoutOffBoard(Coord),
    /// A knockout square is listed twice.
    #[error("knockout square {0} is listed twice")]
    KnockoutRepeated(Coord),
    /// The deck does not hold exactly 25 cards.
    #[error("deck has {0} cards, not 25")]
    DeckSize(usize),
    /// The deck cannot serve a round's draws (X-R1: two Map cards and one
    /// Mission card per player, all distinct).
    #[error("a round draws {needed} cards, the deck has {cards}")]
    DeckTooSmall {
        /// Cards a round draws.
        needed: usize,
        /// Cards in the deck.
        cards: usize,
    },
    /// A card marks a square off the board.
    #[error("card {card} marks {square}, off the board")]
    CardOffBoard {
        /// Card index.
        card: usize,
        /// The square.
        square: Coord,
    },
    /// A card marks one square twice.
    #[error("card {card} marks {square} twice")]
    CardRepeated {
        /// Card index.
        card: usize,
        /// The square.
        square: Coord,
    },
    /// A card puts a main-colour piece on a knockout square.
    #[error("card {card} marks main-colour square {square} on a knockout square")]
    CardOwnOnKnockout {
        /// Card index.
        card: usize,
        /// The square.
        square: Coord,
    },
    /// A card collides with every other card, so Map could never deal it a partner.
    #[error("card {card} collides with every other card")]
    CardNoPartner {
        /// Card index.
        card: usize,
    },
    /// A team has not 1-8 players (X-R5).
    #[error("side {side} has {size} players, not 1-8")]
    TeamSize {
        /// The side.
        side: Side,
        /// Its size.
        size: u8,
    },
    /// Best of an even number of sets, or more than 9.
    #[error("best of {0} sets: must be odd, 1-9")]
    BestOf(u8),
    /// A match of zero rounds.
    #[error("a match of 0 rounds: the number of rounds must be 1 to 65535")]
    ZeroRounds,
    /// A target of zero points.
    #[error("a target of 0 points: the target must be 1 to 65535 points")]
    ZeroPoints,
}

/// The validating loaders of the layout and the deck: they report
/// [`ConfigProblem`]s, as [`Config::validate`] does.
impl Layout {
    /// Loads a layout from a table of rows of dots and a list of knockout
    /// squares `(row, col)`.
    ///
    /// # Errors
    /// Every problem found ([`ConfigError`]): ragged or out-of-range size,
    /// dot values outside 1-6, knockout squares not exactly 4 distinct
    /// squares on the board.
    pub fn from_table<R: AsRef<[u8]>>(rows: &[R], knockout: &[(u8, u8)]) -> Result<Layout, ConfigError> {
        let mut problems = Vec::new();
        let cols = rows.first().map_or(0, |r| r.as_ref().len());
        if rows.iter().any(|r| r.as_ref().len() != cols) {
            problems.push(ConfigProblem::RaggedRows);
        }
        let ko: Vec<Coord> = knockout.iter().map(|&(r, c)| Coord::new(r, c)).collect();
        let knockout: [Coord; 4] = match ko.as_slice() {
            [a, b, c, d] => [*a, *b, *c, *d],
            _ => {
                problems.push(ConfigProblem::KnockoutCount(ko.len()));
                [Coord::default(); 4]
            }
        };
        let layout = Layout {
            rows: u8::try_from(rows.len()).unwrap_or(u8::MAX),
            cols: u8::try_from(cols).unwrap_or(u8::MAX),
            dots: rows.iter().flat_map(|r| r.as_ref().iter().copied()).collect(),
            knockout,
        };
        if problems.is_empty() {
            layout.check(&mut problems);
        }
        if problems.is_empty() {
            Ok(layout)
        } else {
            Err(ConfigError { problems })
        }
    }

    /// Appends every problem of this layout to `out`.
    pub(crate) fn check(&self, out: &mut Vec<ConfigProblem>) {
        let (rows, cols) = (self.rows, self.cols);
        if rows < MIN_SIDE || cols < MIN_SIDE {
            out.push(ConfigProblem::BoardTooSmall { rows, cols });
            return;
        }
        if rows > MAX_SIDE || cols > MAX_SIDE {
            out.push(ConfigProblem::BoardTooLarge { rows, cols });
            return;
        }
        let len = usize::from(rows) * usize::from(cols);
        if self.dots.len() != len {
            out.push(ConfigProblem::DotCount {
                expected: len,
                got: self.dots.len(),
            });
        }
        for (i, &d) in self.dots.iter().enumerate() {
            if !(1..=6).contains(&d) && i < len {
                let square = Coord::new((i / usize::from(cols)) as u8, (i % usize::from(cols)) as u8);
                out.push(ConfigProblem::DotValue { square, dots: d });
            }
        }
        for (i, &k) in self.knockout.iter().enumerate() {
            if self.index(k).is_none() {
                out.push(ConfigProblem::KnockoutOffBoard(k));
            } else if self.knockout.iter().take(i).any(|&p| p == k) {
                out.push(ConfigProblem::KnockoutRepeated(k));
            }
        }
    }
}

impl Card {
    /// Loads and validates a deck for `layout` from a table of
    /// `[own, own, own, off]` squares `(row, col)`.
    ///
    /// # Errors
    /// Every problem found ([`ConfigError`]): not 25 cards, marks off the
    /// board or repeated, a main-colour mark on a knockout square, a card
    /// that collides with every other.
    pub fn load_deck(table: &[[(u8, u8); 4]], layout: &Layout) -> Result<Vec<Card>, ConfigError> {
        let deck = Card::deck_from_table(table);
        let mut problems = Vec::new();
        check_deck(&deck, layout, &mut problems);
        if problems.is_empty() {
            Ok(deck)
        } else {
            Err(ConfigError { problems })
        }
    }
}

/// Appends every problem of `deck` on `layout` to `out`.
pub(crate) fn check_deck(deck: &[Card], layout: &Layout, out: &mut Vec<ConfigProblem>) {
    if deck.len() != DECK_SIZE {
        out.push(ConfigProblem::DeckSize(deck.len()));
    }
    for (i, card) in deck.iter().enumerate() {
        let squares = card.squares();
        for (j, &sq) in squares.iter().enumerate() {
            if layout.index(sq).is_none() {
                out.push(ConfigProblem::CardOffBoard { card: i, square: sq });
            } else if squares.iter().take(j).any(|&p| p == sq) {
                out.push(ConfigProblem::CardRepeated { card: i, square: sq });
            } else if j < 3 && layout.knockout.contains(&sq) {
                out.push(ConfigProblem::CardOwnOnKnockout { card: i, square: sq });
            }
        }
        if deck.len() > 1 && deck.iter().enumerate().all(|(j, other)| j == i || card.collides(other)) {
            out.push(ConfigProblem::CardNoPartner { card: i });
        }
    }
}

/// Every violated rule of a [`Config`] at once (board-core's shared shape;
/// displays as `invalid config: <problem>; <problem>; ...`).
pub type ConfigError = board_core::ConfigError<ConfigProblem>;
