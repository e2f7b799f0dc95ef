//! The package's integration tests, one module per topic, built as one
//! test binary (one link, one build of the engines' generic code).
//! Run one topic with `cargo test --test suite <module>::`.

#[cfg(feature = "testkit")]
mod adversarial;
mod alloc;
mod common;
#[cfg(feature = "testkit")]
mod conformance;
mod encodings;
#[cfg(feature = "testkit")]
mod events;
mod fastpath;
mod guided;
#[cfg(feature = "testkit")]
mod movelist;
#[cfg(feature = "testkit")]
mod mutation;
#[cfg(feature = "testkit")]
mod properties;
#[cfg(feature = "testkit")]
mod reachable_states;
#[cfg(feature = "testkit")]
mod round_totals;
mod rule_changes_o_r1_to_o_r8;
#[cfg(feature = "testkit")]
mod rule_changes_o_r9_to_o_r14;
#[cfg(feature = "testkit")]
mod rules;
#[cfg(feature = "schema")]
mod schema;
#[cfg(all(feature = "serde", feature = "testkit"))]
mod serde;
mod size;
#[cfg(feature = "testkit")]
mod snapshots;
