//! # xobrainer
//!
//! A pure rules engine for **XOBrainer**, the Danish five-in-a-row game in
//! shape *or* colour, on [`board_core`]. The rules are
//! `docs/rules/xobrainer.md` (cited as §N below; the Danish rulebook as
//! p.N). One [`State`] holds a whole match: board, line-ups, bags, cards,
//! round and set scores. It implements [`board_core::Game`] and
//! [`board_core::Observe`].
//!
//! ## Quick start
//!
//! ```
//! use board_core::{Actor, Game, Observe, Seat};
//! use xobrainer::{Config, Move, MoveError, Side, State};
//!
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let state = State::new(Config::default())?;
//! // The opening lot is a chance move; a test or a frontend may force it.
//! assert_eq!(state.to_act(), Actor::Chance);
//! let state = state.apply(&"lot:X".parse()?)?;
//! assert_eq!(state.to_act(), Actor::Seat(Seat(0))); // seat 0 plays X
//!
//! // X's first piece is a green X: any empty square but the 4 knockout squares.
//! assert_eq!(state.legal_moves().len(), 96);
//! let state = state.apply(&"e5".parse()?)?;
//!
//! // Illegal moves are refused with a reason; the state is unchanged.
//! let err = state.apply(&Move::Place("e5".parse()?)).unwrap_err();
//! assert_eq!(err, MoveError::Occupied("e5".parse()?));
//! assert_eq!(err.to_string(), "square e5 is occupied");
//! // O's red O may not go on a knockout square either.
//! assert!(matches!(state.apply(&"c3".parse()?), Err(MoveError::KnockoutNeedsOffColour(_))));
//!
//! // Text forms: the move notation, a one-line state notation, a picture.
//! let text = state.to_string();
//! assert_eq!(text.parse::<State>()?, state);
//! println!("{}", state.picture());
//! let _o_sees = state.view(Seat(1)); // what O may know
//! # Ok(()) }
//! ```
//!
//! ## The rules contract
//!
//! | § | rule | where | tests (`tests/rules.rs`) |
//! |---|---|---|---|
//! | 1 | Sides X (seat 0) and O (seat 1); each places only its own shape | [`Side`], [`Piece`] | `s1_*` |
//! | 1 | Supply per round: X 24 green + 8 red, O 24 red + 8 green; main colours green / red | [`supply`] | `s1_supply_per_round_is_24_main_and_8_off` |
//! | 1 | Teams of 1-3 take the side's turns in rotation | [`Config::seat_of`] | `s1_teams_rotate_seats_within_a_side` |
//! | 2 | Standard line-up: cycles of main, main, main, off; a side never chooses a colour | [`SideState::line_up`] | `s2_*` |
//! | 2 | Random: 4 draws per cycle, one at a time, uniform over the bag, public | [`Move::Draw`] | `s2_random_draws_are_chance_moves_over_the_bag` |
//! | 3 | Board layout from data, default `xobrainer-default-v0`; any valid layout | [`BoardLayout`], [`data`] | `s3_*` |
//! | 4 | Place the next piece on an empty square; knockout squares take only red X / green O | [`Move::Place`] | `s4_*` |
//! | 4 | No legal square: the piece is skipped (D7) | [`Move::Pass`] | `s4_d7_*` |
//! | 5 | Five in a row by shape or colour, 4 directions (D1), checked after every placement | `score` | `s5_d1_*`, `s5_five_*` |
//! | 5 | Completing the opponent's line gives them the round; simultaneous lines go to the placer | `rules` | `s5_completing_*`, `s5_simultaneous_*` |
//! | 5 | Score = dots of the best single 5-window (6+ in a row, several lines: D2) | [`RoundWin`] | `s5_score_*`, `s5_six_*`, `s5_several_*` |
//! | 5 | A winning line through a knockout square wins the match, in every format; any winning window counts (D2) | [`RoundWin::square_knockout`] | `s5_knockout_*`, `s5_d2_*`, `s6_knockout_ends_every_format` |
//! | 5 | Lines never wrap around a board edge | `score` | `s5_d1_lines_do_not_wrap_around_the_board_edge` |
//! | 6 | Lot for the first starter; loser starts the next round (across sets) | [`Move::Lot`] | `s6_first_*`, `s6_loser_*` |
//! | 6 | Board cleared, line-ups restart after each round | [`Move::NextRound`] | `s6_plain_next_round_is_a_seat_move` |
//! | 6 | 20 points win a set, surplus lost; formats | [`MatchFormat`], [`Score`] | `s6_*` |
//! | 6 | Void round when all pieces are played (D3), replayed, the other side starts | [`RoundResult::Void`] | `s6_d3_*` |
//! | 7 | TimeBomb: `Timeout` passes the turn, the piece stays next (D4) | [`Move::Timeout`], [`State::time_limit_secs`] | `s7_d4_*` |
//! | 7 | Map: a drawn card sets 3 main + 1 off piece from the supply; colliding cards redrawn (D5) | [`Move::MapCard`] | `s7_map_*` |
//! | 7 | Mission: secret card, 3 bonus per covered square for the round winner; all 4 = knockout | [`Move::MissionCard`] | `s7_mission_*` |
//! | 7 | Cards read the same way by both sides (X: green X / red X, O: red O / green O) | [`Card`] | `s7_cards_*` |
//! | 8 | Only the other side's Mission card is hidden, until the round ends; line-ups are public | [`View`] | `s8_*`, `views_leak_no_mission_card`, `determinize_*` |
//!
//! `tests/adversarial.rs` holds the hostile-input tests: inconsistent states
//! the notation refuses, and notation fuzzing (character and word
//! mutations of reachable states) where every state that parses prints back
//! to the same text and then plays on with checked moves.
//!
//! ### Rule decisions
//!
//! The spec's decisions, all implemented: **D1** lines in all four
//! directions; **D2** best single window, knockout if any winning window
//! crosses a knockout square; **D3** void round when every piece is played
//! (or skipped) without a line; **D4** a timeout keeps the piece; **D5** a
//! Map card colliding with the other side's is redrawn; **D6** "first to N
//! points" keeps surplus; **D7** a piece without a legal square is skipped.
//!
//! Our own decisions where spec and rulebook are silent:
//!
//! * **E1 chance order.** Per round: Map card X, Map card O, Mission card X,
//!   Mission card O, then (Random) X's four bag draws, then O's. During play
//!   a Random side draws its next four right after placing the fourth piece
//!   of a cycle, before the opponent moves.
//! * **E2 cards.** One 25-card deck. O never draws X's card. Map: O's card is
//!   uniform over the cards not colliding with X's (the same law as redrawing
//!   until it fits). Mission draws are independent of the Map draws (the deck
//!   is reshuffled in between). Mission coverage also counts Map pieces.
//! * **E3 teams.** X's players are seats `0..a`, O's seats `a..a+b`
//!   ([`Config::seat_of`]). Each side's rotation advances on every turn it
//!   takes (placement, pass, timeout) and carries over between rounds.
//! * **E4 round over.** The finished round stays on the board
//!   ([`Phase::RoundOver`]) until the next move: [`Move::NextRound`] by the
//!   next starter's seat, or, when the next round begins with a draw (Map,
//!   Mission, Random), that first chance outcome.
//! * **E5 uneven supplies.** If one side has no piece left (possible after
//!   timeouts or skips) the other side keeps playing until it runs out too.
//! * **E6 counting rounds.** Void rounds are replayed and do not count toward
//!   [`MatchFormat::Rounds`] or [`MatchFormat::OneRound`].
//! * **E7 knockout points.** A knockout round's points are still booked.
//! * **E8 outcome score.** [`board_core::SeatOutcome::score`] is the sets won
//!   in set formats, the total points otherwise; team members share it.
//! * **E9 limits.** Boards up to 128 squares and 26 columns (one
//!   [`board_core::grid::Bitboard`]); exactly 25 cards; every card must fit
//!   the board, may not put a main-colour piece on a knockout square and
//!   must have a non-colliding partner. Exception: without Map and Mission no
//!   card is drawn, so the default deck is accepted on any valid layout.
//! * **E10 one card per side.** The rulebook (p.8-9) has every *player* draw
//!   a Map/Mission card, secret even from team-mates; the spec (which wins)
//!   deals one card per side, seen by all of that side's seats.
//!
//! ### Parameters and defaults
//!
//! [`Config::default`]: layout and deck `xobrainer-default-v0`, best of 5
//! sets of [`SET_POINTS`] = 20, no variants, one player per side. Formats:
//! [`MatchFormat::Sets`] (odd 1-9; 1 = one set), [`MatchFormat::Rounds`],
//! [`MatchFormat::Points`], [`MatchFormat::OneRound`]. Variants
//! ([`Variants`]) combine freely; TimeBomb holds 10/20/30/40 s
//! ([`TimeBomb`]); the engine never reads a clock.
//!
//! **Provisional:** the default board (10 x 10, dots by ring 1,1,2,2,3,
//! knockout squares c3, h3, c8, h8) and the 25 default cards
//! ([`data::DEFAULT_DECK`]) are stand-ins: the real board and card faces are
//! not in the rulebook. Any valid layout and deck can be configured.
//!
//! ### Coordinates
//!
//! `(row, col)`, 0-based from the **top-left**; notation `e5` = column `e`
//! (col 4), row 5 from the top (row 4), as in [`board_core::grid`]. Bitboard
//! bit `i` is the row-major square `row * cols + col`.
//!
//! ### Moves and notation
//!
//! See [`Move`] for the move notation (`e5`, `timeout`, `pass`, `next`,
//! `lot:X`, `draw:O:g`, `map:X:7`, `mission:O:12`); cards are 0-based deck
//! indices. The state notation (one line, exact round-trip, validated on
//! parsing) is described in the `notation` module docs and by
//! [`ParseStateError`]; [`State::picture`] draws the board: `Xg` green X,
//! `Xr` red X, `Or` red O, `Og` green O, `.N` an empty square with N dots,
//! `[..]` a knockout square, `<..>` a square of the winning line.
//!
//! ### What each call returns
//!
//! * [`State::new`]: [`ConfigError`] listing every [`ConfigProblem`].
//! * [`board_core::Game::apply`] / [`State::check`]: [`MoveError`]: `MatchOver`,
//!   `ChanceDue` (a decision where chance acts), `NotChance`, `WrongChance`,
//!   `OffBoard`, `Occupied`, `KnockoutNeedsOffColour`, `NoTimeBomb`,
//!   `CannotPass`, `NoPiece` (never in a valid state), `RoundNotOver`,
//!   `RoundOver`, `NoSuchCard`, `CardTaken`, `CardCollides`, `EmptyBag`;
//!   [`State::apply_as`] adds `NotYourTurn`.
//!   `apply` never panics and never changes `self`.
//! * `str::parse::<Move>`: [`ParseMoveError`] (syntax only); `str::parse::<State>`:
//!   [`ParseStateError`] (syntax, invalid config, or an inconsistent state).
//!   [`State::validate`] re-derives every invariant: pieces conserved per
//!   side and colour, no square held twice, no main-colour piece on a
//!   knockout square, line-ups in standard order (or drawn), Map pieces on
//!   their cards, distinct cards drawn in order (Map before Mission, no turn
//!   before them), no line in a running round, the side to act holding a
//!   piece, the last round's loser starting the next, the round result
//!   matching the board, and a score that could have been played (the last
//!   result counted, at least 5 points per won round, 20 points and a won
//!   round per set).
//! * [`board_core::Game::apply_unchecked`] is the fast path for legal moves:
//!   an illegal move may leave an inconsistent state (no panic, no unsafe).
//!
//! ### Scores
//!
//! [`Score`]: points in the current set (reset at a set win, surplus lost;
//! in the other formats the match points), sets, total points, rounds won,
//! void rounds; [`State::last_round`] summarises the latest round.
//!
//! ## Performance
//!
//! Random play-outs, perft and bots run through the allocation-free fast
//! paths, each held by the conformance check to its generic twin (same RNG
//! calls, same result, so a seed names one game whichever path runs it):
//!
//! * [`board_core::Game::random_move`] counts the legal squares of one
//!   bitboard, draws `uniform_index(n)` and takes the `r`-th set bit
//!   (broadword select), without listing the moves;
//! * [`board_core::Game::sample_chance`] draws the lot, a card (the `r`-th
//!   allowed card of a 25-bit mask) or a bag colour (weights reduced by their
//!   gcd, as `board_core::sample` reduces the probabilities) without a list;
//! * [`board_core::Game::apply_unchecked`] places a piece and tests the two
//!   boards that can have gained a line (the placer's shape, the piece's
//!   colour) with branch-free shifts, constant per board width.
//!
//! `tests/alloc.rs` asserts that `apply`, `apply_unchecked` and both
//! samplers never allocate; `tests/size.rs` bounds `size_of` of [`State`]
//! (464 bytes) and [`Move`] (3 bytes); `benches/xobrainer.rs` holds the
//! criterion benches (move generation, apply, play-outs, perft) and
//! `examples/xobrainer_playout.rs` a fixed-work driver for profilers.
//!
//! ## Feature flags
//!
//! * `serde`: `Serialize`/`Deserialize` for [`Config`] and its parts; [`State`]
//!   and [`Move`] travel as their notation, so deserializing validates.
//! * `testkit`: `board_core::testkit::Conformance for State`.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod config;
pub mod data;
mod fast;
mod layout;
mod moves;
mod notation;
mod picture;
mod piece;
mod rules;
mod score;
mod squares;
#[cfg(feature = "serde")]
mod serde_impl;
mod state;
#[cfg(feature = "testkit")]
mod testkit_impl;
mod view;

pub use config::{Config, ConfigError, ConfigProblem, MAX_SEATS, MAX_TEAM, MatchFormat, SET_POINTS, TimeBomb, Variants};
pub use layout::{BoardLayout, Card, DECK_SIZE, MAX_SIDE, MIN_SIDE};
pub use moves::{ChanceEvent, Move, MoveError, ParseMoveError};
pub use notation::ParseStateError;
pub use piece::{BySide, Colour, Piece, Side};
pub use score::{LINE, MISSION_BONUS};
pub use squares::{MAX_SQUARES, Squares};
pub use state::{Board, CYCLE, MAIN_SUPPLY, OFF_SUPPLY, Phase, RoundResult, RoundWin, Score, SideState, State, supply};
pub use view::{MissionView, View};
