//! `size_of` guards for the hot types: the state is copied by every checked
//! `apply` and by search, the move is stored by every move list. A growth
//! past these bounds is a regression to look at (issue 8).

use xobrainer::{Move, State};

#[test]
fn state_fits_in_464_bytes() {
    // Measured 464 on x86_64 in revision 1; revision 2 (boards up to
    // 16 x 16 in two-word sets, a Mission card per seat) packs the deck into
    // 100 bytes to stay within the bound: the deck, the geometry (size, full
    // set, dot planes, knockout squares), three board sets, two sides, 16
    // Mission slots, score and phase.
    eprintln!("State is {} bytes", std::mem::size_of::<State>());
    assert!(
        std::mem::size_of::<State>() <= 464,
        "State is {} bytes",
        std::mem::size_of::<State>()
    );
}

#[test]
fn move_fits_in_3_bytes() {
    assert!(
        std::mem::size_of::<Move>() <= 3,
        "Move is {} bytes",
        std::mem::size_of::<Move>()
    );
    assert!(std::mem::size_of::<Option<Move>>() <= 4);
}
