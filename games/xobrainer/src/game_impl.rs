//! The board-core `Game` trait for [`State`]: the rules of `rules.rs`
//! behind the trait, with its fused fast paths.

mod playout;

use alloc::vec::Vec;

use board_core::NoEvents;
use board_core::arrayvec::ArrayVec;
use board_core::bots::Step;
use board_core::{Actor, Game, GameInfo, MoveSink, Outcome, Prob, SeatOutcome, SeatResult};

use crate::config::MatchFormat;
use crate::fast::uniform_index;
use crate::moves::{ChanceEvent, MAX_LEGAL_MOVES, Move, MoveError};
use crate::piece::Side;
use crate::rules::Drawn;
use crate::state::{Phase, State};

impl Game for State {
    type Move = Move;
    /// On the stack: at most [`MAX_LEGAL_MOVES`] moves.
    type MoveList = ArrayVec<Move, MAX_LEGAL_MOVES>;
    type Error = MoveError;

    const INFO: GameInfo = GameInfo {
        name: "xobrainer",
        title: "XOBrainer",
        min_seats: 2,
        max_seats: crate::config::MAX_SEATS,
        chance: true,
        hidden_information: true,
    };

    fn num_seats(&self) -> usize {
        self.rules.team_sizes[Side::X] as usize + self.rules.team_sizes[Side::O] as usize
    }

    fn to_act(&self) -> Actor {
        match self.phase {
            Phase::GameOver => Actor::Terminal,
            Phase::Lot => Actor::Chance,
            Phase::Play => match self.pending() {
                Some(_) => Actor::Chance,
                None => Actor::Seat(self.seat_of(self.turn, self.sides[self.turn].member)),
            },
            Phase::RoundOver => self.to_act_round_over(),
        }
    }

    /// Through [`Game::legal_move_list_into`], so the generator is compiled
    /// here, for the one list type.
    fn legal_moves_into<S: MoveSink<Move>>(&self, out: &mut S) {
        let mut list = ArrayVec::new();
        self.legal_move_list_into(&mut list);
        out.extend_moves(list);
    }

    fn legal_move_list_into(&self, out: &mut ArrayVec<Move, MAX_LEGAL_MOVES>) {
        match self.phase {
            Phase::GameOver => {}
            Phase::Lot => self.chance_moves_into(ChanceEvent::Lot, out),
            Phase::Play => match self.pending() {
                Some(ev) => self.chance_moves_into(ev, out),
                None => self.moves_into(out),
            },
            // No draw can open the next round: `NextRound` is the move.
            Phase::RoundOver if !self.rules.play_chance => out.push(Move::NextRound),
            Phase::RoundOver => {
                let next = self.next_round();
                match next.pending() {
                    Some(ev) => next.chance_moves_into(ev, out),
                    None => out.push(Move::NextRound),
                }
            }
        }
    }

    fn chance_outcomes(&self) -> Vec<(Move, Prob)> {
        match self.phase {
            Phase::Lot | Phase::Play => self.pending().map(|ev| self.chance_list(ev)).unwrap_or_default(),
            Phase::RoundOver => {
                let next = self.next_round();
                next.pending().map(|ev| next.chance_list(ev)).unwrap_or_default()
            }
            Phase::GameOver => Vec::new(),
        }
    }

    fn random_move<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        match self.phase {
            Phase::Play if self.pending().is_none() => self.random_decision(rng),
            Phase::RoundOver => self.random_next_round(rng),
            Phase::Lot | Phase::Play | Phase::GameOver => None,
        }
    }

    /// The fused path: a placement drawn in play goes straight onto its
    /// square (no [`Move`] built, no coordinates); everything else is the
    /// trait's default (choose, then [`Game::apply_unchecked`]).
    fn random_step<R: rand_core::Rng + ?Sized>(&mut self, rng: &mut R) -> Option<Step> {
        if self.phase == Phase::Play && self.rules.plain && self.sides[self.turn].lineup_len != 0 {
            return self.random_place_plain(rng);
        }
        if self.phase == Phase::Play && self.pending().is_none() {
            match self.draw_decision(rng)? {
                Drawn::Square(i) => self.place_index(i),
                Drawn::Pass => self.apply_unchecked(&Move::Pass),
                Drawn::Timeout => self.apply_unchecked(&Move::Timeout),
            }
            return Some(Step::Decision);
        }
        if self.phase == Phase::RoundOver && !self.rules.play_chance {
            // What `choose_and_apply` does here (the one decision,
            // `NextRound`, drawn as `uniform_index(1)`), without building
            // the next round three times.
            uniform_index(1, rng)?;
            self.start_next_round();
            return Some(Step::Decision);
        }
        board_core::bots::choose_and_apply(self, rng)
    }

    /// Runs of plain placements (the default match's rounds) played on
    /// local copies of the words they change (the module `playout`); the
    /// rest through [`Game::random_step`]. The same games, counts and RNG
    /// calls as `random_step` in a loop, in about 16% less time.
    #[inline]
    fn random_playout<R: rand_core::Rng + ?Sized>(&mut self, rng: &mut R, decisions: &mut u64, chance: &mut u64) {
        self.playout_loop(rng, decisions, chance);
    }

    fn sample_chance<R: rand_core::Rng + ?Sized>(&self, rng: &mut R) -> Option<Move> {
        match self.chance_state()? {
            (ev, None) => self.sample_event(ev, rng),
            (ev, Some(next)) => next.sample_event(ev, rng),
        }
    }

    fn apply(&self, mv: &Move) -> Result<State, MoveError> {
        self.check_move(mv)?;
        let mut s = self.clone();
        s.apply_unchecked(mv);
        // No invariant assertion here: a state parsed or deserialized from
        // input must never reach a panic. The test kit and the
        // mutation tests run `validate` after every move instead.
        Ok(s)
    }

    /// The fast path. An illegal move may leave an inconsistent state (never
    /// a panic, never memory corruption); use [`Game::apply`] for untrusted moves.
    ///
    /// A placement during a round goes straight to the fast path's
    /// placement (`State::place_index`, what [`Game::random_step`] plays):
    /// no check, no other dispatch.
    #[inline]
    fn apply_unchecked(&mut self, mv: &Move) {
        if let Move::Place(c) = *mv
            && self.phase == Phase::Play
            && let Some(i) = self.rules.geo.index(c)
        {
            self.place_index(i);
            return;
        }
        self.apply_with(mv, &mut NoEvents);
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.phase != Phase::GameOver {
            return None;
        }
        let winner = self.decided().flatten();
        let sets = matches!(self.rules.format, MatchFormat::Sets { .. });
        let seats = (0..self.num_seats())
            .map(|i| {
                let side = if i < self.rules.team_sizes[Side::X] as usize {
                    Side::X
                } else {
                    Side::O
                };
                let result = match winner {
                    None => SeatResult::Draw,
                    Some(w) if w == side => SeatResult::Win,
                    Some(_) => SeatResult::Loss,
                };
                let score = if sets {
                    self.score.sets[side] as i32
                } else {
                    self.score.total[side] as i32
                };
                SeatOutcome { result, score }
            })
            .collect();
        Some(Outcome { seats })
    }
}
