//! Serde (feature `serde`): structured JSON through private wire structs
//! (the forms are in the crate docs, "JSON"), and the JSON Schemas (feature
//! `schema`).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use board_core::Seat;
use board_core::grid::{Axis, Bitboard, Coord, Window};
use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::card::Card;
use crate::config::{Config, SequenceCount};
use crate::invariants::{StateError, WindowEnds};
use crate::layout::{Layout, MAX_KINDS, Preset};
use crate::moves::{Move, Point, lock_from_points, parse_point, point_text};
use crate::score::window_mask;
use crate::state::{Hand, MAX_HAND, MAX_SEQUENCES, MAX_SIDES, Phase, SeqRec, Sequence, Side, State};
use crate::view::View;

board_core::serde_via_notation!(Card);

/// The JSON Schema of a square (`"c3"`).
#[cfg(feature = "schema")]
struct SquareSchema;

#[cfg(feature = "schema")]
impl schemars::JsonSchema for SquareSchema {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        "Square".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A square: column letter from the left, row number from 1 at the top (c3).",
            "type": "string",
            "pattern": "^[a-z][1-9][0-9]*$"
        })
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Card {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        "Card".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A card by its name: an equation (7+5, 12-3), PLUS, MINUS, or a classic card (7H, TD, JC).",
            "type": "string",
            "pattern": "^[A-Za-z0-9+-]{1,7}$"
        })
    }
}

impl Serialize for Side {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut buf = [0u8; 4];
        s.serialize_str(self.letter().encode_utf8(&mut buf))
    }
}

impl<'de> Deserialize<'de> for Side {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        match text.as_str() {
            "a" => Ok(Side(0)),
            "b" => Ok(Side(1)),
            "c" => Ok(Side(2)),
            _ => Err(D::Error::custom(format!(
                "expected a side a, b or c, found {:?}",
                board_core::notation::excerpt(&text)
            ))),
        }
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Side {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        "Side".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A side (chip colour) by its letter; seat i plays for side i mod sides.",
            "type": "string",
            "enum": ["a", "b", "c"]
        })
    }
}

/// A preset travels as its name; only the shipped presets deserialize.
impl Serialize for Preset {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl<'de> Deserialize<'de> for Preset {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let name = String::deserialize(d)?;
        name.parse().map_err(|_| {
            D::Error::custom(format!(
                "unknown preset {:?}: numseq-default-v1 or classic (a custom ruleset cannot be read from text)",
                board_core::notation::excerpt(&name)
            ))
        })
    }
}

// ------------------------------------------------------------------ Config

/// A numseq game's setup; every field may be left out (it then takes its
/// default; `sequences` the preset's own).
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "Config",
    expecting = "a config object like {\"players\":2,\"preset\":\"numseq-default-v1\",\"sequences\":\"by_players\",\"teams\":null,\"max_turns\":null}"
)]
struct ConfigWire {
    /// The preset: `numseq-default-v1` (default) or `classic`.
    #[serde(default)]
    preset: Option<String>,
    /// Number of players (default 2).
    #[serde(default)]
    players: Option<u8>,
    /// Number of sides; `null` (default) takes the preset's default.
    #[serde(default)]
    teams: Option<u8>,
    /// How many SEQUENCEs win (D7); default: the preset's own.
    #[serde(default)]
    sequences: Option<SequenceCount>,
    /// The turn cap (N-R2); `null` (default): none.
    #[serde(default)]
    max_turns: Option<u32>,
}

impl From<&Config> for ConfigWire {
    fn from(c: &Config) -> Self {
        ConfigWire {
            preset: Some(String::from(c.preset.name())),
            players: Some(c.players),
            teams: c.teams,
            sequences: Some(c.sequences),
            max_turns: c.max_turns,
        }
    }
}

impl ConfigWire {
    /// The config, defaults filled in, not yet validated.
    fn config<E: serde::de::Error>(self) -> Result<Config, E> {
        let preset = match self.preset {
            None => Config::default().preset,
            Some(name) => name.parse::<Preset>().map_err(|_| {
                E::custom(format!(
                    "unknown preset {:?}: numseq-default-v1 or classic (a custom ruleset cannot be read from JSON)",
                    board_core::notation::excerpt(&name)
                ))
            })?,
        };
        let mut c = Config::new(preset, self.players.unwrap_or(Config::default().players));
        c.teams = self.teams;
        if let Some(s) = self.sequences {
            c.sequences = s;
        }
        c.max_turns = self.max_turns;
        Ok(c)
    }

    /// The config, defaults filled in, validated.
    fn validated<E: serde::de::Error>(self) -> Result<Config, E> {
        let c = self.config::<E>()?;
        c.validate().map_err(E::custom)?;
        Ok(c)
    }
}

board_core::serde_via_wire!(Config, ConfigWire, ConfigWire::validated::<serde::de::value::Error>);

#[cfg(feature = "schema")]
board_core::schema_via_wire!(Config, ConfigWire);

// -------------------------------------------------------------------- Move

/// The schema of a window end: a square, or `(row,col)` for an end off
/// the grid.
#[cfg(feature = "schema")]
struct WindowEndSchema;

#[cfg(feature = "schema")]
impl schemars::JsonSchema for WindowEndSchema {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        "WindowEnd".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "A window end: a square (c3), or (row,col) with 0-based numbers for an end past column z or off the grid (a lock moved to a square where its window does not fit).",
            "type": "string",
            "pattern": "^([a-z][1-9][0-9]*|\\(-?[0-9]+,-?[0-9]+\\))$"
        })
    }
}

/// A 5-square window by its two ends.
#[derive(Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "Window",
    expecting = "a window like {\"from\":\"a1\",\"to\":\"e1\"}"
)]
struct WindowWire {
    /// One end (the one nearest the top-left when written by the engine).
    #[cfg_attr(feature = "schema", schemars(with = "WindowEndSchema"))]
    from: String,
    /// The other end, 4 squares away along a row, column or diagonal.
    #[cfg_attr(feature = "schema", schemars(with = "WindowEndSchema"))]
    to: String,
}

/// A numseq move (a seat's decision or a chance outcome), tagged by `type`.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    rename = "Move",
    expecting = "a move object with a \"type\" field, like {\"type\":\"play\",\"card\":\"7+5\",\"square\":\"c3\"}"
)]
enum MoveWire {
    /// Chance: deal this card to the seat being dealt to.
    Deal {
        /// The card.
        card: Card,
    },
    /// Chance: the seat draws this card.
    Draw {
        /// The card.
        card: Card,
    },
    /// Chance: the discard piles become the new draw pile.
    Shuffle,
    /// Play a card on a square (an equation card or Plus places a chip,
    /// Minus removes one).
    Play {
        /// The card.
        card: Card,
        /// The square.
        #[cfg_attr(feature = "schema", schemars(with = "SquareSchema"))]
        square: Coord,
        /// The windows that lock (N-R1), each through the square; empty
        /// unless the placement has more than one lock choice.
        #[serde(default)]
        lock: Vec<WindowWire>,
    },
    /// Discard a dead card and draw a replacement, then play on.
    Dead {
        /// The card.
        card: Card,
    },
    /// Discard a card and draw without placing (D4).
    Discard {
        /// The card.
        card: Card,
    },
}

impl From<&Move> for MoveWire {
    fn from(m: &Move) -> Self {
        match *m {
            Move::Deal(card) => MoveWire::Deal { card },
            Move::Draw(card) => MoveWire::Draw { card },
            Move::Shuffle => MoveWire::Shuffle,
            Move::Play(card, square, lock) => MoveWire::Play {
                card,
                square,
                lock: lock
                    .points(square)
                    .map(|(from, to)| WindowWire {
                        from: point_text(from),
                        to: point_text(to),
                    })
                    .collect(),
            },
            Move::Dead(card) => MoveWire::Dead { card },
            Move::Discard(card) => MoveWire::Discard { card },
        }
    }
}

/// The move a wire move names; an error names a lock window that is not a
/// 5-square line through the square, or is named twice.
fn move_of<E: serde::de::Error>(w: MoveWire) -> Result<Move, E> {
    Ok(match w {
        MoveWire::Deal { card } => Move::Deal(card),
        MoveWire::Draw { card } => Move::Draw(card),
        MoveWire::Shuffle => Move::Shuffle,
        MoveWire::Play { card, square, lock } => {
            let mut ends: Vec<(Point, Point)> = Vec::new();
            for (i, w) in lock.iter().enumerate() {
                let end = |text: &str, field: &str| {
                    parse_point(text).ok_or_else(|| {
                        E::custom(format!(
                            "lock[{i}].{field}: expected a square like c3 or (row,col), found {:?}",
                            board_core::notation::excerpt(text)
                        ))
                    })
                };
                ends.push((end(&w.from, "from")?, end(&w.to, "to")?));
            }
            let lock = lock_from_points(square, &ends).map_err(|(i, twice)| {
                let (from, to) = ends
                    .get(i)
                    .map(|&(x, y)| (point_text(x), point_text(y)))
                    .unwrap_or_default();
                E::custom(if twice {
                    format!("lock[{i}]: window {from}-{to} is named twice")
                } else {
                    format!("lock[{i}]: window {from}-{to} is not a 5-square line through {square}")
                })
            })?;
            Move::Play(card, square, lock)
        }
        MoveWire::Dead { card } => Move::Dead(card),
        MoveWire::Discard { card } => Move::Discard(card),
    })
}

board_core::serde_via_wire!(Move, MoveWire, move_of::<serde::de::value::Error>);

#[cfg(feature = "schema")]
board_core::schema_via_wire!(Move, MoveWire);

// ------------------------------------------------------------------- State

/// A board cell that is not empty: a chip or a free corner.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    untagged,
    deny_unknown_fields,
    rename = "Cell",
    expecting = "a board cell: null, {\"corner\":true} or a chip like {\"side\":\"a\",\"locked\":false}"
)]
enum CellWire {
    /// A chip.
    Chip {
        /// Its side.
        side: Side,
        /// Whether it is locked (part of a SEQUENCE).
        locked: bool,
    },
    /// A free corner (`{"corner": true}`).
    Corner {
        /// Always true.
        corner: bool,
    },
}

/// A completed SEQUENCE: a side and a 5-square window by its ends.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "Sequence",
    expecting = "a SEQUENCE like {\"side\":\"a\",\"from\":\"a1\",\"to\":\"e1\"}"
)]
struct SequenceWire {
    /// The side that made it.
    side: Side,
    /// One end of the window (the one nearest the top-left when written by
    /// the engine).
    #[cfg_attr(feature = "schema", schemars(with = "SquareSchema"))]
    from: Coord,
    /// The other end.
    #[cfg_attr(feature = "schema", schemars(with = "SquareSchema"))]
    to: Coord,
}

/// Where the game stands.
#[derive(Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case", rename = "Phase")]
enum PhaseWire {
    /// The deal: chance deals the next card to `seat`.
    Deal,
    /// `seat` plays.
    Play,
    /// Chance draws a card for `seat`.
    Draw,
    /// Chance shuffles the discard piles into a new draw pile (then draws).
    Shuffle,
    /// The game is over; `seat` moved last.
    Over,
}

fn phase_wire(p: Phase) -> (PhaseWire, bool) {
    match p {
        Phase::Deal => (PhaseWire::Deal, false),
        Phase::Play { swapped } => (PhaseWire::Play, swapped),
        Phase::Draw { resume } => (PhaseWire::Draw, resume),
        Phase::Shuffle { resume } => (PhaseWire::Shuffle, resume),
        Phase::Over => (PhaseWire::Over, false),
    }
}

fn phase_of<E: serde::de::Error>(p: PhaseWire, swap_used: bool) -> Result<Phase, E> {
    Ok(match (p, swap_used) {
        (PhaseWire::Deal, false) => Phase::Deal,
        (PhaseWire::Play, swapped) => Phase::Play { swapped },
        (PhaseWire::Draw, resume) => Phase::Draw { resume },
        (PhaseWire::Shuffle, resume) => Phase::Shuffle { resume },
        (PhaseWire::Over, false) => Phase::Over,
        (PhaseWire::Deal | PhaseWire::Over, true) => {
            return Err(E::custom("swap_used is true outside a turn (phase deal or over)"));
        }
    })
}

/// A numseq game state: the whole position, every hand included. Reading
/// it checks every invariant of the rules.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "State",
    expecting = "a state object with \"config\", \"board\", \"hands\", \"discards\", \"phase\" and \"seat\", as the engine writes it"
)]
struct StateWire {
    /// The setup.
    config: ConfigWire,
    /// Rows from the top, cells from the left: `null` an empty square.
    board: Vec<Vec<Option<CellWire>>>,
    /// The completed SEQUENCEs.
    sequences: Vec<SequenceWire>,
    /// Each seat's hand, by seat.
    hands: Vec<Vec<Card>>,
    /// Each seat's discard pile, by seat.
    discards: Vec<Vec<Card>>,
    /// Cards in the draw pile (the deck minus hands and discard piles;
    /// checked when given).
    #[serde(default)]
    draw_pile_len: Option<u8>,
    /// Per side, its SEQUENCEs (the outcome's score; checked when given).
    #[serde(default)]
    scores: Option<Vec<u8>>,
    /// The phase.
    phase: PhaseWire,
    /// The seat the phase concerns: to be dealt to, to play, drawn for, or
    /// (over) the seat that moved last.
    seat: u8,
    /// Whether the dead-card swap was used this turn.
    #[serde(default)]
    swap_used: bool,
    /// Turns played, counted under a turn cap (0 without one).
    #[serde(default)]
    turns: u32,
}

fn board_wire(rules: &Layout, chips: &[Bitboard], locked: Bitboard) -> Vec<Vec<Option<CellWire>>> {
    let grid = rules.grid();
    let cols = grid.cols() as usize;
    (0..grid.rows() as usize)
        .map(|r| {
            (0..cols)
                .map(|c| {
                    let i = r * cols + c;
                    if rules.corners().has_index(i) {
                        return Some(CellWire::Corner { corner: true });
                    }
                    chips.iter().position(|b| b.has_index(i)).map(|s| CellWire::Chip {
                        side: Side(s as u8),
                        locked: locked.has_index(i),
                    })
                })
                .collect()
        })
        .collect()
}

/// Reads a board: chips per side and locked chips.
fn board_of<E: serde::de::Error>(
    rules: &Layout,
    rows: &[Vec<Option<CellWire>>],
) -> Result<([Bitboard; MAX_SIDES], Bitboard), E> {
    let grid = rules.grid();
    let cols = grid.cols() as usize;
    let shape = || {
        E::custom(format!(
            "board: expected {} rows of {} cells (null, a chip or a corner)",
            grid.rows(),
            cols
        ))
    };
    if rows.len() != grid.rows() as usize {
        return Err(shape());
    }
    let mut chips = [Bitboard::EMPTY; MAX_SIDES];
    let mut locked = Bitboard::EMPTY;
    for (r, row) in rows.iter().enumerate() {
        if row.len() != cols {
            return Err(shape());
        }
        for (c, cell) in row.iter().enumerate() {
            let i = r * cols + c;
            let square = grid.coord(i).unwrap_or_default();
            let corner = rules.corners().has_index(i);
            match (*cell, corner) {
                (None, false) | (Some(CellWire::Corner { corner: true }), true) => {}
                (Some(CellWire::Chip { side, locked: l }), false) => {
                    if let Some(b) = chips.get_mut(side.index()) {
                        b.set_index(i);
                    }
                    if l {
                        locked.set_index(i);
                    }
                }
                (_, true) => {
                    return Err(E::custom(format!(
                        "board: {square} is a free corner: {{\"corner\": true}}"
                    )));
                }
                (Some(CellWire::Corner { .. }), false) => {
                    return Err(E::custom(format!("board: {square} is not a corner")));
                }
            }
        }
    }
    Ok((chips, locked))
}

fn sequence_wire(s: Sequence) -> SequenceWire {
    let (from, to) = WindowEnds(s.window).ends().unwrap_or((s.window.start, s.window.start));
    SequenceWire { side: s.side, from, to }
}

/// The window with ends `from` and `to` on `rules`' board: its start index
/// and axis.
fn window_of(rules: &Layout, from: Coord, to: Coord) -> Option<(usize, Axis)> {
    let (dr, dc) = (
        i16::from(to.row) - i16::from(from.row),
        i16::from(to.col) - i16::from(from.col),
    );
    let (axis, start) = match (dr, dc) {
        (0, 4 | -4) => (Axis::Horizontal, if dc > 0 { from } else { to }),
        (4 | -4, 0) => (Axis::Vertical, if dr > 0 { from } else { to }),
        (4, 4) | (-4, -4) => (Axis::Diagonal, if dr > 0 { from } else { to }),
        (4, -4) | (-4, 4) => (Axis::AntiDiagonal, if dc > 0 { from } else { to }),
        _ => return None,
    };
    let i = rules.grid().index(start)?;
    window_mask(rules, i, axis)?;
    Some((i, axis))
}

fn sequences_of<E: serde::de::Error>(rules: &Layout, list: &[SequenceWire]) -> Result<Vec<SeqRec>, E> {
    let mut recs = Vec::new();
    for s in list {
        let (start, axis) = window_of(rules, s.from, s.to).ok_or_else(|| {
            E::custom(format!(
                "sequences: {}-{} is not a 5-square window of the board",
                s.from, s.to
            ))
        })?;
        let first = window_mask(rules, start, axis)
            .and_then(|m| m.first_index())
            .unwrap_or(0);
        recs.push(SeqRec::new(s.side.0, first, axis));
    }
    if recs.len() > MAX_SEQUENCES {
        return Err(E::custom(StateError::TooManySequences));
    }
    recs.sort_unstable();
    Ok(recs)
}

fn cards_wire(rules: &Layout, pile: impl Iterator<Item = (usize, u8)>) -> Vec<Card> {
    pile.flat_map(|(k, n)| {
        rules
            .card(k)
            .map(|c| core::iter::repeat_n(c, n as usize))
            .into_iter()
            .flatten()
    })
    .collect()
}

impl From<&State> for StateWire {
    fn from(st: &State) -> Self {
        let rules = st.ruleset();
        let seats = 0..st.players();
        let (phase, swap_used) = phase_wire(st.phase);
        StateWire {
            config: ConfigWire::from(&st.config),
            board: board_wire(rules, &st.chips, st.locked),
            sequences: st.sequences().map(sequence_wire).collect(),
            hands: seats.clone().map(|i| st.hand(Seat(i as u8)).collect()).collect(),
            discards: seats.map(|i| cards_wire(rules, st.discards.pile(rules, i))).collect(),
            draw_pile_len: Some(st.pile_len),
            scores: Some((0..st.sides).map(|s| st.sequence_count(Side(s))).collect()),
            phase,
            seat: st.seat,
            swap_used,
            turns: st.turns,
        }
    }
}

/// The state a wire state describes, checked (`E` is the serde error).
fn state_of<E: serde::de::Error>(w: StateWire) -> Result<State, E> {
    let config = w.config.validated::<E>()?;
    let rules = config.preset.ruleset();
    let mut st = State::empty(config);
    let (chips, locked) = board_of::<E>(rules, &w.board)?;
    st.chips = chips;
    st.locked = locked;
    let recs = sequences_of::<E>(rules, &w.sequences)?;
    for (slot, r) in st.seqs.iter_mut().zip(recs.iter()) {
        *slot = *r;
    }
    st.n_seqs = recs.len() as u8;
    let players = st.players();
    if w.hands.len() != players || w.discards.len() != players {
        return Err(E::custom(format!(
            "hands and discards: expected one list per seat ({players})"
        )));
    }
    let mut held = [0u32; MAX_KINDS];
    let mut take = |card: Card| -> Result<usize, E> {
        let k = rules
            .kind_of(card)
            .ok_or_else(|| E::custom(format!("no card {card} in deck {}", rules.name())))?;
        let n = held.get_mut(k).ok_or_else(|| E::custom(StateError::CorruptCounts))?;
        *n += 1;
        if *n > u32::from(rules.count(k)) {
            return Err(E::custom(StateError::CardsNotConserved {
                card,
                deck: rules.count(k),
                held: *n,
            }));
        }
        Ok(k)
    };
    for (seat, cards) in w.hands.iter().enumerate() {
        let mut hand = Hand::default();
        for &card in cards {
            let k = take(card)?;
            if hand.len as usize >= MAX_HAND.min(st.hand_size as usize) {
                return Err(E::custom(StateError::HandSize {
                    seat: Seat(seat as u8),
                    len: cards.len().min(255) as u8,
                    expected: st.hand_size,
                }));
            }
            hand.insert(k as u8);
        }
        if let Some(h) = st.hands.get_mut(seat) {
            *h = hand;
        }
    }
    for (seat, cards) in w.discards.iter().enumerate() {
        for &card in cards {
            let k = take(card)?;
            st.discards.push(rules, seat, k);
        }
    }
    for (k, slot) in st.pile.iter_mut().enumerate() {
        *slot = rules.count(k).saturating_sub(held.get(k).copied().unwrap_or(0) as u8);
    }
    st.pile_len = st.pile.iter().map(|&n| u32::from(n)).sum::<u32>().min(255) as u8;
    if let Some(n) = w.draw_pile_len
        && n != st.pile_len
    {
        return Err(E::custom(format!(
            "draw_pile_len is {n}, but the deck minus the hands and discard piles leaves {}",
            st.pile_len
        )));
    }
    st.phase = phase_of::<E>(w.phase, w.swap_used)?;
    st.seat = w.seat;
    st.turns = w.turns;
    st.validate().map_err(E::custom)?;
    if let Some(scores) = w.scores {
        let counts: Vec<u8> = (0..st.sides).map(|s| st.sequence_count(Side(s))).collect();
        if scores != counts {
            return Err(E::custom(format!(
                "scores are {scores:?}, but the SEQUENCEs give {counts:?}"
            )));
        }
    }
    Ok(st)
}

board_core::serde_via_wire!(State, StateWire, state_of::<serde::de::value::Error>);

#[cfg(feature = "schema")]
board_core::schema_via_wire!(State, StateWire);

// -------------------------------------------------------------------- View

/// What one seat may see of a numseq game: its own hand, the sizes of the
/// others, no draw pile content.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "View",
    expecting = "a view object, as the engine writes it"
)]
struct ViewWire {
    /// The observing seat.
    seat: u8,
    /// Its side.
    side: Side,
    /// The setup.
    config: ConfigWire,
    /// Rows from the top, cells from the left: `null` an empty square.
    board: Vec<Vec<Option<CellWire>>>,
    /// The completed SEQUENCEs.
    sequences: Vec<SequenceWire>,
    /// The observing seat's own hand.
    hand: Vec<Card>,
    /// Every seat's hand size, by seat.
    hand_sizes: Vec<u8>,
    /// Every seat's discard pile, by seat.
    discards: Vec<Vec<Card>>,
    /// Cards in the draw pile.
    draw_pile_len: u8,
    /// Per side, its SEQUENCEs.
    #[serde(default)]
    scores: Vec<u8>,
    /// The phase.
    phase: PhaseWire,
    /// The seat the phase concerns.
    phase_seat: u8,
    /// Whether the dead-card swap was used this turn.
    #[serde(default)]
    swap_used: bool,
    /// Turns played, counted under a turn cap (0 without one).
    #[serde(default)]
    turns: u32,
}

impl From<&View> for ViewWire {
    fn from(view: &View) -> Self {
        let rules = view.config.preset.ruleset();
        let (phase, swap_used) = phase_wire(view.phase);
        let scores = (0..view.chips.len())
            .map(|side| view.sequences.iter().filter(|q| q.side.index() == side).count() as u8)
            .collect();
        ViewWire {
            seat: view.seat.0,
            side: view.side,
            config: ConfigWire::from(&view.config),
            board: board_wire(rules, &view.chips, view.locked),
            sequences: view.sequences.iter().copied().map(sequence_wire).collect(),
            hand: view.hand.clone(),
            hand_sizes: view.hand_sizes.iter().map(|&n| n.min(255) as u8).collect(),
            discards: view
                .discards
                .iter()
                .map(|d| {
                    d.iter()
                        .flat_map(|&(c, n)| core::iter::repeat_n(c, n as usize))
                        .collect()
                })
                .collect(),
            draw_pile_len: view.draw_pile_len.min(255) as u8,
            scores,
            phase,
            phase_seat: view.phase_seat.0,
            swap_used,
            turns: view.turns,
        }
    }
}

/// Reads a view's shape (a view carries no invariants of its own; the
/// board is checked against the config's preset).
fn view_of<E: serde::de::Error>(w: ViewWire) -> Result<View, E> {
    let config = w.config.config::<E>()?;
    config.validate().map_err(E::custom)?;
    let rules = config.preset.ruleset();
    let (chips, locked) = board_of::<E>(rules, &w.board)?;
    let mut sequences = Vec::new();
    for s in &w.sequences {
        let (start, axis) = window_of(rules, s.from, s.to)
            .ok_or_else(|| E::custom(format!("sequences: {}-{} is not a 5-square window", s.from, s.to)))?;
        sequences.push(Sequence {
            side: s.side,
            window: Window {
                start: rules.grid().coord(start).unwrap_or_default(),
                axis,
                len: 5,
            },
        });
    }
    let group = |cards: &[Card]| -> Vec<(Card, u8)> {
        let mut out: Vec<(Card, u8)> = Vec::new();
        for &c in cards {
            match out.iter_mut().find(|(x, _)| *x == c) {
                Some((_, n)) => *n = n.saturating_add(1),
                None => out.push((c, 1)),
            }
        }
        out.sort_by_key(|(c, _)| rules.kind_of(*c).unwrap_or(usize::MAX));
        out
    };
    Ok(View {
        seat: Seat(w.seat),
        side: w.side,
        config,
        chips: chips.into_iter().take(config.sides() as usize).collect(),
        locked,
        sequences,
        hand: w.hand,
        discards: w.discards.iter().map(|d| group(d)).collect(),
        hand_sizes: w.hand_sizes.iter().map(|&n| n as usize).collect(),
        draw_pile_len: w.draw_pile_len as usize,
        phase: phase_of::<E>(w.phase, w.swap_used)?,
        phase_seat: Seat(w.phase_seat),
        turns: w.turns,
    })
}

board_core::serde_via_wire!(View, ViewWire, view_of::<serde::de::value::Error>);

#[cfg(feature = "schema")]
board_core::schema_via_wire!(View, ViewWire);
