//! Size guards: a `State` is copied on every `apply` (and on every trial
//! landing during move generation), a `Move` fills every move list. Growth
//! past these bounds is a performance regression to justify, not an accident.

use std::mem::size_of;

use oduludo::{Move, Pawn, State};

#[test]
fn state_and_move_stay_small() {
    eprintln!(
        "size_of State = {}, Move = {}, Pawn = {}",
        size_of::<State>(),
        size_of::<Move>(),
        size_of::<Pawn>()
    );
    assert!(size_of::<State>() <= 168, "State grew to {} bytes", size_of::<State>());
    assert!(size_of::<Move>() <= 4, "Move grew to {} bytes", size_of::<Move>());
    assert!(size_of::<Pawn>() <= 3, "Pawn grew to {} bytes", size_of::<Pawn>());
    assert!(size_of::<Option<Move>>() <= 4, "Option<Move> grew");
}
