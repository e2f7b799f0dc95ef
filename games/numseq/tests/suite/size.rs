//! Size bounds of the state and move types, so that a regression in their
//! layout (a state that grows past a cheap copy, a move past a register
//! pair) is caught. The figures are in `BENCHMARKS.md` (section `numseq`).

use numseq::{Card, Move, State};

#[test]
fn state_and_move_sizes_stay_small() {
    let state = size_of::<State>();
    let mv = size_of::<Move>();
    println!("size_of::<State>() = {state}, size_of::<Move>() = {mv}");
    // 512 today (issue 33's goal): the discard piles of up to 12 seats
    // (classic Sequence, N-R3) are half a byte per card of the deck (128
    // bytes), the draw pile 128 card counts, the hands 108 bytes, the
    // SEQUENCE records 2 bytes each (32). Revision 2 kept 128 counts per
    // seat's pile (1952 bytes); a byte per card and 4-byte records made 672.
    assert!(state <= 512, "State is {state} bytes");
    // 16 today: card 8, square 2, lock choice 4 (N-R1), tag.
    assert!(mv <= 16, "Move is {mv} bytes");
    assert_eq!(size_of::<Card>(), 8);
    assert_eq!(size_of::<Option<Move>>(), mv, "Option<Move> uses a niche");
}
