//! # deblockle
//!
//! A complete rules engine for **Deblockle** (two players, 7 x 7 board, four
//! cubes each; tip a cube, then hop by the symbol on top), built on
//! [`board_core`]. The rules are `RULES.md` (shipped in this crate; the spec, the
//! source of truth; sections are cited as §n) and the rulebook
//! `shared/seeds/deblockle.is.txt`. This page is the rules contract: every
//! rule, every decision where the rules are silent, the parameters, the
//! notation and the errors.
//!
//! ## Example
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use board_core::{Actor, Game, Seat};
//! use deblockle::{Config, Face, MoveError, Orientation, State};
//!
//! // A fixed setup (no setup phase): every block Slider up, Star north.
//! let o = Orientation::new(Face::Slider, Face::Star).ok_or("no such orientation")?;
//! let state = State::new(Config::fixed(o, o))?;
//! assert_eq!(state.to_act(), Actor::Seat(Seat(0))); // South moves first
//!
//! let moves = state.legal_moves();
//! assert_eq!(moves.len(), 26);
//!
//! // Tip c1 west onto b1 (Cross comes up), then hop one step to a1.
//! let mv = "c1w+a1".parse()?;
//! let next = state.apply(&mv)?;
//! assert_eq!(next.to_act(), Actor::Seat(Seat(1)));
//!
//! // Illegal moves are refused with a reason, and change nothing.
//! let bad = "c3s*".parse()?;
//! assert_eq!(state.apply(&bad), Err(MoveError::StarUpOnWrongSquare("c2".parse()?)));
//!
//! println!("{}", next.picture());
//! assert!(next.picture().starts_with("   a  b  c  d  e  f  g"));
//! # Ok(()) }
//! ```
//!
//! ## Coordinates
//!
//! Files `a`-`g` run west to east, ranks `1`-`7` south to north; rank 1 is
//! South's edge and is drawn at the **bottom** of [`State::picture`] (and
//! is the last row of the JSON `board`, whose row 0 is rank 7).
//! [`Square`] index = `(rank - 1) * 7 + file` (a1 = 0, g1 = 6, g7 = 48).
//! This is not `board_core::grid::Coord`, whose rows count from the top; the
//! crate converts nowhere because it uses only its own [`Square`].
//!
//! ## The rules (spec sections)
//!
//! * **§1 Pieces and board.** South (gold) is seat 0, North (blue) seat 1
//!   ([`Side`]). Each cube shows Star, Stop, Cross, X, Slider, Hoops; opposite
//!   pairs Star-Stop, Cross-X, Slider-Hoops; handedness: with Star up and
//!   Cross north, Slider faces east, X south, Hoops west ([`Orientation`]). An
//!   orientation is (top, north): 24 in all ([`Orientation`]). Star spaces:
//!   d2 is South's home star, d6 North's; each side races to the
//!   **opponent's** home star ([`Side::target_star`]). Start squares and the
//!   fewer-blocks squares are data in [`layout::START_SQUARES`].
//! * **§2 Setup.** With [`SetupMode::Standard`] each player rolls the
//!   opponent's blocks (one chance move [`Move::Roll`] per block, uniform over
//!   the six faces), then places them on the opponent's start squares
//!   ([`Move::Place`], a decision of the roller): which rolled face goes on
//!   which square and its rotation; the rolled face stays on top. The first
//!   player comes from [`Config::first`] (default South).
//! * **§3 A turn** is one move [`Move::Turn`]: tip, then hop.
//!   * §3.1 Tip one of your blocks orthogonally onto an adjacent square that is
//!     on the board ([`MoveError::TipOffBoard`]), empty
//!     ([`MoveError::TipOntoBlock`]) and not a star space
//!     ([`MoveError::TipIntoStar`]), except that a tip bringing the Star up onto
//!     the opponent's home star removes the block and ends the turn. The Star
//!     may come up nowhere else ([`MoveError::StarUpOnWrongSquare`]).
//!   * §3.2 Hop the same block by the face now on top, without rotating it,
//!     to an empty square that is not a star space: Stop, no hop; Cross, one
//!     orthogonal step; X, one diagonal step; Slider, slide orthogonally to the
//!     edge or the next block, at least one square, crossing star spaces but
//!     never stopping on one (a star as natural stop moves the stop one square
//!     back); Hoops, exactly three orthogonal unit steps, revisits allowed,
//!     star spaces crossable, blocks not (D2), never ending on a star. A
//!     destination the face cannot reach is [`MoveError::Unreachable`].
//!   * No block ends a turn on either star space.
//! * **§4 Deblockle'd.** There is no pass. A player without a legal move is
//!   skipped: [`board_core::Game::to_act`] names the opponent again, who
//!   keeps moving (and removing) until the blocked player can move. If
//!   neither can move the game is drawn (D5, [`EndReason::NoMoves`]).
//! * **§5 Winning.** The first player to remove all of their blocks wins.
//!   [`board_core::Game::outcome`] gives win/loss (or draw) and, as each
//!   seat's score, the number of blocks that side removed.
//! * **§6 Variants.** Fewer blocks per player, 1-4, may differ
//!   ([`Config::south_blocks`], [`Config::north_blocks`]); no side-by-side
//!   blocks ([`SideBySide::Forbidden`]): no turn may end with a mover's block
//!   sharing a side with an opponent's block; own blocks may touch, diagonal
//!   contact is fine, only the position at the end of the turn counts
//!   ([`MoveError::SideBySide`]).
//! * **§7 Notation**: see below; revision 2 (**D-R1**): moves read without
//!   the implied face letter and in any letter case; revision 3 (**D-R2**):
//!   a turn reads by position (square, direction, face, hop target).
//!
//! ## Rule decisions
//!
//! The spec's decisions (§8), each switch a [`Config`] field:
//!
//! * **D1** A tip is legal only with a legal hop after it (or Stop on top, or
//!   a star removal): [`TipWithoutHop::Illegal`] (default,
//!   [`MoveError::NoLegalHop`]). Switch [`TipWithoutHop::TipStands`]: when a
//!   tip has no legal hop the tip stands and the block stays on the
//!   tipped-to square (move `c3n+`); when it has one, it must hop
//!   ([`MoveError::HopRequired`]).
//! * **D2** Hoops may not pass through blocks: [`HoopsPath::Unblocked`]
//!   (default); switch [`HoopsPath::ThroughBlocks`].
//! * **D3** The slider may also stop just before any star space it would
//!   cross: [`SliderStop::BeforeAnyStar`] (default); switch
//!   [`SliderStop::NaturalOnly`] (only when the star is the natural stop).
//! * **D4** An X step is never blocked by the two squares beside the diagonal.
//! * **D5** Neither player able to move: draw.
//! * **D6** [`Config::max_turns`] (default `None`) ends the game in a draw
//!   ([`EndReason::TurnCap`]) once that many turns have been played.
//!   Without a cap the counter's own bound does the same: a game that
//!   reaches [`TURN_LIMIT`] (`u32::MAX`, 4,294,967,295) turns is drawn, so
//!   [`State::turns`] never saturates or wraps; a state past it
//!   cannot be written, and one at it that still runs is refused
//!   ([`StateError::Status`]).
//!
//! Decisions of this crate, where spec and rulebook are silent:
//!
//! * **E1 Setup order.** South rolls and places North's blocks first, then
//!   North rolls and places South's. All of one side's blocks are rolled
//!   (one chance move each) before any is placed.
//! * **E2 Placement order.** Cubes are identical, so "which block goes on
//!   which square" is "which rolled face goes on which square". Start squares
//!   are filled in the order of [`layout::START_SQUARES`]; each placement
//!   names the square (must be the next one, [`MoveError::WrongStartSquare`])
//!   and an orientation whose top is a rolled, unplaced face
//!   ([`MoveError::FaceNotRolled`]); its north face is the rotation. Equal
//!   placements are listed once.
//! * **E3 Setup options** (engine conveniences, not rulebook rules):
//!   [`SetupMode::Fixed`] gives orientations and starts in play;
//!   [`SetupMode::Random`] draws each block's orientation uniformly over the
//!   24 (one chance move [`Move::Draw`] per block, North's blocks first).
//!   A rolled or drawn Star on top is kept.
//! * **E4** The first player, if blocked when play starts, is skipped like
//!   any blocked player; if neither can move, the game is drawn at once.
//!   (From the spec's start squares this never happens: every start block,
//!   in any orientation, has a legal turn; tested.)
//! * **E5** Turns count played turns only (setup moves and skipped turns do
//!   not count). A turn that removes a side's last block wins even when it
//!   also reaches `max_turns`.
//! * **E6** The side-by-side variant applies to every way a turn ends: hops,
//!   Stop, a standing tip (D1 switch) and star removals (the removed block
//!   no longer touches anything).
//! * **E7** A Hoops path may step back onto the tipped-to square and onto the
//!   square the block came from (both are empty during the hop); three steps
//!   never end where they began. A slide crossing both stars (file d) offers
//!   a stop before each (D3). Every hop treats the square the block started
//!   the turn on as empty: a Cross, Slider or Hoops hop may end there (the
//!   block ends the turn where it began, turned) and a Slider may slide
//!   over it.
//! * **E8** A turn's notation may name the face the tip brings up; it is
//!   determined by the block, so it may be left out (D-R1), and a wrong one
//!   is [`MoveError::WrongFace`]. Generated moves always name it.
//!
//! * **E9 Events**. A hop's `path` names one way there: a
//!   Hoops hop with several three-step paths to its square reports the
//!   first in the order n, e, s, w (the move is the square, §3.2). The
//!   setup's end is two events of its own (`SetUp`, `PlayBegins`), so a
//!   frontend following the events needs no rules to know the phase.
//! * **E10 Move hints.** A turn without a hop ends with a `Choice` step
//!   (`remove` for a star removal, `stay` for Stop or a standing tip); a
//!   placement is clicked as square, rolled face, then the face turned
//!   north.
//! * **E11 Views.** Nothing is hidden, so a seat's view is the whole state;
//!   North's picture is the board turned half round (its edge, rank 7, at
//!   the bottom).
//!
//! **Provisional:** E1 and E2 (the order of the setup steps and of the
//! start squares) are this crate's modelling of a simultaneous physical
//! setup; they change which seat decides when, not which start positions
//! are reachable. Nothing in the spec is marked provisional.
//!
//! **Tests:** `tests/suite/rules.rs` holds one hand-set scenario per rule sentence,
//! named by section (`s3_2_slider_...`, `s4_...`, `d1_...`, `e5_...`), and
//! the revision ids' tests (`d_r1_...`, `d_r2_...`);
//! `tests/suite/reference.rs` compares move generation with an independent naive
//! model; `tests/suite/perft.rs` has hand-checked depth-1 counts;
//! `tests/suite/conformance.rs` runs the board-core conformance check over every
//! block-count and switch combination; `tests/suite/snapshots.rs` records two
//! whole games; `tests/suite/props.rs` applies the whole move space in states from
//! every phase (setup chance and decisions, play, finished games), mutates
//! state notation character by character, and checks invariants along
//! random games; `tests/suite/serde.rs` reads the JSON field by field and checks
//! that deserialization validates; `tests/suite/schema.rs` keeps the committed
//! JSON Schemas current; `tests/suite/reachable_states.rs` holds one test per refused
//! unreachable state or second spelling; `tests/suite/mutation.rs` mutates every field of the
//! notation and the JSON of reachable states and plays each accepted mutant
//! on, and checks that every other spelling of a state is refused.
//!
//! ## Parameters and defaults
//!
//! | field | default | range |
//! |---|---|---|
//! | `south_blocks`, `north_blocks` | 4, 4 | 1-4 each |
//! | `setup` | `Standard` | `Standard`, `Fixed(..)`, `Random` |
//! | `first` | `South` | `South`, `North` |
//! | `side_by_side` | `Allowed` | `Allowed`, `Forbidden` |
//! | `tip_without_hop` (D1) | `Illegal` | `Illegal`, `TipStands` |
//! | `hoops_path` (D2) | `Unblocked` | `Unblocked`, `ThroughBlocks` |
//! | `slider_stop` (D3) | `BeforeAnyStar` | `BeforeAnyStar`, `NaturalOnly` |
//! | `max_turns` (D6) | `None` | `None` or at least 1 |
//!
//! [`Config::validate`] reports every problem at once ([`ConfigError`]).
//!
//! ## Moves and notation (§7)
//!
//! Face letters: `*` Star, `S` Stop, `+` Cross, `x` X, `=` Slider, `o` Hoops.
//! Directions `n e s w`. An orientation is written top then north (`=*`).
//!
//! | text | move |
//! |---|---|
//! | `c3n+d5` | tip the block on c3 north (Cross comes up), hop to d5 |
//! | `c3nS` | tip north showing Stop; the turn ends |
//! | `d5n*` | tip north onto the opponent's home star showing Star: removal |
//! | `c3n+` | tip without a hop (legal only with D1 "tip stands") |
//! | `roll:+` | standard-setup chance: the next rolled block shows Cross |
//! | `roll:+=` | random-setup chance: the next block gets Cross up, Slider north |
//! | `c5@+=` | setup decision: put a block on c5, Cross up, Slider north |
//!
//! **D-R1** (revision 2): the face letter of a turn is implied by the tip, so
//! the parser also reads a turn without it (`c3n d5`, `c3nd5`, `c3n`; the
//! [`TipHop::top`] field is then `None`), and every move reads in any letter
//! case (`C3N+D5`, `c3ns`, `ROLL:+`). `Display` keeps the full form: every
//! generated move states its face, and [`State::complete`] fills the face
//! into a parsed short move. A stated face must be the one the tip shows
//! ([`MoveError::WrongFace`]). Tests: `d_r1_move_without_face_letter_applies_like_the_full_form`,
//! `d_r1_display_keeps_the_full_form_and_faces_read_in_any_case`
//! (`tests/suite/rules.rs`), and the whole-move-space property in `tests/suite/props.rs`
//! (a short turn is accepted exactly when its completion is generated).
//!
//! **D-R2** (revision 3, what the parser already did): a turn reads by
//! position: the square, then the direction letter (`n e s w`), then the
//! optional face letter, then the hop target. So in `c4es` the `e` is the
//! direction and the `s` the Stop face (East, then Stop: `c4eS`), in any
//! letter case (`C4ES`, `c4Es`); the letter after the square is always the
//! direction (`c4S` is South, not Stop), and an `e` after the direction is
//! the hop's file (`c4ee5`). An ambiguous string is read this way and never
//! guessed otherwise: `c4se` is refused at the `e` (not read as `c4es`),
//! and `c4es` for a block that shows Cross when tipped east is
//! [`MoveError::WrongFace`], even when the south tip would show Stop.
//!
//! | id | rule | where | tests (`tests/suite/rules.rs`) |
//! |---|---|---|---|
//! | D-R2 | move notation reads by position: square, direction, optional face, hop target; any letter case; never guessed otherwise | [`Move`]'s `FromStr`, [`TipHop`] | `d_r2_c4es_is_east_then_stop_in_any_letter_case`, `d_r2_face_letter_then_hop_target_in_any_letter_case`, `d_r2_ambiguous_strings_are_read_by_position` |
//!
//! Chance moves follow the `kind:outcome` pattern of all the engines
//!: `roll:+`, `roll:+=`. The form before it, `roll+` / `roll+=`,
//! still reads; `Display` writes the colon. A move that does not read is a
//! [`ParseMoveError`] naming the column, the token and the form expected
//! (`expected a direction n, e, s or w, or @ for a placement at column 3,
//! found "q+"`), or the square or orientation that does not exist (`no such
//! square c9 at column 1: the board runs from a1 to g7`).
//!
//! A state is written `<blocks> <to-move> t<turns> <phase> <config>`, e.g.
//!
//! ```text
//! Sc1=*,Se1=*,Nc7o+ S t12 play blocks=2/1 setup=standard first=S sbs=allowed d1=illegal d2=unblocked d3=any max=none
//! ```
//!
//! * blocks: `-`, or owner `S`/`N` + square + orientation, comma-separated
//!   in square order a1..g7;
//! * to-move: `S`/`N` (during setup, the side that will move first);
//! * `t<n>`: turns played;
//! * phase: `play`, or `setup:<S|N>:<rolled faces>` (whose blocks are being
//!   set up, and the rolled, unplaced faces in face order, e.g. `setup:N:++x`);
//! * config: `blocks=<south>/<north>`, `setup=standard|random|fixed:<4
//!   orientations>/<4 orientations>`, `first=S|N`, `sbs=allowed|forbidden`,
//!   `d1=illegal|stands`, `d2=unblocked|through`, `d3=any|natural`,
//!   `max=none|<n>`.
//!
//! The removed counts and the result are derived (blocks configured minus
//! blocks on the board).
//!
//! **One spelling**: the parser reads only the text `Display`
//! writes, so parsing then printing gives back the text. Fields are
//! separated by exactly one ASCII space (no tab, no other whitespace, none
//! before or after); numbers have no leading zero and no sign; letters have
//! the case shown; blocks come in square order, each square once; rolled
//! faces in face order `* S + x = o`; config entries in the order above.
//! Anything else is [`ParseStateError::Syntax`] with the column, the token
//! found and the form expected (`expected a turn count like t12 (digits, no
//! leading zero, no sign) at column 6, found "00"`). A well-formed text is
//! then validated: a state no game reaches is [`ParseStateError::Invalid`]
//! with its [`StateError`] (see "State invariants").
//!
//! ## Action ids
//!
//! [`board_core::encoding`]: every decision has a fixed id in
//! `0..10976`, every chance outcome a chance id in `0..30`, for every
//! config (ids never depend on the state; `tests/suite/encodings.rs`). Squares are
//! [`Square::index`] (a1 = 0 .. g7 = 48), orientations [`Orientation::index`],
//! directions [`Dir::index`] (n e s w = 0 1 2 3), faces [`Face::index`].
//!
//! | ids | move |
//! |---|---|
//! | `square * 24 + orientation` (0-1175) | [`Move::Place`] |
//! | `1176 + (from * 4 + dir) * 50 + to` (1176-10975) | [`Move::Turn`] with a hop to square `to` |
//! | `1176 + (from * 4 + dir) * 50 + 49` | [`Move::Turn`] without a hop (Stop, a star removal, a standing tip) |
//!
//! | chance ids | outcome |
//! |---|---|
//! | `face` (0-5) | [`Move::Roll`] |
//! | `6 + orientation` (6-29) | [`Move::Draw`] |
//!
//! A turn's id leaves out the face the tip shows (E8); reading an id back
//! fills it in from the block on `from`. Ascending ids list turns by block
//! square, then direction, then destination, as move generation does.
//!
//! ## Observation tensor
//!
//! Shape `[40, 7, 7]`: plane, row, column; row 0 is rank 7 (North's edge),
//! column 0 is file a, so the tensor looks like [`State::picture`]. Both
//! seats see everything; only the observer planes differ.
//!
//! | planes | value 1 where / value |
//! |---|---|
//! | 0-5 | South's block with this face ([`Face::index`]) on top |
//! | 6-11 | South's block with this face facing north |
//! | 12-17, 18-23 | the same for North |
//! | 24 | the two star spaces |
//! | 25, 26 | everywhere: South / North to move (in play, game not over) |
//! | 27, 28 | everywhere: South's / North's blocks being set up |
//! | 29-34 | everywhere: rolled, unplaced faces of each kind / 4 |
//! | 35, 36 | everywhere: the observer is South / North |
//! | 37, 38 | everywhere: blocks South / North removed / 4 |
//! | 39 | everywhere: turns played / `max_turns` (0 without a cap) |
//!
//! The information state is the state's notation (perfect information).
//! Bounds: `max_game_length` is `max_turns` plus the placements of the
//! standard setup (`None` without `max_turns`: adapters cap it,
//! [`board_core::encoding::DEFAULT_DECISION_CAP`], a capped game a draw);
//! chance nodes are at most the blocks on the board; returns are +1/-1 or
//! 0 each, zero-sum.
//!
//! ## State invariants
//!
//! [`State::validate`] checks all of them; [`State::new`] and legal moves
//! keep them (tested along thousands of seeded games), and `FromStr` and
//! serde refuse any state that breaks one. Each is a [`StateError`]:
//!
//! * **Config**: valid ([`Config::validate`]; [`StateError::Config`]).
//! * **Board**: each cell empty or one block of one side in one of the 24
//!   orientations; the occupancy bitboards equal the cells
//!   ([`StateError::BadCell`], [`StateError::OccupancyCache`], never from
//!   parsing); no block on a star space d2/d6 (§3: no turn ends there,
//!   [`StateError::BlockOnStar`]); at most the configured blocks per side
//!   (§1, §6, [`StateError::TooManyBlocks`]).
//! * **Setup phase** (standard and random setups only; a fixed setup starts
//!   in play, [`StateError::SetupPhaseInFixedSetup`]): no turn played
//!   ([`StateError::TurnsDuringSetup`]); North's blocks are set up first, so
//!   while North's are, South has none on the board
//!   ([`StateError::SouthBeforeNorth`]), and while South's are, North's are
//!   all on their start squares ([`StateError::NorthNotSetUp`]); the side
//!   being set up has fewer blocks placed than it owns and at most its
//!   count placed and rolled ([`StateError::SetupOverCount`]); in the
//!   standard setup every block is rolled before any is placed (E1), so
//!   once one is placed, placed plus rolled is the whole count
//!   ([`StateError::PlacedBeforeAllRolled`]); the random setup rolls no
//!   faces ([`StateError::RolledInRandomSetup`]); placed blocks fill the
//!   first start squares in placement order (E2,
//!   [`StateError::PlacementOrder`]). Placed orientations are free (any
//!   rolled face with any rotation, or any drawn orientation).
//! * **Play**: not both sides have removed every block (the first to do so
//!   won, §5, [`StateError::BothRemovedAll`]); each removal is a turn, so
//!   removals by both sides are at most the turns played
//!   ([`StateError::RemovalsExceedTurns`]); at most `max_turns` turns (D6,
//!   [`StateError::TurnsExceedCap`]); under the no-side-by-side variant no
//!   two opposing blocks share a side (§6, E6: every turn ends so, and the
//!   start squares do not touch; [`StateError::SideBySide`]).
//! * **Status** (cached, derived): a side with every block removed has won
//!   (§5); else `turns == max_turns` (or [`TURN_LIMIT`]) is a draw (D6, E5: a win on the cap is
//!   a win); else neither side able to move is a draw (D5); else the game
//!   runs. During the setup it runs ([`StateError::Status`]).
//! * **Whose turn**: during the setup, the first player
//!   ([`Config::first`]); in play at turn 0, the first player if able to
//!   move, else the other (E4); in a won game the winner, whose turn
//!   removed its last block ([`StateError::SideToMove`]); in a running game
//!   a side with a legal turn (§4: a Deblockle'd side is skipped,
//!   [`StateError::SideToMoveBlocked`]). In a drawn game at turn 1 or later,
//!   the side that made the last turn, which may be either.
//!
//! **Set-up positions.** Beyond these invariants, the blocks of a state in
//! play may stand anywhere (scenarios, analysis, the tests' hand-set
//! positions): they need not be reachable from the start squares in the
//! stated number of turns, since deciding that is a search, not a check. A
//! state in play is therefore a documented set-up position; everything
//! else about it (counts, turns, removals, cap, status, whose turn) is held
//! to the rules, so play from it follows the rules and every state it
//! reaches validates (`tests/suite/mutation.rs`).
//!
//! ## Events
//!
//! [`board_core::events::Narrate::apply_narrated`] applies a move exactly
//! as `apply` does (the same state, the same error; on an error nothing is
//! appended) and appends its [`Event`]s, in the order a frontend animates
//! them:
//!
//! | move | events |
//! |---|---|
//! | standard setup roll (chance) | `Rolled` (roller, owner, face) |
//! | standard setup placement | `Placed` (roller, owner, square, orientation) |
//! | random setup draw (chance) | `Drawn` (owner, square, orientation) |
//! | a side's last block set up | then `SetUp` (owner); after South's, `PlayBegins` (first player) |
//! | turn | `Tipped` (side, from, direction, tipped-to square, orientation: the face up is its top); then `Hopped` (face, from, path, destination) or, Star up, `Removed` (square, count of blocks removed, out of how many); Stop up or a standing tip: nothing more |
//! | after a turn or the setup | `Skipped` (a Deblockle'd side, §4), or `GameWon` / `GameDrawn` (with the blocks each side removed) |
//!
//! `Display` says each event in plain English, naming the sides South and
//! North ("South tipped the block on c1 west onto b1: Cross up", "North is
//! Deblockle'd (no legal move) and skipped: South moves again"). With the
//! `serde` feature an event is an object tagged by `"type"` in snake case
//! (`{"type": "hopped", "side": "south", "face": "cross", "from": "b1",
//! "path": ["a1"], "to": "a1"}`). **Redaction:** Deblockle has perfect
//! information and public chance, so `seen_by` and `public` return the
//! event whole. A frontend follows a game from the events alone with
//! [`PublicBoard`] ([`State::public_board`], [`PublicBoard::replay`]); the
//! `testkit` feature implements `board_core::testkit::EventReplay` with it.
//!
//! The fast paths (`apply`, `apply_unchecked`, play-outs, perft) run the
//! same move-application code with a sink that records nothing and is
//! compiled away: one implementation of the rules, allocation-free as
//! before (`tests/suite/alloc.rs`).
//!
//! **Tests** (`tests/suite/events.rs`): one unit test per event kind with
//! the list written out; the board-core `check_events` (the same result as
//! `apply`, nothing appended on refusal, redaction never telling more than
//! the view, the public board rebuilt from the events after every move)
//! over seeded games of six configs (both setups, fixed, fewer blocks, the
//! side-by-side variant, the D1-D3 switches, a turn cap); one whole game's
//! events as an insta snapshot.
//!
//! ## Move hints
//!
//! `board_core::hints::MoveHints` for [`State`]: one path of clicks per
//! legal move, in the order of the legal moves. A turn is the block's
//! square, the tip direction (`n e s w`), then the hop's destination
//! square, or a `Choice` step `remove` (star removal) or `stay` (Stop up,
//! or a tip that stands under the D1 switch) when the block does not hop.
//! A placement is the start square, the rolled face for the top (a `Piece`
//! step, its letter) and the face turned north (a `Choice`, its letter).
//! Chance nodes and finished games have none. `check_move_hints` holds
//! them to every legal move exactly once over seeded games.
//!
//! ## Views
//!
//! `board_core::Observe` for [`State`]: [`View`], the whole state with the
//! seat (nothing is hidden). Its `Display` is the picture from the seat's
//! side: South's edge at the bottom for South (as [`State::picture`]),
//! North's edge at the bottom with files g-a for North, under a line naming
//! the seat and its side. With `serde`: `{"seat": 0, "state": {..}}`, the
//! state in its structured form (validated when read; round trip tested).
//!
//! ## Errors
//!
//! | call | error |
//! |---|---|
//! | [`State::new`], [`Config::validate`] | [`ConfigError`], a list of [`ConfigProblem`] |
//! | [`board_core::Game::apply`], `apply_narrated`, [`State::check_move`], [`State::complete`] | [`MoveError`]: why the move is illegal here |
//! | [`State::validate`] | [`StateError`]: the broken invariant |
//! | `Move::from_str`, `Square::from_str`, `Orientation::from_str` | [`ParseMoveError`]: syntax (column, token, form), or a square or orientation that does not exist |
//! | `State::from_str` | [`ParseStateError`]: `Syntax` (not the one spelling) or `Invalid` ([`StateError`]) |
//! | serde deserialization | the serde error; its text is the [`ConfigError`], the `invalid state: ` [`StateError`], or which derived field disagrees (for `blocks`, the square and both blocks); a wrong shape says what is expected in words (`expected a move object with a "type" field, like ...`), never an internal type; `tabletop::json` adds the JSON path |
//!
//! Nothing panics on any input. [`board_core::Game::apply_unchecked`] skips
//! the checks (for perft, bots and benches): on an illegal move it never
//! panics or corrupts memory but may leave an inconsistent state.
//!
//! ## Performance
//!
//! A [`State`] is 104 bytes (a 49-cell board, two 49-bit occupancy
//! bitboards, the config) and a [`Move`] 5 bytes (`tests/suite/size.rs` holds
//! both bounds); cloning is a copy. Steps, neighbours, diagonals, slider
//! rays and through-block Hoops reach are `const` tables; a hop's
//! destinations are one bitboard expression per face. Move generation
//! works per (block, tip direction) group of turns and allocates nothing
//! but the output vector; [`board_core::Game::legal_move_list`] (which
//! `board_core::testkit::perft` uses) lists into an `ArrayVec` of
//! [`MAX_LEGAL_MOVES`] = 256 moves on the stack and allocates nothing at all.
//!
//! The fast paths of [`board_core::Game`]: `apply_unchecked` is the same
//! core as `apply` without the check; `random_move` counts the turns per
//! group (fixed array, no move list) and builds only the chosen one;
//! `sample_chance` draws a uniform index over the six faces or 24
//! orientations; `legal_move_count` (perft's bulk count at the last ply)
//! adds up the groups' sizes, a byte-wise popcount of each
//! group's destination bitboard, and builds no move. All four are exactly
//! the generic paths (the conformance check holds them to it) and, with
//! `apply`, allocate nothing (`tests/suite/alloc.rs`). Benches: `cargo bench -p deblockle --features
//! testkit`; a fixed-work driver for profilers: the `deblockle_profile`
//! example.
//!
//! ## Modules
//!
//! | module | holds |
//! |---|---|
//! | `cube` | faces, handedness, the 24 orientations, the tip table (§1, §3.1) |
//! | `board` | squares, star spaces, square sets (§1) |
//! | [`data`] | the shipped start-square table |
//! | [`layout`] | start squares, with a validating loader (§1, §6) |
//! | `config` | sides, [`Config`], the switches, validation (§2, §6, §8) |
//! | `state` | [`State`] and its accessors |
//! | `moves` | [`Move`], [`TipHop`], [`MoveError`], the move text form |
//! | `invariants` | [`StateError`] and `State::validate` |
//! | `rules` | checks ([`MoveError`]), apply, turn order and the end (§4, §5); `rules/hop.rs`: what a tip does and where each face hops (§3); `rules/movegen.rs`: legal-move generation |
//! | `game_impl` | `impl Game` |
//! | `notation`, `picture` | text forms (§7) |
//! | [`events`] | [`Event`], [`PublicBoard`], `Narrate` |
//! | `hints`, `view` | `MoveHints`, [`View`] and `Observe` |
//! | `bot` | [`RacerBot`], a small heuristic bot |
//! | `knowledge` | [`Heuristics`]: move priors and the play-out policy of the guided search (`guided:N`), and the racer's turn score |
//!
//! ## Feature flags
//!
//! * `serde`: structured JSON (ARCHITECTURE.md, "Serde: structured JSON"),
//!   through private wire types:
//!   * [`Square`]: its notation string `"c1"`; [`Side`] `"south"`/`"north"`;
//!     [`Face`] `"star"`, `"stop"`, `"cross"`, `"x"`, `"slider"`,
//!     `"hoops"`; [`Dir`] `"north"`, ...; [`Orientation`]
//!     `{"top": "slider", "north": "star"}`.
//!   * [`Move`]: tagged by `"type"`: `{"type": "roll", "face": "cross"}`,
//!     `{"type": "draw", "top": .., "north": ..}`, `{"type": "place",
//!     "square": "c5", "top": .., "north": ..}`, `{"type": "turn", "from":
//!     "c3", "dir": "north", "top": "cross", "to": "d5"}` (`top`, `to` may be
//!     null or missing).
//!   * [`Config`]: its fields, `setup` as `{"type": "standard"}`,
//!     `{"type": "random"}` or `{"type": "fixed", "south": [4 orientations],
//!     "north": [..]}`; every missing field takes [`Config::default`]'s value
//!     (`{"max_turns": 300}` is a whole config); validated.
//!   * [`State`]: `config`; `board`, 7 rows of 7 cells, row 0 = rank 7 (the
//!     top of the picture), cell 0 = file a, each null or `{"side", "top",
//!     "north"}`, so square `<file><rank>` is `board[7 - rank][file]`;
//!     `blocks`, the same keyed by square; `side_to_move`; `turns`; `phase`
//!     (`{"type": "play"}` or `{"type": "setup", "target": "north",
//!     "rolled": ["cross", "x"]}`); `removed` (the scores, `{"south": 1,
//!     "north": 0}`); `status` (`{"type": "ongoing"}`, `{"type": "won",
//!     "winner": "south"}`, `{"type": "drawn", "reason": "no_moves" |
//!     "turn_cap"}`). Deserializing runs [`State::validate`]; the derived
//!     fields must agree; unknown fields are errors.
//!
//!   * [`Event`]: tagged by `"type"` (see "Events"); [`View`]: `seat` and
//!     `state`; [`EndReason`]: `"no_moves"`, `"turn_cap"`.
//!
//!   The notation stays available as a string:
//!   `#[serde(with = "board_core::notation_serde::as_notation")]` on a
//!   `State` or `Move` field.
//! * `schema` (= `serde` + `schemars` 1, no_std): `schemars::JsonSchema` for
//!   [`State`], [`Move`], [`Config`], [`Orientation`], [`Square`] and the
//!   enums; the generated schemas are committed as
//!   `schema/{state,move,config}.schema.json` (`tests/suite/schema.rs` fails when
//!   they are stale; `UPDATE_SCHEMAS=1` rewrites them).
//! * `testkit`: implements `board_core::testkit::Conformance` and
//!   `board_core::testkit::EventReplay` for [`State`].
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod board;
mod bot;
mod config;
mod cube;
pub mod data;
mod encoding;
pub mod events;
mod game_impl;
mod hints;

mod invariants;
mod knowledge;
pub mod layout;
mod moves;
mod notation;
mod params;
mod picture;
mod present;
mod rules;
#[cfg(feature = "serde")]
mod serde_impl;
mod state;
#[cfg(feature = "testkit")]
mod testkit_impl;
mod view;

pub use board::{ALL, NORTH_HOME_STAR, SIZE, SOUTH_HOME_STAR, STARS, Square, Squares};
pub use bot::RacerBot;
pub use config::{
    BySide, Config, ConfigError, ConfigProblem, HoopsPath, SetupMode, Side, SideBySide, SliderStop, TURN_LIMIT,
    TipWithoutHop,
};
pub use cube::{Dir, Face, ORIENTATIONS, Orientation, TIP};
pub use events::{Event, PublicBoard};
pub use invariants::StateError;
pub use knowledge::Heuristics;
pub use moves::{MAX_LEGAL_MOVES, Move, MoveError, ParseMoveError, TipHop};
pub use notation::ParseStateError;
pub use params::PARAMS;
pub use rules::hop::{Tip, hop_targets, tip, touches};
pub use state::{Block, EndReason, Phase, State};
pub use view::View;
