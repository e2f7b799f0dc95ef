//! Serde (feature `serde`): structured JSON a JavaScript client reads field
//! by field (ARCHITECTURE.md, "Serde: structured JSON"). States, moves,
//! configs and views go through the private wire types below; a state is
//! deserialized into its wire form and then built and checked by
//! [`State::validate`], so an unreachable state is a serde error naming the
//! [`crate::StateError`]. The notation stays available as a string form
//! (`board_core::notation_serde::as_notation`).
//!
//! Shapes (every key `snake_case`, every enum a lower-case string or an
//! object tagged by `"type"`):
//!
//! * `Side` `"x"` / `"o"`; `Colour` `"green"` / `"red"`; `Piece`
//!   `{"shape": "x", "colour": "green"}`; a per-side value `{"x": .., "o": ..}`;
//!   squares as their notation (`"e5"`).
//! * `Move`: `{"type": "place", "square": "e5"}`, `{"type": "timeout"}`,
//!   `{"type": "pass"}`, `{"type": "next_round"}`, `{"type": "lot", "side": "x"}`,
//!   `{"type": "draw", "side": "o", "colour": "red"}`,
//!   `{"type": "map_card", "side": "x", "card": 7}`,
//!   `{"type": "mission_card", "seat": 2, "card": 12}`.
//! * `Config`: `layout` (`rows`, `cols`, `dots` as rows of numbers,
//!   `knockout` squares), `deck` (cards `{"own": [3 squares], "off": square}`),
//!   `format` (`{"type": "sets", "best_of": 5}`, `{"type": "rounds", "rounds": 10}`,
//!   `{"type": "points", "points": 50}`, `{"type": "one_round"}`), `variants`
//!   (`time_bomb`: 10, 20, 30, 40 or null; `random`, `map`, `mission`),
//!   `team_sizes` (`{"x": 1, "o": 1}`). Every missing field takes
//!   `Config::default()`'s value.
//! * `State`: `config`, `phase` (`"lot"`, `"play"`, `"round_over"`,
//!   `"game_over"`), `side_to_move`, `starter`, `board` (rows from the top,
//!   cells `null` or a piece), `sides` (per side: `bag` and `skipped` as
//!   `{"green": n, "red": n}`, `line_up` colours next first, `drawing`,
//!   `member`, `map_card`), `missions` (per seat: a card or null), `score`
//!   (`points`, `sets`, `total`, `rounds_won` per side; `rounds`,
//!   `void_rounds`), `last_round` (null, `{"type": "void"}` or
//!   `{"type": "won", "side": "o", "line_points": 12, "bonus": 3,
//!   "square_knockout": false, "mission_knockout": false}`).
//! * `View`: the state's public fields plus `seat`, its `side`, `to_act`
//!   (`{"type": "seat", "seat": 1}`, `{"type": "chance"}`,
//!   `{"type": "terminal"}`), the board `layout` (as in `Config`) and
//!   `missions` per seat as a card, `"hidden"` or null. Deserializing
//!   checks the board against the layout, nothing more (a view is a
//!   message, not a state).

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use board_core::grid::Coord;
use board_core::{Actor, Seat};
use serde::de::{self, Deserializer};
use serde::ser::{SerializeStruct, Serializer};
use serde::{Deserialize, Serialize};

use crate::config::{Config, MAX_SEATS, MatchFormat, TimeBomb, Variants};
use crate::layout::{Card, Layout};
use crate::moves::Move;
use crate::piece::{BySide, Colour, Piece, Side};
use crate::state::{Board, CYCLE, EndReason, Phase, Rules, Score, SideState, State};
use crate::view::{MissionView, View};

// ---- small public types with hand-written forms ----

/// `{"x": .., "o": ..}`.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[cfg_attr(feature = "schema", schemars(rename = "BySide_{T}"))]
#[serde(
    deny_unknown_fields,
    expecting = "an object with \"x\" and \"o\", like {\"x\":0,\"o\":0}"
)]
pub(crate) struct XO<T> {
    /// Side X's value.
    x: T,
    /// Side O's value.
    o: T,
}

impl<T: Serialize> Serialize for BySide<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("BySide", 2)?;
        st.serialize_field("x", &self[Side::X])?;
        st.serialize_field("o", &self[Side::O])?;
        st.end()
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for BySide<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let XO { x, o } = XO::deserialize(d)?;
        Ok(BySide([x, o]))
    }
}

#[cfg(feature = "schema")]
impl<T: schemars::JsonSchema> schemars::JsonSchema for BySide<T> {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        <XO<T> as schemars::JsonSchema>::schema_name()
    }
    fn json_schema(g: &mut schemars::SchemaGenerator) -> schemars::Schema {
        <XO<T> as schemars::JsonSchema>::json_schema(g)
    }
}

impl Serialize for TimeBomb {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u8(self.seconds())
    }
}

impl<'de> Deserialize<'de> for TimeBomb {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let secs = u8::deserialize(d)?;
        TimeBomb::from_seconds(secs)
            .ok_or_else(|| de::Error::custom(format!("time_bomb must be 10, 20, 30 or 40 seconds, not {secs}")))
    }
}

#[cfg(feature = "schema")]
impl schemars::JsonSchema for TimeBomb {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        "TimeBomb".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "The TimeBomb limit per move in seconds.",
            "type": "integer",
            "enum": [10, 20, 30, 40]
        })
    }
}

/// [`MatchFormat`] as an object tagged by `"type"`.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    rename = "MatchFormat",
    expecting = "a match format with a \"type\" field, like {\"type\":\"sets\",\"best_of\":5}"
)]
pub(crate) enum FormatWire {
    /// Best of `best_of` sets (odd, 1-9).
    Sets { best_of: u8 },
    /// A fixed number of non-void rounds.
    Rounds { rounds: u16 },
    /// First to this many points.
    Points { points: u16 },
    /// One non-void round.
    OneRound,
}

impl From<MatchFormat> for FormatWire {
    fn from(f: MatchFormat) -> Self {
        match f {
            MatchFormat::Sets { best_of } => FormatWire::Sets { best_of },
            MatchFormat::Rounds(rounds) => FormatWire::Rounds { rounds },
            MatchFormat::Points(points) => FormatWire::Points { points },
            MatchFormat::OneRound => FormatWire::OneRound,
        }
    }
}

impl From<FormatWire> for MatchFormat {
    fn from(f: FormatWire) -> Self {
        match f {
            FormatWire::Sets { best_of } => MatchFormat::Sets { best_of },
            FormatWire::Rounds { rounds } => MatchFormat::Rounds(rounds),
            FormatWire::Points { points } => MatchFormat::Points(points),
            FormatWire::OneRound => MatchFormat::OneRound,
        }
    }
}

/// [`Layout`] with its dots as rows.
#[derive(Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    rename = "Layout",
    expecting = "a board layout object with \"rows\", \"cols\", \"dots\" and \"knockout\""
)]
pub(crate) struct LayoutWire {
    /// Rows (height).
    rows: u8,
    /// Columns (width).
    cols: u8,
    /// Dots per square, row by row from the top (1-6 each).
    dots: Vec<Vec<u8>>,
    /// The 4 knockout squares.
    #[cfg_attr(feature = "schema", schemars(with = "[String; 4]"))]
    knockout: [Coord; 4],
}

impl From<Layout> for LayoutWire {
    fn from(l: Layout) -> Self {
        let cols = usize::from(l.cols.max(1));
        LayoutWire {
            rows: l.rows,
            cols: l.cols,
            dots: l.dots.chunks(cols).map(<[u8]>::to_vec).collect(),
            knockout: l.knockout,
        }
    }
}

/// Why a layout's JSON is not a layout.
pub(crate) struct RaggedDots;

impl fmt::Display for RaggedDots {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("layout dots must be `rows` rows of `cols` numbers")
    }
}

impl TryFrom<LayoutWire> for Layout {
    type Error = RaggedDots;
    fn try_from(w: LayoutWire) -> Result<Self, RaggedDots> {
        if w.dots.len() != usize::from(w.rows) || w.dots.iter().any(|r| r.len() != usize::from(w.cols)) {
            return Err(RaggedDots);
        }
        Ok(Layout {
            rows: w.rows,
            cols: w.cols,
            dots: w.dots.concat(),
            knockout: w.knockout,
        })
    }
}

// ---- Config ----

/// [`Config`] on the wire: every field optional, defaulting to
/// `Config::default()`'s.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    default,
    deny_unknown_fields,
    rename = "Config",
    expecting = "a config object, like {\"format\":{\"type\":\"sets\",\"best_of\":5}} (every field optional)"
)]
pub(crate) struct ConfigWire {
    /// The board layout.
    layout: Layout,
    /// The 25 Map/Mission cards.
    deck: Vec<Card>,
    /// How the match is decided.
    format: MatchFormat,
    /// The variants in play.
    variants: Variants,
    /// Players per side (1-8 each).
    team_sizes: BySide<u8>,
}

impl Default for ConfigWire {
    fn default() -> Self {
        ConfigWire::from(&Config::default())
    }
}

impl From<&Config> for ConfigWire {
    fn from(c: &Config) -> Self {
        let c = c.clone();
        ConfigWire {
            layout: c.layout,
            deck: c.deck,
            format: c.format,
            variants: c.variants,
            team_sizes: c.team_sizes,
        }
    }
}

impl From<ConfigWire> for Config {
    fn from(c: ConfigWire) -> Self {
        Config {
            layout: c.layout,
            deck: c.deck,
            format: c.format,
            variants: c.variants,
            team_sizes: c.team_sizes,
        }
    }
}

// Reads a config (missing fields default) and validates it.
board_core::serde_via_wire!(Config, ConfigWire, |w| {
    let c = Config::from(w);
    c.validate().map(|()| c)
});

// ---- Move ----

/// [`Move`] as an object tagged by `"type"`.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    rename = "Move",
    deny_unknown_fields,
    expecting = "a move object with a \"type\" field, like {\"type\":\"place\",\"square\":\"c3\"}"
)]
pub(crate) enum MoveWire {
    /// Place the next line-up piece on a square.
    Place {
        /// The square, like `"e5"`.
        #[cfg_attr(feature = "schema", schemars(with = "String"))]
        square: Coord,
    },
    /// TimeBomb: the time ran out.
    Timeout,
    /// Skip a piece without a legal square.
    Pass,
    /// Start the next round.
    NextRound,
    /// Chance: the opening lot.
    Lot {
        /// The side that starts.
        side: Side,
    },
    /// Chance: a Random bag draw.
    Draw {
        /// The drawing side.
        side: Side,
        /// The colour drawn.
        colour: Colour,
    },
    /// Chance: a Map card (0-based deck index).
    MapCard {
        /// The drawing side.
        side: Side,
        /// The card.
        card: u8,
    },
    /// Chance: a seat's Mission card (0-based deck index).
    MissionCard {
        /// The drawing seat.
        seat: u8,
        /// The card.
        card: u8,
    },
}

impl From<&Move> for MoveWire {
    fn from(m: &Move) -> Self {
        match *m {
            Move::Place(square) => MoveWire::Place { square },
            Move::Timeout => MoveWire::Timeout,
            Move::Pass => MoveWire::Pass,
            Move::NextRound => MoveWire::NextRound,
            Move::Lot(side) => MoveWire::Lot { side },
            Move::Draw(side, colour) => MoveWire::Draw { side, colour },
            Move::MapCard(side, card) => MoveWire::MapCard { side, card },
            Move::MissionCard(seat, card) => MoveWire::MissionCard { seat: seat.0, card },
        }
    }
}

impl From<MoveWire> for Move {
    fn from(m: MoveWire) -> Self {
        match m {
            MoveWire::Place { square } => Move::Place(square),
            MoveWire::Timeout => Move::Timeout,
            MoveWire::Pass => Move::Pass,
            MoveWire::NextRound => Move::NextRound,
            MoveWire::Lot { side } => Move::Lot(side),
            MoveWire::Draw { side, colour } => Move::Draw(side, colour),
            MoveWire::MapCard { side, card } => Move::MapCard(side, card),
            MoveWire::MissionCard { seat, card } => Move::MissionCard(Seat(seat), card),
        }
    }
}

board_core::serde_via_wire!(Move, MoveWire);

// ---- State ----

/// Pieces of each colour.
#[derive(Clone, Copy, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    expecting = "an object with \"red\" and \"green\" counts, like {\"red\":7,\"green\":21}"
)]
pub(crate) struct Counts {
    /// Green pieces.
    green: u8,
    /// Red pieces.
    red: u8,
}

/// One side's pieces this round.
#[derive(Clone, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "SideState",
    expecting = "a side object with \"bag\", \"line_up\", \"drawing\", \"map_card\", \"member\" and \"skipped\""
)]
pub(crate) struct SideWire {
    /// Supply not yet in the line-up.
    bag: Counts,
    /// The waiting line-up, next piece first (at most 4).
    line_up: Vec<Colour>,
    /// Random: the line-up is being drawn (draws are due).
    drawing: bool,
    /// Pieces skipped this round (no legal square, D7).
    skipped: Counts,
    /// The team member (0-based) who takes the side's next turn.
    member: u8,
    /// The Map card drawn this round.
    map_card: Option<u8>,
}

impl From<&SideState> for SideWire {
    fn from(s: &SideState) -> Self {
        SideWire {
            bag: Counts {
                green: s.bag_green,
                red: s.bag_red,
            },
            line_up: s.line_up().collect(),
            drawing: s.filling,
            skipped: Counts {
                green: s.skipped_green,
                red: s.skipped_red,
            },
            member: s.member,
            map_card: s.map_card,
        }
    }
}

impl SideWire {
    fn to_state(&self) -> Result<SideState, String> {
        if self.line_up.len() > usize::from(CYCLE) {
            return Err(format!("a line-up holds at most {CYCLE} pieces"));
        }
        let mut s = SideState {
            bag_green: self.bag.green,
            bag_red: self.bag.red,
            filling: self.drawing,
            skipped_green: self.skipped.green,
            skipped_red: self.skipped.red,
            member: self.member,
            map_card: self.map_card,
            ..SideState::default()
        };
        for &c in &self.line_up {
            s.push(c);
        }
        Ok(s)
    }
}

/// [`State`] on the wire.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "State",
    expecting = "a state object with \"config\", \"board\", \"phase\", \"sides\" and \"score\", as the engine writes it"
)]
pub(crate) struct StateWire {
    /// The match's config.
    config: Config,
    /// Where the match stands.
    phase: Phase,
    /// The side to move (at a round's end: the side that moved last).
    side_to_move: Side,
    /// The side that started the current (or just finished) round.
    starter: Side,
    /// Rows from the top; each cell a piece or null.
    board: Vec<Vec<Option<Piece>>>,
    /// Each side's bag, line-up, skipped pieces, team member and Map card.
    sides: BySide<SideWire>,
    /// Each seat's Mission card (0-based deck index), in seat order.
    missions: Vec<Option<u8>>,
    /// The score.
    score: Score,
    /// The most recent round's result.
    last_round: Option<EndReason>,
}

fn board_rows(board: &Board, rows: u8, cols: u8) -> Vec<Vec<Option<Piece>>> {
    (0..usize::from(rows))
        .map(|r| {
            (0..usize::from(cols))
                .map(|c| board.piece_at_index(r * usize::from(cols) + c))
                .collect()
        })
        .collect()
}

impl From<&State> for StateWire {
    fn from(s: &State) -> Self {
        let (rows, cols) = s.size();
        StateWire {
            config: s.config(),
            phase: s.phase,
            side_to_move: s.turn,
            starter: s.starter,
            board: board_rows(&s.board, rows, cols),
            sides: BySide::from_fn(|side| SideWire::from(&s.sides[side])),
            missions: s.missions().to_vec(),
            score: s.score,
            last_round: s.last,
        }
    }
}

impl StateWire {
    fn to_state(&self) -> Result<State, String> {
        let rules = Rules::new(&self.config).map_err(|e| format!("{e}"))?;
        let (rows, cols) = (usize::from(rules.geo.rows), usize::from(rules.geo.cols));
        if self.board.len() != rows || self.board.iter().any(|r| r.len() != cols) {
            return Err(format!("the board must be {rows} rows of {cols} cells"));
        }
        let mut board = Board::default();
        for (r, row) in self.board.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                if let Some(p) = cell {
                    board.put(r * cols + c, *p);
                }
            }
        }
        let seats = usize::from(rules.team_sizes[Side::X]) + usize::from(rules.team_sizes[Side::O]);
        if self.missions.len() != seats {
            return Err(format!("missions must hold one entry per seat ({seats})"));
        }
        let mut missions = [None; MAX_SEATS];
        for (slot, m) in missions.iter_mut().zip(&self.missions) {
            *slot = *m;
        }
        let score = Score {
            rounds: self.score.rounds,
            ..self.score
        };
        let free = crate::state::Free::of(&rules.geo, &board);
        let state = State {
            rules: alloc::sync::Arc::new(rules),
            board,
            free_packed: free.packed,
            free_ko: free.ko,
            sides: BySide([self.sides[Side::X].to_state()?, self.sides[Side::O].to_state()?]),
            missions,
            phase: self.phase,
            turn: self.side_to_move,
            starter: self.starter,
            score,
            last: self.last_round,
        };
        state.validate().map_err(|e| format!("invalid state: {e}"))?;
        Ok(state)
    }
}

// Reads the structured form and validates it ([`State::validate`]).
board_core::serde_via_wire!(State, StateWire, |w: StateWire| w.to_state());

// ---- View ----

/// Who acts, tagged by `"type"`.
#[derive(Serialize, Deserialize)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    expecting = "who acts, like {\"type\":\"seat\",\"seat\":0}, {\"type\":\"chance\"} or {\"type\":\"terminal\"}"
)]
enum ActorWire {
    Seat { seat: u8 },
    Chance,
    Terminal,
}

/// The word `"hidden"`.
#[derive(Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum HiddenWord {
    Hidden,
}

/// A Mission card as a seat knows it: the card, `"hidden"`, or null.
#[derive(Serialize, Deserialize)]
#[serde(untagged, expecting = "a Mission card number, \"hidden\" or null")]
enum MissionWire {
    Known(u8),
    Hidden(HiddenWord),
    None(Option<u8>),
}

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields, expecting = "a view object, as the engine writes it")]
struct ViewWire {
    seat: u8,
    side: Option<Side>,
    to_act: ActorWire,
    phase: Phase,
    side_to_move: Side,
    starter: Side,
    layout: Layout,
    board: Vec<Vec<Option<Piece>>>,
    sides: BySide<SideWire>,
    missions: Vec<MissionWire>,
    score: Score,
    last_round: Option<EndReason>,
}

impl From<&View> for ViewWire {
    fn from(view: &View) -> Self {
        let (rows, cols) = view.size;
        ViewWire {
            seat: view.seat.0,
            side: view.side,
            to_act: match view.to_act {
                Actor::Seat(seat) => ActorWire::Seat { seat: seat.0 },
                Actor::Chance => ActorWire::Chance,
                Actor::Terminal => ActorWire::Terminal,
            },
            phase: view.phase,
            side_to_move: view.side_to_move,
            starter: view.starter,
            layout: view.layout.clone(),
            board: board_rows(&view.board, rows, cols),
            sides: BySide::from_fn(|side| SideWire::from(&view.sides[side])),
            missions: view
                .missions
                .iter()
                .map(|m| match *m {
                    MissionView::Known(c) => MissionWire::Known(c),
                    MissionView::Hidden => MissionWire::Hidden(HiddenWord::Hidden),
                    MissionView::None => MissionWire::None(None),
                })
                .collect(),
            score: view.score,
            last_round: view.last,
        }
    }
}

impl ViewWire {
    /// The view, its board checked against its layout (a view is a message,
    /// not a state: nothing else is validated).
    fn to_view(&self) -> Result<View, String> {
        let geo = crate::layout::Geometry::new(&self.layout).ok_or("the view's layout is not a valid board")?;
        let (rows, cols) = (usize::from(geo.rows), usize::from(geo.cols));
        if self.board.len() != rows || self.board.iter().any(|r| r.len() != cols) {
            return Err(format!("the board must be {rows} rows of {cols} cells"));
        }
        let mut board = Board::default();
        for (r, row) in self.board.iter().enumerate() {
            for (c, cell) in row.iter().enumerate() {
                if let Some(p) = cell {
                    board.put(r * cols + c, *p);
                }
            }
        }
        Ok(View {
            seat: Seat(self.seat),
            side: self.side,
            to_act: match self.to_act {
                ActorWire::Seat { seat } => Actor::Seat(Seat(seat)),
                ActorWire::Chance => Actor::Chance,
                ActorWire::Terminal => Actor::Terminal,
            },
            phase: self.phase,
            side_to_move: self.side_to_move,
            starter: self.starter,
            size: (geo.rows, geo.cols),
            layout: self.layout.clone(),
            board,
            sides: BySide([self.sides[Side::X].to_state()?, self.sides[Side::O].to_state()?]),
            missions: self
                .missions
                .iter()
                .map(|m| match m {
                    MissionWire::Known(c) => MissionView::Known(*c),
                    MissionWire::Hidden(_) => MissionView::Hidden,
                    MissionWire::None(_) => MissionView::None,
                })
                .collect(),
            score: self.score,
            last: self.last_round,
        })
    }
}

// Reads a view; its board must fit its layout.
board_core::serde_via_wire!(View, ViewWire, |w: ViewWire| w.to_view());

/// The JSON Schemas of the structured forms of [`State`], [`Move`] and
/// [`Config`] (feature `schema`), as committed under `schema/`.
#[cfg(feature = "schema")]
pub fn json_schemas() -> [(&'static str, schemars::Schema); 3] {
    [
        ("state", schemars::schema_for!(StateWire)),
        ("move", schemars::schema_for!(MoveWire)),
        ("config", schemars::schema_for!(ConfigWire)),
    ]
}

#[cfg(feature = "schema")]
board_core::schema_via_wire!(Config, ConfigWire);
