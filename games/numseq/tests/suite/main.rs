//! The package's integration tests, one module per topic, built as one
//! test binary (one link, one build of the engines' generic code).
//! Run one topic with `cargo test --test suite <module>::`.

mod common;
#[cfg(feature = "testkit")]
mod conformance;
#[cfg(all(feature = "serde", feature = "testkit"))]
mod discard_piles;
mod encodings;
#[cfg(feature = "testkit")]
mod events;
#[cfg(feature = "testkit")]
mod fast_paths;
#[cfg(feature = "testkit")]
mod guided;
#[cfg(feature = "testkit")]
mod movelist;
#[cfg(all(feature = "serde", feature = "testkit"))]
mod mutation;
#[cfg(feature = "testkit")]
mod perft;
#[cfg(feature = "testkit")]
mod properties;
#[cfg(feature = "testkit")]
mod reachable_states;
#[cfg(feature = "testkit")]
mod rule_changes_n_r1_to_n_r3;
mod rule_changes_n_r4_to_n_r5;
#[cfg(feature = "testkit")]
mod rules;
#[cfg(all(feature = "schema", feature = "testkit"))]
mod schema;
#[cfg(feature = "serde")]
mod serde;
mod size;
#[cfg(feature = "testkit")]
mod snapshots;
