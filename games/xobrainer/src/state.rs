//! The match state and its invariants.

use alloc::sync::Arc;

use board_core::grid::Coord;

use board_core::Seat;

use crate::config::{Config, ConfigError, MAX_SEATS, MatchFormat, Variants, side_of};
use crate::layout::{Card, DECK_SIZE, Geometry};
use crate::piece::{BySide, Colour, Piece, Side};
use crate::squares::Squares;

/// Pieces per side and round in its main colour (spec §1).
pub const MAIN_SUPPLY: u8 = 24;
/// Pieces per side and round in its off colour (spec §1).
pub const OFF_SUPPLY: u8 = 8;
/// Pieces in one line-up cycle (spec §2).
pub const CYCLE: u8 = 4;

/// A side's supply of `colour` per round.
pub const fn supply(side: Side, colour: Colour) -> u8 {
    if matches!((side, colour), (Side::X, Colour::Green) | (Side::O, Colour::Red)) {
        MAIN_SUPPLY
    } else {
        OFF_SUPPLY
    }
}

/// The match-long rules a state carries: a compact, copyable form of the
/// [`Config`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Rules {
    pub geo: Geometry,
    /// The cards, each as its 4 squares packed `row << 4 | col` (rows and
    /// columns are below 16 on every board, X-R4): 100 bytes, not 200.
    pub deck: [[u8; 4]; DECK_SIZE],
    pub format: MatchFormat,
    pub variants: Variants,
    pub team_sizes: BySide<u8>,
    /// A chance event can be due during a round (Map, Mission or Random
    /// on): [`State::pending`] looks no further when it is not.
    pub play_chance: bool,
    /// The default game's kind of match: no chance event during a round
    /// (`!play_chance`), at most 128 squares, no TimeBomb, one player a
    /// side. [`crate::Game::random_step`] then places by
    /// `State::random_place_plain`, with none of those cases to test.
    pub plain: bool,
}

impl Rules {
    pub fn new(config: &Config) -> Result<Rules, ConfigError> {
        config.validate()?;
        let geo = Geometry::new(&config.layout);
        let deck = <[Card; DECK_SIZE]>::try_from(config.deck.as_slice())
            .ok()
            .and_then(|d| {
                let mut out = [[0u8; 4]; DECK_SIZE];
                for (slot, card) in out.iter_mut().zip(d) {
                    for (b, c) in slot.iter_mut().zip(card.squares()) {
                        *b = pack(c)?;
                    }
                }
                Some(out)
            });
        match (geo, deck) {
            (Some(geo), Some(deck)) => Ok(Rules {
                geo,
                deck,
                format: config.format,
                variants: config.variants,
                team_sizes: config.team_sizes,
                play_chance: config.variants.map || config.variants.mission || config.variants.random,
                plain: !(config.variants.map || config.variants.mission || config.variants.random)
                    && geo.narrow
                    && config.variants.time_bomb.is_none()
                    && config.team_sizes == BySide([1, 1]),
            }),
            // ok: validate() has accepted the layout and the deck size, so
            // both conversions succeed; this arm is a typed fallback.
            _ => Err(ConfigError {
                problems: alloc::vec![crate::ConfigProblem::DeckSize(config.deck.len())],
            }),
        }
    }

    pub fn to_config(self) -> Config {
        Config {
            layout: self.geo.to_layout(),
            deck: self.deck.iter().map(|&c| unpack_card(c)).collect(),
            format: self.format,
            variants: self.variants,
            team_sizes: self.team_sizes,
        }
    }
}

/// A square packed as `row << 4 | col`, if both are below 16.
pub(crate) const fn pack(c: Coord) -> Option<u8> {
    if c.row < 16 && c.col < 16 {
        Some(c.row << 4 | c.col)
    } else {
        None
    }
}

/// The square of a packed byte.
pub(crate) const fn unpack(b: u8) -> Coord {
    Coord::new(b >> 4, b & 15)
}

/// The card of 4 packed squares (own, own, own, off).
pub(crate) const fn unpack_card(c: [u8; 4]) -> Card {
    Card {
        own: [unpack(c[0]), unpack(c[1]), unpack(c[2])],
        off: unpack(c[3]),
    }
}

/// `SQUARE_BIT[i]`: the bit of square `i < 128` in a low word (one load,
/// not a 128-bit shift by a variable).
pub(crate) static SQUARE_BIT: [u128; 128] = {
    let mut t = [0u128; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = 1 << i;
        i += 1;
    }
    t
};

/// `FREE_UNIT[i]`: [`Free::unit`] of square `i < 128` (one load, not a
/// shift by a computed amount).
pub(crate) static FREE_UNIT: [u64; 128] = {
    let mut t = [0u64; 128];
    let mut i = 0;
    while i < 128 {
        t[i] = crate::squares::nibble_unit(i);
        i += 1;
    }
    t
};

/// The pieces on the board, as three sets of squares (row-major square
/// indices, see [`Squares`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Board {
    pub(crate) x: Squares,
    pub(crate) o: Squares,
    pub(crate) green: Squares,
}

impl Board {
    /// Squares holding any piece.
    pub fn occupied(&self) -> Squares {
        self.x | self.o
    }
    /// Squares holding `side`'s shape.
    pub fn shapes(&self, side: Side) -> Squares {
        match side {
            Side::X => self.x,
            Side::O => self.o,
        }
    }
    /// Squares holding a piece of `colour`.
    pub fn colour(&self, colour: Colour) -> Squares {
        match colour {
            Colour::Green => self.green,
            Colour::Red => self.occupied() & !self.green,
        }
    }
    /// The piece on the square with this row-major index.
    pub fn piece_at_index(&self, i: usize) -> Option<Piece> {
        let colour = if self.green.has_index(i) {
            Colour::Green
        } else {
            Colour::Red
        };
        if self.x.has_index(i) {
            Some(Piece::new(Side::X, colour))
        } else if self.o.has_index(i) {
            Some(Piece::new(Side::O, colour))
        } else {
            None
        }
    }
    /// Number of `piece`s on the board.
    pub fn count(&self, piece: Piece) -> u32 {
        (self.shapes(piece.shape) & self.colour(piece.colour)).count()
    }
    /// Empties the square with this index.
    pub(crate) fn remove(&mut self, i: usize) {
        let keep = !crate::squares::Squares::from_index(i);
        self.x &= keep;
        self.o &= keep;
        self.green &= keep;
    }
    /// Puts `p` on the empty square with index `i < 128` (the low words;
    /// `i` is taken modulo 128).
    #[inline(always)]
    pub(crate) fn put_lo(&mut self, i: usize, p: Piece) {
        // ok: the index is masked into 0..128, the table's length.
        let bit = SQUARE_BIT[i & 127];
        match p.shape {
            Side::X => self.x.lo |= bit,
            Side::O => self.o.lo |= bit,
        }
        if p.colour == Colour::Green {
            self.green.lo |= bit;
        }
    }
    /// Puts `p` on the empty square with index `i` (nothing if `i >= 256`).
    #[inline]
    pub(crate) fn put(&mut self, i: usize, p: Piece) {
        if i < 128 {
            // The low words only (every square of a board of at most 128
            // squares), the square's bit read once for shape and colour.
            // ok: i < 128, the table's length.
            let bit = SQUARE_BIT[i];
            match p.shape {
                Side::X => self.x.lo |= bit,
                Side::O => self.o.lo |= bit,
            }
            if p.colour == Colour::Green {
                self.green.lo |= bit;
            }
        } else {
            match p.shape {
                Side::X => self.x.set_index(i),
                Side::O => self.o.set_index(i),
            }
            if p.colour == Colour::Green {
                self.green.set_index(i);
            }
        }
    }
}

/// The empty squares among squares 0-127, kept up to date by every
/// placement (derived from the board: rebuilt by every loader, checked by
/// [`State::validate`]), so that a random placement needs no population
/// count: the legal squares' running byte counts are two masks and one
/// multiplication away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub(crate) struct Free {
    /// The empty squares counted by groups of 8 (group `g`: squares
    /// `8g..8g + 8`, `g < 16`), one count a nibble: group `g` in byte
    /// `g % 8`, the low nibble for `g < 8` (squares 0-63), the high one
    /// for the others (squares 64-127).
    pub packed: u64,
    /// Bit `j`: the `j`-th knockout square (in index order) is below 128
    /// and empty.
    pub ko: u8,
}

impl Free {
    /// The low nibbles of each byte.
    pub(crate) const NIBBLES: u64 = 0x0f0f_0f0f_0f0f_0f0f;

    /// One square `i < 128` in [`Free::packed`]'s form (0 beyond).
    #[inline(always)]
    pub(crate) const fn unit(i: usize) -> u64 {
        crate::squares::nibble_unit(i)
    }

    /// The cache of a board, from scratch.
    pub(crate) fn of(geo: &Geometry, board: &Board) -> Free {
        let empty = geo.full & !board.occupied();
        let ko = geo
            .ko_slot
            .iter()
            .enumerate()
            .filter(|&(i, _)| empty.has_index(i))
            .fold(0, |m, (_, &b)| m | b);
        Free {
            packed: empty.nibble_counts(),
            ko,
        }
    }

    /// The running byte counts (see `crate::fast`) of the squares below 64
    /// and of squares 64-127 that a piece may take: every empty one, or
    /// for a main-colour piece every empty one but the knockout squares.
    #[inline(always)]
    pub(crate) fn counts(&self, geo: &Geometry, main: bool) -> (u64, u64) {
        let ko = if main {
            // ok: the index is masked into 0..16, the table's length.
            geo.ko_packed[usize::from(self.ko & 15)]
        } else {
            0
        };
        let p = self.packed.wrapping_sub(ko);
        const L8: u64 = 0x0101_0101_0101_0101;
        (
            (p & Free::NIBBLES).wrapping_mul(L8),
            ((p >> 4) & Free::NIBBLES).wrapping_mul(L8),
        )
    }
}

/// One side's pieces this round: bag (supply not yet in the line-up), the
/// line-up, pieces skipped (decision D7), team rotation and its Map card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct SideState {
    pub(crate) bag_green: u8,
    pub(crate) bag_red: u8,
    /// Bit k set: the k-th waiting piece (0 = next) is red.
    pub(crate) lineup: u8,
    pub(crate) lineup_len: u8,
    /// Random only: the line-up is being drawn (chance moves due).
    pub(crate) filling: bool,
    pub(crate) skipped_green: u8,
    pub(crate) skipped_red: u8,
    pub(crate) member: u8,
    pub(crate) map_card: Option<u8>,
}

impl SideState {
    /// Pieces of `colour` in the bag (supply not yet drawn into the line-up).
    pub fn bag(&self, colour: Colour) -> u8 {
        match colour {
            Colour::Green => self.bag_green,
            Colour::Red => self.bag_red,
        }
    }
    pub(crate) fn bag_mut(&mut self, colour: Colour) -> &mut u8 {
        match colour {
            Colour::Green => &mut self.bag_green,
            Colour::Red => &mut self.bag_red,
        }
    }
    /// Pieces of `colour` skipped this round (no legal square, decision D7).
    pub fn skipped(&self, colour: Colour) -> u8 {
        match colour {
            Colour::Green => self.skipped_green,
            Colour::Red => self.skipped_red,
        }
    }
    /// Pieces in the bag.
    pub fn bag_total(&self) -> u8 {
        self.bag_green.saturating_add(self.bag_red)
    }
    /// The waiting line-up, next piece first (public, spec §2).
    pub fn line_up(&self) -> impl Iterator<Item = Colour> + '_ {
        (0..self.lineup_len.min(CYCLE)).map(|k| {
            if (self.lineup >> k) & 1 == 1 {
                Colour::Red
            } else {
                Colour::Green
            }
        })
    }
    /// The colour of the next piece to place.
    #[inline]
    pub fn next_colour(&self) -> Option<Colour> {
        // The first of `line_up()`, read directly.
        if self.lineup_len == 0 {
            None
        } else if self.lineup & 1 == 1 {
            Some(Colour::Red)
        } else {
            Some(Colour::Green)
        }
    }
    /// Whether any piece is left to play this round (line-up or bag).
    pub fn has_pieces(&self) -> bool {
        self.lineup_len > 0 || self.bag_total() > 0
    }
    /// Whether the Random line-up is being drawn.
    pub fn is_drawing(&self) -> bool {
        self.filling
    }
    /// The team member (0-based) who takes the side's next turn.
    pub fn member(&self) -> u8 {
        self.member
    }
    /// The Map card drawn this round (index into the deck).
    pub fn map_card(&self) -> Option<u8> {
        self.map_card
    }
    pub(crate) fn count_in_lineup(&self, colour: Colour) -> u8 {
        self.line_up().filter(|&c| c == colour).count() as u8
    }
    pub(crate) fn push(&mut self, c: Colour) {
        if self.lineup_len < CYCLE {
            if c == Colour::Red {
                self.lineup |= 1 << self.lineup_len;
            }
            self.lineup_len += 1;
        }
    }
    pub(crate) fn pop(&mut self) -> Option<Colour> {
        let c = self.next_colour()?;
        self.lineup >>= 1;
        self.lineup_len -= 1;
        Some(c)
    }
    /// Refills an empty standard line-up: main, main, main, off (spec §2).
    /// Inline: a play-out refills once every four placements; the end of
    /// the bags takes [`SideState::refill_rest`].
    #[inline(always)]
    pub(crate) fn refill_standard(&mut self, side: Side) {
        let (main, off) = (side.main(), side.off());
        if self.lineup_len == 0 && self.bag(main) >= 3 && self.bag(off) >= 1 {
            // The loop below when both bags suffice, in one step: three
            // pieces of the main colour, then one of the off colour.
            *self.bag_mut(main) -= 3;
            *self.bag_mut(off) -= 1;
            self.lineup |= if main == Colour::Red { 0b0111 } else { 0b1000 };
            self.lineup_len = CYCLE;
            return;
        }
        self.refill_rest(side);
    }

    /// [`SideState::refill_standard`] when a bag runs short: piece by piece.
    #[cold]
    #[inline(never)]
    fn refill_rest(&mut self, side: Side) {
        for k in 0..CYCLE {
            let want = if k < 3 { side.main() } else { side.off() };
            let c = if self.bag(want) > 0 { want } else { side.other().main() };
            if self.bag(c) == 0 {
                break;
            }
            *self.bag_mut(c) -= 1;
            self.push(c);
        }
    }
    /// A fresh round's pieces (team rotation carried over).
    pub(crate) fn fresh(side: Side, member: u8, variants: &Variants) -> SideState {
        let mut s = SideState {
            bag_green: supply(side, Colour::Green),
            bag_red: supply(side, Colour::Red),
            member,
            filling: variants.random,
            ..SideState::default()
        };
        if !variants.random {
            s.refill_standard(side);
        }
        s
    }
}

/// Where the match stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Phase {
    /// The opening lot for the first starter is due (a chance move).
    Lot,
    /// A round is running (set-up draws, then placements).
    Play,
    /// A round has ended; the board still shows it. The next move starts the
    /// next round ([`crate::Move::NextRound`], or the first draw of its set-up).
    RoundOver,
    /// The match is over.
    GameOver,
}

/// A won round: its winner and what it scored (spec §5, §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "serde", serde(expecting = "a round win object, as the engine writes it"))]
pub struct RoundScore {
    /// The side that won the round.
    pub side: Side,
    /// Dots of the best single winning window (decision D2).
    pub line_points: u8,
    /// Mission bonus: 3 per covered Mission square.
    pub bonus: u8,
    /// A winning window passes through a knockout square.
    pub square_knockout: bool,
    /// The winner covered all 4 Mission squares.
    pub mission_knockout: bool,
}

/// A won round as its notation (`O17+6k`), as the state notation and
/// [`crate::StateError`]'s text write it.
impl core::fmt::Display for RoundScore {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let w = self;
        write!(f, "{}{}+{}", w.side, w.line_points, w.bonus)?;
        if w.square_knockout {
            f.write_str("k")?;
        }
        if w.mission_knockout {
            f.write_str("m")?;
        }
        Ok(())
    }
}

impl RoundScore {
    /// Points scored: line dots plus Mission bonus.
    pub const fn points(&self) -> u16 {
        self.line_points as u16 + self.bonus as u16
    }
    /// Whether the round ended the match by knockout.
    pub const fn knockout(&self) -> bool {
        self.square_knockout || self.mission_knockout
    }
}

/// How a round ended; the match ends with its last round (who won the match
/// is [`board_core::Outcome`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "type",
        rename_all = "snake_case",
        expecting = "a round result with a \"type\" field, like {\"type\":\"void\"}"
    )
)]
pub enum EndReason {
    /// Five in a row.
    Won(RoundScore),
    /// Every piece played without a line (decision D3): no points, replayed.
    Void,
}

/// The match score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(
    feature = "serde",
    serde(
        expecting = "a score object with \"points\", \"sets\", \"total\", \"rounds\", \"rounds_won\" and \"void_rounds\""
    )
)]
pub struct Score {
    /// Points in the current set (set formats: reset when a set is won,
    /// surplus lost); in the other formats, the match points (= `total`).
    pub points: BySide<u16>,
    /// Sets won.
    pub sets: BySide<u8>,
    /// All points scored in the match.
    pub total: BySide<u16>,
    /// Rounds won (void rounds excluded), both sides together.
    pub rounds: u16,
    /// Rounds won per side.
    pub rounds_won: BySide<u16>,
    /// Void rounds so far.
    pub void_rounds: u16,
}

/// A whole XOBrainer match: board, line-ups, supplies, cards, score, phase.
///
/// Small (192 bytes on 64-bit targets, any board size) and cheap to clone:
/// the per-match data that never changes (layout, deck, format, variants,
/// teams) sits in one shared, immutable block made by [`State::new`] (or the
/// parsers); a clone copies the rest and bumps that block's count, and never
/// allocates (inline, these rules take about 280 bytes on
/// a 16 x 16 board). Build one with
/// [`State::new`]; play with [`board_core::Game`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    /// The match-long rules (layout, deck, format, variants, teams),
    /// shared by every state of the match: they never change after
    /// [`State::new`], and a clone only bumps the count (no allocation).
    /// Inline they would take about 280 bytes.
    pub(crate) rules: Arc<Rules>,
    pub(crate) board: Board,
    pub(crate) sides: BySide<SideState>,
    /// The Mission card of each seat (X-R2), indexed by seat.
    pub(crate) missions: [Option<u8>; MAX_SEATS],
    pub(crate) phase: Phase,
    pub(crate) turn: Side,
    pub(crate) starter: Side,
    pub(crate) score: Score,
    pub(crate) last: Option<EndReason>,
    /// The empty squares counted (derived from the board): [`Free::packed`]
    /// (kept as two fields, not one [`Free`], so that the state keeps its
    /// size: a `Free` would take 16 bytes with its padding).
    pub(crate) free_packed: u64,
    /// [`Free::ko`].
    pub(crate) free_ko: u8,
}

impl State {
    /// The start of a match: the opening lot is due.
    ///
    /// # Errors
    /// The config's [`ConfigError`] (every problem at once).
    pub fn new(config: Config) -> Result<State, ConfigError> {
        let rules = Rules::new(&config)?;
        Ok(State::fresh(Arc::new(rules)))
    }

    pub(crate) fn fresh(rules: Arc<Rules>) -> State {
        let v = rules.variants;
        let free = Free {
            packed: rules.geo.free_packed,
            ko: rules.geo.free_ko,
        };
        State {
            rules,
            board: Board::default(),
            sides: BySide::from_fn(|s| SideState::fresh(s, 0, &v)),
            missions: [None; MAX_SEATS],
            phase: Phase::Lot,
            turn: Side::X,
            starter: Side::X,
            score: Score::default(),
            last: None,
            free_packed: free.packed,
            free_ko: free.ko,
        }
    }

    /// The state's counts of empty squares ([`Free`]).
    #[inline(always)]
    pub(crate) const fn free(&self) -> Free {
        Free {
            packed: self.free_packed,
            ko: self.free_ko,
        }
    }

    /// Sets the counts of empty squares.
    #[inline(always)]
    pub(crate) const fn set_free(&mut self, f: Free) {
        self.free_packed = f.packed;
        self.free_ko = f.ko;
    }

    /// [`State::take_free`] of a square `i < 128` (taken modulo 128).
    #[inline(always)]
    pub(crate) fn take_free_lo(&mut self, i: usize) {
        // ok: the index is masked into 0..128, both tables' length.
        self.free_packed = self.free_packed.wrapping_sub(FREE_UNIT[i & 127]);
        self.free_ko &= !self.rules.geo.ko_slot[i & 127];
    }

    /// The empty square `i` filled (a placement on it): its count and, for
    /// a knockout square, its bit.
    #[inline(always)]
    pub(crate) fn take_free(&mut self, i: usize) {
        self.free_packed = self.free_packed.wrapping_sub(Free::unit(i));
        self.free_ko &= !self.rules.geo.ko_slot.get(i).copied().unwrap_or(0);
    }

    /// The config this match was created with (knockout squares listed in
    /// square order).
    pub fn config(&self) -> Config {
        self.rules.to_config()
    }
    /// The variants in play.
    pub fn variants(&self) -> Variants {
        self.rules.variants
    }
    /// The TimeBomb limit in seconds, if TimeBomb is on (the frontend keeps the clock).
    pub fn time_limit_secs(&self) -> Option<u8> {
        self.rules.variants.time_bomb.map(|t| t.seconds())
    }
    /// The phase.
    pub fn phase(&self) -> Phase {
        self.phase
    }
    /// The side whose turn it is: in [`Phase::Play`] the side to place
    /// next (also while a chance draw is due first); at a round's or the
    /// game's end the side that moved last (in [`Phase::Lot`], X until the
    /// lot decides).
    pub fn side_to_move(&self) -> Side {
        self.turn
    }
    /// The side that started the current (or just finished) round.
    pub fn starter(&self) -> Side {
        self.starter
    }
    /// The pieces on the board.
    pub fn board(&self) -> &Board {
        &self.board
    }
    /// One side's pieces, line-up and Map card.
    pub fn side(&self, side: Side) -> &SideState {
        &self.sides[side]
    }
    /// A seat's Mission card (index into the deck), `None` before it is
    /// drawn or for a seat that does not exist; hidden from every other seat,
    /// team-mates included, by [`board_core::Observe::view`] (X-R2).
    pub fn mission_of(&self, seat: Seat) -> Option<u8> {
        self.missions.get(seat.index()).copied().flatten()
    }
    /// Every seat's Mission card, in seat order (one entry per seat).
    pub fn missions(&self) -> &[Option<u8>] {
        self.missions.get(..self.seats()).unwrap_or(&[])
    }
    /// The number of seats (both teams).
    pub(crate) fn seats(&self) -> usize {
        usize::from(self.rules.team_sizes[Side::X]) + usize::from(self.rules.team_sizes[Side::O])
    }
    /// The side of a seat, if the seat exists (see [`Config::side_of`]).
    pub fn side_of(&self, seat: Seat) -> Option<Side> {
        side_of(self.rules.team_sizes, seat)
    }
    /// The seats of `side`'s players, in seat order (see [`Config::seats_of`]).
    pub fn seats_of(&self, side: Side) -> impl Iterator<Item = Seat> + Clone + use<> {
        self.seat_range(side).map(|i| Seat(i as u8)) // i < MAX_SEATS
    }
    /// The seat indices of `side`'s players, in seat order.
    pub(crate) fn seat_range(&self, side: Side) -> core::ops::Range<usize> {
        let x = usize::from(self.rules.team_sizes[Side::X]);
        match side {
            Side::X => 0..x,
            Side::O => x..x + usize::from(self.rules.team_sizes[Side::O]),
        }
    }
    /// The cards drawn this round (bit `i`: card `i`): both Map cards and
    /// every Mission card (X-R1: one deck, no replacement within a round).
    pub(crate) fn cards_drawn(&self) -> u32 {
        let mut used = 0u32;
        for c in Side::ALL
            .iter()
            .filter_map(|&s| self.sides[s].map_card)
            .chain(self.missions.iter().flatten().copied())
        {
            used |= 1u32.checked_shl(u32::from(c)).unwrap_or(0);
        }
        used
    }
    /// The card with this index.
    pub fn card(&self, index: u8) -> Option<Card> {
        self.rules.deck.get(index as usize).map(|&c| unpack_card(c))
    }
    /// The score.
    pub fn score(&self) -> &Score {
        &self.score
    }
    /// The result of the most recent round.
    pub fn last_round(&self) -> Option<EndReason> {
        self.last
    }
    /// The match winner once over (`None` also for a draw or a running match).
    pub fn winner(&self) -> Option<Side> {
        if self.phase == Phase::GameOver {
            self.decided().flatten()
        } else {
            None
        }
    }
    /// The piece on `c`, if any.
    pub fn piece_at(&self, c: Coord) -> Option<Piece> {
        self.rules.geo.index(c).and_then(|i| self.board.piece_at_index(i))
    }
    /// The dots of `c`, if on the board.
    pub fn dots_at(&self, c: Coord) -> Option<u8> {
        self.rules.geo.index(c).map(|i| self.rules.geo.dots(i))
    }
    /// Whether `c` is a knockout square.
    pub fn is_knockout(&self, c: Coord) -> bool {
        self.rules.geo.is_knockout(c)
    }
    /// Board height and width.
    pub fn size(&self) -> (u8, u8) {
        (self.rules.geo.rows, self.rules.geo.cols)
    }
    /// The piece the side to act places next, in [`Phase::Play`].
    pub fn next_piece(&self) -> Option<Piece> {
        self.sides[self.turn].next_colour().map(|c| Piece::new(self.turn, c))
    }
}
