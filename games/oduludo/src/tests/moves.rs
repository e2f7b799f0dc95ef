use super::*;
use alloc::string::{String, ToString};

#[test]
fn s11_move_notation_round_trips() {
    for t in [
        "start:G",
        "roll:4",
        "enter Q",
        "r17+4",
        "r17-4",
        "p3+2",
        "sun fwd",
        "sun back",
        "sendback",
        "kidnap",
        "odulo yes",
        "odulo no",
        "face:3",
        "pass",
        "next",
    ] {
        let m: Move = t.parse().unwrap();
        assert_eq!(m.to_string(), t);
    }
}

/// Move text reads any letter case, spaces around the text and its parts, and the
/// chance moves' old form with a space; `Display` writes the one form.
#[test]
fn move_parsing_is_case_insensitive_and_forgiving_about_spaces() {
    for (text, canonical) in [
        ("START:g", "start:G"),
        ("start G", "start:G"),
        (" roll : 6 ", "roll:6"),
        ("Roll 6", "roll:6"),
        ("FACE:3", "face:3"),
        ("enter   q", "enter Q"),
        ("R17 + 4", "r17+4"),
        ("\tp3-2\n", "p3-2"),
        ("Sun FWD", "sun fwd"),
        ("SendBack", "sendback"),
        ("odulo  NO", "odulo no"),
        ("PASS", "pass"),
        ("Next", "next"),
    ] {
        let m: Move = text.parse().unwrap_or_else(|e| panic!("{text:?}: {e}"));
        assert_eq!(m.to_string(), canonical, "{text:?}");
    }
}

/// A move's syntax error names the column, the token found and the
/// form expected.
#[test]
fn move_syntax_errors_say_what_was_expected() {
    let cases: [(&str, &str); 13] = [
        (
            "",
            "expected a move like roll:4, enter Q, r17+4, sun fwd, kidnap, odulo yes or pass at column 1, found the end of the text",
        ),
        (
            "jump r5",
            "expected a move like roll:4, enter Q, r17+4, sun fwd, kidnap, odulo yes or pass at column 1, found \"jump\"",
        ),
        ("roll", "expected a die face 1-6 at column 5, found the end of the text"),
        ("roll:x", "expected a die face 1-6 at column 6, found \"x\""),
        ("roll:300", "expected a die face 1-6 at column 6, found \"300\""),
        (
            "start:X",
            "expected a colour letter G, R, B or P at column 7, found \"X\"",
        ),
        ("enter X", "expected a pawn letter K, Q or S at column 7, found \"X\""),
        (
            "enterQ",
            "expected a move like roll:4, enter Q, r17+4, sun fwd, kidnap, odulo yes or pass at column 1, found \"enterQ\"",
        ),
        ("r+4", "expected a square like r17 or p3 at column 1, found \"r+4\""),
        (
            "r3*1",
            "expected '+' or '-' and a distance, like r17+4 at column 3, found \"*1\"",
        ),
        ("r1+1000", "expected a distance like 4 at column 4, found \"1000\""),
        ("sun up", "expected fwd or back at column 5, found \"up\""),
        ("  pass now", "expected the end of the move at column 8, found \"now\""),
    ];
    for (text, msg) in cases {
        let e = text.parse::<Move>().unwrap_err();
        assert_eq!(e.to_string(), msg, "{text:?}");
        let ParseMoveError::Syntax(s) = &e;
        let _: &String = &s.found;
    }
}

#[test]
fn squares_print_their_notation_in_debug() {
    assert_eq!(alloc::format!("{:?}", Square::Ring(17)), "r17");
    assert_eq!(alloc::format!("{:?}", Square::Path(3)), "p3");
    assert_eq!("P3".parse::<Square>(), Ok(Square::Path(3)));
    assert!("r".parse::<Square>().is_err());
}
