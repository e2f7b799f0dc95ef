//! Encodings for learning loops: action ids, chance ids, the
//! observation tensor, the information state and bounds. The tables are in
//! the crate docs ("Action ids", "Observation tensor").

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use board_core::encoding::{
    ActionEncoding, EncodingError, GameBounds, InformationState, ObservationEncoding, UtilitySum,
    check_observation_args,
};
use board_core::grid::Coord;
use board_core::{Actor, Game, Observe, Seat};

use crate::layout::DECK_SIZE;
use crate::moves::Move;
use crate::piece::{Colour, Side};
use crate::state::{EndReason, Phase, State};

/// Planes of the observation tensor.
pub(crate) const PLANES: usize = 60;
/// First Map-card chance id.
const MAP_BASE: usize = 6;
/// First Mission-card chance id.
const MISSION_BASE: usize = MAP_BASE + 2 * DECK_SIZE;

fn colour_index(c: Colour) -> usize {
    match c {
        Colour::Green => 0,
        Colour::Red => 1,
    }
}

fn colour_of(i: usize) -> Colour {
    if i == 0 { Colour::Green } else { Colour::Red }
}

fn side_of(i: usize) -> Side {
    if i == 0 { Side::X } else { Side::O }
}

impl State {
    /// Board squares `h * w`: the first action ids.
    fn squares_len(&self) -> usize {
        let (h, w) = self.size();
        usize::from(h) * usize::from(w)
    }
}

impl ActionEncoding for State {
    fn num_distinct_actions(&self) -> usize {
        self.squares_len() + 3
    }
    fn max_chance_outcomes(&self) -> usize {
        MISSION_BASE + self.num_seats() * DECK_SIZE
    }
    fn action_id(&self, mv: &Move) -> Option<usize> {
        let n = self.squares_len();
        match *mv {
            Move::Place(c) => {
                let (h, w) = self.size();
                (c.row < h && c.col < w).then(|| usize::from(c.row) * usize::from(w) + usize::from(c.col))
            }
            Move::Pass => Some(n),
            Move::Timeout => Some(n + 1),
            Move::NextRound => Some(n + 2),
            _ => None,
        }
    }
    fn action_from_id(&self, id: usize) -> Result<Move, EncodingError> {
        let n = self.squares_len();
        let (_, w) = self.size();
        match id.checked_sub(n) {
            None => {
                let w = usize::from(w).max(1);
                let (row, col) = (u8::try_from(id / w), u8::try_from(id % w));
                match (row, col) {
                    (Ok(r), Ok(c)) => Ok(Move::Place(Coord::new(r, c))),
                    _ => Err(EncodingError::Unused { id }),
                }
            }
            Some(0) => Ok(Move::Pass),
            Some(1) => Ok(Move::Timeout),
            Some(2) => Ok(Move::NextRound),
            Some(_) => Err(EncodingError::ActionOutOfRange { id, n: n + 3 }),
        }
    }
    fn chance_id(&self, mv: &Move) -> Option<usize> {
        let deck = |i: u8| (usize::from(i) < DECK_SIZE).then_some(usize::from(i));
        match *mv {
            Move::Lot(s) => Some(s.index()),
            Move::Draw(s, c) => Some(2 + s.index() * 2 + colour_index(c)),
            Move::MapCard(s, i) => deck(i).map(|i| MAP_BASE + s.index() * DECK_SIZE + i),
            Move::MissionCard(seat, i) if seat.index() < self.num_seats() => {
                deck(i).map(|i| MISSION_BASE + seat.index() * DECK_SIZE + i)
            }
            _ => None,
        }
    }
    fn chance_from_id(&self, id: usize) -> Result<Move, EncodingError> {
        let m = self.max_chance_outcomes();
        if id >= m {
            return Err(EncodingError::ChanceOutOfRange { id, n: m });
        }
        let card = |k: usize| (k % DECK_SIZE) as u8;
        Ok(match id {
            0..2 => Move::Lot(side_of(id)),
            2..MAP_BASE => Move::Draw(side_of((id - 2) / 2), colour_of((id - 2) % 2)),
            MAP_BASE..MISSION_BASE => Move::MapCard(side_of((id - MAP_BASE) / DECK_SIZE), card(id - MAP_BASE)),
            _ => {
                let k = id - MISSION_BASE;
                let seat = u8::try_from(k / DECK_SIZE).map_err(|_| EncodingError::Unused { id })?;
                Move::MissionCard(Seat(seat), card(k))
            }
        })
    }
}

/// Writes into the `[PLANES, h, w]` tensor.
struct Planes<'a> {
    out: &'a mut [f32],
    h: usize,
    w: usize,
}

impl Planes<'_> {
    fn set(&mut self, p: usize, c: Coord, v: f32) {
        let (r, col) = (usize::from(c.row), usize::from(c.col));
        if r < self.h
            && col < self.w
            && let Some(x) = self.out.get_mut((p * self.h + r) * self.w + col)
        {
            *x += v;
        }
    }
    fn fill(&mut self, p: usize, v: f32) {
        let n = self.h * self.w;
        if let Some(s) = self.out.get_mut(p * n..(p + 1) * n) {
            s.fill(v);
        }
    }
    fn card(&mut self, p: usize, state: &State, card: u8) {
        if let Some(c) = state.card(card) {
            for sq in c.squares() {
                self.set(p, sq, 1.0);
            }
        }
    }
}

impl ObservationEncoding for State {
    /// Every plane is 0/1 or a fraction `/ N`.
    const OBSERVATION_RANGE: (f32, f32) = (0.0, 1.0);
    fn observation_shape(&self) -> Vec<usize> {
        let (h, w) = self.size();
        vec![PLANES, usize::from(h), usize::from(w)]
    }
    fn write_observation(&self, seat: Seat, out: &mut [f32]) -> Result<(), EncodingError> {
        let (h, w) = self.size();
        let (h, w) = (usize::from(h), usize::from(w));
        check_observation_args(self.num_seats(), seat, out.len(), PLANES * h * w)?;
        out.fill(0.0);
        let mut t = Planes { out, h, w };
        let my_side = self.side_of(seat).unwrap_or(Side::X);
        for row in 0..h as u8 {
            for col in 0..w as u8 {
                let c = Coord::new(row, col);
                if let Some(p) = self.piece_at(c) {
                    let plane = match (p.shape, p.colour) {
                        (Side::X, Colour::Green) => 0,
                        (Side::X, Colour::Red) => 1,
                        (Side::O, Colour::Red) => 2,
                        (Side::O, Colour::Green) => 3,
                    };
                    t.set(plane, c, 1.0);
                }
                if self.is_knockout(c) {
                    t.set(4, c, 1.0);
                }
                t.set(5, c, f32::from(self.dots_at(c).unwrap_or(0)) / 10.0);
            }
        }
        // Mission cards as this seat may know them (spec §8, X-R2).
        let revealed = matches!(self.phase(), Phase::RoundOver | Phase::GameOver);
        for (s, m) in self.missions().iter().enumerate().take(self.num_seats()) {
            let Some(card) = *m else { continue };
            let other = Seat(s as u8);
            if other == seat {
                t.card(6, self, card);
            } else if revealed {
                let plane = if self.side_of(other) == Some(my_side) { 7 } else { 8 };
                t.card(plane, self, card);
            }
        }
        for side in Side::ALL {
            let st = self.side(side);
            if let Some(card) = st.map_card() {
                t.card(9 + side.index(), self, card);
            }
            for (k, colour) in st.line_up().enumerate() {
                t.fill(21 + side.index() * 8 + k * 2 + colour_index(colour), 1.0);
            }
            for colour in [Colour::Green, Colour::Red] {
                let i = side.index() * 2 + colour_index(colour);
                t.fill(37 + i, f32::from(st.bag(colour)) / 24.0);
                t.fill(41 + i, f32::from(st.skipped(colour)) / 8.0);
            }
            if st.is_drawing() {
                t.fill(45 + side.index(), 1.0);
            }
            let score = self.score();
            t.fill(47 + side.index(), f32::from(score.points[side]) / 20.0);
            t.fill(49 + side.index(), f32::from(score.sets[side]) / 5.0);
            t.fill(51 + side.index(), f32::from(score.total[side]) / 100.0);
            t.fill(54 + side.index(), f32::from(score.rounds_won[side]) / 10.0);
        }
        t.fill(53, f32::from(self.score().void_rounds) / 10.0);
        if self.phase() == Phase::Play {
            t.fill(11 + self.side_to_move().index(), 1.0);
        }
        if let Some(side) = self.side_of(seat) {
            t.fill(13 + side.index(), 1.0);
        }
        t.fill(15 + self.starter().index(), 1.0);
        let phase = match self.phase() {
            Phase::Lot => 0,
            Phase::Play => 1,
            Phase::RoundOver => 2,
            Phase::GameOver => 3,
        };
        t.fill(17 + phase, 1.0);
        if self.to_act() == Actor::Seat(seat) {
            t.fill(56, 1.0);
        }
        match self.last_round() {
            Some(EndReason::Won(win)) => t.fill(57 + win.side.index(), 1.0),
            Some(EndReason::Void) => t.fill(59, 1.0),
            None => {}
        }
        Ok(())
    }
}

impl InformationState for State {
    fn information_state_string(&self, seat: Seat) -> Result<String, EncodingError> {
        let n = self.num_seats();
        if seat.index() >= n {
            return Err(EncodingError::NoSuchSeat {
                seat: seat.0,
                num_seats: n,
            });
        }
        if self.variants().mission {
            // Hidden Mission cards: the seat's view, nothing more.
            Ok(format!("{:?}", self.view(seat)))
        } else {
            Ok(self.to_string())
        }
    }
}

impl GameBounds for State {
    /// `None`: void rounds are replayed without end, and TimeBomb timeouts
    /// keep the piece (D3, D4).
    fn max_game_length(&self) -> Option<usize> {
        None
    }
    fn max_chance_nodes(&self) -> Option<usize> {
        None
    }
    fn utility_sum(&self) -> UtilitySum {
        let t = self.rules.team_sizes;
        if t[Side::X] == t[Side::O] {
            UtilitySum::Constant(0.0)
        } else {
            UtilitySum::General
        }
    }
}
