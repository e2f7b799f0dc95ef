//! The package's integration tests, one module per topic, built as one
//! test binary (one link, one build of the engines' generic code).
//! Run one topic with `cargo test --test suite <module>::`.

mod adversarial;
mod alloc;
mod common;
#[cfg(feature = "testkit")]
mod conformance;
#[cfg(feature = "testkit")]
mod events;
mod issue18;
#[cfg(feature = "testkit")]
mod movelist;
#[cfg(feature = "testkit")]
mod mutation;
#[cfg(feature = "testkit")]
mod properties;
#[cfg(feature = "testkit")]
mod refusals;
#[cfg(feature = "testkit")]
mod revision2;
mod revision3;
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
