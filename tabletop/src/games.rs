//! The parameter table of each game.

pub(crate) mod deblockle;
pub(crate) mod numseq;
pub(crate) mod oduludo;
pub(crate) mod xobrainer;
