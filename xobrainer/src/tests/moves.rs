//! Unit tests of `moves`.

use super::*;
use alloc::string::ToString;

#[test]
fn notation_round_trips() {
    let moves = [
        Move::Place(Coord::new(0, 0)),
        Move::Place(Coord::new(9, 9)),
        Move::Place(Coord::new(255, 25)),
        Move::Place(Coord::new(3, 26)),
        Move::Place(Coord::new(255, 255)),
        Move::Timeout,
        Move::Pass,
        Move::NextRound,
        Move::Lot(Side::O),
        Move::Draw(Side::X, Colour::Red),
        Move::MapCard(Side::O, 0),
        Move::MissionCard(board_core::Seat(0), 255),
        Move::MissionCard(board_core::Seat(15), 3),
    ];
    for m in moves {
        assert_eq!(m.to_string().parse::<Move>(), Ok(m), "{m}");
    }
    assert_eq!(Move::Place(Coord::new(4, 4)).to_string(), "e5");
    assert_eq!(Move::Draw(Side::O, Colour::Green).to_string(), "draw:O:g");
}

#[test]
fn syntax_errors_are_typed() {
    assert_eq!("".parse::<Move>(), Err(ParseMoveError::Empty));
    assert_eq!("jump".parse::<Move>(), Err(ParseMoveError::Unknown));
    assert_eq!("lot:Z".parse::<Move>(), Err(ParseMoveError::Side));
    assert_eq!("draw:X:b".parse::<Move>(), Err(ParseMoveError::Colour));
    assert_eq!("map:X:256".parse::<Move>(), Err(ParseMoveError::Card));
    assert_eq!("map:X:07".parse::<Move>(), Err(ParseMoveError::Card));
    assert!(matches!("e0".parse::<Move>(), Err(ParseMoveError::Square(_))));
    assert_eq!("map:X:1:2".parse::<Move>(), Err(ParseMoveError::Unknown));
    assert_eq!("mission:X:1".parse::<Move>(), Err(ParseMoveError::Seat));
    assert_eq!("mission:256:1".parse::<Move>(), Err(ParseMoveError::Seat));
    assert_eq!(Move::MissionCard(board_core::Seat(2), 7).to_string(), "mission:2:7");
}
