//! The match state and its invariants.

use alloc::format;
use alloc::string::String;

use board_core::grid::Coord;

use board_core::Seat;

use crate::config::{Config, ConfigError, MAX_SEATS, MatchFormat, SET_POINTS, Variants};
use crate::layout::{Card, DECK_SIZE, Geometry};
use crate::piece::{BySide, Colour, Piece, Side};
use crate::score;
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
    pub(crate) fn put(&mut self, i: usize, p: Piece) {
        match p.shape {
            Side::X => self.x.set_index(i),
            Side::O => self.o.set_index(i),
        }
        if p.colour == Colour::Green {
            self.green.set_index(i);
        }
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
    pub(crate) fn refill_standard(&mut self, side: Side) {
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
pub enum Phase {
    /// The opening lot for the first starter is due (a chance move).
    Lot,
    /// A round is running (set-up draws, then placements).
    Play,
    /// A round has ended; the board still shows it. The next move starts the
    /// next round ([`crate::Move::NextRound`], or the first draw of its set-up).
    RoundOver,
    /// The match is over.
    MatchOver,
}

/// A won round (spec §5, §7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct RoundWin {
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

impl RoundWin {
    /// Points scored: line dots plus Mission bonus.
    pub const fn points(&self) -> u16 {
        self.line_points as u16 + self.bonus as u16
    }
    /// Whether the round ended the match by knockout.
    pub const fn knockout(&self) -> bool {
        self.square_knockout || self.mission_knockout
    }
}

/// How a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub enum RoundResult {
    /// Five in a row.
    Won(RoundWin),
    /// Every piece played without a line (decision D3): no points, replayed.
    Void,
}

/// The match score.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
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
/// Small (under 512 bytes) and heap-free: cloning is a plain memory copy. Build one with
/// [`State::new`]; play with [`board_core::Game`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct State {
    pub(crate) rules: Rules,
    pub(crate) board: Board,
    pub(crate) sides: BySide<SideState>,
    /// The Mission card of each seat (X-R2), indexed by seat.
    pub(crate) missions: [Option<u8>; MAX_SEATS],
    pub(crate) phase: Phase,
    pub(crate) turn: Side,
    pub(crate) starter: Side,
    pub(crate) score: Score,
    pub(crate) last: Option<RoundResult>,
}

impl State {
    /// The start of a match: the opening lot is due.
    ///
    /// # Errors
    /// The config's [`ConfigError`] (every problem at once).
    pub fn new(config: Config) -> Result<State, ConfigError> {
        let rules = Rules::new(&config)?;
        Ok(State::fresh(rules))
    }

    pub(crate) fn fresh(rules: Rules) -> State {
        let v = rules.variants;
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
        }
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
    /// The side whose turn it is (in [`Phase::Play`]).
    pub fn turn(&self) -> Side {
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
    /// The seats of `side`'s players, in seat order.
    pub(crate) fn seats_of(&self, side: Side) -> core::ops::Range<usize> {
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
    pub fn last_round(&self) -> Option<RoundResult> {
        self.last
    }
    /// The match winner once over (`None` also for a draw or a running match).
    pub fn winner(&self) -> Option<Side> {
        if self.phase == Phase::MatchOver {
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

    /// Checks every invariant from scratch (used by `FromStr`, serde and the
    /// test kit).
    ///
    /// # Errors
    /// A description of the first broken invariant.
    pub fn validate(&self) -> Result<(), String> {
        let geo = &self.rules.geo;
        let b = &self.board;
        let full = geo.full;
        if !(b.x & b.o).is_empty() {
            return Err("a square holds two pieces".into());
        }
        if !(b.occupied() & !full).is_empty() || !(b.green & !b.occupied()).is_empty() {
            return Err("pieces off the board".into());
        }
        let main_on_ko = (b.x & b.green) | (b.o & !b.green);
        if !(main_on_ko & geo.knockout).is_empty() {
            return Err("a main-colour piece on a knockout square".into());
        }
        let random = self.rules.variants.random;
        for side in Side::ALL {
            let s = &self.sides[side];
            if s.lineup_len > CYCLE || (s.lineup >> s.lineup_len) != 0 {
                return Err(format!("{side}: malformed line-up"));
            }
            for c in [Colour::Green, Colour::Red] {
                let n = b.count(Piece::new(side, c)) as u16
                    + s.bag(c) as u16
                    + s.count_in_lineup(c) as u16
                    + s.skipped(c) as u16;
                if n != supply(side, c) as u16 {
                    return Err(format!("{side}: {n} {c} pieces, not {}", supply(side, c)));
                }
            }
            if s.member >= self.rules.team_sizes[side] {
                return Err(format!("{side}: team member {} does not exist", s.member));
            }
            if random {
                if s.filling && (s.lineup_len >= CYCLE || s.bag_total() == 0) {
                    return Err(format!("{side}: drawing a full line-up"));
                }
            } else {
                let (main, off) = (s.bag(side.main()), s.bag(side.off()));
                let mut pattern = SideState::default();
                for k in (CYCLE - s.lineup_len)..CYCLE {
                    pattern.push(if k < 3 { side.main() } else { side.off() });
                }
                if s.filling || main != 3 * off || pattern.lineup != s.lineup {
                    return Err(format!("{side}: line-up is not the standard order"));
                }
            }
            match s.map_card {
                None => {}
                Some(_) if !self.rules.variants.map => return Err("a map card without the map variant".into()),
                Some(i) => {
                    let card = self.card(i).ok_or_else(|| format!("{side}: no map card {i}"))?;
                    let pieces = [side.main(), side.main(), side.main(), side.off()];
                    for (sq, c) in card.squares().iter().zip(pieces) {
                        if self.piece_at(*sq) != Some(Piece::new(side, c)) {
                            return Err(format!("{side}: map card {i} piece missing at {sq}"));
                        }
                    }
                }
            }
        }
        for (seat, m) in self.missions.iter().enumerate() {
            match *m {
                None => {}
                Some(_) if seat >= self.seats() => {
                    return Err(format!("a mission card for seat {seat}, who does not exist"));
                }
                Some(_) if !self.rules.variants.mission => {
                    return Err("a mission card without the mission variant".into());
                }
                Some(i) if self.card(i).is_none() => return Err(format!("seat {seat}: no mission card {i}")),
                Some(_) => {}
            }
        }
        let (sx, so) = (&self.sides[Side::X], &self.sides[Side::O]);
        if let (Some(a), Some(b)) = (sx.map_card, so.map_card)
            && (a == b || self.card(a).zip(self.card(b)).is_some_and(|(p, q)| p.collides(&q)))
        {
            return Err("the map cards collide".into());
        }
        if so.map_card.is_some() && sx.map_card.is_none() {
            return Err("O's map card drawn before X's".into());
        }
        // Mission cards are drawn in seat order (E1).
        if self.missions.windows(2).any(|w| w[0].is_none() && w[1].is_some()) {
            return Err("a mission card drawn before an earlier seat's".into());
        }
        // X-R1: no card is drawn twice in a round.
        let drawn = Side::ALL.iter().filter(|&&s| self.sides[s].map_card.is_some()).count()
            + self.missions.iter().flatten().count();
        if self.cards_drawn().count_ones() as usize != drawn {
            return Err("a card drawn twice in one round".into());
        }
        self.validate_score()?;
        self.validate_phase()
    }

    fn validate_score(&self) -> Result<(), String> {
        let s = &self.score;
        if s.rounds_won[Side::X].checked_add(s.rounds_won[Side::O]) != Some(s.rounds) {
            return Err("rounds won do not add up".into());
        }
        for side in Side::ALL {
            if s.points[side] > s.total[side] {
                return Err("set points above total points".into());
            }
            // Every won round scores at least its five squares' dots (1 each).
            if u32::from(s.total[side]) < 5 * u32::from(s.rounds_won[side]) {
                return Err(format!("{side}: too few points for its rounds won"));
            }
        }
        // The latest round's result exists exactly when a round was played,
        // and is counted in the score.
        let played = s.rounds > 0 || s.void_rounds > 0;
        let counted = match self.last {
            None => !played,
            Some(RoundResult::Void) => s.void_rounds > 0,
            Some(RoundResult::Won(w)) => s.rounds_won[w.side] > 0 && s.total[w.side] >= w.points(),
        };
        if !counted {
            return Err("the last round's result disagrees with the score".into());
        }
        match self.rules.format {
            MatchFormat::Sets { best_of } => {
                let need = best_of / 2 + 1;
                if Side::ALL.iter().any(|&x| s.points[x] >= SET_POINTS || s.sets[x] > need) {
                    return Err("set score out of range".into());
                }
                // A set takes a won round and 20 points, surplus lost.
                if Side::ALL.iter().any(|&x| {
                    u16::from(s.sets[x]) > s.rounds_won[x]
                        || u32::from(s.total[x]) < u32::from(SET_POINTS) * u32::from(s.sets[x]) + u32::from(s.points[x])
                }) {
                    return Err("sets won without the rounds or points for them".into());
                }
            }
            _ => {
                if s.points != s.total || s.sets != BySide([0, 0]) {
                    return Err("points and total differ without sets".into());
                }
            }
        }
        Ok(())
    }

    fn validate_phase(&self) -> Result<(), String> {
        let geo = &self.rules.geo;
        match self.phase {
            Phase::Lot => {
                if *self != State::fresh(self.rules) {
                    return Err("the opening lot is due but the match has begun".into());
                }
            }
            Phase::Play => {
                if self.decided().is_some() {
                    return Err("the match is decided but still running".into());
                }
                // The loser of the previous round starts this one (spec §6).
                if let Some(RoundResult::Won(w)) = self.last
                    && self.starter != w.side.other()
                {
                    return Err("the winner of the last round starts this one".into());
                }
                // Map cards come before Mission cards (E1).
                if self.rules.variants.map
                    && Side::ALL.iter().any(|&s| self.sides[s].map_card.is_none())
                    && self.missions.iter().any(Option::is_some)
                {
                    return Err("a mission card drawn before the map cards".into());
                }
                if Side::ALL.iter().any(|&s| score::side_has_line(geo, &self.board, s)) {
                    return Err("five in a row on the board of a running round".into());
                }
                match self.pending() {
                    Some(crate::ChanceEvent::MapCard(_) | crate::ChanceEvent::MissionCard(_)) => {
                        let maps = Side::ALL.iter().filter(|&&s| self.sides[s].map_card.is_some()).count();
                        let touched = Side::ALL.iter().any(|&s| {
                            let x = &self.sides[s];
                            x.skipped_green + x.skipped_red > 0 || (self.rules.variants.random && x.lineup_len > 0)
                        });
                        if self.board.occupied().count() as usize != 4 * maps || touched {
                            return Err("pieces played before the round's cards were drawn".into());
                        }
                        if self.turn != self.starter {
                            return Err("a turn taken before the round's cards were drawn".into());
                        }
                    }
                    Some(crate::ChanceEvent::BagDraw(_)) | Some(crate::ChanceEvent::Lot) => {}
                    None => {
                        if self.sides[self.turn].lineup_len == 0 {
                            return Err("the side to act has no piece".into());
                        }
                    }
                }
                if !Side::ALL.iter().any(|&s| self.sides[s].has_pieces()) {
                    return Err("a running round without pieces".into());
                }
                // The turn only passes to a side with pieces (E5), so the side
                // to act always has one to play once the draws are done.
                if !self.sides[self.turn].has_pieces() {
                    return Err("the side to act has no piece left".into());
                }
                if Side::ALL.iter().any(|&s| {
                    let x = &self.sides[s];
                    x.lineup_len == 0 && x.bag_total() > 0 && !x.filling
                }) {
                    return Err("an empty line-up with pieces left in the bag".into());
                }
            }
            Phase::RoundOver | Phase::MatchOver => {
                if (self.phase == Phase::MatchOver) != self.decided().is_some() {
                    return Err("the phase disagrees with the match result".into());
                }
                match self.last {
                    None => return Err("a round is over but has no result".into()),
                    // X-R3: the round went void when the side to act next (the
                    // other side than the one that acted last) had no piece.
                    Some(RoundResult::Void) => {
                        if self.sides[self.turn.other()].has_pieces()
                            || Side::ALL.iter().any(|&s| score::side_has_line(geo, &self.board, s))
                        {
                            return Err("a void round while the side to act has pieces, or with a line".into());
                        }
                    }
                    Some(RoundResult::Won(w)) => {
                        if !score::side_has_line(geo, &self.board, w.side) || self.win_for(w.side) != w {
                            return Err("the round result does not match the board".into());
                        }
                    }
                }
            }
        }
        Ok(())
    }
}
