//! Encodings for learning loops: action ids, chance ids, the
//! observation tensor, the information state and bounds. The tables are in
//! the crate docs ("Action ids", "Observation tensor").

use alloc::format;
use alloc::string::String;
use alloc::vec;
use alloc::vec::Vec;

use board_core::encoding::{
    ActionEncoding, EncodingError, GameBounds, InformationState, ObservationEncoding, UtilitySum,
    check_observation_args,
};
use board_core::{Actor, Game, Observe, Seat};

use crate::card::Card;
use crate::layout::{Action, Layout};
use crate::moves::{Lock, Move};
use crate::state::{MAX_HAND, MAX_SIDES, Phase, Side, State};

pub(crate) use crate::layout::LOCK_CHOICES;

/// Ids per card kind: its target slots times the lock choices (a place
/// card: its label's squares; a wild card: every square; a remove card:
/// every square, no lock choice). The sums are kept in the ruleset
/// (`Layout::kind_base`).
///
/// The first play id of kind `k`, and the number of play ids.
fn kind_base(rules: &Layout, k: usize) -> usize {
    rules.kind_base(k)
}

fn play_ids(rules: &Layout) -> usize {
    kind_base(rules, rules.kinds())
}

/// The `rank`-th set index of a bitboard.
fn nth_index(b: board_core::grid::Bitboard, rank: usize) -> Option<usize> {
    b.indices().nth(rank)
}

impl State {
    /// The lock-choice number of `lock` for a placement on square index `i`.
    fn lock_rank(&self, i: usize, lock: Lock) -> Option<usize> {
        let opts = self.lock_options(self.side_to_play(), i);
        let n = opts.count() as usize;
        if n <= 1 {
            return lock.is_none().then_some(0);
        }
        (0..n.min(LOCK_CHOICES)).find(|&j| opts.choice(j as u32) == lock)
    }
    /// The lock of choice `j` on square index `i`, if there is such a choice.
    fn lock_of_rank(&self, i: usize, j: usize) -> Option<Lock> {
        let opts = self.lock_options(self.side_to_play(), i);
        let n = opts.count() as usize;
        match (n <= 1, j) {
            (true, 0) => Some(Lock::NONE),
            (false, j) if j < n => Some(opts.choice(j as u32)),
            _ => None,
        }
    }
}

impl ActionEncoding for State {
    fn num_distinct_actions(&self) -> usize {
        let rules = self.ruleset();
        play_ids(rules) + 2 * rules.kinds()
    }
    fn max_chance_outcomes(&self) -> usize {
        2 * self.ruleset().kinds() + 1
    }
    fn action_id(&self, mv: &Move) -> Option<usize> {
        let rules = self.ruleset();
        match *mv {
            Move::Play(card, sq, lock) => {
                let k = rules.kind_of(card)?;
                let i = rules.grid().index(sq)?;
                let base = kind_base(rules, k);
                match rules.action(k)? {
                    Action::Place(label) => {
                        let slot = rules.squares_of(label).indices().position(|x| x == i)?;
                        Some(base + slot * LOCK_CHOICES + self.lock_rank(i, lock)?)
                    }
                    Action::Wild => Some(base + i * LOCK_CHOICES + self.lock_rank(i, lock)?),
                    Action::Remove => lock.is_none().then_some(base + i),
                }
            }
            Move::Dead(card) => rules.kind_of(card).map(|k| play_ids(rules) + k),
            Move::Discard(card) => rules.kind_of(card).map(|k| play_ids(rules) + rules.kinds() + k),
            Move::Deal(_) | Move::Draw(_) | Move::Shuffle => None,
        }
    }
    fn action_from_id(&self, id: usize) -> Result<Move, EncodingError> {
        let rules = self.ruleset();
        let n = self.num_distinct_actions();
        if id >= n {
            return Err(EncodingError::ActionOutOfRange { id, n });
        }
        let unused = EncodingError::Unused { id };
        let plays = play_ids(rules);
        let card = |k: usize| rules.card(k).ok_or(unused);
        if let Some(rest) = id.checked_sub(plays) {
            return match rest.checked_sub(rules.kinds()) {
                None => Ok(Move::Dead(card(rest)?)),
                Some(k) => Ok(Move::Discard(card(k)?)),
            };
        }
        // The last kind whose first id is at most `id` (`plays > id`, so
        // `k < kinds`).
        let (mut lo, mut hi) = (0, rules.kinds());
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            if kind_base(rules, mid) <= id {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        let k = lo;
        let base = kind_base(rules, k);
        let off = id - base;
        let c: Card = card(k)?;
        let coord = |i: usize| rules.coord(i).ok_or(unused);
        let place = |i: usize, j: usize| -> Result<Move, EncodingError> {
            let lock = self.lock_of_rank(i, j).ok_or(unused)?;
            Ok(Move::Play(c, coord(i)?, lock))
        };
        match rules.action(k).ok_or(unused)? {
            Action::Place(label) => {
                let i = nth_index(rules.squares_of(label), off / LOCK_CHOICES).ok_or(unused)?;
                place(i, off % LOCK_CHOICES)
            }
            Action::Wild => place(off / LOCK_CHOICES, off % LOCK_CHOICES),
            Action::Remove => Ok(Move::Play(c, coord(off)?, Lock::NONE)),
        }
    }
    fn chance_id(&self, mv: &Move) -> Option<usize> {
        let rules = self.ruleset();
        match *mv {
            Move::Deal(c) => rules.kind_of(c),
            Move::Draw(c) => rules.kind_of(c).map(|k| rules.kinds() + k),
            Move::Shuffle => Some(2 * rules.kinds()),
            _ => None,
        }
    }
    fn chance_from_id(&self, id: usize) -> Result<Move, EncodingError> {
        let rules = self.ruleset();
        let (kinds, m) = (rules.kinds(), self.max_chance_outcomes());
        let card = |k: usize| rules.card(k).ok_or(EncodingError::Unused { id });
        match id {
            _ if id < kinds => Ok(Move::Deal(card(id)?)),
            _ if id < 2 * kinds => Ok(Move::Draw(card(id - kinds)?)),
            _ if id == 2 * kinds => Ok(Move::Shuffle),
            _ => Err(EncodingError::ChanceOutOfRange { id, n: m }),
        }
    }
}

/// Planes of the card blocks: one value per card kind, `ceil(kinds / (h*w))` planes.
fn card_planes(rules: &Layout) -> usize {
    rules.kinds().div_ceil(rules.grid().len().max(1))
}

/// The planes before the per-seat and phase planes.
const FIXED: usize = 8;
/// Phase planes: deal, play, play after a swap, draw, shuffle, over.
const PHASES: usize = 6;

impl State {
    fn planes(&self) -> usize {
        let b = card_planes(self.ruleset());
        FIXED + 2 * b + 1 + self.players() + MAX_SIDES + PHASES + 2
    }
}

impl ObservationEncoding for State {
    /// The card planes count cards (measured up to 2 in seeded random
    /// games), so the range leaves room: `0..=4`.
    const OBSERVATION_RANGE: (f32, f32) = (0.0, 4.0);
    fn observation_shape(&self) -> Vec<usize> {
        let g = self.ruleset().grid();
        vec![self.planes(), usize::from(g.rows()), usize::from(g.cols())]
    }
    fn write_observation(&self, seat: Seat, out: &mut [f32]) -> Result<(), EncodingError> {
        let rules = self.ruleset();
        let cells = rules.grid().len();
        check_observation_args(self.players(), seat, out.len(), self.planes() * cells)?;
        out.fill(0.0);
        let mut put = |plane: usize, cell: usize, v: f32| {
            if cell < cells
                && let Some(x) = out.get_mut(plane * cells + cell)
            {
                *x += v;
            }
        };
        let sides = usize::from(self.sides()).max(1);
        let me = self.side_of(seat).index();
        for s in 0..sides {
            let rel = (s + sides - me) % sides;
            for i in self.chips(Side(s as u8)).indices() {
                put(rel, i, 1.0);
            }
        }
        for i in self.locked().indices() {
            put(3, i, 1.0);
        }
        for i in rules.corners().indices() {
            put(4, i, 1.0);
        }
        let b = card_planes(rules);
        let hand_size = f32::from(self.config.hand_size().max(1));
        for card in self.hand(seat) {
            let Some(k) = rules.kind_of(card) else { continue };
            match rules.action(k) {
                Some(Action::Place(label)) => {
                    for i in rules.squares_of(label).indices() {
                        put(5, i, 1.0);
                    }
                }
                Some(Action::Wild) => (0..cells).for_each(|i| put(6, i, 1.0 / hand_size)),
                Some(Action::Remove) => (0..cells).for_each(|i| put(7, i, 1.0 / hand_size)),
                None => {}
            }
            put(FIXED + k / cells, k % cells, 1.0);
        }
        for s in Seat::all(self.players()) {
            for (card, n) in self.discards(s) {
                if let Some(k) = rules.kind_of(card) {
                    put(FIXED + b + k / cells, k % cells, f32::from(n));
                }
            }
        }
        let mut p = FIXED + 2 * b;
        let deck = rules.deck_size().max(1) as f32;
        (0..cells).for_each(|i| put(p, i, self.draw_pile_len() as f32 / deck));
        p += 1;
        let players = self.players();
        for s in 0..players {
            let rel = (s + players - seat.index()) % players;
            let len = self.hand_len(Seat(s as u8)) as f32 / MAX_HAND as f32;
            (0..cells).for_each(|i| put(p + rel, i, len));
        }
        p += players;
        let need = f32::from(self.sequences_to_win().max(1));
        for s in 0..sides {
            let rel = (s + sides - me) % sides;
            let v = f32::from(self.sequence_count(Side(s as u8))) / need;
            (0..cells).for_each(|i| put(p + rel, i, v));
        }
        p += MAX_SIDES;
        let phase = match self.phase() {
            Phase::Deal => 0,
            Phase::Play { swapped: false } => 1,
            Phase::Play { swapped: true } => 2,
            Phase::Draw { .. } => 3,
            Phase::Shuffle { .. } => 4,
            Phase::Over => 5,
        };
        (0..cells).for_each(|i| put(p + phase, i, 1.0));
        p += PHASES;
        if self.to_act() == Actor::Seat(seat) {
            (0..cells).for_each(|i| put(p, i, 1.0));
        }
        if let Some(cap) = self.config.max_turns {
            let v = self.turns() as f32 / cap.max(1) as f32;
            (0..cells).for_each(|i| put(p + 1, i, v));
        }
        Ok(())
    }
}

impl InformationState for State {
    /// The seat's [`crate::View`] in its `Debug` form: the board, every
    /// discard pile, hand sizes, and its own hand only.
    fn information_state_string(&self, seat: Seat) -> Result<String, EncodingError> {
        let n = self.players();
        if seat.index() >= n {
            return Err(EncodingError::NoSuchSeat {
                seat: seat.0,
                num_seats: n,
            });
        }
        Ok(format!("{:?}", self.view(seat)))
    }
}

impl GameBounds for State {
    /// With `max_turns`: two decisions per turn at most (a dead-card swap,
    /// then a play). Without it: `None`.
    fn max_game_length(&self) -> Option<usize> {
        self.config.max_turns.map(|t| 2 * t as usize)
    }
    /// With `max_turns`: the deal, then per turn at most two draws, each
    /// after a shuffle.
    fn max_chance_nodes(&self) -> Option<usize> {
        let deal = self.players() * usize::from(self.config.hand_size());
        self.config.max_turns.map(|t| deal + 4 * t as usize)
    }
    fn utility_sum(&self) -> UtilitySum {
        // Two sides of equal size: zero-sum; otherwise several seats lose.
        if self.sides() == 2 && self.players().is_multiple_of(2) {
            UtilitySum::Constant(0.0)
        } else {
            UtilitySum::General
        }
    }
}
