//! [`Encoder`]: a game's encodings as plain function pointers, the hook
//! through which [`board_core::encoding`] reaches [`crate::DynGame`].

use alloc::string::String;
use alloc::vec::Vec;

use board_core::encoding::{Encoding, EncodingError, UtilitySum};
use board_core::{Game, Prob, Seat};

/// A game's [`board_core::encoding`] methods as function pointers, for
/// [`crate::Engine::encoder`]: `Some(Encoder::new())` for a game
/// implementing [`Encoding`], `None` (the default) for one that does not.
/// [`crate::Hosted`] calls through it, so the [`crate::DynGame`] encoding
/// methods work for every game that has encodings and say
/// [`EncodingError::Unsupported`] (or give empty answers) for the others.
pub struct Encoder<G: Game> {
    pub(crate) num_distinct_actions: fn(&G) -> usize,
    pub(crate) max_chance_outcomes: fn(&G) -> usize,
    pub(crate) legal_ids: fn(&G) -> Vec<usize>,
    pub(crate) legal_action_mask: fn(&G, &mut [bool]) -> Result<(), EncodingError>,
    pub(crate) chance_outcome_ids: fn(&G) -> Vec<(usize, Prob)>,
    pub(crate) move_from_id: fn(&G, usize) -> Result<G::Move, EncodingError>,
    pub(crate) id_of: fn(&G, &G::Move) -> Option<usize>,
    pub(crate) observation_shape: fn(&G) -> Vec<usize>,
    pub(crate) write_observation: fn(&G, Seat, &mut [f32]) -> Result<(), EncodingError>,
    pub(crate) information_state_string: fn(&G, Seat) -> Result<String, EncodingError>,
    pub(crate) max_game_length: fn(&G) -> Option<usize>,
    pub(crate) max_chance_nodes: fn(&G) -> Option<usize>,
    pub(crate) min_utility: fn(&G) -> f64,
    pub(crate) max_utility: fn(&G) -> f64,
    pub(crate) utility_sum: fn(&G) -> UtilitySum,
    pub(crate) returns: fn(&G) -> Vec<f64>,
}

impl<G: Game> Clone for Encoder<G> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<G: Game> Copy for Encoder<G> {}

impl<G: Encoding> Encoder<G> {
    /// The encodings of `G`.
    pub fn new() -> Self {
        Encoder {
            num_distinct_actions: G::num_distinct_actions,
            max_chance_outcomes: G::max_chance_outcomes,
            legal_ids: G::legal_ids,
            legal_action_mask: G::legal_action_mask,
            chance_outcome_ids: G::chance_outcome_ids,
            move_from_id: G::move_from_id,
            id_of: G::id_of,
            observation_shape: G::observation_shape,
            write_observation: G::write_observation,
            information_state_string: G::information_state_string,
            max_game_length: G::max_game_length,
            max_chance_nodes: G::max_chance_nodes,
            min_utility: G::min_utility,
            max_utility: G::max_utility,
            utility_sum: G::utility_sum,
            returns: G::returns,
        }
    }
}

impl<G: Encoding> Default for Encoder<G> {
    fn default() -> Self {
        Encoder::new()
    }
}

impl<G: Game> core::fmt::Debug for Encoder<G> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("Encoder")
    }
}
