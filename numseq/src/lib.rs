//! The numseq rules engine. Work in progress: this crate will hold the complete
//! engine for the rules in `shared/rules/numseq.md`, built on `board-core`.
#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
