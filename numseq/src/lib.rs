//! # numseq: the number-Sequence rules engine
//!
//! A pure rules engine for the Sequence-family game "Sequence Numbers" (add
//! and subtract), built on `board-core`. The rules are
//! `docs/rules/numseq.md` (the *spec*); section numbers below refer to it.
//! This page is the contract: every rule, every decision, the notation and
//! the errors.
//!
//! ```
//! use board_core::{Actor, Game, Observe, Seat};
//! use numseq::{Config, Move, MoveError, State};
//!
//! let mut state = State::new(Config::default())?; // 2 players, 1 SEQUENCE wins
//! // The deal is chance: force the outcomes we want (here: the first card left).
//! while state.to_act() == Actor::Chance {
//!     let (card, _probability) = state.chance_outcomes()[0];
//!     state = state.apply(&card)?;
//! }
//! assert_eq!(state.to_act(), Actor::Seat(Seat(0)));
//! let moves = state.legal_moves();
//! assert!(moves.iter().any(|m| m.to_string() == "1+0@b1"));
//! // An illegal move is refused with a reason; the state is unchanged.
//! let wrong: Move = "1+0@c1".parse()?;
//! assert_eq!(state.apply(&wrong), Err(MoveError::WrongSquare));
//! state = state.apply(&"1+0@b1".parse()?)?;
//! assert_eq!(state.to_act(), Actor::Chance); // the seat draws
//! println!("{}", state.picture());
//! // What seat 1 may see: its own hand, sizes of the others.
//! assert_eq!(state.view(Seat(1)).hand_sizes, [4, 5]);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## Components (section 1)
//!
//! Board and deck are **data** ([`layout`], [`data`]): a [`RulesetData`] is a
//! table of board cells ([`Cell::Corner`] or [`Cell::Number`]) and a table of
//! card kinds ([`CardSpec`]: name, count and [`Action`]). [`Ruleset::load`]
//! validates it and reports every problem at once ([`LayoutProblem`]):
//! board size, every number exactly twice, corners hold no number, card
//! names well-formed and unique, every equation evaluates to its answer,
//! every answer on the board. The shipped preset [`Preset::NumseqDefaultV1`]
//! (`numseq-default-v1`) is **synthetic and provisional**, as the spec says:
//! a 10 x 10 board with free corners and 1-48 twice, and 100 cards (an
//! addition and a subtraction card for each of 1-48, 2 Plus, 2 Minus); see
//! [`data`]. The engine knows cards only by their [`Action`] (place on a
//! number, place anywhere, remove), so classic Sequence (a card board, cards
//! like `7H`, two-eyed Jacks as `Wild`, one-eyed Jacks as `Remove`) is one
//! more data table and [`Preset`] variant, with no rule changed.
//!
//! Chips have one colour per side; chips of a completed SEQUENCE are locked.
//! There is no chip limit per colour (D8).
//!
//! ## Players, sides, setup (section 2)
//!
//! * [`Config::players`] is 2, 3, 4 or 6; 5 is a config error (D6), as is
//!   any other count. Up to 3 play alone; 4 form 2 teams; 6 form 3 teams of
//!   2 by default or 2 teams of 3 with `teams: Some(2)` ([`Config::teams`]).
//!   Seat `i` plays for side `i mod sides` (teams sit alternately). Sides are
//!   written `a`, `b`, `c` ([`Side`]).
//! * Hands: 5 cards with 2-3 players, 4 with 4-6 ([`Config::hand_size`]).
//! * SEQUENCEs to win: 1 with 2-3 players, 2 with 4-6, counted per side (D7,
//!   [`SequenceCount::ByPlayers`]). [`SequenceCount::BySides`] keys it on
//!   sides instead, as classic Sequence does: 2 with two sides, 1 with three.
//! * Setup: [`State::new`] gives the deal as chance moves: one card at a time
//!   in seat order (`DEAL card`), each uniform over the cards left. Seat 0
//!   then acts first.
//!
//! ## SEQUENCE (section 3)
//!
//! * 5 squares in a row, column or either diagonal, each a chip of the side
//!   or a free corner. A corner counts for every side, and several sides may
//!   use one corner.
//! * A completed SEQUENCE's chips lock; a locked chip is never removed.
//! * A side's SEQUENCEs may share at most one square, a chip or a corner (D2):
//!   a run of 9 is two SEQUENCEs, never one or three.
//! * One placement may complete several SEQUENCEs; each counts (D3). Along
//!   one line, the windows through the new chip are tried in reading order
//!   of their first square and each one that shares at most one square with
//!   every SEQUENCE of the side (earlier ones and those just found) counts and
//!   locks (D1: the earliest window containing the new chip). So a window
//!   further along a run of 6-9 is found when the earlier ones overlap a
//!   locked SEQUENCE too much. Details in [`sequence`].
//!
//! ## A turn (section 4)
//!
//! The seat to act ([`Phase::Play`]) does one of:
//!
//! 1. **Equation card** `7+7@f2`: the card goes on the seat's own discard pile
//!    and a chip on an empty square showing its answer (either of the two).
//! 2. **Plus** `PLUS@d4`: a chip on any empty square that is not a corner.
//! 3. **Minus** `MINUS@e5`: remove an unlocked chip of an opponent side (not
//!    the seat's own side, so never a teammate's). No chip is placed; the turn
//!    ends, so the square cannot be refilled by this seat this turn.
//!
//! Then the seat draws (a chance node, [`Phase::Draw`]: `DRAW card`, uniform
//! over the cards in the draw pile; equal cards merge into one outcome whose
//! probability is their count over the pile size). There is no draw after
//! the move that ends the game.
//!
//! * **Dead card**: an equation card both of whose squares hold chips. Once
//!   per turn, before playing, the seat may discard it and draw a replacement
//!   (`DEAD 9-2`, then `DRAW`), then plays its turn normally
//!   ([`Phase::Play`] with `swapped: true`). Plus and Minus are never dead.
//! * **Deck exhausted**: when a draw finds the draw pile empty, chance first
//!   shuffles every discard pile into a new draw pile ([`Phase::Shuffle`], the
//!   single outcome `SHUFFLE` with probability 1; the randomness of the
//!   shuffle is in the uniform draws that follow, since the pile is kept as a
//!   multiset whose order nobody knows).
//! * The "loss of card" rule (forgetting to draw) and the "table talk"
//!   penalty are conduct rules for people at a table: here drawing is
//!   automatic and there is no table talk, so neither exists.
//!
//! ## End (section 5)
//!
//! * The game ends as soon as a side has its SEQUENCEs: its seats win, the
//!   others lose.
//! * D4: a seat with no legal placement, removal or dead-card swap (every
//!   card dead and the swap used, a Minus with no target) discards any one
//!   card and draws (`DISCARD 7+7`); this move exists only then. The spec's
//!   "no cards at all: pass" cannot arise: a seat always holds its full hand
//!   when it acts, because every played card is discarded before the draw,
//!   so a (re-shuffled) draw pile always has a card.
//! * D5: when a placement covers the last empty square and nobody has won,
//!   the game is a draw for every seat. (Minus can only empty squares, so a
//!   full board arises only from a placement.)
//! * [`board_core::Outcome`] scores: each seat's score is its side's number
//!   of SEQUENCEs.
//!
//! ## What a seat may see (section 6)
//!
//! [`State`] implements [`board_core::Observe`]: [`View`] holds the board
//! with chips and locks, the SEQUENCEs, every discard pile, every hand's
//! size, the draw pile's size, the phase, and the seat's own hand only
//! (teammates' hands are hidden too). The draw pile's contents are in no
//! view. [`board_core::bots::Determinize`] deals the unseen cards anew, for
//! bots that must not peek.
//!
//! ## Notation (section 7)
//!
//! * Squares: `c7` style, column letter `a`-`j` from the left, row 1-10 from
//!   the **top** (origin top-left, board-core's [`board_core::grid::Coord`]:
//!   `(row, col)` 0-based). `b1` is the number 1 of the default board.
//! * Cards ([`Card`]): their names, `7+7`, `15-3`, `PLUS`, `MINUS`.
//! * Moves ([`Move`]): `7+7@f2`, `PLUS@d4`, `MINUS@e5`, `DEAD 9-2`,
//!   `DISCARD 7+5`, and chance `DEAL 7+7`, `DRAW 7+7`, `SHUFFLE`.
//! * States: one line, round-trip exact, described in [`notation`]; for
//!   example the start of a game is
//!   `numseq-default-v1 2:-:p *8*/10/10/10/10/10/10/10/10/*8* - -/- -/- deal:0`.
//! * [`State::picture`]: the board with numbers, `*` corners, `a`/`b`/`c`
//!   chips and `A`/`B`/`C` locked chips, then SEQUENCEs, hands, discards,
//!   draw pile and who acts.
//!
//! ## Errors
//!
//! * [`State::new`] returns [`ConfigError`], listing every [`ConfigProblem`].
//! * [`board_core::Game::apply`] (and [`State::check`]) return [`MoveError`]:
//!   `GameOver`, `ChanceToAct` (a seat move at a chance node), `NotChance`,
//!   `WrongChance` (say a draw where a shuffle is due), `UnknownCard`,
//!   `NotInPile`, `NotInHand`, `OffBoard`, `Corner`, `WrongSquare` (square
//!   does not show the answer), `Occupied`, `NoChip`, `OwnChip` (own or
//!   teammate's chip), `Locked`, `NotDead`, `SwapUsed`, `DiscardNotAllowed`.
//! * Parsing: [`ParseMoveError`], [`ParseCardError`] and [`ParseStateError`]
//!   (syntax, and [`StateProblem`] when the fields contradict each other:
//!   cards not conserved, chips on corners, locks that are not the
//!   SEQUENCEs' chips, a completed window left unrecorded, hand sizes wrong
//!   for the phase, a win not marked over, a win that no single last
//!   placement could have made, ...). Deserializing a state goes through
//!   the same check.
//! * Nothing panics on any input: not `apply`, not parsing, and not
//!   [`board_core::Game::apply_unchecked`] either (an illegal move there
//!   may leave an inconsistent state, but never creates a card or
//!   overflows a count).
//!
//! ## Rule decisions
//!
//! The spec's decisions, each implemented and tested (`tests/rules.rs`):
//!
//! * D1: of a longer run, the window containing the new chip that starts
//!   earliest in reading order locks.
//! * D2: a corner shared by two of a side's SEQUENCEs is their one shared
//!   square.
//! * D3: one placement completing two SEQUENCEs counts both.
//! * D4: a seat with no legal placement, removal or swap discards one card
//!   and draws (`DISCARD`).
//! * D5: a full board without a winner is a draw.
//! * D6: 5 players is a config error.
//! * D7: the SEQUENCE target is keyed on players; [`SequenceCount`] switches.
//! * D8: no chip limit per colour.
//!
//! And these of our own:
//!
//! * Sides for 6 players default to 3 teams of 2 (`teams: Some(2)` for 2
//!   teams of 3).
//! * D7's switch keyed on sides follows classic Sequence: 2 sides need 2
//!   SEQUENCEs, 3 sides need 1.
//! * Discard piles are kept as card counts (their order has no effect on
//!   play); the draw pile is a multiset, and the reshuffle is the single
//!   chance outcome `SHUFFLE`, the draws after it being uniform.
//! * The reshuffle happens when a draw is due and the pile is empty (not
//!   when the pile runs out). The card just played, or the dead card just
//!   discarded, is on a discard pile by then, so it is shuffled in too and
//!   may be drawn straight back.
//! * The D4 discard is offered only when no placement, removal or swap is
//!   legal, and then for every card in hand.
//! * D5 ends the game as a draw the moment the board is full (all 96
//!   non-corner squares covered) without a winner; a win on the last square
//!   is a win.
//! * A seat's [`board_core::Outcome`] score is its side's SEQUENCE count.
//!
//! ## Provisional
//!
//! Only the data: `numseq-default-v1`'s board layout and equation list are
//! the spec's synthetic stand-in for the published ones, which no text we
//! have gives. Every rule above is final.
//!
//! ## Tests
//!
//! * `tests/rules.rs`: one hand-set scenario per rule sentence, named by
//!   section (`s1_`..`s8_`, `d1_`..`d8_`), every case of section 8 its own
//!   test, with 2, 3, 4 and 6 players.
//! * `tests/conformance.rs`: board-core's conformance check over thousands
//!   of seeded games of every setup (legal moves agree with `apply`, chance
//!   sums to one, `validity_check` holds, notation and serde round-trip).
//! * `tests/properties.rs`: invariants along random games (cards conserved,
//!   chips = placements - removals, locks never leave), views blind to what
//!   a seat cannot see, the whole move space against move generation, and
//!   fuzzing of the notation (random and character-by-character) and of
//!   `apply_unchecked`.
//! * `tests/fast_paths.rs`: whole seeded games through the play-out fast
//!   paths (`random_move`, `sample_chance`, `apply_unchecked`) replay the
//!   generic paths move for move, for every setup; `tests/size.rs` bounds
//!   `size_of` of [`State`] and [`Move`].
//! * `tests/perft.rs` with `tests/data/perft.txt`, `tests/snapshots.rs`
//!   (a 2-player and a 6-player game), `tests/serde.rs`.
//!
//! ## Performance
//!
//! Random play goes through allocation-free fast paths: `random_move`
//! counts each hand card's target squares on bitboards and picks the chosen
//! square without listing moves; `sample_chance` draws straight from the
//! pile's card counts with exactly the RNG calls of [`board_core::sample`];
//! card lookups hash, and SEQUENCE detection reads a compile-time table of
//! the windows through each square. `benches/numseq.rs` (criterion) and
//! `examples/numseq_playout.rs` (fixed work, for profilers) measure them; the
//! figures are in the workspace's `bench/sections/numseq.md`.
//!
//! ## Feature flags
//!
//! * `serde`: `Serialize`/`Deserialize` for [`Config`], [`State`] (as its
//!   notation, so deserializing validates) and [`Move`]/[`Card`] (as text).
//! * `testkit`: `board_core::testkit::Conformance` for [`State`].
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod card;
mod config;
pub mod data;
mod invariants;
pub mod layout;
mod moves;
pub mod notation;
mod picture;
mod playout;
mod rules;
pub mod sequence;
#[cfg(feature = "serde")]
mod serde_impl;
mod state;
#[cfg(feature = "testkit")]
mod testkit_impl;
mod view;

pub use card::{Card, MAX_CARD_NAME, ParseCardError};
pub use config::{Config, ConfigError, ConfigProblem, PlayerCounts, SequenceCount};
pub use invariants::StateProblem;
pub use layout::{Action, CardSpec, Cell, LayoutError, LayoutProblem, Preset, Ruleset, RulesetData, Seating};
pub use moves::{Lock, Move, ParseMoveError};
pub use notation::ParseStateError;
pub use rules::MoveError;
pub use state::{MAX_HAND, MAX_SEATS, MAX_SEQUENCES, MAX_SIDES, Phase, Sequence, Side, State};
pub use view::View;
