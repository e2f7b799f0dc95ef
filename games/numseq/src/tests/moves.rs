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
fn move_reading_is_forgiving_about_case_and_spaces() {
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
fn move_syntax_errors_name_column_token_and_form() {
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

/// A play on a square past column `z` printed `+@(0,26)`,
/// which the parser refused (pointing at "the end of the text"); it now
/// reads back, and so does a lock moved to a square where its windows do
/// not fit the grid (formerly written `/?`).
#[test]
fn f1_off_board_play_prints_what_parses_back() {
    let mv = Move::Play(Card::PLUS, Coord::new(0, 26), Lock::NONE);
    assert_eq!(mv.to_string(), "PLUS@(0,26)");
    assert_eq!(mv.to_string().parse::<Move>(), Ok(mv));
    let Move::Play(_, _, lock) = "6+6@d2/b2-f2".parse::<Move>().unwrap() else {
        unreachable!()
    };
    let moved = Move::Play(Card::add(6, 6), Coord::new(0, 0), lock);
    assert_eq!(moved.to_string(), "6+6@a1/(0,-2)-c1");
    assert_eq!(moved.to_string().parse::<Move>(), Ok(moved));
    let far = Move::Play(Card::add(6, 6), Coord::new(255, 255), lock);
    assert_eq!(far.to_string().parse::<Move>(), Ok(far), "{far}");
}

/// A malformed `(row,col)` square names the column and what
/// was found there.
#[test]
fn f1_bad_paren_square_names_column_and_token() {
    let e = "7+5@(0;26)".parse::<Move>().unwrap_err().to_string();
    assert!(e.contains("column 7") && e.contains("\";\""), "{e}");
    let e = "7+5@(".parse::<Move>().unwrap_err().to_string();
    assert!(e.contains("a square like c3") && e.contains("column 6"), "{e}");
    let e = "7+5@(0,-1)".parse::<Move>().unwrap_err().to_string();
    assert!(e.contains("a square like c3") && e.contains("column 5"), "{e}");
}

mod f1_round_trip {
    use super::*;
    use proptest::prelude::*;

    fn card() -> impl Strategy<Value = Card> {
        prop_oneof![
            Just(Card::PLUS),
            Just(Card::MINUS),
            (any::<u8>(), any::<u8>()).prop_map(|(a, b)| Card::add(a, b)),
            (any::<u8>(), any::<u8>()).prop_map(|(a, b)| Card::sub(a, b)),
            "[A-Za-z0-9+-]{1,7}".prop_map(|n| Card::new(&n).unwrap()),
        ]
    }

    /// Any lock: any set of the 20 windows (4 axes, 5 starts).
    fn lock() -> impl Strategy<Value = Lock> {
        any::<u32>().prop_map(Lock::from_bits)
    }

    fn any_move() -> impl Strategy<Value = Move> {
        prop_oneof![
            card().prop_map(Move::Deal),
            card().prop_map(Move::Draw),
            Just(Move::Shuffle),
            card().prop_map(Move::Dead),
            card().prop_map(Move::Discard),
            (card(), any::<u8>(), any::<u8>(), lock()).prop_map(|(c, r, k, l)| Move::Play(c, Coord::new(r, k), l)),
        ]
    }

    proptest! {
        /// For any constructible move (any square, any lock),
        /// `Display` then `FromStr` gives the move back.
        #[test]
        fn f1_every_move_display_parses_back(mv in any_move()) {
            let text = mv.to_string();
            prop_assert_eq!(text.parse::<Move>(), Ok(mv), "{}", text);
        }
    }
}
