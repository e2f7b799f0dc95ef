//! The package's integration tests, one module per topic, built as one
//! test binary (one link, one build of the engines' generic code).
//! Run one topic with `cargo test --test suite <module>::`.

#[cfg(feature = "testkit")]
mod event_games;
#[cfg(feature = "testkit")]
mod reference_games;
