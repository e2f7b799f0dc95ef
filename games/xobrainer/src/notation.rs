//! The one-line state notation (`Display`/`FromStr`): one spelling per
//! state, so parsing then printing gives back the text and printing then
//! parsing gives back the state.
//!
//! Eight fields separated by exactly one ASCII space:
//!
//! ```text
//! <config> <board> <phase> <turn><starter> <side X> <side O> <score> <last round>
//! bo5,-,1v1,std,std 10/10/10/10/4O5/10/10/10/10/10 play XO 21g7r:gggr:0g0r:0:-:- 7g21r:rrg:0g0r:0:-:- 0-0:0-0:0-0:0-0:0 -
//! ```
//!
//! * config: `format,variants,teams,layout,deck`. Format `bo5` (best of 5
//!   sets), `rounds10`, `points50`, `round`. Variants `-` or `+`-joined in
//!   this order: `t10|t20|t30|t40`, `random`, `map`, `mission`. Teams `2v1`
//!   (players of X v O). Layout `std` (the default layout, never written
//!   out) or `ROWSxCOLS:DOTS:K.K.K.K` (one dot digit per square, row-major;
//!   the 4 knockout squares in square order). Deck `std` (the default deck)
//!   or 25 cards `/`-joined, each `own.own.own.off` squares.
//! * board: rows from the top, `/`-separated; a number is a run of empty
//!   squares; `X` green X, `x` red X, `O` red O, `o` green O (upper case =
//!   the side's main colour).
//! * phase: `lot`, `play`, `over` (round over), `end` (game over); then the
//!   side to move and the round's starter, e.g. `XO`.
//! * side: `BAG:LINEUP:SKIPPED:MEMBER:MAP:MISSION`: bag as `21g7r`, line-up
//!   colours next first (`-` if empty; a trailing `*` while Random draws are
//!   due), skipped pieces `0g0r`, the team member to act next, Map and
//!   Mission cards: the Map card number or `-`; the Mission cards of the
//!   side's players in seat order, `.`-joined (`-` for a player without
//!   one), or a single `-` while none of them holds one (X-R2).
//! * score: `points:sets:total:rounds won:void rounds`, each pair `X-O`.
//! * last round: `-`, `void`, or winner, line dots, `+` bonus, then `k` for a
//!   square knockout and `m` for a mission knockout: `O17+6`, `X12+0k`.
//!
//! Numbers are plain ASCII digits without sign or leading zero; letters have
//! the case shown. [`ParseStateError`] names the column and what is wrong.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt::{self, Write};
use core::str::FromStr;

use board_core::grid::Coord;
use board_core::notation::{Scanner, SyntaxError};

use crate::config::{Config, ConfigError, MAX_SEATS, MatchFormat, TimeBomb, Variants};
use crate::invariants::StateError;
use crate::layout::{Card, DECK_SIZE, Layout};
use crate::piece::{BySide, Colour, Piece, Side};
use crate::state::{Board, CYCLE, EndReason, Phase, RoundScore, Rules, Score, SideState, State};

/// Why text is not a state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum ParseStateError {
    /// The text does not have the notation's form: the column, the token
    /// found and the form expected.
    #[error("{0}")]
    Syntax(SyntaxError),
    /// The text has the notation's form but is not the one spelling of its
    /// state.
    #[error("{problem} at column {column}")]
    NotCanonical {
        /// 1-based character column where the spelling goes wrong.
        column: usize,
        /// What is wrong.
        problem: Spelling,
    },
    /// The config field is well-formed but not a valid config.
    #[error("{0}")]
    InvalidConfig(ConfigError),
    /// Well-formed, but not a state the rules can reach.
    #[error("invalid state: {0}")]
    Invalid(StateError),
}

impl From<SyntaxError> for ParseStateError {
    fn from(e: SyntaxError) -> Self {
        ParseStateError::Syntax(e)
    }
}

/// The eight fields of the state notation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Field {
    /// `bo5,-,1v1,std,std`.
    Config,
    /// `10/10/.../4O5/...`.
    Board,
    /// `play`.
    Phase,
    /// `XO`: the side to move and the round's starter.
    Turn,
    /// X's pieces and cards.
    SideX,
    /// O's pieces and cards.
    SideO,
    /// `0-5:0-0:0-5:0-1:0`.
    Score,
    /// `O5+0`.
    LastRound,
}

impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Field::Config => "config",
            Field::Board => "board",
            Field::Phase => "phase",
            Field::Turn => "turn",
            Field::SideX => "side X",
            Field::SideO => "side O",
            Field::Score => "score",
            Field::LastRound => "last round",
        })
    }
}

/// What makes well-formed text other than the one spelling of its state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
#[non_exhaustive]
pub enum Spelling {
    /// Fields separated by anything but exactly one ASCII space, or space
    /// before the first or after the last field.
    #[error("fields must be separated by exactly one ASCII space")]
    Spacing,
    /// A number with a leading zero.
    #[error("leading zero in field {0}")]
    LeadingZero(Field),
    /// A number with a `+` sign.
    #[error("'+' sign on a number in field {0}")]
    PlusSign(Field),
    /// A letter in the other case than the notation's.
    #[error("letter case in field {0}")]
    LetterCase(Field),
    /// A list not in its order (variants, knockout squares) or with an item
    /// repeated.
    #[error("list not in order in field {0}")]
    Order(Field),
    /// The default layout or deck written out instead of `std`.
    #[error("the default layout and deck are written std, in field {0}")]
    Default(Field),
    /// Nothing written otherwise than as `-`: an empty line-up, no Mission
    /// cards.
    #[error("nothing is written -, in field {0}")]
    Empty(Field),
}

fn format_text(f: MatchFormat) -> String {
    match f {
        MatchFormat::Sets { best_of } => alloc::format!("bo{best_of}"),
        MatchFormat::Rounds(n) => alloc::format!("rounds{n}"),
        MatchFormat::Points(n) => alloc::format!("points{n}"),
        MatchFormat::OneRound => "round".into(),
    }
}

fn variants_text(v: &Variants) -> String {
    let mut parts: Vec<String> = Vec::new();
    if let Some(t) = v.time_bomb {
        parts.push(alloc::format!("t{}", t.seconds()));
    }
    for (on, name) in [(v.random, "random"), (v.map, "map"), (v.mission, "mission")] {
        if on {
            parts.push(name.into());
        }
    }
    if parts.is_empty() { "-".into() } else { parts.join("+") }
}

fn squares_text(sq: &[Coord]) -> String {
    sq.iter().map(|c| c.to_string()).collect::<Vec<_>>().join(".")
}

fn layout_text(l: &Layout) -> String {
    if *l == Layout::default_v0() {
        return "std".into();
    }
    let dots: String = l.dots.iter().map(|d| char::from(b'0' + d.min(&9))).collect();
    alloc::format!("{}x{}:{}:{}", l.rows, l.cols, dots, squares_text(&l.knockout))
}

fn deck_text(d: &[Card]) -> String {
    if d == Card::default_deck().as_slice() {
        return "std".into();
    }
    d.iter()
        .map(|c| squares_text(&c.squares()))
        .collect::<Vec<_>>()
        .join("/")
}

/// The config field of the notation.
pub(crate) fn config_text(c: &Config) -> String {
    alloc::format!(
        "{},{},{}v{},{},{}",
        format_text(c.format),
        variants_text(&c.variants),
        c.team_sizes[Side::X],
        c.team_sizes[Side::O],
        layout_text(&c.layout),
        deck_text(&c.deck)
    )
}

fn opt(o: Option<u8>) -> String {
    o.map_or_else(|| "-".into(), |i| i.to_string())
}

fn missions_text(m: &[Option<u8>]) -> String {
    if m.iter().all(Option::is_none) {
        return "-".into();
    }
    m.iter().map(|&c| opt(c)).collect::<Vec<_>>().join(".")
}

fn side_text(s: &SideState, missions: &[Option<u8>]) -> String {
    let mut lineup: String = s.line_up().map(Colour::letter).collect();
    if lineup.is_empty() {
        lineup.push('-');
    }
    if s.filling {
        lineup.push('*');
    }
    alloc::format!(
        "{}g{}r:{}:{}g{}r:{}:{}:{}",
        s.bag_green,
        s.bag_red,
        lineup,
        s.skipped_green,
        s.skipped_red,
        s.member,
        opt(s.map_card),
        missions_text(missions)
    )
}

fn pair<T: fmt::Display>(p: &BySide<T>) -> String {
    alloc::format!("{}-{}", p[Side::X], p[Side::O])
}

fn last_text(l: Option<EndReason>) -> String {
    match l {
        None => "-".into(),
        Some(EndReason::Void) => "void".into(),
        Some(EndReason::Won(w)) => w.to_string(),
    }
}

fn board_text(s: &State) -> String {
    let g = s.rules.geo;
    let mut out = String::new();
    for r in 0..g.rows {
        if r > 0 {
            out.push('/');
        }
        let mut run = 0;
        for c in 0..g.cols {
            match s.piece_at(Coord::new(r, c)) {
                None => run += 1,
                Some(p) => {
                    if run > 0 {
                        let _ = write!(out, "{run}");
                        run = 0;
                    }
                    out.push(p.code());
                }
            }
        }
        if run > 0 {
            let _ = write!(out, "{run}");
        }
    }
    out
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let phase = match self.phase {
            Phase::Lot => "lot",
            Phase::Play => "play",
            Phase::RoundOver => "over",
            Phase::GameOver => "end",
        };
        let sc = &self.score;
        write!(
            f,
            "{} {} {} {}{} {} {} {}:{}:{}:{}:{} {}",
            config_text(&self.config()),
            board_text(self),
            phase,
            self.turn,
            self.starter,
            side_text(
                &self.sides[Side::X],
                self.missions.get(self.seat_range(Side::X)).unwrap_or(&[])
            ),
            side_text(
                &self.sides[Side::O],
                self.missions.get(self.seat_range(Side::O)).unwrap_or(&[])
            ),
            pair(&sc.points),
            pair(&sc.sets),
            pair(&sc.total),
            pair(&sc.rounds_won),
            sc.void_rounds,
            last_text(self.last)
        )
    }
}

// ---- reading ----

/// A reader of one field: a scanner plus the field it reads, for errors.
struct Reader<'a> {
    s: Scanner<'a>,
    field: Field,
    /// Columns before the field's first character.
    offset: usize,
}

type Parsed<T> = Result<T, ParseStateError>;

impl<'a> Reader<'a> {
    fn new(text: &'a str, field: Field, column: usize) -> Self {
        Reader {
            s: Scanner::new(text),
            field,
            offset: column - 1,
        }
    }

    fn column(&self) -> usize {
        self.s.column() + self.offset
    }

    fn syntax(&self, expected: &'static str) -> ParseStateError {
        ParseStateError::Syntax(self.s.error(expected).shifted(self.offset))
    }

    fn spelling(&self, column: usize, problem: Spelling) -> ParseStateError {
        ParseStateError::NotCanonical { column, problem }
    }

    /// A number without sign or leading zero.
    fn number<T: FromStr>(&mut self, expected: &'static str) -> Parsed<T> {
        let column = self.column();
        if self.s.peek() == Some('+') {
            let mut probe = self.s.clone();
            probe.next_char();
            if probe.peek().is_some_and(|c| c.is_ascii_digit()) {
                return Err(self.spelling(column, Spelling::PlusSign(self.field)));
            }
        }
        let mut probe = self.s.clone();
        let digits = probe.take_while(|c| c.is_ascii_digit());
        if digits.text.len() > 1 && digits.text.starts_with('0') {
            return Err(self.spelling(column, Spelling::LeadingZero(self.field)));
        }
        match digits.text.parse() {
            Ok(n) if !digits.text.is_empty() => {
                self.s = probe;
                Ok(n)
            }
            _ => Err(self.syntax(expected)),
        }
    }

    /// Consumes `c`, or fails expecting `expected`.
    fn expect(&mut self, c: char, expected: &'static str) -> Parsed<()> {
        if self.s.eat(c) {
            Ok(())
        } else if self.s.peek().is_some_and(|p| p != c && p.eq_ignore_ascii_case(&c)) {
            Err(self.spelling(self.column(), Spelling::LetterCase(self.field)))
        } else {
            Err(self.syntax(expected))
        }
    }

    /// Consumes `word` if it comes next (refusing it in the other case).
    fn eat_word(&mut self, word: &str) -> Parsed<bool> {
        let column = self.column();
        let mut probe = self.s.clone();
        if !probe.eat_ignore_case(word) {
            return Ok(false);
        }
        let exact = self.s.rest().starts_with(word);
        if !exact {
            return Err(self.spelling(column, Spelling::LetterCase(self.field)));
        }
        self.s = probe;
        Ok(true)
    }

    /// A side letter `X`/`O`.
    fn side(&mut self, expected: &'static str) -> Parsed<Side> {
        match self.s.peek() {
            Some('X') | Some('O') => Ok(self.s.next_char().and_then(Side::from_letter).unwrap_or(Side::X)),
            Some('x') | Some('o') => Err(self.spelling(self.column(), Spelling::LetterCase(self.field))),
            _ => Err(self.syntax(expected)),
        }
    }

    /// A square `e5`: lower-case column letter, 1-based row.
    fn square(&mut self) -> Parsed<Coord> {
        const EXPECTED: &str = "a square like e5";
        let column = self.column();
        let letter = match self.s.peek() {
            Some(c) if c.is_ascii_lowercase() => c,
            Some(c) if c.is_ascii_uppercase() => {
                return Err(self.spelling(column, Spelling::LetterCase(self.field)));
            }
            _ => return Err(self.syntax(EXPECTED)),
        };
        let mut probe = Reader {
            s: self.s.clone(),
            field: self.field,
            offset: self.offset,
        };
        probe.s.next_char();
        let row: u16 = probe.number(EXPECTED).map_err(|e| match e {
            ParseStateError::Syntax(_) => self.syntax(EXPECTED),
            other => other,
        })?;
        if !(1..=256).contains(&row) {
            return Err(self.syntax(EXPECTED));
        }
        self.s = probe.s;
        Ok(Coord::new((row - 1) as u8, letter as u8 - b'a')) // row <= 256, letter a-z
    }

    /// `N g N r`.
    fn counts(&mut self, expected: &'static str) -> Parsed<(u8, u8)> {
        let g = self.number(expected)?;
        self.expect('g', expected)?;
        let r = self.number(expected)?;
        self.expect('r', expected)?;
        Ok((g, r))
    }

    /// `-` or a number.
    fn card_or_dash(&mut self, expected: &'static str) -> Parsed<Option<u8>> {
        if self.s.eat('-') {
            Ok(None)
        } else {
            self.number(expected).map(Some)
        }
    }

    /// A pair `X-O` of numbers.
    fn pair<T: FromStr>(&mut self, expected: &'static str) -> Parsed<BySide<T>> {
        let x = self.number(expected)?;
        self.expect('-', expected)?;
        Ok(BySide([x, self.number(expected)?]))
    }

    fn end(&self, expected: &'static str) -> Parsed<()> {
        if self.s.is_done() {
            Ok(())
        } else {
            Err(self.syntax(expected))
        }
    }
}

/// Splits `text` at single ASCII spaces into its fields with their
/// 1-based start columns, refusing any other spacing.
fn fields(text: &str) -> Parsed<Vec<(&str, usize)>> {
    let mut out = Vec::new();
    let mut start = (0usize, 1usize); // byte, column
    let mut prev_space = true;
    let mut column = 0;
    for (i, c) in text.char_indices() {
        column += 1;
        if c == ' ' {
            if prev_space {
                return Err(ParseStateError::NotCanonical {
                    column,
                    problem: Spelling::Spacing,
                });
            }
            out.push((text.get(start.0..i).unwrap_or(""), start.1));
            start = (i + 1, column + 1);
            prev_space = true;
        } else if c.is_whitespace() {
            return Err(ParseStateError::NotCanonical {
                column,
                problem: Spelling::Spacing,
            });
        } else {
            prev_space = false;
        }
    }
    if prev_space && !text.is_empty() {
        return Err(ParseStateError::NotCanonical {
            column,
            problem: Spelling::Spacing,
        });
    }
    if !text.is_empty() {
        out.push((text.get(start.0..).unwrap_or(""), start.1));
    }
    Ok(out)
}

const FIELDS: &str = "8 fields: config, board, phase, turn, side X, side O, score, last round";

/// Parses the config field (not validated).
fn parse_config(r: &mut Reader<'_>) -> Parsed<Config> {
    const FORMAT: &str = "a match format bo<N>, rounds<N>, points<N> or round";
    let format = if r.eat_word("rounds")? {
        MatchFormat::Rounds(r.number(FORMAT)?)
    } else if r.eat_word("round")? {
        MatchFormat::OneRound
    } else if r.eat_word("bo")? {
        MatchFormat::Sets {
            best_of: r.number(FORMAT)?,
        }
    } else if r.eat_word("points")? {
        MatchFormat::Points(r.number(FORMAT)?)
    } else {
        return Err(r.syntax(FORMAT));
    };
    r.expect(',', "',' after the match format")?;
    let variants = parse_variants(r)?;
    r.expect(',', "',' after the variants")?;
    const TEAMS: &str = "team sizes like 1v1";
    let x = r.number(TEAMS)?;
    r.expect('v', TEAMS)?;
    let team_sizes = BySide([x, r.number(TEAMS)?]);
    r.expect(',', "',' after the team sizes")?;
    let layout = parse_layout(r)?;
    r.expect(',', "',' after the layout")?;
    let deck = parse_deck(r)?;
    r.end("the end of the config field")?;
    Ok(Config {
        layout,
        deck,
        format,
        variants,
        team_sizes,
    })
}

fn parse_variants(r: &mut Reader<'_>) -> Parsed<Variants> {
    const EXPECTED: &str = "variants: - or t10, t20, t30, t40, random, map, mission joined by +";
    let mut v = Variants::default();
    if r.s.eat('-') {
        return Ok(v);
    }
    let mut rank = 0;
    loop {
        let column = r.column();
        let (this, ok) = if r.eat_word("random")? {
            (2, !core::mem::replace(&mut v.random, true))
        } else if r.eat_word("map")? {
            (3, !core::mem::replace(&mut v.map, true))
        } else if r.eat_word("mission")? {
            (4, !core::mem::replace(&mut v.mission, true))
        } else if r.eat_word("t")? {
            let secs: u8 = r.number(EXPECTED)?;
            let t = TimeBomb::from_seconds(secs).ok_or_else(|| {
                ParseStateError::Syntax(SyntaxError::new(column, &alloc::format!("t{secs}"), EXPECTED))
            })?;
            (1, v.time_bomb.replace(t).is_none())
        } else {
            return Err(r.syntax(EXPECTED));
        };
        if !ok || this <= rank {
            return Err(r.spelling(column, Spelling::Order(r.field)));
        }
        rank = this;
        if !r.s.eat('+') {
            return Ok(v);
        }
    }
}

fn parse_layout(r: &mut Reader<'_>) -> Parsed<Layout> {
    const EXPECTED: &str = "a layout: std, or ROWSxCOLS:DOTS:K.K.K.K";
    let column = r.column();
    if r.eat_word("std")? {
        return Ok(Layout::default_v0());
    }
    let rows = r.number(EXPECTED)?;
    r.expect('x', EXPECTED)?;
    let cols = r.number(EXPECTED)?;
    r.expect(':', EXPECTED)?;
    let dots = r.s.take_while(|c| c.is_ascii_digit());
    let dots: Vec<u8> = dots.text.bytes().map(|b| b - b'0').collect(); // ASCII digits
    r.expect(':', "':' after the dots, one digit per square")?;
    let mut knockout = [Coord::default(); 4];
    for k in 0..knockout.len() {
        if k > 0 {
            r.expect('.', "4 knockout squares joined by '.'")?;
        }
        let at = r.column();
        let sq = r.square()?;
        if let Some(slot) = knockout.get_mut(k) {
            *slot = sq;
        }
        if k > 0 && knockout_before(&knockout, k) {
            return Err(r.spelling(at, Spelling::Order(r.field)));
        }
    }
    let layout = Layout {
        rows,
        cols,
        dots,
        knockout,
    };
    if layout == Layout::default_v0() {
        return Err(r.spelling(column, Spelling::Default(r.field)));
    }
    Ok(layout)
}

/// Whether knockout square `k` comes before square `k - 1` (square order:
/// row, then column).
fn knockout_before(ko: &[Coord; 4], k: usize) -> bool {
    match (ko.get(k), k.checked_sub(1).and_then(|j| ko.get(j))) {
        (Some(a), Some(b)) => (a.row, a.col) < (b.row, b.col),
        _ => false,
    }
}

fn parse_deck(r: &mut Reader<'_>) -> Parsed<Vec<Card>> {
    const EXPECTED: &str = "a deck: std, or 25 cards of 4 squares a1.b2.c3.d4 joined by /";
    let column = r.column();
    if r.eat_word("std")? {
        return Ok(Card::default_deck());
    }
    let mut deck = Vec::new();
    loop {
        let mut sq = [Coord::default(); 4];
        for (k, slot) in sq.iter_mut().enumerate() {
            if k > 0 {
                r.expect('.', EXPECTED)?;
            }
            *slot = r.square()?;
        }
        let [a, b, c, d] = sq;
        deck.push(Card { own: [a, b, c], off: d });
        if deck.len() > DECK_SIZE * 2 || !r.s.eat('/') {
            break;
        }
    }
    if deck == Card::default_deck() {
        return Err(r.spelling(column, Spelling::Default(r.field)));
    }
    Ok(deck)
}

fn parse_board(r: &mut Reader<'_>, rules: &Rules) -> Parsed<Board> {
    const PIECE: &str = "a piece X, x, O, o or a run of empty squares";
    let (rows, cols) = (usize::from(rules.geo.rows), usize::from(rules.geo.cols));
    let mut board = Board::default();
    for row in 0..rows {
        if row > 0 {
            r.expect('/', "'/' and the next row (one row per board row)")?;
        }
        let mut col = 0;
        while col < cols {
            if r.s.peek().is_some_and(|c| c.is_ascii_digit() || c == '+') {
                let column = r.column();
                let run: usize = r.number("a run of empty squares")?;
                if run == 0 || col + run > cols {
                    return Err(ParseStateError::Syntax(SyntaxError::new(
                        column,
                        &run.to_string(),
                        "a run of empty squares within the row",
                    )));
                }
                col += run;
                if r.s.peek().is_some_and(|c| c.is_ascii_digit()) {
                    return Err(r.syntax(PIECE));
                }
                continue;
            }
            let p = r.s.peek().and_then(Piece::from_code).ok_or_else(|| r.syntax(PIECE))?;
            r.s.next_char();
            board.put(row * cols + col, p);
            col += 1;
        }
    }
    r.end("the end of the board (as many squares as the layout)")?;
    Ok(board)
}

fn parse_phase(r: &mut Reader<'_>) -> Parsed<Phase> {
    let phase = if r.eat_word("lot")? {
        Phase::Lot
    } else if r.eat_word("play")? {
        Phase::Play
    } else if r.eat_word("over")? {
        Phase::RoundOver
    } else if r.eat_word("end")? {
        Phase::GameOver
    } else {
        return Err(r.syntax("a phase: lot, play, over or end"));
    };
    r.end("a phase: lot, play, over or end")?;
    Ok(phase)
}

fn parse_side(r: &mut Reader<'_>, players: usize) -> Parsed<(SideState, Vec<Option<u8>>)> {
    const BAG: &str = "the bag like 21g7r";
    const LINEUP: &str = "a line-up of up to 4 colours g, r (or -), then * while draws are due";
    let (bag_green, bag_red) = r.counts(BAG)?;
    r.expect(':', "':' after the bag")?;
    let mut st = SideState {
        bag_green,
        bag_red,
        ..SideState::default()
    };
    let column = r.column();
    if !r.s.eat('-') {
        while st.lineup_len < CYCLE {
            let c = match r.s.peek() {
                Some('g') => Colour::Green,
                Some('r') => Colour::Red,
                Some('G' | 'R') => return Err(r.spelling(r.column(), Spelling::LetterCase(r.field))),
                _ => break,
            };
            r.s.next_char();
            st.push(c);
        }
        if st.lineup_len == 0 {
            return Err(match r.s.peek() {
                Some('*' | ':') => r.spelling(column, Spelling::Empty(r.field)),
                _ => r.syntax(LINEUP),
            });
        }
    }
    st.filling = r.s.eat('*');
    r.expect(':', "':' after the line-up (at most 4 pieces)")?;
    let (skipped_green, skipped_red) = r.counts("the skipped pieces like 0g0r")?;
    st.skipped_green = skipped_green;
    st.skipped_red = skipped_red;
    r.expect(':', "':' after the skipped pieces")?;
    st.member = r.number("the team member to act next")?;
    r.expect(':', "':' after the team member")?;
    st.map_card = r.card_or_dash("a Map card number or -")?;
    r.expect(':', "':' after the Map card")?;
    let column = r.column();
    let mut missions = alloc::vec![None; players];
    let dash_only = r.s.rest() == "-";
    if dash_only {
        r.s.eat('-');
    } else {
        for (k, slot) in missions.iter_mut().enumerate() {
            if k > 0 {
                r.expect('.', "a Mission card (or -) for each player of the side, joined by '.'")?;
            }
            *slot = r.card_or_dash("a Mission card number or -")?;
        }
        if missions.iter().all(Option::is_none) {
            return Err(r.spelling(column, Spelling::Empty(r.field)));
        }
    }
    r.end("the end of the side field (one Mission card or - per player)")?;
    Ok((st, missions))
}

fn parse_last(r: &mut Reader<'_>) -> Parsed<Option<EndReason>> {
    const EXPECTED: &str = "a round result: -, void, or like O17+6 (then k, m for knockouts)";
    if r.s.rest() == "-" {
        return Ok(None);
    }
    if r.eat_word("void")? {
        r.end(EXPECTED)?;
        return Ok(Some(EndReason::Void));
    }
    let side = r.side(EXPECTED)?;
    let line_points = r.number(EXPECTED)?;
    r.expect('+', EXPECTED)?;
    let bonus = r.number(EXPECTED)?;
    let square_knockout = r.s.eat('k');
    let mission_knockout = r.s.eat('m');
    if matches!(r.s.peek(), Some('K' | 'M')) {
        return Err(r.spelling(r.column(), Spelling::LetterCase(r.field)));
    }
    r.end(EXPECTED)?;
    Ok(Some(EndReason::Won(RoundScore {
        side,
        line_points,
        bonus,
        square_knockout,
        mission_knockout,
    })))
}

impl FromStr for State {
    type Err = ParseStateError;
    /// Parses the one spelling of a state and validates it.
    ///
    /// # Errors
    /// [`ParseStateError`]: a syntax error, a spelling other than the
    /// canonical one, an invalid config, or a state the rules cannot reach.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let fields = fields(text)?;
        let field = |k: usize, f: Field| -> Parsed<Reader<'_>> {
            match fields.get(k) {
                Some(&(t, column)) => Ok(Reader::new(t, f, column)),
                None => Err(ParseStateError::Syntax(SyntaxError::new(
                    text.chars().count() + 1,
                    "",
                    FIELDS,
                ))),
            }
        };
        if let Some(&(t, column)) = fields.get(8) {
            return Err(ParseStateError::Syntax(SyntaxError::new(
                column,
                t,
                "the end of the text after 8 fields",
            )));
        }
        let config = parse_config(&mut field(0, Field::Config)?)?;
        let rules = Rules::new(&config).map_err(ParseStateError::InvalidConfig)?;
        let board = parse_board(&mut field(1, Field::Board)?, &rules)?;
        let phase = parse_phase(&mut field(2, Field::Phase)?)?;
        let mut r = field(3, Field::Turn)?;
        let turn = r.side("the side to move, then the round's starter: XO")?;
        let starter = r.side("the round's starter after the side to move: XO")?;
        r.end("the end of the turn field (two letters like XO)")?;
        let teams = config.team_sizes;
        let (side_x, mx) = parse_side(&mut field(4, Field::SideX)?, usize::from(teams[Side::X]))?;
        let (side_o, mo) = parse_side(&mut field(5, Field::SideO)?, usize::from(teams[Side::O]))?;
        let mut missions = [None; MAX_SEATS];
        for (slot, m) in missions.iter_mut().zip(mx.into_iter().chain(mo)) {
            *slot = m;
        }
        let mut r = field(6, Field::Score)?;
        const SCORE: &str = "a score: points:sets:total:rounds won (each X-O):void rounds";
        let points = r.pair(SCORE)?;
        r.expect(':', SCORE)?;
        let sets = r.pair(SCORE)?;
        r.expect(':', SCORE)?;
        let total = r.pair(SCORE)?;
        r.expect(':', SCORE)?;
        let rounds_won: BySide<u16> = r.pair(SCORE)?;
        r.expect(':', SCORE)?;
        let void_rounds = r.number(SCORE)?;
        r.end(SCORE)?;
        let rounds = rounds_won[Side::X]
            .checked_add(rounds_won[Side::O])
            .ok_or(ParseStateError::Invalid(StateError::RoundsDoNotAddUp))?;
        let last = parse_last(&mut field(7, Field::LastRound)?)?;
        let free = crate::state::Free::of(&rules.geo, &board);
        let state = State {
            rules: alloc::sync::Arc::new(rules),
            board,
            free_packed: free.packed,
            free_ko: free.ko,
            sides: BySide([side_x, side_o]),
            missions,
            phase,
            turn,
            starter,
            score: Score {
                points,
                sets,
                total,
                rounds,
                rounds_won,
                void_rounds,
            },
            last,
        };
        state.validate().map_err(ParseStateError::Invalid)?;
        Ok(state)
    }
}

#[cfg(test)]
#[path = "tests/notation.rs"]
mod tests;
