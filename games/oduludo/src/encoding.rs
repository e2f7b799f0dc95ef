//! Encodings for learning loops: action ids, chance ids, the
//! observation tensor, the information state and bounds. The tables are in
//! the crate docs ("Action ids", "Observation tensor").

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use board_core::Seat;
use board_core::encoding::{
    ActionEncoding, EncodingError, GameBounds, InformationState, ObservationEncoding, UtilitySum,
    check_observation_args,
};

use crate::colour::{Colour, PawnKind};
use crate::config::Mode;
use crate::layout::{RING_LEN, SquareKind};
use crate::moves::{Move, Square, SunDir};
use crate::score::LAST_PAWN_WINS;
use crate::state::{Loc, PAWNS, Phase, PlayerStatus, State};

/// The ids before the steps (pass .. sun back).
const FIXED: usize = 11;
/// Step squares: the ring, then the mover's path (at most 6 squares).
const STEP_SQUARES: usize = RING_LEN as usize + 6;
/// Every action id.
pub(crate) const NUM_ACTIONS: usize = FIXED + STEP_SQUARES * 6 * 2;
/// Chance ids: 4 starters, 6 die faces, 6 ODULUDO faces.
pub(crate) const NUM_CHANCE: usize = 16;
/// Locations of the tensor: ring, 4 paths of 6, spaceship, Earth, out.
pub(crate) const LOCS: usize = RING_LEN as usize + 24 + 3;
/// Planes of the tensor.
pub(crate) const PLANES: usize = 93;

const KINDS: [SquareKind; 9] = [
    SquareKind::Moon,
    SquareKind::Plain,
    SquareKind::SafePlain,
    SquareKind::Star,
    SquareKind::Sun,
    SquareKind::Odulo,
    SquareKind::Ufo,
    SquareKind::Lightning,
    SquareKind::Junction,
];

impl ActionEncoding for State {
    fn num_distinct_actions(&self) -> usize {
        NUM_ACTIONS
    }
    fn max_chance_outcomes(&self) -> usize {
        NUM_CHANCE
    }
    fn action_id(&self, mv: &Move) -> Option<usize> {
        Some(match *mv {
            Move::Pass => 0,
            Move::NextRound => 1,
            Move::Enter(PawnKind::King) => 2,
            Move::Enter(PawnKind::Queen) => 3,
            Move::Enter(PawnKind::Soldier) => 4,
            Move::SendBack => 5,
            Move::Kidnap => 6,
            Move::Odulo(false) => 7,
            Move::Odulo(true) => 8,
            Move::Sun(SunDir::Forward) => 9,
            Move::Sun(SunDir::Back) => 10,
            Move::Step { from, dist, back } => {
                let sq = match from {
                    Square::Ring(r) if r < RING_LEN => usize::from(r),
                    Square::Path(i) if i < 6 => RING_LEN as usize + usize::from(i),
                    _ => return None,
                };
                if !(1..=6).contains(&dist) {
                    return None;
                }
                FIXED + (sq * 6 + usize::from(dist - 1)) * 2 + usize::from(back)
            }
            Move::Start(_) | Move::Roll(_) | Move::Face(_) => return None,
        })
    }
    fn action_from_id(&self, id: usize) -> Result<Move, EncodingError> {
        Ok(match id {
            0 => Move::Pass,
            1 => Move::NextRound,
            2 => Move::Enter(PawnKind::King),
            3 => Move::Enter(PawnKind::Queen),
            4 => Move::Enter(PawnKind::Soldier),
            5 => Move::SendBack,
            6 => Move::Kidnap,
            7 => Move::Odulo(false),
            8 => Move::Odulo(true),
            9 => Move::Sun(SunDir::Forward),
            10 => Move::Sun(SunDir::Back),
            _ if id < NUM_ACTIONS => {
                let rest = id - FIXED;
                let back = rest % 2 == 1;
                let dist = (rest / 2 % 6) as u8 + 1;
                let sq = rest / 12;
                let from = match u8::try_from(sq) {
                    Ok(r) if r < RING_LEN => Square::Ring(r),
                    Ok(r) => Square::Path(r - RING_LEN),
                    Err(_) => return Err(EncodingError::Unused { id }),
                };
                Move::Step { from, dist, back }
            }
            _ => return Err(EncodingError::ActionOutOfRange { id, n: NUM_ACTIONS }),
        })
    }
    fn chance_id(&self, mv: &Move) -> Option<usize> {
        match *mv {
            Move::Start(c) => Some(c.index()),
            Move::Roll(d) if (1..=6).contains(&d) => Some(4 + usize::from(d - 1)),
            Move::Face(f) if (1..=6).contains(&f) => Some(10 + usize::from(f - 1)),
            _ => None,
        }
    }
    fn chance_from_id(&self, id: usize) -> Result<Move, EncodingError> {
        match id {
            0..4 => Colour::from_index(id)
                .map(Move::Start)
                .ok_or(EncodingError::Unused { id }),
            4..10 => Ok(Move::Roll((id - 3) as u8)),
            10..16 => Ok(Move::Face((id - 9) as u8)),
            _ => Err(EncodingError::ChanceOutOfRange { id, n: NUM_CHANCE }),
        }
    }
}

/// The tensor's location index of `loc` (crate docs, "Observation tensor").
fn loc_index(loc: Loc) -> Option<usize> {
    match loc {
        Loc::Ring(r) if r < RING_LEN => Some(usize::from(r)),
        Loc::Path(c, i) if i < 6 => Some(RING_LEN as usize + c.index() * 6 + usize::from(i)),
        Loc::Ship => Some(LOCS - 3),
        Loc::Earth => Some(LOCS - 2),
        Loc::Out => Some(LOCS - 1),
        _ => None,
    }
}

/// Adds `v` at (plane, location).
fn add(out: &mut [f32], plane: usize, loc: usize, v: f32) {
    if let Some(x) = out.get_mut(plane * LOCS + loc) {
        *x += v;
    }
}

/// Sets every location of `plane` to `v`.
fn fill(out: &mut [f32], plane: usize, v: f32) {
    if let Some(p) = out.get_mut(plane * LOCS..(plane + 1) * LOCS) {
        p.fill(v);
    }
}

impl ObservationEncoding for State {
    /// The score planes are points / 200 and can be negative (measured
    /// -0.5 to 2 in seeded random games), so the range leaves room: `-1..=3`.
    const OBSERVATION_RANGE: (f32, f32) = (-1.0, 3.0);
    fn observation_shape(&self) -> Vec<usize> {
        vec![PLANES, LOCS]
    }
    fn write_observation(&self, seat: Seat, out: &mut [f32]) -> Result<(), EncodingError> {
        check_observation_args(self.config.colours.len(), seat, out.len(), PLANES * LOCS)?;
        out.fill(0.0);
        for c in Colour::ALL {
            for i in 0..PAWNS {
                let Some(p) = self.pawn(c, i) else { continue };
                let Some(at) = loc_index(p.loc) else { continue };
                let (k, w) = match PawnKind::of_index(i) {
                    PawnKind::King => (0, 1.0),
                    PawnKind::Queen => (1, 1.0),
                    PawnKind::Soldier => (2, 1.0 / 3.0),
                };
                let prisoner = if p.is_free() { 0 } else { 3 };
                add(out, c.index() * 6 + prisoner + k, at, w);
                if self.must_move(c, i) {
                    add(out, 76, at, 0.2);
                }
            }
        }
        let layout = self.config.layout;
        for r in 0..RING_LEN {
            let kind = layout.kind(r);
            if let Some(k) = KINDS.iter().position(|&x| x == kind) {
                add(out, 24 + k, usize::from(r), 1.0);
            }
        }
        for c in self.config.colours.iter() {
            for i in 0..layout.path_len.min(6) {
                if let Some(at) = loc_index(Loc::Path(c, i)) {
                    add(out, 33, at, 1.0);
                }
            }
        }
        let (phase, at) = match self.phase() {
            Phase::StartRoll => (0, None),
            Phase::Roll => (1, None),
            Phase::Move => (2, None),
            Phase::Sun { at, .. } => (3, Some(at)),
            Phase::Capture { at, .. } => (4, Some(at)),
            Phase::Odu { at } => (5, Some(at)),
            Phase::OduRoll { at } => (6, Some(at)),
            Phase::RoundOver => (7, None),
            Phase::GameOver => (8, None),
        };
        if !matches!(self.phase(), Phase::StartRoll | Phase::GameOver) {
            fill(out, 34 + self.colour_to_move().index(), 1.0);
        }
        if let Some(c) = self.colour_of(seat) {
            fill(out, 38 + c.index(), 1.0);
        }
        fill(out, 42 + phase, 1.0);
        if let Some(i) = at.and_then(loc_index) {
            add(out, 51, i, 1.0);
        }
        for c in Colour::ALL {
            let s = match self.status(c) {
                PlayerStatus::Active => 0,
                PlayerStatus::Finished => 1,
                PlayerStatus::Eliminated => 2,
                PlayerStatus::Absent => 3,
            };
            fill(out, 52 + c.index() * 4 + s, 1.0);
            if self.ufo_available(c) {
                fill(out, 68 + c.index(), 1.0);
            }
            fill(out, 77 + c.index(), f32::from(self.pawn_count(c)) / PAWNS as f32);
            fill(
                out,
                81 + c.index(),
                f32::from(self.round_wins(c)) / f32::from(LAST_PAWN_WINS),
            );
            fill(out, 85 + c.index(), self.total(c) as f32 / 200.0);
            fill(out, 89 + c.index(), self.round_score(c) as f32 / 200.0);
        }
        fill(out, 72, f32::from(self.roll()) / 6.0);
        fill(out, 73, if self.extra_roll_due() { 1.0 } else { 0.0 });
        fill(out, 74, f32::from(self.tries()) / 3.0);
        fill(out, 75, f32::from(self.sixes) / 3.0);
        Ok(())
    }
}

impl InformationState for State {
    fn information_state_string(&self, seat: Seat) -> Result<String, EncodingError> {
        let n = self.config.colours.len();
        if seat.index() >= n {
            return Err(EncodingError::NoSuchSeat {
                seat: seat.0,
                num_seats: n,
            });
        }
        Ok(self.to_string())
    }
}

impl GameBounds for State {
    fn max_game_length(&self) -> Option<usize> {
        None
    }
    fn max_chance_nodes(&self) -> Option<usize> {
        None
    }
    fn utility_sum(&self) -> UtilitySum {
        // Two sides, one winning: Team play, or two players (a Last Pawn
        // tie is a draw for both). Otherwise several seats lose.
        if self.config.mode == Mode::Team || self.config.colours.len() == 2 {
            UtilitySum::Constant(0.0)
        } else {
            UtilitySum::General
        }
    }
}
