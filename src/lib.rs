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

/// Each published crate's README example, compiled and run as doc tests
/// (from here, because a package cannot include files outside itself).
#[cfg(doctest)]
pub mod crate_readmes {
    #[doc = include_str!("../board-core/README.md")]
    pub struct BoardCore;
    #[doc = include_str!("../games/xobrainer/README.md")]
    pub struct XOBrainer;
    #[doc = include_str!("../games/oduludo/README.md")]
    pub struct Oduludo;
    #[doc = include_str!("../games/numseq/README.md")]
    pub struct Numseq;
    #[doc = include_str!("../games/deblockle/README.md")]
    pub struct Deblockle;
    #[doc = include_str!("../tabletop/README.md")]
    pub struct Tabletop;
    #[doc = include_str!("../svg/README.md")]
    pub struct TabletopSvg;
}
