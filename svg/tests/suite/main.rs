//! The package's integration tests, one module per topic, built as one
//! test binary (one link, one build of the engines' generic code).
//! Run one topic with `cargo test --test suite <module>::`.

mod common;
mod every_state;
#[cfg(feature = "tabletop")]
mod hosted;
mod render;
mod views;
mod well_formed;
