//! Unit tests of `moves.rs`.

use super::*;
use alloc::string::ToString;

#[test]
fn s7_notation_examples_parse_and_round_trip() {
    for t in [
        "7+5@c3",
        "PLUS@d4",
        "MINUS@e5",
        "DEAD 9-2",
        "DISCARD 7+5",
        "DEAL 1+0",
        "DRAW MINUS",
        "SHUFFLE",
    ] {
        let m: Move = t.parse().unwrap();
        assert_eq!(m.to_string(), t);
    }
    assert_eq!(
        "plus@D4".parse::<Move>(),
        Ok(Move::Play(Card::PLUS, Coord::new(3, 3), crate::Lock::NONE))
    );
    assert_eq!("".parse::<Move>(), Err(ParseMoveError::Empty));
    assert_eq!("PLAY 7+5".parse::<Move>(), Err(ParseMoveError::UnknownForm));
    assert_eq!("7+5".parse::<Move>(), Err(ParseMoveError::UnknownForm));
    assert!(matches!("7+5@".parse::<Move>(), Err(ParseMoveError::Square(_))));
    assert!(matches!("7*5@c3".parse::<Move>(), Err(ParseMoveError::Card(_))));
}
