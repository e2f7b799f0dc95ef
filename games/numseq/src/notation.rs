//! The state notation: one line, one spelling per state, round-trip exact.
//!
//! Seven fields, separated by exactly one ASCII space:
//!
//! 1. the preset name, `numseq-default-v1` or `classic`;
//! 2. the setup `players:teams:count[:turns/max]`: teams is `-` when
//!    derived, count is `p` (SEQUENCEs keyed on players, D7 default) or `s`
//!    (keyed on sides); with a `max_turns` cap (N-R2) the turns played and
//!    the cap follow, as in `2:-:p:57/300`;
//! 3. the board, rows from the top separated by `/`: `*` a free corner,
//!    `a`/`b`/`c` a chip of that side, `A`/`B`/`C` a locked chip, a number a
//!    run of that many empty squares (runs never cross a corner or a chip,
//!    so each run is as long as it can be);
//! 4. the SEQUENCEs, `-` or comma-separated `side:start axis` such as
//!    `a:b1h` (axis `h` row, `v` column, `d` diagonal down-right, `u`
//!    anti-diagonal up-right; start as in [`crate::Sequence`]), in the order
//!    of [`State::sequences`]: by side, then by the reading order of the
//!    window's first square, then by axis in that order. This field is the
//!    record of the lock choices (D1, N-R1): a run of 6 to 9 chips does not
//!    say which of its windows locked, the windows named here do, and
//!    [`State::validate`] re-checks them against the board (see the crate
//!    docs, "State invariants");
//! 5. the hands, one per seat separated by `/`, each `-` or cards joined by
//!    `.` in deck-table order (the order of the ruleset's card table; equal
//!    cards repeated);
//! 6. the discard piles, in the same form;
//! 7. the phase and its seat: `deal:S`, `play:S`, `play*:S` (swap used),
//!    `draw:S`, `draw*:S` (draw after the swap), `shuffle:S`, `shuffle*:S`,
//!    `over:S` (S made the last move).
//!
//! The draw pile is not written: it is the deck minus the hands and discard
//! piles. Parsing runs [`State::validate`], so text never yields an
//! inconsistent state. `FromStr` knows the shipped presets by name; a state
//! of a custom ruleset (N-R3) reads with [`State::parse_with`].
//!
//! **One spelling per state.** The parser reads exactly what `Display`
//! writes and refuses everything else with a [`ParseStateError`] that says
//! what is wrong: other whitespace than one ASCII space between fields
//! (and any before or after), numbers with a sign or a leading zero, a run
//! of 0 empty squares, lower-case card names or upper-case squares, cards
//! or SEQUENCEs out of order. So parsing then printing gives back the text.
//!
//! The start of a 2-player game:
//! `numseq-default-v1 2:-:p *8*/10/10/10/10/10/10/10/10/*8* - -/- -/- deal:0`

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::{self, Write};
use core::str::FromStr;

use board_core::grid::{Axis, Bitboard, Coord};
use board_core::notation::{Scanner, SyntaxError};

use crate::card::{Card, is_card_char};
use crate::config::{Config, ConfigError, SequenceCount};
use crate::invariants::StateError;
use crate::layout::{Layout, MAX_KINDS, Preset};
use crate::score::window_mask;
use crate::state::{MAX_HAND, MAX_SEQUENCES, Phase, SeqRec, State};

/// Why text is not a state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseStateError {
    /// The text does not have the notation's form, or spells a field other
    /// than the one way `Display` writes it: a
    /// [`board_core::notation::SyntaxError`] naming the column, the token
    /// found and the form expected.
    #[error("{0}")]
    Syntax(SyntaxError),
    /// The first field names no shipped preset.
    #[error(
        "expected a preset numseq-default-v1 or classic at column 1, found {name:?} (a custom ruleset reads with State::parse_with)"
    )]
    UnknownPreset {
        /// The first field, cut to an excerpt of at most
        /// [`board_core::notation::EXCERPT_CHARS`] characters.
        name: String,
    },
    /// [`State::parse_with`]: the first field is not the given preset's name.
    #[error("expected the preset {expected} at column 1, found {found:?}")]
    PresetMismatch {
        /// The preset's name.
        expected: &'static str,
        /// The first field, cut to an excerpt of at most
        /// [`board_core::notation::EXCERPT_CHARS`] characters.
        found: String,
    },
    /// The setup field is well-formed but not a valid setup.
    #[error("{0}")]
    Config(ConfigError),
    /// A well-formed card name that the preset's deck does not hold.
    #[error("no card {card} in deck {preset} (column {column})")]
    UnknownCard {
        /// The card named.
        card: Card,
        /// The preset.
        preset: &'static str,
        /// 1-based column of the card's name.
        column: usize,
    },
    /// A list out of its one order: a hand's or a discard pile's cards
    /// (deck-table order) or the SEQUENCEs (see the module docs).
    #[error("{list} not in order at column {column}: {found:?} must come earlier (or is named twice)")]
    NotInOrder {
        /// Which list.
        list: &'static str,
        /// 1-based column of the item out of order.
        column: usize,
        /// The item, cut to an excerpt of at most
        /// [`board_core::notation::EXCERPT_CHARS`] characters.
        found: String,
    },
    /// The fields are well-formed but contradict the rules.
    #[error("inconsistent state: {0}")]
    Invalid(StateError),
}

impl From<SyntaxError> for ParseStateError {
    fn from(e: SyntaxError) -> Self {
        ParseStateError::Syntax(e)
    }
}

impl From<StateError> for ParseStateError {
    fn from(e: StateError) -> Self {
        ParseStateError::Invalid(e)
    }
}

fn axis_char(a: Axis) -> char {
    match a {
        Axis::Horizontal => 'h',
        Axis::Vertical => 'v',
        Axis::Diagonal => 'd',
        Axis::AntiDiagonal => 'u',
    }
}

impl fmt::Display for State {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let rules = self.ruleset();
        let grid = rules.grid();
        let c = &self.config;
        write!(f, "{} {}:", rules.name(), c.players)?;
        match c.teams {
            Some(t) => write!(f, "{t}")?,
            None => f.write_char('-')?,
        }
        let count = if c.sequences == SequenceCount::ByPlayers {
            'p'
        } else {
            's'
        };
        write!(f, ":{count}")?;
        if let Some(max) = c.max_turns {
            write!(f, ":{}/{max}", self.turns)?;
        }
        f.write_char(' ')?;
        for r in 0..grid.rows() {
            if r > 0 {
                f.write_char('/')?;
            }
            let mut run = 0;
            for col in 0..grid.cols() {
                let i = r as usize * grid.cols() as usize + col as usize;
                let ch = if rules.corners().has_index(i) {
                    Some('*')
                } else {
                    self.chips.iter().position(|b| b.has_index(i)).map(|s| {
                        let l = (b'a' + s as u8) as char;
                        if self.locked.has_index(i) {
                            l.to_ascii_uppercase()
                        } else {
                            l
                        }
                    })
                };
                match ch {
                    None => run += 1,
                    Some(ch) => {
                        if run > 0 {
                            write!(f, "{run}")?;
                            run = 0;
                        }
                        f.write_char(ch)?;
                    }
                }
            }
            if run > 0 {
                write!(f, "{run}")?;
            }
        }
        f.write_char(' ')?;
        if self.n_seqs == 0 {
            f.write_char('-')?;
        }
        for (i, s) in self.sequences().enumerate() {
            if i > 0 {
                f.write_char(',')?;
            }
            write!(f, "{}:{}{}", s.side.letter(), s.window.start, axis_char(s.window.axis))?;
        }
        f.write_char(' ')?;
        for seat in 0..self.players() {
            if seat > 0 {
                f.write_char('/')?;
            }
            let h = self.hands.get(seat).map(|h| h.kinds()).unwrap_or(&[]);
            write_cards(f, rules, h.iter().map(|&k| k as usize))?;
        }
        f.write_char(' ')?;
        for seat in 0..self.players() {
            if seat > 0 {
                f.write_char('/')?;
            }
            let kinds = self
                .discards
                .pile(rules, seat)
                .flat_map(|(k, n)| core::iter::repeat_n(k, n as usize));
            write_cards(f, rules, kinds)?;
        }
        let (name, star) = match self.phase {
            Phase::Deal => ("deal", false),
            Phase::Play { swapped } => ("play", swapped),
            Phase::Draw { resume } => ("draw", resume),
            Phase::Shuffle { resume } => ("shuffle", resume),
            Phase::Over => ("over", false),
        };
        write!(f, " {name}{}:{}", if star { "*" } else { "" }, self.seat)
    }
}

fn write_cards(f: &mut fmt::Formatter<'_>, rules: &Layout, kinds: impl Iterator<Item = usize>) -> fmt::Result {
    let mut any = false;
    for k in kinds {
        if any {
            f.write_char('.')?;
        }
        any = true;
        match rules.card(k) {
            Some(c) => write!(f, "{c}")?,
            None => f.write_char('?')?,
        }
    }
    if !any {
        f.write_char('-')?;
    }
    Ok(())
}

const FIELD_GAP: &str = "exactly one space between fields";

/// The one space between two fields.
fn gap(sc: &mut Scanner<'_>) -> Result<(), SyntaxError> {
    sc.expect(' ', FIELD_GAP)?;
    match sc.peek() {
        Some(c) if c.is_whitespace() => Err(sc.error(FIELD_GAP)),
        _ => Ok(()),
    }
}

/// A square of `rules`' board in the state's spelling: a lower-case column
/// letter and a row number from 1 without sign or leading zero.
fn square(sc: &mut Scanner<'_>, rules: &Layout, expected: &'static str) -> Result<Coord, SyntaxError> {
    let start = sc.clone();
    let Some(col @ 'a'..='z') = sc.peek() else {
        return Err(start.error(expected));
    };
    sc.next_char();
    let row: u16 = sc.number(expected).map_err(|_| start.error(expected))?;
    let (Some(r), Ok(c)) = (
        row.checked_sub(1).and_then(|r| u8::try_from(r).ok()),
        u8::try_from(col as u32 - 'a' as u32),
    ) else {
        return Err(start.error(expected));
    };
    let square = Coord::new(r, c);
    if rules.grid().index(square).is_none() {
        return Err(start.error(expected));
    }
    Ok(square)
}

/// Reads one seat's `-` or `.`-joined cards in deck-table order, calling
/// `each` with each card's kind and the card.
fn cards(
    sc: &mut Scanner<'_>,
    rules: &Layout,
    list: &'static str,
    mut each: impl FnMut(usize, Card) -> Result<(), ParseStateError>,
) -> Result<(), ParseStateError> {
    const CARD: &str = "a card name in upper case like 7+5, PLUS or 7H, or - for none";
    if sc.rest().starts_with("- ") || sc.rest().starts_with("-/") || sc.rest() == "-" {
        sc.next_char();
        return Ok(());
    }
    let mut last = 0usize;
    loop {
        let column = sc.column();
        let token = sc.take_while(is_card_char);
        let card = Card::new(token.text).map_err(|_| token.error(CARD))?;
        if card.name() != token.text {
            return Err(token.error(CARD).into());
        }
        let k = rules.kind_of(card).ok_or(ParseStateError::UnknownCard {
            card,
            preset: rules.name(),
            column,
        })?;
        if k < last {
            return Err(ParseStateError::NotInOrder {
                list,
                column,
                found: board_core::notation::excerpt(token.text),
            });
        }
        last = k;
        each(k, card)?;
        if !sc.eat('.') {
            return Ok(());
        }
    }
}

impl FromStr for State {
    type Err = ParseStateError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let name = s.split(char::is_whitespace).next().unwrap_or("");
        let preset: Preset = name.parse().map_err(|_| ParseStateError::UnknownPreset {
            name: board_core::notation::excerpt(name),
        })?;
        State::parse_with(s, preset)
    }
}

impl State {
    /// Reads a state of `preset`, a shipped one or a custom ruleset (N-R3);
    /// the text's first field must be its name.
    ///
    /// # Errors
    /// [`ParseStateError`], as for `FromStr`: `Syntax` for text not in the
    /// notation's one spelling, `PresetMismatch` for another preset's name,
    /// `Config` for an invalid setup, `UnknownCard` for a card the deck does
    /// not hold, `NotInOrder` for a list out of order, and `Invalid` with the
    /// [`StateError`] for fields that contradict the rules.
    pub fn parse_with(s: &str, preset: Preset) -> Result<State, ParseStateError> {
        let rules = preset.ruleset();
        let mut sc = Scanner::new(s);
        let name = sc.take_while(|c| !c.is_whitespace());
        if name.text != preset.name() {
            return Err(ParseStateError::PresetMismatch {
                expected: preset.name(),
                found: board_core::notation::excerpt(name.text),
            });
        }
        gap(&mut sc)?;
        let mut st = setup(&mut sc, preset)?;
        gap(&mut sc)?;
        board(&mut sc, rules, &mut st)?;
        gap(&mut sc)?;
        sequences(&mut sc, rules, &mut st)?;
        gap(&mut sc)?;
        let players = st.players();
        let mut held = [0u32; MAX_KINDS];
        let mut take = |k: usize, card: Card| -> Result<(), ParseStateError> {
            let n = held.get_mut(k).ok_or(StateError::CorruptCounts)?;
            *n += 1;
            if *n > u32::from(rules.count(k)) {
                return Err(StateError::CardsNotConserved {
                    card,
                    deck: rules.count(k),
                    held: *n,
                }
                .into());
            }
            Ok(())
        };
        for seat in 0..players {
            if seat > 0 {
                sc.expect('/', "a '/' and the next seat's hand (one hand per seat)")?;
            }
            let mut hand = crate::state::Hand::default();
            let hs = st.hand_size;
            cards(&mut sc, rules, "a hand's cards", |k, card| {
                take(k, card)?;
                if hand.len as usize >= MAX_HAND || hand.len >= hs {
                    return Err(StateError::HandSize {
                        seat: board_core::Seat(seat as u8),
                        len: hand.len + 1,
                        expected: hs,
                    }
                    .into());
                }
                hand.insert(k as u8);
                Ok(())
            })?;
            if let Some(h) = st.hands.get_mut(seat) {
                *h = hand;
            }
        }
        gap(&mut sc)?;
        for seat in 0..players {
            if seat > 0 {
                sc.expect('/', "a '/' and the next seat's discard pile (one pile per seat)")?;
            }
            cards(&mut sc, rules, "a discard pile's cards", |k, card| {
                take(k, card)?;
                st.discards.push(rules, seat, k);
                Ok(())
            })?;
        }
        for (k, slot) in st.pile.iter_mut().enumerate() {
            *slot = rules.count(k).saturating_sub(held.get(k).copied().unwrap_or(0) as u8);
        }
        st.pile_len = st.pile.iter().map(|&n| u32::from(n)).sum::<u32>().min(255) as u8;
        gap(&mut sc)?;
        phase(&mut sc, &mut st)?;
        sc.end("the end of the state after the phase field")?;
        st.validate()?;
        Ok(st)
    }
}

/// Field 2: the setup and the turn count; returns the empty state of the
/// setup.
fn setup(sc: &mut Scanner<'_>, preset: Preset) -> Result<State, ParseStateError> {
    let players: u8 = sc.number("a player count like 2 (no sign or leading zero)")?;
    sc.expect(':', "':' and the side count, or '-'")?;
    let teams = if sc.eat('-') {
        None
    } else {
        Some(sc.number("a side count like 2 (no sign or leading zero), or '-' for the default")?)
    };
    sc.expect(':', "':' and the SEQUENCE keying, p or s")?;
    let sequences = if sc.eat('p') {
        SequenceCount::ByPlayers
    } else if sc.eat('s') {
        SequenceCount::BySides
    } else {
        return Err(sc.error("p (SEQUENCEs keyed on players) or s (on sides)").into());
    };
    let (turns, max_turns) = if sc.eat(':') {
        let turns: u32 = sc.number("the turns played, like 57 (no sign or leading zero)")?;
        sc.expect('/', "'/' and the turn cap")?;
        let max: u32 = sc.number("the turn cap, like 300 (no sign or leading zero)")?;
        (turns, Some(max))
    } else {
        (0, None)
    };
    let config = Config {
        players,
        teams,
        preset,
        sequences,
        max_turns,
    };
    config.validate_setup().map_err(ParseStateError::Config)?;
    let mut st = State::empty(config);
    st.turns = turns;
    Ok(st)
}

/// Field 3: the board.
fn board(sc: &mut Scanner<'_>, rules: &Layout, st: &mut State) -> Result<(), ParseStateError> {
    const SQUARE: &str = "a chip a, b or c (A, B, C locked) or a run of empty squares from 1";
    const CORNER: &str = "'*': this square is a free corner";
    let grid = *rules.grid();
    let cols = grid.cols() as usize;
    let mut locked = Bitboard::EMPTY;
    for r in 0..grid.rows() as usize {
        if r > 0 {
            sc.expect('/', "'/' and the next row (the row is full)")?;
        }
        let mut col = 0usize;
        while col < cols {
            let i = r * cols + col;
            let corner = rules.corners().has_index(i);
            match sc.peek() {
                Some('0'..='9') => {
                    let at = sc.clone();
                    let run: usize = sc.number("a run of empty squares from 1, without leading zero")?;
                    let fits = run >= 1 && run <= cols - col && (i..i + run).all(|j| !rules.corners().has_index(j));
                    if !fits {
                        return Err(at
                            .error(if corner {
                                CORNER
                            } else {
                                "a run of empty squares from 1 that ends before the row's end or a corner"
                            })
                            .into());
                    }
                    col += run;
                }
                Some('*') if corner => {
                    sc.next_char();
                    col += 1;
                }
                Some(ch @ ('a'..='c' | 'A'..='C')) if !corner => {
                    let side = (ch.to_ascii_lowercase() as u8 - b'a') as usize;
                    if let Some(b) = st.chips.get_mut(side) {
                        b.set_index(i);
                    }
                    if ch.is_ascii_uppercase() {
                        locked.set_index(i);
                    }
                    sc.next_char();
                    col += 1;
                }
                _ => return Err(sc.error(if corner { CORNER } else { SQUARE }).into()),
            }
        }
    }
    // Locks are derived from the SEQUENCEs; the letters' case must agree.
    st.locked = locked;
    Ok(())
}

/// Field 4: the SEQUENCEs (locks checked against the board's letters).
fn sequences(sc: &mut Scanner<'_>, rules: &Layout, st: &mut State) -> Result<(), ParseStateError> {
    const SIDE: &str = "a SEQUENCE like a:b1h (side a, b or c), or - for none";
    const START: &str = "the start square of a 5-square window on the board, like b1";
    const AXIS: &str = "an axis letter h, v, d or u after the start square";
    let mut recs: Vec<SeqRec> = Vec::new();
    if !sc.eat('-') {
        loop {
            let column = sc.column();
            let item = sc.clone().take_while(|c| c != ',' && c != ' ');
            let side = match sc.peek() {
                Some(c @ 'a'..='c') => c as u8 - b'a',
                _ => return Err(sc.error(SIDE).into()),
            };
            sc.next_char();
            sc.expect(':', "':' and the window's start square")?;
            let start = square(sc, rules, START)?;
            let axis = match sc.peek() {
                Some('h') => Axis::Horizontal,
                Some('v') => Axis::Vertical,
                Some('d') => Axis::Diagonal,
                Some('u') => Axis::AntiDiagonal,
                _ => return Err(sc.error(AXIS).into()),
            };
            let index = rules.grid().index(start).unwrap_or(usize::MAX);
            let Some(first) = window_mask(rules, index, axis).and_then(|m| m.first_index()) else {
                return Err(SyntaxError::new(column, item.text, START).into());
            };
            sc.next_char();
            let rec = SeqRec::new(side, first, axis);
            if recs.last().is_some_and(|p| *p >= rec) {
                return Err(ParseStateError::NotInOrder {
                    list: "the SEQUENCEs",
                    column,
                    found: String::from(item.text),
                });
            }
            if recs.len() >= MAX_SEQUENCES {
                return Err(StateError::TooManySequences.into());
            }
            recs.push(rec);
            if !sc.eat(',') {
                break;
            }
        }
    }
    let mut locks = Bitboard::EMPTY;
    for (slot, r) in st.seqs.iter_mut().zip(recs.iter()) {
        *slot = *r;
        if let Some(m) = window_mask(rules, r.start(rules), r.axis()) {
            locks |= Bitboard(m.0 & !rules.corners().0);
        }
    }
    st.n_seqs = recs.len() as u8;
    if let Some(i) = Bitboard(locks.0 ^ st.locked.0).first_index() {
        return Err(StateError::LockMismatch {
            square: rules.grid().coord(i).unwrap_or_default(),
            locked: st.locked.has_index(i),
        }
        .into());
    }
    Ok(())
}

/// Field 7: the phase and its seat.
fn phase(sc: &mut Scanner<'_>, st: &mut State) -> Result<(), ParseStateError> {
    let token = sc.token();
    st.phase = match token.text {
        "deal" => Phase::Deal,
        "play" => Phase::Play { swapped: false },
        "play*" => Phase::Play { swapped: true },
        "draw" => Phase::Draw { resume: false },
        "draw*" => Phase::Draw { resume: true },
        "shuffle" => Phase::Shuffle { resume: false },
        "shuffle*" => Phase::Shuffle { resume: true },
        "over" => Phase::Over,
        _ => {
            return Err(token
                .error("a phase deal, play, play*, draw, draw*, shuffle, shuffle* or over")
                .into());
        }
    };
    sc.expect(':', "':' and the phase's seat")?;
    st.seat = sc.number("a seat number like 0 (no sign or leading zero)")?;
    Ok(())
}
