//! The test kit (feature `testkit`): seeded random play-outs, perft, the
//! conformance check every game in the workspace passes, and the play-on
//! driver of the engines' mutation tests ([`play_on`]).
//!
//! Everything here is seeded: [`rng`] makes the one RNG type the kit uses
//! (`ChaCha8Rng`, portable and stable across platforms).

mod conformance;
mod encoding;
mod events;
mod perft;
mod play_on;
mod playout;

#[cfg(feature = "serde")]
pub use conformance::json_round_trip;
pub use conformance::{Conformance, ConformanceOptions, Report, RoundTrip, Violation, check_conformance};
pub use encoding::{EncodingReport, check_encodings};
pub use events::{EventReplay, EventReport, check_events, check_move_hints};
pub use perft::perft;
pub use play_on::play_on;
pub use playout::{Playout, random_playout, sample_states};

/// The RNG type of the test kit.
pub type TestRng = rand_chacha::ChaCha8Rng;

/// A [`TestRng`] seeded from `seed`.
pub fn rng(seed: u64) -> TestRng {
    use rand_core::SeedableRng;
    TestRng::seed_from_u64(seed)
}
