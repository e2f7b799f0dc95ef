//! The package's integration tests, one module per topic, built as one
//! test binary (one link, one build of the engines' generic code).
//! Run one topic with `cargo test --test suite <module>::`.

mod bots;
mod conformance;
mod examples;
mod game_strings;
mod glossary;
mod mcts;
mod metadata;
mod serde_configs;
mod tour_svg;
