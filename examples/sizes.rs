//! `size_of` of every engine's state, move and fixed-capacity legal-move
//! list, in bytes on this target (BENCHMARKS.md, "Sizes"):
//!
//! `cargo run --release --example sizes`

use std::mem::size_of;

use board_core::Game;

fn row<G: Game>(name: &str) {
    println!(
        "{name:<10} state {:>5}  move {:>3}  move list {:>6}",
        size_of::<G>(),
        size_of::<G::Move>(),
        size_of::<G::MoveList>()
    );
}

fn main() {
    row::<xobrainer::State>("xobrainer");
    row::<oduludo::State>("oduludo");
    row::<numseq::State>("numseq");
    row::<deblockle::State>("deblockle");
}
