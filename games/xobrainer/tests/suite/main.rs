//! The package's integration tests, one module per topic, built as one
//! test binary (one link, one build of the engines' generic code).
//! Run one topic with `cargo test --test suite <module>::`.

mod adversarial;
mod alloc;
mod common;
#[cfg(feature = "testkit")]
mod conformance;
mod encodings;
#[cfg(feature = "testkit")]
mod events;
mod guided;
#[cfg(feature = "testkit")]
mod movelist;
#[cfg(feature = "testkit")]
mod mutation;
mod playout;
#[cfg(feature = "testkit")]
mod properties;
#[cfg(feature = "testkit")]
mod refusals;
#[cfg(feature = "testkit")]
mod rule_changes_x_r1_to_x_r6;
mod rule_changes_x_r7_to_x_r9;
#[cfg(feature = "testkit")]
mod rules;
#[cfg(feature = "schema")]
mod schema;
#[cfg(all(feature = "serde", feature = "testkit"))]
mod serde;
mod size;
#[cfg(feature = "testkit")]
mod snapshots;
mod validation;
