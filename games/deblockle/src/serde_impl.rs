//! Serde (feature `serde`): structured JSON a JavaScript client reads field
//! by field, through private wire structs (ARCHITECTURE.md, "Serde:
//! structured JSON").
//!
//! * [`Square`]: its notation string, `"c1"` (origin a1 at the bottom left,
//!   South's edge; files a-g west to east, ranks 1-7 south to north).
//! * [`Orientation`]: `{"top": "slider", "north": "star"}`.
//! * [`Move`]: an object tagged by `"type"`: `roll`, `draw`, `place`, `turn`.
//! * [`Config`]: its fields; missing fields take [`Config::default`]'s
//!   values, so `{"max_turns": 300}` is a whole config.
//! * [`State`]: `config`, `board` (7 rows of 7 cells, row 0 = rank 7, the
//!   top row of the picture; cell 0 of a row = file a), `blocks` (the same
//!   blocks keyed by square), `side_to_move`, `turns`, `phase`, `removed`
//!   (the scores) and `status`.
//!
//! Deserializing a state rebuilds it and runs [`State::validate`]: a state
//! the rules cannot reach is an error whose text is the [`StateError`]
//! (`invalid state: ...`); the derived fields (`blocks`, `removed`,
//! `status`) must agree with the rest. A config is checked by
//! [`Config::validate`]. Unknown fields are errors everywhere.
//!
//! With the feature `schema`, `State`, `Move`, `Config`, `Orientation` and
//! `Square` implement `schemars::JsonSchema` (the wire structs' schemas).

use alloc::collections::BTreeMap;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::board::Square;
use crate::config::{BySide, Config, HoopsPath, SetupMode, Side, SideBySide, SliderStop, TipWithoutHop};
use crate::cube::{Dir, Face, Orientation};
use crate::invariants::StateError;
use crate::moves::{Move, TipHop};
use crate::state::{EndReason, Phase, State};

// ---------------------------------------------------------------- Square

board_core::serde_via_notation!(Square);

#[cfg(feature = "schema")]
impl schemars::JsonSchema for Square {
    fn schema_name() -> alloc::borrow::Cow<'static, str> {
        "Square".into()
    }
    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "type": "string",
            "pattern": "^[a-g][1-7]$",
            "description": "A square in notation: file a-g (west to east) then rank 1-7 (south to north). The origin a1 is the bottom left corner, on South's edge (rank 1); d2 and d6 are the star spaces."
        })
    }
}

// ---------------------------------------------------------------- Orientation

/// A block's orientation: the face on top and the face looking north
/// (towards rank 7). The two are never the same or opposite faces.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "Orientation",
    expecting = "an orientation like {\"top\":\"star\",\"north\":\"cross\"}"
)]
struct OrientationWire {
    /// The face on top (what the block hops by).
    top: Face,
    /// The face looking north, towards rank 7.
    north: Face,
}

fn orientation<E: serde::de::Error>(top: Face, north: Face) -> Result<Orientation, E> {
    Orientation::new(top, north).ok_or_else(|| {
        E::custom(format!(
            "no orientation has {} on top and {} facing north: they are the same or opposite faces",
            top.name(),
            north.name()
        ))
    })
}

impl Serialize for Orientation {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        OrientationWire {
            top: self.top(),
            north: self.north(),
        }
        .serialize(s)
    }
}

impl<'de> Deserialize<'de> for Orientation {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let w = OrientationWire::deserialize(d)?;
        orientation(w.top, w.north)
    }
}

#[cfg(feature = "schema")]
board_core::schema_via_wire!(Orientation, OrientationWire);

// ---------------------------------------------------------------- Config

/// How the blocks get their start orientations (spec §2, E3).
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    rename = "SetupMode",
    expecting = "a set-up with a \"type\" field, like {\"type\":\"standard\"}"
)]
enum SetupWire {
    /// The rulebook's setup: each player rolls the opponent's blocks and
    /// places them (North's blocks first).
    Standard,
    /// Each block's orientation is drawn uniformly over the 24.
    Random,
    /// Given orientations, no setup phase: each side's first n of four are
    /// used, in start-square order.
    Fixed {
        /// South's four orientations.
        south: [Orientation; 4],
        /// North's four orientations.
        north: [Orientation; 4],
    },
}

/// A Deblockle game configuration. Every field is optional: a missing
/// field takes the default game's value (`{}` is the default game,
/// `{"max_turns": 300}` the default game with a turn cap).
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    default,
    deny_unknown_fields,
    rename = "Config",
    expecting = "a config object, like {\"north_blocks\":4,\"south_blocks\":4} (every field optional)"
)]
struct ConfigWire {
    /// South's blocks, 1-4 (spec §1, §6). Default 4.
    south_blocks: u8,
    /// North's blocks, 1-4; may differ from South's. Default 4.
    north_blocks: u8,
    /// How blocks get their start orientations (§2). Default standard.
    setup: SetupWire,
    /// Who takes the first turn (§2). Default south.
    first: Side,
    /// The no-side-by-side variant (§6). Default allowed.
    side_by_side: SideBySide,
    /// D1: a tip without a legal hop. Default illegal.
    tip_without_hop: TipWithoutHop,
    /// D2: may a Hoops path pass through blocks. Default unblocked.
    hoops_path: HoopsPath,
    /// D3: where a Slider may stop near star spaces. Default before_any_star.
    slider_stop: SliderStop,
    /// D6: the game is drawn once this many turns are played; null (the
    /// default) for no cap. At least 1.
    max_turns: Option<u32>,
}

impl From<&Config> for ConfigWire {
    fn from(c: &Config) -> Self {
        ConfigWire {
            south_blocks: c.south_blocks,
            north_blocks: c.north_blocks,
            setup: match c.setup {
                SetupMode::Standard => SetupWire::Standard,
                SetupMode::Random => SetupWire::Random,
                SetupMode::Fixed(o) => SetupWire::Fixed {
                    south: o.south,
                    north: o.north,
                },
            },
            first: c.first,
            side_by_side: c.side_by_side,
            tip_without_hop: c.tip_without_hop,
            hoops_path: c.hoops_path,
            slider_stop: c.slider_stop,
            max_turns: c.max_turns,
        }
    }
}

impl Default for ConfigWire {
    fn default() -> Self {
        ConfigWire::from(&Config::default())
    }
}

impl From<ConfigWire> for Config {
    fn from(w: ConfigWire) -> Self {
        Config {
            south_blocks: w.south_blocks,
            north_blocks: w.north_blocks,
            setup: match w.setup {
                SetupWire::Standard => SetupMode::Standard,
                SetupWire::Random => SetupMode::Random,
                SetupWire::Fixed { south, north } => SetupMode::Fixed(BySide::new(south, north)),
            },
            first: w.first,
            side_by_side: w.side_by_side,
            tip_without_hop: w.tip_without_hop,
            hoops_path: w.hoops_path,
            slider_stop: w.slider_stop,
            max_turns: w.max_turns,
        }
    }
}

board_core::serde_via_wire!(Config, ConfigWire, |w| {
    let c = Config::from(w);
    c.validate().map(|()| c)
});

#[cfg(feature = "schema")]
board_core::schema_via_wire!(Config, ConfigWire);

// ---------------------------------------------------------------- Move

/// A move, tagged by `type`: a setup chance outcome (`roll`, `draw`), a
/// setup placement (`place`) or a turn (`turn`). The notation of each is
/// in the doc of its variant.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    rename = "Move",
    expecting = "a move object with a \"type\" field, like {\"type\":\"roll\",\"face\":\"star\"}"
)]
enum MoveWire {
    /// Chance, standard setup (`roll:+`): the next rolled block shows `face` on top.
    Roll {
        /// The rolled face.
        face: Face,
    },
    /// Chance, random setup (`roll:+=`): the next block gets this orientation.
    Draw {
        /// The face on top.
        top: Face,
        /// The face looking north.
        north: Face,
    },
    /// Decision, standard setup (`c5@+=`): put a rolled block on the next
    /// start square with this orientation (its top is a rolled face).
    Place {
        /// The start square.
        square: Square,
        /// The face on top.
        top: Face,
        /// The face looking north.
        north: Face,
    },
    /// A turn (`c3n+d5`): tip the block on `from` towards `dir`, which
    /// brings `top` up, then hop to `to` (null: no hop, for Stop, a star
    /// removal, or a standing tip under D1 "tip stands").
    Turn {
        /// The square of the block to tip.
        from: Square,
        /// The tip direction.
        dir: Dir,
        /// The face the tip brings up; null or missing: implied by the tip (D-R1).
        #[serde(default)]
        top: Option<Face>,
        /// The hop's destination; null or missing: no hop.
        #[serde(default)]
        to: Option<Square>,
    },
}

impl From<&Move> for MoveWire {
    fn from(m: &Move) -> Self {
        match *m {
            Move::Roll(face) => MoveWire::Roll { face },
            Move::Draw(o) => MoveWire::Draw {
                top: o.top(),
                north: o.north(),
            },
            Move::Place { square, orientation } => MoveWire::Place {
                square,
                top: orientation.top(),
                north: orientation.north(),
            },
            Move::Turn(TipHop { from, dir, top, to }) => MoveWire::Turn { from, dir, top, to },
        }
    }
}

/// The move a wire move names; an error for an impossible orientation.
fn move_of<E: serde::de::Error>(w: MoveWire) -> Result<Move, E> {
    Ok(match w {
        MoveWire::Roll { face } => Move::Roll(face),
        MoveWire::Draw { top, north } => Move::Draw(orientation(top, north)?),
        MoveWire::Place { square, top, north } => Move::Place {
            square,
            orientation: orientation(top, north)?,
        },
        MoveWire::Turn { from, dir, top, to } => Move::Turn(TipHop { from, dir, top, to }),
    })
}

board_core::serde_via_wire!(Move, MoveWire, move_of::<serde::de::value::Error>);

#[cfg(feature = "schema")]
board_core::schema_via_wire!(Move, MoveWire);

// ---------------------------------------------------------------- State

/// A block on the board.
#[derive(Serialize, Deserialize, PartialEq, Eq, Clone, Copy)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "Block",
    expecting = "a block like {\"side\":\"south\",\"top\":\"star\",\"north\":\"cross\"}"
)]
struct BlockWire {
    /// Its owner.
    side: Side,
    /// The face on top.
    top: Face,
    /// The face looking north, towards rank 7.
    north: Face,
}

/// Where the game is.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    rename = "Phase",
    expecting = "a phase with a \"type\" field, like {\"type\":\"setup\",\"target\":\"north\",\"rolled\":[]}"
)]
enum PhaseWire {
    /// `target`'s blocks are being set up (North's first, then South's, E1).
    Setup {
        /// Whose blocks are being set up.
        target: Side,
        /// Faces rolled and not yet placed (standard setup), in face order
        /// star, stop, cross, x, slider, hoops; always empty in the random setup.
        rolled: Vec<Face>,
    },
    /// Turns are being played (or the game is over: see `status`).
    Play,
}

/// Whether the game goes on, and how it ended (derived from the position).
#[derive(Serialize, Deserialize, PartialEq, Eq)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    rename = "Status",
    expecting = "a status with a \"type\" field, like {\"type\":\"ongoing\"}"
)]
enum StatusWire {
    /// Still running.
    Ongoing,
    /// `winner` removed all of its blocks (§5).
    Won {
        /// The winning side.
        winner: Side,
    },
    /// Drawn: neither side can move (`no_moves`, D5) or `max_turns` turns
    /// were played (`turn_cap`, D6).
    Drawn {
        /// Why.
        reason: DrawWire,
    },
}

/// Why a game is drawn.
#[derive(Serialize, Deserialize, PartialEq, Eq, Clone, Copy)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case", rename = "DrawReason")]
enum DrawWire {
    /// Neither side can move (D5).
    NoMoves,
    /// `max_turns` turns were played (D6).
    TurnCap,
}

impl From<Option<EndReason>> for StatusWire {
    fn from(s: Option<EndReason>) -> Self {
        match s {
            None => StatusWire::Ongoing,
            Some(EndReason::Won(winner)) => StatusWire::Won { winner },
            Some(EndReason::NoMoves) => StatusWire::Drawn {
                reason: DrawWire::NoMoves,
            },
            Some(EndReason::TurnCap) => StatusWire::Drawn {
                reason: DrawWire::TurnCap,
            },
        }
    }
}

impl From<StatusWire> for Option<EndReason> {
    fn from(s: StatusWire) -> Self {
        match s {
            StatusWire::Ongoing => None,
            StatusWire::Won { winner } => Some(EndReason::Won(winner)),
            StatusWire::Drawn {
                reason: DrawWire::NoMoves,
            } => Some(EndReason::NoMoves),
            StatusWire::Drawn {
                reason: DrawWire::TurnCap,
            } => Some(EndReason::TurnCap),
        }
    }
}

/// A Deblockle state. Coordinates: squares are notation strings (`"c1"`);
/// the origin a1 is the bottom left corner on South's edge, files a-g run
/// west to east and ranks 1-7 south to north.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "State",
    expecting = "a state object with \"config\", \"board\", \"blocks\", \"phase\", \"status\" and \"turns\", as the engine writes it"
)]
struct StateWire {
    /// The game's config.
    config: Config,
    /// The board as 7 rows of 7 cells, as the picture draws it: `board[0]`
    /// is rank 7 (North's edge, the top row) and `board[6]` rank 1 (South's
    /// edge); within a row, cell 0 is file a (west) and cell 6 file g. So
    /// square `<file><rank>` is `board[7 - rank][file - 'a']`. A cell is
    /// null (empty) or a block.
    board: [[Option<BlockWire>; 7]; 7],
    /// The same blocks keyed by square (`"c1"`), in square order a1..g7;
    /// must agree with `board`.
    blocks: BTreeMap<Square, BlockWire>,
    /// In play, the side to act (a side without a legal turn is skipped,
    /// §4); during the setup, the side that will move first; in a finished
    /// game, the side that made the last turn.
    side_to_move: Side,
    /// Turns played (setup moves and skipped turns do not count, E5).
    turns: u32,
    /// Setup or play.
    phase: PhaseWire,
    /// Each side's score: the blocks it removed on the opponent's home star
    /// (§5; derived from the board, must agree with it).
    removed: BySide<u8>,
    /// Whether the game goes on, and how it ended (derived, must agree).
    status: StatusWire,
}

fn block_wire(b: crate::state::Block) -> BlockWire {
    BlockWire {
        side: b.side,
        top: b.orientation.top(),
        north: b.orientation.north(),
    }
}

/// The square of `board[row][col]`: row 0 is rank 7.
fn board_square(row: usize, col: usize) -> Option<Square> {
    let rank = 6usize.checked_sub(row)?;
    Square::new(u8::try_from(col).ok()?, u8::try_from(rank).ok()?)
}

impl From<&State> for StateWire {
    fn from(st: &State) -> Self {
        let mut board = [[None; 7]; 7];
        for (row, cells) in board.iter_mut().enumerate() {
            for (col, cell) in cells.iter_mut().enumerate() {
                *cell = board_square(row, col).and_then(|sq| st.block(sq)).map(block_wire);
            }
        }
        StateWire {
            config: *st.config(),
            board,
            blocks: st.blocks().map(|b| (b.square, block_wire(b))).collect(),
            side_to_move: st.side_to_move(),
            turns: st.turns(),
            phase: match st.phase() {
                Phase::Play => PhaseWire::Play,
                Phase::Setup { target, .. } => PhaseWire::Setup {
                    target,
                    rolled: st.rolled().collect(),
                },
            },
            removed: BySide::from_fn(|side| st.removed(side)),
            status: st.status().into(),
        }
    }
}

/// The state a wire state describes, checked (`E` is the serde error).
fn state_of<E: serde::de::Error>(w: StateWire) -> Result<State, E> {
    let phase = match w.phase {
        PhaseWire::Play => Phase::Play,
        PhaseWire::Setup { target, rolled } => {
            if rolled.windows(2).any(|p| matches!(p, [a, b] if a > b)) {
                return Err(E::custom(
                    "rolled faces must be listed in face order: star, stop, cross, x, slider, hoops",
                ));
            }
            let mut counts = [0u8; 6];
            for face in rolled {
                if let Some(c) = counts.get_mut(face.index()) {
                    *c = c.saturating_add(1);
                }
            }
            Phase::Setup { target, rolled: counts }
        }
    };
    let mut state = State::empty(w.config, phase, w.side_to_move, w.turns);
    state.status = w.status.into();
    for (row, cells) in w.board.iter().enumerate() {
        for (col, cell) in cells.iter().enumerate() {
            if let (Some(b), Some(sq)) = (cell, board_square(row, col)) {
                state.put(sq, b.side, orientation(b.top, b.north)?);
            }
        }
    }
    let blocks: BTreeMap<Square, BlockWire> = state.blocks().map(|b| (b.square, block_wire(b))).collect();
    if let Some(sq) = blocks
        .keys()
        .chain(w.blocks.keys())
        .find(|sq| blocks.get(sq) != w.blocks.get(sq))
    {
        return Err(E::custom(format!(
            "blocks: at {sq} the board has {} but blocks has {}",
            describe_block(blocks.get(sq)),
            describe_block(w.blocks.get(sq))
        )));
    }
    state
        .validate()
        .map_err(|e: StateError| E::custom(format!("invalid state: {e}")))?;
    let removed = BySide::from_fn(|side| state.removed(side));
    if removed != w.removed {
        return Err(E::custom(format!(
            "removed: the board gives {} for South and {} for North",
            removed.south, removed.north
        )));
    }
    Ok(state)
}

/// A block in words for an error: `a South block, Star on top, Cross
/// facing north`, or `no block`.
fn describe_block(b: Option<&BlockWire>) -> String {
    match b {
        Some(b) => format!("a {} block, {:?} on top, {:?} facing north", b.side, b.top, b.north),
        None => String::from("no block"),
    }
}

board_core::serde_via_wire!(State, StateWire, state_of::<serde::de::value::Error>);

#[cfg(feature = "schema")]
board_core::schema_via_wire!(State, StateWire);
