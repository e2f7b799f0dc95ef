//! The board-core `Game` trait for [`State`].

use alloc::vec::Vec;

use board_core::NoEvents;
use board_core::arrayvec::ArrayVec;
use board_core::bots::Step;
use board_core::{Actor, Game, GameInfo, MoveSink, Outcome, Prob, Seat};

use crate::colour::Colour;
use crate::moves::{MAX_LEGAL_MOVES, Move, MoveError, SunDir};
use crate::rules::movegen::MoveBuf;
use crate::state::{Phase, State};

impl State {
    /// The seat of colour `c` ([`Config::seat_of`](crate::Config::seat_of)).
    pub fn seat_of(&self, c: Colour) -> Option<Seat> {
        self.config.seat_of(c)
    }
    /// The colour playing at `seat` ([`Config::colour_of`](crate::Config::colour_of)).
    pub fn colour_of(&self, seat: Seat) -> Option<Colour> {
        self.config.colour_of(seat)
    }
}

impl Game for State {
    type Move = Move;
    /// On the stack: at most [`MAX_LEGAL_MOVES`] moves.
    type MoveList = ArrayVec<Move, MAX_LEGAL_MOVES>;
    type Error = MoveError;

    const INFO: GameInfo = GameInfo {
        name: "oduludo",
        title: "ODULUDO",
        min_seats: 2,
        max_seats: 4,
        chance: true,
        hidden_information: false,
    };

    fn num_seats(&self) -> usize {
        self.colours().len()
    }

    #[inline]
    fn to_act(&self) -> Actor {
        match self.phase {
            Phase::StartRoll | Phase::Roll | Phase::OduRoll { .. } => Actor::Chance,
            Phase::GameOver => Actor::Terminal,
            _ => self.seat_of(self.turn).map_or(Actor::Terminal, Actor::Seat),
        }
    }

    /// Through [`Game::legal_move_list_into`], so the generator is compiled
    /// here, for the one list type.
    fn legal_moves_into<S: MoveSink<Move>>(&self, out: &mut S) {
        let mut list = ArrayVec::new();
        self.legal_move_list_into(&mut list);
        out.extend_moves(list);
    }

    /// The `Move` phase's moves are generated straight into `out`.
    /// `#[inline]`, as [`Game::random_step`] is: the generic step
    /// (`board_core::bots::listed_step`) gets the generator compiled into
    /// its loop.
    #[inline]
    fn legal_move_list_into(&self, out: &mut ArrayVec<Move, MAX_LEGAL_MOVES>) {
        match self.phase {
            Phase::StartRoll => out.extend_moves(self.colours().iter().map(Move::Start)),
            Phase::Roll => out.extend_moves((1..=6).map(Move::Roll)),
            Phase::OduRoll { .. } => out.extend_moves((1..=6).map(Move::Face)),
            Phase::Move => self.move_phase_list(out),
            _ => {
                let mut buf = MoveBuf::new();
                self.decision_moves(&mut buf);
                out.extend_moves(buf.moves());
            }
        }
    }

    /// A fresh `Vec` (the trait's contract), filled from a constant table
    /// for the dice: one allocation and one copy.
    fn chance_outcomes(&self) -> Vec<(Move, Prob)> {
        match self.phase {
            Phase::Roll => ROLL_OUTCOMES.to_vec(),
            Phase::OduRoll { .. } => FACE_OUTCOMES.to_vec(),
            Phase::StartRoll => {
                let set = self.colours();
                let n = set.len() as u64;
                let mut v = Vec::with_capacity(set.len());
                v.extend(set.iter().map(|c| (Move::Start(c), Prob::uniform(n))));
                v
            }
            _ => Vec::new(),
        }
    }

    /// [`Game::chance_outcomes`] written into `out` (cleared first): a die
    /// roll copies its constant table into the reused buffer, with no
    /// allocation once the buffer has room for six outcomes.
    fn chance_outcomes_into(&self, out: &mut Vec<(Move, Prob)>) {
        out.clear();
        match self.phase {
            Phase::Roll => out.extend_from_slice(&ROLL_OUTCOMES),
            Phase::OduRoll { .. } => out.extend_from_slice(&FACE_OUTCOMES),
            Phase::StartRoll => {
                let set = self.colours();
                let n = set.len() as u64;
                out.extend(set.iter().map(|c| (Move::Start(c), Prob::uniform(n))));
            }
            _ => {}
        }
    }

    fn apply(&self, mv: &Move) -> Result<State, MoveError> {
        let mut s = *self;
        s.apply_move(*mv, true)?;
        debug_assert!(
            s.validate().is_ok(),
            "apply broke an invariant: {s}: {:?}",
            s.validate()
        );
        Ok(s)
    }

    /// Skips the whole-position checks (must-move pawn, D1); on any other
    /// illegality the state is left unchanged.
    ///
    /// The common moves take the fast path's work: the ordinary die is
    /// rolled as [`Game::random_step`] rolls it, and an `enter`, a step or
    /// `pass` whose legality is plain to see
    /// ([`State::plain_move_info`](crate::State)) is applied as a generated
    /// move (`apply_generated`: what `apply_move(mv, false)` does, without
    /// finding the group, its route and the landing again).
    ///
    /// Not `#[inline]`: compiled once, here, so that a caller's crate does
    /// not get a second copy of the generated-move code beside
    /// [`Game::random_step`]'s (two call sites there cost the fast path its
    /// inlining of the landing and the end of the action).
    fn apply_unchecked(&mut self, mv: &Move) {
        match (self.phase, *mv) {
            // What `apply_move` does with a good face once its checks pass.
            (Phase::Roll, Move::Roll(v)) if (1..=6).contains(&v) => {
                self.do_roll(v, &mut NoEvents);
                return;
            }
            (Phase::Move, mv) => {
                if let Some(info) = self.plain_move_info(mv) {
                    self.apply_generated(mv, info);
                    return;
                }
            }
            // The starter at its own chance node: `apply_move` refuses a
            // bad one before changing anything (the phase, then the
            // colour), and applies a good one without failing, so no
            // backup is needed.
            (Phase::StartRoll, Move::Start(_)) => {
                let _refused_unchanged = self.apply_move(*mv, false);
                return;
            }
            _ => {}
        }
        let backup = *self;
        if self.apply_move(*mv, false).is_err() {
            *self = backup;
        }
    }

    /// Allocation-free: the outcomes are equally likely (the players at the
    /// start, six die faces), so [`board_core::sample`] reduces to
    /// [`board_core::bots::uniform_index`] over the outcome order.
    fn sample_chance<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        match self.phase {
            Phase::StartRoll => {
                let set = self.colours();
                let i = uniform_index(set.len(), rng)?;
                set.iter().nth(i).map(Move::Start)
            }
            Phase::Roll => uniform_index(6, rng).map(|i| Move::Roll(i as u8 + 1)),
            Phase::OduRoll { .. } => uniform_index(6, rng).map(|i| Move::Face(i as u8 + 1)),
            _ => None,
        }
    }

    /// The legal moves in a fixed-capacity buffer, then one uniform index.
    fn random_move<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        if !matches!(self.to_act(), Actor::Seat(_)) {
            return None;
        }
        let mut buf = MoveBuf::new();
        self.decision_moves(&mut buf);
        let i = uniform_index(buf.len(), rng)?;
        buf.get(i)
    }

    /// The fused path for the two common nodes; every other node takes the
    /// trait's default (choose, then [`Game::apply_unchecked`]).
    ///
    /// * The ordinary die: the face drawn as [`Game::sample_chance`] draws
    ///   it, rolled straight away (what `apply_unchecked` of `roll:v` does
    ///   once its checks pass, and they always pass here).
    /// * The `Move` phase: the legal moves generated as
    ///   [`Game::random_move`] generates them, one uniform index, and the
    ///   chosen move applied without the legality checks and without the
    ///   backup `apply_unchecked` keeps (a generated move never fails).
    #[inline]
    fn random_step<R: rand_core::Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Step> {
        match self.phase {
            Phase::Roll => {
                let i = uniform_index(6, rng)?;
                self.do_roll(i as u8 + 1, &mut NoEvents);
                Some(Step::Chance)
            }
            // `to_act` is the turn's seat: its colour is in play.
            Phase::Move if self.config.colours.contains(self.turn) => {
                let mut buf = MoveBuf::new();
                self.move_phase_moves(&mut buf);
                let i = uniform_index(buf.len(), rng)?;
                let (mv, info) = buf.get_with(i)?;
                self.apply_generated(mv, info);
                Some(Step::Decision)
            }
            // The rarer nodes, each as the trait's default plays it (the
            // same moves in `legal_moves` order, the same draw) without the
            // move list, the dispatch of `apply_unchecked` and its backup.
            Phase::Sun { at, group, six } if self.config.colours.contains(self.turn) => {
                // The trait's default tries both directions (`sun_moves`,
                // on copies) and applies the chosen one. Which are legal is
                // known without the trials (`sun_forward_ok`,
                // `sun_back_ok`), so the chosen one is applied in place, as
                // `apply_move` applies it (the phase set to `Move` before
                // `sun_choice`, which reads it only to name an error).
                let f = self.sun_forward_ok(at, group, six);
                let b = self.sun_back_ok(at);
                let i = uniform_index(usize::from(f) + usize::from(b), rng)?;
                let dir = if f && i == 0 { SunDir::Forward } else { SunDir::Back };
                self.phase = Phase::Move;
                let done = self.sun_choice(at, group, six, dir, &mut NoEvents);
                debug_assert!(done.is_ok(), "a legal Sun direction refused: {done:?}");
                if let Ok(pending) = done {
                    self.after(pending, &mut NoEvents);
                }
                Some(Step::Decision)
            }
            Phase::Capture { at, odu } if self.config.colours.contains(self.turn) => {
                // `send back`, then `kidnap`.
                let i = uniform_index(2, rng)?;
                self.do_capture(at, odu, i == 1, &mut NoEvents);
                Some(Step::Decision)
            }
            Phase::Odu { at } if self.config.colours.contains(self.turn) => {
                // `odulo yes`, then `odulo no`.
                let i = uniform_index(2, rng)?;
                self.do_odulo(at, i == 0, &mut NoEvents);
                Some(Step::Decision)
            }
            Phase::OduRoll { at } => {
                let v = uniform_index(6, rng)? as u8 + 1;
                // `apply_unchecked` keeps a backup: a refused face (never,
                // from a valid state) leaves the state as it was. `do_face`
                // refuses only before it changes anything (`at` off the
                // route), so only the phase set here needs restoring.
                let phase = self.phase;
                self.phase = Phase::Move;
                match self.do_face(at, v, &mut NoEvents) {
                    Ok(pending) => self.after(pending, &mut NoEvents),
                    Err(_) => self.phase = phase,
                }
                Some(Step::Chance)
            }
            _ => board_core::bots::choose_and_apply(self, rng),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        self.compute_outcome()
    }
}

/// The ordinary die's outcomes, in `legal_moves` order.
const ROLL_OUTCOMES: [(Move, Prob); 6] = die_outcomes(false);
/// The ODULUDO die's outcomes, in `legal_moves` order.
const FACE_OUTCOMES: [(Move, Prob); 6] = die_outcomes(true);

/// The six faces of a die, each `1/6`: `roll:1..6`, or `face:1..6`.
const fn die_outcomes(odu: bool) -> [(Move, Prob); 6] {
    let mut out = [(Move::Pass, Prob::uniform(6)); 6];
    let mut i = 0;
    while i < 6 {
        let v = i as u8 + 1;
        out[i].0 = if odu { Move::Face(v) } else { Move::Roll(v) };
        i += 1;
    }
    out
}

/// [`board_core::bots::uniform_index`] (the project's one uniform draw:
/// the same RNG calls and the same result), inlined so that a constant `n`
/// (the six die faces) folds.
#[inline(always)]
fn uniform_index<R: rand_core::Rng + ?Sized>(n: usize, rng: &mut R) -> Option<usize> {
    board_core::bots::uniform_index(n, rng)
}

/// Everything is public (spec section 10): a determinized state is a copy.
impl board_core::bots::Determinize for State {
    fn determinize<R: rand_core::Rng + ?Sized>(&self, _seat: Seat, _rng: &mut R) -> Self {
        *self
    }
}
