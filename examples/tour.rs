//! The main job: a seeded play-through of every game.
//!
//! `cargo run --release --example tour` (flags: `--seed N`, `--game NAME`, `--no-timing`).
//! The game crates are being built; for now this lists what is available.

fn main() {
    println!("tabletop-rules tour");
    println!("engines: xobrainer, oduludo, numseq, deblockle (in progress)");
    println!("board-core: Game trait, exact chance, grid and track geometry, bots, test kit");
}
