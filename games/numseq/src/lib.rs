//! # numseq: the number-Sequence rules engine
//!
//! A pure rules engine for the Sequence-family game "Sequence Numbers" (add
//! and subtract), built on `board-core`. The rules are
//! `RULES.md` (shipped in this crate; the *spec*); section numbers below refer to it.
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
//! let refusal = state.apply(&wrong).err();
//! assert_eq!(refusal, Some(MoveError::WrongSquare { card: "1+0".parse()?, square: "c1".parse()? }));
//! assert_eq!(refusal.map(|e| e.to_string()).as_deref(), Some("c1 does not show the answer of 1+0"));
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
//! Board and deck are **data** ([`layout`], [`data`]): a [`LayoutData`] is a
//! table of board cells ([`Cell::Corner`] or [`Cell::Number`]) and a table of
//! card kinds ([`CardSpec`]: name, count and [`Action`]). [`Layout::load`]
//! validates it and reports every problem at once ([`LayoutProblem`]):
//! board size, every number exactly twice, corners hold no number, card
//! names well-formed and unique, every equation evaluates to its answer,
//! every answer on the board, and the seating table sound. The shipped
//! preset [`Preset::NumseqDefaultV1`] (`numseq-default-v1`) is **synthetic
//! and provisional**, as the spec says: a 10 x 10 board with free corners
//! and 1-48 twice, and 100 cards (an addition and a subtraction card for
//! each of 1-48, 2 Plus, 2 Minus); see [`data`]. The engine knows cards only
//! by their [`Action`] (place on a label, place anywhere, remove).
//!
//! **Rulesets are data (N-R3).** A [`LayoutData`] also holds the
//! [`Seating`] table (player counts, hand sizes, side counts, SEQUENCEs
//! needed), so any data that passes validation is playable:
//! [`Layout::load_leaked`] loads it, [`Preset::Custom`] puts it in a
//! [`Config`], [`State::parse_with`] reads its states. The second shipped
//! preset is [`Preset::Classic`] (`classic`, [`Config::classic`]): classic
//! Sequence on the printed Jax board (`data/classic-sequence-board.txt`, a
//! copy of `shared/data/classic-sequence-board.txt`, loaded through the
//! same validator as the synthetic board), a 104-card deck (two 52-card
//! decks: each non-Jack card twice, placing on either of its two squares;
//! the 4 two-eyed Jacks, `JD` and `JC` twice each, place anywhere like
//! Plus; the 4 one-eyed Jacks, `JS` and `JH` twice each, remove like Minus:
//! N-R5), 2-12 players.
//!
//! Chips have one colour per side; chips of a completed SEQUENCE are locked.
//! There is no chip limit per colour (D8).
//!
//! ## Players, sides, setup (section 2)
//!
//! The ruleset's seating table decides (N-R3):
//!
//! | preset | players | sides (default first; N-R4) | hand | SEQUENCEs to win |
//! |---|---|---|---|---|
//! | `numseq-default-v1` | 2, 3 | each alone | 5 | 1 (by players) |
//! | `numseq-default-v1` | 4 | 2 teams | 4 | 2 |
//! | `numseq-default-v1` | 6 | 3 teams of 2, or 2 of 3 | 4 | 2 |
//! | `classic` | 2 | alone | 7 | 2 (by sides: 2 with two sides) |
//! | `classic` | 3 | alone | 6 | 1 (1 with three sides) |
//! | `classic` | 4 | 2 teams | 6 | 2 |
//! | `classic` | 6 | 3 teams of 2, or 2 of 3 | 5 | 1 or 2 |
//! | `classic` | 8 | 2 teams | 4 | 2 |
//! | `classic` | 9 | 3 teams | 4 | 1 |
//! | `classic` | 10 | 2 teams | 3 | 2 |
//! | `classic` | 12 | 3 teams of 4, or 2 of 6 | 3 | 1 or 2 |
//!
//! * Any other player count (the config's `players`) is a config error:
//!   [`ConfigProblem::UnequalTeams`] for a count above 3 that cannot form
//!   2 or 3 equal teams (5 in both presets, D6; 7 and 11 in `classic`),
//!   [`ConfigProblem::PlayerCount`] otherwise (it names the counts the
//!   ruleset takes). A side count the seating does not list is
//!   [`ConfigProblem::Teams`]; `max_turns: Some(0)` is
//!   [`ConfigProblem::MaxTurnsZero`].
//! * Where a player count allows 2 or 3 teams (6 players in both presets,
//!   12 in `classic`) the default ([`Config::teams`] `None`) is 3 teams, and
//!   `teams: Some(2)` chooses 2 (N-R4); every other count has one split.
//! * Seat `i` plays for side `i mod sides` (teams sit alternately). Sides are
//!   written `a`, `b`, `c` ([`Side`]).
//! * SEQUENCEs to win are counted per side. [`SequenceCount::ByPlayers`]
//!   (the default of `numseq-default-v1`, D7) reads the seating's column;
//!   [`SequenceCount::BySides`] (the default of `classic`) gives 2 with two
//!   sides and 1 with three.
//! * Setup: [`State::new`] gives the deal as chance moves: one card at a time
//!   in seat order (`deal:card`), each uniform over the cards left. Seat 0
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
//! * One placement may complete several SEQUENCEs; each counts (D3).
//! * **The player chooses which windows lock (D1, N-R1).** The candidates
//!   are the 5-windows through the new chip that are covered and share at
//!   most one square with each SEQUENCE the side has; a lock choice is a set
//!   of candidates sharing at most one square pairwise that no further
//!   candidate could join: per axis both end windows of a run of 9, or any
//!   one other candidate; across axes every combination. With one choice the
//!   move names none (`7+7@f2`); with several each is its own legal move
//!   (`6+6@d2/b2-f2`, `6+6@d2/c2-g2`; [`Lock`]), and the bare move is refused
//!   ([`MoveError::LockChoiceNeeded`]). So a window further along a run of
//!   6-9 is found when the earlier ones overlap a locked SEQUENCE too much.
//!   Details in the `score` module (`src/score.rs`).
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
//! Then the seat draws (a chance node, [`Phase::Draw`]: `draw:card`, uniform
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
//!   single outcome `shuffle` with probability 1; the randomness of the
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
//! * **Full board (D5, N-R2).** A full board does not end the game while a
//!   Minus could still change it: the game is a draw only when every square
//!   is covered and no side has a **potential SEQUENCE** (a 5-window holding
//!   no locked chip of another side and sharing at most one square with each
//!   of the side's SEQUENCEs), or the deck has no removing card at all.
//!   Until then the seats play on (placements are impossible, so they swap
//!   dead cards, remove with Minus, or discard under D4). Minus only empties
//!   squares and locks arise only from placements, so the check runs after
//!   each placement.
//! * **Turn cap (N-R2).** [`Config::max_turns`] (default `None`) ends the game
//!   as a draw once that many turns (placements, removals, D4 discards) have
//!   been played; [`State::turns`] counts them. Bots, benches and random
//!   tests set it.
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
//! ## Events
//!
//! [`State`] implements [`board_core::events::Narrate`]: `apply_narrated`
//! applies a move exactly as `apply` does (the same state, the same
//! [`MoveError`], and on an error nothing appended) and appends its
//! [`Event`]s in the order a frontend animates them ([`events`] has the
//! table per move):
//!
//! * [`Event::Dealt`], [`Event::Drew`]: a card dealt or drawn for a seat;
//! * [`Event::CardPlayed`], then [`Event::ChipPlaced`] or
//!   [`Event::ChipRemoved`] (the side whose chip it was);
//! * [`Event::SequenceLocked`] (the side and the five squares; one per
//!   SEQUENCE, rows, then columns, diagonals, anti-diagonals);
//! * [`Event::DeadCardSwapped`], [`Event::CardDiscarded`] (D4);
//! * [`Event::Reshuffled`] (how many cards the new draw pile holds);
//! * [`Event::GameOver`] (the winning side or a draw, and the
//!   [`EndReason`]), after the placement or turn that ends the game.
//!
//! `Display` says each in plain English (`seat 0 played 7+7`, `a chip of
//! side a was placed on f2`, `side a completed a SEQUENCE on b2 c2 d2 e2
//! f2; its chips are locked`, `seat 1 drew a card`); with `serde` an event
//! is an object tagged by `"type"` (`{"type": "chip_placed", "side": "a",
//! "square": "f2"}`).
//!
//! **Redaction** ([`board_core::events::Redact`]): a dealt or drawn card
//! stays only in the events `seen_by` its own seat; every other seat
//! (teammates too, as their hands are hidden from each other) and a
//! spectator (`public`) get `card: None`, "a card". Played, swapped and
//! discarded cards go face up on a discard pile, so those events are
//! public.
//!
//! **Following a game from events.** [`PublicBoard`] is everything every
//! seat sees (chips, locks, SEQUENCEs and scores, hand sizes, discard
//! piles, the draw pile's size, the phase and its seat, the turns, the end);
//! [`State::public_board`] gives it, and [`PublicBoard::replay`] folds one
//! (redacted) event into it. Whose turn it is follows from the events
//! alone: a played or discarded card starts the seat's draw (a reshuffle
//! first on an empty pile), the draw passes the turn, and the draw after a
//! dead-card swap gives it back to the same seat. With `testkit`, [`State`]
//! implements board-core's `EventReplay` with it.
//!
//! The events come from the same code as `apply`: the move's effect is
//! written once, generic over an event sink; `apply`, `apply_unchecked` and
//! the play-outs pass a sink that does nothing (its calls compile away, no
//! allocation), `apply_narrated` one that collects.
//!
//! ## Move hints
//!
//! [`State`] implements [`board_core::hints::MoveHints`]: one path of clicks
//! per legal move, in legal-move order (so grouped by card): the **card in
//! hand** (its name, `6+6`, `PLUS`, `JD`), then the **square** (`d2`); a
//! placement with a lock choice (N-R1) adds a `Choice` step naming the
//! windows that lock, as in the move's notation (`b2-f2`, `b2-f2/f2-j2`),
//! and the bare square is then no move (as [`MoveError::LockChoiceNeeded`]
//! says). A dead-card swap is the card then the choice `dead`, a D4 discard
//! the card then `discard`. Chance nodes and the end give none.
//!
//! ## Views
//!
//! [`View`] ("What a seat may see" above) is serde-able (feature `serde`, "JSON"
//! below) and `Display`s a picture from its seat's side: the board as in
//! [`State::picture`], the SEQUENCEs and how many a side needs, the seat's
//! own hand (`you are seat 1 (b): hand ...`), every seat's hand size and
//! discard pile, the draw pile's size, the turns under a cap, and who acts.
//!
//! ## Notation (section 7)
//!
//! * Squares: `c7` style, column letter `a`-`j` from the left, row 1-10 from
//!   the **top** (origin top-left, board-core's [`board_core::grid::Coord`]:
//!   `(row, col)` 0-based). `b1` is the number 1 of the default board.
//! * Cards ([`Card`]): their names, `7+7`, `15-3`, `PLUS`, `MINUS`.
//! * Moves ([`Move`]): `7+7@f2`, `PLUS@d4`, `MINUS@e5`, `DEAD 9-2`,
//!   `DISCARD 7+5`, and chance `deal:7+7`, `draw:7+7`, `shuffle` (the
//!   workspace's `kind:outcome` pattern); classic cards `7H`, `TD`, `JC`
//!   (`7H@b9`, `JS@e5`). A lock choice (N-R1) follows the square: every
//!   window that locks by its two ends, `6+6@d2/b2-f2`, `7+7@f2/b2-f2/f2-j2`
//!   ([`Lock`]; windows by axis, then by start; either end may come first
//!   when reading). Reading is forgiving (letter case, spaces around the
//!   move, `DEAL 7+7` for `deal:7+7`); `Display` writes the one canonical
//!   form and `FromStr` reads it back. Syntax errors are
//!   [`ParseMoveError`]s naming the column, the token and the form expected
//!   (`expected a square like c3 at column 5, found "3c"`).
//! * States: one line, one spelling, described in the `notation` module docs (`src/notation.rs`); for
//!   example the start of a game is
//!   `numseq-default-v1 2:-:p *8*/10/10/10/10/10/10/10/10/*8* - -/- -/- deal:0`
//!   (with a turn cap the setup field carries `turns/max`, `2:-:p:0/300`).
//!   The parser refuses every other spelling (whitespace, signs, leading
//!   zeros, letter case, list order) with a [`ParseStateError`] saying what
//!   is wrong.
//! * [`State::picture`]: the board with numbers, `*` corners, `a`/`b`/`c`
//!   chips and `A`/`B`/`C` locked chips, then SEQUENCEs, hands, discards,
//!   draw pile and who acts.
//!
//! ## Action ids
//!
//! [`board_core::encoding`]. Ids follow the ruleset's card
//! table: kind `k` is the `k`-th card kind in deck-table order
//! ([`Layout::card`]); squares are grid indices (row-major from the top
//! left, [`Layout::coord`]). Each kind owns a block of play ids, blocks in
//! kind order; `L = 16` lock choices per placement (N-R1):
//!
//! | ids | move |
//! |---|---|
//! | block of a kind placing on a label: `slot * 16 + j` | [`Move::Play`] on the `slot`-th square showing the label (index order), lock choice `j` |
//! | block of a wild kind (PLUS, two-eyed Jacks): `square * 16 + j` | [`Move::Play`] on that square, lock choice `j` |
//! | block of a removing kind (MINUS, one-eyed Jacks): `square` | [`Move::Play`] removing the chip there |
//! | `plays + k` | [`Move::Dead`] of kind `k` |
//! | `plays + kinds + k` | [`Move::Discard`] of kind `k` |
//!
//! `num_distinct_actions` is `plays + 2 * kinds` (it depends on the
//! preset, not the state). Lock choice `j` is the `j`-th of the
//! placement's choices in the engine's order (axis 0 varying fastest;
//! `j = 0` with [`Lock::NONE`] when there is no choice), so it is read
//! against the state. A placement with more than 16 lock choices (four
//! crossing runs of six or more through one square) would leave choices
//! 16 and up without an id; `tests/suite/encodings.rs` checks along seeded games
//! that every legal move has one.
//!
//! | chance ids | outcome |
//! |---|---|
//! | `k` | [`Move::Deal`] of kind `k` |
//! | `kinds + k` | [`Move::Draw`] of kind `k` |
//! | `2 * kinds` | [`Move::Shuffle`] |
//!
//! ## Observation tensor
//!
//! Shape `[C, rows, cols]` over the board (row 0 at the top), holding
//! exactly what the seat may see ([`View`]): never another seat's hand or
//! the draw pile. `B = ceil(kinds / squares)` card planes hold one value
//! per card kind `k`, at flat offset `k` of the block. Sides and seats are
//! counted from the observer (0 = its own side / itself). "Everywhere"
//! planes hold one value on every square.
//!
//! | planes | value |
//! |---|---|
//! | 0, 1, 2 | chips of the observer's side, the next side, the one after |
//! | 3, 4 | locked chips; corners |
//! | 5 | squares the seat's placing cards show (+1 per card) |
//! | 6, 7 | everywhere: the seat's wild / removing cards / hand size |
//! | `8 .. 8+B` | the seat's hand: count of kind `k` |
//! | `8+B .. 8+2B` | every discard pile together: count of kind `k` |
//! | `8+2B` | everywhere: draw pile size / deck size |
//! | next `players` | everywhere: hand size / 8 of seat observer+i |
//! | next 3 | everywhere: SEQUENCEs / SEQUENCEs to win of side observer+i |
//! | next 6 | everywhere: phase (deal, play, play after a swap, draw, shuffle, over) |
//! | last 2 | everywhere: the observer acts; turns / `max_turns` (0 without a cap) |
//!
//! `C = 8 + 2B + 1 + players + 3 + 6 + 2` (24 for two players on the
//! default preset). The information state is the seat's [`View`] in its
//! `Debug` form. Bounds: with `max_turns`, at most two decisions per turn
//! (a dead-card swap, then a play); without it `None`, and adapters cap at
//! [`board_core::encoding::DEFAULT_DECISION_CAP`] decisions, a capped game
//! a draw. Returns +1/-1 per side's seats, 0 for a draw; zero-sum with two
//! equal sides, else general-sum.
//!
//! ## State invariants
//!
//! [`State::validate`] checks every one of these; `FromStr`, serde and
//! [`State::parse_with`] run it, so every state they accept satisfies all of
//! them, and `apply` keeps them (the conformance and field-mutation tests
//! hold it to that). Each broken one is its own [`StateError`].
//!
//! * **Setup.** The config is valid (`InvalidConfig`) and the sides, hand
//!   size and SEQUENCE target kept in the state are the config's
//!   (`DerivedSetup`); the phase's seat is at the table (`SeatOutOfRange`).
//! * **Board.** No chip on a free corner (`ChipOnCorner`) or off the board
//!   (`ChipOffBoard`), one chip per square (`StackedChips`), chips only of
//!   sides that play (`ChipOfAbsentSide`).
//! * **SEQUENCEs and locks (section 3, D1-D3, N-R1).** Each SEQUENCE is a
//!   5-window of the board (`NotAWindow`) of a side that plays
//!   (`SequenceOfAbsentSide`), covered by that side's chips and free
//!   corners with at least one chip (`SequenceNotCovered`); listed in order
//!   without repeats (`SequencesOutOfOrder`; at most [`MAX_SEQUENCES`],
//!   `TooManySequences`); two of one side share at most one square (D2,
//!   `SequencesOverlap`); the locked chips are exactly the SEQUENCEs' chips
//!   (`LockMismatch`); and the lock choices were maximal (N-R1): every
//!   5-window a side covers with at least one chip is one of its SEQUENCEs or
//!   shares two or more squares with one (`UnrecordedSequence`), because the
//!   placement that covered it would have counted it.
//! * **Cards.** Each card's copies in hands, discard piles and the draw
//!   pile add up to the deck's count (`CardsNotConserved`; `CorruptCounts`,
//!   `CorruptHand` for the in-memory normal forms: sorted hands, empty
//!   seats past the table, the pile's size).
//! * **Hands by phase (sections 2, 4).** During the deal the cards went
//!   round-robin from seat 0 and the phase's seat is the next to be dealt
//!   to (`DealOrder`, then `HandSize`); during play every hand is full; while
//!   a draw or shuffle is due, and once over, the seat that just played holds
//!   one card fewer (`HandSize`).
//! * **Phase against piles and board.** No chip and no discarded card
//!   during the deal (`PlayDuringDeal`); a draw only from a non-empty pile
//!   (`DrawFromEmptyPile`), a shuffle only of an empty one
//!   (`ShuffleWithCardsLeft`); the card the seat just played lies on its
//!   discard pile (a draw or shuffle is due, or the game is over) unless a
//!   shuffle has just emptied every pile (`LastCardMissing`); after the
//!   dead-card swap (`play*`, `draw*`, `shuffle*`) the seat's pile holds a
//!   dead card, an equation card both of whose squares hold chips, with the
//!   same exception (`NoDeadCardDiscarded`).
//! * **Turns (N-R2).** Without a cap no turn is counted
//!   (`TurnsWithoutCap`); under one the count is at most the cap and 0
//!   during the deal (`TurnsPastCap`), at least the chips on the board (each
//!   was placed in a turn, `FewerTurnsThanChips`), names the phase's seat
//!   (turns pass round the table from seat 0: the seat to play is `turns mod
//!   players`, the seat that just played `(turns - 1) mod players`,
//!   `TurnOrder`), and each seat's discard pile holds at most two cards per
//!   turn it has played, plus the swapped card of the turn in progress
//!   (`TooManyDiscards`).
//! * **End (section 5, D5, N-R2).** At most one side has its SEQUENCEs
//!   (`TwoWinners`), and if one has, the game is over (`WinNotOver`); a full
//!   board with no potential SEQUENCE (or no removing card) is over
//!   (`FullBoardNotOver`), and so is a game at its turn cap
//!   (`TurnCapNotOver`); an over game has a winner, a drawn full board or
//!   its cap (`OverWithoutEnd`); the winner is the side of the seat that
//!   moved last (`WinnerNotLastMover`), and its SEQUENCEs come from earlier
//!   turns (fewer than the target) plus the SEQUENCEs through one chip of
//!   its, the last placed (`WinNotFromOnePlacement`). The outcome's scores
//!   (SEQUENCEs per side) are bounded by these.
//!
//! **Which windows locked (D1, N-R1).** A run of 6 to 9 chips does not say
//! which of its windows locked; the state records the SEQUENCEs themselves
//! (notation field 4, the JSON `sequences`), not only the locked chips, and
//! the checks above re-derive everything from them. What a state cannot
//! re-check is the order in which the windows were completed, and no rule
//! depends on it: lock choices, potential SEQUENCEs and the end read only
//! the set. So the state carries exactly enough.
//!
//! **Set-up positions.** The notation records the position and the history
//! the rules need (the turn count, under a cap), not the plays and shuffles
//! that led there. A state that meets every invariant above but that no
//! sequence of plays could produce with this deck (say, 40 chips on the
//! board in the first pass through the deck while every discard pile is
//! empty, or, without a cap, a seat to play that no turn count gives) is
//! accepted as a set-up position, as a chess FEN reader accepts a position
//! without retrograde analysis; play from it follows the rules and keeps
//! every invariant.
//!
//! ## JSON (feature `serde`)
//!
//! Structured forms a client reads field by field (the workspace's
//! conventions, ARCHITECTURE.md "Serde: structured JSON"); JSON Schemas
//! with the feature `schema` (committed under `schema/`):
//!
//! * [`Config`]: `{"preset": "numseq-default-v1", "players": 2, "teams":
//!   null, "sequences": "by_players", "max_turns": null}`. Every field may
//!   be left out: `preset` defaults to `numseq-default-v1`, `players` to 2,
//!   `teams` and `max_turns` to `null` (derived sides, no cap), and
//!   `sequences` to the preset's own default (`by_players` for
//!   `numseq-default-v1`, `by_sides` for `classic`; `"ByPlayers"` and
//!   `"BySides"` read too). Reading runs [`Config::validate`].
//! * [`Move`]: an object tagged by `"type"`: `{"type": "play", "card":
//!   "7+5", "square": "c3", "lock": []}` (`lock`: the windows that lock, each
//!   `{"from": "b2", "to": "f2"}`, empty unless the placement has a lock
//!   choice, N-R1; it may be left out), `{"type": "dead", "card": "9-2"}`,
//!   `{"type": "discard", "card": "7+5"}`, and chance `{"type": "deal",
//!   "card": "7+5"}`, `{"type": "draw", "card": "7+5"}`, `{"type":
//!   "shuffle"}`.
//! * [`State`]: `config`; `board`, rows from the top, cells from the left,
//!   each `null` (empty), `{"corner": true}` (a free corner) or `{"side":
//!   "a", "locked": false}` (a chip); `sequences`, each `{"side": "a",
//!   "from": "b2", "to": "f2"}` (the window's ends, the one nearest the
//!   top-left first); `hands` and `discards`, per seat, lists of card names
//!   (equal cards repeated, deck-table order); `draw_pile_len`; `scores`,
//!   per side its SEQUENCE count (the outcome's score); `phase` (`"deal"`,
//!   `"play"`, `"draw"`, `"shuffle"`, `"over"`), `seat` (the seat the phase
//!   concerns, [`State::phase_seat`]), `swap_used` (the dead-card swap was
//!   used this turn), `turns` (counted under a cap, else 0). Reading builds
//!   the state and runs [`State::validate`]: an inconsistent state is an
//!   error whose text is the [`StateError`]. Lists may come in any order
//!   (JSON is not the one-spelling form: it is normalised); `draw_pile_len`
//!   and `scores` may be left out and are checked when given.
//! * [`View`]: what one seat may see: `seat`, `side`, `config`, `board`,
//!   `sequences`, `hand` (its own only), `hand_sizes`, `discards`,
//!   `draw_pile_len`, `scores`, `phase`, `phase_seat`, `swap_used`,
//!   `turns`. No other hand, no draw pile content.
//! * Cards and sides are strings (`"7+5"`, `"a"`), squares their notation
//!   (`"c3"`), seats numbers. The notation stays available as a string:
//!   `to_string()` / `parse()`, or `#[serde(with =
//!   "board_core::notation_serde::as_notation")]` on a field.
//!
//! ## Errors
//!
//! * [`State::new`] returns [`ConfigError`], listing every [`ConfigProblem`].
//! * [`board_core::Game::apply`] (and [`State::check_move`]) return
//!   [`MoveError`], naming the card and square concerned: `GameOver`,
//!   `ChanceDue` (a seat move at a chance node), `NotChanceNode` (a chance
//!   outcome where a seat plays), `WrongChanceOutcome` (say a draw where a
//!   shuffle is due), `UnknownCard` (`no card 99+1 in this deck`),
//!   `NotInPile`, `NotInHand`, `OffBoard` (`no such square k2 on this
//!   board`), `Corner`, `WrongSquare` (the square does not show the
//!   answer), `Occupied`, `NoChip`, `OwnChip` (own or teammate's chip),
//!   `Locked`, `NotDead`, `SwapUsed`, `DiscardNotAllowed`,
//!   `LockChoiceNeeded` and `BadLock` (N-R1).
//! * [`Layout::load`] returns [`LayoutError`], listing every
//!   [`LayoutProblem`] (seating rows included).
//! * Parsing: [`ParseMoveError`], [`ParseCardError`] and [`ParseStateError`]
//!   (syntax and spelling with column, token and expected form; and
//!   `Invalid` with the [`StateError`] when the fields contradict the
//!   rules, see "State invariants"). Deserializing a state goes through the
//!   same check ([`State::validate`]).
//! * Nothing panics on any input: not `apply`, not parsing, and not
//!   [`board_core::Game::apply_unchecked`] either (an illegal move there
//!   may leave an inconsistent state, but never creates a card or
//!   overflows a count).
//!
//! ## Rule decisions
//!
//! The spec's decisions, each implemented and tested (`tests/suite/rules.rs`):
//!
//! * D1 (N-R1): the player chooses which windows lock; each choice is a
//!   legal move (until revision 2 the engine chose the earliest window).
//! * D2: a corner shared by two of a side's SEQUENCEs is their one shared
//!   square.
//! * D3: one placement completing two SEQUENCEs counts both.
//! * D4: a seat with no legal placement, removal or swap discards one card
//!   and draws (`DISCARD`).
//! * D5 (N-R2): a draw when the board is full and no side has a potential
//!   SEQUENCE, or at `max_turns`.
//! * D6: 5 players is a config error.
//! * D7: the SEQUENCE target is keyed on players; [`SequenceCount`] switches.
//! * D8: no chip limit per colour.
//! * N-R4 (revision 3; our decision before it): 6 players default to 3
//!   teams of 2 (`teams: Some(2)` for 2 teams of 3), in both presets, and
//!   classic 12 players to 3 teams of 4 (`teams: Some(2)` for 2 of 6).
//! * N-R5 (revision 3; our decision before it): the classic deck holds 4
//!   two-eyed Jacks (`JD`, `JC`, 2 each) and 4 one-eyed Jacks (`JS`, `JH`, 2
//!   each), the 8 Jacks of two 52-card decks, so 96 non-Jack cards + 8
//!   Jacks = 104. The earlier spec's "8 cards" of each (16 Jacks, 112
//!   cards) was a slip.
//!
//! And these of our own:
//!
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
//! * A full board is also a draw when the deck has no removing card at all
//!   (a custom ruleset without Minus): then nothing can change it. A win on
//!   the last square is a win.
//! * A "turn" for `max_turns` is a seat's placement, removal or D4 discard
//!   (the dead-card swap is part of the turn it opens); the move reaching
//!   the cap ends the game without a draw. Turns are counted only under a
//!   cap (0 otherwise), so uncapped states read and print as before.
//! * A lock choice lists every window that locks, not only the ones in
//!   doubt, so a move says all it does. A placement with a single choice
//!   names none, and naming it is refused ([`MoveError::BadLock`]): one move
//!   per distinct choice, as the spec asks.
//! * Classic seating: besides 6 and 12 players (N-R4), every count has one
//!   team split: 8 and 10 players play in 2 teams, 9 in 3 (the only equal
//!   splits into 2 or 3 teams).
//! * A seat's [`board_core::Outcome`] score is its side's SEQUENCE count.
//! * Events: the deal is narrated card by card like a draw
//!   ([`Event::Dealt`], redacted the same way); a D4 discard is its own
//!   event ([`Event::CardDiscarded`]), not a "card played"; a Minus's
//!   [`Event::ChipRemoved`] names the side whose chip it was; a
//!   [`Event::SequenceLocked`] lists all five squares, a free corner among
//!   them included (it is never locked); [`Event::GameOver`] follows the
//!   last event of the move that ends the game, and a turn-cap end comes
//!   after the chip of the last turn. There is no "turn passes" event:
//!   whose turn it is follows from the draws ([`PublicBoard::replay`]).
//! * Move hints start from the card, not the square: in numseq the card
//!   decides the squares (an equation card has two), and Plus and Minus
//!   have many.
//!
//! ## Provisional
//!
//! Only the data: `numseq-default-v1`'s board layout and equation list are
//! the spec's synthetic stand-in for the published ones, which no text we
//! have gives. `classic` is the printed board. Every rule above is final.
//!
//! ## Revision 2 (spec section 10)
//!
//! | id | rule | where | tests |
//! |---|---|---|---|
//! | N-R1 | the player chooses which windows lock; each choice is its own legal move, with notation and exact round trip | `score.rs`, [`Lock`], [`MoveError::LockChoiceNeeded`], [`MoveError::BadLock`] | `tests/suite/rule_changes_n_r1_to_n_r3.rs`: `n_r1_the_player_chooses_which_window_of_a_run_of_six_locks`, `n_r1_lock_choices_round_trip_exactly_through_notation`, `n_r1_a_single_choice_names_no_windows`, `n_r1_run_of_nine_offers_both_outer_windows_or_one_inner_window`; `tests/suite/rules.rs`: `d1_n_r1_*` |
//! | N-R2 | a full board is a draw only when no side has a potential SEQUENCE; the `max_turns` cap | [`Config::max_turns`], [`State::turns`] | `n_r2_a_full_board_with_a_potential_sequence_goes_on`, `n_r2_a_full_board_without_potential_is_a_draw`, `n_r2_max_turns_ends_the_game_as_a_draw`, `n_r2_decision_a_full_board_is_a_draw_when_no_card_removes`; `d5_n_r2_a_full_board_with_a_potential_sequence_is_not_a_draw` |
//! | N-R3 | any validated ruleset is playable; the `classic` preset with 2-12 players | [`Seating`], [`Preset::Custom`], [`Preset::Classic`], [`Config::classic`] | `n_r3_classic_preset_is_known_by_name`, `n_r3_classic_seating_hand_sizes_and_targets`, `n_r3_classic_forbidden_player_counts_are_config_errors`, `n_r3_a_classic_game_plays_to_the_end`, `n_r3_a_custom_ruleset_is_playable_and_an_invalid_one_is_refused`, `n_r3_classic_board_is_the_shared_data_file_and_the_deck_has_104_cards`; `tests/suite/conformance.rs`: `n_r3_conformance_classic_*` (2, 3, 4, 6, 8, 9, 10, 12 players) |
//!
//! ## Revision 3 (spec section 11)
//!
//! Both ids write down what the engine already did; the tests pin it.
//!
//! | id | rule | where | tests (`tests/suite/rule_changes_n_r4_to_n_r5.rs`) |
//! |---|---|---|---|
//! | N-R4 | where a player count allows 2 or 3 teams (6 players; classic 6 and 12) the default is 3 teams; the config may choose 2; seat `i` plays for team `i mod teams` | [`Config::teams`], [`Config::sides`], [`Seating::sides`] (default first), [`State::side_of`] | `n_r4_six_players_and_classic_six_and_twelve_default_to_three_teams`, `n_r4_choosing_two_teams_works_and_seat_i_plays_for_team_i_mod_teams` |
//! | N-R5 | the classic deck holds 4 two-eyed Jacks (place anywhere, like Plus) and 4 one-eyed Jacks (remove, like Minus), two of each per 52-card deck | [`data::CLASSIC_DECK`], [`Action::Wild`], [`Action::Remove`] | `n_r5_classic_deck_holds_four_two_eyed_and_four_one_eyed_jacks`, `n_r5_two_eyed_jacks_place_anywhere_and_one_eyed_jacks_remove` |
//!
//! ## Tests
//!
//! * `tests/suite/rules.rs`: one hand-set scenario per rule sentence, named by
//!   section (`s1_`..`s8_`, `d1_`..`d8_`), every case of section 8 its own
//!   test, with 2, 3, 4 and 6 players.
//! * `tests/suite/rule_changes_n_r1_to_n_r3.rs`: the revision-2 rules (`n_r1_`, `n_r2_`, `n_r3_`);
//!   `tests/suite/rule_changes_n_r4_to_n_r5.rs`: the revision-3 rules (`n_r4_`, `n_r5_`).
//! * `tests/suite/conformance.rs`: board-core's conformance check over thousands
//!   of seeded games of every setup, classic Sequence with 2, 3, 4, 6, 8, 9,
//!   10 and 12 players included, each capped at 300 turns (legal moves agree
//!   with `apply`, chance sums to one, `validate` holds, notation and
//!   serde round-trip).
//! * `tests/suite/properties.rs`: invariants along random games (cards conserved,
//!   chips = placements - removals, locks never leave), views blind to what
//!   a seat cannot see, the whole move space against move generation, and
//!   fuzzing of the notation (random and character-by-character) and of
//!   `apply_unchecked`.
//! * `tests/suite/fast_paths.rs`: whole seeded games through the play-out fast
//!   paths (`random_move`, `sample_chance`, `apply_unchecked`) replay the
//!   generic paths move for move, for every setup; `tests/suite/size.rs` bounds
//!   `size_of` of [`State`] and [`Move`].
//! * `tests/suite/events.rs`: one test per event kind with the event
//!   list written out, board-core's `check_events` and
//!   `check_move_hints` over seeded games of both presets, a thousand cheap
//!   games rebuilding the public board from every seat's redacted events,
//!   the serde forms of events and views, and an `insta` snapshot of one
//!   whole game's events as seat 0 hears them.
//! * `tests/suite/perft.rs` with `tests/data/perft.txt`, `tests/suite/snapshots.rs`
//!   (a 2-player and a 6-player game, and a 4-player classic game),
//!   `tests/suite/serde.rs` (the JSON forms, read field by field),
//!   `tests/suite/schema.rs` (the committed JSON Schemas are current).
//! * `tests/suite/reachable_states.rs`: each invariant and spelling rule, from a
//!   text that would parse without it; `tests/suite/mutation.rs`: the
//!   field-mutation test (notation and JSON mutants of reachable states are
//!   refused or play on validly) and the respelling proptest.
//!
//! ## Performance
//!
//! Random play goes through allocation-free fast paths: `random_move`
//! counts each hand card's target squares on bitboards and picks the chosen
//! square without listing moves; `sample_chance` draws straight from the
//! pile's card counts with exactly the RNG calls of [`board_core::sample`];
//! card lookups hash, and SEQUENCE detection reads a compile-time table of
//! the windows through each square. Generic code lists moves in
//! [`board_core::Game::legal_move_list`], a `SmallVec` that keeps
//! [`INLINE_MOVES`] = 512 moves on the stack and spills to the heap only
//! beyond: the proven bound [`MAX_LEGAL_MOVES`] (262,152 moves, 4 MiB) is too
//! large for the stack, and seeded play stays under 210. `benches/numseq.rs` (criterion) and
//! `examples/numseq_playout.rs` (fixed work, for profilers) measure them; the
//! figures are in the workspace's `BENCHMARKS.md` (section `numseq`).
//!
//! ## Feature flags
//!
//! * `serde`: `Serialize`/`Deserialize` for [`Config`], [`State`], [`Move`],
//!   [`View`] and [`Event`] as structured JSON, [`Card`] and [`Side`] as strings (see
//!   "JSON" above); deserializing a state runs [`State::validate`], a
//!   config [`Config::validate`].
//! * `schema`: `schemars::JsonSchema` for those forms (`serde` + schemars,
//!   still `no_std`); the generated files are committed under `schema/`.
//! * `testkit`: `board_core::testkit::Conformance` for [`State`]
//!   (`validate_state` runs [`State::validate`]) and
//!   `board_core::testkit::EventReplay` (the board is [`PublicBoard`]).
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod card;
mod config;
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
mod score;

#[cfg(feature = "serde")]
mod serde_impl;
mod state;
#[cfg(feature = "testkit")]
mod testkit_impl;
mod view;

pub use card::{Card, MAX_CARD_NAME, ParseCardError};
pub use config::{Config, ConfigError, ConfigProblem, PlayerCounts, SequenceCount};
pub use events::{EndReason, Event, PublicBoard};
pub use invariants::StateError;
pub use knowledge::Heuristics;
pub use layout::{Action, CardSpec, Cell, Layout, LayoutData, LayoutError, LayoutProblem, Preset, Seating};
pub use moves::{INLINE_MOVES, Lock, MAX_LEGAL_MOVES, Move, MoveError, ParseMoveError};
pub use notation::ParseStateError;
pub use params::PARAMS;
pub use state::{MAX_HAND, MAX_SEATS, MAX_SEQUENCES, MAX_SIDES, Phase, Sequence, Side, State};
pub use view::View;
