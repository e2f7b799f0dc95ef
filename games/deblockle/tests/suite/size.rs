//! Size guards: a `State` is copied on every `apply` and in every perft
//! node, a `Move` fills every move list. Growth past these bounds is a
//! performance regression to justify, not an accident.

use std::mem::size_of;

use deblockle::{Move, State, TipHop};

#[test]
fn state_and_move_stay_small() {
    eprintln!(
        "size_of State = {}, Move = {}, TipHop = {}",
        size_of::<State>(),
        size_of::<Move>(),
        size_of::<TipHop>()
    );
    assert!(size_of::<State>() <= 104, "State grew to {} bytes", size_of::<State>());
    assert!(size_of::<Move>() <= 5, "Move grew to {} bytes", size_of::<Move>());
    assert!(size_of::<TipHop>() <= 5, "TipHop grew to {} bytes", size_of::<TipHop>());
    assert!(size_of::<Option<Move>>() <= 6, "Option<Move> grew");
}
