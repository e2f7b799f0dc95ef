//! # tabletop
//!
//! One facade over the tabletop-rules engines: it re-exports [`board_core`]
//! and the four engines, names every game and its config by a **game
//! string** (like OpenSpiel's `load_game("maedn(players=4)")`), and hosts
//! any of them behind one object-safe type, [`DynGame`], so a server or a
//! tool handles every game the same way.
//!
//! ```
//! use tabletop::{Actor, GameSpec};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let spec: GameSpec = "xobrainer(format=bo3,variants=random+mission)".parse()?;
//! assert_eq!(spec.to_string(), "xobrainer(format=bo3,variants=random+mission)");
//! let mut game = spec.start()?;
//! assert_eq!(game.to_act(), Actor::Chance); // the opening lot
//! game.apply("lot:X")?;
//! let err = "xobrainer(format=bo4)".parse::<GameSpec>().unwrap_err();
//! assert_eq!(err.to_string(), "xobrainer: invalid config: best of 4 sets: must be odd, 1-9");
//! # Ok(()) }
//! ```
//!
//! ## Game strings
//!
//! `name` is the game's default config; `name(param=value,...)` changes the
//! parameters given. Names and word values are ASCII case-insensitive;
//! spaces around them are ignored. Each parameter sets one config field (a
//! few set two, like `blocks`, and then exclude the one-field parameters).
//! The parsed config goes through the game's own validation. Errors
//! ([`SpecError`]) say what was wrong and what was expected: a syntax error
//! gives the column, an unknown parameter lists the game's parameters, a bad
//! value gives the valid form, and an invalid config gives the game's
//! config error with every problem. [`GameSpec`]'s `Display` writes the
//! canonical string (only parameters that differ from the default), which
//! parses back to the same config.
//!
//! | game | parameter | values (default first where it is a word) |
//! |---|---|---|
//! | xobrainer | `format` | `bo<N>` (best of N sets, default `bo5`), `rounds<N>`, `points<N>`, `one-round` (spec §6) |
//! | | `variants` | `none`, or `random`, `map`, `mission` joined by `+` (spec §7) |
//! | | `time_bomb` | `off`, `10`, `20`, `30`, `40` seconds (spec §7) |
//! | | `x_players`, `o_players` | players per side, 1-8 (default 1; X-R5) |
//! | | `layout` | `default-v0` (spec §3) |
//! | | `deck` | `default` (the 25 Map/Mission cards) |
//! | oduludo | `players` | 2, 3, 4 (default 4): the usual colours for that many (2 = Green and Blue) |
//! | | `colours` | the colour letters in order, e.g. `GB`, `GRB`, `RP` (instead of `players`) |
//! | | `mode` | `standard`, `last-pawn`, `team` (section 9) |
//! | | `layout` | `default-v2` (O-R3), `default-v1`, `one-sun`, `junction-50`, or a pattern like `M:.*S.O.UL.SJ/5s` (D8) |
//! | | `roll_rule` (D1) | `must-use`, `may-pass` |
//! | | `ufo_rule` (D2) | `once-per-round`, `once-per-turn-cycle` |
//! | | `stack_rule` (D3) | `no-taking-larger`, `any-takes-any`, `larger-sends-attacker-back` |
//! | | `prisoner_rule` (D4) | `pass-to-captor`, `go-home` |
//! | | `standard_end` (D5) | `first-finisher`, `continue-to-loser` |
//! | | `lightning_rule` (D6) | `own-moon`, `stay` |
//! | | `arrival_rule` (D7) | `stay-behind`, `take-anyway` |
//! | | `six_rule` (D9) | `unlimited`, `third-six-ends-turn` |
//! | | `bonus_rule` (D9) | `no-bonus`, `capture-and-earth` |
//! | | `backward_rule` (O-R9) | `queen-carries` (a group with the Queen moves backward), `queen-alone` (revision 2's O-R2: the Queen alone) |
//! | numseq | `preset` | a preset name, with or without `numseq-` (default `default-v1`; `classic` is classic Sequence, N-R3) |
//! | | `players` | 2, 3, 4, 6 (default 2); classic: 2-12 but not 5, 7 or 11 |
//! | | `teams` | `auto` (the preset's default for the player count: 2 teams with 4, 8 or 10 players, 3 with 9; where 2 or 3 are possible, 6 players and classic 12, it is 3, N-R4), or the number of sides: `numseq(players=6,teams=2)` |
//! | | `sequences` (D7) | `by-players`, `by-sides` |
//! | | `max_turns` (N-R2) | `none` or a number of turns |
//! | deblockle | `blocks` | blocks per side, 1-4 (default 4) |
//! | | `south_blocks`, `north_blocks` | one side's blocks (instead of `blocks`) |
//! | | `setup` | `standard`, `random`, `fixed:<South's 4 orientations>/<North's 4>` (§2) |
//! | | `first` | `south`, `north` |
//! | | `side_by_side` | `allowed`, `forbidden` (§6) |
//! | | `tip_without_hop` (D1) | `illegal`, `tip-stands` |
//! | | `hoops_path` (D2) | `unblocked`, `through-blocks` |
//! | | `slider_stop` (D3) | `before-any-star`, `natural-only` |
//! | | `max_turns` (D6) | `none` or a number of turns |
//!
//! [`GameKind::params`] gives the same list at run time. Adding a config
//! field is one line in the game's table (`PARAMS`, in the engine crate's
//! `params.rs`).
//!
//! ## Decisions
//!
//! The specs say nothing about game strings; these are ours:
//!
//! * A parameter is named after the config field it sets (`side_by_side`,
//!   `max_turns`); word values are the variant names in kebab-case.
//! * Two ways to say one thing exclude each other: ODULUDO's `players` (the
//!   usual colours for that many) and `colours`; Deblockle's `blocks` and
//!   `south_blocks`/`north_blocks`. The canonical string uses `players` and
//!   `blocks` whenever they can say it.
//! * XOBrainer's `variants` lists exactly the on/off variants in play (the
//!   others are off); TimeBomb carries a time limit, so it is its own
//!   parameter, `time_bomb`.
//! * Case: names and word values are case-insensitive; ODULUDO layout
//!   patterns and Deblockle orientations are notation in which case is
//!   significant (`x` and `S` are faces), so they are read as written.
//! * A value built in code with no text form (a custom XOBrainer board or
//!   deck) is written `custom`, which does not parse: such a config has no
//!   game string.
//!
//! ## Hosting any game
//!
//! [`load_game`] (or [`GameSpec::start`]) gives a `Box<dyn DynGame>`:
//! who acts, legal moves as text, `apply` with a typed [`DynMoveError`]
//! that carries the game's own error, the outcome, the state's notation, a
//! picture, and a seat's view where the game hides information. With the
//! feature `serde`, moves and states also go in and out as `serde_json`
//! values. [`Hosted`] wraps any state implementing [`Engine`].
//!
//! For a frontend, a `DynGame` also picks a bot move
//! ([`DynGame::mcts_move`]: board-core's MCTS with the game's own
//! [`SearchSettings`]), lists the legal moves as click paths
//! ([`DynGame::move_hints`]) and tells what a move did in plain English
//! ([`DynGame::apply_narrated`]) for games that implement board-core's
//! `MoveHints` and `Narrate` ([`Engine`] has the two hooks), and gives the
//! concrete state back to code that knows the game ([`DynGame::as_any`]).
//!
//! ```
//! use tabletop::{Actor, load_game};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut game = load_game("xobrainer(format=one-round)")?;
//! game.apply("lot:O")?;                                   // O starts
//! let mv = game.mcts_move(200, 7).ok_or("a seat acts")?;  // 200 iterations, seed 7
//! assert_eq!(game.mcts_move(200, 7), Some(mv.clone()));   // the same seed, the same move
//! game.apply(&mv)?;
//! assert_eq!(game.to_act(), Actor::Seat(tabletop::Seat(0)));
//! # Ok(()) }
//! ```
//!
//! ## Encodings for learning loops
//!
//! Every game implements [`board_core::encoding`], and a `DynGame` gives it
//! by id, as a Python binding or an RL loop wants it: action ids
//! ([`DynGame::num_distinct_actions`], [`DynGame::legal_action_ids`],
//! [`DynGame::legal_action_mask`], [`DynGame::apply_action_id`]), chance
//! ids with probabilities ([`DynGame::chance_outcome_ids`]), observation
//! tensors ([`DynGame::observation_shape`], [`DynGame::write_observation`]),
//! information states, bounds and returns. [`DynGame::set_decision_cap`]
//! makes an unbounded game finite: after the cap's decisions it is over, a
//! draw.
//!
//! ```
//! use tabletop::{Actor, Seat, load_game};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let mut game = load_game("oduludo(players=2)")?;
//! game.set_decision_cap(Some(tabletop::board_core::encoding::DEFAULT_DECISION_CAP));
//! assert_eq!(game.to_act(), Actor::Chance);
//! let (id, p) = game.chance_outcome_ids()[0];          // start:G, probability 1/2
//! assert_eq!((game.action_to_string(id)?, p), ("start:G".to_string(), 0.5));
//! game.apply_action_id(id)?;
//! let obs = game.observation(Seat(0))?;
//! assert_eq!(obs.len(), game.observation_shape().iter().product::<usize>());
//! assert!(game.apply_action_id(9_999).is_err());       // refused; nothing changed
//! # Ok(()) }
//! ```
//!
//! ## Playthroughs
//!
//! [`playthrough`] writes one seeded game of any game string down state by
//! state (notation, actor, legal moves with their action ids, the
//! observation tensor, events, returns), as OpenSpiel's playthrough files
//! do: the snapshot tests keep one for every game and its main configurations.
//!
//! ## Feature flags
//!
//! * `serde`: the JSON methods of [`DynGame`], [`GameSpec`] as its game
//!   string in serde, and serde for every engine.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod bot_spec;
mod dyn_game;
mod encoder;

#[cfg(feature = "serde")]
pub mod json;
mod kind;
pub mod playthrough;
mod registered;
mod registry;
mod search;
mod spec;

/// The game-string parameter machinery, which every engine uses for its own
/// table (`PARAMS`, in its `params.rs`).
use board_core::params as param;

pub use board_core;
pub use board_core::{Actor, Game, Observe, Outcome, Prob, Seat};

/// Every engine crate of the registry, re-exported (`tabletop::xobrainer`, ...).
macro_rules! reexport_engines {
    ($($kind:ident($krate:ident, $state:ty) $doc:literal),* $(,)?) => {
        $(pub use $krate;)*
    };
}
for_each_game!(reexport_engines);

pub use bot_spec::Level;
pub use bot_spec::{BotSpec, BotSpecError, DEFAULT_STRENGTH};
pub use dyn_game::{
    BoxedError, DynGame, DynHint, DynMoveError, Engine, Hosted, MaybeSerde, Narrated, hints_of, narrate,
};
pub use encoder::Encoder;
pub use kind::{GameKind, ParamSpec};
pub use registered::{ConfigVisitor, KindVisitor, Registered};
pub use search::{SearchSettings, guided_config, mcts_config};
pub use spec::{GameSpec, InvalidConfig, SpecError, load_game};
