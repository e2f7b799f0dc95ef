//! Action ids and chance ids.

use alloc::vec::Vec;

use super::EncodingError;
use crate::{Actor, Game, Prob};

/// Why [`ActionEncoding::apply_id`] refused an id. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ApplyIdError<E> {
    /// The id names no move here (out of range, unused, or the game is over).
    #[error(transparent)]
    Encoding(#[from] EncodingError),
    /// The id names a move, and the engine refused it: the engine's own
    /// error, exactly as [`Game::apply`] gives it for that move.
    #[error("illegal move: {0}")]
    Illegal(E),
}

/// A fixed action space: seats' moves as ids `0..num_distinct_actions()`,
/// chance outcomes as ids `0..max_chance_outcomes()`.
///
/// **Action ids** number every decision any seat can make under the config
/// (legal or not in a given state); **chance ids** number every chance
/// outcome. The two are separate ranges, as in OpenSpiel: a node's actor
/// says which range an id belongs to ([`ActionEncoding::move_from_id`]).
/// Both are stable: they depend on the config alone, and each game crate
/// documents its table ("Action ids"). The order is chosen so that the
/// ascending list of legal ids reads naturally.
///
/// Required: the two bijections. Provided: legal ids, the mask, chance ids
/// with probabilities, and apply by id.
pub trait ActionEncoding: Game {
    /// Number of action ids, `n`: every seat decision has an id in `0..n`.
    /// A function of the config only (every state of a game gives the same).
    fn num_distinct_actions(&self) -> usize;

    /// Number of chance ids, `m`: every chance outcome has an id in `0..m`.
    /// A function of the config only; at least 1 (OpenSpiel's convention for
    /// games without chance is then harmless).
    fn max_chance_outcomes(&self) -> usize;

    /// The action id of a seat's decision `mv`, whether legal here or not;
    /// `None` for a chance outcome or for a move this config cannot hold
    /// (a square off the board).
    fn action_id(&self, mv: &Self::Move) -> Option<usize>;

    /// The decision with action id `id`, read against this state where the
    /// move's notation needs a detail of the state. The move need not be
    /// legal; [`Game::apply`] decides that. Inverse of
    /// [`ActionEncoding::action_id`] on every legal move.
    ///
    /// # Errors
    /// [`EncodingError::ActionOutOfRange`] for `id >= n`,
    /// [`EncodingError::Unused`] for an id that names no move of this config.
    fn action_from_id(&self, id: usize) -> Result<Self::Move, EncodingError>;

    /// The chance id of chance outcome `mv`; `None` for a decision.
    fn chance_id(&self, mv: &Self::Move) -> Option<usize>;

    /// The chance outcome with chance id `id`. Inverse of
    /// [`ActionEncoding::chance_id`] on every chance outcome.
    ///
    /// # Errors
    /// [`EncodingError::ChanceOutOfRange`] for `id >= m`,
    /// [`EncodingError::Unused`] for an id that names no outcome of this config.
    fn chance_from_id(&self, id: usize) -> Result<Self::Move, EncodingError>;

    /// The move an id names at this node: a chance id at a chance node, an
    /// action id at a seat's node.
    ///
    /// # Errors
    /// [`EncodingError::Terminal`] once the game is over, else as
    /// [`ActionEncoding::action_from_id`] / [`ActionEncoding::chance_from_id`].
    fn move_from_id(&self, id: usize) -> Result<Self::Move, EncodingError> {
        match self.to_act() {
            Actor::Seat(_) => self.action_from_id(id),
            Actor::Chance => self.chance_from_id(id),
            Actor::Terminal => Err(EncodingError::Terminal),
        }
    }

    /// The id of `mv` at this node: its chance id at a chance node, its
    /// action id at a seat's node; `None` at the end of the game or if the
    /// move has no id of that kind.
    fn id_of(&self, mv: &Self::Move) -> Option<usize> {
        match self.to_act() {
            Actor::Seat(_) => self.action_id(mv),
            Actor::Chance => self.chance_id(mv),
            Actor::Terminal => None,
        }
    }

    /// Appends the ids of the legal moves to `out`, ascending and unique:
    /// action ids at a seat's node, chance ids at a chance node, nothing at
    /// the end of the game. `out` is not cleared first.
    fn legal_ids_into(&self, out: &mut Vec<usize>) {
        let start = out.len();
        for mv in self.legal_move_list() {
            if let Some(id) = self.id_of(&mv) {
                out.push(id);
            }
        }
        if let Some(tail) = out.get_mut(start..) {
            tail.sort_unstable();
        }
        out.dedup();
    }

    /// The ids of the legal moves, ascending (see [`ActionEncoding::legal_ids_into`]).
    fn legal_ids(&self) -> Vec<usize> {
        let mut v = Vec::new();
        self.legal_ids_into(&mut v);
        v
    }

    /// Writes the legal-action mask of the seat to act into `mask`, which
    /// must have length [`ActionEncoding::num_distinct_actions`]: `true`
    /// exactly at the action ids of the legal moves. At a chance node and
    /// at the end of the game the mask is all `false` (chance ids live in
    /// their own range). The caller's buffer is filled in place; the default
    /// walks [`Game::legal_move_list`].
    ///
    /// # Errors
    /// [`EncodingError::BufferLength`] if `mask` has another length (it is
    /// then left as it was).
    fn legal_action_mask(&self, mask: &mut [bool]) -> Result<(), EncodingError> {
        let n = self.num_distinct_actions();
        if mask.len() != n {
            return Err(EncodingError::BufferLength {
                got: mask.len(),
                expected: n,
            });
        }
        mask.fill(false);
        if matches!(self.to_act(), Actor::Seat(_)) {
            for mv in self.legal_move_list() {
                if let Some(slot) = self.action_id(&mv).and_then(|id| mask.get_mut(id)) {
                    *slot = true;
                }
            }
        }
        Ok(())
    }

    /// At a chance node: each outcome's chance id with its exact
    /// probability, ascending by id. Empty at every other node.
    fn chance_outcome_ids(&self) -> Vec<(usize, Prob)> {
        let mut v: Vec<(usize, Prob)> = self
            .chance_outcomes()
            .into_iter()
            .filter_map(|(mv, p)| self.chance_id(&mv).map(|id| (id, p)))
            .collect();
        v.sort_unstable_by_key(|&(id, _)| id);
        v
    }

    /// The successor after the move `id` names at this node
    /// ([`ActionEncoding::move_from_id`]).
    ///
    /// # Errors
    /// [`ApplyIdError::Encoding`] if the id names no move here,
    /// [`ApplyIdError::Illegal`] with the engine's error if the move is
    /// illegal. `self` is never changed.
    fn apply_id(&self, id: usize) -> Result<Self, ApplyIdError<Self::Error>> {
        let mv = self.move_from_id(id)?;
        self.apply(&mv).map_err(ApplyIdError::Illegal)
    }
}
