//! # xobrainer
//!
//! A pure rules engine for **XOBrainer**, the Danish five-in-a-row game in
//! shape *or* colour, on [`board_core`]. The rules are
//! `RULES.md` (shipped in this crate; cited as §N below; the Danish rulebook as
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
//! | § | rule | where | tests (`tests/suite/rules.rs`) |
//! |---|---|---|---|
//! | 1 | Sides X (seat 0) and O (seat 1); each places only its own shape | [`Side`], [`Piece`] | `s1_*` |
//! | 1 | Supply per round: X 24 green + 8 red, O 24 red + 8 green; main colours green / red | [`supply`] | `s1_supply_per_round_is_24_main_and_8_off` |
//! | 1 | Teams of 1-8 (X-R5) take the side's turns in rotation | [`Config::seat_of`], [`Config::side_of`], [`Config::seats_of`], [`MAX_TEAM`] | `s1_teams_rotate_seats_within_a_side`, `x_r5_*` |
//! | 2 | Standard line-up: cycles of main, main, main, off; a side never chooses a colour | [`SideState::line_up`] | `s2_*` |
//! | 2 | Random: 4 draws per cycle, one at a time, uniform over the bag, public | [`Move::Draw`] | `s2_random_draws_are_chance_moves_over_the_bag` |
//! | 3 | Board layout from data, default `xobrainer-default-v0`; any valid layout from 5 x 5 up to 16 x 16 (X-R4), the default board on its one-word fast path | [`Layout`], [`data`], [`Squares`] | `s3_*`, `x_r4_*` |
//! | 4 | Place the next piece on an empty square; knockout squares take only red X / green O | [`Move::Place`] | `s4_*` |
//! | 4 | No legal square: the piece is skipped (D7) | [`Move::Pass`] | `s4_d7_*` |
//! | 5 | Five in a row by shape or colour, 4 directions (D1), checked after every placement | `score` | `s5_d1_*`, `s5_five_*` |
//! | 5 | Completing the opponent's line gives them the round; simultaneous lines go to the placer | `rules` | `s5_completing_*`, `s5_simultaneous_*` |
//! | 5 | Score = dots of the best single 5-window (6+ in a row, several lines: D2) | [`RoundScore`] | `s5_score_*`, `s5_six_*`, `s5_several_*` |
//! | 5 | A winning line through a knockout square wins the match, in every format; any winning window counts (D2) | [`RoundScore::square_knockout`] | `s5_knockout_*`, `s5_d2_*`, `s6_knockout_ends_every_format` |
//! | 5 | Lines never wrap around a board edge | `score` | `s5_d1_lines_do_not_wrap_around_the_board_edge` |
//! | 6 | Lot for the first starter; loser starts the next round (across sets) | [`Move::Lot`] | `s6_first_*`, `s6_loser_*` |
//! | 6 | Board cleared, line-ups restart after each round | [`Move::NextRound`] | `s6_plain_next_round_is_a_seat_move` |
//! | 6 | 20 points win a set, surplus lost; formats | [`MatchFormat`], [`Score`] | `s6_*` |
//! | 6 | Void round when the side to act has no piece left (D3, X-R3), replayed, the other side starts; nobody places twice in a row | [`EndReason::Void`] | `s6_d3_*`, `x_r3_*` |
//! | 7 | TimeBomb: `Timeout` passes the turn, the piece stays next (D4) | [`Move::Timeout`], [`State::time_limit_secs`] | `s7_d4_*` |
//! | 7 | Map: a drawn card sets 3 main + 1 off piece from the supply; colliding cards redrawn (D5) | [`Move::MapCard`] | `s7_map_*` |
//! | 7 | One 25-card deck for Map and Mission, no card drawn twice in a round (X-R1) | [`MoveError::CardTaken`] | `x_r1_*`, `s7_mission_cards_are_chance_and_distinct` |
//! | 7 | Mission: a secret card per player (X-R2), 3 bonus per covered mark per card for the round winner; one card's 4 marks covered = knockout | [`Move::MissionCard`], [`State::mission_of`] | `s7_mission_*`, `x_r2_*` |
//! | 7 | Cards read the same way by both sides (X: green X / red X, O: red O / green O) | [`Card`] | `s7_cards_*` |
//! | 5, 6 | A knockout round books its line's dots, the knockout square's included, then ends the match (X-R6) | [`RoundScore`] | `x_r6_*`, `s6_knockout_ends_every_format` |
//! | 7 | Map cards set aside by a redraw (D5) go back into the deck before the Mission draws of the round: a Mission card is uniform over every card not on the board as a Map (X-R7) | [`Move::MissionCard`], [`MoveError::CardCollides`] | `x_r7_*` |
//! | 5 | One placement making five for both sides: the placer wins and only its lines count, for points and for knockout (X-R8) | [`RoundScore`] | `x_r8_*`, `s5_simultaneous_*` |
//! | 1, 7 | Teams with TimeBomb: a timeout uses up the turn of the member whose turn it was; the other side's next member acts next (X-R9) | [`Move::Timeout`], [`Config::seat_of`] | `x_r9_*` |
//! | 8 | Each seat sees only its own Mission card (team-mates' hidden too, X-R2) until the round ends; line-ups are public | [`View`] | `s8_*`, `x_r2_a_seat_sees_only_its_own_mission_card`, `views_leak_no_mission_card`, `determinize_*` |
//!
//! Rules revision 2 (spec §10) has one test group per change id in
//! `tests/suite/rule_changes_x_r1_to_x_r6.rs` (`x_r1_*` .. `x_r6_*`), each written first and run
//! against the revision-1 engine, where all but `x_r6_*` failed: X-R6 only
//! moved our old decision E7 (a knockout round's points are booked) into
//! the spec. `tests/suite/conformance.rs` plays thousands of seeded games on
//! 12 x 12 and 16 x 16 layouts (`x_r4_*`) and with teams of 5 and 8
//! (`x_r5_*`).
//!
//! Rules revision 3 (spec §11) writes down three things the engine already
//! did (X-R7 and X-R9 were our decisions E2 and E3, X-R8 what
//! `s5_simultaneous_*` tested); `tests/suite/rule_changes_x_r7_to_x_r9.rs` pins each
//! (`x_r7_*` .. `x_r9_*`) on a position where the rule decides the
//! outcome: the Mission draw's outcomes and probabilities, the points and
//! knockout of a simultaneous five, and which seat acts after a timeout.
//!
//! `tests/suite/adversarial.rs` holds the hostile-input tests: inconsistent states
//! the notation refuses, and notation fuzzing (character and word
//! mutations of reachable states) where every state that parses prints back
//! to the same text and then plays on with checked moves.
//! `tests/suite/validation.rs` has one test per refused unreachable state or
//! second spelling, and
//! `tests/suite/mutation.rs` mutates every field of the notation and of the JSON
//! of reachable states: each mutant is refused or plays on, valid after
//! every move.
//!
//! ### State invariants
//!
//! [`State::validate`] checks each of these (the [`StateError`] variant in
//! brackets); a state passes exactly when some play from a start reaches
//! it, as far as the state records the past (the rounds before the current
//! one are summed up in the score, so their bounds are necessary, not
//! sufficient, conditions). `FromStr`, serde and the test kit run it.
//!
//! * **Board** (§3, §4): no square holds two pieces [`SquareHeldTwice`],
//!   no piece off the board [`PieceOffBoard`], no green X or red O on a
//!   knockout square [`MainColourOnKnockout`].
//! * **Counts** (§1, §2): per side and colour, board + bag + line-up +
//!   skipped = the supply (24 main, 8 off) [`PieceCount`]; a line-up holds
//!   at most 4 pieces [`LineUpMalformed`]; without Random the line-up is the
//!   tail of a cycle main, main, main, off and the bag holds 3 main per off
//!   [`NotStandardOrder`]; with Random the pieces drawn are whole draws of
//!   four, but for the draw under way [`DrawsNotInFours`], a draw is due
//!   only with room in the line-up and pieces in the bag, at the round's
//!   start (X, then O, before any turn) or right after the turn that emptied
//!   the side's line-up, before the other side moves [`DrawOutOfTurn`]; a
//!   side with an empty line-up and a full bag is drawing [`EmptyLineUp`].
//! * **Skips** (D7): a skipped main-colour piece means every empty square
//!   is a knockout square, a skipped off-colour piece a full board (squares
//!   only fill up within a round) [`SkipWithLegalSquare`].
//! * **Turn order** (§6, X-R3, E3): turns alternate from the round's
//!   starter, so the starter has taken as many turns as the other side, or
//!   one more when the other side is to move; in the first round each
//!   side's team member to act is its turns modulo its team size. Without
//!   TimeBomb every turn shows (a piece placed by hand or skipped); with
//!   it, unrecorded timeouts may make up the difference [`TurnOrder`]. The
//!   member exists [`NoSuchMember`]; the side to move holds a piece
//!   [`NoPieceToPlay`].
//! * **Cards** (§7, X-R1, X-R2, E1): Map and Mission cards only with their
//!   variant [`CardWithoutVariant`], in the deck [`NoSuchCard`], for
//!   existing seats [`MissionForNoSeat`]; Map pieces on their card's squares
//!   [`MapPieceMissing`]; the Map cards do not collide [`MapCardsCollide`];
//!   drawn in the order X's Map card, O's, Mission cards by seat
//!   [`CardsOutOfOrder`], no card twice a round [`CardDrawnTwice`], all
//!   before the first turn, and all drawn in a finished round
//!   [`PlayBeforeCards`].
//! * **Phases** (§6): the lot phase is a fresh match [`LotAfterStart`]; the
//!   game is over exactly when the score decides it, a void round never
//!   ends it, and the round that ended it was played while it was
//!   undecided [`PhaseDisagrees`]; the loser of the last round starts the
//!   next [`WinnerStarts`]; no five in a row in a running round
//!   [`LineInRunningRound`]; a finished round has a result [`NoResult`]; a
//!   void round has no line and the side to move next no piece
//!   [`NotVoid`]; a won round's result is the board's: the winner's line,
//!   its best window, bonus and knockouts, and a last placement by the side
//!   that moved last (not a Map piece) whose removal leaves no line, giving
//!   the round to the placer on its own line and else to the owner of the
//!   placed colour [`ResultDisagrees`].
//! * **Scores** (§5, §6, §7, D6): `rounds` is the sum of the rounds won
//!   [`RoundsDoNotAddUp`]; a round result's line dots lie between the
//!   board's smallest and largest 5-window, its bonus is a multiple of 3 of
//!   at most 12 per player of the side and only with Mission, a Mission
//!   knockout has 12 bonus points or more [`ImpossibleResult`]; the last
//!   result exists exactly when a round was played and is counted (in a set
//!   format its points are in the current set, or it won a set)
//!   [`LastRoundNotCounted`]; a side's total lies between its rounds won
//!   times the smallest window and times the best round (the total
//!   saturates at 65535) [`ImpossibleTotal`]; the last round's winner's
//!   total less the last round's points lies between its other rounds won
//!   times the smallest window and times the best round, and in a set
//!   format its current points beyond the last round's need those rounds
//!   too [`TotalNotFromRounds`]; in set formats the points of
//!   the current set are below 20, equal the total before any set is won,
//!   total >= 20 per set won + points, total <= points + 19 + best round
//!   per set won + 19 per set lost, and the rounds won cover the sets and
//!   the current points; outside set formats points are the totals and no
//!   set is won [`ImpossibleSetScore`].
//! * **Normal forms**: no colour bits beyond a line-up's length, none on
//!   empty squares, none beyond the board; no Mission card for a seat that
//!   does not exist; the notation has one spelling per state
//!   ([`ParseStateError::NotCanonical`]).
//!
//! [`SquareHeldTwice`]: StateError::SquareHeldTwice
//! [`PieceOffBoard`]: StateError::PieceOffBoard
//! [`MainColourOnKnockout`]: StateError::MainColourOnKnockout
//! [`PieceCount`]: StateError::PieceCount
//! [`LineUpMalformed`]: StateError::LineUpMalformed
//! [`NotStandardOrder`]: StateError::NotStandardOrder
//! [`DrawsNotInFours`]: StateError::DrawsNotInFours
//! [`DrawOutOfTurn`]: StateError::DrawOutOfTurn
//! [`EmptyLineUp`]: StateError::EmptyLineUp
//! [`SkipWithLegalSquare`]: StateError::SkipWithLegalSquare
//! [`TurnOrder`]: StateError::TurnOrder
//! [`NoSuchMember`]: StateError::NoSuchMember
//! [`NoPieceToPlay`]: StateError::NoPieceToPlay
//! [`CardWithoutVariant`]: StateError::CardWithoutVariant
//! [`NoSuchCard`]: StateError::NoSuchCard
//! [`MissionForNoSeat`]: StateError::MissionForNoSeat
//! [`MapPieceMissing`]: StateError::MapPieceMissing
//! [`MapCardsCollide`]: StateError::MapCardsCollide
//! [`CardsOutOfOrder`]: StateError::CardsOutOfOrder
//! [`CardDrawnTwice`]: StateError::CardDrawnTwice
//! [`PlayBeforeCards`]: StateError::PlayBeforeCards
//! [`LotAfterStart`]: StateError::LotAfterStart
//! [`PhaseDisagrees`]: StateError::PhaseDisagrees
//! [`WinnerStarts`]: StateError::WinnerStarts
//! [`LineInRunningRound`]: StateError::LineInRunningRound
//! [`NoResult`]: StateError::NoResult
//! [`NotVoid`]: StateError::NotVoid
//! [`ResultDisagrees`]: StateError::ResultDisagrees
//! [`RoundsDoNotAddUp`]: StateError::RoundsDoNotAddUp
//! [`ImpossibleResult`]: StateError::ImpossibleResult
//! [`LastRoundNotCounted`]: StateError::LastRoundNotCounted
//! [`ImpossibleTotal`]: StateError::ImpossibleTotal
//! [`TotalNotFromRounds`]: StateError::TotalNotFromRounds
//! [`ImpossibleSetScore`]: StateError::ImpossibleSetScore
//!
//! ### Rule decisions
//!
//! The spec's decisions, all implemented: **D1** lines in all four
//! directions; **D2** best single window, knockout if any winning window
//! crosses a knockout square (the winner's windows only: when one placement
//! makes five for both sides, the placer's, X-R8); **D3** void round when every piece is played
//! (or skipped) without a line; **D4** a timeout keeps the piece; **D5** a
//! Map card colliding with the other side's is redrawn; **D6** "first to N
//! points" keeps surplus; **D7** a piece without a legal square is skipped.
//!
//! Our own decisions where spec and rulebook are silent:
//!
//! * **E1 chance order.** Per round: Map card X, Map card O, then a
//!   Mission card per seat in seat order (X-R2), then (Random) X's four bag
//!   draws, then O's. During play a Random side draws its next four right
//!   after placing the fourth piece of a cycle, before the opponent moves.
//! * **E2 cards (revision 2).** One 25-card deck, no card drawn twice in a
//!   round (X-R1): O's Map card is uniform over the cards neither drawn nor
//!   colliding with X's (D5: a colliding card is set aside and another
//!   drawn); the set-aside cards go back into the deck before the Mission
//!   cards are drawn (now the spec's X-R7; a set-aside card is nobody's
//!   card, so nothing a player knows changes), and each Mission card is
//!   uniform over the cards not yet drawn this round. Mission coverage
//!   counts every piece of the side's shape in the marked colour, Map
//!   pieces and team-mates' pieces included (spec §7). The old decision
//!   that a side could draw its own Map card as its Mission card is gone.
//! * **E3 teams.** X's players are seats `0..a`, O's seats `a..a+b`
//!   ([`Config::seat_of`]). Each side's rotation advances on every turn it
//!   takes (placement, pass, timeout: a timeout uses up the member's turn,
//!   now the spec's X-R9) and carries over between rounds.
//! * **E4 round over.** The finished round stays on the board
//!   ([`Phase::RoundOver`]) until the next move: [`Move::NextRound`] by the
//!   next starter's seat, or, when the next round begins with a draw (Map,
//!   Mission, Random), that first chance outcome.
//! * **E6 counting rounds.** Void rounds are replayed and do not count toward
//!   [`MatchFormat::Rounds`] or [`MatchFormat::OneRound`].
//! * **E8 outcome score.** [`board_core::SeatOutcome::score`] is the sets won
//!   in set formats, the total points otherwise; team members share it.
//! * **E9 limits.** Boards of 5-16 rows and 5-16 columns (X-R4; a 5 x 20
//!   board, legal before when it had at most 128 squares, is now refused:
//!   the spec bounds the board by 16 x 16); exactly 25 cards; every card must
//!   fit the board, may not put a main-colour piece on a knockout square and
//!   must have a non-colliding partner; the deck must hold a round's draws
//!   (2 Map cards + 1 Mission card per player, [`ConfigProblem::DeckTooSmall`];
//!   always true of 25 cards and at most 16 players). Exception: without Map
//!   and Mission no card is drawn, so the default deck is accepted on any
//!   valid layout.
//!
//! * **E11 validation without a history.** A state records the current
//!   round fully but earlier rounds only through the score, so
//!   [`State::validate`] bounds the score by what rounds on this board can
//!   give (see "State invariants") rather than replaying them; with
//!   TimeBomb the timeouts leave no trace, so the turn order is checked
//!   for some number of timeouts, not an exact one.
//! * **E12 moves naming what does not exist.** A placement off the board, a
//!   card number beyond the deck and a Mission card for a seat the match
//!   does not have are refused as such ([`MoveError::OffBoard`],
//!   [`MoveError::NoSuchCard`], [`MoveError::NoSuchSeat`]) before any other
//!   reason (whose turn it is, which chance event is due).
//!
//! * **E13 events.** [`Event::LineMade`] lists every square of
//!   the winner's lines (a six in a row, or two lines, in full; as the
//!   picture marks them), not only the scoring window; [`Event::Knockout`]
//!   names the knockout squares on them. The Mission cards are shown in
//!   one event at every round's end, void rounds included (the view shows
//!   them then). A round's end leaves [`State::side_to_move`] with the side
//!   that moved last; [`Event::RoundStarted`] comes with the next round's
//!   first move, not at the round's end. A standard line-up refill is an
//!   event ([`Event::LineUpFilled`]) so that a frontend need not know the
//!   cycle; a Random side's empty line-up is [`Event::DrawingStarted`].
//!
//! Revision 2 retired three decisions: **E5** (one side kept placing after
//! the other ran out; now the round is void, X-R3), **E7** (a knockout
//! round's points are booked; now the spec's X-R6) and **E10** (one Mission
//! card per side; now one per player, X-R2). Revision 3 took two of our
//! decisions into the spec unchanged: part of **E2** (set-aside Map cards go
//! back before the Mission draws, X-R7) and of **E3** (a timeout uses up the
//! team member's turn, X-R9).
//!
//! ### Parameters and defaults
//!
//! [`Config::default`]: layout and deck `xobrainer-default-v0`, best of 5
//! sets of [`SET_POINTS`] = 20, no variants, one player per side (teams of
//! up to [`MAX_TEAM`] = 8 per side). Formats:
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
//! (col 4), row 5 from the top (row 4), as in [`board_core::grid`]. Bit `i`
//! of a [`Squares`] set is the row-major square `row * cols + col`.
//!
//! ### Moves and notation
//!
//! See [`Move`] for the move notation (`e5`, `timeout`, `pass`, `next`,
//! `lot:X`, `draw:O:g`, `map:X:7`, `mission:2:12`); cards are 0-based deck
//! indices, Mission cards name the drawing seat (X-R2). Move parsing
//! forgives letter case and spaces (`Lot : x`, ` E5 `); `Display` writes
//! the canonical form. The state notation (one line, one spelling per
//! state, validated on parsing) is described in the `notation` module docs
//! and by [`ParseStateError`]; [`State::picture`] draws the board: `Xg` green X,
//! `Xr` red X, `Or` red O, `Og` green O, `.N` an empty square with N dots,
//! `[..]` a knockout square, `<..>` a square of the winning line.
//!
//! ### What each call returns
//!
//! * [`State::new`]: [`ConfigError`] listing every [`ConfigProblem`].
//! * [`board_core::Game::apply`] / [`State::check_move`]: [`MoveError`]:
//!   `GameOver`, `ChanceDue` (a decision where chance acts),
//!   `NotChanceNode`, `WrongChanceOutcome` (with the event due), `OffBoard`,
//!   `NoSuchCard`, `NoSuchSeat` (a move naming what does not exist: checked
//!   first), `Occupied`, `KnockoutNeedsOffColour`, `NoTimeBomb`,
//!   `CannotPass`, `NoPiece` (never in a valid state), `RoundNotOver`,
//!   `RoundOver`, `CardTaken`, `CardCollides`, `EmptyBag`;
//!   [`State::apply_as`] adds `NotYourTurn`.
//!   `apply` never panics and never changes `self`.
//! * `str::parse::<Move>`: [`ParseMoveError`] (syntax: column, token,
//!   expected form; letter case and spaces are forgiven);
//!   `str::parse::<State>`: [`ParseStateError`] (syntax, a spelling other
//!   than the one canonical text, an invalid config, or a state the rules
//!   cannot reach: [`StateError`]).
//! * [`State::validate`] checks every invariant below ("State invariants")
//!   and returns the first broken one as a [`StateError`].
//! * [`board_core::Game::apply_unchecked`] is the fast path for legal moves:
//!   an illegal move may leave an inconsistent state (no panic, no unsafe).
//!
//! ### Scores
//!
//! [`Score`]: points in the current set (reset at a set win, surplus lost;
//! in the other formats the match points), sets, total points, rounds won,
//! void rounds; [`State::last_round`] summarises the latest round.
//!
//! ## Events
//!
//! [`board_core::events::Narrate::apply_narrated`] applies a move exactly
//! as [`board_core::Game::apply`] does (same state, same [`MoveError`],
//! nothing appended on a refusal) and appends its [`Event`]s, in the order
//! a frontend animates them:
//!
//! 1. [`Event::Lot`], or [`Event::RoundStarted`] when the move is the
//!    first of a new round (the board is cleared only then, E4);
//! 2. set-up draws: [`Event::MapPiecesSet`] (Map card and its four
//!    pieces), [`Event::MissionCardDrawn`], [`Event::BagDraw`] (Random);
//! 3. the turn: [`Event::PiecePlaced`] (square, shape, colour, seat),
//!    [`Event::PieceSkipped`] (D7) or [`Event::TimedOut`] (D4);
//! 4. an emptied line-up: [`Event::LineUpFilled`] (standard) or
//!    [`Event::DrawingStarted`] (Random: draws follow);
//! 5. a round's end: [`Event::LineMade`], [`Event::MissionCardsRevealed`]
//!    (Mission), [`Event::PointsBooked`] (the round's [`RoundScore`] and the
//!    score after it), [`Event::Knockout`], [`Event::SetWon`],
//!    [`Event::RoundOver`]; a void round: [`Event::MissionCardsRevealed`],
//!    [`Event::VoidRound`];
//! 6. [`Event::GameOver`].
//!
//! **Redaction** ([`board_core::events::Redact`]): the only secret is a
//! Mission card. [`Event::MissionCardDrawn`] carries the card for its
//! holder only; every other seat (team-mates too, X-R2) and a spectator
//! see `card: None`, until [`Event::MissionCardsRevealed`] shows every card
//! at the round's end. Everything else is public.
//!
//! **Completeness**: [`PublicBoard`] is everything every seat sees (pieces,
//! line-ups, bags, skipped pieces, team rotation, Map cards, which Mission
//! cards are drawn or shown, score, phase, whose turn) and
//! [`PublicBoard::apply_event`] how each event changes it: the reference
//! for a frontend that follows a match from the events alone.
//! `tests/suite/events.rs` rebuilds it from each seat's and a spectator's
//! redacted events after every move of seeded matches in every variant
//! combination (teams, sets, a small board with skips and void rounds) and
//! compares it with the real state (`board_core::testkit::check_events`,
//! through `EventReplay` with the `testkit` feature).
//!
//! The fast path is untouched: the move code is one implementation, generic
//! over an event sink; `apply` and `apply_unchecked` pass a sink that
//! collects nothing and whose event code is compiled away (`tests/suite/alloc.rs`
//! still finds no allocation).
//!
//! ## Search
//!
//! `mcts:N` searches with uniform play-outs and no knowledge (the
//! defaults of [`board_core::mcts::SearchSettings`]). `guided:N` (and the
//! `expert` level, `EXPERT_ITERATIONS` = 8,000) plays out with
//! [`Heuristics`] (complete one's own five, else block the opponent's,
//! spec §5) and reads its priors through progressive bias (weight 2) and
//! RAVE (k = 300: placements mostly commute). The examples
//! `xobrainer_guided_speed` and `xobrainer_guided_tune` measure its speed and try other
//! settings.
//!
//! ## Move hints
//!
//! [`board_core::hints::MoveHints`]: a placement is one click on its square
//! (`e5`: the piece is always the side's next line-up piece, so there is
//! nothing to pick first); `pass`, `timeout` and `next` are one
//! [`board_core::hints::StepKind::Choice`] each. Chance nodes and the
//! match's end give none.
//!
//! ## Views
//!
//! [`View`] (from [`board_core::Observe::view`]) is the public state plus
//! the seat's own Mission card (X-R2) and the board layout. Its `Display`
//! is the picture from that seat's side: the board as [`State::picture`]
//! draws it, line-ups and bags, Map cards, each seat's Mission card as
//! this seat knows it (`hidden`), the score and who acts. With `serde` it
//! serializes and deserializes (the board is checked against the layout;
//! a view is a message, not a state, so nothing else is validated).
//!
//! ## Action ids
//!
//! [`board_core::encoding`], for a board of `h x w` squares
//! (`tests/suite/encodings.rs`). Ids depend on the config only.
//!
//! | ids | move |
//! |---|---|
//! | `row * w + col` (0 .. `h*w`) | [`Move::Place`] on that square (row 0 at the top, as [`board_core::grid::Coord`]) |
//! | `h*w` | [`Move::Pass`] |
//! | `h*w + 1` | [`Move::Timeout`] |
//! | `h*w + 2` | [`Move::NextRound`] |
//!
//! | chance ids | outcome |
//! |---|---|
//! | 0, 1 | [`Move::Lot`] X, O |
//! | `2 + 2 * side + colour` (2-5) | [`Move::Draw`] (side X 0, O 1; colour green 0, red 1) |
//! | `6 + 25 * side + card` (6-55) | [`Move::MapCard`] |
//! | `56 + 25 * seat + card` | [`Move::MissionCard`]; `max_chance_outcomes` is `56 + 25 * seats` |
//!
//! ## Observation tensor
//!
//! Shape `[60, h, w]`: plane, row, column (row 0 at the top). It holds what
//! the seat may see ([`View`]): the other seats' Mission cards only once
//! the round is over. "Everywhere" planes hold one value on every square.
//!
//! | planes | value |
//! |---|---|
//! | 0-3 | pieces: green X, red X, red O, green O |
//! | 4, 5 | knockout squares; dots of the square / 10 |
//! | 6 | the squares of the seat's own Mission card |
//! | 7, 8 | revealed Mission cards (round over) of team-mates / of the other side (+1 per card) |
//! | 9, 10 | X's / O's Map card squares |
//! | 11, 12 | everywhere: X / O to move (round running) |
//! | 13, 14 | everywhere: the observer plays X / O |
//! | 15, 16 | everywhere: X / O started the round |
//! | 17-20 | everywhere: the phase (lot, play, round over, game over) |
//! | `21 + 8 * side + 2 * k + colour` | everywhere: piece `k` (0 = next) of the side's line-up has this colour |
//! | 37-40, 41-44 | everywhere: bag / 24, skipped / 8 (X green, X red, O green, O red) |
//! | 45, 46 | everywhere: the side's Random line-up is being drawn |
//! | 47-48, 49-50, 51-52 | everywhere: points / 20, sets / 5, total / 100 (X, O) |
//! | 53, 54-55 | everywhere: void rounds / 10; rounds won / 10 (X, O) |
//! | 56 | everywhere: the observer is the seat to act |
//! | 57, 58, 59 | everywhere: the last round was won by X / by O / void |
//!
//! The information state is the state's notation without the Mission
//! variant (perfect information), and with it the seat's [`View`] in its
//! `Debug` form (its own card; the others' once revealed). Bounds: no
//! natural length (void rounds are replayed, TimeBomb timeouts keep the
//! piece): adapters cap at [`board_core::encoding::DEFAULT_DECISION_CAP`]
//! decisions, a capped game a draw. Returns +1/-1 per side's seats, 0 for a
//! draw; zero-sum when both sides have as many players, else general-sum.
//!
//! ## Performance
//!
//! Random play-outs, perft and bots run through the allocation-free fast
//! paths, each held by the conformance check to its generic twin (same RNG
//! calls, same result, so a seed names one game whichever path runs it):
//!
//! * [`board_core::Game::random_move`] counts the legal squares of one
//!   128-bit word (two on a board of more than 128 squares), draws `uniform_index(n)` and takes the `r`-th set bit
//!   (broadword select), without listing the moves;
//! * [`board_core::Game::sample_chance`] draws the lot, a card (the `r`-th
//!   allowed card of a 25-bit mask) or a bag colour (weights reduced by their
//!   gcd, as `board_core::sample` reduces the probabilities) without a list;
//! * [`board_core::Game::apply_unchecked`] places a piece and tests the two
//!   boards that can have gained a line (the placer's shape, the piece's
//!   colour) with branch-free shifts, constant per board width. As a running
//!   round never shows a line, a new one passes through the placed square:
//!   on a board of at most 128 squares one test of both boards' union on the
//!   4 lines through that square (a `const` table per width) settles most
//!   placements, and only a hit (about one placement in 29) tests the two
//!   boards one by one. On a state that already shows a line in
//!   a running round (invalid: [`StateError::LineInRunningRound`], reachable
//!   only by building the state by hand), a placement on a board of at most
//!   128 squares ends the round only if it makes a line of its own;
//! * [`board_core::Game::random_playout`] (random play to the end of the
//!   match) plays each round's plain placements on local copies of the words
//!   they change (the board's low words, the empty-square counts, both
//!   line-ups) and writes them back to the state only at a pass, a made
//!   line, a void round or an empty line-up: about 16% less CPU time a
//!   decision than [`board_core::Game::random_step`] in a loop, the same games.
//!
//! Boards of more than 128 squares (X-R4) hold their sets in two words; the
//! layout decides once ([`State::new`]) which path a match takes, and the
//! default 10 x 10 board keeps the one-word code (see `BENCHMARKS.md`).
//!
//! Generic code lists moves in [`board_core::Game::legal_move_list`], an
//! `ArrayVec` of [`MAX_LEGAL_MOVES`] = 257 moves on the stack (the bound is
//! derived on the constant).
//!
//! `tests/suite/alloc.rs` asserts that `apply`, `apply_unchecked`, both
//! samplers, `legal_move_list` and perft never allocate; `tests/suite/size.rs`
//! bounds `size_of` of [`State`] (at most 192 bytes on 64-bit targets: the
//! match-long rules are shared behind a reference count, so a clone copies no
//! layout or deck) and [`Move`] (3 bytes); `benches/xobrainer.rs` holds the
//! criterion benches (move generation, apply, play-outs, perft) and
//! `examples/xobrainer_playout.rs` a fixed-work driver for profilers.
//!
//! ## Feature flags
//!
//! * `serde`: structured JSON for [`Config`], [`State`], [`Move`],
//!   [`View`] and [`Event`] (tagged by `"type"`, squares as notation),
//!   through private wire types: board rows of
//!   `null` or `{"shape": "x", "colour": "green"}` cells, sides with bags
//!   and line-ups, per-seat Mission cards, score, phase, last round; moves
//!   tagged by `"type"` (`{"type": "place", "square": "e5"}`). A state is
//!   deserialized through [`State::validate`] (the error text is the
//!   [`StateError`]); a config may be partial JSON, missing fields taking
//!   [`Config::default`]'s values. The notation stays available with
//!   `#[serde(with = "board_core::notation_serde::as_notation")]`.
//! * `schema`: `serde` plus [`json_schemas`]: JSON Schemas (`schemars`) of
//!   the state, move and config forms, committed as
//!   `schema/{state,move,config}.schema.json` (`tests/suite/schema.rs` fails when
//!   they are stale; `UPDATE_SCHEMAS=1` rewrites them).
//! * `testkit`: `board_core::testkit::Conformance for State`.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod config;
pub mod data;
mod encoding;
pub mod events;
mod fast;
mod game_impl;
mod hints;
mod invariants;
mod knowledge;
pub mod layout;
mod moves;
mod notation;
mod params;
mod picture;
mod piece;
mod present;
mod rules;
mod score;
#[cfg(feature = "serde")]
mod serde_impl;
mod squares;
mod state;
#[cfg(feature = "testkit")]
mod testkit_impl;
mod view;

pub use config::{
    Config, ConfigError, ConfigProblem, MAX_SEATS, MAX_TEAM, MatchFormat, SET_POINTS, TimeBomb, Variants,
};
pub use events::{Event, PublicBoard};
pub use invariants::StateError;
pub use knowledge::Heuristics;
pub use layout::{Card, DECK_SIZE, Layout, MAX_SIDE, MIN_SIDE};
pub use moves::{ChanceEvent, MAX_LEGAL_MOVES, Move, MoveError, ParseMoveError};
pub use notation::{Field, ParseStateError, Spelling};
pub use params::PARAMS;
pub use piece::{BySide, Colour, Piece, Side};
pub use score::{LINE, MISSION_BONUS};
#[cfg(feature = "schema")]
pub use serde_impl::json_schemas;
pub use squares::{MAX_SQUARES, Squares};
pub use state::{Board, CYCLE, EndReason, MAIN_SUPPLY, OFF_SUPPLY, Phase, RoundScore, Score, SideState, State, supply};
pub use view::{MissionView, View};
