//! Serde (feature `serde`): [`Config`], [`State`] and [`Move`] as structured
//! JSON through private wire types (ARCHITECTURE.md, "Serde: structured
//! JSON"); JSON Schema of the wire types with the feature `schema`.
//!
//! * Config: `{"colours": ["green", "blue"], "mode": "standard", "layout":
//!   "M:.*S.O.UL.SJ/5s", "roll_rule": "must_use", ...}`; every field may be
//!   left out and takes [`Config::default`]'s value; unknown fields are
//!   refused; reading validates ([`Config::validate`]). The exception is
//!   `backward_rule` (O-R9, revision 3) in a *state*'s config: left out, it
//!   reads as `queen_alone`, the rule a revision-2 state was played under.
//! * Move: an object tagged by `"type"`: `{"type": "roll", "value": 6}`,
//!   `{"type": "step", "from": "r17", "distance": 4, "back": false}`, ...
//! * State: the config, the phase (tagged by `"type"`), the turn's
//!   counters and, per colour in play, its status, scores and 5 pawns
//!   (`{"kind": "king", "at": "r17", "captor": null, "must_move": false}`,
//!   `at` in the state notation: `H` spaceship, `E` Earth, `X` out, `r17`,
//!   `pG3`). Reading goes through [`State::validate`]: an impossible state
//!   is an error whose text is the [`crate::StateError`].
//!
//! The notation stays available as a string form:
//! `#[serde(with = "board_core::notation_serde::as_notation")]`.

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use serde::de::Error as _;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::colour::{Colour, PawnKind};
use crate::config::{
    ArrivalRule, BackwardRule, BonusRule, Config, LightningRule, Mode, PrisonerRule, RollRule, SixRule, StackRule,
    StandardEnd, UfoRule,
};
use crate::layout::Layout;
use crate::moves::{Move, Square, SunDir};
use crate::state::{Loc, PAWNS, Pawn, Phase, PlayerStatus, State, bit};

// ----- squares, locations, layouts: their notation strings -----

board_core::serde_via_notation!(Square);

impl Serialize for Loc {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Loc {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        read_loc(&text).ok_or_else(|| {
            D::Error::custom(format!(
                "no position {:?}: expected H, E, X, r17 or pG3",
                board_core::notation::excerpt(&text)
            ))
        })
    }
}

/// A position in the state notation (`H`, `E`, `X`, `r17`, `pG3`).
fn read_loc(text: &str) -> Option<Loc> {
    match text {
        "H" => return Some(Loc::Ship),
        "E" => return Some(Loc::Earth),
        "X" => return Some(Loc::Out),
        _ => {}
    }
    let number = |t: &str| board_core::notation::canonical_number::<u8>(t);
    if let Some(n) = text.strip_prefix('r') {
        return number(n).map(Loc::Ring);
    }
    let rest = text.strip_prefix('p')?;
    let mut cs = rest.chars();
    let c = Colour::from_letter(cs.next()?)?;
    number(cs.as_str()).map(|i| Loc::Path(c, i))
}

/// [`Layout`] as its pattern text (`M:.*S.O.UL.SJ/5s`); reading also takes
/// a layout name and validates.
impl Serialize for Layout {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Layout {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let text = String::deserialize(d)?;
        Layout::parse(&text).map_err(|errors| {
            let list: Vec<String> = errors.iter().map(ToString::to_string).collect();
            D::Error::custom(format!(
                "layout {:?}: {}",
                board_core::notation::excerpt(&text),
                list.join("; ")
            ))
        })
    }
}

// ----- config -----

/// The config as JSON: every field optional on input (defaults of
/// [`Config::default`]).
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    default,
    deny_unknown_fields,
    rename = "Config",
    expecting = "a config object, like {\"mode\":\"standard\",\"colours\":[\"green\",\"blue\"]} (every field optional)"
)]
struct ConfigJson {
    /// The colours in play (2-4, each once), written clockwise.
    colours: Vec<Colour>,
    /// The game mode.
    mode: Mode,
    /// The board layout as its pattern (or a layout name on input).
    layout: Layout,
    /// D1: what happens to a roll that has a legal use.
    roll_rule: RollRule,
    /// D2: how often a UFO may fly.
    ufo_rule: UfoRule,
    /// D3: stack protection.
    stack_rule: StackRule,
    /// D4: third-party prisoners of a taken group.
    prisoner_rule: PrisonerRule,
    /// D5: when a Standard round ends.
    standard_end: StandardEnd,
    /// D6: Lightning with no previous Lightning on the route.
    lightning_rule: LightningRule,
    /// D7: an arrival on a safe square held by an opponent.
    arrival_rule: ArrivalRule,
    /// D9: repeated sixes.
    six_rule: SixRule,
    /// D9: extra rolls beyond 6 and Star.
    bonus_rule: BonusRule,
    /// O-R9: which groups move backward (always written). Left out (or
    /// null): `queen_carries` for a config, `queen_alone` (revision 2)
    /// for the config of a state.
    #[serde(skip_serializing_if = "Option::is_none")]
    backward_rule: Option<BackwardRule>,
}

impl Default for ConfigJson {
    fn default() -> Self {
        let mut json = ConfigJson::from(&Config::default());
        // Left out: decided by `into_config`'s caller (config or state).
        json.backward_rule = None;
        json
    }
}

impl From<&Config> for ConfigJson {
    fn from(c: &Config) -> Self {
        ConfigJson {
            colours: c.colours.iter().collect(),
            mode: c.mode,
            layout: c.layout,
            roll_rule: c.roll_rule,
            ufo_rule: c.ufo_rule,
            stack_rule: c.stack_rule,
            prisoner_rule: c.prisoner_rule,
            standard_end: c.standard_end,
            lightning_rule: c.lightning_rule,
            arrival_rule: c.arrival_rule,
            six_rule: c.six_rule,
            bonus_rule: c.bonus_rule,
            backward_rule: Some(c.backward_rule),
        }
    }
}

impl ConfigJson {
    /// The config; a left-out `backward_rule` is `missing`.
    fn into_config(self, missing: BackwardRule) -> Result<Config, crate::ConfigError> {
        let chosen = Config::with_colours(&self.colours, self.mode)?;
        let config = Config {
            colours: chosen.colours,
            mode: self.mode,
            layout: self.layout,
            roll_rule: self.roll_rule,
            ufo_rule: self.ufo_rule,
            stack_rule: self.stack_rule,
            prisoner_rule: self.prisoner_rule,
            standard_end: self.standard_end,
            lightning_rule: self.lightning_rule,
            arrival_rule: self.arrival_rule,
            six_rule: self.six_rule,
            bonus_rule: self.bonus_rule,
            backward_rule: self.backward_rule.unwrap_or(missing),
        };
        config.validate()?;
        Ok(config)
    }
}

board_core::serde_via_wire!(Config, ConfigJson, |w: ConfigJson| w
    .into_config(BackwardRule::QueenCarries));

// ----- moves -----

/// A move as JSON, tagged by `"type"`.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    rename = "Move",
    expecting = "a move object with a \"type\" field, like {\"type\":\"roll\",\"value\":6}"
)]
enum MoveJson {
    /// Chance: this colour starts the first round (`start:G`).
    Start {
        /// The starter.
        colour: Colour,
    },
    /// Chance: the ordinary die (`roll:4`).
    Roll {
        /// The face, 1-6.
        value: u8,
    },
    /// Bring a pawn of this kind onto the own Moon (`enter Q`).
    Enter {
        /// The kind of pawn.
        pawn: PawnKind,
    },
    /// Move the own group on `from` by the roll (`r17+4`, `r17-4`, `p3+2`).
    Step {
        /// The square, `r0`-`r51` on the ring or `p0`.. on the own path.
        from: Square,
        /// The roll.
        distance: u8,
        /// Backward (a group with the Queen, O-R9).
        back: bool,
    },
    /// The Sun direction of a group with the Queen (`sun fwd`, `sun back`).
    Sun {
        /// Forward or back.
        direction: SunDir,
    },
    /// Send the taken group back (`sendback`).
    SendBack,
    /// Kidnap the taken group (`kidnap`).
    Kidnap,
    /// Roll the ODULUDO die or not (`odulo yes`, `odulo no`).
    Odulo {
        /// Whether to roll it.
        roll: bool,
    },
    /// Chance: the ODULUDO die (`face:3`).
    Face {
        /// The face, 1-6.
        value: u8,
    },
    /// Spend the roll without moving (`pass`).
    Pass,
    /// Last Pawn: start the next round (`next`).
    NextRound,
}

impl From<&Move> for MoveJson {
    fn from(m: &Move) -> Self {
        match *m {
            Move::Start(colour) => MoveJson::Start { colour },
            Move::Roll(value) => MoveJson::Roll { value },
            Move::Enter(pawn) => MoveJson::Enter { pawn },
            Move::Step { from, dist, back } => MoveJson::Step {
                from,
                distance: dist,
                back,
            },
            Move::Sun(direction) => MoveJson::Sun { direction },
            Move::SendBack => MoveJson::SendBack,
            Move::Kidnap => MoveJson::Kidnap,
            Move::Odulo(roll) => MoveJson::Odulo { roll },
            Move::Face(value) => MoveJson::Face { value },
            Move::Pass => MoveJson::Pass,
            Move::NextRound => MoveJson::NextRound,
        }
    }
}

impl From<MoveJson> for Move {
    fn from(m: MoveJson) -> Self {
        match m {
            MoveJson::Start { colour } => Move::Start(colour),
            MoveJson::Roll { value } => Move::Roll(value),
            MoveJson::Enter { pawn } => Move::Enter(pawn),
            MoveJson::Step { from, distance, back } => Move::Step {
                from,
                dist: distance,
                back,
            },
            MoveJson::Sun { direction } => Move::Sun(direction),
            MoveJson::SendBack => Move::SendBack,
            MoveJson::Kidnap => Move::Kidnap,
            MoveJson::Odulo { roll } => Move::Odulo(roll),
            MoveJson::Face { value } => Move::Face(value),
            MoveJson::Pass => Move::Pass,
            MoveJson::NextRound => Move::NextRound,
        }
    }
}

board_core::serde_via_wire!(Move, MoveJson);

// ----- states -----

/// A pawn named by its colour and index (0 King, 1 Queen, 2-4 Soldiers).
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "PawnRef",
    expecting = "a pawn reference object, as the engine writes it"
)]
struct PawnRefJson {
    /// The owner.
    colour: Colour,
    /// The index in the owner's `pawns` (0 King, 1 Queen, 2-4 Soldiers).
    pawn: u8,
}

/// The pending decision, tagged by `"type"`.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    deny_unknown_fields,
    rename = "Phase",
    expecting = "a phase with a \"type\" field, like {\"type\":\"start\"}"
)]
enum PhaseJson {
    /// Chance: who starts the first round.
    Start,
    /// Chance: the ordinary die of the colour to move.
    Roll,
    /// The colour to move uses its roll: enter, step or pass.
    Move,
    /// A group with the Queen landed on a Sun: forward or back (O-R9).
    Sun {
        /// The Sun square.
        square: Loc,
        /// The moving group: the Queen, the own pawns stacked with her
        /// (O-R9; none under `queen-alone`) and the prisoners they hold.
        group: Vec<PawnRefJson>,
        /// Whether the move was made with a 6.
        six: bool,
    },
    /// The mover landed on an opposing group: send back or kidnap.
    Capture {
        /// The square.
        square: Loc,
        /// Whether the ODULUDO die is offered afterwards (an ODULUDO ring).
        odulo_offer: bool,
    },
    /// On an ODULUDO ring: roll the ODULUDO die or not.
    Odulo {
        /// The ring square.
        square: Loc,
    },
    /// Chance: the ODULUDO die.
    OduloRoll {
        /// The ring square.
        square: Loc,
    },
    /// Last Pawn: the round is over; the loser starts the next.
    RoundOver,
    /// The game is over.
    GameOver,
}

/// A player's standing in the round.
#[derive(Serialize, Deserialize, PartialEq)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(rename_all = "snake_case", rename = "Status")]
enum StatusJson {
    /// Still playing this round.
    Active,
    /// All pawns home this round.
    Finished,
    /// King sent back this round (or team out).
    Eliminated,
}

/// One pawn.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "Pawn",
    expecting = "a pawn like {\"kind\":\"king\",\"at\":\"H\",\"captor\":null,\"must_move\":false}"
)]
struct PawnJson {
    /// King (index 0), Queen (1) or Soldier (2-4).
    kind: PawnKind,
    /// Where it is: `H` spaceship, `E` Earth, `X` out (of the round or
    /// game), `r0`-`r51` ring, `pG0`.. a colour's path.
    at: Loc,
    /// The colour holding it prisoner, if any.
    captor: Option<Colour>,
    /// Flagged on an opponent's Moon at the end of its owner's turn: it must move.
    must_move: bool,
}

/// One colour in play.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "Player",
    expecting = "a player object with \"pawns\", \"pawn_count\", \"status\", \"round_score\", \"round_wins\" and \"total\""
)]
struct PlayerJson {
    /// Active, finished or eliminated this round.
    status: StatusJson,
    /// Pawns this round (Last Pawn removes one per round won); the pawns
    /// beyond it are out.
    pawn_count: u8,
    /// The 5 pawns: King, Queen, 3 Soldiers.
    pawns: Vec<PawnJson>,
    /// This round: +40 per prisoner of the round's winner, an eliminated
    /// player's penalty.
    round_score: i32,
    /// Last Pawn: points over finished rounds.
    total: i32,
    /// Last Pawn: rounds won.
    round_wins: u8,
}

/// The colours in play, by name (absent colours left out).
#[derive(Serialize, Deserialize, Default)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "Players",
    expecting = "an object of players by colour, like {\"green\":{...},\"blue\":{...}}"
)]
struct PlayersJson {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    green: Option<PlayerJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    red: Option<PlayerJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    blue: Option<PlayerJson>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    purple: Option<PlayerJson>,
}

impl PlayersJson {
    fn slot(&mut self, c: Colour) -> &mut Option<PlayerJson> {
        match c {
            Colour::Green => &mut self.green,
            Colour::Red => &mut self.red,
            Colour::Blue => &mut self.blue,
            Colour::Purple => &mut self.purple,
        }
    }
}

/// A whole game state.
#[derive(Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(schemars::JsonSchema))]
#[serde(
    deny_unknown_fields,
    rename = "State",
    expecting = "a state object with \"config\", \"phase\", \"players\" and \"colour_to_move\", as the engine writes it"
)]
struct StateJson {
    /// The setup.
    config: ConfigJson,
    /// The round (1-based; Last Pawn plays several).
    round: u16,
    /// The pending decision.
    phase: PhaseJson,
    /// The colour whose turn it is (or who starts the next round).
    colour_to_move: Colour,
    /// Who started the round.
    starter: Colour,
    /// The roll being used, or null outside a roll's decisions.
    roll: Option<u8>,
    /// Whether another roll follows the current action.
    extra_roll_due: bool,
    /// Rolls made this turn without a pawn in play (at most 3).
    tries: u8,
    /// Sixes rolled this turn.
    sixes: u8,
    /// The colours whose UFO has flown (its parking is then just safe).
    ufos_used: Vec<Colour>,
    /// The round's winner once known (in team play, one partner).
    winner: Option<Colour>,
    /// The round's loser once known.
    loser: Option<Colour>,
    /// The colour eliminated last this round.
    last_eliminated: Option<Colour>,
    /// The colours in play.
    players: PlayersJson,
}

fn status_json(s: PlayerStatus) -> StatusJson {
    match s {
        PlayerStatus::Finished => StatusJson::Finished,
        PlayerStatus::Eliminated => StatusJson::Eliminated,
        PlayerStatus::Active | PlayerStatus::Absent => StatusJson::Active,
    }
}

fn group_json(group: u32) -> Vec<PawnRefJson> {
    let mut v = Vec::new();
    for colour in Colour::ALL {
        for i in 0..PAWNS {
            if group & bit(colour, i) != 0 {
                v.push(PawnRefJson { colour, pawn: i as u8 });
            }
        }
    }
    v
}

impl From<&State> for StateJson {
    fn from(s: &State) -> Self {
        let phase = match s.phase {
            Phase::StartRoll => PhaseJson::Start,
            Phase::Roll => PhaseJson::Roll,
            Phase::Move => PhaseJson::Move,
            Phase::Sun { at, group, six } => PhaseJson::Sun {
                square: at,
                group: group_json(group),
                six,
            },
            Phase::Capture { at, odu } => PhaseJson::Capture {
                square: at,
                odulo_offer: odu,
            },
            Phase::Odu { at } => PhaseJson::Odulo { square: at },
            Phase::OduRoll { at } => PhaseJson::OduloRoll { square: at },
            Phase::RoundOver => PhaseJson::RoundOver,
            Phase::GameOver => PhaseJson::GameOver,
        };
        let mut players = PlayersJson::default();
        for c in s.colours().iter() {
            let pawns = (0..PAWNS)
                .map(|i| {
                    let p = s.pw(c, i);
                    PawnJson {
                        kind: PawnKind::of_index(i),
                        at: p.loc,
                        captor: p.captor,
                        must_move: s.must_move(c, i),
                    }
                })
                .collect();
            *players.slot(c) = Some(PlayerJson {
                status: status_json(s.status[c]),
                pawn_count: s.pawn_count[c],
                pawns,
                round_score: s.round_score[c],
                total: s.totals[c],
                round_wins: s.round_wins[c],
            });
        }
        StateJson {
            config: ConfigJson::from(&s.config),
            round: s.round,
            phase,
            colour_to_move: s.turn,
            starter: s.starter,
            roll: (s.roll != 0).then_some(s.roll),
            extra_roll_due: s.extra,
            tries: s.tries,
            sixes: s.sixes,
            ufos_used: Colour::ALL
                .into_iter()
                .filter(|c| s.ufo_used & (1 << c.index()) != 0)
                .collect(),
            winner: s.winner,
            loser: s.loser,
            last_eliminated: s.last_out,
            players,
        }
    }
}

impl StateJson {
    fn into_state(self) -> Result<State, String> {
        // A saved state without the O-R9 knob was played under revision 2.
        let config = self
            .config
            .into_config(BackwardRule::QueenAlone)
            .map_err(|e| e.to_string())?;
        let mut s = State::new(config).map_err(|e| e.to_string())?;
        let mut players = self.players;
        for c in Colour::ALL {
            let entry = players.slot(c).take();
            let Some(p) = entry else {
                if config.colours.contains(c) {
                    return Err(format!("players: {c} is in play but missing"));
                }
                continue;
            };
            if !config.colours.contains(c) {
                return Err(format!("players: {c} is not in play"));
            }
            if p.pawns.len() != PAWNS {
                return Err(format!("players: {c} needs 5 pawns, not {}", p.pawns.len()));
            }
            let mut mm = 0u8;
            for (i, pawn) in p.pawns.iter().enumerate() {
                if pawn.kind != PawnKind::of_index(i) {
                    return Err(format!(
                        "players: pawn {i} of {c} is the {}, not a {}",
                        PawnKind::of_index(i),
                        pawn.kind
                    ));
                }
                s.set_pawn(
                    c,
                    i,
                    Pawn {
                        loc: pawn.at,
                        captor: pawn.captor,
                    },
                );
                mm |= u8::from(pawn.must_move) << i;
            }
            s.must_move[c] = mm;
            // Not read from the form: a state at rest has no colour pending a
            // re-sort (`validate` checks the pawns' normal form itself).
            s.unsorted = 0;
            s.status[c] = match p.status {
                StatusJson::Active => PlayerStatus::Active,
                StatusJson::Finished => PlayerStatus::Finished,
                StatusJson::Eliminated => PlayerStatus::Eliminated,
            };
            s.pawn_count[c] = p.pawn_count;
            s.round_score[c] = p.round_score;
            s.totals[c] = p.total;
            s.round_wins[c] = p.round_wins;
        }
        s.phase = match self.phase {
            PhaseJson::Start => Phase::StartRoll,
            PhaseJson::Roll => Phase::Roll,
            PhaseJson::Move => Phase::Move,
            PhaseJson::Sun { square, group, six } => {
                let mut bits = 0u32;
                for r in group {
                    if usize::from(r.pawn) >= PAWNS {
                        return Err(format!("phase: no pawn {} of {}", r.pawn, r.colour));
                    }
                    bits |= bit(r.colour, usize::from(r.pawn));
                }
                Phase::Sun {
                    at: square,
                    group: bits,
                    six,
                }
            }
            PhaseJson::Capture { square, odulo_offer } => Phase::Capture {
                at: square,
                odu: odulo_offer,
            },
            PhaseJson::Odulo { square } => Phase::Odu { at: square },
            PhaseJson::OduloRoll { square } => Phase::OduRoll { at: square },
            PhaseJson::RoundOver => Phase::RoundOver,
            PhaseJson::GameOver => Phase::GameOver,
        };
        s.round = self.round;
        s.turn = self.colour_to_move;
        s.starter = self.starter;
        s.roll = match self.roll {
            Some(0) => return Err(String::from("roll: 0 is written as null")),
            r => r.unwrap_or(0),
        };
        s.extra = self.extra_roll_due;
        s.tries = self.tries;
        s.sixes = self.sixes;
        s.ufo_used = 0;
        for c in self.ufos_used {
            let b = 1 << c.index();
            if s.ufo_used & b != 0 {
                return Err(format!("ufos_used: {c} is listed twice"));
            }
            s.ufo_used |= b;
        }
        s.winner = self.winner;
        s.loser = self.loser;
        s.last_out = self.last_eliminated;
        s.validate().map_err(|e| format!("inconsistent state: {e}"))?;
        Ok(s)
    }
}

board_core::serde_via_wire!(State, StateJson, StateJson::into_state);

// ----- JSON Schema -----

#[cfg(feature = "schema")]
mod schema {
    use super::*;
    use alloc::borrow::Cow;
    use schemars::{JsonSchema, Schema, SchemaGenerator, json_schema};

    impl JsonSchema for Square {
        fn schema_name() -> Cow<'static, str> {
            Cow::Borrowed("Square")
        }
        fn json_schema(_: &mut SchemaGenerator) -> Schema {
            json_schema!({
                "type": "string",
                "description": "A square a group moves from: ring `r0`-`r51` (absolute, Green's Moon r0, clockwise) or `p0`.. on the mover's own path.",
                "pattern": "^[rp](0|[1-9][0-9]*)$"
            })
        }
    }

    impl JsonSchema for Loc {
        fn schema_name() -> Cow<'static, str> {
            Cow::Borrowed("Position")
        }
        fn json_schema(_: &mut SchemaGenerator) -> Schema {
            json_schema!({
                "type": "string",
                "description": "Where a pawn is, in the state notation: `H` spaceship, `E` Earth, `X` out, `r0`-`r51` ring square, `pG0`.. square of a colour's path (colour letter G, R, B or P).",
                "pattern": "^(H|E|X|r(0|[1-9][0-9]*)|p[GRBP](0|[1-9][0-9]*))$"
            })
        }
    }

    impl JsonSchema for Layout {
        fn schema_name() -> Cow<'static, str> {
            Cow::Borrowed("Layout")
        }
        fn json_schema(_: &mut SchemaGenerator) -> Schema {
            json_schema!({
                "type": "string",
                "description": "The board: a 13-symbol galaxy pattern, the path length and the globes, like `M:.*S.O.UL.SJ/5s` (on input also a layout name such as `oduludo-default-v1`).",
                "default": "M:.*S.O.UL.SJ/5s"
            })
        }
    }

    macro_rules! via_wire {
        ($($t:ty => $wire:ty),+ $(,)?) => {$(
            impl JsonSchema for $t {
                fn schema_name() -> Cow<'static, str> {
                    <$wire as JsonSchema>::schema_name()
                }
                fn json_schema(generator: &mut SchemaGenerator) -> Schema {
                    <$wire as JsonSchema>::json_schema(generator)
                }
            }
        )+};
    }

    via_wire!(State => StateJson, Move => MoveJson, Config => ConfigJson);
}
