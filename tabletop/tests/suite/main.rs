//! The package's integration tests, one module per topic, built as one
//! test binary (one link, one build of the engines' generic code).
//! Run one topic with `cargo test --test suite <module>::`.

mod dyn_game;
mod encodings;
mod errors;
mod frontend;
#[cfg(feature = "serde")]
mod json_messages;
mod levels;
mod playthrough;
mod registry;
