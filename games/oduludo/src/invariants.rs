//! Every invariant of a state, re-derived from scratch ([`State::validate`]).
//! Used by the notation parser, serde, the test kit's `validate_state` and
//! the tests; never on the fast paths. The crate docs ("State invariants")
//! list them in words, in the order they are checked here.

use crate::colour::Colour;
use crate::config::{BonusRule, Mode, SixRule, StandardEnd};
use crate::layout::{RING_LEN, SquareKind};
use crate::score::{LAST_PAWN_WINS, PRISONER_BONUS};
use crate::state::{Loc, PAWNS, Pawn, Phase, PlayerStatus, State, bit};

/// The broken invariant of a state that the rules cannot reach (see the
/// crate docs, "State invariants"). `pawn` fields are pawn indices (0 King,
/// 1 Queen, 2-4 Soldiers).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, thiserror::Error)]
pub enum StateError {
    /// The config fails [`crate::Config::validate`].
    #[error("the config is invalid")]
    InvalidConfig,
    /// The internal occupancy cache disagrees with the pawns (or a free
    /// pawn has captor bits).
    #[error("the pawn code cache does not match the pawns")]
    CodeCache,
    /// A colour's status is `Absent` although it plays, or not although it does not.
    #[error("the status of {0} disagrees with the colours in play")]
    StatusNotInPlay(Colour),
    /// A pawn count outside 1-5 for a colour in play, or not 0 for one out of it.
    #[error("{0} has an impossible pawn count")]
    PawnCount(Colour),
    /// Scores or round wins for a colour not in play.
    #[error("{0} is not in play but has scores")]
    ScoresNotInPlay(Colour),
    /// Totals, round wins or fewer than 5 pawns outside Last Pawn.
    #[error("{0} has Last Pawn data outside Last Pawn")]
    LastPawnDataOutsideLastPawn(Colour),
    /// More round wins than end a Last Pawn game.
    #[error("{0} has more than 5 round wins")]
    TooManyRoundWins(Colour),
    /// A pawn beyond the round's pawn count is not out.
    #[error("pawn {pawn} of {colour} is outside the round but not out")]
    PawnNotOut {
        /// Owner.
        colour: Colour,
        /// Pawn index.
        pawn: u8,
    },
    /// A pawn is out of a round its player still plays (only elimination takes pawns out).
    #[error("pawn {pawn} of {colour} is out, but {colour} is not eliminated")]
    PawnOutInPlay {
        /// Owner.
        colour: Colour,
        /// Pawn index.
        pawn: u8,
    },
    /// An eliminated player's free pawn is still on its spaceship or the board.
    #[error("pawn {pawn} of the eliminated {colour} is still in play")]
    EliminatedPawnInPlay {
        /// Owner.
        colour: Colour,
        /// Pawn index.
        pawn: u8,
    },
    /// An eliminated player's King is not out, though a King sent back
    /// eliminated it (in team play: neither partner's King is out).
    #[error("{0} is eliminated but its King was not sent back")]
    EliminatedKing(Colour),
    /// A ring index beyond the 52 ring squares.
    #[error("pawn {pawn} of {colour} stands on a ring square that does not exist")]
    NoSuchRingSquare {
        /// Owner.
        colour: Colour,
        /// Pawn index.
        pawn: u8,
    },
    /// A free pawn on a ring square its route does not pass.
    #[error("pawn {pawn} of {colour} stands off its route")]
    PawnOffRoute {
        /// Owner.
        colour: Colour,
        /// Pawn index.
        pawn: u8,
    },
    /// A path index beyond the path, or a pawn on a path that is neither
    /// its owner's (free) nor its captor's (prisoner).
    #[error("pawn {pawn} of {colour} stands on a path square it cannot reach")]
    WrongPathSquare {
        /// Owner.
        colour: Colour,
        /// Pawn index.
        pawn: u8,
    },
    /// A pawn held prisoner by its own colour or, in team play, its partner.
    #[error("pawn {pawn} of {colour} is held by its own side")]
    HeldByOwnSide {
        /// Owner.
        colour: Colour,
        /// Pawn index.
        pawn: u8,
    },
    /// A prisoner held by a colour that is not playing the round.
    #[error("pawn {pawn} of {colour} is held by a player out of the round")]
    CaptorOutOfRound {
        /// Owner.
        colour: Colour,
        /// Pawn index.
        pawn: u8,
    },
    /// A prisoner away from its captor's group (or on a spaceship or out).
    #[error("pawn {pawn} of {colour} is a prisoner away from its captor")]
    PrisonerAwayFromCaptor {
        /// Owner.
        colour: Colour,
        /// Pawn index.
        pawn: u8,
    },
    /// A free King on Earth while own pawns in the round are still away.
    #[error("the King of {0} is on Earth before its own pawns")]
    KingNotLast(Colour),
    /// Two opposing groups share a ring square outside a pending decision.
    #[error("two opposing groups share r{0}")]
    OpposingGroupsShare(u8),
    /// A must-move flag on a pawn outside the round, not in play, or not on
    /// the Moon of an opponent in play; or flag bits beyond the 5 pawns.
    #[error("pawn {pawn} of {colour} is flagged to move but is not on an opponent's Moon")]
    MustMoveOffMoon {
        /// Owner.
        colour: Colour,
        /// Pawn index.
        pawn: u8,
    },
    /// A player not to move has must-move flags other than those its last
    /// turn left: every own free pawn on an opponent's Moon (none once it is
    /// out of the round).
    #[error("the must-move flags of {0} are not those its last turn left")]
    MustMoveFlags(Colour),
    /// The Soldiers (with their flags) are not in the canonical order, so
    /// the same position would have two notations.
    #[error("the Soldiers of {0} are not in canonical order")]
    NotNormalForm(Colour),
    /// A player marked finished with pawns away from Earth.
    #[error("{0} is marked finished with pawns away from Earth")]
    FinishedNotHome(Colour),
    /// A player still active although every pawn of its round is home.
    #[error("{0} is still active but has every pawn home")]
    ActiveAllHome(Colour),
    /// Team play: one partner eliminated, the other not.
    #[error("{0} is eliminated but its partner is not")]
    TeamSplit(Colour),
    /// A winner, loser or last-eliminated colour that is not in play.
    #[error("{0} is recorded as winner, loser or last eliminated but is not in play")]
    RecordNotInPlay(Colour),
    /// A winner that has neither finished (with its partner, in team play)
    /// nor outlasted every opponent.
    #[error("{0} is recorded as winner but has not won")]
    WinnerHasNotWon(Colour),
    /// A player (team) has finished, or all its opponents are out, but no
    /// winner is recorded.
    #[error("{0} has won but no winner is recorded")]
    WinnerMissing(Colour),
    /// A loser other than the rules name at the end of the round (or one
    /// before the round is over).
    #[error("the recorded loser is not the round's loser")]
    WrongLoser,
    /// The last eliminated colour is not eliminated, or players are
    /// eliminated with none recorded.
    #[error("the last eliminated player does not match the statuses")]
    WrongLastEliminated,
    /// A round score other than the rules give: the winner's side 40 per
    /// prisoner held, an eliminated player its penalty, everyone else 0.
    #[error("the round score of {colour} is {recorded}; the rules give {expected}")]
    RoundScore {
        /// The player.
        colour: Colour,
        /// The score in the state.
        recorded: i32,
        /// The score the position gives.
        expected: i32,
    },
    /// An eliminated player's penalty that no elimination gives: -20 per
    /// pawn on the spaceship (the King at least) and -10 per pawn on the
    /// board or held prisoner, counted at elimination.
    #[error("the penalty {recorded} of {colour} is not one an elimination gives")]
    Penalty {
        /// The player.
        colour: Colour,
        /// The score in the state.
        recorded: i32,
    },
    /// A Last Pawn total that the rounds played cannot give: a total is
    /// +40 per prisoner held at the end of each round won (at most 5 per
    /// opponent), less 20 to 100 for each other round in which the player
    /// was eliminated (tied to the round wins, not only
    /// bounded).
    #[error(
        "the total of {0} cannot come from its rounds: +40 per prisoner held in each round won, 0 or -20 to -100 in each other round"
    )]
    Total(Colour),
    /// More than one round outside Last Pawn.
    #[error("more than one round outside Last Pawn: the round number must be 1")]
    RoundsOutsideLastPawn,
    /// A round number of 0: rounds are numbered from 1.
    #[error("expected a round number from 1, found 0")]
    RoundZero,
    /// Round wins do not add up to the rounds played.
    #[error("the round wins do not add up to the rounds played")]
    RoundWins,
    /// A Last Pawn pawn count that the round wins do not give.
    #[error("the pawn count of {0} does not match its round wins")]
    PawnCountNotFromWins(Colour),
    /// A Last Pawn game over without 5 round wins, or 5 wins and play goes on.
    #[error("the Last Pawn game end does not match the round wins")]
    LastPawnEnd,
    /// A used UFO for a colour not in play, or more used UFOs than pawns
    /// that reached Earth.
    #[error("the used UFOs do not match the board")]
    UfosUsed,
    /// A die value outside a roll's decisions, or no value during one.
    #[error("the roll does not fit the phase")]
    RollNotInPhase,
    /// The extra-roll flag does not follow from the roll (a 6 always gives
    /// one; none is pending outside a roll's decisions).
    #[error("the extra-roll flag does not fit the roll")]
    ExtraRoll,
    /// More than 3 tries, tries outside a turn, or a roll made with no pawn
    /// in play that counted no try.
    #[error("the tries do not fit the turn")]
    Tries,
    /// More sixes than the D9 knob lets a turn hold, sixes outside a turn,
    /// or a 6 being used that counted none.
    #[error("the sixes do not fit the turn")]
    Sixes,
    /// The colour to move or the starter is not in play.
    #[error("the colour to move or the starter is not in play")]
    TurnNotInPlay,
    /// The colour to move is not active in the round.
    #[error("{0} is to move but is not active")]
    MoverNotActive(Colour),
    /// The start phase in anything but the initial position.
    #[error("the start roll is pending but the position is not the initial one")]
    StartNotInitial,
    /// The round is over but its rules do not end it, or it goes on when they do.
    #[error("the round's end does not match the rules")]
    RoundEnd,
    /// Last Pawn: the round is over but the loser is not the one to start the next.
    #[error("the round is over but its loser is not to act")]
    RoundOverNotLoser,
    /// A pending Sun choice that the rules do not offer there.
    #[error("the pending sun choice does not fit the board")]
    SunDecision,
    /// A pending capture that the rules do not give there.
    #[error("the pending capture does not fit the board")]
    CaptureDecision,
    /// A pending ODULUDO offer or die without the mover's group alone on an ODULUDO ring.
    #[error("the pending ODULUDO decision does not fit the board")]
    OduloDecision,
}

type Check = Result<(), StateError>;

fn pawn_err(f: fn(Colour, u8) -> StateError, c: Colour, i: usize) -> StateError {
    f(c, i as u8)
}

impl State {
    /// Re-derives every invariant from scratch (the crate docs, "State
    /// invariants", list them): a state that passes is one the rules can
    /// reach from the start of its config. [`State::new`] and every `apply`
    /// give such states; the notation parser and serde refuse any other.
    ///
    /// # Errors
    /// The first broken invariant, as a [`StateError`].
    pub fn validate(&self) -> Result<(), StateError> {
        validate(self)
    }
}

/// Re-derives every invariant (crate docs, "State invariants").
fn validate(s: &State) -> Check {
    if s.config.validate().is_err() || s.config.layout.track().is_err() {
        return Err(StateError::InvalidConfig);
    }
    if s.board != s.derived_board() || !s.captors_canonical() {
        return Err(StateError::CodeCache);
    }
    if s.round == 0 {
        return Err(StateError::RoundZero);
    }
    counts(s)?;
    pawns(s)?;
    groups(s)?;
    must_move(s)?;
    normal_form(s)?;
    statuses(s)?;
    records(s)?;
    scores(s)?;
    rounds(s)?;
    turn(s)?;
    phase(s)
}

/// Statuses, pawn counts and per-colour data against the colours in play.
fn counts(s: &State) -> Check {
    let cols = s.colours();
    for c in Colour::ALL {
        let present = cols.contains(c);
        if present == (s.status[c] == PlayerStatus::Absent) {
            return Err(StateError::StatusNotInPlay(c));
        }
        let n = s.pawn_count[c];
        if present && !(1..=PAWNS as u8).contains(&n) || !present && n != 0 {
            return Err(StateError::PawnCount(c));
        }
        if !present && (s.totals[c] != 0 || s.round_wins[c] != 0 || s.round_score[c] != 0) {
            return Err(StateError::ScoresNotInPlay(c));
        }
        if s.config.mode != Mode::LastPawn && (s.totals[c] != 0 || s.round_wins[c] != 0 || n != 5 && present) {
            return Err(StateError::LastPawnDataOutsideLastPawn(c));
        }
        if s.round_wins[c] > LAST_PAWN_WINS {
            return Err(StateError::TooManyRoundWins(c));
        }
    }
    Ok(())
}

/// Every pawn: in or out of the round, on its route, prisoners with their
/// captors, King last.
fn pawns(s: &State) -> Check {
    for c in Colour::ALL {
        let st = s.status[c];
        for i in 0..PAWNS {
            let p = s.pw(c, i);
            if !s.in_round(c, i) {
                if p != Pawn::OUT {
                    return Err(pawn_err(|colour, pawn| StateError::PawnNotOut { colour, pawn }, c, i));
                }
                continue;
            }
            if p.loc == Loc::Out && st != PlayerStatus::Eliminated {
                return Err(pawn_err(
                    |colour, pawn| StateError::PawnOutInPlay { colour, pawn },
                    c,
                    i,
                ));
            }
            // O-R6: an eliminated colour's pawns held by others stay prisoners.
            if st == PlayerStatus::Eliminated && p.is_free() && !matches!(p.loc, Loc::Out | Loc::Earth) {
                return Err(pawn_err(
                    |colour, pawn| StateError::EliminatedPawnInPlay { colour, pawn },
                    c,
                    i,
                ));
            }
            location(s, c, i, p)?;
            if let Some(k) = p.captor {
                if s.team_mates(k, c) {
                    return Err(pawn_err(
                        |colour, pawn| StateError::HeldByOwnSide { colour, pawn },
                        c,
                        i,
                    ));
                }
                if !matches!(s.status[k], PlayerStatus::Active | PlayerStatus::Finished) {
                    return Err(pawn_err(
                        |colour, pawn| StateError::CaptorOutOfRound { colour, pawn },
                        c,
                        i,
                    ));
                }
                let with_captor = p.loc == Loc::Earth || p.loc.on_board() && s.free_of(k, p.loc) != 0;
                if !with_captor {
                    return Err(pawn_err(
                        |colour, pawn| StateError::PrisonerAwayFromCaptor { colour, pawn },
                        c,
                        i,
                    ));
                }
            }
        }
        // King last (spec section 1).
        let king = s.pw(c, 0);
        if s.in_round(c, 0) && king.is_free() && king.loc == Loc::Earth {
            for i in 1..PAWNS {
                let p = s.pw(c, i);
                if s.in_round(c, i) && p.is_free() && !matches!(p.loc, Loc::Earth | Loc::Out) {
                    return Err(StateError::KingNotLast(c));
                }
            }
        }
    }
    Ok(())
}

fn location(s: &State, c: Colour, i: usize, p: Pawn) -> Check {
    let e = |f: fn(Colour, u8) -> StateError| Err(pawn_err(f, c, i));
    match p.loc {
        Loc::Ring(r) if r >= RING_LEN => e(|colour, pawn| StateError::NoSuchRingSquare { colour, pawn }),
        Loc::Ring(r) if p.is_free() && s.route_of(c, Loc::Ring(r)).is_none() => {
            e(|colour, pawn| StateError::PawnOffRoute { colour, pawn })
        }
        Loc::Path(owner, k) if k >= s.config.layout.path_len || p.captor.unwrap_or(c) != owner => {
            e(|colour, pawn| StateError::WrongPathSquare { colour, pawn })
        }
        _ => Ok(()),
    }
}

/// The pending decision's square, where opposing groups may meet.
fn pending_square(s: &State) -> Option<Loc> {
    match s.phase {
        Phase::Sun { at, .. } | Phase::Capture { at, .. } => Some(at),
        _ => None,
    }
}

/// Two opposing groups never share a square (spec section 4), except the
/// square of a pending Sun choice or capture.
fn groups(s: &State) -> Check {
    let pending = pending_square(s);
    for r in 0..RING_LEN {
        let at = Loc::Ring(r);
        if Some(at) == pending {
            continue;
        }
        let mut first: Option<Colour> = None;
        for c in Colour::ALL {
            if s.free_of(c, at) == 0 {
                continue;
            }
            match first {
                None => first = Some(c),
                Some(f) if !s.team_mates(f, c) => return Err(StateError::OpposingGroupsShare(r)),
                _ => {}
            }
        }
    }
    Ok(())
}

/// Whether `at` is the Moon of a colour in play opposed to `c` (where a
/// pawn ending its owner's turn is flagged to move, spec section 3).
fn on_opponents_moon(s: &State, c: Colour, at: Loc) -> bool {
    match at {
        Loc::Ring(r) if r < RING_LEN && r % 13 == 0 => {
            // O-R10: only while that Moon's owner is in the round.
            Colour::from_index((r / 13) as usize)
                .is_some_and(|o| s.colours().contains(o) && !s.team_mates(c, o) && s.status[o] == PlayerStatus::Active)
        }
        _ => false,
    }
}

/// The flags `end_turn` gives `c`: its free pawns on opponents' Moons while
/// it is active.
fn turn_end_flags(s: &State, c: Colour) -> u8 {
    if s.status[c] != PlayerStatus::Active {
        return 0;
    }
    let mut mm = 0;
    for i in 0..PAWNS {
        let p = s.pw(c, i);
        if s.in_round(c, i) && p.is_free() && on_opponents_moon(s, c, p.loc) {
            mm |= 1 << i;
        }
    }
    mm
}

/// Must-move flags (spec section 3, decision 3).
fn must_move(s: &State) -> Check {
    for c in Colour::ALL {
        let mm = s.must_move[c];
        let allowed = turn_end_flags(s, c);
        if mm & !allowed != 0 {
            let pawn = (mm & !allowed).trailing_zeros() as u8;
            return Err(StateError::MustMoveOffMoon { colour: c, pawn });
        }
        // The player to move may have moved flagged pawns away and back;
        // once the round is over, so may its last mover (the winner, when
        // the loser is named to act).
        let over = matches!(s.phase, Phase::RoundOver | Phase::GameOver);
        if c != s.turn && !over && mm != allowed {
            return Err(StateError::MustMoveFlags(c));
        }
    }
    Ok(())
}

/// Soldiers in canonical order (decision 14): normalizing changes nothing.
fn normal_form(s: &State) -> Check {
    let mut n = *s;
    // Every colour, whatever `unsorted` says (a state at rest has it 0).
    n.unsorted = 0b1111;
    n.normalize();
    if n == *s {
        return Ok(());
    }
    let c = Colour::ALL
        .into_iter()
        .find(|&c| n.pawns_of(c) != s.pawns_of(c) || n.must_move[c] != s.must_move[c])
        .unwrap_or(s.turn);
    Err(StateError::NotNormalForm(c))
}

/// Whether an action is in progress (a Sun choice, capture, ODULUDO offer
/// or die pending): a capture decision in it may already have taken a
/// player's last pawn or King, but finishing and winning are judged only
/// once the action is complete (spec section 8, decision 11).
fn judged_later(s: &State) -> bool {
    matches!(
        s.phase,
        Phase::Sun { .. } | Phase::Capture { .. } | Phase::Odu { .. } | Phase::OduRoll { .. }
    )
}

/// Statuses against the pawns (spec sections 6, 8 and 9).
fn statuses(s: &State) -> Check {
    let team = s.config.mode == Mode::Team;
    for c in s.colours().iter() {
        match s.status[c] {
            PlayerStatus::Finished if !s.all_home(c) => return Err(StateError::FinishedNotHome(c)),
            PlayerStatus::Active if s.all_home(c) && !(judged_later(s) && c != s.turn) => {
                return Err(StateError::ActiveAllHome(c));
            }
            _ => {}
        }
        let out = s.status[c] == PlayerStatus::Eliminated;
        if team && out != (s.status[c.partner()] == PlayerStatus::Eliminated) {
            return Err(StateError::TeamSplit(c));
        }
        // A King sent back eliminates (spec section 6): it is out. In team
        // play the partner is put out with it, wherever its King is.
        let king_out = |x: Colour| s.pw(x, 0) == Pawn::OUT;
        if out && !(king_out(c) || team && king_out(c.partner())) {
            return Err(StateError::EliminatedKing(c));
        }
    }
    Ok(())
}

/// Whether `w` (with its partner in team play) has won the round by the
/// rules (spec section 8): finished, or every opponent eliminated.
fn has_won(s: &State, w: Colour) -> bool {
    let cols = s.colours();
    let opponents_out = cols
        .iter()
        .filter(|&o| !s.team_mates(w, o))
        .all(|o| s.status[o] == PlayerStatus::Eliminated);
    if s.config.mode == Mode::Team {
        let finished = s.status[w] == PlayerStatus::Finished && s.status[w.partner()] == PlayerStatus::Finished;
        // The engine names the winner of an elimination as the colour after
        // the first eliminated team's Green or Red.
        let named = if s.status[Colour::Green] == PlayerStatus::Eliminated {
            Colour::Red
        } else {
            Colour::Blue
        };
        finished || opponents_out && w == named
    } else {
        s.status[w] == PlayerStatus::Finished || s.status[w] == PlayerStatus::Active && opponents_out
    }
}

/// Winner, loser and last eliminated against the statuses (spec section 8,
/// decision 12).
fn records(s: &State) -> Check {
    let cols = s.colours();
    for who in [s.winner, s.loser, s.last_out].into_iter().flatten() {
        if !cols.contains(who) {
            return Err(StateError::RecordNotInPlay(who));
        }
    }
    let team = s.config.mode == Mode::Team;
    match s.winner {
        Some(w) if !has_won(s, w) => return Err(StateError::WinnerHasNotWon(w)),
        Some(_) => {}
        None => {
            // The first finisher (team: the second partner) wins at once;
            // so does the last side standing, once the action is complete.
            for c in cols.iter() {
                let finished = s.status[c] == PlayerStatus::Finished;
                if finished && (!team || s.status[c.partner()] == PlayerStatus::Finished) {
                    return Err(StateError::WinnerMissing(c));
                }
            }
            if !judged_later(s) {
                let mut standing = cols.iter().filter(|&c| s.status[c] != PlayerStatus::Eliminated);
                match standing.next() {
                    None => return Err(StateError::WinnerMissing(s.turn)),
                    Some(c) if standing.all(|o| s.team_mates(c, o)) => return Err(StateError::WinnerMissing(c)),
                    Some(_) => {}
                }
            }
        }
    }
    let over = matches!(s.phase, Phase::RoundOver | Phase::GameOver);
    let loser = match (over, s.winner) {
        (true, Some(w)) => s.round_loser(w),
        _ => None,
    };
    if s.loser != loser {
        return Err(StateError::WrongLoser);
    }
    let any_out = cols.iter().any(|c| s.status[c] == PlayerStatus::Eliminated);
    let last_ok = match s.last_out {
        Some(e) => s.status[e] == PlayerStatus::Eliminated,
        None => !any_out,
    };
    if !last_ok {
        return Err(StateError::WrongLastEliminated);
    }
    Ok(())
}

/// The round scores are derived (spec section 8): the winner's side 40 per
/// prisoner it holds (constant once the winner is known), an eliminated
/// player its penalty, everyone else 0. Last Pawn totals within what the
/// rounds played can give.
fn scores(s: &State) -> Check {
    let cols = s.colours();
    let team = s.config.mode == Mode::Team;
    for c in cols.iter() {
        let recorded = s.round_score[c];
        if s.status[c] == PlayerStatus::Eliminated {
            penalty(s, c)?;
            continue;
        }
        let winning = s.winner.is_some_and(|w| s.team_mates(w, c));
        let expected = if winning {
            PRISONER_BONUS * s.prisoners_held(c)
        } else {
            0
        };
        if recorded != expected {
            return Err(StateError::RoundScore {
                colour: c,
                recorded,
                expected,
            });
        }
    }
    if team {
        // The King sent back was one partner's: at least one penalty counts it.
        for c in [Colour::Green, Colour::Red] {
            if s.status[c] == PlayerStatus::Eliminated {
                let k = |x: Colour| penalty_parts(s, x).0;
                let counted = |x: Colour| -s.round_score[x] >= 10 * k(x) + 10;
                if !counted(c) && !counted(c.partner()) {
                    return Err(StateError::Penalty {
                        colour: c,
                        recorded: s.round_score[c],
                    });
                }
            }
        }
    }
    if s.config.mode == Mode::LastPawn {
        let over = matches!(s.phase, Phase::RoundOver | Phase::GameOver);
        let played = i64::from(s.round) - 1 + i64::from(over);
        let opponents = cols.len() as i64 - 1;
        for c in cols.iter() {
            let t = i64::from(s.totals[c]);
            let wins = i64::from(s.round_wins[c]);
            let lost = (played - wins).max(0);
            // The total from the rounds: t = 40 a - 10 b, with a the prisoners held at
            // the ends of the rounds won (at most 5 per opponent a round)
            // and b the tens of the penalties of the other rounds: 0, or
            // 2 to 10 for each round the player was eliminated in (so any
            // b from 2 to 10 per lost round).
            let most_prisoners = PAWNS as i64 * opponents * wins;
            let tens = t / 10;
            let reachable = t % 10 == 0
                && (0..=most_prisoners).any(|a| {
                    let b = 4 * a - tens;
                    b == 0 || (2..=10 * lost).contains(&b)
                });
            if !reachable {
                return Err(StateError::Total(c));
            }
        }
    }
    Ok(())
}

/// `(pawns counted, pawns on the board at least)` of an eliminated player:
/// the pawns of its round not free on Earth (each counted at elimination as
/// on the spaceship or on the board), and those others still hold prisoner
/// (on the board then, since nothing of it is taken after).
fn penalty_parts(s: &State, v: Colour) -> (i32, i32) {
    let mut counted = 0;
    let mut held = 0;
    for i in 0..PAWNS {
        let p = s.pw(v, i);
        if !s.in_round(v, i) || p.is_free() && p.loc == Loc::Earth {
            continue;
        }
        counted += 1;
        if !p.is_free() {
            held += 1;
        }
    }
    (counted, held)
}

/// An eliminated player's score is -20 per pawn on the spaceship and -10
/// per pawn on the board or held (decision 10), counted at elimination:
/// `-(10 m + 10 ship)` with `ship` from 1 (the King; 0 for a team partner)
/// up to `m - held`.
fn penalty(s: &State, v: Colour) -> Check {
    let (m, held) = penalty_parts(s, v);
    let least_ship = if s.config.mode == Mode::Team { 0 } else { 1 };
    let recorded = s.round_score[v];
    let p = -i64::from(recorded);
    let ok = p % 10 == 0 && p >= 10 * i64::from(m) + 10 * least_ship && p <= 20 * i64::from(m) - 10 * i64::from(held);
    if ok {
        Ok(())
    } else {
        Err(StateError::Penalty { colour: v, recorded })
    }
}

/// Rounds, round wins and pawn counts agree (spec section 9): one round
/// outside Last Pawn; in Last Pawn one round win per finished round, each
/// win costing its winner a pawn from the next round on, and the game over
/// exactly when someone has won [`LAST_PAWN_WINS`] rounds.
fn rounds(s: &State) -> Check {
    let cols = s.colours();
    if s.config.mode != Mode::LastPawn {
        return if s.round == 1 {
            Ok(())
        } else {
            Err(StateError::RoundsOutsideLastPawn)
        };
    }
    let over = matches!(s.phase, Phase::RoundOver | Phase::GameOver);
    let wins: u32 = cols.iter().map(|c| u32::from(s.round_wins[c])).sum();
    if wins + 1 != u32::from(s.round) + u32::from(over) {
        return Err(StateError::RoundWins);
    }
    for c in cols.iter() {
        let not_yet_removed = u8::from(over && s.winner == Some(c));
        let expect = (PAWNS as u8)
            .saturating_sub(s.round_wins[c])
            .saturating_add(not_yet_removed)
            .clamp(1, PAWNS as u8);
        if s.pawn_count[c] != expect {
            return Err(StateError::PawnCountNotFromWins(c));
        }
    }
    let someone_won = cols.iter().any(|c| s.round_wins[c] >= LAST_PAWN_WINS);
    if (s.phase == Phase::GameOver) != someone_won {
        return Err(StateError::LastPawnEnd);
    }
    Ok(())
}

/// The turn's counters: roll, extra roll, tries, sixes, used UFOs, whose
/// turn (spec sections 3 and 5, D9).
fn turn(s: &State) -> Check {
    let c = s.turn;
    let cols = s.colours();
    if !cols.contains(c) || !cols.contains(s.starter) {
        return Err(StateError::TurnNotInPlay);
    }
    if s.phase == Phase::StartRoll {
        // Only the initial position waits for the starter.
        return match State::new(s.config) {
            Ok(init) if init == *s => Ok(()),
            _ => Err(StateError::StartNotInitial),
        };
    }
    let playing = !matches!(s.phase, Phase::RoundOver | Phase::GameOver);
    if playing && s.status[c] != PlayerStatus::Active {
        return Err(StateError::MoverNotActive(c));
    }
    let rolled = matches!(
        s.phase,
        Phase::Move | Phase::Sun { .. } | Phase::Capture { .. } | Phase::Odu { .. } | Phase::OduRoll { .. }
    );
    if rolled != (1..=6).contains(&s.roll) || !rolled && s.roll != 0 {
        return Err(StateError::RollNotInPhase);
    }
    // A 6 gives an extra roll at once; a Star or a D9 bonus only later in
    // the action; none is pending at a roll.
    if rolled && s.roll == 6 && !s.extra || s.phase == Phase::Move && s.extra != (s.roll == 6) || !rolled && s.extra {
        return Err(StateError::ExtraRoll);
    }
    // Without the D9 bonus knob only a 6 or a normal move ending on a Star
    // (a capture pending there) gives one within the action.
    if s.config.bonus_rule == BonusRule::NoBonus {
        let star =
            matches!(s.phase, Phase::Capture { at: Loc::Ring(r), .. } if s.config.layout.kind(r) == SquareKind::Star);
        if rolled && s.extra != (s.roll == 6 || star) {
            return Err(StateError::ExtraRoll);
        }
    }
    // A roll waits after the third try only when that try was a
    // 6 (its extra roll); after three tries without a 6 the turn passed.
    // A pawn in play after a try entered this turn (with a 1 or a 6; an
    // entry ends its action at once), and the turn went on after entering
    // only by a 6's extra roll.
    let in_play = s.has_pawn_in_play(c);
    let tries_ok = s.tries <= 3
        && (playing || s.tries == 0)
        && !(s.phase == Phase::Move && s.tries == 0 && !in_play)
        && !(s.phase == Phase::Roll && s.tries == 3 && s.sixes == 0)
        && !(playing && s.tries > 0 && in_play && s.sixes == 0);
    if !tries_ok {
        return Err(StateError::Tries);
    }
    let sixes_ok = (playing || s.sixes == 0)
        && !(s.config.six_rule == SixRule::ThirdSixEndsTurn && s.sixes > 2)
        && !(rolled && s.roll == 6 && s.sixes == 0);
    if !sixes_ok {
        return Err(StateError::Sixes);
    }
    // Each UFO flew at least one of the mover's own free pawns to Earth,
    // where free pawns stay for the round (prisoners may be released).
    let on_earth = s
        .each_pawn()
        .filter(|(_, _, p)| p.is_free() && p.loc == Loc::Earth)
        .count() as u32;
    if s.ufo_used & !cols.0 != 0 || s.ufo_used.count_ones() > on_earth {
        return Err(StateError::UfosUsed);
    }
    Ok(())
}

/// The round's end and the pending decision (spec sections 5, 8 and 9).
fn phase(s: &State) -> Check {
    let c = s.turn;
    let over = matches!(s.phase, Phase::RoundOver | Phase::GameOver);
    let actives = s
        .colours()
        .iter()
        .filter(|&x| s.status[x] == PlayerStatus::Active)
        .count();
    let plays_on = match s.config.mode {
        Mode::Team => false,
        Mode::Standard => s.config.standard_end == StandardEnd::ContinueToLoser,
        Mode::LastPawn => true,
    };
    let end_ok = match (over, s.winner) {
        (true, None) => false,
        (true, Some(_)) => !plays_on || actives <= 1,
        (false, None) => true,
        (false, Some(_)) => plays_on && (actives >= 2 || judged_later(s)),
    };
    if !end_ok {
        return Err(StateError::RoundEnd);
    }
    if s.phase == Phase::RoundOver && (s.config.mode != Mode::LastPawn || s.loser != Some(c)) {
        return Err(StateError::RoundOverNotLoser);
    }
    match s.phase {
        Phase::Sun { at, group, six } => sun(s, at, group, six),
        Phase::Capture { at, odu } => {
            let kind = match at {
                Loc::Ring(r) => s.config.layout.kind(r),
                _ => SquareKind::SafePlain,
            };
            // The landing rescued the mover's side's prisoners there.
            let unrescued = s
                .each_pawn()
                .any(|(o, _, p)| p.loc == at && s.team_mates(c, o) && p.captor.is_some_and(|k| !s.team_mates(c, k)));
            let ok = s.free_of(c, at) != 0
                && s.opponents_at(c, at, 0) != 0
                && !s.is_safe(at)
                && odu == (kind == SquareKind::Odulo)
                && !unrescued;
            if ok { Ok(()) } else { Err(StateError::CaptureDecision) }
        }
        Phase::Odu { at } | Phase::OduRoll { at } => {
            let on_ring = matches!(at, Loc::Ring(r) if r < RING_LEN && s.config.layout.kind(r) == SquareKind::Odulo);
            if on_ring && s.free_of(c, at) != 0 && s.opponents_at(c, at, 0) == 0 {
                Ok(())
            } else {
                Err(StateError::OduloDecision)
            }
        }
        _ => Ok(()),
    }
}

/// The Sun choice (spec section 5, O-R9): offered on a Sun that is not the
/// own top Sun and has a previous Sun on the route, to a group with the
/// Queen (under the `queen-alone` knob, O-R2, to the Queen alone among her
/// own pawns); `six` only with a roll of 6.
fn sun(s: &State, at: Loc, group: u32, six: bool) -> Check {
    let c = s.turn;
    let bad = Err(StateError::SunDecision);
    let Loc::Ring(r) = at else {
        return bad;
    };
    if r >= RING_LEN || s.config.layout.kind(r) != SquareKind::Sun || six && s.roll != 6 {
        return bad;
    }
    let Some(route) = s.route_of(c, at) else {
        return bad;
    };
    if s.is_top_sun(route) || s.prev_of(SquareKind::Sun, route).is_none() {
        return bad;
    }
    if group >> (4 * PAWNS) != 0 || !s.backward_allowed(((group >> (c.index() * PAWNS)) & 0b11111) as u8) {
        return bad;
    }
    for o in Colour::ALL {
        for i in 0..PAWNS {
            if group & bit(o, i) != 0 {
                let p = s.pw(o, i);
                let own = o == c && p.is_free();
                let held = p.captor == Some(c);
                if p.loc != at || !(own || held) {
                    return bad;
                }
            }
        }
    }
    // The jump would leave prisoners of the mover's side on the Sun with
    // none of its free pawns to hold them (a stack carries its prisoners).
    let guard_stays = (0..PAWNS).any(|i| group & bit(c, i) == 0 && s.pw(c, i).is_free() && s.pw(c, i).loc == at);
    let unguarded = Colour::ALL
        .into_iter()
        .any(|o| (0..PAWNS).any(|i| group & bit(o, i) == 0 && s.pw(o, i).captor == Some(c) && s.pw(o, i).loc == at));
    if unguarded && !guard_stays {
        return bad;
    }
    Ok(())
}
