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
        "deal:1+0",
        "draw:MINUS",
        "shuffle",
        "6+6@d2/b2-f2",
    ] {
        let m: Move = t.parse().unwrap();
        assert_eq!(m.to_string(), t);
    }
}

#[test]
fn i12_move_reading_is_forgiving_about_case_and_spaces() {
    let plus_d4 = Move::Play(Card::PLUS, Coord::new(3, 3), crate::Lock::NONE);
    assert_eq!("plus@D4".parse::<Move>(), Ok(plus_d4));
    assert_eq!("  Plus@d4 \t".parse::<Move>(), Ok(plus_d4));
    let deal = Move::Deal(Card::add(7, 5));
    for t in ["deal:7+5", "DEAL:7+5", "Deal 7+5", "DEAL 7+5", " deal   7+5 "] {
        assert_eq!(t.parse::<Move>(), Ok(deal), "{t}");
    }
    assert_eq!("SHUFFLE".parse::<Move>(), Ok(Move::Shuffle));
    assert_eq!("dead 9-2".parse::<Move>(), Ok(Move::Dead(Card::sub(9, 2))));
    assert_eq!(
        "discard:7+5".parse::<Move>().map(|m| m.to_string()).as_deref(),
        Ok("DISCARD 7+5")
    );
    assert_eq!(
        "6+6@D2/F2-b2".parse::<Move>().map(|m| m.to_string()).as_deref(),
        Ok("6+6@d2/b2-f2")
    );
}

#[test]
fn i12_move_syntax_errors_name_column_token_and_form() {
    let text = |t: &str| t.parse::<Move>().unwrap_err().to_string();
    assert_eq!(
        text(""),
        "expected a move like 7+5@c3, PLUS@d4, MINUS@e5, DEAD 9-2, DISCARD 7+5, deal:7+5, draw:7+5 or shuffle at column 1, found the end of the text"
    );
    assert_eq!(
        text("7+5"),
        "expected '@' and a square after the card (or a move like deal:7+5) at column 4, found the end of the text"
    );
    assert_eq!(
        text("7+5@"),
        "expected a square like c3 at column 5, found the end of the text"
    );
    assert_eq!(text("7+5@3c"), "expected a square like c3 at column 5, found \"3c\"");
    assert_eq!(
        text("7*5@c3"),
        "expected '@' and a square after the card (or a move like deal:7+5) at column 2, found \"*5\""
    );
    assert_eq!(
        text("deal:"),
        "expected a card name like 7+5, PLUS or 7H at column 6, found the end of the text"
    );
    assert_eq!(
        text("draw:toolongname"),
        "expected a card name like 7+5, PLUS or 7H at column 6, found \"toolongname\""
    );
    assert_eq!(
        text("7+5@c3 x"),
        "expected the end of the move at column 8, found \"x\""
    );
    assert_eq!(
        text("6+6@d2/b2-f3"),
        "b2-f3 at column 8 is not a 5-square line through d2"
    );
    assert_eq!(text("6+6@d2/b2-f2/f2-b2"), "window f2-b2 at column 14 is named twice");
    assert_eq!(
        text("6+6@d2/b2"),
        "expected '-' and the window's other end, like b2-f2 at column 10, found the end of the text"
    );
    assert!(matches!("PLAY 7+5".parse::<Move>(), Err(ParseMoveError::Syntax(_))));
}
