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
fn syntax_errors_name_column_token_and_form() {
    let err = |t: &str| t.parse::<Move>().unwrap_err().to_string();
    assert_eq!(
        err(""),
        "expected a move: a square like e5, timeout, pass, next, lot:X, draw:X:g, map:X:7 or mission:2:12 at column 1, found the end of the text"
    );
    assert_eq!(
        err("jump"),
        "expected a move: a square like e5, timeout, pass, next, lot:X, draw:X:g, map:X:7 or mission:2:12 at column 1, found \"jump\""
    );
    assert_eq!(
        err("z0"),
        "expected a move: a square like e5, timeout, pass, next, lot:X, draw:X:g, map:X:7 or mission:2:12 at column 1, found \"z0\""
    );
    assert_eq!(err("lot:Z"), "expected a side X or O at column 5, found \"Z\"");
    assert_eq!(err("draw:X:b"), "expected a colour g or r at column 8, found \"b\"");
    assert_eq!(
        err("map:X:256"),
        "expected a card number 0-24 at column 7, found \"256\""
    );
    assert_eq!(err("map:X:07"), "expected a card number 0-24 at column 7, found \"07\"");
    assert_eq!(
        err("map:X:1:2"),
        "expected the end of the move at column 8, found \":\""
    );
    assert_eq!(err("mission:X:1"), "expected a seat number at column 9, found \"X\"");
    assert_eq!(
        err("mission:256:1"),
        "expected a seat number at column 9, found \"256\""
    );
    assert_eq!(err("e5 e6"), "expected the end of the move at column 4, found \"e6\"");
    assert_eq!(err("lot"), "expected ':' at column 4, found the end of the text");
    assert_eq!(
        err("(3,x)"),
        "expected a column number (0-based) at column 4, found \"x\""
    );
    assert!(matches!("e0".parse::<Move>(), Err(ParseMoveError::Syntax(e)) if e.column == 1));
    assert_eq!(Move::MissionCard(board_core::Seat(2), 7).to_string(), "mission:2:7");
}

/// Move text reads keywords, sides, colours and squares in either case, spaces
/// around the move and its colons; `Display` stays canonical.
#[test]
fn move_parsing_forgives_case_and_spaces() {
    for (text, canonical) in [
        ("LOT:X", "lot:X"),
        ("Lot : o", "lot:O"),
        ("  E5 ", "e5"),
        ("TIMEOUT", "timeout"),
        ("Pass", "pass"),
        ("NEXT", "next"),
        ("Draw:x:G", "draw:X:g"),
        ("MAP:o:7", "map:O:7"),
        ("Mission: 2 :12", "mission:2:12"),
        ("( 3 , 4 )", "e4"),
        ("\te5\n", "e5"),
    ] {
        let m: Move = text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(m.to_string(), canonical, "{text:?}");
    }
}
