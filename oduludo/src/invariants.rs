//! Every invariant of a state, re-derived from scratch. Used by the notation
//! parser, serde, `validity_check` in the test kit and debug assertions.

use crate::colour::Colour;
use crate::config::{Mode, StandardEnd};
use crate::layout::{RING_LEN, SquareKind};
use crate::state::{Loc, PAWNS, Pawn, Phase, State, Status, bit};

pub(crate) fn check(s: &State) -> Result<(), &'static str> {
    let cols = s.colours();
    if s.config.validate().is_err() {
        return Err("invalid config");
    }
    if s.config.layout.track().is_err() {
        return Err("layout has no track");
    }
    if s.codes != s.derived_codes() {
        return Err("pawn code cache does not match the pawns");
    }
    for c in Colour::ALL {
        let present = cols.contains(c);
        let st = s.status[c];
        if present == (st == Status::Absent) {
            return Err("status disagrees with the colours in play");
        }
        let n = s.pawn_count[c];
        if present && !(1..=PAWNS as u8).contains(&n) || !present && n != 0 {
            return Err("pawn count out of range");
        }
        if !present && (s.totals[c] != 0 || s.round_wins[c] != 0 || s.round_score[c] != 0) {
            return Err("scores for a colour not in play");
        }
        if s.config.mode != Mode::LastPawn && (s.totals[c] != 0 || s.round_wins[c] != 0 || n != 5 && present) {
            return Err("last pawn data outside last pawn mode");
        }
        if s.round_wins[c] > crate::score::LAST_PAWN_WINS {
            return Err("too many round wins");
        }
        let mm = s.must_move[c];
        for i in 0..PAWNS {
            let p = s.pw(c, i);
            if !s.in_round(c, i) {
                if p != Pawn::OUT {
                    return Err("pawn outside the round is not out");
                }
                if mm & (1 << i) != 0 {
                    return Err("must-move flag on a pawn outside the round");
                }
                continue;
            }
            if mm & (1 << i) != 0 && !(p.is_free() && p.loc.on_board()) {
                return Err("must-move flag on a pawn not in play");
            }
            if mm & (1 << i) != 0 && !on_opponents_moon(s, c, p.loc) {
                return Err("must-move flag on a pawn off an opponent's moon");
            }
            if p.loc == Loc::Out && st != Status::Eliminated {
                return Err("pawn out of a round it plays");
            }
            // O-R6: an eliminated colour's pawns held by others stay prisoners.
            if st == Status::Eliminated && p.is_free() && !matches!(p.loc, Loc::Out | Loc::Earth) {
                return Err("eliminated colour has pawns in play");
            }
            check_loc(s, c, p)?;
            if let Some(k) = p.captor {
                if k == c {
                    return Err("pawn held by its own colour");
                }
                if s.team_mates(k, c) {
                    return Err("pawn held by its partner");
                }
                if !matches!(s.status[k], Status::Active | Status::Finished) {
                    return Err("prisoner held by a colour out of the round");
                }
                if p.loc != Loc::Earth && s.free_of(k, p.loc) == 0 {
                    return Err("prisoner away from its captor's group");
                }
                if matches!(p.loc, Loc::Ship | Loc::Out) {
                    return Err("prisoner on a spaceship");
                }
            }
        }
        if s.must_move[c] >> PAWNS != 0 {
            return Err("must-move bits beyond the pawns");
        }
        // King last.
        let king = s.pw(c, 0);
        if s.in_round(c, 0) && king.is_free() && king.loc == Loc::Earth {
            for i in 1..PAWNS {
                let p = s.pw(c, i);
                if s.in_round(c, i) && p.is_free() && !matches!(p.loc, Loc::Earth | Loc::Out) {
                    return Err("king on earth before its own pawns");
                }
            }
        }
        // Canonical soldier order.
        let n = (n as usize).min(PAWNS);
        if n > 3 {
            let sold = s.pawns[c].get(2..n).unwrap_or(&[]);
            if sold.windows(2).any(|w| matches!(w, [a, b] if a > b)) {
                return Err("soldiers not in canonical order");
            }
        }
        if st == Status::Finished && !s.all_home(c) {
            return Err("finished colour with pawns away from earth");
        }
    }
    for who in [s.winner, s.loser, s.last_out].into_iter().flatten() {
        if !cols.contains(who) {
            return Err("winner, loser or last eliminated not in play");
        }
    }
    check_rounds(s)?;
    for c in cols.iter() {
        let winning = s.winner.is_some_and(|w| s.team_mates(w, c));
        if s.round_score[c] > 0 && !winning || s.round_score[c] < 0 && s.status[c] != Status::Eliminated {
            return Err("round score without a win or an elimination");
        }
    }
    if s.ufo_used & !cols.0 != 0 {
        return Err("ufo used for a colour not in play");
    }
    // Two opposing groups never share a square (except the pending decision's square).
    let pending_at = match s.phase {
        Phase::Sun { at, .. } | Phase::Capture { at, .. } => Some(at),
        _ => None,
    };
    for r in 0..RING_LEN {
        let at = Loc::Ring(r);
        if Some(at) == pending_at {
            continue;
        }
        let mut first: Option<Colour> = None;
        for c in Colour::ALL {
            if s.free_of(c, at) == 0 {
                continue;
            }
            match first {
                None => first = Some(c),
                Some(f) if !s.team_mates(f, c) => return Err("opposing groups share a square"),
                _ => {}
            }
        }
    }
    check_phase(s)
}

/// Whether `at` is the Moon of a colour in play opposed to `c` (where a
/// pawn ending its owner's turn is flagged to move, spec section 3).
fn on_opponents_moon(s: &State, c: Colour, at: Loc) -> bool {
    match at {
        Loc::Ring(r) if r % 13 == 0 => {
            Colour::from_index((r / 13) as usize).is_some_and(|o| s.colours().contains(o) && !s.team_mates(c, o))
        }
        _ => false,
    }
}

/// Rounds, round wins and pawn counts agree (spec section 9): one round
/// outside Last Pawn; in Last Pawn one round win per finished round, each
/// win costing its winner a pawn from the next round on, and the game over
/// exactly when someone has won [`crate::LAST_PAWN_WINS`] rounds.
fn check_rounds(s: &State) -> Result<(), &'static str> {
    let cols = s.colours();
    if s.config.mode != Mode::LastPawn {
        return if s.round == 1 {
            Ok(())
        } else {
            Err("more than one round outside last pawn")
        };
    }
    let over = matches!(s.phase, Phase::RoundOver | Phase::GameOver);
    let wins: u32 = cols.iter().map(|c| u32::from(s.round_wins[c])).sum();
    if wins + 1 != u32::from(s.round) + u32::from(over) {
        return Err("round wins do not add up to the rounds played");
    }
    for c in cols.iter() {
        let not_yet_removed = u8::from(over && s.winner == Some(c));
        let expect = (PAWNS as u8)
            .saturating_sub(s.round_wins[c])
            .saturating_add(not_yet_removed)
            .clamp(1, PAWNS as u8);
        if s.pawn_count[c] != expect {
            return Err("pawn count does not match the rounds won");
        }
    }
    let someone_won = cols.iter().any(|c| s.round_wins[c] >= crate::score::LAST_PAWN_WINS);
    if (s.phase == Phase::GameOver) != someone_won {
        return Err("last pawn game over does not match the round wins");
    }
    Ok(())
}

fn check_loc(s: &State, c: Colour, p: Pawn) -> Result<(), &'static str> {
    match p.loc {
        Loc::Ring(r) if r >= RING_LEN => Err("ring index off the board"),
        Loc::Ring(r) if p.is_free() && s.route_of(c, Loc::Ring(r)).is_none() => Err("pawn off its route"),
        Loc::Path(owner, i) => {
            if i >= s.config.layout.path_len {
                Err("path index off the path")
            } else if p.captor.map_or(owner != c, |k| k != owner) {
                Err("pawn on another colour's path")
            } else {
                Ok(())
            }
        }
        _ => Ok(()),
    }
}

fn check_phase(s: &State) -> Result<(), &'static str> {
    let c = s.turn;
    let rolled = matches!(
        s.phase,
        Phase::Move | Phase::Sun { .. } | Phase::Capture { .. } | Phase::Odu { .. } | Phase::OduRoll { .. }
    );
    if rolled != (1..=6).contains(&s.roll) || !rolled && s.roll != 0 {
        return Err("roll does not fit the phase");
    }
    if s.phase == Phase::Move && s.extra != (s.roll == 6) {
        return Err("extra roll flag does not match the roll");
    }
    if !rolled && s.extra {
        return Err("extra roll flag without a roll in progress");
    }
    if s.tries > 3 {
        return Err("more than 3 tries");
    }
    if !s.colours().contains(c) || !s.colours().contains(s.starter) {
        return Err("turn or starter not in play");
    }
    let playing = !matches!(s.phase, Phase::StartRoll | Phase::RoundOver | Phase::GameOver);
    if playing && s.status[c] != Status::Active {
        return Err("the player to move is not active");
    }
    if s.phase == Phase::StartRoll && (s.round != 1 || s.extra || s.tries != 0) {
        return Err("start roll after play began");
    }
    if matches!(s.phase, Phase::RoundOver | Phase::GameOver) {
        if s.winner.is_none() {
            return Err("round over without a winner");
        }
        if s.phase == Phase::RoundOver && (s.config.mode != Mode::LastPawn || s.loser != Some(c)) {
            return Err("round over without the loser to act");
        }
    } else if s.winner.is_some()
        && !(s.config.mode == Mode::LastPawn
            || s.config.mode == Mode::Standard && s.config.standard_end == StandardEnd::ContinueToLoser)
    {
        return Err("winner known but the round goes on");
    }
    match s.phase {
        Phase::Sun { at, group, .. } => {
            let Loc::Ring(r) = at else {
                return Err("sun decision off the ring");
            };
            if s.config.layout.kind(r) != SquareKind::Sun {
                return Err("sun decision off a sun");
            }
            if group & bit(c, 1) == 0 || group >> (4 * PAWNS) != 0 {
                return Err("sun decision without the queen");
            }
            // O-R2: only the Queen alone among her own pawns chooses.
            if (group >> (c.index() * PAWNS)) & 0b11111 != 0b10 {
                return Err("sun decision for a stack with the king or a soldier");
            }
            for o in Colour::ALL {
                for i in 0..PAWNS {
                    if group & bit(o, i) != 0 {
                        let p = s.pw(o, i);
                        let own = o == c && p.is_free();
                        let held = p.captor == Some(c);
                        if p.loc != at || !(own || held) {
                            return Err("sun group is not on the sun");
                        }
                    }
                }
            }
        }
        Phase::Capture { at, odu } => {
            if s.free_of(c, at) == 0 || s.opponents_at(c, at, 0) == 0 {
                return Err("capture without both groups");
            }
            if odu && !matches!(at, Loc::Ring(r) if s.config.layout.kind(r) == SquareKind::Odulo) {
                return Err("odulo offer off an odulo ring");
            }
        }
        Phase::Odu { at } | Phase::OduRoll { at }
            if s.free_of(c, at) == 0 || !matches!(at, Loc::Ring(r) if s.config.layout.kind(r) == SquareKind::Odulo) =>
        {
            return Err("odulo decision without a group on an odulo ring");
        }
        _ => {}
    }
    Ok(())
}
