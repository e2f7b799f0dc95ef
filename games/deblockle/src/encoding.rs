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

use crate::board::Square;
use crate::config::{SetupMode, Side};
use crate::cube::{Dir, Face, Orientation};
use crate::moves::{Move, TipHop};
use crate::state::{Phase, State};

/// Placements: `square * 24 + orientation`.
const PLACE_IDS: usize = 49 * 24;
/// Hop slots per (from, dir): 49 destinations and "no hop".
const HOP_SLOTS: usize = 50;
/// Every action id.
pub(crate) const NUM_ACTIONS: usize = PLACE_IDS + 49 * 4 * HOP_SLOTS;
/// Chance ids: 6 rolled faces, then 24 drawn orientations.
pub(crate) const NUM_CHANCE: usize = 6 + 24;
/// Planes of the observation tensor (crate docs, "Observation tensor").
pub(crate) const PLANES: usize = 40;

impl ActionEncoding for State {
    fn num_distinct_actions(&self) -> usize {
        NUM_ACTIONS
    }
    fn max_chance_outcomes(&self) -> usize {
        NUM_CHANCE
    }
    fn action_id(&self, mv: &Move) -> Option<usize> {
        match *mv {
            Move::Place { square, orientation } => Some(square.index() * 24 + orientation.index()),
            Move::Turn(t) => {
                let slot = t.to.map_or(HOP_SLOTS - 1, Square::index);
                Some(PLACE_IDS + (t.from.index() * 4 + t.dir.index()) * HOP_SLOTS + slot)
            }
            Move::Roll(_) | Move::Draw(_) => None,
        }
    }
    fn action_from_id(&self, id: usize) -> Result<Move, EncodingError> {
        if id >= NUM_ACTIONS {
            return Err(EncodingError::ActionOutOfRange { id, n: NUM_ACTIONS });
        }
        if id < PLACE_IDS {
            let square = Square::from_index(id / 24).ok_or(EncodingError::Unused { id })?;
            let orientation = Orientation::from_index(id % 24).ok_or(EncodingError::Unused { id })?;
            return Ok(Move::Place { square, orientation });
        }
        let rest = id - PLACE_IDS;
        let slot = rest % HOP_SLOTS;
        let pair = rest / HOP_SLOTS;
        let from = Square::from_index(pair / 4).ok_or(EncodingError::Unused { id })?;
        let dir = Dir::ALL.get(pair % 4).copied().ok_or(EncodingError::Unused { id })?;
        let to = if slot == HOP_SLOTS - 1 {
            None
        } else {
            Some(Square::from_index(slot).ok_or(EncodingError::Unused { id })?)
        };
        // The face the tip shows is fixed by the block on `from` (E8);
        // without a block the turn is illegal anyway and names no face.
        let top = self.block(from).map(|b| b.orientation.tip(dir).top());
        Ok(Move::Turn(TipHop { from, dir, top, to }))
    }
    fn chance_id(&self, mv: &Move) -> Option<usize> {
        match *mv {
            Move::Roll(f) => Some(f.index()),
            Move::Draw(o) => Some(6 + o.index()),
            Move::Place { .. } | Move::Turn(_) => None,
        }
    }
    fn chance_from_id(&self, id: usize) -> Result<Move, EncodingError> {
        if id >= NUM_CHANCE {
            return Err(EncodingError::ChanceOutOfRange { id, n: NUM_CHANCE });
        }
        match id.checked_sub(6) {
            None => Face::from_index(id).map(Move::Roll),
            Some(o) => Orientation::from_index(o).map(Move::Draw),
        }
        .ok_or(EncodingError::Unused { id })
    }
}

/// Sets every value of plane `p` to `v`.
fn fill_plane(out: &mut [f32], p: usize, v: f32) {
    if let Some(plane) = out.get_mut(p * 49..(p + 1) * 49) {
        plane.fill(v);
    }
}

impl ObservationEncoding for State {
    /// Every plane is 0/1 or a fraction `/ N`.
    const OBSERVATION_RANGE: (f32, f32) = (0.0, 1.0);
    fn observation_shape(&self) -> Vec<usize> {
        vec![PLANES, 7, 7]
    }
    fn write_observation(&self, seat: Seat, out: &mut [f32]) -> Result<(), EncodingError> {
        check_observation_args(2, seat, out.len(), PLANES * 49)?;
        out.fill(0.0);
        // Cell (plane p, row r from the top = rank 7 - r, column c = file).
        let at = |sq: Square| (6 - sq.rank() as usize) * 7 + sq.file() as usize;
        for b in self.blocks() {
            let base = b.side.index() * 12;
            for p in [
                base + b.orientation.top().index(),
                base + 6 + b.orientation.north().index(),
            ] {
                if let Some(v) = out.get_mut(p * 49 + at(b.square)) {
                    *v = 1.0;
                }
            }
        }
        for star in [Side::South.home_star(), Side::North.home_star()] {
            if let Some(v) = out.get_mut(24 * 49 + at(star)) {
                *v = 1.0;
            }
        }
        let ongoing = self.status().is_none();
        match self.phase() {
            Phase::Play if ongoing => fill_plane(out, 25 + self.side_to_move().index(), 1.0),
            Phase::Play => {}
            Phase::Setup { target, rolled } => {
                fill_plane(out, 27 + target.index(), 1.0);
                for (f, &n) in rolled.iter().enumerate() {
                    fill_plane(out, 29 + f, f32::from(n) / 4.0);
                }
            }
        }
        fill_plane(out, 35 + seat.index(), 1.0);
        for side in Side::ALL {
            fill_plane(out, 37 + side.index(), f32::from(self.removed(side)) / 4.0);
        }
        if let Some(cap) = self.config().max_turns {
            fill_plane(out, 39, self.turns() as f32 / cap.max(1) as f32);
        }
        Ok(())
    }
}

impl InformationState for State {
    fn information_state_string(&self, seat: Seat) -> Result<String, EncodingError> {
        if seat.index() >= 2 {
            return Err(EncodingError::NoSuchSeat {
                seat: seat.0,
                num_seats: 2,
            });
        }
        Ok(self.to_string())
    }
}

impl GameBounds for State {
    fn max_game_length(&self) -> Option<usize> {
        let c = self.config();
        let placements = match c.setup {
            SetupMode::Standard => usize::from(c.south_blocks) + usize::from(c.north_blocks),
            SetupMode::Fixed(_) | SetupMode::Random => 0,
        };
        c.max_turns.map(|t| placements + t as usize)
    }
    fn max_chance_nodes(&self) -> Option<usize> {
        let c = self.config();
        Some(match c.setup {
            SetupMode::Standard | SetupMode::Random => usize::from(c.south_blocks) + usize::from(c.north_blocks),
            SetupMode::Fixed(_) => 0,
        })
    }
    fn utility_sum(&self) -> UtilitySum {
        UtilitySum::Constant(0.0)
    }
}
