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
pub use perft::{perft, perft_listed};
pub use play_on::play_on;
pub use playout::{Playout, random_playout, sample_states};

/// The RNG type of the test kit.
pub type TestRng = rand_chacha::ChaCha8Rng;

/// A [`TestRng`] seeded from `seed`.
pub fn rng(seed: u64) -> TestRng {
    use rand_core::SeedableRng;
    TestRng::seed_from_u64(seed)
}

/// How much deeper than by default a test suite runs: the value of the
/// environment variable `TABLETOP_TEST_SCALE` (a whole number, at least 1;
/// unset, 0 or unreadable: 1). Seeded suites multiply their case counts by
/// it, so `TABLETOP_TEST_SCALE=10 cargo test` is a ten times deeper local
/// run of the same tests (feature `std` as well as `testkit`).
///
/// ```
/// # #[cfg(feature = "std")] {
/// let games: usize = 200 * board_core::testkit::test_scale::<usize>();
/// assert!(games >= 200);
/// # }
/// ```
#[cfg(feature = "std")]
pub fn test_scale<T: core::str::FromStr + From<u8> + Ord>() -> T {
    std::env::var("TABLETOP_TEST_SCALE")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(T::from(1))
        .max(T::from(1))
}
