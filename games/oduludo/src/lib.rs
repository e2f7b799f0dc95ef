//! # oduludo: the ODULUDO rules engine
//!
//! ODULUDO is Nordic Ludo (Star and globe squares) extended with pawn kinds
//! (King, Queen, Soldiers), kidnapping and special squares. This crate is a
//! pure, `no_std` rules engine built on `board-core`: one [`State`] value holds
//! a whole game (rounds included), every decision and every chance outcome is
//! an explicit [`Move`], and every illegal move is refused with a typed
//! [`MoveError`]. Nothing panics on any input.
//!
//! The rules are `RULES.md` (shipped in this crate; cited as §n) from the Icelandic
//! original (cited R§n). This documentation is the contract: every rule with
//! its section, every decision where the text is silent, and the tests that
//! pin them (`tests/suite/rules.rs`, one test per rule sentence, named `sN_...` or
//! `dN_...`; `tests/suite/rule_changes_o_r1_to_o_r8.rs`, the revision-2 changes of spec section 13,
//! and `tests/suite/rule_changes_o_r9_to_o_r14.rs`, the revision-3 changes of section 14,
//! named `o_rN_...`).
//!
//! ## Example
//!
//! ```
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! use board_core::Game;
//! use oduludo::{Config, Move, MoveError, PawnKind, Square, State};
//!
//! let s = State::new(Config::with_players(2))?; // Green and Blue
//! // Chance moves are explicit: force the starter and the die.
//! let s = s.apply(&"start:G".parse()?)?;
//! let s = s.apply(&Move::Roll(6))?;
//! let names: Vec<String> = s.legal_moves().iter().map(|m| m.to_string()).collect();
//! assert_eq!(names, ["enter K", "enter Q", "enter S"]);
//! // An illegal move is refused with its reason; the state is unchanged.
//! let e = s.apply(&"r5+6".parse()?).unwrap_err();
//! assert_eq!(e, MoveError::NoGroup(Square::Ring(5)));
//! assert_eq!(e.to_string(), "no own group on r5");
//! assert_eq!(s.check_move(&"r99+6".parse()?).unwrap_err().to_string(), "no such square r99");
//! // Move text is read in any case, with spaces; it names what it expected.
//! assert_eq!("ENTER q".parse::<Move>()?, Move::Enter(PawnKind::Queen));
//! let e = "enter X".parse::<Move>().unwrap_err();
//! assert_eq!(e.to_string(), "expected a pawn letter K, Q or S at column 7, found \"X\"");
//! let s = s.apply(&Move::Enter(PawnKind::Queen))?;
//! // The 6 gives another roll.
//! assert_eq!(s.colour_to_move(), oduludo::Colour::Green);
//! println!("{}", s.picture());
//! // The whole state round-trips through its one-line notation.
//! assert_eq!(s.to_string().parse::<State>()?, s);
//! # Ok(()) }
//! ```
//!
//! ## Players and pieces (§1, R§1, R§2)
//! * 2-4 players, each choosing a colour (R§1, O-R1): [`Config::colours`]
//!   holds any 2-4 of Green (0), Red (1), Blue (2), Purple (3);
//!   [`Config::with_colours`] takes them in any order. Seats
//!   ([`board_core::Seat`]) are the colours in play in clockwise board order.
//!   Defaults ([`Config::with_players`], [`ColourSet::for_players`]): 2 players
//!   Green and Blue, 3 players Green, Red and Blue. Team play needs all four.
//!   Typed problems ([`ConfigProblem`]): `ColourListedTwice`, `PlayerCount`
//!   (too few or too many listed), `TeamNeedsFour`, `UnknownColours`.
//! * 5 pawns each: King (pawn 0), Queen (1), 3 Soldiers (2-4), on the
//!   spaceship at the start; the player chooses which kind enters.
//! * The Queen carries her stack backward (O-R9, revision 3, replacing
//!   O-R2): a group moves backward when the Queen is one of its own pawns,
//!   the King and Soldiers included (prisoners ride along), on the ring,
//!   never past her own Moon; a group without the Queen (the King or
//!   Soldiers on their own) moves forward only ([`MoveError::NotQueen`],
//!   [`MoveError::PastOwnMoon`]; `s1_*`, `o_r9_*` tests). The knob
//!   [`BackwardRule`] `queen-alone` keeps revision 2's O-R2: only
//!   the Queen as her group's one own pawn moves backward
//!   ([`MoveError::QueenNotAlone`]; `o_r2_under_queen_alone_*` tests).
//!
//! ## Board (§2): layout `oduludo-default-v2`, provisional
//! The layout is data ([`layout`]): a 13-square galaxy pattern repeated four
//! times, written `M:.*S.O.UL.SJ/5s` (Moon, safe plain, plain, Star, Sun,
//! plain, ODULUDO ring, plain, UFO parking, Lightning, plain, Sun, junction;
//! a 5-square path; two globes in sequence). Revision 2 (O-R3) moved the
//! Lightning to offset 9, 3 squares after the ODULUDO ring, so that face 4
//! can land on it (R§5); the revision-1 board `oduludo-default-v1`
//! ([`Layout::V1`], `M:.*S.O.U.LSJ/5s`) stays loadable by name
//! ([`Layout::named`]; names are read wherever layout text is, the config
//! notation included). It is our default until the published board replaces
//! it; [`Layout::parse`] validates any pattern and reports every
//! [`LayoutError`]. The D8 alternatives are accepted: [`Layout::ONE_SUN`],
//! paths of 4-6 squares, side-by-side globes (`b`), [`Layout::JUNCTION_50`].
//!
//! **Coordinates:** ring squares are absolute, `r0`..`r51`, clockwise, with
//! Green's Moon at `r0` and colour g's Moon at `r{13g}`. A colour's **route**
//! (board-core [`board_core::track::Track`]) is: route 0 its Moon, routes 0-51
//! the ring clockwise to its junction, 52-56 its coloured path (`pG0`..`pG4`
//! in state notation, `p0`..`p4` in moves), 57-58 the two globes (Earth).
//! Safe squares: offsets 0, 1, 8, 12 of each galaxy, the paths, Earth.
//!
//! ## Turn and dice (§3, R§3)
//! * The first round's starter is a chance move (`start:G`, uniform over the
//!   players); later rounds start with the previous round's loser.
//! * A turn: the die (`roll:1`..`roll:6`, chance), then one decision with it:
//!   `enter K|Q|S` on a 1 or 6 onto the own Moon (stacks with own and partner
//!   pawns; [`MoveError::MoonBlocked`] if an opponent stands there), or a step
//!   of one own group by exactly the roll (`r17+4`, a group with the Queen
//!   back `r17-4`, path `p3+2`), or `pass`.
//! * A 6 gives another roll after the move, also when the roll had to be
//!   passed (O-R13); no pawn in play gives up to 3 rolls to make a 1 or 6
//!   ([`State::tries`]).
//! * D1: a roll must be used if any legal move exists ([`MoveError::MustUseRoll`]);
//!   with no legal move the only move is `pass`. The may-pass knob never
//!   lifts the opponent's-Moon rule below (O-R7).
//! * A pawn ending its owner's turn on an active opponent's Moon is flagged
//!   ([`State::must_move`]) and must be moved on the owner's next turn if any
//!   legal step of it exists ([`MoveError::MustMoveMoonPawn`], also for
//!   `pass` under the D1 knob, O-R7). The rule lapses once the Moon's owner
//!   is out of the round (O-R10): no flag is given on the Moon of an
//!   eliminated or finished player, and the flags standing there clear when
//!   its owner is eliminated or finishes.
//!
//! ## Moving (§4)
//! Groups pass over pieces freely; two opposing groups never share a square.
//! Exact landing: a count past the last globe bounces back ([`board_core::track::Track::forward`]);
//! ending on either globe is Earth. No move may end on an opponent on a safe
//! square ([`MoveError::SafeSquare`]). Backward moves (a group with the
//! Queen, O-R9) only on the ring ([`MoveError::PastOwnMoon`]).
//!
//! ## Special squares (§5, R§4), applied where a normal move ends
//! * **Star**: another roll, not if the move was made with a 6; at most one extra roll per move.
//! * **Sun**: jump to the next Sun on the route; opponents on the departure Sun
//!   stay. A group with the Queen (O-R9; under `queen-alone` the Queen as
//!   her group's one own pawn) chooses `sun fwd` / `sun back` (previous
//!   Sun) when a previous Sun exists on her route; a group without her
//!   jumps forward. The own top Sun (route 50)
//!   sends the group to Earth, also when reached by a jump (chain reaction);
//!   otherwise a Sun reached by a jump does nothing more.
//! * **Lightning**: back to the previous Lightning on the route, taking an
//!   opponent there (O-R12, whatever its size); own pawns and opponents on
//!   the departure Lightning stay (a transit, O-R12). It triggers only when
//!   a normal move or ODULUDO face 4 ends on it: a group sent to a
//!   Lightning by a Lightning or face 5 stays there (O-R11). D6: no
//!   previous Lightning -> own Moon; if an opponent holds the Moon, stay
//!   (also under the D7 knob, O-R7).
//! * **ODULUDO ring**: `odulo yes|no`, then the ODULUDO die as chance (`face:1`..`face:6`, §7).
//! * **UFO parking**: the first group to end a move on a parking whose UFO is
//!   there flies to Earth with its stack and prisoners; the UFO is then used
//!   ([`State::ufo_available`]). A UFO stands on the parking of each colour
//!   in play; an eliminated player's UFO stays there (O-R4). A flight that
//!   King-last refuses leaves the UFO for the next comer (O-R14). D2: once
//!   per round.
//! * **Arrivals** by jump or flight stack with own pawns and take opponents
//!   (D3: whatever their size); D7: onto a safe square held by an opponent,
//!   the group stays on the square it jumped from. The knob "take anyway"
//!   never overrides the rulebook's own "stay" (face 6, Lightning to the own
//!   Moon; O-R7).
//!
//! ## Stacking, capturing, kidnapping (§6, R§6)
//! Landing on own pawns stacks them; a stack moves as one and separates only
//! when sent back. Landing on an opposing group the mover decides `sendback`
//! or `kidnap` for the whole group; prisoners ride with the captor. D3: a
//! normal move may only end on an opposing group at most as large as the
//! moving group ([`MoveError::GroupTooLarge`]; prisoners do not count; a team
//! stack defends as one group; O-R8 fixed the spec's wording to match).
//! Rescue: landing on a group holding own prisoners frees them first; in team
//! play the partner's prisoners there are freed too, as the partner's own
//! pawns on the square (a team stack), never as the rescuer's prisoners, and
//! partners never take or kidnap each other (O-R5). D4: third-party prisoners
//! of a taken group pass to the new captor. A kidnapped King is never sent
//! back and frees its owner from King-last. A King sent back eliminates its
//! player: its free pawns leave the board (those on Earth stay), prisoners it
//! held elsewhere go home, and its pawns that others hold stay their
//! prisoners (O-R6).
//!
//! ## The ODULUDO die (§7, R§5)
//! 1 fly to Earth; 2 and 3 jump to the next Sun and on to the following one;
//! 4 three squares forward as a normal move; 5 back to the previous Lightning
//! (as the Lightning rule); 6 back to the own Moon, staying if an opponent holds
//! it (under the D7 knob too, O-R7). With layout v2 face 4 always lands on a
//! Lightning (O-R3). Every arrival on Earth obeys King-last, else the group stays where the
//! effect left it before Earth.
//!
//! ## Winning and scoring (§8, R§7)
//! A player finishes when every own pawn still in the round is on Earth or
//! held prisoner, the King last ([`MoveError::KingNotLast`]). A player also
//! wins when all opponents are eliminated. Scores ([`State::round_score`]):
//! the round winner +40 per prisoner it holds ([`PRISONER_BONUS`]), the
//! pawns of eliminated players included (O-R6); an eliminated player -20 per
//! own pawn on its spaceship and -10 per own pawn on the board (prisoners
//! count as on the board), counted at elimination.
//! Nothing else scores. [`board_core::Outcome`] scores: Standard the round
//! score; Team the partners' sum (same for both partners); Last Pawn the totals.
//!
//! ## Modes (§9, R§8)
//! * [`Mode::Standard`]: one round; D5 ends it at the first finisher.
//! * [`Mode::LastPawn`]: each round plays on to the loser; the winner plays
//!   the next round with one pawn fewer (Soldiers, then Queen, then King);
//!   the loser starts it with `next`; the game ends when a player has won
//!   [`LAST_PAWN_WINS`] rounds; most total points wins (tie: more round wins;
//!   still tied: a draw among them). Eliminations last one round.
//! * [`Mode::Team`]: 4 players, Green+Blue against Red+Purple; partners may
//!   share squares (a team stack defends as one group); each moves only its
//!   own pawns; a team wins when both partners have finished; a partner's King
//!   sent back puts the team out.
//!
//! Everything is public (§10): a seat's [`View`] is the whole state (see
//! "Views"), and [`board_core::bots::Determinize`] returns a copy of the
//! state (for search bots).
//!
//! ## Search knowledge
//! [`Heuristics`] is the game's [`board_core::mcts::Knowledge`] (its
//! `SearchSettings::Knowledge`): move priors and an epsilon-greedy play-out
//! policy that score each move in squares of progress, preferring captures
//! (a King above all, §6), Earth (§8), the UFO and Sun jumps (§5), leaving
//! the spaceship (§3) and safe squares, and avoiding squares an opponent
//! can reach (§2, §4). The guided search (`guided:N`) plays out with it;
//! `examples/oduludo_guided_speed.rs` measures its cost against plain MCTS.
//!
//! ## Decisions (§12), each a [`Config`] knob
//! | | default | knob |
//! |---|---|---|
//! | D1 | must use a usable roll | [`RollRule`] (may pass; never past a must-move pawn, O-R7) |
//! | D2 | UFO once per game round | [`UfoRule`] (once per turn cycle) |
//! | D3 | normal move takes only groups at most as large; arrivals take any | [`StackRule`] (any takes any; larger sends the attacker back) |
//! | D4 | third-party prisoners pass to the captor | [`PrisonerRule`] (go home) |
//! | D5 | Standard ends at the first finisher | [`StandardEnd`] (continue to the loser) |
//! | D6 | no previous Lightning: own Moon | [`LightningRule`] (stay) |
//! | D7 | blocked arrival stays behind | [`ArrivalRule`] (take anyway; never on the own Moon, O-R7) |
//! | D8 | layout `oduludo-default-v2` | [`Config::layout`] ([`Layout::named`], [`Layout::V1`]) |
//! | D9 | unlimited 6s; no bonus roll for capture or Earth | [`SixRule`], [`BonusRule`] |
//! | O-R9 | the Queen carries her stack backward (revision 3) | [`BackwardRule`] (`queen-alone`: revision 2's O-R2) |
//!
//! The config notation writes the knobs as ten code letters (D1-D7, D9
//! sixes, D9 bonus, O-R9: `mrncfmsunc` by default); revision 2's nine
//! (`mrncfmsun`) still read, as `queen-alone`, the rule they were played
//! under (see [`Config`] for the JSON forms).
//!
//! ## Revision 2 (§13): each change, where it lives, its tests
//! Every test below failed against the revision-1 engine, except where
//! marked "held already": there the revision only wrote down what the
//! engine did, and the test pins it.
//!
//! | id | rule | where | tests (`tests/suite/rule_changes_o_r1_to_o_r8.rs` unless named) |
//! |---|---|---|---|
//! | O-R1 | colours are chosen: any 2-4; seats clockwise; defaults unchanged; typed errors | `config` | `o_r1_any_two_colours_may_play_seats_follow_the_board`, `o_r1_config_errors_say_what_is_wrong`, `o_r1_three_players_without_green` (held already), `o_r1_defaults_are_unchanged` (held already), `src/tests/config.rs` `o_r1_two_players_on_adjacent_colours_are_accepted`, `tests/suite/conformance.rs` `o_r1_chosen_colours_*`, snapshot `three_players_without_green_game` |
//! | O-R2 | only the Queen moves backward, alone among her own pawns; stacks with the King or a Soldier forward only, no Sun choice. **Replaced by O-R9** (revision 3); kept under [`BackwardRule::QueenAlone`], where its tests run | `movement`, `movegen` | `o_r2_under_queen_alone_a_stack_with_a_soldier_or_the_king_moves_forward_only`, `o_r2_under_queen_alone_a_stack_on_a_sun_gets_no_backward_choice`, `o_r2_under_queen_alone_the_queen_alone_moves_backward_with_her_prisoners` (held already), `o_r2_o_r5_o_r6_o_r7_o_r9_hold_along_random_games` |
//! | O-R3 | default layout `oduludo-default-v2`, Lightning at offset 9; v1 by name | `layout` | `o_r3_default_layout_is_v2_with_the_lightning_at_offset_9`, `o_r3_v1_stays_loadable_by_name`, `o_r3_odulo_face_4_can_land_on_a_lightning` |
//! | O-R4 | an eliminated player's UFO stays; UFOs on the parkings of the colours in play | `state` ([`State::ufo_available`]), `movement` | `o_r4_an_eliminated_players_ufo_stays_on_its_parking` (held already), `o_r4_ufos_stand_on_the_parkings_of_the_colours_in_play` (held already for Red and Purple) |
//! | O-R5 | team rescue frees the partner's pawns as the partner's own; partners never take each other | `capture` | `o_r5_a_rescue_frees_the_partners_pawns_as_the_partners_own`, `o_r5_a_defender_sending_the_attacker_back_frees_its_partners_pawns`, `o_r5_partners_never_take_each_other` (held already), `o_r2_o_r5_o_r6_o_r7_o_r9_hold_along_random_games` |
//! | O-R6 | an eliminated player's pawns held by others stay prisoners, score +40, count as on the board | `capture`, `invariants` | `o_r6_prisoners_of_an_eliminated_player_stay_and_score`, `o_r6_an_eliminated_players_prisoner_passes_on_with_its_captor`, `o_r2_o_r5_o_r6_o_r7_o_r9_hold_along_random_games` |
//! | O-R7 | the D1 knob keeps the must-move rule; the D7 knob keeps the rulebook's "stay" on the own Moon | `rules`, `movegen`, `movement` | `o_r7_may_pass_never_lifts_the_opponents_moon_rule`, `o_r7_take_anyway_never_takes_on_the_own_moon_from_a_lightning`, `o_r7_take_anyway_never_takes_on_the_own_moon_from_the_odulo_die`, `tests/suite/rules.rs` `d7_arrival_on_a_safe_square_held_by_an_opponent_stays_behind` |
//! | O-R8 | stack protection "at most as large" | `movement` (`settle_opp`) | `o_r8_a_normal_move_ends_only_on_a_group_at_most_as_large` (held already: the code always followed D3) |
//!
//! ## Revision 3 (§14): each change, where it lives, its tests
//! O-R9 and O-R10 change the rules (their tests fail against the
//! revision-2 engine); O-R11..O-R14 wrote down what the engine did
//! ("held already"), and their tests pin it.
//!
//! | id | rule | where | tests (`tests/suite/rule_changes_o_r9_to_o_r14.rs` unless named) |
//! |---|---|---|---|
//! | O-R9 | the Queen carries her stack backward (King, Soldiers, prisoners); a group without her forward only; the Sun's backward choice likewise; never past her own Moon. Knob [`BackwardRule`]: `queen-carries` (default), `queen-alone` (O-R2). Replaces O-R2 | `config`, `movement` (`backward_allowed`), `movegen`, `invariants`, `notation`, `serde_impl` | `o_r9_the_queen_carries_the_king_backward`, `o_r9_the_queen_carries_soldiers_and_prisoners_backward`, `o_r9_a_group_without_the_queen_moves_forward_only`, `o_r9_a_stack_with_the_queen_chooses_the_sun_direction`, `o_r9_a_stack_never_goes_back_past_the_queens_own_moon`, `o_r9_the_queen_alone_knob_keeps_revision_2`, `o_r9_a_revision_2_state_loads_under_queen_alone`, `tests/suite/serde.rs` `o_r9_a_revision_2_json_state_loads_under_queen_alone`, `src/tests/config.rs` `o_r9_config_notation_has_the_backward_rule_and_reads_revision_2_as_queen_alone`, `tests/suite/rules.rs` `s6_a_stack_holding_the_queen_may_move_backward`, `tests/suite/rule_changes_o_r1_to_o_r8.rs` `o_r2_o_r5_o_r6_o_r7_o_r9_hold_along_random_games`, `tests/suite/fastpath.rs` (both knob values) |
//! | O-R10 | the opponent's-Moon must-move rule lapses once the Moon's owner is eliminated or has all its pawns home | `rules` (`end_turn`), `capture` (`lapse_moon_flags`), `score`, `invariants` | `o_r10_the_moon_rule_holds_while_its_owner_is_in`, `o_r10_the_moon_rule_lapses_once_its_owner_is_eliminated`, `o_r10_the_moon_rule_lapses_once_its_owner_has_all_its_pawns_on_earth` |
//! | O-R11 | a Lightning triggers only when a move or face 4 ends on it; one reached by a Lightning or face 5 does not chain | `movement` (`jump` has no square effect) | `o_r11_a_lightning_reached_by_a_lightning_does_not_trigger`, `o_r11_odulo_face_5_and_face_4_on_lightnings` (held already) |
//! | O-R12 | landing on a Lightning is a transit: opponents there unaffected; an opponent on the destination Lightning is taken | `movement` (`land_on`, `jump`), `movegen` (`plain_landing`) | `o_r12_opponents_on_the_lightning_landed_on_are_unaffected`, `o_r12_an_opponent_on_the_destination_lightning_is_taken` (held already) |
//! | O-R13 | a 6 gives its extra roll even when the roll had to be passed | `rules` (`do_roll`, `finish_action`) | `o_r13_a_passed_six_still_gives_the_extra_roll` (held already; decision 1) |
//! | O-R14 | a UFO flight refused by King-last does not use the UFO up | `movement` (`land_on`, UFO) | `o_r14_a_ufo_flight_refused_by_king_last_leaves_the_ufo` (held already) |
//!
//! ## Rule decisions of our own
//! 1. A 6 gives its extra roll even when the roll is spent by `pass`
//!    (settled by revision 3, O-R13).
//! 2. Tries: each roll made with no own free pawn on the board counts one try
//!    (at most 3); after a spent roll without an extra roll the player rolls
//!    again while fewer than 3 tries were made and still no pawn is in play.
//! 3. Must-move flags are set at the end of the owner's turn for its free pawns
//!    on the Moon of a colour in play that is not a partner and is still in
//!    the round (active, O-R10); a flag clears when the pawn moves or is
//!    taken, or when the Moon's owner is eliminated or finishes (O-R10), and
//!    is recomputed at the end of the next turn. O-R10's "has all its pawns
//!    on Earth" is read as finished (§8: every pawn not held by others on
//!    Earth): a finished player's pawns held prisoner never come back
//!    through its Moon (decision 9).
//! 4. Landing order: Earth (King-last, else the move is illegal), then a
//!    moving square (Sun, Lightning, UFO) relocates the group, else the group
//!    settles: capture decision, then Star, then the ODULUDO offer. When a
//!    relocation cannot happen (D7 block, no Sun ahead, King-last at the top
//!    Sun or UFO), the group settles on the landing square as after a normal
//!    move (D3 applies; if that is illegal, so is the move).
//! 5. A normal move may never end on a safe square held by an opponent, even a
//!    UFO parking whose UFO would fly.
//! 6. On the own top Sun a group with the Queen goes to Earth without a
//!    choice; it is offered only directions that are legal.
//! 7. ODULUDO face 4 that would be illegal as a normal move leaves the group
//!    in place; faces 2/3 with one Sun ahead go there, with none stay.
//! 8. Settled by revision 2 (O-R5): a rescue frees the partner's pawns too,
//!    as the partner's own pawns on the square. Our part: a freed pawn of a
//!    partner who has already finished (its remaining pawns were all
//!    prisoners or home) goes to Earth, as in decision 9, so that a finished
//!    player never has a pawn back on the board. The same holds when a
//!    defender sends the attacker back (D3 knob): the defender's and its
//!    partner's pawns that the attacker held are freed on the square.
//! 9. Prisoners on Earth stay prisoners. A released prisoner (D4 go-home,
//!    elimination of its captor) goes to its owner's spaceship, to Earth if
//!    the owner has finished, or out if the owner is eliminated.
//! 10. Elimination penalty is counted after the send-back (the King and its
//!     stack-mates count as on the spaceship); then the player's free pawns
//!     except those on Earth leave the round. Settled by revision 2 (O-R6):
//!     its pawns held prisoner by others stay prisoners, ride with their
//!     captors and score for them; one later released (D4 go-home, its
//!     captor eliminated) leaves the round.
//! 11. A player whose remaining pawns are all kidnapped has finished (nothing
//!     is left to bring home; R§6 names this as kidnapping's downside: "the
//!     opponent now needs fewer pawns to reach Earth"). Finishing is checked after every completed
//!     decision for every player, the mover first.
//! 12. The loser ([`State::loser`]) is the one opponent of the winner left
//!     unfinished; if none is left, the last one eliminated, else the next
//!     opponent in play clockwise after the winner (Last Pawn needs a
//!     starter). When several are left unfinished (Standard, D5) there is no
//!     loser, except in Team play, where the losing team is named by the
//!     next opposing partner after the winner. The loser is always a colour
//!     in play. The round winner's prisoner bonus counts opponents' pawns
//!     held when the winner becomes known.
//! 13. D2 per turn cycle: all UFOs return when play passes back to the
//!     round's starter (or beyond it).
//! 14. Soldiers are interchangeable: states keep them in a canonical order, so
//!     one position has one notation; `enter S` takes any Soldier.
//! 15. A group that reaches Earth by a normal move against King-last is an
//!     illegal move; by a jump or flight it stays where it was.
//! 16. A UFO flies the whole own stack formed on its parking (with its
//!     prisoners), so a King waiting there flies with its last pawn (the
//!     King's own refused flight left the UFO there, O-R14); Suns and
//!     Lightnings move only the arriving group.
//! 17. Settled by revision 2 (O-R8): §6 now says "at most as large", as D3
//!     and the engine always did.
//! 18. O-R9 (O-R2 under the `queen-alone` knob) governs the moves a player
//!     chooses (backward steps, the Sun direction). Effects that send a
//!     group back (a Lightning, ODULUDO faces 5 and 6) move any group, King
//!     and Soldiers included: R§4 and R§5 say "sent back" of whoever lands
//!     there.
//! 19. After O-R7 the D7 knob "take anyway" changes nothing on any layout
//!     the loader accepts: the only safe square a jump or flight can end on
//!     is the own Moon (a Lightning with D6, faces 5 and 6), where the
//!     rulebook says stay (Suns and Lightnings are never safe). The knob is
//!     kept so that configs and their notation stay readable.
//! 20. The config notation reads the colours in any order and writes them
//!     clockwise; a repeated letter is [`ConfigProblem::ColourListedTwice`].
//!
//! 21. The sixes counter (`z=`) counts the 6s of the current turn under
//!     either D9 knob (it is only read under "third six ends the turn");
//!     the tries counter (`y=`) likewise counts every roll made without a
//!     pawn in play. Both are part of the state, so they are checked.
//! 22. Once a round is over, its last mover's must-move flags are left as
//!     they were (they no longer matter: the next round clears them).
//! 23. Events, where the rules say nothing about order: a Star's
//!     extra roll is told before the capture decision it comes with; a
//!     capture tells the taken pawns first, then the prisoners they held
//!     (rescued, passed on, released), then any elimination; ODULUDO faces
//!     2 and 3 are one [`events::Event::SunJump`] to the final Sun (the rules
//!     check arrival there only); a normal move's path lists every square
//!     passed, each globe as `E`, a bounce coming back.
//! 24. A face-4 move the rules refuse (decision 7) tells
//!     [`events::Event::Stayed`]; the refused trial's events are dropped.
//! 25. Revision-2 saves load under the rule they were played under: the
//!     config and state notation with nine knob codes, and a JSON *state*
//!     whose config has no `backward_rule`, read as `queen-alone`. A JSON
//!     *config* on its own keeps its rule that a left-out field is the
//!     default (`queen-carries`): a config is a request for a new game.
//! 26. A backward step refused for the group is [`MoveError::NotQueen`]
//!     when the Queen is not in it, [`MoveError::QueenNotAlone`] when the
//!     `queen-alone` knob refuses a stack with her.
//!
//! ## Events
//! [`board_core::events::Narrate::apply_narrated`] applies a move exactly
//! as `apply` does and appends its [`events::Event`]s in the order a
//! frontend animates them. It is the same rule code: the move application
//! is generic over a small sink, a no-op one for `apply`,
//! `apply_unchecked`, move generation and play-outs (its event sites
//! compile away, so they stay allocation-free; `tests/suite/alloc.rs`), a vector
//! for `apply_narrated`. On a refusal nothing is appended.
//!
//! The events, by what happens:
//! * chance and turns: `starter`, `rolled`, `third_six` (D9 knob),
//!   `roll_again` (an extra roll, or another try without a pawn in play),
//!   `turn_passed` (with `ufos_return` under the D2 knob), `passed`;
//! * moving: `entered`, `moved` (the group and its path of squares),
//!   `star_extra_roll`, `sun_choice_due` / `sun_chosen` (a group with the Queen),
//!   `sun_jump` (also from or onto the own top Sun, to Earth),
//!   `lightning_back`, `moon_back` (face 6), `ufo_flight`,
//!   `oduludo_flight` (face 1), `stayed` (a jump or flight that cannot
//!   happen or arrive), `reached_earth`;
//! * the ODULUDO die: `oduludo_offered`, `oduludo_chosen`, `oduludo_face`
//!   (the face and its effect; the movement follows as its own events);
//! * taking: `capture_due` (the decision), `sent_back`, `kidnapped`,
//!   `rescued`, `prisoners_passed` (D4), `released`, `eliminated` (with the
//!   penalty and the pawns leaving);
//! * the end: `finished`, `winner`, `prisoner_bonus`, `round_over` (every
//!   player's scores, the loser, who starts next), `next_round` (Last Pawn).
//!
//! A group is named by its pieces ([`events::Piece`]: colour, kind, who
//! holds it), pawns that change place or captor by [`events::Placed`]
//! (from, to, captor before and after); squares in the state notation.
//! `Display` says each in plain English naming the colours ("Green's
//! Soldier moved r1-r2-r3", "Green kidnapped Blue's Soldier on r9"); with
//! `serde`, an object tagged by `"type"` in `snake_case`.
//!
//! **Redaction**: nothing is hidden, so `seen_by` and `public` return the
//! event unchanged. **Replay**: [`PublicBoard`] is the public board (every
//! pawn, Soldiers in canonical order; statuses, scores, used UFOs, whose
//! turn, the roll, the pending decision) and
//! [`PublicBoard::apply_event`] follows it from the events alone; with
//! `testkit` it is `board_core::testkit::EventReplay`, and
//! `tests/suite/events.rs` checks after every move of seeded games of every mode
//! and knob that it equals the real board (one test per event kind, and a snapshot
//! of one whole game's events).
//!
//! ## Move hints
//! [`board_core::hints::MoveHints`]: in the move phase, the pawn group
//! first, by the square it stands on (`r17`, `p3`: a `Square` step) or, to
//! enter, the pawn kind on the spaceship (`K`, `Q`, `S`: a `Piece` step),
//! then the square the normal move ends on (`r21`, `p2`, `E` for Earth;
//! the own Moon `r0`, `r13`, ... for entering) before any special square's
//! effect; `pass` a `Choice`. Every other decision is one `Choice`: `fwd`,
//! `back`, `sendback`, `kidnap`, `yes`, `no` (the ODULUDO die), `next`.
//! Chance nodes and the end of the game: no hints.
//!
//! ## Views
//! [`board_core::Observe`] gives each seat a [`View`]: the seat, its colour
//! and the whole state. `Display` is a line naming the seat's colour over
//! [`State::picture`] (the board has no own side, so the picture is the
//! same for every seat); with `serde`, `{"seat", "colour", "state"}`.
//!
//! ## Notation
//! Moves ([`Move`]): `start:G`, `roll:4`, `enter Q`, `r17+4`, `r17-4`, `p3+2`,
//! `sun fwd`, `sun back`, `sendback`, `kidnap`, `odulo yes`, `odulo no`,
//! `face:3`, `pass`, `next`. The chance moves follow the workspace pattern
//! `kind:outcome`. Reading is forgiving: any letter case, spaces around the
//! text and between its parts (`R17 + 4`), and the chance moves also with a
//! space (`roll 4`); numbers are plain (no sign, no leading zero). A
//! malformed move is a [`ParseMoveError`] naming the column, the token and
//! the form expected (`expected a pawn letter K, Q or S at column 7, found
//! "X"`); a well-formed move that names something that does not exist is
//! refused by `apply` with the reason ([`MoveError::NoSuchSquare`] for
//! `r99+1`, [`MoveError::NoSuchFace`] for `roll:0`, [`MoveError::NotInPlay`]
//! for `start:P` in a two-player game).
//!
//! States: a one-line notation of four parts separated by ` ; ` (config,
//! pawns, pending decision, counters); see [`State`]'s `FromStr`. It has
//! one spelling: parsing accepts exactly the text `Display` writes (single
//! ASCII spaces, numbers without leading zeros or `+`, colours clockwise,
//! the layout as its pattern), refuses any other with
//! [`ParseStateError::NotCanonical`] and a [`Spelling`] saying what
//! differs, and then checks every invariant below. [`State::picture`] draws
//! the ring, paths, Earth and spaceships.
//!
//! Changes from the earlier notation (for frontends): chance moves
//! `start G`, `roll 4`, `face 3` are now written `start:G`, `roll:4`,
//! `face:3` (the old form still parses); the state notation is unchanged
//! but no longer accepts other spellings; the serde form of states, moves
//! and configs is structured JSON (below), no longer the notation string.
//!
//! ## Action ids
//!
//! [`board_core::encoding`]: every decision has a fixed id in
//! `0..707`, every chance outcome a chance id in `0..16`, for every config
//! (`tests/suite/encodings.rs`).
//!
//! | ids | move |
//! |---|---|
//! | 0 | `pass` |
//! | 1 | `next` |
//! | 2, 3, 4 | `enter K`, `enter Q`, `enter S` |
//! | 5, 6 | `sendback`, `kidnap` |
//! | 7, 8 | `odulo no`, `odulo yes` |
//! | 9, 10 | `sun fwd`, `sun back` |
//! | `11 + (square * 6 + dist - 1) * 2 + back` (11-706) | a step of the mover's group on `square` (the whole group, a stack included): `square` 0-51 is ring square `r0`-`r51`, 52-57 the mover's path `p0`-`p5`; `dist` 1-6; `back` 1 for a backward step (a group with the Queen, O-R9) |
//!
//! | chance ids | outcome |
//! |---|---|
//! | 0-3 | `start:G`, `start:R`, `start:B`, `start:P` |
//! | 4-9 | `roll:1` .. `roll:6` |
//! | 10-15 | `face:1` .. `face:6` |
//!
//! ## Observation tensor
//!
//! Shape `[93, 79]`: planes over 79 locations. Locations 0-51 are the ring
//! squares `r0`-`r51`; `52 + 6 * colour + i` is square `i` of that
//! colour's path (colours Green 0, Red 1, Blue 2, Purple 3); 76 the
//! spaceship, 77 Earth, 78 out. Colours are absolute (not turned to the
//! observer); "everywhere" planes hold one value at every location.
//! Everything is public, so seats differ only in planes 38-41.
//!
//! | planes | value |
//! |---|---|
//! | `6 * colour + 0, 1, 2` | that colour's free King, Queen, Soldiers (1/3 each) at each location |
//! | `6 * colour + 3, 4, 5` | the same for its pawns held prisoner |
//! | 24-32 | ring square kinds: Moon, Plain, SafePlain, Star, Sun, Odulo, Ufo, Lightning, Junction |
//! | 33 | the path squares of the colours in play |
//! | 34-37 | everywhere: this colour moves (not at the start roll or the end) |
//! | 38-41 | everywhere: the observer is this colour |
//! | 42-50 | everywhere: the phase (start roll, roll, move, Sun, capture, ODULUDO offer, ODULUDO roll, round over, game over) |
//! | 51 | the square of the pending Sun, capture or ODULUDO decision |
//! | `52 + 4 * colour + s` | everywhere: status `s` (active, finished, eliminated, absent) |
//! | 68-71 | everywhere: the colour's UFO is available |
//! | 72, 73, 74, 75 | everywhere: roll / 6, extra roll due, tries / 3, sixes this turn / 3 |
//! | 76 | pawns that must move (0.2 each) |
//! | 77-80, 81-84 | everywhere: pawn count / 5, round wins / [`LAST_PAWN_WINS`] |
//! | 85-88, 89-92 | everywhere: total points / 200, round score / 200 |
//!
//! The information state is the state's notation (perfect information).
//! Bounds: no natural limit (`max_game_length` is `None`): adapters cap the
//! game at [`board_core::encoding::DEFAULT_DECISION_CAP`] decisions, a
//! capped game a draw. Returns are +1 win, -1 loss, 0 draw (a Last Pawn
//! tie); zero-sum with two players or in Team play, general-sum otherwise.
//!
//! ## State invariants
//! Every state that [`State::new`], `apply`, the notation or serde produce
//! is one the rules reach from the start of its config; [`State::validate`]
//! re-derives all of the following ([`StateError`] names the broken one),
//! and the parser and serde refuse any state that breaks one.
//! * **Config and colours**: a valid config; `Absent` exactly for the
//!   colours not in play; pawn counts 1-5 in play (0 otherwise), 5 outside
//!   Last Pawn; no scores, totals or round wins for colours not in play;
//!   totals and round wins only in Last Pawn, at most 5 round wins.
//! * **Pawns**: the pawns beyond a colour's pawn count are out; only an
//!   eliminated colour has pawns out, and its free pawns are out or on
//!   Earth; its King was sent back, so it is out (in team play, at least one
//!   partner's King). Ring squares `r0`-`r51`, a free pawn on its own route,
//!   a path square on the owner's path (a prisoner's: its captor's) within
//!   the path. A prisoner is held by an opponent (not its owner, not a
//!   partner) that is active or finished, and stands with a free pawn of
//!   its captor or on Earth. A free King on Earth only after every own pawn
//!   of the round (King last).
//! * **Squares**: two opposing groups never share a ring square, except on
//!   the square of a pending capture or Sun choice.
//! * **Must-move flags**: only on a free pawn of an active colour on the
//!   Moon of an opponent in play and still active (O-R10); for every colour
//!   not to move (while the round runs) exactly those pawns (the flags its
//!   last turn left).
//! * **Normal form**: Soldiers (with their flags and Sun-group bits) in
//!   canonical order (decision 14), so one position has one state. Moves
//!   keep it by re-sorting only the colours whose Soldiers moved (an
//!   internal colour mask, 0 between moves and never part of the notation
//!   or serde forms); validation re-sorts every colour to check it.
//! * **Statuses**: finished means every pawn of the round home (on Earth or
//!   held); active means not (except, while an action is in progress, for
//!   a victim of a capture in it: finishing is judged when the action
//!   completes); team partners are eliminated together.
//! * **Winner, loser, last eliminated**: each a colour in play. The winner
//!   has won: finished (with its partner, in team play) or outlasted every
//!   opponent (in team play the engine names Red when Green's team is out,
//!   else Blue). Without a winner nobody has finished (team: no team has)
//!   and more than one side is standing (once the action completes). The
//!   loser is none while the round runs and, once it is over, exactly the
//!   one decision 12 names. The last eliminated is eliminated, and present
//!   whenever someone is.
//! * **Scores**: a round score is derived: the winning side 40 per
//!   opponent's pawn it holds (prisoners cannot change hands once the
//!   winner is known), an eliminated colour's penalty `-(10 m + 10 k)`
//!   where `m` counts its pawns of the round not free on Earth and `k`, the
//!   pawns then on the spaceship, runs from 1 (the King; 0 for the second
//!   partner of a team) to `m` less the pawns others still hold; everyone
//!   else 0. A Last Pawn total is `40 a - 10 b`: `a` prisoners over the
//!   rounds won (at most 5 per opponent a round), `b` 0 or 2 to 10 per
//!   round not won.
//! * **Rounds**: numbered from 1; one round outside Last Pawn; in Last Pawn one round win per
//!   finished round, pawn counts of 5 less the round wins (at least 1; the
//!   winner of a just-finished round keeps its pawn until `next`), and the
//!   game over exactly when someone has 5 round wins.
//! * **The turn**: colour to move and starter in play; the start phase only
//!   in the initial position; the colour to move active while the round
//!   runs. A roll 1-6 exactly during a roll's decisions (move, Sun choice,
//!   capture, ODULUDO offer and die), else 0. The extra-roll flag: set with
//!   a 6; in the move phase exactly with a 6; never at a roll; without the
//!   D9 bonus knob, during the action exactly with a 6 or a pending capture
//!   on a Star. Tries at most 3, 0 once the round is over, and at least 1
//!   when a roll is being used without a pawn in play. Sixes: 0 once the
//!   round is over, at most 2 under "third six ends the turn", at least 1
//!   while a 6 is being used. Used UFOs only of colours in play, no more
//!   than the free pawns on Earth (each flight brought one there for good).
//! * **The round's end**: over only with a winner; over exactly when the
//!   rules end it (Standard at the first finisher unless D5 says
//!   otherwise, Team at once, Last Pawn and D5 "continue" when at most one
//!   player is left active); Last Pawn's `next` is the loser's.
//! * **The pending decision**: a Sun choice on a Sun of the mover's route
//!   that is not its top Sun and has a previous Sun, for a group with the
//!   Queen (O-R9; the Queen alone among her own pawns under `queen-alone`)
//!   with the prisoners it holds, leaving none of the mover's prisoners on
//!   the Sun without a free pawn of the mover there, `six` only with a
//!   6; a capture on a square that is not safe where the mover and an
//!   opponent stand, the ODULUDO offer flag exactly on an ODULUDO ring, the
//!   mover's side already rescued there; an ODULUDO offer or die on an
//!   ODULUDO ring where the mover stands alone.
//!
//! These are tested by `tests/suite/reachable_states.rs` (each refused unreachable state or second
//! spelling),
//! `tests/suite/mutation.rs` (every field of reachable states' notation and JSON
//! mutated: each mutant is refused or plays on validly) and the
//! conformance check (every state of thousands of seeded games passes).
//!
//! ## Errors
//! * [`State::new`]: [`ConfigError`] listing every [`ConfigProblem`].
//! * [`board_core::Game::apply`] and [`State::check_move`]: [`MoveError`]
//!   naming why; `self` never changes. At a chance node a decision is
//!   [`MoveError::ChanceDue`], an outcome of another kind
//!   [`MoveError::WrongChanceOutcome`]; a chance outcome where a player
//!   decides is [`MoveError::NotChanceNode`].
//! * `str::parse`: [`ParseMoveError`] (syntax), [`ParseStateError`]
//!   (syntax, spelling, an invalid config, or a state the rules cannot
//!   reach: [`ParseStateError::Invalid`] with the [`StateError`]),
//!   [`ParseConfigError`] (syntax, or [`ConfigError`]). Never an
//!   illegal-move error.
//! * Scores saturate at the `i32` range (valid states stay far inside it).
//!
//! ## Where each rule lives
//! | module | holds |
//! |---|---|
//! | `data` | the shipped galaxy patterns and the square kinds |
//! | `layout` | the board as data, D8 alternatives, validation |
//! | `config` | players, mode, the D-knobs, [`ConfigError`] |
//! | `state` | [`State`], [`Pawn`], [`Loc`], [`Phase`], per-colour data |
//! | `moves` | [`Move`], [`MoveError`], the move notation |
//! | `score` | finishing, winner and loser, scores, Last Pawn rounds, the outcome |
//! | `invariants` | every invariant re-derived from scratch ([`State::validate`], [`StateError`]) |
//! | `rules` | applying a move: the turn state machine, rolls, tries, passing the turn |
//! | `rules/movement.rs` | entering, steps, exact landing, special squares, jumps, the ODULUDO die |
//! | `rules/capture.rs` | send back, kidnap, rescue, prisoners passing on, elimination |
//! | `rules/movegen.rs` | legal moves: D1, must-move pawns, backward steps and the Sun choice (O-R9) |
//! | `game_impl` | `impl Game` and its fast paths |
//! | `notation`, `picture` | state notation, the board picture |
//! | `events`, `hints`, `view` | events and their replay, move hints, the seat's view |
//! | `serde_impl` | the structured JSON forms and their JSON Schema |
//!
//! ## Move lists
//!
//! [`board_core::Game::legal_move_list`] lists the legal moves in an
//! `ArrayVec` of [`MAX_LEGAL_MOVES`] = 14 moves on the stack (the bound is
//! derived on the constant), so generic code (perft, bots) lists moves with
//! no heap at all (`tests/suite/alloc.rs`, `tests/suite/movelist.rs`).
//!
//! ## Feature flags
//! * `serde`: [`events::Event`] and [`View`] (above); [`Config`], [`State`] and [`Move`] as structured JSON (see
//!   ARCHITECTURE.md, "Serde: structured JSON"). A config
//!   `{"colours": ["green", "blue"], "mode": "standard", "layout":
//!   "M:.*S.O.UL.SJ/5s", "roll_rule": "must_use", ..., "backward_rule":
//!   "queen_carries"}` (every field optional, defaulting to
//!   [`Config::default`], except `backward_rule` in a state's config, which
//!   defaults to revision 2's `queen_alone`; enum values in `snake_case`); a move tagged by `"type"` (`{"type": "step", "from":
//!   "r17", "distance": 4, "back": false}`); a state with `config`,
//!   `round`, `phase` (tagged by `"type"`), `colour_to_move`, `starter`,
//!   `roll` (null when none), `extra_roll_due`, `tries`, `sixes`,
//!   `ufos_used`, `winner`, `loser`, `last_eliminated` and `players` by
//!   colour name (those in play), each with `status`, `pawn_count`,
//!   `round_score`, `total`, `round_wins` and its 5 `pawns` (`kind`, `at`
//!   in the state notation `H`/`E`/`X`/`r17`/`pG3`, `captor`,
//!   `must_move`). Reading validates; an impossible state is an error whose
//!   text is the [`StateError`]. The notation stays available through
//!   `#[serde(with = "board_core::notation_serde::as_notation")]`.
//! * `schema`: `schemars::JsonSchema` for [`State`], [`Move`] and
//!   [`Config`] (their JSON forms); the schemas are committed under
//!   `schema/` and a test keeps them current (`UPDATE_SCHEMAS=1` rewrites).
//! * `testkit`: `board_core::testkit::Conformance` and
//!   `board_core::testkit::EventReplay` for [`State`].
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;

mod colour;
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

pub use colour::{Colour, ColourSet, PawnKind};
pub use config::{
    ArrivalRule, BackwardRule, BonusRule, Config, ConfigError, ConfigProblem, LightningRule, Mode, ParseConfigError,
    PrisonerRule, RollRule, SixRule, StackRule, StandardEnd, UfoRule,
};
pub use events::{Event, PublicBoard};
pub use invariants::StateError;
pub use knowledge::Heuristics;
pub use layout::{Globes, Layout, LayoutError, SquareKind};
pub use moves::{MAX_LEGAL_MOVES, Move, MoveError, ParseMoveError, Square, SunDir};
pub use notation::{ParseStateError, Spelling};
pub use params::PARAMS;
pub use score::{LAST_PAWN_WINS, PRISONER_BONUS};
pub use state::{ByColour, Loc, PAWNS, Pawn, Phase, PlayerStatus, State};
pub use view::View;
