//! What the guided search knows about ODULUDO moves: [`Heuristics`], the
//! game's [`Knowledge`] (move priors for progressive bias and a play-out
//! policy).
//!
//! Every move of a seat is scored in **squares of progress** for the mover,
//! read off the move generator's own work (the group moved, its route
//! index before and after the step, whether an opponent stands on the
//! destination) and the board's occupancy cache: no move is applied, so a
//! score costs a few table reads.

use board_core::mcts::Knowledge;

use crate::colour::{Colour, PawnKind};
use crate::data::SquareKind;
use crate::layout::RING_LEN;
use crate::moves::{Move, SunDir};
use crate::rules::movegen::{MoveBuf, MoveInfo, NO_OPPONENT};
use crate::state::{PAWNS, Phase, State};

/// A pawn sent back to its spaceship must roll a 1 or a 6 to enter again
/// (spec section 3): counted as this many squares on top of the route it
/// had made.
const ENTRY_COST: f32 = 10.0;
/// Bringing a pawn out of the spaceship (section 3, `enter`).
const ENTER: f32 = 10.0;
/// Reaching Earth, on top of the squares gained: the pawn is safe for good
/// (section 8: a player finishes with every pawn on Earth).
const EARTH_BONUS: f32 = 8.0;
/// A Star's extra roll (section 5), worth about one average roll.
const STAR: f32 = 3.5;
/// What a King at stake adds: a King sent back eliminates its player
/// (sections 1 and 6).
const KING_STAKE: f32 = 40.0;
/// Taking an opponent's group is worth this share of what the opponent
/// loses (one of up to three opponents).
const CAPTURE_SHARE: f32 = 0.8;
/// Sending back an opponent's King eliminates that player (section 6).
const KING_CAPTURE: f32 = 50.0;
/// The squares that turn a score into a prior of 3/4 (see
/// [`Heuristics::prior`]).
const PRIOR_SCALE: f32 = 10.0;

/// Hand-written ODULUDO knowledge for the guided search
/// ([`board_core::mcts::MctsBot::guided`], the bot string `guided:N`).
///
/// **Scores.** Each legal move of the seat to act is scored in squares of
/// progress, read off the position without applying the move:
///
/// * a step gains the squares its group moves, times the group's own pawns
///   (a backward step of the Queen's group loses them; O-R9), counting the
///   square effects where it ends (section 5): a Sun jumps on to the next
///   Sun (the own top Sun and a UFO still parked fly to Earth), a Lightning
///   sends back to the previous Lightning, a Star gives another roll;
/// * reaching Earth (section 2, exact landing; section 8) adds a bonus;
/// * `enter` (a 1 or a 6, section 3) is worth a fixed amount (the King a
///   little less: he must come home last and his loss ends the player);
/// * taking an opposing group (section 6, where the step or its jump
///   ends) gains part of what its owner loses: the route its pawns had made
///   plus the cost of entering again, and much more for a King, whose
///   return eliminates its player;
/// * exposure: the group's stake (its route plus the entry cost per pawn,
///   and more with the King) times the chance an opponent's group of at
///   least its size (D3) stands one to six squares behind it on the ring,
///   is lost where the move ends on a square that is not safe (sections 2
///   and 4: the Moons, their neighbours, the parkings, the junctions and
///   the coloured paths are safe) and won back where it leaves one;
/// * `sendback` is preferred to `kidnap` (a kidnapped pawn no longer has to
///   reach Earth, which helps its owner finish, section 8; a kidnapped King
///   frees its owner from King-last, section 6), `sun fwd` to `sun back`,
///   and `odulo yes` is scored by the ODULUDO die's expected squares
///   (section 7: Earth, two Sun jumps, a Lightning, back to the Moon).
///
/// **Priors** ([`Knowledge::prior`]) map the score `x` into `0..1` as
/// `0.5 + 0.5 x / (|x| + 10)`: 0.5 for no gain, 3/4 for ten squares.
///
/// **Play-outs** ([`Knowledge::playout_move`]) are epsilon-greedy: with
/// probability [`Heuristics::greedy`] the best-scored move (ties drawn at
/// random), else a uniformly random legal move, so play-outs stay diverse.
/// A node with one legal move costs no score and no random number.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Heuristics {
    /// The chance, in `0..=1`, that a play-out takes the best-scored move
    /// rather than a uniformly random one; default 0.75.
    pub greedy: f32,
}

impl Default for Heuristics {
    fn default() -> Self {
        Heuristics { greedy: 0.75 }
    }
}

impl Heuristics {
    /// The score of `mv` for the seat to act in `state`, in squares of
    /// progress (see the type's docs); 0 for a move that is not one of the
    /// seat's legal moves, or whose landing the move generator plays out
    /// on a copy (a larger opposing group on a Sun or Lightning, D3).
    pub fn score(&self, state: &State, mv: &Move) -> f32 {
        match state.phase {
            Phase::Move => match *mv {
                Move::Pass => 0.0,
                _ => state
                    .plain_move_info(*mv)
                    .map_or(0.0, |info| move_score(state, *mv, info)),
            },
            _ => decision_score(state, *mv),
        }
    }
}

impl Knowledge<State> for Heuristics {
    /// `0.5 + 0.5 x / (|x| + 10)` of the move's [`Heuristics::score`] `x`.
    fn prior(&self, state: &State, mv: &Move) -> f32 {
        let x = self.score(state, mv);
        0.5 + 0.5 * x / (x.abs() + PRIOR_SCALE)
    }

    /// Epsilon-greedy over the legal moves (see the type's docs).
    fn playout_move<R: rand_core::Rng + ?Sized>(&self, state: &State, rng: &mut R) -> Option<Move> {
        let mut buf = MoveBuf::new();
        state.decision_moves(&mut buf);
        let n = buf.len();
        if n <= 1 {
            return buf.get(0);
        }
        // A uniform 24-bit fraction: greedy below the threshold.
        let draw = (rng.next_u32() >> 8) as f32 * (1.0 / (1u32 << 24) as f32);
        if draw >= self.greedy {
            return buf.get(board_core::bots::uniform_index(n, rng)?);
        }
        let mut best = f32::NEG_INFINITY;
        let mut ties = 0usize;
        let mut scores = [0f32; crate::MAX_LEGAL_MOVES];
        for (i, slot) in scores.iter_mut().enumerate().take(n) {
            let Some((mv, info)) = buf.get_with(i) else { break };
            let x = match (state.phase, mv) {
                (Phase::Move, Move::Pass) => 0.0,
                (Phase::Move, _) => move_score(state, mv, info),
                _ => decision_score(state, mv),
            };
            *slot = x;
            if x > best {
                best = x;
                ties = 1;
            } else if x == best {
                ties += 1;
            }
        }
        let pick = if ties > 1 {
            board_core::bots::uniform_index(ties, rng)?
        } else {
            0
        };
        scores
            .iter()
            .take(n)
            .enumerate()
            .filter(|&(_, &x)| x == best)
            .nth(pick)
            .and_then(|(i, _)| buf.get(i))
    }
}

/// The score of a `Move`-phase `enter` or step with its generator info.
fn move_score(s: &State, mv: Move, info: MoveInfo) -> f32 {
    match mv {
        Move::Enter(PawnKind::King) => ENTER - 3.0,
        Move::Enter(PawnKind::Queen) => ENTER + 1.0,
        Move::Enter(PawnKind::Soldier) => ENTER,
        Move::Step { .. } => step_score(s, info),
        _ => 0.0,
    }
}

/// The score of the other decisions (Sun direction, capture, ODULUDO die).
fn decision_score(s: &State, mv: Move) -> f32 {
    match mv {
        Move::SendBack => 4.0,
        Move::Kidnap => 0.0,
        Move::Sun(SunDir::Forward) => 2.0,
        Move::Sun(SunDir::Back) => 0.0,
        Move::Odulo(yes) => {
            let ev = odulo_value(s);
            if yes { ev } else { 0.0 }
        }
        _ => 0.0,
    }
}

/// The ODULUDO die's expected squares for the group on the ring where the
/// die is offered (section 7): face 1 Earth, faces 2 and 3 two Sun jumps,
/// face 4 three squares on (onto a Lightning with layout v2, which sends
/// back) and face 5 back to the previous Lightning, face 6 back to the Moon.
fn odulo_value(s: &State) -> f32 {
    let Phase::Odu { at } = s.phase else { return 0.0 };
    let c = s.turn;
    let Some(r) = s.route_of(c, at) else { return 0.0 };
    let own = (s.free_of(c, at) >> (c.index() * PAWNS)) as u8;
    let n = own.count_ones() as f32;
    let earth = s.rrl() + s.config.layout.path_len;
    let to_earth = f32::from(earth.saturating_sub(r)) + EARTH_BONUS;
    let suns = match s.next_of(SquareKind::Sun, r) {
        Some(a) if s.is_top_sun(a) => to_earth,
        Some(a) => match s.next_of(SquareKind::Sun, a) {
            Some(b) if s.is_top_sun(b) => to_earth,
            Some(b) => f32::from(b - r),
            None => f32::from(a - r),
        },
        None => 0.0,
    };
    let lightning = s.lightning_target(r).map_or(0.0, |d| -f32::from(r.saturating_sub(d)));
    // The King may not fly to Earth before the others (section 7).
    let fly = if own & 1 != 0 && !s.king_last_ok(c, u32::from(own) << (c.index() * PAWNS)) {
        0.0
    } else {
        to_earth
    };
    n * (fly + 2.0 * suns + 2.0 * lightning - f32::from(r)) / 6.0
}

/// The score of a step (see [`Heuristics`]): `info` is its
/// [`MoveInfo`] (own pawns, route before and after, no opponent there).
fn step_score(s: &State, info: MoveInfo) -> f32 {
    let c = s.turn;
    let own = (info & 0b11111) as u8;
    let n = own.count_ones() as f32;
    let king = own & 1 != 0;
    let from = ((info >> 8) & 0xFF) as u8;
    let to = ((info >> 16) & 0xFF) as u8;
    let rrl = s.rrl();
    let earth = rrl + s.config.layout.path_len;
    let mut score = n * (f32::from(to) - f32::from(from));
    // Leaving the square: the group's exposure there is gone.
    if from < rrl {
        score += exposure(s, c, s.route_code_on(rrl, c, from), own.count_ones(), king, from);
    }
    if to >= earth {
        return score + n * EARTH_BONUS;
    }
    if to >= rrl {
        // The own coloured path: safe, no opponent (section 2).
        return score;
    }
    let code = s.route_code_on(rrl, c, to);
    let ring = code.wrapping_sub(1);
    let home = n * (f32::from(earth - to) + EARTH_BONUS);
    let mut end = to;
    match s.config.layout.kind(ring) {
        SquareKind::Sun => {
            if s.is_top_sun(to) {
                return score + home;
            }
            if let Some(next) = s.next_of(SquareKind::Sun, to) {
                score += n * f32::from(next - to);
                end = next;
                score += capture_value(s, c, s.route_code_on(rrl, c, next));
            }
        }
        SquareKind::Lightning => {
            if let Some(back) = s.lightning_target(to) {
                score -= n * f32::from(to - back);
                end = back;
                score += capture_value(s, c, s.route_code_on(rrl, c, back));
            }
        }
        SquareKind::Ufo => {
            let owner = Colour::from_index(usize::from(ring / 13)).unwrap_or(c);
            if s.ufo_available(owner) {
                return score + home;
            }
        }
        SquareKind::Star if info & NO_OPPONENT != 0 && s.roll != 6 => score += STAR,
        _ => {}
    }
    if end == to && info & NO_OPPONENT == 0 {
        score += capture_value(s, c, code);
    }
    if end < rrl {
        let end_code = s.route_code_on(rrl, c, end);
        // The own pawns already there join the group (a larger group is
        // safer, D3).
        let there = ((s.free_at_code(end_code) >> (c.index() * PAWNS)) as u8 & !own).count_ones();
        score -= exposure(s, c, end_code, own.count_ones() + there, king, end);
    }
    score
}

/// What taking the opposing group on the square with code `code` is worth
/// to `c` (0 if none stands there): a share of its pawns' routes plus the
/// entry cost each, and [`KING_CAPTURE`] for a King.
fn capture_value(s: &State, c: Colour, code: u8) -> f32 {
    let mut opp = s.opponents_at_code(c, code);
    if opp == 0 {
        return 0.0;
    }
    let ring = code.wrapping_sub(1);
    let mut value = 0.0;
    while opp != 0 {
        let b = opp.trailing_zeros() as usize;
        opp &= opp - 1;
        let Some(o) = Colour::from_index(b / PAWNS) else {
            continue;
        };
        let route = (ring + RING_LEN - o.moon()) % RING_LEN;
        value += CAPTURE_SHARE * (f32::from(route) + ENTRY_COST);
        if b.is_multiple_of(PAWNS) {
            value += KING_CAPTURE;
        }
    }
    value
}

/// The expected loss of `c`'s group of `size` own pawns (with the King if
/// `king`) standing at route `route`, location code `code`: its stake
/// times the share of the six die faces with which an opposing group of at
/// least its size (D3) one to six squares behind could land on it; 0 on a
/// safe square or off the ring.
fn exposure(s: &State, c: Colour, code: u8, size: u32, king: bool, route: u8) -> f32 {
    if code == 0 || code > RING_LEN {
        return 0.0;
    }
    let ring = code - 1;
    if s.config.layout.kind(ring).is_safe() {
        return 0.0;
    }
    let side = s.side_mask(c);
    let mut faces = 0u32;
    for d in 1..=6u8 {
        let q = (ring + RING_LEN - d) % RING_LEN;
        if s.board
            .get(usize::from(q))
            .is_some_and(|&e| e & !side & crate::state::COLOUR_BITS != 0)
            && s.opponents_at_code(c, q + 1).count_ones() >= size
        {
            faces += 1;
        }
    }
    if faces == 0 {
        return 0.0;
    }
    let stake = size as f32 * (f32::from(route) + ENTRY_COST) + if king { KING_STAKE } else { 0.0 };
    stake * faces as f32 / 6.0
}

#[cfg(test)]
#[path = "tests/knowledge.rs"]
mod tests;
