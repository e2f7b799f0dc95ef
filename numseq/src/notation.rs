//! The state notation: one line, round-trip exact.
//!
//! Seven space-separated fields:
//!
//! 1. the preset name, `numseq-default-v1`;
//! 2. the setup `players:teams:count[:turns/max]`: teams is `-` when
//!    derived, count is `p` (SEQUENCEs keyed on players, D7 default) or `s`
//!    (keyed on sides); with a `max_turns` cap (N-R2) the turns played and
//!    the cap follow, as in `2:-:p:57/300`;
//! 3. the board, rows from the top separated by `/`: `*` a free corner,
//!    `a`/`b`/`c` a chip of that side, `A`/`B`/`C` a locked chip, a number a
//!    run of that many empty squares;
//! 4. the SEQUENCEs, `-` or comma-separated `side:start axis` such as
//!    `a:b1h` (axis `h` row, `v` column, `d` diagonal down-right, `u`
//!    anti-diagonal up-right; start as in [`crate::Sequence`]);
//! 5. the hands, one per seat separated by `/`, each `-` or cards joined by
//!    `.` in deck-table order;
//! 6. the discard piles, in the same form;
//! 7. the phase and its seat: `deal:S`, `play:S`, `play*:S` (swap used),
//!    `draw:S`, `draw*:S` (draw after the swap), `shuffle:S`, `shuffle*:S`,
//!    `over:S` (S made the last move).
//!
//! The draw pile is not written: it is the deck minus the hands and discard
//! piles. Parsing runs [`State::validity_check`], so text never yields an
//! inconsistent state. `FromStr` knows the shipped presets by name; a state
//! of a custom ruleset (N-R3) reads with [`State::parse_with`].
//!
//! The start of a 2-player game:
//! `numseq-default-v1 2:-:p *8*/10/10/10/10/10/10/10/10/*8* - -/- -/- deal:0`

use core::fmt::{self, Write};
use core::str::FromStr;

use board_core::grid::{Axis, Coord};

use crate::card::{Card, ParseCardError};
use crate::config::{Config, ConfigError, SequenceCount};
use crate::invariants::StateProblem;
use crate::layout::{Preset, Ruleset};
use crate::sequence::window_mask;
use crate::state::{Counts, MAX_HAND, MAX_SEATS, Phase, SeqRec, State};

/// Why text is not a state.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ParseStateError {
    /// Not exactly seven fields.
    #[error("a state has 7 space-separated fields")]
    Fields,
    /// Unknown preset name.
    #[error("unknown preset")]
    Preset,
    /// The setup field is malformed.
    #[error("malformed setup field")]
    Setup,
    /// The setup is invalid.
    #[error("{0}")]
    Config(ConfigError),
    /// The board field is malformed or does not fit the layout.
    #[error("malformed board field")]
    Board,
    /// The SEQUENCE field is malformed.
    #[error("malformed sequence field")]
    Sequences,
    /// A card name is malformed.
    #[error("bad card: {0}")]
    Card(ParseCardError),
    /// A card the deck does not hold.
    #[error("card {0} is not in this deck")]
    UnknownCard(Card),
    /// A hands or discards field has the wrong number of seats or too many cards.
    #[error("malformed hands or discards field")]
    Piles,
    /// The phase field is malformed.
    #[error("malformed phase field")]
    Phase,
    /// The fields parse but contradict each other.
    #[error("inconsistent state: {0}")]
    Invalid(StateProblem),
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
            let d = self.discards.get(seat);
            let kinds = d
                .into_iter()
                .flat_map(|d| d.iter().enumerate())
                .flat_map(|(k, &n)| core::iter::repeat_n(k, n as usize));
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

fn write_cards(f: &mut fmt::Formatter<'_>, rules: &Ruleset, kinds: impl Iterator<Item = usize>) -> fmt::Result {
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

fn parse_cards(
    rules: &Ruleset,
    text: &str,
    mut each: impl FnMut(u8) -> Result<(), ParseStateError>,
) -> Result<(), ParseStateError> {
    if text == "-" {
        return Ok(());
    }
    for t in text.split('.') {
        let card: Card = t.parse().map_err(ParseStateError::Card)?;
        let k = rules.kind_of(card).ok_or(ParseStateError::UnknownCard(card))?;
        each(k as u8)?;
    }
    Ok(())
}

impl FromStr for State {
    type Err = ParseStateError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let name = s.split_whitespace().next().unwrap_or("");
        let preset: Preset = name.parse().map_err(|_| ParseStateError::Preset)?;
        State::parse_with(s, preset)
    }
}

impl State {
    /// Reads a state of `preset`, a shipped one or a custom ruleset (N-R3);
    /// the text's first field must be its name.
    ///
    /// # Errors
    /// [`ParseStateError`], as for `FromStr`.
    pub fn parse_with(s: &str, preset: Preset) -> Result<State, ParseStateError> {
        let fields: alloc::vec::Vec<&str> = s.split_whitespace().collect();
        let [name, setup, board, seqs, hands, discards, phase] = fields[..] else {
            return Err(ParseStateError::Fields);
        };
        if name != preset.name() {
            return Err(ParseStateError::Preset);
        }
        let mut parts = setup.split(':');
        let (Some(p), Some(t), Some(w), cap, None) =
            (parts.next(), parts.next(), parts.next(), parts.next(), parts.next())
        else {
            return Err(ParseStateError::Setup);
        };
        let (turns, max_turns) = match cap {
            None => (0, None),
            Some(cap) => {
                let (t, m) = cap.split_once('/').ok_or(ParseStateError::Setup)?;
                let digits = |x: &str| !x.is_empty() && x.bytes().all(|b| b.is_ascii_digit());
                if !digits(t) || !digits(m) {
                    return Err(ParseStateError::Setup);
                }
                let t: u32 = t.parse().map_err(|_| ParseStateError::Setup)?;
                let m: u32 = m.parse().map_err(|_| ParseStateError::Setup)?;
                (t, Some(m))
            }
        };
        let players: u8 = p.parse().map_err(|_| ParseStateError::Setup)?;
        let teams = if t == "-" {
            None
        } else {
            Some(t.parse::<u8>().map_err(|_| ParseStateError::Setup)?)
        };
        let sequences = match w {
            "p" => SequenceCount::ByPlayers,
            "s" => SequenceCount::BySides,
            _ => return Err(ParseStateError::Setup),
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
        let rules = preset.ruleset();
        let grid = *rules.grid();
        // Board.
        let rows: alloc::vec::Vec<&str> = board.split('/').collect();
        if rows.len() != grid.rows() as usize {
            return Err(ParseStateError::Board);
        }
        let mut locked_text = board_core::grid::Bitboard::EMPTY;
        for (r, row) in rows.iter().enumerate() {
            let mut col = 0usize;
            let mut run = 0usize;
            let mut chars = row.chars().peekable();
            while let Some(ch) = chars.next() {
                if let Some(d) = ch.to_digit(10) {
                    run = run * 10 + d as usize;
                    if run == 0 || run > grid.cols() as usize {
                        return Err(ParseStateError::Board);
                    }
                    if chars.peek().is_some_and(|c| c.is_ascii_digit()) {
                        continue;
                    }
                    for _ in 0..run {
                        let i = r * grid.cols() as usize + col;
                        if col >= grid.cols() as usize || rules.corners().has_index(i) {
                            return Err(ParseStateError::Board);
                        }
                        col += 1;
                    }
                    run = 0;
                    continue;
                }
                if col >= grid.cols() as usize {
                    return Err(ParseStateError::Board);
                }
                let i = r * grid.cols() as usize + col;
                let corner = rules.corners().has_index(i);
                match ch {
                    '*' if corner => {}
                    'a'..='c' | 'A'..='C' if !corner => {
                        let side = (ch.to_ascii_lowercase() as u8 - b'a') as usize;
                        if side >= st.sides as usize {
                            return Err(ParseStateError::Board);
                        }
                        if let Some(b) = st.chips.get_mut(side) {
                            b.set_index(i);
                        }
                        if ch.is_ascii_uppercase() {
                            locked_text.set_index(i);
                        }
                    }
                    _ => return Err(ParseStateError::Board),
                }
                col += 1;
            }
            if col != grid.cols() as usize {
                return Err(ParseStateError::Board);
            }
        }
        // SEQUENCEs.
        if seqs != "-" {
            let mut recs = alloc::vec::Vec::new();
            for item in seqs.split(',') {
                let (side, rest) = item.split_once(':').ok_or(ParseStateError::Sequences)?;
                let mut sc = side.chars();
                let (Some(sl @ 'a'..='c'), None) = (sc.next(), sc.next()) else {
                    return Err(ParseStateError::Sequences);
                };
                let axis = match rest.chars().last() {
                    Some('h') => Axis::Horizontal,
                    Some('v') => Axis::Vertical,
                    Some('d') => Axis::Diagonal,
                    Some('u') => Axis::AntiDiagonal,
                    _ => return Err(ParseStateError::Sequences),
                };
                let at = rest.get(..rest.len() - 1).ok_or(ParseStateError::Sequences)?;
                let c: Coord = at.parse().map_err(|_| ParseStateError::Sequences)?;
                let start = grid.index(c).ok_or(ParseStateError::Sequences)?;
                let m = window_mask(rules, start, axis).ok_or(ParseStateError::Sequences)?;
                let first = m.first_index().ok_or(ParseStateError::Sequences)?;
                recs.push(SeqRec {
                    side: sl as u8 - b'a',
                    first: first as u8,
                    start: start as u8,
                    axis,
                });
            }
            if recs.len() > st.seqs.len() {
                return Err(ParseStateError::Sequences);
            }
            for (slot, r) in st.seqs.iter_mut().zip(recs.iter()) {
                *slot = *r;
            }
            st.n_seqs = recs.len() as u8;
            for r in &recs {
                if let Some(m) = window_mask(rules, r.start as usize, r.axis) {
                    st.locked |= board_core::grid::Bitboard(m.0 & !rules.corners().0);
                }
            }
        }
        if st.locked != locked_text {
            return Err(ParseStateError::Invalid(StateProblem::Locks));
        }
        // Hands and discards.
        let hand_fields: alloc::vec::Vec<&str> = hands.split('/').collect();
        let discard_fields: alloc::vec::Vec<&str> = discards.split('/').collect();
        if hand_fields.len() != players as usize
            || discard_fields.len() != players as usize
            || players as usize > MAX_SEATS
        {
            return Err(ParseStateError::Piles);
        }
        let mut pile: Counts = st.pile;
        let take = |pile: &mut Counts, k: u8| -> Result<(), ParseStateError> {
            match pile.get_mut(k as usize) {
                Some(n) if *n > 0 => {
                    *n -= 1;
                    Ok(())
                }
                _ => Err(ParseStateError::Invalid(StateProblem::Cards)),
            }
        };
        for (seat, text) in hand_fields.iter().enumerate() {
            let mut hand = st.hands.get(seat).copied().unwrap_or_default();
            parse_cards(rules, text, |k| {
                if hand.len as usize >= MAX_HAND {
                    return Err(ParseStateError::Piles);
                }
                take(&mut pile, k)?;
                hand.insert(k);
                Ok(())
            })?;
            if let Some(h) = st.hands.get_mut(seat) {
                *h = hand;
            }
        }
        for (seat, text) in discard_fields.iter().enumerate() {
            let mut d = st.discards.get(seat).copied().unwrap_or([0; crate::layout::MAX_KINDS]);
            parse_cards(rules, text, |k| {
                take(&mut pile, k)?;
                if let Some(n) = d.get_mut(k as usize) {
                    *n += 1;
                }
                Ok(())
            })?;
            if let Some(slot) = st.discards.get_mut(seat) {
                *slot = d;
            }
        }
        st.pile_len = pile.iter().map(|&n| n as u32).sum::<u32>().min(255) as u8;
        st.pile = pile;
        // Phase.
        let (name, seat) = phase.split_once(':').ok_or(ParseStateError::Phase)?;
        st.seat = seat.parse().map_err(|_| ParseStateError::Phase)?;
        st.phase = match name {
            "deal" => Phase::Deal,
            "play" => Phase::Play { swapped: false },
            "play*" => Phase::Play { swapped: true },
            "draw" => Phase::Draw { resume: false },
            "draw*" => Phase::Draw { resume: true },
            "shuffle" => Phase::Shuffle { resume: false },
            "shuffle*" => Phase::Shuffle { resume: true },
            "over" => Phase::Over,
            _ => return Err(ParseStateError::Phase),
        };
        st.validity_check().map_err(ParseStateError::Invalid)?;
        Ok(st)
    }
}
