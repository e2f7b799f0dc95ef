//! Every state accepted from text is one the rules can reach (or
//! a set-up position, crate docs "State invariants"), and a state has one
//! spelling. Each test is named for the finding it fixes; before the fix
//! every refused text here parsed.

use crate::common;

use common::*;
use numseq::{ParseStateError, State, StateError};

/// The text of a default-preset state, hands and discards put in deck order.
fn text(setup: &str, board: &str, seqs: &str, hands: &str, discards: &str, phase: &str) -> String {
    format!(
        "numseq-default-v1 {setup} {board} {seqs} {} {} {phase}",
        in_deck_order(hands),
        in_deck_order(discards)
    )
}

/// Two turns into a capped 2-player game: a chip each, a card on each
/// discard pile, seat 0 to play.
fn two_turns() -> String {
    text(
        "2:-:p:2/300",
        &board("a:c2 b:c3"),
        "-",
        &format!("7+7.{F0}/{H1}"),
        "1+0/2-1",
        "play:0",
    )
}

fn refused(t: &str) -> ParseStateError {
    t.parse::<State>().expect_err(t)
}

fn invalid(t: &str) -> StateError {
    match refused(t) {
        ParseStateError::Invalid(e) => e,
        e => panic!("{e}: {t}"),
    }
}

fn syntax(t: &str) -> String {
    match refused(t) {
        ParseStateError::Syntax(e) => e.to_string(),
        e => panic!("not a syntax error: {e:?}: {t}"),
    }
}

#[test]
fn the_base_positions_parse_and_print_back() {
    let t = two_turns();
    let s: State = t.parse().unwrap_or_else(|e| panic!("{e}: {t}"));
    assert_eq!(s.to_string(), t);
}

#[test]
fn one_spelling_fields_are_separated_by_exactly_one_ascii_space() {
    let t = two_turns();
    let at = t.find(' ').unwrap();
    for gap in ["  ", "\t", "\u{a0}", "\n", " \u{3000}"] {
        let bad = format!("{}{gap}{}", &t[..at], &t[at + 1..]);
        let e = refused(&bad).to_string();
        assert!(e.contains("exactly one space between fields"), "{gap:?}: {e}");
    }
    assert!(syntax(&format!("{t}\n")).contains("expected the end of the state after the phase field at column"));
    assert!(matches!(
        refused(&format!(" {t}")),
        ParseStateError::UnknownPreset { .. }
    ));
}

#[test]
fn one_spelling_numbers_have_no_sign_or_leading_zero() {
    let t = two_turns();
    for (from, to, expected) in [
        (
            "2:-:p:2/300",
            "02:-:p:2/300",
            "expected a player count like 2 (no sign or leading zero) at column 19, found \"02\"",
        ),
        (
            "2:-:p:2/300",
            "+2:-:p:2/300",
            "expected a player count like 2 (no sign or leading zero) at column 19, found \"+2\"",
        ),
        (
            "2:-:p:2/300",
            "2:-:p:02/300",
            "expected the turns played, like 57 (no sign or leading zero) at column 25, found \"02\"",
        ),
        (
            "2:-:p:2/300",
            "2:-:p:2/0300",
            "expected the turn cap, like 300 (no sign or leading zero) at column 27, found \"0300\"",
        ),
        (
            "play:0",
            "play:00",
            "expected a seat number like 0 (no sign or leading zero)",
        ),
        (
            "play:0",
            "play:+0",
            "expected a seat number like 0 (no sign or leading zero)",
        ),
        (
            "*8*/",
            "*08*/",
            "expected a run of empty squares from 1, without leading zero",
        ),
    ] {
        let bad = t.replacen(from, to, 1);
        assert_ne!(bad, t);
        let e = syntax(&bad);
        assert!(e.contains(expected), "{bad}\n{e}");
    }
    // A run of 0 empty squares, and two runs where one is meant.
    let e = syntax(&t.replacen("*8*/", "*08*/", 1));
    assert!(e.contains("found \"08*\""), "{e}");
    let e = syntax(&t.replacen("*8*/", "*4004*/", 1));
    assert!(
        e.contains("a run of empty squares from 1 that ends before the row's end or a corner"),
        "{e}"
    );
}

#[test]
fn one_spelling_lists_are_in_their_one_order() {
    let t = two_turns();
    // A hand's cards in deck-table order.
    let hand = in_deck_order(&format!("7+7.{F0}"));
    let mut cards: Vec<&str> = hand.split('.').collect();
    cards.swap(0, 1);
    let bad = t.replacen(&hand, &cards.join("."), 1);
    assert!(
        matches!(
            refused(&bad),
            ParseStateError::NotInOrder {
                list: "a hand's cards",
                ..
            }
        ),
        "{bad}"
    );
    // A discard pile's too.
    let swapped = t.replacen("1+0/2-1", "1+1.1+0/2-1", 1);
    let e = refused(&swapped);
    assert_eq!(
        e.to_string().split(" at ").next(),
        Some("a discard pile's cards not in order"),
        "{e}"
    );
    // The SEQUENCEs by side, then first square, then axis.
    let seqs = text(
        "2:-:p",
        &board("A:b2,c2,d2,e2,f2,b4,c4,d4,e4,f4"),
        "a:b4h,a:b2h",
        &format!("7+7.{F0}/{H1}"),
        "-/-",
        "play:0",
    );
    let e = refused(&seqs);
    assert_eq!(
        e.to_string(),
        "the SEQUENCEs not in order at column 73: \"a:b2h\" must come earlier (or is named twice)"
    );
}

#[test]
fn one_spelling_letter_case_is_the_printed_one() {
    let t = two_turns();
    let e = syntax(&t.replacen("play:0", "PLAY:0", 1));
    assert!(
        e.contains("a phase deal, play, play*, draw, draw*, shuffle, shuffle* or over"),
        "{e}"
    );
    let plus = t.replacen("1+0/2-1", "PLUS/2-1", 1);
    assert!(plus.parse::<State>().is_ok(), "{plus}");
    let e = syntax(&t.replacen("1+0/2-1", "plus/2-1", 1));
    assert!(
        e.contains("expected a card name in upper case like 7+5, PLUS or 7H"),
        "{e}"
    );
    let seq = text(
        "2:-:p",
        &board("A:b2,c2,d2,e2,f2"),
        "a:B2h",
        &format!("7+7.{F0}/{H1}"),
        "-/-",
        "play:0",
    );
    assert!(syntax(&seq).contains("expected the start square of a 5-square window on the board, like b1"));
    assert!(syntax(&seq.replace("a:B2h", "A:b2h")).contains("expected a SEQUENCE like a:b1h"));
    assert!(syntax(&t.replacen(":p:", ":P:", 1)).contains("p (SEQUENCEs keyed on players) or s (on sides)"));
}

#[test]
fn turn_order_follows_the_turn_count_under_a_cap() {
    let t = two_turns();
    assert_eq!(
        invalid(&t.replacen("play:0", "play:1", 1)),
        StateError::TurnOrder {
            seat: board_core::Seat(1),
            expected: board_core::Seat(0),
            turns: 2
        }
    );
    // After the turn is counted the mover draws: seat 0 after 3 turns.
    let drawing = t.replacen(":2/300", ":3/300", 1).replacen("play:0", "draw:0", 1);
    let drawing = drawing.replacen(&in_deck_order(&format!("7+7.{F0}")), &in_deck_order(F0), 1);
    let drawing = drawing.replacen("1+0/2-1", "1+0.7+7/2-1", 1);
    let drawing = in_order_fields(&drawing);
    assert!(drawing.parse::<State>().is_ok(), "{drawing}");
    assert!(matches!(
        invalid(&drawing.replacen(":3/300", ":4/300", 1)),
        StateError::TurnOrder { .. }
    ));
}

/// Re-sorts the hands and discards fields of a state text.
fn in_order_fields(t: &str) -> String {
    let mut f: Vec<String> = t.split(' ').map(String::from).collect();
    f[4] = in_deck_order(&f[4]);
    f[5] = in_deck_order(&f[5]);
    f.join(" ")
}

#[test]
fn every_chip_was_placed_in_a_turn_of_its_own() {
    let t = two_turns().replacen(&board("a:c2 b:c3"), &board("a:c2,d2 b:c3"), 1);
    assert_eq!(invalid(&t), StateError::FewerTurnsThanChips { turns: 2, chips: 3 });
}

#[test]
fn a_turn_discards_at_most_two_cards() {
    let t = in_order_fields(&two_turns().replacen("1+0/2-1", "1+0.1+1.2+1/2-1", 1));
    assert_eq!(
        invalid(&t),
        StateError::TooManyDiscards {
            seat: board_core::Seat(0),
            cards: 3,
            turns: 1
        }
    );
}

#[test]
fn the_card_just_played_is_on_the_movers_discard_pile() {
    // Seat 0 drawing after its turn, but nothing on its pile (seat 1's is
    // not empty, so no shuffle emptied it).
    let t = text(
        "2:-:p",
        &board("a:c2 b:c3"),
        "-",
        &format!("{F0}/{H1}"),
        "-/2-1",
        "draw:0",
    );
    assert_eq!(
        invalid(&t),
        StateError::LastCardMissing {
            seat: board_core::Seat(0)
        }
    );
    // Right after a shuffle every pile is empty: fine.
    let all_empty = text(
        "2:-:p",
        &board("a:c2 b:c3"),
        "-",
        &format!("{F0}/{H1}"),
        "-/-",
        "draw:0",
    );
    assert!(all_empty.parse::<State>().is_ok(), "{all_empty}");
    // A game over after seat 0's placement, its pile empty.
    let over = text(
        "2:-:p",
        &board("A:b2,c2,d2,e2,f2"),
        "a:b2h",
        &format!("{F0}/{H1}"),
        "-/2-1",
        "over:0",
    );
    assert_eq!(
        invalid(&over),
        StateError::LastCardMissing {
            seat: board_core::Seat(0)
        }
    );
    assert!(over.replacen("-/2-1", "1+0/2-1", 1).parse::<State>().is_ok());
}

#[test]
fn a_dead_card_swap_left_a_dead_card_on_the_pile() {
    // Seat 0 swapped (play*): its pile must hold a dead card, one whose two
    // squares hold chips. 7+7 shows 14, on d2 and d7... take the board's.
    let r = numseq::Preset::NumseqDefaultV1.ruleset();
    let squares: Vec<String> = r
        .squares_of(14)
        .indices()
        .map(|i| r.grid().coord(i).unwrap().to_string())
        .collect();
    let both = board(&format!("a:{} b:{}", squares[0], squares[1]));
    let t = text("2:-:p", &both, "-", &format!("1+0.{F0}/{H1}"), "7+7/2-1", "play*:0");
    assert!(t.parse::<State>().is_ok(), "{t}");
    let not_dead = t.replacen("7+7/2-1", "1+1/2-1", 1);
    assert_eq!(
        invalid(&not_dead),
        StateError::NoDeadCardDiscarded {
            seat: board_core::Seat(0)
        }
    );
    let open = text(
        "2:-:p",
        &board(&format!("a:{}", squares[0])),
        "-",
        &format!("1+0.{F0}/{H1}"),
        "7+7/2-1",
        "play*:0",
    );
    assert_eq!(
        invalid(&open),
        StateError::NoDeadCardDiscarded {
            seat: board_core::Seat(0)
        }
    );
}

/// D1, N-R1: the SEQUENCE field records which windows locked (a run of six
/// does not say); both choices of a run of six are reachable and read, and
/// a covered window left out of a lock choice is refused.
#[test]
fn lock_choices_are_recorded_and_rechecked() {
    // 4 players: a side needs 2 SEQUENCEs, so one may stand mid-game.
    let hands = format!("7+7.{F0_3}/{H4_REST}");
    let six = board("A:b2,c2,d2,e2,f2,g2");
    for (seqs, unlocked) in [("a:b2h", "AAAAAa"), ("a:c2h", "aAAAAA")] {
        let b = six.replacen("AAAAAA", unlocked, 1);
        let t = text("4:-:p", &b, seqs, &hands, "1+0/2-1/-/-", "play:0");
        if let Err(e) = t.parse::<State>() {
            panic!("{e}: {t}");
        }
    }
    // The row b2-f2 and the column d2-d6 both covered, only the row
    // counted: the placement on d2 (or the column's last chip) would have
    // counted the column too.
    let cross = board("A:b2,c2,d2,e2,f2 a:d3,d4,d5,d6");
    let t = text("4:-:p", &cross, "a:b2h", &hands, "1+0/2-1/-/-", "play:0");
    assert!(matches!(invalid(&t), StateError::UnrecordedSequence { .. }), "{t}");
}
