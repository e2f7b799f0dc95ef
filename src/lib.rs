//! # tabletop-rules
//!
//! Pure rules engines for four tabletop games on one shared core. This root
//! crate re-exports them; see each crate for its rules contract.
//!
//! | module | game |
//! |---|---|
//! | [`core`] (`board-core`) | the `Game` trait, chance, seats, geometry, bots, test kit |
//! | [`xobrainer`] | XOBrainer: five in a row in shape or colour |
//! | [`oduludo`] | ODULUDO: space Ludo |
//! | [`numseq`] | a numbers Sequence |
//! | [`deblockle`] | Deblockle: tip a cube, then hop |
#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod games;
pub mod play;
pub mod search;
pub mod showcase;
pub mod tour;
pub mod tournament;

pub use board_core as core;
pub use deblockle;
pub use numseq;
pub use oduludo;
pub use xobrainer;

/// The README's usage examples, compiled and run as doc tests.
#[doc = include_str!("../README.md")]
#[cfg(doctest)]
pub struct ReadmeDoctests;
